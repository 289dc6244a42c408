/*
 * explain.h - one access, lane by lane: the table, the picture, the
 * reason and a fix that has been checked by simulating it.
 */
#ifndef WARPCHECK_EXPLAIN_H
#define WARPCHECK_EXPLAIN_H

#include <stdio.h>

#include "../../simulator/simulator.h"
#include "../lint/fix.h"
#include "../frontend/frontend.h"

struct explain_options {
	int color;
	const char *svg;             /* write the picture here too */
};

/* Prints the explanation of `acc` for request `w` (the worst, or a chosen one). */
int explain_access(FILE *out, const char *path, const struct kernel_stats *st,
		   const struct ir_access *acc, const struct sim_worst *w,
		   const struct hw *hw, const struct fix_padding *fix,
		   const struct fix_swizzle *swizzle,
		   const struct explain_options *o, struct arena *a);

#endif
