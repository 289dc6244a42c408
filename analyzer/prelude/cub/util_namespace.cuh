/* cub/util_namespace.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
