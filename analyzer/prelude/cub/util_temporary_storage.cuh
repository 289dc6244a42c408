/* cub/util_temporary_storage.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
