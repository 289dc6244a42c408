/*
 * vec.h - the project's shared helpers, in a folder its build passes with
 * -I (src/common); the kernel files include it by name alone.
 */
#ifndef FOUND_INCLUDE_VEC_H
#define FOUND_INCLUDE_VEC_H

#include <cuda_runtime.h>

typedef float real;

static inline int div_up(int a, int b)
{
	return (a + b - 1) / b;
}

#endif
