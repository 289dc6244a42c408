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

/*
 * How many warps of a block meet at acc's words: all of them when its
 * address is alike in every warp of a block under launch l, else 1.
 */
unsigned atomic_contending_warps(const struct ir_kernel *k, const struct ir_access *acc,
				 const struct launch *l);

/* The most active lanes (mask) at one address of lanes[]. */
unsigned atomic_busiest_word(const int64_t lanes[32], uint32_t mask);

/*
 * Trips of the loop for a request whose active lanes (mask) are at byte
 * addresses lanes[], with `contending` warps taking turns and this one
 * `position`-th among them (its warp index in the block); 0 for no lane.
 */
unsigned atomic_trips(const int64_t lanes[32], uint32_t mask, unsigned contending,
		      unsigned position);

#endif
