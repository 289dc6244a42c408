/* cub/util_allocator.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
