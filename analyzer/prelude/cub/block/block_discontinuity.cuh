/* cub/block/block_discontinuity.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
