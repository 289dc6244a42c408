/*
 * assume.c - reading `// warpcheck: assume NAME = EXPR` comments.
 *
 * EXPR is parsed by recursive descent with C's precedence and usual
 * arithmetic conversions, straight into the access IR, so that an assumed
 * value is simulated like any other index.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "assume.h"

#define MARK "warpcheck: assume"
#define MAX_DEPTH 100             /* nesting of EXPR, against a deep stack */
#define MAX_NODES 1000            /* operators in EXPR, for the same reason */

/* ---- finding the comments ------------------------------------------- */

static const char *trim(struct arena *A, const char *b, const char *e)
{
	while (b < e && isspace((unsigned char)*b))
		b++;
	while (e > b && isspace((unsigned char)e[-1]))
		e--;
	return arena_strndup(A, b, (size_t)(e - b));
}

const char *assume_squeeze(struct arena *A, const char *text, size_t len)
{
	char *out = arena_alloc(A, len + 1);
	size_t i, n = 0;

	for (i = 0; i < len && text[i]; i++)
		if (!isspace((unsigned char)text[i]))
			out[n++] = text[i];
	out[n] = '\0';
	return out;
}

/* The '=' that separates NAME from EXPR: not part of ==, <=, >=, != */
static const char *assign_sign(const char *b, const char *e)
{
	const char *p;

	for (p = b; p < e; p++)
		if (*p == '=' && !(p + 1 < e && p[1] == '=') &&
		    !(p > b && strchr("=<>!", p[-1])))
			return p;
	return NULL;
}

/*
 * Does the line [b, e) hold code outside its comments?  A comment alone on
 * its line covers the next line; one beside code covers its own.
 */
static int has_code(const char *b, const char *e)
{
	while (b < e) {
		if (b + 1 < e && b[0] == '/' && b[1] == '/')
			return 0;
		if (b + 1 < e && b[0] == '/' && b[1] == '*') {
			for (b += 2; b + 1 < e && !(b[0] == '*' && b[1] == '/'); b++)
				;
			b += 2;
			continue;
		}
		if (!isspace((unsigned char)*b))
			return 1;
		b++;
	}
	return 0;
}

/* The line after `line` (starting at p) that holds code. */
static unsigned next_code_line(const char *p, const char *end, unsigned line)
{
	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p)), *q = p;
		if (!eol)
			eol = end;
		line++;
		while (q < eol && isspace((unsigned char)*q))
			q++;
		if (q < eol && !(eol - q >= 2 && q[0] == '/' && q[1] == '/'))
			return line;
		p = eol + 1;
	}
	return line + 1;
}

static void add(struct arena *A, struct assume **out, int *n, int *cap, const struct assume *a)
{
	*out = arena_grow(A, *out, sizeof(**out), *n, cap);
	(*out)[(*n)++] = *a;
}

/* The mark in a comment of the line [b, e), followed by a space or the end; or NULL. */
static const char *find_mark(const char *b, const char *e)
{
	size_t m = strlen(MARK);
	const char *q;

	for (; b + 1 < e; b++)
		if (b[0] == '/' && (b[1] == '/' || b[1] == '*'))
			break;
	for (q = b; q + m <= e; q++)
		if (!strncmp(q, MARK, m))
			return q + m == e || isspace((unsigned char)q[m]) ? q : NULL;
	return NULL;
}

/* One `NAME = EXPR`, [b, e) of the line, into a (its name, expr or error). */
static void read_assumption(struct arena *A, struct assume *a, const char *b, const char *e)
{
	const char *eq = assign_sign(b, e);

	if (!eq) {
		a->error = "expected 'NAME = EXPR'";
		return;
	}
	a->name = assume_squeeze(A, b, (size_t)(eq - b));
	a->expr = trim(A, eq + 1, e);
	if (!*a->name)
		a->error = "nothing before '=': expected 'NAME = EXPR'";
	else if (!*a->expr)
		a->error = "nothing after '=': expected 'NAME = EXPR'";
	else
		a->text = arena_printf(A, "%s = %s", a->name, a->expr);
}

/*
 * The assumptions of the comment whose mark is at `mark`: the text after it
 * to the end of the line or of the comment, several separated by ';'.
 */
static void read_comment(struct arena *A, struct assume **out, int *n, int *cap,
			 const struct assume *at, const char *line_start, const char *mark,
			 const char *eol)
{
	const char *body = mark + strlen(MARK), *stop = eol, *q;
	struct assume a;

	for (q = body; q + 1 < eol; q++)
		if (q[0] == '*' && q[1] == '/') {
			stop = q;
			break;
		}
	if (!*trim(A, body, stop)) {
		a = *at;
		a.col = (unsigned)(mark - line_start) + 1;
		a.text = "";
		a.error = "expected 'NAME = EXPR' after 'assume'";
		add(A, out, n, cap, &a);
		return;
	}
	while (body < stop) {
		const char *semi = memchr(body, ';', (size_t)(stop - body)), *nb = body;
		if (!semi)
			semi = stop;
		a = *at;
		while (nb < semi && isspace((unsigned char)*nb))
			nb++;
		a.col = (unsigned)(nb - line_start) + 1;
		a.text = trim(A, body, semi);
		if (*a.text) {
			read_assumption(A, &a, body, semi);
			add(A, out, n, cap, &a);
		}
		body = semi + (semi < stop);
	}
}

int assume_scan(struct arena *A, const char *src, size_t len, struct assume **out)
{
	const char *end = src + len, *p = src;
	unsigned line = 1;
	int n = 0, cap = 0;

	*out = NULL;
	for (; p < end; p++, line++) {
		const char *eol = memchr(p, '\n', (size_t)(end - p)), *mark;
		struct assume at;
		if (!eol)
			eol = end;
		if ((mark = find_mark(p, eol)) != NULL) {
			memset(&at, 0, sizeof(at));
			at.line = line;
			at.applies_to = has_code(p, eol) ? line
				: next_code_line(eol + (eol < end), end, line);
			read_comment(A, out, &n, &cap, &at, p, mark, eol);
		}
		p = eol;
	}
	return n;
}

/* ---- parsing EXPR --------------------------------------------------- */

struct parser {
	struct arena *A;
	const char *s, *p;
	assume_lookup_fn lookup;
	void *ctx;
	char *err;
	size_t errlen;
	int failed, depth;
	int nodes;                /* operators so far: a chain is as deep as it is long */
};

static void fail(struct parser *P, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void fail(struct parser *P, const char *fmt, ...)
{
	va_list ap;

	if (P->failed)
		return;
	P->failed = 1;
	va_start(ap, fmt);
	vsnprintf(P->err, P->errlen, fmt, ap);
	va_end(ap);
}

static void skip(struct parser *P)
{
	while (isspace((unsigned char)*P->p))
		P->p++;
}

/* Takes the operator `op` if it comes next (and is not the start of a longer one). */
static int take(struct parser *P, const char *op)
{
	size_t n = strlen(op);

	skip(P);
	if (strncmp(P->p, op, n))
		return 0;
	/* '<' must not take the first character of '<<' or '<=', and so on */
	if (n == 1 && P->p[1] && strchr("<>&|=", op[0]) &&
	    (P->p[1] == op[0] || (P->p[1] == '=' && strchr("<>", op[0]))))
		return 0;
	if (n == 1 && strchr("!", op[0]) && P->p[1] == '=')
		return 0;
	P->p += n;
	return 1;
}

static const char *here(struct parser *P)
{
	skip(P);
	return *P->p ? P->p : "(the end)";
}

static struct ir_expr *binary(struct parser *P, enum ir_op op, struct ir_expr *x,
			      struct ir_expr *y)
{
	enum ctype t;

	if (!x || !y)
		return NULL;
	if (++P->nodes > MAX_NODES) {
		fail(P, "expression is too long (more than %d operators)", MAX_NODES);
		return NULL;
	}
	switch (op) {
	case IR_SHL: case IR_SHR:
		t = x->type;
		return ir_binary(P->A, op, t, x, ir_cast(P->A, t, y));
	case IR_LAND: case IR_LOR:
		return ir_binary(P->A, op, CT_I32, x, y);
	case IR_LT: case IR_GT: case IR_LE: case IR_GE: case IR_EQ: case IR_NE:
		t = ctype_common(x->type, y->type);
		return ir_binary(P->A, op, CT_I32, ir_cast(P->A, t, x), ir_cast(P->A, t, y));
	default:
		t = ctype_common(x->type, y->type);
		return ir_binary(P->A, op, t, ir_cast(P->A, t, x), ir_cast(P->A, t, y));
	}
}

static struct ir_expr *conditional(struct parser *P);

static struct ir_expr *number(struct parser *P)
{
	const char *start = P->p;
	char *end;
	unsigned long long v;
	int is_unsigned = 0, is_long = 0;
	enum ctype t;

	errno = 0;
	v = strtoull(P->p, &end, 0);
	if (end == P->p) {
		fail(P, "expected a number at '%s'", start);
		return NULL;
	}
	P->p = end;
	while (*P->p == 'u' || *P->p == 'U' || *P->p == 'l' || *P->p == 'L') {
		if (*P->p == 'u' || *P->p == 'U')
			is_unsigned++;
		else
			is_long++;
		P->p++;
	}
	if (isalnum((unsigned char)*P->p) || *P->p == '_' || *P->p == '.' ||
	    is_unsigned > 1 || is_long > 2) {
		fail(P, "'%.*s' is not an integer", (int)(strcspn(start, " \t)")), start);
		return NULL;
	}
	if (errno == ERANGE || (v > 0x7fffffffffffffffULL && !is_unsigned && start[0] != '0')) {
		fail(P, "'%.*s' is too large", (int)(P->p - start), start);
		return NULL;
	}
	/* C's rule for the type of a literal, on the four types: a decimal
	 * one is signed unless it says u; a hexadecimal or octal one takes
	 * the first of int, unsigned, long, unsigned long that holds it */
	if (is_unsigned)
		t = !is_long && v <= 0xffffffffULL ? CT_U32 : CT_U64;
	else if (start[0] != '0')
		t = !is_long && v <= 0x7fffffffULL ? CT_I32 : CT_I64;
	else if (!is_long && v <= 0x7fffffffULL)
		t = CT_I32;
	else if (!is_long && v <= 0xffffffffULL)
		t = CT_U32;
	else
		t = v <= 0x7fffffffffffffffULL ? CT_I64 : CT_U64;
	return ir_const(P->A, t, (int64_t)v);
}

static const struct {
	const char *name;
	enum ir_special first;
} builtin_vars[] = {
	{ "threadIdx", SP_TID_X }, { "blockIdx", SP_CTAID_X },
	{ "blockDim", SP_NTID_X }, { "gridDim", SP_NCTAID_X },
};

static struct ir_expr *name(struct parser *P)
{
	const char *start = P->p, *why = NULL;
	char *id;
	size_t n = 0, i;
	struct ir_expr *v;

	while (isalnum((unsigned char)P->p[n]) || P->p[n] == '_')
		n++;
	id = arena_strndup(P->A, P->p, n);
	P->p += n;
	for (i = 0; i < sizeof(builtin_vars) / sizeof(builtin_vars[0]); i++)
		if (!strcmp(id, builtin_vars[i].name)) {
			int d;
			skip(P);
			if (*P->p != '.' || !strchr("xyz", P->p[1]) || !P->p[1] ||
			    isalnum((unsigned char)P->p[2]) || P->p[2] == '_') {
				fail(P, "expected '%s.x', '.y' or '.z'", id);
				return NULL;
			}
			d = P->p[1] - 'x';
			P->p += 2;
			return ir_special(P->A, (enum ir_special)(builtin_vars[i].first + d));
		}
	if (!strcmp(id, "warpSize"))
		return ir_cast(P->A, CT_I32, ir_special(P->A, SP_WARPSIZE));
	skip(P);
	if (*P->p == '(' || *P->p == '[' || *P->p == '.' || (*P->p == '-' && P->p[1] == '>')) {
		fail(P, "'%s' is followed by '%c': only names, numbers and the index variables can be used",
		     id, *P->p);
		return NULL;
	}
	v = P->lookup ? P->lookup(P->ctx, id, &why) : NULL;
	if (!v) {
		fail(P, "'%.*s' %s", (int)n, start,
		     why ? why : "is not a variable or parameter known here");
		return NULL;
	}
	return v;
}

static struct ir_expr *unary(struct parser *P)
{
	struct ir_expr *x;

	if (++P->depth > MAX_DEPTH) {
		fail(P, "expression nests too deeply");
		return NULL;
	}
	skip(P);
	if (take(P, "-")) {
		x = unary(P);
		x = x ? ir_unary(P->A, IR_NEG, x->type, x) : NULL;
	} else if (take(P, "+")) {
		x = unary(P);
	} else if (take(P, "~")) {
		x = unary(P);
		x = x ? ir_unary(P->A, IR_NOT, x->type, x) : NULL;
	} else if (take(P, "!")) {
		x = unary(P);
		x = x ? ir_unary(P->A, IR_LNOT, CT_I32, x) : NULL;
	} else if (take(P, "(")) {
		x = conditional(P);
		if (x && !take(P, ")"))
			fail(P, "expected ')' at '%s'", here(P));
	} else if (isdigit((unsigned char)*P->p)) {
		x = number(P);
	} else if (isalpha((unsigned char)*P->p) || *P->p == '_') {
		x = name(P);
	} else {
		fail(P, "expected a number, a name or '(' at '%s'", here(P));
		x = NULL;
	}
	P->depth--;
	return P->failed ? NULL : x;
}

/* binary levels, loosest last; each level's operators and IR ops */
static const struct level {
	const char *ops[4];
	enum ir_op irs[4];
} levels[] = {
	{ { "*", "/", "%" }, { IR_MUL, IR_DIV, IR_REM } },
	{ { "+", "-" }, { IR_ADD, IR_SUB } },
	{ { "<<", ">>" }, { IR_SHL, IR_SHR } },
	{ { "<=", ">=", "<", ">" }, { IR_LE, IR_GE, IR_LT, IR_GT } },
	{ { "==", "!=" }, { IR_EQ, IR_NE } },
	{ { "&" }, { IR_AND } },
	{ { "^" }, { IR_XOR } },
	{ { "|" }, { IR_OR } },
	{ { "&&" }, { IR_LAND } },
	{ { "||" }, { IR_LOR } },
};

static struct ir_expr *level(struct parser *P, int l)
{
	struct ir_expr *x = l ? level(P, l - 1) : unary(P);

	while (x && !P->failed) {
		int i, found = -1;
		for (i = 0; i < 4 && levels[l].ops[i]; i++)
			if (take(P, levels[l].ops[i])) {
				found = i;
				break;
			}
		if (found < 0)
			break;
		x = binary(P, levels[l].irs[found], x, l ? level(P, l - 1) : unary(P));
	}
	return P->failed ? NULL : x;
}

static struct ir_expr *conditional(struct parser *P)
{
	struct ir_expr *c, *x, *y;
	enum ctype t;

	if (++P->depth > MAX_DEPTH) {
		fail(P, "expression nests too deeply");
		return NULL;
	}
	c = level(P, (int)(sizeof(levels) / sizeof(levels[0])) - 1);
	if (c && take(P, "?")) {
		x = conditional(P);
		if (x && !take(P, ":"))
			fail(P, "expected ':' at '%s'", here(P));
		y = P->failed ? NULL : conditional(P);
		if (!x || !y) {
			P->depth--;
			return NULL;
		}
		t = ctype_common(x->type, y->type);
		c = ir_cond(P->A, t, c, ir_cast(P->A, t, x), ir_cast(P->A, t, y));
	}
	P->depth--;
	return P->failed ? NULL : c;
}

struct ir_expr *assume_parse_expr(struct arena *A, const char *expr, assume_lookup_fn lookup,
				  void *ctx, char *err, size_t errlen)
{
	struct parser P;
	struct ir_expr *v;

	memset(&P, 0, sizeof(P));
	P.A = A;
	P.s = P.p = expr;
	P.lookup = lookup;
	P.ctx = ctx;
	P.err = err;
	P.errlen = errlen;
	if (errlen)
		err[0] = '\0';
	v = conditional(&P);
	if (v && !P.failed) {
		skip(&P);
		if (*P.p)
			fail(&P, "unexpected '%s' after the expression", P.p);
	}
	return P.failed ? NULL : v;
}
