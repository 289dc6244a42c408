/*
 * members.c - a struct passed by value, flattened into its members.
 *
 * A kernel that takes `struct Params p` reads p.n and p.x as it would
 * parameters of their own, and host code fills them in before the launch
 * (`p.n = atoi(argv[1]); run(p);`).  Both sides see a struct as the list
 * of its named members that are not themselves structs, in declaration
 * order, nested structs walked in place, each named by its path from the
 * variable (".n", ".dims.rows"): the kernel's params after its own
 * (kernels.c), a host variable's elements (host*.c).
 */
#include "fe.h"

#include <stdio.h>
#include <string.h>

#define MEMBERS_DEPTH 4

struct walk {
	struct fe *fe;
	struct ir_param *out;     /* fill these, or NULL */
	const char *want;         /* find this path, or NULL */
	int nfound;               /* members at or under it */
	char path[256];           /* the path so far */
	int n, found, depth, member_of;
	int bases;                /* base specifiers visited so far */
	const char *prefix;       /* the variable's name, when filling */
};

/* A reference is the struct it names. */
static CXType record_of(CXType t)
{
	/* (libclang faults on the type of no declaration: a template's
	 * argument it does not give) */
	if (t.kind == CXType_Invalid)
		return t;
	return cx_canon(clang_getNonReferenceType(t));
}

/*
 * A class of the standard library is one member, not walked into: a
 * std::function in a table of cases holds a launcher, a std::string a
 * name.  std::pair is the exception: its first and second are members.
 */
static int std_opaque(CXType t)
{
	CXString sp = clang_getTypeSpelling(t);
	const char *name = clang_getCString(sp);
	int yes;

	while (!strncmp(name, "const ", 6) || !strncmp(name, "volatile ", 9))
		name = strchr(name, ' ') + 1;
	yes = !strncmp(name, "std::", 5) && strncmp(name, "std::pair<", 10);

	clang_disposeString(sp);
	return yes;
}

int members_is_struct(CXType t)
{
	t = record_of(t);
	return t.kind == CXType_Record && cx_size(t) > 0 && !std_opaque(t);
}

static enum CXVisitorResult visit(CXCursor field, CXClientData data);

/* A base class: its members come first, as its layout puts them. */
static enum CXChildVisitResult visit_base(CXCursor c, CXCursor parent, CXClientData data);

/* A dependent base of a template instance, read from the templates. */
static enum CXChildVisitResult visit_pattern_base(CXCursor c, CXCursor parent, CXClientData data);

struct pattern {
	struct walk *w;
	CXType inst;              /* the instance whose template names the base */
	CXType base;              /* the base as that template writes it */
	/* the base's template is itself a base of this one (outer->base), or
	 * NULL: the instance's template names it */
	const struct pattern *outer;
};

/* The members of record t: its base classes', then its own. */
static void visit_record(CXType t, struct walk *w)
{
	CXCursor decl = clang_getTypeDeclaration(t);
	int bases = w->bases;

	if (!clang_Cursor_isNull(decl)) {
		clang_visitChildren(decl, visit_base, w);
		/* libclang shows no base of an implicit instantiation
		 * (KernelParams<float, 8> : KernelParamsBase<...>): the
		 * template's own, with the instance's arguments */
		if (w->bases == bases) {
			/* the primary template's: a partial specialization's
			 * parameters are not the instance's arguments */
			CXCursor tmpl = clang_getSpecializedCursorTemplate(decl);
			struct pattern pt = { w, t, { CXType_Invalid, { NULL, NULL } }, NULL };
			if (!clang_Cursor_isNull(tmpl) && clang_getCursorKind(tmpl) == CXCursor_ClassTemplate)
				clang_visitChildren(tmpl, visit_pattern_base, &pt);
		}
	}
	clang_Type_visitFields(t, visit, w);
}

static enum CXChildVisitResult visit_base(CXCursor c, CXCursor parent, CXClientData data)
{
	struct walk *w = data;
	CXType t;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CXXBaseSpecifier)
		return CXChildVisit_Continue;
	w->bases++;
	t = cx_canon(clang_getCursorType(c));
	if (t.kind == CXType_Record && w->depth < MEMBERS_DEPTH && cx_size(t) > 0) {
		w->depth++;
		visit_record(t, w);
		w->depth--;
	}
	return CXChildVisit_Continue;
}

/*
 * Counts the member at w->path (a scalar or pointer) and, when filling,
 * names its param, its C type as spelled; the param, for the caller to
 * type, or NULL (counting only, or past MEMBERS_MAX).
 */
static struct ir_param *add_member(struct walk *w, CXType spelled)
{
	struct ir_param *ip = NULL;

	if (w->n >= MEMBERS_MAX)
		return NULL;
	if (w->want && !strncmp(w->want, w->path, strlen(w->want)) &&
	    (!w->path[strlen(w->want)] || w->path[strlen(w->want)] == '.')) {
		if (!w->nfound++)
			w->found = w->n;
	}
	if (w->out) {
		ip = &w->out[w->n];
		memset(ip, 0, sizeof(*ip));
		ip->name = arena_printf(w->fe->A, "%s%s", w->prefix, w->path);
		ip->member_of = w->member_of;
		ip->unused = 1;   /* until the kernel reads it */
		ip->c_type = cx_string(w->fe, clang_getTypeSpelling(spelled));
	}
	w->n++;
	return ip;
}

static enum CXVisitorResult visit(CXCursor field, CXClientData data)
{
	struct walk *w = data;
	CXType t = cx_canon(clang_getCursorType(field));
	CXString s;
	const char *name;
	size_t len = strlen(w->path);
	int named;

	/* an anonymous struct's members are the outer struct's (q.x) */
	if (t.kind == CXType_Record && clang_Cursor_isAnonymous(clang_getTypeDeclaration(t))) {
		if (w->depth < MEMBERS_DEPTH) {
			w->depth++;
			visit_record(t, w);
			w->depth--;
		}
		return CXVisit_Continue;
	}
	s = clang_getCursorSpelling(field);
	name = clang_getCString(s);
	named = name && name[0] && !clang_Cursor_isBitField(field) &&
		len + strlen(name) + 2 < sizeof(w->path);
	if (named)
		snprintf(w->path + len, sizeof(w->path) - len, ".%s", name);
	clang_disposeString(s);
	if (!named || t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray) {
		w->path[len] = 0;
		return CXVisit_Continue;
	}
	if (t.kind == CXType_Record && !std_opaque(t)) {
		if (w->depth < MEMBERS_DEPTH) {
			w->depth++;
			visit_record(t, w);
			w->depth--;
		}
	} else {
		struct ir_param *ip = add_member(w, clang_getCursorType(field));
		if (ip)
			kernels_param_type(ip, t);
	}
	w->path[len] = 0;
	return CXVisit_Continue;
}

/*
 * The index I of a template's type parameter a canonical type spells
 * "type-parameter-0-I" (const or not), else -1.
 */
static int type_parameter(CXType t)
{
	CXString sp = clang_getTypeSpelling(cx_canon(t));
	const char *s = clang_getCString(sp), *p = s ? strstr(s, "type-parameter-0-") : NULL;
	int i = -1;

	if (p && sscanf(p + 17, "%d", &i) != 1)
		i = -1;
	clang_disposeString(sp);
	return i;
}

/*
 * What a type of the base's template stands for in the instance: a
 * parameter of the base's template is the base's argument there, which is
 * a parameter of the template that names the base (a base's own base:
 * of that base's template, and so on out), at last of the instance's
 * template, which is the instance's argument.  t itself where it depends
 * on nothing; an invalid type where it cannot be said.
 */
static CXType instance_type(const struct pattern *pt, CXType t)
{
	CXType none = { CXType_Invalid, { NULL, NULL } }, a;
	int i;

	if (clang_Type_getSizeOf(t) >= 0)
		return t;
	if ((i = type_parameter(t)) < 0 || i >= clang_Type_getNumTemplateArguments(pt->base))
		return none;
	a = clang_Type_getTemplateArgumentAsType(pt->base, (unsigned)i);
	if (a.kind == CXType_Invalid)
		return none;
	if (clang_Type_getSizeOf(a) >= 0)
		return a;
	if (pt->outer)
		return instance_type(pt->outer, a);
	if ((i = type_parameter(a)) < 0 || i >= clang_Type_getNumTemplateArguments(pt->inst))
		return none;
	a = clang_Type_getTemplateArgumentAsType(pt->inst, (unsigned)i);
	return a.kind != CXType_Invalid && clang_Type_getSizeOf(a) >= 0 ? a : none;
}

static enum CXChildVisitResult visit_pattern_base(CXCursor c, CXCursor parent, CXClientData data);

/* A member of a dependent base, at path: as visit() adds one, its type
 * taken through the instance's arguments. */
static enum CXChildVisitResult visit_pattern_field(CXCursor f, CXCursor parent, CXClientData data)
{
	struct pattern *pt = data;
	struct walk *w = pt->w;
	CXType t = clang_getCursorType(f), c = cx_canon(t), r;
	CXString s;
	size_t len = strlen(w->path);
	int named;

	if (clang_getCursorKind(f) == CXCursor_CXXBaseSpecifier)
		return visit_pattern_base(f, parent, data);   /* the base's own base */
	if (clang_getCursorKind(f) != CXCursor_FieldDecl)
		return CXChildVisit_Continue;
	s = clang_getCursorSpelling(f);
	named = clang_getCString(s)[0] && !clang_Cursor_isBitField(f) &&
		len + strlen(clang_getCString(s)) + 2 < sizeof(w->path);
	if (named)
		snprintf(w->path + len, sizeof(w->path) - len, ".%s", clang_getCString(s));
	clang_disposeString(s);
	if (!named || c.kind == CXType_ConstantArray || c.kind == CXType_IncompleteArray ||
	    c.kind == CXType_DependentSizedArray) {
		w->path[len] = 0;
		return CXChildVisit_Continue;
	}
	r = c.kind == CXType_Pointer ? instance_type(pt, clang_getPointeeType(c)) : instance_type(pt, c);
	if (c.kind != CXType_Pointer && r.kind != CXType_Invalid && members_is_struct(r)) {
		if (w->depth < MEMBERS_DEPTH) {
			w->depth++;
			visit_record(record_of(r), w);
			w->depth--;
		}
	} else if (c.kind != CXType_Pointer && (r.kind == CXType_Invalid || cx_ctype(r) < 0)) {
		/* a member of a type not said here: not one of the list */
	} else {
		struct ir_param *ip = add_member(w, t);
		if (ip && c.kind == CXType_Pointer) {
			/* the pointee's size where the arguments say it */
			ip->is_pointer = 1;
			ip->type = CT_U64;
			if (r.kind != CXType_Invalid && cx_size(r) > 0) {
				ip->elem_bytes = (unsigned)cx_size(r);
				ip->elem_align = cx_align(r);
			}
		} else if (ip) {
			kernels_param_type(ip, r);
		}
	}
	w->path[len] = 0;
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult visit_pattern_base(CXCursor c, CXCursor parent, CXClientData data)
{
	struct pattern *pt = data, inner;
	struct walk *w = pt->w;
	CXType b;
	CXCursor tmpl;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CXXBaseSpecifier || w->depth >= MEMBERS_DEPTH)
		return CXChildVisit_Continue;
	b = clang_getCursorType(c);
	w->depth++;
	if (clang_Type_getSizeOf(cx_canon(b)) > 0) {
		/* a base that depends on nothing: as any */
		visit_record(cx_canon(b), w);
	} else if (!clang_Cursor_isNull(tmpl = clang_getTypeDeclaration(b)) &&
		   clang_getCursorKind(tmpl) == CXCursor_ClassTemplate) {
		inner = *pt;
		inner.base = b;
		inner.outer = pt->base.kind != CXType_Invalid ? pt : NULL;
		clang_visitChildren(tmpl, visit_pattern_field, &inner);
	}
	w->depth--;
	return CXChildVisit_Continue;
}

int members_count(CXType record)
{
	struct walk w = { 0 };

	if (!members_is_struct(record))
		return 0;
	visit_record(record_of(record), &w);
	return w.n;
}

int members_find(CXType record, const char *path, int *count)
{
	struct walk w = { 0 };

	*count = 0;
	if (!members_is_struct(record))
		return -1;
	w.want = path;
	w.found = -1;
	visit_record(record_of(record), &w);
	*count = w.nfound;
	return w.found;
}

int members_fill(struct fe *fe, CXType record, const char *name, int member_of,
		 struct ir_param *out)
{
	struct walk w = { 0 };

	if (!members_is_struct(record))
		return 0;
	w.fe = fe;
	w.out = out;
	w.prefix = name;
	w.member_of = member_of;
	visit_record(record_of(record), &w);
	return w.n;
}

int members_chain(struct fe *fe, CXCursor member, char *path, size_t size, CXCursor *base)
{
	CXCursor c = cx_strip(member), kids[2];
	int n;

	path[0] = 0;
	*base = clang_getNullCursor();
	if (clang_getCursorKind(c) != CXCursor_MemberRefExpr)
		return 0;
	while (clang_getCursorKind(c) == CXCursor_MemberRefExpr) {
		char *name = cx_string(fe, clang_getCursorSpelling(c));
		size_t have = strlen(path), add = strlen(name) + 1;

		if (have + add + 1 > size)
			return 0;
		memmove(path + add, path, have + 1);
		path[0] = '.';
		memcpy(path + 1, name, add - 1);
		n = cx_children(c, kids, 2);
		if (n == 0)
			return 1;   /* `m_n` in a method: the implicit this */
		if (n != 1)
			return 0;
		c = cx_strip(kids[0]);
		if (clang_getCursorKind(c) == CXCursor_CXXThisExpr)
			break;
		if (cx_is_pointer(clang_getCursorType(kids[0])))
			return 0;   /* p->n: memory, not a copy */
	}
	*base = c;
	return 1;
}

CXCursor members_path(struct fe *fe, CXCursor member, char *path, size_t size)
{
	CXCursor base;

	if (!members_chain(fe, member, path, size, &base) ||
	    clang_getCursorKind(base) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	return base;
}
