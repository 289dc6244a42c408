/* cub/block/block_shuffle.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
