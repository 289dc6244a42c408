/*
 * scope.c - the kernel being built: its locals in scope, local slots,
 * parameters, shared arrays and branches, and where the next statement
 * goes.
 *
 * A local of the source (an integer, a pointer, an array) is a struct
 * local in fe->kn->locals, innermost last; each gets a slot of the IR,
 * which is what statements assign.  Locals are referred to by their index
 * in that array and read by value (scope_find, scope_get): the array moves
 * when it grows, which declaring a local anywhere below may do, so no
 * pointer into it is ever held.  An index stays valid for as long as its
 * local is in scope: locals are dropped only from the end, when a followed
 * call returns.
 */
#include "fe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"

/* The innermost local declared by `decl`: its index, or -1; *out gets a copy. */
int scope_find(struct fe *fe, CXCursor decl, struct local *out)
{
	int i;

	for (i = fe->kn->nlocals - 1; i >= 0; i--)
		if (!fe->kn->locals[i].is_member &&
		    clang_equalCursors(fe->kn->locals[i].decl, decl)) {
			if (out)
				*out = fe->kn->locals[i];
			return i;
		}
	return -1;
}

int scope_alias_of(struct fe *fe, CXCursor c)
{
	CXCursor s = cx_strip(c);
	struct local l;

	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr ||
	    scope_find(fe, clang_getCursorReferenced(s), &l) < 0)
		return 0;
	return l.alias_of;
}

int scope_find_member(struct fe *fe, CXCursor decl, CXCursor field, const char *outer,
		      struct local *out)
{
	return scope_find_element(fe, decl, field, -1, outer, out);
}

int scope_find_element(struct fe *fe, CXCursor decl, CXCursor field, int element,
		       const char *outer, struct local *out)
{
	int i;

	for (i = fe->kn->nlocals - 1; i >= 0; i--)
		if (fe->kn->locals[i].is_member && fe->kn->locals[i].element == element + 1 &&
		    !strcmp(fe->kn->locals[i].outer ? fe->kn->locals[i].outer : "",
			    outer ? outer : "") &&
		    clang_equalCursors(fe->kn->locals[i].decl, decl) &&
		    clang_equalCursors(fe->kn->locals[i].field, field)) {
			if (out)
				*out = fe->kn->locals[i];
			return i;
		}
	return -1;
}

/* The innermost local named `name`, as scope_find. */
int scope_find_name(struct fe *fe, const char *name, struct local *out)
{
	int i;

	for (i = fe->kn->nlocals - 1; i >= 0; i--)
		if (!strcmp(fe->kn->locals[i].name, name)) {
			if (out)
				*out = fe->kn->locals[i];
			return i;
		}
	return -1;
}

struct local scope_get(struct fe *fe, int i)
{
	if (i < 0 || i >= fe->kn->nlocals)
		BUG("local %d of %d", i, fe->kn->nlocals);
	return fe->kn->locals[i];
}

int scope_slot(struct fe *fe, int i)
{
	return scope_get(fe, i).slot;
}

/* Local i is a pointer into (kind, index): OBJ_NONE when that is not known. */
void scope_point(struct fe *fe, int i, enum object_kind kind, int index)
{
	int slot = scope_get(fe, i).slot, j;   /* checks i */

	/* and its aliases (a member under a helper's parameter bound to the
	 * struct, a reference to the pointer): they hold the same slot */
	for (j = 0; j < fe->kn->nlocals; j++) {
		if (j != i && fe->kn->locals[j].slot != slot)
			continue;
		fe->kn->locals[j].is_pointer = 1;
		fe->kn->locals[j].kind = kind;
		fe->kn->locals[j].index = index;
		fe->kn->locals[j].unset = 0;
		fe->kn->locals[j].why = NULL;
	}
}

/*
 * Pointer local i, set at `at` from `init`, which is null where `null`
 * is 1 (a pointer's null condition, struct ptr's) or everywhere (NULL,
 * nullptr, 0): a slot holding where it is null, for `p != nullptr`
 * (expr.c).  Nothing when init is never null.
 */
void scope_null_slot(struct fe *fe, int i, CXCursor at, CXCursor init, struct ir_expr *null)
{
	int z;

	if (!null && !expr_null_constant(init))
		return;
	z = scope_new_slot(fe, fe->kn->locals[i].name);
	fe->kn->locals[i].null_slot = z + 1;
	/* a slot of its own, set once where the local begins */
	scope_assign(fe, at, z, null ? null : ir_const(fe->A, CT_I32, 1))->declares = 1;
}

/* Local i is a reference bound, at `at`, to the memory at *p. */
void scope_bind_reference(struct fe *fe, int i, CXCursor at, const struct ptr *p)
{
	int slot = scope_slot(fe, i);

	fe->kn->locals[i].is_reference = 1;
	fe->kn->locals[i].kind = p->kind;
	fe->kn->locals[i].index = p->index;
	scope_assign(fe, at, slot, p->kind != OBJ_NONE ? p->offset
		    : ir_unknown(fe->A, CT_I64, p->why));
}

static size_t name_hash(const char *s)
{
	size_t h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

/* What reading local `name` before anything set it says, one string per
 * name in the kernel (an open-addressed table, at most half full). */
static const char *unset_reason(struct fe *fe, const char *name)
{
	struct fe_kernel *kn = fe->kn;
	struct unset_reason *r;
	size_t i, mask;

	if (2 * (kn->nunset_reasons + 1) > kn->cap_unset_reasons) {
		struct unset_reason *old = kn->unset_reasons;
		int j, cap = kn->cap_unset_reasons;
		kn->cap_unset_reasons = cap ? 2 * cap : 64;
		kn->unset_reasons = arena_alloc(fe->A, (size_t)kn->cap_unset_reasons * sizeof(*old));
		mask = (size_t)kn->cap_unset_reasons - 1;
		for (j = 0; j < cap; j++) {
			if (!old[j].name)
				continue;
			for (i = name_hash(old[j].name) & mask; kn->unset_reasons[i].name; i = (i + 1) & mask)
				;
			kn->unset_reasons[i] = old[j];
		}
	}
	mask = (size_t)kn->cap_unset_reasons - 1;
	for (i = name_hash(name) & mask; (r = &kn->unset_reasons[i])->name; i = (i + 1) & mask)
		if (!strcmp(r->name, name))
			return r->why;
	r->name = name;
	r->why = arena_printf(fe->A,
		"index depends on '%s', read where nothing set it on the path simulated (set in a branch these lanes did not take, or where warpcheck does not follow: a lambda's capture, a helper's reference)",
		name);
	kn->nunset_reasons++;
	return r->why;
}

int scope_new_slot(struct fe *fe, const char *name)
{
	struct ir_kernel *k = fe->kn->k;

	k->local_names = arena_grow(fe->A, k->local_names, sizeof(*k->local_names),
				    k->nlocals, &fe->kn->cap_local_names);
	k->local_names[k->nlocals] = name;
	k->local_unset = arena_grow(fe->A, k->local_unset, sizeof(*k->local_unset),
				    k->nlocals, &fe->kn->cap_local_unset);
	k->local_unset[k->nlocals] = unset_reason(fe, name);
	return k->nlocals++;
}

/* Puts a copy of *l in scope, innermost; returns its index. */
int scope_push(struct fe *fe, const struct local *l)
{
	if (fe->kn->nlocals == fe->kn->cap_locals) {
		int cap = fe->kn->cap_locals ? fe->kn->cap_locals * 2 : 16;
		struct local *p = xreallocarray(fe->kn->locals, (size_t)cap, sizeof(*p));
		fe->kn->locals = p;
		fe->kn->cap_locals = cap;
	}
	fe->kn->locals[fe->kn->nlocals] = *l;
	return fe->kn->nlocals++;
}

/* A new integer (or untracked) local with a slot of its own; returns its index. */
int scope_add(struct fe *fe, CXCursor decl, const char *name)
{
	struct local l;

	memset(&l, 0, sizeof(l));
	l.decl = decl;
	l.name = name;
	l.slot = scope_new_slot(fe, name);
	return scope_push(fe, &l);
}

/*
 * A thread's own array: a local in scope (whose slot nothing assigns)
 * that names a new ir_local_array; returns the local's index.
 */
int scope_add_array(struct fe *fe, CXCursor decl, const char *name)
{
	struct ir_kernel *k = fe->kn->k;
	struct ir_local_array *la;
	CXType t = cx_canon(clang_getCursorType(decl));
	int li = scope_add(fe, decl, name);

	k->local_arrays = arena_grow(fe->A, k->local_arrays, sizeof(*k->local_arrays),
				     k->nlocal_arrays, &fe->kn->cap_local_arrays);
	la = &k->local_arrays[k->nlocal_arrays];
	memset(la, 0, sizeof(*la));
	la->name = name;
	la->loc = cx_loc(fe, decl);
	la->bytes = cx_size(t);
	while (cx_is_array(t))
		t = cx_canon(clang_getArrayElementType(t));
	la->elem_type = cx_string(fe, clang_getTypeSpelling(t));
	la->elem_bytes = (unsigned)(cx_size(t) > 0 ? cx_size(t) : 0);
	la->dynamic_access = -1;
	fe->kn->locals[li].kind = OBJ_FRAME;
	fe->kn->locals[li].index = k->nlocal_arrays++;
	return li;
}

int scope_param_index(struct fe *fe, CXCursor decl)
{
	CXCursor fn = clang_getCursorSemanticParent(decl);
	const struct fe_frame *f;
	int i, n = clang_Cursor_getNumArguments(fn);

	/* a followed helper's parameter that is not in scope is not the
	 * kernel's parameter of the same position */
	for (f = fe->kn->frame; f->caller; f = f->caller)
		;
	if (!clang_equalCursors(fn, f->fn))
		return -1;

	for (i = 0; i < n && i < fe->kn->k->nparams; i++)
		if (clang_equalCursors(clang_Cursor_getArgument(fn, i), decl))
			return i;
	return -1;
}

/*
 * `p.n` or `p.dims.rows`, where p is a struct the kernel takes by value:
 * the index of that member among the kernel's params; -2 for a member of
 * such a struct that is not followed (an array, one past the first
 * MEMBERS_MAX); -1 when it is not one.  Only the kernel's own parameter
 * counts (a helper's copy is a local), and only while nothing in scope
 * has taken its name.
 */
int scope_member_param(struct fe *fe, CXCursor member)
{
	char path[256];
	CXCursor ref = members_path(fe, member, path, sizeof(path));

	return clang_Cursor_isNull(ref) ? -1 : scope_param_member(fe, ref, path);
}

/* d, a parameter of the kernel itself that nothing in scope shadows: its
 * index among the kernel's params, else -1. */
static int kernel_param(struct fe *fe, CXCursor d)
{
	struct local l;

	if (clang_getCursorKind(d) != CXCursor_ParmDecl || scope_find(fe, d, &l) >= 0)
		return -1;
	return scope_param_index(fe, d);
}

/*
 * The kernel's own struct parameter, taken by value, that declaration d
 * is or that a helper's parameter d is bound to, directly or through
 * other helpers (scope_note_param_copy); a null cursor if none.  Its
 * contents are the same for every thread.
 */
CXCursor scope_kernel_struct(struct fe *fe, CXCursor d)
{
	int i;

	if (kernel_param(fe, d) >= 0)
		return cx_canon(clang_getCursorType(d)).kind == CXType_Record ? d
									     : clang_getNullCursor();
	/* the latest binding of a helper's parameter is the one in force */
	for (i = fe->kn->nparam_copies - 1; i >= 0; i--)
		if (clang_equalCursors(fe->kn->param_copies[i].parm, d))
			return fe->kn->param_copies[i].kernel_parm;
	return clang_getNullCursor();
}

/*
 * A helper's parameter parm (a struct by value or by reference) bound to
 * argument arg: the kernel's struct parameter that arg names, if any.  A
 * binding to anything else is noted too where the parameter was bound to
 * the kernel's before, so that a later call's local struct is not taken
 * for the kernel's.
 */
void scope_note_param_copy(struct fe *fe, CXCursor parm, CXCursor arg)
{
	CXType t = cx_canon(clang_getCursorType(parm));
	CXCursor k = clang_getNullCursor();
	int i;

	if (t.kind == CXType_LValueReference)
		t = cx_canon(clang_getPointeeType(t));
	if (t.kind != CXType_Record)
		return;
	/* by value: past the copy's construction */
	arg = cx_past_copy(cx_strip(arg));
	if (clang_getCursorKind(arg) == CXCursor_DeclRefExpr)
		k = scope_kernel_struct(fe, clang_getCursorReferenced(arg));
	if (clang_Cursor_isNull(k)) {
		for (i = fe->kn->nparam_copies - 1; i >= 0; i--)
			if (clang_equalCursors(fe->kn->param_copies[i].parm, parm))
				break;
		if (i < 0 || clang_Cursor_isNull(fe->kn->param_copies[i].kernel_parm))
			return;
	}
	fe->kn->param_copies = arena_grow(fe->A, fe->kn->param_copies, sizeof(*fe->kn->param_copies),
					  fe->kn->nparam_copies, &fe->kn->cap_param_copies);
	fe->kn->param_copies[fe->kn->nparam_copies++] = (struct param_copy){ parm, k };
}

static int param_member(struct fe *fe, int pi, const char *path);

/* As scope_member_param, for the member at `path` (".dims.rows") of the
 * variable DeclRefExpr ref names. */
int scope_param_member(struct fe *fe, CXCursor ref, const char *path)
{
	int pi = kernel_param(fe, clang_getCursorReferenced(ref));

	return pi < 0 ? -1 : param_member(fe, pi, path);
}

/*
 * As scope_param_member, where ref may also name a helper's parameter
 * bound to the kernel's struct (scope_note_param_copy): a struct inside
 * it (`params.group_size` in the helper the kernel hands `params`) has no
 * member locals of the helper's copy, and is the kernel's.
 */
int scope_param_member_bound(struct fe *fe, CXCursor ref, const char *path)
{
	CXCursor d = clang_getCursorReferenced(ref), k;
	int pi = kernel_param(fe, d);

	if (pi < 0) {
		k = scope_kernel_struct(fe, d);
		if (clang_Cursor_isNull(k) || (pi = kernel_param(fe, k)) < 0)
			return -1;
	}
	return param_member(fe, pi, path);
}

static int param_member(struct fe *fe, int pi, const char *path)
{
	struct ir_kernel *k = fe->kn->k;
	const char *name;
	int i;

	name = k->params[pi].name;
	for (i = 0; i < k->nparams; i++)
		if (k->params[i].member_of == pi + 1 &&
		    !strncmp(k->params[i].name, name, strlen(name)) &&
		    !strcmp(k->params[i].name + strlen(name), path)) {
			k->params[i].unused = 0;
			return i;
		}
	return -2;
}

void scope_emit(struct fe *fe, struct ir_stmt *s)
{
	*fe->kn->tail = s;
	fe->kn->tail = &s->next;
}

/* Registers a __shared__ variable on first sight; returns its index. */
int scope_shared_index(struct fe *fe, CXCursor decl)
{
	struct ir_kernel *k = fe->kn->k;
	struct ir_shared *sh;
	CXType t = cx_canon(clang_getCursorType(decl));
	int i;

	for (i = 0; i < k->nshared; i++)
		if (clang_equalCursors(fe->kn->shared_decls[i], decl))
			return i;
	if (k->nshared == fe->kn->cap_shared) {
		CXCursor *decls = xreallocarray(fe->kn->shared_decls,
						(size_t)(fe->kn->cap_shared ? fe->kn->cap_shared * 2 : 16),
						sizeof(*decls));
		fe->kn->shared_decls = decls;
		k->shared = arena_grow(fe->A, k->shared, sizeof(*k->shared), k->nshared,
				       &fe->kn->cap_shared);
	}
	fe->kn->shared_decls[k->nshared] = decl;
	sh = &k->shared[k->nshared];
	sh->name = cx_string(fe, clang_getCursorSpelling(decl));
	sh->loc = cx_loc(fe, decl);
	cx_span(fe, decl, &sh->decl_begin, &sh->decl_end, &sh->decl_file);
	while (cx_is_array(t)) {
		if (sh->ndims < 3) {
			sh->dims[sh->ndims] = t.kind == CXType_ConstantArray
				? clang_getArraySize(t) : -1;
			sh->ndims++;
		}
		if (t.kind == CXType_IncompleteArray)
			sh->is_dynamic = 1;
		t = cx_canon(clang_getArrayElementType(t));
	}
	sh->elem_type = cx_string(fe, clang_getTypeSpelling(t));
	sh->elem_bytes = (unsigned)(cx_size(t) > 0 ? cx_size(t) : 0);
	sh->elem_align = cx_align(t);
	sh->bytes = cx_size(clang_getCursorType(decl));
	if (sh->is_dynamic) {
		sh->bytes = fe->opts->dynamic_shared;
		if (sh->elem_bytes)
			sh->dims[0] = sh->bytes / sh->elem_bytes;
	}
	return k->nshared++;
}

/* Pointer variables hold byte offsets: an assumption never replaces them. */
int scope_slot_is_pointer(struct fe *fe, int slot)
{
	int i;

	for (i = fe->kn->nlocals - 1; i >= 0; i--)
		if (fe->kn->locals[i].slot == slot)
			return fe->kn->locals[i].is_pointer;
	return 0;
}

struct ir_stmt *scope_assign(struct fe *fe, CXCursor at, int slot,
			     struct ir_expr *value)
{
	struct ir_stmt *s = ir_stmt_new(fe->A, ST_ASSIGN);

	if (!value)
		BUG("an assignment with no value");
	if (fe->kn->frame->nassume_lines && !fe->kn->binding && !scope_slot_is_pointer(fe, slot)) {
		/* `assume bin = ...` where the statement sets bin */
		struct ir_expr *v = assumed_value(fe, fe->kn->k->local_names[slot], value->type, at);
		if (v)
			value = v;
	}
	if (fe->kn->any_assumed)
		assumed_mark_slot(fe, slot, assumed_bits(fe, value));
	s->slot = slot;
	s->expr = value;
	s->loc = cx_loc(fe, at);
	scope_emit(fe, s);
	return s;
}

/* Registers a branch of the kernel at cursor `at`, whose condition is `cond`. */
struct ir_branch *scope_branch(struct fe *fe, CXCursor at, CXCursor cond,
			       enum branch_kind kind)
{
	struct ir_kernel *k = fe->kn->k;
	struct ir_branch *b = arena_alloc(fe->A, sizeof(*b));

	k->branches = arena_grow(fe->A, k->branches, sizeof(*k->branches), k->nbranches,
				 &fe->kn->cap_branches);
	b->id = k->nbranches;
	b->kind = kind;
	b->loc = cx_loc(fe, at);
	if (fe->kn->frame->caller)
		b->via = fe->kn->frame->call_site;
	b->text = cx_text(fe, cond);
	k->branches[k->nbranches++] = b;
	return b;
}

/*
 * A struct value (a local, a helper's parameter) now holds a copy of the
 * memory `loaded` names ("in[i]"), or, with NULL, something else.  Its
 * members are not tracked; this says what an index built from them is.
 */
void scope_struct_from(struct fe *fe, CXCursor decl, const char *loaded)
{
	struct fe_kernel *kn = fe->kn;
	int at = cx_map_get(&kn->origin_of, decl);

	/* a decl set again (a helper's parameter, each time it is called)
	 * keeps its one entry: only the latest is ever read */
	if (at >= 0) {
		kn->origins[at].loaded = loaded;
		return;
	}
	kn->origins = arena_grow(fe->A, kn->origins, sizeof(*kn->origins), kn->norigins,
				 &kn->cap_origins);
	kn->origins[kn->norigins].decl = decl;
	kn->origins[kn->norigins].loaded = loaded;
	cx_map_put(fe->A, &kn->origin_of, decl, kn->norigins++);
}

/* What struct value `decl` last held a copy of, or NULL. */
const char *scope_struct_origin(struct fe *fe, CXCursor decl)
{
	int i = cx_map_get(&fe->kn->origin_of, decl);

	return i < 0 ? NULL : fe->kn->origins[i].loaded;
}
