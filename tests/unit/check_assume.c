/*
 * check_assume.c - reading `// warpcheck: assume NAME = EXPR` comments:
 * which line each covers, and EXPR parsed with C's precedence, types and
 * integer rules.  Every expected value is C's, worked out by hand.
 */
#include <stdlib.h>
#include <string.h>

#include "../../analyzer/frontend/assume.h"
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

/* names: "n" is parameter 0 (int), "w" parameter 1 (unsigned) */
static struct ir_expr *lookup(void *ctx, const char *name, const char **why)
{
	(void)ctx;
	if (!strcmp(name, "n"))
		return ir_leaf(&A, IR_PARAM, CT_I32, 0);
	if (!strcmp(name, "w"))
		return ir_leaf(&A, IR_PARAM, CT_U32, 1);
	if (!strcmp(name, "p")) {
		*why = "is not an integer variable";
		return NULL;
	}
	return NULL;
}

static struct ir_expr *parse(const char *text, char *err)
{
	return assume_parse_expr(&A, text, lookup, NULL, err, 256);
}

static int64_t fold(const char *text)
{
	char err[256];
	struct ir_expr *e = parse(text, err);
	int64_t v;

	ck_assert_msg(e != NULL, "'%s': %s", text, err);
	ck_assert_msg(ir_fold(e, &v) == 0, "'%s' does not fold", text);
	return v;
}

START_TEST(precedence_and_integer_rules_are_c)
{
	ck_assert_int_eq(fold("1 + 2 * 3"), 7);
	ck_assert_int_eq(fold("(1 + 2) * 3"), 9);
	ck_assert_int_eq(fold("7 / 2"), 3);
	ck_assert_int_eq(fold("-7 / 2"), -3);        /* truncates toward zero */
	ck_assert_int_eq(fold("-7 % 3"), -1);
	ck_assert_int_eq(fold("1 << 4 | 1"), 17);    /* << binds tighter than | */
	ck_assert_int_eq(fold("3 < 4 == 1"), 1);
	ck_assert_int_eq(fold("2 ? 5 : 6"), 5);
	ck_assert_int_eq(fold("0 ? 5 : 1 ? 7 : 8"), 7);
	ck_assert_int_eq(fold("0xff & 0x0f ^ 1"), 14);
	ck_assert_int_eq(fold("!0 + ~0"), 0);
	ck_assert_int_eq(fold("1 && 0 || 1"), 1);
	ck_assert_int_eq(fold("5 >= 5 != 0"), 1);
	/* 1u - 2 is unsigned: wraps to 2^32 - 1 */
	ck_assert_int_eq(fold("1u - 2"), 4294967295LL);
	ck_assert_int_eq(fold("1 - 2"), -1);
	ck_assert_int_eq(fold("0x100000000 >> 32"), 1);   /* a long literal */
	/* 0xffffffff is unsigned int in C, 4294967295 (decimal) is long */
	ck_assert_int_eq(fold("-1 < 0xffffffff"), 0);
	ck_assert_int_eq(fold("-1 < 4294967295"), 1);
}
END_TEST

START_TEST(names_are_index_variables_and_lookups)
{
	char err[256];
	struct ir_expr *e = parse("threadIdx.x % 8 * 32", err);

	ck_assert_ptr_nonnull(e);
	ck_assert_int_eq(e->type, CT_U32);            /* threadIdx.x is unsigned */
	e = parse("blockIdx.y", err);
	ck_assert_int_eq(e->op, IR_SPECIAL);
	ck_assert_int_eq(e->index, SP_CTAID_Y);
	e = parse("n + 1", err);
	ck_assert_int_eq(e->type, CT_I32);
	e = parse("n + w", err);
	ck_assert_int_eq(e->type, CT_U32);
	e = parse("n < w", err);
	ck_assert_int_eq(e->type, CT_I32);            /* a comparison is int */
	e = parse("warpSize", err);
	ck_assert_ptr_nonnull(e);
}
END_TEST

START_TEST(bad_expressions_say_why)
{
	char err[256], deep[512];
	int i;

	ck_assert_ptr_null(parse("1 +", err));
	ck_assert_str_eq(err, "expected a number, a name or '(' at '(the end)'");
	ck_assert_ptr_null(parse("bin * 2", err));
	ck_assert_str_eq(err, "'bin' is not a variable or parameter known here");
	ck_assert_ptr_null(parse("p + 1", err));
	ck_assert_str_eq(err, "'p' is not an integer variable");
	ck_assert_ptr_null(parse("a[1]", err));
	ck_assert_ptr_null(parse("threadIdx.w", err));
	ck_assert_str_eq(err, "expected 'threadIdx.x', '.y' or '.z'");
	ck_assert_ptr_null(parse("1 2", err));
	ck_assert_str_eq(err, "unexpected '2' after the expression");
	ck_assert_ptr_null(parse("(1 + 2", err));
	ck_assert_ptr_null(parse("1.5", err));
	ck_assert_ptr_null(parse("99999999999999999999", err));
	ck_assert_ptr_null(parse("1 ? 2", err));
	ck_assert_ptr_null(parse("1uu", err));
	ck_assert_ptr_null(parse("99999999999999999999u", err));   /* past 64 bits */
	for (i = 0; i < 300; i++)
		deep[i] = '(';
	deep[i] = '\0';
	ck_assert_ptr_null(parse(deep, err));
	ck_assert_str_eq(err, "expression nests too deeply");
	/* a long chain is as deep as it is long, once in the IR */
	{
		char *chain = malloc(2 * 2000 + 2);
		chain[0] = '1';
		for (i = 0; i < 2000; i++)
			memcpy(chain + 1 + 2 * i, "+1", 2);   /* 1+1+1...: 2000 operators */
		chain[1 + 2 * 2000] = '\0';
		ck_assert_ptr_null(parse(chain, err));
		ck_assert_str_eq(err, "expression is too long (more than 1000 operators)");
		free(chain);
	}
}
END_TEST

START_TEST(comments_cover_the_next_code_line_or_their_own)
{
	const char *src =
		"int a; // warpcheck: assume a = 1\n"        /* 1: its own line */
		"\n"
		"  // warpcheck: assume v.x = threadIdx.x; k = 2\n" /* 3 */
		"  // another comment\n"
		"\n"
		"  f(v.x, k);\n"                             /* 6 */
		"/* warpcheck: assume b == 1 */\n"           /* 7: no NAME = */
		"// warpcheck: assumed nothing\n"            /* 8: not the mark */
		"// warpcheck: assume\n"                     /* 9: empty */
		"/* warpcheck: assume q = 1 */ f(q);\n"      /* 10: code after: its own */
		"/* x */ g(); // warpcheck: assume r = 2\n"; /* 11: code between */
	struct assume *a;
	int n = assume_scan(&A, src, strlen(src), &a);

	ck_assert_int_eq(n, 7);
	ck_assert_int_eq(a[5].applies_to, 10);
	ck_assert_int_eq(a[6].applies_to, 11);
	ck_assert_int_eq(a[0].line, 1);
	ck_assert_int_eq(a[0].applies_to, 1);
	ck_assert_str_eq(a[0].name, "a");
	ck_assert_str_eq(a[0].expr, "1");
	ck_assert_int_eq(a[1].applies_to, 6);
	ck_assert_str_eq(a[1].name, "v.x");
	ck_assert_str_eq(a[1].expr, "threadIdx.x");
	ck_assert_int_eq(a[1].col, 24);
	ck_assert_int_eq(a[2].applies_to, 6);
	ck_assert_str_eq(a[2].name, "k");
	ck_assert_str_eq(a[2].text, "k = 2");
	ck_assert_ptr_nonnull(a[3].error);           /* 'b == 1' has no '=' */
	ck_assert_int_eq(a[3].line, 7);
	ck_assert_ptr_nonnull(a[4].error);
	ck_assert_int_eq(a[4].line, 9);
}
END_TEST

Suite *assume_suite(void)
{
	Suite *s = suite_create("assume");
	TCase *tc = tcase_create("assume");

	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, precedence_and_integer_rules_are_c);
	tcase_add_test(tc, names_are_index_variables_and_lookups);
	tcase_add_test(tc, bad_expressions_say_why);
	tcase_add_test(tc, comments_cover_the_next_code_line_or_their_own);
	suite_add_tcase(s, tc);
	return s;
}
