/*
 * cint.h - C's integer rules, on the four types index arithmetic uses.
 *
 * The one place that says what C does with integers on the targets CUDA
 * compiles for (int and unsigned: 32 bits; long and unsigned long: 64):
 * which type an expression has after the integer promotions and the usual
 * arithmetic conversions, how a 64-bit pattern is reduced to a type, and
 * what each operator computes, including wraparound, truncating division
 * and the shifts.  The IR (ir.c) and the warp-wide values (value.c) both
 * build on it; it knows nothing of either.
 *
 * A number "of type t" is held in an int64_t already reduced to t
 * (ctype_wrap): int and long as themselves, unsigned as 0..2^32-1, and
 * unsigned long as its bit pattern.
 */
#ifndef WARPCHECK_CINT_H
#define WARPCHECK_CINT_H

#include <stdint.h>

enum ctype { CT_I32, CT_U32, CT_I64, CT_U64 };

int ctype_is_signed(enum ctype t);
unsigned ctype_bits(enum ctype t);
const char *ctype_name(enum ctype t);
/* The type an integer of `bits` bits and that signedness has after the
 * integer promotions (bool, char and short become int). */
enum ctype ctype_promote(unsigned bits, int is_signed);
/* The type of a binary operation on a and b (C's usual conversions). */
enum ctype ctype_common(enum ctype a, enum ctype b);
/* Reduces a 64-bit pattern to a value of type t, as C's conversion does. */
int64_t ctype_wrap(enum ctype t, int64_t v);

/*
 * The operators on numbers of type t, giving a number of type t.  Signed
 * overflow is undefined in C; the GPU wraps, and so do these.  The ones
 * that can be undefined for other reasons return 0, or -1 when C leaves
 * the result undefined (a zero divisor, INT_MIN / -1, a shift count
 * outside 0..bits-1) and *out is unset.
 */
int64_t cint_add(enum ctype t, int64_t x, int64_t y);
int64_t cint_sub(enum ctype t, int64_t x, int64_t y);
int64_t cint_mul(enum ctype t, int64_t x, int64_t y);
int64_t cint_neg(enum ctype t, int64_t x);
int64_t cint_not(enum ctype t, int64_t x);
int cint_div(enum ctype t, int64_t x, int64_t y, int64_t *out);   /* toward zero */
int cint_rem(enum ctype t, int64_t x, int64_t y, int64_t *out);   /* x - x / y * y */
int cint_shl(enum ctype t, int64_t x, int64_t count, int64_t *out);
int cint_shr(enum ctype t, int64_t x, int64_t count, int64_t *out); /* arithmetic if signed */
/* x < y compared as type t */
int cint_less(enum ctype t, int64_t x, int64_t y);
int64_t cint_floor_div(int64_t a, int64_t b);   /* toward minus infinity: bytes to lines */

#endif
