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

/* The `<` that opens the template arguments whose `>` is at gt, after
 * from; NULL where there is none. */
static const char *args_open(const char *from, const char *gt)
{
	int depth = 0;

	for (; gt > from; gt--) {
		if (*gt == '>')
			depth++;
		else if (*gt == '<' && --depth == 0)
			return gt;
	}
	return NULL;
}

/*
 * Back from `id` (the start of a name after `::`) over a qualifier that
 * names a class template's instance: `Layer<float>::`, `a::B<2, T>::`.
 * Returns the qualifier's start, or id where there is none.
 */
static const char *template_qualifier(const char *from, const char *id)
{
	const char *p = id;

	while (p - from >= 3 && p[0] == ':' && p[1] == ':' && p[-1] == '>') {
		if (!(p = args_open(from, p - 1)))
			return id;
		while (p > from && (fe_ident_char(p[-1]) || p[-1] == ':'))
			p--;
	}
	return p == id || !memchr(p, '<', (size_t)(id - p)) ? id : p;
}

/* After a method's parameters, up to the `;`: only `const`, `volatile`,
 * `&`, `&&` and `noexcept` (what its pointer's type carries), or NULL. */
static char *method_qualifiers(struct fe *fe, const char *from, const char *semi)
{
	char *t = arena_strndup(fe->A, from, (size_t)(semi - from)), *w;
	static const char *words[] = { "const", "volatile", "noexcept", NULL };
	int i;

	for (w = t; *w; w++)
		if (!strchr(" \t\n&", *w) && !fe_ident_char(*w))
			return NULL;
	for (w = t; *w;) {
		if (!fe_ident_char(*w)) {
			w++;
			continue;
		}
		for (i = 0; words[i]; i++)
			if (!strncmp(w, words[i], strlen(words[i])) && !fe_ident_char(w[strlen(words[i])]))
				break;
		if (!words[i])
			return NULL;
		w += strlen(words[i]);
	}
	return t;
}

/*
 * The namespaces open at offset `at` of code (comments and literals
 * blanked), as the words that open them again, `namespace caffe {` (an
 * instantiation in a namespace names its template from there); *close
 * the braces that shut them.
 */
static const char *namespaces_at(struct fe *fe, const char *code, size_t at, const char **close)
{
	const char *open[32];
	int is_ns[256], depth = 0, i;
	size_t k;
	const char *out = "";

	for (k = 0; k < at; k++) {
		if (code[k] == '{') {
			const char *w = code + k;
			while (w > code && (w[-1] == ' ' || w[-1] == '\t' || w[-1] == '\n'))
				w--;
			/* `namespace a::b {`, `namespace {` */
			while (w > code && (fe_ident_char(w[-1]) || w[-1] == ':' || w[-1] == ' ' ||
					    w[-1] == '\t' || w[-1] == '\n') &&
			       !word_before(code, w, "namespace"))
				w--;
			if (depth < 256)
				is_ns[depth] = word_before(code, w, "namespace");
			if (depth < 256 && is_ns[depth]) {
				const char *ns = w;
				while (ns > code && (ns[-1] == ' ' || ns[-1] == '\t' || ns[-1] == '\n'))
					ns--;
				ns -= 9;
				if (depth < 32)
					open[depth] = arena_strndup(fe->A, ns, (size_t)(code + k + 1 - ns));
			}
			depth++;
		} else if (code[k] == '}' && depth > 0) {
			depth--;
		}
	}
	*close = "";
	for (i = 0; i < depth && i < 32; i++) {
		if (!is_ns[i])
			return *close = "", "";    /* inside a class or a function */
		out = arena_printf(fe->A, "%s%s ", out, open[i]);
		*close = arena_printf(fe->A, "%s}", *close);
	}
	return out;
}

/*
 * The explicit instantiations in code (comments and literals blanked),
 * each as a line referencing its instance appended to *out; count
 * numbers them.  Returns the new count.
 */
static int scan_instantiations(struct fe *fe, const char *code, const char *end, char **out,
			       int count, const char *pre, const char *post)
{
	const char *p = code;
	int from_text = pre == NULL;

	while ((p = strstr(p, "template")) != NULL && p < end) {
		const char *q = p + 8, *semi, *paren, *close, *name, *id, *qual;
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
		if (!deduced && !(name = args_open(q, name - 1)))
			continue;
		for (id = name; id > q && (fe_ident_char(id[-1]) || id[-1] == ':'); id--)
			;
		if (id == name || id == q)
			continue;
		/* in the namespaces where the instantiation is */
		if (from_text)
			pre = namespaces_at(fe, code, (size_t)(q - code), &post);
		/* a method of a class template's instance: `template void
		 * Layer<float>::forward(...);` names it by a pointer to member,
		 * a template's argument in an explicit instantiation, where a
		 * protected or private method may be named too */
		qual = template_qualifier(q, id);
		if (qual == q)
			continue;     /* a constructor's: no address to take */
		if (qual != id) {
			const char *last = name - 2;     /* the qualifier's last `::` */
			char *cv = method_qualifiers(fe, close + 1, semi);
			const char *gt = paren;

			while (last > id && !(last[0] == ':' && last[1] == ':'))
				last--;
			if (!deduced) {
				while (gt[-1] != '>')
					gt--;
				*out = arena_printf(fe->A, "%s%stemplate <auto> struct __warpcheck_explicit_%d {}; template struct __warpcheck_explicit_%d<&%.*s>;%s\n",
						    *out, pre, count, count, (int)(gt - qual), qual, post);
				count++;
			} else if (cv) {
				*out = arena_printf(fe->A, "%s%stemplate <%s (%.*s::*)%.*s %s> struct __warpcheck_explicit_%d {}; template struct __warpcheck_explicit_%d<&%.*s>;%s\n",
						    *out, pre, return_type(fe, q, qual), (int)(last - qual), qual,
						    (int)(close + 1 - paren), paren, cv, count, count,
						    (int)(name - qual), qual, post);
				count++;
			}
			continue;
		}
		if (!deduced) {
			/* up to the template-id's `>` */
			const char *gt = paren;
			while (gt[-1] != '>')
				gt--;
			*out = arena_printf(fe->A, "%s%sstatic void *const __warpcheck_explicit_%d = (void *)&%.*s;%s\n",
					    *out, pre, count++, (int)(gt - id), id, post);
		} else {
			*out = arena_printf(fe->A, "%s%sstatic %s (*const __warpcheck_explicit_%d)%.*s = &%.*s;%s\n",
					    *out, pre, return_type(fe, q, id), count++,
					    (int)(close + 1 - paren), paren, (int)(name - id), id, post);
		}
	}
	return count;
}

/* The directives of code blanked, continued lines too: an instantiation
 * a #define writes, with its parameters, is read where it expands. */
static void blank_directives(char *code, size_t n)
{
	size_t i = 0, j;

	while (i < n) {
		for (j = i; j < n && (code[j] == ' ' || code[j] == '\t'); j++)
			;
		if (j < n && code[j] == '#') {
			int continued = 0;
			for (; j < n && !(code[j] == '\n' && !continued); j++) {
				if (code[j] == '\n') {
					continued = 0;
					continue;
				}
				continued = code[j] == '\\';
				code[j] = ' ';
			}
		}
		while (j < n && code[j] != '\n')
			j++;
		i = j + 1;
	}
}

/*
 * The lines to append to the parsed copy of the file: one reference to
 * each explicit instantiation of a function template, kernel or host
 * function (a host function's instance is walked for the launches in it),
 * or of a class template's method; NULL when there is none.  `template
 * void f<int>(int *);` names its instance; `template void f(int *);`
 * deduces it, so the reference is a pointer of the instance's type.
 */
char *instances_epilogue(struct fe *fe)
{
	char *code = code_only(fe);
	char *out = arena_strdup(fe->A, "\n");
	int count;

	blank_directives(code, fe->source_len);
	count = scan_instantiations(fe, code, code + fe->source_len, &out, 0, NULL, NULL);
	fe->ninstances = count;
	return count ? out : NULL;
}

/*
 * Explicit instantiations a macro writes: `INSTANTIATE_LAYER_GPU_FUNCS(
 * ReLULayer);` expands to `template void ReLULayer<float>::Forward_gpu(
 * ...);` and more, which the text does not show.  After a parse, each
 * function-like macro the main file expands whose definition (or one it
 * expands) has the word `template` is expanded again here from the
 * definitions clang recorded, as the preprocessor does (arguments, `#`,
 * `##`, the macros the result names), and the result read as the text
 * is (scan_instantiations).
 */
#define MACRO_DEPTH 8          /* macros expanding macros, at most */
#define MACRO_TOKENS 65536     /* tokens an expansion may grow to */
#define MACRO_EXPANSIONS 4096  /* macros expanded for one use, at most */

struct words {
	const char **v;
	int n, cap;
};

/* A macro definition of the parse, its words read once. */
struct macro {
	CXCursor def;
	const char *name;
	struct words words;     /* name, parameters, body: read when first needed */
	int read;
	int writes;             /* writes `template`: -1 not known yet, 0 no (or being asked), 1 yes */
};

struct macro_set {
	struct fe *fe;
	struct macro *all;      /* every macro definition of the parse */
	int n, cap;
	int *slot;              /* by name: index + 1 into all, 0 where free */
	unsigned nslots;
	CXCursor *uses;         /* function-like expansions in the main file */
	int nuses, capuses;
	int budget;             /* expansions left for the use being read */
};

static void words_add(struct fe *fe, struct words *w, const char *s)
{
	if (w->n >= MACRO_TOKENS)
		return;
	w->v = arena_grow(fe->A, w->v, sizeof(*w->v), w->n, &w->cap);
	w->v[w->n++] = s;
}

static enum CXChildVisitResult macro_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct macro_set *m = data;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)parent;
	if (k == CXCursor_MacroDefinition) {
		m->all = arena_grow(m->fe->A, m->all, sizeof(*m->all), m->n, &m->cap);
		m->all[m->n++] = (struct macro){ c, cx_string(m->fe, clang_getCursorSpelling(c)),
						 { NULL, 0, 0 }, 0, -1 };
	} else if (k == CXCursor_MacroExpansion &&
		   clang_Location_isFromMainFile(clang_getCursorLocation(c))) {
		CXCursor d = clang_getCursorReferenced(c);
		if (!clang_Cursor_isNull(d) && clang_Cursor_isMacroFunctionLike(d)) {
			m->uses = arena_grow(m->fe->A, m->uses, sizeof(*m->uses), m->nuses, &m->capuses);
			m->uses[m->nuses++] = c;
		}
	}
	return CXChildVisit_Continue;
}

static unsigned name_hash(const char *s)
{
	unsigned h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

/* The names' table: the latest definition of each name wins. */
static void macro_index(struct macro_set *m)
{
	unsigned h;
	int i;

	for (m->nslots = 64; m->nslots < 2 * (unsigned)m->n; m->nslots *= 2)
		;
	m->slot = arena_alloc(m->fe->A, m->nslots * sizeof(*m->slot));
	memset(m->slot, 0, m->nslots * sizeof(*m->slot));
	for (i = 0; i < m->n; i++) {
		for (h = name_hash(m->all[i].name) & (m->nslots - 1);
		     m->slot[h] && strcmp(m->all[m->slot[h] - 1].name, m->all[i].name);
		     h = (h + 1) & (m->nslots - 1))
			;
		m->slot[h] = i + 1;
	}
}

/* The latest definition of macro `name`, or -1. */
static int macro_find(const struct macro_set *m, const char *name)
{
	unsigned h;

	for (h = name_hash(name) & (m->nslots - 1); m->slot[h]; h = (h + 1) & (m->nslots - 1))
		if (!strcmp(m->all[m->slot[h] - 1].name, name))
			return m->slot[h] - 1;
	return -1;
}

/* The tokens of cursor c's extent, as text. */
static struct words cursor_words(struct fe *fe, CXCursor c)
{
	struct words w = { NULL, 0, 0 };
	CXToken *tok;
	unsigned n, i;

	clang_tokenize(fe->ctu, clang_getCursorExtent(c), &tok, &n);
	for (i = 0; i < n; i++)
		words_add(fe, &w, cx_string(fe, clang_getTokenSpelling(fe->ctu, tok[i])));
	clang_disposeTokens(fe->ctu, tok, n);
	return w;
}

/* Definition d's words, read once. */
static const struct words *macro_words(struct macro_set *m, int d)
{
	if (!m->all[d].read) {
		m->all[d].words = cursor_words(m->fe, m->all[d].def);
		m->all[d].read = 1;
	}
	return &m->all[d].words;
}

static int is_ident(const char *s)
{
	return (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || *s == '_';
}

/*
 * Does definition d, or a macro it names, have the word `template`?
 * Each definition is asked once: a name met again while it is being
 * asked (a macro naming itself, or a cycle) counts as no.
 */
static int writes_template(struct macro_set *m, int d)
{
	const struct words *w;
	int i, e;

	if (m->all[d].writes >= 0)
		return m->all[d].writes;
	m->all[d].writes = 0;
	w = macro_words(m, d);
	for (i = 1; i < w->n; i++)
		if (!strcmp(w->v[i], "template") ||
		    (is_ident(w->v[i]) && (e = macro_find(m, w->v[i])) >= 0 && writes_template(m, e))) {
			m->all[d].writes = 1;
			break;
		}
	return m->all[d].writes;
}

static void expand_into(struct macro_set *m, struct words *out, const char **v, int n,
			int depth);

/*
 * Macro d applied to the arguments args[0..nargs) (each words of its
 * own), its result rescanned, appended to out.
 */
static void apply(struct macro_set *m, struct words *out, int d, struct words *args,
		  int nargs, int depth)
{
	struct fe *fe = m->fe;
	struct words def = *macro_words(m, d), body = { NULL, 0, 0 };
	const char *params[64];
	int np = 0, i = 1, j, p;

	if (clang_Cursor_isMacroFunctionLike(m->all[d].def)) {
		for (i = 2; i < def.n && strcmp(def.v[i], ")"); i++)
			if (strcmp(def.v[i], ",") && np < 64)
				params[np++] = !strcmp(def.v[i], "...") ? "__VA_ARGS__" : def.v[i];
		i++;
	}
	for (; i < def.n; i++) {
		const char *t = def.v[i];
		int pasted = i + 1 < def.n && !strcmp(def.v[i + 1], "##");

		if (!strcmp(t, "#") && i + 1 < def.n) {
			/* #x: the argument as a string (its words) */
			for (p = 0; p < np && strcmp(params[p], def.v[i + 1]); p++)
				;
			words_add(fe, &body, "\"\"");
			i += p < np;
			continue;
		}
		if (!strcmp(t, "##") && body.n && i + 1 < def.n) {
			/* a ## b: the last word and the next one's first pasted */
			const char *next = def.v[++i];
			for (p = 0; p < np && strcmp(params[p], next); p++)
				;
			if (p < np && p < nargs && args[p].n) {
				body.v[body.n - 1] = arena_printf(fe->A, "%s%s", body.v[body.n - 1], args[p].v[0]);
				for (j = 1; j < args[p].n; j++)
					words_add(fe, &body, args[p].v[j]);
			} else if (p >= np) {
				body.v[body.n - 1] = arena_printf(fe->A, "%s%s", body.v[body.n - 1], next);
			}
			continue;
		}
		for (p = 0; p < np && strcmp(params[p], t); p++)
			;
		if (p == np) {
			words_add(fe, &body, t);
			continue;
		}
		if (p >= nargs)
			continue;
		if (pasted) {
			/* an operand of ## is not expanded first */
			for (j = 0; j < args[p].n; j++)
				words_add(fe, &body, args[p].v[j]);
		} else {
			expand_into(m, &body, args[p].v, args[p].n, depth + 1);
		}
	}
	expand_into(m, out, body.v, body.n, depth + 1);
}

/* The arguments of the call whose `(` is v[at]: into args, each split at
 * commas outside parentheses; returns the index after its `)`. */
static int call_args(struct fe *fe, const char **v, int n, int at, struct words *args, int *nargs,
		     int max)
{
	int depth = 0, i;

	*nargs = 0;
	for (i = at; i < n; i++) {
		if (!strcmp(v[i], "(") && depth++ == 0) {
			if (*nargs < max)
				args[(*nargs)++] = (struct words){ NULL, 0, 0 };
			continue;
		}
		if (!strcmp(v[i], ")") && --depth == 0)
			return i + 1;
		if (!strcmp(v[i], ",") && depth == 1) {
			if (*nargs < max)
				args[(*nargs)++] = (struct words){ NULL, 0, 0 };
			continue;
		}
		if (*nargs > 0)
			words_add(fe, &args[*nargs - 1], v[i]);
	}
	return n;
}

/* v[0..n) with the macros it names expanded, appended to out; past the
 * depth or the use's budget, names are left as they are. */
static void expand_into(struct macro_set *m, struct words *out, const char **v, int n,
			int depth)
{
	struct words args[64];
	int i, d, nargs, next;

	for (i = 0; i < n; i++) {
		if (depth >= MACRO_DEPTH || m->budget <= 0 || !is_ident(v[i]) ||
		    (d = macro_find(m, v[i])) < 0) {
			words_add(m->fe, out, v[i]);
			continue;
		}
		m->budget--;
		if (!clang_Cursor_isMacroFunctionLike(m->all[d].def)) {
			apply(m, out, d, NULL, 0, depth);
			continue;
		}
		if (i + 1 >= n || strcmp(v[i + 1], "(")) {
			words_add(m->fe, out, v[i]);
			continue;
		}
		next = call_args(m->fe, v, n, i + 1, args, &nargs, 64);
		apply(m, out, d, args, nargs, depth);
		i = next - 1;
	}
}

/* Words as text: a space only where two words would run together. */
static char *join_words(struct fe *fe, const struct words *w)
{
	size_t len = 1, at = 0;
	char *s;
	int i;

	for (i = 0; i < w->n; i++)
		len += strlen(w->v[i]) + 1;
	s = arena_alloc(fe->A, len);
	for (i = 0; i < w->n; i++) {
		size_t k = strlen(w->v[i]);
		if (at && fe_ident_char(s[at - 1]) && fe_ident_char(w->v[i][0]))
			s[at++] = ' ';
		memcpy(s + at, w->v[i], k);
		at += k;
	}
	s[at] = '\0';
	return s;
}

static char *from_macros(struct fe *fe)
{
	struct macro_set m;
	char *out = arena_strdup(fe->A, ""), *file = NULL;
	int i, d, count = fe->ninstances;

	if (!fe->ctu)
		return NULL;
	memset(&m, 0, sizeof(m));
	m.fe = fe;
	clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), macro_visit, &m);
	if (!m.nuses)
		return NULL;
	macro_index(&m);
	for (i = 0; i < m.nuses; i++) {
		struct words use = cursor_words(fe, m.uses[i]), text = { NULL, 0, 0 };
		const char *pre, *post;
		unsigned at;
		char *code;

		if (use.n < 3 || (d = macro_find(&m, use.v[0])) < 0 || !writes_template(&m, d))
			continue;
		m.budget = MACRO_EXPANSIONS;
		expand_into(&m, &text, use.v, use.n, 0);
		/* the `;` the file writes after the call ends the last one */
		code = arena_printf(fe->A, "%s;", join_words(fe, &text));
		/* in the namespaces where the macro is used */
		if (!file) {
			file = code_only(fe);
			blank_directives(file, fe->source_len);
		}
		clang_getExpansionLocation(clang_getCursorLocation(m.uses[i]), NULL, NULL, NULL, &at);
		pre = namespaces_at(fe, file, at < fe->source_len ? at : fe->source_len, &post);
		count = scan_instantiations(fe, code, code + strlen(code), &out, count, pre, post);
	}
	if (count == fe->ninstances)
		return NULL;
	fe->ninstances = count;
	return out;
}

/*
 * The instantiations the file's macros write, read in an arena of their
 * own: every macro definition of the parse (the bundled headers' too),
 * its name and tokens, are only needed here, and kept in the file's arena
 * to the end of the run they were most of its memory (1 MB a file, 125
 * of the 132 MB that 144 files held); only the text found is kept.
 */
char *instances_from_macros(struct fe *fe)
{
	struct arena scratch, *keep = fe->A;
	char *out;

	arena_init(&scratch, 0);
	fe->A = &scratch;
	out = from_macros(fe);
	fe->A = keep;
	if (out)
		out = arena_strdup(keep, out);
	/* the cursors' texts and names cached meanwhile were the scratch's */
	fe->ntexts = 0;
	fe->nnames = 0;
	arena_release(&scratch);
	return out;
}
