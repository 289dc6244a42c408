/* cub/device/device_select.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
