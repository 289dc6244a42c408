/* ATen/core/ivalue.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_ATEN_CORE_IVALUE_H
#define WARPCHECK_PRELUDE_ATEN_CORE_IVALUE_H
#include <ATen/ATen.h>
#endif
