/*
 * lint.h - rules that turn simulated counts into findings.
 */
#ifndef WARPCHECK_LINT_H
#define WARPCHECK_LINT_H

#include "../../simulator/simulator.h"
#include "../report/diag.h"

void lint_kernel(const struct kernel_stats *st, const struct hw *hw,
		 struct diag_list *diags);

/* Predicated rather than branched, most likely: it guards this little. */
int lint_likely_predicated(const struct ir_branch *b);

/*
 * A thread's arrays in local memory (simulator/local.c): one finding each,
 * at the first access whose index is known only at run time
 * (analyzer/lint_local.c).  `where`: as lint_kernel names the kernel.
 */
void lint_local(const struct kernel_stats *st, struct diag_list *diags, const char *where);
/* The note's reason for one local access (lint_reason's, for local memory). */
const char *lint_local_reason(struct arena *a, const struct access_stats *as);

struct ptxas_function;
/* A register spill, with the limit in force and what full occupancy allows. */
void lint_registers(const struct ir_kernel *k, const struct ptxas_function *f,
		    int maxrregcount, const struct hw *hw, struct diag_list *diags);

/* One line on why the worst request of an access costs what it does. */
/*
 * What kind of thing an unknown is, so a user knows what to do about it:
 * a size (pass --param, or let host code give it), a value read from
 * memory (an assume comment), a pointer warpcheck cannot follow, a
 * floating-point index, an untracked struct member, a value only the run
 * has, or a construct the front end does not model.
 */
enum unknown_category {
	UNKNOWN_SIZE, UNKNOWN_DATA, UNKNOWN_POINTER, UNKNOWN_FLOAT, UNKNOWN_MEMBER,
	UNKNOWN_RUNTIME, UNKNOWN_UNMODELED, UNKNOWN_CATEGORY_COUNT
};
enum unknown_category lint_unknown_category(const struct ir_kernel *k, const char *why);
const char *lint_unknown_category_name(enum unknown_category c);

/*
 * Why acc is not analyzed: its front end's reason, where it runs (or
 * where the simulation stopped before it could, unless a constant
 * condition keeps every warp from it); NULL where it has none, or no warp
 * reaches it (a store through an optional output pointer passed as
 * nullptr): its cost, nothing, is exact.
 */
static inline const char *lint_unsupported(const struct kernel_stats *st,
					   const struct ir_access *acc)
{
	if (!acc->unsupported ||
	    (!st->access[acc->id].requests && (!st->work_capped || acc->never_runs)))
		return NULL;
	return acc->unsupported;
}

/* Why acc, which the front end models, has no count: the simulation
 * stopped at its statement limit before any warp reached it (not a
 * constant condition, nor an access nvcc folds into another); NULL where
 * its count, nothing included, is what the launch does. */
const char *lint_stopped_before(const struct kernel_stats *st, const struct ir_access *acc);

/* The sizes the launch assumed (its sized bits: bit j for parameter
 * launch.sized_param[j]) that acc's address, or a condition it runs
 * under, rests on */
static inline uint64_t lint_sized(const struct kernel_stats *st, const struct ir_access *acc)
{
	return st->sized_access ? st->sized_access[acc->id] : 0;
}
/* "n = 1024 (a size with no value; pass --param n=N)": what the launch
 * assumed for parameters `bits` */
const char *lint_sized_text(struct arena *a, const struct kernel_stats *st, uint64_t bits);
/* what an unknown rests on, in words; `condition`: a branch rests on it */
const char *lint_unknown_reason(struct arena *a, const struct ir_kernel *k, const char *why,
				int condition);
const char *lint_reason(struct arena *a, const struct kernel_stats *st,
			const struct ir_access *acc, const struct hw *hw);
/*
 * The pieces of one value copied in pieces (a float3's three loads) are
 * one access of the source: the first piece's index for access i, and
 * the number of pieces from a first one on (1: a whole value).
 */
int lint_first_piece(const struct ir_kernel *k, int i);
int lint_pieces(const struct ir_kernel *k, int i);
/* The counts of pieces first .. first + n - 1 added up (the most ways of
 * any one of them) */
void lint_pieces_stats(const struct kernel_stats *st, int first, int n, struct access_stats *sum);
/* The reason for the n pieces from `first` on together. */
const char *lint_pieces_reason(struct arena *a, const struct kernel_stats *st, int first, int n,
			       const struct hw *hw);

#endif
