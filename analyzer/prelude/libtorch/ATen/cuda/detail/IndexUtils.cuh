/*
 * ATen/cuda/detail/IndexUtils.cuh - whether a tensor's offsets fit 32-bit
 * index arithmetic, beside the strided description (TensorInfo.cuh).
 */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_DETAIL_INDEXUTILS_CUH
#define WARPCHECK_PRELUDE_ATEN_CUDA_DETAIL_INDEXUTILS_CUH
#include <ATen/cuda/detail/TensorInfo.cuh>

namespace at {
namespace cuda {
namespace detail {

bool maybeOverlappingIndices(const at::Tensor &t);
bool canUse32BitIndexMath(const at::Tensor &t, int64_t max_elem = 2147483647);

} // namespace detail
} // namespace cuda
} // namespace at
#endif
