/*
 * param_tables.c - tables a kernel is given by value: arrays in its
 * struct parameter (`tl.addresses[0][loc]`, `tl.sizes[loc]`), read in
 * place or through a pointer a helper is handed (`params.pair_datas` as
 * a `void **`).  The struct is in the kernel's parameter space: an
 * element read at one index for the warp is one value for every lane,
 * with no memory request (memory.c reads a pointer found there as an
 * allocation of its own).
 */
#include "fe.h"

/* Is `at` a member of the kernel's struct by value (`.` only: `p->arr`
 * is memory p points to), or of a struct in it? */
static int kernel_struct_member(struct fe *fe, CXCursor at)
{
	CXCursor kids[1], base;

	if (clang_getCursorKind(at) != CXCursor_MemberRefExpr)
		return 0;
	for (base = at; clang_getCursorKind(base) == CXCursor_MemberRefExpr;) {
		if (cx_children(base, kids, 1) != 1 || cx_is_pointer(clang_getCursorType(kids[0])))
			return 0;
		base = cx_strip(kids[0]);
	}
	return clang_getCursorKind(base) == CXCursor_DeclRefExpr &&
	       !clang_Cursor_isNull(scope_kernel_struct(fe, clang_getCursorReferenced(base)));
}

/*
 * Is c (casts aside) an array in the kernel's struct by value, or a row
 * of one (`params.pair_datas`, `tl.addresses[0]`), which a pointer bound
 * to it indexes?
 */
static int param_table(struct fe *fe, CXCursor c)
{
	CXCursor at = cx_strip(c), kids[2];

	if (!cx_is_array(cx_canon(clang_getCursorType(at))))
		return 0;
	while (clang_getCursorKind(at) == CXCursor_ArraySubscriptExpr) {
		if (cx_children(at, kids, 2) != 2 || !cx_is_array(cx_canon(clang_getCursorType(cx_strip(kids[0])))))
			return 0;
		at = cx_strip(kids[0]);
	}
	return kernel_struct_member(fe, at);
}

/*
 * Pointer local li (decl, in function fn), set to init, which points at
 * *p: where init is an array of the kernel's struct by value (in
 * registers as a whole: the thread's own, or no object) or a pointer
 * bound to one, and fn never assigns the pointer, `li[i]` is that
 * array's element i (memory_param_index).
 */
void memory_bind_table(struct fe *fe, int li, CXCursor fn, CXCursor decl, CXCursor init,
		       const struct ptr *p)
{
	struct local bound;

	if ((p->kind != OBJ_NONE && p->kind != OBJ_LOCAL) || cx_stored_within(fn, decl))
		return;
	if (param_table(fe, init)) {
		fe->kn->locals[li].table_bound = 1;
		fe->kn->locals[li].table = cx_strip(init);
	} else if (clang_getCursorKind(cx_strip(init)) == CXCursor_DeclRefExpr &&
		   expr_local_of(fe, init, &bound) >= 0 && bound.table_bound) {
		/* handed on by a helper bound to one */
		fe->kn->locals[li].table_bound = 1;
		fe->kn->locals[li].table = bound.table;
	}
}

/*
 * s, an element of an array in a struct the kernel takes by value
 * (`tl.sizes[loc]`, `tl.addresses[0][loc]`, also through a helper's
 * copy or reference): the element's number in the array, row-major, as
 * an IR expression, or NULL when s is not one.  Such a struct is in the
 * kernel's parameter space, the same for every thread: an element is one
 * value for every lane whose index is one number (sim.c).
 */
struct ir_expr *memory_param_index(struct fe *fe, CXCursor s)
{
	CXCursor at = cx_strip(s), kids[2], idx[8], base;
	long long dims[8], stride = 1;
	struct ir_expr *n = NULL;
	struct local l;
	int depth = 0, i;

	while (clang_getCursorKind(at) == CXCursor_ArraySubscriptExpr && depth < 8) {
		CXType t;
		if (cx_children(at, kids, 2) != 2)
			return NULL;
		idx[depth] = kids[1];
		base = cx_strip(kids[0]);
		/* a helper's pointer bound to such an array: the array */
		if (depth == 0 && clang_getCursorKind(base) == CXCursor_DeclRefExpr &&
		    expr_local_of(fe, base, &l) >= 0 && l.table_bound)
			base = cx_strip(l.table);
		t = cx_canon(clang_getCursorType(base));
		if (!cx_is_array(t))
			return NULL;
		dims[depth++] = clang_getArraySize(t);
		at = base;
	}
	if (!depth || !kernel_struct_member(fe, at))
		return NULL;
	/* the innermost subscript moves by 1; each outer one by the
	 * elements of what it picks */
	for (i = 0; i < depth; i++) {
		struct ir_expr *x = ir_cast(fe->A, CT_I64, expr_lower(fe, idx[i]));
		x = ir_binary(fe->A, IR_MUL, CT_I64, x, ir_const(fe->A, CT_I64, stride));
		n = n ? ir_binary(fe->A, IR_ADD, CT_I64, n, x) : x;
		if (dims[i] > 0)
			stride *= dims[i];
	}
	return n;
}
