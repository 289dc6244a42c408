/*
 * types.c - the types device code uses (types.h).
 *
 * One walk over the translation unit finds the device code: functions
 * with __global__ or __device__ (in namespaces and classes) and device
 * variables at namespace scope.  Every type a cursor in them names (a
 * TypeRef, a TemplateRef, the type of a variable, a parameter or an
 * expression, pointers and references looked through) goes on a
 * worklist; each type taken from it adds what its own members, bases and
 * template arguments name.  The set holds canonical cursors, compared
 * with clang_equalCursors within a hash bucket.
 */
#include "types.h"

#include <string.h>

#define TYPES_FIRST 1024

struct used_types {
	struct fe *fe;
	CXCursor *slot;           /* open addressing; null cursors free */
	unsigned cap, n;
	CXCursor *work;           /* added, not yet walked */
	int nwork, capwork;
};

static unsigned bucket(const struct used_types *u, CXCursor c)
{
	return clang_hashCursor(c) & (u->cap - 1);
}

static int find(const struct used_types *u, CXCursor c, unsigned *at)
{
	unsigned i = bucket(u, c);

	while (!clang_Cursor_isNull(u->slot[i])) {
		if (clang_equalCursors(u->slot[i], c)) {
			*at = i;
			return 1;
		}
		i = (i + 1) & (u->cap - 1);
	}
	*at = i;
	return 0;
}

static void grow(struct used_types *u)
{
	CXCursor *old = u->slot;
	unsigned i, oldcap = u->cap, at;

	u->cap *= 2;
	u->slot = arena_alloc(u->fe->A, (size_t)u->cap * sizeof(*u->slot));
	for (i = 0; i < u->cap; i++)
		u->slot[i] = clang_getNullCursor();
	for (i = 0; i < oldcap; i++)
		if (!clang_Cursor_isNull(old[i])) {
			find(u, old[i], &at);
			u->slot[at] = old[i];
		}
}

/* A type's declaration into the set (and onto the worklist if new). */
static void add_decl(struct used_types *u, CXCursor d)
{
	unsigned at;

	if (clang_Cursor_isNull(d) || clang_isInvalid(clang_getCursorKind(d)))
		return;
	d = clang_getCanonicalCursor(d);
	if (find(u, d, &at))
		return;
	if (2 * (u->n + 1) > u->cap) {
		grow(u);
		find(u, d, &at);
	}
	u->slot[at] = d;
	u->n++;
	u->work = arena_grow(u->fe->A, u->work, sizeof(*u->work), u->nwork, &u->capwork);
	u->work[u->nwork++] = d;
	/* a specialization's template too: an error in its definition is
	 * located in the template */
	{
		CXCursor t = clang_getSpecializedCursorTemplate(d);
		if (!clang_Cursor_isNull(t) && !clang_equalCursors(t, d))
			add_decl(u, t);
	}
}

/* A type, its pointees and its template arguments' types into the set. */
static void add_type(struct used_types *u, CXType t)
{
	int depth, i, n;

	for (depth = 0; depth < 8 && t.kind != CXType_Invalid; depth++) {
		CXType next = clang_getPointeeType(t);
		if (next.kind == CXType_Invalid)
			next = clang_getArrayElementType(t);
		if (next.kind == CXType_Invalid)
			break;
		t = next;
	}
	if (t.kind == CXType_Invalid)
		return;
	add_decl(u, clang_getTypeDeclaration(t));
	/* a typedef's or alias's own declaration, then what it names */
	if (t.kind == CXType_Typedef || t.kind == CXType_Elaborated) {
		CXType c = cx_canon(t);
		if (c.kind != t.kind)
			add_decl(u, clang_getTypeDeclaration(c));
	}
	n = clang_Type_getNumTemplateArguments(t);
	for (i = 0; i < n && i < 16; i++) {
		CXType a = clang_Type_getTemplateArgumentAsType(t, (unsigned)i);
		if (a.kind != CXType_Invalid)
			add_decl(u, clang_getTypeDeclaration(a));
	}
}

/* Every type that the cursors under c name. */
static enum CXChildVisitResult names(CXCursor c, CXCursor parent, CXClientData data)
{
	struct used_types *u = data;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	if (k == CXCursor_TypeRef || k == CXCursor_TemplateRef)
		add_decl(u, clang_getCursorReferenced(c));
	else if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl || k == CXCursor_FieldDecl ||
		 clang_isExpression(k))
		add_type(u, clang_getCursorType(c));
	return CXChildVisit_Recurse;
}

static int device_function(CXCursor c)
{
	return cx_has_attr(c, CXCursor_CUDAGlobalAttr) || cx_has_attr(c, CXCursor_CUDADeviceAttr);
}

/* The device code of the unit, walked with names(). */
static enum CXChildVisitResult device_code(CXCursor c, CXCursor parent, CXClientData data)
{
	struct used_types *u = data;

	(void)parent;
	switch (clang_getCursorKind(c)) {
	case CXCursor_Namespace: case CXCursor_LinkageSpec: case CXCursor_StructDecl:
	case CXCursor_ClassDecl: case CXCursor_UnionDecl: case CXCursor_ClassTemplate:
	case CXCursor_ClassTemplatePartialSpecialization:
		return CXChildVisit_Recurse;
	case CXCursor_FunctionDecl: case CXCursor_FunctionTemplate: case CXCursor_CXXMethod:
	case CXCursor_Constructor: case CXCursor_Destructor: case CXCursor_ConversionFunction:
		if (device_function(c)) {
			add_type(u, clang_getCursorResultType(c));
			clang_visitChildren(c, names, u);
		}
		return CXChildVisit_Continue;
	case CXCursor_VarDecl:
		if (cx_has_attr(c, CXCursor_CUDADeviceAttr) || cx_has_attr(c, CXCursor_CUDAConstantAttr) ||
		    cx_has_attr(c, CXCursor_CUDASharedAttr)) {
			add_type(u, clang_getCursorType(c));
			clang_visitChildren(c, names, u);
		}
		return CXChildVisit_Continue;
	default:
		return CXChildVisit_Continue;
	}
}

struct used_types *used_types_build(struct fe *fe)
{
	struct used_types *u = arena_alloc(fe->A, sizeof(*u));
	unsigned i;

	memset(u, 0, sizeof(*u));
	u->fe = fe;
	u->cap = TYPES_FIRST;
	u->slot = arena_alloc(fe->A, (size_t)u->cap * sizeof(*u->slot));
	for (i = 0; i < u->cap; i++)
		u->slot[i] = clang_getNullCursor();
	clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), device_code, u);
	/* the members, bases and arguments of each type, in turn */
	while (u->nwork > 0) {
		CXCursor t = u->work[--u->nwork];
		CXCursor def = clang_getCursorDefinition(t);
		clang_visitChildren(clang_Cursor_isNull(def) ? t : def, names, u);
		if (clang_getCursorKind(t) == CXCursor_TypedefDecl ||
		    clang_getCursorKind(t) == CXCursor_TypeAliasDecl)
			add_type(u, clang_getTypedefDeclUnderlyingType(t));
	}
	return u;
}

int used_types_has(const struct used_types *u, CXCursor c)
{
	unsigned at;

	return find(u, clang_getCanonicalCursor(c), &at);
}
