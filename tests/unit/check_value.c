/*
 * check_value.c - C's integer rules on warp values.  Every expected number
 * is C's own answer, worked out by hand from the standard's rules.
 */
#include <stdlib.h>

#include "../../simulator/value.h"
#include "suites.h"

static struct value_scratch S;

static void setup(void) { value_scratch_init(&S); }
static void teardown(void) { value_scratch_release(&S); }

static int64_t op1(enum ir_op op, enum ctype t, int64_t x, int64_t y)
{
	int64_t out = 0;
	ck_assert_int_eq(ir_eval_op(op, t, ctype_wrap(t, x), ctype_wrap(t, y), &out), 0);
	return out;
}

START_TEST(unsigned_wraps_at_32_bits)
{
	ck_assert_int_eq(op1(IR_SUB, CT_U32, 0, 1), 4294967295LL);
	ck_assert_int_eq(op1(IR_ADD, CT_U32, 4294967295LL, 2), 1);
	ck_assert_int_eq(op1(IR_MUL, CT_U32, 65536, 65536), 0);
}
END_TEST

START_TEST(signed_int_wraps_like_the_gpu)
{
	ck_assert_int_eq(op1(IR_ADD, CT_I32, 2147483647, 1), -2147483648LL);
	ck_assert_int_eq(op1(IR_MUL, CT_I64, 1LL << 40, 4), 1LL << 42);
}
END_TEST

START_TEST(division_truncates_toward_zero)
{
	ck_assert_int_eq(op1(IR_DIV, CT_I32, -7, 2), -3);
	ck_assert_int_eq(op1(IR_REM, CT_I32, -7, 2), -1);
	ck_assert_int_eq(op1(IR_REM, CT_I32, 7, -2), 1);
	/* (unsigned)-7 / 2 */
	ck_assert_int_eq(op1(IR_DIV, CT_U32, -7, 2), 2147483644LL);
}
END_TEST

START_TEST(undefined_arithmetic_is_reported)
{
	int64_t out;
	ck_assert_int_eq(ir_eval_op(IR_DIV, CT_I32, 5, 0, &out), -1);
	ck_assert_int_eq(ir_eval_op(IR_REM, CT_U32, 5, 0, &out), -1);
	ck_assert_int_eq(ir_eval_op(IR_DIV, CT_I32, INT32_MIN, -1, &out), -1);
	ck_assert_int_eq(ir_eval_op(IR_SHL, CT_I32, 1, 32, &out), -1);
	ck_assert_int_eq(ir_eval_op(IR_SHR, CT_U32, 1, -1, &out), -1);
}
END_TEST

START_TEST(right_shift_follows_signedness)
{
	ck_assert_int_eq(op1(IR_SHR, CT_I32, -8, 1), -4);
	ck_assert_int_eq(op1(IR_SHR, CT_U32, -8, 1), 2147483644LL);
}
END_TEST

START_TEST(unsigned_comparison_of_negative_int)
{
	/* -1 < 1u is false in C: -1 converts to 4294967295 */
	ck_assert_int_eq(op1(IR_LT, CT_U32, -1, 1), 0);
	ck_assert_int_eq(op1(IR_LT, CT_I32, -1, 1), 1);
	ck_assert_int_eq(op1(IR_MIN, CT_U32, -1, 1), 1);
}
END_TEST

START_TEST(division_by_zero_makes_only_that_lane_unknown)
{
	struct value x = value_uniform(CT_I32, 64);
	struct value y = value_affine(CT_I32, -3, 1);   /* lane 3 is zero */
	struct value r = value_binary(&S, IR_DIV, CT_I32, x, y);

	ck_assert_uint_eq(r.unknown, 1u << 3);
	ck_assert_int_eq(value_lane(&r, 4), 64);
	ck_assert_int_eq(value_lane(&r, 0), -21);
}
END_TEST

/* x / n with n unknown (its lanes hold 0): n's reason, not "division by zero" */
START_TEST(division_by_an_unknown_gives_its_reason)
{
	struct value n = value_uniform(CT_I32, 0);
	struct value r;

	n.unknown = ~0u;
	n.why = "parameter 'N' has no value";
	r = value_binary(&S, IR_DIV, CT_I32, value_uniform(CT_I32, 7), n);
	ck_assert_uint_eq(r.unknown, ~0u);
	ck_assert_str_eq(r.why, "parameter 'N' has no value");
	r = value_binary(&S, IR_DIV, CT_I32, value_affine(CT_I32, 0, 1), n);
	ck_assert_uint_eq(r.unknown, ~0u);
	ck_assert_str_eq(r.why, "parameter 'N' has no value");
	/* a known zero keeps its own reason */
	r = value_binary(&S, IR_DIV, CT_I32, value_uniform(CT_I32, 7), value_uniform(CT_I32, 0));
	ck_assert_str_eq(r.why, "division by zero or overflow");
}
END_TEST

/* The vectorized loops must agree with the scalar definition exactly. */
START_TEST(fast_lanewise_agrees_with_scalar_rules)
{
	static const enum ir_op ops[] = { IR_ADD, IR_SUB, IR_MUL, IR_AND, IR_OR,
		IR_XOR, IR_LT, IR_GT, IR_LE, IR_GE, IR_EQ, IR_NE, IR_LAND, IR_LOR };
	unsigned seed = 12345;
	int t, o, round, i;

	for (t = CT_I32; t <= CT_U64; t++)
	for (o = 0; o < (int)(sizeof(ops) / sizeof(ops[0])); o++)
	for (round = 0; round < 20; round++) {
		int64_t *xl = value_scratch_get(&S), *yl = value_scratch_get(&S);
		struct value x = { .shape = VAL_VECTOR, .type = t, .lane = xl };
		struct value y = { .shape = VAL_VECTOR, .type = t, .lane = yl };
		struct value r;
		for (i = 0; i < WARP_SIZE; i++) {
			seed = seed * 1103515245u + 12345u;
			xl[i] = ctype_wrap(t, (int64_t)seed * (round % 3 ? 1 : 65537) - 70000);
			seed = seed * 1103515245u + 12345u;
			yl[i] = ctype_wrap(t, (int64_t)(seed % 7) - 3);
		}
		r = value_binary(&S, ops[o], ops[o] >= IR_LT ? CT_I32 : t, x, y);
		for (i = 0; i < WARP_SIZE; i++) {
			int64_t want;
			ck_assert_int_eq(ir_eval_op(ops[o], t, xl[i], yl[i], &want), 0);
			ck_assert_int_eq(value_lane(&r, i), want);
		}
		value_scratch_reset(&S);
	}
}
END_TEST

START_TEST(affine_stays_affine_and_exact)
{
	struct value tid = value_affine(CT_U32, 0, 1);
	struct value r = value_binary(&S, IR_MUL, CT_U32, tid, value_uniform(CT_U32, 33));

	r = value_binary(&S, IR_ADD, CT_U32, r, value_uniform(CT_U32, 7));
	ck_assert_int_eq(r.shape, VAL_AFFINE);
	ck_assert_int_eq(value_lane(&r, 31), 31 * 33 + 7);
}
END_TEST

START_TEST(affine_that_would_wrap_goes_lane_by_lane)
{
	/* 0u - tid wraps for every lane but 0 */
	struct value tid = value_affine(CT_U32, 0, 1);
	struct value r = value_binary(&S, IR_SUB, CT_U32, value_uniform(CT_U32, 0), tid);

	ck_assert_int_eq(value_lane(&r, 0), 0);
	ck_assert_int_eq(value_lane(&r, 1), 4294967295LL);
}
END_TEST

START_TEST(lanes_a_step_apart_int64_cannot_hold_stay_lanes)
{
	/* a 64-bit generator's products (tiny-cuda-nn's pcg32): lane i holds
	 * i * 6364136223846793005 wrapped, so that lanes 1 and 2 are
	 * 6364136223846793005 apart as written and more than INT64_MAX apart
	 * as numbers; no step fits int64_t and the lanes stay as they are
	 * (the difference overflowed before, UBSan's report) */
	int64_t lanes[WARP_SIZE];
	struct value v;
	int i;

	for (i = 0; i < WARP_SIZE; i++)
		lanes[i] = (int64_t)((uint64_t)i * 6364136223846793005ull);
	v = (struct value){ .shape = VAL_VECTOR, .type = CT_I64, .lane = lanes };
	value_simplify(&v);
	ck_assert_int_eq(v.shape, VAL_VECTOR);
	ck_assert(value_lane(&v, 2) == (int64_t)(2 * 6364136223846793005ull));
}
END_TEST

START_TEST(symbolic_block_comparison_splits_only_when_it_must)
{
	/* x = 32 * blockIdx.x + lane over blocks [0, 128): x < 4096 holds in
	 * every block, x < 1000 changes inside the range */
	struct value bx = { .shape = VAL_UNIFORM, .type = CT_U32, .sym[SYM_BX] = 1 };
	struct value x, c;

	S.lo[SYM_BX] = 0;
	S.hi[SYM_BX] = 128;
	x = value_binary(&S, IR_MUL, CT_U32, bx, value_uniform(CT_U32, 32));
	x = value_binary(&S, IR_ADD, CT_U32, x, value_affine(CT_U32, 0, 1));
	ck_assert_int_eq(x.sym[SYM_BX], 32);
	c = value_binary(&S, IR_LT, CT_I32, x, value_uniform(CT_U32, 4096));
	ck_assert_int_eq(S.split, 0);
	ck_assert_int_eq(c.shape, VAL_UNIFORM);
	ck_assert_int_eq(c.base, 1);
	value_binary(&S, IR_LT, CT_I32, x, value_uniform(CT_U32, 1000));
	ck_assert_int_eq(S.split, 1);
}
END_TEST

START_TEST(symbolic_equality_checks_the_meeting_block)
{
	/* blockIdx.x == 5 is false at both ends of [0, 128) but not inside */
	struct value bx = { .shape = VAL_UNIFORM, .type = CT_U32, .sym[SYM_BX] = 1 };

	S.lo[SYM_BX] = 0;
	S.hi[SYM_BX] = 128;
	value_binary(&S, IR_EQ, CT_I32, bx, value_uniform(CT_U32, 5));
	ck_assert_int_eq(S.split, 1);
}
END_TEST

/*
 * The bit built-ins, by hand from the CUDA Math API's definitions (the
 * operand is given at the built-in's width, as the front end casts it).
 */
START_TEST(bit_builtins_count_at_their_operand_width)
{
	/* __ffs: 12 = 0b1100, lowest set bit is bit 2, so 3; INT_MIN is bit 31 */
	ck_assert_int_eq(op1(IR_FFS, CT_I32, 0, 0), 0);
	ck_assert_int_eq(op1(IR_FFS, CT_I32, 1, 0), 1);
	ck_assert_int_eq(op1(IR_FFS, CT_I32, 12, 0), 3);
	ck_assert_int_eq(op1(IR_FFS, CT_I32, INT32_MIN, 0), 32);
	ck_assert_int_eq(op1(IR_FFS, CT_I64, 1LL << 40, 0), 41);
	/* __popc: 0xf0f0 has two nibbles of 4 set bits */
	ck_assert_int_eq(op1(IR_POPC, CT_U32, 0xf0f0, 0), 8);
	ck_assert_int_eq(op1(IR_POPC, CT_U32, 0xffffffffLL, 0), 32);
	ck_assert_int_eq(op1(IR_POPC, CT_U64, -1, 0), 64);
	ck_assert_int_eq(op1(IR_POPC, CT_U64, INT64_MIN + 1, 0), 2);
	/* __clz: 0 has all its bits zero; 1 all but the lowest */
	ck_assert_int_eq(op1(IR_CLZ, CT_I32, 0, 0), 32);
	ck_assert_int_eq(op1(IR_CLZ, CT_I32, 1, 0), 31);
	ck_assert_int_eq(op1(IR_CLZ, CT_I32, -1, 0), 0);
	ck_assert_int_eq(op1(IR_CLZ, CT_I64, 1, 0), 63);
	ck_assert_int_eq(op1(IR_CLZ, CT_I64, 0, 0), 64);
	/* __brev: bit i goes to bit width - 1 - i */
	ck_assert_int_eq(op1(IR_BREV, CT_U32, 1, 0), 0x80000000LL);
	ck_assert_int_eq(op1(IR_BREV, CT_U32, 0xf, 0), 0xf0000000LL);
	ck_assert_int_eq(op1(IR_BREV, CT_U32, 0x80000000LL, 0), 1);
	ck_assert_int_eq((uint64_t)op1(IR_BREV, CT_U64, 1, 0), 1ULL << 63);
	ck_assert_int_eq((uint64_t)op1(IR_BREV, CT_U64, 6, 0), 3ULL << 61);
}
END_TEST

START_TEST(bit_builtins_go_lane_by_lane_into_an_int)
{
	/* __ffs and __popc of the lane number, the result an int */
	struct value lane = value_affine(CT_I32, 0, 1);
	struct value f = value_unary(&S, IR_FFS, CT_I32, lane);
	struct value p = value_unary(&S, IR_POPC, CT_I32, value_cast(&S, CT_U32, lane));
	struct value b = value_unary(&S, IR_BREV, CT_U32, value_uniform(CT_U32, 2));

	ck_assert_int_eq(f.type, CT_I32);
	ck_assert_int_eq(value_lane(&f, 0), 0);
	ck_assert_int_eq(value_lane(&f, 1), 1);
	ck_assert_int_eq(value_lane(&f, 6), 2);    /* 0b110 */
	ck_assert_int_eq(value_lane(&f, 8), 4);
	ck_assert_int_eq(value_lane(&f, 24), 4);   /* 0b11000 */
	ck_assert_int_eq(p.type, CT_I32);
	ck_assert_int_eq(value_lane(&p, 7), 3);
	ck_assert_int_eq(value_lane(&p, 31), 5);
	ck_assert_int_eq(value_lane(&p, 16), 1);
	ck_assert_int_eq(b.shape, VAL_UNIFORM);
	ck_assert_int_eq(b.base, 0x40000000LL);
	ck_assert_uint_eq(f.unknown | p.unknown | b.unknown, 0);
}
END_TEST

START_TEST(warp_or_gathers_every_lane_into_one_number)
{
	/* (1u << lane) & 0xff00u in each lane: ORed, 0xff00 in every lane */
	struct value bit = value_binary(&S, IR_SHL, CT_U32, value_uniform(CT_U32, 1),
					value_affine(CT_U32, 0, 1));
	struct value r;

	bit = value_binary(&S, IR_AND, CT_U32, bit, value_uniform(CT_U32, 0xff00));
	r = value_unary(&S, IR_WARP_OR, CT_U32, bit);
	ck_assert_int_eq(r.shape, VAL_UNIFORM);
	ck_assert_int_eq(r.base, 0xff00);
	ck_assert_uint_eq(r.unknown, 0);
	/* one lane not known may set any bit: the whole result is unknown */
	bit.unknown = 1u << 5;
	bit.why = "loaded";
	r = value_unary(&S, IR_WARP_OR, CT_U32, bit);
	ck_assert_uint_eq(r.unknown, ~0u);
	ck_assert_str_eq(r.why, "loaded");
}
END_TEST

START_TEST(shuffle_moves_lanes_and_keeps_the_symbolic_part)
{
	/* 10 * lane + 3 * blockIdx.x, each lane taking lane ^ 1's: lane i
	 * holds 10 * (i ^ 1), the blockIdx.x part untouched */
	struct value x = value_affine(CT_I32, 0, 10), r, from;

	x.sym[SYM_BX] = 3;
	from = value_binary(&S, IR_XOR, CT_I32, value_affine(CT_I32, 0, 1),
			    value_uniform(CT_I32, 1));
	r = value_binary(&S, IR_SHFL, CT_I32, x, from);
	ck_assert_int_eq(value_lane(&r, 0), 10);
	ck_assert_int_eq(value_lane(&r, 1), 0);
	ck_assert_int_eq(value_lane(&r, 30), 310);
	ck_assert_int_eq(r.sym[SYM_BX], 3);
	ck_assert_uint_eq(r.unknown, 0);
	/* an unknown lane is unknown where it is read: lane 5 in lane 4 */
	x.unknown = 1u << 5;
	x.why = "loaded";
	r = value_binary(&S, IR_SHFL, CT_I32, x, from);
	ck_assert_uint_eq(r.unknown, 1u << 4);
	ck_assert_str_eq(r.why, "loaded");
	/* every lane reading lane 7: one number */
	x.unknown = 0;
	x.sym[SYM_BX] = 0;
	r = value_binary(&S, IR_SHFL, CT_I32, x, value_uniform(CT_I32, 7));
	ck_assert_int_eq(r.shape, VAL_UNIFORM);
	ck_assert_int_eq(r.base, 70);
}
END_TEST

START_TEST(bit_builtins_of_a_block_range_ask_for_one_block)
{
	/* __popc(blockIdx.x) over blocks [0, 128) is not linear in it */
	struct value bx = { .shape = VAL_UNIFORM, .type = CT_U32, .sym[SYM_BX] = 1 };

	S.lo[SYM_BX] = 0;
	S.hi[SYM_BX] = 128;
	value_unary(&S, IR_POPC, CT_I32, bx);
	ck_assert_int_eq(S.split, 1);
	ck_assert_int_eq(S.split_hard, 1);
}
END_TEST

START_TEST(symbolic_by_an_unknown_is_unknown_without_a_split)
{
	/* (256 * blockIdx.x + lane) / M and < M, M a size no lane knows:
	 * unknown at every block, so the range of blocks stays whole (it
	 * split block by block, 4,096 warps of a geometry kernel one at a
	 * time) */
	struct value bx = { .shape = VAL_UNIFORM, .type = CT_I64, .sym[SYM_BX] = 256 };
	struct value m = value_uniform(CT_I64, 0), r;

	m.unknown = ~0u;
	m.why = "a tensor's size";
	S.lo[SYM_BX] = 0;
	S.hi[SYM_BX] = 512;
	bx = value_binary(&S, IR_ADD, CT_I64, bx, value_affine(CT_I64, 0, 1));
	r = value_binary(&S, IR_DIV, CT_I64, bx, m);
	ck_assert_int_eq(S.split, 0);
	ck_assert_uint_eq(r.unknown, ~0u);
	ck_assert_str_eq(r.why, "a tensor's size");
	ck_assert(!value_symbolic(&r));
	r = value_binary(&S, IR_LT, CT_I32, bx, m);
	ck_assert_int_eq(S.split, 0);
	ck_assert_uint_eq(r.unknown, ~0u);
	/* a divisor known in some lanes still splits as before */
	m.unknown = 1;
	m.base = 1024;
	value_binary(&S, IR_DIV, CT_I64, bx, m);
	ck_assert_int_eq(S.split, 1);
}
END_TEST

/* A value the warp loaded from one address: some integer G, the same in
 * every lane (granule 1).  Each rule below is the arithmetic of n + G. */
static struct value loaded(void)
{
	struct value v = value_uniform(CT_I32, 0);
	v.granule = 1;
	return v;
}

START_TEST(loaded_value_moves_its_granule_with_the_factor)
{
	/* G * 768 + lane: lanes 0..31 plus a multiple of 256 (768 = 3 * 256) */
	struct value row = value_binary(&S, IR_MUL, CT_I32, loaded(), value_uniform(CT_I32, 768));
	struct value at = value_binary(&S, IR_ADD, CT_I32, row, value_affine(CT_I32, 0, 1));
	struct value bytes = value_binary(&S, IR_SHL, CT_I32, at, value_uniform(CT_I32, 2));

	ck_assert_int_eq(row.granule, 256);
	ck_assert_int_eq(at.granule, 256);
	ck_assert_int_eq(value_lane(&at, 5), 5);
	ck_assert_int_eq(bytes.granule, 1024);
	ck_assert_uint_eq(bytes.unknown, 0);
	/* as an address: a multiple of 128 bytes changes no cost, dropped */
	bytes = value_address(bytes);
	ck_assert_int_eq(bytes.granule, 0);
	ck_assert_uint_eq(bytes.unknown, 0);
	ck_assert_int_eq(value_lane(&bytes, 31), 124);
}
END_TEST

START_TEST(loaded_value_gives_up_where_the_form_breaks)
{
	/* G * 3 * 4 bytes: a multiple of 4 only, lanes 4 bytes apart: where
	 * the warp starts in a sector is not known */
	struct value b = value_binary(&S, IR_MUL, CT_I32, loaded(), value_uniform(CT_I32, 12));
	struct value a = value_address(value_binary(&S, IR_ADD, CT_I32, b, value_affine(CT_I32, 0, 4)));
	struct value two = value_binary(&S, IR_MUL, CT_I32, loaded(), loaded());
	struct value cmp = value_binary(&S, IR_LT, CT_I32, loaded(), value_uniform(CT_I32, 4));

	ck_assert_int_eq(b.granule, 4);
	ck_assert_uint_eq(a.unknown, ~0u);
	ck_assert_str_eq(a.why, VALUE_LOADED_WHY);
	/* G * G, and G < 4: not of the form */
	ck_assert_uint_eq(two.unknown, ~0u);
	ck_assert_uint_eq(cmp.unknown, ~0u);
	/* one address for the whole warp costs one sector wherever it is */
	b = value_address(b);
	ck_assert_uint_eq(b.unknown, 0);
	ck_assert_int_eq(b.granule, 0);
}
END_TEST

START_TEST(loaded_value_masks_and_shifts)
{
	/* (G * 64 + lane) & 63 == lane: the mask keeps only bits below 64 */
	struct value x = value_binary(&S, IR_ADD, CT_I32,
				      value_binary(&S, IR_MUL, CT_I32, loaded(), value_uniform(CT_I32, 64)),
				      value_affine(CT_I32, 0, 1));
	struct value low = value_binary(&S, IR_AND, CT_I32, x, value_uniform(CT_I32, 63));
	/* & ~31 keeps every bit from 32 up: still G * 64 plus the lane's */
	struct value down = value_binary(&S, IR_AND, CT_I32, x, value_uniform(CT_I32, ~31));
	/* >> 4: G * 4 plus lane >> 4 */
	struct value sh = value_binary(&S, IR_SHR, CT_I32, x, value_uniform(CT_I32, 4));
	/* >> 7 would need G * 64 to be a multiple of 128 */
	struct value far = value_binary(&S, IR_SHR, CT_I32, x, value_uniform(CT_I32, 7));

	ck_assert_int_eq(low.granule, 0);
	ck_assert_uint_eq(low.unknown, 0);
	ck_assert_int_eq(value_lane(&low, 9), 9);
	ck_assert_int_eq(down.granule, 64);
	ck_assert_int_eq(value_lane(&down, 31), 0);
	ck_assert_int_eq(sh.granule, 4);
	ck_assert_int_eq(value_lane(&sh, 31), 1);
	ck_assert_uint_eq(far.unknown, ~0u);
}
END_TEST

START_TEST(loaded_value_beside_other_lanes_is_unknown_there)
{
	/* lanes 0-15 take the loaded value, 16-31 a known one: those 16 are
	 * not one unknown shared by the warp */
	struct value r = value_select(&S, CT_I32, 0xffffu, loaded(), value_uniform(CT_I32, 7));

	ck_assert_int_eq(r.granule, 0);
	ck_assert_uint_eq(r.unknown, 0xffffu);
	ck_assert_int_eq(value_lane(&r, 20), 7);
}
END_TEST

Suite *value_suite(void)
{
	Suite *s = suite_create("value");
	TCase *tc = tcase_create("c_rules");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, unsigned_wraps_at_32_bits);
	tcase_add_test(tc, signed_int_wraps_like_the_gpu);
	tcase_add_test(tc, division_truncates_toward_zero);
	tcase_add_test(tc, division_by_an_unknown_gives_its_reason);
	tcase_add_test(tc, undefined_arithmetic_is_reported);
	tcase_add_test(tc, right_shift_follows_signedness);
	tcase_add_test(tc, unsigned_comparison_of_negative_int);
	tcase_add_test(tc, division_by_zero_makes_only_that_lane_unknown);
	tcase_add_test(tc, fast_lanewise_agrees_with_scalar_rules);
	tcase_add_test(tc, affine_stays_affine_and_exact);
	tcase_add_test(tc, affine_that_would_wrap_goes_lane_by_lane);
	tcase_add_test(tc, symbolic_block_comparison_splits_only_when_it_must);
	tcase_add_test(tc, symbolic_equality_checks_the_meeting_block);
	tcase_add_test(tc, bit_builtins_count_at_their_operand_width);
	tcase_add_test(tc, bit_builtins_go_lane_by_lane_into_an_int);
	tcase_add_test(tc, warp_or_gathers_every_lane_into_one_number);
	tcase_add_test(tc, shuffle_moves_lanes_and_keeps_the_symbolic_part);
	tcase_add_test(tc, bit_builtins_of_a_block_range_ask_for_one_block);
	tcase_add_test(tc, symbolic_by_an_unknown_is_unknown_without_a_split);
	tcase_add_test(tc, loaded_value_moves_its_granule_with_the_factor);
	tcase_add_test(tc, loaded_value_gives_up_where_the_form_breaks);
	tcase_add_test(tc, loaded_value_masks_and_shifts);
	tcase_add_test(tc, loaded_value_beside_other_lanes_is_unknown_there);
	tcase_add_test(tc, lanes_a_step_apart_int64_cannot_hold_stay_lanes);
	suite_add_tcase(s, tc);
	return s;
}
