/*
 * atomic_contention.cu - global atomics whose warps meet on the same
 * words, for the time of L2 taking one word's updates in turn (not in
 * the time model yet: kernels/nv_atomics.cu's three atomic kernels, all
 * 8,192 warps on 32 words, took 2.2x their prediction).
 *
 * Grid 1024 of 256, 8,192 warps, one atomicAdd a lane (a RED, its result
 * dropped) on word lane + 32 * (warp % spread), so `spread` groups of 32
 * consecutive words each take 8,192 / spread warps' updates: spread 1
 * (every warp on the same 32 words) to 8,192 (a word of its own for every
 * lane).  Counts by hand, per warp: one atomic request of 4 sectors.
 */
#define BLOCKS 1024
#define THREADS 256

__global__ void ac_spread(unsigned *bins, int spread)
{
	unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;

	atomicAdd(&bins[threadIdx.x % 32 + 32 * (warp % spread)], 1u);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static unsigned *g_bins;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "ac_spread"))
		ac_spread<<<v->grid, v->block>>>(g_bins, v->arg0);
	else {
		fprintf(stderr, "atomic_contention: no kernel %s\n", v->kernel);
		exit(100);
	}
}

#define V(spread) { "ac_spread", "spread=" #spread, dim3(BLOCKS), dim3(THREADS), spread, 0, launch, NULL }

static struct variant table[] = {
	V(1), V(4), V(16), V(64), V(256), V(1024), V(8192),
};

int main(int argc, char **argv)
{
	g_bins = (unsigned *)bench_alloc((size_t)32 * 8192 * sizeof(unsigned));
	return bench_main(argc, argv, "atomic_contention", table,
			  (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
