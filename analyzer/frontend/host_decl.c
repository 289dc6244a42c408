/*
 * host_decl.c - what a host variable holds from its declaration: a number,
 * a dim3, a PyTorch tensor (tensors.c), a pointer to a kernel or a
 * launcher (a function pointer, a std::function), a struct's members (a
 * std::pair's first and second), or the elements of an array, a
 * std::vector or a std::array of those, which a range-for walks.  Part of
 * the host stage (host.h); host.c runs the statements it comes in.
 */
#include "host.h"

#include <string.h>

/* A class of the standard library's, by its canonical spelling's start. */
static int is_std_class(CXType t, const char *prefix)
{
	CXString sp = clang_getTypeSpelling(cx_canon(clang_getNonReferenceType(t)));
	const char *name = clang_getCString(sp);
	int yes;

	if (!strncmp(name, "const ", 6))
		name += 6;
	yes = !strncmp(name, prefix, strlen(prefix));
	clang_disposeString(sp);
	return yes;
}

/* A function pointer, or a std::function: it may hold a launcher or a kernel. */
static int is_function_pointer(CXType t)
{
	t = clang_getCanonicalType(t);
	return (t.kind == CXType_Pointer &&
		clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_FunctionProto) ||
	       is_std_class(t, "std::function<");
}

/* Counts a struct's fields (host_struct_value: are they its members, one for one?) */
static enum CXVisitorResult count_field(CXCursor field, CXClientData data)
{
	(void)field;
	++*(int *)data;
	return CXVisit_Continue;
}

/*
 * A struct's value: its members, from `{ 1024, 2, ptr }` (when its fields
 * are its members, one for one), from another struct's value (`q`,
 * `make_params(...)`), or not known yet (no initializer).
 */
struct hval host_struct_value(struct host *h, struct frame *fr, CXType t, CXCursor init,
			      struct hval none)
{
	int i, n = members_count(t), fields = 0, nk;
	struct hval v = none, *m = arena_alloc(&h->A, ((size_t)n + 1) * sizeof(*m));
	CXCursor kids[MAX_CHILDREN], e = clang_Cursor_isNull(init) ? init : cx_strip(init);

	for (i = 0; i < n; i++)
		m[i] = none;
	clang_Type_visitFields(cx_canon(clang_getNonReferenceType(t)), count_field, &fields);
	if (!clang_Cursor_isNull(e) && clang_getCursorKind(e) == CXCursor_InitListExpr) {
		nk = cx_children(e, kids, MAX_CHILDREN);
		if (nk == 0)
			fields = n;   /* `= {}`: every member zero */
		for (i = 0; i < nk && i < n; i++) {
			struct hval x = host_eval(h, fr, kids[i]);
			m[i] = fields == n ? x : none;
		}
		for (; fields == n && i < n; i++)
			m[i] = host_known(CT_I32, 0);   /* the rest are zero */
	} else if (!clang_Cursor_isNull(e) && clang_getCursorKind(e) == CXCursor_CallExpr &&
		   clang_getCursorKind(clang_getCursorReferenced(e)) == CXCursor_Constructor &&
		   is_std_class(t, "std::pair<") && clang_Cursor_getNumArguments(e) == n && fields == n) {
		/* std::pair's constructor takes its members in order:
		 * {"name", launch_fn} in a table of cases */
		for (i = 0; i < n; i++)
			m[i] = host_eval(h, fr, clang_Cursor_getArgument(e, (unsigned)i));
	} else if (!clang_Cursor_isNull(init)) {
		struct hval x = host_eval(h, fr, init);
		if (x.members && x.nmembers == n)
			memcpy(m, x.members, (size_t)n * sizeof(*m));
	}
	v.members = m;
	v.nmembers = n;
	return v;
}

/*
 * The braced list under the wrappers clang puts around one (the cleanups
 * of a temporary `{ std::min(768, c), c }` binds, a range-for's
 * std::initializer_list), or a null cursor.
 */
CXCursor host_braced_list(CXCursor e)
{
	CXCursor one[2];
	int depth;

	e = cx_strip(e);
	for (depth = 0; depth < 4 && clang_getCursorKind(e) != CXCursor_InitListExpr &&
	     cx_children(e, one, 2) == 1; depth++)
		e = cx_strip(one[0]);
	return clang_getCursorKind(e) == CXCursor_InitListExpr ? e : clang_getNullCursor();
}

/*
 * The braced list a std::vector or std::array of integers is made from
 * (`std::vector<int> SIZE = {128, 256, 512}`), under the constructor
 * call and temporaries clang puts around it; a null cursor otherwise.
 */
static CXCursor container_list(CXCursor init, CXType t, CXType *elem, int depth)
{
	CXCursor kids[4];
	int i, n;

	if (depth == 0) {
		const char *name;
		CXString sp = clang_getTypeSpelling(cx_canon(t));
		int container;

		name = clang_getCString(sp);
		if (!strncmp(name, "const ", 6))    /* a table main() does not change */
			name += 6;
		container = !strncmp(name, "std::vector<", 12) || !strncmp(name, "std::array<", 11) ||
			    !strncmp(name, "std::__1::vector<", 17);
		clang_disposeString(sp);
		if (!container || clang_Type_getNumTemplateArguments(cx_canon(t)) < 1)
			return clang_getNullCursor();
		*elem = clang_Type_getTemplateArgumentAsType(cx_canon(t), 0);
	}
	if (clang_getCursorKind(init) == CXCursor_InitListExpr)
		return init;
	if (depth > 4)
		return clang_getNullCursor();
	n = cx_children(init, kids, 4);
	for (i = 0; i < n; i++) {
		CXCursor l = container_list(kids[i], t, elem, depth + 1);
		if (!clang_Cursor_isNull(l))
			return l;
	}
	return clang_getNullCursor();
}

/* Whether e (an element of, or the container itself) names var. */
static int container_refers(CXCursor e, CXCursor var)
{
	e = cx_strip(e);
	if (clang_getCursorKind(e) == CXCursor_DeclRefExpr)
		return clang_equalCursors(clang_getCursorReferenced(e), var);
	if (clang_getCursorKind(e) == CXCursor_CallExpr) {
		CXString sp = clang_getCursorSpelling(e);
		int sub = !strcmp(clang_getCString(sp), "operator[]");
		clang_disposeString(sp);
		return sub && clang_Cursor_getNumArguments(e) >= 1 &&
		       container_refers(clang_Cursor_getArgument(e, 0), var);
	}
	return 0;
}

struct container_use {
	CXCursor var;
	int changed;
};

/* A reference to the container in a call other than a read. */
static enum CXChildVisitResult container_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	static const char *const reads[] = {
		"size", "empty", "begin", "end", "cbegin", "cend", "front", "back", "at", "data",
		"operator[]", NULL,
	};
	struct container_use *u = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor kids[2];
	int i;

	if ((k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator ||
	     k == CXCursor_UnaryOperator || k == CXCursor_CallExpr) &&
	    cx_children(c, kids, 1) == 1) {
		/* v[i] = x, ++v[i], v = w: a store into it */
		CXCursor lhs = cx_strip(kids[0]);
		int stores = k == CXCursor_CompoundAssignOperator ||
			     (k == CXCursor_BinaryOperator &&
			      clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign) ||
			     (k == CXCursor_UnaryOperator &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_Deref &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_Minus &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_Not &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_LNot &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_Plus);
		if (k == CXCursor_CallExpr) {
			CXString sp = clang_getCursorSpelling(c);
			stores = !strncmp(clang_getCString(sp), "operator", 8) &&
				 strcmp(clang_getCString(sp), "operator[]") &&
				 strcmp(clang_getCString(sp), "operator==") &&
				 strcmp(clang_getCString(sp), "operator!=");
			clang_disposeString(sp);
			if (stores && clang_Cursor_getNumArguments(c) >= 1)
				lhs = cx_strip(clang_Cursor_getArgument(c, 0));
		}
		if (stores && container_refers(lhs, u->var)) {
			u->changed = 1;
			return CXChildVisit_Break;
		}
	}
	if (k == CXCursor_MemberRefExpr && cx_children(c, kids, 1) == 1 &&
	    container_refers(cx_strip(kids[0]), u->var)) {
		CXString sp = clang_getCursorSpelling(c);
		for (i = 0; reads[i] && strcmp(reads[i], clang_getCString(sp)); i++)
			;
		clang_disposeString(sp);
		if (!reads[i]) {   /* push_back, resize, clear, ... */
			u->changed = 1;
			return CXChildVisit_Break;
		}
	}
	if (k == CXCursor_CallExpr && !container_refers(c, u->var)) {
		/* passed to a function, which may change it through a reference */
		int n = clang_Cursor_getNumArguments(c);
		CXString sp = clang_getCursorSpelling(c);
		int op = !strncmp(clang_getCString(sp), "operator", 8);
		clang_disposeString(sp);
		for (i = 0; i < n && !op; i++) {
			CXCursor a = cx_strip(clang_Cursor_getArgument(c, (unsigned)i));
			if (clang_getCursorKind(a) == CXCursor_DeclRefExpr &&
			    clang_equalCursors(clang_getCursorReferenced(a), u->var)) {
				u->changed = 1;
				return CXChildVisit_Break;
			}
		}
	}
	(void)parent;
	return CXChildVisit_Recurse;
}

/*
 * Whether a std::vector or std::array is left as initialized in its
 * function: nothing stores into it (`v[0] = 32`, `v = w`), calls a
 * member on it that is not a read (`push_back`, `resize`), or passes it
 * to a function.
 */
static int container_unchanged(CXCursor var)
{
	struct container_use u = { var, 0 };

	clang_visitChildren(clang_getCursorSemanticParent(var), container_visit, &u);
	return !u.changed;
}

/* The first expression under a VLA's declaration: its length */
static enum CXChildVisitResult length_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (!clang_isExpression(clang_getCursorKind(c)))
		return CXChildVisit_Continue;
	*(CXCursor *)data = c;
	return CXChildVisit_Break;
}

/* The elements of array variable var of type t: a constant's, or a VLA's
 * where host code knows its length; -1 where not known. */
static long long array_length(struct host *h, struct frame *fr, CXCursor var, CXType t)
{
	CXCursor size = clang_getNullCursor();
	struct hval v;

	t = cx_canon(t);
	if (t.kind != CXType_VariableArray)
		return clang_getArraySize(t);
	clang_visitChildren(var, length_visit, &size);
	if (clang_Cursor_isNull(size))
		return -1;
	v = host_eval(h, fr, size);
	return v.known ? (long long)v.v[0] : -1;
}

void host_declare(struct host *h, struct frame *fr, CXCursor var)
{
	CXType t = clang_getCursorType(var), elem;
	CXCursor init = clang_Cursor_getVarDeclInitializer(var), kids[MAX_CHILDREN];
	CXCursor list = clang_getNullCursor();
	int ct = cx_ctype(t), has_init = !clang_Cursor_isNull(init), i, n, is_dim3, is_fn, is_struct;
	int unset = 0;
	struct binding *b;
	const char *name = cx_string(h->fe, clang_getCursorSpelling(var));
	struct hval none = host_unknown(arena_printf(h->fe->A, "from '%s', set before it is known", name), 0);

	if (host_is_dim3(t) && !cx_is_array(t)) {
		host_bind(h, fr, var, has_init ? host_eval_dim(h, fr, init) : host_dim3_default());
		return;
	}
	if (ct >= 0) {
		host_bind(h, fr, var, has_init ? host_convert(host_eval(h, fr, init), (enum ctype)ct) : none);
		return;
	}
	/* a std::vector or std::array of sizes: its elements, as an array's
	 * (a host loop `for (int size : SIZE)` walks them) */
	if (has_init && !cx_is_array(t)) {
		list = container_list(init, t, &elem, 0);
		/* (the walk of the whole function only for a container) */
		if (!clang_Cursor_isNull(list) && !container_unchanged(var))
			list = clang_getNullCursor();
	}
	if (tensors_is_tensor(t)) {   /* a PyTorch tensor: its shape (tensors.c) */
		host_bind(h, fr, var, has_init ? host_eval(h, fr, init) : none);
		return;
	}
	if (clang_Cursor_isNull(list) && is_function_pointer(t)) {   /* it may hold a kernel to launch */
		host_bind(h, fr, var, has_init ? host_eval(h, fr, init) : none);
		return;
	}
	if (cx_is_pointer(t)) {   /* null or not, which a kernel may test */
		host_bind(h, fr, var, has_init ? host_eval(h, fr, init) : none);
		return;
	}
	if (clang_Cursor_isNull(list) && members_is_struct(t) && !cx_is_array(t)) {
		if (has_init && !is_std_class(t, "std::pair<") && host_construct(h, fr, var, init, none))
			return;   /* an object its constructor sets up */
		host_bind(h, fr, var, host_struct_value(h, fr, t, init, none));
		return;
	}
	if (has_init && cx_is_array(t) && !clang_Cursor_isNull(host_braced_list(init)))
		init = host_braced_list(init);
	if (!clang_Cursor_isNull(list)) {
		init = list;
		n = cx_children(init, kids, MAX_CHILDREN);
		b = host_bind(h, fr, var, none);
		b->nelems = n;
	} else if (cx_is_array(t) && !has_init) {
		/* set element by element later: `int SIZE[24];`, or a VLA
		 * `int SIZE[len]` whose length host code knows */
		long long len = array_length(h, fr, var, t);
		if (len <= 0 || len > MAX_CHILDREN)
			return;
		n = 0;
		unset = 1;
		b = host_bind(h, fr, var, none);
		b->nelems = (int)len;
		elem = clang_getArrayElementType(cx_canon(t));
	} else if (!cx_is_array(t) || !has_init ||
		   clang_getCursorKind(init) != CXCursor_InitListExpr) {
		if (has_init)
			host_eval(h, fr, init);   /* for what it calls */
		return;
	} else {
		n = cx_children(init, kids, MAX_CHILDREN);
		b = host_bind(h, fr, var, none);
		b->nelems = (int)clang_getArraySize(cx_canon(t));
		elem = clang_getArrayElementType(cx_canon(t));
	}
	/* an array of integers, of dim3 (a list of block shapes to try), of
	 * kernel pointers, or of structs (`{ transposeNaive, "naive", 16 }`,
	 * a table of cases to run); not an array of arrays */
	is_dim3 = host_is_dim3(elem) && !cx_is_array(elem);
	ct = is_dim3 ? CT_U32 : cx_ctype(elem);
	is_fn = is_function_pointer(elem);
	is_struct = !is_dim3 && !cx_is_array(elem) && members_is_struct(elem);
	if ((ct < 0 && !is_fn && !is_struct) || b->nelems <= 0 || b->nelems > MAX_CHILDREN) {
		b->nelems = 0;
		return;
	}
	b->elems = arena_alloc(&h->A, (size_t)b->nelems * sizeof(*b->elems));
	for (i = 0; i < b->nelems; i++) {
		if (is_struct)
			b->elems[i] = host_struct_value(h, fr, elem, i < n ? kids[i] : clang_getNullCursor(),
						   i < n || unset ? none : host_known(CT_I32, 0));
		else if (is_fn)
			b->elems[i] = i < n ? host_eval(h, fr, kids[i]) : none;
		else if (!is_dim3)
			b->elems[i] = i < n ? host_convert(host_eval(h, fr, kids[i]), (enum ctype)ct)
				    : unset ? none : host_known((enum ctype)ct, 0);
		else
			b->elems[i] = i < n ? host_eval_dim(h, fr, kids[i]) : host_dim3_default();
	}
}
