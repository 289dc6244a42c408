/*
 * curand_discrete.h - the toolkit's curand_discrete.h is one part of
 * what the bundled <curand_kernel.h> declares (that header defines its
 * guard, CURANDDISCRETE_H_): included by name, it includes that header.
 */
#include <curand_kernel.h>
