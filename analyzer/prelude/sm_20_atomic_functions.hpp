/*
 * sm_20_atomic_functions.hpp - the toolkit's definitions of what <sm_20_atomic_functions.h> declares: what it
 * gives its includers is in the bundled <sm_20_atomic_functions.h>, which a file that
 * includes this one by name finds here.
 */
#include "sm_20_atomic_functions.h"
