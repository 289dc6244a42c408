/*
 * validate.h - measuring one kernel on this machine's GPU and setting the
 * counts beside warpcheck's prediction.
 */
#ifndef WARPCHECK_VALIDATE_H
#define WARPCHECK_VALIDATE_H

#include <stdio.h>

#include "../../simulator/simulator.h"
#include "../report/diag.h"

struct validate_options {
	const char *nvcc, *ncu;    /* NULL: look on PATH and in /usr/local/cuda/bin */
	const char *keep_dir;      /* keep the launcher here; NULL: a temporary folder */
	const char *arch;
	const char **clang_args;   /* -I, -D, -U for nvcc too */
	int nclang_args;
	const char *nvidia_smi;    /* lists the GPUs; NULL: look on PATH and in /usr/bin */
};

/*
 * Is there a GPU to measure on?  nvidia-smi -L lists them; without it, or
 * with none listed, 0 and an error naming the missing GPU (nothing else,
 * nvcc or ncu, is worth looking for then).
 */
int validate_has_gpu(const struct validate_options *o, const char *path, struct diag_list *diags);
/*
 * 0 agrees, 1 disagrees, 2 could not measure (with a diagnostic).  The
 * launcher is built in a temporary folder under $TMPDIR (or /tmp), removed
 * on every path, unless o->keep_dir names one.
 */
int validate_kernel(FILE *out, const char *path, const struct kernel_stats *st,
		    const struct launch *l, const struct validate_options *o,
		    struct diag_list *diags);

#endif
