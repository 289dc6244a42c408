/*
 * check_classes.c - the simulator's shortcuts against plain enumeration.
 *
 * The simulator runs boxes of blocks with blockIdx as symbols and runs of
 * loop rounds at once (sim.c), and costs one request per residue class
 * (event.c).  Each is claimed exact.  Here kernels generated from a fixed
 * seed (strides, offsets, trip counts, guards that cut through the grid
 * and through loops, 1-3 dimensional grids, an access whose index is not
 * linear in the loop, remainders and quotients of block indices) are simulated both ways, and every count must be
 * equal: the reference runs one block at a time and every loop round on
 * its own.  No number here is expected by hand: the two paths must agree.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "suites.h"

#include "../../analyzer/frontend/frontend.h"
#include "../../simulator/hw.h"
#include "../../simulator/launch.h"
#include "../../simulator/sim.h"
#include "../../analyzer/lint/pipeline.h"

static uint32_t seed;

static unsigned pick(unsigned n)
{
	/* a fixed linear congruential sequence: the same kernels every run */
	seed = seed * 1103515245u + 12345u;
	return (seed >> 16) % n;
}

static void same_stats(const struct kernel_stats *a, const struct kernel_stats *b,
		       const char *src)
{
	const struct ir_kernel *k = a->kernel;
	int i, h;

	ck_assert_msg(!memcmp(&a->totals, &b->totals, sizeof(a->totals)),
		      "totals differ for\n%s", src);
	ck_assert_uint_eq(a->warps, b->warps);
	ck_assert_uint_eq(a->requests, b->requests);
	ck_assert_uint_eq(a->access_lanes, b->access_lanes);
	ck_assert_uint_eq(a->statements, b->statements);
	ck_assert_uint_eq(a->statement_lanes, b->statement_lanes);
	ck_assert_uint_eq(a->fp_warp_ops, b->fp_warp_ops);
	ck_assert_uint_eq(a->fp_lanes, b->fp_lanes);
	ck_assert_uint_eq(a->barrier_warps, b->barrier_warps);
	for (i = 0; i < k->naccesses; i++) {
		const struct access_stats *x = &a->access[i], *y = &b->access[i];
		ck_assert_msg(x->requests == y->requests && x->wavefronts == y->wavefronts &&
			      x->ideal_wavefronts == y->ideal_wavefronts &&
			      x->sectors == y->sectors && x->ideal_sectors == y->ideal_sectors &&
			      x->bytes_used == y->bytes_used && x->lines == y->lines &&
			      x->max_nway == y->max_nway &&
			      x->unknown_requests == y->unknown_requests &&
			      x->uncertain_requests == y->uncertain_requests,
			      "access %d differs for\n%s", i, src);
		ck_assert_msg(x->touched == y->touched && (!x->touched ||
			      (x->lo == y->lo && x->hi == y->hi)),
			      "access %d's extent differs for\n%s", i, src);
		for (h = 0; h < SIM_HIST; h++)
			ck_assert_uint_eq(x->hist[h], y->hist[h]);
		ck_assert_uint_eq(sim_cost_units(&x->worst.cost, k->accesses[i]->space),
				  sim_cost_units(&y->worst.cost, k->accesses[i]->space));
	}
	for (i = 0; i < k->nbranches; i++) {
		const struct branch_stats *x = &a->branch[i], *y = &b->branch[i];
		ck_assert_msg(x->executions == y->executions &&
			      x->divergent_executions == y->divergent_executions &&
			      x->warps == y->warps && x->divergent_warps == y->divergent_warps &&
			      x->active_lanes == y->active_lanes,
			      "branch %d differs for\n%s", i, src);
	}
}

/*
 * Kernel `name` of src simulated under l both ways, the counts compared;
 * the statements each way ran in *fast_ran and *slow_ran.
 */
static void both_ways(const char *src, const char *name, const struct launch *l,
		      uint64_t *fast_ran, uint64_t *slow_ran)
{
	struct frontend_options fo = { .arch = "sm_90" };
	struct sim_options ref = { .one_block_at_a_time = 1, .no_loop_rounds = 1 };
	struct kernel_stats fast, slow;
	struct diag_list diags;
	struct ir_tu *tu;
	char path[64];

	test_write_source(path, name, src);
	diag_list_init(&diags);
	ck_assert_int_eq(frontend_load(&tu, path, &fo, &diags), 0);
	pipeline_emit(tu);
	remove(path);
	ck_assert_int_eq(sim_kernel(&fast, test_kernel(tu, name), l, hw_lookup("sm_90"), NULL), 0);
	ck_assert_int_eq(sim_kernel(&slow, test_kernel(tu, name), l, hw_lookup("sm_90"), &ref), 0);
	same_stats(&fast, &slow, src);
	/* a kernel that touches no memory would agree with anything */
	ck_assert_uint_gt(slow.requests, 0);
	*fast_ran = fast.executed;
	*slow_ran = slow.executed;
	sim_stats_release(&fast);
	sim_stats_release(&slow);
	ir_tu_release(tu);
	diag_list_release(&diags);
}

/*
 * One generated kernel, simulated both ways; 1 when the shortcuts ran
 * fewer statements than the reference (they were taken, not just tried).
 */
static int check_one(void)
{
	static const unsigned bx[] = { 8, 16, 32, 48, 64 }, by[] = { 1, 2, 4 };
	char src[4096], pn[32], pm[32];
	struct launch l;
	uint64_t fast, slow;
	unsigned n = 16 + pick(200), m = 8 + pick(300);
	int saved;

	snprintf(src, sizeof(src),
		 "__global__ void g(float *a, float *b, int n, int m) {\n"
		 "  __shared__ float s[%u][%u];\n"
		 "  int tx = threadIdx.x, ty = threadIdx.y;\n"
		 "  int row = blockIdx.y * %u + ty * %u;\n"
		 "  int col = blockIdx.x * %u + tx * %u;\n"
		 "  float acc = 0;\n"
		 "  for (int k = %u; k < n; k += %u) {\n"
		 "    s[ty][tx] = a[row * n + k * %u + tx];\n"
		 "    for (int j = 0; j < %u; j++)\n"
		 "      acc += s[ty][(tx * %u + j * %u) %% %u] + s[j %% 4][tx * %u + k];\n"
		 "    if (k + tx < m) b[k * %u + col] = acc;\n"
		 "    if (k > m / 2) break;\n"
		 "  }\n"
		 "  if (row < m && col < n) b[row * n + col + blockIdx.z * %u] = acc;\n"
		 "  for (int i = blockIdx.z + tx * %u; i < n + m; i += %u) a[i * %u] = 0;\n"
		 "  b[(blockIdx.x * %u + tx) %% %u + (row & 15) * 64] = acc;\n"
		 "  a[((blockIdx.x * blockDim.x + tx) / %u) * %u + blockIdx.y / %u] = acc;\n"
		 "}\n",
		 1 + pick(8), 32 + pick(40), 1 + pick(9), 1 + pick(3), pick(70), 1 + pick(4),
		 pick(5), 1 + pick(33), 1 + pick(5), 1 + pick(6), 1 + pick(33), pick(3),
		 32 + pick(3), 1 + pick(3), 1 + pick(70), pick(300), 1 + pick(3),
		 1 + pick(40), 1 + pick(9), 1 + pick(200), 1 + pick(100),
		 1 + pick(300), 1 + pick(40), 1 + pick(4));
	launch_init(&l);
	l.grid[0] = 1 + pick(9);
	l.grid[1] = 1 + pick(5);
	l.grid[2] = 1 + pick(3);
	l.block[0] = bx[pick(5)];
	l.block[1] = by[pick(3)];
	l.block[2] = 1;
	snprintf(pn, sizeof(pn), "n=%u", n);
	snprintf(pm, sizeof(pm), "m=%u", m);
	ck_assert_int_eq(launch_parse_param(&l, pn), 0);
	ck_assert_int_eq(launch_parse_param(&l, pm), 0);
	both_ways(src, "g", &l, &fast, &slow);
	saved = fast < slow;
	launch_release(&l);
	return saved;
}

START_TEST(generated_kernels_agree_with_enumeration)
{
	int i, saved = 0;

	seed = 20261130u + (uint32_t)_i;
	for (i = 0; i < 6; i++)
		saved += check_one();
	/* were every shortcut refused, both paths would be enumeration and
	 * agree trivially: in each group of six, some kernel must be cheaper
	 * (one to five in each of the eight seeds, counted on this code) */
	ck_assert_msg(saved > 0, "no generated kernel took a shortcut (seed %d)", _i);
}
END_TEST

/*
 * A direct convolution as first written: each block's z index is an
 * output channel and an image (`blockIdx.z % outs`, `/ outs`), and the
 * input index is declared inside the guard that keeps the filter on the
 * image.  Both shortcuts must hold: the box of blocks is cut into rows of
 * `outs` channels, not taken apart into `outs` classes, and the channel
 * loop runs its rounds at once although the guard leaves some lanes out
 * of the index's declaration.  The work ratio is counted on this code
 * (the shortcuts run 1/128 of the reference's statements; before, 1/17:
 * the channels taken apart by class, the channel loop round by round).
 */
START_TEST(a_convolution_by_channel_takes_its_shortcuts)
{
	static const char src[] =
		"__global__ void conv(const float *in, const float *w, float *out, int size,\n"
		"                     int ins, int outs, int k) {\n"
		"  int x = blockIdx.x * blockDim.x + threadIdx.x;\n"
		"  int y = blockIdx.y * blockDim.y + threadIdx.y;\n"
		"  int o = blockIdx.z % outs, image = blockIdx.z / outs;\n"
		"  float sum = 0.0f;\n"
		"  for (int c = 0; c < ins; c++)\n"
		"    for (int dy = -k / 2; dy <= k / 2; dy++)\n"
		"      for (int dx = -k / 2; dx <= k / 2; dx++) {\n"
		"        int ix = x + dx, iy = y + dy;\n"
		"        if (ix >= 0 && ix < size && iy >= 0 && iy < size) {\n"
		"          int at = ((image * ins + c) * size + iy) * size + ix;\n"
		"          int tap = ((o * ins + c) * k + dy + k / 2) * k + dx + k / 2;\n"
		"          sum += in[at] * w[tap];\n"
		"        }\n"
		"      }\n"
		"  out[((image * outs + o) * size + y) * size + x] = sum;\n"
		"}\n";
	struct launch l;
	uint64_t fast, slow;

	launch_init(&l);
	l.grid[0] = l.grid[1] = 4;
	l.grid[2] = 64;
	l.block[0] = l.block[1] = 16;
	l.block[2] = 1;
	ck_assert_int_eq(launch_parse_param(&l, "size=64"), 0);
	ck_assert_int_eq(launch_parse_param(&l, "ins=8"), 0);
	ck_assert_int_eq(launch_parse_param(&l, "outs=16"), 0);
	ck_assert_int_eq(launch_parse_param(&l, "k=3"), 0);
	both_ways(src, "conv", &l, &fast, &slow);
	ck_assert_msg(fast * 64 < slow, "shortcuts ran %llu statements, the reference %llu",
		      (unsigned long long)fast, (unsigned long long)slow);
	launch_release(&l);
}
END_TEST

/*
 * A pipelined main loop as TMA/mbarrier GEMMs write it: a stage index
 * that wraps at the pipeline's depth and a phase bit that flips at each
 * wrap, both read by the accesses.  No round is linear in the one
 * before (the wrap), nor two rounds in the two before; `depth` rounds
 * are, but for the phase bit, and 2 * depth are.  For depths 3 and 4
 * the shortcuts must agree with the reference and run a fraction of its
 * statements (counted on this code: 2,016 and 1,904 of 53,296 and
 * 52,272; with runs of one or two rounds at once only, 13,372 of
 * 53,296 at depth 3).
 */
START_TEST(a_pipeline_stage_that_wraps_takes_its_shortcuts)
{
	static const char src[] =
		"__global__ void pipe(const float *a, float *out, int n, int depth) {\n"
		"  __shared__ float s[4][2][128];\n"
		"  int stage = 0, phase = 0;\n"
		"  float acc = 0.0f;\n"
		"  for (int k = 0; k < n; k++) {\n"
		"    if (stage == depth) { stage = 0; phase ^= 1; }\n"
		"    s[stage][phase][threadIdx.x] = a[k * 128 + threadIdx.x];\n"
		"    acc += s[stage][phase ^ 1][(threadIdx.x * 2 + stage) % 128];\n"
		"    stage++;\n"
		"  }\n"
		"  out[blockIdx.x * 128 + threadIdx.x] = acc;\n"
		"}\n";
	static const char *const depths[] = { "depth=3", "depth=4" };
	struct launch l;
	uint64_t fast, slow;
	int d;

	for (d = 0; d < 2; d++) {
		launch_init(&l);
		l.grid[0] = 4;
		l.grid[1] = l.grid[2] = 1;
		l.block[0] = 128;
		l.block[1] = l.block[2] = 1;
		ck_assert_int_eq(launch_parse_param(&l, "n=384"), 0);
		ck_assert_int_eq(launch_parse_param(&l, depths[d]), 0);
		both_ways(src, "pipe", &l, &fast, &slow);
		ck_assert_msg(fast * 16 < slow, "%s: shortcuts ran %llu statements, the reference %llu",
			      depths[d], (unsigned long long)fast, (unsigned long long)slow);
		launch_release(&l);
	}
}
END_TEST

Suite *classes_suite(void)
{
	Suite *s = suite_create("classes");
	TCase *tc = tcase_create("against_enumeration");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, generated_kernels_agree_with_enumeration, 0, 8);
	tcase_add_test(tc, a_convolution_by_channel_takes_its_shortcuts);
	tcase_add_test(tc, a_pipeline_stage_that_wraps_takes_its_shortcuts);
	suite_add_tcase(s, tc);
	return s;
}
