/* thrust/device_malloc_allocator.h - declared with the rest of Thrust */
#include <thrust/detail/model.h>
