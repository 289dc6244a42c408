/*
 * check_ptxas.c - reading nvcc's register report.  The input is what nvcc
 * 13.0 printed for kernels/spill.cu with -arch=sm_90 -Xptxas -v (measured:
 * the same figures are in validate/results/h200-2026-11-29/build.txt for
 * the other kernels).
 */
#include <string.h>

#include "../../analyzer/nvcc/ptxas.h"
#include "suites.h"

static const char report[] =
	"ptxas info    : 0 bytes gmem\n"
	"ptxas info    : Compiling entry function '_Z10spill_nonePfPKfi' for 'sm_90'\n"
	"ptxas info    : Function properties for _Z10spill_nonePfPKfi\n"
	"    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
	"ptxas info    : Used 10 registers, used 0 barriers, 380 bytes cmem[0]\n"
	"ptxas info    : Compiling entry function '_Z11spill_heavyPfPKfi' for 'sm_90'\n"
	"ptxas info    : Function properties for _Z11spill_heavyPfPKfi\n"
	"    880 bytes stack frame, 900 bytes spill stores, 1024 bytes spill loads\n"
	"ptxas info    : Used 32 registers, used 0 barriers, 380 bytes cmem[0]\n";

START_TEST(report_is_read_per_function)
{
	struct arena a;
	struct ptxas_report r;
	const struct ptxas_function *f;

	arena_init(&a, 0);
	memset(&r, 0, sizeof(r));
	ptxas_parse(&r, report, &a);
	ck_assert_int_eq(r.nfunctions, 2);
	f = ptxas_find(&r, "_Z11spill_heavyPfPKfi");
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(f->registers, 32);
	ck_assert_int_eq(f->stack_frame, 880);
	ck_assert_int_eq(f->spill_stores, 900);
	ck_assert_int_eq(f->spill_loads, 1024);
	f = ptxas_find(&r, "_Z10spill_nonePfPKfi");
	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(f->registers, 10);
	ck_assert_int_eq(f->spill_stores, 0);
	ck_assert_ptr_null(ptxas_find(&r, "_Z5otherv"));
	arena_release(&a);
}
END_TEST

START_TEST(missing_nvcc_says_why)
{
	struct arena a;
	struct ptxas_report r;
	struct diag_list d;
	struct ptxas_options o = { .nvcc = "/nonexistent/nvcc", .arch = "sm_90" };

	arena_init(&a, 0);
	diag_list_init(&d);
	ck_assert_int_eq(ptxas_run(&r, "kernels/spill.cu", &o, &a, &d), -1);
	ck_assert_int_eq(d.count[SEV_NOTE], 1);
	ck_assert_ptr_nonnull(strstr(d.head->message, "cannot run ptxas"));
	diag_list_release(&d);
	arena_release(&a);
}
END_TEST

Suite *ptxas_suite(void)
{
	Suite *s = suite_create("ptxas");
	TCase *tc = tcase_create("report");

	tcase_add_test(tc, report_is_read_per_function);
	tcase_add_test(tc, missing_nvcc_says_why);
	suite_add_tcase(s, tc);
	return s;
}
