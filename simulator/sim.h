/*
 * sim.h - replaying a kernel's IR warp by warp over a whole launch.
 */
#ifndef WARPCHECK_SIM_H
#define WARPCHECK_SIM_H

#include <stdint.h>

#include "hw.h"
#include "ir.h"
#include "launch.h"

#define SIM_HIST 65   /* cost per request 0..63, and 64 or more */
#define SIM_HOT 16    /* words a global atomic keeps count at */

/* What one request costs; only the fields of its memory are set. */
/* All unsigned, so without padding: costs compare with memcmp (event.c). */
struct sim_cost {
	unsigned wavefronts, ideal_wavefronts;    /* shared */
	unsigned max_nway;        /* shared: most words in one bank of a phase */
	unsigned sectors, ideal_sectors;          /* global and local */
	unsigned bytes_used;      /* global: distinct bytes requested */
	unsigned lines;           /* global and local: distinct 128-byte lines */
	unsigned trips;           /* a CAS loop's trips (atomic.c), 0: not one;
	                             the rest is one trip's LDS */
	unsigned copy_wavefronts; /* an LDGSTS's shared side (copy.c) */
	unsigned l1_wavefronts;   /* a global load: L1's data wavefronts, its
	                             words over the banks as shared memory's */
	/* a global atomic (not a CAS loop): its lanes at its busiest word,
	 * and which word: byte offset in two halves, at the point the event
	 * stands for; spread: the word moves with the block or the round,
	 * sym a hash of how (events alike in both meet at one word) */
	unsigned hot_ops, hot_spread, hot_sym, hot_word_lo, hot_word_hi;
};

/* Wavefronts for a shared request, sectors for a global one. */
static inline unsigned sim_cost_units(const struct sim_cost *c, enum mem_space space)
{
	return space == SPACE_SHARED ? c->wavefronts : c->sectors;
}

/* The request that cost the most, kept to explain the access. */
struct sim_worst {
	struct sim_cost cost;
	uint32_t block[3];
	unsigned warp;            /* warp index within the block */
	uint32_t mask;            /* lanes that took part */
	int64_t addr[32];         /* byte offsets, lane by lane */
	int seen;
};

struct access_stats {
	uint64_t requests;
	uint64_t wavefronts, ideal_wavefronts;    /* shared */
	uint64_t sectors, ideal_sectors;          /* global */
	uint64_t bytes_used;                      /* global: distinct bytes */
	uint64_t lines;                           /* global: L1 tag lookups */
	uint64_t l1_wavefronts;                   /* global loads: L1 data wavefronts */
	int64_t lo, hi;              /* bytes [lo, hi) the known lanes touched */
	int touched;                 /* lo and hi are set */
	int unplaced;                /* where its bytes lie rests on a value
	                                loaded from memory: lo and hi leave
	                                those requests out */
	uint64_t loop_runs;          /* a CAS loop's warp requests (atomic.c), */
	uint64_t loop_loads;         /* its trips: one LDS each, and */
	uint64_t loop_load_wavefronts;   /* their wavefronts */
	uint64_t copy_wavefronts;    /* an LDGSTS's shared side (copy.c) */
	int ranged;                  /* a CAS loop whose trips are a range: */
	uint64_t fewest_requests;    /* requests, wavefronts and loop loads */
	uint64_t fewest_wavefronts;  /* are its most, these its fewest (for a
	                                global loop: sectors) */
	uint64_t fewest_loads, fewest_load_wavefronts;   /* (atomic.c) */
	uint64_t unknown_requests;   /* an active lane's address was unknown */
	uint64_t uncertain_requests; /* lanes ran on an unknown condition */
	const char *unknown_reason;
	const char *uncertain_reason; /* the unknown that condition rests on */
	unsigned max_nway;
	/* a global atomic: lane ops at each of the first SIM_HOT words its
	 * requests are busiest at (event.c) */
	struct {
		int64_t word;
		unsigned spread, sym;
		uint64_t ops;
	} hot[SIM_HOT];
	int nhot;
	uint64_t hist[SIM_HIST];
	struct sim_worst worst;
	struct sim_worst first;      /* the first request simulated (the first
	                                block's, as a rule) */
};

/* How the lanes of warps split at one branch. */
struct branch_stats {
	uint64_t executions;           /* warp-level evaluations of the condition */
	uint64_t divergent_executions; /* ... where active lanes went both ways */
	uint64_t warps;                /* warps that reached it */
	uint64_t divergent_warps;      /* ... and split there at least once */
	uint64_t active_lanes;         /* summed over executions */
	struct {
		int seen;
		uint32_t block[3];
		unsigned warp;
		uint32_t taken, not_taken;    /* lanes on each side */
	} worst;                       /* the most even split */
};

struct sim_totals {
	uint64_t shared_load_requests, shared_load_wavefronts,
		 shared_load_ideal_wavefronts;
	uint64_t shared_store_requests, shared_store_wavefronts,
		 shared_store_ideal_wavefronts;
	uint64_t shared_atomic_requests, shared_atomic_wavefronts;
	/* ldmatrix and stmatrix: their instructions apart, as Nsight Compute
	 * counts them (sm__sass_inst_executed_op_ldsm, _stsm); their
	 * wavefronts with the loads' and stores' */
	uint64_t shared_ldsm_requests, shared_stsm_requests;
	/* wgmma's reads of its operands in shared memory: one request a
	 * warp's HGMMA (sm__sass_inst_executed_op_shared_gmma), and its
	 * wavefronts (l1tex__data_pipe_lsu_wavefronts_mem_shared_op_gmma),
	 * apart from the loads' */
	uint64_t shared_gmma_requests, shared_gmma_wavefronts;
	uint64_t global_load_requests, global_load_sectors,
		 global_load_ideal_sectors;
	uint64_t global_store_requests, global_store_sectors,
		 global_store_ideal_sectors;
	uint64_t global_atomic_requests, global_atomic_sectors,
		 global_atomic_ideal_sectors;
	uint64_t global_atomic_unknown;  /* requests with an unknown address */
	/* bulk copies by the copy engine (cp.async.bulk): its sectors, as
	 * Nsight Compute counts them apart from the LSU's
	 * (l1tex__m_xbar2l1tex_read_sectors_pipe_tma, _l1tex2xbar_write_) */
	uint64_t bulk_load_requests, bulk_load_sectors, bulk_load_ideal_sectors;
	uint64_t bulk_store_requests, bulk_store_sectors, bulk_store_ideal_sectors;
	uint64_t local_load_requests, local_load_sectors, local_load_ideal_sectors;
	uint64_t local_store_requests, local_store_sectors, local_store_ideal_sectors;
	uint64_t local_store_partial_sectors;  /* stored sectors not all written */
	uint64_t local_frame_bytes;      /* a thread's: its arrays in local
	                                    memory, or ptxas's stack frame */
	/* ptxas's spills, when --ptxas read them (local_add_spills): an
	 * estimate, not simulated */
	uint64_t spill_load_sectors, spill_store_sectors;
};

struct kernel_stats {
	const struct ir_kernel *kernel;
	struct launch launch;          /* copy of the launch simulated */
	struct access_stats *access;   /* indexed by ir_access.id */
	struct branch_stats *branch;   /* indexed by ir_branch.id */
	uint64_t access_lanes;         /* active lanes summed over all requests */
	uint64_t statements;           /* warp-level statement executions */
	uint64_t statement_lanes;      /* active lanes summed over them */
	uint64_t fp_warp_ops;          /* ST_WORK: warp-level FP instructions */
	uint64_t fp_lanes;             /* ... times the lanes active in each */
	uint64_t barrier_warps;        /* ST_WORK: warp-level __syncthreads() */
	uint64_t mma_warp_ops;         /* ST_WORK: warp-level tensor-core
	                                  instructions, and their operations
	                                  by operand type */
	uint64_t tensor_flops[MMA_TYPES];
	uint64_t gmma_warp_ops;        /* ST_WORK: warps' wgmma (HGMMA), and */
	uint64_t gmma_wavefronts;      /* the shared wavefronts they read in */
	struct sim_totals totals;
	uint64_t warps;                /* warps simulated */
	uint64_t requests;
	const char *missing_param;     /* first scalar parameter with no value */
	const char *error;             /* launch could not be simulated */
	struct src_loc loop_cap_loc;   /* a loop stopped at the iteration cap */
	int loop_capped;
	uint64_t executed;             /* statements run, all warps (the work) */
	uint64_t work_capped;          /* stopped at sim_options.max_work: it */
	struct src_loc work_cap_loc;   /* the statement it stopped at */
	struct sim_worst captured;     /* sim_options.capture's request */
	/* with launch.sized: per access and branch id, the parameters of an
	 * assumed size its address or condition rests on, as bits of
	 * launch.sized (else NULL) */
	uint64_t *sized_access, *sized_branch;
};

struct sim_options {
	uint64_t max_warps;            /* refuse larger launches; 0: default */
	uint64_t max_loop_iterations;  /* per loop entry; 0: default */
	uint64_t max_work;             /* statements run in all; 0: default */
	int one_block_at_a_time;       /* no block ranges: the reference path */
	int no_loop_rounds;            /* every loop round on its own: the same */
	/* keep the first request of one access in one warp (for explain) */
	int capture;
	int capture_access;
	uint32_t capture_block[3];
	unsigned capture_warp;
};

/* Fills *out; returns 0, or -1 with out->error set.  Call sim_stats_release. */
int sim_kernel(struct kernel_stats *out, const struct ir_kernel *k,
	       const struct launch *l, const struct hw *hw,
	       const struct sim_options *opts);
void sim_stats_release(struct kernel_stats *s);
/* *dst = *src with arrays of its own (release both). */
void sim_stats_copy(struct kernel_stats *dst, const struct kernel_stats *src);

#endif
