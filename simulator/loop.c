/*
 * loop.c - a loop's rounds, for the replay (sim.c): one at a time, or
 * many at once with the loop's counters symbolic, proved by induction.
 *
 * After a round run plainly, the variables' change over it is a guess: a
 * uniform step d_j per variable (0 where it did not step).  The next
 * rounds t = 0 .. R-1 are then run as one, with variable j = v_j + t * d_j
 * symbolic in a loop symbol.  That run is exact for every t (value.c), and
 * it proves the guess when it ends with every variable at v_j + (t + 1) *
 * d_j and the warp's control state (lanes live, in the loop, kept,
 * uncertain) as it began: by induction round t starts from the state the
 * run assumed, for every t < R.  A run whose guess fails, or that needs a
 * narrower range in a way no range of rounds would fix, is undone (its
 * events and state) and the round is run plainly; one whose condition
 * changes inside the range (the loop's end) is undone and tried on the
 * first half.  Only the variables the loop assigns are stepped, kept and
 * compared (loop_writes).
 */
#include "sim_internal.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"

/* blocks times loop rounds one request may stand for */
#define MAX_POINTS ((uint64_t)1 << 50)

/*
 * The periods tried, in order, when rounds are not linear one at a time:
 * 2 covers a variable that alternates (a double buffer's stage), 3 and 4
 * a stage index that wraps (`if (++stage == 3) stage = 0`), 6 one that
 * wraps at 3 beside a phase bit that flips with it (an mbarrier's
 * parity), 8 a wrap at 4 or 8.  The ring of snapshots holds the last
 * RING rounds' beginnings, enough for the longest.
 */
static const int periods[] = { 1, 2, 3, 4, 6, 8 };
#define NPERIODS ((int)(sizeof(periods) / sizeof(periods[0])))
#define RING 8

/* The kernel's variables, copied (vectors with their lanes). */
struct snapshot {
	struct value *v;
	int64_t (*lanes)[WARP_SIZE];
};

/*
 * Per loop nesting level (the storage a loop's runs of rounds need):
 * the variables as the round before began and as a run began, the steps
 * guessed, and what undoing a run restores.  Each level's storage is
 * allocated once and never moves.
 */
struct level {
	struct snapshot ring[RING], now;   /* ring[k]: as round ring_at[k] began */
	uint64_t ring_at[RING];
	int ring_ok[RING];
	int64_t *step;
	int *mark;
};

static struct level *level_at(struct warp *w, int nest)
{
	if (nest >= w->nlevels) {
		int n = nest + 1, i;
		size_t nl = (size_t)w->k->nlocals + 1;
		size_t nm = 2 * ((size_t)w->k->naccesses + (size_t)w->k->nbranches + 2);
		w->levels = xreallocarray(w->levels, (size_t)n, sizeof(*w->levels));
		for (i = w->nlevels; i < n; i++) {
			/* not zeroed: a loop writes the slots it saves before it
			 * reads them, and a kernel's many locals' pages that
			 * no loop saves are then never touched */
			struct level *lv = xcalloc(1, sizeof(*lv));
			int k;
			for (k = 0; k < RING; k++) {
				lv->ring[k].v = xreallocarray(NULL, nl, sizeof(struct value));
				lv->ring[k].lanes = xreallocarray(NULL, nl, sizeof(*lv->ring[k].lanes));
			}
			lv->now.v = xreallocarray(NULL, nl, sizeof(struct value));
			lv->now.lanes = xreallocarray(NULL, nl, sizeof(*lv->now.lanes));
			lv->step = xreallocarray(NULL, nl, sizeof(int64_t));
			lv->mark = xreallocarray(NULL, nm, sizeof(int));
			w->levels[i] = lv;
		}
		w->nlevels = n;
	}
	return w->levels[nest];
}

static void levels_release(struct warp *w)
{
	int i;

	for (i = 0; i < w->nlevels; i++) {
		struct level *lv = w->levels[i];
		int k;
		for (k = 0; k < RING; k++) {
			free(lv->ring[k].v);
			free(lv->ring[k].lanes);
		}
		free(lv->now.v);
		free(lv->now.lanes);
		free(lv->step);
		free(lv->mark);
		free(lv);
	}
	free(w->levels);
}

/* Copies the variables lw lists into sn. */
static void snapshot_take(struct warp *w, struct snapshot *sn, const struct loop_writes *lw)
{
	int i;

	for (i = 0; i < lw->n; i++) {
		int j = lw->slot[i];
		sn->v[j] = w->locals[j];
		if (w->locals[j].shape == VAL_VECTOR) {
			memcpy(sn->lanes[j], w->locals[j].lane, sizeof(sn->lanes[j]));
			sn->v[j].lane = sn->lanes[j];
		}
	}
}

static void snapshot_put(struct warp *w, const struct snapshot *sn, const struct loop_writes *lw)
{
	int i;

	for (i = 0; i < lw->n; i++) {
		int j = lw->slot[i];
		w->locals[j] = sn->v[j];
		if (sn->v[j].shape == VAL_VECTOR) {
			memcpy(w->local_lanes[j], sn->lanes[j], sizeof(sn->lanes[j]));
			w->locals[j].lane = w->local_lanes[j];
		}
	}
}

/*
 * The slots a round of loop s assigns before anything reads them: an
 * assignment in the round's straight line (the body's, then the step's)
 * to a slot that neither the condition nor any statement before it
 * touches.  A variable declared in the body is the usual one.  Its value
 * as a round begins is that of the round before's, which nothing reads.
 */
static void mark_dead(const struct ir_stmt *s, unsigned char *dead, unsigned char *touched,
		      int nslots)
{
	const struct ir_stmt *lists[2] = { s->body, s->other }, *t;
	int l;

	ir_read_slots(s->expr, touched, nslots);
	for (l = 0; l < 2; l++)
		for (t = lists[l]; t; t = t->next) {
			if (t->kind == ST_ASSIGN && t->slot >= 0 && t->slot < nslots) {
				ir_read_slots(t->expr, touched, nslots);
				if (!touched[t->slot])
					dead[t->slot] = 1;
				touched[t->slot] = 1;
				continue;
			}
			ir_touched_slots(t, touched, nslots);
			if (t->next && t->kind != ST_WORK && t->kind != ST_ACCESS &&
			    t->kind != ST_IF && t->kind != ST_LOOP)
				return;         /* a break, continue or return: what follows may not run */
		}
}

/*
 * The slots loop s assigns, worked out on its first run and kept: the
 * only variables a round can change, so the only ones runs of rounds
 * step, keep and compare (a kernel inlines its helpers, and may hold
 * thousands of variables a loop never touches).  An if's are those its
 * two sides assign (sim.c).
 */
const struct loop_writes *sim_writes(struct warp *w, const struct ir_stmt *s)
{
	struct loop_writes *e;
	unsigned char *dead;
	size_t h, i;

	if (2 * (w->nwrites + 1) > w->cap_writes) {
		struct loop_writes **old = w->writes;
		size_t cap = old ? 2 * w->cap_writes : 64, n = w->cap_writes;
		w->writes = xcalloc(cap, sizeof(*w->writes));
		w->cap_writes = cap;
		for (i = 0; i < n; i++) {
			if (!old[i])
				continue;
			h = ((uintptr_t)old[i]->loop >> 4) % cap;
			while (w->writes[h])
				h = (h + 1) % cap;
			w->writes[h] = old[i];
		}
		free(old);
	}
	for (h = ((uintptr_t)s >> 4) % w->cap_writes; w->writes[h]; h = (h + 1) % w->cap_writes)
		if (w->writes[h]->loop == s)
			return w->writes[h];
	e = w->writes[h] = xcalloc(1, sizeof(*e));
	e->loop = s;
	if (!w->seen)
		w->seen = xcalloc((size_t)w->k->nlocals + 1, 1);
	ir_assigned(s->body, w->seen, w->k->nlocals);
	ir_assigned(s->other, w->seen, w->k->nlocals);
	for (i = 0; i < (size_t)w->k->nlocals; i++)
		e->n += w->seen[i];
	e->slot = xcalloc((size_t)e->n + 1, sizeof(int));
	e->dead = xcalloc((size_t)e->n + 1, 1);
	dead = xcalloc((size_t)w->k->nlocals + 1, 2);
	mark_dead(s, dead, dead + w->k->nlocals + 1, w->k->nlocals);
	for (i = 0, e->n = 0; i < (size_t)w->k->nlocals; i++)
		if (w->seen[i]) {
			e->dead[e->n] = dead[i];
			e->slot[e->n++] = (int)i;
			w->seen[i] = 0;
		}
	free(dead);
	w->nwrites++;
	return e;
}

static void loop_writes_release(struct warp *w)
{
	size_t i;

	for (i = 0; i < w->cap_writes; i++)
		if (w->writes[i]) {
			free(w->writes[i]->slot);
			free(w->writes[i]->dead);
			free(w->writes[i]);
		}
	free(w->writes);
	free(w->seen);
}

/*
 * The uniform step from a to b on a's known lanes, or 0 (none, or not
 * uniform: the guess is then that it does not change).
 */
static int64_t step_between(const struct value *a, const struct value *b)
{
	int64_t la[WARP_SIZE], lb[WARP_SIZE], d = 0;
	int i, seen = 0;

	if (a->unknown != b->unknown || memcmp(a->sym, b->sym, sizeof(a->sym)) ||
	    a->type != b->type || a->granule != b->granule)
		return 0;
	value_lanes(a, la);
	value_lanes(b, lb);
	for (i = 0; i < WARP_SIZE; i++) {
		int64_t x;
		if (a->unknown >> i & 1)
			continue;
		if (__builtin_sub_overflow(lb[i], la[i], &x))
			return 0;
		if (seen && x != d)
			return 0;
		d = x;
		seen = 1;
	}
	return d;
}

/* Is v, on every lane, exactly was + d (plus d * symbol `sym`)? */
static int stepped(const struct value *v, const struct value *was, int64_t d, int sym)
{
	int64_t lv[WARP_SIZE], lw[WARP_SIZE];
	int i, j;

	if (v->unknown != was->unknown || v->type != was->type || v->sym[sym] != d ||
	    (v->unknown && v->why != was->why) || v->granule != was->granule)
		return 0;
	for (j = 0; j < SYM_COUNT; j++)
		if (j != sym && v->sym[j] != was->sym[j])
			return 0;
	value_lanes(v, lv);
	value_lanes(was, lw);
	for (i = 0; i < WARP_SIZE; i++)
		if (!(v->unknown >> i & 1) && lv[i] != lw[i] + d)
			return 0;
	return 1;
}

/* Undoes what a run of rounds recorded since `mark`. */
struct event_mark {
	int nevents, floor;
	struct run_work work;
};

static void event_mark_take(struct warp *w, struct event_mark *m, int *saved)
{
	size_t na = (size_t)w->k->naccesses + 1, nb = (size_t)w->k->nbranches + 1, i;

	m->nevents = w->nevents;
	m->floor = w->merge_floor;
	m->work = w->work;
	memcpy(saved, w->last_access, na * sizeof(int));
	memcpy(saved + na, w->last_branch, nb * sizeof(int));
	for (i = 0; i < nb; i++)
		saved[na + nb + i] = w->reached[i] | w->diverged[i] << 1;
	w->merge_floor = w->nevents;
}

static void event_mark_undo(struct warp *w, const struct event_mark *m, const int *saved)
{
	size_t na = (size_t)w->k->naccesses + 1, nb = (size_t)w->k->nbranches + 1, i;

	w->nevents = m->nevents;
	w->merge_floor = m->floor;
	w->work = m->work;
	memcpy(w->last_access, saved, na * sizeof(int));
	memcpy(w->last_branch, saved + na, nb * sizeof(int));
	for (i = 0; i < nb; i++) {
		int f = saved[na + nb + i];
		w->reached[i] = f & 1;
		w->diverged[i] = f >> 1 & 1;
	}
}

/* One round of a loop; 1 when the loop is over. */
static int loop_round(struct warp *w, const struct ir_stmt *s, uint32_t *in, uint32_t *last,
		      uint64_t *iter, uint64_t cap, int endless, uint32_t returned_before)
{
	/* lanes that could not tell whether to go on went round once more,
	 * counted as uncertain, and leave now */
	*in &= ~*last;
	if (s->expr && (s->test_first || *iter > 0)) {
		struct value c;
		value_scratch_reset(&w->scratch);
		w->special[SP_ACTIVEMASK] = value_uniform(CT_U32, *in & w->flow.live & ~w->flow.brk);
		c = sim_eval_condition(w, s->expr);
		if (w->scratch.split)
			return 1;
		{
			uint32_t before = *in & w->flow.live & ~w->flow.brk;
			*last = before & c.unknown;
			*in = value_truth(&c, *in) & ~c.unknown;
			event_record_branch(w, s->branch, before & *in, before & ~*in & ~*last);
			*in |= *last;
			w->flow.uncertain |= *last;
			if (*last)
				w->flow.uncertain_why = c.why;
		}
	}
	*in &= w->flow.live & ~w->flow.brk;
	if (!*in)
		return 1;
	if ((*iter)++ >= cap) {
		if (!w->stats->loop_capped) {
			w->stats->loop_capped = 1;
			w->stats->loop_cap_loc = s->loc;
		}
		return 1;
	}
	w->flow.cont = 0;
	sim_exec(w, s->body, *in);
	w->flow.cont = 0;
	if (w->scratch.split)
		return 1;
	*in &= w->flow.live & ~w->flow.brk;
	if (*in)
		sim_exec(w, s->other, *in);
	/* lanes an unknown `break` or `return` kept in stay while the
	 * loop's own condition keeps them; a loop with none would never
	 * let them go, so they leave after the round, as from an unknown
	 * condition */
	if (endless)
		*in &= ~(w->flow.kept_brk | (w->flow.kept_return & ~returned_before));
	return 0;
}

/*
 * Tries R units of `period` rounds from round *iter on at once (periods[]
 * says which), the ring holding the variables as round *iter - period
 * began.  Returns the rounds run (0: none, run one plainly; then *hard is
 * 1 when they are not linear at all, -1 when none were tried, the ring
 * not reaching back a period), or -1 when a wider range must split.
 * *want: the units to try next (0: stop trying in this loop).
 */
static int64_t loop_rounds(struct warp *w, const struct ir_stmt *s, uint32_t *in,
			   uint32_t *last, uint64_t *iter, uint64_t cap, int endless,
			   uint32_t returned_before, int period, uint64_t *want, int *hard,
			   const struct loop_writes *lw)
{
	struct snapshot *before;
	struct level *lv = level_at(w, w->nest);
	int sym = SYM_LOOP0 + w->loop_syms, i, j;
	struct snapshot *now = &lv->now;
	int64_t *step = lv->step;
	/* the state every round of the run must begin in; compared whole,
	 * a copy of w->flow padding and all (a mismatch would only send the
	 * rounds the plain way) */
	struct flow st;
	uint32_t in0 = *in, last0 = *last;
	struct event_mark mark;
	uint64_t r = *want, it;
	int slot = (int)((*iter - (uint64_t)period) % RING), k;

	*hard = -1;
	if (*iter < (uint64_t)period || !lv->ring_ok[slot] ||
	    lv->ring_at[slot] != *iter - (uint64_t)period)
		return 0;
	*hard = 0;
	before = &lv->ring[slot];
	if ((cap - *iter) / (uint64_t)period < r)
		r = (cap - *iter) / (uint64_t)period;
	/* what one request stands for stays far from 64 bits */
	while (r >= 2 && warp_points(w) > (MAX_POINTS / r))
		r /= 2;
	if (r < 2)
		return 0;
	for (i = 0; i < lw->n; i++) {
		j = lw->slot[i];
		step[j] = lw->dead[i] ? 0 : step_between(&before->v[j], &w->locals[j]);
	}
	snapshot_take(w, now, lw);
	st = w->flow;
	for (;;) {
		int over;

		event_mark_take(w, &mark, lv->mark);
		w->scratch.lo[sym] = 0;
		w->scratch.hi[sym] = (int64_t)r;
		w->loop_points *= r;
		w->loop_syms++;
		for (i = 0; i < lw->n && !w->scratch.split; i++) {
			j = lw->slot[i];
			if (!step[j])
				continue;
			w->locals[j].sym[sym] = step[j];
			value_scratch_reset(&w->scratch);
			w->locals[j] = value_cast(&w->scratch, w->locals[j].type, w->locals[j]);
			if (w->locals[j].shape == VAL_VECTOR && w->locals[j].lane != w->local_lanes[j]) {
				memcpy(w->local_lanes[j], w->locals[j].lane, sizeof(w->local_lanes[j]));
				w->locals[j].lane = w->local_lanes[j];
			}
		}
		it = *iter;
		over = w->scratch.split;
		for (k = 0; k < period && !over; k++)
			over = loop_round(w, s, in, last, &it, cap, endless, returned_before);
		w->loop_syms--;
		w->loop_points /= r;
		w->scratch.lo[sym] = 0;
		w->scratch.hi[sym] = 1;
		if (w->stats->work_capped) {
			/* the budget is spent: the counts stop here, said so;
			 * a narrower range asked for meanwhile is moot */
			w->flow.live = 0;
			w->scratch.split = 0;
			return 0;
		}
		if (w->scratch.split && w->scratch.split_sym != sym)
			return -1;
		if (!w->scratch.split && !over && *in == in0 && *last == last0 &&
		    !memcmp(&st, &w->flow, sizeof(st))) {
			for (i = 0; i < lw->n; i++) {
				j = lw->slot[i];
				if (!lw->dead[i] && !stepped(&w->locals[j], &now->v[j], step[j], sym))
					break;
			}
			if (i == lw->n)
				break;
		}
		/* undone: tried again on half the rounds, or left to plain ones */
		event_mark_undo(w, &mark, lv->mark);
		snapshot_put(w, now, lw);
		w->flow = st;
		*in = in0;
		*last = last0;
		if (w->scratch.split && !w->scratch.split_hard && r / 2 >= 2 &&
		    w->scratch.split_at != 1) {
			/* the rounds before the condition changes, if known (when
			 * that is after one round, none are run at once) */
			int64_t at = w->scratch.split_at;
			w->scratch.split = 0;
			r = at >= 2 && (uint64_t)at < r ? (uint64_t)at : r / 2;
			continue;
		}
		/* not linear in the rounds at all: plain rounds from here; a
		 * range cut short (the loop's end near): small ones again */
		if (w->scratch.split && !w->scratch.split_hard)
			*want = 4;
		*hard = w->scratch.split && w->scratch.split_hard;
		w->scratch.split = 0;
		return 0;
	}
	/* proved: the variables stand as round *iter + r * period begins;
	 * the ring keeps them as the last unit began */
	w->merge_floor = mark.floor;
	*iter += r * (uint64_t)period;
	slot = (int)((*iter - (uint64_t)period) % RING);
	before = &lv->ring[slot];
	memset(lv->ring_ok, 0, sizeof(lv->ring_ok));
	lv->ring_ok[slot] = 1;
	lv->ring_at[slot] = *iter - (uint64_t)period;
	for (k = 0; k < lw->n; k++) {
		struct value *v;
		int64_t d, add;

		j = lw->slot[k];
		v = &w->locals[j];
		/* a dead slot holds the last round's value: t = r - 1 */
		d = lw->dead[k] ? v->sym[sym] : step[j];
		if (__builtin_mul_overflow(d, (int64_t)r - 1, &add))
			BUG("a loop variable's step overflowed");
		v->sym[sym] = 0;
		before->v[j] = *v;
		if (v->shape == VAL_VECTOR) {
			for (i = 0; i < WARP_SIZE; i++)
				before->lanes[j][i] = v->lane[i] + add - d;
			before->v[j].lane = before->lanes[j];
			for (i = 0; i < WARP_SIZE; i++)
				v->lane[i] += add;
		} else {
			before->v[j].base = v->base + add - d;
			v->base += add;
		}
	}
	*want = 2 * r;
	return (int64_t)(r * (uint64_t)period);
}

/*
 * What runs of rounds did for a loop so far in this simulation: a loop
 * whose rounds were never linear (its arithmetic is not, as a `%` of the
 * counter) stops trying, which spares a wasted round per entry when the
 * blocks are enumerated one at a time.  Only speed depends on it.
 */
static struct loop_memo *loop_memo(struct warp *w, const struct ir_stmt *s)
{
	size_t h = ((uintptr_t)s >> 4) % LOOP_MEMO, i;

	for (i = 0; i < LOOP_MEMO; i++) {
		struct loop_memo *m = &w->memo[(h + i) % LOOP_MEMO];
		if (m->loop == s || !m->loop) {
			m->loop = s;
			return m;
		}
	}
	return NULL;
}

void loop_exec(struct warp *w, const struct ir_stmt *s, uint32_t active)
{
	uint32_t saved_brk = w->flow.brk, saved_cont = w->flow.cont, saved_uncertain = w->flow.uncertain;
	uint32_t saved_kept = w->flow.kept_loop, saved_kept_brk = w->flow.kept_brk;
	uint32_t saved_exit_uncertain = w->flow.exit_uncertain, returned_before = w->flow.kept_return;
	uint32_t in = active, last = 0;
	uint64_t iter = 0, cap = w->opts->max_loop_iterations, want = cap;
	/* no condition of its own, or a constant one: only a `break` ends it */
	int endless = !s->expr || s->expr->op == IR_CONST;
	int failures = 0, at_period = 0, pi = 0, hard, tries = 0;
	struct level *lv = NULL;
	const struct loop_writes *lw = NULL;
	struct loop_memo *memo;

	if (s->once) {
		/* a switch: one pass; the lanes its `continue`s stopped go on
		 * stopped, to the enclosing loop */
		uint32_t cont;
		w->flow.brk = w->flow.cont = 0;
		w->flow.kept_brk = 0;
		w->flow.exit_uncertain = 0;
		sim_exec(w, s->body, active & w->flow.live);
		cont = w->flow.cont;
		w->flow.brk = saved_brk;
		w->flow.cont = saved_cont | cont;
		/* the lanes an unknown `break` kept in ran the later arms;
		 * after the switch every lane is together again, and only
		 * what an unknown `continue` kept stays so for the loop
		 * around it */
		w->flow.kept_loop = saved_kept | (w->flow.kept_loop & ~w->flow.kept_brk);
		w->flow.kept_brk = saved_kept_brk;
		w->flow.exit_uncertain = saved_exit_uncertain;
		return;
	}
	w->nest++;
	memo = loop_memo(w, s);
	if (w->loop_syms < SYM_COUNT - SYM_LOOP0 && !w->opts->no_loop_rounds && w->k->nlocals &&
	    (!memo || memo->wins || memo->fails < 3))
		tries = 1;
	if (tries) {
		lv = level_at(w, w->nest);
		memset(lv->ring_ok, 0, sizeof(lv->ring_ok));
		lw = sim_writes(w, s);
		/* the period that proved rounds at the last entry */
		if (memo)
			pi = memo->period;
	}
	w->flow.brk = 0;
	w->flow.kept_brk = 0;
	w->flow.exit_uncertain = 0;
	for (;;) {
		if (tries && iter > 0 && want) {
			int64_t n = loop_rounds(w, s, &in, &last, &iter, cap, endless,
						returned_before, periods[pi], &want, &hard, lw);
			if (n < 0) {
				w->nest--;
				return;
			}
			if (n > 0) {
				if (memo) {
					memo->wins++;
					memo->period = pi;
				}
				at_period = 0;
				continue;
			}
			if (hard >= 0) {
				if (memo)
					memo->fails++;
				/* not linear at this period (not at all, or twice):
				 * perhaps a few rounds at a time */
				if (hard || ++at_period > 1) {
					at_period = 0;
					if (++pi == NPERIODS)
						want = 0;
				}
				if (++failures > 16)
					want = 0;
			}
		}
		if (tries) {
			int slot = (int)(iter % RING);
			snapshot_take(w, &lv->ring[slot], lw);
			lv->ring_ok[slot] = 1;
			lv->ring_at[slot] = iter;
		}
		if (loop_round(w, s, &in, &last, &iter, cap, endless, returned_before)) {
			if (w->scratch.split) {
				w->nest--;
				return;
			}
			break;
		}
	}
	w->nest--;
	w->flow.brk = saved_brk;
	w->flow.cont = saved_cont;
	w->flow.uncertain = saved_uncertain;
	w->flow.kept_loop = saved_kept;
	w->flow.kept_brk = saved_kept_brk;
	w->flow.exit_uncertain = saved_exit_uncertain;
}


void loop_release(struct warp *w)
{
	levels_release(w);
	loop_writes_release(w);
}
