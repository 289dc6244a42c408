/* c10/macros/Macros.h - the macros kernels of PyTorch extensions use:
 * the warp size, the host/device qualifiers, launch bounds, hints */
#ifndef WARPCHECK_PRELUDE_C10_MACROS_H
#define WARPCHECK_PRELUDE_C10_MACROS_H
#include <cuda_runtime.h>

#define C10_WARP_SIZE 32
#define C10_HOST_DEVICE __host__ __device__
#define C10_DEVICE __device__
#define C10_HOST __host__
#define C10_MAX_THREADS_PER_BLOCK(val) (((val) <= 1024) ? (val) : 1024)
#define C10_MIN_BLOCKS_PER_SM(threads_per_block, blocks_per_sm) \
	((((threads_per_block) * (blocks_per_sm) <= 2048) ? (blocks_per_sm) \
		: ((2048 + (threads_per_block) - 1) / (threads_per_block))))
#define C10_LAUNCH_BOUNDS_0 __launch_bounds__(256, 4)
#define C10_LAUNCH_BOUNDS_1(max_threads_per_block) \
	__launch_bounds__((C10_MAX_THREADS_PER_BLOCK((max_threads_per_block))))
#define C10_LAUNCH_BOUNDS_2(max_threads_per_block, min_blocks_per_sm) \
	__launch_bounds__((C10_MAX_THREADS_PER_BLOCK((max_threads_per_block))), \
			  (C10_MIN_BLOCKS_PER_SM((max_threads_per_block), (min_blocks_per_sm))))
#define C10_LIKELY(expr) (__builtin_expect(static_cast<bool>(expr), 1))
#define C10_UNLIKELY(expr) (__builtin_expect(static_cast<bool>(expr), 0))
#define C10_ALWAYS_INLINE inline __attribute__((__always_inline__))
#define C10_NOINLINE __attribute__((__noinline__))
#define C10_UNUSED __attribute__((__unused__))
#define C10_RESTRICT __restrict
/* a device-side assertion: the condition is evaluated (its loads count) */
#include <assert.h>
#define CUDA_KERNEL_ASSERT(cond) assert(cond)
#define CUDA_KERNEL_ASSERT_MSG(cond, msg) assert(cond)
#define SYCL_KERNEL_ASSERT(cond) assert(cond)
#define C10_API
#define TORCH_API
#define C10_EXPORT
#define C10_IMPORT

#endif
