/*
 * main.cu - a benchmark compiled as one unit, as older suites are: the
 * kernel files are #included here, after the type and sizes they use,
 * and not compiled alone (blur_kernel.cu does not parse by itself).
 * Linting blur_kernel.cu reads it through this file.
 */
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define fp float
#define THREADS 256

#include "blur_kernel.cu"

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
	fp *in = nullptr, *out = nullptr;

	cudaMalloc(&in, (n + 2) * sizeof(fp));
	cudaMalloc(&out, n * sizeof(fp));
	blur<<<n / THREADS, THREADS>>>(in, out, n);
	cudaDeviceSynchronize();
	printf("%d\n", n);
	return 0;
}
