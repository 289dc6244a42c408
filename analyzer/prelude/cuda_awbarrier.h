/*
 * cuda_awbarrier.h - the arrive/wait barrier as a C++ object
 * (nvcuda::experimental::awbarrier), over the primitives.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_AWBARRIER_H
#define WARPCHECK_PRELUDE_CUDA_AWBARRIER_H
/* the toolkit's own guard and macros, which includers test */
#define _CUDA_AWBARRIER_H_

#include <cuda_awbarrier_primitives.h>

namespace nvcuda {
namespace experimental {

class awbarrier {
public:
	class arrival_token {
		__mbarrier_token_t token;
	};
	awbarrier() = default;
	__device__ arrival_token arrive();
	__device__ arrival_token arrive_and_drop();
	__device__ bool timed_wait(arrival_token token, uint32_t hint_cycles);
	__device__ void wait(arrival_token token);
	__device__ void arrive_and_wait();
	__device__ static uint32_t max();
private:
	__mbarrier_t barrier;
};

__device__ void awbarrier_init(awbarrier *barrier, uint32_t expected_count);

} /* namespace experimental */
} /* namespace nvcuda */

#endif
