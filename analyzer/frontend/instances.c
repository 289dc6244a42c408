/*
 * instances.c - explicit instantiations of function templates, kernels and
 * the host functions that launch them, found in the text before it is
 * parsed.
 *
 * libclang does not show explicit instantiations (`template __global__
 * void k<64>(float *);`, `template void launch<int>(int *);`), so each
 * one found in the text is referenced
 * from a line appended to the parsed copy of the file, where the walk of
 * the translation unit finds it like any other use of the kernel.  The
 * scan reads a copy of the source with comments and literals blanked out,
 * so that what they say is not taken for code.
 */
#include "fe.h"

#include <string.h>

/* A copy of the source with comments and literals blanked out. */
static char *code_only(struct fe *fe)
{
	char *c = arena_strndup(fe->A, fe->source, fe->source_len);
	size_t i = 0, n = fe->source_len;

	while (i < n) {
		if (c[i] == '/' && i + 1 < n && c[i + 1] == '/') {
			while (i < n && c[i] != '\n')
				c[i++] = ' ';
		} else if (c[i] == '/' && i + 1 < n && c[i + 1] == '*') {
			while (i < n && !(c[i] == '*' && i + 1 < n && c[i + 1] == '/'))
				c[i] = c[i] == '\n' ? '\n' : ' ', i++;
			if (i < n)
				c[i++] = ' ';
			if (i < n)
				c[i++] = ' ';
		} else if (c[i] == '"' || c[i] == '\'') {
			char q = c[i++];
			while (i < n && c[i] != q && c[i] != '\n') {
				if (c[i] == '\\' && i + 1 < n)
					c[i++] = ' ';
				c[i++] = ' ';
			}
			i++;
		} else {
			i++;
		}
	}
	return c;
}

/* Is the word before p (over blanks) `word`? */
static int word_before(const char *code, const char *p, const char *word)
{
	size_t n = strlen(word);

	while (p > code && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\n'))
		p--;
	return p - code >= (long)n && !strncmp(p - n, word, n) &&
	       (p - code == (long)n || !fe_ident_char(p[-n - 1]));
}

/*
 * The return type of an explicit instantiation, `template RET NAME(...)`:
 * the words before the name without the specifiers a pointer's type
 * cannot carry.
 */
static char *return_type(struct fe *fe, const char *from, const char *to)
{
	static const char *drop[] = { "__global__", "__host__", "__device__", "__forceinline__",
				      "inline", "static", "extern", "constexpr", NULL };
	char *t = arena_strndup(fe->A, from, (size_t)(to - from)), *w;
	int i;

	for (i = 0; drop[i]; i++)
		while ((w = strstr(t, drop[i])) != NULL)
			memset(w, ' ', strlen(drop[i]));
	return t;
}

/*
 * The lines to append to the parsed copy of the file: one reference to
 * each explicit instantiation of a function template, kernel or host
 * function (a host function's instance is walked for the launches in it);
 * NULL when there is none.  `template void f<int>(int *);` names its
 * instance; `template void f(int *);` deduces it, so the reference is a
 * pointer of the instance's type.
 */
char *instances_epilogue(struct fe *fe)
{
	const char *code = code_only(fe);
	const char *p = code, *end = code + fe->source_len;
	char *out = arena_strdup(fe->A, "\n");
	int count = 0;

	while ((p = strstr(p, "template")) != NULL && p < end) {
		const char *q = p + 8, *semi, *paren, *close, *name, *id;
		int depth = 0, deduced;

		if ((p > code && fe_ident_char(p[-1])) || word_before(code, p, "extern") ||
		    !(*q == ' ' || *q == '\t' || *q == '\n')) {
			p = q;
			continue;
		}
		while (*q == ' ' || *q == '\t' || *q == '\n')
			q++;
		p = q;
		if (*q == '<' || !(semi = strchr(q, ';')))
			continue;
		/* the declarator: NAME or NAME<...>, then its parameters */
		if (!(paren = memchr(q, '(', (size_t)(semi - q))))
			continue;
		for (close = paren; close < semi; close++) {
			if (*close == '(')
				depth++;
			else if (*close == ')' && --depth == 0)
				break;
		}
		if (close >= semi)
			continue;
		for (name = paren; name > q && (name[-1] == ' ' || name[-1] == '\t' || name[-1] == '\n'); name--)
			;
		deduced = name[-1] != '>';
		if (!deduced) {
			for (depth = 0, name--; name > q; name--) {
				if (*name == '>')
					depth++;
				else if (*name == '<' && --depth == 0)
					break;
			}
			if (name <= q)
				continue;
		}
		for (id = name; id > q && (fe_ident_char(id[-1]) || id[-1] == ':'); id--)
			;
		if (id == name || id == q)
			continue;
		if (!deduced) {
			/* up to the template-id's `>` */
			const char *gt = paren;
			while (gt[-1] != '>')
				gt--;
			out = arena_printf(fe->A, "%sstatic void *const __warpcheck_explicit_%d = (void *)&%.*s;\n",
					   out, count++, (int)(gt - id), id);
		} else {
			out = arena_printf(fe->A, "%sstatic %s (*const __warpcheck_explicit_%d)%.*s = &%.*s;\n",
					   out, return_type(fe, q, id), count++,
					   (int)(close + 1 - paren), paren, (int)(name - id), id);
		}
	}
	return count ? out : NULL;
}
