/*
 * timing_internal.h - what the time model's files share (timing.c,
 * time_walk.c, time_inputs.c); tests may include it.
 */
#ifndef WARPCHECK_TIMING_INTERNAL_H
#define WARPCHECK_TIMING_INTERNAL_H

#include "timing.h"

/* A loop around the statements walked, on walk_stmts' stack. */
struct loop_frame {
	const struct ir_stmt *s;
	int whole;               /* unrolled whole */
	double per_entry;        /* its passes per entry */
	double flight;           /* passes whose loads ptxas issues together */
	struct loop_frame *outer;   /* the loop around it, or NULL */
	double entries;          /* warp-level entries into it */
	int mma;                 /* its passes chain mma (time_walk.c) */
	unsigned char *assigned; /* the slots it assigns, once asked for */
	unsigned first_wait;     /* the first wait for copies in its body
	                            (ir_stmt.async_wait), 0: none */
};

struct walk {
	const struct kernel_stats *st;
	double instructions;
	double *unroll;          /* per access: passes its loop unrolls */
	double *flight;          /* ... and whose loads can be in flight at once */
	double *reuse;           /* per access: passes that read a sector again */
	double *own_reuse;       /* ... of the warp's own passes, not other warps' */
	double *line_reuse;      /* ... a line */
	const struct hw *hw;
	struct loop_frame *loop;   /* the innermost loop around, or NULL */
	double smem_rounds;      /* warp-level waits for shared loads */
	double mma_rounds;       /* ... and for an mma's result */
	int *group;              /* per global load: the run of loads it issues with */
	/* per asynchronous copy: the groups of copies in flight at the wait
	 * for it (cp.async.wait_group N: N + 1), 0 before a wait is met;
	 * async_open: walked since the last wait */
	unsigned *async_depth;
	char *async_open;
	char *looped;            /* per access: inside a loop */
	char *store_bound;       /* per global load: its loop's passes store
	                            through a pointer it may alias */
	int ngroups;             /* group ids handed out so far */
	int loads_in_group;      /* global loads the current group holds */
	double work;             /* the replay's work walked so far, warp-level */
	/* per group: the instructions a pass issues between its loads and
	 * their first possible use when a stretch of computing from shared
	 * memory lies there (cover_close) */
	double *cover;
	int cover_from;          /* the first group waiting for a use, or -1 */
	int cover_shared;        /* a shared load since */
	double cover_start;      /* what was walked when it was issued */
	double cover_runs;       /* its warp-level executions */
};

/* Walks the statements from s, run `runs` times (warp-level), unrolled
 * `unroll` passes (time_walk.c); then time_cover_close. */
void time_walk_stmts(struct walk *w, const struct ir_stmt *s, double runs, double unroll);
void time_cover_close(struct walk *w);
/* Blocks resident on an SM at once, and what limits them (timing.c). */
unsigned time_blocks_per_sm(const struct time_inputs *in, const struct hw *hw,
			    const char **limit);

#endif
