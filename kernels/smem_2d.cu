/*
 * smem_2d.cu - a 2-D block of 16 x 16 threads reading a 16-wide tile by row
 * and by column, unpadded ([16][16]) and padded ([16][17]).
 *
 * Warp formation (HARDWARE.md rule 8): lanes are numbered by linear thread
 * id threadIdx.x + 16 * threadIdx.y, so warp w holds rows y = 2w and
 * y = 2w + 1, with x = 0..15 in each. A warp therefore spans two rows of the
 * tile, and padding a row by one word, the cure for a 32-wide tile read by
 * column, is not the cure here: it breaks the row access instead.
 *
 * Every kernel: block (16,16) = 8 warps, grid 2: 16 warps. Each stores the
 * tile by row from global memory (one STS per thread), synchronizes, loads
 * one element (one LDS per thread) and stores it to global memory.
 * Global traffic per launch, all coalesced and 128-byte aligned per warp:
 * global ld 16 requests, 64 sectors; global st 16 requests, 64 sectors.
 *
 * Hand-derived wavefronts per warp (lane l: x = l % 16, y = 2w + l / 16):
 *   [16][16] by row,    word 16y + x:  32 consecutive words           1
 *   [16][16] by column, word 16x + y:  bank 16(x % 2) + y, 4 banks
 *            {2w, 2w+1, 16+2w, 17+2w}, 8 distinct words each          8
 *   [16][17] by row,    word 17y + x:  words 34w..34w+15 and
 *            34w+17..34w+32; 34w and 34w+32 share a bank              2
 *   [16][17] by column, word 17x + y:  17x % 32 is distinct over the 16
 *            x; the two rows shifted by one collide once: x=0,y=2w
 *            (word 2w) and x=15,y=2w+1 (word 256+2w) share bank 2w      2
 * The fill store is by row: 1 wavefront per warp for [16][16], 2 for
 * [16][17].
 */

/*
 * [16][16] read by row. Expected per launch: shared st 16 instructions,
 * 16 wavefronts; shared ld 16 instructions, 16 wavefronts.
 */
__global__ void smem2d_row16(float *out, const float *in)
{
	__shared__ float tile[16][16];
	int gid = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x +
		  threadIdx.x;

	tile[threadIdx.y][threadIdx.x] = in[gid];
	__syncthreads();
	out[gid] = tile[threadIdx.y][threadIdx.x];
}

/*
 * [16][16] read by column. Expected per launch: shared st 16 instructions,
 * 16 wavefronts; shared ld 16 instructions, 128 wavefronts.
 */
__global__ void smem2d_col16(float *out, const float *in)
{
	__shared__ float tile[16][16];
	int gid = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x +
		  threadIdx.x;

	tile[threadIdx.y][threadIdx.x] = in[gid];
	__syncthreads();
	out[gid] = tile[threadIdx.x][threadIdx.y];
}

/*
 * [16][17] read by row. Expected per launch: shared st 16 instructions,
 * 32 wavefronts; shared ld 16 instructions, 32 wavefronts.
 */
__global__ void smem2d_row17(float *out, const float *in)
{
	__shared__ float tile[16][17];
	int gid = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x +
		  threadIdx.x;

	tile[threadIdx.y][threadIdx.x] = in[gid];
	__syncthreads();
	out[gid] = tile[threadIdx.y][threadIdx.x];
}

/*
 * [16][17] read by column. Expected per launch: shared st 16 instructions,
 * 32 wavefronts; shared ld 16 instructions, 32 wavefronts.
 */
__global__ void smem2d_col17(float *out, const float *in)
{
	__shared__ float tile[16][17];
	int gid = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x +
		  threadIdx.x;

	tile[threadIdx.y][threadIdx.x] = in[gid];
	__syncthreads();
	out[gid] = tile[threadIdx.x][threadIdx.y];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define THREADS 512 /* 2 blocks of 16 x 16 */

static float *g_in, *g_out;

static void launch_row16(const struct variant *v)
{
	smem2d_row16<<<v->grid, v->block>>>(g_out, g_in);
}

static void launch_col16(const struct variant *v)
{
	smem2d_col16<<<v->grid, v->block>>>(g_out, g_in);
}

static void launch_row17(const struct variant *v)
{
	smem2d_row17<<<v->grid, v->block>>>(g_out, g_in);
}

static void launch_col17(const struct variant *v)
{
	smem2d_col17<<<v->grid, v->block>>>(g_out, g_in);
}

static struct variant table[] = {
	{ "smem2d_row16", "", dim3(2), dim3(16, 16), 0, 0, launch_row16, NULL },
	{ "smem2d_col16", "", dim3(2), dim3(16, 16), 0, 0, launch_col16, NULL },
	{ "smem2d_row17", "", dim3(2), dim3(16, 16), 0, 0, launch_row17, NULL },
	{ "smem2d_col17", "", dim3(2), dim3(16, 16), 0, 0, launch_col17, NULL },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_in = (float *)bench_alloc(THREADS * sizeof(float));
	g_out = (float *)bench_alloc(THREADS * sizeof(float));
	bench_fill_float(g_in, THREADS, 5);
	bench_poison(g_out, THREADS * sizeof(float));

	rc = bench_main(argc, argv, "smem_2d", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
