/*
 * sm_20_intrinsics.h - the toolkit's header of this name (warp votes, __ldg and friends): what it declares,
 * and its guard, are in the bundled cuda_runtime.h; a file that includes it by
 * name finds it here.
 */
#include "cuda_runtime.h"
