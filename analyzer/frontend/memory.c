/*
 * memory.c - where pointers point, and the memory accesses C makes
 * through them.
 *
 * A pointer is an (object, byte offset) pair: the object a __shared__
 * array or a pointer parameter, the offset an IR expression.  An lvalue
 * that names memory gets its address the same way, through subscripts,
 * dereferences and members; each load, store or atomic on it becomes an
 * ST_ACCESS of the byte offset, in pieces as the hardware copies it.
 * Memory whose object is not known is still an access, marked
 * unsupported with the reason.  A local struct, and `this` of a followed
 * method called on one, live in registers: their members (a packed
 * value's array, a fragment's elements) are not memory.  So does a local
 * array or struct reached through a pointer or reference (OBJ_LOCAL: a
 * helper filling `float reg[8]` through `float *`): nvcc inlines the
 * helper and keeps the array in registers, or in local memory when it
 * cannot, and either way it is no shared or global traffic.  An array
 * declared as one (`float acc[64]`), and pointers into it, are OBJ_FRAME:
 * their accesses are SPACE_LOCAL, which simulator/local.c keeps when the
 * array is in local memory and drops when it is in registers.
 */
#include "fe.h"

#include <ctype.h>

#include <string.h>

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
	a->text = cx_text_at(fe, c, &a->text_begin, &a->text_end, &a->text_file);
	if (fe->kn->frame->caller)
		a->via = fe->kn->frame->call_site;
	if (fe->kn->frame->caller && cx_in_prelude(c)) {
		a->in_library = 1;
		a->loc = a->via;
	} else if (fe->kn->frame->caller && fe->kn->frame->has_user_call && !cx_in_user_file(fe, c)) {
		/* inside the system's headers (libstdc++'s std::array, the
		 * toolkit's): said at the user's own call that leads there,
		 * as what it reads */
		CXCursor u = fe->kn->frame->user_call;

		a->in_library = 1;
		a->loc = cx_loc(fe, u);
		a->text = cx_text_at(fe, u, &a->text_begin, &a->text_end, &a->text_file);
	}
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
	case OBJ_FRAME:
		a->space = SPACE_LOCAL;
		a->object = k->local_arrays[p->index].name;
		break;
	case OBJ_LOADED:
		/* no parameter's: an index of its own, below every other,
		 * that keeps it apart from them (simulator/emit.c, reuse.c) */
		a->space = SPACE_GLOBAL;
		a->object = fe->kn->loaded[p->index];
		a->object_index = -2 - p->index;
		/* that it starts an allocation is an assumption, said with
		 * the findings (kernels.c adds its text after the file's) */
		if (fe->nassumes + p->index < 64)
			a->assumed |= (uint64_t)1 << (fe->nassumes + p->index);
		break;
	case OBJ_NONE:
	case OBJ_LOCAL:           /* never reached: memory_access skips it */
		a->space = SPACE_GLOBAL;
		a->object = "?";
		a->unsupported = p->why;
		break;
	}
	return a;
}

static void point_local(struct fe *fe, struct ptr *out)
{
	out->kind = OBJ_LOCAL;
	out->index = 0;
	out->offset = ir_const(fe->A, CT_I64, 0);
	out->why = NULL;
}

void memory_point_local(struct fe *fe, struct ptr *out)
{
	point_local(fe, out);
}

/*
 * Is s, a DeclRefExpr of array type, the thread's own array: a local, or
 * a parameter of a followed function bound to one?  Where, in *out: the
 * array itself where it is one the simulator may put in local memory.
 */
int memory_thread_array(struct fe *fe, CXCursor s, struct ptr *out)
{
	struct local l;
	int li = scope_find(fe, clang_getCursorReferenced(s), &l);

	memset(out, 0, sizeof(*out));
	if (li >= 0 && (l.is_pointer || l.is_reference || l.is_member))
		return 0;
	if (li >= 0 && l.kind == OBJ_FRAME) {
		out->kind = OBJ_FRAME;
		out->index = l.index;
		out->offset = ir_const(fe->A, CT_I64, 0);
		return 1;
	}
	if (li < 0 && !memory_local_root(fe, s))
		return 0;
	point_local(fe, out);
	return 1;
}

/*
 * Memory no request is counted for: what a CUDA header's internals touch
 * through pointers of their own, and the thread's own array or struct
 * (registers or local memory).
 */
static int not_counted(struct fe *fe, CXCursor c, const struct ptr *p)
{
	return (p->kind == OBJ_NONE && cx_in_cuda_headers(fe, c)) || p->kind == OBJ_LOCAL;
}

/* One request of `bytes` a lane, `at` bytes past *p. */
static struct ir_access *emit_request(struct fe *fe, CXCursor c, const struct ptr *p, enum mem_op op,
				      unsigned bytes, long long at)
{
	struct ir_stmt *s = ir_stmt_new(fe->A, ST_ACCESS);

	s->access = new_access(fe, c, p, op, bytes);
	s->loc = s->access->loc;
	if (p->kind != OBJ_NONE)
		s->expr = at ? ir_binary(fe->A, IR_ADD, CT_I64, p->offset, ir_const(fe->A, CT_I64, at))
			     : p->offset;
	scope_emit(fe, s);
	return s->access;
}

/* The member of a struct at a byte offset with a size, for a piece's name. */
struct field_at {
	long long offset, size;
	CXCursor found;
};

static enum CXVisitorResult find_field(CXCursor field, CXClientData data)
{
	struct field_at *f = data;

	if (cx_field_offset(field) == f->offset * 8 &&
	    cx_size(clang_getCursorType(field)) == f->size) {
		f->found = field;
		return CXVisit_Break;
	}
	return CXVisit_Continue;
}

/* "y", or "bytes 8-11" where no one member fills the piece */
static const char *piece_name(struct fe *fe, CXType type, long long at, long long size)
{
	struct field_at f = { at, size, clang_getNullCursor() };

	clang_Type_visitFields(cx_canon(type), find_field, &f);
	if (!clang_Cursor_isNull(f.found))
		return cx_string(fe, clang_getCursorSpelling(f.found));
	return arena_printf(fe->A, "bytes %lld-%lld", at, at + size - 1);
}

/*
 * The alignment nvcc can prove for an access of a less aligned type
 * through a cast pointer into a shared array: `*reinterpret_cast<I4 *>(&sh[i])`
 * of a 16-byte struct of ints, sh an int4 array.  The array is aligned to
 * its element and the pointer moves in elements, so LLVM's vectorizer
 * makes it one 16-byte load (ld.shared.v4.u32 in nvcc 13.0's PTX; measured:
 * kernels/smem_wide.cu's smem_ld_ints4_cast), where a pointer parameter's pointee is not
 * known aligned and the same cast reads in pieces (global rule 4).  The
 * smaller of the shared array's element alignment and the alignment of
 * what the cast's operand points to; 0 where the access is not such a cast.
 */
static long long cast_from_aligned(struct fe *fe, CXCursor c, int shared)
{
	CXCursor s = cx_strip(c), kids[2];
	enum CXCursorKind k = clang_getCursorKind(s);
	CXType t;
	long long from, elem;

	if ((k == CXCursor_UnaryOperator &&
	     clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref &&
	     cx_children(s, kids, 1) == 1) ||
	    (k == CXCursor_ArraySubscriptExpr && cx_children(s, kids, 2) == 2))
		s = kids[0];
	else
		return 0;
	while (clang_getCursorKind(s) == CXCursor_ParenExpr ||
	       clang_getCursorKind(s) == CXCursor_UnexposedExpr) {
		if (cx_children(s, kids, 2) != 1)
			return 0;
		s = kids[0];
	}
	k = clang_getCursorKind(s);
	if (k != CXCursor_CStyleCastExpr && k != CXCursor_CXXReinterpretCastExpr &&
	    k != CXCursor_CXXStaticCastExpr)
		return 0;
	if (cx_children(s, kids, 2) < 1)
		return 0;
	t = clang_getCursorType(cx_strip(kids[cx_children(s, kids, 2) - 1]));
	if (!cx_is_pointer(t))
		return 0;
	from = cx_align(clang_getPointeeType(cx_canon(t)));
	t = cx_canon(clang_getCursorType(fe->kn->shared_decls[shared]));
	while (cx_is_array(t))
		t = cx_canon(clang_getArrayElementType(t));
	elem = cx_align(t);
	return from < elem ? from : elem;
}

/*
 * Emits the request(s) one C access of `type` at *p makes.  A type whose
 * size is not a power of two up to 16 bytes, or is less aligned than its
 * size, is copied in pieces of its alignment (simulator/HARDWARE.md, global rule 4).
 */
struct ir_access *memory_access(struct fe *fe, CXCursor c, const struct ptr *p,
				 enum mem_op op, CXType type)
{
	struct ir_access *first = NULL;
	long long size, align, piece, k;

	/* the thread's array written other than by subscript: its values are lost */
	if (op != OP_LOAD && p->kind == OBJ_FRAME && !fe->kn->element_store)
		arrays_clobber(fe, c, p->index);
	if (not_counted(fe, c, p))
		return NULL;
	size = cx_size(type);
	align = cx_align(type);
	if (p->kind == OBJ_SHARED && align < size && size <= 16 && !(size & (size - 1)) &&
	    cast_from_aligned(fe, c, p->index) >= size)
		align = size;
	piece = size;
	if (size <= 0) {
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
			 "access of unknown size is not analyzed");
		return NULL;
	}
	if (size > 16 || (size & (size - 1)) || align < size)
		piece = align > 16 ? 16 : align;
	if (piece <= 0 || size % piece)
		piece = 1;
	for (k = 0; k < size / piece; k++) {
		struct ir_access *a = emit_request(fe, c, p, op, (unsigned)piece, k * piece);
		a->reusable = op == OP_LOAD && !clang_isVolatileQualifiedType(type);
		a->piece = (int)k;
		a->npieces = (int)(size / piece);
		if (a->npieces > 1)
			a->piece_name = piece_name(fe, type, k * piece, piece);
		if (!first)
			first = a;
	}
	return first;
}

/*
 * memory_access of an element of a thread's array by subscript, whose
 * value arrays.c then sets itself: unlike a write through a pointer or a
 * cast, it does not make the array's values unknown.
 */
void memory_element_access(struct fe *fe, CXCursor c, const struct ptr *p, enum mem_op op,
			   CXType type)
{
	fe->kn->element_store = 1;
	memory_access(fe, c, p, op, type);
	fe->kn->element_store = 0;
}

/*
 * One request of `bytes` (1, 2, 4, 8 or 16) a lane at *p: a copy whose
 * width the call states, not a C type (an asynchronous copy's LDGSTS).
 */
struct ir_access *memory_access_bytes(struct fe *fe, CXCursor c, const struct ptr *p,
				      enum mem_op op, unsigned bytes)
{
	return not_counted(fe, c, p) ? NULL : emit_request(fe, c, p, op, bytes, 0);
}

/* The name of the object (kind, index), for a reason; else what `why` says. */
const char *memory_object_name(struct fe *fe, enum object_kind kind, int index, const char *why)
{
	switch (kind) {
	case OBJ_SHARED: return fe->kn->k->shared[index].name;
	case OBJ_PARAM: return fe->kn->k->params[index].name;
	case OBJ_FRAME: return fe->kn->k->local_arrays[index].name;
	case OBJ_LOADED: return fe->kn->loaded[index];
	case OBJ_LOCAL: return "a variable of the thread's own";
	case OBJ_NONE: break;
	}
	return why && strlen(why) < 80 ? why : "memory not known";
}

/* The memory a reference local is bound to: its object, its slot's offset. */
static void reference_object(struct fe *fe, const struct local *l, struct ptr *out)
{
	out->kind = l->kind;
	out->index = l->index;
	out->offset = ir_leaf(fe->A, IR_LOCAL, CT_I64, l->slot);
	if (l->kind == OBJ_NONE)
		out->why = "reference is bound to memory that does not lead to a kernel parameter or shared array";
}

/* Where arm points, its loads guarded by cond (negate: by !cond). */
static void pointer_arm(struct fe *fe, struct ir_expr *cond, int negate, CXCursor arm,
			CXCursor whole, CXCursor cond_cursor, struct ptr *out)
{
	struct ir_stmt *list, **saved = expr_guard_begin(fe, &list);

	memory_pointer(fe, arm, out);
	expr_guard_end(fe, saved, list, cond, negate, arm, whole, cond_cursor, BRANCH_COND);
}

/*
 * `c ? a : b` as a pointer: both arms into one object, the offset the
 * one the condition picks; an arm that is null (`c ? nullptr : x + i`)
 * leaves the other's object, and where the pointer is null in out->null.
 */
static void conditional_pointer(struct fe *fe, CXCursor s, CXCursor *kids, struct ptr *out)
{
	struct ir_expr *cond = expr_lower(fe, kids[0]), *one = ir_const(fe->A, CT_I32, 1),
		       *zero = ir_const(fe->A, CT_I32, 0), *za, *zb;
	int na = expr_null_constant(kids[1]), nb = expr_null_constant(kids[2]);
	struct ptr a, b;

	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	if (!na)
		pointer_arm(fe, cond, 0, kids[1], s, kids[0], &a);
	if (!nb)
		pointer_arm(fe, cond, 1, kids[2], s, kids[0], &b);
	if (na && nb) {
		out->why = "pointer is null";
		return;
	}
	if (na || nb) {
		*out = na ? b : a;
	} else if (a.kind == b.kind && a.index == b.index && a.kind != OBJ_NONE) {
		*out = a;
		out->offset = ir_cond(fe->A, CT_I64, cond, a.offset, b.offset);
	} else if (a.kind == OBJ_PARAM && b.kind == OBJ_PARAM) {
		/* two arrays in global memory, one address space: the second's
		 * bytes lie an allocation's distance from the first's, so that
		 * no sector or line is shared between them, whichever each
		 * lane takes (`dim == 1 ? (float3 *)objects : (float3 *)
		 * targets`); the accesses are named after the first */
		*out = a;
		out->offset = ir_cond(fe->A, CT_I64, cond, a.offset,
				      ir_binary(fe->A, IR_ADD, CT_I64, b.offset,
						ir_const(fe->A, CT_I64,
							 GLOBAL_APART * (int64_t)(b.index + 1))));
	} else {
		out->kind = OBJ_NONE;
		out->why = a.kind == OBJ_NONE ? a.why : b.kind == OBJ_NONE ? b.why
			: "pointer points into one object or another, by a condition";
		return;
	}
	if (out->kind == OBJ_NONE)
		return;
	za = na ? one : a.null ? a.null : zero;
	zb = nb ? one : b.null ? b.null : zero;
	out->null = za == zero && zb == zero ? NULL : ir_cond(fe->A, CT_I32, cond, za, zb);
}

/*
 * Where pointer p, which leads to an object, is null: its own test (a
 * null arm of `c ? nullptr : x`), else, into a kernel's pointer
 * parameter, where the launch passes null (kernels_null_param), else
 * nowhere, a constant 0: a shared array, a local array.
 */
struct ir_expr *memory_null(struct fe *fe, const struct ptr *p)
{
	if (p->null)
		return p->null;
	if (p->kind == OBJ_PARAM && p->index >= 0 && p->index < fe->kn->k->nparams &&
	    fe->kn->k->params[p->index].is_pointer)
		return ir_binary(fe->A, IR_EQ, CT_I32,
				 ir_leaf(fe->A, IR_PARAM, CT_I64, kernels_null_param(fe, p->index)),
				 ir_const(fe->A, CT_I64, 0));
	return ir_const(fe->A, CT_I32, 0);
}

/* Where pointer local l points: its object, its slot the offset. */
static void pointer_local(struct fe *fe, const struct local *l, struct ptr *out)
{
	out->kind = l->kind;
	out->index = l->index;
	out->offset = ir_leaf(fe->A, IR_LOCAL, CT_I64, l->slot);
	if (l->null_slot)
		out->null = ir_leaf(fe->A, IR_LOCAL, CT_I32, l->null_slot - 1);
	if (l->kind == OBJ_NONE)
		out->why = l->why ? l->why
			: "pointer variable does not lead to a kernel parameter or shared array";
}

/*
 * 0 in every lane where x has one value in all the lanes running the
 * statement (a number, or one the warp loaded from one address), else
 * unknown for why: an unknown read at x, which the simulator makes one
 * value where x is one (sim.c), times 0.
 */
static struct ir_expr *warp_uniform(struct fe *fe, struct ir_expr *x, const char *why)
{
	return ir_binary(fe->A, IR_MUL, CT_I64, ir_unknown_at(fe->A, CT_I64, why, x),
			 ir_const(fe->A, CT_I64, 0));
}

/*
 * The OBJ_LOADED object named `name` (a pointer read from memory, or a
 * __device__ variable when device): its index, added the first time.
 */
static int loaded_object(struct fe *fe, const char *name, int device)
{
	struct fe_kernel *kn = fe->kn;
	int i;

	for (i = 0; i < kn->nloaded && strcmp(kn->loaded[i], name); i++)
		;
	if (i == kn->nloaded) {
		kn->loaded = arena_grow(fe->A, kn->loaded, sizeof(*kn->loaded), kn->nloaded,
					&kn->cap_loaded);
		kn->loaded[kn->nloaded++] = arena_strdup(fe->A, name);
		if (device && i < 64)
			kn->loaded_device |= (uint64_t)1 << i;
	}
	return i;
}

/* how long a loaded pointer's name may be, in characters */
#define LOADED_NAME 48

/*
 * A pointer read from global or shared memory at byte offset `at`
 * (`weights[expert]`, spelled as c), or from a table the kernel is given
 * at element `at`: where it points is an allocation of its own, one a text,
 * that starts at the pointer (cudaMalloc's, a tensor's data: aligned);
 * its lanes' offsets are known where every running lane of the warp read
 * the same element, else unknown.
 */
static void loaded_pointer(struct fe *fe, CXCursor c, struct ir_expr *at, struct ptr *out)
{
	const char *text = cx_text(fe, c);

	if (!text || !*text)
		text = "a pointer read from memory";
	if (strlen(text) > LOADED_NAME)
		text = arena_printf(fe->A, "%.*s...", LOADED_NAME - 3, text);
	memset(out, 0, sizeof(*out));
	out->kind = OBJ_LOADED;
	out->index = loaded_object(fe, text, 0);
	out->offset = warp_uniform(fe, at,
				   "the lanes of a warp read their pointers from different elements");
}

/*
 * Is d a __device__ variable of the program (at file or namespace scope,
 * or a static member): global memory of its own, not a parameter's?
 */
static int device_variable(struct fe *fe, CXCursor d)
{
	struct local l;
	enum CXCursorKind parent = clang_getCursorKind(clang_getCursorSemanticParent(d));

	/* a const scalar (clang's `warpSize`, `const int n = 4`): its value,
	 * folded where it is read */
	if (clang_isConstQualifiedType(clang_getCursorType(d)) && !cx_is_array(clang_getCursorType(d)))
		return 0;
	return clang_getCursorKind(d) == CXCursor_VarDecl &&
	       cx_has_attr(d, CXCursor_CUDADeviceAttr) && !cx_is_shared_var(d) &&
	       !cx_has_attr(d, CXCursor_CUDAConstantAttr) && scope_find(fe, d, &l) < 0 &&
	       (parent == CXCursor_TranslationUnit || parent == CXCursor_Namespace ||
		parent == CXCursor_StructDecl || parent == CXCursor_ClassDecl ||
		clang_Cursor_getStorageClass(d) == CX_SC_Static);
}

/* The bytes `alignas(N)` (or `__align__(N)`) on d asks for, as written; 0 if none. */
static long long declared_alignment(struct fe *fe, CXCursor d)
{
	CXCursor kids[MAX_CHILDREN];
	int i, n = cx_children(d, kids, MAX_CHILDREN);

	for (i = 0; i < n; i++) {
		CXFile file;
		unsigned end;
		size_t len;
		const char *text, *p;

		if (clang_getCursorKind(kids[i]) != CXCursor_AlignedAttr)
			continue;
		clang_getSpellingLocation(clang_getRangeEnd(clang_getCursorExtent(kids[i])), &file,
					  NULL, NULL, &end);
		if (!file || !(text = cx_file_text(fe, file, &len)) || end >= len)
			return 0;
		/* the attribute's extent ends at its name: `alignas(128)` */
		for (p = text + end; p < text + len && (isalnum((unsigned char)*p) || *p == '_'); p++)
			;
		while (p < text + len && (*p == ' ' || *p == '('))
			p++;
		return p < text + len && isdigit((unsigned char)*p) ? strtoll(p, NULL, 0) : 0;
	}
	return 0;
}

/* __device__ variable d as an object: an allocation of its own, named after it. */
static void device_object(struct fe *fe, CXCursor d, struct ptr *out)
{
	long long align = declared_alignment(fe, d);

	memset(out, 0, sizeof(*out));
	out->kind = OBJ_LOADED;
	out->index = loaded_object(fe, cx_string(fe, clang_getCursorSpelling(d)), 1);
	out->offset = ir_const(fe->A, CT_I64, 0);
	if (align >= 32 && out->index < 64)
		fe->kn->loaded_aligned |= (uint64_t)1 << out->index;
}

static int this_object(struct fe *fe, struct ptr *out);

/* Where a pointer-valued expression points. */
void memory_pointer(struct fe *fe, CXCursor c, struct ptr *out)
{
	CXCursor s = cx_strip(c), kids[MAX_CHILDREN];
	enum CXCursorKind kind = clang_getCursorKind(s);
	struct local l;
	int n;

	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	out->why = "pointer does not lead to a kernel parameter or shared array";
	/* *pp or pp[0], pp bound to a caller's &q (an out-parameter): q */
	if ((n = expr_alias_target(fe, s)) >= 0 && fe->kn->locals[n].is_pointer) {
		pointer_local(fe, &fe->kn->locals[n], out);
		return;
	}
	if (kind == CXCursor_CXXThisExpr) {
		/* `this`, or `static_cast<const Derived *>(this)` of a CRTP
		 * base: the object the followed method is called on */
		struct ptr obj = *out;
		if (this_object(fe, &obj) < 0)
			point_local(fe, out);
		else
			*out = obj;
		return;
	}
	if (kind == CXCursor_MemberRefExpr) {
		/* p.x of a struct the kernel takes by value: a parameter */
		int pi = scope_member_param(fe, s);
		if (pi >= 0 && fe->kn->k->params[pi].is_pointer) {
			out->kind = OBJ_PARAM;
			out->index = pi;
			out->offset = ir_const(fe->A, CT_I64, 0);
			return;
		}
		if (pi == -2 && cx_is_pointer(clang_getCursorType(s))) {
			out->why = "pointer is a member of a struct parameter that is not followed (nested too deep, or past the first members)";
			return;
		}
		/* a pointer member of a local struct (structs.c) */
		if (expr_local_of(fe, s, &l) >= 0 && l.is_pointer) {
			pointer_local(fe, &l, out);
			return;
		}
		/* a member array kept element by element, decaying to a
		 * pointer into the thread's own memory (below): what is done
		 * through it is not followed */
		if (expr_member_array(fe, s, &n) > 0)
			structs_lose_elements(fe, s, fe->kn->locals[n].decl, arena_printf(fe->A,
				"an element of a member array whose address is taken ('%s')",
				cx_text(fe, s)));
	}
	if (kind == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(s);
		int pi;

		if (scope_find(fe, d, &l) >= 0 && l.is_reference) {
			/* a reference to an array, decaying */
			reference_object(fe, &l, out);
			return;
		}
		if (scope_find(fe, d, &l) >= 0 && l.is_pointer) {
			pointer_local(fe, &l, out);
			return;
		}
		/* an array of the thread's own, as a pointer */
		if (scope_find(fe, d, &l) >= 0 && l.kind == OBJ_FRAME) {
			out->kind = OBJ_FRAME;
			out->index = l.index;
			out->offset = ir_const(fe->A, CT_I64, 0);
			return;
		}
		/* a local array decaying to a pointer, or a reference to
		 * one of the thread's own (`const T (&t)[N]` bound to a
		 * member array of an object in registers) */
		if ((cx_is_array(clang_getCursorType(d)) && memory_local_root(fe, s)) ||
		    (scope_find(fe, d, &l) >= 0 && l.thread_own &&
		     clang_getCursorType(d).kind == CXType_LValueReference &&
		     (cx_is_array(clang_getPointeeType(clang_getCursorType(d))) ||
		      cx_canon(clang_getPointeeType(clang_getCursorType(d))).kind == CXType_Record))) {
			point_local(fe, out);
			return;
		}
		/* a __constant__ array or struct (`cfg->n` of `__constant__
		 * Param cfg[1]`): the constant cache, no shared or global
		 * request; its values are the host's */
		if (cx_has_attr(d, CXCursor_CUDAConstantAttr)) {
			point_local(fe, out);
			return;
		}
		/* a __device__ array, or &x of a __device__ x: global memory */
		if (device_variable(fe, d)) {
			device_object(fe, d, out);
			return;
		}
		if (cx_is_shared_var(d)) {
			out->kind = OBJ_SHARED;
			out->index = scope_shared_index(fe, d);
			out->offset = ir_const(fe->A, CT_I64, 0);
			return;
		}
		if (clang_getCursorKind(d) == CXCursor_ParmDecl &&
		    (pi = scope_param_index(fe, d)) >= 0 && fe->kn->k->params[pi].is_pointer) {
			out->kind = OBJ_PARAM;
			out->index = pi;
			out->offset = ir_const(fe->A, CT_I64, 0);
			return;
		}
		return;
	}
	n = cx_children(s, kids, MAX_CHILDREN);
	/* `(T *)(raw & ~uintptr_t(3))`, an address as an integer moved */
	if (kind == CXCursor_BinaryOperator && n == 2 &&
	    cx_ctype(clang_getCursorType(s)) >= 0 && memory_is_address(fe, s)) {
		memory_integer_address(fe, s, kids, out);
		return;
	}
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
		memory_pointer(fe, pc, out);
		idx = expr_lower(fe, ic);
		if (out->kind == OBJ_NONE)
			return;
		out->offset = ir_binary(fe->A, op == CXBinaryOperator_Add ? IR_ADD : IR_SUB,
					CT_I64, out->offset, expr_scaled(fe, idx, elem));
		return;
	}
	if (kind == CXCursor_UnaryOperator && n == 1 &&
	    clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_AddrOf) {
		if (memory_lvalue(fe, kids[0], out) < 0) {
			/* &x of a local, &reg[i], &q.lo, &offset of an object
			 * in registers: the thread's own */
			if (memory_thread_own(fe, kids[0]))
				point_local(fe, out);
			else if (out->kind != OBJ_NONE)
				out->kind = OBJ_NONE;
		}
		return;
	}
	if (kind == CXCursor_UnaryOperator && n == 1 && cx_is_pointer(clang_getCursorType(s))) {
		/* `*p++`, `*--p`: the step is lowered (the local moves), then
		 * the pointer read after it, less the step for a postfix one */
		enum CXUnaryOperatorKind op = clang_getCursorUnaryOperatorKind(s);
		long long elem = cx_pointee_size(clang_getCursorType(s));
		int post = op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PostDec;
		int up = op == CXUnaryOperator_PostInc || op == CXUnaryOperator_PreInc;

		if ((post || op == CXUnaryOperator_PreInc || op == CXUnaryOperator_PreDec) && elem > 0) {
			expr_lower(fe, s);
			memory_pointer(fe, kids[0], out);
			if (post && out->kind != OBJ_NONE)
				out->offset = ir_binary(fe->A, up ? IR_SUB : IR_ADD, CT_I64, out->offset,
							ir_const(fe->A, CT_I64, elem));
			return;
		}
	}
	if (kind == CXCursor_CallExpr && cx_is_pointer(clang_getCursorType(s))) {
		call_pointer(fe, s, out);
		return;
	}
	if (kind == CXCursor_ConditionalOperator && n == 3) {
		conditional_pointer(fe, s, kids, out);
		return;
	}
	if ((kind == CXCursor_ArraySubscriptExpr || kind == CXCursor_MemberRefExpr) &&
	    cx_is_pointer(clang_getCursorType(s))) {
		/* an element or member that holds a pointer: the pointer is
		 * the value read there, not where it is (`B_ptr[i]`) */
		struct ptr at;
		struct ir_expr *elem;
		/* an element of a tracked struct's member array (structs.c) */
		if (kind == CXCursor_ArraySubscriptExpr) {
			if (expr_local_of(fe, s, &l) >= 0 && l.is_pointer) {
				pointer_local(fe, &l, out);
				return;
			}
			if (expr_member_pointer(fe, s, out))
				return;
		}
		memset(&at, 0, sizeof(at));   /* memory_lvalue may return before setting it */
		if ((elem = memory_param_index(fe, s)) != NULL) {
			/* a pointer in a table the kernel is given by value
			 * (`tl.addresses[0][loc]`): as one read from memory */
			loaded_pointer(fe, s, elem, out);
			return;
		}
		if (memory_lvalue(fe, s, &at) == 0) {
			memory_access(fe, s, &at, OP_LOAD, clang_getCursorType(s));
			if (arrays_pointer(fe, &at, out))
				return;
			if ((at.kind == OBJ_PARAM || at.kind == OBJ_SHARED) && at.offset) {
				loaded_pointer(fe, s, at.offset, out);
				return;
			}
		}
		memset(out, 0, sizeof(*out));
		out->kind = OBJ_NONE;
		if (at.kind == OBJ_FRAME || memory_local_root(fe, s))
			out->why = clang_getCursorKind(s) == CXCursor_MemberRefExpr
				? "pointer is a member of a struct of the thread's own whose members are not tracked"
				: "pointer is an element of an array of the thread's own, whose values are not tracked";
		else
			out->why = "pointer is loaded from memory: where it points is not known";
		return;
	}
	if (kind == CXCursor_ArraySubscriptExpr || kind == CXCursor_MemberRefExpr) {
		/* an array element that is itself an array decays to a pointer */
		if (memory_lvalue(fe, s, out) < 0 && memory_thread_own(fe, s))
			point_local(fe, out);
		return;
	}
	/* walk it anyway, for the loads it makes */
	if (kind != CXCursor_DeclRefExpr)
		expr_lower(fe, s);
}

/* The object a followed method is called on, as memory_lvalue answers:
 * -1 in registers, else 0 with *out where it is (or why not known). */
static int this_object(struct fe *fe, struct ptr *out)
{
	const struct fe_frame *f = fe->kn->frame;

	if (f->this_is == THIS_REGISTERS)
		return -1;
	if (f->this_is == THIS_MEMORY)
		*out = f->this_ptr;
	else
		out->why = "the object the method is called on is not known";
	return 0;
}

/*
 * The address of an lvalue that names memory.  Returns 0 when c is a
 * memory lvalue (out->kind may still be OBJ_NONE if its object is not
 * known), -1 when it is not memory at all (a local variable).
 */
int memory_lvalue(struct fe *fe, CXCursor c, struct ptr *out)
{
	CXCursor s = c, kids[MAX_CHILDREN];
	enum CXCursorKind kind;
	int n;

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(s);
		/* `const_cast<T &>(t[n])`, libstdc++'s std::array::_S_ref:
		 * the same place */
		if (k == CXCursor_CXXConstCastExpr && !cx_is_pointer(clang_getCursorType(s)) &&
		    (n = cx_children(s, kids, 2)) >= 1) {
			s = kids[n - 1];   /* after the TypeRef it may lead with */
			continue;
		}
		if ((k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr) ||
		    cx_children(s, kids, 2) != 1)
			break;
		/* an array decaying to a pointer is a value, not a read */
		if (cx_is_pointer(clang_getCursorType(s)) && cx_is_array(clang_getCursorType(kids[0])))
			return -1;
		s = kids[0];
	}
	/* *p or p[0], p bound to a caller's &x: the local x, no memory */
	if (expr_alias_target(fe, s) >= 0)
		return -1;
	kind = clang_getCursorKind(s);
	n = cx_children(s, kids, MAX_CHILDREN);
	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	out->why = "pointer does not lead to a kernel parameter or shared array";

	/* an element of a tracked struct's member array is a register: a
	 * use that reaches here (set by a subscript that is not a constant,
	 * its address taken) is not followed, and the elements are lost */
	if (kind == CXCursor_ArraySubscriptExpr && expr_member_array(fe, s, &n) > 0) {
		structs_lose_elements(fe, s, fe->kn->locals[n].decl, arena_printf(fe->A,
			"an element of a member array, changed where it is not followed ('%s')",
			cx_text(fe, s)));
		out->why = "an element of a member array of a local struct";
		return -1;
	}
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
				/* (an integer scalar's value is an address: `((const
				 * float *)addr)[i]` is memory) */
				if ((li >= 0 && !l.is_pointer && !l.is_reference && l.kind != OBJ_FRAME &&
				     cx_ctype(clang_getCursorType(d)) < 0) ||
				    cx_has_attr(d, CXCursor_CUDAConstantAttr) ||
				    (clang_getCursorKind(d) == CXCursor_VarDecl && li < 0 &&
				     !cx_is_shared_var(d) && cx_is_array(clang_getCursorType(d)) &&
				     clang_getCursorSemanticParent(d).kind != CXCursor_TranslationUnit &&
				     clang_getCursorSemanticParent(d).kind != CXCursor_Namespace)) {
					expr_lower(fe, index);
					return -1;
				}
			}
		}
		/* an array member of a local struct is not memory either */
		if (clang_getCursorKind(cx_strip(base)) == CXCursor_MemberRefExpr &&
		    cx_is_array(clang_getCursorType(cx_strip(base)))) {
			if (memory_lvalue(fe, cx_strip(base), out) < 0) {
				expr_lower(fe, index);
				return -1;
			}
		} else {
			memory_pointer(fe, base, out);
		}
		idx = expr_lower(fe, index);
		if (out->kind != OBJ_NONE)
			out->offset = ir_binary(fe->A, IR_ADD, CT_I64, out->offset,
						expr_scaled(fe, idx, elem));
		return 0;
	}
	case CXCursor_UnaryOperator:
		if (n == 1 && clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref) {
			/* *&x, *(int4 *)&x: x itself, which may be a local */
			CXCursor operand = cx_strip(kids[0]), x;
			if (clang_getCursorKind(operand) == CXCursor_UnaryOperator &&
			    clang_getCursorUnaryOperatorKind(operand) == CXUnaryOperator_AddrOf &&
			    cx_children(operand, &x, 1) == 1)
				return memory_lvalue(fe, x, out);
			/* *this: the object the followed method is called on */
			if (clang_getCursorKind(operand) == CXCursor_CXXThisExpr)
				return this_object(fe, out);
			memory_pointer(fe, kids[0], out);
			return 0;
		}
		return -1;
	case CXCursor_MemberRefExpr: {
		CXCursor field = clang_getCursorReferenced(s);
		long long off;
		CXType bt;
		enum ir_special sp;

		/* `x.operator float` of an implicit conversion, `x.get`: a
		 * method, not memory (the call reads what it reads) */
		if (clang_getCursorKind(field) != CXCursor_FieldDecl)
			return -1;
		off = cx_field_offset(field);

		if (n == 0 || (n == 1 && clang_getCursorKind(cx_strip(kids[0])) == CXCursor_CXXThisExpr)) {
			/* a member of the object a followed method is called on */
			if (this_object(fe, out) < 0)
				return -1;
		} else if (n != 1 || cx_builtin_member(fe, s, &sp) == 0) {
			return -1;
		} else if (bt = clang_getCursorType(kids[0]), cx_is_pointer(bt)) {
			memory_pointer(fe, kids[0], out);
		} else if (memory_lvalue(fe, kids[0], out) < 0) {
			return -1;
		}
		if (out->kind != OBJ_NONE) {
			if (off < 0) {
				out->kind = OBJ_NONE;
				out->why = cx_holds_placeholder(clang_getCursorType(clang_getCursorSemanticParent(field)))
						   ? "member offset is not known: the struct holds a type that a header not found declares (read as a placeholder, whose size is not known)"
						   : "member offset is not known";
			} else {
				out->offset = ir_binary(fe->A, IR_ADD, CT_I64, out->offset,
							ir_const(fe->A, CT_I64, off / 8));
			}
		}
		return 0;
	}
	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(s);
		struct local l;

		if (scope_find(fe, d, &l) >= 0 && l.is_reference) {
			reference_object(fe, &l, out);
			return 0;
		}
		/* a __device__ scalar or struct: global memory */
		if (device_variable(fe, d)) {
			device_object(fe, d, out);
			return 0;
		}
		if (!cx_is_shared_var(d))
			return -1;
		out->kind = OBJ_SHARED;
		out->index = scope_shared_index(fe, d);
		out->offset = ir_const(fe->A, CT_I64, 0);
		return 0;
	}
	case CXCursor_CallExpr: {
		/* an assignment's result (`a = f(x)`, `a += b` on a class):
		 * its left side, which the assignment itself lowers
		 * (expr.c); following it here as well would lower its right
		 * side twice */
		if (expr_is_assignment_call(fe, s))
			return -1;
		/* a reference a followed function returns (operator[]):
		 * memory, or the thread's own */
		if (call_reference(fe, s, out, NULL) < 0)
			return -1;
		return out->kind == OBJ_LOCAL ? -1 : 0;
	}
	default:
		return -1;
	}
}

/*
 * Where lvalue e is: memory (as memory_lvalue finds it), or the thread's
 * own (OBJ_LOCAL): a local, a member of the object a followed method is
 * called on where that object is in registers.
 */
void memory_address(struct fe *fe, CXCursor e, struct ptr *out)
{
	if (memory_lvalue(fe, e, out) == 0)
		return;
	if (out->kind == OBJ_LOCAL || memory_thread_own(fe, e)) {
		point_local(fe, out);
		return;
	}
	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	out->why = "the reference a call returns does not lead to a kernel parameter or shared array";
}

/*
 * What the object a method is called on is: a local or a temporary in
 * registers, memory (where, in *out), or not known.  `this` inside a
 * followed method is the object that method was called on.
 */
enum this_object memory_object(struct fe *fe, CXCursor object, struct ptr *out)
{
	CXCursor s = cx_strip(object);

	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	out->why = "the object the method is called on is not known";
	if (clang_getCursorKind(s) == CXCursor_CXXThisExpr) {
		*out = fe->kn->frame->this_ptr;
		return fe->kn->frame->this_is;
	}
	if (cx_is_pointer(clang_getCursorType(s))) {
		memory_pointer(fe, s, out);
		if (out->kind == OBJ_LOCAL)
			return THIS_REGISTERS;
		return out->kind != OBJ_NONE ? THIS_MEMORY : THIS_UNKNOWN;
	}
	/* a local, or a member reached through a pointer to the thread's
	 * own (`derived->parameters.ext` of a CRTP base) */
	if (memory_lvalue(fe, object, out) < 0 || out->kind == OBJ_LOCAL)
		return THIS_REGISTERS;
	return out->kind != OBJ_NONE ? THIS_MEMORY : THIS_UNKNOWN;
}

/* c under clang's implicit conversions and parentheses, not explicit casts */
static CXCursor lvalue_inner(CXCursor c)
{
	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(c);
		CXCursor kids[4];
		int n;

		if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr)
			break;
		n = cx_children(c, kids, 4);
		if (n != 1)
			break;
		c = kids[0];
	}
	return c;
}

/*
 * The type a load of c reads: that of the lvalue under clang's implicit
 * conversions.  `(int)s[t]` on a `double s[]` is an implicit
 * floating-to-integral conversion of the 8-byte load, not a 4-byte load;
 * an explicit cast is kept (`reinterpret_cast<float4 &>(x)` reads 16).
 */
static CXType lvalue_type(CXCursor c)
{
	return clang_getCursorType(lvalue_inner(c));
}

/* A load of memory lvalue c, if it is one; returns its (unknown) value. */
struct ir_expr *memory_load(struct fe *fe, CXCursor c, int *was_memory)
{
	struct ir_access *a;
	struct ir_expr *v;
	struct ptr p;

	/* an array in a value context decays to a pointer: nothing is read */
	if (cx_is_array(clang_getCursorType(c))) {
		*was_memory = 0;
		return NULL;
	}
	/* an integer in a table the kernel is given by value (`tl.sizes[loc]`):
	 * no request; one value for the lanes where loc is one number */
	if (cx_ctype(clang_getCursorType(c)) >= 0 && (v = memory_param_index(fe, c)) != NULL) {
		*was_memory = 1;
		return ir_unknown_at(fe->A, CT_I64, arena_printf(fe->A,
			"index depends on '%s', an element of an array the kernel is given by value",
			cx_text(fe, c)), v);
	}
	/* an element of a tracked struct's member array: a register */
	{
		int first;
		if (expr_member_array(fe, c, &first) > 0) {
			*was_memory = 0;
			return NULL;
		}
	}
	/* a scalar a followed call returns by reference (operator[]):
	 * followed once here, for its place and, where that is the
	 * thread's own, its value (lowering the call again would count
	 * what its arguments and body do twice) */
	if (clang_getCursorKind(lvalue_inner(c)) == CXCursor_CallExpr &&
	    cx_canon(lvalue_type(c)).kind != CXType_Record &&
	    !expr_is_assignment_call(fe, lvalue_inner(c))) {
		int r = call_reference(fe, lvalue_inner(c), &p, &v);
		/* not one to follow, or not followed but the thread's own
		 * (nothing lowered yet): the caller lowers the call */
		*was_memory = r == 0 || (r > 0 && p.kind != OBJ_LOCAL);
		if (!*was_memory)
			return NULL;
		if (p.kind == OBJ_LOCAL)
			return v ? v
				: expr_unknown(fe, cx_ctype(lvalue_type(c)) >= 0
					? "index depends on a value of the thread's own a call returns by reference"
					: "index depends on a non-integer value");
	} else {
		*was_memory = memory_lvalue(fe, c, &p) == 0;
		if (!*was_memory)
			return NULL;
	}
	a = memory_access(fe, c, &p, OP_LOAD, lvalue_type(c));
	if (p.kind == OBJ_FRAME) {
		v = arrays_read(fe, &p);
		return v ? v : expr_thread_own(fe, c);
	}
	if (p.kind == OBJ_LOCAL && constants_root(c))
		return constants_value(fe, c);
	return memory_loaded_value(fe, a, lvalue_type(c));
}

/*
 * The value load a (the first request of a load of `type`, or NULL)
 * gives: not known; an integer read whole in one request is tied to a,
 * so that where the warp reads it from one address the simulator knows
 * every lane has the same one (simulator/value.h, granule).
 */
struct ir_expr *memory_loaded_value(struct fe *fe, const struct ir_access *a, CXType type)
{
	struct ir_expr *v = expr_unknown(fe, "index depends on a value loaded from memory");

	if (a && a->npieces == 1 && cx_ctype(type) >= 0)
		v->loaded = a;
	return v;
}

/*
 * Constructor call copy, a copy of arg: where arg names what a reference
 * bound to memory names (`float4 w = v`, `__hisnan(v)` of a `const
 * __half &v`), the struct is loaded, as it is from the element itself.
 * 1 when it counted that load.
 */
int memory_reference_copy(struct fe *fe, CXCursor copy, CXCursor arg)
{
	CXCursor s = cx_strip(arg);
	struct local l;
	struct ptr p;

	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr ||
	    !expr_same_class(clang_getCursorType(copy), clang_getCursorType(arg)) ||
	    scope_find(fe, clang_getCursorReferenced(s), &l) < 0 || !l.is_reference ||
	    memory_lvalue(fe, s, &p) != 0)
		return 0;
	memory_access(fe, arg, &p, OP_LOAD, clang_getCursorType(copy));
	return 1;
}
