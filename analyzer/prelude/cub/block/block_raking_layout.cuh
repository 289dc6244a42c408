/* cub/block/block_raking_layout.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
