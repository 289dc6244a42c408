/* cub/device/device_copy.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
