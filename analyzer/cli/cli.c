/*
 * cli.c - the options every command shares.  .warpcheck.yaml's keys become
 * options placed before the command line's, so that one getopt_long pass
 * reads both and the command line wins; a key that is no option is an
 * error at its line.
 */
#include "cli.h"
#include "../lint/pipeline.h"
#include "../lint/choose.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../simulator/simulator.h"

const char cli_launch_help[] =
"launch (every command but dump-ir):\n"
"  --kernel NAME         this kernel only; a template instance as 'name<64, float>',\n"
"                        a template's bare name for every instance\n"
"  --grid X[,Y[,Z]]      grid of the launch (default: a constant <<<...>>>\n"
"                        launch in the same file, else 1)\n"
"  --block X[,Y[,Z]]     block of the launch (default: as that launch, else 256)\n"
"  --param NAME=VALUE    value of a scalar kernel parameter, and of an integer\n"
"                        parameter NAME of a launcher nothing calls, or whose\n"
"                        callers pass what host code cannot know; NAME=nullptr\n"
"                        for a pointer parameter the kernel tests (repeatable)\n"
"  --assume-size N       the value of an integer parameter that neither --param\n"
"                        nor the launch gives (a size from argv, a file or a\n"
"                        tensor): 1024 by default, named in every finding that\n"
"                        rests on it (a bool: true); 0 leaves it unknown\n"
"  --dynamic-shared N    bytes of dynamic shared memory (extern __shared__)\n"
"  --shape F.T=DIMS[:TYPE]  the shape of tensor parameter T of PyTorch launcher F,\n"
"                        as 4096x1024 or [4096, 1024], and its element type\n"
"                        (float by default; half, bfloat16, double, int, ...);\n"
"                        repeatable; also 'shapes:' in .warpcheck.yaml and a\n"
"                        comment 'warpcheck: shape T=[4096, 1024]' at F\n"
"  --arch ARCH           sm_90 (default), sm_80 or sm_70\n"
"  --max-statements N    stop simulating a kernel after N statements, all warps\n"
"                        together (default 268435456, and 262144 where a size\n"
"                        is assumed); its counts are then incomplete, and a\n"
"                        warning (a note under an assumed size) says so\n"
"  -I DIR, -D NAME[=V], -U NAME   passed to the parser (and to nvcc)\n"
"  --cuda-path DIR       parse against this CUDA's headers where clang 19 can\n"
"                        (CUDA 12.5 and older); otherwise, and by default,\n"
"                        warpcheck's own CUDA headers\n"
"  -p BUILD_DIR          take each file's -I, -D, -U, -include and -std from\n"
"                        BUILD_DIR/compile_commands.json, and follow host code\n"
"                        across its files (a main() in one, launchers in\n"
"                        others); lint -p BUILD_DIR with no file lints every\n"
"                        .cu file of it; flags after -- are passed to the\n"
"                        parser as they are\n"
"  --no-config           ignore .warpcheck.yaml (read from here up to the git\n"
"                        root; its keys are these options' long names)\n";


void cli_pipeline_options(struct pipeline_options *po, const struct options *o)
{
	memset(po, 0, sizeof(*po));
	po->fe = &o->fe;
	po->arch = o->arch;
	po->nvcc = o->nvcc;
	po->ptxas = o->ptxas;
	po->maxrregcount = o->maxrregcount;
	po->sass = o->sass;
	po->sass_dump = o->sass_dump;
}

int cli_fail_usage(const char *fmt, const char *arg)
{
	fprintf(stderr, "warpcheck: ");
	fprintf(stderr, fmt, arg);
	fprintf(stderr, "\ntry 'warpcheck --help'\n");
	return 2;
}

enum { OPT_KERNEL = 256, OPT_GRID, OPT_BLOCK, OPT_PARAM, OPT_DSHARED, OPT_ARCH,
       OPT_FORMAT, OPT_COLOR, OPT_VERSION, OPT_PTXAS, OPT_NVCC, OPT_MAXRREG, OPT_MAX_STATEMENTS, OPT_ASSUME_SIZE, OPT_CUDA_PATH,
       OPT_NCU, OPT_KEEP, OPT_WARP, OPT_BLOCK_INDEX, OPT_SVG, OPT_FAIL_ON, OPT_SINCE,
       OPT_BASELINE, OPT_DISABLE, OPT_NO_CONFIG, OPT_SHARED, OPT_GLOBAL, OPT_ACCESS,
       OPT_TIME, OPT_SASS, OPT_NO_SASS, OPT_SASS_DUMP, OPT_PART, OPT_IN, OPT_SHAPE };

static const struct option long_options[] = {
	{ "kernel", required_argument, NULL, OPT_KERNEL },
	{ "grid", required_argument, NULL, OPT_GRID },
	{ "block", required_argument, NULL, OPT_BLOCK },
	{ "param", required_argument, NULL, OPT_PARAM },
	{ "shape", required_argument, NULL, OPT_SHAPE },
	{ "dynamic-shared", required_argument, NULL, OPT_DSHARED },
	{ "arch", required_argument, NULL, OPT_ARCH },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "color", required_argument, NULL, OPT_COLOR },
	{ "ptxas", no_argument, NULL, OPT_PTXAS },
	{ "time", no_argument, NULL, OPT_TIME },
	{ "nvcc", required_argument, NULL, OPT_NVCC },
	{ "sass", no_argument, NULL, OPT_SASS },
	{ "no-sass", no_argument, NULL, OPT_NO_SASS },
	{ "sass-dump", required_argument, NULL, OPT_SASS_DUMP },
	{ "maxrregcount", required_argument, NULL, OPT_MAXRREG },
	{ "max-statements", required_argument, NULL, OPT_MAX_STATEMENTS },
	{ "assume-size", required_argument, NULL, OPT_ASSUME_SIZE },
	{ "cuda-path", required_argument, NULL, OPT_CUDA_PATH },
	{ "jobs", required_argument, NULL, 'j' },
	{ "ncu", required_argument, NULL, OPT_NCU },
	{ "keep", required_argument, NULL, OPT_KEEP },
	{ "warp", required_argument, NULL, OPT_WARP },
	{ "block-index", required_argument, NULL, OPT_BLOCK_INDEX },
	{ "svg", required_argument, NULL, OPT_SVG },
	{ "part", required_argument, NULL, OPT_PART },
	{ "in", required_argument, NULL, OPT_IN },
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

/*
 * The keys of .warpcheck.yaml: the long options that make sense as
 * defaults, the short ones that take a value, and include/define for -I/-D.
 */
static void config_keys(const char **known)
{
	static const char *const more[] = { "include", "define", "I", "D", "U", "p", "j" };
	const struct option *opt;
	size_t i;

	for (opt = long_options; opt->name; opt++)
		if (strcmp(opt->name, "help") && strcmp(opt->name, "version") &&
		    strcmp(opt->name, "no-config"))
			*known++ = opt->name;
	for (i = 0; i < sizeof(more) / sizeof(more[0]); i++)
		*known++ = more[i];
	*known = NULL;
}

/* Does the long option `name` take no value (a flag)? */
static int option_is_flag(const char *name)
{
	const struct option *opt;

	for (opt = long_options; opt->name; opt++)
		if (!strcmp(opt->name, name))
			return opt->has_arg == no_argument;
	return 0;
}

int cli_config_args(char ***out_argv, int *out_argc, struct options *o, struct config *config,
		    int argc, char **argv)
{
	/* the configuration's options first, so that the command line wins */
	const char *known[sizeof(long_options) / sizeof(long_options[0]) + 8];
	char **all;
	int i, n = 2, no_config = 0;

	for (i = 2; i < argc; i++)
		no_config |= !strcmp(argv[i], "--no-config");
	config_keys(known);
	if (!no_config && (config_load(config, ".") < 0 || config_check_keys(config, known) < 0))
		return 2;
	all = xcalloc((size_t)argc + 2 * (size_t)config->n + 1, sizeof(*all));
	all[0] = argv[0];
	all[1] = argv[1];
	for (i = 0; i < config->n; i++) {
		const char *key = config->entries[i].key, *value = config->entries[i].value;
		if (!strcmp(key, "include"))
			key = "I";
		else if (!strcmp(key, "define"))
			key = "D";
		if (option_is_flag(key)) {
			if (strcmp(value, "true") && strcmp(value, "false")) {
				config_error(config, i, "'%s' wants true or false", key);
				free(all);
				return 2;
			}
			if (!strcmp(value, "true"))
				all[n++] = arena_printf(&config->arena, "--%s", key);
			continue;
		}
		all[n++] = arena_printf(&config->arena, "%s%s", strlen(key) == 1 ? "-" : "--", key);
		all[n++] = (char *)value;
	}
	o->first_given = n;
	for (i = 2; i < argc; i++)
		all[n++] = argv[i];
	/* after "--": flags for the parser, as clang-tidy takes them */
	for (i = 2; i < n; i++) {
		if (!strcmp(all[i], "--")) {
			o->extra = all + i + 1;
			o->nextra = n - i - 1;
			n = i;
			break;
		}
	}
	*out_argc = n;
	*out_argv = all;
	return -1;
}

void cli_options_init(struct options *o)
{
	memset(o, 0, sizeof(*o));
	o->warp = -1;
	o->sass = -1;
	policy_init(&o->policy);
	launch_init(&o->launch);
}

void cli_options_release(struct options *o)
{
	launch_release(&o->launch);
	free(o->given_params);
	o->given_params = NULL;
}

int cli_color(const struct options *o)
{
	return o->color < 0 ? isatty(STDOUT_FILENO) && getenv("NO_COLOR") == NULL : o->color;
}

int cli_parse(struct options *o, int argc, char **argv)
{
	static const char **clang_args, **shapes;
	int c;

	/* the flags after "--" are not in argc */
	clang_args = xcalloc((size_t)argc + (size_t)o->nextra + 1, sizeof(*clang_args));
	o->given_params = xcalloc((size_t)argc + 1, sizeof(*o->given_params));
	shapes = xcalloc((size_t)argc + 1, sizeof(*shapes));
	o->fe.shapes = shapes;
	o->fe.params = &o->launch;
	o->fe.clang_args = clang_args;
	o->argv = argv;
	o->argc = argc;
	o->arch = "sm_90";
	o->color = -1;
	for (c = 0; c < o->nextra; c++)
		clang_args[o->fe.nclang_args++] = o->extra[c];
	optind = 2;   /* argv[1] is the subcommand */
	while ((c = getopt_long(argc, argv, "hI:D:U:p:j:", long_options, NULL)) != -1) {
		char *end;
		switch (c) {
		case OPT_KERNEL:
			/* one kernel (or a template's instances) a run: a
			 * second would be dropped without a word */
			if (o->kernel && strcmp(o->kernel, optarg))
				return cli_fail_usage("--kernel given twice (the second '%s'): give one, or none for every kernel",
						      optarg);
			o->kernel = optarg;
			break;
		case OPT_GRID:
			if (launch_parse_dim(o->launch.grid, optarg) < 0)
				return cli_fail_usage("bad --grid '%s': want X[,Y[,Z]], positive", optarg);
			o->launch.grid_given = 1;
			break;
		case OPT_BLOCK:
			if (launch_parse_dim(o->launch.block, optarg) < 0)
				return cli_fail_usage("bad --block '%s': want X[,Y[,Z]], positive", optarg);
			o->launch.block_given = 1;
			break;
		case OPT_PARAM:
			if (launch_parse_param(&o->launch, optarg) < 0)
				return cli_fail_usage("bad --param '%s': want NAME=INTEGER", optarg);
			/* the configuration's are for any kernel of the project */
			if (optind - 1 >= o->first_given)
				o->given_params[o->ngiven_params++] = optarg;
			break;
		case OPT_SHAPE: {
			struct frontend_shape shape;
			if (frontend_shape_parse(&shape, optarg, 1) < 0)
				return cli_fail_usage("bad --shape '%s': want FUNCTION.TENSOR=DIMS[:TYPE], as relu.x=4096x1024 or relu.x=[4096, 1024]:half", optarg);
			shapes[o->fe.nshapes++] = optarg;
			break;
		}
		case OPT_DSHARED:
			o->launch.dynamic_shared = strtoll(optarg, &end, 0);
			if (*end || end == optarg || o->launch.dynamic_shared < 0)
				return cli_fail_usage("bad --dynamic-shared '%s': want bytes", optarg);
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
			else if (!strcmp(optarg, "html"))
				o->format = FORMAT_HTML;
			else
				return cli_fail_usage("bad --format '%s': want text, json, sarif or html", optarg);
			break;
		case OPT_COLOR:
			if (!strcmp(optarg, "always"))
				o->color = 1;
			else if (!strcmp(optarg, "never"))
				o->color = 0;
			else if (!strcmp(optarg, "auto"))
				o->color = -1;
			else
				return cli_fail_usage("bad --color '%s': want auto, always or never", optarg);
			break;
		case 'p':
			o->fe.compdb_dir = optarg;
			break;
		case OPT_PTXAS:
			o->ptxas = 1;
			break;
		case OPT_TIME:
			o->time = 1;
			break;
		case OPT_NVCC:
			o->nvcc = optarg;
			o->ptxas = 1;
			break;
		case OPT_SASS:
			o->sass = 1;
			break;
		case OPT_NO_SASS:
			o->sass = 0;
			break;
		case OPT_SASS_DUMP:
			o->sass_dump = optarg;
			o->sass = 1;
			break;
		case OPT_WARP:
			o->warp = (int)strtol(optarg, &end, 10);
			if (*end || end == optarg || o->warp < 0 || o->warp > 31)
				return cli_fail_usage("bad --warp '%s': want 0 to 31, a warp of the block", optarg);
			break;
		case OPT_BLOCK_INDEX:
			if (launch_parse_index(o->block_index, optarg) < 0)
				return cli_fail_usage("bad --block-index '%s': want X[,Y[,Z]], from 0", optarg);
			break;
		case OPT_FAIL_ON:
			if (policy_parse_fail_on(&o->policy, optarg) < 0)
				return cli_fail_usage("bad --fail-on '%s': want error, warning, note, never, nway=N or sectors=R", optarg);
			break;
		case OPT_SINCE:
			o->policy.since = optarg;
			break;
		case OPT_BASELINE:
			o->policy.baseline = optarg;
			break;
		case OPT_DISABLE:
			if (o->policy.ndisabled == (int)(sizeof(o->policy.disabled) / sizeof(o->policy.disabled[0])))
				return cli_fail_usage("too many --disable '%s'", optarg);
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
				return cli_fail_usage("too many '%s'", optarg);
			list[(*n)++] = optarg;
			break;
		}
		case OPT_SVG:
			o->svg = optarg;
			break;
		case OPT_PART:
			o->part = optarg;
			break;
		case OPT_IN:
			o->in = optarg;
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
				return cli_fail_usage("bad --jobs '%s': want 1 to 256", optarg);
			break;
		case OPT_CUDA_PATH:
			o->fe.cuda_path = optarg;
			break;
		case OPT_ASSUME_SIZE: {
			long long v;
			errno = 0;
			v = strtoll(optarg, &end, 10);
			if (*end || end == optarg || errno || v < 0 || v > 0x7fffffff)
				return cli_fail_usage("bad --assume-size '%s': want 0 (none) or a size up to 2^31 - 1", optarg);
			o->launch.assume_size = v;
			break;
		}
		case OPT_MAX_STATEMENTS: {
			unsigned long long v;
			errno = 0;
			v = strtoull(optarg, &end, 10);
			if (*end || end == optarg || errno || v < 1 || optarg[0] == '-')
				return cli_fail_usage("bad --max-statements '%s': want a positive count", optarg);
			o->launch.max_statements = v;
			break;
		}
		case OPT_MAXRREG:
			o->maxrregcount = (int)strtol(optarg, &end, 10);
			if (*end || end == optarg || o->maxrregcount < 1 || o->maxrregcount > 255)
				return cli_fail_usage("bad --maxrregcount '%s': want 1 to 255", optarg);
			break;
		case 'I': case 'D': case 'U': {
			char *arg = xmalloc(strlen(optarg) + 3);
			sprintf(arg, "-%c%s", c, optarg);
			clang_args[o->fe.nclang_args++] = arg;
			break;
		}
		case 'h':
			return CLI_HELP;
		case OPT_VERSION:
			printf("warpcheck %s\n", WARPCHECK_VERSION);
			return 0;
		default:
			fprintf(stderr, "try 'warpcheck --help'\n");
			return 2;
		}
	}
	o->fe.arch = o->arch;
	/* sim needs none; lint -p DIR takes the database's */
	if (optind >= argc && strcmp(argv[1], "sim") &&
	    !(!strcmp(argv[1], "lint") && o->fe.compdb_dir))
		return cli_fail_usage("%s: no input files", argv[1]);
	return -1;
}

/*
 * --kernel NAME: the kernel so named, spaces aside; a template's name
 * without its arguments picks every instance (`sgemm_tuned` matches
 * `sgemm_tuned<128, 128, 16, 8, 8>`).
 */
/*
 * Warns about each --param of the command line that no kernel analyzed (of
 * the translation units given) has: a misspelt name would otherwise leave
 * the parameter it meant unknown, silently.
 */
void cli_warn_unused_params(const struct options *o, struct ir_tu *const *tus, int ntus)
{
	int i, j, t;

	for (i = 0; i < o->ngiven_params; i++) {
		const char *text = o->given_params[i];
		size_t len = strcspn(text, "=");
		int found = 0;
		for (t = 0; t < ntus && !found; t++) {
			const struct ir_kernel *k;
			/* a launcher's parameter that nothing calls it with */
			for (j = 0; tus[t] && j < tus[t]->ngiven_host && !found; j++)
				found = strlen(tus[t]->given_host[j]) == len &&
					!strncmp(tus[t]->given_host[j], text, len);
			for (k = tus[t] ? tus[t]->kernels : NULL; k && !found; k = k->next) {
				if (!choose_kernel_matches(o->kernel, k->name))
					continue;
				for (j = 0; j < k->nparams && !found; j++)
					found = strlen(k->params[j].name) == len &&
						!strncmp(k->params[j].name, text, len);
			}
		}
		if (!found)
			fprintf(stderr, "warpcheck: warning: --param %s: no kernel analyzed, nor launcher that nothing calls, has a parameter '%.*s'\n",
				text, (int)len, text);
	}
}
