/*
 * micro_ldtree.cu - a block's loads, then a tree of barrier rounds, over
 * many waves: do the blocks resident on an SM take turns, one block's
 * loads in flight while another's barriers are taken in?
 *
 * The question: the time model makes a round of resident blocks last
 * either the sum of a block's loads and its barrier rounds at the SM's
 * rate (before), or the longer of a block's own path (its loads and its
 * barriers at its own warps' rate) and the SM's barrier arrivals (now).
 * micro_trees.cu measured barriers with no loads between them, where the
 * two readings agree; the held-out reductions, a load then a tree, ran
 * 1.3-1.5 times faster than the sum.
 *
 * Every variant reduces n = 2^24 floats (64 MB, from DRAM), blocks of B
 * threads, each thread loading `loads` floats n / loads apart and adding
 * them, then a tree of log2 B barrier rounds in shared memory, and thread
 * 0 storing the block's sum.
 *
 * Predicted before the run (warpcheck lint --time at the commit that adds
 * this file, and with the sum in its place, the model before):
 *
 *   variant                           now      sum (before)
 *   B=64    loads=1   grid 262144     168 us      179 us
 *   B=128   loads=1   grid 131072     104 us      124 us
 *   B=256   loads=1   grid 65536     92.2 us      117 us
 *   B=512   loads=1   grid 32768      102 us      127 us
 *   B=1024  loads=1   grid 16384      126 us      144 us
 *   B=128   loads=4   grid 32768     33.1 us     36.5 us
 *   B=256   loads=4   grid 16384     30.7 us     35.4 us
 *   B=1024  loads=4   grid 4096      37.6 us     41.9 us
 *   B=256   loads=16  grid 4096      24.3 us     24.3 us
 *   B=1024  loads=16  grid 1024      24.4 us     24.4 us
 */

__global__ void lt_tree(const float *in, float *out, int n, int loads)
{
	extern __shared__ float s[];
	int t = threadIdx.x;
	int i = blockIdx.x * blockDim.x + t;
	int span = n / loads;
	float v = 0.0f;

	for (int l = 0; l < loads; l++)
		v += in[l * span + i];
	s[t] = v;
	__syncthreads();
	for (int st = blockDim.x / 2; st > 0; st >>= 1) {
		if (t < st)
			s[t] += s[t + st];
		__syncthreads();
	}
	if (t == 0)
		out[blockIdx.x] = s[0];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define N (1 << 24)

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	lt_tree<<<v->grid, v->block, v->block.x * sizeof(float)>>>(g_in, g_out, N, v->arg0);
}

#define V(b, l, params) \
	{ "lt_tree", params, dim3(N / (l) / (b)), dim3(b), l, 0, launch, NULL }

static struct variant table[] = {
	V(64, 1, "n=16777216;loads=1"),
	V(128, 1, "n=16777216;loads=1"),
	V(256, 1, "n=16777216;loads=1"),
	V(512, 1, "n=16777216;loads=1"),
	V(1024, 1, "n=16777216;loads=1"),
	V(128, 4, "n=16777216;loads=4"),
	V(256, 4, "n=16777216;loads=4"),
	V(1024, 4, "n=16777216;loads=4"),
	V(256, 16, "n=16777216;loads=16"),
	V(1024, 16, "n=16777216;loads=16"),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0])), rc;

	g_in = (float *)bench_alloc((size_t)N * sizeof(float));
	g_out = (float *)bench_alloc((size_t)N / 64 * sizeof(float));
	bench_fill_float(g_in, N, 7);
	rc = bench_main(argc, argv, "micro_ldtree", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
