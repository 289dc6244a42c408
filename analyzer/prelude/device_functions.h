/* device_functions.h - everything is in the base prelude */
#include <cuda_runtime.h>
