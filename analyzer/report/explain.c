/*
 * explain.c - `warpcheck explain`: why one access costs what it does.
 *
 * For the request shown (the worst one the simulator kept, or the warp the
 * user chose) every lane's thread index, byte offset, word and bank (or
 * sector) is listed; then a picture: for shared memory a grid of banks
 * against wavefronts, each cell holding the lane whose word that
 * wavefront serves, so that a conflict is a column of cells; for global
 * memory one row per sector with the bytes requested and those fetched
 * for nothing.  The placement follows smem.c's rule: in each phase, a
 * bank serves its distinct words one wavefront each.
 */
#include "explain.h"

#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"
#include "../lint/lint.h"
#include "picture.h"

static void picture_shared(FILE *out, const struct picture_banks *p, int color)
{
	const char *red = color ? "\033[1;31m" : "", *off = color ? "\033[0m" : "";
	int b, r;

	fprintf(out, "\nbanks against wavefronts (each cell: the lane whose word is served; '+': more lanes on that word)\n");
	fprintf(out, "        bank");
	for (b = 0; b < 32; b++)
		fprintf(out, "%3d", b);
	fprintf(out, "\n");
	for (r = 0; r < p->wavefronts; r++) {
		fprintf(out, "wavefront %2d", r + 1);
		for (b = 0; b < 32; b++) {
			int lane = p->cell[r][b];
			if (lane < 0)
				fprintf(out, "  .");
			else
				fprintf(out, "%s%*d%s%s", p->conflict[b] ? red : "",
					p->shared[r][b] ? 2 : 3, lane, p->shared[r][b] ? "+" : "", off);
		}
		fprintf(out, "\n");
	}
}

static void picture_global(FILE *out, const struct sim_worst *w, unsigned bytes,
			   const struct hw *hw, int color)
{
	const char *blue = color ? "\033[1;34m" : "", *off = color ? "\033[0m" : "";
	struct picture_sectors *p = xcalloc(1, sizeof(*p));
	int row, i;

	picture_sectors_of(p, w, bytes, hw);
	fprintf(out, "\nsectors against bytes ('#': asked for by a lane, '.': moved with the sector, unused)\n");
	for (row = 0; row < p->rows && row < 64; row++) {
		const struct picture_sector *s = &p->row[row];
		char line[72];
		int lo = __builtin_ctz(s->lanes), hi = 31 - __builtin_clz(s->lanes);

		for (i = 0; i < p->bytes; i++)
			line[i] = s->used >> i & 1 ? '#' : '.';
		line[p->bytes] = '\0';
		fprintf(out, "  sector %+5lld  %s%s%s  lane%s %d", (long long)s->sector, blue,
			line, off, lo == hi ? "" : "s", lo);
		if (hi != lo)
			fprintf(out, "-%d", hi);
		fprintf(out, "\n");
	}
	free(p);
}

/*
 * Why an address is unknown: the simulator names a parameter that has no
 * value by its name alone (lint adds a note of its own for that); anything
 * else comes as a reason already.
 */
static const char *unknown_why(struct arena *a, const struct kernel_stats *st, const char *why)
{
	const struct ir_kernel *k = st->kernel;
	int64_t v;
	int i;

	if (!why)
		return "it depends on a value known only at run time";
	for (i = 0; i < k->nparams; i++)
		if (!strcmp(k->params[i].name, why) && launch_param_lookup(&st->launch, why, &v) < 0)
			return arena_printf(a, "it depends on parameter '%s', which has no value; pass --param %s=N",
					    why, why);
	return why;
}

int explain_access(FILE *out, const char *path, const struct kernel_stats *st,
		   const struct ir_access *acc, const struct sim_worst *w,
		   const struct hw *hw, const struct fix_padding *fix,
		   const struct fix_swizzle *swizzle,
		   const struct explain_options *o, struct arena *a)
{
	const struct launch *l = &st->launch;
	const struct access_stats *as = &st->access[acc->id];
	struct picture_banks *p = NULL;
	const char *reason, *title;
	int lane;

	fprintf(out, "%s:%u:%u: %s of '%s' in '%s'%s%s\n", acc->loc.file, acc->loc.line,
		acc->loc.col, mem_op_name(acc->op), acc->object, st->kernel->name,
		acc->text && *acc->text ? ": " : "", acc->text ? acc->text : "");
	fprintf(out, "launch <<<(%u,%u,%u), (%u,%u,%u)>>>: %llu requests, ", l->grid[0], l->grid[1],
		l->grid[2], l->block[0], l->block[1], l->block[2],
		(unsigned long long)as->requests);
	if (acc->space == SPACE_SHARED)
		fprintf(out, "%llu wavefronts (ideal %llu)\n", (unsigned long long)as->wavefronts,
			(unsigned long long)as->ideal_wavefronts);
	else
		fprintf(out, "%llu sectors (ideal %llu)\n", (unsigned long long)as->sectors,
			(unsigned long long)as->ideal_sectors);
	if (lint_sized(st, acc))
		fprintf(out, "assuming %s\n", lint_sized_text(a, st, lint_sized(st, acc)));
	if (acc->unsupported) {
		fprintf(out, "not analyzed: %s\n", acc->unsupported);
		return 1;
	}
	if (!as->requests) {
		fprintf(out, "not reached: no warp executes this access under this launch\n");
		return 1;
	}
	if (as->unknown_requests) {
		fprintf(out, "unknown: the address is not known in %llu of %llu requests: %s\n",
			(unsigned long long)as->unknown_requests, (unsigned long long)as->requests,
			unknown_why(a, st, as->unknown_reason));
		if (as->unknown_requests == as->requests)
			return 1;
	}
	if (!w->seen) {
		fprintf(out, "no request of this access was simulated in the warp asked for\n");
		return 1;
	}
	fprintf(out, "shown: block (%u,%u,%u), warp %u: %u %s\n\n", w->block[0], w->block[1],
		w->block[2], w->warp, sim_cost_units(&w->cost, acc->space),
		acc->space == SPACE_SHARED ? "wavefronts" : "sectors");

	if (acc->space == SPACE_LOCAL) {
		/* where each lane's first word is in the warp's slice of local
		 * memory */
		struct sim_worst *slice = arena_alloc(a, sizeof(*slice));
		*slice = *w;
		for (lane = 0; lane < 32; lane++)
			slice->addr[lane] = lmem_slice_addr(w->addr[lane], lane);
		fprintf(out, "lane  threadIdx        byte offset  slice address  sector\n");
		for (lane = 0; lane < 32; lane++) {
			unsigned t[3];
			if (!(w->mask >> lane & 1))
				continue;
			picture_thread_of(l, w->warp, lane, t);
			fprintf(out, "%4d  (%3u,%3u,%3u)  %11lld  %13lld  %6lld\n", lane, t[0], t[1], t[2],
				(long long)w->addr[lane], (long long)slice->addr[lane],
				(long long)cint_floor_div(slice->addr[lane], hw->sector_bytes));
		}
		if (acc->bytes <= 4)
			picture_global(out, slice, acc->bytes, hw, o->color);
		else
			fprintf(out, "\n(each lane's %u bytes are %u words, %u rows of 128 bytes apart: no picture)\n",
				acc->bytes, acc->bytes / 4, acc->bytes / 4);
		reason = lint_reason(a, st, acc, hw);
		if (reason)
			fprintf(out, "\nwhy: %s\n", reason);
		if (o->svg) {
			FILE *f = acc->bytes <= 4 ? fopen(o->svg, "w") : NULL;
			if (!f) {
				fprintf(stderr, "warpcheck: %s '%s'\n", acc->bytes <= 4 ? "cannot write"
					: "no picture of a local access wider than 4 bytes for", o->svg);
				return 2;
			}
			picture_svg(f, arena_printf(a, "%s:%u: %s in %s, block (%u,%u,%u) warp %u: %u sectors of local memory",
						    path, acc->loc.line, acc->object, st->kernel->name,
						    w->block[0], w->block[1], w->block[2], w->warp,
						    w->cost.sectors), acc, w, hw);
			fclose(f);
			fprintf(out, "\npicture written to %s\n", o->svg);
		}
		return 0;
	}
	if (acc->space == SPACE_SHARED) {
		p = xcalloc(1, sizeof(*p));
		picture_place(p, w, acc, hw);
		fprintf(out, "lane  threadIdx        byte offset      word  bank\n");
	} else {
		fprintf(out, "lane  threadIdx        byte offset         sector  offset in sector\n");
	}
	for (lane = 0; lane < 32; lane++) {
		unsigned t[3];
		if (!(w->mask >> lane & 1))
			continue;
		picture_thread_of(l, w->warp, lane, t);
		if (acc->space == SPACE_SHARED) {
			int64_t word = hw_word_of(hw, w->addr[lane]);
			fprintf(out, "%4d  (%3u,%3u,%3u)  %14lld  %8lld  %4lld\n", lane, t[0], t[1], t[2],
				(long long)w->addr[lane], (long long)word,
				(long long)hw_bank_of_word(hw, word));
		} else {
			fprintf(out, "%4d  (%3u,%3u,%3u)  %14lld  %13lld  %6lld\n", lane, t[0], t[1], t[2],
				(long long)w->addr[lane],
				(long long)cint_floor_div(w->addr[lane], hw->sector_bytes),
				(long long)(w->addr[lane] - cint_floor_div(w->addr[lane], hw->sector_bytes) *
					    hw->sector_bytes));
		}
	}
	if (p)
		picture_shared(out, p, o->color);
	else
		picture_global(out, w, acc->bytes, hw, o->color);

	/* lint's reasons explain a cost above ideal: with none, say so */
	if (acc->space == SPACE_SHARED && as->wavefronts <= as->ideal_wavefronts)
		reason = "no bank conflict: in every request no bank holds more than one of the words asked for in a phase, so each takes its ideal wavefronts";
	else if (acc->space == SPACE_GLOBAL && as->sectors <= as->ideal_sectors)
		reason = "coalesced: every request touches only the sectors its bytes need";
	else
		reason = lint_reason(a, st, acc, hw);
	if (reason)
		fprintf(out, "\nwhy: %s\n", reason);
	if (fix && fix->found)
		fprintf(out, "fix (checked by simulating it): declare '%s' (%d more element%s a row, %lld bytes more): "
			"all accesses of '%s' go from %llu to %llu wavefronts\n",
			fix->declaration, fix->pad, fix->pad == 1 ? "" : "s", fix->extra_bytes,
			fix->array, (unsigned long long)fix->wavefronts_before,
			(unsigned long long)fix->wavefronts_after);
	else if (fix && fix->tried)
		fprintf(out, "fix: no padding of up to 32 elements a row makes every access of '%s' conflict-free\n",
			acc->object);
	if (swizzle && swizzle->found)
		fprintf(out, "or (checked too, no extra bytes): swizzle the %s by the row in every access of '%s', as '%s': %llu wavefronts\n",
			swizzle->unit, acc->object, swizzle->example, (unsigned long long)swizzle->wavefronts_after);

	if (o->svg) {
		FILE *f = fopen(o->svg, "w");
		if (!f) {
			fprintf(stderr, "warpcheck: cannot write '%s'\n", o->svg);
			free(p);
			return 2;
		}
		title = arena_printf(a, "%s:%u: %s in %s, block (%u,%u,%u) warp %u: %u %s", path,
				     acc->loc.line, acc->text, st->kernel->name, w->block[0],
				     w->block[1], w->block[2], w->warp,
				     sim_cost_units(&w->cost, acc->space),
				     acc->space == SPACE_SHARED ? "wavefronts" : "sectors");
		if (p)
			picture_svg_banks(f, title, p);
		else
			picture_svg_sectors(f, title, w, acc->bytes, hw);
		fclose(f);
		fprintf(out, "\npicture written to %s\n", o->svg);
	}
	free(p);
	return 0;
}
