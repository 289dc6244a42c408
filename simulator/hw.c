/*
 * hw.c - the architecture tables.
 *
 * Shared memory on Volta through Hopper: 32 banks of 4 bytes; 8-byte
 * accesses are served as two phases of 16 lanes and 16-byte accesses as
 * four phases of 8 lanes (HARDWARE.md beside this file, shared rule 3).
 * Global memory is counted in 32-byte sectors of 128-byte lines (global
 * rule 1).  Pointer parameters are assumed 256-byte aligned, as cudaMalloc
 * returns them (global rule 3).
 */
#include "hw.h"
#include "cint.h"

#include <stdio.h>
#include <string.h>

static const struct hw tables[] = {
	{
		.arch = "sm_90",
		.banks = 32, .bank_bytes = 4,
		.phase_lanes = { 32, 32, 32, 16, 8 },
		.smem_ideal = IDEAL_ACTIVE_PHASES,
		/* measured on an H200: 8- and 16-byte loads whose lane pairs
		 * share an address take half the wavefronts (float2/float4
		 * pairs, double/float4 broadcasts; validate/results/h200-2026-11-29) */
		.wide_pair_merge = 1,
		/* measured on an H200: atomicAdd on s[0] from 32 lanes costs 32
		 * wavefronts, on s[lane % 4] 8 (validate/results/h200-2026-11-29) */
		.atomic_per_lane = 1,
		.sector_bytes = 32, .line_bytes = 128, .global_align = 256,
		.regs_per_sm = 65536, .max_threads_per_sm = 2048, .max_regs_per_thread = 255,
		.smem_per_sm = 233472, .smem_per_block_optin = 232448, .max_blocks_per_sm = 32,
		.major = 9, .minor = 0,
		.sms = 132, .clock_ghz = 1.98, .dram_gbytes_per_s = 4300,
	},
	{
		.arch = "sm_80",
		.banks = 32, .bank_bytes = 4,
		.phase_lanes = { 32, 32, 32, 16, 8 },
		.smem_ideal = IDEAL_ACTIVE_PHASES,
		/* not measured on sm_80: taken to match sm_70 and sm_90 */
		.wide_pair_merge = 1,
		.atomic_per_lane = 1,   /* not measured on sm_80: as on sm_90 */
		.sector_bytes = 32, .line_bytes = 128, .global_align = 256,
		.regs_per_sm = 65536, .max_threads_per_sm = 2048, .max_regs_per_thread = 255,
		.smem_per_sm = 167936, .smem_per_block_optin = 166912, .max_blocks_per_sm = 32,
		.major = 8, .minor = 0,
		.sms = 108, .clock_ghz = 1.41, .dram_gbytes_per_s = 1555,
	},
	{
		.arch = "sm_70",
		.banks = 32, .bank_bytes = 4,
		.phase_lanes = { 32, 32, 32, 16, 8 },
		.smem_ideal = IDEAL_ACTIVE_PHASES,
		/* NVIDIA staff describe this packing for sm_70 (HARDWARE.md,
		 * shared rule 4); measured on sm_90 only */
		.wide_pair_merge = 1,
		.atomic_per_lane = 1,   /* not measured on sm_70: as on sm_90 */
		.sector_bytes = 32, .line_bytes = 128, .global_align = 256,
		.regs_per_sm = 65536, .max_threads_per_sm = 2048, .max_regs_per_thread = 255,
		.smem_per_sm = 98304, .smem_per_block_optin = 98304, .max_blocks_per_sm = 32,
		.major = 7, .minor = 0,
		.sms = 80, .clock_ghz = 1.53, .dram_gbytes_per_s = 900,
	},
};

const struct hw *hw_lookup(const char *arch)
{
	size_t i;

	for (i = 0; i < sizeof(tables) / sizeof(tables[0]); i++)
		if (!strcmp(tables[i].arch, arch))
			return &tables[i];
	return NULL;
}

int hw_width_index(unsigned bytes)
{
	switch (bytes) {
	case 1: return 0;
	case 2: return 1;
	case 4: return 2;
	case 8: return 3;
	case 16: return 4;
	default: return -1;
	}
}

const char *hw_known_archs(void)
{
	/* the tables' names, in their order: "sm_90, sm_80, sm_70" */
	static char names[sizeof(tables) / sizeof(tables[0]) * 16];
	size_t i, n = 0;

	if (!names[0])
		for (i = 0; i < sizeof(tables) / sizeof(tables[0]); i++)
			n += (size_t)snprintf(names + n, sizeof(names) - n, "%s%s", i ? ", " : "",
					      tables[i].arch);
	return names;
}

int64_t hw_word_of(const struct hw *hw, int64_t addr)
{
	return cint_floor_div(addr, (int64_t)hw->bank_bytes);
}

unsigned hw_bank_of_word(const struct hw *hw, int64_t word)
{
	return (unsigned)(word - cint_floor_div(word, (int64_t)hw->banks) * (int64_t)hw->banks);
}

unsigned hw_bank_of(const struct hw *hw, int64_t addr)
{
	return hw_bank_of_word(hw, hw_word_of(hw, addr));
}
