/*
 * report.c - text, JSON and SARIF output.
 *
 * Text is GNU style, one diagnostic per finding with the source line and a
 * caret under the access, then its reason as a note, then one summary
 * line per kernel.  JSON is the contract other tools build on: the
 * `totals` keys are fixed and counted as Nsight Compute counts the
 * counters of the same names.
 */
#include "report.h"

#include <json-c/json.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/bug.h"
#include "../../simulator/timing.h"
#include "../lint/lint.h"
#include "source.h"
#include "../nvcc/ptxas.h"
#include "../nvcc/sass.h"

/* ---- text ------------------------------------------------------------ */

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

/*
 * The sectors of a kernel's global atomics, which the totals count as
 * requests only: summed over the accesses, each request's distinct sectors
 * (as L2 sees them; simulator/HARDWARE.md, global rule 5), with the
 * requests whose address is not known.
 */
struct atomic_sum {
	uint64_t sectors, ideal, unknown;
};

static struct atomic_sum global_atomics(const struct kernel_stats *st)
{
	struct atomic_sum s = { 0, 0, 0 };
	int i;

	for (i = 0; i < st->kernel->naccesses; i++) {
		const struct ir_access *acc = st->kernel->accesses[i];
		const struct access_stats *as = &st->access[acc->id];
		if (acc->space != SPACE_GLOBAL || acc->op != OP_ATOMIC)
			continue;
		s.sectors += as->sectors;
		s.ideal += as->ideal_sectors;
		s.unknown += as->unknown_requests;
	}
	return s;
}

/* The access a finding is at, or NULL. */
static const struct ir_access *access_at(const struct lint_run *run, const struct diag *d)
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

static size_t access_width_at(const struct lint_run *run, const struct diag *d)
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
			? d->fix_to.col - d->fix_from.col : access_width_at(run, d);
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
		struct atomic_sum as = global_atomics(st);
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
	sectors_line(out, "local", t->local_load_requests, t->local_load_sectors,
		     t->local_load_ideal_sectors, t->local_store_requests,
		     t->local_store_sectors, t->local_store_ideal_sectors, 0);
	fprintf(out, "\n");
}

/* ---- --time: the time model's prediction (simulator/timing.c) ------------- */

/* The kernel's time as the pipeline predicted it, or NULL (pipeline_time). */
static const struct pipeline_time *kernel_time(const struct lint_run *run, int i)
{
	return run->times && run->times[i].known ? &run->times[i] : NULL;
}

static void print_seconds(FILE *out, double s)
{
	if (s >= 1e-3)
		fprintf(out, "%.3g ms", s * 1e3);
	else
		fprintf(out, "%.3g us", s * 1e6);
}

/*
 * What a time leaves out: requests whose addresses come from data (costed
 * at nothing) and requests lanes made on conditions from data (a loop
 * bounded by a loaded value runs one trip); the time is then a floor.
 */
struct time_gaps {
	uint64_t unknown, uncertain, requests;
	const char *unknown_why;
};

static void time_gaps(const struct kernel_stats *st, struct time_gaps *g)
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

static void print_time_gaps(FILE *out, const struct kernel_stats *st)
{
	struct time_gaps g;

	time_gaps(st, &g);
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
	const struct pipeline_time *kt = kernel_time(run, i);
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

/* ---- JSON ------------------------------------------------------------ */

static void put_u64(json_object *o, const char *key, uint64_t v)
{
	/* counts fit in int64 long before a simulation could produce them */
	if (v > (uint64_t)INT64_MAX)
		BUG("count %llu does not fit JSON's integers", (unsigned long long)v);
	json_object_object_add(o, key, json_object_new_int64((int64_t)v));
}

static void put_str(json_object *o, const char *key, const char *v)
{
	json_object_object_add(o, key, v ? json_object_new_string(v) : NULL);
}

/* Which model gave the width the counts use; what nvcc emitted. */
static void put_width_model(json_object *o, const struct ir_access *acc)
{
	put_str(o, "model", acc->model == MODEL_SASS ? "sass" : "source");
	if (acc->sass_bytes)
		json_object_object_add(o, "sass_bytes", json_object_new_int64(acc->sass_bytes));
}

static json_object *dims(const uint32_t d[3])
{
	json_object *a = json_object_new_array();
	int i;

	for (i = 0; i < 3; i++)
		json_object_array_add(a, json_object_new_int64(d[i]));
	return a;
}

static json_object *totals_json(const struct kernel_stats *st)
{
	const struct sim_totals *t = &st->totals;
	json_object *o = json_object_new_object();

	put_u64(o, "shared_load_requests", t->shared_load_requests);
	put_u64(o, "shared_load_wavefronts", t->shared_load_wavefronts);
	put_u64(o, "shared_load_ideal_wavefronts", t->shared_load_ideal_wavefronts);
	put_u64(o, "shared_store_requests", t->shared_store_requests);
	put_u64(o, "shared_store_wavefronts", t->shared_store_wavefronts);
	put_u64(o, "shared_store_ideal_wavefronts", t->shared_store_ideal_wavefronts);
	put_u64(o, "shared_atomic_requests", t->shared_atomic_requests);
	put_u64(o, "shared_atomic_wavefronts", t->shared_atomic_wavefronts);
	put_u64(o, "shared_ldsm_requests", t->shared_ldsm_requests);
	put_u64(o, "shared_stsm_requests", t->shared_stsm_requests);
	put_u64(o, "global_load_requests", t->global_load_requests);
	put_u64(o, "global_load_sectors", t->global_load_sectors);
	put_u64(o, "global_load_ideal_sectors", t->global_load_ideal_sectors);
	put_u64(o, "global_store_requests", t->global_store_requests);
	put_u64(o, "global_store_sectors", t->global_store_sectors);
	put_u64(o, "global_store_ideal_sectors", t->global_store_ideal_sectors);
	/* only where the kernel has global atomics: the others keep their keys */
	if (t->global_atomic_requests) {
		struct atomic_sum as = global_atomics(st);
		put_u64(o, "global_atomic_requests", t->global_atomic_requests);
		put_u64(o, "global_atomic_sectors", as.sectors);
		put_u64(o, "global_atomic_ideal_sectors", as.ideal);
	}
	/* only where a thread's array is in local memory (simulator/local.c):
	 * the other kernels' totals keep their keys */
	if (t->local_load_requests || t->local_store_requests) {
		put_u64(o, "local_load_requests", t->local_load_requests);
		put_u64(o, "local_load_sectors", t->local_load_sectors);
		put_u64(o, "local_load_ideal_sectors", t->local_load_ideal_sectors);
		put_u64(o, "local_store_requests", t->local_store_requests);
		put_u64(o, "local_store_sectors", t->local_store_sectors);
		put_u64(o, "local_store_ideal_sectors", t->local_store_ideal_sectors);
	}
	return o;
}

/*
 * The thread's arrays in local memory (simulator/local.c), with what made
 * them so and the checked fix; no key when there are none.
 */
static void local_arrays_json(json_object *ko, const struct ir_kernel *k)
{
	json_object *arr = NULL;
	int i;

	for (i = 0; i < k->nlocal_arrays; i++) {
		const struct ir_local_array *la = &k->local_arrays[i];
		const struct ir_access *dyn = NULL;
		json_object *o;

		if (!la->in_memory)
			continue;
		if (la->dynamic_access >= 0 && la->dynamic_access < k->naccesses)
			dyn = k->accesses[la->dynamic_access];
		o = json_object_new_object();
		put_str(o, "name", la->name);
		put_str(o, "file", la->loc.file);
		json_object_object_add(o, "line", json_object_new_int64(la->loc.line));
		put_str(o, "element", la->elem_type);
		json_object_object_add(o, "bytes", json_object_new_int64(la->bytes));
		if (dyn) {
			put_str(o, "runtime_index", dyn->text);
			json_object_object_add(o, "runtime_index_line",
					       json_object_new_int64(dyn->loc.line));
		}
		if (la->fix_trips) {
			json_object *f = json_object_new_object();
			json_object_object_add(f, "unroll_line", json_object_new_int64(la->fix_loop.line));
			json_object_object_add(f, "trips", json_object_new_int64(la->fix_trips));
			json_object_object_add(o, "fix", f);
		}
		if (!arr)
			arr = json_object_new_array();
		json_object_array_add(arr, o);
	}
	if (arr)
		json_object_object_add(ko, "local_arrays", arr);
}

/* The assumptions (bits of k->assumptions) a value used, as written. */
static json_object *assumptions_json(const struct ir_kernel *k, uint64_t bits)
{
	json_object *a = json_object_new_array();
	int i;

	for (i = 0; i < k->nassumptions && i < 64; i++)
		if (bits >> i & 1)
			json_object_array_add(a, json_object_new_string(k->assumptions[i]));
	return a;
}

/*
 * How many of the kernel's accesses are unknown, by what they rest on:
 * {"accesses": 3, "size": 2, "data-dependent": 1}.
 */
static json_object *unknowns_json(const struct kernel_stats *st)
{
	const struct ir_kernel *k = st->kernel;
	uint64_t by[UNKNOWN_CATEGORY_COUNT] = { 0 }, total = 0;
	json_object *o = json_object_new_object();
	int i;

	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *acc = k->accesses[i];
		const struct access_stats *as = &st->access[acc->id];
		const char *why;

		if (acc->unsupported || as->unknown_requests)
			why = acc->unsupported ? acc->unsupported : as->unknown_reason;
		else if (as->uncertain_requests)
			why = as->uncertain_reason;
		else
			continue;
		by[lint_unknown_category(k, why)]++;
		total++;
	}
	put_u64(o, "accesses", total);
	for (i = 0; i < UNKNOWN_CATEGORY_COUNT; i++)
		if (by[i])
			put_u64(o, lint_unknown_category_name(i), by[i]);
	return o;
}

static json_object *access_json(const struct kernel_stats *st,
				const struct ir_access *acc, const struct hw *hw,
				struct arena *scratch)
{
	const struct access_stats *as = &st->access[acc->id];
	json_object *o = json_object_new_object(), *hist;
	int i;

	put_str(o, "file", acc->loc.file);
	json_object_object_add(o, "line", json_object_new_int64(acc->loc.line));
	json_object_object_add(o, "column", json_object_new_int64(acc->loc.col));
	put_str(o, "text", acc->text);
	put_str(o, "space", mem_space_name(acc->space));
	put_str(o, "op", mem_op_name(acc->op));
	put_str(o, "object", acc->object);
	json_object_object_add(o, "bytes", json_object_new_int64(acc->bytes));
	/* one request of a value loaded in pieces: which, of how many */
	if (acc->npieces > 1) {
		put_str(o, "part", acc->piece_name);
		json_object_object_add(o, "parts", json_object_new_int64(acc->npieces));
	}
	put_width_model(o, acc);
	put_u64(o, "requests", as->requests);
	if (as->ranged)
		/* a CAS loop whose trips are a range: requests (and shared
		 * wavefronts) are its most (simulator/atomic.c) */
		put_u64(o, "requests_fewest", as->fewest_requests);
	if (acc->space == SPACE_SHARED) {
		put_u64(o, "wavefronts", as->wavefronts);
		put_u64(o, "ideal_wavefronts", as->ideal_wavefronts);
		json_object_object_add(o, "max_nway", json_object_new_int64(as->max_nway));
		if (as->loop_loads) {
			/* a CAS loop's LDS, one a trip (simulator/atomic.c) */
			put_u64(o, "loop_loads", as->loop_loads);
			put_u64(o, "loop_load_wavefronts", as->loop_load_wavefronts);
		}
		if (as->ranged) {   /* its most, above; its fewest */
			put_u64(o, "wavefronts_fewest", as->fewest_wavefronts);
			if (as->loop_loads) {
				put_u64(o, "loop_loads_fewest", as->fewest_loads);
				put_u64(o, "loop_load_wavefronts_fewest",
					as->fewest_load_wavefronts);
			}
		}
	} else {
		put_u64(o, "sectors", as->sectors);
		put_u64(o, "ideal_sectors", as->ideal_sectors);
		if (as->ranged)   /* a global CAS loop: its fewest */
			put_u64(o, "sectors_fewest", as->fewest_wavefronts);
	}
	if (acc->copy_dst)   /* an LDGSTS's shared side (simulator/copy.c) */
		put_u64(o, "ldgsts_wavefronts", as->copy_wavefronts);
	hist = json_object_new_object();
	for (i = 0; i < SIM_HIST; i++) {
		char key[16];
		if (!as->hist[i])
			continue;
		snprintf(key, sizeof(key), i == SIM_HIST - 1 ? "%d+" : "%d", i);
		put_u64(hist, key, as->hist[i]);
	}
	json_object_object_add(o, acc->space == SPACE_SHARED
			       ? "wavefronts_per_request" : "sectors_per_request", hist);
	if (acc->unsupported || as->unknown_requests) {
		const char *why = acc->unsupported ? acc->unsupported : as->unknown_reason;
		put_str(o, "status", "unknown");
		put_str(o, "category", lint_unknown_category_name(
						lint_unknown_category(st->kernel, why)));
		put_str(o, "reason", acc->unsupported ? acc->unsupported
				     : lint_unknown_reason(scratch, st->kernel, as->unknown_reason, 0));
		put_u64(o, "unknown_requests", as->unknown_requests);
	} else if (as->uncertain_requests) {
		put_str(o, "status", "unknown");
		put_str(o, "category", lint_unknown_category_name(
					lint_unknown_category(st->kernel, as->uncertain_reason)));
		put_str(o, "reason", lint_unknown_reason(scratch, st->kernel,
							 as->uncertain_reason, 1));
		put_u64(o, "unknown_requests", as->uncertain_requests);
	} else {
		/* exact, given what the user told warpcheck to assume */
		put_str(o, "status", acc->assumed ? "assumed" : "exact");
	}
	if (acc->assumed)
		json_object_object_add(o, "assumptions", assumptions_json(st->kernel, acc->assumed));
	if (as->worst.seen && (as->wavefronts > as->ideal_wavefronts ||
			       as->sectors > as->ideal_sectors)) {
		json_object *w = json_object_new_object();
		json_object_object_add(w, "block", dims(as->worst.block));
		json_object_object_add(w, "warp", json_object_new_int64(as->worst.warp));
		json_object_object_add(w, "cost", json_object_new_int64(
					       sim_cost_units(&as->worst.cost, acc->space)));
		put_str(w, "reason", lint_reason(scratch, st, acc, hw));
		json_object_object_add(o, "worst", w);
	}
	return o;
}

static json_object *branch_json(const struct kernel_stats *st, const struct ir_branch *b)
{
	const struct branch_stats *bs = &st->branch[b->id];
	json_object *o = json_object_new_object();

	put_str(o, "file", b->loc.file);
	json_object_object_add(o, "line", json_object_new_int64(b->loc.line));
	json_object_object_add(o, "column", json_object_new_int64(b->loc.col));
	put_str(o, "kind", branch_kind_name(b->kind));
	put_str(o, "text", b->text);
	put_u64(o, "executions", bs->executions);
	put_u64(o, "divergent_executions", bs->divergent_executions);
	put_u64(o, "warps", bs->warps);
	put_u64(o, "divergent_warps", bs->divergent_warps);
	json_object_object_add(o, "work_guarded", json_object_new_int64(b->work));
	json_object_object_add(o, "likely_predicated",
			       json_object_new_boolean(lint_likely_predicated(b)));
	if (b->assumed)
		json_object_object_add(o, "assumptions", assumptions_json(st->kernel, b->assumed));
	if (bs->worst.seen) {
		json_object *w = json_object_new_object();
		json_object_object_add(w, "block", dims(bs->worst.block));
		json_object_object_add(w, "warp", json_object_new_int64(bs->worst.warp));
		json_object_object_add(w, "taken_lanes", json_object_new_int64(bs->worst.taken));
		json_object_object_add(w, "not_taken_lanes", json_object_new_int64(bs->worst.not_taken));
		json_object_object_add(o, "worst", w);
	}
	return o;
}

/* Kernel-wide divergence, in the terms Nsight Compute counts. */
static json_object *divergence_json(const struct kernel_stats *st)
{
	json_object *o = json_object_new_object();
	uint64_t execs = 0, divergent = 0, lanes = 0, requests = 0;
	int i;

	for (i = 0; i < st->kernel->nbranches; i++) {
		execs += st->branch[i].executions;
		divergent += st->branch[i].divergent_executions;
	}
	for (i = 0; i < st->kernel->naccesses; i++)
		requests += st->access[i].requests;
	lanes = st->access_lanes;
	put_u64(o, "branch_executions", execs);
	put_u64(o, "divergent_branch_executions", divergent);
	put_u64(o, "uniform_branch_executions", execs - divergent);
	json_object_object_add(o, "active_lanes_per_access",
		json_object_new_double(requests ? (double)lanes / (double)requests : 0.0));
	/* Nsight Compute's average active threads per instruction, estimated
	 * with every executed statement standing for one instruction */
	json_object_object_add(o, "active_lanes_per_statement",
		json_object_new_double(st->statements ? (double)st->statement_lanes /
				       (double)st->statements : 0.0));
	return o;
}

/* The kernel's static memory instructions by opcode: {"LDS.128": 16, ...}. */
static json_object *sass_instructions_json(const struct sass_function *fn)
{
	json_object *o = json_object_new_object(), *n;
	int i;

	for (i = 0; i < fn->nrows; i++) {
		const struct sass_row *r = &fn->rows[i];
		if (r->depth)
			continue;       /* each instruction once, at its own line */
		if (json_object_object_get_ex(o, r->opcode, &n))
			json_object_set_int64(n, json_object_get_int64(n) + r->count);
		else
			json_object_object_add(o, r->opcode, json_object_new_int64(r->count));
	}
	return o;
}

/* Prints and frees a document; 0 or -1. */
static int print_json(FILE *out, json_object *root)
{
	int rc = fprintf(out, "%s\n", json_object_to_json_string_ext(root,
		JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
		JSON_C_TO_STRING_NOSLASHESCAPE)) < 0 ? -1 : 0;

	json_object_put(root);
	return rc;
}

static json_object *diag_json(const struct diag *d)
{
	json_object *o = json_object_new_object();

	put_str(o, "file", d->loc.file);
	json_object_object_add(o, "line", json_object_new_int64(d->loc.line));
	json_object_object_add(o, "column", json_object_new_int64(d->loc.col));
	put_str(o, "severity", severity_name(d->severity));
	put_str(o, "rule", rule_name(d->rule));
	put_str(o, "kernel", d->kernel);
	put_str(o, "message", d->message);
	put_str(o, "note", d->detail);
	put_str(o, "key", d->key);
	if (d->key)
		json_object_object_add(o, "metric", json_object_new_double(d->metric));
	if (d->fix_text) {
		json_object *f = json_object_new_object();
		json_object_object_add(f, "start_line", json_object_new_int64(d->fix_from.line));
		json_object_object_add(f, "start_column", json_object_new_int64(d->fix_from.col));
		json_object_object_add(f, "end_line", json_object_new_int64(d->fix_to.line));
		json_object_object_add(f, "end_column", json_object_new_int64(d->fix_to.col));
		put_str(f, "replacement", d->fix_text);
		json_object_object_add(o, "fix", f);
	}
	return o;
}

static json_object *time_json(const struct lint_run *run, int i)
{
	const struct kernel_stats *st = &run->kernels[i];
	const struct pipeline_time *kt = kernel_time(run, i);
	json_object *o, *alone, *costs;
	int r, j;

	if (!kt)
		return NULL;
	o = json_object_new_object();
	json_object_object_add(o, "seconds", json_object_new_double(kt->est.seconds));
	put_str(o, "bound", time_resource_name(kt->est.bound));
	put_str(o, "device", kt->est.hw->device);
	alone = json_object_new_object();
	for (r = 0; r < TR_COUNT; r++)
		json_object_object_add(alone, time_resource_name((enum time_resource)r),
				       json_object_new_double(kt->est.alone[r]));
	json_object_object_add(alone, "launch", json_object_new_double(kt->est.launch_s));
	json_object_object_add(o, "alone", alone);
	json_object_object_add(o, "blocks_per_sm", json_object_new_int64(kt->est.blocks_per_sm));
	put_str(o, "occupancy_limit", kt->est.occupancy_limit);
	json_object_object_add(o, "registers_known", json_object_new_boolean(kt->registers > 0));
	json_object_object_add(o, "waves", json_object_new_double(kt->est.waves));
	/* the time of one block, standing for a grid not known (--grid) */
	json_object_object_add(o, "grid_assumed", json_object_new_boolean(st->launch.grid_assumed != NULL));
	if (st->launch.grid_assumed)
		put_str(o, "grid_why", st->launch.grid_assumed);
	{
		/* a floor: requests from data left out (print_time_gaps) */
		struct time_gaps g;

		time_gaps(st, &g);
		json_object_object_add(o, "floor", json_object_new_boolean(g.unknown || g.uncertain));
		put_u64(o, "unknown_requests", g.unknown);
		put_u64(o, "uncertain_requests", g.uncertain);
	}
	{
		/* what the model read, for validate/time_calibrate.py */
		json_object *inputs = json_object_new_object();
		put_u64(inputs, "smem_wavefronts", kt->in.smem_wavefronts);
		put_u64(inputs, "lines", kt->in.lines);
		put_u64(inputs, "l1_data", kt->in.l1_data);
		json_object_object_add(inputs, "l2_lines", json_object_new_double(kt->in.l2_lines));
		json_object_object_add(inputs, "dram_partial_sectors",
				       json_object_new_double(kt->in.dram_partial_sectors));
		json_object_object_add(inputs, "barriers", json_object_new_double(kt->in.barriers));
		json_object_object_add(inputs, "dram_lone_sectors",
				       json_object_new_double(kt->in.dram_lone_sectors));
		json_object_object_add(inputs, "l2_footprint",
				       json_object_new_double(kt->in.l2_footprint));
		put_u64(inputs, "sectors", kt->in.gld_sectors + kt->in.gst_sectors);
		put_u64(inputs, "partial_store_sectors", kt->in.gst_partial_sectors);
		json_object_object_add(inputs, "l2_bytes", json_object_new_double(kt->in.l2_bytes));
		json_object_object_add(inputs, "dram_bytes", json_object_new_double(kt->in.dram_bytes));
		json_object_object_add(inputs, "footprint", json_object_new_double(kt->in.footprint));
		put_u64(inputs, "fp32_lanes", kt->in.fp32_lanes);
		put_u64(inputs, "warp_instructions", kt->in.warp_instructions);
		json_object_object_add(inputs, "load_rounds", json_object_new_double(kt->in.load_rounds));
		json_object_object_add(inputs, "l1_resident", json_object_new_boolean(kt->in.l1_resident));
		json_object_object_add(o, "inputs", inputs);
	}
	costs = json_object_new_array();
	for (j = 0; j < st->kernel->naccesses; j++) {
		const struct ir_access *acc = st->kernel->accesses[j];
		double cost = kt->alone[j];
		json_object *c;

		if (cost <= 0)
			continue;
		c = json_object_new_object();
		json_object_object_add(c, "id", json_object_new_int(acc->id));
		json_object_object_add(c, "line", json_object_new_int64(acc->loc.line));
		json_object_object_add(c, "seconds", json_object_new_double(cost));
		json_object_object_add(c, "share", json_object_new_double(cost / kt->est.seconds));
		json_object_array_add(costs, c);
	}
	json_object_object_add(o, "access_costs", costs);
	return o;
}

json_object *report_json_tree(const struct lint_run *run)
{
	json_object *root = json_object_new_object();
	json_object *kernels = json_object_new_array();
	json_object *diags = json_object_new_array();
	const struct diag *d;
	struct arena scratch;
	int i, j;

	arena_init(&scratch, 0);
	for (i = 0; i < run->nkernels; i++) {
		const struct kernel_stats *st = &run->kernels[i];
		const struct ir_kernel *k = st->kernel;
		json_object *ko = json_object_new_object(), *launch, *accs;

		put_str(ko, "name", k->name);
		put_str(ko, "file", k->loc.file);
		json_object_object_add(ko, "line", json_object_new_int64(k->loc.line));
		launch = json_object_new_object();
		json_object_object_add(launch, "grid", dims(st->launch.grid));
		json_object_object_add(launch, "block", dims(st->launch.block));
		json_object_object_add(launch, "dynamic_shared",
				       json_object_new_int64(st->launch.dynamic_shared));
		json_object_object_add(launch, "origin",
				       json_object_new_string(st->launch.origin ? st->launch.origin
										: "command line"));
		json_object_object_add(ko, "launch", launch);
		put_str(ko, "arch", run->hw->arch);
		if (st->error) {
			put_str(ko, "error", st->error);
		} else {
			put_u64(ko, "warps", st->warps);
			json_object_object_add(ko, "totals", totals_json(st));
			if (run->time) {
				json_object *tj = time_json(run, i);
				if (tj)
					json_object_object_add(ko, "time", tj);
			}
		}
		accs = json_object_new_array();
		for (j = 0; j < k->naccesses && !st->error; j++)
			json_object_array_add(accs, access_json(st, k->accesses[j], run->hw,
								&scratch));
		json_object_object_add(ko, "accesses", accs);
		if (!st->error)
			json_object_object_add(ko, "unknowns", unknowns_json(st));
		local_arrays_json(ko, k);
		if (run->sass) {
			json_object *so = json_object_new_object();
			json_object_object_add(so, "read", json_object_new_boolean(run->sass[i].read));
			put_str(so, "why", run->sass[i].why);
			if (run->sass[i].code)
				json_object_object_add(so, "instructions",
						       sass_instructions_json(run->sass[i].code));
			json_object_object_add(ko, "sass", so);
		}
		if (run->registers && run->registers[i]) {
			const struct ptxas_function *f = run->registers[i];
			json_object *r = json_object_new_object();
			json_object_object_add(r, "registers", json_object_new_int64(f->registers));
			json_object_object_add(r, "stack_frame_bytes", json_object_new_int64(f->stack_frame));
			json_object_object_add(r, "spill_store_bytes", json_object_new_int64(f->spill_stores));
			json_object_object_add(r, "spill_load_bytes", json_object_new_int64(f->spill_loads));
			json_object_object_add(r, "launch_bounds", json_object_new_int64(k->launch_bounds[0]));
			json_object_object_add(r, "launch_bounds_min_blocks", json_object_new_int64(k->launch_bounds[1]));
			json_object_object_add(ko, "registers", r);
		}
		if (!st->error) {
			json_object *brs = json_object_new_array();
			for (j = 0; j < k->nbranches; j++)
				json_object_array_add(brs, branch_json(st, k->branches[j]));
			json_object_object_add(ko, "branches", brs);
			json_object_object_add(ko, "divergence", divergence_json(st));
		}
		json_object_array_add(kernels, ko);
	}
	for (d = run->diags.head; d; d = d->next)
		json_object_array_add(diags, diag_json(d));
	json_object_object_add(root, "kernels", kernels);
	json_object_object_add(root, "diagnostics", diags);
	json_object_object_add(root, "suppressed", json_object_new_int(
		run->diags.suppressed[0] + run->diags.suppressed[1] + run->diags.suppressed[2]));
	json_object_object_add(root, "left_out", json_object_new_int(
		run->diags.filtered[0] + run->diags.filtered[1] + run->diags.filtered[2]));
	arena_release(&scratch);
	return root;
}

int report_json(FILE *out, const struct lint_run *run)
{
	return print_json(out, report_json_tree(run));
}

/* ---- SARIF 2.1.0 ------------------------------------------------------ */

/* SARIF's rules array: the rules in enum order, the input problems last. */
static enum rule sarif_rule(int index)
{
	return index + 1 < RULE_COUNT ? (enum rule)(index + 1) : RULE_NONE;
}

static int sarif_rule_index(enum rule r)
{
	return r == RULE_NONE ? RULE_COUNT - 1 : (int)r - 1;
}

static json_object *text_object(const char *text)
{
	json_object *o = json_object_new_object();
	put_str(o, "text", text);
	return o;
}

int report_sarif(FILE *out, const struct lint_run *run, const char *version)
{
	json_object *root = json_object_new_object(), *runs = json_object_new_array();
	json_object *r = json_object_new_object(), *tool = json_object_new_object();
	json_object *driver = json_object_new_object(), *rarr = json_object_new_array();
	json_object *results = json_object_new_array();
	const struct diag *d;
	struct arena scratch;
	int i, rc;

	arena_init(&scratch, 0);
	put_str(root, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
	put_str(root, "version", "2.1.0");
	put_str(driver, "name", "warpcheck");
	put_str(driver, "version", version);
	for (i = 0; i < RULE_COUNT; i++) {
		const struct rule_info *ri = rule_info(sarif_rule(i));
		json_object *ro = json_object_new_object(), *conf = json_object_new_object();
		put_str(ro, "id", ri->id);
		json_object_object_add(ro, "shortDescription", text_object(ri->summary));
		json_object_object_add(ro, "fullDescription", text_object(ri->help));
		json_object_object_add(ro, "help", text_object(ri->help));
		put_str(conf, "level", severity_name(ri->level));
		json_object_object_add(ro, "defaultConfiguration", conf);
		json_object_array_add(rarr, ro);
	}
	json_object_object_add(driver, "rules", rarr);
	json_object_object_add(tool, "driver", driver);
	json_object_object_add(r, "tool", tool);
	for (d = run->diags.head; d; d = d->next) {
		json_object *res = json_object_new_object(), *locs = json_object_new_array();
		json_object *loc = json_object_new_object(), *phys = json_object_new_object();
		json_object *art = json_object_new_object();
		int ri = sarif_rule_index(d->rule);
		const char *msg = d->detail ? arena_printf(&scratch, "%s. %s", d->message,
							  d->detail)
					    : d->message;

		put_str(res, "ruleId", rule_info(d->rule)->id);
		json_object_object_add(res, "ruleIndex", json_object_new_int(ri));
		put_str(res, "level", severity_name(d->severity));
		json_object_object_add(res, "message", text_object(msg));
		put_str(art, "uri", d->loc.file);
		json_object_object_add(phys, "artifactLocation", art);
		if (d->loc.line) {
			json_object *region = json_object_new_object();
			size_t width = access_width_at(run, d);
			json_object_object_add(region, "startLine", json_object_new_int64(d->loc.line));
			if (d->loc.col) {
				json_object_object_add(region, "startColumn", json_object_new_int64(d->loc.col));
				json_object_object_add(region, "endColumn",
						       json_object_new_int64(d->loc.col + (int64_t)width));
			}
			json_object_object_add(phys, "region", region);
		}
		json_object_object_add(loc, "physicalLocation", phys);
		json_object_array_add(locs, loc);
		json_object_object_add(res, "locations", locs);
		if (d->fix_text) {
			json_object *fixes = json_object_new_array(), *fx = json_object_new_object();
			json_object *changes = json_object_new_array(), *ch = json_object_new_object();
			json_object *reps = json_object_new_array(), *rp = json_object_new_object();
			json_object *region = json_object_new_object(), *al = json_object_new_object();
			json_object_object_add(fx, "description", text_object("pad the array's rows"));
			put_str(al, "uri", d->loc.file);
			json_object_object_add(ch, "artifactLocation", al);
			json_object_object_add(region, "startLine", json_object_new_int64(d->fix_from.line));
			json_object_object_add(region, "startColumn", json_object_new_int64(d->fix_from.col));
			json_object_object_add(region, "endLine", json_object_new_int64(d->fix_to.line));
			json_object_object_add(region, "endColumn", json_object_new_int64(d->fix_to.col));
			json_object_object_add(rp, "deletedRegion", region);
			json_object_object_add(rp, "insertedContent", text_object(d->fix_text));
			json_object_array_add(reps, rp);
			json_object_object_add(ch, "replacements", reps);
			json_object_array_add(changes, ch);
			json_object_object_add(fx, "artifactChanges", changes);
			json_object_array_add(fixes, fx);
			json_object_object_add(res, "fixes", fixes);
		}
		if (d->kernel) {
			json_object *props = json_object_new_object();
			const struct ir_access *acc = access_at(run, d);
			put_str(props, "kernel", d->kernel);
			if (acc)
				put_width_model(props, acc);
			json_object_object_add(res, "properties", props);
		}
		json_object_array_add(results, res);
	}
	json_object_object_add(r, "results", results);
	json_object_array_add(runs, r);
	json_object_object_add(root, "runs", runs);
	rc = print_json(out, root);
	arena_release(&scratch);
	return rc;
}
