/*
 * frontend.h - CUDA source to access IR, through libclang.
 */
#ifndef WARPCHECK_FRONTEND_H
#define WARPCHECK_FRONTEND_H

#include "../../simulator/simulator.h"
#include "../report/diag.h"

struct frontend_options {
	const char **clang_args;     /* -I, -D and the like, passed through */
	int nclang_args;
	const char *arch;            /* "sm_90" */
	long long dynamic_shared;    /* bytes for extern __shared__ arrays */
	const char *contents;        /* parse this text as the file (a fix being tried) */
	const char *header_path;     /* and this text as this file it includes (a */
	const char *header_contents; /* header's kernel's fix); NULL: as on disk */
	const char *compdb_dir;      /* -p: a folder with compile_commands.json */
	const char *cuda_path;       /* parse against this CUDA's headers, where
	                                clang 19 can (CUDA 12.5 and older) */
	/* --param NAME=V: also the value of an integer parameter NAME of a
	 * host function that nothing read calls (a launcher an extension's
	 * binding or another program calls); NULL: none */
	const struct launch *params;
	const char *const *shapes;   /* --shape FUNCTION.PARAM=DIMS[:DTYPE], each */
	int nshapes;
	/* build only the kernels of these names (a fix being tried needs the
	 * kernels of its arrays, not the hundreds a file instantiates); NULL:
	 * every kernel */
	const char *const *only_kernels;
	int nonly_kernels;
	/* lint's rule for a template's instances that no launch gives a size
	 * (analyzer/lint/lint_file.c): past the first instance_cap of them,
	 * one note, no simulation.  The front end then does not translate
	 * those instances' bodies (a file may instantiate a kernel a
	 * thousand times); 0: it translates every one */
	int instance_cap;
	/* a file tried as a header's includer, whose reading is of no use
	 * with errors (lint_file.c): where clang reports any, the kernels
	 * are not translated (the files it read are still listed) */
	int stop_at_errors;
	/* past this many seconds of reading, in CPU time (0: no limit), no further
	 * parse is made to declare what headers not found would
	 * have (a library's whole header tree, parsed again and again) */
	double parse_budget;
};

/*
 * A PyTorch tensor's shape, given for a launcher's parameter: `--shape
 * relu.x=4096x1024`, `relu.x=[4096, 1024]:half`, a `shapes:` entry of
 * .warpcheck.yaml, or a comment `warpcheck: shape x=[4096, 1024]` at the
 * launcher (function empty then).
 */
#define SHAPE_MAX_RANK 8
struct frontend_shape {
	char function[128];
	char param[128];
	int rank;
	long long dims[SHAPE_MAX_RANK];
	int dtype;                   /* libtorch's ScalarType; -1 not given */
};
/* 0, or -1 when text is not FUNCTION.PARAM=DIMS[:DTYPE] (with_function)
 * or PARAM=DIMS[:DTYPE] (without). */
int frontend_shape_parse(struct frontend_shape *out, const char *text, int with_function);

/*
 * Parses `path` and builds the IR of every __global__ function defined in
 * it.  Problems with the input become diagnostics.  Returns 0 with *out
 * set (free it with ir_tu_release), or -1 when the file could not be
 * parsed at all.
 */
int frontend_load(struct ir_tu **out, const char *path,
		  const struct frontend_options *opts, struct diag_list *diags);
void ir_tu_release(struct ir_tu *tu);
/*
 * The files of the compilation database in dir (-p), each once, absolute
 * (in A), into *out; their count, or -1 when it cannot be read.
 */
int frontend_compdb_files(struct arena *A, const char *dir, const char ***out);

/*
 * The bundled CUDA headers (generated from prelude/): cuda_runtime.h,
 * which every file is parsed with, and the headers kernels include
 * beside it (cooperative_groups.h, cuda_fp16.h, ...).  Ends with a
 * null name.
 */
struct prelude_file {
	const char *name;            /* relative: "cooperative_groups/reduce.h" */
	const char *text;
};
extern const struct prelude_file warpcheck_prelude[];

#endif
