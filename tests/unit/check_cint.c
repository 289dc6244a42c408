/*
 * check_cint.c - C's integer rules (simulator/cint.c).  Every expected
 * number is worked out by hand from the C standard's rules for 32-bit int
 * and 64-bit long: the promotions (6.3.1.1), the usual arithmetic
 * conversions (6.3.1.8), conversion to unsigned by wraparound (6.3.1.3),
 * division toward zero (6.5.5) and the shifts (6.5.7).
 */
#include <stdint.h>

#include "../../simulator/cint.h"
#include "suites.h"

START_TEST(small_types_promote_to_int)
{
	ck_assert_int_eq(ctype_promote(8, 0), CT_I32);    /* unsigned char */
	ck_assert_int_eq(ctype_promote(16, 0), CT_I32);   /* unsigned short */
	ck_assert_int_eq(ctype_promote(16, 1), CT_I32);   /* short */
	ck_assert_int_eq(ctype_promote(32, 0), CT_U32);   /* unsigned stays */
	ck_assert_int_eq(ctype_promote(64, 1), CT_I64);
}
END_TEST

START_TEST(int_with_unsigned_is_unsigned)
{
	/* int * unsigned: equal rank, the unsigned one wins */
	ck_assert_int_eq(ctype_common(CT_I32, CT_U32), CT_U32);
	ck_assert_int_eq(ctype_common(CT_U32, CT_I32), CT_U32);
	ck_assert_int_eq(ctype_common(CT_I32, CT_I32), CT_I32);
}
END_TEST

START_TEST(long_with_unsigned_is_long)
{
	/* long holds every unsigned value, so it wins over unsigned */
	ck_assert_int_eq(ctype_common(CT_I64, CT_U32), CT_I64);
	ck_assert_int_eq(ctype_common(CT_I64, CT_U64), CT_U64);
	ck_assert_int_eq(ctype_common(CT_U32, CT_U64), CT_U64);
}
END_TEST

START_TEST(conversion_wraps_to_the_width)
{
	ck_assert_int_eq(ctype_wrap(CT_U32, -1), 4294967295LL);        /* (unsigned)-1 */
	ck_assert_int_eq(ctype_wrap(CT_I32, 4294967295LL), -1);        /* (int)0xffffffff */
	ck_assert_int_eq(ctype_wrap(CT_I32, 1LL << 32 | 5), 5);        /* high bits dropped */
	ck_assert_int_eq(ctype_wrap(CT_U64, -1), -1);                  /* the pattern kept */
}
END_TEST

START_TEST(unsigned_max_plus_one_is_zero)
{
	int64_t minus_one = ctype_wrap(CT_U32, -1);

	ck_assert_int_eq(cint_add(CT_U32, minus_one, 1), 0);
	ck_assert_int_eq(cint_sub(CT_U32, 0, 1), 4294967295LL);
	ck_assert_int_eq(cint_mul(CT_U32, 65536, 65536), 0);            /* 2^32 */
	ck_assert_int_eq(cint_neg(CT_U32, 1), 4294967295LL);
	ck_assert_int_eq(cint_add(CT_U64, -1, 1), 0);
}
END_TEST

START_TEST(int_overflow_wraps_as_the_gpu_does)
{
	ck_assert_int_eq(cint_add(CT_I32, INT32_MAX, 1), INT32_MIN);
	ck_assert_int_eq(cint_neg(CT_I32, INT32_MIN), INT32_MIN);
	ck_assert_int_eq(cint_not(CT_I32, 0), -1);
	ck_assert_int_eq(cint_not(CT_U32, 0), 4294967295LL);
}
END_TEST

START_TEST(division_truncates_toward_zero)
{
	int64_t q;

	ck_assert_int_eq(cint_div(CT_I32, -7, 2, &q), 0);
	ck_assert_int_eq(q, -3);
	ck_assert_int_eq(cint_rem(CT_I32, -7, 2, &q), 0);
	ck_assert_int_eq(q, -1);                        /* -3 * 2 + -1 == -7 */
	ck_assert_int_eq(cint_rem(CT_I32, 7, -2, &q), 0);
	ck_assert_int_eq(q, 1);
	/* -7 as unsigned is 4294967289; halved, 2147483644 */
	ck_assert_int_eq(cint_div(CT_U32, ctype_wrap(CT_U32, -7), 2, &q), 0);
	ck_assert_int_eq(q, 2147483644LL);
	/* 2^64 - 1 as unsigned long, over 2: 2^63 - 1 */
	ck_assert_int_eq(cint_div(CT_U64, -1, 2, &q), 0);
	ck_assert_int_eq(q, INT64_MAX);
}
END_TEST

START_TEST(undefined_division_and_shifts_are_refused)
{
	int64_t out;

	ck_assert_int_eq(cint_div(CT_I32, 1, 0, &out), -1);
	ck_assert_int_eq(cint_rem(CT_U64, 1, 0, &out), -1);
	ck_assert_int_eq(cint_div(CT_I32, INT32_MIN, -1, &out), -1);
	ck_assert_int_eq(cint_rem(CT_I64, INT64_MIN, -1, &out), -1);
	/* unsigned has no such overflow: 2^31 / 2^32-1 is 0 */
	ck_assert_int_eq(cint_div(CT_U32, 2147483648LL, 4294967295LL, &out), 0);
	ck_assert_int_eq(out, 0);
	ck_assert_int_eq(cint_shl(CT_I32, 1, 32, &out), -1);
	ck_assert_int_eq(cint_shl(CT_I64, 1, 64, &out), -1);
	ck_assert_int_eq(cint_shr(CT_U32, 1, -1, &out), -1);
}
END_TEST

START_TEST(shifts_follow_width_and_signedness)
{
	int64_t out;

	ck_assert_int_eq(cint_shl(CT_U32, 3, 31, &out), 0);
	ck_assert_int_eq(out, 2147483648LL);           /* the bit past 32 is dropped */
	ck_assert_int_eq(cint_shl(CT_I64, 1, 40, &out), 0);
	ck_assert_int_eq(out, 1LL << 40);
	ck_assert_int_eq(cint_shr(CT_I32, -8, 1, &out), 0);
	ck_assert_int_eq(out, -4);                     /* arithmetic */
	ck_assert_int_eq(cint_shr(CT_U32, ctype_wrap(CT_U32, -8), 1, &out), 0);
	ck_assert_int_eq(out, 2147483644LL);           /* logical */
}
END_TEST

START_TEST(order_follows_signedness)
{
	/* -1 < 1 as int; as unsigned, -1 is 4294967295 */
	ck_assert(cint_less(CT_I32, -1, 1));
	ck_assert(!cint_less(CT_U32, ctype_wrap(CT_U32, -1), 1));
	ck_assert(!cint_less(CT_U64, -1, 1));
	ck_assert(cint_less(CT_I64, INT64_MIN, 0));
}
END_TEST

Suite *cint_suite(void)
{
	Suite *s = suite_create("cint");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, small_types_promote_to_int);
	tcase_add_test(tc, int_with_unsigned_is_unsigned);
	tcase_add_test(tc, long_with_unsigned_is_long);
	tcase_add_test(tc, conversion_wraps_to_the_width);
	tcase_add_test(tc, unsigned_max_plus_one_is_zero);
	tcase_add_test(tc, int_overflow_wraps_as_the_gpu_does);
	tcase_add_test(tc, division_truncates_toward_zero);
	tcase_add_test(tc, undefined_division_and_shifts_are_refused);
	tcase_add_test(tc, shifts_follow_width_and_signedness);
	tcase_add_test(tc, order_follows_signedness);
	suite_add_tcase(s, tc);
	return s;
}
