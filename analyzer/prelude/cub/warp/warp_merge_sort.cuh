/* cub/warp/warp_merge_sort.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
