/* c10/util/complex.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_C10_UTIL_COMPLEX_H
#define WARPCHECK_PRELUDE_C10_UTIL_COMPLEX_H
#include <ATen/ATen.h>
#endif
