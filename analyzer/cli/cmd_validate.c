/*
 * cmd_validate.c - `warpcheck validate`: one kernel predicted under the
 * launch lint would judge it by, then measured on this machine's GPU
 * (validate.c) and the two set side by side.
 */
#include "cli.h"
#include "../lint/pipeline.h"

#include <getopt.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../simulator/simulator.h"
#include "../lint/choose.h"
#include "../nvcc/validate.h"

const char cmd_validate_help[] =
"validate (on a machine with a GPU): build a launcher for one kernel, run it\n"
"under Nsight Compute and print each count predicted and measured\n"
"  --nvcc PATH, --ncu PATH   the tools (default: on PATH, /usr/local/cuda/bin)\n"
"  --keep DIR            keep the launcher and its report in DIR\n";


int cmd_validate(struct options *o, int argc, char **argv)
{
	const struct hw *hw = hw_lookup(o->arch);
	struct lint_run run = { .hw = hw };
	struct validate_options vo = { o->nvcc, o->ncu, o->keep, o->arch,
				       o->fe.clang_args, o->fe.nclang_args, NULL };
	struct kernel_stats st;
	struct pipeline p = { 0 };
	struct pipeline_options po;
	struct ir_tu *tu;
	struct ir_kernel *k, *found = NULL;
	int rc = 2, matches = 0;

	if (!o->kernel || optind != argc - 1)
		return cli_fail_usage("%s: give one FILE.cu and --kernel NAME", argv[1]);
	diag_list_init(&run.diags);
	/* no GPU: nothing to measure on, whatever else is there */
	cli_pipeline_options(&po, o);
	/* lint's stages: the same counts (nvcc's widths, ptxas's spills) */
	if (validate_has_gpu(&vo, argv[optind], &run.diags) &&
	    pipeline_load(&p, argv[optind], &po, &run.diags) == 0) {
		tu = p.tu;
		pipeline_nvcc(&p, argv[optind], &po, &run.diags);
		cli_warn_unused_params(o, &tu, 1);
		for (k = tu->kernels; k; k = k->next) {
			if (!choose_kernel_matches(o->kernel, k->name))
				continue;
			if (!found)
				found = k;
			matches++;
		}
		if (!found) {
			fprintf(stderr, "warpcheck: no kernel named '%s'\n", o->kernel);
		} else if (matches > 1) {
			/* validate runs one kernel: a template's bare name is ambiguous */
			fprintf(stderr, "warpcheck: '%s' names %d instances; give one, as '%s'\n",
				o->kernel, matches, found->name);
			found = NULL;
		} else {
			/* the same launch lint would judge the kernel under */
			struct launch l;
			const struct ir_launch *site;
			const struct sass_function *fn;
			const char *why;
			int kept;

			/* nvcc's widths first: the launch's simulation is the kernel's */
			pipeline_kernel(&p, found, &fn);
			kept = choose_launch(&l, &site, &why, &o->launch, found, hw, &tu->arena, &st);

			if (site)
				fprintf(stderr, "warpcheck: %s:%u: '%s' run as launched there: <<<(%u,%u,%u), (%u,%u,%u)>>>%s%s\n",
					site->loc.file, site->loc.line, found->name, l.grid[0],
					l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2],
					why ? "; " : "", why ? why : "");
			if (kept)
				pipeline_spills(&st, pipeline_registers(&p, found));
			if (kept || pipeline_simulate(&st, found, &l, hw, NULL,
						      pipeline_registers(&p, found)) == 0)
				rc = validate_kernel(stdout, argv[optind], &st, &l, &vo, &run.diags);
			else
				fprintf(stderr, "warpcheck: cannot simulate '%s': %s\n", found->name,
					st.error);
			sim_stats_release(&st);
			launch_release(&l);
		}
	}
	pipeline_release(&p);
	if (run.diags.count[SEV_ERROR]) {
		fflush(stdout);
		report_text(stderr, &run);
	}
	diag_list_release(&run.diags);
	return rc;
}
