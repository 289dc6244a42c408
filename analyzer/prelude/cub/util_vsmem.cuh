/* cub/util_vsmem.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
