/*
 * report_text.c - the text report.
 *
 * GNU style, one diagnostic per finding with the source line and a caret
 * under the access, then its reason as a note, then one summary line per
 * kernel, and with --time the time model's prediction.
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

static const char *sev_color(enum severity s)
{
	switch (s) {
	case SEV_NOTE: return "\033[1;36m";
	case SEV_WARNING: return "\033[1;35m";
	case SEV_ERROR: return "\033[1;31m";
	}
	return "";
}

static void print_location(FILE *out, const struct src_loc *loc)
{
	if (loc->line)
		fprintf(out, "%s:%u:%u: ", loc->file, loc->line, loc->col);
	else
		fprintf(out, "%s: ", loc->file);
}

/* "; global: 8 loads, 32 sectors (ideal 32), 8 stores, ..." when any */
static void sectors_line(FILE *out, const char *space, uint64_t loads, uint64_t load_sectors,
			 uint64_t load_ideal, uint64_t stores, uint64_t store_sectors,
			 uint64_t store_ideal, uint64_t atomics)
{
	if (!loads && !stores && !atomics)
		return;
	fprintf(out, "; %s: %llu loads, %llu sectors (ideal %llu), %llu stores, %llu sectors (ideal %llu)",
		space, (unsigned long long)loads, (unsigned long long)load_sectors,
		(unsigned long long)load_ideal, (unsigned long long)stores,
		(unsigned long long)store_sectors, (unsigned long long)store_ideal);
}

static void print_diag(FILE *out, const struct lint_run *run, const struct diag *d)
{
	const char *on = run->color ? "\033[1m" : "", *off = run->color ? "\033[0m" : "";
	const char *line;
	size_t len, col, i, width;

	fputs(on, out);
	print_location(out, &d->loc);
	fprintf(out, "%s%s%s:%s%s %s", off, run->color ? sev_color(d->severity) : "",
		severity_name(d->severity), off, on, d->message);
	if (d->rule != RULE_NONE)
		fprintf(out, " [%s]", rule_name(d->rule));
	fprintf(out, "%s\n", off);
	line = source_line(d->loc.file, d->loc.line, &len);
	if (line) {
		fprintf(out, "%5u | %.*s\n      | ", d->loc.line, (int)len, line);
		col = d->loc.col ? d->loc.col - 1 : 0;
		for (i = 0; i < col && i < len; i++)
			fputc(line[i] == '\t' ? '\t' : ' ', out);
		width = d->fix_text && d->fix_to.line == d->fix_from.line &&
			d->fix_to.col > d->fix_from.col
			? d->fix_to.col - d->fix_from.col : report_access_width_at(run, d);
		if (width > len - (col < len ? col : len))
			width = 1;
		if (run->color)
			fputs("\033[1;32m", out);
		fputc('^', out);
		for (i = 1; i < width; i++)
			fputc('~', out);
		fprintf(out, "%s\n", off);
		if (d->fix_text && d->fix_from.line == d->fix_to.line) {
			/* the fix-it, under what it replaces */
			fprintf(out, "      | ");
			for (i = 0; i < col && i < len; i++)
				fputc(line[i] == '\t' ? '\t' : ' ', out);
			fprintf(out, "%s%s%s\n", run->color ? "\033[1;32m" : "", d->fix_text, off);
		}
	}
	if (d->detail) {
		print_location(out, &d->loc);
		fprintf(out, "%snote:%s %s\n", run->color ? sev_color(SEV_NOTE) : "", off,
			d->detail);
	}
}

static void print_summary(FILE *out, const struct kernel_stats *st,
			  const struct ptxas_function *regs)
{
	const struct sim_totals *t = &st->totals;
	const struct launch *l = &st->launch;
	char ldsm[48] = "", stsm[48] = "";

	fprintf(out, "%s: <<<(%u,%u,%u), (%u,%u,%u)>>>", st->kernel->name,
		l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2]);
	if (l->origin)
		fprintf(out, " (%s)", l->origin);
	if (st->error) {
		fprintf(out, " not simulated: %s\n", st->error);
		return;
	}
	fprintf(out, ", %llu warp%s", (unsigned long long)st->warps, st->warps == 1 ? "" : "s");
	if (t->shared_ldsm_requests)
		snprintf(ldsm, sizeof(ldsm), " and %llu ldmatrix", (unsigned long long)t->shared_ldsm_requests);
	if (t->shared_stsm_requests)
		snprintf(stsm, sizeof(stsm), " and %llu stmatrix", (unsigned long long)t->shared_stsm_requests);
	if (t->shared_load_requests || t->shared_store_requests || t->shared_atomic_requests ||
	    t->shared_ldsm_requests || t->shared_stsm_requests)
		fprintf(out, "; shared: %llu loads%s, %llu wavefronts (ideal %llu), %llu stores%s, %llu wavefronts (ideal %llu)",
			(unsigned long long)t->shared_load_requests, ldsm,
			(unsigned long long)t->shared_load_wavefronts,
			(unsigned long long)t->shared_load_ideal_wavefronts,
			(unsigned long long)t->shared_store_requests, stsm,
			(unsigned long long)t->shared_store_wavefronts,
			(unsigned long long)t->shared_store_ideal_wavefronts);
	if (t->shared_atomic_requests)
		fprintf(out, ", %llu atomics", (unsigned long long)t->shared_atomic_requests);
	{
		uint64_t execs = 0, divergent = 0;
		int i;
		for (i = 0; i < st->kernel->nbranches; i++) {
			execs += st->branch[i].executions;
			divergent += st->branch[i].divergent_executions;
		}
		if (divergent)
			fprintf(out, "; branches: %llu of %llu executions divergent",
				(unsigned long long)divergent, (unsigned long long)execs);
	}
	if (regs)
		fprintf(out, "; %d registers, %d+%d bytes spilled", regs->registers,
			regs->spill_stores, regs->spill_loads);
	sectors_line(out, "global", t->global_load_requests, t->global_load_sectors,
		     t->global_load_ideal_sectors, t->global_store_requests,
		     t->global_store_sectors, t->global_store_ideal_sectors,
		     t->global_atomic_requests);
	if (t->global_atomic_requests) {
		struct atomic_sum as = report_global_atomics(st);
		fprintf(out, ", %llu atomics", (unsigned long long)t->global_atomic_requests);
		if (as.unknown >= t->global_atomic_requests)
			fprintf(out, ", their addresses not known");
		else
			fprintf(out, ", %llu sectors (ideal %llu)", (unsigned long long)as.sectors,
				(unsigned long long)as.ideal);
		if (as.unknown && as.unknown < t->global_atomic_requests)
			fprintf(out, " in the %llu whose address is known",
				(unsigned long long)(t->global_atomic_requests - as.unknown));
	}
	if (t->shared_gmma_requests)
		fprintf(out, "; wgmma operands: %llu shared reads, %llu wavefronts",
			(unsigned long long)t->shared_gmma_requests,
			(unsigned long long)t->shared_gmma_wavefronts);
	if (t->bulk_load_requests || t->bulk_store_requests)
		fprintf(out, "; bulk copies: %llu loads, %llu sectors (ideal %llu), %llu stores, %llu sectors (ideal %llu)",
			(unsigned long long)t->bulk_load_requests,
			(unsigned long long)t->bulk_load_sectors,
			(unsigned long long)t->bulk_load_ideal_sectors,
			(unsigned long long)t->bulk_store_requests,
			(unsigned long long)t->bulk_store_sectors,
			(unsigned long long)t->bulk_store_ideal_sectors);
	sectors_line(out, "local", t->local_load_requests, t->local_load_sectors,
		     t->local_load_ideal_sectors, t->local_store_requests,
		     t->local_store_sectors, t->local_store_ideal_sectors, 0);
	fprintf(out, "\n");
}

/* ---- --time: the time model's prediction (simulator/timing.c) ------------- */

static void print_seconds(FILE *out, double s)
{
	if (s >= 1e-3)
		fprintf(out, "%.3g ms", s * 1e3);
	else
		fprintf(out, "%.3g us", s * 1e6);
}

static void print_time_gaps(FILE *out, const struct kernel_stats *st)
{
	struct time_gaps g;

	report_time_gaps(st, &g);
	if (!g.unknown && !g.uncertain)
		return;
	fprintf(out, "  time: a floor, not an estimate:");
	if (g.unknown)
		fprintf(out, " %llu of %llu requests have addresses from data (%s) and cost nothing in it%s",
			(unsigned long long)g.unknown, (unsigned long long)g.requests,
			g.unknown_why ? g.unknown_why : "not known", g.uncertain ? ";" : "");
	if (g.uncertain)
		fprintf(out, " %llu requests ran under a condition from data, where a loop it bounds counts one trip",
			(unsigned long long)g.uncertain);
	fprintf(out, "; `warpcheck: assume` comments give them values\n");
}

static void print_time(FILE *out, const struct lint_run *run, int i)
{
	const struct kernel_stats *st = &run->kernels[i];
	const struct pipeline_time *kt = report_kernel_time(run, i);
	int r, j;

	if (!kt) {
		if (!st->error)
			fprintf(out, "  time: no model for %s\n", run->hw->arch);
		return;
	}
	fprintf(out, "  time: ");
	print_seconds(out, kt->est.seconds);
	/* one block stood for a grid not known: its time is not the launch's */
	fprintf(out, " predicted on an %s%s, bound by %s; alone:", kt->est.hw->device,
		st->launch.grid_assumed ? " for one block" : "", time_resource_words(kt->est.bound));
	for (r = 0; r < TR_COUNT; r++) {
		if (kt->est.alone[r] < 0.01 * kt->est.seconds)
			continue;
		fprintf(out, " %s ", time_resource_name((enum time_resource)r));
		print_seconds(out, kt->est.alone[r]);
	}
	fprintf(out, ", launch ");
	print_seconds(out, kt->est.launch_s);
	fprintf(out, "; %u blocks an SM (limit: %s%s), %.2f waves\n", kt->est.blocks_per_sm,
		kt->est.occupancy_limit, kt->registers ? "" : "; registers not known, --ptxas",
		kt->est.waves);
	if (st->launch.grid_assumed)
		fprintf(out, "  time: for the one block simulated, not the launch: %s; --grid gives the launch's time\n",
			st->launch.grid_assumed);
	print_time_gaps(out, st);
	for (j = 0; j < st->kernel->naccesses; j++) {
		const struct ir_access *acc = st->kernel->accesses[j];
		int n = lint_pieces(st->kernel, j);
		double cost;

		/* a value loaded or stored in pieces: one line for all of them */
		if (lint_first_piece(st->kernel, j) != j)
			continue;
		cost = kt->pieces[j];
		if (cost < 0.02 * kt->est.seconds)
			continue;
		fprintf(out, "  time: %s:%u:%u '%s'", acc->loc.file, acc->loc.line, acc->loc.col,
			acc->text && *acc->text ? acc->text : acc->object);
		if (n > 1)
			fprintf(out, " (its %d parts)", n);
		fprintf(out, " costs about %.0f%% of it (", 100 * cost / kt->est.seconds);
		print_seconds(out, cost);
		fprintf(out, ") above its ideal\n");
	}
}

void report_text(FILE *out, const struct lint_run *run)
{
	const struct diag *d;
	int i;

	for (d = run->diags.head; d; d = d->next)
		print_diag(out, run, d);
	for (i = 0; i < run->nkernels; i++) {
		print_summary(out, &run->kernels[i], run->registers ? run->registers[i] : NULL);
		if (run->time)
			print_time(out, run, i);
	}
	fprintf(out, "%d warning%s, %d error%s, %d note%s",
		run->diags.count[SEV_WARNING], run->diags.count[SEV_WARNING] == 1 ? "" : "s",
		run->diags.count[SEV_ERROR], run->diags.count[SEV_ERROR] == 1 ? "" : "s",
		run->diags.count[SEV_NOTE], run->diags.count[SEV_NOTE] == 1 ? "" : "s");
	{
		int sup = run->diags.suppressed[0] + run->diags.suppressed[1] + run->diags.suppressed[2];
		int fil = run->diags.filtered[0] + run->diags.filtered[1] + run->diags.filtered[2];
		if (sup)
			fprintf(out, "; %d suppressed", sup);
		if (fil)
			fprintf(out, "; %d left out as old (--since, --baseline)", fil);
	}
	fprintf(out, "\n");
}
