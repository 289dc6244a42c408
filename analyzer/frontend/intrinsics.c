/*
 * intrinsics.c - the integer built-ins of the CUDA Math API and of the
 * compiler, lowered to the IR's own operations: min and max, 24-bit
 * multiplies, the high half of a product, __byte_perm, abs,
 * __builtin_expect, is_constant_evaluated (false), and the warp's own bits and lanes (__activemask,
 * ballots, matches, __ffs, __popc and their kin, shuffles).  call.c hands them
 * here with their first three arguments lowered.
 */
#include "fe.h"

#include <string.h>

/*
 * The bit built-ins of the CUDA Math API, and the compiler's that count
 * alike (libcu++'s cuda::std::popcount and bit_width call them), with the
 * operand type each is declared with (its width is the one counted in)
 * and its result type.
 */
static const struct bit_builtin {
	const char *name;
	enum ir_op op;
	enum ctype operand, result;
} bit_builtins[] = {
	{ "__ffs", IR_FFS, CT_I32, CT_I32 },
	{ "__ffsll", IR_FFS, CT_I64, CT_I32 },
	{ "__popc", IR_POPC, CT_U32, CT_I32 },
	{ "__popcll", IR_POPC, CT_U64, CT_I32 },
	{ "__clz", IR_CLZ, CT_I32, CT_I32 },
	{ "__clzll", IR_CLZ, CT_I64, CT_I32 },
	{ "__brev", IR_BREV, CT_U32, CT_U32 },
	{ "__brevll", IR_BREV, CT_U64, CT_U64 },
	{ "__builtin_popcount", IR_POPC, CT_U32, CT_I32 },
	{ "__builtin_popcountll", IR_POPC, CT_U64, CT_I32 },
	{ "__builtin_clz", IR_CLZ, CT_U32, CT_I32 },
	{ "__builtin_clzll", IR_CLZ, CT_U64, CT_I32 },
};

/*
 * __shfl_sync(mask, v, sel, width), and its _up, _down and _xor forms (and
 * the old ones without the mask): lane i gets v from the lane the form
 * names in its group of width lanes, or its own v where that lane falls
 * outside the group (IR_SHFL).  The mask is not checked: a lane it
 * leaves out gives C's undefined value, taken as that lane's v.
 */
static struct ir_expr *shuffle(struct fe *fe, CXCursor c, const char *name, int n,
			       struct ir_expr *const *args)
{
	struct arena *A = fe->A;
	int first = strstr(name, "_sync") != NULL, t = cx_ctype(clang_getCursorType(c));
	struct ir_expr *v = n > first ? args[first] : NULL,
		       *sel = n > first + 1 ? args[first + 1] : NULL, *lane, *group, *within, *to, *src;
	int64_t width = 32;

	/* the arguments are lowered already (call_lower): only the width's
	 * constant is read here */
	if (n > first + 2 && cx_fold(clang_Cursor_getArgument(c, first + 2), &width) < 0)
		width = -1;
	if (!v || !sel)
		return expr_unknown(fe, "index depends on a value from another lane");
	if (t < 0)
		return v->op == IR_UNKNOWN ? v : expr_unknown(fe, "index depends on a floating-point value");
	if (width < 1 || width > 32 || (width & (width - 1)))
		return expr_unknown(fe, "index depends on a value from another lane (a shuffle whose width is not a constant power of two up to 32)");
	sel = ir_cast(A, CT_I32, sel);
	lane = ir_cast(A, CT_I32, ir_special(A, SP_LANEID));
	group = ir_binary(A, IR_AND, CT_I32, lane, ir_const(A, CT_I32, ~(width - 1)));
	within = ir_binary(A, IR_AND, CT_I32, lane, ir_const(A, CT_I32, width - 1));
	if (!strncmp(name, "__shfl_up", 9)) {
		to = ir_binary(A, IR_SUB, CT_I32, lane, sel);
		src = ir_cond(A, CT_I32, ir_binary(A, IR_GE, CT_I32, within, sel), to, lane);
	} else if (!strncmp(name, "__shfl_down", 11)) {
		to = ir_binary(A, IR_ADD, CT_I32, lane, sel);
		src = ir_cond(A, CT_I32, ir_binary(A, IR_LT, CT_I32,
				ir_binary(A, IR_ADD, CT_I32, within, sel), ir_const(A, CT_I32, width)),
			      to, lane);
	} else if (!strncmp(name, "__shfl_xor", 10)) {
		/* a later group's lane gives the lane its own */
		to = ir_binary(A, IR_XOR, CT_I32, lane, sel);
		src = ir_cond(A, CT_I32, ir_binary(A, IR_LT, CT_I32, to,
				ir_binary(A, IR_ADD, CT_I32, group, ir_const(A, CT_I32, width))),
			      to, lane);
	} else {
		src = ir_binary(A, IR_OR, CT_I32, group,
				ir_binary(A, IR_AND, CT_I32, sel, ir_const(A, CT_I32, width - 1)));
	}
	return ir_binary(A, IR_SHFL, (enum ctype)t, ir_cast(A, (enum ctype)t, v), src);
}

/* Is bit `lane` of `bits` set? */
static struct ir_expr *bit_set(struct fe *fe, struct ir_expr *bits, struct ir_expr *lane)
{
	struct arena *A = fe->A;
	struct ir_expr *b = ir_binary(A, IR_AND, CT_U32,
				      ir_binary(A, IR_SHR, CT_U32, ir_cast(A, CT_U32, bits),
						ir_cast(A, CT_U32, lane)),
				      ir_const(A, CT_U32, 1));

	return ir_binary(A, IR_NE, CT_I32, b, ir_const(A, CT_U32, 0));
}

/*
 * v where lane `lane` runs the call and is in `mask`, else 0: a lane
 * that does not run it gives nothing, whatever it holds (a helper's
 * parameter, and the mask it passes, are set only in the lanes that
 * called it).
 */
static struct ir_expr *lanes_only(struct fe *fe, struct ir_expr *mask, struct ir_expr *lane,
				  struct ir_expr *v)
{
	struct arena *A = fe->A;
	struct ir_expr *zero = ir_const(A, CT_U32, 0);
	int64_t all;
	/* a mask of every lane, or of those that run it: no test of its own */
	int whole = (ir_fold(mask, &all) == 0 && (uint32_t)all == 0xffffffffu) ||
		    (mask->op == IR_SPECIAL && mask->index == SP_ACTIVEMASK);

	v = ir_cast(A, CT_U32, v);
	return ir_cond(A, CT_U32, bit_set(fe, ir_special(A, SP_ACTIVEMASK), lane),
		       whole ? v : ir_cond(A, CT_U32, bit_set(fe, mask, lane), v, zero), zero);
}

/*
 * The lanes that run the call and whose `pred` is true, within `mask`,
 * as the bits of one number every lane gets (__ballot_sync): each lane
 * puts its bit, 1 << laneid, where all three hold, and the warp ORs them.
 * `negate`: the lanes whose pred is false instead (for __all_sync).
 */
static struct ir_expr *ballot(struct fe *fe, struct ir_expr *mask, struct ir_expr *pred,
			      int negate)
{
	struct arena *A = fe->A;
	struct ir_expr *truth, *bit;

	truth = ir_binary(A, negate ? IR_EQ : IR_NE, CT_I32, pred, ir_const(A, pred->type, 0));
	bit = ir_binary(A, IR_SHL, CT_U32, ir_cast(A, CT_U32, truth), ir_special(A, SP_LANEID));
	return ir_unary(A, IR_WARP_OR, CT_U32, lanes_only(fe, mask, ir_special(A, SP_LANEID), bit));
}

/* r | (bit << shift), in 32 bits: a mask built a lane at a time */
static struct ir_expr *or_shifted(struct fe *fe, struct ir_expr *r, struct ir_expr *bit,
				  struct ir_expr *shift)
{
	return ir_binary(fe->A, IR_OR, CT_U32, r, ir_binary(fe->A, IR_SHL, CT_U32, bit, shift));
}

/*
 * The lanes that run the call, within `mask`, whose v equals the lane's
 * own (__match_any_sync): lane k's bit where lane k's v, as a shuffle
 * from it gives, is this lane's and k is in the mask and active.
 */
static struct ir_expr *match_any(struct fe *fe, struct ir_expr *mask, struct ir_expr *v,
				 enum ctype t)
{
	struct arena *A = fe->A;
	struct ir_expr *r = ir_const(A, CT_U32, 0);
	int k;

	v = ir_cast(A, t, v);
	for (k = 0; k < 32; k++) {
		struct ir_expr *same = ir_binary(A, IR_EQ, CT_I32,
						 ir_binary(A, IR_SHFL, t, v, ir_const(A, CT_I32, k)), v);
		r = or_shifted(fe, r, lanes_only(fe, mask, ir_const(A, CT_U32, k), same),
			       ir_const(A, CT_U32, k));
	}
	return r;
}

/* The members of `lanes` below lane k (a constant): how many there are. */
static struct ir_expr *members_below(struct fe *fe, struct ir_expr *lanes, int k)
{
	struct arena *A = fe->A;

	return ir_unary(A, IR_POPC, CT_I32,
			ir_binary(A, IR_AND, CT_U32, ir_cast(A, CT_U32, lanes),
				  ir_const(A, CT_U32, (int64_t)((1ull << k) - 1))));
}

/*
 * The prelude's cooperative groups (cooperative_groups.h), for a group of
 * the warp's lanes `lanes` where a member's rank is the count of members
 * below it: __warpcheck_rank_bits(bits, lanes) packs bit k of `bits` of
 * each member k to the bit of its rank (a coalesced group's ballot), and
 * __warpcheck_rank_lane(lanes, r) is the lane of rank r (its shfl's
 * source), 0 where there is none; sums over the lanes, with no branch.
 */
static struct ir_expr *rank_bits(struct fe *fe, struct ir_expr *bits, struct ir_expr *lanes)
{
	struct arena *A = fe->A;
	struct ir_expr *r = ir_const(A, CT_U32, 0), *zero = ir_const(A, CT_U32, 0);
	int k;

	for (k = 0; k < 32; k++) {
		/* a member's bit at its rank; nothing from a lane outside */
		struct ir_expr *kk = ir_const(A, CT_U32, k);
		struct ir_expr *bit = ir_cond(A, CT_U32, bit_set(fe, lanes, kk),
					      ir_cast(A, CT_U32, bit_set(fe, bits, kk)), zero);
		r = or_shifted(fe, r, bit, members_below(fe, lanes, k));
	}
	return r;
}

static struct ir_expr *rank_lane(struct fe *fe, struct ir_expr *lanes, struct ir_expr *rank)
{
	struct arena *A = fe->A;
	struct ir_expr *r = ir_const(A, CT_I32, 0);
	int k;

	rank = ir_cast(A, CT_I32, rank);
	for (k = 1; k < 32; k++) {
		struct ir_expr *here = ir_binary(A, IR_AND, CT_I32,
			bit_set(fe, lanes, ir_const(A, CT_U32, k)),
			ir_binary(A, IR_EQ, CT_I32, members_below(fe, lanes, k), rank));
		r = ir_binary(A, IR_ADD, CT_I32, r,
			      ir_binary(A, IR_MUL, CT_I32, ir_cast(A, CT_I32, here),
					ir_const(A, CT_I32, k)));
	}
	return r;
}

/*
 * Call c to `name` with n arguments, args[0..2] its first ones lowered:
 * the value, where it is one of the built-ins above; NULL otherwise.
 */
struct ir_expr *intrinsics_lower(struct fe *fe, CXCursor c, const char *name, int n,
				 struct ir_expr *const *args)
{
	int i;

	if (n == 2 && (!strcmp(name, "min") || !strcmp(name, "max") ||
		       !strcmp(name, "umin") || !strcmp(name, "umax") ||
		       !strcmp(name, "llmin") || !strcmp(name, "llmax"))) {
		int t = cx_ctype(clang_getCursorType(c));
		enum ctype ct = t < 0 ? ctype_common(args[0]->type, args[1]->type)
				      : (enum ctype)t;
		return ir_binary(fe->A, strstr(name, "min") ? IR_MIN : IR_MAX, ct,
				 ir_cast(fe->A, ct, args[0]), ir_cast(fe->A, ct, args[1]));
	}
	/* 24-bit multiplies (old index arithmetic, `__mul24(blockIdx.x,
	 * blockDim.x)`): the low 32 bits of the product of the operands' low
	 * 24 bits, sign-extended for __mul24 */
	if (n == 2 && (!strcmp(name, "__mul24") || !strcmp(name, "__umul24"))) {
		enum ctype ct = name[2] == 'u' ? CT_U32 : CT_I32;
		struct ir_expr *x[2];
		for (i = 0; i < 2; i++) {
			x[i] = ir_cast(fe->A, ct, args[i]);
			x[i] = ct == CT_U32
				? ir_binary(fe->A, IR_AND, ct, x[i], ir_const(fe->A, ct, 0xffffff))
				: ir_binary(fe->A, IR_SHR, ct,
					    ir_binary(fe->A, IR_SHL, ct, x[i], ir_const(fe->A, ct, 8)),
					    ir_const(fe->A, ct, 8));
		}
		return ir_binary(fe->A, IR_MUL, ct, x[0], x[1]);
	}
	/* the high 32 bits of a 32-bit product (a fast division's magic
	 * multiply, `__umulhi(n, magic) >> shift`) */
	if (n == 2 && (!strcmp(name, "__mulhi") || !strcmp(name, "__umulhi"))) {
		enum ctype ct = name[2] == 'u' ? CT_U32 : CT_I32, wide = name[2] == 'u' ? CT_U64 : CT_I64;
		struct ir_expr *p = ir_binary(fe->A, IR_MUL, wide, ir_cast(fe->A, wide, ir_cast(fe->A, ct, args[0])),
					      ir_cast(fe->A, wide, ir_cast(fe->A, ct, args[1])));
		return ir_cast(fe->A, ct, ir_binary(fe->A, IR_SHR, wide, p, ir_const(fe->A, wide, 32)));
	}
	/* bytes picked from the 8 of y:x by a constant selector (PRMT), the
	 * low 3 bits of each of its 4 low nibbles: an AES round's table
	 * index `__byte_perm(x, 0, 0x4441)`, byte 1 of x */
	if (n == 3 && !strcmp(name, "__byte_perm")) {
		int64_t sel;
		struct ir_expr *src, *r = ir_const(fe->A, CT_U64, 0);
		if (ir_fold(args[2], &sel) != 0)
			return expr_unknown(fe, "index depends on '__byte_perm' with a selector known only at run time");
		src = ir_binary(fe->A, IR_OR, CT_U64, ir_cast(fe->A, CT_U64, ir_cast(fe->A, CT_U32, args[0])),
				ir_binary(fe->A, IR_SHL, CT_U64,
					  ir_cast(fe->A, CT_U64, ir_cast(fe->A, CT_U32, args[1])),
					  ir_const(fe->A, CT_U64, 32)));
		for (i = 0; i < 4; i++) {
			int byte = (int)((sel >> (4 * i)) & 7);
			struct ir_expr *b = ir_binary(fe->A, IR_AND, CT_U64,
						      ir_binary(fe->A, IR_SHR, CT_U64, src,
								ir_const(fe->A, CT_U64, 8 * byte)),
						      ir_const(fe->A, CT_U64, 0xff));
			r = ir_binary(fe->A, IR_OR, CT_U64, r,
				      ir_binary(fe->A, IR_SHL, CT_U64, b, ir_const(fe->A, CT_U64, 8 * i)));
		}
		return ir_cast(fe->A, CT_U32, r);
	}
	/* an integer's absolute value */
	if (n == 1 && (!strcmp(name, "abs") || !strcmp(name, "labs") || !strcmp(name, "llabs")) &&
	    cx_ctype(clang_getCursorType(c)) >= 0) {
		enum ctype ct = (enum ctype)cx_ctype(clang_getCursorType(c));
		struct ir_expr *x = ir_cast(fe->A, ct, args[0]);
		return ir_cond(fe->A, ct, ir_binary(fe->A, IR_LT, CT_I32, x, ir_const(fe->A, ct, 0)),
			       ir_unary(fe->A, IR_NEG, ct, x), x);
	}
	/* `if (__builtin_expect(i < n, 1))`, likely() and unlikely(): the
	 * value, with a hint for the compiler */
	if (n == 2 && !strcmp(name, "__builtin_expect") && cx_ctype(clang_getCursorType(c)) >= 0)
		return ir_cast(fe->A, (enum ctype)cx_ctype(clang_getCursorType(c)), args[0]);
	/* a kernel runs at run time, never in a constant evaluation: the
	 * libstdc++ asserts under `std::__is_constant_evaluated()` (inside
	 * std::clamp, std::array's operator[]) are no path out of it */
	if (n == 0 && (!strcmp(name, "__builtin_is_constant_evaluated") ||
		       !strcmp(name, "__is_constant_evaluated") ||
		       !strcmp(name, "is_constant_evaluated")))
		return ir_const(fe->A, CT_I32, 0);
	/* the warp's lanes and their bits: values every lane can know */
	if (!strcmp(name, "__activemask") && n == 0)
		return ir_special(fe->A, SP_ACTIVEMASK);
	if (!strcmp(name, "__ballot_sync") && n == 2)
		return ballot(fe, args[0], args[1], 0);
	if (!strcmp(name, "__any_sync") && n == 2)
		return ir_binary(fe->A, IR_NE, CT_I32, ballot(fe, args[0], args[1], 0),
				 ir_const(fe->A, CT_U32, 0));
	if (!strcmp(name, "__warpcheck_rank_bits") && n == 2)
		return rank_bits(fe, args[0], args[1]);
	if (!strcmp(name, "__warpcheck_rank_lane") && n == 2)
		return rank_lane(fe, args[0], args[1]);
	if (!strcmp(name, "__match_any_sync") && n == 2) {
		int t = cx_ctype(cx_canon(clang_getCursorType(clang_Cursor_getArgument(c, 1))));
		if (t < 0)
			return expr_unknown(fe, "index depends on '__match_any_sync' of a value that is not an integer");
		return match_any(fe, args[0], args[1], (enum ctype)t);
	}
	if (!strcmp(name, "__all_sync") && n == 2)
		return ir_binary(fe->A, IR_EQ, CT_I32, ballot(fe, args[0], args[1], 1),
				 ir_const(fe->A, CT_U32, 0));
	for (i = 0; i < (int)(sizeof(bit_builtins) / sizeof(bit_builtins[0])); i++) {
		const struct bit_builtin *b = &bit_builtins[i];
		if (!strcmp(name, b->name) && n == 1)
			return ir_unary(fe->A, b->op, b->result, ir_cast(fe->A, b->operand, args[0]));
	}
	if (!strncmp(name, "__shfl", 6))
		return shuffle(fe, c, name, n, args);
	return NULL;
}
