/* thrust/device_malloc.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
