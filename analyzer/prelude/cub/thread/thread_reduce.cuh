/* cub/thread/thread_reduce.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
