/*
 * check_alloc.c - the allocation-failure path: the process ends with
 * status 2, from the main thread or a worker's (Check runs each test in a
 * child, so an exit test can watch it).
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/alloc.h"
#include "suites.h"

START_TEST(allocations_are_usable)
{
	char *p = xmalloc(16);
	int *z = xcalloc(4, sizeof(int));

	memset(p, 'x', 16);
	ck_assert_int_eq(z[0] | z[1] | z[2] | z[3], 0);
	p = xreallocarray(p, 32, 2);
	ck_assert_int_eq(p[15], 'x');
	free(p);
	free(z);
}
END_TEST

/* SIZE_MAX elements of two bytes cannot be asked for: the product overflows */
START_TEST(overflowing_size_exits_2)
{
	xreallocarray(NULL, SIZE_MAX, 2);
	ck_abort_msg("xreallocarray returned");
}
END_TEST

static void *fail_in_worker(void *arg)
{
	(void)arg;
	return xreallocarray(NULL, SIZE_MAX / 2 + 1, 4);
}

START_TEST(failure_on_a_worker_thread_exits_2)
{
	pthread_t t;

	ck_assert_int_eq(pthread_create(&t, NULL, fail_in_worker, NULL), 0);
	pthread_join(t, NULL);
	ck_abort_msg("the worker's allocation returned");
}
END_TEST

Suite *alloc_suite(void)
{
	Suite *s = suite_create("alloc");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, allocations_are_usable);
	tcase_add_exit_test(tc, overflowing_size_exits_2, 2);
	tcase_add_exit_test(tc, failure_on_a_worker_thread_exits_2, 2);
	suite_add_tcase(s, tc);
	return s;
}
