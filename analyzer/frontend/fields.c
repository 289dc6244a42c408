/*
 * fields.c - a struct's fields, flattened (fields.h): its bases' first, as
 * its layout has them, then its own, a member that is a struct of its own
 * standing for its fields with the names of the members it is inside.
 */
#include "fields.h"

#include <string.h>

#define ELEMENTS 16
#define BASE_DEPTH 4

static void add_fields(CXCursor decl, CXType t, struct fields *fs, int depth);

/* Can member f's struct type (*t) be flattened into its fields? */
int fields_nested_record(CXCursor f, CXType *t)
{
	*t = cx_canon(clang_getCursorType(f));
	return t->kind == CXType_Record && cx_size(*t) > 0 &&
	       !clang_Cursor_isNull(clang_getTypeDeclaration(*t)) &&
	       clang_getCursorKind(clang_getTypeDeclaration(*t)) != CXCursor_UnionDecl;
}

/* Nested struct member `field` at the walk's place: its fields; 0, or -1
 * where it stays one field. */
static int add_nested(CXCursor field, CXType t, struct fields *fs, int place)
{
	int level = fs->level, saved_n = fs->n, saved_depth = fs->depth, i;
	char saved[OUTER_LEN];
	CXString name = clang_getCursorSpelling(field);
	size_t have = strlen(fs->prefix), add = strlen(clang_getCString(name));

	if (!add || have + add + 2 > OUTER_LEN) {
		clang_disposeString(name);
		return -1;
	}
	memcpy(saved, fs->prefix, have + 1);
	if (have)
		fs->prefix[have++] = '.';
	memcpy(fs->prefix + have, clang_getCString(name), add + 1);
	clang_disposeString(name);
	fs->level = level + 1;
	fs->next[level + 1] = 0;
	add_fields(clang_getTypeDeclaration(t), t, fs, 0);
	fs->level = level;
	fs->depth = saved_depth;
	memcpy(fs->prefix, saved, sizeof(saved));
	/* one with no integer or pointer (a float4) stays one field: its
	 * fields would take room and track nothing */
	for (i = saved_n; i < fs->n && !fields_tracked(fs->f[i]); i++)
		;
	if (fs->too_many || i == fs->n) {
		fs->n = saved_n;
		fs->too_many = 0;
		return -1;
	}
	for (i = saved_n; i < fs->n; i++)
		fs->pos[i][level] = (unsigned char)place;
	return 0;
}

static enum CXVisitorResult add_field(CXCursor field, CXClientData data)
{
	struct fields *fs = data;
	int level = fs->level, place = fs->next[level]++;
	CXType t;

	if (level == 0)
		fs->top = fs->next[0];
	if (level > 0 && clang_Cursor_isBitField(field)) {
		fs->too_many = 1;   /* the nesting stays one field */
		return CXVisit_Break;
	}
	if (level < NEST_DEPTH && fields_nested_record(field, &t) && add_nested(field, t, fs, place) == 0)
		return CXVisit_Continue;
	if (fs->n == STRUCT_FIELDS) {
		fs->too_many = 1;
		return CXVisit_Break;
	}
	fs->f[fs->n] = field;
	memcpy(fs->outer[fs->n], fs->prefix, strlen(fs->prefix) + 1);
	fs->pos[fs->n][level] = (unsigned char)place;
	fs->nest[fs->n] = level;
	fs->n++;
	return CXVisit_Continue;
}

static enum CXChildVisitResult add_field_decl(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_FieldDecl && add_field(c, data) == CXVisit_Break)
		return CXChildVisit_Break;
	return CXChildVisit_Continue;
}

/*
 * A base class's fields come before the class's own, as its layout has
 * them.  A class template's instance lists its bases only in the template,
 * where a base may depend on the parameters (`Io<const T, CHECKED>`): its
 * fields are then the base template's, matched to the instance's by name
 * (structs.c's this_member).
 */
static enum CXChildVisitResult add_base(CXCursor c, CXCursor parent, CXClientData data)
{
	struct fields *fs = data;
	CXType t;
	CXCursor decl;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CXXBaseSpecifier)
		return CXChildVisit_Continue;
	t = cx_canon(clang_getCursorType(c));
	decl = clang_getTypeDeclaration(t);
	if (clang_Cursor_isNull(decl) || fs->depth == BASE_DEPTH) {
		fs->too_many = 1;
		return CXChildVisit_Break;
	}
	if (t.kind != CXType_Record || cx_size(t) <= 0)
		t.kind = CXType_Invalid;
	add_fields(decl, t, fs, fs->depth + 1);
	return fs->too_many ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* Record decl's fields, its bases' first; t its type, if not dependent. */
static void add_fields(CXCursor decl, CXType t, struct fields *fs, int depth)
{
	CXCursor pattern = clang_getSpecializedCursorTemplate(decl);
	int saved = fs->depth;

	fs->depth = depth;
	clang_visitChildren(clang_Cursor_isNull(pattern) ? decl : pattern, add_base, fs);
	if (fs->too_many)
		;
	else if (t.kind != CXType_Invalid)
		clang_Type_visitFields(t, add_field, fs);
	else
		clang_visitChildren(decl, add_field_decl, fs);
	fs->depth = saved;
}

/* The elements of member f, an array of integers or pointers; else 0. */
int fields_elements(CXCursor f)
{
	CXType t = cx_canon(clang_getCursorType(f)), e;
	long long n;

	if (t.kind != CXType_ConstantArray)
		return 0;
	e = cx_canon(clang_getArrayElementType(t));
	n = clang_getArraySize(t);
	if (n < 1 || n > ELEMENTS || (cx_ctype(e) < 0 && !cx_is_pointer(e)))
		return 0;
	return (int)n;
}

int fields_tracked(CXCursor f)
{
	CXType t = clang_getCursorType(f);

	return cx_ctype(t) >= 0 || cx_is_pointer(t) || fields_elements(f) > 0;
}

/* The fields of a tracked struct's type, in order; -1 when not one. */
int fields_of(CXType t, struct fields *fs)
{
	CXCursor decl;
	int i, ints = 0;

	memset(fs, 0, sizeof(*fs));
	t = cx_canon(t);
	if (t.kind != CXType_Record || cx_size(t) <= 0)
		return -1;
	decl = clang_getTypeDeclaration(t);
	if (clang_getCursorKind(decl) == CXCursor_UnionDecl)
		return -1;
	add_fields(decl, t, fs, 0);
	if (fs->too_many)
		return -1;
	for (i = 0; i < fs->n; i++) {
		if (clang_Cursor_isBitField(fs->f[i]))
			return -1;
		ints += fields_tracked(fs->f[i]);
	}
	return ints ? 0 : -1;
}

/* A variable's type; a function's result type, for the temporary of its
 * struct result (call_struct) */
CXType fields_variable_type(CXCursor decl)
{
	enum CXCursorKind k = clang_getCursorKind(decl);

	CXType t;

	if (k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate) {
		/* a const reference result: a copy's (call_struct) */
		t = clang_getCursorResultType(decl);
		return t.kind == CXType_LValueReference ? clang_getPointeeType(t) : t;
	}
	t = clang_getCursorType(decl);
	/* a parameter by reference: the struct it names (structs_alias) */
	return t.kind == CXType_LValueReference ? clang_getPointeeType(t) : t;
}

/* Is init a call of a constructor that is not a copy's or a move's? */
int fields_constructed(CXCursor init)
{
	CXCursor s = cx_strip(init), ctor;

	if (clang_getCursorKind(s) != CXCursor_CallExpr)
		return 0;
	ctor = clang_getCursorReferenced(s);
	return clang_getCursorKind(ctor) == CXCursor_Constructor &&
	       !clang_CXXConstructor_isCopyConstructor(ctor) &&
	       !clang_CXXConstructor_isMoveConstructor(ctor);
}

int fields_wrapper(CXCursor c)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor kids[2];

	if (k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr)
		return 1;
	/* `S(x)`, the type named before one operand of that type
	 * (faiss's `SubTensor<T, D - 1>(sub[index])`): a copy */
	if (k == CXCursor_CXXFunctionalCastExpr) {
		/* the type's names (and its template's arguments) first,
		 * the one operand last */
		CXCursor all[MAX_CHILDREN];
		int n = cx_children(c, all, MAX_CHILDREN);

		/* ... a struct of the cast's own type: a copy (not
		 * `Ptr<T>(p)`, a constructor of its own) */
		if (n == 0 || fields_constructed(all[n - 1]))
			return 0;
		return clang_isExpression(clang_getCursorKind(all[n - 1])) &&
		       clang_getCursorKind(all[n - 1]) != CXCursor_InitListExpr &&
		       clang_equalTypes(cx_canon(clang_getCursorType(c)),
					cx_canon(clang_getCursorType(all[n - 1])));
	}
	/* a copy's construction: a call of a constructor with the one operand */
	return k == CXCursor_CallExpr && cx_children(c, kids, 2) == 1 &&
	       clang_getCursorKind(clang_getCursorReferenced(c)) == CXCursor_Constructor;
}

/* the search of fields_inherited_ctor: the base classes' constructors */
struct inherited {
	CXCursor ctor, found;
	int ambiguous;
};

/* Do constructors a and b take the same parameters (by count alone where
 * b is a template's, its types written in its parameters)? */
static int same_params(CXCursor a, CXCursor b, int by_count)
{
	int i, n = clang_Cursor_getNumArguments(a);

	if (n < 0 || n != clang_Cursor_getNumArguments(b))
		return 0;
	for (i = 0; i < n && !by_count; i++) {
		CXType ta = cx_canon(clang_getCursorType(clang_Cursor_getArgument(a, (unsigned)i)));
		CXType tb = cx_canon(clang_getCursorType(clang_Cursor_getArgument(b, (unsigned)i)));
		if (!clang_equalTypes(ta, tb))
			return 0;
	}
	return 1;
}

static enum CXChildVisitResult base_ctor(CXCursor c, CXCursor parent, CXClientData data)
{
	struct inherited *h = data;
	CXCursor decl, pattern, kids[MAX_CHILDREN];
	int i, n, by_count;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CXXBaseSpecifier)
		return CXChildVisit_Continue;
	decl = clang_getTypeDeclaration(cx_canon(clang_getCursorType(c)));
	pattern = clang_getSpecializedCursorTemplate(decl);
	/* a base that depends on the template's parameters is its template */
	by_count = clang_getCursorKind(decl) == CXCursor_ClassTemplate || !clang_Cursor_isNull(pattern);
	if (!clang_Cursor_isNull(pattern))
		decl = pattern;
	n = cx_children(decl, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_Constructor &&
		    !clang_CXXConstructor_isCopyConstructor(kids[i]) &&
		    !clang_CXXConstructor_isMoveConstructor(kids[i]) &&
		    same_params(h->ctor, kids[i], by_count)) {
			h->ambiguous += !clang_Cursor_isNull(h->found);
			h->found = kids[i];
		}
	return CXChildVisit_Continue;
}

/*
 * A constructor a class inherits (`using Base::Base;`): libclang gives the
 * derived class's implicit one, which has no body and no attributes.  The
 * base class's constructor it stands for, or ctor where none or several
 * fit.  A class template's instance lists its bases only in the template
 * (add_fields): a base that depends on its parameters gives its template's
 * constructor, matched by the count of parameters, whose members are
 * the template's, as add_fields names them.
 */
CXCursor fields_inherited_ctor(CXCursor ctor)
{
	CXCursor parent = clang_getCursorSemanticParent(ctor), pattern;
	CXString a = clang_getCursorSpelling(ctor), b = clang_getCursorSpelling(parent);
	struct inherited h = { ctor, clang_getNullCursor(), 0 };
	int same = !strcmp(clang_getCString(a), clang_getCString(b));

	clang_disposeString(a);
	clang_disposeString(b);
	if (same || clang_getCursorKind(ctor) != CXCursor_Constructor)
		return ctor;
	pattern = clang_getSpecializedCursorTemplate(parent);
	clang_visitChildren(clang_Cursor_isNull(pattern) ? parent : pattern, base_ctor, &h);
	return clang_Cursor_isNull(h.found) || h.ambiguous ? ctor : h.found;
}
