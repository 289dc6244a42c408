/*
 * value.c - C integer arithmetic on warp-wide values.
 *
 * Shapes: uniform op uniform stays uniform; affine +,- affine and affine *,
 * << by a uniform stay affine as long as no lane wraps (checked on the two
 * end lanes, which bound a linear sequence).  Everything else goes lane by
 * lane through ir_eval_op, which applies C's rules as cint.c defines them.
 * The operations across lanes: IR_WARP_OR (a ballot) folds them into a
 * uniform value, IR_SHFL moves them between lanes.  Invariant: a value's lanes always hold numbers already
 * reduced to its type (ctype_wrap), so equal patterns compare equal.
 */
#include "value.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "bug.h"
#include "cint.h"

#define SCRATCH_CHUNK 256

void value_scratch_init(struct value_scratch *s)
{
	int j;

	memset(s, 0, sizeof(*s));
	for (j = 0; j < SYM_COUNT; j++)
		s->hi[j] = s->stride[j] = 1;
}

void value_scratch_release(struct value_scratch *s)
{
	int i;

	for (i = 0; i < s->nchunks; i++)
		free(s->chunks[i]);
	free(s->chunks);
	memset(s, 0, sizeof(*s));
}

/* Chunks never move, so vectors handed out stay valid until a reset. */
int64_t *value_scratch_get(struct value_scratch *s)
{
	int chunk = s->used / SCRATCH_CHUNK;

	if (chunk == s->nchunks) {
		s->chunks = xreallocarray(s->chunks, (size_t)chunk + 1, sizeof(*s->chunks));
		s->chunks[s->nchunks++] = xmalloc(SCRATCH_CHUNK * sizeof(**s->chunks));
	}
	return s->chunks[chunk][s->used++ % SCRATCH_CHUNK];
}

static int is_compare(enum ir_op op)
{
	return (op >= IR_LT && op <= IR_NE) || op == IR_LAND || op == IR_LOR ||
	       op == IR_LNOT;
}

struct value value_uniform(enum ctype t, int64_t v)
{
	struct value r = { .shape = VAL_UNIFORM, .type = t,
			   .base = ctype_wrap(t, v) };
	return r;
}

struct value value_affine(enum ctype t, int64_t base, int64_t step)
{
	struct value r = { .shape = step ? VAL_AFFINE : VAL_UNIFORM, .type = t,
			   .base = base, .step = step };
	return r;
}

int64_t value_lane(const struct value *v, int lane)
{
	switch (v->shape) {
	case VAL_UNIFORM: return v->base;
	case VAL_AFFINE: return v->base + lane * v->step;
	case VAL_VECTOR: return v->lane[lane];
	}
	BUG("bad value shape");
}

void value_lanes(const struct value *v, int64_t lanes[WARP_SIZE])
{
	int i;

	if (v->shape == VAL_VECTOR) {
		memcpy(lanes, v->lane, sizeof(int64_t) * WARP_SIZE);
		return;
	}
	for (i = 0; i < WARP_SIZE; i++)
		lanes[i] = v->base + i * v->step;
}

uint32_t value_truth(const struct value *v, uint32_t mask)
{
	uint32_t t = 0;
	int i;

	if (v->shape == VAL_UNIFORM)
		return v->base ? mask : 0;
	for (i = 0; i < WARP_SIZE; i++)
		if (value_lane(v, i))
			t |= 1u << i;
	return t & mask;
}

void value_simplify(struct value *v)
{
	int64_t d;
	int i;

	if (v->shape != VAL_VECTOR)
		return;
	/* lanes a step apart that int64_t cannot hold (a random number
	 * generator's 64-bit products) stay lanes */
	if (__builtin_sub_overflow(v->lane[1], v->lane[0], &d))
		return;
	for (i = 2; i < WARP_SIZE; i++) {
		int64_t e;
		if (__builtin_sub_overflow(v->lane[i], v->lane[i - 1], &e) || e != d)
			return;
	}
	v->shape = d ? VAL_AFFINE : VAL_UNIFORM;
	v->base = v->lane[0];
	v->step = d;
	v->lane = NULL;
}

/* Is base + lane * step, for lanes 0..31, free of wraparound in type t? */
static int affine_fits(enum ctype t, int64_t base, int64_t step)
{
	int64_t last;

	if (__builtin_mul_overflow(step, (int64_t)(WARP_SIZE - 1), &last) ||
	    __builtin_add_overflow(base, last, &last))
		return 0;
	return ctype_wrap(t, base) == base && ctype_wrap(t, last) == last;
}

static struct value to_vector(struct value_scratch *s, struct value v)
{
	if (v.shape != VAL_VECTOR) {
		int64_t *l = value_scratch_get(s);
		value_lanes(&v, l);
		v.lane = l;
		v.shape = VAL_VECTOR;
	}
	return v;
}

/*
 * Why x op y is not known: the reason of the operand unknown in more
 * lanes (x on a tie).  A local that lanes off in a branch never set is
 * unknown in those lanes only; the bound of a loop that no lane knows is
 * the reason worth giving.
 */
static const char *why_of(const struct value *x, const struct value *y)
{
	if (!y || !y->unknown)
		return x->unknown ? x->why : NULL;
	if (!x->unknown ||
	    __builtin_popcount(y->unknown) > __builtin_popcount(x->unknown))
		return y->why;
	return x->why;
}

static void merge_unknown(struct value *r, const struct value *x,
			  const struct value *y)
{
	r->unknown = x->unknown | (y ? y->unknown : 0);
	r->why = why_of(x, y);
}

static const char *undefined_reason(enum ir_op op)
{
	switch (op) {
	case IR_DIV: case IR_REM: return "division by zero or overflow";
	case IR_SHL: case IR_SHR: return "shift count out of range";
	default: return "undefined arithmetic";
	}
}

/*
 * The operators that cannot fail, in loops the compiler can vectorize.
 * Each must agree with ir_eval_op exactly (tests/unit/check_value.c
 * compares the two on every operator and type).
 */
static int lanewise_fast(enum ir_op op, enum ctype t, const int64_t *x,
			 const int64_t *y, int64_t *out)
{
	int i, narrow = t == CT_I32 || t == CT_U32;

	if (t == CT_U64 && op >= IR_LT && op <= IR_GE)
		return 0;
	switch (op) {
	case IR_ADD: for (i = 0; i < WARP_SIZE; i++) out[i] = (int64_t)((uint64_t)x[i] + (uint64_t)y[i]); break;
	case IR_SUB: for (i = 0; i < WARP_SIZE; i++) out[i] = (int64_t)((uint64_t)x[i] - (uint64_t)y[i]); break;
	case IR_MUL: for (i = 0; i < WARP_SIZE; i++) out[i] = (int64_t)((uint64_t)x[i] * (uint64_t)y[i]); break;
	case IR_AND: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] & y[i]; return 1;
	case IR_OR: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] | y[i]; return 1;
	case IR_XOR: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] ^ y[i]; return 1;
	/* lanes hold values reduced to t, so signed order is right for all
	 * but unsigned long (excluded above): U32 lanes are non-negative */
	case IR_LT: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] < y[i]; return 1;
	case IR_GT: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] > y[i]; return 1;
	case IR_LE: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] <= y[i]; return 1;
	case IR_GE: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] >= y[i]; return 1;
	case IR_EQ: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] == y[i]; return 1;
	case IR_NE: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] != y[i]; return 1;
	case IR_LAND: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] && y[i]; return 1;
	case IR_LOR: for (i = 0; i < WARP_SIZE; i++) out[i] = x[i] || y[i]; return 1;
	default: return 0;
	}
	if (narrow)
		for (i = 0; i < WARP_SIZE; i++)
			out[i] = ctype_wrap(t, out[i]);
	return 1;
}

/* Lane by lane; the one path every operator can take. */
static struct value lanewise(struct value_scratch *s, enum ir_op op,
			     enum ctype t, struct value x, struct value y)
{
	struct value r = { .shape = VAL_VECTOR, .type = t };
	int64_t *out = value_scratch_get(s);
	int i;

	x = to_vector(s, x);
	y = to_vector(s, y);
	merge_unknown(&r, &x, &y);
	r.lane = out;
	if (lanewise_fast(op, t, x.lane, y.lane, out))
		return r;
	for (i = 0; i < WARP_SIZE; i++) {
		if (ir_eval_op(op, t, x.lane[i], y.lane[i], &out[i]) < 0) {
			out[i] = 0;
			if (!r.unknown)
				r.why = undefined_reason(op);
			r.unknown |= 1u << i;
		}
	}
	r.lane = out;
	return r;
}

/* ---- values symbolic in block indices and loop rounds ---------------- */

void value_lanes_at(const struct value *v, const int64_t point[SYM_COUNT],
		    int64_t lanes[WARP_SIZE])
{
	int64_t add = 0;
	int i, j;

	value_lanes(v, lanes);
	for (j = 0; j < SYM_COUNT; j++)
		add += v->sym[j] * point[j];
	if (add)
		for (i = 0; i < WARP_SIZE; i++)
			lanes[i] += add;
}

struct value value_at(struct value_scratch *s, const struct value *v,
		      const int64_t point[SYM_COUNT])
{
	struct value at = *v;
	int j;

	memset(at.sym, 0, sizeof(at.sym));
	if (v->shape == VAL_VECTOR) {
		at.lane = value_scratch_get(s);
		value_lanes_at(v, point, at.lane);
		return at;
	}
	for (j = 0; j < SYM_COUNT; j++)
		at.base += v->sym[j] * point[j];
	return at;
}

void value_sym_bounds(const struct value_scratch *s, const int64_t sym[SYM_COUNT],
		      __int128 *lo, __int128 *hi)
{
	int j;

	*lo = *hi = 0;
	for (j = 0; j < SYM_COUNT; j++) {
		__int128 a, b;
		if (!sym[j])
			continue;
		a = (__int128)sym[j] * s->lo[j];
		b = (__int128)sym[j] * (s->hi[j] - 1);
		*lo += a < b ? a : b;
		*hi += a < b ? b : a;
	}
}

/* Asks for the box split on symbol `at`; the first request stands. */
static void split_on(struct value_scratch *s, int at, int hard, int64_t period)
{
	if (s->split)
		return;
	s->split = 1;
	s->split_sym = at;
	s->split_hard = hard;
	s->split_at = 0;
	s->split_period = period;
}

/*
 * Asks for a narrower box (hard: the operation is not linear in it at
 * all): the innermost loop symbol of x or y if any, as rounds are cheap to
 * narrow, else the block symbol with the widest range.
 */
static struct value split(struct value_scratch *s, enum ctype t, const struct value *x,
			  const struct value *y, int hard)
{
	int64_t widest = 0;
	int j, at = -1;

	for (j = 0; j < SYM_COUNT; j++) {
		int64_t len = s->hi[j] - s->lo[j];
		if (!(x->sym[j] || (y && y->sym[j])) || len < 2)
			continue;
		if (j >= SYM_LOOP0 || len > widest) {
			widest = len;
			at = j;
		}
	}
	if (at < 0)
		BUG("a symbolic value over a range of one point");
	split_on(s, at, hard, 0);
	return value_uniform(t, 0);
}

void value_request_split(struct value_scratch *s, const struct value *x,
			 const struct value *y, int hard)
{
	split(s, x->type, x, y, hard);
}

static void type_range(enum ctype t, __int128 *lo, __int128 *hi)
{
	switch (t) {
	case CT_I32: *lo = INT32_MIN; *hi = INT32_MAX; return;
	case CT_U32: *lo = 0; *hi = UINT32_MAX; return;
	case CT_I64: *lo = INT64_MIN; *hi = INT64_MAX; return;
	case CT_U64: *lo = 0; *hi = INT64_MAX; return;  /* kept signed-safe */
	}
	BUG("bad ctype");
}

/* Does every lane, at every point of the box, fit type t? */
static int sym_fits(const struct value_scratch *s, enum ctype t, const struct value *v)
{
	__int128 lo, hi, lmin, lmax, a, b;
	int i;

	type_range(t, &lo, &hi);
	if (v->shape == VAL_VECTOR) {
		lmin = lmax = v->lane[0];
		for (i = 1; i < WARP_SIZE; i++) {
			if (v->lane[i] < lmin) lmin = v->lane[i];
			if (v->lane[i] > lmax) lmax = v->lane[i];
		}
	} else {
		a = v->base;
		b = (__int128)v->base + (__int128)v->step * (WARP_SIZE - 1);
		lmin = a < b ? a : b;
		lmax = a < b ? b : a;
	}
	value_sym_bounds(s, v->sym, &a, &b);
	return lmin + a >= lo && lmax + b <= hi &&
	       lmin + a >= INT64_MIN && lmax + b <= INT64_MAX;
}

/* The lanes of x with their symbols dropped, as exact 64-bit numbers. */
static struct value sym_lanes(struct value x)
{
	memset(x.sym, 0, sizeof(x.sym));
	x.type = CT_I64;
	return x;
}

/* The one symbol d is linear in, or -1 for none or several. */
static int only_symbol(const struct value *d)
{
	int j, at = -1;

	for (j = 0; j < SYM_COUNT; j++) {
		if (!d->sym[j])
			continue;
		if (at >= 0)
			return -1;
		at = j;
	}
	return at;
}

/*
 * Might some lane of d be zero at a point strictly inside the box?  Exact
 * for one symbol; with several, whenever zero lies between its bounds.
 */
static int has_zero_inside(const struct value_scratch *s, const struct value *d)
{
	int64_t l[WARP_SIZE];
	__int128 lo, hi;
	int i, j = only_symbol(d);

	value_lanes(d, l);
	if (j < 0) {
		value_sym_bounds(s, d->sym, &lo, &hi);
		for (i = 0; i < WARP_SIZE; i++)
			if (l[i] + lo <= 0 && l[i] + hi >= 0)
				return 1;
		return 0;
	}
	for (i = 0; i < WARP_SIZE; i++) {
		/* l + c * b == 0 at b = -l / c, if that is a whole point */
		if (l[i] % d->sym[j] == 0) {
			int64_t b = -(l[i] / d->sym[j]);
			if (b >= s->lo[j] && b < s->hi[j] && (b - s->lo[j]) % s->stride[j] == 0)
				return 1;
		}
	}
	return 0;
}

/*
 * v, linear in the symbols, leaves type t somewhere in the box: a split
 * (on the symbol split() picks), at the first point along it where some
 * lane leaves t with the other symbols anywhere in their ranges, when the
 * points before that one all fit (a loop's counter that would overflow
 * past some round: the rounds before it are run at once).
 */
static struct value split_unfit(struct value_scratch *s, enum ctype t, const struct value *v,
				const struct value *x, const struct value *y)
{
	__int128 lo, hi, a, b, lmin, lmax, c, n, first;
	int64_t others[SYM_COUNT], l[WARP_SIZE];
	int fresh = !s->split, j, i;

	split(s, t, x, y, 0);
	j = s->split_sym;
	if (!fresh || !v->sym[j])
		return value_uniform(t, 0);
	type_range(t, &lo, &hi);
	value_lanes(v, l);
	lmin = lmax = l[0];
	for (i = 1; i < WARP_SIZE; i++) {
		lmin = l[i] < lmin ? l[i] : lmin;
		lmax = l[i] > lmax ? l[i] : lmax;
	}
	memcpy(others, v->sym, sizeof(others));
	others[j] = 0;
	value_sym_bounds(s, others, &a, &b);
	/* at point p: the lanes plus [a, b] plus sym * (lo_j + p * stride_j) */
	lmin += a + (__int128)v->sym[j] * s->lo[j];
	lmax += b + (__int128)v->sym[j] * s->lo[j];
	c = (__int128)v->sym[j] * s->stride[j];
	if (lmin < lo || lmax > hi)
		return value_uniform(t, 0);
	n = c > 0 ? (hi - lmax) / c + 1 : (lmin - lo) / -c + 1;   /* points that fit */
	first = s->lo[j] + n * s->stride[j];
	if (first < s->hi[j])
		s->split_at = (int64_t)first;
	return value_uniform(t, 0);
}

static struct value sym_finish(struct value_scratch *s, enum ctype t, struct value r,
			       const struct value *x, const struct value *y)
{
	r.type = t;
	if (!sym_fits(s, t, &r))
		return split_unfit(s, t, &r, x, y);
	return r;
}

/*
 * Where x + cx * d op y + cy * d first differs from d = 0, for d in
 * [1, hi], solved as the numbers compare (0: no such d).  The caller
 * checks the answer in the type at d - 1 and d: a lane whose values
 * leave the type's range is searched instead.
 */
static int64_t crossing(enum ir_op op, int64_t x, int64_t y, int64_t cx, int64_t cy, int64_t hi)
{
	/* the outcome as a + c * d < 0 */
	__int128 a = (__int128)x - y, c = (__int128)cx - cy, d;

	switch (op) {
	case IR_LT: break;
	case IR_LE: a -= 1; break;
	case IR_GT: a = -a; c = -c; break;
	case IR_GE: a = -a - 1; c = -c; break;
	default: return 0;
	}
	if (c > 0 && a < 0)
		d = (-a + c - 1) / c;           /* least d with a + c * d >= 0 */
	else if (c < 0 && a >= 0)
		d = a / -c + 1;                 /* least d with a + c * d < 0 */
	else
		return 0;
	return d >= 1 && d <= hi ? (int64_t)d : 0;
}

/*
 * After a comparison asked to split on one symbol that alone moves it:
 * the first point past lo where some lane's outcome changes (outcomes are
 * monotone along the symbol, so a binary search per lane finds it), for
 * a split exactly there (value.h's split_at).
 */
static void first_change(struct value_scratch *s, enum ir_op op, const struct value *x,
			 const struct value *y)
{
	int j = s->split_sym, i, k;
	int64_t first = s->hi[j], point[SYM_COUNT], lx[WARP_SIZE], ly[WARP_SIZE];
	int64_t cx = x->sym[j] * s->stride[j], cy = y->sym[j] * s->stride[j];

	if (op == IR_EQ || op == IR_NE)
		return;
	for (k = 0; k < SYM_COUNT; k++) {
		if (k != j && x->sym[k] != y->sym[k])
			return;
		point[k] = s->lo[k];
	}
	value_lanes_at(x, point, lx);
	value_lanes_at(y, point, ly);
	for (i = 0; i < WARP_SIZE; i++) {
		/* lane i at point lo + d: lx + cx * d against ly + cy * d, both
		 * exact and in the type over the box (sym_fits) */
		int64_t lo = 0, hi = value_sym_points(s, j) - 1, r, r0, d;
		if (ir_eval_op(op, x->type, lx[i], ly[i], &r0) < 0 ||
		    ir_eval_op(op, x->type, lx[i] + cx * hi, ly[i] + cy * hi, &r) < 0 ||
		    r == r0)
			continue;
		d = crossing(op, lx[i], ly[i], cx, cy, hi);
		if (d &&
		    ir_eval_op(op, x->type, lx[i] + cx * d, ly[i] + cy * d, &r) == 0 && r != r0 &&
		    ir_eval_op(op, x->type, lx[i] + cx * (d - 1), ly[i] + cy * (d - 1), &r) == 0 &&
		    r == r0) {
			lo = d - 1;
			hi = d;
		}
		while (hi - lo > 1) {
			int64_t mid = lo + (hi - lo) / 2;
			if (ir_eval_op(op, x->type, lx[i] + cx * mid, ly[i] + cy * mid, &r) < 0)
				return;
			if (r == r0)
				lo = mid;
			else
				hi = mid;
		}
		if (s->lo[j] + hi * s->stride[j] < first)
			first = s->lo[j] + hi * s->stride[j];
	}
	if (first < s->hi[j])
		s->split_at = first;
}

/* A comparison whose outcome changes inside the box: a split, where the
 * first lane's outcome changes if this is the first one asked. */
static struct value changes_inside(struct value_scratch *s, enum ir_op op, struct value *x,
				   struct value *y)
{
	int first = !s->split;

	split(s, CT_I32, x, y, 0);
	if (first)
		first_change(s, op, x, y);
	return value_uniform(CT_I32, 0);
}

/*
 * A comparison of values linear in the symbols depends on their
 * difference d, itself linear: its outcome is the same over the whole box
 * when it is the same at the two corners where d is least and greatest
 * (the same corners for every lane, the coefficients being uniform); for
 * == and != the points where they meet are checked too.
 */
static struct value sym_compare(struct value_scratch *s, enum ir_op op,
				struct value x, struct value y)
{
	struct value r, d;
	int64_t *lx = value_scratch_get(s), *ly = value_scratch_get(s);
	int64_t *out_lo = value_scratch_get(s), hi;
	int64_t least[SYM_COUNT], most[SYM_COUNT];
	uint32_t unknown = x.unknown | y.unknown;
	const char *why = why_of(&x, &y);
	enum ctype ct = x.type;
	int i, j;

	if (op == IR_LAND || op == IR_LOR) {
		struct value tx = value_concrete_truth(s, x), ty = value_concrete_truth(s, y);
		if (s->split)
			return value_uniform(CT_I32, 0);
		return value_binary(s, op, CT_I32, tx, ty);
	}
	d = value_binary(s, IR_SUB, CT_I64, sym_lanes(x), sym_lanes(y));
	for (j = 0; j < SYM_COUNT; j++) {
		if (__builtin_sub_overflow(x.sym[j], y.sym[j], &d.sym[j]))
			return split(s, CT_I32, &x, &y, 1);
		least[j] = d.sym[j] >= 0 ? s->lo[j] : s->hi[j] - 1;
		most[j] = d.sym[j] >= 0 ? s->hi[j] - 1 : s->lo[j];
	}
	if ((op == IR_EQ || op == IR_NE) && has_zero_inside(s, &d))
		return split(s, CT_I32, &x, &y, 0);
	if (x.shape == VAL_UNIFORM && y.shape == VAL_UNIFORM) {
		/* every lane alike: the two corners, one lane each */
		int64_t a = x.base, b = y.base, c = x.base, e = y.base, lo, hi1;
		for (j = 0; j < SYM_COUNT; j++) {
			a += x.sym[j] * least[j];
			b += y.sym[j] * least[j];
			c += x.sym[j] * most[j];
			e += y.sym[j] * most[j];
		}
		if (ir_eval_op(op, ct, a, b, &lo) < 0 || ir_eval_op(op, ct, c, e, &hi1) < 0)
			BUG("comparison cannot fail");
		if (lo != hi1)
			return changes_inside(s, op, &x, &y);
		r = value_uniform(CT_I32, lo);
		r.unknown = unknown;
		r.why = why;
		return r;
	}
	value_lanes_at(&x, least, lx);
	value_lanes_at(&y, least, ly);
	for (i = 0; i < WARP_SIZE; i++)
		if (ir_eval_op(op, ct, lx[i], ly[i], &out_lo[i]) < 0)
			BUG("comparison cannot fail");
	value_lanes_at(&x, most, lx);
	value_lanes_at(&y, most, ly);
	for (i = 0; i < WARP_SIZE; i++) {
		if (ir_eval_op(op, ct, lx[i], ly[i], &hi) < 0)
			BUG("comparison cannot fail");
		if (hi != out_lo[i])
			return changes_inside(s, op, &x, &y);
	}
	r = (struct value){ .shape = VAL_VECTOR, .type = CT_I32, .lane = out_lo,
			    .unknown = unknown, .why = why };
	value_simplify(&r);
	return r;
}

struct value value_concrete_truth(struct value_scratch *s, struct value v)
{
	if (!value_symbolic(&v))
		return v;
	return sym_compare(s, IR_NE, v, value_uniform(v.type, 0));
}

/*
 * Over a box where no lane's x crosses a multiple of m, x / m and x % m
 * need no split: lane i's x lies in [L_i + lo, L_i + hi] at every point,
 * within one multiple of m, so its quotient q_i is the same everywhere
 * and its remainder x - m q_i is linear as x is (a remainder of a block
 * index that a box of one row of 64 channels leaves whole).  1 and the
 * quotients, with no symbols, when that holds; x is never negative.
 */
static int quotient_fixed(struct value_scratch *s, const struct value *x, int64_t m,
			  struct value *q)
{
	int64_t l[WARP_SIZE], *lane;
	__int128 lo, hi;
	int i;

	value_sym_bounds(s, x->sym, &lo, &hi);
	value_lanes(x, l);
	for (i = 0; i < WARP_SIZE; i++) {
		if (x->unknown >> i & 1)
			continue;
		if (l[i] + lo < 0 || (l[i] + lo) / m != (l[i] + hi) / m)
			return 0;
	}
	lane = value_scratch_get(s);
	for (i = 0; i < WARP_SIZE; i++)
		lane[i] = (x->unknown >> i & 1) ? 0 : (int64_t)((l[i] + lo) / m);
	*q = (struct value){ .shape = VAL_VECTOR, .type = CT_I64, .lane = lane,
			     .unknown = x->unknown, .why = x->why };
	value_simplify(q);
	return 1;
}

/* x % m as x - m * q, q the fixed quotients above. */
static struct value remainder_fixed(struct value_scratch *s, enum ctype t, const struct value *x,
				    const struct value *q, const struct value *y)
{
	struct value wide = *x, r;

	wide.type = CT_I64;
	r = value_binary(s, IR_MUL, CT_I64, *q, value_uniform(CT_I64, y->base));
	r = value_binary(s, IR_SUB, CT_I64, wide, r);
	return sym_finish(s, t, r, x, y);
}

/*
 * The box's points along block symbol `at`, where x's remainder by m
 * repeats with period `period`: taken apart into that many classes, or
 * cut where a lane's quotient first changes, when the runs between such
 * cuts are fewer (x = blockIdx.z over 256 blocks, m = 64: four runs of
 * 64, where the classes would be 64 of four).  A cut is asked for as a
 * split at a point, as a comparison's; the rest of the box splits again.
 */
static void split_quotient(struct value_scratch *s, const struct value *x, int64_t m, int at,
			   int64_t period)
{
	int64_t l[WARP_SIZE], residues[WARP_SIZE], c = x->sym[at] * s->stride[at], first = 0;
	__int128 lo, hi, runs;
	int i, k, distinct = 0, others = 0;

	value_sym_bounds(s, x->sym, &lo, &hi);
	value_lanes(x, l);
	for (i = 0; i < WARP_SIZE; i++) {
		int64_t r;
		if (x->unknown >> i & 1)
			continue;
		r = (int64_t)((l[i] + lo) % m);
		for (k = 0; k < distinct && residues[k] != r; k++)
			;
		if (k == distinct)
			residues[distinct++] = r;
	}
	runs = ((hi - lo) / m + 1) * (distinct ? distinct : 1);
	for (i = 0; i < SYM_COUNT; i++)
		if (i != at && x->sym[i] && s->hi[i] - s->lo[i] > 1)
			others = 1;
	if (runs >= period || c == 0) {
		split_on(s, at, 1, period);
		return;
	}
	split_on(s, at, 0, 0);
	if (others)
		return;   /* halves */
	/* the first point, counted from the box's first, where a lane's
	 * quotient changes: x at the first point is l[i] + x->sym[at] *
	 * lo[at] (the only symbol that varies) */
	for (i = 0; i < WARP_SIZE; i++) {
		__int128 v, q, p;
		if (x->unknown >> i & 1)
			continue;
		v = (__int128)l[i] + (__int128)x->sym[at] * s->lo[at];
		q = v / m;
		p = c > 0 ? ((q + 1) * m - v + c - 1) / c : (v - q * m) / -c + 1;
		if (!first || p < first)
			first = (int64_t)p;
	}
	s->split_at = first;
}

/*
 * x % m, or x & (m - 1) with m a power of two, for x linear in the
 * symbols and never negative: where every symbol's step between points
 * is a multiple of m, the remainder is the same at every point, its value
 * at the box's first corner.  Otherwise the box asks to be taken apart
 * into the classes of points whose remainders repeat (split_period).
 */
static struct value sym_remainder(struct value_scratch *s, enum ir_op op, enum ctype t,
				  struct value x, struct value y)
{
	int64_t m = op == IR_REM ? y.base : y.base + 1, corner[SYM_COUNT], widest = 0;
	__int128 lo, hi;
	int64_t lmin;
	int j, at = -1;

	for (j = 0; j < SYM_COUNT; j++) {
		int64_t len = s->hi[j] - s->lo[j];
		__int128 step = (__int128)x.sym[j] * s->stride[j];
		corner[j] = s->lo[j];
		if (!x.sym[j] || step % m == 0)
			continue;
		/* a block symbol is taken apart by class, the widest first; a
		 * loop's only when no block's needs it */
		if (j <= SYM_BZ) {
			if (at < 0 || len > widest) {
				at = j;
				widest = len;
			}
		} else if (at < 0) {
			at = j;
		}
	}
	value_sym_bounds(s, x.sym, &lo, &hi);
	{
		int64_t l[WARP_SIZE];
		int i;
		value_lanes(&x, l);
		lmin = l[0];
		for (i = 1; i < WARP_SIZE; i++)
			if (l[i] < lmin)
				lmin = l[i];
	}
	if (lmin + lo < 0 || at >= 0) {
		struct value q;
		if (s->split)
			return value_uniform(t, 0);
		if (lmin + lo < 0)
			return split(s, t, &x, &y, 1);
		if (quotient_fixed(s, &x, m, &q)) {
			struct value mm = y;
			mm.base = m;
			return remainder_fixed(s, t, &x, &q, &mm);
		}
		{
			int64_t c = (int64_t)(((__int128)x.sym[at] * s->stride[at]) % m);
			int64_t period = m / (int64_t)gcd64((uint64_t)(c < 0 ? -c : c), (uint64_t)m);
			if (at <= SYM_BZ)
				split_quotient(s, &x, m, at, period);
			else
				split_on(s, at, 1, period);
		}
		return value_uniform(t, 0);
	}
	{
		struct value at_corner = value_at(s, &x, corner);
		value_simplify(&at_corner);
		return value_binary(s, op, t, at_corner, y);
	}
}

/*
 * x / m for x linear in the symbols and never negative over the box, m a
 * positive constant.  Where every symbol's coefficient is a multiple of
 * m, the quotient is linear too: those coefficients over m, and the
 * lanes' part over m (floor((m * A + L) / m) = A + floor(L / m), L >= 0).
 * Where one is not, the box asks to be taken apart into the classes of
 * points along that symbol over which its step becomes a multiple of m
 * (split_period, as for a remainder): `(blockIdx.x * 256 + t) / (1 << 20)`
 * is linear in each of 4,096 classes of blocks, where block by block it
 * would take every block.  Otherwise block by block.
 */
static struct value sym_quotient(struct value_scratch *s, enum ctype t, struct value x,
				 struct value y)
{
	int64_t m = y.base, widest = 0, l[WARP_SIZE], lmin;
	__int128 lo, hi;
	struct value r;
	int i, j, at = -1;

	value_sym_bounds(s, x.sym, &lo, &hi);
	value_lanes(&x, l);
	lmin = l[0];
	for (i = 1; i < WARP_SIZE; i++)
		if (l[i] < lmin)
			lmin = l[i];
	if (lmin < 0 || lo < 0)
		return split(s, t, &x, &y, 1);
	for (j = 0; j < SYM_COUNT; j++) {
		int64_t len = s->hi[j] - s->lo[j];
		if (!x.sym[j] || x.sym[j] % m == 0)
			continue;
		if (at == -2)
			continue;
		/* a loop symbol's step is not the point count: block by block */
		if (j > SYM_BZ || s->stride[j] != 1) {
			at = -2;
			continue;
		}
		if (at < 0 || len > widest) {
			at = j;
			widest = len;
		}
	}
	if (at != -1) {
		struct value q;
		if (s->split)
			return value_uniform(t, 0);
		if (quotient_fixed(s, &x, m, &q))
			return sym_finish(s, t, q, &x, &y);
		if (at == -2)
			return split(s, t, &x, &y, 1);
		{
			int64_t c = x.sym[at] % m;
			split_quotient(s, &x, m, at,
				       m / (int64_t)gcd64((uint64_t)(c < 0 ? -c : c), (uint64_t)m));
		}
		return value_uniform(t, 0);
	}
	r = value_binary(s, IR_DIV, CT_I64, sym_lanes(x), value_uniform(CT_I64, m));
	for (j = 0; j < SYM_COUNT; j++)
		r.sym[j] = x.sym[j] / m;
	return sym_finish(s, t, r, &x, &y);
}

static struct value sym_binary(struct value_scratch *s, enum ir_op op,
			       enum ctype t, struct value x, struct value y)
{
	struct value r, sym, other;
	int64_t k;
	int j;

	/* an operand no lane knows: so is the result, at every point of the
	 * box (a quotient by a size that is not known splits nothing) */
	if (op != IR_LAND && op != IR_LOR && (x.unknown == ~0u || y.unknown == ~0u)) {
		r = value_uniform(is_compare(op) ? CT_I32 : t, 0);
		merge_unknown(&r, &x, &y);
		r.unknown = ~0u;
		return r;
	}
	if ((op >= IR_LT && op <= IR_NE) || op == IR_LAND || op == IR_LOR)
		return sym_compare(s, op, x, y);
	if ((op == IR_REM || op == IR_AND) && !value_symbolic(&y) && y.shape == VAL_UNIFORM &&
	    !y.unknown && y.base > 0 && (op == IR_REM || !(y.base & (y.base + 1))))
		return sym_remainder(s, op, t, x, y);
	if (op == IR_DIV && !value_symbolic(&y) && y.shape == VAL_UNIFORM && !y.unknown &&
	    y.base > 0)
		return sym_quotient(s, t, x, y);
	if (op == IR_MIN || op == IR_MAX) {
		/* the lanes that take x take it at every point of the box (or
		 * the box splits where that changes) */
		struct value c = sym_compare(s, op == IR_MIN ? IR_LE : IR_GE, x, y);
		uint32_t unknown = x.unknown | y.unknown;
		if (s->split)
			return value_uniform(t, 0);
		r = value_select(s, t, value_truth(&c, ~0u), x, y);
		r.type = t;
		if (unknown) {
			r.unknown = unknown;
			r.why = why_of(&x, &y);
		}
		return r;
	}
	switch (op) {
	case IR_ADD:
	case IR_SUB:
		r = value_binary(s, op, CT_I64, sym_lanes(x), sym_lanes(y));
		for (j = 0; j < SYM_COUNT; j++)
			if (op == IR_ADD ? __builtin_add_overflow(x.sym[j], y.sym[j], &r.sym[j])
					 : __builtin_sub_overflow(x.sym[j], y.sym[j], &r.sym[j]))
				return split(s, t, &x, &y, 1);
		return sym_finish(s, t, r, &x, &y);
	case IR_MUL:
	case IR_SHL:
		if (op == IR_SHL && !value_symbolic(&x))
			return split(s, t, &x, &y, 1);     /* a shift by a symbol */
		sym = value_symbolic(&x) ? x : y;
		other = value_symbolic(&x) ? y : x;
		if (value_symbolic(&other) || other.shape != VAL_UNIFORM || other.unknown)
			return split(s, t, &x, &y, 1);
		k = other.base;
		if (op == IR_SHL) {
			if (k < 0 || k > 62)
				return split(s, t, &x, &y, 1);
			k = (int64_t)1 << k;
		}
		r = value_binary(s, IR_MUL, CT_I64, sym_lanes(sym), value_uniform(CT_I64, k));
		for (j = 0; j < SYM_COUNT; j++)
			if (__builtin_mul_overflow(sym.sym[j], k, &r.sym[j]))
				return split(s, t, &x, &y, 1);
		return sym_finish(s, t, r, &x, &y);
	default:
		return split(s, t, &x, &y, 1);
	}
}

/* ---- a value loaded once for the whole warp (granule) -------------- */

/* the largest granule kept: far above the 128 bytes any cost looks at */
#define GRANULE_MAX ((int64_t)1 << 40)

struct value value_settle(struct value v)
{
	if (!v.granule)
		return v;
	v.granule = 0;
	v.unknown = ~0u;
	v.why = VALUE_LOADED_WHY;
	return v;
}

struct value value_address(struct value v)
{
	/* one address for the warp costs one sector, one wavefront, wherever
	 * it falls; else the lanes keep their places in 128 bytes */
	if (v.granule && (v.granule % 128 == 0 || v.shape == VAL_UNIFORM)) {
		v.granule = 0;
		return v;
	}
	return value_settle(v);
}

/* The granule a value of type t keeps: its residues past the type's width
 * wrap away. */
static int64_t granule_in(enum ctype t, int64_t g)
{
	int64_t most = ctype_bits(t) >= 64 ? GRANULE_MAX : (int64_t)1 << (ctype_bits(t) - 1);

	return g > most ? most : g;
}

/* g times the power of two that divides k (k not 0). */
static int64_t granule_times(int64_t g, int64_t k)
{
	uint64_t u = (uint64_t)k & -(uint64_t)k;

	if (u >= (uint64_t)(GRANULE_MAX / g))
		return GRANULE_MAX;
	return g * (int64_t)u;
}

/* A number known exactly, the same in every lane, and not symbolic. */
static int plain_number(const struct value *v)
{
	return v->shape == VAL_UNIFORM && !v->unknown && !v->granule && !value_symbolic(v);
}

/*
 * x op y where x or y has a granule: the operations that keep the form
 * "number + a multiple of g, the same in every lane" keep it; a product
 * or shift moves g with the factor, and a mask below g drops it (then the
 * result is known).  Anything else (a comparison, a quotient, a product
 * of two such) gives the granule up: every lane unknown.
 */
static struct value granule_binary(struct value_scratch *s, enum ir_op op, enum ctype t,
				   struct value x, struct value y)
{
	struct value a = x, b = y, r;
	const struct value *c = x.granule ? &y : &x;       /* the other operand */
	int64_t g = x.granule ? x.granule : y.granule, k = c->base;
	int both = x.granule && y.granule;

	a.granule = b.granule = 0;
	switch (op) {
	case IR_ADD: case IR_SUB:
		if (both)
			g = x.granule < y.granule ? x.granule : y.granule;
		break;
	case IR_MUL:
		if (both || !plain_number(c))
			goto give_up;
		if (!k)
			g = 0;
		else
			g = granule_times(g, k);
		break;
	case IR_SHL:
		if (!y.granule && plain_number(&y) && k >= 0 && k < 62)
			g = granule_times(g, (int64_t)1 << k);
		else
			goto give_up;
		break;
	case IR_SHR:
		if (y.granule || !plain_number(&y) || k < 0 || k > 62 || g < ((int64_t)1 << k))
			goto give_up;
		g >>= k;
		break;
	case IR_AND:
		if (both || !plain_number(c))
			goto give_up;
		if (k >= 0 && k < g)
			g = 0;          /* only bits below g: known */
		else if (((uint64_t)k | (uint64_t)(g - 1)) != ~(uint64_t)0 &&
			 ctype_wrap(t, (int64_t)((uint64_t)k | (uint64_t)(g - 1))) != ctype_wrap(t, -1))
			goto give_up;   /* keeps every bit from g up: g stays */
		break;
	case IR_OR: case IR_XOR:
		if (both || !plain_number(c) || k < 0 || k >= g)
			goto give_up;
		break;
	default:
		goto give_up;
	}
	r = value_binary(s, op, t, a, b);
	r.granule = g ? granule_in(t, g) : 0;
	return r;
give_up:
	return value_binary(s, op, t, value_settle(x), value_settle(y));
}

struct value value_cast(struct value_scratch *s, enum ctype t, struct value x)
{
	if (x.granule) {
		int64_t g = x.granule;
		x.granule = 0;
		x = value_cast(s, t, x);
		x.granule = granule_in(t, g);
		return x;
	}
	if (value_symbolic(&x)) {
		x.type = t;
		return sym_fits(s, t, &x) ? x : split_unfit(s, t, &x, &x, NULL);
	}
	if (x.type == t)
		return x;
	if (x.shape == VAL_UNIFORM) {
		x.base = ctype_wrap(t, x.base);
		x.type = t;
		return x;
	}
	if (x.shape == VAL_AFFINE && affine_fits(t, x.base, x.step)) {
		x.type = t;
		return x;
	}
	x = to_vector(s, x);
	{
		int64_t *out = value_scratch_get(s);
		int i;
		for (i = 0; i < WARP_SIZE; i++)
			out[i] = ctype_wrap(t, x.lane[i]);
		x.lane = out;
	}
	x.type = t;
	return x;
}

/*
 * The OR over the warp's lanes: one number for every lane.  A lane not
 * known makes it unknown as a whole, since it may set any bit.
 */
static struct value warp_or(enum ctype t, const struct value *x)
{
	int64_t l[WARP_SIZE], bits = 0;
	struct value r;
	int i;

	value_lanes(x, l);
	for (i = 0; i < WARP_SIZE; i++)
		bits |= l[i];
	r = value_uniform(t, bits);
	if (x->unknown) {
		r.unknown = ~0u;
		r.why = x->why;
	}
	return r;
}

struct value value_unary(struct value_scratch *s, enum ir_op op, enum ctype t,
			 struct value x)
{
	struct value zero = value_uniform(t, 0);

	if (op == IR_CAST)
		return value_cast(s, t, x);
	if (x.granule) {
		/* -(n + G) and ~(n + G) == -(n + G) - 1 keep the form */
		int64_t g = x.granule;
		if (op != IR_NEG && op != IR_NOT)
			return value_unary(s, op, t, value_settle(x));
		x.granule = 0;
		x = value_unary(s, op, t, x);
		x.granule = granule_in(t, g);
		return x;
	}
	/* neither a lane's OR across the warp nor the bit built-ins are
	 * linear: one point at a time */
	if (value_symbolic(&x) && (op == IR_WARP_OR || ir_op_bits(op)))
		return split(s, t, &x, NULL, 1);
	if (op == IR_WARP_OR)
		return warp_or(t, &x);
	if (value_symbolic(&x)) {
		struct value r;
		int j;
		if (op == IR_LNOT)
			return sym_compare(s, IR_EQ, x, value_uniform(x.type, 0));
		if (op != IR_NEG && op != IR_NOT)
			return split(s, t, &x, NULL, 1);
		/* -x, and ~x == -x - 1 */
		r = value_binary(s, IR_SUB, CT_I64, value_uniform(CT_I64, op == IR_NOT ? -1 : 0),
				 sym_lanes(x));
		for (j = 0; j < SYM_COUNT; j++)
			if (__builtin_sub_overflow(0, x.sym[j], &r.sym[j]))
				return split(s, t, &x, NULL, 1);
		return sym_finish(s, t, r, &x, NULL);
	}
	if (x.shape == VAL_UNIFORM) {
		struct value r = x;
		if (ir_eval_op(op, x.type, x.base, 0, &r.base) < 0)
			BUG("unary operator %d cannot fail", (int)op);
		r.base = ctype_wrap(t, r.base);
		r.type = t;
		return r;
	}
	if (op == IR_NEG && x.shape == VAL_AFFINE &&
	    affine_fits(t, -x.base, -x.step) && x.base != INT64_MIN) {
		x.base = -x.base;
		x.step = -x.step;
		return x;
	}
	/* unary ops of the lane-by-lane kind ignore y */
	{
		struct value r = lanewise(s, op, is_compare(op) || ir_op_bits(op) ? x.type : t,
					  x, zero);
		/* a bit built-in's result fits its type: a count, or __brev's
		 * bits in a type of the operand's width */
		r.type = t;
		return r;
	}
}

/*
 * A shuffle (IR_SHFL): lane i gets x's lane y[i].  x's symbolic part is
 * every lane's alike, so it stays; a lane number symbolic in a block or a
 * round is taken one point at a time.
 */
static struct value shuffle(struct value_scratch *s, enum ctype t, struct value x,
			    struct value y)
{
	int64_t from[WARP_SIZE], xl[WARP_SIZE];
	struct value r = { .shape = VAL_VECTOR, .type = t };
	int i;

	y = value_settle(y);
	if (value_symbolic(&y))
		return split(s, t, &y, NULL, 1);
	r.granule = x.granule;          /* the same in every lane: it moves along */
	value_lanes(&x, xl);
	value_lanes(&y, from);
	r.lane = value_scratch_get(s);
	memcpy(r.sym, x.sym, sizeof(r.sym));
	for (i = 0; i < WARP_SIZE; i++) {
		int k = (int)(from[i] & (WARP_SIZE - 1));
		r.lane[i] = ctype_wrap(t, xl[k]);
		if (x.unknown >> k & 1) {
			r.unknown |= 1u << i;
			r.why = x.why;
		}
	}
	if (y.unknown) {
		r.unknown |= y.unknown;
		r.why = y.why;
	}
	value_simplify(&r);
	return r;
}

struct value value_binary(struct value_scratch *s, enum ir_op op, enum ctype t,
			  struct value x, struct value y)
{
	/* t is the result type; comparisons compute in the operands' type */
	enum ctype ct = is_compare(op) ? x.type : t;
	struct value r;

	if (op == IR_SHFL)
		return shuffle(s, t, x, y);
	if (x.granule || y.granule)
		return granule_binary(s, op, t, x, y);
	if (value_symbolic(&x) || value_symbolic(&y))
		return sym_binary(s, op, t, x, y);

	if (x.shape == VAL_UNIFORM && y.shape == VAL_UNIFORM) {
		r = x;
		r.type = t;
		merge_unknown(&r, &x, &y);
		if (ir_eval_op(op, ct, x.base, y.base, &r.base) < 0) {
			/* an unknown operand's reason is the one worth giving:
			 * its lanes hold 0 while it is unknown, and that 0 is
			 * what divided by zero */
			r.base = 0;
			if (!r.unknown)
				r.why = undefined_reason(op);
			r.unknown = ~0u;
		}
		return r;
	}
	if (x.shape != VAL_VECTOR && y.shape != VAL_VECTOR && !is_compare(op)) {
		int64_t base, step, k;
		int ok = 0;

		switch (op) {
		case IR_ADD:
			ok = !__builtin_add_overflow(x.base, y.base, &base) &&
			     !__builtin_add_overflow(x.step, y.step, &step);
			break;
		case IR_SUB:
			ok = !__builtin_sub_overflow(x.base, y.base, &base) &&
			     !__builtin_sub_overflow(x.step, y.step, &step);
			break;
		case IR_MUL:
			if (y.shape == VAL_UNIFORM || x.shape == VAL_UNIFORM) {
				struct value a = x.shape == VAL_UNIFORM ? y : x;
				k = x.shape == VAL_UNIFORM ? x.base : y.base;
				ok = !__builtin_mul_overflow(a.base, k, &base) &&
				     !__builtin_mul_overflow(a.step, k, &step);
			}
			break;
		case IR_SHL:
			if (y.shape == VAL_UNIFORM && y.base >= 0 &&
			    y.base < (int64_t)ctype_bits(t) - 1 && y.base < 62) {
				k = (int64_t)1 << y.base;
				ok = !__builtin_mul_overflow(x.base, k, &base) &&
				     !__builtin_mul_overflow(x.step, k, &step);
			}
			break;
		default:
			break;
		}
		if (ok && affine_fits(t, base, step)) {
			r = value_affine(t, base, step);
			merge_unknown(&r, &x, &y);
			return r;
		}
	}
	r = lanewise(s, op, ct, x, y);
	r.type = t;
	return r;
}

struct value value_select(struct value_scratch *s, enum ctype t, uint32_t mask,
			  struct value x, struct value y)
{
	struct value r = { .shape = VAL_VECTOR, .type = t };
	int64_t *out;
	int i;

	if (mask == ~0u)
		return x;
	if (mask == 0)
		return y;
	if (x.granule || y.granule) {
		/* two loaded values, or one and another: not the same
		 * unknown in every lane; those lanes are unknown */
		uint32_t lost = (x.granule ? mask : 0) | (y.granule ? ~mask : 0);
		x.granule = y.granule = 0;
		r = value_select(s, t, mask, x, y);
		r.unknown |= lost;
		r.why = VALUE_LOADED_WHY;
		return r;
	}
	if (memcmp(x.sym, y.sym, sizeof(x.sym)))
		return split(s, t, &x, &y, 1);
	x = to_vector(s, x);
	y = to_vector(s, y);
	out = value_scratch_get(s);
	for (i = 0; i < WARP_SIZE; i++)
		out[i] = (mask >> i & 1) ? x.lane[i] : y.lane[i];
	r.unknown = (x.unknown & mask) | (y.unknown & ~mask);
	r.why = (x.unknown & mask) ? x.why : y.why;
	r.lane = out;
	memcpy(r.sym, x.sym, sizeof(r.sym));
	value_simplify(&r);
	return r;
}
