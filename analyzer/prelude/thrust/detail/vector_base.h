/* thrust/detail/vector_base.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
