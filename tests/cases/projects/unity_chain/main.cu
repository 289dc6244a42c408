#include <cuda_runtime.h>

#include "define.h"
#include "work.cu"

int main(void)
{
	int n = 1 << 20;
	fp *d;

	cudaMalloc(&d, n * sizeof(fp));
	work(d, n);
	cudaDeviceSynchronize();
	cudaFree(d);
	return 0;
}
