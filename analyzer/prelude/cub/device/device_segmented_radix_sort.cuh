/* cub/device/device_segmented_radix_sort.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
