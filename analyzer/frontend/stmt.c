/*
 * stmt.c - statements, lowered into the IR's statement tree.
 *
 * Declarations of integer and pointer locals become slots and
 * assignments; if, loops and switch become ST_IF and ST_LOOP with the
 * branch they are in the source.  A loop condition's loads run before
 * each test; when nothing in the loop can change them they are hoisted
 * before it, as nvcc does (simulator/ir_pass.c decides).  A switch is a
 * loop that runs once, so that `break` leaves it, with C's fall-through.
 * Statements nested deeper than MAX_DEPTH are skipped, and said so once.
 */
#include "fe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"

static enum CXChildVisitResult find_return(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_ReturnStmt) {
		*(int *)data = 1;
		return CXChildVisit_Break;
	}
	/* a lambda's return is its own */
	return clang_getCursorKind(c) == CXCursor_LambdaExpr ? CXChildVisit_Continue
							      : CXChildVisit_Recurse;
}

int stmt_contains_return(CXCursor c)
{
	int found = clang_getCursorKind(c) == CXCursor_ReturnStmt;

	if (!found)
		clang_visitChildren(c, find_return, &found);
	return found;
}

/* An if's condition, then and else (else null): 0, or -1 when it is not an if. */
static int if_parts(CXCursor c, CXCursor *then, CXCursor *other)
{
	CXCursor kids[4];
	int n, i = 0;

	if (clang_getCursorKind(c) != CXCursor_IfStmt || (n = cx_children(c, kids, 4)) < 2)
		return -1;
	if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt)
		i = 1;
	if (i + 1 >= n)
		return -1;
	*then = kids[i + 1];
	*other = i + 2 < n ? kids[i + 2] : clang_getNullCursor();
	return 0;
}

/*
 * What of statement c runs: c itself, or for an `if constexpr` that
 * clang has decided the side taken (the null cursor for none).
 */
static CXCursor live(CXCursor c)
{
	CXCursor side;

	while (!clang_Cursor_isNull(c) && cx_if_constexpr(c, &side))
		c = side;
	return c;
}

/* Does every way through s end in a return? */
static int ends_in_return(struct fe *fe, CXCursor s)
{
	CXCursor then, other, *all;
	int n;

	s = live(s);
	switch (clang_getCursorKind(s)) {
	case CXCursor_ReturnStmt:
		return 1;
	case CXCursor_CompoundStmt: {
		struct arena_mark m = arena_mark(&fe->kn->lists);
		int yes;
		all = cx_children_all(&fe->kn->lists, s, &n);
		yes = n > 0 && ends_in_return(fe, all[n - 1]);
		arena_rewind(&fe->kn->lists, m);
		return yes;
	}
	case CXCursor_IfStmt:
		return if_parts(s, &then, &other) == 0 && !clang_Cursor_isNull(other) &&
		       ends_in_return(fe, then) && ends_in_return(fe, other);
	default:
		return 0;
	}
}

/* [head..., rest...] as one array, for the lists below (in the lists'
 * arena: the caller rewinds it when the list is done) */
static CXCursor *join(struct fe *fe, const CXCursor *head, int nhead, const CXCursor *rest,
		      int nrest, int *n)
{
	CXCursor *all = arena_alloc(&fe->kn->lists, ((size_t)nhead + nrest + 1) * sizeof(*all));

	if (nhead)
		memcpy(all, head, (size_t)nhead * sizeof(*all));
	if (nrest)
		memcpy(all + nhead, rest, (size_t)nrest * sizeof(*all));
	*n = nhead + nrest;
	return all;
}

/* first (unless null), then rest: one list */
static CXCursor *prepend(struct fe *fe, CXCursor first, CXCursor *rest, int nrest, int *n)
{
	return join(fe, &first, !clang_Cursor_isNull(first), rest, nrest, n);
}

/* A block's statements, then rest: one list. */
static CXCursor *flatten(struct fe *fe, CXCursor block, CXCursor *rest, int nrest, int *n)
{
	int nb;
	CXCursor *kids = cx_children_all(&fe->kn->lists, block, &nb);

	return join(fe, kids, nb, rest, nrest, n);
}

/*
 * Can a followed function's statements `all` be lowered with its returns
 * where they are?  As stmts_lower does: a block that returns is one list
 * with what follows it; an if with a side that ends in a return has the
 * statements after it as the continuation of its other side; a return
 * ends its list (what follows it never runs: `__builtin_unreachable()`
 * after an `if constexpr` whose sides return); an if that ends the list
 * may return from inside either side.  A return inside a loop or a
 * switch, or on a side of an if that then goes on, is not.
 */
static int returns_in_list(struct fe *fe, CXCursor *all, int n)
{
	CXCursor then, other, *list, s;
	int i, m;

	for (i = 0; i < n; i++) {
		s = live(all[i]);
		if (clang_Cursor_isNull(s) || !stmt_contains_return(s))
			continue;
		switch (clang_getCursorKind(s)) {
		case CXCursor_ReturnStmt:
			return 1;
		case CXCursor_CompoundStmt:
			list = flatten(fe, s, all + i + 1, n - i - 1, &m);
			return returns_in_list(fe, list, m);
		case CXCursor_IfStmt:
			if (if_parts(s, &then, &other) < 0)
				return 0;
			if (ends_in_return(fe, then)) {
				if (!returns_in_list(fe, &then, 1))
					return 0;
				list = prepend(fe, other, all + i + 1, n - i - 1, &m);
				return returns_in_list(fe, list, m);
			}
			if (!clang_Cursor_isNull(other) && ends_in_return(fe, other)) {
				if (!returns_in_list(fe, &other, 1))
					return 0;
				list = prepend(fe, then, all + i + 1, n - i - 1, &m);
				return returns_in_list(fe, list, m);
			}
			/* the last statement: each side a list of its own, which
			 * nothing follows (`if (t == 0) { if (reset) { ...;
			 * return; } ... }` at a function's end) */
			if (i == n - 1)
				return returns_in_list(fe, &then, 1) &&
				       (clang_Cursor_isNull(other) || returns_in_list(fe, &other, 1));
			return 0;
		default:
			return 0;     /* a loop, a switch, a label */
		}
	}
	return 1;
}

int stmt_returns_structured(struct fe *fe, CXCursor body)
{
	struct arena_mark m = arena_mark(&fe->kn->lists);
	int yes = returns_in_list(fe, &body, 1);

	arena_rewind(&fe->kn->lists, m);
	return yes;
}

static void stmts_lower(struct fe *fe, CXCursor *all, int n);
static struct ir_stmt *stmt_list(struct fe *fe, CXCursor c);

/* The statements lowered as one list: `first` (may be null), then rest. */
static struct ir_stmt *stmt_list_rest(struct fe *fe, CXCursor first, CXCursor *rest, int nrest)
{
	struct ir_stmt *list = NULL, **saved = fe->kn->tail;
	struct arena_mark m = arena_mark(&fe->kn->lists);
	CXCursor *all;
	int n;

	fe->kn->tail = &list;
	all = prepend(fe, first, rest, nrest, &n);
	stmts_lower(fe, all, n);
	arena_rewind(&fe->kn->lists, m);
	fe->kn->tail = saved;
	return list;
}

/*
 * An if in a followed function with a side that ends in a return and
 * statements after it: those run only on the other side, so they are
 * lowered as its continuation there (`if (v >= hi) return hi - 1;
 * return v;` is `if (v >= hi) ret = hi - 1; else ret = v;`).
 */
static void if_with_rest(struct fe *fe, CXCursor c, CXCursor *rest, int nrest)
{
	CXCursor kids[2], then, other;
	struct ir_stmt *s;
	int i, then_ends;

	if (if_parts(c, &then, &other) < 0 || cx_children(c, kids, 2) < 2) {
		stmts_lower(fe, rest, nrest);
		return;
	}
	i = clang_getCursorKind(kids[0]) == CXCursor_DeclStmt;
	if (i)
		stmt_lower(fe, kids[0]);   /* if (int k = ...; ...) */
	then_ends = nrest && ends_in_return(fe, then);
	s = ir_stmt_new(fe->A, ST_IF);
	s->loc = cx_loc(fe, c);
	s->expr = expr_lower(fe, kids[i]);
	s->branch = scope_branch(fe, c, kids[i], BRANCH_IF);
	if (!nrest || then_ends)
		s->body = stmt_list(fe, then);
	else
		s->body = stmt_list_rest(fe, then, rest, nrest);
	if (then_ends)
		s->other = stmt_list_rest(fe, other, rest, nrest);
	else if (!clang_Cursor_isNull(other))
		s->other = stmt_list(fe, other);
	s->branch->work = ir_pass_work(s->body) + ir_pass_work(s->other);
	s->branch->cond = s->expr;
	scope_emit(fe, s);
}

/*
 * In a followed function that returns from inside a loop or a switch
 * (fe_frame's returned_slot): after statement s, which may return, the
 * statements `rest` run only in the lanes that have not returned; in a
 * loop of the function, those that have leave it.
 */
/* `if (returned) break;` after statement s */
static void returned_break(struct fe *fe, CXCursor s)
{
	struct ir_stmt *g = ir_stmt_new(fe->A, ST_IF);

	g->loc = cx_loc(fe, s);
	g->expr = ir_leaf(fe->A, IR_LOCAL, CT_I32, fe->kn->frame->returned_slot - 1);
	g->body = ir_stmt_new(fe->A, ST_BREAK);
	g->body->loc = g->loc;
	scope_emit(fe, g);
}

static void after_return(struct fe *fe, CXCursor s, CXCursor *rest, int nrest)
{
	const struct fe_frame *f = fe->kn->frame;
	struct ir_stmt *g;

	if (fe->kn->loop_depth > f->loop_base) {
		returned_break(fe, s);
		stmts_lower(fe, rest, nrest);
		return;
	}
	g = ir_stmt_new(fe->A, ST_IF);
	g->loc = cx_loc(fe, s);
	g->expr = ir_unary(fe->A, IR_LNOT, CT_I32,
			   ir_leaf(fe->A, IR_LOCAL, CT_I32, f->returned_slot - 1));
	g->body = stmt_list_rest(fe, clang_getNullCursor(), rest, nrest);
	scope_emit(fe, g);
}

/*
 * A list of statements; in a followed function, a block that returns
 * takes what follows it into its own list, and an if with a side that
 * ends in a return the rest on its other side (returns_in_list), unless
 * the function returns from a loop (after_return).
 */
static void stmts_lower(struct fe *fe, CXCursor *all, int n)
{
	CXCursor then, other, *list, s;
	int i, m;

	for (i = 0; i < n; i++) {
		if (clang_Cursor_isNull(s = live(all[i])))
			continue;
		if (fe->kn->frame->returned_slot && i + 1 < n && stmt_contains_return(s) &&
		    clang_getCursorKind(s) != CXCursor_ReturnStmt) {
			stmt_lower(fe, s);
			after_return(fe, s, all + i + 1, n - i - 1);
			return;
		}
		if (fe->kn->frame->caller && i + 1 < n && stmt_contains_return(s) &&
		    !fe->kn->frame->returned_slot) {
			if (clang_getCursorKind(s) == CXCursor_CompoundStmt) {
				struct arena_mark mark = arena_mark(&fe->kn->lists);
				list = flatten(fe, s, all + i + 1, n - i - 1, &m);
				stmts_lower(fe, list, m);
				arena_rewind(&fe->kn->lists, mark);
				return;
			}
			if (if_parts(s, &then, &other) == 0 &&
			    (ends_in_return(fe, then) ||
			     (!clang_Cursor_isNull(other) && ends_in_return(fe, other)))) {
				if_with_rest(fe, s, all + i + 1, n - i - 1);
				return;
			}
		}
		stmt_lower(fe, s);
		/* a followed function's return: nothing after it runs */
		if (fe->kn->frame->caller && clang_getCursorKind(s) == CXCursor_ReturnStmt)
			return;
	}
}

static struct ir_stmt *stmt_list(struct fe *fe, CXCursor c)
{
	struct ir_stmt *list = NULL, **saved = fe->kn->tail;

	fe->kn->tail = &list;
	stmt_lower(fe, c);
	fe->kn->tail = saved;
	return list;
}

static void var_decl(struct fe *fe, CXCursor d)
{
	CXCursor kids[MAX_CHILDREN], init;
	int i, n = cx_children(d, kids, MAX_CHILDREN), has_init = 0;
	CXType type = clang_getCursorType(d);
	char *name = cx_string(fe, clang_getCursorSpelling(d));
	int li;

	if (cx_is_shared_var(d)) {
		scope_shared_index(fe, d);
		return;
	}
	for (i = n - 1; i >= 0; i--) {
		enum CXCursorKind k = clang_getCursorKind(kids[i]);
		if (clang_isExpression(k)) {
			init = kids[i];
			has_init = 1;
			break;
		}
	}
	/* `bool active[PART];`: the expression among the children is the
	 * array's size, not an initializer */
	if (has_init && clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(d)))
		has_init = 0;
	/* a pointer, or an integer that holds one's address (`uint64_t g =
	 * reinterpret_cast<uint64_t>(src + i)`, for inline PTX or a cast
	 * back): where it points */
	if (cx_is_pointer(type) ||
	    (cx_ctype(type) >= 0 && cx_size(type) >= 8 && has_init && memory_is_address(fe, init))) {
		struct ptr p = { OBJ_NONE, 0, NULL, NULL, NULL };
		if (has_init)
			memory_pointer(fe, init, &p);
		li = scope_add(fe, d, name);
		scope_point(fe, li, p.kind, p.index);
		if (has_init)
			memory_bind_table(fe, li, fe->kn->frame->fn, d, init, &p);
		/* a copy of an out-parameter, cast or not (`const int *data =
		 * reinterpret_cast<const int *>(src)`): `*data` is the same local */
		if (has_init)
			fe->kn->locals[li].alias_of = scope_alias_of(fe, init);
		fe->kn->locals[li].unset = !has_init || expr_null_constant(init);
		if (has_init)   /* where it is null, for `p != nullptr` */
			scope_null_slot(fe, li, d, init, p.null);
		scope_assign(fe, d, scope_slot(fe, li), p.kind != OBJ_NONE ? p.offset
			    : ir_unknown(fe->A, CT_I64, p.why ? p.why : "pointer has no value"))->declares = 1;
		return;
	}
	if (cx_ctype(type) >= 0) {
		struct ir_expr *v = has_init ? expr_lower(fe, init) : NULL;
		int64_t folded;

		li = scope_add(fe, d, name);
		if (has_init) {   /* a shared address, for inline PTX (asm.c) */
			int shared_of = asm_shared_object(fe, init) + 1;   /* it may move the locals */
			fe->kn->locals[li].shared_of = shared_of;
		}
		if (v && clang_isConstQualifiedType(type) && cx_fold(init, &folded) == 0) {
			fe->kn->locals[li].folded = 1;
			fe->kn->locals[li].value = folded;
			v = ir_const(fe->A, (enum ctype)cx_ctype(type), folded);
		}
		if (v)
			scope_assign(fe, d, scope_slot(fe, li), ir_cast(fe->A, (enum ctype)cx_ctype(type), v))->declares = 1;
		return;
	}
	/* a struct whose integer members are locals of their own; a const
	 * reference to the kernel's struct parameter (or a struct in it) is
	 * one too, a copy of what nothing in the kernel changes */
	if (((type.kind != CXType_LValueReference && type.kind != CXType_RValueReference) ||
	     (type.kind == CXType_LValueReference && has_init &&
	      clang_isConstQualifiedType(clang_getPointeeType(type)) && structs_is_param(fe, init))) &&
	    !(has_init && expr_struct_loaded(fe, init)) && structs_tracked(d)) {
		structs_declare(fe, d, name, has_init ? init : clang_getNullCursor(), has_init);
		return;
	}
	/* floats, structs, local arrays: only the loads in the initializer
	 * (an array's initializer is not counted as stores) */
	if (cx_is_array(type) &&
	    arrays_declare(fe, d, scope_add_array(fe, d, name), init, has_init))
		return;
	if (has_init && clang_getCursorKind(cx_strip(init)) == CXCursor_LambdaExpr) {
		lambdas_capture_copies(fe, d, cx_strip(init));
		return;
	}
	/* a reference bound to memory reads nothing; its uses do, through
	 * the object and offset it holds */
	if (has_init && type.kind == CXType_LValueReference) {
		struct ptr p;
		if (expr_binds_memory(fe, init, &p)) {
			scope_bind_reference(fe, scope_add(fe, d, name), d, &p);
			return;
		}
		/* to a struct of the thread's own: its address is registers */
		if (cx_ctype(clang_getPointeeType(type)) < 0 && expr_binds_thread_own(fe, init)) {
			/* scope_add may move the locals: the index first */
			int own = scope_add(fe, d, name);
			fe->kn->locals[own].thread_own = 1;
		}
	}
	if (has_init)
		expr_lower(fe, init);
	if (!cx_is_array(type))
		scope_struct_from(fe, d, has_init ? expr_struct_loaded(fe, init) : NULL);
}

/*
 * The parts of a for statement from what they are, where the header's
 * tokens cannot place them (a loop written inside a macro: every part
 * starts where the macro is used).  libclang gives them in order, each
 * absent one left out: the condition is the one of type bool (C++ makes
 * it so), a declaration is the init, and the rest fall before or after.
 */
static void for_parts_by_kind(CXCursor *kids, int n, CXCursor *init, CXCursor *cond,
			      CXCursor *inc, int *has)
{
	int i, c = -1;

	if (n == 3) {
		*init = kids[0], *cond = kids[1], *inc = kids[2];
		has[0] = has[1] = has[2] = 1;
		return;
	}
	for (i = 0; i < n && c < 0; i++)
		if (clang_getCursorKind(kids[i]) != CXCursor_DeclStmt &&
		    cx_canon(clang_getCursorType(kids[i])).kind == CXType_Bool)
			c = i;
	for (i = 0; i < n; i++) {
		if (i == c) {
			*cond = kids[i];
			has[1] = 1;
		} else if ((c >= 0 && i < c) || clang_getCursorKind(kids[i]) == CXCursor_DeclStmt ||
			   (c < 0 && n == 2 && i == 0)) {
			*init = kids[i];
			has[0] = 1;
		} else {
			*inc = kids[i];
			has[2] = 1;
		}
	}
}

/* The parts of a for statement; libclang leaves absent ones out. */
void stmt_for_parts(struct fe *fe, CXCursor c, CXCursor *init, CXCursor *cond,
		      CXCursor *inc, CXCursor *body, int *has)
{
	CXCursor kids[8];
	int n = cx_children(c, kids, 8), i;
	CXToken *tokens;
	unsigned ntok, semi[2] = { 0, 0 }, rparen = ~0u, nsemi = 0, depth = 0, j;
	CXSourceRange r;

	has[0] = has[1] = has[2] = has[3] = 0;
	if (n == 0)
		return;
	*body = kids[n - 1];
	has[3] = 1;
	{
		/* in a macro the tokens are the definition's, the parts' places
		 * the expansion's: they cannot be set side by side */
		CXSourceLocation at = clang_getRangeStart(clang_getCursorExtent(c));
		unsigned exp_off, spell_off;
		CXFile ef, sf;
		clang_getExpansionLocation(at, &ef, NULL, NULL, &exp_off);
		clang_getSpellingLocation(at, &sf, NULL, NULL, &spell_off);
		if (exp_off != spell_off || !clang_File_isEqual(ef, sf)) {
			for_parts_by_kind(kids, n - 1, init, cond, inc, has);
			return;
		}
	}
	r = clang_getRange(clang_getRangeStart(clang_getCursorExtent(c)),
			   clang_getRangeStart(clang_getCursorExtent(*body)));
	clang_tokenize(fe->ctu, r, &tokens, &ntok);
	for (j = 0; j < ntok; j++) {
		CXString s = clang_getTokenSpelling(fe->ctu, tokens[j]);
		const char *p = clang_getCString(s);
		unsigned off = cx_offset(clang_getTokenLocation(fe->ctu, tokens[j]));
		if (!strcmp(p, "("))
			depth++;
		else if (!strcmp(p, ")") && --depth == 0 && rparen == ~0u)
			rparen = off;
		else if (!strcmp(p, ";") && depth == 1 && nsemi < 2)
			semi[nsemi++] = off;
		clang_disposeString(s);
	}
	clang_disposeTokens(fe->ctu, tokens, ntok);
	if (nsemi < 2 || rparen == ~0u) {
		for_parts_by_kind(kids, n - 1, init, cond, inc, has);
		return;
	}
	for (i = 0; i < n - 1; i++) {
		unsigned off = cx_offset(clang_getRangeStart(clang_getCursorExtent(kids[i])));
		if (nsemi < 2 || off < semi[0]) {
			*init = kids[i];
			has[0] = 1;
		} else if (off < semi[1]) {
			*cond = kids[i];
			has[1] = 1;
		} else if (off < rparen) {
			*inc = kids[i];
			has[2] = 1;
		}
	}
}

static struct ir_stmt *loop(struct fe *fe, CXCursor c, CXCursor *cond, CXCursor *inc,
			    CXCursor body, int test_first)
{
	struct ir_branch *branch = cond ? scope_branch(fe, c, *cond, BRANCH_LOOP) : NULL;
	struct ir_stmt *s = ir_stmt_new(fe->A, ST_LOOP);
	struct ir_stmt *pre = NULL, **saved = fe->kn->tail;

	s->loc = cx_loc(fe, c);
	s->test_first = test_first;
	s->unroll = fe->kn->unroll;
	fe->kn->unroll = 0;       /* the pragma is this loop's, not a nested one's */
	/* loads in the condition happen before each test: emitted into a
	 * guard at the end of the body and before the loop */
	if (cond) {
		fe->kn->tail = &pre;
		s->expr = expr_lower(fe, *cond);
		fe->kn->tail = saved;
	}
	fe->kn->loop_depth++;
	s->body = stmt_list(fe, body);
	if (fe->kn->frame->returned_slot && stmt_contains_return(body)) {
		/* a lane that returned inside, from a nested loop or switch,
		 * leaves this one too (after_return) */
		struct ir_stmt **tail = fe->kn->tail;
		fe->kn->tail = &s->body;
		while (*fe->kn->tail)
			fe->kn->tail = &(*fe->kn->tail)->next;
		returned_break(fe, body);
		fe->kn->tail = tail;
	}
	fe->kn->loop_depth--;
	if (inc)
		s->other = stmt_list(fe, *inc);
	s->branch = branch;
	if (branch) {
		branch->work = ir_pass_work(s->body) + ir_pass_work(s->other);
		branch->cond = s->expr;
	}
	if (pre && ir_pass_invariant(pre, s->body, s->other, fe->kn->k->nlocals)) {
		/* nvcc loads it once, before the loop (validate/results:
		 * a CSR loop's bound rowptr[row + 1], measured on the H200) */
		struct ir_stmt *p = pre;
		while (p) {
			struct ir_stmt *next = p->next;
			p->next = NULL;
			scope_emit(fe, p);
			p = next;
		}
	} else if (pre) {
		/* the condition loads memory: count its requests once per test */
		struct ir_stmt **t = &s->other;
		while (*t)
			t = &(*t)->next;
		*t = pre;
		if (test_first) {
			struct ir_stmt *p = pre;
			while (p) {    /* same statements serve the first test */
				struct ir_stmt *copy = ir_stmt_new(fe->A, p->kind);
				*copy = *p;
				copy->next = NULL;
				scope_emit(fe, copy);
				p = p->next;
			}
		}
	}
	scope_emit(fe, s);
	return s;
}

/*
 * switch, with C's fall-through: a loop that runs once (so that `break`
 * leaves it), whose statements each run for the lanes that have reached
 * them: a lane reaches `case V:` when the value is V or it fell through
 * from above, and `default:` when the value matches no case.
 */
static void switch_stmt(struct fe *fe, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN], *body, only;
	struct ir_stmt *loop = ir_stmt_new(fe->A, ST_LOOP), **saved, *brk;
	struct ir_expr *value, *none = NULL, *reached;
	int value_slot, reached_slot;   /* slots: locals move as more are declared */
	int n = cx_children(c, kids, MAX_CHILDREN), nb, i, pass;
	enum ctype t;

	if (n < 2)
		return;
	value = expr_lower(fe, kids[0]);
	t = value->type;
	value_slot = scope_slot(fe, scope_add(fe, c, "switch.value"));
	scope_assign(fe, c, value_slot, value);
	reached_slot = scope_slot(fe, scope_add(fe, kids[n - 1], "switch.reached"));
	scope_assign(fe, c, reached_slot, ir_const(fe->A, CT_I32, 0));
	if (clang_getCursorKind(kids[n - 1]) == CXCursor_CompoundStmt) {
		body = cx_children_all(fe->A, kids[n - 1], &nb);
	} else {
		only = kids[n - 1];
		body = &only;
		nb = 1;
	}
	loop->loc = cx_loc(fe, c);
	loop->test_first = 1;
	loop->once = 1;
	saved = fe->kn->tail;
	fe->kn->tail = &loop->body;
	fe->kn->loop_depth++;
	/* pass 0 gathers the case values for default:, pass 1 translates */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < nb; i++) {
			CXCursor st = body[i], sub[2];
			while (clang_getCursorKind(st) == CXCursor_CaseStmt ||
			       clang_getCursorKind(st) == CXCursor_DefaultStmt) {
				int k = cx_children(st, sub, 2);
				struct ir_expr *match;
				int64_t cv;
				if (clang_getCursorKind(st) == CXCursor_CaseStmt) {
					match = cx_fold(sub[0], &cv) == 0
						? ir_binary(fe->A, IR_EQ, CT_I32,
							    ir_leaf(fe->A, IR_LOCAL, t, value_slot),
							    ir_const(fe->A, t, cv))
						: expr_unknown(fe, "a case value is not a constant");
					if (pass == 0)
						none = none ? ir_binary(fe->A, IR_LOR, CT_I32, none, match) : match;
				} else {
					match = none ? ir_unary(fe->A, IR_LNOT, CT_I32, none)
						     : ir_const(fe->A, CT_I32, 1);
				}
				if (pass == 1)
					scope_assign(fe, st, reached_slot, ir_binary(fe->A, IR_LOR, CT_I32,
						ir_leaf(fe->A, IR_LOCAL, CT_I32, reached_slot), match));
				if (k < 1)
					break;
				st = sub[k - 1];
			}
			if (pass == 1 && clang_getCursorKind(st) != CXCursor_CaseStmt &&
			    clang_getCursorKind(st) != CXCursor_DefaultStmt) {
				struct ir_stmt *guard = ir_stmt_new(fe->A, ST_IF);
				reached = ir_leaf(fe->A, IR_LOCAL, CT_I32, reached_slot);
				guard->loc = cx_loc(fe, st);
				guard->expr = reached;
				guard->body = stmt_list(fe, st);
				scope_emit(fe, guard);
			}
		}
	}
	brk = ir_stmt_new(fe->A, ST_BREAK);   /* the loop runs once */
	scope_emit(fe, brk);
	fe->kn->loop_depth--;
	fe->kn->tail = saved;
	scope_emit(fe, loop);
}

/*
 * Is e a place that reads no memory and calls nothing on its way: a
 * variable, a member (of this too), an element at a variable or a
 * constant index?  Lowering it twice costs nothing.
 */
int stmt_plain_place(CXCursor e, int depth)
{
	CXCursor kids[3];
	int n = cx_children(e, kids, 3), i;

	if (depth > 16)
		return 0;
	switch (clang_getCursorKind(e)) {
	case CXCursor_DeclRefExpr: case CXCursor_CXXThisExpr: case CXCursor_IntegerLiteral:
		return 1;
	case CXCursor_MemberRefExpr: case CXCursor_UnexposedExpr: case CXCursor_ParenExpr:
	case CXCursor_ArraySubscriptExpr: case CXCursor_BinaryOperator:
		for (i = 0; i < n; i++)
			if (!stmt_plain_place(kids[i], depth + 1))
				return 0;
		return n > 0 || clang_getCursorKind(e) == CXCursor_MemberRefExpr;
	case CXCursor_UnaryOperator:
		return clang_getCursorUnaryOperatorKind(e) == CXUnaryOperator_Deref && n == 1 &&
		       clang_getCursorKind(cx_strip(kids[0])) == CXCursor_CXXThisExpr;
	default:
		return 0;
	}
}

static void stmt_kind(struct fe *fe, CXCursor c);

/*
 * `#pragma unroll [N]` over a loop: libclang shows it as an unexposed
 * statement whose one child is the loop, its extent starting at the
 * pragma.  The text between the two says which: N, -1 for a bare
 * pragma, 0 when there is none (or it is not in the main file).
 */
static int pragma_unroll(struct fe *fe, CXCursor c, CXCursor loop)
{
	CXSourceLocation a = clang_getRangeStart(clang_getCursorExtent(c));
	CXSourceLocation b = clang_getRangeStart(clang_getCursorExtent(loop));
	CXFile fa, fb;
	unsigned oa, ob;
	const char *p, *end, *text;
	size_t size;
	long n;

	/* in the file or a header of it (a kernel in a .cuh) */
	clang_getExpansionLocation(a, &fa, NULL, NULL, &oa);
	clang_getExpansionLocation(b, &fb, NULL, NULL, &ob);
	if (!fa || !fb || !clang_File_isEqual(fa, fb) || ob <= oa)
		return 0;
	if (clang_File_isEqual(fa, fe->main_file)) {
		text = fe->source;
		size = fe->source_len;
	} else if (!(text = cx_file_text(fe, fa, &size))) {
		return 0;
	}
	if (ob > size)
		return 0;
	end = text + ob;
	for (p = text + oa; p + 6 <= end; p++)
		if (!strncmp(p, "unroll", 6))
			break;
	if (p + 6 > end)
		return 0;
	p += 6;
	while (p < end && (*p == ' ' || *p == '\t' || *p == '('))
		p++;
	if (p == end || *p < '0' || *p > '9')
		return -1;
	n = strtol(p, NULL, 10);
	return n > 0 && n < 1 << 20 ? (int)n : -1;
}

/*
 * A statement, under the assumptions of its first line: they cover all of
 * it, nested statements included (whose own come on top).
 */
void stmt_lower(struct fe *fe, CXCursor c)
{
	int saved = fe->kn->frame->nassume_lines;
	unsigned line = 0;
	CXFile file;
	int i;

	if (fe->nassumes && clang_getCursorKind(c) != CXCursor_CompoundStmt &&
	    fe->kn->frame->nassume_lines < (int)(sizeof(fe->kn->frame->assume_lines) / sizeof(fe->kn->frame->assume_lines[0]))) {
		clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(c)), &file,
					   &line, NULL, NULL);
		if (file && clang_File_isEqual(file, fe->main_file) && !assumed_covered(fe, line))
			for (i = 0; i < fe->nassumes; i++)
				if (fe->assumes[i].applies_to == line) {
					fe->kn->frame->assume_lines[fe->kn->frame->nassume_lines++] = line;
					assumed_at(fe, c, line);
					break;
				}
	}
	if (fe->kn->depth >= MAX_DEPTH) {
		if (!fe->too_deep) {
			fe->too_deep = 1;
			diag_add(fe->diags, SEV_WARNING, cx_loc(fe, c), RULE_UNANALYZED,
				 "statements nest too deeply to analyze; what is nested deeper is skipped");
		}
		fe->kn->frame->nassume_lines = saved;
		return;
	}
	fe->kn->depth++;
	stmt_kind(fe, c);
	fe->kn->depth--;
	fe->kn->frame->nassume_lines = saved;
}

static void stmt_kind(struct fe *fe, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor kids[MAX_CHILDREN], *all;
	int n, i;

	switch (kind) {
	case CXCursor_CompoundStmt: {
		struct arena_mark m = arena_mark(&fe->kn->lists);
		all = cx_children_all(&fe->kn->lists, c, &n);
		stmts_lower(fe, all, n);
		arena_rewind(&fe->kn->lists, m);
		return;
	}
	case CXCursor_DeclStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		for (i = 0; i < n; i++)
			if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl)
				var_decl(fe, kids[i]);
		return;
	case CXCursor_IfStmt: {
		CXCursor side = live(c);
		if (clang_equalCursors(side, c))
			if_with_rest(fe, c, NULL, 0);
		else if (!clang_Cursor_isNull(side))   /* `if constexpr`'s side taken */
			stmt_lower(fe, side);
		return;
	}
	case CXCursor_ForStmt: {
		CXCursor init, cond, inc, body;
		int has[4];
		stmt_for_parts(fe, c, &init, &cond, &inc, &body, has);
		if (!has[3])
			return;
		if (has[0])
			stmt_lower(fe, init);
		loop(fe, c, has[1] ? &cond : NULL, has[2] ? &inc : NULL, body, 1);
		return;
	}
	case CXCursor_WhileStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		if (n >= 2)
			loop(fe, c, &kids[n - 2], NULL, kids[n - 1], 1);
		return;
	case CXCursor_DoStmt: {
		int fewest = 0, cas = cas_loop_shape(fe, c, &fewest);
		n = cx_children(c, kids, MAX_CHILDREN);
		if (n >= 2)
			cas_loop_mark(fe, loop(fe, c, &kids[1], NULL, kids[0], 0), cas, fewest);
		return;
	}
	case CXCursor_ReturnStmt: {
		struct ir_stmt *s;
		n = cx_children(c, kids, MAX_CHILDREN);
		if (fe->kn->frame->caller && fe->kn->frame->ret_pointer) {
			/* a followed function's one return: the object its
			 * pointer points into, and the offset */
			struct fe_frame *f = fe->kn->frame;
			struct ptr p = { OBJ_NONE, 0, NULL, "the function returns no pointer", NULL };
			CXType rt = clang_getCursorResultType(f->fn);
			if (n && rt.kind == CXType_LValueReference)
				memory_address(fe, kids[0], &p);   /* a reference: the lvalue's place */
			else if (n)
				memory_pointer(fe, kids[0], &p);
			/* ... and the thread's own integer's value, where
			 * reading it again makes no request or call */
			if (n && f->ret_value && p.kind == OBJ_LOCAL && stmt_plain_place(kids[0], 0))
				scope_assign(fe, c, f->ret_value - 1,
					     ir_cast(fe->A, (enum ctype)cx_ctype(clang_getPointeeType(rt)),
						     expr_lower(fe, kids[0])));
			f->ret_kind = p.kind;
			f->ret_index = p.index;
			f->ret_why = p.why;
			scope_assign(fe, c, f->ret, p.kind != OBJ_NONE ? p.offset
				    : ir_unknown(fe->A, CT_I64, p.why));
			return;
		}
		if (fe->kn->frame->caller && !clang_Cursor_isNull(fe->kn->frame->ret_struct)) {
			/* a struct result: into the caller's temporary (structs.c) */
			if (n)
				structs_return(fe, c, fe->kn->frame->ret_struct, kids[0]);
			return;
		}
		if (fe->kn->frame->caller) {
			/* the end of a followed function: its value, not the kernel's end */
			const struct fe_frame *f = fe->kn->frame;
			struct ir_expr *v = n ? expr_lower(fe, kids[0]) : NULL;
			if (v && f->ret >= 0)
				scope_assign(fe, c, f->ret, ir_cast(fe->A, f->ret_type, v));
			if (f->returned_slot) {
				/* from inside a loop: the lane has returned, and
				 * leaves the loop it is in (after_return) */
				scope_assign(fe, c, f->returned_slot - 1, ir_const(fe->A, CT_I32, 1));
				if (fe->kn->loop_depth > f->loop_base) {
					s = ir_stmt_new(fe->A, ST_BREAK);
					s->loc = cx_loc(fe, c);
					scope_emit(fe, s);
				}
			}
			return;
		}
		if (n)
			expr_lower(fe, kids[0]);
		s = ir_stmt_new(fe->A, ST_RETURN);
		s->loc = cx_loc(fe, c);
		scope_emit(fe, s);
		return;
	}
	case CXCursor_BreakStmt:
	case CXCursor_ContinueStmt: {
		struct ir_stmt *s;
		if (!fe->kn->loop_depth) {
			diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
				 "'%s' outside a loop is not modeled; the accesses after it are analyzed as if it were not there",
				 kind == CXCursor_BreakStmt ? "break" : "continue");
			return;
		}
		s = ir_stmt_new(fe->A, kind == CXCursor_BreakStmt ? ST_BREAK : ST_CONTINUE);
		s->loc = cx_loc(fe, c);
		scope_emit(fe, s);
		return;
	}
	case CXCursor_SwitchStmt:
		switch_stmt(fe, c);
		return;
	case CXCursor_CaseStmt:
	case CXCursor_DefaultStmt:
	case CXCursor_LabelStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		if (n)
			stmt_lower(fe, kids[n - 1]);
		return;
	case CXCursor_NullStmt:
		return;
	case CXCursor_AsmStmt:
		asm_lower(fe, c);
		return;
	case CXCursor_GotoStmt:
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
			 "statement is not modeled; analysis continues after it");
		return;
	default:
		if (clang_isExpression(kind)) {
			CXCursor saved = fe->kn->discarded;
			fe->kn->discarded = c;
			expr_lower(fe, c);
			fe->kn->discarded = saved;
		} else if (clang_isStatement(kind)) {
			n = cx_children(c, kids, MAX_CHILDREN);
			if (kind == CXCursor_UnexposedStmt && n == 1 &&
			    (clang_getCursorKind(kids[0]) == CXCursor_ForStmt ||
			     clang_getCursorKind(kids[0]) == CXCursor_WhileStmt ||
			     clang_getCursorKind(kids[0]) == CXCursor_DoStmt))
				fe->kn->unroll = pragma_unroll(fe, c, kids[0]);
			for (i = 0; i < n; i++)
				stmt_lower(fe, kids[i]);
			fe->kn->unroll = 0;
		}
		return;
	}
}
