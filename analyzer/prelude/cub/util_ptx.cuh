/* cub/util_ptx.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
