/* cub/iterator/arg_index_input_iterator.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
