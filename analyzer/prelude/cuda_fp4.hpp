/*
 * cuda_fp4.hpp - the toolkit's definitions of what <cuda_fp4.h> declares: what it
 * gives its includers is in the bundled <cuda_fp4.h>, which a file that
 * includes this one by name finds here.
 */
#include "cuda_fp4.h"
