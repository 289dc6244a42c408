/*
 * cuda_fp8.h - 8-bit floats (E4M3, E5M2) as warpcheck sees them: one-byte
 * values whose loads and stores matter, converted to and from float.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_FP8_H
#define WARPCHECK_PRELUDE_CUDA_FP8_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_FP8_H__

#include <cuda_fp16.h>
#include <cuda_bf16.h>

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE };
enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 };

#define WARPCHECK_FP8(T) \
	struct __attribute__((aligned(1))) T { \
		__nv_fp8_storage_t __x; \
		T() = default; \
		__host__ __device__ explicit T(float); \
		__host__ __device__ explicit T(double); \
		__host__ __device__ explicit T(__half); \
		__host__ __device__ explicit T(__nv_bfloat16); \
		__host__ __device__ explicit operator float() const; \
		__host__ __device__ explicit operator __half() const; \
		__host__ __device__ explicit operator __nv_bfloat16() const; \
	};
WARPCHECK_FP8(__nv_fp8_e4m3)
WARPCHECK_FP8(__nv_fp8_e5m2)
#undef WARPCHECK_FP8

__host__ __device__ __nv_fp8_storage_t __nv_cvt_float_to_fp8(float, __nv_saturation_t,
							     __nv_fp8_interpretation_t);
__host__ __device__ __half __nv_cvt_fp8_to_halfraw(__nv_fp8_storage_t, __nv_fp8_interpretation_t);

#endif
