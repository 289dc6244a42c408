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

/*
 * The counts, by hand for --grid 64 --block 256 --param n=16384: every
 * thread is below n, and lane l of each of a block's 8 warps adds to
 * bins[l], a word a lane.  On a trip each word takes one lane, so the
 * first warp to arrive is done in 1 trip, the next in 2, ..., the eighth
 * in 8: 36 trips a block (4.50 a request), 2304 ATOMS and as many LDS
 * for 64 blocks; with warp 0's read of bins for the global atomic, 2368
 * shared loads, and its zeroing store, 64.  The loads of weights: 512
 * requests of 128 bytes, 2048 sectors.  Measured alike on an H200:
 * kernels/atomic_forms.cu's at_sh_add_float_used, mod=32 (the same loop,
 * its old value kept) in 2 blocks of 256 threads, 72 ATOMS and 72 LDS
 * (validate/results/h200-2026-11-30-cas.md).
 */
