/*
 * curand_normal_static.h - the toolkit's curand_normal_static.h is one
 * part of what the bundled <curand_kernel.h> declares (that header
 * defines its guard, CURAND_NORMAL_STATIC_H): included by name, it
 * includes that header.
 */
#include <curand_kernel.h>
