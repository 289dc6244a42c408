/*
 * arrays.c - the values of a thread's own small arrays of integers and
 * pointers.
 *
 * Hand-tuned GEMMs work out their addresses once, before the main loop,
 * into small arrays: `int a_sh_rd[4]` of shared offsets, `bool pred[4]`,
 * `const int4 *B_ptr[4]` of global pointers, then index them in unrolled
 * loops (`&sh[a_sh_rd[i]]`, `cp_async(..., B_ptr[i]); B_ptr[i] += step`).
 * Such an array of at most ARRAY_VALUES elements, its size a constant,
 * keeps each element in a local slot of its own.  An element is reached
 * by its byte offset in the array, as memory.c finds it for any access
 * to the array (the offset is a value the IR computes: the loop that
 * indexes it stays a loop), so a read is a choice among the slots by
 * that offset, and a write sets each slot to the value where the offset
 * is its own and keeps it elsewhere.  The array's accesses still count
 * for whether nvcc keeps it in registers (simulator/local.c).
 *
 * An array of pointers holds pointers into one object (its first store
 * names it, as a pointer local's does); a store into another makes every
 * element unknown.  Anything that writes the array other than a store to
 * an element by subscript (through a pointer to it, a cast, inline
 * assembly's outputs) makes its values unknown from there on
 * (arrays_clobber).
 */
#include "fe.h"

#include <string.h>

#define ARRAY_VALUES 16

/* The values of local array `index`, or NULL where they are not kept. */
static struct array_values *values_of(struct fe *fe, int index)
{
	struct fe_kernel *kn = fe->kn;

	if (index < 0 || index >= kn->nvalues || !kn->values[index].n)
		return NULL;
	return &kn->values[index];
}

static struct ir_expr *not_set(struct fe *fe, enum ctype t)
{
	return ir_unknown(fe->A, t, "index depends on an element of a local array that is not set");
}

/* Flattens a brace list into v[0..n), in order; the rest stay unset. */
static void initial_values(struct fe *fe, CXCursor init, struct ir_expr **v, int n, int *at)
{
	CXCursor kids[ARRAY_VALUES];
	int k, m;

	if (clang_getCursorKind(init) != CXCursor_InitListExpr) {
		if (*at < n)
			v[(*at)++] = expr_lower(fe, init);
		return;
	}
	m = cx_children(init, kids, ARRAY_VALUES);
	for (k = 0; k < m && *at < n; k++)
		initial_values(fe, cx_strip(kids[k]), v, n, at);
}

int arrays_declare(struct fe *fe, CXCursor d, int li, CXCursor init, int has_init)
{
	struct fe_kernel *kn = fe->kn;
	struct local l = scope_get(fe, li);
	CXType t = cx_canon(clang_getCursorType(d));
	struct array_values *a;
	struct ir_expr *v[ARRAY_VALUES];
	long long bytes = cx_size(t), elem;
	int n, k, at = 0, is_pointer;
	enum ctype ct;

	while (cx_is_array(t))
		t = cx_canon(clang_getArrayElementType(t));
	is_pointer = cx_is_pointer(t);
	elem = cx_size(t);
	if (l.kind != OBJ_FRAME || elem <= 0 || bytes <= 0 || bytes % elem)
		return 0;
	n = (int)(bytes / elem);
	ct = is_pointer ? CT_I64 : (enum ctype)cx_ctype(t);
	if (n > ARRAY_VALUES || (!is_pointer && cx_ctype(t) < 0))
		return 0;
	while (kn->nvalues <= l.index) {
		kn->values = arena_grow(fe->A, kn->values, sizeof(*kn->values), kn->nvalues,
					&kn->cap_values);
		memset(&kn->values[kn->nvalues++], 0, sizeof(*kn->values));
	}
	a = &kn->values[l.index];
	a->n = n;
	a->elem_bytes = elem;
	a->type = ct;
	a->is_pointer = is_pointer;
	a->unset = 1;
	a->kind = OBJ_NONE;
	a->first_slot = -1;
	for (k = 0; k < n; k++) {
		int slot = scope_new_slot(fe, arena_printf(fe->A, "%s[%d]", l.name, k));
		if (a->first_slot < 0)
			a->first_slot = slot;
		v[k] = NULL;
	}
	/* a brace list of integers: its values, the rest zero */
	if (has_init && !is_pointer) {
		initial_values(fe, cx_strip(init), v, n, &at);
		for (k = at; k < n; k++)
			v[k] = ir_const(fe->A, ct, 0);
	}
	for (k = 0; k < n; k++)
		scope_assign(fe, d, a->first_slot + k,
			     v[k] ? ir_cast(fe->A, ct, v[k]) : not_set(fe, ct));
	/* a brace list of pointers: where each points */
	if (has_init && is_pointer && clang_getCursorKind(cx_strip(init)) == CXCursor_InitListExpr) {
		CXCursor kids[ARRAY_VALUES];
		int m = cx_children(cx_strip(init), kids, ARRAY_VALUES);
		for (k = 0; k < m && k < n; k++) {
			struct ptr el, to;
			memset(&el, 0, sizeof(el));
			el.kind = OBJ_FRAME;
			el.index = l.index;
			el.offset = ir_const(fe->A, CT_I64, (int64_t)k * elem);
			memory_pointer(fe, kids[k], &to);
			arrays_store_pointer(fe, d, &el, &to);
		}
		return 1;
	}
	/* 1: the initializer is lowered here (its loads counted) */
	return has_init && !is_pointer;
}

/* slot = v, bookkeeping nvcc does not issue: the unrolled code names the register */
static void assign_register(struct fe *fe, CXCursor at, int slot, struct ir_expr *v)
{
	scope_assign(fe, at, slot, v)->registers_only = 1;
}

/*
 * Element `offset` (bytes) of a: its slot where the offset is a constant;
 * else a choice among its slots by the offset, held in a slot of its own
 * so that the statement that uses it is not costed for the choice.
 */
struct ir_expr *arrays_choose(struct fe *fe, enum ctype type, int first_slot, int n,
			      long long elem_bytes, struct ir_expr *offset)
{
	struct ir_expr *v = ir_unknown(fe->A, type,
				       "index depends on an element of a local array past its end");
	int k;

	if (offset->op == IR_CONST) {
		if (offset->value < 0 || offset->value % elem_bytes || offset->value / elem_bytes >= n)
			return v;
		return ir_leaf(fe->A, IR_LOCAL, type, first_slot + (int)(offset->value / elem_bytes));
	}
	for (k = n - 1; k >= 0; k--)
		v = ir_cond(fe->A, type,
			    ir_binary(fe->A, IR_EQ, CT_I32, offset,
				      ir_const(fe->A, CT_I64, (int64_t)k * elem_bytes)),
			    ir_leaf(fe->A, IR_LOCAL, type, first_slot + k), v);
	k = scope_new_slot(fe, "element");
	assign_register(fe, clang_getNullCursor(), k, v);
	return ir_leaf(fe->A, IR_LOCAL, type, k);
}

static struct ir_expr *element(struct fe *fe, const struct array_values *a, struct ir_expr *offset)
{
	return arrays_choose(fe, a->type, a->first_slot, a->n, a->elem_bytes, offset);
}

struct ir_expr *arrays_read(struct fe *fe, const struct ptr *p)
{
	const struct array_values *a = p->kind == OBJ_FRAME ? values_of(fe, p->index) : NULL;

	if (!a || a->is_pointer || !p->offset)
		return NULL;
	return element(fe, a, p->offset);
}

int arrays_pointer(struct fe *fe, const struct ptr *element_at, struct ptr *out)
{
	const struct array_values *a =
		element_at->kind == OBJ_FRAME ? values_of(fe, element_at->index) : NULL;

	if (!a || !a->is_pointer || !element_at->offset)
		return 0;
	memset(out, 0, sizeof(*out));
	out->kind = a->kind;
	out->index = a->index;
	if (a->kind == OBJ_NONE) {
		out->why = a->why ? a->why : "pointer is an element of a local array that is not set";
		return 1;
	}
	out->offset = element(fe, a, element_at->offset);
	return 1;
}

/* Sets element `offset` of a to v, at c. */
static void set_element(struct fe *fe, CXCursor c, const struct array_values *a,
			struct ir_expr *offset, struct ir_expr *v)
{
	int k;

	if (offset->op == IR_CONST) {
		if (offset->value >= 0 && offset->value % a->elem_bytes == 0 &&
		    offset->value / a->elem_bytes < a->n)
			assign_register(fe, c, a->first_slot + (int)(offset->value / a->elem_bytes), v);
		return;
	}
	for (k = 0; k < a->n; k++) {
		struct ir_expr *own = ir_leaf(fe->A, IR_LOCAL, a->type, a->first_slot + k);
		assign_register(fe, c, a->first_slot + k,
			     ir_cond(fe->A, a->type,
				     ir_binary(fe->A, IR_EQ, CT_I32, offset,
					       ir_const(fe->A, CT_I64, (int64_t)k * a->elem_bytes)),
				     v, own));
	}
}

int arrays_store(struct fe *fe, CXCursor c, const struct ptr *p, struct ir_expr *value)
{
	const struct array_values *a = p->kind == OBJ_FRAME ? values_of(fe, p->index) : NULL;

	if (!a || a->is_pointer || !p->offset)
		return 0;
	set_element(fe, c, a, p->offset, value ? ir_cast(fe->A, a->type, value)
					      : ir_unknown(fe->A, a->type, "index depends on a value loaded from memory"));
	return 1;
}

/* Every element of a unknown from c on, for why. */
static void lose_values(struct fe *fe, CXCursor c, const struct array_values *a, const char *why)
{
	int k;

	for (k = 0; k < a->n; k++)
		scope_assign(fe, c, a->first_slot + k, ir_unknown(fe->A, a->type, why));
}

int arrays_store_pointer(struct fe *fe, CXCursor c, const struct ptr *p, const struct ptr *to)
{
	struct array_values *a = p->kind == OBJ_FRAME ? values_of(fe, p->index) : NULL;

	if (!a || !a->is_pointer || !p->offset)
		return 0;
	if (a->unset && to->kind != OBJ_NONE) {
		a->kind = to->kind;
		a->index = to->index;
		a->unset = 0;
	}
	if (a->kind == OBJ_NONE)
		return 1;
	if (to->kind != a->kind || to->index != a->index || !to->offset) {
		/* into another object, or nowhere known: every element lost */
		a->why = to->kind == OBJ_NONE && to->why ? to->why
			: "pointer is an element of a local array whose elements point into more than one object";
		a->kind = OBJ_NONE;
		lose_values(fe, c, a, a->why);
		return 1;
	}
	set_element(fe, c, a, p->offset, to->offset);
	return 1;
}

void arrays_clobber(struct fe *fe, CXCursor c, int index)
{
	struct array_values *a = values_of(fe, index);

	if (!a)
		return;
	lose_values(fe, c, a,
		    "index depends on an element of a local array written through a pointer or by inline assembly");
	a->n = 0;   /* not kept from here on */
}

struct ir_expr *arrays_update(struct fe *fe, CXCursor c, const struct ptr *p, enum ir_op op,
			      struct ir_expr *value, CXType type)
{
	const struct array_values *a = p->kind == OBJ_FRAME ? values_of(fe, p->index) : NULL;
	struct ir_expr *old;
	struct ptr at, to;

	if (!a || !p->offset)
		return NULL;
	if (!a->is_pointer) {
		old = element(fe, a, p->offset);
		if (op != IR_ADD && op != IR_SUB && op != IR_MUL && op != IR_DIV && op != IR_REM &&
		    op != IR_SHL && op != IR_SHR && op != IR_AND && op != IR_OR && op != IR_XOR) {
			arrays_store(fe, c, p, NULL);
			return NULL;
		}
		arrays_store(fe, c, p, ir_binary(fe->A, op, a->type, old, ir_cast(fe->A, a->type, value)));
		return element(fe, a, p->offset);
	}
	/* p[i] += n on a pointer: n elements of what it points to */
	if (!arrays_pointer(fe, p, &at))
		return NULL;
	to = at;
	if (at.kind != OBJ_NONE && (op == IR_ADD || op == IR_SUB) &&
	    cx_pointee_size(type) > 0)
		to.offset = ir_binary(fe->A, op, CT_I64, at.offset,
				      expr_scaled(fe, value, cx_pointee_size(type)));
	else {
		to.kind = OBJ_NONE;
		to.why = "pointer variable does not lead to a kernel parameter or shared array";
	}
	arrays_store_pointer(fe, c, p, &to);
	return NULL;
}
