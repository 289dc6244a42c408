/*
 * nearby.c - the files of a project around a path (nearby.h).
 */
#include "nearby.h"

#include <ctype.h>
#include <dirent.h>
#include <libgen.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

/* directory entries looked at in all, however many folders: near a
 * file, and in its whole project */
#define NEARBY_ENTRIES 4096
#define PROJECT_ENTRIES 65536
/* how far above a file its project's root may be, and how deep below it
 * a header is looked for */
#define PROJECT_UP 12
#define PROJECT_DOWN 12

const char *nearby_tidy(struct arena *a, const char *path)
{
	char real[PATH_MAX], cwd[PATH_MAX];
	size_t n;

	if (!realpath(path, real))
		return path;
	if (getcwd(cwd, sizeof(cwd)) && (n = strlen(cwd)) && !strncmp(real, cwd, n) &&
	    real[n] == '/')
		return arena_strdup(a, real + n + 1);
	return arena_strdup(a, real);
}

static int has_ext(const char *name, const char *const *exts)
{
	size_t n = strlen(name);

	for (; *exts; exts++)
		if (n > strlen(*exts) && !strcmp(name + n - strlen(*exts), *exts))
			return 1;
	return 0;
}

static const char *const cu_exts[] = { ".cu", NULL };
/* C++ files a build compiles as CUDA (CMake's LANGUAGE CUDA on a .cpp
 * that launches kernels): includers when no .cu file is one */
static const char *const cpp_exts[] = { ".cpp", ".cc", ".cxx", NULL };
static const char *const header_exts[] = { ".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", NULL };
/* what a file may be #included as: a header, or a .cu file a main .cu
 * compiles as part of itself (`#include "work.cu"`) */
static const char *const included_exts[] = { ".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".cu",
					     NULL };

int nearby_is_cu(const char *path)
{
	return has_ext(path, cu_exts);
}

int nearby_is_header(const char *path)
{
	return has_ext(path, header_exts);
}

/*
 * A walk of folders: every entry it hands on (each name not starting
 * with '.' that is not a folder it descends into), in the order the
 * folders list them, until `budget` directory entries have been looked
 * at.  Walks are kept for the process (WALKS of them, then made anew
 * each time): a file that includes a hundred headers of a library not on
 * the path asks for the same folders once per header, and a large
 * project's walk opens thousands of them.  -j's threads share them.
 */
#define WALKS 32

struct walk {
	char *key;                   /* the first folder, resolved */
	int up, down, budget;
	struct arena A;
	const char **paths;
	int n, cap, looked;
};

static struct walk walks[WALKS];
static int nwalks;
static pthread_mutex_t walks_lock = PTHREAD_MUTEX_INITIALIZER;

static void walk_dir(struct walk *w, const char *dir, int depth)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	while (d && w->looked++ < w->budget && (e = readdir(d))) {
		const char *path;

		if (e->d_name[0] == '.')
			continue;
		path = arena_printf(&w->A, "%s/%s", dir, e->d_name);
		if (depth > 0 && e->d_type == DT_DIR) {
			walk_dir(w, path, depth - 1);
			continue;
		}
		w->paths = arena_grow(&w->A, w->paths, sizeof(*w->paths), w->n, &w->cap);
		w->paths[w->n++] = path;
	}
	if (d)
		closedir(d);
}

/* dir and the `up` folders above it, each `down` levels deep */
static void walk_fill(struct walk *w, const char *dir)
{
	int i;

	for (i = 0; i <= w->up; i++) {
		walk_dir(w, dir, w->down);
		dir = arena_printf(&w->A, "%s/..", dir);
	}
}

/* The walk from dir: a kept one, else kept now, else (WALKS kept
 * already) made in tmp, whose arena the caller releases. */
static const struct walk *walk_of(const char *dir, int up, int down, int budget,
				  struct walk *tmp)
{
	struct walk *w = NULL;
	char real[PATH_MAX];
	const char *key = realpath(dir, real) ? real : dir;
	int i;

	pthread_mutex_lock(&walks_lock);
	for (i = 0; i < nwalks && !w; i++)
		if (!strcmp(walks[i].key, key) && walks[i].up == up && walks[i].down == down &&
		    walks[i].budget == budget)
			w = &walks[i];
	if (!w && nwalks < WALKS) {
		w = &walks[nwalks++];
		w->key = xstrdup(key);
		w->up = up, w->down = down, w->budget = budget;
		arena_init(&w->A, 1 << 16);
		walk_fill(w, dir);
	}
	pthread_mutex_unlock(&walks_lock);
	if (!w) {
		memset(tmp, 0, sizeof(*tmp));
		tmp->up = up, tmp->down = down, tmp->budget = budget;
		arena_init(&tmp->A, 1 << 16);
		walk_fill(tmp, dir);
		w = tmp;
	}
	return w;
}

static int by_path(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/*
 * The files of the walk from dir whose names end in one of exts and that
 * keep() accepts, tidied, each once, but for path itself: sorted, then
 * the first max of them (the same files whatever order the folders list
 * them in).
 */
static int walk_files(struct arena *a, const char *path, const char *dir, int up, int down,
		      int budget, const char *const *exts, nearby_keep_fn keep, void *data,
		      const char **out, int max)
{
	const char *self = nearby_tidy(a, path), **found = NULL;
	struct walk tmp;
	const struct walk *w = walk_of(dir, up, down, budget, &tmp);
	int i, k, n = 0, cap = 0;

	for (i = 0; i < w->n; i++) {
		const char *p = w->paths[i];
		/* keep() first, on the path as found: tidying resolves every
		 * folder of it (a readlink each), for the few that are kept */
		if (!has_ext(strrchr(p, '/') + 1, exts) || !keep(p, data))
			continue;
		p = nearby_tidy(a, p);
		for (k = 0; k < n && strcmp(found[k], p); k++)
			;
		if (k < n || !strcmp(p, self))
			continue;
		found = arena_grow(a, found, sizeof(*found), n, &cap);
		found[n++] = p;
	}
	if (w == &tmp)
		arena_release(&tmp.A);
	if (n > 1)
		qsort(found, (size_t)n, sizeof(*found), by_path);
	for (i = 0; i < n && i < max; i++)
		out[i] = found[i];
	return i;
}

int nearby_files(struct arena *a, const char *path, int up, int down, const char *const *exts,
		 nearby_keep_fn keep, void *data, const char **out, int max)
{
	return walk_files(a, path, dirname(arena_strdup(a, path)), up, down, NEARBY_ENTRIES, exts,
			  keep, data, out, max);
}

/* Does folder dir hold what marks a project's root? */
static int project_root(struct arena *a, const char *dir)
{
	static const char *const marks[] = {
		".git", "CMakeLists.txt", "setup.py", "pyproject.toml", "Makefile", NULL,
	};
	int i;

	for (i = 0; marks[i]; i++)
		if (access(arena_printf(a, "%s/%s", dir, marks[i]), F_OK) == 0)
			return 1;
	return 0;
}

int nearby_in_project(struct arena *a, const char *path, const char *const *exts,
		      nearby_keep_fn keep, void *data, const char **out, int max)
{
	const char *dir = dirname(arena_strdup(a, path)), *root = NULL;
	int i;

	/* the repository's root, else the outermost folder above path that
	 * marks a project (a CMake project's subprojects have their own
	 * CMakeLists.txt) */
	for (i = 0; i <= PROJECT_UP; i++) {
		if (project_root(a, dir))
			root = dir;
		if (access(arena_printf(a, "%s/.git", dir), F_OK) == 0)
			break;
		dir = arena_printf(a, "%s/..", dir);
	}
	if (!root)
		return 0;
	return walk_files(a, path, root, 0, PROJECT_DOWN, PROJECT_ENTRIES, exts, keep, data, out,
			  max);
}

/*
 * The C++ standard a build file's text asks for: 23, 20, 17, 14 or 11
 * from `-std=c++20`, `gnu++2a`, `CMAKE_CXX_STANDARD 20`,
 * `CMAKE_CUDA_STANDARD 20`, `cxx_std_20`; the newest it names, else 0.
 */
static int standard_in(const char *text)
{
	static const struct {
		const char *spelled;
		int std;
	} forms[] = {
		{ "++23", 23 }, { "++2b", 23 }, { "++20", 20 }, { "++2a", 20 },
		{ "++17", 17 }, { "++1z", 17 }, { "++14", 14 }, { "++11", 11 },
		{ "_std_23", 23 }, { "_std_20", 20 }, { "_std_17", 17 }, { "_std_14", 14 },
	};
	const char *p;
	int i, best = 0;

	for (i = 0; i < (int)(sizeof(forms) / sizeof(forms[0])); i++)
		for (p = strstr(text, forms[i].spelled); p; p = strstr(p + 1, forms[i].spelled))
			if (!isalnum((unsigned char)p[strlen(forms[i].spelled)]) &&
			    forms[i].std > best)
				best = forms[i].std;
	/* CMake: set(CMAKE_CXX_STANDARD 20), set(CMAKE_CUDA_STANDARD 20) */
	for (p = strstr(text, "_STANDARD"); p; p = strstr(p + 1, "_STANDARD")) {
		const char *q = p + strlen("_STANDARD");
		int v;
		if (p - text < 4 || (strncmp(p - 3, "CXX", 3) && strncmp(p - 4, "CUDA", 4)))
			continue;
		while (*q == ' ' || *q == '\t' || *q == '"')
			q++;
		v = atoi(q);
		if ((v == 11 || v == 14 || v == 17 || v == 20 || v == 23) && v > best)
			best = v;
	}
	return best;
}

/* Is name a file a build reads its flags from? */
static int build_file(const char *name)
{
	static const char *const names[] = {
		"CMakeLists.txt", "Makefile", "makefile", "GNUmakefile", "pyproject.toml", NULL,
	};
	size_t n = strlen(name);
	int i;

	for (i = 0; names[i]; i++)
		if (!strcmp(name, names[i]))
			return 1;
	/* setup.py and a torch extension's build script (build.py,
	 * jit.py), CMake's included .cmake files, a Makefile's included
	 * .mk files (the flags every kernel folder's Makefile shares) */
	return (n > 3 && !strcmp(name + n - 3, ".py")) ||
	       (n > 3 && !strcmp(name + n - 3, ".mk")) ||
	       (n > 6 && !strcmp(name + n - 6, ".cmake"));
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/*
 * The build files of folder dir, named prefix + their name, added to
 * names[n..] (64 in all) in name order; the new count.
 */
static int build_names(struct arena *a, const char *dir, const char *prefix, const char **names,
		       int n)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int looked = 0, from = n;

	while (d && looked++ < NEARBY_ENTRIES && n < 64 && (e = readdir(d)))
		if (e->d_name[0] != '.' && build_file(e->d_name))
			names[n++] = arena_printf(a, "%s%s", prefix, e->d_name);
	if (d)
		closedir(d);
	qsort(names + from, (size_t)(n - from), sizeof(names[0]), by_name);
	return n;
}

/*
 * A folder of a project's root that holds its build's helpers rather
 * than its sources: CMake's modules (`cmake/`), a Python build's
 * builders (DeepSpeed's `op_builder/`, which passes -DBF16_AVAILABLE),
 * `build_tools/`.
 */
static int build_helper_dir(const char *name)
{
	size_t n = strlen(name);

	return !strcmp(name, "cmake") || !strncmp(name, "build_", 6) ||
	       (n > 8 && !strcmp(name + n - 8, "_builder"));
}

/*
 * Each build file of path's folder, then of each folder above it up to
 * the project's root (the nearest with a .git), in name order: its text
 * (the first 256 KB) to visit(), until a folder where visit() returned
 * non-zero for one of its files.  A folder that marks a project also
 * gives the build files of its build helpers' folders (build_helper_dir),
 * after its own.
 */
static void build_files_up(struct arena *a, const char *path,
			   int (*visit)(struct arena *a, const char *file, const char *text,
					void *data),
			   void *data)
{
	const char *dir = dirname(arena_strdup(a, path));
	int i, k;

	for (i = 0; i <= PROJECT_UP; i++) {
		const char *names[64];
		int nnames = build_names(a, dir, "", names, 0), done = 0, looked = 0;
		DIR *d;
		struct dirent *e;

		if (project_root(a, dir) && (d = opendir(dir)) != NULL) {
			int nown = nnames;
			while (looked++ < NEARBY_ENTRIES && nnames < 64 && (e = readdir(d)))
				if (e->d_name[0] != '.' && build_helper_dir(e->d_name))
					nnames = build_names(a, arena_printf(a, "%s/%s", dir, e->d_name),
							     arena_printf(a, "%s/", e->d_name), names, nnames);
			closedir(d);
			qsort(names + nown, (size_t)(nnames - nown), sizeof(names[0]), by_name);
		}
		for (k = 0; k < nnames; k++) {
			const char *file = arena_printf(a, "%s/%s", dir, names[k]);
			FILE *f = fopen(file, "r");
			char *text;
			size_t len;

			if (!f)
				continue;
			if (!(text = malloc(256 * 1024 + 1))) {
				fclose(f);
				return;
			}
			len = fread(text, 1, 256 * 1024, f);
			text[len] = 0;
			fclose(f);
			done |= visit(a, file, text, data);
			free(text);
		}
		if (done || access(arena_printf(a, "%s/.git", dir), F_OK) == 0)
			return;
		dir = arena_printf(a, "%s/..", dir);
	}
}

struct standard {
	int best;
	const char *from;
};

static int standard_visit(struct arena *a, const char *file, const char *text, void *data)
{
	struct standard *st = data;
	int std = standard_in(text);

	if (std > st->best) {
		st->best = std;
		st->from = nearby_tidy(a, file);
	}
	return st->best != 0;
}

int nearby_standard(struct arena *a, const char *path, const char **from)
{
	struct standard st = { 0, NULL };

	build_files_up(a, path, standard_visit, &st);
	*from = st.from;
	return st.best;
}

static int ident_char(char c)
{
	return c == '_' || isalnum((unsigned char)c);
}

/* The end of a value written after a macro's name in a build file. */
static size_t value_len(const char *v)
{
	return strcspn(v, " \t\r\n\"'),;}]");
}

/*
 * The value text gives macro at p (a whole word there), written as
 * `-DNAME=V` or `-DNAME` (1), `NAME=V` (add_compile_definitions), CMake's
 * `(NAME 1)` or `(NAME ON)` (a project's own compile_option()), or
 * setup.py's `("NAME", "V")`; NULL where the word is none of these (an
 * option's name, a ${variable}).
 */
static const char *define_at(struct arena *a, const char *text, const char *p, size_t n)
{
	static const struct {
		const char *word, *value;
	} truth[] = {
		{ "ON", "1" }, { "TRUE", "1" }, { "YES", "1" },
		{ "OFF", "0" }, { "FALSE", "0" }, { "NO", "0" },
	};
	const char *q = p + n, *b = p;
	size_t len;
	int i;

	if (*q == '=' && q[1] != '=') {
		q++;
		if (*q == '"' || *q == '\'')
			q++;
		len = value_len(q);
		return len && !memchr(q, '$', len) ? arena_strndup(a, q, len) : NULL;
	}
	if (p - text >= 2 && p[-2] == '-' && p[-1] == 'D')
		return !*q || isspace((unsigned char)*q) || *q == '"' || *q == '\'' || *q == ')' ? "1" : NULL;
	if ((p > text && (p[-1] == '"' || p[-1] == '\'')) && *q == p[-1]) {
		/* ("NAME", "V") */
		for (q++; *q == ',' || *q == ' '; q++)
			;
		if (*q == '"' || *q == '\'') {
			len = value_len(q + 1);
			return len ? arena_strndup(a, q + 1, len) : NULL;
		}
		return NULL;
	}
	for (b = p; b > text && (b[-1] == ' ' || b[-1] == '\t'); b--)
		;
	if (b == text || b[-1] != '(' || (*q != ' ' && *q != '\t'))
		return NULL;
	while (*q == ' ' || *q == '\t')
		q++;
	len = value_len(q);
	if (!len || (q[len] != ')' && q[len] != ' '))
		return NULL;
	for (i = 0; i < (int)(sizeof(truth) / sizeof(truth[0])); i++)
		if (strlen(truth[i].word) == len && !strncmp(q, truth[i].word, len))
			return truth[i].value;
	for (i = 0; i < (int)len; i++)
		if (!isdigit((unsigned char)q[i]))
			return NULL;
	return arena_strndup(a, q, len);
}

struct define {
	const char *macro, *value, *from;
};

/* The word at p, case aside, and not part of a longer name. */
static int word_is(const char *p, const char *word)
{
	size_t n = strlen(word);

	return !strncasecmp(p, word, n) && !ident_char(p[n]);
}

/*
 * The default of CMake option `name` (`option(NAME "text" OFF)`): 1 for ON,
 * 0 for OFF, -1 where the file declares none.  The build's own GPU switch
 * (a name with CUDA or GPU in it) counts as on: the code being read is
 * CUDA.
 */
static int option_default(const char *text, const char *name, size_t n)
{
	const char *p;
	size_t i;

	for (i = 0; i < n; i++)
		if ((i + 4 <= n && !strncmp(name + i, "CUDA", 4)) ||
		    (i + 3 <= n && !strncmp(name + i, "GPU", 3)))
			return 1;
	for (p = text; *p; p++) {
		const char *q = p + 6;

		if (!word_is(p, "option") || (p > text && ident_char(p[-1])))
			continue;
		while (isspace((unsigned char)*q))
			q++;
		if (*q++ != '(')
			continue;
		while (isspace((unsigned char)*q))
			q++;
		if (strncmp(q, name, n) || ident_char(q[n]))
			continue;
		for (q += n; isspace((unsigned char)*q); q++)
			;
		if (*q == '"')
			for (q++; *q && *q != '"'; q++)
				q += *q == '\\' && q[1];
		if (*q == '"')
			q++;
		while (isspace((unsigned char)*q))
			q++;
		if (word_is(q, "ON"))
			return 1;
		if (word_is(q, "OFF") || *q == ')')
			return 0;
	}
	return -1;
}

/* conditionals nested deeper than this are not judged */
#define BRANCH_DEPTH 16

/*
 * The value of the if () condition at c (after its parenthesis): an
 * option's default (NOT one), the platform's variables (UNIX, WIN32,
 * APPLE, MSVC) and `CMAKE_SYSTEM_NAME STREQUAL "Linux"` as on Linux,
 * where nvcc reads the code here; -1 for anything else.
 */
static int cmake_condition(const char *text, const char *c)
{
	static const struct {
		const char *name;
		int value;
	} platform[] = {
		{ "UNIX", 1 }, { "LINUX", 1 }, { "WIN32", 0 }, { "MSVC", 0 }, { "APPLE", 0 },
		{ "MINGW", 0 }, { "CYGWIN", 0 }, { "WINDOWS", 0 },
	};
	const char *name;
	size_t n;
	int not = 0, i, d;

	while (*c == ' ')
		c++;
	if (word_is(c, "NOT")) {
		not = 1;
		for (c += 3; *c == ' '; c++)
			;
	}
	for (name = c; ident_char(*c); c++)
		;
	n = (size_t)(c - name);
	while (*c == ' ')
		c++;
	if (!n)
		return -1;
	if (*c == ')') {
		for (i = 0; i < (int)(sizeof(platform) / sizeof(platform[0])); i++)
			if (strlen(platform[i].name) == n && !strncmp(name, platform[i].name, n))
				return platform[i].value ^ not;
		return (d = option_default(text, name, n)) >= 0 ? d ^ not : -1;
	}
	if ((n == 17 && !strncmp(name, "CMAKE_SYSTEM_NAME", 17)) ||
	    (n == 22 && !strncmp(name, "CMAKE_HOST_SYSTEM_NAME", 22))) {
		if (!word_is(c, "STREQUAL"))
			return -1;
		for (c += 8; *c == ' ' || *c == '"'; c++)
			;
		return (!strncmp(c, "Linux", 5) && !ident_char(c[5])) ^ not;
	}
	return -1;
}

/* What a line of a build file does to its conditionals. */
enum branch_line { LINE_OTHER, LINE_IF, LINE_ELSEIF, LINE_ELSE, LINE_END };

/* A CMake line: if (...), elseif (...), else (), endif (); *v the condition. */
static enum branch_line cmake_line(const char *text, const char *q, int *v)
{
	int elseif = word_is(q, "elseif");
	const char *c;

	if (!elseif && !word_is(q, "if"))
		return word_is(q, "else") ? LINE_ELSE : word_is(q, "endif") ? LINE_END : LINE_OTHER;
	for (c = q + (elseif ? 6 : 2); *c == ' ' || *c == '\t'; c++)
		;
	*v = *c == '(' ? cmake_condition(text, c + 1) : -1;
	return elseif ? LINE_ELSEIF : LINE_IF;
}

/*
 * The value a Makefile gives variable name (n bytes) where it sets it
 * plainly (`NAME := 1`, `NAME = 1`), its length in *len; NULL where it
 * sets it nowhere, more than one way, or only as a default (`?=`).
 */
static const char *make_value(const char *text, const char *name, size_t n, size_t *len)
{
	const char *l, *found = NULL;
	size_t flen = 0;

	for (l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		const char *q = l, *v;
		size_t vlen;

		while (*q == ' ' || *q == '\t')
			q++;
		if (strncmp(q, name, n) || ident_char(q[n]))
			continue;
		for (q += n; *q == ' ' || *q == '\t'; q++)
			;
		/* `NAME ?= v` is a default the including Makefile or the
		 * command line overrides (`GPU ?= NOT_SET`): not known */
		if (*q == '?' && q[1] == '=')
			return NULL;
		if (*q == ':')
			q += q[1] == ':' ? 2 : 1;
		if (*q != '=')
			continue;
		for (v = q + 1; *v == ' ' || *v == '\t'; v++)
			;
		for (vlen = 0; v[vlen] && v[vlen] != '\n' && v[vlen] != '#'; vlen++)
			;
		while (vlen && (v[vlen - 1] == ' ' || v[vlen - 1] == '\t' || v[vlen - 1] == '\r'))
			vlen--;
		if (found && (flen != vlen || strncmp(found, v, vlen)))
			return NULL;
		found = v;
		flen = vlen;
	}
	*len = flen;
	return found;
}

/*
 * The value of a Makefile's `ifeq ($(NAME), text)` (or ifneq) at c, after
 * the keyword, where the file sets NAME plainly: 1 or 0; -1 for any other
 * test (a variable set elsewhere, on the command line, a function).
 */
static int make_condition(const char *text, const char *c, int neq)
{
	const char *name, *want, *have;
	size_t n, wlen, hlen;

	while (*c == ' ' || *c == '\t')
		c++;
	if (strncmp(c, "($(", 3))
		return -1;
	for (name = c += 3; ident_char(*c); c++)
		;
	n = (size_t)(c - name);
	if (!n || *c++ != ')')
		return -1;
	while (*c == ' ' || *c == '\t')
		c++;
	if (*c++ != ',')
		return -1;
	while (*c == ' ' || *c == '\t')
		c++;
	for (want = c; *c && *c != ')' && *c != '\n' && *c != '$'; c++)
		;
	if (*c != ')')
		return -1;
	for (wlen = (size_t)(c - want); wlen && want[wlen - 1] == ' '; wlen--)
		;
	if (!(have = make_value(text, name, n, &hlen)) || memchr(have, '$', hlen))
		return -1;
	return (hlen == wlen && !strncmp(have, want, wlen)) ^ neq;
}

/* A Makefile line: ifeq/ifneq, else ifeq/ifneq, else, endif; other
 * tests (ifdef) are not judged. */
static enum branch_line make_line(const char *text, const char *q, int *v)
{
	enum branch_line kind = LINE_IF;

	if (word_is(q, "endif"))
		return LINE_END;
	if (word_is(q, "else")) {
		for (q += 4; *q == ' ' || *q == '\t'; q++)
			;
		if (*q == '\n' || *q == '\r' || *q == '#' || !*q)
			return LINE_ELSE;
		kind = LINE_ELSEIF;
	}
	*v = -1;
	if (word_is(q, "ifeq") || word_is(q, "ifneq"))
		*v = make_condition(text, q + (q[2] == 'e' ? 4 : 5), q[2] == 'n');
	else if (!word_is(q, "ifdef") && !word_is(q, "ifndef"))
		return LINE_OTHER;
	return kind;
}

/*
 * Whether the text at p sits in a branch of its build file's conditionals
 * that a build at its defaults leaves out (line reads each line): CMake's
 * `if (ENABLE_X)` where ENABLE_X is an option off by default, or the
 * `else()` of one on by default (QuEST's `compile_option(COMPILE_CUQUANTUM
 * 1)` under `if (ENABLE_CUQUANTUM)`, 0 under its `else()`); a Makefile's
 * `else ifeq ($(OS_WINDOWS), 1)` after an `ifeq ($(OS_LINUX), 1)` the file
 * sets to 1.
 */
static int branch_left_out(const char *text, const char *p,
			   enum branch_line (*line)(const char *, const char *, int *))
{
	struct {
		int cur;        /* the branch being read is taken: 1, 0, or -1 not known */
		int prior;      /* an earlier branch was: 1, 0, or -1 not known */
	} stack[BRANCH_DEPTH];
	int depth = 0, i;
	const char *l;

	for (l = text; l < p; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : p) {
		const char *q = l;
		int v = -1, top = depth - 1;

		while (*q == ' ' || *q == '\t')
			q++;
		switch (line(text, q, &v)) {
		case LINE_IF:
			if (depth == BRANCH_DEPTH)
				return 0;
			stack[depth].cur = v;
			stack[depth++].prior = 0;
			break;
		case LINE_ELSEIF:
			if (!depth)
				break;
			/* a branch after a taken one is not; after ones not known, not known */
			if (stack[top].cur == 1 || stack[top].prior == 1)
				stack[top].prior = 1;
			else if (stack[top].cur == -1 || stack[top].prior == -1)
				stack[top].prior = -1;
			stack[top].cur = stack[top].prior == 1 ? 0 : stack[top].prior == -1 ? -1 : v;
			break;
		case LINE_ELSE:
			if (!depth)
				break;
			if (stack[top].cur == 1 || stack[top].prior == 1)
				stack[top].cur = 0;
			else if (stack[top].cur == 0 && stack[top].prior == 0)
				stack[top].cur = 1;
			else
				stack[top].cur = -1;
			stack[top].prior = stack[top].cur == 0 ? 1 : stack[top].prior;
			break;
		case LINE_END:
			depth -= depth > 0;
			break;
		case LINE_OTHER:
			break;
		}
	}
	for (i = 0; i < depth; i++)
		if (stack[i].cur == 0)
			return 1;
	return 0;
}

static int cmake_file(const char *file)
{
	size_t n = strlen(file);

	return (n >= 14 && !strcmp(file + n - 14, "CMakeLists.txt")) ||
	       (n >= 6 && !strcmp(file + n - 6, ".cmake"));
}

static int make_file(const char *file)
{
	const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
	size_t n = strlen(base);

	return !strcmp(base, "Makefile") || !strcmp(base, "GNUmakefile") ||
	       !strcmp(base, "makefile") || (n > 3 && !strcmp(base + n - 3, ".mk"));
}

/* Where p, in build file `file`'s text, is ("CMakeLists.txt:214"); NULL
 * when it is in a branch the build's defaults leave out. */
static const char *built_at(struct arena *a, const char *file, const char *text, const char *p)
{
	const char *l;
	unsigned line = 1;

	if (cmake_file(file) ? branch_left_out(text, p, cmake_line) :
	    make_file(file) && branch_left_out(text, p, make_line))
		return NULL;
	for (l = text; l < p; l++)
		line += *l == '\n';
	return arena_printf(a, "%s:%u", nearby_tidy(a, file), line);
}

static int define_visit(struct arena *a, const char *file, const char *text, void *data)
{
	struct define *df = data;
	size_t n = strlen(df->macro);
	const char *p;

	for (p = strstr(text, df->macro); p && !df->value; p = strstr(p + n, df->macro)) {
		int after_d = p - text >= 2 && p[-2] == '-' && p[-1] == 'D';
		const char *v, *at;

		if ((p > text && ident_char(p[-1]) && !after_d) || ident_char(p[n]))
			continue;
		if (!(v = define_at(a, text, p, n)) || !(at = built_at(a, file, text, p)))
			continue;
		df->value = v;
		df->from = at;
	}
	return df->value != NULL;
}

/*
 * The macros nvcc defines for a command-line flag, and the flag's
 * spellings (the longest first: a shorter one is found inside it).
 */
static const struct {
	const char *macro;
	const char *flags[4];
} flag_macros[] = {
	{ "__CUDACC_EXTENDED_LAMBDA__",
	  { "--expt-extended-lambda", "-expt-extended-lambda", "--extended-lambda", "-extended-lambda" } },
	{ "__CUDACC_RELAXED_CONSTEXPR__",
	  { "--expt-relaxed-constexpr", "-expt-relaxed-constexpr", NULL, NULL } },
};

static int flag_index(const char *macro)
{
	int i;

	for (i = 0; i < (int)(sizeof(flag_macros) / sizeof(flag_macros[0])); i++)
		if (!strcmp(macro, flag_macros[i].macro))
			return i;
	return -1;
}

int nearby_flag_macro(const char *macro)
{
	return flag_index(macro) >= 0;
}

/* A flag of flag_macros[df->macro] passed by the build file: "1". */
static int flag_visit(struct arena *a, const char *file, const char *text, void *data)
{
	struct define *df = data;
	int i = flag_index(df->macro), k;

	for (k = 0; k < 4 && flag_macros[i].flags[k] && !df->value; k++) {
		const char *flag = flag_macros[i].flags[k], *p;
		size_t n = strlen(flag);

		for (p = strstr(text, flag); p && !df->value; p = strstr(p + n, flag)) {
			const char *at;

			if ((p > text && (ident_char(p[-1]) || p[-1] == '-')) ||
			    ident_char(p[n]) || p[n] == '-' || !(at = built_at(a, file, text, p)))
				continue;
			df->value = "1";
			df->from = arena_printf(a, "%s (%s)", at, flag);
		}
	}
	return df->value != NULL;
}

int nearby_define(struct arena *a, const char *path, const char *macro, const char **value,
		  const char **from)
{
	struct define df = { macro, NULL, NULL };

	build_files_up(a, path, flag_index(macro) >= 0 ? flag_visit : define_visit, &df);
	*value = df.value;
	*from = df.from;
	return df.value != NULL;
}

/* the names an #include line may end in: a header's basename, each */
struct names {
	const char **v;
	int n;
};

const char *nearby_include_text(const char *line)
{
	const char *p = line;

	while (*p == ' ' || *p == '\t')
		p++;
	if (*p++ != '#')
		return NULL;
	while (*p == ' ' || *p == '\t')
		p++;
	if (strncmp(p, "include", 7))
		return NULL;
	for (p += 7; *p == ' ' || *p == '\t'; p++)
		;
	return p;
}

/* Does the file #include one of the names ("name", "dir/name", <name>)? */
static int includes_any(const char *path, void *data)
{
	const struct names *names = data;
	FILE *f = fopen(path, "r");
	char buf[4096];
	int found = 0, i;

	if (!f)
		return 0;
	while (!found && fgets(buf, sizeof(buf), f)) {
		const char *p = nearby_include_text(buf), *q;
		if (!p)
			continue;
		for (i = 0; i < names->n && !found; i++) {
			size_t len = strlen(names->v[i]);
			q = strstr(p, names->v[i]);
			found = q && (q[len] == '"' || q[len] == '>') &&
				(q[-1] == '"' || q[-1] == '/' || q[-1] == '<');
		}
	}
	fclose(f);
	return found;
}

#define NEARBY_ALL 64           /* includers looked at, nearest kept */

int nearby_includers(struct arena *a, const char *header, const char **out, int max,
		     const char **via, int *nvia)
{
	const char *between[NEARBY_VIA], *all[NEARBY_ALL], *here;
	const char *v[NEARBY_VIA + 1];
	struct names names = { v, 1 };
	int n, i, k, pass;

	v[0] = basename(arena_strdup(a, header));
	/* the headers (and .cu files) that include it, for the .cu files
	 * that include those */
	n = nearby_files(a, header, 2, 1, included_exts, includes_any, &names, between, NEARBY_VIA);
	for (i = 0; i < n; i++)
		v[names.n++] = basename(arena_strdup(a, between[i]));
	if (via) {
		memcpy(via, between, (size_t)n * sizeof(*via));
		*nvia = n;
	}
	n = nearby_files(a, header, 2, 1, cu_exts, includes_any, &names, all, NEARBY_ALL);
	/* none near it: the project's .cu files that include it (a kernel
	 * header in csrc/common/cuda/ for the launchers in csrc/pytorch/cuda/) */
	if (n == 0)
		n = nearby_in_project(a, header, cu_exts, includes_any, &names, all, NEARBY_ALL);
	/* none at all: the C++ files near it, then in its project, that a
	 * build may compile as CUDA (QuEST's gpu_subroutines.cpp launching
	 * gpu_kernels.cuh's kernels) */
	if (n == 0)
		n = nearby_files(a, header, 2, 1, cpp_exts, includes_any, &names, all, NEARBY_ALL);
	if (n == 0)
		n = nearby_in_project(a, header, cpp_exts, includes_any, &names, all, NEARBY_ALL);
	/* the header's own folder first: a main.cu beside a kernel.cu, before
	 * another folder's main.cu that includes a kernel.cu of its own */
	here = dirname(arena_strdup(a, nearby_tidy(a, header)));
	for (pass = 0, k = 0; pass < 2; pass++)
		for (i = 0; i < n && k < max; i++)
			if ((strcmp(dirname(arena_strdup(a, all[i])), here) != 0) == pass)
				out[k++] = all[i];
	return k;
}

/*
 * Whether text names function `name` as a call or a value: `name (`,
 * `name<float>(`, or `launch<float>}` and `launch,` in a table of them;
 * no letter, digit or _ just before or after.
 */
int nearby_names(const char *text, const char *name)
{
	size_t len = strlen(name);
	const char *p;

	for (p = strstr(text, name); p; p = strstr(p + 1, name)) {
		const char *q = p + len;
		if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
			continue;
		while (*q == ' ' || *q == '\t' || *q == '\n')
			q++;
		if (*q == '(' || *q == '<' || *q == ',' || *q == '}' || *q == ')')
			return 1;
	}
	return 0;
}
