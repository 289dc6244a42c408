/* c10/util/Half.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_UTIL_HALF_H
#define WARPCHECK_PRELUDE_C10_UTIL_HALF_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#endif
