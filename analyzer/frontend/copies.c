/*
 * copies.c - a thread's asynchronous copies from global to shared memory
 * (LDGSTS): __pipeline_memcpy_async, cuda::memcpy_async (call.c hands
 * them here) and inline PTX's cp.async (asm.c).  The copy engine's bulk
 * and tensor copies are bulk.c's.
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
