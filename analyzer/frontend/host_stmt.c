/*
 * host_stmt.c - host code's statements, run in order over one call
 * context (struct frame): a known condition picks its branch, an unknown
 * one runs both from copies of the environment and joins them (a side
 * that exits is dropped, a value from the command line yields to the
 * other side's); a switch runs from its case with C's fall-through; a
 * loop that can launch runs round by round, HOST_TRIPS at most, and one
 * that cannot leaves what it assigns unknown; a range-for walks the
 * array, container or table it is given.  Part of the host stage
 * (host.h); host.c evaluates the calls and records the launches.
 */
#include "host.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static enum flow exec_rounds(struct host *h, struct frame *fr, CXCursor c, const CXCursor *cond,
			     const CXCursor *inc, CXCursor body, int test_first, struct hval *whyp);

/* A copy of the frame's bindings, to run one side of a branch from. */
static struct binding *save(struct host *h, const struct frame *fr)
{
	struct binding *copy = arena_alloc(&h->A, ((size_t)fr->n + 1) * sizeof(*copy));
	int i;

	if (fr->n)   /* a frame with no bindings yet has none to copy */
		memcpy(copy, fr->b, (size_t)fr->n * sizeof(*copy));
	for (i = 0; i < fr->n; i++)
		if (copy[i].elems) {
			copy[i].elems = arena_alloc(&h->A, (size_t)copy[i].nelems * sizeof(struct hval));
			memcpy(copy[i].elems, fr->b[i].elems, (size_t)copy[i].nelems * sizeof(struct hval));
		}
	return copy;
}

static void restore(struct host *h, struct frame *fr, const struct binding *from, int n)
{
	struct binding *copy;

	fr->n = n;
	copy = save(h, &(struct frame){ .b = (struct binding *)from, .n = n });
	if (n)
		memcpy(fr->b, copy, (size_t)n * sizeof(*copy));
}

/*
 * What a variable holds after either of two paths: the value both agree
 * on, or the one a command-line value yields to, or unknown.
 */
struct hval host_join(struct hval a, struct hval b, const char *why)
{
	if (a.is_kernel || b.is_kernel)
		return a.is_kernel && b.is_kernel && clang_equalCursors(a.kernel, b.kernel)
			? a : host_unknown(why, 0);
	if (a.is_function || b.is_function)
		return a.is_function && b.is_function && clang_equalCursors(a.function, b.function)
			? a : host_unknown(why, 0);
	if (host_same(a, b) || (!a.known && !b.known && a.from_argv == b.from_argv))
		return a;
	if (!a.known && a.from_argv && b.known) {
		b.defaulted = 1;
		return b;
	}
	if (!b.known && b.from_argv && a.known) {
		a.defaulted = 1;
		return a;
	}
	if (!a.known || !b.known)
		return host_either_unknown(a, b);
	return host_unknown(why, 0);
}

static void join_into(struct frame *fr, const struct binding *other, int n, const char *why)
{
	int i, j;

	for (i = 0; i < n && i < fr->n; i++) {
		fr->b[i].val = host_join(fr->b[i].val, other[i].val, why);
		for (j = 0; j < fr->b[i].nelems && j < other[i].nelems; j++)
			fr->b[i].elems[j] = host_join(fr->b[i].elems[j], other[i].elems[j], why);
	}
}

/* Statements */

static int is_exit(struct host *h, CXCursor c)
{
	const char *name;

	c = cx_strip(c);
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return 0;
	name = cx_string(h->fe, clang_getCursorSpelling(c));
	return !strcmp(name, "exit") || !strcmp(name, "abort") || !strcmp(name, "_Exit") ||
	       cx_is_noreturn(clang_getCursorReferenced(c));
}

/*
 * A context set aside while a branch other runs would take is run for the
 * launches it makes, then taken back as it was: its stores and returns
 * are not this run's.
 */
struct aside {
	struct frame frame;
	struct binding *bindings;
};

static struct aside set_aside(struct host *h, struct frame *fr)
{
	struct aside a = { *fr, save(h, fr) };

	return a;
}

static void take_back(struct host *h, struct frame *fr, const struct aside *a)
{
	restore(h, fr, a->bindings, a->frame.n);
	fr->ret = a->frame.ret;
	fr->returned = a->frame.returned;
	fr->maybe_returned = a->frame.maybe_returned;
	fr->maybe_broke = a->frame.maybe_broke;
}

/* if: a known condition picks its side; an unknown one runs both and joins */
static enum flow exec_if(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN];
	int n = cx_children(c, kids, MAX_CHILDREN), i = 0, n0;
	struct hval cond;
	struct binding *before, *then_env;
	enum flow f1, f2 = FLOW_NEXT;
	const char *why;

	if (n < 2)
		return FLOW_NEXT;
	if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt)
		host_exec(h, fr, kids[i++]);
	if (i + 1 >= n)
		return FLOW_NEXT;
	cond = host_eval(h, fr, kids[i]);
	if (cond.known && cond.defaulted && (cond.v[0] ? i + 2 < n : 1)) {
		/* known only as the command line's default: another run takes
		 * the other side, so it is run too, for its launches only */
		struct aside aside = set_aside(h, fr);
		host_exec(h, fr, kids[cond.v[0] ? i + 2 : i + 1]);
		take_back(h, fr, &aside);
	}
	if (cond.known && !cond.defaulted && (cond.v[0] ? i + 2 < n : 1) &&
	    h->nskipped < MAX_SKIPPED) {
		/* the side not taken: a launch only there is never made */
		h->skipped = arena_grow(&h->A, h->skipped, sizeof(*h->skipped), h->nskipped,
					&h->cap_skipped);
		h->skipped[h->nskipped].range = clang_getCursorExtent(kids[cond.v[0] ? i + 2 : i + 1]);
		h->skipped[h->nskipped].cond = cx_text(h->fe, kids[i]);
		h->skipped[h->nskipped++].value = cond.v[0] != 0;
	}
	if (cond.known)
		return cond.v[0] ? host_exec(h, fr, kids[i + 1])
				 : i + 2 < n ? host_exec(h, fr, kids[i + 2]) : FLOW_NEXT;
	n0 = fr->n;
	before = save(h, fr);
	f1 = host_exec(h, fr, kids[i + 1]);
	fr->n = n0;
	then_env = save(h, fr);
	restore(h, fr, before, n0);
	if (i + 2 < n)
		f2 = host_exec(h, fr, kids[i + 2]);
	fr->n = n0;
	if (f1 == FLOW_RETURN || f2 == FLOW_RETURN)
		fr->maybe_returned = 1;
	if ((f1 == FLOW_BREAK) != (f2 == FLOW_BREAK))
		fr->maybe_broke = 1;
	if ((f1 == FLOW_CONTINUE) != (f2 == FLOW_CONTINUE))
		fr->maybe_broke = 1;   /* the rest of a round may be skipped */
	if (f1 != FLOW_NEXT && f2 != FLOW_NEXT)
		return f1 == FLOW_EXIT ? f2 : f1;
	if (f2 != FLOW_NEXT) {
		restore(h, fr, then_env, n0);
		if (f2 == FLOW_EXIT)
			tensors_learn(h, fr, kids[i], 1);
		return FLOW_NEXT;
	}
	if (f1 != FLOW_NEXT) {
		/* `TORCH_CHECK(a == b)`: past it the condition failed, so a == b */
		if (f1 == FLOW_EXIT)
			tensors_learn(h, fr, kids[i], 0);
		return FLOW_NEXT;
	}
	why = arena_printf(h->fe->A, "set differently on the two sides of the 'if' at line %u",
			   cx_loc(h->fe, c).line);
	join_into(fr, then_env, n0, why);
	return FLOW_NEXT;
}

/*
 * The statement a chain of `case`/`default` labels stands on; *match says
 * whether one of the labels is `value`, *is_default whether one is default.
 */
static CXCursor unlabel(CXCursor s, int64_t value, int *match, int *is_default)
{
	CXCursor sub[3];
	int k;
	int64_t v;

	*match = *is_default = 0;
	while (clang_getCursorKind(s) == CXCursor_CaseStmt ||
	       clang_getCursorKind(s) == CXCursor_DefaultStmt) {
		k = cx_children(s, sub, 3);
		if (clang_getCursorKind(s) == CXCursor_DefaultStmt)
			*is_default = 1;
		else if (k >= 2 && cx_fold(sub[0], &v) == 0 && v == value)
			*match = 1;
		if (k < 1)
			break;
		s = sub[k - 1];
	}
	return s;
}

/*
 * A switch entry run for its launches although the value is another (or
 * not known): the variable switched on takes the entry's own value there
 * (`case 512: k<512><<<g, threads>>>` runs with threads = 512).
 */
static void take_case_value(struct host *h, struct frame *fr, CXCursor on, CXCursor entry)
{
	CXCursor sub[3], s = cx_strip(on);
	int64_t v;
	int t;

	if (clang_getCursorKind(entry) != CXCursor_CaseStmt || cx_children(entry, sub, 3) < 2 ||
	    cx_fold(sub[0], &v) < 0 || clang_getCursorKind(s) != CXCursor_DeclRefExpr ||
	    (t = cx_ctype(clang_getCursorType(s))) < 0)
		return;
	host_assign(h, fr, s, host_known((enum ctype)t, v));
}

/* Runs a switch's body from statement `start`, with C's fall-through. */
static enum flow exec_cases(struct host *h, struct frame *fr, CXCursor *stmts, int n, int start,
			    int64_t value)
{
	int i, match, is_default;
	enum flow f;

	for (i = start; i < n; i++) {
		f = host_exec(h, fr, unlabel(stmts[i], value, &match, &is_default));
		if (f == FLOW_BREAK)
			return FLOW_NEXT;
		if (f != FLOW_NEXT)
			return f;
	}
	return FLOW_NEXT;
}

/*
 * switch: a known value runs its case; a value known only as the command
 * line's default also has the other cases run for the launches they make
 * (their stores forgotten after), since another run takes them; an
 * unknown value has every entry run for its launches alone, and what the
 * switch assigns is unknown after it.
 */
struct skip_walk {
	struct host *h;
	const char *why;
};

static enum CXChildVisitResult skip_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct skip_walk *w = data;
	struct host *h = w->h;
	CXCursor cfg, kernel;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CallExpr || !cx_launch_config(c, &cfg))
		return CXChildVisit_Recurse;
	kernel = clang_getCursorReferenced(c);
	if (clang_getCursorKind(kernel) != CXCursor_FunctionDecl || h->nskipped >= MAX_SKIPPED)
		return CXChildVisit_Continue;
	h->skipped = arena_grow(&h->A, h->skipped, sizeof(*h->skipped), h->nskipped, &h->cap_skipped);
	memset(&h->skipped[h->nskipped], 0, sizeof(*h->skipped));
	h->skipped[h->nskipped].call = c;
	h->skipped[h->nskipped].kernel = kernel;
	h->skipped[h->nskipped++].why = w->why;
	return CXChildVisit_Continue;
}

/*
 * The launches in the entries of a switch that its known value skips
 * (the other element types of an AT_DISPATCH_*): each is never made, and
 * host_unreached says why.
 */
static void skip_cases(struct host *h, CXCursor on, struct hval v, CXCursor *stmts, int ns,
		       int taken)
{
	struct skip_walk w = { h, NULL };
	int i;

	w.why = tensors_dispatch_why(h, on, v);
	if (!w.why)
		w.why = arena_printf(h->fe->A, "only in another entry of a switch on '%s', which host code's values make %lld",
				     cx_text(h->fe, on), (long long)v.v[0]);
	for (i = 0; i < ns; i++)
		if (i != taken && (clang_getCursorKind(stmts[i]) == CXCursor_CaseStmt ||
				   clang_getCursorKind(stmts[i]) == CXCursor_DefaultStmt))
			clang_visitChildren(stmts[i], skip_visit, &w);
}

static enum flow exec_switch(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[4], *stmts;
	int n = cx_children(c, kids, 4), ns, i, start = -1, def = -1, match, is_default, n0;
	struct hval v;
	enum flow f;

	if (n < 2)
		return FLOW_NEXT;
	if (n > 2 && clang_getCursorKind(kids[0]) == CXCursor_DeclStmt)
		host_exec(h, fr, kids[0]);
	v = host_eval(h, fr, kids[n - 2]);
	if (!v.known && clang_getCursorKind(kids[n - 1]) == CXCursor_CompoundStmt &&
	    host_leads_to_launch(h, kids[n - 1], fr->depth)) {
		/* a value not known here (the kernel's number from argv): each
		 * entry, for its launches only */
		stmts = cx_children_all(&h->A, kids[n - 1], &ns);
		for (i = 0; i < ns; i++) {
			struct aside aside;
			if (clang_getCursorKind(stmts[i]) != CXCursor_CaseStmt &&
			    clang_getCursorKind(stmts[i]) != CXCursor_DefaultStmt)
				continue;
			aside = set_aside(h, fr);
			take_case_value(h, fr, kids[n - 2], stmts[i]);
			exec_cases(h, fr, stmts, ns, i, INT64_MIN);
			take_back(h, fr, &aside);
		}
	}
	if (!v.known || clang_getCursorKind(kids[n - 1]) != CXCursor_CompoundStmt) {
		host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A,
			"changed in the switch at line %u", cx_loc(h->fe, c).line), 0));
		return FLOW_NEXT;
	}
	stmts = cx_children_all(&h->A, kids[n - 1], &ns);
	for (i = 0; i < ns; i++) {
		unlabel(stmts[i], v.v[0], &match, &is_default);
		if (match && start < 0)
			start = i;
		if (is_default && def < 0)
			def = i;
	}
	n0 = fr->n;
	if (v.defaulted) {
		/* the other entries, for their launches only */
		for (i = 0; i < ns; i++) {
			unlabel(stmts[i], v.v[0], &match, &is_default);
			if (i == (start >= 0 ? start : def) ||
			    (clang_getCursorKind(stmts[i]) != CXCursor_CaseStmt &&
			     clang_getCursorKind(stmts[i]) != CXCursor_DefaultStmt))
				continue;
			struct aside aside = set_aside(h, fr);
			take_case_value(h, fr, kids[n - 2], stmts[i]);
			exec_cases(h, fr, stmts, ns, i, v.v[0]);
			take_back(h, fr, &aside);
		}
	}
	if (start < 0)
		start = def;
	if (!v.defaulted)
		skip_cases(h, kids[n - 2], v, stmts, ns, start);
	if (start < 0)
		return FLOW_NEXT;
	f = exec_cases(h, fr, stmts, ns, start, v.v[0]);
	fr->n = n0;
	return f;
}

/*
 * A loop that cannot launch and holds no loop of its own, run round by
 * round while its condition is known, to its end within HOST_TRIPS rounds
 * and HOST_TRIAL_STEPS steps
 * (`for (i = 0; i < 24; i++) SIZE[i] = 256 * (i + 1)`, the sizes a later
 * loop launches at): 1, with what it assigned; else 0, with the frame as
 * it was before.
 */
static int run_through(struct host *h, struct frame *fr, const CXCursor *cond,
		       const CXCursor *inc, CXCursor body, int test_first)
{
	struct binding *before = save(h, fr);
	struct frame was = *fr;
	long steps = h->steps;
	int trips, n0 = fr->n, done = 0;

	fr->maybe_broke = 0;
	for (trips = 0; trips <= HOST_TRIPS; trips++) {
		enum flow f;
		if (cond && (test_first || trips > 0)) {
			struct hval v = host_eval(h, fr, *cond);
			if (!v.known)
				break;
			if (!v.v[0]) {
				done = 1;
				break;
			}
		}
		if (trips == HOST_TRIPS || h->steps - steps > HOST_TRIAL_STEPS)
			break;
		f = host_exec(h, fr, body);
		fr->n = n0;
		if (fr->maybe_broke || fr->maybe_returned)
			break;
		if (f == FLOW_BREAK) {
			done = 1;
			break;
		}
		if (f != FLOW_NEXT && f != FLOW_CONTINUE)
			break;
		if (inc)
			host_eval(h, fr, *inc);
	}
	if (!done) {
		/* undone, and not counted against the stage's steps */
		restore(h, fr, before, n0);
		h->steps = steps;
	}
	/* a round that returned, or may have, is undone with the rest */
	fr->ret = was.ret;
	fr->returned = was.returned;
	fr->maybe_returned = was.maybe_returned;
	fr->maybe_broke = was.maybe_broke;
	return done;
}

/*
 * A loop: iteration by iteration while its condition is known and it can
 * launch a kernel (or, one that cannot, to its end: run_through);
 * otherwise what it assigns becomes unknown, and a loop that launches
 * runs its body once over those unknowns.
 */
static enum flow exec_loop(struct host *h, struct frame *fr, CXCursor c, const CXCursor *cond,
			   const CXCursor *inc, CXCursor body, int test_first)
{
	struct hval why = host_unknown(arena_printf(h->fe->A, "changed in the loop at line %u",
					       cx_loc(h->fe, c).line), 0);
	int outer_broke = fr->maybe_broke;
	enum flow f;
	int64_t once;

	/* do { ... } while (0), as error-checking macros wrap a call: the
	 * body once, a block and no loop */
	if (!test_first && cond && cx_fold(*cond, &once) == 0 && !once) {
		int n0 = fr->n;
		f = host_exec(h, fr, body);
		fr->n = n0;
		return f == FLOW_BREAK || f == FLOW_CONTINUE ? FLOW_NEXT : f;
	}
	if (!host_leads_to_launch(h, c, fr->depth)) {
		if (host_has_loop(h, body) || !run_through(h, fr, cond, inc, body, test_first))
			host_havoc(h, fr, c, why);
		return FLOW_NEXT;
	}
	fr->maybe_broke = 0;
	f = exec_rounds(h, fr, c, cond, inc, body, test_first, &why);
	if (fr->maybe_broke && f == FLOW_NEXT)
		host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A,
			"changed in the loop at line %u, which may end early",
			cx_loc(h->fe, c).line), 0));
	fr->maybe_broke = outer_broke;
	return f;
}

/*
 * Loop c's body run once with what the loop assigns unknown, before and
 * after, joined with the loop not running (`var`, when not null, bound to
 * v for the round).
 */
static enum flow once_over_unknowns(struct host *h, struct frame *fr, CXCursor c, CXCursor body,
				    struct hval why, CXCursor var, struct hval v)
{
	int n0 = fr->n;
	struct binding *before = save(h, fr);
	enum flow f;

	host_havoc(h, fr, c, why);
	if (!clang_Cursor_isNull(var))
		host_bind(h, fr, var, v);
	f = host_exec(h, fr, body);
	fr->n = n0;
	host_havoc(h, fr, c, why);
	join_into(fr, before, n0, why.why);
	if (f == FLOW_RETURN)
		fr->maybe_returned = 1;
	return FLOW_NEXT;
}

/* exec_loop's rounds, while its condition is known; then once over unknowns */
static enum flow exec_rounds(struct host *h, struct frame *fr, CXCursor c, const CXCursor *cond,
			     const CXCursor *inc, CXCursor body, int test_first, struct hval *whyp)
{
	struct hval why = *whyp;
	int trips, n0 = fr->n;
	enum flow f;

	for (trips = 0; trips < HOST_TRIPS; trips++) {
		if (cond && (test_first || trips > 0)) {
			struct hval v = host_eval(h, fr, *cond);
			if (!v.known) {
				why.from_argv = v.from_argv;
				break;
			}
			if (!v.v[0])
				return FLOW_NEXT;
		}
		f = host_exec(h, fr, body);
		fr->n = n0;
		if (f == FLOW_BREAK)
			return FLOW_NEXT;
		if (f == FLOW_RETURN || f == FLOW_EXIT)
			return f;
		if (inc)
			host_eval(h, fr, *inc);
	}
	/* an unknown condition, or past HOST_TRIPS */
	return once_over_unknowns(h, fr, c, body, why, clang_getNullCursor(), why);
}

/*
 * `for (int size : SIZE)` over an array or a std::vector or std::array
 * of known elements: a round for each, the loop variable bound to it.
 * Over anything else, once with it unknown, as a loop whose condition is
 * not known.
 */
static enum flow exec_range_for(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[8], var = clang_getNullCursor(), range = clang_getNullCursor(), body;
	int n = cx_children(c, kids, 8), i, n0 = fr->n, trips;
	struct hval why = host_unknown(arena_printf(h->fe->A, "changed in the loop at line %u",
					       cx_loc(h->fe, c).line), 0);
	const struct binding *list = NULL;
	enum flow f;

	if (n < 3)
		return FLOW_NEXT;
	body = kids[n - 1];
	for (i = 0; i < n - 1; i++) {
		if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl && clang_Cursor_isNull(var))
			var = kids[i];
		else if (clang_isExpression(clang_getCursorKind(kids[i])))
			range = kids[i];
	}
	if (clang_Cursor_isNull(var) || !host_leads_to_launch(h, c, fr->depth)) {
		host_havoc(h, fr, c, why);
		return FLOW_NEXT;
	}
	if (!clang_Cursor_isNull(range) &&
	    clang_getCursorKind(cx_strip(range)) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(cx_strip(range));
		for (i = fr->n - 1; i >= 0 && !list; i--)
			if (clang_equalCursors(fr->b[i].decl, d) && fr->b[i].nelems > 0 &&
			    !fr->b[i].is_struct)
				list = &fr->b[i];
	}
	if (!list && !clang_Cursor_isNull(range) && !clang_Cursor_isNull(host_braced_list(range))) {
		/* a braced list walked as it is: `for (int bs : {128, 256})` */
		CXCursor items[MAX_CHILDREN];
		int m = cx_children(host_braced_list(range), items, MAX_CHILDREN);
		int dim3 = host_is_dim3(clang_getCursorType(var));
		struct binding *tmp = arena_alloc(&h->A, sizeof(*tmp));

		tmp->nelems = m;
		tmp->elems = arena_alloc(&h->A, ((size_t)m + 1) * sizeof(*tmp->elems));
		for (i = 0; i < m; i++)
			tmp->elems[i] = dim3 ? host_eval_dim(h, fr, items[i]) : host_eval(h, fr, items[i]);
		if (m > 0)
			list = tmp;
	}
	if (list && list->nelems <= HOST_TRIPS) {
		int ct = cx_ctype(clang_getCursorType(var)), outer_broke = fr->maybe_broke;

		fr->maybe_broke = 0;
		f = FLOW_NEXT;
		for (trips = 0; trips < list->nelems && f == FLOW_NEXT; trips++) {
			struct hval v = list->elems[trips];
			host_bind(h, fr, var, ct >= 0 ? host_convert(v, (enum ctype)ct) : v);
			f = host_exec(h, fr, body);
			fr->n = n0;
			if (f == FLOW_CONTINUE)
				f = FLOW_NEXT;
		}
		/* a round that may have ended it: what the rounds set is not known */
		if (fr->maybe_broke && f != FLOW_RETURN && f != FLOW_EXIT)
			host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A,
				"changed in the loop at line %u, which may end early",
				cx_loc(h->fe, c).line), 0));
		fr->maybe_broke = outer_broke;
		return f == FLOW_RETURN || f == FLOW_EXIT ? f : FLOW_NEXT;
	}
	return once_over_unknowns(h, fr, c, body, why, var,
				  host_unknown(arena_printf(h->fe->A, "from the range of the loop at line %u",
							    cx_loc(h->fe, c).line), 0));
}

enum flow host_exec(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN];
	int n, i, n0;
	enum flow f = FLOW_NEXT;

	if (host_spent(h))
		return FLOW_EXIT;
	switch (clang_getCursorKind(c)) {
	case CXCursor_CompoundStmt: {
		CXCursor *all = cx_children_all(&h->A, c, &n);

		n0 = fr->n;
		for (i = 0; i < n && f == FLOW_NEXT; i++)
			f = host_exec(h, fr, all[i]);
		fr->n = n0;
		return f;
	}
	case CXCursor_DeclStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		for (i = 0; i < n; i++)
			if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl)
				host_declare(h, fr, kids[i]);
		return FLOW_NEXT;
	case CXCursor_IfStmt:
		return exec_if(h, fr, c);
	case CXCursor_SwitchStmt:
		return exec_switch(h, fr, c);
	case CXCursor_ForStmt: {
		CXCursor init, cond, inc, body;
		int has[4];
		stmt_for_parts(h->fe, c, &init, &cond, &inc, &body, has);
		if (!has[3])
			return FLOW_NEXT;
		n0 = fr->n;
		if (has[0])
			host_exec(h, fr, init);
		f = exec_loop(h, fr, c, has[1] ? &cond : NULL, has[2] ? &inc : NULL, body, 1);
		fr->n = n0;
		return f;
	}
	case CXCursor_CXXForRangeStmt:
		return exec_range_for(h, fr, c);
	case CXCursor_WhileStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		return n >= 2 ? exec_loop(h, fr, c, &kids[n - 2], NULL, kids[n - 1], 1) : FLOW_NEXT;
	case CXCursor_DoStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		return n >= 2 ? exec_loop(h, fr, c, &kids[1], NULL, kids[0], 0) : FLOW_NEXT;
	case CXCursor_ReturnStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		fr->ret = n ? host_eval(h, fr, kids[0]) : host_unknown(NULL, 0);
		fr->returned = 1;
		return FLOW_RETURN;
	case CXCursor_BreakStmt:
		return FLOW_BREAK;
	case CXCursor_ContinueStmt:
		return FLOW_CONTINUE;
	case CXCursor_NullStmt:
		return FLOW_NEXT;
	default:
		if (clang_isExpression(clang_getCursorKind(c))) {
			if (is_exit(h, c))
				return FLOW_EXIT;
			host_eval(h, fr, c);
			return FLOW_NEXT;
		}
		/* goto, range for: not followed; what they assign is unknown */
		host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A, "changed in the statement at line %u",
						     cx_loc(h->fe, c).line), 0));
		return FLOW_NEXT;
	}
}
