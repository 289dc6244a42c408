// Warp shuffles move values between lanes.  warpcheck works out, lane by
// lane, which lane each value comes from (__shfl_sync and its up, down
// and xor forms, with their width), so an index built from a shuffle is
// exact.
// Launch: --block 64 (two warps, t = 0..63).
#include <cuda_runtime.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void shuffles(const float *in, float *out)
{
	int t = threadIdx.x;

	// lane 0's t in every lane (warp 0: 0, warp 1: 32): one float a
	// warp, 1 sector a request; 2 requests, 2 sectors
	float a = in[__shfl_sync(0xffffffffu, t, 0)];
	// xor 16 swaps the warp's halves: still 32 consecutive floats, 4
	// sectors a request; 8 sectors
	float b = in[__shfl_xor_sync(0xffffffffu, t, 16)];
	// down 1 in groups of 8: lane i reads t + 1, and lanes 7, 15, 23, 31
	// keep their own t.  Warp 0 indexes 2 * (1..31): bytes 8..248, all
	// 8 sectors of 256 bytes for 128 used (ideal 4); warp 1 likewise
	// 8: 16 sectors (ideal 8)
	float c = in[2 * __shfl_down_sync(0xffffffffu, t, 1, 8)];
	// up 4: lanes 0..3 keep their own t, lane i >= 4 reads t - 4:
	// warp 0 floats 0..27, 112 bytes in 4 sectors; 8 sectors
	float d = in[__shfl_up_sync(0xffffffffu, t, 4)];
	// 2 requests, 8 sectors.  In all: 8 load requests, 34 sectors; 2
	// store requests, 8 sectors
	out[t] = a + b + c + d;
}

// The same through a cooperative groups tile's shfl and shfl_xor.
__global__ void tile_shuffles(const float *in, float *out)
{
	cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
	int t = threadIdx.x;

	// lane 0's 4 t in every lane (warp 0: 0, warp 1: 128): 1 sector a
	// request, 2 requests, 2 sectors
	float a = in[warp.shfl(4 * t, 0)];
	// neighbours swapped (xor 1): 32 consecutive floats, 4 sectors a
	// request, 8 sectors.  In all: 4 load requests, 10 sectors; 2 store
	// requests, 8 sectors
	float b = in[warp.shfl_xor(t, 1)];
	out[t] = a + b;
}
