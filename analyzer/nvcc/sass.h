/*
 * sass.h - the memory instructions nvcc emitted, read from its SASS, and
 * how they compare with the source model's accesses.
 *
 * nvcc does not emit one instruction per access: it merges a thread's
 * adjacent loads into LDS.64/LDS.128, turns an atomic whose result is
 * unused into RED (or ATOMS.POPC.INC for a shared counter), copies with
 * LDGSTS, and keeps some values in local memory.  sass_parse reads the
 * disassembly (`nvdisasm -g -c`, with source lines, or `cuobjdump -sass`,
 * without) into per-kernel rows; sass_run.c compiles and caches it;
 * sass_apply and sass_notes set each access's emitted width and say where
 * the two models disagree.
 */
#ifndef WARPCHECK_SASS_H
#define WARPCHECK_SASS_H

#include "../../simulator/simulator.h"
#include "../report/diag.h"

/* The memory instructions warpcheck reads; the others are skipped. */
enum sass_op {
	SASS_LDS, SASS_STS, SASS_ATOMS,           /* shared */
	SASS_LDG, SASS_STG, SASS_ATOMG, SASS_RED, /* global (RED: no value back) */
	SASS_LDGSTS,                              /* global -> shared, asynchronous */
	SASS_LDSM, SASS_STSM,                     /* shared, matrix fragments */
	SASS_LD, SASS_ST, SASS_ATOM,              /* generic: shared or global */
	SASS_LDL, SASS_STL,                       /* local (spills, stack arrays) */
	SASS_OP_COUNT
};

/*
 * One row: the static instructions of a kernel on one source line with
 * the same opcode, width, spelling and predication.
 */
struct sass_row {
	enum sass_op op;
	const char *opcode;       /* as written, e.g. "LDS.128", "ATOMS.POPC.INC.32" */
	unsigned width;           /* bytes per lane: 1, 2, 4, 8 or 16 */
	int predicated;           /* under @P / @!P */
	const char *file;         /* NULL: the dump has no line information */
	unsigned line;
	/* 0: the instruction's own line; n > 0: the line of the call it was
	 * inlined at, n levels out (nvdisasm -gi) */
	int depth;
	int count;                /* static instructions */
};

struct sass_function {
	const char *name;         /* the mangled symbol */
	int entry;                /* a __global__ function (-1: not known) */
	struct sass_row *rows;
	int nrows, cap;
	int ninstructions;        /* every instruction, memory or not */
};

struct sass_file {
	struct sass_function *functions;
	int nfunctions, cap;
	int has_lines;            /* line information was seen */
	int has_inlining;         /* and where code was inlined (nvdisasm -gi) */
	const char *format;       /* "nvdisasm" or "cuobjdump" */
	int cached;               /* sass_load found it in the cache */
};

/*
 * Reads nvdisasm or cuobjdump text.  Never fails: what is not understood
 * is skipped; out->nfunctions == 0 when nothing was.  Lives in `a`.
 */
void sass_parse(struct sass_file *out, const char *text, struct arena *a);
const struct sass_function *sass_find(const struct sass_file *f, const char *mangled);
/*
 * The static instructions of fn with this op (each instruction once, at
 * its own line): width 0 any, predicated -1 either, line 0 any line (else
 * that line of `file`).  For the time model and the tests.
 */
int sass_count(const struct sass_function *fn, enum sass_op op, unsigned width, int predicated,
	       const char *file, unsigned line);
/* Does the instruction serve an access of this space and kind? */
int sass_op_serves(enum sass_op op, enum mem_space space, enum mem_op kind);
/* Are paths a (from the source model) and b (from the dump) one file? */
int sass_same_file(const char *a, const char *b);

/* Whether a kernel's SASS was read, and if not why: for the reports. */
struct sass_status {
	int read;
	const char *why;          /* NULL when read with line information */
	/* the kernel's instructions (for the time model), or NULL; they live
	 * as long as the file's IR */
	const struct sass_function *code;
};

/*
 * Finds k in f (NULL: nothing read, for the reason `why`), sets its
 * accesses' sass_bytes (sass_apply) and says whether it was read.
 */
struct sass_status sass_kernel(const struct sass_function **out, struct ir_kernel *k,
			       const struct sass_file *f, const char *why, struct arena *a);
/*
 * Sets each access's sass_bytes from the rows of its line (`fn` may be
 * NULL: nothing was read); a line of several widths only where one way of
 * giving them to its accesses fits (sass_match.c, match_line).  Called before the kernel is simulated, so that
 * a pass that honours sass_bytes sees it.
 */
void sass_apply(struct ir_kernel *k, const struct sass_file *f, const struct sass_function *fn);
/*
 * A note on each access where what nvcc emitted differs from the source
 * model (width, no instruction, local or generic memory, an atomic
 * emitted as RED or ATOMS.POPC.INC), saying which model the counts use.
 */
void sass_notes(const struct ir_kernel *k, const struct sass_file *f,
		const struct sass_function *fn, struct diag_list *diags);
/*
 * The kernel's LDL and STL beside the local loads and stores the source
 * model simulated (st): a note where nvcc has more (ptxas's spills) or
 * none (ptxas kept an array in registers).  SASS counts instructions as
 * written, the model a warp's requests: equal for straight-line code, so
 * only a surplus of SASS is taken to be ptxas's.
 */
struct kernel_stats;
void sass_local_notes(const struct kernel_stats *st, const struct sass_function *fn,
		      struct diag_list *diags);

#endif
