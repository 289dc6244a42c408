/* __constant__ scalars with initializers: one the host never sets keeps
 * its initializer's value; one host code hands to cudaMemcpyToSymbol is
 * the host's, known only at run time. */
#include <cuda_runtime.h>

__constant__ bool use_padding = true;
__constant__ int stride = 33;
__constant__ int scale = 2;

__global__ void pad_rows(float *out)
{
	__shared__ float s[32 * 33];

	if (use_padding)
		s[threadIdx.x * stride] = 1.0f;
	else
		s[threadIdx.x * 32] = 1.0f;
	__syncwarp();
	out[blockIdx.x * 64 + threadIdx.x * scale] = s[threadIdx.x * stride];
}

void set_scale(int v)
{
	cudaMemcpyToSymbol(scale, &v, sizeof(v));
}

int main()
{
	float *out;

	pad_rows<<<4, 32>>>(out);
	return 0;
}
