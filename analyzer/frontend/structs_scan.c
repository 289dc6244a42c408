/*
 * structs_scan.c - does anything reach a local struct but its members?
 * Only a struct that nothing can change behind its member locals' backs
 * is tracked (structs.c says which uses are allowed); structs_tracked
 * walks the function that declares it and looks at every use.
 */
#include "fields.h"

#include <stdlib.h>
#include <string.h>

#define SCAN_DEPTH 64

struct scan {
	CXCursor var;
	CXCursor chain[SCAN_DEPTH];   /* the cursor being visited and its ancestors */
	int depth;
	int escapes;
};

/*
 * `v.m(...)`, member reference `ref` called in `call`: a __device__
 * method with its body here, which call.c follows with `this` the
 * variable (a call it cannot follow leaves the members unknown).
 */
static int method_called(CXCursor ref, CXCursor call)
{
	CXCursor m = clang_getCursorReferenced(ref), def;

	/* a conversion (`(uint32_t)div`) is a method too */
	if (clang_getCursorKind(call) != CXCursor_CallExpr ||
	    (clang_getCursorKind(m) != CXCursor_CXXMethod &&
	     clang_getCursorKind(m) != CXCursor_ConversionFunction))
		return 0;
	/* a static one called through the object (`tile.template
	 * offset<8>(i, j)`) does not see it */
	if (clang_CXXMethod_isStatic(m))
		return 1;
	def = clang_getCursorDefinition(m);
	return !clang_Cursor_isNull(def) &&
	       (cx_has_attr(def, CXCursor_CUDADeviceAttr) || cx_is_constexpr(NULL, def));
}

/*
 * `v[i]`, `v(i, j)` through a __device__ operator method with its body
 * here, v its object (the call's first operand): call.c follows it with
 * `this` the variable, as a method called by name.
 */
static int operator_called(CXCursor call, CXCursor object)
{
	CXCursor m = clang_getCursorReferenced(call), def, kids[1];
	CXString name;
	int yes;

	if (clang_getCursorKind(m) != CXCursor_CXXMethod || clang_CXXMethod_isStatic(m) ||
	    cx_children(call, kids, 1) != 1 || !clang_equalCursors(kids[0], object))
		return 0;
	name = clang_getCursorSpelling(m);
	yes = !strncmp(clang_getCString(name), "operator", 8) &&
	      strcmp(clang_getCString(name), "operator=") && !cx_is_lambda(object);
	clang_disposeString(name);
	def = clang_getCursorDefinition(m);
	return yes && !clang_Cursor_isNull(def) &&
	       (cx_has_attr(def, CXCursor_CUDADeviceAttr) || cx_has_attr(def, CXCursor_CUDAHostAttr) ||
		cx_is_constexpr(NULL, def));
}

/*
 * Is arg an argument of call bound to a parameter by (non-const or const)
 * reference of a __device__ function or constructor defined here (an
 * attention variant built from the kernel's parameters, `Variant
 * variant(params, ...)`), or by const reference of any function, which
 * cannot change it (`cg::reduce(tile, v, op)`, declared only)?  With
 * `pointer`, to a pointer parameter instead (arg the variable's address),
 * a pointer to const likewise.
 */
static int by_reference(CXCursor call, CXCursor arg, int pointer)
{
	CXCursor callee = clang_getCursorReferenced(call), def, decl;
	int k, n = clang_Cursor_getNumArguments(call), followed;

	if (clang_getCursorKind(callee) != CXCursor_FunctionDecl &&
	    clang_getCursorKind(callee) != CXCursor_CXXMethod &&
	    clang_getCursorKind(callee) != CXCursor_Constructor)
		return 0;
	def = clang_getCursorDefinition(callee);
	followed = !clang_Cursor_isNull(def) &&
		   (cx_has_attr(def, CXCursor_CUDADeviceAttr) || cx_is_constexpr(NULL, def));
	decl = followed ? def : callee;
	/* the argument as the call lists it is the walk's by its place in
	 * the source: a constructor's lists it as a cursor of another
	 * parent, which clang_equalCursors tells apart */
	for (k = 0; k < n; k++) {
		CXType t;
		if (!clang_equalRanges(clang_getCursorExtent(cx_strip(clang_Cursor_getArgument(call, (unsigned)k))),
				       clang_getCursorExtent(cx_strip(arg))))
			continue;
		if (k >= clang_Cursor_getNumArguments(decl))
			return 0;
		t = clang_getCursorType(clang_Cursor_getArgument(decl, (unsigned)k));
		if ((pointer ? cx_is_pointer(t) : t.kind == CXType_LValueReference) &&
		    clang_isConstQualifiedType(clang_getPointeeType(t)))
			return 1;
		return followed && (pointer ? cx_is_pointer(t) : t.kind == CXType_LValueReference);
	}
	return 0;
}

static enum CXVisitorResult reference_field(CXCursor f, CXClientData data)
{
	enum CXTypeKind k = clang_getCursorType(f).kind;

	if (k != CXType_LValueReference && k != CXType_RValueReference)
		return CXVisit_Continue;
	*(int *)data = 1;
	return CXVisit_Break;
}

/*
 * Is each element of brace list `list` a copy?  (libclang shows the list
 * as written, without the copies' construction.)  Not where the struct it
 * builds has a reference member, which an element would be bound to.
 */
static int list_copies(CXCursor list)
{
	CXType t = cx_canon(clang_getCursorType(list));
	int refs = 0;

	if (t.kind == CXType_ConstantArray)
		return 1;
	if (t.kind != CXType_Record)
		return 0;
	clang_Type_visitFields(t, reference_field, &refs);
	return !refs;
}

/*
 * Is member f a struct whose fields are member locals of their own?
 * (Another, a float4, a union, is one field that is not tracked, used as
 * any way it likes.)
 */
static int flattened(CXCursor f)
{
	struct fields *fs;
	CXType t;
	int yes;

	if (!fields_nested_record(f, &t))
		return 0;
	fs = xcalloc(1, sizeof(*fs));
	yes = fields_of(t, fs) == 0;
	free(fs);
	return yes;
}

/*
 * A struct member of the variable (`t.data`, chain[i]), used: harmless
 * where its member locals see every change: read or set through its own
 * members, copied, bound to a const reference, handed by reference to a
 * __device__ function followed here or called a __device__ method on
 * (followed with the member's locals as its own: structs_alias, the
 * frame's this_outer).  Else (a reference of its own, its address, assigned
 * whole) the variable escapes.
 */
static int harmless_member(struct scan *s, int i)
{
	CXCursor up, field, kid;
	CXType t;
	int copied = 0, call;

	while (i > 0 && fields_wrapper(s->chain[i - 1])) {
		copied |= clang_getCursorKind(s->chain[i - 1]) == CXCursor_CallExpr;
		i--;
	}
	if (copied)
		return 1;
	if (i == 0)
		return 0;
	up = s->chain[i - 1];
	switch (clang_getCursorKind(up)) {
	case CXCursor_MemberRefExpr:
		field = clang_getCursorReferenced(up);
		if (clang_getCursorKind(field) == CXCursor_FieldDecl)
			return !flattened(field) || harmless_member(s, i - 1);
		call = i - 2;
		while (call > 0 && clang_getCursorKind(s->chain[call]) == CXCursor_UnexposedExpr)
			call--;
		return call >= 0 && method_called(up, s->chain[call]);
	case CXCursor_VarDecl:
		t = clang_getCursorType(up);
		return (t.kind != CXType_LValueReference && t.kind != CXType_RValueReference) ||
		       clang_isConstQualifiedType(clang_getPointeeType(t));
	case CXCursor_ReturnStmt:
		return 1;
	case CXCursor_InitListExpr:
		return list_copies(up);
	case CXCursor_CallExpr:
		field = clang_getCursorReferenced(up);
		if (cx_children(up, &kid, 1) == 1 && clang_equalCursors(kid, s->chain[i]) &&
		    clang_getCursorKind(field) == CXCursor_CXXMethod) {
			/* its operator's object: assigned whole (structs_assign),
			 * or a const operator */
			CXString name = clang_getCursorSpelling(field);
			int assign = !strcmp(clang_getCString(name), "operator=");
			clang_disposeString(name);
			return assign || clang_CXXMethod_isConst(field);
		}
		return by_reference(up, s->chain[i], 0);
	default:
		return 0;
	}
}

/* A use of the variable whole (not through a data member): harmless? */
static int harmless_use(struct scan *s)
{
	int i = s->depth - 1, copied = 0;
	CXCursor up;

	/* past the implicit wrappers: a copy's construction among them */
	while (i > 0 && fields_wrapper(s->chain[i - 1])) {
		copied |= clang_getCursorKind(s->chain[i - 1]) == CXCursor_CallExpr;
		i--;
	}
	/* at the top: a constructor's member initializer (`g(p)`), a copy */
	if (i == 0)
		return copied;
	up = s->chain[i - 1];
	switch (clang_getCursorKind(up)) {
	case CXCursor_MemberRefExpr: {
		/* the call above it; a static method's reference decays to a
		 * pointer on the way */
		int call = i - 2;
		CXCursor field = clang_getCursorReferenced(up);
		if (clang_getCursorKind(field) == CXCursor_FieldDecl)
			return !flattened(field) || harmless_member(s, i - 1);
		while (call > 0 && clang_getCursorKind(s->chain[call]) == CXCursor_UnexposedExpr)
			call--;
		return call >= 0 && method_called(up, s->chain[call]);
	}
	case CXCursor_VarDecl:
	case CXCursor_ReturnStmt:
		return 1;
	case CXCursor_InitListExpr:
		return list_copies(up);
	case CXCursor_BinaryOperator:
		return clang_getCursorBinaryOperatorKind(up) == CXBinaryOperator_Assign;
	case CXCursor_CallExpr: {
		/* assigned whole, or assigned from (its operator=) */
		CXString name = clang_getCursorSpelling(up);
		int assign = !strcmp(clang_getCString(name), "operator=");
		clang_disposeString(name);
		/* else an argument: by value (a copy is constructed), or by
		 * reference to a __device__ function call.c follows, whose
		 * parameter then names the same members (structs_alias) */
		return assign || copied || by_reference(up, s->chain[i], 0) ||
		       operator_called(up, s->chain[i]);
	}
	case CXCursor_UnaryOperator: {
		/* its address, an argument of such a function bound to a
		 * pointer parameter (`load(&tile, ...)`): the same */
		int at = i - 1;
		if (clang_getCursorUnaryOperatorKind(up) != CXUnaryOperator_AddrOf)
			return 0;
		while (at > 0 && fields_wrapper(s->chain[at - 1]) &&
		       clang_getCursorKind(s->chain[at - 1]) != CXCursor_CallExpr)
			at--;
		return at > 0 && clang_getCursorKind(s->chain[at - 1]) == CXCursor_CallExpr &&
		       by_reference(s->chain[at - 1], up, 1);
	}
	default:
		return 0;
	}
}

static enum CXChildVisitResult scan_uses(CXCursor c, CXCursor parent, CXClientData data)
{
	struct scan *s = data;

	(void)parent;
	if (s->escapes || s->depth == SCAN_DEPTH) {
		s->escapes = 1;
		return CXChildVisit_Break;
	}
	s->chain[s->depth++] = c;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(c), s->var) && !harmless_use(s))
		s->escapes = 1;
	else
		clang_visitChildren(c, scan_uses, s);
	s->depth--;
	return s->escapes ? CXChildVisit_Break : CXChildVisit_Continue;
}

int structs_tracked(CXCursor decl)
{
	struct fields fs;
	struct scan *s;
	CXCursor fn = clang_getCursorSemanticParent(decl);
	int escapes;

	if ((clang_getCursorKind(decl) != CXCursor_VarDecl &&
	     clang_getCursorKind(decl) != CXCursor_ParmDecl) ||
	    fields_of(fields_variable_type(decl), &fs) < 0 ||
	    (clang_getCursorKind(fn) != CXCursor_FunctionDecl &&
	     clang_getCursorKind(fn) != CXCursor_CXXMethod &&
	     clang_getCursorKind(fn) != CXCursor_Constructor &&
	     clang_getCursorKind(fn) != CXCursor_FunctionTemplate))
		return 0;
	s = xcalloc(1, sizeof(*s));
	s->var = decl;
	clang_visitChildren(fn, scan_uses, s);
	escapes = s->escapes;
	free(s);
	return !escapes;
}
