/* ATen/core/TensorAccessor.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_ATEN_CORE_TENSORACCESSOR_H
#define WARPCHECK_PRELUDE_ATEN_CORE_TENSORACCESSOR_H
#include <ATen/ATen.h>
#endif
