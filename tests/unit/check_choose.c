/*
 * check_choose.c - the launch a kernel is simulated under (choose.c).  The
 * kernels are launched from host code in the same file; every shape below
 * is the one written in SOURCE, and the costs are derived by hand: strided
 * with stride 1 touches 4 sectors a request (128 contiguous bytes, ideal),
 * with stride 8 one 32-byte sector a lane, 32 (8 times ideal), so the
 * stride-8 site is the costliest.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../analyzer/lint/choose.h"
#include "../../analyzer/frontend/frontend.h"
#include "../../simulator/hw.h"
#include "suites.h"
#include "../../analyzer/lint/pipeline.h"

static const char source[] =
	"#include <cuda_runtime.h>\n"                                      /* 1 */
	"__global__ void strided(float *p, int stride)\n"                  /* 2 */
	"{\n"
	"\tp[threadIdx.x * stride] = 0;\n"
	"}\n"
	"__global__ void single(float *p)\n"                               /* 6 */
	"{\n"
	"\tp[threadIdx.x] = 0;\n"
	"}\n"
	"__global__ void unlaunched(float *p)\n"                           /* 10 */
	"{\n"
	"\tp[threadIdx.x] = 0;\n"
	"}\n"
	"__global__ void __launch_bounds__(64) bounded(float *p)\n"       /* 14 */
	"{\n"
	"\tp[threadIdx.x] = 0;\n"
	"}\n"
	"int main(void)\n"                                                 /* 18 */
	"{\n"
	"\tfloat *a = 0;\n"
	"\tstrided<<<4, 128>>>(a, 1);\n"                                    /* 21 */
	"\tstrided<<<4, 128>>>(a, 8);\n"                                    /* 22 */
	"\tsingle<<<dim3(2, 3), dim3(32, 4)>>>(a);\n"                       /* 23 */
	"\treturn 0;\n"
	"}\n"
	"__global__ void swept(float *p)\n"                                /* 26 */
	"{\n"
	"\tp[threadIdx.x] = 0;\n"
	"}\n"
	"void sweep(float *a)\n"                                          /* 30 */
	"{\n"
	"\tint sizes[] = {64, 128};\n"
	"\tfor (int j = 0; j < 2; j++)\n"
	"\t\tswept<<<8, sizes[j]>>>(a);\n"                                /* 34 */
	"}\n"
	"__global__ void occupied(float *p, int n)\n"                     /* 36 */
	"{\n"
	"\tp[threadIdx.x * n] = 0;\n"
	"}\n"
	"void occupy(float *a, int block)\n"                              /* 40 */
	"{\n"
	"\toccupied<<<1, block>>>(a, 4);\n"
	"}\n";

static char path[64];
static struct diag_list D;
static struct ir_tu *TU;
static struct launch given, chosen;
static const struct ir_launch *site;
static const char *why;

static void setup(void)
{
	struct frontend_options o = { .arch = "sm_90" };

	test_write_source(path, "choose", source);
	diag_list_init(&D);
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	pipeline_emit(TU);
	launch_init(&given);
	launch_init(&chosen);
}

static void teardown(void)
{
	launch_release(&chosen);
	launch_release(&given);
	ir_tu_release(TU);
	diag_list_release(&D);
	unlink(path);
}

static const struct ir_kernel *kernel(const char *name)
{
	return test_kernel(TU, name);
}

static void choose(const char *name)
{
	choose_launch(&chosen, &site, &why, &given, kernel(name), hw_lookup("sm_90"), &TU->arena,
		      NULL);
}

static void assert_dims(const uint32_t d[3], uint32_t x, uint32_t y, uint32_t z)
{
	ck_assert_uint_eq(d[0], x);
	ck_assert_uint_eq(d[1], y);
	ck_assert_uint_eq(d[2], z);
}

START_TEST(constant_launch_site_is_used_without_grid_or_block)
{
	choose("single");
	ck_assert_ptr_nonnull(site);
	ck_assert_uint_eq(site->loc.line, 23);
	assert_dims(chosen.grid, 2, 3, 1);
	assert_dims(chosen.block, 32, 4, 1);
	ck_assert_str_eq(chosen.origin, "as launched at line 23");
}
END_TEST

START_TEST(grid_alone_keeps_the_sites_block)
{
	ck_assert_int_eq(launch_parse_dim(given.grid, "5"), 0);
	given.grid_given = 1;
	choose("single");
	ck_assert_ptr_nonnull(site);
	assert_dims(chosen.grid, 5, 1, 1);
	assert_dims(chosen.block, 32, 4, 1);
	ck_assert_str_eq(why, "grid from --grid");
}
END_TEST

START_TEST(block_alone_keeps_the_sites_grid)
{
	ck_assert_int_eq(launch_parse_dim(given.block, "64"), 0);
	given.block_given = 1;
	choose("single");
	ck_assert_ptr_nonnull(site);
	assert_dims(chosen.grid, 2, 3, 1);
	assert_dims(chosen.block, 64, 1, 1);
}
END_TEST

START_TEST(grid_and_block_replace_every_site)
{
	ck_assert_int_eq(launch_parse_dim(given.grid, "7"), 0);
	ck_assert_int_eq(launch_parse_dim(given.block, "96"), 0);
	given.grid_given = given.block_given = 1;
	choose("single");
	ck_assert_ptr_null(site);
	assert_dims(chosen.grid, 7, 1, 1);
	assert_dims(chosen.block, 96, 1, 1);
	ck_assert_int_eq(choose_usable_sites(&given, kernel("strided")), 0);
}
END_TEST

START_TEST(costliest_of_several_sites_is_chosen)
{
	int64_t stride;

	ck_assert_int_eq(choose_usable_sites(&given, kernel("strided")), 2);
	choose("strided");
	ck_assert_ptr_nonnull(site);
	ck_assert_uint_eq(site->loc.line, 22);
	ck_assert_int_eq(launch_param_lookup(&chosen, "stride", &stride), 0);
	ck_assert_int_eq(stride, 8);
	assert_dims(chosen.grid, 4, 1, 1);
	assert_dims(chosen.block, 128, 1, 1);
}
END_TEST

/* The simulation that chose the site is handed back, not run again: that
 * of the stride-8 site, 4 blocks of 4 warps, 32 sectors a request (by hand
 * above): 512 sectors; ideal 4 a request, 64. */
START_TEST(chosen_sites_simulation_is_kept)
{
	const struct ir_kernel *k = kernel("strided");
	struct kernel_stats st;
	const struct access_stats *as;

	ck_assert_int_eq(choose_launch(&chosen, &site, &why, &given, k, hw_lookup("sm_90"),
				       &TU->arena, &st), 1);
	ck_assert_uint_eq(site->loc.line, 22);
	as = &st.access[k->accesses[0]->id];
	ck_assert_uint_eq(as->requests, 16);
	ck_assert_uint_eq(as->sectors, 512);
	ck_assert_uint_eq(as->ideal_sectors, 64);
	ck_assert_str_eq(st.launch.origin, "as launched at line 22");
	sim_stats_release(&st);
	launch_release(&chosen);
	/* no site simulated: nothing kept */
	ck_assert_int_eq(choose_launch(&chosen, &site, &why, &given, kernel("unlaunched"),
				       hw_lookup("sm_90"), &TU->arena, &st), 0);
	ck_assert_ptr_null(site);
}
END_TEST

/*
 * A site launched as one simulated before is copied from it: the earlier
 * simulation's sectors are marked, and the copy shows the mark; a site
 * with another argument (stride 1: 16 requests of 4 sectors) is simulated.
 */
START_TEST(a_site_launched_alike_is_not_simulated_again)
{
	const struct ir_kernel *k = kernel("strided");
	struct kernel_stats first, same, other;
	struct launch l1, l2, l3;
	const struct access_stats *as;
	const char *said;

	ck_assert_int_eq(choose_simulate_site(&first, &l1, &said, &given, k, &k->launches[1],
					      hw_lookup("sm_90"), &TU->arena, NULL, 0), 0);
	as = &first.access[k->accesses[0]->id];
	ck_assert_uint_eq(as->sectors, 512);
	first.access[k->accesses[0]->id].sectors = 12345;
	ck_assert_int_eq(choose_simulate_site(&same, &l2, &said, &given, k, &k->launches[1],
					      hw_lookup("sm_90"), &TU->arena, &first, 1), 0);
	ck_assert_uint_eq(same.access[k->accesses[0]->id].sectors, 12345);
	ck_assert_ptr_ne(same.access, first.access);
	ck_assert_int_eq(choose_simulate_site(&other, &l3, &said, &given, k, &k->launches[0],
					      hw_lookup("sm_90"), &TU->arena, &first, 1), 0);
	as = &other.access[k->accesses[0]->id];
	ck_assert_uint_eq(as->requests, 16);
	ck_assert_uint_eq(as->sectors, 64);
	sim_stats_release(&first);
	sim_stats_release(&same);
	sim_stats_release(&other);
	launch_release(&l1);
	launch_release(&l2);
	launch_release(&l3);
}
END_TEST

START_TEST(no_site_gives_the_defaults)
{
	choose("unlaunched");
	ck_assert_ptr_null(site);
	assert_dims(chosen.grid, 1, 1, 1);
	assert_dims(chosen.block, 256, 1, 1);
	ck_assert_str_eq(chosen.origin, "assumed, no launch given");
	launch_release(&chosen);
	choose("bounded");
	ck_assert_ptr_null(site);
	assert_dims(chosen.block, 64, 1, 1);
	ck_assert_str_eq(chosen.origin, "block from __launch_bounds__, no launch given");
}
END_TEST

/* a launch whose block is not known still gives its arguments: n = 4 */
START_TEST(an_unusable_site_still_gives_its_arguments)
{
	int64_t n;

	choose("occupied");
	ck_assert_ptr_null(site);
	assert_dims(chosen.block, 256, 1, 1);
	ck_assert_int_eq(launch_param_lookup(&chosen, "n", &n), 0);
	ck_assert_int_eq(n, 4);
	ck_assert_str_eq(chosen.origin, "assumed: no launch of it gives its block");
}
END_TEST

/* a host loop gives one line two shapes: each label names its own */
START_TEST(sites_on_one_line_are_named_by_their_shape)
{
	const struct ir_kernel *k = kernel("swept");

	ck_assert_int_eq(k->nlaunches, 2);
	ck_assert_str_eq(choose_site_label(&TU->arena, k, 0), "launched at line 34 as <<<8, 64>>>");
	ck_assert_str_eq(choose_site_label(&TU->arena, k, 1), "launched at line 34 as <<<8, 128>>>");
	ck_assert_str_eq(choose_site_label(&TU->arena, kernel("strided"), 0), "launched at line 21");
}
END_TEST

Suite *choose_suite(void)
{
	Suite *s = suite_create("choose");
	TCase *tc = tcase_create("launch");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, constant_launch_site_is_used_without_grid_or_block);
	tcase_add_test(tc, grid_alone_keeps_the_sites_block);
	tcase_add_test(tc, block_alone_keeps_the_sites_grid);
	tcase_add_test(tc, grid_and_block_replace_every_site);
	tcase_add_test(tc, costliest_of_several_sites_is_chosen);
	tcase_add_test(tc, chosen_sites_simulation_is_kept);
	tcase_add_test(tc, a_site_launched_alike_is_not_simulated_again);
	tcase_add_test(tc, an_unusable_site_still_gives_its_arguments);
	tcase_add_test(tc, no_site_gives_the_defaults);
	tcase_add_test(tc, sites_on_one_line_are_named_by_their_shape);
	suite_add_tcase(s, tc);
	return s;
}
