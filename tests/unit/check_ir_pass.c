/*
 * check_ir_pass.c - the IR passes: a branch's work and the hoisting of a
 * loop condition's loads.  The weights are ir_pass.h's rule applied by
 * hand (access 1, nested branch 3 plus its arms, loop 100 plus its body);
 * the hoisting cases are the rule's three conditions, one at a time; a
 * local's constant is folded only where it is set once, by its
 * declaration, to a value that folds.
 */
#include "../../simulator/ir_pass.h"
#include "suites.h"

static struct arena A;

static void setup(void)
{
	arena_init(&A, 0);
}

static void teardown(void)
{
	arena_release(&A);
}

/* an access statement whose byte offset reads local slot `slot` */
static struct ir_stmt *access(enum mem_space space, enum mem_op op, int slot)
{
	struct ir_stmt *s = ir_stmt_new(&A, ST_ACCESS);

	s->access = arena_alloc(&A, sizeof(*s->access));
	s->access->space = space;
	s->access->op = op;
	s->access->bytes = 4;
	s->expr = ir_leaf(&A, IR_LOCAL, CT_I64, slot);
	return s;
}

/* slot = param 0 */
static struct ir_stmt *assign(int slot)
{
	struct ir_stmt *s = ir_stmt_new(&A, ST_ASSIGN);

	s->slot = slot;
	s->expr = ir_leaf(&A, IR_PARAM, CT_I32, 0);
	return s;
}

static struct ir_stmt *list2(struct ir_stmt *a, struct ir_stmt *b)
{
	a->next = b;
	return a;
}

START_TEST(one_access_weighs_one)
{
	ck_assert_int_eq(ir_pass_work(access(SPACE_SHARED, OP_LOAD, 0)), 1);
}
END_TEST

START_TEST(assignments_weigh_nothing)
{
	ck_assert_int_eq(ir_pass_work(list2(assign(0), assign(1))), 0);
}
END_TEST

START_TEST(nested_branch_weighs_three_plus_its_arms)
{
	/* if (..) { a } else { b; c }  d  ->  3 + 1 + 2, then 1 */
	struct ir_stmt *s = ir_stmt_new(&A, ST_IF);

	s->body = access(SPACE_SHARED, OP_LOAD, 0);
	s->other = list2(access(SPACE_SHARED, OP_LOAD, 0), access(SPACE_GLOBAL, OP_STORE, 0));
	s->next = access(SPACE_GLOBAL, OP_LOAD, 0);
	ck_assert_int_eq(ir_pass_work(s), 7);
}
END_TEST

START_TEST(loop_weighs_a_hundred_plus_its_body)
{
	/* the step's accesses are not counted: 100 + 1 */
	struct ir_stmt *s = ir_stmt_new(&A, ST_LOOP);

	s->body = access(SPACE_SHARED, OP_LOAD, 0);
	s->other = access(SPACE_GLOBAL, OP_LOAD, 0);
	ck_assert_int_eq(ir_pass_work(s), 101);
}
END_TEST

START_TEST(load_of_unchanged_slot_is_invariant)
{
	/* while (p[bound] ...) { i = ..; s[..] = .. }: bound (slot 0) does
	 * not change, and a shared store cannot alias global memory */
	struct ir_stmt *pre = access(SPACE_GLOBAL, OP_LOAD, 0);
	struct ir_stmt *body = list2(assign(1), access(SPACE_SHARED, OP_STORE, 1));

	ck_assert_int_eq(ir_pass_invariant(pre, body, NULL, 2), 1);
}
END_TEST

START_TEST(load_of_slot_changed_in_body_is_not)
{
	struct ir_stmt *pre = access(SPACE_GLOBAL, OP_LOAD, 0);

	ck_assert_int_eq(ir_pass_invariant(pre, assign(0), NULL, 2), 0);
}
END_TEST

START_TEST(load_of_slot_changed_in_step_is_not)
{
	struct ir_stmt *pre = access(SPACE_GLOBAL, OP_LOAD, 0);

	ck_assert_int_eq(ir_pass_invariant(pre, NULL, assign(0), 2), 0);
}
END_TEST

START_TEST(global_store_in_loop_is_not)
{
	/* the store may write what the condition loads */
	struct ir_stmt *pre = access(SPACE_GLOBAL, OP_LOAD, 0);
	struct ir_stmt *body = access(SPACE_GLOBAL, OP_STORE, 1);

	ck_assert_int_eq(ir_pass_invariant(pre, body, NULL, 2), 0);
}
END_TEST

START_TEST(condition_that_changes_what_it_reads_is_not)
{
	/* while (p[++i] ...): the increment must happen at every test */
	struct ir_stmt *inc = ir_stmt_new(&A, ST_ASSIGN);

	inc->slot = 1;
	inc->expr = ir_binary(&A, IR_ADD, CT_I32, ir_leaf(&A, IR_LOCAL, CT_I32, 1),
			      ir_const(&A, CT_I32, 1));
	inc->next = access(SPACE_GLOBAL, OP_LOAD, 1);
	ck_assert_int_eq(ir_pass_invariant(inc, NULL, NULL, 2), 0);
}
END_TEST

START_TEST(condition_setting_a_slot_it_does_not_read_is)
{
	/* while (p[bound] ...) with `t = n` beside it: nothing read changes */
	struct ir_stmt *pre = list2(access(SPACE_GLOBAL, OP_LOAD, 0), assign(1));

	ck_assert_int_eq(ir_pass_invariant(pre, NULL, NULL, 2), 1);
}
END_TEST

/* slot = e, a declaration's initializer */
static struct ir_stmt *declare(int slot, struct ir_expr *e)
{
	struct ir_stmt *s = ir_stmt_new(&A, ST_ASSIGN);

	s->slot = slot;
	s->expr = e;
	s->declares = 1;
	return s;
}

static struct ir_expr *num(int64_t v)
{
	struct ir_expr *e = ir_leaf(&A, IR_CONST, CT_I32, 0);

	e->value = v;
	return e;
}

START_TEST(a_local_set_once_to_a_constant_is_that_constant)
{
	/* int threads = 64; int stride = threads / 8; s[stride] */
	struct ir_kernel k = { 0 };
	struct ir_stmt *use = access(SPACE_SHARED, OP_LOAD, 1);

	k.nlocals = 2;
	k.body = list2(declare(0, num(64)),
		       list2(declare(1, ir_binary(&A, IR_DIV, CT_I32, ir_leaf(&A, IR_LOCAL, CT_I32, 0),
						   num(8))), use));
	ir_pass_const_locals(&k);
	ck_assert_int_eq(use->expr->op, IR_CONST);
	ck_assert_int_eq(use->expr->value, 8);
}
END_TEST

START_TEST(a_local_set_twice_or_from_a_parameter_is_not)
{
	/* int a = 4; ...; a = 5; s[a] and int b = n; s[b] */
	struct ir_kernel k = { 0 };
	struct ir_stmt *ua = access(SPACE_SHARED, OP_LOAD, 0), *ub = access(SPACE_SHARED, OP_LOAD, 1);
	struct ir_stmt *again = declare(0, num(5));

	again->declares = 0;
	k.nlocals = 2;
	k.body = list2(declare(0, num(4)), list2(again, list2(ua, list2(declare(1,
		       ir_leaf(&A, IR_PARAM, CT_I32, 0)), ub))));
	ir_pass_const_locals(&k);
	ck_assert_int_eq(ua->expr->op, IR_LOCAL);
	ck_assert_int_eq(ub->expr->op, IR_LOCAL);
}
END_TEST

Suite *ir_pass_suite(void)
{
	Suite *s = suite_create("ir_pass");
	TCase *tc = tcase_create("passes");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, one_access_weighs_one);
	tcase_add_test(tc, assignments_weigh_nothing);
	tcase_add_test(tc, nested_branch_weighs_three_plus_its_arms);
	tcase_add_test(tc, loop_weighs_a_hundred_plus_its_body);
	tcase_add_test(tc, load_of_unchanged_slot_is_invariant);
	tcase_add_test(tc, load_of_slot_changed_in_body_is_not);
	tcase_add_test(tc, load_of_slot_changed_in_step_is_not);
	tcase_add_test(tc, global_store_in_loop_is_not);
	tcase_add_test(tc, condition_that_changes_what_it_reads_is_not);
	tcase_add_test(tc, condition_setting_a_slot_it_does_not_read_is);
	tcase_add_test(tc, a_local_set_once_to_a_constant_is_that_constant);
	tcase_add_test(tc, a_local_set_twice_or_from_a_parameter_is_not);
	suite_add_tcase(s, tc);
	return s;
}
