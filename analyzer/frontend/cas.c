/*
 * cas.c - compare-and-swap loops written by hand (fe.h).
 *
 *	do {
 *		seen = old;
 *		old = atomicCAS(p, seen, f(seen));
 *	} while (old != seen);
 *
 * is the loop nvcc emits for a shared float atomicAdd, written out: a
 * trip lands one lane per word, the others saw a value that is no longer
 * there and go round again.  Its trips are not the loop's own business
 * but the turns the warps take at the words, which simulator/atomic.c
 * counts; so the loop is run once, as a pass, and its atomicCAS is
 * marked to be costed by those turns.
 *
 * Exact (CAS_LOOP_EXACT) when the swap sticking is the only way out and
 * the new value is arithmetic on what was seen, taken to differ from it
 * (f(x) = x + v, a float add through __int_as_float): every lane goes
 * round until its own swap lands.  A way out that depends on values (a
 * `break` or `return` on a comparison, a new value that may equal the old
 * one: a max, a ?:) makes the count depend on the data
 * (CAS_LOOP_RANGE): at most the exact loop's trips, at fewest none when
 * the way out comes before the first atomicCAS, else one.
 */
#include "fe.h"

#include <string.h>

/* The variable a plain reference (through casts) names, or a null cursor. */
static CXCursor var_of(CXCursor c)
{
	c = cx_strip(c);
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr)
		return clang_getCursorReferenced(c);
	return clang_getNullCursor();
}

static int same_var(CXCursor a, CXCursor b)
{
	return !clang_Cursor_isNull(a) && !clang_Cursor_isNull(b) && clang_equalCursors(a, b);
}

/* Is c a call to atomicCAS with three arguments? */
static int is_cas_call(struct fe *fe, CXCursor c)
{
	c = cx_strip(c);
	return clang_getCursorKind(c) == CXCursor_CallExpr &&
	       clang_Cursor_getNumArguments(c) == 3 &&
	       !strcmp(cx_string(fe, clang_getCursorSpelling(c)), "atomicCAS");
}

/* What is found under the loop's body. */
struct cas_walk {
	struct fe *fe;
	unsigned cas_at;          /* offset of the one atomicCAS, or ~0u */
	int calls;                /* atomicCAS calls */
	unsigned first_exit;      /* offset of the first break/return, or ~0u */
	int other;                /* a construct the shape does not allow */
	int depth;
};

static void walk(struct cas_walk *w, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN];
	enum CXCursorKind k = clang_getCursorKind(c);
	int n, i;

	if (w->depth >= 64) {
		/* a statement this deep might hide an exit: not the shape; an
		 * expression holds none (bar a lambda's, which exits it only) */
		if (clang_isStatement(k))
			w->other = 1;
		return;
	}
	w->depth++;
	switch (k) {
	case CXCursor_BreakStmt: case CXCursor_ReturnStmt: {
		unsigned at = cx_offset(clang_getCursorLocation(c));
		if (at < w->first_exit)
			w->first_exit = at;
		break;
	}
	/* a nested loop or switch would own its breaks, a continue would
	 * skip the test, a goto anything: not this shape */
	case CXCursor_ContinueStmt: case CXCursor_GotoStmt: case CXCursor_ForStmt:
	case CXCursor_WhileStmt: case CXCursor_DoStmt: case CXCursor_SwitchStmt:
		w->other = 1;
		break;
	case CXCursor_CallExpr:
		if (is_cas_call(w->fe, c)) {
			w->calls++;
			w->cas_at = cx_offset(clang_getCursorLocation(c));
			w->depth--;
			return;     /* its arguments hold no statement */
		}
		break;
	default:
		break;
	}
	n = cx_children(c, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		walk(w, kids[i]);
	w->depth--;
}

/* Does the new value (atomicCAS's third argument) choose between values? */
static int chooses(struct fe *fe, CXCursor c, int depth)
{
	CXCursor kids[MAX_CHILDREN];
	enum CXCursorKind k = clang_getCursorKind(c);
	int n, i;

	if (depth > 64 || k == CXCursor_ConditionalOperator)
		return 1;
	if (k == CXCursor_BinaryOperator) {
		enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(c);
		if ((op >= CXBinaryOperator_LT && op <= CXBinaryOperator_NE) ||
		    op == CXBinaryOperator_LAnd || op == CXBinaryOperator_LOr)
			return 1;
	}
	if (k == CXCursor_CallExpr) {
		const char *name = cx_string(fe, clang_getCursorSpelling(c));
		if (strstr(name, "max") || strstr(name, "min"))
			return 1;
	}
	n = cx_children(c, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (chooses(fe, kids[i], depth + 1))
			return 1;
	return 0;
}

/*
 * The atomicCAS assigned at the top level of the body, `old = atomicCAS(p,
 * seen, new)`: old's and seen's variables and the call; 0, or -1.
 */
static int top_cas(struct fe *fe, CXCursor body, CXCursor *old, CXCursor *seen, CXCursor *call)
{
	CXCursor kids[MAX_CHILDREN], parts[2];
	int n = cx_children(body, kids, MAX_CHILDREN), i, found = 0;

	if (clang_getCursorKind(body) != CXCursor_CompoundStmt)
		return -1;
	for (i = 0; i < n; i++) {
		CXCursor s = kids[i];
		if (clang_getCursorKind(s) != CXCursor_BinaryOperator ||
		    clang_getCursorBinaryOperatorKind(s) != CXBinaryOperator_Assign ||
		    cx_children(s, parts, 2) != 2 || !is_cas_call(fe, parts[1]))
			continue;
		*old = var_of(parts[0]);
		*call = cx_strip(parts[1]);
		*seen = var_of(clang_Cursor_getArgument(*call, 1));
		found++;
	}
	return found == 1 && !clang_Cursor_isNull(*old) && !clang_Cursor_isNull(*seen) ? 0 : -1;
}

int cas_loop_shape(struct fe *fe, CXCursor do_stmt, int *fewest)
{
	CXCursor kids[2], cond, sides[2], old, seen, call;
	struct cas_walk w;
	enum CXBinaryOperatorKind op;

	if (clang_getCursorKind(do_stmt) != CXCursor_DoStmt || cx_children(do_stmt, kids, 2) != 2)
		return CAS_LOOP_NONE;
	if (top_cas(fe, kids[0], &old, &seen, &call) < 0)
		return CAS_LOOP_NONE;
	/* the test: old != seen, either way round */
	cond = cx_strip(kids[1]);
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator || cx_children(cond, sides, 2) != 2)
		return CAS_LOOP_NONE;
	op = clang_getCursorBinaryOperatorKind(cond);
	if (op != CXBinaryOperator_NE ||
	    !((same_var(var_of(sides[0]), old) && same_var(var_of(sides[1]), seen)) ||
	      (same_var(var_of(sides[0]), seen) && same_var(var_of(sides[1]), old))))
		return CAS_LOOP_NONE;
	memset(&w, 0, sizeof(w));
	w.fe = fe;
	w.cas_at = w.first_exit = ~0u;
	walk(&w, kids[0]);
	if (w.other || w.calls != 1)
		return CAS_LOOP_NONE;
	if (w.first_exit == ~0u && !chooses(fe, clang_Cursor_getArgument(call, 2), 0))
		return CAS_LOOP_EXACT;
	*fewest = w.first_exit < w.cas_at ? 0 : 1;
	return CAS_LOOP_RANGE;
}

void cas_loop_mark(struct fe *fe, struct ir_stmt *loop, int shape, int fewest)
{
	struct ir_stmt *s;

	if (shape == CAS_LOOP_NONE || !loop)
		return;
	/* one pass, `while (0)`: the trips are the atomicCAS's to count
	 * (atomic.c); the branch keeps the condition as written */
	loop->expr = ir_const(fe->A, CT_I32, 0);
	for (s = loop->body; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access && s->access->op == OP_ATOMIC &&
		    s->access->atomic.name && !strcmp(s->access->atomic.name, "atomicCAS")) {
			s->access->atomic.cas_loop = shape;
			s->access->atomic.cas_fewest = shape == CAS_LOOP_RANGE ? fewest : 0;
		}
	}
}
