/* cub/util_macro.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
