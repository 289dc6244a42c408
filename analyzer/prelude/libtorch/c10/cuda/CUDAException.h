/* c10/cuda/CUDAException.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_CUDA_CUDAEXCEPTION_H
#define WARPCHECK_PRELUDE_C10_CUDA_CUDAEXCEPTION_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#endif
