/*
 * host_defines.h - the toolkit's header of this name (__host__, __device__, __align__ and the other qualifiers): what it declares,
 * and its guard, are in the bundled cuda_runtime.h; a file that includes it by
 * name finds it here.
 */
#include "cuda_runtime.h"
