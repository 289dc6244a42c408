/* cub/util_arch.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
