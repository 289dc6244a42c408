/* ATen/NativeFunctions.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_ATEN_NATIVEFUNCTIONS_H
#define WARPCHECK_PRELUDE_ATEN_NATIVEFUNCTIONS_H
#include <ATen/ATen.h>
#endif
