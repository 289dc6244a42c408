/*
 * main.c - the warpcheck command.
 *
 * The pipeline reads as one paragraph: parse each file into IR, simulate
 * each kernel under the launch, turn counts into findings, write the
 * report.  Exit status: 0 nothing at or above a warning, 1 findings,
 * 2 usage or input errors.
 */
#include <errno.h>
#include <getopt.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../simulator/hw.h"
#include "../simulator/launch.h"
#include "../simulator/sim.h"
#include "frontend.h"
#include "config.h"
#include "lint.h"
#include "policy.h"
#include "ptxas.h"
#include "explain.h"
#include "fix.h"
#include "report.h"
#include "validate.h"

#define WARPCHECK_VERSION "0.1.0"

struct options {
	const char *kernel;
	const char *arch;
	enum report_format format;
	struct launch launch;
	struct frontend_options fe;
	int color;   /* -1 auto */
	int ptxas;
	const char *nvcc, *ncu, *keep;
	const char *svg;
	struct policy policy;
	const char *sim_shared[16], *sim_global[16], *sim_access[16];   /* sim */
	int nsim_shared, nsim_global, nsim_access;
	int warp;                  /* explain: -1 for the worst */
	char **extra;              /* flags after "--", for the parser */
	int nextra;
	uint32_t block_index[3];
	int maxrregcount;
	int jobs;                  /* lint: files analyzed at once */
};

static const char launch_help[] =
"launch (every command but dump-ir):\n"
"  --kernel NAME         this kernel only; a template instance as 'name<64, float>'\n"
"  --grid X[,Y[,Z]]      grid of the launch (default: a constant <<<...>>>\n"
"                        launch in the same file, else 1)\n"
"  --block X[,Y[,Z]]     block of the launch (default: as that launch, else 256)\n"
"  --param NAME=VALUE    value of a scalar kernel parameter (repeatable)\n"
"  --dynamic-shared N    bytes of dynamic shared memory (extern __shared__)\n"
"  --arch ARCH           sm_90 (default), sm_80 or sm_70\n"
"  --max-statements N    stop simulating a kernel after N statements, all warps\n"
"                        together (default 268435456); its counts are then\n"
"                        incomplete, and a warning says so\n"
"  -I DIR, -D NAME[=V], -U NAME   passed to the parser (and to nvcc)\n"
"  --cuda-path DIR       parse against this CUDA's headers where clang 19 can\n"
"                        (CUDA 12.5 and older); otherwise, and by default,\n"
"                        warpcheck's own CUDA headers\n"
"  -p BUILD_DIR          take each file's -I, -D, -U, -include and -std from\n"
"                        BUILD_DIR/compile_commands.json; flags after -- are\n"
"                        passed to the parser as they are\n"
"  --no-config           ignore .warpcheck.yaml (read from here up to the git\n"
"                        root; its keys are these options' long names)\n";

static const char lint_help[] =
"lint: report every access that costs more than ideal, compiler style\n"
"  --format FORMAT       text (default), json or sarif (SARIF 2.1.0)\n"
"  --color WHEN          auto (default), always or never\n"
"  -j N, --jobs N        analyze N files at once (default 1); the report keeps\n"
"                        the files' order\n"
"  --ptxas               compile with nvcc -Xptxas -v and report register spills\n"
"  --nvcc PATH           the nvcc to use (default: on PATH, /usr/local/cuda/bin)\n"
"  --maxrregcount N      passed to nvcc with --ptxas\n"
"  --fail-on LIST        what fails the run: error, warning (default), note,\n"
"                        never, nway=N (a bank conflict N-way or wider),\n"
"                        sectors=R (R times the ideal sectors or more)\n"
"  --since REV           only findings on lines changed since REV (git)\n"
"  --baseline FILE       only findings new or worse than in FILE (a saved\n"
"                        --format json result)\n"
"  --disable RULE        drop a rule's findings (counted as suppressed)\n"
"  a comment 'warpcheck: ignore' or 'warpcheck: ignore[RULE,...]' on a finding's\n"
"  line, or on a line of its own before it, suppresses it (counted)\n"
"  a comment 'warpcheck: assume NAME = EXPR' before a statement (or at the end\n"
"  of its line) gives a data-dependent NAME in it the value EXPR, e.g.\n"
"  'warpcheck: assume bin = threadIdx.x % 8'; findings that used it say so\n";

static const char explain_help[] =
"explain: one access lane by lane: thread index, address, bank or sector, a\n"
"picture of banks against wavefronts (or of sectors), the reason, and a padding\n"
"fix it has checked by simulating it\n"
"  --warp N              the warp of the block to show (default: the worst)\n"
"  --block-index X[,Y[,Z]]   the block of that warp (default 0)\n"
"  --svg FILE            draw the picture as SVG too\n";

static const char sim_help[] =
"sim: write a kernel from declarations and accesses, lint and explain it\n"
"  --shared DECL         e.g. 'float tile[32][33]' (repeatable)\n"
"  --global DECL         a pointer parameter, e.g. 'const float *in' (repeatable)\n"
"  --access EXPR         e.g. 'tile[threadIdx.x][threadIdx.y]'; an assignment\n"
"                        is a store (repeatable)\n";

static const char validate_help[] =
"validate (on a machine with a GPU): build a launcher for one kernel, run it\n"
"under Nsight Compute and print each count predicted and measured\n"
"  --nvcc PATH, --ncu PATH   the tools (default: on PATH, /usr/local/cuda/bin)\n"
"  --keep DIR            keep the launcher and its report in DIR\n";

static void usage(FILE *out, const char *command)
{
	int all = !command;

	fputs("usage: warpcheck lint [options] FILE.cu...\n"
	      "       warpcheck explain [options] FILE.cu:LINE[:COLUMN]\n"
	      "       warpcheck sim --shared DECL | --global DECL --access EXPR [options]\n"
	      "       warpcheck validate --kernel NAME [options] FILE.cu\n"
	      "       warpcheck dump-ir [options] FILE.cu...\n"
	      "\n"
	      "Predicts what each shared- and global-memory access of a CUDA kernel costs:\n"
	      "bank conflicts (wavefronts per request) and sectors per request, for every\n"
	      "warp of the launch.\n\n", out);
	if (all || !strcmp(command, "lint"))
		fprintf(out, "%s\n", lint_help);
	if (all || !strcmp(command, "explain"))
		fprintf(out, "%s\n", explain_help);
	if (all || !strcmp(command, "sim"))
		fprintf(out, "%s\n", sim_help);
	if (all || !strcmp(command, "validate"))
		fprintf(out, "%s\n", validate_help);
	if (!all && !strcmp(command, "dump-ir"))
		fputs("dump-ir: print the IR the front end built for each kernel\n\n", out);
	fprintf(out, "%s\n", launch_help);
	fputs("  -h, --help            this help (after a command: that command's)\n"
	      "  --version             print the version\n\n"
	      "exit status: 0 nothing at the --fail-on level, 1 findings at it, 2 usage or\n"
	      "input errors (the rest of the input is still analyzed and reported)\n", out);
}

static int fail_usage(const char *fmt, const char *arg)
{
	fprintf(stderr, "warpcheck: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\ntry 'warpcheck --help'\n");
	return 2;
}

enum { OPT_KERNEL = 256, OPT_GRID, OPT_BLOCK, OPT_PARAM, OPT_DSHARED, OPT_ARCH,
       OPT_FORMAT, OPT_COLOR, OPT_VERSION, OPT_PTXAS, OPT_NVCC, OPT_MAXRREG, OPT_MAX_STATEMENTS, OPT_CUDA_PATH,
       OPT_NCU, OPT_KEEP, OPT_WARP, OPT_BLOCK_INDEX, OPT_SVG, OPT_FAIL_ON, OPT_SINCE,
       OPT_BASELINE, OPT_DISABLE, OPT_NO_CONFIG, OPT_SHARED, OPT_GLOBAL, OPT_ACCESS };

static const struct option long_options[] = {
	{ "kernel", required_argument, NULL, OPT_KERNEL },
	{ "grid", required_argument, NULL, OPT_GRID },
	{ "block", required_argument, NULL, OPT_BLOCK },
	{ "param", required_argument, NULL, OPT_PARAM },
	{ "dynamic-shared", required_argument, NULL, OPT_DSHARED },
	{ "arch", required_argument, NULL, OPT_ARCH },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "color", required_argument, NULL, OPT_COLOR },
	{ "ptxas", no_argument, NULL, OPT_PTXAS },
	{ "nvcc", required_argument, NULL, OPT_NVCC },
	{ "maxrregcount", required_argument, NULL, OPT_MAXRREG },
	{ "max-statements", required_argument, NULL, OPT_MAX_STATEMENTS },
	{ "cuda-path", required_argument, NULL, OPT_CUDA_PATH },
	{ "jobs", required_argument, NULL, 'j' },
	{ "ncu", required_argument, NULL, OPT_NCU },
	{ "keep", required_argument, NULL, OPT_KEEP },
	{ "warp", required_argument, NULL, OPT_WARP },
	{ "block-index", required_argument, NULL, OPT_BLOCK_INDEX },
	{ "svg", required_argument, NULL, OPT_SVG },
	{ "fail-on", required_argument, NULL, OPT_FAIL_ON },
	{ "since", required_argument, NULL, OPT_SINCE },
	{ "baseline", required_argument, NULL, OPT_BASELINE },
	{ "disable", required_argument, NULL, OPT_DISABLE },
	{ "no-config", no_argument, NULL, OPT_NO_CONFIG },
	{ "shared", required_argument, NULL, OPT_SHARED },
	{ "global", required_argument, NULL, OPT_GLOBAL },
	{ "access", required_argument, NULL, OPT_ACCESS },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

/* Returns -1 to go on, or an exit status. */
static int parse_options(struct options *o, int argc, char **argv)
{
	static const char **clang_args;
	int c;

	clang_args = calloc((size_t)argc + 1, sizeof(*clang_args));
	if (!clang_args)
		return 2;
	o->fe.clang_args = clang_args;
	o->arch = "sm_90";
	o->color = -1;
	for (c = 0; c < o->nextra; c++)
		clang_args[o->fe.nclang_args++] = o->extra[c];
	optind = 2;   /* argv[1] is the subcommand */
	while ((c = getopt_long(argc, argv, "hI:D:U:p:j:", long_options, NULL)) != -1) {
		char *end;
		switch (c) {
		case OPT_KERNEL: o->kernel = optarg; break;
		case OPT_GRID:
			if (launch_parse_dim(o->launch.grid, optarg) < 0)
				return fail_usage("bad --grid '%s': want X[,Y[,Z]], positive", optarg);
			o->launch.grid_given = 1;
			break;
		case OPT_BLOCK:
			if (launch_parse_dim(o->launch.block, optarg) < 0)
				return fail_usage("bad --block '%s': want X[,Y[,Z]], positive", optarg);
			o->launch.block_given = 1;
			break;
		case OPT_PARAM:
			if (launch_parse_param(&o->launch, optarg) < 0)
				return fail_usage("bad --param '%s': want NAME=INTEGER", optarg);
			break;
		case OPT_DSHARED:
			o->launch.dynamic_shared = strtoll(optarg, &end, 0);
			if (*end || end == optarg || o->launch.dynamic_shared < 0)
				return fail_usage("bad --dynamic-shared '%s': want bytes", optarg);
			o->fe.dynamic_shared = o->launch.dynamic_shared;
			break;
		case OPT_ARCH:
			if (!hw_lookup(optarg)) {
				fprintf(stderr, "warpcheck: unknown --arch '%s' (known: %s)\n",
					optarg, hw_known_archs());
				return 2;
			}
			o->arch = optarg;
			break;
		case OPT_FORMAT:
			if (!strcmp(optarg, "text"))
				o->format = FORMAT_TEXT;
			else if (!strcmp(optarg, "json"))
				o->format = FORMAT_JSON;
			else if (!strcmp(optarg, "sarif"))
				o->format = FORMAT_SARIF;
			else
				return fail_usage("bad --format '%s': want text, json or sarif", optarg);
			break;
		case OPT_COLOR:
			if (!strcmp(optarg, "always"))
				o->color = 1;
			else if (!strcmp(optarg, "never"))
				o->color = 0;
			else if (!strcmp(optarg, "auto"))
				o->color = -1;
			else
				return fail_usage("bad --color '%s': want auto, always or never", optarg);
			break;
		case 'p':
			o->fe.compdb_dir = optarg;
			break;
		case OPT_PTXAS:
			o->ptxas = 1;
			break;
		case OPT_NVCC:
			o->nvcc = optarg;
			o->ptxas = 1;
			break;
		case OPT_WARP:
			o->warp = (int)strtol(optarg, &end, 10);
			if (*end || end == optarg || o->warp < 0 || o->warp > 31)
				return fail_usage("bad --warp '%s': want 0 to 31, a warp of the block", optarg);
			break;
		case OPT_BLOCK_INDEX:
			if (launch_parse_index(o->block_index, optarg) < 0)
				return fail_usage("bad --block-index '%s': want X[,Y[,Z]], from 0", optarg);
			break;
		case OPT_FAIL_ON:
			if (policy_parse_fail_on(&o->policy, optarg) < 0)
				return fail_usage("bad --fail-on '%s': want error, warning, note, never, nway=N or sectors=R", optarg);
			break;
		case OPT_SINCE:
			o->policy.since = optarg;
			break;
		case OPT_BASELINE:
			o->policy.baseline = optarg;
			break;
		case OPT_DISABLE:
			if (o->policy.ndisabled == (int)(sizeof(o->policy.disabled) / sizeof(o->policy.disabled[0])))
				return fail_usage("too many --disable '%s'", optarg);
			o->policy.disabled[o->policy.ndisabled++] = optarg;
			break;
		case OPT_NO_CONFIG:
			break;
		case OPT_SHARED:
		case OPT_GLOBAL:
		case OPT_ACCESS: {
			const char **list = c == OPT_SHARED ? o->sim_shared :
					    c == OPT_GLOBAL ? o->sim_global : o->sim_access;
			int *n = c == OPT_SHARED ? &o->nsim_shared :
				 c == OPT_GLOBAL ? &o->nsim_global : &o->nsim_access;
			if (*n == 16)
				return fail_usage("too many '%s'", optarg);
			list[(*n)++] = optarg;
			break;
		}
		case OPT_SVG:
			o->svg = optarg;
			break;
		case OPT_NCU:
			o->ncu = optarg;
			break;
		case OPT_KEEP:
			o->keep = optarg;
			break;
		case 'j':
			o->jobs = (int)strtol(optarg, &end, 10);
			if (*end || end == optarg || o->jobs < 1 || o->jobs > 256)
				return fail_usage("bad --jobs '%s': want 1 to 256", optarg);
			break;
		case OPT_CUDA_PATH:
			o->fe.cuda_path = optarg;
			break;
		case OPT_MAX_STATEMENTS: {
			unsigned long long v;
			errno = 0;
			v = strtoull(optarg, &end, 10);
			if (*end || end == optarg || errno || v < 1 || optarg[0] == '-')
				return fail_usage("bad --max-statements '%s': want a positive count", optarg);
			o->launch.max_statements = v;
			break;
		}
		case OPT_MAXRREG:
			o->maxrregcount = (int)strtol(optarg, &end, 10);
			if (*end || end == optarg || o->maxrregcount < 1 || o->maxrregcount > 255)
				return fail_usage("bad --maxrregcount '%s': want 1 to 255", optarg);
			break;
		case 'I': case 'D': case 'U': {
			char *arg = malloc(strlen(optarg) + 3);
			if (!arg)
				return 2;
			sprintf(arg, "-%c%s", c, optarg);
			clang_args[o->fe.nclang_args++] = arg;
			break;
		}
		case 'h':
			usage(stdout, argv[1]);
			return 0;
		case OPT_VERSION:
			printf("warpcheck %s\n", WARPCHECK_VERSION);
			return 0;
		default:
			fprintf(stderr, "try 'warpcheck --help'\n");
			return 2;
		}
	}
	o->fe.arch = o->arch;
	if (optind >= argc && strcmp(argv[1], "sim"))
		return fail_usage("%s: no input files", argv[1]);
	return -1;
}

/* Kernel names compare without spaces: 'k<64,float>' is 'k<64, float>'. */
static int kernel_matches(const char *want, const char *name)
{
	if (!want)
		return 1;
	for (;;) {
		while (*want == ' ')
			want++;
		while (*name == ' ')
			name++;
		if (*want != *name)
			return 0;
		if (!*want)
			return 1;
		want++;
		name++;
	}
}

static int cmd_dump_ir(struct options *o, int argc, char **argv)
{
	struct diag_list diags;
	struct lint_run run = { 0 };
	int i, status = 0;

	diag_list_init(&diags);
	for (i = optind; i < argc; i++) {
		struct ir_tu *tu;
		struct ir_kernel *k;
		if (frontend_load(&tu, argv[i], &o->fe, &diags) < 0) {
			status = 2;
			continue;
		}
		for (k = tu->kernels; k; k = k->next)
			if (kernel_matches(o->kernel, k->name))
				ir_dump_kernel(stdout, k);
		ir_tu_release(tu);
	}
	run.diags = diags;
	run.hw = hw_lookup(o->arch);
	if (diags.head) {
		fflush(stdout);
		report_text(stderr, &run);
	}
	diag_list_release(&diags);
	return status;
}

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

/* Queues each shared array of st with a bank conflict. */
static void queue_fixes(struct fix_batch *b, const struct kernel_stats *st,
			struct place *at)
{
	const struct ir_kernel *k = st->kernel;
	int s, i;

	for (s = 0; s < k->nshared; s++) {
		int conflicted = 0;

		for (i = 0; i < k->naccesses; i++) {
			const struct ir_access *acc = k->accesses[i];
			if (acc->space == SPACE_SHARED && acc->object_index == s &&
			    st->access[acc->id].wavefronts > st->access[acc->id].ideal_wavefronts)
				conflicted = 1;
		}
		if (!conflicted)
			continue;
		if (b->n == b->cap) {
			b->cap = b->cap ? 2 * b->cap : 16;
			b->jobs = realloc(b->jobs, (size_t)b->cap * sizeof(*b->jobs));
			b->at = realloc(b->at, (size_t)b->cap * sizeof(*b->at));
			if (!b->jobs || !b->at) {
				fprintf(stderr, "warpcheck: out of memory\n");
				_exit(2);
			}
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
			     "fix, checked by simulating it: swizzle the columns of '%s' by the row in every access, as '%s' (no extra bytes); its accesses in '%s' then take %llu wavefronts",
			     sh->name, swz->example, k->name,
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
			"or, with no extra bytes, swizzle the columns by the row in every access of '%s', as '%s' (checked too: %llu wavefronts)",
			sh->name, swz->example, (unsigned long long)swz->wavefronts_after);
	d->fix_text = arena_strdup(&diags->arena, fix->declaration);
	d->fix_from = fix->from;
	d->fix_to = fix->to;
	d->fix_from.file = d->fix_to.file = d->loc.file;
}

/* Checks the queued fixes and puts their notes in place. */
static void report_fixes(struct fix_batch *b, const char *path, const struct options *o,
			 const struct hw *hw, struct diag_list *diags, struct arena *a)
{
	int i;

	fix_check(b->jobs, b->n, path, &o->fe, hw, a);
	for (i = 0; i < b->n; i++) {
		struct diag **mark = diags->tail;
		fix_notes(&b->jobs[i], diags);
		move_to(diags, mark, b->at[i]);
	}
	free(b->jobs);
	free(b->at);
}

#define BIG_STACK ((size_t)512 << 20)

/* At most this many launch sites of one kernel are simulated to pick one. */
#define MAX_SITES 8

/*
 * The launch a kernel is simulated under.  --grid or --block on the command
 * line win; otherwise the constant <<<...>>> launches of the kernel in its
 * file are simulated and the costliest (per ideal request) is kept, so a
 * kernel is judged as its program runs it.  Scalar arguments that fold fill
 * the parameters --param leaves unset.  *site is the launch used, or NULL.
 * Release *out with launch_release.
 */
static void site_launch(struct launch *out, const struct options *o,
			const struct ir_kernel *k, const struct ir_launch *site,
			struct arena *a)
{
	int i;

	launch_copy(out, &o->launch);
	memcpy(out->grid, site->grid, sizeof(out->grid));
	memcpy(out->block, site->block, sizeof(out->block));
	if (!out->dynamic_shared)
		out->dynamic_shared = site->dynamic_shared;
	for (i = 0; i < k->nparams; i++) {
		int64_t v;
		if (site->known[i] && k->params[i].is_integer &&
		    launch_param_lookup(out, k->params[i].name, &v) < 0)
			launch_parse_param(out, arena_printf(a, "%s=%lld", k->params[i].name,
							     (long long)site->values[i]));
	}
}

static double launch_cost(const struct kernel_stats *st)
{
	uint64_t cost = 0, ideal = 0;
	int i;

	for (i = 0; i < st->kernel->naccesses; i++) {
		const struct access_stats *as = &st->access[st->kernel->accesses[i]->id];
		cost += as->wavefronts + as->sectors;
		ideal += as->ideal_wavefronts + as->ideal_sectors;
	}
	return ideal ? (double)cost / (double)ideal : 0;
}

/*
 * Simulates k as launched at `site` into *st and *l (a grid too large to
 * simulate whole gives one block of it: its blocks show the per-request
 * costs).  *why says what was assumed.  0, or -1 when not even one block
 * can be simulated (nothing to release then).
 */
static int simulate_site(struct kernel_stats *st, struct launch *l, const char **why,
			 const struct options *o, const struct ir_kernel *k,
			 const struct ir_launch *site, const struct hw *hw, struct arena *a)
{
	site_launch(l, o, k, site, a);
	*why = site->why;
	if (sim_kernel(st, k, l, hw, NULL) < 0) {
		*why = arena_printf(a, "the whole launch cannot be simulated (%s), so one block of it is simulated",
				    st->error);
		sim_stats_release(st);
		l->grid[0] = l->grid[1] = l->grid[2] = 1;
		if (sim_kernel(st, k, l, hw, NULL) < 0) {
			sim_stats_release(st);
			launch_release(l);
			return -1;
		}
	}
	l->origin = arena_printf(a, "as launched at line %u", site->loc.line);
	return 0;
}

/* The launch sites a kernel is simulated under by default (at most MAX_SITES). */
static int usable_sites(const struct options *o, const struct ir_kernel *k)
{
	int i, n = 0;

	if (o->launch.grid_given || o->launch.block_given)
		return 0;
	for (i = 0; i < k->nlaunches && n < MAX_SITES; i++)
		n += k->launches[i].ok;
	return n;
}

static void choose_launch(struct launch *out, const struct ir_launch **site,
			  const char **why, const struct options *o,
			  const struct ir_kernel *k, const struct hw *hw, struct arena *a)
{
	double best = -1;
	int i, tried = 0;

	*site = NULL;
	*why = NULL;
	launch_init(out);
	if (o->launch.grid_given || o->launch.block_given)
		goto given;
	for (i = 0; i < k->nlaunches && tried < MAX_SITES; i++) {
		struct launch l;
		struct kernel_stats st;
		const char *said;
		double c;

		if (!k->launches[i].ok)
			continue;
		tried++;
		if (simulate_site(&st, &l, &said, o, k, &k->launches[i], hw, a) < 0)
			continue;
		c = launch_cost(&st);
		sim_stats_release(&st);
		if (c > best) {
			best = c;
			*site = &k->launches[i];
			*why = said;
			launch_release(out);
			*out = l;
		} else {
			launch_release(&l);
		}
	}
	if (*site)
		return;
given:
	launch_release(out);
	launch_copy(out, &o->launch);
	if (o->launch.grid_given || o->launch.block_given)
		return;
	if (k->launch_bounds[0] > 0) {
		/* the block the kernel was compiled for */
		out->block[0] = (uint32_t)k->launch_bounds[0];
		out->block[1] = out->block[2] = 1;
		out->origin = "block from __launch_bounds__, no launch given";
	} else {
		out->origin = "assumed, no launch given";
	}
}

/* " with n=1024, stride=8": the scalar arguments a site gives */
static const char *site_args(struct arena *a, const struct ir_kernel *k,
			     const struct ir_launch *site)
{
	const char *out = "";
	int i;

	for (i = 0; i < k->nparams; i++)
		if (site->known[i] && k->params[i].is_integer)
			out = arena_printf(a, "%s%s%s=%lld", out, *out ? ", " : " with ",
					   k->params[i].name, (long long)site->values[i]);
	return out;
}

/* Says which launch a kernel was judged under, when the file chose it. */
static void note_launch(struct diag_list *diags, const struct ir_kernel *k,
			const struct ir_launch *site, const char *why, const struct launch *l)
{
	struct diag *d;
	int i, unusable = 0;

	for (i = 0; i < k->nlaunches; i++)
		unusable += !k->launches[i].ok;
	if (site) {
		d = diag_add(diags, SEV_NOTE, site->loc, RULE_LAUNCH,
			     "'%s' simulated as launched here: <<<(%u,%u,%u), (%u,%u,%u)>>>%s%s%s%s",
			     k->name, l->grid[0], l->grid[1], l->grid[2], l->block[0],
			     l->block[1], l->block[2], site_args(&diags->arena, k, site),
			     k->nlaunches > 1 ? ", the costliest of its launches in this file" : "",
			     why ? "; " : "", why ? why : "");
		d->kernel = k->name;
	} else if (unusable && unusable == k->nlaunches && !l->grid_given && !l->block_given) {
		d = diag_add(diags, SEV_NOTE, k->launches[0].loc, RULE_LAUNCH,
			     "'%s' simulated under <<<(%u,%u,%u), (%u,%u,%u)>>>: %s; give --grid and --block",
			     k->name, l->grid[0], l->grid[1], l->grid[2], l->block[0],
			     l->block[1], l->block[2], k->launches[0].why);
		d->kernel = k->name;
	}
}

/* Says that a kernel launched from several places is reported for each. */
static void note_site(struct diag_list *diags, const struct ir_kernel *k,
		      const struct ir_launch *site, const char *why, const struct launch *l,
		      int nsites)
{
	struct diag *d = diag_add(diags, SEV_NOTE, site->loc, RULE_LAUNCH,
		"'%s' simulated as launched here: <<<(%u,%u,%u), (%u,%u,%u)>>>%s, one of %d reports, one per launch site%s%s",
		k->name, l->grid[0], l->grid[1], l->grid[2], l->block[0], l->block[1],
		l->block[2], site_args(&diags->arena, k, site), nsites, why ? "; " : "",
		why ? why : "");

	d->kernel = k->name;
}

/* One file of a lint: what it produced, kept apart until the files merge. */
struct lint_file {
	const char *path;
	struct ir_tu *tu;
	struct diag_list diags;
	struct kernel_stats *kernels;
	const struct ptxas_function **registers;
	struct launch *launches;      /* per kernel, as simulated */
	struct place **fix_at;        /* per kernel: where its fixes' notes go, or NULL */
	int nkernels, matched, failed;
};

/* Room for one more kernel report in f; returns its index. */
static int file_entry(struct lint_file *f, int *cap)
{
	if (f->nkernels == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		f->kernels = realloc(f->kernels, (size_t)*cap * sizeof(*f->kernels));
		f->registers = realloc(f->registers, (size_t)*cap * sizeof(*f->registers));
		f->launches = realloc(f->launches, (size_t)*cap * sizeof(*f->launches));
		f->fix_at = realloc(f->fix_at, (size_t)*cap * sizeof(*f->fix_at));
		if (!f->kernels || !f->registers || !f->launches || !f->fix_at) {
			/* other threads may be inside libclang: no exit() */
			fprintf(stderr, "warpcheck: out of memory\n");
			_exit(2);
		}
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

static void lint_file(struct lint_file *f, const struct options *o, const struct hw *hw)
{
	struct ir_kernel *k;
	struct ptxas_report *regs = NULL;
	struct fix_batch fixes = { NULL, NULL, 0, 0 };
	int cap = 0, i;

	diag_list_init(&f->diags);
	if (frontend_load(&f->tu, f->path, &o->fe, &f->diags) < 0) {
		f->failed = 1;
		return;
	}
	if (!f->tu->kernels) {
		struct src_loc none = { f->path, 0, 0 };
		diag_add(&f->diags, SEV_NOTE, none, RULE_NONE,
			 "no __global__ function is defined in '%s'", f->path);
	}
	if (o->ptxas) {
		struct ptxas_options po = { o->nvcc, o->arch, o->fe.clang_args,
					    o->fe.nclang_args, o->maxrregcount };
		regs = arena_alloc(&f->tu->arena, sizeof(*regs));
		if (ptxas_run(regs, f->path, &po, &f->tu->arena, &f->diags) < 0)
			regs = NULL;
	}
	for (k = f->tu->kernels; k; k = k->next) {
		struct kernel_stats *st;
		struct launch *l;
		const struct ir_launch *site;
		const char *why;
		struct place *place = NULL;
		int nsites, first, worst = -1;
		double worst_cost = -1, cost;

		if (!kernel_matches(o->kernel, k->name))
			continue;
		f->matched++;
		nsites = usable_sites(o, k);
		if (nsites <= 1) {
			i = file_entry(f, &cap);
			st = &f->kernels[i];
			l = &f->launches[i];
			f->registers[i] = regs ? ptxas_find(regs, k->mangled) : NULL;
			choose_launch(l, &site, &why, o, k, hw, &f->tu->arena);
			sim_kernel(st, k, l, hw, NULL);
			note_launch(&f->diags, k, site, why, l);
			lint_kernel(st, hw, &f->diags);
			if (regs)
				lint_registers(k, f->registers[i], o->maxrregcount, hw, &f->diags);
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
			if (simulate_site(st, l, &why, o, k, &k->launches[i], hw, &f->tu->arena) < 0) {
				/* reported as the launch it was, with the error */
				site_launch(l, o, k, &k->launches[i], &f->tu->arena);
				sim_kernel(st, k, l, hw, NULL);
			}
			l->site = arena_printf(&f->tu->arena, "launched at line %u",
					       k->launches[i].loc.line);
			st->launch.site = l->site;
			st->launch.origin = l->origin;
			f->registers[e] = regs && e == first ? ptxas_find(regs, k->mangled) : NULL;
			note_site(&f->diags, k, &k->launches[i], why, l, nsites);
			lint_kernel(st, hw, &f->diags);
			if (f->registers[e])
				lint_registers(k, f->registers[e], o->maxrregcount, hw, &f->diags);
			if (!st->error && (cost = launch_cost(st)) > worst_cost) {
				worst_cost = cost;
				worst = e;
				place = fix_place(&f->diags);
			}
		}
		/* a fix is for the array, whatever the launch: checked under the costliest */
		if (worst >= 0)
			f->fix_at[worst] = place;
	}
	/* the reports are all in place now (f->kernels no longer moves) */
	for (i = 0; i < f->nkernels; i++)
		if (f->fix_at[i])
			queue_fixes(&fixes, &f->kernels[i], f->fix_at[i]);
	report_fixes(&fixes, f->path, o, hw, &f->diags, &f->tu->arena);
}

struct lint_pool {
	struct lint_file *files;
	int nfiles, next;
	const struct options *o;
	const struct hw *hw;
};

static void *lint_worker(void *arg)
{
	struct lint_pool *p = arg;
	int i;

	while ((i = __atomic_fetch_add(&p->next, 1, __ATOMIC_RELAXED)) < p->nfiles)
		lint_file(&p->files[i], p->o, p->hw);
	return NULL;
}

/* Lints the files, o->jobs at a time; the results stay in file order. */
static void lint_files(struct lint_file *files, int n, const struct options *o,
		       const struct hw *hw)
{
	struct lint_pool pool = { files, n, 0, o, hw };
	pthread_t threads[256];
	int i, started = 0, want = o->jobs < n ? o->jobs : n;
	pthread_attr_t attr;

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

/* Moves the findings of b to the end of a (b keeps the memory). */
static void diag_splice(struct diag_list *a, struct diag_list *b)
{
	int s;

	if (b->head) {
		*a->tail = b->head;
		a->tail = b->tail;
		b->head = NULL;
		b->tail = &b->head;
	}
	for (s = 0; s < 3; s++)
		a->count[s] += b->count[s];
}

static int cmd_lint(struct options *o, int argc, char **argv)
{
	const struct hw *hw = hw_lookup(o->arch);
	struct lint_run run = { .hw = hw };
	struct lint_file *files;
	int nfiles = argc - optind, i, j, n = 0, status = 0, matched = 0;

	diag_list_init(&run.diags);
	files = calloc((size_t)nfiles + 1, sizeof(*files));
	if (!files)
		return 2;
	for (i = 0; i < nfiles; i++)
		files[i].path = argv[optind + i];
	lint_files(files, nfiles, o, hw);
	for (i = 0; i < nfiles; i++)
		n += files[i].nkernels;
	run.kernels = calloc((size_t)n + 1, sizeof(*run.kernels));
	run.registers = calloc((size_t)n + 1, sizeof(*run.registers));
	if (!run.kernels || !run.registers)
		return 2;
	for (i = 0; i < nfiles; i++) {
		struct lint_file *f = &files[i];
		if (f->failed)
			status = 2;
		matched += f->matched;
		diag_splice(&run.diags, &f->diags);
		for (j = 0; j < f->nkernels; j++) {
			run.kernels[run.nkernels] = f->kernels[j];
			run.registers[run.nkernels++] = f->registers[j];
		}
	}
	if (o->kernel && !matched) {
		fprintf(stderr, "warpcheck: no kernel named '%s'\n", o->kernel);
		status = 2;
	}
	policy_suppress(&run.diags, &o->policy);
	if (policy_since(&run.diags, &o->policy, &run.diags) < 0 ||
	    policy_baseline(&run.diags, &o->policy, &run.diags) < 0)
		status = 2;
	run.color = o->color < 0 ? isatty(STDOUT_FILENO) && getenv("NO_COLOR") == NULL
				 : o->color;
	if (o->format == FORMAT_JSON)
		report_json(stdout, &run);
	else if (o->format == FORMAT_SARIF)
		report_sarif(stdout, &run, WARPCHECK_VERSION);
	else
		report_text(stdout, &run);
	/* a file that did not parse cleanly is an input error, even though
	 * what did parse was analyzed and reported */
	if (run.diags.count[SEV_ERROR])
		status = 2;
	else if (!status && policy_fails(&run.diags, &o->policy))
		status = 1;
	for (i = 0; i < run.nkernels; i++)
		sim_stats_release(&run.kernels[i]);
	free(run.kernels);
	free(run.registers);
	diag_list_release(&run.diags);
	for (i = 0; i < nfiles; i++) {
		for (j = 0; j < files[i].nkernels; j++)
			launch_release(&files[i].launches[j]);
		free(files[i].kernels);
		free(files[i].registers);
		free(files[i].launches);
		free(files[i].fix_at);
		diag_list_release(&files[i].diags);
		ir_tu_release(files[i].tu);
	}
	free(files);
	return status;
}

/* FILE:LINE[:COLUMN] */
static int parse_position(const char *spec, char **file, unsigned *line, unsigned *col)
{
	char *copy = strdup(spec), *c1, *c2, *end;

	if (!copy)
		return -1;
	c1 = strrchr(copy, ':');
	if (!c1)
		goto bad;
	*c1 = '\0';
	c2 = strrchr(copy, ':');
	*col = 0;
	if (c2 && strtoul(c2 + 1, &end, 10) > 0 && !*end && strtoul(c1 + 1, &end, 10) > 0 && !*end) {
		*line = (unsigned)strtoul(c2 + 1, NULL, 10);
		*col = (unsigned)strtoul(c1 + 1, NULL, 10);
		*c2 = '\0';
	} else {
		*line = (unsigned)strtoul(c1 + 1, &end, 10);
		if (*end || !*line)
			goto bad;
	}
	*file = copy;
	return 0;
bad:
	free(copy);
	return -1;
}

static int cmd_explain(struct options *o, int argc, char **argv)
{
	const struct hw *hw = hw_lookup(o->arch);
	struct explain_options eo = { 0, o->svg };
	struct diag_list diags;
	struct ir_tu *tu;
	struct ir_kernel *k;
	struct arena scratch;
	char *file;
	unsigned line, col;
	struct launch L;
	const struct ir_launch *site;
	const char *why;
	int rc = 2, shown = 0, i;

	if (optind != argc - 1 || parse_position(argv[optind], &file, &line, &col) < 0)
		return fail_usage("%s: give one FILE.cu:LINE[:COLUMN]", argv[1]);
	eo.color = o->color < 0 ? isatty(STDOUT_FILENO) && getenv("NO_COLOR") == NULL : o->color;
	diag_list_init(&diags);
	arena_init(&scratch, 0);
	launch_init(&L);
	if (frontend_load(&tu, file, &o->fe, &diags) < 0) {
		struct lint_run run = { .hw = hw, .diags = diags };
		report_text(stderr, &run);
		diag_list_release(&diags);
		free(file);
		return 2;
	}
	for (k = tu->kernels; k && !shown; k = k->next) {
		struct sim_options so = { 0 };
		struct kernel_stats st;
		const struct ir_access *best = NULL;
		double best_ratio = -1;

		if (!kernel_matches(o->kernel, k->name))
			continue;
		for (i = 0; i < k->naccesses; i++)
			if (k->accesses[i]->loc.line == line && !strcmp(k->accesses[i]->loc.file, file) &&
			    (!col || k->accesses[i]->loc.col == col))
				break;
		if (i == k->naccesses)
			continue;
		launch_release(&L);
		choose_launch(&L, &site, &why, o, k, hw, &scratch);
		if (site)
			printf("%s:%u:%u: simulated as launched here: <<<(%u,%u,%u), (%u,%u,%u)>>>\n",
			       site->loc.file, site->loc.line, site->loc.col, L.grid[0], L.grid[1],
			       L.grid[2], L.block[0], L.block[1], L.block[2]);
		if (o->warp >= 0) {
			so.capture = 1;
			so.capture_warp = (unsigned)o->warp;
			memcpy(so.capture_block, o->block_index, sizeof(so.capture_block));
		}
		/* the costliest access at the position, unless a column names one */
		for (i = 0; i < k->naccesses; i++) {
			const struct ir_access *a = k->accesses[i];
			if (a->loc.line != line || strcmp(a->loc.file, file) || (col && a->loc.col != col))
				continue;
			so.capture_access = a->id;
			if (sim_kernel(&st, k, &L, hw, &so) < 0) {
				fprintf(stderr, "warpcheck: cannot simulate '%s': %s\n", k->name, st.error);
				sim_stats_release(&st);
				goto out;
			}
			{
				const struct access_stats *as = &st.access[a->id];
				double r = a->space == SPACE_SHARED
					? (as->ideal_wavefronts ? (double)as->wavefronts / (double)as->ideal_wavefronts : 0)
					: (as->ideal_sectors ? (double)as->sectors / (double)as->ideal_sectors : 0);
				if (r > best_ratio) {
					best_ratio = r;
					best = a;
				}
			}
			sim_stats_release(&st);
		}
		so.capture_access = best->id;
		if (sim_kernel(&st, k, &L, hw, &so) < 0) {
			sim_stats_release(&st);
			goto out;
		}
		{
			struct fix_job job;
			const struct sim_worst *w = o->warp >= 0 ? &st.captured : &st.access[best->id].worst;
			memset(&job, 0, sizeof(job));
			job.st = &st;
			job.shared_index = best->object_index;
			if (best->space == SPACE_SHARED &&
			    st.access[best->id].wavefronts > st.access[best->id].ideal_wavefronts)
				fix_check(&job, 1, file, &o->fe, hw, &scratch);
			rc = explain_access(stdout, file, &st, best, w, hw, &job.padding, &job.swizzle,
					    &eo, &scratch);
			for (i = 0; i < k->naccesses; i++) {
				const struct ir_access *a = k->accesses[i];
				if (a != best && a->loc.line == line && !strcmp(a->loc.file, file) &&
				    (!col || a->loc.col == col))
					printf("also at %s:%u:%u: %s of '%s' (explain it with :%u:%u)\n", file,
					       a->loc.line, a->loc.col, mem_op_name(a->op), a->object,
					       a->loc.line, a->loc.col);
			}
		}
		sim_stats_release(&st);
		shown = 1;
	}
	if (!shown) {
		fprintf(stderr, "warpcheck: no shared or global access at %s:%u%s\n", file, line,
			col ? " at that column" : "");
		rc = 2;
	}
out:
	launch_release(&L);
	ir_tu_release(tu);
	diag_list_release(&diags);
	arena_release(&scratch);
	free(file);
	return rc;
}

/*
 * `warpcheck sim`: a kernel written from --shared, --global and --access,
 * linted and explained like any file; the way to settle a question in a
 * review thread in one line.
 */
static int cmd_sim(struct options *o)
{
	char path[] = "/tmp/warpcheck-sim-XXXXXX.cu", spec[64];
	const char *args[3];
	FILE *f;
	int fd, i, rc, explain_rc;

	if (!o->nsim_access || (!o->nsim_shared && !o->nsim_global))
		return fail_usage("%s: give --shared 'DECL' or --global 'DECL', and --access 'EXPR'", "sim");
	fd = mkstemps(path, 3);
	if (fd < 0 || !(f = fdopen(fd, "w"))) {
		fprintf(stderr, "warpcheck: cannot write a temporary file\n");
		return 2;
	}
	fprintf(f, "// written by warpcheck sim\n__global__ void sim(");
	for (i = 0; i < o->nsim_global; i++)
		fprintf(f, "%s%s", i ? ", " : "", o->sim_global[i]);
	for (i = 0; i < o->launch.nparams; i++)
		fprintf(f, "%sint %.*s", i || o->nsim_global ? ", " : "",
			(int)strcspn(o->launch.params[i].name, "="), o->launch.params[i].name);
	fprintf(f, ")\n{\n");
	for (i = 0; i < o->nsim_shared; i++)
		fprintf(f, "\t__shared__ %s;\n", o->sim_shared[i]);
	for (i = 0; i < o->nsim_access; i++) {
		/* an assignment is a store; anything else is read into a variable */
		if (strchr(o->sim_access[i], '=') && !strstr(o->sim_access[i], "==") &&
		    !strstr(o->sim_access[i], "<=") && !strstr(o->sim_access[i], ">="))
			fprintf(f, "\t%s;\n", o->sim_access[i]);
		else
			fprintf(f, "\tauto value%d = %s;\n\t(void)value%d;\n", i, o->sim_access[i], i);
	}
	fprintf(f, "}\n");
	fclose(f);
	printf("simulating this kernel:\n");
	{
		char line[512];
		f = fopen(path, "r");
		while (f && fgets(line, sizeof(line), f))
			printf("    %s", line);
		if (f)
			fclose(f);
	}
	printf("\n");
	args[0] = "warpcheck";
	args[1] = "lint";
	args[2] = path;
	optind = 2;
	rc = cmd_lint(o, 3, (char **)args);
	/* the first access, lane by lane (the kernel's body starts on line 4) */
	for (i = 0; i < o->nsim_access && o->format == FORMAT_TEXT; i++) {
		int line = 4 + o->nsim_shared, j;
		for (j = 0; j < i; j++)
			line += strchr(o->sim_access[j], '=') ? 1 : 2;
		snprintf(spec, sizeof(spec), "%s:%d", path, line);
		args[1] = "explain";
		args[2] = spec;
		optind = 2;
		printf("\n");
		fflush(stdout);
		explain_rc = cmd_explain(o, 3, (char **)args);
		if (explain_rc == 2)
			rc = 2;
	}
	unlink(path);
	return rc;
}

static int cmd_validate(struct options *o, int argc, char **argv)
{
	const struct hw *hw = hw_lookup(o->arch);
	struct lint_run run = { .hw = hw };
	struct validate_options vo = { o->nvcc, o->ncu, o->keep, o->arch,
				       o->fe.clang_args, o->fe.nclang_args };
	struct kernel_stats st;
	struct ir_tu *tu;
	struct ir_kernel *k, *found = NULL;
	int rc = 2;

	if (!o->kernel || optind != argc - 1)
		return fail_usage("%s: give one FILE.cu and --kernel NAME", argv[1]);
	diag_list_init(&run.diags);
	if (frontend_load(&tu, argv[optind], &o->fe, &run.diags) == 0) {
		for (k = tu->kernels; k; k = k->next)
			if (kernel_matches(o->kernel, k->name))
				found = k;
		if (!found) {
			fprintf(stderr, "warpcheck: no kernel named '%s'\n", o->kernel);
		} else {
			/* the same launch lint would judge the kernel under */
			struct launch l;
			const struct ir_launch *site;
			const char *why;

			choose_launch(&l, &site, &why, o, found, hw, &tu->arena);
			if (site)
				fprintf(stderr, "warpcheck: %s:%u: '%s' run as launched there: <<<(%u,%u,%u), (%u,%u,%u)>>>%s%s\n",
					site->loc.file, site->loc.line, found->name, l.grid[0],
					l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2],
					why ? "; " : "", why ? why : "");
			if (sim_kernel(&st, found, &l, hw, NULL) == 0)
				rc = validate_kernel(stdout, argv[optind], &st, &l, &vo, &run.diags);
			else
				fprintf(stderr, "warpcheck: cannot simulate '%s': %s\n", found->name,
					st.error);
			sim_stats_release(&st);
			launch_release(&l);
		}
		ir_tu_release(tu);
	}
	if (run.diags.count[SEV_ERROR]) {
		fflush(stdout);
		report_text(stderr, &run);
	}
	diag_list_release(&run.diags);
	return rc;
}

struct command {
	struct options *o;
	int argc;
	char **argv;
	int rc;
};

static void *run_command(void *arg)
{
	struct command *c = arg;
	const char *name = c->argv[1];

	if (!strcmp(name, "lint"))
		c->rc = cmd_lint(c->o, c->argc, c->argv);
	else if (!strcmp(name, "validate"))
		c->rc = cmd_validate(c->o, c->argc, c->argv);
	else if (!strcmp(name, "explain"))
		c->rc = cmd_explain(c->o, c->argc, c->argv);
	else if (!strcmp(name, "sim"))
		c->rc = cmd_sim(c->o);
	else
		c->rc = cmd_dump_ir(c->o, c->argc, c->argv);
	return NULL;
}

/*
 * Source nests as deep as its author likes, and the front end and the
 * simulator recurse over it: the command (and each -j worker) runs on a
 * thread whose stack (reserved, not committed) is far larger than the main
 * thread's.
 */
static int run_on_big_stack(struct command *c)
{
	pthread_attr_t attr;
	pthread_t t;

	if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, BIG_STACK) == 0 &&
	    pthread_create(&t, &attr, run_command, c) == 0) {
		pthread_join(t, NULL);
		pthread_attr_destroy(&attr);
		return c->rc;
	}
	run_command(c);     /* no thread: the main stack will do for most input */
	return c->rc;
}

int main(int argc, char **argv)
{
	struct options o;
	struct config config;
	char **all = NULL;
	int rc;

	memset(&o, 0, sizeof(o));
	memset(&config, 0, sizeof(config));
	o.warp = -1;
	policy_init(&o.policy);
	launch_init(&o.launch);
	if (argc < 2) {
		usage(stderr, NULL);
		return 2;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") ||
	    !strcmp(argv[1], "help")) {
		usage(stdout, argc > 2 ? argv[2] : NULL);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("warpcheck %s\n", WARPCHECK_VERSION);
		return 0;
	}
	if (strcmp(argv[1], "lint") && strcmp(argv[1], "dump-ir") &&
	    strcmp(argv[1], "validate") && strcmp(argv[1], "explain") &&
	    strcmp(argv[1], "sim"))
		return fail_usage("unknown command '%s'", argv[1]);
	{
		/* the configuration's options first, so that the command line wins */
		int i, n = 2, no_config = 0;
		for (i = 2; i < argc; i++)
			no_config |= !strcmp(argv[i], "--no-config");
		if (!no_config && config_load(&config, ".") < 0)
			return 2;
		all = calloc((size_t)argc + 2 * (size_t)config.n + 1, sizeof(*all));
		if (!all)
			return 2;
		all[0] = argv[0];
		all[1] = argv[1];
		for (i = 0; i < config.n; i++) {
			const char *key = config.entries[i].key;
			if (!strcmp(key, "include"))
				key = "I";
			else if (!strcmp(key, "define"))
				key = "D";
			all[n++] = arena_printf(&config.arena, "%s%s", strlen(key) == 1 ? "-" : "--", key);
			all[n++] = (char *)config.entries[i].value;
		}
		for (i = 2; i < argc; i++)
			all[n++] = argv[i];
		/* after "--": flags for the parser, as clang-tidy takes them */
		for (i = 2; i < n; i++) {
			if (!strcmp(all[i], "--")) {
				o.extra = all + i + 1;
				o.nextra = n - i - 1;
				n = i;
				break;
			}
		}
		argc = n;
		argv = all;
	}
	rc = parse_options(&o, argc, argv);
	if (rc >= 0) {
		config_release(&config);
		free(all);
		return rc;
	}
	{
		struct command c = { &o, argc, argv, 2 };
		rc = run_on_big_stack(&c);
	}
	launch_release(&o.launch);
	config_release(&config);
	free(all);
	return rc;
}
