/* cooperative_groups/reduce.h - reduce() is declared with the groups */
#include <cooperative_groups.h>
