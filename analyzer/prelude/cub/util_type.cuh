/* cub/util_type.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
