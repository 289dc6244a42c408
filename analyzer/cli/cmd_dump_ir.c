/*
 * cmd_dump_ir.c - `warpcheck dump-ir`: the IR the front end built for each
 * kernel, printed as it is; the first thing to look at when a prediction
 * is wrong.
 */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../simulator/simulator.h"
#include "../lint/lint.h"
#include "../lint/pipeline.h"
#include "../lint/choose.h"

const char cmd_dump_ir_help[] =
"dump-ir: print the IR the front end built for each kernel\n";

int cmd_dump_ir(struct options *o, int argc, char **argv)
{
	struct diag_list diags;
	struct lint_run run = { 0 };
	int i, status = 0;

	diag_list_init(&diags);
	for (i = optind; i < argc; i++) {
		struct ir_tu *tu;
		struct ir_kernel *k;
		if (frontend_load(&tu, argv[i], &o->fe, &diags) < 0) {
			status = 2;
			continue;
		}
		pipeline_emit(tu);
		for (k = tu->kernels; k; k = k->next)
			if (choose_kernel_matches(o->kernel, k->name))
				ir_dump_kernel(stdout, k);
		ir_tu_release(tu);
	}
	run.diags = diags;
	run.hw = hw_lookup(o->arch);
	if (diags.head) {
		fflush(stdout);
		report_text(stderr, &run);
	}
	diag_list_release(&diags);
	return status;
}
