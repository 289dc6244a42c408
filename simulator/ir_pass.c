/*
 * ir_pass.c - passes over the access IR that need no C syntax.
 *
 * Work: how much a branch guards, as nvcc would weigh predicating it.
 * Memory accesses count one each, a nested branch three, a loop more than
 * any predication (assignments are register work and are not counted,
 * nor are a thread's own arrays' accesses: they are registers unless
 * local.c finds otherwise, after this is weighed).
 *
 * Invariance: a loop condition's loads can be made once, before the loop,
 * as nvcc does, when the loop writes no global memory that could alias
 * them and nothing they read changes in it.  The slots each part writes
 * are marked in a set, and the condition's statements must read none of
 * them.
 */
#include "ir_pass.h"

#include <string.h>

#include "alloc.h"
#include "hw.h"

#include <stdlib.h>

int ir_pass_work(const struct ir_stmt *s)
{
	int n = 0;

	for (; s; s = s->next) {
		/* a thread's own array: registers or local memory, which
		 * local.c decides later; not weighed */
		if (s->kind == ST_ACCESS && s->access->space != SPACE_LOCAL)
			n++;
		else if (s->kind == ST_IF)
			n += hw_nvcc.work_branch + ir_pass_work(s->body) + ir_pass_work(s->other);
		else if (s->kind == ST_LOOP)
			n += hw_nvcc.work_loop + ir_pass_work(s->body);
	}
	return n;
}

/* Does e read a local slot marked in `set`? */
static int reads_slot(const struct ir_expr *e, const unsigned char *set, int nset)
{
	if (!e)
		return 0;
	if (e->op == IR_LOCAL)
		return e->index < nset && set[e->index];
	if (e->op == IR_CONST || e->op == IR_SPECIAL || e->op == IR_PARAM)
		return 0;
	return reads_slot(e->a, set, nset) || reads_slot(e->b, set, nset) ||
	       reads_slot(e->c, set, nset);
}

/* Marks the slots s assigns; says whether it writes global memory. */
static int writes(const struct ir_stmt *s, unsigned char *set, int nset)
{
	int global = 0;

	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && s->slot < nset)
			set[s->slot] = 1;
		if (s->kind == ST_ACCESS && s->access->op != OP_LOAD &&
		    s->access->space == SPACE_GLOBAL)
			global = 1;
		global |= writes(s->body, set, nset);
		global |= writes(s->other, set, nset);
	}
	return global;
}

int ir_pass_invariant(const struct ir_stmt *pre, const struct ir_stmt *body,
		      const struct ir_stmt *step, int nslots)
{
	int nset = nslots, ok = 1;
	const struct ir_stmt *p;
	unsigned char *set;

	for (p = pre; p; p = p->next)
		if (p->kind != ST_ACCESS && p->kind != ST_ASSIGN && p->kind != ST_WORK)
			return 0;
	set = xcalloc((size_t)nset + 1, 1);
	/* what the loop changes, and what the condition itself changes (an
	 * i++ in it must happen at every test) */
	if (writes(body, set, nset) || writes(step, set, nset) || writes(pre, set, nset))
		ok = 0;
	for (p = pre; p && ok; p = p->next) {
		if (p->kind == ST_ACCESS && p->access->space != SPACE_LOCAL &&
		    (p->access->op != OP_LOAD || reads_slot(p->expr, set, nset)))
			ok = 0;
		if (p->kind == ST_ASSIGN && reads_slot(p->expr, set, nset))
			ok = 0;
	}
	free(set);
	return ok;
}

/* Nothing after s but assignments and returns: the lanes are done. */
static int nothing_after(const struct ir_stmt *s)
{
	for (; s; s = s->next)
		if (s->kind != ST_ASSIGN && s->kind != ST_RETURN)
			return 0;
	return 1;
}

void ir_pass_exits(struct ir_stmt *body)
{
	struct ir_stmt *s;

	for (s = body; s; s = s->next) {
		if (s->kind != ST_IF || !s->branch || s->branch->kind != BRANCH_IF || s->other)
			continue;
		if (s->body && s->body->kind == ST_RETURN)
			s->branch->exits = 1;          /* if (c) return; */
		else if (nothing_after(s->next)) {
			s->branch->exits = 1;          /* the guard the kernel ends in */
			ir_pass_exits(s->body);
		}
	}
}

struct deps {
	int param;                /* the parameter followed */
	uint64_t bit;             /* what its uses are marked with */
	unsigned char *slots;     /* a local slot set from the parameters */
	uint64_t *access, *branch;
	int nslots, changed;
};

static int expr_deps(const struct deps *d, const struct ir_expr *e)
{
	if (!e)
		return 0;
	switch (e->op) {
	case IR_PARAM:
		return e->index == d->param;
	case IR_LOCAL:
		return e->index >= 0 && e->index < d->nslots && d->slots[e->index];
	case IR_CONST:
	case IR_SPECIAL:
		return 0;
	default:
		/* an unknown's a: where it was read (ir.h) */
		return expr_deps(d, e->a) || expr_deps(d, e->b) || expr_deps(d, e->c);
	}
}

static void stmts_deps(struct deps *d, const struct ir_stmt *s, int outer)
{
	for (; s; s = s->next) {
		int on = outer || expr_deps(d, s->expr);

		switch (s->kind) {
		case ST_ASSIGN:
			if (on && s->slot >= 0 && s->slot < d->nslots && !d->slots[s->slot]) {
				d->slots[s->slot] = 1;
				d->changed = 1;
			}
			break;
		case ST_ACCESS:
			if (on)
				d->access[s->access->id] |= d->bit;
			break;
		case ST_IF:
		case ST_LOOP:
			if (on && s->branch)
				d->branch[s->branch->id] |= d->bit;
			stmts_deps(d, s->body, on);
			stmts_deps(d, s->other, on);
			break;
		default:
			break;
		}
	}
}

void ir_pass_param_deps(const struct ir_kernel *k, uint64_t bits, const int *param,
			uint64_t *access, uint64_t *branch)
{
	struct deps d = { -1, 0, NULL, access, branch, k->nlocals, 0 };
	int i;

	d.slots = xcalloc((size_t)k->nlocals + 1, 1);
	for (i = 0; i < 64; i++) {
		if (!(bits >> i & 1))
			continue;
		d.param = param[i];
		d.bit = 1ull << i;
		memset(d.slots, 0, (size_t)k->nlocals + 1);
		/* a slot set late in a loop is read early in its next round:
		 * again until nothing more is set */
		do {
			d.changed = 0;
			stmts_deps(&d, k->body, 0);
		} while (d.changed);
	}
	free(d.slots);
}

/* ---- shift counts ---------------------------------------------------- */

struct shifts {
	int param;
	unsigned char *slots;     /* a copy of the parameter (a cast of it) */
	int nslots, changed, found;
};

/* Is e the parameter, or a copy of it, cast or not? */
static int is_copy(const struct shifts *d, const struct ir_expr *e)
{
	while (e && e->op == IR_CAST)
		e = e->a;
	if (!e)
		return 0;
	if (e->op == IR_PARAM)
		return e->index == d->param;
	return e->op == IR_LOCAL && e->index >= 0 && e->index < d->nslots && d->slots[e->index];
}

static void expr_shifts(struct shifts *d, const struct ir_expr *e)
{
	if (!e || d->found)
		return;
	if ((e->op == IR_SHL || e->op == IR_SHR) && is_copy(d, e->b))
		d->found = 1;
	expr_shifts(d, e->a);
	expr_shifts(d, e->b);
	expr_shifts(d, e->c);
}

static void stmts_shifts(struct shifts *d, const struct ir_stmt *s)
{
	for (; s && !d->found; s = s->next) {
		expr_shifts(d, s->expr);
		if (s->kind == ST_ASSIGN && s->slot >= 0 && s->slot < d->nslots &&
		    !d->slots[s->slot] && is_copy(d, s->expr)) {
			d->slots[s->slot] = 1;
			d->changed = 1;
		}
		stmts_shifts(d, s->body);
		stmts_shifts(d, s->other);
	}
}

int ir_pass_shift_count(const struct ir_kernel *k, int param)
{
	struct shifts d = { param, NULL, k->nlocals, 0, 0 };

	d.slots = xcalloc((size_t)k->nlocals + 1, 1);
	do {
		d.changed = 0;
		stmts_shifts(&d, k->body);
	} while (d.changed && !d.found);
	free(d.slots);
	return d.found;
}

struct consts {
	int *count;                /* a slot's assignments */
	const struct ir_stmt **def;   /* its one, a declaration's */
	int64_t *value;
	unsigned char *known;
	int n;
};

static void count_assigns(struct consts *c, const struct ir_stmt *s)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && s->slot >= 0 && s->slot < c->n) {
			c->count[s->slot]++;
			c->def[s->slot] = s;
		}
		count_assigns(c, s->body);
		count_assigns(c, s->other);
	}
}

/* e's value with the known locals' values, as ir_fold; -1 where it has none. */
static int fold_with(const struct consts *c, const struct ir_expr *e, int64_t *out)
{
	int64_t x, y;

	if (e->op == IR_LOCAL) {
		if (e->index < 0 || e->index >= c->n || !c->known[e->index])
			return -1;
		*out = c->value[e->index];
		return 0;
	}
	if (e->op == IR_CONST || !e->a || e->op == IR_COND || e->op == IR_UNKNOWN ||
	    e->op == IR_SPECIAL || e->op == IR_PARAM)
		return ir_fold(e, out);
	if (fold_with(c, e->a, &x) < 0 || (e->b && fold_with(c, e->b, &y) < 0))
		return -1;
	{
		/* the operands known: fold a copy of the node over constants */
		struct ir_expr n = *e, na = *e->a, nb;
		na.op = IR_CONST;
		na.value = x;
		na.a = na.b = na.c = NULL;
		n.a = &na;
		if (e->b) {
			nb = *e->b;
			nb.op = IR_CONST;
			nb.value = y;
			nb.a = nb.b = nb.c = NULL;
			n.b = &nb;
		}
		return ir_fold(&n, out);
	}
}

static void replace_reads(const struct consts *c, struct ir_expr *e, int depth)
{
	if (!e || depth > 256)
		return;
	if (e->op == IR_LOCAL) {
		if (e->index >= 0 && e->index < c->n && c->known[e->index]) {
			e->op = IR_CONST;
			e->value = ctype_wrap(e->type, c->value[e->index]);
		}
		return;
	}
	replace_reads(c, e->a, depth + 1);
	replace_reads(c, e->b, depth + 1);
	replace_reads(c, e->c, depth + 1);
}

/* Marks the accesses of a dropped list: none of them ever runs. */
static void mark_never_runs(struct ir_stmt *s)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access)
			s->access->never_runs = 1;
		mark_never_runs(s->body);
		mark_never_runs(s->other);
	}
}

/* Drops the side of each `if` that a constant condition never takes. */
static void prune_dead(struct ir_stmt *s)
{
	int64_t taken;

	for (; s; s = s->next) {
		if (s->kind == ST_IF && s->expr && ir_fold(s->expr, &taken) == 0) {
			mark_never_runs(taken ? s->other : s->body);
			if (taken)
				s->other = NULL;
			else
				s->body = NULL;
		}
		prune_dead(s->body);
		prune_dead(s->other);
	}
}

static void replace_stmts(const struct consts *c, struct ir_stmt *s)
{
	for (; s; s = s->next) {
		replace_reads(c, s->expr, 0);
		replace_stmts(c, s->body);
		replace_stmts(c, s->other);
	}
}

void ir_pass_const_locals(struct ir_kernel *k)
{
	struct consts c = { 0 };
	int i, changed = 1, any = 0;

	if (k->nlocals <= 0)
		return;
	c.n = k->nlocals;
	c.count = xcalloc((size_t)c.n, sizeof(*c.count));
	c.def = xcalloc((size_t)c.n, sizeof(*c.def));
	c.value = xcalloc((size_t)c.n, sizeof(*c.value));
	c.known = xcalloc((size_t)c.n, 1);
	count_assigns(&c, k->body);
	/* a constant may rest on another (`a = 128 / 8; s = a * 2;`) */
	while (changed) {
		changed = 0;
		for (i = 0; i < c.n; i++) {
			int64_t v;
			if (c.known[i] || c.count[i] != 1 || !c.def[i]->declares || !c.def[i]->expr ||
			    fold_with(&c, c.def[i]->expr, &v) < 0)
				continue;
			c.value[i] = ctype_wrap(c.def[i]->expr->type, v);
			c.known[i] = 1;
			changed = any = 1;
		}
	}
	if (any)
		replace_stmts(&c, k->body);
	prune_dead(k->body);
	free(c.count);
	free(c.def);
	free(c.value);
	free(c.known);
}
