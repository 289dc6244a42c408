/* cub/device/device_partition.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
