/* cub/thread/thread_scan.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
