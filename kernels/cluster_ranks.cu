/*
 * cluster_ranks.cu - where a block sits in its thread block cluster
 * (sm_90), read from the cluster registers in inline PTX and from
 * cooperative groups, with the clusters' shape fixed by
 * __cluster_dims__.  warpcheck takes %cluster_ctaid.d as %ctaid.d modulo
 * the cluster's extent d, %clusterid.d as the quotient, and
 * %cluster_ctarank as the block's rank in its cluster with x varying
 * fastest; the check below holds every block to that, and the counts
 * follow from it.
 *
 * Each block of 128 threads (4 warps) stores one float a thread, a warp
 * 32 consecutive floats, at an offset of `pad` floats a rank in its
 * cluster: a warp's 128 bytes start 4 * pad * rank bytes past a 32-byte
 * boundary, so a rank whose offset is not a multiple of 32 bytes costs 5
 * sectors a request instead of 4.  It also stores its rank to rank[block].
 *
 *   asm_1d   __cluster_dims__(2, 1, 1), grid 8: 4 clusters of ranks 0, 1.
 *            out[cid * 1024 + rank * pad + tid].  pad=33: rank 0 starts
 *            at byte 0 (4 sectors), rank 1 at byte 132 (4 past a sector:
 *            5).  Per cluster 4 warps x (4 + 5) = 36 sectors; by hand
 *            32 store requests and 4 x 36 = 144 sectors, plus the 8 rank
 *            stores of one lane (8 requests, 8 sectors): 40 requests,
 *            152 sectors.  pad=32: every rank aligned, 128 + 8 = 136.
 *   asm_2d   __cluster_dims__(2, 2, 1), grid (4, 4): rank = x % 2 +
 *            2 * (y % 2), cluster id (x / 2, y / 2), 4 clusters.
 *            out[(cidy * 2 + cidx) * 1024 + rank * pad + tid].  pad=9:
 *            ranks 0..3 start at bytes 0, 36, 72, 108: 4, 5, 5, 5
 *            sectors, 19 a warp's cluster, 4 x 4 x 19 = 304; with 16 rank
 *            stores: 80 requests, 320 sectors.  pad=8: 256 + 16 = 272.
 *   cg_1d    as asm_1d with cooperative_groups' this_cluster():
 *            block_rank() and num_blocks(), __cluster_dims__(4, 1, 1),
 *            grid 8, out[(blockIdx.x / 4) * 1024 + rank * pad + tid].
 *            pad=9: 4 + 5 + 5 + 5 a warp's cluster, 2 clusters x 4
 *            warps x 19 = 152, with 8 rank stores: 40 requests, 160
 *            sectors.
 */
#include <cooperative_groups.h>
#include <stdint.h>

namespace cg = cooperative_groups;

__device__ __forceinline__ unsigned cluster_rank()
{
	unsigned r;

	asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
	return r;
}

__global__ void __cluster_dims__(2, 1, 1) asm_1d(float *out, int *rank, int pad)
{
	unsigned r = cluster_rank(), cid;

	asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(cid));
	out[cid * 1024 + r * pad + threadIdx.x] = 1.0f;
	if (threadIdx.x == 0)
		rank[blockIdx.x] = (int)r;
}

__global__ void __cluster_dims__(2, 2, 1) asm_2d(float *out, int *rank, int pad)
{
	unsigned r = cluster_rank(), cx, cy;

	asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(cx));
	asm volatile("mov.u32 %0, %%clusterid.y;" : "=r"(cy));
	out[(cy * 2 + cx) * 1024 + r * pad + threadIdx.x] = 1.0f;
	if (threadIdx.x == 0)
		rank[blockIdx.y * gridDim.x + blockIdx.x] = (int)r;
}

__global__ void __cluster_dims__(4, 1, 1) cg_1d(float *out, int *rank, int pad)
{
	cg::cluster_group cl = cg::this_cluster();
	unsigned r = cl.block_rank();

	out[(blockIdx.x / cl.num_blocks()) * 1024 + r * pad + threadIdx.x] = 1.0f;
	if (threadIdx.x == 0)
		rank[blockIdx.x] = (int)r;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_out;
static int *g_rank;

static void launch(const struct variant *v)
{
	cudaMemset(g_rank, 0xff, 16 * sizeof(int));
	if (!strcmp(v->kernel, "asm_1d"))
		asm_1d<<<v->grid, v->block>>>(g_out, g_rank, v->arg0);
	else if (!strcmp(v->kernel, "asm_2d"))
		asm_2d<<<v->grid, v->block>>>(g_out, g_rank, v->arg0);
	else
		cg_1d<<<v->grid, v->block>>>(g_out, g_rank, v->arg0);
}

/* every block's rank is its place in its cluster, x fastest */
static int check(const struct variant *v)
{
	int got[16], b, want;
	unsigned cx = !strcmp(v->kernel, "cg_1d") ? 4 : 2, cy = !strcmp(v->kernel, "asm_2d") ? 2 : 1;
	unsigned blocks = v->grid.x * v->grid.y;

	if (cudaMemcpy(got, g_rank, sizeof(got), cudaMemcpyDeviceToHost) != cudaSuccess)
		return 1;
	for (b = 0; b < (int)blocks; b++) {
		unsigned x = (unsigned)b % v->grid.x, y = (unsigned)b / v->grid.x;
		want = (int)(x % cx + cx * (y % cy));
		if (got[b] != want) {
			fprintf(stderr, "cluster_ranks: %s: block %d has rank %d, not %d\n",
				v->kernel, b, got[b], want);
			return 1;
		}
	}
	return 0;
}

#define V(kern, params, grid, pad) { kern, params, grid, dim3(128), pad, 0, launch, check }

static struct variant table[] = {
	V("asm_1d", "pad=33", dim3(8), 33),
	V("asm_1d", "pad=32", dim3(8), 32),
	V("asm_2d", "pad=9", dim3(4, 4), 9),
	V("asm_2d", "pad=8", dim3(4, 4), 8),
	V("cg_1d", "pad=9", dim3(8), 9),
};

int main(int argc, char **argv)
{
	int rc;

	g_out = (float *)bench_alloc(8 * 1024 * sizeof(float));
	g_rank = (int *)bench_alloc(16 * sizeof(int));
	rc = bench_main(argc, argv, "cluster_ranks", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_out);
	cudaFree(g_rank);
	return rc;
}
#endif /* __CUDA_ARCH__ */
