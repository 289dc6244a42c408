/*
 * main.c - the warpcheck command line: a table of commands, each in a file
 * of its own (cmd_*.c), and the dispatch to one of them.
 *
 * The options are read from .warpcheck.yaml and then the command line
 * (cli.c), and the command runs on a thread with a large stack.  Exit
 * status: 0 nothing at or above the --fail-on level, 1 findings at it,
 * 2 usage or input errors.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const struct command {
	const char *name;
	int (*run)(struct options *o, int argc, char **argv);
	const char *help;
	int in_full_help;          /* shown by a plain --help too */
} commands[] = {
	{ "lint", cmd_lint, cmd_lint_help, 1 },
	{ "explain", cmd_explain, cmd_explain_help, 1 },
	{ "sim", cmd_sim, cmd_sim_help, 1 },
	{ "validate", cmd_validate, cmd_validate_help, 1 },
	{ "dump-ir", cmd_dump_ir, cmd_dump_ir_help, 0 },
};
enum { NCOMMANDS = sizeof(commands) / sizeof(commands[0]) };

static const struct command *find_command(const char *name)
{
	int i;

	for (i = 0; i < NCOMMANDS; i++)
		if (!strcmp(commands[i].name, name))
			return &commands[i];
	return NULL;
}

static void usage(FILE *out, const char *command)
{
	int i;

	fputs("usage: warpcheck lint [options] FILE.cu...\n"
	      "       warpcheck explain [options] FILE.cu:LINE[:COLUMN]\n"
	      "       warpcheck sim --shared DECL | --global DECL --access EXPR [options]\n"
	      "       warpcheck validate --kernel NAME [options] FILE.cu\n"
	      "       warpcheck dump-ir [options] FILE.cu...\n"
	      "\n"
	      "Predicts what each shared- and global-memory access of a CUDA kernel costs:\n"
	      "bank conflicts (wavefronts per request) and sectors per request, for every\n"
	      "warp of the launch.\n\n", out);
	for (i = 0; i < NCOMMANDS; i++)
		if (command ? !strcmp(command, commands[i].name) : commands[i].in_full_help)
			fprintf(out, "%s\n", commands[i].help);
	fprintf(out, "%s\n", cli_launch_help);
	fputs("  -h, --help            this help (after a command: that command's)\n"
	      "  --version             print the version\n\n"
	      "exit status: 0 nothing at the --fail-on level, 1 findings at it, 2 usage or\n"
	      "input errors (the rest of the input is still analyzed and reported)\n", out);
}

struct job {
	const struct command *command;
	struct options *o;
	int argc;
	char **argv;
	int rc;
};

static void *run_job(void *arg)
{
	struct job *j = arg;

	j->rc = j->command->run(j->o, j->argc, j->argv);
	return NULL;
}

/* The command on a thread of BIG_STACK (cli.h says why). */
static int run_on_big_stack(struct job *j)
{
	pthread_attr_t attr;
	pthread_t t;

	if (pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, BIG_STACK) == 0 &&
	    pthread_create(&t, &attr, run_job, j) == 0) {
		pthread_join(t, NULL);
		pthread_attr_destroy(&attr);
		return j->rc;
	}
	run_job(j);     /* no thread: the main stack will do for most input */
	return j->rc;
}

#ifdef __SANITIZE_ADDRESS__
/*
 * LeakSanitizer's suppressions, on the sanitized build: libclang 19's
 * parser leaks a SmallVector<unsigned> buffer of its own on some C++20
 * input (gsplat's projection kernels read as C++20: 864 bytes a parse,
 * allocated under clang_parseTranslationUnit2 on libclang's thread).
 * warpcheck never grows an LLVM SmallVector, so no leak of its own can
 * match.
 */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
	return "leak:llvm::SmallVectorBase<unsigned int>::grow_pod\n";
}

/* the list of suppressions used is not printed: stderr is the report's */
const char *__lsan_default_options(void);
const char *__lsan_default_options(void)
{
	return "print_suppressions=0";
}
#endif

int main(int argc, char **argv)
{
	struct options o;
	struct config config;
	struct job job;
	char **all = NULL;
	int rc;

	cli_options_init(&o);
	memset(&config, 0, sizeof(config));
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
	job.command = find_command(argv[1]);
	if (!job.command)
		return cli_fail_usage("unknown command '%s'", argv[1]);
	rc = cli_config_args(&all, &argc, &o, &config, argc, argv);
	if (rc < 0) {
		argv = all;
		rc = cli_parse(&o, argc, argv);
	}
	if (rc == CLI_HELP) {
		usage(stdout, argv[1]);
		rc = 0;
	} else if (rc < 0) {
		job.o = &o;
		job.argc = argc;
		job.argv = argv;
		rc = run_on_big_stack(&job);
	}
	cli_options_release(&o);
	config_release(&config);
	free(all);
	return rc;
}
