/*
 * cuda_device_runtime_api.h - the toolkit's header of this name (the runtime API device code may call): what it declares,
 * and its guard, are in the bundled cuda_runtime.h; a file that includes it by
 * name finds it here.
 */
#include "cuda_runtime.h"
