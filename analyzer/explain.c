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

#include "../simulator/alloc.h"
#include "../simulator/cint.h"
#include "../simulator/local.h"
#include "lint.h"

#define MAX_WF 128

/* Where each lane's words are served: wf[lane][k] for its k-th word. */
struct placement {
	int wavefronts;
	int cell[MAX_WF][32];        /* lane served, -1 none */
	int shared[MAX_WF][32];      /* more than one lane on that word */
	int conflict[32];            /* bank holds more than one word in a phase */
};

static void place(struct placement *p, const struct sim_worst *w, unsigned bytes,
		  const struct hw *hw, int atomic)
{
	int wi = hw_width_index(bytes), lanes_per_phase = wi < 0 ? 32 : (int)hw->phase_lanes[wi];
	int words = bytes > hw->bank_bytes ? (int)(bytes / hw->bank_bytes) : 1;
	int base = 0, lane0, i, j;

	memset(p, 0, sizeof(*p));
	memset(p->cell, -1, sizeof(p->cell));
	for (lane0 = 0; lane0 < 32; lane0 += lanes_per_phase) {
		int64_t seen[32][MAX_WF];
		int nseen[32] = { 0 }, depth = 0;
		for (i = lane0; i < lane0 + lanes_per_phase && i < 32; i++) {
			if (!(w->mask >> i & 1))
				continue;
			for (j = 0; j < words; j++) {
				int64_t word = hw_word_of(hw, w->addr[i]) + j;
				int bank = (int)hw_bank_of_word(hw, word), k;
				for (k = 0; k < nseen[bank] && !(seen[bank][k] == word && !atomic); k++)
					;
				if (k == nseen[bank] && nseen[bank] < MAX_WF)
					seen[bank][nseen[bank]++] = word;
				if (base + k >= MAX_WF)
					continue;
				if (p->cell[base + k][bank] < 0)
					p->cell[base + k][bank] = i;
				else
					p->shared[base + k][bank] = 1;
				if (k + 1 > depth)
					depth = k + 1;
				if (nseen[bank] > 1)
					p->conflict[bank] = 1;
			}
		}
		base += depth;
	}
	p->wavefronts = base < MAX_WF ? base : MAX_WF;
}

static void thread_of(const struct launch *l, unsigned warp, int lane, unsigned t[3])
{
	uint64_t id = (uint64_t)warp * 32 + (uint64_t)lane;

	t[0] = (unsigned)(id % l->block[0]);
	t[1] = (unsigned)(id / l->block[0] % l->block[1]);
	t[2] = (unsigned)(id / ((uint64_t)l->block[0] * l->block[1]));
}

static void svg_shared(FILE *f, const char *title, const struct placement *p)
{
	int cw = 26, ch = 22, left = 90, top = 70, b, r;
	int width = left + 32 * cw + 20, height = top + p->wavefronts * ch + 70;

	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		   "font-family=\"sans-serif\" font-size=\"11\">\n", width, height);
	fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
	fprintf(f, "<text x=\"10\" y=\"22\" font-size=\"14\">%s</text>\n", title);
	fprintf(f, "<text x=\"10\" y=\"%d\">bank</text>\n", top - 8);
	for (b = 0; b < 32; b++)
		fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d</text>\n",
			left + b * cw + cw / 2, top - 8, b);
	for (r = 0; r < p->wavefronts; r++) {
		fprintf(f, "<text x=\"10\" y=\"%d\">wavefront %d</text>\n",
			top + r * ch + 15, r + 1);
		for (b = 0; b < 32; b++) {
			int lane = p->cell[r][b];
			const char *fill = lane < 0 ? "#f4f4f4" : p->conflict[b] ? "#f4a582" : "#92c5de";
			fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
				   "stroke=\"white\" data-bank=\"%d\" data-wavefront=\"%d\" data-lane=\"%d\"/>\n",
				left + b * cw, top + r * ch, cw, ch, fill, b, r + 1, lane);
			if (lane >= 0)
				fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%d%s</text>\n",
					left + b * cw + cw / 2, top + r * ch + 15, lane,
					p->shared[r][b] ? "+" : "");
		}
	}
	r = top + p->wavefronts * ch + 25;
	fprintf(f, "<rect x=\"10\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#92c5de\"/>"
		   "<text x=\"30\" y=\"%d\">a lane's word, no other word in its bank</text>\n", r, r + 11);
	fprintf(f, "<rect x=\"300\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#f4a582\"/>"
		   "<text x=\"320\" y=\"%d\">bank conflict: the bank serves several words, one wavefront each</text>\n",
		r, r + 11);
	fprintf(f, "<text x=\"10\" y=\"%d\">n+: lane n and others read the same word (served together)</text>\n",
		r + 32);
	fprintf(f, "</svg>\n");
}

static void svg_global(FILE *f, const char *title, const struct sim_worst *w, unsigned bytes,
		       const struct hw *hw)
{
	int64_t first = INT64_MAX, last = INT64_MIN;
	int lane, row = 0, left = 150, top = 50, cw = 6, ch = 18, i;
	int64_t s;

	for (lane = 0; lane < 32; lane++) {
		if (!(w->mask >> lane & 1))
			continue;
		if (cint_floor_div(w->addr[lane], hw->sector_bytes) < first)
			first = cint_floor_div(w->addr[lane], hw->sector_bytes);
		if (cint_floor_div(w->addr[lane] + bytes - 1, hw->sector_bytes) > last)
			last = cint_floor_div(w->addr[lane] + bytes - 1, hw->sector_bytes);
	}
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		   "font-family=\"sans-serif\" font-size=\"11\">\n",
		left + 32 * cw + 260, top + (int)w->cost.sectors * ch + 60);
	fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
	fprintf(f, "<text x=\"10\" y=\"22\" font-size=\"14\">%s</text>\n", title);
	for (s = first; s <= last && row < 256; s++) {
		int used[32] = { 0 }, any = 0;
		char lanes[160] = "";
		for (lane = 0; lane < 32; lane++) {
			if (!(w->mask >> lane & 1))
				continue;
			for (i = 0; i < (int)bytes; i++) {
				int64_t byte = w->addr[lane] + i;
				if (cint_floor_div(byte, hw->sector_bytes) == s) {
					used[byte - s * hw->sector_bytes] = 1;
					any = 1;
				}
			}
			if (cint_floor_div(w->addr[lane], hw->sector_bytes) <= s &&
			    cint_floor_div(w->addr[lane] + bytes - 1, hw->sector_bytes) >= s &&
			    strlen(lanes) < sizeof(lanes) - 8)
				snprintf(lanes + strlen(lanes), sizeof(lanes) - strlen(lanes), "%s%d",
					 *lanes ? " " : "", lane);
		}
		if (!any)
			continue;
		fprintf(f, "<text x=\"10\" y=\"%d\">sector %+lld</text>\n", top + row * ch + 13,
			(long long)(s - first));
		for (i = 0; i < 32; i++)
			fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
				   "stroke=\"white\" data-sector=\"%d\" data-used=\"%d\"/>\n",
				left + i * cw, top + row * ch, cw, ch - 2,
				used[i] ? "#4393c3" : "#e0e0e0", row, used[i]);
		fprintf(f, "<text x=\"%d\" y=\"%d\">lanes %s</text>\n", left + 32 * cw + 10,
			top + row * ch + 13, lanes);
		row++;
	}
	fprintf(f, "<rect x=\"10\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#4393c3\"/>"
		   "<text x=\"30\" y=\"%d\">a byte a lane asked for</text>\n",
		top + row * ch + 20, top + row * ch + 31);
	fprintf(f, "<rect x=\"200\" y=\"%d\" width=\"14\" height=\"14\" fill=\"#e0e0e0\"/>"
		   "<text x=\"220\" y=\"%d\">a byte moved with its sector but not used</text>\n",
		top + row * ch + 20, top + row * ch + 31);
	fprintf(f, "</svg>\n");
}

static void picture_shared(FILE *out, const struct placement *p, int color)
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
	int64_t first = INT64_MAX, last = INT64_MIN, s;
	int lane, i, rows = 0;

	for (lane = 0; lane < 32; lane++) {
		if (!(w->mask >> lane & 1))
			continue;
		if (cint_floor_div(w->addr[lane], hw->sector_bytes) < first)
			first = cint_floor_div(w->addr[lane], hw->sector_bytes);
		if (cint_floor_div(w->addr[lane] + bytes - 1, hw->sector_bytes) > last)
			last = cint_floor_div(w->addr[lane] + bytes - 1, hw->sector_bytes);
	}
	fprintf(out, "\nsectors against bytes ('#': asked for by a lane, '.': moved with the sector, unused)\n");
	for (s = first; s <= last && rows < 64; s++) {
		char line[40];
		int any = 0, lo = -1, hi = -1;
		memset(line, '.', 32);
		line[32] = '\0';
		for (lane = 0; lane < 32; lane++) {
			int touches = 0;
			if (!(w->mask >> lane & 1))
				continue;
			for (i = 0; i < (int)bytes; i++) {
				int64_t byte = w->addr[lane] + i;
				if (cint_floor_div(byte, hw->sector_bytes) == s) {
					line[byte - s * hw->sector_bytes] = '#';
					touches = any = 1;
				}
			}
			if (touches) {
				if (lo < 0)
					lo = lane;
				hi = lane;
			}
		}
		if (!any)
			continue;
		rows++;
		fprintf(out, "  sector %+5lld  %s%s%s  lane%s %d", (long long)(s - first), blue,
			line, off, lo == hi ? "" : "s", lo);
		if (hi != lo)
			fprintf(out, "-%d", hi);
		fprintf(out, "\n");
	}
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
	struct placement *p = NULL;
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
			thread_of(l, w->warp, lane, t);
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
			char *t = arena_printf(a, "%s:%u: %s in %s, block (%u,%u,%u) warp %u: %u sectors of local memory",
					       path, acc->loc.line, acc->object, st->kernel->name,
					       w->block[0], w->block[1], w->block[2], w->warp,
					       w->cost.sectors), *c;
			/* the title is data: keep the SVG well-formed */
			for (c = t; *c; c++)
				if (*c == '<' || *c == '>' || *c == '&')
					*c = *c == '&' ? '+' : *c == '<' ? '(' : ')';
			svg_global(f, t, slice, acc->bytes, hw);
			fclose(f);
			fprintf(out, "\npicture written to %s\n", o->svg);
		}
		return 0;
	}
	if (acc->space == SPACE_SHARED) {
		p = xcalloc(1, sizeof(*p));
		place(p, w, acc->bytes, hw, acc->op == OP_ATOMIC);
		fprintf(out, "lane  threadIdx        byte offset      word  bank\n");
	} else {
		fprintf(out, "lane  threadIdx        byte offset         sector  offset in sector\n");
	}
	for (lane = 0; lane < 32; lane++) {
		unsigned t[3];
		if (!(w->mask >> lane & 1))
			continue;
		thread_of(l, w->warp, lane, t);
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
		fprintf(out, "or (checked too, no extra bytes): swizzle the columns by the row in every access of '%s', as '%s': %llu wavefronts\n",
			acc->object, swizzle->example, (unsigned long long)swizzle->wavefronts_after);

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
		/* the title is data: keep the SVG well-formed */
		{
			char *t = arena_strdup(a, title), *c;
			for (c = t; *c; c++)
				if (*c == '<' || *c == '>' || *c == '&')
					*c = *c == '&' ? '+' : *c == '<' ? '(' : ')';
			title = t;
		}
		if (p)
			svg_shared(f, title, p);
		else
			svg_global(f, title, w, acc->bytes, hw);
		fclose(f);
		fprintf(out, "\npicture written to %s\n", o->svg);
	}
	free(p);
	return 0;
}
