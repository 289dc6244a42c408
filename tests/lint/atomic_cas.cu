/*
 * A histogram of 32 float bins in shared memory, the way a first version
 * is often written: every thread adds its weight straight into the bin.
 * nvcc emits a shared float atomicAdd as an LDS + ATOMS.CAST.SPIN loop,
 * and a block's warps meet at the same 32 bins.
 */
#define BINS 32

__global__ void weighted_histogram(float *hist, const int *keys,
				   const float *weights, int n)
{
	__shared__ float bins[BINS];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (threadIdx.x < BINS)
		bins[threadIdx.x] = 0.0f;
	__syncthreads();
	if (i < n)
		atomicAdd(&bins[threadIdx.x % BINS], weights[i]);
	__syncthreads();
	if (threadIdx.x < BINS)
		atomicAdd(&hist[threadIdx.x], bins[threadIdx.x]);
}
