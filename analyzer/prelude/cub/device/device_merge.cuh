/* cub/device/device_merge.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
