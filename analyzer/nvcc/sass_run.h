/*
 * sass_run.h - a file's SASS: compiled and disassembled (and cached), or
 * read from a saved dump.
 */
#ifndef WARPCHECK_SASS_RUN_H
#define WARPCHECK_SASS_RUN_H

#include "sass.h"

struct sass_options {
	const char *nvcc;         /* NULL: PATH, $CUDA_HOME/bin, $CUDA_PATH/bin, /usr/local/cuda/bin */
	const char *arch;         /* sm_90 when NULL */
	const char **clang_args;  /* the parser's flags, as ptxas_nvcc_flags keeps them */
	int nclang_args;
	const struct ir_input *inputs; /* the files the parse included: in the key */
	int ninputs;
	const char *dump;         /* read this nvdisasm/cuobjdump text instead */
	int asked;                /* --sass given: say when it cannot be read */
};

/*
 * Fills `out` (in `a`) with the SASS of `path`: from o->dump, from the
 * cache, or by running nvcc and the disassembler beside it (nvdisasm,
 * else cuobjdump); nothing is compiled when there is no disassembler.
 * Returns 0, or -1 with *why saying why not (no toolkit, a failed
 * compile); never prints.
 */
int sass_load(struct sass_file *out, const char *path, const struct sass_options *o,
	      struct arena *a, const char **why);

/*
 * The cache key of `path` (its text `source`, `len` bytes) compiled with
 * `nvcc` and disassembled with `disasm` under o: 16 hex digits into key.
 * Exposed for the tests.
 */
void sass_cache_key(char key[17], const char *path, const char *source, size_t len,
		    const char *nvcc, const char *disasm, const struct sass_options *o,
		    struct arena *a);

/*
 * sass_load for a lint: the file's SASS (in `a`), or NULL with *why.  When
 * o->asked, a note on the file says why nothing, or no lines, were read;
 * unasked, a missing toolkit is no news (the JSON says why).
 */
struct sass_file *sass_load_file(const char *path, const struct sass_options *o,
				 struct arena *a, struct diag_list *diags, const char **why);

#endif
