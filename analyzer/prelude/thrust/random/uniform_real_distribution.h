/* thrust/random/uniform_real_distribution.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
