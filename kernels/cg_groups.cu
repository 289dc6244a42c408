/*
 * cg_groups.cu - cooperative groups passed as cooperative_groups::
 * thread_group, the group of any kind, to a helper that reduces through
 * shared memory by the group's rank and size.  warpcheck takes the rank
 * as the linear thread index modulo the size the group's maker set (a
 * block: its threads; tiled_partition(block, 16): 16; a
 * thread_block_tile<32>: 32).
 *
 * 1024 blocks of 256 threads, 8192 warps.  Predicted before the run, by
 * hand (tests/cases/lint/cg_thread_group.case derives the same at 64
 * blocks):
 *
 *   cg_block  size 256: 8 trips of tmp[lane] = v (1 wavefront), the load
 *             tmp[lane + i] where lane < i: 12 warps of 8 a block take
 *             it; 65536 stores, 12288 loads, 1 wavefront each
 *   cg_tile   size 16 (two tiles a warp): 4 trips, 32768 stores and
 *             32768 loads, 1 wavefront each
 *   cg_warp   size 32: 5 trips, 40960 stores and 40960 loads
 *
 * Global: in[] 4 sectors a warp (8192 requests); out[]: cg_block one
 * lane a block (1024 requests, 1 sector), cg_tile lanes 0 and 16 of
 * each warp (8192, 1 sector), cg_warp a float a lane (8192, 4 sectors).
 */
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

/* named as the toolkit's cg::reduce is: a call with a group argument
 * must find this one (the toolkit's takes an operator third) */
__device__ int reduce(cg::thread_group g, int *tmp, int val)
{
	int lane = g.thread_rank();

	for (int i = g.size() / 2; i > 0; i /= 2) {
		tmp[lane] = val;
		g.sync();
		if (lane < i)
			val += tmp[lane + i];
		g.sync();
	}
	return val;
}

__global__ void cg_block(const int *in, int *out)
{
	__shared__ int tmp[256];
	cg::thread_block block = cg::this_thread_block();
	int v = in[blockIdx.x * block.size() + block.thread_rank()];
	int s = reduce(block, tmp, v);

	if (block.thread_rank() == 0)
		out[blockIdx.x] = s;
}

__global__ void cg_tile(const int *in, int *out)
{
	__shared__ int tmp[256];
	cg::thread_block block = cg::this_thread_block();
	cg::thread_group tile = cg::tiled_partition(block, 16);
	int base = block.thread_rank() - tile.thread_rank();
	int s = reduce(tile, tmp + base, in[blockIdx.x * 256 + threadIdx.x]);

	if (tile.thread_rank() == 0)
		out[blockIdx.x * 16 + base / 16] = s;
}

__global__ void cg_warp(const int *in, int *out)
{
	__shared__ int tmp[256];
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
	int base = warp.meta_group_rank() * 32;
	int s = reduce(warp, tmp + base, in[blockIdx.x * 256 + threadIdx.x]);

	/* the toolkit's reduction, the tile by const reference: its size
	 * stays known */
	out[blockIdx.x * 256 + threadIdx.x] = s + cg::reduce(warp, s, cg::plus<int>());
}

/*
 * cg_tile's reduction written out without cooperative groups, the tile's
 * sync a __syncwarp of its own 16 lanes (half_sync) or of the whole warp
 * (full_sync): the same addresses, 1 wavefront a request each.
 */
template <bool HALF>
__global__ void tile_sync(const int *in, int *out)
{
	__shared__ int tmp[256];
	int lane = threadIdx.x % 16, base = threadIdx.x - lane;
	unsigned mask = HALF ? (threadIdx.x % 32 < 16 ? 0x0000ffffu : 0xffff0000u) : 0xffffffffu;
	int val = in[blockIdx.x * 256 + threadIdx.x];

	for (int i = 8; i > 0; i /= 2) {
		tmp[base + lane] = val;
		__syncwarp(mask);
		if (lane < i)
			val += tmp[base + lane + i];
		__syncwarp(mask);
	}
	if (lane == 0)
		out[blockIdx.x * 16 + base / 16] = val;
}

template __global__ void tile_sync<true>(const int *, int *);
template __global__ void tile_sync<false>(const int *, int *);

/*
 * tile_sync<true> kept a loop, as cg_tile's is: each trip's store then
 * follows the MATCH.ANY and REDUX.OR with which __syncwarp tests a
 * partial mask, as in cg_tile's SASS (unrolled, tile_sync<true> does
 * that once and measured 1.05 wavefronts a store; cg_tile 1.45).  The
 * same addresses: 32768 stores and 32768 loads, 1 wavefront each.
 */
__global__ void tile_loop(const int *in, int *out)
{
	__shared__ int tmp[256];
	int lane = threadIdx.x % 16, base = threadIdx.x - lane;
	unsigned mask = threadIdx.x % 32 < 16 ? 0x0000ffffu : 0xffff0000u;
	int val = in[blockIdx.x * 256 + threadIdx.x];

#pragma unroll 1
	for (int i = 8; i > 0; i /= 2) {
		tmp[base + lane] = val;
		__syncwarp(mask);
		if (lane < i)
			val += tmp[base + lane + i];
		__syncwarp(mask);
	}
	if (lane == 0)
		out[blockIdx.x * 16 + base / 16] = val;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS 1024

static int *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "cg_block"))
		cg_block<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "cg_tile"))
		cg_tile<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "cg_warp"))
		cg_warp<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "tile_loop"))
		tile_loop<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "tile_sync<true>"))
		tile_sync<true><<<v->grid, v->block>>>(g_in, g_out);
	else
		tile_sync<false><<<v->grid, v->block>>>(g_in, g_out);
}

#define V(kern) { kern, "", dim3(BLOCKS), dim3(256), 0, 0, launch, NULL }

static struct variant table[] = {
	V("cg_block"), V("cg_tile"), V("cg_warp"), V("tile_sync<true>"), V("tile_sync<false>"),
	V("tile_loop"),
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 256;
	int rc;

	g_in = (int *)bench_alloc(n * sizeof(int));
	g_out = (int *)bench_alloc(n * sizeof(int));
	rc = bench_main(argc, argv, "cg_groups", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
