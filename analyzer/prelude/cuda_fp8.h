/*
 * cuda_fp8.h - 8-bit floats (E4M3, E5M2, and the E8M0 scale) as warpcheck
 * sees them: one-byte values, and pairs and quads of them, whose loads
 * and stores matter, converted to and from the wider types.
 *
 * Every type and conversion function the toolkit's header declares is
 * declared here (tests/toolkit.sh compares the names), each class with
 * the constructors and conversions the toolkit gives it; none of their
 * results ever forms an index.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_FP8_H
#define WARPCHECK_PRELUDE_CUDA_FP8_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_FP8_H__
#define __CUDA_FP8_TYPES_EXIST__
#define __CUDA_FP8_HPP__
/* the real cuda_fp8.hpp leaves it defined for its includers */
#ifndef __CUDA_ALIGN__
#define __CUDA_ALIGN__(align) __align__(align)
#endif

#include <cuda_fp16.h>
#include <cuda_bf16.h>

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

/*
 * The conversions of an 8-, 6- or 4-bit float (B bits; cuda_fp6.h and
 * cuda_fp4.h use this too): to its storage from each wider type, then
 * back to half's bits, the parameters after the value as the header has
 * them (...).  The back conversions take the interpretation, B's last.
 */
#define WARPCHECK_NARROW_CVT(B, I, ...) \
	WARPCHECK_NARROW_TO_B(, , double, B, __VA_ARGS__) WARPCHECK_NARROW_TO_B(2, x2, double2, B, __VA_ARGS__) \
	WARPCHECK_NARROW_TO_B(, , float, B, __VA_ARGS__) WARPCHECK_NARROW_TO_B(2, x2, float2, B, __VA_ARGS__) \
	__host__ __device__ __nv_fp##B##_storage_t __nv_cvt_halfraw_to_fp##B(const __half_raw, __VA_ARGS__); \
	__host__ __device__ __nv_fp##B##x2_storage_t __nv_cvt_halfraw2_to_fp##B##x2(const __half2_raw, \
										 __VA_ARGS__); \
	__host__ __device__ __nv_fp##B##_storage_t __nv_cvt_bfloat16raw_to_fp##B(const __nv_bfloat16_raw, \
										  __VA_ARGS__); \
	__host__ __device__ __nv_fp##B##x2_storage_t __nv_cvt_bfloat16raw2_to_fp##B##x2( \
		const __nv_bfloat162_raw, __VA_ARGS__); \
	__host__ __device__ __half_raw __nv_cvt_fp##B##_to_halfraw(const __nv_fp##B##_storage_t, const I); \
	__host__ __device__ __half2_raw __nv_cvt_fp##B##x2_to_halfraw2(const __nv_fp##B##x2_storage_t, \
								      const I);
/* from T (a pair with N = 2, X = x2) */
#define WARPCHECK_NARROW_TO_B(N, X, T, B, ...) \
	__host__ __device__ __nv_fp##B##X##_storage_t __nv_cvt_##T##_to_fp##B##X(const T, __VA_ARGS__);
WARPCHECK_NARROW_CVT(8, __nv_fp8_interpretation_t, const __nv_saturation_t,
		     const __nv_fp8_interpretation_t)

/* the E8M0 scale: to it with a rounding mode, back to bfloat16's bits */
#define WARPCHECK_E8M0_CVT(R, N, T) \
	__host__ __device__ R N(const T, const __nv_saturation_t, const enum cudaRoundMode);
WARPCHECK_E8M0_CVT(__nv_fp8_storage_t, __nv_cvt_bfloat16raw_to_e8m0, __nv_bfloat16_raw)
WARPCHECK_E8M0_CVT(__nv_fp8x2_storage_t, __nv_cvt_bfloat162raw_to_e8m0x2, __nv_bfloat162_raw)
WARPCHECK_E8M0_CVT(__nv_fp8_storage_t, __nv_cvt_float_to_e8m0, float)
WARPCHECK_E8M0_CVT(__nv_fp8x2_storage_t, __nv_cvt_float2_to_e8m0x2, float2)
WARPCHECK_E8M0_CVT(__nv_fp8_storage_t, __nv_cvt_double_to_e8m0, double)
WARPCHECK_E8M0_CVT(__nv_fp8x2_storage_t, __nv_cvt_double2_to_e8m0x2, double2)
#undef WARPCHECK_E8M0_CVT
__host__ __device__ __nv_bfloat16_raw __nv_cvt_e8m0_to_bf16raw(const __nv_fp8_storage_t);
__host__ __device__ __nv_bfloat162_raw __nv_cvt_e8m0x2_to_bf162raw(const __nv_fp8x2_storage_t);

/*
 * The classes of the narrow floats (cuda_fp6.h and cuda_fp4.h make theirs
 * with these too): S the storage member's type, A the alignment.  One
 * value converts from and to every arithmetic type, explicitly; a pair
 * from and to the pairs; four from two pairs or a 4-vector, to float4.
 */
#define WARPCHECK_NARROW(T, S, A) \
	struct __attribute__((aligned(A))) T { \
		S __x; \
		T() = default; \
		WARPCHECK_NARROW_FROM(T, __half) WARPCHECK_NARROW_FROM(T, __nv_bfloat16) \
		WARPCHECK_NARROW_FROM(T, float) WARPCHECK_NARROW_FROM(T, double) \
		WARPCHECK_NARROW_FROM(T, unsigned short) WARPCHECK_NARROW_FROM(T, unsigned int) \
		WARPCHECK_NARROW_FROM(T, unsigned long) WARPCHECK_NARROW_FROM(T, unsigned long long) \
		WARPCHECK_NARROW_FROM(T, short) WARPCHECK_NARROW_FROM(T, int) \
		WARPCHECK_NARROW_FROM(T, long) WARPCHECK_NARROW_FROM(T, long long) \
		WARPCHECK_NARROW_TO(__half) WARPCHECK_NARROW_TO(__nv_bfloat16) \
		WARPCHECK_NARROW_TO(float) WARPCHECK_NARROW_TO(double) \
		WARPCHECK_NARROW_TO(unsigned char) WARPCHECK_NARROW_TO(unsigned short) \
		WARPCHECK_NARROW_TO(unsigned int) WARPCHECK_NARROW_TO(unsigned long) \
		WARPCHECK_NARROW_TO(unsigned long long) WARPCHECK_NARROW_TO(signed char) \
		WARPCHECK_NARROW_TO(char) WARPCHECK_NARROW_TO(short) WARPCHECK_NARROW_TO(int) \
		WARPCHECK_NARROW_TO(long) WARPCHECK_NARROW_TO(long long) WARPCHECK_NARROW_TO(bool) \
	};
#define WARPCHECK_NARROW_X2(T, S, A) \
	struct __attribute__((aligned(A))) T { \
		S __x; \
		T() = default; \
		WARPCHECK_NARROW_FROM(T, __half2) WARPCHECK_NARROW_FROM(T, __nv_bfloat162) \
		WARPCHECK_NARROW_FROM(T, float2) WARPCHECK_NARROW_FROM(T, double2) \
		WARPCHECK_NARROW_TO(__half2) WARPCHECK_NARROW_TO(__nv_bfloat162) \
		WARPCHECK_NARROW_TO(float2) \
	};
#define WARPCHECK_NARROW_X4(T, S, A) \
	struct __attribute__((aligned(A))) T { \
		S __x; \
		T() = default; \
		__host__ __device__ explicit T(const __half2, const __half2); \
		__host__ __device__ explicit T(const __nv_bfloat162, const __nv_bfloat162); \
		WARPCHECK_NARROW_FROM(T, float4) WARPCHECK_NARROW_FROM(T, double4) \
		WARPCHECK_NARROW_FROM(T, double4_16a) WARPCHECK_NARROW_FROM(T, double4_32a) \
		WARPCHECK_NARROW_TO(float4) \
	};
#define WARPCHECK_NARROW_FROM(T, F) __host__ __device__ explicit T(const F);
#define WARPCHECK_NARROW_TO(F) __host__ __device__ explicit operator F() const;
WARPCHECK_NARROW(__nv_fp8_e4m3, __nv_fp8_storage_t, 1)
WARPCHECK_NARROW(__nv_fp8_e5m2, __nv_fp8_storage_t, 1)
WARPCHECK_NARROW(__nv_fp8_e8m0, __nv_fp8_storage_t, 1)
WARPCHECK_NARROW_X2(__nv_fp8x2_e4m3, __nv_fp8x2_storage_t, 2)
WARPCHECK_NARROW_X2(__nv_fp8x2_e5m2, __nv_fp8x2_storage_t, 2)
WARPCHECK_NARROW_X2(__nv_fp8x2_e8m0, __nv_fp8x2_storage_t, 2)
WARPCHECK_NARROW_X4(__nv_fp8x4_e4m3, __nv_fp8x4_storage_t, 4)
WARPCHECK_NARROW_X4(__nv_fp8x4_e5m2, __nv_fp8x4_storage_t, 4)
WARPCHECK_NARROW_X4(__nv_fp8x4_e8m0, __nv_fp8x4_storage_t, 4)

#endif
