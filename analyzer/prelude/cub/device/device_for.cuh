/* cub/device/device_for.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
