/*
 * emit.c - the instructions nvcc forms from the source's accesses (emit.h).
 *
 * One walk over a kernel's statements finds the sites:
 *
 *   EMIT_LOOP      an access in a loop with a known trip count whose byte
 *                  address grows by exactly its width per trip (after the
 *                  loops inside it, which must be unrolled too, and with
 *                  no `if` between): nvcc, once it has unrolled the loop,
 *                  sees G consecutive elements it may read with one access;
 *   EMIT_ADJACENT  accesses of one object written one after another (only
 *                  assignments between), each one width past the last;
 *   EMIT_FOLD      a store followed by a guarded store of the same address
 *                  and nothing else in the guard: one predicated select;
 *   EMIT_COVER     a loop site whose run starts a known distance past a
 *                  16-byte boundary: read by the aligned blocks it touches.
 *
 * Addresses are compared as affine forms, and a group's first address
 * is aligned as its terms say (affine.c).
 *
 * The rewrite keeps the statement tree and every access: the first access
 * of a group moves the group's bytes and the others sit under a condition
 * that is false (a wrapper ST_IF with no source branch).  The group size
 * is an IR_CONST node the wrappers read, so emit_apply can choose again
 * (from the width read from SASS) without walking the tree.
 */
#include "emit.h"
#include "emit_pass.h"

#include "alloc.h"
#include "atomic.h"

#include <stdlib.h>
#include <string.h>

/*
 * The rules, each with the measurement it rests on.  A site merges as wide
 * as its alignment and count allow, up to its row's max_bytes; no row, or
 * 0, keeps the source's accesses.
 */
const struct emit_rule emit_rules[] = {
	/* shared memory: a static array's place is the compiler's, so its
	 * alignment is known (16 bytes) */
	{ EMIT_LOOP, UNROLL_FULL, SPACE_SHARED, OP_LOAD, 16,
	  "emit_wide.cu ew_sh_ld2/ld4/ld8: LDS.64, LDS.128, 2 LDS.128; ew_sh_ld4_off2: "
	  "2 LDS.64; matmul.cu, gemm.cu: As[ty][k] LDS.128 (h200-2026-11-30)" },
	{ EMIT_LOOP, UNROLL_FULL, SPACE_SHARED, OP_STORE, 16,
	  "emit_wide.cu ew_sh_st4: STS.128, ew_sh_st8: 2 STS.128 (h200-2026-11-30)" },
	{ EMIT_LOOP, UNROLL_PRAGMA, SPACE_SHARED, OP_LOAD, 16,
	  "assumed: an unrolled loop is straight-line code, as UNROLL_FULL" },
	{ EMIT_LOOP, UNROLL_PRAGMA, SPACE_SHARED, OP_STORE, 16, "assumed: as UNROLL_FULL" },
	{ EMIT_LOOP, UNROLL_RUNTIME, SPACE_SHARED, OP_LOAD, 8,
	  "emit_wide.cu ew_sh_ld4_tripp (trip count a parameter, 4): unrolled by 4, "
	  "read as 2 LDS.64, though 16-byte aligned (h200-2026-11-30)" },
	{ EMIT_LOOP, UNROLL_RUNTIME, SPACE_SHARED, OP_STORE, 8, "assumed: as loads" },
	{ EMIT_LOOP, UNROLL_OFF, SPACE_SHARED, OP_LOAD, 0,
	  "emit_wide.cu ew_sh_ld4_unroll1: #pragma unroll 1 keeps one LDS a trip (h200-2026-11-30)" },
	{ EMIT_LOOP, UNROLL_LONG, SPACE_SHARED, OP_LOAD, 0,
	  "gemm.cu gemm_2d: the dot loop (8 trips of size 91) is not unrolled, As[..][dot] "
	  "stays 8 LDS a trip (h200-2026-11-30)" },
	{ EMIT_COVER, UNROLL_NONE, SPACE_SHARED, OP_LOAD, 16,
	  "emit_wide.cu ew_sh_ld4_off1: s[4t + 1 + i], i < 4, is an LDS.128 of the aligned "
	  "block holding words 1-3 and an LDS of word 4: 16 requests, 64 wavefronts "
	  "(h200-2026-11-30); a block holding 2 aligned words is an LDS.64 (ew_sh_ld4_off2)" },
	{ EMIT_ADJACENT, UNROLL_NONE, SPACE_SHARED, OP_LOAD, 16,
	  "emit_wide.cu ew_sh_pair: a = s[2t]; b = s[2t + 1] is one LDS.64; ew_sh_pair_odd "
	  "(s[2t + 1], s[2t + 2]) two LDS (h200-2026-11-30)" },
	{ EMIT_ADJACENT, UNROLL_NONE, SPACE_SHARED, OP_STORE, 16, "assumed: as loads" },
	/* global memory: a pointer is only known aligned to its element */
	{ EMIT_LOOP, UNROLL_FULL, SPACE_GLOBAL, OP_LOAD, 16,
	  "alignment decides: emit_wide.cu ew_gl_ld4, _restrict, ew_gl_ld2: 4-byte LDG; "
	  "ew_gl_dbl2: 2 LDG.E.64; a float4 cast: LDG.E.128 (h200-2026-11-30)" },
	{ EMIT_LOOP, UNROLL_FULL, SPACE_GLOBAL, OP_STORE, 16,
	  "alignment decides: emit_wide.cu ew_gl_st4: 4 STG (h200-2026-11-30)" },
	{ EMIT_LOOP, UNROLL_PRAGMA, SPACE_GLOBAL, OP_LOAD, 16, "alignment decides, as UNROLL_FULL" },
	{ EMIT_LOOP, UNROLL_PRAGMA, SPACE_GLOBAL, OP_STORE, 16, "alignment decides, as UNROLL_FULL" },
	{ EMIT_ADJACENT, UNROLL_NONE, SPACE_GLOBAL, OP_LOAD, 16,
	  "alignment decides: emit_wide.cu ew_gl_pair: 2 LDG (h200-2026-11-30)" },
	{ EMIT_ADJACENT, UNROLL_NONE, SPACE_GLOBAL, OP_STORE, 16, "alignment decides" },
	/* local memory: a thread's array at run-time indices (local.c); its
	 * fixed-index runs are merged like shared memory's */
	{ EMIT_LOOP, UNROLL_FULL, SPACE_LOCAL, OP_LOAD, 16,
	  "spill.cu local_store: a[k], k < 32, after stores at run-time indices is 8 "
	  "ld.local.v4.f32 in nvcc 13.0's PTX" },
	{ EMIT_LOOP, UNROLL_FULL, SPACE_LOCAL, OP_STORE, 16,
	  "spill.cu local_uniform, spill_heavy: a[k] = ..., k < 32 (64), is 8 (16) "
	  "st.local.v4.f32 in nvcc 13.0's PTX; spill_heavy's 25 STL.128 (h200-2026-11-30)" },
	{ EMIT_LOOP, UNROLL_LONG, SPACE_LOCAL, OP_STORE, 16,
	  "spill.cu local_big: nvcc 13.0 keeps a[k] = ..., k < 256, a loop unrolled by "
	  "16 whose 16 stores are 4 st.local.v4.f32 (PTX): 64 STL.128 a warp measured "
	  "(h200-2026-11-30-local run 2)" },
	{ EMIT_LOOP, UNROLL_LONG, SPACE_LOCAL, OP_LOAD, 16, "assumed: as stores" },
	{ EMIT_LOOP, UNROLL_PRAGMA, SPACE_LOCAL, OP_LOAD, 16, "assumed: as UNROLL_FULL" },
	{ EMIT_LOOP, UNROLL_PRAGMA, SPACE_LOCAL, OP_STORE, 16, "assumed: as UNROLL_FULL" },
	{ EMIT_ADJACENT, UNROLL_NONE, SPACE_LOCAL, OP_LOAD, 16, "assumed: as shared memory" },
	{ EMIT_ADJACENT, UNROLL_NONE, SPACE_LOCAL, OP_STORE, 16, "assumed: as shared memory" },
	/* a store the guarded store after it overwrites */
	{ EMIT_FOLD, UNROLL_NONE, SPACE_GLOBAL, OP_STORE, 16,
	  "divergence.cu short_mod2: out[i] = in[i]; if (tid % 2) out[i] = 0 is one "
	  "predicated-select STG on the if's line: 512 store requests, not 1,024 (h200-2026-11-29)" },
	{ EMIT_FOLD, UNROLL_NONE, SPACE_SHARED, OP_STORE, 16, "assumed: as global stores" },
};
const int emit_nrules = (int)(sizeof(emit_rules) / sizeof(emit_rules[0]));

struct emit_site {
	enum emit_shape shape;
	enum emit_unroll unroll;
	unsigned source_bytes;    /* what one source access moves */
	int count;                /* elements that can join: trip count, run */
	int position;             /* EMIT_ADJACENT: the access's place in its run */
	int64_t align;            /* the group's first address is a multiple of it */
	struct ir_expr *group;    /* the IR_CONST the wrappers read */
	struct ir_access **run;   /* EMIT_ADJACENT: every access of the run */
	int nrun;
	const struct emit_rule *rule;
};

/* ---- loops -------------------------------------------------------------- */

static const struct ir_expr *strip_casts(const struct ir_expr *e)
{
	while (e && e->op == IR_CAST)
		e = e->a;
	return e;
}

static int assigns_slot(const struct ir_stmt *s, int slot)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && s->slot == slot)
			return 1;
		if (assigns_slot(s->body, slot) || assigns_slot(s->other, slot))
			return 1;
	}
	return 0;
}

/*
 * The variable a loop condition's left side tests, and what is added to
 * it there: `i < n` is i and 0, `offset + strideA <= BM` (tiles loaded in
 * passes) is offset and strideA.  NULL when it is neither.
 */
static const struct ir_expr *loop_variable(const struct ir_expr *left, int64_t *added)
{
	const struct ir_expr *e = strip_casts(left), *x;
	int64_t v = 0;

	if (e && (e->op == IR_ADD || e->op == IR_SUB)) {
		x = strip_casts(e->a);
		if (!x || x->op != IR_LOCAL || ir_fold(e->b, &v) < 0)
			return NULL;
		if (e->op == IR_SUB)
			v = -v;
		e = x;
	}
	if (!e || e->op != IR_LOCAL)
		return NULL;
	if (added)
		*added = v;
	return e;
}

/*
 * `v = v0; while (v OP bound) { body; v += step; }` with v0 and step
 * constants and v not assigned in the body: the loop's variable (*slot),
 * v0 and step; returns 0, or -1 when the loop is not of that form.
 */
static int counted_loop(const struct ir_stmt *prev, const struct ir_stmt *s, int *slot,
			int64_t *v0, int64_t *step)
{
	const struct ir_expr *c = strip_casts(s->expr), *var, *st;
	const struct ir_stmt *p;
	int have_step = 0;

	*slot = -1;
	if (!c || s->once || !s->test_first)
		return -1;
	if (c->op != IR_LT && c->op != IR_LE && c->op != IR_GT && c->op != IR_GE && c->op != IR_NE)
		return -1;
	var = loop_variable(c->a, NULL);
	if (!var || assigns_slot(s->body, var->index))
		return -1;
	for (p = s->other; p; p = p->next) {
		const struct ir_expr *x, *y;
		int64_t v;
		if (p->kind != ST_ASSIGN || p->slot != var->index)
			continue;
		st = strip_casts(p->expr);
		have_step = 0;
		if (!st || (st->op != IR_ADD && st->op != IR_SUB))
			continue;
		x = strip_casts(st->a);
		y = strip_casts(st->b);
		if (x && x->op == IR_LOCAL && x->index == var->index && ir_fold(y, &v) == 0) {
			*step = st->op == IR_ADD ? v : -v;
			have_step = 1;
		} else if (st->op == IR_ADD && y && y->op == IR_LOCAL && y->index == var->index &&
			   ir_fold(x, &v) == 0) {
			*step = v;
			have_step = 1;
		}
	}
	if (!have_step || !*step || !prev || prev->kind != ST_ASSIGN || prev->slot != var->index ||
	    ir_fold(prev->expr, v0) < 0)
		return -1;
	*slot = var->index;
	return 0;
}

/* The trip count of a counted loop whose bound is a constant, or -1. */
static int64_t trip_count(const struct ir_stmt *s, int64_t v0, int64_t step)
{
	const struct ir_expr *c = strip_casts(s->expr);
	int64_t bound, span, added = 0;

	if (ir_fold(c->b, &bound) < 0)
		return -1;
	loop_variable(c->a, &added);
	span = bound - added - v0;
	switch (c->op) {
	case IR_LT: return step > 0 ? (span > 0 ? (span + step - 1) / step : 0) : -1;
	case IR_LE: return step > 0 ? (span >= 0 ? span / step + 1 : 0) : -1;
	case IR_GT: return step < 0 ? (span < 0 ? (-span - step - 1) / -step : 0) : -1;
	case IR_GE: return step < 0 ? (span <= 0 ? -span / -step + 1 : 0) : -1;
	default:   return span % step == 0 && span / step >= 0 ? span / step : -1;
	}
}

/*
 * The size nvcc weighs a loop body at (EMIT_UNROLL_BUDGET), capped: one
 * an access or assignment, a nested loop its trips (4 when not constant)
 * times its body, at least one a trip.  A thread's array's accesses are
 * not weighed: whether the array is registers depends on the unrolling
 * (local.c), and as registers they are no instructions (kernels/gemm.cu's
 * res[i * 8 + j] += regM[i] * regN[j], 64 a dot trip, all in registers).
 */
static int64_t body_cost(const struct ir_stmt *s, int depth)
{
	const struct ir_stmt *prev = NULL;
	int64_t n = 0;

	for (; s && n < (1 << 20); prev = s, s = s->next) {
		if (s->kind == ST_ACCESS && s->access->space == SPACE_LOCAL) {
			continue;
		} else if (s->kind == ST_ACCESS || s->kind == ST_ASSIGN) {
			n++;
		} else if (s->kind == ST_IF) {
			n += 1 + body_cost(s->body, depth + 1) + body_cost(s->other, depth + 1);
		} else if (s->kind == ST_LOOP) {
			int slot;
			int64_t v0, step, trip = -1, inner;
			if (counted_loop(prev, s, &slot, &v0, &step) == 0)
				trip = trip_count(s, v0, step);
			if (s->once)
				trip = 1;
			inner = depth < 16 ? body_cost(s->body, depth + 1) : 1 << 20;
			n += (trip >= 0 ? (trip < (1 << 20) ? trip : 1 << 20) : 4) * (inner < 1 ? 1 : inner);
		}
	}
	return n < (1 << 20) ? n : 1 << 20;
}

/* How nvcc unrolls loop s (prev: the statement before it), and its trip
 * count (-1 when not a constant), the loop's variable, v0 and step. */
static enum emit_unroll loop_unroll(const struct ir_stmt *prev, const struct ir_stmt *s,
				    int64_t *trip, int *slot, int64_t *v0, int64_t *step)
{
	*trip = -1;
	*v0 = *step = 0;
	if (counted_loop(prev, s, slot, v0, step) == 0)
		*trip = trip_count(s, *v0, *step);
	if (s->unroll == 1)
		return UNROLL_OFF;
	if (*trip < 0)
		return UNROLL_RUNTIME;
	if (s->unroll > 1 || s->unroll < 0)
		return UNROLL_PRAGMA;
	return *trip * body_cost(s->body, 0) <= EMIT_UNROLL_BUDGET ? UNROLL_FULL : UNROLL_LONG;
}

enum emit_unroll emit_loop_shape(const struct ir_stmt *prev, const struct ir_stmt *s,
				 int64_t *trips, int *slot, int64_t *v0)
{
	int64_t step;

	return loop_unroll(prev, s, trips, slot, v0, &step);
}

enum emit_unroll emit_loop_unroll(const struct ir_stmt *prev, const struct ir_stmt *loop,
				  int64_t *trips)
{
	int slot;
	int64_t v0, step;

	return loop_unroll(prev, loop, trips, &slot, &v0, &step);
}

static void push_loop(struct pass *ps, const struct ir_stmt *prev, const struct ir_stmt *s)
{
	struct loop *l = &ps->loops[ps->nloops++];
	int64_t step, trip;

	l->s = s;
	l->if_depth = ps->if_depth;
	l->unroll = loop_unroll(prev, s, &trip, &l->slot, &l->v0, &step);
	if (l->slot >= 0 && step != 1)
		l->slot = -1;         /* trips one element apart only */
	l->count = trip > 0 && trip < (1 << 20) ? (int)trip : 0;
	/* a counted loop whose bound is not constant: nvcc unrolls it by 4
	 * with a remainder loop; groups start at v0 */
	if (l->unroll == UNROLL_RUNTIME && l->slot >= 0)
		l->count = 4;
	/* `#pragma unroll N` below the trip count: groups stay inside N */
	if (l->unroll == UNROLL_PRAGMA && s->unroll > 1 && s->unroll < l->count &&
	    l->count % s->unroll == 0)
		l->count = s->unroll;
}

/* ---- sites -------------------------------------------------------------- */

static const struct emit_rule *rule_for(enum emit_shape shape, enum emit_unroll unroll,
					const struct ir_access *acc)
{
	int i;

	for (i = 0; i < emit_nrules; i++)
		if (emit_rules[i].shape == shape && emit_rules[i].unroll == unroll &&
		    emit_rules[i].space == acc->space && emit_rules[i].op == acc->op)
			return &emit_rules[i];
	return NULL;
}

/* Does the loop body touch `acc`'s object in a way that orders it? */
static int conflicts(const struct ir_stmt *s, const struct ir_access *acc)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access != acc && s->access->space == acc->space &&
		    (s->access->op == OP_ATOMIC || s->access->op != acc->op) &&
		    (s->access->object_index == acc->object_index || s->access->unsupported))
			return 1;
		if (conflicts(s->body, acc) || conflicts(s->other, acc))
			return 1;
	}
	return 0;
}

/*
 * Does a store or atomic of acc's space, to any object, sit in the
 * statements s?  A group across an outer loop's trips moves the loads of
 * later trips above it, which nvcc does not do (unrolled_reuse.cu
 * uu_tile<2>: a store to Bs in the middle loop keeps As[.. + i] one LDS
 * a trip, h100-2026-12-05-unrolled-reuse).
 */
static int stores_between(const struct ir_stmt *s, const struct ir_access *acc)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access != acc && s->access->space == acc->space &&
		    s->access->op != OP_LOAD)
			return 1;
		if (stores_between(s->body, acc) || stores_between(s->other, acc))
			return 1;
	}
	return 0;
}

struct ir_expr *const64(struct pass *ps, int64_t v)
{
	return ir_const(ps->A, CT_I64, v);
}

/* The trip loop l is on, counted from 0: v - v0. */
static struct ir_expr *trip_index(struct pass *ps, const struct loop *l)
{
	return ir_binary(ps->A, IR_SUB, CT_I64,
			 ir_cast(ps->A, CT_I64, ir_leaf(ps->A, IR_LOCAL, CT_I64, l->slot)),
			 const64(ps, l->v0));
}

/* Puts *link under `if (cond)`, a wrapper with no source branch. */
struct ir_stmt *wrap(struct pass *ps, struct ir_stmt **link, struct ir_expr *cond)
{
	struct ir_stmt *s = *link, *w = ir_stmt_new(ps->A, ST_IF);

	w->loc = s->loc;
	w->expr = cond;
	w->next = s->next;
	s->next = NULL;
	w->body = s;
	*link = w;
	return w;
}

static int mergeable(const struct ir_access *acc)
{
	return !acc->unsupported && acc->op != OP_ATOMIC && !acc->emit &&
	       (acc->bytes == 1 || acc->bytes == 2 || acc->bytes == 4 || acc->bytes == 8);
}

/* A new access like `acc` but `bytes` wide, one nvcc makes. */
static struct ir_access *clone_access(struct pass *ps, const struct ir_access *acc,
				      unsigned bytes, struct emit_site *site)
{
	struct ir_access *c = arena_alloc(ps->A, sizeof(*c));
	int cap = ps->k->naccesses;

	*c = *acc;
	c->bytes = bytes;
	c->id = ps->k->naccesses;
	c->emit = site;
	ps->k->accesses = arena_grow(ps->A, ps->k->accesses, sizeof(*ps->k->accesses),
				     ps->k->naccesses, &cap);
	ps->k->accesses[ps->k->naccesses++] = c;
	return c;
}

/*
 * A run of `count` 4-byte shared loads, one a trip from v0, whose first
 * address is r bytes past a 16-byte boundary (r known, not a multiple of
 * 8): nvcc reads each aligned 16-byte block the run touches in three or
 * four words with one LDS.128 (reading a word it does not need), two
 * aligned words with an LDS.64, and a lone word with an LDS.  Each such
 * read is a new access issued at the block's first trip; the source's
 * access issues nothing (emit_rules, EMIT_COVER).
 */
static int cover_site(struct pass *ps, struct ir_stmt **link, const struct loop *l, int64_t r)
{
	struct ir_stmt *s = *link;
	struct ir_access *acc = s->access;
	struct emit_site *site;
	struct ir_stmt **tail;
	int j = 0;

	if (acc->bytes != 4 || acc->op != OP_LOAD || acc->space != SPACE_SHARED ||
	    (l->unroll != UNROLL_FULL && l->unroll != UNROLL_PRAGMA) || l->count > 16 ||
	    r % 4 || !r || r % 8 == 0)
		return 0;
	site = arena_alloc(ps->A, sizeof(*site));
	site->shape = EMIT_COVER;
	site->unroll = UNROLL_NONE;
	site->source_bytes = 4;
	site->count = l->count;
	site->group = const64(ps, 1);
	acc->emit = site;
	wrap(ps, link, ir_binary(ps->A, IR_EQ, CT_I64, site->group, const64(ps, 0)));
	tail = &(*link)->next;
	while (j < l->count) {
		int64_t word = r / 4 + j, pos = word % 4, k = 4 - pos;
		unsigned bytes = 4;
		int64_t shift = 0;
		struct ir_stmt *issue = ir_stmt_new(ps->A, ST_ACCESS), *w;
		struct emit_site *part = arena_alloc(ps->A, sizeof(*part));

		if (k > l->count - j)
			k = l->count - j;
		if (k >= 3) {
			bytes = 16;
			shift = pos * 4;
		} else if (k == 2 && pos % 2 == 0) {
			bytes = 8;
		} else {
			k = 1;
		}
		*part = *site;
		part->position = 1;  /* an access nvcc makes: absorbed if not covering */
		issue->loc = s->loc;
		issue->access = clone_access(ps, acc, bytes, part);
		issue->expr = shift ? ir_binary(ps->A, IR_SUB, CT_I64, s->expr, const64(ps, shift))
				    : s->expr;
		w = ir_stmt_new(ps->A, ST_IF);
		w->loc = s->loc;
		w->expr = ir_binary(ps->A, IR_LAND, CT_I32,
			ir_binary(ps->A, IR_EQ, CT_I64, site->group, const64(ps, 1)),
			ir_binary(ps->A, IR_EQ, CT_I64, trip_index(ps, l), const64(ps, j)));
		w->body = issue;
		w->next = *tail;
		*tail = w;
		tail = &w->next;
		j += (int)k;
	}
	return 1;
}

/* An access in the loops on the stack: a loop site, if one fits. */
static void loop_site(struct pass *ps, struct ir_stmt **link)
{
	struct ir_stmt *s = *link;
	struct ir_access *acc = s->access;
	struct affine f;
	int j, i;

	if (!mergeable(acc) || !s->expr || !ps->nloops)
		return;
	if (affine_form(&f, ps, s->expr) < 0)
		return;
	for (j = ps->nloops - 1; j >= 0; j--) {
		struct loop *l = &ps->loops[j];
		int64_t coef = 0, v0part;
		int bad = 0;
		struct emit_site *site;
		struct ir_expr *cond;

		if (l->if_depth != ps->if_depth || l->slot < 0)
			return;
		for (i = 0; i < f.n; i++) {
			const struct ir_expr *lf = f.t[i].leaf;
			if (lf->op == IR_LOCAL && lf->index == l->slot)
				coef += f.t[i].coef;
			else if (ir_reads_slot(lf, l->slot))
				bad = 1;
		}
		if (!bad && coef == (int64_t)acc->bytes && l->count > 1 && !conflicts(l->s->body, acc) &&
		    (j == ps->nloops - 1 || !stores_between(l->s->body, acc))) {
			/* off a 16-byte boundary by a known amount: aligned blocks */
			int64_t rest = min64(affine_terms_align(ps, &f, l->slot), base_align(ps->k, acc));
			if (rest >= 16 &&
			    cover_site(ps, link, l, (((f.c + coef * l->v0) % 16) + 16) % 16))
				return;
			site = arena_alloc(ps->A, sizeof(*site));
			site->shape = EMIT_LOOP;
			site->unroll = l->unroll;
			site->source_bytes = acc->bytes;
			site->count = l->count;
			v0part = coef * l->v0;
			site->align = min64(min64(affine_align(ps, &f, l->slot), low_bit(v0part + f.c)),
					    base_align(ps->k, acc));
			site->group = const64(ps, 1);
			/* the group's first trip: (v - v0) % G == 0 */
			cond = ir_binary(ps->A, IR_EQ, CT_I64,
					 ir_binary(ps->A, IR_REM, CT_I64, trip_index(ps, l), site->group),
					 const64(ps, 0));
			acc->emit = site;
			wrap(ps, link, cond);
			return;
		}
		/* a group across an outer loop needs this one unrolled */
		if (l->unroll != UNROLL_FULL && l->unroll != UNROLL_PRAGMA)
			return;
	}
}

/*
 * From *link, an access: a run of accesses of its object, each one width
 * past the last, with only assignments between.  Returns the link the
 * walk goes on from.
 */
static struct ir_stmt **adjacent_run(struct pass *ps, struct ir_stmt **link)
{
	struct ir_stmt **links[16], **p;   /* 16 one-byte accesses make one of 16 */
	struct ir_access *first = (*link)->access;
	struct affine f0, prevf, f;
	int n = 1, i, max = 16 / (int)first->bytes;

	if (!mergeable(first) || !(*link)->expr || max < 2 ||
	    affine_form(&f0, ps, (*link)->expr) < 0)
		return link;
	prevf = f0;
	links[0] = link;
	for (p = &(*link)->next; *p && n < max; p = &(*p)->next) {
		struct ir_access *a;
		const struct ir_stmt *q;
		int64_t d;
		if ((*p)->kind == ST_ASSIGN)
			continue;     /* a value loaded, say: checked below */
		if ((*p)->kind != ST_ACCESS)
			break;
		a = (*p)->access;
		if (!mergeable(a) || !(*p)->expr || a->space != first->space || a->op != first->op ||
		    a->object_index != first->object_index || a->bytes != first->bytes)
			break;
		/* pieces of one C access: the front end split it because its
		 * type is aligned below its size, and nvcc copies it so */
		if (a->loc.line == (*links[n - 1])->access->loc.line &&
		    a->loc.col == (*links[n - 1])->access->loc.col)
			break;
		/* no assignment since the last access may touch its address */
		for (q = *links[n - 1]; q != *p; q = q->next)
			if (q->kind == ST_ASSIGN && ir_reads_slot((*p)->expr, q->slot))
				break;
		if (q != *p)
			break;
		if (affine_form(&f, ps, (*p)->expr) < 0 || affine_distance(&prevf, &f, &d) < 0 ||
		    d != (int64_t)first->bytes)
			break;
		links[n++] = p;
		prevf = f;
	}
	if (n < 2)
		return link;
	{
		struct ir_access **run = arena_alloc(ps->A, (size_t)n * sizeof(*run));
		struct ir_expr *group = const64(ps, 1);
		int64_t align = min64(affine_align(ps, &f0, -1), base_align(ps->k, first));

		for (i = 0; i < n; i++)
			run[i] = (*links[i])->access;
		/* wrap from the last, so that earlier links stay valid */
		for (i = n - 1; i >= 0; i--) {
			struct emit_site *site = arena_alloc(ps->A, sizeof(*site));
			site->shape = EMIT_ADJACENT;
			site->unroll = UNROLL_NONE;
			site->source_bytes = first->bytes;
			site->count = n;
			site->position = i;
			site->align = align;
			site->group = group;
			site->run = run;
			site->nrun = n;
			run[i]->emit = site;
			if (i)
				wrap(ps, links[i], ir_binary(ps->A, IR_EQ, CT_I64,
					ir_binary(ps->A, IR_REM, CT_I64, const64(ps, i), group),
					const64(ps, 0)));
		}
		/* the walk goes on from the first: the others are wrapped now,
		 * and links[] past it point into the wrapped statements */
		return link;
	}
}

/*
 * *link a store, and the statement after it `if (c) { the same store }`:
 * the guarded one is folded into the first as a predicated select.
 */
static void fold_site(struct pass *ps, struct ir_stmt **link)
{
	struct ir_stmt *s = *link, *g = s->next, *t;
	struct ir_access *a = s->access, *b;
	struct emit_site *site;
	struct affine f1, f2;
	int64_t d;

	if (!g || g->kind != ST_IF || g->other || !g->body || g->body->next ||
	    g->body->kind != ST_ACCESS || a->op != OP_STORE || a->unsupported || !s->expr)
		return;
	t = g->body;
	b = t->access;
	if (b->op != OP_STORE || b->unsupported || b->emit || !t->expr || b->space != a->space ||
	    b->object_index != a->object_index || b->bytes != a->bytes)
		return;
	if (affine_form(&f1, ps, s->expr) < 0 || affine_form(&f2, ps, t->expr) < 0 ||
	    affine_distance(&f1, &f2, &d) < 0 || d)
		return;
	if (a->emit)
		return;
	site = arena_alloc(ps->A, sizeof(*site) * 3);
	site->shape = EMIT_FOLD;
	site->unroll = UNROLL_NONE;
	site->source_bytes = b->bytes;
	site->count = 2;
	site->group = const64(ps, 0);   /* 1: folded */
	site[1] = site[2] = site[0];
	site[1].position = 1;
	site[2].position = 2;
	a->emit = &site[0];
	b->emit = &site[1];
	/*
	 * Folded, the one store nvcc emits is a select at the guard's line
	 * (h200-2026-11-29 source.csv: short_mod2's store counts on the `if`
	 * line, none on either store's): a new access `c` there, and
	 * `if (!folded) a; if (guard) { if (!folded) b; } if (folded) c`,
	 * c for every lane that reached a.
	 */
	{
		struct ir_stmt *carrier = ir_stmt_new(ps->A, ST_ACCESS), *after;
		struct ir_access *c = clone_access(ps, b, b->bytes, &site[2]);

		c->loc = g->loc;
		c->text = "if";                    /* the select is the guard's */
		c->text_begin = c->text_end = 0;
		carrier->loc = g->loc;
		carrier->access = c;
		carrier->expr = t->expr;
		wrap(ps, &g->body, ir_binary(ps->A, IR_EQ, CT_I64, site->group, const64(ps, 0)));
		after = ir_stmt_new(ps->A, ST_IF);
		after->loc = t->loc;
		after->expr = ir_binary(ps->A, IR_EQ, CT_I64, site->group, const64(ps, 1));
		after->body = carrier;
		after->next = g->next;
		g->next = after;
		wrap(ps, link, ir_binary(ps->A, IR_EQ, CT_I64, site->group, const64(ps, 0)));
	}
}

static void walk(struct pass *ps, struct ir_stmt **link)
{
	struct ir_stmt *prev = NULL;

	while (*link) {
		struct ir_stmt *s = *link;

		switch (s->kind) {
		case ST_ASSIGN:
			emit_assigned(ps, s);
			break;
		case ST_ACCESS:
			fold_site(ps, link);
			if (*link == s)
				loop_site(ps, link);
			if (*link == s && !s->access->emit)
				link = adjacent_run(ps, link);
			s = *link;
			break;
		case ST_IF:
			/* a first-trip guard (reuse.c) is no branch to a group
			 * across the loops inside it */
			ps->if_depth += !s->trip_guard;
			forget(ps, s->body);
			forget(ps, s->other);
			walk(ps, &s->body);
			walk(ps, &s->other);
			ps->if_depth -= !s->trip_guard;
			forget(ps, s->body);
			forget(ps, s->other);
			break;
		case ST_LOOP:
			forget(ps, s->body);
			forget(ps, s->other);
			if (ps->nloops < MAX_LOOPS) {
				push_loop(ps, prev, s);
				walk(ps, &s->body);
				ps->nloops--;
			} else {
				ps->if_depth++;   /* too deep: no site inside */
				walk(ps, &s->body);
				ps->if_depth--;
			}
			forget(ps, s->body);
			forget(ps, s->other);
			break;
		default:
			break;
		}
		prev = *link;
		link = &(*link)->next;
	}
}

/* ---- choosing widths ---------------------------------------------------- */

/* Is a group of g accesses possible at this site? */
static int group_fits(const struct emit_site *site, int g)
{
	return g >= 1 && site->count % g == 0 && g * site->source_bytes <= 16;
}

/* The widest group the rules allow. */
static int rules_group(const struct emit_site *site)
{
	int g;

	if (!site->rule || !site->rule->max_bytes)
		return 1;
	for (g = (int)(site->rule->max_bytes / site->source_bytes); g >= 2; g /= 2)
		if (group_fits(site, g) && (int64_t)g * site->source_bytes <= site->align)
			return g;
	return 1;
}

/* The group nvcc's width says, or 0 when it says nothing usable. */
static int sass_group(const struct emit_site *site, unsigned sass_bytes)
{
	int g;

	if (!sass_bytes || sass_bytes < site->source_bytes || sass_bytes % site->source_bytes)
		return 0;
	g = (int)(sass_bytes / site->source_bytes);
	return group_fits(site, g) ? g : 0;
}

unsigned emit_source_bytes(const struct ir_access *acc)
{
	return acc->emit ? acc->emit->source_bytes : acc->bytes;
}

void emit_apply(struct ir_kernel *k)
{
	int i, j;

	for (i = 0; i < k->naccesses; i++) {
		struct ir_access *acc = k->accesses[i];
		struct emit_site *site = acc->emit;
		int g;

		if (!site) {
			acc->model = acc->sass_bytes && acc->sass_bytes == acc->bytes ? MODEL_SASS
										     : MODEL_SOURCE;
			continue;
		}
		site->rule = rule_for(site->shape, site->unroll, acc);
		switch (site->shape) {
		case EMIT_LOOP:
			g = sass_group(site, acc->sass_bytes);
			acc->model = g ? MODEL_SASS : MODEL_SOURCE;
			if (!g)
				g = rules_group(site);
			site->group->value = g;
			acc->bytes = site->source_bytes * (unsigned)g;
			break;
		case EMIT_ADJACENT:
			if (site->position)
				break;    /* the run's first access decides for all */
			g = 0;
			for (j = 0; j < site->nrun && !g; j++)
				g = sass_group(site, site->run[j]->sass_bytes);
			for (j = 0; j < site->nrun; j++)
				site->run[j]->model = g ? MODEL_SASS : MODEL_SOURCE;
			if (!g)
				g = rules_group(site);
			site->group->value = g;
			for (j = 0; j < site->nrun; j++)
				site->run[j]->bytes = site->source_bytes *
					(j % g ? 1u : (unsigned)g);
			break;
		case EMIT_FOLD:
		case EMIT_COVER:
			site->group->value = site->rule && site->rule->max_bytes;
			acc->model = MODEL_SOURCE;
			break;
		default:
			break;
		}
	}
}

void emit_kernel(struct ir_kernel *k, struct arena *a)
{
	struct pass ps;
	int changed, rounds, i;

	memset(&ps, 0, sizeof(ps));
	ps.k = k;
	ps.A = a;
	ps.nslots = k->nlocals;
	ps.slot_align = xcalloc((size_t)ps.nslots + 1, sizeof(*ps.slot_align));
	defs_init(&ps);
	for (i = 0; i < ps.nslots; i++)
		ps.slot_align[i] = ALIGN_MAX;
	/* alignments only fall, each at most 21 times: this ends */
	for (rounds = 0, changed = 1; changed && rounds < 32 * 22; rounds++) {
		changed = 0;
		align_assigns(&ps, k->body, &changed);
	}
	emit_reuse(&ps);
	defs_clear(&ps);
	walk(&ps, &k->body);
	free(ps.slot_align);
	defs_release(&ps);
	emit_apply(k);
}

int emit_atomic_per_lane(const struct ir_access *acc)
{
	const struct ir_atomic *a = &acc->atomic;

	if (acc->op != OP_ATOMIC || atomic_cas_loop(acc))
		return 0;
	if (acc->space == SPACE_SHARED && a->name && !strcmp(a->name, "atomicAdd") &&
	    a->result_unused && !a->floating && a->operand_known && a->operand == 1)
		return 0;
	return 1;
}

int emit_atomic_warp_folded(const struct ir_access *acc)
{
	const struct ir_atomic *a = &acc->atomic;

	return acc->op == OP_ATOMIC && acc->space == SPACE_GLOBAL && !atomic_cas_loop(acc) &&
	       a->name && !strcmp(a->name, "atomicAdd") && a->result_unused && !a->floating;
}

const struct ir_access *emit_leader(const struct ir_access *acc)
{
	const struct emit_site *site = acc->emit;

	return site && site->shape == EMIT_ADJACENT && site->nrun ? site->run[0] : acc;
}

int emit_instructions(const struct ir_access *acc, unsigned bytes)
{
	const struct emit_site *site = acc->emit;
	int g;

	if (!site)
		return bytes == acc->bytes;
	if (site->shape != EMIT_LOOP && site->shape != EMIT_ADJACENT)
		return bytes == site->source_bytes;
	g = sass_group(site, bytes);
	if (!g || (g > 1 && (int64_t)bytes > site->align))
		return 0;
	return site->count / g;
}

int emit_absorbed(const struct ir_access *acc)
{
	const struct emit_site *site = acc->emit;

	if (!site)
		return 0;
	if (site->shape == EMIT_ADJACENT)
		return site->group->value > 1 && site->position % site->group->value;
	/* folded: the two stores are the select; not: the select is not there */
	if (site->shape == EMIT_FOLD)
		return !site->group->value == (site->position == 2);
	/* covered: the source's access is the blocks'; not: the blocks are not there */
	if (site->shape == EMIT_COVER)
		return !site->group->value == (site->position == 1);
	return 0;
}

const char *emit_describe(const struct ir_access *acc, struct arena *a)
{
	const struct emit_site *site = acc->emit;
	const char *by = acc->model == MODEL_SASS ? "as nvcc emitted it" : "by the rules";
	int64_t g;

	if (!site)
		return NULL;
	g = site->group->value;
	switch (site->shape) {
	case EMIT_LOOP:
		if (g <= 1)
			return arena_printf(a, "not merged %s (%s)", by,
					    site->rule ? site->rule->evidence : "no rule");
		return arena_printf(a, "%lld consecutive trips merged into one %u-byte access %s",
				    (long long)g, acc->bytes, by);
	case EMIT_ADJACENT:
		if (g <= 1)
			return arena_printf(a, "%d of %d adjacent accesses, not merged %s",
					    site->position + 1, site->nrun, by);
		if (site->position % g)
			return arena_printf(a, "%d of %d adjacent accesses, part of the %u-byte access before it %s",
					    site->position + 1, site->nrun,
					    site->source_bytes * (unsigned)g, by);
		return arena_printf(a, "%d of %d adjacent accesses, merged into one %u-byte access %s",
				    site->position + 1, site->nrun, acc->bytes, by);
	case EMIT_COVER:
		if (site->position)
			return g ? arena_printf(a, "an aligned %u-byte read nvcc makes for the run", acc->bytes)
				 : "not made";
		return g ? "read by aligned blocks (the accesses after it)" : "not covered";
	case EMIT_FOLD:
		if (!g)
			return "not folded";
		return site->position == 2 ? "the predicated select nvcc makes of the two stores"
					   : "folded with the other store into one predicated select";
	default:
		return NULL;
	}
}
