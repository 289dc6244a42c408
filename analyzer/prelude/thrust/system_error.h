/* thrust/system_error.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
