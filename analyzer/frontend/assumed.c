/*
 * assumed.c - applying `// warpcheck: assume NAME = EXPR` comments.
 *
 * assume.c reads the comments; here they stand in for values.  An
 * assumption covers the statement on the line it applies to, nested
 * statements included (each frame keeps the covered lines of the
 * statements being lowered).  There it replaces an expression spelled
 * NAME, or gives a variable NAME its value: as the statement starts, or
 * as it is declared.  An assumed value is held in a slot of its own,
 * marked with the assumption's bit; the marks follow values through
 * slots, so that every access and branch can say which assumptions it
 * used.
 */
#include "fe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Adds `bits` to the assumptions slot's value used. */
void assumed_mark_slot(struct fe *fe, int slot, uint64_t bits)
{
	if (slot >= fe->kn->cap_slot_assumed) {
		int cap = fe->kn->cap_slot_assumed, old = cap;
		while (cap <= slot)
			cap = cap ? cap * 2 : 64;
		fe->kn->slot_assumed = xreallocarray(fe->kn->slot_assumed, (size_t)cap,
						     sizeof(uint64_t));
		memset(fe->kn->slot_assumed + old, 0, (size_t)(cap - old) * sizeof(uint64_t));
		fe->kn->cap_slot_assumed = cap;
	}
	fe->kn->slot_assumed[slot] |= bits;
}

/* Bits of the assumptions an expression's value used (through locals too). */
static uint64_t assumed_in(struct fe *fe, const struct ir_expr *e, int *budget)
{
	uint64_t bits = 0;

	if (!e || --*budget < 0)
		return 0;
	if (e->op == IR_LOCAL)
		return e->index < fe->kn->cap_slot_assumed ? fe->kn->slot_assumed[e->index] : 0;
	if (e->op == IR_CONST || e->op == IR_SPECIAL || e->op == IR_PARAM || e->op == IR_UNKNOWN)
		return 0;
	bits |= assumed_in(fe, e->a, budget);
	bits |= assumed_in(fe, e->b, budget);
	bits |= assumed_in(fe, e->c, budget);
	return bits;
}

uint64_t assumed_bits(struct fe *fe, const struct ir_expr *e)
{
	int budget = 4096;

	return fe->kn->any_assumed ? assumed_in(fe, e, &budget) : 0;
}

/* Is `line` one of the statements being translated that assumptions cover? */
int assumed_covered(const struct fe *fe, unsigned line)
{
	int i;

	for (i = 0; i < fe->kn->frame->nassume_lines; i++)
		if (fe->kn->frame->assume_lines[i] == line)
			return 1;
	return 0;
}

/* A name in an assumption's EXPR: an integer local or parameter in scope. */
static struct ir_expr *assume_lookup(void *ctx, const char *name, const char **why)
{
	struct fe *fe = ctx;
	struct local l;
	int i;

	if (scope_find_name(fe, name, &l) >= 0) {
		int t = cx_ctype(clang_getCursorType(l.decl));
		if (l.is_pointer || t < 0) {
			*why = "is not an integer variable";
			return NULL;
		}
		return ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, l.slot);
	}
	for (i = 0; i < fe->kn->k->nparams; i++)
		if (!strcmp(fe->kn->k->params[i].name, name)) {
			if (!fe->kn->k->params[i].is_integer) {
				*why = "is not an integer parameter";
				return NULL;
			}
			return ir_leaf(fe->A, IR_PARAM, fe->kn->k->params[i].type, i);
		}
	return NULL;
}

/*
 * The assumed value of `name` (an expression's spelling, or a variable
 * being assigned) in the statement being translated, cast to `type`; or
 * NULL when no assumption covers it.
 */
struct ir_expr *assumed_value(struct fe *fe, const char *name, enum ctype type,
			      CXCursor at)
{
	int i;

	if (!fe->kn->frame->nassume_lines)
		return NULL;
	/* the innermost statement's assumption first: it comes later */
	for (i = fe->nassumes - 1; i >= 0; i--) {
		struct assume *a = &fe->assumes[i];
		struct ir_expr *v;
		char err[256];

		if (!assumed_covered(fe, a->applies_to) || a->error || strcmp(a->name, name))
			continue;
		v = assume_parse_expr(fe->A, a->expr, assume_lookup, fe, err, sizeof(err));
		if (!v) {
			struct src_loc loc = { fe->main_path, a->line, a->col };
			a->error = arena_strdup(fe->A, err);
			diag_add(fe->diags, SEV_WARNING, loc, RULE_ASSUME,
				 "cannot use the assumption '%s': %s", a->text, err);
			continue;
		}
		a->used = 1;
		/* held in a slot of its own, which marks every value built
		 * from it, through casts and locals alike */
		{
			struct ir_stmt *set = ir_stmt_new(fe->A, ST_ASSIGN);
			set->slot = scope_new_slot(fe, arena_printf(fe->A, "(assumed %s)", a->name));
			set->expr = ir_cast(fe->A, type, v);
			set->loc = cx_loc(fe, at);
			scope_emit(fe, set);
			assumed_mark_slot(fe, set->slot, i < 64 ? 1ULL << i : 0);
			fe->kn->any_assumed = 1;
			return ir_leaf(fe->A, IR_LOCAL, type, set->slot);
		}
	}
	return NULL;
}

/* The NAME of an assumption covering expression c as written, or NULL. */
const char *assumed_name(struct fe *fe, CXCursor c)
{
	unsigned b, e;
	const char *text, *name;
	int i;

	/* a variable is given its value where the statement starts (or where
	 * it declares it), and then read like any other: see assumed_at */
	if (clang_getCursorKind(cx_strip(c)) == CXCursor_DeclRefExpr &&
	    scope_find(fe, clang_getCursorReferenced(cx_strip(c)), NULL) >= 0)
		return NULL;

	text = cx_text_at(fe, c, &b, &e, NULL);
	if (!e)
		return NULL;
	name = assume_squeeze(fe->A, text, strlen(text));
	for (i = 0; i < fe->nassumes; i++)
		if (assumed_covered(fe, fe->assumes[i].applies_to) && !fe->assumes[i].error &&
		    !strcmp(fe->assumes[i].name, name))
			return name;
	return NULL;
}

struct decl_find {
	const char *name;
	int found;
};

static enum CXChildVisitResult find_decl(CXCursor c, CXCursor parent, CXClientData data)
{
	struct decl_find *f = data;
	CXString s;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_VarDecl)
		return CXChildVisit_Recurse;
	s = clang_getCursorSpelling(c);
	f->found |= !strcmp(clang_getCString(s), f->name);
	clang_disposeString(s);
	return f->found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/*
 * `assume b = EXPR` on a statement that does not declare b, b a variable:
 * b holds EXPR where the statement starts.  The statement may then change
 * it (a loop's `b += 1000` does); one that declares b gets EXPR as b's
 * initial value instead (var_decl, through scope_assign).
 */
void assumed_at(struct fe *fe, CXCursor c, unsigned line)
{
	int i;

	for (i = 0; i < fe->nassumes; i++) {
		struct assume *a = &fe->assumes[i];
		struct decl_find f = { a->name, 0 };
		struct local l;
		struct ir_expr *v;
		int t;

		if (a->applies_to != line || a->error)
			continue;
		if (scope_find_name(fe, a->name, &l) < 0 || l.is_pointer ||
		    (t = cx_ctype(clang_getCursorType(l.decl))) < 0)
			continue;
		clang_visitChildren(c, find_decl, &f);
		if (f.found || clang_getCursorKind(c) == CXCursor_VarDecl)
			continue;
		v = assumed_value(fe, a->name, (enum ctype)t, c);
		if (v) {
			fe->kn->binding = 1;
			scope_assign(fe, c, l.slot, v);
			fe->kn->binding = 0;
		}
	}
}

/*
 * Which assumptions each access and branch used: through its address or
 * condition, or through a condition it runs under.
 */
void assumed_mark(struct fe *fe, struct ir_stmt *s, uint64_t outer)
{
	for (; s; s = s->next) {
		uint64_t bits = outer | assumed_bits(fe, s->expr);
		switch (s->kind) {
		case ST_ACCESS:
			s->access->assumed |= bits;
			break;
		case ST_IF:
		case ST_LOOP:
			if (s->branch)
				s->branch->assumed |= bits;
			assumed_mark(fe, s->body, bits);
			assumed_mark(fe, s->other, bits);
			break;
		default:
			break;
		}
	}
}

void assumed_scan(struct fe *fe)
{
	int i;

	fe->nassumes = assume_scan(fe->A, fe->source, fe->source_len, &fe->assumes);
	fe->assume_texts = arena_alloc(fe->A, ((size_t)fe->nassumes + 1) * sizeof(char *));
	for (i = 0; i < fe->nassumes; i++) {
		struct assume *a = &fe->assumes[i];
		struct src_loc loc = { fe->main_path, a->line, a->col };
		fe->assume_texts[i] = arena_printf(fe->A, "%s (line %u)", a->text, a->line);
		if (a->error)
			diag_add(fe->diags, SEV_WARNING, loc, RULE_ASSUME,
				 "cannot read the assumption '%s': %s", a->text, a->error);
		else if (i == 64)
			diag_add(fe->diags, SEV_NOTE, loc, RULE_ASSUME,
				 "more than 64 assumptions in this file: findings do not name those after the 64th");
	}
}

/* An assumption that stood in for nothing is most likely a typo. */
void assumed_unused(struct fe *fe)
{
	int i;

	for (i = 0; i < fe->nassumes; i++) {
		struct assume *a = &fe->assumes[i];
		struct src_loc loc = { fe->main_path, a->line, a->col };
		if (!a->used && !a->error)
			diag_add(fe->diags, SEV_WARNING, loc, RULE_ASSUME,
				 "the assumption '%s' is not used: no kernel's statement on line %u has an expression '%s' or sets an integer variable of that name",
				 a->text, a->applies_to, a->name);
	}
}
