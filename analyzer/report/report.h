/*
 * report.h - writing what a lint run found: text for people, JSON for
 * tools.
 */
#ifndef WARPCHECK_REPORT_H
#define WARPCHECK_REPORT_H

#include <stdio.h>

#include <json-c/json.h>

#include "../../simulator/simulator.h"
#include "diag.h"
#include "../lint/pipeline.h"

enum report_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_SARIF, FORMAT_HTML };

struct ptxas_function;
struct sass_status;

struct lint_run {
	const struct hw *hw;
	struct kernel_stats *kernels;   /* in the order they were analyzed */
	const struct ptxas_function **registers;  /* per kernel; NULL: not asked */
	const struct sass_status *sass;  /* per kernel: nvcc's SASS read; NULL: unknown */
	int nkernels;
	struct diag_list diags;
	int color;                      /* text: ANSI colour */
	int time;                       /* --time: each kernel's predicted time */
	const struct pipeline_time *times;  /* per kernel, when time; NULL: none */
};

void report_text(FILE *out, const struct lint_run *run);
int report_json(FILE *out, const struct lint_run *run);
/* --format json's document, for the caller to add to and free
 * (json_object_put); arena strings in it are copied */
json_object *report_json_tree(const struct lint_run *run);
int report_sarif(FILE *out, const struct lint_run *run, const char *version);

#endif
