/* cub/warp/warp_exchange.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
