#include "include/register_tile.cuh"

int main()
{
	float *a, *b, *c;
	cudaMalloc(&a, 64 * 64 * sizeof(float));
	cudaMalloc(&b, 64 * 64 * sizeof(float));
	cudaMalloc(&c, 64 * sizeof(float));
	register_tile<64, 64, 8, 8, 8><<<1, 64>>>(a, b, c, 64);
	cudaDeviceSynchronize();
	return 0;
}
