/* cub/util_math.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
