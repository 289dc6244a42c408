/*
 * A loop whose trip count differs across lanes: a note when it only
 * copies global memory into shared memory (a tile and its apron), a
 * warning otherwise.  Derived by hand for --grid 4 --block 32 --param
 * n=128: one warp a block; i runs from threadIdx.x by 32 while i < 34, so
 * lanes 0 and 1 go round twice and lanes 2-31 once: the loop's condition
 * splits the warp in every block, 4 of 4 warps.
 *
 * stage: each trip loads in[b + i - 1] (b = 32 * blockIdx.x) and stores
 * tile[i].  First trip: 32 lanes, bytes 4 (b - 1) .. 4 (b + 30) + 3, one
 * byte past a 128-byte boundary on each side: 5 sectors, ideal 4 where
 * b > 0 (block 0 reads from -4: the same 5).  Second trip: lanes 0-1,
 * elements b + 31, b + 32: 8 bytes across a sector boundary, 2 sectors,
 * ideal 1.  4 blocks: 8 load requests, 4 x 5 + 4 x 2 = 28 sectors,
 * ideal 4 x 4 + 4 x 1 = 20 (3.50 and 2.50 a request).
 * scatter: the same loop also stores to global memory: a warning.  Its
 * in[b + i] and out[b + i] are aligned: 4 sectors, then 1 for lanes 0-1,
 * 20 each way.
 */
#define TILE 32
#define R 1

__global__ void stage(const float *in, float *out, int n)
{
	__shared__ float tile[TILE + 2 * R];
	int b = blockIdx.x * TILE;
	for (int i = threadIdx.x; i < TILE + 2 * R; i += blockDim.x)
		tile[i] = in[b + i - R];
	__syncthreads();
	out[b + threadIdx.x] = tile[threadIdx.x] + tile[threadIdx.x + 2 * R];
}

__global__ void scatter(const float *in, float *out, int n)
{
	int b = blockIdx.x * TILE;
	for (int i = threadIdx.x; i < TILE + 2 * R; i += blockDim.x)
		out[b + i] = in[b + i];
}
