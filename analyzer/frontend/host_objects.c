/*
 * host_objects.c - a class object in host code: its constructor and its
 * methods run on its members.
 *
 * A test harness holds the sizes in an object (`Tester t(M, N, K);
 * t.evaluate(launch_gemm);`, with `fn(m_A, m_B, m_M, m_N, m_K)` inside).
 * The object is a struct binding (members.c orders its members); its
 * members start from their in-class initializers, then the constructor's
 * initializer list and body set them.  A method called on it runs with
 * the object as `this`: `m_M` and `this->m_M` are its members, read and
 * assigned in place.  A method not followed may change any member that
 * is not const, so those become unknown.  Part of the host stage
 * (host.h).
 */
#include "host.h"

#include <string.h>

/*
 * `m_M`, `this->m_M`, `this->dims.rows`: writes the path from the object
 * (".m_M", ".dims.rows") and returns 1 when c is a chain of members of
 * the object a method runs on.
 */
static int this_path(struct fe *fe, CXCursor c, char *path, size_t size)
{
	CXCursor base;

	return members_chain(fe, c, path, size, &base) &&
	       (clang_Cursor_isNull(base) || clang_getCursorKind(base) == CXCursor_CXXThisExpr);
}

static struct binding *self_of(struct frame *fr)
{
	return fr->self_fr ? &fr->self_fr->b[fr->self_i] : NULL;
}

struct binding *host_self_member(struct host *h, struct frame *fr, CXCursor c, int *index,
				 int *count)
{
	char path[256];
	struct binding *b = self_of(fr);

	if (!b || !b->is_struct || !this_path(h->fe, c, path, sizeof(path)))
		return NULL;
	*index = members_find(clang_getCursorType(b->decl), path, count);
	if (*index < 0 || *index + *count > b->nelems)
		*index = -1;
	return b;
}

/*
 * The object a call of a method runs on, held in a binding: `t.run()`
 * (t a variable of this frame), `run()` or `this->run()` (the caller's
 * own object).  0 when it is none of those (a pointer, a temporary).
 */
static int call_object(struct frame *fr, CXCursor call, struct frame **ofr, int *oi)
{
	CXCursor kids[2], base;
	struct binding *b;

	if (cx_children(call, kids, 1) < 1)
		return 0;
	base = cx_strip(kids[0]);
	if (clang_getCursorKind(base) != CXCursor_MemberRefExpr)
		return 0;
	if (cx_children(base, kids, 2) == 0 ||
	    clang_getCursorKind(cx_strip(kids[0])) == CXCursor_CXXThisExpr) {
		*ofr = fr->self_fr;
		*oi = fr->self_i;
		return fr->self_fr != NULL;
	}
	base = cx_strip(kids[0]);
	if (clang_getCursorKind(base) != CXCursor_DeclRefExpr ||
	    cx_is_pointer(clang_getCursorType(base)))
		return 0;
	b = host_lookup(fr, clang_getCursorReferenced(base));
	if (!b || !b->is_struct)
		return 0;
	*ofr = fr;
	*oi = (int)(b - fr->b);
	return 1;
}

/* Is def a method that runs on an object (not static)? */
static int is_method(CXCursor def)
{
	enum CXCursorKind p = clang_getCursorKind(clang_getCursorSemanticParent(def));

	return (p == CXCursor_ClassDecl || p == CXCursor_StructDecl || p == CXCursor_ClassTemplate ||
		p == CXCursor_ClassTemplatePartialSpecialization) &&
	       clang_getCursorKind(def) != CXCursor_Constructor && !clang_CXXMethod_isStatic(def);
}

int host_method_self(struct frame *fr, CXCursor call, CXCursor def, struct frame *callee_fr)
{
	if (!is_method(def))
		return 0;
	return call_object(fr, call, &callee_fr->self_fr, &callee_fr->self_i);
}

/* One member of b (of class type t) by name: set to v. */
static void set_member(struct host *h, struct binding *b, CXType t, const char *name,
		       CXType mt, struct hval v)
{
	char *path = arena_printf(h->fe->A, ".%s", name);
	int count, at = members_find(t, path, &count), ct = cx_ctype(mt);

	if (at < 0 || at + count > b->nelems)
		return;
	if (count == 1 && !v.members)
		b->elems[at] = ct >= 0 ? host_convert(v, (enum ctype)ct) : v;
	else if (v.members && v.nmembers == count)
		memcpy(b->elems + at, v.members, (size_t)count * sizeof(*b->elems));
}

/* The in-class initializer of a field (`size_t m_M = 512;`), or a null cursor. */
static CXCursor field_default(CXCursor field)
{
	CXCursor kids[4];
	int n = cx_children(field, kids, 4);

	if (n > 0 && clang_isExpression(clang_getCursorKind(kids[n - 1])))
		return kids[n - 1];
	return clang_getNullCursor();
}

struct defaults {
	struct host *h;
	struct frame *fr;   /* runs with the object as this */
	CXType t;
};

static enum CXVisitorResult default_visit(CXCursor field, CXClientData data)
{
	struct defaults *d = data;
	CXCursor init = field_default(field);

	if (!clang_Cursor_isNull(init))
		set_member(d->h, self_of(d->fr), d->t, cx_string(d->h->fe, clang_getCursorSpelling(field)),
			   clang_getCursorType(field), host_eval(d->h, d->fr, init));
	return CXVisit_Continue;
}

/* The constructor call under a declaration's initializer, or a null cursor. */
static CXCursor constructor_call(CXCursor init)
{
	CXCursor e = init, one[2];
	int depth;

	for (depth = 0; depth < 4 && !clang_Cursor_isNull(e); depth++) {
		e = cx_strip(e);
		if (clang_getCursorKind(e) == CXCursor_CallExpr &&
		    clang_getCursorKind(clang_getCursorReferenced(e)) == CXCursor_Constructor)
			return e;
		if (cx_children(e, one, 2) != 1)
			break;
		e = one[0];
	}
	return clang_getNullCursor();
}

int host_construct(struct host *h, struct frame *fr, CXCursor var, CXCursor init, struct hval none)
{
	CXType t = cx_canon(clang_getNonReferenceType(clang_getCursorType(var)));
	CXCursor call = constructor_call(init), ctor, def, body, kids[MAX_CHILDREN];
	struct frame callee_fr = { 0 };
	struct defaults d = { h, &callee_fr, t };
	struct binding *b;
	struct hval v = none, *m;
	int i, n = members_count(t), nk;

	if (clang_Cursor_isNull(call) || fr->depth >= HOST_DEPTH || n <= 0)
		return 0;
	ctor = clang_getCursorReferenced(call);
	if (clang_CXXConstructor_isCopyConstructor(ctor) || clang_CXXConstructor_isMoveConstructor(ctor) ||
	    cx_in_prelude(ctor) || cx_in_cuda_headers(h->fe, ctor) ||
	    clang_Location_isInSystemHeader(clang_getCursorLocation(ctor)))
		return 0;
	m = arena_alloc(&h->A, ((size_t)n + 1) * sizeof(*m));
	for (i = 0; i < n; i++)
		m[i] = none;
	v.members = m;
	v.nmembers = n;
	b = host_bind(h, fr, var, v);
	callee_fr.depth = fr->depth + 1;
	callee_fr.self_fr = fr;
	callee_fr.self_i = (int)(b - fr->b);
	clang_Type_visitFields(t, default_visit, &d);
	body = host_body(h, ctor, &def);
	if (clang_Cursor_isNull(body))
		return 1;   /* the implicit constructor: the initializers alone */
	host_bind_args(h, fr, call, def, 0, &callee_fr);
	/* the initializer list: a MemberRef, then what it is set to */
	nk = cx_children(def, kids, MAX_CHILDREN);
	for (i = 0; i + 1 < nk; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_MemberRef) {
			CXCursor field = clang_getCursorReferenced(kids[i]);
			set_member(h, self_of(&callee_fr), t, cx_string(h->fe, clang_getCursorSpelling(kids[i])),
				   clang_getCursorType(field), host_eval(h, &callee_fr, kids[i + 1]));
		}
	host_entered(h, def);
	host_exec(h, &callee_fr, body);
	return 1;
}

struct forget_fields {
	struct host *h;
	struct binding *b;
	CXType t;
	struct hval why;
};

static enum CXVisitorResult forget_visit(CXCursor field, CXClientData data)
{
	struct forget_fields *f = data;
	CXType ft = clang_getCursorType(field);
	char *path = arena_printf(f->h->fe->A, ".%s", cx_string(f->h->fe, clang_getCursorSpelling(field)));
	int count, at;

	if (clang_isConstQualifiedType(ft))
		return CXVisit_Continue;   /* set once, by the constructor */
	at = members_find(f->t, path, &count);
	while (at >= 0 && count-- > 0 && at < f->b->nelems)
		f->b->elems[at++] = f->why;
	return CXVisit_Continue;
}

void host_method_unfollowed(struct host *h, struct frame *fr, CXCursor call, CXCursor callee)
{
	struct frame *ofr;
	struct forget_fields f;
	int oi;

	if (!is_method(callee) || clang_CXXMethod_isConst(callee) || !call_object(fr, call, &ofr, &oi))
		return;
	f.h = h;
	f.b = &ofr->b[oi];
	f.t = cx_canon(clang_getNonReferenceType(clang_getCursorType(f.b->decl)));
	f.why = host_unknown(host_why(h, "changed by", call), 0);
	clang_Type_visitFields(f.t, forget_visit, &f);
}
