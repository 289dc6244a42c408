/*
 * texture_types.h - the toolkit's header of this name (the texture types): what it declares,
 * and its guard, are in the bundled cuda_runtime.h; a file that includes it by
 * name finds it here.
 */
#include "cuda_runtime.h"
