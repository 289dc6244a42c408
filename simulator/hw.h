/*
 * hw.h - what the simulator knows about a GPU's memory pipeline, as data.
 *
 * One table per architecture.  The rules are written down, with what
 * settled each, in HARDWARE.md beside this file; those that differ between
 * architectures, or are measured on one and assumed on others, are fields
 * here, so that a measurement can settle them by editing a number, not
 * code.
 */
#ifndef WARPCHECK_HW_H
#define WARPCHECK_HW_H

#include <stdint.h>

/* How the ideal wavefronts of a shared request are counted. */
enum smem_ideal_rule {
	IDEAL_ACTIVE_PHASES,   /* one per phase that has an active lane */
	IDEAL_BYTES,           /* ceil(active lanes * bytes / 128) */
};

struct hw {
	const char *arch;
	unsigned banks;            /* shared-memory banks */
	unsigned bank_bytes;       /* width of one bank */
	unsigned phase_lanes[5];   /* lanes per phase for 1, 2, 4, 8, 16 bytes */
	enum smem_ideal_rule smem_ideal;
	int wide_pair_merge;       /* 8/16-byte requests whose lane pairs share
	                              an address take phases twice as wide */
	int atomic_per_lane;       /* shared atomics: every lane counts in its
	                              bank, even lanes on one word */
	unsigned sector_bytes;
	unsigned line_bytes;
	unsigned global_align;     /* assumed alignment of pointer parameters */
	/* registers (for what a register limit allows) */
	unsigned regs_per_sm;
	unsigned max_threads_per_sm;
	unsigned max_regs_per_thread;
	/* what cudaGetDeviceProperties says (a launch sized from it); where
	 * time_device.c's table has them too, the same figures */
	unsigned smem_per_sm;          /* bytes */
	unsigned smem_per_block_optin; /* bytes, with cudaFuncSetAttribute */
	unsigned max_blocks_per_sm;
	unsigned major, minor;         /* compute capability */
	/* figures for the time bound (see validate/) */
	unsigned sms;
	double clock_ghz;
	double dram_gbytes_per_s;
};

/*
 * The shared-memory word a byte address falls in, and that word's bank:
 * floor division, so a negative offset (a pointer moved before an
 * array's start) names the bank the hardware uses.  Every bank the
 * simulator counts and the reports name comes from here.
 */
int64_t hw_word_of(const struct hw *hw, int64_t addr);
unsigned hw_bank_of(const struct hw *hw, int64_t addr);
unsigned hw_bank_of_word(const struct hw *hw, int64_t word);

/* Returns the table for "sm_90" and friends, or NULL. */
const struct hw *hw_lookup(const char *arch);
/* Index into phase_lanes for an access width, or -1. */
int hw_width_index(unsigned bytes);
const char *hw_known_archs(void);

#endif
