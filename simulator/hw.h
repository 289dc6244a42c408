/*
 * hw.h - what the simulator knows about a GPU, as data.
 *
 * One table per architecture: the bank and sector rules, the SM's limits,
 * the rates the time model was measured at, and (shared by every table)
 * what nvcc is assumed to make of source.  The rules are written down, with what
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

/*
 * The tensor pipe's operand types, by the rate an SM runs them at: f16 and
 * bf16 (and fp8, which ptxas runs on sm_90 as f16: two HMMA.16816 an
 * m16n8k32), tf32, 8-bit (and 4-bit) integers, f64.
 */
/* MMA_GMMA_F16: Hopper's wgmma on f16 or bf16 (HGMMA), a rate of its own */
enum mma_type { MMA_F16, MMA_TF32, MMA_I8, MMA_F64, MMA_GMMA_F16, MMA_TYPES };

/*
 * The rates a microbenchmark measured on one device, for the time model
 * (timing.h says how they combine); each beside its run in hw.c.
 */
struct hw_rates {
	double smem_wavefronts_per_clk;   /* per SM */
	double l1_data_per_clk;           /* per SM: L1 data wavefronts (a load's
	                                     words over the banks, a store's lines) */
	double l1_tags_per_clk;           /* per SM: distinct lines of global
	                                     requests (the tag stage) */
	double l1_sectors_per_clk;        /* per SM: sectors through L1 */
	double l1_warp_clk_per_wavefront; /* one warp's load requests in L1, one */
	double l1_warp_clk_per_request;   /* after another: per data wavefront
	                                     (words over the banks), per request */
	double l1_warp_min_clk;           /* and at least this, per request */
	double store_clk_per_sector;      /* per SM: a global store's sectors */
	double store_clk_per_line;        /* and its lines past the first */
	double l2_bytes_per_s;            /* whole GPU, L1 <-> L2 */
	double l2_lines_per_s;            /* whole GPU: lines loads ask L2 for */
	double l2_store_sectors_per_s;    /* whole GPU: partial-sector stores */
	double dram_bytes_per_s;          /* whole GPU, reads and writes */
	double dram_partial_sectors_per_s;/* sectors written in part, to DRAM */
	double dram_lone_sectors_per_s;   /* sectors read alone, one a line */
	double lone_sector_ratio;         /* a load reads its sectors alone
	                                     when they are fewer than this
	                                     times its lines */
	double fp32_per_clk;              /* per SM: FMA lanes */
	double issue_per_clk;             /* per SM: warp instructions */
	double tensor_flops_per_clk[MMA_TYPES];  /* per SM: dense mma operations
	                                     (2 M N K an instruction), by
	                                     operand type */
	double launch_s;                  /* an empty kernel, event to event */
	double block_s;                   /* per block an SM starts */
	double block_turn_s;              /* per slot turned over to a waiting
	                                     block: the new block's start */
	double block_turn_warp_s;         /* ... and per warp of the block: its
	                                     slot frees with its last warp */
	double dram_latency_s;            /* Little's law: in flight / rate */
	double l2_latency_s;
	double smem_latency_s;            /* a shared load waited for */
	double mma_latency_s;             /* an mma's result waited for */
	double barrier_s;                 /* a barrier round of one block,
	                                     nothing else waited for, ... */
	double barrier_per_warp_s;        /* ... plus this for each warp of
	                                     the block at it */
	double barrier_sm_warp_s;         /* per warp resident on the SM: a
	                                     round takes at least this times
	                                     the SM's warps, whatever blocks
	                                     they are in */
	double smem_cas_trip_s;           /* one trip of a shared CAS loop (LDS,
	                                     FADD, ATOMS.CAST, branch), waited for */
	double gmem_cas_trip_s;           /* ... of a global one (ATOM.CAS at L2) */
	double word_atomic_int_s;         /* one global atomic at a word that
	                                     others wait at: integer, float */
	double word_atomic_float_s;
	double loads_in_flight[3];        /* per warp: a loop's loads of 4 (or
	                                     fewer), 8 and 16 bytes a lane that
	                                     ptxas keeps in flight */
	double loads_in_flight_most;      /* per warp: independent loads */
	double l1_bytes;                  /* per SM, shared memory's carve-out aside */
	double l2_bytes;                  /* what stays in L2 between launches */
	double local_far_sectors_per_clk; /* per SM: local sectors to and from L2 */
	double overlap_p;                 /* p of the p-norm within a group */
	double latency_overlap_p;         /* p between latency and the rest of
	                                     the memory's group */
	double barrier_overlap_p;         /* p between the SM's group and the
	                                     memory's, in a kernel with barriers
	                                     after its global loads (phases) */
	unsigned schedulers_per_sm;
	double overlap_p_per_warp[2];     /* p between the two groups with w
	                                     warps a scheduler: a + b w, at most
	                                     the p above */
};

/*
 * What nvcc makes of source, as the model assumes it: heuristics about the
 * compiler (nvcc 12 and 13 at -O3), not the GPU, so one set serves every
 * table.  Each field's evidence is beside its value in hw.c.
 */
struct hw_nvcc {
	/* instructions of an integer division or remainder by a constant:
	 * unsigned by a power of two, unsigned by another, signed by a power
	 * of two, signed by another; and by a value known at run time */
	unsigned div_unsigned_pow2, div_unsigned, div_signed_pow2, div_signed;
	unsigned div_runtime;
	/* if-conversion: a branch is weighed by its memory accesses (one
	 * each), the branches it holds (this, plus what they guard) and its
	 * loops (this, plus their bodies); nvcc predicates a branch of at
	 * most predicate_work instead of branching around it */
	unsigned work_branch, work_loop, predicate_work;
	/* a loop whose trip count is known only at run time: unrolled whole
	 * when its passes per entry are at most unroll_whole_trips and its
	 * bound is a constant expression; else by the largest power of two
	 * from unroll_most down to unroll_least that keeps the unrolled body
	 * within unroll_body_budget instructions; a loop inside weighs
	 * unroll_inner_weight times its body */
	unsigned unroll_whole_trips, unroll_most, unroll_least, unroll_body_budget;
	unsigned unroll_inner_weight;
	/* and ptxas unrolls what nvcc left ptxas_unroll_int times again when
	 * the loop's counter is a signed int (not unsigned, not 64-bit) */
	unsigned ptxas_unroll_int;
};

extern const struct hw_nvcc hw_nvcc;

struct hw {
	const char *arch;
	const char *device;        /* the GPU the rates were measured on */
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
	/* the SM's limits, as cudaGetDeviceProperties gives them (a launch
	 * sized from them) and as occupancy follows them */
	unsigned sms;
	double clock_hz;               /* held under load */
	unsigned regs_per_sm;
	unsigned reg_alloc_unit;       /* registers a warp gets, rounded up to */
	unsigned max_threads_per_sm;
	unsigned max_regs_per_thread;
	unsigned smem_per_sm;          /* bytes a kernel may use */
	unsigned smem_reserved_per_block;
	unsigned smem_per_block_optin; /* bytes, with cudaFuncSetAttribute */
	unsigned max_blocks_per_sm;
	unsigned major, minor;         /* compute capability */
	/* the time model's rates; NULL: no device of this architecture
	 * measured, so no time is predicted */
	const struct hw_rates *rates;
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
