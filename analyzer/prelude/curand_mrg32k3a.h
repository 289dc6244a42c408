/*
 * curand_mrg32k3a.h - the toolkit's curand_mrg32k3a.h is one part of
 * what the bundled <curand_kernel.h> declares (that header defines its
 * guard, CURAND_MRG32K3A_MATRICES_H_): included by name, it includes
 * that header.
 */
#include <curand_kernel.h>
