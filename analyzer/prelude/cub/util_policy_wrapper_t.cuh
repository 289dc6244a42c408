/* cub/util_policy_wrapper_t.cuh - declared with the rest of CUB */
#include <cub/cub.cuh>
