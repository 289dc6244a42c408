// Cooperative groups' block.group_index() is blockIdx: its .x is followed
// like blockIdx.x. With --grid 4 --block 64 (8 warps), each warp stores 32
// consecutive floats: 8 requests of 4 sectors, 32 sectors (derived by hand).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void by_group_index(float *out)
{
	cg::thread_block block = cg::this_thread_block();
	out[block.group_index().x * 64 + threadIdx.x] = 0.0f;
}
