/*
 * check_explain.c - the explanation's picture and its checked fix.  The
 * kernel reads column 1 of a 32x32 float tile: lane l reads word 32l + 1,
 * every one in bank 1, so wavefront n serves lane n-1 (derived by hand).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../analyzer/report/explain.h"
#include "../../analyzer/report/picture.h"
#include "../../simulator/hw.h"
#include "suites.h"
#include "../../analyzer/lint/pipeline.h"

static const char source[] =
	"__global__ void column(float *out)\n"
	"{\n"
	"\t__shared__ float tile[32][32];\n"
	"\ttile[threadIdx.x][0] = 1.0f;\n"
	"\t__syncthreads();\n"
	"\tout[threadIdx.x] = tile[threadIdx.x][1];\n"
	"}\n";

static char path[64];
static struct diag_list D;
static struct ir_tu *TU;
static struct kernel_stats ST;
static struct launch L;

static void setup(void)
{
	struct frontend_options o = { .arch = "sm_90" };

	test_write_source(path, "explain", source);
	diag_list_init(&D);
	ck_assert_int_eq(frontend_load(&TU, path, &o, &D), 0);
	pipeline_emit(TU);
	launch_init(&L);
	launch_parse_dim(L.block, "32");
	ck_assert_int_eq(sim_kernel(&ST, TU->kernels, &L, hw_lookup("sm_90"), NULL), 0);
}

static void teardown(void)
{
	sim_stats_release(&ST);
	launch_release(&L);
	ir_tu_release(TU);
	diag_list_release(&D);
	unlink(path);
}

static char *slurp(const char *name)
{
	FILE *f = fopen(name, "r");
	char *buf = calloc(1, 1 << 20);
	size_t n;

	ck_assert_ptr_nonnull(f);
	n = fread(buf, 1, (1 << 20) - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static int count(const char *hay, const char *needle)
{
	int n = 0;
	for (; (hay = strstr(hay, needle)) != NULL; hay++)
		n++;
	return n;
}

START_TEST(svg_cells_agree_with_the_table)
{
	const struct ir_access *load = TU->kernels->accesses[1];
	struct explain_options o = { 0, "/tmp/warpcheck-explain-test.svg" };
	struct arena a;
	FILE *null = fopen("/dev/null", "w");
	char *svg;
	int wf;

	arena_init(&a, 0);
	ck_assert_int_eq(load->space, SPACE_SHARED);
	ck_assert_int_eq(explain_access(null, path, &ST, load, &ST.access[load->id].worst,
					hw_lookup("sm_90"), NULL, NULL, &o, &a), 0);
	fclose(null);
	svg = slurp(o.svg);
	/* well-formed enough for a viewer: one root, every element closed */
	ck_assert_int_eq(strncmp(svg, "<svg ", 5), 0);
	ck_assert_ptr_nonnull(strstr(svg, "</svg>\n"));
	ck_assert_int_eq(count(svg, "<text"), count(svg, "</text>"));
	ck_assert_int_eq(count(svg, "<rect"), count(svg, "/>") - count(svg, "<circle"));
	/* 32 wavefronts of 32 banks: one rect a cell */
	ck_assert_int_eq(count(svg, "data-bank="), 32 * 32);
	for (wf = 1; wf <= 32; wf++) {
		char cell[96];
		snprintf(cell, sizeof(cell), "data-bank=\"1\" data-wavefront=\"%d\" data-lane=\"%d\"",
			 wf, wf - 1);
		ck_assert_msg(strstr(svg, cell), "missing %s", cell);
		snprintf(cell, sizeof(cell), "data-bank=\"0\" data-wavefront=\"%d\" data-lane=\"-1\"", wf);
		ck_assert_msg(strstr(svg, cell), "missing %s", cell);
	}
	free(svg);
	unlink(o.svg);
	arena_release(&a);
}
END_TEST

/*
 * ldmatrix .x2 with rows 160 bytes apart (pitch 80 halves), derived by
 * hand: matrix 0 is lanes 0-7, row r at 160 r bytes, in the group of 4
 * banks (40 r / 4) % 8 = (10 r) % 8 = 0, 2, 4, 6, 0, 2, 4, 6: rows r and
 * r + 4 share a group, 2 wavefronts; matrix 1 (lanes 8-15, rows 8-15,
 * 1280 bytes on) the same groups, 2 more.  Lane 4 is served in the second
 * wavefront, in banks 0-3; lane 12 in the fourth.
 */
START_TEST(matrix_rows_fill_their_group_of_banks)
{
	struct ir_access acc = { .space = SPACE_SHARED, .op = OP_LOAD, .bytes = 16,
				 .matrices = 2 };
	struct sim_worst w = { .mask = 0xffffffffu, .seen = 1 };
	struct picture_banks *p = calloc(1, sizeof(*p));
	int lane, b;

	for (lane = 0; lane < 32; lane++)
		w.addr[lane] = (lane % 16) * 160;
	picture_place(p, &w, &acc, hw_lookup("sm_90"));
	ck_assert_int_eq(p->wavefronts, 4);
	for (b = 0; b < 4; b++) {
		ck_assert_int_eq(p->cell[0][b], 0);
		ck_assert_int_eq(p->cell[1][b], 4);
		ck_assert_int_eq(p->cell[2][b], 8);
		ck_assert_int_eq(p->cell[3][b], 12);
		ck_assert_int_eq(p->cell[0][b + 8], 1);
		ck_assert_int_eq(p->conflict[b], 1);
		/* banks 4-7: no row of either matrix */
		ck_assert_int_eq(p->cell[0][b + 4], -1);
	}
	free(p);
}
END_TEST

START_TEST(padding_fix_is_checked_by_simulation)
{
	struct frontend_options fo = { .arch = "sm_90" };
	struct fix_job job;
	struct fix_padding fix;
	struct kernel_stats st;
	struct arena a;

	arena_init(&a, 0);
	ck_assert_int_eq(sim_kernel(&st, TU->kernels, &L, hw_lookup("sm_90"), NULL), 0);
	job.st = &st;
	job.shared_index = 0;
	fix_check(&job, 1, path, NULL, &fo, hw_lookup("sm_90"), &a, NULL);
	fix = job.padding;
	sim_stats_release(&st);
	ck_assert_int_eq(fix.found, 1);
	ck_assert_int_eq(fix.pad, 1);
	ck_assert_str_eq(fix.declaration, "__shared__ float tile[32][32 + 1]");
	/* store and load, 32 wavefronts each before, 1 each after */
	ck_assert_uint_eq(fix.wavefronts_before, 64);
	ck_assert_uint_eq(fix.wavefronts_after, 2);
	ck_assert_int_eq(fix.extra_bytes, 32 * 4);
	ck_assert_int_eq(fix.from.line, 3);
	arena_release(&a);
}
END_TEST

Suite *explain_suite(void)
{
	Suite *s = suite_create("explain");
	TCase *tc = tcase_create("picture");

	tcase_set_timeout(tc, 30);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, svg_cells_agree_with_the_table);
	tcase_add_test(tc, matrix_rows_fill_their_group_of_banks);
	tcase_add_test(tc, padding_fix_is_checked_by_simulation);
	suite_add_tcase(s, tc);
	return s;
}
