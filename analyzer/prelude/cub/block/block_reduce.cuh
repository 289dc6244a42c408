/* cub/block/block_reduce.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
