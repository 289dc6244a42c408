/*
 * switch_returns.c - a followed function whose body ends in a switch on a
 * parameter, each arm a return (a vector's `operator[]`: `switch (i) {
 * default: case 0: return x; case 1: return y; ... }`), for call.c's
 * follow_call, which follows returns from inside a switch only so: the
 * arm a constant index takes, or, for a reference, each arm's place
 * chosen by the index lane by lane.
 */
#include "fe.h"

#include <string.h>

/* The statement a switch's case with this value (or its default) starts
 * with, the statement of the innermost label; a null cursor if none. */
static CXCursor case_taken(CXCursor *arms, int narms, int64_t v)
{
	CXCursor fallback = clang_getNullCursor(), s, kids[2];
	int i, hit, dflt;
	int64_t label;

	for (i = 0; i < narms; i++) {
		/* `default: case 0: return x;`: labels nested in labels */
		hit = dflt = 0;
		for (s = arms[i];; s = kids[clang_getCursorKind(s) == CXCursor_CaseStmt ? 1 : 0]) {
			if (clang_getCursorKind(s) == CXCursor_CaseStmt) {
				if (cx_children(s, kids, 2) != 2 || cx_fold(kids[0], &label) < 0)
					return clang_getNullCursor();
				hit |= label == v;
			} else if (clang_getCursorKind(s) == CXCursor_DefaultStmt) {
				if (cx_children(s, kids, 1) != 1)
					return clang_getNullCursor();
				dflt = 1;
			} else {
				break;
			}
		}
		if (hit)
			return s;
		if (dflt)
			fallback = s;
	}
	return fallback;
}

/*
 * A body that ends in a switch on a parameter (a vector's `operator[]`:
 * `switch (i) { default: case 0: return x; case 1: return y; ... }`):
 * the switch, with *npre the statements before it and *parm the
 * parameter's position; else a null cursor.
 */
CXCursor switch_on_parameter(struct fe *fe, CXCursor def, CXCursor body, int *npre, int *parm)
{
	CXCursor *stmts, kids[3], sel;
	int n, k;

	stmts = cx_children_all(fe->A, body, &n);
	if (n == 0 || clang_getCursorKind(stmts[n - 1]) != CXCursor_SwitchStmt ||
	    cx_children(stmts[n - 1], kids, 3) != 2 || clang_getCursorKind(kids[1]) != CXCursor_CompoundStmt)
		return clang_getNullCursor();
	*npre = n - 1;
	sel = cx_strip(kids[0]);
	if (clang_getCursorKind(sel) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(clang_getCursorReferenced(sel)) != CXCursor_ParmDecl)
		return clang_getNullCursor();
	/* the statements before it neither return nor change the index
	 * (`if (i < 0) return w;`, `i &= 3;`): the arm is the switch's */
	for (k = 0; k < n - 1; k++)
		if (stmt_contains_return(stmts[k]) ||
		    cx_stored_to(stmts[k], clang_getCursorReferenced(sel)))
			return clang_getNullCursor();
	for (k = 0; k < clang_Cursor_getNumArguments(def); k++)
		if (clang_equalCursors(clang_Cursor_getArgument(def, k), clang_getCursorReferenced(sel))) {
			*parm = k;
			return stmts[n - 1];
		}
	return clang_getNullCursor();
}

/*
 * Called with a constant for the switch's parameter (`a[c]`, c a
 * template's argument): the return statement the constant takes, else a
 * null cursor.
 */
CXCursor switch_taken(struct fe *fe, CXCursor c, CXCursor sw, int parm, int skip)
{
	CXCursor kids[2], *arms, taken;
	int narms;
	int64_t v;

	if (parm + skip >= clang_Cursor_getNumArguments(c) ||
	    cx_fold(clang_Cursor_getArgument(c, parm + skip), &v) < 0 || cx_children(sw, kids, 2) != 2)
		return clang_getNullCursor();
	arms = cx_children_all(fe->A, kids[1], &narms);
	taken = case_taken(arms, narms, v);
	return clang_getCursorKind(taken) == CXCursor_ReturnStmt ? taken : clang_getNullCursor();
}

/*
 * The switch's arms as (label, return) pairs: each arm a run of labels
 * (`default: case 0:`) and one return; *dflt the default's return (a
 * null cursor where there is none).  Returns how many pairs, or -1 where
 * an arm is otherwise (falls through, or does more than return).
 */
static int switch_arms(struct fe *fe, CXCursor sw, int64_t *labels, CXCursor *rets, int max,
		       CXCursor *dflt)
{
	CXCursor kids[2], *arms, s;
	int i, n, narms, first, is_default;
	int64_t label;

	*dflt = clang_getNullCursor();
	if (cx_children(sw, kids, 2) != 2)
		return -1;
	arms = cx_children_all(fe->A, kids[1], &narms);
	for (i = n = 0; i < narms; i++) {
		first = n;
		is_default = 0;
		for (s = arms[i];; s = kids[clang_getCursorKind(s) == CXCursor_CaseStmt ? 1 : 0]) {
			if (clang_getCursorKind(s) == CXCursor_CaseStmt) {
				if (cx_children(s, kids, 2) != 2 || cx_fold(kids[0], &label) < 0 || n == max)
					return -1;
				labels[n++] = label;
			} else if (clang_getCursorKind(s) == CXCursor_DefaultStmt) {
				if (cx_children(s, kids, 1) != 1)
					return -1;
				is_default = 1;
			} else {
				break;
			}
		}
		if (clang_getCursorKind(s) != CXCursor_ReturnStmt || (n == first && !is_default))
			return -1;
		while (first < n)
			rets[first++] = s;
		if (is_default)
			*dflt = s;
	}
	return n;
}

/* SWITCH_ARMS: the labels of a switch of returns followed, at most */
#define SWITCH_ARMS 16

/*
 * The reference a switch of returns gives, its selector known only in
 * the simulation (`v[i]`, i a loop's): each arm's place, chosen by the
 * parameter's value, where every arm's is in one object (`x`, `y`, `z`
 * of the same vector).  Sets the frame's return as stmt.c's return
 * statement does for one.
 */
void switch_select(struct fe *fe, CXCursor sw)
{
	struct fe_frame *f = fe->kn->frame;
	int64_t labels[SWITCH_ARMS];
	CXCursor rets[SWITCH_ARMS], dflt, kids[1], cond[2];
	struct ptr p, at;
	struct ir_expr *sel, *off, *at_off = NULL;
	int n, i;

	memset(&p, 0, sizeof(p));
	memset(&at, 0, sizeof(at));
	p.kind = OBJ_NONE;
	p.why = "the arms of the switch it returns from are not all a return";
	n = switch_arms(fe, sw, labels, rets, SWITCH_ARMS, &dflt);
	/* no default: a value no label names returns nothing (the last
	 * arm's place stands for it) */
	if (n > 0 && clang_Cursor_isNull(dflt))
		dflt = rets[n - 1];
	/* each arm's place, where it reads no memory and calls nothing
	 * (`x`, `e[2]`): lowered for every lane, whichever it takes */
	for (i = 0; i < n; i++)
		if (cx_children(rets[i], kids, 1) != 1 || !stmt_plain_place(cx_strip(kids[0]), 0))
			n = -1;
	if (n < 0)
		p.why = "an arm of the switch it returns from is not a plain place (a variable, a member, an element)";
	if (n > 0 && cx_children(dflt, kids, 1) == 1 && stmt_plain_place(cx_strip(kids[0]), 0) &&
	    cx_children(sw, cond, 2) == 2) {
		memory_address(fe, kids[0], &p);
		off = p.offset;
		sel = expr_lower(fe, cond[0]);
		for (i = n - 1; i >= 0 && p.kind != OBJ_NONE; i--) {
			/* labels that share an arm (`case 0: case 1: return x;`)
			 * share its place */
			if (i + 1 < n && clang_equalCursors(rets[i], rets[i + 1])) {
				at_off = at.offset;
			} else {
				cx_children(rets[i], kids, 1);
				memory_address(fe, kids[0], &at);
				at_off = at.offset;
			}
			if (at.kind != p.kind || at.index != p.index) {
				p.kind = OBJ_NONE;
				p.why = "the arms of the switch it returns from are in different objects";
				break;
			}
			off = ir_cond(fe->A, CT_I64,
				      ir_binary(fe->A, IR_EQ, CT_I32, ir_cast(fe->A, CT_I64, sel),
						ir_const(fe->A, CT_I64, labels[i])),
				      at_off, off);
		}
		if (i < 0)
			p.offset = off;
	}
	f->ret_kind = p.kind;
	f->ret_index = p.index;
	f->ret_why = p.why;
	scope_assign(fe, sw, f->ret, p.kind != OBJ_NONE ? p.offset : ir_unknown(fe->A, CT_I64, p.why));
}

