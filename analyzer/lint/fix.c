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
 * Paddings past 1 are found from two parses (guess_pads) and only the
 * winner is parsed again, so a file costs a handful of parses, not one
 * per pad; a simulation costs what its code does, not its launch.
 */
#include "fix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../simulator/simulator.h"
#include "../../simulator/emit.h"
#include "pipeline.h"
#include "../report/source.h"

#define MAX_PAD 32

/* One replacement of bytes [begin, end) of the source. */
struct edit {
	unsigned begin, end;
	const char *text;
};

/* The file the fixes are for, and how to parse and simulate it. */
struct fix_ctx {
	const char *path;         /* the file parsed */
	const char *edit_path;    /* the file edited, whose text source holds:
	                             path, or a header it includes */
	const char *source;
	long len;
	const struct frontend_options *fo;
	const struct hw *hw;
	struct arena *a;
	double deadline;          /* no parse is started that would end after it */
	double *last_parse;       /* seconds the last parse of an edit took */
	/* the host bodies blanked in an edit's parse, and the kernels it
	 * references at the end instead (bodies.c); *trim says how the
	 * edits are parsed: TRIM_WHOLE, TRIM_UNTRIED or TRIM_TRUSTED */
	const struct ir_span *blanks;
	int nblanks;
	const char *tail;
	int *trim;
	const char *main_cut;     /* a header edited: the main file cut down */
};

enum {
	TRIM_WHOLE,               /* the whole file: a cut-down one failed where it did not */
	TRIM_UNTRIED,             /* cut down, not yet seen to parse */
	TRIM_TRUSTED,             /* cut down: it parsed, or failed where the whole file did too */
};

/*
 * The search for a fix parses the edited file (lowering only the kernels
 * of the arrays being fixed); where one parse is slow (a file that
 * instantiates hundreds of kernels against large headers), no parse is
 * started that would end more than FIX_SECONDS after the search began,
 * and a finding left without a checked fix goes without one.  The
 * environment's WARPCHECK_FIX_SECONDS replaces it (0: no limit), for
 * output that must not depend on how busy the machine is (tests/cases.sh).
 */
#define FIX_SECONDS 4.0

/* Seconds from environment variable name, a number of at least 0 (0: no
 * limit, for the caller to say how); dflt where it is unset or not one. */
double fix_env_seconds(const char *name, double dflt)
{
	const char *e = getenv(name);
	char *end;
	double v;

	if (!e || !*e)
		return dflt;
	v = strtod(e, &end);
	return *end || v < 0 ? dflt : v;
}

static double fix_seconds(void)
{
	double v = fix_env_seconds("WARPCHECK_FIX_SECONDS", FIX_SECONDS);

	return v > 0 ? v : 1e9;
}

static double fix_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Per job: whether it takes part in a round, its edits, and the answer. */
struct round {
	int *want;
	struct edit **edits;
	int *nedits;
	int *ok;                     /* check_job's answer */
	uint64_t *wavefronts;        /* its array's, after the edit */
};

static void round_init(struct round *r, int n, struct arena *a)
{
	size_t m = (size_t)n + 1;

	r->want = arena_alloc(a, m * sizeof(int));
	r->edits = arena_alloc(a, m * sizeof(*r->edits));
	r->nedits = arena_alloc(a, m * sizeof(int));
	r->ok = arena_alloc(a, m * sizeof(int));
	r->wavefronts = arena_alloc(a, m * sizeof(uint64_t));
}

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

/*
 * The alignment, in elements, that every row of job j's array must keep:
 * an access wider than the element (a float4, an ldmatrix row of 16
 * bytes) needs its address a multiple of its width, so a padding must
 * keep the row's length a multiple of it, and a swizzle must move whole
 * pieces of that width.
 */
static unsigned row_step(const struct fix_job *j)
{
	const struct ir_kernel *k = j->st->kernel;
	const struct ir_shared *sh = &k->shared[j->shared_index];
	unsigned elem = sh->elem_bytes ? sh->elem_bytes : 1, align = elem;
	int i;

	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *acc = k->accesses[i];
		unsigned w = acc->matrices ? 16 : emit_source_bytes(acc);
		if (acc->space == SPACE_SHARED && acc->object_index == j->shared_index && w > align)
			align = w;
	}
	return align / elem ? align / elem : 1;
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

/*
 * The edited file parsed cleanly, or NULL; also NULL, unparsed, when a
 * parse as long as the last would end past the search's deadline.
 */
/*
 * The file parsed with the edited text of the file edited, main_text for
 * the main file when it is not that one (NULL: as on disk).
 */
static struct ir_tu *parse_text(const char *edited, const char *main_text, const struct fix_ctx *x)
{
	struct frontend_options opts = *x->fo;
	struct diag_list diags;
	struct ir_tu *tu = NULL;
	double start = fix_now();

	if (start + *x->last_parse >= x->deadline)
		return NULL;
	if (strcmp(x->edit_path, x->path)) {
		opts.contents = main_text;
		opts.header_path = x->edit_path;
		opts.header_contents = edited;
	} else {
		opts.contents = edited;
	}
	diag_list_init(&diags);
	if (frontend_load(&tu, x->path, &opts, &diags) == 0) {
		if (diags.count[SEV_ERROR]) {
			ir_tu_release(tu);
			tu = NULL;
		} else {
			pipeline_emit(tu);
		}
	}
	diag_list_release(&diags);
	*x->last_parse = fix_now() - start;
	return tu;
}

static const struct ir_kernel *kernel_named(const struct ir_tu *tu, const char *name)
{
	const struct ir_kernel *k;

	for (k = tu->kernels; k && strcmp(k->name, name); k = k->next)
		;
	return k;
}

/* Does tu hold every kernel the edit's parse is for? */
static int has_kernels(const struct ir_tu *tu, const struct fix_ctx *x)
{
	int i;

	for (i = 0; i < x->fo->nonly_kernels; i++)
		if (!kernel_named(tu, x->fo->only_kernels[i]))
			return 0;
	return 1;
}

/* The source with edits e made and the host bodies blanked, parsed
 * cleanly with the kernels it is for, or NULL. */
/* The host bodies of the main file, text, blanked: edits that do so. */
static struct edit *blank_edits(const struct fix_ctx *x, const char *text)
{
	struct edit *all = arena_alloc(x->a, ((size_t)x->nblanks + 1) * sizeof(*all));
	int i;

	for (i = 0; i < x->nblanks; i++) {
		unsigned b = x->blanks[i].begin, k, len = x->blanks[i].end - b;
		char *spaces = arena_alloc(x->a, (size_t)len + 1);
		for (k = 0; k < len; k++)
			spaces[k] = text[b + k] == '\n' ? '\n' : ' ';
		all[i] = (struct edit){ b, x->blanks[i].end, spaces };
	}
	return all;
}

static struct ir_tu *parse_cut_down(const struct fix_ctx *x, const struct edit *e, int n)
{
	struct ir_tu *tu;
	char *edited;

	if (strcmp(x->edit_path, x->path)) {
		/* a header edited: the main file cut down apart, once */
		if (!x->main_cut || !(edited = apply_edits(x->a, x->source, x->len,
							  (struct edit *)e, n)))
			return NULL;
		tu = parse_text(edited, x->main_cut, x);
	} else {
		struct edit *all = arena_alloc(x->a, ((size_t)n + (size_t)x->nblanks + 1) *
						     sizeof(*all));
		memcpy(all, e, (size_t)n * sizeof(*e));
		memcpy(all + n, blank_edits(x, x->source), (size_t)x->nblanks * sizeof(*all));
		if (!(edited = apply_edits(x->a, x->source, x->len, all, n + x->nblanks)))
			return NULL;
		tu = parse_text(arena_printf(x->a, "%s%s", edited, x->tail), NULL, x);
	}
	if (tu && !has_kernels(tu, x)) {
		ir_tu_release(tu);
		tu = NULL;
	}
	return tu;
}

/*
 * The source with edits e made, parsed cleanly, or NULL.  Where it can,
 * the parse reads the file cut down (parse_cut_down).  The first time a
 * cut-down parse fails, the whole file is parsed: if that works, the
 * whole file is parsed from then on; if it fails too, the edit is at
 * fault, and cut-down parses are trusted.
 */
static struct ir_tu *parse_edits(const struct fix_ctx *x, struct edit *e, int n)
{
	struct ir_tu *tu;
	char *edited;

	if (*x->trim != TRIM_WHOLE) {
		if ((tu = parse_cut_down(x, e, n))) {
			*x->trim = TRIM_TRUSTED;
			return tu;
		}
		if (*x->trim == TRIM_TRUSTED)
			return NULL;
	}
	if (!(edited = apply_edits(x->a, x->source, x->len, e, n)))
		return NULL;
	tu = parse_text(edited, NULL, x);
	if (*x->trim == TRIM_UNTRIED)
		*x->trim = tu ? TRIM_WHOLE : TRIM_TRUSTED;
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
		if ((k = kernel_named(tu, orig->name))) {
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
 * Tries r->edits[i] for each job with r->want[i] set: all at once, or,
 * when that does not parse, one at a time.  r->ok[i] gets check_job's
 * answer.
 */
static void try_round(struct fix_job *jobs, int n, struct round *r, const struct fix_ctx *x,
		      struct ir_tu **keep)
{
	struct edit *all;
	struct round_sim *sims = xcalloc((size_t)n + 1, sizeof(*sims));
	struct ir_tu *tu = NULL;
	int i, e, total = 0, nsims = 0;

	for (i = 0; i < n; i++) {
		r->ok[i] = -1;
		total += r->want[i] ? r->nedits[i] : 0;
	}
	all = arena_alloc(x->a, ((size_t)total + 1) * sizeof(*all));
	total = 0;
	for (i = 0; i < n; i++)
		for (e = 0; r->want[i] && e < r->nedits[i]; e++)
			all[total++] = r->edits[i][e];
	if (total)
		tu = parse_edits(x, all, total);
	if (tu) {
		for (i = 0; i < n; i++)
			if (r->want[i])
				r->ok[i] = check_job(&jobs[i], tu, x->hw, sims, &nsims,
						     &r->wavefronts[i]);
		release_sims(sims, nsims);
		if (keep)
			*keep = tu;     /* the caller's now */
		else
			ir_tu_release(tu);
		free(sims);
		return;
	}
	/* some edit breaks the file: each on its own */
	for (i = 0; i < n; i++) {
		if (!r->want[i] || !(tu = parse_edits(x, r->edits[i], r->nedits[i])))
			continue;
		nsims = 0;
		r->ok[i] = check_job(&jobs[i], tu, x->hw, sims, &nsims, &r->wavefronts[i]);
		release_sims(sims, nsims);
		ir_tu_release(tu);
	}
	free(sims);
}

/* ---- padding -------------------------------------------------------- */

/*
 * Pads without a parse each.  The file parsed with every pending array
 * padded by 1 and again by 2 gives two IRs; where they are the same tree
 * and differ only in constants, those constants are the ones the row
 * length reaches (strides, folded products), each moving by its own step
 * per element of padding.  Pad p is then simulated from the first IR with
 * each such constant at c1 + (p - 1) * step, and the smallest pad that
 * works is confirmed by parsing it for real (try_round), so a fix shown
 * is always one checked on the edited source.  A tree that differs in
 * shape, or a constant that does not move linearly (not seen in practice:
 * a row length is only ever multiplied and added), leaves the pads to one
 * parse each, as before.
 */
struct moving {
	struct ir_expr *at;          /* in the first IR */
	int64_t base, step;
};

struct movings {
	struct moving *m;
	int n, cap;
	int ok;
};

static void moving_add(struct movings *mv, struct ir_expr *at, int64_t step)
{
	if (mv->n == mv->cap) {
		mv->cap = mv->cap ? 2 * mv->cap : 32;
		mv->m = xreallocarray(mv->m, (size_t)mv->cap, sizeof(*mv->m));
	}
	mv->m[mv->n++] = (struct moving){ at, at->value, step };
}

static void diff_expr(struct movings *mv, struct ir_expr *a, const struct ir_expr *b)
{
	if (!mv->ok)
		return;
	if (!a || !b) {
		mv->ok = a == b;
		return;
	}
	if (a->op != b->op || a->type != b->type) {
		mv->ok = 0;
		return;
	}
	switch (a->op) {
	case IR_CONST:
		if (a->value != b->value) {
			int64_t step;
			if (__builtin_sub_overflow(b->value, a->value, &step))
				mv->ok = 0;
			else
				moving_add(mv, a, step);
		}
		return;
	case IR_SPECIAL: case IR_PARAM: case IR_LOCAL:
		mv->ok = a->index == b->index;
		return;
	case IR_UNKNOWN:
		mv->ok = !strcmp(a->reason ? a->reason : "", b->reason ? b->reason : "");
		return;
	default:
		diff_expr(mv, a->a, b->a);
		diff_expr(mv, a->b, b->b);
		diff_expr(mv, a->c, b->c);
	}
}

static void diff_stmts(struct movings *mv, struct ir_stmt *a, const struct ir_stmt *b)
{
	for (; mv->ok && a && b; a = a->next, b = b->next) {
		if (a->kind != b->kind || a->slot != b->slot || a->test_first != b->test_first ||
		    a->once != b->once || !a->access != !b->access ||
		    (a->access && (a->access->id != b->access->id ||
				   a->access->bytes != b->access->bytes ||
				   a->access->space != b->access->space ||
				   a->access->op != b->access->op))) {
			mv->ok = 0;
			return;
		}
		diff_expr(mv, a->expr, b->expr);
		diff_stmts(mv, a->body, b->body);
		diff_stmts(mv, a->other, b->other);
	}
	if (a || b)
		mv->ok = 0;
}

/*
 * Which statements a padding can change: those whose expressions hold a
 * moving constant or read a variable one of those assigns, and all under
 * a condition that does (the lanes that run them may change).  An access
 * outside them costs the same at every pad.
 */
struct reach {
	const struct movings *mv;
	unsigned char *slot;         /* per local: its value may move */
	int nslots, changed;
};

static int expr_moves(const struct reach *r, const struct ir_expr *e)
{
	int j;

	if (!e)
		return 0;
	switch (e->op) {
	case IR_CONST:
		for (j = 0; j < r->mv->n; j++)
			if (r->mv->m[j].at == e)
				return 1;
		return 0;
	case IR_LOCAL:
		return e->index >= 0 && e->index < r->nslots && r->slot[e->index];
	case IR_MUL:
		/* &a[0][c]: the row length times a fixed 0 */
		if ((e->a && e->a->op == IR_CONST && !e->a->value && !expr_moves(r, e->a)) ||
		    (e->b && e->b->op == IR_CONST && !e->b->value && !expr_moves(r, e->b)))
			return 0;
		break;
	default:
		break;
	}
	return expr_moves(r, e->a) || expr_moves(r, e->b) || expr_moves(r, e->c);
}

static void reach_stmts(struct reach *r, const struct ir_stmt *s, int moved)
{
	for (; s; s = s->next) {
		int m = moved || expr_moves(r, s->expr);
		if (s->kind == ST_ASSIGN && m && s->slot >= 0 && s->slot < r->nslots &&
		    !r->slot[s->slot]) {
			r->slot[s->slot] = 1;
			r->changed = 1;
		}
		reach_stmts(r, s->body, m);
		reach_stmts(r, s->other, m);
	}
}

/* Is the statement of access a (its id, space and array) in s one a
 * padding can change?  -1: not found under s. */
static int access_moves(const struct reach *r, const struct ir_stmt *s, const struct ir_access *a,
			int moved)
{
	int f;

	for (; s; s = s->next) {
		int m = moved || (s->kind != ST_ACCESS && s->kind != ST_ASSIGN && expr_moves(r, s->expr));
		if (s->kind == ST_ACCESS && s->access->id == a->id && s->access->space == a->space &&
		    !strcmp(s->access->object, a->object))
			return m || expr_moves(r, s->expr) ||
			       expr_moves(r, s->access->copy_src) || expr_moves(r, s->access->copy_dst);
		if ((f = access_moves(r, s->body, a, m)) >= 0 || (f = access_moves(r, s->other, a, m)) >= 0)
			return f;
	}
	return -1;
}

/*
 * Can no padding bring job j's array to its ideal?  So when one of its
 * accesses costs more than ideal (as linted) and no padding can change
 * that access (k: the kernel padded by 1, mv its moving constants).
 */
static int pad_hopeless(const struct fix_job *j, const struct ir_kernel *k, const struct movings *mv)
{
	const struct ir_kernel *orig = j->st->kernel;
	struct reach r = { mv, NULL, k->nlocals, 1 };
	int i, hopeless = 0;

	r.slot = xcalloc((size_t)k->nlocals + 1, 1);
	while (r.changed) {
		r.changed = 0;
		reach_stmts(&r, k->body, 0);
	}
	for (i = 0; i < orig->naccesses && !hopeless; i++) {
		const struct ir_access *acc = orig->accesses[i];
		const struct access_stats *as = &j->st->access[acc->id];
		if (acc->space != SPACE_SHARED || strcmp(acc->object, orig->shared[j->shared_index].name) ||
		    (as->wavefronts <= as->ideal_wavefronts && !as->unknown_requests))
			continue;
		hopeless = access_moves(&r, k->body, acc, 0) == 0;
	}
	free(r.slot);
	return hopeless;
}

/* The source with the pending arrays' rows `pad` longer, parsed, or NULL. */
static struct ir_tu *parse_padded(int n, const int *want, const unsigned *bracket, int pad,
				  const struct fix_ctx *x)
{
	struct edit *e = arena_alloc(x->a, ((size_t)n + 1) * sizeof(*e));
	const char *text = arena_printf(x->a, " + %d", pad);
	int i, m = 0;

	for (i = 0; i < n; i++)
		if (want[i])
			e[m++] = (struct edit){ bracket[i], bracket[i], text };
	if (!m)
		return NULL;
	return parse_edits(x, e, m);
}

/*
 * For each job still wanted: the smallest pad in [2, MAX_PAD] that brings
 * its array to the ideal, simulated from tu1 (padded by 1) and tu2 (by 2),
 * in guess[i] (0: none; none simulated where pad_hopeless says so).
 * Returns -1 when the IRs do not allow it.
 */
static int guess_pads(struct fix_job *jobs, int n, const int *want, struct ir_tu *tu1,
		      const struct ir_tu *tu2, const struct hw *hw, int *guess)
{
	struct movings mv = { NULL, 0, 0, 1 };
	const struct ir_kernel *k2;
	struct ir_kernel *k1;
	int *hopeless, i, j, pad, pending = 0;

	for (k1 = tu1->kernels; k1 && mv.ok; k1 = k1->next) {
		if (!(k2 = kernel_named(tu2, k1->name))) {
			mv.ok = 0;
			break;
		}
		diff_stmts(&mv, k1->body, k2->body);
	}
	if (!mv.ok) {
		free(mv.m);
		return -1;
	}
	hopeless = xcalloc((size_t)n + 1, sizeof(int));
	for (i = 0; i < n; i++) {
		const struct ir_kernel *k = kernel_named(tu1, jobs[i].st->kernel->name);
		guess[i] = 0;
		hopeless[i] = want[i] && k && pad_hopeless(&jobs[i], k, &mv);
		pending += want[i] && !hopeless[i];
	}
	for (pad = 2; pad <= MAX_PAD && pending; pad++) {
		for (j = 0; j < mv.n; j++)
			mv.m[j].at->value = mv.m[j].base + (int64_t)(pad - 1) * mv.m[j].step;
		for (i = 0; i < n; i++) {
			const struct ir_kernel *k;
			struct kernel_stats st;
			uint64_t wavefronts;
			if (!want[i] || hopeless[i] || guess[i] || pad % (int)row_step(&jobs[i]) ||
			    !(k = kernel_named(tu1, jobs[i].st->kernel->name)))
				continue;
			if (sim_kernel(&st, k, &jobs[i].st->launch, hw, NULL) == 0 &&
			    array_wavefronts(&st, jobs[i].st->kernel->shared[jobs[i].shared_index].name,
					     &wavefronts)) {
				guess[i] = pad;
				pending--;
			}
			sim_stats_release(&st);
		}
	}
	for (j = 0; j < mv.n; j++)
		mv.m[j].at->value = mv.m[j].base;
	free(mv.m);
	free(hopeless);
	return 0;
}

/*
 * Tries `pad` on every wanted job (one parse); a job it fixes gets its
 * note's padding and is wanted no more.  Returns how many it fixed.
 */
static int pad_round(struct fix_job *jobs, int n, struct round *r, const unsigned *bracket,
		     int pad, const struct fix_ctx *x, struct ir_tu **keep)
{
	const char *text = arena_printf(x->a, " + %d", pad);
	int i, settled = 0;

	for (i = 0; i < n; i++)
		if (r->want[i])
			*r->edits[i] = (struct edit){ bracket[i], bracket[i], text };
	try_round(jobs, n, r, x, keep);
	for (i = 0; i < n; i++) {
		struct fix_padding *out = &jobs[i].padding;
		const struct ir_shared *sh;
		long long rows = 1;
		int d;

		if (!r->want[i] || r->ok[i] != 1)
			continue;
		/* a pad that leaves rows misaligned for the array's wide
		 * accesses (ldmatrix's 16-byte rows) is no fix: a wider one may be */
		if (pad % (int)row_step(&jobs[i]))
			continue;
		/* conflict-free but dearer is no fix: padding can cost a row
		 * its 16-byte alignment, and nvcc its LDS.128 (simulator/emit.c);
		 * a wider pad would not be cheaper */
		if (r->wavefronts[i] >= jobs[i].padding.wavefronts_before) {
			r->want[i] = 0;
			settled++;
			continue;
		}
		sh = &jobs[i].st->kernel->shared[jobs[i].shared_index];
		for (d = 0; d + 1 < sh->ndims; d++)
			rows *= sh->dims[d];
		r->want[i] = 0;
		settled++;
		out->found = 1;
		out->pad = pad;
		out->wavefronts_after = r->wavefronts[i];
		out->extra_bytes = (long long)pad * sh->elem_bytes * rows;
		out->begin = sh->decl_begin;
		out->end = sh->decl_end;
		out->from = offset_loc(x->edit_path, x->source, sh->decl_begin);
		out->to = offset_loc(x->edit_path, x->source, sh->decl_end);
		out->declaration = arena_printf(x->a, "%.*s + %d%.*s",
			(int)(bracket[i] - sh->decl_begin), x->source + sh->decl_begin, pad,
			(int)(sh->decl_end - bracket[i]), x->source + bracket[i]);
	}
	return settled;
}

/*
 * Pads 2 to MAX_PAD for the jobs still wanted, guessed from tu1 (the file
 * with the `padded` arrays' rows 1 longer; released here) and the same
 * arrays padded by 2, each guess then parsed for real.  0 when the two IRs
 * do not allow guessing: the pads are then left to one parse each.
 */
static int pad_by_guess(struct fix_job *jobs, int n, struct round *r, const unsigned *bracket,
			const int *padded, struct ir_tu *tu1, const struct fix_ctx *x)
{
	int *guess = arena_alloc(x->a, ((size_t)n + 1) * sizeof(int));
	int *wanted = arena_alloc(x->a, ((size_t)n + 1) * sizeof(int));
	struct ir_tu *tu2 = tu1 ? parse_padded(n, padded, bracket, 2, x) : NULL;
	int guessed = tu2 && guess_pads(jobs, n, r->want, tu1, tu2, x->hw, guess) == 0;
	int i, pad;

	ir_tu_release(tu1);
	ir_tu_release(tu2);
	if (!guessed)
		return 0;
	memcpy(wanted, r->want, (size_t)n * sizeof(int));
	for (pad = 2; pad <= MAX_PAD; pad++) {
		int any = 0;
		for (i = 0; i < n; i++) {
			r->want[i] = wanted[i] && guess[i] == pad;
			any |= r->want[i];
		}
		if (any)
			pad_round(jobs, n, r, bracket, pad, x, NULL);
	}
	return 1;
}

static void find_paddings(struct fix_job *jobs, int n, const struct fix_ctx *x)
{
	unsigned *bracket = arena_alloc(x->a, ((size_t)n + 1) * sizeof(unsigned));
	int *padded = arena_alloc(x->a, ((size_t)n + 1) * sizeof(int));
	int *unparsed = arena_alloc(x->a, ((size_t)n + 1) * sizeof(int));
	struct ir_tu *tu1 = NULL;
	struct round r;
	int i, pad, pending = 0;

	round_init(&r, n, x->a);
	for (i = 0; i < n; i++) {
		struct fix_padding *out = &jobs[i].padding;
		const struct ir_shared *sh = &jobs[i].st->kernel->shared[jobs[i].shared_index];
		unsigned b;

		out->array = sh->name;
		if (sh->ndims < 2 || !sh->decl_end || sh->decl_end > x->len || !sh->decl_file ||
		    !source_same_file(sh->decl_file, x->edit_path))
			continue;
		/* the last dimension's closing bracket */
		for (b = sh->decl_end; b > sh->decl_begin && x->source[b - 1] != ']'; b--)
			;
		if (b <= sh->decl_begin)
			continue;
		bracket[i] = b - 1;
		out->tried = 1;
		if (array_wavefronts(jobs[i].st, sh->name, &out->wavefronts_before))
			continue;      /* nothing to fix */
		r.want[i] = 1;
		r.nedits[i] = 1;
		r.edits[i] = arena_alloc(x->a, sizeof(struct edit));
		pending++;
	}
	if (!pending)
		return;
	/* pad 1's file, parsed with every pending array padded, is kept to
	 * step the others from */
	memcpy(padded, r.want, (size_t)n * sizeof(int));
	pending -= pad_round(jobs, n, &r, bracket, 1, x, &tu1);
	if (!pending) {
		ir_tu_release(tu1);
		return;
	}
	if (pad_by_guess(jobs, n, &r, bracket, padded, tu1, x))
		return;
	/* one parse per pad; an array whose padded file did not parse even
	 * on its own (a pointer to rows of the old length, say) for two pads
	 * is given up: longer rows do not mend a type */
	for (i = 0; i < n; i++)
		unparsed[i] = r.want[i] && r.ok[i] < 0;
	for (pad = 2; pad <= MAX_PAD && pending && fix_now() + *x->last_parse < x->deadline; pad++) {
		pending -= pad_round(jobs, n, &r, bracket, pad, x, NULL);
		for (i = 0; i < n; i++)
			if (r.want[i] && r.ok[i] < 0 && ++unparsed[i] >= 2) {
				r.want[i] = 0;
				pending--;
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
static int swizzle_edits(struct fix_job *j, const char *path, const char *source, long len,
			 struct edit **out, struct arena *a)
{
	const struct ir_kernel *k = j->st->kernel;
	const struct ir_shared *sh = &k->shared[j->shared_index];
	int64_t width = sh->ndims == 2 ? sh->dims[1] : 0;
	/* an array read in pieces wider than its element (ldmatrix's
	 * 16-byte rows) swizzles whole pieces: B ^ ((A % P) * step), P of
	 * them in a 128-byte line at most */
	int64_t step = row_step(j), pieces = width / step;
	unsigned first = 0;
	const char *text;
	int i, n = 0;

	if (pieces > 128 / (sh->elem_bytes ? sh->elem_bytes : 1) / step)
		pieces = 128 / (sh->elem_bytes ? sh->elem_bytes : 1) / step;
	if (width < 2 || (width & (width - 1)) || width % step || pieces < 2 ||
	    (pieces & (pieces - 1)))
		return -1;
	*out = arena_alloc(a, ((size_t)k->naccesses + 1) * sizeof(**out));
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *acc = k->accesses[i];
		size_t a0, a1, b0, b1;
		const char *t;

		if (acc->space != SPACE_SHARED || acc->object_index != j->shared_index)
			continue;
		if (!acc->text_end || acc->text_end > (unsigned)len || !acc->text_file ||
		    !source_same_file(acc->text_file, path))
			return -1;
		t = source + acc->text_begin;
		if (two_subscripts(t, acc->text_end - acc->text_begin, sh->name, &a0, &a1, &b0, &b1) < 0)
			return -1;
		if (step == 1)
			text = arena_printf(a, "%s[%.*s][(%.*s) ^ ((%.*s) %% %lld)]", sh->name,
					    (int)(a1 - a0), t + a0, (int)(b1 - b0), t + b0,
					    (int)(a1 - a0), t + a0, (long long)width);
		else
			text = arena_printf(a, "%s[%.*s][(%.*s) ^ (((%.*s) %% %lld) * %lld)]", sh->name,
					    (int)(a1 - a0), t + a0, (int)(b1 - b0), t + b0,
					    (int)(a1 - a0), t + a0, (long long)pieces,
					    (long long)step);
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
	j->swizzle.unit = step == 1 ? "columns"
		: arena_printf(a, "%lld-byte pieces", (long long)step * (sh->elem_bytes ? sh->elem_bytes : 1));
	return n ? n : -1;
}

static void find_swizzles(struct fix_job *jobs, int n, const struct fix_ctx *x)
{
	struct round r;
	int i, any = 0;

	round_init(&r, n, x->a);
	for (i = 0; i < n; i++) {
		uint64_t before;
		if (array_wavefronts(jobs[i].st,
				     jobs[i].st->kernel->shared[jobs[i].shared_index].name, &before))
			continue;
		r.nedits[i] = swizzle_edits(&jobs[i], x->edit_path, x->source, x->len, &r.edits[i], x->a);
		r.want[i] = r.nedits[i] > 0;
		any |= r.want[i];
	}
	if (!any)
		return;
	try_round(jobs, n, &r, x, NULL);
	for (i = 0; i < n; i++)
		if (r.want[i] && r.ok[i] == 1 &&
		    (!jobs[i].padding.tried ||
		     r.wavefronts[i] < jobs[i].padding.wavefronts_before)) {
			jobs[i].swizzle.found = 1;
			jobs[i].swizzle.wavefronts_after = r.wavefronts[i];
		}
}

void fix_check(struct fix_job *jobs, int n, const char *path, const char *edit_path,
	       const struct frontend_options *fo, const struct hw *hw, struct arena *a,
	       const struct ir_tu *tu)
{
	struct frontend_options only = *fo;
	double last_parse = tu ? tu->load_seconds : 0;
	int trim = tu && tu->nhost_bodies > 0 ? TRIM_UNTRIED : TRIM_WHOLE;
	struct fix_ctx x = { path, edit_path ? edit_path : path, NULL, 0, &only, hw, a,
			     fix_now() + fix_seconds(), &last_parse,
			     tu ? tu->host_bodies : NULL, tu ? tu->nhost_bodies : 0, "\n", &trim, NULL };
	const char **names = arena_alloc(a, ((size_t)n + 1) * sizeof(*names));
	size_t len = 0;
	int i, j;

	/* the edited file is lowered for the jobs' kernels alone */
	only.only_kernels = names;
	only.nonly_kernels = 0;
	for (i = 0; i < n; i++) {
		const char *name = jobs[i].st->kernel->name;
		memset(&jobs[i].padding, 0, sizeof(jobs[i].padding));
		memset(&jobs[i].swizzle, 0, sizeof(jobs[i].swizzle));
		for (j = 0; j < only.nonly_kernels && strcmp(names[j], name); j++)
			;
		if (j == only.nonly_kernels) {
			const char *ref = jobs[i].st->kernel->reference;
			names[only.nonly_kernels++] = name;
			/* an instance, named at the end for the cut-down parse */
			if (ref)
				x.tail = arena_printf(a, "%sstatic void *const warpcheck_fix_ref_%d = (void *)&%s;\n",
						      x.tail, j, ref);
			else if (strchr(name, '<'))
				trim = TRIM_WHOLE;
		}
	}
	if (!n || !(x.source = source_file(x.edit_path, &len)) || !len)
		return;
	x.len = (long)len;
	if (edit_path && trim != TRIM_WHOLE) {
		/* the main file's host bodies blanked, once, for every edit */
		size_t mlen;
		const char *main_text = source_file(path, &mlen);
		char *cut = main_text ? apply_edits(a, main_text, (long)mlen,
						    blank_edits(&x, main_text), x.nblanks) : NULL;
		if (cut)
			x.main_cut = arena_printf(a, "%s%s", cut, x.tail);
		else
			trim = TRIM_WHOLE;
	}
	find_paddings(jobs, n, &x);
	find_swizzles(jobs, n, &x);
}
