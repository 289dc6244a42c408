/* cuda_runtime_api.h - everything is in the base prelude */
#include <cuda_runtime.h>
