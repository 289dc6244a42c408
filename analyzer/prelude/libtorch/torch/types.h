/* torch/types.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_TORCH_TYPES_H
#define WARPCHECK_PRELUDE_TORCH_TYPES_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#endif
