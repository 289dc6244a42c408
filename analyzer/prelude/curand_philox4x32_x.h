/*
 * curand_philox4x32_x.h - the toolkit's curand_philox4x32_x.h is one
 * part of what the bundled <curand_kernel.h> declares (that header
 * defines its guard, CURAND_PHILOX4X32_X__H_): included by name, it
 * includes that header.
 */
#include <curand_kernel.h>
