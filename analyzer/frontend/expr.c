/*
 * expr.c - expressions, lowered into IR expressions in C's evaluation
 * order.
 *
 * Every expression has a C integer type after the usual promotions, and
 * conversions are made explicit with IR_CAST.  An integer local reads its
 * slot; an assignment or ++ to one is an ST_ASSIGN; a read of memory is a
 * load (memory.c) whose value is unknown; the operands of `?:`, `&&` and
 * `||` are guarded by ST_IF, since only some lanes evaluate them.  A
 * pointer that leads to a kernel parameter or a shared array is not null
 * where it is tested.  Anything else is an IR_UNKNOWN with the reason, so the rest of the
 * kernel is still analyzed and the report can say why.
 */
#include "fe.h"

#include <string.h>

#include "../../simulator/simulator.h"

struct ir_expr *expr_unknown(struct fe *fe, const char *why)
{
	return ir_unknown(fe->A, CT_I32, why);
}

/* Is c, under parentheses and implicit casts, a floating-point product? */
static int is_fp_product(CXCursor c)
{
	CXCursor kids[MAX_CHILDREN];
	int n;

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(c);
		if (k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr)
			break;
		n = cx_children(c, kids, MAX_CHILDREN);
		if (n != 1)
			return 0;
		c = kids[0];
	}
	return clang_getCursorKind(c) == CXCursor_BinaryOperator &&
	       clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Mul &&
	       expr_fp_cost(clang_getCursorType(c)) > 0;
}

/* The work of `x op y` (or `x op= y`) on floating-point type t. */
static unsigned fp_op_work(enum CXBinaryOperatorKind k, CXType t, CXCursor x, CXCursor y)
{
	unsigned cost = expr_fp_cost(t);

	switch (k) {
	case CXBinaryOperator_Add: case CXBinaryOperator_Sub:
	case CXBinaryOperator_AddAssign: case CXBinaryOperator_SubAssign:
		return is_fp_product(x) || is_fp_product(y) ? 0 : cost;
	case CXBinaryOperator_Mul: case CXBinaryOperator_MulAssign:
		return cost;
	case CXBinaryOperator_Div: case CXBinaryOperator_DivAssign:
		return 10 * cost;   /* micro_math_div, IEEE by default: 10 */
	default:
		return 0;
	}
}

static struct ir_expr *to_i64(struct fe *fe, struct ir_expr *e)
{
	return ir_cast(fe->A, CT_I64, e);
}

struct ir_expr *expr_scaled(struct fe *fe, struct ir_expr *index, long long size)
{
	return ir_binary(fe->A, IR_MUL, CT_I64, to_i64(fe, index),
			 ir_const(fe->A, CT_I64, size));
}

static struct ir_expr *int_const(struct fe *fe, CXCursor c)
{
	int t = cx_ctype(clang_getCursorType(c));
	int64_t v;

	if (cx_fold(c, &v) < 0)
		return expr_unknown(fe, "constant could not be evaluated");
	return ir_const(fe->A, t < 0 ? CT_I32 : (enum ctype)t, v);
}

/* Applies `op` for `x op= y` or `x++` to the local l; returns the new value. */
static struct ir_expr *update_local(struct fe *fe, CXCursor at, struct local l,
				    enum ir_op op, struct ir_expr *y, CXType ltype)
{
	struct ir_expr *cur, *v;

	if (l.is_pointer) {
		/* an integer holding an address moves by bytes */
		long long elem = cx_is_pointer(ltype) ? cx_pointee_size(ltype) : 1;
		if (elem <= 0 || (op != IR_ADD && op != IR_SUB))
			return expr_unknown(fe, "pointer arithmetic is not modeled");
		cur = ir_leaf(fe->A, IR_LOCAL, CT_I64, l.slot);
		v = ir_binary(fe->A, op, CT_I64, cur, expr_scaled(fe, y, elem));
		scope_assign(fe, at, l.slot, v);
		return expr_unknown(fe, "pointer used as a number");
	} else {
		int lt = cx_ctype(ltype);
		enum ctype t;

		if (lt < 0)
			return expr_unknown(fe, "non-integer variable");
		t = op == IR_SHL || op == IR_SHR ? (enum ctype)lt
						 : ctype_common((enum ctype)lt, y->type);
		cur = ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l.slot);
		v = ir_binary(fe->A, op, t, ir_cast(fe->A, t, cur),
			      op == IR_SHL || op == IR_SHR ? y : ir_cast(fe->A, t, y));
		v = ir_cast(fe->A, (enum ctype)lt, v);
		/* `b += 1000` in a covered loop updates what `b = ...` set: an
		 * assumption names a value given, not every change to it */
		fe->kn->binding = 1;
		scope_assign(fe, at, l.slot, v);
		fe->kn->binding = 0;
		return ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l.slot);
	}
}

/* A variable in memory: __shared__, __device__ or __constant__. */
static int in_memory_var(CXCursor d)
{
	return clang_getCursorKind(d) == CXCursor_VarDecl &&
	       (cx_is_shared_var(d) || cx_has_attr(d, CXCursor_CUDADeviceAttr) ||
		cx_has_attr(d, CXCursor_CUDAConstantAttr));
}

/* Are a and b the same class, whatever their const and references? */
int expr_same_class(CXType a, CXType b)
{
	if (b.kind == CXType_LValueReference || b.kind == CXType_RValueReference)
		b = clang_getPointeeType(b);
	return clang_equalTypes(clang_getUnqualifiedType(cx_canon(a)),
				clang_getUnqualifiedType(cx_canon(b)));
}

/*
 * What struct value e is a copy of, when that is memory: its text
 * ("in[i]"), through copies of struct values that hold one; or NULL.
 * Read from the source only: lowering e has counted its loads already.
 */
const char *expr_struct_loaded(struct fe *fe, CXCursor e)
{
	CXCursor s = cx_strip(e), kids[2];
	int depth;

	/* a copy constructor's call, or a temporary of the same value (not
	 * a constructor from a value of another type: `tile t(smem)` is
	 * no copy of the shared array) */
	for (depth = 0; depth < 8 && clang_getCursorKind(s) == CXCursor_CallExpr &&
			clang_getCursorKind(clang_getCursorReferenced(s)) == CXCursor_Constructor &&
			clang_Cursor_getNumArguments(s) == 1 &&
			expr_same_class(clang_getCursorType(s),
				   clang_getCursorType(clang_Cursor_getArgument(s, 0))); depth++)
		s = cx_strip(clang_Cursor_getArgument(s, 0));
	switch (clang_getCursorKind(s)) {
	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(s);
		if (in_memory_var(d))
			return cx_text(fe, s);
		return scope_struct_origin(fe, d);
	}
	case CXCursor_ArraySubscriptExpr:
		if (cx_children(s, kids, 2) != 2)
			return NULL;
		kids[0] = cx_strip(kids[0]);
		if (cx_is_pointer(clang_getCursorType(kids[0])) ||
		    (clang_getCursorKind(kids[0]) == CXCursor_DeclRefExpr &&
		     in_memory_var(clang_getCursorReferenced(kids[0]))))
			return cx_text(fe, s);
		return NULL;
	case CXCursor_MemberRefExpr:
		/* p->v: through a pointer */
		if (cx_children(s, kids, 1) == 1 && cx_is_pointer(clang_getCursorType(cx_strip(kids[0]))))
			return cx_text(fe, s);
		return NULL;
	case CXCursor_UnaryOperator:
		if (clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref)
			return cx_text(fe, s);
		return NULL;
	default:
		return NULL;
	}
}

/* The struct variable (or parameter) member expression c is of, or a null cursor. */
static CXCursor member_base(CXCursor c)
{
	CXCursor s = cx_strip(c), kids[1];

	while (clang_getCursorKind(s) == CXCursor_MemberRefExpr && cx_children(s, kids, 1) == 1) {
		s = cx_strip(kids[0]);
		if (cx_is_pointer(clang_getCursorType(s)))
			return clang_getNullCursor();   /* p->v: memory, not a value */
	}
	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	return clang_getCursorReferenced(s);
}

/*
 * Struct value `lhs` (a variable, or a member of one) takes a new value:
 * whole, a copy of the memory `loaded` names (NULL: of something else);
 * a member set alone leaves the struct holding what is not tracked.
 */
static void struct_changed(struct fe *fe, CXCursor lhs, const char *loaded)
{
	CXCursor base;

	if (clang_getCursorKind(cx_strip(lhs)) == CXCursor_DeclRefExpr) {
		scope_struct_from(fe, clang_getCursorReferenced(cx_strip(lhs)), loaded);
		return;
	}
	base = member_base(lhs);
	if (!clang_Cursor_isNull(base))
		scope_struct_from(fe, base, NULL);
}

/*
 * The value of a thread's own struct member or array element (c): not
 * tracked, and said so.  The same whether the array is in registers or
 * local memory (memory.c counts the load of the latter).  A member of a
 * struct that holds a copy of memory is data loaded from memory.  An
 * assumption can name the member in the kernel's own statement; in a
 * followed helper, which assumptions do not reach, only the kernel's call
 * of it, when the call is an integer.
 */
struct ir_expr *expr_thread_own(struct fe *fe, CXCursor c)
{
	const struct fe_frame *f = fe->kn->frame;
	CXCursor base;
	const char *loaded, *assume;

	if (constants_root(c))
		return constants_value(fe, c);
	if (clang_getCursorKind(cx_strip(c)) != CXCursor_MemberRefExpr)
		return expr_unknown(fe, "index depends on an element of a local array");
	base = member_base(c);
	loaded = clang_Cursor_isNull(base) ? NULL : scope_struct_origin(fe, base);
	if (!f->caller)
		assume = "a 'warpcheck: assume' comment can state it";
	else if (cx_ctype(clang_getCursorType(f->call)) >= 0)
		assume = arena_printf(fe->A, "a 'warpcheck: assume' comment can state '%s'",
				      cx_text(fe, f->call));
	else
		assume = NULL;
	if (loaded)
		return expr_unknown(fe, arena_printf(fe->A,
			"index depends on '%s', data loaded from memory (a member of '%s', a copy of '%s')%s%s",
			cx_text(fe, c), cx_string(fe, clang_getCursorSpelling(base)), loaded,
			assume ? "; " : "", assume ? assume : ""));
	return expr_unknown(fe, arena_printf(fe->A,
		"index depends on '%s', a member of a local struct, which is not tracked%s%s%s",
		cx_text(fe, c), assume ? " (" : "", assume ? assume : "", assume ? ")" : ""));
}

/*
 * The constant that c, naming declaration d, stands for: an enumerator,
 * or an integer (of ctype t) that folds; NULL when it is not one.
 */
static struct ir_expr *named_constant(struct fe *fe, CXCursor c, CXCursor d, int t)
{
	int64_t v;

	if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl)
		return ir_const(fe->A, CT_I32, clang_getEnumConstantDeclValue(d));
	if (t >= 0 && cx_fold(c, &v) == 0)
		return ir_const(fe->A, (enum ctype)t, v);
	return NULL;
}

/*
 * Is pointer expression p, casts aside, the address of a variable of the
 * thread's own (`reinterpret_cast<unsigned *>(&f)`): registers read as
 * another type, no memory?
 */
static int address_of_own(struct fe *fe, CXCursor p)
{
	CXCursor a = cx_strip(p), v[1];

	return clang_getCursorKind(a) == CXCursor_UnaryOperator &&
	       clang_getCursorUnaryOperatorKind(a) == CXUnaryOperator_AddrOf &&
	       cx_children(a, v, 1) == 1 && memory_local_root(fe, v[0]);
}

/* The value of local l, read as type t (a ctype, or -1: not an integer). */
static struct ir_expr *local_value(struct fe *fe, const struct local *l, int t)
{
	if (l->is_pointer)
		return ir_unknown(fe->A, CT_I64, "pointer used as a number");
	if (t < 0)
		return expr_unknown(fe, "index depends on a non-integer variable");
	if (l->folded)
		return ir_const(fe->A, (enum ctype)t, l->value);
	return ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, l->slot);
}

/*
 * `*p` or `p[0]` where p is a parameter bound to the address of a
 * caller's local (struct local's alias_of): that local's index, else -1.
 */
int expr_alias_target(struct fe *fe, CXCursor s)
{
	CXCursor kids[2];
	int64_t v;
	int subscript = clang_getCursorKind(s) == CXCursor_ArraySubscriptExpr, alias;

	if ((!subscript && (clang_getCursorKind(s) != CXCursor_UnaryOperator ||
			    clang_getCursorUnaryOperatorKind(s) != CXUnaryOperator_Deref)) ||
	    cx_children(s, kids, 2) != 1 + subscript || !(alias = scope_alias_of(fe, kids[0])))
		return -1;
	/* the index folded last: the rarest test is the costliest */
	if (subscript && (cx_fold(kids[1], &v) < 0 || v != 0))
		return -1;
	return alias - 1;
}

/* s, `buf_[i]`: the member reference subscripted and the index, or 0. */
static int member_subscript(CXCursor s, CXCursor *member, CXCursor *index)
{
	CXCursor kids[2];

	if (clang_getCursorKind(s) != CXCursor_ArraySubscriptExpr || cx_children(s, kids, 2) != 2)
		return 0;
	*member = cx_strip(kids[0]);
	*index = kids[1];
	return clang_getCursorKind(*member) == CXCursor_MemberRefExpr &&
	       cx_is_array(clang_getCursorType(*member));
}

int expr_member_array(struct fe *fe, CXCursor c, int *first)
{
	CXCursor member = cx_strip(c), index;
	int n = 0, li;

	/* the subscript, or the member array itself */
	if (!(clang_getCursorKind(member) == CXCursor_MemberRefExpr &&
	      cx_is_array(clang_getCursorType(member))) &&
	    !member_subscript(cx_strip(c), &member, &index))
		return 0;
	while ((li = structs_member_local(fe, member, n, NULL)) >= 0) {
		if (!n)
			*first = li;
		n++;
	}
	return n;
}

/* The slots of elements first .. first + n - 1 follow each other (they
 * were declared together): 1, else 0. */
static int elements_in_order(struct fe *fe, int first, int n)
{
	int k;

	for (k = 0; k < n; k++)
		if (first + k >= fe->kn->nlocals ||
		    fe->kn->locals[first + k].slot != fe->kn->locals[first].slot + k)
			return 0;
	return 1;
}

/* `buf_[i]` of a tracked member array of integers, read: the choice among
 * its elements by i; NULL where c is no such subscript. */
static struct ir_expr *member_element(struct fe *fe, CXCursor c, int t)
{
	CXCursor member, index;
	int first, n;

	if (!member_subscript(cx_strip(c), &member, &index) ||
	    !(n = expr_member_array(fe, c, &first)) || t < 0 || fe->kn->locals[first].is_pointer)
		return NULL;
	if (!elements_in_order(fe, first, n))
		return expr_unknown(fe, "index depends on an element of a member array whose elements are not kept in order");
	return arrays_choose(fe, (enum ctype)t, fe->kn->locals[first].slot, n, 1,
			     ir_cast(fe->A, CT_I64, expr_lower(fe, index)));
}

int expr_member_pointer(struct fe *fe, CXCursor c, struct ptr *out)
{
	CXCursor member, index;
	int first, n, k;
	const struct local *l;
	int64_t at;

	if (!member_subscript(cx_strip(c), &member, &index) ||
	    !(n = expr_member_array(fe, c, &first)) || !fe->kn->locals[first].is_pointer)
		return 0;
	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	if (cx_fold(index, &at) == 0)
		return 0;   /* buf_[1]: that element's local (expr_local_of) */
	l = &fe->kn->locals[first];
	for (k = 0; k < n; k++) {
		const struct local *e = &fe->kn->locals[first + k];
		if (e->kind == OBJ_NONE || e->unset) {
			out->why = e->why ? e->why : "pointer is an element of a member array that is not set";
			return 1;
		}
		if (e->kind != l->kind || e->index != l->index) {
			out->why = "pointer is an element of a member array whose elements point into more than one object";
			return 1;
		}
	}
	if (!elements_in_order(fe, first, n)) {
		out->why = "pointer is an element of a member array whose elements are not kept in order";
		return 1;
	}
	out->kind = l->kind;
	out->index = l->index;
	out->offset = arrays_choose(fe, CT_I64, l->slot, n, 1,
				    ir_cast(fe->A, CT_I64, expr_lower(fe, index)));
	return 1;
}

/* The local that expression c names: its index, or -1; *out gets a copy. */
int expr_local_of(struct fe *fe, CXCursor c, struct local *out)
{
	CXCursor s = cx_strip(c), member, index;

	struct local l;
	int li;
	int64_t k;

	/* *p or p[0], p a parameter bound to a caller's &x: x */
	if ((li = expr_alias_target(fe, s)) >= 0) {
		if (out)
			*out = fe->kn->locals[li];
		return li;
	}

	/* c.x of a local struct whose members are tracked (structs.c) */
	if (clang_getCursorKind(s) == CXCursor_MemberRefExpr)
		return cx_is_array(clang_getCursorType(s)) ? -1 : structs_member_local(fe, s, -1, out);
	/* c.buf_[1], an element of a tracked member array by a constant */
	if (member_subscript(s, &member, &index))
		return cx_fold(index, &k) == 0 && k >= 0 && k < 64
			? structs_member_local(fe, member, (int)k, out) : -1;
	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return -1;
	/* a reference bound to memory is that memory, not a local */
	li = scope_find(fe, clang_getCursorReferenced(s), &l);
	if (li < 0 || l.is_reference)
		return -1;
	if (out)
		*out = l;
	return li;
}

/* An output of inline assembly: a local it sets holds a value not known here. */
/* lvalue, a local scalar, set to value (NULL: to an unknown, for why) */
void expr_assign_value(struct fe *fe, CXCursor lvalue, struct ir_expr *value, const char *why)
{
	struct local l;
	int li = expr_local_of(fe, lvalue, &l), t = cx_ctype(clang_getCursorType(lvalue));

	if (li < 0 && t >= 0 && clang_getCursorKind(cx_strip(lvalue)) == CXCursor_ArraySubscriptExpr) {
		/* an element of a small array of the thread's own (arrays.c) */
		struct ptr p;
		if (memory_lvalue(fe, lvalue, &p) == 0)
			arrays_store(fe, lvalue, &p, value ? value : ir_unknown(fe->A, (enum ctype)t, why));
		return;
	}
	if (li < 0 || l.is_pointer || t < 0)
		return;
	fe->kn->locals[li].shared_of = 0;
	scope_assign(fe, lvalue, l.slot,
		     value ? ir_cast(fe->A, (enum ctype)t, value) : ir_unknown(fe->A, (enum ctype)t, why));
}

void expr_assign_unknown(struct fe *fe, CXCursor lvalue, const char *why)
{
	expr_assign_value(fe, lvalue, NULL, why);
}

/*
 * Is explicit cast c to a reference type (`reinterpret_cast<float4 &>(x)`,
 * `(float2 &)x`, to an array: `reinterpret_cast<float2 (&)[4]>(v)`)?
 * libclang gives an expression's type without its reference, so the
 * written type is read from the text: it ends in '&', or names `(&)`.
 */
static int reference_cast(struct fe *fe, CXCursor c)
{
	const char *text = cx_text(fe, c), *begin, *end;
	char open, close;
	int depth = 0;

	if (!text)
		return 0;
	/* the written type: inside the C cast's parentheses, or the named
	 * cast's angle brackets */
	open = *text == '(' ? '(' : '<';
	close = open == '(' ? ')' : '>';
	begin = strchr(text, open);
	if (!begin)
		return 0;
	for (end = begin; *end; end++) {
		depth += *end == open;
		if (*end == close && --depth == 0)
			break;
	}
	if (!*end)
		return 0;
	while (end > begin + 1 && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if (end[-1] == '&')
		return 1;
	for (; begin < end; begin++)
		if (*begin == '(' && begin[1] == '&' && begin + 2 < end &&
		    (begin[2] == ')' || (begin[2] == '&' && begin[3] == ')')))
			return 1;
	return 0;
}

/*
 * The memory an lvalue names through reference casts:
 * `reinterpret_cast<float4 &>(s[4 * i]) = v` stores to s[4 * i], a
 * float4's width (the type of the cast, which the caller keeps).
 */
static CXCursor through_reference_casts(struct fe *fe, CXCursor c)
{
	CXCursor kids[4];

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(c);
		int n = cx_children(c, kids, 4);

		if ((k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr) && n == 1)
			c = kids[0];
		else if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr && n >= 1 &&
			 reference_cast(fe, c))
			c = kids[n - 1];
		else
			return c;
	}
}

/* Assignment and compound assignment, `=`, `+=` ... */
static struct ir_expr *assignment(struct fe *fe, CXCursor c, CXCursor lhs,
				  CXCursor rhs, enum CXBinaryOperatorKind k)
{
	struct local l;
	int li = expr_local_of(fe, lhs, &l);
	struct ir_expr *value;
	struct ptr p;
	CXCursor target;

	/* a struct whose members are tracked, assigned whole (structs.c) */
	if (k == CXBinaryOperator_Assign && li < 0 && cx_ctype(clang_getCursorType(lhs)) < 0 &&
	    structs_assign(fe, c, lhs, rhs))
		return expr_unknown(fe, "index depends on a struct value");
	/* a struct value assigned whole, or one of its members: what it holds */
	if (k == CXBinaryOperator_Assign && li < 0 &&
	    cx_ctype(clang_getCursorType(lhs)) < 0 && !cx_is_pointer(clang_getCursorType(lhs)) &&
	    clang_getCursorKind(cx_strip(lhs)) == CXCursor_DeclRefExpr)
		struct_changed(fe, lhs, expr_struct_loaded(fe, rhs));
	else if (clang_getCursorKind(cx_strip(lhs)) == CXCursor_MemberRefExpr)
		struct_changed(fe, lhs, NULL);
	/* C++17: the right operand is sequenced before the left */
	if (k == CXBinaryOperator_Assign) {
		if (li >= 0 && l.is_pointer) {
			struct ptr np;
			memory_pointer(fe, rhs, &np);
			/* as the right side left it (a lambda may assign it) */
			li = expr_local_of(fe, lhs, &l);
			if (l.null_slot)   /* where it is null now */
				scope_assign(fe, c, l.null_slot - 1,
					     expr_null_constant(rhs) ? ir_const(fe->A, CT_I32, 1)
					     : np.null || np.kind != OBJ_NONE ? memory_null(fe, &np)
					     : ir_unknown(fe->A, CT_I32, "the condition depends on whether a pointer that does not lead to a kernel parameter or shared array is null"));
			if (expr_null_constant(rhs)) {
				/* null: never dereferenced, so it keeps its object */
				scope_assign(fe, c, l.slot, ir_unknown(fe->A, CT_I64, "pointer is null"));
				return expr_unknown(fe, "pointer used as a number");
			}
			if (l.unset && np.kind != OBJ_NONE) {
				/* its first object: declared null, or with none */
				scope_point(fe, li, np.kind, np.index);
				l = scope_get(fe, li);
			}
			if (np.kind != l.kind || np.index != l.index) {
				const char *why = arena_printf(fe->A,
					"pointer variable points into more than one object ('%s' and '%s')",
					memory_object_name(fe, l.kind, l.index, l.why),
					memory_object_name(fe, np.kind, np.index, np.why));
				scope_point(fe, li, OBJ_NONE, l.index);
				fe->kn->locals[li].why = why;
				scope_assign(fe, c, l.slot, ir_unknown(fe->A, CT_I64, why));
			} else if (np.kind == OBJ_NONE || !np.offset) {
				/* still nowhere known: no offset to keep */
				scope_assign(fe, c, l.slot, ir_unknown(fe->A, CT_I64, np.why ? np.why
					: "pointer variable does not lead to a kernel parameter or shared array"));
			} else {
				scope_assign(fe, c, l.slot, np.offset);
			}
			return expr_unknown(fe, "pointer used as a number");
		}
		/* an element of a small array of pointers (arrays.c) */
		if (li < 0 && cx_is_pointer(clang_getCursorType(lhs)) &&
		    clang_getCursorKind(cx_strip(lhs)) == CXCursor_ArraySubscriptExpr) {
			struct ptr np;
			memory_pointer(fe, rhs, &np);
			if (memory_lvalue(fe, through_reference_casts(fe, lhs), &p) == 0) {
				memory_element_access(fe, lhs, &p, OP_STORE, clang_getCursorType(lhs));
				arrays_store_pointer(fe, c, &p, &np);
			}
			return expr_unknown(fe, "pointer used as a number");
		}
		value = expr_lower(fe, rhs);
		if ((li = expr_local_of(fe, lhs, &l)) >= 0) {
			int lt = cx_ctype(clang_getCursorType(lhs));
			if (lt < 0)
				return value;
			/* a shared address now, or no more (asm.c) */
			int shared_of = asm_shared_object(fe, rhs) + 1;   /* it may move the locals */
			fe->kn->locals[li].shared_of = shared_of;
			scope_assign(fe, c, l.slot, ir_cast(fe->A, (enum ctype)lt, value));
			return ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l.slot);
		}
		target = through_reference_casts(fe, lhs);
		if (memory_lvalue(fe, target, &p) == 0) {
			/* by subscript, of the type written: an element (arrays.c) */
			if (clang_equalCursors(target, lhs) || clang_equalCursors(target, cx_strip(lhs))) {
				memory_element_access(fe, lhs, &p, OP_STORE, clang_getCursorType(lhs));
				arrays_store(fe, c, &p, value);
			} else {
				memory_access(fe, lhs, &p, OP_STORE, clang_getCursorType(lhs));
			}
		}
		return value;
	}
	value = expr_lower(fe, rhs);
	if (expr_local_of(fe, lhs, &l) >= 0)
		return update_local(fe, c, l, cx_binary_op(k), value, clang_getCursorType(lhs));
	if (memory_lvalue(fe, through_reference_casts(fe, lhs), &p) == 0) {
		struct ir_expr *x;
		memory_element_access(fe, lhs, &p, OP_LOAD, clang_getCursorType(lhs));
		memory_element_access(fe, lhs, &p, OP_STORE, clang_getCursorType(lhs));
		if ((x = arrays_update(fe, c, &p, cx_binary_op(k), value, clang_getCursorType(lhs))))
			return x;
	}
	return expr_unknown(fe, "index depends on a value loaded from memory");
}

/*
 * Statements lowered between expr_guard_begin and expr_guard_end run only
 * where cond is true (negate: false): a conditional's arm, the right
 * operand of && and ||.
 */
struct ir_stmt **expr_guard_begin(struct fe *fe, struct ir_stmt **list)
{
	struct ir_stmt **saved = fe->kn->tail;

	*list = NULL;
	fe->kn->tail = list;
	return saved;
}

void expr_guard_end(struct fe *fe, struct ir_stmt **saved, struct ir_stmt *list,
		    struct ir_expr *cond, int negate, CXCursor arm, CXCursor whole,
		    CXCursor cond_cursor, enum branch_kind kind)
{
	struct ir_stmt *s;

	fe->kn->tail = saved;
	if (!list)
		return;
	/* an arm that only calls what may write memory (a function not
	 * followed): no branch to speak of, and the fence may happen */
	for (s = list; s && s->kind == ST_WORK && s->fence && !s->work && !s->barriers &&
		       !s->mma && !s->async_wait && !s->gmma_wavefronts; s = s->next)
		;
	if (!s) {
		while (list) {
			s = list;
			list = list->next;
			s->next = NULL;
			scope_emit(fe, s);
		}
		return;
	}
	s = ir_stmt_new(fe->A, ST_IF);
	s->expr = cond;
	s->loc = cx_loc(fe, arm);
	s->branch = scope_branch(fe, whole, cond_cursor, kind);
	s->branch->work = ir_pass_work(list);
	s->branch->cond = cond;
	if (negate)
		s->other = list;
	else
		s->body = list;
	scope_emit(fe, s);
}

/* Translates `c` with its accesses guarded by `cond` (NULL: unguarded). */
static struct ir_expr *guarded(struct fe *fe, struct ir_expr *cond, int negate,
			       CXCursor c, CXCursor whole, CXCursor cond_cursor,
			       enum branch_kind kind)
{
	struct ir_stmt *list, **saved = expr_guard_begin(fe, &list);
	struct ir_expr *v = expr_lower(fe, c);

	expr_guard_end(fe, saved, list, cond, negate, c, whole, cond_cursor, kind);
	return v;
}

/*
 * Where is the pointer c null?  A CT_I32 expression, 1 where it is null;
 * NULL where that is not known.  A parameter, a member of a struct
 * parameter, or a variable that leads to either is null where the launch
 * passes a null pointer, which a parameter of its own tests
 * (memory_null); a shared array's address never is.  A variable declared
 * null or by a condition (`p = c ? nullptr : x + i`) holds where it is
 * null in a slot of its own.  Only a variable or parameter is judged,
 * which reading has no effects.
 */
static struct ir_expr *pointer_null(struct fe *fe, CXCursor c)
{
	CXCursor s = cx_strip(c);
	enum CXCursorKind k = clang_getCursorKind(s);
	struct local l;
	struct ptr p;

	if (!cx_is_pointer(clang_getCursorType(c)))
		return NULL;
	if (k == CXCursor_DeclRefExpr &&
	    scope_find(fe, clang_getCursorReferenced(s), &l) >= 0 && l.null_slot)
		return ir_leaf(fe->A, IR_LOCAL, CT_I32, l.null_slot - 1);
	if (k != CXCursor_DeclRefExpr &&
	    !(k == CXCursor_MemberRefExpr && scope_member_param(fe, s) >= 0))
		return NULL;
	memory_pointer(fe, s, &p);
	return p.kind != OBJ_NONE ? memory_null(fe, &p) : NULL;
}

/* !z, folded when z is a constant */
static struct ir_expr *not_null(struct fe *fe, struct ir_expr *z, enum ctype t)
{
	if (z->op == IR_CONST)
		return ir_const(fe->A, t, !z->value);
	return ir_cast(fe->A, t, ir_unary(fe->A, IR_LNOT, CT_I32, z));
}

/* NULL, nullptr, 0 or (void *)0 */
int expr_null_constant(CXCursor c)
{
	CXCursor s = cx_strip(c);
	enum CXCursorKind k = clang_getCursorKind(s);
	int64_t v;

	return k == CXCursor_GNUNullExpr || k == CXCursor_CXXNullPtrLiteralExpr ||
	       (k == CXCursor_IntegerLiteral && cx_fold(s, &v) == 0 && v == 0);
}

/* `p == NULL`, `p != nullptr` where p's nullness is known; else NULL */
static struct ir_expr *null_compare(struct fe *fe, CXCursor lhs, CXCursor rhs,
				    enum CXBinaryOperatorKind k)
{
	struct ir_expr *z = NULL;

	if (k != CXBinaryOperator_EQ && k != CXBinaryOperator_NE)
		return NULL;
	if (expr_null_constant(rhs))
		z = pointer_null(fe, lhs);
	else if (expr_null_constant(lhs))
		z = pointer_null(fe, rhs);
	if (!z)
		return NULL;
	return k == CXBinaryOperator_EQ ? z : not_null(fe, z, CT_I32);
}

/* The children of offsetof(T, a.b[2]): T's references, then a MemberRef. */
static int offsetof_kids(const CXCursor *kids, int n)
{
	int i;

	if (kids[0].kind != CXCursor_TypeRef && kids[0].kind != CXCursor_TemplateRef &&
	    kids[0].kind != CXCursor_NamespaceRef)
		return 0;
	for (i = 1; i < n; i++)
		if (kids[i].kind == CXCursor_MemberRef)
			return 1;
	return 0;
}

static struct ir_expr *xexpr_kind(struct fe *fe, CXCursor c, enum CXCursorKind kind,
				  CXCursor *kids, int n, int t);

/*
 * `(uintptr_t)p % 16`, `reinterpret_cast<size_t>(p) & 15`, `raw & 3` of
 * an integer holding a pointer's address: a test of its alignment.  A kernel's pointer arguments are cudaMalloc's,
 * aligned to 256 bytes (as the sector counts take them), so the result
 * is the pointer's offset's, for a divisor (a mask + 1) that divides 256;
 * a shared array's start is 16-byte aligned, for one that divides 16.
 * NULL where lhs op rhs is not such a test.
 */
static struct ir_expr *alignment_test(struct fe *fe, CXCursor lhs, CXCursor rhs,
				      enum CXBinaryOperatorKind k, int t)
{
	CXCursor p = cx_strip(lhs);
	enum CXCursorKind pk = clang_getCursorKind(p);
	struct ptr at;
	int64_t m;

	/* only a variable or a parameter, whose reading has no effects:
	 * the operand is lowered as usual where this is no such test */
	if ((k != CXBinaryOperator_Rem && k != CXBinaryOperator_And) || t < 0 ||
	    cx_ctype(clang_getCursorType(lhs)) < 0 ||
	    (!cx_is_pointer(clang_getCursorType(p)) &&
	     !(pk == CXCursor_DeclRefExpr && memory_is_address(fe, p))) ||
	    (pk != CXCursor_DeclRefExpr &&
	     !(pk == CXCursor_MemberRefExpr && scope_member_param(fe, p) >= 0)) ||
	    cx_fold(rhs, &m) < 0)
		return NULL;
	/* a remainder by a divisor of 256, or a mask of bits below 8 */
	if (k == CXBinaryOperator_Rem ? m <= 0 || 256 % m : m < 0 || m > 255)
		return NULL;
	memory_pointer(fe, p, &at);
	/* a shared array starts 16-byte aligned (as nvcc places them, and
	 * as the banks are counted from its start) */
	if (at.kind != OBJ_PARAM &&
	    !(at.kind == OBJ_SHARED && (k == CXBinaryOperator_Rem ? 16 % m == 0 : m < 16)))
		return NULL;
	return ir_binary(fe->A, k == CXBinaryOperator_Rem ? IR_REM : IR_AND, (enum ctype)t,
			 ir_cast(fe->A, (enum ctype)t, at.offset), ir_const(fe->A, (enum ctype)t, m));
}


/*
 * Is init, which a reference is bound to, memory: an lvalue of shared or
 * global memory, maybe through reference casts (`auto &tmp =
 * reinterpret_cast<T &>(smem_)`, `float &x = a[i]`)?  Where, in *out.
 * Binding reads nothing: its uses do.  The address is worked out, so the
 * loads inside its indices are counted.
 */
int expr_binds_memory(struct fe *fe, CXCursor init, struct ptr *out)
{
	CXCursor s = through_reference_casts(fe, init);

	/* a whole array of the thread's own, under a reference cast (`auto
	 * &v2 = reinterpret_cast<float2 (&)[4]>(v)`) or not: the reference
	 * is to the thread's own, what its uses touch */
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr &&
	    cx_is_array(clang_getCursorType(s)) && memory_thread_array(fe, s, out))
		return 1;
	/* the thread's own variable, or an element of it: no memory (and
	 * its indices are lowered by the caller, once) */
	if (memory_local_root(fe, s))
		return 0;
	/* through a pointer to the thread's own: registers, not memory */
	return memory_lvalue(fe, s, out) == 0 && out->kind != OBJ_LOCAL;
}

/* Is init, under reference casts, a variable of the thread's own (or a part of one)? */
int expr_binds_thread_own(struct fe *fe, CXCursor init)
{
	CXCursor s = through_reference_casts(fe, init);

	/* or a temporary: a literal, arithmetic, a value a call returns
	 * (`std::max(v, 1.f)` binds 1.f to a const reference) */
	return memory_thread_own(fe, s) || call_operand_thread_own(fe, s);
}

/* Is call c an overloaded assignment on a struct: a = b, a += b? */
int expr_is_assignment_call(struct fe *fe, CXCursor c)
{
	const char *name;
	CXCursor kids[3];

	if (cx_children(c, kids, 3) != 3 || clang_Cursor_getNumArguments(c) != 2)
		return 0;
	name = cx_string(fe, clang_getCursorSpelling(c));
	return !strncmp(name, "operator", 8) && name[strlen(name) - 1] == '=' &&
	       strcmp(name, "operator==") && strcmp(name, "operator!=") &&
	       strcmp(name, "operator<=") && strcmp(name, "operator>=");
}

struct ir_expr *expr_lower(struct fe *fe, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor kids[MAX_CHILDREN];
	int n = cx_children(c, kids, MAX_CHILDREN);
	int t = cx_ctype(clang_getCursorType(c));
	struct ir_expr *x;

	const char *named = fe->kn->frame->nassume_lines && t >= 0 ? assumed_name(fe, c) : NULL;

	if (fe->kn->depth >= MAX_DEPTH)
		return expr_unknown(fe, "expression nests too deeply to analyze");
	/* translated even when assumed: the loads it makes still count */
	fe->kn->depth++;
	x = xexpr_kind(fe, c, kind, kids, n, t);
	fe->kn->depth--;
	if (named) {
		struct ir_expr *v = assumed_value(fe, named, (enum ctype)t, c);
		if (v)
			return v;
	}
	return x;
}

static struct ir_expr *xexpr_kind(struct fe *fe, CXCursor c, enum CXCursorKind kind,
				  CXCursor *kids, int n, int t)
{
	struct ir_expr *x, *y;
	int was_memory, i, li;

	switch (kind) {
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_CXXBoolLiteralExpr:
	case CXCursor_UnaryExpr:   /* sizeof, alignof */
		return int_const(fe, c);

	case CXCursor_ParenExpr:
		return n ? expr_lower(fe, kids[n - 1]) : expr_unknown(fe, "empty expression");

	case CXCursor_InitListExpr:
		/* `T x{e}`, `T x = {e}`: e converted to T; `T x{}` is zero */
		if (cx_is_scalar_brace(c) && n <= 1) {
			if (n == 0)
				return t >= 0 ? ir_const(fe->A, (enum ctype)t, 0)
					      : expr_unknown(fe, "index depends on a floating-point value");
			x = memory_load(fe, kids[0], &was_memory);
			if (!was_memory)
				x = expr_lower(fe, kids[0]);
			if (t < 0)
				return x->op == IR_UNKNOWN ? x
					: expr_unknown(fe, "index depends on a floating-point value");
			return ir_cast(fe->A, (enum ctype)t, x);
		}
		for (i = 0; i < n; i++)
			expr_lower(fe, kids[i]);
		return expr_unknown(fe, "index depends on a constructed value");

	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CXXStaticCastExpr:
	case CXCursor_CXXFunctionalCastExpr:
	case CXCursor_CXXReinterpretCastExpr:
	case CXCursor_CXXConstCastExpr:
		if (n == 0)
			return t >= 0 ? int_const(fe, c) : expr_unknown(fe, "expression is not modeled");
		/* offsetof(T, member): the type (its template's name and
		 * arguments), then the members' names, a constant */
		if (kind == CXCursor_UnexposedExpr && t >= 0 && offsetof_kids(kids, n))
			return int_const(fe, c);
		/* `if (p)`, `!p`: a pointer converted to bool */
		if (t >= 0 && cx_canon(clang_getCursorType(c)).kind == CXType_Bool &&
		    (x = pointer_null(fe, kids[n - 1])) != NULL)
			return not_null(fe, x, (enum ctype)t);
		/* reinterpret_cast<float4 &>(f[i]): memory read as the cast's type */
		if (kind != CXCursor_UnexposedExpr && reference_cast(fe, c)) {
			struct ptr p;
			if (memory_lvalue(fe, kids[n - 1], &p) == 0) {
				memory_access(fe, c, &p, OP_LOAD, clang_getCursorType(c));
				return expr_unknown(fe, "index depends on a value loaded from memory");
			}
		}
		/* lvalue-to-rvalue on memory: this is where a load happens */
		x = memory_load(fe, kids[n - 1], &was_memory);
		if (!was_memory)
			x = expr_lower(fe, kids[n - 1]);
		if (t < 0) {
			if (cx_is_pointer(clang_getCursorType(c)))
				return ir_unknown(fe->A, CT_I64, "pointer used as a number");
			return x->op == IR_UNKNOWN ? x
				: expr_unknown(fe, "index depends on a floating-point value");
		}
		return ir_cast(fe->A, (enum ctype)t, x);

	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(c);
		struct local l;
		int pi;

		if (scope_find(fe, d, &l) >= 0)
			return local_value(fe, &l, t);
		if (clang_getCursorKind(d) == CXCursor_ParmDecl &&
		    (pi = scope_param_index(fe, d)) >= 0) {
			if (!fe->kn->k->params[pi].is_integer)
				return expr_unknown(fe, "index depends on a non-integer parameter");
			return ir_leaf(fe->A, IR_PARAM, fe->kn->k->params[pi].type, pi);
		}
		if ((x = named_constant(fe, c, d, t)) != NULL)
			return x;
		if (t >= 0 && (x = constants_initial(fe, d, t)) != NULL)
			return x;
		if (t >= 0 && cx_has_attr(d, CXCursor_CUDAConstantAttr))
			return constants_value(fe, c);
		if (t >= 0) {
			return expr_unknown(fe, arena_printf(fe->A, "value of '%s' is not known",
				cx_string(fe, clang_getCursorSpelling(c))));
		}
		if (cx_is_shared_var(d))
			return expr_unknown(fe, "index depends on a value loaded from memory");
		return expr_unknown(fe, "index depends on a non-integer value");
	}

	case CXCursor_MemberRefExpr: {
		enum ir_special sp;
		struct local ml;
		CXCursor d;
		int pi;
		if (cx_builtin_member(fe, c, &sp) == 0)
			return ir_special(fe->A, sp);
		/* a constant named through an object: `frag.num_elements`, an
		 * enumerator or a static constexpr member of its class */
		d = clang_getCursorReferenced(c);
		if ((clang_getCursorKind(d) == CXCursor_EnumConstantDecl ||
		     clang_getCursorKind(d) == CXCursor_VarDecl) &&
		    (x = named_constant(fe, c, d, t)) != NULL)
			return x;
		if (t >= 0 && expr_local_of(fe, c, &ml) >= 0)
			return ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, ml.slot);
		if ((pi = scope_member_param(fe, c)) == -2)
			return expr_unknown(fe, arena_printf(fe->A,
				"index depends on '%s', a member of a struct parameter that is not followed (an array, nested too deep, or past the first %d members)",
				cx_text(fe, c), MEMBERS_MAX));
		if (pi >= 0) {
			const struct ir_param *p = &fe->kn->k->params[pi];
			if (p->is_pointer)
				return ir_unknown(fe->A, CT_I64, "pointer used as a number");
			if (!p->is_integer)
				return expr_unknown(fe, "index depends on a non-integer parameter");
			return ir_leaf(fe->A, IR_PARAM, p->type, pi);
		}
		x = memory_load(fe, c, &was_memory);
		return was_memory ? x : expr_thread_own(fe, c);
	}

	case CXCursor_ArraySubscriptExpr:
		/* p[0], p bound to a caller's &x: x */
		if ((li = expr_alias_target(fe, c)) >= 0)
			return local_value(fe, &fe->kn->locals[li], t);
		/* buf_[1] and buf_[i] of a tracked member array */
		if (t >= 0 && (li = expr_local_of(fe, c, NULL)) >= 0)
			return ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, fe->kn->locals[li].slot);
		if ((x = member_element(fe, c, t)) != NULL)
			return x;
		x = memory_load(fe, c, &was_memory);
		return was_memory ? x : expr_thread_own(fe, c);

	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator: {
		enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c);
		enum ir_op op = cx_binary_op(k);

		if (n != 2)
			return expr_unknown(fe, "malformed operator");
		if (kind == CXCursor_CompoundAssignOperator || k == CXBinaryOperator_Assign) {
			x = assignment(fe, c, kids[0], kids[1], k);
			if (kind == CXCursor_CompoundAssignOperator)
				expr_fp_work(fe, c, fp_op_work(k, clang_getCursorType(kids[0]),
							      kids[0], kids[1]));
			return x;
		}
		if (k == CXBinaryOperator_Comma) {
			expr_lower(fe, kids[0]);
			return expr_lower(fe, kids[1]);
		}
		if ((x = null_compare(fe, kids[0], kids[1], k)) != NULL)
			return x;
		if ((x = alignment_test(fe, kids[0], kids[1], k, t)) != NULL)
			return x;
		if (cx_is_pointer(clang_getCursorType(c)))
			return ir_unknown(fe->A, CT_I64, "pointer used as a number");
		if (op == IR_LAND || op == IR_LOR) {
			x = expr_lower(fe, kids[0]);
			y = guarded(fe, x, op == IR_LOR, kids[1], c, kids[0],
				    op == IR_LOR ? BRANCH_OR : BRANCH_AND);
			return ir_binary(fe->A, op, CT_I32, x, y);
		}
		if (op == IR_CONST)
			return expr_unknown(fe, "operator is not modeled");
		x = expr_lower(fe, kids[0]);
		y = expr_lower(fe, kids[1]);
		if (t < 0)
			expr_fp_work(fe, c, fp_op_work(k, clang_getCursorType(c), kids[0], kids[1]));
		if (op >= IR_LT && op <= IR_NE) {
			enum ctype ct = ctype_common(x->type, y->type);
			return ir_binary(fe->A, op, CT_I32, ir_cast(fe->A, ct, x),
					 ir_cast(fe->A, ct, y));
		}
		if (t < 0)
			return expr_unknown(fe, "index depends on a floating-point value");
		if (op == IR_SHL || op == IR_SHR)
			return ir_binary(fe->A, op, (enum ctype)t, ir_cast(fe->A, (enum ctype)t, x), y);
		return ir_binary(fe->A, op, (enum ctype)t, ir_cast(fe->A, (enum ctype)t, x),
				 ir_cast(fe->A, (enum ctype)t, y));
	}

	case CXCursor_UnaryOperator: {
		enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c);
		struct local l;
		struct ptr p;

		if (n != 1)
			return expr_unknown(fe, "malformed operator");
		switch (k) {
		case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
		case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec: {
			enum ir_op op = (k == CXUnaryOperator_PostInc ||
					 k == CXUnaryOperator_PreInc) ? IR_ADD : IR_SUB;
			int post = k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec;
			if (expr_local_of(fe, kids[0], &l) >= 0) {
				struct ir_expr *old = NULL;
				if (post && !l.is_pointer && t >= 0) {
					int tmp = scope_new_slot(fe, arena_printf(fe->A, "%s.old", l.name));
					scope_assign(fe, c, tmp, ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, l.slot));
					old = ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, tmp);
				}
				x = update_local(fe, c, l, op, ir_const(fe->A, CT_I32, 1),
						 clang_getCursorType(kids[0]));
				return old ? old : x;
			}
			if (memory_lvalue(fe, kids[0], &p) == 0) {
				struct ir_expr *old = post ? arrays_read(fe, &p) : NULL;
				memory_element_access(fe, kids[0], &p, OP_LOAD, clang_getCursorType(kids[0]));
				memory_element_access(fe, kids[0], &p, OP_STORE, clang_getCursorType(kids[0]));
				if (old) {
					int tmp = scope_new_slot(fe, "element.old");
					scope_assign(fe, c, tmp, old);
					old = ir_leaf(fe->A, IR_LOCAL, old->type, tmp);
				}
				x = arrays_update(fe, c, &p, op, ir_const(fe->A, CT_I32, 1),
						  clang_getCursorType(kids[0]));
				if (x)
					return old ? old : x;
			}
			return expr_unknown(fe, "index depends on a value loaded from memory");
		}
		case CXUnaryOperator_Deref:
			/* *p, p bound to a caller's &x: x */
			if ((li = expr_alias_target(fe, c)) >= 0)
				return local_value(fe, &fe->kn->locals[li], t);
			x = memory_load(fe, c, &was_memory);
			if (was_memory)
				return x;
			return expr_unknown(fe, address_of_own(fe, kids[0])
				? "index depends on a variable of the thread's own read through a pointer of another type"
				: "dereference is not modeled");
		case CXUnaryOperator_AddrOf:
			memory_pointer(fe, c, &p);
			return ir_unknown(fe->A, CT_I64, "pointer used as a number");
		case CXUnaryOperator_Plus:
			return expr_lower(fe, kids[0]);
		case CXUnaryOperator_Minus:
		case CXUnaryOperator_Not:
			x = expr_lower(fe, kids[0]);
			if (t < 0)
				return expr_unknown(fe, "index depends on a floating-point value");
			return ir_unary(fe->A, k == CXUnaryOperator_Minus ? IR_NEG : IR_NOT,
					(enum ctype)t, ir_cast(fe->A, (enum ctype)t, x));
		case CXUnaryOperator_LNot:
			x = expr_lower(fe, kids[0]);
			return ir_unary(fe->A, IR_LNOT, CT_I32, x);
		default:
			expr_lower(fe, kids[0]);
			return expr_unknown(fe, "operator is not modeled");
		}
	}

	case CXCursor_ConditionalOperator: {
		struct ir_expr *cond;
		int64_t v;
		enum ctype ct = t >= 0 ? (enum ctype)t : CT_I32;
		if (n != 3)
			return expr_unknown(fe, "malformed conditional");
		cond = expr_lower(fe, kids[0]);
		if (ir_fold(cond, &v) == 0) {
			/* a condition known here (`i == 2 ? size2 : ...` in a
			 * helper given 2): the arm it takes, alone */
			x = expr_lower(fe, kids[v ? 1 : 2]);
			if (t < 0)
				return expr_unknown(fe, "index depends on a floating-point value");
			return ir_cast(fe->A, ct, x);
		}
		x = guarded(fe, cond, 0, kids[1], c, kids[0], BRANCH_COND);
		y = guarded(fe, cond, 1, kids[2], c, kids[0], BRANCH_COND);
		if (t < 0)
			return expr_unknown(fe, "index depends on a floating-point value");
		return ir_cond(fe->A, ct, cond, ir_cast(fe->A, ct, x), ir_cast(fe->A, ct, y));
	}

	case CXCursor_CallExpr:
		if (expr_is_assignment_call(fe, c)) {
			/* an overloaded operator on a struct: a = b, a += b */
			char *name = cx_string(fe, clang_getCursorSpelling(c));
			CXCursor op = clang_getCursorReferenced(c);
			struct ptr p;
			/* written by the project (a view's `*data_ = v`): followed,
			 * as any call */
			if (!clang_CXXMethod_isDefaulted(op) && call_is_followable(fe, c) &&
			    !cx_in_prelude(op) && !clang_Location_isInSystemHeader(clang_getCursorLocation(op)))
				return call_lower(fe, c);
			/* a struct whose members are tracked (structs.c) */
			if (!strcmp(name, "operator=") && structs_assign(fe, c, kids[0], kids[2]))
				return expr_unknown(fe, "index depends on a struct value");
			expr_lower(fe, kids[2]);
			/* a struct value of the thread's: what it holds now */
			struct_changed(fe, kids[0], strcmp(name, "operator=") ? NULL
						    : expr_struct_loaded(fe, kids[2]));
			if (memory_lvalue(fe, through_reference_casts(fe, kids[0]), &p) == 0) {
				if (strcmp(name, "operator="))
					memory_access(fe, kids[0], &p, OP_LOAD,
						    clang_getCursorType(kids[0]));
				memory_access(fe, kids[0], &p, OP_STORE,
					    clang_getCursorType(kids[0]));
			}
			return expr_unknown(fe, "index depends on a value loaded from memory");
		}
		if (n >= 1 && clang_getCursorKind(kids[0]) == CXCursor_TypeRef) {
			/* a constructor: walk it for the loads it makes */
			for (i = 1; i < n; i++)
				expr_lower(fe, kids[i]);
			return expr_unknown(fe, "index depends on a constructed value");
		}
		if (clang_getCursorReferenced(c).kind == CXCursor_Constructor) {
			if (n == 1 && memory_reference_copy(fe, c, kids[0]))
				return expr_unknown(fe, "index depends on a value loaded from memory");
			for (i = 0; i < n; i++)
				expr_lower(fe, kids[i]);
			return expr_unknown(fe, "index depends on a constructed value");
		}
		return call_lower(fe, c);

	default:
		for (i = 0; i < n; i++)
			if (clang_isExpression(clang_getCursorKind(kids[i])))
				expr_lower(fe, kids[i]);
		{
			CXString ks = clang_getCursorKindSpelling(kind);
			const char *why = arena_printf(fe->A, "expression '%s' is not modeled",
						       clang_getCString(ks));
			clang_disposeString(ks);
			return expr_unknown(fe, why);
		}
	}
}
