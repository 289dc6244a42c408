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
#include "value_internal.h"

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

int value_is_compare(enum ir_op op)
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
const char *value_why_of(const struct value *x, const struct value *y)
{
	if (!y || !y->unknown)
		return x->unknown ? x->why : NULL;
	if (!x->unknown ||
	    __builtin_popcount(y->unknown) > __builtin_popcount(x->unknown))
		return y->why;
	return x->why;
}

void value_merge_unknown(struct value *r, const struct value *x,
			  const struct value *y)
{
	r->unknown = x->unknown | (y ? y->unknown : 0);
	r->why = value_why_of(x, y);
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
	value_merge_unknown(&r, &x, &y);
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
		return value_sym_fits(s, t, &x) ? x : value_sym_split_unfit(s, t, &x, &x, NULL);
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
		return value_sym_split(s, t, &x, NULL, 1);
	if (op == IR_WARP_OR)
		return warp_or(t, &x);
	if (value_symbolic(&x)) {
		struct value r;
		int j;
		if (op == IR_LNOT)
			return value_sym_compare(s, IR_EQ, x, value_uniform(x.type, 0));
		if (op != IR_NEG && op != IR_NOT)
			return value_sym_split(s, t, &x, NULL, 1);
		/* -x, and ~x == -x - 1 */
		r = value_binary(s, IR_SUB, CT_I64, value_uniform(CT_I64, op == IR_NOT ? -1 : 0),
				 value_sym_lanes(x));
		for (j = 0; j < SYM_COUNT; j++)
			if (__builtin_sub_overflow(0, x.sym[j], &r.sym[j]))
				return value_sym_split(s, t, &x, NULL, 1);
		return value_sym_finish(s, t, r, &x, NULL);
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
		struct value r = lanewise(s, op, value_is_compare(op) || ir_op_bits(op) ? x.type : t,
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
		return value_sym_split(s, t, &y, NULL, 1);
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
	enum ctype ct = value_is_compare(op) ? x.type : t;
	struct value r;

	if (op == IR_SHFL)
		return shuffle(s, t, x, y);
	if (x.granule || y.granule)
		return granule_binary(s, op, t, x, y);
	if (value_symbolic(&x) || value_symbolic(&y))
		return value_sym_binary(s, op, t, x, y);

	if (x.shape == VAL_UNIFORM && y.shape == VAL_UNIFORM) {
		r = x;
		r.type = t;
		value_merge_unknown(&r, &x, &y);
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
	if (x.shape != VAL_VECTOR && y.shape != VAL_VECTOR && !value_is_compare(op)) {
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
			value_merge_unknown(&r, &x, &y);
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
		return value_sym_split(s, t, &x, &y, 1);
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
