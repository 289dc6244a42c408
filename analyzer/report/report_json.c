/*
 * report_json.c - the JSON report: the contract other tools build on.
 * The `totals` keys are fixed and counted as Nsight Compute counts the
 * counters of the same names.
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

/* Which model gave the width the counts use; what nvcc emitted. */
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

	json_put_u64(o, "shared_load_requests", t->shared_load_requests);
	json_put_u64(o, "shared_load_wavefronts", t->shared_load_wavefronts);
	json_put_u64(o, "shared_load_ideal_wavefronts", t->shared_load_ideal_wavefronts);
	json_put_u64(o, "shared_store_requests", t->shared_store_requests);
	json_put_u64(o, "shared_store_wavefronts", t->shared_store_wavefronts);
	json_put_u64(o, "shared_store_ideal_wavefronts", t->shared_store_ideal_wavefronts);
	json_put_u64(o, "shared_atomic_requests", t->shared_atomic_requests);
	json_put_u64(o, "shared_atomic_wavefronts", t->shared_atomic_wavefronts);
	json_put_u64(o, "shared_ldsm_requests", t->shared_ldsm_requests);
	json_put_u64(o, "shared_stsm_requests", t->shared_stsm_requests);
	json_put_u64(o, "global_load_requests", t->global_load_requests);
	json_put_u64(o, "global_load_sectors", t->global_load_sectors);
	json_put_u64(o, "global_load_ideal_sectors", t->global_load_ideal_sectors);
	json_put_u64(o, "global_store_requests", t->global_store_requests);
	json_put_u64(o, "global_store_sectors", t->global_store_sectors);
	json_put_u64(o, "global_store_ideal_sectors", t->global_store_ideal_sectors);
	/* only where the kernel has global atomics: the others keep their keys */
	if (t->global_atomic_requests) {
		struct atomic_sum as = report_global_atomics(st);
		json_put_u64(o, "global_atomic_requests", t->global_atomic_requests);
		json_put_u64(o, "global_atomic_sectors", as.sectors);
		json_put_u64(o, "global_atomic_ideal_sectors", as.ideal);
	}
	/* only where the kernel runs wgmma: the others keep their keys */
	if (t->shared_gmma_requests) {
		json_put_u64(o, "shared_gmma_requests", t->shared_gmma_requests);
		json_put_u64(o, "shared_gmma_wavefronts", t->shared_gmma_wavefronts);
	}
	/* only where the kernel makes bulk copies: the others keep their keys */
	if (t->bulk_load_requests || t->bulk_store_requests) {
		json_put_u64(o, "bulk_load_requests", t->bulk_load_requests);
		json_put_u64(o, "bulk_load_sectors", t->bulk_load_sectors);
		json_put_u64(o, "bulk_load_ideal_sectors", t->bulk_load_ideal_sectors);
		json_put_u64(o, "bulk_store_requests", t->bulk_store_requests);
		json_put_u64(o, "bulk_store_sectors", t->bulk_store_sectors);
		json_put_u64(o, "bulk_store_ideal_sectors", t->bulk_store_ideal_sectors);
	}
	/* only where the kernel runs mma (the tensor pipe's instructions, as
	 * smsp__inst_executed_pipe_tensor counts them): the others keep their
	 * keys */
	if (st->mma_warp_ops)
		json_put_u64(o, "tensor_instructions", st->mma_warp_ops);
	/* only where a thread's array is in local memory (simulator/local.c):
	 * the other kernels' totals keep their keys */
	if (t->local_load_requests || t->local_store_requests) {
		json_put_u64(o, "local_load_requests", t->local_load_requests);
		json_put_u64(o, "local_load_sectors", t->local_load_sectors);
		json_put_u64(o, "local_load_ideal_sectors", t->local_load_ideal_sectors);
		json_put_u64(o, "local_store_requests", t->local_store_requests);
		json_put_u64(o, "local_store_sectors", t->local_store_sectors);
		json_put_u64(o, "local_store_ideal_sectors", t->local_store_ideal_sectors);
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
		json_put_str(o, "name", la->name);
		json_put_str(o, "file", la->loc.file);
		json_object_object_add(o, "line", json_object_new_int64(la->loc.line));
		json_put_str(o, "element", la->elem_type);
		json_object_object_add(o, "bytes", json_object_new_int64(la->bytes));
		if (dyn) {
			json_put_str(o, "runtime_index", dyn->text);
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

/* The assumption comments (bits of k->assumptions) a value used, as
 * written, then the launch's assumed sizes it used (bits of `sized`) */
static json_object *assumptions_json(struct arena *scratch, const struct kernel_stats *st,
				     uint64_t bits, uint64_t sized)
{
	const struct ir_kernel *k = st->kernel;
	json_object *a = json_object_new_array();
	int i;

	for (i = 0; i < k->nassumptions && i < 64; i++)
		if (bits >> i & 1)
			json_object_array_add(a, json_object_new_string(k->assumptions[i]));
	for (i = 0; i < 64; i++)
		if (sized >> i & 1)
			json_object_array_add(a, json_object_new_string(
						      lint_sized_text(scratch, st, 1ull << i)));
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

		if (lint_unsupported(st, acc) || as->unknown_requests)
			why = lint_unsupported(st, acc) ? acc->unsupported : as->unknown_reason;
		else if (as->uncertain_requests)
			why = as->uncertain_reason;
		else if (!(why = lint_stopped_before(st, acc)))
			continue;
		by[lint_unknown_category(k, why)]++;
		total++;
	}
	json_put_u64(o, "accesses", total);
	for (i = 0; i < UNKNOWN_CATEGORY_COUNT; i++)
		if (by[i])
			json_put_u64(o, lint_unknown_category_name(i), by[i]);
	return o;
}

static json_object *access_json(const struct kernel_stats *st,
				const struct ir_access *acc, const struct hw *hw,
				struct arena *scratch)
{
	const struct access_stats *as = &st->access[acc->id];
	json_object *o = json_object_new_object(), *hist;
	const char *stopped;
	int i;

	json_put_str(o, "file", acc->loc.file);
	json_object_object_add(o, "line", json_object_new_int64(acc->loc.line));
	json_object_object_add(o, "column", json_object_new_int64(acc->loc.col));
	json_put_str(o, "text", acc->text);
	json_put_str(o, "space", mem_space_name(acc->space));
	json_put_str(o, "op", mem_op_name(acc->op));
	json_put_str(o, "object", acc->object);
	json_object_object_add(o, "bytes", json_object_new_int64(acc->bytes));
	/* one request of a value loaded in pieces: which, of how many */
	if (acc->npieces > 1) {
		json_put_str(o, "part", acc->piece_name);
		json_object_object_add(o, "parts", json_object_new_int64(acc->npieces));
	}
	/* a copy engine's copy (TMA): the bytes one lane's copy moves */
	if (acc->bulk)
		json_object_object_add(o, "bulk", json_object_new_int64(acc->bulk));
	json_put_width_model(o, acc);
	json_put_u64(o, "requests", as->requests);
	if (as->ranged)
		/* a CAS loop whose trips are a range: requests (and shared
		 * wavefronts) are its most (simulator/atomic.c) */
		json_put_u64(o, "requests_fewest", as->fewest_requests);
	if (acc->space == SPACE_SHARED) {
		json_put_u64(o, "wavefronts", as->wavefronts);
		json_put_u64(o, "ideal_wavefronts", as->ideal_wavefronts);
		json_object_object_add(o, "max_nway", json_object_new_int64(as->max_nway));
		if (as->loop_loads) {
			/* a CAS loop's LDS, one a trip (simulator/atomic.c) */
			json_put_u64(o, "loop_loads", as->loop_loads);
			json_put_u64(o, "loop_load_wavefronts", as->loop_load_wavefronts);
		}
		if (as->ranged) {   /* its most, above; its fewest */
			json_put_u64(o, "wavefronts_fewest", as->fewest_wavefronts);
			if (as->loop_loads) {
				json_put_u64(o, "loop_loads_fewest", as->fewest_loads);
				json_put_u64(o, "loop_load_wavefronts_fewest",
					as->fewest_load_wavefronts);
			}
		}
	} else {
		json_put_u64(o, "sectors", as->sectors);
		json_put_u64(o, "ideal_sectors", as->ideal_sectors);
		if (as->ranged)   /* a global CAS loop: its fewest */
			json_put_u64(o, "sectors_fewest", as->fewest_wavefronts);
	}
	if (acc->copy_dst)   /* an LDGSTS's shared side (simulator/copy.c) */
		json_put_u64(o, "ldgsts_wavefronts", as->copy_wavefronts);
	hist = json_object_new_object();
	for (i = 0; i < SIM_HIST; i++) {
		char key[16];
		if (!as->hist[i])
			continue;
		snprintf(key, sizeof(key), i == SIM_HIST - 1 ? "%d+" : "%d", i);
		json_put_u64(hist, key, as->hist[i]);
	}
	json_object_object_add(o, acc->space == SPACE_SHARED
			       ? "wavefronts_per_request" : "sectors_per_request", hist);
	if (lint_unsupported(st, acc) || as->unknown_requests) {
		const char *why = lint_unsupported(st, acc) ? acc->unsupported : as->unknown_reason;
		json_put_str(o, "status", "unknown");
		json_put_str(o, "category", lint_unknown_category_name(
						lint_unknown_category(st->kernel, why)));
		json_put_str(o, "reason", lint_unsupported(st, acc) ? acc->unsupported
				     : lint_unknown_reason(scratch, st->kernel, as->unknown_reason, 0));
		json_put_u64(o, "unknown_requests", as->unknown_requests);
	} else if (as->uncertain_requests) {
		json_put_str(o, "status", "unknown");
		json_put_str(o, "category", lint_unknown_category_name(
					lint_unknown_category(st->kernel, as->uncertain_reason)));
		json_put_str(o, "reason", lint_unknown_reason(scratch, st->kernel,
							 as->uncertain_reason, 1));
		json_put_u64(o, "unknown_requests", as->uncertain_requests);
	} else if ((stopped = lint_stopped_before(st, acc)) != NULL) {
		json_put_str(o, "status", "unknown");
		json_put_str(o, "category", lint_unknown_category_name(UNKNOWN_UNMODELED));
		json_put_str(o, "reason", stopped);
	} else {
		/* exact, given what the user told warpcheck to assume, and the
		 * sizes it assumed where the launch gives none */
		json_put_str(o, "status", acc->assumed || lint_sized(st, acc) ? "assumed" : "exact");
	}
	if (acc->assumed || lint_sized(st, acc))
		json_object_object_add(o, "assumptions",
				       assumptions_json(scratch, st, acc->assumed, lint_sized(st, acc)));
	if (as->worst.seen && (as->wavefronts > as->ideal_wavefronts ||
			       as->sectors > as->ideal_sectors)) {
		json_object *w = json_object_new_object();
		json_object_object_add(w, "block", dims(as->worst.block));
		json_object_object_add(w, "warp", json_object_new_int64(as->worst.warp));
		json_object_object_add(w, "cost", json_object_new_int64(
					       sim_cost_units(&as->worst.cost, acc->space)));
		json_put_str(w, "reason", lint_reason(scratch, st, acc, hw));
		json_object_object_add(o, "worst", w);
	}
	return o;
}

static json_object *branch_json(const struct kernel_stats *st, const struct ir_branch *b,
				struct arena *scratch)
{
	const struct branch_stats *bs = &st->branch[b->id];
	json_object *o = json_object_new_object();

	json_put_str(o, "file", b->loc.file);
	json_object_object_add(o, "line", json_object_new_int64(b->loc.line));
	json_object_object_add(o, "column", json_object_new_int64(b->loc.col));
	json_put_str(o, "kind", branch_kind_name(b->kind));
	json_put_str(o, "text", b->text);
	json_put_u64(o, "executions", bs->executions);
	json_put_u64(o, "divergent_executions", bs->divergent_executions);
	json_put_u64(o, "warps", bs->warps);
	json_put_u64(o, "divergent_warps", bs->divergent_warps);
	json_object_object_add(o, "work_guarded", json_object_new_int64(b->work));
	json_object_object_add(o, "likely_predicated",
			       json_object_new_boolean(lint_likely_predicated(b)));
	if (b->assumed || (st->sized_branch && st->sized_branch[b->id]))
		json_object_object_add(o, "assumptions",
				       assumptions_json(scratch, st, b->assumed,
							st->sized_branch ? st->sized_branch[b->id] : 0));
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
	json_put_u64(o, "branch_executions", execs);
	json_put_u64(o, "divergent_branch_executions", divergent);
	json_put_u64(o, "uniform_branch_executions", execs - divergent);
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

static json_object *diag_json(const struct diag *d)
{
	json_object *o = json_object_new_object();

	json_put_str(o, "file", d->loc.file);
	json_object_object_add(o, "line", json_object_new_int64(d->loc.line));
	json_object_object_add(o, "column", json_object_new_int64(d->loc.col));
	json_put_str(o, "severity", severity_name(d->severity));
	json_put_str(o, "rule", rule_name(d->rule));
	json_put_str(o, "kernel", d->kernel);
	json_put_str(o, "message", d->message);
	json_put_str(o, "note", d->detail);
	json_put_str(o, "key", d->key);
	if (d->key)
		json_object_object_add(o, "metric", json_object_new_double(d->metric));
	if (d->fix_text) {
		json_object *f = json_object_new_object();
		json_object_object_add(f, "start_line", json_object_new_int64(d->fix_from.line));
		json_object_object_add(f, "start_column", json_object_new_int64(d->fix_from.col));
		json_object_object_add(f, "end_line", json_object_new_int64(d->fix_to.line));
		json_object_object_add(f, "end_column", json_object_new_int64(d->fix_to.col));
		json_put_str(f, "replacement", d->fix_text);
		json_object_object_add(o, "fix", f);
	}
	return o;
}

static json_object *time_json(const struct lint_run *run, int i)
{
	const struct kernel_stats *st = &run->kernels[i];
	const struct pipeline_time *kt = report_kernel_time(run, i);
	json_object *o, *alone, *costs;
	int r, j;

	if (!kt)
		return NULL;
	o = json_object_new_object();
	json_object_object_add(o, "seconds", json_object_new_double(kt->est.seconds));
	json_put_str(o, "bound", time_resource_name(kt->est.bound));
	json_put_str(o, "device", kt->est.hw->device);
	alone = json_object_new_object();
	for (r = 0; r < TR_COUNT; r++)
		json_object_object_add(alone, time_resource_name((enum time_resource)r),
				       json_object_new_double(kt->est.alone[r]));
	json_object_object_add(alone, "launch", json_object_new_double(kt->est.launch_s));
	json_object_object_add(o, "alone", alone);
	json_object_object_add(o, "blocks_per_sm", json_object_new_int64(kt->est.blocks_per_sm));
	json_put_str(o, "occupancy_limit", kt->est.occupancy_limit);
	json_object_object_add(o, "registers_known", json_object_new_boolean(kt->registers > 0));
	json_object_object_add(o, "waves", json_object_new_double(kt->est.waves));
	/* the time of one block, standing for a grid not known (--grid) */
	json_object_object_add(o, "grid_assumed", json_object_new_boolean(st->launch.grid_assumed != NULL));
	if (st->launch.grid_assumed)
		json_put_str(o, "grid_why", st->launch.grid_assumed);
	{
		/* a floor: requests from data left out (print_time_gaps) */
		struct time_gaps g;

		report_time_gaps(st, &g);
		json_object_object_add(o, "floor", json_object_new_boolean(g.unknown || g.uncertain));
		json_put_u64(o, "unknown_requests", g.unknown);
		json_put_u64(o, "uncertain_requests", g.uncertain);
	}
	{
		/* what the model read, for validate/time_calibrate.py */
		json_object *inputs = json_object_new_object();
		json_put_u64(inputs, "smem_wavefronts", kt->in.smem_wavefronts);
		json_put_u64(inputs, "lines", kt->in.lines);
		json_put_u64(inputs, "l1_data", kt->in.l1_data);
		json_object_object_add(inputs, "l2_lines", json_object_new_double(kt->in.l2_lines));
		json_object_object_add(inputs, "dram_partial_sectors",
				       json_object_new_double(kt->in.dram_partial_sectors));
		json_object_object_add(inputs, "barriers", json_object_new_double(kt->in.barriers));
		json_object_object_add(inputs, "dram_lone_sectors",
				       json_object_new_double(kt->in.dram_lone_sectors));
		json_object_object_add(inputs, "l2_footprint",
				       json_object_new_double(kt->in.l2_footprint));
		json_put_u64(inputs, "sectors", kt->in.gld_sectors + kt->in.gst_sectors);
		json_put_u64(inputs, "partial_store_sectors", kt->in.gst_partial_sectors);
		json_object_object_add(inputs, "l2_bytes", json_object_new_double(kt->in.l2_bytes));
		json_object_object_add(inputs, "dram_bytes", json_object_new_double(kt->in.dram_bytes));
		json_object_object_add(inputs, "footprint", json_object_new_double(kt->in.footprint));
		json_put_u64(inputs, "fp32_lanes", kt->in.fp32_lanes);
		json_put_u64(inputs, "warp_instructions", kt->in.warp_instructions);
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

		json_put_str(ko, "name", k->name);
		json_put_str(ko, "file", k->loc.file);
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
		json_put_str(ko, "arch", run->hw->arch);
		if (st->error) {
			json_put_str(ko, "error", st->error);
		} else {
			json_put_u64(ko, "warps", st->warps);
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
			json_put_str(so, "why", run->sass[i].why);
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
				json_object_array_add(brs, branch_json(st, k->branches[j], &scratch));
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
	return json_print(out, report_json_tree(run));
}
