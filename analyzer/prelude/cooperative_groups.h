/*
 * cooperative_groups.h - warpcheck's model of CUDA's cooperative groups.
 *
 * The ranks and sizes a kernel indexes with are written out in terms of
 * the built-in index variables, so the front end follows them like any
 * other __device__ helper: block.thread_rank() is the linear thread index,
 * tile.thread_rank() and tile.meta_group_rank() are its remainder and
 * quotient by the tile's size.  Shuffles, ballots and reductions return
 * values from other lanes, which an index cannot be built from; they are
 * declared only.  A tile made at run time (tiled_partition(parent, n))
 * has no size the front end can see, so its ranks are unknown.
 */
#ifndef WARPCHECK_PRELUDE_COOPERATIVE_GROUPS_H
#define WARPCHECK_PRELUDE_COOPERATIVE_GROUPS_H

#include <cuda_runtime.h>

namespace cooperative_groups {

__device__ inline unsigned linear_thread_index(void)
{
	return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}

class thread_group {
public:
	__device__ unsigned long long thread_rank() const;
	__device__ unsigned long long num_threads() const;
	__device__ unsigned long long size() const;
	__device__ void sync() const { __syncthreads(); }
};

class thread_block : public thread_group {
public:
	__device__ unsigned thread_rank() const { return linear_thread_index(); }
	__device__ unsigned num_threads() const { return blockDim.x * blockDim.y * blockDim.z; }
	__device__ unsigned size() const { return blockDim.x * blockDim.y * blockDim.z; }
	__device__ dim3 group_index() const { return blockIdx; }
	__device__ dim3 thread_index() const { return threadIdx; }
	__device__ dim3 group_dim() const { return blockDim; }
	__device__ dim3 dim_threads() const { return blockDim; }
	__device__ void sync() const { __syncthreads(); }
};

class grid_group {
public:
	__device__ unsigned long long thread_rank() const
	{
		return ((unsigned long long)((blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x)) *
			(blockDim.x * blockDim.y * blockDim.z) + linear_thread_index();
	}
	__device__ unsigned long long num_threads() const
	{
		return (unsigned long long)(gridDim.x * gridDim.y * gridDim.z) *
			(blockDim.x * blockDim.y * blockDim.z);
	}
	__device__ unsigned long long block_rank() const
	{
		return (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
	}
	__device__ dim3 block_index() const { return blockIdx; }
	__device__ dim3 group_dim() const { return gridDim; }
	__device__ bool is_valid() const;
	__device__ void sync() const;
};

class coalesced_group : public thread_group {
public:
	__device__ unsigned thread_rank() const;
	__device__ unsigned num_threads() const;
	__device__ unsigned size() const;
	__device__ unsigned meta_group_rank() const;
	__device__ void sync() const { __syncwarp(); }
	template <typename T> __device__ T shfl(T v, int src) const;
	template <typename T> __device__ T shfl_up(T v, unsigned d) const;
	template <typename T> __device__ T shfl_down(T v, unsigned d) const;
	__device__ unsigned ballot(int pred) const;
	__device__ int any(int pred) const;
	__device__ int all(int pred) const;
};

template <unsigned Size, typename Parent = void>
class thread_block_tile {
public:
	__device__ thread_block_tile() {}
	template <typename P>
	__device__ thread_block_tile(const thread_block_tile<Size, P> &) {}
	__device__ unsigned thread_rank() const { return linear_thread_index() % Size; }
	__device__ unsigned meta_group_rank() const { return linear_thread_index() / Size; }
	__device__ unsigned meta_group_size() const
	{
		return (blockDim.x * blockDim.y * blockDim.z + Size - 1) / Size;
	}
	__device__ unsigned num_threads() const { return Size; }
	__device__ unsigned size() const { return Size; }
	__device__ void sync() const { __syncwarp(); }
	template <typename T> __device__ T shfl(T v, int src) const
	{ return __shfl_sync(0xffffffffu, v, src, Size); }
	template <typename T> __device__ T shfl_up(T v, unsigned d) const
	{ return __shfl_up_sync(0xffffffffu, v, d, Size); }
	template <typename T> __device__ T shfl_down(T v, unsigned d) const
	{ return __shfl_down_sync(0xffffffffu, v, d, Size); }
	template <typename T> __device__ T shfl_xor(T v, unsigned m) const
	{ return __shfl_xor_sync(0xffffffffu, v, m, Size); }
	__device__ unsigned ballot(int pred) const;
	__device__ int any(int pred) const;
	__device__ int all(int pred) const;
	template <typename T> __device__ unsigned match_any(T v) const;
	__device__ operator thread_group() const;
};

__device__ inline thread_block this_thread_block(void) { return thread_block(); }
__device__ inline grid_group this_grid(void) { return grid_group(); }
__device__ coalesced_group coalesced_threads(void);

template <unsigned Size, typename Parent>
__device__ inline thread_block_tile<Size, Parent> tiled_partition(const Parent &)
{
	return thread_block_tile<Size, Parent>();
}
__device__ thread_group tiled_partition(const thread_group &parent, unsigned size);
__device__ thread_group tiled_partition(const thread_block &parent, unsigned size);

template <typename Group> __device__ inline void sync(const Group &g) { g.sync(); }
template <typename Group> __device__ inline auto thread_rank(const Group &g)
{ return g.thread_rank(); }
template <typename Group> __device__ inline auto num_threads(const Group &g)
{ return g.num_threads(); }

template <typename T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <typename T> struct less { __device__ T operator()(T a, T b) const { return a < b ? a : b; } };
template <typename T> struct greater { __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
template <typename T> struct bit_and { __device__ T operator()(T a, T b) const { return a & b; } };
template <typename T> struct bit_or { __device__ T operator()(T a, T b) const { return a | b; } };
template <typename T> struct bit_xor { __device__ T operator()(T a, T b) const { return a ^ b; } };

/* a reduction's result comes from every lane of the group */
template <typename Group, typename T, typename Op>
__device__ T reduce(const Group &g, T v, Op op);
template <typename Group, typename T, typename Op>
__device__ T inclusive_scan(const Group &g, T v, Op op);
template <typename Group, typename T, typename Op>
__device__ T exclusive_scan(const Group &g, T v, Op op);
template <typename Group, typename T>
__device__ T inclusive_scan(const Group &g, T v);
template <typename Group, typename T>
__device__ T exclusive_scan(const Group &g, T v);

namespace experimental {}
} /* namespace cooperative_groups */

#endif
