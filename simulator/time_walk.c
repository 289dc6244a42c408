/*
 * time_walk.c - the time model's walk of a kernel's IR: what nvcc makes
 * of its loops (the instructions it issues, the passes it unrolls), which
 * loads are issued together, and what each load's address leaves to L1
 * (reuse along its loop and across warps).  time_inputs.c reads the walk.
 */
#include "timing.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "emit.h"
#include "plan.h"
#include "launch.h"
#include "local.h"
#include "timing_internal.h"

/*
 * ---- what nvcc makes of the loops ------------------------------------------
 *
 * The IR has no instructions, so they are estimated: each statement's
 * operators, executed as often as the loop around it ran (its branch's
 * condition tests, counted by the replay warp by warp).  An address folds
 * each scaled index into the IMAD or LEA that adds it (address_cost;
 * kernels/copy_pipeline.cu's reads, h200-2026-12-03-copy-pipeline: six
 * instructions for `(t + 32 * r) % 1024`, where half the operators said
 * four).  What nvcc folds as constant counts nothing.  Signed %
 * and / by a power of two take four instructions (SHF, LEA.HI, LOP3, IADD
 * in nvcc 13's SASS of kernels/smem_stride.cu), unsigned one; by another
 * constant a multiply and shifts; by a variable, a routine of some twenty.
 *
 * nvcc unrolls a loop that steps by a constant until its body holds some
 * 32 instructions, at most 16 passes and at least 4 (kernels/micro_core.cu
 * in the SASS of the 2026-11-30 run: one FFMA a pass unrolled 16 times,
 * eight FFMA 4 times, micro_stream's float4 load and four adds 4 times;
 * run m1-occ: micro_overlap.cu's micro_ov_smem_dram, 25 instructions a
 * pass, 4 times, and smem_stride.cu's smem_ld_stride_loop 4 times, its
 * 304,051,968 instructions then counted exactly); a loop whose trip count
 * is a small constant it unrolls wholly.  It leaves alone a
 * loop that steps by blockDim.x or another value of the launch, and each
 * pass of such a loop waits for its load (smem_ld_stride's fill loop: one
 * LDG a pass, validate/results/h200-2026-11-29).  An unrolled loop's test
 * is shared by its passes, its accesses' addresses are a base and
 * immediate offsets, and the loads of the passes it unrolls are in flight
 * together.
 */
/* The instructions of e's own operator, its operands' aside. */
static double own_ops(const struct ir_expr *e)
{
	int64_t v;

	switch (e->op) {
	case IR_CAST:
		return 0;
	case IR_DIV: case IR_REM:
		if (ir_fold(e->b, &v) == 0) {
			int pow2 = v > 0 && !(v & (v - 1));
			if (ctype_is_signed(e->type))
				return pow2 ? hw_nvcc.div_signed_pow2 : hw_nvcc.div_signed;
			return pow2 ? hw_nvcc.div_unsigned_pow2 : hw_nvcc.div_unsigned;
		}
		return hw_nvcc.div_runtime;
	default:
		return 1;
	}
}

static double ops_of(const struct ir_expr *e, int *constant)
{
	int ca = 1, cb = 1, cc = 1;
	double a, b, c;

	*constant = !e;
	if (!e)
		return 0;
	switch (e->op) {
	case IR_CONST:
		*constant = 1;
		return 0;
	case IR_SPECIAL: case IR_PARAM: case IR_LOCAL: case IR_UNKNOWN:
		return 0;
	default:
		break;
	}
	a = ops_of(e->a, &ca);
	b = ops_of(e->b, &cb);
	c = ops_of(e->c, &cc);
	/* nvcc folds what is constant */
	if (ca && cb && cc) {
		*constant = 1;
		return 0;
	}
	return own_ops(e) + a + b + c;
}

static double expr_ops(const struct ir_expr *e)
{
	int constant;

	return ops_of(e, &constant);
}

/* Is e a product by a constant (a scaled index)? */
static int scaled(const struct ir_expr *e)
{
	int64_t v;

	while (e && e->op == IR_CAST)
		e = e->a;
	if (!e)
		return 0;
	if (e->op == IR_SHL)
		return ir_fold(e->b, &v) == 0 && ir_fold(e->a, &v) < 0;
	return e->op == IR_MUL && ((ir_fold(e->b, &v) == 0) != (ir_fold(e->a, &v) == 0));
}

/* The sums in e with a scaled operand: one IMAD or LEA does both. */
static double scale_folds(const struct ir_expr *e)
{
	int64_t v;

	if (!e || ir_fold(e, &v) == 0)
		return 0;
	return ((e->op == IR_ADD || e->op == IR_SUB) && (scaled(e->a) || scaled(e->b))) +
	       scale_folds(e->a) + scale_folds(e->b) + scale_folds(e->c);
}

/*
 * An access's address instructions: its operators, less one for each
 * product by a constant that the sum using it folds into an IMAD or LEA
 * (`base + i * 4` is one instruction; a signed `% 1024` stays four).
 */
static double address_cost(const struct ir_expr *e)
{
	double n = expr_ops(e) - scale_folds(e);

	return n > 0 ? n : 0;
}

static int runtime_expr(const struct ir_expr *e)
{
	if (!e)
		return 0;
	if (e->op == IR_PARAM || e->op == IR_UNKNOWN)
		return 1;
	if (e->op == IR_SPECIAL)
		return e->index >= SP_NTID_X && e->index <= SP_NCTAID_Z;
	return runtime_expr(e->a) || runtime_expr(e->b) || runtime_expr(e->c);
}

static int reads_slot(const struct ir_expr *e, int slot)
{
	if (!e)
		return 0;
	if (e->op == IR_LOCAL)
		return e->index == slot;
	return reads_slot(e->a, slot) || reads_slot(e->b, slot) || reads_slot(e->c, slot);
}

/*
 * A step that moves a counter by an amount known only at run time (a
 * grid-stride loop's `i += blockDim.x * gridDim.x`).  Only a slot's update
 * from itself is the counter's: a step that also reads a struct's members
 * again for the condition (`r < x.size(0)` through an accessor taken by
 * value: `%x.size0 = $x.size0`) moves nothing by them
 * (kernels/tensor_views.cu tv_cols, unrolled by 4 as a loop of constant
 * step: 4 LDG a pass in nvcc 13.0's SASS, h200-2026-12-05).
 */
static int runtime_step(const struct ir_stmt *step)
{
	for (; step; step = step->next)
		if (step->kind == ST_ASSIGN && reads_slot(step->expr, step->slot) &&
		    runtime_expr(step->expr))
			return 1;
	return 0;
}

/* The loop's counter: the slot its step updates from itself, or -1. */
static int loop_counter(const struct ir_stmt *step, enum ctype *type)
{
	for (; step; step = step->next)
		if (step->kind == ST_ASSIGN && reads_slot(step->expr, step->slot)) {
			*type = step->expr->type;
			return step->slot;
		}
	return -1;
}

/* Whether e computes with `slot` in unsigned 32-bit arithmetic, which
 * wraps (`r * w + threadIdx.x`). */
static int wraps_with(const struct ir_expr *e, int slot)
{
	if (!e)
		return 0;
	if (e->type == CT_U32 && e->op != IR_LOCAL && reads_slot(e, slot))
		return 1;
	return wraps_with(e->a, slot) || wraps_with(e->b, slot) || wraps_with(e->c, slot);
}

static int body_wraps_with(const struct ir_stmt *s, int slot)
{
	for (; s; s = s->next) {
		if ((s->kind == ST_ACCESS || s->kind == ST_ASSIGN) && wraps_with(s->expr, slot))
			return 1;
		if ((s->kind == ST_IF || s->kind == ST_LOOP) &&
		    (body_wraps_with(s->body, slot) || body_wraps_with(s->other, slot)))
			return 1;
	}
	return 0;
}

/*
 * Whether ptxas unrolls again the loop nvcc unrolled: its counter a signed
 * int, and no address or value of its body computed from it in unsigned
 * 32-bit arithmetic (nvcc then keeps a 32-bit index where it would step a
 * 64-bit pointer).
 */
static int ptxas_unrolls(const struct ir_stmt *loop)
{
	enum ctype type = CT_I64;
	int slot = loop_counter(loop->other, &type);

	return slot >= 0 && type == CT_I32 && !body_wraps_with(loop->body, slot);
}

/* One pass's instructions, statically; *nested: it holds a loop. */
static double body_size(const struct ir_stmt *s, int *nested)
{
	double n = 0;

	for (; s; s = s->next) {
		switch (s->kind) {
		case ST_ASSIGN: n += s->registers_only ? 0 : expr_ops(s->expr); break;
		case ST_ACCESS: n += 1 + address_cost(s->expr); break;
		case ST_WORK: n += s->work + s->barriers; break;
		case ST_IF:
			n += 1 + expr_ops(s->expr) + body_size(s->body, nested) +
			     body_size(s->other, nested);
			break;
		case ST_LOOP:
			*nested = 1;
			n += hw_nvcc.unroll_inner_weight * body_size(s->body, nested);
			break;
		default:
			break;
		}
	}
	return n;
}

/*
 * ---- reuse L1 keeps: how an address moves -----------------------------------
 *
 * Whether a load finds its line in L1 depends on what ran before it,
 * which the counts do not keep; the address's IR says enough for the two
 * common cases.  Along a loop, a lane's address moving by fewer bytes a
 * pass than a sector reads the same sector again on the next passes
 * (a row read element by element: 8 floats a sector); an address that does
 * not move is read once.  Across the warps of a block, an address that
 * does not depend on which warp it is (threadIdx.y, .z, or .x beyond 32)
 * is the same for all of them, and only the first reaches L2.
 */
struct deriv_ctx {
	const struct kernel_stats *st;
	const struct ir_expr **slot_expr;  /* a local's one assignment in the loop */
	int depth;
	/* the locals the loop assigns at all: one assigned more than once
	 * (a pointer set at a pass's start, then stepped in a loop inside)
	 * moves in ways not followed here, not by nothing */
	const unsigned char *assigned;
	/* per local, its step a pass where it is an induction variable (the
	 * loop's counter, or `v = v + C` assigned once a pass), or NULL */
	const unsigned char *induction;
	const int64_t *moves;
};

/* Value of e with launch values only (no lanes, no locals); 0 or -1. */
static int launch_value(const struct deriv_ctx *c, const struct ir_expr *e, int64_t *out)
{
	const struct launch *l = &c->st->launch;
	int64_t x, y;

	switch (e->op) {
	case IR_CONST:
		*out = e->value;
		return 0;
	case IR_PARAM:
		return launch_param_value(l, &c->st->kernel->params[e->index], out);
	case IR_SPECIAL:
		if (e->index >= SP_NTID_X && e->index <= SP_NTID_Z) {
			*out = l->block[e->index - SP_NTID_X];
			return 0;
		}
		if (e->index >= SP_NCTAID_X && e->index <= SP_NCTAID_Z) {
			*out = l->grid[e->index - SP_NCTAID_X];
			return 0;
		}
		return -1;
	case IR_CAST:
		return launch_value(c, e->a, out);
	case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL:
		if (launch_value(c, e->a, &x) < 0 || launch_value(c, e->b, &y) < 0)
			return -1;
		return ir_eval_op(e->op, e->type, x, y, out);
	default:
		return -1;
	}
}

/*
 * d e / d var, where var is a local slot (var_slot >= 0) or a built-in
 * (var_sp); 0 with *out set when e is affine in it, -1 when not.
 */
static int deriv(struct deriv_ctx *c, const struct ir_expr *e, int var_slot, int var_sp,
		 int64_t *out)
{
	int64_t da, db, k;
	int rc = 0;

	if (!e || ++c->depth > 200) {
		c->depth--;
		return -1;
	}
	switch (e->op) {
	case IR_CONST: case IR_PARAM: case IR_UNKNOWN:
		*out = 0;
		break;
	case IR_SPECIAL:
		*out = var_slot < 0 && e->index == var_sp;
		break;
	case IR_LOCAL:
		if (var_slot >= 0 && e->index == var_slot)
			*out = 1;
		else if (c->induction && c->induction[e->index])
			*out = c->moves[e->index];
		else if (c->slot_expr && c->slot_expr[e->index])
			rc = deriv(c, c->slot_expr[e->index], var_slot, var_sp, out);
		else if (c->assigned && c->assigned[e->index])
			rc = -1;
		else
			*out = 0;
		break;
	case IR_CAST: case IR_NEG:
		rc = deriv(c, e->a, var_slot, var_sp, out);
		if (!rc && e->op == IR_NEG)
			*out = -*out;
		break;
	case IR_ADD: case IR_SUB:
		if (deriv(c, e->a, var_slot, var_sp, &da) < 0 ||
		    deriv(c, e->b, var_slot, var_sp, &db) < 0)
			rc = -1;
		else
			*out = e->op == IR_ADD ? da + db : da - db;
		break;
	case IR_MUL:
		if (deriv(c, e->a, var_slot, var_sp, &da) < 0 ||
		    deriv(c, e->b, var_slot, var_sp, &db) < 0)
			rc = -1;
		else if (!da && !db)
			*out = 0;
		else if (!db && launch_value(c, e->b, &k) == 0)
			rc = __builtin_mul_overflow(da, k, out) ? -1 : 0;
		else if (!da && launch_value(c, e->a, &k) == 0)
			rc = __builtin_mul_overflow(db, k, out) ? -1 : 0;
		else
			rc = -1;
		break;
	case IR_SHL:
		if (deriv(c, e->a, var_slot, var_sp, &da) < 0 ||
		    deriv(c, e->b, var_slot, var_sp, &db) < 0 || db ||
		    launch_value(c, e->b, &k) < 0 || k < 0 || k > 40)
			rc = -1;
		else
			rc = __builtin_mul_overflow(da, (int64_t)1 << k, out) ? -1 : 0;
		break;
	default:
		/* anything else is affine only where its operands do not move */
		if (deriv(c, e->a, var_slot, var_sp, &da) < 0 ||
		    (e->b && deriv(c, e->b, var_slot, var_sp, &db) < 0) ||
		    (e->c && deriv(c, e->c, var_slot, var_sp, &k) < 0) ||
		    da || (e->b && db) || (e->c && k))
			rc = -1;
		else
			*out = 0;
		break;
	}
	c->depth--;
	return rc;
}

/* The loop's variable and its step: a step `v = v + C`; 0 or -1. */
static int loop_variable(const struct ir_stmt *loop, int *slot, int64_t *step)
{
	const struct ir_stmt *s;

	for (s = loop->other; s; s = s->next) {
		const struct ir_expr *e = s->expr;

		if (s->kind != ST_ASSIGN || !e)
			continue;
		while (e->op == IR_CAST)
			e = e->a;
		if ((e->op == IR_ADD || e->op == IR_SUB) && e->a && e->b) {
			const struct ir_expr *x = e->a, *y = e->b;
			while (x->op == IR_CAST)
				x = x->a;
			if (x->op == IR_LOCAL && x->index == s->slot && ir_fold(y, step) == 0) {
				if (e->op == IR_SUB)
					*step = -*step;
				*slot = s->slot;
				return 0;
			}
		}
	}
	return -1;
}

/*
 * How much value e moves a pass of `loop`: 0 with *by set when it moves
 * by the same amount every pass, -1 when not (or the loop does not step
 * its variable by a constant).  Locals the loop assigns once stand for
 * their values.
 */
static int value_moves(const struct kernel_stats *st, const struct ir_expr *e,
		       const struct ir_stmt *loop, double *by)
{
	const struct ir_kernel *k = st->kernel;
	struct deriv_ctx c = { st, NULL, 0, NULL, NULL, NULL };
	const struct ir_stmt *t;
	unsigned char *seen, *induction;
	int64_t *moves;
	int slot, rc;
	int64_t step, d;

	if (loop_variable(loop, &slot, &step) < 0)
		return -1;
	c.slot_expr = xcalloc((size_t)k->nlocals + 1, sizeof(*c.slot_expr));
	seen = xcalloc((size_t)k->nlocals + 1, 1);
	induction = xcalloc((size_t)k->nlocals + 1, 1);
	moves = xcalloc((size_t)k->nlocals + 1, sizeof(*moves));
	ir_single_assignments(loop->body, c.slot_expr, seen);
	c.slot_expr[slot] = NULL;
	c.assigned = seen;
	c.induction = induction;
	c.moves = moves;
	induction[slot] = 1;
	moves[slot] = step;
	/* a local stepped by a constant once a pass (a pointer advanced a
	 * row each pass: assigned once, at the body's own level, not under
	 * a branch) moves by that step */
	for (t = loop->body; t; t = t->next) {
		const struct ir_expr *x = t->expr, *v;
		int64_t by_pass;

		if (t->kind != ST_ASSIGN || t->slot < 0 || c.slot_expr[t->slot] != x)
			continue;
		while (x && x->op == IR_CAST)
			x = x->a;
		if (!x || (x->op != IR_ADD && x->op != IR_SUB))
			continue;
		for (v = x->a; v->op == IR_CAST; v = v->a)
			;
		if (v->op != IR_LOCAL || v->index != t->slot || launch_value(&c, x->b, &by_pass) < 0)
			continue;
		induction[t->slot] = 1;
		moves[t->slot] = x->op == IR_ADD ? by_pass : -by_pass;
		c.slot_expr[t->slot] = NULL;
	}
	rc = deriv(&c, e, -1, -1, &d);
	if (rc == 0)
		*by = (double)d;
	free(c.slot_expr);
	free(seen);
	free(induction);
	free(moves);
	return rc;
}

/*
 * Loads issued together: a run of statements with no loop, barrier or
 * global store between them (ptxas hoists a load above no store, as the
 * two may alias).  A new group starts at each of those.
 */
static void group_close(struct walk *w)
{
	if (w->loads_in_group) {
		w->ngroups++;
		w->loads_in_group = 0;
	}
}

/*
 * Software pipelining: loads issued for a later step (a tile read into
 * registers, or copied asynchronously, while the warp computes from the
 * tile already in shared memory) are first needed at the next store,
 * barrier or end of a loop that is not unrolled whole; where the
 * instructions between include shared loads (the compute of a tiled
 * kernel), the warp's own issue of all of them, its arithmetic too,
 * covers the loads' round trip (kernels/gemm_steps.cu:
 * sgemm_double_buffer, with the warptile kernel's instructions, ran
 * 1.16-1.18 times faster, h200-2026-12-01-gemmsteps).  A stretch with no
 * shared load covers nothing: its work likely needs the loads' values.
 * Whether a shared load's index needs them (s[x & 255]) is not looked
 * at: such a stretch is taken to cover too.
 */
void time_cover_close(struct walk *w)
{
	int g;

	if (w->cover_from >= 0 && w->cover_shared && w->cover_runs > 0)
		for (g = w->cover_from; g <= w->ngroups; g++)
			w->cover[g] = (w->instructions + w->work - w->cover_start) / w->cover_runs;
	w->cover_from = -1;
	w->cover_shared = 0;
}

/*
 * What one pass of a loop holds, nested loops aside: 1 a shared load, 2 a
 * barrier too (bits).
 */
static int pass_holds(const struct ir_stmt *s)
{
	int got = 0;

	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access->space == SPACE_SHARED &&
		    s->access->op == OP_LOAD)
			got |= 1;
		if (s->kind == ST_WORK && s->barriers)
			got |= 2;

		if (s->kind == ST_IF)
			got |= pass_holds(s->body) | pass_holds(s->other);
	}
	return got;
}

/* The kernel parameter a global access goes through: restrict-qualified? */
static int restrict_pointer(const struct ir_kernel *k, const struct ir_access *a)
{
	const char *t;

	if (a->object_index < 0 || a->object_index >= k->nparams)
		return 0;
	t = k->params[a->object_index].c_type;
	return t && strstr(t, "restrict") != NULL;
}

/*
 * Whether statements s (a loop's body, nested loops and branches too)
 * store to global memory through a pointer that load a may alias: ptxas
 * moves no load above such a store, so the next pass's loads wait for
 * this pass's stores, and those for this pass's loads (held-out
 * scan_cols: a running sum down a column, `out[i] = s` after `s +=
 * in[i]`, ran a DRAM round trip a row, 1.6 ms, where passes in flight
 * said 0.2).  A restrict-qualified pointer on either side aliases none.
 */
static int stores_alias(const struct ir_kernel *k, const struct ir_stmt *s,
			const struct ir_access *load)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access->space == SPACE_GLOBAL &&
		    s->access->op != OP_LOAD && !restrict_pointer(k, s->access) &&
		    !restrict_pointer(k, load))
			return 1;
		if ((s->kind == ST_IF || s->kind == ST_LOOP) &&
		    (stores_alias(k, s->body, load) || stores_alias(k, s->other, load)))
			return 1;
	}
	return 0;
}

/*
 * Whether statements s (a loop's body, nested too) hold an atomic, in
 * either space: the next pass's loads are not issued before it, so each
 * pass waits its own round trip (a histogram's grid-stride loop,
 * `atomicAdd(&bins[bin(in[i])], 1)`: classic_ops.cu's histogram256 ran
 * 180-290 ns a pass, an L2 round trip each, where passes in flight said
 * a fifth of that; image_ops' and finance_ops' hist_shared and
 * signal_ops' hist_db, the same loop, ran 0.51-0.69 of their measured
 * times, __restrict__ or not).
 */
static int holds_atomic(const struct ir_stmt *s)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access->op == OP_ATOMIC)
			return 1;
		if ((s->kind == ST_IF || s->kind == ST_LOOP) &&
		    (holds_atomic(s->body) || holds_atomic(s->other)))
			return 1;
	}
	return 0;
}

/* Reuse along one loop around access statement s: sector and line. */
/* The global bytes access statement s reads or writes: an asynchronous
 * copy's source, where its counts follow its shared side (call.c). */
static const struct ir_expr *global_address(const struct ir_stmt *s)
{
	return s->access->copy_src ? s->access->copy_src : s->expr;
}

static void reuse_along(struct walk *w, const struct ir_stmt *s, const struct loop_frame *loop,
			double *sector, double *line)
{
	double delta;

	*sector = *line = 1;
	if (value_moves(w->st, global_address(s), loop->s, &delta) < 0)
		return;
	delta = fabs(delta);
	if (delta == 0) {
		*sector = *line = loop->per_entry > 1 ? loop->per_entry : 1;
	} else {
		if (delta < w->hw->sector_bytes)
			*sector = w->hw->sector_bytes / delta;
		if (delta < w->hw->line_bytes)
			*line = w->hw->line_bytes / delta;
	}
}

/*
 * Reuse for access statement s: along whichever loop around it comes back
 * soonest (an unrolled inner loop may move the address far, the loop
 * around it by a few bytes).
 */
static void loop_reuse(struct walk *w, const struct ir_stmt *s)
{
	const struct loop_frame *f;
	double sector, line;

	w->reuse[s->access->id] = w->line_reuse[s->access->id] = 1;
	for (f = w->loop; f; f = f->outer) {
		reuse_along(w, s, f, &sector, &line);
		if (sector > w->reuse[s->access->id])
			w->reuse[s->access->id] = sector;
		if (line > w->line_reuse[s->access->id])
			w->line_reuse[s->access->id] = line;
	}
}

/*
 * The passes of loop s (prev: the statement before it) nvcc runs as one,
 * given its passes per entry; *whole: unrolled completely, so that no
 * test or step is left.  Counted loops are unrolled as emit.c says (the
 * rules its merges rest on); a loop emit.c cannot count is unrolled by
 * the size of its body when its step is a constant.
 */
static double unroll_factor(const struct ir_stmt *prev, const struct ir_stmt *s,
			    double per_entry, int *whole, double *flight)
{
	int nested = 0;
	int64_t trips;
	double u, size = body_size(s->body, &nested) + body_size(s->other, &nested);

	*whole = 0;
	*flight = 1;
	if (s->unroll == 1)
		return 1;
	switch (emit_loop_unroll(prev, s, &trips)) {
	case UNROLL_FULL:
		*whole = 1;
		return *flight = per_entry > 1 ? per_entry : 1;
	case UNROLL_PRAGMA:
		if (s->unroll > 1 && s->unroll < trips)
			return *flight = (double)s->unroll;
		*whole = 1;
		return *flight = per_entry > 1 ? per_entry : 1;
	case UNROLL_LONG:
		return 1;
	default:
		break;
	}
	/* a trip count known only at run time: by the pragma's N, or by size */
	if (s->unroll > 1)
		u = (double)s->unroll;
	else if (runtime_step(s->other))
		return 1;
	else if (per_entry <= hw_nvcc.unroll_whole_trips && s->expr && !runtime_expr(s->expr))
		return *flight = per_entry > 1 ? per_entry : 1;
	else if (nested)
		return 1;
	else
		for (u = hw_nvcc.unroll_most;
		     u > hw_nvcc.unroll_least && u * size > hw_nvcc.unroll_body_budget; u /= 2)
			;
	/* ptxas unrolls the loop nvcc left again, if its counter is a
	 * signed int (HARDWARE.md, "Unrolling") */
	*flight = u * (ptxas_unrolls(s) ? hw_nvcc.ptxas_unroll_int : 1);
	return u;
}

/*
 * The address instructions of access statement s a pass: half its
 * operators (the scaling folds into IMAD or LEA).  In a loop unrolled by
 * `unroll` where the address moves by the same amount every pass, the
 * passes run as one read a base and immediate offsets: a loop unrolled
 * whole computes the base once an entry; one unrolled in part steps its
 * pointers with the loop's own counter, counted with the loop
 * (kernels/gemm.cu gemm_naive's k loop: 4.58 instructions a pass
 * measured, 3 of them the two LDG and the FFMA, h200-2026-11-30).  None
 * for an access nvcc merged into another.
 */
static double address_ops(struct walk *w, const struct ir_stmt *s, double runs, double unroll)
{
	double ops = address_cost(s->expr), moves;
	const struct loop_frame *f = w->loop;

	if (emit_absorbed(s->access))
		return 0;
	if (!f || unroll <= 1 || value_moves(w->st, s->expr, f->s, &moves) < 0)
		return runs * ops;
	if (!f->whole)
		return 0;
	/* loops unrolled whole around it, each moving it by a constant, are
	 * one block of immediate offsets from a base computed once an entry
	 * into the outermost of them (gemm_steps' warp subtiles: a loop of
	 * 2 subtiles around one of 4 words, in a dot loop of 16 that is
	 * not unrolled whole) */
	while (f->outer && f->outer->whole && value_moves(w->st, s->expr, f->outer->s, &moves) == 0)
		f = f->outer;
	return ops * f->entries;
}

/* The slots loop frame f's body and step assign, found once. */
static const unsigned char *frame_assigned(const struct walk *w, struct loop_frame *f)
{
	if (!f->assigned) {
		int n = w->st->kernel->nlocals;

		f->assigned = xcalloc((size_t)n + 1, 1);
		ir_assigned(f->s->body, f->assigned, n);
		ir_assigned(f->s->other, f->assigned, n);
	}
	return f->assigned;
}

/* Is slot the counter of a loop unrolled whole, from w's innermost to f? */
static int whole_counter(const struct walk *w, const struct loop_frame *f, int slot)
{
	const struct loop_frame *g;
	int64_t step;
	int v;

	for (g = w->loop; g; g = g->outer) {
		if (g->whole && loop_variable(g->s, &v, &step) == 0 && v == slot)
			return 1;
		if (g == f)
			break;
	}
	return 0;
}

/*
 * The operators of e that a pass of a loop assigning `set` computes:
 * those over a value the loop changes.  What it does not change nvcc
 * computes before the loop (*varies stays 0 for all of e).
 */
static double variant_ops(struct walk *w, struct loop_frame *f, const struct ir_expr *e,
			  int *varies)
{
	int va = 0, vb = 0, vc = 0;
	double a, b, c;

	if (!e)
		return 0;
	switch (e->op) {
	case IR_LOCAL:
		if (frame_assigned(w, f)[e->index] && !whole_counter(w, f, e->index))
			*varies = 1;
		return 0;
	case IR_CONST: case IR_SPECIAL: case IR_PARAM: case IR_UNKNOWN:
		return 0;
	default:
		break;
	}
	a = variant_ops(w, f, e->a, &va);
	b = variant_ops(w, f, e->b, &vb);
	c = variant_ops(w, f, e->c, &vc);
	if (!va && !vb && !vc)
		return 0;
	*varies = 1;
	return own_ops(e) + a + b + c;
}

/*
 * The instructions assignment e issues, run `runs` times.  nvcc hoists
 * what does not change in the loops around it out of them (a GEMM's lane
 * offsets, computed once before its k loop): a pass computes only the
 * operators over what its loop changes, the rest once an entry into the
 * loop.  In a loop unrolled whole, its counter is a constant in each
 * pass: a value computed from the counter and what the loop does not
 * change, or moving by the same amount every pass, is a base computed
 * once an entry plus a constant each pass, folded into the instructions
 * that use it (a public HGEMM's ldmatrix addresses, `j_s = (i % 2) ?
 * 3 - j : j` and `&smem[off + j * 16 + lane % 8][...]` with `off` the
 * stage its k loop steps: its mma kernels issued 1.46 million warp
 * instructions, where counting these every pass said 10.1 million;
 * h200-2026-12-02-hgemm).
 */
/*
 * Is e the same constant in every pass of loop f unrolled whole, given
 * its entry: it reads only what f does not assign and the counters of
 * the loops unrolled whole around it, f's included.
 */
static int pass_constant(struct walk *w, struct loop_frame *f, const struct ir_expr *e)
{
	if (!e)
		return 1;
	if (e->op == IR_LOCAL)
		return !frame_assigned(w, f)[e->index] || whole_counter(w, f, e->index);
	return pass_constant(w, f, e->a) && pass_constant(w, f, e->b) && pass_constant(w, f, e->c);
}

static double assign_ops(struct walk *w, const struct ir_expr *e, double runs)
{
	struct loop_frame *f;
	double ops = expr_ops(e), by;

	for (f = w->loop; f; f = f->outer) {
		int varies = 0;
		double v;

		if (f->whole) {
			if (!pass_constant(w, f, e) && value_moves(w->st, e, f->s, &by) < 0)
				break;
			runs = f->entries;
			continue;
		}
		v = variant_ops(w, f, e, &varies);
		if (!varies) {
			runs = f->entries;
			continue;
		}
		return runs * v + f->entries * (ops - v);
	}
	return runs * ops;
}

/*
 * A wait for the asynchronous copies walked since the last: each waits
 * with `depth` groups in flight, so that its round trip overlaps the
 * depth - 1 groups issued after it.
 */
static void async_wait(struct walk *w, unsigned depth)
{
	int j;

	if (w->loop && !w->loop->first_wait)
		w->loop->first_wait = depth;
	for (j = 0; j < w->st->kernel->naccesses; j++)
		if (w->async_open[j]) {
			w->async_depth[j] = depth;
			w->async_open[j] = 0;
		}
}

/* `runs`: warp-level executions of s's list; `unroll`: of its loop. */
void time_walk_stmts(struct walk *w, const struct ir_stmt *s, double runs, double unroll)
{
	const struct ir_stmt *prev = NULL;

	for (; s; prev = s, s = s->next) {
		switch (s->kind) {
		case ST_ASSIGN:
			if (!s->registers_only)
				w->instructions += assign_ops(w, s->expr, runs);
			break;
		case ST_ACCESS:
			/* the instructions the access became, merges counted
			 * (the replay's requests), and its address's */
			w->instructions += (double)w->st->access[s->access->id].requests +
					   address_ops(w, s, runs, unroll);
			w->unroll[s->access->id] = unroll;
			w->flight[s->access->id] = w->loop ? w->loop->flight : 1;
			w->looped[s->access->id] = w->loop != NULL;
			if (w->loop && s->access->space == SPACE_GLOBAL && s->access->op == OP_LOAD)
				w->store_bound[s->access->id] =
					(char)(stores_alias(w->st->kernel, w->loop->s->body, s->access) ||
					       holds_atomic(w->loop->s->body));
			if (s->access->copy_src)
				w->async_open[s->access->id] = 1;
			if (s->access->space == SPACE_GLOBAL && s->access->op == OP_LOAD) {
				w->group[s->access->id] = w->ngroups;
				w->loads_in_group++;
				if (w->cover_from < 0) {
					w->cover_from = w->ngroups;
					w->cover_start = w->instructions + w->work;
					w->cover_runs = runs;
				}
			} else if (s->access->space == SPACE_GLOBAL) {
				group_close(w);
			}
			if (s->access->space == SPACE_SHARED && s->access->op == OP_LOAD)
				w->cover_shared = 1;
			else if (s->access->op != OP_LOAD)
				time_cover_close(w);
			if (!w->loop && s->access->space == SPACE_SHARED && s->access->op == OP_LOAD)
				w->smem_rounds += (double)w->st->access[s->access->id].requests;
			if (s->access->space == SPACE_GLOBAL && s->expr) {
				loop_reuse(w, s);
				w->own_reuse[s->access->id] = w->reuse[s->access->id];
				if (launch_warps_per_block(&w->st->launch) > 1 &&
				    plan_alike_in_every_warp(w->st->kernel, global_address(s),
							     &w->st->launch)) {
					double n = (double)launch_warps_per_block(&w->st->launch);
					w->reuse[s->access->id] *= n;
					w->line_reuse[s->access->id] *= n;
				}
			}
			break;
		case ST_IF:
			/* a guard with no branch of the source's is the IR's own
			 * (a merged access's), not an instruction */
			if (s->branch)
				w->instructions += runs * (1 + expr_ops(s->expr));
			time_walk_stmts(w, s->body, runs, unroll);
			time_walk_stmts(w, s->other, runs, unroll);
			break;
		case ST_LOOP: {
			double passes = s->branch ? (double)w->st->branch[s->branch->id].executions
						  : runs;
			struct loop_frame f = { s, 0, runs > 0 ? passes / runs : 0, 1, w->loop, runs, 0, NULL, 0 };
			double u = unroll_factor(prev, s, f.per_entry, &f.whole, &f.flight);
			int nested = 0;

			/* a loop unrolled whole keeps no test and no step */
			if (!f.whole)
				w->instructions += passes * (1 + expr_ops(s->expr) +
							     body_size(s->other, &nested)) / u;
			/* a pass's shared loads are in flight together, and the
			 * passes it unrolls: one wait for them all; unless a
			 * barrier between the passes waits for each */
			switch (pass_holds(s->body)) {
			case 1:
				w->smem_rounds += passes / u;
				break;
			case 3:
				w->smem_rounds += passes;
				break;
			default:
				break;
			}
			w->loop = &f;
			group_close(w);
			time_walk_stmts(w, s->body, passes, u);
			group_close(w);
			if (!f.whole)
				time_cover_close(w);
			/* its passes' mma wait for the pass before's, on the same
			 * accumulators: one wait a pass (passes counts the
			 * tests, one an entry more than the bodies) */
			if (f.mma && passes > runs)
				w->mma_rounds += passes - runs;
			/* copies issued after the loop's wait (`wait; compute;
			 * copy the next stage`) are waited for by that wait, at
			 * the next pass's top */
			if (f.first_wait)
				async_wait(w, f.first_wait);
			w->loop = f.outer;
			free(f.assigned);
			break;
		}
		case ST_WORK:   /* counted exactly by the replay */
			w->work += runs * s->work;
			if (s->async_wait)
				async_wait(w, s->async_wait);
			if (s->mma) {
				/* the loop whose passes the mma chain along: the
				 * innermost not unrolled whole; none, each waits */
				struct loop_frame *f = w->loop;
				while (f && f->whole)
					f = f->outer;
				if (f)
					f->mma = 1;
				else
					w->mma_rounds += runs;
			}
			if (s->barriers) {
				group_close(w);
				time_cover_close(w);
			}
			break;
		default:
			break;
		}
	}
}
