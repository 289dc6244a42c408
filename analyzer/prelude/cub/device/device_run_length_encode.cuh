/* cub/device/device_run_length_encode.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
