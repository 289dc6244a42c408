/*
 * event.c - what one run of a warp did, and its counts.
 *
 * A run (one warp position over a range of blocks, sim.c) records an event
 * per request and per branch it meets.  A request's cost is computed once
 * per shape: it is invariant under shifting all its lanes by the same
 * multiple of the bank width (shared: banks are renamed, distinctness
 * kept) or of the sector (global), so costs are memoized on the lanes'
 * offsets relative to the lowest one.  An event equal to the one before
 * of its access merges with it, so a loop of a million rounds keeps a
 * handful.  When the run reaches its end without a split, commit adds the
 * events, each standing for n blocks, to the kernel's stats.
 *
 * Invariant: nothing reaches the stats before commit, so a run that must
 * split (sim.c) is simply forgotten and replayed in halves.
 */
#include "sim_internal.h"
#include "emit.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "gmem.h"
#include "smem.h"

static uint64_t hash_key(const int64_t *key, int n, uint32_t mask, unsigned bytes,
			 enum mem_space space, int atomic)
{
	uint64_t h = 0x9e3779b97f4a7c15ull ^ mask ^ ((uint64_t)bytes << 40) ^
		     ((uint64_t)space << 48) ^ ((uint64_t)n << 52) ^ ((uint64_t)atomic << 60);
	int i;

	for (i = 0; i < n; i++) {
		h ^= (uint64_t)key[i];
		h *= 0xff51afd7ed558ccdull;
		h ^= h >> 29;
	}
	return h;
}

/* Cost of one request, memoized on the shift-invariant shape of addr. */
static void request_cost(struct warp *w, const struct ir_access *acc,
			 const struct value *addr, const int64_t lanes[32],
			 uint32_t mask, struct sim_cost *cost)
{
	int64_t quantum = acc->space == SPACE_SHARED ? w->hw->bank_bytes
						     : w->hw->sector_bytes;
	int64_t key[32], lowest = INT64_MAX, shift;
	int affine = addr->shape != VAL_VECTOR, n, i;
	int atomic = emit_atomic_per_lane(acc);
	struct cost_entry *slot;

	if (affine) {
		/* base modulo the quantum and the step fix the pattern */
		shift = addr->base - (addr->base % quantum + quantum) % quantum;
		key[0] = addr->base - shift;
		key[1] = addr->step;
		n = 2;
	} else {
		for (i = 0; i < 32; i++)
			if ((mask >> i & 1) && lanes[i] < lowest)
				lowest = lanes[i];
		shift = lowest - (lowest % quantum + quantum) % quantum;
		for (i = 0; i < 32; i++)
			key[i] = (mask >> i & 1) ? lanes[i] - shift : 0;
		n = 32;
	}
	slot = &w->cache[hash_key(key, n, mask, acc->bytes, acc->space, atomic) % CACHE_SIZE];
	if (slot->valid && slot->space == acc->space && slot->bytes == acc->bytes &&
	    slot->atomic == atomic &&
	    slot->mask == mask && slot->affine == affine &&
	    !memcmp(slot->key, key, (size_t)n * sizeof(key[0]))) {
		*cost = slot->cost;
		return;
	}
	memset(cost, 0, sizeof(*cost));
	if (acc->space == SPACE_SHARED) {
		struct smem_cost sc;
		smem_request(&sc, w->hw, lanes, mask, acc->bytes, atomic);
		cost->wavefronts = sc.wavefronts;
		cost->ideal_wavefronts = sc.ideal;
		cost->max_nway = sc.max_nway;
	} else {
		struct gmem_cost gc;
		gmem_request(&gc, w->hw, lanes, mask, acc->bytes);
		cost->sectors = gc.sectors;
		cost->ideal_sectors = gc.ideal;
		cost->bytes_used = gc.bytes_used;
	}
	slot->valid = 1;
	slot->atomic = atomic;
	slot->space = acc->space;
	slot->bytes = acc->bytes;
	slot->mask = mask;
	slot->affine = affine;
	memcpy(slot->key, key, (size_t)n * sizeof(key[0]));
	slot->cost = *cost;
}

static int same_cost(const struct sim_cost *a, const struct sim_cost *b)
{
	return a->wavefronts == b->wavefronts && a->ideal_wavefronts == b->ideal_wavefronts &&
	       a->max_nway == b->max_nway && a->sectors == b->sectors &&
	       a->ideal_sectors == b->ideal_sectors && a->bytes_used == b->bytes_used;
}

/*
 * Two events of one access (or branch) that cost the same count as one
 * with their n added: commit keeps the first of equal costs as the worst
 * and takes the extremes of the bytes touched, so nothing it reports
 * changes, and a warp looping a million times keeps a handful of events.
 */
static int same_event(const struct sim_event *a, const struct sim_event *b)
{
	if (a->branch >= 0)
		return a->branch == b->branch && a->taken == b->taken &&
		       a->not_taken == b->not_taken;
	return a->access == b->access && a->costed == b->costed && a->unknown == b->unknown &&
	       a->uncertain == b->uncertain && a->why == b->why &&
	       a->uncertain_why == b->uncertain_why && a->mask == b->mask &&
	       a->active == b->active && (!a->costed || same_cost(&a->cost, &b->cost));
}

void event_forget(struct warp *w)
{
	w->nevents = 0;
	memset(w->last_access, 0, ((size_t)w->k->naccesses + 1) * sizeof(int));
	memset(w->last_branch, 0, ((size_t)w->k->nbranches + 1) * sizeof(int));
}

/*
 * Merges the newest event into one of the last few of its access or branch
 * (a loop's condition alternates between going on and stopping).
 */
static void merge_last_event(struct warp *w)
{
	struct sim_event *e = &w->events[w->nevents - 1];
	int *last = e->branch >= 0 ? &w->last_branch[e->branch] : &w->last_access[e->access];
	int j = *last - 1, steps;

	for (steps = 0; j >= 0 && steps < 4; steps++, j = w->events[j].prev) {
		struct sim_event *prev = &w->events[j];
		if (!same_event(prev, e))
			continue;
		prev->n += e->n;
		if (e->costed) {
			if (e->lo < prev->lo)
				prev->lo = e->lo;
			if (e->hi > prev->hi)
				prev->hi = e->hi;
		}
		w->nevents--;
		return;
	}
	e->prev = *last - 1;
	*last = w->nevents;
}

static struct sim_event *new_event(struct warp *w, int access, uint64_t n)
{
	struct sim_event *e;

	if (w->nevents)
		merge_last_event(w);
	if (w->nevents == w->cap_events) {
		int cap = w->cap_events ? w->cap_events * 2 : 64;
		w->events = xreallocarray(w->events, (size_t)cap, sizeof(*w->events));
		w->cap_events = cap;
	}
	e = &w->events[w->nevents++];
	e->branch = -1;
	e->access = access;
	e->n = n;
	e->costed = e->unknown = e->uncertain = 0;
	e->why = NULL;
	e->uncertain_why = NULL;
	e->mask = e->active = 0;
	e->bx = w->block[0];
	return e;
}

static void cost_event(struct warp *w, const struct ir_access *acc,
		       struct sim_event *e, const struct value *addr, uint32_t known)
{
	value_lanes(addr, e->lanes);
	request_cost(w, acc, addr, e->lanes, known, &e->cost);
	e->costed = 1;
	e->mask = known;
}

/* The bytes a request touches in any block of the range (for sizing). */
static void event_extent(struct warp *w, const struct ir_access *acc,
			 struct sim_event *e, const struct value *addr, uint32_t known)
{
	int64_t l[WARP_SIZE];
	int end, i;

	e->lo = INT64_MAX;
	e->hi = INT64_MIN;
	for (end = 0; end < 2; end++) {
		value_lanes_at(addr, end ? w->scratch.bx_hi - 1 : w->scratch.bx_lo, l);
		for (i = 0; i < WARP_SIZE; i++) {
			if (!(known >> i & 1))
				continue;
			if (l[i] < e->lo)
				e->lo = l[i];
			if (l[i] + (int64_t)acc->bytes > e->hi)
				e->hi = l[i] + (int64_t)acc->bytes;
		}
	}
}

/* One evaluation of a branch's condition: `taken` and `not_taken` lanes. */
void event_record_branch(struct warp *w, const struct ir_branch *b,
			  uint32_t taken, uint32_t not_taken)
{
	struct sim_event *e;

	if (!b || !(taken | not_taken))
		return;
	e = new_event(w, 0, (uint64_t)(w->scratch.bx_hi - w->scratch.bx_lo));
	e->branch = b->id;
	e->taken = taken;
	e->not_taken = not_taken;
	w->reached[b->id] = 1;
	if (taken && not_taken)
		w->diverged[b->id] = 1;
}

static uint64_t gcd64(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

/*
 * One request per block of the range.  With an address symbolic in
 * blockIdx.x the blocks' costs repeat with the address's offset modulo
 * the cost quantum (a word for shared memory, a sector for global), so
 * one representative block per residue stands for all blocks with it.
 */
/* The request a user asked to see, lane by lane (sim_options.capture). */
static void capture(struct warp *w, const struct ir_access *acc,
		    const struct value *addr, uint32_t known)
{
	const struct sim_options *o = w->opts;
	struct sim_worst *c = &w->stats->captured;
	int64_t bx = o->capture_block[0];
	struct value at;

	if (c->seen || acc->id != o->capture_access || w->warp_index != o->capture_warp ||
	    w->block[1] != o->capture_block[1] || w->block[2] != o->capture_block[2] ||
	    bx < w->scratch.bx_lo || bx >= w->scratch.bx_hi || !known)
		return;
	at = *addr;
	at.bx = 0;
	if (at.shape == VAL_VECTOR) {
		int64_t *l = value_scratch_get(&w->scratch);
		value_lanes_at(addr, bx, l);
		at.lane = l;
	} else {
		at.base += addr->bx * bx;
	}
	value_lanes(&at, c->addr);
	request_cost(w, acc, &at, c->addr, known, &c->cost);
	c->seen = 1;
	memcpy(c->block, o->capture_block, sizeof(c->block));
	c->warp = w->warp_index;
	c->mask = known;
}

void event_record(struct warp *w, const struct ir_access *acc,
		   const struct value *addr, uint32_t active)
{
	int64_t lo = w->scratch.bx_lo, len = w->scratch.bx_hi - lo;
	int uncertain = ((w->uncertain | w->kept_return | w->kept_loop) & active) != 0;
	const char *uncertain_why = uncertain ? w->uncertain_why : NULL;
	uint32_t known = active;
	struct sim_event *e;

	if (w->opts->capture && addr)
		capture(w, acc, addr, active & ~addr->unknown);

	if (!addr || (addr->unknown & active)) {
		known = addr ? active & ~addr->unknown : 0;
		e = new_event(w, acc->id, (uint64_t)len);
		e->unknown = 1;
		e->uncertain = uncertain;
		e->uncertain_why = uncertain_why;
		e->active = active;
		e->why = addr ? addr->why : acc->unsupported;
		if (!known)
			return;
		if (addr->bx) {
			/* unusual enough to take one block at a time */
			w->scratch.split = 1;
			return;
		}
		cost_event(w, acc, e, addr, known);
		event_extent(w, acc, e, addr, known);
		return;
	}
	if (!addr->bx) {
		e = new_event(w, acc->id, (uint64_t)len);
		e->uncertain = uncertain;
		e->uncertain_why = uncertain_why;
		e->active = active;
		cost_event(w, acc, e, addr, known);
		event_extent(w, acc, e, addr, known);
		return;
	}
	{
		int64_t q = acc->space == SPACE_SHARED ? w->hw->bank_bytes
						       : w->hw->sector_bytes;
		uint64_t m = (uint64_t)(((addr->bx % q) + q) % q);
		int64_t period = m ? q / (int64_t)gcd64(m, (uint64_t)q) : 1, k;

		for (k = 0; k < period && k < len; k++) {
			struct value at = *addr;
			int64_t b = lo + k;
			e = new_event(w, acc->id, (uint64_t)((len - k + period - 1) / period));
			e->uncertain = uncertain;
		e->uncertain_why = uncertain_why;
		e->active = active;
			e->bx = (uint32_t)b;
			at.bx = 0;
			if (at.shape == VAL_VECTOR) {
				int64_t *l = value_scratch_get(&w->scratch);
				value_lanes_at(addr, b, l);
				at.lane = l;
			} else {
				at.base += addr->bx * b;
			}
			cost_event(w, acc, e, &at, known);
			if (k == 0)
				event_extent(w, acc, e, addr, known);
			else
				e->lo = INT64_MAX, e->hi = INT64_MIN;
		}
	}
}

void event_commit(struct warp *w)
{
	int i;

	for (i = 0; i < w->nevents; i++) {
		const struct sim_event *e = &w->events[i];
		const struct ir_access *acc;
		struct access_stats *st;
		uint64_t n = e->n, total;
		unsigned units;

		if (e->branch >= 0) {
			struct branch_stats *b = &w->stats->branch[e->branch];
			int split = e->taken && e->not_taken;
			unsigned even = split ? (unsigned)__builtin_popcount(e->taken) <
				(unsigned)__builtin_popcount(e->not_taken)
				? (unsigned)__builtin_popcount(e->taken)
				: (unsigned)__builtin_popcount(e->not_taken) : 0;
			count(&b->executions, n);
			count(&b->active_lanes, n * (uint64_t)__builtin_popcount(e->taken | e->not_taken));
			if (!split)
				continue;
			count(&b->divergent_executions, n);
			if (!b->worst.seen ||
			    even > (unsigned)(__builtin_popcount(b->worst.taken) <
					      __builtin_popcount(b->worst.not_taken)
					      ? __builtin_popcount(b->worst.taken)
					      : __builtin_popcount(b->worst.not_taken))) {
				b->worst.seen = 1;
				b->worst.block[0] = e->bx;
				b->worst.block[1] = w->block[1];
				b->worst.block[2] = w->block[2];
				b->worst.warp = w->warp_index;
				b->worst.taken = e->taken;
				b->worst.not_taken = e->not_taken;
			}
			continue;
		}
		acc = w->k->accesses[e->access];
		st = &w->stats->access[e->access];
		count(&w->stats->access_lanes, n * (uint64_t)__builtin_popcount(e->active));

		count(&st->requests, n);
		count(&w->stats->requests, n);
		if (e->uncertain) {
			count(&st->uncertain_requests, n);
			if (!st->uncertain_reason)
				st->uncertain_reason = e->uncertain_why;
		}
		if (e->unknown) {
			count(&st->unknown_requests, n);
			if (!st->unknown_reason)
				st->unknown_reason = e->why;
		}
		if (!e->costed)
			continue;
		if (e->lo < e->hi) {
			if (!st->touched || e->lo < st->lo)
				st->lo = e->lo;
			if (!st->touched || e->hi > st->hi)
				st->hi = e->hi;
			st->touched = 1;
		}
		units = sim_cost_units(&e->cost, acc->space);
		if (__builtin_mul_overflow((uint64_t)units, n, &total))
			BUG("a counter overflowed 64 bits");
		if (acc->space == SPACE_SHARED) {
			count(&st->wavefronts, total);
			count(&st->ideal_wavefronts, (uint64_t)e->cost.ideal_wavefronts * n);
			if (e->cost.max_nway > st->max_nway)
				st->max_nway = e->cost.max_nway;
		} else {
			count(&st->sectors, total);
			count(&st->ideal_sectors, (uint64_t)e->cost.ideal_sectors * n);
			count(&st->bytes_used, (uint64_t)e->cost.bytes_used * n);
		}
		count(&st->hist[units < SIM_HIST - 1 ? units : SIM_HIST - 1], n);
		if (!st->worst.seen || units > sim_cost_units(&st->worst.cost, acc->space)) {
			st->worst.seen = 1;
			st->worst.cost = e->cost;
			st->worst.block[0] = e->bx;
			st->worst.block[1] = w->block[1];
			st->worst.block[2] = w->block[2];
			st->worst.warp = w->warp_index;
			st->worst.mask = e->mask;
			memcpy(st->worst.addr, e->lanes, sizeof(e->lanes));
		}
	}
	event_forget(w);
	{
		uint64_t n = (uint64_t)(w->scratch.bx_hi - w->scratch.bx_lo);
		count(&w->stats->statements, n * w->statements);
		count(&w->stats->statement_lanes, n * w->statement_lanes);
	}
	for (i = 0; i < w->k->nbranches; i++) {
		uint64_t n = (uint64_t)(w->scratch.bx_hi - w->scratch.bx_lo);
		if (w->reached[i])
			count(&w->stats->branch[i].warps, n);
		if (w->diverged[i])
			count(&w->stats->branch[i].divergent_warps, n);
	}
}
