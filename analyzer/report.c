/*
 * report.c - text and JSON output.
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

#include "../simulator/bug.h"
#include "lint.h"

/* ---- source lines, for the caret ------------------------------------ */

struct source {
	char *path;
	char *text;
	struct source *next;
};

static struct source *sources;

static const char *source_text(const char *path)
{
	struct source *s;
	FILE *f;
	long len;

	for (s = sources; s; s = s->next)
		if (!strcmp(s->path, path))
			return s->text;
	s = calloc(1, sizeof(*s));
	if (!s)
		return NULL;
	s->path = strdup(path);
	f = fopen(path, "rb");
	if (f && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0) {
		s->text = malloc((size_t)len + 1);
		if (s->text && fread(s->text, 1, (size_t)len, f) == (size_t)len)
			s->text[len] = '\0';
		else {
			free(s->text);
			s->text = NULL;
		}
	}
	if (f)
		fclose(f);
	s->next = sources;
	sources = s;
	return s->text;
}

/* Line `line` (1-based) of `path`, without its newline, or NULL. */
static const char *source_line(const char *path, unsigned line, size_t *len)
{
	const char *p = source_text(path);
	unsigned n = 1;

	if (!p || !line)
		return NULL;
	while (n < line && *p) {
		if (*p++ == '\n')
			n++;
	}
	if (n != line || !*p)
		return NULL;
	*len = strcspn(p, "\n");
	return p;
}

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
	if (d->rule)
		fprintf(out, " [%s]", d->rule);
	fprintf(out, "%s\n", off);
	line = source_line(d->loc.file, d->loc.line, &len);
	if (line) {
		fprintf(out, "%5u | %.*s\n      | ", d->loc.line, (int)len, line);
		col = d->loc.col ? d->loc.col - 1 : 0;
		for (i = 0; i < col && i < len; i++)
			fputc(line[i] == '\t' ? '\t' : ' ', out);
		width = access_width_at(run, d);
		if (width > len - (col < len ? col : len))
			width = 1;
		if (run->color)
			fputs("\033[1;32m", out);
		fputc('^', out);
		for (i = 1; i < width; i++)
			fputc('~', out);
		fprintf(out, "%s\n", off);
	}
	if (d->detail) {
		print_location(out, &d->loc);
		fprintf(out, "%snote:%s %s\n", run->color ? sev_color(SEV_NOTE) : "", off,
			d->detail);
	}
}

static void print_summary(FILE *out, const struct kernel_stats *st)
{
	const struct sim_totals *t = &st->totals;
	const struct launch *l = &st->launch;

	fprintf(out, "%s: <<<(%u,%u,%u), (%u,%u,%u)>>>", st->kernel->name,
		l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1], l->block[2]);
	if (st->error) {
		fprintf(out, " not simulated: %s\n", st->error);
		return;
	}
	fprintf(out, ", %llu warp%s", (unsigned long long)st->warps, st->warps == 1 ? "" : "s");
	if (t->shared_load_requests || t->shared_store_requests || t->shared_atomic_requests)
		fprintf(out, "; shared: %llu loads, %llu wavefronts (ideal %llu), %llu stores, %llu wavefronts (ideal %llu)",
			(unsigned long long)t->shared_load_requests,
			(unsigned long long)t->shared_load_wavefronts,
			(unsigned long long)t->shared_load_ideal_wavefronts,
			(unsigned long long)t->shared_store_requests,
			(unsigned long long)t->shared_store_wavefronts,
			(unsigned long long)t->shared_store_ideal_wavefronts);
	if (t->shared_atomic_requests)
		fprintf(out, ", %llu atomics", (unsigned long long)t->shared_atomic_requests);
	if (t->global_load_requests || t->global_store_requests)
		fprintf(out, "; global: %llu loads, %llu sectors (ideal %llu), %llu stores, %llu sectors (ideal %llu)",
			(unsigned long long)t->global_load_requests,
			(unsigned long long)t->global_load_sectors,
			(unsigned long long)t->global_load_ideal_sectors,
			(unsigned long long)t->global_store_requests,
			(unsigned long long)t->global_store_sectors,
			(unsigned long long)t->global_store_ideal_sectors);
	fprintf(out, "\n");
}

void report_text(FILE *out, const struct lint_run *run)
{
	const struct diag *d;
	int i;

	for (d = run->diags.head; d; d = d->next)
		print_diag(out, run, d);
	for (i = 0; i < run->nkernels; i++)
		print_summary(out, &run->kernels[i]);
	fprintf(out, "%d warning%s, %d error%s, %d note%s\n",
		run->diags.count[SEV_WARNING], run->diags.count[SEV_WARNING] == 1 ? "" : "s",
		run->diags.count[SEV_ERROR], run->diags.count[SEV_ERROR] == 1 ? "" : "s",
		run->diags.count[SEV_NOTE], run->diags.count[SEV_NOTE] == 1 ? "" : "s");
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

static json_object *dims(const uint32_t d[3])
{
	json_object *a = json_object_new_array();
	int i;

	for (i = 0; i < 3; i++)
		json_object_array_add(a, json_object_new_int64(d[i]));
	return a;
}

static json_object *totals_json(const struct sim_totals *t)
{
	json_object *o = json_object_new_object();

	put_u64(o, "shared_load_requests", t->shared_load_requests);
	put_u64(o, "shared_load_wavefronts", t->shared_load_wavefronts);
	put_u64(o, "shared_load_ideal_wavefronts", t->shared_load_ideal_wavefronts);
	put_u64(o, "shared_store_requests", t->shared_store_requests);
	put_u64(o, "shared_store_wavefronts", t->shared_store_wavefronts);
	put_u64(o, "shared_store_ideal_wavefronts", t->shared_store_ideal_wavefronts);
	put_u64(o, "shared_atomic_requests", t->shared_atomic_requests);
	put_u64(o, "shared_atomic_wavefronts", t->shared_atomic_wavefronts);
	put_u64(o, "global_load_requests", t->global_load_requests);
	put_u64(o, "global_load_sectors", t->global_load_sectors);
	put_u64(o, "global_load_ideal_sectors", t->global_load_ideal_sectors);
	put_u64(o, "global_store_requests", t->global_store_requests);
	put_u64(o, "global_store_sectors", t->global_store_sectors);
	put_u64(o, "global_store_ideal_sectors", t->global_store_ideal_sectors);
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
	put_u64(o, "requests", as->requests);
	if (acc->space == SPACE_SHARED) {
		put_u64(o, "wavefronts", as->wavefronts);
		put_u64(o, "ideal_wavefronts", as->ideal_wavefronts);
		json_object_object_add(o, "max_nway", json_object_new_int64(as->max_nway));
	} else {
		put_u64(o, "sectors", as->sectors);
		put_u64(o, "ideal_sectors", as->ideal_sectors);
	}
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
		put_str(o, "status", "unknown");
		put_str(o, "reason", acc->unsupported ? acc->unsupported : as->unknown_reason);
		put_u64(o, "unknown_requests", as->unknown_requests);
	} else if (as->uncertain_requests) {
		put_str(o, "status", "unknown");
		put_str(o, "reason", "the branch that reaches it depends on an unknown value");
		put_u64(o, "unknown_requests", as->uncertain_requests);
	} else {
		put_str(o, "status", "exact");
	}
	if (as->worst.seen && (as->wavefronts > as->ideal_wavefronts ||
			       as->sectors > as->ideal_sectors)) {
		json_object *w = json_object_new_object();
		json_object_object_add(w, "block", dims(as->worst.block));
		json_object_object_add(w, "warp", json_object_new_int64(as->worst.warp));
		json_object_object_add(w, "cost", json_object_new_int64(as->worst.cost));
		put_str(w, "reason", lint_reason(scratch, st, acc, hw));
		json_object_object_add(o, "worst", w);
	}
	return o;
}

static json_object *diag_json(const struct diag *d)
{
	json_object *o = json_object_new_object();

	put_str(o, "file", d->loc.file);
	json_object_object_add(o, "line", json_object_new_int64(d->loc.line));
	json_object_object_add(o, "column", json_object_new_int64(d->loc.col));
	put_str(o, "severity", severity_name(d->severity));
	put_str(o, "rule", d->rule);
	put_str(o, "kernel", d->kernel);
	put_str(o, "message", d->message);
	put_str(o, "note", d->detail);
	return o;
}

int report_json(FILE *out, const struct lint_run *run)
{
	json_object *root = json_object_new_object();
	json_object *kernels = json_object_new_array();
	json_object *diags = json_object_new_array();
	const struct diag *d;
	struct arena scratch;
	int i, j, rc;

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
		json_object_object_add(ko, "launch", launch);
		put_str(ko, "arch", run->hw->arch);
		if (st->error) {
			put_str(ko, "error", st->error);
		} else {
			put_u64(ko, "warps", st->warps);
			json_object_object_add(ko, "totals", totals_json(&st->totals));
		}
		accs = json_object_new_array();
		for (j = 0; j < k->naccesses && !st->error; j++)
			json_object_array_add(accs, access_json(st, k->accesses[j], run->hw,
								&scratch));
		json_object_object_add(ko, "accesses", accs);
		json_object_array_add(kernels, ko);
	}
	for (d = run->diags.head; d; d = d->next)
		json_object_array_add(diags, diag_json(d));
	json_object_object_add(root, "kernels", kernels);
	json_object_object_add(root, "diagnostics", diags);
	rc = fprintf(out, "%s\n", json_object_to_json_string_ext(root,
		JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
		JSON_C_TO_STRING_NOSLASHESCAPE)) < 0 ? -1 : 0;
	json_object_put(root);
	arena_release(&scratch);
	return rc;
}
