// Each thread sums a row of 8 floats into shared memory, then writes it.
#include "config.h"

__device__ float row_sum(const float *row)
{
	float s = 0.0f;
	LIB_UNROLL
	for (int i = 0; i < 8; i++)
		s += row[i];
	return s;
}

__global__ void row_sums(const float *in, float *out)
{
	__shared__ float sums[256];
	int t = threadIdx.x;
	sums[t] = row_sum(in + (blockIdx.x * 256 + t) * 8);
	__syncthreads();
	LIB_NO_UNROLL
	for (int k = 0; k < 1; k++)
		out[blockIdx.x * 256 + t] = sums[t];
}

int main()
{
	row_sums<<<16, 256>>>(nullptr, nullptr);
}
