/*
 * The 16-bit float API of cuda_fp16.h and cuda_bf16.h: comparisons,
 * saturating and relu arithmetic, conversions, math, shuffles, and the
 * cache-hinted loads and stores and atomics on pairs, which are memory
 * accesses like any other.  Derived by hand for main()'s launch: n =
 * 8192, 256 threads a block, 32 blocks, 256 warps, every lane in range.
 *
 * Each lane reads and writes the pair at its own index i: 32 lanes x 4
 * bytes, consecutive and 128-byte aligned, 4 sectors a request.
 * half_api: __ldg(&in[i]) 256 requests, 1024 sectors; out[i] = ...
 * 256 requests, 1024 sectors.  bf16_api: __ldcs(in + i), __stcs(out +
 * i, ...) and atomicAdd(&sum[i], ...) each 256 requests, 1024 sectors.
 * Everything else works on registers and reaches no memory.
 */
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void half_api(const __half2 *in, __half2 *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	__half2 x = __ldg(&in[i]);
	__half2 y = __shfl_xor_sync(0xffffffffu, x, 1);
	__half2 bias = __float22half2_rn(make_float2(0.5f, -0.5f));
	__half2 r = __hfma2_relu(__hmax2(x, y), h2sqrt(__habs2(x)), bias);
	float same = __hbeq2(x, y) ? 1.0f : 0.0f;
	__half lo = __float2half_rz(__low2float(r) + same);
	r = __hadd2_sat(__halves2half2(lo, __high2half(r)), __hmin2_nan(x, y));
	out[i] = __hmul2_rn(r, __lows2half2(h2exp(x), hrcp(lo) == lo ? r : x));
}

__global__ void bf16_api(const __nv_bfloat162 *in, __nv_bfloat162 *out, __nv_bfloat162 *sum,
			 int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	__nv_bfloat162 x = __ldcs(in + i);
	__nv_bfloat162 y = __shfl_xor_sync(0xffffffffu, x, 1);
	__nv_bfloat162 bias = __float22bfloat162_rn(make_float2(0.5f, -0.5f));
	__nv_bfloat162 r = __hfma2_relu(__hmax2(x, y), h2sqrt(__habs2(x)), bias);
	float same = __hbeq2(x, y) ? 1.0f : 0.0f;
	__nv_bfloat16 lo = __float2bfloat16_rz(__low2float(r) + same);
	r = __hadd2_sat(__halves2bfloat162(lo, __high2bfloat16(r)), __hmin2_nan(x, y));
	__stcs(out + i, r);
	atomicAdd(&sum[i], __hneg2(r));
}

int main()
{
	const int n = 8192;
	__half2 *hin, *hout;
	__nv_bfloat162 *bin, *bout, *bsum;

	cudaMalloc(&hin, n * sizeof(__half2));
	cudaMalloc(&hout, n * sizeof(__half2));
	cudaMalloc(&bin, n * sizeof(__nv_bfloat162));
	cudaMalloc(&bout, n * sizeof(__nv_bfloat162));
	cudaMalloc(&bsum, n * sizeof(__nv_bfloat162));
	half_api<<<n / 256, 256>>>(hin, hout, n);
	bf16_api<<<n / 256, 256>>>(bin, bout, bsum, n);
	cudaDeviceSynchronize();
	return 0;
}
