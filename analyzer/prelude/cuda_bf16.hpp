/*
 * cuda_bf16.hpp - the toolkit's definitions of what <cuda_bf16.h> declares: what it
 * gives its includers is in the bundled <cuda_bf16.h>, which a file that
 * includes this one by name finds here.
 */
#include "cuda_bf16.h"
