/* c10/cuda/CUDAFunctions.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_CUDA_CUDAFUNCTIONS_H
#define WARPCHECK_PRELUDE_C10_CUDA_CUDAFUNCTIONS_H
#include <ATen/ATen.h>
#endif
