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

/*
 * The symbols a value may be linear in: blockIdx.x, .y and .z, and the
 * iteration numbers of up to two nested loops (sim.c runs a range of
 * blocks, or of a loop's rounds, at once).
 */
enum { SYM_BX, SYM_BY, SYM_BZ, SYM_LOOP0, SYM_LOOP1, SYM_COUNT };

enum value_shape { VAL_UNIFORM, VAL_AFFINE, VAL_VECTOR };

struct value {
	enum value_shape shape;
	enum ctype type;
	uint32_t unknown;       /* lanes whose value is not known */
	const char *why;        /* reason for the first unknown lane */
	int64_t base, step;     /* uniform: base; affine: base + lane * step */
	int64_t *lane;          /* vector: WARP_SIZE values */
	int64_t sym[SYM_COUNT]; /* coefficient of each symbol (see below) */
	/* > 0: every lane holds its number plus G, a multiple of granule (a
	 * power of two) not known but the same in every lane: a value the
	 * warp loaded from one address, moved by arithmetic that keeps that
	 * form (value_binary); 0: none */
	int64_t granule;
};

/* What a value with a granule is, given up (value_settle). */
#define VALUE_LOADED_WHY "index depends on a value loaded from memory"

static inline int value_symbolic(const struct value *v)
{
	int j;

	for (j = 0; j < SYM_COUNT; j++)
		if (v->sym[j])
			return 1;
	return 0;
}

/*
 * Symbolic ranges.  The simulator may evaluate a warp for a whole box of
 * points at once, symbol j ranging over [lo[j], hi[j]): a value is then
 * the lanes above plus the sum of sym[j] * symbol j, exact over the box
 * (the lanes of such a value are exact 64-bit numbers, and every point's
 * value is checked to lie in the type's range).  An operation whose
 * result is not of that form at every point of the box (a product of two
 * such values, a comparison whose outcome changes inside it, ...) sets
 * `split` and names in `split_sym` the symbol whose range to halve;
 * `split_hard` says that no narrower range short of one point would do
 * (the operation is not linear at all), and `split_at` may say where.  A box of one point never splits.
 */
struct value_scratch {
	int64_t (**chunks)[WARP_SIZE];   /* SCRATCH_CHUNK vectors each */
	int nchunks, used;               /* used: vectors handed out */
	/* the box evaluated at once: symbol j takes lo[j], lo[j] + stride[j],
	 * ... up to hi[j] - 1, the last of them */
	int64_t lo[SYM_COUNT], hi[SYM_COUNT], stride[SYM_COUNT];
	int split;                       /* the box must be narrowed */
	int split_sym, split_hard;
	/* > lo[split_sym]: the first point where a comparison's outcome
	 * changes, when known; 0 otherwise */
	int64_t split_at;
	/* > 1 with split_hard: the box would do as split_period boxes, each
	 * taking every split_period-th point of split_sym (a `%` whose result
	 * repeats with that period) */
	int64_t split_period;
};

/* How many values symbol j takes in the box. */
static inline int64_t value_sym_points(const struct value_scratch *s, int j)
{
	return (s->hi[j] - 1 - s->lo[j]) / s->stride[j] + 1;
}

/* The period a symbol's residues repeat with is q / gcd64(step, q). */
static inline uint64_t gcd64(uint64_t a, uint64_t b)
{
	while (b) {
		uint64_t t = a % b;
		a = b;
		b = t;
	}
	return a;
}

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
/* The lanes of v at one point of the box, exact (v may be symbolic). */
void value_lanes_at(const struct value *v, const int64_t point[SYM_COUNT],
		    int64_t lanes[WARP_SIZE]);
/* v at one point of the box, no longer symbolic, in its own shape. */
struct value value_at(struct value_scratch *s, const struct value *v,
		      const int64_t point[SYM_COUNT]);
/* The least and greatest of sum sym[j] * symbol j over the box. */
void value_sym_bounds(const struct value_scratch *s, const int64_t sym[SYM_COUNT],
		      __int128 *lo, __int128 *hi);
/* Asks for a narrower box, on the widest symbol x or y is linear in. */
void value_request_split(struct value_scratch *s, const struct value *x,
			 const struct value *y, int hard);
/* Turns a vector that happens to be uniform or affine into that shape. */
void value_simplify(struct value *v);

/*
 * v with its granule given up: every lane unknown, for a use that needs
 * the number itself (a condition).
 */
struct value value_settle(struct value v);
/*
 * v as an address: its granule dropped where it is a multiple of the 128
 * bytes every cost repeats over (a sector, a line, the 32 banks), or
 * where every lane has the same address, which then changes no count;
 * given up otherwise.
 */
struct value value_address(struct value v);

struct value value_cast(struct value_scratch *s, enum ctype t, struct value x);
struct value value_unary(struct value_scratch *s, enum ir_op op, enum ctype t,
			 struct value x);
struct value value_binary(struct value_scratch *s, enum ir_op op, enum ctype t,
			  struct value x, struct value y);
struct value value_select(struct value_scratch *s, enum ctype t, uint32_t mask,
			  struct value x, struct value y);

#endif
