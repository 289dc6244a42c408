/* cub/device/device_segmented_reduce.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
