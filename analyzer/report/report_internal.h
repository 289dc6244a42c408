/*
 * report_internal.h - what the report writers (report_text.c,
 * report_json.c, report_sarif.c) share, defined in report.c.
 */
#ifndef WARPCHECK_REPORT_INTERNAL_H
#define WARPCHECK_REPORT_INTERNAL_H

#include <stdint.h>
#include <stdio.h>

#include <json-c/json.h>

#include "report.h"

/*
 * The sectors of a kernel's global atomics, which the totals count as
 * requests only: summed over the accesses, each request's distinct sectors
 * (as L2 sees them; simulator/HARDWARE.md, global rule 5), with the
 * requests whose address is not known.
 */
struct atomic_sum {
	uint64_t sectors, ideal, unknown;
};

struct atomic_sum report_global_atomics(const struct kernel_stats *st);
/* The access a finding is at, or NULL; the width to underline. */
const struct ir_access *report_access_at(const struct lint_run *run, const struct diag *d);
size_t report_access_width_at(const struct lint_run *run, const struct diag *d);
/* The kernel's time as the pipeline predicted it, or NULL (pipeline_time). */
const struct pipeline_time *report_kernel_time(const struct lint_run *run, int i);
/*
 * What a time leaves out: requests whose addresses come from data (costed
 * at nothing) and requests lanes made on conditions from data (a loop
 * bounded by a loaded value runs one trip); the time is then a floor.
 */
struct time_gaps {
	uint64_t unknown, uncertain, requests;
	const char *unknown_why;
};

void report_time_gaps(const struct kernel_stats *st, struct time_gaps *g);

void json_put_u64(json_object *o, const char *key, uint64_t v);
void json_put_str(json_object *o, const char *key, const char *v);
/* Where an access's width came from ("model": the SASS or the source) and the SASS's bytes. */
void json_put_width_model(json_object *o, const struct ir_access *acc);
/* Prints and frees a document; 0 or -1. */
int json_print(FILE *out, json_object *root);

#endif
