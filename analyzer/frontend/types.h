/*
 * types.h - the types device code uses (types.c), for errors.c to tell
 * an error that can change a kernel from one only host code meets.
 */
#ifndef WARPCHECK_FRONTEND_TYPES_H
#define WARPCHECK_FRONTEND_TYPES_H

#include "fe.h"

struct used_types;

/* The types that the device code of fe's translation unit names: in a
 * __global__ or __device__ function (its parameters, variables and
 * expressions), in a __device__, __constant__ or __shared__ variable,
 * and, in turn, the members, bases and template arguments of those;
 * allocated in fe's arena. */
struct used_types *used_types_build(struct fe *fe);

/* Is the type declared at c (a struct, class, union, class template,
 * typedef, alias or enum) one of them? */
int used_types_has(const struct used_types *u, CXCursor c);

#endif
