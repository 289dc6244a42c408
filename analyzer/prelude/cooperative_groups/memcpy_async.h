/*
 * cooperative_groups/memcpy_async.h - a group's asynchronous copies (memcpy_async, wait, wait_prior).
 * As in the toolkit, <cooperative_groups.h> alone does not declare them:
 * code that names a function of its own alike (`reduce(g, tmp, v)` with
 * a group argument) must not find this one by its argument's namespace.
 */
#ifndef WARPCHECK_PRELUDE_CG_MEMCPY_ASYNC_H
#define WARPCHECK_PRELUDE_CG_MEMCPY_ASYNC_H
#include <cooperative_groups.h>
/* the toolkit's own guard */
#define _COOPERATIVE_GROUPS_MEMCPY_ASYNC

namespace cooperative_groups {

/* asynchronous copies by a group; the size is bytes (a size_t or a
 * cuda::aligned_size_t), or a count of elements */
template <typename Group, typename Size>
__device__ void memcpy_async(const Group &g, void *dst, const void *src, Size bytes)
{
	unsigned long long n = (unsigned long long)bytes / 4;

	for (unsigned long long i = g.thread_rank(); i < n; i += g.num_threads())
		__pipeline_memcpy_async((char *)dst + 4 * i, (const char *)src + 4 * i, 4);
}
template <typename Group, typename T>
__device__ void memcpy_async(const Group &g, T *dst, size_t dst_count, const T *src,
			     size_t src_count);
template <typename Group> __device__ void wait(const Group &g);
template <unsigned Prior, typename Group> __device__ void wait_prior(const Group &g);

}

#endif
