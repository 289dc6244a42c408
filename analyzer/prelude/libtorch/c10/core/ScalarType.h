/* c10/core/ScalarType.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_CORE_SCALARTYPE_H
#define WARPCHECK_PRELUDE_C10_CORE_SCALARTYPE_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#endif
