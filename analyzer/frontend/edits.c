/*
 * edits.c - the file's text, and its headers', edited where nvcc reads
 * otherwise than clang, so that clang reads what nvcc compiles.
 *
 * Before the first parse, in place and at the same length (every offset
 * and column stays): `extern "C"__global__` spaced, `static extern
 * __shared__` made plain `extern __shared__`, `.template name(` with no
 * argument list read as a plain call.  After a parse, from clang's
 * errors (edits_reparse): an attribute after a memory space swapped
 * before it, `template` written before a dependent template's name taken
 * for a value or named as a type (`typename T::rebind_alloc<U>`), and
 * `typename` before a dependent type's name where nvcc needs none
 * (`sizeof(RT::T)`) (the edits that move columns: fe->inserted records
 * each, and cx.c maps them back), a stray `template` and a `#pragma
 * unroll` before no loop blanked; the file is parsed again with the
 * edited copies.
 */
#include "fe.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "../report/source.h"
#include "nearby.h"

/*
 * `s.template put(off, v)`, `p->template f(x)`, `T::template g(x)`: the
 * template keyword before a name that no template argument list follows.
 * nvcc warns (#946) and reads a plain call; clang 19 rejects it and drops
 * the call (a shared store through flashinfer's smem_t).  The word
 * becomes spaces: every offset and column stays as written.  Returns how
 * many.
 */
int edits_respace_template(char *text, size_t len)
{
	size_t i, j, k;
	int n = 0;

	for (i = 1; i + 8 < len; i++) {
		if (strncmp(text + i, "template", 8) || isalnum((unsigned char)text[i - 1]) ||
		    text[i - 1] == '_' || !isspace((unsigned char)text[i + 8]))
			continue;
		/* after `.`, `->` or `::` */
		for (j = i; j > 0 && isspace((unsigned char)text[j - 1]); j--)
			;
		if (!(j >= 1 && text[j - 1] == '.') && !(j >= 2 && text[j - 2] == '-' && text[j - 1] == '>') &&
		    !(j >= 2 && text[j - 2] == ':' && text[j - 1] == ':'))
			continue;
		/* a name, then `(` */
		for (k = i + 8; k < len && isspace((unsigned char)text[k]); k++)
			;
		if (k >= len || !(isalpha((unsigned char)text[k]) || text[k] == '_'))
			continue;
		/* `.template operator()<16, 256>()` (a templated lambda's
		 * call): the `(` is the operator's name, a list follows */
		if (k + 8 <= len && !strncmp(text + k, "operator", 8) &&
		    (k + 8 == len || !(isalnum((unsigned char)text[k + 8]) || text[k + 8] == '_')))
			continue;
		while (k < len && (isalnum((unsigned char)text[k]) || text[k] == '_'))
			k++;
		while (k < len && isspace((unsigned char)text[k]))
			k++;
		if (k < len && text[k] == '(') {
			memset(text + i, ' ', 8);
			n++;
		}
	}
	return n;
}

/*
 * nvcc reads `extern "C"__global__` as two tokens, the string and the
 * macro; C++11 clang lexes `"C"__global__` as one, a string with a user-
 * defined suffix, and rejects it.  Where the string has a space before
 * it, that space moves after it: the same length, so every offset and
 * column but the string's own stays as written.  Returns how many.
 */
static int space_cuda_suffixes(char *text, size_t len)
{
	static const char *const words[] = { "__global__", "__device__", "__host__",
					     "__forceinline__", "__noinline__",
					     "__launch_bounds__" };
	size_t i, j, w;
	int n = 0;

	for (i = 1; i + 2 < len; i++) {
		if (text[i] != '"' || text[i - 1] != ' ')
			continue;
		for (j = i + 1; j < len && text[j] != '"' && text[j] != '\n' && text[j] != '\\'; j++)
			;
		if (j >= len || text[j] != '"')
			continue;
		for (w = 0; w < sizeof(words) / sizeof(words[0]); w++) {
			size_t wl = strlen(words[w]);
			if (j + 1 + wl <= len && !strncmp(text + j + 1, words[w], wl) &&
			    (j + 1 + wl == len || !(isalnum((unsigned char)text[j + 1 + wl]) ||
						    text[j + 1 + wl] == '_'))) {
				memmove(text + i - 1, text + i, j + 1 - i);
				text[j] = ' ';
				n++;
				break;
			}
		}
		i = j;
	}
	return n;
}

/*
 * nvcc takes `extern __shared__ float s[32][32];`, a complete type, as
 * the static `__shared__ float s[32][32];` (its warning 20044: "extern
 * declaration ... is treated as a static definition"); clang rejects the
 * extern, and every use of s becomes an error.  Where the declaration up
 * to its ';' names __shared__ and its first '[' is not '[]' (dynamic
 * shared memory, which keeps its extern), the word extern becomes
 * spaces: every offset and column stays as written.  Returns how many.
 */
static int static_extern_shared(char *text, size_t len)
{
	size_t i, j, open;
	int n = 0, shared;

	for (i = 0; i + 6 < len; i++) {
		if (strncmp(text + i, "extern", 6) || (i > 0 && (isalnum((unsigned char)text[i - 1]) ||
								   text[i - 1] == '_')) ||
		    !isspace((unsigned char)text[i + 6]))
			continue;
		shared = 0;
		open = 0;
		for (j = i + 6; j < len && j < i + 256 && !strchr(";{=\"", text[j]); j++) {
			if (!strncmp(text + j, "__shared__", 10) && !isalnum((unsigned char)text[j - 1]))
				shared = 1;
			if (text[j] == '[' && !open)
				open = j;
		}
		if (j >= len || text[j] != ';' || !shared)
			continue;
		if (open) {
			size_t k = open + 1;
			/* spaces and comments between the brackets */
			for (;;) {
				while (k < j && isspace((unsigned char)text[k]))
					k++;
				if (k + 1 >= j || text[k] != '/' || text[k + 1] != '*')
					break;
				for (k += 2; k + 1 < j && !(text[k] == '*' && text[k + 1] == '/'); k++)
					;
				k += 2;
			}
			if (k < j && text[k] == ']')
				continue;   /* extern __shared__ T s[]: sized at launch */
		}
		memset(text + i, ' ', 6);
		n++;
	}
	return n;
}

/*
 * `#define CUTE_UNROLL #pragma unroll` (an older CUTLASS's config.hpp):
 * a directive inside a macro's replacement, which nvcc takes and clang
 * rejects where the macro is used ("expected expression"), so that every
 * function that unrolls a loop with it is lost.  The directive becomes
 * spaces, to the line's end or its continuing backslash: every offset and
 * column stays as written.  (warpcheck reads a loop's `#pragma unroll`
 * from the text before it, where a macro's hides it either way.)
 * Returns how many.
 */
static size_t skip_blanks(const char *text, size_t j, size_t end)
{
	while (j < end && (text[j] == ' ' || text[j] == '\t'))
		j++;
	return j;
}

/* Where line [at, end) is `#define NAME[(...)] #pragma ...`: the second
 * `#`; else end. */
static size_t macro_pragma_at(const char *text, size_t at, size_t end)
{
	size_t j = skip_blanks(text, at, end), k;

	if (j >= end || text[j] != '#')
		return end;
	j = skip_blanks(text, j + 1, end);
	if (j + 6 >= end || strncmp(text + j, "define", 6) || (text[j + 6] != ' ' && text[j + 6] != '\t'))
		return end;
	j = skip_blanks(text, j + 6, end);
	while (j < end && (isalnum((unsigned char)text[j]) || text[j] == '_'))
		j++;
	if (j < end && text[j] == '(') {
		while (j < end && text[j] != ')')
			j++;
		j += j < end;
	}
	j = skip_blanks(text, j, end);
	if (j >= end || text[j] != '#')
		return end;
	k = skip_blanks(text, j + 1, end);
	return k + 6 <= end && !strncmp(text + k, "pragma", 6) ? j : end;
}

int edits_blank_macro_pragmas(char *text, size_t len)
{
	size_t at, end, from, stop;
	int n = 0;

	for (at = 0; at < len; at = end + 1) {
		for (end = at; end < len && text[end] != '\n'; end++)
			;
		from = macro_pragma_at(text, at, end);
		if (from == end)
			continue;
		/* up to a backslash that continues the line */
		stop = text[end - 1] == '\\' ? end - 1 : end;
		memset(text + from, ' ', stop - from);
		n++;
	}
	return n;
}

/* The main file's text as nvcc reads it, in place: how many edits. */
int edits_respace_main(char *text, size_t len)
{
	return space_cuda_suffixes(text, len) + static_extern_shared(text, len) +
	       edits_respace_template(text, len) + edits_blank_macro_pragmas(text, len);
}

/*
 * nvcc takes `__shared__ alignas(16) float s[64];`; clang wants a C++11
 * attribute (alignas, [[...]]) before every other specifier and stops
 * with "an attribute list cannot appear here".  Where the word before
 * such an attribute is a memory space, the two are swapped in place
 * (`alignas(16) __shared__`: the same length on the same line, so every
 * other position stays) and the file is parsed again as that copy.
 */
#define MAX_REORDERED 16

static const char *const memory_spaces[] = {
	"__shared__", "__device__", "__constant__", "__managed__", NULL
};

/* The end of the attribute at `at` (alignas(...) or [[...]]) on its line, or 0. */
static size_t attribute_end(const char *text, size_t len, size_t at)
{
	size_t i;
	int depth = 0;

	if (len - at > 7 && !strncmp(text + at, "alignas", 7)) {
		for (i = at + 7; i < len && (text[i] == ' ' || text[i] == '\t'); i++)
			;
		if (i == len || text[i] != '(')
			return 0;
		for (; i < len && text[i] != '\n'; i++) {
			depth += text[i] == '(';
			if (text[i] == ')' && --depth == 0)
				return i + 1;
		}
		return 0;
	}
	if (len - at > 2 && !strncmp(text + at, "[[", 2))
		for (i = at + 2; i + 1 < len && text[i] != '\n'; i++)
			if (text[i] == ']' && text[i + 1] == ']')
				return i + 2;
	return 0;
}

/* Swaps `SPACE ws ATTR` ending at the attribute that starts at `at`. */
static int reorder_at(char *text, size_t len, size_t at)
{
	size_t end = attribute_end(text, len, at), ws = at, kw, n;
	char buf[512];
	int i;

	if (!end)
		return 0;
	while (ws > 0 && (text[ws - 1] == ' ' || text[ws - 1] == '\t'))
		ws--;
	for (i = 0; memory_spaces[i]; i++) {
		n = strlen(memory_spaces[i]);
		if (ws < n || strncmp(text + ws - n, memory_spaces[i], n))
			continue;
		kw = ws - n;
		if ((kw > 0 && (isalnum((unsigned char)text[kw - 1]) || text[kw - 1] == '_')) ||
		    end - kw >= sizeof(buf))
			continue;
		/* ATTR, the same blanks, SPACE: end - kw characters as before */
		memcpy(buf, text + at, end - at);
		memcpy(buf + (end - at), text + ws, at - ws);
		memcpy(buf + (end - at) + (at - ws), text + kw, n);
		memcpy(text + kw, buf, end - kw);
		return 1;
	}
	return 0;
}

/*
 * An explicit specialization clang refuses because its __device__ (or
 * __host__) differs from the template's (`template <> __device__ bool
 * is_nan<__half>(...)` of a __host__ __device__ template), which nvcc
 * takes: the word, before the name at `at` in the same declaration,
 * made __wchd__ (both, in the bundled headers) at the same length.
 */
static int both_sides_at(char *text, size_t at)
{
	static const char *const words[] = { "__device__", "__host__" };
	size_t b = at, n, i;
	int w;

	while (b > 0 && at - b < 512 && text[b - 1] != ';' && text[b - 1] != '{' &&
	       text[b - 1] != '}')
		b--;
	for (w = 0; w < 2; w++) {
		n = strlen(words[w]);
		for (i = b; i + n <= at; i++) {
			if (strncmp(text + i, words[w], n) ||
			    (i > 0 && (isalnum((unsigned char)text[i - 1]) || text[i - 1] == '_')) ||
			    isalnum((unsigned char)text[i + n]) || text[i + n] == '_')
				continue;
			memcpy(text + i, "__wchd__", 8);
			memset(text + i + 8, ' ', n - 8);
			return 1;
		}
	}
	return 0;
}

/* The word at text + i is `word` (n bytes), whole. */
static int word_at(const char *text, size_t i, const char *word, size_t n)
{
	return !strncmp(text + i, word, n) &&
	       !(i > 0 && (isalnum((unsigned char)text[i - 1]) || text[i - 1] == '_')) &&
	       !isalnum((unsigned char)text[i + n]) && text[i + n] != '_';
}

/*
 * A __shared__ variable of a class whose default constructor does work
 * (a member's default initializer: `struct Smem { int n = 0; };`), which
 * clang refuses ("initialization is not supported for __shared__
 * variables") and then drops every use of, where nvcc leaves it
 * unconstructed, as shared memory is.  The declaration, at the name at
 * `at` with no initializer after it, is made an extern declaration
 * (__wcxs__, in the bundled headers, at the length of __shared__; a
 * `static` before it blanked), which constructs nothing: its type is
 * complete, so the front end lays it out as the static variable it is.
 */
static int shared_unconstructed_at(char *text, size_t len, size_t at)
{
	size_t b = at, e = at, i, shared = (size_t)-1;

	while (b > 0 && at - b < 512 && text[b - 1] != ';' && text[b - 1] != '{' &&
	       text[b - 1] != '}')
		b--;
	while (e < len && (isalnum((unsigned char)text[e]) || text[e] == '_'))
		e++;
	/* array bounds, then the end of the declaration */
	for (;;) {
		while (e < len && isspace((unsigned char)text[e]))
			e++;
		if (e >= len || text[e] != '[')
			break;
		while (e < len && text[e] != ']' && text[e] != ';')
			e++;
		e += e < len && text[e] == ']';
	}
	if (e >= len || text[e] != ';')
		return 0;
	for (i = b; i + 10 <= at; i++)
		if (word_at(text, i, "__shared__", 10)) {
			shared = i;
			break;
		}
	if (shared == (size_t)-1)
		return 0;
	for (i = b; i + 6 <= at; i++)
		if (word_at(text, i, "static", 6))
			memset(text + i, ' ', 6);
	memcpy(text + shared, "__wcxs__  ", 10);
	return 1;
}

/* `template` keywords written into one file, at most */
#define MAX_INSERTED 256

struct reordered {
	const char *path;
	char *text;
	size_t len;
	int is_main;             /* the file linted (its text may be in memory) */
	size_t at[MAX_INSERTED]; /* where TEMPLATE_WORD goes, offsets into text */
	unsigned char typename_at[MAX_INSERTED];   /* TYPENAME_WORD there instead */
	int nat;
};

static int is_word(char c)
{
	return isalnum((unsigned char)c) || c == '_';
}

/*
 * Where `template ` goes in a call of a dependent template by name
 * alone (`v.cast<8>(x)`, `vec_cast<T, U>::cast<N>(d, s)`, `smem.
 * advance<N>(o)`): nvcc takes it, clang parses `<` as less-than.  From
 * `at` (clang's location: the name, or the start of the qualified name)
 * to the statement's end, the first name after `.`, `->` or `::` whose
 * `<...>` is followed by `(`; its offset, or (size_t)-1.
 */
static size_t template_name_at(const char *text, size_t len, size_t at)
{
	size_t i = at, end = at + 512 < len ? at + 512 : len;

	while (i > 0 && is_word(text[i - 1]))
		i--;
	for (; i < end; i++) {
		size_t b = i, name = i, k;
		int angle = 0, paren = 0;

		if (text[i] == ';' || text[i] == '{' || text[i] == '}')
			break;
		if (!is_word(text[i]) || (i > 0 && is_word(text[i - 1])))
			continue;
		/* the separator before the name */
		while (b > 0 && isspace((unsigned char)text[b - 1]))
			b--;
		if (b < 1 || !(text[b - 1] == '.' || (b >= 2 && text[b - 1] == ':' && text[b - 2] == ':') ||
			       (b >= 2 && text[b - 1] == '>' && text[b - 2] == '-')))
			continue;
		/* already `template name` */
		if (b >= 10 && !strncmp(text + b - 10, "template", 8))
			continue;
		for (k = name; k < end && is_word(text[k]); k++)
			;
		while (k < end && isspace((unsigned char)text[k]))
			k++;
		if (k == end || text[k] != '<' || (k + 1 < end && text[k + 1] == '<'))
			continue;
		for (; k < end; k++) {
			paren += text[k] == '(';
			paren -= text[k] == ')';
			if (paren == 0 && text[k] == '<')
				angle++;
			if (paren == 0 && text[k] == '>' && --angle == 0)
				break;
			if (text[k] == ';' || paren < 0)
				break;
		}
		if (k == end || text[k] != '>')
			continue;
		for (k++; k < end && isspace((unsigned char)text[k]); k++)
			;
		if (k < end && text[k] == '(')
			return name;
	}
	return (size_t)-1;
}

static int begins(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/* Does clang's message say a dependent template's name was taken as a value? */
static int missing_template(const char *m)
{
	return !strcmp(m, "reference to overloaded function could not be resolved; did you mean to call it?") ||
	       !strcmp(m, "reference to non-static member function must be called") ||
	       begins(m, "missing 'template' keyword prior to dependent template name");
}

/*
 * `typename std::allocator_traits<A>::rebind_alloc<T>`, `typename
 * M::ref<>`: a dependent template named as a type with no `template`,
 * which nvcc accepts and clang 19 rejects with its location on the name
 * ("use 'template' keyword to treat 'NAME' as a dependent template name").
 * The name's offset where it follows `::` and a `<` follows it, else -1.
 */
static size_t template_type_at(const char *text, size_t len, size_t at)
{
	size_t b = at, k = at;

	if (at >= len || !is_word(text[at]) || (at > 0 && is_word(text[at - 1])))
		return (size_t)-1;
	while (b > 0 && isspace((unsigned char)text[b - 1]))
		b--;
	if (b < 2 || text[b - 1] != ':' || text[b - 2] != ':')
		return (size_t)-1;
	while (k < len && is_word(text[k]))
		k++;
	while (k < len && isspace((unsigned char)text[k]))
		k++;
	return k < len && text[k] == '<' ? at : (size_t)-1;
}

/* Does clang's message refuse a `template` keyword before a name that is not one? */
static int stray_template(const char *m)
{
	return strstr(m, "following the 'template' keyword does not refer to a template") ||
	       !strcmp(m, "a template argument list is expected after a name prefixed by the template keyword");
}

/*
 * `x.template f(...)`, f no template (nvcc takes it): the keyword before
 * the name at `at` blanked, the same length.  1 if it was there.
 */
static int unwrite_template(char *text, size_t at)
{
	size_t b = at;

	while (b > 0 && isspace((unsigned char)text[b - 1]))
		b--;
	if (b < 8 || strncmp(text + b - 8, "template", 8) || (b > 8 && is_word(text[b - 9])))
		return 0;
	memset(text + b - 8, ' ', 8);
	return 1;
}

/*
 * `#pragma unroll` before a statement that is no loop (nvcc warns and
 * compiles): the pragma's line, the last before the statement at `at`,
 * blanked.  1 if there was one.
 */
static int unwrite_pragma(char *text, size_t at)
{
	size_t b = at, e;
	int lines = 0;

	while (b > 0 && lines < 4) {
		size_t start = b;
		/* the line before b */
		if (text[b - 1] == '\n')
			b--;
		while (b > 0 && text[b - 1] != '\n')
			b--;
		for (e = b; e < start && isspace((unsigned char)text[e]); e++)
			;
		if (!strncmp(text + e, "#pragma", 7)) {
			for (; e < start && text[e] != '\n'; e++)
				text[e] = ' ';
			return 1;
		}
		lines++;
	}
	return 0;
}

/* `typename ` where a dependent type's name lacks it: the same length as
 * TEMPLATE_WORD, so that the columns move as they do for that */
#define TYPENAME_WORD "typename "
_Static_assert(sizeof(TYPENAME_WORD) == sizeof(TEMPLATE_WORD), "one width for inserted words");

/* r's places in order of offset (few: an insertion sort) */
static void sort_places(struct reordered *r)
{
	int i, j;

	for (i = 1; i < r->nat; i++) {
		size_t at = r->at[i];
		unsigned char t = r->typename_at[i];
		for (j = i; j > 0 && r->at[j - 1] > at; j--) {
			r->at[j] = r->at[j - 1];
			r->typename_at[j] = r->typename_at[j - 1];
		}
		r->at[j] = at;
		r->typename_at[j] = t;
	}
}

/* Adds offset at to r's places for TEMPLATE_WORD (or TYPENAME_WORD,
 * where is_typename), once (every instance reports it); 1 if it was new. */
static int add_word(struct reordered *r, size_t at, int is_typename)
{
	int k;

	for (k = 0; k < r->nat && r->at[k] != at; k++)
		;
	if (k < r->nat || r->nat == MAX_INSERTED)
		return 0;
	r->typename_at[r->nat] = (unsigned char)is_typename;
	r->at[r->nat++] = at;
	return 1;
}

static int add_place(struct reordered *r, size_t at)
{
	return add_word(r, at, 0);
}

/* names taken from one file's insertions, at most */
#define MAX_NAMES 16

/*
 * Each name given `template` is written the same way elsewhere in the
 * copied files (`vec_cast<T, U>::cast<8>(...)` in every function):
 * there too, so that one more parse does not find them one instance
 * at a time.
 */
static void same_names_too(struct reordered *out, int nout)
{
	const char *names[MAX_NAMES];
	size_t lens[MAX_NAMES], i;
	int nn = 0, j, k, m;

	for (j = 0; j < nout; j++)
		for (k = 0; k < out[j].nat && nn < MAX_NAMES; k++) {
			const char *w = out[j].text + out[j].at[k];
			size_t n = 0;
			if (out[j].typename_at[k])
				continue;
			while (is_word(w[n]))
				n++;
			for (m = 0; m < nn && (lens[m] != n || strncmp(names[m], w, n)); m++)
				;
			if (m == nn) {
				names[nn] = w;
				lens[nn++] = n;
			}
		}
	for (j = 0; j < nout; j++)
		for (i = 1; i < out[j].len && out[j].nat < MAX_INSERTED; i++) {
			const char *t = out[j].text;
			if (!is_word(t[i]) || is_word(t[i - 1]))
				continue;
			for (m = 0; m < nn; m++)
				if (!strncmp(t + i, names[m], lens[m]) && !is_word(t[i + lens[m]]))
					break;
			if (m == nn || template_name_at(t, out[j].len, i) != i)
				continue;
			add_place(&out[j], i);
		}
}

/* fe->inserted's order: by file, then place */
static int by_place(const void *a, const void *b)
{
	const struct fe_inserted *x = a, *y = b;
	int c = strcmp(x->path, y->path);

	return c ? c : x->offset < y->offset ? -1 : x->offset > y->offset;
}

/*
 * Writes the file's TEMPLATE_WORDs, in order, into a copy of its text,
 * and records where each went (fe->inserted): lines stay, columns after
 * one on its line move by the word's length.
 */
static void insert_templates(struct fe *fe, struct reordered *r)
{
	size_t w = strlen(TEMPLATE_WORD), from = 0, out = 0;
	unsigned line = 1, col = 1;
	const char *path;
	char *text;
	int i, k, n = 0, old;

	sort_places(r);
	n = r->nat;
	path = r->is_main ? fe->main_path : r->path;
	/* an earlier round's words in this file move by this round's before them */
	for (k = 0; k < fe->ninserted; k++) {
		int before = 0;
		if (strcmp(fe->inserted[k].path, path))
			continue;
		for (i = 0; i < n && r->at[i] <= fe->inserted[k].offset; i++)
			before++;
		fe->inserted[k].offset += (size_t)before * w;
	}
	old = fe->ninserted;
	text = arena_alloc(fe->A, r->len + (size_t)n * w + 1);
	for (i = 0; i < n; i++) {
		for (; from < r->at[i]; from++) {
			if (r->text[from] == '\n') {
				line++;
				col = 1;
			} else {
				col++;
			}
			text[out++] = r->text[from];
		}
		fe->inserted = arena_grow(fe->A, fe->inserted, sizeof(*fe->inserted),
					  fe->ninserted, &fe->cap_inserted);
		/* the column in the file's own terms (an earlier round's words
		 * before it on the line taken out) */
		fe->inserted[fe->ninserted] = (struct fe_inserted){ path, line, col, out };
		fe->inserted[fe->ninserted].col = cx_column_among(fe->inserted, old, path, line, col);
		fe->ninserted++;
		memcpy(text + out, r->typename_at[i] ? TYPENAME_WORD : TEMPLATE_WORD, w);
		out += w;
	}
	qsort(fe->inserted, (size_t)fe->ninserted, sizeof(*fe->inserted), by_place);
	memcpy(text + out, r->text + from, r->len - from);
	out += r->len - from;
	text[out] = 0;
	r->text = text;
	r->len = out;
	r->nat = 0;
}

/*
 * The files (at most MAX_REORDERED) where clang refused what nvcc takes,
 * each copied with it edited as nvcc reads it: an attribute after a
 * memory space (the two swapped), a dependent template's name taken for
 * a value (`template` written before it), `template` before no template
 * and `#pragma unroll` before no loop (blanked), a __shared__ variable of
 * a class that constructs (declared extern); how many, 0 if nothing was
 * edited.
 */
static int nvcc_edits(struct fe *fe, struct reordered *out)
{
	unsigned i, n = clang_getNumDiagnostics(fe->ctu);
	int nout = 0, edits = 0, j;

	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		CXString msg = clang_getDiagnosticSpelling(d);
		CXFile file;
		unsigned offset;
		const char *name;

		const char *m = clang_getCString(msg);
		enum { NONE, ATTRIBUTE, PRAGMA, STRAY, MISSING, MISSING_TYPE, TYPENAME, SIDES,
		       UNCONSTRUCTED } kind =
			begins(m, "use 'template' keyword to treat '") ? MISSING_TYPE :
			begins(m, "missing 'typename' prior to dependent type name '") ? TYPENAME :
			!strcmp(m, "an attribute list cannot appear here") ||
			!strcmp(m, "'alignas' attribute cannot be applied to types") ? ATTRIBUTE
			: begins(m, "expected a for, while, or do-while loop to follow '#pragma") ? PRAGMA
			: begins(m, "no function template matches function template specialization") ? SIDES
			: !strcmp(m, "initialization is not supported for __shared__ variables") ? UNCONSTRUCTED
			: stray_template(m) ? STRAY : missing_template(m) ? MISSING : NONE;

		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error && kind != NONE) {
			clang_getSpellingLocation(clang_getDiagnosticLocation(d), &file, NULL, NULL,
						  &offset);
			name = file ? cx_string(fe, clang_getFileName(file)) : NULL;
			for (j = 0; name && j < nout && strcmp(out[j].path, name); j++)
				;
			if (name && j == nout && nout < MAX_REORDERED &&
			    !cx_under_dir(name, PRELUDE_DIR)) {
				/* the main file as given (it may be in memory) */
				int is_main = clang_File_isEqual(file, clang_getFile(fe->ctu, fe->main_path));
				size_t len = fe->source_len;
				/* a header as clang read it: an earlier round's copy */
				const char *text = is_main ? fe->source : cx_file_text(fe, file, &len);
				if (text) {
					out[j].path = name;
					out[j].is_main = is_main;
					out[j].len = len;
					out[j].text = arena_alloc(fe->A, len + 1);
					memcpy(out[j].text, text, len);
					out[j].text[len] = 0;
					out[j].nat = 0;
					nout++;
				}
			}
			if (name && j < nout && offset < out[j].len) {
				size_t at;
				if (kind == ATTRIBUTE)
					edits += reorder_at(out[j].text, out[j].len, offset);
				else if (kind == PRAGMA)
					edits += unwrite_pragma(out[j].text, offset);
				else if (kind == STRAY)
					edits += unwrite_template(out[j].text, offset);
				else if (kind == SIDES)
					edits += both_sides_at(out[j].text, offset);
				else if (kind == UNCONSTRUCTED)
					edits += shared_unconstructed_at(out[j].text, out[j].len, offset);
				else if (kind == TYPENAME) {
					/* at the name's first word: `sizeof(RT::T)` */
					if (is_word(out[j].text[offset]) &&
					    (offset == 0 || !is_word(out[j].text[offset - 1])))
						edits += add_word(&out[j], offset, 1);
				} else if (kind == MISSING_TYPE) {
					if ((at = template_type_at(out[j].text, out[j].len, offset)) != (size_t)-1)
						edits += add_place(&out[j], at);
				}
				else if ((at = template_name_at(out[j].text, out[j].len, offset)) != (size_t)-1)
					edits += add_place(&out[j], at);
			}
		}
		clang_disposeString(msg);
		clang_disposeDiagnostic(d);
	}
	same_names_too(out, nout);
	/* last: the swaps keep every offset, the insertions do not */
	for (j = 0; j < nout; j++)
		if (out[j].nat)
			insert_templates(fe, &out[j]);
	return edits ? nout : 0;
}

/*
 * Parses fe's file again when nvcc_edits edited anything: the bundled
 * headers, the edited copies (an earlier round's replaced), then the main
 * file (its copy, or its text in memory when had_main, with the
 * epilogue); *again says whether it did.  Returns the parse's code
 * (CXError_Success, with nothing to do).
 */
enum CXErrorCode edits_reparse(struct fe *fe, const char *path, const char **args,
				       int nargs, int had_main, const char *epilogue, int *again)
{
	struct reordered re[MAX_REORDERED];
	int nre, k, m, nu = fe->nprelude;
	const char *text = fe->source;
	size_t len = fe->source_len;
	struct CXUnsavedFile *u;

	edits_name_as_clang(fe);
	nre = nvcc_edits(fe, re);
	*again = nre > 0;
	if (nre == 0)
		return CXError_Success;
	u = arena_alloc(fe->A, (size_t)(fe->nprelude + nre + 1) * sizeof(*u));
	memcpy(u, fe->prelude, (size_t)fe->nprelude * sizeof(*u));
	for (k = 0; k < nre; k++) {
		if (re[k].is_main) {
			/* clang's offsets into the main file are into this text */
			text = fe->source = re[k].text;
			len = fe->source_len = re[k].len;
			had_main = 1;
			continue;
		}
		/* a header an earlier round copied (or edits_predict, by its
		 * real path): this round's copy instead */
		for (m = 0; m < nu && !source_same_file(u[m].Filename, re[k].path); m++)
			;
		if (m == nu)
			nu++;
		u[m].Filename = re[k].path;
		u[m].Contents = re[k].text;
		u[m].Length = (unsigned long)re[k].len;
	}
	fe->nprelude = nu;
	if (had_main) {
		char *copy = arena_printf(fe->A, "%.*s%s", (int)len, text, epilogue ? epilogue : "");
		u[nu].Filename = path;
		u[nu].Contents = copy;
		u[nu++].Length = (unsigned long)strlen(copy);
	}
	clang_disposeTranslationUnit(fe->ctu);
	fe->ctu = NULL;
	fe->ntexts = 0;
	fe->nnames = 0;
	fe->prelude = u;
	fe->tu->parses++;
	return clang_parseTranslationUnit2(fe->index, path, args, nargs, u, (unsigned)nu,
					   CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord, &fe->ctu);
}

/* function templates named before the first parse, at most */
#define MAX_PREDICTED_NAMES 2048

/* open addressing over twice as many slots as names: every identifier of
 * every header read is looked up */
#define NAME_SLOTS (2 * MAX_PREDICTED_NAMES)

struct template_names {
	const char *v[MAX_PREDICTED_NAMES];
	size_t len[MAX_PREDICTED_NAMES];
	int slot[NAME_SLOTS];    /* index + 1 into v, 0 where free */
	int n;
};

static unsigned name_hash(const char *w, size_t n)
{
	unsigned h = 2166136261u;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)w[i]) * 16777619u;
	return h % NAME_SLOTS;
}

/* The slot of w (n letters): where it is, or the free one it would take. */
static int name_slot(const struct template_names *tn, const char *w, size_t n)
{
	unsigned h = name_hash(w, n);

	while (tn->slot[h]) {
		int i = tn->slot[h] - 1;
		if (tn->len[i] == n && !strncmp(tn->v[i], w, n))
			break;
		h = (h + 1) % NAME_SLOTS;
	}
	return (int)h;
}

static int is_template_name(const struct template_names *tn, const char *w, size_t n)
{
	return tn->slot[name_slot(tn, w, n)] != 0;
}

static void add_template_name(struct template_names *tn, const char *w, size_t n)
{
	int h = name_slot(tn, w, n);

	if (tn->slot[h] || tn->n == MAX_PREDICTED_NAMES)
		return;
	tn->v[tn->n] = w;
	tn->len[tn->n++] = n;
	tn->slot[h] = tn->n;
}

/* Is the word w (n letters) a macro's (all capitals) or an attribute's,
 * whose parentheses come before a declaration's name? */
static int attribute_like(const char *w, size_t n)
{
	size_t i;
	int lower = 0;

	if (n == 0)
		return 0;
	if ((n == 13 && !strncmp(w, "__attribute__", 13)) || (n == 17 && !strncmp(w, "__launch_bounds__", 17)) ||
	    (n == 7 && !strncmp(w, "alignas", 7)) || (n == 10 && !strncmp(w, "__declspec", 10)))
		return 1;
	for (i = 0; i < n; i++)
		lower |= islower((unsigned char)w[i]);
	return !lower && n > 1;
}

/*
 * The function templates text declares: after each `template <...>`,
 * the name before the first `(` of the declaration (none where a `{`,
 * `;` or `=` comes first: a class or alias template, a variable).
 */
static void declared_templates(const char *text, size_t len, struct template_names *tn)
{
	const char *p;

	for (p = strstr(text, "template"); p && tn->n < MAX_PREDICTED_NAMES;
	     p = strstr(p + 8, "template")) {
		size_t i = (size_t)(p - text) + 8, w;
		int angle = 0;

		if ((p > text && is_word(p[-1])) || is_word(p[8]))
			continue;
		while (i < len && isspace((unsigned char)text[i]))
			i++;
		if (i == len || text[i] != '<')
			continue;
		for (; i < len; i++) {
			angle += text[i] == '<';
			if (text[i] == '>' && --angle == 0)
				break;
			if (text[i] == ';' || text[i] == '{')
				break;
		}
		if (i == len || text[i] != '>')
			continue;
		/* the name before the first ( that is not a macro's or an
		 * attribute's (`template <int N> CUB_BLOCK("x") void f(`) */
		for (;;) {
			size_t e;
			for (i++; i < len && !strchr("(;{=", text[i]); i++)
				;
			if (i == len || text[i] != '(')
				break;
			for (e = i; e > 0 && isspace((unsigned char)text[e - 1]); e--)
				;
			for (w = e; w > 0 && is_word(text[w - 1]); w--)
				;
			if (!attribute_like(text + w, e - w))
				break;
			for (angle = 0; i < len; i++) {
				angle += text[i] == '(';
				if (text[i] == ')' && --angle == 0)
					break;
			}
		}
		if (i >= len || text[i] != '(')
			continue;
		for (w = i; w > 0 && isspace((unsigned char)text[w - 1]); w--)
			;
		i = w;
		while (w > 0 && is_word(text[w - 1]))
			w--;
		if (w == i || isdigit((unsigned char)text[w]) || (i - w == 8 && !strncmp(text + w, "operator", 8)))
			continue;
		add_template_name(tn, text + w, i - w);
	}
}

/* Is the statement around text[at] (from the last ; { or } before it) a
 * declaration `template`/`friend` begins, where the name is declared
 * (`template <> void A::f<int>(int)`) rather than called? */
static int declared_here(const char *text, size_t at)
{
	size_t i;

	for (i = at; i > 0 && !strchr(";{}", text[i - 1]); i--)
		if ((!strncmp(text + i - 1, "template", 8) || !strncmp(text + i - 1, "friend", 6)) &&
		    (i == 1 || !is_word(text[i - 2])))
			return 1;
	return 0;
}

/* The places in r's text where a name of tn is called as template_name_at
 * finds it, comments and literals aside (`... Q.K^T.` ending a comment
 * line is no member access); how many. */
static int predicted_places(struct fe *fe, struct reordered *r, const struct template_names *tn)
{
	char *code = arena_strndup(fe->A, r->text, r->len);
	size_t i, n;
	int found = 0;

	nearby_blank_comments(code, r->len);
	for (i = 1; i < r->len && r->nat < MAX_INSERTED; i++) {
		if (!is_word(code[i]) || is_word(code[i - 1]))
			continue;
		for (n = 0; is_word(code[i + n]); n++)
			;
		if (is_template_name(tn, code + i, n) &&
		    template_name_at(code, r->len, i) == i && !declared_here(code, i))
			found += add_place(r, i);
		i += n - 1;
	}
	return found;
}

/* The text clang will be given for header path: a rewrite's, or the file's. */
static struct CXUnsavedFile *rewrite_of(struct fe *fe, const char *path)
{
	int i;

	for (i = 0; i < fe->nrewrites; i++)
		if (!strcmp(fe->rewrites[i].Filename, path))
			return &fe->rewrites[i];
	return NULL;
}

int edits_predict(struct fe *fe, const char *skip)
{
	struct template_names *tn = arena_alloc(fe->A, sizeof(*tn));
	const char **texts = arena_alloc(fe->A, ((size_t)fe->nscanned + 1) * sizeof(*texts));
	size_t *lens = arena_alloc(fe->A, ((size_t)fe->nscanned + 1) * sizeof(*lens));
	int i, edits = 0;

	memset(tn, 0, sizeof(*tn));
	/* the headers' texts, then the main file's (the last) */
	for (i = 0; i < fe->nscanned; i++) {
		struct CXUnsavedFile *u = rewrite_of(fe, fe->scanned[i]);
		size_t len = 0;
		char *t;

		texts[i] = NULL;
		if (u) {
			texts[i] = u->Contents;
			lens[i] = u->Length;
		} else if ((t = source_read(fe->scanned[i], &len))) {
			texts[i] = arena_strndup(fe->A, t, len);
			lens[i] = len;
			free(t);
		}
		if (texts[i])
			declared_templates(texts[i], lens[i], tn);
	}
	texts[i] = fe->source;
	lens[i] = fe->source_len;
	declared_templates(fe->source, fe->source_len, tn);
	/* and the bundled headers' (cub's BlockAdjacentDifference::SubtractLeft) */
	for (i = 0; warpcheck_prelude[i].name; i++)
		declared_templates(warpcheck_prelude[i].text, strlen(warpcheck_prelude[i].text), tn);
	if (!tn->n)
		return 0;
	for (i = 0; i <= fe->nscanned; i++) {
		int is_main = i == fe->nscanned;
		const char *path = is_main ? fe->main_path : fe->scanned[i];
		struct reordered r;
		struct CXUnsavedFile *u;

		if (!texts[i] || (!is_main && skip && source_same_file(path, skip)))
			continue;
		r.path = path;
		r.is_main = is_main;
		r.len = lens[i];
		r.text = arena_strndup(fe->A, texts[i], lens[i]);
		r.nat = 0;
		if (!predicted_places(fe, &r, tn))
			continue;
		edits += r.nat;
		insert_templates(fe, &r);
		if (is_main) {
			fe->source = r.text;
			fe->source_len = r.len;
		} else if ((u = rewrite_of(fe, path))) {
			u->Contents = r.text;
			u->Length = (unsigned long)r.len;
		} else {
			fe->rewrites = arena_grow(fe->A, fe->rewrites, sizeof(*fe->rewrites),
						  fe->nrewrites, &fe->cap_rewrites);
			fe->rewrites[fe->nrewrites].Filename = path;
			fe->rewrites[fe->nrewrites].Contents = r.text;
			fe->rewrites[fe->nrewrites++].Length = (unsigned long)r.len;
		}
	}
	return edits;
}

void edits_name_as_clang(struct fe *fe)
{
	int i;

	if (!fe->ctu || !fe->ninserted)
		return;
	for (i = 0; i < fe->ninserted; i++) {
		CXFile f;
		if (!strcmp(fe->inserted[i].path, fe->main_path) ||
		    !(f = clang_getFile(fe->ctu, fe->inserted[i].path)))
			continue;
		fe->inserted[i].path = cx_string(fe, clang_getFileName(f));
	}
	qsort(fe->inserted, (size_t)fe->ninserted, sizeof(*fe->inserted), by_place);
}
