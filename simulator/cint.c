/*
 * cint.c - C's integer types and operators (cint.h).
 *
 * Arithmetic is done on uint64_t, where C defines wraparound, and the
 * result reduced to the type; an unsigned operand's value is read as the
 * unsigned number of its width, a signed one's as itself.
 */
#include "cint.h"

#include "bug.h"

int ctype_is_signed(enum ctype t)
{
	return t == CT_I32 || t == CT_I64;
}

unsigned ctype_bits(enum ctype t)
{
	return t == CT_I32 || t == CT_U32 ? 32 : 64;
}

const char *ctype_name(enum ctype t)
{
	static const char *names[] = { "int", "unsigned", "long", "unsigned long" };

	if ((unsigned)t > CT_U64)
		BUG("bad ctype %d", (int)t);
	return names[t];
}

enum ctype ctype_promote(unsigned bits, int is_signed)
{
	if (bits < 32)
		return CT_I32;    /* int holds every value of a narrower type */
	if (bits == 32)
		return is_signed ? CT_I32 : CT_U32;
	return is_signed ? CT_I64 : CT_U64;
}

/*
 * Of two types of different rank the wider wins; long holds every
 * unsigned value, so long and unsigned give long.  Of equal rank the
 * unsigned one wins.
 */
enum ctype ctype_common(enum ctype a, enum ctype b)
{
	if (a == CT_U64 || b == CT_U64)
		return CT_U64;
	if (a == CT_I64 || b == CT_I64)
		return CT_I64;
	if (a == CT_U32 || b == CT_U32)
		return CT_U32;
	return CT_I32;
}

int64_t ctype_wrap(enum ctype t, int64_t v)
{
	switch (t) {
	case CT_I32: return (int64_t)(int32_t)(uint32_t)(uint64_t)v;
	case CT_U32: return (int64_t)(uint32_t)(uint64_t)v;
	case CT_I64:
	case CT_U64: return v;
	}
	BUG("bad ctype %d", (int)t);
}

/* The operand as the unsigned number of its width (t unsigned). */
static uint64_t unsigned_value(enum ctype t, int64_t x)
{
	return t == CT_U32 ? (uint32_t)(uint64_t)x : (uint64_t)x;
}

int64_t cint_add(enum ctype t, int64_t x, int64_t y)
{
	return ctype_wrap(t, (int64_t)((uint64_t)x + (uint64_t)y));
}

int64_t cint_sub(enum ctype t, int64_t x, int64_t y)
{
	return ctype_wrap(t, (int64_t)((uint64_t)x - (uint64_t)y));
}

int64_t cint_mul(enum ctype t, int64_t x, int64_t y)
{
	return ctype_wrap(t, (int64_t)((uint64_t)x * (uint64_t)y));
}

int64_t cint_neg(enum ctype t, int64_t x)
{
	return ctype_wrap(t, (int64_t)(0 - (uint64_t)x));
}

int64_t cint_not(enum ctype t, int64_t x)
{
	return ctype_wrap(t, ~x);
}

/* Is x / y or x % y undefined in type t? */
static int division_undefined(enum ctype t, int64_t x, int64_t y)
{
	if (y == 0)
		return 1;
	return ctype_is_signed(t) && y == -1 && x == (t == CT_I32 ? INT32_MIN : INT64_MIN);
}

int cint_div(enum ctype t, int64_t x, int64_t y, int64_t *out)
{
	if (division_undefined(t, x, y))
		return -1;
	if (ctype_is_signed(t))
		*out = ctype_wrap(t, x / y);   /* C99 and later: toward zero */
	else
		*out = ctype_wrap(t, (int64_t)(unsigned_value(t, x) / unsigned_value(t, y)));
	return 0;
}

int cint_rem(enum ctype t, int64_t x, int64_t y, int64_t *out)
{
	if (division_undefined(t, x, y))
		return -1;
	if (ctype_is_signed(t))
		*out = ctype_wrap(t, x % y);   /* the sign of x */
	else
		*out = ctype_wrap(t, (int64_t)(unsigned_value(t, x) % unsigned_value(t, y)));
	return 0;
}

/* count is the promoted right operand; C requires 0 <= count < width */
int cint_shl(enum ctype t, int64_t x, int64_t count, int64_t *out)
{
	if (count < 0 || count >= (int64_t)ctype_bits(t))
		return -1;
	*out = ctype_wrap(t, (int64_t)((uint64_t)x << count));
	return 0;
}

int cint_shr(enum ctype t, int64_t x, int64_t count, int64_t *out)
{
	if (count < 0 || count >= (int64_t)ctype_bits(t))
		return -1;
	if (ctype_is_signed(t))
		*out = ctype_wrap(t, x >> count);   /* arithmetic, as nvcc does */
	else
		*out = ctype_wrap(t, (int64_t)(unsigned_value(t, x) >> count));
	return 0;
}

int cint_less(enum ctype t, int64_t x, int64_t y)
{
	if (ctype_is_signed(t))
		return x < y;
	return unsigned_value(t, x) < unsigned_value(t, y);
}

/* a / b rounded down, so a byte before 0 falls in line -1, not 0 */
int64_t cint_floor_div(int64_t a, int64_t b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}
