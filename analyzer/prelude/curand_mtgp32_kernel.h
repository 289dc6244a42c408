/*
 * curand_mtgp32_kernel.h - the toolkit's curand_mtgp32_kernel.h is one
 * part of what the bundled <curand_kernel.h> declares (that header
 * defines its guard, CURAND_MTGP32_KERNEL_H): included by name, it
 * includes that header.
 */
#include <curand_kernel.h>
