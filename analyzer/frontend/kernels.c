/*
 * kernels.c - the kernels of the file, their instances and their launch
 * sites.
 *
 * Kernels are the __global__ functions defined in the main file, walked
 * in source order, and those of the user's own headers that the file
 * launches or names; a template kernel is built once for each
 * specialization the file uses (a launch, an explicit instantiation, a
 * pointer), with its arguments, and one with none is named in a note.
 * Host functions the file calls whose bodies the walk of the main file
 * does not see (template instances, the user's headers) are walked too,
 * once each, for the launches in them.  Each is built with state of its own (struct
 * fe_kernel), which lives as long as build_kernel.  A <<<...>>> launch in
 * the file whose shape folds to constants is kept, and joined to the
 * kernel it launches once every kernel is built.
 */
#include "fe.h"

#include "../../simulator/simulator.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* The template parameters of the template fn specializes, in order. */
static int template_params(CXCursor fn, CXCursor *out, int max)
{
	CXCursor t = clang_getSpecializedCursorTemplate(fn), kids[MAX_CHILDREN];
	int n = clang_Cursor_isNull(t) ? 0 : cx_children(t, kids, MAX_CHILDREN), i, m = 0;

	for (i = 0; i < n && m < max; i++) {
		enum CXCursorKind k = clang_getCursorKind(kids[i]);
		if (k == CXCursor_TemplateTypeParameter || k == CXCursor_NonTypeTemplateParameter ||
		    k == CXCursor_TemplateTemplateParameter)
			out[m++] = kids[i];
	}
	return m;
}

/*
 * An attribute's arguments from the tokens between the function's start
 * and its name (libclang does not expose them): `__launch_bounds__(N)`,
 * `__cluster_dims__(CM * CN, 1, 1)`.  Each argument is an integer
 * expression of literals, the instance's template parameters by name,
 * constants and object-like macros, folded here.
 */
struct attr_eval {
	struct fe *fe;
	CXCursor fn;
	CXTranslationUnit tu;
	CXToken *tok;
	unsigned n, i;
	int bad, depth;
};

static const char *tok_text(struct attr_eval *e, unsigned i)
{
	return i < e->n ? cx_string(e->fe, clang_getTokenSpelling(e->tu, e->tok[i])) : "";
}

/* The cursor at token i: asked only for a name that needs it, as
 * annotating the whole range costs a walk of the translation unit */
static CXCursor tok_cursor(struct attr_eval *e, unsigned i)
{
	return clang_getCursor(e->tu, clang_getTokenLocation(e->tu, e->tok[i]));
}

static int64_t attr_expr(struct attr_eval *e, int prec);

/* A constant named `name` among scope's declarations (an enum's too). */
struct named_constant {
	struct fe *fe;
	const char *name;
	CXCursor found;
};

static enum CXChildVisitResult named_constant_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct named_constant *n = data;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	if ((k == CXCursor_VarDecl || k == CXCursor_EnumConstantDecl) &&
	    !strcmp(cx_string(n->fe, clang_getCursorSpelling(c)), n->name)) {
		n->found = c;
		return CXChildVisit_Break;
	}
	return k == CXCursor_EnumDecl ? CXChildVisit_Recurse : CXChildVisit_Continue;
}

/*
 * The declaration `name` names where fn is declared: its namespaces from
 * the innermost out.  For a token clang did not parse (the arguments of
 * an attribute it does not know, as clang 19 does not know
 * cluster_dims), so that the token references nothing.
 */
static CXCursor named_in_scope(struct fe *fe, CXCursor fn, const char *name)
{
	struct named_constant n = { fe, name, clang_getNullCursor() };
	CXCursor scope = clang_getCursorSemanticParent(fn);
	int hops = 0;

	while (!clang_Cursor_isNull(scope) && hops++ < 16 && clang_Cursor_isNull(n.found)) {
		enum CXCursorKind k = clang_getCursorKind(scope);
		if (k != CXCursor_Namespace && k != CXCursor_TranslationUnit &&
		    k != CXCursor_StructDecl && k != CXCursor_ClassDecl)
			break;
		clang_visitChildren(scope, named_constant_visit, &n);
		if (k == CXCursor_TranslationUnit)
			break;
		scope = clang_getCursorSemanticParent(scope);
	}
	return n.found;
}

/*
 * The value of the name at token `tok`: a template parameter of the
 * instance, a constant, a macro.  A call or a template's instance
 * (`blocks_for<N>()`) does not fold.
 */
static int64_t attr_name(struct attr_eval *e, const char *name, unsigned tok)
{
	CXCursor params[MAX_CHILDREN], d, at;
	int np = template_params(e->fn, params, MAX_CHILDREN), i;
	const char *next = tok_text(e, tok + 1);
	int64_t v;

	for (i = 0; i < np; i++)
		if (!strcmp(cx_string(e->fe, clang_getCursorSpelling(params[i])), name) &&
		    clang_Cursor_getTemplateArgumentKind(e->fn, (unsigned)i) ==
			    CXTemplateArgumentKind_Integral)
			return clang_Cursor_getTemplateArgumentValue(e->fn, (unsigned)i);
	if (!strcmp(next, "(") || !strcmp(next, "<")) {
		e->bad = 1;
		return 0;
	}
	at = tok_cursor(e, tok);
	d = clang_getCursorReferenced(at);
	if (clang_getCursorKind(at) == CXCursor_MacroExpansion && !clang_Cursor_isNull(d) &&
	    !clang_Cursor_isMacroFunctionLike(d) && e->depth < 8) {
		/* an object-like macro: its replacement, after its name */
		struct attr_eval m = *e;
		clang_tokenize(e->tu, clang_getCursorExtent(d), &m.tok, &m.n);
		m.i = 1;
		m.depth++;
		m.bad = 0;
		v = attr_expr(&m, 0);
		e->bad |= m.bad || m.i != m.n;
		clang_disposeTokens(e->tu, m.tok, m.n);
		return v;
	}
	if (clang_getCursorKind(d) != CXCursor_VarDecl &&
	    clang_getCursorKind(d) != CXCursor_EnumConstantDecl)
		d = named_in_scope(e->fe, e->fn, name);
	if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl)
		return clang_getEnumConstantDeclValue(d);
	if (clang_getCursorKind(d) == CXCursor_VarDecl && cx_fold(d, &v) == 0)
		return v;
	e->bad = 1;
	return 0;
}

static int64_t attr_unary(struct attr_eval *e)
{
	const char *t = tok_text(e, e->i);
	char *end;
	int64_t v;

	if (e->i >= e->n) {
		e->bad = 1;
		return 0;
	}
	e->i++;
	if (!strcmp(t, "(")) {
		v = attr_expr(e, 0);
		if (strcmp(tok_text(e, e->i), ")"))
			e->bad = 1;
		e->i++;
		return v;
	}
	if (!strcmp(t, "-"))
		return -attr_unary(e);
	if (!strcmp(t, "+"))
		return attr_unary(e);
	if (!strcmp(t, "~"))
		return ~attr_unary(e);
	if (!strcmp(t, "!"))
		return !attr_unary(e);
	if (*t >= '0' && *t <= '9') {
		v = (int64_t)strtoull(t, &end, 0);
		while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
			end++;
		if (*end)
			e->bad = 1;
		return v;
	}
	if (isalpha((unsigned char)*t) || *t == '_')
		return attr_name(e, t, e->i - 1);
	e->bad = 1;
	return 0;
}

/* Binary operators at precedence prec and above (C's order). */
static int64_t attr_expr(struct attr_eval *e, int prec)
{
	static const struct { const char *op; int prec; } ops[] = {
		{ "|", 1 }, { "^", 2 }, { "&", 3 }, { "<<", 4 }, { ">>", 4 },
		{ "+", 5 }, { "-", 5 }, { "*", 6 }, { "/", 6 }, { "%", 6 },
	};
	int64_t a = attr_unary(e), b;
	size_t k;

	while (!e->bad && e->i < e->n) {
		const char *t = tok_text(e, e->i);
		for (k = 0; k < sizeof(ops) / sizeof(ops[0]); k++)
			if (!strcmp(t, ops[k].op))
				break;
		if (k == sizeof(ops) / sizeof(ops[0]) || ops[k].prec < prec)
			break;
		e->i++;
		b = attr_expr(e, ops[k].prec + 1);
		switch (*t) {
		case '|': a |= b; break;
		case '^': a ^= b; break;
		case '&': a &= b; break;
		case '<': a = b >= 0 && b < 63 ? a << b : 0; break;
		case '>': a = b >= 0 && b < 63 ? a >> b : 0; break;
		case '+': a += b; break;
		case '-': a -= b; break;
		case '*': a *= b; break;
		case '/': if (b) a /= b; else e->bad = 1; break;
		case '%': if (b) a %= b; else e->bad = 1; break;
		}
	}
	return a;
}

/*
 * The arguments of attribute `name` (or `alt`, its __attribute__ spelling)
 * on fn, up to max of them: how many, each in out[] or 0 where it does
 * not fold; 0 when the attribute is not there.
 */
static int attr_args(struct fe *fe, CXCursor fn, const char *name, const char *alt,
		     int64_t *out, int max)
{
	CXSourceLocation a = clang_getRangeStart(clang_getCursorExtent(fn));
	CXSourceLocation b = clang_getCursorLocation(fn);
	struct attr_eval e = { fe, fn, fe->ctu, NULL, 0, 0, 0, 0 };
	CXFile fa, fb;
	unsigned from, to, i;
	int m = 0;

	clang_getExpansionLocation(a, &fa, NULL, NULL, &from);
	clang_getExpansionLocation(b, &fb, NULL, NULL, &to);
	if (!fa || !fb || !clang_File_isEqual(fa, fb) || to <= from)
		return 0;
	/* macro locations do not make a range: rebuild it from file offsets */
	clang_tokenize(fe->ctu, clang_getRange(clang_getLocationForOffset(fe->ctu, fa, from),
					       clang_getLocationForOffset(fe->ctu, fa, to)),
		       &e.tok, &e.n);
	for (i = 0; i + 2 < e.n; i++) {
		const char *t = tok_text(&e, i);
		if ((strcmp(t, name) && strcmp(t, alt)) || strcmp(tok_text(&e, i + 1), "("))
			continue;
		e.i = i + 2;
		while (m < max && e.i < e.n) {
			e.bad = 0;
			out[m] = attr_expr(&e, 0);
			if (e.bad) {
				out[m] = 0;
				/* to the argument's end */
				while (e.i < e.n && strcmp(tok_text(&e, e.i), ",") &&
				       strcmp(tok_text(&e, e.i), ")"))
					e.i++;
			}
			m++;
			if (strcmp(tok_text(&e, e.i), ","))
				break;
			e.i++;
		}
		break;
	}
	clang_disposeTokens(fe->ctu, e.tok, e.n);
	return m;
}

/* __launch_bounds__(threads[, min blocks]), each 0 where not known */
static void launch_bounds(struct fe *fe, CXCursor fn, int out[2])
{
	int64_t v[2] = { 0, 0 };
	int i;

	attr_args(fe, fn, "__launch_bounds__", "launch_bounds", v, 2);
	for (i = 0; i < 2; i++)
		out[i] = v[i] > 0 && v[i] <= 1024 ? (int)v[i] : 0;
}

/*
 * __cluster_dims__(x[, y[, z]]): the shape of the kernel's clusters of
 * blocks, fixed when it compiles; all 0 when not given or not known (a
 * launch's attribute may give it at run time).
 */
static void cluster_dims(struct fe *fe, CXCursor fn, int out[3])
{
	int64_t v[3] = { 0, 0, 0 };
	int i, n = attr_args(fe, fn, "__cluster_dims__", "cluster_dims", v, 3);

	for (i = n; i < 3; i++)
		v[i] = n ? 1 : 0;
	for (i = 0; i < 3; i++)
		if (v[i] < 1 || v[i] > 16)
			v[0] = v[1] = v[2] = 0;
	for (i = 0; i < 3; i++)
		out[i] = (int)v[i];
}

/*
 * A template instance's arguments, "<128, float, true>": as reports name
 * it, or (as_code) as C++ at the file's end can write it, an integer cast
 * to its parameter's type ("(ns::Mode)1", "(int)64ULL").  NULL, as code,
 * when an argument cannot be written (a pack, a template, a null
 * pointer, a lambda's type); "?" for it in a name.
 */
static const char *template_args(struct fe *fe, CXCursor fn, int n, int as_code)
{
	CXCursor params[MAX_CHILDREN];
	int i, np = template_params(fn, params, MAX_CHILDREN);
	const char *out = "<";

	for (i = 0; i < n; i++) {
		CXType pt = i < np ? cx_canon(clang_getCursorType(params[i])) : (CXType){ 0 };
		const char *arg = NULL;

		switch (clang_Cursor_getTemplateArgumentKind(fn, (unsigned)i)) {
		case CXTemplateArgumentKind_Integral:
			if (pt.kind == CXType_Bool)
				arg = clang_Cursor_getTemplateArgumentValue(fn, (unsigned)i) ? "true" : "false";
			else if (!as_code)
				arg = arena_printf(fe->A, "%lld",
						   clang_Cursor_getTemplateArgumentValue(fn, (unsigned)i));
			else if (pt.kind == CXType_Enum)
				arg = arena_printf(fe->A, "(%s)%lld", cx_string(fe, clang_getTypeSpelling(pt)),
						   clang_Cursor_getTemplateArgumentValue(fn, (unsigned)i));
			else if (i < np)
				arg = arena_printf(fe->A, "(%s)%lluULL",
						   cx_string(fe, clang_getTypeSpelling(pt)),
						   clang_Cursor_getTemplateArgumentUnsignedValue(fn, (unsigned)i));
			break;
		case CXTemplateArgumentKind_Type:
			arg = cx_string(fe, clang_getTypeSpelling(
				clang_Cursor_getTemplateArgumentType(fn, (unsigned)i)));
			if (as_code && (strstr(arg, "lambda") || strstr(arg, "(anonymous") ||
					strstr(arg, "(unnamed")))
				arg = NULL;
			break;
		default:
			break;
		}
		if (!arg && as_code)
			return NULL;
		out = arena_printf(fe->A, "%s%s%s", out, i ? ", " : "", arg ? arg : "?");
	}
	return arena_printf(fe->A, "%s>", out);
}

/* "name", or for a template specialization "name<128, float, true>" */
static const char *kernel_name(struct fe *fe, CXCursor fn)
{
	char *name = cx_string(fe, clang_getCursorSpelling(fn));
	int n = clang_Cursor_getNumTemplateArguments(fn);

	return n <= 0 ? name : arena_printf(fe->A, "%s%s", name, template_args(fe, fn, n, 0));
}

/*
 * A template instance as the file's end can name it: "ns::k<64, float,
 * true>"; NULL when it is no instance or cannot be written.
 */
static const char *kernel_reference(struct fe *fe, CXCursor fn)
{
	int n = clang_Cursor_getNumTemplateArguments(fn);
	const char *scope = "", *args;
	CXCursor c;

	if (n <= 0)
		return NULL;
	for (c = clang_getCursorSemanticParent(fn);
	     clang_getCursorKind(c) == CXCursor_Namespace; c = clang_getCursorSemanticParent(c)) {
		const char *ns = cx_string(fe, clang_getCursorSpelling(c));
		if (*ns)
			scope = arena_printf(fe->A, "%s::%s", ns, scope);
	}
	if (clang_getCursorKind(c) != CXCursor_TranslationUnit ||
	    !(args = template_args(fe, fn, n, 1)))
		return NULL;
	return arena_printf(fe->A, "%s%s%s", scope, cx_string(fe, clang_getCursorSpelling(fn)), args);
}

/*
 * The kernel's IR: its parameters, then its body, lowered with state that
 * lives as long as this call (struct fe_kernel, and the frame of the
 * kernel's own body).
 */
static int walk_members(struct fe *fe, CXCursor fn, struct ir_param *out);

struct first_use {
	CXCursor var, found;
	int mutable;   /* handed where a callee may change it */
};

/* Is c (under casts) var, or its address? */
static int names_var(CXCursor c, CXCursor var)
{
	CXCursor s = cx_strip(c), kid[1];

	if (clang_getCursorKind(s) == CXCursor_UnaryOperator &&
	    clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_AddrOf &&
	    cx_children(s, kid, 1) == 1)
		s = cx_strip(kid[0]);
	return clang_getCursorKind(s) == CXCursor_DeclRefExpr &&
	       clang_equalCursors(clang_getCursorReferenced(s), var);
}

/* Does a parameter of type t let the callee change what it is bound to? */
static int changes_through(CXType t)
{
	t = cx_canon(t);
	if (t.kind != CXType_LValueReference && t.kind != CXType_RValueReference &&
	    t.kind != CXType_Pointer)
		return 0;
	return !clang_isConstQualifiedType(cx_canon(clang_getPointeeType(t)));
}

static enum CXChildVisitResult find_use(CXCursor c, CXCursor parent, CXClientData data)
{
	struct first_use *u = data;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(c), u->var) &&
	    clang_Cursor_isNull(u->found))
		u->found = c;
	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		CXCursor callee = clang_getCursorReferenced(c), kid[1];
		CXType ft = clang_getCursorType(callee);
		int i, n = clang_Cursor_getNumArguments(c);

		for (i = 0; i < n; i++)
			if (names_var(clang_Cursor_getArgument(c, i), u->var) &&
			    i < clang_getNumArgTypes(ft) && changes_through(clang_getArgType(ft, i)))
				u->mutable = 1;
		/* a method that is not const, called on it */
		if (clang_getCursorKind(callee) == CXCursor_CXXMethod && !clang_CXXMethod_isConst(callee) &&
		    !clang_CXXMethod_isStatic(callee) && cx_children(c, kid, 1) == 1 &&
		    clang_getCursorKind(kid[0]) == CXCursor_MemberRefExpr &&
		    cx_children(kid[0], kid, 1) == 1 && names_var(kid[0], u->var))
			u->mutable = 1;
	}
	return CXChildVisit_Recurse;
}

/*
 * A struct parameter whose members the kernel writes (`p.n = m + 1`,
 * `p.stride *= 2`) or hands where they may be written (a helper's `P &`,
 * a method that is not const): a local struct, its members set from the
 * member params on entry (structs.c), so that a read after a write sees
 * the write; a followed helper's writes reach it through its reference
 * (structs_alias).  One that escapes (its address kept) is left as it is.
 */
static void bind_written_struct(struct fe *fe, CXCursor p, CXCursor body, const char *name)
{
	struct first_use u = { p, clang_getNullCursor(), 0 };

	if (cx_canon(clang_getCursorType(p)).kind != CXType_Record)
		return;
	clang_visitChildren(body, find_use, &u);
	if (!clang_Cursor_isNull(u.found) && (u.mutable || cx_stored_within(body, p)) &&
	    structs_tracked(p))
		structs_declare(fe, p, name, u.found, 1);
}

/*
 * A parameter the kernel writes becomes a local, set from the parameter
 * on entry, so that each use sees its value then: a pointer it moves (`A
 * += cRow * BM * K`, `A += BK` in a loop, as tiled kernels walk their
 * operands) points into that parameter at offset 0 on entry; an integer
 * it changes (`n >>= 1` in a loop) starts at the parameter's value.
 * Parameters nothing writes stay parameters, with no slot.
 */
static void bind_written_params(struct fe *fe, CXCursor fn, CXCursor body)
{
	int i, n = clang_Cursor_getNumArguments(fn);

	for (i = 0; i < n && i < fe->kn->k->nparams; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, i);
		const struct ir_param *ip = &fe->kn->k->params[i];
		int li;

		if (!ip->is_pointer && !ip->is_integer && !ip->member_of)
			bind_written_struct(fe, p, body, ip->name);
		if ((!ip->is_pointer && !ip->is_integer) || !cx_stored_to(body, p))
			continue;
		li = scope_add(fe, p, ip->name);
		if (ip->is_pointer) {
			scope_point(fe, li, OBJ_PARAM, i);
			scope_assign(fe, p, scope_slot(fe, li), ir_const(fe->A, CT_I64, 0));
		} else {
			scope_assign(fe, p, scope_slot(fe, li),
				     ir_leaf(fe->A, IR_PARAM, ip->type, i));
		}
	}
}

/* Translates the body of kernel k (fn) into its IR. */
static void lower_body(struct fe *fe, struct ir_kernel *k, CXCursor fn)
{
	struct fe_kernel kn = { 0 };
	struct fe_frame top = { 0 };
	CXCursor kids[MAX_CHILDREN], body;
	int i, n, has_body = 0;

	n = cx_children(fn, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt) {
			body = kids[i];
			has_body = 1;
		}
	kn.k = k;
	kn.tail = &k->body;
	kn.frame = &top;
	top.fn = fn;
	top.ret = -1;
	kn.discarded = clang_getNullCursor();
	arena_init(&kn.lists, 0);
	fe->kn = &kn;
	if (has_body) {
		bind_written_params(fe, fn, body);
		stmt_lower(fe, body);
	}
	if (kn.any_assumed)
		assumed_mark(fe, k->body, 0);
	ir_pass_exits(k->body);
	free(kn.locals);
	free(kn.shared_decls);
	free(kn.slot_assumed);
	arena_release(&kn.lists);
	fe->kn = NULL;
	k->assumptions = fe->assume_texts;
	k->nassumptions = fe->nassumes < 64 ? fe->nassumes : 64;
	if (kn.nloaded) {
		/* the file's assumptions, then one a pointer read from memory */
		int total = fe->nassumes + kn.nloaded, j;
		const char **all = arena_alloc(fe->A, ((size_t)total + 1) * sizeof(*all));
		for (j = 0; j < fe->nassumes; j++)
			all[j] = fe->assume_texts[j];
		for (j = 0; j < kn.nloaded; j++)
			all[fe->nassumes + j] = j < 64 && (kn.loaded_aligned >> j & 1)
				? arena_printf(fe->A,
					"'%s', a __device__ variable, starts a 32-byte sector (its alignas says so)",
					kn.loaded[j])
				: j < 64 && (kn.loaded_device >> j & 1)
				? arena_printf(fe->A,
					"'%s', a __device__ variable, starts a 32-byte sector (nvcc aligns it only to its type)",
					kn.loaded[j])
				: arena_printf(fe->A,
					"the pointer read from '%s' starts an allocation (aligned, as cudaMalloc's)",
					kn.loaded[j]);
		k->assumptions = all;
		k->nassumptions = total < 64 ? total : 64;
	}
}

/*
 * Kernel fn: its name and parameters, appended to the file's kernels, and
 * its body translated unless `lower` is 0 (kernels_find does it later, or
 * never).
 */
static struct ir_kernel *build_kernel(struct fe *fe, CXCursor fn, int lower)
{
	struct ir_kernel *k = arena_alloc(fe->A, sizeof(*k));
	int i;

	k->name = kernel_name(fe, fn);
	k->reference = kernel_reference(fe, fn);
	k->mangled = cx_string(fe, clang_Cursor_getMangling(fn));
	launch_bounds(fe, fn, k->launch_bounds);
	cluster_dims(fe, fn, k->cluster);
	k->loc = cx_loc(fe, fn);
	k->nparams = clang_Cursor_getNumArguments(fn);
	if (k->nparams < 0)
		k->nparams = 0;
	/* room for a null test of each (kernels_null_param) */
	k->params = arena_alloc(fe->A, (2 * (size_t)kernels_param_slots(fn) + 1) * sizeof(*k->params));
	for (i = 0; i < k->nparams; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, i);
		CXType t = clang_getCursorType(p);
		struct ir_param *ip = &k->params[i];
		ip->name = cx_string(fe, clang_getCursorSpelling(p));
		ip->c_type = cx_string(fe, clang_getTypeSpelling(t));
		if (!ip->name[0])
			ip->name = arena_printf(fe->A, "arg%d", i);
		kernels_param_type(ip, t);
	}
	k->nparams += walk_members(fe, fn, k->params + k->nparams);
	if (lower)
		lower_body(fe, k, fn);
	k->next = NULL;
	{
		struct ir_kernel **t = &fe->tu->kernels;
		while (*t)
			t = &(*t)->next;
		*t = k;
	}
	fe->tu->nkernels++;
	return k;
}

/* The length of a template instance's name up to its '<'; 0 for a plain kernel. */
static size_t template_part(const char *name)
{
	const char *lt = strchr(name, '<');

	return lt ? (size_t)(lt - name) : 0;
}

/*
 * Is fn an instance past the first opts->instance_cap of its template
 * built so far?  Its body then waits: lint simulates it only if a launch
 * gives it a size, or too few of its template's instances have none
 * (resolve_deferred).
 */
static int defer(struct fe *fe, CXCursor fn)
{
	const char *name;
	size_t len;
	struct ir_kernel *k;
	int n = 0;

	if (fe->opts->instance_cap <= 0)
		return 0;
	name = kernel_name(fe, fn);
	if (!(len = template_part(name)))
		return 0;
	for (k = fe->tu->kernels; k; k = k->next)
		n += template_part(k->name) == len && !strncmp(k->name, name, len);
	return n >= fe->opts->instance_cap;
}

/*
 * Once the launches are known: the bodies of the deferred instances that
 * lint will simulate, translated now.  It counts as lint_file.c does, in
 * the same order: a template's first instance_cap instances with no
 * sized launch are simulated, and every instance with one.
 */
static void resolve_deferred(struct fe *fe)
{
	struct ir_kernel *k, *j;
	int i;

	for (i = 0; i < fe->ndeferred; i++) {
		size_t len;
		int before = 0;

		k = fe->deferred[i].k;
		len = template_part(k->name);
		if (ir_kernel_unsized(k)) {
			for (j = fe->tu->kernels; j != k; j = j->next)
				before += template_part(j->name) == len &&
					  !strncmp(j->name, k->name, len) && ir_kernel_unsized(j);
			if (before >= fe->opts->instance_cap)
				continue;   /* named in lint's note, not simulated */
		}
		lower_body(fe, k, fe->deferred[i].fn);
	}
	free(fe->deferred);
	fe->deferred = NULL;
	fe->ndeferred = 0;
}

/* Whether the options ask for kernel fn (every kernel, unless only some). */
static int wanted(struct fe *fe, CXCursor fn)
{
	const char *name;
	int i;

	if (!fe->opts->only_kernels)
		return 1;
	name = kernel_name(fe, fn);
	for (i = 0; i < fe->opts->nonly_kernels; i++)
		if (!strcmp(fe->opts->only_kernels[i], name))
			return 1;
	return 0;
}

/* Builds a kernel once, however many times it is met. */
static void build_once(struct fe *fe, CXCursor fn)
{
	char *usr = cx_string(fe, clang_getCursorUSR(fn));
	int i;

	for (i = 0; i < fe->nbuilt; i++)
		if (!strcmp(fe->built[i], usr))
			return;
	fe->built = arena_grow(fe->A, fe->built, sizeof(*fe->built), fe->nbuilt,
			       &fe->cap_built);
	fe->built[fe->nbuilt++] = usr;
	if (wanted(fe, fn)) {
		int later = defer(fe, fn);
		struct ir_kernel *k = build_kernel(fe, fn, !later);

		k->usr = usr;
		if (later) {
			if (fe->ndeferred == fe->cap_deferred) {
				fe->cap_deferred = fe->cap_deferred ? 2 * fe->cap_deferred : 16;
				fe->deferred = xreallocarray(fe->deferred, (size_t)fe->cap_deferred,
							     sizeof(*fe->deferred));
			}
			fe->deferred[fe->ndeferred].k = k;
			fe->deferred[fe->ndeferred++].fn = fn;
		}
	}
	/* its template has an instance now (skipped_templates) */
	if (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(fn))) {
		fe->built = arena_grow(fe->A, fe->built, sizeof(*fe->built), fe->nbuilt,
				       &fe->cap_built);
		fe->built[fe->nbuilt++] = cx_string(fe, clang_getCursorUSR(
			clang_getSpecializedCursorTemplate(fn)));
	}
}

/*
 * The three sizes of a dim3 (or an integer) expression, if they fold: an
 * integer, dim3(a, b, c), or a variable so initialized (reached through the
 * copy the launch makes of it).
 */
static int fold_dim(CXCursor c, uint32_t out[3], int depth)
{
	CXCursor s = cx_strip(c), kids[8], args[3];
	int n, i, k = 0;
	int64_t v;

	out[0] = out[1] = out[2] = 1;
	if (depth > 4)
		return -1;
	if (cx_fold(s, &v) == 0) {
		if (v <= 0 || v > 0x7fffffff)
			return -1;
		out[0] = (uint32_t)v;
		return 0;
	}
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(s), init[8];
		int m = cx_children(d, init, 8);
		if (clang_getCursorKind(d) != CXCursor_VarDecl || m == 0)
			return -1;
		return fold_dim(init[m - 1], out, depth + 1);
	}
	if (clang_getCursorKind(s) != CXCursor_CallExpr)
		return -1;
	n = cx_children(s, kids, 8);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) != CXCursor_TypeRef && k < 3)
			args[k++] = kids[i];
	if (k == 1 && cx_fold(args[0], &v) < 0)
		return fold_dim(args[0], out, depth + 1);   /* a copy */
	for (i = 0; i < k; i++) {
		if (cx_fold(args[i], &v) < 0 || v <= 0 || v > 0x7fffffff)
			return -1;
		out[i] = (uint32_t)v;
	}
	return k ? 0 : -1;
}

/* fold_dim for the other stages: the launches made through the runtime's calls */
int kernels_fold_dim(CXCursor c, uint32_t out[3])
{
	return fold_dim(c, out, 0);
}


/*
 * A launch's `ok` and `why`, once whether its block and grid are known;
 * block_why and grid_why say where host code's unknown value came from
 * ("from atoi(argv[1])"), or are NULL.
 */
void kernels_launch_finish(struct fe *fe, struct ir_launch *l, int block_ok, const char *block_why,
			   int grid_ok, const char *grid_why)
{
	l->ok = block_ok;
	l->why = NULL;
	if (!block_ok) {
		l->why = block_why ? arena_printf(fe->A, "its block is not a constant (%s)", block_why)
				   : "its block is not a constant";
	} else if (!grid_ok) {
		/* the block decides the warps and their lanes; one block shows them */
		l->grid[0] = l->grid[1] = l->grid[2] = 1;
		l->grid_unknown = 1;
		l->grid_why = grid_why ? arena_printf(fe->A, "its grid is not a constant (%s)", grid_why)
				       : "its grid is not a constant";
		l->why = arena_printf(fe->A, "%s, so one block is simulated (give --grid for the whole launch)",
				      l->grid_why);
	}
}

void kernels_add_site(struct fe *fe, const char *usr, const struct ir_launch *l)
{
	fe->sites = arena_grow(fe->A, fe->sites, sizeof(*fe->sites), fe->nsites, &fe->cap_sites);
	memset(&fe->sites[fe->nsites], 0, sizeof(fe->sites[fe->nsites]));
	fe->sites[fe->nsites].usr = usr;
	fe->sites[fe->nsites++].launch = *l;
}

static int same_text(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* Has kernel usr a site like l already (the same call walked twice: in
 * a generic lambda's instance and through the host code that calls it)? */
static int have_site(const struct fe *fe, const char *usr, const struct ir_launch *l, int nparams)
{
	int i, j;

	for (i = 0; i < fe->nsites; i++) {
		const struct ir_launch *o = &fe->sites[i].launch;
		if (strcmp(fe->sites[i].usr, usr) || o->loc.line != l->loc.line ||
		    o->loc.col != l->loc.col || !same_text(o->loc.file, l->loc.file) ||
		    memcmp(o->grid, l->grid, sizeof(o->grid)) || memcmp(o->block, l->block, sizeof(o->block)) ||
		    o->grid_unknown != l->grid_unknown || o->dynamic_shared != l->dynamic_shared ||
		    !same_text(o->why, l->why) || !same_text(o->grid_why, l->grid_why) ||
		    !same_text(o->unreached, l->unreached))
			continue;
		if (!o->known || !l->known) {
			if (!o->known && !l->known)
				return 1;
			continue;
		}
		for (j = 0; j < nparams && o->known[j] == l->known[j] &&
			    (!o->known[j] || o->values[j] == l->values[j]); j++)
			;
		if (j == nparams)
			return 1;
	}
	return 0;
}

void kernels_add_sites(struct fe *fe, const char *usr, CXCursor call, CXCursor kernel,
		       const struct ir_launch *constant, int block_ok, int grid_ok)
{
	struct ir_launch *hosted = arena_alloc(fe->A, HOST_SITES * sizeof(*hosted));
	struct ir_launch base = *constant, alone = *constant;
	int i, n, nparams = kernels_param_slots(kernel);

	/* what the constants said of the shape, host code decides again */
	base.grid_unknown = 0;
	base.grid_why = base.why = NULL;
	n = host_launches(fe, call, kernel, &base, block_ok, grid_ok, nparams, hosted, HOST_SITES);
	for (i = 0; i < n; i++)
		if (!have_site(fe, usr, &hosted[i], nparams))
			kernels_add_site(fe, usr, &hosted[i]);
	if (n == 0) {
		alone.unreached = host_unreached(fe, call, kernel);
		if (!have_site(fe, usr, &alone, nparams))
			kernels_add_site(fe, usr, &alone);
	}
}

/*
 * A kernel call with <<<...>>>: its shape and arguments, as constants
 * fold them, and then as host code gives them (host.c), one site for
 * each set of values host code reaches it with.
 */
static void record_launch(struct fe *fe, CXCursor call, CXCursor kernel)
{
	CXCursor cfg;
	int i, nc, nparams, block_ok, grid_ok;
	struct ir_launch l;
	const char *usr;

	if (!cx_launch_config(call, &cfg))
		return;   /* a plain call, not a launch */
	usr = cx_string(fe, clang_getCursorUSR(kernel));
	memset(&l, 0, sizeof(l));
	l.loc = cx_loc(fe, call);
	nparams = kernels_param_slots(kernel);
	l.values = arena_alloc(fe->A, ((size_t)nparams + 1) * sizeof(*l.values));
	l.known = arena_alloc(fe->A, (size_t)nparams + 1);
	nc = clang_Cursor_getNumArguments(cfg);
	block_ok = nc >= 2 && fold_dim(clang_Cursor_getArgument(cfg, 1), l.block, 0) == 0;
	grid_ok = fold_dim(clang_Cursor_getArgument(cfg, 0), l.grid, 0) == 0;
	if (nc > 2) {
		int64_t v;
		CXCursor smem = clang_Cursor_getArgument(cfg, 2);
		/* a default argument has no tokens of its own */
		if (cx_fold(smem, &v) == 0)
			l.dynamic_shared = v;
	}
	for (i = 0; i < nparams && i < clang_Cursor_getNumArguments(call); i++) {
		int64_t v;
		CXType t = clang_getCursorType(clang_Cursor_getArgument(kernel, i));
		if (cx_ctype(t) >= 0 && cx_fold(clang_Cursor_getArgument(call, i), &v) == 0) {
			l.values[i] = v;
			l.known[i] = 1;
		} else if (cx_is_pointer(t) && expr_null_constant(clang_Cursor_getArgument(call, i))) {
			l.values[i] = 0;   /* a null pointer, which null tests read */
			l.known[i] = 1;
		}
	}
	kernels_launch_finish(fe, &l, block_ok, NULL, grid_ok, NULL);
	kernels_add_sites(fe, usr, call, kernel, &l, block_ok, grid_ok);
}

/*
 * The parameter that tests pointer parameter pi of the kernel being
 * built for null (ir_param's null_of), added the first time: after the
 * slots a launch carries, in the room build_kernel left.
 */
int kernels_null_param(struct fe *fe, int pi)
{
	struct ir_kernel *k = fe->kn->k;
	struct ir_param *ip;
	int i;

	for (i = 0; i < k->nparams; i++)
		if (k->params[i].null_of == pi + 1)
			return i;
	ip = &k->params[k->nparams];
	memset(ip, 0, sizeof(*ip));
	ip->name = k->params[pi].name;
	ip->c_type = k->params[pi].c_type;
	ip->type = CT_I64;
	ip->null_of = pi + 1;
	return k->nparams++;
}

/*
 * Each launch of a kernel with null tests gives them values: 0 where
 * the launch passes a null pointer (a value host code knows to be 0),
 * else 1.  Done once every body is translated, as they add the tests.
 */
static void give_null_tests(struct fe *fe)
{
	struct ir_kernel *k;
	int i, j;

	for (k = fe->tu->kernels; k; k = k->next) {
		int slots = k->nparams;
		while (slots > 0 && k->params[slots - 1].null_of)
			slots--;
		if (slots == k->nparams)
			continue;
		for (i = 0; i < k->nlaunches; i++) {
			struct ir_launch *l = &k->launches[i];
			int64_t *values = arena_alloc(fe->A, ((size_t)k->nparams + 1) * sizeof(*values));
			unsigned char *known = arena_alloc(fe->A, (size_t)k->nparams + 1);
			const char **unknown = arena_alloc(fe->A, ((size_t)k->nparams + 1) * sizeof(*unknown));

			memcpy(values, l->values, (size_t)slots * sizeof(*values));
			memcpy(known, l->known, (size_t)slots);
			if (l->unknown)
				memcpy(unknown, l->unknown, (size_t)slots * sizeof(*unknown));
			for (j = slots; j < k->nparams; j++) {
				int pi = k->params[j].null_of - 1;
				known[j] = 1;
				values[j] = !(known[pi] && values[pi] == 0);
			}
			l->values = values;
			l->known = known;
			l->unknown = unknown;
		}
	}
}

/* Launch sites go to the kernels they launch, once every kernel is built. */
static void attach_launches(struct fe *fe)
{
	struct ir_kernel *k;
	int i;

	for (i = 0; i < fe->nsites; i++)
		for (k = fe->tu->kernels; k; k = k->next)
			if (k->usr && !strcmp(k->usr, fe->sites[i].usr)) {
				k->launches = arena_grow(fe->A, k->launches, sizeof(*k->launches),
							 k->nlaunches, &k->cap_launches);
				k->launches[k->nlaunches++] = fe->sites[i].launch;
			}
}

/* What a parameter (or a struct's member) of type t is to the simulator. */
void kernels_param_type(struct ir_param *ip, CXType t)
{
	if (cx_is_pointer(t)) {
		ip->is_pointer = 1;
		ip->elem_bytes = (unsigned)(cx_pointee_size(t) > 0 ? cx_pointee_size(t) : 0);
		ip->elem_align = cx_align(clang_getPointeeType(cx_canon(t)));
		ip->type = CT_U64;
	} else if (cx_ctype(t) >= 0) {
		ip->is_integer = 1;
		ip->is_enum = cx_canon(t).kind == CXType_Enum;
		ip->type = (enum ctype)cx_ctype(t);
	} else {
		ip->type = CT_I32;
	}
}

/* The members of fn's struct-valued parameters, after its parameters. */
static int walk_members(struct fe *fe, CXCursor fn, struct ir_param *out)
{
	int i, n = clang_Cursor_getNumArguments(fn), total = 0;

	for (i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, i);
		CXType t = clang_getCursorType(p);
		const char *name;

		if (!members_is_struct(t))
			continue;
		if (!fe) {
			total += members_count(t);
			continue;
		}
		name = cx_string(fe, clang_getCursorSpelling(p));
		if (!name[0])
			name = arena_printf(fe->A, "arg%d", i);
		total += members_fill(fe, t, name, i + 1, out + total);
	}
	return total;
}

/*
 * The values a launch of `kernel` carries: one for each parameter, then
 * one for each member of a struct passed by value (ir_kernel's params).
 */
int kernels_param_slots(CXCursor kernel)
{
	int n = clang_Cursor_getNumArguments(kernel);

	return (n < 0 ? 0 : n) + walk_members(NULL, kernel, NULL);
}

/*
 * A kernel that walked code names (launches it, instantiates it, takes its
 * address): built when its body is the user's, in the main file or in one
 * of their headers.  The main file's plain kernels are built where they
 * are defined, which keeps them in source order.
 */
void kernels_use(struct fe *fe, CXCursor fn)
{
	CXCursor def = clang_getCursorDefinition(fn);

	if (clang_Cursor_isNull(def) || !cx_has_attr(def, CXCursor_CUDAGlobalAttr) ||
	    !cx_in_user_file(fe, def))
		return;
	if (clang_Cursor_getNumTemplateArguments(def) > 0 || !cx_in_main_file(fe, def))
		build_once(fe, def);
}

static enum CXChildVisitResult find_kernels(CXCursor c, CXCursor parent,
					    CXClientData data);

/*
 * A host function the walked code calls, when its body is one the
 * top-level walk does not see: a template's instance (the launches in it
 * have its arguments) or a function in the user's headers.  Walked once.
 */
static void follow_host(struct fe *fe, CXCursor fn)
{
	CXCursor def = clang_getCursorDefinition(fn);
	char *usr;
	int i;

	if (clang_Cursor_isNull(def) || cx_has_attr(def, CXCursor_CUDAGlobalAttr) ||
	    cx_has_attr(def, CXCursor_CUDADeviceAttr) || !cx_in_user_file(fe, def) ||
	    (clang_Cursor_getNumTemplateArguments(def) <= 0 &&
	     /* a method template's instance (a generic lambda's call
	      * operator), which libclang gives no template arguments */
	     clang_Cursor_isNull(clang_getSpecializedCursorTemplate(def)) &&
	     cx_in_main_file(fe, def)))
		return;
	usr = cx_string(fe, clang_getCursorUSR(def));
	for (i = 0; i < fe->nfollowed; i++)
		if (!strcmp(fe->followed[i], usr))
			return;
	fe->followed = arena_grow(fe->A, fe->followed, sizeof(*fe->followed), fe->nfollowed,
				  &fe->cap_followed);
	fe->followed[fe->nfollowed++] = usr;
	fe->following++;
	clang_visitChildren(def, find_kernels, fe);
	fe->following--;
}

/*
 * Kernels are the __global__ functions defined in the main file, and
 * those of the user's headers that it uses; a template kernel is analyzed
 * once for each specialization that the file uses (a launch, an explicit
 * instantiation, a pointer to it), with its arguments.  Host functions the
 * file calls are walked for the launches in them (follow_host).
 */
static enum CXChildVisitResult find_kernels(CXCursor c, CXCursor parent,
					    CXClientData data)
{
	struct fe *fe = data;
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor ref, def;

	(void)parent;
	if (fe->following ? !cx_in_user_file(fe, c) : !cx_in_main_file(fe, c))
		return CXChildVisit_Continue;
	if (kind == CXCursor_FunctionDecl && clang_isCursorDefinition(c) &&
	    clang_Cursor_getNumTemplateArguments(c) <= 0 &&
	    cx_has_attr(c, CXCursor_CUDAGlobalAttr)) {
		if (cx_in_main_file(fe, c))
			build_once(fe, c);
		return CXChildVisit_Continue;
	}
	if (kind == CXCursor_FunctionTemplate)
		return CXChildVisit_Continue;
	if (kind != CXCursor_DeclRefExpr && kind != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	ref = clang_getCursorReferenced(c);
	if (clang_getCursorKind(ref) == CXCursor_FunctionDecl &&
	    cx_has_attr(ref, CXCursor_CUDAGlobalAttr)) {
		kernels_use(fe, ref);
		def = clang_getCursorDefinition(ref);
		if (kind == CXCursor_CallExpr && !clang_Cursor_isNull(def))
			record_launch(fe, c, def);
	} else if (clang_getCursorKind(ref) == CXCursor_FunctionDecl) {
		if (kind == CXCursor_CallExpr && launchers_api(fe, c, ref) == 0)
			return CXChildVisit_Recurse;
		follow_host(fe, ref);
	} else if (clang_getCursorKind(ref) == CXCursor_CXXMethod) {
		/* a method's or a lambda's instance: a generic lambda's
		 * `invoke(t, std::true_type{})` launches with the types its
		 * call gives; a class template's method named by its address
		 * (an explicit instantiation, instances_epilogue) */
		follow_host(fe, ref);
	} else if (kind == CXCursor_CallExpr && launchers_pointee(fe, ref, &def) == 0) {
		/* a launch through a variable that holds a kernel */
		kernels_use(fe, def);
		record_launch(fe, c, clang_getCursorDefinition(def));
	} else if (kind == CXCursor_CallExpr) {
		/* ... or one that host code gave it on the way */
		CXCursor held[HOST_SITES];
		struct src_loc at = cx_loc(fe, c);
		const char *key = arena_printf(fe->A, "%s:%u:%u", at.file, at.line, at.col);
		int i, n = host_kernels_at(fe, c, held, HOST_SITES);

		for (i = 0; i < fe->nheld_calls && strcmp(fe->held_calls[i], key); i++)
			;
		if (n == 0 || i < fe->nheld_calls)
			return CXChildVisit_Recurse;
		fe->held_calls = arena_grow(fe->A, fe->held_calls, sizeof(*fe->held_calls),
					    fe->nheld_calls, &fe->cap_held_calls);
		fe->held_calls[fe->nheld_calls++] = key;
		for (i = 0; i < n; i++) {
			kernels_use(fe, held[i]);
			record_launch(fe, c, held[i]);
		}
	}
	return CXChildVisit_Recurse;
}

/*
 * A template kernel of the main file with no instance is not analyzed:
 * its sizes are its arguments.  Said once for each, so that a header
 * linted alone does not look clean.
 */
static enum CXChildVisitResult skipped_templates(CXCursor c, CXCursor parent,
						 CXClientData data)
{
	struct fe *fe = data;
	const char *usr, *name;
	int i;

	(void)parent;
	if (!cx_in_main_file(fe, c))
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) == CXCursor_Namespace)
		return CXChildVisit_Recurse;
	if (clang_getCursorKind(c) != CXCursor_FunctionTemplate || !clang_isCursorDefinition(c) ||
	    !cx_has_attr(c, CXCursor_CUDAGlobalAttr))
		return CXChildVisit_Continue;
	usr = cx_string(fe, clang_getCursorUSR(c));
	for (i = 0; i < fe->nbuilt; i++)
		if (!strcmp(fe->built[i], usr))
			return CXChildVisit_Continue;
	name = cx_string(fe, clang_getCursorSpelling(c));
	fe->tu->nuninstantiated++;
	diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
		 "template kernel '%s' is not analyzed: nothing in '%s' launches or instantiates it; lint the file that launches it, or instantiate it explicitly ('template __global__ void %s<...>(...);')",
		 name, fe->main_path, name)->kernel = name;
	return CXChildVisit_Continue;
}

/* Builds every kernel of the file, then gives each the launches of it. */
void kernels_find(struct fe *fe)
{
	CXCursor tu = clang_getTranslationUnitCursor(fe->ctu);

	host_run(fe);
	clang_visitChildren(tu, find_kernels, fe);
	host_release(fe);
	attach_launches(fe);
	resolve_deferred(fe);
	give_null_tests(fe);
	clang_visitChildren(tu, skipped_templates, fe);
}
