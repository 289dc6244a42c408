/*
 * ptxas.h - registers and spills per kernel, as nvcc's assembler reports
 * them (`nvcc -Xptxas -v`).
 */
#ifndef WARPCHECK_PTXAS_H
#define WARPCHECK_PTXAS_H

#include "../simulator/arena.h"
#include "../simulator/ir.h"
#include "diag.h"

struct ptxas_function {
	const char *mangled;
	int registers;
	int stack_frame, spill_stores, spill_loads;   /* bytes per thread */
};

struct ptxas_report {
	struct ptxas_function *functions;
	int nfunctions, cap;
	const char *command;     /* what was run, for the report */
	int maxrregcount;        /* 0: none given */
};

struct ptxas_options {
	const char *nvcc;        /* NULL: look on PATH and in /usr/local/cuda/bin */
	const char *arch;
	const char **clang_args; /* -I, -D, -U are passed on */
	int nclang_args;
	int maxrregcount;
};

/*
 * Compiles `path` for opts->arch and reads what ptxas printed.  Returns 0,
 * or -1 with a diagnostic saying why it could not run.  `out` lives in `a`.
 */
int ptxas_run(struct ptxas_report *out, const char *path,
	      const struct ptxas_options *opts, struct arena *a,
	      struct diag_list *diags);
/* Parses ptxas -v output (exposed for tests). */
void ptxas_parse(struct ptxas_report *out, const char *text, struct arena *a);
/*
 * The nvcc to run: `given` if executable, else the first on PATH, in
 * $CUDA_HOME/bin, $CUDA_PATH/bin or /usr/local/cuda/bin (written into buf),
 * else NULL.
 */
const char *ptxas_find_nvcc(const char *given, char *buf, size_t size);
const struct ptxas_function *ptxas_find(const struct ptxas_report *r,
					const char *mangled);

#endif
