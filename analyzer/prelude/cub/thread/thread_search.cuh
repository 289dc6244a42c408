/* cub/thread/thread_search.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
