/* cub/block/block_histogram.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
