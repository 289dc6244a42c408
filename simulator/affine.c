/*
 * affine.c - addresses as affine forms, and what they are aligned to
 * (emit_pass.h), for emit.c's sites and reuse.c's loads read once.
 *
 * An affine form is a constant plus integer multiples of "leaves" (the
 * sub-expressions that are not sums or multiples by a constant), with a
 * local's value substituted where one unconditional assignment before the
 * access in the same loop body gives it.  The alignment of an address is
 * the smallest power of two dividing each term, with every local's
 * alignment taken over all its assignments (a fixpoint), the array's base
 * included: a static __shared__ array is placed by the compiler (16-byte
 * aligned for it), a dynamic one and a pointer parameter only as their
 * element type says.
 */
#include "emit_pass.h"

#include <string.h>

int64_t low_bit(int64_t v)
{
	/* v and -v have the same lowest bit set; negated unsigned, as
	 * INT64_MIN (a hash's constant) has no positive */
	uint64_t u = (uint64_t)v;

	if (!u)
		return ALIGN_MAX;
	u &= -u;
	return u > (uint64_t)ALIGN_MAX ? ALIGN_MAX : (int64_t)u;
}

static int expr_equal(const struct ir_expr *a, const struct ir_expr *b)
{
	if (a == b)
		return 1;
	if (!a || !b || a->op != b->op || a->type != b->type)
		return 0;
	switch (a->op) {
	case IR_CONST:
		return a->value == b->value;
	case IR_SPECIAL: case IR_PARAM: case IR_LOCAL:
		return a->index == b->index;
	case IR_UNKNOWN:
		return 0;             /* two unknowns are not known to be equal */
	default:
		return expr_equal(a->a, b->a) && expr_equal(a->b, b->b) && expr_equal(a->c, b->c);
	}
}

/* ---- alignment ---------------------------------------------------------- */

/* The largest power of two known to divide every value e takes. */
static int64_t expr_align(const struct pass *ps, const struct ir_expr *e, int depth)
{
	int64_t x, y, v;

	if (!e || depth > 64)
		return 1;
	switch (e->op) {
	case IR_CONST:
		return low_bit(e->value);
	case IR_LOCAL:
		return e->index >= 0 && e->index < ps->nslots ? ps->slot_align[e->index] : 1;
	case IR_CAST: case IR_NEG: case IR_SHFL:
		return expr_align(ps, e->a, depth + 1);
	case IR_ADD: case IR_SUB: case IR_OR: case IR_XOR: case IR_MIN: case IR_MAX:
		return min64(expr_align(ps, e->a, depth + 1), expr_align(ps, e->b, depth + 1));
	case IR_COND:
		return min64(expr_align(ps, e->b, depth + 1), expr_align(ps, e->c, depth + 1));
	case IR_MUL:
		x = expr_align(ps, e->a, depth + 1);
		y = expr_align(ps, e->b, depth + 1);
		return x >= ALIGN_MAX / y ? ALIGN_MAX : x * y;
	case IR_AND:
		x = expr_align(ps, e->a, depth + 1);
		y = expr_align(ps, e->b, depth + 1);
		return x > y ? x : y;
	case IR_SHL:
		if (ir_fold(e->b, &v) == 0 && v >= 0 && v < 20) {
			x = expr_align(ps, e->a, depth + 1);
			return x >= ALIGN_MAX >> v ? ALIGN_MAX : x << v;
		}
		return 1;
	case IR_REM:
		/* x - (x / y) * y: a multiple of what divides both */
		return min64(expr_align(ps, e->a, depth + 1), expr_align(ps, e->b, depth + 1));
	default:
		return 1;
	}
}

void align_assigns(struct pass *ps, const struct ir_stmt *s, int *changed)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && s->slot >= 0 && s->slot < ps->nslots) {
			int64_t a = expr_align(ps, s->expr, 0);
			if (a < ps->slot_align[s->slot]) {
				ps->slot_align[s->slot] = a;
				*changed = 1;
			}
		}
		align_assigns(ps, s->body, changed);
		align_assigns(ps, s->other, changed);
	}
}

/* The bytes the object's first element is known to be aligned to. */
int64_t base_align(const struct ir_kernel *k, const struct ir_access *acc)
{
	unsigned e;

	if (acc->space == SPACE_SHARED) {
		if (acc->object_index < 0 || acc->object_index >= k->nshared)
			return 1;
		if (!k->shared[acc->object_index].is_dynamic)
			return 16;
		e = k->shared[acc->object_index].elem_align;
	} else if (acc->space == SPACE_LOCAL) {
		/* nvcc aligns a local array it reads wide to 16 bytes (the
		 * PTX's `.local .align 16` depot, kernels/spill.cu) */
		return 16;
	} else {
		if (acc->object_index < 0 || acc->object_index >= k->nparams)
			return 1;
		e = k->params[acc->object_index].elem_align;
	}
	return e ? min64(low_bit(e), 16) : 1;
}

/* ---- affine forms ------------------------------------------------------- */

static int add_term(struct affine *f, const struct ir_expr *leaf, int64_t coef)
{
	int i;

	for (i = 0; i < f->n; i++)
		if (expr_equal(f->t[i].leaf, leaf)) {
			f->t[i].coef += coef;
			return 0;
		}
	if (f->n == MAX_TERMS)
		return -1;
	f->t[f->n].leaf = leaf;
	f->t[f->n++].coef = coef;
	return 0;
}

static int affine_of(struct affine *f, const struct pass *ps, const struct ir_expr *e,
		     int64_t scale, int depth);

/* A slot whose value is a copy of a leaf: that leaf, along the chain. */
static const struct ir_expr *copy_root(const struct pass *ps, const struct ir_expr *e)
{
	int n;

	for (n = 0; n < 16 && e->op == IR_LOCAL && e->index >= 0 && e->index < ps->nslots &&
		    ps->def[e->index]; n++) {
		const struct ir_expr *d = ps->def[e->index];
		while (d->op == IR_CAST && d->a && d->type == d->a->type)
			d = d->a;
		if (d->op != IR_LOCAL && d->op != IR_PARAM && d->op != IR_SPECIAL &&
		    d->op != IR_CONST)
			break;
		e = d;
	}
	return e;
}

/*
 * A term that is no affine form (`i * l.stride`, a product of two values
 * the kernel does not know), with each slot in it that holds a copy of
 * another leaf read as that leaf: a struct member copied through a
 * getter's result or a helper's frame (`l = t.layout()`, `l.stride`) is
 * the member it copies, and two loads of one address through either are
 * one term, one address.  Nodes are made in ps->A only where a leaf
 * changes; small terms only (EXPR_NODES).
 */
#define EXPR_NODES 64

static const struct ir_expr *resolve_copies(const struct pass *ps, const struct ir_expr *e,
					    int *budget)
{
	const struct ir_expr *a, *b, *c;
	struct ir_expr *n;

	if (!e || --*budget < 0)
		return e;
	if (e->op == IR_LOCAL)
		return copy_root(ps, e);
	if (e->op == IR_CONST || e->op == IR_PARAM || e->op == IR_SPECIAL || e->op == IR_UNKNOWN)
		return e;
	a = resolve_copies(ps, e->a, budget);
	b = resolve_copies(ps, e->b, budget);
	c = resolve_copies(ps, e->c, budget);
	if (*budget < 0 || (a == e->a && b == e->b && c == e->c))
		return e;
	n = arena_alloc(ps->A, sizeof(*n));
	*n = *e;
	n->a = (struct ir_expr *)a;
	n->b = (struct ir_expr *)b;
	n->c = (struct ir_expr *)c;
	return n;
}

static const struct ir_expr *copies_resolved(const struct pass *ps, const struct ir_expr *e)
{
	int budget = EXPR_NODES;
	const struct ir_expr *r = resolve_copies(ps, e, &budget);

	return budget < 0 ? e : r;
}

/*
 * e's value where it is one number: a constant, or an affine form with
 * no terms once the slots' values are put in (`i * l.stride` where a
 * copy of a struct member set l.stride = 2 is i * 2, as it is where the
 * member is read itself).  0 and *v, else -1.
 */
static int constant_of(const struct pass *ps, const struct ir_expr *e, int64_t *v, int depth)
{
	struct affine g;
	int i;

	if (ir_fold(e, v) == 0)
		return 0;
	memset(&g, 0, sizeof(g));
	if (affine_of(&g, ps, e, 1, depth + 1) < 0)
		return -1;
	for (i = 0; i < g.n; i++)
		if (g.t[i].coef)
			return -1;
	*v = g.c;
	return 0;
}

static int affine_of(struct affine *f, const struct pass *ps, const struct ir_expr *e,
		     int64_t scale, int depth)
{
	int64_t v;

	if (!e || depth > 32)
		return -1;
	switch (e->op) {
	case IR_CONST:
		f->c += scale * e->value;
		return 0;
	case IR_CAST:
		return affine_of(f, ps, e->a, scale, depth + 1);
	case IR_NEG:
		return affine_of(f, ps, e->a, -scale, depth + 1);
	case IR_ADD:
		if (affine_of(f, ps, e->a, scale, depth + 1) < 0)
			return -1;
		return affine_of(f, ps, e->b, scale, depth + 1);
	case IR_SUB:
		if (affine_of(f, ps, e->a, scale, depth + 1) < 0)
			return -1;
		return affine_of(f, ps, e->b, -scale, depth + 1);
	case IR_MUL:
		if (constant_of(ps, e->a, &v, depth) == 0)
			return affine_of(f, ps, e->b, scale * v, depth + 1);
		if (constant_of(ps, e->b, &v, depth) == 0)
			return affine_of(f, ps, e->a, scale * v, depth + 1);
		break;
	case IR_SHL:
		if (constant_of(ps, e->b, &v, depth) == 0 && v >= 0 && v < 32)
			return affine_of(f, ps, e->a, scale * ((int64_t)1 << v), depth + 1);
		break;
	case IR_LOCAL:
		if (e->index >= 0 && e->index < ps->nslots && ps->def[e->index])
			return affine_of(f, ps, ps->def[e->index], scale, depth + 1);
		break;
	default:
		break;
	}
	return add_term(f, copies_resolved(ps, e), scale);
}

/* *f = the affine form of e; -1 when it is not one (too many terms). */
int affine_form(struct affine *f, const struct pass *ps, const struct ir_expr *e)
{
	memset(f, 0, sizeof(*f));
	return affine_of(f, ps, e, 1, 0);
}

/* The alignment of every part of f but the term of slot `skip` (-1: none). */
int64_t affine_align(const struct pass *ps, const struct affine *f, int skip)
{
	int64_t a = low_bit(f->c);
	int i;

	for (i = 0; i < f->n; i++) {
		int64_t la, ca;
		if (!f->t[i].coef)
			continue;
		if (skip >= 0 && f->t[i].leaf->op == IR_LOCAL && f->t[i].leaf->index == skip)
			continue;
		la = expr_align(ps, f->t[i].leaf, 0);
		ca = low_bit(f->t[i].coef);
		a = min64(a, la >= ALIGN_MAX / ca ? ALIGN_MAX : la * ca);
	}
	return a;
}

/* The alignment of f's terms but its constant and the term of slot `skip`. */
int64_t affine_terms_align(const struct pass *ps, const struct affine *f, int skip)
{
	struct affine g = *f;

	g.c = 0;
	return affine_align(ps, &g, skip);
}

/* g - f, when every term cancels: the constant difference; else -1. */
int affine_distance(const struct affine *f, const struct affine *g, int64_t *out)
{
	struct affine d = *g;
	int i;

	for (i = 0; i < f->n; i++)
		if (add_term(&d, f->t[i].leaf, -f->t[i].coef) < 0)
			return -1;
	for (i = 0; i < d.n; i++)
		if (d.t[i].coef)
			return -1;
	*out = d.c - f->c;
	return 0;
}
