/* thrust/distance.h - thrust::distance (thrust/detail/model.h) */
#include <thrust/detail/model.h>
