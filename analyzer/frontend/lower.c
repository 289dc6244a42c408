/*
 * lower.c - the kernels of a parsed file, lowered into IR.
 *
 * Every __global__ function defined in the main file is walked once, in
 * source order, into IR:
 *
 *   - integer locals become slots, and every assignment to one becomes an
 *     ST_ASSIGN, so an index is followed through locals, compound
 *     assignments, macros and constants exactly as C computes it;
 *   - pointer locals become an (object, byte offset) pair whose offset is
 *     a slot, so `p += n` and `row[i]` keep working;
 *   - every load, store and atomic on a __shared__ array or a pointer
 *     parameter becomes an ST_ACCESS whose expression is the byte offset
 *     into its object, emitted in C's evaluation order; accesses under
 *     `?:`, `&&` and `||` are guarded by ST_IF;
 *   - anything else is an IR_UNKNOWN with the reason, so the rest of the
 *     kernel is still analyzed and the report can say why.
 */
#include "fe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/bug.h"
#include "../../simulator/ir_pass.h"

/* ---- kernel state --------------------------------------------------- */

/*
 * Locals in scope are referred to by their index in fe->kn->locals and
 * read by value (scope_find, scope_get): the array moves when it grows,
 * which declaring a local anywhere below may do, so no pointer into it is
 * ever held.  An index stays valid for as long as its local is in scope:
 * locals are only ever dropped from the end, when a followed call returns.
 */

/* The innermost local declared by `decl`: its index, or -1; *out gets a copy. */
static int scope_find(struct fe *fe, CXCursor decl, struct local *out)
{
	int i;

	for (i = fe->kn->nlocals - 1; i >= 0; i--)
		if (clang_equalCursors(fe->kn->locals[i].decl, decl)) {
			if (out)
				*out = fe->kn->locals[i];
			return i;
		}
	return -1;
}

/* The innermost local named `name`, as scope_find. */
static int scope_find_name(struct fe *fe, const char *name, struct local *out)
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

static struct local scope_get(struct fe *fe, int i)
{
	if (i < 0 || i >= fe->kn->nlocals)
		BUG("local %d of %d", i, fe->kn->nlocals);
	return fe->kn->locals[i];
}

static int scope_slot(struct fe *fe, int i)
{
	return scope_get(fe, i).slot;
}

/* Local i is a pointer into (kind, index): OBJ_NONE when that is not known. */
static void scope_point(struct fe *fe, int i, enum object_kind kind, int index)
{
	scope_get(fe, i);   /* checks i */
	fe->kn->locals[i].is_pointer = 1;
	fe->kn->locals[i].kind = kind;
	fe->kn->locals[i].index = index;
}

static int new_slot(struct fe *fe, const char *name)
{
	struct ir_kernel *k = fe->kn->k;

	k->local_names = arena_grow(fe->A, k->local_names, sizeof(*k->local_names),
				    k->nlocals, &fe->kn->cap_local_names);
	k->local_names[k->nlocals] = name;
	return k->nlocals++;
}

/* Puts a copy of *l in scope, innermost; returns its index. */
static int scope_push(struct fe *fe, const struct local *l)
{
	if (fe->kn->nlocals == fe->kn->cap_locals) {
		int cap = fe->kn->cap_locals ? fe->kn->cap_locals * 2 : 16;
		struct local *p = realloc(fe->kn->locals, (size_t)cap * sizeof(*p));
		if (!p) {
			fprintf(stderr, "warpcheck: out of memory\n");
			exit(2);
		}
		fe->kn->locals = p;
		fe->kn->cap_locals = cap;
	}
	fe->kn->locals[fe->kn->nlocals] = *l;
	return fe->kn->nlocals++;
}

/* A new integer (or untracked) local with a slot of its own; returns its index. */
static int scope_add(struct fe *fe, CXCursor decl, const char *name)
{
	struct local l;

	memset(&l, 0, sizeof(l));
	l.decl = decl;
	l.name = name;
	l.slot = new_slot(fe, name);
	return scope_push(fe, &l);
}

static int param_index(struct fe *fe, CXCursor decl)
{
	CXCursor fn = clang_getCursorSemanticParent(decl);
	int i, n = clang_Cursor_getNumArguments(fn);

	for (i = 0; i < n && i < fe->kn->k->nparams; i++)
		if (clang_equalCursors(clang_Cursor_getArgument(fn, i), decl))
			return i;
	return -1;
}

static void emit(struct fe *fe, struct ir_stmt *s)
{
	*fe->kn->tail = s;
	fe->kn->tail = &s->next;
}

/* Registers a __shared__ variable on first sight; returns its index. */
static int shared_index(struct fe *fe, CXCursor decl)
{
	struct ir_kernel *k = fe->kn->k;
	struct ir_shared *sh;
	CXType t = cx_canon(clang_getCursorType(decl));
	int i;

	for (i = 0; i < k->nshared; i++)
		if (clang_equalCursors(fe->kn->shared_decls[i], decl))
			return i;
	if (k->nshared == fe->kn->cap_shared) {
		CXCursor *decls = realloc(fe->kn->shared_decls,
					  (size_t)(fe->kn->cap_shared ? fe->kn->cap_shared * 2 : 16) *
					  sizeof(*decls));
		if (!decls) {
			fprintf(stderr, "warpcheck: out of memory\n");
			exit(2);
		}
		fe->kn->shared_decls = decls;
		k->shared = arena_grow(fe->A, k->shared, sizeof(*k->shared), k->nshared,
				       &fe->kn->cap_shared);
	}
	fe->kn->shared_decls[k->nshared] = decl;
	sh = &k->shared[k->nshared];
	sh->name = cx_string(fe, clang_getCursorSpelling(decl));
	sh->loc = cx_loc(fe, decl);
	{
		CXSourceRange r = clang_getCursorExtent(decl);
		CXFile f1, f2;
		unsigned o1, o2;
		clang_getExpansionLocation(clang_getRangeStart(r), &f1, NULL, NULL, &o1);
		clang_getExpansionLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &o2);
		if (f1 && f2 && clang_File_isEqual(f1, fe->main_file) &&
		    clang_File_isEqual(f2, fe->main_file) && o1 < o2 && o2 <= fe->source_len) {
			sh->decl_begin = o1;
			sh->decl_end = o2;
		}
	}
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
	sh->bytes = cx_size(clang_getCursorType(decl));
	if (sh->is_dynamic) {
		sh->bytes = fe->opts->dynamic_shared;
		if (sh->elem_bytes)
			sh->dims[0] = sh->bytes / sh->elem_bytes;
	}
	return k->nshared++;
}

/* ---- expressions ---------------------------------------------------- */

static struct ir_expr *xexpr(struct fe *fe, CXCursor c);
static void stmt(struct fe *fe, CXCursor c);
static int lvalue_address(struct fe *fe, CXCursor c, struct ptr *out);

static struct ir_expr *unknown(struct fe *fe, const char *why)
{
	return ir_unknown(fe->A, CT_I32, why);
}

static struct ir_expr *to_i64(struct fe *fe, struct ir_expr *e)
{
	return ir_cast(fe->A, CT_I64, e);
}

static struct ir_expr *scaled(struct fe *fe, struct ir_expr *index, long long size)
{
	return ir_binary(fe->A, IR_MUL, CT_I64, to_i64(fe, index),
			 ir_const(fe->A, CT_I64, size));
}

static struct ir_expr *int_const(struct fe *fe, CXCursor c)
{
	int t = cx_ctype(clang_getCursorType(c));
	int64_t v;

	if (cx_fold(c, &v) < 0)
		return unknown(fe, "constant could not be evaluated");
	return ir_const(fe->A, t < 0 ? CT_I32 : (enum ctype)t, v);
}

static struct ir_access *new_access(struct fe *fe, CXCursor c, const struct ptr *p,
				    enum mem_op op, unsigned bytes)
{
	struct ir_kernel *k = fe->kn->k;
	struct ir_access *a = arena_alloc(fe->A, sizeof(*a));

	k->accesses = arena_grow(fe->A, k->accesses, sizeof(*k->accesses), k->naccesses,
				 &fe->kn->cap_accesses);
	a->id = k->naccesses;
	k->accesses[k->naccesses++] = a;
	a->op = op;
	a->bytes = bytes;
	a->loc = cx_loc(fe, c);
	a->text = cx_text_at(fe, c, &a->text_begin, &a->text_end);
	if (fe->kn->frame->caller)
		a->via = fe->kn->frame->call_site;
	a->object_index = p->index;
	switch (p->kind) {
	case OBJ_SHARED:
		a->space = SPACE_SHARED;
		a->object = k->shared[p->index].name;
		break;
	case OBJ_PARAM:
		a->space = SPACE_GLOBAL;
		a->object = k->params[p->index].name;
		break;
	case OBJ_NONE:
		a->space = SPACE_GLOBAL;
		a->object = "?";
		a->unsupported = p->why;
		break;
	}
	return a;
}

static void emit_access(struct fe *fe, CXCursor c, const struct ptr *p,
			enum mem_op op, CXType type)
{
	/* memory a CUDA header's internals touch, through pointers of its own */
	if (p->kind == OBJ_NONE && cx_in_cuda_headers(fe, c))
		return;
	long long size = cx_size(type), align = clang_Type_getAlignOf(cx_canon(type));
	long long piece = size, k;

	if (size <= 0) {
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
			 "access of unknown size is not analyzed");
		return;
	}
	if (size > 16 || (size & (size - 1)) || align < size)
		piece = align > 16 ? 16 : align;
	if (piece <= 0 || size % piece)
		piece = 1;
	for (k = 0; k < size / piece; k++) {
		struct ir_stmt *s = ir_stmt_new(fe->A, ST_ACCESS);
		s->access = new_access(fe, c, p, op, (unsigned)piece);
		s->loc = s->access->loc;
		if (p->kind != OBJ_NONE)
			s->expr = k ? ir_binary(fe->A, IR_ADD, CT_I64, p->offset,
						ir_const(fe->A, CT_I64, k * piece))
				    : p->offset;
		emit(fe, s);
	}
}

/* Where a pointer-valued expression points. */
static void pointer_value(struct fe *fe, CXCursor c, struct ptr *out)
{
	CXCursor s = cx_strip(c), kids[MAX_CHILDREN];
	enum CXCursorKind kind = clang_getCursorKind(s);
	int n;

	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	out->why = "pointer does not lead to a kernel parameter or shared array";
	if (kind == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(s);
		struct local l;
		int pi;

		if (scope_find(fe, d, &l) >= 0 && l.is_pointer) {
			out->kind = l.kind;
			out->index = l.index;
			out->offset = ir_leaf(fe->A, IR_LOCAL, CT_I64, l.slot);
			if (l.kind == OBJ_NONE)
				out->why = "pointer variable does not lead to a kernel parameter or shared array";
			return;
		}
		if (cx_is_shared_var(d)) {
			out->kind = OBJ_SHARED;
			out->index = shared_index(fe, d);
			out->offset = ir_const(fe->A, CT_I64, 0);
			return;
		}
		if (clang_getCursorKind(d) == CXCursor_ParmDecl &&
		    (pi = param_index(fe, d)) >= 0 && fe->kn->k->params[pi].is_pointer) {
			out->kind = OBJ_PARAM;
			out->index = pi;
			out->offset = ir_const(fe->A, CT_I64, 0);
			return;
		}
		return;
	}
	n = cx_children(s, kids, MAX_CHILDREN);
	if (kind == CXCursor_BinaryOperator && n == 2) {
		enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(s);
		int left_ptr = cx_is_pointer(clang_getCursorType(kids[0])) ||
			       cx_is_array(clang_getCursorType(kids[0]));
		CXCursor pc = left_ptr ? kids[0] : kids[1];
		CXCursor ic = left_ptr ? kids[1] : kids[0];
		long long elem = cx_pointee_size(clang_getCursorType(pc));
		struct ir_expr *idx;

		if ((op != CXBinaryOperator_Add && op != CXBinaryOperator_Sub) ||
		    elem <= 0 || (op == CXBinaryOperator_Sub && !left_ptr))
			return;
		pointer_value(fe, pc, out);
		idx = xexpr(fe, ic);
		if (out->kind == OBJ_NONE)
			return;
		out->offset = ir_binary(fe->A, op == CXBinaryOperator_Add ? IR_ADD : IR_SUB,
					CT_I64, out->offset, scaled(fe, idx, elem));
		return;
	}
	if (kind == CXCursor_UnaryOperator && n == 1 &&
	    clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_AddrOf) {
		if (lvalue_address(fe, kids[0], out) < 0 && out->kind != OBJ_NONE)
			out->kind = OBJ_NONE;
		return;
	}
	if (kind == CXCursor_ArraySubscriptExpr || kind == CXCursor_MemberRefExpr) {
		/* an array element that is itself an array decays to a pointer */
		lvalue_address(fe, s, out);
		return;
	}
	/* walk it anyway, for the loads it makes */
	if (kind != CXCursor_DeclRefExpr)
		xexpr(fe, s);
}

/*
 * The address of an lvalue that names memory.  Returns 0 when c is a
 * memory lvalue (out->kind may still be OBJ_NONE if its object is not
 * known), -1 when it is not memory at all (a local variable).
 */
static int lvalue_address(struct fe *fe, CXCursor c, struct ptr *out)
{
	CXCursor s = c, kids[MAX_CHILDREN];
	enum CXCursorKind kind;
	int n;

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(s);
		if ((k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr) ||
		    cx_children(s, kids, 2) != 1)
			break;
		/* an array decaying to a pointer is a value, not a read */
		if (cx_is_pointer(clang_getCursorType(s)) && cx_is_array(clang_getCursorType(kids[0])))
			return -1;
		s = kids[0];
	}
	kind = clang_getCursorKind(s);
	n = cx_children(s, kids, MAX_CHILDREN);
	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	out->why = "pointer does not lead to a kernel parameter or shared array";

	switch (kind) {
	case CXCursor_ArraySubscriptExpr: {
		CXCursor base = kids[0], index = kids[1];
		long long elem = cx_size(clang_getCursorType(s));
		struct ir_expr *idx;
		struct local l;
		int li;

		if (n != 2)
			return -1;
		if (!cx_is_pointer(clang_getCursorType(base)) &&
		    !cx_is_array(clang_getCursorType(base))) {
			/* 3[a]: the index is the pointer */
			CXCursor t = base;
			base = index;
			index = t;
		}
		/* an array local lives in registers or local memory, and a
		 * __constant__ array in the constant cache: not ours (the root
		 * of a[i][j] is a's declaration) */
		{
			CXCursor root = cx_strip(base);
			while (clang_getCursorKind(root) == CXCursor_ArraySubscriptExpr &&
			       cx_children(root, kids, 2) == 2)
				root = cx_strip(cx_is_pointer(clang_getCursorType(kids[0])) ||
					     cx_is_array(clang_getCursorType(kids[0])) ? kids[0] : kids[1]);
			if (clang_getCursorKind(root) == CXCursor_DeclRefExpr) {
				CXCursor d = clang_getCursorReferenced(root);
				li = scope_find(fe, d, &l);
				if ((li >= 0 && !l.is_pointer) || cx_has_attr(d, CXCursor_CUDAConstantAttr) ||
				    (clang_getCursorKind(d) == CXCursor_VarDecl && li < 0 &&
				     !cx_is_shared_var(d) && cx_is_array(clang_getCursorType(d)) &&
				     clang_getCursorSemanticParent(d).kind != CXCursor_TranslationUnit &&
				     clang_getCursorSemanticParent(d).kind != CXCursor_Namespace)) {
					xexpr(fe, index);
					return -1;
				}
			}
		}
		pointer_value(fe, base, out);
		idx = xexpr(fe, index);
		if (out->kind != OBJ_NONE)
			out->offset = ir_binary(fe->A, IR_ADD, CT_I64, out->offset,
						scaled(fe, idx, elem));
		return 0;
	}
	case CXCursor_UnaryOperator:
		if (n == 1 && clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref) {
			pointer_value(fe, kids[0], out);
			return 0;
		}
		return -1;
	case CXCursor_MemberRefExpr: {
		CXCursor field = clang_getCursorReferenced(s);
		long long off = clang_Cursor_getOffsetOfField(field);
		CXType bt;
		enum ir_special sp;

		if (n != 1 || cx_builtin_member(fe, s, &sp) == 0)
			return -1;
		bt = clang_getCursorType(kids[0]);
		if (cx_is_pointer(bt))
			pointer_value(fe, kids[0], out);
		else if (lvalue_address(fe, kids[0], out) < 0)
			return -1;
		if (out->kind != OBJ_NONE) {
			if (off < 0) {
				out->kind = OBJ_NONE;
				out->why = "member offset is not known";
			} else {
				out->offset = ir_binary(fe->A, IR_ADD, CT_I64, out->offset,
							ir_const(fe->A, CT_I64, off / 8));
			}
		}
		return 0;
	}
	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(s);
		if (!cx_is_shared_var(d))
			return -1;
		out->kind = OBJ_SHARED;
		out->index = shared_index(fe, d);
		out->offset = ir_const(fe->A, CT_I64, 0);
		return 0;
	}
	default:
		return -1;
	}
}

/* A load of memory lvalue c, if it is one; returns its (unknown) value. */
static struct ir_expr *load(struct fe *fe, CXCursor c, int *was_memory)
{
	struct ptr p;

	/* an array in a value context decays to a pointer: nothing is read */
	if (cx_is_array(clang_getCursorType(c))) {
		*was_memory = 0;
		return NULL;
	}
	*was_memory = lvalue_address(fe, c, &p) == 0;
	if (!*was_memory)
		return NULL;
	emit_access(fe, c, &p, OP_LOAD, clang_getCursorType(c));
	return unknown(fe, "index depends on a value loaded from memory");
}

static struct ir_expr *assumed_value(struct fe *fe, const char *name, enum ctype type,
				     CXCursor at);
static uint64_t assumed_bits(struct fe *fe, const struct ir_expr *e);

/* Adds `bits` to the assumptions slot's value used. */
static void mark_slot(struct fe *fe, int slot, uint64_t bits)
{
	if (slot >= fe->kn->cap_slot_assumed) {
		int cap = fe->kn->cap_slot_assumed, old = cap;
		while (cap <= slot)
			cap = cap ? cap * 2 : 64;
		fe->kn->slot_assumed = realloc(fe->kn->slot_assumed, (size_t)cap * sizeof(uint64_t));
		if (!fe->kn->slot_assumed) {
			fprintf(stderr, "warpcheck: out of memory\n");
			exit(2);
		}
		memset(fe->kn->slot_assumed + old, 0, (size_t)(cap - old) * sizeof(uint64_t));
		fe->kn->cap_slot_assumed = cap;
	}
	fe->kn->slot_assumed[slot] |= bits;
}

/* Pointer variables hold byte offsets: an assumption never replaces them. */
static int is_pointer_slot(struct fe *fe, int slot)
{
	int i;

	for (i = fe->kn->nlocals - 1; i >= 0; i--)
		if (fe->kn->locals[i].slot == slot)
			return fe->kn->locals[i].is_pointer;
	return 0;
}

static struct ir_stmt *assign_stmt(struct fe *fe, CXCursor at, int slot,
				   struct ir_expr *value)
{
	struct ir_stmt *s = ir_stmt_new(fe->A, ST_ASSIGN);

	if (fe->kn->frame->nassume_lines && !fe->kn->binding && !is_pointer_slot(fe, slot)) {
		/* `assume bin = ...` where the statement sets bin */
		struct ir_expr *v = assumed_value(fe, fe->kn->k->local_names[slot], value->type, at);
		if (v)
			value = v;
	}
	if (fe->kn->any_assumed)
		mark_slot(fe, slot, assumed_bits(fe, value));
	s->slot = slot;
	s->expr = value;
	s->loc = cx_loc(fe, at);
	emit(fe, s);
	return s;
}

static enum ir_op binary_op(enum CXBinaryOperatorKind k)
{
	switch (k) {
	case CXBinaryOperator_Mul: case CXBinaryOperator_MulAssign: return IR_MUL;
	case CXBinaryOperator_Div: case CXBinaryOperator_DivAssign: return IR_DIV;
	case CXBinaryOperator_Rem: case CXBinaryOperator_RemAssign: return IR_REM;
	case CXBinaryOperator_Add: case CXBinaryOperator_AddAssign: return IR_ADD;
	case CXBinaryOperator_Sub: case CXBinaryOperator_SubAssign: return IR_SUB;
	case CXBinaryOperator_Shl: case CXBinaryOperator_ShlAssign: return IR_SHL;
	case CXBinaryOperator_Shr: case CXBinaryOperator_ShrAssign: return IR_SHR;
	case CXBinaryOperator_LT: return IR_LT;
	case CXBinaryOperator_GT: return IR_GT;
	case CXBinaryOperator_LE: return IR_LE;
	case CXBinaryOperator_GE: return IR_GE;
	case CXBinaryOperator_EQ: return IR_EQ;
	case CXBinaryOperator_NE: return IR_NE;
	case CXBinaryOperator_And: case CXBinaryOperator_AndAssign: return IR_AND;
	case CXBinaryOperator_Xor: case CXBinaryOperator_XorAssign: return IR_XOR;
	case CXBinaryOperator_Or: case CXBinaryOperator_OrAssign: return IR_OR;
	case CXBinaryOperator_LAnd: return IR_LAND;
	case CXBinaryOperator_LOr: return IR_LOR;
	default: return IR_CONST;   /* not an arithmetic operator */
	}
}

/* Applies `op` for `x op= y` or `x++` to the local l; returns the new value. */
static struct ir_expr *update_local(struct fe *fe, CXCursor at, struct local l,
				    enum ir_op op, struct ir_expr *y, CXType ltype)
{
	struct ir_expr *cur, *v;

	if (l.is_pointer) {
		long long elem = cx_pointee_size(ltype);
		if (elem <= 0 || (op != IR_ADD && op != IR_SUB))
			return unknown(fe, "pointer arithmetic is not modeled");
		cur = ir_leaf(fe->A, IR_LOCAL, CT_I64, l.slot);
		v = ir_binary(fe->A, op, CT_I64, cur, scaled(fe, y, elem));
		assign_stmt(fe, at, l.slot, v);
		return unknown(fe, "pointer used as a number");
	} else {
		int lt = cx_ctype(ltype);
		enum ctype t;

		if (lt < 0)
			return unknown(fe, "non-integer variable");
		t = op == IR_SHL || op == IR_SHR ? (enum ctype)lt
						 : ctype_common((enum ctype)lt, y->type);
		cur = ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l.slot);
		v = ir_binary(fe->A, op, t, ir_cast(fe->A, t, cur),
			      op == IR_SHL || op == IR_SHR ? y : ir_cast(fe->A, t, y));
		v = ir_cast(fe->A, (enum ctype)lt, v);
		/* `b += 1000` in a covered loop updates what `b = ...` set: an
		 * assumption names a value given, not every change to it */
		fe->kn->binding = 1;
		assign_stmt(fe, at, l.slot, v);
		fe->kn->binding = 0;
		return ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l.slot);
	}
}

/* The local that expression c names: its index, or -1; *out gets a copy. */
static int local_of(struct fe *fe, CXCursor c, struct local *out)
{
	CXCursor s = cx_strip(c);

	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return -1;
	return scope_find(fe, clang_getCursorReferenced(s), out);
}

/* Assignment and compound assignment, `=`, `+=` ... */
static struct ir_expr *assignment(struct fe *fe, CXCursor c, CXCursor lhs,
				  CXCursor rhs, enum CXBinaryOperatorKind k)
{
	struct local l;
	int li = local_of(fe, lhs, &l);
	struct ir_expr *value;
	struct ptr p;

	/* C++17: the right operand is sequenced before the left */
	if (k == CXBinaryOperator_Assign) {
		if (li >= 0 && l.is_pointer) {
			struct ptr np;
			pointer_value(fe, rhs, &np);
			/* as the right side left it (a lambda may assign it) */
			li = local_of(fe, lhs, &l);
			if (np.kind != l.kind || np.index != l.index) {
				scope_point(fe, li, OBJ_NONE, l.index);
				assign_stmt(fe, c, l.slot, ir_unknown(fe->A, CT_I64,
					"pointer is reassigned to another object"));
			} else {
				assign_stmt(fe, c, l.slot, np.offset);
			}
			return unknown(fe, "pointer used as a number");
		}
		value = xexpr(fe, rhs);
		if (local_of(fe, lhs, &l) >= 0) {
			int lt = cx_ctype(clang_getCursorType(lhs));
			if (lt < 0)
				return value;
			assign_stmt(fe, c, l.slot, ir_cast(fe->A, (enum ctype)lt, value));
			return ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l.slot);
		}
		if (lvalue_address(fe, lhs, &p) == 0)
			emit_access(fe, lhs, &p, OP_STORE, clang_getCursorType(lhs));
		return value;
	}
	value = xexpr(fe, rhs);
	if (local_of(fe, lhs, &l) >= 0)
		return update_local(fe, c, l, binary_op(k), value, clang_getCursorType(lhs));
	if (lvalue_address(fe, lhs, &p) == 0) {
		emit_access(fe, lhs, &p, OP_LOAD, clang_getCursorType(lhs));
		emit_access(fe, lhs, &p, OP_STORE, clang_getCursorType(lhs));
	}
	return unknown(fe, "index depends on a value loaded from memory");
}

/* Registers a branch of the kernel at cursor `at`, whose condition is `cond`. */
static struct ir_branch *new_branch(struct fe *fe, CXCursor at, CXCursor cond,
				    const char *kind)
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

/* Translates `c` with its accesses guarded by `cond` (NULL: unguarded). */
static struct ir_expr *guarded(struct fe *fe, struct ir_expr *cond, int negate,
			       CXCursor c, CXCursor whole, CXCursor cond_cursor,
			       const char *kind)
{
	struct ir_stmt *list = NULL, **saved = fe->kn->tail;
	struct ir_expr *v;

	fe->kn->tail = &list;
	v = xexpr(fe, c);
	fe->kn->tail = saved;
	if (list) {
		struct ir_stmt *s = ir_stmt_new(fe->A, ST_IF);
		s->expr = cond;
		s->loc = cx_loc(fe, c);
		s->branch = new_branch(fe, whole, cond_cursor, kind);
		s->branch->work = ir_pass_work(list);
		s->branch->cond = cond;
		if (negate)
			s->other = list;
		else
			s->body = list;
		emit(fe, s);
	}
	return v;
}

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

static int contains_return(CXCursor c)
{
	int found = clang_getCursorKind(c) == CXCursor_ReturnStmt;

	if (!found)
		clang_visitChildren(c, find_return, &found);
	return found;
}

/*
 * Calling a lambda held in a variable: its captures by copy read the
 * values they had when it was made (pushed over the variables; the caller
 * pops them).
 */
static void shadow_captures(struct fe *fe, CXCursor object)
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

/*
 * A call to a function whose body returns only at its end (an index
 * helper, a load through a pointer, a warp reduction's loop) is followed: its
 * parameters become locals bound to the arguments, its body is translated
 * in place, and the value returned is that of the last statement.  A body
 * that returns early, a recursive call, or a function without a body is
 * not followed; the reason goes into the unknown value.
 */
static const char *follow_call(struct fe *fe, CXCursor c, CXCursor def, struct ir_expr **value)
{
	CXCursor kids[MAX_CHILDREN], body;
	struct fe_kernel *kn = fe->kn;
	struct fe_frame frame = { 0 }, *f;
	int i, n, nargs = clang_Cursor_getNumArguments(c), has_body = 0, r, skip = 0;
	int ret_slot = -1;
	CXType rt = clang_getCursorResultType(def);

	for (f = kn->frame; f->caller; f = f->caller)
		if (clang_equalCursors(f->fn, def))
			return "the function calls itself";
	if (kn->frame->calls == MAX_CALLS)
		return "calls nest too deep to follow";
	n = cx_children(def, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt) {
			body = kids[i];
			has_body = 1;
		}
	if (!has_body)
		return cx_in_prelude(def) ? "its result is known only at run time"
				       : "the function's body is not in this file";
	/* loops and branches are followed like the kernel's own, as long as
	 * the one return is the body's last statement */
	n = cx_children(body, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++) {
		enum CXCursorKind k = clang_getCursorKind(kids[i]);
		if (k == CXCursor_ReturnStmt ? i != n - 1 : contains_return(kids[i]))
			return "the function returns from more than one place";
		if (k == CXCursor_GotoStmt || k == CXCursor_AsmStmt)
			return "the function's body has a goto or inline assembly";
	}
	frame.nlocals = kn->nlocals;
	/* a call through operator() (a lambda, a function object) lists the
	 * object first: the parameters bind to the arguments after it */
	if (clang_getCursorKind(def) == CXCursor_CXXMethod &&
	    nargs == clang_Cursor_getNumArguments(def) + 1)
		skip = 1;
	/* parameters: bound to the arguments, evaluated in the caller */
	for (i = 0; i + skip < nargs && i < clang_Cursor_getNumArguments(def); i++) {
		CXCursor parm = clang_Cursor_getArgument(def, i),
			 arg = clang_Cursor_getArgument(c, i + skip);
		CXType pt = clang_getCursorType(parm);
		int li;
		/* the arguments are the caller's, its assumptions included; the
		 * parameters are the helper's, which they do not name */
		if (cx_is_pointer(pt)) {
			struct ptr p;
			pointer_value(fe, arg, &p);
			li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
			scope_point(fe, li, p.kind, p.index);
			fe->kn->binding = 1;
			assign_stmt(fe, arg, scope_slot(fe, li), p.kind != OBJ_NONE ? p.offset
				    : ir_unknown(fe->A, CT_I64, p.why));
			fe->kn->binding = 0;
		} else if (cx_ctype(pt) >= 0) {
			struct ir_expr *v = xexpr(fe, arg);
			li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
			fe->kn->binding = 1;
			assign_stmt(fe, arg, scope_slot(fe, li),
				    ir_cast(fe->A, (enum ctype)cx_ctype(pt), v));
			fe->kn->binding = 0;
		} else {
			xexpr(fe, arg);
			scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
		}
	}
	if (cx_ctype(rt) >= 0) {
		/* named as the call is written, for the reasons that mention it */
		const char *call_text = cx_text(fe, c);
		ret_slot = scope_slot(fe, scope_add(fe, def,
				strchr(call_text, '(') && strlen(call_text) <= 60
				? call_text
				: arena_printf(fe->A, "%s.return",
					       cx_string(fe, clang_getCursorSpelling(def)))));
		fe->kn->binding = 1;
		assign_stmt(fe, c, ret_slot, ir_unknown(fe->A, (enum ctype)cx_ctype(rt),
							"the function returns no value"));
		fe->kn->binding = 0;
	}
	r = cx_ctype(rt);
	/* the body is lowered in a frame of its own, which starts with no
	 * assumption lines: the caller's do not reach into the helper */
	frame.caller = kn->frame;
	frame.fn = def;
	frame.calls = kn->frame->calls + 1;
	frame.call_site = kn->frame->caller ? kn->frame->call_site : cx_loc(fe, c);
	frame.ret = ret_slot;
	frame.ret_type = r >= 0 ? (enum ctype)r : CT_I32;
	kn->frame = &frame;
	if (skip)
		shadow_captures(fe, clang_Cursor_getArgument(c, 0));
	stmt(fe, body);
	/* out of scope now: the parameters, the captures' shadows, the body's
	 * locals (a name looked up later must find the caller's) */
	kn->nlocals = frame.nlocals;
	kn->frame = frame.caller;
	*value = ret_slot >= 0 ? ir_leaf(fe->A, IR_LOCAL, (enum ctype)r, ret_slot)
		     : unknown(fe, "index depends on a non-integer value");
	return NULL;
}

static struct ir_expr *call(struct fe *fe, CXCursor c)
{
	char *name = cx_string(fe, clang_getCursorSpelling(c));
	int i, n = clang_Cursor_getNumArguments(c);
	struct ir_expr *args[2] = { NULL, NULL };
	CXCursor callee = clang_getCursorReferenced(c), def;

	if (!strncmp(name, "atomic", 6) && n >= 1) {
		struct ptr p;
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(c, 0));
		for (i = 1; i < n; i++)
			xexpr(fe, clang_Cursor_getArgument(c, i));
		pointer_value(fe, clang_Cursor_getArgument(c, 0), &p);
		if (cx_is_pointer(pt))
			emit_access(fe, c, &p, OP_ATOMIC,
				    clang_getPointeeType(cx_canon(pt)));
		return unknown(fe, "index depends on the result of an atomic");
	}
	if ((!strcmp(name, "__ldg") || !strncmp(name, "__ldc", 5) ||
	     !strncmp(name, "__ldl", 5) || !strncmp(name, "__ldcs", 6)) && n == 1) {
		struct ptr p;
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(c, 0));
		pointer_value(fe, clang_Cursor_getArgument(c, 0), &p);
		if (cx_is_pointer(pt))
			emit_access(fe, c, &p, OP_LOAD, clang_getPointeeType(cx_canon(pt)));
		return unknown(fe, "index depends on a value loaded from memory");
	}
	def = clang_getCursorDefinition(callee);
	/* a lambda's operator() carries no attribute: it is device code
	 * wherever the kernel calls it */
	if ((clang_getCursorKind(callee) == CXCursor_FunctionDecl ||
	     clang_getCursorKind(callee) == CXCursor_CXXMethod) && !clang_Cursor_isNull(def) &&
	    (cx_has_attr(def, CXCursor_CUDADeviceAttr) || cx_has_attr(def, CXCursor_CUDAHostAttr) ||
	     !strcmp(name, "operator()")) &&
	    strncmp(name, "__", 2) && strcmp(name, "min") && strcmp(name, "max")) {
		struct ir_expr *v = NULL;
		const char *why = follow_call(fe, c, def, &v);
		if (!why)
			return v;
		if (!cx_in_cuda_headers(fe, c))
			diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
				 "call to '%s' is not followed: %s", name, why);
		for (i = 0; i < n; i++)
			xexpr(fe, clang_Cursor_getArgument(c, i));
		return unknown(fe, arena_printf(fe->A, "index depends on a call to '%s' (%s)",
						 name, why));
	}
	for (i = 0; i < n && i < 2; i++)
		args[i] = xexpr(fe, clang_Cursor_getArgument(c, i));
	for (; i < n; i++)
		xexpr(fe, clang_Cursor_getArgument(c, i));
	if (n == 2 && (!strcmp(name, "min") || !strcmp(name, "max") ||
		       !strcmp(name, "umin") || !strcmp(name, "umax") ||
		       !strcmp(name, "llmin") || !strcmp(name, "llmax"))) {
		int t = cx_ctype(clang_getCursorType(c));
		enum ctype ct = t < 0 ? ctype_common(args[0]->type, args[1]->type)
				      : (enum ctype)t;
		return ir_binary(fe->A, strstr(name, "min") ? IR_MIN : IR_MAX, ct,
				 ir_cast(fe->A, ct, args[0]), ir_cast(fe->A, ct, args[1]));
	}
	if (!strncmp(name, "__shfl", 6))
		return unknown(fe, "index depends on a value from another lane");
	if (cx_in_prelude(callee))
		return unknown(fe, arena_printf(fe->A, "index depends on '%s', known only at run time",
						 name));
	return unknown(fe, arena_printf(fe->A, "index depends on a call to '%s'", name));
}

/* ---- assumptions --------------------------------------------------- */

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

static uint64_t assumed_bits(struct fe *fe, const struct ir_expr *e)
{
	int budget = 4096;

	return fe->kn->any_assumed ? assumed_in(fe, e, &budget) : 0;
}

/* Is `line` one of the statements being translated that assumptions cover? */
static int covered(const struct fe *fe, unsigned line)
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
static struct ir_expr *assumed_value(struct fe *fe, const char *name, enum ctype type,
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

		if (!covered(fe, a->applies_to) || a->error || strcmp(a->name, name))
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
			set->slot = new_slot(fe, arena_printf(fe->A, "(assumed %s)", a->name));
			set->expr = ir_cast(fe->A, type, v);
			set->loc = cx_loc(fe, at);
			emit(fe, set);
			mark_slot(fe, set->slot, i < 64 ? 1ULL << i : 0);
			fe->kn->any_assumed = 1;
			return ir_leaf(fe->A, IR_LOCAL, type, set->slot);
		}
	}
	return NULL;
}

/* The NAME of an assumption covering expression c as written, or NULL. */
static const char *assumed_name(struct fe *fe, CXCursor c)
{
	unsigned b, e;
	const char *text, *name;
	int i;

	/* a variable is given its value where the statement starts (or where
	 * it declares it), and then read like any other: see assume_at */
	if (clang_getCursorKind(cx_strip(c)) == CXCursor_DeclRefExpr &&
	    scope_find(fe, clang_getCursorReferenced(cx_strip(c)), NULL) >= 0)
		return NULL;

	text = cx_text_at(fe, c, &b, &e);
	if (!e)
		return NULL;
	name = assume_squeeze(fe->A, text, strlen(text));
	for (i = 0; i < fe->nassumes; i++)
		if (covered(fe, fe->assumes[i].applies_to) && !fe->assumes[i].error &&
		    !strcmp(fe->assumes[i].name, name))
			return name;
	return NULL;
}

static struct ir_expr *xexpr_kind(struct fe *fe, CXCursor c, enum CXCursorKind kind,
				  CXCursor *kids, int n, int t);

static struct ir_expr *xexpr(struct fe *fe, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor kids[MAX_CHILDREN];
	int n = cx_children(c, kids, MAX_CHILDREN);
	int t = cx_ctype(clang_getCursorType(c));
	struct ir_expr *x;

	const char *named = fe->kn->frame->nassume_lines && t >= 0 ? assumed_name(fe, c) : NULL;

	if (fe->kn->depth >= MAX_DEPTH)
		return unknown(fe, "expression nests too deeply to analyze");
	/* translated even when assumed: the loads it makes still count */
	fe->kn->depth++;
	x = xexpr_kind(fe, c, kind, kids, n, t);
	fe->kn->depth--;
	if (named) {
		struct ir_expr *v = assumed_value(fe, named, (enum ctype)t, c);
		if (v)
			return v;
	}
	return x;
}

static struct ir_expr *xexpr_kind(struct fe *fe, CXCursor c, enum CXCursorKind kind,
				  CXCursor *kids, int n, int t)
{
	struct ir_expr *x, *y;
	int was_memory, i;

	switch (kind) {
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_CXXBoolLiteralExpr:
	case CXCursor_UnaryExpr:   /* sizeof, alignof */
		return int_const(fe, c);

	case CXCursor_ParenExpr:
		return n ? xexpr(fe, kids[n - 1]) : unknown(fe, "empty expression");

	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CXXStaticCastExpr:
	case CXCursor_CXXFunctionalCastExpr:
	case CXCursor_CXXReinterpretCastExpr:
	case CXCursor_CXXConstCastExpr:
		if (n == 0)
			return t >= 0 ? int_const(fe, c) : unknown(fe, "expression is not modeled");
		/* lvalue-to-rvalue on memory: this is where a load happens */
		x = load(fe, kids[n - 1], &was_memory);
		if (!was_memory)
			x = xexpr(fe, kids[n - 1]);
		if (t < 0) {
			if (cx_is_pointer(clang_getCursorType(c)))
				return ir_unknown(fe->A, CT_I64, "pointer used as a number");
			return x->op == IR_UNKNOWN ? x
				: unknown(fe, "index depends on a floating-point value");
		}
		return ir_cast(fe->A, (enum ctype)t, x);

	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(c);
		struct local l;
		int pi;

		if (scope_find(fe, d, &l) >= 0) {
			if (l.is_pointer)
				return ir_unknown(fe->A, CT_I64, "pointer used as a number");
			if (t < 0)
				return unknown(fe, "index depends on a non-integer variable");
			return ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, l.slot);
		}
		if (clang_getCursorKind(d) == CXCursor_ParmDecl &&
		    (pi = param_index(fe, d)) >= 0) {
			if (!fe->kn->k->params[pi].is_integer)
				return unknown(fe, "index depends on a non-integer parameter");
			return ir_leaf(fe->A, IR_PARAM, fe->kn->k->params[pi].type, pi);
		}
		if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl)
			return ir_const(fe->A, CT_I32, clang_getEnumConstantDeclValue(d));
		if (t >= 0) {
			int64_t v;
			if (cx_fold(c, &v) == 0)
				return ir_const(fe->A, (enum ctype)t, v);
			return unknown(fe, arena_printf(fe->A, "value of '%s' is not known",
				cx_string(fe, clang_getCursorSpelling(c))));
		}
		if (cx_is_shared_var(d))
			return unknown(fe, "index depends on a value loaded from memory");
		return unknown(fe, "index depends on a non-integer value");
	}

	case CXCursor_MemberRefExpr: {
		enum ir_special sp;
		if (cx_builtin_member(fe, c, &sp) == 0)
			return ir_special(fe->A, sp);
		x = load(fe, c, &was_memory);
		if (was_memory)
			return x;
		return unknown(fe, arena_printf(fe->A,
			"index depends on '%s', a member of a local struct, which is not tracked (a 'warpcheck: assume' comment can state it)",
			cx_text(fe, c)));
	}

	case CXCursor_ArraySubscriptExpr:
		x = load(fe, c, &was_memory);
		return was_memory ? x : unknown(fe, "index depends on an element of a local array");

	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator: {
		enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c);
		enum ir_op op = binary_op(k);

		if (n != 2)
			return unknown(fe, "malformed operator");
		if (kind == CXCursor_CompoundAssignOperator || k == CXBinaryOperator_Assign)
			return assignment(fe, c, kids[0], kids[1], k);
		if (k == CXBinaryOperator_Comma) {
			xexpr(fe, kids[0]);
			return xexpr(fe, kids[1]);
		}
		if (cx_is_pointer(clang_getCursorType(c)))
			return ir_unknown(fe->A, CT_I64, "pointer used as a number");
		if (op == IR_LAND || op == IR_LOR) {
			x = xexpr(fe, kids[0]);
			y = guarded(fe, x, op == IR_LOR, kids[1], c, kids[0],
				    op == IR_LOR ? "||" : "&&");
			return ir_binary(fe->A, op, CT_I32, x, y);
		}
		if (op == IR_CONST)
			return unknown(fe, "operator is not modeled");
		x = xexpr(fe, kids[0]);
		y = xexpr(fe, kids[1]);
		if (op >= IR_LT && op <= IR_NE) {
			enum ctype ct = ctype_common(x->type, y->type);
			return ir_binary(fe->A, op, CT_I32, ir_cast(fe->A, ct, x),
					 ir_cast(fe->A, ct, y));
		}
		if (t < 0)
			return unknown(fe, "index depends on a floating-point value");
		if (op == IR_SHL || op == IR_SHR)
			return ir_binary(fe->A, op, (enum ctype)t, ir_cast(fe->A, (enum ctype)t, x), y);
		return ir_binary(fe->A, op, (enum ctype)t, ir_cast(fe->A, (enum ctype)t, x),
				 ir_cast(fe->A, (enum ctype)t, y));
	}

	case CXCursor_UnaryOperator: {
		enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c);
		struct local l;
		struct ptr p;

		if (n != 1)
			return unknown(fe, "malformed operator");
		switch (k) {
		case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
		case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec: {
			enum ir_op op = (k == CXUnaryOperator_PostInc ||
					 k == CXUnaryOperator_PreInc) ? IR_ADD : IR_SUB;
			int post = k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec;
			if (local_of(fe, kids[0], &l) >= 0) {
				struct ir_expr *old = NULL;
				if (post && !l.is_pointer && t >= 0) {
					int tmp = new_slot(fe, arena_printf(fe->A, "%s.old", l.name));
					assign_stmt(fe, c, tmp, ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, l.slot));
					old = ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, tmp);
				}
				x = update_local(fe, c, l, op, ir_const(fe->A, CT_I32, 1),
						 clang_getCursorType(kids[0]));
				return old ? old : x;
			}
			if (lvalue_address(fe, kids[0], &p) == 0) {
				emit_access(fe, kids[0], &p, OP_LOAD, clang_getCursorType(kids[0]));
				emit_access(fe, kids[0], &p, OP_STORE, clang_getCursorType(kids[0]));
			}
			return unknown(fe, "index depends on a value loaded from memory");
		}
		case CXUnaryOperator_Deref:
			x = load(fe, c, &was_memory);
			return was_memory ? x : unknown(fe, "dereference is not modeled");
		case CXUnaryOperator_AddrOf:
			pointer_value(fe, c, &p);
			return ir_unknown(fe->A, CT_I64, "pointer used as a number");
		case CXUnaryOperator_Plus:
			return xexpr(fe, kids[0]);
		case CXUnaryOperator_Minus:
		case CXUnaryOperator_Not:
			x = xexpr(fe, kids[0]);
			if (t < 0)
				return unknown(fe, "index depends on a floating-point value");
			return ir_unary(fe->A, k == CXUnaryOperator_Minus ? IR_NEG : IR_NOT,
					(enum ctype)t, ir_cast(fe->A, (enum ctype)t, x));
		case CXUnaryOperator_LNot:
			x = xexpr(fe, kids[0]);
			return ir_unary(fe->A, IR_LNOT, CT_I32, x);
		default:
			xexpr(fe, kids[0]);
			return unknown(fe, "operator is not modeled");
		}
	}

	case CXCursor_ConditionalOperator: {
		struct ir_expr *cond;
		enum ctype ct = t >= 0 ? (enum ctype)t : CT_I32;
		if (n != 3)
			return unknown(fe, "malformed conditional");
		cond = xexpr(fe, kids[0]);
		x = guarded(fe, cond, 0, kids[1], c, kids[0], "?:");
		y = guarded(fe, cond, 1, kids[2], c, kids[0], "?:");
		if (t < 0)
			return unknown(fe, "index depends on a floating-point value");
		return ir_cond(fe->A, ct, cond, ir_cast(fe->A, ct, x), ir_cast(fe->A, ct, y));
	}

	case CXCursor_CallExpr:
		if (n == 3 && clang_Cursor_getNumArguments(c) == 2) {
			/* an overloaded operator on a struct: a = b, a += b */
			char *name = cx_string(fe, clang_getCursorSpelling(c));
			if (!strncmp(name, "operator", 8) && name[strlen(name) - 1] == '=' &&
			    strcmp(name, "operator==") && strcmp(name, "operator!=") &&
			    strcmp(name, "operator<=") && strcmp(name, "operator>=")) {
				struct ptr p;
				xexpr(fe, kids[2]);
				if (lvalue_address(fe, kids[0], &p) == 0) {
					if (strcmp(name, "operator="))
						emit_access(fe, kids[0], &p, OP_LOAD,
							    clang_getCursorType(kids[0]));
					emit_access(fe, kids[0], &p, OP_STORE,
						    clang_getCursorType(kids[0]));
				}
				return unknown(fe, "index depends on a value loaded from memory");
			}
		}
		if (n >= 1 && clang_getCursorKind(kids[0]) == CXCursor_TypeRef) {
			/* a constructor: walk it for the loads it makes */
			for (i = 1; i < n; i++)
				xexpr(fe, kids[i]);
			return unknown(fe, "index depends on a constructed value");
		}
		if (clang_getCursorReferenced(c).kind == CXCursor_Constructor ||
		    clang_getCursorReferenced(c).kind == CXCursor_ConversionFunction) {
			for (i = 0; i < n; i++)
				xexpr(fe, kids[i]);
			return unknown(fe, "index depends on a constructed value");
		}
		return call(fe, c);

	default:
		for (i = 0; i < n; i++)
			if (clang_isExpression(clang_getCursorKind(kids[i])))
				xexpr(fe, kids[i]);
		{
			CXString ks = clang_getCursorKindSpelling(kind);
			const char *why = arena_printf(fe->A, "expression '%s' is not modeled",
						       clang_getCString(ks));
			clang_disposeString(ks);
			return unknown(fe, why);
		}
	}
}

/* ---- statements ----------------------------------------------------- */

static struct ir_stmt *stmt_list(struct fe *fe, CXCursor c)
{
	struct ir_stmt *list = NULL, **saved = fe->kn->tail;

	fe->kn->tail = &list;
	stmt(fe, c);
	fe->kn->tail = saved;
	return list;
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
static void capture_copies(struct fe *fe, CXCursor var, CXCursor lambda)
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
		int slot = new_slot(fe, arena_printf(fe->A, "%s (captured)", w.out[i].name));
		struct ir_stmt *set = ir_stmt_new(fe->A, ST_ASSIGN);
		int t = cx_ctype(clang_getCursorType(w.out[i].decl));
		set->slot = slot;
		set->expr = ir_leaf(fe->A, IR_LOCAL, w.out[i].is_pointer ? CT_I64
				    : t >= 0 ? (enum ctype)t : CT_I32, w.out[i].slot);
		set->loc = cx_loc(fe, lambda);
		emit(fe, set);
		if (fe->kn->any_assumed)
			mark_slot(fe, slot, assumed_bits(fe, set->expr));
		w.out[i].slot = slot;
	}
	fe->kn->lambdas = arena_grow(fe->A, fe->kn->lambdas, sizeof(*fe->kn->lambdas), fe->kn->nlambdas,
				 &fe->kn->cap_lambdas);
	lam = &fe->kn->lambdas[fe->kn->nlambdas++];
	lam->var = var;
	lam->copies = w.out;
	lam->ncopies = w.n;
}

static void var_decl(struct fe *fe, CXCursor d)
{
	CXCursor kids[MAX_CHILDREN], init;
	int i, n = cx_children(d, kids, MAX_CHILDREN), has_init = 0;
	CXType type = clang_getCursorType(d);
	char *name = cx_string(fe, clang_getCursorSpelling(d));
	int li;

	if (cx_is_shared_var(d)) {
		shared_index(fe, d);
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
	if (cx_is_pointer(type)) {
		struct ptr p = { OBJ_NONE, 0, NULL, NULL };
		if (has_init)
			pointer_value(fe, init, &p);
		li = scope_add(fe, d, name);
		scope_point(fe, li, p.kind, p.index);
		assign_stmt(fe, d, scope_slot(fe, li), p.kind != OBJ_NONE ? p.offset
			    : ir_unknown(fe->A, CT_I64, p.why ? p.why : "pointer has no value"));
		return;
	}
	if (cx_ctype(type) >= 0) {
		struct ir_expr *v = has_init ? xexpr(fe, init) : NULL;
		li = scope_add(fe, d, name);
		if (v)
			assign_stmt(fe, d, scope_slot(fe, li), ir_cast(fe->A, (enum ctype)cx_ctype(type), v));
		return;
	}
	/* floats, structs, local arrays: only the loads in the initializer */
	if (cx_is_array(type))
		scope_add(fe, d, name);
	if (has_init && clang_getCursorKind(cx_strip(init)) == CXCursor_LambdaExpr) {
		capture_copies(fe, d, cx_strip(init));
		return;
	}
	if (has_init)
		xexpr(fe, init);
}

/* The parts of a for statement; libclang leaves absent ones out. */
static void for_parts(struct fe *fe, CXCursor c, CXCursor *init, CXCursor *cond,
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

static void loop(struct fe *fe, CXCursor c, CXCursor *cond, CXCursor *inc,
		 CXCursor body, int test_first)
{
	struct ir_branch *branch = cond ? new_branch(fe, c, *cond, "loop") : NULL;
	struct ir_stmt *s = ir_stmt_new(fe->A, ST_LOOP);
	struct ir_stmt *pre = NULL, **saved = fe->kn->tail;

	s->loc = cx_loc(fe, c);
	s->test_first = test_first;
	/* loads in the condition happen before each test: emitted into a
	 * guard at the end of the body and before the loop */
	if (cond) {
		fe->kn->tail = &pre;
		s->expr = xexpr(fe, *cond);
		fe->kn->tail = saved;
	}
	fe->kn->loop_depth++;
	s->body = stmt_list(fe, body);
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
			emit(fe, p);
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
				emit(fe, copy);
				p = p->next;
			}
		}
	}
	emit(fe, s);
}

/*
 * switch, with C's fall-through: a loop that runs once (so that `break`
 * leaves it), whose statements each run for the lanes that have reached
 * them: a lane reaches `case V:` when the value is V or it fell through
 * from above, and `default:` when the value matches no case.
 */
static void switch_stmt(struct fe *fe, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN], body[MAX_CHILDREN];
	struct ir_stmt *loop = ir_stmt_new(fe->A, ST_LOOP), **saved, *brk;
	struct ir_expr *value, *none = NULL, *reached;
	int value_slot, reached_slot;   /* slots: locals move as more are declared */
	int n = cx_children(c, kids, MAX_CHILDREN), nb, i, pass;
	enum ctype t;

	if (n < 2)
		return;
	value = xexpr(fe, kids[0]);
	t = value->type;
	value_slot = scope_slot(fe, scope_add(fe, c, "switch.value"));
	assign_stmt(fe, c, value_slot, value);
	reached_slot = scope_slot(fe, scope_add(fe, kids[n - 1], "switch.reached"));
	assign_stmt(fe, c, reached_slot, ir_const(fe->A, CT_I32, 0));
	nb = clang_getCursorKind(kids[n - 1]) == CXCursor_CompoundStmt
		? cx_children(kids[n - 1], body, MAX_CHILDREN) : (body[0] = kids[n - 1], 1);
	loop->loc = cx_loc(fe, c);
	loop->test_first = 1;
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
						: unknown(fe, "a case value is not a constant");
					if (pass == 0)
						none = none ? ir_binary(fe->A, IR_LOR, CT_I32, none, match) : match;
				} else {
					match = none ? ir_unary(fe->A, IR_LNOT, CT_I32, none)
						     : ir_const(fe->A, CT_I32, 1);
				}
				if (pass == 1)
					assign_stmt(fe, st, reached_slot, ir_binary(fe->A, IR_LOR, CT_I32,
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
				emit(fe, guard);
			}
		}
	}
	brk = ir_stmt_new(fe->A, ST_BREAK);   /* the loop runs once */
	emit(fe, brk);
	fe->kn->loop_depth--;
	fe->kn->tail = saved;
	emit(fe, loop);
}

static void stmt_kind(struct fe *fe, CXCursor c);

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
 * initial value instead (var_decl, through assign_stmt).
 */
static void assume_at(struct fe *fe, CXCursor c, unsigned line)
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
			assign_stmt(fe, c, l.slot, v);
			fe->kn->binding = 0;
		}
	}
}

/*
 * A statement, under the assumptions of its first line: they cover all of
 * it, nested statements included (whose own come on top).
 */
static void stmt(struct fe *fe, CXCursor c)
{
	int saved = fe->kn->frame->nassume_lines;
	unsigned line = 0;
	CXFile file;
	int i;

	if (fe->nassumes && clang_getCursorKind(c) != CXCursor_CompoundStmt &&
	    fe->kn->frame->nassume_lines < (int)(sizeof(fe->kn->frame->assume_lines) / sizeof(fe->kn->frame->assume_lines[0]))) {
		clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(c)), &file,
					   &line, NULL, NULL);
		if (file && clang_File_isEqual(file, fe->main_file) && !covered(fe, line))
			for (i = 0; i < fe->nassumes; i++)
				if (fe->assumes[i].applies_to == line) {
					fe->kn->frame->assume_lines[fe->kn->frame->nassume_lines++] = line;
					assume_at(fe, c, line);
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
	CXCursor kids[MAX_CHILDREN];
	int n, i;

	switch (kind) {
	case CXCursor_CompoundStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		if (n == MAX_CHILDREN) {
			/* long blocks: walk them without the fixed buffer */
			int count = cx_nchildren(c);
			CXCursor *all = malloc((size_t)count * sizeof(*all));
			if (!all) {
				fprintf(stderr, "warpcheck: out of memory\n");
				exit(2);
			}
			n = cx_children(c, all, count);
			for (i = 0; i < n; i++)
				stmt(fe, all[i]);
			free(all);
			return;
		}
		for (i = 0; i < n; i++)
			stmt(fe, kids[i]);
		return;
	case CXCursor_DeclStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		for (i = 0; i < n; i++)
			if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl)
				var_decl(fe, kids[i]);
		return;
	case CXCursor_IfStmt: {
		struct ir_stmt *s;
		n = cx_children(c, kids, MAX_CHILDREN);
		if (n < 2)
			return;
		i = 0;
		if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt)
			stmt(fe, kids[i++]);
		s = ir_stmt_new(fe->A, ST_IF);
		s->loc = cx_loc(fe, c);
		s->expr = xexpr(fe, kids[i]);
		s->branch = new_branch(fe, c, kids[i], "if");
		s->body = stmt_list(fe, kids[i + 1]);
		if (i + 2 < n)
			s->other = stmt_list(fe, kids[i + 2]);
		s->branch->work = ir_pass_work(s->body) + ir_pass_work(s->other);
		s->branch->cond = s->expr;
		emit(fe, s);
		return;
	}
	case CXCursor_ForStmt: {
		CXCursor init, cond, inc, body;
		int has[4];
		for_parts(fe, c, &init, &cond, &inc, &body, has);
		if (!has[3])
			return;
		if (has[0])
			stmt(fe, init);
		loop(fe, c, has[1] ? &cond : NULL, has[2] ? &inc : NULL, body, 1);
		return;
	}
	case CXCursor_WhileStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		if (n >= 2)
			loop(fe, c, &kids[n - 2], NULL, kids[n - 1], 1);
		return;
	case CXCursor_DoStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		if (n >= 2)
			loop(fe, c, &kids[1], NULL, kids[0], 0);
		return;
	case CXCursor_ReturnStmt: {
		struct ir_stmt *s;
		n = cx_children(c, kids, MAX_CHILDREN);
		if (fe->kn->frame->caller) {
			/* the end of a followed function: its value, not the kernel's end */
			struct ir_expr *v = n ? xexpr(fe, kids[0]) : NULL;
			if (v && fe->kn->frame->ret >= 0)
				assign_stmt(fe, c, fe->kn->frame->ret, ir_cast(fe->A, fe->kn->frame->ret_type, v));
			return;
		}
		if (n)
			xexpr(fe, kids[0]);
		s = ir_stmt_new(fe->A, ST_RETURN);
		s->loc = cx_loc(fe, c);
		emit(fe, s);
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
		emit(fe, s);
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
			stmt(fe, kids[n - 1]);
		return;
	case CXCursor_NullStmt:
		return;
	case CXCursor_GotoStmt:
	case CXCursor_AsmStmt:
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
			 "statement is not modeled; analysis continues after it");
		return;
	default:
		if (clang_isExpression(kind))
			xexpr(fe, c);
		else if (clang_isStatement(kind)) {
			n = cx_children(c, kids, MAX_CHILDREN);
			for (i = 0; i < n; i++)
				stmt(fe, kids[i]);
		}
		return;
	}
}

/* ---- kernels -------------------------------------------------------- */

/*
 * __launch_bounds__(threads[, min blocks]) from the tokens before the
 * function's name: libclang does not expose the attribute's arguments.
 */
static void launch_bounds(struct fe *fe, CXCursor fn, int out[2])
{
	unsigned from = cx_offset(clang_getRangeStart(clang_getCursorExtent(fn)));
	unsigned to = cx_offset(clang_getCursorLocation(fn));
	CXSourceRange r;
	CXToken *tokens;
	unsigned ntok, i;

	out[0] = out[1] = 0;
	if (to <= from || !cx_in_main_file(fe, fn))
		return;
	/* macro locations do not make a range: rebuild it from file offsets */
	r = clang_getRange(clang_getLocationForOffset(fe->ctu, fe->main_file, from),
			   clang_getLocationForOffset(fe->ctu, fe->main_file, to));
	clang_tokenize(fe->ctu, r, &tokens, &ntok);
	for (i = 0; i + 3 < ntok; i++) {
		char *t = cx_string(fe, clang_getTokenSpelling(fe->ctu, tokens[i]));
		if (strcmp(t, "__launch_bounds__") && strcmp(t, "launch_bounds"))
			continue;
		out[0] = atoi(cx_string(fe, clang_getTokenSpelling(fe->ctu, tokens[i + 2])));
		if (i + 4 < ntok &&
		    !strcmp(cx_string(fe, clang_getTokenSpelling(fe->ctu, tokens[i + 3])), ","))
			out[1] = atoi(cx_string(fe, clang_getTokenSpelling(fe->ctu, tokens[i + 4])));
		break;
	}
	clang_disposeTokens(fe->ctu, tokens, ntok);
}

/* "name", or for a template specialization "name<128, float>" */
static const char *kernel_name(struct fe *fe, CXCursor fn)
{
	char *name = cx_string(fe, clang_getCursorSpelling(fn));
	int i, n = clang_Cursor_getNumTemplateArguments(fn);

	if (n <= 0)
		return name;
	name = arena_printf(fe->A, "%s<", name);
	for (i = 0; i < n; i++) {
		const char *arg;
		switch (clang_Cursor_getTemplateArgumentKind(fn, (unsigned)i)) {
		case CXTemplateArgumentKind_Integral:
			arg = arena_printf(fe->A, "%lld",
				clang_Cursor_getTemplateArgumentValue(fn, (unsigned)i));
			break;
		case CXTemplateArgumentKind_Type:
			arg = cx_string(fe, clang_getTypeSpelling(
				clang_Cursor_getTemplateArgumentType(fn, (unsigned)i)));
			break;
		default:
			arg = "?";
			break;
		}
		name = arena_printf(fe->A, "%s%s%s", name, i ? ", " : "", arg);
	}
	return arena_printf(fe->A, "%s>", name);
}

/*
 * Which assumptions each access and branch used: through its address or
 * condition, or through a condition it runs under.
 */
static void mark_assumed(struct fe *fe, struct ir_stmt *s, uint64_t outer)
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
			mark_assumed(fe, s->body, bits);
			mark_assumed(fe, s->other, bits);
			break;
		default:
			break;
		}
	}
}

/*
 * The kernel's IR: its parameters, then its body, lowered with state that
 * lives as long as this call (struct fe_kernel, and the frame of the
 * kernel's own body).
 */
static struct ir_kernel *build_kernel(struct fe *fe, CXCursor fn)
{
	struct ir_kernel *k = arena_alloc(fe->A, sizeof(*k));
	struct fe_kernel kn = { 0 };
	struct fe_frame top = { 0 };
	CXCursor kids[MAX_CHILDREN], body;
	int i, n, has_body = 0;

	k->name = kernel_name(fe, fn);
	k->mangled = cx_string(fe, clang_Cursor_getMangling(fn));
	launch_bounds(fe, fn, k->launch_bounds);
	k->loc = cx_loc(fe, fn);
	k->nparams = clang_Cursor_getNumArguments(fn);
	if (k->nparams < 0)
		k->nparams = 0;
	k->params = arena_alloc(fe->A, ((size_t)k->nparams + 1) * sizeof(*k->params));
	for (i = 0; i < k->nparams; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, i);
		CXType t = clang_getCursorType(p);
		struct ir_param *ip = &k->params[i];
		ip->name = cx_string(fe, clang_getCursorSpelling(p));
		ip->c_type = cx_string(fe, clang_getTypeSpelling(t));
		if (!ip->name[0])
			ip->name = arena_printf(fe->A, "arg%d", i);
		if (cx_is_pointer(t)) {
			ip->is_pointer = 1;
			ip->elem_bytes = (unsigned)(cx_pointee_size(t) > 0 ? cx_pointee_size(t) : 0);
			ip->type = CT_U64;
		} else if (cx_ctype(t) >= 0) {
			ip->is_integer = 1;
			ip->type = (enum ctype)cx_ctype(t);
		} else {
			ip->type = CT_I32;
		}
	}
	n = cx_children(fn, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt) {
			body = kids[i];
			has_body = 1;
		}
	kn.k = k;
	kn.tail = &k->body;
	kn.frame = &top;
	top.fn = fn;
	top.ret = -1;
	fe->kn = &kn;
	if (has_body)
		stmt(fe, body);
	if (kn.any_assumed)
		mark_assumed(fe, k->body, 0);
	free(kn.locals);
	free(kn.shared_decls);
	free(kn.slot_assumed);
	fe->kn = NULL;
	k->assumptions = fe->assume_texts;
	k->nassumptions = fe->nassumes < 64 ? fe->nassumes : 64;
	k->next = NULL;
	{
		struct ir_kernel **t = &fe->tu->kernels;
		while (*t)
			t = &(*t)->next;
		*t = k;
	}
	fe->tu->nkernels++;
	return k;
}

/* Builds a kernel once, however many times it is met. */
static void build_once(struct fe *fe, CXCursor fn)
{
	char *usr = cx_string(fe, clang_getCursorUSR(fn));
	int i;

	for (i = 0; i < fe->nbuilt; i++)
		if (!strcmp(fe->built[i], usr))
			return;
	fe->built = arena_grow(fe->A, fe->built, sizeof(*fe->built), fe->nbuilt,
			       &fe->cap_built);
	fe->built[fe->nbuilt++] = usr;
	build_kernel(fe, fn)->usr = usr;
}

/* ---- launches in the same file ------------------------------------------ */

/*
 * The three sizes of a dim3 (or an integer) expression, if they fold: an
 * integer, dim3(a, b, c), or a variable so initialized (reached through the
 * copy the launch makes of it).
 */
static int fold_dim(CXCursor c, uint32_t out[3], int depth)
{
	CXCursor s = cx_strip(c), kids[8], args[3];
	int n, i, k = 0;
	int64_t v;

	out[0] = out[1] = out[2] = 1;
	if (depth > 4)
		return -1;
	if (cx_fold(s, &v) == 0) {
		if (v <= 0 || v > 0x7fffffff)
			return -1;
		out[0] = (uint32_t)v;
		return 0;
	}
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(s), init[8];
		int m = cx_children(d, init, 8);
		if (clang_getCursorKind(d) != CXCursor_VarDecl || m == 0)
			return -1;
		return fold_dim(init[m - 1], out, depth + 1);
	}
	if (clang_getCursorKind(s) != CXCursor_CallExpr)
		return -1;
	n = cx_children(s, kids, 8);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) != CXCursor_TypeRef && k < 3)
			args[k++] = kids[i];
	if (k == 1 && cx_fold(args[0], &v) < 0)
		return fold_dim(args[0], out, depth + 1);   /* a copy */
	for (i = 0; i < k; i++) {
		if (cx_fold(args[i], &v) < 0 || v <= 0 || v > 0x7fffffff)
			return -1;
		out[i] = (uint32_t)v;
	}
	return k ? 0 : -1;
}

/* A kernel call with <<<...>>>: its shape and constant arguments. */
static void record_launch(struct fe *fe, CXCursor call, CXCursor kernel)
{
	CXCursor kids[MAX_CHILDREN], cfg;
	int n = cx_children(call, kids, MAX_CHILDREN), i, nc, nparams;
	struct launch_site *site;
	struct ir_launch *l;

	for (i = 0; i < n; i++) {
		char *name;
		if (clang_getCursorKind(kids[i]) != CXCursor_CallExpr)
			continue;
		name = cx_string(fe, clang_getCursorSpelling(kids[i]));
		if (!strcmp(name, "cudaConfigureCall") || !strcmp(name, "__cudaPushCallConfiguration"))
			break;
	}
	if (i == n)
		return;   /* a plain call, not a launch */
	cfg = kids[i];
	fe->sites = arena_grow(fe->A, fe->sites, sizeof(*fe->sites), fe->nsites, &fe->cap_sites);
	site = &fe->sites[fe->nsites++];
	site->usr = cx_string(fe, clang_getCursorUSR(kernel));
	l = &site->launch;
	memset(l, 0, sizeof(*l));
	l->loc = cx_loc(fe, call);
	nparams = clang_Cursor_getNumArguments(kernel);
	l->values = arena_alloc(fe->A, ((size_t)nparams + 1) * sizeof(*l->values));
	l->known = arena_alloc(fe->A, (size_t)nparams + 1);
	nc = clang_Cursor_getNumArguments(cfg);
	if (nc < 2 || fold_dim(clang_Cursor_getArgument(cfg, 1), l->block, 0) < 0) {
		l->why = "its block is not a constant";
		return;
	}
	if (fold_dim(clang_Cursor_getArgument(cfg, 0), l->grid, 0) < 0) {
		/* the block decides the warps and their lanes; one block shows them */
		l->grid[0] = l->grid[1] = l->grid[2] = 1;
		l->why = "its grid is not a constant, so one block is simulated";
	}
	if (nc > 2) {
		int64_t v;
		CXCursor smem = clang_Cursor_getArgument(cfg, 2);
		/* a default argument has no tokens of its own */
		if (cx_fold(smem, &v) == 0)
			l->dynamic_shared = v;
	}
	for (i = 0; i < nparams && i < clang_Cursor_getNumArguments(call); i++) {
		int64_t v;
		if (cx_ctype(clang_getCursorType(clang_Cursor_getArgument(kernel, i))) >= 0 &&
		    cx_fold(clang_Cursor_getArgument(call, i), &v) == 0) {
			l->values[i] = v;
			l->known[i] = 1;
		}
	}
	l->ok = 1;
}

/* Launch sites go to the kernels they launch, once every kernel is built. */
static void attach_launches(struct fe *fe)
{
	struct ir_kernel *k;
	int i;

	for (i = 0; i < fe->nsites; i++)
		for (k = fe->tu->kernels; k; k = k->next)
			if (k->usr && !strcmp(k->usr, fe->sites[i].usr)) {
				k->launches = arena_grow(fe->A, k->launches, sizeof(*k->launches),
							 k->nlaunches, &k->cap_launches);
				k->launches[k->nlaunches++] = fe->sites[i].launch;
			}
}

/*
 * Kernels are the __global__ functions defined in the main file; a
 * template kernel is analyzed once for each specialization that the file
 * uses (a launch, an explicit instantiation), with its arguments.
 */
static enum CXChildVisitResult find_kernels(CXCursor c, CXCursor parent,
					    CXClientData data)
{
	struct fe *fe = data;
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor ref;

	(void)parent;
	if (!cx_in_main_file(fe, c))
		return CXChildVisit_Continue;
	if (kind == CXCursor_FunctionDecl && clang_isCursorDefinition(c) &&
	    clang_Cursor_getNumTemplateArguments(c) <= 0 &&
	    cx_has_attr(c, CXCursor_CUDAGlobalAttr)) {
		build_once(fe, c);
		return CXChildVisit_Continue;
	}
	if (kind == CXCursor_FunctionTemplate)
		return CXChildVisit_Continue;
	ref = clang_getCursorReferenced(c);
	if ((kind == CXCursor_DeclRefExpr || kind == CXCursor_CallExpr) &&
	    clang_getCursorKind(ref) == CXCursor_FunctionDecl &&
	    clang_Cursor_getNumTemplateArguments(ref) > 0 &&
	    cx_has_attr(ref, CXCursor_CUDAGlobalAttr)) {
		CXCursor def = clang_getCursorDefinition(ref);
		if (!clang_Cursor_isNull(def) && cx_in_main_file(fe, def))
			build_once(fe, def);
	}
	if (kind == CXCursor_CallExpr && clang_getCursorKind(ref) == CXCursor_FunctionDecl &&
	    cx_has_attr(ref, CXCursor_CUDAGlobalAttr)) {
		CXCursor def = clang_getCursorDefinition(ref);
		if (!clang_Cursor_isNull(def))
			record_launch(fe, c, def);
	}
	return CXChildVisit_Recurse;
}

/* Builds every kernel of the file, then gives each the launches of it. */
void kernels_find(struct fe *fe)
{
	clang_visitChildren(clang_getTranslationUnitCursor(fe->ctu), find_kernels, fe);
	attach_launches(fe);
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
