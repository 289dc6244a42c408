// A tool that uses the library's warp_sum in a kernel of its own; it
// runs neither the library's reduction nor its moments.
#include "stats.h"
#include "../lib/reduce.cuh"
#include "../lib/moments.cuh"

__global__ void norm_kernel(const float *x, float *out)
{
	float v = x[blockIdx.x * blockDim.x + threadIdx.x];
	v = warp_sum(v * v);
	if (threadIdx.x % 32 == 0)
		out[blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32] = v;
}

int main()
{
	float *x, *out;
	cudaMalloc(&x, 1 << 20);
	cudaMalloc(&out, 1 << 15);
	norm_kernel<<<1024, 256>>>(x, out);
	return 0;
}
