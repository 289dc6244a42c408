/*
 * local.h - which of a thread's own arrays nvcc puts in local memory, and
 * what a warp's request to local memory costs.
 *
 * An array is in registers when every index into it is a constant once
 * nvcc has unrolled the loops around it (emit_loop_unroll), and in local
 * memory otherwise.  Local memory is interleaved: a thread's 4-byte word w
 * is at w * 128 + lane * 4 in its warp's slice (CUDA C++ Programming
 * Guide, "Local Memory"), so a warp reading one index costs what a
 * coalesced load does, and 32 indices up to 32 sectors.
 */
#ifndef WARPCHECK_LOCAL_H
#define WARPCHECK_LOCAL_H

#include <stdint.h>

#include "ir.h"

/*
 * Decides where each of k's local arrays lives (ir_local_array.in_memory,
 * .dynamic_access) and drops the accesses that make no local traffic:
 * those of arrays in registers, and loads at a constant index of an
 * array whose stores all have constant indices (nvcc reads the register
 * the store left).  Renumbers k's accesses.  Run once, after the front
 * end has built k and before emit_kernel.
 */
void local_classify(struct ir_kernel *k);

/* What one warp request to local memory costs. */
struct lmem_cost {
	unsigned sectors;         /* distinct 32-byte sectors */
	unsigned ideal;           /* the same request with every lane at one index */
	unsigned lines;           /* distinct 128-byte lines */
	unsigned bytes_used;      /* bytes the lanes asked for */
};

/* Where byte `offset` of lane's array is in its warp's slice of local
 * memory: word w of lane l at w * 128 + l * 4. */
int64_t lmem_slice_addr(int64_t offset, int lane);

/* lanes: each lane's byte offset into its own array; mask: lanes taking part. */
void lmem_request(struct lmem_cost *out, const int64_t lanes[32], uint32_t mask,
		  unsigned bytes);

/*
 * ptxas's spill bytes a thread (ptxas -v), as sectors in st's totals: a
 * spill slot is at one offset for every lane, so each 4 bytes a lane
 * spills costs a warp 4 sectors, and a warp's sectors are its threads'
 * bytes.  Each spill instruction is taken to run once a warp: exact for
 * straight-line code (kernels/spill.cu's spill_heavy and spill_regs,
 * h200-2026-11-30-local), too few where a spill sits in a loop.
 */
struct kernel_stats;
void local_add_spills(struct kernel_stats *st, int load_bytes, int store_bytes,
		      int stack_frame);

/*
 * The local sectors that leave the SM, for the time model: stores (L1
 * writes local memory through), a stored sector not all written counted
 * LOCAL_PARTIAL_COST times, and the loads that miss, as the share of a
 * thread's frame times the threads resident on an SM (threads_per_sm)
 * that does not fit in l1_bytes.
 */
double local_far_sectors(const struct kernel_stats *st, double l1_bytes, double threads_per_sm);

#endif
