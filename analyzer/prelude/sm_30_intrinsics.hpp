/*
 * sm_30_intrinsics.hpp - the toolkit's definitions of what <sm_30_intrinsics.h> declares: what it
 * gives its includers is in the bundled <sm_30_intrinsics.h>, which a file that
 * includes this one by name finds here.
 */
#include "sm_30_intrinsics.h"
