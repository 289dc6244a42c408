/*
 * ptxas.h - registers and spills per kernel, as nvcc's assembler reports
 * them (`nvcc -Xptxas -v`).
 */
#ifndef WARPCHECK_PTXAS_H
#define WARPCHECK_PTXAS_H

#include "../../simulator/simulator.h"
#include "../report/diag.h"

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
	const char **clang_args; /* the parser's flags: as ptxas_nvcc_flags keeps them */
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
/*
 * The parser's flags (the command line's, after "--", a compilation
 * database's) as nvcc takes them, written to out (room for 2 * n): -I,
 * -isystem, -D, -U, -include and -std= kept (-iquote and -idirafter as
 * -I), the rest dropped (ptxas.c says why).  Returns how many; what it
 * makes lives in `a`.  Both --ptxas and --sass compile with them.
 */
int ptxas_nvcc_flags(const char **out, const char *const *flags, int n, struct arena *a);
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
