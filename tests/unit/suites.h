/*
 * suites.h - the Check suites, one per module; check_main.c runs them all.
 */
#ifndef WARPCHECK_TESTS_SUITES_H
#define WARPCHECK_TESTS_SUITES_H

#include <check.h>

Suite *alloc_suite(void);
Suite *cint_suite(void);
Suite *value_suite(void);
Suite *smem_suite(void);
Suite *gmem_suite(void);
Suite *local_suite(void);
Suite *launch_suite(void);
Suite *sim_suite(void);
Suite *frontend_suite(void);
Suite *ptxas_suite(void);
Suite *divergence_suite(void);
Suite *explain_suite(void);
Suite *policy_suite(void);
Suite *assume_suite(void);
Suite *ir_pass_suite(void);
Suite *validate_suite(void);
Suite *choose_suite(void);
Suite *host_suite(void);
Suite *timing_suite(void);
Suite *sass_suite(void);
Suite *classes_suite(void);

/* testfile.c: `source` written to a new temporary .cu file, its name in path */
void test_write_source(char path[64], const char *tag, const char *source);
/* testfile.c: text written to dir/name (the test fails if it cannot be);
 * the path, until the next call */
const char *test_write_file(const char *dir, const char *name, const char *text);
/* testfile.c: the kernel `name` of tu (the test fails if there is none) */
struct ir_tu;
struct ir_kernel;
const struct ir_kernel *test_kernel(const struct ir_tu *tu, const char *name);
/* testfile.c: source written as test_write_source does, loaded for sm_90
 * into *tu (the test fails if the front end does), and its kernel `name` */
struct diag_list;
const struct ir_kernel *test_load_kernel(struct ir_tu **tu, char path[64], struct diag_list *d,
					 const char *tag, const char *source, const char *name);

#endif
