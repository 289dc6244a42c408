/* ATen/core/Tensor.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_ATEN_CORE_TENSOR_H
#define WARPCHECK_PRELUDE_ATEN_CORE_TENSOR_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#endif
