/*
 * constants.c - what a kernel reads of __constant__ variables: no memory
 * request warpcheck counts (the constant cache), and a value the host
 * sets, unless nothing of the file sets it and it has an initializer.
 */
#include "fe.h"

#include <ctype.h>
#include <string.h>

/*
 * Is c, under members (`.` and `->`), subscripts, dereferences and
 * parentheses, a __constant__ variable (`cfg->n`, `cfg[0].stride`,
 * `coef[k]`)?  Read through the constant cache: no shared or global
 * request, and a value the host sets.
 */
int constants_root(CXCursor c)
{
	CXCursor s = cx_strip(c), kids[2];
	int depth;

	for (depth = 0; depth < MAX_DEPTH; depth++) {
		enum CXCursorKind k = clang_getCursorKind(s);
		if (k == CXCursor_ArraySubscriptExpr && cx_children(s, kids, 2) == 2)
			s = cx_strip(cx_is_pointer(clang_getCursorType(kids[0])) ||
				     cx_is_array(clang_getCursorType(kids[0])) ? kids[0] : kids[1]);
		else if (k == CXCursor_MemberRefExpr && cx_children(s, kids, 1) == 1)
			s = cx_strip(kids[0]);
		else if (k == CXCursor_UnaryOperator && cx_children(s, kids, 1) == 1 &&
			 clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref)
			s = cx_strip(kids[0]);
		else
			break;
	}
	return clang_getCursorKind(s) == CXCursor_DeclRefExpr &&
	       cx_has_attr(clang_getCursorReferenced(s), CXCursor_CUDAConstantAttr);
}

/* The unknown value of c, read from a __constant__ variable. */
struct ir_expr *constants_value(struct fe *fe, CXCursor c)
{
	return expr_unknown(fe, arena_printf(fe->A,
		"index depends on '%s', a __constant__ variable the host sets, known only at run time",
		cx_text(fe, c)));
}

/*
 * Does text name `name` inside the parentheses of a call of the runtime's
 * symbol functions (`cudaMemcpyToSymbol(flag, ...)`,
 * `cudaGetSymbolAddress(&p, flag)`), as host code that sets it does?
 */
static int symbol_call_names(const char *text, size_t size, const char *name)
{
	const char *end = text + size, *p = text;
	size_t len = strlen(name);

	for (; p + 6 <= end; p++) {
		const char *q = p + 6;
		int depth = 0;
		if (memcmp(p, "Symbol", 6))
			continue;
		while (q < end && (isalnum((unsigned char)*q) || *q == '_'))
			q++;
		while (q < end && isspace((unsigned char)*q))
			q++;
		if (q >= end || *q != '(')
			continue;
		for (; q < end; q++) {
			if (*q == '(')
				depth++;
			else if (*q == ')' && --depth == 0)
				break;
			else if (!strncmp(q, name, len) && (size_t)(end - q) >= len &&
				 !(isalnum((unsigned char)q[-1]) || q[-1] == '_') &&
				 !(isalnum((unsigned char)q[len]) || q[len] == '_'))
				return 1;
		}
	}
	return 0;
}

/*
 * A scalar __constant__ variable defined with a constant initializer
 * (`__constant__ bool disabled = false;`) that no host code of the file
 * or of its own header hands to a symbol function: its initializer.
 * Where another file sets it (separate compilation), an assume comment
 * or a change of the variable says so.  NULL otherwise.
 */
struct ir_expr *constants_initial(struct fe *fe, CXCursor d, int t)
{
	CXCursor init, kids[MAX_CHILDREN];
	CXFile file;
	const char *name, *text;
	size_t size;
	int64_t v;
	int n, i;

	if (clang_getCursorKind(d) != CXCursor_VarDecl || !cx_has_attr(d, CXCursor_CUDAConstantAttr) ||
	    clang_Cursor_getStorageClass(d) == CX_SC_Extern)
		return NULL;
	init = clang_Cursor_getVarDeclInitializer(d);
	if (clang_Cursor_isNull(init) || cx_fold(init, &v) < 0)
		return NULL;
	n = cx_children(d, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_TypeRef &&
		    cx_is_array(clang_getCursorType(d)))
			return NULL;
	name = cx_string(fe, clang_getCursorSpelling(d));
	if (fe->source && symbol_call_names(fe->source, fe->source_len, name))
		return NULL;
	clang_getExpansionLocation(clang_getCursorLocation(d), &file, NULL, NULL, NULL);
	if (file && !clang_File_isEqual(file, fe->main_file) &&
	    (text = cx_file_text(fe, file, &size)) != NULL && symbol_call_names(text, size, name))
		return NULL;
	return ir_const(fe->A, (enum ctype)t, v);
}
