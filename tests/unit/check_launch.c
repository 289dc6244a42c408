/*
 * check_launch.c - launch shapes and their spellings on the command line.
 */
#include "../../simulator/ir.h"
#include "../../simulator/launch.h"
#include "suites.h"

START_TEST(dims_default_to_one)
{
	uint32_t d[3];
	ck_assert_int_eq(launch_parse_dim(d, "32,8"), 0);
	ck_assert_uint_eq(d[0], 32);
	ck_assert_uint_eq(d[1], 8);
	ck_assert_uint_eq(d[2], 1);
	ck_assert_int_eq(launch_parse_dim(d, "4x2x3"), 0);
	ck_assert_uint_eq(d[2], 3);
}
END_TEST

START_TEST(bad_dims_are_refused)
{
	uint32_t d[3];
	ck_assert_int_eq(launch_parse_dim(d, ""), -1);
	ck_assert_int_eq(launch_parse_dim(d, "0"), -1);
	ck_assert_int_eq(launch_parse_dim(d, "-3"), -1);
	ck_assert_int_eq(launch_parse_dim(d, "1,2,3,4"), -1);
	ck_assert_int_eq(launch_parse_dim(d, "32,"), -1);
	ck_assert_int_eq(launch_parse_dim(d, "abc"), -1);
	ck_assert_int_eq(launch_parse_dim(d, "99999999999"), -1);
}
END_TEST

START_TEST(params_are_looked_up_by_whole_name)
{
	struct launch l;
	char a[] = "n=4096", b[] = "n_rows=7", c[] = "n=5";
	int64_t v;

	launch_init(&l);
	ck_assert_int_eq(launch_parse_param(&l, a), 0);
	ck_assert_int_eq(launch_parse_param(&l, b), 0);
	ck_assert_int_eq(launch_param_lookup(&l, "n", &v), 0);
	ck_assert_int_eq(v, 4096);
	ck_assert_int_eq(launch_param_lookup(&l, "n_rows", &v), 0);
	ck_assert_int_eq(v, 7);
	ck_assert_int_eq(launch_param_lookup(&l, "n_", &v), -1);
	ck_assert_int_eq(launch_parse_param(&l, c), 0);   /* the last one wins */
	ck_assert_int_eq(launch_param_lookup(&l, "n", &v), 0);
	ck_assert_int_eq(v, 5);
	launch_release(&l);
}
END_TEST

START_TEST(bad_params_are_refused)
{
	struct launch l;
	char a[] = "n", b[] = "=3", c[] = "n=3x", d[] = "n=";

	launch_init(&l);
	ck_assert_int_eq(launch_parse_param(&l, a), -1);
	ck_assert_int_eq(launch_parse_param(&l, b), -1);
	ck_assert_int_eq(launch_parse_param(&l, c), -1);
	ck_assert_int_eq(launch_parse_param(&l, d), -1);
	launch_release(&l);
}
END_TEST

/* A null test reads the pointer as a number: 0 where given null, and 1
 * (memory) where nothing gives it; an integer with no value has none. */
START_TEST(null_tests_default_to_memory)
{
	struct launch l;
	struct ir_param test = { 0 }, n = { 0 };
	char a[] = "bias=nullptr", b[] = "mean=NULL", c[] = "p=nullptrx";
	int64_t v;

	test.name = "bias";
	test.null_of = 3;
	n.name = "n";
	n.is_integer = 1;
	launch_init(&l);
	ck_assert_int_eq(launch_param_value(&l, &test, &v), 0);
	ck_assert_int_eq(v, 1);
	ck_assert_int_eq(launch_param_value(&l, &n, &v), -1);
	ck_assert_int_eq(launch_parse_param(&l, a), 0);
	ck_assert_int_eq(launch_parse_param(&l, b), 0);
	ck_assert_int_eq(launch_parse_param(&l, c), -1);
	ck_assert_int_eq(launch_param_value(&l, &test, &v), 0);
	ck_assert_int_eq(v, 0);
	ck_assert_int_eq(launch_param_lookup(&l, "mean", &v), 0);
	ck_assert_int_eq(v, 0);
	launch_release(&l);
}
END_TEST

START_TEST(partial_warp_counts_as_a_warp)
{
	struct launch l;

	launch_init(&l);
	ck_assert_int_eq(launch_parse_dim(l.block, "48"), 0);
	ck_assert_uint_eq(launch_warps_per_block(&l), 2);
	launch_release(&l);
}
END_TEST

Suite *launch_suite(void)
{
	Suite *s = suite_create("launch");
	TCase *tc = tcase_create("parse");

	tcase_add_test(tc, dims_default_to_one);
	tcase_add_test(tc, bad_dims_are_refused);
	tcase_add_test(tc, params_are_looked_up_by_whole_name);
	tcase_add_test(tc, bad_params_are_refused);
	tcase_add_test(tc, null_tests_default_to_memory);
	tcase_add_test(tc, partial_warp_counts_as_a_warp);
	suite_add_tcase(s, tc);
	return s;
}
