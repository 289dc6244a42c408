/*
 * ir.c - building and folding the access IR, and spelling an expression
 * as C would for messages; ir_dump.c prints it whole for dump-ir.
 */
#include "ir.h"

#include "bug.h"
#include "hw.h"

static struct ir_expr *expr_new(struct arena *a, enum ir_op op, enum ctype t)
{
	struct ir_expr *e = arena_alloc(a, sizeof(*e));

	e->op = op;
	e->type = t;
	return e;
}

struct ir_expr *ir_const(struct arena *a, enum ctype t, int64_t v)
{
	struct ir_expr *e = expr_new(a, IR_CONST, t);

	e->value = ctype_wrap(t, v);
	return e;
}

struct ir_expr *ir_special(struct arena *a, enum ir_special s)
{
	/* the built-in variables are unsigned int in CUDA */
	struct ir_expr *e = expr_new(a, IR_SPECIAL,
				     s == SP_WARPSIZE ? CT_I32 : CT_U32);

	e->index = (int)s;
	return e;
}

struct ir_expr *ir_leaf(struct arena *a, enum ir_op op, enum ctype t, int index)
{
	struct ir_expr *e = expr_new(a, op, t);

	e->index = index;
	return e;
}

struct ir_expr *ir_unknown(struct arena *a, enum ctype t, const char *reason)
{
	struct ir_expr *e = expr_new(a, IR_UNKNOWN, t);

	e->reason = reason;
	return e;
}

struct ir_expr *ir_unknown_at(struct arena *a, enum ctype t, const char *reason, struct ir_expr *at)
{
	struct ir_expr *e = ir_unknown(a, t, reason);

	e->a = at;
	return e;
}

struct ir_expr *ir_unary(struct arena *a, enum ir_op op, enum ctype t,
			 struct ir_expr *x)
{
	struct ir_expr *e = expr_new(a, op, t);

	e->a = x;
	return e;
}

struct ir_expr *ir_binary(struct arena *a, enum ir_op op, enum ctype t,
			  struct ir_expr *x, struct ir_expr *y)
{
	struct ir_expr *e = expr_new(a, op, t);

	e->a = x;
	e->b = y;
	return e;
}

struct ir_expr *ir_cond(struct arena *a, enum ctype t, struct ir_expr *c,
			struct ir_expr *x, struct ir_expr *y)
{
	struct ir_expr *e = expr_new(a, IR_COND, t);

	e->a = c;
	e->b = x;
	e->c = y;
	return e;
}

struct ir_expr *ir_cast(struct arena *a, enum ctype t, struct ir_expr *x)
{
	if (x->type == t)
		return x;
	if (x->op == IR_CONST)
		return ir_const(a, t, x->value);
	return ir_unary(a, IR_CAST, t, x);
}

struct ir_stmt *ir_stmt_new(struct arena *a, enum ir_stmt_kind kind)
{
	struct ir_stmt *s = arena_alloc(a, sizeof(*s));

	s->kind = kind;
	return s;
}

int ir_kernel_unsized(const struct ir_kernel *k)
{
	int i;

	for (i = 0; i < k->nlaunches; i++)
		if (k->launches[i].ok && !k->launches[i].grid_unknown)
			return 0;
	return 1;
}

int ir_branch_likely_predicated(const struct ir_branch *b)
{
	return b && b->kind != BRANCH_LOOP && b->work <= (int)hw_nvcc.predicate_work;
}

int ir_reads_slot(const struct ir_expr *e, int slot)
{
	if (!e)
		return 0;
	if (e->op == IR_LOCAL)
		return e->index == slot;
	return ir_reads_slot(e->a, slot) || ir_reads_slot(e->b, slot) || ir_reads_slot(e->c, slot);
}

const struct ir_stmt *ir_find_access(const struct ir_stmt *s, const struct ir_access *acc)
{
	const struct ir_stmt *f;

	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access == acc)
			return s;
		if ((f = ir_find_access(s->body, acc)) || (f = ir_find_access(s->other, acc)))
			return f;
	}
	return NULL;
}

const struct ir_stmt *ir_find_loop(const struct ir_stmt *s, const struct ir_branch *b)
{
	const struct ir_stmt *f;

	for (; s; s = s->next) {
		if (s->kind == ST_LOOP && s->branch == b)
			return s;
		if ((f = ir_find_loop(s->body, b)) || (f = ir_find_loop(s->other, b)))
			return f;
	}
	return NULL;
}

void ir_assigned(const struct ir_stmt *s, unsigned char *set, int nslots)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && s->slot >= 0 && s->slot < nslots)
			set[s->slot] = 1;
		ir_assigned(s->body, set, nslots);
		ir_assigned(s->other, set, nslots);
	}
}

void ir_read_slots(const struct ir_expr *e, unsigned char *set, int nslots)
{
	for (; e; e = e->b) {
		if (e->op == IR_LOCAL && e->index >= 0 && e->index < nslots)
			set[e->index] = 1;
		ir_read_slots(e->a, set, nslots);
		ir_read_slots(e->c, set, nslots);
	}
}

void ir_touched_slots(const struct ir_stmt *s, unsigned char *set, int nslots)
{
	const struct ir_stmt *t;

	if (s->kind == ST_ASSIGN && s->slot >= 0 && s->slot < nslots)
		set[s->slot] = 1;
	ir_read_slots(s->expr, set, nslots);
	if (s->kind == ST_ACCESS) {
		ir_read_slots(s->access->copy_src, set, nslots);
		ir_read_slots(s->access->copy_dst, set, nslots);
	}
	for (t = s->body; t; t = t->next)
		ir_touched_slots(t, set, nslots);
	for (t = s->other; t; t = t->next)
		ir_touched_slots(t, set, nslots);
}

void ir_single_assignments(const struct ir_stmt *s, const struct ir_expr **def,
			   unsigned char *seen)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN) {
			def[s->slot] = seen[s->slot] ? NULL : s->expr;
			seen[s->slot] = 1;
		}
		ir_single_assignments(s->body, def, seen);
		ir_single_assignments(s->other, def, seen);
	}
}

const char *ir_special_name(enum ir_special s)
{
	static const char *names[SP_COUNT] = {
		"threadIdx.x", "threadIdx.y", "threadIdx.z",
		"blockIdx.x", "blockIdx.y", "blockIdx.z",
		"blockDim.x", "blockDim.y", "blockDim.z",
		"gridDim.x", "gridDim.y", "gridDim.z",
		"laneid", "warpSize", "__activemask()",
	};
	if ((unsigned)s >= SP_COUNT)
		BUG("bad special %d", (int)s);
	return names[s];
}

const char *branch_kind_name(enum branch_kind k)
{
	static const char *names[BRANCH_KIND_COUNT] = {
		[BRANCH_IF] = "if", [BRANCH_LOOP] = "loop", [BRANCH_COND] = "?:",
		[BRANCH_AND] = "&&", [BRANCH_OR] = "||",
	};
	if ((unsigned)k >= BRANCH_KIND_COUNT)
		BUG("bad branch kind %d", (int)k);
	return names[k];
}

const char *mem_space_name(enum mem_space s)
{
	return s == SPACE_SHARED ? "shared" : s == SPACE_LOCAL ? "local" : "global";
}

const char *mem_op_name(enum mem_op op)
{
	switch (op) {
	case OP_LOAD: return "load";
	case OP_STORE: return "store";
	case OP_ATOMIC: return "atomic";
	}
	BUG("bad op %d", (int)op);
}

/*
 * The bit built-ins on the low `bits` bits of x, as the CUDA Math API
 * defines them: __ffs, the position of the lowest set bit counting from
 * 1, or 0 for none; __popc, the bits set; __clz, the zero bits above the
 * highest set one (all of them for 0); __brev, the bits in reverse order.
 */
static int64_t bit_op(enum ir_op op, unsigned bits, uint64_t x)
{
	uint64_t r = 0;
	unsigned i;

	if (bits < 64)
		x &= ((uint64_t)1 << bits) - 1;
	switch (op) {
	case IR_FFS: return x ? __builtin_ctzll(x) + 1 : 0;
	case IR_POPC: return __builtin_popcountll(x);
	case IR_CLZ: return x ? __builtin_clzll(x) - (64 - (int)bits) : (int64_t)bits;
	case IR_BREV:
		for (i = 0; i < bits; i++)
			r |= (x >> i & 1) << (bits - 1 - i);
		return (int64_t)r;
	default:
		BUG("operator %d is not a bit built-in", (int)op);
	}
}

int ir_eval_op(enum ir_op op, enum ctype t, int64_t x, int64_t y, int64_t *out)
{
	switch (op) {
	case IR_ADD: *out = cint_add(t, x, y); return 0;
	case IR_SUB: *out = cint_sub(t, x, y); return 0;
	case IR_MUL: *out = cint_mul(t, x, y); return 0;
	case IR_DIV: return cint_div(t, x, y, out);
	case IR_REM: return cint_rem(t, x, y, out);
	case IR_SHL: return cint_shl(t, x, y, out);
	case IR_SHR: return cint_shr(t, x, y, out);
	case IR_AND: *out = ctype_wrap(t, x & y); return 0;
	case IR_OR: *out = ctype_wrap(t, x | y); return 0;
	case IR_XOR: *out = ctype_wrap(t, x ^ y); return 0;
	/* the comparisons and logical operators give an int, 0 or 1 */
	case IR_LT: *out = cint_less(t, x, y); return 0;
	case IR_GT: *out = cint_less(t, y, x); return 0;
	case IR_LE: *out = !cint_less(t, y, x); return 0;
	case IR_GE: *out = !cint_less(t, x, y); return 0;
	case IR_EQ: *out = x == y; return 0;
	case IR_NE: *out = x != y; return 0;
	case IR_LAND: *out = x != 0 && y != 0; return 0;
	case IR_LOR: *out = x != 0 || y != 0; return 0;
	case IR_MIN: *out = ctype_wrap(t, cint_less(t, y, x) ? y : x); return 0;
	case IR_MAX: *out = ctype_wrap(t, cint_less(t, x, y) ? y : x); return 0;
	case IR_NEG: *out = cint_neg(t, x); return 0;
	case IR_NOT: *out = cint_not(t, x); return 0;
	case IR_LNOT: *out = x == 0; return 0;
	case IR_CAST: *out = ctype_wrap(t, x); return 0;
	case IR_FFS: case IR_POPC: case IR_CLZ: case IR_BREV:
		*out = ctype_wrap(t, bit_op(op, ctype_bits(t), (uint64_t)x));
		return 0;
	default:
		BUG("operator %d is not arithmetic", (int)op);
	}
}

int ir_fold(const struct ir_expr *e, int64_t *out)
{
	int64_t x, y, z;

	switch (e->op) {
	case IR_CONST:
		*out = e->value;
		return 0;
	case IR_SPECIAL: case IR_PARAM: case IR_LOCAL: case IR_UNKNOWN:
		return -1;
	case IR_COND:
		if (ir_fold(e->a, &x) < 0 || ir_fold(e->b, &y) < 0 ||
		    ir_fold(e->c, &z) < 0)
			return -1;
		*out = x ? y : z;
		return 0;
	case IR_WARP_OR: case IR_SHFL:
		/* every lane has the same value */
		if (ir_fold(e->a, &x) < 0)
			return -1;
		*out = ctype_wrap(e->type, x);
		return 0;
	case IR_NEG: case IR_NOT: case IR_LNOT: case IR_CAST:
	case IR_FFS: case IR_POPC: case IR_CLZ: case IR_BREV:
		if (ir_fold(e->a, &x) < 0)
			return -1;
		if (ir_op_bits(e->op)) {
			if (ir_eval_op(e->op, e->a->type, x, 0, out) < 0)
				return -1;
			*out = ctype_wrap(e->type, *out);
			return 0;
		}
		return ir_eval_op(e->op, e->op == IR_LNOT ? e->a->type : e->type,
				       x, 0, out);
	default:
		if (ir_fold(e->a, &x) < 0 || ir_fold(e->b, &y) < 0)
			return -1;
		if ((e->op >= IR_LT && e->op <= IR_NE))
			return ir_eval_op(e->op, e->a->type, x, y, out);
		return ir_eval_op(e->op, e->type, x, y, out);
	}
}

/* A bit built-in as CUDA names it, by its operand's width. */
const char *ir_bit_op_name(const struct ir_expr *e)
{
	int wide = ctype_bits(e->a->type) == 64;

	switch (e->op) {
	case IR_FFS: return wide ? "__ffsll" : "__ffs";
	case IR_POPC: return wide ? "__popcll" : "__popc";
	case IR_CLZ: return wide ? "__clzll" : "__clz";
	case IR_BREV: return wide ? "__brevll" : "__brev";
	default: BUG("operator %d is not a bit built-in", (int)e->op);
	}
}

const char *ir_op_spelling(enum ir_op op)
{
	switch (op) {
	case IR_NEG: return "-";
	case IR_NOT: return "~";
	case IR_LNOT: return "!";
	case IR_ADD: return "+";
	case IR_SUB: return "-";
	case IR_MUL: return "*";
	case IR_DIV: return "/";
	case IR_REM: return "%";
	case IR_SHL: return "<<";
	case IR_SHR: return ">>";
	case IR_AND: return "&";
	case IR_OR: return "|";
	case IR_XOR: return "^";
	case IR_LT: return "<";
	case IR_GT: return ">";
	case IR_LE: return "<=";
	case IR_GE: return ">=";
	case IR_EQ: return "==";
	case IR_NE: return "!=";
	case IR_LAND: return "&&";
	case IR_LOR: return "||";
	case IR_MIN: return "min";
	case IR_MAX: return "max";
	case IR_WARP_OR: return "warp_or";
	case IR_SHFL: return "__shfl";
	default: return "?";
	}
}

const char *ir_expr_text(struct arena *a, const struct ir_kernel *k, const struct ir_expr *e)
{
	switch (e->op) {
	case IR_CONST:
		return arena_printf(a, "%lld", (long long)e->value);
	case IR_SPECIAL:
		return ir_special_name(e->index);
	case IR_PARAM:
		return k->params[e->index].name;
	case IR_LOCAL:
		return k->local_names[e->index];
	case IR_UNKNOWN:
		return "?";
	case IR_CAST:
		return ir_expr_text(a, k, e->a);
	case IR_NEG: case IR_NOT: case IR_LNOT:
		return arena_printf(a, "%s%s", ir_op_spelling(e->op), ir_expr_text(a, k, e->a));
	case IR_MIN: case IR_MAX: case IR_SHFL:
		return arena_printf(a, "%s(%s, %s)", ir_op_spelling(e->op), ir_expr_text(a, k, e->a),
				    ir_expr_text(a, k, e->b));
	case IR_FFS: case IR_POPC: case IR_CLZ: case IR_BREV:
		return arena_printf(a, "%s(%s)", ir_bit_op_name(e), ir_expr_text(a, k, e->a));
	case IR_WARP_OR:
		return arena_printf(a, "%s(%s)", ir_op_spelling(e->op), ir_expr_text(a, k, e->a));
	case IR_COND:
		return arena_printf(a, "(%s ? %s : %s)", ir_expr_text(a, k, e->a),
				    ir_expr_text(a, k, e->b), ir_expr_text(a, k, e->c));
	default: {
		/* parenthesize operands that are themselves operators */
		const char *x = ir_expr_text(a, k, e->a), *y = ir_expr_text(a, k, e->b);
		const struct ir_expr *ea = e->a, *eb = e->b;
		int px, py;
		while (ea->op == IR_CAST)
			ea = ea->a;
		while (eb->op == IR_CAST)
			eb = eb->a;
		/* a call's own parentheses are enough */
		px = ea->op >= IR_ADD && ea->op < IR_FFS && ea->op != e->op;
		py = eb->op >= IR_ADD && eb->op < IR_FFS;
		return arena_printf(a, "%s%s%s %s %s%s%s", px ? "(" : "", x, px ? ")" : "",
				    ir_op_spelling(e->op), py ? "(" : "", y, py ? ")" : "");
	}
	}
}
