/* cub/warp/warp_load.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
