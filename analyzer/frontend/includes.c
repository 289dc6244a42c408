/*
 * includes.c - headers an #include names that are not on the include
 * path, found where a new user would find them.
 *
 * `#include "common.h"` with the project's common.h in src/common/, or a
 * vendored third_party/json11/json11.hpp or `<deep_gemm/impls/x.cuh>`,
 * which the project's build passes with -I.  Each name is looked for in the main file's folder, three
 * levels down, then in the folder above, then the one above that; else
 * anywhere in the file's project (nearby.h).  In the nearest place that
 * has any, one file of that name (and path) is taken; two or more near
 * the file are left alone (which one the build means is not known), and
 * of two or more in the project the one sharing the most folders with
 * the file is taken, if one does.  Its folder is
 * added to the arguments with -I, and a note at the #include says so.
 *
 * Before clang reads anything, includes_prescan follows the quoted and
 * angled #include lines of the file and of every header they reach, as
 * text (every branch of an #if taken), and adds what is missing: one
 * parse, where finding them from clang's "file not found" took a parse a
 * round (a CUTLASS-heavy file, two seconds each).  What the text does not
 * show (a name built by a macro) clang's diagnostics still find
 * (parse.c's find_includes, through includes_add).
 */
#include "fe.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nearby.h"
#include "../report/source.h"

/* files read by the pre-scan, at most, and bytes of each */
#define PRESCAN_FILES 4000
#define PRESCAN_BYTES (4 << 20)

static const char *const header_exts[] = {
	".h", ".cuh", ".hpp", ".hh", ".hxx", ".inl", ".inc", ".cu", ".def", NULL,
};

static int ends_with_include(const char *path, void *data)
{
	const char *name = data;
	size_t lp = strlen(path), ln = strlen(name);

	return lp > ln && path[lp - ln - 1] == '/' && !strcmp(path + lp - ln, name);
}

/* Is -Idir already among args (given, or added for another name)? */
static int has_dir(struct fe *fe, const char **args, int nargs, const char *dir)
{
	const char *flag = arena_printf(fe->A, "-I%s", dir);
	int k;

	for (k = 0; k < nargs; k++)
		if (!strcmp(args[k], flag))
			return 1;
	return 0;
}

/* how many files of one name in a project are weighed (nearest) */
#define PROJECT_CANDIDATES 8

/* How many leading folders paths a and b share. */
static int shared_folders(const char *a, const char *b)
{
	int n = 0, i;

	for (i = 0; a[i] && a[i] == b[i]; i++)
		if (a[i] == '/')
			n++;
	return n;
}

/*
 * Of files found in the project, the one that shares the most leading
 * folders with the main file (csrc/includes/x.h for csrc/kernels/k.cu,
 * not a Python package's copy of it); NULL on a tie.
 */
static const char *nearest(struct fe *fe, const char **found, int n)
{
	const char *self = nearby_tidy(fe->A, fe->main_path), *best = NULL;
	int i, most = -1, tie = 0;

	for (i = 0; i < n; i++) {
		int k = shared_folders(self, found[i]);
		if (k > most) {
			most = k;
			best = found[i];
			tie = 0;
		} else if (k == most) {
			tie = 1;
		}
	}
	return tie ? NULL : best;
}

int includes_add(struct fe *fe, const char *name, struct src_loc at, const char **args,
		 int *nargs, const char **header)
{
	const char *found[2], *candidates[PROJECT_CANDIDATES], *dir, *where = "near the file";
	int up, nfound;

	if (name[0] == '/' || strstr(name, ".."))
		return 0;
	/* the nearest folder that has one: the file's, then each above;
	 * else anywhere in the project, if there it is one file (a
	 * third-party folder CMake puts on the path) */
	for (up = 0, nfound = 0; up <= 2 && nfound == 0; up++)
		nfound = nearby_files(fe->A, fe->main_path, up, 3, header_exts, ends_with_include,
				      (void *)name, found, 2);
	if (nfound == 0) {
		nfound = nearby_in_project(fe->A, fe->main_path, header_exts, ends_with_include,
					   (void *)name, candidates, PROJECT_CANDIDATES);
		where = "in the file's project";
		/* several in the project (a vendored copy of the project's own
		 * helpers): the one nearest the file, if one is nearest */
		if (nfound > 1 && (found[0] = nearest(fe, candidates, nfound)))
			nfound = 1;
		else if (nfound == 1)
			found[0] = candidates[0];
	}
	if (nfound != 1)
		return 0;
	if (header)
		*header = found[0];
	dir = arena_printf(fe->A, "%.*s", (int)(strlen(found[0]) - strlen(name) - 1), found[0]);
	if (has_dir(fe, args, *nargs, dir))
		return 0;   /* already added for another name */
	args[(*nargs)++] = arena_printf(fe->A, "-I%s", dir);
	diag_add(fe->diags, SEV_NOTE, at, RULE_NONE,
		 "'%s' is not on the include path: read from '%s', found %s (pass -I%s to say so)",
		 name, found[0], where, dir);
	return 1;
}

/* ---- the pre-scan -------------------------------------------------------- */

struct prescan {
	struct fe *fe;
	const char **args;
	int *nargs, room, added;
	const char **queue;       /* files to read, each once */
	const char **seen;        /* their real paths */
	int nqueue, nseen, cap_queue, cap_seen;
};

/* Is name one of the bundled headers (analyzer/prelude), read from memory,
 * in its own folder or in the libtorch, samples and host folders after -I? */
static int bundled(const char *name)
{
	static const char *const dirs[] = { "", "libtorch/", "samples/", "host/", NULL };
	int i, k;

	for (i = 0; warpcheck_prelude[i].name; i++)
		for (k = 0; dirs[k]; k++) {
			size_t n = strlen(dirs[k]);
			if (!strncmp(warpcheck_prelude[i].name, dirs[k], n) &&
			    !strcmp(warpcheck_prelude[i].name + n, name))
				return 1;
		}
	return 0;
}

/*
 * Is <name> the system's: in one of the folders clang searches after the
 * -I ones (the C and C++ libraries', clang's own)?  A name in none of
 * them and in no -I folder is a library's the build puts on the path.
 */
static int in_system(struct fe *fe, const char *name)
{
	static const char *const dirs[] = {
		"/usr/local/include", "/usr/include/x86_64-linux-gnu", "/usr/include",
		"/usr/include/c++/%d", "/usr/include/x86_64-linux-gnu/c++/%d",
		"/usr/lib/llvm-19/lib/clang/19/include", NULL,
	};
	int i, v;

	for (i = 0; dirs[i]; i++) {
		if (!strstr(dirs[i], "%d")) {
			if (access(arena_printf(fe->A, "%s/%s", dirs[i], name), F_OK) == 0)
				return 1;
			continue;
		}
		/* the C++ library's folders, by GCC's version */
		for (v = 9; v <= 16; v++)
			if (access(arena_printf(fe->A, "%s/%s",
						arena_printf(fe->A, dirs[i], v), name), F_OK) == 0)
				return 1;
	}
	return 0;
}

static void enqueue(struct prescan *p, const char *path)
{
	char real[PATH_MAX];
	const char *key;
	int i;

	if (!realpath(path, real))
		return;
	for (i = 0; i < p->nseen; i++)
		if (!strcmp(p->seen[i], real))
			return;
	if (p->nseen == PRESCAN_FILES)
		return;
	key = arena_strdup(p->fe->A, real);
	p->seen = arena_grow(p->fe->A, p->seen, sizeof(*p->seen), p->nseen, &p->cap_seen);
	p->seen[p->nseen++] = key;
	/* as the #include reached it (-Ikernels: "kernels/x.cuh"), which is
	 * how clang names the file: a rewrite given under its real path
	 * would be named by that in every report */
	p->queue = arena_grow(p->fe->A, p->queue, sizeof(*p->queue), p->nqueue, &p->cap_queue);
	p->queue[p->nqueue++] = arena_strdup(p->fe->A, path);
}

/* The file an #include of name reaches from folder dir: dir's (quoted),
 * then each -I folder of args; NULL when none has it. */
static const char *resolve(struct prescan *p, const char *dir, const char *name, int quoted)
{
	const char *path;
	int k;

	if (quoted && access(path = arena_printf(p->fe->A, "%s/%s", dir, name), R_OK) == 0)
		return path;
	for (k = 0; k < *p->nargs; k++) {
		const char *d = NULL;
		if (!strncmp(p->args[k], "-I", 2) && p->args[k][2])
			d = p->args[k] + 2;
		else if ((!strcmp(p->args[k], "-I") || !strcmp(p->args[k], "-isystem") ||
			  !strcmp(p->args[k], "-iquote")) && k + 1 < *p->nargs)
			d = p->args[k + 1];
		if (d && access(path = arena_printf(p->fe->A, "%s/%s", d, name), R_OK) == 0)
			return path;
	}
	return NULL;
}

/* The #include lines of file path: each name reached, or added. */
static void scan_file(struct prescan *p, const char *path)
{
	size_t len = 0;
	char *text = source_read(path, &len), *line, *next;
	const char *dir;
	unsigned lineno = 0;

	if (!text)
		return;
	/* a header (not the main file, which parse.c respaces) with a
	 * `.template name(` nvcc accepts: given to clang respaced */
	if (p->nqueue > 1 && path != p->queue[0] && len <= PRESCAN_BYTES &&
	    strstr(text, "template")) {
		char *copy = arena_strndup(p->fe->A, text, len);
		if (edits_respace_template(copy, len)) {
			struct fe *fe = p->fe;
			fe->rewrites = arena_grow(fe->A, fe->rewrites, sizeof(*fe->rewrites),
						  fe->nrewrites, &fe->cap_rewrites);
			fe->rewrites[fe->nrewrites].Filename = path;
			fe->rewrites[fe->nrewrites].Contents = copy;
			fe->rewrites[fe->nrewrites++].Length = (unsigned long)len;
		}
	}
	if (len > PRESCAN_BYTES)
		text[PRESCAN_BYTES] = 0;
	macros_scan_text(p->fe, path, text, len > PRESCAN_BYTES ? PRESCAN_BYTES : len);
	dir = strrchr(path, '/') ? arena_printf(p->fe->A, "%.*s", (int)(strrchr(path, '/') - path), path)
				 : ".";
	for (line = text; line && *line; line = next) {
		char *s, *end, close;
		const char *name, *found;
		int quoted;

		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		lineno++;
		s = (char *)nearby_include_text(line);
		if (!s || (*s != '"' && *s != '<'))
			continue;
		quoted = *s == '"';
		close = quoted ? '"' : '>';
		if (!(end = strchr(s + 1, close)) || end == s + 1)
			continue;
		name = arena_printf(p->fe->A, "%.*s", (int)(end - s - 1), s + 1);
		if (bundled(name))
			continue;
		if ((found = resolve(p, dir, name, quoted))) {
			enqueue(p, found);
			continue;
		}
		/* a <header> in none of the system's folders is a library's
		 * the build puts on the path: a vendored third_party/
		 * deep_gemm/include/deep_gemm/x.cuh, looked for as a quoted
		 * one is */
		if ((quoted || !in_system(p->fe, name)) && p->added < p->room) {
			struct src_loc at = { nearby_tidy(p->fe->A, path), lineno, 1 };
			const char *header = NULL;
			if (includes_add(p->fe, name, at, p->args, p->nargs, &header)) {
				p->added++;
				enqueue(p, header);
			} else if (header) {
				enqueue(p, header);
			}
		}
	}
	free(text);
}

int includes_prescan(struct fe *fe, const char *path, const char **args, int *nargs, int room)
{
	struct prescan p;
	int i;

	memset(&p, 0, sizeof(p));
	p.fe = fe;
	p.args = args;
	p.nargs = nargs;
	p.room = room;
	enqueue(&p, path);
	for (i = 0; i < p.nqueue; i++)
		scan_file(&p, p.queue[i]);
	fe->scanned = p.queue + 1;
	fe->nscanned = p.nqueue > 0 ? p.nqueue - 1 : 0;
	return p.added;
}
