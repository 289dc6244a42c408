/* c10/util/intrusive_ptr.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_UTIL_INTRUSIVE_PTR_H
#define WARPCHECK_PRELUDE_C10_UTIL_INTRUSIVE_PTR_H
#include <ATen/ATen.h>
#endif
