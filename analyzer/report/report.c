/*
 * report.c - what the three writers share: a lint run read for them (the
 * access a finding is at, a kernel's global atomics and time, what a time
 * leaves out) and the JSON helpers that JSON and SARIF both use.  The
 * writers are report_text.c, report_json.c and report_sarif.c.
 */
#include "report.h"
#include "report_internal.h"

#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"
#include "../lint/lint.h"
#include "source.h"
#include "../nvcc/ptxas.h"
#include "../nvcc/sass.h"

struct atomic_sum report_global_atomics(const struct kernel_stats *st)
{
	struct atomic_sum s = { st->totals.global_atomic_sectors,
				st->totals.global_atomic_ideal_sectors,
				st->totals.global_atomic_unknown };
	return s;
}

/* The access a finding is at, or NULL. */
const struct ir_access *report_access_at(const struct lint_run *run, const struct diag *d)
{
	int i, j;

	for (i = 0; i < run->nkernels; i++) {
		const struct ir_kernel *k = run->kernels[i].kernel;
		for (j = 0; j < k->naccesses; j++) {
			const struct ir_access *a = k->accesses[j];
			if (a->loc.line == d->loc.line && a->loc.col == d->loc.col &&
			    d->loc.file && !strcmp(a->loc.file, d->loc.file))
				return a;
		}
	}
	return NULL;
}

size_t report_access_width_at(const struct lint_run *run, const struct diag *d)
{
	int i, j;

	/* underline the whole access when the finding is about one */
	for (i = 0; i < run->nkernels; i++) {
		const struct ir_kernel *k = run->kernels[i].kernel;
		for (j = 0; j < k->naccesses; j++) {
			const struct ir_access *a = k->accesses[j];
			if (a->loc.line == d->loc.line && a->loc.col == d->loc.col &&
			    !strcmp(a->loc.file, d->loc.file) && !strchr(a->text, '\n'))
				return strlen(a->text);
		}
	}
	return 1;
}

/* The kernel's time as the pipeline predicted it, or NULL (pipeline_time). */
const struct pipeline_time *report_kernel_time(const struct lint_run *run, int i)
{
	return run->times && run->times[i].known ? &run->times[i] : NULL;
}

void report_time_gaps(const struct kernel_stats *st, struct time_gaps *g)
{
	int j;

	memset(g, 0, sizeof(*g));
	for (j = 0; j < st->kernel->naccesses; j++) {
		const struct ir_access *acc = st->kernel->accesses[j];
		const struct access_stats *as = &st->access[acc->id];

		if (acc->space == SPACE_LOCAL)
			continue;
		g->requests += as->requests;
		g->unknown += as->unknown_requests;
		g->uncertain += as->uncertain_requests;
		if (as->unknown_requests && !g->unknown_why)
			g->unknown_why = as->unknown_reason;
	}
}

void json_put_u64(json_object *o, const char *key, uint64_t v)
{
	/* counts fit in int64 long before a simulation could produce them */
	if (v > (uint64_t)INT64_MAX)
		BUG("count %llu does not fit JSON's integers", (unsigned long long)v);
	json_object_object_add(o, key, json_object_new_int64((int64_t)v));
}

void json_put_str(json_object *o, const char *key, const char *v)
{
	json_object_object_add(o, key, v ? json_object_new_string(v) : NULL);
}

/* Prints and frees a document; 0 or -1. */
int json_print(FILE *out, json_object *root)
{
	int rc = fprintf(out, "%s\n", json_object_to_json_string_ext(root,
		JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
		JSON_C_TO_STRING_NOSLASHESCAPE)) < 0 ? -1 : 0;

	json_object_put(root);
	return rc;
}

void json_put_width_model(json_object *o, const struct ir_access *acc)
{
	json_put_str(o, "model", acc->model == MODEL_SASS ? "sass" : "source");
	if (acc->sass_bytes)
		json_object_object_add(o, "sass_bytes", json_object_new_int64(acc->sass_bytes));
}
