/* cub/iterator/cache_modified_output_iterator.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
