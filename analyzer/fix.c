/*
 * fix.c - padding and swizzle fixes, checked by simulating the edited
 * source (fix.h).
 *
 * A round applies one candidate edit to every array still without a fix,
 * parses the file once and simulates each affected kernel under the
 * launch it was linted with; an array's candidate works when every access
 * of it is back at its ideal wavefronts.  Arrays are simulated without
 * base addresses, so editing one cannot change another's counts.  If the
 * combined edit does not parse, each array's edit is tried on its own.
 */
#include "fix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PAD 32

/* One replacement of bytes [begin, end) of the source. */
struct edit {
	unsigned begin, end;
	const char *text;
};

static struct src_loc offset_loc(const char *path, const char *source, unsigned offset)
{
	struct src_loc l = { path, 1, 1 };
	unsigned i;

	for (i = 0; i < offset && source[i]; i++) {
		if (source[i] == '\n') {
			l.line++;
			l.col = 1;
		} else {
			l.col++;
		}
	}
	return l;
}

/* The whole file, in `a`; NULL if it cannot be read. */
static char *read_source(const char *path, struct arena *a, long *len)
{
	char *source = NULL;
	FILE *f = fopen(path, "rb");

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (*len = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0) {
		source = arena_alloc(a, (size_t)*len + 1);
		if (fread(source, 1, (size_t)*len, f) != (size_t)*len)
			source = NULL;
	}
	fclose(f);
	return source;
}

/*
 * Sums the wavefronts of every access of shared array `array` in st; 1 when
 * all are at their ideal and fully known, else 0.
 */
static int array_wavefronts(const struct kernel_stats *st, const char *array,
			    uint64_t *wavefronts)
{
	const struct ir_kernel *k = st->kernel;
	int ideal = 1, i;

	*wavefronts = 0;
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *acc = k->accesses[i];
		const struct access_stats *as = &st->access[acc->id];
		if (acc->space != SPACE_SHARED || strcmp(acc->object, array))
			continue;
		*wavefronts += as->wavefronts;
		if (as->wavefronts > as->ideal_wavefronts || as->unknown_requests)
			ideal = 0;
	}
	return ideal;
}

static int by_begin(const void *x, const void *y)
{
	const struct edit *a = x, *b = y;

	return a->begin < b->begin ? -1 : a->begin > b->begin ? 1
	     : a->end < b->end ? -1 : a->end > b->end;
}

/*
 * The source with the edits made; repeated edits count once.  NULL when two
 * edits overlap.
 */
static char *apply_edits(struct arena *a, const char *source, long len,
			 struct edit *e, int n)
{
	size_t size = (size_t)len + 1, at = 0;
	unsigned from = 0;
	char *out;
	int i;

	qsort(e, (size_t)n, sizeof(*e), by_begin);
	for (i = 0; i < n; i++)
		size += strlen(e[i].text);
	out = arena_alloc(a, size);
	for (i = 0; i < n; i++) {
		if (i && e[i].begin == e[i - 1].begin && e[i].end == e[i - 1].end &&
		    !strcmp(e[i].text, e[i - 1].text))
			continue;
		if (e[i].begin < from || e[i].end > (unsigned)len)
			return NULL;
		memcpy(out + at, source + from, e[i].begin - from);
		at += e[i].begin - from;
		memcpy(out + at, e[i].text, strlen(e[i].text));
		at += strlen(e[i].text);
		from = e[i].end;
	}
	memcpy(out + at, source + from, (size_t)len - from);
	out[at + (size_t)len - from] = '\0';
	return out;
}

/* The edited file parsed cleanly, or NULL. */
static struct ir_tu *parse_edited(const char *edited, const char *path,
				  const struct frontend_options *fo)
{
	struct frontend_options opts = *fo;
	struct diag_list diags;
	struct ir_tu *tu = NULL;

	opts.contents = edited;
	diag_list_init(&diags);
	if (frontend_load(&tu, path, &opts, &diags) == 0 && diags.count[SEV_ERROR]) {
		ir_tu_release(tu);
		tu = NULL;
	}
	diag_list_release(&diags);
	return tu;
}

/* One simulation per kernel and launch in a round, shared by its arrays. */
struct round_sim {
	const struct kernel_stats *of;   /* the job's original simulation */
	struct kernel_stats st;
	int ok;
};

/*
 * Simulates job j's kernel from `tu` (once per original simulation in a
 * round); 1 when its array is at the ideal, 0 when not, -1 when it cannot
 * be simulated.
 */
static int check_job(const struct fix_job *j, struct ir_tu *tu, const struct hw *hw,
		     struct round_sim *sims, int *nsims, uint64_t *wavefronts)
{
	const struct ir_kernel *orig = j->st->kernel, *k;
	struct round_sim *r = NULL;
	int i;

	for (i = 0; i < *nsims; i++)
		if (sims[i].of == j->st)
			r = &sims[i];
	if (!r) {
		r = &sims[(*nsims)++];
		r->of = j->st;
		r->ok = 0;
		for (k = tu->kernels; k && strcmp(k->name, orig->name); k = k->next)
			;
		if (k) {
			r->ok = sim_kernel(&r->st, k, &j->st->launch, hw, NULL) == 0;
			if (!r->ok)
				sim_stats_release(&r->st);
		}
	}
	if (!r->ok)
		return -1;
	return array_wavefronts(&r->st, orig->shared[j->shared_index].name, wavefronts);
}

static void release_sims(struct round_sim *sims, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (sims[i].ok)
			sim_stats_release(&sims[i].st);
}

/*
 * Tries `edits[i]` for each job with want[i] set: all at once, or, when
 * that does not parse, one at a time.  ok[i] gets check_job's answer.
 */
static void try_round(struct fix_job *jobs, int n, const int *want, struct edit **edits,
		      const int *nedits, int *ok, uint64_t *wavefronts, const char *source,
		      long len, const char *path, const struct frontend_options *fo,
		      const struct hw *hw, struct arena *a)
{
	struct edit *all;
	struct round_sim *sims = calloc((size_t)n + 1, sizeof(*sims));
	struct ir_tu *tu = NULL;
	char *edited;
	int i, e, total = 0, nsims = 0;

	if (!sims) {
		fprintf(stderr, "warpcheck: out of memory\n");
		exit(2);
	}
	for (i = 0; i < n; i++) {
		ok[i] = -1;
		total += want[i] ? nedits[i] : 0;
	}
	all = arena_alloc(a, ((size_t)total + 1) * sizeof(*all));
	total = 0;
	for (i = 0; i < n; i++)
		for (e = 0; want[i] && e < nedits[i]; e++)
			all[total++] = edits[i][e];
	edited = total ? apply_edits(a, source, len, all, total) : NULL;
	if (edited)
		tu = parse_edited(edited, path, fo);
	if (tu) {
		for (i = 0; i < n; i++)
			if (want[i])
				ok[i] = check_job(&jobs[i], tu, hw, sims, &nsims, &wavefronts[i]);
		release_sims(sims, nsims);
		ir_tu_release(tu);
		free(sims);
		return;
	}
	/* some edit breaks the file: each on its own */
	for (i = 0; i < n; i++) {
		if (!want[i] || !(edited = apply_edits(a, source, len, edits[i], nedits[i])) ||
		    !(tu = parse_edited(edited, path, fo)))
			continue;
		nsims = 0;
		ok[i] = check_job(&jobs[i], tu, hw, sims, &nsims, &wavefronts[i]);
		release_sims(sims, nsims);
		ir_tu_release(tu);
	}
	free(sims);
}

/* ---- padding -------------------------------------------------------- */

static void find_paddings(struct fix_job *jobs, int n, const char *source, long len,
			  const char *path, const struct frontend_options *fo,
			  const struct hw *hw, struct arena *a)
{
	unsigned *bracket = arena_alloc(a, ((size_t)n + 1) * sizeof(unsigned));
	int *want = arena_alloc(a, ((size_t)n + 1) * sizeof(int));
	int *ok = arena_alloc(a, ((size_t)n + 1) * sizeof(int));
	int *nedits = arena_alloc(a, ((size_t)n + 1) * sizeof(int));
	struct edit **edits = arena_alloc(a, ((size_t)n + 1) * sizeof(*edits));
	uint64_t *wf = arena_alloc(a, ((size_t)n + 1) * sizeof(uint64_t));
	int i, pad, pending = 0;

	for (i = 0; i < n; i++) {
		struct fix_padding *out = &jobs[i].padding;
		const struct ir_shared *sh = &jobs[i].st->kernel->shared[jobs[i].shared_index];
		unsigned b;

		out->array = sh->name;
		if (sh->ndims < 2 || !sh->decl_end || sh->decl_end > len)
			continue;
		/* the last dimension's closing bracket */
		for (b = sh->decl_end; b > sh->decl_begin && source[b - 1] != ']'; b--)
			;
		if (b <= sh->decl_begin)
			continue;
		bracket[i] = b - 1;
		out->tried = 1;
		if (array_wavefronts(jobs[i].st, sh->name, &out->wavefronts_before))
			continue;      /* nothing to fix */
		want[i] = 1;
		nedits[i] = 1;
		edits[i] = arena_alloc(a, sizeof(struct edit));
		pending++;
	}
	for (pad = 1; pad <= MAX_PAD && pending; pad++) {
		const char *text = arena_printf(a, " + %d", pad);
		for (i = 0; i < n; i++)
			if (want[i])
				*edits[i] = (struct edit){ bracket[i], bracket[i], text };
		try_round(jobs, n, want, edits, nedits, ok, wf, source, len, path, fo, hw, a);
		for (i = 0; i < n; i++) {
			struct fix_padding *out = &jobs[i].padding;
			const struct ir_shared *sh;
			long long rows = 1;
			int d;

			if (!want[i] || ok[i] != 1)
				continue;
			sh = &jobs[i].st->kernel->shared[jobs[i].shared_index];
			for (d = 0; d + 1 < sh->ndims; d++)
				rows *= sh->dims[d];
			want[i] = 0;
			pending--;
			out->found = 1;
			out->pad = pad;
			out->wavefronts_after = wf[i];
			out->extra_bytes = (long long)pad * sh->elem_bytes * rows;
			out->begin = sh->decl_begin;
			out->end = sh->decl_end;
			out->from = offset_loc(path, source, sh->decl_begin);
			out->to = offset_loc(path, source, sh->decl_end);
			out->declaration = arena_printf(a, "%.*s + %d%.*s",
				(int)(bracket[i] - sh->decl_begin), source + sh->decl_begin, pad,
				(int)(sh->decl_end - bracket[i]), source + bracket[i]);
		}
	}
}

/* ---- swizzle -------------------------------------------------------- */

/* Splits "name[A][B]" into A and B; 0 or -1. */
static int two_subscripts(const char *text, size_t len, const char *name,
			  size_t *a0, size_t *a1, size_t *b0, size_t *b1)
{
	size_t n = strlen(name), i, *open[2] = { a0, b0 }, *close[2] = { a1, b1 };
	int g, depth;

	if (len <= n || strncmp(text, name, n))
		return -1;
	i = n;
	for (g = 0; g < 2; g++) {
		while (i < len && (text[i] == ' ' || text[i] == '\t'))
			i++;
		if (i >= len || text[i] != '[')
			return -1;
		*open[g] = ++i;
		for (depth = 1; i < len && depth; i++)
			depth += text[i] == '[' ? 1 : text[i] == ']' ? -1 : 0;
		if (depth)
			return -1;
		*close[g] = i - 1;
	}
	return i == len ? 0 : -1;
}

/* The rewrite of every access of job j's array; the count, or -1. */
static int swizzle_edits(struct fix_job *j, const char *source, long len,
			 struct edit **out, struct arena *a)
{
	const struct ir_kernel *k = j->st->kernel;
	const struct ir_shared *sh = &k->shared[j->shared_index];
	int64_t width = sh->ndims == 2 ? sh->dims[1] : 0;
	unsigned first = 0;
	const char *text;
	int i, n = 0;

	if (width < 2 || (width & (width - 1)))
		return -1;
	*out = arena_alloc(a, ((size_t)k->naccesses + 1) * sizeof(**out));
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *acc = k->accesses[i];
		size_t a0, a1, b0, b1;
		const char *t;

		if (acc->space != SPACE_SHARED || acc->object_index != j->shared_index)
			continue;
		if (!acc->text_end || acc->text_end > (unsigned)len)
			return -1;
		t = source + acc->text_begin;
		if (two_subscripts(t, acc->text_end - acc->text_begin, sh->name, &a0, &a1, &b0, &b1) < 0)
			return -1;
		text = arena_printf(a, "%s[%.*s][(%.*s) ^ ((%.*s) %% %lld)]", sh->name,
				    (int)(a1 - a0), t + a0, (int)(b1 - b0), t + b0,
				    (int)(a1 - a0), t + a0, (long long)width);
		/* the example is the first access in the file */
		if (!n || acc->text_begin < first) {
			first = acc->text_begin;
			j->swizzle.example = text;
		}
		/* a load and a store of one expression share their text: the
		 * same edit twice, made once */
		(*out)[n++] = (struct edit){ acc->text_begin, acc->text_end, text };
	}
	j->swizzle.width = width;
	return n ? n : -1;
}

static void find_swizzles(struct fix_job *jobs, int n, const char *source, long len,
			  const char *path, const struct frontend_options *fo,
			  const struct hw *hw, struct arena *a)
{
	int *want = arena_alloc(a, ((size_t)n + 1) * sizeof(int));
	int *ok = arena_alloc(a, ((size_t)n + 1) * sizeof(int));
	int *nedits = arena_alloc(a, ((size_t)n + 1) * sizeof(int));
	struct edit **edits = arena_alloc(a, ((size_t)n + 1) * sizeof(*edits));
	uint64_t *wf = arena_alloc(a, ((size_t)n + 1) * sizeof(uint64_t));
	int i, any = 0;

	for (i = 0; i < n; i++) {
		uint64_t before;
		if (array_wavefronts(jobs[i].st,
				     jobs[i].st->kernel->shared[jobs[i].shared_index].name, &before))
			continue;
		nedits[i] = swizzle_edits(&jobs[i], source, len, &edits[i], a);
		want[i] = nedits[i] > 0;
		any |= want[i];
	}
	if (!any)
		return;
	try_round(jobs, n, want, edits, nedits, ok, wf, source, len, path, fo, hw, a);
	for (i = 0; i < n; i++)
		if (want[i] && ok[i] == 1) {
			jobs[i].swizzle.found = 1;
			jobs[i].swizzle.wavefronts_after = wf[i];
		}
}

void fix_check(struct fix_job *jobs, int n, const char *path,
	       const struct frontend_options *fo, const struct hw *hw, struct arena *a)
{
	long len = 0;
	char *source;
	int i;

	for (i = 0; i < n; i++) {
		memset(&jobs[i].padding, 0, sizeof(jobs[i].padding));
		memset(&jobs[i].swizzle, 0, sizeof(jobs[i].swizzle));
	}
	if (!n || !(source = read_source(path, a, &len)))
		return;
	find_paddings(jobs, n, source, len, path, fo, hw, a);
	find_swizzles(jobs, n, source, len, path, fo, hw, a);
}
