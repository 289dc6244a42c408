/*
 * cooperative_groups.h - warpcheck's model of CUDA's cooperative groups.
 *
 * The ranks and sizes a kernel indexes with are written out in terms of
 * the built-in index variables, so the front end follows them like any
 * other __device__ helper: block.thread_rank() is the linear thread index,
 * tile.thread_rank() and tile.meta_group_rank() are its remainder and
 * quotient by the tile's size.  Shuffles, ballots and reductions return
 * values from other lanes, which an index cannot be built from; they are
 * declared only.  A group of any kind (thread_group) carries its size,
 * which its maker sets (tiled_partition(parent, n) at run time too).  Tiles
 * wider than a warp take a block_tile_memory, which only reserves shared
 * memory.  memcpy_async of a group copies as nvcc 13 compiles it on
 * sm_90 (measured, async_copy.cu ac_cg_block and ac_cg_warp on the H200,
 * h200-2026-11-30): 4-byte asynchronous copies (LDGSTS.E), chunk i by the
 * thread of rank i modulo the group's size; wait is declared only.
 */
#ifndef WARPCHECK_PRELUDE_COOPERATIVE_GROUPS_H
#define WARPCHECK_PRELUDE_COOPERATIVE_GROUPS_H
/* the toolkit's own guard and macros, which includers test */
#define _COOPERATIVE_GROUPS_H_
/* the internal macros of the toolkit's cooperative_groups that code
 * copied from it uses (a grid barrier's asm takes its pointer with
 * _CG_ASM_PTR_CONSTRAINT) */
#define _CG_ASM_PTR_CONSTRAINT "l"
#define _CG_QUALIFIER __forceinline__ __device__
#define _CG_STATIC_QUALIFIER static __forceinline__ __device__
#define _CG_CONSTEXPR_QUALIFIER constexpr __forceinline__ __device__
#define _CG_STATIC_CONST_DECL static constexpr
#define _CG_CONST_DECL constexpr
#define _CG_BEGIN_NAMESPACE namespace cooperative_groups {
#define _CG_END_NAMESPACE }

#include <cuda_runtime.h>
#include <cuda_pipeline_primitives.h>
/* the real one brings CCCL (cuda::atomic_ref, cuda::std) and the 16-bit
 * floats */
#include <cuda/__cccl>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

namespace cooperative_groups {

__device__ inline unsigned linear_thread_index(void)
{
	return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
}

/*
 * The group of any kind that a function takes (`thread_group g`), made
 * from a block, from a tile (tiled_partition(block, 16), or a
 * thread_block_tile converted) or from another group: its size is a
 * member that each of them sets, and its rank the linear thread index
 * modulo it (a block's tiles are consecutive ranks).  A coalesced group
 * leaves it unset: its ranks depend on which threads are active.
 */
class thread_group {
protected:
	unsigned _size;
	__device__ thread_group() {}
public:
	__device__ explicit thread_group(unsigned size) : _size(size) {}
	__device__ unsigned long long thread_rank() const { return linear_thread_index() % _size; }
	__device__ unsigned long long num_threads() const { return _size; }
	__device__ unsigned long long size() const { return _size; }
	__device__ void sync() const { __syncthreads(); }
};

class thread_block : public thread_group {
public:
	__device__ thread_block() { _size = blockDim.x * blockDim.y * blockDim.z; }
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
	struct arrival_token {};
	__device__ arrival_token barrier_arrive() const;
	__device__ void barrier_wait(arrival_token &&) const;
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
	__device__ unsigned long long size() const
	{
		return (unsigned long long)(gridDim.x * gridDim.y * gridDim.z) *
			(blockDim.x * blockDim.y * blockDim.z);
	}
	__device__ unsigned long long num_blocks() const
	{
		return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
	}
	__device__ dim3 block_index() const { return blockIdx; }
	__device__ dim3 group_dim() const { return gridDim; }
	__device__ dim3 dim_blocks() const { return gridDim; }
	__device__ dim3 dim_threads() const { return blockDim; }
	/* the grid's clusters (sm_90): their shape is the launch's attribute,
	 * known only at run time */
	__device__ dim3 dim_clusters() const;
	__device__ unsigned long long num_clusters() const;
	__device__ dim3 cluster_index() const;
	__device__ unsigned long long cluster_rank() const;
	__device__ bool is_valid() const;
	__device__ void sync() const;
};

/* what warpcheck lowers itself (analyzer/frontend/intrinsics.c) */
__device__ unsigned __warpcheck_rank_bits(unsigned bits, unsigned lanes);
__device__ int __warpcheck_rank_lane(unsigned lanes, int rank);

/* the lanes of one warp that ran coalesced_threads(), or a partition of
 * them: a thread's rank is the count of the group's lanes below its own */
class coalesced_group : public thread_group {
	unsigned _lanes;
	__device__ static unsigned lanes_below()
	{
		unsigned r;
		asm("mov.u32 %0, %%lanemask_lt;" : "=r"(r));
		return r;
	}
public:
	__device__ explicit coalesced_group(unsigned lanes) : _lanes(lanes) {}
	__device__ unsigned lanes() const { return _lanes; }
	__device__ unsigned thread_rank() const { return __popc(_lanes & lanes_below()); }
	__device__ unsigned num_threads() const { return __popc(_lanes); }
	__device__ unsigned size() const { return __popc(_lanes); }
	__device__ unsigned meta_group_rank() const;
	__device__ void sync() const { __syncwarp(); }
	/* v of the member whose rank is src */
	template <typename T> __device__ T shfl(T v, int src) const
	{
		return __shfl_sync(_lanes, v, __warpcheck_rank_lane(_lanes, src));
	}
	template <typename T> __device__ T shfl_up(T v, unsigned d) const;
	template <typename T> __device__ T shfl_down(T v, unsigned d) const;
	/* bit r set where the member of rank r has pred */
	__device__ unsigned ballot(int pred) const
	{
		return __warpcheck_rank_bits(__ballot_sync(_lanes, pred), _lanes);
	}
	__device__ int any(int pred) const { return __any_sync(_lanes, pred); }
	__device__ int all(int pred) const { return __all_sync(_lanes, pred); }
};

template <unsigned Size, typename Parent = void>
class thread_block_tile : public thread_group {
public:
	__device__ thread_block_tile() { _size = Size; }
	template <typename P>
	__device__ thread_block_tile(const thread_block_tile<Size, P> &) { _size = Size; }
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
};

/* scratch for tiles wider than a warp (tiled_partition<64>(block)): one
 * per block, in shared memory, given to this_thread_block */
template <unsigned A = 1024, unsigned B = 0> struct block_tile_memory {
	char reserved[(B ? B : A) < 32 ? 64 : ((B ? B : A) / 32) * 64];
};

__device__ inline thread_block this_thread_block(void) { return thread_block(); }
template <unsigned A, unsigned B>
__device__ inline thread_block this_thread_block(block_tile_memory<A, B> &)
{
	return thread_block();
}
__device__ inline grid_group this_grid(void) { return grid_group(); }
__device__ inline coalesced_group coalesced_threads(void)
{
	return coalesced_group(__activemask());
}

template <unsigned Size, typename Parent>
__device__ inline thread_block_tile<Size, Parent> tiled_partition(const Parent &)
{
	return thread_block_tile<Size, Parent>();
}
__device__ inline thread_group tiled_partition(const thread_group &, unsigned size)
{
	return thread_group(size);
}
/* a partition of a coalesced group or of a tile of a warp or less is a
 * coalesced group; the label is any integer or pointer */
__device__ inline coalesced_group binary_partition(const coalesced_group &parent, bool pred)
{
	/* the lanes whose pred is this lane's, with no branch of its own */
	unsigned yes = __ballot_sync(parent.lanes(), pred), mine = 0u - (unsigned)(pred != 0);
	return coalesced_group(parent.lanes() & (yes ^ ~mine));
}
template <unsigned Size, typename Parent>
__device__ coalesced_group binary_partition(const thread_block_tile<Size, Parent> &parent, bool pred);
template <typename Label>
__device__ inline coalesced_group labeled_partition(const coalesced_group &parent, Label label)
{
	return coalesced_group(__match_any_sync(parent.lanes(), label));
}
template <typename Label, unsigned Size, typename Parent>
__device__ coalesced_group labeled_partition(const thread_block_tile<Size, Parent> &parent, Label label);
__device__ inline thread_group tiled_partition(const thread_block &, unsigned size)
{
	return thread_group(size);
}

template <typename Group> __device__ inline void sync(const Group &g) { g.sync(); }
template <typename Group> __device__ inline auto thread_rank(const Group &g)
{ return g.thread_rank(); }
template <typename Group> __device__ inline auto num_threads(const Group &g)
{ return g.num_threads(); }

/* a function called by one thread of the group */
template <typename Group, typename F, typename... Args>
__device__ void invoke_one(const Group &g, F &&f, Args &&...args);
/* ... and its result, given to every thread of the group (CUDA 12.1) */
template <typename Group, typename F, typename... Args>
__device__ auto invoke_one_broadcast(const Group &g, F &&f, Args &&...args)
	-> decltype(static_cast<F &&>(f)(static_cast<Args &&>(args)...));

/* thread block clusters (sm_90): the cluster registers, which the
 * kernel's __cluster_dims__ gives values */
namespace details {
__device__ inline unsigned cluster_reg_rank()
{
	unsigned r;
	asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
	return r;
}
__device__ inline unsigned cluster_reg_count()
{
	unsigned r;
	asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(r));
	return r;
}
__device__ inline dim3 cluster_reg_index()
{
	unsigned x, y, z;
	asm volatile("mov.u32 %0, %%cluster_ctaid.x;" : "=r"(x));
	asm volatile("mov.u32 %0, %%cluster_ctaid.y;" : "=r"(y));
	asm volatile("mov.u32 %0, %%cluster_ctaid.z;" : "=r"(z));
	return dim3(x, y, z);
}
__device__ inline dim3 cluster_reg_shape()
{
	unsigned x, y, z;
	asm volatile("mov.u32 %0, %%cluster_nctaid.x;" : "=r"(x));
	asm volatile("mov.u32 %0, %%cluster_nctaid.y;" : "=r"(y));
	asm volatile("mov.u32 %0, %%cluster_nctaid.z;" : "=r"(z));
	return dim3(x, y, z);
}
}
class cluster_group {
public:
	__device__ unsigned long long thread_rank() const
	{
		return (unsigned long long)details::cluster_reg_rank() * blockDim.x * blockDim.y *
			       blockDim.z +
		       (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
	}
	__device__ unsigned block_rank() const { return details::cluster_reg_rank(); }
	__device__ unsigned long long num_threads() const
	{
		return (unsigned long long)details::cluster_reg_count() * blockDim.x * blockDim.y *
		       blockDim.z;
	}
	__device__ unsigned num_blocks() const { return details::cluster_reg_count(); }
	__device__ dim3 block_index() const { return details::cluster_reg_index(); }
	__device__ dim3 dim_blocks() const { return details::cluster_reg_shape(); }
	__device__ bool is_valid() const;
	__device__ void sync() const;
	template <typename T> __device__ T *map_shared_rank(T *addr, int rank) const;
	__device__ unsigned query_shared_rank(const void *addr) const;
	struct arrival_token {};
	__device__ arrival_token barrier_arrive() const;
	__device__ void barrier_wait() const;
	__device__ void barrier_wait(arrival_token &&) const;
	__device__ dim3 thread_index() const;
	__device__ dim3 dim_threads() const;
};
__device__ cluster_group this_cluster(void);
namespace details {
/* a grid barrier's flag has flipped once its top bit differs */
__device__ inline bool bar_has_flipped(unsigned old_arrive, unsigned current)
{
	return ((old_arrive ^ current) & 0x80000000u) != 0;
}
}

namespace experimental {
using cooperative_groups::block_tile_memory;
using cooperative_groups::this_thread_block;
using cooperative_groups::tiled_partition;
}
} /* namespace cooperative_groups */

#endif
