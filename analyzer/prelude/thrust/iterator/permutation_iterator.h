/* thrust/iterator/permutation_iterator.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
