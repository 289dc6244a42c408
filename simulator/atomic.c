/*
 * atomic.c - atomics nvcc emits as a compare-and-swap loop (atomic.h).
 *
 * On sm_90 a shared-memory atomicAdd on float or double has no ATOMS
 * opcode of its own: nvcc 13 emits
 *
 *	loop:	LDS       old, [a]
 *		FADD      new, old, v          (DADD for double)
 *		ATOMS.CAST.SPIN ok, [a], old, new
 *		@!ok BRA  loop
 *
 * (kernels/atomic_forms.cu at_sh_add_float_*, at_sh_add_double_*, SASS of
 * the 2026-11-30 run).  A trip stores for one lane per word; the others
 * saw a value that is no longer there and go round again.  So the cost is
 * the number of trips, and that depends on who else is at the same words.
 *
 * The model: the warps of a block that reach the atomic together and hit
 * the same words take turns, one lane per word a trip, the turn passing
 * from warp to warp.  A warp whose most crowded word has m of its lanes
 * then finishes on trip W (m - 1) + 1 + p, where W warps contend and p is
 * its place among them.  Measured on the H200 (atomic_forms.cu, 2 blocks
 * of 4 warps; ATOMS and LDS instructions executed):
 *
 *	all 32 lanes of every warp on one word:  m = 32, W = 4: per block
 *	  125 + 126 + 127 + 128 = 506, 1,012 in all; measured 1,012 ATOMS
 *	  and 1,012 LDS for float, 1,010 for double;
 *	each lane its own word, the same 32 words in every warp:  m = 1,
 *	  W = 4: 1 + 2 + 3 + 4 = 10 a block, 20; measured 20 and 20.
 *
 * Wavefronts: each trip's LDS costs what a load of the same lanes costs,
 * and the ATOMS.CAST.SPIN twice that (both cases above, float: 2,024 and
 * 40; double with its own words: 80).  Double on one word measured about
 * 2.6 to 3 per trip where this says 2: listed in validate's results.
 *
 * Whether the warps share words is read from the address
 * (plan_alike_in_every_warp).
 */
#include "atomic.h"

#include "plan.h"

#include <string.h>

int atomic_cas_loop(const struct ir_access *acc)
{
	return acc->op == OP_ATOMIC && acc->space == SPACE_SHARED && acc->atomic.floating &&
	       acc->atomic.name && !strcmp(acc->atomic.name, "atomicAdd");
}

unsigned atomic_contending_warps(const struct ir_kernel *k, const struct ir_access *acc,
				 const struct launch *l)
{
	uint64_t threads = (uint64_t)l->block[0] * l->block[1] * l->block[2];
	unsigned warps = (unsigned)((threads + 31) / 32), n = 1;
	const struct ir_stmt *s = ir_find_access(k->body, acc);

	if (s && warps > 1 && plan_alike_in_every_warp(k, s->expr, l))
		n = warps;
	return n;
}

unsigned atomic_busiest_word(const int64_t lanes[32], uint32_t mask)
{
	unsigned most = 0;
	int i, j;

	for (i = 0; i < 32; i++) {
		unsigned same = 0;
		if (!(mask >> i & 1))
			continue;
		for (j = 0; j < 32; j++)
			same += (mask >> j & 1) && lanes[j] == lanes[i];
		if (same > most)
			most = same;
	}
	return most;
}

unsigned atomic_trips(const int64_t lanes[32], uint32_t mask, unsigned contending,
		      unsigned position)
{
	unsigned most = atomic_busiest_word(lanes, mask);

	if (!most)
		return 0;
	if (contending < 1)
		contending = 1;
	return contending * (most - 1) + 1 + position % contending;
}
