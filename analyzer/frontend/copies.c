/*
 * copies.c - a thread's asynchronous copies from global to shared memory
 * (LDGSTS): __pipeline_memcpy_async, cuda::memcpy_async (call.c hands
 * them here) and inline PTX's cp.async (asm.c); and its plain ones,
 * memcpy and memset (copies_plain).  The copy engine's bulk and tensor
 * copies are bulk.c's.
 */
#include "fe.h"

/* The byte count a copy states: a constant, or one inside a constructor
 * such as cuda::aligned_size_t<16>(16); -1 when not known. */
static int64_t copy_size(CXCursor c, int depth)
{
	CXCursor kids[4];
	int64_t v;
	int i, n;

	if (cx_fold(c, &v) == 0)
		return v;
	if (depth > 4)
		return -1;
	n = cx_children(c, kids, 4);
	for (i = 0; i < n; i++)
		if ((v = copy_size(kids[i], depth + 1)) >= 0)
			return v;
	return -1;
}

/*
 * A thread's asynchronous copy of 4, 8 or 16 bytes from global to shared
 * memory, __pipeline_memcpy_async(dst, src, size) or cuda::memcpy_async(dst,
 * src, size, pipe): one LDGSTS.  Nsight Compute counts its global side
 * with the global loads (requests and sectors: async_copy.cu, h200-2026-11-30),
 * and that is the access made here; its shared side is counted apart
 * (the _op_ldgsts wavefronts, HARDWARE.md global rule 6): the access
 * keeps both offsets for it (simulator/copy.c).
 */
void copies_call(struct fe *fe, CXCursor c, int n)
{
	CXCursor size_arg = clang_Cursor_getArgument(c, 2);
	int64_t size = copy_size(size_arg, 0);
	struct ptr src, dst;
	int i;

	for (i = 2; i < n; i++)
		expr_lower(fe, clang_Cursor_getArgument(c, i));
	memory_pointer(fe, clang_Cursor_getArgument(c, 0), &dst);
	memory_pointer(fe, clang_Cursor_getArgument(c, 1), &src);
	copies_ldgsts(fe, c, &dst, &src, size);
}

/* The LDGSTS of `size` bytes from *src to *dst (inline PTX's cp.async too):
 * the access of its global side, or NULL where none is counted. */
struct ir_access *copies_ldgsts(struct fe *fe, CXCursor c, struct ptr *dst, struct ptr *src,
				int64_t size)
{
	struct ir_access *a;
	struct ir_expr *from;
	int i, first = fe->kn->k->naccesses;

	/*
	 * A 16-byte copy (LDGSTS.BYPASS.128) is counted in the sectors of its
	 * shared destination, not of its source: measured for shared strides
	 * 1, 2, 4 against global strides 1, 2, 4 (async_copy.cu ac_pipe16,
	 * ac_cuda_thread: 16, 32, 16, 32 sectors a request where the source
	 * spans 16, 16, 32, 32).  The 4- and 8-byte copies follow the source.
	 */
	from = src->kind != OBJ_NONE ? src->offset : NULL;
	if (size == 16 && src->kind != OBJ_NONE && dst->kind == OBJ_SHARED)
		src->offset = dst->offset;
	if (size != 4 && size != 8 && size != 16) {
		src->kind = OBJ_NONE;
		src->why = size < 0 ? "the copy's size is not a constant"
				    : "an asynchronous copy moves 4, 8 or 16 bytes a thread";
		size = 4;
	}
	a = memory_access_bytes(fe, c, src, OP_LOAD, (unsigned)size);
	/* its shared side, counted apart (simulator/copy.c) */
	if (src->kind != OBJ_NONE && dst->kind == OBJ_SHARED && from)
		for (i = first; i < fe->kn->k->naccesses; i++) {
			fe->kn->k->accesses[i]->copy_src = from;
			fe->kn->k->accesses[i]->copy_dst = dst->offset;
		}
	return a;
}

/*
 * The bytes a request of a plain copy moves at *p: one, as nvcc 13.0
 * expands the copy, except in a shared array, whose element's alignment
 * lets its vectorizer merge them (st.shared.v4.u8 for a float array,
 * .v4.u16 for a double one, .v4.u32 for a float4 one): the element's
 * alignment, at most 16, halved until it divides size.
 */
static long long piece_at(struct fe *fe, const struct ptr *p, int64_t size)
{
	long long piece = 1;
	CXType t;

	if (p->kind == OBJ_SHARED) {
		t = cx_canon(clang_getCursorType(fe->kn->shared_decls[p->index]));
		while (cx_is_array(t))
			t = cx_canon(clang_getArrayElementType(t));
		piece = cx_align(t) > 16 ? 16 : cx_align(t);
		while (piece > 1 && size % piece)
			piece /= 2;
	}
	return piece > 0 ? piece : 1;
}

/* The requests of a plain copy of `size` bytes a lane at *p, one after
 * the other: the parts of one copy, reported together. */
static void copy_pieces(struct fe *fe, CXCursor c, const struct ptr *p, enum mem_op op, int64_t size)
{
	long long piece = piece_at(fe, p, size), n = size / piece, k;
	struct ir_access *a;
	struct ptr at;

	/* a small array of the thread's own written whole: its values are lost */
	if (op == OP_STORE && p->kind == OBJ_FRAME)
		arrays_clobber(fe, c, p->index);
	for (k = 0; k < n; k++) {
		at = *p;
		if (at.kind != OBJ_NONE)
			at.offset = ir_binary(fe->A, IR_ADD, CT_I64, p->offset,
					      ir_const(fe->A, CT_I64, k * piece));
		if (!(a = memory_access_bytes(fe, c, &at, op, (unsigned)piece)))
			continue;
		a->piece = (int)k;
		a->npieces = (int)n;
		a->piece_name = piece == 1 ? arena_printf(fe->A, "byte %lld", k)
			: arena_printf(fe->A, "bytes %lld-%lld", k * piece, (k + 1) * piece - 1);
	}
}

/* the largest plain copy counted, in bytes a thread */
#define COPY_BYTES 64

/*
 * A thread's plain copy in device code, memcpy(dst, src, size), or fill,
 * memset(dst, value, size), whose size is a constant: nvcc 13.0 expands it
 * a byte at a time in global memory, whatever the pointers' types
 * (ld.global.u8 and st.global.u8 in its PTX, 12 of each for glm's
 * make_vec3(const float *) and for a float4 source alike), so one request
 * of 1 byte for each byte there (piece_at for shared memory).  What is
 * the thread's own (a local struct) costs no request.  nvcc drops the
 * loads of bytes nothing reads after; all are counted here.
 */
void copies_plain(struct fe *fe, CXCursor c, int is_fill)
{
	CXCursor src_arg = clang_Cursor_getArgument(c, 1);
	int64_t size;
	struct ptr dst, src;

	/* the size itself, not a constant inside it (`n * sizeof(float)`) */
	if (cx_fold(clang_Cursor_getArgument(c, 2), &size) < 0)
		size = -1;
	expr_lower(fe, clang_Cursor_getArgument(c, 2));
	if (is_fill)
		expr_lower(fe, src_arg);
	else
		memory_pointer(fe, src_arg, &src);
	memory_pointer(fe, clang_Cursor_getArgument(c, 0), &dst);
	if (size <= 0 || size > COPY_BYTES) {
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
			 "'%s' is not analyzed: %s", is_fill ? "memset" : "memcpy",
			 size <= 0 ? "its size is not a constant"
				   : "it copies more than 64 bytes a thread");
		return;
	}
	if (!is_fill)
		copy_pieces(fe, c, &src, OP_LOAD, size);
	copy_pieces(fe, c, &dst, OP_STORE, size);
}
