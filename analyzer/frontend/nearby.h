/*
 * nearby.h - the files of a project around a path: what `explain` reads a
 * header's kernels through (the .cu files that include it), and where
 * host code looks for the main() that calls a file's launching functions.
 */
#ifndef WARPCHECK_NEARBY_H
#define WARPCHECK_NEARBY_H

#include "../../simulator/simulator.h"

/* keep(path, data): whether a file found is one the caller wants */
typedef int (*nearby_keep_fn)(const char *path, void *data);

/*
 * The files in path's folder and the `up` folders above it (each with its
 * folders `down` levels deep) whose names end in one of `exts` (a NULL-
 * ended list), that are not path itself and that keep() accepts, each
 * once, in path order, the first `max` of them, written relative to the
 * working folder when under it (paths in a); 4,096 directory entries are
 * looked at, at most.  Returns how many were put in out.
 */
int nearby_files(struct arena *a, const char *path, int up, int down, const char *const *exts,
		 nearby_keep_fn keep, void *data, const char **out, int max);

/*
 * As nearby_files, over path's whole project: the nearest folder above
 * path that holds a .git, else the outermost within eight above it that
 * holds a CMakeLists.txt, setup.py, pyproject.toml or Makefile, twelve
 * levels down (65,536 directory entries
 * at most).  0 where no folder above path marks a project.
 */
int nearby_in_project(struct arena *a, const char *path, const char *const *exts,
		      nearby_keep_fn keep, void *data, const char **out, int max);

/*
 * The .cu files near header (its folder and the two above, each with its
 * folders one level down) that #include it by name, or include a nearby
 * header that does (kernels.cuh including kernels/1_naive.cuh), in path
 * order, the first max of them; when none is near, those of its project
 * (nearby_in_project) that do.  Returns how many were put in out.
 * header may be a .cu file too: a kernel file that a main .cu file
 * #includes to compile them as one.
 */
/*
 * The C++ standard path's build asks for (11, 14, 17, 20 or 23): the
 * newest named by the build files (CMakeLists.txt, Makefile, *.py,
 * *.cmake, *.mk, pyproject.toml) of the nearest folder above path that has
 * one naming any, up to the project's root; *from says which.  0 where
 * none does.
 */
int nearby_standard(struct arena *a, const char *path, const char **from);

/*
 * How path's build defines macro: the first `-DNAME=V`, `-DNAME`,
 * `NAME=V`, CMake `(NAME 1)` / `(NAME ON)` or setup.py `("NAME", "V")` in
 * the build files (as nearby_standard reads) of the file's folder, then
 * each above it up to the project's root, in name order: *value (ON and
 * TRUE as 1, OFF and FALSE as 0) and *from ("CMakeLists.txt:214").
 * A macro nvcc predefines for a flag (nearby_flag_macro) is defined
 * where a build file passes the flag: `--expt-extended-lambda` defines
 * __CUDACC_EXTENDED_LAMBDA__ as 1.
 * 0 where none does.
 */
int nearby_define(struct arena *a, const char *path, const char *macro, const char **value,
		  const char **from);

/* Does nvcc predefine macro when given a flag (__CUDACC_EXTENDED_LAMBDA__)? */
int nearby_flag_macro(const char *macro);

int nearby_includers(struct arena *a, const char *header, const char **out, int max,
		     const char **via, int *nvia);
#define NEARBY_INCLUDERS 16          /* how many callers ask for */
/* via (where not NULL): the headers through which they include it, at
 * most NEARBY_VIA, their number in *nvia */
#define NEARBY_VIA 16

/*
 * The includers (n of them) that can launch header's kernels moved
 * first, in their order, the others after them in theirs; how many can,
 * or -1 where the text cannot say (textcalls.c).  One can when its text
 * names a kernel the header's text defines (`__global__`), or a function
 * of the header, of the headers in via, or of the headers it includes
 * in quotes, whose body names one, or names such a function, and so on.
 * The text cannot say when the header defines no kernel, a macro defines
 * one, or one is named outside a function (a table of them).
 */
/* text's comments, string and character literals blanked in place (the
 * same length, newlines kept) */
void nearby_blank_comments(char *text, size_t len);

int nearby_launching_first(struct arena *a, const char *header, const char *const *via, int nvia,
			   const char **includers, int n);

/* What follows `#include` on a line (spaces skipped: `"name"`, `<name>`),
 * or NULL where the line is not an #include. */
const char *nearby_include_text(const char *line);

/* Is path a CUDA source (.cu), or a header (.cuh, .h, .hpp, .hh, .hxx, .inl)? */
int nearby_is_cu(const char *path);
int nearby_is_header(const char *path);

/* The path written short and without "..": relative to the working
 * folder when under it, else absolute; as given when it does not exist. */
const char *nearby_tidy(struct arena *a, const char *path);

/*
 * Whether text names function `name` as a call or a value: `name (`,
 * `name<float>(`, or `launch<float>}` and `launch,` in a table of them.
 */
int nearby_names(const char *text, const char *name);

#endif
