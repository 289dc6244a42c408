// A half converted to float for an index (a sampler's cell from a half
// coordinate computed in registers): the index rests on a floating-point
// value, not on "'operator float', known only at run time".
#include <cuda_fp16.h>

__global__ void cell(const __half *scale, const float *img, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	__half h = __float2half(0.5f * i);
	h = h * scale[0];
	int x = floorf(h);
	out[i] = img[x];
}

int main()
{
	__half *scale;
	float *img, *out;
	cell<<<4, 256>>>(scale, img, out);
}
