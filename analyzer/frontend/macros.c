/*
 * macros.c - the macros a #error asks for, defined as the project's build
 * defines them.
 *
 * A header that must be built with a macro says so with a #error:
 *
 *     #ifndef TCNN_HALF_PRECISION
 *     #error "TCNN_HALF_PRECISION is undefined. The build system must ..."
 *
 *     #if defined(GRID_STRIDE) ... #elif defined(BLOCK_STRIDE) ... #else
 *     #error Must pick grid-stride or block-stride loop
 *
 * and the project's build passes it (`-DTCNN_HALF_PRECISION=1` in its
 * CMakeLists.txt).  Linted with -I alone, every kernel of the file is
 * lost to it.  The #error's condition names the macros that silence it:
 * the first of them that a build file near the header defines
 * (nearby_define; in CMake, not in a branch the options' defaults leave
 * out) is defined as it defines it; where any one of several
 * would do and no build file names one, the one that names the
 * architecture analyzed (ENABLE_SM90), else the first, is defined as 1.  A
 * note at the #error says which and where from, and the file is parsed
 * again.  A lone name (`#ifndef NAME`, `#ifdef NAME ... #else #error`)
 * that no build file defines stays the error it is: its value is not
 * guessed.  Names the compiler reserves
 * (`__CUDA_ARCH__`, `_OPENMP`) are never defined here, nor a name the
 * command line defines or undefines; those nvcc defines for a flag are,
 * where the build passes the flag (`--expt-extended-lambda` in a
 * CMakeLists.txt: __CUDACC_EXTENDED_LAMBDA__).
 *
 * A parse of a heavy file costs seconds, so the plain `#ifndef NAME`
 * form is found before the first parse too, in the text the include
 * pre-scan reads (includes.c): a NAME that no #define of that text
 * names and the build defines is defined from the start.  Which branch
 * of an #if the text is in is not known there, and need not be: the
 * macro is defined as the build defines it.  The other forms, a choice
 * among several, wait for the #error to fire in the parse.
 */
#include "fe.h"
#include "nearby.h"
#include "../report/source.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_NAMES 16

enum directive { D_NONE, D_IF, D_IFDEF, D_IFNDEF, D_ELIF, D_ELSE, D_ENDIF, D_ERROR, D_DEFINE,
		 D_INCLUDE };

/* what the pre-scan saw: the names #defined, hashed, and the #errors of
 * the `#ifndef NAME` form */
struct macro_scan {
	uint64_t *defined;
	int ndefined, cap_defined;
	struct asked {
		const char *name, *path;
		unsigned line, col;
	} *asked;
	int nasked, cap_asked;
};

/* The directive the line at p begins with, *rest after its word. */
static enum directive directive_at(const char *p, const char *end, const char **rest)
{
	static const struct {
		const char *word;
		enum directive d;
	} words[] = {
		{ "ifndef", D_IFNDEF }, { "ifdef", D_IFDEF }, { "if", D_IF },
		{ "elifndef", D_ELIF }, { "elifdef", D_ELIF }, { "elif", D_ELIF },
		{ "else", D_ELSE }, { "endif", D_ENDIF }, { "error", D_ERROR },
		{ "define", D_DEFINE }, { "include", D_INCLUDE },
	};
	size_t i, n;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p >= end || *p++ != '#')
		return D_NONE;
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		n = strlen(words[i].word);
		if ((size_t)(end - p) >= n && !strncmp(p, words[i].word, n) &&
		    (p + n == end || !fe_ident_char(p[n]))) {
			*rest = p + n;
			return words[i].d;
		}
	}
	return D_NONE;
}

/* The start of the line before the one that starts at p (p > text). */
static const char *line_before(const char *text, const char *p)
{
	for (p--; p > text && p[-1] != '\n'; p--)
		;
	return p;
}

/* The directive's text from p to its end, continuation lines joined. */
static char *logical_line(struct arena *A, const char *p, const char *end)
{
	const char *q = p;

	while (q < end && *q != '\n')
		q++;
	while (q < end && q > p && (q[-1] == '\\' || (q[-1] == '\r' && q - 1 > p && q[-2] == '\\')))
		for (q++; q < end && *q != '\n'; q++)
			;
	char *s = arena_strndup(A, p, (size_t)(q - p)), *w;
	for (w = s; *w; w++)
		if (*w == '\\' || *w == '\n' || *w == '\r')
			*w = ' ';
	return s;
}

/* A name the compiler reserves, other than one nvcc defines for a flag
 * the build may pass (__CUDACC_EXTENDED_LAMBDA__) */
static int reserved(const char *name)
{
	return name[0] == '_' && (name[1] == '_' || (name[1] >= 'A' && name[1] <= 'Z')) &&
	       !nearby_flag_macro(name);
}

static int add_name(struct arena *A, const char **names, int n, const char *p, size_t len)
{
	char *name = arena_strndup(A, p, len);
	int i;

	if (reserved(name) || n >= MAX_NAMES)
		return n;
	for (i = 0; i < n; i++)
		if (!strcmp(names[i], name))
			return n;
	names[n] = name;
	return n + 1;
}

/* The names a condition tests with `defined NAME` or `defined(NAME)`. */
static int defined_names(struct arena *A, const char *cond, const char **names, int n)
{
	const char *p;

	for (p = strstr(cond, "defined"); p; p = strstr(p + 7, "defined")) {
		const char *q = p + 7, *b;
		if ((p > cond && fe_ident_char(p[-1])) || fe_ident_char(*q))
			continue;
		while (*q == ' ' || *q == '\t' || *q == '(')
			q++;
		for (b = q; fe_ident_char(*q); q++)
			;
		if (q > b)
			n = add_name(A, names, n, b, (size_t)(q - b));
	}
	return n;
}

/* The single name after #ifdef or #ifndef. */
static int one_name(struct arena *A, const char *rest, const char **names, int n)
{
	const char *b;

	while (*rest == ' ' || *rest == '\t')
		rest++;
	for (b = rest; fe_ident_char(*rest); rest++)
		;
	return rest > b ? add_name(A, names, n, b, (size_t)(rest - b)) : n;
}

/*
 * The names whose definition silences the #error at line (its start)
 * of text: the #ifndef or `#if !defined(...)` it sits under, or the
 * `defined` tests of the branches before the #else or #elif it sits in.
 * *single when there is one name, which must then have a value of the
 * build's.
 */
static int silencers(struct arena *A, const char *text, size_t len, const char *line,
		     const char **names, int *single)
{
	const char *chain[32], *rest, *p = line, *end = text + len;
	enum directive kinds[32], d;
	int nchain = 0, depth = 0, n = 0, i;

	*single = 0;
	while (p > text && nchain < 32) {
		p = line_before(text, p);
		d = directive_at(p, end, &rest);
		if (d == D_ENDIF) {
			depth++;
		} else if (d == D_IF || d == D_IFDEF || d == D_IFNDEF) {
			if (depth-- == 0) {
				kinds[nchain] = d;
				chain[nchain++] = p;
				break;
			}
		} else if (depth == 0 && (d == D_ELIF || d == D_ELSE)) {
			kinds[nchain] = d;
			chain[nchain++] = p;
		}
	}
	if (!nchain || (kinds[nchain - 1] != D_IF && kinds[nchain - 1] != D_IFDEF &&
			kinds[nchain - 1] != D_IFNDEF))
		return 0;
	if (nchain == 1) {
		/* the #error is the head's own branch */
		const char *cond;
		directive_at(chain[0], end, &rest);
		if (kinds[0] == D_IFNDEF) {
			n = one_name(A, rest, names, 0);
			*single = 1;
			return n;
		}
		if (kinds[0] != D_IF)
			return 0;
		cond = logical_line(A, rest, end);
		while (*cond == ' ' || *cond == '\t')
			cond++;
		if (*cond != '!')
			return 0;
		n = defined_names(A, cond, names, 0);
		*single = n == 1;
		return n;
	}
	/* the #error is in an #elif or #else: the branches before it, the
	 * head's first */
	for (i = nchain - 1; i >= 1; i--) {
		directive_at(chain[i], end, &rest);
		if (kinds[i] == D_IFDEF) {
			n = one_name(A, rest, names, n);
		} else if (kinds[i] == D_IF || kinds[i] == D_ELIF) {
			const char *cond = logical_line(A, rest, end);
			while (*cond == ' ' || *cond == '\t')
				cond++;
			if (*cond != '!')
				n = defined_names(A, cond, names, n);
		}
	}
	/* one alternative alone (`#ifdef CUDA_VERSION ... #else #error`) is
	 * not a choice: its value is the build's or nothing */
	*single = n == 1;
	return n;
}

/* Does the command line already define or undefine name? */
static int given(const char **args, int nargs, const char *name)
{
	size_t n = strlen(name);
	int i;

	for (i = 0; i < nargs; i++) {
		const char *a = args[i];
		if ((!strcmp(a, "-D") || !strcmp(a, "-U")) && i + 1 < nargs)
			a = args[++i];
		else if (!strncmp(a, "-D", 2) || !strncmp(a, "-U", 2))
			a += 2;
		else
			continue;
		if (!strncmp(a, name, n) && (a[n] == '\0' || a[n] == '='))
			return 1;
	}
	return 0;
}

/*
 * Of several names any of which would do, the one that names the
 * architecture analyzed (ENABLE_SM90 for sm_90: a header that needs one
 * of the kernels' architectures), else -1.
 */
/* the GPU families' names, by the architectures' numbers */
static const struct {
	int from, to;
	const char *family;
} families[] = {
	{ 70, 72, "VOLTA" }, { 75, 75, "TURING" }, { 80, 88, "AMPERE" },
	{ 89, 89, "ADA" }, { 90, 99, "HOPPER" }, { 100, 129, "BLACKWELL" },
};

/* The number of the architecture analyzed (90 for sm_90a). */
static int arch_number(struct fe *fe)
{
	const char *arch = fe->opts->arch ? fe->opts->arch : "sm_90";

	return atoi(arch + strcspn(arch, "0123456789"));
}

/* Does name hold family as a word of its own (KITTENS_HOPPER, not ADAM)? */
static int names_family(const char *name, const char *family)
{
	size_t n = strlen(family);
	const char *p;

	for (p = strstr(name, family); p; p = strstr(p + 1, family))
		if ((p == name || p[-1] == '_') && (p[n] == '\0' || p[n] == '_'))
			return 1;
	return 0;
}

/*
 * Does name say another GPU family than the one analyzed (KITTENS_BLACKWELL
 * for sm_90)?  A build that defines one such name a GPU, in branches of
 * its own, defines the analyzed one's only.
 */
static int other_family(struct fe *fe, const char *name)
{
	int i, number = arch_number(fe);

	for (i = 0; i < (int)(sizeof(families) / sizeof(families[0])); i++)
		if ((number < families[i].from || number > families[i].to) &&
		    names_family(name, families[i].family))
			return 1;
	return 0;
}

/*
 * Of several names any of which would do, the one of the system the code
 * is read on (OS_LNX among OS_WIN, OS_MAC, OS_LNX: nvcc's host is Linux
 * here), else -1.
 */
static int for_host(const char **names, int n)
{
	static const char *const words[] = { "LINUX", "LNX", "UNIX", "POSIX" };
	int k, i;

	for (k = 0; k < n; k++)
		for (i = 0; i < (int)(sizeof(words) / sizeof(words[0])); i++)
			if (names_family(names[k], words[i]))
				return k;
	return -1;
}

static int for_arch(struct fe *fe, const char **names, int n)
{
	const char *arch = fe->opts->arch ? fe->opts->arch : "sm_90";
	const char *digits = arch + strcspn(arch, "0123456789");
	size_t nd = strspn(digits, "0123456789");
	int k, i, number = arch_number(fe);

	for (i = 0; i < (int)(sizeof(families) / sizeof(families[0])); i++) {
		if (number < families[i].from || number > families[i].to)
			continue;
		for (k = 0; k < n; k++)
			if (names_family(names[k], families[i].family))
				return k;
	}
	for (k = 0; nd && k < n; k++) {
		const char *p;
		for (p = names[k]; p[0] && p[1]; p++) {
			const char *q = p + 2;
			if ((p[0] != 'S' && p[0] != 's') || (p[1] != 'M' && p[1] != 'm'))
				continue;
			if (*q == '_')
				q++;
			if (!strncmp(q, digits, nd) && !fe_ident_char(q[nd]))
				return k;
		}
	}
	return -1;
}

/* The start of the #error line at offset of file, or NULL where the line
 * is none. */
static const char *error_line(struct fe *fe, CXFile file, unsigned offset)
{
	size_t len;
	const char *text = cx_file_text(fe, file, &len), *line, *rest;

	if (!text || offset > len)
		return NULL;
	for (line = text + offset; line > text && line[-1] != '\n'; line--)
		;
	return directive_at(line, text + len, &rest) == D_ERROR ? line : NULL;
}

int macros_is_error(struct fe *fe, CXFile file, unsigned offset)
{
	return error_line(fe, file, offset) != NULL;
}

/* -Dname=value into args and fe->defines. */
static void define(struct fe *fe, const char **args, int *nargs, const char *name,
		   const char *value)
{
	const char *flag = arena_printf(fe->A, "-D%s=%s", name, value);

	args[(*nargs)++] = flag;
	if (fe->ndefines < (int)(sizeof(fe->defines) / sizeof(fe->defines[0])))
		fe->defines[fe->ndefines++] = flag;
}

static void note_defined(struct fe *fe, struct src_loc loc, const char *name, const char *value,
			 const char *from)
{
	diag_add(fe->diags, SEV_NOTE, loc, RULE_NONE,
		 "this #error asks for '%s', which the project's build defines: read with -D%s=%s, as %s does (pass -D or -U to choose otherwise)",
		 name, name, value, from);
}

int macros_wanted(struct fe *fe, const char **args, int *nargs, int room)
{
	unsigned i, ndiags = clang_getNumDiagnostics(fe->ctu);
	int added = 0;

	for (i = 0; i < ndiags && added < room; i++) {
		CXDiagnostic diag = clang_getDiagnostic(fe->ctu, i);
		CXSourceLocation where = clang_getDiagnosticLocation(diag);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(diag);
		const char *names[MAX_NAMES], *text, *line, *value = NULL, *from = NULL;
		const char *file_name, *chosen = NULL, *why;
		struct src_loc loc;
		unsigned offset;
		size_t len;
		CXFile file;
		int n, k, single;

		clang_disposeDiagnostic(diag);
		if (sev < CXDiagnostic_Error)
			continue;
		clang_getExpansionLocation(where, &file, &loc.line, &loc.col, &offset);
		if (!file || !cx_user_location(fe, where) || !(line = error_line(fe, file, offset)))
			continue;
		text = cx_file_text(fe, file, &len);
		n = silencers(fe->A, text, len, line, names, &single);
		for (k = 0; k < n && !given(args, *nargs, names[k]); k++)
			;
		if (!n || k < n)
			continue;   /* none, or the command line chose */
		file_name = cx_file_name(fe, file);
		for (k = 0; k < n && !chosen; k++)
			if (nearby_define(fe->A, file_name, names[k], &value, &from))
				chosen = names[k];
		if (!chosen && single)
			continue;
		why = "the first";
		if (!chosen) {
			if ((k = for_arch(fe, names, n)) >= 0)
				why = "the one for the architecture analyzed";
			else if ((k = for_host(names, n)) >= 0)
				why = "the one for Linux, where nvcc reads it";
			chosen = names[k < 0 ? 0 : k];
			value = "1";
		}
		define(fe, args, nargs, chosen, value);
		added++;
		loc.file = file_name;
		if (from)
			note_defined(fe, loc, chosen, value, from);
		else
			diag_add(fe->diags, SEV_NOTE, loc, RULE_NONE,
				 "this #error asks for one of %d macros that no build file near it defines: read with -D%s=1, %s (pass -D to choose another)",
				 n, chosen, why);
	}
	return added;
}

/*
 * A file that still has errors and tests a macro its project's build
 * defines, with no #error asking (`#ifdef ENABLE_BF16` where setup.py
 * passes -DENABLE_BF16, and the code without it lacks what the file
 * uses): each such name of the file and the project's headers it
 * includes whose block names something an error quotes
 * ('num_elems<__nv_bfloat16>'), defined as the build defines it: one
 * name a test, that of the GPU family analyzed where the test allows
 * several, and never another family's (a build defines one a GPU).  The
 * caller parses again and keeps them only where the errors fall, asm
 * text clang refuses and nvcc passes not counted (macros_tested_keep).
 * The count added.
 */
#define TESTED_FILES 512

struct user_files {
	struct fe *fe;
	CXFile v[TESTED_FILES];
	int n;
};

static void user_file(CXFile file, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	struct user_files *uf = data;

	(void)stack;
	(void)depth;
	if (uf->n < TESTED_FILES &&
	    cx_user_location(uf->fe, clang_getLocationForOffset(uf->fe->ctu, file, 0)))
		uf->v[uf->n++] = file;
}

#define ERROR_NAMES 32

/* The names the user's errors quote ('num_elems<__nv_bfloat16>'). */
static int error_names(struct fe *fe, const char **names)
{
	unsigned i, ndiags = clang_getNumDiagnostics(fe->ctu);
	int n = 0;

	for (i = 0; i < ndiags && n < ERROR_NAMES; i++) {
		CXDiagnostic diag = clang_getDiagnostic(fe->ctu, i);
		const char *msg, *p, *q;

		if (clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error &&
		    cx_user_location(fe, clang_getDiagnosticLocation(diag))) {
			msg = cx_string(fe, clang_getDiagnosticSpelling(diag));
			for (p = strchr(msg, '\''); p && n < ERROR_NAMES; p = strchr(q + 1, '\'')) {
				if (!(q = strchr(p + 1, '\'')))
					break;
				/* a name, not the punctuation of "expected ')'",
				 * which every block would name */
				if (q - p > 1 && q - p < 80 && fe_ident_char(p[1]) &&
				    !(p[1] >= '0' && p[1] <= '9'))
					names[n++] = arena_strndup(fe->A, p + 1, (size_t)(q - p - 1));
			}
		}
		clang_disposeDiagnostic(diag);
	}
	return n;
}

/* Does text (len bytes) name one of names, as a whole word? */
static int text_names(const char *text, size_t len, const char **names, int n)
{
	int k;

	for (k = 0; k < n; k++) {
		size_t nlen = strlen(names[k]);
		const char *r;

		for (r = text; r + nlen <= text + len; r++)
			if (*r == names[k][0] && !strncmp(r, names[k], nlen) &&
			    (r == text || !fe_ident_char(r[-1])) && !fe_ident_char(r[nlen]))
				return 1;
	}
	return 0;
}

/*
 * Does the header that `#include "name"` (rest, after the word) finds
 * beside the file dir (its folder, with a '/') name one of names?
 */
static int include_names(struct fe *fe, const char *dir, const char *rest, const char **names,
			 int n)
{
	const char *q;
	char *text;
	size_t len;
	int found;

	while (*rest == ' ' || *rest == '\t')
		rest++;
	if (*rest != '"' || !(q = strchr(rest + 1, '"')) || memchr(rest, '\n', (size_t)(q - rest)))
		return 0;
	text = source_read(arena_printf(fe->A, "%s%.*s", dir, (int)(q - rest - 1), rest + 1), &len);
	found = text && text_names(text, len, names, n);
	free(text);
	return found;
}

/*
 * Does the conditional block that starts after the directive at p (to its
 * #else, #elif or #endif, nested ones inside) name one of names, itself
 * or in a header it includes from beside its file (dir, the folder with
 * its '/'; nccl's `#if defined(OS_LINUX)` / `#include "os/linux.h"`)?
 */
static int block_names(struct fe *fe, const char *dir, const char *p, const char *end,
		       const char **names, int n)
{
	const char *q = p, *rest;
	int depth = 0, included = 0;

	while (q < end && *q != '\n')
		q++;
	for (p = ++q; q < end; q++) {
		enum directive d;

		if (q != p && q[-1] != '\n')
			continue;
		d = directive_at(q, end, &rest);
		if (d == D_IF || d == D_IFDEF || d == D_IFNDEF)
			depth++;
		else if (d == D_ENDIF && depth)
			depth--;
		else if (!depth && (d == D_ENDIF || d == D_ELSE || d == D_ELIF))
			break;
		else if (d == D_INCLUDE && !included)
			included = include_names(fe, dir, rest, names, n);
	}
	return included || text_names(p, (size_t)(q - p), names, n);
}

/*
 * How the build defines name: the main file's build first (a header of
 * the library is compiled with the flags of the kernel folder's build
 * that includes it), then the header's own folders.
 */
static int build_defines(struct fe *fe, const char *header, const char *name, const char **value,
			 const char **from)
{
	return nearby_define(fe->A, fe->main_path, name, value, from) ||
	       nearby_define(fe->A, header, name, value, from);
}

int macros_tested(struct fe *fe, const char **args, int *nargs, int room)
{
	struct user_files uf = { fe, { 0 }, 0 };
	const char *quoted[ERROR_NAMES];
	int added = 0, f, nquoted = error_names(fe, quoted);

	fe->ntested = 0;
	if (!nquoted)
		return 0;
	/* the file and the project's headers it includes (the test may be
	 * in a header, the error where the file uses what it declares) */
	clang_getInclusions(fe->ctu, user_file, &uf);
	for (f = 0; f < uf.n && added < room; f++) {
		size_t len;
		const char *text = cx_file_text(fe, uf.v[f], &len), *p, *end, *rest;
		const char *file_name = cx_file_name(fe, uf.v[f]), *slash = strrchr(file_name, '/');
		const char *dir = slash ? arena_strndup(fe->A, file_name, (size_t)(slash - file_name + 1)) : "";
		unsigned line = 1;

		if (!text)
			continue;
		end = text + len;
		for (p = text; p < end && added < room; line++) {
			const char *names[MAX_NAMES], *value, *from;
			enum directive d = directive_at(p, end, &rest);
			int n = 0, k, j;

			/* a test whose block names what an error quotes */
			if ((d == D_IFDEF || d == D_IFNDEF || d == D_IF || d == D_ELIF) &&
			    !block_names(fe, dir, p, end, quoted, nquoted))
				d = D_NONE;
			if (d == D_IFDEF || d == D_IFNDEF)
				n = one_name(fe->A, rest, names, 0);
			else if (d == D_IF || d == D_ELIF)
				n = defined_names(fe->A, logical_line(fe->A, rest, end), names, 0);
			/* of the names the build defines, one: where several would
			 * do (`defined(HOPPER) || defined(BLACKWELL)`, each from
			 * a branch of the build for one GPU), the one of the
			 * architecture analyzed, else the first */
			{
				const char *cand[MAX_NAMES], *cval[MAX_NAMES], *cfrom[MAX_NAMES];
				int nc = 0, pick;

				for (k = 0; k < n; k++) {
					for (j = 0; j < fe->ntested && strcmp(fe->tested[j].name, names[k]); j++)
						;
					if (j < fe->ntested || given(args, *nargs, names[k]) ||
					    other_family(fe, names[k]) ||
					    !build_defines(fe, file_name, names[k], &value, &from))
						continue;
					cand[nc] = names[k];
					cval[nc] = value;
					cfrom[nc++] = from;
				}
				n = 0;
				if (nc) {
					if ((pick = for_arch(fe, cand, nc)) < 0)
						pick = for_host(cand, nc);
					pick = pick < 0 ? 0 : pick;
					names[0] = cand[pick];
					value = cval[pick];
					from = cfrom[pick];
					n = 1;
				}
			}
			for (k = 0; k < n && added < room; k++) {
				if (fe->ntested == (int)(sizeof(fe->tested) / sizeof(fe->tested[0])))
					continue;
				fe->tested[fe->ntested].name = names[k];
				fe->tested[fe->ntested].value = value;
				fe->tested[fe->ntested].from = from;
				fe->tested[fe->ntested].loc.file = file_name;
				fe->tested[fe->ntested].loc.line = line;
				fe->tested[fe->ntested].loc.col = 2;
				fe->ntested++;
				define(fe, args, nargs, names[k], value);
				added++;
			}
			while (p < end && *p != '\n')
				p++;
			p++;
		}
	}
	return added;
}

/* The macros macros_tested defined, kept: a note at the first test of each. */
void macros_tested_keep(struct fe *fe)
{
	int i;

	for (i = 0; i < fe->ntested; i++)
		diag_add(fe->diags, SEV_NOTE, fe->tested[i].loc, RULE_NONE,
			 "read with -D%s=%s, as %s does: the file linted has errors without it (pass -D or -U to choose otherwise)",
			 fe->tested[i].name, fe->tested[i].value, fe->tested[i].from);
}

/* ... not kept: out of the flags nvcc is given too. */
void macros_tested_drop(struct fe *fe, int ndefines)
{
	fe->ndefines = ndefines;
	fe->ntested = 0;
}

static uint64_t hash_name(const char *p, size_t n)
{
	uint64_t h = 1469598103934665603ull;

	while (n--)
		h = (h ^ (unsigned char)*p++) * 1099511628211ull;
	return h;
}

void macros_scan_text(struct fe *fe, const char *path, const char *text, size_t len)
{
	struct macro_scan *m = fe->macro_scan;
	const char *line, *end = text + len, *rest;
	unsigned lineno = 1;

	if (!m)
		m = fe->macro_scan = arena_alloc(fe->A, sizeof(*m));
	for (line = text; line < end; lineno++) {
		const char *next = memchr(line, '\n', (size_t)(end - line));
		enum directive d;

		next = next ? next + 1 : end;
		if (memchr(line, '#', (size_t)(next - line)) &&
		    (d = directive_at(line, next, &rest)) != D_NONE) {
			if (d == D_DEFINE) {
				const char *b;
				while (rest < next && (*rest == ' ' || *rest == '\t'))
					rest++;
				for (b = rest; rest < next && fe_ident_char(*rest); rest++)
					;
				m->defined = arena_grow(fe->A, m->defined, sizeof(*m->defined),
							m->ndefined, &m->cap_defined);
				m->defined[m->ndefined++] = hash_name(b, (size_t)(rest - b));
			} else if (d == D_ERROR) {
				const char *names[MAX_NAMES];
				int single, n = silencers(fe->A, text, len, line, names, &single);
				if (n == 1 && single) {
					const char *hash = memchr(line, '#', (size_t)(next - line));
					const char *word = hash + 1;
					while (*word == ' ' || *word == '\t')
						word++;
					m->asked = arena_grow(fe->A, m->asked, sizeof(*m->asked),
							      m->nasked, &m->cap_asked);
					m->asked[m->nasked++] = (struct asked){
						names[0], path, lineno, (unsigned)(word - line) + 1
					};
				}
			}
		}
		line = next;
	}
}

/*
 * The macros by which a build configures the toolkit's libraries rather
 * than its own code: Thrust and CUB put in a namespace of the project's
 * (`-DTHRUST_CUB_WRAPPED_NAMESPACE=amgx`, then `amgx::thrust::device_ptr`).
 * No #error asks for them and no #ifdef of the project tests them, so
 * they are taken from the build wherever it defines them.
 */
static const char *const toolkit_config[] = {
	"THRUST_CUB_WRAPPED_NAMESPACE", "THRUST_WRAPPED_NAMESPACE", "CUB_WRAPPED_NAMESPACE",
};

static int toolkit_configured(struct fe *fe, const char **args, int *nargs, int room)
{
	int i, added = 0;

	for (i = 0; i < (int)(sizeof(toolkit_config) / sizeof(toolkit_config[0])) && added < room; i++) {
		const char *value, *from;
		struct src_loc none = { fe->main_path, 0, 0 };

		if (given(args, *nargs, toolkit_config[i]) ||
		    !nearby_define(fe->A, fe->main_path, toolkit_config[i], &value, &from))
			continue;
		define(fe, args, nargs, toolkit_config[i], value);
		added++;
		diag_add(fe->diags, SEV_NOTE, none, RULE_NONE,
			 "read with -D%s=%s, as %s builds the toolkit's libraries (pass -D or -U to choose otherwise)",
			 toolkit_config[i], value, from);
	}
	return added;
}

int macros_prescanned(struct fe *fe, const char **args, int *nargs, int room)
{
	struct macro_scan *m = fe->macro_scan;
	int i, k, added = toolkit_configured(fe, args, nargs, room);

	for (i = 0; m && i < m->nasked && added < room; i++) {
		struct asked *a = &m->asked[i];
		uint64_t h = hash_name(a->name, strlen(a->name));
		const char *value, *from;

		for (k = 0; k < m->ndefined && m->defined[k] != h; k++)
			;
		if (k < m->ndefined || given(args, *nargs, a->name) ||
		    !build_defines(fe, a->path, a->name, &value, &from))
			continue;
		define(fe, args, nargs, a->name, value);
		added++;
		note_defined(fe, (struct src_loc){ nearby_tidy(fe->A, a->path), a->line, a->col },
			     a->name, value, from);
	}
	return added;
}
