/*
 * check_main.c - runs every suite; the exit status is the failure count
 * (capped), so `make check` fails when any test does.
 */
#include <stdlib.h>

#include "suites.h"

int main(void)
{
	SRunner *sr;
	int failed;

	/* Check's default is 4 s a test; many simulate kernels, which on the
	 * sanitized build on a busy machine takes longer (a test case's own
	 * tcase_set_timeout still wins) */
	setenv("CK_DEFAULT_TIMEOUT", "60", 0);
	sr = srunner_create(value_suite());

	srunner_add_suite(sr, alloc_suite());
	srunner_add_suite(sr, cint_suite());
	srunner_add_suite(sr, smem_suite());
	srunner_add_suite(sr, gmem_suite());
	srunner_add_suite(sr, local_suite());
	srunner_add_suite(sr, launch_suite());
	srunner_add_suite(sr, sim_suite());
	srunner_add_suite(sr, frontend_suite());
	srunner_add_suite(sr, ptxas_suite());
	srunner_add_suite(sr, divergence_suite());
	srunner_add_suite(sr, explain_suite());
	srunner_add_suite(sr, policy_suite());
	srunner_add_suite(sr, assume_suite());
	srunner_add_suite(sr, ir_pass_suite());
	srunner_add_suite(sr, validate_suite());
	srunner_add_suite(sr, choose_suite());
	srunner_add_suite(sr, host_suite());
	srunner_add_suite(sr, timing_suite());
	srunner_add_suite(sr, sass_suite());
	srunner_add_suite(sr, classes_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed > 100 ? 100 : failed;
}
