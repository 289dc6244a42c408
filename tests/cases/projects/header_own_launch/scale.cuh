// A header with its kernel and the function that launches it.  The one
// file that includes it calls that function only from a template nothing
// instantiates, so read through it, nothing launches the kernel; read
// alone, the header's own function does, with its sizes.
//
// Derived by hand: 16 blocks of 256 threads, 128 warps, each reading
// x[i] and writing y[i], 32 consecutive floats, 4 sectors: 128 loads and
// 128 stores, 512 sectors each.
#pragma once

__global__ void scale(const float *x, float *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		y[i] = 2.0f * x[i];
}

inline void run_scale(const float *x, float *y)
{
	const int n = 4096;

	scale<<<n / 256, 256>>>(x, y, n);
}
