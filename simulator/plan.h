/*
 * plan.h - a kernel specialized to one launch, ready to replay.
 */
#ifndef WARPCHECK_PLAN_H
#define WARPCHECK_PLAN_H

#include "arena.h"
#include "ir.h"
#include "launch.h"
#include "value.h"     /* WARP_SIZE */

/*
 * The kernel specialized to one launch: parameters and launch dimensions
 * become constants and fold away, and every subexpression that depends
 * only on the thread index ("thread-only") is hoisted into a slot that is
 * computed once per warp position and reused by every block.  Both are
 * exact: they compute the same values the tree would.
 */
struct plan {
	struct arena arena;
	const struct ir_kernel *k;
	const struct launch *l;
	struct ir_stmt *body;
	int nslots;               /* kernel locals, then hoisted slots */
	struct ir_expr **hoisted; /* by slot - k->nlocals */
	int nhoisted, cap;
};

/* Builds the plan of `k` under launch `l`; plan_release frees it. */
void plan_init(struct plan *p, const struct ir_kernel *k, const struct launch *l);
void plan_release(struct plan *p);

/*
 * Is e the same in every warp of a block under launch l?  So when it
 * reads no thread index that tells the warps apart, or reads threadIdx.x
 * only through a remainder or mask that a multiple of 32 threads wraps
 * (t % 32, t & 15); a local counts by its assignments.  Unknown: no.
 */
int plan_alike_in_every_warp(const struct ir_kernel *k, const struct ir_expr *e,
			     const struct launch *l);

/*
 * Each thread's part of address e in a block of launch l: e as a part
 * that reads the thread index (through parameters the launch gives and
 * locals assigned once) plus a part alike in every warp, added or
 * scaled by a constant; out[i], for linear thread index i, is the first
 * part (the second moves every warp's address alike).  0, or -1 when e
 * is not of that form.  out has a slot per thread of a block.
 */
int plan_thread_offsets(const struct ir_kernel *k, const struct ir_expr *e,
			const struct launch *l, int64_t *out);

/* Is e the same in every block: does it read no block index (through
 * locals assigned once; nothing unknown)? */
int plan_same_in_every_block(const struct ir_kernel *k, const struct ir_expr *e);
/* Is e the same in every lane of a warp: does it read no thread index
 * nor lane (the same way; nothing unknown)? */
int plan_same_in_every_lane(const struct ir_kernel *k, const struct ir_expr *e);

#endif
