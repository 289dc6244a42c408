/* cub/util_cpp_dialect.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
