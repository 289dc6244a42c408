/* torch/custom_class.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_TORCH_CUSTOM_CLASS_H
#define WARPCHECK_PRELUDE_TORCH_CUSTOM_CLASS_H
#include <ATen/ATen.h>
#endif
