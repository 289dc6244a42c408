/*
 * emit.h - how nvcc forms memory instructions from the source's accesses,
 * as a pass over the access IR between the front end and the simulation.
 *
 * The source model counts one request per access as written.  nvcc does
 * not always emit that: a thread's unrolled reads of consecutive elements
 * become one 8- or 16-byte LDS/LDG when it can prove the alignment, and a
 * store that a following guarded store overwrites is folded into one
 * predicated select, and a load of an address the thread has just read
 * is not emitted again.  This pass finds where that can happen (a "site")
 * and rewrites the IR so the simulation counts what nvcc emits: the first
 * access of each group moves the group's bytes, the others issue nothing.
 *
 * Which sites merge is decided by a rule table (emit.c, emit_rules[]),
 * each row with the measurement it rests on (simulator/HARDWARE.md,
 * "Emitted instructions"), unless the width nvcc emitted was read from
 * the compiled code (ir_access.sass_bytes): then that width decides,
 * where the site allows it, and the access's model is MODEL_SASS.
 */
#ifndef WARPCHECK_EMIT_H
#define WARPCHECK_EMIT_H

#include "ir.h"

/* What a site is. */
enum emit_shape {
	EMIT_LOOP,        /* one access in an unrolled loop, consecutive per trip */
	EMIT_ADJACENT,    /* consecutive accesses written one after another */
	EMIT_FOLD,        /* a store overwritten by the guarded store after it */
	EMIT_COVER,       /* an unrolled run off a 16-byte boundary, read by aligned blocks */
	EMIT_SHAPE_COUNT
};

/* Where the loop around a site stands with nvcc's unrolling. */
enum emit_unroll {
	UNROLL_NONE,      /* not a loop (EMIT_ADJACENT, EMIT_FOLD) */
	UNROLL_FULL,      /* a constant trip count nvcc unrolls whole */
	UNROLL_PRAGMA,    /* `#pragma unroll` or `#pragma unroll N`, N > 1 */
	UNROLL_OFF,       /* `#pragma unroll 1` */
	UNROLL_RUNTIME,   /* a trip count from a parameter or memory */
	UNROLL_LONG,      /* a constant trip count over EMIT_UNROLL_BUDGET */
	UNROLL_COUNT
};

/* One row of the rule table: does nvcc merge here, and on what evidence. */
struct emit_rule {
	enum emit_shape shape;
	enum emit_unroll unroll;  /* for EMIT_LOOP; UNROLL_NONE otherwise */
	enum mem_space space;
	enum mem_op op;
	unsigned max_bytes;       /* the widest access it forms; 0: no merge */
	const char *evidence;     /* the measurement, or "assumed: ..." */
};

extern const struct emit_rule emit_rules[];
extern const int emit_nrules;

/*
 * A loop with a constant trip count is unrolled whole when its trips times
 * its body's size stay within this budget.  The size counts one for each
 * access and assignment, and for a nested loop its trips times its body
 * (at least one a trip: a loop with no access does arithmetic).  Measured:
 * gemm.cu's 1D tiling, 8 trips of size 10 (80), is unrolled, and the 2D
 * tiling's 8 trips of size 91 (728) are not (h200-2026-11-30).
 */
#define EMIT_UNROLL_BUDGET 256

/*
 * How nvcc unrolls `loop`, given the statement before it (where a counted
 * loop's variable is set), by the rules above; *trips: its constant trip
 * count, or -1.  The time model reads this, so that what it counts as
 * instructions is what the merges assume.
 */
enum emit_unroll emit_loop_unroll(const struct ir_stmt *prev, const struct ir_stmt *loop,
				  int64_t *trips);

/*
 * Finds k's sites, rewrites its statements around them and chooses each
 * site's width (emit_apply).  Runs once, after the front end has built k;
 * new nodes live in `a`.
 */
void emit_kernel(struct ir_kernel *k, struct arena *a);

/*
 * Chooses each site's width again, from sass_bytes where it is set and
 * from the rule table where not, and sets each access's bytes and model.
 * Call after changing the accesses' sass_bytes; cheap, and idempotent.
 */
void emit_apply(struct ir_kernel *k);

/*
 * Whether a shared atomic counts every lane in its bank (shared rule 6)
 * or shares a word between lanes like a load: an `atomicAdd` of the
 * constant 1 whose result is dropped is ATOMS.POPC.INC, one wavefront
 * for the lanes on a word (atomic_forms.cu at_sh_inc_unused, h200-2026-11-30).
 * 0 for anything but an atomic.
 */
int emit_atomic_per_lane(const struct ir_access *acc);
/*
 * Whether nvcc folds a warp's lanes into one atomic when they share a
 * word: an integer `atomicAdd` on global memory whose result is dropped
 * becomes VOTEU.ANY, UFLO, POPC and one REDG.E.ADD from the first lane,
 * the operand times the lanes (sm_90, nvcc 13.0: every thread of 16,384
 * blocks of 256 adding 1, or a parameter, into one int: 0.100 ms, 131,072
 * atomics at the word; the same with float adds, one REDG a lane: 7.37
 * ms).  The time model then queues one atomic a request at the word.
 */
int emit_atomic_warp_folded(const struct ir_access *acc);

/*
 * For matching nvcc's instructions to the accesses of one line
 * (analyzer/nvcc/sass.c): the access whose width decides acc's (an adjacent
 * run's first; acc itself otherwise), and the instructions acc's site
 * emits at `bytes` a lane (its elements over the group; 1 for an access
 * of no site), 0 when the site cannot take that width or its alignment,
 * as this pass proved it, does not allow it.
 */
const struct ir_access *emit_leader(const struct ir_access *acc);
int emit_instructions(const struct ir_access *acc, unsigned bytes);

/*
 * Whether nvcc emits no instruction of its own for `acc`: it is part of
 * an access before it (a merged run) or folded into one.  Its zero
 * requests then mean that, not an unreached access.
 */
int emit_absorbed(const struct ir_access *acc);

/* The bytes a lane's access moves as the source writes it, before nvcc
 * joins it with others (acc->bytes is the joined width). */
unsigned emit_source_bytes(const struct ir_access *acc);

/*
 * For dump-ir and notes: what the pass made of `acc` ("1 of 4 merged into
 * LDS.128 by the rules"), or NULL when it is as written.  Lives in `a`.
 */
const char *emit_describe(const struct ir_access *acc, struct arena *a);

#endif
