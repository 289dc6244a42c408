/*
 * structs.c - a local struct's integer members, each a local of its own.
 *
 * Kernels hold indices in small structs: `int2 p = make_int2(x, y)`,
 * `uint3 t = threadIdx`, `Coord c = {x, y}`, `c.x = threadIdx.x`, then
 * `a[p.y * w + p.x]`.  Such a variable's integer members are locals like
 * any other (struct local's is_member), set by its initializer (a brace
 * list in member order, a make_<vector> call, a built-in index, a copy of
 * another such struct), by assignments to them, and by assigning the
 * struct whole.  A pointer member is a pointer local of its own in the
 * same way (a profiler's `data_ptr_ = data + bid * n` set in its init()
 * method, then indexed in others).  A member that is a struct of its own
 * stands for its fields (struct fields says how deep): `t.data.p` is a
 * member local of t, and a method called on `t.data` is followed with
 * `this` those members (the frame's this_outer).  A member of another
 * kind (a float, an array of floats) stays untracked.
 *
 * Only a struct that nothing can change behind the members' backs is
 * tracked: in the function that declares it, the variable is used only
 * through its data members, copied whole, assigned whole, as the object
 * of its own __device__ methods, or handed by reference or by its address
 * to a __device__ function defined here, whose parameter then names the
 * same members (structs_alias); its address is never kept, nor is it
 * bound to a reference of its own (structs_tracked).
 *
 * A member array of at most ELEMENTS integers or pointers (a double
 * buffer's `T *buf_[2]`, chosen by `buf_[phase_]`) is a member local an
 * element, set and read by a constant subscript (expr_local_of), read by
 * another as a choice among them (expr.c, member_element).  Anything else
 * that changes the struct (a copy, a call not followed) makes them
 * unknown; their address is never taken in the function that declares
 * the variable, and a method's use of the array other than by subscript
 * makes them unknown too (structs_lose_elements).  A method called on it is
 * followed with `this` the variable: its members, and those of its base
 * classes, are the variable's member locals (this_member), so
 * that an object that walks an index (`loader.next()`) keeps it.
 */
#include "fields.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void point_member(struct fe *fe, CXCursor at, int li, const struct ptr *p, const char *why);

/* Every element local of decl's member arrays unknown from `at`, for why. */
void structs_lose_elements(struct fe *fe, CXCursor at, CXCursor decl, const char *why)
{
	int i;

	for (i = 0; i < fe->kn->nlocals; i++) {
		struct local *l = &fe->kn->locals[i];
		if (!l->is_member || !l->element || !clang_equalCursors(l->decl, decl))
			continue;
		if (l->is_pointer) {
			point_member(fe, at, i, NULL, why);
		} else {
			int t = cx_ctype(cx_canon(clang_getArrayElementType(
				cx_canon(clang_getCursorType(l->field)))));
			scope_assign(fe, at, l->slot,
				     ir_unknown(fe->A, t < 0 ? CT_I32 : (enum ctype)t, why));
		}
	}
}

/* ---- the members' values ------------------------------------------------ */

/* Where a copied member comes from: var's member local inside outer. */
struct source {
	CXCursor var;
	const char *outer;
};

/* Is d (a variable or a type's declaration) one of CUDA's built-in index
 * variables or their types (clang's __cuda_builtin_*_t)? */
static int builtin_type(CXCursor d)
{
	CXString s = clang_getTypeSpelling(cx_canon(clang_getCursorType(d)));
	int yes = strstr(clang_getCString(s), "__cuda_builtin_") != NULL;

	clang_disposeString(s);
	return yes;
}

/* Outer names: prefix's members, then outer's inside them. */
static const char *join(struct fe *fe, const char *prefix, const char *outer)
{
	if (!prefix || !prefix[0])
		return outer;
	return outer[0] ? arena_printf(fe->A, "%s.%s", prefix, outer) : prefix;
}

/*
 * The fields of fs as the member locals of tracked struct `from` inside
 * its members prefix (a copy of `t.data` is t's inside "data"), for a
 * copy of it: their values in out and where they are in src.  0, or -1
 * where a tracked one has none.
 */
static int copy_of(struct fe *fe, CXCursor from, const char *prefix, const struct fields *fs,
		   struct ir_expr **out, struct source *src)
{
	struct local l;
	int i;

	for (i = 0; i < fs->n; i++) {
		const char *outer = join(fe, prefix, fs->outer[i]);
		if (scope_find_member(fe, from, fs->f[i], outer, &l) >= 0) {
			out[i] = ir_leaf(fe->A, IR_LOCAL, l.is_pointer ? CT_I64
					 : (enum ctype)cx_ctype(clang_getCursorType(fs->f[i])),
					 l.slot);
			src[i].var = from;
			/* outer may lie in fs, which can go before src is read */
			src[i].outer = outer[0] ? arena_printf(fe->A, "%s", outer) : NULL;
		} else if (fields_tracked(fs->f[i])) {
			return -1;
		}
	}
	return 0;
}

/*
 * Member chain s (`v.a.b`; `a.b` or `this->a.b` in a method followed on
 * v): the variable v in *object, the members in path (".a.b").  0, or -1
 * where it starts from no variable of the thread's own.
 */
static int chain_root(struct fe *fe, CXCursor s, CXCursor *object, char *path, size_t size)
{
	CXCursor base, c = cx_strip(s), kid;
	int hops = 0;
	const char *dot;

	if (!members_chain(fe, s, path, size, &base)) {
		/* `p->a.x`, p a parameter bound to a tracked struct's address
		 * (structs_alias): members_chain stops at the pointer, its path
		 * whole */
		while (clang_getCursorKind(c) == CXCursor_MemberRefExpr &&
		       cx_children(c, &kid, 1) == 1 && !cx_is_pointer(clang_getCursorType(kid))) {
			c = cx_strip(kid);
			hops++;
		}
		if (clang_getCursorKind(c) != CXCursor_MemberRefExpr ||
		    cx_children(c, &kid, 1) != 1 || !cx_is_pointer(clang_getCursorType(kid)))
			return -1;
		kid = cx_strip(kid);
		for (dot = path; (dot = strchr(dot, '.')) != NULL; dot++)
			hops--;
		if (hops != -1 || clang_getCursorKind(kid) != CXCursor_DeclRefExpr ||
		    !structs_has_members(fe, clang_getCursorReferenced(kid)))
			return -1;
		*object = clang_getCursorReferenced(kid);
		return 0;
	}
	if (clang_Cursor_isNull(base) || clang_getCursorKind(base) == CXCursor_CXXThisExpr) {
		const char *outer = fe->kn->frame->this_outer;
		size_t have = strlen(path), add = outer ? strlen(outer) + 1 : 0;
		if (!fe->kn->frame->this_tracked || have + add + 1 > size)
			return -1;
		*object = fe->kn->frame->this_var;
		if (outer) {
			/* `this` is a struct member of the variable */
			memmove(path + add, path, have + 1);
			path[0] = '.';
			memcpy(path + 1, outer, add - 1);
		}
	} else if (clang_getCursorKind(base) == CXCursor_DeclRefExpr &&
		   !cx_is_pointer(clang_getCursorType(base))) {
		*object = clang_getCursorReferenced(base);
	} else {
		return -1;
	}
	return 0;
}

static int inside(const struct local *l, const char *outer, const char **rest);

/* Has variable var member locals inside its members outer ("": any)? */
static int has_members_inside(struct fe *fe, CXCursor var, const char *outer)
{
	const char *rest;
	int i;

	for (i = fe->kn->nlocals - 1; i >= 0; i--)
		if (fe->kn->locals[i].is_member && clang_equalCursors(fe->kn->locals[i].decl, var) &&
		    inside(&fe->kn->locals[i], outer, &rest))
			return 1;
	return 0;
}

/*
 * e, a tracked struct (`t`) or a struct member of one (`t.data`): the
 * struct in *from and the members in *prefix ("" or "data").  0, or -1.
 */
int structs_object(struct fe *fe, CXCursor e, CXCursor *from, const char **prefix)
{
	char path[256];
	CXCursor s = cx_strip(e);

	*prefix = "";
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr)
		*from = clang_getCursorReferenced(s);
	else if (cx_canon(clang_getCursorType(s)).kind == CXType_Record &&
		 chain_root(fe, s, from, path, sizeof(path)) == 0)
		*prefix = arena_printf(fe->A, "%s", path + 1);
	else
		return -1;
	return has_members_inside(fe, *from, *prefix) ? 0 : -1;
}

/* The origin in force for struct variable var (the latest noted), or NULL. */
static const struct param_origin *origin_of(struct fe *fe, CXCursor var)
{
	int i;

	for (i = fe->kn->nparam_origins - 1; i >= 0; i--)
		if (clang_equalCursors(fe->kn->param_origins[i].var, var))
			return clang_Cursor_isNull(fe->kn->param_origins[i].ref) ? NULL : &fe->kn->param_origins[i];
	return NULL;
}

/* var's origin from now on: ref and path, or none (a null ref). */
static void set_origin(struct fe *fe, CXCursor var, CXCursor ref, const char *path)
{
	fe->kn->param_origins = arena_grow(fe->A, fe->kn->param_origins, sizeof(*fe->kn->param_origins),
				     fe->kn->nparam_origins, &fe->kn->cap_param_origins);
	fe->kn->param_origins[fe->kn->nparam_origins++] = (struct param_origin){ var, ref, path };
}

/*
 * The variable (a DeclRefExpr) member chain s, read in frame f, starts
 * from, with the chain's path in path (".group.d_"), or a null cursor.  A
 * chain from `this` in a method followed on a view of the kernel's struct
 * (structs_param_view: `impl_` in a method of `params.group`) goes on from
 * the view's own chain, read where the method was called.
 */
static CXCursor param_path(struct fe *fe, const struct fe_frame *f, CXCursor s, char *path,
			   size_t size)
{
	char tail[256];
	CXCursor base, view;

	s = cx_past_copy(cx_strip(s));
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr) {
		tail[0] = 0;
		base = s;
	} else if (!members_chain(fe, s, tail, sizeof(tail), &base)) {
		return clang_getNullCursor();
	}
	if (!clang_Cursor_isNull(base) && clang_getCursorKind(base) == CXCursor_DeclRefExpr) {
		/* a copy of a struct inside the parameter: its chain first */
		const struct param_origin *o = origin_of(fe, clang_getCursorReferenced(base));
		if (o) {
			base = o->ref;
			snprintf(path, size, "%s", o->path);
		} else {
			path[0] = 0;
		}
	} else {
		/* from this: a method's object, a view (an expression) or a copy */
		view = f->this_var;
		if (!f->this_tracked || f->this_outer || clang_Cursor_isNull(view))
			return clang_getNullCursor();
		if (clang_isExpression(clang_getCursorKind(view))) {
			if (!f->caller)
				return clang_getNullCursor();
			base = param_path(fe, f->caller, view, path, size);
		} else {
			const struct param_origin *o = origin_of(fe, view);
			if (!o)
				return clang_getNullCursor();
			base = o->ref;
			snprintf(path, size, "%s", o->path);
		}
		if (clang_Cursor_isNull(base))
			return clang_getNullCursor();
	}
	if (strlen(path) + strlen(tail) + 1 > size)
		return clang_getNullCursor();
	strcat(path, tail);
	return base;
}

/*
 * Struct variable var, declared from init (or bound to it by reference):
 * where init lies in the kernel's struct parameter, noted as var's origin,
 * for the structs inside it that have no member locals (a fastdiv's
 * nested divisor).
 */
static void note_origin(struct fe *fe, CXCursor var, CXCursor init)
{
	char path[256];
	CXCursor ref = clang_Cursor_isNull(init) ? init
		       : param_path(fe, fe->kn->frame, init, path, sizeof(path));

	if (clang_Cursor_isNull(ref) || !path[0] || scope_param_member_bound(fe, ref, path) == -1) {
		/* from elsewhere now: an earlier origin no longer holds */
		if (origin_of(fe, var))
			set_origin(fe, var, clang_getNullCursor(), NULL);
		return;
	}
	set_origin(fe, var, ref, arena_printf(fe->A, "%s", path));
}

/*
 * A copy of a struct the kernel takes by value, or of a struct member of
 * one (`P c = p`, a helper's `P p` bound to `params.cam`): each field the
 * kernel's member param at its path.  0, or -1 where s names none.
 */
static int param_copy(struct fe *fe, CXCursor s, const struct fields *fs, struct ir_expr **out,
		      int *param)
{
	char path[256];
	CXCursor ref = param_path(fe, fe->kn->frame, s, path, sizeof(path));
	size_t len;
	int i, found = 0;

	if (clang_Cursor_isNull(ref))
		return -1;
	len = strlen(path);
	for (i = 0; i < fs->n; i++) {
		CXString name = clang_getCursorSpelling(fs->f[i]);
		int pi;
		snprintf(path + len, sizeof(path) - len, "%s%s.%s", fs->outer[i][0] ? "." : "",
			 fs->outer[i], clang_getCString(name));
		clang_disposeString(name);
		pi = scope_param_member_bound(fe, ref, path);
		if (pi == -1)
			return -1;
		found = 1;
		if (pi < 0 || !fields_tracked(fs->f[i]))
			continue;
		if (fe->kn->k->params[pi].is_pointer)
			param[i] = pi;
		else if (fe->kn->k->params[pi].is_integer)
			out[i] = ir_leaf(fe->A, IR_PARAM, fe->kn->k->params[pi].type, pi);
	}
	return found ? 0 : -1;
}

/* e's brace list: e itself, or the braces of `S{...}`; else a null cursor. */
static CXCursor brace_list(CXCursor e)
{
	CXCursor s = cx_strip(e), kids[STRUCT_FIELDS + 2];
	int n;

	if (clang_getCursorKind(s) == CXCursor_InitListExpr)
		return s;
	if (clang_getCursorKind(s) == CXCursor_CXXFunctionalCastExpr &&
	    (n = cx_children(s, kids, STRUCT_FIELDS + 2)) > 0 &&
	    clang_getCursorKind(kids[n - 1]) == CXCursor_InitListExpr)
		return kids[n - 1];
	return clang_getNullCursor();
}

/*
 * Where brace list `list` puts field i of fs: 0, *e its expression; 1
 * where the list stops short of it (it is zero); 2 where the struct member
 * around it at nesting *level is given whole, by expression *e; -1 where
 * the list does not follow the nesting (its braces are elided).
 */
static int list_place(CXCursor list, const struct fields *fs, int i, CXCursor *e, int *level)
{
	CXCursor kids[STRUCT_FIELDS + 2], c = list;
	int l, n;

	for (l = 0;; l++) {
		n = cx_children(c, kids, STRUCT_FIELDS + 2);
		if (fs->pos[i][l] >= n)
			return 1;
		*e = kids[fs->pos[i][l]];
		if (l == fs->nest[i])
			return 0;
		c = brace_list(*e);
		if (clang_Cursor_isNull(c)) {
			*level = l;
			return cx_canon(clang_getCursorType(*e)).kind == CXType_Record ? 2 : -1;
		}
	}
}

static int field_values(struct fe *fe, CXCursor init, const struct fields *fs,
			struct ir_expr **out, CXCursor *pointer_init, struct source *src, int *param);

/*
 * A struct member given whole in a brace list (`Ten{p, Lay{s}}`'s p,
 * `Pos{make_int2(x, y), base}`'s first), at nesting `level` around field
 * i: the values of the fields it makes up, as that member's own
 * initializer gives them (unknown where it is not followed).  The first
 * field after them.
 */
static int list_whole(struct fe *fe, CXCursor e, const struct fields *fs, int i, int level,
		      struct ir_expr **out, CXCursor *pointer_init, struct source *src,
		      int *param)
{
	struct fields *sub = xcalloc(1, sizeof(*sub));
	int last = i + 1, known = -1;

	while (last < fs->n && fs->nest[last] > level &&
	       !memcmp(fs->pos[last], fs->pos[i], (size_t)level + 1))
		last++;
	/* the member's own fields are these, flattened as deep (not a
	 * struct of another type, converted) */
	if (fields_of(clang_getCursorType(e), sub) == 0 && sub->n == last - i) {
		int k;
		for (k = 0; k < sub->n && clang_equalCursors(sub->f[k], fs->f[i + k]); k++)
			;
		if (k == sub->n)
			known = field_values(fe, e, sub, out + i, pointer_init + i, src + i,
					     param + i);
	}
	if (known == -1)
		expr_lower(fe, e);   /* its loads count */
	if (known != 0) {
		int k;
		for (k = i; k < last; k++) {
			out[k] = NULL;
			pointer_init[k] = clang_getNullCursor();
			src[k].var = clang_getNullCursor();
			param[k] = -1;
		}
	}
	free(sub);
	return last;
}

/* A brace list's values for fs's fields; 0, or -1 where it does not fit. */
static int list_values(struct fe *fe, CXCursor list, const struct fields *fs,
		       struct ir_expr **out, CXCursor *pointer_init, struct source *src, int *param)
{
	CXCursor kids[STRUCT_FIELDS + 2], e;
	int n = cx_children(list, kids, STRUCT_FIELDS + 2), i, level, nested = 1;

	for (i = 0; i < fs->n && nested; i++)
		nested = list_place(list, fs, i, &e, &level) >= 0;
	if (!nested) {
		/* braces elided: the fields in order, where no element is a
		 * list or a struct of its own (a list braced in part is not
		 * followed) */
		if (n > fs->n)
			return -1;
		for (i = 0; i < n; i++)
			if (!clang_Cursor_isNull(brace_list(kids[i])) ||
			    cx_canon(clang_getCursorType(kids[i])).kind == CXType_Record)
				return -1;
		for (i = 0; i < fs->n; i++) {
			if (i < n && cx_is_pointer(clang_getCursorType(fs->f[i])))
				pointer_init[i] = kids[i];   /* where it points: set_members */
			else
				out[i] = i < n ? expr_lower(fe, kids[i]) : ir_const(fe->A, CT_I32, 0);
		}
		return 0;
	}
	if (n > fs->top)
		return -1;
	for (i = 0; i < fs->n;) {
		switch (list_place(list, fs, i, &e, &level)) {
		case 2:
			i = list_whole(fe, e, fs, i, level, out, pointer_init, src, param);
			continue;
		case 0:
			if (cx_is_pointer(clang_getCursorType(fs->f[i])))
				pointer_init[i] = e;
			else
				out[i] = expr_lower(fe, e);
			break;
		default:
			out[i] = ir_const(fe->A, CT_I32, 0);
			break;
		}
		i++;
	}
	return 0;
}

/*
 * The values a struct's initializer gives its fields: 0; -1 where it is
 * not followed (and not lowered), -2 where it was lowered but its values
 * are not known.
 */
static int field_values(struct fe *fe, CXCursor init, const struct fields *fs,
			struct ir_expr **out, CXCursor *pointer_init, struct source *src, int *param)
{
	static const struct { const char *name; enum ir_special x; } builtins[] = {
		{ "threadIdx", SP_TID_X }, { "blockIdx", SP_CTAID_X },
		{ "blockDim", SP_NTID_X }, { "gridDim", SP_NCTAID_X },
	};
	CXCursor s = init, kids[STRUCT_FIELDS + 2];
	enum CXCursorKind k;
	int n, i;

	/* past the copy's construction, the casts and a built-in index's
	 * conversion (threadIdx's operator uint3; another class's
	 * conversion, `operator T &()` of a tensor's element, is a call) */
	for (i = 0; i < 8; i++) {
		CXCursor r = clang_getCursorReferenced(s);
		enum CXCursorKind rk = clang_getCursorKind(r);
		int conversion = clang_getCursorKind(s) == CXCursor_CallExpr &&
				 rk == CXCursor_ConversionFunction &&
				 builtin_type(clang_getCursorSemanticParent(r));
		if (!fields_wrapper(s) && !conversion &&
		    clang_getCursorKind(s) != CXCursor_MemberRefExpr)
			break;
		if (clang_getCursorKind(s) == CXCursor_MemberRefExpr &&
		    rk != CXCursor_ConversionFunction)
			break;
		if (clang_getCursorKind(s) == CXCursor_CXXFunctionalCastExpr) {
			/* a copy: its type's names first, the operand last */
			n = cx_children(s, kids, STRUCT_FIELDS + 2);
			s = kids[n - 1];
			continue;
		}
		if (cx_children(s, kids, 2) != 1)
			break;
		s = kids[0];
	}
	k = clang_getCursorKind(s);
	if (k == CXCursor_CXXFunctionalCastExpr) {
		/* `S{base}`, the type named before the braces (a factory's
		 * `return Smem{base};`): the braces' list */
		n = cx_children(s, kids, STRUCT_FIELDS + 2);
		if (n > 0 && clang_getCursorKind(kids[n - 1]) == CXCursor_InitListExpr) {
			s = kids[n - 1];
			k = CXCursor_InitListExpr;
		}
	}
	if ((k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr) &&
	    param_copy(fe, s, fs, out, param) == 0)
		return 0;
	if (k == CXCursor_InitListExpr)
		return list_values(fe, s, fs, out, pointer_init, src, param);
	if (k == CXCursor_MemberRefExpr) {
		/* a struct member of a tracked struct (`Ptr p = t.data`) */
		const char *prefix;
		CXCursor from;
		if (structs_object(fe, s, &from, &prefix) < 0)
			return -1;
		return copy_of(fe, from, prefix, fs, out, src);
	}
	if ((k == CXCursor_CallExpr || k == CXCursor_CXXFunctionalCastExpr) && fields_constructed(s) &&
	    structs_type_tracked(cx_canon(clang_getCursorType(s)))) {
		/* a temporary its constructor builds (`Ten{dptr<T>(p), l}`'s
		 * first member): the constructor followed into it, then
		 * copied */
		s = cx_strip(s);
		structs_declare(fe, s, cx_text(fe, s), clang_getNullCursor(), 0);
		if (call_construct(fe, s, s, NULL))
			return -2;
		return copy_of(fe, s, "", fs, out, src) == 0 ? 0 : -2;
	}
	if (k == CXCursor_CallExpr) {
		CXString name = clang_getCursorSpelling(s);
		/* the toolkit's make_int2 and friends, not a library's own
		 * factory (CuTe's make_gmem_ptr), which is followed */
		int make = !strncmp(clang_getCString(name), "make_", 5) &&
			   cx_in_prelude(clang_getCursorReferenced(s));
		CXCursor temp;
		clang_disposeString(name);
		n = clang_Cursor_getNumArguments(s);
		/* a followed function's struct result: its temporary's members */
		int followed = make ? -1 : call_struct(fe, s, &temp);
		if (followed == -2)
			return -2;
		if (followed == 0)
			return copy_of(fe, temp, "", fs, out, src) == 0 ? 0 : -2;
		if (!make || n != fs->n)
			return -1;
		for (i = 0; i < n; i++)
			out[i] = expr_lower(fe, clang_Cursor_getArgument(s, (unsigned)i));
		return 0;
	}
	if (k == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(s);
		CXString name = clang_getCursorSpelling(d);
		const char *nm = clang_getCString(name);
		int done = -1;
		/* a built-in index (uint3 t = threadIdx) */
		for (i = 0; i < (int)(sizeof(builtins) / sizeof(builtins[0])) && fs->n == 3; i++)
			if (!strcmp(nm, builtins[i].name) && builtin_type(d)) {
				int f;
				for (f = 0; f < 3; f++)
					out[f] = ir_special(fe->A, (enum ir_special)(builtins[i].x + f));
				done = 0;
			}
		clang_disposeString(name);
		if (done == 0)
			return 0;
		/* another tracked struct of the same type: its members */
		return copy_of(fe, d, "", fs, out, src);
	}
	return -1;
}

/* Points pointer member local li as p says (its object unknown: why). */
static void point_member(struct fe *fe, CXCursor at, int li, const struct ptr *p, const char *why)
{
	struct local l = scope_get(fe, li);

	int j;

	scope_point(fe, li, p ? p->kind : OBJ_NONE, p ? p->index : 0);
	for (j = 0; j < fe->kn->nlocals; j++)
		if (j == li || fe->kn->locals[j].slot == l.slot) {
			fe->kn->locals[j].unset = !p;
			fe->kn->locals[j].why = p && p->kind == OBJ_NONE ? p->why : why;
		}
	scope_assign(fe, at, l.slot, p && p->kind != OBJ_NONE ? p->offset
		    : ir_unknown(fe->A, CT_I64, fe->kn->locals[li].why));
}

static void set_members(struct fe *fe, CXCursor at, CXCursor decl, const char *prefix,
			CXType type, CXCursor init, int has_init);

/*
 * A constructor's member initializer: var's member field (inside its
 * members outer) set from value; a struct member's fields, as its own
 * initializer sets them.
 */
void structs_set_member(struct fe *fe, CXCursor at, CXCursor var, const char *outer,
			CXCursor field, CXCursor value)
{
	struct local l;
	int li = scope_find_member(fe, var, field, outer, &l), t;
	CXType rt;

	if (li < 0 && fields_nested_record(field, &rt)) {
		set_members(fe, at, var, join(fe, outer, cx_string(fe, clang_getCursorSpelling(field))),
			    rt, value, 1);
		return;
	}
	if (li < 0) {
		expr_lower(fe, value);   /* its loads count */
		return;
	}
	if (l.is_pointer) {
		struct ptr p;
		memory_pointer(fe, value, &p);
		point_member(fe, at, li, &p, NULL);
		return;
	}
	t = cx_ctype(clang_getCursorType(field));
	if (t >= 0)
		scope_assign(fe, at, l.slot, ir_cast(fe->A, (enum ctype)t, expr_lower(fe, value)));
}

/*
 * Sets struct decl's member locals (those inside its members prefix, of
 * struct type `type`: NULL and the variable's type for all) from init
 * (or, not followed, to unknown).
 */
static void set_members(struct fe *fe, CXCursor at, CXCursor decl, const char *prefix,
			CXType type, CXCursor init, int has_init)
{
	/* on the heap: a followed constructor sets members again, recursing */
	struct fields *fs = xcalloc(1, sizeof(*fs));
	struct ir_expr *v[STRUCT_FIELDS] = { NULL };
	CXCursor pointer_init[STRUCT_FIELDS];
	struct source src[STRUCT_FIELDS];
	int param[STRUCT_FIELDS];
	const char *why, *loaded, *name;
	int i, known;

	fields_of(type, fs);
	for (i = 0; i < fs->n; i++) {
		pointer_init[i] = clang_getNullCursor();
		src[i].var = clang_getNullCursor();
		param[i] = -1;
	}
	/* a member array's elements: what a constructor of its own sets */
	if (!has_init || !fields_constructed(init))
		structs_lose_elements(fe, at, decl, arena_printf(fe->A, has_init
			? "an element of a member array of '%s', set by an initializer that is not followed"
			: "an element of a member array of '%s', not set",
			cx_string(fe, clang_getCursorSpelling(decl))));
	/* built by a constructor of its own (not a copy): the members are
	 * what it sets, and not set otherwise */
	if (has_init && fields_constructed(init)) {
		set_members(fe, at, decl, prefix, type, init, 0);
		if (!call_construct(fe, cx_strip(init), decl, prefix)) {
			free(fs);
			return;
		}
	}
	known = has_init ? field_values(fe, init, fs, v, pointer_init, src, param) : -1;
	if (has_init && known == -1)
		expr_lower(fe, init);   /* its loads count */
	known = known == 0;
	loaded = has_init ? expr_struct_loaded(fe, init) : NULL;
	name = cx_string(fe, clang_getCursorSpelling(decl));
	for (i = 0; i < fs->n; i++) {
		int t = cx_ctype(clang_getCursorType(fs->f[i]));
		struct local l;
		int li = scope_find_member(fe, decl, fs->f[i], join(fe, prefix, fs->outer[i]), &l);
		if (li < 0)
			continue;
		if (l.is_pointer) {
			struct ptr p;
			struct local o;
			if (known && !clang_Cursor_isNull(pointer_init[i])) {
				memory_pointer(fe, pointer_init[i], &p);
				point_member(fe, at, li, &p, NULL);
			} else if (known && param[i] >= 0) {
				memset(&p, 0, sizeof(p));
				p.kind = OBJ_PARAM;
				p.index = param[i];
				p.offset = ir_const(fe->A, CT_I64, 0);
				point_member(fe, at, li, &p, NULL);
			} else if (known && !clang_Cursor_isNull(src[i].var) &&
				   scope_find_member(fe, src[i].var, fs->f[i], src[i].outer, &o) >= 0) {
				p.kind = o.kind;
				p.index = o.index;
				p.offset = v[i];
				p.why = o.why;
				point_member(fe, at, li, o.unset ? NULL : &p, o.why);
			} else {
				point_member(fe, at, li, NULL, arena_printf(fe->A,
					has_init ? "pointer member '%s' is set by an initializer that is not followed"
						 : "pointer member '%s' is not set", l.name));
			}
			continue;
		}
		if (t < 0)
			continue;
		if (known && v[i]) {
			scope_assign(fe, at, l.slot, ir_cast(fe->A, (enum ctype)t, v[i]));
			continue;
		}
		if (loaded)
			why = arena_printf(fe->A,
				"index depends on '%s', data loaded from memory (a member of '%s', a copy of '%s'); a 'warpcheck: assume' comment can state it",
				l.name, name, loaded);
		else if (has_init)
			why = arena_printf(fe->A,
				"index depends on '%s', whose value is not followed (it comes from '%s')",
				l.name, cx_text(fe, init));
		else
			why = arena_printf(fe->A, "index depends on '%s', which is not set", l.name);
		scope_assign(fe, at, l.slot, ir_unknown(fe->A, (enum ctype)t, why));
	}
	free(fs);
}

void structs_declare(struct fe *fe, CXCursor decl, const char *name, CXCursor init, int has_init)
{
	struct fields fs;
	int i;

	fields_of(fields_variable_type(decl), &fs);
	for (i = 0; i < fs.n; i++) {
		struct local l;
		const char *outer = fs.outer[i][0] ? arena_printf(fe->A, "%s", fs.outer[i]) : NULL;
		const char *inside = outer ? arena_printf(fe->A, "%s.%s", name, outer) : name;
		/* a view of the kernel's struct parameter reads its arrays
		 * as the parameter's (memory.c) */
		int k, n = has_init && structs_is_param(fe, init) ? 0 : fields_elements(fs.f[i]);
		if (fields_elements(fs.f[i]) > 0 && !n)
			continue;
		if (n > 0) {
			CXType e = cx_canon(clang_getArrayElementType(cx_canon(clang_getCursorType(fs.f[i]))));
			for (k = 0; k < n; k++) {
				memset(&l, 0, sizeof(l));
				l.decl = decl;
				l.field = fs.f[i];
				l.outer = outer;
				l.is_member = 1;
				l.element = k + 1;
				l.is_pointer = cx_is_pointer(e);
				l.unset = l.is_pointer;
				l.name = arena_printf(fe->A, "%s.%s[%d]", inside,
						      cx_string(fe, clang_getCursorSpelling(fs.f[i])), k);
				l.slot = scope_new_slot(fe, l.name);
				scope_push(fe, &l);
			}
			continue;
		}
		if (!fields_tracked(fs.f[i]))
			continue;
		memset(&l, 0, sizeof(l));
		l.decl = decl;
		l.field = fs.f[i];
		l.outer = outer;
		l.is_member = 1;
		l.is_pointer = cx_is_pointer(clang_getCursorType(fs.f[i]));
		l.name = arena_printf(fe->A, "%s.%s", inside,
				      cx_string(fe, clang_getCursorSpelling(fs.f[i])));
		l.slot = scope_new_slot(fe, l.name);
		scope_push(fe, &l);
	}
	set_members(fe, decl, decl, NULL, fields_variable_type(decl), init, has_init);
	note_origin(fe, decl, has_init ? init : clang_getNullCursor());
}

/*
 * Is c (under casts) the kernel's own struct parameter, or a struct member
 * of it (`params.group`)?  Its members are the kernel's member params,
 * one value for every thread.
 */
int structs_is_param(struct fe *fe, CXCursor c)
{
	char path[256];
	CXCursor s = cx_strip(c), ref;

	if (cx_canon(clang_getCursorType(s)).kind != CXType_Record)
		return 0;
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr)
		return !clang_Cursor_isNull(scope_kernel_struct(fe, clang_getCursorReferenced(s)));
	ref = param_path(fe, fe->kn->frame, s, path, sizeof(path));
	return !clang_Cursor_isNull(ref) && scope_param_member_bound(fe, ref, path) != -1;
}

/*
 * Reference parameter parm of a followed function bound to arg, the
 * kernel's struct parameter or a struct member of it: parm a tracked
 * struct, a copy of the parameter's members.  1, or 0 where arg is no
 * such struct or its members are not tracked.
 */
int structs_param_bind(struct fe *fe, CXCursor parm, CXCursor arg)
{
	struct fields fs;

	if (!structs_is_param(fe, arg) || fields_of(fields_variable_type(parm), &fs) < 0)
		return 0;
	structs_declare(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)), arg, 1);
	return structs_has_members(fe, parm);
}

/*
 * A const method called on the kernel's struct parameter or a struct
 * member of it (`uint32_t(params.group)`, `params.div.divmod(n, q, r)`):
 * the object expression becomes a tracked struct of its own, a copy of
 * the parameter's members, for the method's `this`.  1, or 0 where object
 * is no such struct or its members are not tracked.
 */
int structs_param_view(struct fe *fe, CXCursor object)
{
	struct fields fs;

	if (!structs_is_param(fe, object) || fields_of(fields_variable_type(object), &fs) < 0)
		return 0;
	structs_declare(fe, object, cx_text(fe, object), object, 1);
	return structs_has_members(fe, object);
}

/* Does a struct of type t have members that are tracked? */
int structs_type_tracked(CXType t)
{
	struct fields fs;

	return fields_of(t, &fs) == 0;
}

/* A followed function's `return value;` into its struct result's temporary. */
void structs_return(struct fe *fe, CXCursor at, CXCursor temp, CXCursor value)
{
	set_members(fe, at, temp, NULL, fields_variable_type(temp), value, 1);
}

int structs_assign(struct fe *fe, CXCursor at, CXCursor lhs, CXCursor rhs)
{
	CXCursor s = cx_strip(lhs), d;
	struct fields fs;
	const char *outer;

	/* a struct member assigned whole (`t.data = q`): its member locals */
	if (clang_getCursorKind(s) == CXCursor_MemberRefExpr) {
		if (structs_object(fe, s, &d, &outer) < 0)
			return 0;
		set_members(fe, at, d, outer, clang_getCursorType(s), rhs, 1);
		return 1;
	}
	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return 0;
	d = clang_getCursorReferenced(s);
	if (fields_of(fields_variable_type(d), &fs) < 0 || !structs_has_members(fe, d))
		return 0;
	set_members(fe, at, d, NULL, fields_variable_type(d), rhs, 1);
	note_origin(fe, d, rhs);
	return 1;
}

/*
 * The member local that member reference c names: `v.last` of tracked
 * variable `object`, or `last` and `this->last` inside a method followed
 * on it.  Its index, or -1.
 * A template's method may name its field through the class template
 * (a dependent base's `this->end`), so a field of the same name matches.
 */
static int member_inside(struct fe *fe, CXCursor object, CXCursor c, int element,
			 const char *outer, struct local *out)
{
	CXCursor field = clang_getCursorReferenced(c);
	struct fields fs;
	const char *name;
	int i, li;

	if (!clang_Cursor_isNull(field) && clang_getCursorKind(field) != CXCursor_FieldDecl)
		return -1;
	if (!clang_Cursor_isNull(field) &&
	    (li = scope_find_element(fe, object, field, element, outer, out)) >= 0)
		return li;
	if (fields_of(fields_variable_type(object), &fs) < 0)
		return -1;
	name = cx_string(fe, clang_getCursorSpelling(c));
	for (i = fs.n - 1; i >= 0; i--)
		if (!strcmp(fs.outer[i], outer) &&
		    !strcmp(cx_string(fe, clang_getCursorSpelling(fs.f[i])), name))
			return scope_find_element(fe, object, fs.f[i], element, outer, out);
	return -1;
}

static int this_member(struct fe *fe, CXCursor object, const char *outer, CXCursor c,
			int element, struct local *out)
{
	return member_inside(fe, object, c, element, outer ? outer : "", out);
}

/* `v.a.b.x`: the member local of x inside v's struct members a.b, or -1 */
static int nested_member(struct fe *fe, CXCursor c, int element, struct local *out)
{
	char path[256];
	CXCursor object;
	char *last;

	if (chain_root(fe, c, &object, path, sizeof(path)) < 0)
		return -1;
	last = strrchr(path, '.');
	if (!last || last == path)
		return -1;   /* a member of the variable's own */
	*last = 0;
	return member_inside(fe, object, c, element, path + 1, out);
}

/*
 * A method called on tracked variable `object` was not followed: what it
 * did to the members is not known.
 */
void structs_clobber(struct fe *fe, CXCursor at, CXCursor object, const char *why)
{
	struct fields fs;
	int i;

	if (fields_of(fields_variable_type(object), &fs) < 0)
		return;
	structs_lose_elements(fe, at, object, arena_printf(fe->A,
		"an element of a member array of '%s', changed by a call that is not followed (%s)",
		cx_string(fe, clang_getCursorSpelling(object)), why));
	for (i = 0; i < fs.n; i++) {
		int t = cx_ctype(clang_getCursorType(fs.f[i])), li;
		struct local l;
		if ((li = scope_find_member(fe, object, fs.f[i], fs.outer[i], &l)) < 0)
			continue;
		if (l.is_pointer) {
			point_member(fe, at, li, NULL, arena_printf(fe->A,
				"pointer member '%s' is changed by a call that is not followed (%s)",
				l.name, why));
			continue;
		}
		if (t < 0)
			continue;
		scope_assign(fe, at, l.slot, ir_unknown(fe->A, (enum ctype)t,
			arena_printf(fe->A, "index depends on '%s', changed by a call that is not followed (%s)",
				     l.name, why)));
	}
}

/*
 * Is member local l inside the members outer ("data": `data.p`,
 * `data.q.r`)?  Its outer names past them in *rest (NULL: none).
 */
static int inside(const struct local *l, const char *outer, const char **rest)
{
	size_t n = strlen(outer);

	*rest = l->outer;
	if (!n)
		return 1;
	if (!l->outer || strncmp(l->outer, outer, n) || (l->outer[n] && l->outer[n] != '.'))
		return 0;
	*rest = l->outer[n] ? l->outer + n + 1 : NULL;
	return 1;
}

/*
 * A parameter by reference bound to tracked variable `var`, or to its
 * struct member by the names outer (NULL: var itself): the same member
 * locals under the parameter's name, so that what the function reads and
 * sets are the caller's.  0, or -1 where var is not tracked.
 */
int structs_alias(struct fe *fe, CXCursor parm, CXCursor var, const char *outer)
{
	int i, n = fe->kn->nlocals, found = 0;
	const char *rest;

	for (i = 0; i < n; i++)
		if (fe->kn->locals[i].is_member && clang_equalCursors(fe->kn->locals[i].decl, var) &&
		    inside(&fe->kn->locals[i], outer ? outer : "", &rest)) {
			struct local l = fe->kn->locals[i];
			l.decl = parm;
			l.outer = rest;
			scope_push(fe, &l);
			found = 1;
		}
	if (found && outer && outer[0]) {
		if (origin_of(fe, parm))
			set_origin(fe, parm, clang_getNullCursor(), NULL);
	} else if (found) {
		const struct param_origin *o = origin_of(fe, var);
		if (o)
			set_origin(fe, parm, o->ref, o->path);
		else if (origin_of(fe, parm))
			set_origin(fe, parm, clang_getNullCursor(), NULL);
	}
	return found ? 0 : -1;
}

/* Does variable `var` have member locals in scope (is it tracked here)? */
int structs_has_members(struct fe *fe, CXCursor var)
{
	return has_members_inside(fe, var, "");
}

/*
 * The member local that member reference s names: c.x of a local struct
 * whose members are tracked (structs.c), element `element` of a member
 * array (-1: a member that is not one).  Its index, or -1.
 */
int structs_member_local(struct fe *fe, CXCursor s, int element, struct local *out)
{
	CXCursor kids[1], base;
	struct local l;
	int n = cx_children(s, kids, 1), li;

	/* a member of the tracked variable a followed method is called on */
	if (fe->kn->frame->this_tracked &&
	    (n == 0 || clang_getCursorKind(cx_strip(kids[0])) == CXCursor_CXXThisExpr)) {
		li = this_member(fe, fe->kn->frame->this_var, fe->kn->frame->this_outer, s,
					 element, &l);
		if (li >= 0 && out)
			*out = l;
		return li;
	}
	if (n != 1)
		return -1;
	base = cx_strip(kids[0]);
	/* v.a.x: a member of v's struct member a (structs.c) */
	if (clang_getCursorKind(base) == CXCursor_MemberRefExpr) {
		li = nested_member(fe, s, element, &l);
		if (li >= 0 && out)
			*out = l;
		return li;
	}
	/* p->x of a pointer parameter bound to such a struct's
	 * address: that struct's (call.c) */
	if (clang_getCursorKind(base) != CXCursor_DeclRefExpr ||
	    (cx_is_pointer(clang_getCursorType(base)) &&
	     !structs_has_members(fe, clang_getCursorReferenced(base))))
		return -1;
	li = this_member(fe, clang_getCursorReferenced(base), NULL, s, element, &l);
	if (li >= 0 && out)
		*out = l;
	return li;
}
