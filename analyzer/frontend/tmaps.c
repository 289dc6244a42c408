/*
 * tmaps.c - tensor maps: the box a bulk tensor copy moves.
 *
 * A kernel copies a box of a tensor with `cp.async.bulk.tensor.2d ...
 * [dst], [map, {x, y}], [bar]`, where `map` is a `const __grid_constant__
 * CUtensorMap` parameter.  What the box is (its element type, its extent
 * along each dimension, the tensor's strides) is not in the kernel: host
 * code wrote it with cuTensorMapEncodeTiled (called directly, or through
 * the pointer cudaGetDriverEntryPoint gives) into the variable it then
 * passes at that parameter.  Here those calls are found in the file, by
 * their shape (twelve arguments, the first a CUtensorMap *), and each
 * argument the box needs is read where it folds: an array initialized
 * with constants (`cuuint32_t box[2] = {64, 128}`), or a constant, or,
 * in a helper that takes the map as a parameter, what each call of the
 * helper passes for the parameters they name (`encode(&a_map, A, BM)`).  The
 * calls that fill the variable a launch of the kernel passes at the
 * parameter are used; with no such launch, every call in the file, when
 * they agree.
 */
#include "fe.h"

#include <stdlib.h>
#include <string.h>

#define TMAP_CALLS 32

/* What one cuTensorMapEncodeTiled call says, or why it is not known. */
struct tmap_call {
	CXCursor var;             /* the variable it fills (an array: any element) */
	struct tmap map;
	const char *why;          /* NULL: map is known */
};

struct tmap_search {
	struct fe *fe;
	CXCursor kernel;          /* the kernel whose launches are looked for */
	int param;                /* the parameter's index */
	struct tmap_call calls[TMAP_CALLS];
	int ncalls;
	CXCursor passed[TMAP_CALLS];   /* variables launches pass at the parameter */
	int npassed;
	/* calls in helpers that take the map as a parameter, and the helpers */
	CXCursor in_helper[TMAP_CALLS], helper[TMAP_CALLS];
	int nhelpers;
};

/* The variable an expression names: x, x[i], &x, &x[i], (T *)&x. */
static CXCursor var_of(CXCursor c)
{
	CXCursor kids[4];
	int i;

	for (i = 0; i < 8; i++) {
		enum CXCursorKind k;
		c = cx_strip(c);
		k = clang_getCursorKind(c);
		if (k == CXCursor_DeclRefExpr) {
			CXCursor d = clang_getCursorReferenced(c);
			return clang_getCursorKind(d) == CXCursor_VarDecl ||
			       clang_getCursorKind(d) == CXCursor_ParmDecl ? d : clang_getNullCursor();
		}
		/* a struct passed by value is its copy's construction */
		if (k == CXCursor_CallExpr && cx_children(c, kids, 4) == 1) {
			c = kids[0];
			continue;
		}
		if ((k != CXCursor_UnaryOperator && k != CXCursor_ArraySubscriptExpr) ||
		    cx_children(c, kids, 4) < 1)
			break;
		c = kids[0];
	}
	return clang_getNullCursor();
}

/*
 * A call of cuTensorMapEncodeTiled in a helper that takes the map and
 * the box's values as parameters (`encode(&a_map, A, M, BM)`): read at
 * each call of the helper, its parameters as that call's arguments.
 */
struct subst {
	CXCursor fn;              /* the helper, or a null cursor */
	CXCursor call;            /* a call of it */
};

/* The argument `call` passes for expression c, when c is a parameter of fn. */
static int param_argument(const struct subst *sb, CXCursor c, CXCursor *out)
{
	CXCursor d;
	int i, n;

	if (!sb || clang_Cursor_isNull(sb->fn))
		return -1;
	c = cx_strip(c);
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return -1;
	d = clang_getCursorReferenced(c);
	n = clang_Cursor_getNumArguments(sb->fn);
	for (i = 0; i < n && i < clang_Cursor_getNumArguments(sb->call); i++)
		if (clang_equalCursors(clang_Cursor_getArgument(sb->fn, (unsigned)i), d)) {
			*out = clang_Cursor_getArgument(sb->call, (unsigned)i);
			return 0;
		}
	return -1;
}

static int fold_with(CXCursor c, const struct subst *sb, int64_t *out)
{
	CXCursor arg;

	if (cx_fold(c, out) == 0)
		return 0;
	return param_argument(sb, c, &arg) == 0 ? cx_fold(arg, out) : -1;
}

/* The constants an argument's array holds (`cuuint32_t box[2] = {..}`), n of them. */
static int fold_array(CXCursor arg, int64_t *out, int n, const struct subst *sb)
{
	CXCursor var = var_of(arg), kids[MAX_CHILDREN], init;
	int m, i;

	if (clang_Cursor_isNull(var) || !cx_is_array(clang_getCursorType(var)))
		return -1;
	m = cx_children(var, kids, MAX_CHILDREN);
	if (m < 1 || clang_getCursorKind(kids[m - 1]) != CXCursor_InitListExpr)
		return -1;
	init = kids[m - 1];
	m = cx_children(init, kids, MAX_CHILDREN);
	if (m < n)
		return -1;
	for (i = 0; i < n; i++)
		if (fold_with(kids[i], sb, &out[i]) < 0)
			return -1;
	return 0;
}

/* The bytes of an element of CUtensorMapDataType t, 0 for the packed ones. */
static unsigned elem_bytes(int64_t t)
{
	/* UINT8, UINT16, UINT32, INT32, UINT64, INT64, FLOAT16, FLOAT32,
	 * FLOAT64, BFLOAT16, FLOAT32_FTZ, TFLOAT32, TFLOAT32_FTZ */
	static const unsigned bytes[] = { 1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4 };

	return t >= 0 && t < (int64_t)(sizeof(bytes) / sizeof(bytes[0])) ? bytes[t] : 0;
}

static int is_map_pointer(CXType t)
{
	CXString s;
	int yes;

	t = cx_canon(t);
	if (t.kind != CXType_Pointer)
		return 0;
	s = clang_getTypeSpelling(cx_canon(clang_getPointeeType(t)));
	yes = strstr(clang_getCString(s), "CUtensorMap_st") != NULL;
	clang_disposeString(s);
	return yes;
}

/* Reads one call's box into c, or sets c->why (sb: its helper's call). */
static void read_call(CXCursor call, struct tmap_call *c, const struct subst *sb)
{
	CXCursor arg;
	int64_t rank, type, box[TMAP_MAX_RANK], strides[TMAP_MAX_RANK], swizzle;
	int i;

	memset(c, 0, sizeof(*c));
	c->var = var_of(clang_Cursor_getArgument(call, 0));
	if (param_argument(sb, clang_Cursor_getArgument(call, 0), &arg) == 0)
		c->var = var_of(arg);
	if (fold_with(clang_Cursor_getArgument(call, 2), sb, &rank) < 0 || rank < 1 ||
	    rank > TMAP_MAX_RANK) {
		c->why = "its rank is not a constant";
		return;
	}
	if (fold_with(clang_Cursor_getArgument(call, 1), sb, &type) < 0 || !elem_bytes(type)) {
		c->why = "its element type is not a constant of a whole-byte type";
		return;
	}
	if (rank > 1 && fold_array(clang_Cursor_getArgument(call, 5), strides, (int)rank - 1, sb) < 0) {
		c->why = "the tensor's strides are not an array of constants";
		return;
	}
	/* element strides past 1 skip elements: not modelled */
	if (fold_array(clang_Cursor_getArgument(call, 7), box, (int)rank, sb) < 0) {
		c->why = "its element strides are not an array of constants";
		return;
	}
	for (i = 0; i < rank; i++)
		if (box[i] != 1) {
			c->why = "its element strides are not all 1";
			return;
		}
	if (fold_array(clang_Cursor_getArgument(call, 6), box, (int)rank, sb) < 0) {
		c->why = "its box is not an array of constants";
		return;
	}
	/* the engine's limit: 1 to 256 elements along each dimension, and a
	 * box that fits in shared memory (228 KB) */
	{
		int64_t bytes = elem_bytes(type);
		for (i = 0; i < rank; i++) {
			if (box[i] < 1 || box[i] > 256) {
				c->why = "its box is not 1 to 256 elements along each dimension";
				return;
			}
			bytes *= box[i];
		}
		if (bytes > 228 * 1024) {
			c->why = "its box is larger than shared memory";
			return;
		}
	}
	c->map.rank = (int)rank;
	c->map.elem = elem_bytes(type);
	c->map.swizzle = fold_with(clang_Cursor_getArgument(call, 9), sb, &swizzle) == 0 ?
			 (int)swizzle : -1;
	for (i = 0; i < rank; i++) {
		c->map.box[i] = (unsigned)box[i];
		c->map.stride[i] = i ? strides[i - 1] : (int64_t)c->map.elem;
	}
}

static enum CXChildVisitResult find_calls(CXCursor c, CXCursor parent, CXClientData data)
{
	struct tmap_search *s = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor cfg;

	(void)parent;
	/* the bundled and system headers hold neither */
	if (clang_getCursorKind(parent) == CXCursor_TranslationUnit && !cx_in_user_file(s->fe, c))
		return CXChildVisit_Continue;
	if (k != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	if (clang_Cursor_getNumArguments(c) == 12 &&
	    is_map_pointer(clang_getCursorType(clang_Cursor_getArgument(c, 0))) &&
	    s->ncalls < TMAP_CALLS) {
		CXCursor map = var_of(clang_Cursor_getArgument(c, 0));
		CXCursor fn = clang_Cursor_isNull(map) ? map : clang_getCursorSemanticParent(map);
		if (clang_getCursorKind(map) == CXCursor_ParmDecl && s->nhelpers < TMAP_CALLS &&
		    (clang_getCursorKind(fn) == CXCursor_FunctionDecl ||
		     clang_getCursorKind(fn) == CXCursor_CXXMethod)) {
			s->in_helper[s->nhelpers] = c;
			s->helper[s->nhelpers++] = fn;
		} else {
			read_call(c, &s->calls[s->ncalls++], NULL);
		}
	} else if (cx_launch_config(c, &cfg) && s->npassed < TMAP_CALLS &&
		   clang_Cursor_getNumArguments(c) > s->param) {
		CXString a = clang_getCursorUSR(clang_getCursorReferenced(c));
		CXString b = clang_getCursorUSR(s->kernel);
		if (!strcmp(clang_getCString(a), clang_getCString(b))) {
			CXCursor v = var_of(clang_Cursor_getArgument(c, (unsigned)s->param));
			if (!clang_Cursor_isNull(v))
				s->passed[s->npassed++] = v;
		}
		clang_disposeString(a);
		clang_disposeString(b);
	}
	return CXChildVisit_Recurse;
}

/* Calls of the helpers: each reads its helper's call with its arguments. */
static enum CXChildVisitResult find_helper_calls(CXCursor c, CXCursor parent, CXClientData data)
{
	struct tmap_search *s = data;
	CXCursor callee;
	int i;

	if (clang_getCursorKind(parent) == CXCursor_TranslationUnit && !cx_in_user_file(s->fe, c))
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	callee = clang_getCursorReferenced(c);
	for (i = 0; i < s->nhelpers && s->ncalls < TMAP_CALLS; i++)
		if (!clang_Cursor_isNull(callee) &&
		    clang_equalCursors(clang_getCanonicalCursor(callee),
				       clang_getCanonicalCursor(s->helper[i]))) {
			struct subst sb = { s->helper[i], c };
			read_call(s->in_helper[i], &s->calls[s->ncalls++], &sb);
		}
	return CXChildVisit_Recurse;
}

static int same_map(const struct tmap *a, const struct tmap *b)
{
	int i;

	if (a->rank != b->rank || a->elem != b->elem)
		return 0;
	for (i = 0; i < a->rank; i++)
		if (a->box[i] != b->box[i] || a->stride[i] != b->stride[i])
			return 0;
	return 1;
}

/* Is call c's variable one a launch passes? */
static int passed(const struct tmap_search *s, const struct tmap_call *c)
{
	int i;

	for (i = 0; i < s->npassed; i++)
		if (!clang_Cursor_isNull(c->var) && clang_equalCursors(s->passed[i], c->var))
			return 1;
	return 0;
}

int tmap_of(struct fe *fe, CXCursor map_expr, struct tmap *out, const char **why)
{
	struct tmap_search *s;
	CXCursor decl = var_of(map_expr);
	const struct tmap_call *chosen = NULL;
	int i, by_launch, rc = -1;

	*why = "the tensor map is not a parameter of the kernel";
	if (clang_Cursor_isNull(decl) || clang_getCursorKind(decl) != CXCursor_ParmDecl ||
	    fe->kn->frame->caller)
		return -1;
	s = xcalloc(1, sizeof(*s));
	s->fe = fe;
	s->kernel = fe->kn->frame->fn;
	s->param = scope_param_index(fe, decl);
	if (s->param < 0) {
		free(s);
		return -1;
	}
	clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), find_calls, s);
	if (s->nhelpers) {
		int before = s->ncalls;
		clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), find_helper_calls, s);
		/* helpers whose calls are not read (host code the device pass
		 * does not see): each call as written, its arguments folding
		 * where they are constants in the helper */
		if (before == s->ncalls)
			for (i = 0; i < s->nhelpers && s->ncalls < TMAP_CALLS; i++)
				read_call(s->in_helper[i], &s->calls[s->ncalls++], NULL);
	}
	*why = "no cuTensorMapEncodeTiled call in the file fills a tensor map";
	/* the calls filling what a launch passes, else all of them */
	by_launch = 0;
	for (i = 0; i < s->ncalls; i++)
		by_launch |= passed(s, &s->calls[i]);
	for (i = 0; i < s->ncalls; i++) {
		const struct tmap_call *c = &s->calls[i];
		if (by_launch && !passed(s, c))
			continue;
		if (c->why) {
			*why = arena_printf(fe->A, "the cuTensorMapEncodeTiled call that fills it: %s",
					    c->why);
			chosen = NULL;
			break;
		}
		if (chosen && !same_map(&chosen->map, &c->map)) {
			*why = "the file fills tensor maps of different boxes, and which one the kernel is given is not known";
			chosen = NULL;
			break;
		}
		chosen = c;
	}
	if (chosen) {
		*out = chosen->map;
		out->param = s->param;
		rc = 0;
	}
	free(s);
	return rc;
}
