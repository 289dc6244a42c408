/*
 * emit_pass.h - the state and helpers emit.c's passes over a kernel share:
 * the sites nvcc forms (emit.c) and the loads it reads once (reuse.c).
 * Internal to the simulator.
 */
#ifndef WARPCHECK_EMIT_PASS_H
#define WARPCHECK_EMIT_PASS_H

#include "ir.h"
#include "emit.h"

#define MAX_TERMS 12

/* An address as a constant plus integer multiples of leaves (emit.c). */
struct term {
	const struct ir_expr *leaf;
	int64_t coef;
};

struct affine {
	int n;
	struct term t[MAX_TERMS];
	int64_t c;
};

/* A recognised counted loop on the walk's stack. */
struct loop {
	int slot;                 /* its variable */
	int64_t v0;
	enum emit_unroll unroll;
	int count;                /* elements a site in it may join */
	int if_depth;             /* the walk's `if` depth at its body */
	const struct ir_stmt *s;
};

#define MAX_LOOPS 16

struct pass {
	struct ir_kernel *k;
	struct arena *A;
	int nslots;
	int64_t *slot_align;
	const struct ir_expr **def;   /* per slot: its value here, or NULL */
	/* per slot: def's version, bumped at each value (emit_assigned) */
	unsigned *ver;
	/* per slot j: the values that read j, a list in `readers` from
	 * head[j] (-1: none): an assignment to j makes them stale, and looks
	 * at nothing else.  An entry whose slot's version has moved on is
	 * stale itself.  Lists emptied go to free_reader. */
	struct reader {
		int slot, next;
		unsigned ver;
	} *readers;
	int *head, nreaders, cap_readers, free_reader;
	unsigned stamp, *read_at;     /* the slots one value reads, deduplicated */
	struct loop loops[MAX_LOOPS];
	int nloops;
	int if_depth;
};


/* ---- affine.c: affine forms and alignment --------------------------- */

#define ALIGN_MAX ((int64_t)1 << 20)   /* "any": no low bit is known set */

static inline int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
/* The lowest power of two dividing v (ALIGN_MAX for 0). */
int64_t low_bit(int64_t v);
/* *f = the affine form of e, with the slots' known values substituted;
 * -1 when it is not one (too many terms). */
int affine_form(struct affine *f, const struct pass *ps, const struct ir_expr *e);
/* g - f, when every term cancels: the constant difference; else -1. */
int affine_distance(const struct affine *f, const struct affine *g, int64_t *out);
/* The alignment of every part of f but the term of slot `skip` (-1: none). */
int64_t affine_align(const struct pass *ps, const struct affine *f, int skip);
/* The alignment of f's terms but its constant and the term of slot `skip`. */
int64_t affine_terms_align(const struct pass *ps, const struct affine *f, int skip);
/* Lowers ps->slot_align for the assignments in s; *changed where one fell. */
void align_assigns(struct pass *ps, const struct ir_stmt *s, int *changed);
/* The bytes the object's first element is known to be aligned to. */
int64_t base_align(const struct ir_kernel *k, const struct ir_access *acc);

/* ---- emit.c ------------------------------------------------------------ */

/* A new IR_CONST. */
struct ir_expr *const64(struct pass *ps, int64_t v);
/* Puts *link under `if (cond)`, a wrapper with no source branch. */
struct ir_stmt *wrap(struct pass *ps, struct ir_stmt **link, struct ir_expr *cond);
/* defs.c: the slots' values (def, ver, readers) allocated, none set */
void defs_init(struct pass *ps);
/* No slot has a value, and none is read by one. */
void defs_clear(struct pass *ps);
void defs_release(struct pass *ps);
/* The value assignment s gives its slot, for the forms after it. */
void emit_assigned(struct pass *ps, const struct ir_stmt *s);
/* Forgets the values of the slots s assigns (they differ by path or trip). */
void forget(struct pass *ps, const struct ir_stmt *s);

/* How nvcc unrolls loop s (prev the statement before it), as
 * emit_loop_unroll, and for a counted loop (`for (l = 0; l < 8; l++)`)
 * its counter's slot and first value; *slot -1 and *trips -1 where it is
 * not one with a constant trip count. */
enum emit_unroll emit_loop_shape(const struct ir_stmt *prev, const struct ir_stmt *s,
				 int64_t *trips, int *slot, int64_t *v0);

/* The loads nvcc reads once (reuse.c): runs before the sites are found. */
void emit_reuse(struct pass *ps);

#endif
