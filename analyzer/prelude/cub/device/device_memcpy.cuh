/* cub/device/device_memcpy.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
