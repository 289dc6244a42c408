/*
 * value_sym.c - values symbolic in block indices and loop rounds (value.h).
 *
 * A box of blocks, or a range of a loop's rounds, evaluated at once: a
 * value is its lanes plus a multiple of each symbol.  An operation whose
 * result is not of that form at every point of the box asks for the box
 * to be narrowed (value_scratch's split), where its outcome changes, into
 * runs where a quotient stays one value, into the classes a remainder
 * repeats over, or point by point.
 */
#include "value.h"
#include "value_internal.h"

#include <stdlib.h>
#include <string.h>

#include "bug.h"
#include "cint.h"

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
struct value value_sym_split(struct value_scratch *s, enum ctype t, const struct value *x,
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
	value_sym_split(s, x->type, x, y, hard);
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
int value_sym_fits(const struct value_scratch *s, enum ctype t, const struct value *v)
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
struct value value_sym_lanes(struct value x)
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
 * (on the symbol value_sym_split() picks), at the first point along it where some
 * lane leaves t with the other symbols anywhere in their ranges, when the
 * points before that one all fit (a loop's counter that would overflow
 * past some round: the rounds before it are run at once).
 */
struct value value_sym_split_unfit(struct value_scratch *s, enum ctype t, const struct value *v,
				const struct value *x, const struct value *y)
{
	__int128 lo, hi, a, b, lmin, lmax, c, n, first;
	int64_t others[SYM_COUNT], l[WARP_SIZE];
	int fresh = !s->split, j, i;

	value_sym_split(s, t, x, y, 0);
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

struct value value_sym_finish(struct value_scratch *s, enum ctype t, struct value r,
			       const struct value *x, const struct value *y)
{
	r.type = t;
	if (!value_sym_fits(s, t, &r))
		return value_sym_split_unfit(s, t, &r, x, y);
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

	value_sym_split(s, CT_I32, x, y, 0);
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
struct value value_sym_compare(struct value_scratch *s, enum ir_op op,
				struct value x, struct value y)
{
	struct value r, d;
	int64_t *lx = value_scratch_get(s), *ly = value_scratch_get(s);
	int64_t *out_lo = value_scratch_get(s), hi;
	int64_t least[SYM_COUNT], most[SYM_COUNT];
	uint32_t unknown = x.unknown | y.unknown;
	const char *why = value_why_of(&x, &y);
	enum ctype ct = x.type;
	int i, j;

	if (op == IR_LAND || op == IR_LOR) {
		struct value tx = value_concrete_truth(s, x), ty = value_concrete_truth(s, y);
		if (s->split)
			return value_uniform(CT_I32, 0);
		return value_binary(s, op, CT_I32, tx, ty);
	}
	d = value_binary(s, IR_SUB, CT_I64, value_sym_lanes(x), value_sym_lanes(y));
	for (j = 0; j < SYM_COUNT; j++) {
		if (__builtin_sub_overflow(x.sym[j], y.sym[j], &d.sym[j]))
			return value_sym_split(s, CT_I32, &x, &y, 1);
		least[j] = d.sym[j] >= 0 ? s->lo[j] : s->hi[j] - 1;
		most[j] = d.sym[j] >= 0 ? s->hi[j] - 1 : s->lo[j];
	}
	if ((op == IR_EQ || op == IR_NE) && has_zero_inside(s, &d))
		return value_sym_split(s, CT_I32, &x, &y, 0);
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
	return value_sym_compare(s, IR_NE, v, value_uniform(v.type, 0));
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

/* x % y as x - m * q, m y's value, q the fixed quotients above. */
static struct value remainder_fixed(struct value_scratch *s, enum ctype t, const struct value *x,
				    const struct value *q, const struct value *y, int64_t m)
{
	struct value wide = *x, r;

	wide.type = CT_I64;
	r = value_binary(s, IR_MUL, CT_I64, *q, value_uniform(CT_I64, m));
	r = value_binary(s, IR_SUB, CT_I64, wide, r);
	return value_sym_finish(s, t, r, x, y);
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
			return value_sym_split(s, t, &x, &y, 1);
		if (quotient_fixed(s, &x, m, &q))
			return remainder_fixed(s, t, &x, &q, &y, m);
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
		return value_sym_split(s, t, &x, &y, 1);
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
			return value_sym_finish(s, t, q, &x, &y);
		if (at == -2)
			return value_sym_split(s, t, &x, &y, 1);
		{
			int64_t c = x.sym[at] % m;
			split_quotient(s, &x, m, at,
				       m / (int64_t)gcd64((uint64_t)(c < 0 ? -c : c), (uint64_t)m));
		}
		return value_uniform(t, 0);
	}
	r = value_binary(s, IR_DIV, CT_I64, value_sym_lanes(x), value_uniform(CT_I64, m));
	for (j = 0; j < SYM_COUNT; j++)
		r.sym[j] = x.sym[j] / m;
	return value_sym_finish(s, t, r, &x, &y);
}

struct value value_sym_binary(struct value_scratch *s, enum ir_op op,
			       enum ctype t, struct value x, struct value y)
{
	struct value r, sym, other;
	int64_t k;
	int j;

	/* an operand no lane knows: so is the result, at every point of the
	 * box (a quotient by a size that is not known splits nothing) */
	if (op != IR_LAND && op != IR_LOR && (x.unknown == ~0u || y.unknown == ~0u)) {
		r = value_uniform(value_is_compare(op) ? CT_I32 : t, 0);
		value_merge_unknown(&r, &x, &y);
		r.unknown = ~0u;
		return r;
	}
	if ((op >= IR_LT && op <= IR_NE) || op == IR_LAND || op == IR_LOR)
		return value_sym_compare(s, op, x, y);
	if ((op == IR_REM || op == IR_AND) && !value_symbolic(&y) && y.shape == VAL_UNIFORM &&
	    !y.unknown && y.base > 0 && (op == IR_REM || !(y.base & (y.base + 1))))
		return sym_remainder(s, op, t, x, y);
	if (op == IR_DIV && !value_symbolic(&y) && y.shape == VAL_UNIFORM && !y.unknown &&
	    y.base > 0)
		return sym_quotient(s, t, x, y);
	if (op == IR_MIN || op == IR_MAX) {
		/* the lanes that take x take it at every point of the box (or
		 * the box splits where that changes) */
		struct value c = value_sym_compare(s, op == IR_MIN ? IR_LE : IR_GE, x, y);
		uint32_t unknown = x.unknown | y.unknown;
		if (s->split)
			return value_uniform(t, 0);
		r = value_select(s, t, value_truth(&c, ~0u), x, y);
		r.type = t;
		if (unknown) {
			r.unknown = unknown;
			r.why = value_why_of(&x, &y);
		}
		return r;
	}
	switch (op) {
	case IR_ADD:
	case IR_SUB:
		r = value_binary(s, op, CT_I64, value_sym_lanes(x), value_sym_lanes(y));
		for (j = 0; j < SYM_COUNT; j++)
			if (op == IR_ADD ? __builtin_add_overflow(x.sym[j], y.sym[j], &r.sym[j])
					 : __builtin_sub_overflow(x.sym[j], y.sym[j], &r.sym[j]))
				return value_sym_split(s, t, &x, &y, 1);
		return value_sym_finish(s, t, r, &x, &y);
	case IR_MUL:
	case IR_SHL:
		if (op == IR_SHL && !value_symbolic(&x))
			return value_sym_split(s, t, &x, &y, 1);     /* a shift by a symbol */
		sym = value_symbolic(&x) ? x : y;
		other = value_symbolic(&x) ? y : x;
		if (value_symbolic(&other) || other.shape != VAL_UNIFORM || other.unknown)
			return value_sym_split(s, t, &x, &y, 1);
		k = other.base;
		if (op == IR_SHL) {
			if (k < 0 || k > 62)
				return value_sym_split(s, t, &x, &y, 1);
			k = (int64_t)1 << k;
		}
		r = value_binary(s, IR_MUL, CT_I64, value_sym_lanes(sym), value_uniform(CT_I64, k));
		for (j = 0; j < SYM_COUNT; j++)
			if (__builtin_mul_overflow(sym.sym[j], k, &r.sym[j]))
				return value_sym_split(s, t, &x, &y, 1);
		return value_sym_finish(s, t, r, &x, &y);
	default:
		return value_sym_split(s, t, &x, &y, 1);
	}
}

