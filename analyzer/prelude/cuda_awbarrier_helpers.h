/*
 * cuda_awbarrier_helpers.h - the toolkit's cuda_awbarrier_helpers.h is
 * one part of what the bundled <cuda_awbarrier_primitives.h> declares
 * (that header defines its guard, _CUDA_AWBARRIER_HELPERS_H_): included
 * by name, it includes that header.
 */
#include <cuda_awbarrier_primitives.h>
