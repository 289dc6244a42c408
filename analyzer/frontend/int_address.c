/*
 * int_address.c - global addresses held as integers: `uint64_t g =
 * reinterpret_cast<uint64_t>(src + i)` handed to inline PTX, moved by
 * bytes, or masked and cast back (`(T *)(raw & ~uintptr_t(3))`).  Such
 * an integer is the pointer it came from (stmt.c declares it as one):
 * an allocation starts 256-byte aligned, as cudaMalloc's, so a mask
 * that keeps bits 8 and up masks the offset alone.  Part of memory.c's
 * stage: memory_pointer follows these.
 */
#include "fe.h"

#include "../../simulator/simulator.h"

/* Does mask m, as an address's integer type of `bits` bits, keep every
 * bit from 8 up (`~uintptr_t(3)`, `~15ull`)?  Then it keeps an
 * allocation's start, 256-byte aligned as cudaMalloc's, and masks only
 * the offset. */
static int keeps_start(int64_t m, int bits)
{
	uint64_t keep = bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1);

	return (((uint64_t)m | 0xff) & keep) == keep;
}

/*
 * Is integer expression c an address a pointer gave, for inline PTX or
 * a cast back to a pointer: a pointer cast to an integer type
 * (`reinterpret_cast<uint64_t>(p)`, `(size_t)p`), an integer variable
 * holding one, that plus or minus an integer, or that masked by a mask
 * that keeps the allocation's start (keeps_start)?  Read from the
 * source alone: nothing is lowered.
 */
int memory_is_address(struct fe *fe, CXCursor c)
{
	CXCursor s = cx_strip(c), kids[2];
	CXType t = clang_getCursorType(s);
	struct local l;
	int64_t m;

	if (cx_is_pointer(t))
		return clang_getCursorKind(s) != CXCursor_CXXNullPtrLiteralExpr &&
		       clang_getCursorKind(s) != CXCursor_GNUNullExpr;
	if (cx_ctype(t) < 0 || cx_size(t) < 8)
		return 0;   /* an integer too narrow to hold an address */
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr)
		return scope_find(fe, clang_getCursorReferenced(s), &l) >= 0 && l.is_pointer &&
		       l.kind != OBJ_NONE;
	if (clang_getCursorKind(s) != CXCursor_BinaryOperator || cx_children(s, kids, 2) != 2)
		return 0;
	switch (clang_getCursorBinaryOperatorKind(s)) {
	case CXBinaryOperator_Add:
		return memory_is_address(fe, kids[0]) != memory_is_address(fe, kids[1]);
	case CXBinaryOperator_Sub:
		return memory_is_address(fe, kids[0]) && !memory_is_address(fe, kids[1]);
	case CXBinaryOperator_And:
		return (memory_is_address(fe, kids[0]) && cx_fold(kids[1], &m) == 0 &&
			keeps_start(m, 8 * (int)cx_size(t))) ||
		       (memory_is_address(fe, kids[1]) && cx_fold(kids[0], &m) == 0 &&
			keeps_start(m, 8 * (int)cx_size(t)));
	default:
		return 0;
	}
}

/* An integer address (memory_is_address) plus, minus or masked (s, of
 * children kids): its object, the offset in bytes as the integer moves. */
void memory_integer_address(struct fe *fe, CXCursor s, const CXCursor *kids, struct ptr *out)
{
	enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(s);
	int left = memory_is_address(fe, kids[0]);
	struct ir_expr *other;
	int64_t m;

	memory_pointer(fe, left ? kids[0] : kids[1], out);
	if (op == CXBinaryOperator_And) {
		cx_fold(left ? kids[1] : kids[0], &m);
		if (out->kind != OBJ_NONE)
			out->offset = ir_binary(fe->A, IR_AND, CT_I64, out->offset,
						ir_const(fe->A, CT_I64, m));
		return;
	}
	other = ir_cast(fe->A, CT_I64, expr_lower(fe, left ? kids[1] : kids[0]));
	if (out->kind != OBJ_NONE)
		out->offset = ir_binary(fe->A, op == CXBinaryOperator_Add ? IR_ADD : IR_SUB, CT_I64,
					out->offset, other);
}

