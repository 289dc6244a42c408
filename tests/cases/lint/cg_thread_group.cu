/* cooperative_groups::thread_group, the group of any kind a helper takes
 * by value, made from a block, from a tile of 16 cut at run time and
 * from a thread_block_tile; the helper's own reduce() beside the
 * toolkit's (which <cooperative_groups/reduce.h> declares, constrained
 * to an operator as its third argument). */
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

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

__global__ void block_sum(const int *in, int *out)
{
	extern __shared__ int tmp[];
	cg::thread_block block = cg::this_thread_block();
	int v = in[blockIdx.x * block.size() + block.thread_rank()];
	int s = reduce(block, tmp, v);

	if (block.thread_rank() == 0)
		out[blockIdx.x] = s;
}

__global__ void tile_sum(const int *in, int *out)
{
	__shared__ int tmp[256];
	cg::thread_block block = cg::this_thread_block();
	cg::thread_group tile = cg::tiled_partition(block, 16);
	int base = block.thread_rank() - tile.thread_rank();
	int s = reduce(tile, tmp + base, in[blockIdx.x * 256 + threadIdx.x]);

	if (tile.thread_rank() == 0)
		out[blockIdx.x * 16 + base / 16] = s;
}

__global__ void warp_sum(const int *in, int *out)
{
	__shared__ int tmp[256];
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
	int base = warp.meta_group_rank() * 32;
	int s = reduce(warp, tmp + base, in[blockIdx.x * 256 + threadIdx.x]);

	out[blockIdx.x * 256 + threadIdx.x] = s + cg::reduce(warp, s, cg::plus<int>());
}

int main()
{
	int *in, *out;

	block_sum<<<64, 256, 256 * sizeof(int)>>>(in, out);
	tile_sum<<<64, 256>>>(in, out);
	warp_sum<<<64, 256>>>(in, out);
	return 0;
}
