/* cub/device/device_transform.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
