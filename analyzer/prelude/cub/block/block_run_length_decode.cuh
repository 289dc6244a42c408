/* cub/block/block_run_length_decode.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
