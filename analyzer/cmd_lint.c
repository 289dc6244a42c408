/*
 * cmd_lint.c - `warpcheck lint`: every file linted (lint_file.c), the
 * findings merged in file order, filtered by the policy (suppressions,
 * --since, --baseline) and reported as text, JSON or SARIF.  The exit
 * status is 2 for input errors, else 1 when a finding is at the
 * --fail-on level.
 */
#include "cli.h"

#include <getopt.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../simulator/alloc.h"
#include "../simulator/hw.h"
#include "lint_file.h"

const char cmd_lint_help[] =
"lint: report every access that costs more than ideal, compiler style\n"
"  --format FORMAT       text (default), json or sarif (SARIF 2.1.0)\n"
"  --color WHEN          auto (default), always or never\n"
"  -j N, --jobs N        analyze N files at once (default 1); the report keeps\n"
"                        the files' order\n"
"  --ptxas               compile with nvcc -Xptxas -v and report register spills\n"
"  --nvcc PATH           the nvcc to use (default: on PATH, /usr/local/cuda/bin)\n"
"  --maxrregcount N      passed to nvcc with --ptxas\n"
"  --fail-on LIST        what fails the run: error, warning (default), note,\n"
"                        never, nway=N (a bank conflict N-way or wider),\n"
"                        sectors=R (R times the ideal sectors or more)\n"
"  --since REV           only findings on lines changed since REV (git)\n"
"  --baseline FILE       only findings new or worse than in FILE (a saved\n"
"                        --format json result)\n"
"  --disable RULE        drop a rule's findings (counted as suppressed)\n"
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

int cmd_lint_files(struct options *o, char *const *paths, int nfiles)
{
	const struct hw *hw = hw_lookup(o->arch);
	struct lint_run run = { .hw = hw };
	struct lint_file *files;
	int i, j, n = 0, status = 0, matched = 0;

	diag_list_init(&run.diags);
	files = xcalloc((size_t)nfiles + 1, sizeof(*files));
	for (i = 0; i < nfiles; i++)
		files[i].path = paths[i];
	lint_file_run_all(files, nfiles, o, hw);
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
	for (i = 0; i < nfiles; i++) {
		struct lint_file *f = &files[i];
		if (f->failed)
			status = 2;
		matched += f->matched;
		diag_splice(&run.diags, &f->diags);
		for (j = 0; j < f->nkernels; j++) {
			run.kernels[run.nkernels] = f->kernels[j];
			run.registers[run.nkernels++] = f->registers[j];
		}
	}
	if (o->kernel && !matched) {
		fprintf(stderr, "warpcheck: no kernel named '%s'\n", o->kernel);
		status = 2;
	}
	policy_suppress(&run.diags, &o->policy);
	if (policy_since(&run.diags, &o->policy, &run.diags) < 0 ||
	    policy_baseline(&run.diags, &o->policy, &run.diags) < 0)
		status = 2;
	run.color = cli_color(o);
	if (o->format == FORMAT_JSON)
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
	diag_list_release(&run.diags);
	for (i = 0; i < nfiles; i++)
		lint_file_release(&files[i]);
	free(files);
	return status;
}

int cmd_lint(struct options *o, int argc, char **argv)
{
	return cmd_lint_files(o, argv + optind, argc - optind);
}
