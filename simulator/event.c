/*
 * event.c - what one run of a warp did, and its counts.
 *
 * A run (one warp position over a range of blocks, sim.c) records an event
 * per request and per branch it meets.  A request's cost is computed once
 * per shape: it is invariant under shifting all its lanes by the same
 * multiple of a row of banks (shared: each bank stays itself) or of a
 * line (global: sectors and lines stay whole), so costs are memoized on
 * the lanes' offsets from the lowest one, rounded down to that quantum.  An event equal to the one before
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
#include "atomic.h"
#include "copy.h"
#include "gmem.h"
#include "local.h"
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

/*
 * The shift a request's cost is invariant under: a whole row of banks for
 * shared memory (every bank renamed to itself, whatever the width and
 * phases), a whole 128-byte line for global memory (its sectors and lines
 * alike).  Smaller shifts would do for today's rules (a word, a sector),
 * but these hold for any rule that looks at banks, sectors or lines.
 */
static int64_t cost_quantum(const struct warp *w, const struct ir_access *acc)
{
	return acc->space == SPACE_SHARED ? (int64_t)w->hw->banks * w->hw->bank_bytes
					  : (int64_t)w->hw->line_bytes;
}

/* Cost of one request, memoized on the shift-invariant shape of addr. */
static void request_cost(struct warp *w, const struct ir_access *acc,
			 const struct value *addr, const int64_t lanes[32],
			 uint32_t mask, struct sim_cost *cost)
{
	int64_t quantum = cost_quantum(w, acc);
	int64_t key[32], lowest = INT64_MAX, shift;
	int affine = addr->shape != VAL_VECTOR, n, i;
	int atomic = emit_atomic_per_lane(acc), kind;
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
	/* the cost's kind: a plain request, an atomic's, a matrix load's */
	if (acc->bulk) {
		/* the copy engine's, not the LSU's (no L1 wavefronts); rare
		 * enough to count without the cache */
		struct gmem_cost gc;
		memset(cost, 0, sizeof(*cost));
		gmem_bulk(&gc, w->hw, lanes, mask, acc->bulk, acc->bulk_box);
		cost->sectors = gc.sectors;
		cost->ideal_sectors = gc.ideal;
		cost->bytes_used = gc.bytes_used;
		cost->lines = gc.lines;
		return;
	}
	kind = atomic | (int)acc->matrices << 1;
	slot = &w->cache[hash_key(key, n, mask, acc->bytes, acc->space, kind) % CACHE_SIZE];
	if (slot->valid && slot->space == acc->space && slot->bytes == acc->bytes &&
	    slot->atomic == kind &&
	    slot->mask == mask && slot->affine == affine &&
	    !memcmp(slot->key, key, (size_t)n * sizeof(key[0]))) {
		*cost = slot->cost;
		return;
	}
	memset(cost, 0, sizeof(*cost));
	if (acc->space == SPACE_SHARED) {
		struct smem_cost sc;
		if (acc->matrices)
			smem_matrix_request(&sc, w->hw, lanes, mask, acc->matrices);
		else
			smem_request(&sc, w->hw, lanes, mask, acc->bytes, atomic);
		cost->wavefronts = sc.wavefronts;
		cost->ideal_wavefronts = sc.ideal;
		cost->max_nway = sc.max_nway;
	} else if (acc->space == SPACE_LOCAL) {
		struct lmem_cost lc;
		lmem_request(&lc, lanes, mask, acc->bytes);
		cost->sectors = lc.sectors;
		cost->ideal_sectors = lc.ideal;
		cost->bytes_used = lc.bytes_used;
		cost->lines = lc.lines;
	} else {
		struct gmem_cost gc;
		gmem_request(&gc, w->hw, lanes, mask, acc->bytes);
		cost->sectors = gc.sectors;
		cost->ideal_sectors = gc.ideal;
		cost->bytes_used = gc.bytes_used;
		cost->lines = gc.lines;
		if (acc->op == OP_LOAD) {
			/* L1 and shared memory are one array of banks */
			struct smem_cost sc;
			smem_request(&sc, w->hw, lanes, mask, acc->bytes, 0);
			cost->l1_wavefronts = sc.wavefronts;
		}
	}
	slot->valid = 1;
	slot->atomic = kind;
	slot->space = acc->space;
	slot->bytes = acc->bytes;
	slot->mask = mask;
	slot->affine = affine;
	memcpy(slot->key, key, (size_t)n * sizeof(key[0]));
	slot->cost = *cost;
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
	       a->active == b->active && a->unplaced == b->unplaced &&
	       (!a->costed || !memcmp(&a->cost, &b->cost, sizeof(a->cost)));
}

/*
 * A global atomic's ops at its busiest word, added to the word's count:
 * n points at a word that stays put, or, where the word moves with the
 * block or the round, hot_spread points at each word it takes.  Past
 * SIM_HOT words, new ones are not kept (the busiest of a kernel are
 * few: its result, its bins).
 */
static void hot_count(struct access_stats *st, const struct sim_cost *c, uint64_t n)
{
	int64_t word = (int64_t)((uint64_t)c->hot_word_hi << 32 | c->hot_word_lo);
	int i;

	for (i = 0; i < st->nhot; i++)
		if (st->hot[i].word == word && st->hot[i].spread == c->hot_spread &&
		    st->hot[i].sym == c->hot_sym)
			break;
	if (i == st->nhot) {
		if (st->nhot == SIM_HOT)
			return;
		st->hot[i].word = word;
		st->hot[i].spread = c->hot_spread;
		st->hot[i].sym = c->hot_sym;
		st->hot[i].ops = 0;
		st->nhot++;
	}
	count_times(&st->hot[i].ops, c->hot_ops, c->hot_spread ? c->hot_spread : n);
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

	/* not into an event a rollback (sim.c) could take away */
	for (steps = 0; j >= w->merge_floor && steps < 4; steps++, j = w->events[j].prev) {
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
	e->costed = e->unknown = e->uncertain = e->unplaced = 0;
	e->why = NULL;
	e->uncertain_why = NULL;
	e->mask = e->active = 0;
	memcpy(e->block, w->block, sizeof(e->block));
	return e;
}

/*
 * A global atomic's busiest word (the time model queues the atomics that
 * meet at one word, timing.c): its lanes there, the word at the event's
 * point, and how many points of the box share that word, those along
 * the symbols the address does not move with (whole: the address over
 * the box, which may be symbolic).
 */
static void hot_word(const struct warp *w, const struct ir_access *acc, struct sim_event *e,
		     const struct value *whole, uint32_t known)
{
	uint64_t share = 1;
	unsigned h = 0;
	int64_t word = 0;
	int j;

	if (acc->space != SPACE_GLOBAL || acc->op != OP_ATOMIC || acc->atomic.cas_loop ||
	    (w->turns && w->turns[acc->id]))
		return;
	e->cost.hot_ops = atomic_busiest_at(e->lanes, known, &word);
	/* an address the same in every lane: nvcc sends it once (emit.c) */
	if (w->folded[acc->id])
		e->cost.hot_ops = 1;
	e->cost.hot_word_lo = (unsigned)word;
	e->cost.hot_word_hi = (unsigned)((uint64_t)word >> 32);
	if (!value_symbolic(whole))
		return;
	for (j = 0; j < SYM_COUNT; j++) {
		h = (h * 31u) ^ (unsigned)whole->sym[j] ^ (unsigned)((uint64_t)whole->sym[j] >> 32);
		if (!whole->sym[j] && share < 0xffffffffu)
			share *= (uint64_t)value_sym_points(&w->scratch, j);
	}
	e->cost.hot_spread = share < 0xffffffffu ? (unsigned)share : 0xffffffffu;
	e->cost.hot_sym = h;
}

static void cost_event(struct warp *w, const struct ir_access *acc,
		       struct sim_event *e, const struct value *addr, uint32_t known,
		       const int64_t *point, const struct value *whole)
{
	value_lanes(addr, e->lanes);
	request_cost(w, acc, addr, e->lanes, known, &e->cost);
	if (w->copy_src && w->copy_dst) {
		/* an LDGSTS's shared side, from the lanes it reads and writes */
		const int64_t *at = point ? point : w->scratch.lo;
		int64_t from[WARP_SIZE], to[WARP_SIZE];
		uint32_t both = known & ~w->copy_src->unknown & ~w->copy_dst->unknown;
		/* at the event's point of the box: the same for every block it
		 * stands for while the blocks' copies move by whole lines */
		value_lanes_at(w->copy_src, at, from);
		value_lanes_at(w->copy_dst, at, to);
		e->cost.copy_wavefronts = copy_wavefronts(w->hw, from, to, both, acc->bytes);
		/* a 16-byte one's global sectors pair the two sides (copy.c) */
		if (acc->bytes == 16 && both == known)
			e->cost.sectors = copy_sectors(from, to, both);
	}
	if (w->turns && w->turns[acc->id]) {
		const struct atomic_turn *t = &w->turns[acc->id][w->warp_index];
		if (acc->space == SPACE_GLOBAL)
			e->cost.trips = atomic_global_trips(e->lanes, known, t->contend, t->blocks);
		else
			e->cost.trips = atomic_trips(e->lanes, known, t->contend, t->place);
		if (acc->atomic.cas_loop && acc->space == SPACE_SHARED)   /* all its CAS */
			e->cost.wavefronts = atomic_cas_wavefronts(w->hw, e->lanes, known, acc->bytes,
								   t->contend, t->place);
	}
	hot_word(w, acc, e, whole, known);
	e->costed = 1;
	e->mask = known;
}

/* The global bytes a request touches at any point of the box (for sizing). */
static void event_extent(struct warp *w, const struct ir_access *acc,
			 struct sim_event *e, const struct value *addr, uint32_t known)
{
	int64_t l[WARP_SIZE];
	__int128 lo, hi;
	int i;

	e->lo = INT64_MAX;
	e->hi = INT64_MIN;
	if (w->unplaced) {
		e->unplaced = 1;
		return;
	}
	/* an asynchronous copy's counts may follow its shared side (call.c);
	 * the bytes it reads are its source's */
	if (acc->copy_src && w->copy_src) {
		addr = w->copy_src;
		known &= ~addr->unknown;
	}
	value_lanes(addr, l);
	value_sym_bounds(&w->scratch, addr->sym, &lo, &hi);
	for (i = 0; i < WARP_SIZE; i++) {
		if (!(known >> i & 1))
			continue;
		if (l[i] + lo < e->lo)
			e->lo = (int64_t)(l[i] + lo);
		if (l[i] + hi + (int64_t)acc->bytes > e->hi)
			e->hi = (int64_t)(l[i] + hi + (int64_t)acc->bytes);
	}
}

/* One evaluation of a branch's condition: `taken` and `not_taken` lanes. */
void event_record_branch(struct warp *w, const struct ir_branch *b,
			  uint32_t taken, uint32_t not_taken)
{
	struct sim_event *e;

	if (!b || !(taken | not_taken))
		return;
	/* lanes that end the kernel here leave with an EXIT, not a branch:
	 * the warp goes on with one side only */
	if (b->exits && taken && not_taken) {
		taken |= not_taken;
		not_taken = 0;
	}
	e = new_event(w, 0, warp_points(w));
	e->branch = b->id;
	e->taken = taken;
	e->not_taken = not_taken;
	w->reached[b->id] = 1;
	if (taken && not_taken)
		w->diverged[b->id] = 1;
}

/* A request kept to be shown lane by lane (sim_worst). */
static void keep_request(struct sim_worst *k, const struct warp *w, const struct sim_event *e)
{
	k->seen = 1;
	k->cost = e->cost;
	memcpy(k->block, e->block, sizeof(k->block));
	k->warp = w->warp_index;
	k->mask = e->mask;
	memcpy(k->addr, e->lanes, sizeof(e->lanes));
}

/* The request a user asked to see, lane by lane (sim_options.capture). */
static void capture(struct warp *w, const struct ir_access *acc,
		    const struct value *addr, uint32_t known)
{
	const struct sim_options *o = w->opts;
	struct sim_worst *c = &w->stats->captured;
	int64_t point[SYM_COUNT];
	struct value at;
	int j;

	if (c->seen || acc->id != o->capture_access || w->warp_index != o->capture_warp ||
	    !known)
		return;
	/* the block asked for, in the first round of the loops run at once */
	for (j = 0; j < SYM_COUNT; j++) {
		point[j] = w->scratch.lo[j];
		if (j <= SYM_BZ) {
			/* the block's point in the box, if it is one */
			int64_t off = (int64_t)o->capture_block[j] - w->box_lo[j];
			if (off < 0 || off % w->box_step[j])
				return;
			point[j] = off / w->box_step[j];
		}
		if (point[j] < w->scratch.lo[j] || point[j] >= w->scratch.hi[j] ||
		    (point[j] - w->scratch.lo[j]) % w->scratch.stride[j])
			return;
	}
	at = value_at(&w->scratch, addr, point);
	value_lanes(&at, c->addr);
	request_cost(w, acc, &at, c->addr, known, &c->cost);
	c->seen = 1;
	memcpy(c->block, o->capture_block, sizeof(c->block));
	c->warp = w->warp_index;
	c->mask = known;
}

/*
 * The points of the box by the residue of the address's symbolic part
 * modulo q, with the first point of each: a request's cost depends only
 * on that residue (request_cost), so one request per residue stands for
 * every point that has it.  Per symbol the residues repeat with a period
 * of q / gcd(coefficient, q); the symbols' counts combine by convolution.
 */
static void residues(const struct warp *w, const struct value *addr, int64_t q,
		     uint64_t *points, int64_t (*first)[SYM_COUNT])
{
	uint64_t next[MAX_QUANTUM];
	int64_t next_first[MAX_QUANTUM][SYM_COUNT];
	int64_t r, k;
	int j;

	memset(points, 0, (size_t)q * sizeof(*points));
	points[0] = 1;
	for (j = 0; j < SYM_COUNT; j++)
		first[0][j] = w->scratch.lo[j];
	for (j = 0; j < SYM_COUNT; j++) {
		/* the points lo + stride * k, k < len */
		int64_t lo = w->scratch.lo[j], stride = w->scratch.stride[j];
		int64_t len = value_sym_points(&w->scratch, j);
		int64_t c = (int64_t)((((__int128)addr->sym[j] * stride) % q + q) % q), period;

		if (len == 1)
			continue;
		if (!c) {
			for (r = 0; r < q; r++)
				if (__builtin_mul_overflow(points[r], (uint64_t)len, &points[r]))
					BUG("a counter overflowed 64 bits");
			continue;
		}
		period = q / (int64_t)gcd64((uint64_t)c, (uint64_t)q);
		memset(next, 0, (size_t)q * sizeof(*next));
		for (k = 0; k < period && k < len; k++) {
			uint64_t m = (uint64_t)((len - k + period - 1) / period);
			int64_t add = (int64_t)((((__int128)addr->sym[j] * (lo + stride * k)) % q + q) % q);
			for (r = 0; r < q; r++) {
				int64_t to = (r + add) % q;
				uint64_t n;
				if (!points[r])
					continue;
				if (__builtin_mul_overflow(points[r], m, &n))
					BUG("a counter overflowed 64 bits");
				if (!next[to]) {
					memcpy(next_first[to], first[r], sizeof(next_first[to]));
					next_first[to][j] = lo + stride * k;
				}
				count(&next[to], n);
			}
		}
		memcpy(points, next, (size_t)q * sizeof(*points));
		for (r = 0; r < q; r++)
			if (points[r])
				memcpy(first[r], next_first[r], sizeof(first[r]));
	}
}

void event_record(struct warp *w, const struct ir_access *acc,
		   const struct value *addr, uint32_t active)
{
	int uncertain = ((w->flow.uncertain | w->flow.kept_return | w->flow.kept_loop) & active) != 0;
	const char *uncertain_why = uncertain ? w->flow.uncertain_why : NULL;
	uint32_t known = active;
	int unknown = 0;
	struct sim_event *e;

	if (w->opts->capture && addr)
		capture(w, acc, addr, active & ~addr->unknown);

	if (!addr || (addr->unknown & active)) {
		known = addr ? active & ~addr->unknown : 0;
		unknown = 1;
	}
	if (!known || !value_symbolic(addr)) {
		e = new_event(w, acc->id, warp_points(w));
		e->unknown = unknown;
		e->uncertain = uncertain;
		e->uncertain_why = uncertain_why;
		e->active = active;
		if (unknown)
			e->why = addr ? addr->why : acc->unsupported;
		if (!known)
			return;
		cost_event(w, acc, e, addr, known, NULL, addr);
		event_extent(w, acc, e, addr, known);
		return;
	}
	{
		int64_t q = cost_quantum(w, acc);
		uint64_t points[MAX_QUANTUM];
		int64_t first[MAX_QUANTUM][SYM_COUNT];
		int64_t r;
		int any = 0;

		if (q > MAX_QUANTUM)
			BUG("a cost quantum of %lld bytes", (long long)q);
		residues(w, addr, q, points, first);
		for (r = 0; r < q; r++) {
			struct value at;
			int j;

			if (!points[r])
				continue;
			e = new_event(w, acc->id, points[r]);
			e->unknown = unknown;
			e->why = unknown ? addr->why : NULL;
			e->uncertain = uncertain;
			e->uncertain_why = uncertain_why;
			e->active = active;
			for (j = 0; j <= SYM_BZ; j++)
				e->block[j] = warp_block_at(w, j, first[r][j]);
			at = value_at(&w->scratch, addr, first[r]);
			cost_event(w, acc, e, &at, known, first[r], addr);
			if (!any)
				event_extent(w, acc, e, addr, known);
			else
				e->lo = INT64_MAX, e->hi = INT64_MIN;
			any = 1;
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
		uint64_t n = e->n, total, run_total = 0, run_n = 0;
		unsigned units, trips;

		if (e->branch >= 0) {
			struct branch_stats *b = &w->stats->branch[e->branch];
			int split = e->taken && e->not_taken;
			unsigned even = split ? (unsigned)__builtin_popcount(e->taken) <
				(unsigned)__builtin_popcount(e->not_taken)
				? (unsigned)__builtin_popcount(e->taken)
				: (unsigned)__builtin_popcount(e->not_taken) : 0;
			count(&b->executions, n);
			count_times(&b->active_lanes, n, (uint64_t)__builtin_popcount(e->taken | e->not_taken));
			if (!split)
				continue;
			count(&b->divergent_executions, n);
			if (!b->worst.seen ||
			    even > (unsigned)(__builtin_popcount(b->worst.taken) <
					      __builtin_popcount(b->worst.not_taken)
					      ? __builtin_popcount(b->worst.taken)
					      : __builtin_popcount(b->worst.not_taken))) {
				b->worst.seen = 1;
				memcpy(b->worst.block, e->block, sizeof(b->worst.block));
				b->worst.warp = w->warp_index;
				b->worst.taken = e->taken;
				b->worst.not_taken = e->not_taken;
			}
			continue;
		}
		acc = w->k->accesses[e->access];
		st = &w->stats->access[e->access];
		count_times(&w->stats->access_lanes, n, (uint64_t)__builtin_popcount(e->active));

		trips = e->costed && e->cost.trips ? e->cost.trips : 1;
		if (__builtin_mul_overflow(n, (uint64_t)trips, &total))
			BUG("a counter overflowed 64 bits");
		count(&st->requests, total);
		count(&w->stats->requests, total);
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
		if (w->turns && w->turns[acc->id]) {
			/* a CAS loop: the fewest it may take, where its trips
			 * are a range (atomic.c) */
			uint64_t wf = 0;
			unsigned fewest = e->costed
				? atomic_fewest(w->hw, acc, &w->turns[acc->id][w->warp_index], e->lanes,
						e->mask, trips, e->cost.wavefronts, &wf)
				: acc->atomic.cas_loop == CAS_LOOP_RANGE ? (unsigned)acc->atomic.cas_fewest
									 : 1;
			if (fewest < trips)
				st->ranged = 1;
			count(&st->fewest_requests, n * (uint64_t)fewest);
			if (acc->space == SPACE_GLOBAL && e->costed)   /* its sectors */
				wf = (uint64_t)fewest * e->cost.sectors;
			count_times(&st->fewest_wavefronts, n, wf);
			if (!acc->atomic.cas_loop && e->costed) {
				count(&st->fewest_loads, n * (uint64_t)fewest);
				count_times(&st->fewest_load_wavefronts, n * (uint64_t)fewest,
					    e->cost.wavefronts);
			}
		}
		if (!e->costed)
			continue;
		if (e->cost.hot_ops)
			hot_count(st, &e->cost, n);
		st->unplaced |= e->unplaced;
		if (e->lo < e->hi) {
			if (!st->touched || e->lo < st->lo)
				st->lo = e->lo;
			if (!st->touched || e->hi > st->hi)
				st->hi = e->hi;
			st->touched = 1;
		}
		count_times(&st->copy_wavefronts, n, e->cost.copy_wavefronts);
		units = sim_cost_units(&e->cost, acc->space);
		if (e->cost.trips && acc->atomic.cas_loop) {
			/* written by hand: no LDS a trip, and the wavefronts
			 * are the whole loop's (atomic.c); on global memory
			 * each trip is an ATOMG of the sectors */
			count(&st->loop_runs, n);
			if (acc->space == SPACE_GLOBAL)
				n *= e->cost.trips;
		} else if (e->cost.trips) {
			/* a CAS loop: each trip an LDS and an ATOMS.CAST.SPIN
			 * of the lanes left (atomic.c) */
			const struct atomic_turn *t = &w->turns[acc->id][w->warp_index];
			uint64_t loads = n * e->cost.trips, lds, spin;
			atomic_loop_wavefronts(w->hw, e->lanes, e->mask, acc->bytes, t->contend,
					       t->place, &lds, &spin);
			count(&st->loop_runs, n);
			count(&st->loop_loads, loads);
			count_times(&st->loop_load_wavefronts, n, lds);
			run_total = spin;
			run_n = n;
			units = atomic_spin_wavefronts(e->lanes, e->mask, acc->bytes, units);
			n = loads;
		}
		if (run_n) {     /* the loop's trips, each of the lanes left */
			if (__builtin_mul_overflow(run_total, run_n, &total))
				BUG("a counter overflowed 64 bits");
		} else if (__builtin_mul_overflow((uint64_t)units, n, &total))
			BUG("a counter overflowed 64 bits");
		if (acc->space == SPACE_SHARED) {
			count(&st->wavefronts, total);
			count_times(&st->ideal_wavefronts, n, e->cost.ideal_wavefronts);
			if (e->cost.max_nway > st->max_nway)
				st->max_nway = e->cost.max_nway;
		} else {
			count(&st->sectors, total);
			count_times(&st->ideal_sectors, n, e->cost.ideal_sectors);
			count_times(&st->bytes_used, n, e->cost.bytes_used);
			count_times(&st->lines, n, e->cost.lines);
			count_times(&st->l1_wavefronts, n, e->cost.l1_wavefronts);
		}
		count(&st->hist[units < SIM_HIST - 1 ? units : SIM_HIST - 1], n);
		if (!st->worst.seen || units > sim_cost_units(&st->worst.cost, acc->space))
			keep_request(&st->worst, w, e);
		if (!st->first.seen)
			keep_request(&st->first, w, e);
	}
	event_forget(w);
	{
		uint64_t n = warp_blocks(w);
		count_times(&w->stats->statements, n, w->work.statements);
		count_times(&w->stats->statement_lanes, n, w->work.statement_lanes);
		count_times(&w->stats->fp_warp_ops, n, w->work.fp_warp_ops);
		count_times(&w->stats->fp_lanes, n, w->work.fp_lanes);
		count_times(&w->stats->barrier_warps, n, w->work.barrier_warps);
		count_times(&w->stats->mma_warp_ops, n, w->work.mma_warp_ops);
		for (int t = 0; t < MMA_TYPES; t++)
			count_times(&w->stats->tensor_flops[t], n, w->work.tensor_flops[t]);
		count_times(&w->stats->gmma_warp_ops, n, w->work.gmma_warp_ops);
		count_times(&w->stats->gmma_wavefronts, n, w->work.gmma_wavefronts);
	}
	for (i = 0; i < w->k->nbranches; i++) {
		uint64_t n = warp_blocks(w);
		if (w->reached[i])
			count(&w->stats->branch[i].warps, n);
		if (w->diverged[i])
			count(&w->stats->branch[i].divergent_warps, n);
	}
}
