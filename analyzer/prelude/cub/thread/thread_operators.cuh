/* cub/thread/thread_operators.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
