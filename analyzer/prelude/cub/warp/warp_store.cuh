/* cub/warp/warp_store.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
