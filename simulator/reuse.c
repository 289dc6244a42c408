/*
 * reuse.c - the loads nvcc reads once (emit_pass.h; simulator/HARDWARE.md,
 * emitted rule 6), a pass of emit_kernel's before it looks for sites.
 *
 * A load of an address the thread has read before, with nothing between
 * that may change the memory there, is not emitted again: nvcc keeps the
 * value in a register (`x[i] * x[i]`, a helper reading `v0` that the
 * kernel read for the one before).  What may change it (kills()): a store
 * or an atomic in the same space (to any object, unless both are
 * __restrict__ parameters: without that nvcc cannot tell them apart), a
 * barrier, a fence, a wait for asynchronous copies, a call or asm
 * statement the front end marked as a fence (ir_stmt.fence), and a new
 * value of a slot the address reads.  Only a load that dominates is
 * reused: one earlier in the same statement list or an enclosing one.  A
 * loop's body starts afresh each trip, but for the loads at its top that
 * read the same address every trip: those are read once, before it
 * (hoist_invariant).  A reused load sits under a false condition and
 * issues nothing; ir_access.reuses names the load it takes its value from.
 * Measured: kernels/load_reuse.cu.
 *
 * A thread's local array (local.c) is its own: only a store to that array
 * changes it, and what the thread stored it still holds in a register, so
 * a load of bytes an earlier load or store of the array covered issues
 * nothing either (`data[i] = in[j]; data[i].x += m.x; v = data[i].x > v ?
 * data[i].x : v;` reads no local memory: nvcc 13's PTX for such a loop
 * has its st.local and no ld.local).
 */
#include "emit_pass.h"

#include "alloc.h"

#include <stdlib.h>
#include <string.h>

#define MAX_AVAIL 64

/* A load whose value the thread holds, and its address. */
struct avail {
	struct ir_access *acc;
	struct affine f;
};

struct reuse {
	struct avail a[MAX_AVAIL];
	int n;
};

static int reusable(const struct ir_access *acc)
{
	return acc->reusable && !acc->unsupported && acc->op == OP_LOAD && !acc->emit &&
	       (acc->space == SPACE_GLOBAL || acc->space == SPACE_SHARED ||
		acc->space == SPACE_LOCAL) &&
	       !acc->copy_src && !acc->alternative;
}

/* A store to a thread's local array: what it wrote is held. */
static int forwarded(const struct ir_access *acc)
{
	return acc->space == SPACE_LOCAL && acc->op == OP_STORE && !acc->unsupported &&
	       !acc->emit && !acc->alternative;
}

/* A __restrict__ pointer parameter: no other pointer writes its memory. */
static int restricted(const struct ir_kernel *k, const struct ir_access *acc)
{
	return acc->space == SPACE_GLOBAL && acc->object_index >= 0 &&
	       acc->object_index < k->nparams && k->params[acc->object_index].c_type &&
	       strstr(k->params[acc->object_index].c_type, "restrict");
}

/* Does statement s itself (not its bodies) change what load a reads? */
static int kills(const struct ir_kernel *k, const struct ir_stmt *s, const struct avail *a)
{
	const struct ir_access *w = s->access;
	int i;

	switch (s->kind) {
	case ST_ASSIGN:
		for (i = 0; i < a->f.n; i++)
			if (a->f.t[i].coef && ir_reads_slot(a->f.t[i].leaf, s->slot))
				return 1;
		return 0;
	case ST_ACCESS:
		/* a local array is changed by its own stores only */
		if (w->space == SPACE_LOCAL && w->object_index != a->acc->object_index)
			return 0;
		return w->op != OP_LOAD && w->space == a->acc->space &&
		       !(w->object_index != a->acc->object_index && restricted(k, a->acc) &&
			 restricted(k, w));
	case ST_WORK:
		return s->barriers || s->fence || s->async_wait;
	default:
		return 0;
	}
}

/* Does anything in the statements s, bodies included, change it, the
 * assignments of the `nkeep` slots `keep` aside (counters of loops that
 * run the same values again)? */
static int changed_in(const struct ir_kernel *k, const struct ir_stmt *s, const struct avail *a,
		      const int *keep, int nkeep)
{
	int i;

	for (; s; s = s->next) {
		int kept = 0;
		for (i = 0; s->kind == ST_ASSIGN && i < nkeep; i++)
			kept |= s->slot == keep[i];
		if ((!kept && kills(k, s, a)) || changed_in(k, s->body, a, keep, nkeep) ||
		    changed_in(k, s->other, a, keep, nkeep))
			return 1;
	}
	return 0;
}

/* Does anything in the statements s, bodies included, change it? */
static int stmts_kill(const struct ir_kernel *k, const struct ir_stmt *s, const struct avail *a)
{
	return changed_in(k, s, a, NULL, 0);
}

/* Drops the loads s changes: s alone, or with its bodies (`deep`). */
static void forget_killed(const struct ir_kernel *k, struct reuse *r, const struct ir_stmt *s,
			  int deep)
{
	int i;

	for (i = r->n - 1; i >= 0; i--)
		if (deep ? stmts_kill(k, s, &r->a[i]) : kills(k, s, &r->a[i]))
			r->a[i] = r->a[--r->n];
}

static void hold(struct reuse *r, struct ir_access *acc, const struct affine *f)
{
	if (r->n < MAX_AVAIL) {
		r->a[r->n].acc = acc;
		r->a[r->n++].f = *f;
	}
}

/* e with slot `slot` read as `with` (new nodes where it differs). */
static struct ir_expr *with_slot(struct pass *ps, struct ir_expr *e, int slot, struct ir_expr *with)
{
	struct ir_expr *c;

	if (!e || !ir_reads_slot(e, slot))
		return e;
	if (e->op == IR_LOCAL)
		return with;
	c = arena_alloc(ps->A, sizeof(*c));
	*c = *e;
	c->a = with_slot(ps, e->a, slot, with);
	c->b = with_slot(ps, e->b, slot, with);
	c->c = with_slot(ps, e->c, slot, with);
	return c;
}

/*
 * A loop's loads that read the same address every trip, with nothing in
 * the loop that changes it: nvcc reads them once, before the loop, when
 * it runs at all (ru_loop).  Only loads at the top of the body, before any
 * branch or exit, are moved: each under `if (the loop's first test)`, a
 * wrapper with no source branch, put before the loop at *link (or before
 * the loop's counter, see below).  Returns how many it moved; they join r.
 */
static int hoist_invariant(struct pass *ps, struct ir_stmt **link, struct ir_stmt **prev_link,
			   struct reuse *r)
{
	struct ir_stmt *loop = *link, **at = &loop->body;
	struct ir_expr *first_test = loop->test_first && loop->expr ? loop->expr : NULL;
	int64_t always;
	int moved = 0;

	/* a do-while (or a loop with no test) runs its body at least once */
	if (!first_test)
		first_test = const64(ps, 1);

	/* the loop's counter set just before it (`for (k = 0; ...)`): the
	 * moved loads go before that, so that the loop keeps the statement
	 * before it that counted_loop reads, and its first test reads the
	 * counter's first value */
	if (prev_link && *prev_link && (*prev_link)->next == loop &&
	    (*prev_link)->kind == ST_ASSIGN && first_test &&
	    ir_reads_slot(first_test, (*prev_link)->slot)) {
		first_test = with_slot(ps, first_test, (*prev_link)->slot, (*prev_link)->expr);
		link = prev_link;
	}
	while (*at) {
		struct ir_stmt *s = *at, *w;
		struct avail a;

		if (s->kind == ST_ASSIGN || s->kind == ST_WORK) {
			at = &s->next;
			continue;
		}
		if (s->kind != ST_ACCESS)
			break;    /* a branch or an exit: what follows may not run */
		a.acc = s->access;
		if (!reusable(s->access) || !s->expr || affine_form(&a.f, ps, s->expr) < 0 ||
		    stmts_kill(ps->k, loop->body, &a) || stmts_kill(ps->k, loop->other, &a)) {
			at = &s->next;
			continue;
		}
		*at = s->next;
		s->next = NULL;
		if (ir_fold(first_test, &always) == 0 && always) {
			/* a loop that always runs (`for (l = 0; l < 8; l++)`):
			 * the load itself, so that a group across an outer
			 * loop's trips may take it (emit.c, loop_site) */
			s->next = *link;
			*link = s;
			link = &s->next;
		} else {
			w = ir_stmt_new(ps->A, ST_IF);
			w->loc = s->loc;
			w->expr = first_test;
			w->body = s;
			w->next = *link;
			*link = w;
			link = &w->next;
		}
		moved++;
		hold(r, s->access, &a.f);
	}
	return moved;
}

/*
 * Across the trips of an unrolled loop: a load in the counted, unrolled
 * loops of its body (not under a branch) whose address reads neither the
 * loop's counter nor anything its body changes but those inner loops'
 * counters, which run the same values every trip, reads the same bytes
 * every trip: nvcc's straight-line code reads them on the first trip and
 * keeps them (`for (j < 8) for (l < 8) acc[j][l] += As[..j..] * Bs[l]`:
 * Bs[l] is read for j = 0 only, 16 LDS.128 a tile step, not 128:
 * NVIDIA_SGEMM_PRACTICE's mysgemm_v4, h200-2026-12-05-sgemm-tutorials).
 * Nothing in the body may change the memory there.
 */
#define MAX_INNER 8

struct across {
	struct pass *ps;
	const struct ir_stmt *outer;
	int slot;                  /* the outer loop's counter */
	int64_t v0;
	int inner[MAX_INNER], ninner;   /* the counters of the loops between */
};

static void first_trip_loads(struct across *x, struct ir_stmt **link)
{
	const struct ir_stmt *prev = NULL;

	for (; *link; prev = *link, link = &(*link)->next) {
		struct ir_stmt *s = *link;
		struct avail a;
		int slot, i;
		int64_t v0, trips;

		if (s->kind == ST_LOOP && x->ninner < MAX_INNER &&
		    emit_loop_shape(prev, s, &trips, &slot, &v0) != UNROLL_OFF && slot >= 0 &&
		    trips > 0) {
			x->inner[x->ninner++] = slot;
			first_trip_loads(x, &s->body);
			x->ninner--;
			continue;
		}
		if (s->kind != ST_ACCESS || !x->ninner || s->access->op != OP_LOAD)
			continue;
		a.acc = s->access;
		if (!reusable(s->access) || !s->expr || affine_form(&a.f, x->ps, s->expr) < 0)
			continue;
		for (i = 0; i < a.f.n; i++)
			if (a.f.t[i].coef && ir_reads_slot(a.f.t[i].leaf, x->slot))
				break;
		if (i < a.f.n ||
		    changed_in(x->ps->k, x->outer->body, &a, x->inner, x->ninner) ||
		    changed_in(x->ps->k, x->outer->other, &a, x->inner, x->ninner))
			continue;
		wrap(x->ps, link, ir_binary(x->ps->A, IR_EQ, CT_I64,
					    ir_leaf(x->ps->A, IR_LOCAL, CT_I64, x->slot),
					    const64(x->ps, x->v0)))->trip_guard = 1;
	}
}

static void reuse_across_trips(struct pass *ps, const struct ir_stmt *prev, struct ir_stmt *loop)
{
	struct across x = { ps, loop, -1, 0, { 0 }, 0 };
	int64_t trips;
	enum emit_unroll u = emit_loop_shape(prev, loop, &trips, &x.slot, &x.v0);

	if ((u != UNROLL_FULL && u != UNROLL_PRAGMA) || trips < 2 || x.slot < 0)
		return;
	first_trip_loads(&x, &loop->body);
}

/* A load: taken from one r holds (and issues nothing), or held. */
static void load(struct pass *ps, struct ir_stmt **link, struct reuse *r)
{
	struct ir_access *acc = (*link)->access;
	struct affine f;
	int64_t d;
	int i;

	if (!reusable(acc) || !(*link)->expr || affine_form(&f, ps, (*link)->expr) < 0)
		return;
	for (i = 0; i < r->n; i++) {
		const struct ir_access *b = r->a[i].acc;
		if (b->space != acc->space || b->object_index != acc->object_index ||
		    affine_distance(&r->a[i].f, &f, &d) < 0)
			continue;
		/* the same bytes; in a local array, any bytes the earlier
		 * access covered (a member of a stored float4) */
		if ((b->bytes == acc->bytes && d == 0) ||
		    (acc->space == SPACE_LOCAL && d >= 0 && d + acc->bytes <= b->bytes)) {
			acc->reuses = b;
			wrap(ps, link, const64(ps, 0));
			return;
		}
	}
	hold(r, acc, &f);
}

static void reuse_walk(struct pass *ps, struct ir_stmt **link, struct reuse *r)
{
	struct ir_stmt **prev_link = NULL;
	const struct ir_stmt *before;

	while (*link) {
		struct ir_stmt *s = *link;
		struct reuse *inner;

		switch (s->kind) {
		case ST_ASSIGN:
			emit_assigned(ps, s);
			forget_killed(ps->k, r, s, 0);
			break;
		case ST_ACCESS:
			if (s->access->op == OP_LOAD) {
				load(ps, link, r);
			} else {
				struct affine f;
				forget_killed(ps->k, r, s, 0);
				if (forwarded(s->access) && s->expr &&
				    affine_form(&f, ps, s->expr) == 0)
					hold(r, s->access, &f);
			}
			break;
		case ST_WORK:
			forget_killed(ps->k, r, s, 0);
			break;
		case ST_IF:
			forget(ps, s->body);
			forget(ps, s->other);
			inner = xmalloc(sizeof(*inner));
			*inner = *r;
			reuse_walk(ps, &s->body, inner);
			*inner = *r;
			reuse_walk(ps, &s->other, inner);
			free(inner);
			forget(ps, s->body);
			forget(ps, s->other);
			forget_killed(ps->k, r, s->body, 1);
			forget_killed(ps->k, r, s->other, 1);
			break;
		case ST_LOOP:
			forget(ps, s->body);
			forget(ps, s->other);
			forget_killed(ps->k, r, s->body, 1);
			forget_killed(ps->k, r, s->other, 1);
			inner = xcalloc(1, sizeof(*inner));
			/* the statement before the loop, its counter's first
			 * value (the moved loads go before it) */
			before = prev_link ? *prev_link : NULL;
			if (hoist_invariant(ps, link, prev_link, inner))
				while (*link != s)
					link = &(*link)->next;   /* past the moved loads */
			reuse_across_trips(ps, before, s);
			reuse_walk(ps, &s->body, inner);
			free(inner);
			forget(ps, s->body);
			forget(ps, s->other);
			break;
		default:
			break;
		}
		prev_link = link;
		link = &(*link)->next;
	}
}

void emit_reuse(struct pass *ps)
{
	struct reuse *r = xcalloc(1, sizeof(*r));

	reuse_walk(ps, &ps->k->body, r);
	free(r);
}
