/*
 * own.c - is an lvalue the thread's own: a local, a by-value parameter, a
 * member of an object in registers, reached directly, through a pointer
 * that points at one, or through what a call on such returns?  Registers,
 * not memory: no request (memory.c asks before it counts an access).
 */
#include "fe.h"

/*
 * Is c, under members, subscripts and parentheses, a variable of the
 * thread's own: a local (not __shared__, not __constant__, not at file
 * scope) or a by-value parameter?  A reference is only where it was bound
 * to one (struct local's thread_own): it may be bound to shared or global
 * memory.
 */
int memory_local_root(struct fe *fe, CXCursor c)
{
	CXCursor s = cx_strip(c), kids[2], d;
	enum CXCursorKind k;
	struct local l;
	CXType t;

	for (;;) {
		k = clang_getCursorKind(s);
		if (k == CXCursor_ArraySubscriptExpr && cx_children(s, kids, 2) == 2) {
			/* the array side, before it decays; through a pointer
			 * it is memory, not ours */
			CXCursor b0 = cx_strip(kids[0]), b1 = cx_strip(kids[1]);
			if (cx_is_array(clang_getCursorType(b0)))
				s = b0;
			else if (cx_is_array(clang_getCursorType(b1)))
				s = b1;
			else
				return 0;
		} else if (k == CXCursor_MemberRefExpr && cx_children(s, kids, 1) == 1 &&
			   !cx_is_pointer(clang_getCursorType(kids[0]))) {
			s = cx_strip(kids[0]);
		} else {
			break;
		}
	}
	if (k != CXCursor_DeclRefExpr)
		return 0;
	d = clang_getCursorReferenced(s);
	t = clang_getCursorType(d);
	if (clang_getCursorKind(d) != CXCursor_VarDecl && clang_getCursorKind(d) != CXCursor_ParmDecl)
		return 0;
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		return scope_find(fe, d, &l) >= 0 && l.thread_own;
	if (cx_is_pointer(t))
		return 0;
	if (cx_is_shared_var(d) || cx_has_attr(d, CXCursor_CUDAConstantAttr) ||
	    cx_has_attr(d, CXCursor_CUDADeviceAttr))
		return 0;
	if (clang_getCursorKind(d) == CXCursor_VarDecl &&
	    (clang_getCursorSemanticParent(d).kind == CXCursor_TranslationUnit ||
	     clang_getCursorSemanticParent(d).kind == CXCursor_Namespace ||
	     clang_Cursor_getStorageClass(d) == CX_SC_Static))
		return 0;
	return 1;
}

/*
 * Is e a member reached through a pointer local that points at the
 * thread's own (`derived->parameters.resolution`, derived a CRTP base's
 * `static_cast<const D *>(this)` on registers)?
 */
static int through_own_pointer(struct fe *fe, CXCursor e)
{
	CXCursor b = cx_strip(e), base[1];
	struct ptr p;

	while (clang_getCursorKind(b) == CXCursor_MemberRefExpr && cx_children(b, base, 1) == 1 &&
	       !cx_is_pointer(clang_getCursorType(base[0])))
		b = cx_strip(base[0]);
	if (clang_getCursorKind(b) != CXCursor_MemberRefExpr || cx_children(b, base, 1) != 1 ||
	    !cx_is_pointer(clang_getCursorType(base[0])) ||
	    clang_getCursorKind(cx_strip(base[0])) != CXCursor_DeclRefExpr)
		return 0;
	memory_pointer(fe, base[0], &p);
	return p.kind == OBJ_LOCAL;
}

/*
 * Is lvalue e, which is no memory, the thread's own: a local, a member of
 * the object a followed method is called on where that object is in
 * registers, or what a call returns on such an object?
 */
int memory_thread_own(struct fe *fe, CXCursor e)
{
	CXCursor s = cx_strip(e), kids[2];

	/* under subscripts and members, an implicit this; *this */
	while ((clang_getCursorKind(s) == CXCursor_ArraySubscriptExpr && cx_children(s, kids, 2) == 2) ||
	       (clang_getCursorKind(s) == CXCursor_MemberRefExpr && cx_children(s, kids, 1) == 1) ||
	       (clang_getCursorKind(s) == CXCursor_UnaryOperator &&
		clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref &&
		cx_children(s, kids, 1) == 1 &&
		clang_getCursorKind(cx_strip(kids[0])) == CXCursor_CXXThisExpr))
		s = cx_strip(kids[0]);
	if (through_own_pointer(fe, e))
		return 1;
	/* `a < b ? b : a` of two of the thread's own (a min by reference) */
	if (clang_getCursorKind(s) == CXCursor_ConditionalOperator) {
		CXCursor arms[3];
		return cx_children(s, arms, 3) == 3 && memory_thread_own(fe, arms[1]) &&
		       memory_thread_own(fe, arms[2]);
	}
	return memory_local_root(fe, e) ||
	       ((clang_getCursorKind(s) == CXCursor_MemberRefExpr ||
		 clang_getCursorKind(s) == CXCursor_CXXThisExpr) &&
		fe->kn->frame->this_is == THIS_REGISTERS) ||
	       /* a reference a call returns that is not followed (an
		* assignment of a class, `*this = ...`) made on the thread's own */
	       (clang_getCursorKind(s) == CXCursor_CallExpr && call_on_thread_own(fe, s));
}
