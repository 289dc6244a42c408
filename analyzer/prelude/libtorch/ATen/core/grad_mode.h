/* ATen/core/grad_mode.h - declared with the rest of the tensor library (ATen/ATen.h) */
#ifndef WARPCHECK_PRELUDE_ATEN_CORE_GRAD_MODE_H
#define WARPCHECK_PRELUDE_ATEN_CORE_GRAD_MODE_H
#include <ATen/ATen.h>
#endif
