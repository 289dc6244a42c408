/*
 * check_divergence.c - branches that split warps, counted per branch over
 * a whole launch of kernels/divergence.cu (grid 64 x block 256: 512
 * warps).  The numbers are derived by hand in that file's comment.
 */
#include <string.h>

#include "../../analyzer/frontend/frontend.h"
#include "../../analyzer/lint/lint.h"
#include "../../simulator/hw.h"
#include "../../simulator/sim.h"
#include "suites.h"
#include "../../analyzer/lint/pipeline.h"

static struct diag_list D;
static struct ir_tu *TU;
static struct kernel_stats ST;

static void setup(void)
{
	struct frontend_options o = { .arch = "sm_90" };

	diag_list_init(&D);
	ck_assert_int_eq(frontend_load(&TU, "kernels/divergence.cu", &o, &D), 0);
	pipeline_emit(TU);
	memset(&ST, 0, sizeof(ST));
}

static void teardown(void)
{
	sim_stats_release(&ST);
	ir_tu_release(TU);
	diag_list_release(&D);
}

static const struct ir_kernel *run(const char *name)
{
	const struct ir_kernel *k;
	struct launch l;
	char iters[] = "iters=16", n[] = "n=16010";

	k = test_kernel(TU, name);
	sim_stats_release(&ST);
	launch_init(&l);
	launch_parse_dim(l.grid, "64");
	launch_parse_dim(l.block, "256");
	launch_parse_param(&l, iters);
	launch_parse_param(&l, n);
	ck_assert_int_eq(sim_kernel(&ST, k, &l, hw_lookup("sm_90"), NULL), 0);
	launch_release(&l);
	return k;
}

START_TEST(odd_lanes_split_every_warp)
{
	const struct ir_kernel *k = run("div_mod2");

	ck_assert_int_eq(k->branches[0]->kind, BRANCH_IF);
	ck_assert_uint_eq(ST.branch[0].executions, 512);
	ck_assert_uint_eq(ST.branch[0].divergent_warps, 512);
	ck_assert_uint_eq(ST.branch[0].worst.taken, 0xaaaaaaaau);
}
END_TEST

START_TEST(warp_aligned_condition_never_diverges)
{
	const struct ir_kernel *k = run("div_warp_parity");
	int i;

	for (i = 0; i < k->nbranches; i++)
		ck_assert_uint_eq(ST.branch[i].divergent_executions, 0);
	ck_assert_uint_eq(ST.branch[0].executions, 512);
}
END_TEST

START_TEST(bounds_check_that_ends_the_kernel_is_an_exit)
{
	/* 16010 = 500 * 32 + 10: lanes 10-31 of warp 500 skip the guard, and
	 * it is the kernel's last statement: nvcc ends them with @P EXIT, no
	 * branch (measured: 0 divergent branch targets, h200-2026-11-30) */
	run("div_bounds");
	ck_assert_uint_eq(ST.branch[0].executions, 512);
	ck_assert_uint_eq(ST.branch[0].divergent_warps, 0);
}
END_TEST

START_TEST(lane_dependent_trip_count_is_divergence)
{
	run("div_trip");
	/* 113 tests a warp, the first 7 at k = 0, 16, ..., 96 divergent */
	ck_assert_uint_eq(ST.branch[0].executions, 113 * 512);
	ck_assert_uint_eq(ST.branch[0].divergent_executions, 7 * 512);
}
END_TEST

START_TEST(one_store_is_likely_predicated)
{
	const struct ir_kernel *k = run("short_mod2");

	ck_assert_int_eq(lint_likely_predicated(k->branches[0]), 1);
	k = run("div_mod2");
	ck_assert_int_eq(lint_likely_predicated(k->branches[0]), 0);
}
END_TEST

START_TEST(predicated_branch_keeps_every_lane_busy)
{
	/* short_mod2 runs out[i] = in[i] (2 statements), the if, and one
	 * predicated store: every statement on 32 lanes, as the H200's
	 * 32 threads per instruction for it (validate/results) */
	run("short_mod2");
	ck_assert_uint_eq(ST.statement_lanes, 32 * ST.statements);
	run("div_mod2");
	ck_assert_uint_lt(ST.statement_lanes, 32 * ST.statements);
}
END_TEST

START_TEST(report_names_the_lanes_and_the_index)
{
	run("div_mod2");
	lint_kernel(&ST, hw_lookup("sm_90"), &D);
	ck_assert_ptr_nonnull(D.head);
	ck_assert_int_eq(D.head->rule, RULE_DIVERGENCE);
	ck_assert_ptr_nonnull(strstr(D.head->detail, "the odd lanes take it"));
	ck_assert_ptr_nonnull(strstr(D.head->detail, "threadIdx.x"));
}
END_TEST

Suite *divergence_suite(void)
{
	Suite *s = suite_create("divergence");
	TCase *tc = tcase_create("branches");

	tcase_set_timeout(tc, 30);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, odd_lanes_split_every_warp);
	tcase_add_test(tc, warp_aligned_condition_never_diverges);
	tcase_add_test(tc, bounds_check_that_ends_the_kernel_is_an_exit);
	tcase_add_test(tc, lane_dependent_trip_count_is_divergence);
	tcase_add_test(tc, one_store_is_likely_predicated);
	tcase_add_test(tc, report_names_the_lanes_and_the_index);
	tcase_add_test(tc, predicated_branch_keeps_every_lane_busy);
	suite_add_tcase(s, tc);
	return s;
}
