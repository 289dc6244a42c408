/*
 * lint_file.h - linting files: each parsed, each kernel simulated under
 * its launch (or once per launch site) and linted, and the fixes of a file
 * checked together; files o->jobs at a time.  It takes options of its
 * own, which the lint command fills from the command line's.
 */
#ifndef WARPCHECK_LINT_FILE_H
#define WARPCHECK_LINT_FILE_H

#include "../../simulator/simulator.h"
#include "pipeline.h"
#include "policy.h"
#include "../report/diag.h"
#include "../nvcc/ptxas.h"
#include "../nvcc/sass.h"

struct place;

struct lint_options {
	struct pipeline_options pipeline;
	const char *kernel;             /* --kernel: only those it matches
	                                   (choose_kernel_matches), or NULL */
	const struct launch *launch;    /* the launch the command line gives */
	const struct policy *policy;    /* what counts, for the fixes checked */
	int time;                       /* predict each kernel's time */
	int jobs;                       /* files linted at once */
	/* the report needs no access's simulated details (text and SARIF,
	 * without --time): each file's are released once it is linted, so
	 * that a run over many files does not keep them all to the end */
	int compact;
};

/* One file of a lint: what it produced, kept apart until the files merge. */
struct lint_file {
	const char *path;
	/* a header given to lint: the .cu files that include it, tried in
	 * turn (the first that launches its kernels is linted, its reports
	 * kept to the header's kernels), then the header on its own */
	const char **through;
	int nthrough;
	int in_given;                 /* through[0] is the one --in names */
	const char **via;             /* the headers they include it through */
	int nvia;
	const char *header;           /* set when path is one of those */
	/* a .cu that defines no kernel (a main() calling a runner's
	 * functions), linted through the .cu file that launches them:
	 * path is then that file, and this the one given (owned) */
	char *given;
	struct ir_tu *tu;
	struct diag_list diags;
	struct kernel_stats *kernels;
	const struct ptxas_function **registers;
	struct sass_status *sass;     /* per kernel: was nvcc's SASS read */
	struct launch *launches;      /* per kernel, as simulated */
	struct place **fix_at;        /* per kernel: where its fixes' notes go, or NULL */
	int nkernels, matched, failed;
};

/* Lints the files, o->jobs at a time; the results stay in file order. */
void lint_file_run_all(struct lint_file *files, int n, const struct lint_options *o,
		       const struct hw *hw);
/* What a lint_file holds, but not the file itself. */
void lint_file_release(struct lint_file *f);

#endif
