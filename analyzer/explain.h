/*
 * explain.h - one access, lane by lane: the table, the picture, the
 * reason and a fix that has been checked by simulating it.
 */
#ifndef WARPCHECK_EXPLAIN_H
#define WARPCHECK_EXPLAIN_H

#include <stdio.h>

#include "../simulator/hw.h"
#include "../simulator/launch.h"
#include "../simulator/sim.h"
#include "frontend.h"

/* A padding of a shared array's rows that removes its bank conflicts. */
struct fix_padding {
	int tried;                   /* the array could be padded and was */
	int found;
	int pad;                     /* elements added to each row */
	const char *array;
	const char *declaration;     /* the declaration as it would read */
	unsigned begin, end;         /* the bytes of the declaration it replaces */
	struct src_loc from, to;     /* the same, as lines and columns */
	long long extra_bytes;
	uint64_t wavefronts_before, wavefronts_after;   /* all accesses of the array */
};

/*
 * Tries paddings of 1 to 32 elements on the last dimension of shared array
 * `shared_index` of the kernel `st` simulated (parsed from `path`),
 * re-parsing the edited source and re-simulating the launch, and keeps the
 * smallest that leaves every access of the array at its ideal wavefronts.
 * The counts before are st's.
 */
void fix_find_padding(struct fix_padding *out, const char *path,
		      const struct frontend_options *fo, const struct kernel_stats *st,
		      int shared_index, const struct launch *l, const struct hw *hw,
		      struct arena *a);

/* An XOR swizzle of a power-of-two-wide array's columns by its row. */
struct fix_swizzle {
	int found;
	int64_t width;
	const char *example;         /* one access as it would read */
	uint64_t wavefronts_after;
};

/* Rewrites every access name[A][B] of the array as name[A][(B) ^ ((A) % W)]
 * and keeps it when the re-simulated kernel is conflict-free on the array. */
void fix_find_swizzle(struct fix_swizzle *out, const char *path,
		      const struct frontend_options *fo, const struct ir_kernel *k,
		      int shared_index, const struct launch *l, const struct hw *hw,
		      struct arena *a);

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
