/*
 * Float histograms whose bins outnumber a warp's lanes: the warps of a
 * block meet at the same bins in groups, not all of them.  nvcc emits a
 * shared float atomicAdd as an LDS + ATOMS.CAST.SPIN loop, and the warps
 * that meet at a word take turns at it (simulator/atomic.c).
 */
#define BINS 64

__global__ void histogram64(float *hist, const float *weights, int n)
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

/* 48 bins: the warps overlap in part. */
__global__ void histogram48(float *hist, const float *weights)
{
	__shared__ float bins[48];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (threadIdx.x < 48)
		bins[threadIdx.x] = 0.0f;
	__syncthreads();
	atomicAdd(&bins[threadIdx.x % 48], weights[i]);
}

/*
 * The counts, by hand.  histogram64 with --grid 64 --block 256 --param
 * n=16384: every thread is below n; lane l of warp w adds to bin
 * 32 (w % 2) + l, a word a lane, so warps 0, 2, 4, 6 meet at bins 0-31
 * and warps 1, 3, 5, 7 at bins 32-63.  On a trip each word takes one
 * lane: in each group the first warp is done in 1 trip, the next in 2,
 * 3, 4: 10 a group, 20 a block (2.50 a request), 1280 ATOMS and as many
 * LDS for 64 blocks; warps 0 and 1 read the bins for the global atomic
 * (128 loads) and zero them (128 stores): 1408 shared loads.  The loads
 * of weights: 512 requests of 128 bytes, 2048 sectors.  Measured alike
 * on an H200: kernels/atomic_forms.cu's at_sh_add_float_wrap, mod=64, 2
 * blocks of 256 threads, 40 ATOMS (validate/results/h200-2026-11-30-atom.md).
 *
 * histogram48 with --grid 64 --block 128: lane l of warp w adds to bin
 * (32 w + l) % 48: warp 0 to bins 0-31, warp 1 to 32-47 and 0-15, warp
 * 2 to 16-47, warp 3 to 0-31.  A warp is done after one trip more than
 * the warps before it at a word it touches, the most over its words:
 * warp 0 in 1, warp 1 in 2 (after warp 0 on 0-15), warp 2 in 2 (after
 * 0 on 16-31, after 1 on 32-47), warp 3 in 3 (after 0 and 1 on 0-15):
 * 8 trips a block (2.00 a request), 512 ATOMS and 512 LDS.  Warp 1
 * reads words 32-47 and 0-15, banks 0-15 twice: 2 wavefronts a trip;
 * warps 0, 2 (banks 16-31, then 0-15) and 3 one: per block
 * 1 + 2*2 + 2 + 3 = 10 LDS wavefronts, 640 in all, ATOMS twice that,
 * 1280.  Zeroing: warps 0 and 1, 128 stores; weights: 256 requests,
 * 1024 sectors.  (Measured for the same words, at_sh_add_float_wrap
 * mod=48: 18 trips for 2 blocks where this gives 16: where warps overlap
 * in part the order of the turns decides, and it is not known.)
 */
