/*
 * instances.c - explicit instantiations of template kernels, found in the
 * text before it is parsed.
 *
 * libclang does not show explicit instantiations (`template __global__
 * void k<64>(float *);`), so each one found in the text is referenced
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

/*
 * The lines to append to the parsed copy of the file: one reference to
 * each explicit instantiation of a __global__ template; NULL when there
 * is none.
 */
char *instances_epilogue(struct fe *fe)
{
	const char *code = code_only(fe);
	const char *p = code, *end = code + fe->source_len;
	char *out = arena_strdup(fe->A, "\n");
	int count = 0;

	while ((p = strstr(p, "template")) != NULL && p < end) {
		const char *q = p + 8, *semi, *lt, *gt, *id;
		int depth = 0;

		if ((p > code && fe_ident_char(p[-1])) ||
		    !(*q == ' ' || *q == '\t' || *q == '\n')) {
			p = q;
			continue;
		}
		while (*q == ' ' || *q == '\t' || *q == '\n')
			q++;
		p = q;
		if (*q == '<' || !(semi = strchr(q, ';')))
			continue;
		/* the template-id: an identifier, <...>, then ( */
		for (lt = q; lt < semi && *lt != '<'; lt++)
			;
		if (lt >= semi || !strstr(arena_strndup(fe->A, q, (size_t)(lt - q)), "__global__"))
			continue;
		for (gt = lt; gt < semi; gt++) {
			if (*gt == '<')
				depth++;
			else if (*gt == '>' && --depth == 0)
				break;
		}
		if (gt >= semi)
			continue;
		{
			const char *paren = gt + 1;
			while (paren < semi && (*paren == ' ' || *paren == '\t' || *paren == '\n'))
				paren++;
			if (*paren != '(')
				continue;
		}
		for (id = lt; id > q && fe_ident_char(id[-1]); id--)
			;
		out = arena_printf(fe->A, "%sstatic void *const __warpcheck_explicit_%d = (void *)&%.*s;\n",
				   out, count++, (int)(gt + 1 - id), id);
	}
	return count ? out : NULL;
}
