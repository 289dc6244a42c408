/* cooperative_groups/scan.h - the scans are declared with the groups */
#include <cooperative_groups.h>
