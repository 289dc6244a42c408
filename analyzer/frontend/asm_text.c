/*
 * asm_text.c - an inline asm statement's text (asm_text.h).  libclang
 * gives an asm statement's operands as its children but not its text, so
 * the text is read where it is spelled: the template's strings (with
 * the preprocessor's lines blanked where the statement holds #if
 * branches), then each operand's constraint, a string or a macro whose
 * body is one, then whether it clobbers "memory".
 */
#include "asm_text.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "../report/source.h"

/* skips white space, backslash-newlines and comments */
static const char *skip_space(const char *p, const char *end)
{
	while (p < end) {
		if (isspace((unsigned char)*p)) {
			p++;
		} else if (*p == '\\' && p + 1 < end && (p[1] == '\n' || p[1] == '\r')) {
			p += 2;
		} else if (*p == '/' && p + 1 < end && p[1] == '*') {
			const char *e = p + 2;
			while (e + 1 < end && !(e[0] == '*' && e[1] == '/'))
				e++;
			p = e + 2;
		} else if (*p == '/' && p + 1 < end && p[1] == '/') {
			while (p < end && *p != '\n')   /* a line comment between the pieces */
				p++;
		} else {
			break;
		}
	}
	return p;
}

/* A string literal at p, appended to out (unescaped); the end, or NULL. */
static const char *read_string(const char *p, const char *end, char *out, size_t cap)
{
	size_t n = strlen(out);

	if (p >= end || *p != '"')
		return NULL;
	for (p++; p < end && *p != '"'; p++) {
		char ch = *p;
		if (ch == '\\' && p + 1 < end) {
			p++;
			ch = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
			if (*p == '\n' || *p == '\r')
				continue;   /* a line continued inside the string */
		}
		if (n + 1 < cap)
			out[n++] = ch;
	}
	out[n] = 0;
	return p < end ? p + 1 : NULL;
}

/* Past a balanced parenthesized expression at p ('(' included). */
static const char *skip_parens(const char *p, const char *end)
{
	int depth = 0;

	for (; p < end; p++) {
		if (*p == '"') {
			for (p++; p < end && *p != '"'; p++)
				if (*p == '\\')
					p++;
			continue;
		}
		depth += *p == '(';
		if (*p == ')' && --depth == 0)
			return p + 1;
	}
	return NULL;
}

struct macro_search {
	const char *name;
	CXTranslationUnit ctu;
	char *out;
	size_t cap;
	int found;
};

static enum CXChildVisitResult find_string_macro(CXCursor c, CXCursor parent, CXClientData data)
{
	struct macro_search *m = data;
	CXString name;
	CXToken *tokens = NULL;
	unsigned ntokens = 0;
	int same;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_MacroDefinition || clang_Cursor_isMacroFunctionLike(c))
		return CXChildVisit_Continue;
	name = clang_getCursorSpelling(c);
	same = !strcmp(clang_getCString(name), m->name);
	clang_disposeString(name);
	if (!same)
		return CXChildVisit_Continue;
	/* the last definition the record holds wins; one of a name and a
	 * string literal is taken, anything else is not a constraint */
	m->found = 0;
	clang_tokenize(m->ctu, clang_getCursorExtent(c), &tokens, &ntokens);
	if (ntokens == 2 && clang_getTokenKind(tokens[1]) == CXToken_Literal) {
		CXString lit = clang_getTokenSpelling(m->ctu, tokens[1]);
		const char *text = clang_getCString(lit);
		m->out[0] = 0;
		m->found = read_string(text, text + strlen(text), m->out, m->cap) != NULL;
		clang_disposeString(lit);
	}
	clang_disposeTokens(m->ctu, tokens, ntokens);
	return CXChildVisit_Continue;
}

/*
 * A constraint spelled by a macro whose body is one string literal
 * (`_CG_ASM_PTR_CONSTRAINT(p)`, "l" on 64-bit hosts): the macro's name
 * at p is read, and its string, from the definition the preprocessing
 * record holds, goes to out.  Past the name, or NULL.
 */
static const char *read_constraint_macro(struct fe *fe, const char *p, const char *end,
					 char *out, size_t cap)
{
	char name[64];
	size_t n = 0;
	struct macro_search m;

	while (p < end && (isalnum((unsigned char)*p) || *p == '_') && n + 1 < sizeof(name))
		name[n++] = *p++;
	name[n] = 0;
	if (!n || !fe->ctu)
		return NULL;
	m.name = name;
	m.ctu = fe->ctu;
	m.out = out;
	m.cap = cap;
	m.found = 0;
	clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), find_string_macro, &m);
	return m.found ? p : NULL;
}

/* The operands of one section: "c" (expr), ...; their count, or -1. */
static int read_operands(struct fe *fe, const char **pp, const char *end, struct asm_text *t,
			 int first)
{
	const char *p = *pp;
	int n = 0;

	for (;;) {
		char c[64] = "";
		p = skip_space(p, end);
		if (p >= end || *p == ':' || *p == ')')
			break;
		if (*p == '[' || first + n >= MAX_OPERANDS)
			return -1;   /* a named operand: not read */
		if (isalpha((unsigned char)*p) || *p == '_')
			p = read_constraint_macro(fe, p, end, c, sizeof(c));
		else
			p = read_string(p, end, c, sizeof(c));
		if (!p)
			return -1;
		snprintf(t->constraint[first + n], sizeof(t->constraint[0]), "%s", c);
		p = skip_space(p, end);
		if (p >= end || *p != '(' || !(p = skip_parens(p, end)))
			return -1;
		n++;
		p = skip_space(p, end);
		if (p < end && *p == ',')
			p++;
	}
	*pp = p;
	return n;
}

/* The text of a file: the main file's, or a header's, read once (fe->asm_sources). */
static const char *source_text(struct fe *fe, CXFile file, size_t *len)
{
	const char *path, *text;
	char *read, *copy;
	int i;

	if (fe->main_file && clang_File_isEqual(file, fe->main_file)) {
		*len = fe->source_len;
		return fe->source;
	}
	/* what clang parsed (a header given as an edited copy, parse.c) */
	if ((text = cx_file_text(fe, file, len)))
		return text;
	path = cx_file_name(fe, file);
	for (i = 0; i < fe->nasm_sources; i++)
		if (!strcmp(fe->asm_sources[i].path, path)) {
			*len = fe->asm_sources[i].len;
			return fe->asm_sources[i].text;
		}
	if (!(read = source_read(path, len)))
		return NULL;
	copy = arena_alloc(fe->A, *len + 1);   /* lives as long as the file's lowering */
	memcpy(copy, read, *len);
	copy[*len] = 0;
	free(read);
	if (fe->nasm_sources < (int)(sizeof(fe->asm_sources) / sizeof(fe->asm_sources[0]))) {
		fe->asm_sources[fe->nasm_sources].path = path;
		fe->asm_sources[fe->nasm_sources].text = copy;
		fe->asm_sources[fe->nasm_sources++].len = *len;
	}
	return copy;
}

/*
 * The statement's text with the preprocessor's lines blanked: a template
 * built under `#if __CUDA_ARCH__ >= 750 ... #else ... #endif` keeps only
 * the branch the preprocessor took (libclang's skipped ranges, which the
 * parse records: parse.c), every directive line made white space.  The
 * text itself where it holds no directive, or comes from a macro.
 */
static const char *without_directives(struct fe *fe, CXCursor stmt, CXFile file, const char *p,
				      const char **end)
{
	CXSourceRange ext = clang_getCursorExtent(stmt);
	CXSourceRangeList *skipped;
	CXFile efile;
	unsigned from, to, i, last;
	const char *q;
	char *copy;
	size_t n;
	int hash = 0;

	clang_getSpellingLocation(clang_getRangeEnd(ext), &efile, NULL, NULL, &last);
	if (!efile || !clang_File_isEqual(efile, file))
		return p;
	n = (size_t)(*end - p);
	clang_getSpellingLocation(clang_getRangeStart(ext), NULL, NULL, NULL, &from);
	/* from: where p is (the statement's start, as read_asm found it) */
	if (last <= from || last - from > n)
		return p;
	n = last - from;
	for (q = p; q < p + n && !hash; q++)
		if (*q == '#') {
			const char *b = q;
			while (b > p && (b[-1] == ' ' || b[-1] == '\t'))
				b--;
			hash = b == p || b[-1] == '\n';
		}
	if (!hash)
		return p;
	copy = arena_alloc(fe->A, n + 1);
	memcpy(copy, p, n);
	copy[n] = 0;
	skipped = clang_getSkippedRanges(fe->ctu, file);
	for (i = 0; skipped && i < skipped->count; i++) {
		unsigned a, b, k;
		clang_getSpellingLocation(clang_getRangeStart(skipped->ranges[i]), NULL, NULL, NULL, &a);
		clang_getSpellingLocation(clang_getRangeEnd(skipped->ranges[i]), NULL, NULL, NULL, &b);
		for (k = a > from ? a : from; k < b && k < last; k++)
			if (copy[k - from] != '\n')
				copy[k - from] = ' ';
	}
	clang_disposeSourceRangeList(skipped);
	/* each directive line */
	for (to = 0; to < n; to++) {
		unsigned b = to;
		while (b < n && (copy[b] == ' ' || copy[b] == '\t'))
			b++;
		if (b < n && copy[b] == '#')
			/* to the line's end, past each backslash-newline */
			for (; b < n && copy[b] != '\n'; b++) {
				if (copy[b] == '\\' && b + 1 < n && copy[b + 1] == '\n')
					copy[b++] = ' ';   /* the newline kept, the line goes on */
				else
					copy[b] = ' ';
			}
		while (b < n && copy[b] != '\n')
			b++;
		to = b;
	}
	*end = copy + n;
	return copy;
}

int asm_read(struct fe *fe, CXCursor stmt, struct asm_text *t)
{
	CXFile file;
	unsigned offset;
	size_t len = 0;
	const char *text, *p, *end;
	int n, strings;

	memset(t, 0, sizeof(*t));
	clang_getSpellingLocation(clang_getCursorLocation(stmt), &file, NULL, NULL, &offset);
	if (!file || !(text = source_text(fe, file, &len)) || offset >= len)
		return -1;
	p = text + offset;
	end = text + len;
	p = without_directives(fe, stmt, file, p, &end);
	while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
		p++;   /* asm, __asm__ */
	for (;;) {
		p = skip_space(p, end);
		if (p < end && *p == '(')
			break;
		if (p >= end || !(isalpha((unsigned char)*p) || *p == '_'))
			return -1;
		while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
			p++;   /* volatile, __volatile__, inline, goto */
	}
	p++;
	for (strings = 0;; strings++) {
		p = skip_space(p, end);
		if (p < end && *p == '"') {
			if (!(p = read_string(p, end, t->tmpl, sizeof(t->tmpl))))
				return -1;
			continue;
		}
		break;
	}
	/* no string: a macro writes the text; an empty one ("") is a
	 * compiler barrier, read as such */
	if (!strings || p >= end)
		return -1;
	if (*p == ':') {
		p++;
		if ((n = read_operands(fe, &p, end, t, 0)) < 0)
			return -1;
		t->nout = n;
		if (p < end && *p == ':') {
			p++;
			if ((n = read_operands(fe, &p, end, t, t->nout)) < 0)
				return -1;
			t->nin = n;
			/* the clobbers: "memory" makes the statement a fence */
			p = skip_space(p, end);
			if (p < end && *p == ':') {
				for (p++; p < end && *p != ')'; p++)
					if (!strncmp(p, "\"memory\"", 8))
						t->memory = 1;
			}
		}
	}
	return 0;
}

/*
 * Why an output of the assembly in tmpl is not known: a load's or an
 * atomic's is data (`ld.acquire.gpu.global.s32 %0, [%1];`, a flag a
 * kernel polls), as the same access in C++ is; any other, a value the
 * assembly computes.
 */
const char *asm_output_why(const char *tmpl)
{
	const char *p;

	for (p = tmpl; *p; p++) {
		if (p != tmpl && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.'))
			continue;
		if (!strncmp(p, "atom.", 5))
			return "index depends on the result of an atomic";
		if (!strncmp(p, "ld.", 3) || !strncmp(p, "ldu.", 4))
			return "index depends on a value loaded from memory";
	}
	return "a value inline assembly sets";
}
