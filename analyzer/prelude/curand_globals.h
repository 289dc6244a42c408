/*
 * curand_globals.h - the toolkit's curand_globals.h is one part of what
 * the bundled <curand_kernel.h> declares (that header defines its guard,
 * CURAND_GLOBALS_H): included by name, it includes that header.
 */
#include <curand_kernel.h>
