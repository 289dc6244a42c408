/*
 * plan.c - a kernel specialized to one launch (plan.h).
 *
 * One walk over the kernel's IR: parameters with values and the launch's
 * dimensions become constants and fold; every subexpression that depends
 * only on the thread index is classed "thread-only" and hoisted into a
 * slot of its own, which the replay computes once per warp position and
 * reuses for every block.  A node that mixes thread-only parts with block
 * or loop state keeps its other parts in place.
 *
 * Invariant: the plan computes exactly the values the kernel's own tree
 * would; an operation whose result C leaves undefined is not folded here
 * but left to the replay, which reports it.
 */
#include "plan.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"


enum shape_class { CLASS_CONST, CLASS_THREAD, CLASS_OTHER };

static struct ir_expr *hoist(struct plan *p, struct ir_expr *e)
{
	struct ir_expr *slot;

	if (e->op == IR_SPECIAL || e->op == IR_CONST)
		return e;
	if (p->nhoisted == p->cap) {
		int cap = p->cap ? p->cap * 2 : 16;
		struct ir_expr **h = arena_alloc(&p->arena, (size_t)cap * sizeof(*h));
		if (p->nhoisted)
			memcpy(h, p->hoisted, (size_t)p->nhoisted * sizeof(*h));
		p->hoisted = h;
		p->cap = cap;
	}
	p->hoisted[p->nhoisted] = e;
	slot = ir_leaf(&p->arena, IR_LOCAL, e->type, p->nslots++);
	p->nhoisted++;
	return slot;
}

/*
 * e specialized to the launch: block and grid sizes and the parameters
 * given made constants, constant parts folded, the thread-only parts of
 * a node that mixes in block or loop state hoisted.  A node that none of
 * it changes is e itself, not a copy: a large kernel's plan shares most
 * of its nodes with the kernel (scrypt's unrolled rounds, 16 instances,
 * copied whole, took a gigabyte).  Nothing writes to a plan's nodes.
 */
static struct ir_expr *specialize(struct plan *p, const struct ir_expr *e,
				  enum shape_class *cls)
{
	struct ir_expr *kid[3] = { e->a, e->b, e->c }, *n;
	struct ir_expr *same = (struct ir_expr *)e;   /* shared, never written */
	enum shape_class kc[3] = { CLASS_CONST, CLASS_CONST, CLASS_CONST };
	int64_t v;
	int i, thread = 0, other = 0, changed = 0;

	switch (e->op) {
	case IR_CONST:
		*cls = CLASS_CONST;
		return same;
	case IR_PARAM: {
		const struct ir_param *prm = &p->k->params[e->index];
		if (launch_param_value(p->l, prm, &v) == 0) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, v);
		}
		*cls = CLASS_OTHER;
		return same;
	}
	case IR_SPECIAL:
		if (e->index >= SP_NTID_X && e->index <= SP_NTID_Z) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, p->l->block[e->index - SP_NTID_X]);
		}
		if (e->index >= SP_NCTAID_X && e->index <= SP_NCTAID_Z) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, p->l->grid[e->index - SP_NCTAID_X]);
		}
		if (e->index == SP_WARPSIZE) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, WARP_SIZE);
		}
		*cls = (e->index <= SP_TID_Z || e->index == SP_LANEID) ? CLASS_THREAD
								       : CLASS_OTHER;
		return same;
	case IR_LOCAL: case IR_UNKNOWN:
		*cls = CLASS_OTHER;
		return same;
	default:
		break;
	}
	for (i = 0; i < 3; i++) {
		struct ir_expr *was = kid[i];
		if (!was)
			continue;
		kid[i] = specialize(p, was, &kc[i]);
		changed |= kid[i] != was;
		thread |= kc[i] == CLASS_THREAD;
		other |= kc[i] == CLASS_OTHER;
	}
	if (!thread && !other) {
		struct ir_expr folded = *e;
		folded.a = kid[0];
		folded.b = kid[1];
		folded.c = kid[2];
		if (ir_fold(&folded, &v) == 0) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, v);
		}
		*cls = CLASS_OTHER;   /* undefined arithmetic: leave it to eval */
	} else if (!other) {
		*cls = CLASS_THREAD;
	} else {
		/* this node mixes in block or loop state: hoist its
		 * thread-only parts */
		*cls = CLASS_OTHER;
		for (i = 0; i < 3; i++)
			if (kid[i] && kc[i] == CLASS_THREAD) {
				kid[i] = hoist(p, kid[i]);
				changed = 1;
			}
	}
	if (!changed)
		return same;
	n = arena_alloc(&p->arena, sizeof(*n));
	*n = *e;
	n->a = kid[0];
	n->b = kid[1];
	n->c = kid[2];
	return n;
}

static struct ir_expr *specialize_top(struct plan *p, const struct ir_expr *e)
{
	enum shape_class cls;
	struct ir_expr *n;

	if (!e)
		return NULL;
	n = specialize(p, e, &cls);
	return cls == CLASS_THREAD ? hoist(p, n) : n;
}

static struct ir_stmt *specialize_stmts(struct plan *p, const struct ir_stmt *s)
{
	struct ir_stmt *head = NULL, **tail = &head;

	for (; s; s = s->next) {
		struct ir_stmt *n = arena_alloc(&p->arena, sizeof(*n));
		*n = *s;
		n->next = NULL;
		n->expr = specialize_top(p, s->expr);
		n->body = specialize_stmts(p, s->body);
		n->other = specialize_stmts(p, s->other);
		*tail = n;
		tail = &n->next;
	}
	return head;
}

void plan_init(struct plan *p, const struct ir_kernel *k, const struct launch *l)
{
	memset(p, 0, sizeof(*p));
	arena_init(&p->arena, 0);
	p->k = k;
	p->l = l;
	p->nslots = k->nlocals;
	p->body = specialize_stmts(p, k->body);
}

void plan_release(struct plan *p)
{
	arena_release(&p->arena);
}

/* ---- alike in every warp -------------------------------------------------- */

struct alike {
	const struct launch *l;
	const struct ir_expr **def;   /* a local's one assignment, or NULL */
	unsigned char *varies;        /* a local differs between warps */
};

/* e = a * threadIdx.x + (something every warp has alike): *a; 0 or -1. */
static int lane_linear(const struct alike *w, const struct ir_expr *e, int64_t *a, int depth);

static int varies(const struct alike *w, const struct ir_expr *e, int depth)
{
	int64_t a, c;

	if (!e)
		return 0;
	if (depth > 64)
		return 1;
	switch (e->op) {
	case IR_CONST: case IR_PARAM:
		return 0;
	case IR_UNKNOWN:
		return 1;
	case IR_LOCAL:
		return w->varies[e->index];
	case IR_SPECIAL: {
		uint64_t x = w->l->block[0], y = w->l->block[1], z = w->l->block[2];
		switch (e->index) {
		case SP_TID_X: return x > 32;
		case SP_TID_Y: return y > 1 && x * y > 32;
		case SP_TID_Z: return z > 1 && x * y * z > 32;
		default:       return 0;     /* lane, block and launch values */
		}
	}
	case IR_REM: case IR_AND:
		/* threadIdx.x wrapped by a divisor of 32 a: alike in every warp
		 * when warps start at multiples of 32 threads along x */
		if (ir_fold(e->b, &c) == 0 && c > 0 && w->l->block[0] % 32 == 0 &&
		    lane_linear(w, e->a, &a, depth + 1) == 0 && a > -(INT64_MAX / 32) &&
		    a < INT64_MAX / 32) {
			int64_t span = 32 * (a < 0 ? -a : a);
			if (e->op == IR_REM && span % c == 0)
				return 0;
			if (e->op == IR_AND && !((c + 1) & c) && span % (c + 1) == 0)
				return 0;
		}
		break;
	default:
		break;
	}
	return varies(w, e->a, depth + 1) || varies(w, e->b, depth + 1) ||
	       varies(w, e->c, depth + 1);
}

static int lane_linear(const struct alike *w, const struct ir_expr *e, int64_t *a, int depth)
{
	int64_t x, y, k;

	if (!e || depth > 64)
		return -1;
	switch (e->op) {
	case IR_SPECIAL:
		if (e->index == SP_TID_X) {
			*a = 1;
			return 0;
		}
		break;
	case IR_CAST:
		return lane_linear(w, e->a, a, depth + 1);
	case IR_LOCAL:
		if (w->def[e->index])
			return lane_linear(w, w->def[e->index], a, depth + 1);
		break;
	case IR_ADD: case IR_SUB:
		if (lane_linear(w, e->a, &x, depth + 1) < 0)
			x = 0;
		else if (!varies(w, e->b, depth + 1)) {
			*a = x;
			return 0;
		}
		if (lane_linear(w, e->b, &y, depth + 1) == 0 && !x && !varies(w, e->a, depth + 1)) {
			*a = e->op == IR_SUB ? -y : y;
			return 0;
		}
		return -1;
	case IR_MUL:
		if (ir_fold(e->b, &k) == 0 && lane_linear(w, e->a, &x, depth + 1) == 0) {
			*a = x * k;
			return 0;
		}
		if (ir_fold(e->a, &k) == 0 && lane_linear(w, e->b, &x, depth + 1) == 0) {
			*a = x * k;
			return 0;
		}
		return -1;
	case IR_SHL:
		if (ir_fold(e->b, &k) == 0 && k >= 0 && k < 32 &&
		    lane_linear(w, e->a, &x, depth + 1) == 0) {
			*a = x << k;
			return 0;
		}
		return -1;
	default:
		break;
	}
	if (!varies(w, e, depth + 1)) {
		*a = 0;
		return 0;
	}
	return -1;
}

/* Marks the locals some assignment of which differs between warps. */
static int mark(const struct alike *w, const struct ir_stmt *s)
{
	int changed = 0;

	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && !w->varies[s->slot] && varies(w, s->expr, 0))
			w->varies[s->slot] = 1, changed = 1;
		changed |= mark(w, s->body);
		changed |= mark(w, s->other);
	}
	return changed;
}

int plan_alike_in_every_warp(const struct ir_kernel *k, const struct ir_expr *e,
			     const struct launch *l)
{
	struct alike w;
	unsigned char *seen;
	int alike;

	w.l = l;
	w.def = xcalloc((size_t)k->nlocals + 1, sizeof(*w.def));
	w.varies = xcalloc((size_t)k->nlocals + 1, 1);
	seen = xcalloc((size_t)k->nlocals + 1, 1);
	ir_single_assignments(k->body, w.def, seen);
	while (mark(&w, k->body))
		;
	alike = !varies(&w, e, 0);
	free(w.def);
	free(w.varies);
	free(seen);
	return alike;
}

/* ---- each thread's part of an address ------------------------------------ */

struct by_thread {
	struct alike alike;
	const struct ir_kernel *k;
	int64_t tid[3];
	unsigned lane;
	long budget;                  /* nodes left to visit for one thread */
};

/*
 * e's value in the thread `b->tid`, where e reads only the thread index,
 * the launch's shape, parameters the launch gives and locals assigned
 * once from such: 0, or -1.  Follows ir_fold's rules.
 */
static int thread_value(struct by_thread *b, const struct ir_expr *e, int64_t *out, int depth)
{
	const struct launch *l = b->alike.l;
	int64_t x, y, z;

	if (!e || depth > 64 || --b->budget < 0)
		return -1;
	switch (e->op) {
	case IR_CONST:
		*out = e->value;
		return 0;
	case IR_PARAM: {
		const struct ir_param *prm = &b->k->params[e->index];
		if (launch_param_value(l, prm, out) < 0)
			return -1;
		return 0;
	}
	case IR_SPECIAL:
		if (e->index <= SP_TID_Z)
			*out = b->tid[e->index - SP_TID_X];
		else if (e->index >= SP_NTID_X && e->index <= SP_NTID_Z)
			*out = l->block[e->index - SP_NTID_X];
		else if (e->index >= SP_NCTAID_X && e->index <= SP_NCTAID_Z)
			*out = l->grid[e->index - SP_NCTAID_X];
		else if (e->index == SP_LANEID)
			*out = b->lane;
		else if (e->index == SP_WARPSIZE)
			*out = WARP_SIZE;
		else
			return -1;
		return 0;
	case IR_LOCAL:
		return b->alike.def[e->index] ? thread_value(b, b->alike.def[e->index], out, depth + 1)
					       : -1;
	case IR_UNKNOWN: case IR_WARP_OR: case IR_SHFL:
		return -1;
	case IR_COND:
		if (thread_value(b, e->a, &x, depth + 1) < 0)
			return -1;
		return thread_value(b, x ? e->b : e->c, out, depth + 1);
	case IR_NEG: case IR_NOT: case IR_LNOT: case IR_CAST:
	case IR_FFS: case IR_POPC: case IR_CLZ: case IR_BREV:
		if (thread_value(b, e->a, &x, depth + 1) < 0)
			return -1;
		if (ir_op_bits(e->op)) {
			if (ir_eval_op(e->op, e->a->type, x, 0, &z) < 0)
				return -1;
			*out = ctype_wrap(e->type, z);
			return 0;
		}
		return ir_eval_op(e->op, e->op == IR_LNOT ? e->a->type : e->type, x, 0, out);
	default:
		if (thread_value(b, e->a, &x, depth + 1) < 0 ||
		    thread_value(b, e->b, &y, depth + 1) < 0)
			return -1;
		if (e->op >= IR_LT && e->op <= IR_NE)
			return ir_eval_op(e->op, e->a->type, x, y, out);
		return ir_eval_op(e->op, e->type, x, y, out);
	}
}

/* Does e read the thread index (through locals assigned once)? */
static int reads_thread(const struct alike *w, const struct ir_expr *e, int depth)
{
	if (!e)
		return 0;
	if (depth > 64)
		return 1;
	if (e->op == IR_SPECIAL)
		return e->index <= SP_TID_Z || e->index == SP_LANEID || e->index == SP_ACTIVEMASK;
	if (e->op == IR_LOCAL)
		return w->def[e->index] ? reads_thread(w, w->def[e->index], depth + 1)
					: w->varies[e->index];
	return reads_thread(w, e->a, depth + 1) || reads_thread(w, e->b, depth + 1) ||
	       reads_thread(w, e->c, depth + 1);
}

/*
 * e = (a part thread_value knows) + (a part alike in every warp), added,
 * subtracted, widened or scaled by a constant: the first part's value in
 * thread b->tid; the second, the same in every warp of a block, moves
 * every warp's address alike and is left out.  0, or -1.
 */
static int thread_part(struct by_thread *b, const struct ir_expr *e, int64_t *out, int depth)
{
	int64_t x, y;
	long budget = b->budget;

	if (!e || depth > 64)
		return -1;
	if (thread_value(b, e, out, depth) == 0)
		return 0;
	b->budget = budget - 1;
	if (b->budget < 0)
		return -1;
	if (!varies(&b->alike, e, 0)) {
		*out = 0;
		return 0;
	}
	switch (e->op) {
	case IR_ADD: case IR_SUB:
		if (thread_part(b, e->a, &x, depth + 1) < 0 ||
		    thread_part(b, e->b, &y, depth + 1) < 0)
			return -1;
		*out = e->op == IR_ADD ? x + y : x - y;
		return 0;
	case IR_CAST:
		if (ctype_bits(e->type) < ctype_bits(e->a->type))
			return -1;
		return thread_part(b, e->a, out, depth + 1);
	case IR_MUL: case IR_SHL: {
		const struct ir_expr *c = e->b, *v = e->a;
		if (e->op == IR_MUL && reads_thread(&b->alike, c, 0))
			c = e->a, v = e->b;
		if (reads_thread(&b->alike, c, 0) || thread_value(b, c, &y, depth + 1) < 0 ||
		    thread_part(b, v, &x, depth + 1) < 0)
			return -1;
		if (e->op == IR_SHL) {
			if (y < 0 || y > 62)
				return -1;
			y = (int64_t)1 << y;
		}
		*out = x * y;
		return 0;
	}
	case IR_LOCAL:
		if (b->alike.def[e->index])
			return thread_part(b, b->alike.def[e->index], out, depth + 1);
		return -1;
	default:
		return -1;
	}
}

int plan_thread_offsets(const struct ir_kernel *k, const struct ir_expr *e,
			const struct launch *l, int64_t *out)
{
	uint64_t threads = (uint64_t)l->block[0] * l->block[1] * l->block[2], i;
	struct by_thread b;
	unsigned char *seen;
	int rc = 0;

	memset(&b, 0, sizeof(b));
	b.k = k;
	b.alike.l = l;
	b.alike.def = xcalloc((size_t)k->nlocals + 1, sizeof(*b.alike.def));
	b.alike.varies = xcalloc((size_t)k->nlocals + 1, 1);
	seen = xcalloc((size_t)k->nlocals + 1, 1);
	ir_single_assignments(k->body, b.alike.def, seen);
	while (mark(&b.alike, k->body))
		;
	for (i = 0; i < threads && rc == 0; i++) {
		b.tid[0] = (int64_t)(i % l->block[0]);
		b.tid[1] = (int64_t)(i / l->block[0] % l->block[1]);
		b.tid[2] = (int64_t)(i / ((uint64_t)l->block[0] * l->block[1]));
		b.lane = (unsigned)(i % WARP_SIZE);
		b.budget = 100000;
		rc = thread_part(&b, e, &out[i], 0);
	}
	free(b.alike.def);
	free(b.alike.varies);
	free(seen);
	return rc;
}

/* Does e read the block index (thread: the thread's own index or lane),
 * through locals assigned once (a local assigned more than once, or a
 * value not known: taken to)? */
static int reads_index(const struct ir_expr **def, const struct ir_expr *e, int thread,
		       int depth)
{
	if (!e)
		return 0;
	if (depth > 64)
		return 1;
	if (e->op == IR_SPECIAL)
		return thread ? e->index <= SP_TID_Z || e->index == SP_LANEID ||
				e->index == SP_ACTIVEMASK
			      : e->index >= SP_CTAID_X && e->index <= SP_CTAID_Z;
	if (e->op == IR_LOCAL)
		return def[e->index] ? reads_index(def, def[e->index], thread, depth + 1) : 1;
	if (e->op == IR_UNKNOWN)
		return 1;
	return reads_index(def, e->a, thread, depth + 1) ||
	       reads_index(def, e->b, thread, depth + 1) ||
	       reads_index(def, e->c, thread, depth + 1);
}

static int same_in_every(const struct ir_kernel *k, const struct ir_expr *e, int thread)
{
	const struct ir_expr **def = xcalloc((size_t)k->nlocals + 1, sizeof(*def));
	unsigned char *seen = xcalloc((size_t)k->nlocals + 1, 1);
	int same;

	ir_single_assignments(k->body, def, seen);
	same = !reads_index(def, e, thread, 0);
	free(def);
	free(seen);
	return same;
}

int plan_same_in_every_block(const struct ir_kernel *k, const struct ir_expr *e)
{
	return same_in_every(k, e, 0);
}

int plan_same_in_every_lane(const struct ir_kernel *k, const struct ir_expr *e)
{
	return same_in_every(k, e, 1);
}

