/*
 * check_sim.c - whole launches replayed from IR built by hand.  Each
 * expected total is derived by hand in the comment beside it.
 */
#include <string.h>

#include "../../simulator/hw.h"
#include "../../simulator/sim.h"
#include "suites.h"

static struct arena A;
static struct ir_kernel K;
static struct ir_access ACC[4];
static struct ir_access *ACCP[4];
static const char *LOCALS[4] = { "i", "j", "k", "l" };
static struct ir_param PARAMS[2] = {
	{ .name = "n", .is_integer = 1, .type = CT_I32 },
	{ .name = "out", .is_pointer = 1, .elem_bytes = 4, .type = CT_U64 },
};

static void setup(void)
{
	int i;

	arena_init(&A, 0);
	memset(&K, 0, sizeof(K));
	K.name = "k";
	K.params = PARAMS;
	K.nparams = 2;
	K.local_names = LOCALS;
	K.nlocals = 4;
	for (i = 0; i < 4; i++) {
		memset(&ACC[i], 0, sizeof(ACC[i]));
		ACC[i].id = i;
		ACC[i].bytes = 4;
		ACC[i].object = "s";
		ACC[i].text = "s[...]";
		ACCP[i] = &ACC[i];
	}
	K.accesses = ACCP;
}

static void teardown(void) { arena_release(&A); }

static struct ir_expr *C(int64_t v) { return ir_const(&A, CT_I32, v); }
static struct ir_expr *TID(void) { return ir_cast(&A, CT_I32, ir_special(&A, SP_TID_X)); }
static struct ir_expr *BIN(enum ir_op op, struct ir_expr *a, struct ir_expr *b)
{
	return ir_binary(&A, op, op >= IR_LT && op <= IR_LOR ? CT_I32 : a->type, a, b);
}
static struct ir_expr *BYTES(struct ir_expr *index)
{
	return ir_binary(&A, IR_MUL, CT_I64, ir_cast(&A, CT_I64, index),
			 ir_const(&A, CT_I64, 4));
}
static struct ir_stmt *ACCESS(int id, enum mem_space space, enum mem_op op,
			      struct ir_expr *index)
{
	struct ir_stmt *s = ir_stmt_new(&A, ST_ACCESS);
	ACC[id].space = space;
	ACC[id].op = op;
	if (K.naccesses <= id)
		K.naccesses = id + 1;
	s->access = &ACC[id];
	s->expr = BYTES(index);
	return s;
}
static struct ir_stmt *ASSIGN(int slot, struct ir_expr *e)
{
	struct ir_stmt *s = ir_stmt_new(&A, ST_ASSIGN);
	s->slot = slot;
	s->expr = e;
	return s;
}
static struct ir_expr *LOCAL(int slot) { return ir_leaf(&A, IR_LOCAL, CT_I32, slot); }

static void run(struct kernel_stats *st, const char *grid, const char *block,
		const char *param)
{
	struct launch l;
	static char buf[64];

	launch_init(&l);
	ck_assert_int_eq(launch_parse_dim(l.grid, grid), 0);
	ck_assert_int_eq(launch_parse_dim(l.block, block), 0);
	if (param) {
		strcpy(buf, param);
		ck_assert_int_eq(launch_parse_param(&l, buf), 0);
	}
	ck_assert_int_eq(sim_kernel(st, &K, &l, hw_lookup("sm_90"), NULL), 0);
	launch_release(&l);
}

START_TEST(stride_32_load_costs_32_per_request)
{
	/* s[threadIdx.x * 32], 4 blocks of 64 threads: 8 requests, 32 each */
	struct kernel_stats st;

	K.body = ACCESS(0, SPACE_SHARED, OP_LOAD, BIN(IR_MUL, TID(), C(32)));
	run(&st, "4", "64", NULL);
	ck_assert_uint_eq(st.totals.shared_load_requests, 8);
	ck_assert_uint_eq(st.totals.shared_load_wavefronts, 256);
	ck_assert_uint_eq(st.totals.shared_load_ideal_wavefronts, 8);
	sim_stats_release(&st);
}
END_TEST

START_TEST(guard_turns_lanes_off)
{
	/* if (tid < n) s[tid * 2], n = 40, block 64: warp 0 all 32 lanes at
	 * stride 2 (2 wavefronts), warp 1 lanes 0-7 at words 64..78 (banks
	 * 0,2,..,14: 1 wavefront) */
	struct kernel_stats st;
	struct ir_stmt *s = ir_stmt_new(&A, ST_IF);

	s->expr = BIN(IR_LT, TID(), ir_leaf(&A, IR_PARAM, CT_I32, 0));
	s->body = ACCESS(0, SPACE_SHARED, OP_LOAD, BIN(IR_MUL, TID(), C(2)));
	K.body = s;
	run(&st, "1", "64", "n=40");
	ck_assert_uint_eq(st.totals.shared_load_requests, 2);
	ck_assert_uint_eq(st.totals.shared_load_wavefronts, 3);
	sim_stats_release(&st);
}
END_TEST

START_TEST(missing_parameter_makes_guarded_access_uncertain)
{
	struct kernel_stats st;
	struct ir_stmt *s = ir_stmt_new(&A, ST_IF);

	s->expr = BIN(IR_LT, TID(), ir_leaf(&A, IR_PARAM, CT_I32, 0));
	s->body = ACCESS(0, SPACE_SHARED, OP_LOAD, TID());
	K.body = s;
	run(&st, "1", "32", NULL);
	ck_assert_str_eq(st.missing_param, "n");
	ck_assert_uint_eq(st.access[0].uncertain_requests, 1);
	sim_stats_release(&st);
}
END_TEST

START_TEST(early_return_removes_lanes)
{
	/* if (tid >= 16) return; s[tid * 32]: 16 lanes in bank 0 */
	struct kernel_stats st;
	struct ir_stmt *s = ir_stmt_new(&A, ST_IF);

	s->expr = BIN(IR_GE, TID(), C(16));
	s->body = ir_stmt_new(&A, ST_RETURN);
	s->next = ACCESS(0, SPACE_SHARED, OP_LOAD, BIN(IR_MUL, TID(), C(32)));
	K.body = s;
	run(&st, "1", "32", NULL);
	ck_assert_uint_eq(st.totals.shared_load_wavefronts, 16);
	sim_stats_release(&st);
}
END_TEST

START_TEST(lane_dependent_loop_trip_counts)
{
	/* for (i = tid; i < 40; i += 32) s[i]: iteration 1 has 32 lanes,
	 * iteration 2 lanes 0-7; 2 requests, 1 wavefront each */
	struct kernel_stats st;
	struct ir_stmt *init = ASSIGN(0, TID());
	struct ir_stmt *loop = ir_stmt_new(&A, ST_LOOP);

	loop->test_first = 1;
	loop->expr = BIN(IR_LT, LOCAL(0), C(40));
	loop->body = ACCESS(0, SPACE_SHARED, OP_LOAD, LOCAL(0));
	loop->other = ASSIGN(0, BIN(IR_ADD, LOCAL(0), C(32)));
	init->next = loop;
	K.body = init;
	run(&st, "3", "32", NULL);
	ck_assert_uint_eq(st.totals.shared_load_requests, 6);
	ck_assert_uint_eq(st.access[0].hist[1], 6);
	sim_stats_release(&st);
}
END_TEST

START_TEST(break_leaves_only_the_lanes_that_took_it)
{
	/* for (i = 0; i < 4; i++) { if (tid < i) break; s[tid] }: lanes
	 * leave as i passes them; requests at i = 0 (32 lanes), 1 (31), 2, 3 */
	struct kernel_stats st;
	struct ir_stmt *init = ASSIGN(0, C(0));
	struct ir_stmt *loop = ir_stmt_new(&A, ST_LOOP);
	struct ir_stmt *brk = ir_stmt_new(&A, ST_IF);

	brk->expr = BIN(IR_LT, TID(), LOCAL(0));
	brk->body = ir_stmt_new(&A, ST_BREAK);
	brk->next = ACCESS(0, SPACE_GLOBAL, OP_LOAD, TID());
	loop->test_first = 1;
	loop->expr = BIN(IR_LT, LOCAL(0), C(4));
	loop->body = brk;
	loop->other = ASSIGN(0, BIN(IR_ADD, LOCAL(0), C(1)));
	init->next = loop;
	K.body = init;
	run(&st, "1", "32", NULL);
	ck_assert_uint_eq(st.totals.global_load_requests, 4);
	/* 32 lanes: 4 sectors; lanes 1-31: bytes 4..127, still 4 sectors;
	 * lanes 2-31 and 3-31 likewise */
	ck_assert_uint_eq(st.totals.global_load_sectors, 16);
	sim_stats_release(&st);
}
END_TEST

START_TEST(unknown_index_is_counted_not_dropped)
{
	struct kernel_stats st;

	K.body = ACCESS(0, SPACE_GLOBAL, OP_LOAD, ir_unknown(&A, CT_I32, "loaded"));
	run(&st, "2", "64", NULL);
	ck_assert_uint_eq(st.totals.global_load_requests, 4);
	ck_assert_uint_eq(st.access[0].unknown_requests, 4);
	ck_assert_str_eq(st.access[0].unknown_reason, "loaded");
	sim_stats_release(&st);
}
END_TEST

START_TEST(block_ranges_equal_one_block_at_a_time)
{
	/* out[blockIdx.x * 36 + tid] under if (blockIdx.x * 36 + tid < n):
	 * blocks start 144 bytes apart, half a sector off from each other, and
	 * the guard cuts the grid mid-row; both paths must agree exactly */
	struct kernel_stats a, b;
	struct sim_options one = { .one_block_at_a_time = 1 };
	struct launch l;
	char n[] = "n=1000";
	struct ir_expr *idx = BIN(IR_ADD, BIN(IR_MUL, ir_cast(&A, CT_I32,
			ir_special(&A, SP_CTAID_X)), C(36)), TID());
	struct ir_stmt *s = ir_stmt_new(&A, ST_IF);
	int i;

	s->expr = BIN(IR_LT, idx, ir_leaf(&A, IR_PARAM, CT_I32, 0));
	s->body = ACCESS(0, SPACE_GLOBAL, OP_LOAD, idx);
	K.body = s;
	launch_init(&l);
	launch_parse_dim(l.grid, "100");
	launch_parse_dim(l.block, "40");
	launch_parse_param(&l, n);
	sim_kernel(&a, &K, &l, hw_lookup("sm_90"), NULL);
	sim_kernel(&b, &K, &l, hw_lookup("sm_90"), &one);
	ck_assert_uint_eq(a.totals.global_load_requests, b.totals.global_load_requests);
	ck_assert_uint_eq(a.totals.global_load_sectors, b.totals.global_load_sectors);
	for (i = 0; i < SIM_HIST; i++)
		ck_assert_uint_eq(a.access[0].hist[i], b.access[0].hist[i]);
	/* by hand: blocks 0-26 run all 40 threads (two warps; 26 * 36 + 39 =
	 * 975 < 1000), block 27 threads 0-27 (one warp), blocks 28-99 none */
	ck_assert_uint_eq(a.totals.global_load_requests, 55);
	sim_stats_release(&a);
	sim_stats_release(&b);
	launch_release(&l);
}
END_TEST

START_TEST(activemask_is_taken_where_it_is_assigned)
{
	/* i = 0; if (tid < 8) i = __activemask(); then, all 32 lanes running,
	 * if (__popc(i) == 8) atomicAdd(&s[0], 1): lanes 0-7 kept 0xff from
	 * where the call stood (the others' i is still 0), so 8 lanes on one
	 * word, served one at a time: 1 request, 8 wavefronts.  Had the mask
	 * been taken at the read, 0xffffffff, the count would be 32. */
	struct kernel_stats st;
	struct ir_stmt *init = ASSIGN(0, C(0));
	struct ir_stmt *set = ir_stmt_new(&A, ST_IF), *use = ir_stmt_new(&A, ST_IF);

	set->expr = BIN(IR_LT, TID(), C(8));
	set->body = ASSIGN(0, ir_cast(&A, CT_I32, ir_special(&A, SP_ACTIVEMASK)));
	use->expr = BIN(IR_EQ, ir_unary(&A, IR_POPC, CT_I32, ir_cast(&A, CT_U32, LOCAL(0))), C(8));
	use->body = ACCESS(0, SPACE_SHARED, OP_ATOMIC, C(0));
	init->next = set;
	set->next = use;
	K.body = init;
	run(&st, "1", "32", NULL);
	ck_assert_uint_eq(st.totals.shared_atomic_requests, 1);
	ck_assert_uint_eq(st.totals.shared_atomic_wavefronts, 8);
	sim_stats_release(&st);
}
END_TEST

START_TEST(aggregated_atomic_is_one_lane_a_warp)
{
	/* leader = __ffs(__activemask()) - 1; if (tid % 32 == leader)
	 * atomicAdd(&s[0], ...), 2 blocks of 80 threads: warps 0 and 1 have
	 * 32 lanes, warp 2 lanes 0-15; each elects lane 0, so 6 requests of
	 * one lane, one wavefront each.  Under if (tid >= 40) first, warp 1
	 * runs lanes 8-31 and elects lane 8, warp 2 all of its 16: still one
	 * lane a request (4 requests: warp 0 has no lane left). */
	struct kernel_stats st;
	struct ir_expr *lane = BIN(IR_REM, TID(), C(32));
	struct ir_stmt *guard = ir_stmt_new(&A, ST_IF), *leader = ir_stmt_new(&A, ST_IF);
	struct ir_expr *elect = BIN(IR_SUB, ir_unary(&A, IR_FFS, CT_I32, ir_cast(&A, CT_I32,
				    ir_special(&A, SP_ACTIVEMASK))), C(1));

	leader->expr = BIN(IR_EQ, lane, LOCAL(0));
	leader->body = ACCESS(0, SPACE_SHARED, OP_ATOMIC, C(0));
	K.body = ASSIGN(0, elect);
	K.body->next = leader;
	run(&st, "2", "80", NULL);
	ck_assert_uint_eq(st.totals.shared_atomic_requests, 6);
	ck_assert_uint_eq(st.totals.shared_atomic_wavefronts, 6);
	sim_stats_release(&st);

	guard->expr = BIN(IR_GE, TID(), C(40));
	guard->body = K.body;
	K.body = guard;
	run(&st, "2", "80", NULL);
	ck_assert_uint_eq(st.totals.shared_atomic_requests, 4);
	ck_assert_uint_eq(st.totals.shared_atomic_wavefronts, 4);
	sim_stats_release(&st);
}
END_TEST

Suite *sim_suite(void)
{
	Suite *s = suite_create("sim");
	TCase *tc = tcase_create("launches");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, stride_32_load_costs_32_per_request);
	tcase_add_test(tc, guard_turns_lanes_off);
	tcase_add_test(tc, missing_parameter_makes_guarded_access_uncertain);
	tcase_add_test(tc, early_return_removes_lanes);
	tcase_add_test(tc, lane_dependent_loop_trip_counts);
	tcase_add_test(tc, break_leaves_only_the_lanes_that_took_it);
	tcase_add_test(tc, unknown_index_is_counted_not_dropped);
	tcase_add_test(tc, block_ranges_equal_one_block_at_a_time);
	tcase_add_test(tc, activemask_is_taken_where_it_is_assigned);
	tcase_add_test(tc, aggregated_atomic_is_one_lane_a_warp);
	suite_add_tcase(s, tc);
	return s;
}
