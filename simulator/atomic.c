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
 * Which warps meet: for each warp, the warps of its block that touch its
 * busiest word, counted from every thread's address where the address is
 * a part that reads the thread index plus a part alike in every warp
 * (plan_thread_offsets): bins[t % 64] in a block of 256 threads makes
 * two groups of 4 (measured: 40 trips for 2 blocks, 24 and 30 for groups
 * of 2 and of 3, 3 by 2).  Where a warp's busiest words meet different
 * warps, the word that makes it finish last counts.  Otherwise the
 * address is read whole: every warp meets every other when it is alike
 * in every warp (plan_alike_in_every_warp), none else.
 *
 * More than 4 warps (STEP_WARPS): when more than 4 warps of a block meet
 * others, the turns are not kept in step and a warp may land a lane on a
 * trip that another's also lands: measured 29-88% of the strict count.
 * The trips are then a range, from the warp's own m lanes to the strict
 * count (atomic_fewest), which the counts report as their most.
 *
 * Wavefronts: each trip's LDS costs what a load of the same lanes costs,
 * and the ATOMS.CAST.SPIN 2 for every 128 bytes its lanes need, their
 * words' banks aside (float: 2,024 and 40; double with its own words:
 * 80; float with two words in a bank, 2 a trip: s[t % 80], 72 and 112,
 * 24, 24 and 20, h200-2026-11-30-ldgsts), or 3 for a 64-bit swap with
 * every lane on one word (atomic_spin_wavefronts).
 *
 * Warps that share only some of their words (s[t % 48] in 4 warps) can
 * take more trips than this gives: 18 where 16, and s[t % 40] 23 where
 * 20, more than any one order of whole-warp turns gives; not modelled
 * (h200-2026-11-30-ldgsts.md).
 *
 * A loop written by hand, do { seen = old; old = atomicCAS(p, seen,
 * f(seen)); } while (old != seen) (the front end's cas.c), takes the same
 * trips (measured: 1,012, 20 and 64 where this says so), each one ATOMS.CAS
 * at twice a per-lane atomic's wavefronts and no LDS; one that may end on
 * values is a range, from none or one trip to the exact loop's.  nvcc
 * puts a YIELD in it, and its lanes go on alone as they leave
 * (atomic_yield_loop).  On global memory the blocks meeting at a word
 * are on other multiprocessors and not in step: a range
 * (atomic_global_trips).
 */
#include "atomic.h"

#include "alloc.h"
#include "hw.h"
#include "plan.h"
#include "smem.h"

#include <stdlib.h>
#include <string.h>

int atomic_cas_loop(const struct ir_access *acc)
{
	return acc->op == OP_ATOMIC && acc->space == SPACE_SHARED && acc->atomic.floating &&
	       acc->atomic.name && !strcmp(acc->atomic.name, "atomicAdd");
}

/*
 * Up to this many warps of a block that meet others at a CAS loop's words
 * take their turns in step.  Measured (h200-2026-11-30-atom, 2 blocks
 * each, all lanes on one word): 1, 2, 3 and 4 warps take 64, 254, 570
 * and 1,012 trips, strict turns; 5, 6, 8, 12, 16 and 32 warps 29-88% of
 * strict (1,123 of 1,580 ... 18,683 of 64,544), 8 warps 2,634 and 2,997
 * on two runs; 8 warps in pairs or fours at a word 79-99%; 8 warps each
 * alone at its word exact (512).  With a word a lane (m = 1) the turns
 * stay strict: 8 warps 72, groups of 4 and 2 and 3: 40, 24, 30.
 */
#define STEP_WARPS 4

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
	unsigned i, meet;

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
	for (i = 0, meet = 0; i < warps; i++)
		meet += t[i].contend > 1;
	for (i = 0; i < warps; i++) {
		t[i].blocks = blocks;
		t[i].loose = meet > STEP_WARPS;
	}
	return t;
}

unsigned atomic_busiest_at(const int64_t lanes[32], uint32_t mask, int64_t *word)
{
	unsigned most = 0;
	int i, j;

	for (i = 0; i < 32; i++) {
		unsigned same = 0;
		if (!(mask >> i & 1))
			continue;
		for (j = 0; j < 32; j++)
			same += (mask >> j & 1) && lanes[j] == lanes[i];
		if (same > most) {
			most = same;
			if (word)
				*word = lanes[i];
		}
	}
	return most;
}

unsigned atomic_busiest_word(const int64_t lanes[32], uint32_t mask)
{
	return atomic_busiest_at(lanes, mask, NULL);
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

uint64_t atomic_generic_wavefronts(const struct ir_access *acc, uint64_t requests)
{
	int cas = acc->atomic.name && !strcmp(acc->atomic.name, "atomicCAS");

	return cas ? 2 * requests : requests;
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
			     uint64_t blocks)
{
	uint64_t most = (uint64_t)(contending ? contending : 1) * blocks *
			atomic_busiest_word(lanes, mask);

	return most > 0xffffffffu ? 0xffffffffu : (unsigned)most;
}

int atomic_global_meets(const struct ir_kernel *k, const struct ir_access *acc)
{
	const struct ir_stmt *s = ir_find_access(k->body, acc);

	return s && s->expr && plan_same_in_every_block(k, s->expr);
}

/* A trip that is the warp's turn: the lowest lane left at each word lands. */
static uint32_t land_turn(const int64_t lanes[32], uint32_t left)
{
	uint32_t before = left;
	int i, j;

	for (i = 0; i < 32; i++) {
		int first = 1;
		if (!(before >> i & 1))
			continue;
		for (j = 0; j < i && first; j++)
			first = !((before >> j & 1) && lanes[j] == lanes[i]);
		if (first)
			left &= ~(1u << i);
	}
	return left;
}

/*
 * One ATOMS.CAS: every active lane counted in its bank, as the other
 * ATOMS (shared rule 6), and twice that: measured (at_sh_cas_add,
 * h200-2026-11-30-atom) 2 a request with a word a lane, and 2 a lane on
 * one word (a warp alone: 2 (32 + 31 + ... + 1) = 1,056 a block).
 */
unsigned atomic_cas_request(const struct hw *hw, const int64_t lanes[32], uint32_t mask,
			    unsigned bytes)
{
	struct smem_cost c;

	smem_request(&c, hw, lanes, mask, bytes, 1);
	return 2 * c.wavefronts;
}

unsigned atomic_cas_wavefronts(const struct hw *hw, const int64_t lanes[32], uint32_t mask,
			       unsigned bytes, unsigned contending, unsigned position)
{
	unsigned trips = atomic_trips(lanes, mask, contending, position), k, wf = 0;
	uint32_t left = mask;

	if (contending < 1)
		contending = 1;
	position %= contending;
	for (k = 1; k <= trips && left; k++) {
		wf += atomic_cas_request(hw, lanes, left, bytes);
		/* the warp's turn: the lowest lane left at each word lands */
		if (k - 1 >= position && !((k - 1 - position) % contending))
			left = land_turn(lanes, left);
	}
	return wf;
}

unsigned atomic_fewest(const struct hw *hw, const struct ir_access *acc,
		       const struct atomic_turn *t, const int64_t lanes[32], uint32_t mask,
		       unsigned trips, unsigned load_units, uint64_t *wavefronts)
{
	unsigned m = atomic_busiest_word(lanes, mask), fewest = trips;
	int written = acc->atomic.cas_loop != CAS_LOOP_NONE;

	if (acc->atomic.cas_loop == CAS_LOOP_RANGE)
		fewest = (unsigned)acc->atomic.cas_fewest;
	else if (acc->space == SPACE_GLOBAL || (t->loose && t->contend > 1 && m > 1))
		fewest = m;      /* its own lanes, one a trip */
	if (fewest > trips)
		fewest = trips;
	*wavefronts = 0;
	if (acc->space != SPACE_SHARED || !fewest)
		return fewest;
	if (!written)
		*wavefronts = (uint64_t)fewest * atomic_spin_wavefronts(lanes, mask, acc->bytes,
									 load_units);
	else if (acc->atomic.cas_loop == CAS_LOOP_RANGE)
		*wavefronts = atomic_cas_request(hw, lanes, mask, acc->bytes);
	else if (fewest < trips)     /* the warp as if alone */
		*wavefronts = atomic_cas_wavefronts(hw, lanes, mask, acc->bytes, 1, 0);
	else
		*wavefronts = atomic_cas_wavefronts(hw, lanes, mask, acc->bytes, t->contend,
						    t->place);
	return fewest;
}

/*
 * A hand-written loop's lanes do not wait for each other at its end: nvcc
 * puts a YIELD in it (at_gl_cas_loop, at_sh_cas_add; not in the loop it
 * emits for a float atomicAdd), and the lanes that leave together run
 * what follows, up to a barrier, on their own.  Measured
 * (h200-2026-11-30-atom): the store after the loop, all lanes of a warp
 * on one word, 32 requests of one lane a warp (shared: 256 for 8 warps,
 * 64 for 2; global: 256, 128 and 32); a word a lane, one (8, 4).
 */
const struct ir_access *atomic_yield_loop(const struct ir_stmt *loop)
{
	const struct ir_stmt *s;

	if (!loop || loop->kind != ST_LOOP)
		return NULL;
	for (s = loop->body; s; s = s->next)
		if (s->kind == ST_ACCESS && s->access && s->access->op == OP_ATOMIC &&
		    s->access->atomic.cas_loop == CAS_LOOP_EXACT)
			return s->access;
	return NULL;
}

unsigned atomic_exit_groups(const int64_t lanes[32], uint32_t mask, uint32_t group[32])
{
	uint32_t left = mask;
	unsigned n = 0;

	/* each group is the lanes that land on one of the warp's turns */
	while (left && n < 32) {
		uint32_t rest = land_turn(lanes, left);
		group[n++] = left & ~rest;
		left = rest;
	}
	return n;
}

/*
 * An ATOMS.CAST.SPIN trip's wavefronts: twice its LDS's, as measured for
 * float (one word: 2,024 for 1,012 trips; a word a lane: 40 for 20) and
 * for double with a word a lane (80 for 20).  A 64-bit swap whose lanes
 * share words takes 3 on every trip, with as many lanes left as there
 * are (the SourceCounters of at_sh_add_double_used: one word, 1, 2 and
 * 4 warps, 192 for 64 trips, 760 for 254, 3,024 for 1,008; 2 words,
 * 1,486 for 495; 4 words, 720 for 240; h200-2026-11-30-atom and -atom2).
 */
unsigned atomic_spin_wavefronts(const int64_t lanes[32], uint32_t mask, unsigned bytes,
				unsigned load_units)
{
	unsigned lanes_on = (unsigned)__builtin_popcount(mask);

	if (bytes == 8 && lanes_on > 1 && atomic_busiest_word(lanes, mask) > 1)
		return 3;
	return 2 * load_units;
}

void atomic_loop_wavefronts(const struct hw *hw, const int64_t lanes[32], uint32_t mask,
			    unsigned bytes, unsigned contending, unsigned position,
			    uint64_t *loads, uint64_t *spins)
{
	unsigned trips = atomic_trips(lanes, mask, contending, position), k, whole;
	int spin64;
	uint32_t left = mask;
	struct smem_cost all;

	/* a trip's lanes are some of the first's, served in no more
	 * wavefronts (a double broadcast to the lanes left: 1, as to all) */
	smem_request(&all, hw, lanes, mask, bytes, 0);
	whole = all.wavefronts;
	spin64 = atomic_spin_wavefronts(lanes, mask, bytes, whole) == 3 && 2 * whole != 3;
	*loads = *spins = 0;
	if (contending < 1)
		contending = 1;
	position %= contending;
	for (k = 1; k <= trips && left; k++) {
		struct smem_cost c;
		smem_request(&c, hw, lanes, left, bytes, 0);
		if (c.wavefronts > whole)
			c.wavefronts = whole;
		*loads += c.wavefronts;
		/* the swap: 2 a trip for every 128 bytes its lanes need, their
		 * words' banks aside (h200-2026-11-30-ldgsts) */
		*spins += spin64 ? 3 : 2 * (c.ideal < whole ? c.ideal : whole);
		/* the warp's turn: the lowest lane left at each word lands */
		if (k - 1 >= position && !((k - 1 - position) % contending))
			left = land_turn(lanes, left);
	}
}

