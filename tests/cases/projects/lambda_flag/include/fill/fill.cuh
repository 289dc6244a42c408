#pragma once
#include "config.h"

// Writes f(i) for each thread's i, and on sm_90 a zero a row further on:
// the row's pitch is n rounded up to a power of two.
template <typename F>
__global__ void fill(float *out, int n, F f)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned pitch = cuda::std::bit_ceil((unsigned)n);

	NV_IF_TARGET(NV_PROVIDES_SM_80, (out[i] = f(i);), (out[i * 2] = f(i);))
	NV_IF_TARGET(NV_IS_EXACTLY_SM_90, (out[pitch + i] = 0.0f;))
}
