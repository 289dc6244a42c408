#include <fill/fill.cuh>

int main()
{
	float *out;
	cudaMalloc(&out, 1024 * sizeof(float));
	fill<<<4, 128>>>(out, 100, [] __device__(int i) { return 2.0f * i; });
	cudaDeviceSynchronize();
	return 0;
}
