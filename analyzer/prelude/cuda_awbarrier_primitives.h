/*
 * cuda_awbarrier_primitives.h - the arrive/wait barrier in shared memory
 * as C functions on a 64-bit word.  Declared only: the barrier's word is
 * synchronization state, not data the kernel indexes.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_AWBARRIER_PRIMITIVES_H
#define WARPCHECK_PRELUDE_CUDA_AWBARRIER_PRIMITIVES_H
/* the toolkit's own guard and macros, which includers test */
#define _CUDA_AWBARRIER_PRIMITIVES_H_
#define _CUDA_AWBARRIER_HELPERS_H_

#include <stdint.h>
#include <cuda_runtime.h>

typedef uint64_t __mbarrier_t;
typedef uint64_t __mbarrier_token_t;

__device__ void __mbarrier_init(__mbarrier_t *barrier, uint32_t expected_count);
__device__ void __mbarrier_inval(__mbarrier_t *barrier);
__device__ __mbarrier_token_t __mbarrier_arrive(__mbarrier_t *barrier);
__device__ __mbarrier_token_t __mbarrier_arrive_and_drop(__mbarrier_t *barrier);
__device__ bool __mbarrier_test_wait(__mbarrier_t *barrier, __mbarrier_token_t token);
__device__ bool __mbarrier_try_wait(__mbarrier_t *barrier, __mbarrier_token_t token,
				    uint32_t max_sleep_ns);
__device__ uint32_t __mbarrier_token_pending_count(__mbarrier_token_t token);
__device__ uint32_t __mbarrier_maximum_count(void);

#endif
