/*
 * tensors.c - a PyTorch tensor's shape, in host code.
 *
 * A PyTorch extension's launcher takes torch::Tensor parameters and reads
 * its sizes from them: `const int n = x.numel();`, `x.size(1)`,
 * `x.sizes()[0]`, then allocates its output (`torch::empty_like(x)`,
 * `torch::empty({rows, cols}, x.options())`) and launches.  The shapes
 * are the Python caller's, so they are given: `--shape relu.x=4096x1024`,
 * a `shapes:` entry of .warpcheck.yaml (the same, as a map), or a comment
 * `// warpcheck: shape x=[4096, 1024]` at the launcher.  A tensor's value
 * (struct hval with is_tensor) holds its sizes as members and its
 * element type as libtorch's ScalarType; here the launcher's parameters
 * get them, the tensor's methods and libtorch's factories carry them, and
 * a TORCH_CHECK that two sizes are equal gives one the other's value.
 * A tensor whose type is not given is taken as float, the type the
 * bundled AT_DISPATCH_* macros run first.
 */
#define _GNU_SOURCE   /* memmem */
#include "host.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* libtorch's ScalarType values (c10/core/ScalarType.h), by the names
 * a shape may give them */
static const struct dtype_name {
	const char *name;
	int type;
	int bytes;
} dtypes[] = {
	{ "uint8", 0, 1 },    { "byte", 0, 1 },      { "int8", 1, 1 },     { "char", 1, 1 },
	{ "int16", 2, 2 },    { "short", 2, 2 },     { "int32", 3, 4 },    { "int", 3, 4 },
	{ "int64", 4, 8 },    { "long", 4, 8 },      { "float16", 5, 2 },  { "half", 5, 2 },
	{ "float32", 6, 4 },  { "float", 6, 4 },     { "float64", 7, 8 },  { "double", 7, 8 },
	{ "bool", 11, 1 },    { "bfloat16", 15, 2 }, { "float8_e5m2", 23, 1 },
	{ "float8_e4m3fn", 24, 1 },
};
#define NDTYPES (sizeof(dtypes) / sizeof(dtypes[0]))
#define DTYPE_FLOAT 6

static int dtype_bytes(int type)
{
	size_t i;

	for (i = 0; i < NDTYPES; i++)
		if (dtypes[i].type == (type < 0 ? DTYPE_FLOAT : type))
			return dtypes[i].bytes;
	return 0;
}

/* DIMS[:DTYPE] at text: "4096x1024", "[4096, 1024]:half" */
static int parse_dims(struct frontend_shape *out, const char *text)
{
	const char *p = text;
	int bracket = *p == '[';
	size_t i;

	out->rank = 0;
	out->dtype = -1;
	if (bracket)
		p++;
	for (;;) {
		char *end;
		long long d;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!isdigit((unsigned char)*p))
			return -1;
		d = strtoll(p, &end, 10);
		if (d <= 0 || out->rank == SHAPE_MAX_RANK)
			return -1;
		out->dims[out->rank++] = d;
		p = end;
		while (*p == ' ' || *p == '\t')
			p++;
		if (bracket ? *p == ',' : *p == 'x') {
			p++;
			continue;
		}
		break;
	}
	if (bracket && *p++ != ']')
		return -1;
	if (!*p)
		return 0;
	if (*p++ != ':')
		return -1;
	for (i = 0; i < NDTYPES; i++)
		if (!strcmp(p, dtypes[i].name)) {
			out->dtype = dtypes[i].type;
			return 0;
		}
	return -1;
}

int frontend_shape_parse(struct frontend_shape *out, const char *text, int with_function)
{
	const char *eq = strchr(text, '='), *name = text, *dot;
	size_t len;

	memset(out, 0, sizeof(*out));
	if (!eq)
		return -1;
	if (with_function) {
		dot = memchr(text, '.', (size_t)(eq - text));
		if (!dot || dot == text || (size_t)(dot - text) >= sizeof(out->function))
			return -1;
		memcpy(out->function, text, (size_t)(dot - text));
		name = dot + 1;
	}
	len = (size_t)(eq - name);
	if (len == 0 || len >= sizeof(out->param))
		return -1;
	memcpy(out->param, name, len);
	return parse_dims(out, eq + 1);
}

int tensors_is_tensor(CXType t)
{
	CXString sp = clang_getTypeSpelling(cx_canon(clang_getNonReferenceType(t)));
	const char *name = clang_getCString(sp);
	int yes;

	if (!strncmp(name, "const ", 6))
		name += 6;
	yes = !strcmp(name, "at::Tensor");
	clang_disposeString(sp);
	return yes;
}

/* A tensor of rank sizes (NULL: rank and sizes not known). */
static struct hval tensor(struct host *h, int rank, const struct hval *sizes, int dtype,
			  const char *why)
{
	struct hval v = host_unknown(why, 0);

	v.is_tensor = 1;
	v.dtype = dtype;
	if (sizes && rank > 0) {
		struct hval *m = arena_alloc(&h->A, (size_t)rank * sizeof(*m));
		memcpy(m, sizes, (size_t)rank * sizeof(*m));
		v.members = m;
		v.nmembers = rank;
	}
	return v;
}

static struct hval from_shape(struct host *h, const struct frontend_shape *s, const char *why)
{
	struct hval sizes[SHAPE_MAX_RANK];
	int i;

	for (i = 0; i < s->rank; i++)
		sizes[i] = host_known(CT_I64, s->dims[i]);
	return tensor(h, s->rank, sizes, s->dtype, why);
}

/*
 * The shapes a comment `warpcheck: shape x=[4096, 1024] y=4096x1024:half`
 * gives, on the lines from three before fn to its end, for param: 0 with
 * *out set, or -1.
 */
static int shape_comment(struct host *h, CXCursor fn, const char *param, struct frontend_shape *out)
{
	struct fe *fe = h->fe;
	CXSourceRange r = clang_getCursorExtent(fn);
	CXFile f1, f2;
	unsigned first, last, line = 1;
	const char *p = fe->source, *end = fe->source + fe->source_len;

	clang_getExpansionLocation(clang_getRangeStart(r), &f1, &first, NULL, NULL);
	clang_getExpansionLocation(clang_getRangeEnd(r), &f2, &last, NULL, NULL);
	if (!f1 || !fe->main_file || !clang_File_isEqual(f1, fe->main_file) || !p)
		return -1;
	first = first > 3 ? first - 3 : 1;
	for (; p < end; p++) {
		const char *at, *eol = memchr(p, '\n', (size_t)(end - p));
		if (!eol)
			eol = end;
		if (line >= first && line <= last &&
		    (at = memmem(p, (size_t)(eol - p), "warpcheck: shape", 16)) != NULL) {
			at += 16;
			while (at < eol) {
				char buf[256];
				size_t n = 0;
				int depth = 0;
				while (at < eol && (*at == ' ' || *at == '\t' || *at == ','))
					at++;
				while (at < eol && n + 1 < sizeof(buf) &&
				       (depth || (*at != ' ' && *at != '\t' && *at != ','))) {
					depth += *at == '[';
					depth -= *at == ']';
					buf[n++] = *at++;
				}
				buf[n] = 0;
				if (n && frontend_shape_parse(out, buf, 0) == 0 && !strcmp(out->param, param))
					return 0;
				if (!n)
					break;
			}
		}
		p = eol;
		line++;
	}
	return -1;
}

/* The value of tensor parameter `param` of launcher fn, as given; unknown otherwise. */
struct hval tensors_param(struct host *h, CXCursor fn, CXCursor param)
{
	const char *fname = cx_string(h->fe, clang_getCursorSpelling(fn));
	const char *pname = cx_string(h->fe, clang_getCursorSpelling(param));
	const struct frontend_options *o = h->fe->opts;
	struct frontend_shape s;
	int i;

	for (i = o->nshapes - 1; i >= 0; i--)   /* the command line's come last */
		if (frontend_shape_parse(&s, o->shapes[i], 1) == 0 && !strcmp(s.function, fname) &&
		    !strcmp(s.param, pname))
			return from_shape(h, &s, arena_printf(h->fe->A, "tensor '%s' of '%s'", pname, fname));
	if (shape_comment(h, fn, pname, &s) == 0)
		return from_shape(h, &s, arena_printf(h->fe->A, "tensor '%s' of '%s'", pname, fname));
	return tensor(h, 0, NULL, -1,
		      arena_printf(h->fe->A, "the shape of '%s' (give --shape %s.%s=DIMS)",
				   pname, fname, pname));
}

/*
 * After a launcher's run: which of its tensor parameters still have sizes
 * not known (none given, none a check tied to another's), and how to give
 * them, once.
 */
void tensors_note_unknown(struct host *h, CXCursor fn, struct frame *fr)
{
	const char *fname = cx_string(h->fe, clang_getCursorSpelling(fn));
	const char *names = "", *first = NULL;
	int i, j, n = clang_Cursor_getNumArguments(fn), count = 0;

	for (i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, (unsigned)i);
		const struct binding *b;
		int known;
		if (!tensors_is_tensor(clang_getCursorType(p)))
			continue;
		b = host_lookup(fr, p);
		known = b && b->is_struct && b->nelems > 0;
		for (j = 0; known && j < b->nelems; j++)
			known = b->elems[j].known;
		if (known)
			continue;
		if (!first)
			first = cx_string(h->fe, clang_getCursorSpelling(p));
		names = arena_printf(h->fe->A, "%s%s'%s'", names, count ? ", " : "",
				     cx_string(h->fe, clang_getCursorSpelling(p)));
		count++;
	}
	if (count)
		diag_add(h->fe->diags, SEV_NOTE, cx_loc(h->fe, fn), RULE_LAUNCH,
			 "'%s' takes %s %s of unknown shape: give %s as --shape %s.%s=4096x1024%s, as 'shapes:' in .warpcheck.yaml, or in a comment 'warpcheck: shape %s=[4096, 1024]' at the function",
			 fname, count == 1 ? "tensor" : "tensors", names, count == 1 ? "it" : "them",
			 fname, first, count == 1 ? "" : " (one for each)", first);
}

/* The object a member call c is made on (`x` of `x.size(0)`), or a null cursor. */
static CXCursor call_object(CXCursor c)
{
	CXCursor kids[1], obj[1];

	if (cx_children(c, kids, 1) != 1 || clang_getCursorKind(kids[0]) != CXCursor_MemberRefExpr ||
	    cx_children(kids[0], obj, 1) != 1)
		return clang_getNullCursor();
	return obj[0];
}

/* Is decl a member of class `cls` of namespace `ns`, or a function of ns? */
static int declared_in(struct host *h, CXCursor decl, const char *cls, const char *ns)
{
	CXCursor parent = clang_getCursorSemanticParent(decl);

	if (cls) {
		if (strcmp(cx_string(h->fe, clang_getCursorSpelling(parent)), cls))
			return 0;
		parent = clang_getCursorSemanticParent(parent);
	}
	return clang_getCursorKind(parent) == CXCursor_Namespace &&
	       !strcmp(cx_string(h->fe, clang_getCursorSpelling(parent)), ns);
}

/* The product of sizes [from, rank), or unknown. */
static struct hval product(const struct hval *t, int from, const char *why)
{
	int64_t p = 1;
	int i;

	if (!t->nmembers)
		return host_unknown(why, 0);
	for (i = from; i < t->nmembers; i++) {
		if (!t->members[i].known)
			return host_unknown(why, 0);
		p *= t->members[i].v[0];
	}
	return host_known(CT_I64, p);
}

/* A size index as libtorch takes it: -1 is the last. */
static int size_index(const struct hval *t, struct hval i)
{
	int64_t k;

	if (!i.known || !t->nmembers)
		return -1;
	k = i.v[0] < 0 ? i.v[0] + t->nmembers : i.v[0];
	return k >= 0 && k < t->nmembers ? (int)k : -1;
}

/* Sizes from a braced list ({rows, cols}) or a tensor's sizes (x.sizes()). */
static struct hval sizes_of(struct host *h, struct frame *fr, CXCursor arg, int dtype,
			    const char *why)
{
	CXCursor list = host_braced_list(arg), items[SHAPE_MAX_RANK + 1];
	struct hval sizes[SHAPE_MAX_RANK];
	int i, n;

	if (clang_Cursor_isNull(list)) {
		struct hval v = host_eval(h, fr, arg);
		if (v.is_tensor) {
			v.dtype = dtype;
			return v;
		}
		if (v.known && cx_ctype(clang_getCursorType(arg)) >= 0)   /* torch::empty(n) */
			return tensor(h, 1, &v, dtype, why);
		return tensor(h, 0, NULL, dtype, why);
	}
	n = cx_children(list, items, SHAPE_MAX_RANK + 1);
	if (n > SHAPE_MAX_RANK)
		return tensor(h, 0, NULL, dtype, why);
	for (i = 0; i < n; i++)
		sizes[i] = host_convert(host_eval(h, fr, items[i]), CT_I64);
	return tensor(h, n, sizes, dtype, why);
}

/* x.view({a, -1}): the list's sizes, a -1 the one that keeps the count. */
static struct hval reshaped(struct host *h, struct frame *fr, const struct hval *t, CXCursor arg,
			    const char *why)
{
	struct hval r = sizes_of(h, fr, arg, t->dtype, why), all = product(t, 0, why);
	int64_t known = 1;
	int i, free_at = -1;

	for (i = 0; i < r.nmembers; i++) {
		if (r.members[i].known && r.members[i].v[0] == -1 && free_at < 0)
			free_at = i;
		else if (r.members[i].known)
			known *= r.members[i].v[0];
		else
			return r;
	}
	if (free_at >= 0) {
		struct hval *m = (struct hval *)r.members;
		m[free_at] = all.known && known > 0 && all.v[0] % known == 0
			? host_known(CT_I64, all.v[0] / known) : host_unknown(why, 0);
	}
	return r;
}

/* A tensor method: x.size(0), x.numel(), x.view({...}), ... */
/*
 * What t.packed_accessor64<float, 3>() gives a kernel: the bundled
 * accessor's members (libtorch/ATen/ATen.h) set from the tensor's shape,
 * size0.. its sizes and stride0.. a contiguous tensor's strides (0 past
 * its rank).  The rank is
 * the accessor's (its template argument N); where the tensor's sizes are
 * not known, its innermost stride still is 1.
 */
static struct hval accessor(struct host *h, CXCursor c, const struct hval *t, const char *why)
{
	CXType rt = cx_canon(clang_getCursorType(c));
	CXCursor decl = clang_getTypeDeclaration(rt);
	int n = members_count(rt), rank = t->nmembers, d, count, at;
	struct hval v = host_unknown(why, 0), *m;
	long long stride = 1;
	int stride_known = 1;

	if (n <= 0 || clang_Cursor_getNumTemplateArguments(decl) < 2)
		return v;
	if (clang_Cursor_getTemplateArgumentKind(decl, 1) == CXTemplateArgumentKind_Integral)
		rank = (int)clang_Cursor_getTemplateArgumentValue(decl, 1);
	if (rank <= 0 || rank > 6 || (t->nmembers && t->nmembers != rank))
		return v;
	m = arena_alloc(&h->A, (size_t)n * sizeof(*m));
	for (d = 0; d < n; d++)
		m[d] = host_unknown(why, 0);
	/* from the innermost dimension out, the stride the product of the
	 * sizes inside it; 0 past the rank */
	for (d = 5; d >= 0; d--) {
		struct hval size = d >= rank ? host_known(CT_I64, 0)
				   : t->nmembers ? t->members[d] : host_unknown(why, 0);
		struct hval st = d >= rank ? host_known(CT_I64, 0)
				 : stride_known ? host_known(CT_I64, stride) : host_unknown(why, 0);
		char path[16];

		snprintf(path, sizeof(path), ".size%d", d);
		if ((at = members_find(rt, path, &count)) >= 0 && count == 1)
			m[at] = size;
		snprintf(path, sizeof(path), ".stride%d", d);
		if ((at = members_find(rt, path, &count)) >= 0 && count == 1)
			m[at] = st;
		if (d < rank && size.known)
			stride *= size.v[0];
		else if (d < rank)
			stride_known = 0;
	}
	v.members = m;
	v.nmembers = n;
	return v;
}

static int method(struct host *h, struct frame *fr, CXCursor c, const char *name, struct hval *out)
{
	CXCursor obj = call_object(c);
	int n = clang_Cursor_getNumArguments(c), k;
	const char *why = host_why(h, "from", c);
	struct hval t, *m;

	if (clang_Cursor_isNull(obj))
		return 0;
	t = host_eval(h, fr, obj);
	if (!t.is_tensor)
		t = tensor(h, 0, NULL, -1, why);
	if (!strcmp(name, "size") && n == 1) {
		k = size_index(&t, host_eval(h, fr, clang_Cursor_getArgument(c, 0)));
		*out = k >= 0 ? t.members[k] : host_unknown(why, 0);
	} else if (!strcmp(name, "stride") && n == 1) {
		k = size_index(&t, host_eval(h, fr, clang_Cursor_getArgument(c, 0)));
		*out = k >= 0 ? product(&t, k + 1, why) : host_unknown(why, 0);
	} else if (!strcmp(name, "numel") && n == 0) {
		*out = product(&t, 0, why);
	} else if ((!strcmp(name, "dim") || !strcmp(name, "ndimension")) && n == 0) {
		*out = t.nmembers ? host_known(CT_I64, t.nmembers) : host_unknown(why, 0);
	} else if ((!strcmp(name, "scalar_type") || !strcmp(name, "dtype")) && n == 0) {
		*out = host_known(CT_I32, t.dtype < 0 ? DTYPE_FLOAT : t.dtype);
	} else if (!strcmp(name, "element_size") && n == 0) {
		*out = host_known(CT_I64, dtype_bytes(t.dtype));
	} else if (!strcmp(name, "nbytes") && n == 0) {
		struct hval all = product(&t, 0, why);
		*out = all.known ? host_known(CT_U64, all.v[0] * dtype_bytes(t.dtype)) : all;
	} else if (!strcmp(name, "is_contiguous") || !strcmp(name, "is_cuda") ||
		   !strcmp(name, "defined")) {
		*out = host_known(CT_I32, 1);
	} else if (!strcmp(name, "sizes")) {
		*out = t;
	} else if (!strcmp(name, "strides")) {
		struct hval s[SHAPE_MAX_RANK];
		for (k = 0; k < t.nmembers; k++)
			s[k] = product(&t, k + 1, why);
		*out = tensor(h, t.nmembers, s, -1, why);
	} else if (!strcmp(name, "contiguous") || !strcmp(name, "cuda") || !strcmp(name, "cpu") ||
		   !strcmp(name, "clone") || !strcmp(name, "detach") || !strcmp(name, "zero_") ||
		   !strcmp(name, "fill_") || !strcmp(name, "copy_") || !strcmp(name, "to")) {
		*out = t;
	} else if ((!strcmp(name, "view") || !strcmp(name, "reshape")) && n == 1) {
		*out = reshaped(h, fr, &t, clang_Cursor_getArgument(c, 0), why);
	} else if ((!strcmp(name, "transpose") && n == 2) || (!strcmp(name, "t") && n == 0)) {
		int a = n ? size_index(&t, host_eval(h, fr, clang_Cursor_getArgument(c, 0))) : 0;
		int b = n ? size_index(&t, host_eval(h, fr, clang_Cursor_getArgument(c, 1))) : 1;
		*out = tensor(h, t.nmembers, t.members, t.dtype, why);
		if (a >= 0 && b >= 0 && b < out->nmembers) {
			struct hval tmp;
			m = (struct hval *)out->members;
			tmp = m[a];
			m[a] = m[b];
			m[b] = tmp;
		} else {
			*out = tensor(h, 0, NULL, t.dtype, why);
		}
	} else if (!strcmp(name, "flatten") && n == 0) {
		struct hval all = product(&t, 0, why);
		*out = tensor(h, 1, &all, t.dtype, why);
	} else if (!strcmp(name, "packed_accessor32") || !strcmp(name, "packed_accessor64") ||
		   !strcmp(name, "packed_accessor") || !strcmp(name, "generic_packed_accessor")) {
		*out = accessor(h, c, &t, why);
	} else {
		*out = host_unknown(why, 0);   /* data_ptr, options, ... */
	}
	return 1;
}

int tensors_eval_call(struct host *h, struct frame *fr, CXCursor c, const char *name,
		      struct hval *out)
{
	CXCursor callee = clang_getCursorReferenced(c);
	enum CXCursorKind k = clang_getCursorKind(callee);
	int n = clang_Cursor_getNumArguments(c), i;
	const char *why;

	if (k == CXCursor_CXXMethod && declared_in(h, callee, "Tensor", "at") &&
	    strcmp(name, "operator[]"))
		return method(h, fr, c, name, out);
	if (k == CXCursor_CXXMethod && !strcmp(name, "operator[]") && n == 2 &&
	    (declared_in(h, callee, "ArrayRef", "c10") || declared_in(h, callee, "Tensor", "at"))) {
		/* x.sizes()[i]: a size; x[i]: the tensor under it */
		struct hval t = host_eval(h, fr, clang_Cursor_getArgument(c, 0));
		int at = t.is_tensor ? size_index(&t, host_eval(h, fr, clang_Cursor_getArgument(c, 1))) : -1;
		why = host_why(h, "from", c);
		if (declared_in(h, callee, "Tensor", "at"))
			*out = t.nmembers > 1 ? tensor(h, t.nmembers - 1, t.members + 1, t.dtype, why)
					      : tensor(h, 0, NULL, t.dtype, why);
		else
			*out = at >= 0 ? t.members[at] : host_unknown(why, 0);
		return 1;
	}
	if (k != CXCursor_FunctionDecl || !declared_in(h, callee, NULL, "at") || n < 1)
		return 0;
	why = host_why(h, "from", c);
	if (strstr(name, "_like")) {
		struct hval t = host_eval(h, fr, clang_Cursor_getArgument(c, 0));
		*out = t.is_tensor ? t : tensor(h, 0, NULL, -1, why);
	} else if (!strcmp(name, "empty") || !strcmp(name, "zeros") || !strcmp(name, "ones") ||
		   !strcmp(name, "full") || !strcmp(name, "rand") || !strcmp(name, "randn") ||
		   !strcmp(name, "empty_strided")) {
		*out = sizes_of(h, fr, clang_Cursor_getArgument(c, 0), -1, why);
		for (i = 1; i < n; i++)
			host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)i));
	} else {
		return 0;
	}
	return 1;
}

/* `T.size(i)` or `T.sizes()[i]` of a tensor variable: its binding and i; NULL otherwise. */
static struct binding *size_query(struct host *h, struct frame *fr, CXCursor e, int *index)
{
	CXCursor c = cx_strip(e), obj;
	const char *name;
	struct binding *b;
	struct hval i;

	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return NULL;
	name = cx_string(h->fe, clang_getCursorSpelling(c));
	if (!strcmp(name, "size") && clang_Cursor_getNumArguments(c) == 1) {
		obj = call_object(c);
		i = host_eval(h, fr, clang_Cursor_getArgument(c, 0));
	} else if (!strcmp(name, "operator[]") && clang_Cursor_getNumArguments(c) == 2 &&
		   !strcmp(cx_string(h->fe, clang_getCursorSpelling(
				   cx_strip(clang_Cursor_getArgument(c, 0)))), "sizes")) {
		obj = call_object(cx_strip(clang_Cursor_getArgument(c, 0)));
		i = host_eval(h, fr, clang_Cursor_getArgument(c, 1));
	} else {
		return NULL;
	}
	obj = clang_Cursor_isNull(obj) ? obj : cx_strip(obj);
	if (clang_Cursor_isNull(obj) || clang_getCursorKind(obj) != CXCursor_DeclRefExpr ||
	    !(b = host_lookup(fr, clang_getCursorReferenced(obj))) || !b->val.is_tensor ||
	    !b->is_struct || !i.known)
		return NULL;
	*index = (int)(i.v[0] < 0 ? i.v[0] + b->nelems : i.v[0]);
	return *index >= 0 && *index < b->nelems ? b : NULL;
}

/* `T.dim() == 2` of a tensor variable whose rank is not known: 2 sizes, not known yet. */
static void learn_rank(struct host *h, struct frame *fr, CXCursor e, CXCursor other)
{
	CXCursor c = cx_strip(e), obj;
	const char *name;
	struct binding *b;
	struct hval v;
	int i;

	if (clang_getCursorKind(c) != CXCursor_CallExpr || clang_Cursor_getNumArguments(c) != 0)
		return;
	name = cx_string(h->fe, clang_getCursorSpelling(c));
	obj = call_object(c);
	if ((strcmp(name, "dim") && strcmp(name, "ndimension")) || clang_Cursor_isNull(obj))
		return;
	obj = cx_strip(obj);
	if (clang_getCursorKind(obj) != CXCursor_DeclRefExpr ||
	    !(b = host_lookup(fr, clang_getCursorReferenced(obj))) || !b->val.is_tensor || b->is_struct)
		return;
	v = host_eval(h, fr, other);
	if (!v.known || v.v[0] <= 0 || v.v[0] > SHAPE_MAX_RANK)
		return;
	b->nelems = (int)v.v[0];
	b->elems = arena_alloc(&h->A, (size_t)b->nelems * sizeof(*b->elems));
	for (i = 0; i < b->nelems; i++)
		b->elems[i] = host_unknown(arena_printf(h->fe->A, "size %d of '%s', not given", i,
							 cx_text(h->fe, obj)), 0);
	b->is_struct = 1;
}

/*
 * What a condition known to hold (holds) or to fail tells of sizes: after
 * `TORCH_CHECK(y.size(0) == x.size(0))`, which throws when it fails, a
 * size not known takes the other's value.
 */
void tensors_learn(struct host *h, struct frame *fr, CXCursor cond, int holds)
{
	CXCursor c = cx_strip(cond), kids[2];
	struct binding *b;
	struct hval v;
	int i;

	while (clang_getCursorKind(c) == CXCursor_UnaryOperator &&
	       clang_getCursorUnaryOperatorKind(c) == CXUnaryOperator_LNot &&
	       cx_children(c, kids, 1) == 1) {
		holds = !holds;
		c = cx_strip(kids[0]);
	}
	if (clang_getCursorKind(c) != CXCursor_BinaryOperator || cx_children(c, kids, 2) != 2)
		return;
	if (clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_LAnd && holds) {
		tensors_learn(h, fr, kids[0], 1);
		tensors_learn(h, fr, kids[1], 1);
		return;
	}
	if (!holds || clang_getCursorBinaryOperatorKind(c) != CXBinaryOperator_EQ)
		return;
	for (i = 0; i < 2; i++)
		learn_rank(h, fr, kids[i], kids[1 - i]);
	for (i = 0; i < 2; i++) {
		int at;
		if (!(b = size_query(h, fr, kids[i], &at)) || b->elems[at].known)
			continue;
		v = host_eval(h, fr, kids[1 - i]);
		if (v.known)
			b->elems[at] = host_convert(v, CT_I64);
	}
}

/*
 * Why a launch in an entry of a switch on a tensor's element type (an
 * AT_DISPATCH_* macro's) that host code's value skips is not made; NULL
 * when the switch is on something else.
 */
const char *tensors_dispatch_why(struct host *h, CXCursor on, struct hval v)
{
	CXCursor c = cx_strip(on);
	const char *name;
	size_t i;

	if (clang_getCursorKind(c) != CXCursor_CallExpr || !v.known)
		return NULL;
	name = cx_string(h->fe, clang_getCursorSpelling(c));
	if ((strcmp(name, "scalar_type") && strcmp(name, "dtype")) ||
	    !declared_in(h, clang_getCursorReferenced(c), "Tensor", "at"))
		return NULL;
	for (i = 0; i < NDTYPES && dtypes[i].type != v.v[0]; i++)
		;
	return arena_printf(h->fe->A,
			    "only for another element type than the tensor's, %s (a shape gives another: --shape FUNCTION.TENSOR=DIMS:TYPE)",
			    i < NDTYPES ? dtypes[i].name : "not known");
}
