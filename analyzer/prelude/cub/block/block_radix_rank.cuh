/* cub/block/block_radix_rank.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
