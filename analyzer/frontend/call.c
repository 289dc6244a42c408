/*
 * call.c - calls: atomics, loads and stores through intrinsics, and the
 * __device__ functions, conversion operators and lambdas that are
 * followed into.  The integer built-ins (min and max, ballots, __popc,
 * shuffles, ...) are intrinsics.c's.
 *
 * A followed call is lowered in place: its parameters become locals bound
 * to the arguments (evaluated in the caller), its body is lowered in a
 * frame of its own (struct fe_frame) linked to the caller's, and its
 * return value goes to a slot the caller reads; a pointer returned is a
 * byte offset there, into the object its return statement names.  A
 * lambda's captures by copy are lambdas.c's.
 */
#include "fe.h"
#include "fields.h"

#include <ctype.h>

#include <string.h>

/*
 * The reason of an unknown value inside e, the one that says most of why
 * a function of e is unknown: a value a load read first (data), else the
 * first found; NULL where e holds none.
 */
static const char *unknown_inside(const struct ir_expr *e, int depth, const char **first)
{
	const char *r;

	if (!e || depth > 64)
		return NULL;
	if (e->op == IR_UNKNOWN) {
		if (e->loaded && e->reason)
			return e->reason;
		if (!*first)
			*first = e->reason;
		return NULL;
	}
	if ((r = unknown_inside(e->a, depth + 1, first)) != NULL ||
	    (r = unknown_inside(e->b, depth + 1, first)) != NULL)
		return r;
	return unknown_inside(e->c, depth + 1, first);
}

static const char *args_unknown(struct ir_expr *const *args, int n)
{
	const char *first = NULL, *r;
	int i;

	for (i = 0; i < n; i++)
		if ((r = unknown_inside(args[i], 0, &first)) != NULL)
			return r;
	return first;
}

/*
 * A struct parameter by reference whose members are tracked, bound to the
 * caller's struct of the thread's own: the parameter names registers too,
 * so that an array member it hands on (`eval(p.coeffs)`) is the thread's.
 */
static void thread_own_reference(struct fe *fe, CXCursor parm, CXCursor arg)
{
	int li;

	/* scope_add may move the locals: the index first, then the element */
	if (expr_binds_thread_own(fe, arg)) {
		li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
		fe->kn->locals[li].thread_own = 1;
	}
}

/*
 * An argument that is the address of a local of the caller, a scalar or
 * a pointer (`&x`), or a parameter already bound to one (handed on to a
 * nested helper): 1 + that local's index, else 0.
 */
static int address_of_local(struct fe *fe, CXCursor arg)
{
	CXCursor s = cx_strip(arg), x;
	struct local l;
	int li;

	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr)
		return scope_alias_of(fe, s);
	if (clang_getCursorKind(s) != CXCursor_UnaryOperator ||
	    clang_getCursorUnaryOperatorKind(s) != CXUnaryOperator_AddrOf ||
	    cx_children(s, &x, 1) != 1)
		return 0;
	li = expr_local_of(fe, x, &l);
	if (li < 0 || l.is_reference || l.kind == OBJ_FRAME ||
	    (!l.is_pointer && cx_ctype(clang_getCursorType(x)) < 0))
		return 0;
	return li + 1;
}

/*
 * The expression parameter parm is bound to by argument arg: arg, or,
 * where the call leaves it to the declaration's default (`const dim3 tid
 * = threadIdx`, which libclang gives as an expression with nothing in
 * it), that default, which names nothing of the callee's.
 */
static CXCursor default_argument(CXCursor parm, CXCursor arg)
{
	CXCursor kids[MAX_CHILDREN];
	int i, n;

	if (clang_getCursorKind(arg) != CXCursor_UnexposedExpr || cx_children(arg, kids, 1) != 0)
		return arg;
	n = cx_children(parm, kids, MAX_CHILDREN);
	for (i = n - 1; i >= 0; i--)
		if (clang_isExpression(clang_getCursorKind(kids[i])))
			return kids[i];
	return arg;
}

static const char *follow_call(struct fe *fe, CXCursor c, CXCursor def, struct ir_expr **value,
			       struct ptr *pointer, CXCursor ret_struct)
{
	CXCursor kids[MAX_CHILDREN], body, *stmts, taken = clang_getNullCursor(), sw = clang_getNullCursor();
	struct fe_kernel *kn = fe->kn;
	struct fe_frame frame = { 0 }, *f;
	int i, n, nargs = clang_Cursor_getNumArguments(c), has_body = 0, r, skip = 0;
	int ret_slot = -1, unstructured, npre = 0, sw_parm = 0;
	CXType rt = clang_getCursorResultType(def);
	struct arena_mark mark;
	/* parameters bound to elements of the caller's small arrays, written
	 * back after the body */
	struct {
		struct ptr at;
		int slot;
		enum ctype type;
	} back[MAX_WRITE_BACK];
	int nback = 0;

	for (f = kn->frame; f->caller; f = f->caller)
		if (clang_equalCursors(f->fn, def))
			return "the function calls itself";
	if (kn->frame->calls == MAX_CALLS)
		return arena_printf(fe->A, "calls nest more than %d deep", MAX_CALLS);
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
	 * each return ends its list or a branch of an if (stmt_returns_structured:
	 * `if (v >= hi) return hi - 1; return v;` is the if with the rest as
	 * its else) */
	mark = arena_mark(&kn->lists);
	stmts = cx_children_all(&kn->lists, body, &n);
	for (i = 0; i < n && clang_getCursorKind(stmts[i]) != CXCursor_GotoStmt; i++)
		;
	arena_rewind(&kn->lists, mark);
	if (i < n)
		return "the function's body has a goto";
	/* a return inside a loop or a switch: a flag says where a lane has
	 * returned, for a value or for none (a pointer's object, a struct's
	 * members are not merged across returns) */
	unstructured = !stmt_returns_structured(fe, body);
	/* a call through operator() (a lambda, a function object) lists the
	 * object first: the parameters bind to the arguments after it */
	if (clang_getCursorKind(def) == CXCursor_CXXMethod &&
	    nargs == clang_Cursor_getNumArguments(def) + 1)
		skip = 1;
	if (unstructured && (pointer || !clang_Cursor_isNull(ret_struct))) {
		/* a switch of returns: the arm a constant takes, or for a
		 * reference, each arm's place chosen in the simulation */
		sw = switch_on_parameter(fe, def, body, &npre, &sw_parm);
		if (!clang_Cursor_isNull(sw))
			taken = switch_taken(fe, c, sw, sw_parm, skip);
		if (clang_Cursor_isNull(taken) &&
		    (clang_Cursor_isNull(sw) || !pointer || rt.kind != CXType_LValueReference))
			return "the function returns from inside a loop or a switch";
		unstructured = 0;
	}
	frame.nlocals = kn->nlocals;
	/* a method's members are its object's: in registers (a packed value,
	 * a temporary) they are no memory access */
	if ((clang_getCursorKind(def) == CXCursor_CXXMethod ||
	     clang_getCursorKind(def) == CXCursor_ConversionFunction) && !clang_CXXMethod_isStatic(def)) {
		if (skip) {
			/* an operator (`v[i]`, `m(r, c)`, a tensor accessor's
			 * `acc[b]`) */
			call_method_object(fe, clang_Cursor_getArgument(c, 0), def, &frame);
		}
		else if (cx_children(c, kids, 1) == 1 &&
			 clang_getCursorKind(kids[0]) == CXCursor_MemberRefExpr &&
			 cx_children(kids[0], kids, 1) == 1) {
			call_method_object(fe, kids[0], def, &frame);
		} else {
			/* a method called on `this`, implicitly */
			frame.this_is = kn->frame->this_is;
			frame.this_ptr = kn->frame->this_ptr;
			frame.this_tracked = kn->frame->this_tracked;
			frame.this_var = kn->frame->this_var;
			frame.this_outer = kn->frame->this_outer;
		}
	}
	/* a constructor building a tracked variable: its members are the
	 * variable's (call_construct) */
	if (clang_getCursorKind(def) == CXCursor_Constructor && !clang_Cursor_isNull(kn->constructing)) {
		frame.this_is = THIS_REGISTERS;
		frame.this_tracked = 1;
		frame.this_var = kn->constructing;
		frame.this_outer = kn->constructing_outer;
		kn->constructing = clang_getNullCursor();
	}
	/* parameters: bound to the arguments, evaluated in the caller */
	for (i = 0; i + skip < nargs && i < clang_Cursor_getNumArguments(def); i++) {
		CXCursor parm = clang_Cursor_getArgument(def, i),
			 arg = default_argument(parm, clang_Cursor_getArgument(c, i + skip));
		CXType pt = clang_getCursorType(parm);
		/* an integer by reference: `int &ai`, `const int &n` */
		int ref_int = pt.kind == CXType_LValueReference &&
			      cx_ctype(clang_getPointeeType(pt)) >= 0;
		/* an integer by rvalue reference (a forwarding reference bound
		 * to a temporary: std::pair's `pair(_U1 &&x, _U2 &&y)`): its
		 * value */
		int rref_int = pt.kind == CXType_RValueReference &&
			       cx_ctype(clang_getPointeeType(pt)) >= 0;
		/* a pointer by reference: `scalar_t *&grad`, `const T *&data` */
		int ref_ptr = pt.kind == CXType_LValueReference &&
			      cx_is_pointer(clang_getPointeeType(pt));
		int li;
		struct local al;
		CXCursor var;
		const char *outer;

		/* the kernel's struct by value or by reference: its arrays'
		 * elements are the same for every thread (memory.c) */
		scope_note_param_copy(fe, parm, arg);
		/* ... to a local of the caller: that local under the
		 * parameter's name, so that what the helper writes there the
		 * caller reads */
		int ref_int_local = (ref_int || ref_ptr) && expr_local_of(fe, arg, &al) >= 0 &&
				    al.is_pointer == ref_ptr && (ref_ptr || al.kind != OBJ_FRAME);
		struct ptr p;

		if (ref_int_local) {
			al.decl = parm;
			al.name = cx_string(fe, clang_getCursorSpelling(parm));
			/* bound to a member of a tracked struct (`this->stride`):
			 * the parameter is a plain local on the member's slot */
			al.is_member = 0;
			al.field = clang_getNullCursor();
			al.outer = NULL;
			al.element = 0;
			/* its address is registers: `((uint2 *)&a)[0]` */
			al.thread_own = 1;
			scope_push(fe, &al);
			continue;
		}
		/* ... to an element of a small array of the caller's own
		 * (`divmod(n, q[i][j], r[i][j])`, arrays.c): the element's value
		 * in, and the parameter's value written back to it after the
		 * body (the body returns only at its end) */
		if (ref_int && !clang_isConstQualifiedType(clang_getPointeeType(pt)) &&
		    nback < MAX_WRITE_BACK &&
		    clang_getCursorKind(cx_strip(arg)) == CXCursor_ArraySubscriptExpr &&
		    memory_lvalue(fe, cx_strip(arg), &back[nback].at) == 0) {
			struct ir_expr *v = arrays_read(fe, &back[nback].at);

			if (v) {
				back[nback].type = (enum ctype)cx_ctype(clang_getPointeeType(pt));
				li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
				/* the caller's element: its address is registers */
				fe->kn->locals[li].thread_own = 1;
				back[nback].slot = scope_slot(fe, li);
				fe->kn->binding = 1;
				scope_assign(fe, arg, back[nback].slot, ir_cast(fe->A, back[nback].type, v));
				fe->kn->binding = 0;
				nback++;
				continue;
			}
		}
		/* ... to a struct of the caller's whose members are tracked:
		 * those members under the parameter's name */
		if (pt.kind == CXType_LValueReference && structs_object(fe, arg, &var, &outer) == 0 &&
		    structs_alias(fe, parm, var, outer) == 0) {
			thread_own_reference(fe, parm, arg);
			continue;
		}
		/* ... to the kernel's struct parameter or a struct in it
		 * (faiss's `row(TT &t, int i)` on a tensor parameter), whose
		 * members the helper does not assign: a view of the parameter's
		 * members under the parameter's name, as a method's object
		 * is (structs_param_view) */
		if (pt.kind == CXType_LValueReference && !cx_stored_within(def, parm) &&
		    structs_param_bind(fe, parm, arg))
			continue;
		/* ... a pointer to one (`&tile`, or a parameter already bound
		 * so): `t->base` and `t->method()` are the caller's members */
		if (cx_is_pointer(pt) && call_struct_address(fe, arg, &var, &outer) &&
		    structs_alias(fe, parm, var, outer) == 0) {
			/* its other members (a float3, an array) are the
			 * thread's own too: registers, not memory */
			li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
			scope_point(fe, li, OBJ_LOCAL, 0);
			continue;
		}
		/* a reference bound to memory: that memory, read where used */
		if (pt.kind == CXType_LValueReference && !ref_int_local &&
		    expr_binds_memory(fe, arg, &p)) {
			li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
			fe->kn->binding = 1;
			scope_bind_reference(fe, li, arg, &p);
			fe->kn->binding = 0;
			continue;
		}
		/* a pointer to a caller's local scalar or pointer (`&offset`,
		 * `&ptr`, an out-parameter): `*p` is that local */
		if (cx_is_pointer(pt) && (al.alias_of = address_of_local(fe, arg)) > 0) {
			li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
			/* the thread's own: any other use (`p[1]`, a cast) reads
			 * registers, not shared or global memory */
			scope_point(fe, li, OBJ_LOCAL, 0);
			fe->kn->locals[li].alias_of = al.alias_of;
			continue;
		}
		/* the arguments are the caller's, its assumptions included; the
		 * parameters are the helper's, which they do not name */
		if (cx_is_pointer(pt)) {
			memory_pointer(fe, arg, &p);
			li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
			scope_point(fe, li, p.kind, p.index);
			memory_bind_table(fe, li, def, parm, arg, &p);
			/* bound to nullptr (an optional output): `if (p)` is false */
			scope_null_slot(fe, li, arg, arg, p.null);
			fe->kn->binding = 1;
			scope_assign(fe, arg, scope_slot(fe, li), p.kind != OBJ_NONE ? p.offset
				    : ir_unknown(fe->A, CT_I64, p.why))->declares = 1;
			fe->kn->binding = 0;
		} else if (cx_ctype(pt) >= 0 || rref_int ||
			   (ref_int && clang_isConstQualifiedType(clang_getPointeeType(pt)))) {
			/* by value, or by const or rvalue reference: the value */
			enum ctype vt = (enum ctype)cx_ctype(ref_int || rref_int ? clang_getPointeeType(pt)
									     : pt);
			struct ir_expr *v = expr_lower(fe, arg);
			int shared_of;
			li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
			shared_of = asm_shared_object(fe, arg) + 1;   /* before the element: it may move */
			fe->kn->locals[li].shared_of = shared_of;
			fe->kn->binding = 1;
			scope_assign(fe, arg, scope_slot(fe, li), ir_cast(fe->A, vt, v));
			fe->kn->binding = 0;
		} else if ((pt.kind != CXType_LValueReference ||
			    clang_isConstQualifiedType(clang_getPointeeType(pt))) &&
			   !expr_struct_loaded(fe, arg) && structs_tracked(parm)) {
			/* a struct by value or by const reference, not loaded
			 * from memory: its members as a copy of the argument's */
			structs_declare(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)),
					arg, 1);
			if (pt.kind == CXType_LValueReference)
				thread_own_reference(fe, parm, arg);
		} else {
			expr_lower(fe, arg);
			li = scope_add(fe, parm, cx_string(fe, clang_getCursorSpelling(parm)));
			/* a struct of the caller's own by reference: its address is registers */
			fe->kn->locals[li].thread_own = pt.kind == CXType_LValueReference &&
							expr_binds_thread_own(fe, arg);
			scope_struct_from(fe, parm, expr_struct_loaded(fe, arg));
		}
	}
	r = pointer && (cx_is_pointer(rt) || rt.kind == CXType_LValueReference) ? CT_I64
									     : cx_ctype(rt);
	if (r >= 0) {
		/* named as the call is written, for the reasons that mention it */
		const char *call_text = cx_text(fe, c);
		const char *fn = cx_string(fe, clang_getCursorSpelling(def));
		int li = scope_add(fe, def, (strchr(call_text, '(') || !strncmp(fn, "operator", 8)) &&
						    strlen(call_text) <= 60
				? call_text
				: arena_printf(fe->A, "%s.return", fn));
		ret_slot = scope_slot(fe, li);
		/* a pointer returned: a byte offset, into the object the
		 * return statement names (stmt.c sets frame.ret_kind) */
		if (pointer) {
			scope_point(fe, li, OBJ_NONE, 0);
			frame.ret_pointer = 1;
			frame.ret_kind = OBJ_NONE;
		}
		/* a reference to an integer: its value too, where it is the
		 * thread's own (the return statement sets it) */
		if (pointer && value && rt.kind == CXType_LValueReference &&
		    cx_ctype(clang_getPointeeType(rt)) >= 0) {
			frame.ret_value = scope_new_slot(fe, arena_printf(fe->A, "%s.value", fn)) + 1;
			fe->kn->binding = 1;
			scope_assign(fe, c, frame.ret_value - 1,
				     ir_unknown(fe->A, (enum ctype)cx_ctype(clang_getPointeeType(rt)),
						"the function returns no value"));
			fe->kn->binding = 0;
		}
		fe->kn->binding = 1;
		scope_assign(fe, c, ret_slot, ir_unknown(fe->A, (enum ctype)r,
							"the function returns no value"));
		fe->kn->binding = 0;
	}
	if (unstructured) {
		int z = scope_new_slot(fe, arena_printf(fe->A, "%s.returned",
							cx_string(fe, clang_getCursorSpelling(def))));
		scope_assign(fe, c, z, ir_const(fe->A, CT_I32, 0));
		frame.returned_slot = z + 1;
		frame.loop_base = kn->loop_depth;
	}
	/* the body is lowered in a frame of its own, which starts with no
	 * assumption lines: the caller's do not reach into the helper */
	frame.caller = kn->frame;
	frame.fn = def;
	frame.ret_struct = ret_struct;
	frame.calls = kn->frame->calls + 1;
	frame.call_site = kn->frame->caller ? kn->frame->call_site : cx_loc(fe, c);
	frame.call = kn->frame->caller ? kn->frame->call : c;
	frame.has_user_call = cx_in_user_file(fe, c) || kn->frame->has_user_call;
	frame.user_call = cx_in_user_file(fe, c) ? c : kn->frame->user_call;
	frame.ret = ret_slot;
	frame.ret_type = r >= 0 ? (enum ctype)r : CT_I32;
	kn->frame = &frame;
	if (skip)
		lambdas_shadow_captures(fe, clang_Cursor_getArgument(c, 0));
	if (frame.this_tracked && clang_getCursorKind(def) == CXCursor_Constructor)
		call_member_initializers(fe, c, def, frame.this_var, frame.this_outer);
	if (clang_Cursor_isNull(sw)) {
		stmt_lower(fe, body);
	} else {
		/* the statements before the switch, then the arm taken, or
		 * each arm's place */
		CXCursor *pre;
		mark = arena_mark(&kn->lists);
		pre = cx_children_all(&kn->lists, body, &i);
		for (i = 0; i < npre; i++)
			stmt_lower(fe, pre[i]);
		arena_rewind(&kn->lists, mark);
		if (!clang_Cursor_isNull(taken))
			stmt_lower(fe, taken);
		else
			switch_select(fe, sw);
	}
	for (i = 0; i < nback; i++)
		arrays_store(fe, c, &back[i].at, ir_leaf(fe->A, IR_LOCAL, back[i].type, back[i].slot));
	/* out of scope now: the parameters, the captures' shadows, the body's
	 * locals (a name looked up later must find the caller's) */
	kn->nlocals = frame.nlocals;
	kn->frame = frame.caller;
	if (pointer) {
		memset(pointer, 0, sizeof(*pointer));
		pointer->kind = frame.ret_kind;
		pointer->index = frame.ret_index;
		pointer->offset = ir_leaf(fe->A, IR_LOCAL, CT_I64, ret_slot);
		pointer->why = frame.ret_kind == OBJ_NONE ? frame.ret_why : NULL;
		if (!pointer->why && frame.ret_kind == OBJ_NONE)
			pointer->why = "the function returns no pointer";
		if (value)
			*value = frame.ret_value
				? ir_leaf(fe->A, IR_LOCAL, (enum ctype)cx_ctype(clang_getPointeeType(rt)),
					  frame.ret_value - 1)
				: NULL;
		return NULL;
	}
	if (value)
		*value = ret_slot >= 0 ? ir_leaf(fe->A, IR_LOCAL, (enum ctype)r, ret_slot)
			     : expr_unknown(fe, "index depends on a non-integer value");
	return NULL;
}

/* Is the callee a __device__ function (a lambda, an operator, a
 * constexpr function) to follow? */
static int followable(struct fe *fe, CXCursor callee, CXCursor def, const char *name)
{
	enum CXCursorKind k = clang_getCursorKind(callee);

	/* a lambda's operator() carries no attribute: it is device code
	 * wherever the kernel calls it */
	return (k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod ||
		k == CXCursor_ConversionFunction) && !clang_Cursor_isNull(def) &&
	       (cx_has_attr(def, CXCursor_CUDADeviceAttr) || cx_has_attr(def, CXCursor_CUDAHostAttr) ||
		!strcmp(name, "operator()") || cx_is_constexpr(fe, def)) &&
	       strncmp(name, "__", 2) && strcmp(name, "min") && strcmp(name, "max");
}

/* Is call c's callee one to follow?  *def its definition. */
static int call_followable(struct fe *fe, CXCursor c, CXCursor *def)
{
	CXCursor callee = clang_getCursorReferenced(c);

	*def = clang_getCursorDefinition(callee);
	return followable(fe, callee, *def, cx_string(fe, clang_getCursorSpelling(c)));
}

/*
 * Where the lvalue a call returns by reference is (`operator[]` of a
 * fragment struct: `return elems[i]`): the followed function's return
 * statement says, as for a pointer (the registers of the object it is
 * called on, or memory).  0 when followed, with *out its object (OBJ_NONE
 * where not known); -1 when the call is not one to follow, and nothing
 * is lowered.
 */
int call_reference(struct fe *fe, CXCursor c, struct ptr *out, struct ir_expr **value)
{
	CXCursor def;

	if (value)
		*value = NULL;
	if (!call_followable(fe, c, &def) ||
	    clang_getCursorResultType(def).kind != CXType_LValueReference)
		return -1;
	memset(out, 0, sizeof(*out));
	if (follow_call(fe, c, def, value, out, clang_getNullCursor())) {
		memset(out, 0, sizeof(*out));
		out->kind = OBJ_NONE;
		out->why = "the reference a call returns is not followed";
		/* not followed (a switch of returns: a vector's operator[]),
		 * but called on nothing but the thread's own: the reference
		 * is into the thread's own too */
		if (call_on_thread_own(fe, c))
			memory_point_local(fe, out);
		return 1;
	}
	return 0;
}

/* Is call c one that call_lower follows into (a __device__ function)? */
int call_is_followable(struct fe *fe, CXCursor c)
{
	CXCursor def;

	return call_followable(fe, c, &def);
}

/* Is expression e the thread's own: a local or a part of one, a
 * temporary (a value a call returns, a constructed object), a literal,
 * or the object of a method called on such? */
int call_operand_thread_own(struct fe *fe, CXCursor e)
{
	CXCursor s = cx_strip(e), kids[2];
	enum CXCursorKind k;
	CXType t = clang_getCursorType(s);

	if (memory_local_root(fe, s))
		return 1;
	/* members of `this` and `*this` in a method called on registers */
	for (;;) {
		k = clang_getCursorKind(s);
		if (k == CXCursor_MemberRefExpr && cx_children(s, kids, 1) == 1 &&
		    !cx_is_pointer(clang_getCursorType(kids[0])))
			s = cx_strip(kids[0]);
		else if (k == CXCursor_UnaryOperator &&
			 clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref &&
			 cx_children(s, kids, 1) == 1 &&
			 clang_getCursorKind(cx_strip(kids[0])) == CXCursor_CXXThisExpr)
			s = cx_strip(kids[0]);
		else
			break;
	}
	if (k == CXCursor_CXXThisExpr || (k == CXCursor_MemberRefExpr && cx_children(s, kids, 1) == 0))
		return fe->kn->frame->this_is == THIS_REGISTERS;
	switch (k) {
	case CXCursor_IntegerLiteral: case CXCursor_FloatingLiteral: case CXCursor_CharacterLiteral:
	case CXCursor_CXXBoolLiteralExpr: case CXCursor_CXXNullPtrLiteralExpr:
		return 1;
	case CXCursor_CallExpr: case CXCursor_CXXFunctionalCastExpr:
		/* by value (a constructor, a function's result, `vec3(v)`):
		 * a temporary */
		if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
			/* a reference returned by a call made on nothing but
			 * the thread's own (`std::max(v, lo)` inside
			 * `std::clamp`): into the thread's own too */
			return k == CXCursor_CallExpr && call_on_thread_own(fe, s);
		return !cx_is_pointer(t);
	case CXCursor_BinaryOperator: case CXCursor_UnaryOperator:
		/* arithmetic on values (not a pointer, not *p) */
		return !cx_is_pointer(t) && cx_ctype(t) >= 0 &&
		       !(k == CXCursor_UnaryOperator &&
			 clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref);
	default:
		return 0;
	}
}

int call_on_thread_own(struct fe *fe, CXCursor c)
{
	CXCursor kids[2];
	int i, n = clang_Cursor_getNumArguments(c);
	int64_t v;

	if (n < 0)
		return 0;
	/* a method called through a member (`q.at(0)`): its object */
	if (cx_children(c, kids, 1) == 1 && clang_getCursorKind(kids[0]) == CXCursor_MemberRefExpr &&
	    cx_children(kids[0], kids, 1) == 1 &&
	    (cx_is_pointer(clang_getCursorType(kids[0])) || !call_operand_thread_own(fe, kids[0])))
		return 0;
	/* every argument that is no plain number: a pointer or a reference
	 * into memory could be what comes back */
	for (i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(c, i);
		CXType t = clang_getCursorType(a);
		if (cx_is_pointer(t))
			return 0;
		if (cx_ctype(t) >= 0 && clang_getCursorKind(cx_strip(a)) != CXCursor_DeclRefExpr &&
		    clang_getCursorKind(cx_strip(a)) != CXCursor_MemberRefExpr &&
		    clang_getCursorKind(cx_strip(a)) != CXCursor_ArraySubscriptExpr)
			continue;
		/* a number with a name: a template's parameter, an enumerator */
		if (cx_ctype(t) >= 0 && cx_fold(a, &v) == 0)
			continue;
		if (!call_operand_thread_own(fe, a))
			return 0;
	}
	return 1;
}

/* Is function f declared in namespace std (or cuda::std)? */
static int in_std(CXCursor f)
{
	return cx_in_namespace(f, "std", 0);
}

/* Is call c through the operator() of a lambda's closure? */
static int lambda_call(CXCursor c)
{
	return clang_Cursor_getNumArguments(c) >= 1 && cx_is_lambda(clang_Cursor_getArgument(c, 0));
}

/* Is v, returned by reference, a struct the thread holds: a member of
 * its object or of a parameter (`rep_.first`), or another such call's? */
static int held(CXCursor v)
{
	CXCursor kid;

	for (;;) {
		v = cx_strip(v);
		switch (clang_getCursorKind(v)) {
		case CXCursor_DeclRefExpr:
		case CXCursor_CallExpr:
		case CXCursor_CXXThisExpr:
			return 1;
		case CXCursor_MemberRefExpr:
			if (cx_children(v, &kid, 1) != 1)
				return 1;   /* the implicit this */
			if (cx_is_pointer(clang_getCursorType(kid)) &&
			    clang_getCursorKind(cx_strip(kid)) != CXCursor_CXXThisExpr)
				return 0;   /* p->x: memory */
			v = kid;
			break;
		default:
			return 0;   /* data[i], *p: memory */
		}
	}
}

static enum CXChildVisitResult return_of_memory(CXCursor c, CXCursor parent, CXClientData data)
{
	CXCursor v;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_LambdaExpr)
		return CXChildVisit_Continue;
	if (clang_getCursorKind(c) != CXCursor_ReturnStmt)
		return CXChildVisit_Recurse;
	if (cx_children(c, &v, 1) == 1 && !held(v)) {
		*(int *)data = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/*
 * A followed function's struct result (`uint2 m = swizzle(bx, by)`,
 * `return make_uint2(...)`): its members in a temporary of the caller's
 * (structs.c), named by the function's cursor, which its return
 * statements set.  0 with *temp that cursor; -1 when the call is not one
 * to follow (nothing is lowered); -2 when following it failed (lowered).
 */
int call_struct(struct fe *fe, CXCursor c, CXCursor *temp)
{
	char *name = cx_string(fe, clang_getCursorSpelling(c));
	CXCursor def;
	CXType rt;

	/* operator() of a lambda (`auto role = [=]() -> pair<R, int> {
	 * ... }();`, a warp's role chosen where it is defined), not of
	 * another function object */
	if (!call_followable(fe, c, &def) || (!strcmp(name, "operator()") && !lambda_call(c)))
		return -1;
	rt = cx_canon(clang_getCursorResultType(def));
	/* a const reference to a struct the thread holds (a tuple's get<>,
	 * a tensor's layout()) reads as a copy: nothing can change it
	 * through it.  One into memory (`return data[i];`) is memory. */
	if (rt.kind == CXType_LValueReference &&
	    clang_isConstQualifiedType(clang_getPointeeType(rt))) {
		int memory = 0;
		clang_visitChildren(def, return_of_memory, &memory);
		if (memory)
			return -1;
		rt = cx_canon(clang_getPointeeType(rt));
	}
	if (rt.kind != CXType_Record || !structs_type_tracked(rt))
		return -1;
	/* an operator's result by what it is called on (`acc[b]`), a
	 * function's by the function */
	structs_declare(fe, def,
			strncmp(name, "operator", 8) ? arena_printf(fe->A, "%s.return", name)
						     : cx_text(fe, c),
			clang_getNullCursor(), 0);
	if (follow_call(fe, c, def, NULL, NULL, def))
		return -2;
	*temp = def;
	return 0;
}

/*
 * `View v(x, n)`: the constructor call c building tracked variable var
 * (or its struct member by the names outer, `rep_(p, l)` in a constructor
 * of var's) is followed, its member initializers and body setting var's
 * members.
 * NULL, or why it was not followed (the members are then as they were).
 */
const char *call_construct(struct fe *fe, CXCursor c, CXCursor var, const char *outer)
{
	CXCursor def;
	const char *why;

	def = clang_getCursorDefinition(fields_inherited_ctor(clang_getCursorReferenced(c)));
	if (clang_getCursorKind(def) != CXCursor_Constructor ||
	    !(cx_has_attr(def, CXCursor_CUDADeviceAttr) || cx_has_attr(def, CXCursor_CUDAHostAttr) ||
	      cx_is_constexpr(fe, def)))
		return "its constructor is not followed";
	fe->kn->constructing = var;
	fe->kn->constructing_outer = outer && outer[0] ? outer : NULL;
	why = follow_call(fe, c, def, NULL, NULL, clang_getNullCursor());
	fe->kn->constructing = clang_getNullCursor();
	fe->kn->constructing_outer = NULL;
	return why;
}

/*
 * Where a call that returns a pointer points: a followed function's
 * return statement says (SharedMemory<T>'s `operator T *()` returning the
 * extern __shared__ array).  Any other call is lowered for what it does,
 * and points nowhere known.
 */
void call_pointer(struct fe *fe, CXCursor c, struct ptr *out)
{
	char *name = cx_string(fe, clang_getCursorSpelling(c));
	CXCursor def;
	const char *why;
	int i;

	if (!call_followable(fe, c, &def) || !cx_is_pointer(clang_getCursorResultType(def))) {
		call_lower(fe, c);
		return;
	}
	why = follow_call(fe, c, def, NULL, out, clang_getNullCursor());
	if (!why)
		return;
	call_this_not_followed(fe, c, why);
	if (!cx_in_cuda_headers(fe, c))
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
			 "call to '%s' is not followed: %s", name, why);
	for (i = 0; i < clang_Cursor_getNumArguments(c); i++)
		expr_lower(fe, clang_Cursor_getArgument(c, i));
	out->kind = OBJ_NONE;
	out->why = arena_printf(fe->A, "pointer comes from a call to '%s' (%s)", name, why);
}

/*
 * A bundled header marks what it declares but does not model with
 * __attribute__((annotate("warpcheck-unmodeled: WHAT"))) (CUB's
 * reductions and scans, its transposes through shared memory): a call
 * to it is named in a note at the kernel's own line, never silently
 * counted as nothing.
 */
static void call_note_unmodeled(struct fe *fe, CXCursor c, CXCursor callee)
{
	static const char tag[] = "warpcheck-unmodeled: ";
	CXCursor kids[MAX_CHILDREN];
	struct diag *d;
	int i, n;

	if (clang_Cursor_isNull(callee) || !cx_in_prelude(callee))
		return;
	n = cx_children(callee, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++) {
		const char *what;
		struct src_loc loc;

		if (clang_getCursorKind(kids[i]) != CXCursor_AnnotateAttr)
			continue;
		what = cx_string(fe, clang_getCursorSpelling(kids[i]));
		if (strncmp(what, tag, sizeof(tag) - 1))
			continue;
		loc = cx_in_prelude(c) && fe->kn->frame->caller ? fe->kn->frame->call_site
								: cx_loc(fe, c);
		what += sizeof(tag) - 1;
		/* once a call, not once a kernel instance */
		for (d = fe->diags->head; d; d = d->next)
			if (d->rule == RULE_UNANALYZED && d->loc.line == loc.line &&
			    d->loc.col == loc.col && !strcmp(d->message, what) &&
			    (d->loc.file == loc.file || (d->loc.file && loc.file &&
							 !strcmp(d->loc.file, loc.file))))
				return;
		diag_add(fe->diags, SEV_NOTE, loc, RULE_UNANALYZED, "%s", what);
		return;
	}
}

/*
 * CUDA 12.8's atomics with an order and a scope (`__nv_atomic_fetch_add(p,
 * v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE)`), nvcc's built-ins:
 * a read-modify-write is the atomic* of its operation, on a generic
 * address (*generic: nvcc gives every form, its result used or not, as
 * ATOM.E, measured, kernels/nv_atomics.cu); load and store are a plain
 * access of the pointee, ordered (*op); the fence a fence (NULL
 * returned).  name unchanged where it is none of them.
 */
static const char *nv_atomic(const char *name, int *generic, enum mem_op *op)
{
	static const struct {
		const char *nv, *as;
	} rmw[] = {
		{ "add", "atomicAdd" }, { "sub", "atomicSub" }, { "min", "atomicMin" },
		{ "max", "atomicMax" }, { "and", "atomicAnd" }, { "or", "atomicOr" },
		{ "xor", "atomicXor" }, { "exchange", "atomicExch" },
		{ "exchange_n", "atomicExch" }, { "compare_exchange", "atomicCAS" },
		{ "compare_exchange_n", "atomicCAS" },
	};
	const char *s;
	size_t i;

	*generic = 0;
	*op = OP_ATOMIC;
	if (strncmp(name, "__nv_atomic_", strlen("__nv_atomic_")))
		return name;
	s = name + strlen("__nv_atomic_");
	if (!strcmp(s, "load") || !strcmp(s, "load_n")) {
		*op = OP_LOAD;
		return name;
	}
	if (!strcmp(s, "store") || !strcmp(s, "store_n")) {
		*op = OP_STORE;
		return name;
	}
	if (!strcmp(s, "thread_fence"))
		return NULL;
	if (!strncmp(s, "fetch_", 6))
		s += 6;
	for (i = 0; i < sizeof(rmw) / sizeof(rmw[0]); i++)
		if (!strcmp(s, rmw[i].nv)) {
			*generic = 1;
			return rmw[i].as;
		}
	return name;
}

/* Is t the toolkit's __half, __half2, __nv_bfloat16 or __nv_bfloat162? */
static int is_float16_record(struct fe *fe, CXType t)
{
	static const char *const names[] = { "__half", "__half2", "__nv_bfloat16", "__nv_bfloat162" };
	const char *name;
	size_t i;

	if (t.kind != CXType_Record)
		return 0;
	name = cx_string(fe, clang_getTypeSpelling(t));
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(name, names[i]))
			return 1;
	return 0;
}

/*
 * The toolkit's atomicAdd of one __half or __nv_bfloat16: the hardware has
 * no 16-bit atomic add, so ptxas gives `atom.add.noftz.f16` as a load of
 * the 32-bit word that holds it (`LD.E`) and a compare-and-swap loop on
 * that word (`ATOM.E.CAS`), both generic.  The lanes that share a word
 * take turns, as in a loop written by hand (global rule 5; on shared
 * memory the same SASS, measured alike).
 */
static void half_word_cas(struct fe *fe, CXCursor c, const struct ptr *p,
			  const struct ir_atomic *form)
{
	struct ptr word = *p;
	struct ir_access *a;

	if (p->kind != OBJ_NONE)
		word.offset = ir_binary(fe->A, IR_AND, CT_I64, p->offset,
					ir_const(fe->A, CT_I64, -4));
	memory_access_bytes(fe, c, &word, OP_LOAD, 4);
	a = memory_access_bytes(fe, c, &word, OP_ATOMIC, 4);
	if (!a)
		return;
	a->atomic = *form;
	a->atomic.name = "atomicCAS";
	a->atomic.cas_loop = CAS_LOOP_EXACT;
	a->atomic.half_word = 1;
}

struct ir_expr *call_lower(struct fe *fe, CXCursor c)
{
	char *name = cx_string(fe, clang_getCursorSpelling(c));
	int i, n = clang_Cursor_getNumArguments(c), generic;
	struct ir_expr *args[3] = { NULL, NULL, NULL }, *x;
	CXCursor callee = clang_getCursorReferenced(c), def;
	enum mem_op nv_op;
	const char *as = nv_atomic(name, &generic, &nv_op), *unknown;

	call_note_unmodeled(fe, c, callee);
	if (!as) {   /* __nv_atomic_thread_fence */
		expr_fence(fe, c);
		return expr_unknown(fe, "index depends on a fence, which returns no value");
	}
	if (nv_op != OP_ATOMIC && n >= 1) {
		/* an ordered load or store: the pointee, as a plain access */
		struct ptr p;
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(c, 0));
		for (i = 1; i < n; i++)
			expr_lower(fe, clang_Cursor_getArgument(c, i));
		memory_pointer(fe, clang_Cursor_getArgument(c, 0), &p);
		if (cx_is_pointer(pt)) {
			CXType elem = clang_getPointeeType(cx_canon(pt));
			struct ir_access *a = memory_access(fe, c, &p, nv_op, elem);
			if (nv_op == OP_LOAD)
				return memory_loaded_value(fe, a, elem);
		}
		return expr_unknown(fe, "index depends on a value loaded from memory");
	}
	if (!strncmp(as, "atomic", 6) && n >= 1) {
		struct ptr p;
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(c, 0));
		struct ir_kernel *k = fe->kn->k;
		int first = k->naccesses, j;
		struct ir_atomic form;
		int one_half = 0;
		for (i = 1; i < n; i++)
			expr_lower(fe, clang_Cursor_getArgument(c, i));
		/* what nvcc's form depends on: the call, a dropped result, a
		 * constant operand, a floating type (emit.c, shared rule 6) */
		memset(&form, 0, sizeof(form));
		form.name = as;
		form.generic = generic;
		form.result_unused = !generic && !clang_Cursor_isNull(fe->kn->discarded) &&
				     clang_equalCursors(cx_strip(fe->kn->discarded), c);
		if (cx_is_pointer(pt)) {
			CXType elem = cx_canon(clang_getPointeeType(cx_canon(pt)));
			form.floating = elem.kind == CXType_Float || elem.kind == CXType_Double ||
					elem.kind == CXType_Half;
			/* the toolkit's atomicAdd of a 16-bit float or a pair is
			 * `atom.add.noftz` with no state space: a generic ATOM.E
			 * too, whose fall-back on shared memory is the float's
			 * loop (global rule 5) */
			if (!strcmp(as, "atomicAdd") && is_float16_record(fe, elem)) {
				form.generic = form.floating = 1;
				one_half = cx_size(elem) == 2;
			}
		}
		if (n >= 2 && cx_fold(clang_Cursor_getArgument(c, 1), &form.operand) == 0)
			form.operand_known = 1;
		memory_pointer(fe, clang_Cursor_getArgument(c, 0), &p);
		if (one_half) {
			half_word_cas(fe, c, &p, &form);
			return expr_unknown(fe, "index depends on the result of an atomic");
		}
		if (cx_is_pointer(pt))
			memory_access(fe, c, &p, OP_ATOMIC,
				    clang_getPointeeType(cx_canon(pt)));
		for (j = first; j < k->naccesses; j++)
			k->accesses[j]->atomic = form;
		return expr_unknown(fe, "index depends on the result of an atomic");
	}
	if ((!strcmp(name, "__cvta_generic_to_shared") || !strcmp(name, "__nvvm_get_smem_pointer")) &&
	    n == 1) {
		/* a shared address, as inline PTX takes it: its byte offset in
		 * the array (which array: asm.c) */
		struct ptr p;
		int t = cx_ctype(clang_getCursorType(c));
		memory_pointer(fe, clang_Cursor_getArgument(c, 0), &p);
		if (p.kind != OBJ_SHARED)
			return expr_unknown(fe, "the address is not in a shared array");
		return ir_cast(fe->A, t >= 0 ? (enum ctype)t : CT_U64, p.offset);
	}
	if ((!strcmp(name, "__pipeline_memcpy_async") && n >= 3) ||
	    (!strcmp(name, "memcpy_async") && n >= 4 &&
	     cx_is_pointer(clang_getCursorType(clang_Cursor_getArgument(c, 0))))) {
		copies_call(fe, c, n);
		return expr_unknown(fe, "index depends on an asynchronous copy");
	}
	if ((!strcmp(name, "memcpy") || !strcmp(name, "__builtin_memcpy") ||
	     !strcmp(name, "memset") || !strcmp(name, "__builtin_memset")) && n == 3 &&
	    (!strncmp(name, "__builtin", 9) || cx_in_prelude(callee) ||
	     clang_Location_isInSystemHeader(clang_getCursorLocation(callee)))) {
		/* clang's own, for an array member in a defaulted copy
		 * (`operator=(const mat &) = default`): the whole object's
		 * copy is the caller's, counted there as one */
		if (clang_CXXMethod_isDefaulted(fe->kn->frame->fn)) {
			for (i = 0; i < n; i++)
				expr_lower(fe, clang_Cursor_getArgument(c, i));
			return expr_unknown(fe, "index depends on what a copy returns");
		}
		copies_plain(fe, c, strstr(name, "memset") != NULL);
		return expr_unknown(fe, "index depends on what a copy returns");
	}
	/* loads and stores with a cache hint: __ldg(p), __ldcs(p) ...;
	 * __stcs(p, v), __stcg, __stwb, __stwt */
	if (((!strcmp(name, "__ldg") || !strncmp(name, "__ldc", 5) || !strncmp(name, "__ldl", 5)) &&
	     n == 1) ||
	    ((!strcmp(name, "__stcs") || !strcmp(name, "__stcg") || !strcmp(name, "__stwb") ||
	      !strcmp(name, "__stwt")) && n == 2)) {
		struct ptr p;
		struct ir_access *a = NULL;
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(c, 0));
		int first = fe->kn->k->naccesses, j;
		if (n == 2)
			expr_lower(fe, clang_Cursor_getArgument(c, 1));
		memory_pointer(fe, clang_Cursor_getArgument(c, 0), &p);
		if (cx_is_pointer(pt))
			a = memory_access(fe, c, &p, n == 1 ? OP_LOAD : OP_STORE,
					  clang_getPointeeType(cx_canon(pt)));
		/* each read where it is written: nvcc's PTX keeps two
		 * __ldg or __ldcs of one address as two loads */
		for (j = first; j < fe->kn->k->naccesses; j++)
			fe->kn->k->accesses[j]->reusable = 0;
		if (n == 1)   /* a is NULL where pt is no pointer */
			return memory_loaded_value(fe, a, clang_getPointeeType(cx_canon(pt)));
		return expr_unknown(fe, "the value of a store");
	}
	if (!strcmp(name, "__pipeline_wait_prior") && n == 1) {
		int64_t pending = 0;
		if (cx_fold(clang_Cursor_getArgument(c, 0), &pending) < 0 || pending < 0 || pending > 63)
			pending = 0;
		expr_async_wait(fe, c, (unsigned)pending);
		return expr_unknown(fe, "index depends on a wait's result");
	}
	if (!strncmp(name, "__syncthreads", 13)) {
		for (i = 0; i < n; i++)
			expr_lower(fe, clang_Cursor_getArgument(c, i));
		expr_barrier(fe, c);
		return expr_unknown(fe, "index depends on a barrier's result");
	}
	if (!strcmp(name, "fmaf") || !strcmp(name, "fma") || !strncmp(name, "__fmaf_", 7) ||
	    !strncmp(name, "__fma_", 6)) {
		for (i = 0; i < n; i++)
			expr_lower(fe, clang_Cursor_getArgument(c, i));
		expr_fp_work(fe, c, expr_fp_cost(clang_getCursorType(c)));
		return expr_unknown(fe, "index depends on a floating-point value");
	}
	/* std::forward and std::move: their argument (a constructor's
	 * `first(std::forward<_U1>(__x))`) */
	if (n == 1 && (!strcmp(name, "forward") || !strcmp(name, "move")) && in_std(callee))
		return expr_lower(fe, clang_Cursor_getArgument(c, 0));
	def = clang_getCursorDefinition(callee);
	if (followable(fe, callee, def, name)) {
		struct ir_expr *v = NULL;
		const char *why = follow_call(fe, c, def, &v, NULL, clang_getNullCursor());
		if (!why)
			return v;
		call_this_not_followed(fe, c, why);
		if (!cx_in_cuda_headers(fe, c))
			diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
				 "call to '%s' is not followed: %s", name, why);
		for (i = 0; i < n; i++)
			expr_lower(fe, clang_Cursor_getArgument(c, i));
		expr_fence(fe, c);
		return expr_unknown(fe, arena_printf(fe->A, "index depends on a call to '%s' (%s)",
						 name, why));
	}
	for (i = 0; i < n && i < 3; i++)
		args[i] = expr_lower(fe, clang_Cursor_getArgument(c, i));
	for (; i < n; i++)
		expr_lower(fe, clang_Cursor_getArgument(c, i));
	/* a function of the project's own not followed, or the toolkit's
	 * fences and warp barriers: memory may change across it */
	if ((!cx_in_prelude(callee) && !cx_in_cuda_headers(fe, callee)) ||
	    strstr(name, "fence") || strstr(name, "barrier") || !strcmp(name, "__syncwarp") ||
	    !strcmp(name, "sync"))
		expr_fence(fe, c);
	if (expr_math_cost(name) && (cx_in_prelude(callee) || cx_in_cuda_headers(fe, callee)))
		expr_fp_work(fe, c, expr_math_cost(name));
	if ((x = intrinsics_lower(fe, c, name, n, args)) != NULL)
		return x;
	if (!strcmp(name, "mma_sync") && cx_in_prelude(callee) && n >= 4) {
		wmma_mma(fe, c);
		return expr_unknown(fe, "index depends on a wmma fragment");
	}
	/* libcu++'s bulk and tensor copies (bulk.c) */
	if (!strncmp(name, "cp_async_bulk", 13) && cx_in_prelude(callee) && bulk_call(fe, c, name, n))
		return expr_unknown(fe, arena_printf(fe->A, "index depends on '%s', which returns no value",
						 name));
	/* a tensor-core fragment's tile (wmma.c): the forms measured are
	 * counted, the others named */
	if ((!strcmp(name, "load_matrix_sync") || !strcmp(name, "store_matrix_sync")) &&
	    cx_in_prelude(callee) && n >= 3) {
		const char *why = wmma_tile(fe, c, !strcmp(name, "store_matrix_sync"), n);
		if (why && !fe->kn->wmma_noted) {
			fe->kn->wmma_noted = 1;
			diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
				 "wmma's %s of %s is not modelled: the memory its tile reads or writes is not counted in this kernel",
				 name, why);
		}
		return expr_unknown(fe, "index depends on a wmma fragment");
	}
	/* a function of values the kernel does not know (floorf of a
	 * coordinate read from memory): unknown for the same reason */
	if ((unknown = args_unknown(args, n < 3 ? n : 3)) != NULL)
		return expr_unknown(fe, unknown);
	/* a half's or a bfloat16's `operator float`: a floating-point value */
	if (clang_getCursorKind(callee) == CXCursor_ConversionFunction &&
	    expr_fp_cost(clang_getCursorResultType(callee)) > 0)
		return expr_unknown(fe, "index depends on a floating-point value");
	if (cx_in_prelude(callee))
		return expr_unknown(fe, arena_printf(fe->A, "index depends on '%s', known only at run time",
						 name));
	return expr_unknown(fe, arena_printf(fe->A, "index depends on a call to '%s'", name));
}
