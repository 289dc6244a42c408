/*
 * cx.c - small helpers over libclang: strings, children, locations, source
 * text, types, constant folding, and where a cursor was written.
 *
 * What libclang hands back is copied at once into the translation unit's
 * arena (strings) or turned into warpcheck's own types (enum ctype, sizes
 * in bytes), so no CXString outlives the helper that got it.  Types are
 * looked at canonically: a typedef or a template parameter is what it
 * stands for.
 */
#include "fe.h"

#include <ctype.h>
#include <string.h>

char *cx_string(struct fe *fe, CXString s)
{
	char *p = arena_strdup(fe->A, clang_getCString(s) ? clang_getCString(s) : "");
	clang_disposeString(s);
	return p;
}

struct child_walk {
	CXCursor *out;
	int n, max;
};

static enum CXChildVisitResult collect_child(CXCursor c, CXCursor parent,
					     CXClientData data)
{
	struct child_walk *w = data;

	(void)parent;
	if (w->n < w->max)
		w->out[w->n] = c;
	w->n++;
	return CXChildVisit_Continue;
}

int cx_children(CXCursor c, CXCursor *out, int max)
{
	struct child_walk w = { out, 0, max };

	clang_visitChildren(c, collect_child, &w);
	return w.n < max ? w.n : max;
}

/*
 * A function's parameters: clang_Cursor_getArgument's, or, for a function
 * template (which libclang gives no arguments), its ParmDecl children.
 */
int cx_num_params(CXCursor fn)
{
	CXCursor kids[64];
	int i, n, count = 0;

	if (clang_getCursorKind(fn) != CXCursor_FunctionTemplate)
		return clang_Cursor_getNumArguments(fn);
	n = cx_children(fn, kids, 64);
	for (i = 0; i < n; i++)
		count += clang_getCursorKind(kids[i]) == CXCursor_ParmDecl;
	return count;
}

CXCursor cx_param(CXCursor fn, int index)
{
	CXCursor kids[64];
	int i, n;

	if (clang_getCursorKind(fn) != CXCursor_FunctionTemplate)
		return clang_Cursor_getArgument(fn, (unsigned)index);
	n = cx_children(fn, kids, 64);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_ParmDecl && index-- == 0)
			return kids[i];
	return clang_getNullCursor();
}

/* How many children c has, for walking long blocks without a fixed buffer. */
int cx_nchildren(CXCursor c)
{
	struct child_walk w = { NULL, 0, 0 };

	clang_visitChildren(c, collect_child, &w);
	return w.n;
}

/*
 * Every child of c, however many (a main() of a hundred statements), in
 * memory from A; *n their count.  cx_children's fixed buffer is for nodes
 * whose children are few by their kind.
 */
CXCursor *cx_children_all(struct arena *A, CXCursor c, int *n)
{
	int count = cx_nchildren(c);
	CXCursor *all = arena_alloc(A, ((size_t)count + 1) * sizeof(*all));

	*n = cx_children(c, all, count);
	return all;
}

/* A file's name as clang has it, without the "./" of an include found
 * beside its includer in the working folder ("./kernel.cu" is
 * "kernel.cu"), copied into the arena. */
char *cx_file_name(struct fe *fe, CXFile file)
{
	struct fe_file_name *names = fe->names;
	int n = fe->nnames < 8 ? fe->nnames : 8, i;
	char *name;

	for (i = 0; i < n; i++)
		if (names[i].file == file) {
			struct fe_file_name hit = names[i];
			memmove(names + 1, names, (size_t)i * sizeof(*names));
			names[0] = hit;
			return hit.name;
		}
	name = cx_string(fe, clang_getFileName(file));
	while (name[0] == '.' && name[1] == '/')
		name += 2;
	memmove(names + 1, names, (size_t)(n < 8 ? n : 7) * sizeof(*names));
	names[0].file = file;
	names[0].name = name;
	fe->nnames = n < 8 ? n + 1 : 8;
	return name;
}

struct src_loc cx_loc(struct fe *fe, CXCursor c)
{
	struct src_loc loc = { fe->main_path, 0, 0 };
	CXSourceLocation sl = clang_getCursorLocation(c);
	CXFile file;
	unsigned line, col;

	clang_getExpansionLocation(sl, &file, &line, &col, NULL);
	if (file && !clang_File_isEqual(file, fe->main_file))
		loc.file = cx_file_name(fe, file);
	loc.line = line;
	loc.col = fe->ninserted ? cx_column(fe, loc.file, line, col) : col;
	return loc;
}

unsigned cx_column(const struct fe *fe, const char *path, unsigned line, unsigned col)
{
	return cx_column_among(fe->inserted, fe->ninserted, path, line, col);
}

unsigned cx_column_among(const struct fe_inserted *ins, int n, const char *path,
			 unsigned line, unsigned col)
{
	unsigned shift = 0, word = (unsigned)strlen(TEMPLATE_WORD);
	int i;

	/* ins is in file order: those before col on the line */
	for (i = 0; i < n; i++) {
		const struct fe_inserted *in = &ins[i];
		if (in->line != line || strcmp(in->path, path))
			continue;
		if (col < in->col + shift)
			break;
		shift += col < in->col + shift + word ? col - in->col - shift : word;
	}
	return col - shift;
}

const char *cx_span(struct fe *fe, CXCursor c, unsigned *begin, unsigned *end, const char **file)
{
	CXSourceRange r = clang_getCursorExtent(c);
	CXFile f1, f2;
	unsigned o1, o2;
	size_t size;
	const char *text;

	*begin = *end = 0;
	*file = NULL;
	clang_getExpansionLocation(clang_getRangeStart(r), &f1, NULL, NULL, &o1);
	clang_getExpansionLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &o2);
	if (!f1 || !f2 || !clang_File_isEqual(f1, f2) || o2 <= o1)
		return NULL;
	if (clang_File_isEqual(f1, fe->main_file)) {
		text = fe->source;
		size = fe->source_len;
		*file = fe->main_path;
	} else if (cx_user_location(fe, clang_getRangeStart(r))) {
		/* a header's (or an included .cu file's) text, as written */
		text = cx_file_text(fe, f1, &size);
		*file = cx_file_name(fe, f1);
	} else {
		return NULL;
	}
	if (!text || o2 > size) {
		*file = NULL;
		return NULL;
	}
	*begin = o1;
	*end = o2;
	return text;
}

/* The first of fe->inserted in file path at offset off or past it (they
 * are in edits.c's order, by file then offset: a unit of CUTLASS's
 * headers has thousands) */
static int inserted_from(const struct fe *fe, const char *path, size_t off)
{
	int lo = 0, hi = fe->ninserted;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2, c = strcmp(fe->inserted[mid].path, path);
		if (c < 0 || (c == 0 && fe->inserted[mid].offset < off))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Offset off of the text clang parsed, file path's, in the file as
 * written: less each TEMPLATE_WORD written before it. */
static unsigned written_offset(const struct fe *fe, const char *path, unsigned off)
{
	size_t w = strlen(TEMPLATE_WORD);

	if (off < w)
		return off;
	return off - (unsigned)w * (unsigned)(inserted_from(fe, path, off - w + 1) -
					      inserted_from(fe, path, 0));
}

/* Bytes [begin, end) of text, file path's, without edits.c's TEMPLATE_WORDs. */
static const char *as_written(struct fe *fe, const char *path, const char *text,
			      unsigned begin, unsigned end)
{
	size_t w = strlen(TEMPLATE_WORD), n = 0;
	char *out = arena_alloc(fe->A, end - begin + 1);
	unsigned at = begin;
	int i;

	for (i = inserted_from(fe, path, begin); i < fe->ninserted; i++) {
		const struct fe_inserted *in = &fe->inserted[i];
		if (strcmp(in->path, path) || in->offset + w > end)
			break;
		if (in->offset < at)
			continue;
		memcpy(out + n, text + at, in->offset - at);
		n += in->offset - at;
		at = (unsigned)(in->offset + w);
	}
	memcpy(out + n, text + at, end - at);
	out[n + end - at] = 0;
	return out;
}

const char *cx_text_at(struct fe *fe, CXCursor c, unsigned *begin, unsigned *end,
		       const char **file)
{
	const char *where, *text = cx_span(fe, c, begin, end, &where);

	if (!text || *end - *begin > 200) {
		*begin = *end = 0;
		where = NULL;
	}
	if (file)
		*file = where;
	if (!where)
		return cx_string(fe, clang_getCursorSpelling(c));
	if (fe->ninserted) {
		/* the text, and its offsets, as the file has them (a fix
		 * edits the file at these offsets) */
		const char *written = as_written(fe, where, text, *begin, *end);
		*begin = written_offset(fe, where, *begin);
		*end = written_offset(fe, where, *end);
		return written;
	}
	return arena_strndup(fe->A, text + *begin, *end - *begin);
}

const char *cx_file_text(struct fe *fe, CXFile file, size_t *size)
{
	int i, max = (int)(sizeof(fe->texts) / sizeof(fe->texts[0]));
	struct fe_file_text hit;

	*size = 0;
	if (!file)
		return NULL;
	for (i = 0; i < fe->ntexts; i++)
		if (clang_File_isEqual(fe->texts[i].file, file))
			break;
	if (i < fe->ntexts) {
		hit = fe->texts[i];
	} else {
		hit.file = file;
		hit.text = clang_getFileContents(fe->ctu, file, &hit.size);
		if (!hit.text)
			return NULL;
		if (fe->ntexts < max)
			fe->ntexts++;
		i = fe->ntexts - 1;   /* the least lately used goes, when full */
	}
	memmove(&fe->texts[1], &fe->texts[0], (size_t)i * sizeof(fe->texts[0]));
	fe->texts[0] = hit;
	*size = hit.size;
	return hit.text;
}

const char *cx_text(struct fe *fe, CXCursor c)
{
	unsigned b, e;

	return cx_text_at(fe, c, &b, &e, NULL);
}

unsigned cx_offset(CXSourceLocation l)
{
	unsigned off;

	clang_getExpansionLocation(l, NULL, NULL, NULL, &off);
	return off;
}

int cx_has_attr(CXCursor c, enum CXCursorKind kind)
{
	CXCursor kids[MAX_CHILDREN];
	int i, n = cx_children(c, kids, MAX_CHILDREN);

	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == kind)
			return 1;
	return 0;
}

CXType cx_canon(CXType t)
{
	return clang_getCanonicalType(t);
}

/* C's integer type after promotion; -1 if t is not an integer. */
int cx_ctype(CXType t)
{
	switch (cx_canon(t).kind) {
	case CXType_Bool: case CXType_Char_U: case CXType_UChar:
	case CXType_Char_S: case CXType_SChar: case CXType_Short:
	case CXType_UShort: case CXType_Int: case CXType_Enum:
	case CXType_Char16: case CXType_WChar:
		return CT_I32;
	case CXType_UInt: case CXType_Char32:
		return CT_U32;
	case CXType_Long: case CXType_LongLong:
		return CT_I64;
	case CXType_ULong: case CXType_ULongLong:
		return CT_U64;
	default:
		return -1;
	}
}

int cx_is_pointer(CXType t)
{
	enum CXTypeKind k = cx_canon(t).kind;
	return k == CXType_Pointer;
}

int cx_is_array(CXType t)
{
	enum CXTypeKind k = cx_canon(t).kind;
	return k == CXType_ConstantArray || k == CXType_IncompleteArray ||
	       k == CXType_VariableArray || k == CXType_DependentSizedArray;
}

/* Does this thread's translation unit declare placeholders (placeholders.c)?
 * Set for the parse's life by frontend_load. */
static _Thread_local int placeholders_live;

void cx_placeholders_live(int on)
{
	placeholders_live = on;
}

struct holds {
	int depth, found;
};

static int holds_placeholder(CXType t, int depth);

static enum CXVisitorResult field_holds(CXCursor field, CXClientData data)
{
	struct holds *h = data;

	h->found = holds_placeholder(clang_getCursorType(field), h->depth + 1);
	return h->found ? CXVisit_Break : CXVisit_Continue;
}

static enum CXChildVisitResult base_holds(CXCursor c, CXCursor parent, CXClientData data)
{
	struct holds *h = data;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CXXBaseSpecifier)
		return CXChildVisit_Continue;
	h->found = holds_placeholder(clang_getCursorType(c), h->depth + 1);
	return h->found ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* Is t, or a base or a field of it, a placeholder, whose size says
 * nothing of the type a header not found declares? */
static int holds_placeholder(CXType t, int depth)
{
	struct holds h = { depth, 0 };
	CXCursor decl;
	CXString name;

	t = cx_canon(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = cx_canon(clang_getElementType(t));
	if (t.kind != CXType_Record || depth > 8)
		return 0;
	decl = clang_getTypeDeclaration(t);
	name = clang_getCursorSpelling(decl);
	h.found = !strcmp(clang_getCString(name), "__warpcheck_placeholder");
	clang_disposeString(name);
	if (!h.found)
		clang_visitChildren(decl, base_holds, &h);
	if (!h.found)
		clang_Type_visitFields(t, field_holds, &h);
	return h.found;
}

int cx_holds_placeholder(CXType t)
{
	return placeholders_live && holds_placeholder(t, 0);
}

/*
 * Can clang lay t out?  clang_Type_getSizeOf and _getAlignOf, and
 * clang_Cursor_getOffsetOfField, answer an error for a dependent or an
 * incomplete type, but crash inside libclang on the type clang gives an
 * unresolved expression (`p->get` written without its call, an overload
 * set) and may on a record whose declaration has errors (a field with
 * errors makes it so).  Every layout query goes through here first.
 */
static int layout_ok_at(CXType t)
{
	CXCursor decl;

	t = cx_canon(t);
	switch (t.kind) {
	case CXType_Invalid: case CXType_Unexposed: case CXType_Overload:
	case CXType_Dependent: case CXType_Auto:
		return 0;
	case CXType_LValueReference: case CXType_RValueReference:
		return layout_ok_at(clang_getPointeeType(t));
	case CXType_ConstantArray: case CXType_IncompleteArray: case CXType_VariableArray:
	case CXType_DependentSizedArray: case CXType_Vector: case CXType_ExtVector:
		return layout_ok_at(clang_getElementType(t));
	case CXType_Record:
		/* a field with errors makes its record invalid too */
		decl = clang_getTypeDeclaration(t);
		return !clang_Cursor_isNull(decl) && !clang_isInvalidDeclaration(decl) &&
		       !(placeholders_live && holds_placeholder(t, 0));
	default:
		return 1;
	}
}

int cx_layout_ok(CXType t)
{
	return layout_ok_at(t);
}

/* Size of t in bytes; negative when clang cannot say. */
long long cx_size(CXType t)
{
	if (!cx_layout_ok(t))
		return CXTypeLayoutError_Invalid;
	return clang_Type_getSizeOf(cx_canon(t));
}

/* Alignment of t in bytes; 0 when clang cannot say (an incomplete type). */
unsigned cx_align(CXType t)
{
	long long align;

	if (!cx_layout_ok(t))
		return 0;
	align = clang_Type_getAlignOf(cx_canon(t));
	return align > 0 ? (unsigned)align : 0;
}

/* Offset of a field in bits within its record; negative when not known. */
long long cx_field_offset(CXCursor field)
{
	CXCursor parent = clang_getCursorSemanticParent(field);

	if (clang_getCursorKind(field) != CXCursor_FieldDecl || clang_Cursor_isNull(parent) ||
	    !cx_layout_ok(clang_getCursorType(parent)))
		return CXTypeLayoutError_Invalid;
	return clang_Cursor_getOffsetOfField(field);
}

/* Size of what a pointer or array of type t points to. */
long long cx_pointee_size(CXType t)
{
	CXType c = cx_canon(t);

	if (c.kind == CXType_Pointer)
		return cx_size(clang_getPointeeType(c));
	if (cx_is_array(c))
		return cx_size(clang_getArrayElementType(c));
	return -1;
}

/*
 * Is c a brace around one scalar, `x{e}` or `x = {e}` for a number or a
 * pointer: the value of e, as a cast would give it?
 */
int cx_is_scalar_brace(CXCursor c)
{
	CXType t;

	if (clang_getCursorKind(c) != CXCursor_InitListExpr)
		return 0;
	t = cx_canon(clang_getCursorType(c));
	return t.kind != CXType_Record && t.kind != CXType_Elaborated && !cx_is_array(t) &&
	       t.kind != CXType_Invalid && t.kind != CXType_Unexposed;
}

/* Strip the wrappers that do not change a pointer's target. */
CXCursor cx_strip(CXCursor c)
{
	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(c);
		CXCursor kids[4];
		int n;

		if (cx_is_scalar_brace(c)) {
			if (cx_children(c, kids, 4) != 1)
				return c;
			c = kids[0];
			continue;
		}
		if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr &&
		    k != CXCursor_CStyleCastExpr && k != CXCursor_CXXStaticCastExpr &&
		    k != CXCursor_CXXReinterpretCastExpr &&
		    k != CXCursor_CXXConstCastExpr && k != CXCursor_CXXFunctionalCastExpr)
			return c;
		n = cx_children(c, kids, 4);
		if (n == 0)
			return c;
		c = kids[n - 1];   /* casts may lead with a TypeRef */
	}
}

/* Past a copy's (or a move's) construction, as a struct passed by value
 * is written: what is copied, stripped; else c. */
CXCursor cx_past_copy(CXCursor c)
{
	CXCursor ctor = clang_getCursorReferenced(c);

	if (clang_getCursorKind(c) == CXCursor_CallExpr &&
	    clang_getCursorKind(ctor) == CXCursor_Constructor &&
	    (clang_CXXConstructor_isCopyConstructor(ctor) ||
	     clang_CXXConstructor_isMoveConstructor(ctor)) &&
	    clang_Cursor_getNumArguments(c) == 1)
		return cx_strip(clang_Cursor_getArgument(c, 0));
	return c;
}

int cx_is_shared_var(CXCursor decl)
{
	return clang_getCursorKind(decl) == CXCursor_VarDecl &&
	       cx_has_attr(decl, CXCursor_CUDASharedAttr);
}

/*
 * Does function fn never return ([[noreturn]], __attribute__((noreturn)),
 * _Noreturn), as a failed check's thrower or an error helper?  libclang
 * has no query for it: its declaration's tokens are read.
 */
int cx_is_noreturn(CXCursor fn)
{
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(fn);
	enum CXCursorKind k = clang_getCursorKind(fn);
	CXToken *tokens = NULL;
	unsigned n = 0, i;
	int yes = 0;

	if (!tu || (k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate &&
		    k != CXCursor_CXXMethod))
		return 0;
	clang_tokenize(tu, clang_getCursorExtent(fn), &tokens, &n);
	/* the declaration up to its body: the attributes are there */
	for (i = 0; i < n && !yes; i++) {
		CXString t = clang_getTokenSpelling(tu, tokens[i]);
		const char *w = clang_getCString(t);
		if (!strcmp(w, "{"))
			i = n;
		yes = !strcmp(w, "noreturn") || !strcmp(w, "_Noreturn") || !strcmp(w, "__noreturn__");
		clang_disposeString(t);
	}
	clang_disposeTokens(tu, tokens, n);
	if (!yes && !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(fn)))
		return cx_is_noreturn(clang_getSpecializedCursorTemplate(fn));
	return yes;
}

/*
 * Evaluates a constant expression with clang, for literals and constants.
 * Only an expression of integer, bool or enum type is asked: libclang's
 * evaluation faults on some others (a braced list in an array's
 * initializer, `{ {1, 2}, ... }`), and nothing else folds to an integer.
 */
int cx_fold(CXCursor c, int64_t *out)
{
	enum CXTypeKind t = clang_getCanonicalType(clang_getCursorType(c)).kind;
	CXEvalResult r;
	int ok = 0;

	if (clang_getCursorKind(c) == CXCursor_InitListExpr ||
	    !((t >= CXType_Bool && t <= CXType_Int128) || t == CXType_Enum))
		return -1;
	r = clang_Cursor_Evaluate(c);
	if (!r)
		return -1;
	if (clang_EvalResult_getKind(r) == CXEval_Int) {
		if (clang_EvalResult_isUnsignedInt(r))
			*out = (int64_t)clang_EvalResult_getAsUnsigned(r);
		else
			*out = clang_EvalResult_getAsLongLong(r);
		ok = 1;
	}
	clang_EvalResult_dispose(r);
	return ok ? 0 : -1;
}

/*
 * The built-in a bundled header's function returns whole, for a call of
 * it (cooperative groups' `group_index()` is `{ return blockIdx; }`), or
 * a null cursor.
 */
static CXCursor builtin_returned(CXCursor call)
{
	CXCursor def = clang_getCursorDefinition(clang_getCursorReferenced(call)), kids[4], ret[1];
	int n, i;

	if (clang_Cursor_isNull(def) || !cx_in_prelude(def))
		return clang_getNullCursor();
	n = cx_children(def, kids, 4);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt)
			break;
	if (i == n || cx_children(kids[i], ret, 1) != 1 ||
	    clang_getCursorKind(ret[0]) != CXCursor_ReturnStmt || cx_children(ret[0], ret, 1) != 1)
		return clang_getNullCursor();
	/* through the conversions to the return type (dim3 from uint3) */
	for (i = 0; i < 4; i++) {
		ret[0] = cx_strip(ret[0]);
		if ((clang_getCursorKind(ret[0]) != CXCursor_CallExpr &&
		     clang_getCursorKind(ret[0]) != CXCursor_MemberRefExpr) ||   /* operator uint3() */
		    cx_children(ret[0], kids, 2) != 1)
			break;
		ret[0] = kids[0];
	}
	return ret[0];
}

/* threadIdx.x and friends: the member's name comes from the tokens. */
int cx_builtin_member(struct fe *fe, CXCursor c, enum ir_special *out)
{
	static const char *bases[] = { "threadIdx", "blockIdx", "blockDim", "gridDim" };
	CXCursor kids[2];
	CXToken *tokens;
	unsigned ntok;
	char *base, *member = NULL;
	int i;

	if (cx_children(c, kids, 2) != 1)
		return -1;
	kids[0] = cx_strip(kids[0]);
	if (clang_getCursorKind(kids[0]) == CXCursor_CallExpr)
		kids[0] = builtin_returned(kids[0]);   /* block.group_index().x */
	if (clang_getCursorKind(kids[0]) != CXCursor_DeclRefExpr)
		return -1;
	base = cx_string(fe, clang_getCursorSpelling(kids[0]));
	for (i = 0; i < 4; i++)
		if (!strcmp(base, bases[i]))
			break;
	if (i == 4)
		return -1;
	clang_tokenize(fe->ctu, clang_getCursorExtent(c), &tokens, &ntok);
	if (ntok > 0)
		member = cx_string(fe, clang_getTokenSpelling(fe->ctu, tokens[ntok - 1]));
	clang_disposeTokens(fe->ctu, tokens, ntok);
	if (!member || member[1] || member[0] < 'x' || member[0] > 'z') {
		/* written inside a macro, whose extent ends where it is used:
		 * read `base . member` where the definition spells it */
		CXSourceLocation at;
		CXFile f;
		unsigned line, col, j;

		member = NULL;
		clang_getSpellingLocation(clang_getRangeStart(clang_getCursorExtent(c)), &f, &line, &col, NULL);
		if (!f)
			return -1;
		at = clang_getLocation(fe->ctu, f, line, col);
		clang_tokenize(fe->ctu, clang_getRange(at, clang_getLocation(fe->ctu, f, line + 1, 1)),
			       &tokens, &ntok);
		for (j = 0; j + 2 < ntok && !member; j++) {
			CXString t = clang_getTokenSpelling(fe->ctu, tokens[j]);
			CXString dot = clang_getTokenSpelling(fe->ctu, tokens[j + 1]);
			if (!strcmp(clang_getCString(t), base) && !strcmp(clang_getCString(dot), "."))
				member = cx_string(fe, clang_getTokenSpelling(fe->ctu, tokens[j + 2]));
			clang_disposeString(t);
			clang_disposeString(dot);
		}
		clang_disposeTokens(fe->ctu, tokens, ntok);
		if (!member || member[1] || member[0] < 'x' || member[0] > 'z')
			return -1;
	}
	*out = (enum ir_special)(i * 3 + (member[0] - 'x'));
	return 0;
}

/* Is path inside folder dir (not merely starting with the same letters)? */
int cx_under_dir(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	while (n > 1 && dir[n - 1] == '/')
		n--;
	return !strncmp(path, dir, n) && (path[n] == '/' || path[n] == '\0');
}

/* Is cursor c written in a file inside folder dir? */
int cx_under(CXCursor c, const char *dir)
{
	CXFile file;
	CXString name;
	int yes;

	clang_getExpansionLocation(clang_getCursorLocation(c), &file, NULL, NULL, NULL);
	if (!file)
		return 0;
	name = clang_getFileName(file);
	yes = cx_under_dir(clang_getCString(name), dir);
	clang_disposeString(name);
	return yes;
}

/*
 * In the headers of the CUDA installation given with --cuda-path: their
 * internals are not the user's to fix, and are not reported on their own.
 */
int cx_in_cuda_headers(struct fe *fe, CXCursor c)
{
	return fe->cuda_dir && cx_under(c, fe->cuda_dir);
}

/* declared by the bundled CUDA headers */
int cx_is_lambda(CXCursor c)
{
	CXString t = clang_getTypeSpelling(clang_getCursorType(c));
	int yes = strstr(clang_getCString(t), "(lambda at ") != NULL;

	clang_disposeString(t);
	return yes;
}

int cx_in_namespace(CXCursor c, const char *name, int top)
{
	CXCursor ns = clang_getCursorSemanticParent(c);
	CXString s;
	int yes;

	if (clang_getCursorKind(ns) != CXCursor_Namespace)
		return 0;
	s = clang_getCursorSpelling(ns);
	yes = !strcmp(clang_getCString(s), name) &&
	      (!top || clang_getCursorKind(clang_getCursorSemanticParent(ns)) ==
			       CXCursor_TranslationUnit);
	clang_disposeString(s);
	return yes;
}

int cx_in_prelude(CXCursor c)
{
	return cx_under(c, PRELUDE_DIR);
}

int cx_in_main_file(struct fe *fe, CXCursor c)
{
	CXFile file;

	clang_getExpansionLocation(clang_getCursorLocation(c), &file, NULL, NULL, NULL);
	return file && clang_File_isEqual(file, fe->main_file);
}

/*
 * Is path one of the system's headers?  clang says so for the folders it
 * searches by default; a system folder named again with -I is still one.
 */
static int system_path(const char *path)
{
	return cx_under_dir(path, "/usr/include") || cx_under_dir(path, "/usr/local/include") ||
	       cx_under_dir(path, "/usr/lib") || cx_under_dir(path, "/opt/cuda");
}

/*
 * Is l in the user's own code: the main file, or a header that is neither
 * the system's, the bundled prelude's nor the --cuda-path installation's?
 */
int cx_user_location(struct fe *fe, CXSourceLocation l)
{
	CXFile file;
	CXString name;
	int yes;

	clang_getExpansionLocation(l, &file, NULL, NULL, NULL);
	if (!file)
		return 0;
	if (clang_File_isEqual(file, fe->main_file))
		return 1;
	if (clang_Location_isInSystemHeader(l))
		return 0;
	name = clang_getFileName(file);
	yes = !cx_under_dir(clang_getCString(name), PRELUDE_DIR) &&
	      !system_path(clang_getCString(name)) &&
	      !(fe->cuda_dir && cx_under_dir(clang_getCString(name), fe->cuda_dir));
	clang_disposeString(name);
	return yes;
}

int cx_in_user_file(struct fe *fe, CXCursor c)
{
	return cx_user_location(fe, clang_getCursorLocation(c));
}

/* The IR operator of a C binary (or compound assignment) operator;
 * IR_CONST for one that is not arithmetic, a comparison or logical. */
enum ir_op cx_binary_op(enum CXBinaryOperatorKind k)
{
	switch (k) {
	case CXBinaryOperator_Mul: case CXBinaryOperator_MulAssign: return IR_MUL;
	case CXBinaryOperator_Div: case CXBinaryOperator_DivAssign: return IR_DIV;
	case CXBinaryOperator_Rem: case CXBinaryOperator_RemAssign: return IR_REM;
	case CXBinaryOperator_Add: case CXBinaryOperator_AddAssign: return IR_ADD;
	case CXBinaryOperator_Sub: case CXBinaryOperator_SubAssign: return IR_SUB;
	case CXBinaryOperator_Shl: case CXBinaryOperator_ShlAssign: return IR_SHL;
	case CXBinaryOperator_Shr: case CXBinaryOperator_ShrAssign: return IR_SHR;
	case CXBinaryOperator_LT: return IR_LT;
	case CXBinaryOperator_GT: return IR_GT;
	case CXBinaryOperator_LE: return IR_LE;
	case CXBinaryOperator_GE: return IR_GE;
	case CXBinaryOperator_EQ: return IR_EQ;
	case CXBinaryOperator_NE: return IR_NE;
	case CXBinaryOperator_And: case CXBinaryOperator_AndAssign: return IR_AND;
	case CXBinaryOperator_Xor: case CXBinaryOperator_XorAssign: return IR_XOR;
	case CXBinaryOperator_Or: case CXBinaryOperator_OrAssign: return IR_OR;
	case CXBinaryOperator_LAnd: return IR_LAND;
	case CXBinaryOperator_LOr: return IR_LOR;
	default: return IR_CONST;   /* not an arithmetic operator */
	}
}

struct store_search {
	CXCursor var;
	int found;
	int members;   /* a store to a member or element of var counts too */
};

/* The operand c stores to (an assignment's left side, an increment's
 * operand, stripped), or the null cursor where c stores nothing. */
static CXCursor stored_operand(CXCursor c)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor kids[2];
	int stores = 0;

	if (k == CXCursor_BinaryOperator)
		stores = clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign;
	else if (k == CXCursor_CompoundAssignOperator)
		stores = 1;
	else if (k == CXCursor_UnaryOperator) {
		enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(c);
		stores = u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec ||
			 u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec;
	}
	if (stores && cx_children(c, kids, 2) >= 1)
		return cx_strip(kids[0]);
	return clang_getNullCursor();
}

static enum CXChildVisitResult find_store(CXCursor c, CXCursor parent, CXClientData data)
{
	struct store_search *ss = data;
	CXCursor to = stored_operand(c);

	(void)parent;
	/* `v.a.b = x`, `v.arr[i] = x`: down to the variable they are in */
	while (ss->members && (clang_getCursorKind(to) == CXCursor_MemberRefExpr ||
			       clang_getCursorKind(to) == CXCursor_ArraySubscriptExpr)) {
		CXCursor base;
		if (cx_children(to, &base, 1) != 1 || cx_is_pointer(clang_getCursorType(base)))
			break;
		to = cx_strip(base);
	}
	if (clang_getCursorKind(to) == CXCursor_DeclRefExpr &&
	    clang_equalCursors(clang_getCursorReferenced(to), ss->var)) {
		ss->found = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static enum CXChildVisitResult find_member_store(CXCursor c, CXCursor parent, CXClientData data)
{
	int *found = data;
	CXCursor to = stored_operand(c), base;

	(void)parent;
	/* a member of `this`: written bare (no child) or as this->m */
	if (clang_getCursorKind(to) == CXCursor_MemberRefExpr &&
	    (cx_children(to, &base, 1) == 0 ||
	     clang_getCursorKind(cx_strip(base)) == CXCursor_CXXThisExpr)) {
		*found = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

int cx_method_stores_members(CXCursor method)
{
	int found = 0;

	clang_visitChildren(method, find_member_store, &found);
	return found;
}

/*
 * Is `var` assigned, incremented or decremented anywhere in `scope` (its
 * function, or the translation unit for a global)?  If not, its
 * initializer is its value everywhere.
 */
static int stored(CXCursor scope, CXCursor var, int members)
{
	struct store_search ss = { var, 0, members };

	if (clang_Cursor_isNull(scope) || clang_isInvalid(clang_getCursorKind(scope)))
		return 1;
	clang_visitChildren(scope, find_store, &ss);
	return ss.found;
}

int cx_stored_to(CXCursor scope, CXCursor var)
{
	return stored(scope, var, 0);
}

/* ... or a member or element of it (`v.n = 0`, `v.dims[1]++`) */
int cx_stored_within(CXCursor scope, CXCursor var)
{
	return stored(scope, var, 1);
}

/* Is `call` a <<<...>>> launch?  Then *cfg is its configuration call
 * (grid, block, shared bytes, stream). */
int cx_launch_config(CXCursor call, CXCursor *cfg)
{
	CXCursor kids[MAX_CHILDREN];
	int n = cx_children(call, kids, MAX_CHILDREN), i;

	for (i = 0; i < n; i++) {
		CXString s;
		int yes;
		if (clang_getCursorKind(kids[i]) != CXCursor_CallExpr)
			continue;
		s = clang_getCursorSpelling(kids[i]);
		yes = !strcmp(clang_getCString(s), "cudaConfigureCall") ||
		      !strcmp(clang_getCString(s), "__cudaPushCallConfiguration");
		clang_disposeString(s);
		if (yes) {
			*cfg = kids[i];
			return 1;
		}
	}
	return 0;
}

/* Do range r's first n tokens spell words[] (and, when whole, nothing follows)? */
static int tokens_say(CXTranslationUnit tu, CXSourceRange r, const char *const *words, unsigned n,
		      int whole)
{
	CXToken *tokens = NULL;
	unsigned ntok = 0, i;
	int yes = 1;

	clang_tokenize(tu, r, &tokens, &ntok);
	for (i = 0; i < n && yes; i++) {
		CXString t;
		if (i >= ntok)
			return clang_disposeTokens(tu, tokens, ntok), 0;
		t = clang_getTokenSpelling(tu, tokens[i]);
		yes = !strcmp(clang_getCString(t), words[i]);
		clang_disposeString(t);
	}
	yes = yes && (!whole || ntok == n);
	clang_disposeTokens(tu, tokens, ntok);
	return yes;
}

/*
 * A side of an `if constexpr` that clang discarded in an instantiation:
 * an empty block where the source has more than `{}` (clang keeps the
 * side's place, not its statements).
 */
static int discarded(CXTranslationUnit tu, CXCursor side)
{
	static const char *const braces[] = { "{", "}" };
	CXCursor kid;

	if (clang_getCursorKind(side) != CXCursor_CompoundStmt || cx_children(side, &kid, 1) != 0)
		return 0;
	return !tokens_say(tu, clang_getCursorExtent(side), braces, 2, 1);
}

/*
 * Is c an `if constexpr` whose condition clang has decided (the
 * statement is in an instantiation, or its condition depends on no
 * template parameter)?  Then *live is the side that runs, or the null
 * cursor when the false side is missing.  libclang gives no constexpr
 * flag and no value of the condition: the keyword is read, and the
 * side not taken is the one clang left empty.
 */
int cx_if_constexpr(CXCursor c, CXCursor *live)
{
	static const char *const words[] = { "if", "constexpr" };
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(c);
	CXCursor kids[4], then, other;
	int n;

	if (!tu || clang_getCursorKind(c) != CXCursor_IfStmt || (n = cx_children(c, kids, 4)) < 2)
		return 0;
	if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt)
		return 0;   /* `if constexpr (init; cond)`: lowered as an if */
	then = kids[1];
	other = n > 2 ? kids[2] : clang_getNullCursor();
	if (!tokens_say(tu, clang_getRange(clang_getRangeStart(clang_getCursorExtent(c)),
					   clang_getRangeStart(clang_getCursorExtent(kids[0]))),
			words, 2, 0))
		return 0;
	if (discarded(tu, then))
		*live = other;
	else if (clang_Cursor_isNull(other) || discarded(tu, other))
		*live = then;
	else
		return 0;   /* both sides there: a template's pattern */
	return 1;
}

/* ---- cursors to numbers ------------------------------------------------- */

static struct cursor_map_slot *map_find(const struct cursor_map *m, CXCursor key)
{
	unsigned i = clang_hashCursor(key) & (unsigned)(m->cap - 1);

	while (m->slot[i].used && !clang_equalCursors(m->slot[i].key, key))
		i = (i + 1) & (unsigned)(m->cap - 1);
	return &m->slot[i];
}

/* The number last put for key (a cursor equal to it), or -1. */
int cx_map_get(const struct cursor_map *m, CXCursor key)
{
	const struct cursor_map_slot *s;

	if (!m->cap)
		return -1;
	s = map_find(m, key);
	return s->used ? s->value : -1;
}

void cx_map_put(struct arena *A, struct cursor_map *m, CXCursor key, int value)
{
	struct cursor_map_slot *s;

	if (2 * (m->n + 1) > m->cap) {   /* at most half full */
		struct cursor_map old = *m;
		int i;
		m->cap = old.cap ? 2 * old.cap : 64;
		m->slot = arena_alloc(A, (size_t)m->cap * sizeof(*m->slot));
		m->n = 0;
		for (i = 0; i < old.cap; i++)
			if (old.slot[i].used)
				cx_map_put(A, m, old.slot[i].key, old.slot[i].value);
	}
	s = map_find(m, key);
	if (!s->used) {
		s->used = 1;
		s->key = key;
		m->n++;
	}
	s->value = value;
}

/*
 * Is the identifier at byte `at` of file f, in d's translation unit, a
 * macro whose whole definition is the keyword constexpr?
 */
static int constexpr_macro(CXCursor d, CXFile f, unsigned at)
{
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(d);
	CXCursor use = clang_getCursor(tu, clang_getLocationForOffset(tu, f, at)), def;
	CXToken *tokens = NULL;
	unsigned n = 0;
	int yes = 0;

	if (clang_getCursorKind(use) != CXCursor_MacroExpansion)
		return 0;
	def = clang_getCursorReferenced(use);
	if (clang_getCursorKind(def) != CXCursor_MacroDefinition)
		return 0;
	/* its extent: the name, then the tokens it stands for */
	clang_tokenize(tu, clang_getCursorExtent(def), &tokens, &n);
	if (n == 2) {
		CXString t = clang_getTokenSpelling(tu, tokens[1]);

		yes = !strcmp(clang_getCString(t), "constexpr");
		clang_disposeString(t);
	}
	clang_disposeTokens(tu, tokens, n);
	return yes;
}

/*
 * Is def declared constexpr?  clang (and nvcc with --expt-relaxed-constexpr)
 * compiles such a function for the device too, with no attribute that
 * libclang shows: the keyword is read before its name.  fe may be NULL
 * (no cache of the files' texts).
 */
int cx_is_constexpr(struct fe *fe, CXCursor def)
{
	/* an instantiation's extent is its name alone: its template's says */
	CXCursor pattern = clang_getSpecializedCursorTemplate(def);
	CXCursor d = clang_Cursor_isNull(pattern) ? def : pattern;
	CXSourceRange r = clang_getCursorExtent(d);
	unsigned b, e, name = cx_offset(clang_getCursorLocation(d)), stop, k;
	CXFile f1, f2;
	size_t size;
	const char *text;

	/* the declaration's text, in a system header too (libstdc++'s) */
	clang_getExpansionLocation(clang_getRangeStart(r), &f1, NULL, NULL, &b);
	clang_getExpansionLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &e);
	if (!f1 || !f2 || !clang_File_isEqual(f1, f2) || e <= b ||
	    !(text = fe ? cx_file_text(fe, f1, &size)
			: clang_getFileContents(clang_Cursor_getTranslationUnit(d), f1, &size)) ||
	    e > size)
		return 0;
	/* before the name (a template's parameters may hold parentheses:
	 * std::pair's `enable_if<_PCCP::_MoveConstructiblePair<...>()>`),
	 * else before the first parenthesis */
	stop = name > b && name < e ? name : e;
	for (k = b; k < stop && text[k] != '(' && name >= e; k++)
		;
	if (name >= e)
		stop = k;
	for (k = b; k + 9 <= stop; k++)
		if (!strncmp(text + k, "constexpr", 9) &&
		    (k == b || !(isalnum((unsigned char)text[k - 1]) || text[k - 1] == '_')) &&
		    !(isalnum((unsigned char)text[k + 9]) || text[k + 9] == '_'))
			return 1;
	/* or a macro that stands for the keyword (libstdc++'s
	 * `_GLIBCXX17_CONSTEXPR pointer data()`) */
	for (k = b; k < stop; k++)
		if ((k == b || !(isalnum((unsigned char)text[k - 1]) || text[k - 1] == '_')) &&
		    (isupper((unsigned char)text[k]) || text[k] == '_') &&
		    constexpr_macro(d, f1, k))
			return 1;
	return 0;
}
