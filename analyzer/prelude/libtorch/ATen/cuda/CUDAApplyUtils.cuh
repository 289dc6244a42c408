/* ATen/cuda/CUDAApplyUtils.cuh - included by extensions for what it
 * brings: the tensor library, its atomics and its index helpers */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_APPLYUTILS_CUH
#define WARPCHECK_PRELUDE_ATEN_CUDA_APPLYUTILS_CUH
#include <ATen/ATen.h>
#include <ATen/cuda/Atomic.cuh>
#include <ATen/cuda/NumericLimits.cuh>
#include <ATen/cuda/detail/IndexUtils.cuh>
#include <ATen/cuda/detail/TensorInfo.cuh>
#endif
