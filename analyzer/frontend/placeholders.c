/*
 * placeholders.c - what a header that is not found would have declared,
 * declared as placeholders, so that the code around it still parses.
 *
 * A project built against libraries this machine lacks (boost, glog, a
 * protobuf-generated header, OpenGL) loses more than the lines that use
 * them.  A class whose constructor takes a type of the missing header
 * is invalid, and clang instantiates none of its methods: an explicit
 * instantiation of `Layer<float>::Forward_gpu`, and the launches in it,
 * are gone.  A launcher whose parameter has such a type is invalid too,
 * and so is a launch whose argument calls such a function.
 *
 * Where a header was not found, the names that clang's errors in the
 * user's files call unknown are declared in a header of their own,
 * PLACEHOLDERS_PATH, given with -include after every other:
 *
 *     unknown type name 'T'                   struct T, a placeholder class
 *     no type named 'T' in namespace 'N'      the same, in namespace N
 *     no template named 'T' [in namespace 'N']
 *                                             template <class T0 = void,
 *                                             class...> struct T, pointer-
 *                                             like (->, * and get() give T0)
 *     use of undeclared identifier 'N', or no member named 'N' in
 *     namespace 'M', before `::`              namespace N
 *     the same before `(`                     a host function template
 *                                             taking anything
 *     the same before `<`                     a template, as above
 *     the same otherwise                      a host variable
 *     no member named 'm' in 'T', T one of them   a static member of the
 *                                             placeholder class, a method
 *                                             before `(`, else a field; and
 *                                             the members named after it in
 *                                             the text (`m().n()->k`)
 *     expected namespace name (`namespace gflags = google;`)
 *                                             namespace google
 *
 * A placeholder class converts to any type and takes any arguments,
 * `<<`, `[]` and the binary operators, so `CHECK(x) << "..."`,
 * `LayerParameter p(q)` and `p.blobs_size() > 0` parse.  Its size says
 * nothing of the real type's: a struct that holds one has no layout
 * (cx_layout_ok), so an access through it is not analyzed, and says why.
 * A name that device code uses where the error is (a type, a function,
 * a variable) is left undeclared: the kernel's error stands as clang
 * gives it (it is the kernel's own, and nothing is guessed of device
 * code).  Neither are a name of the toolkit's kind (`__x`), a type in
 * capitals (a macro, `CUTLASS_DEVICE`), a common type whose header the
 * file forgets (`half`, `uint32_t`: errors.c says which header), nor a
 * name in std or in a library warpcheck bundles or device code is
 * written with (library_space: a missing name there is the bundle's gap,
 * or a layout).
 *
 * The caller (parse.c) parses again with them and keeps them only where
 * fewer errors result; later rounds declare what the first revealed (the
 * members of a namespace once it is declared, of a class once it is).
 * Only where an error costs more than its own statement (costs_more):
 * an undeclared call in a plain host function loses that statement
 * alone, and a parse again would find nothing more.
 */
#include "fe.h"

#include <stdlib.h>
#include <string.h>

#define MAX_PLACEHOLDERS 256

/* in the order one wins over another where a name is used both ways */
enum kind { PH_NAMESPACE, PH_TYPE, PH_TEMPLATE, PH_FUNCTION, PH_VALUE, PH_METHOD, PH_FIELD,
	    PH_USED /* a template a using-declaration names: kind_of's answer only */ };

/* the space of the placeholder class's own members */
#define MEMBERS "."
/* `.a().b->c`: members named in a row, at most */
#define MAX_CHAIN 8

struct placeholders {
	struct placeholder {
		const char *space;   /* "a::b", or "" for the global namespace */
		const char *name;
		enum kind kind;
		int round;           /* the round that declared it */
		int used;            /* named by a using-declaration */
	} list[MAX_PLACEHOLDERS];
	int count;
	/* the last round declared a type, a template or a namespace */
	int opened;
	/* where the first header not found is included */
	struct src_loc missing_at;
	int missing;
};

/* The class every placeholder is; declared only, never defined. */
static const char placeholder_class[] =
	"/* names that headers not found declare, declared by warpcheck */\n"
	"struct __warpcheck_placeholder {\n"
	"  __host__ __device__ __warpcheck_placeholder();\n"
	"  template <class... __A> __host__ __device__ __warpcheck_placeholder(const __A &...);\n"
	"  template <class __T> __host__ __device__ operator __T() const;\n"
	"  template <class __T> __host__ __device__ const __warpcheck_placeholder &operator<<(const __T &) const;\n"
	"  template <class __T> __host__ __device__ const __warpcheck_placeholder &operator=(const __T &) const;\n"
	"  template <class __T> __host__ __device__ __warpcheck_placeholder operator[](const __T &) const;\n"
	"  template <class... __A> __host__ __device__ __warpcheck_placeholder operator()(const __A &...) const;\n";
/* its end, after the members that errors name */
static const char placeholder_end[] =
	"};\n"
	"template <class T> struct __warpcheck_placeholder_ref { typedef T &type; };\n"
	"template <> struct __warpcheck_placeholder_ref<void> { typedef void type; };\n"
	/* a placeholder beside anything, where the conversion to every type
	 * would be ambiguous: the placeholder on the left, else on the
	 * right only */
	"template <bool B, class R> struct __warpcheck_placeholder_if {};\n"
	"template <class R> struct __warpcheck_placeholder_if<true, R> { typedef R type; };\n"
	"#define __WARPCHECK_PLACEHOLDER_OP(op) \\\n"
	"  template <class P, class T> __host__ __device__ typename __warpcheck_placeholder_if<\\\n"
	"    __is_base_of(__warpcheck_placeholder, P), __warpcheck_placeholder>::type operator op(const P &, const T &); \\\n"
	"  template <class T, class P> __host__ __device__ typename __warpcheck_placeholder_if<\\\n"
	"    __is_base_of(__warpcheck_placeholder, P) && !__is_base_of(__warpcheck_placeholder, T), \\\n"
	"    __warpcheck_placeholder>::type operator op(const T &, const P &);\n"
	"__WARPCHECK_PLACEHOLDER_OP(+) __WARPCHECK_PLACEHOLDER_OP(-) __WARPCHECK_PLACEHOLDER_OP(*)\n"
	"__WARPCHECK_PLACEHOLDER_OP(/) __WARPCHECK_PLACEHOLDER_OP(%) __WARPCHECK_PLACEHOLDER_OP(&)\n"
	"__WARPCHECK_PLACEHOLDER_OP(|) __WARPCHECK_PLACEHOLDER_OP(^) __WARPCHECK_PLACEHOLDER_OP(>>)\n"
	"__WARPCHECK_PLACEHOLDER_OP(<) __WARPCHECK_PLACEHOLDER_OP(>) __WARPCHECK_PLACEHOLDER_OP(<=)\n"
	"__WARPCHECK_PLACEHOLDER_OP(>=) __WARPCHECK_PLACEHOLDER_OP(==) __WARPCHECK_PLACEHOLDER_OP(!=)\n"
	"#undef __WARPCHECK_PLACEHOLDER_OP\n";

static int is_identifier(const char *s, size_t n)
{
	size_t i;

	if (!n || (s[0] >= '0' && s[0] <= '9'))
		return 0;
	for (i = 0; i < n; i++)
		if (!fe_ident_char(s[i]))
			return 0;
	return 1;
}

/* Is the n bytes at name one of the nwords words? */
static int among(const char *const *words, size_t nwords, const char *name, size_t n)
{
	size_t i;

	for (i = 0; i < nwords; i++)
		if (strlen(words[i]) == n && !strncmp(words[i], name, n))
			return 1;
	return 0;
}

/*
 * Is the n bytes at name a namespace whose names are not guessed: the
 * standard library's, and those of the libraries warpcheck bundles (the
 * toolkit's, libtorch's), where a name missing is the bundle's gap, or
 * that device code is written with (CUTLASS, CuTe), where a guessed type
 * is a guessed layout?  A note says where to find their headers.
 */
static int library_space(const char *name, size_t n)
{
	static const char *const spaces[] = {
		"std", "at", "c10", "torch", "caffe2", "cuda", "cub", "thrust", "nvcuda",
		"cooperative_groups", "cutlass", "cute",
	};

	return among(spaces, sizeof(spaces) / sizeof(spaces[0]), name, n);
}

/* Is space "", or identifiers joined by "::", the first not a library's
 * and none __x? */
static int good_space(const char *space)
{
	const char *p = space, *end;

	while (*p) {
		end = strstr(p, "::");
		size_t n = end ? (size_t)(end - p) : strlen(p);
		if (!is_identifier(p, n) || (p == space && library_space(p, n)) ||
		    (n >= 2 && p[0] == '_' && p[1] == '_'))
			return 0;
		p += n + (end ? 2 : 0);
	}
	return 1;
}

/*
 * Is a header not found of a library that warpcheck bundles (the
 * toolkit's, libtorch's) or that device code is written with (CUTLASS,
 * CuTe)?  Its missing names are the bundle's gap, or device code's
 * layouts: no placeholder stands for them, and a header of these alone
 * asks for none.
 */
static int library_header(const char *header)
{
	static const char *const dirs[] = {
		"ATen/", "c10/", "torch/", "caffe2/", "cutlass/", "cute/", "cub/", "thrust/",
		"cuda/", "nv/", "cuda_", "cuda.h", "cublas", "cufft", "curand", "cusparse",
		"cusolver", "npp", "nvrtc", "nvToolsExt", "nvtx3/", "mma.h",
	};
	size_t i;

	for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		if (!strncmp(header, dirs[i], strlen(dirs[i])))
			return 1;
	return 0;
}

/* Is the n bytes at name a C++ keyword (`x.template get<0>()`,
 * `p->operator[](i)`: no member to declare)? */
static int keyword(const char *name, size_t n)
{
	static const char *const words[] = {
		"template", "operator", "typename", "this", "new", "delete", "sizeof", "const",
		"volatile", "return", "auto", "decltype", "static_cast", "reinterpret_cast",
		"const_cast", "dynamic_cast", "true", "false", "nullptr", "int", "unsigned",
		"float", "double", "char", "bool", "void", "long", "short", "signed", "class",
		"struct", "union", "enum", "default", "case", "if", "else", "for", "while", "do",
		"switch", "break", "continue", "using", "namespace",
	};

	return among(words, sizeof(words) / sizeof(words[0]), name, n);
}

/* Is name in capitals (a macro of the missing header, `CUTLASS_DEVICE`
 * before a function, which no type declared in its place can stand for)? */
static int capitals(const char *name)
{
	int upper = 0;

	for (; *name; name++) {
		if (*name >= 'a' && *name <= 'z')
			return 0;
		upper |= *name >= 'A' && *name <= 'Z';
	}
	return upper;
}

/* The text between the first pair of quotes after `after` in msg. */
static const char *quoted(struct fe *fe, const char *msg, const char *after)
{
	const char *p = strstr(msg, after), *end;

	if (!p)
		return NULL;
	p += strlen(after);
	end = strchr(p, '\'');
	return end ? arena_strndup(fe->A, p, (size_t)(end - p)) : NULL;
}

/* The text clang read where a diagnostic is, its length and the offset. */
static const char *text_at(struct fe *fe, CXSourceLocation where, size_t *len, size_t *offset)
{
	CXFile file;
	unsigned at;
	const char *text;

	clang_getSpellingLocation(where, &file, NULL, NULL, &at);
	text = file ? cx_file_text(fe, file, len) : NULL;
	*offset = at;
	return text && at <= *len ? text : NULL;
}

static size_t past_blanks(const char *text, size_t i, size_t len)
{
	while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'))
		i++;
	return i;
}

/*
 * What follows the name at offset, past blanks: ':' for "::", '(' '<' or
 * another character; 0 where the name is not there.  Sets *using where
 * the name is the last of a using-declaration's (`using boost::shared_ptr;`).
 */
static char after_name(const char *text, size_t len, size_t offset, const char *name, int *using)
{
	size_t n = strlen(name), i, j;

	*using = 0;
	if (!text || offset + n > len || strncmp(text + offset, name, n))
		return 0;
	/* back over `a::b::` and blanks: `using` before them? */
	for (j = offset; j > 0 && (fe_ident_char(text[j - 1]) || text[j - 1] == ':' ||
				   text[j - 1] == ' ' || text[j - 1] == '\t'); j--)
		;
	while (j < offset && (text[j] == ' ' || text[j] == '\t'))
		j++;
	*using = j + 5 < offset && !strncmp(text + j, "using", 5) && !fe_ident_char(text[j + 5]) &&
		 !(j + 15 <= len && !strncmp(text + j + 5, " namespace", 10));
	i = past_blanks(text, offset + n, len);
	if (i >= len)
		return 0;
	if (text[i] == ':' && i + 1 < len && text[i + 1] == ':')
		return ':';
	return text[i];
}

/* A diagnostic's place as reports give it. */
static struct src_loc diag_place(struct fe *fe, CXSourceLocation where)
{
	CXFile file;
	unsigned line, col;

	clang_getExpansionLocation(where, &file, &line, &col, NULL);
	if (!file)
		return (struct src_loc){ fe->main_path, 0, 0 };
	return (struct src_loc){ cx_file_name(fe, file), line,
				 cx_column(fe, cx_file_name(fe, file), line, col) };
}

static struct placeholder *find(struct placeholders *p, const char *space, const char *name)
{
	int i;

	for (i = 0; i < p->count; i++)
		if (!strcmp(p->list[i].name, name) && !strcmp(p->list[i].space, space))
			return &p->list[i];
	return NULL;
}

/* Is the class a message names ('boost::shared_ptr<caffe::RNG>') one
 * of the placeholders? */
static int is_placeholder_class(struct placeholders *p, const char *cls)
{
	size_t n = strcspn(cls, "<");
	const char *last = cls, *q;
	int i;

	for (q = cls; q < cls + n; q++)
		if (q[0] == ':' && q[1] == ':')
			last = q + 2;
	n -= (size_t)(last - cls);
	if (n == 23 && !strncmp(last, "__warpcheck_placeholder", 23))
		return 1;
	for (i = 0; i < p->count; i++)
		if ((p->list[i].kind == PH_TYPE || p->list[i].kind == PH_TEMPLATE) &&
		    strlen(p->list[i].name) == n && !strncmp(p->list[i].name, last, n))
			return 1;
	return 0;
}

/* The kind a name used as written is, or -1 to leave it undeclared. */
static int kind_of(struct fe *fe, struct placeholders *p, const char *msg, CXSourceLocation where,
		   const char *name, const char **space)
{
	int using, device;
	size_t len, offset;
	const char *text = text_at(fe, where, &len, &offset), *cls;
	char next;

	*space = "";
	/* a type device code names is device code's layout: not guessed */
	if (!strncmp(msg, "unknown type name '", 19))
		return errors_type_header(msg) || capitals(name) || errors_in_device_code(fe, where)
			       ? -1 : PH_TYPE;
	if (!strncmp(msg, "no type named '", 15)) {
		*space = quoted(fe, msg, " in namespace '");
		return *space && !errors_in_device_code(fe, where) ? PH_TYPE : -1;
	}
	if (!strncmp(msg, "no template named '", 19)) {
		if (strstr(msg, "' in '") || capitals(name) || errors_in_device_code(fe, where))
			return -1;   /* a class's member; a macro; device code's */
		*space = quoted(fe, msg, " in namespace '");
		if (!*space)
			*space = "";
		return PH_TEMPLATE;
	}
	if (!strncmp(msg, "no member named '", 17)) {
		*space = quoted(fe, msg, " in namespace '");
		if (!*space) {
			/* a member of a placeholder */
			cls = quoted(fe, msg, "' in '");
			if (!cls || !is_placeholder_class(p, cls))
				return -1;
			*space = MEMBERS;
			return after_name(text, len, offset, name, &using) == '(' ? PH_METHOD : PH_FIELD;
		}
	} else if (strncmp(msg, "use of undeclared identifier '", 30)) {
		return -1;
	}
	next = after_name(text, len, offset, name, &using);
	if (next == ':')
		return library_space(name, strlen(name)) ? -1 : PH_NAMESPACE;
	if (using)
		return PH_USED;   /* `using boost::shared_ptr;`: a template */
	device = errors_in_device_code(fe, where);
	if (device)
		return -1;
	return next == '<' ? PH_TEMPLATE : next == '(' ? PH_FUNCTION : PH_VALUE;
}

static struct placeholder *add(struct placeholders *p, const char *space, const char *name,
			       int kind, int round, int *added)
{
	struct placeholder *old = find(p, space, name);

	if (old) {
		/* a type or a template wins over a value (`T(x)` is a
		 * functional cast of a type named elsewhere), a method over
		 * a field */
		if (old->round == round && (int)old->kind > kind && kind != PH_NAMESPACE)
			old->kind = kind;
		return old;
	}
	if (p->count == MAX_PLACEHOLDERS)
		return NULL;
	p->list[p->count] = (struct placeholder){ space, name, kind, round, 0 };
	(*added)++;
	/* any name declared may let clang reach errors it could not
	 * (`param().lr()`, a member of what a placeholder call gives) */
	p->opened = 1;
	return &p->list[p->count++];
}

/*
 * The members named after a member of a placeholder, which a placeholder
 * is too: `relu_param().negative_slope()`, `->next.value`.
 */
static void chain(struct fe *fe, struct placeholders *p, CXSourceLocation where, const char *name,
		  int round, int *added)
{
	size_t len, i, start, depth;
	const char *text = text_at(fe, where, &len, &i);
	int k;

	if (!text || i + strlen(name) > len || strncmp(text + i, name, strlen(name)))
		return;
	i += strlen(name);
	for (k = 0; k < MAX_CHAIN; k++) {
		i = past_blanks(text, i, len);
		if (i < len && text[i] == '(') {
			for (depth = 0; i < len; i++) {
				depth += text[i] == '(';
				depth -= text[i] == ')';
				if (!depth)
					break;
			}
			i = past_blanks(text, i + 1, len);
		}
		if (i < len && text[i] == '.')
			i++;
		else if (i + 1 < len && text[i] == '-' && text[i + 1] == '>')
			i += 2;
		else
			return;
		i = past_blanks(text, i, len);
		for (start = i; i < len && fe_ident_char(text[i]); i++)
			;
		if (!is_identifier(text + start, i - start) || keyword(text + start, i - start))
			return;
		add(p, MEMBERS, arena_strndup(fe->A, text + start, i - start),
		    past_blanks(text, i, len) < len && text[past_blanks(text, i, len)] == '(' ? PH_METHOD : PH_FIELD,
		    round, added);
	}
}

/* `namespace gflags = google;` with google's header not found: the
 * name clang expected a namespace's, or NULL. */
static const char *alias_target(struct fe *fe, CXSourceLocation where)
{
	size_t len, i, start;
	const char *text = text_at(fe, where, &len, &i);

	if (!text)
		return NULL;
	for (start = i; i < len && fe_ident_char(text[i]); i++)
		;
	return is_identifier(text + start, i - start) && !library_space(text + start, i - start)
		       ? arena_strndup(fe->A, text + start, i - start) : NULL;
}

/*
 * Would declaring it change what clang keeps of the code around it?  An
 * unknown type or namespace makes a whole declaration invalid (a class,
 * a launcher), and an error in a template's code its whole instance; an
 * undeclared function in a plain host function costs its statement alone,
 * which matters only where the statement is a launch.
 */
static int costs_more(struct fe *fe, CXSourceLocation where, int kind)
{
	CXCursor c;
	size_t len, offset, i;
	const char *text;
	int guard;

	if (kind != PH_FUNCTION && kind != PH_VALUE)
		return 1;
	for (c = errors_holder(fe, where), guard = 0;
	     guard < 64 && !clang_Cursor_isNull(c) && clang_getCursorKind(c) != CXCursor_TranslationUnit &&
	     !clang_isInvalid(clang_getCursorKind(c));
	     c = clang_getCursorSemanticParent(c), guard++)
		switch (clang_getCursorKind(c)) {
		case CXCursor_FunctionTemplate: case CXCursor_ClassTemplate:
		case CXCursor_ClassTemplatePartialSpecialization:
			return 1;
		default:
			break;
		}
	/* a launch on the error's line */
	text = text_at(fe, where, &len, &offset);
	if (!text)
		return 0;
	for (i = offset; i > 0 && text[i - 1] != '\n'; i--)
		;
	for (; i + 2 < len && text[i] != '\n'; i++)
		if (text[i] == '<' && text[i + 1] == '<' && text[i + 2] == '<')
			return 1;
	return 0;
}

/*
 * The names this parse's errors call unknown, added to fe->placeholders
 * where a header was not found.  Returns how many are new, or 0 where
 * none of the errors costs more than its statement (costs_more): a parse
 * again would gain nothing.
 */
int placeholders_collect(struct fe *fe, int round)
{
	unsigned i, n = clang_getNumDiagnostics(fe->ctu);
	struct placeholders *p = fe->placeholders;
	int added = 0, missing = 0, worth = 0, asked = 0;

	for (i = 0; i < n && !missing; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		const char *msg = cx_string(fe, clang_getDiagnosticSpelling(d));

		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error && msg[0] == '\'' &&
		    strstr(msg, "' file not found") && !library_header(msg + 1) &&
		    cx_user_location(fe, clang_getDiagnosticLocation(d))) {
			missing = 1;
			if (!p) {
				p = fe->placeholders = arena_alloc(fe->A, sizeof(*p));
				memset(p, 0, sizeof(*p));
				p->missing_at = diag_place(fe, clang_getDiagnosticLocation(d));
			}
		}
		clang_disposeDiagnostic(d);
	}
	/* after the first round, only where the last declared a name */
	if (!missing || (round > 0 && !p->opened))
		return 0;
	p->opened = 0;
	for (i = 0; i < n && p->count < MAX_PLACEHOLDERS; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		CXSourceLocation where = clang_getDiagnosticLocation(d);
		const char *msg = cx_string(fe, clang_getDiagnosticSpelling(d)), *name, *space = "";
		int kind = -1;

		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error && cx_user_location(fe, where)) {
			if (!strcmp(msg, "expected namespace name") &&
			    (name = alias_target(fe, where)) != NULL)
				kind = PH_NAMESPACE;
			else if ((name = quoted(fe, msg, "'")) != NULL &&
				 is_identifier(name, strlen(name)))
				kind = kind_of(fe, p, msg, where, name, &space);
		}
		clang_disposeDiagnostic(d);
		if (kind < 0 || (name[0] == '_' && name[1] == '_') ||
		    (strcmp(space, MEMBERS) && !good_space(space)))
			continue;
		/* a walk of the file's declarations for a call or a value:
		 * asked of 32 at most */
		worth = worth || (kind != PH_FUNCTION && kind != PH_VALUE) ||
			(asked++ < 32 && costs_more(fe, where, kind));
		if (kind == PH_USED) {
			struct placeholder *ph = add(p, space, name, PH_TEMPLATE, round, &added);
			if (ph)
				ph->used = 1;
		} else if (add(p, space, name, kind, round, &added) && !strcmp(space, MEMBERS)) {
			chain(fe, p, where, name, round, &added);
		}
	}
	if (!worth) {
		p->count -= added;   /* not declared: not named in the note */
		return 0;
	}
	return added;
}

/* One declaration, inside its namespaces. */
static char *declare(struct fe *fe, const struct placeholder *ph)
{
	const char *s = ph->space, *end;
	char *open = "", *close = "", *what;

	while (*s) {
		end = strstr(s, "::");
		size_t n = end ? (size_t)(end - s) : strlen(s);
		open = arena_printf(fe->A, "%snamespace %.*s { ", open, (int)n, s);
		close = arena_printf(fe->A, "%s}", close);
		s += n + (end ? 2 : 0);
	}
	switch (ph->kind) {
	case PH_NAMESPACE:
		what = arena_printf(fe->A, "namespace %s {}", ph->name);
		break;
	case PH_TYPE:
		what = arena_printf(fe->A,
			"struct %s : __warpcheck_placeholder { using __warpcheck_placeholder::__warpcheck_placeholder; };",
			ph->name);
		break;
	case PH_TEMPLATE:
		what = arena_printf(fe->A,
			"template <class __T = void, class...> struct %s : __warpcheck_placeholder { "
			"using __warpcheck_placeholder::__warpcheck_placeholder; "
			"__host__ __device__ __T *operator->() const; "
			"__host__ __device__ typename __warpcheck_placeholder_ref<__T>::type operator*() const; "
			"__host__ __device__ __T *get() const; };",
			ph->name);
		break;
	case PH_FUNCTION:
		what = arena_printf(fe->A, "template <class... __A> __warpcheck_placeholder %s(const __A &...);",
				    ph->name);
		break;
	case PH_METHOD:
		return arena_printf(fe->A,
			"  template <class... __A> static __host__ __device__ __warpcheck_placeholder %s(const __A &...);\n",
			ph->name);
	case PH_FIELD:
		return arena_printf(fe->A, "  static __warpcheck_placeholder %s;\n", ph->name);
	default:
		what = arena_printf(fe->A, "extern __warpcheck_placeholder %s;", ph->name);
		break;
	}
	return arena_printf(fe->A, "%s%s%s\n", open, what, close);
}

/* Is ph global, and a using-declaration brings a placeholder of its name
 * (`using boost::shared_ptr;`, where a use of shared_ptr came first)? */
static int brought(const struct placeholders *p, const struct placeholder *ph)
{
	int i;

	if (*ph->space)
		return 0;
	for (i = 0; i < p->count; i++)
		if (p->list[i].used && !strcmp(p->list[i].name, ph->name))
			return 1;
	return 0;
}

/* The header of every placeholder so far: the class with its members,
 * then namespaces, then the rest. */
const char *placeholders_text(struct fe *fe)
{
	struct placeholders *p = fe->placeholders;
	char *text = arena_strdup(fe->A, placeholder_class);
	int i, pass;

	for (i = 0; p && i < p->count; i++)
		if (!strcmp(p->list[i].space, MEMBERS))
			text = arena_printf(fe->A, "%s%s", text, declare(fe, &p->list[i]));
	text = arena_printf(fe->A, "%s%s", text, placeholder_end);
	for (pass = 0; p && pass < 2; pass++)
		for (i = 0; i < p->count; i++)
			if (strcmp(p->list[i].space, MEMBERS) && (p->list[i].kind == PH_NAMESPACE) == !pass &&
			    !brought(p, &p->list[i]))
				text = arena_printf(fe->A, "%s%s", text, declare(fe, &p->list[i]));
	return text;
}

/* The first n kept, the rest forgotten: a later round that did no
 * better, or (0) all of them, where the parse without them is kept. */
void placeholders_keep(struct fe *fe, int n)
{
	if (fe->placeholders && n < fe->placeholders->count)
		fe->placeholders->count = n;
}

int placeholders_count(const struct fe *fe)
{
	return fe->placeholders ? fe->placeholders->count : 0;
}

/* A note at the first header not found: which names stand in. */
void placeholders_note(struct fe *fe)
{
	struct placeholders *p = fe->placeholders;
	char *names = "";
	int i, shown = 0;

	if (!p || !p->count)
		return;
	for (i = 0; i < p->count; i++) {
		if (p->list[i].kind == PH_NAMESPACE || !strcmp(p->list[i].space, MEMBERS) ||
		    brought(p, &p->list[i]))
			continue;
		if (shown < 8)
			names = arena_printf(fe->A, "%s%s'%s%s%s'", names, shown ? ", " : "",
					     p->list[i].space, *p->list[i].space ? "::" : "",
					     p->list[i].name);
		shown++;
	}
	if (!shown)
		return;
	diag_add(fe->diags, SEV_NOTE, p->missing_at, RULE_NONE,
		 shown == 1 ? "%d name that the headers not found declare is read as a placeholder that takes any use (%s%s), so that the code that uses it parses (a launch in it is found); what it holds is not known"
			    : "%d names that the headers not found declare are read as placeholders that take any use (%s%s), so that the code that uses them parses (a launch in it is found); what they hold is not known",
		 shown, names, shown > 8 ? ", ..." : "");
}
