/* A library header: a template kernel and the function that launches it. */
#pragma once

template <typename T>
__global__ void scale_kernel(T *x, T a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[2 * i] *= a;
}

template <typename T>
void scale(T *x, T a, int n)
{
	scale_kernel<<<(n + 255) / 256, 256>>>(x, a, n);
}
