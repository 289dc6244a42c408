/* thrust/system/cuda/execution_policy.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
