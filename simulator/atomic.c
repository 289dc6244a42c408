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
 * Whether the warps share words is read from the address: it does not
 * vary between the warps of a block when it reads no thread index that
 * tells them apart, or reads threadIdx.x only through a remainder or mask
 * that a multiple of 32 threads wraps (t % 32, t & 15).
 */
#include "atomic.h"

#include "alloc.h"

#include <stdlib.h>
#include <string.h>

int atomic_cas_loop(const struct ir_access *acc)
{
	return acc->op == OP_ATOMIC && acc->space == SPACE_SHARED && acc->atomic.floating &&
	       acc->atomic.name && !strcmp(acc->atomic.name, "atomicAdd");
}

struct walk {
	const struct launch *l;
	const struct ir_expr **def;   /* a local's one assignment, or NULL */
	unsigned char *varies;        /* a local differs between warps */
};

/* e = a * threadIdx.x + (something every warp has alike): *a; 0 or -1. */
static int lane_linear(const struct walk *w, const struct ir_expr *e, int64_t *a, int depth);

static int varies(const struct walk *w, const struct ir_expr *e, int depth)
{
	int64_t a, c;

	if (!e)
		return 0;
	if (depth > 64)
		return 1;
	switch (e->op) {
	case IR_CONST: case IR_PARAM:
		return 0;
	case IR_UNKNOWN:
		return 1;
	case IR_LOCAL:
		return w->varies[e->index];
	case IR_SPECIAL: {
		uint64_t x = w->l->block[0], y = w->l->block[1], z = w->l->block[2];
		switch (e->index) {
		case SP_TID_X: return x > 32;
		case SP_TID_Y: return y > 1 && x * y > 32;
		case SP_TID_Z: return z > 1 && x * y * z > 32;
		default:       return 0;     /* lane, block and launch values */
		}
	}
	case IR_REM: case IR_AND:
		/* threadIdx.x wrapped by a divisor of 32 a: alike in every warp
		 * when warps start at multiples of 32 threads along x */
		if (ir_fold(e->b, &c) == 0 && c > 0 && w->l->block[0] % 32 == 0 &&
		    lane_linear(w, e->a, &a, depth + 1) == 0) {
			int64_t span = 32 * (a < 0 ? -a : a);
			if (e->op == IR_REM && span % c == 0)
				return 0;
			if (e->op == IR_AND && !((c + 1) & c) && span % (c + 1) == 0)
				return 0;
		}
		break;
	default:
		break;
	}
	return varies(w, e->a, depth + 1) || varies(w, e->b, depth + 1) ||
	       varies(w, e->c, depth + 1);
}

static int lane_linear(const struct walk *w, const struct ir_expr *e, int64_t *a, int depth)
{
	int64_t x, y, k;

	if (!e || depth > 64)
		return -1;
	switch (e->op) {
	case IR_SPECIAL:
		if (e->index == SP_TID_X) {
			*a = 1;
			return 0;
		}
		break;
	case IR_CAST:
		return lane_linear(w, e->a, a, depth + 1);
	case IR_LOCAL:
		if (w->def[e->index])
			return lane_linear(w, w->def[e->index], a, depth + 1);
		break;
	case IR_ADD: case IR_SUB:
		if (lane_linear(w, e->a, &x, depth + 1) < 0)
			x = 0;
		else if (!varies(w, e->b, depth + 1)) {
			*a = x;
			return 0;
		}
		if (lane_linear(w, e->b, &y, depth + 1) == 0 && !x && !varies(w, e->a, depth + 1)) {
			*a = e->op == IR_SUB ? -y : y;
			return 0;
		}
		return -1;
	case IR_MUL:
		if (ir_fold(e->b, &k) == 0 && lane_linear(w, e->a, &x, depth + 1) == 0) {
			*a = x * k;
			return 0;
		}
		if (ir_fold(e->a, &k) == 0 && lane_linear(w, e->b, &x, depth + 1) == 0) {
			*a = x * k;
			return 0;
		}
		return -1;
	case IR_SHL:
		if (ir_fold(e->b, &k) == 0 && k >= 0 && k < 32 &&
		    lane_linear(w, e->a, &x, depth + 1) == 0) {
			*a = x << k;
			return 0;
		}
		return -1;
	default:
		break;
	}
	if (!varies(w, e, depth + 1)) {
		*a = 0;
		return 0;
	}
	return -1;
}

/* Each local's assignment (NULL where it has several); seen: assigned. */
static void definitions(const struct ir_stmt *s, const struct ir_expr **def, unsigned char *seen)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN) {
			def[s->slot] = seen[s->slot] ? NULL : s->expr;
			seen[s->slot] = 1;
		}
		definitions(s->body, def, seen);
		definitions(s->other, def, seen);
	}
}

/* Marks the locals some assignment of which differs between warps. */
static int mark(const struct walk *w, const struct ir_stmt *s)
{
	int changed = 0;

	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && !w->varies[s->slot] && varies(w, s->expr, 0))
			w->varies[s->slot] = 1, changed = 1;
		changed |= mark(w, s->body);
		changed |= mark(w, s->other);
	}
	return changed;
}

/* The access statement of acc in list s, or NULL. */
static const struct ir_stmt *find_access(const struct ir_stmt *s, const struct ir_access *acc)
{
	const struct ir_stmt *f;

	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access == acc)
			return s;
		if ((f = find_access(s->body, acc)) || (f = find_access(s->other, acc)))
			return f;
	}
	return NULL;
}

unsigned atomic_contending_warps(const struct ir_kernel *k, const struct ir_access *acc,
				 const struct launch *l)
{
	uint64_t threads = (uint64_t)l->block[0] * l->block[1] * l->block[2];
	unsigned warps = (unsigned)((threads + 31) / 32), n = 1;
	const struct ir_stmt *s = find_access(k->body, acc);
	unsigned char *seen;
	struct walk w;

	if (!s || warps < 2)
		return 1;
	w.l = l;
	w.def = xcalloc((size_t)k->nlocals + 1, sizeof(*w.def));
	w.varies = xcalloc((size_t)k->nlocals + 1, 1);
	seen = xcalloc((size_t)k->nlocals + 1, 1);
	definitions(k->body, w.def, seen);
	while (mark(&w, k->body))
		;
	if (!varies(&w, s->expr, 0))
		n = warps;
	free(w.def);
	free(w.varies);
	free(seen);
	return n;
}

unsigned atomic_trips(const int64_t lanes[32], uint32_t mask, unsigned contending,
		      unsigned position)
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
	if (!most)
		return 0;
	if (contending < 1)
		contending = 1;
	return contending * (most - 1) + 1 + position % contending;
}
