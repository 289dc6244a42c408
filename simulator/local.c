/*
 * local.c - a thread's own arrays: registers or local memory (local.h).
 *
 * Classification follows which local slots hold a value nvcc knows when
 * it compiles ("fixed"), through the statement tree in order: a constant
 * is fixed, a thread or block index, a parameter or an unknown is not,
 * and an operation is fixed when its operands are.  A loop nvcc unrolls
 * whole (or a switch, which runs once) keeps its variable fixed, each
 * unrolled trip having its own constant; a loop that stays a loop makes
 * everything it assigns a run-time value.  After an `if` whose condition
 * is not fixed, a slot either side assigns is not fixed either (it is a
 * select).  A loop's head state is the meet of its entry and the end of
 * a trip, iterated until it stops changing (slots only go from fixed to
 * not, so it ends).  An array is in local memory when some access's
 * offset is not fixed and nvcc cannot turn it into selects.
 *
 * The selects: an access whose offset is not fixed can still reach only
 * a few of the array's elements (`ra[stage][i]` in a double buffer, i
 * unrolled and the stage toggled by `stage ^= 1` in a loop that stays a
 * loop: two).  nvcc 13.0 keeps such an array in registers, choosing
 * among the candidates with selects, when each run-time-indexed load has
 * at most 5 candidates and each store at most 3, for scalars of 4 bytes
 * or less (a wmma fragment's halves too); an array of 8-byte elements
 * goes to local memory from 2.
 * Measured with ptxas -v's stack frame over K-element arrays of values
 * it cannot see through, indexed in a loop by a loaded value: loads 0
 * bytes for K <= 5 and the whole array for 6 to 16, a read-modify-write
 * 0 for K <= 3, doubles the whole array from K = 2; and on the H200, a
 * public HGEMM's `RA[2][4][4]` toggled buffers: no LDL or STL
 * (h200-2026-12-02-hgemm).  Not followed, so still called local memory:
 * a plain store in a loop stays in registers to 5 candidates; one
 * access outside loops, to 64 candidates (kernels/spill.cu's 32 accesses
 * of 32 candidates each go to memory: the limit is nvcc's total of
 * selects, not a count per access); an 8-element array read in a loop
 * at an index masked with `& 7`.  The candidates are the array's bytes
 * over the smallest stride of the offset's run-time terms (`stage * 64 +
 * i * 16`: 64).
 *
 * The cost: word w of a lane's array is at w * 128 + lane * 4, so a lane's
 * 8- or 16-byte element spans 2 or 4 words, each in a 128-byte row of its
 * own; the sectors are the distinct 32-byte pieces of those rows the
 * active lanes touch.  (nvcc's PTX keeps the 8- and 16-byte accesses whole,
 * ld.local.f64 and ld.local.v4.f32; that the hardware interleaves them by
 * 4-byte words is what kernels/spill.cu's local_double_lane and
 * local_float4_lane measure.)
 */
#include "cint.h"
#include "local.h"

#include "alloc.h"
#include "emit.h"
#include "sim.h"
#include "value.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ROUNDS 64
/* the longest loop the fix offers to unroll whole: past this, the code it
 * makes is not worth the registers */
#define LOCAL_FIX_TRIPS 64

#define MAX_CANDIDATES 16

struct classify {
	struct ir_kernel *k;
	int nslots;
	unsigned char *dynamic;       /* per access id: an offset not fixed */
	const struct ir_stmt *force;  /* a loop to take as unrolled whole */
	/* loops with a constant trip count that stay loops, for the fix */
	const struct ir_stmt *candidate[MAX_CANDIDATES];
	int64_t candidate_trips[MAX_CANDIDATES];
	int ncandidates;
	/* statements left to walk: loops nested deep would otherwise walk
	 * their bodies rounds^depth times; past it, a loop is walked once,
	 * as one that stays a loop (every slot it assigns at run time) */
	long budget;
};

#define LOCAL_BUDGET 1000000L

static int fixed_expr(const struct ir_expr *e, const unsigned char *fixed, int nslots)
{
	if (!e)
		return 1;
	switch (e->op) {
	case IR_CONST:
		return 1;
	case IR_SPECIAL:
		return e->index == SP_WARPSIZE;
	case IR_LOCAL:
		return e->index >= 0 && e->index < nslots && fixed[e->index];
	case IR_PARAM: case IR_UNKNOWN: case IR_WARP_OR:
		return 0;
	default:
		return fixed_expr(e->a, fixed, nslots) && fixed_expr(e->b, fixed, nslots) &&
		       fixed_expr(e->c, fixed, nslots);
	}
}

/*
 * The bytes that a run-time offset e moves in: a divisor of every value
 * the terms of e that are not fixed can take (`s * 64 + i * 16`, i
 * fixed: 64); 1 when nothing better is known.
 */
static int64_t dynamic_stride(const struct ir_expr *e, const unsigned char *fixed, int nslots)
{
	int64_t a, b;

	if (!e)
		return 1;
	switch (e->op) {
	case IR_CONST:
		return e->value == INT64_MIN ? INT64_MAX : e->value < 0 ? -e->value : e->value;
	case IR_CAST: case IR_NEG:
		return dynamic_stride(e->a, fixed, nslots);
	case IR_ADD: case IR_SUB:
		if (fixed_expr(e->a, fixed, nslots))
			return dynamic_stride(e->b, fixed, nslots);
		if (fixed_expr(e->b, fixed, nslots))
			return dynamic_stride(e->a, fixed, nslots);
		a = (int64_t)gcd64((uint64_t)dynamic_stride(e->a, fixed, nslots),
				   (uint64_t)dynamic_stride(e->b, fixed, nslots));
		return a ? a : 1;
	case IR_MUL:
		a = e->a->op == IR_CONST ? dynamic_stride(e->a, fixed, nslots) : 1;
		b = e->b->op == IR_CONST ? dynamic_stride(e->b, fixed, nslots) : 1;
		return a * b > 0 && a * b < (int64_t)1 << 40 ? a * b : 1;
	case IR_SHL:
		if (e->b->op == IR_CONST && e->b->value >= 0 && e->b->value < 40)
			return dynamic_stride(e->a, fixed, nslots) << e->b->value;
		return 1;
	default:
		return 1;
	}
}

/* nvcc's limits on the candidates of a run-time-indexed access that it
 * still keeps in registers (the header) */
#define SELECT_LOAD_CANDIDATES 5
#define SELECT_STORE_CANDIDATES 3

/* Can nvcc keep the array in registers for access a at run-time offset e? */
static int selects(const struct ir_kernel *k, const struct ir_access *a, const struct ir_expr *e,
		   const unsigned char *fixed, int nslots)
{
	const struct ir_local_array *la = &k->local_arrays[a->object_index];
	int64_t step = dynamic_stride(e, fixed, nslots), candidates;
	/* the scalar moved: a float of a float array read 4 at a time, a
	 * half of a wmma fragment's array */
	unsigned scalar = la->elem_bytes && la->elem_bytes < a->bytes ? la->elem_bytes : a->bytes;

	if (scalar > 4 || a->bytes > 16)
		return 0;
	if (step < (int64_t)scalar)
		step = scalar ? scalar : 1;
	candidates = (la->bytes + step - 1) / step;
	return candidates <= (a->op == OP_LOAD ? SELECT_LOAD_CANDIDATES : SELECT_STORE_CANDIDATES);
}

static void walk(struct classify *c, const struct ir_stmt *s, unsigned char *fixed);

static void walk_if(struct classify *c, const struct ir_stmt *s, unsigned char *fixed)
{
	size_t n = (size_t)c->nslots + 1;
	unsigned char *then_ = xmalloc(n), *else_ = xmalloc(n), *set = xcalloc(n, 1);
	int cond = fixed_expr(s->expr, fixed, c->nslots), i;

	memcpy(then_, fixed, n);
	memcpy(else_, fixed, n);
	walk(c, s->body, then_);
	walk(c, s->other, else_);
	if (!cond) {
		ir_assigned(s->body, set, c->nslots);
		ir_assigned(s->other, set, c->nslots);
	}
	for (i = 0; i < c->nslots; i++)
		fixed[i] = then_[i] && else_[i] && !set[i];
	free(then_);
	free(else_);
	free(set);
}

static void walk_loop(struct classify *c, const struct ir_stmt *prev, const struct ir_stmt *s,
		      unsigned char *fixed)
{
	size_t n = (size_t)c->nslots + 1;
	unsigned char *head = xmalloc(n);
	int64_t trips;
	enum emit_unroll u = emit_loop_unroll(prev, s, &trips);
	int whole = c->budget > 0 &&
		    (s->once || u == UNROLL_FULL ||
		     (u == UNROLL_PRAGMA && trips >= 0 && (s->unroll < 0 || s->unroll >= trips)) ||
		     (s == c->force && trips >= 0));
	int round, changed = 1, i;

	if (!whole && trips > 0 && trips <= LOCAL_FIX_TRIPS) {
		for (i = 0; i < c->ncandidates && c->candidate[i] != s; i++)
			;
		if (i == c->ncandidates && i < MAX_CANDIDATES) {
			c->candidate[i] = s;
			c->candidate_trips[c->ncandidates++] = trips;
		}
	}
	if (!whole) {
		unsigned char *set = xcalloc(n, 1);
		ir_assigned(s->body, set, c->nslots);
		ir_assigned(s->other, set, c->nslots);
		for (i = 0; i < c->nslots; i++)
			if (set[i])
				fixed[i] = 0;
		free(set);
	}
	for (round = 0; changed && round < (c->budget > 0 ? MAX_ROUNDS : 1); round++) {
		memcpy(head, fixed, n);
		walk(c, s->body, fixed);
		walk(c, s->other, fixed);
		changed = 0;
		for (i = 0; i < c->nslots; i++) {
			unsigned char v = head[i] && fixed[i];
			changed |= v != head[i];
			fixed[i] = v;
		}
	}
	free(head);
}

static void walk(struct classify *c, const struct ir_stmt *s, unsigned char *fixed)
{
	const struct ir_stmt *prev = NULL;

	for (; s; prev = s, s = s->next) {
		c->budget--;
		switch (s->kind) {
		case ST_ASSIGN:
			if (s->slot >= 0 && s->slot < c->nslots)
				fixed[s->slot] = (unsigned char)fixed_expr(s->expr, fixed, c->nslots);
			break;
		case ST_ACCESS:
			if (s->access->space == SPACE_LOCAL && !fixed_expr(s->expr, fixed, c->nslots) &&
			    !selects(c->k, s->access, s->expr, fixed, c->nslots))
				c->dynamic[s->access->id] = 1;
			break;
		case ST_IF:
			walk_if(c, s, fixed);
			break;
		case ST_LOOP:
			walk_loop(c, prev, s, fixed);
			break;
		default:
			break;
		}
	}
}

/*
 * For each array in local memory, a loop that stays a loop and, unrolled
 * whole, would leave every index of the array a constant: the walk again
 * with that loop forced, per candidate, the first that works kept.
 */
static void find_fixes(struct classify *c)
{
	struct ir_kernel *k = c->k;
	unsigned char *fixed = xcalloc((size_t)c->nslots + 1, 1);
	int n = c->ncandidates, i, j, a;

	for (i = 0; i < n; i++) {
		c->force = c->candidate[i];
		c->budget = LOCAL_BUDGET;
		memset(c->dynamic, 0, (size_t)k->naccesses + 1);
		memset(fixed, 0, (size_t)c->nslots + 1);
		walk(c, k->body, fixed);
		for (j = 0; j < k->nlocal_arrays; j++) {
			struct ir_local_array *la = &k->local_arrays[j];
			int still = 0;
			if (!la->in_memory || la->fix_trips)
				continue;
			for (a = 0; a < k->naccesses && !still; a++)
				still = k->accesses[a]->space == SPACE_LOCAL &&
					k->accesses[a]->object_index == j && c->dynamic[k->accesses[a]->id];
			if (!still) {
				la->fix_loop = c->candidate[i]->loc;
				la->fix_trips = c->candidate_trips[i];
				la->fix_unroll = c->candidate[i]->unroll;
			}
		}
	}
	c->force = NULL;
	c->ncandidates = n;
	free(fixed);
}

/* Unlinks the statements of dropped accesses. */
static void prune(struct ir_stmt **link, const unsigned char *drop)
{
	while (*link) {
		struct ir_stmt *s = *link;
		if (s->kind == ST_ACCESS && drop[s->access->id]) {
			*link = s->next;
			continue;
		}
		prune(&s->body, drop);
		prune(&s->other, drop);
		link = &s->next;
	}
}

void local_classify(struct ir_kernel *k)
{
	struct classify c;
	unsigned char *fixed, *drop, *dynamic_store;
	int i, n;

	if (!k->nlocal_arrays)
		return;
	memset(&c, 0, sizeof(c));
	c.k = k;
	c.nslots = k->nlocals;
	c.dynamic = xcalloc((size_t)k->naccesses + 1, 1);
	c.budget = LOCAL_BUDGET;
	fixed = xcalloc((size_t)c.nslots + 1, 1);
	walk(&c, k->body, fixed);

	dynamic_store = xcalloc((size_t)k->nlocal_arrays + 1, 1);
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *a = k->accesses[i];
		struct ir_local_array *la;
		if (a->space != SPACE_LOCAL || !c.dynamic[a->id])
			continue;
		la = &k->local_arrays[a->object_index];
		la->in_memory = 1;
		if (la->dynamic_access < 0)
			la->dynamic_access = a->id;
		if (a->op != OP_LOAD)
			dynamic_store[a->object_index] = 1;
	}
	drop = xcalloc((size_t)k->naccesses + 1, 1);
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *a = k->accesses[i];
		if (a->space != SPACE_LOCAL)
			continue;
		/* in registers; or a fixed load whose value a fixed store left
		 * in a register */
		if (!k->local_arrays[a->object_index].in_memory ||
		    (a->op == OP_LOAD && !c.dynamic[a->id] && !dynamic_store[a->object_index]))
			drop[a->id] = 1;
	}
	find_fixes(&c);
	prune(&k->body, drop);
	/* the ids index the stats: renumber what is left, in order */
	for (i = 0, n = 0; i < k->naccesses; i++) {
		struct ir_access *a = k->accesses[i];
		if (drop[a->id])
			continue;
		for (int j = 0; j < k->nlocal_arrays; j++)
			if (k->local_arrays[j].dynamic_access == a->id)
				k->local_arrays[j].dynamic_access = n;
		a->id = n;
		k->accesses[n++] = a;
	}
	k->naccesses = n;
	free(c.dynamic);
	free(fixed);
	free(drop);
	free(dynamic_store);
}

void local_add_spills(struct kernel_stats *st, int load_bytes, int store_bytes,
		      int stack_frame)
{
	st->totals.spill_load_sectors = load_bytes > 0 ? (uint64_t)load_bytes * st->warps : 0;
	st->totals.spill_store_sectors = store_bytes > 0 ? (uint64_t)store_bytes * st->warps : 0;
	if (stack_frame > 0 && (uint64_t)stack_frame > st->totals.local_frame_bytes)
		st->totals.local_frame_bytes = (uint64_t)stack_frame;
}

/*
 * A stored sector only partly written costs this many whole ones on its
 * way out: spill.cu local_store's 32 lanes at 32 words store 4 bytes in
 * each of 32 sectors, and ran 41.5 us where whole sectors at the rate of
 * spill_heavy's would take 13 (h200-2026-11-30-local).
 */
#define LOCAL_PARTIAL_COST 3.0

double local_far_sectors(const struct kernel_stats *st, double l1_bytes, double threads_per_sm)
{
	const struct sim_totals *t = &st->totals;
	double footprint = (double)t->local_frame_bytes * threads_per_sm;
	double miss = footprint > l1_bytes ? 1 - l1_bytes / footprint : 0;

	return miss * (double)(t->local_load_sectors + t->spill_load_sectors) +
	       (double)(t->local_store_sectors + t->spill_store_sectors) +
	       (LOCAL_PARTIAL_COST - 1) * (double)t->local_store_partial_sectors;
}

/* ---- cost ------------------------------------------------------------- */

static int cmp_i64(const void *x, const void *y)
{
	int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;

	return (a > b) - (a < b);
}

static unsigned distinct(int64_t *v, int n)
{
	unsigned d = 0;
	int i;

	qsort(v, (size_t)n, sizeof(*v), cmp_i64);
	for (i = 0; i < n; i++)
		if (!i || v[i] != v[i - 1])
			d++;
	return d;
}

int64_t lmem_slice_addr(int64_t offset, int lane)
{
	int64_t w = cint_floor_div(offset, 4);

	return w * 128 + lane * 4 + (offset - w * 4);
}

/* Sectors and lines of the lanes' words; returns the sectors. */
static unsigned count(const int64_t lanes[32], uint32_t mask, unsigned bytes, unsigned *lines)
{
	int64_t sec[32 * 5], row[32 * 5];
	int n = 0, i;

	for (i = 0; i < 32; i++) {
		int64_t w, first, last;
		if (!(mask >> i & 1))
			continue;
		first = cint_floor_div(lanes[i], 4);
		last = cint_floor_div(lanes[i] + (bytes ? bytes : 1) - 1, 4);
		for (w = first; w <= last && n < 32 * 5; w++) {
			sec[n] = cint_floor_div(lmem_slice_addr(w * 4, i), 32);
			row[n++] = w;
		}
	}
	*lines = distinct(row, n);
	return distinct(sec, n);
}

void lmem_request(struct lmem_cost *out, const int64_t lanes[32], uint32_t mask,
		  unsigned bytes)
{
	int64_t same[32];
	unsigned lines;
	int i, first = -1;

	memset(out, 0, sizeof(*out));
	if (!mask)
		return;
	out->sectors = count(lanes, mask, bytes, &out->lines);
	for (i = 0; i < 32; i++)
		if ((mask >> i & 1) && first < 0)
			first = i;
	for (i = 0; i < 32; i++)
		same[i] = lanes[first];
	out->ideal = count(same, mask, bytes, &lines);
	out->bytes_used = (unsigned)__builtin_popcount(mask) * bytes;
}
