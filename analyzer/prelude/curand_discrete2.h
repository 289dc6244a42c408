/*
 * curand_discrete2.h - the toolkit's curand_discrete2.h is one part of
 * what the bundled <curand_kernel.h> declares (that header defines its
 * guard, CURAND_DISCRETE_H_): included by name, it includes that header.
 */
#include <curand_kernel.h>
