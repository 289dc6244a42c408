/*
 * host_expr.c - host code's expressions, evaluated over one call context
 * (host.c says how contexts are run).
 *
 * A value is an integer of its C type, a dim3, or unknown with the host
 * expression it came from.  Constants come from clang's own evaluation;
 * arithmetic follows C's rules (ir_eval_op, with the operands converted
 * as C converts them); an assignment binds the context's variable, an
 * array element or a dim3 member.  A call goes back to host.c, which
 * follows it.
 *
 * Invariant: an expression whose value may differ between runs of the
 * program without command-line arguments is unknown, never a guess.
 */
#include "host.h"

#include <stdlib.h>
#include <string.h>

const char *host_why(struct host *h, const char *prefix, CXCursor c)
{
	unsigned hash = clang_hashCursor(c), mask, i;
	struct why_memo *w;

	if (h->nwhys * 2 >= h->cap_whys) {
		/* open addressing, at most half full: grown and filled again */
		struct why_memo *old = h->whys;
		int k, cap = h->cap_whys ? h->cap_whys * 2 : 64;
		h->whys = arena_alloc(&h->A, (size_t)cap * sizeof(*h->whys));
		h->cap_whys = cap;
		for (k = 0; old && k < cap / 2; k++)
			if (old[k].text) {
				mask = (unsigned)cap - 1;
				for (i = clang_hashCursor(old[k].c) & mask; h->whys[i].text; i = (i + 1) & mask)
					;
				h->whys[i] = old[k];
			}
	}
	mask = (unsigned)h->cap_whys - 1;
	for (i = hash & mask; (w = &h->whys[i])->text; i = (i + 1) & mask)
		if (!strcmp(w->prefix, prefix) && clang_equalCursors(w->c, c))
			return w->text;
	w->prefix = prefix;
	w->c = c;
	w->text = arena_printf(h->fe->A, "%s %s", prefix, cx_text(h->fe, c));
	h->nwhys++;
	return w->text;
}

struct hval host_unknown(const char *why, int from_argv)
{
	struct hval v = { 0 };
	v.dims = 1;
	v.why = why;
	v.from_argv = from_argv;
	return v;
}

struct hval host_known(enum ctype t, int64_t x)
{
	struct hval v = { 0 };
	v.known = 1;
	v.dims = 1;
	v.type = t;
	v.v[0] = ctype_wrap(t, x);
	v.v[1] = v.v[2] = 1;
	return v;
}

/* A dim3 left to its default, (1, 1, 1). */
struct hval host_dim3_default(void)
{
	struct hval v = host_known(CT_U32, 1);

	v.dims = 3;
	return v;
}

/* Two unknowns make one: from the command line only if both are. */
struct hval host_either_unknown(struct hval a, struct hval b)
{
	struct hval u = !a.known ? a : b;
	u.from_argv = (a.known || a.from_argv) && (b.known || b.from_argv);
	return u;
}

struct hval host_convert(struct hval x, enum ctype t)
{
	if (x.known && x.dims == 1) {
		struct hval v = host_known(t, x.v[0]);
		v.defaulted = x.defaulted;
		return v;
	}
	if (x.dims == 1)
		x.type = t;
	return x;
}

int host_is_dim3(CXType t)
{
	CXString s = clang_getTypeSpelling(cx_canon(t));
	int yes = strstr(clang_getCString(s), "dim3") != NULL;
	clang_disposeString(s);
	return yes;
}

/* The integer type of an expression; `fallback` for a dependent one. */
enum ctype host_type_of(CXCursor c, enum ctype fallback)
{
	int t = cx_ctype(clang_getCursorType(c));
	return t < 0 ? fallback : (enum ctype)t;
}

int host_same(struct hval a, struct hval b)
{
	return a.known && b.known && a.dims == b.dims && a.v[0] == b.v[0] &&
	       (a.dims == 1 || (a.v[1] == b.v[1] && a.v[2] == b.v[2]));
}

/* Equally known, and equal where known. */
int host_same_or_unknown(struct hval a, struct hval b)
{
	int i;

	if (a.nmembers != b.nmembers)
		return 0;
	for (i = 0; i < a.nmembers; i++)
		if (!host_same_or_unknown(a.members[i], b.members[i]))
			return 0;
	return a.known == b.known && (!a.known || host_same(a, b));
}

int host_spent(struct host *h)
{
	return ++h->steps > HOST_STEPS;
}

/* Bindings */

struct binding *host_lookup(struct frame *fr, CXCursor decl)
{
	int i;

	for (i = fr->n - 1; i >= 0; i--)
		if (clang_equalCursors(fr->b[i].decl, decl))
			return &fr->b[i];
	return NULL;
}

/* A copy of n members, for a value or a binding of its own. */
static struct hval *copy_members(struct host *h, const struct hval *m, int n)
{
	struct hval *copy = arena_alloc(&h->A, (size_t)n * sizeof(*copy) + 1);

	memcpy(copy, m, (size_t)n * sizeof(*copy));
	return copy;
}

/*
 * A parameter of a host function bound to a value not known here (a
 * launcher called with a size the program computes or reads): the value
 * --param gives for its name, as for a function nothing calls.
 */
static struct hval given_param(struct host *h, CXCursor decl, struct hval v)
{
	const char *name;
	struct ir_tu *tu = h->fe->tu;
	int pt;
	int64_t given;

	if (v.known || v.is_kernel || v.members || !h->fe->opts->params ||
	    clang_getCursorKind(decl) != CXCursor_ParmDecl ||
	    (pt = cx_ctype(clang_getCursorType(decl))) < 0)
		return v;
	name = cx_string(h->fe, clang_getCursorSpelling(decl));
	if (launch_param_lookup(h->fe->opts->params, name, &given) != 0)
		return v;
	tu->given_host = arena_grow(h->fe->A, tu->given_host, sizeof(*tu->given_host),
				    tu->ngiven_host, &tu->cap_given_host);
	tu->given_host[tu->ngiven_host++] = name;
	return host_known((enum ctype)pt, given);
}

struct binding *host_bind(struct host *h, struct frame *fr, CXCursor decl, struct hval v)
{
	struct binding *b;

	v = given_param(h, decl, v);

	fr->b = arena_grow(&h->A, fr->b, sizeof(*fr->b), fr->n, &fr->cap);
	b = &fr->b[fr->n++];
	memset(b, 0, sizeof(*b));
	b->decl = decl;
	b->val = v;
	if (v.members) {
		b->elems = copy_members(h, v.members, v.nmembers);
		b->nelems = v.nmembers;
		b->is_struct = 1;
		b->val.members = NULL;
		b->val.nmembers = 0;
	}
	return b;
}

/*
 * `p.n`, `p.dims.rows` of a struct variable held here: its binding, with
 * *index the member's place and *count 1; for a struct member (p.dims),
 * its first member's place and how many it has; *index -1 for a member
 * not followed (an array).  NULL when c is not a member of such a
 * variable.
 */
struct binding *host_member(struct host *h, struct frame *fr, CXCursor c, int *index, int *count)
{
	char path[256];
	CXCursor ref = members_path(h->fe, c, path, sizeof(path)), d;
	struct binding *b;

	if (clang_Cursor_isNull(ref))
		return host_self_member(h, fr, c, index, count);   /* this->n */
	d = clang_getCursorReferenced(ref);
	b = host_lookup(fr, d);
	if (!b || !b->is_struct)
		return NULL;
	*index = members_find(clang_getCursorType(d), path, count);
	if (*index < 0 || *index + *count > b->nelems)
		*index = -1;
	return b;
}

/* The value of `c` as a dim3: an integer x is (x, 1, 1), and a braced
 * list (an array's element `{16, 16}`) is its members in order. */
struct hval host_eval_dim(struct host *h, struct frame *fr, CXCursor c)
{
	struct hval v;

	if (clang_getCursorKind(cx_strip(c)) == CXCursor_InitListExpr)
		return host_eval_dim3_call(h, fr, cx_strip(c));
	v = host_eval(h, fr, c);

	if (v.dims == 3)
		return v;
	v = host_convert(v, CT_U32);
	v.dims = 3;
	v.v[1] = v.v[2] = 1;
	return v;
}

static int dim3_args(CXCursor call, CXCursor args[3])
{
	CXCursor kids[8];
	int n = cx_children(call, kids, 8), i, k = 0;

	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) != CXCursor_TypeRef && k < 3)
			args[k++] = kids[i];
	return k;
}

struct hval host_eval_dim3_call(struct host *h, struct frame *fr, CXCursor call)
{
	CXCursor args[3];
	struct hval out = host_known(CT_U32, 1);
	int k = dim3_args(call, args), i;

	if (k == 1)
		return host_eval_dim(h, fr, args[0]);   /* a copy, or dim3(x) */
	out.dims = 3;
	for (i = 0; i < k; i++) {
		struct hval v = host_convert(host_eval(h, fr, args[i]), CT_U32);
		if (!v.known)
			return (struct hval){ .dims = 3, .why = v.why, .from_argv = v.from_argv };
		out.v[i] = v.v[0];
	}
	return out;
}

/* Expressions */

static int is_comparison(enum ir_op op)
{
	return op >= IR_LT && op <= IR_NE;
}

/* x op y in C: operands converted to the common type, or compared in it */
static struct hval arith(enum ir_op op, struct hval x, struct hval y, enum ctype result)
{
	enum ctype t;
	int64_t out;
	struct hval r;

	if (!x.known || !y.known)
		return host_either_unknown(x, y);
	if (op == IR_SHL || op == IR_SHR)
		t = x.type;   /* a shift has its (promoted) left operand's type */
	else
		t = ctype_common(x.type, y.type);
	if (!is_comparison(op) && op != IR_SHL && op != IR_SHR)
		t = result;
	if (ir_eval_op(op, t, ctype_wrap(t, x.v[0]),
			op == IR_SHL || op == IR_SHR ? y.v[0] : ctype_wrap(t, y.v[0]), &out) < 0)
		return host_unknown("undefined in C", 0);
	r = host_known(is_comparison(op) ? CT_I32 : t, out);
	r.defaulted = x.defaulted || y.defaulted;
	return r;
}

/*
 * min(a, b) and max(a, b) of two integers: std::min and std::max (whose
 * bodies take references and are not followed) and CUDA's host min and
 * max.  *out is the smaller or larger in the result's type; 0 when c is
 * not such a call.
 */
int host_eval_minmax(struct host *h, struct frame *fr, CXCursor c, const char *name,
		     struct hval *out)
{
	int is_min = !strcmp(name, "min"), t;
	struct hval a, b, less;

	if ((!is_min && strcmp(name, "max")) || clang_Cursor_getNumArguments(c) != 2)
		return 0;
	t = cx_ctype(clang_getNonReferenceType(clang_getCursorType(c)));
	if (t < 0)
		return 0;
	a = host_convert(host_eval(h, fr, clang_Cursor_getArgument(c, 0)), (enum ctype)t);
	b = host_convert(host_eval(h, fr, clang_Cursor_getArgument(c, 1)), (enum ctype)t);
	less = arith(IR_LT, b, a, (enum ctype)t);
	if (!less.known) {
		*out = host_either_unknown(a, b);
		return 1;
	}
	*out = (less.v[0] != 0) == is_min ? b : a;
	out->defaulted = a.defaulted || b.defaulted;
	return 1;
}

/* Stores v into the variable or array element `target` names. */
void host_assign(struct host *h, struct frame *fr, CXCursor target, struct hval v)
{
	CXCursor t = cx_strip(target), kids[2];
	struct binding *b;
	int mi, mn;

	if (clang_getCursorKind(t) == CXCursor_ArraySubscriptExpr && cx_children(t, kids, 2) == 2) {
		struct hval i = host_eval(h, fr, kids[1]);
		b = clang_getCursorKind(cx_strip(kids[0])) == CXCursor_DeclRefExpr
			? host_lookup(fr, clang_getCursorReferenced(cx_strip(kids[0]))) : NULL;
		if (b && i.known && i.v[0] >= 0 && i.v[0] < b->nelems)
			b->elems[i.v[0]] = v;
		else if (b)
			host_havoc(h, fr, target, host_unknown("an element stored at an unknown index", 0));
		return;
	}
	if (clang_getCursorKind(t) == CXCursor_MemberRefExpr &&
	    (b = host_member(h, fr, t, &mi, &mn)) != NULL) {
		int ct = cx_ctype(clang_getCursorType(t));
		if (mi >= 0 && mn == 1 && !v.members)
			b->elems[mi] = ct >= 0 ? host_convert(v, (enum ctype)ct) : v;
		else if (mi >= 0 && v.members && v.nmembers == mn)
			memcpy(b->elems + mi, v.members, (size_t)mn * sizeof(*b->elems));
		else if (mi >= 0 && mn == 3 && v.dims == 3 && !v.members) {
			/* a dim3 member (`config.gridDim = dim3(n / 128)`): its x, y, z */
			int k;
			for (k = 0; k < 3; k++)
				b->elems[mi + k] = v.known ? host_known(CT_U32, v.v[k]) : v;
		} else
			host_havoc(h, fr, target, host_unknown(arena_printf(h->fe->A,
				"from %s, set at line %u", cx_text(h->fe, t), cx_loc(h->fe, t).line), 0));
		return;
	}
	if (clang_getCursorKind(t) == CXCursor_MemberRefExpr && cx_children(t, kids, 1) == 1) {
		/* a dim3's x, y or z; any other member: the variable is lost */
		const char *m = cx_string(h->fe, clang_getCursorSpelling(t));
		CXCursor base = cx_strip(kids[0]);
		b = clang_getCursorKind(base) == CXCursor_DeclRefExpr
			? host_lookup(fr, clang_getCursorReferenced(base)) : NULL;
		if (!b)
			return;
		if (b->val.dims == 3 && b->val.known && v.known && m[0] >= 'x' && m[0] <= 'z' && !m[1]) {
			b->val.v[m[0] - 'x'] = (uint32_t)ctype_wrap(CT_U32, v.v[0]);
			b->val.defaulted |= v.defaulted;
		} else {
			/* from the command line if the value stored is */
			int dims = b->val.dims;
			b->val = host_unknown(arena_printf(h->fe->A, "from %s, set at line %u",
						   cx_text(h->fe, t), cx_loc(h->fe, t).line),
					      !v.known && v.from_argv);
			b->val.dims = dims;
		}
		return;
	}
	if (clang_getCursorKind(t) != CXCursor_DeclRefExpr)
		return;
	b = host_lookup(fr, clang_getCursorReferenced(t));
	if (b && b->is_struct) {
		/* a whole struct: its members, or none known */
		for (mi = 0; mi < b->nelems; mi++)
			b->elems[mi] = v.members && v.nmembers == b->nelems ? v.members[mi] : v;
		return;
	}
	if (b)
		b->val = b->val.dims == 3 || v.dims == 3 ? v : host_convert(v, host_type_of(t, v.type));
}

static struct hval eval_binary(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[2];
	enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c);
	enum ctype t = host_type_of(c, CT_I64);
	struct hval x, y;

	if (cx_children(c, kids, 2) != 2)
		return host_unknown("an expression not modeled", 0);
	if (k == CXBinaryOperator_Assign) {
		y = host_eval(h, fr, kids[1]);
		host_assign(h, fr, kids[0], y);
		return y;
	}
	if (k == CXBinaryOperator_Comma) {
		host_eval(h, fr, kids[0]);
		return host_eval(h, fr, kids[1]);
	}
	x = host_eval(h, fr, kids[0]);
	if (k == CXBinaryOperator_LAnd || k == CXBinaryOperator_LOr) {
		int is_and = k == CXBinaryOperator_LAnd;
		struct hval r = host_known(CT_I32, !is_and);
		if (x.known && (x.v[0] != 0) != is_and) {
			r.defaulted = x.defaulted;
			return r;
		}
		y = host_eval(h, fr, kids[1]);
		if (y.known && (y.v[0] != 0) != is_and) {
			r.defaulted = y.defaulted;
			return r;
		}
		if (!x.known || !y.known)
			return host_either_unknown(x, y);
		r = host_known(CT_I32, is_and);
		r.defaulted = x.defaulted || y.defaulted;
		return r;
	}
	y = host_eval(h, fr, kids[1]);
	if (clang_getCursorKind(c) == CXCursor_CompoundAssignOperator) {
		struct hval r = arith(cx_binary_op(k), x, y, host_type_of(kids[0], x.type));
		host_assign(h, fr, kids[0], r);
		return r;
	}
	if (cx_binary_op(k) == IR_CONST)
		return host_unknown("an expression not modeled", 0);
	if (x.type != t && !is_comparison(cx_binary_op(k)) && clang_getCursorType(c).kind == CXType_Dependent)
		t = ctype_common(x.type, y.type);
	return arith(cx_binary_op(k), x, y, t);
}

static struct hval eval_function(struct host *h, CXCursor c);

static struct hval eval_unary(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[1];
	enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c);
	struct hval x;

	if (cx_children(c, kids, 1) != 1)
		return host_unknown("an expression not modeled", 0);
	if (k == CXUnaryOperator_AddrOf) {
		x = eval_function(h, kids[0]);
		if (x.is_kernel || x.is_function)
			return x;
		host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A, "changed through %s", cx_text(h->fe, c)), 0));
		return host_unknown("an address", 0);
	}
	x = host_eval(h, fr, kids[0]);
	switch (k) {
	case CXUnaryOperator_PostInc: case CXUnaryOperator_PreInc:
	case CXUnaryOperator_PostDec: case CXUnaryOperator_PreDec: {
		int inc = k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PreInc;
		struct hval r = arith(inc ? IR_ADD : IR_SUB, x, host_known(x.type, 1), x.type);
		host_assign(h, fr, kids[0], r);
		return k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec ? x : r;
	}
	case CXUnaryOperator_Plus:
		return x;
	case CXUnaryOperator_Minus:
		return arith(IR_SUB, host_known(x.type, 0), x, host_type_of(c, x.type));
	case CXUnaryOperator_Not:
		return arith(IR_XOR, x, host_known(x.type, -1), host_type_of(c, x.type));
	case CXUnaryOperator_LNot:
		if (x.known) {
			struct hval r = host_known(CT_I32, !x.v[0]);
			r.defaulted = x.defaulted;
			return r;
		}
		return x;
	default:
		return host_unknown("an expression not modeled", 0);
	}
}

/*
 * Is `var` a global of the file that something stores to?  Locals and
 * parameters answer 1: they are bound in their frame or not known.  Each
 * global's answer is searched for once.
 */
static int stored_global(struct host *h, CXCursor var)
{
	CXCursor parent = clang_getCursorSemanticParent(var);
	enum CXCursorKind pk = clang_getCursorKind(parent);
	int i, stored;

	if (pk != CXCursor_TranslationUnit && pk != CXCursor_Namespace)
		return 1;
	for (i = 0; i < h->nglobals; i++)
		if (clang_equalCursors(h->globals[i].var, var))
			return h->globals[i].stored;
	stored = cx_stored_to(clang_getTranslationUnitCursor(h->fe->ctu), var);
	h->globals = arena_grow(&h->A, h->globals, sizeof(*h->globals), h->nglobals,
				&h->cap_globals);
	h->globals[h->nglobals].var = var;
	h->globals[h->nglobals++].stored = stored;
	return stored;
}

/*
 * A function named as a value: a kernel (`transposeNaive`, for
 * `&transposeNaive`), or a host function (a launcher handed to a timing
 * helper: `perf(launch_gemm, M, N)`), which the file defines or another
 * file of the project does.
 */
static struct hval eval_function(struct host *h, CXCursor c)
{
	CXCursor d = clang_getCursorReferenced(cx_strip(c)), def;
	struct hval v = host_unknown("a function", 0);

	(void)h;
	/* a template's instance named in a braced list that is not yet
	 * resolved (`{"v0", launch<float>}` for a pair's std::function):
	 * clang keeps the names it may be; one template is that template */
	if (clang_getCursorKind(d) == CXCursor_OverloadedDeclRef && clang_getNumOverloadedDecls(d) == 1)
		d = clang_getOverloadedDecl(d, 0);
	if (clang_getCursorKind(cx_strip(c)) != CXCursor_DeclRefExpr ||
	    (clang_getCursorKind(d) != CXCursor_FunctionDecl &&
	     clang_getCursorKind(d) != CXCursor_FunctionTemplate))
		return v;
	def = clang_getCursorDefinition(d);
	if (cx_has_attr(d, CXCursor_CUDAGlobalAttr)) {
		if (clang_Cursor_isNull(def))
			return v;
		v.is_kernel = 1;
		v.kernel = def;
	} else {
		/* defined here, or only declared: another file of the
		 * project defines it, and a call through the value is kept
		 * for that file (host_roots.c) */
		v.is_function = 1;
		v.function = d;   /* the instance named: its body is found from it */
	}
	return v;
}

static struct hval eval_ref(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor d = clang_getCursorReferenced(c);
	/* an overload set (eval_function), not a variable */
	struct binding *b = clang_getCursorKind(d) == CXCursor_OverloadedDeclRef ? NULL
										 : host_lookup(fr, d);
	char *name;

	if (b && b->is_struct) {
		struct hval v = b->val;
		v.members = copy_members(h, b->elems, b->nelems);
		v.nmembers = b->nelems;
		return v;
	}
	if (b)
		return b->val;
	if (clang_getCursorKind(d) == CXCursor_FunctionDecl ||
	    clang_getCursorKind(d) == CXCursor_FunctionTemplate ||
	    clang_getCursorKind(d) == CXCursor_OverloadedDeclRef)
		return eval_function(h, c);
	if (clang_getCursorKind(d) == CXCursor_VarDecl && !stored_global(h, d)) {
		/* a global nothing changes (`int MATRIX_SIZE_X = 1024;`) */
		CXCursor init = clang_Cursor_getVarDeclInitializer(d);
		int64_t v;
		int t = cx_ctype(clang_getCursorType(d));
		if (t >= 0 && !clang_Cursor_isNull(init) && cx_fold(init, &v) == 0)
			return host_known((enum ctype)t, v);
	}
	name = cx_string(h->fe, clang_getCursorSpelling(d));
	if (clang_getCursorKind(d) == CXCursor_ParmDecl &&
	    (!strcmp(name, "argc") || !strcmp(name, "argv")))
		return host_unknown("from the command line", 1);
	return host_unknown(arena_printf(h->fe->A, "from '%s'", name), 0);
}

static struct hval eval_subscript(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[2], base;
	struct binding *b;
	struct hval i;

	if (cx_children(c, kids, 2) != 2)
		return host_unknown("an expression not modeled", 0);
	base = cx_strip(kids[0]);
	i = host_eval(h, fr, kids[1]);
	if (clang_getCursorKind(base) != CXCursor_DeclRefExpr)
		return host_unknown(host_why(h, "from", c), !i.known && i.from_argv);
	b = host_lookup(fr, clang_getCursorReferenced(base));
	if (!b || !b->elems) {
		struct hval r = eval_ref(h, fr, base);
		return host_unknown(host_why(h, "from", c), r.from_argv);
	}
	if (!i.known)
		return i;
	if (i.v[0] < 0 || i.v[0] >= b->nelems)
		return host_unknown("an index out of the array's bounds", 0);
	return b->elems[i.v[0]];
}

static struct hval eval_member(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[1];
	char *member = cx_string(h->fe, clang_getCursorSpelling(c));
	struct binding *b;
	struct hval v;
	int d, n;

	if ((b = host_member(h, fr, c, &d, &n)) != NULL) {
		if (d >= 0 && n == 1 && !members_is_struct(clang_getCursorType(c)))
			return b->elems[d];
		v = host_unknown(host_why(h, "from", c), 0);
		if (d >= 0 && members_is_struct(clang_getCursorType(c))) {
			/* p.dims as a whole: a copy of its members */
			v.members = copy_members(h, b->elems + d, n);
			v.nmembers = n;
		}
		return v;
	}
	if (cx_children(c, kids, 1) != 1 || cx_is_pointer(clang_getCursorType(kids[0])))
		return host_unknown(host_why(h, "from", c), 0);
	v = host_eval(h, fr, kids[0]);
	if (v.members) {
		/* a member of a struct value not held in a variable: an
		 * element of an array of structs (`cases[k].kernel`) */
		char *path = arena_printf(h->fe->A, ".%s", member);
		d = members_find(clang_getCursorType(kids[0]), path, &n);
		if (d >= 0 && n == 1 && d < v.nmembers && !members_is_struct(clang_getCursorType(c)))
			return v.members[d];
		return host_unknown(host_why(h, "from", c), 0);
	}
	if (!member[0] || member[1] || member[0] < 'x' || member[0] > 'z' || v.dims != 3)
		return host_unknown(host_why(h, "from", c), 0);
	if (!v.known)
		return (struct hval){ .dims = 1, .why = v.why, .from_argv = v.from_argv };
	d = member[0] - 'x';
	{
		struct hval r = host_known(CT_U32, v.v[d]);
		r.defaulted = v.defaulted;
		return r;
	}
}

static int has_side_effects(CXCursor c)
{
	enum CXCursorKind k = clang_getCursorKind(c);

	if (k == CXCursor_CallExpr || k == CXCursor_CompoundAssignOperator)
		return 1;
	if (k == CXCursor_BinaryOperator)
		return clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign ||
		       clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Comma;
	if (k == CXCursor_UnaryOperator) {
		enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(c);
		return u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
		       u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec;
	}
	return 0;
}

struct hval host_eval(struct host *h, struct frame *fr, CXCursor c)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor kids[4];
	int64_t v;
	int n;

	if (host_spent(h))
		return host_unknown("host code too long to follow", 0);
	/* nullptr, NULL or 0 as a pointer: the address 0, which a kernel's
	 * null tests read (kernels_null_param) */
	if ((cx_is_pointer(clang_getCursorType(c)) ||
	     cx_canon(clang_getCursorType(c)).kind == CXType_NullPtr) && expr_null_constant(c))
		return host_known(CT_U64, 0);
	if (!has_side_effects(c) && k != CXCursor_DeclRefExpr && cx_fold(c, &v) == 0)
		return host_known(host_type_of(c, CT_I64), v);
	switch (k) {
	case CXCursor_UnexposedExpr: case CXCursor_ParenExpr: case CXCursor_CStyleCastExpr:
	case CXCursor_CXXStaticCastExpr: case CXCursor_CXXFunctionalCastExpr: {
		struct hval x;
		n = cx_children(c, kids, 4);
		if (n == 0)
			return host_unknown("an expression not modeled", 0);
		x = host_eval(h, fr, kids[n - 1]);
		return x.dims == 3 ? x : host_convert(x, host_type_of(c, x.type));
	}
	case CXCursor_DeclRefExpr:
		if (clang_getCursorKind(clang_getCursorReferenced(c)) != CXCursor_OverloadedDeclRef &&
		    cx_fold(c, &v) == 0 && !host_lookup(fr, clang_getCursorReferenced(c)))
			return host_known(host_type_of(c, CT_I64), v);
		return eval_ref(h, fr, c);
	case CXCursor_BinaryOperator: case CXCursor_CompoundAssignOperator:
		return eval_binary(h, fr, c);
	case CXCursor_UnaryOperator:
		return eval_unary(h, fr, c);
	case CXCursor_ConditionalOperator: {
		struct hval cond, x, y;
		if (cx_children(c, kids, 4) != 3)
			return host_unknown("an expression not modeled", 0);
		cond = host_eval(h, fr, kids[0]);
		if (cond.known)
			return host_eval(h, fr, kids[cond.v[0] ? 1 : 2]);
		x = host_eval(h, fr, kids[1]);
		y = host_eval(h, fr, kids[2]);
		return host_join(x, y, host_why(h, "from", c));
	}
	case CXCursor_CallExpr:
		return host_eval_call(h, fr, c);
	case CXCursor_ArraySubscriptExpr:
		return eval_subscript(h, fr, c);
	case CXCursor_MemberRefExpr:
		return eval_member(h, fr, c);
	case CXCursor_LambdaExpr:
		return host_eval_lambda(h, fr, c);
	case CXCursor_InitListExpr: {
		/* `T x{e}` is e; a longer list is run for what it calls */
		CXCursor *items;
		struct arena *A = &h->A;
		int i;
		/* a struct's members (`opts{ scale, 1024 }` as an argument) */
		if (members_is_struct(clang_getCursorType(c)))
			return host_struct_value(h, fr, clang_getCursorType(c), c,
						 host_unknown(host_why(h, "from", c), 0));
		items = cx_children_all(A, c, &n);
		if (n == 1)
			return host_eval(h, fr, items[0]);
		for (i = 0; i < n; i++)
			host_eval(h, fr, items[i]);
		return host_unknown(host_why(h, "from", c), 0);
	}
	default:
		return host_unknown(host_why(h, "from", c), 0);
	}
}
