/*
 * sm_32_intrinsics.hpp - the toolkit's definitions of what <sm_32_intrinsics.h> declares: what it
 * gives its includers is in the bundled <sm_32_intrinsics.h>, which a file that
 * includes this one by name finds here.
 */
#include "sm_32_intrinsics.h"
