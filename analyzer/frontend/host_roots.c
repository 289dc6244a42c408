/*
 * host_roots.c - where host code is run from: main() and the functions
 * no function of the file calls (each from its top, its parameters not
 * known or, for a PyTorch launcher, its tensors' shapes), and the main()
 * of another file of the project that calls this file's launching
 * functions.  Part of the host stage (host.h); host.c runs the bodies.
 */
#include "host.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nearby.h"

/* another file of the project read for a main() that calls this one's
 * functions: its first bytes, and the files looked at, at most */
#define CALLER_BYTES (1 << 20)
/* at most: the files parsed for such a main() */
#define CALLER_FILES 8

/* Runs fn from its top; `call`, when given, holds what a caller passes. */
static void run_root(struct host *h, CXCursor fn, CXCursor body, const struct capture *call)
{
	struct frame fr = { 0 };
	const char *fname = cx_string(h->fe, clang_getCursorSpelling(fn));
	int i, n = cx_num_params(fn);

	for (i = 0; i < n; i++) {
		CXCursor p = cx_param(fn, i);
		const char *name = cx_string(h->fe, clang_getCursorSpelling(p));
		int argv = !strcmp(fname, "main"), pt = cx_ctype(clang_getCursorType(p));
		if (call && i < call->nargs) {
			host_bind(h, &fr, p, pt >= 0 ? host_convert(call->args[i], (enum ctype)pt)
						     : call->args[i]);
			continue;
		}
		if (tensors_is_tensor(clang_getCursorType(p))) {   /* a shape given, or none */
			host_bind(h, &fr, p, tensors_param(h, fn, p));
			continue;
		}
		/* not known: --param NAME's value where given (host_bind) */
		host_bind(h, &fr, p, host_unknown(argv ? "from the command line"
				  : h->others == 1
				    /* run as a root because nothing read calls it */
				    ? arena_printf(h->fe->A, "from parameter '%s' of '%s': no call of '%s' found in the files read gives it", name, fname, fname)
				    : arena_printf(h->fe->A, "from parameter '%s' of '%s', whose callers are not followed", name, fname),
				  argv));
	}
	host_entered(h, fn);
	h->origin = call ? call->origin : NULL;
	host_exec(h, &fr, body);
	h->origin = NULL;
	if (!call)
		tensors_note_unknown(h, fn, &fr);
}

static int was_entered(struct host *h, CXCursor fn)
{
	int i;

	for (i = 0; i < h->nentered; i++)
		if (clang_equalCursors(h->entered[i], fn))
			return 1;
	return 0;
}

/* The functions a call in the main file names, canonical, in h->called. */
static enum CXChildVisitResult find_called(CXCursor c, CXCursor parent, CXClientData data)
{
	struct host *h = data;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CallExpr && cx_in_main_file(h->fe, c)) {
		CXCursor f = clang_getCursorReferenced(c);
		if (!clang_Cursor_isNull(f)) {
			h->called = arena_grow(&h->A, h->called, sizeof(*h->called), h->ncalled,
					       &h->cap_called);
			h->called[h->ncalled++] = clang_getCanonicalCursor(f);
		}
	}
	return CXChildVisit_Recurse;
}

static int is_called(struct host *h, CXCursor fn)
{
	CXCursor canon = clang_getCanonicalCursor(fn);
	int i;

	for (i = 0; i < h->ncalled; i++)
		if (clang_equalCursors(h->called[i], canon))
			return 1;
	return 0;
}

static enum CXChildVisitResult find_roots(CXCursor c, CXCursor parent, CXClientData data)
{
	struct host *h = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor def, body;
	char *name;
	int is_main, i;

	(void)parent;
	if (k == CXCursor_Namespace)
		return CXChildVisit_Recurse;
	if (k == CXCursor_FunctionTemplate && h->others == 1 && clang_isCursorDefinition(c) &&
	    cx_in_main_file(h->fe, c)) {
		/* a template launcher another file's main() calls (through a
		 * std::function of `launch<float>`): run as its pattern with
		 * each call's values; its launches go to the kernel's
		 * instances (host_sites.c) */
		name = cx_string(h->fe, clang_getCursorSpelling(c));
		body = host_body(h, c, &def);
		for (i = 0; i < h->ncaptures && !clang_Cursor_isNull(body); i++)
			if (!strcmp(h->captures[i].name, name))
				run_root(h, c, body, &h->captures[i]);
		return CXChildVisit_Continue;
	}
	if ((k != CXCursor_FunctionDecl && k != CXCursor_CXXMethod) ||
	    !clang_isCursorDefinition(c) || !cx_in_main_file(h->fe, c))
		return CXChildVisit_Continue;
	name = cx_string(h->fe, clang_getCursorSpelling(c));
	is_main = !strcmp(name, "main") && k == CXCursor_FunctionDecl;
	if (is_main == (h->others > 0))
		return CXChildVisit_Continue;
	/* a function another calls is first reached from that one, with
	 * what it passes (run_kernel's switch calls run_sgemm_warptile) */
	if (h->others == 1 && is_called(h, c))
		return CXChildVisit_Continue;
	body = host_body(h, c, &def);
	if (clang_Cursor_isNull(body) || was_entered(h, c) ||
	    (!is_main && !host_leads_to_launch(h, body, h->had_main ? HOST_DEPTH : 0)))
		return CXChildVisit_Continue;
	if (is_main)
		h->had_main = 1;
	for (i = 0; i < h->ncaptures; i++)
		if (!strcmp(h->captures[i].name, name))
			run_root(h, c, body, &h->captures[i]);
	if (!was_entered(h, c))
		run_root(h, c, body, NULL);
	return CXChildVisit_Continue;
}

/* The first CALLER_BYTES of file `path`, NUL-ended (malloc), their
 * length in *n; NULL and 0 when it cannot be read. */
static char *read_head(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char *text;

	*n = 0;
	if (!f)
		return NULL;
	text = xmalloc(CALLER_BYTES + 1);
	*n = fread(text, 1, CALLER_BYTES, f);
	fclose(f);
	text[*n] = 0;
	return text;
}

/*
 * Runs the main() of the project's file `path` (parsed as the main file
 * was), keeping the arguments of its calls to h's capture_names.
 */
static void run_caller(struct host *h, const char *path)
{
	struct fe other = *h->fe;
	struct host *o;
	CXTranslationUnit t = frontend_parse_other(h->fe, path);
	size_t n;
	char *text = read_head(path, &n);
	int i;

	if (!t) {
		free(text);
		return;
	}
	other.source = arena_strndup(h->fe->A, text ? text : "", n);
	free(text);
	other.ctu = t;
	other.ntexts = 0;         /* the files of another translation unit */
	other.nnames = 0;
	other.main_path = arena_strdup(h->fe->A, path);
	other.main_file = clang_getFile(t, path);
	other.source_len = n;
	other.host = NULL;
	other.kn = NULL;
	o = xcalloc(1, sizeof(*o));
	o->fe = &other;
	o->caller_run = 1;
	arena_init(&o->A, 1 << 16);
	memcpy(o->capture_names, h->capture_names, sizeof(h->capture_names));
	memcpy(o->capture_nparams, h->capture_nparams, sizeof(h->capture_nparams));
	o->ncapture_names = h->ncapture_names;
	clang_visitChildren(clang_getTranslationUnitCursor(t), find_roots, o);   /* main() */
	for (i = 0; i < o->ncaptures && h->ncaptures < HOST_SITES; i++) {
		h->captures = xreallocarray(h->captures, (size_t)h->ncaptures + 1, sizeof(*h->captures));
		h->captures[h->ncaptures++] = o->captures[i];
	}
	free(o->captures);
	arena_release(&o->A);
	free(o);
	clang_disposeTranslationUnit(t);
}

/* The main file's functions that launch and that nothing in it calls. */
static enum CXChildVisitResult find_tops(CXCursor c, CXCursor parent, CXClientData data)
{
	struct host *h = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor def, body;

	(void)parent;
	if (k == CXCursor_Namespace)
		return CXChildVisit_Recurse;
	if ((k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate) ||
	    !clang_isCursorDefinition(c) ||
	    !cx_in_main_file(h->fe, c) || clang_getCursorLinkage(c) != CXLinkage_External ||
	    is_called(h, c))
		return CXChildVisit_Continue;
	body = host_body(h, c, &def);
	if (clang_Cursor_isNull(body) || !host_leads_to_launch(h, body, 0))
		return CXChildVisit_Continue;
	if (h->ncapture_names == CALLER_FUNCTIONS)
		return CXChildVisit_Break;
	h->capture_names[h->ncapture_names] = cx_string(h->fe, clang_getCursorSpelling(c));
	h->capture_nparams[h->ncapture_names++] = cx_num_params(c);
	return CXChildVisit_Continue;
}

/* nearby_keep_fn: whether file `path` may call one of h's launching
 * functions from a main(): by its text. */
static int may_call(const char *path, void *data)
{
	const struct host *h = data;
	size_t n;
	char *text = read_head(path, &n);
	int i, found = 0;

	if (text && strlen(text) == n && strstr(text, "main("))
		for (i = 0; i < h->ncapture_names && !found; i++)
			found = nearby_names(text, h->capture_names[i]);
	free(text);
	return found;
}

/*
 * A file with no main() whose launching functions are called from
 * another file of the project (a GEMM tutorial's runner.cu, called by
 * sgemm.cu's main() in a loop over sizes): the .cu, .cpp and .cc files
 * beside it and in the folder above whose text has main( and a call of
 * one of those functions are parsed with the same flags, in path order,
 * CALLER_FILES at most (nearby_files), their main() run over host code as this file's
 * would be, and the arguments of each call to one of the functions kept;
 * the function then runs once for each (find_roots).
 */
static void callers_elsewhere(struct host *h)
{
	static const char *const sources[] = { ".cu", ".cpp", ".cc", NULL };
	const char *found[CALLER_FILES], **project;
	char self[PATH_MAX];
	int n = 0, i, np;

	clang_visitChildren(clang_getTranslationUnitCursor(h->fe->ctu), find_tops, h);
	if (!h->ncapture_names || !h->fe->index)
		return;
	/* -p: the project's files, wherever they are (a profiler's main()
	 * in src/ for launchers in src/kernels/); then the files near it */
	if (h->fe->opts->compdb_dir &&
	    (np = frontend_compdb_files(&h->A, h->fe->opts->compdb_dir, &project)) > 0) {
		if (!realpath(h->fe->main_path, self))
			snprintf(self, sizeof(self), "%s", h->fe->main_path);
		for (i = 0; i < np && n < CALLER_FILES; i++) {
			char other[PATH_MAX];
			if (realpath(project[i], other) && strcmp(other, self) &&
			    may_call(project[i], h))
				found[n++] = project[i];
		}
	}
	if (!n)
		n = nearby_files(&h->A, h->fe->main_path, 1, 0, sources, may_call, h, found,
				 CALLER_FILES);
	for (i = 0; i < n; i++)
		run_caller(h, found[i]);
}

void host_run(struct fe *fe)
{
	struct host *h = xcalloc(1, sizeof(*h));
	CXCursor tu = clang_getTranslationUnitCursor(fe->ctu);

	h->fe = fe;
	arena_init(&h->A, 1 << 16);
	clang_visitChildren(tu, find_roots, h);   /* main() first */
	clang_visitChildren(tu, find_called, h);
	if (!h->had_main)
		callers_elsewhere(h);
	h->others = 1;
	clang_visitChildren(tu, find_roots, h);   /* then what it left, callers first */
	h->others = 2;
	clang_visitChildren(tu, find_roots, h);
	fe->host = h;
}

void host_release(struct fe *fe)
{
	if (!fe->host)
		return;
	free(fe->host->captures);
	arena_release(&fe->host->A);
	free(fe->host);
	fe->host = NULL;
}
