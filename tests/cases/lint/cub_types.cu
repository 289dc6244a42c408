#include <cub/cub.cuh>

/* nv_bfloat16 and half come with cub.cuh, as with the toolkit's CUB */
__global__ void scale(nv_bfloat16 *y, const half *x, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		y[i] = __float2bfloat16(__half2float(x[i]) * 2.0f);
}

int main(void)
{
	nv_bfloat16 *y;
	half *x;
	cudaMalloc(&y, 4096 * sizeof(nv_bfloat16));
	cudaMalloc(&x, 4096 * sizeof(half));
	scale<<<16, 256>>>(y, x, 4096);
	return 0;
}
