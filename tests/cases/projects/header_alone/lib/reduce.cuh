// A library's reduction: the kernel and the launcher that runs it.
#pragma once

__device__ inline float warp_sum(float v)
{
	for (int o = 16; o > 0; o /= 2)
		v += __shfl_down_sync(0xffffffffu, v, o);
	return v;
}

template <typename T>
__global__ void reduce_kernel(const T *in, T *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = i < n ? (float)in[i] : 0.0f;
	v = warp_sum(v);
	if (threadIdx.x % 32 == 0)
		atomicAdd(out, (T)v);
}

template <typename T>
void reduce_sum(const T *in, T *out, int n, cudaStream_t s)
{
	reduce_kernel<T><<<(n + 255) / 256, 256, 0, s>>>(in, out, n);
}
