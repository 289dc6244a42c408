/* c10/cuda/CUDAStream.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_CUDA_CUDASTREAM_H
#define WARPCHECK_PRELUDE_C10_CUDA_CUDASTREAM_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#endif
