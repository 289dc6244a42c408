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


/* parses again for nvcc's reading (edits.c), at most: each costs a parse */
#define EDIT_ROUNDS 3
/* headers found near the file or in its project (includes.c), at most */
#define MAX_FOUND_INCLUDES 24
/* parses for placeholders of what headers not found declare, at most */
#define PLACEHOLDER_ROUNDS 3
/* -D for the macros #errors ask for (macros.c) */
#define MAX_WANTED_MACROS 8

/* The file parsed into fe->ctu, whose last parse the caller has kept or
 * disposed of. */
static enum CXErrorCode parse_fresh(struct fe *fe, const char *path, const char **args, int nargs,
				    struct CXUnsavedFile *unsaved, int nunsaved)
{
	fe->ctu = NULL;
	fe->ntexts = 0;
	fe->nnames = 0;
	fe->device_used_of = NULL;   /* an address a new parse may take again */
	fe->tu->parses++;
	return clang_parseTranslationUnit2(fe->index, path, args, nargs, unsaved, (unsigned)nunsaved,
					   CXTranslationUnit_KeepGoing | CXTranslationUnit_DetailedPreprocessingRecord,
					   &fe->ctu);
}

/* The file parsed again, with what a round added to args. */
static enum CXErrorCode parse_again(struct fe *fe, const char *path, const char **args, int nargs,
				    struct CXUnsavedFile *unsaved, int nunsaved)
{
	clang_disposeTranslationUnit(fe->ctu);
	return parse_fresh(fe, path, args, nargs, unsaved, nunsaved);
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

/* The errors clang gives in the user's own files. */
static int user_errors(struct fe *fe)
{
	unsigned i, n = clang_getNumDiagnostics(fe->ctu);
	int errors = 0;

	for (i = 0; i < n; i++) {
		CXDiagnostic diag = clang_getDiagnostic(fe->ctu, i);
		CXString msg = clang_getDiagnosticSpelling(diag);

		errors += clang_getDiagnosticSeverity(diag) >= CXDiagnostic_Error &&
			  cx_user_location(fe, clang_getDiagnosticLocation(diag)) &&
			  !errors_asm_text(clang_getCString(msg));
		clang_disposeString(msg);
		clang_disposeDiagnostic(diag);
	}
	return errors;
}

/* Points fe->ctu at tu, a parse made before, whose caches are gone. */
static void use_parse(struct fe *fe, CXTranslationUnit tu)
{
	fe->ctu = tu;
	fe->ntexts = 0;
	fe->nnames = 0;
	fe->device_used_of = NULL;
}

/*
 * The end of a trial: the parse rc gave fe->ctu kept where clang's errors
 * in the user's files are fewer than before, else without is again.
 */
static int trial_end(struct fe *fe, enum CXErrorCode rc, CXTranslationUnit without, int before)
{
	if (rc == CXError_Success && fe->ctu && user_errors(fe) < before) {
		clang_disposeTranslationUnit(without);
		return 1;
	}
	if (fe->ctu)
		clang_disposeTranslationUnit(fe->ctu);
	use_parse(fe, without);
	return 0;
}

/*
 * The file parsed again with what a round added, kept where clang's
 * errors in the user's files are now fewer than before: else the parse
 * without it, kept until the errors said (not a parse more to go back),
 * is fe->ctu again.  Returns whether the new parse was kept.
 */
static int parse_trial(struct fe *fe, const char *path, const char **args, int nargs,
		       struct CXUnsavedFile *unsaved, int nunsaved, int before)
{
	CXTranslationUnit without = fe->ctu;
	enum CXErrorCode rc = parse_fresh(fe, path, args, nargs, unsaved, nunsaved);

	return trial_end(fe, rc, without, before);
}

/*
 * Has the reading taken its budget (opts->parse_budget)?  Counted in the
 * process's CPU time (libclang parses on threads of its own), not on the
 * clock: what is read must not change with the load other programs put
 * on the machine (a CI job beside others, a sweep of two at a time).
 */
static int over_budget(const struct fe *fe)
{
	struct timespec now;

	if (!fe->opts->parse_budget)
		return 0;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
	return (double)(now.tv_sec - fe->start_cpu.tv_sec) +
	       (double)(now.tv_nsec - fe->start_cpu.tv_nsec) * 1e-9 > fe->opts->parse_budget;
}

/*
 * What the headers not found would have declared, as placeholders, in
 * rounds: later ones for what the first reveals (the members of a
 * namespace or a class once it is declared, errors the first round could
 * not reach).  Each round's names add to the last's; the round whose
 * parse leaves the fewest errors in the user's files is kept, where they
 * are fewer than before the first, with its names given in args and
 * unsaved[slot]; else the parse before them.  Returns whether fe->ctu is
 * another parse than before.
 */
static int placeholder_rounds(struct fe *fe, const char *path, const char **args, int *nargs,
			      struct CXUnsavedFile *unsaved, int nunsaved, int slot)
{
	int before = user_errors(fe), best_errors = before, best_count = 0, i, e;
	CXTranslationUnit without = fe->ctu, best = NULL;
	const char *best_text = "";
	enum CXErrorCode rc;

	for (i = 0; i < PLACEHOLDER_ROUNDS && before && !over_budget(fe) &&
		    placeholders_collect(fe, i); i++) {
		if (i == 0) {
			args[(*nargs)++] = "-include";
			args[(*nargs)++] = PLACEHOLDERS_PATH;
		} else if (fe->ctu != best) {
			clang_disposeTranslationUnit(fe->ctu);
		}
		unsaved[slot].Contents = placeholders_text(fe);
		unsaved[slot].Length = (unsigned long)strlen(unsaved[slot].Contents);
		rc = parse_fresh(fe, path, args, *nargs, unsaved, nunsaved);
		if (rc != CXError_Success || !fe->ctu)
			break;
		e = user_errors(fe);
		if (e < best_errors) {
			if (best)
				clang_disposeTranslationUnit(best);
			best = fe->ctu;
			best_errors = e;
			best_count = placeholders_count(fe);
			best_text = unsaved[slot].Contents;
		}
	}
	if (fe->ctu == without)
		return 0;
	if (fe->ctu && fe->ctu != best)
		clang_disposeTranslationUnit(fe->ctu);
	if (best) {
		clang_disposeTranslationUnit(without);
		use_parse(fe, best);
		placeholders_keep(fe, best_count);
		unsaved[slot].Contents = best_text;
		unsaved[slot].Length = (unsigned long)strlen(best_text);
		return 1;
	}
	use_parse(fe, without);
	placeholders_keep(fe, 0);
	unsaved[slot].Contents = "";
	unsaved[slot].Length = 0;
	*nargs -= 2;
	return 1;
}

int frontend_load(struct ir_tu **out, const char *path,
		  const struct frontend_options *opts, struct diag_list *diags)
{
	static const char *base_args[] = {
		/* nvcc's dialect is its host compiler's default, GNU C++17:
		 * `typeof`, as kernels' READ_ONCE macros write it */
		"-x", "cuda", "--cuda-device-only", "-nocudalib",
		"-std=gnu++17", "-Wno-unknown-cuda-version", "-ferror-limit=0",
		/* what nvcc warns of and compiles, clang refuses: `register`,
		 * narrowing in a braced list, "%"PRId64 without a space */
		"-Wno-register", "-Wno-c++11-narrowing", "-Wno-reserved-user-defined-literal",
		/* a C variadic device function, which nvcc compiles where it is
		 * never called (CuTe's and CUTLASS's overloads on `...` to
		 * choose a template) */
		"-Xclang", "-fcuda-allow-variadic-functions",
		/* `extern __shared__ S s;` of a complete type, which nvcc
		 * takes with or without -rdc and clang only with it */
		"-fgpu-rdc",
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
	enum { NBASE = sizeof(base_args) / sizeof(base_args[0]) + 7 };
	char cuda_arg[4200], sdk_arg[64];
	int real_cuda = 0, main_given, std_known = 0;
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
	int i, nargs = 0, respaced = 0, found, wanted = 0, ph_slot;
	struct timespec t1;

	arena_init(&tu->arena, 0);
	memset(&fe, 0, sizeof(fe));
	clock_gettime(CLOCK_MONOTONIC, &fe.start);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &fe.start_cpu);
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
	respaced = edits_respace_main((char *)fe.source, fe.source_len);
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
		std_known = std != 0;
		if (std >= 20 && !given_standard(db_args, ndb, (const char *const *)opts->clang_args, opts->nclang_args)) {
			struct src_loc none = { fe.main_path, 0, 0 };
			args[nargs++] = std == 20 ? "-std=gnu++20" : "-std=gnu++23";
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
	/* a concept in the file or its headers, which nvcc compiles only as
	 * C++20, where no build and no flag says which standard */
	if (fe.concept_at.file && !std_known &&
	    !given_standard(db_args, ndb, (const char *const *)opts->clang_args, opts->nclang_args)) {
		args[nargs++] = "-std=gnu++20";
		diag_add(diags, SEV_NOTE, fe.concept_at, RULE_NONE,
			 "read as C++20: this defines a concept, which only C++20 compiles, and no build file near the file names a standard (pass -std= to choose)");
	}
	wanted = macros_prescanned(&fe, args, &nargs, MAX_WANTED_MACROS);
	/* `template` where clang would refuse a call without it, written
	 * before the first parse rather than after it */
	{
		const char *before = fe.source;
		edits_predict(&fe, opts->header_path);
		respaced += fe.source != before;
	}

	/* the bundled headers and the respaced ones, then the main file and
	 * an edited header */
	for (i = 0; warpcheck_prelude[i].name; i++)
		;
	unsaved = arena_alloc(fe.A, ((size_t)i + fe.nrewrites + 3) * sizeof(*unsaved));
	for (i = 0; warpcheck_prelude[i].name; i++) {
		unsaved[nunsaved].Filename = arena_printf(fe.A, "%s/%s", PRELUDE_DIR,
							  warpcheck_prelude[i].name);
		unsaved[nunsaved].Contents = warpcheck_prelude[i].text;
		unsaved[nunsaved++].Length = (unsigned long)strlen(warpcheck_prelude[i].text);
	}
	/* the placeholders' header: empty, and not included, until a header
	 * not found asks for it */
	ph_slot = nunsaved;
	unsaved[nunsaved].Filename = PLACEHOLDERS_PATH;
	unsaved[nunsaved].Contents = "";
	unsaved[nunsaved++].Length = 0;
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
		edits_respace_template(edited, strlen(edited));
		unsaved[nunsaved].Filename = opts->header_path;
		unsaved[nunsaved].Contents = edited;
		unsaved[nunsaved++].Length = (unsigned long)strlen(edited);
	}
	index = clang_createIndex(0, 0);
	fe.index = index;
	fe.prelude = unsaved;
	tu->parses++;
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
		fe.nnames = 0;
		memmove(args + base + 5, args + base + 3, (size_t)(nargs - base - 3) * sizeof(*args));
		for (i = 0; i < 5; i++)
			args[base + i] = prelude_args[i];
		nargs += 2;
		tu->parses++;
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
	/* the macros a file that still has errors tests and its build
	 * defines: kept where they leave fewer errors */
	if (rc == CXError_Success && fe.ctu && wanted < MAX_WANTED_MACROS) {
		int before = user_errors(&fe), n0 = nargs, d0 = fe.ndefines, added;

		if (before > 0 &&
		    (added = macros_tested(&fe, args, &nargs, MAX_WANTED_MACROS - wanted)) > 0) {
			if (parse_trial(&fe, path, args, nargs, unsaved, nunsaved, before)) {
				wanted += added;
				macros_tested_keep(&fe);
			} else {
				nargs = n0;
				macros_tested_drop(&fe, d0);
			}
		}
	}
	/* what the headers not found would have declared, as placeholders
	 * (placeholder_rounds) */
	if (rc == CXError_Success && fe.ctu && placeholder_rounds(&fe, path, args, &nargs,
								   unsaved, nunsaved, ph_slot))
		rc = CXError_Success;
	placeholders_note(&fe);
	cx_placeholders_live(placeholders_count(&fe) > 0);
	if (fe.ndefines) {
		/* nvcc (--ptxas, --sass) is given them too */
		const char **flags = arena_alloc(fe.A, ((size_t)tu->nflags + (size_t)fe.ndefines + 1) * sizeof(*flags));
		memcpy(flags, tu->flags, (size_t)tu->nflags * sizeof(*flags));
		memcpy(flags + tu->nflags, fe.defines, (size_t)fe.ndefines * sizeof(*flags));
		tu->flags = flags;
		tu->nflags += fe.ndefines;
	}
	/* explicit instantiations a macro of the file writes: referenced
	 * too, and the file parsed again */
	if (rc == CXError_Success && fe.ctu) {
		char *more = instances_from_macros(&fe);

		if (more) {
			char *copy;

			epilogue = arena_printf(fe.A, "%s%s", epilogue ? epilogue : "\n", more);
			copy = arena_printf(fe.A, "%.*s%s", (int)fe.source_len, fe.source, epilogue);
			if (nunsaved == fe.nprelude || strcmp(unsaved[fe.nprelude].Filename, path)) {
				/* the file was read from disk: its copy goes first */
				memmove(unsaved + fe.nprelude + 1, unsaved + fe.nprelude,
					(size_t)(nunsaved - fe.nprelude) * sizeof(*unsaved));
				nunsaved++;
			}
			unsaved[fe.nprelude].Filename = path;
			unsaved[fe.nprelude].Contents = copy;
			unsaved[fe.nprelude].Length = (unsigned long)strlen(copy);
			rc = parse_again(&fe, path, args, nargs, unsaved, nunsaved);
		}
	}
	/* each round's instances may hide the next's (a function template
	 * instantiated only from one clang refused) */
	main_given = nunsaved > fe.nprelude;
	for (i = 0; i < EDIT_ROUNDS && rc == CXError_Success && fe.ctu; i++) {
		int again = 0;
		rc = edits_reparse(&fe, path, args, nargs, main_given, epilogue, &again);
		if (!again)
			break;
		main_given = 1;   /* as fe.source now has it */
	}
	edits_name_as_clang(&fe);
	fe.parse_args = arena_alloc(fe.A, ((size_t)nargs + 1) * sizeof(*fe.parse_args));
	memcpy(fe.parse_args, args, (size_t)nargs * sizeof(*args));
	fe.nparse_args = nargs;
	free(args);
	if (rc != CXError_Success || !fe.ctu) {
		struct src_loc none = { fe.main_path, 0, 0 };
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "libclang could not parse '%s' (error %d)", path, (int)rc);
		cx_placeholders_live(0);
		clang_disposeIndex(index);
		ir_tu_release(tu);
		return -1;
	}
	fe.main_file = clang_getFile(fe.ctu, path);
	errors_report(&fe);
	if (!opts->stop_at_errors || !diags->count[SEV_ERROR]) {
		kernels_find(&fe);
		if (!opts->contents)
			bodies_find(&fe);
		assumed_unused(&fe);
	}
	clang_getInclusions(fe.ctu, note_input, &fe);
	cx_placeholders_live(0);
	clang_disposeTranslationUnit(fe.ctu);
	clang_disposeIndex(index);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	tu->load_seconds = (double)(t1.tv_sec - fe.start.tv_sec) + (double)(t1.tv_nsec - fe.start.tv_nsec) * 1e-9;
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
