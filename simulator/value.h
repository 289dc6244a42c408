/*
 * value.h - integer values across the 32 lanes of a warp, with C's rules.
 *
 * A value is uniform (one number for every lane), affine (base + lane *
 * step, the shape threadIdx.x has in most warps) or a vector of 32 lanes.
 * Operations keep the cheapest exact shape and fall back to lane-by-lane
 * arithmetic, so the result of every operation is exactly what C computes
 * for each lane: 32-bit wraparound, truncating division, arithmetic or
 * logical right shift by signedness.  A lane whose value C leaves undefined
 * or that depends on something warpcheck cannot know (a division by zero,
 * a value loaded from memory) is marked in `unknown` and carries `why`.
 */
#ifndef WARPCHECK_VALUE_H
#define WARPCHECK_VALUE_H

#include <stdint.h>

#include "ir.h"

#define WARP_SIZE 32

enum value_shape { VAL_UNIFORM, VAL_AFFINE, VAL_VECTOR };

struct value {
	enum value_shape shape;
	enum ctype type;
	uint32_t unknown;       /* lanes whose value is not known */
	const char *why;        /* reason for the first unknown lane */
	int64_t base, step;     /* uniform: base; affine: base + lane * step */
	int64_t *lane;          /* vector: WARP_SIZE values */
	int64_t bx;             /* coefficient of blockIdx.x (see below) */
};

/*
 * Block ranges.  The simulator may evaluate a warp for a whole range of
 * blocks [bx_lo, bx_hi) at once, with blockIdx.x as a symbol: a value is
 * then the lanes above plus bx * blockIdx.x, exact over the range (the
 * lanes of such a value are exact 64-bit numbers, and every block's value
 * is checked to lie in the type's range).  An operation whose result is
 * not of that form for every block of the range (a product of two such
 * values, a comparison whose outcome changes inside the range, ...) sets
 * `split`, and the simulator evaluates the two halves of the range
 * instead.  A range of one block never splits.
 */
struct value_scratch {
	int64_t (**chunks)[WARP_SIZE];   /* SCRATCH_CHUNK vectors each */
	int nchunks, used;               /* used: vectors handed out */
	int64_t bx_lo, bx_hi;            /* blocks evaluated at once */
	int split;                       /* the range must be narrowed */
};

void value_scratch_init(struct value_scratch *s);
void value_scratch_release(struct value_scratch *s);
int64_t *value_scratch_get(struct value_scratch *s);
static inline void value_scratch_reset(struct value_scratch *s) { s->used = 0; }

struct value value_uniform(enum ctype t, int64_t v);
struct value value_affine(enum ctype t, int64_t base, int64_t step);
int64_t value_lane(const struct value *v, int lane);
/* Fills lanes[] with the value of every lane. */
void value_lanes(const struct value *v, int64_t lanes[WARP_SIZE]);
/* Lanes of `mask` where the value is non-zero (v must not be symbolic). */
uint32_t value_truth(const struct value *v, uint32_t mask);
/* Turns a symbolic value into its lanes' truth as 0 or 1, or splits. */
struct value value_concrete_truth(struct value_scratch *s, struct value v);
/* The lanes of v for block bx, exact (v may be symbolic). */
void value_lanes_at(const struct value *v, int64_t bx, int64_t lanes[WARP_SIZE]);
/* Turns a vector that happens to be uniform or affine into that shape. */
void value_simplify(struct value *v);

struct value value_cast(struct value_scratch *s, enum ctype t, struct value x);
struct value value_unary(struct value_scratch *s, enum ir_op op, enum ctype t,
			 struct value x);
struct value value_binary(struct value_scratch *s, enum ir_op op, enum ctype t,
			  struct value x, struct value y);
struct value value_select(struct value_scratch *s, enum ctype t, uint32_t mask,
			  struct value x, struct value y);

#endif
