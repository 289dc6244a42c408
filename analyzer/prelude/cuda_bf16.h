/*
 * cuda_bf16.h - bfloat16 as warpcheck sees it: a two-byte value
 * (__nv_bfloat16, in the base prelude) whose loads and stores matter.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_BF16_H
#define WARPCHECK_PRELUDE_CUDA_BF16_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_BF16_H__

#include <cuda_runtime.h>
#include <cuda_fp16.h>

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

__host__ __device__ __nv_bfloat16 __float2bfloat16(float);
__host__ __device__ __nv_bfloat16 __float2bfloat16_rn(float);
__host__ __device__ float __bfloat162float(__nv_bfloat16);
__host__ __device__ __nv_bfloat162 __floats2bfloat162_rn(float, float);
__host__ __device__ __nv_bfloat162 __float22bfloat162_rn(float2);
__host__ __device__ __nv_bfloat162 __float2bfloat162_rn(float);
__host__ __device__ __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16);
__host__ __device__ __nv_bfloat162 __halves2bfloat162(__nv_bfloat16, __nv_bfloat16);
__host__ __device__ __nv_bfloat16 __low2bfloat16(__nv_bfloat162);
__host__ __device__ __nv_bfloat16 __high2bfloat16(__nv_bfloat162);
__host__ __device__ float2 __bfloat1622float2(__nv_bfloat162);
__host__ __device__ float __low2float(__nv_bfloat162);
__host__ __device__ float __high2float(__nv_bfloat162);
__device__ __nv_bfloat16 __hadd(__nv_bfloat16, __nv_bfloat16);
__device__ __nv_bfloat16 __hsub(__nv_bfloat16, __nv_bfloat16);
__device__ __nv_bfloat16 __hmul(__nv_bfloat16, __nv_bfloat16);
__device__ __nv_bfloat16 __hfma(__nv_bfloat16, __nv_bfloat16, __nv_bfloat16);
__device__ __nv_bfloat16 __hmax(__nv_bfloat16, __nv_bfloat16);
__device__ __nv_bfloat16 __hmin(__nv_bfloat16, __nv_bfloat16);
__device__ __nv_bfloat162 __hadd2(__nv_bfloat162, __nv_bfloat162);
__device__ __nv_bfloat162 __hmul2(__nv_bfloat162, __nv_bfloat162);
__device__ __nv_bfloat162 __hfma2(__nv_bfloat162, __nv_bfloat162, __nv_bfloat162);
__device__ __nv_bfloat16 __ldg(const __nv_bfloat16 *);
__device__ __nv_bfloat162 atomicAdd(__nv_bfloat162 *, __nv_bfloat162);
__device__ __nv_bfloat16 atomicAdd(__nv_bfloat16 *, __nv_bfloat16);

__device__ __nv_bfloat16 operator+(const __nv_bfloat16 &, const __nv_bfloat16 &);
__device__ __nv_bfloat16 operator-(const __nv_bfloat16 &, const __nv_bfloat16 &);
__device__ __nv_bfloat16 operator*(const __nv_bfloat16 &, const __nv_bfloat16 &);
__device__ __nv_bfloat16 &operator+=(__nv_bfloat16 &, const __nv_bfloat16 &);

#endif
