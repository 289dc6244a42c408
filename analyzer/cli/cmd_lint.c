/*
 * cmd_lint.c - `warpcheck lint`: every file linted (lint_file.c), the
 * findings merged in file order, each kernel instance and finding once,
 * filtered by the policy (suppressions, --since, --baseline) and reported as text, JSON or SARIF.  The exit
 * status is 2 for input errors, else 1 when a finding is at the
 * --fail-on level.
 */
#include "cli.h"

#include <getopt.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../simulator/simulator.h"
#include "../frontend/frontend.h"
#include "../lint/lint_file.h"
#include "../frontend/nearby.h"
#include "../lint/pipeline.h"
#include "../report/html.h"
#include "../report/source.h"

const char cmd_lint_help[] =
"lint: report every access that costs more than ideal, compiler style\n"
"  --format FORMAT       text (default), json, sarif (SARIF 2.1.0) or html (one\n"
"                        self-contained review page: the kernel table, the\n"
"                        source with per-line costs, findings, checked fixes\n"
"                        and lane-by-lane pictures; implies --time)\n"
"  --color WHEN          auto (default), always or never\n"
"  -j N, --jobs N        analyze N files at once (default 1); the report keeps\n"
"                        the files' order\n"
"  --ptxas               compile with nvcc -Xptxas -v and report register spills\n"
"  --nvcc PATH           the nvcc to use (default: on PATH, in $CUDA_HOME/bin,\n"
"                        $CUDA_PATH/bin or /usr/local/cuda/bin)\n"
"  --maxrregcount N      passed to nvcc with --ptxas\n"
"  --time                predict each kernel's time on the --arch device and the\n"
"                        resource that bounds it, and what each costly access\n"
"                        costs of it (registers from --ptxas when given)\n"
"  --sass, --no-sass     set what nvcc emitted beside the source model: each\n"
"                        file is compiled (nvcc -lineinfo -cubin, cached in\n"
"                        ~/.cache/warpcheck) and disassembled; on by default\n"
"                        where nvdisasm or cuobjdump is beside nvcc\n"
"  --sass-dump FILE      read saved 'nvdisasm -g -c' or 'cuobjdump -sass' text\n"
"                        instead of compiling\n"
"  --fail-on LIST        what fails the run: error, warning (default), note,\n"
"                        never, nway=N (a bank conflict N-way or wider),\n"
"                        sectors=R (R times the ideal sectors or more)\n"
"  --since REV           only findings on lines changed since REV (git)\n"
"  --baseline FILE       only findings new or worse than in FILE (a saved\n"
"                        --format json result)\n"
"  --disable RULE        drop a rule's findings (counted as suppressed)\n"
"  --in FILE.cu          read a header given to lint through this file (by\n"
"                        default: the .cu files near it that include it, the\n"
"                        first that launches its kernels; else it alone)\n"
"  a comment 'warpcheck: ignore' or 'warpcheck: ignore[RULE,...]' on a finding's\n"
"  line, or on a line of its own before it, suppresses it (counted)\n"
"  a comment 'warpcheck: assume NAME = EXPR' before a statement (or at the end\n"
"  of its line) gives a data-dependent NAME in it the value EXPR, e.g.\n"
"  'warpcheck: assume bin = threadIdx.x % 8'; findings that used it say so\n";


/* Moves the findings of b to the end of a (b keeps the memory). */
static void diag_splice(struct diag_list *a, struct diag_list *b)
{
	int s;

	if (b->head) {
		*a->tail = b->head;
		a->tail = b->tail;
		b->head = NULL;
		b->tail = &b->head;
	}
	for (s = 0; s < 3; s++)
		a->count[s] += b->count[s];
}

/*
 * ---- one report per kernel instance across files ------------------------
 *
 * Files that include the same header, or one file listed twice (a
 * compilation database, a glob), build the same kernel instance again.  A
 * report is the same when its kernel (file, line, name with its template
 * arguments) and its launch (shape, parameters, where it came from) are;
 * a finding is the same when everything it says is.  The first file to
 * report one keeps it.
 */
static int same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static int same_report(const struct lint_file *fa, const struct kernel_stats *a,
		       const struct lint_file *fb, const struct kernel_stats *b)
{
	const struct launch *la = &a->launch, *lb = &b->launch;
	int i;

	if (!same_str(a->kernel->name, b->kernel->name) ||
	    !same_str(a->kernel->loc.file, b->kernel->loc.file) ||
	    a->kernel->loc.line != b->kernel->loc.line ||
	    memcmp(la->grid, lb->grid, sizeof(la->grid)) ||
	    memcmp(la->block, lb->block, sizeof(la->block)) ||
	    la->dynamic_shared != lb->dynamic_shared || la->nparams != lb->nparams ||
	    !same_str(la->origin, lb->origin) || !same_str(la->site, lb->site))
		return 0;
	/* a launch site's line is one of the linted file's */
	if ((la->origin || la->site) && strcmp(fa->path, fb->path))
		return 0;
	for (i = 0; i < la->nparams; i++)
		if (!same_str(la->params[i].name, lb->params[i].name) ||
		    la->params[i].value != lb->params[i].value)
			return 0;
	return 1;
}

static int same_diag(const struct diag *a, const struct diag *b)
{
	return a->severity == b->severity && a->loc.line == b->loc.line &&
	       a->loc.col == b->loc.col && same_str(a->loc.file, b->loc.file) &&
	       a->rule == b->rule && same_str(a->message, b->message) &&
	       same_str(a->detail, b->detail);
}

/* Unlinks from l what `seen` already says. */
static void drop_repeated(const struct diag_list *seen, struct diag_list *l)
{
	struct diag **pp = &l->head;
	const struct diag *s;

	l->tail = &l->head;
	while (*pp) {
		for (s = seen->head; s && !same_diag(s, *pp); s = s->next)
			;
		if (s) {
			l->count[(*pp)->severity]--;
			*pp = (*pp)->next;
			continue;
		}
		pp = &(*pp)->next;
		l->tail = pp;
	}
}

/*
 * -p: the files of the project that define host functions the linted
 * files call but do not define (a profiler's main() calling launchers that
 * src/kernels/ defines), where they launch kernels: found in the
 * compilation database by their text, at most PROJECT_FILES, not those
 * linted already.  Their host code runs that main() for its sizes
 * (host_roots.c), so their kernels are reported at their own lines with
 * them.  Returns how many were put in *out (paths in a).
 */
#define PROJECT_FILES 64

static int project_files(const struct options *o, const struct lint_file *files, int nfiles,
			 struct arena *a, const char ***out)
{
	const char **db, **found = arena_alloc(a, PROJECT_FILES * sizeof(*found));
	int ndb, i, j, k, n = 0, any = 0;

	*out = found;
	for (i = 0; i < nfiles; i++)
		any |= files[i].tu && files[i].tu->nelsewhere;
	if (!any || (ndb = frontend_compdb_files(a, o->fe.compdb_dir, &db)) <= 0)
		return 0;
	for (i = 0; i < ndb && n < PROJECT_FILES; i++) {
		char real[PATH_MAX], other[PATH_MAX];
		size_t len;
		char *text;
		int named = 0, linted = 0;

		if (!nearby_is_cu(db[i]) || !realpath(db[i], real))
			continue;
		for (j = 0; j < nfiles && !linted; j++)
			linted = realpath(files[j].path, other) && !strcmp(other, real);
		if (linted || !(text = source_read(db[i], &len)))
			continue;
		if (strstr(text, "<<<") || strstr(text, "cudaLaunchKernel"))
			for (j = 0; j < nfiles && !named; j++)
				for (k = 0; files[j].tu && k < files[j].tu->nelsewhere && !named; k++)
					named = nearby_names(text, files[j].tu->elsewhere[k]);
		free(text);
		if (named)
			found[n++] = db[i];
	}
	return n;
}

/* The lint's own options, from the command line's. */
static void lint_options_of(struct lint_options *lo, const struct options *o)
{
	memset(lo, 0, sizeof(*lo));
	cli_pipeline_options(&lo->pipeline, o);
	lo->kernel = o->kernel;
	lo->launch = &o->launch;
	lo->policy = &o->policy;
	lo->time = o->time;
	lo->jobs = o->jobs;
	lo->compact = !o->time && (o->format == FORMAT_TEXT || o->format == FORMAT_SARIF);
}

int cmd_lint_files(struct options *o, char *const *paths, int nfiles)
{
	const struct hw *hw = hw_lookup(o->arch);
	struct lint_run run = { .hw = hw };
	struct lint_file *files;
	int i, j, n = 0, status = 0, matched = 0;
	int *of;                      /* per report kept: the file it is from */
	struct sass_status *sass;
	struct arena names;           /* the headers' includers */
	struct lint_options lo;

	diag_list_init(&run.diags);
	files = xcalloc((size_t)nfiles + 1, sizeof(*files));
	arena_init(&names, 0);
	for (i = 0; i < nfiles; i++) {
		files[i].path = paths[i];
		/* a header, or a .cu file another #includes (a kernel file
		 * compiled as part of its main's): through the .cu files near it
		 * that include it (--in: that one, for a header), whose launches
		 * give its kernels sizes */
		if (!nearby_is_header(paths[i]) && !nearby_is_cu(paths[i]))
			continue;
		files[i].through = arena_alloc(&names, NEARBY_INCLUDERS * sizeof(*files[i].through));
		if (o->in && nearby_is_header(paths[i])) {
			files[i].through[0] = o->in;
			files[i].nthrough = 1;
			files[i].in_given = 1;
		} else {
			/* the folders' listings in a scratch arena: only the
			 * includers found outlive the search (144 files' scans
			 * of a repository kept 14 MB to the end) */
			struct arena scan;
			const char *found[NEARBY_INCLUDERS], *via[NEARBY_VIA];
			int k, nvia = 0;
			arena_init(&scan, 0);
			files[i].nthrough = nearby_includers(&scan, paths[i], found, NEARBY_INCLUDERS,
							     via, &nvia);
			for (k = 0; k < files[i].nthrough; k++)
				files[i].through[k] = arena_strdup(&names, found[k]);
			files[i].via = arena_alloc(&names, ((size_t)nvia + 1) * sizeof(*files[i].via));
			for (k = 0; k < nvia; k++)
				files[i].via[k] = arena_strdup(&names, via[k]);
			files[i].nvia = nvia;
			arena_release(&scan);
		}
	}
	if (o->format == FORMAT_HTML)
		o->time = 1;          /* the page shows each kernel's time */
	lint_options_of(&lo, o);
	lint_file_run_all(files, nfiles, &lo, hw);
	if (o->fe.compdb_dir) {
		const char **more;
		int nmore = project_files(o, files, nfiles, &names, &more);
		if (nmore) {
			struct src_loc at = { NULL, 0, 0 };
			char *list = NULL;
			for (i = 0; i < nmore; i++)
				list = arena_printf(&names, "%s%s'%s'", list ? list : "",
						    list ? ", " : "", more[i]);
			for (i = 0; i < nfiles && !at.file; i++)
				if (files[i].tu && files[i].tu->nelsewhere)
					at.file = files[i].given ? files[i].given : files[i].path;
			files = xreallocarray(files, (size_t)(nfiles + nmore) + 1, sizeof(*files));
			memset(files + nfiles, 0, ((size_t)nmore + 1) * sizeof(*files));
			for (i = 0; i < nmore; i++)
				files[nfiles + i].path = more[i];
			lint_file_run_all(files + nfiles, nmore, &lo, hw);
			diag_add(&files[0].diags, SEV_NOTE, at, RULE_LAUNCH,
				 "'%s' calls host functions that other files of the project define (-p): %s linted with it, their kernels at their own lines",
				 at.file, list);
			nfiles += nmore;
		}
	}
	{
		struct ir_tu **tus = xcalloc((size_t)nfiles + 1, sizeof(*tus));
		for (i = 0; i < nfiles; i++)
			tus[i] = files[i].tu;
		cli_warn_unused_params(o, tus, nfiles);
		free(tus);
	}
	for (i = 0; i < nfiles; i++)
		n += files[i].nkernels;
	run.kernels = xcalloc((size_t)n + 1, sizeof(*run.kernels));
	run.registers = xcalloc((size_t)n + 1, sizeof(*run.registers));
	run.sass = sass = xcalloc((size_t)n + 1, sizeof(*sass));
	of = xcalloc((size_t)n + 1, sizeof(*of));
	for (i = 0; i < nfiles; i++) {
		struct lint_file *f = &files[i];
		if (f->failed)
			status = 2;
		matched += f->matched;
		if (i > 0)
			drop_repeated(&run.diags, &f->diags);
		diag_splice(&run.diags, &f->diags);
		for (j = 0; j < f->nkernels; j++) {
			int a, seen = 0;
			for (a = 0; a < run.nkernels && !seen; a++)
				seen = of[a] != i && same_report(&files[of[a]], &run.kernels[a], f,
								 &f->kernels[j]);
			if (seen) {
				sim_stats_release(&f->kernels[j]);
				continue;
			}
			of[run.nkernels] = i;
			run.kernels[run.nkernels] = f->kernels[j];
			sass[run.nkernels] = f->sass[j];
			run.registers[run.nkernels++] = f->registers[j];
		}
	}
	if (o->kernel && !matched) {
		fprintf(stderr, "warpcheck: no kernel named '%s'\n", o->kernel);
		status = 2;
	}
	diag_list_unique(&run.diags);
	policy_suppress(&run.diags, &o->policy);
	if (policy_since(&run.diags, &o->policy, &run.diags) < 0 ||
	    policy_baseline(&run.diags, &o->policy, &run.diags) < 0)
		status = 2;
	run.color = cli_color(o);
	run.time = o->time;
	if (run.time) {
		/* the model's prediction, for the report to print */
		struct pipeline_time *t = arena_alloc(&names, ((size_t)run.nkernels + 1) * sizeof(*t));
		for (i = 0; i < run.nkernels; i++)
			pipeline_time(&t[i], &run.kernels[i], hw,
				      run.registers[i] ? run.registers[i]->registers : 0, &names);
		run.times = t;
	}
	if (o->format == FORMAT_HTML) {
		struct html_page page = {
			.version = WARPCHECK_VERSION, .argv = o->argv, .argc = o->argc,
			.first_given = o->first_given, .focus_file = o->focus_file,
			.focus_line = o->focus_line, .focus_col = o->focus_col,
		};
		if (report_html(stdout, &run, &page) < 0) {
			fprintf(stderr, "warpcheck: cannot write the page\n");
			status = 2;
		}
	} else if (o->format == FORMAT_JSON)
		report_json(stdout, &run);
	else if (o->format == FORMAT_SARIF)
		report_sarif(stdout, &run, WARPCHECK_VERSION);
	else
		report_text(stdout, &run);
	/* a file that did not parse cleanly is an input error, even though
	 * what did parse was analyzed and reported */
	if (run.diags.count[SEV_ERROR])
		status = 2;
	else if (!status && policy_fails(&run.diags, &o->policy))
		status = 1;
	for (i = 0; i < run.nkernels; i++)
		sim_stats_release(&run.kernels[i]);
	free(run.kernels);
	free(run.registers);
	free(sass);
	free(of);
	diag_list_release(&run.diags);
	for (i = 0; i < nfiles; i++)
		lint_file_release(&files[i]);
	free(files);
	arena_release(&names);
	return status;
}

int cmd_lint(struct options *o, int argc, char **argv)
{
	/* -p and no file: every .cu file of the compilation database */
	if (optind == argc && o->fe.compdb_dir) {
		struct arena a;
		const char **db;
		char **cu;
		int n, i, ncu = 0, rc;

		arena_init(&a, 0);
		n = frontend_compdb_files(&a, o->fe.compdb_dir, &db);
		if (n < 0) {
			fprintf(stderr, "warpcheck: cannot read '%s/compile_commands.json'\n",
				o->fe.compdb_dir);
			arena_release(&a);
			return 2;
		}
		cu = arena_alloc(&a, ((size_t)n + 1) * sizeof(*cu));
		for (i = 0; i < n; i++)
			if (nearby_is_cu(db[i]))
				cu[ncu++] = (char *)db[i];
		if (!ncu) {
			fprintf(stderr, "warpcheck: no .cu file in '%s/compile_commands.json'\n",
				o->fe.compdb_dir);
			arena_release(&a);
			return 2;
		}
		rc = cmd_lint_files(o, cu, ncu);
		arena_release(&a);
		return rc;
	}
	return cmd_lint_files(o, argv + optind, argc - optind);
}
