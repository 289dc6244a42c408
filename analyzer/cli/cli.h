/*
 * cli.h - what the commands share: the options, read from .warpcheck.yaml
 * and then the command line, and the few helpers every command uses.
 * Each command is a file of its own (cmd_lint.c, cmd_explain.c, ...);
 * main.c only dispatches.
 */
#ifndef WARPCHECK_CLI_H
#define WARPCHECK_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "../../simulator/simulator.h"
#include "config.h"
#include "../frontend/frontend.h"
#include "../lint/policy.h"
#include "../report/report.h"

#define WARPCHECK_VERSION "0.1.0"

struct options {
	const char *kernel;
	const char *arch;
	enum report_format format;
	struct launch launch;
	struct frontend_options fe;
	int color;   /* -1 auto */
	int ptxas;
	int time;                  /* lint --time: predict each kernel's time */
	int sass;                  /* nvcc's SASS beside the source model: -1 when
	                              the toolkit allows (default), 0 off, 1 asked */
	const char *sass_dump;     /* --sass-dump: a saved disassembly to read */
	const char *nvcc, *ncu, *keep;
	const char *svg;
	struct policy policy;
	const char *sim_shared[16], *sim_global[16], *sim_access[16];   /* sim */
	int nsim_shared, nsim_global, nsim_access;
	int warp;                  /* explain: -1 for the worst */
	const char *part;          /* explain: the member of a value copied in
	                              pieces (a float3's "y"), or NULL */
	const char *in;            /* explain: the file to read FILE's kernels
	                              through (one that includes it), or NULL */
	char **extra;              /* flags after "--", for the parser */
	int nextra;
	uint32_t block_index[3];
	int maxrregcount;
	int jobs;                  /* lint: files analyzed at once */
	int first_given;           /* argv[first_given]... are the command line's,
	                              the ones before it .warpcheck.yaml's */
	const char *focus_file;    /* explain --format html: the access to open */
	unsigned focus_line, focus_col;
	char **argv;               /* the arguments cli_parse read, for reports */
	int argc;
	const char **given_params; /* --param NAME=V on the command line */
	int ngiven_params;
};

struct pipeline_options;
/* The pipeline's options (pipeline.h), from the command's. */
void cli_pipeline_options(struct pipeline_options *po, const struct options *o);

/* cli_parse's answer when the options ask for help. */
#define CLI_HELP (-2)

void cli_options_init(struct options *o);
void cli_options_release(struct options *o);
/*
 * The arguments a command runs with, into *out_argv and *out_argc: argv[0]
 * and the command, .warpcheck.yaml's options (unless --no-config), then the
 * command line's, so that it wins; flags after "--" go to o->extra.  -1 to
 * go on (free *out_argv), or an exit status after a message.
 */
int cli_config_args(char ***out_argv, int *out_argc, struct options *o, struct config *config,
		    int argc, char **argv);
/* -1 to go on (optind is the first operand), CLI_HELP, or an exit status. */
int cli_parse(struct options *o, int argc, char **argv);
/* "warpcheck: MESSAGE" and a hint on stderr; returns 2. */
int cli_fail_usage(const char *fmt, const char *arg);
/* Warns about each --param of the command line no kernel analyzed has. */
void cli_warn_unused_params(const struct options *o, struct ir_tu *const *tus, int ntus);
/* Colour on stdout: --color, else a terminal without NO_COLOR. */
int cli_color(const struct options *o);

extern const char cli_launch_help[];

/* The commands: each takes the parsed options and the arguments. */
int cmd_lint(struct options *o, int argc, char **argv);
int cmd_explain(struct options *o, int argc, char **argv);
int cmd_sim(struct options *o, int argc, char **argv);
int cmd_validate(struct options *o, int argc, char **argv);
int cmd_dump_ir(struct options *o, int argc, char **argv);
extern const char cmd_lint_help[], cmd_explain_help[], cmd_sim_help[], cmd_validate_help[],
	cmd_dump_ir_help[];

/* What sim calls instead of building an argv: lint these files, explain one place. */
int cmd_lint_files(struct options *o, char *const *paths, int npaths);
int cmd_explain_at(struct options *o, const char *file, unsigned line, unsigned col);

#endif
