/* c10/util/irange.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_UTIL_IRANGE_H
#define WARPCHECK_PRELUDE_C10_UTIL_IRANGE_H
#include <ATen/ATen.h>
#endif
