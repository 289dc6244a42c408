/* cub/block/block_load.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
