/*
 * common_functions.h - the toolkit's header of this name (the C library's device side): what it declares,
 * and its guard, are in the bundled cuda_runtime.h; a file that includes it by
 * name finds it here.
 */
#include "cuda_runtime.h"
