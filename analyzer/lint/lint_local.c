/*
 * lint_local.c - a thread's arrays in local memory, as findings.
 *
 * simulator/local.c decided which arrays nvcc cannot keep in registers
 * (some index known only at run time) and kept their accesses; the
 * simulation costed each request by local memory's interleave.  One
 * finding per such array, at its first run-time-indexed access, says
 * what it costs a warp; its note says why the sectors are what they are:
 * the index the lanes share, or the different indices they use.
 */
#include "lint.h"

#include <string.h>

/* n / d, as a whole number when it is one */
static const char *per(struct arena *a, uint64_t n, uint64_t d)
{
	if (!d)
		return "0";
	if (n % d == 0)
		return arena_printf(a, "%llu", (unsigned long long)(n / d));
	return arena_printf(a, "%.2f", (double)n / (double)d);
}

static double ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / (double)b : 0.0;
}

/*
 * Why a local access's requests cost what they do: the interleave, and
 * whether its lanes share an index.  ds: the access's counts.
 */
const char *lint_local_reason(struct arena *A, const struct access_stats *ds)
{
	const char *why;

	if (!ds->requests)
		why = "local memory is interleaved by 4-byte words across the warp's lanes; this access is not reached under the launch analyzed";
	else if (ds->unknown_requests)
		why = arena_printf(A,
		"local memory is interleaved by 4-byte words across the warp's lanes, so what this access costs depends on which words its lanes use, and in %llu of its %llu requests that is not known: their sectors are not counted",
		(unsigned long long)ds->unknown_requests,
		(unsigned long long)ds->requests);
	else if (ds->sectors > ds->ideal_sectors)
		why = arena_printf(A,
		"local memory is interleaved by 4-byte words across the warp's lanes, so an index the whole warp shares costs what a coalesced access does; here the lanes' indices differ: %.2f sectors per request, ideal %.2f",
		ratio(ds->sectors, ds->requests), ratio(ds->ideal_sectors, ds->requests));
	else
		why = arena_printf(A,
		"local memory is interleaved by 4-byte words across the warp's lanes, and this index is the same for every lane: %.2f sectors per request, what a coalesced access costs",
		ratio(ds->sectors, ds->requests));
	return why;
}

void lint_local(const struct kernel_stats *st, struct diag_list *diags, const char *where)
{
	const struct ir_kernel *k = st->kernel;
	struct arena *A = &diags->arena;
	int i, j;

	for (i = 0; i < k->nlocal_arrays; i++) {
		const struct ir_local_array *la = &k->local_arrays[i];
		uint64_t loads = 0, stores = 0, sectors = 0;
		const struct ir_access *dyn = NULL;
		const struct access_stats *ds;
		const char *why;
		struct diag *d;

		if (!la->in_memory)
			continue;
		for (j = 0; j < k->naccesses; j++) {
			const struct ir_access *a = k->accesses[j];
			const struct access_stats *as = &st->access[a->id];
			if (a->space != SPACE_LOCAL || a->object_index != i)
				continue;
			if (a->op == OP_LOAD)
				loads += as->requests;
			else
				stores += as->requests;
			sectors += as->sectors;
			if (a->id == la->dynamic_access)
				dyn = a;
		}
		if (!dyn || !st->warps)
			continue;
		ds = &st->access[dyn->id];
		d = diag_add(diags, SEV_WARNING, dyn->loc, RULE_LOCAL,
			"'%s'%s is in local memory: %s indexes it with a value known only at run time, so nvcc cannot keep it in registers; it costs %s load%s and %s store%s a warp, %s sectors",
			la->name, where,
			/* outside the main file only the caret shows the access */
			dyn->text[0] ? arena_printf(A, "'%s'", dyn->text) : "an access",
			per(A, loads, st->warps),
			loads == st->warps ? "" : "s", per(A, stores, st->warps),
			stores == st->warps ? "" : "s", per(A, sectors, st->warps));
		d->kernel = k->name;
		why = lint_local_reason(A, ds);
		d->detail = why;
		d->key = arena_printf(A, "%s%s%s|%s|%s", k->name, st->launch.site ? "@" : "",
				      st->launch.site ? st->launch.site : "", rule_name(RULE_LOCAL),
				      la->name);
		d->metric = ratio(ds->sectors, ds->ideal_sectors);
		if (la->fix_trips) {
			/* checked by simulator/local.c: classified again with the
			 * loop unrolled, no index of the array is left at run time */
			const char *how = la->fix_unroll > 0
				? arena_printf(A, "its '#pragma unroll %d' replaced by '#pragma unroll'",
					       la->fix_unroll)
				: "'#pragma unroll' before it";
			d = diag_add(diags, SEV_NOTE, la->fix_loop, RULE_LOCAL,
				"fix, checked by classifying again: unroll this loop whole (%s; it has %lld trips): every index of '%s' is then a constant, so it stays in registers and its local loads and stores go",
				how, (long long)la->fix_trips, la->name);
			d->kernel = k->name;
		}
	}
}
