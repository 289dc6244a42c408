/*
 * fix.h - fixes for bank conflicts, checked by editing the source and
 * simulating it again: a padding of the array's rows, and an XOR swizzle
 * of its columns by its row.
 *
 * The fixes of a whole file are checked together: each candidate edit is
 * applied to every array that needs it and the file parsed once per
 * round, so a file of many kernels costs a few parses, not two per array.
 */
#ifndef WARPCHECK_FIX_H
#define WARPCHECK_FIX_H

#include "../../simulator/simulator.h"
#include "../frontend/frontend.h"

/* A padding of a shared array's rows that removes its bank conflicts. */
struct fix_padding {
	int tried;                   /* the array could be padded and was */
	int found;
	int pad;                     /* elements added to each row */
	const char *array;
	const char *declaration;     /* the declaration as it would read */
	unsigned begin, end;         /* the bytes of the declaration it replaces */
	struct src_loc from, to;     /* the same, as lines and columns */
	long long extra_bytes;
	uint64_t wavefronts_before, wavefronts_after;   /* all accesses of the array */
};

/* An XOR swizzle of a power-of-two-wide array's columns by its row. */
struct fix_swizzle {
	int found;
	int64_t width;
	const char *unit;            /* what moves: "columns", "16-byte pieces" */
	const char *example;         /* one access as it would read */
	uint64_t wavefronts_after;
};

/* One shared array of a simulated kernel, and the fixes found for it. */
struct fix_job {
	const struct kernel_stats *st;   /* the kernel as simulated (its launch too) */
	int shared_index;
	struct fix_padding padding;
	struct fix_swizzle swizzle;
};

/*
 * For each job: the smallest padding (1 to 32 elements on the last
 * dimension) that leaves every access of the array at its ideal
 * wavefronts, and the swizzle name[A][(B) ^ ((A) % W)] of every access of
 * a power-of-two-wide array, kept when it does the same.  Both are checked
 * by parsing `path` with the edits made and simulating each job's launch
 * again.  The edits are to `path`, or, when edit_path is not NULL, to
 * that header of it (a kernel read through the file that includes it).
 * tu: `path` as it was parsed (NULL: not known): what its parse took, the
 * first estimate of what a parse of an edit takes, and its host bodies,
 * which an edit's parse blanks where it can.
 */
void fix_check(struct fix_job *jobs, int n, const char *path, const char *edit_path,
	       const struct frontend_options *fo, const struct hw *hw, struct arena *a,
	       const struct ir_tu *tu);

double fix_env_seconds(const char *name, double dflt);

#endif
