/*
 * textcalls.c - which of a header's includers can launch its kernels,
 * read from the text alone, before any of them is parsed (nearby.h).
 *
 * A file launches a kernel by naming it, or by naming a function that
 * names it (a host launcher in the header, or in a header that includes
 * it), and so on up.  The names are collected from the function bodies
 * of those headers' text, its comments, literals and directives
 * blanked; an includer whose text names none of them cannot launch the
 * kernels, and parsing it (a library's whole header tree, for seconds)
 * says nothing of them.  Where the text cannot tell (a kernel that a
 * macro defines, or one named outside a function, as in a table of
 * them at namespace scope) nothing is concluded.
 */
#include "nearby.h"

#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TEXT_MAX (4 << 20)     /* bytes of a file read, at most */
#define MAX_BODIES 4096        /* outermost function bodies of a file */
#define MAX_NAMES 512          /* names a launch may go through */
#define CLOSURE_ROUNDS 8       /* a caller of a caller of ... */
#define MAX_CORPUS 48          /* files whose bodies are read */

struct body {
	size_t open, close;    /* its braces */
	const char *name;
};

struct code {
	char *raw;             /* comments and literals blanked */
	char *text;            /* directives too */
	size_t len;
	int macro_kernel;      /* __global__ in a #define */
	struct body *bodies;
	int nbodies;
};

static int is_ident(char c)
{
	return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* The word of text at [at, at + n) is `word`, a whole one. */
static int word_at(const char *text, size_t len, size_t at, const char *word)
{
	size_t n = strlen(word);

	return at + n <= len && !strncmp(text + at, word, n) &&
	       (at == 0 || !is_ident(text[at - 1])) && (at + n == len || !is_ident(text[at + n]));
}

void nearby_blank_comments(char *t, size_t len)
{
	size_t i = 0, j;

	while (i < len) {
		char c = t[i];
		if (c == '/' && i + 1 < len && t[i + 1] == '/') {
			for (; i < len && t[i] != '\n'; i++)
				t[i] = ' ';
			continue;
		}
		if (c == '/' && i + 1 < len && t[i + 1] == '*') {
			/* to the first star-slash after the opening */
			for (j = i + 2; j < len && !(t[j - 1] == '*' && t[j] == '/' && j > i + 2); j++)
				;
			for (; i < len && i <= j; i++)
				if (t[i] != '\n')
					t[i] = ' ';
			continue;
		}
		if (c == '"' || (c == '\'' && !(i > 0 && is_ident(t[i - 1])))) {
			/* to the closing quote on the line (a digit separator
			 * 1'000 follows a digit: not a literal) */
			for (j = i + 1; j < len && t[j] != c && t[j] != '\n'; j++)
				if (t[j] == '\\' && j + 1 < len && t[j + 1] != '\n')
					j++;
			if (j < len && t[j] == c) {
				memset(t + i, ' ', j + 1 - i);
				i = j + 1;
				continue;
			}
		}
		i++;
	}
}

/* Directives blanked with the lines their backslashes join; whether one
 * holds `__global__` (a macro that defines kernels). */
static int blank_directives(char *t, size_t len)
{
	size_t i = 0, j;
	int line_start = 1, kernel = 0;

	while (i < len) {
		char c = t[i];
		if (line_start && c == '#') {
			for (j = i; j < len && !(t[j] == '\n' && t[j - 1] != '\\'); j++)
				;
			for (; i < j; i++) {
				kernel |= word_at(t, j, i, "__global__");
				if (t[i] != '\n')
					t[i] = ' ';
			}
			continue;
		}
		if (c == '\n')
			line_start = 1;
		else if (c != ' ' && c != '\t' && c != '\r')
			line_start = 0;
		i++;
	}
	return kernel;
}

/* The index of the last non-space at or before i, or (size_t)-1. */
static size_t back_space(const char *t, size_t i)
{
	while (i != (size_t)-1 && (t[i] == ' ' || t[i] == '\t' || t[i] == '\n' || t[i] == '\r'))
		i--;
	return i;
}

/* The bracket that opens the group t[i] closes (`)` or `>`), scanning back; (size_t)-1 if none. */
static size_t back_group(const char *t, size_t i)
{
	char close = t[i], open = close == ')' ? '(' : '<';
	int depth = 0;

	for (; i != (size_t)-1; i--) {
		if (t[i] == close)
			depth++;
		else if (t[i] == open && --depth == 0)
			return i;
		else if (t[i] == ';' || t[i] == '{' || t[i] == '}')
			return (size_t)-1;
	}
	return (size_t)-1;
}

/* The identifier ending at t[i] (a template's arguments after it
 * skipped): its start in *from, its length; 0 if none. */
static size_t word_back(const char *t, size_t i, size_t *from)
{
	size_t e;

	if (i != (size_t)-1 && t[i] == '>') {
		i = back_group(t, i);
		if (i == (size_t)-1)
			return 0;
		i = back_space(t, i - 1);
	}
	if (i == (size_t)-1 || !is_ident(t[i]))
		return 0;
	for (e = i; i != (size_t)-1 && is_ident(t[i]); i--)
		;
	*from = i + 1;
	return e - i;
}

static int one_of(const char *w, size_t n, const char *const *list)
{
	for (; *list; list++)
		if (strlen(*list) == n && !strncmp(w, *list, n))
			return 1;
	return 0;
}

/* The name of the function whose body the brace at t[at] opens, or NULL
 * (a namespace, class, initializer, block, loop or lambda). */
static const char *function_at(struct arena *a, const char *t, size_t at)
{
	static const char *const trailing[] = {
		"const", "noexcept", "override", "final", "mutable", "volatile", NULL
	};
	static const char *const not_functions[] = {
		"if", "for", "while", "switch", "catch", "return", "sizeof", "decltype",
		"alignof", "alignas", "__launch_bounds__", "__attribute__", "defined", NULL
	};
	size_t i = back_space(t, at - 1), from, n;

	while ((n = word_back(t, i, &from)) && one_of(t + from, n, trailing))
		i = back_space(t, from - 1);
	if (i == (size_t)-1 || t[i] != ')' || (i = back_group(t, i)) == (size_t)-1 || i == 0)
		return NULL;
	n = word_back(t, back_space(t, i - 1), &from);
	if (!n || one_of(t + from, n, not_functions))
		return NULL;
	return arena_strndup(a, t + from, n);
}

/* The outermost function bodies of c's text, in order. */
static void find_bodies(struct arena *a, struct code *c)
{
	size_t stack[256];
	char fn[256];
	int depth = 0, in_fn = 0;
	const char *names[256];
	size_t i;

	c->bodies = arena_alloc(a, MAX_BODIES * sizeof(*c->bodies));
	c->nbodies = 0;
	for (i = 0; i < c->len; i++) {
		if (c->text[i] == '{') {
			const char *name = in_fn ? NULL : function_at(a, c->text, i);
			if (depth < 256) {
				stack[depth] = i;
				fn[depth] = name != NULL;
				names[depth] = name;
			}
			in_fn += name != NULL;
			depth++;
		} else if (c->text[i] == '}' && depth > 0) {
			depth--;
			if (depth < 256 && fn[depth]) {
				in_fn--;
				if (!in_fn && c->nbodies < MAX_BODIES)
					c->bodies[c->nbodies++] = (struct body){ stack[depth], i, names[depth] };
			}
		}
	}
}

static struct code *code_read(struct arena *a, const char *path)
{
	FILE *f = fopen(path, "r");
	struct code *c;
	long size;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
		fclose(f);
		return NULL;
	}
	if (size > TEXT_MAX)
		size = TEXT_MAX;
	c = arena_alloc(a, sizeof(*c));
	c->raw = arena_alloc(a, (size_t)size + 1);
	c->len = fread(c->raw, 1, (size_t)size, f);
	c->raw[c->len] = 0;
	fclose(f);
	nearby_blank_comments(c->raw, c->len);
	c->text = arena_alloc(a, c->len + 1);
	memcpy(c->text, c->raw, c->len + 1);
	c->macro_kernel = blank_directives(c->text, c->len);
	find_bodies(a, c);
	return c;
}

/* Is t[at] inside one of c's function bodies? */
static int in_body(const struct code *c, size_t at)
{
	int i;

	for (i = 0; i < c->nbodies; i++)
		if (c->bodies[i].open < at && at < c->bodies[i].close)
			return 1;
	return 0;
}

/* Does the declaration around t[at] (from the last ; { or } before it) say __global__? */
static int declared_global(const struct code *c, size_t at)
{
	size_t i;

	for (i = at; i > 0 && !strchr(";{}", c->text[i - 1]); i--)
		if (word_at(c->text, at, i - 1, "__global__"))
			return 1;
	return 0;
}

struct names {
	const char **v;
	int n;
};

static int has_name(const struct names *ns, const char *w, size_t n)
{
	int i;

	for (i = 0; i < ns->n; i++)
		if (strlen(ns->v[i]) == n && !strncmp(ns->v[i], w, n))
			return 1;
	return 0;
}

static void add_name(struct arena *a, struct names *ns, const char *w, size_t n)
{
	if (ns->n < MAX_NAMES && !has_name(ns, w, n))
		ns->v[ns->n++] = arena_strndup(a, w, n);
}

/*
 * The header's kernels into ns; 0 where the text cannot say which: a
 * macro defines one, or one is named outside a function other than
 * where it is declared (a table of kernels at namespace scope).
 */
static int kernel_names(struct arena *a, const struct code *h, struct names *ns)
{
	static const char *const skipped[] = {
		"__launch_bounds__", "__attribute__", "__declspec", "alignas", "__align__", NULL
	};
	const char *t = h->text;
	size_t i, j, from, n;
	int k;

	if (h->macro_kernel)
		return 0;
	for (i = 0; i < h->len; i++) {
		if (t[i] != '_' || !word_at(t, h->len, i, "__global__"))
			continue;
		/* the name before the first ( that is not an attribute's */
		for (j = i + 10; j < h->len && !strchr(";{}", t[j]); j++) {
			if (t[j] != '(')
				continue;
			n = word_back(t, back_space(t, j - 1), &from);
			if (n && one_of(t + from, n, skipped)) {
				size_t depth = 0;
				for (; j < h->len; j++) {
					depth += t[j] == '(';
					if (t[j] == ')' && --depth == 0)
						break;
				}
				continue;
			}
			if (n)
				add_name(a, ns, t + from, n);
			break;
		}
	}
	/* a kernel named where no function is: a table, a pointer */
	for (k = 0; k < ns->n; k++) {
		size_t len = strlen(ns->v[k]);
		const char *p;
		for (p = strstr(t, ns->v[k]); p; p = strstr(p + len, ns->v[k]))
			if (word_at(t, h->len, (size_t)(p - t), ns->v[k]) &&
			    !in_body(h, (size_t)(p - t)) && !declared_global(h, (size_t)(p - t)))
				return 0;
	}
	return ns->n > 0;
}

/* Does t[from, to) hold one of ns as a word? */
static int names_in(const char *t, size_t from, size_t to, const struct names *ns)
{
	size_t i = from, w;

	while (i < to) {
		if (!is_ident(t[i]) || (t[i] >= '0' && t[i] <= '9')) {
			for (i++; i < to && is_ident(t[i]) && is_ident(t[i - 1]); i++)
				;
			continue;
		}
		for (w = i; i < to && is_ident(t[i]); i++)
			;
		if (has_name(ns, t + w, i - w))
			return 1;
	}
	return 0;
}

/* The functions of the corpus that name one of ns, added to it, then
 * those that name these, ... */
static void callers(struct arena *a, struct code *const *corpus, int n, struct names *ns)
{
	int round, i, b, grew = 1;

	for (round = 0; round < CLOSURE_ROUNDS && grew; round++) {
		grew = 0;
		for (i = 0; i < n; i++)
			for (b = 0; b < corpus[i]->nbodies; b++) {
				const struct body *bd = &corpus[i]->bodies[b];
				size_t len = strlen(bd->name);
				if (has_name(ns, bd->name, len) ||
				    !names_in(corpus[i]->text, bd->open, bd->close, ns))
					continue;
				add_name(a, ns, bd->name, len);
				grew = 1;
			}
	}
}

/* Is the word raw[w, e) pasted (`##` before or after it) to a piece of
 * one of ns (`group_norm_##PASS##_kernel` makes group_norm_fwd_kernel)? */
static int pasted_piece(const char *raw, size_t len, size_t w, size_t e, const struct names *ns)
{
	size_t b = w, a = e;
	int i;

	while (b > 0 && (raw[b - 1] == ' ' || raw[b - 1] == '\t'))
		b--;
	while (a < len && (raw[a] == ' ' || raw[a] == '\t'))
		a++;
	if ((!(b >= 2 && raw[b - 1] == '#' && raw[b - 2] == '#') &&
	     !(a + 1 < len && raw[a] == '#' && raw[a + 1] == '#')) || e - w < 3)
		return 0;
	for (i = 0; i < ns->n; i++) {
		size_t n = strlen(ns->v[i]), k;
		for (k = 0; k + (e - w) <= n; k++)
			if (!strncmp(ns->v[i] + k, raw + w, e - w))
				return 1;
	}
	return 0;
}

/* Does one of c's directives (a macro that launches) name one of ns, or
 * paste one's name together? */
static int directive_names(const struct code *c, const struct names *ns)
{
	size_t i = 0, w;

	while (i < c->len) {
		if (!is_ident(c->raw[i]) || c->text[i] != ' ') {
			i++;
			continue;
		}
		for (w = i; i < c->len && is_ident(c->raw[i]); i++)
			;
		if ((w == 0 || !is_ident(c->raw[w - 1])) &&
		    (has_name(ns, c->raw + w, i - w) || pasted_piece(c->raw, c->len, w, i, ns)))
			return 1;
	}
	return 0;
}

/* The project headers path #includes in quotes, found beside it, read. */
static int quoted_includes(struct arena *a, const char *path, struct code **out, int max)
{
	FILE *f = fopen(path, "r");
	const char *dir = dirname(arena_strdup(a, path));
	char line[4096];
	int n = 0;

	while (f && n < max && fgets(line, sizeof(line), f)) {
		const char *p = nearby_include_text(line), *q;
		if (!p || *p != '"' || !(q = strchr(p + 1, '"')))
			continue;
		if ((out[n] = code_read(a, arena_printf(a, "%s/%.*s", dir, (int)(q - p - 1), p + 1))))
			n++;
	}
	if (f)
		fclose(f);
	return n;
}

int nearby_launching_first(struct arena *a, const char *header, const char *const *via, int nvia,
			   const char **includers, int n)
{
	struct code *corpus[MAX_CORPUS], *h = code_read(a, header);
	struct names kernels = { arena_alloc(a, MAX_NAMES * sizeof(char *)), 0 };
	const char **rest = arena_alloc(a, ((size_t)n + 1) * sizeof(*rest));
	int ncorpus = 0, i, k, naming = 0, nrest = 0;

	if (!h || !kernel_names(a, h, &kernels))
		return -1;
	corpus[ncorpus++] = h;
	for (i = 0; i < nvia && ncorpus < MAX_CORPUS / 2; i++)
		if ((corpus[ncorpus] = code_read(a, via[i])))
			ncorpus++;
	callers(a, corpus, ncorpus, &kernels);
	for (i = 0; i < ncorpus; i++)
		if (directive_names(corpus[i], &kernels))
			return -1;
	for (i = 0; i < n; i++) {
		/* the names, with the callers in the includer's own headers
		 * (a launcher that relies on its includer's #include order) */
		struct names ns = { arena_alloc(a, MAX_NAMES * sizeof(char *)), kernels.n };
		struct code *inc = code_read(a, includers[i]);
		int m = ncorpus + quoted_includes(a, includers[i], corpus + ncorpus, MAX_CORPUS - ncorpus);
		int names = 0;

		memcpy(ns.v, kernels.v, (size_t)kernels.n * sizeof(*ns.v));
		callers(a, corpus, m, &ns);
		for (k = ncorpus; k < m && !names; k++)
			names = directive_names(corpus[k], &ns);
		/* its own text, macros and all */
		if (names || !inc || names_in(inc->raw, 0, inc->len, &ns) || directive_names(inc, &ns))
			includers[naming++] = includers[i];
		else
			rest[nrest++] = includers[i];
	}
	for (k = 0; k < nrest; k++)
		includers[naming + k] = rest[k];
	return naming;
}
