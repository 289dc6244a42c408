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
 * A name that no folder has may be a copy the build makes of the one file
 * of the project with its last component; not where its first folder is
 * a library's on the include path (`cutlass/util/...` with CUTLASS's
 * include/ given): that library's header is missing, and said so.
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

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
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
	const char *after = arena_printf(fe->A, "-idirafter%s", dir);
	int k;

	for (k = 0; k < nargs; k++)
		if (!strcmp(args[k], flag) || !strcmp(args[k], after))
			return 1;
	return 0;
}

/*
 * Does folder dir hold a header of the C library or POSIX of its own (a
 * Windows build's compat/ folder: sys/time.h, inttypes.h, unistd.h,
 * pthread.h)?  Put before the system's folders, as -I puts it, it would
 * stand in for them in every file that includes them.
 */
static int shadows_system(struct fe *fe, const char *dir)
{
	static const char *const libc[] = {
		"stdint.h", "inttypes.h", "stdbool.h", "stdlib.h", "stdio.h", "string.h",
		"unistd.h", "pthread.h", "time.h", "sys/time.h", "sys/types.h", "math.h",
	};
	size_t i;

	for (i = 0; i < sizeof(libc) / sizeof(libc[0]); i++)
		if (access(arena_printf(fe->A, "%s/%s", dir, libc[i]), F_OK) == 0)
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
	/* a header is never its own: os/windows.h's `#include <windows.h>` */
	if (nfound != 1 || (at.file && !strcmp(nearby_tidy(fe->A, found[0]), at.file)))
		return 0;
	/* `device/macros.cuh` found from inside device/ is written
	 * `macros.cuh`: its folder is above the working one */
	if (strlen(found[0]) <= strlen(name)) {
		char *full = realpath(found[0], NULL);
		if (!full)
			return 0;
		found[0] = arena_strdup(fe->A, full);
		free(full);
	}
	if (header)
		*header = found[0];
	dir = arena_printf(fe->A, "%.*s", (int)(strlen(found[0]) - strlen(name) - 1), found[0]);
	if (has_dir(fe, args, *nargs, dir))
		return 0;   /* already added for another name */
	if (shadows_system(fe, dir)) {
		/* searched after the system's folders: its other headers
		 * found, the C library's still the system's */
		args[(*nargs)++] = arena_printf(fe->A, "-idirafter%s", dir);
		diag_add(fe->diags, SEV_NOTE, at, RULE_NONE,
			 "'%s' is not on the include path: read from '%s', found %s, whose folder is searched after the system's: it has C library headers of its own (pass -idirafter %s to say so)",
			 name, found[0], where, dir);
		return 1;
	}
	args[(*nargs)++] = arena_printf(fe->A, "-I%s", dir);
	diag_add(fe->diags, SEV_NOTE, at, RULE_NONE,
		 "'%s' is not on the include path: read from '%s', found %s (pass -I%s to say so)",
		 name, found[0], where, dir);
	return 1;
}

/* ---- headers the build generates ------------------------------------------ */

/*
 * A header the build writes from a template, absent from the source tree:
 * `nccl.h` from src/nccl.h.in (a Makefile's sed), `af/compilers.h` that
 * CMake's configure_file() copies from CMakeModules/compilers.h.  The
 * template is given to clang as the header, under GENERATED_DIR (put on
 * the path), with what the build would fill in written as a new user's
 * build would leave it: `#cmakedefine NAME` undefined, `#cmakedefine01
 * NAME` 0, and a variable (`@NAME@`, `${NAME}`) 0, or nothing inside a
 * string, where the project's CMake files do not set it (`set(NAME V)`,
 * `project(NAME VERSION x.y.z)`).
 */
#define GENERATED_DIR "/warpcheck-generated"
#define CMAKE_FILES 256
#define TEMPLATES 64

struct templates {
	int read;
	const char *in[TEMPLATES];               /* x.h.in */
	int nin;
	struct {
		const char *src, *dst, *cmake;
	} conf[TEMPLATES];                       /* configure_file(SRC DST) */
	int nconf;
	const char *cmake[CMAKE_FILES];
	int ncmake;
};

static int is_cmake_file(const char *path, void *data)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	size_t n = strlen(base);

	(void)data;
	return !strcmp(base, "CMakeLists.txt") || (n > 6 && !strcmp(base + n - 6, ".cmake"));
}

/* CMake variables as the project's CMake files set them: the first
 * set(NAME VALUE) of each, and project(NAME VERSION x.y.z)'s versions. */
struct cmake_vars {
	const char **name, **value;
	int n, cap_name, cap_value;
};

static void var_add(struct arena *A, struct cmake_vars *v, const char *name, size_t ln,
		    const char *value, size_t lv)
{
	int i;

	for (i = 0; i < v->n; i++)
		if (strlen(v->name[i]) == ln && !strncmp(v->name[i], name, ln))
			return;
	v->name = arena_grow(A, v->name, sizeof(*v->name), v->n, &v->cap_name);
	v->value = arena_grow(A, v->value, sizeof(*v->value), v->n, &v->cap_value);
	v->name[v->n] = arena_strndup(A, name, ln);
	v->value[v->n++] = arena_strndup(A, value, lv);
}

/* The word of a command at p (`set (`, `project(`), or 0. */
static int command_at(const char *text, const char *p, const char *word)
{
	size_t n = strlen(word);
	const char *q = p + n;

	if (strncasecmp(p, word, n) || (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_')))
		return 0;
	while (*q == ' ' || *q == '\t')
		q++;
	return *q == '(';
}

static void vars_of(struct arena *A, const char *text, struct cmake_vars *v)
{
	const char *p;

	for (p = text; *p; p++) {
		int set = command_at(text, p, "set"), project = !set && command_at(text, p, "project");
		const char *q, *name, *val;
		size_t ln, lv;

		if (!set && !project)
			continue;
		q = strchr(p, '(') + 1;
		while (isspace((unsigned char)*q))
			q++;
		name = q;
		ln = strspn(q, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_");
		if (!ln)
			continue;
		q += ln;
		while (isspace((unsigned char)*q))
			q++;
		if (project) {
			/* project(NAME [VERSION] x.y.z ...) */
			const char *ver = strstr(q, "VERSION"), *close = strchr(q, ')');
			int part;
			if (!ver || !close || ver > close)
				continue;
			ver += 7;
			while (isspace((unsigned char)*ver))
				ver++;
			lv = strspn(ver, "0123456789.");
			for (part = 0; part < 2; part++) {
				const char *who = part ? "PROJECT" : arena_strndup(A, name, ln);
				const char *d = ver, *suffix[] = { "_VERSION_MAJOR", "_VERSION_MINOR", "_VERSION_PATCH" };
				int k;
				var_add(A, v, arena_printf(A, "%s_VERSION", who), strlen(who) + 8, ver, lv);
				for (k = 0; k < 3 && d < ver + lv; k++) {
					size_t w = strspn(d, "0123456789");
					const char *nm = arena_printf(A, "%s%s", who, suffix[k]);
					var_add(A, v, nm, strlen(nm), d, w);
					d += w + (d[w] == '.');
				}
			}
			continue;
		}
		val = q + (*q == '"');
		lv = strcspn(val, *q == '"' ? "\"\n" : " \t\n)");
		if (lv)
			var_add(A, v, name, ln, val, lv);
	}
}

/* Variable name (its ${...} expanded), NULL where it or one it names is not set. */
static const char *var_value(struct arena *A, const struct cmake_vars *v, const char *name,
			     size_t ln, int depth)
{
	const char *val = NULL, *p, *out = "";
	int i;

	for (i = 0; v && i < v->n && !val; i++)
		if (strlen(v->name[i]) == ln && !strncmp(v->name[i], name, ln))
			val = v->value[i];
	if (!val || depth > 8)
		return NULL;
	for (p = val; *p; ) {
		const char *close, *sub;
		if (p[0] == '$' && p[1] == '{' && (close = strchr(p, '}'))) {
			if (!(sub = var_value(A, v, p + 2, (size_t)(close - p - 2), depth + 1)))
				return NULL;
			out = arena_printf(A, "%s%s", out, sub);
			p = close + 1;
			continue;
		}
		out = arena_printf(A, "%s%c", out, *p++);
	}
	return out;
}

/* The end of a variable at p (`@NAME@` or `${...}`), or NULL. */
static const char *variable_end(const char *p)
{
	const char *q;

	if (p[0] == '$' && p[1] == '{')
		return (q = strchr(p + 2, '}')) && !memchr(p, '\n', (size_t)(q - p)) ? q + 1 : NULL;
	if (p[0] != '@')
		return NULL;
	for (q = p + 1; *q == '_' || isalnum((unsigned char)*q); q++)
		;
	return q > p + 1 && *q == '@' ? q + 1 : NULL;
}

/* The template's text as the header a build left at its defaults. */
static char *filled_in(struct arena *A, const char *text, const struct cmake_vars *v)
{
	size_t n = strlen(text), o = 0, cap = 2 * n + 1;
	char *out = arena_alloc(A, cap);
	const char *p = text;

	while (*p) {
		const char *line = p, *eol = strchr(p, '\n'), *d = p, *end;
		int quoted = 0;

		eol = eol ? eol + 1 : p + strlen(p);
		while (*d == ' ' || *d == '\t')
			d++;
		if (!strncmp(d, "#cmakedefine01", 14) && isspace((unsigned char)d[14])) {
			o += (size_t)sprintf(out + o, "#define%.*s 0\n", (int)(strcspn(d + 14, "\n")), d + 14);
			p = eol;
			continue;
		}
		if (!strncmp(d, "#cmakedefine", 12) && isspace((unsigned char)d[12])) {
			size_t w;
			d += 12;
			while (*d == ' ' || *d == '\t')
				d++;
			w = strspn(d, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_");
			o += (size_t)sprintf(out + o, "/* #undef %.*s */\n", (int)w, d);
			p = eol;
			continue;
		}
		for (p = line; p < eol; ) {
			if (*p == '"')
				quoted = !quoted;
			if ((end = variable_end(p)) && end <= eol) {
				const char *name = p + (*p == '@' ? 1 : 2);
				const char *val = var_value(A, v, name, (size_t)(end - 1 - name), 0);
				size_t lv = val ? strlen(val) : 0;
				if (val && o + lv + (size_t)(eol - p) + 64 < cap) {
					memcpy(out + o, val, lv);
					o += lv;
				} else if (!quoted) {
					out[o++] = '0';
				}
				p = end;
				continue;
			}
			out[o++] = *p++;
		}
	}
	out[o] = 0;
	return out;
}

/* A name a build writes from a template: a header's (x.h.in, x.hpp.in). */
static int is_header_name(const char *path, size_t n)
{
	int i;

	for (i = 0; header_exts[i]; i++) {
		size_t e = strlen(header_exts[i]);
		if (n > e && !strncmp(path + n - e, header_exts[i], e))
			return 1;
	}
	return 0;
}

static int is_header_template(const char *path, void *data)
{
	size_t n = strlen(path);

	(void)data;
	return n > 3 && !strcmp(path + n - 3, ".in") && is_header_name(path, n - 3);
}

/* The configure_file(SRC DST) calls of CMake file text that write a
 * header, into t. */
static void configured(struct arena *A, const char *cmake, const char *text, struct templates *t)
{
	const char *p;

	for (p = strstr(text, "configure_file"); p && t->nconf < TEMPLATES;
	     p = strstr(p + 1, "configure_file")) {
		const char *q = p + 14, *src, *dst;
		size_t ls, ld;

		while (isspace((unsigned char)*q))
			q++;
		if (*q++ != '(')
			continue;
		while (isspace((unsigned char)*q))
			q++;
		src = q + (*q == '"');
		ls = strcspn(src, " \t\n\")");
		q = src + ls + (src[ls] == '"');
		while (isspace((unsigned char)*q))
			q++;
		dst = q + (*q == '"');
		ld = strcspn(dst, " \t\n\")");
		if (!ls || !ld || !is_header_name(dst, ld))
			continue;
		t->conf[t->nconf].src = arena_strndup(A, src, ls);
		t->conf[t->nconf].dst = arena_strndup(A, dst, ld);
		t->conf[t->nconf++].cmake = cmake;
	}
}

/* The project's header templates, read once a pre-scan. */
static void templates_read(struct fe *fe, struct templates *t)
{
	static const char *const in[] = { ".in", NULL };
	static const char *const cmake[] = { ".txt", ".cmake", NULL };
	int i;

	if (t->read)
		return;
	t->read = 1;
	t->nin = nearby_in_project(fe->A, fe->main_path, in, is_header_template, NULL, t->in,
				   TEMPLATES);
	t->ncmake = nearby_in_project(fe->A, fe->main_path, cmake, is_cmake_file, NULL, t->cmake,
				      CMAKE_FILES);
	for (i = 0; i < t->ncmake; i++) {
		size_t len;
		char *text = source_read(t->cmake[i], &len);

		if (text && strstr(text, "configure_file"))
			configured(fe->A, t->cmake[i], text, t);
		free(text);
	}
}

/* The file a configure_file() source names: relative to the CMake file's
 * folder, or under a ${..._DIR} variable, looked for in the project by
 * what follows the variable. */
static const char *configure_source(struct fe *fe, const char *cmake, const char *src)
{
	const char *found[2], *rest = src;
	static const char *const any[] = { "", NULL };

	if (src[0] == '$' && src[1] == '{') {
		rest = strchr(src, '}');
		if (!rest || rest[1] != '/')
			return NULL;
		rest += 2;
	} else if (src[0] != '/') {
		const char *path = arena_printf(fe->A, "%.*s/%s",
						(int)(strrchr(cmake, '/') - cmake), cmake, src);
		return access(path, R_OK) == 0 ? path : NULL;
	}
	if (!*rest || strstr(rest, "${"))
		return NULL;
	return nearby_in_project(fe->A, fe->main_path, any, ends_with_include, (void *)rest, found,
				 2) == 1 ? found[0] : NULL;
}

/*
 * The template of header name, if the project has one: NAME.in, else the
 * source of a CMake configure_file() writing it, whose variables are read
 * into v; *how says which.
 */
static const char *header_template(struct fe *fe, struct templates *t, const char *name,
				   const char **how, struct cmake_vars *v)
{
	const char *in = arena_printf(fe->A, "%s.in", name), *path;
	size_t n = strlen(name);
	int i, k;

	for (i = 0; i < t->nin; i++)
		if (ends_with_include(t->in[i], (void *)in)) {
			*how = "its template";
			return t->in[i];
		}
	for (i = 0; i < t->nconf; i++) {
		size_t ld = strlen(t->conf[i].dst);
		if (ld <= n || t->conf[i].dst[ld - n - 1] != '/' || strcmp(t->conf[i].dst + ld - n, name) ||
		    !(path = configure_source(fe, t->conf[i].cmake, t->conf[i].src)))
			continue;
		*how = arena_printf(fe->A, "the configure_file() of '%s'",
				    nearby_tidy(fe->A, t->conf[i].cmake));
		/* the variables it fills in, as the CMake files set them */
		for (k = 0; k < t->ncmake; k++) {
			size_t len;
			char *text = source_read(t->cmake[k], &len);
			if (text)
				vars_of(fe->A, text, v);
			free(text);
		}
		return path;
	}
	return NULL;
}

/* nearby_keep_fn: is path's last component the name in data? */
static int same_base(const char *path, void *data)
{
	const char *base = strrchr(path, '/');

	return base && !strcmp(base + 1, (const char *)data);
}

/* Text given to clang as GENERATED_DIR/name, put on the path before the
 * bundled headers (the project's own nccl.h, not warpcheck's model). */
static void give(struct fe *fe, const char *name, char *text, const char **args, int *nargs)
{
	int i;

	fe->rewrites = arena_grow(fe->A, fe->rewrites, sizeof(*fe->rewrites), fe->nrewrites,
				  &fe->cap_rewrites);
	fe->rewrites[fe->nrewrites].Filename = arena_printf(fe->A, "%s/%s", GENERATED_DIR, name);
	fe->rewrites[fe->nrewrites].Contents = text;
	fe->rewrites[fe->nrewrites].Length = (unsigned long)strlen(text);
	fe->nrewrites++;
	if (has_dir(fe, args, *nargs, GENERATED_DIR))
		return;
	for (i = 0; i < *nargs && strcmp(args[i], "-I" PRELUDE_DIR); i++)
		;
	memmove(args + i + 1, args + i, (size_t)(*nargs - i) * sizeof(*args));
	args[i] = "-I" GENERATED_DIR;
	(*nargs)++;
}

/*
 * Is name's first folder one of a library on the include path
 * (`cutlass/util/reference/device/gemm.h` with CUTLASS's include/ given,
 * whose tools/util/include is not)?  Then the header is that library's,
 * missing from what was given, and no file of the project that shares
 * its last component (`fmha/gemm.h`) is it.
 */
static int library_on_path(struct fe *fe, const char *name, const char **args, int nargs)
{
	const char *slash = strchr(name, '/');
	struct stat st;
	int k;

	if (!slash)
		return 0;
	for (k = 0; k < nargs; k++)
		if (!strncmp(args[k], "-I", 2) && args[k][2] &&
		    stat(arena_printf(fe->A, "%s/%.*s", args[k] + 2, (int)(slash - name), name),
			 &st) == 0 && S_ISDIR(st.st_mode))
			return 1;
	return 0;
}

/* a path component, lowercased, '-' read as '_' */
static void component(char *out, size_t size, const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n && i + 1 < size; i++)
		out[i] = p[i] == '-' ? '_' : (char)tolower((unsigned char)p[i]);
	out[i] = '\0';
}

/*
 * Does a folder of name agree with a folder of path, the one begins with
 * the other (`acme/` with `vendor/acme-lib/include/`, `doca_gpunetio/`
 * with `doca-gpunetio/include/`)?  `fmt/format.h` is no copy of a
 * project's own `src/kernels/gemm/format.h`.
 */
static int folder_agrees(const char *name, const char *path)
{
	const char *a, *b, *ea, *eb;
	char x[256], y[256];

	for (a = name; (ea = strchr(a, '/')) != NULL; a = ea + 1) {
		component(x, sizeof(x), a, (size_t)(ea - a));
		for (b = path; (eb = strchr(b, '/')) != NULL; b = eb + 1) {
			size_t nx, ny;
			component(y, sizeof(y), b, (size_t)(eb - b));
			nx = strlen(x);
			ny = strlen(y);
			if (nx && ny && !strncmp(x, y, nx < ny ? nx : ny))
				return 1;
		}
	}
	return 0;
}

/*
 * Header name, which nothing in the project is, given to clang from what
 * the build makes it of: the template it writes it from, or (copied,
 * where copies is set) the one file of the project with its last
 * component's name, which the build copies to where the #include looks
 * (`doca_gpunetio/x.h` of `doca-gpunetio/include/x.h`).  The file it is
 * made of, or NULL.
 */
static const char *generated(struct fe *fe, struct templates *t, const char *name,
			     struct src_loc at, const char **args, int *nargs, int copies)
{
	const char *how, *from, *path = arena_printf(fe->A, "%s/%s", GENERATED_DIR, name);
	const char *base = strrchr(name, '/'), *found[2];
	struct cmake_vars vars;
	size_t len;
	char *text;
	int i;

	for (i = 0; i < fe->nrewrites; i++)
		if (!strcmp(fe->rewrites[i].Filename, path))
			return NULL;   /* given already, for another #include of it */
	templates_read(fe, t);
	memset(&vars, 0, sizeof(vars));
	from = t->nin || t->nconf ? header_template(fe, t, name, &how, &vars) : NULL;
	if (from && (text = source_read(from, &len)) != NULL) {
		give(fe, name, filled_in(fe->A, text, &vars), args, nargs);
		free(text);
		diag_add(fe->diags, SEV_NOTE, at, RULE_NONE,
			 "'%s' is made by the project's build: read from '%s', %s, as a build at its defaults writes it",
			 name, nearby_tidy(fe->A, from), how);
		return from;
	}
	if (!copies || !base || library_on_path(fe, name, args, *nargs) ||
	    nearby_in_project(fe->A, fe->main_path, header_exts, same_base, (void *)(base + 1), found,
			      2) != 1 || !folder_agrees(name, nearby_tidy(fe->A, found[0])))
		return NULL;
	/* the copy: the file itself, included by its path (what it
	 * includes is then found beside it) */
	{
		char real[PATH_MAX];
		give(fe, name, arena_printf(fe->A, "#include \"%s\"\n",
					    realpath(found[0], real) ? real : found[0]), args, nargs);
	}
	diag_add(fe->diags, SEV_NOTE, at, RULE_NONE,
		 "'%s' is in no folder of the project: read from '%s', the one file of that name, which the build copies there (pass -I with the folder it copies it to, to say otherwise)",
		 name, nearby_tidy(fe->A, found[0]));
	return found[0];
}

/* ---- the pre-scan -------------------------------------------------------- */

struct prescan {
	struct fe *fe;
	const char **args;
	int *nargs, room, added;
	struct templates templates;   /* the project's generated headers */
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
/* Does the line define a C++20 concept (`concept name = ...`)? */
static int defines_concept(const char *line)
{
	const char *c;

	for (c = strstr(line, "concept"); c; c = strstr(c + 7, "concept")) {
		const char *q = c + 7;
		if ((c > line && (isalnum((unsigned char)c[-1]) || c[-1] == '_')) ||
		    (*q != ' ' && *q != '\t'))
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (!isalpha((unsigned char)*q) && *q != '_')
			continue;
		while (isalnum((unsigned char)*q) || *q == '_')
			q++;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == '=' && q[1] != '=')
			return 1;
	}
	return 0;
}

static void scan_file(struct prescan *p, const char *path)
{
	size_t len = 0;
	char *text = source_read(path, &len), *line, *next;
	const char *dir;
	unsigned lineno = 0;

	if (!text)
		return;
	/* a header (not the main file, which parse.c respaces) with a
	 * `.template name(` or a `#define NAME #pragma ...` nvcc accepts:
	 * given to clang respaced */
	if (p->nqueue > 1 && path != p->queue[0] && len <= PRESCAN_BYTES &&
	    (strstr(text, "template") || strstr(text, "pragma"))) {
		char *copy = arena_strndup(p->fe->A, text, len);
		if (edits_respace_template(copy, len) + edits_blank_macro_pragmas(copy, len)) {
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
		if (!p->fe->concept_at.file && defines_concept(line))
			p->fe->concept_at = (struct src_loc){ nearby_tidy(p->fe->A, path), lineno, 1 };
		s = (char *)nearby_include_text(line);
		if (!s || (*s != '"' && *s != '<'))
			continue;
		quoted = *s == '"';
		close = quoted ? '"' : '>';
		if (!(end = strchr(s + 1, close)) || end == s + 1)
			continue;
		name = arena_printf(p->fe->A, "%.*s", (int)(end - s - 1), s + 1);
		if (bundled(name)) {
			/* the project's own, which its build writes (its build
			 * folder comes first on the path): nccl.h from
			 * nccl.h.in, not warpcheck's model of it */
			struct src_loc at = { nearby_tidy(p->fe->A, path), lineno, 1 };
			const char *header;
			if (p->added < p->room &&
			    (header = generated(p->fe, &p->templates, name, at, p->args, p->nargs, 0))) {
				p->added++;
				enqueue(p, header);
			}
			continue;
		}
		if ((found = resolve(p, dir, name, quoted))) {
			enqueue(p, found);
			continue;
		}
		/* a <header> in none of the system's folders is a library's
		 * the build puts on the path: a vendored third_party/
		 * deep_gemm/include/deep_gemm/x.cuh, looked for as a quoted
		 * one is; else one the build writes or copies */
		if ((quoted || !in_system(p->fe, name)) && p->added < p->room) {
			struct src_loc at = { nearby_tidy(p->fe->A, path), lineno, 1 };
			const char *header = NULL;
			if (includes_add(p->fe, name, at, p->args, p->nargs, &header)) {
				p->added++;
				enqueue(p, header);
			} else if (header) {
				enqueue(p, header);
			} else if ((header = generated(p->fe, &p->templates, name, at, p->args,
						       p->nargs, 1))) {
				p->added++;
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
