/*
 * parse.c - the front end's driver and first stage: a file and its flags
 * to a libclang translation unit, then the stages after it.
 *
 * The file is parsed in CUDA device mode against the bundled prelude (an
 * in-memory header), or with --cuda-path against a CUDA installation
 * that clang 19 can parse, falling back to the prelude when it cannot.
 * Flags come from the command line and, with -p, a compilation database.
 * Explicit instantiations found in the text (instances.c) are referenced
 * from lines appended to the parsed copy.  clang's errors are sorted
 * (errors.c); then kernels.c lowers the kernels into IR.
 *
 * Invariant: the translation unit and the index are disposed of on every
 * path; what the IR keeps of them was copied into the arena first.
 */
#include "fe.h"
#include "../../simulator/simulator.h"

#include <clang-c/CXCompilationDatabase.h>
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "nearby.h"
#include "../report/source.h"

static int read_file(struct fe *fe, const char *path)
{
	size_t len;
	char *text = source_read(path, &len), *copy;

	if (!text)
		return -1;
	copy = arena_alloc(fe->A, len + 1);
	memcpy(copy, text, len + 1);
	free(text);
	fe->source = copy;
	fe->source_len = len;
	return 0;
}

/*
 * `s.template put(off, v)`, `p->template f(x)`, `T::template g(x)`: the
 * template keyword before a name that no template argument list follows.
 * nvcc warns (#946) and reads a plain call; clang 19 rejects it and drops
 * the call (a shared store through flashinfer's smem_t).  The word
 * becomes spaces: every offset and column stays as written.  Returns how
 * many.
 */
int frontend_respace_template(char *text, size_t len)
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
			while (k < j && isspace((unsigned char)text[k]))
				k++;
			if (text[k] == ']')
				continue;   /* extern __shared__ T s[]: sized at launch */
		}
		memset(text + i, ' ', 6);
		n++;
	}
	return n;
}

/*
 * The flags a compilation database gives `path` that matter to parsing it:
 * include folders (made absolute against the command's folder), macros,
 * forced includes and the language standard.  nvcc's own flags (-arch,
 * -Xcompiler, -gencode ...) are dropped: warpcheck parses for the device
 * on its own terms.  Returns -1 when the database cannot be read.
 */
/* Whether dir holds a compile_commands.json (libclang says so on stderr
 * when asked for one that is not there). */
static int compdb_exists(const char *dir)
{
	char path[PATH_MAX];

	return snprintf(path, sizeof(path), "%s/compile_commands.json", dir) < (int)sizeof(path) &&
	       access(path, R_OK) == 0;
}

static int compdb_flags(struct fe *fe, const char *dir, const char *path,
			const char ***out, int *nout)
{
	CXCompilationDatabase_Error err;
	CXCompilationDatabase db = compdb_exists(dir)
		? clang_CompilationDatabase_fromDirectory(dir, &err) : NULL;
	CXCompileCommands cmds;
	CXCompileCommand cmd;
	char abs[PATH_MAX], *cwd;
	const char **flags = NULL;
	unsigned i, nargs;
	int n = 0, cap = 0;

	*out = NULL;
	*nout = 0;
	if (!db || err != CXCompilationDatabase_NoError)
		return -1;
	if (!realpath(path, abs))
		snprintf(abs, sizeof(abs), "%s", path);
	cmds = clang_CompilationDatabase_getCompileCommands(db, abs);
	if (!cmds || !clang_CompileCommands_getSize(cmds)) {
		if (cmds)
			clang_CompileCommands_dispose(cmds);
		clang_CompilationDatabase_dispose(db);
		return 0;        /* not in the database: no flags of its own */
	}
	cmd = clang_CompileCommands_getCommand(cmds, 0);
	cwd = cx_string(fe, clang_CompileCommand_getDirectory(cmd));
	nargs = clang_CompileCommand_getNumArgs(cmd);
	for (i = 1; i < nargs; i++) {
		char *a = cx_string(fe, clang_CompileCommand_getArg(cmd, i));
		char *value = NULL;

		if (!strcmp(a, "-isystem") || !strcmp(a, "-include") ||
		    !strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U")) {
			if (i + 1 >= nargs)
				break;
			value = cx_string(fe, clang_CompileCommand_getArg(cmd, ++i));
			if (a[1] == 'I' || a[1] == 'D' || a[1] == 'U') {
				a = arena_printf(fe->A, "%s%s", a, value);
				value = NULL;
			}
		} else if (!(a[0] == '-' && (a[1] == 'I' || a[1] == 'D' || a[1] == 'U')) &&
			   strncmp(a, "-std=", 5)) {
			continue;
		}
		/* relative folders are relative to the command's */
		if (a[1] == 'I' && a[2] != '/')
			a = arena_printf(fe->A, "-I%s/%s", cwd, a + 2);
		if (value && value[0] != '/')
			value = arena_printf(fe->A, "%s/%s", cwd, value);
		flags = arena_grow(fe->A, flags, sizeof(*flags), n, &cap);
		flags[n++] = a;
		if (value) {
			flags = arena_grow(fe->A, flags, sizeof(*flags), n, &cap);
			flags[n++] = value;
		}
	}
	clang_CompileCommands_dispose(cmds);
	clang_CompilationDatabase_dispose(db);
	*out = flags;
	*nout = n;
	return 0;
}

int frontend_compdb_files(struct arena *A, const char *dir, const char ***out)
{
	CXCompilationDatabase_Error err;
	CXCompilationDatabase db;
	CXCompileCommands cmds;
	const char **files = NULL;
	unsigned i, n;
	int count = 0, cap = 0, j;

	*out = NULL;
	if (!compdb_exists(dir))
		return -1;
	db = clang_CompilationDatabase_fromDirectory(dir, &err);
	if (err != CXCompilationDatabase_NoError || !db)
		return -1;
	cmds = clang_CompilationDatabase_getAllCompileCommands(db);
	n = cmds ? clang_CompileCommands_getSize(cmds) : 0;
	for (i = 0; i < n; i++) {
		CXCompileCommand cmd = clang_CompileCommands_getCommand(cmds, i);
		CXString file = clang_CompileCommand_getFilename(cmd);
		CXString cwd = clang_CompileCommand_getDirectory(cmd);
		const char *f = clang_getCString(file), *d = clang_getCString(cwd);
		const char *path = nearby_tidy(A, f && f[0] != '/' && d ? arena_printf(A, "%s/%s", d, f)
									   : arena_strdup(A, f ? f : ""));
		for (j = 0; j < count && strcmp(files[j], path); j++)
			;
		if (*path && j == count) {   /* a file compiled twice is one file */
			files = arena_grow(A, files, sizeof(*files), count, &cap);
			files[count++] = path;
		}
		clang_disposeString(file);
		clang_disposeString(cwd);
	}
	if (cmds)
		clang_CompileCommands_dispose(cmds);
	clang_CompilationDatabase_dispose(db);
	*out = files;
	return count;
}

/* clang_getInclusions' visitor: each included file, for tu->inputs. */
static void note_input(CXFile file, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	struct fe *fe = data;
	struct ir_tu *tu = fe->tu;
	char *path;

	(void)stack;
	if (!depth)
		return;          /* the main file */
	path = cx_string(fe, clang_getFileName(file));
	if (cx_under_dir(path, PRELUDE_DIR))
		return;          /* in memory: not a file anyone reads */
	tu->inputs = arena_grow(fe->A, tu->inputs, sizeof(*tu->inputs), tu->ninputs,
				&tu->cap_inputs);
	tu->inputs[tu->ninputs].path = path;
	tu->inputs[tu->ninputs++].system =
		clang_Location_isInSystemHeader(clang_getLocationForOffset(fe->ctu, file, 0));
}

/* The newest CUDA whose headers clang 19 parses (its CudaVersion list). */
#define NEWEST_CUDA 12050

/*
 * CUDA_VERSION from DIR/include/cuda.h (12040 for 12.4), or 0 when there
 * is no such file.
 */
static int cuda_version(const char *dir)
{
	char path[4096], line[512];
	FILE *f;
	int v = 0;

	snprintf(path, sizeof(path), "%s/include/cuda.h", dir);
	if (!(f = fopen(path, "r")))
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, " #define CUDA_VERSION %d", &v) == 1)
			break;
	fclose(f);
	return v;
}

/*
 * Whether to parse against the user's CUDA headers (--cuda-path): only a
 * CUDA clang 19 knows.  Otherwise a note says why the bundled headers are
 * used instead.
 */
static int use_cuda_path(struct fe *fe, const char *dir)
{
	struct src_loc none = { fe->main_path, 0, 0 };
	int v = cuda_version(dir);

	if (!v) {
		diag_add(fe->diags, SEV_NOTE, none, RULE_NONE,
			 "no include/cuda.h with a CUDA_VERSION under '%s': parsing with warpcheck's own CUDA headers",
			 dir);
		return 0;
	}
	if (v > NEWEST_CUDA) {
		diag_add(fe->diags, SEV_NOTE, none, RULE_NONE,
			 "CUDA %d.%d in '%s' is newer than clang 19 can parse (%d.%d at most): parsing with warpcheck's own CUDA headers",
			 v / 1000, v % 1000 / 10, dir, NEWEST_CUDA / 1000, NEWEST_CUDA % 1000 / 10);
		return 0;
	}
	return 1;
}

/* An error inside the CUDA installation's own headers, not the user's code. */
static int errors_in(struct fe *fe, const char *dir)
{
	unsigned i, n = clang_getNumDiagnostics(fe->ctu);
	int found = 0;

	for (i = 0; i < n && !found; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		CXFile file;
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
			CXString msg = clang_getDiagnosticSpelling(d);
			clang_getExpansionLocation(clang_getDiagnosticLocation(d), &file, NULL, NULL, NULL);
			if (file) {
				CXString name = clang_getFileName(file);
				found = cx_under_dir(clang_getCString(name), dir);
				clang_disposeString(name);
			}
			/* clang did not take the folder for a CUDA installation */
			found |= strstr(clang_getCString(msg), "CUDA installation") != NULL;
			clang_disposeString(msg);
		}
		clang_disposeDiagnostic(d);
	}
	return found;
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
/* parses again for such edits, at most: each costs a parse */
#define EDIT_ROUNDS 3

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

/* `template` keywords written into one file, at most */
#define MAX_INSERTED 64

struct reordered {
	const char *path;
	char *text;
	size_t len;
	int is_main;             /* the file linted (its text may be in memory) */
	size_t at[MAX_INSERTED]; /* where TEMPLATE_WORD goes, offsets into text */
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

static int by_offset(const void *a, const void *b)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;

	return x < y ? -1 : x > y;
}

/* Adds offset at to r's places for TEMPLATE_WORD, once (every instance
 * reports it); 1 if it was new. */
static int add_place(struct reordered *r, size_t at)
{
	int k;

	for (k = 0; k < r->nat && r->at[k] != at; k++)
		;
	if (k < r->nat || r->nat == MAX_INSERTED)
		return 0;
	r->at[r->nat++] = at;
	return 1;
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

	qsort(r->at, (size_t)r->nat, sizeof(r->at[0]), by_offset);
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
		memcpy(text + out, TEMPLATE_WORD, w);
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
 * and `#pragma unroll` before no loop (blanked); how many, 0 if nothing
 * was edited.
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
		enum { NONE, ATTRIBUTE, PRAGMA, STRAY, MISSING } kind =
			!strcmp(m, "an attribute list cannot appear here") ? ATTRIBUTE
			: begins(m, "expected a for, while, or do-while loop to follow '#pragma") ? PRAGMA
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
static enum CXErrorCode reparse_edited(struct fe *fe, const char *path, const char **args,
				       int nargs, int had_main, const char *epilogue, int *again)
{
	struct reordered re[MAX_REORDERED];
	int nre = nvcc_edits(fe, re), k, m, nu = fe->nprelude;
	const char *text = fe->source;
	size_t len = fe->source_len;
	struct CXUnsavedFile *u;

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
		/* a header an earlier round copied: this round's copy instead */
		for (m = 0; m < nu && strcmp(u[m].Filename, re[k].path); m++)
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
	fe->prelude = u;
	return clang_parseTranslationUnit2(fe->index, path, args, nargs, u, (unsigned)nu,
					   CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord, &fe->ctu);
}

/* headers found near the file or in its project (includes.c), at most */
#define MAX_FOUND_INCLUDES 24
/* -D for the macros #errors ask for (macros.c) */
#define MAX_WANTED_MACROS 8

/* The file parsed again, with what a round added to args. */
static enum CXErrorCode parse_again(struct fe *fe, const char *path, const char **args, int nargs,
				    struct CXUnsavedFile *unsaved, int nunsaved)
{
	clang_disposeTranslationUnit(fe->ctu);
	fe->ctu = NULL;
	fe->ntexts = 0;
	return clang_parseTranslationUnit2(fe->index, path, args, nargs, unsaved, (unsigned)nunsaved,
					   CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord,
					   &fe->ctu);
}

/* Is line `line` of file an #include of "name", in quotes? */
static int quoted_include(struct fe *fe, CXFile file, unsigned line, const char *name)
{
	int is_main = clang_File_isEqual(file, clang_getFile(fe->ctu, fe->main_path));
	size_t len = 0;
	char *read = is_main ? NULL : source_read(cx_file_name(fe, file), &len);
	const char *text = is_main ? fe->source : read, *p, *q;
	char *quoted = arena_printf(fe->A, "\"%s\"", name);
	unsigned at = 1;
	int yes = 0;

	for (p = text; p && *p && at < line; p++)
		at += *p == '\n';
	if (p && at == line) {
		q = strchr(p, '\n');
		p = strstr(p, quoted);
		yes = p && (!q || p < q);
	}
	free(read);
	return yes;
}

/*
 * What clang could not find after the pre-scan (a name a macro builds):
 * its "file not found" errors, each looked for as includes_add does.
 * Returns how many folders were added.
 */
static int find_includes(struct fe *fe, const char **args, int *nargs, int room)
{
	unsigned i, n = clang_getNumDiagnostics(fe->ctu);
	int added = 0;

	for (i = 0; i < n && added < room; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		CXString msg = clang_getDiagnosticSpelling(d);
		const char *m = clang_getCString(msg), *end = strstr(m, "' file not found");
		char *name;
		CXFile file;
		unsigned line;

		if (m[0] != '\'' || !end || end == m + 1) {
			clang_disposeString(msg);
			clang_disposeDiagnostic(d);
			continue;
		}
		name = arena_printf(fe->A, "%.*s", (int)(end - m - 1), m + 1);
		clang_getSpellingLocation(clang_getDiagnosticLocation(d), &file, &line, NULL, NULL);
		clang_disposeString(msg);
		clang_disposeDiagnostic(d);
		if (!file || !quoted_include(fe, file, line, name))
			continue;
		added += includes_add(fe, name, (struct src_loc){ cx_file_name(fe, file), line, 1 },
				      args, nargs, NULL);
	}
	return added;
}

/* Does one of the flags name a language standard (-std=, --std=)? */
static int given_standard(const char **db, int ndb, const char *const *user, int nuser)
{
	int i;

	for (i = 0; i < ndb; i++)
		if (!strncmp(db[i], "-std=", 5) || !strncmp(db[i], "--std=", 6))
			return 1;
	for (i = 0; i < nuser; i++)
		if (!strncmp(user[i], "-std=", 5) || !strncmp(user[i], "--std=", 6))
			return 1;
	return 0;
}

int frontend_load(struct ir_tu **out, const char *path,
		  const struct frontend_options *opts, struct diag_list *diags)
{
	static const char *base_args[] = {
		"-x", "cuda", "--cuda-device-only", "-nocudalib",
		"-std=c++17", "-Wno-unknown-cuda-version", "-ferror-limit=0",
		/* what nvcc warns of and compiles, clang refuses: `register`,
		 * narrowing in a braced list, "%"PRId64 without a space */
		"-Wno-register", "-Wno-c++11-narrowing", "-Wno-reserved-user-defined-literal",
		/* a C variadic device function, which nvcc compiles where it is
		 * never called (CuTe's and CUTLASS's overloads on `...` to
		 * choose a template) */
		"-Xclang", "-fcuda-allow-variadic-functions",
		/* libtorch's API as extensions use it, after every -I: a real
		 * libtorch on the include path wins */
		"-idirafter", PRELUDE_DIR "/libtorch",
		/* the CUDA samples' helper headers (helper_cuda.h, ...), after
		 * every -I too: a project's own copy wins */
		"-idirafter", PRELUDE_DIR "/samples",
		/* what the host compiler's own folder has and clang's lacks
		 * (omp.h), last of all */
		"-idirafter", PRELUDE_DIR "/host",
	};
	/* the bundled headers, or the user's CUDA */
	static const char *prelude_args[] = {
		"-nocudainc", "--cuda-path=/nonexistent", "-I" PRELUDE_DIR, "-include", PRELUDE_PATH,
	};
	enum { NBASE = sizeof(base_args) / sizeof(base_args[0]) + 5 };
	char cuda_arg[4200], sdk_arg[64];
	int real_cuda = 0, main_given;
	struct CXUnsavedFile *unsaved;
	int nunsaved = 0;
	char *epilogue;
	struct ir_tu *tu = xcalloc(1, sizeof(*tu));
	struct fe fe;
	const char **args;
	char arch_arg[64];
	const char **db_args = NULL;
	int ndb = 0;
	CXIndex index;
	enum CXErrorCode rc;
	int i, nargs = 0, respaced = 0, found, wanted = 0;
	struct timespec t0, t1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	arena_init(&tu->arena, 0);
	memset(&fe, 0, sizeof(fe));
	fe.tu = tu;
	fe.A = &tu->arena;
	fe.diags = diags;
	fe.opts = opts;
	fe.main_path = arena_strdup(fe.A, path);
	*out = NULL;

	if (opts->contents) {
		fe.source = arena_strdup(fe.A, opts->contents);
		fe.source_len = strlen(opts->contents);
	} else if (read_file(&fe, path) < 0) {
		struct src_loc none = { fe.main_path, 0, 0 };
		diag_add(diags, SEV_ERROR, none, RULE_NONE, "cannot read '%s'", path);
		ir_tu_release(tu);
		return -1;
	}
	assumed_scan(&fe);
	respaced = space_cuda_suffixes((char *)fe.source, fe.source_len);
	respaced += static_extern_shared((char *)fe.source, fe.source_len);
	respaced += frontend_respace_template((char *)fe.source, fe.source_len);
	if (opts->compdb_dir && compdb_flags(&fe, opts->compdb_dir, path, &db_args, &ndb) < 0) {
		struct src_loc none = { fe.main_path, 0, 0 };
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "cannot read '%s/compile_commands.json'", opts->compdb_dir);
		ir_tu_release(tu);
		return -1;
	}
	args = xreallocarray(NULL, NBASE + (size_t)opts->nclang_args + (size_t)ndb +
				   MAX_FOUND_INCLUDES + MAX_WANTED_MACROS + 1, sizeof(*args));
	for (i = 0; i < (int)(sizeof(base_args) / sizeof(base_args[0])); i++)
		args[nargs++] = base_args[i];
	real_cuda = opts->cuda_path && use_cuda_path(&fe, opts->cuda_path);
	if (real_cuda) {
		int v = cuda_version(opts->cuda_path);
		snprintf(cuda_arg, sizeof(cuda_arg), "--cuda-path=%s", opts->cuda_path);
		args[nargs++] = cuda_arg;
		/* the driver names the SDK's version only when it links
		 * libdevice, which -nocudalib leaves out; without it, <<<...>>>
		 * is lowered to the launch call of CUDA 9.1 and older */
		snprintf(sdk_arg, sizeof(sdk_arg), "-target-sdk-version=%d.%d", v / 1000,
			 v % 1000 / 10);
		args[nargs++] = "-Xclang";
		args[nargs++] = sdk_arg;
	} else {
		for (i = 0; i < 5; i++)
			args[nargs++] = prelude_args[i];
	}
	snprintf(arch_arg, sizeof(arch_arg), "--cuda-gpu-arch=%s",
		 opts->arch ? opts->arch : "sm_90");
	args[nargs++] = arch_arg;
	/* C++20 where the project's build asks for it (concepts,
	 * std::type_identity); a -std of the user's or the compilation
	 * database's comes after it and wins */
	if (!opts->contents) {
		const char *from;
		int std = nearby_standard(fe.A, path, &from);
		if (std >= 20 && !given_standard(db_args, ndb, (const char *const *)opts->clang_args, opts->nclang_args)) {
			struct src_loc none = { fe.main_path, 0, 0 };
			args[nargs++] = std == 20 ? "-std=c++20" : "-std=c++23";
			diag_add(diags, SEV_NOTE, none, RULE_NONE,
				 "read as C++%d, the standard '%s' builds it with (-std=c++17 says otherwise)",
				 std, from);
		}
	}
	for (i = 0; i < ndb; i++)
		args[nargs++] = db_args[i];
	for (i = 0; i < opts->nclang_args; i++)
		args[nargs++] = opts->clang_args[i];
	tu->nflags = ndb + opts->nclang_args;
	tu->flags = arena_alloc(fe.A, ((size_t)tu->nflags + 1) * sizeof(*tu->flags));
	memcpy(tu->flags, args + nargs - tu->nflags, (size_t)tu->nflags * sizeof(*tu->flags));

	/* headers the file's #includes name that are not on the path, found
	 * near it or in its project before the first parse (and the headers
	 * whose text nvcc reads otherwise than clang, respaced) */
	found = opts->contents ? 0 : includes_prescan(&fe, path, args, &nargs, MAX_FOUND_INCLUDES);
	wanted = macros_prescanned(&fe, args, &nargs, MAX_WANTED_MACROS);

	/* the bundled headers and the respaced ones, then the main file and
	 * an edited header */
	for (i = 0; warpcheck_prelude[i].name; i++)
		;
	unsaved = arena_alloc(fe.A, ((size_t)i + fe.nrewrites + 2) * sizeof(*unsaved));
	for (i = 0; warpcheck_prelude[i].name; i++) {
		unsaved[nunsaved].Filename = arena_printf(fe.A, "%s/%s", PRELUDE_DIR,
							  warpcheck_prelude[i].name);
		unsaved[nunsaved].Contents = warpcheck_prelude[i].text;
		unsaved[nunsaved++].Length = (unsigned long)strlen(warpcheck_prelude[i].text);
	}
	for (i = 0; i < fe.nrewrites; i++)
		if (!opts->header_path || strcmp(fe.rewrites[i].Filename, opts->header_path))
			unsaved[nunsaved++] = fe.rewrites[i];
	fe.nprelude = nunsaved;
	epilogue = instances_epilogue(&fe);
	if (epilogue || opts->contents || respaced) {
		if (!epilogue)
			epilogue = "";
		char *copy = arena_printf(fe.A, "%.*s%s", (int)fe.source_len, fe.source, epilogue);
		unsaved[nunsaved].Filename = path;
		unsaved[nunsaved].Contents = copy;
		unsaved[nunsaved++].Length = (unsigned long)strlen(copy);
	}
	if (opts->header_path && opts->header_contents) {
		/* a header of the file, edited (a fix of a kernel read through
		 * the file that includes it) */
		char *edited = arena_strdup(fe.A, opts->header_contents);
		frontend_respace_template(edited, strlen(edited));
		unsaved[nunsaved].Filename = opts->header_path;
		unsaved[nunsaved].Contents = edited;
		unsaved[nunsaved++].Length = (unsigned long)strlen(edited);
	}
	index = clang_createIndex(0, 0);
	fe.index = index;
	fe.prelude = unsaved;
	rc = clang_parseTranslationUnit2(index, path, args, nargs, unsaved, nunsaved,
					 CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord,
					 &fe.ctu);
	if (real_cuda && rc == CXError_Success && fe.ctu && errors_in(&fe, opts->cuda_path)) {
		/* the installation's headers do not parse: the bundled ones do */
		struct src_loc none = { fe.main_path, 0, 0 };
		int base = (int)(sizeof(base_args) / sizeof(base_args[0]));
		diag_add(diags, SEV_NOTE, none, RULE_NONE,
			 "clang 19 cannot parse the CUDA headers in '%s': parsing with warpcheck's own CUDA headers",
			 opts->cuda_path);
		clang_disposeTranslationUnit(fe.ctu);
		fe.ctu = NULL;
		fe.ntexts = 0;
		memmove(args + base + 5, args + base + 3, (size_t)(nargs - base - 3) * sizeof(*args));
		for (i = 0; i < 5; i++)
			args[base + i] = prelude_args[i];
		nargs += 2;
		rc = clang_parseTranslationUnit2(index, path, args, nargs, unsaved, nunsaved,
						 CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord, &fe.ctu);
	} else if (real_cuda) {
		fe.cuda_dir = opts->cuda_path;
	}
	/* headers found near the file: parsed again with their folders, and
	 * again for those the found headers include (a helper one folder up
	 * that includes "common.h" from the file's own folder), three rounds
	 * at most */
	for (i = 0; i < 3 && rc == CXError_Success && fe.ctu; i++) {
		int added = find_includes(&fe, args, &nargs, MAX_FOUND_INCLUDES - found);

		if (!added)
			break;
		found += added;
		rc = parse_again(&fe, path, args, nargs, unsaved, nunsaved);
	}
	/* the macros a #error asks for that the project's build defines;
	 * twice, for a #error that only the first's definitions reach */
	for (i = 0; i < 2 && rc == CXError_Success && fe.ctu; i++) {
		int added = macros_wanted(&fe, args, &nargs, MAX_WANTED_MACROS - wanted);

		if (!added)
			break;
		wanted += added;
		rc = parse_again(&fe, path, args, nargs, unsaved, nunsaved);
	}
	if (fe.ndefines) {
		/* nvcc (--ptxas, --sass) is given them too */
		const char **flags = arena_alloc(fe.A, ((size_t)tu->nflags + (size_t)fe.ndefines + 1) * sizeof(*flags));
		memcpy(flags, tu->flags, (size_t)tu->nflags * sizeof(*flags));
		memcpy(flags + tu->nflags, fe.defines, (size_t)fe.ndefines * sizeof(*flags));
		tu->flags = flags;
		tu->nflags += fe.ndefines;
	}
	/* each round's instances may hide the next's (a function template
	 * instantiated only from one clang refused) */
	main_given = nunsaved > fe.nprelude;
	for (i = 0; i < EDIT_ROUNDS && rc == CXError_Success && fe.ctu; i++) {
		int again = 0;
		rc = reparse_edited(&fe, path, args, nargs, main_given, epilogue, &again);
		if (!again)
			break;
		main_given = 1;   /* as fe.source now has it */
	}
	fe.parse_args = arena_alloc(fe.A, ((size_t)nargs + 1) * sizeof(*fe.parse_args));
	memcpy(fe.parse_args, args, (size_t)nargs * sizeof(*args));
	fe.nparse_args = nargs;
	free(args);
	if (rc != CXError_Success || !fe.ctu) {
		struct src_loc none = { fe.main_path, 0, 0 };
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "libclang could not parse '%s' (error %d)", path, (int)rc);
		clang_disposeIndex(index);
		ir_tu_release(tu);
		return -1;
	}
	fe.main_file = clang_getFile(fe.ctu, path);
	errors_report(&fe);
	kernels_find(&fe);
	if (!opts->contents)
		bodies_find(&fe);
	assumed_unused(&fe);
	clang_getInclusions(fe.ctu, note_input, &fe);
	clang_disposeTranslationUnit(fe.ctu);
	clang_disposeIndex(index);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	tu->load_seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
	*out = tu;
	return 0;
}

/*
 * Another file of the project parsed as the main one was (its flags, the
 * bundled headers), for its host code: a caller of the main file's
 * functions (host.c).  NULL when it does not parse.
 */
CXTranslationUnit frontend_parse_other(struct fe *fe, const char *path)
{
	CXTranslationUnit t = NULL;

	if (clang_parseTranslationUnit2(fe->index, path, fe->parse_args, fe->nparse_args,
					fe->prelude, (unsigned)fe->nprelude,
					CXTranslationUnit_KeepGoing, &t) != CXError_Success)
		return NULL;
	return t;
}

void ir_tu_release(struct ir_tu *tu)
{
	if (!tu)
		return;
	arena_release(&tu->arena);
	free(tu);
}
