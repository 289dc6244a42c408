/* thrust/random/uniform_int_distribution.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
