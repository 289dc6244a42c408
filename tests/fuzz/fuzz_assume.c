/*
 * fuzz_assume.c - libFuzzer target: any text as a source file's
 * `warpcheck: assume` comments, and as an assumption's EXPR.  Each must be
 * read or refused with a message; what parses must fold without fault.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../analyzer/frontend/assume.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct arena *A;

/* names starting with 'n' are an int parameter, the rest unknown */
static struct ir_expr *lookup(void *ctx, const char *name, const char **why)
{
	(void)ctx;
	if (name[0] == 'n')
		return ir_leaf(A, IR_PARAM, CT_I32, 0);
	*why = "is not known here";
	return NULL;
}

static void parse(const char *text)
{
	char err[128];
	struct ir_expr *e = assume_parse_expr(A, text, lookup, NULL, err, sizeof(err));
	int64_t v;

	if (!e && !err[0])
		abort();    /* a refusal must say why */
	if (e)
		ir_fold(e, &v);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct arena arena;
	struct assume *as;
	char *text = malloc(size + 1);
	int i, n;

	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	arena_init(&arena, 0);
	A = &arena;
	parse(text);
	n = assume_scan(A, text, strlen(text), &as);
	for (i = 0; i < n; i++) {
		if (!as[i].error && (!as[i].name || !as[i].expr || !as[i].name[0]))
			abort();
		if (as[i].line == 0 || as[i].applies_to < as[i].line)
			abort();
		if (!as[i].error)
			parse(as[i].expr);
	}
	arena_release(&arena);
	free(text);
	return 0;
}
