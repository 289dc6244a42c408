/* c10/util/Optional.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_UTIL_OPTIONAL_H
#define WARPCHECK_PRELUDE_C10_UTIL_OPTIONAL_H
#include <ATen/ATen.h>
#include <ATen/Dispatch.h>
#endif
