/*
 * Row sums of a half-precision matrix with cooperative groups: each
 * 16-thread tile of a 256-thread block sums one row, then the tiles'
 * partial sums go through shared memory, stored transposed so that the
 * final pass reads each row's partials from consecutive words.  That
 * transposed store is the bank conflict this file is about.
 */
#include <cooperative_groups.h>
#include <cuda_fp16.h>

namespace cg = cooperative_groups;

#define BLOCK 256
#define TILE 16
#define ROWS (BLOCK / TILE)

__global__ void row_sums_cg(const __half *in, float *out, int cols)
{
	__shared__ float part[TILE][ROWS];
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
	int row = blockIdx.x * ROWS + tile.meta_group_rank();
	float sum = 0.0f;

	for (int c = tile.thread_rank(); c < cols; c += TILE)
		sum += __half2float(in[(size_t)row * cols + c]);
	part[tile.thread_rank()][tile.meta_group_rank()] = sum;
	block.sync();
	if (block.thread_rank() < ROWS) {
		float total = 0.0f;
		for (int k = 0; k < TILE; k++)
			total += part[k][block.thread_rank()];
		out[blockIdx.x * ROWS + block.thread_rank()] = total;
	}
}

/* a tile whose size is given at run time: the thread's index modulo it */
__global__ void scale_rows_dynamic(float *x, int cols, int width)
{
	cg::thread_group g = cg::tiled_partition(cg::this_thread_block(), width);
	x[blockIdx.x * cols + g.thread_rank()] *= 2.0f;
}
