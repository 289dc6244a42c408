/*
 * pipeline.h - the model's stages on one file, the same for every
 * command: the front end (libclang -> IR), ptxas's registers and nvcc's
 * SASS when asked, then for each kernel the widths nvcc emitted applied,
 * and its simulation under a launch with ptxas's spills added.  lint,
 * explain and validate all take their counts from here, so that they
 * count a kernel alike; what each then does with them (rules, pictures,
 * a GPU run) is its own.  The options are the pipeline's, not the
 * command line's.
 */
#ifndef WARPCHECK_PIPELINE_H
#define WARPCHECK_PIPELINE_H

#include "../../simulator/simulator.h"
#include "../report/diag.h"
#include "../frontend/frontend.h"
#include "../nvcc/ptxas.h"
#include "../nvcc/sass.h"

/*
 * Source nests as deep as its author likes, and the front end and the
 * simulator recurse over it: a command (and each -j worker of lint_file.c) runs on a
 * thread with a stack this large (reserved, not committed).
 */
#define BIG_STACK ((size_t)512 << 20)

struct pipeline_options {
	const struct frontend_options *fe;
	const char *arch;
	const char *nvcc;          /* NULL: found as sass_run.c and ptxas.c find it */
	int ptxas;                 /* read registers and spills (nvcc -Xptxas -v) */
	int maxrregcount;
	int sass;                  /* nvcc's SASS: -1 where the toolkit is, 0 off, 1 asked */
	const char *sass_dump;     /* a saved disassembly to read instead */
};

struct pipeline {
	struct ir_tu *tu;          /* owned: pipeline_release frees it */
	struct ptxas_report *registers;   /* NULL: not asked, or not read */
	struct sass_file *sass;    /* NULL: not read, sass_why says why */
	const char *sass_why;
};

/*
 * The front end's kernels made into what nvcc emits, before anything is
 * simulated: the thread's arrays in registers or local memory
 * (simulator/local.c), then the instructions nvcc forms from the accesses
 * (simulator/emit.c).  pipeline_load does it; a caller that runs the
 * front end itself (a fix's edited file, dump-ir) calls it after.
 */
void pipeline_emit(struct ir_tu *tu);

/*
 * Reads `path` through the front end (and pipeline_emit), appending what it finds wrong to
 * diags; 0, or -1 when the file could not be read at all.  Release p
 * with pipeline_release either way.
 */
int pipeline_load(struct pipeline *p, const char *path, const struct pipeline_options *o,
		  struct diag_list *diags);
/* Then what nvcc says of it, as asked: ptxas's registers, the SASS. */
void pipeline_nvcc(struct pipeline *p, const char *path, const struct pipeline_options *o,
		   struct diag_list *diags);

/*
 * Kernel k as nvcc emitted it: its SASS function (*fn, or NULL) and the
 * widths read there applied to its accesses.  Once per kernel, before it
 * is simulated.
 */
struct sass_status pipeline_kernel(struct pipeline *p, struct ir_kernel *k,
				   const struct sass_function **fn);

/* ptxas's report of k, or NULL (not asked, not found). */
const struct ptxas_function *pipeline_registers(const struct pipeline *p,
						const struct ir_kernel *k);

/*
 * Simulates k under l, with regs' spills added (regs may be NULL): as
 * sim_kernel, 0 or -1 with st->error set; sim_stats_release st.
 */
int pipeline_simulate(struct kernel_stats *st, const struct ir_kernel *k, const struct launch *l,
		      const struct hw *hw, const struct sim_options *so,
		      const struct ptxas_function *regs);
/* regs' spills (none where regs is NULL) added to a simulation's st. */
void pipeline_spills(struct kernel_stats *st, const struct ptxas_function *regs);

/*
 * A kernel's predicted time (simulator/timing.c), and what its costly
 * accesses cost of it above their ideal: each access alone, and each
 * value loaded or stored in pieces together (at its first piece).
 * Reports print these; they do not run the model.
 */
struct pipeline_time {
	int known;                 /* 0: no model of the device (time_kernel) */
	int registers;             /* ptxas's, or 0: not known */
	struct time_inputs in;
	struct time_estimate est;
	double *alone;             /* per access id, seconds; 0: at its ideal */
	double *pieces;            /* per access id: its value's pieces from
	                              there together, at the first; else 0 */
};

/* Fills t for st (its memory from a); 0, or -1 when there is no model. */
int pipeline_time(struct pipeline_time *t, const struct kernel_stats *st, const struct hw *hw,
		  int registers, struct arena *a);

void pipeline_release(struct pipeline *p);

#endif
