/* ATen/cuda/Exceptions.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_EXCEPTIONS_H
#define WARPCHECK_PRELUDE_ATEN_CUDA_EXCEPTIONS_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#endif
