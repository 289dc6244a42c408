#include <cuda_fp16.h>

/* a histogram of halves: each lane adds to its own bin */
__global__ void bins(__half *hist, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		atomicAdd(&hist[i], __float2half(1.0f));
}

/* every lane of a warp on one bin, each block its own word */
__global__ void one_bin(__half *hist)
{
	atomicAdd(&hist[2 * blockIdx.x], __float2half(1.0f));
}

/* every block adds to the same 128 bins */
__global__ void shared_bins(__half *hist)
{
	atomicAdd(&hist[threadIdx.x], __float2half(1.0f));
}

int main()
{
	__half *h;
	cudaMalloc(&h, 4096 * sizeof(__half));
	bins<<<16, 256>>>(h, 4096);
	one_bin<<<64, 32>>>(h);
	shared_bins<<<4, 128>>>(h);
	return 0;
}
