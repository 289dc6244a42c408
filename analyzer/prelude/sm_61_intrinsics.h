/*
 * sm_61_intrinsics.h - the toolkit's header of this name (__dp4a, __dp2a): what it declares,
 * and its guard, are in the bundled cuda_runtime.h; a file that includes it by
 * name finds it here.
 */
#include "cuda_runtime.h"
