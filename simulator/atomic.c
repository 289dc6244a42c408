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

#include "alloc.h"
#include "hw.h"
#include "plan.h"

#include <stdlib.h>
#include <string.h>

int atomic_cas_loop(const struct ir_access *acc)
{
	return acc->op == OP_ATOMIC && acc->space == SPACE_SHARED && acc->atomic.floating &&
	       acc->atomic.name && !strcmp(acc->atomic.name, "atomicAdd");
}

/* Today's all-or-nothing reading: every warp of the block, or none. */
static void alike_or_alone(const struct ir_kernel *k, const struct ir_expr *e,
			   const struct launch *l, unsigned warps, struct atomic_turn *t)
{
	unsigned n = warps > 1 && e && plan_alike_in_every_warp(k, e, l) ? warps : 1, i;

	for (i = 0; i < warps; i++) {
		t[i].contend = n;
		t[i].place = i % n;
	}
}

/*
 * From each thread's offset (plan_thread_offsets): for warp v, over the
 * words its most lanes share, the warps that touch that word and those
 * of them before v; the word that makes v finish last is kept.
 */
static void count_turns(const int64_t *off, uint64_t threads, unsigned warps,
			struct atomic_turn *t)
{
	unsigned v, u, i, j;

	for (v = 0; v < warps; v++) {
		unsigned lanes = (unsigned)(threads - 32ull * v < 32 ? threads - 32ull * v : 32);
		unsigned most = 0, best = 0;
		const int64_t *mine = off + 32ull * v;

		for (i = 0; i < lanes; i++) {
			unsigned same = 0;
			for (j = 0; j < lanes; j++)
				same += mine[j] == mine[i];
			if (same > most)
				most = same;
		}
		t[v].contend = 1;
		t[v].place = 0;
		for (i = 0; i < lanes; i++) {
			unsigned same = 0, meet = 0, before = 0, trips;
			for (j = 0; j < lanes; j++)
				same += mine[j] == mine[i];
			if (same != most)
				continue;
			for (u = 0; u < warps; u++) {
				unsigned n = (unsigned)(threads - 32ull * u < 32 ? threads - 32ull * u : 32);
				for (j = 0; j < n && off[32ull * u + j] != mine[i]; j++)
					;
				if (j < n) {
					meet++;
					before += u < v;
				}
			}
			trips = meet * (most - 1) + 1 + before;
			if (trips > best) {
				best = trips;
				t[v].contend = meet;
				t[v].place = before;
			}
		}
	}
}

struct atomic_turn *atomic_turns(const struct ir_kernel *k, const struct ir_access *acc,
				 const struct launch *l)
{
	uint64_t threads = (uint64_t)l->block[0] * l->block[1] * l->block[2];
	unsigned warps = (unsigned)((threads + 31) / 32);
	const struct ir_stmt *s = ir_find_access(k->body, acc);
	struct atomic_turn *t = xcalloc((size_t)warps + 1, sizeof(*t));
	int64_t *off;

	uint64_t blocks = acc->space == SPACE_GLOBAL && atomic_global_meets(k, acc)
			  ? launch_blocks(l) : 1;
	unsigned i;

	if (!s || !s->expr || warps < 2) {
		alike_or_alone(k, s ? s->expr : NULL, l, warps, t);
	} else {
		off = xcalloc((size_t)threads, sizeof(*off));
		if (plan_thread_offsets(k, s->expr, l, off) == 0)
			count_turns(off, threads, warps, t);
		else
			alike_or_alone(k, s->expr, l, warps, t);
		free(off);
	}
	for (i = 0; i < warps; i++)
		t[i].blocks = blocks;
	return t;
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

int atomic_turn_taking(const struct ir_access *acc)
{
	return atomic_cas_loop(acc) || (acc->op == OP_ATOMIC && acc->atomic.cas_loop != CAS_LOOP_NONE);
}

/*
 * A global compare-and-swap loop: every block of the grid meets at the
 * same words (atomic_global_meets), on multiprocessors that do not take
 * turns in step.  At fewest the warp's own lanes land one a trip, m
 * trips; at most every lane of the W warps meeting at its busiest word in
 * every block lands before its last, one a trip: W * blocks * m.
 * Measured (at_gl_cas_loop, 2 blocks of 4 warps): a word a lane, 36
 * (range 8 to 64); one word, 1,316 and 1,430 on two runs (256 to 2,048).
 */
unsigned atomic_global_trips(const int64_t lanes[32], uint32_t mask, unsigned contending,
			     uint64_t blocks, unsigned *fewest)
{
	unsigned m = atomic_busiest_word(lanes, mask);
	uint64_t most = (uint64_t)(contending ? contending : 1) * blocks * m;

	*fewest = m;
	return most > 0xffffffffu ? 0xffffffffu : (unsigned)most;
}

int atomic_global_meets(const struct ir_kernel *k, const struct ir_access *acc)
{
	const struct ir_stmt *s = ir_find_access(k->body, acc);

	return s && s->expr && plan_same_in_every_block(k, s->expr);
}

/*
 * One ATOMS.CAS: a lane carries two operands (compare and swap), and the
 * request is served in the phases of an access twice its width (16
 * lanes for a 4-byte CAS), every active lane counted in its bank, one
 * word a lane (at_sh_cas_loop, mod 32: 2 wavefronts a request with a
 * word a lane).
 */
unsigned atomic_cas_request(const struct hw *hw, const int64_t lanes[32], uint32_t mask,
			    unsigned bytes)
{
	int wi = hw_width_index(bytes * 2 > 16 ? 16 : bytes * 2);
	unsigned phase = wi < 0 ? 32 : hw->phase_lanes[wi], lane0, wf = 0;
	unsigned per_lane = bytes > hw->bank_bytes ? bytes / hw->bank_bytes : 1;

	for (lane0 = 0; lane0 < 32; lane0 += phase) {
		unsigned count[64] = { 0 }, worst = 0, lane, k;
		for (lane = lane0; lane < lane0 + phase && lane < 32; lane++) {
			if (!(mask >> lane & 1))
				continue;
			for (k = 0; k < per_lane; k++) {
				int64_t word = lanes[lane] / (int64_t)hw->bank_bytes + k;
				unsigned bank = (unsigned)(((word % hw->banks) + hw->banks) % hw->banks);
				if (bank < 64 && ++count[bank] > worst)
					worst = count[bank];
			}
		}
		wf += worst;
	}
	return wf;
}

unsigned atomic_cas_wavefronts(const struct hw *hw, const int64_t lanes[32], uint32_t mask,
			       unsigned bytes, unsigned contending, unsigned position)
{
	unsigned trips = atomic_trips(lanes, mask, contending, position), k, i, j, wf = 0;
	uint32_t left = mask;

	if (contending < 1)
		contending = 1;
	position %= contending;
	for (k = 1; k <= trips && left; k++) {
		uint32_t before;
		wf += atomic_cas_request(hw, lanes, left, bytes);
		/* the warp's turn: the lowest lane left at each word lands */
		if (k - 1 < position || (k - 1 - position) % contending)
			continue;
		before = left;
		for (i = 0; i < 32; i++) {
			int first = 1;
			if (!(before >> i & 1))
				continue;
			for (j = 0; j < i && first; j++)
				first = !((before >> j & 1) && lanes[j] == lanes[i]);
			if (first)
				left &= ~(1u << i);
		}
	}
	return wf;
}

