/*
 * timing.h - a kernel's time, predicted from the simulator's counts.
 *
 * Each resource a kernel uses is given the time it would take alone, at
 * the rate a microbenchmark measured (kernels/micro_*.cu, one table per
 * architecture in hw.c, each constant beside the run that produced it):
 * shared-memory wavefronts, L1 tag lookups and data, L2 and DRAM bytes,
 * FP32 work, instruction issue, and the round trips a warp waits for one
 * after another (loads, barriers, a CAS loop's trips) that a launch with
 * too few warps cannot hide.  The SM-local resources are counted on the
 * busiest SM (blocks are spread evenly, so it runs ceil(blocks / SMs) of
 * them).  How the resources overlap was measured too (the mix kernels):
 * they combine as a p-norm, between the largest alone (p = infinity) and
 * their sum (p = 1), in two groups, the SM's (shared, L1, FP32, issue,
 * block starts) and the memory's (L2, DRAM, latency); the groups combine
 * the same way, but with a smaller p when barriers split the kernel into
 * phases (a block waits at the barrier for its loads instead of running
 * them beside its shared work); plus the launch's fixed cost.  The p
 * within the SM's group does not depend on the warps a scheduler has
 * (kernels/micro_overlap.cu: the same from 2 to 16 warps a scheduler).
 */
#ifndef WARPCHECK_TIMING_H
#define WARPCHECK_TIMING_H

#include <stdint.h>

#include "hw.h"
#include "sim.h"

/* The resources, in the order reports list them. */
enum time_resource {
	TR_SHARED,       /* shared-memory wavefronts */
	TR_L1,           /* global requests in L1: tag lookups and data */
	TR_L2,           /* bytes between L1 and L2 */
	TR_DRAM,         /* bytes from and to device memory */
	TR_LATENCY,      /* waits (loads, barriers, CAS trips) too few warps hide */
	TR_FP32,         /* floating-point work */
	TR_TENSOR,       /* tensor-core work (mma) */
	TR_ISSUE,        /* warp instructions issued */
	TR_BLOCKS,       /* blocks started, one after another on an SM */
	TR_ATOMIC,       /* global atomics queued at one word in L2 */
	TR_COUNT,
	TR_LAUNCH = TR_COUNT  /* as a bound: the launch's fixed cost */
};


/* What the model reads: counts for the whole launch. */
struct time_inputs {
	uint64_t blocks;
	unsigned warps_per_block;
	int registers;                    /* per thread; 0: not known */
	int64_t smem_per_block;           /* static + dynamic bytes */
	uint64_t smem_wavefronts;
	uint64_t gld_sectors;             /* global loads */
	uint64_t gst_sectors;             /* global stores (and atomics) */
	uint64_t gst_partial_sectors;     /* stored sectors only partly written */
	uint64_t lines;                   /* L1 tag lookups, loads and stores */
	double store_clk;                 /* SM cycles of global stores, all SMs */
	uint64_t l1_data;                 /* L1 data wavefronts: a load's words
	                                     over the banks, a store's lines */
	double l2_lines;                  /* lines loads ask L2 for */
	double dram_partial_sectors;      /* stored sectors DRAM gets in part */
	double dram_lone_sectors;         /* loaded sectors alone in their line */
	double l2_footprint;              /* distinct lines' bytes: what L2 holds */
	double l2_bytes;                  /* L1 <-> L2, L1 hits taken out */
	double dram_bytes;
	double footprint;                 /* distinct bytes of global memory */
	uint64_t fp32_lanes;              /* FMA-equivalent operations, lanes */
	uint64_t tensor_flops[MMA_TYPES]; /* dense mma operations, by type */
	uint64_t warp_instructions;       /* estimated */
	double load_rounds;               /* per warp: waits for global loads */
	double smem_rounds;               /* per warp: waits for shared loads */
	double mma_rounds;                /* per warp: waits for an mma's
	                                     result (a loop's pass on the
	                                     pass before's accumulators) */
	double barriers;                  /* per warp: __syncthreads() waited at */
	double round_conflict_wavefronts; /* in a kernel of short barrier
	                                     rounds: shared wavefronts beyond
	                                     the conflict-free count, waited
	                                     for (0 elsewhere) */
	int phases;                       /* a barrier waits for global loads
	                                     before it (the tiles of a GEMM), not
	                                     only for shared stores */
	int pipelined;                    /* its global loads are all copies
	                                     waited for with later groups in
	                                     flight (a multi-stage cp.async
	                                     pipeline) */
	double cas_trips_shared;          /* per warp: CAS loop trips, one after
	                                     another (shared memory) */
	double cas_trips_global;          /* ... global memory */
	int l1_resident;                  /* every load's array fits in L1 */
	double l1_warp_cycles;            /* per warp: its global loads' cycles
	                                     in L1, one request after another */
	uint64_t local_sectors;           /* local loads and stores, and ptxas's
	                                     spills: through L1 (by sectors: a
	                                     request's lines cost nothing more,
	                                     spill.cu local_lane) */
	double local_far_sectors;         /* of them, those leaving the SM for
	                                     L2, weighted (local_far_sectors()):
	                                     in l2_bytes too */
	uint64_t word_atomics_int;        /* the most global atomics at one
	                                     word, of one access (event.c):
	                                     integer operations */
	uint64_t word_atomics_float;      /* ... float and double adds */
};

struct time_estimate {
	const struct hw *hw;              /* its device: hw->device */
	double seconds;
	enum time_resource bound;
	double alone[TR_COUNT];           /* each resource's time alone, s */
	double launch_s;
	unsigned blocks_per_sm;           /* resident at once */
	const char *occupancy_limit;      /* what limits blocks_per_sm */
	double waves;
};

/* Fills in from a simulated kernel (registers: from ptxas, or 0). */
void time_inputs_from_stats(struct time_inputs *in, const struct kernel_stats *st,
			    const struct hw *hw,
			    int registers);
/* The prediction for `in` on hw's device (hw->rates not NULL). */
void time_predict(struct time_estimate *out, const struct time_inputs *in,
		  const struct hw *hw);
/*
 * Both: the prediction for simulated kernel st on the device of hw->arch
 * (registers: from ptxas, or 0); `in`, when not NULL, gets what the model
 * read.  0, or -1: no model for the device, nothing simulated (st->error),
 * or no blocks.
 */
int time_kernel(struct time_estimate *out, struct time_inputs *in,
		const struct kernel_stats *st, const struct hw *hw, int registers);
/*
 * The time the kernel would take if `acc` cost only its ideal (wavefronts
 * or sectors), everything else the same: what its excess costs is
 * est->seconds minus this (0 where time_kernel has none).
 * `wavefronts_after`, when not ~0: the access's shared wavefronts after a
 * fix instead (fix.c's checked count) -- then acc may be any access of the
 * array, the count standing for all of them.
 */
double time_if_access(const struct kernel_stats *st, const struct ir_access *acc,
		      uint64_t wavefronts_after, const struct hw *hw, int registers);
/* The same for accesses first .. first + n - 1 at once (the pieces of one
 * value: a float3's three loads), each at its ideal count. */
double time_if_accesses(const struct kernel_stats *st, int first, int n, const struct hw *hw,
			int registers);
/* "shared", "l1", "l2", "dram", "latency", "fp32", "issue", "blocks",
 * "atomics", "launch" */
const char *time_resource_name(enum time_resource r);
/* The same in words, for a report line. */
const char *time_resource_words(enum time_resource r);

#endif
