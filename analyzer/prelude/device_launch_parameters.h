/* device_launch_parameters.h - everything is in the base prelude */
#include <cuda_runtime.h>
