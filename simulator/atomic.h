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

/* Does nvcc emit acc as an LDS + ATOMS.CAST.SPIN loop (shared float or
 * double atomicAdd on sm_90)? */
int atomic_cas_loop(const struct ir_access *acc);

/* A warp's turn at a CAS loop's words: W warps of its block meet at its
 * busiest word, and p of them come before it. */
struct atomic_turn {
	unsigned contend;         /* W, at least 1 */
	unsigned place;           /* p, below W */
	uint64_t blocks;          /* a global loop: the blocks that meet */
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

/*
 * Trips of the loop for a request whose active lanes (mask) are at byte
 * addresses lanes[], with `contending` warps taking turns and this one
 * `position`-th among them (from 0); 0 for no lane.
 */
unsigned atomic_trips(const int64_t lanes[32], uint32_t mask, unsigned contending,
		      unsigned position);

/* Is acc costed by its warps' turns: a CAS loop nvcc emits, or one
 * written by hand (ir_atomic.cas_loop)? */
int atomic_turn_taking(const struct ir_access *acc);

/* Does a global CAS loop's address name the same words in every block? */
int atomic_global_meets(const struct ir_kernel *k, const struct ir_access *acc);

/*
 * A global CAS loop's trips, a range: the most returned, the fewest in
 * *fewest, for `contending` warps of a block at the busiest word in
 * each of `blocks` blocks.
 */
unsigned atomic_global_trips(const int64_t lanes[32], uint32_t mask, unsigned contending,
			     uint64_t blocks, unsigned *fewest);

struct hw;
/*
 * The wavefronts of one ATOMS.CAS of `bytes` a lane by the lanes of mask:
 * the phases of an access twice as wide, every lane counted in its bank.
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
