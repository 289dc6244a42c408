/*
 * vector_functions.hpp - the toolkit's definitions of what <vector_functions.h> declares: what it
 * gives its includers is in the bundled <vector_functions.h>, which a file that
 * includes this one by name finds here.
 */
#include "vector_functions.h"
