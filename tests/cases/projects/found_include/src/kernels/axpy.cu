/*
 * axpy.cu - includes "vec.h" by name, as its build's -I src/common
 * allows; linted with no -I at all, warpcheck finds the one vec.h near
 * it and says so.  Counts by hand for main()'s n = 1 << 18, block 128,
 * grid div_up(n, 128) = 2048: 8192 warps, x[i] and y[i] loaded and y[i]
 * stored, each request 128 contiguous bytes: 4 sectors; 16384 loads and
 * 8192 stores, 65536 and 32768 sectors.
 */
#include "vec.h"

__global__ void axpy(real a, const real *x, real *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		y[i] = a * x[i] + y[i];
}

int main()
{
	const int n = 1 << 18;
	real *x = nullptr, *y = nullptr;

	axpy<<<div_up(n, 128), 128>>>(2.0f, x, y, n);
	return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
