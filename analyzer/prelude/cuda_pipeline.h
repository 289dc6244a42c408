/*
 * cuda_pipeline.h - the pipeline primitives and their C++ form
 * (nvcuda::experimental::pipeline and memcpy_async on it).
 */
#ifndef WARPCHECK_PRELUDE_CUDA_PIPELINE_H
#define WARPCHECK_PRELUDE_CUDA_PIPELINE_H
/* the toolkit's own guard and macros, which includers test */
#define _CUDA_PIPELINE_H_

#include <cuda_pipeline_primitives.h>
#include <cuda_awbarrier.h>

namespace nvcuda {
namespace experimental {

class pipeline {
public:
	pipeline() = default;
	__device__ void commit();
	__device__ void commit_and_wait();
	__device__ void wait_prior(size_t prior);
	__device__ void arrive_on(awbarrier &barrier);
};

template <typename T> __device__ void memcpy_async(T &dst, const T &src, pipeline &pipe);
template <size_t DstN, size_t SrcN, typename T>
__device__ void memcpy_async(T (*dst)[DstN], const T (*src)[SrcN], pipeline &pipe);

} /* namespace experimental */
} /* namespace nvcuda */

#endif
