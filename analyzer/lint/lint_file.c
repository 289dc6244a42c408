/*
 * lint_file.c - one file of a lint: parsed, each kernel simulated under the
 * launch chosen for it (choose.c), or once per launch site, and linted.
 * The padding and swizzle fixes of the file are checked together once
 * every kernel is linted (fix.c), and each kernel's notes are spliced in
 * right after its findings.  Files are linted on a small pool of threads,
 * each file's results kept apart until the command merges them in order.
 */
#include "lint_file.h"
#include "pipeline.h"
#include "../report/source.h"
#include "../../simulator/simulator.h"

#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "choose.h"
#include "fix.h"
#include "lint.h"
#include "../frontend/nearby.h"
#include "../nvcc/sass_run.h"

/*
 * The fixes of a file, checked together (fix.h) once every kernel is
 * linted; each kernel's notes go right after its findings.
 */
/* A place in a finding list: the link the next note is put in. */
struct place {
	struct diag **link;
};

struct fix_batch {
	struct fix_job *jobs;
	struct place **at;            /* per job: where its notes go in the list */
	int n, cap;
};

/*
 * Queues each shared array of st with a bank conflict that is reported: a
 * fix for conflicts whose findings are all suppressed would be a note about
 * nothing shown.
 */
static void queue_fixes(struct fix_batch *b, const struct kernel_stats *st,
			struct place *at, const struct policy *policy, const char *path)
{
	const struct ir_kernel *k = st->kernel;
	int s, i;

	for (s = 0; s < k->nshared; s++) {
		int conflicted = 0;

		for (i = 0; i < k->naccesses; i++) {
			const struct ir_access *acc = k->accesses[i];
			if (acc->space == SPACE_SHARED && acc->object_index == s &&
			    st->access[acc->id].wavefronts > st->access[acc->id].ideal_wavefronts &&
			    !policy_suppresses(policy, RULE_BANK_CONFLICT, acc->loc))
				conflicted = 1;
		}
		/* a fix edits one file: the arrays declared in `path` */
		if (!conflicted || !source_same_file(k->shared[s].loc.file, path))
			continue;
		if (b->n == b->cap) {
			b->cap = b->cap ? 2 * b->cap : 16;
			b->jobs = xreallocarray(b->jobs, (size_t)b->cap, sizeof(*b->jobs));
			b->at = xreallocarray(b->at, (size_t)b->cap, sizeof(*b->at));
		}
		memset(&b->jobs[b->n], 0, sizeof(b->jobs[b->n]));
		b->jobs[b->n].st = st;
		b->jobs[b->n].shared_index = s;
		/* the kernel's arrays share one place, which moves on as notes go in */
		b->at[b->n++] = at;
	}
}

/* Moves what was added to l after `mark` to `at`, and `at` past it. */
static void move_to(struct diag_list *l, struct diag **mark, struct place *at)
{
	struct diag *first = *mark, *last;

	if (!first)
		return;
	if (at->link == mark) {
		at->link = l->tail;
		return;
	}
	for (last = first; last->next; last = last->next)
		;
	*mark = NULL;
	l->tail = mark;
	last->next = *at->link;
	*at->link = first;
	if (!last->next)
		l->tail = &last->next;
	at->link = &last->next;
}

/* The notes of a checked padding (with its fix-it) or swizzle. */
static void fix_notes(const struct fix_job *j, struct diag_list *diags)
{
	const struct ir_kernel *k = j->st->kernel;
	const struct ir_shared *sh = &k->shared[j->shared_index];
	const struct fix_padding *fix = &j->padding;
	const struct fix_swizzle *swz = &j->swizzle;
	struct diag *d;

	if (!fix->found && swz->found) {
		d = diag_add(diags, SEV_NOTE, sh->loc, RULE_BANK_CONFLICT,
			     "fix, checked by simulating it: swizzle the %s of '%s' by the row in every access, as '%s' (no extra bytes); its accesses in '%s' then take %llu wavefronts",
			     swz->unit, sh->name, swz->example, k->name,
			     (unsigned long long)swz->wavefronts_after);
		d->kernel = k->name;
	}
	if (!fix->found)
		return;
	d = diag_add(diags, SEV_NOTE, fix->from, RULE_BANK_CONFLICT,
		     "fix, checked by simulating it: declare '%s' (%d more element%s a row, %lld bytes more); the accesses of '%s' in '%s' then take %llu wavefronts instead of %llu",
		     fix->declaration, fix->pad, fix->pad == 1 ? "" : "s", fix->extra_bytes,
		     fix->array, k->name, (unsigned long long)fix->wavefronts_after,
		     (unsigned long long)fix->wavefronts_before);
	d->kernel = k->name;
	if (swz->found)
		d->detail = arena_printf(&diags->arena,
			"or, with no extra bytes, swizzle the %s by the row in every access of '%s', as '%s' (checked too: %llu wavefronts)",
			swz->unit, sh->name, swz->example, (unsigned long long)swz->wavefronts_after);
	d->fix_text = arena_strdup(&diags->arena, fix->declaration);
	d->fix_from = fix->from;
	d->fix_to = fix->to;
	d->fix_from.file = d->fix_to.file = d->loc.file;
}

/*
 * --time: what the checked fix saves of the kernel's predicted time, from
 * the fix's own wavefront count (simulator/timing.c).
 */
static void fix_time_note(const struct fix_job *j, const struct lint_file *f,
			  const struct hw *hw, struct diag_list *diags)
{
	const struct kernel_stats *st = j->st;
	const struct ir_kernel *k = st->kernel;
	const struct ir_shared *sh = &k->shared[j->shared_index];
	const struct ir_access *acc = NULL;
	struct time_estimate est;
	uint64_t after;
	double later;
	int regs = 0, i;
	struct diag *d;

	if (!j->padding.found && !j->swizzle.found)
		return;
	after = j->padding.found ? j->padding.wavefronts_after : j->swizzle.wavefronts_after;
	for (i = 0; i < k->naccesses && !acc; i++)
		if (k->accesses[i]->space == SPACE_SHARED &&
		    k->accesses[i]->object_index == j->shared_index)
			acc = k->accesses[i];
	i = (int)(st - f->kernels);     /* fixes are queued from f->kernels */
	if (f->registers[i])
		regs = f->registers[i]->registers;
	if (!acc || time_kernel(&est, NULL, st, hw, regs) < 0)
		return;
	later = time_if_access(st, acc, after, hw, regs);
	if (later >= est.seconds)
		return;
	d = diag_add(diags, SEV_NOTE, sh->loc, RULE_BANK_CONFLICT,
		     "fix, timed (--time): with the %s, '%s' would take about %.3g us instead of %.3g us on an %s, %.0f%% less",
		     j->padding.found ? "padding" : "swizzle", k->name, later * 1e6,
		     est.seconds * 1e6, est.hw->device, 100 * (1 - later / est.seconds));
	d->kernel = k->name;
}

/* Checks the queued fixes, edits of `edit_path` (NULL: of f->path), and
 * puts their notes in place. */
static void report_fixes(struct fix_batch *b, const struct lint_file *f, const char *edit_path,
			 const struct lint_options *o, const struct hw *hw, struct diag_list *diags,
			 struct arena *a)
{
	int i;

	fix_check(b->jobs, b->n, f->path, edit_path, o->pipeline.fe, hw, a, f->tu);
	for (i = 0; i < b->n; i++) {
		struct diag **mark = diags->tail;
		fix_notes(&b->jobs[i], diags);
		if (o->time)
			fix_time_note(&b->jobs[i], f, hw, diags);
		move_to(diags, mark, b->at[i]);
	}
	free(b->jobs);
	free(b->at);
}

/*
 * Progress, on a terminal only (never into a pipe, and never on stdout,
 * where JSON and SARIF go): each kernel, fix check and file that took
 * more than a second says how long, as it ends.
 */
#define PROGRESS_SECONDS 1.0

static pthread_mutex_t progress_lock = PTHREAD_MUTEX_INITIALIZER;

static double seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void progress(double since, const char *fmt, ...)
{
	static int tty = -1;
	double took = seconds_now() - since;
	va_list ap;

	if (took <= PROGRESS_SECONDS)
		return;
	pthread_mutex_lock(&progress_lock);
	if (tty < 0)
		tty = isatty(STDERR_FILENO);
	if (tty) {
		fputs("warpcheck: ", stderr);
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
		fprintf(stderr, " in %.1f s\n", took);
	}
	pthread_mutex_unlock(&progress_lock);
}

/* Room for one more kernel report in f; returns its index. */
static int file_entry(struct lint_file *f, int *cap)
{
	if (f->nkernels == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		f->kernels = xreallocarray(f->kernels, (size_t)*cap, sizeof(*f->kernels));
		f->registers = xreallocarray(f->registers, (size_t)*cap, sizeof(*f->registers));
		f->sass = xreallocarray(f->sass, (size_t)*cap, sizeof(*f->sass));
		f->launches = xreallocarray(f->launches, (size_t)*cap, sizeof(*f->launches));
		f->fix_at = xreallocarray(f->fix_at, (size_t)*cap, sizeof(*f->fix_at));
	}
	f->fix_at[f->nkernels] = NULL;
	return f->nkernels++;
}

/* Where notes go to follow what has been reported so far. */
static struct place *fix_place(struct diag_list *diags)
{
	struct place *at = arena_alloc(&diags->arena, sizeof(*at));

	at->link = diags->tail;
	return at;
}

/*
 * Did the front end name template kernels it skipped for want of an
 * instance?  With no kernel built, an `unanalyzed` note can be nothing else.
 */
static int skipped_templates(const struct diag_list *diags)
{
	const struct diag *d;

	for (d = diags->head; d; d = d->next)
		if (d->rule == RULE_UNANALYZED)
			return 1;
	return 0;
}

/* Is path (as the front end wrote it) the file whose real path is real? */
static int is_file(const char *path, const char *real)
{
	char buf[PATH_MAX];

	return path && real && realpath(path, buf) && !strcmp(buf, real);
}

/*
 * A template with many instances that no launch gives a size (a file
 * that instantiates a kernel for every element type, width and flag,
 * launched from launchers whose sizes only Python knows): the first
 * MAX_UNSIZED_INSTANCES are simulated under the assumed launch, the rest
 * named in one note, not simulated one by one.
 */
#define MAX_UNSIZED_INSTANCES 8

struct unsized_template {
	const char *base;         /* the name up to its '<' */
	size_t len;
	int simulated, skipped;
	struct src_loc at;
};

/* 1 when instance k is one too many of its template's unsized ones, counted. */
static int skip_unsized(struct arena *a, struct unsized_template **t, int *n, int *cap,
			const struct ir_kernel *k)
{
	const char *lt = strchr(k->name, '<');
	size_t len = lt ? (size_t)(lt - k->name) : 0;
	int i;

	if (!lt || !ir_kernel_unsized(k))
		return 0;
	for (i = 0; i < *n && ((*t)[i].len != len || strncmp((*t)[i].base, k->name, len)); i++)
		;
	if (i == *n) {
		*t = arena_grow(a, *t, sizeof(**t), *n, cap);
		memset(&(*t)[i], 0, sizeof(**t));
		(*t)[i].base = k->name;
		(*t)[i].len = len;
		(*t)[i].at = k->loc;
		(*n)++;
	}
	if ((*t)[i].simulated < MAX_UNSIZED_INSTANCES) {
		(*t)[i].simulated++;
		return 0;
	}
	(*t)[i].skipped++;
	return 1;
}

/* Has k launch sites, all on sides of ifs that host code never takes? */
static int never_launched(const struct ir_kernel *k)
{
	int i;

	for (i = 0; i < k->nlaunches; i++)
		if (!k->launches[i].unreached)
			return 0;
	return k->nlaunches > 0;
}

/* how long a header's includers are tried, at most, before it is read alone */
#define THROUGH_SECONDS 4.0
/* past this many seconds of reading a file (CPU time), no further parse
 * is made to declare what the headers not found would have: a project
 * linted without its libraries' headers (faiss without RAFT) parsed five
 * times over took 15 s for one kernel.  The environment's
 * WARPCHECK_READ_SECONDS replaces it (0: no limit), for output that must
 * not depend on how fast the machine is (tests/cases.sh). */
#define READ_SECONDS 5.0

static double read_seconds(void)
{
	return fix_env_seconds("WARPCHECK_READ_SECONDS", READ_SECONDS);
}

/*
 * Lints f->path.  A trial is an includer tried for the header f->header,
 * whose reading is set aside if it has errors: then it is parsed, not
 * translated.
 */
static void lint_one(struct lint_file *f, const struct lint_options *o, const struct hw *hw,
		     int trial)
{
	struct ir_kernel *k;
	char header_buf[PATH_MAX];
	const char *header = f->header && realpath(f->header, header_buf) ? header_buf : NULL;
	struct pipeline p;
	struct pipeline_options po;
	struct frontend_options fo;
	struct fix_batch fixes = { NULL, NULL, 0, 0 }, header_fixes = { NULL, NULL, 0, 0 };
	struct unsized_template *unsized_t = NULL;
	int cap = 0, i, nunsized = 0, cap_unsized = 0, rc;
	double file_start = seconds_now(), t0;

	diag_list_init(&f->diags);
	/* the instances skip_unsized will skip: the front end need not
	 * translate them (where every kernel is counted, as below) */
	fo = *o->pipeline.fe;
	po = o->pipeline;
	po.fe = &fo;
	if (!o->kernel && !o->launch->grid_given && !f->header)
		fo.instance_cap = MAX_UNSIZED_INSTANCES;
	fo.stop_at_errors = trial;
	/* a file past READ_SECONDS, an includer's first parse past
	 * THROUGH_SECONDS, is not parsed again for the headers it lacks */
	fo.parse_budget = trial ? THROUGH_SECONDS : read_seconds();
	rc = pipeline_load(&p, f->path, &po, &f->diags);
	f->tu = p.tu;    /* the file's now: lint_file_release frees it */
	if (rc < 0) {
		f->failed = 1;
		return;
	}
	if (!f->tu->kernels && !skipped_templates(&f->diags)) {
		struct src_loc none = { f->path, 0, 0 };
		diag_add(&f->diags, SEV_NOTE, none, RULE_NONE,
			 "no __global__ function is defined in '%s'", f->path);
	}
	pipeline_nvcc(&p, f->path, &o->pipeline, &f->diags);
	for (k = f->tu->kernels; k; k = k->next) {
		struct kernel_stats *st;
		struct launch *l;
		const struct ir_launch *site;
		const char *why;
		struct place *place = NULL;
		const struct sass_function *fn;
		struct sass_status ss;
		int nsites, first, worst = -1;
		double worst_cost = -1, cost;

		if (!choose_kernel_matches(o->kernel, k->name))
			continue;
		/* through a file that includes the header: its kernels only */
		if (f->header && !is_file(k->loc.file, header))
			continue;
		f->matched++;
		if (!o->kernel && !o->launch->grid_given &&
		    skip_unsized(&f->tu->arena, &unsized_t, &nunsized, &cap_unsized, k))
			continue;
		/* launched only where host code never goes: said, not simulated
		 * under a launch nobody makes (a shape the command line gives is
		 * simulated all the same) */
		if (!o->launch->grid_given && !o->launch->block_given && never_launched(k)) {
			struct diag *d = diag_add(&f->diags, SEV_NOTE, k->launches[0].loc, RULE_LAUNCH,
						  "'%s' is not simulated: it is launched %s",
						  k->name, k->launches[0].unreached);
			d->kernel = k->name;
			continue;
		}
		ss = pipeline_kernel(&p, k, &fn);
		nsites = choose_usable_sites(o->launch, k);
		if (nsites <= 1) {
			i = file_entry(f, &cap);
			st = &f->kernels[i];
			l = &f->launches[i];
			f->registers[i] = pipeline_registers(&p, k);
			f->sass[i] = ss;
			t0 = seconds_now();
			/* the site's simulation, where one was chosen, is the kernel's */
			if (choose_launch(l, &site, &why, o->launch, k, hw, &f->tu->arena, st))
				pipeline_spills(st, f->registers[i]);
			else
				pipeline_simulate(st, k, l, hw, NULL, f->registers[i]);
			l->site_index = site ? (int)(site - k->launches) : -1;
			st->launch.site_index = l->site_index;
			progress(t0, "%s: '%s' simulated", f->path, k->name);
			choose_note_launch(&f->diags, k, site, why, l);
			choose_note_unusable(&f->diags, o->launch, k);
			lint_kernel(st, hw, &f->diags);
			if (p.registers)
				lint_registers(k, f->registers[i], o->pipeline.maxrregcount, hw, &f->diags);
			sass_notes(k, p.sass, fn, &f->diags);
			sass_local_notes(st, fn, &f->diags);
			f->fix_at[i] = fix_place(&f->diags);
			continue;
		}
		/* launched from several places: one report for each */
		first = f->nkernels;
		for (i = 0; i < k->nlaunches && f->nkernels - first < MAX_SITES; i++) {
			int e;
			if (!k->launches[i].ok)
				continue;
			e = file_entry(f, &cap);
			st = &f->kernels[e];
			l = &f->launches[e];
			t0 = seconds_now();
			if (choose_simulate_site(st, l, &why, o->launch, k, &k->launches[i], hw, &f->tu->arena,
						 &f->kernels[first], e - first) < 0) {
				/* reported as the launch it was, with the error */
				choose_site_launch(l, o->launch, k, &k->launches[i], &f->tu->arena);
				sim_kernel(st, k, l, hw, NULL);
			}
			progress(t0, "%s: '%s' simulated for its launch at line %u", f->path,
				 k->name, k->launches[i].loc.line);
			l->site = choose_site_label(&f->tu->arena, k, i);
			l->site_index = i;
			st->launch.site = l->site;
			st->launch.site_index = i;
			f->registers[e] = e == first ? pipeline_registers(&p, k) : NULL;
			if (f->registers[e])
				local_add_spills(st, f->registers[e]->spill_loads,
						 f->registers[e]->spill_stores,
						 f->registers[e]->stack_frame);
			f->sass[e] = ss;
			choose_note_site(&f->diags, k, &k->launches[i], why, l, nsites);
			lint_kernel(st, hw, &f->diags);
			if (f->registers[e])
				lint_registers(k, f->registers[e], o->pipeline.maxrregcount, hw, &f->diags);
			if (e == first)
				sass_notes(k, p.sass, fn, &f->diags);
			sass_local_notes(st, fn, &f->diags);
			if (!st->error && (cost = choose_cost(st)) > worst_cost) {
				worst_cost = cost;
				worst = e;
				place = fix_place(&f->diags);
			}
		}
		/* the sites past MAX_SITES, in one note */
		{
			int more = 0, at = i;
			for (; i < k->nlaunches; i++)
				more += k->launches[i].ok;
			if (more) {
				struct diag *d;
				while (!k->launches[at].ok)
					at++;
				d = diag_add(&f->diags, SEV_NOTE, k->launches[at].loc, RULE_LAUNCH,
					     "'%s' has %d more launch site%s not reported: only the first %d are",
					     k->name, more, more == 1 ? "" : "s", MAX_SITES);
				d->kernel = k->name;
			}
		}
		choose_note_unusable(&f->diags, o->launch, k);
		/* a fix is for the array, whatever the launch: checked under the costliest */
		if (worst >= 0)
			f->fix_at[worst] = place;
	}
	/* the reports are all in place now (f->kernels no longer moves) */
	for (i = 0; i < f->nkernels; i++)
		if (f->fix_at[i]) {
			queue_fixes(&fixes, &f->kernels[i], f->fix_at[i], o->policy, f->path);
			/* read through the file that includes it: the header's arrays */
			if (f->header)
				queue_fixes(&header_fixes, &f->kernels[i], f->fix_at[i], o->policy,
					    f->header);
		}
	for (i = 0; i < nunsized; i++)
		if (unsized_t[i].skipped)
			diag_add(&f->diags, SEV_NOTE, unsized_t[i].at, RULE_LAUNCH,
				 "%d more instances of '%.*s' that no launch gives a size are not simulated, beside the %d that are: give --kernel with one to simulate it, or the sizes its launch takes",
				 unsized_t[i].skipped, (int)unsized_t[i].len, unsized_t[i].base,
				 unsized_t[i].simulated);
	t0 = seconds_now();
	report_fixes(&fixes, f, NULL, o, hw, &f->diags, &f->tu->arena);
	report_fixes(&header_fixes, f, f->header, o, hw, &f->diags, &f->tu->arena);
	progress(t0, "%s: fixes checked", f->path);
	progress(file_start, "%s: linted", f->path);
}

/* Did f parse without errors, and does it launch one of the kernels it reports? */
static int launches_clean(const struct lint_file *f)
{
	int i, launched = 0;

	if (f->failed || f->diags.count[SEV_ERROR])
		return 0;
	for (i = 0; i < f->nkernels; i++)
		launched |= f->kernels[i].kernel->nlaunches > 0;
	return launched;
}

/* Did f's parse read the file whose real path is real? */
static int reads_file(const struct lint_file *f, const char *real)
{
	int i;

	for (i = 0; f->tu && real && i < f->tu->ninputs; i++)
		if (is_file(f->tu->inputs[i].path, real))
			return 1;
	return 0;
}

/*
 * A header linted through f->path, which includes it: good when it parsed
 * without errors and launches one of the header's kernels.  Then only
 * what concerns the header stays: its kernels' findings and notes (their
 * launch sites are f->path's lines) and what is written on its lines.
 */
static void keep_header_only(struct lint_file *f, const char *real)
{
	struct diag **pp;
	const char *last = NULL;
	int here = 0;

	f->diags.tail = &f->diags.head;
	for (pp = &f->diags.head; *pp;) {
		/* a file's diagnostics come in runs (a CuTe kernel's: 200,000
		 * notes of a few files): its path resolved once a run */
		if (!last || !(*pp)->loc.file || strcmp(last, (*pp)->loc.file))
			here = is_file((*pp)->loc.file, real);
		last = (*pp)->loc.file;
		if (!(*pp)->kernel && !here) {
			f->diags.count[(*pp)->severity]--;
			*pp = (*pp)->next;
			continue;
		}
		/* the header's lines under the name it was given by, as its
		 * fixes' are, not as the includer reached it ("src/../inc/k.cuh") */
		if (here && f->header)
			(*pp)->loc.file = f->header;
		pp = &(*pp)->next;
		f->diags.tail = pp;
	}
}

static int through_works(struct lint_file *f)
{
	char real[PATH_MAX];

	if (!launches_clean(f) || !realpath(f->header, real))
		return 0;
	keep_header_only(f, real);
	return 1;
}

/* *from's lint moved into *to (its diagnostics' list with it) */
static void lint_file_move(struct lint_file *to, struct lint_file *from)
{
	int empty = from->diags.tail == &from->diags.head;

	*to = *from;
	if (empty)
		to->diags.tail = &to->diags.head;
	memset(from, 0, sizeof(*from));
	from->diags.tail = &from->diags.head;
}

/* A lint of f not kept: its reports' simulations too, which the run
 * releases for the files it keeps. */
static void lint_file_discard(struct lint_file *f)
{
	int j;

	for (j = 0; j < f->nkernels; j++)
		sim_stats_release(&f->kernels[j]);
	lint_file_release(f);
}

/* f as it was given to lint, without what lint_one wrote in it */
static struct lint_file lint_file_given(const struct lint_file *f)
{
	struct lint_file given = { .path = f->path, .through = f->through,
				   .nthrough = f->nthrough, .header = f->header,
				   .given = f->given, .in_given = f->in_given,
				   .via = f->via, .nvia = f->nvia };
	return given;
}

/* What lint_one wrote in f moved into *to, kept for later; f as it was
 * given (the name it was given by stays with f). */
static void lint_file_keep(struct lint_file *to, struct lint_file *f)
{
	struct lint_file given = lint_file_given(f);

	lint_file_move(to, f);
	*f = given;
	f->diags.tail = &f->diags.head;
	to->given = NULL;
}

/* What lint_one wrote in f, released and cleared: f as it was given. */
static void lint_file_reset(struct lint_file *f)
{
	struct lint_file given = lint_file_given(f);
	f->given = NULL;

	lint_file_discard(f);
	*f = given;
}

#define MAX_COMPANIONS 8

/* d, the last of f's diagnostics, moved first: before the reports it explains. */
static void note_first(struct lint_file *f, struct diag *d)
{
	struct diag **pp = &f->diags.head;

	if (d == f->diags.head)
		return;
	while (*pp != d)
		pp = &(*pp)->next;
	*pp = NULL;
	f->diags.tail = pp;
	d->next = f->diags.head;
	f->diags.head = d;
}

/* Does the file at path name one of the n functions (a call, a definition)? */
static int names_any(const char *path, const char *const *names, int n)
{
	size_t len;
	char *text = source_read(path, &len);
	int i, found = 0;

	for (i = 0; text && i < n && !found; i++)
		found = nearby_names(text, names[i]);
	free(text);
	return found;
}

/*
 * A .cu file that parsed cleanly and defines no kernel, such as a main()
 * that calls a runner's functions through its header: the .cu files near
 * the project headers it includes that include them too (the runner),
 * in turn; the first that launches kernels is linted in its place.
 */
static void lint_companion(struct lint_file *f, const struct lint_options *o, const struct hw *hw)
{
	const char *found[MAX_COMPANIONS], *tried[4 * MAX_COMPANIONS];
	const char *via[4 * MAX_COMPANIONS];   /* the header each was found by */
	char self[PATH_MAX], real[PATH_MAX];
	struct arena a;
	int i, j, k, n, ntried = 0;

	/* it calls a function that another file defines: one of those may
	 * launch the kernels (a test that only calls a library's API, every
	 * definition it uses in headers, has no companion to look for) */
	if (f->failed || f->diags.count[SEV_ERROR] || f->nkernels || !f->tu ||
	    f->tu->kernels || f->tu->nuninstantiated || !f->tu->nelsewhere ||
	    !nearby_is_cu(f->path) || !realpath(f->path, self))
		return;
	/* -p: the files that define what it calls are linted beside it
	 * (cmd_lint.c), not one of them in its place */
	if (o->pipeline.fe->compdb_dir && f->tu->nelsewhere)
		return;
	arena_init(&a, 0);
	for (i = 0; i < f->tu->ninputs && ntried < 4 * MAX_COMPANIONS; i++) {
		/* through a header that names one of those functions (not a
		 * math library's hundred headers, each a search of its own) */
		if (f->tu->inputs[i].system ||
		    !names_any(f->tu->inputs[i].path, f->tu->elsewhere, f->tu->nelsewhere))
			continue;
		n = nearby_includers(&a, f->tu->inputs[i].path, found, MAX_COMPANIONS, NULL, NULL);
		for (j = 0; j < n && ntried < 4 * MAX_COMPANIONS; j++) {
			if (!realpath(found[j], real) || !strcmp(real, self))
				continue;
			for (k = 0; k < ntried && strcmp(tried[k], found[j]); k++)
				;
			if (k == ntried) {
				via[ntried] = realpath(f->tu->inputs[i].path, real) ?
					arena_strdup(&a, real) : NULL;
				tried[ntried++] = found[j];
			}
		}
	}
	for (i = 0; i < ntried; i++) {
		struct lint_file t = { .path = tried[i] };

		/* one that names none of the functions this file calls that
		 * another file defines does not define them: not parsed */
		if (!names_any(tried[i], f->tu->elsewhere, f->tu->nelsewhere))
			continue;
		lint_one(&t, o, hw, 0);
		/* the same header file, not one of the same name elsewhere */
		if (launches_clean(&t) && reads_file(&t, via[i])) {
			struct src_loc at = { NULL, 0, 0 };
			char *given = xstrdup(f->path);

			lint_file_discard(f);
			memset(f, 0, sizeof(*f));
			*f = t;
			/* the list's tail may point into t itself */
			if (t.diags.tail == &t.diags.head)
				f->diags.tail = &f->diags.head;
			f->given = given;
			f->path = arena_strdup(&f->diags.arena, tried[i]);
			at.file = f->given;
			note_first(f, diag_add(&f->diags, SEV_NOTE, at, RULE_LAUNCH,
					       "'%s' defines no __global__ function; the kernels it runs are launched in '%s', which includes the same header: linted instead",
					       f->given, f->path));
			break;
		}
		lint_file_discard(&t);
	}
	arena_release(&a);
}

/*
 * Did f fail on an error in a header it shares with the others near it,
 * rather than in its own text?  A project header that stops every file
 * (`#error "X is undefined. The build system must define this"`) stops
 * every other includer too: they are not parsed in turn for nothing.
 */
static int failed_in_shared_header(const struct lint_file *f)
{
	char self[PATH_MAX];
	const struct diag *d;

	if (!f->diags.count[SEV_ERROR] || !realpath(f->path, self))
		return 0;
	for (d = f->diags.head; d; d = d->next)
		if (d->severity == SEV_ERROR)
			return d->loc.file && !is_file(d->loc.file, self);
	return 0;
}


/*
 * A header whose includers' text names none of its kernels, nor any
 * function that launches them (nearby_launching_first), read alone
 * first: parsing one of them (a library's whole header tree, seconds)
 * says nothing of kernels it cannot launch.  Whether that read is kept:
 * it has no error (else the includers give the header the types and
 * macros it relies on).
 */
static int lint_alone_first(struct lint_file *f, const struct lint_options *o,
			    const struct hw *hw, struct lint_file *alone, int *have_alone,
			    int *naming)
{
	const char *header = f->path;
	struct arena a;

	*naming = -1;
	if (!f->nthrough || f->in_given)
		return 0;
	arena_init(&a, 0);
	*naming = nearby_launching_first(&a, header, f->via, f->nvia, f->through, f->nthrough);
	arena_release(&a);
	if (*naming != 0)
		return 0;
	lint_one(f, o, hw, 0);
	if (!f->failed && !f->diags.count[SEV_ERROR]) {
		struct src_loc at = { header, 0, 0 };
		if (f->nthrough == 1)
			note_first(f, diag_add(&f->diags, SEV_NOTE, at, RULE_LAUNCH,
					       "'%s' read alone: '%s', which includes it, names none of its kernels nor a function that launches them (--in '%s' reads it through that file)",
					       header, f->through[0], f->through[0]));
		else
			note_first(f, diag_add(&f->diags, SEV_NOTE, at, RULE_LAUNCH,
					       "'%s' read alone: none of the %d files that include it names its kernels or a function that launches them (--in FILE.cu reads it through one)",
					       header, f->nthrough));
		return 1;
	}
	/* kept, in case no includer does better: the header is not read
	 * alone twice */
	lint_file_keep(alone, f);
	*have_alone = 1;
	return 0;
}

/* Does the text of file path write a launch (`<<<`)? */
static int says_launch(const char *path)
{
	size_t len;
	char *text = source_read(path, &len);
	int yes = text && strstr(text, "<<<") != NULL;

	free(text);
	return yes;
}

static void lint_file(struct lint_file *f, const struct lint_options *o, const struct hw *hw)
{
	const char *header = f->path;
	char real[PATH_MAX];
	double start = seconds_now();
	int i, shared, tried = 0, have_clean = 0, have_alone = 0, naming;
	struct lint_file clean;      /* the first includer with no error */
	struct lint_file alone;      /* the header read alone first, with errors */

	if (lint_alone_first(f, o, hw, &alone, &have_alone, &naming))
		return;
	for (i = 0; i < f->nthrough; i++) {
		/* includers that take long to read (a GEMM library's
		 * instantiation files, none of which launches) are tried for a
		 * few seconds, then the header is read alone */
		if (i > 0 && seconds_now() - start > THROUGH_SECONDS) {
			tried = i;
			break;
		}
		f->path = f->through[i];
		f->header = header;
		lint_one(f, o, hw, 1);
		/* a file that includes another of the same name (bfs/main.cu's
		 * own kernel.cu) says nothing of this one */
		if (realpath(header, real) && !reads_file(f, real)) {
			lint_file_reset(f);
			continue;
		}
		shared = failed_in_shared_header(f);
		if (through_works(f)) {
			struct src_loc at = { header, 0, 0 };
			if (have_clean)
				lint_file_discard(&clean);
			if (have_alone)
				lint_file_discard(&alone);
			note_first(f, diag_add(&f->diags, SEV_NOTE, at, RULE_LAUNCH,
					       "'%s' read through '%s', which includes it: its kernels as that file launches them",
					       header, f->path));
			return;
		}
		/* one that parses cleanly but launches none of its kernels
		 * (they are launched through a table of them, or by another
		 * file): kept, in case no other does */
		if (!have_clean && !f->failed && !f->diags.count[SEV_ERROR]) {
			lint_file_keep(&clean, f);
			have_clean = 1;
			/* where the text says none launches them, the first
			 * that reads the header cleanly is what is wanted */
			if (naming == 0)
				break;
			continue;
		}
		lint_file_reset(f);
		if (shared)
			break;
	}
	if (have_clean && !have_alone && says_launch(header)) {
		/* none of them launches its kernels, but the header has
		 * launches of its own: read alone, they may be the ones */
		f->path = header;
		f->header = NULL;
		lint_one(f, o, hw, 0);
		if (launches_clean(f)) {
			struct src_loc at = { header, 0, 0 };
			lint_file_discard(&clean);
			note_first(f, diag_add(&f->diags, SEV_NOTE, at, RULE_LAUNCH,
					       "'%s' read alone: its own code launches its kernels, and no file that includes it does",
					       header));
			lint_companion(f, o, hw);
			return;
		}
		lint_file_reset(f);
	}
	if (have_clean) {
		/* the header as that file sees it (the types and macros of
		 * what it includes first), rather than alone, where a header
		 * that relies on its includer's includes does not parse */
		struct src_loc at = { header, 0, 0 };
		char *given = f->given;
		if (have_alone)
			lint_file_discard(&alone);
		lint_file_move(f, &clean);
		f->given = given;
		if (realpath(header, real))
			keep_header_only(f, real);
		note_first(f, diag_add(&f->diags, SEV_NOTE, at, RULE_LAUNCH,
				       "'%s' read through '%s', which includes it; no file that includes it launches its kernels",
				       header, f->path));
		return;
	}
	f->path = header;
	f->header = NULL;
	if (have_alone) {
		char *given = f->given;
		lint_file_move(f, &alone);
		f->given = given;
	} else {
		lint_one(f, o, hw, 0);
	}
	if (tried) {
		struct src_loc at = { header, 0, 0 };
		diag_add(&f->diags, SEV_NOTE, at, RULE_LAUNCH,
			 "%d of the %d files that include this header were read in over %.0f s, none launching its kernels; the rest were not tried (--in FILE.cu names the one to read it through)",
			 tried, f->nthrough, THROUGH_SECONDS);
	}
	lint_companion(f, o, hw);
}

/* The per-access simulation of f's kernels, released: their totals, launches
 * and branches stay for the report, the diagnostics are written already. */
static void lint_file_compact(struct lint_file *f)
{
	int j;

	for (j = 0; j < f->nkernels; j++) {
		free(f->kernels[j].access);
		free(f->kernels[j].sized_access);
		f->kernels[j].access = NULL;
		f->kernels[j].sized_access = NULL;
	}
}

struct lint_pool {
	struct lint_file *files;
	int nfiles, next;
	const struct lint_options *o;
	const struct hw *hw;
};

static void *lint_worker(void *arg)
{
	struct lint_pool *p = arg;
	int i;

	while ((i = __atomic_fetch_add(&p->next, 1, __ATOMIC_RELAXED)) < p->nfiles) {
		double start = seconds_now();
		lint_file(&p->files[i], p->o, p->hw);
		if (p->o->compact)
			lint_file_compact(&p->files[i]);
#ifdef __GLIBC__
		/* a heavy file's freed heap, back to the system before the next
		 * file grows another (several files at once only; trimming
		 * after every file would cost the light ones a third more) */
		if (p->o->jobs > 1 && seconds_now() - start > 0.5)
			malloc_trim(0);
#endif
	}
	return NULL;
}

void lint_file_run_all(struct lint_file *files, int n, const struct lint_options *o,
		       const struct hw *hw)
{
	struct lint_pool pool = { files, n, 0, o, hw };
	pthread_t threads[256];
	int i, started = 0, want = o->jobs < n ? o->jobs : n;
	pthread_attr_t attr;

#ifdef __GLIBC__
	/* files linted at once: libclang's large blocks straight from the
	 * system and back to it when a file is done.  glibc would otherwise
	 * raise the threshold as they are freed and keep them in its heaps,
	 * so that each job added the peak of the largest file before it
	 * (make bench, 144 files at -j 2: 179-203 MB, 164-169 with this).  Not
	 * for one file at a time: mapping each block costs it some 15%. */
	if (want > 1)
		mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, BIG_STACK);
	for (i = 1; i < want; i++) {
		if (pthread_create(&threads[started], &attr, lint_worker, &pool))
			break;   /* fewer threads: the work still gets done */
		started++;
	}
	pthread_attr_destroy(&attr);
	lint_worker(&pool);
	for (i = 0; i < started; i++)
		pthread_join(threads[i], NULL);
}

void lint_file_release(struct lint_file *f)
{
	int j;

	for (j = 0; j < f->nkernels; j++)
		launch_release(&f->launches[j]);
	free(f->kernels);
	free(f->registers);
	free(f->sass);
	free(f->launches);
	free(f->fix_at);
	diag_list_release(&f->diags);
	ir_tu_release(f->tu);
	free(f->given);
}
