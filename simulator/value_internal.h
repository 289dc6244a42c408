/*
 * value_internal.h - what value.c (lanes, granules) and value_sym.c
 * (symbolic boxes) share; not for the simulator's other files.
 */
#ifndef WARPCHECK_VALUE_INTERNAL_H
#define WARPCHECK_VALUE_INTERNAL_H

#include "value.h"

/* value.c */
int value_is_compare(enum ir_op op);
const char *value_why_of(const struct value *x, const struct value *y);
void value_merge_unknown(struct value *r, const struct value *x, const struct value *y);

/* value_sym.c: x op y where either is symbolic, exact over the box or a
 * split asked for; its helpers for value.c's own operations */
struct value value_sym_binary(struct value_scratch *s, enum ir_op op, enum ctype t,
			      struct value x, struct value y);
struct value value_sym_compare(struct value_scratch *s, enum ir_op op, struct value x,
			       struct value y);
struct value value_sym_finish(struct value_scratch *s, enum ctype t, struct value r,
			      const struct value *x, const struct value *y);
int value_sym_fits(const struct value_scratch *s, enum ctype t, const struct value *v);
struct value value_sym_lanes(struct value x);
struct value value_sym_split(struct value_scratch *s, enum ctype t, const struct value *x,
			     const struct value *y, int hard);
struct value value_sym_split_unfit(struct value_scratch *s, enum ctype t, const struct value *v,
				   const struct value *x, const struct value *y);

#endif
