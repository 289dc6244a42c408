/*
 * bodies.c - the main file's host function bodies, for a fix's parse.
 *
 * A file that dispatches a kernel template over types and flags makes
 * clang instantiate every combination (a thousand instances of one
 * kernel is not rare), and a fix being checked needs one or two of them.
 * The insides of the host-only functions' bodies are recorded here; a
 * fix's parse blanks them (spaces, newlines kept: every offset stays) and
 * names the instances it checks at the file's end instead (lint/fix.c).
 * A body is left alone when blanking it could change what device code
 * sees: a constexpr function (device code may evaluate it), one whose
 * return type is deduced from it (`auto`), and anything but a plain
 * function, method, constructor or destructor of the main file.
 */
#include "fe.h"

#include <string.h>

/* Does text [from, to) of the main file hold `word` as a word? */
static int says(const struct fe *fe, unsigned from, unsigned to, const char *word)
{
	size_t n = strlen(word);
	unsigned i;

	for (i = from; i + n <= to && i + n <= fe->source_len; i++)
		if (!strncmp(fe->source + i, word, n) &&
		    (i == 0 || !fe_ident_char(fe->source[i - 1])) &&
		    !fe_ident_char(fe->source[i + n]))
			return 1;
	return 0;
}

static void record_body(struct fe *fe, CXCursor fn)
{
	CXCursor kids[MAX_CHILDREN], body = clang_getNullCursor();
	CXSourceRange r;
	CXFile f1, f2;
	unsigned start, from, to;
	int i, n;

	if (cx_has_attr(fn, CXCursor_CUDAGlobalAttr) || cx_has_attr(fn, CXCursor_CUDADeviceAttr))
		return;
	n = cx_children(fn, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt)
			body = kids[i];
	if (clang_Cursor_isNull(body))
		return;
	clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(fn)), &f1, NULL, NULL,
				   &start);
	r = clang_getCursorExtent(body);
	clang_getExpansionLocation(clang_getRangeStart(r), &f1, NULL, NULL, &from);
	clang_getExpansionLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &to);
	if (!f1 || !f2 || !clang_File_isEqual(f1, fe->main_file) ||
	    !clang_File_isEqual(f2, fe->main_file) || to > fe->source_len || to < from + 2 ||
	    start > from || fe->source[from] != '{' || fe->source[to - 1] != '}')
		return;
	if (says(fe, start, from, "constexpr") || says(fe, start, from, "consteval") ||
	    says(fe, start, from, "auto") || says(fe, start, from, "decltype"))
		return;
	fe->tu->host_bodies = arena_grow(fe->A, fe->tu->host_bodies, sizeof(*fe->tu->host_bodies),
					 fe->tu->nhost_bodies, &fe->tu->cap_host_bodies);
	fe->tu->host_bodies[fe->tu->nhost_bodies++] = (struct ir_span){ from + 1, to - 1 };
}

static enum CXChildVisitResult find_bodies(CXCursor c, CXCursor parent, CXClientData data)
{
	struct fe *fe = data;

	(void)parent;
	if (!cx_in_main_file(fe, c))
		return CXChildVisit_Continue;
	switch (clang_getCursorKind(c)) {
	case CXCursor_Namespace: case CXCursor_LinkageSpec:
	case CXCursor_StructDecl: case CXCursor_ClassDecl: case CXCursor_ClassTemplate:
		return CXChildVisit_Recurse;
	case CXCursor_FunctionDecl: case CXCursor_FunctionTemplate: case CXCursor_CXXMethod:
	case CXCursor_Constructor: case CXCursor_Destructor:
		if (clang_isCursorDefinition(c))
			record_body(fe, c);
		return CXChildVisit_Continue;
	default:
		return CXChildVisit_Continue;
	}
}

void bodies_find(struct fe *fe)
{
	clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), find_bodies, fe);
}
