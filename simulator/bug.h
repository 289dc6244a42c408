/*
 * bug.h - loud failure for broken invariants.
 *
 * BUG() is for states warpcheck's own code should never reach: it prints
 * where and aborts.  Bad input never reaches BUG(); it becomes a
 * diagnostic instead.
 */
#ifndef WARPCHECK_BUG_H
#define WARPCHECK_BUG_H

#include <stdio.h>
#include <stdlib.h>

#define BUG(...) \
	do { \
		fprintf(stderr, "BUG: %s:%d: ", __FILE__, __LINE__); \
		fprintf(stderr, __VA_ARGS__); \
		fputc('\n', stderr); \
		abort(); \
	} while (0)

#endif
