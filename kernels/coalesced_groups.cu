/*
 * coalesced_groups.cu - cooperative groups' coalesced groups, whose
 * ranks the simulator computes from the lanes that ran
 * coalesced_threads(), and a struct parameter that a helper writes
 * through its reference before the kernel reads it.
 *
 * Counts by hand, per warp, grid 1024 of 128 (4,096 warps),
 * i = blockIdx.x * 128 + threadIdx.x, each warp's floats 128 bytes from a
 * 128-byte boundary:
 *
 *   cg_leader     the lanes with threadIdx.x % 3 == 0 (10 or 11 a warp)
 *                 form g; its rank-0 lane adds g.size() to one counter:
 *                 1 RED of 1 sector; each member stores its rank at
 *                 slots[i], floats 12 bytes apart over the warp's 128
 *                 bytes, a member in each of its 4 sectors: 1 STG of 4
 *   cg_labeled    in[i]: 1 LDG of 4 sectors; quads of lanes labelled
 *                 threadIdx.x / 4, their rank-0 lanes (0, 4, ... 28) add
 *                 to sums[i / 4], 8 floats from a 32-byte boundary: 1
 *                 RED of 1 sector
 *   cg_binary     lanes 0-7 and 8-31 split by a condition; the last rank
 *                 of each (lanes 7 and 31) stores out[i], bytes 28 and
 *                 124 of the warp's 128: 1 STG of 2 sectors
 *   cg_walk       widen(w) sets w.stride = 2 (the host passes 1), then
 *                 w.out[2 i]: lanes 8 bytes apart, 1 STG of 8 sectors
 *
 * Before these forms were followed, the rank was known only at run time
 * (every access under it unknown), and cg_walk read the host's stride: 4
 * sectors.
 */
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define BLOCKS 1024
#define THREADS 128

__global__ void cg_leader(int *count, float *slots)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (threadIdx.x % 3 == 0) {
		cg::coalesced_group g = cg::coalesced_threads();
		if (g.thread_rank() == 0)
			atomicAdd(count, (int)g.size());
		slots[i] = (float)g.thread_rank();
	}
}

__global__ void cg_labeled(float *sums, const float *in)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = in[i];
	cg::coalesced_group quads = cg::labeled_partition(cg::coalesced_threads(), threadIdx.x / 4);

	if (quads.thread_rank() == 0)
		atomicAdd(&sums[i / 4], v);
}

__global__ void cg_binary(float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	cg::coalesced_group halves = cg::binary_partition(cg::coalesced_threads(), threadIdx.x % 32 < 8);

	if (halves.thread_rank() == halves.size() - 1)
		out[i] = 1.0f;
}

struct Walk {
	int stride;
	float *out;
};

__device__ void widen(Walk &w)
{
	w.stride = 2;
}

__global__ void cg_walk(Walk w)
{
	widen(w);
	w.out[(blockIdx.x * blockDim.x + threadIdx.x) * w.stride] = 1.0f;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out;
static int *g_count;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "cg_leader")) {
		cg_leader<<<v->grid, v->block>>>(g_count, g_out);
	} else if (!strcmp(v->kernel, "cg_labeled")) {
		cg_labeled<<<v->grid, v->block>>>(g_out, g_in);
	} else if (!strcmp(v->kernel, "cg_binary")) {
		cg_binary<<<v->grid, v->block>>>(g_out);
	} else if (!strcmp(v->kernel, "cg_walk")) {
		Walk w = { 1, g_out };
		cg_walk<<<v->grid, v->block>>>(w);
	} else {
		fprintf(stderr, "coalesced_groups: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "cg_leader", "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL },
	{ "cg_labeled", "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL },
	{ "cg_binary", "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL },
	{ "cg_walk", "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * THREADS;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(2 * n * sizeof(float));
	g_count = (int *)bench_alloc(sizeof(int));
	BENCH_CHECK(cudaMemset(g_count, 0, sizeof(int)));
	return bench_main(argc, argv, "coalesced_groups", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
