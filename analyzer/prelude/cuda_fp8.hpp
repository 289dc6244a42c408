/*
 * cuda_fp8.hpp - the toolkit's definitions of what <cuda_fp8.h> declares: what it
 * gives its includers is in the bundled <cuda_fp8.h>, which a file that
 * includes this one by name finds here.
 */
#include "cuda_fp8.h"
