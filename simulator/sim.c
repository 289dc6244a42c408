/*
 * sim.c - exact replay of a kernel's accesses, warp by warp.
 *
 * Every warp of every block of the launch runs the kernel's statement tree
 * (specialized to the launch first, plan.c) with a mask of active lanes:
 * `if` splits the mask, loops run while any lane is still in, `return`,
 * `break` and `continue` take lanes out.  Each access statement reached
 * with an active lane is one request; event.c costs it (smem_request() or
 * gmem_request()) and adds it to the stats when the run ends.
 *
 * Speed comes from exact shortcuts, not from sampling.  Values keep the
 * uniform/affine shape (value.c), so the common index expressions cost a
 * few scalar operations per warp.  A whole row of blocks runs at once with
 * blockIdx.x as a symbol, split in halves only where a condition or a
 * cost really changes inside the row.  And costs are memoized on their
 * shift-invariant shape (event.c).
 *
 * Guards on values that are not known follow one policy: a lane whose
 * condition is unknown is counted as going on.  It runs both sides of an
 * `if` or `?:`; a `return`, `break` or `continue` whose innermost `if` has
 * such a condition leaves it in (`break`: while the loop's own condition
 * keeps it; in a loop with none, `break` and `return` let it go after the
 * round); an exit decided by a known condition is taken; a loop
 * whose condition is unknown gives it one more round (body and step) and
 * then lets it leave without testing again.  Every request such a lane
 * takes part in is counted as "uncertain", with the reason the condition
 * is unknown, and reported.
 */
#include "sim_internal.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "plan.h"

#define DEFAULT_MAX_WARPS ((uint64_t)1 << 32)
#define DEFAULT_MAX_LOOP ((uint64_t)1 << 24)
/* statements run in one simulation, all warps: 10-60 s of work; the
 * corpus's largest (a 2048^3 GEMM's main loop) runs 18 million */
#define DEFAULT_MAX_WORK ((uint64_t)1 << 28)

static struct value eval(struct warp *w, const struct ir_expr *e);

/* A condition's value with blockIdx.x resolved (or a split requested). */
static struct value eval_condition(struct warp *w, const struct ir_expr *e)
{
	struct value v = eval(w, e);

	return v.bx ? value_concrete_truth(&w->scratch, v) : v;
}

static struct value eval_logical(struct warp *w, const struct ir_expr *e)
{
	struct value l = eval_condition(w, e->a), r, out;
	uint32_t lt = value_truth(&l, ~0u);
	uint32_t decided = e->op == IR_LAND ? ~lt : lt;  /* right side unused */
	int64_t *lanes;
	int i;

	if (l.shape == VAL_UNIFORM && !l.unknown && (decided == ~0u))
		return value_uniform(CT_I32, e->op == IR_LOR);
	r = eval_condition(w, e->b);
	if (l.shape == VAL_UNIFORM && r.shape == VAL_UNIFORM && !l.unknown) {
		out = value_uniform(CT_I32, r.base != 0);
		out.unknown = r.unknown;
		out.why = r.why;
		return out;
	}
	{
		uint32_t rt = value_truth(&r, ~0u);
		uint32_t res = e->op == IR_LAND ? (lt & rt) : (lt | rt);
		lanes = value_scratch_get(&w->scratch);
		for (i = 0; i < WARP_SIZE; i++)
			lanes[i] = res >> i & 1;
		out = (struct value){ .shape = VAL_VECTOR, .type = CT_I32,
				      .lane = lanes };
		out.unknown = l.unknown | (r.unknown & ~decided);
		out.why = l.unknown ? l.why : r.why;
		value_simplify(&out);
		return out;
	}
}

static struct value eval(struct warp *w, const struct ir_expr *e)
{
	struct value x, y, c;

	switch (e->op) {
	case IR_CONST:
		return value_uniform(e->type, e->value);
	case IR_SPECIAL:
		return value_cast(&w->scratch, e->type, w->special[e->index]);
	case IR_PARAM:
		return value_cast(&w->scratch, e->type, w->params[e->index]);
	case IR_LOCAL:
		return value_cast(&w->scratch, e->type, w->locals[e->index]);
	case IR_UNKNOWN:
		x = value_uniform(e->type, 0);
		x.unknown = ~0u;
		x.why = e->reason;
		return x;
	case IR_NEG: case IR_NOT: case IR_LNOT: case IR_CAST:
		return value_unary(&w->scratch, e->op, e->type, eval(w, e->a));
	case IR_LAND: case IR_LOR:
		return eval_logical(w, e);
	case IR_COND: {
		uint32_t t;
		c = eval_condition(w, e->a);
		t = value_truth(&c, ~0u);
		if (c.shape == VAL_UNIFORM && !c.unknown)
			return eval(w, c.base ? e->b : e->c);
		x = eval(w, e->b);
		y = eval(w, e->c);
		x = value_select(&w->scratch, e->type, t, x, y);
		if (c.unknown) {
			x.unknown |= c.unknown;
			x.why = c.why;
		}
		return x;
	}
	default:
		x = eval(w, e->a);
		y = eval(w, e->b);
		return value_binary(&w->scratch, e->op, e->type, x, y);
	}
}

static void assign(struct warp *w, int slot, struct value v, uint32_t mask)
{
	struct value *dst = &w->locals[slot];
	int64_t *buf = w->local_lanes[slot];
	int64_t old[WARP_SIZE], now[WARP_SIZE];
	uint32_t unknown;
	const char *why;
	int i;

	if ((mask & w->live) == w->live) {
		*dst = v;
		if (v.shape == VAL_VECTOR) {
			memcpy(buf, v.lane, sizeof(old));
			dst->lane = buf;
		}
		return;
	}
	if (dst->bx != v.bx && (dst->unknown & w->live) != w->live) {
		w->scratch.split = 1;   /* two different symbols in one variable */
		return;
	}
	value_lanes(dst, old);
	value_lanes(&v, now);
	for (i = 0; i < WARP_SIZE; i++)
		buf[i] = (mask >> i & 1) ? now[i] : old[i];
	unknown = (dst->unknown & ~mask) | (v.unknown & mask);
	why = (v.unknown & mask) ? v.why : dst->why;
	*dst = (struct value){ .shape = VAL_VECTOR, .type = v.type, .lane = buf,
			       .unknown = unknown, .why = why, .bx = v.bx };
	value_simplify(dst);
}

static void exec(struct warp *w, const struct ir_stmt *s, uint32_t mask);

static void exec_loop(struct warp *w, const struct ir_stmt *s, uint32_t active)
{
	uint32_t saved_brk = w->brk, saved_cont = w->cont, saved_uncertain = w->uncertain;
	uint32_t saved_kept = w->kept_loop, saved_kept_brk = w->kept_brk;
	uint32_t saved_exit_uncertain = w->exit_uncertain, returned_before = w->kept_return;
	uint32_t in = active, last = 0;
	uint64_t iter = 0, cap = w->opts->max_loop_iterations;
	/* no condition of its own, or a constant one: only a `break` ends it */
	int endless = !s->expr || s->expr->op == IR_CONST;

	if (s->once) {
		/* a switch: one pass; the lanes its `continue`s stopped go on
		 * stopped, to the enclosing loop */
		uint32_t cont;
		w->brk = w->cont = 0;
		w->exit_uncertain = 0;
		exec(w, s->body, active & w->live);
		cont = w->cont;
		w->brk = saved_brk;
		w->cont = saved_cont | cont;
		w->exit_uncertain = saved_exit_uncertain;
		return;
	}
	w->brk = 0;
	w->kept_brk = 0;
	w->exit_uncertain = 0;
	for (;;) {
		/* lanes that could not tell whether to go on went round once more,
		 * counted as uncertain, and leave now */
		in &= ~last;
		if (s->expr && (s->test_first || iter > 0)) {
			struct value c;
			value_scratch_reset(&w->scratch);
			c = eval_condition(w, s->expr);
			if (w->scratch.split)
				return;
			{
				uint32_t before = in & w->live & ~w->brk;
				last = before & c.unknown;
				in = value_truth(&c, in) & ~c.unknown;
				event_record_branch(w, s->branch, before & in, before & ~in & ~last);
				in |= last;
				w->uncertain |= last;
				if (last)
					w->uncertain_why = c.why;
			}
		}
		in &= w->live & ~w->brk;
		if (!in)
			break;
		if (iter++ >= cap) {
			if (!w->stats->loop_capped) {
				w->stats->loop_capped = 1;
				w->stats->loop_cap_loc = s->loc;
			}
			break;
		}
		w->cont = 0;
		exec(w, s->body, in);
		w->cont = 0;
		if (w->scratch.split)
			return;
		in &= w->live & ~w->brk;
		if (in)
			exec(w, s->other, in);
		/* lanes an unknown `break` or `return` kept in stay while the
		 * loop's own condition keeps them; a loop with none would never
		 * let them go, so they leave after the round, as from an unknown
		 * condition */
		if (endless)
			in &= ~(w->kept_brk | (w->kept_return & ~returned_before));
	}
	w->brk = saved_brk;
	w->cont = saved_cont;
	w->uncertain = saved_uncertain;
	w->kept_loop = saved_kept;
	w->kept_brk = saved_kept_brk;
	w->exit_uncertain = saved_exit_uncertain;
}

static void exec(struct warp *w, const struct ir_stmt *s, uint32_t mask)
{
	for (; s; s = s->next) {
		uint32_t active = mask & w->live & ~w->brk & ~w->cont;
		struct value v;

		if (!active || w->scratch.split)
			return;
		if (s->kind == ST_WORK) {
			/* arithmetic only the time model reads: not a statement */
			w->fp_warp_ops += s->work;
			w->fp_lanes += (uint64_t)s->work * (uint64_t)__builtin_popcount(active);
			w->barrier_warps += s->barriers;
			continue;
		}
		if (++w->stats->executed > w->opts->max_work) {
			/* nested loops can multiply past any per-loop limit */
			if (!w->stats->work_capped) {
				w->stats->work_capped = w->opts->max_work;
				w->stats->work_cap_loc = s->loc;
			}
			w->live = 0;
			return;
		}
		value_scratch_reset(&w->scratch);
		w->statements++;
		/* a predicated instruction runs on all of the branch's lanes */
		w->statement_lanes += (uint64_t)__builtin_popcount(w->predicated ? w->predicated
										  : active);
		switch (s->kind) {
		case ST_ASSIGN:
			assign(w, s->slot, eval(w, s->expr), active);
			break;
		case ST_ACCESS:
			if (s->expr) {
				v = eval(w, s->expr);
				event_record(w, s->access, &v, active);
			} else {
				event_record(w, s->access, NULL, active);
			}
			break;
		case ST_IF: {
			uint32_t t, unk, saved = w->uncertain, saved_exit = w->exit_uncertain;
			v = eval_condition(w, s->expr);
			if (w->scratch.split)
				return;
			t = value_truth(&v, active);
			unk = v.unknown & active;
			event_record_branch(w, s->branch, t & ~unk, active & ~t & ~unk);
			w->uncertain |= unk;
			w->exit_uncertain = unk;
			if (unk)
				w->uncertain_why = v.why;
			{
				uint32_t saved_pred = w->predicated;
				if (!saved_pred && ir_branch_likely_predicated(s->branch))
					w->predicated = active;
				if (t | unk)
					exec(w, s->body, t | unk);
				if ((active & ~t) | unk)
					exec(w, s->other, (active & ~t) | unk);
				w->predicated = saved_pred;
			}
			w->uncertain = saved;
			w->exit_uncertain = saved_exit;
			break;
		}
		case ST_LOOP:
			exec_loop(w, s, active);
			break;
		/* an exit taken only through an unknown condition leaves its
		 * lanes in, counted as uncertain (the guard policy) */
		case ST_RETURN:
			w->live &= ~(active & ~w->exit_uncertain);
			w->kept_return |= active & w->exit_uncertain;
			break;
		case ST_BREAK:
			w->brk |= active & ~w->exit_uncertain;
			w->kept_loop |= active & w->exit_uncertain;
			w->kept_brk |= active & w->exit_uncertain;
			break;
		case ST_CONTINUE:
			w->cont |= active & ~w->exit_uncertain;
			w->kept_loop |= active & w->exit_uncertain;
			break;
		case ST_WORK:   /* counted above */
			break;
		}
	}
}

/* threadIdx of each lane of warp `warp` in a block of the launch's shape */
static void thread_index(struct value tid[3], int64_t (*buf)[WARP_SIZE],
			 const struct launch *l, unsigned warp)
{
	int d, lane;

	for (lane = 0; lane < WARP_SIZE; lane++) {
		uint64_t id = (uint64_t)warp * WARP_SIZE + (uint64_t)lane;
		buf[0][lane] = (int64_t)(id % l->block[0]);
		buf[1][lane] = (int64_t)(id / l->block[0] % l->block[1]);
		buf[2][lane] = (int64_t)(id / ((uint64_t)l->block[0] * l->block[1]));
	}
	for (d = 0; d < 3; d++) {
		tid[d] = (struct value){ .shape = VAL_VECTOR, .type = CT_U32,
					 .lane = buf[d] };
		value_simplify(&tid[d]);
	}
}

static void bind_params(struct warp *w, const struct launch *l)
{
	int i;

	for (i = 0; i < w->k->nparams; i++) {
		const struct ir_param *p = &w->k->params[i];
		int64_t v;

		if (p->is_pointer) {
			/* only offsets from a pointer are simulated */
			w->params[i] = value_uniform(CT_U64, 0);
		} else if (!p->is_integer) {
			w->params[i] = value_uniform(p->type, 0);
			w->params[i].unknown = ~0u;
			w->params[i].why = "index depends on a non-integer parameter";
		} else if (launch_param_lookup(l, p->name, &v) == 0) {
			w->params[i] = value_uniform(p->type, v);
		} else {
			w->params[i] = value_uniform(p->type, 0);
			w->params[i].unknown = ~0u;
			w->params[i].why = p->name;   /* report says: pass --param */
			if (!w->stats->missing_param)
				w->stats->missing_param = p->name;
		}
	}
}

static void sum_totals(struct kernel_stats *s)
{
	struct sim_totals *t = &s->totals;
	int i;

	memset(t, 0, sizeof(*t));
	for (i = 0; i < s->kernel->naccesses; i++) {
		const struct ir_access *acc = s->kernel->accesses[i];
		const struct access_stats *a = &s->access[acc->id];
		if (acc->space == SPACE_SHARED) {
			switch (acc->op) {
			case OP_LOAD:
				count(&t->shared_load_requests, a->requests);
				count(&t->shared_load_wavefronts, a->wavefronts);
				count(&t->shared_load_ideal_wavefronts, a->ideal_wavefronts);
				break;
			case OP_STORE:
				count(&t->shared_store_requests, a->requests);
				count(&t->shared_store_wavefronts, a->wavefronts);
				count(&t->shared_store_ideal_wavefronts, a->ideal_wavefronts);
				break;
			case OP_ATOMIC:
				count(&t->shared_atomic_requests, a->requests);
				count(&t->shared_atomic_wavefronts, a->wavefronts);
				break;
			}
		} else {
			switch (acc->op) {
			case OP_LOAD:
				count(&t->global_load_requests, a->requests);
				count(&t->global_load_sectors, a->sectors);
				count(&t->global_load_ideal_sectors, a->ideal_sectors);
				break;
			case OP_STORE:
				count(&t->global_store_requests, a->requests);
				count(&t->global_store_sectors, a->sectors);
				count(&t->global_store_ideal_sectors, a->ideal_sectors);
				break;
			case OP_ATOMIC:
				count(&t->global_atomic_requests, a->requests);
				break;
			}
		}
	}
}

/* Runs the warp once for the blocks [lo, hi) of one row; 0 or -1 (split). */
static int run_range(struct warp *w, const struct plan *p, uint32_t exist,
		     uint32_t lo, uint32_t hi)
{
	int i;

	w->scratch.bx_lo = lo;
	w->scratch.bx_hi = hi;
	w->scratch.split = 0;
	w->block[0] = lo;
	w->special[SP_CTAID_X] = value_uniform(CT_U32, lo);
	if (hi - lo > 1) {
		w->special[SP_CTAID_X].base = 0;
		w->special[SP_CTAID_X].bx = 1;
	}
	for (i = 0; i < w->k->nlocals; i++) {
		w->locals[i] = value_uniform(CT_I32, 0);
		w->locals[i].unknown = ~0u;
		w->locals[i].why = "uninitialized variable";
	}
	w->live = exist;
	w->brk = w->cont = w->uncertain = w->exit_uncertain = 0;
	w->kept_return = w->kept_loop = w->kept_brk = 0;
	w->uncertain_why = NULL;
	event_forget(w);
	w->statements = w->statement_lanes = 0;
	w->fp_warp_ops = w->fp_lanes = w->barrier_warps = 0;
	w->predicated = 0;
	memset(w->reached, 0, (size_t)w->k->nbranches + 1);
	memset(w->diverged, 0, (size_t)w->k->nbranches + 1);
	exec(w, p->body, exist);
	if (w->scratch.split)
		return -1;
	event_commit(w);
	count(&w->stats->warps, hi - lo);
	return 0;
}

/*
 * Every block of row (by, bz), for one warp position: the whole row at
 * once, halving a range whenever evaluating it needs blockIdx.x to be
 * known more precisely.  Exact either way; fast when index arithmetic is
 * linear in blockIdx.x and the guards do not cut through the row.
 */
static void run_row(struct warp *w, const struct plan *p, uint32_t exist,
		    uint32_t by, uint32_t bz)
{
	uint32_t stack[2 * 64][2];
	int top = 0;

	w->block[1] = by;
	w->block[2] = bz;
	w->special[SP_CTAID_Y] = value_uniform(CT_U32, by);
	w->special[SP_CTAID_Z] = value_uniform(CT_U32, bz);
	if (w->opts->one_block_at_a_time) {
		uint32_t bx;
		for (bx = 0; bx < p->l->grid[0]; bx++)
			if (run_range(w, p, exist, bx, bx + 1) < 0)
				BUG("a single block asked for a split");
		return;
	}
	stack[top][0] = 0;
	stack[top][1] = p->l->grid[0];
	top++;
	while (top > 0) {
		uint32_t lo = stack[top - 1][0], hi = stack[top - 1][1], mid;
		top--;
		if (run_range(w, p, exist, lo, hi) == 0)
			continue;
		if (hi - lo < 2)
			BUG("a single block asked for a split");
		mid = lo + (hi - lo) / 2;
		stack[top][0] = mid;
		stack[top][1] = hi;
		stack[top + 1][0] = lo;
		stack[top + 1][1] = mid;
		top += 2;
	}
}

int sim_kernel(struct kernel_stats *out, const struct ir_kernel *k,
	       const struct launch *l, const struct hw *hw,
	       const struct sim_options *user_opts)
{
	struct sim_options opts = { 0 };
	struct plan plan;
	struct warp w;
	struct value tid[3];
	int64_t tid_buf[3][WARP_SIZE];
	uint64_t threads = launch_threads_per_block(l);
	uint64_t warps = launch_warps_per_block(l), total_warps;
	uint32_t by, bz;
	unsigned wi;
	int d, i;

	if (user_opts)
		opts = *user_opts;
	if (!opts.max_warps)
		opts.max_warps = DEFAULT_MAX_WARPS;
	if (!opts.max_loop_iterations)
		opts.max_loop_iterations = DEFAULT_MAX_LOOP;
	if (!opts.max_work)
		opts.max_work = l->max_statements ? l->max_statements : DEFAULT_MAX_WORK;

	memset(out, 0, sizeof(*out));
	out->kernel = k;
	out->launch = *l;
	out->access = xcalloc((size_t)k->naccesses + 1, sizeof(*out->access));
	out->branch = xcalloc((size_t)k->nbranches + 1, sizeof(*out->branch));
	if (threads > 1024) {
		out->error = "a block has more than 1024 threads";
		return -1;
	}
	if (__builtin_mul_overflow(launch_blocks(l), warps, &total_warps) ||
	    total_warps > opts.max_warps) {
		out->error = "the launch has more warps than warpcheck simulates";
		return -1;
	}

	plan_init(&plan, k, l);
	memset(&w, 0, sizeof(w));
	w.k = k;
	w.hw = hw;
	w.opts = &opts;
	w.stats = out;
	value_scratch_init(&w.scratch);
	w.params = xcalloc((size_t)k->nparams + 1, sizeof(*w.params));
	w.locals = xcalloc((size_t)plan.nslots + 1, sizeof(*w.locals));
	w.local_lanes = xcalloc((size_t)plan.nslots + 1, sizeof(*w.local_lanes));
	w.cache = xcalloc(CACHE_SIZE, sizeof(*w.cache));
	w.reached = xcalloc((size_t)k->nbranches + 1, 1);
	w.diverged = xcalloc((size_t)k->nbranches + 1, 1);
	w.last_access = xcalloc((size_t)k->naccesses + 1, sizeof(int));
	w.last_branch = xcalloc((size_t)k->nbranches + 1, sizeof(int));
	bind_params(&w, l);
	for (d = 0; d < 3; d++) {
		w.special[SP_NTID_X + d] = value_uniform(CT_U32, l->block[d]);
		w.special[SP_NCTAID_X + d] = value_uniform(CT_U32, l->grid[d]);
	}
	w.special[SP_LANEID] = value_affine(CT_U32, 0, 1);
	w.special[SP_WARPSIZE] = value_uniform(CT_I32, WARP_SIZE);

	/* warps outermost: threadIdx is computed once per warp shape */
	for (wi = 0; wi < warps; wi++) {
		uint64_t first = (uint64_t)wi * WARP_SIZE;
		uint64_t n = threads - first < WARP_SIZE ? threads - first : WARP_SIZE;
		uint32_t exist = n == 32 ? ~0u : (uint32_t)((1ull << n) - 1);

		thread_index(tid, tid_buf, l, wi);
		for (d = 0; d < 3; d++)
			w.special[SP_TID_X + d] = tid[d];
		w.warp_index = wi;
		w.live = exist;
		for (i = 0; i < plan.nhoisted; i++) {
			value_scratch_reset(&w.scratch);
			assign(&w, k->nlocals + i, eval(&w, plan.hoisted[i]), exist);
		}
		for (bz = 0; bz < l->grid[2]; bz++)
		for (by = 0; by < l->grid[1]; by++)
			run_row(&w, &plan, exist, by, bz);
	}
	sum_totals(out);
	value_scratch_release(&w.scratch);
	free(w.params);
	free(w.locals);
	free(w.local_lanes);
	free(w.cache);
	free(w.events);
	free(w.reached);
	free(w.diverged);
	free(w.last_access);
	free(w.last_branch);
	plan_release(&plan);
	return 0;
}

void sim_stats_release(struct kernel_stats *s)
{
	free(s->access);
	free(s->branch);
	s->access = NULL;
	s->branch = NULL;
}

