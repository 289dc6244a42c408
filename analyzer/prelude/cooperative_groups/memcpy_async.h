/* cooperative_groups/memcpy_async.h - the copies are declared with the groups */
#include <cooperative_groups.h>
