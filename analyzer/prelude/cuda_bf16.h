/*
 * cuda_bf16.h - bfloat16 as warpcheck sees it: a two-byte value
 * (__nv_bfloat16, made as cuda_fp16.h makes __half) whose loads and
 * stores matter.
 *
 * As in cuda_fp16.h, every function the toolkit's header gives device
 * code on sm_90 is declared, in the execution space the toolkit gives
 * it; most share their names with the half ones, overloaded here.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_BF16_H
#define WARPCHECK_PRELUDE_CUDA_BF16_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_BF16_H__
#define __CUDA_BF16_HPP__
#define __CUDA_BF16_TYPES_EXIST__
/* its bits as an unsigned (the header's own helpers, which code borrows) */
#define __BFLOAT16_TO_US(var) *(reinterpret_cast<unsigned short *>(&(var)))
#define __BFLOAT16_TO_CUS(var) *(reinterpret_cast<const unsigned short *>(&(var)))
#define __BFLOAT162_TO_UI(var) *(reinterpret_cast<unsigned int *>(&(var)))
#define __BFLOAT162_TO_CUI(var) *(reinterpret_cast<const unsigned int *>(&(var)))

#include <cuda_runtime.h>
#include <cuda_fp16.h>

WARPCHECK_FLOAT16(__nv_bfloat16, __nv_bfloat16_raw)
WARPCHECK_FLOAT16_PAIR(__nv_bfloat162, __nv_bfloat16, __nv_bfloat162_raw)

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* to and from float and double */
__host__ __device__ __nv_bfloat16 __double2bfloat16(double);
__host__ __device__ __nv_bfloat16 __float2bfloat16(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rn(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rz(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rd(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_ru(float);
__host__ __device__ float __bfloat162float(__nv_bfloat16);

/* the integer conversions of T (N in the name), in each rounding: to
 * the nearest and back toward zero anywhere, the others on the device */
#define WARPCHECK_BF16_INT(T, N) \
	__host__ __device__ __nv_bfloat16 __##N##2bfloat16_rn(T); \
	__device__ __nv_bfloat16 __##N##2bfloat16_rz(T); \
	__device__ __nv_bfloat16 __##N##2bfloat16_rd(T); \
	__device__ __nv_bfloat16 __##N##2bfloat16_ru(T); \
	__host__ __device__ T __bfloat162##N##_rz(__nv_bfloat16); \
	__device__ T __bfloat162##N##_rn(__nv_bfloat16); \
	__device__ T __bfloat162##N##_rd(__nv_bfloat16); \
	__device__ T __bfloat162##N##_ru(__nv_bfloat16);
WARPCHECK_BF16_INT(int, int)
WARPCHECK_BF16_INT(unsigned int, uint)
WARPCHECK_BF16_INT(short, short)
WARPCHECK_BF16_INT(unsigned short, ushort)
WARPCHECK_BF16_INT(long long, ll)
WARPCHECK_BF16_INT(unsigned long long, ull)
#undef WARPCHECK_BF16_INT
__host__ __device__ signed char __bfloat162char_rz(__nv_bfloat16);
__host__ __device__ unsigned char __bfloat162uchar_rz(__nv_bfloat16);

/* the bits as an integer, and back */
__host__ __device__ short __bfloat16_as_short(__nv_bfloat16);
__host__ __device__ unsigned short __bfloat16_as_ushort(__nv_bfloat16);
__host__ __device__ __nv_bfloat16 __short_as_bfloat16(short);
__host__ __device__ __nv_bfloat16 __ushort_as_bfloat16(unsigned short);
/* the named constants, as the toolkit spells them */
#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

/* pairs: built, taken apart, converted */
__host__ __device__ __nv_bfloat162 make_bfloat162(__nv_bfloat16, __nv_bfloat16);
__host__ __device__ __nv_bfloat162 __halves2bfloat162(__nv_bfloat16, __nv_bfloat16);
__host__ __device__ __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16);
__host__ __device__ __nv_bfloat162 __float2bfloat162_rn(float);
__host__ __device__ __nv_bfloat162 __floats2bfloat162_rn(float, float);
__host__ __device__ __nv_bfloat162 __float22bfloat162_rn(float2);
__host__ __device__ float2 __bfloat1622float2(__nv_bfloat162);
__host__ __device__ float __low2float(__nv_bfloat162);
__host__ __device__ float __high2float(__nv_bfloat162);
__host__ __device__ __nv_bfloat16 __low2bfloat16(__nv_bfloat162);
__host__ __device__ __nv_bfloat16 __high2bfloat16(__nv_bfloat162);
__host__ __device__ __nv_bfloat162 __low2bfloat162(__nv_bfloat162);
__host__ __device__ __nv_bfloat162 __high2bfloat162(__nv_bfloat162);
__host__ __device__ __nv_bfloat162 __lows2bfloat162(__nv_bfloat162, __nv_bfloat162);
__host__ __device__ __nv_bfloat162 __highs2bfloat162(__nv_bfloat162, __nv_bfloat162);
__host__ __device__ __nv_bfloat162 __lowhigh2highlow(__nv_bfloat162);

/* arithmetic: of one value and of a pair (S, the name's suffix) */
#define WARPCHECK_BF16_ARITH(T, S) \
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
WARPCHECK_BF16_ARITH(__nv_bfloat16, )
WARPCHECK_BF16_ARITH(__nv_bfloat162, 2)
#undef WARPCHECK_BF16_ARITH
__host__ __device__ __nv_bfloat16 __hdiv(__nv_bfloat16, __nv_bfloat16);
__host__ __device__ __nv_bfloat162 __h2div(__nv_bfloat162, __nv_bfloat162);
__device__ __nv_bfloat162 __hcmadd(__nv_bfloat162, __nv_bfloat162, __nv_bfloat162);

/* comparisons, as cuda_fp16.h's */
#define WARPCHECK_BF16_COMPARE(OP) \
	__host__ __device__ bool __h##OP(__nv_bfloat16, __nv_bfloat16); \
	__host__ __device__ __nv_bfloat162 __h##OP##2(__nv_bfloat162, __nv_bfloat162); \
	__host__ __device__ unsigned int __h##OP##2_mask(__nv_bfloat162, __nv_bfloat162); \
	__host__ __device__ bool __hb##OP##2(__nv_bfloat162, __nv_bfloat162);
WARPCHECK_BF16_COMPARE(eq)
WARPCHECK_BF16_COMPARE(ne)
WARPCHECK_BF16_COMPARE(le)
WARPCHECK_BF16_COMPARE(ge)
WARPCHECK_BF16_COMPARE(lt)
WARPCHECK_BF16_COMPARE(gt)
WARPCHECK_BF16_COMPARE(equ)
WARPCHECK_BF16_COMPARE(neu)
WARPCHECK_BF16_COMPARE(leu)
WARPCHECK_BF16_COMPARE(geu)
WARPCHECK_BF16_COMPARE(ltu)
WARPCHECK_BF16_COMPARE(gtu)
#undef WARPCHECK_BF16_COMPARE
__host__ __device__ bool __hisnan(__nv_bfloat16);
__host__ __device__ __nv_bfloat162 __hisnan2(__nv_bfloat162);
__host__ __device__ int __hisinf(__nv_bfloat16);

/* math, of one value (hF) and of a pair (h2F) */
#define WARPCHECK_BF16_MATH(F) \
	__device__ __nv_bfloat16 h##F(__nv_bfloat16); \
	__device__ __nv_bfloat162 h2##F(__nv_bfloat162);
WARPCHECK_BF16_MATH(sqrt)
WARPCHECK_BF16_MATH(rsqrt)
WARPCHECK_BF16_MATH(rcp)
WARPCHECK_BF16_MATH(log)
WARPCHECK_BF16_MATH(log2)
WARPCHECK_BF16_MATH(log10)
WARPCHECK_BF16_MATH(exp)
WARPCHECK_BF16_MATH(exp2)
WARPCHECK_BF16_MATH(exp10)
WARPCHECK_BF16_MATH(cos)
WARPCHECK_BF16_MATH(sin)
WARPCHECK_BF16_MATH(tanh)
WARPCHECK_BF16_MATH(tanh_approx)
WARPCHECK_BF16_MATH(trunc)
WARPCHECK_BF16_MATH(ceil)
WARPCHECK_BF16_MATH(floor)
WARPCHECK_BF16_MATH(rint)
#undef WARPCHECK_BF16_MATH

/* shuffles, cache-hinted loads and stores, atomics, as cuda_fp16.h's */
#define WARPCHECK_BF16_MEMORY(T) \
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
WARPCHECK_BF16_MEMORY(__nv_bfloat16)
WARPCHECK_BF16_MEMORY(__nv_bfloat162)
#undef WARPCHECK_BF16_MEMORY

/* operators, as cuda_fp16.h's, unless the build defines
 * __CUDA_NO_BFLOAT16_OPERATORS__ or __CUDA_NO_BFLOAT162_OPERATORS__ */
#define WARPCHECK_BF16_OPERATORS(T) \
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
#ifndef __CUDA_NO_BFLOAT16_OPERATORS__
WARPCHECK_BF16_OPERATORS(__nv_bfloat16)
#endif
#ifndef __CUDA_NO_BFLOAT162_OPERATORS__
WARPCHECK_BF16_OPERATORS(__nv_bfloat162)
#endif
#undef WARPCHECK_BF16_OPERATORS

#endif
