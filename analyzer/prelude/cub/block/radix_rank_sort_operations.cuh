/* cub/block/radix_rank_sort_operations.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
