/* cub/device/device_adjacent_difference.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
