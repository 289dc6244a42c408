/* thrust/device_reference.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
