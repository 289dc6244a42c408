/*
 * html.c - the review page (html.h).  The page is data and a renderer:
 * the report as --format json writes it, with the sources and the
 * pictures' cells added, goes into a <script type="application/json">;
 * page.js (inlined, like page.css) draws the kernel table, the sources
 * with their costs, the findings, the fixes and, on demand, the pictures.
 * Everything the page shows was computed here or by the model; the
 * script only lays it out.
 */
#include "html.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../simulator/simulator.h"
#include "source.h"
#include "picture.h"

/* page.css and page.js, compiled in (the Makefile makes page_assets.c) */
extern const char warpcheck_page_css[], warpcheck_page_js[];

/* At most this many pictures: a page must open fast whatever it holds. */
#define HTML_MAX_PICTURES 2000

static void put_str(json_object *o, const char *key, const char *v)
{
	if (v)
		json_object_object_add(o, key, json_object_new_string(v));
}

static void put_int(json_object *o, const char *key, int64_t v)
{
	json_object_object_add(o, key, json_object_new_int64(v));
}

/* The lanes of a request: [lane, threadIdx.x, .y, .z, byte offset, word or
 * sector, bank (shared only)]. */
static json_object *lanes_json(const struct kernel_stats *st, const struct ir_access *acc,
			       const struct sim_worst *w, const struct hw *hw)
{
	const struct launch *l = &st->launch;
	json_object *rows = json_object_new_array();
	int lane;

	for (lane = 0; lane < 32; lane++) {
		json_object *r;
		int64_t addr = w->addr[lane];
		unsigned t[3];
		int d;

		if (!(w->mask >> lane & 1))
			continue;
		picture_thread_of(l, w->warp, lane, t);
		r = json_object_new_array();
		json_object_array_add(r, json_object_new_int(lane));
		for (d = 0; d < 3; d++)
			json_object_array_add(r, json_object_new_int64(t[d]));
		if (acc->space == SPACE_LOCAL)
			addr = lmem_slice_addr(addr, lane);
		json_object_array_add(r, json_object_new_int64(addr));
		if (acc->space == SPACE_SHARED) {
			int64_t word = hw_word_of(hw, addr);
			json_object_array_add(r, json_object_new_int64(word));
			json_object_array_add(r, json_object_new_int64(hw_bank_of_word(hw, word)));
		} else {
			json_object_array_add(r, json_object_new_int64(
				cint_floor_div(addr, hw->sector_bytes)));
		}
		json_object_array_add(rows, r);
	}
	return rows;
}

/* One request's picture: its cells, as picture.c placed them. */
static json_object *request_json(const char *label, const struct kernel_stats *st,
				 const struct ir_access *acc, const struct sim_worst *w,
				 const struct hw *hw)
{
	json_object *o = json_object_new_object();
	char title[160];
	int r, b;

	snprintf(title, sizeof(title), "%s: block (%u,%u,%u), warp %u, %u %s", label, w->block[0],
		 w->block[1], w->block[2], w->warp, sim_cost_units(&w->cost, acc->space),
		 acc->space == SPACE_SHARED ? "wavefronts" : "sectors");
	put_str(o, "title", title);
	json_object_object_add(o, "lanes", lanes_json(st, acc, w, hw));
	if (acc->space == SPACE_SHARED) {
		struct picture_banks *p = xcalloc(1, sizeof(*p));
		json_object *cells = json_object_new_array(), *many = json_object_new_array(),
			    *conflict = json_object_new_array();

		picture_place(p, w, acc, hw);
		put_str(o, "kind", "banks");
		for (r = 0; r < p->wavefronts; r++) {
			json_object *row = json_object_new_array(), *m = json_object_new_array();
			for (b = 0; b < 32; b++) {
				json_object_array_add(row, json_object_new_int(p->cell[r][b]));
				if (p->shared[r][b])
					json_object_array_add(m, json_object_new_int(b));
			}
			json_object_array_add(cells, row);
			json_object_array_add(many, m);
		}
		for (b = 0; b < 32; b++)
			if (p->conflict[b])
				json_object_array_add(conflict, json_object_new_int(b));
		json_object_object_add(o, "cells", cells);
		json_object_object_add(o, "many", many);
		json_object_object_add(o, "conflict", conflict);
		free(p);
	} else {
		struct picture_sectors *p = xcalloc(1, sizeof(*p));
		struct sim_worst slice = *w;
		json_object *rows = json_object_new_array();
		int lane;

		if (acc->space == SPACE_LOCAL)
			for (lane = 0; lane < 32; lane++)
				slice.addr[lane] = lmem_slice_addr(w->addr[lane], lane);
		picture_sectors_of(p, &slice, acc->space == SPACE_LOCAL && acc->bytes > 4 ? 4
					       : acc->bytes, hw);
		put_str(o, "kind", "sectors");
		for (r = 0; r < p->rows; r++) {
			json_object *row = json_object_new_object(), *lanes = json_object_new_array();
			char used[65];
			for (b = 0; b < p->bytes; b++)
				used[b] = p->row[r].used >> b & 1 ? '#' : '.';
			used[p->bytes] = '\0';
			put_int(row, "sector", p->row[r].sector);
			put_str(row, "used", used);
			for (lane = 0; lane < 32; lane++)
				if (p->row[r].lanes >> lane & 1)
					json_object_array_add(lanes, json_object_new_int(lane));
			json_object_object_add(row, "lanes", lanes);
			json_object_array_add(rows, row);
		}
		json_object_object_add(o, "rows", rows);
		free(p);
	}
	return o;
}

/*
 * The pictures of the accesses that cost more than ideal, keyed
 * "KERNEL:ACCESS" (the kernel's index in the report, the access's id):
 * the worst request and the first one simulated, when they differ.
 */
static json_object *pictures_json(const struct lint_run *run, int *left_out)
{
	json_object *all = json_object_new_object();
	int i, j, n = 0;

	*left_out = 0;
	for (i = 0; i < run->nkernels; i++) {
		const struct kernel_stats *st = &run->kernels[i];
		if (st->error)
			continue;
		for (j = 0; j < st->kernel->naccesses; j++) {
			const struct ir_access *acc = st->kernel->accesses[j];
			const struct access_stats *as = &st->access[acc->id];
			json_object *reqs;
			char key[32];

			if (!as->worst.seen || (as->wavefronts <= as->ideal_wavefronts &&
						as->sectors <= as->ideal_sectors))
				continue;
			if (n >= HTML_MAX_PICTURES) {
				(*left_out)++;
				continue;
			}
			n++;
			reqs = json_object_new_array();
			json_object_array_add(reqs, request_json("worst", st, acc, &as->worst, run->hw));
			if (as->first.seen && (as->first.warp != as->worst.warp ||
					       memcmp(as->first.block, as->worst.block,
						      sizeof(as->first.block))))
				json_object_array_add(reqs, request_json("first", st, acc, &as->first,
									 run->hw));
			snprintf(key, sizeof(key), "%d:%d", i, acc->id);
			json_object_object_add(all, key, reqs);
		}
	}
	return all;
}

static void add_source(json_object *sources, const char *path)
{
	const char *text;
	size_t len;

	if (!path || json_object_object_get_ex(sources, path, NULL))
		return;
	text = source_file(path, &len);
	json_object_object_add(sources, path, text ? json_object_new_string_len(text, (int)len)
						   : json_object_new_null());
}

/* Every file a kernel, an access or a finding points into, read whole. */
static json_object *sources_json(const struct lint_run *run)
{
	json_object *sources = json_object_new_object();
	const struct diag *d;
	int i, j;

	for (i = 0; i < run->nkernels; i++) {
		const struct ir_kernel *k = run->kernels[i].kernel;
		add_source(sources, k->loc.file);
		for (j = 0; j < k->naccesses; j++)
			add_source(sources, k->accesses[j]->loc.file);
	}
	for (d = run->diags.head; d; d = d->next)
		add_source(sources, d->loc.file);
	return sources;
}

static json_object *page_json(const struct lint_run *run, const struct html_page *page,
			      int pictures_left_out)
{
	json_object *o = json_object_new_object(), *cmd = json_object_new_array(),
		    *config = json_object_new_array();
	char cwd[4096];
	int i;

	put_str(o, "version", page->version);
	put_str(o, "arch", run->hw->arch);
	for (i = 0; i < page->argc; i++)
		json_object_array_add(i >= 2 && i < page->first_given ? config : cmd,
				      json_object_new_string(page->argv[i]));
	json_object_object_add(o, "command", cmd);
	json_object_object_add(o, "config", config);
	if (getcwd(cwd, sizeof(cwd)))
		put_str(o, "directory", cwd);
	if (page->focus_file) {
		put_str(o, "focus_file", page->focus_file);
		put_int(o, "focus_line", page->focus_line);
		put_int(o, "focus_column", page->focus_col);
	}
	put_int(o, "pictures_left_out", pictures_left_out);
	return o;
}

/*
 * The document, as JSON that is safe inside <script>: json-c escapes '/'
 * (so no "</script>"), and '<' only ever appears inside strings, where
 * \u003c says the same.
 */
static int put_data(FILE *out, json_object *root)
{
	const char *s = json_object_to_json_string_ext(root, JSON_C_TO_STRING_PLAIN);

	for (; *s; s++)
		if (*s == '<' ? fputs("\\u003c", out) < 0 : putc(*s, out) == EOF)
			return -1;
	return 0;
}

int report_html(FILE *out, const struct lint_run *run, const struct html_page *page)
{
	json_object *root = report_json_tree(run);
	int left_out, rc;

	json_object_object_add(root, "pictures", pictures_json(run, &left_out));
	json_object_object_add(root, "sources", sources_json(run));
	json_object_object_add(root, "page", page_json(run, page, left_out));
	fprintf(out, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
		     "<meta name=\"generator\" content=\"warpcheck %s\">\n"
		     "<title>warpcheck review</title>\n<style>\n%s</style>\n</head>\n<body>\n"
		     "<noscript>This page draws its report with a script; open it in a "
		     "browser with JavaScript on, or run warpcheck with --format text.</noscript>\n"
		     "<script type=\"application/json\" id=\"warpcheck-data\">",
		page->version, warpcheck_page_css);
	rc = put_data(out, root);
	fprintf(out, "</script>\n<script>\n%s</script>\n</body>\n</html>\n", warpcheck_page_js);
	json_object_put(root);
	return rc < 0 || ferror(out) ? -1 : 0;
}
