/*
 * cooperative_groups/reduce.h - a group's reductions (reduce, reduce_store_async, reduce_update_async).
 * As in the toolkit, <cooperative_groups.h> alone does not declare them:
 * code that names a function of its own alike (`reduce(g, tmp, v)` with
 * a group argument) must not find this one by its argument's namespace.
 */
#ifndef WARPCHECK_PRELUDE_CG_REDUCE_H
#define WARPCHECK_PRELUDE_CG_REDUCE_H
#include <cooperative_groups.h>
#include <cooperative_groups/details/functional.h>
/* the toolkit's own guard */
#define _COOPERATIVE_GROUPS_REDUCE_H

namespace cooperative_groups {

/* a reduction's result comes from every lane of the group; a call whose
 * third argument is not an operator is not this one (the toolkit's is
 * constrained alike) */
template <typename Group, typename T, typename Op>
__device__ auto reduce(const Group &g, T v, Op op) -> decltype(op(v, v));
/* the group's reduction, stored (or applied to an atomic) by its thread of
 * rank 0, as the toolkit's does for a tile of a warp or less */
template <typename Group, typename T, typename V, typename Op>
__device__ inline void reduce_store_async(const Group &g, T *dst, V &&v, Op &&op)
{
	T r = reduce(g, v, op);

	if (g.thread_rank() == 0)
		*dst = r;
}
template <typename Group, typename T, cuda::thread_scope Scope, typename V, typename Op>
__device__ void reduce_store_async(const Group &g, cuda::atomic<T, Scope> &dst, V &&v, Op &&op);
template <typename Group, typename T, cuda::thread_scope Scope, typename V, typename Op>
__device__ void reduce_store_async(const Group &g, const cuda::atomic_ref<T, Scope> &dst, V &&v,
				   Op &&op);
template <typename Group, typename T, cuda::thread_scope Scope, typename V, typename Op>
__device__ void reduce_update_async(const Group &g, cuda::atomic<T, Scope> &dst, V &&v, Op &&op);
template <typename Group, typename T, cuda::thread_scope Scope, typename V, typename Op>
__device__ void reduce_update_async(const Group &g, const cuda::atomic_ref<T, Scope> &dst, V &&v,
				    Op &&op);

}

#endif
