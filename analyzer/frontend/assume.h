/*
 * assume.h - `// warpcheck: assume NAME = EXPR` comments.
 *
 * A value warpcheck cannot know (a byte loaded from memory, a random
 * number, a bin) makes an access's address unknown.  The user states what
 * to assume in a comment on the line before the statement (or at the end
 * of its line):
 *
 *     // warpcheck: assume v.x = threadIdx.x % 8
 *     atomicAdd(&bins[v.x], 1u);
 *
 * NAME is a variable, which holds EXPR where the statement starts (or
 * from its declaration, when the statement declares it), or an expression
 * of the statement as written (`v.x`, `data[i]`), matched by its spelling
 * without spaces and replaced wherever the statement has it.  EXPR is C integer arithmetic over integer literals,
 * threadIdx/blockIdx/blockDim/gridDim and their .x/.y/.z, warpSize, and
 * the names the caller resolves (locals and parameters).  Several
 * assumptions in one comment are separated by ';'.
 *
 * This file only reads text: finding the comments and parsing EXPR into
 * the access IR.  What NAME stands for is the front end's business.
 */
#ifndef WARPCHECK_ASSUME_H
#define WARPCHECK_ASSUME_H

#include <stddef.h>

#include "../../simulator/simulator.h"

/* One assumption, as found in the source. */
struct assume {
	unsigned line;            /* of the comment */
	unsigned col;             /* of NAME */
	unsigned applies_to;      /* the line of the statement it covers */
	const char *name;         /* NAME, spaces removed */
	const char *expr;         /* EXPR as written, trimmed */
	const char *text;         /* "NAME = EXPR", for messages */
	const char *error;        /* non-NULL: the comment could not be read */
	int used;                 /* set by the front end */
};

/*
 * Finds every `warpcheck: assume` comment in src (a whole file).  A
 * comment alone on its line covers the next line; one after code covers
 * its own line.  Returns the count; *out is allocated in A.
 */
int assume_scan(struct arena *A, const char *src, size_t len, struct assume **out);

/*
 * Resolves a name in EXPR; returns its value, or NULL when the name is not
 * known here (then *why may say why).
 */
typedef struct ir_expr *(*assume_lookup_fn)(void *ctx, const char *name, const char **why);

/*
 * Parses EXPR into IR in A.  Returns the value, or NULL with a message in
 * err (lowercase, no final period).
 */
struct ir_expr *assume_parse_expr(struct arena *A, const char *expr, assume_lookup_fn lookup,
				  void *ctx, char *err, size_t errlen);

/* Spaces removed, for matching NAME against an expression as written. */
const char *assume_squeeze(struct arena *A, const char *text, size_t len);

#endif
