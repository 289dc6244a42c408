#include <cuda_runtime.h>
#include "kernel.cu"

int main()
{
	float *x;
	cudaMalloc(&x, 1 << 20);
	scale<<<1024, 256>>>(x, 2.0f);
	return 0;
}
