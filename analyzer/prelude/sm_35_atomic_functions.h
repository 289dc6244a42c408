/*
 * sm_35_atomic_functions.h - the toolkit's header of this name (atomics): what it declares,
 * and its guard, are in the bundled cuda_runtime.h; a file that includes it by
 * name finds it here.
 */
#include "cuda_runtime.h"
