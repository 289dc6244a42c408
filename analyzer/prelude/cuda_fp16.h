/*
 * cuda_fp16.h - half precision as warpcheck sees it: a two-byte value
 * (__half) whose loads and stores matter, and
 * arithmetic and conversions whose results never form an index.
 *
 * Every function the toolkit's header gives device code on sm_90 is
 * declared (tests/toolkit.sh compares the names), in the execution
 * space the toolkit gives it.  Only the cache-hinted loads and stores
 * and the atomics reach memory; the front end knows them by name.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_FP16_H
#define WARPCHECK_PRELUDE_CUDA_FP16_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_FP16_H__
#define __CUDA_FP16_HPP__
#define __CUDA_FP16_TYPES_EXIST__

#include <cuda_runtime.h>

/*
 * A 16-bit float T and its raw form R (the bits, `x`), which converts to
 * and from it; cuda_bf16.h makes __nv_bfloat16 with the same macros.
 * The conversions to and from the other arithmetic types are CUDA's,
 * declared only; those to and from R are constexpr, as the toolkit's
 * (`static constexpr __half neg_zero = __half_raw{0x8000}`).
 */
#define WARPCHECK_FLOAT16(T, R) \
	typedef struct __attribute__((aligned(2))) { unsigned short x; } R; \
	struct __attribute__((aligned(2))) T { \
		unsigned short __x; \
		T() = default; \
		__host__ __device__ constexpr T(const R &r) : __x(r.x) {} \
		__host__ __device__ T &operator=(const R &); \
		__host__ __device__ constexpr operator R() const { return R{__x}; } \
		__host__ __device__ T(float); \
		__host__ __device__ T(double); \
		__host__ __device__ T(short); \
		__host__ __device__ T(unsigned short); \
		__host__ __device__ T(int); \
		__host__ __device__ T(unsigned int); \
		__host__ __device__ T(long long); \
		__host__ __device__ T(unsigned long long); \
		__host__ __device__ operator float() const; \
	};
#define WARPCHECK_FLOAT16_PAIR(T2, T, R2) \
	typedef struct __attribute__((aligned(4))) { unsigned short x, y; } R2; \
	struct __attribute__((aligned(4))) T2 { \
		T x, y; \
		T2() = default; \
		__host__ __device__ constexpr T2(const T &a, const T &b) : x(a), y(b) {} \
		__host__ __device__ T2(const R2 &); \
		__host__ __device__ T2 &operator=(const R2 &); \
		__host__ __device__ operator R2() const; \
	};
WARPCHECK_FLOAT16(__half, __half_raw)
WARPCHECK_FLOAT16_PAIR(__half2, __half, __half2_raw)

typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half nv_half;
typedef __half2 nv_half2;

/* to and from float and double */
__host__ __device__ __half __double2half(double);
__host__ __device__ __half __float2half(float);
__host__ __device__ __half __float2half_rn(float);
__host__ __device__ __half __float2half_rz(float);
__host__ __device__ __half __float2half_rd(float);
__host__ __device__ __half __float2half_ru(float);
__host__ __device__ float __half2float(__half);

/* the integer conversions of T (N in the name), in each rounding: to
 * half anywhere, back toward zero anywhere, back otherwise on the device */
#define WARPCHECK_HALF_INT(T, N) \
	__host__ __device__ __half __##N##2half_rn(T); \
	__host__ __device__ __half __##N##2half_rz(T); \
	__host__ __device__ __half __##N##2half_rd(T); \
	__host__ __device__ __half __##N##2half_ru(T); \
	__host__ __device__ T __half2##N##_rz(__half); \
	__device__ T __half2##N##_rn(__half); \
	__device__ T __half2##N##_rd(__half); \
	__device__ T __half2##N##_ru(__half);
WARPCHECK_HALF_INT(int, int)
WARPCHECK_HALF_INT(unsigned int, uint)
WARPCHECK_HALF_INT(short, short)
WARPCHECK_HALF_INT(unsigned short, ushort)
WARPCHECK_HALF_INT(long long, ll)
WARPCHECK_HALF_INT(unsigned long long, ull)
#undef WARPCHECK_HALF_INT
__host__ __device__ signed char __half2char_rz(__half);
__host__ __device__ unsigned char __half2uchar_rz(__half);

/* the bits as an integer, and back */
__host__ __device__ short __half_as_short(__half);
__host__ __device__ unsigned short __half_as_ushort(__half);
__host__ __device__ __half __short_as_half(short);
__host__ __device__ __half __ushort_as_half(unsigned short);
/* the named constants, as the toolkit spells them */
#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)

/* pairs: built, taken apart, converted */
__host__ __device__ __half2 make_half2(__half, __half);
__host__ __device__ __half2 __halves2half2(__half, __half);
__host__ __device__ __half2 __half2half2(__half);
__host__ __device__ __half2 __float2half2_rn(float);
__host__ __device__ __half2 __floats2half2_rn(float, float);
__host__ __device__ __half2 __float22half2_rn(float2);
__host__ __device__ float2 __half22float2(__half2);
__host__ __device__ float __low2float(__half2);
__host__ __device__ float __high2float(__half2);
__host__ __device__ __half __low2half(__half2);
__host__ __device__ __half __high2half(__half2);
__host__ __device__ __half2 __low2half2(__half2);
__host__ __device__ __half2 __high2half2(__half2);
__host__ __device__ __half2 __lows2half2(__half2, __half2);
__host__ __device__ __half2 __highs2half2(__half2, __half2);
__host__ __device__ __half2 __lowhigh2highlow(__half2);

/* arithmetic: of one value and of a pair (S, the name's suffix) */
#define WARPCHECK_HALF_ARITH(T, S) \
	__host__ __device__ T __hadd##S(T, T); \
	__host__ __device__ T __hsub##S(T, T); \
	__host__ __device__ T __hmul##S(T, T); \
	__host__ __device__ T __hadd##S##_rn(T, T); \
	__host__ __device__ T __hsub##S##_rn(T, T); \
	__host__ __device__ T __hmul##S##_rn(T, T); \
	__host__ __device__ T __hadd##S##_sat(T, T); \
	__host__ __device__ T __hsub##S##_sat(T, T); \
	__host__ __device__ T __hmul##S##_sat(T, T); \
	__host__ __device__ T __hneg##S(T); \
	__host__ __device__ T __habs##S(T); \
	__host__ __device__ T __hmax##S(T, T); \
	__host__ __device__ T __hmin##S(T, T); \
	__host__ __device__ T __hmax##S##_nan(T, T); \
	__host__ __device__ T __hmin##S##_nan(T, T); \
	__device__ T __hfma##S(T, T, T); \
	__device__ T __hfma##S##_sat(T, T, T); \
	__device__ T __hfma##S##_relu(T, T, T);
WARPCHECK_HALF_ARITH(__half, )
WARPCHECK_HALF_ARITH(__half2, 2)
#undef WARPCHECK_HALF_ARITH
__host__ __device__ __half __hdiv(__half, __half);
__host__ __device__ __half2 __h2div(__half2, __half2);
__device__ __half2 __hcmadd(__half2, __half2, __half2);

/* comparisons: of one value, of a pair lane by lane (1.0 or 0.0 in
 * each), as a mask (0xffff a lane) and of both lanes at once; the
 * unordered ones (OPu) are true where either side is NaN */
#define WARPCHECK_HALF_COMPARE(OP) \
	__host__ __device__ bool __h##OP(__half, __half); \
	__host__ __device__ __half2 __h##OP##2(__half2, __half2); \
	__host__ __device__ unsigned int __h##OP##2_mask(__half2, __half2); \
	__host__ __device__ bool __hb##OP##2(__half2, __half2);
WARPCHECK_HALF_COMPARE(eq)
WARPCHECK_HALF_COMPARE(ne)
WARPCHECK_HALF_COMPARE(le)
WARPCHECK_HALF_COMPARE(ge)
WARPCHECK_HALF_COMPARE(lt)
WARPCHECK_HALF_COMPARE(gt)
WARPCHECK_HALF_COMPARE(equ)
WARPCHECK_HALF_COMPARE(neu)
WARPCHECK_HALF_COMPARE(leu)
WARPCHECK_HALF_COMPARE(geu)
WARPCHECK_HALF_COMPARE(ltu)
WARPCHECK_HALF_COMPARE(gtu)
#undef WARPCHECK_HALF_COMPARE
__host__ __device__ bool __hisnan(__half);
__host__ __device__ __half2 __hisnan2(__half2);
__host__ __device__ int __hisinf(__half);

/* math, of one value (hF) and of a pair (h2F) */
#define WARPCHECK_HALF_MATH(F) \
	__device__ __half h##F(__half); \
	__device__ __half2 h2##F(__half2);
WARPCHECK_HALF_MATH(sqrt)
WARPCHECK_HALF_MATH(rsqrt)
WARPCHECK_HALF_MATH(rcp)
WARPCHECK_HALF_MATH(log)
WARPCHECK_HALF_MATH(log2)
WARPCHECK_HALF_MATH(log10)
WARPCHECK_HALF_MATH(exp)
WARPCHECK_HALF_MATH(exp2)
WARPCHECK_HALF_MATH(exp10)
WARPCHECK_HALF_MATH(cos)
WARPCHECK_HALF_MATH(sin)
WARPCHECK_HALF_MATH(tanh)
WARPCHECK_HALF_MATH(tanh_approx)
WARPCHECK_HALF_MATH(trunc)
WARPCHECK_HALF_MATH(ceil)
WARPCHECK_HALF_MATH(floor)
WARPCHECK_HALF_MATH(rint)
#undef WARPCHECK_HALF_MATH

/* what touches memory or other lanes, for __half and __half2: shuffles,
 * cache-hinted loads and stores (read by name, as device_functions.h's),
 * atomics */
#define WARPCHECK_HALF_MEMORY(T) \
	__device__ T __shfl_sync(unsigned, T, int, int = 32); \
	__device__ T __shfl_up_sync(unsigned, T, unsigned, int = 32); \
	__device__ T __shfl_down_sync(unsigned, T, unsigned, int = 32); \
	__device__ T __shfl_xor_sync(unsigned, T, int, int = 32); \
	__device__ T __ldg(const T *); \
	__device__ T __ldcg(const T *); \
	__device__ T __ldca(const T *); \
	__device__ T __ldcs(const T *); \
	__device__ T __ldlu(const T *); \
	__device__ T __ldcv(const T *); \
	__device__ void __stwb(T *, T); \
	__device__ void __stcg(T *, T); \
	__device__ void __stcs(T *, T); \
	__device__ void __stwt(T *, T); \
	__device__ T atomicAdd(T *, T);
WARPCHECK_HALF_MEMORY(__half)
WARPCHECK_HALF_MEMORY(__half2)
#undef WARPCHECK_HALF_MEMORY

/* operators, as on a built-in type; a pair compares true where both
 * lanes do.  A build that defines __CUDA_NO_HALF_OPERATORS__ or
 * __CUDA_NO_HALF2_OPERATORS__ (PyTorch's does) gets none of that type's */
#define WARPCHECK_HALF_OPERATORS(T) \
	__host__ __device__ T operator+(const T &, const T &); \
	__host__ __device__ T operator-(const T &, const T &); \
	__host__ __device__ T operator*(const T &, const T &); \
	__host__ __device__ T operator/(const T &, const T &); \
	__host__ __device__ T &operator+=(T &, const T &); \
	__host__ __device__ T &operator-=(T &, const T &); \
	__host__ __device__ T &operator*=(T &, const T &); \
	__host__ __device__ T &operator/=(T &, const T &); \
	__host__ __device__ T &operator++(T &); \
	__host__ __device__ T &operator--(T &); \
	__host__ __device__ T operator++(T &, int); \
	__host__ __device__ T operator--(T &, int); \
	__host__ __device__ T operator+(const T &); \
	__host__ __device__ T operator-(const T &); \
	__host__ __device__ bool operator==(const T &, const T &); \
	__host__ __device__ bool operator!=(const T &, const T &); \
	__host__ __device__ bool operator<(const T &, const T &); \
	__host__ __device__ bool operator>(const T &, const T &); \
	__host__ __device__ bool operator<=(const T &, const T &); \
	__host__ __device__ bool operator>=(const T &, const T &);
#ifndef __CUDA_NO_HALF_OPERATORS__
WARPCHECK_HALF_OPERATORS(__half)
#endif
#ifndef __CUDA_NO_HALF2_OPERATORS__
WARPCHECK_HALF_OPERATORS(__half2)
#endif
#undef WARPCHECK_HALF_OPERATORS

#endif
