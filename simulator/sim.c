/*
 * sim.c - exact replay of a kernel's accesses, warp by warp.
 *
 * Every warp of every block of the launch runs the kernel's statement tree
 * with a mask of active lanes: `if` splits the mask, loops run while any
 * lane is still in, `return`, `break` and `continue` take lanes out.  Each
 * access statement reached with an active lane is one request, and its
 * lanes' byte offsets go to smem_request() or gmem_request().
 *
 * Speed comes from two exact shortcuts, not from sampling.  Values keep
 * the uniform/affine shape (value.c), so the common index expressions cost
 * a few scalar operations per warp.  And a request's cost is invariant
 * under shifting all its lanes by the same amount of whole words (shared:
 * banks are permuted, distinctness kept) or whole sectors (global), so
 * costs are memoized on the lanes' offsets relative to the lowest one.
 *
 * Lanes whose `if` condition is unknown run both sides.  Lanes whose loop
 * condition is unknown go round once more (body and step) and then leave
 * the loop without testing it again: one uncertain round, not an unbounded
 * number.  Either way the requests those lanes take part in, until the
 * `if` or the loop ends, are counted as "uncertain" and reported.
 */
#include "sim.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "bug.h"
#include "gmem.h"
#include "smem.h"
#include "value.h"

#define DEFAULT_MAX_WARPS ((uint64_t)1 << 32)
#define DEFAULT_MAX_LOOP ((uint64_t)1 << 24)
/* statements run in one simulation, all warps: 10-60 s of work; the
 * corpus's largest (a 2048^3 GEMM's main loop) runs 18 million */
#define DEFAULT_MAX_WORK ((uint64_t)1 << 28)
#define CACHE_SIZE 1024

struct cost_entry {
	int valid;
	int atomic;
	enum mem_space space;
	unsigned bytes;
	uint32_t mask;
	int affine;
	int64_t key[32];
	struct sim_cost cost;
};

/*
 * What one request cost, for `n` requests at once (blocks of a range
 * whose requests cost the same).  Events are kept until the range has run
 * to its end without needing a split, then committed to the stats.
 */
struct sim_event {
	int branch;           /* >= 0: a branch event, and `access` is unused */
	uint32_t taken, not_taken;
	int access;
	uint64_t n;
	struct sim_cost cost;
	int costed;           /* 0: no lane's address was known */
	int unknown, uncertain;
	const char *why;
	const char *uncertain_why;   /* the unknown the lanes' path rests on */
	uint32_t mask;        /* lanes whose address was known */
	uint32_t active;      /* lanes that made the request */
	int64_t lo, hi;       /* bytes [lo, hi) touched over the whole range */
	uint32_t bx;          /* a block the event stands for */
	int prev;             /* the event before of its access or branch, or -1 */
	int64_t lanes[WARP_SIZE];
};

struct warp {
	const struct ir_kernel *k;
	const struct hw *hw;
	const struct sim_options *opts;
	struct kernel_stats *stats;
	struct value_scratch scratch;
	struct value special[SP_COUNT];
	struct value *params;
	struct value *locals;
	int64_t (*local_lanes)[WARP_SIZE];
	uint32_t live;        /* lanes that exist and have not returned */
	uint32_t brk, cont;   /* lanes leaving the innermost loop */
	uint32_t uncertain;   /* lanes whose path depends on an unknown */
	/* lanes an exit reached through an unknown condition did not take
	 * out (the guard policy, below): uncertain from there on; `return`
	 * keeps them for the rest of the run, `break` and `continue` for the
	 * rest of the loop */
	uint32_t kept_return, kept_loop;
	uint32_t kept_brk;    /* kept by a `break` of the innermost loop */
	const char *uncertain_why;   /* why the latest unknown condition is */
	uint32_t block[3];
	unsigned warp_index;
	struct cost_entry *cache;
	struct sim_event *events;
	int nevents, cap_events;
	/* per access and per branch: 1 + the index of its latest event in
	 * this run, or 0; an event that repeats the one before it is merged */
	int *last_access, *last_branch;
	unsigned char *reached, *diverged;   /* per branch, this run */
	uint64_t statements, statement_lanes; /* this run, per block */
	uint32_t predicated;  /* inside a likely-predicated branch: its lanes */
};

static void count(uint64_t *counter, uint64_t n)
{
	if (__builtin_add_overflow(*counter, n, counter))
		BUG("a counter overflowed 64 bits");
}

static struct value eval(struct warp *w, const struct ir_expr *e);

/* A condition's value with blockIdx.x resolved (or a split requested). */
static struct value eval_condition(struct warp *w, const struct ir_expr *e)
{
	struct value v = eval(w, e);

	return v.bx ? value_concrete_truth(&w->scratch, v) : v;
}

static struct value eval_logical(struct warp *w, const struct ir_expr *e)
{
	struct value l = eval_condition(w, e->a), r, out;
	uint32_t lt = value_truth(&l, ~0u);
	uint32_t decided = e->op == IR_LAND ? ~lt : lt;  /* right side unused */
	int64_t *lanes;
	int i;

	l.unknown &= ~0u;
	if (l.shape == VAL_UNIFORM && !l.unknown && (decided == ~0u))
		return value_uniform(CT_I32, e->op == IR_LOR);
	r = eval_condition(w, e->b);
	if (l.shape == VAL_UNIFORM && r.shape == VAL_UNIFORM && !l.unknown) {
		out = value_uniform(CT_I32, r.base != 0);
		out.unknown = r.unknown;
		out.why = r.why;
		return out;
	}
	{
		uint32_t rt = value_truth(&r, ~0u);
		uint32_t res = e->op == IR_LAND ? (lt & rt) : (lt | rt);
		lanes = value_scratch_get(&w->scratch);
		for (i = 0; i < WARP_SIZE; i++)
			lanes[i] = res >> i & 1;
		out = (struct value){ .shape = VAL_VECTOR, .type = CT_I32,
				      .lane = lanes };
		out.unknown = l.unknown | (r.unknown & ~decided);
		out.why = l.unknown ? l.why : r.why;
		value_simplify(&out);
		return out;
	}
}

static struct value eval(struct warp *w, const struct ir_expr *e)
{
	struct value x, y, c;

	switch (e->op) {
	case IR_CONST:
		return value_uniform(e->type, e->value);
	case IR_SPECIAL:
		return value_cast(&w->scratch, e->type, w->special[e->index]);
	case IR_PARAM:
		return value_cast(&w->scratch, e->type, w->params[e->index]);
	case IR_LOCAL:
		return value_cast(&w->scratch, e->type, w->locals[e->index]);
	case IR_UNKNOWN:
		x = value_uniform(e->type, 0);
		x.unknown = ~0u;
		x.why = e->reason;
		return x;
	case IR_NEG: case IR_NOT: case IR_LNOT: case IR_CAST:
		return value_unary(&w->scratch, e->op, e->type, eval(w, e->a));
	case IR_LAND: case IR_LOR:
		return eval_logical(w, e);
	case IR_COND: {
		uint32_t t;
		c = eval_condition(w, e->a);
		t = value_truth(&c, ~0u);
		if (c.shape == VAL_UNIFORM && !c.unknown)
			return eval(w, c.base ? e->b : e->c);
		x = eval(w, e->b);
		y = eval(w, e->c);
		x = value_select(&w->scratch, e->type, t, x, y);
		if (c.unknown) {
			x.unknown |= c.unknown;
			x.why = c.why;
		}
		return x;
	}
	default:
		x = eval(w, e->a);
		y = eval(w, e->b);
		return value_binary(&w->scratch, e->op, e->type, x, y);
	}
}

static void assign(struct warp *w, int slot, struct value v, uint32_t mask)
{
	struct value *dst = &w->locals[slot];
	int64_t *buf = w->local_lanes[slot];
	int64_t old[WARP_SIZE], now[WARP_SIZE];
	uint32_t unknown;
	const char *why;
	int i;

	if ((mask & w->live) == w->live) {
		*dst = v;
		if (v.shape == VAL_VECTOR) {
			memcpy(buf, v.lane, sizeof(old));
			dst->lane = buf;
		}
		return;
	}
	if (dst->bx != v.bx && (dst->unknown & w->live) != w->live) {
		w->scratch.split = 1;   /* two different symbols in one variable */
		return;
	}
	value_lanes(dst, old);
	value_lanes(&v, now);
	for (i = 0; i < WARP_SIZE; i++)
		buf[i] = (mask >> i & 1) ? now[i] : old[i];
	unknown = (dst->unknown & ~mask) | (v.unknown & mask);
	why = (v.unknown & mask) ? v.why : dst->why;
	*dst = (struct value){ .shape = VAL_VECTOR, .type = v.type, .lane = buf,
			       .unknown = unknown, .why = why, .bx = v.bx };
	value_simplify(dst);
}

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
	int atomic = acc->op == OP_ATOMIC;
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
		smem_request(&sc, w->hw, lanes, mask, acc->bytes, acc->op == OP_ATOMIC);
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

static void forget_events(struct warp *w)
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
static void record_branch(struct warp *w, const struct ir_branch *b,
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

static void record(struct warp *w, const struct ir_access *acc,
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

static void commit(struct warp *w)
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
	forget_events(w);
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

static void exec(struct warp *w, const struct ir_stmt *s, uint32_t mask);

static void exec_loop(struct warp *w, const struct ir_stmt *s, uint32_t active)
{
	uint32_t saved_brk = w->brk, saved_cont = w->cont, saved_uncertain = w->uncertain;
	uint32_t saved_kept = w->kept_loop, saved_kept_brk = w->kept_brk;
	uint32_t in = active, last = 0;
	uint64_t iter = 0, cap = w->opts->max_loop_iterations;
	/* no condition of its own, or a constant one: only a `break` ends it */
	int endless = !s->expr || s->expr->op == IR_CONST;

	w->brk = 0;
	w->kept_brk = 0;
	for (;;) {
		/* lanes that could not tell whether to go on went round once more,
		 * counted as uncertain, and leave now */
		in &= ~last;
		if (s->expr && (s->test_first || iter > 0)) {
			struct value c;
			value_scratch_reset(&w->scratch);
			c = eval_condition(w, s->expr);
			if (w->scratch.split)
				return;
			{
				uint32_t before = in & w->live & ~w->brk;
				last = before & c.unknown;
				in = value_truth(&c, in) & ~c.unknown;
				record_branch(w, s->branch, before & in, before & ~in & ~last);
				in |= last;
				w->uncertain |= last;
				if (last)
					w->uncertain_why = c.why;
			}
		}
		in &= w->live & ~w->brk;
		if (!in)
			break;
		if (iter++ >= cap) {
			if (!w->stats->loop_capped) {
				w->stats->loop_capped = 1;
				w->stats->loop_cap_loc = s->loc;
			}
			break;
		}
		w->cont = 0;
		exec(w, s->body, in);
		w->cont = 0;
		if (w->scratch.split)
			return;
		in &= w->live & ~w->brk;
		if (in)
			exec(w, s->other, in);
		/* lanes an unknown `break` kept in stay while the loop's own
		 * condition keeps them; a loop with none would never let them go,
		 * so they leave after the round, as from an unknown condition */
		if (endless)
			in &= ~w->kept_brk;
	}
	w->brk = saved_brk;
	w->cont = saved_cont;
	w->uncertain = saved_uncertain;
	w->kept_loop = saved_kept;
	w->kept_brk = saved_kept_brk;
}

static void exec(struct warp *w, const struct ir_stmt *s, uint32_t mask)
{
	for (; s; s = s->next) {
		uint32_t active = mask & w->live & ~w->brk & ~w->cont;
		struct value v;

		if (!active || w->scratch.split)
			return;
		if (++w->stats->executed > w->opts->max_work) {
			/* nested loops can multiply past any per-loop limit */
			if (!w->stats->work_capped) {
				w->stats->work_capped = w->opts->max_work;
				w->stats->work_cap_loc = s->loc;
			}
			w->live = 0;
			return;
		}
		value_scratch_reset(&w->scratch);
		w->statements++;
		/* a predicated instruction runs on all of the branch's lanes */
		w->statement_lanes += (uint64_t)__builtin_popcount(w->predicated ? w->predicated
										  : active);
		switch (s->kind) {
		case ST_ASSIGN:
			assign(w, s->slot, eval(w, s->expr), active);
			break;
		case ST_ACCESS:
			if (s->expr) {
				v = eval(w, s->expr);
				record(w, s->access, &v, active);
			} else {
				record(w, s->access, NULL, active);
			}
			break;
		case ST_IF: {
			uint32_t t, unk, saved = w->uncertain;
			v = eval_condition(w, s->expr);
			if (w->scratch.split)
				return;
			t = value_truth(&v, active);
			unk = v.unknown & active;
			record_branch(w, s->branch, t & ~unk, active & ~t & ~unk);
			w->uncertain |= unk;
			if (unk)
				w->uncertain_why = v.why;
			{
				uint32_t saved_pred = w->predicated;
				if (!saved_pred && ir_branch_likely_predicated(s->branch))
					w->predicated = active;
				if (t | unk)
					exec(w, s->body, t | unk);
				if ((active & ~t) | unk)
					exec(w, s->other, (active & ~t) | unk);
				w->predicated = saved_pred;
			}
			w->uncertain = saved;
			break;
		}
		case ST_LOOP:
			exec_loop(w, s, active);
			break;
		/* an exit taken only through an unknown condition leaves its
		 * lanes in, counted as uncertain (the guard policy) */
		case ST_RETURN:
			w->live &= ~(active & ~w->uncertain);
			w->kept_return |= active & w->uncertain;
			break;
		case ST_BREAK:
			w->brk |= active & ~w->uncertain;
			w->kept_loop |= active & w->uncertain;
			w->kept_brk |= active & w->uncertain;
			break;
		case ST_CONTINUE:
			w->cont |= active & ~w->uncertain;
			w->kept_loop |= active & w->uncertain;
			break;
		}
	}
}

/* threadIdx of each lane of warp `warp` in a block of the launch's shape */
static void thread_index(struct value tid[3], int64_t (*buf)[WARP_SIZE],
			 const struct launch *l, unsigned warp)
{
	int d, lane;

	for (lane = 0; lane < WARP_SIZE; lane++) {
		uint64_t id = (uint64_t)warp * WARP_SIZE + (uint64_t)lane;
		buf[0][lane] = (int64_t)(id % l->block[0]);
		buf[1][lane] = (int64_t)(id / l->block[0] % l->block[1]);
		buf[2][lane] = (int64_t)(id / ((uint64_t)l->block[0] * l->block[1]));
	}
	for (d = 0; d < 3; d++) {
		tid[d] = (struct value){ .shape = VAL_VECTOR, .type = CT_U32,
					 .lane = buf[d] };
		value_simplify(&tid[d]);
	}
}

static void bind_params(struct warp *w, const struct launch *l)
{
	int i;

	for (i = 0; i < w->k->nparams; i++) {
		const struct ir_param *p = &w->k->params[i];
		int64_t v;

		if (p->is_pointer) {
			/* only offsets from a pointer are simulated */
			w->params[i] = value_uniform(CT_U64, 0);
		} else if (!p->is_integer) {
			w->params[i] = value_uniform(p->type, 0);
			w->params[i].unknown = ~0u;
			w->params[i].why = "index depends on a non-integer parameter";
		} else if (launch_param_lookup(l, p->name, &v) == 0) {
			w->params[i] = value_uniform(p->type, v);
		} else {
			w->params[i] = value_uniform(p->type, 0);
			w->params[i].unknown = ~0u;
			w->params[i].why = p->name;   /* report says: pass --param */
			if (!w->stats->missing_param)
				w->stats->missing_param = p->name;
		}
	}
}

static void sum_totals(struct kernel_stats *s)
{
	struct sim_totals *t = &s->totals;
	int i;

	memset(t, 0, sizeof(*t));
	for (i = 0; i < s->kernel->naccesses; i++) {
		const struct ir_access *acc = s->kernel->accesses[i];
		const struct access_stats *a = &s->access[acc->id];
		if (acc->space == SPACE_SHARED) {
			switch (acc->op) {
			case OP_LOAD:
				count(&t->shared_load_requests, a->requests);
				count(&t->shared_load_wavefronts, a->wavefronts);
				count(&t->shared_load_ideal_wavefronts, a->ideal_wavefronts);
				break;
			case OP_STORE:
				count(&t->shared_store_requests, a->requests);
				count(&t->shared_store_wavefronts, a->wavefronts);
				count(&t->shared_store_ideal_wavefronts, a->ideal_wavefronts);
				break;
			case OP_ATOMIC:
				count(&t->shared_atomic_requests, a->requests);
				count(&t->shared_atomic_wavefronts, a->wavefronts);
				break;
			}
		} else {
			switch (acc->op) {
			case OP_LOAD:
				count(&t->global_load_requests, a->requests);
				count(&t->global_load_sectors, a->sectors);
				count(&t->global_load_ideal_sectors, a->ideal_sectors);
				break;
			case OP_STORE:
				count(&t->global_store_requests, a->requests);
				count(&t->global_store_sectors, a->sectors);
				count(&t->global_store_ideal_sectors, a->ideal_sectors);
				break;
			case OP_ATOMIC:
				count(&t->global_atomic_requests, a->requests);
				break;
			}
		}
	}
}

/*
 * The kernel specialized to one launch: parameters and launch dimensions
 * become constants and fold away, and every subexpression that depends
 * only on the thread index ("thread-only") is hoisted into a slot that is
 * computed once per warp position and reused by every block.  Both are
 * exact: they compute the same values the tree would.
 */
struct plan {
	struct arena arena;
	const struct ir_kernel *k;
	const struct launch *l;
	struct ir_stmt *body;
	int nslots;               /* kernel locals, then hoisted slots */
	struct ir_expr **hoisted; /* by slot - k->nlocals */
	int nhoisted, cap;
};

enum shape_class { CLASS_CONST, CLASS_THREAD, CLASS_OTHER };

static struct ir_expr *hoist(struct plan *p, struct ir_expr *e)
{
	struct ir_expr *slot;

	if (e->op == IR_SPECIAL || e->op == IR_CONST)
		return e;
	if (p->nhoisted == p->cap) {
		int cap = p->cap ? p->cap * 2 : 16;
		struct ir_expr **h = arena_alloc(&p->arena, (size_t)cap * sizeof(*h));
		if (p->nhoisted)
			memcpy(h, p->hoisted, (size_t)p->nhoisted * sizeof(*h));
		p->hoisted = h;
		p->cap = cap;
	}
	p->hoisted[p->nhoisted] = e;
	slot = ir_leaf(&p->arena, IR_LOCAL, e->type, p->nslots++);
	p->nhoisted++;
	return slot;
}

static struct ir_expr *specialize(struct plan *p, const struct ir_expr *e,
				  enum shape_class *cls)
{
	struct ir_expr *n = arena_alloc(&p->arena, sizeof(*n));
	struct ir_expr **kids[3] = { &n->a, &n->b, &n->c };
	enum shape_class kc[3] = { CLASS_CONST, CLASS_CONST, CLASS_CONST };
	int64_t v;
	int i, thread = 0, other = 0;

	*n = *e;
	switch (e->op) {
	case IR_CONST:
		*cls = CLASS_CONST;
		return n;
	case IR_PARAM: {
		const struct ir_param *prm = &p->k->params[e->index];
		if (prm->is_integer && launch_param_lookup(p->l, prm->name, &v) == 0) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, v);
		}
		*cls = CLASS_OTHER;
		return n;
	}
	case IR_SPECIAL:
		if (e->index >= SP_NTID_X && e->index <= SP_NTID_Z) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, p->l->block[e->index - SP_NTID_X]);
		}
		if (e->index >= SP_NCTAID_X && e->index <= SP_NCTAID_Z) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, p->l->grid[e->index - SP_NCTAID_X]);
		}
		if (e->index == SP_WARPSIZE) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, e->type, WARP_SIZE);
		}
		*cls = (e->index <= SP_TID_Z || e->index == SP_LANEID) ? CLASS_THREAD
								       : CLASS_OTHER;
		return n;
	case IR_LOCAL: case IR_UNKNOWN:
		*cls = CLASS_OTHER;
		return n;
	default:
		break;
	}
	for (i = 0; i < 3; i++) {
		if (!*kids[i])
			continue;
		*kids[i] = specialize(p, *kids[i], &kc[i]);
		thread |= kc[i] == CLASS_THREAD;
		other |= kc[i] == CLASS_OTHER;
	}
	if (!thread && !other) {
		if (ir_fold(n, &v) == 0) {
			*cls = CLASS_CONST;
			return ir_const(&p->arena, n->type, v);
		}
		*cls = CLASS_OTHER;   /* undefined arithmetic: leave it to eval */
		return n;
	}
	if (!other) {
		*cls = CLASS_THREAD;
		return n;
	}
	/* this node mixes in block or loop state: hoist its thread-only parts */
	for (i = 0; i < 3; i++)
		if (*kids[i] && kc[i] == CLASS_THREAD)
			*kids[i] = hoist(p, *kids[i]);
	*cls = CLASS_OTHER;
	return n;
}

static struct ir_expr *specialize_top(struct plan *p, const struct ir_expr *e)
{
	enum shape_class cls;
	struct ir_expr *n;

	if (!e)
		return NULL;
	n = specialize(p, e, &cls);
	return cls == CLASS_THREAD ? hoist(p, n) : n;
}

static struct ir_stmt *specialize_stmts(struct plan *p, const struct ir_stmt *s)
{
	struct ir_stmt *head = NULL, **tail = &head;

	for (; s; s = s->next) {
		struct ir_stmt *n = arena_alloc(&p->arena, sizeof(*n));
		*n = *s;
		n->next = NULL;
		n->expr = specialize_top(p, s->expr);
		n->body = specialize_stmts(p, s->body);
		n->other = specialize_stmts(p, s->other);
		*tail = n;
		tail = &n->next;
	}
	return head;
}

static void plan_init(struct plan *p, const struct ir_kernel *k,
		      const struct launch *l)
{
	memset(p, 0, sizeof(*p));
	arena_init(&p->arena, 0);
	p->k = k;
	p->l = l;
	p->nslots = k->nlocals;
	p->body = specialize_stmts(p, k->body);
}

/* Runs the warp once for the blocks [lo, hi) of one row; 0 or -1 (split). */
static int run_range(struct warp *w, const struct plan *p, uint32_t exist,
		     uint32_t lo, uint32_t hi)
{
	int i;

	w->scratch.bx_lo = lo;
	w->scratch.bx_hi = hi;
	w->scratch.split = 0;
	w->block[0] = lo;
	w->special[SP_CTAID_X] = value_uniform(CT_U32, lo);
	if (hi - lo > 1) {
		w->special[SP_CTAID_X].base = 0;
		w->special[SP_CTAID_X].bx = 1;
	}
	for (i = 0; i < w->k->nlocals; i++) {
		w->locals[i] = value_uniform(CT_I32, 0);
		w->locals[i].unknown = ~0u;
		w->locals[i].why = "uninitialized variable";
	}
	w->live = exist;
	w->brk = w->cont = w->uncertain = 0;
	w->kept_return = w->kept_loop = w->kept_brk = 0;
	w->uncertain_why = NULL;
	forget_events(w);
	w->statements = w->statement_lanes = 0;
	w->predicated = 0;
	memset(w->reached, 0, (size_t)w->k->nbranches + 1);
	memset(w->diverged, 0, (size_t)w->k->nbranches + 1);
	exec(w, p->body, exist);
	if (w->scratch.split)
		return -1;
	commit(w);
	count(&w->stats->warps, hi - lo);
	return 0;
}

/*
 * Every block of row (by, bz), for one warp position: the whole row at
 * once, halving a range whenever evaluating it needs blockIdx.x to be
 * known more precisely.  Exact either way; fast when index arithmetic is
 * linear in blockIdx.x and the guards do not cut through the row.
 */
static void run_row(struct warp *w, const struct plan *p, uint32_t exist,
		    uint32_t by, uint32_t bz)
{
	uint32_t stack[2 * 64][2];
	int top = 0;

	w->block[1] = by;
	w->block[2] = bz;
	w->special[SP_CTAID_Y] = value_uniform(CT_U32, by);
	w->special[SP_CTAID_Z] = value_uniform(CT_U32, bz);
	if (w->opts->one_block_at_a_time) {
		uint32_t bx;
		for (bx = 0; bx < p->l->grid[0]; bx++)
			if (run_range(w, p, exist, bx, bx + 1) < 0)
				BUG("a single block asked for a split");
		return;
	}
	stack[top][0] = 0;
	stack[top][1] = p->l->grid[0];
	top++;
	while (top > 0) {
		uint32_t lo = stack[top - 1][0], hi = stack[top - 1][1], mid;
		top--;
		if (run_range(w, p, exist, lo, hi) == 0)
			continue;
		if (hi - lo < 2)
			BUG("a single block asked for a split");
		mid = lo + (hi - lo) / 2;
		stack[top][0] = mid;
		stack[top][1] = hi;
		stack[top + 1][0] = lo;
		stack[top + 1][1] = mid;
		top += 2;
	}
}

int sim_kernel(struct kernel_stats *out, const struct ir_kernel *k,
	       const struct launch *l, const struct hw *hw,
	       const struct sim_options *user_opts)
{
	struct sim_options opts = { 0 };
	struct plan plan;
	struct warp w;
	struct value tid[3];
	int64_t tid_buf[3][WARP_SIZE];
	uint64_t threads = launch_threads_per_block(l);
	uint64_t warps = launch_warps_per_block(l), total_warps;
	uint32_t by, bz;
	unsigned wi;
	int d, i;

	if (user_opts)
		opts = *user_opts;
	if (!opts.max_warps)
		opts.max_warps = DEFAULT_MAX_WARPS;
	if (!opts.max_loop_iterations)
		opts.max_loop_iterations = DEFAULT_MAX_LOOP;
	if (!opts.max_work)
		opts.max_work = l->max_statements ? l->max_statements : DEFAULT_MAX_WORK;

	memset(out, 0, sizeof(*out));
	out->kernel = k;
	out->launch = *l;
	out->access = xcalloc((size_t)k->naccesses + 1, sizeof(*out->access));
	out->branch = xcalloc((size_t)k->nbranches + 1, sizeof(*out->branch));
	if (threads > 1024) {
		out->error = "a block has more than 1024 threads";
		return -1;
	}
	if (__builtin_mul_overflow(launch_blocks(l), warps, &total_warps) ||
	    total_warps > opts.max_warps) {
		out->error = "the launch has more warps than warpcheck simulates";
		return -1;
	}

	plan_init(&plan, k, l);
	memset(&w, 0, sizeof(w));
	w.k = k;
	w.hw = hw;
	w.opts = &opts;
	w.stats = out;
	value_scratch_init(&w.scratch);
	w.params = xcalloc((size_t)k->nparams + 1, sizeof(*w.params));
	w.locals = xcalloc((size_t)plan.nslots + 1, sizeof(*w.locals));
	w.local_lanes = xcalloc((size_t)plan.nslots + 1, sizeof(*w.local_lanes));
	w.cache = xcalloc(CACHE_SIZE, sizeof(*w.cache));
	w.reached = xcalloc((size_t)k->nbranches + 1, 1);
	w.diverged = xcalloc((size_t)k->nbranches + 1, 1);
	w.last_access = xcalloc((size_t)k->naccesses + 1, sizeof(int));
	w.last_branch = xcalloc((size_t)k->nbranches + 1, sizeof(int));
	bind_params(&w, l);
	for (d = 0; d < 3; d++) {
		w.special[SP_NTID_X + d] = value_uniform(CT_U32, l->block[d]);
		w.special[SP_NCTAID_X + d] = value_uniform(CT_U32, l->grid[d]);
	}
	w.special[SP_LANEID] = value_affine(CT_U32, 0, 1);
	w.special[SP_WARPSIZE] = value_uniform(CT_I32, WARP_SIZE);

	/* warps outermost: threadIdx is computed once per warp shape */
	for (wi = 0; wi < warps; wi++) {
		uint64_t first = (uint64_t)wi * WARP_SIZE;
		uint64_t n = threads - first < WARP_SIZE ? threads - first : WARP_SIZE;
		uint32_t exist = n == 32 ? ~0u : (uint32_t)((1ull << n) - 1);

		thread_index(tid, tid_buf, l, wi);
		for (d = 0; d < 3; d++)
			w.special[SP_TID_X + d] = tid[d];
		w.warp_index = wi;
		w.live = exist;
		for (i = 0; i < plan.nhoisted; i++) {
			value_scratch_reset(&w.scratch);
			assign(&w, k->nlocals + i, eval(&w, plan.hoisted[i]), exist);
		}
		for (bz = 0; bz < l->grid[2]; bz++)
		for (by = 0; by < l->grid[1]; by++)
			run_row(&w, &plan, exist, by, bz);
	}
	sum_totals(out);
	value_scratch_release(&w.scratch);
	free(w.params);
	free(w.locals);
	free(w.local_lanes);
	free(w.cache);
	free(w.events);
	free(w.reached);
	free(w.diverged);
	free(w.last_access);
	free(w.last_branch);
	arena_release(&plan.arena);
	return 0;
}

void sim_stats_release(struct kernel_stats *s)
{
	free(s->access);
	free(s->branch);
	s->access = NULL;
	s->branch = NULL;
}
