/* cub/util_debug.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
