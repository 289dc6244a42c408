/* ATen/cuda/CUDAContext.h - the current stream and the device's
 * properties (declared in ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_CONTEXT_H
#define WARPCHECK_PRELUDE_ATEN_CUDA_CONTEXT_H
#include <ATen/ATen.h>
#include <cublas_v2.h>
namespace at {
namespace cuda {
cublasHandle_t getCurrentCUDABlasHandle();
} /* namespace cuda */
} /* namespace at */
#endif
