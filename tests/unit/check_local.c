/*
 * check_local.c - local memory: one warp request's sectors, by the
 * interleave (word w of lane l at w * 128 + l * 4), derived by hand; and
 * which of a thread's arrays the front end and simulator/local.c put in
 * local memory.
 */
#include "../../analyzer/report/diag.h"
#include "../../analyzer/frontend/frontend.h"
#include "../../simulator/local.h"
#include "suites.h"

#include <unistd.h>

static struct lmem_cost request(int64_t (*offset)(int lane), uint32_t mask, unsigned bytes)
{
	int64_t lanes[32];
	struct lmem_cost c;
	int i;

	for (i = 0; i < 32; i++)
		lanes[i] = offset(i);
	lmem_request(&c, lanes, mask, bytes);
	return c;
}

static int64_t word_5(int lane) { (void)lane; return 20; }
static int64_t own_word(int lane) { return lane * 4; }
static int64_t double_k_plus_lane(int lane) { return (lane & 15) * 8; }
static int64_t float4_k_plus_lane(int lane) { return (lane & 15) * 16; }
static int64_t two_words(int lane) { return (lane & 1) * 4; }

START_TEST(one_index_is_4_sectors)
{
	/* words 5 of 32 lanes: bytes 640..767 of the slice, one line */
	struct lmem_cost c = request(word_5, ~0u, 4);
	ck_assert_uint_eq(c.sectors, 4);
	ck_assert_uint_eq(c.ideal, 4);
	ck_assert_uint_eq(c.lines, 1);
}
END_TEST

START_TEST(a_word_a_lane_is_32_sectors)
{
	/* lane l at word l: row l, sector l / 8 of it: 32 rows, 32 sectors */
	struct lmem_cost c = request(own_word, ~0u, 4);
	ck_assert_uint_eq(c.sectors, 32);
	ck_assert_uint_eq(c.ideal, 4);
	ck_assert_uint_eq(c.lines, 32);
}
END_TEST

START_TEST(eight_lanes_share_a_sector)
{
	/* lanes 0-7 at one word: 32 bytes, one sector */
	struct lmem_cost c = request(word_5, 0xffu, 4);
	ck_assert_uint_eq(c.sectors, 1);
	ck_assert_uint_eq(c.bytes_used, 32);
}
END_TEST

START_TEST(doubles_span_two_rows)
{
	/* element (l & 15): words 2e and 2e + 1; the 8 lanes of a sector
	 * column hold 8 different e, 2 rows each: 4 * 8 * 2 = 64 sectors;
	 * one element for all: 2 rows of 4 sectors */
	struct lmem_cost c = request(double_k_plus_lane, ~0u, 8);
	ck_assert_uint_eq(c.sectors, 64);
	ck_assert_uint_eq(c.ideal, 8);
}
END_TEST

START_TEST(float4s_span_four_rows)
{
	/* as doubles, 4 rows an element: 4 * 8 * 4 = 128; ideal 4 rows of 4 */
	struct lmem_cost c = request(float4_k_plus_lane, ~0u, 16);
	ck_assert_uint_eq(c.sectors, 128);
	ck_assert_uint_eq(c.ideal, 16);
}
END_TEST

START_TEST(two_words_take_two_rows)
{
	/* even lanes word 0, odd lanes word 1: 2 rows of 4 sectors */
	struct lmem_cost c = request(two_words, ~0u, 4);
	ck_assert_uint_eq(c.sectors, 8);
	ck_assert_uint_eq(c.lines, 2);
}
END_TEST

/* ---- classification ----------------------------------------------------- */

static struct ir_tu *TU;
static struct diag_list D;
static char PATH_BUF[64];

static void setup(void) { diag_list_init(&D); TU = NULL; PATH_BUF[0] = 0; }

static void teardown(void)
{
	ir_tu_release(TU);
	diag_list_release(&D);
	if (PATH_BUF[0])
		unlink(PATH_BUF);
}

static const struct ir_kernel *load(const char *src, const char *name)
{
	return test_load_kernel(&TU, PATH_BUF, &D, "local", src, name);
}

static int local_accesses(const struct ir_kernel *k)
{
	int i, n = 0;

	for (i = 0; i < k->naccesses; i++)
		n += k->accesses[i]->space == SPACE_LOCAL;
	return n;
}

START_TEST(folded_constants_and_pass_tests_bound_unrolled_loops)
{
	/*
	 * A constexpr trip count (as template tiles compute theirs) and a
	 * loop that loads a tile in passes (`o + 64 <= 128`) are unrolled
	 * whole: the arrays they index stay registers (ptxas -v, nvcc 13.0,
	 * sm_90: kernels/gemm_steps.cu's warptile kernels, 97 to 119
	 * registers, no stack frame).
	 */
	const struct ir_kernel *k = load(
		"__global__ void k(float *o) {\n"
		"  constexpr unsigned ITER = (64 * 32) / (32 * 4 * 4 * 2);\n"
		"  float r[ITER * 4], t[2];\n"
		"  for (unsigned i = 0; i < ITER; i++)\n"
		"    for (unsigned j = 0; j < 4; j++) r[i * 4 + j] = o[i * 4 + j];\n"
		"  for (unsigned p = 0; p + 64 <= 128; p += 64) t[p / 64] = o[p];\n"
		"  o[threadIdx.x] = r[1] + r[7] + t[1];\n"
		"}\n", "k");
	ck_assert_int_eq(k->nlocal_arrays, 2);
	ck_assert_int_eq(k->local_arrays[0].in_memory, 0);
	ck_assert_int_eq(k->local_arrays[1].in_memory, 0);
	ck_assert_int_eq(local_accesses(k), 0);
}
END_TEST

START_TEST(unrolled_constant_indices_are_registers)
{
	const struct ir_kernel *k = load(
		"__global__ void k(float *o) {\n"
		"  float r[4];\n"
		"  for (int i = 0; i < 4; i++) r[i] = o[i];\n"
		"  o[threadIdx.x] = r[1] + r[3];\n"
		"}\n", "k");
	ck_assert_int_eq(k->nlocal_arrays, 1);
	ck_assert_int_eq(k->local_arrays[0].in_memory, 0);
	ck_assert_int_eq(local_accesses(k), 0);
	/* only o's load (in the loop) and store are left, numbered from 0 */
	ck_assert_int_eq(k->naccesses, 2);
	ck_assert_int_eq(k->accesses[1]->id, 1);
	ck_assert_int_eq(k->accesses[1]->op, OP_STORE);
}
END_TEST

START_TEST(a_thread_index_makes_local_memory)
{
	const struct ir_kernel *k = load(
		"__global__ void k(float *o) {\n"
		"  float r[16];\n"
		"  for (int i = 0; i < 16; i++) r[i] = 1.0f;\n"
		"  o[threadIdx.x] = r[threadIdx.x & 15];\n"
		"}\n", "k");
	ck_assert_int_eq(k->local_arrays[0].in_memory, 1);
	/* the store r[i] (kept: the array is in memory) and the load */
	ck_assert_int_eq(local_accesses(k), 2);
	ck_assert_str_eq(k->accesses[k->local_arrays[0].dynamic_access]->text, "r[threadIdx.x & 15]");
}
END_TEST

START_TEST(a_select_of_constants_is_run_time)
{
	/* j is 1 or 2 as the lane's condition says: a select, not a
	 * constant; the index may reach any of r's 8 words, more than nvcc
	 * selects among */
	const struct ir_kernel *k = load(
		"__global__ void k(float *o) {\n"
		"  float r[8] = {0, 1, 2, 3};\n"
		"  int j = 1;\n"
		"  if (threadIdx.x > 3) j = 2;\n"
		"  o[threadIdx.x] = r[j];\n"
		"}\n", "k");
	ck_assert_int_eq(k->local_arrays[0].in_memory, 1);
}
END_TEST

START_TEST(a_few_candidates_stay_in_registers)
{
	/* a double buffer's toggled stage: r[st][k] is one of 2 words, which
	 * nvcc selects between (ptxas -v: no stack frame); q[8] read at a
	 * run-time index is one of 8, which goes to local memory */
	const struct ir_kernel *k = load(
		"__global__ void k(float *o, const float *in, int n) {\n"
		"  float r[2][4], q[8];\n"
		"  int st = 0;\n"
		"  float s = 0.0f;\n"
		"  for (int k = 0; k < 8; k++) q[k] = in[k];\n"
		"  for (int t = 1; t < n; t++) {\n"
		"    for (int k = 0; k < 4; k++) r[st ^ 1][k] = in[t * 4 + k];\n"
		"    for (int k = 0; k < 4; k++) s += r[st][k];\n"
		"    s += q[t & 7];\n"
		"    st ^= 1;\n"
		"  }\n"
		"  o[threadIdx.x] = s;\n"
		"}\n", "k");
	ck_assert_int_eq(k->local_arrays[0].in_memory, 0);
	ck_assert_int_eq(k->local_arrays[1].in_memory, 1);
}
END_TEST

START_TEST(a_constant_condition_keeps_constants)
{
	/* inside the unrolled loop, i < 2 is known at each trip */
	const struct ir_kernel *k = load(
		"__global__ void k(float *o) {\n"
		"  float r[4];\n"
		"  for (int i = 0; i < 4; i++) { int j = i; if (i < 2) j = i + 2; r[j] = 1.0f; }\n"
		"  o[threadIdx.x] = r[2];\n"
		"}\n", "k");
	ck_assert_int_eq(k->local_arrays[0].in_memory, 0);
}
END_TEST

START_TEST(a_pragma_unroll_1_loop_has_a_checked_fix)
{
	const struct ir_kernel *k = load(
		"__global__ void k(float *o) {\n"
		"  float r[8];\n"
		"  float s = 0;\n"
		"  for (int i = 0; i < 8; i++) r[i] = o[i];\n"
		"#pragma unroll 1\n"
		"  for (int i = 0; i < 8; i++) s += r[i];\n"
		"  o[threadIdx.x] = s;\n"
		"}\n", "k");
	ck_assert_int_eq(k->local_arrays[0].in_memory, 1);
	ck_assert_int_eq(k->local_arrays[0].fix_trips, 8);
	ck_assert_int_eq(k->local_arrays[0].fix_unroll, 1);
	ck_assert_uint_eq(k->local_arrays[0].fix_loop.line, 6);
}
END_TEST

START_TEST(a_loop_carried_index_is_caught)
{
	/* j starts a constant, but adds threadIdx.x each trip: from the second
	 * trip on, a run-time value, any of 32 words (more than nvcc selects
	 * among) */
	const struct ir_kernel *k = load(
		"__global__ void k(float *o) {\n"
		"  float r[32];\n"
		"  int j = 0;\n"
		"  for (int i = 0; i < 32; i++) r[i] = 0.0f;\n"
		"  for (int i = 0; i < 2; i++) { o[i] = r[j & 31]; j += threadIdx.x; }\n"
		"}\n", "k");
	ck_assert_int_eq(k->local_arrays[0].in_memory, 1);
}
END_TEST

Suite *local_suite(void)
{
	Suite *s = suite_create("local");
	TCase *t = tcase_create("request");
	TCase *c = tcase_create("classify");

	tcase_add_test(t, one_index_is_4_sectors);
	tcase_add_test(t, a_word_a_lane_is_32_sectors);
	tcase_add_test(t, eight_lanes_share_a_sector);
	tcase_add_test(t, doubles_span_two_rows);
	tcase_add_test(t, float4s_span_four_rows);
	tcase_add_test(t, two_words_take_two_rows);
	suite_add_tcase(s, t);
	tcase_add_checked_fixture(c, setup, teardown);
	tcase_add_test(c, unrolled_constant_indices_are_registers);
	tcase_add_test(c, folded_constants_and_pass_tests_bound_unrolled_loops);
	tcase_add_test(c, a_thread_index_makes_local_memory);
	tcase_add_test(c, a_select_of_constants_is_run_time);
	tcase_add_test(c, a_few_candidates_stay_in_registers);
	tcase_add_test(c, a_constant_condition_keeps_constants);
	tcase_add_test(c, a_pragma_unroll_1_loop_has_a_checked_fix);
	tcase_add_test(c, a_loop_carried_index_is_caught);
	suite_add_tcase(s, c);
	return s;
}
