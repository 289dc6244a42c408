/*
 * launch.h - the launch a kernel is simulated under: grid, block, dynamic
 * shared memory and the values of scalar parameters.
 */
#ifndef WARPCHECK_LAUNCH_H
#define WARPCHECK_LAUNCH_H

#include <stdint.h>

struct launch_param {
	const char *name;     /* borrowed from the caller (argv) */
	int64_t value;
};

struct launch {
	uint32_t grid[3], block[3];
	int64_t dynamic_shared;
	struct launch_param *params;
	int nparams, cap;
	int grid_given, block_given;
	/* where the shape came from, for reports: NULL for the command line */
	const char *origin;
	/* "launched at line N" when the kernel is reported once per launch
	 * site, to tell its findings apart; NULL otherwise */
	const char *site;
	int site_index;           /* which of the kernel's launch sites, or -1 */
	/* the grid is not known, and one block stands for it: why ("its grid
	 * is not a constant (from atoi(argv[1]))"), for reports; NULL if known */
	const char *grid_assumed;
	/* stop the simulation after this many statements (0: the default) */
	uint64_t max_statements;
	/* the value a scalar integer parameter with no value is simulated
	 * with (--assume-size; 0: none, it stays unknown), and bit j: the
	 * kernel's parameter sized_param[j] took it (analyzer/lint/choose.c),
	 * for reports */
	int64_t assume_size;
	uint64_t sized;
	int sized_param[64];
};

/* The bit of l->sized that kernel parameter i took; 0 if it took none. */
static inline uint64_t launch_sized_bit(const struct launch *l, int i)
{
	int j;

	for (j = 0; j < 64 && l->sized >> j; j++)
		if ((l->sized >> j & 1) && l->sized_param[j] == i)
			return 1ull << j;
	return 0;
}

/* assume_size's default: a size as programs pass them, a power of two
 * whose rows fill whole sectors. */
#define LAUNCH_ASSUMED_SIZE 1024

void launch_init(struct launch *l);
void launch_release(struct launch *l);
/* *dst = *src with a parameter list of its own (names still borrowed); 0 or -1 */
int launch_copy(struct launch *dst, const struct launch *src);
/* Would a and b simulate alike: the same shape, parameter values, sizes
 * assumed and limits (the reports' wording aside)?  1 or 0. */
int launch_same(const struct launch *a, const struct launch *b);
/* "X[,Y[,Z]]" with X, Y, Z positive; 0 or -1 */
int launch_parse_dim(uint32_t out[3], const char *text);
/* "X[,Y[,Z]]" with X, Y, Z from 0 (a block's index); 0 or -1 */
int launch_parse_index(uint32_t out[3], const char *text);
/* "NAME=VALUE"; 0 or -1 */
int launch_parse_param(struct launch *l, const char *text);
int launch_param_lookup(const struct launch *l, const char *name, int64_t *out);
/* The value parameter p of a kernel takes under l: an integer's, if l
 * gives it, or a null test's (ir_param's null_of), 1 unless l gives it:
 * 0, or -1 where it has none */
struct ir_param;
int launch_param_value(const struct launch *l, const struct ir_param *p, int64_t *out);
uint64_t launch_threads_per_block(const struct launch *l);
uint64_t launch_blocks(const struct launch *l);
uint64_t launch_warps_per_block(const struct launch *l);

#endif
