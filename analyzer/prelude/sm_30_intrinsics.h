/*
 * sm_30_intrinsics.h - the toolkit's header of this name (warp shuffles): what it declares,
 * and its guard, are in the bundled cuda_runtime.h; a file that includes it by
 * name finds it here.
 */
#include "cuda_runtime.h"
