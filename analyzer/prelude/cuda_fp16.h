/*
 * cuda_fp16.h - half precision as warpcheck sees it: a two-byte value
 * (__half, in the base prelude) whose loads and stores matter, and
 * arithmetic and conversions whose results never form an index.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_FP16_H
#define WARPCHECK_PRELUDE_CUDA_FP16_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_FP16_H__

#include <cuda_runtime.h>

typedef __half half;
typedef __half2 half2;

__host__ __device__ __half __float2half(float);
__host__ __device__ __half __float2half_rn(float);
__host__ __device__ float __half2float(__half);
__host__ __device__ __half __int2half_rn(int);
/* the integer conversions, in each rounding (__int2half_rn above) */
#define WARPCHECK_HALF_INT(T, N, R) \
	__host__ __device__ __half __##N##2half_##R(T); \
	__host__ __device__ T __half2##N##_##R(__half);
#define WARPCHECK_HALF_INTS(T, N) \
	WARPCHECK_HALF_INT(T, N, rz) WARPCHECK_HALF_INT(T, N, rd) WARPCHECK_HALF_INT(T, N, ru)
WARPCHECK_HALF_INTS(int, int)
__host__ __device__ int __half2int_rn(__half);
WARPCHECK_HALF_INTS(unsigned int, uint)
WARPCHECK_HALF_INT(unsigned int, uint, rn)
WARPCHECK_HALF_INTS(short, short)
WARPCHECK_HALF_INT(short, short, rn)
WARPCHECK_HALF_INTS(unsigned short, ushort)
WARPCHECK_HALF_INT(unsigned short, ushort, rn)
WARPCHECK_HALF_INTS(long long, ll)
WARPCHECK_HALF_INT(long long, ll, rn)
WARPCHECK_HALF_INTS(unsigned long long, ull)
WARPCHECK_HALF_INT(unsigned long long, ull, rn)
#undef WARPCHECK_HALF_INTS
#undef WARPCHECK_HALF_INT
__host__ __device__ int __half2int_rz(__half);
__host__ __device__ __half2 __float2half2_rn(float);
__host__ __device__ __half2 __floats2half2_rn(float, float);
__host__ __device__ __half2 __halves2half2(__half, __half);
__host__ __device__ __half2 __float22half2_rn(float2);
__host__ __device__ __half __float2half_rz(float);
__host__ __device__ __half __float2half_rd(float);
__host__ __device__ __half __float2half_ru(float);
__host__ __device__ __half2 __half2half2(__half);
__host__ __device__ __half2 __low2half2(__half2);
__host__ __device__ __half2 __high2half2(__half2);
__host__ __device__ __half2 __lows2half2(__half2, __half2);
__host__ __device__ __half2 __highs2half2(__half2, __half2);
__host__ __device__ short __half_as_short(__half);
__host__ __device__ unsigned short __half_as_ushort(__half);
__host__ __device__ __half __short_as_half(short);
__host__ __device__ __half __ushort_as_half(unsigned short);
__host__ __device__ float2 __half22float2(__half2);
__host__ __device__ float __low2float(__half2);
__host__ __device__ float __high2float(__half2);
__host__ __device__ __half __low2half(__half2);
__host__ __device__ __half __high2half(__half2);
__device__ __half __hadd(__half, __half);
__device__ __half __hsub(__half, __half);
__device__ __half __hmul(__half, __half);
__device__ __half __hdiv(__half, __half);
__device__ __half __hfma(__half, __half, __half);
__device__ __half __hneg(__half);
__device__ __half __habs(__half);
__device__ __half __hmax(__half, __half);
__device__ __half __hmin(__half, __half);
__device__ bool __hlt(__half, __half);
__device__ bool __hgt(__half, __half);
__device__ bool __heq(__half, __half);
__device__ __half2 __hadd2(__half2, __half2);
__device__ __half2 __hsub2(__half2, __half2);
__device__ __half2 __hmul2(__half2, __half2);
__device__ __half2 __hfma2(__half2, __half2, __half2);
__device__ __half2 __hmax2(__half2, __half2);
__device__ __half2 __hmin2(__half2, __half2);
__device__ __half2 __h2div(__half2, __half2);
__device__ __half2 __hneg2(__half2);
__device__ __half2 __habs2(__half2);
__device__ __half2 __hadd2_sat(__half2, __half2);
__device__ __half2 __hmul2_sat(__half2, __half2);
__device__ bool __hge(__half, __half);
__device__ bool __hle(__half, __half);
__device__ bool __hne(__half, __half);
__device__ bool __hisnan(__half);
__device__ __half hlog(__half);
__device__ __half hexp2(__half);
__device__ __half hsin(__half);
__device__ __half hcos(__half);
__device__ __half2 h2sqrt(__half2);
__device__ __half2 h2rsqrt(__half2);
__device__ __half2 h2log(__half2);
__device__ __half hexp(__half);
__device__ __half hsqrt(__half);
__device__ __half hrsqrt(__half);
__device__ __half2 h2exp(__half2);
__device__ __half __shfl_sync(unsigned, __half, int, int = 32);
__device__ __half __shfl_xor_sync(unsigned, __half, int, int = 32);
__device__ __half __shfl_down_sync(unsigned, __half, unsigned, int = 32);
__device__ __half2 __shfl_sync(unsigned, __half2, int, int = 32);
__device__ __half2 __shfl_xor_sync(unsigned, __half2, int, int = 32);
__device__ __half2 __shfl_down_sync(unsigned, __half2, unsigned, int = 32);
__device__ __half __ldg(const __half *);
__device__ __half2 __ldg(const __half2 *);
__device__ __half2 atomicAdd(__half2 *, __half2);
__device__ __half atomicAdd(__half *, __half);

__device__ __half operator+(const __half &, const __half &);
__device__ __half operator-(const __half &, const __half &);
__device__ __half operator*(const __half &, const __half &);
__device__ __half operator/(const __half &, const __half &);
__device__ __half &operator+=(__half &, const __half &);
__device__ __half &operator*=(__half &, const __half &);
__device__ __half2 operator+(const __half2 &, const __half2 &);
__device__ __half2 operator*(const __half2 &, const __half2 &);
__device__ __half2 operator-(const __half2 &, const __half2 &);
__device__ __half2 &operator+=(__half2 &, const __half2 &);
__device__ __half2 &operator*=(__half2 &, const __half2 &);
__device__ bool operator<(const __half &, const __half &);
__device__ bool operator>(const __half &, const __half &);

#endif
