// The kernel, in a header of its own: launched only from
// ops/pytorch/cuda/clip_cuda.cu, two folders away.
#pragma once

template <typename T>
__global__ void clip_kernel(const T *in, T *out, int n, T lo, T hi)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n) {
		T v = in[i];
		out[i] = v < lo ? lo : (v > hi ? hi : v);
	}
}
