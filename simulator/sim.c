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
 * Speed comes from exact shortcuts, not from sampling, so that a
 * simulation costs what the kernel's code does, not what its launch does.
 * Values keep the uniform/affine shape (value.c), so the common index
 * expressions cost a few scalar operations per warp.  The whole grid runs
 * at once with blockIdx.x, .y and .z as symbols, a box of blocks narrowed
 * only where a condition changes inside it, a remainder repeats, or the
 * arithmetic is not linear (run_blocks).  A loop's rounds run many at
 * once, proved by induction (loop.c).  And a request is costed once
 * per class of blocks and rounds that cost the same (event.c).
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
#include "atomic.h"
#include "emit.h"
#include "ir_pass.h"
#include "plan.h"

#define DEFAULT_MAX_WARPS ((uint64_t)1 << 32)
#define DEFAULT_MAX_LOOP ((uint64_t)1 << 24)
/* statements run in one simulation, all warps: 10-60 s of work; the
 * corpus's largest (a 2048^3 GEMM's main loop) runs 18 million */
#define DEFAULT_MAX_WORK ((uint64_t)1 << 28)
/* ... and under sizes warpcheck assumed (launch.sized), whose loops may
 * run far longer than the program's, and where the requests' costs, not
 * the totals, are what a finding shows.  Swept over the 39 public files
 * that stopped at 2^16: 2^18 reaches 887 accesses that 2^16 left, in
 * twelve of them, for at most 1.9 s more a file; 2^20 reaches about
 * 1,000 more (926 in one project's four wavelet files) for up to 6 s
 * more a file, and a scan over chunks of a sequence, nested, takes
 * minutes at 1024 rounds a loop */
#define SIZED_MAX_WORK ((uint64_t)1 << 18)

/* The lanes of `active`, when address v is one address for all of them
 * (known, or the same unknown multiple in each); else 0. */
static uint32_t one_address(const struct value *v, uint32_t active)
{
	int64_t l[WARP_SIZE], first = 0;
	int i, seen = 0;

	if (!active || (v->unknown & active))
		return 0;
	if (v->shape == VAL_UNIFORM)
		return active;
	value_lanes(v, l);
	for (i = 0; i < WARP_SIZE; i++) {
		if (!(active >> i & 1))
			continue;
		if (seen && l[i] != first)
			return 0;
		first = l[i];
		seen = 1;
	}
	return active;
}

static struct value eval(struct warp *w, const struct ir_expr *e);

/* A condition's value with blockIdx.x resolved (or a split requested). */
struct value sim_eval_condition(struct warp *w, const struct ir_expr *e)
{
	struct value v = value_settle(eval(w, e));

	return value_symbolic(&v) ? value_concrete_truth(&w->scratch, v) : v;
}

static struct value eval_logical(struct warp *w, const struct ir_expr *e)
{
	struct value l = sim_eval_condition(w, e->a), r, out;
	uint32_t lt = value_truth(&l, ~0u);
	uint32_t decided = e->op == IR_LAND ? ~lt : lt;  /* right side unused */
	int64_t *lanes;
	int i;

	if (l.shape == VAL_UNIFORM && !l.unknown && (decided == ~0u))
		return value_uniform(CT_I32, e->op == IR_LOR);
	r = sim_eval_condition(w, e->b);
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
		if (e->loaded && w->loaded[e->loaded->id]) {
			/* one value for the lanes that loaded it: known to be
			 * some integer, the same in each */
			x.unknown = ~w->loaded[e->loaded->id];
			x.granule = 1;
		} else if (e->a) {
			/* read where e->a says, with no request: likewise */
			uint32_t active = (uint32_t)w->special[SP_ACTIVEMASK].base;
			y = eval(w, e->a);
			if (one_address(&y, active)) {
				x.unknown = ~active;
				x.granule = 1;
			}
		}
		return x;
	case IR_NEG: case IR_NOT: case IR_LNOT: case IR_CAST:
	case IR_FFS: case IR_POPC: case IR_CLZ: case IR_BREV: case IR_WARP_OR:
		return value_unary(&w->scratch, e->op, e->type, eval(w, e->a));
	case IR_LAND: case IR_LOR:
		return eval_logical(w, e);
	case IR_COND: {
		uint32_t t;
		c = sim_eval_condition(w, e->a);
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

	if ((mask & w->flow.live) == w->flow.live) {
		*dst = v;
		if (v.shape == VAL_VECTOR) {
			memcpy(buf, v.lane, sizeof(old));
			dst->lane = buf;
		}
		return;
	}
	if (memcmp(dst->sym, v.sym, sizeof(v.sym)) && (dst->unknown & w->flow.live) != w->flow.live) {
		/* two different symbolic parts in one variable */
		value_request_split(&w->scratch, dst, &v, 1);
		return;
	}
	value_lanes(dst, old);
	value_lanes(&v, now);
	for (i = 0; i < WARP_SIZE; i++)
		buf[i] = (mask >> i & 1) ? now[i] : old[i];
	unknown = (dst->unknown & ~mask) | (v.unknown & mask);
	why = (v.unknown & mask) ? v.why : dst->why;
	if (v.granule || dst->granule) {
		/* lanes of a loaded value beside others: not one unknown for all */
		unknown |= (v.granule ? mask : 0) | (dst->granule ? ~mask : 0);
		why = VALUE_LOADED_WHY;
	}
	*dst = (struct value){ .shape = VAL_VECTOR, .type = v.type, .lane = buf,
			       .unknown = unknown, .why = why };
	memcpy(dst->sym, v.sym, sizeof(v.sym));
	value_simplify(dst);
}

/* The values of the slots lw lists, kept (if_both). */
struct kept {
	struct value *v;
	int64_t (*lanes)[WARP_SIZE];
};

static void keep_slots(struct warp *w, const struct loop_writes *lw, struct kept *k)
{
	int i;

	for (i = 0; i < lw->n; i++) {
		int j = lw->slot[i];
		k->v[i] = w->locals[j];
		if (w->locals[j].shape == VAL_VECTOR) {
			memcpy(k->lanes[i], w->locals[j].lane, sizeof(k->lanes[i]));
			k->v[i].lane = k->lanes[i];
		}
	}
}

/* The lanes of mask where a and b may differ. */
static uint32_t differ(const struct value *a, const struct value *b, uint32_t mask)
{
	int64_t x[WARP_SIZE], y[WARP_SIZE];
	uint32_t d;
	int i;

	if (memcmp(a->sym, b->sym, sizeof(a->sym)) || a->granule != b->granule)
		return mask;
	d = (a->unknown | b->unknown) & mask;
	value_lanes(a, x);
	value_lanes(b, y);
	for (i = 0; i < WARP_SIZE; i++)
		if ((mask >> i & 1) && x[i] != y[i])
			d |= 1u << i;
	return d;
}

/*
 * An if whose condition lanes unk cannot decide, with a variable set on
 * either side (sim_writes): both sides run for those lanes, as the guard
 * policy counts their requests, the else side (or none) from the values
 * the body began with; a variable the two sides leave different in such
 * a lane is unknown there after the if, for which side ran is not known
 * (`if (keys[i] == k) idx = 5;` leaves idx unknown, not 5).  (A helper whose `return false` sits
 * under a condition on an unknown gives no value, not the value of the
 * path after it: a `while (sched.next(m))` loop leaves instead of
 * running on for ever.)
 */
static void if_both(struct warp *w, const struct ir_stmt *s, uint32_t t, uint32_t unk,
		    uint32_t active, const char *why)
{
	const struct loop_writes *lw = sim_writes(w, s);
	struct kept body, start;
	int i;

	start.v = xcalloc((size_t)lw->n * 2, sizeof(*start.v));
	start.lanes = xcalloc((size_t)lw->n * 2, sizeof(*start.lanes));
	body.v = start.v + lw->n;
	body.lanes = start.lanes + lw->n;
	keep_slots(w, lw, &start);
	sim_exec(w, s->body, t | unk);
	if (w->scratch.split)
		goto out;
	keep_slots(w, lw, &body);
	for (i = 0; i < lw->n && !w->scratch.split; i++)
		assign(w, lw->slot[i], start.v[i], unk & w->flow.live);
	if (w->scratch.split)
		goto out;
	sim_exec(w, s->other, (active & ~t) | unk);
	if (w->scratch.split)
		goto out;
	for (i = 0; i < lw->n; i++) {
		struct value *now = &w->locals[lw->slot[i]];
		uint32_t d = differ(&body.v[i], now, unk & w->flow.live);
		if (!d)
			continue;
		/* the lanes' reason is the condition's, unless others stay
		 * unknown for a reason of their own */
		if (!(now->unknown & w->flow.live & ~d))
			now->why = why;
		now->unknown |= d;
	}
out:
	free(start.v);
	free(start.lanes);
}

/* Does list s, up to stop, hold a loop (whose rounds loop.c keys by the
 * statement, so that it must run from the kernel's own)? */
static int holds_loop(const struct ir_stmt *s, const struct ir_stmt *stop)
{
	for (; s && s != stop; s = s->next)
		if (s->kind == ST_LOOP || holds_loop(s->body, NULL) || holds_loop(s->other, NULL))
			return 1;
	return 0;
}

/*
 * After a loop whose lanes leave it on their own (atomic.c,
 * atomic_yield_loop): the statements up to the next barrier run once for
 * each group of lanes that leaves together.  Returns the barrier the
 * lanes meet again at (NULL: the list's end), or `loop` where it does not
 * apply.
 */
static const struct ir_stmt *exec_exits(struct warp *w, const struct ir_stmt *loop,
					uint32_t active)
{
	const struct ir_access *cas = atomic_yield_loop(loop);
	const struct ir_stmt *t, *stop;
	const struct sim_event *e;
	uint32_t group[32];
	unsigned n, g;

	if (!cas || !w->last_access[cas->id] || w->scratch.split)
		return loop;
	e = &w->events[w->last_access[cas->id] - 1];
	for (stop = loop->next; stop && !(stop->kind == ST_WORK && stop->barriers); stop = stop->next)
		;
	if (!e->costed || holds_loop(loop->next, stop))
		return loop;
	n = atomic_exit_groups(e->lanes, e->mask & active & w->flow.live, group);
	if (n < 2)
		return loop;
	for (g = 0; g < n; g++)
		for (t = loop->next; t != stop; t = t->next) {
			struct ir_stmt one = *t;
			one.next = NULL;
			sim_exec(w, &one, group[g]);
		}
	return stop;
}

void sim_exec(struct warp *w, const struct ir_stmt *s, uint32_t mask)
{
	for (; s; s = s->next) {
		uint32_t active = mask & w->flow.live & ~w->flow.brk & ~w->flow.cont;
		struct value v;

		if (!active || w->scratch.split)
			return;
		if (s->kind == ST_WORK) {
			/* arithmetic only the time model reads: not a statement */
			/* scaled like a statement: a run of rounds stands for
			 * loop_points of them */
			count_times(&w->work.fp_warp_ops, w->loop_points, s->work);
			count_times(&w->work.fp_lanes, w->loop_points,
				    (uint64_t)s->work * (uint64_t)__builtin_popcount(active));
			count_times(&w->work.barrier_warps, w->loop_points, s->barriers);
			/* an mma is the warp's: once, whatever lanes are on */
			count_times(&w->work.mma_warp_ops, w->loop_points, s->mma);
			count_times(&w->work.tensor_flops[s->mma_type], w->loop_points,
				    s->mma_flops);
			if (s->mma_type == MMA_GMMA_F16)
				count_times(&w->work.gmma_warp_ops, w->loop_points, s->mma);
			count_times(&w->work.gmma_wavefronts, w->loop_points, s->gmma_wavefronts);
			continue;
		}
		if (++w->stats->executed > w->opts->max_work) {
			/* nested loops can multiply past any per-loop limit */
			if (!w->stats->work_capped) {
				w->stats->work_capped = w->opts->max_work;
				w->stats->work_cap_loc = s->loc;
			}
			w->flow.live = 0;
			return;
		}
		value_scratch_reset(&w->scratch);
		/* __activemask() in this statement: the lanes running it */
		w->special[SP_ACTIVEMASK] = value_uniform(CT_U32, active);
		w->work.statements += w->loop_points;
		/* a predicated instruction runs on all of the branch's lanes */
		count_times(&w->work.statement_lanes, w->loop_points,
			    (uint64_t)__builtin_popcount(w->flow.predicated ? w->flow.predicated : active));
		switch (s->kind) {
		case ST_ASSIGN:
			assign(w, s->slot, eval(w, s->expr), s->declares ? w->flow.live : active);
			break;
		case ST_ACCESS:
			if (s->expr && s->access->copy_dst) {
				/* an LDGSTS: its shared side too (copy.c) */
				struct value from = value_address(eval(w, s->access->copy_src));
				struct value to = value_address(eval(w, s->access->copy_dst));
				v = eval(w, s->expr);
				w->copy_src = &from;
				w->copy_dst = &to;
				event_record(w, s->access, &v, active);
				w->copy_src = w->copy_dst = NULL;
			} else if (s->expr) {
				v = eval(w, s->expr);
				w->loaded[s->access->id] = one_address(&v, active);
				w->unplaced = v.granule != 0;
				v = value_address(v);
				event_record(w, s->access, &v, active);
				w->unplaced = 0;
			} else {
				w->loaded[s->access->id] = 0;
				event_record(w, s->access, NULL, active);
			}
			break;
		case ST_IF: {
			uint32_t t, unk, saved = w->flow.uncertain, saved_exit = w->flow.exit_uncertain;
			v = sim_eval_condition(w, s->expr);
			if (w->scratch.split)
				return;
			t = value_truth(&v, active);
			unk = v.unknown & active;
			event_record_branch(w, s->branch, t & ~unk, active & ~t & ~unk);
			w->flow.uncertain |= unk;
			w->flow.exit_uncertain = unk;
			if (unk)
				w->flow.uncertain_why = v.why;
			{
				uint32_t saved_pred = w->flow.predicated;
				if (!saved_pred && ir_branch_likely_predicated(s->branch))
					w->flow.predicated = active;
				if (unk && s->body && sim_writes(w, s)->n) {
					if_both(w, s, t, unk, active, v.why);
				} else {
					if (t | unk)
						sim_exec(w, s->body, t | unk);
					if ((active & ~t) | unk)
						sim_exec(w, s->other, (active & ~t) | unk);
				}
				w->flow.predicated = saved_pred;
			}
			w->flow.uncertain = saved;
			w->flow.exit_uncertain = saved_exit;
			break;
		}
		case ST_LOOP: {
			const struct ir_stmt *on;
			loop_exec(w, s, active);
			if ((on = exec_exits(w, s, active)) != s) {
				/* the lanes went on alone; together from here */
				sim_exec(w, on, mask);
				return;
			}
			break;
		}
		/* an exit taken only through an unknown condition leaves its
		 * lanes in, counted as uncertain (the guard policy) */
		case ST_RETURN:
			w->flow.live &= ~(active & ~w->flow.exit_uncertain);
			w->flow.kept_return |= active & w->flow.exit_uncertain;
			break;
		case ST_BREAK:
			w->flow.brk |= active & ~w->flow.exit_uncertain;
			w->flow.kept_loop |= active & w->flow.exit_uncertain;
			w->flow.kept_brk |= active & w->flow.exit_uncertain;
			break;
		case ST_CONTINUE:
			w->flow.cont |= active & ~w->flow.exit_uncertain;
			w->flow.kept_loop |= active & w->flow.exit_uncertain;
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

		if (p->null_of) {
			launch_param_value(l, p, &v);
			w->params[i] = value_uniform(p->type, v);
		} else if (p->is_pointer) {
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
	t->shared_gmma_requests = s->gmma_warp_ops;
	t->shared_gmma_wavefronts = s->gmma_wavefronts;
	for (i = 0; i < s->kernel->nlocal_arrays; i++)
		if (s->kernel->local_arrays[i].in_memory && s->kernel->local_arrays[i].bytes > 0)
			t->local_frame_bytes += (uint64_t)s->kernel->local_arrays[i].bytes;
	for (i = 0; i < s->kernel->naccesses; i++) {
		const struct ir_access *acc = s->kernel->accesses[i];
		const struct access_stats *a = &s->access[acc->id];
		if (acc->space == SPACE_SHARED) {
			switch (acc->op) {
			case OP_LOAD:
				count(acc->matrices ? &t->shared_ldsm_requests
						    : &t->shared_load_requests, a->requests);
				count(&t->shared_load_wavefronts, a->wavefronts);
				count(&t->shared_load_ideal_wavefronts, a->ideal_wavefronts);
				break;
			case OP_STORE:
				count(acc->matrices ? &t->shared_stsm_requests
						    : &t->shared_store_requests, a->requests);
				count(&t->shared_store_wavefronts, a->wavefronts);
				count(&t->shared_store_ideal_wavefronts, a->ideal_wavefronts);
				break;
			case OP_ATOMIC:
				count(&t->shared_atomic_requests, a->requests);
				count(&t->shared_atomic_wavefronts, a->wavefronts);
				/* the toolkit's atomicAdd of a 16-bit pair tries a
				 * generic ATOM.E first, one wavefront a warp, then
				 * falls back to the loop (global rule 5) */
				if (acc->atomic.generic && atomic_cas_loop(acc))
					count(&t->shared_atomic_wavefronts, a->loop_runs);
				count(&t->shared_load_requests, a->loop_loads);
				count(&t->shared_load_wavefronts, a->loop_load_wavefronts);
				/* a trip's LDS costs what it must */
				count(&t->shared_load_ideal_wavefronts, a->loop_load_wavefronts);
				break;
			}
		} else if (acc->space == SPACE_LOCAL) {
			/* a thread's array in local memory: loads and stores */
			if (acc->op == OP_LOAD) {
				count(&t->local_load_requests, a->requests);
				count(&t->local_load_sectors, a->sectors);
				count(&t->local_load_ideal_sectors, a->ideal_sectors);
			} else {
				count(&t->local_store_requests, a->requests);
				count(&t->local_store_sectors, a->sectors);
				count(&t->local_store_ideal_sectors, a->ideal_sectors);
				if (a->sectors * 32 > a->bytes_used)
					count(&t->local_store_partial_sectors,
					      a->sectors - a->bytes_used / 32);
			}
		} else if (acc->bulk) {
			if (acc->op == OP_LOAD) {
				count(&t->bulk_load_requests, a->requests);
				count(&t->bulk_load_sectors, a->sectors);
				count(&t->bulk_load_ideal_sectors, a->ideal_sectors);
			} else {
				count(&t->bulk_store_requests, a->requests);
				count(&t->bulk_store_sectors, a->sectors);
				count(&t->bulk_store_ideal_sectors, a->ideal_sectors);
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
				/* a generic ATOM.E: the L1's shared side looks at it
				 * too (global rule 5) */
				if (acc->atomic.generic)
					count(&t->shared_atomic_wavefronts,
					      atomic_generic_wavefronts(acc, a->requests));
				count(&t->global_atomic_requests, a->requests);
				count(&t->global_atomic_sectors, a->sectors);
				count(&t->global_atomic_ideal_sectors, a->ideal_sectors);
				count(&t->global_atomic_unknown, a->unknown_requests);
				break;
			}
		}
	}
}

/* Runs the warp once for the blocks of box [lo, hi); 0 or -1 (split). */
static int run_box(struct warp *w, const struct plan *p, uint32_t exist,
		   const uint32_t lo[3], const uint32_t hi[3], const uint32_t step[3])
{
	int i, d;

	w->scratch.split = 0;
	for (d = 0; d < 3; d++) {
		/* the symbol counts the box's points along d: blockIdx is lo +
		 * step * symbol, so that a quotient by a multiple of the step
		 * stays linear in it (value.c's sym_quotient) */
		uint32_t n = (hi[d] - 1 - lo[d]) / step[d] + 1;
		w->box_lo[d] = lo[d];
		w->box_step[d] = step[d];
		w->scratch.lo[SYM_BX + d] = 0;
		w->scratch.hi[SYM_BX + d] = n;
		w->scratch.stride[SYM_BX + d] = 1;
		w->block[d] = lo[d];
		w->special[SP_CTAID_X + d] = value_uniform(CT_U32, lo[d]);
		if (n > 1)
			w->special[SP_CTAID_X + d].sym[SYM_BX + d] = step[d];
	}
	for (i = 0; i < w->k->nlocals; i++) {
		w->locals[i] = value_uniform(CT_I32, 0);
		w->locals[i].unknown = ~0u;
		w->locals[i].why = w->k->local_unset ? w->k->local_unset[i] : "uninitialized variable";
	}
	w->flow = (struct flow){ .live = exist };
	event_forget(w);
	w->merge_floor = 0;
	w->loop_points = 1;
	w->loop_syms = 0;
	w->nest = 0;
	memset(&w->work, 0, sizeof(w->work));
	memset(w->reached, 0, (size_t)w->k->nbranches + 1);
	memset(w->diverged, 0, (size_t)w->k->nbranches + 1);
	sim_exec(w, p->body, exist);
	if (w->scratch.split)
		return -1;
	event_commit(w);
	count(&w->stats->warps, warp_blocks(w));
	return 0;
}

/*
 * The blocks of box [lo, hi) for one warp position: all at once, with
 * blockIdx.x, .y and .z as symbols, narrowing the box along the symbol
 * that was too wide to evaluate it exactly: in halves (or where a
 * comparison changes), or block by block along it when the arithmetic is
 * not linear in it at all.  Exact either way; fast when index arithmetic
 * is linear in the block indices and the guards do not cut through.
 */
static void run_blocks(struct warp *w, const struct plan *p, uint32_t exist,
		       const uint32_t lo[3], const uint32_t hi[3], const uint32_t step[3])
{
	uint32_t a[3], b[3], st[3], n, k, mid;
	int64_t period;
	int d;

	if (run_box(w, p, exist, lo, hi, step) == 0)
		return;
	d = w->scratch.split_sym - SYM_BX;
	if (d < 0 || d > 2 || hi[d] - lo[d] < 2)
		BUG("a split of a box on symbol %d", w->scratch.split_sym);
	n = (hi[d] - 1 - lo[d]) / step[d] + 1;
	period = w->scratch.split_period;
	memcpy(a, lo, sizeof(a));
	memcpy(b, hi, sizeof(b));
	memcpy(st, step, sizeof(st));
	if (w->scratch.split_hard && period > 1 && period < n) {
		/* the classes of points a remainder repeats over */
		uint32_t r;
		for (r = 0; r < (uint32_t)period; r++) {
			uint32_t count = (n - r + (uint32_t)period - 1) / (uint32_t)period;
			a[d] = lo[d] + step[d] * r;
			st[d] = step[d] * (uint32_t)period;
			b[d] = a[d] + st[d] * (count - 1) + 1;
			run_blocks(w, p, exist, a, b, st);
		}
		return;
	}
	if (w->scratch.split_hard) {
		for (k = 0; k < n; k++) {
			a[d] = lo[d] + step[d] * k;
			b[d] = a[d] + 1;
			st[d] = 1;
			run_blocks(w, p, exist, a, b, st);
		}
		return;
	}
	mid = n / 2;
	/* split_at is a point of the symbol: the box's point index */
	if (w->scratch.split_at > 0 && w->scratch.split_at < n)
		mid = (uint32_t)w->scratch.split_at;
	b[d] = lo[d] + step[d] * (mid - 1) + 1;
	run_blocks(w, p, exist, a, b, st);
	a[d] = lo[d] + step[d] * mid;
	b[d] = hi[d];
	run_blocks(w, p, exist, a, b, st);
}

/* Every block of the grid, for one warp position. */
static void run_grid(struct warp *w, const struct plan *p, uint32_t exist)
{
	const uint32_t *grid = p->l->grid;
	uint32_t zero[3] = { 0, 0, 0 }, one[3] = { 1, 1, 1 };
	int d;

	if (w->opts->one_block_at_a_time) {
		uint32_t b[3], e[3];
		for (b[2] = 0; b[2] < grid[2]; b[2]++)
		for (b[1] = 0; b[1] < grid[1]; b[1]++)
		for (b[0] = 0; b[0] < grid[0]; b[0]++) {
			for (d = 0; d < 3; d++)
				e[d] = b[d] + 1;
			if (run_box(w, p, exist, b, e, one) < 0)
				BUG("a single block asked for a split");
		}
		return;
	}
	run_blocks(w, p, exist, zero, grid, one);
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
	unsigned wi;
	int d, i;

	if (user_opts)
		opts = *user_opts;
	if (!opts.max_warps)
		opts.max_warps = DEFAULT_MAX_WARPS;
	if (!opts.max_loop_iterations)
		opts.max_loop_iterations = DEFAULT_MAX_LOOP;
	if (!opts.max_work)
		opts.max_work = l->max_statements ? l->max_statements
			      : l->sized ? SIZED_MAX_WORK : DEFAULT_MAX_WORK;

	memset(out, 0, sizeof(*out));
	out->kernel = k;
	out->launch = *l;
	out->access = xcalloc((size_t)k->naccesses + 1, sizeof(*out->access));
	out->branch = xcalloc((size_t)k->nbranches + 1, sizeof(*out->branch));
	if (l->sized) {
		out->sized_access = xcalloc((size_t)k->naccesses + 1, sizeof(uint64_t));
		out->sized_branch = xcalloc((size_t)k->nbranches + 1, sizeof(uint64_t));
		ir_pass_param_deps(k, l->sized, l->sized_param, out->sized_access, out->sized_branch);
	}
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
	w.loaded = xcalloc((size_t)k->naccesses + 1, sizeof(uint32_t));
	w.last_branch = xcalloc((size_t)k->nbranches + 1, sizeof(int));
	w.folded = xcalloc((size_t)k->naccesses + 1, 1);
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *acc = k->accesses[i];
		const struct ir_stmt *at;

		if (emit_atomic_warp_folded(acc) && (at = ir_find_access(k->body, acc)) && at->expr)
			w.folded[acc->id] = (char)plan_same_in_every_lane(k, at->expr);
		if (!atomic_turn_taking(acc))
			continue;
		if (!w.turns)
			w.turns = xcalloc((size_t)k->naccesses + 1, sizeof(*w.turns));
		w.turns[acc->id] = atomic_turns(k, acc, l);
	}
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
		w.flow.live = exist;
		for (i = 0; i < plan.nhoisted; i++) {
			value_scratch_reset(&w.scratch);
			assign(&w, k->nlocals + i, eval(&w, plan.hoisted[i]), exist);
		}
		run_grid(&w, &plan, exist);
	}
	sum_totals(out);
	value_scratch_release(&w.scratch);
	free(w.params);
	free(w.locals);
	free(w.loaded);
	free(w.local_lanes);
	free(w.cache);
	free(w.events);
	free(w.reached);
	free(w.diverged);
	free(w.last_access);
	free(w.last_branch);
	free(w.folded);
	if (w.turns)
		for (i = 0; i < k->naccesses; i++)
			free(w.turns[i]);
	free(w.turns);
	loop_release(&w);
	plan_release(&plan);
	return 0;
}

static void *copy_of(const void *p, size_t n, size_t size)
{
	void *q;

	if (!p)
		return NULL;
	q = xreallocarray(NULL, n, size);
	memcpy(q, p, n * size);
	return q;
}

void sim_stats_copy(struct kernel_stats *dst, const struct kernel_stats *src)
{
	size_t na = (size_t)src->kernel->naccesses + 1, nb = (size_t)src->kernel->nbranches + 1;

	*dst = *src;
	dst->access = copy_of(src->access, na, sizeof(*src->access));
	dst->branch = copy_of(src->branch, nb, sizeof(*src->branch));
	dst->sized_access = copy_of(src->sized_access, na, sizeof(uint64_t));
	dst->sized_branch = copy_of(src->sized_branch, nb, sizeof(uint64_t));
}

void sim_stats_release(struct kernel_stats *s)
{
	free(s->access);
	free(s->branch);
	free(s->sized_access);
	free(s->sized_branch);
	s->access = NULL;
	s->branch = NULL;
	s->sized_access = s->sized_branch = NULL;
}

