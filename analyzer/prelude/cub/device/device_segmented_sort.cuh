/* cub/device/device_segmented_sort.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
