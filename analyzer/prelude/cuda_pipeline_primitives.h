/*
 * cuda_pipeline_primitives.h - asynchronous copies from global to shared
 * memory as C functions: a copy, a commit of the copies so far as one
 * stage, and a wait for all but the newest stages.  Declared only: the
 * front end does not see the copy's loads and stores.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_PIPELINE_PRIMITIVES_H
#define WARPCHECK_PRELUDE_CUDA_PIPELINE_PRIMITIVES_H
/* the toolkit's own guard and macros, which includers test */
#define _CUDA_PIPELINE_PRIMITIVES_H_
#define _CUDA_PIPELINE_HELPERS_H_

#include <cuda_runtime.h>
#include <cuda_awbarrier_primitives.h>

__device__ void __pipeline_memcpy_async(void *dst_shared, const void *src_global,
					size_t size_and_align, size_t zfill = 0);
__device__ void __pipeline_commit(void);
__device__ void __pipeline_wait_prior(size_t prior);
__device__ void __pipeline_arrive_on(__mbarrier_t *barrier);

#endif
