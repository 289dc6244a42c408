/*
 * atomic.h - atomics nvcc emits as a compare-and-swap loop: which ones,
 * and how many trips a warp's request takes (atomic.c says what was
 * measured).
 */
#ifndef WARPCHECK_ATOMIC_H
#define WARPCHECK_ATOMIC_H

#include <stdint.h>

#include "ir.h"
#include "launch.h"

struct hw;

/* Does nvcc emit acc as an LDS + ATOMS.CAST.SPIN loop (shared float or
 * double atomicAdd on sm_90)? */
int atomic_cas_loop(const struct ir_access *acc);

/* A warp's turn at a CAS loop's words: W warps of its block meet at its
 * busiest word, and p of them come before it. */
struct atomic_turn {
	unsigned contend;         /* W, at least 1 */
	unsigned place;           /* p, below W */
	uint64_t blocks;          /* a global loop: the blocks that meet */
	int loose;                /* more than 4 warps of the block meet
	                             others: turns not in step (atomic.c) */
};

/*
 * The turn of each warp of a block under launch l at acc (an array with
 * a slot per warp, for free()).  Counted from each thread's address
 * where the address is a part that reads the thread index plus a part
 * alike in every warp (plan_thread_offsets); otherwise every warp meets
 * every other when the address is alike in every warp, and none else.
 */
struct atomic_turn *atomic_turns(const struct ir_kernel *k, const struct ir_access *acc,
				 const struct launch *l);

/* The most active lanes (mask) at one address of lanes[]. */
unsigned atomic_busiest_word(const int64_t lanes[32], uint32_t mask);
/* The same, and that address in *word (the lowest lane's where two tie). */
unsigned atomic_busiest_at(const int64_t lanes[32], uint32_t mask, int64_t *word);

/*
 * Trips of the loop for a request whose active lanes (mask) are at byte
 * addresses lanes[], with `contending` warps taking turns and this one
 * `position`-th among them (from 0); 0 for no lane.
 */
unsigned atomic_trips(const int64_t lanes[32], uint32_t mask, unsigned contending,
		      unsigned position);

/* The wavefronts of one trip's ATOMS.CAST.SPIN, whose LDS takes
 * load_units, by the lanes of mask at lanes[], `bytes` a lane. */
unsigned atomic_spin_wavefronts(const int64_t lanes[32], uint32_t mask, unsigned bytes,
				unsigned load_units);

/*
 * The LDS and ATOMS.CAST.SPIN wavefronts of a loop nvcc emits over all
 * its trips (atomic_trips'), each trip of the lanes not yet landed (at
 * most the first trip's), a lane of each word landing on each of the
 * warp's turns: measured for double on 4 words, 360 LDS wavefronts for
 * 241 trips where all lanes each trip would take 482.
 */
void atomic_loop_wavefronts(const struct hw *hw, const int64_t lanes[32], uint32_t mask,
			    unsigned bytes, unsigned contending, unsigned position,
			    uint64_t *loads, uint64_t *spins);

/* Is acc costed by its warps' turns: a CAS loop nvcc emits, or one
 * written by hand (ir_atomic.cas_loop)? */
int atomic_turn_taking(const struct ir_access *acc);

/*
 * The shared atomic wavefronts the L1 counts for a generic ATOM.E's
 * requests on global memory: one a request, two for a compare-and-swap
 * (global rule 5).
 */
uint64_t atomic_generic_wavefronts(const struct ir_access *acc, uint64_t requests);

/*
 * The fewest a CAS loop's request of `trips` trips (its most) can take,
 * where the trips are a range (a loop that ends on values, one on global
 * memory, warps whose turns are loose); `trips` where they are not.
 * load_units: a trip's LDS wavefronts (the loop nvcc emits).  Sets
 * *wavefronts, the fewest ATOMS wavefronts, for a shared loop.
 */
unsigned atomic_fewest(const struct hw *hw, const struct ir_access *acc,
		       const struct atomic_turn *t, const int64_t lanes[32], uint32_t mask,
		       unsigned trips, unsigned load_units, uint64_t *wavefronts);

/*
 * A loop whose lanes run on alone as they leave it (a hand-written CAS
 * loop: nvcc's YIELD): its atomicCAS, or NULL.
 */
const struct ir_access *atomic_yield_loop(const struct ir_stmt *loop);

/* The lanes of mask that leave such a loop together, in the order they
 * leave (group[], up to 32), by the words lanes[] they swap: their count. */
unsigned atomic_exit_groups(const int64_t lanes[32], uint32_t mask, uint32_t group[32]);

/* Does a global CAS loop's address name the same words in every block? */
int atomic_global_meets(const struct ir_kernel *k, const struct ir_access *acc);

/*
 * A global CAS loop's trips, a range: its most, for `contending` warps
 * of a block at the busiest word in each of `blocks` blocks (its fewest:
 * atomic_fewest).
 */
unsigned atomic_global_trips(const int64_t lanes[32], uint32_t mask, unsigned contending,
			     uint64_t blocks);

/*
 * The wavefronts of one ATOMS.CAS of `bytes` a lane by the lanes of mask:
 * twice a per-lane atomic's (every lane counted in its bank).
 */
unsigned atomic_cas_request(const struct hw *hw, const int64_t lanes[32], uint32_t mask,
			    unsigned bytes);

/*
 * The ATOMS.CAS wavefronts of a hand-written loop over all its trips
 * (atomic_trips'): each trip a CAS of the lanes not yet done, a lane of
 * each word landing on each of the warp's turns.
 */
unsigned atomic_cas_wavefronts(const struct hw *hw, const int64_t lanes[32], uint32_t mask,
			       unsigned bytes, unsigned contending, unsigned position);

#endif
