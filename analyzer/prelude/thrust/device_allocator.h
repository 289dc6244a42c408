/* thrust/device_allocator.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
