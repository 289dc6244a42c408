/*
 * lambdas.c - the values a lambda held in a variable captured by copy.
 *
 * A lambda captures by copy the values its variables have where it is
 * made (`auto at = [=](int i) { return base + i * stride; }`): those are
 * kept in slots of their own when it is declared, and pushed over the
 * variables while a call to it is followed (call.c), so that its body
 * reads them and not what the variables hold by the time of the call.
 */
#include "fe.h"

#include <string.h>

/*
 * Calling a lambda held in a variable: its captures by copy read the
 * values they had when it was made (pushed over the variables; the caller
 * pops them).
 */
void lambdas_shadow_captures(struct fe *fe, CXCursor object)
{
	CXCursor var = clang_getCursorReferenced(cx_strip(object));
	int i, j;

	for (i = fe->kn->nlambdas - 1; i >= 0; i--)
		if (clang_equalCursors(fe->kn->lambdas[i].var, var))
			break;
	if (i < 0)
		return;
	for (j = 0; j < fe->kn->lambdas[i].ncopies; j++)
		scope_push(fe, &fe->kn->lambdas[i].copies[j]);
}

struct capture_walk {
	struct fe *fe;
	CXCursor lambda;
	int copy_default;          /* [=] */
	const char *list;          /* the capture list as written */
	struct local *out;
	int n, cap;
};

/* Is `name` captured by copy, given the capture list as written? */
static int captured_by_copy(const struct capture_walk *w, const char *name)
{
	const char *p = w->list;
	size_t n = strlen(name);

	for (; (p = strstr(p, name)) != NULL; p += n) {
		const char *q = p;
		if ((p > w->list && fe_ident_char(p[-1])) || fe_ident_char(p[n]))
			continue;      /* part of a longer name */
		while (q > w->list && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		return !(q > w->list && q[-1] == '&');
	}
	return w->copy_default;
}

static enum CXChildVisitResult find_captures(CXCursor c, CXCursor parent, CXClientData data)
{
	struct capture_walk *w = data;
	struct local l;
	int i;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	/* a variable of the enclosing function, not one the lambda declares */
	if (scope_find(w->fe, clang_getCursorReferenced(c), &l) < 0 ||
	    !clang_equalCursors(clang_getCursorSemanticParent(l.decl),
				clang_getCursorSemanticParent(clang_getCursorSemanticParent(w->lambda))) ||
	    !captured_by_copy(w, l.name))
		return CXChildVisit_Continue;
	for (i = 0; i < w->n; i++)
		if (clang_equalCursors(w->out[i].decl, l.decl))
			return CXChildVisit_Continue;
	w->out = arena_grow(w->fe->A, w->out, sizeof(*w->out), w->n, &w->cap);
	w->out[w->n++] = l;
	return CXChildVisit_Continue;
}

/*
 * A lambda captures by copy the values its variables have where it is
 * made: those are kept in slots of their own, which the lambda's body
 * reads when a call to it is followed.
 */
void lambdas_capture_copies(struct fe *fe, CXCursor var, CXCursor lambda)
{
	struct capture_walk w = { fe, lambda, 0, "", NULL, 0, 0 };
	const char *text = cx_text(fe, lambda), *open = strchr(text, '['), *close;
	struct lambda *lam;
	int i;

	if (open && (close = strchr(open, ']')) != NULL) {
		w.list = arena_strndup(fe->A, open + 1, (size_t)(close - open - 1));
		w.copy_default = w.list[strspn(w.list, " \t")] == '=';
	}
	clang_visitChildren(lambda, find_captures, &w);
	for (i = 0; i < w.n; i++) {
		int slot = scope_new_slot(fe, arena_printf(fe->A, "%s (captured)", w.out[i].name));
		struct ir_stmt *set = ir_stmt_new(fe->A, ST_ASSIGN);
		int t = cx_ctype(clang_getCursorType(w.out[i].decl));
		set->slot = slot;
		set->expr = ir_leaf(fe->A, IR_LOCAL, w.out[i].is_pointer ? CT_I64
				    : t >= 0 ? (enum ctype)t : CT_I32, w.out[i].slot);
		set->loc = cx_loc(fe, lambda);
		scope_emit(fe, set);
		if (fe->kn->any_assumed)
			assumed_mark_slot(fe, slot, assumed_bits(fe, set->expr));
		w.out[i].slot = slot;
	}
	fe->kn->lambdas = arena_grow(fe->A, fe->kn->lambdas, sizeof(*fe->kn->lambdas), fe->kn->nlambdas,
				 &fe->kn->cap_lambdas);
	lam = &fe->kn->lambdas[fe->kn->nlambdas++];
	lam->var = var;
	lam->copies = w.out;
	lam->ncopies = w.n;
}
