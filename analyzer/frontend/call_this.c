/*
 * call_this.c - the object a followed method or constructor is called on:
 * a local struct whose members are tracked (or a struct member of one),
 * a followed call's struct result, the kernel's struct parameter; the
 * members a constructor's initializers set; and what a call not followed
 * leaves of a tracked struct it was handed.
 */
#include "fe.h"

/*
 * The object a method is called on, `object`: a local variable whose
 * members are tracked (structs.c) gives the frame its `this`; so does
 * `this` in a method followed on one.
 */
static int this_tracked(struct fe *fe, CXCursor object, struct fe_frame *frame)
{
	CXCursor s = cx_strip(object), var;

	if (clang_getCursorKind(s) == CXCursor_CXXThisExpr) {
		frame->this_tracked = fe->kn->frame->this_tracked;
		frame->this_var = fe->kn->frame->this_var;
		frame->this_outer = fe->kn->frame->this_outer;
		return frame->this_tracked;
	}
	/* a struct member of one (`t.data.get()`): the variable, `this` its
	 * members inside outer */
	if (clang_getCursorKind(s) == CXCursor_MemberRefExpr) {
		const char *outer;
		if (structs_object(fe, s, &var, &outer) < 0)
			return 0;
		frame->this_tracked = 1;
		frame->this_var = var;
		frame->this_outer = outer;
		return 1;
	}
	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return 0;
	var = clang_getCursorReferenced(s);
	if (!structs_has_members(fe, var))
		return 0;
	frame->this_tracked = 1;
	frame->this_var = var;
	return 1;
}

/*
 * The object a method is called on is the struct a followed call
 * returns (`acc[b][t]`: the row accessor `acc[b]` returns, indexed): the
 * call is followed into its temporary (call_struct), and that is the
 * frame's `this`.
 */
static int this_returned(struct fe *fe, CXCursor object, struct fe_frame *frame)
{
	CXCursor s = cx_strip(object), temp, kid;

	/* a temporary built in place (`Sub<T, 2>(data_)[i]`): its
	 * constructor followed into it */
	if (clang_getCursorKind(s) == CXCursor_CXXFunctionalCastExpr && cx_children(s, &kid, 1) == 1)
		s = cx_strip(kid);
	if (clang_getCursorKind(s) == CXCursor_CallExpr &&
	    clang_getCursorKind(clang_getCursorReferenced(s)) == CXCursor_Constructor &&
	    structs_type_tracked(cx_canon(clang_getCursorType(s)))) {
		structs_declare(fe, s, cx_text(fe, s), clang_getNullCursor(), 0);
		if (call_construct(fe, s, s, NULL))
			return 0;
		frame->this_is = THIS_REGISTERS;
		frame->this_tracked = 1;
		frame->this_var = s;
		return 1;
	}
	if (clang_getCursorKind(s) != CXCursor_CallExpr || call_struct(fe, s, &temp) != 0)
		return 0;
	frame->this_is = THIS_REGISTERS;
	frame->this_tracked = 1;
	frame->this_var = temp;
	return 1;
}

/*
 * The object `object` method def is called on, for its frame: where it
 * is (memory or registers), and whose members it reads: a tracked
 * variable's (a lambda is never one, structs.c), a followed call's
 * result, or, for a const method of the kernel's struct parameter or of
 * a struct in it, the parameter's.
 */
void call_method_object(struct fe *fe, CXCursor object, CXCursor def, struct fe_frame *frame)
{
	frame->this_is = memory_object(fe, object, &frame->this_ptr);
	if (!this_tracked(fe, object, frame) && !this_returned(fe, object, frame) &&
	    (clang_CXXMethod_isConst(def) || !cx_method_stores_members(def)) &&
	    structs_param_view(fe, object)) {
		frame->this_tracked = 1;
		frame->this_var = object;
	}
}

/*
 * An argument that is the address of a local struct whose members are
 * tracked (`&tile`, or `this` in a method called on one), or a pointer
 * parameter already bound to one (handed on to a nested helper): *var is
 * the variable its members are under.
 */
int call_struct_address(struct fe *fe, CXCursor arg, CXCursor *var,
				  const char **outer)
{
	CXCursor s = cx_strip(arg), x;

	/* `this` in a method or constructor followed on a tracked local
	 * (`init_common(this, comm)` in a constructor) */
	if (clang_getCursorKind(s) == CXCursor_CXXThisExpr) {
		if (!fe->kn->frame->this_tracked)
			return 0;
		*var = fe->kn->frame->this_var;
		*outer = fe->kn->frame->this_outer;
		return structs_has_members(fe, *var);
	}
	if (clang_getCursorKind(s) == CXCursor_UnaryOperator &&
	    clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_AddrOf &&
	    cx_children(s, &x, 1) == 1)
		s = cx_strip(x);
	else if (!cx_is_pointer(clang_getCursorType(s)))
		return 0;
	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return 0;
	*var = clang_getCursorReferenced(s);
	*outer = NULL;
	return structs_has_members(fe, *var);
}

/*
 * A method called on a tracked local was not followed: its members are
 * what the method left, not known.
 */
void call_this_not_followed(struct fe *fe, CXCursor c, const char *why)
{
	struct fe_frame frame = { 0 };
	CXCursor kids[1], callee = clang_getCursorReferenced(c);
	int i;

	if (cx_children(c, kids, 1) == 1 &&
	    clang_getCursorKind(kids[0]) == CXCursor_MemberRefExpr &&
	    cx_children(kids[0], kids, 1) == 1 && this_tracked(fe, kids[0], &frame))
		structs_clobber(fe, c, frame.this_var, why);
	/* and a tracked local passed by reference: what the call did to it */
	for (i = 0; i < clang_Cursor_getNumArguments(c); i++) {
		CXCursor a = cx_strip(clang_Cursor_getArgument(c, (unsigned)i)), var;
		const char *outer;
		CXType pt = i < clang_Cursor_getNumArguments(callee)
			    ? clang_getCursorType(clang_Cursor_getArgument(callee, (unsigned)i))
			    : clang_getCursorType(a);
		/* (a struct member of one: the whole variable) */
		if (pt.kind == CXType_LValueReference && structs_object(fe, a, &var, &outer) == 0)
			structs_clobber(fe, c, var, why);
		/* or by its address */
		else if (cx_is_pointer(pt) && call_struct_address(fe, a, &var, &outer))
			structs_clobber(fe, c, var, why);
	}
}

/*
 * A call to a function whose body returns only at its end (an index
 * helper, a load through a pointer, a warp reduction's loop) is followed: its
 * parameters become locals bound to the arguments, its body is translated
 * in place, and the value returned is that of the last statement.  A body
 * that returns early, a recursive call, or a function without a body is
 * not followed; the reason goes into the unknown value.
 */

/*
 * A constructor's initializers (`View(float *p, int m) : Base(p), d(p),
 * n(m) {}`), in the order it lists them: a base's constructor, followed
 * with var as its object, sets the base's members; a member's sets it,
 * the parameters bound.  libclang gives each as a reference to the base
 * type or the member, followed by its expression.
 */
void call_member_initializers(struct fe *fe, CXCursor at, CXCursor def, CXCursor var,
				const char *outer)
{
	CXCursor kids[MAX_CHILDREN];
	int i, n = cx_children(def, kids, MAX_CHILDREN);

	for (i = 0; i + 1 < n; i++) {
		enum CXCursorKind k = clang_getCursorKind(kids[i]);
		if (k == CXCursor_MemberRef && clang_isExpression(clang_getCursorKind(kids[i + 1]))) {
			structs_set_member(fe, at, var, outer, clang_getCursorReferenced(kids[i]),
					   kids[i + 1]);
			i++;
		} else if (k == CXCursor_TypeRef &&
			   clang_getCursorKind(cx_strip(kids[i + 1])) == CXCursor_CallExpr &&
			   clang_getCursorKind(clang_getCursorReferenced(cx_strip(kids[i + 1]))) ==
				   CXCursor_Constructor) {
			call_construct(fe, cx_strip(kids[i + 1]), var, outer);
			i++;
		}
	}
}
