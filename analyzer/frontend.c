/*
 * frontend.c - the only file that talks to libclang.
 *
 * The file is parsed in CUDA device mode against the bundled prelude (an
 * in-memory header), and every __global__ function defined in the main
 * file is walked once, in source order, into IR:
 *
 *   - integer locals become slots, and every assignment to one becomes an
 *     ST_ASSIGN, so an index is followed through locals, compound
 *     assignments, macros and constants exactly as C computes it;
 *   - pointer locals become an (object, byte offset) pair whose offset is
 *     a slot, so `p += n` and `row[i]` keep working;
 *   - every load, store and atomic on a __shared__ array or a pointer
 *     parameter becomes an ST_ACCESS whose expression is the byte offset
 *     into its object, emitted in C's evaluation order; accesses under
 *     `?:`, `&&` and `||` are guarded by ST_IF;
 *   - anything else is an IR_UNKNOWN with the reason, so the rest of the
 *     kernel is still analyzed and the report can say why.
 *
 * Invariant: no CXCursor, CXType or CXString outlives this file; names and
 * texts are copied into the translation unit's arena.
 */
#include "frontend.h"
#include "assume.h"

#include <clang-c/CXCompilationDatabase.h>
#include <clang-c/Index.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../simulator/bug.h"

#define PRELUDE_DIR "/warpcheck-prelude"
#define PRELUDE_PATH PRELUDE_DIR "/cuda_runtime.h"
#define MAX_PRELUDE 32                   /* bundled headers */
#define MAX_CHILDREN 64
#define MAX_DEPTH 2000                   /* nested expressions and statements */

enum object_kind { OBJ_NONE, OBJ_SHARED, OBJ_PARAM };

/* Where a pointer points: an object and a byte offset into it. */
struct ptr {
	enum object_kind kind;
	int index;
	struct ir_expr *offset;   /* CT_I64 bytes */
	const char *why;          /* OBJ_NONE: why it is not known */
};

struct local {
	CXCursor decl;
	int slot;
	int is_pointer;
	enum object_kind kind;    /* pointers: the object pointed into */
	int index;
	const char *name;
};

struct fe {
	struct ir_tu *tu;
	struct arena *A;
	struct diag_list *diags;
	const struct frontend_options *opts;
	const char *main_path;
	const char *source;       /* main file contents */
	size_t source_len;
	CXTranslationUnit ctu;
	CXFile main_file;

	/* the kernel being built */
	struct ir_kernel *k;
	struct local *locals;
	int nlocals, cap_locals;
	CXCursor *shared_decls;
	int cap_shared, cap_accesses, cap_local_names;
	const char **built;       /* USRs of the kernels built so far */
	int nbuilt, cap_built;
	int cap_branches;
	struct launch_site {
		const char *usr;
		struct ir_launch launch;
	} *sites;                 /* <<<...>>> calls, joined to kernels at the end */
	int nsites, cap_sites;
	struct ir_stmt **tail;    /* where the next statement goes */
	int loop_depth;
	CXCursor inlining[8];     /* the __device__ functions being followed */
	struct src_loc call_site; /* where the kernel calls the outermost one */
	int ninlining;
	int ret;                  /* the slot the function being followed returns
	                             into, or -1 (a slot: fe->locals moves) */
	enum ctype ret_type;

	/* `// warpcheck: assume NAME = EXPR` comments of the main file */
	struct assume *assumes;
	int nassumes;
	const char **assume_texts; /* "NAME = EXPR (line N)", for reports */
	unsigned assume_lines[8]; /* the lines of the statements being translated
	                             that assumptions cover, outermost first */
	int nassume_lines;
	uint64_t *slot_assumed;   /* per local slot: the assumptions its value used */
	int cap_slot_assumed;
	int any_assumed;          /* an assumption stood in for a value */
	struct lambda {
		CXCursor var;         /* the variable holding the lambda */
		struct local *copies; /* its captures by copy, as they were */
		int ncopies;
	} *lambdas;               /* lambdas of the kernel being built */
	int nlambdas, cap_lambdas;
	int binding;              /* binding a helper's parameters, or updating a
	                             variable (++, +=): no assumption replaces it */
	const char *cuda_dir;     /* --cuda-path, when its headers are the ones parsed */
	int depth;                /* of xexpr and stmt, against runaway recursion */
	int too_deep;             /* said so once */
};

/* ---- small libclang helpers ---------------------------------------- */

static char *copy_string(struct fe *fe, CXString s)
{
	char *p = arena_strdup(fe->A, clang_getCString(s) ? clang_getCString(s) : "");
	clang_disposeString(s);
	return p;
}

static int children(CXCursor c, CXCursor *out, int max);

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

static int children(CXCursor c, CXCursor *out, int max)
{
	struct child_walk w = { out, 0, max };

	clang_visitChildren(c, collect_child, &w);
	return w.n < max ? w.n : max;
}

static struct src_loc loc_of(struct fe *fe, CXCursor c)
{
	struct src_loc loc = { fe->main_path, 0, 0 };
	CXSourceLocation sl = clang_getCursorLocation(c);
	CXFile file;
	unsigned line, col;

	clang_getExpansionLocation(sl, &file, &line, &col, NULL);
	if (file && !clang_File_isEqual(file, fe->main_file))
		loc.file = copy_string(fe, clang_getFileName(file));
	loc.line = line;
	loc.col = col;
	return loc;
}

/* The source text of a cursor, when it sits on one line of the main file. */
/* The source text of a cursor in the main file, and where it is (or 0, 0). */
static const char *text_at(struct fe *fe, CXCursor c, unsigned *begin, unsigned *end)
{
	CXSourceRange r = clang_getCursorExtent(c);
	CXFile f1, f2;
	unsigned o1, o2;

	*begin = *end = 0;
	clang_getExpansionLocation(clang_getRangeStart(r), &f1, NULL, NULL, &o1);
	clang_getExpansionLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &o2);
	if (!f1 || !clang_File_isEqual(f1, fe->main_file) || !f2 ||
	    !clang_File_isEqual(f2, fe->main_file) || o2 <= o1 ||
	    o2 > fe->source_len || o2 - o1 > 200)
		return copy_string(fe, clang_getCursorSpelling(c));
	*begin = o1;
	*end = o2;
	return arena_strndup(fe->A, fe->source + o1, o2 - o1);
}

static const char *text_of(struct fe *fe, CXCursor c)
{
	unsigned b, e;

	return text_at(fe, c, &b, &e);
}

static unsigned offset_of(CXSourceLocation l)
{
	unsigned off;

	clang_getExpansionLocation(l, NULL, NULL, NULL, &off);
	return off;
}

static int has_attr(CXCursor c, enum CXCursorKind kind)
{
	CXCursor kids[MAX_CHILDREN];
	int i, n = children(c, kids, MAX_CHILDREN);

	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == kind)
			return 1;
	return 0;
}

static CXType canon(CXType t)
{
	return clang_getCanonicalType(t);
}

/* C's integer type after promotion; -1 if t is not an integer. */
static int ctype_of(CXType t)
{
	switch (canon(t).kind) {
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

static int is_pointer_type(CXType t)
{
	enum CXTypeKind k = canon(t).kind;
	return k == CXType_Pointer;
}

static int is_array_type(CXType t)
{
	enum CXTypeKind k = canon(t).kind;
	return k == CXType_ConstantArray || k == CXType_IncompleteArray ||
	       k == CXType_VariableArray || k == CXType_DependentSizedArray;
}

static long long size_of(CXType t)
{
	return clang_Type_getSizeOf(canon(t));
}

/* Size of what a pointer or array of type t points to. */
static long long pointee_size(CXType t)
{
	CXType c = canon(t);

	if (c.kind == CXType_Pointer)
		return size_of(clang_getPointeeType(c));
	if (is_array_type(c))
		return size_of(clang_getArrayElementType(c));
	return -1;
}

/* Strip the wrappers that do not change a pointer's target. */
static CXCursor strip(CXCursor c)
{
	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(c);
		CXCursor kids[4];
		int n;

		if (k != CXCursor_UnexposedExpr && k != CXCursor_ParenExpr &&
		    k != CXCursor_CStyleCastExpr && k != CXCursor_CXXStaticCastExpr &&
		    k != CXCursor_CXXReinterpretCastExpr &&
		    k != CXCursor_CXXConstCastExpr && k != CXCursor_CXXFunctionalCastExpr)
			return c;
		n = children(c, kids, 4);
		if (n == 0)
			return c;
		c = kids[n - 1];   /* casts may lead with a TypeRef */
	}
}

/* ---- kernel state --------------------------------------------------- */

static struct local *find_local(struct fe *fe, CXCursor decl)
{
	int i;

	for (i = fe->nlocals - 1; i >= 0; i--)
		if (clang_equalCursors(fe->locals[i].decl, decl))
			return &fe->locals[i];
	return NULL;
}

static int new_slot(struct fe *fe, const char *name)
{
	struct ir_kernel *k = fe->k;

	k->local_names = arena_grow(fe->A, k->local_names, sizeof(*k->local_names),
				    k->nlocals, &fe->cap_local_names);
	k->local_names[k->nlocals] = name;
	return k->nlocals++;
}

/* Room for one more local in scope (its fields are the caller's to set). */
static struct local *push_local(struct fe *fe)
{
	if (fe->nlocals == fe->cap_locals) {
		int cap = fe->cap_locals ? fe->cap_locals * 2 : 16;
		struct local *p = realloc(fe->locals, (size_t)cap * sizeof(*p));
		if (!p) {
			fprintf(stderr, "warpcheck: out of memory\n");
			exit(2);
		}
		fe->locals = p;
		fe->cap_locals = cap;
	}
	return &fe->locals[fe->nlocals++];
}

static struct local *add_local(struct fe *fe, CXCursor decl, const char *name)
{
	struct local *l = push_local(fe);

	memset(l, 0, sizeof(*l));
	l->decl = decl;
	l->name = name;
	l->slot = new_slot(fe, name);
	return l;
}

static int param_index(struct fe *fe, CXCursor decl)
{
	CXCursor fn = clang_getCursorSemanticParent(decl);
	int i, n = clang_Cursor_getNumArguments(fn);

	for (i = 0; i < n && i < fe->k->nparams; i++)
		if (clang_equalCursors(clang_Cursor_getArgument(fn, i), decl))
			return i;
	return -1;
}

static void emit(struct fe *fe, struct ir_stmt *s)
{
	*fe->tail = s;
	fe->tail = &s->next;
}

/* Registers a __shared__ variable on first sight; returns its index. */
static int shared_index(struct fe *fe, CXCursor decl)
{
	struct ir_kernel *k = fe->k;
	struct ir_shared *sh;
	CXType t = canon(clang_getCursorType(decl));
	int i;

	for (i = 0; i < k->nshared; i++)
		if (clang_equalCursors(fe->shared_decls[i], decl))
			return i;
	if (k->nshared == fe->cap_shared) {
		CXCursor *decls = realloc(fe->shared_decls,
					  (size_t)(fe->cap_shared ? fe->cap_shared * 2 : 16) *
					  sizeof(*decls));
		if (!decls) {
			fprintf(stderr, "warpcheck: out of memory\n");
			exit(2);
		}
		fe->shared_decls = decls;
		k->shared = arena_grow(fe->A, k->shared, sizeof(*k->shared), k->nshared,
				       &fe->cap_shared);
	}
	fe->shared_decls[k->nshared] = decl;
	sh = &k->shared[k->nshared];
	sh->name = copy_string(fe, clang_getCursorSpelling(decl));
	sh->loc = loc_of(fe, decl);
	{
		CXSourceRange r = clang_getCursorExtent(decl);
		CXFile f1, f2;
		unsigned o1, o2;
		clang_getExpansionLocation(clang_getRangeStart(r), &f1, NULL, NULL, &o1);
		clang_getExpansionLocation(clang_getRangeEnd(r), &f2, NULL, NULL, &o2);
		if (f1 && f2 && clang_File_isEqual(f1, fe->main_file) &&
		    clang_File_isEqual(f2, fe->main_file) && o1 < o2 && o2 <= fe->source_len) {
			sh->decl_begin = o1;
			sh->decl_end = o2;
		}
	}
	while (is_array_type(t)) {
		if (sh->ndims < 3) {
			sh->dims[sh->ndims] = t.kind == CXType_ConstantArray
				? clang_getArraySize(t) : -1;
			sh->ndims++;
		}
		if (t.kind == CXType_IncompleteArray)
			sh->is_dynamic = 1;
		t = canon(clang_getArrayElementType(t));
	}
	sh->elem_type = copy_string(fe, clang_getTypeSpelling(t));
	sh->elem_bytes = (unsigned)(size_of(t) > 0 ? size_of(t) : 0);
	sh->bytes = size_of(clang_getCursorType(decl));
	if (sh->is_dynamic) {
		sh->bytes = fe->opts->dynamic_shared;
		if (sh->elem_bytes)
			sh->dims[0] = sh->bytes / sh->elem_bytes;
	}
	return k->nshared++;
}

static int is_shared_var(CXCursor decl)
{
	return clang_getCursorKind(decl) == CXCursor_VarDecl &&
	       has_attr(decl, CXCursor_CUDASharedAttr);
}

/* ---- expressions ---------------------------------------------------- */

static struct ir_expr *xexpr(struct fe *fe, CXCursor c);
static void stmt(struct fe *fe, CXCursor c);
static int lvalue_address(struct fe *fe, CXCursor c, struct ptr *out);

static struct ir_expr *unknown(struct fe *fe, const char *why)
{
	return ir_unknown(fe->A, CT_I32, why);
}

static struct ir_expr *to_i64(struct fe *fe, struct ir_expr *e)
{
	return ir_cast(fe->A, CT_I64, e);
}

static struct ir_expr *scaled(struct fe *fe, struct ir_expr *index, long long size)
{
	return ir_binary(fe->A, IR_MUL, CT_I64, to_i64(fe, index),
			 ir_const(fe->A, CT_I64, size));
}

/* Evaluates a constant expression with clang, for literals and constants. */
static int clang_fold(CXCursor c, int64_t *out)
{
	CXEvalResult r = clang_Cursor_Evaluate(c);
	int ok = 0;

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

static struct ir_expr *int_const(struct fe *fe, CXCursor c)
{
	int t = ctype_of(clang_getCursorType(c));
	int64_t v;

	if (clang_fold(c, &v) < 0)
		return unknown(fe, "constant could not be evaluated");
	return ir_const(fe->A, t < 0 ? CT_I32 : (enum ctype)t, v);
}

/* threadIdx.x and friends: the member's name comes from the tokens. */
static int builtin_member(struct fe *fe, CXCursor c, enum ir_special *out)
{
	static const char *bases[] = { "threadIdx", "blockIdx", "blockDim", "gridDim" };
	CXCursor kids[2];
	CXToken *tokens;
	unsigned ntok;
	char *base, *member = NULL;
	int i;

	if (children(c, kids, 2) != 1 ||
	    clang_getCursorKind(kids[0]) != CXCursor_DeclRefExpr)
		return -1;
	base = copy_string(fe, clang_getCursorSpelling(kids[0]));
	for (i = 0; i < 4; i++)
		if (!strcmp(base, bases[i]))
			break;
	if (i == 4)
		return -1;
	clang_tokenize(fe->ctu, clang_getCursorExtent(c), &tokens, &ntok);
	if (ntok > 0)
		member = copy_string(fe, clang_getTokenSpelling(fe->ctu, tokens[ntok - 1]));
	clang_disposeTokens(fe->ctu, tokens, ntok);
	if (!member || member[1] || member[0] < 'x' || member[0] > 'z')
		return -1;
	*out = (enum ir_special)(i * 3 + (member[0] - 'x'));
	return 0;
}

static struct ir_access *new_access(struct fe *fe, CXCursor c, const struct ptr *p,
				    enum mem_op op, unsigned bytes)
{
	struct ir_kernel *k = fe->k;
	struct ir_access *a = arena_alloc(fe->A, sizeof(*a));

	k->accesses = arena_grow(fe->A, k->accesses, sizeof(*k->accesses), k->naccesses,
				 &fe->cap_accesses);
	a->id = k->naccesses;
	k->accesses[k->naccesses++] = a;
	a->op = op;
	a->bytes = bytes;
	a->loc = loc_of(fe, c);
	a->text = text_at(fe, c, &a->text_begin, &a->text_end);
	if (fe->ninlining)
		a->via = fe->call_site;
	a->object_index = p->index;
	switch (p->kind) {
	case OBJ_SHARED:
		a->space = SPACE_SHARED;
		a->object = k->shared[p->index].name;
		break;
	case OBJ_PARAM:
		a->space = SPACE_GLOBAL;
		a->object = k->params[p->index].name;
		break;
	case OBJ_NONE:
		a->space = SPACE_GLOBAL;
		a->object = "?";
		a->unsupported = p->why;
		break;
	}
	return a;
}

/*
 * Emits the request(s) one C access of `type` at *p makes.  A type whose
 * size is not a power of two up to 16 bytes, or is less aligned than its
 * size, is copied in pieces of its alignment (HARDWARE.md, global rule 4).
 */
/* Is path inside folder dir (not merely starting with the same letters)? */
static int under_dir(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	while (n > 1 && dir[n - 1] == '/')
		n--;
	return !strncmp(path, dir, n) && (path[n] == '/' || path[n] == '\0');
}

/* Is cursor c written in a file inside folder dir? */
static int cursor_under(CXCursor c, const char *dir)
{
	CXFile file;
	CXString name;
	int yes;

	clang_getExpansionLocation(clang_getCursorLocation(c), &file, NULL, NULL, NULL);
	if (!file)
		return 0;
	name = clang_getFileName(file);
	yes = under_dir(clang_getCString(name), dir);
	clang_disposeString(name);
	return yes;
}

/*
 * In the headers of the CUDA installation given with --cuda-path: their
 * internals are not the user's to fix, and are not reported on their own.
 */
static int in_cuda_headers(struct fe *fe, CXCursor c)
{
	return fe->cuda_dir && cursor_under(c, fe->cuda_dir);
}

static void emit_access(struct fe *fe, CXCursor c, const struct ptr *p,
			enum mem_op op, CXType type)
{
	/* memory a CUDA header's internals touch, through pointers of its own */
	if (p->kind == OBJ_NONE && in_cuda_headers(fe, c))
		return;
	long long size = size_of(type), align = clang_Type_getAlignOf(canon(type));
	long long piece = size, k;

	if (size <= 0) {
		diag_add(fe->diags, SEV_NOTE, loc_of(fe, c), RULE_UNANALYZED,
			 "access of unknown size is not analyzed");
		return;
	}
	if (size > 16 || (size & (size - 1)) || align < size)
		piece = align > 16 ? 16 : align;
	if (piece <= 0 || size % piece)
		piece = 1;
	for (k = 0; k < size / piece; k++) {
		struct ir_stmt *s = ir_stmt_new(fe->A, ST_ACCESS);
		s->access = new_access(fe, c, p, op, (unsigned)piece);
		s->loc = s->access->loc;
		if (p->kind != OBJ_NONE)
			s->expr = k ? ir_binary(fe->A, IR_ADD, CT_I64, p->offset,
						ir_const(fe->A, CT_I64, k * piece))
				    : p->offset;
		emit(fe, s);
	}
}

/* Where a pointer-valued expression points. */
static void pointer_value(struct fe *fe, CXCursor c, struct ptr *out)
{
	CXCursor s = strip(c), kids[MAX_CHILDREN];
	enum CXCursorKind kind = clang_getCursorKind(s);
	int n;

	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	out->why = "pointer does not lead to a kernel parameter or shared array";
	if (kind == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(s);
		struct local *l = find_local(fe, d);
		int pi;

		if (l && l->is_pointer) {
			out->kind = l->kind;
			out->index = l->index;
			out->offset = ir_leaf(fe->A, IR_LOCAL, CT_I64, l->slot);
			if (l->kind == OBJ_NONE)
				out->why = "pointer variable does not lead to a kernel parameter or shared array";
			return;
		}
		if (is_shared_var(d)) {
			out->kind = OBJ_SHARED;
			out->index = shared_index(fe, d);
			out->offset = ir_const(fe->A, CT_I64, 0);
			return;
		}
		if (clang_getCursorKind(d) == CXCursor_ParmDecl &&
		    (pi = param_index(fe, d)) >= 0 && fe->k->params[pi].is_pointer) {
			out->kind = OBJ_PARAM;
			out->index = pi;
			out->offset = ir_const(fe->A, CT_I64, 0);
			return;
		}
		return;
	}
	n = children(s, kids, MAX_CHILDREN);
	if (kind == CXCursor_BinaryOperator && n == 2) {
		enum CXBinaryOperatorKind op = clang_getCursorBinaryOperatorKind(s);
		int left_ptr = is_pointer_type(clang_getCursorType(kids[0])) ||
			       is_array_type(clang_getCursorType(kids[0]));
		CXCursor pc = left_ptr ? kids[0] : kids[1];
		CXCursor ic = left_ptr ? kids[1] : kids[0];
		long long elem = pointee_size(clang_getCursorType(pc));
		struct ir_expr *idx;

		if ((op != CXBinaryOperator_Add && op != CXBinaryOperator_Sub) ||
		    elem <= 0 || (op == CXBinaryOperator_Sub && !left_ptr))
			return;
		pointer_value(fe, pc, out);
		idx = xexpr(fe, ic);
		if (out->kind == OBJ_NONE)
			return;
		out->offset = ir_binary(fe->A, op == CXBinaryOperator_Add ? IR_ADD : IR_SUB,
					CT_I64, out->offset, scaled(fe, idx, elem));
		return;
	}
	if (kind == CXCursor_UnaryOperator && n == 1 &&
	    clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_AddrOf) {
		if (lvalue_address(fe, kids[0], out) < 0 && out->kind != OBJ_NONE)
			out->kind = OBJ_NONE;
		return;
	}
	if (kind == CXCursor_ArraySubscriptExpr || kind == CXCursor_MemberRefExpr) {
		/* an array element that is itself an array decays to a pointer */
		lvalue_address(fe, s, out);
		return;
	}
	/* walk it anyway, for the loads it makes */
	if (kind != CXCursor_DeclRefExpr)
		xexpr(fe, s);
}

/*
 * The address of an lvalue that names memory.  Returns 0 when c is a
 * memory lvalue (out->kind may still be OBJ_NONE if its object is not
 * known), -1 when it is not memory at all (a local variable).
 */
static int lvalue_address(struct fe *fe, CXCursor c, struct ptr *out)
{
	CXCursor s = c, kids[MAX_CHILDREN];
	enum CXCursorKind kind;
	int n;

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(s);
		if ((k != CXCursor_ParenExpr && k != CXCursor_UnexposedExpr) ||
		    children(s, kids, 2) != 1)
			break;
		/* an array decaying to a pointer is a value, not a read */
		if (is_pointer_type(clang_getCursorType(s)) && is_array_type(clang_getCursorType(kids[0])))
			return -1;
		s = kids[0];
	}
	kind = clang_getCursorKind(s);
	n = children(s, kids, MAX_CHILDREN);
	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	out->why = "pointer does not lead to a kernel parameter or shared array";

	switch (kind) {
	case CXCursor_ArraySubscriptExpr: {
		CXCursor base = kids[0], index = kids[1];
		long long elem = size_of(clang_getCursorType(s));
		struct ir_expr *idx;
		struct local *l;

		if (n != 2)
			return -1;
		if (!is_pointer_type(clang_getCursorType(base)) &&
		    !is_array_type(clang_getCursorType(base))) {
			/* 3[a]: the index is the pointer */
			CXCursor t = base;
			base = index;
			index = t;
		}
		/* an array local lives in registers or local memory, and a
		 * __constant__ array in the constant cache: not ours (the root
		 * of a[i][j] is a's declaration) */
		{
			CXCursor root = strip(base);
			while (clang_getCursorKind(root) == CXCursor_ArraySubscriptExpr &&
			       children(root, kids, 2) == 2)
				root = strip(is_pointer_type(clang_getCursorType(kids[0])) ||
					     is_array_type(clang_getCursorType(kids[0])) ? kids[0] : kids[1]);
			if (clang_getCursorKind(root) == CXCursor_DeclRefExpr) {
				CXCursor d = clang_getCursorReferenced(root);
				l = find_local(fe, d);
				if ((l && !l->is_pointer) || has_attr(d, CXCursor_CUDAConstantAttr) ||
				    (clang_getCursorKind(d) == CXCursor_VarDecl && !l &&
				     !is_shared_var(d) && is_array_type(clang_getCursorType(d)) &&
				     clang_getCursorSemanticParent(d).kind != CXCursor_TranslationUnit &&
				     clang_getCursorSemanticParent(d).kind != CXCursor_Namespace)) {
					xexpr(fe, index);
					return -1;
				}
			}
		}
		pointer_value(fe, base, out);
		idx = xexpr(fe, index);
		if (out->kind != OBJ_NONE)
			out->offset = ir_binary(fe->A, IR_ADD, CT_I64, out->offset,
						scaled(fe, idx, elem));
		return 0;
	}
	case CXCursor_UnaryOperator:
		if (n == 1 && clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_Deref) {
			pointer_value(fe, kids[0], out);
			return 0;
		}
		return -1;
	case CXCursor_MemberRefExpr: {
		CXCursor field = clang_getCursorReferenced(s);
		long long off = clang_Cursor_getOffsetOfField(field);
		CXType bt;
		enum ir_special sp;

		if (n != 1 || builtin_member(fe, s, &sp) == 0)
			return -1;
		bt = clang_getCursorType(kids[0]);
		if (is_pointer_type(bt))
			pointer_value(fe, kids[0], out);
		else if (lvalue_address(fe, kids[0], out) < 0)
			return -1;
		if (out->kind != OBJ_NONE) {
			if (off < 0) {
				out->kind = OBJ_NONE;
				out->why = "member offset is not known";
			} else {
				out->offset = ir_binary(fe->A, IR_ADD, CT_I64, out->offset,
							ir_const(fe->A, CT_I64, off / 8));
			}
		}
		return 0;
	}
	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(s);
		if (!is_shared_var(d))
			return -1;
		out->kind = OBJ_SHARED;
		out->index = shared_index(fe, d);
		out->offset = ir_const(fe->A, CT_I64, 0);
		return 0;
	}
	default:
		return -1;
	}
}

/* A load of memory lvalue c, if it is one; returns its (unknown) value. */
static struct ir_expr *load(struct fe *fe, CXCursor c, int *was_memory)
{
	struct ptr p;

	/* an array in a value context decays to a pointer: nothing is read */
	if (is_array_type(clang_getCursorType(c))) {
		*was_memory = 0;
		return NULL;
	}
	*was_memory = lvalue_address(fe, c, &p) == 0;
	if (!*was_memory)
		return NULL;
	emit_access(fe, c, &p, OP_LOAD, clang_getCursorType(c));
	return unknown(fe, "index depends on a value loaded from memory");
}

static struct ir_expr *assumed_value(struct fe *fe, const char *name, enum ctype type,
				     CXCursor at);
static uint64_t assumed_bits(struct fe *fe, const struct ir_expr *e);

/* Adds `bits` to the assumptions slot's value used. */
static void mark_slot(struct fe *fe, int slot, uint64_t bits)
{
	if (slot >= fe->cap_slot_assumed) {
		int cap = fe->cap_slot_assumed, old = cap;
		while (cap <= slot)
			cap = cap ? cap * 2 : 64;
		fe->slot_assumed = realloc(fe->slot_assumed, (size_t)cap * sizeof(uint64_t));
		if (!fe->slot_assumed) {
			fprintf(stderr, "warpcheck: out of memory\n");
			exit(2);
		}
		memset(fe->slot_assumed + old, 0, (size_t)(cap - old) * sizeof(uint64_t));
		fe->cap_slot_assumed = cap;
	}
	fe->slot_assumed[slot] |= bits;
}

/* Pointer variables hold byte offsets: an assumption never replaces them. */
static int is_pointer_slot(struct fe *fe, int slot)
{
	int i;

	for (i = fe->nlocals - 1; i >= 0; i--)
		if (fe->locals[i].slot == slot)
			return fe->locals[i].is_pointer;
	return 0;
}

static struct ir_stmt *assign_stmt(struct fe *fe, CXCursor at, int slot,
				   struct ir_expr *value)
{
	struct ir_stmt *s = ir_stmt_new(fe->A, ST_ASSIGN);

	if (fe->nassume_lines && !fe->binding && !is_pointer_slot(fe, slot)) {
		/* `assume bin = ...` where the statement sets bin */
		struct ir_expr *v = assumed_value(fe, fe->k->local_names[slot], value->type, at);
		if (v)
			value = v;
	}
	if (fe->any_assumed)
		mark_slot(fe, slot, assumed_bits(fe, value));
	s->slot = slot;
	s->expr = value;
	s->loc = loc_of(fe, at);
	emit(fe, s);
	return s;
}

static enum ir_op binary_op(enum CXBinaryOperatorKind k)
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

/* Applies `op` for `x op= y` or `x++` to the local l; returns the new value. */
static struct ir_expr *update_local(struct fe *fe, CXCursor at, struct local *l,
				    enum ir_op op, struct ir_expr *y, CXType ltype)
{
	struct ir_expr *cur, *v;

	if (l->is_pointer) {
		long long elem = pointee_size(ltype);
		if (elem <= 0 || (op != IR_ADD && op != IR_SUB))
			return unknown(fe, "pointer arithmetic is not modeled");
		cur = ir_leaf(fe->A, IR_LOCAL, CT_I64, l->slot);
		v = ir_binary(fe->A, op, CT_I64, cur, scaled(fe, y, elem));
		assign_stmt(fe, at, l->slot, v);
		return unknown(fe, "pointer used as a number");
	} else {
		int lt = ctype_of(ltype);
		enum ctype t;

		if (lt < 0)
			return unknown(fe, "non-integer variable");
		t = op == IR_SHL || op == IR_SHR ? (enum ctype)lt
						 : ctype_common((enum ctype)lt, y->type);
		cur = ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l->slot);
		v = ir_binary(fe->A, op, t, ir_cast(fe->A, t, cur),
			      op == IR_SHL || op == IR_SHR ? y : ir_cast(fe->A, t, y));
		v = ir_cast(fe->A, (enum ctype)lt, v);
		/* `b += 1000` in a covered loop updates what `b = ...` set: an
		 * assumption names a value given, not every change to it */
		fe->binding = 1;
		assign_stmt(fe, at, l->slot, v);
		fe->binding = 0;
		return ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l->slot);
	}
}

static struct local *local_of(struct fe *fe, CXCursor c)
{
	CXCursor s = strip(c);

	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return NULL;
	return find_local(fe, clang_getCursorReferenced(s));
}

/* Assignment and compound assignment, `=`, `+=` ... */
static struct ir_expr *assignment(struct fe *fe, CXCursor c, CXCursor lhs,
				  CXCursor rhs, enum CXBinaryOperatorKind k)
{
	struct local *l = local_of(fe, lhs);
	struct ir_expr *value;
	struct ptr p;

	/* C++17: the right operand is sequenced before the left */
	if (k == CXBinaryOperator_Assign) {
		if (l && l->is_pointer) {
			struct ptr np;
			pointer_value(fe, rhs, &np);
			l = local_of(fe, lhs);   /* followed calls may have moved fe->locals */
			if (np.kind != l->kind || np.index != l->index) {
				l->kind = OBJ_NONE;
				assign_stmt(fe, c, l->slot, ir_unknown(fe->A, CT_I64,
					"pointer is reassigned to another object"));
			} else {
				assign_stmt(fe, c, l->slot, np.offset);
			}
			return unknown(fe, "pointer used as a number");
		}
		value = xexpr(fe, rhs);
		l = local_of(fe, lhs);
		if (l) {
			int lt = ctype_of(clang_getCursorType(lhs));
			if (lt < 0)
				return value;
			assign_stmt(fe, c, l->slot, ir_cast(fe->A, (enum ctype)lt, value));
			return ir_leaf(fe->A, IR_LOCAL, (enum ctype)lt, l->slot);
		}
		if (lvalue_address(fe, lhs, &p) == 0)
			emit_access(fe, lhs, &p, OP_STORE, clang_getCursorType(lhs));
		return value;
	}
	value = xexpr(fe, rhs);
	l = local_of(fe, lhs);
	if (l)
		return update_local(fe, c, l, binary_op(k), value, clang_getCursorType(lhs));
	if (lvalue_address(fe, lhs, &p) == 0) {
		emit_access(fe, lhs, &p, OP_LOAD, clang_getCursorType(lhs));
		emit_access(fe, lhs, &p, OP_STORE, clang_getCursorType(lhs));
	}
	return unknown(fe, "index depends on a value loaded from memory");
}

/* Translates `c` with its accesses guarded by `cond` (NULL: unguarded). */
/*
 * How much a branch guards, as nvcc would weigh predicating it: memory
 * accesses count one each, a nested branch three, a loop more than any
 * predication (assignments are register work and are not counted).
 */
static int count_work(const struct ir_stmt *s)
{
	int n = 0;

	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS)
			n++;
		else if (s->kind == ST_IF)
			n += 3 + count_work(s->body) + count_work(s->other);
		else if (s->kind == ST_LOOP)
			n += 100 + count_work(s->body);
	}
	return n;
}

/* Registers a branch of the kernel at cursor `at`, whose condition is `cond`. */
static struct ir_branch *new_branch(struct fe *fe, CXCursor at, CXCursor cond,
				    enum branch_kind kind)
{
	struct ir_kernel *k = fe->k;
	struct ir_branch *b = arena_alloc(fe->A, sizeof(*b));

	k->branches = arena_grow(fe->A, k->branches, sizeof(*k->branches), k->nbranches,
				 &fe->cap_branches);
	b->id = k->nbranches;
	b->kind = kind;
	b->loc = loc_of(fe, at);
	if (fe->ninlining)
		b->via = fe->call_site;
	b->text = text_of(fe, cond);
	k->branches[k->nbranches++] = b;
	return b;
}

static struct ir_expr *guarded(struct fe *fe, struct ir_expr *cond, int negate,
			       CXCursor c, CXCursor whole, CXCursor cond_cursor,
			       enum branch_kind kind)
{
	struct ir_stmt *list = NULL, **saved = fe->tail;
	struct ir_expr *v;

	fe->tail = &list;
	v = xexpr(fe, c);
	fe->tail = saved;
	if (list) {
		struct ir_stmt *s = ir_stmt_new(fe->A, ST_IF);
		s->expr = cond;
		s->loc = loc_of(fe, c);
		s->branch = new_branch(fe, whole, cond_cursor, kind);
		s->branch->work = count_work(list);
		s->branch->cond = cond;
		if (negate)
			s->other = list;
		else
			s->body = list;
		emit(fe, s);
	}
	return v;
}

static enum CXChildVisitResult find_return(CXCursor c, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_ReturnStmt) {
		*(int *)data = 1;
		return CXChildVisit_Break;
	}
	/* a lambda's return is its own */
	return clang_getCursorKind(c) == CXCursor_LambdaExpr ? CXChildVisit_Continue
							      : CXChildVisit_Recurse;
}

static int contains_return(CXCursor c)
{
	int found = clang_getCursorKind(c) == CXCursor_ReturnStmt;

	if (!found)
		clang_visitChildren(c, find_return, &found);
	return found;
}

/*
 * Calling a lambda held in a variable: its captures by copy read the
 * values they had when it was made (pushed over the variables; the caller
 * pops them).
 */
static void shadow_captures(struct fe *fe, CXCursor object)
{
	CXCursor var = clang_getCursorReferenced(strip(object));
	int i, j;

	for (i = fe->nlambdas - 1; i >= 0; i--)
		if (clang_equalCursors(fe->lambdas[i].var, var))
			break;
	if (i < 0)
		return;
	for (j = 0; j < fe->lambdas[i].ncopies; j++)
		*push_local(fe) = fe->lambdas[i].copies[j];
}

/* declared by the bundled CUDA headers */
static int in_prelude(CXCursor c)
{
	return cursor_under(c, PRELUDE_DIR);
}

/*
 * A call to a function whose body returns only at its end (an index
 * helper, a load through a pointer, a warp reduction's loop) is followed: its
 * parameters become locals bound to the arguments, its body is translated
 * in place, and the value returned is that of the last statement.  A body
 * that returns early, a recursive call, or a function without a body is
 * not followed; the reason goes into the unknown value.
 */
static const char *follow_call(struct fe *fe, CXCursor c, CXCursor def, struct ir_expr **value)
{
	CXCursor kids[MAX_CHILDREN], body;
	struct local *ret = NULL;
	int saved_ret = fe->ret;
	enum ctype saved_type = fe->ret_type;
	int i, n, nargs = clang_Cursor_getNumArguments(c), has_body = 0, r, skip = 0;
	int saved_nlocals, ret_slot = -1;
	int saved_lines;
	CXType rt = clang_getCursorResultType(def);

	for (i = 0; i < fe->ninlining; i++)
		if (clang_equalCursors(fe->inlining[i], def))
			return "the function calls itself";
	if (fe->ninlining == (int)(sizeof(fe->inlining) / sizeof(fe->inlining[0])))
		return "calls nest too deep to follow";
	n = children(def, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt) {
			body = kids[i];
			has_body = 1;
		}
	if (!has_body)
		return in_prelude(def) ? "its result is known only at run time"
				       : "the function's body is not in this file";
	/* loops and branches are followed like the kernel's own, as long as
	 * the one return is the body's last statement */
	n = children(body, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++) {
		enum CXCursorKind k = clang_getCursorKind(kids[i]);
		if (k == CXCursor_ReturnStmt ? i != n - 1 : contains_return(kids[i]))
			return "the function returns from more than one place";
		if (k == CXCursor_GotoStmt || k == CXCursor_AsmStmt)
			return "the function's body has a goto or inline assembly";
	}
	saved_nlocals = fe->nlocals;
	/* a call through operator() (a lambda, a function object) lists the
	 * object first: the parameters bind to the arguments after it */
	if (clang_getCursorKind(def) == CXCursor_CXXMethod &&
	    nargs == clang_Cursor_getNumArguments(def) + 1)
		skip = 1;
	/* parameters: bound to the arguments, evaluated in the caller */
	for (i = 0; i + skip < nargs && i < clang_Cursor_getNumArguments(def); i++) {
		CXCursor parm = clang_Cursor_getArgument(def, i),
			 arg = clang_Cursor_getArgument(c, i + skip);
		CXType pt = clang_getCursorType(parm);
		struct local *l;
		/* the arguments are the caller's, its assumptions included; the
		 * parameters are the helper's, which they do not name */
		if (is_pointer_type(pt)) {
			struct ptr p;
			pointer_value(fe, arg, &p);
			l = add_local(fe, parm, copy_string(fe, clang_getCursorSpelling(parm)));
			l->is_pointer = 1;
			l->kind = p.kind;
			l->index = p.index;
			fe->binding = 1;
			assign_stmt(fe, arg, l->slot, p.kind != OBJ_NONE ? p.offset
				    : ir_unknown(fe->A, CT_I64, p.why));
			fe->binding = 0;
		} else if (ctype_of(pt) >= 0) {
			struct ir_expr *v = xexpr(fe, arg);
			l = add_local(fe, parm, copy_string(fe, clang_getCursorSpelling(parm)));
			fe->binding = 1;
			assign_stmt(fe, arg, l->slot, ir_cast(fe->A, (enum ctype)ctype_of(pt), v));
			fe->binding = 0;
		} else {
			xexpr(fe, arg);
			l = add_local(fe, parm, copy_string(fe, clang_getCursorSpelling(parm)));
		}
	}
	if (ctype_of(rt) >= 0) {
		/* named as the call is written, for the reasons that mention it */
		const char *call_text = text_of(fe, c);
		ret = add_local(fe, def, strchr(call_text, '(') && strlen(call_text) <= 60
				? call_text
				: arena_printf(fe->A, "%s.return",
					       copy_string(fe, clang_getCursorSpelling(def))));
		fe->binding = 1;
		assign_stmt(fe, c, ret->slot, ir_unknown(fe->A, (enum ctype)ctype_of(rt),
							 "the function returns no value"));
		ret_slot = ret->slot;
		fe->binding = 0;
	}
	r = ctype_of(rt);
	if (!fe->ninlining)
		fe->call_site = loc_of(fe, c);
	fe->inlining[fe->ninlining++] = def;
	fe->ret = ret ? ret->slot : -1;
	fe->ret_type = r >= 0 ? (enum ctype)r : CT_I32;
	/* the caller's assumptions do not reach into the helper's body */
	saved_lines = fe->nassume_lines;
	fe->nassume_lines = 0;
	if (skip)
		shadow_captures(fe, clang_Cursor_getArgument(c, 0));
	stmt(fe, body);
	/* out of scope now: the parameters, the captures' shadows, the body's
	 * locals (a name looked up later must find the caller's) */
	fe->nlocals = saved_nlocals;
	fe->nassume_lines = saved_lines;
	fe->ret = saved_ret;
	fe->ret_type = saved_type;
	fe->ninlining--;
	*value = ret_slot >= 0 ? ir_leaf(fe->A, IR_LOCAL, (enum ctype)r, ret_slot)
		     : unknown(fe, "index depends on a non-integer value");
	return NULL;
}

static struct ir_expr *call(struct fe *fe, CXCursor c)
{
	char *name = copy_string(fe, clang_getCursorSpelling(c));
	int i, n = clang_Cursor_getNumArguments(c);
	struct ir_expr *args[2] = { NULL, NULL };
	CXCursor callee = clang_getCursorReferenced(c), def;

	if (!strncmp(name, "atomic", 6) && n >= 1) {
		struct ptr p;
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(c, 0));
		for (i = 1; i < n; i++)
			xexpr(fe, clang_Cursor_getArgument(c, i));
		pointer_value(fe, clang_Cursor_getArgument(c, 0), &p);
		if (is_pointer_type(pt))
			emit_access(fe, c, &p, OP_ATOMIC,
				    clang_getPointeeType(canon(pt)));
		return unknown(fe, "index depends on the result of an atomic");
	}
	if ((!strcmp(name, "__ldg") || !strncmp(name, "__ldc", 5) ||
	     !strncmp(name, "__ldl", 5) || !strncmp(name, "__ldcs", 6)) && n == 1) {
		struct ptr p;
		CXType pt = clang_getCursorType(clang_Cursor_getArgument(c, 0));
		pointer_value(fe, clang_Cursor_getArgument(c, 0), &p);
		if (is_pointer_type(pt))
			emit_access(fe, c, &p, OP_LOAD, clang_getPointeeType(canon(pt)));
		return unknown(fe, "index depends on a value loaded from memory");
	}
	def = clang_getCursorDefinition(callee);
	/* a lambda's operator() carries no attribute: it is device code
	 * wherever the kernel calls it */
	if ((clang_getCursorKind(callee) == CXCursor_FunctionDecl ||
	     clang_getCursorKind(callee) == CXCursor_CXXMethod) && !clang_Cursor_isNull(def) &&
	    (has_attr(def, CXCursor_CUDADeviceAttr) || has_attr(def, CXCursor_CUDAHostAttr) ||
	     !strcmp(name, "operator()")) &&
	    strncmp(name, "__", 2) && strcmp(name, "min") && strcmp(name, "max")) {
		struct ir_expr *v = NULL;
		const char *why = follow_call(fe, c, def, &v);
		if (!why)
			return v;
		if (!in_cuda_headers(fe, c))
			diag_add(fe->diags, SEV_NOTE, loc_of(fe, c), RULE_UNANALYZED,
				 "call to '%s' is not followed: %s", name, why);
		for (i = 0; i < n; i++)
			xexpr(fe, clang_Cursor_getArgument(c, i));
		return unknown(fe, arena_printf(fe->A, "index depends on a call to '%s' (%s)",
						 name, why));
	}
	for (i = 0; i < n && i < 2; i++)
		args[i] = xexpr(fe, clang_Cursor_getArgument(c, i));
	for (; i < n; i++)
		xexpr(fe, clang_Cursor_getArgument(c, i));
	if (n == 2 && (!strcmp(name, "min") || !strcmp(name, "max") ||
		       !strcmp(name, "umin") || !strcmp(name, "umax") ||
		       !strcmp(name, "llmin") || !strcmp(name, "llmax"))) {
		int t = ctype_of(clang_getCursorType(c));
		enum ctype ct = t < 0 ? ctype_common(args[0]->type, args[1]->type)
				      : (enum ctype)t;
		return ir_binary(fe->A, strstr(name, "min") ? IR_MIN : IR_MAX, ct,
				 ir_cast(fe->A, ct, args[0]), ir_cast(fe->A, ct, args[1]));
	}
	if (!strncmp(name, "__shfl", 6))
		return unknown(fe, "index depends on a value from another lane");
	if (in_prelude(callee))
		return unknown(fe, arena_printf(fe->A, "index depends on '%s', known only at run time",
						 name));
	return unknown(fe, arena_printf(fe->A, "index depends on a call to '%s'", name));
}

/* ---- assumptions --------------------------------------------------- */

/* Bits of the assumptions an expression's value used (through locals too). */
static uint64_t assumed_in(struct fe *fe, const struct ir_expr *e, int *budget)
{
	uint64_t bits = 0;

	if (!e || --*budget < 0)
		return 0;
	if (e->op == IR_LOCAL)
		return e->index < fe->cap_slot_assumed ? fe->slot_assumed[e->index] : 0;
	if (e->op == IR_CONST || e->op == IR_SPECIAL || e->op == IR_PARAM || e->op == IR_UNKNOWN)
		return 0;
	bits |= assumed_in(fe, e->a, budget);
	bits |= assumed_in(fe, e->b, budget);
	bits |= assumed_in(fe, e->c, budget);
	return bits;
}

static uint64_t assumed_bits(struct fe *fe, const struct ir_expr *e)
{
	int budget = 4096;

	return fe->any_assumed ? assumed_in(fe, e, &budget) : 0;
}

/* Is `line` one of the statements being translated that assumptions cover? */
static int covered(const struct fe *fe, unsigned line)
{
	int i;

	for (i = 0; i < fe->nassume_lines; i++)
		if (fe->assume_lines[i] == line)
			return 1;
	return 0;
}

/* A name in an assumption's EXPR: an integer local or parameter in scope. */
static struct ir_expr *assume_lookup(void *ctx, const char *name, const char **why)
{
	struct fe *fe = ctx;
	int i;

	for (i = fe->nlocals - 1; i >= 0; i--)
		if (!strcmp(fe->locals[i].name, name)) {
			struct local *l = &fe->locals[i];
			int t = ctype_of(clang_getCursorType(l->decl));
			if (l->is_pointer || t < 0) {
				*why = "is not an integer variable";
				return NULL;
			}
			return ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, l->slot);
		}
	for (i = 0; i < fe->k->nparams; i++)
		if (!strcmp(fe->k->params[i].name, name)) {
			if (!fe->k->params[i].is_integer) {
				*why = "is not an integer parameter";
				return NULL;
			}
			return ir_leaf(fe->A, IR_PARAM, fe->k->params[i].type, i);
		}
	return NULL;
}

/*
 * The assumed value of `name` (an expression's spelling, or a variable
 * being assigned) in the statement being translated, cast to `type`; or
 * NULL when no assumption covers it.
 */
static struct ir_expr *assumed_value(struct fe *fe, const char *name, enum ctype type,
				     CXCursor at)
{
	int i;

	if (!fe->nassume_lines)
		return NULL;
	/* the innermost statement's assumption first: it comes later */
	for (i = fe->nassumes - 1; i >= 0; i--) {
		struct assume *a = &fe->assumes[i];
		struct ir_expr *v;
		char err[256];

		if (!covered(fe, a->applies_to) || a->error || strcmp(a->name, name))
			continue;
		v = assume_parse_expr(fe->A, a->expr, assume_lookup, fe, err, sizeof(err));
		if (!v) {
			struct src_loc loc = { fe->main_path, a->line, a->col };
			a->error = arena_strdup(fe->A, err);
			diag_add(fe->diags, SEV_WARNING, loc, RULE_ASSUME,
				 "cannot use the assumption '%s': %s", a->text, err);
			continue;
		}
		a->used = 1;
		/* held in a slot of its own, which marks every value built
		 * from it, through casts and locals alike */
		{
			struct ir_stmt *set = ir_stmt_new(fe->A, ST_ASSIGN);
			set->slot = new_slot(fe, arena_printf(fe->A, "(assumed %s)", a->name));
			set->expr = ir_cast(fe->A, type, v);
			set->loc = loc_of(fe, at);
			emit(fe, set);
			mark_slot(fe, set->slot, i < 64 ? 1ULL << i : 0);
			fe->any_assumed = 1;
			return ir_leaf(fe->A, IR_LOCAL, type, set->slot);
		}
	}
	return NULL;
}

/* The NAME of an assumption covering expression c as written, or NULL. */
static const char *assumed_name(struct fe *fe, CXCursor c)
{
	unsigned b, e;
	const char *text, *name;
	int i;

	/* a variable is given its value where the statement starts (or where
	 * it declares it), and then read like any other: see assume_at */
	if (clang_getCursorKind(strip(c)) == CXCursor_DeclRefExpr &&
	    find_local(fe, clang_getCursorReferenced(strip(c))))
		return NULL;

	text = text_at(fe, c, &b, &e);
	if (!e)
		return NULL;
	name = assume_squeeze(fe->A, text, strlen(text));
	for (i = 0; i < fe->nassumes; i++)
		if (covered(fe, fe->assumes[i].applies_to) && !fe->assumes[i].error &&
		    !strcmp(fe->assumes[i].name, name))
			return name;
	return NULL;
}

static struct ir_expr *xexpr_kind(struct fe *fe, CXCursor c, enum CXCursorKind kind,
				  CXCursor *kids, int n, int t);

static struct ir_expr *xexpr(struct fe *fe, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor kids[MAX_CHILDREN];
	int n = children(c, kids, MAX_CHILDREN);
	int t = ctype_of(clang_getCursorType(c));
	struct ir_expr *x;

	const char *named = fe->nassume_lines && t >= 0 ? assumed_name(fe, c) : NULL;

	if (fe->depth >= MAX_DEPTH)
		return unknown(fe, "expression nests too deeply to analyze");
	/* translated even when assumed: the loads it makes still count */
	fe->depth++;
	x = xexpr_kind(fe, c, kind, kids, n, t);
	fe->depth--;
	if (named) {
		struct ir_expr *v = assumed_value(fe, named, (enum ctype)t, c);
		if (v)
			return v;
	}
	return x;
}

static struct ir_expr *xexpr_kind(struct fe *fe, CXCursor c, enum CXCursorKind kind,
				  CXCursor *kids, int n, int t)
{
	struct ir_expr *x, *y;
	int was_memory, i;

	switch (kind) {
	case CXCursor_IntegerLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_CXXBoolLiteralExpr:
	case CXCursor_UnaryExpr:   /* sizeof, alignof */
		return int_const(fe, c);

	case CXCursor_ParenExpr:
		return n ? xexpr(fe, kids[n - 1]) : unknown(fe, "empty expression");

	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CXXStaticCastExpr:
	case CXCursor_CXXFunctionalCastExpr:
	case CXCursor_CXXReinterpretCastExpr:
	case CXCursor_CXXConstCastExpr:
		if (n == 0)
			return t >= 0 ? int_const(fe, c) : unknown(fe, "expression is not modeled");
		/* lvalue-to-rvalue on memory: this is where a load happens */
		x = load(fe, kids[n - 1], &was_memory);
		if (!was_memory)
			x = xexpr(fe, kids[n - 1]);
		if (t < 0) {
			if (is_pointer_type(clang_getCursorType(c)))
				return ir_unknown(fe->A, CT_I64, "pointer used as a number");
			return x->op == IR_UNKNOWN ? x
				: unknown(fe, "index depends on a floating-point value");
		}
		return ir_cast(fe->A, (enum ctype)t, x);

	case CXCursor_DeclRefExpr: {
		CXCursor d = clang_getCursorReferenced(c);
		struct local *l = find_local(fe, d);
		int pi;

		if (l) {
			if (l->is_pointer)
				return ir_unknown(fe->A, CT_I64, "pointer used as a number");
			if (t < 0)
				return unknown(fe, "index depends on a non-integer variable");
			return ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, l->slot);
		}
		if (clang_getCursorKind(d) == CXCursor_ParmDecl &&
		    (pi = param_index(fe, d)) >= 0) {
			if (!fe->k->params[pi].is_integer)
				return unknown(fe, "index depends on a non-integer parameter");
			return ir_leaf(fe->A, IR_PARAM, fe->k->params[pi].type, pi);
		}
		if (clang_getCursorKind(d) == CXCursor_EnumConstantDecl)
			return ir_const(fe->A, CT_I32, clang_getEnumConstantDeclValue(d));
		if (t >= 0) {
			int64_t v;
			if (clang_fold(c, &v) == 0)
				return ir_const(fe->A, (enum ctype)t, v);
			return unknown(fe, arena_printf(fe->A, "value of '%s' is not known",
				copy_string(fe, clang_getCursorSpelling(c))));
		}
		if (is_shared_var(d))
			return unknown(fe, "index depends on a value loaded from memory");
		return unknown(fe, "index depends on a non-integer value");
	}

	case CXCursor_MemberRefExpr: {
		enum ir_special sp;
		if (builtin_member(fe, c, &sp) == 0)
			return ir_special(fe->A, sp);
		x = load(fe, c, &was_memory);
		if (was_memory)
			return x;
		return unknown(fe, arena_printf(fe->A,
			"index depends on '%s', a member of a local struct, which is not tracked (a 'warpcheck: assume' comment can state it)",
			text_of(fe, c)));
	}

	case CXCursor_ArraySubscriptExpr:
		x = load(fe, c, &was_memory);
		return was_memory ? x : unknown(fe, "index depends on an element of a local array");

	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator: {
		enum CXBinaryOperatorKind k = clang_getCursorBinaryOperatorKind(c);
		enum ir_op op = binary_op(k);

		if (n != 2)
			return unknown(fe, "malformed operator");
		if (kind == CXCursor_CompoundAssignOperator || k == CXBinaryOperator_Assign)
			return assignment(fe, c, kids[0], kids[1], k);
		if (k == CXBinaryOperator_Comma) {
			xexpr(fe, kids[0]);
			return xexpr(fe, kids[1]);
		}
		if (is_pointer_type(clang_getCursorType(c)))
			return ir_unknown(fe->A, CT_I64, "pointer used as a number");
		if (op == IR_LAND || op == IR_LOR) {
			x = xexpr(fe, kids[0]);
			y = guarded(fe, x, op == IR_LOR, kids[1], c, kids[0],
				    op == IR_LOR ? BRANCH_OR : BRANCH_AND);
			return ir_binary(fe->A, op, CT_I32, x, y);
		}
		if (op == IR_CONST)
			return unknown(fe, "operator is not modeled");
		x = xexpr(fe, kids[0]);
		y = xexpr(fe, kids[1]);
		if (op >= IR_LT && op <= IR_NE) {
			enum ctype ct = ctype_common(x->type, y->type);
			return ir_binary(fe->A, op, CT_I32, ir_cast(fe->A, ct, x),
					 ir_cast(fe->A, ct, y));
		}
		if (t < 0)
			return unknown(fe, "index depends on a floating-point value");
		if (op == IR_SHL || op == IR_SHR)
			return ir_binary(fe->A, op, (enum ctype)t, ir_cast(fe->A, (enum ctype)t, x), y);
		return ir_binary(fe->A, op, (enum ctype)t, ir_cast(fe->A, (enum ctype)t, x),
				 ir_cast(fe->A, (enum ctype)t, y));
	}

	case CXCursor_UnaryOperator: {
		enum CXUnaryOperatorKind k = clang_getCursorUnaryOperatorKind(c);
		struct local *l;
		struct ptr p;

		if (n != 1)
			return unknown(fe, "malformed operator");
		switch (k) {
		case CXUnaryOperator_PostInc: case CXUnaryOperator_PostDec:
		case CXUnaryOperator_PreInc: case CXUnaryOperator_PreDec: {
			enum ir_op op = (k == CXUnaryOperator_PostInc ||
					 k == CXUnaryOperator_PreInc) ? IR_ADD : IR_SUB;
			int post = k == CXUnaryOperator_PostInc || k == CXUnaryOperator_PostDec;
			l = local_of(fe, kids[0]);
			if (l) {
				struct ir_expr *old = NULL;
				if (post && !l->is_pointer && t >= 0) {
					int tmp = new_slot(fe, arena_printf(fe->A, "%s.old", l->name));
					assign_stmt(fe, c, tmp, ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, l->slot));
					old = ir_leaf(fe->A, IR_LOCAL, (enum ctype)t, tmp);
				}
				x = update_local(fe, c, l, op, ir_const(fe->A, CT_I32, 1),
						 clang_getCursorType(kids[0]));
				return old ? old : x;
			}
			if (lvalue_address(fe, kids[0], &p) == 0) {
				emit_access(fe, kids[0], &p, OP_LOAD, clang_getCursorType(kids[0]));
				emit_access(fe, kids[0], &p, OP_STORE, clang_getCursorType(kids[0]));
			}
			return unknown(fe, "index depends on a value loaded from memory");
		}
		case CXUnaryOperator_Deref:
			x = load(fe, c, &was_memory);
			return was_memory ? x : unknown(fe, "dereference is not modeled");
		case CXUnaryOperator_AddrOf:
			pointer_value(fe, c, &p);
			return ir_unknown(fe->A, CT_I64, "pointer used as a number");
		case CXUnaryOperator_Plus:
			return xexpr(fe, kids[0]);
		case CXUnaryOperator_Minus:
		case CXUnaryOperator_Not:
			x = xexpr(fe, kids[0]);
			if (t < 0)
				return unknown(fe, "index depends on a floating-point value");
			return ir_unary(fe->A, k == CXUnaryOperator_Minus ? IR_NEG : IR_NOT,
					(enum ctype)t, ir_cast(fe->A, (enum ctype)t, x));
		case CXUnaryOperator_LNot:
			x = xexpr(fe, kids[0]);
			return ir_unary(fe->A, IR_LNOT, CT_I32, x);
		default:
			xexpr(fe, kids[0]);
			return unknown(fe, "operator is not modeled");
		}
	}

	case CXCursor_ConditionalOperator: {
		struct ir_expr *cond;
		enum ctype ct = t >= 0 ? (enum ctype)t : CT_I32;
		if (n != 3)
			return unknown(fe, "malformed conditional");
		cond = xexpr(fe, kids[0]);
		x = guarded(fe, cond, 0, kids[1], c, kids[0], BRANCH_COND);
		y = guarded(fe, cond, 1, kids[2], c, kids[0], BRANCH_COND);
		if (t < 0)
			return unknown(fe, "index depends on a floating-point value");
		return ir_cond(fe->A, ct, cond, ir_cast(fe->A, ct, x), ir_cast(fe->A, ct, y));
	}

	case CXCursor_CallExpr:
		if (n == 3 && clang_Cursor_getNumArguments(c) == 2) {
			/* an overloaded operator on a struct: a = b, a += b */
			char *name = copy_string(fe, clang_getCursorSpelling(c));
			if (!strncmp(name, "operator", 8) && name[strlen(name) - 1] == '=' &&
			    strcmp(name, "operator==") && strcmp(name, "operator!=") &&
			    strcmp(name, "operator<=") && strcmp(name, "operator>=")) {
				struct ptr p;
				xexpr(fe, kids[2]);
				if (lvalue_address(fe, kids[0], &p) == 0) {
					if (strcmp(name, "operator="))
						emit_access(fe, kids[0], &p, OP_LOAD,
							    clang_getCursorType(kids[0]));
					emit_access(fe, kids[0], &p, OP_STORE,
						    clang_getCursorType(kids[0]));
				}
				return unknown(fe, "index depends on a value loaded from memory");
			}
		}
		if (n >= 1 && clang_getCursorKind(kids[0]) == CXCursor_TypeRef) {
			/* a constructor: walk it for the loads it makes */
			for (i = 1; i < n; i++)
				xexpr(fe, kids[i]);
			return unknown(fe, "index depends on a constructed value");
		}
		if (clang_getCursorReferenced(c).kind == CXCursor_Constructor ||
		    clang_getCursorReferenced(c).kind == CXCursor_ConversionFunction) {
			for (i = 0; i < n; i++)
				xexpr(fe, kids[i]);
			return unknown(fe, "index depends on a constructed value");
		}
		return call(fe, c);

	default:
		for (i = 0; i < n; i++)
			if (clang_isExpression(clang_getCursorKind(kids[i])))
				xexpr(fe, kids[i]);
		{
			CXString ks = clang_getCursorKindSpelling(kind);
			const char *why = arena_printf(fe->A, "expression '%s' is not modeled",
						       clang_getCString(ks));
			clang_disposeString(ks);
			return unknown(fe, why);
		}
	}
}

/* ---- statements ----------------------------------------------------- */

static struct ir_stmt *stmt_list(struct fe *fe, CXCursor c)
{
	struct ir_stmt *list = NULL, **saved = fe->tail;

	fe->tail = &list;
	stmt(fe, c);
	fe->tail = saved;
	return list;
}

struct capture_walk {
	struct fe *fe;
	CXCursor lambda;
	int copy_default;          /* [=] */
	const char *list;          /* the capture list as written */
	struct local *out;
	int n, cap;
};

static int is_ident_char(char c);

/* Is `name` captured by copy, given the capture list as written? */
static int captured_by_copy(const struct capture_walk *w, const char *name)
{
	const char *p = w->list;
	size_t n = strlen(name);

	for (; (p = strstr(p, name)) != NULL; p += n) {
		const char *q = p;
		if ((p > w->list && is_ident_char(p[-1])) || is_ident_char(p[n]))
			continue;      /* part of a longer name */
		while (q > w->list && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		return !(q > w->list && q[-1] == '&');
	}
	return w->copy_default;
}

static enum CXChildVisitResult find_captures(CXCursor c, CXCursor parent, CXClientData data)
{
	struct capture_walk *w = data;
	struct local *l;
	int i;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	l = find_local(w->fe, clang_getCursorReferenced(c));
	/* a variable of the enclosing function, not one the lambda declares */
	if (!l || !clang_equalCursors(clang_getCursorSemanticParent(l->decl),
				      clang_getCursorSemanticParent(clang_getCursorSemanticParent(w->lambda))) ||
	    !captured_by_copy(w, l->name))
		return CXChildVisit_Continue;
	for (i = 0; i < w->n; i++)
		if (clang_equalCursors(w->out[i].decl, l->decl))
			return CXChildVisit_Continue;
	w->out = arena_grow(w->fe->A, w->out, sizeof(*w->out), w->n, &w->cap);
	w->out[w->n++] = *l;
	return CXChildVisit_Continue;
}

/*
 * A lambda captures by copy the values its variables have where it is
 * made: those are kept in slots of their own, which the lambda's body
 * reads when a call to it is followed.
 */
static void capture_copies(struct fe *fe, CXCursor var, CXCursor lambda)
{
	struct capture_walk w = { fe, lambda, 0, "", NULL, 0, 0 };
	const char *text = text_of(fe, lambda), *open = strchr(text, '['), *close;
	struct lambda *lam;
	int i;

	if (open && (close = strchr(open, ']')) != NULL) {
		w.list = arena_strndup(fe->A, open + 1, (size_t)(close - open - 1));
		w.copy_default = w.list[strspn(w.list, " \t")] == '=';
	}
	clang_visitChildren(lambda, find_captures, &w);
	for (i = 0; i < w.n; i++) {
		int slot = new_slot(fe, arena_printf(fe->A, "%s (captured)", w.out[i].name));
		struct ir_stmt *set = ir_stmt_new(fe->A, ST_ASSIGN);
		int t = ctype_of(clang_getCursorType(w.out[i].decl));
		set->slot = slot;
		set->expr = ir_leaf(fe->A, IR_LOCAL, w.out[i].is_pointer ? CT_I64
				    : t >= 0 ? (enum ctype)t : CT_I32, w.out[i].slot);
		set->loc = loc_of(fe, lambda);
		emit(fe, set);
		if (fe->any_assumed)
			mark_slot(fe, slot, assumed_bits(fe, set->expr));
		w.out[i].slot = slot;
	}
	fe->lambdas = arena_grow(fe->A, fe->lambdas, sizeof(*fe->lambdas), fe->nlambdas,
				 &fe->cap_lambdas);
	lam = &fe->lambdas[fe->nlambdas++];
	lam->var = var;
	lam->copies = w.out;
	lam->ncopies = w.n;
}

static void var_decl(struct fe *fe, CXCursor d)
{
	CXCursor kids[MAX_CHILDREN], init;
	int i, n = children(d, kids, MAX_CHILDREN), has_init = 0;
	CXType type = clang_getCursorType(d);
	char *name = copy_string(fe, clang_getCursorSpelling(d));
	struct local *l;

	if (is_shared_var(d)) {
		shared_index(fe, d);
		return;
	}
	for (i = n - 1; i >= 0; i--) {
		enum CXCursorKind k = clang_getCursorKind(kids[i]);
		if (clang_isExpression(k)) {
			init = kids[i];
			has_init = 1;
			break;
		}
	}
	if (is_pointer_type(type)) {
		struct ptr p = { OBJ_NONE, 0, NULL, NULL };
		if (has_init)
			pointer_value(fe, init, &p);
		l = add_local(fe, d, name);
		l->is_pointer = 1;
		l->kind = p.kind;
		l->index = p.index;
		assign_stmt(fe, d, l->slot, p.kind != OBJ_NONE ? p.offset
			    : ir_unknown(fe->A, CT_I64, p.why ? p.why : "pointer has no value"));
		return;
	}
	if (ctype_of(type) >= 0) {
		struct ir_expr *v = has_init ? xexpr(fe, init) : NULL;
		l = add_local(fe, d, name);
		if (v)
			assign_stmt(fe, d, l->slot, ir_cast(fe->A, (enum ctype)ctype_of(type), v));
		return;
	}
	/* floats, structs, local arrays: only the loads in the initializer */
	if (is_array_type(type))
		add_local(fe, d, name);
	if (has_init && clang_getCursorKind(strip(init)) == CXCursor_LambdaExpr) {
		capture_copies(fe, d, strip(init));
		return;
	}
	if (has_init)
		xexpr(fe, init);
}

/* The parts of a for statement; libclang leaves absent ones out. */
static void for_parts(struct fe *fe, CXCursor c, CXCursor *init, CXCursor *cond,
		      CXCursor *inc, CXCursor *body, int *has)
{
	CXCursor kids[8];
	int n = children(c, kids, 8), i;
	CXToken *tokens;
	unsigned ntok, semi[2] = { 0, 0 }, rparen = ~0u, nsemi = 0, depth = 0, j;
	CXSourceRange r;

	has[0] = has[1] = has[2] = has[3] = 0;
	if (n == 0)
		return;
	*body = kids[n - 1];
	has[3] = 1;
	r = clang_getRange(clang_getRangeStart(clang_getCursorExtent(c)),
			   clang_getRangeStart(clang_getCursorExtent(*body)));
	clang_tokenize(fe->ctu, r, &tokens, &ntok);
	for (j = 0; j < ntok; j++) {
		CXString s = clang_getTokenSpelling(fe->ctu, tokens[j]);
		const char *p = clang_getCString(s);
		unsigned off = offset_of(clang_getTokenLocation(fe->ctu, tokens[j]));
		if (!strcmp(p, "("))
			depth++;
		else if (!strcmp(p, ")") && --depth == 0 && rparen == ~0u)
			rparen = off;
		else if (!strcmp(p, ";") && depth == 1 && nsemi < 2)
			semi[nsemi++] = off;
		clang_disposeString(s);
	}
	clang_disposeTokens(fe->ctu, tokens, ntok);
	for (i = 0; i < n - 1; i++) {
		unsigned off = offset_of(clang_getRangeStart(clang_getCursorExtent(kids[i])));
		if (nsemi < 2 || off < semi[0]) {
			*init = kids[i];
			has[0] = 1;
		} else if (off < semi[1]) {
			*cond = kids[i];
			has[1] = 1;
		} else if (off < rparen) {
			*inc = kids[i];
			has[2] = 1;
		}
	}
}

/* Does e read a local slot marked in `set`? */
static int reads_slot(const struct ir_expr *e, const unsigned char *set, int nset)
{
	if (!e)
		return 0;
	if (e->op == IR_LOCAL)
		return e->index < nset && set[e->index];
	if (e->op == IR_CONST || e->op == IR_SPECIAL || e->op == IR_PARAM || e->op == IR_UNKNOWN)
		return 0;
	return reads_slot(e->a, set, nset) || reads_slot(e->b, set, nset) ||
	       reads_slot(e->c, set, nset);
}

/* Marks the slots s assigns; says whether it writes global memory. */
static int writes(const struct ir_stmt *s, unsigned char *set, int nset)
{
	int global = 0;

	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && s->slot < nset)
			set[s->slot] = 1;
		if (s->kind == ST_ACCESS && s->access->op != OP_LOAD &&
		    s->access->space == SPACE_GLOBAL)
			global = 1;
		global |= writes(s->body, set, nset);
		global |= writes(s->other, set, nset);
	}
	return global;
}

/*
 * Can the loads of a loop's condition (pre) be made once, before the loop,
 * as nvcc does?  When the loop writes no global memory that could alias
 * them, and nothing they read changes in it.
 */
static int loop_invariant(struct fe *fe, const struct ir_stmt *pre,
			  const struct ir_stmt *body, const struct ir_stmt *other)
{
	int nset = fe->k->nlocals, ok = 1;
	const struct ir_stmt *p;
	unsigned char *set;

	for (p = pre; p; p = p->next)
		if (p->kind != ST_ACCESS && p->kind != ST_ASSIGN)
			return 0;
	set = calloc((size_t)nset + 1, 1);
	if (!set)
		return 0;
	/* what the loop changes, and what the condition itself changes (an
	 * i++ in it must happen at every test) */
	if (writes(body, set, nset) || writes(other, set, nset) || writes(pre, set, nset))
		ok = 0;
	for (p = pre; p && ok; p = p->next) {
		if (p->kind == ST_ACCESS && (p->access->op != OP_LOAD || reads_slot(p->expr, set, nset)))
			ok = 0;
		if (p->kind == ST_ASSIGN && reads_slot(p->expr, set, nset))
			ok = 0;
	}
	free(set);
	return ok;
}

static void loop(struct fe *fe, CXCursor c, CXCursor *cond, CXCursor *inc,
		 CXCursor body, int test_first)
{
	struct ir_branch *branch = cond ? new_branch(fe, c, *cond, BRANCH_LOOP) : NULL;
	struct ir_stmt *s = ir_stmt_new(fe->A, ST_LOOP);
	struct ir_stmt *pre = NULL, **saved = fe->tail;

	s->loc = loc_of(fe, c);
	s->test_first = test_first;
	/* loads in the condition happen before each test: emitted into a
	 * guard at the end of the body and before the loop */
	if (cond) {
		fe->tail = &pre;
		s->expr = xexpr(fe, *cond);
		fe->tail = saved;
	}
	fe->loop_depth++;
	s->body = stmt_list(fe, body);
	fe->loop_depth--;
	if (inc)
		s->other = stmt_list(fe, *inc);
	s->branch = branch;
	if (branch) {
		branch->work = count_work(s->body) + count_work(s->other);
		branch->cond = s->expr;
	}
	if (pre && loop_invariant(fe, pre, s->body, s->other)) {
		/* nvcc loads it once, before the loop (validate/results:
		 * a CSR loop's bound rowptr[row + 1], measured on the H200) */
		struct ir_stmt *p = pre;
		while (p) {
			struct ir_stmt *next = p->next;
			p->next = NULL;
			emit(fe, p);
			p = next;
		}
	} else if (pre) {
		/* the condition loads memory: count its requests once per test */
		struct ir_stmt **t = &s->other;
		while (*t)
			t = &(*t)->next;
		*t = pre;
		if (test_first) {
			struct ir_stmt *p = pre;
			while (p) {    /* same statements serve the first test */
				struct ir_stmt *copy = ir_stmt_new(fe->A, p->kind);
				*copy = *p;
				copy->next = NULL;
				emit(fe, copy);
				p = p->next;
			}
		}
	}
	emit(fe, s);
}

/*
 * switch, with C's fall-through: a loop that runs once (so that `break`
 * leaves it), whose statements each run for the lanes that have reached
 * them: a lane reaches `case V:` when the value is V or it fell through
 * from above, and `default:` when the value matches no case.
 */
static void switch_stmt(struct fe *fe, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN], body[MAX_CHILDREN];
	struct ir_stmt *loop = ir_stmt_new(fe->A, ST_LOOP), **saved, *brk;
	struct ir_expr *value, *none = NULL, *reached;
	struct local *v, *m;
	int n = children(c, kids, MAX_CHILDREN), nb, i, pass;
	enum ctype t;

	if (n < 2)
		return;
	value = xexpr(fe, kids[0]);
	t = value->type;
	v = add_local(fe, c, "switch.value");
	assign_stmt(fe, c, v->slot, value);
	m = add_local(fe, kids[n - 1], "switch.reached");
	assign_stmt(fe, c, m->slot, ir_const(fe->A, CT_I32, 0));
	nb = clang_getCursorKind(kids[n - 1]) == CXCursor_CompoundStmt
		? children(kids[n - 1], body, MAX_CHILDREN) : (body[0] = kids[n - 1], 1);
	loop->loc = loc_of(fe, c);
	loop->test_first = 1;
	saved = fe->tail;
	fe->tail = &loop->body;
	fe->loop_depth++;
	/* pass 0 gathers the case values for default:, pass 1 translates */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < nb; i++) {
			CXCursor st = body[i], sub[2];
			while (clang_getCursorKind(st) == CXCursor_CaseStmt ||
			       clang_getCursorKind(st) == CXCursor_DefaultStmt) {
				int k = children(st, sub, 2);
				struct ir_expr *match;
				int64_t cv;
				if (clang_getCursorKind(st) == CXCursor_CaseStmt) {
					match = clang_fold(sub[0], &cv) == 0
						? ir_binary(fe->A, IR_EQ, CT_I32,
							    ir_leaf(fe->A, IR_LOCAL, t, v->slot),
							    ir_const(fe->A, t, cv))
						: unknown(fe, "a case value is not a constant");
					if (pass == 0)
						none = none ? ir_binary(fe->A, IR_LOR, CT_I32, none, match) : match;
				} else {
					match = none ? ir_unary(fe->A, IR_LNOT, CT_I32, none)
						     : ir_const(fe->A, CT_I32, 1);
				}
				if (pass == 1)
					assign_stmt(fe, st, m->slot, ir_binary(fe->A, IR_LOR, CT_I32,
						ir_leaf(fe->A, IR_LOCAL, CT_I32, m->slot), match));
				if (k < 1)
					break;
				st = sub[k - 1];
			}
			if (pass == 1 && clang_getCursorKind(st) != CXCursor_CaseStmt &&
			    clang_getCursorKind(st) != CXCursor_DefaultStmt) {
				struct ir_stmt *guard = ir_stmt_new(fe->A, ST_IF);
				reached = ir_leaf(fe->A, IR_LOCAL, CT_I32, m->slot);
				guard->loc = loc_of(fe, st);
				guard->expr = reached;
				guard->body = stmt_list(fe, st);
				emit(fe, guard);
			}
		}
	}
	brk = ir_stmt_new(fe->A, ST_BREAK);   /* the loop runs once */
	emit(fe, brk);
	fe->loop_depth--;
	fe->tail = saved;
	emit(fe, loop);
}

static void stmt_kind(struct fe *fe, CXCursor c);

struct decl_find {
	const char *name;
	int found;
};

static enum CXChildVisitResult find_decl(CXCursor c, CXCursor parent, CXClientData data)
{
	struct decl_find *f = data;
	CXString s;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_VarDecl)
		return CXChildVisit_Recurse;
	s = clang_getCursorSpelling(c);
	f->found |= !strcmp(clang_getCString(s), f->name);
	clang_disposeString(s);
	return f->found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/*
 * `assume b = EXPR` on a statement that does not declare b, b a variable:
 * b holds EXPR where the statement starts.  The statement may then change
 * it (a loop's `b += 1000` does); one that declares b gets EXPR as b's
 * initial value instead (var_decl, through assign_stmt).
 */
static void assume_at(struct fe *fe, CXCursor c, unsigned line)
{
	int i, j;

	for (i = 0; i < fe->nassumes; i++) {
		struct assume *a = &fe->assumes[i];
		struct decl_find f = { a->name, 0 };
		struct local *l = NULL;
		struct ir_expr *v;
		int t, slot;

		if (a->applies_to != line || a->error)
			continue;
		for (j = fe->nlocals - 1; j >= 0 && !l; j--)
			if (!strcmp(fe->locals[j].name, a->name))
				l = &fe->locals[j];
		if (!l || l->is_pointer || (t = ctype_of(clang_getCursorType(l->decl))) < 0)
			continue;
		clang_visitChildren(c, find_decl, &f);
		if (f.found || clang_getCursorKind(c) == CXCursor_VarDecl)
			continue;
		slot = l->slot;
		v = assumed_value(fe, a->name, (enum ctype)t, c);
		if (v) {
			fe->binding = 1;
			assign_stmt(fe, c, slot, v);
			fe->binding = 0;
		}
	}
}

/*
 * A statement, under the assumptions of its first line: they cover all of
 * it, nested statements included (whose own come on top).
 */
static void stmt(struct fe *fe, CXCursor c)
{
	int saved = fe->nassume_lines;
	unsigned line = 0;
	CXFile file;
	int i;

	if (fe->nassumes && clang_getCursorKind(c) != CXCursor_CompoundStmt &&
	    fe->nassume_lines < (int)(sizeof(fe->assume_lines) / sizeof(fe->assume_lines[0]))) {
		clang_getExpansionLocation(clang_getRangeStart(clang_getCursorExtent(c)), &file,
					   &line, NULL, NULL);
		if (file && clang_File_isEqual(file, fe->main_file) && !covered(fe, line))
			for (i = 0; i < fe->nassumes; i++)
				if (fe->assumes[i].applies_to == line) {
					fe->assume_lines[fe->nassume_lines++] = line;
					assume_at(fe, c, line);
					break;
				}
	}
	if (fe->depth >= MAX_DEPTH) {
		if (!fe->too_deep) {
			fe->too_deep = 1;
			diag_add(fe->diags, SEV_WARNING, loc_of(fe, c), RULE_UNANALYZED,
				 "statements nest too deeply to analyze; what is nested deeper is skipped");
		}
		fe->nassume_lines = saved;
		return;
	}
	fe->depth++;
	stmt_kind(fe, c);
	fe->depth--;
	fe->nassume_lines = saved;
}

static void stmt_kind(struct fe *fe, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor kids[MAX_CHILDREN];
	int n, i;

	switch (kind) {
	case CXCursor_CompoundStmt:
		n = children(c, kids, MAX_CHILDREN);
		if (n == MAX_CHILDREN) {
			/* long blocks: walk them without the fixed buffer */
			struct child_walk w = { NULL, 0, 0 };
			CXCursor *all;
			clang_visitChildren(c, collect_child, &w);
			all = malloc((size_t)w.n * sizeof(*all));
			if (!all) {
				fprintf(stderr, "warpcheck: out of memory\n");
				exit(2);
			}
			n = children(c, all, w.n);
			for (i = 0; i < n; i++)
				stmt(fe, all[i]);
			free(all);
			return;
		}
		for (i = 0; i < n; i++)
			stmt(fe, kids[i]);
		return;
	case CXCursor_DeclStmt:
		n = children(c, kids, MAX_CHILDREN);
		for (i = 0; i < n; i++)
			if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl)
				var_decl(fe, kids[i]);
		return;
	case CXCursor_IfStmt: {
		struct ir_stmt *s;
		n = children(c, kids, MAX_CHILDREN);
		if (n < 2)
			return;
		i = 0;
		if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt)
			stmt(fe, kids[i++]);
		s = ir_stmt_new(fe->A, ST_IF);
		s->loc = loc_of(fe, c);
		s->expr = xexpr(fe, kids[i]);
		s->branch = new_branch(fe, c, kids[i], BRANCH_IF);
		s->body = stmt_list(fe, kids[i + 1]);
		if (i + 2 < n)
			s->other = stmt_list(fe, kids[i + 2]);
		s->branch->work = count_work(s->body) + count_work(s->other);
		s->branch->cond = s->expr;
		emit(fe, s);
		return;
	}
	case CXCursor_ForStmt: {
		CXCursor init, cond, inc, body;
		int has[4];
		for_parts(fe, c, &init, &cond, &inc, &body, has);
		if (!has[3])
			return;
		if (has[0])
			stmt(fe, init);
		loop(fe, c, has[1] ? &cond : NULL, has[2] ? &inc : NULL, body, 1);
		return;
	}
	case CXCursor_WhileStmt:
		n = children(c, kids, MAX_CHILDREN);
		if (n >= 2)
			loop(fe, c, &kids[n - 2], NULL, kids[n - 1], 1);
		return;
	case CXCursor_DoStmt:
		n = children(c, kids, MAX_CHILDREN);
		if (n >= 2)
			loop(fe, c, &kids[1], NULL, kids[0], 0);
		return;
	case CXCursor_ReturnStmt: {
		struct ir_stmt *s;
		n = children(c, kids, MAX_CHILDREN);
		if (fe->ninlining) {
			/* the end of a followed function: its value, not the kernel's end */
			struct ir_expr *v = n ? xexpr(fe, kids[0]) : NULL;
			if (v && fe->ret >= 0)
				assign_stmt(fe, c, fe->ret, ir_cast(fe->A, fe->ret_type, v));
			return;
		}
		if (n)
			xexpr(fe, kids[0]);
		s = ir_stmt_new(fe->A, ST_RETURN);
		s->loc = loc_of(fe, c);
		emit(fe, s);
		return;
	}
	case CXCursor_BreakStmt:
	case CXCursor_ContinueStmt: {
		struct ir_stmt *s;
		if (!fe->loop_depth) {
			diag_add(fe->diags, SEV_NOTE, loc_of(fe, c), RULE_UNANALYZED,
				 "'%s' outside a loop is not modeled; the accesses after it are analyzed as if it were not there",
				 kind == CXCursor_BreakStmt ? "break" : "continue");
			return;
		}
		s = ir_stmt_new(fe->A, kind == CXCursor_BreakStmt ? ST_BREAK : ST_CONTINUE);
		s->loc = loc_of(fe, c);
		emit(fe, s);
		return;
	}
	case CXCursor_SwitchStmt:
		switch_stmt(fe, c);
		return;
	case CXCursor_CaseStmt:
	case CXCursor_DefaultStmt:
	case CXCursor_LabelStmt:
		n = children(c, kids, MAX_CHILDREN);
		if (n)
			stmt(fe, kids[n - 1]);
		return;
	case CXCursor_NullStmt:
		return;
	case CXCursor_GotoStmt:
	case CXCursor_AsmStmt:
		diag_add(fe->diags, SEV_NOTE, loc_of(fe, c), RULE_UNANALYZED,
			 "statement is not modeled; analysis continues after it");
		return;
	default:
		if (clang_isExpression(kind))
			xexpr(fe, c);
		else if (clang_isStatement(kind)) {
			n = children(c, kids, MAX_CHILDREN);
			for (i = 0; i < n; i++)
				stmt(fe, kids[i]);
		}
		return;
	}
}

/* ---- kernels -------------------------------------------------------- */

static int in_main_file(struct fe *fe, CXCursor c)
{
	CXFile file;

	clang_getExpansionLocation(clang_getCursorLocation(c), &file, NULL, NULL, NULL);
	return file && clang_File_isEqual(file, fe->main_file);
}

/*
 * __launch_bounds__(threads[, min blocks]) from the tokens before the
 * function's name: libclang does not expose the attribute's arguments.
 */
static void launch_bounds(struct fe *fe, CXCursor fn, int out[2])
{
	unsigned from = offset_of(clang_getRangeStart(clang_getCursorExtent(fn)));
	unsigned to = offset_of(clang_getCursorLocation(fn));
	CXSourceRange r;
	CXToken *tokens;
	unsigned ntok, i;

	out[0] = out[1] = 0;
	if (to <= from || !in_main_file(fe, fn))
		return;
	/* macro locations do not make a range: rebuild it from file offsets */
	r = clang_getRange(clang_getLocationForOffset(fe->ctu, fe->main_file, from),
			   clang_getLocationForOffset(fe->ctu, fe->main_file, to));
	clang_tokenize(fe->ctu, r, &tokens, &ntok);
	for (i = 0; i + 3 < ntok; i++) {
		char *t = copy_string(fe, clang_getTokenSpelling(fe->ctu, tokens[i]));
		if (strcmp(t, "__launch_bounds__") && strcmp(t, "launch_bounds"))
			continue;
		out[0] = atoi(copy_string(fe, clang_getTokenSpelling(fe->ctu, tokens[i + 2])));
		if (i + 4 < ntok &&
		    !strcmp(copy_string(fe, clang_getTokenSpelling(fe->ctu, tokens[i + 3])), ","))
			out[1] = atoi(copy_string(fe, clang_getTokenSpelling(fe->ctu, tokens[i + 4])));
		break;
	}
	clang_disposeTokens(fe->ctu, tokens, ntok);
}

/* "name", or for a template specialization "name<128, float>" */
static const char *kernel_name(struct fe *fe, CXCursor fn)
{
	char *name = copy_string(fe, clang_getCursorSpelling(fn));
	int i, n = clang_Cursor_getNumTemplateArguments(fn);

	if (n <= 0)
		return name;
	name = arena_printf(fe->A, "%s<", name);
	for (i = 0; i < n; i++) {
		const char *arg;
		switch (clang_Cursor_getTemplateArgumentKind(fn, (unsigned)i)) {
		case CXTemplateArgumentKind_Integral:
			arg = arena_printf(fe->A, "%lld",
				clang_Cursor_getTemplateArgumentValue(fn, (unsigned)i));
			break;
		case CXTemplateArgumentKind_Type:
			arg = copy_string(fe, clang_getTypeSpelling(
				clang_Cursor_getTemplateArgumentType(fn, (unsigned)i)));
			break;
		default:
			arg = "?";
			break;
		}
		name = arena_printf(fe->A, "%s%s%s", name, i ? ", " : "", arg);
	}
	return arena_printf(fe->A, "%s>", name);
}

/*
 * Which assumptions each access and branch used: through its address or
 * condition, or through a condition it runs under.
 */
static void mark_assumed(struct fe *fe, struct ir_stmt *s, uint64_t outer)
{
	for (; s; s = s->next) {
		uint64_t bits = outer | assumed_bits(fe, s->expr);
		switch (s->kind) {
		case ST_ACCESS:
			s->access->assumed |= bits;
			break;
		case ST_IF:
		case ST_LOOP:
			if (s->branch)
				s->branch->assumed |= bits;
			mark_assumed(fe, s->body, bits);
			mark_assumed(fe, s->other, bits);
			break;
		default:
			break;
		}
	}
}

static void build_kernel(struct fe *fe, CXCursor fn)
{
	struct ir_kernel *k = arena_alloc(fe->A, sizeof(*k));
	CXCursor kids[MAX_CHILDREN], body;
	int i, n, has_body = 0;

	fe->k = k;
	fe->nlocals = 0;
	fe->cap_shared = fe->cap_accesses = fe->cap_local_names = 0;
	fe->cap_branches = 0;
	fe->loop_depth = 0;
	k->name = kernel_name(fe, fn);
	k->mangled = copy_string(fe, clang_Cursor_getMangling(fn));
	launch_bounds(fe, fn, k->launch_bounds);
	k->loc = loc_of(fe, fn);
	k->nparams = clang_Cursor_getNumArguments(fn);
	if (k->nparams < 0)
		k->nparams = 0;
	k->params = arena_alloc(fe->A, ((size_t)k->nparams + 1) * sizeof(*k->params));
	for (i = 0; i < k->nparams; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, i);
		CXType t = clang_getCursorType(p);
		struct ir_param *ip = &k->params[i];
		ip->name = copy_string(fe, clang_getCursorSpelling(p));
		ip->c_type = copy_string(fe, clang_getTypeSpelling(t));
		if (!ip->name[0])
			ip->name = arena_printf(fe->A, "arg%d", i);
		if (is_pointer_type(t)) {
			ip->is_pointer = 1;
			ip->elem_bytes = (unsigned)(pointee_size(t) > 0 ? pointee_size(t) : 0);
			ip->type = CT_U64;
		} else if (ctype_of(t) >= 0) {
			ip->is_integer = 1;
			ip->type = (enum ctype)ctype_of(t);
		} else {
			ip->type = CT_I32;
		}
	}
	n = children(fn, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt) {
			body = kids[i];
			has_body = 1;
		}
	fe->tail = &k->body;
	fe->any_assumed = 0;
	fe->nlambdas = 0;
	if (fe->cap_slot_assumed)
		memset(fe->slot_assumed, 0, (size_t)fe->cap_slot_assumed * sizeof(uint64_t));
	if (has_body)
		stmt(fe, body);
	if (fe->any_assumed)
		mark_assumed(fe, k->body, 0);
	k->assumptions = fe->assume_texts;
	k->nassumptions = fe->nassumes < 64 ? fe->nassumes : 64;
	k->next = NULL;
	{
		struct ir_kernel **t = &fe->tu->kernels;
		while (*t)
			t = &(*t)->next;
		*t = k;
	}
	fe->tu->nkernels++;
}

/* Builds a kernel once, however many times it is met. */
static void build_once(struct fe *fe, CXCursor fn)
{
	char *usr = copy_string(fe, clang_getCursorUSR(fn));
	int i;

	for (i = 0; i < fe->nbuilt; i++)
		if (!strcmp(fe->built[i], usr))
			return;
	fe->built = arena_grow(fe->A, fe->built, sizeof(*fe->built), fe->nbuilt,
			       &fe->cap_built);
	fe->built[fe->nbuilt++] = usr;
	build_kernel(fe, fn);
	fe->k->usr = usr;
}

/* ---- launches in the same file ------------------------------------------ */

/*
 * The three sizes of a dim3 (or an integer) expression, if they fold: an
 * integer, dim3(a, b, c), or a variable so initialized (reached through the
 * copy the launch makes of it).
 */
static int fold_dim(CXCursor c, uint32_t out[3], int depth)
{
	CXCursor s = strip(c), kids[8], args[3];
	int n, i, k = 0;
	int64_t v;

	out[0] = out[1] = out[2] = 1;
	if (depth > 4)
		return -1;
	if (clang_fold(s, &v) == 0) {
		if (v <= 0 || v > 0x7fffffff)
			return -1;
		out[0] = (uint32_t)v;
		return 0;
	}
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(s), init[8];
		int m = children(d, init, 8);
		if (clang_getCursorKind(d) != CXCursor_VarDecl || m == 0)
			return -1;
		return fold_dim(init[m - 1], out, depth + 1);
	}
	if (clang_getCursorKind(s) != CXCursor_CallExpr)
		return -1;
	n = children(s, kids, 8);
	for (i = 0; i < n; i++)
		if (clang_getCursorKind(kids[i]) != CXCursor_TypeRef && k < 3)
			args[k++] = kids[i];
	if (k == 1 && clang_fold(args[0], &v) < 0)
		return fold_dim(args[0], out, depth + 1);   /* a copy */
	for (i = 0; i < k; i++) {
		if (clang_fold(args[i], &v) < 0 || v <= 0 || v > 0x7fffffff)
			return -1;
		out[i] = (uint32_t)v;
	}
	return k ? 0 : -1;
}

/* A kernel call with <<<...>>>: its shape and constant arguments. */
static void record_launch(struct fe *fe, CXCursor call, CXCursor kernel)
{
	CXCursor kids[MAX_CHILDREN], cfg;
	int n = children(call, kids, MAX_CHILDREN), i, nc, nparams;
	struct launch_site *site;
	struct ir_launch *l;

	for (i = 0; i < n; i++) {
		char *name;
		if (clang_getCursorKind(kids[i]) != CXCursor_CallExpr)
			continue;
		name = copy_string(fe, clang_getCursorSpelling(kids[i]));
		if (!strcmp(name, "cudaConfigureCall") || !strcmp(name, "__cudaPushCallConfiguration"))
			break;
	}
	if (i == n)
		return;   /* a plain call, not a launch */
	cfg = kids[i];
	fe->sites = arena_grow(fe->A, fe->sites, sizeof(*fe->sites), fe->nsites, &fe->cap_sites);
	site = &fe->sites[fe->nsites++];
	site->usr = copy_string(fe, clang_getCursorUSR(kernel));
	l = &site->launch;
	memset(l, 0, sizeof(*l));
	l->loc = loc_of(fe, call);
	nparams = clang_Cursor_getNumArguments(kernel);
	l->values = arena_alloc(fe->A, ((size_t)nparams + 1) * sizeof(*l->values));
	l->known = arena_alloc(fe->A, (size_t)nparams + 1);
	nc = clang_Cursor_getNumArguments(cfg);
	if (nc < 2 || fold_dim(clang_Cursor_getArgument(cfg, 1), l->block, 0) < 0) {
		l->why = "its block is not a constant";
		return;
	}
	if (fold_dim(clang_Cursor_getArgument(cfg, 0), l->grid, 0) < 0) {
		/* the block decides the warps and their lanes; one block shows them */
		l->grid[0] = l->grid[1] = l->grid[2] = 1;
		l->why = "its grid is not a constant, so one block is simulated";
	}
	if (nc > 2) {
		int64_t v;
		CXCursor smem = clang_Cursor_getArgument(cfg, 2);
		/* a default argument has no tokens of its own */
		if (clang_fold(smem, &v) == 0)
			l->dynamic_shared = v;
	}
	for (i = 0; i < nparams && i < clang_Cursor_getNumArguments(call); i++) {
		int64_t v;
		if (ctype_of(clang_getCursorType(clang_Cursor_getArgument(kernel, i))) >= 0 &&
		    clang_fold(clang_Cursor_getArgument(call, i), &v) == 0) {
			l->values[i] = v;
			l->known[i] = 1;
		}
	}
	l->ok = 1;
}

/* Launch sites go to the kernels they launch, once every kernel is built. */
static void attach_launches(struct fe *fe)
{
	struct ir_kernel *k;
	int i;

	for (i = 0; i < fe->nsites; i++)
		for (k = fe->tu->kernels; k; k = k->next)
			if (k->usr && !strcmp(k->usr, fe->sites[i].usr)) {
				k->launches = arena_grow(fe->A, k->launches, sizeof(*k->launches),
							 k->nlaunches, &k->cap_launches);
				k->launches[k->nlaunches++] = fe->sites[i].launch;
			}
}

/*
 * Kernels are the __global__ functions defined in the main file; a
 * template kernel is analyzed once for each specialization that the file
 * uses (a launch, an explicit instantiation), with its arguments.
 */
static enum CXChildVisitResult find_kernels(CXCursor c, CXCursor parent,
					    CXClientData data)
{
	struct fe *fe = data;
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor ref;

	(void)parent;
	if (!in_main_file(fe, c))
		return CXChildVisit_Continue;
	if (kind == CXCursor_FunctionDecl && clang_isCursorDefinition(c) &&
	    clang_Cursor_getNumTemplateArguments(c) <= 0 &&
	    has_attr(c, CXCursor_CUDAGlobalAttr)) {
		build_once(fe, c);
		return CXChildVisit_Continue;
	}
	if (kind == CXCursor_FunctionTemplate)
		return CXChildVisit_Continue;
	ref = clang_getCursorReferenced(c);
	if ((kind == CXCursor_DeclRefExpr || kind == CXCursor_CallExpr) &&
	    clang_getCursorKind(ref) == CXCursor_FunctionDecl &&
	    clang_Cursor_getNumTemplateArguments(ref) > 0 &&
	    has_attr(ref, CXCursor_CUDAGlobalAttr)) {
		CXCursor def = clang_getCursorDefinition(ref);
		if (!clang_Cursor_isNull(def) && in_main_file(fe, def))
			build_once(fe, def);
	}
	if (kind == CXCursor_CallExpr && clang_getCursorKind(ref) == CXCursor_FunctionDecl &&
	    has_attr(ref, CXCursor_CUDAGlobalAttr)) {
		CXCursor def = clang_getCursorDefinition(ref);
		if (!clang_Cursor_isNull(def))
			record_launch(fe, c, def);
	}
	return CXChildVisit_Recurse;
}

static int is_ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/*
 * libclang does not show explicit instantiations (`template __global__
 * void k<64>(float *);`), so each one found in the text is referenced
 * from a line appended to the parsed copy of the file, where the
 * reference walk above finds it.
 */
/* A copy of the source with comments and literals blanked out. */
static char *code_only(struct fe *fe)
{
	char *c = arena_strndup(fe->A, fe->source, fe->source_len);
	size_t i = 0, n = fe->source_len;

	while (i < n) {
		if (c[i] == '/' && i + 1 < n && c[i + 1] == '/') {
			while (i < n && c[i] != '\n')
				c[i++] = ' ';
		} else if (c[i] == '/' && i + 1 < n && c[i + 1] == '*') {
			while (i < n && !(c[i] == '*' && i + 1 < n && c[i + 1] == '/'))
				c[i] = c[i] == '\n' ? '\n' : ' ', i++;
			if (i < n)
				c[i++] = ' ';
			if (i < n)
				c[i++] = ' ';
		} else if (c[i] == '"' || c[i] == '\'') {
			char q = c[i++];
			while (i < n && c[i] != q && c[i] != '\n') {
				if (c[i] == '\\' && i + 1 < n)
					c[i++] = ' ';
				c[i++] = ' ';
			}
			i++;
		} else {
			i++;
		}
	}
	return c;
}

static char *instantiation_epilogue(struct fe *fe)
{
	const char *code = code_only(fe);
	const char *p = code, *end = code + fe->source_len;
	char *out = arena_strdup(fe->A, "\n");
	int count = 0;

	while ((p = strstr(p, "template")) != NULL && p < end) {
		const char *q = p + 8, *semi, *lt, *gt, *id;
		int depth = 0;

		if ((p > code && is_ident_char(p[-1])) ||
		    !(*q == ' ' || *q == '\t' || *q == '\n')) {
			p = q;
			continue;
		}
		while (*q == ' ' || *q == '\t' || *q == '\n')
			q++;
		p = q;
		if (*q == '<' || !(semi = strchr(q, ';')))
			continue;
		/* the template-id: an identifier, <...>, then ( */
		for (lt = q; lt < semi && *lt != '<'; lt++)
			;
		if (lt >= semi || !strstr(arena_strndup(fe->A, q, (size_t)(lt - q)), "__global__"))
			continue;
		for (gt = lt; gt < semi; gt++) {
			if (*gt == '<')
				depth++;
			else if (*gt == '>' && --depth == 0)
				break;
		}
		if (gt >= semi)
			continue;
		{
			const char *paren = gt + 1;
			while (paren < semi && (*paren == ' ' || *paren == '\t' || *paren == '\n'))
				paren++;
			if (*paren != '(')
				continue;
		}
		for (id = lt; id > q && is_ident_char(id[-1]); id--)
			;
		out = arena_printf(fe->A, "%sstatic void *const __warpcheck_explicit_%d = (void *)&%.*s;\n",
				   out, count++, (int)(gt + 1 - id), id);
	}
	return count ? out : NULL;
}

/* ---- the translation unit ------------------------------------------- */

static void scan_assumptions(struct fe *fe)
{
	int i;

	fe->nassumes = assume_scan(fe->A, fe->source, fe->source_len, &fe->assumes);
	fe->assume_texts = arena_alloc(fe->A, ((size_t)fe->nassumes + 1) * sizeof(char *));
	for (i = 0; i < fe->nassumes; i++) {
		struct assume *a = &fe->assumes[i];
		struct src_loc loc = { fe->main_path, a->line, a->col };
		fe->assume_texts[i] = arena_printf(fe->A, "%s (line %u)", a->text, a->line);
		if (a->error)
			diag_add(fe->diags, SEV_WARNING, loc, RULE_ASSUME,
				 "cannot read the assumption '%s': %s", a->text, a->error);
		else if (i == 64)
			diag_add(fe->diags, SEV_NOTE, loc, RULE_ASSUME,
				 "more than 64 assumptions in this file: findings do not name those after the 64th");
	}
}

/* An assumption that stood in for nothing is most likely a typo. */
static void unused_assumptions(struct fe *fe)
{
	int i;

	for (i = 0; i < fe->nassumes; i++) {
		struct assume *a = &fe->assumes[i];
		struct src_loc loc = { fe->main_path, a->line, a->col };
		if (!a->used && !a->error)
			diag_add(fe->diags, SEV_WARNING, loc, RULE_ASSUME,
				 "the assumption '%s' is not used: no kernel's statement on line %u has an expression '%s' or sets an integer variable of that name",
				 a->text, a->applies_to, a->name);
	}
}

static int read_file(struct fe *fe, const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long len;

	if (!f)
		return -1;
	if (fseek(f, 0, SEEK_END) < 0 || (len = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET) < 0) {
		fclose(f);
		return -1;
	}
	buf = arena_alloc(fe->A, (size_t)len + 1);
	if (fread(buf, 1, (size_t)len, f) != (size_t)len) {
		fclose(f);
		return -1;
	}
	fclose(f);
	fe->source = buf;
	fe->source_len = (size_t)len;
	return 0;
}

/*
 * The flags a compilation database gives `path` that matter to parsing it:
 * include folders (made absolute against the command's folder), macros,
 * forced includes and the language standard.  nvcc's own flags (-arch,
 * -Xcompiler, -gencode ...) are dropped: warpcheck parses for the device
 * on its own terms.  Returns -1 when the database cannot be read.
 */
static int compdb_flags(struct fe *fe, const char *dir, const char *path,
			const char ***out, int *nout)
{
	CXCompilationDatabase_Error err;
	CXCompilationDatabase db = clang_CompilationDatabase_fromDirectory(dir, &err);
	CXCompileCommands cmds;
	CXCompileCommand cmd;
	char abs[PATH_MAX], *cwd;
	const char **flags = NULL;
	unsigned i, nargs;
	int n = 0, cap = 0;

	*out = NULL;
	*nout = 0;
	if (err != CXCompilationDatabase_NoError || !db)
		return -1;
	if (!realpath(path, abs))
		snprintf(abs, sizeof(abs), "%s", path);
	cmds = clang_CompilationDatabase_getCompileCommands(db, abs);
	if (!cmds || !clang_CompileCommands_getSize(cmds)) {
		if (cmds)
			clang_CompileCommands_dispose(cmds);
		clang_CompilationDatabase_dispose(db);
		return 0;        /* not in the database: no flags of its own */
	}
	cmd = clang_CompileCommands_getCommand(cmds, 0);
	cwd = copy_string(fe, clang_CompileCommand_getDirectory(cmd));
	nargs = clang_CompileCommand_getNumArgs(cmd);
	for (i = 1; i < nargs; i++) {
		char *a = copy_string(fe, clang_CompileCommand_getArg(cmd, i));
		char *value = NULL;

		if (!strcmp(a, "-isystem") || !strcmp(a, "-include") ||
		    !strcmp(a, "-I") || !strcmp(a, "-D") || !strcmp(a, "-U")) {
			if (i + 1 >= nargs)
				break;
			value = copy_string(fe, clang_CompileCommand_getArg(cmd, ++i));
			if (a[1] == 'I' || a[1] == 'D' || a[1] == 'U') {
				a = arena_printf(fe->A, "%s%s", a, value);
				value = NULL;
			}
		} else if (!(a[0] == '-' && (a[1] == 'I' || a[1] == 'D' || a[1] == 'U')) &&
			   strncmp(a, "-std=", 5)) {
			continue;
		}
		/* relative folders are relative to the command's */
		if (a[1] == 'I' && a[2] != '/')
			a = arena_printf(fe->A, "-I%s/%s", cwd, a + 2);
		if (value && value[0] != '/')
			value = arena_printf(fe->A, "%s/%s", cwd, value);
		flags = arena_grow(fe->A, flags, sizeof(*flags), n, &cap);
		flags[n++] = a;
		if (value) {
			flags = arena_grow(fe->A, flags, sizeof(*flags), n, &cap);
			flags[n++] = value;
		}
	}
	clang_CompileCommands_dispose(cmds);
	clang_CompilationDatabase_dispose(db);
	*out = flags;
	*nout = n;
	return 0;
}

static void clang_diagnostics(struct fe *fe)
{
	unsigned i, n = clang_getNumDiagnostics(fe->ctu);

	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		enum CXDiagnosticSeverity sev = clang_getDiagnosticSeverity(d);
		struct src_loc loc = { fe->main_path, 0, 0 };
		CXFile file;
		CXString msg;

		if (sev >= CXDiagnostic_Error) {
			clang_getExpansionLocation(clang_getDiagnosticLocation(d), &file,
						   &loc.line, &loc.col, NULL);
			if (file && !clang_File_isEqual(file, fe->main_file))
				loc.file = copy_string(fe, clang_getFileName(file));
			msg = clang_getDiagnosticSpelling(d);
			diag_add(fe->diags, SEV_ERROR, loc, RULE_NONE, "%s", clang_getCString(msg));
			clang_disposeString(msg);
		}
		clang_disposeDiagnostic(d);
	}
}

/* The newest CUDA whose headers clang 19 parses (its CudaVersion list). */
#define NEWEST_CUDA 12050

/*
 * CUDA_VERSION from DIR/include/cuda.h (12040 for 12.4), or 0 when there
 * is no such file.
 */
static int cuda_version(const char *dir)
{
	char path[4096], line[512];
	FILE *f;
	int v = 0;

	snprintf(path, sizeof(path), "%s/include/cuda.h", dir);
	if (!(f = fopen(path, "r")))
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, " #define CUDA_VERSION %d", &v) == 1)
			break;
	fclose(f);
	return v;
}

/*
 * Whether to parse against the user's CUDA headers (--cuda-path): only a
 * CUDA clang 19 knows.  Otherwise a note says why the bundled headers are
 * used instead.
 */
static int use_cuda_path(struct fe *fe, const char *dir)
{
	struct src_loc none = { fe->main_path, 0, 0 };
	int v = cuda_version(dir);

	if (!v) {
		diag_add(fe->diags, SEV_NOTE, none, RULE_NONE,
			 "no include/cuda.h with a CUDA_VERSION under '%s': parsing with warpcheck's own CUDA headers",
			 dir);
		return 0;
	}
	if (v > NEWEST_CUDA) {
		diag_add(fe->diags, SEV_NOTE, none, RULE_NONE,
			 "CUDA %d.%d in '%s' is newer than clang 19 can parse (%d.%d at most): parsing with warpcheck's own CUDA headers",
			 v / 1000, v % 1000 / 10, dir, NEWEST_CUDA / 1000, NEWEST_CUDA % 1000 / 10);
		return 0;
	}
	return 1;
}

/* An error inside the CUDA installation's own headers, not the user's code. */
static int errors_in(struct fe *fe, const char *dir)
{
	unsigned i, n = clang_getNumDiagnostics(fe->ctu);
	int found = 0;

	for (i = 0; i < n && !found; i++) {
		CXDiagnostic d = clang_getDiagnostic(fe->ctu, i);
		CXFile file;
		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
			CXString msg = clang_getDiagnosticSpelling(d);
			clang_getExpansionLocation(clang_getDiagnosticLocation(d), &file, NULL, NULL, NULL);
			if (file) {
				CXString name = clang_getFileName(file);
				found = under_dir(clang_getCString(name), dir);
				clang_disposeString(name);
			}
			/* clang did not take the folder for a CUDA installation */
			found |= strstr(clang_getCString(msg), "CUDA installation") != NULL;
			clang_disposeString(msg);
		}
		clang_disposeDiagnostic(d);
	}
	return found;
}

int frontend_load(struct ir_tu **out, const char *path,
		  const struct frontend_options *opts, struct diag_list *diags)
{
	static const char *base_args[] = {
		"-x", "cuda", "--cuda-device-only", "-nocudalib",
		"-std=c++17", "-Wno-unknown-cuda-version", "-ferror-limit=100",
	};
	/* the bundled headers, or the user's CUDA */
	static const char *prelude_args[] = {
		"-nocudainc", "--cuda-path=/nonexistent", "-I" PRELUDE_DIR, "-include", PRELUDE_PATH,
	};
	enum { NBASE = sizeof(base_args) / sizeof(base_args[0]) + 5 };
	char cuda_arg[4200], sdk_arg[64];
	int real_cuda = 0;
	struct CXUnsavedFile unsaved[MAX_PRELUDE + 1];
	int nunsaved = 0;
	char *epilogue;
	struct ir_tu *tu = calloc(1, sizeof(*tu));
	struct fe fe;
	const char **args;
	char arch_arg[64];
	const char **db_args = NULL;
	int ndb = 0;
	CXIndex index;
	enum CXErrorCode rc;
	int i, nargs = 0;

	if (!tu) {
		fprintf(stderr, "warpcheck: out of memory\n");
		exit(2);
	}
	arena_init(&tu->arena, 0);
	memset(&fe, 0, sizeof(fe));
	fe.ret = -1;
	fe.tu = tu;
	fe.A = &tu->arena;
	fe.diags = diags;
	fe.opts = opts;
	fe.main_path = arena_strdup(fe.A, path);
	*out = NULL;

	if (opts->contents) {
		fe.source = opts->contents;
		fe.source_len = strlen(opts->contents);
	} else if (read_file(&fe, path) < 0) {
		struct src_loc none = { fe.main_path, 0, 0 };
		diag_add(diags, SEV_ERROR, none, RULE_NONE, "cannot read '%s'", path);
		ir_tu_release(tu);
		return -1;
	}
	scan_assumptions(&fe);
	if (opts->compdb_dir && compdb_flags(&fe, opts->compdb_dir, path, &db_args, &ndb) < 0) {
		struct src_loc none = { fe.main_path, 0, 0 };
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "cannot read '%s/compile_commands.json'", opts->compdb_dir);
		ir_tu_release(tu);
		return -1;
	}
	args = malloc((NBASE + (size_t)opts->nclang_args + (size_t)ndb + 1) * sizeof(*args));
	if (!args) {
		fprintf(stderr, "warpcheck: out of memory\n");
		exit(2);
	}
	for (i = 0; i < (int)(sizeof(base_args) / sizeof(base_args[0])); i++)
		args[nargs++] = base_args[i];
	real_cuda = opts->cuda_path && use_cuda_path(&fe, opts->cuda_path);
	if (real_cuda) {
		int v = cuda_version(opts->cuda_path);
		snprintf(cuda_arg, sizeof(cuda_arg), "--cuda-path=%s", opts->cuda_path);
		args[nargs++] = cuda_arg;
		/* the driver names the SDK's version only when it links
		 * libdevice, which -nocudalib leaves out; without it, <<<...>>>
		 * is lowered to the launch call of CUDA 9.1 and older */
		snprintf(sdk_arg, sizeof(sdk_arg), "-target-sdk-version=%d.%d", v / 1000,
			 v % 1000 / 10);
		args[nargs++] = "-Xclang";
		args[nargs++] = sdk_arg;
	} else {
		for (i = 0; i < 5; i++)
			args[nargs++] = prelude_args[i];
	}
	snprintf(arch_arg, sizeof(arch_arg), "--cuda-gpu-arch=%s",
		 opts->arch ? opts->arch : "sm_90");
	args[nargs++] = arch_arg;
	for (i = 0; i < ndb; i++)
		args[nargs++] = db_args[i];
	for (i = 0; i < opts->nclang_args; i++)
		args[nargs++] = opts->clang_args[i];

	for (i = 0; warpcheck_prelude[i].name && nunsaved < MAX_PRELUDE; i++) {
		unsaved[nunsaved].Filename = arena_printf(fe.A, "%s/%s", PRELUDE_DIR,
							  warpcheck_prelude[i].name);
		unsaved[nunsaved].Contents = warpcheck_prelude[i].text;
		unsaved[nunsaved++].Length = (unsigned long)strlen(warpcheck_prelude[i].text);
	}
	epilogue = instantiation_epilogue(&fe);
	if (epilogue || opts->contents) {
		if (!epilogue)
			epilogue = "";
		char *copy = arena_printf(fe.A, "%.*s%s", (int)fe.source_len, fe.source, epilogue);
		unsaved[nunsaved].Filename = path;
		unsaved[nunsaved].Contents = copy;
		unsaved[nunsaved++].Length = (unsigned long)strlen(copy);
	}
	index = clang_createIndex(0, 0);
	rc = clang_parseTranslationUnit2(index, path, args, nargs, unsaved, nunsaved,
					 CXTranslationUnit_KeepGoing,
					 &fe.ctu);
	if (real_cuda && rc == CXError_Success && fe.ctu && errors_in(&fe, opts->cuda_path)) {
		/* the installation's headers do not parse: the bundled ones do */
		struct src_loc none = { fe.main_path, 0, 0 };
		int base = (int)(sizeof(base_args) / sizeof(base_args[0]));
		diag_add(diags, SEV_NOTE, none, RULE_NONE,
			 "clang 19 cannot parse the CUDA headers in '%s': parsing with warpcheck's own CUDA headers",
			 opts->cuda_path);
		clang_disposeTranslationUnit(fe.ctu);
		fe.ctu = NULL;
		memmove(args + base + 5, args + base + 3, (size_t)(nargs - base - 3) * sizeof(*args));
		for (i = 0; i < 5; i++)
			args[base + i] = prelude_args[i];
		nargs += 2;
		rc = clang_parseTranslationUnit2(index, path, args, nargs, unsaved, nunsaved,
						 CXTranslationUnit_KeepGoing, &fe.ctu);
	} else if (real_cuda) {
		fe.cuda_dir = opts->cuda_path;
	}
	free(args);
	if (rc != CXError_Success || !fe.ctu) {
		struct src_loc none = { fe.main_path, 0, 0 };
		diag_add(diags, SEV_ERROR, none, RULE_NONE,
			 "libclang could not parse '%s' (error %d)", path, (int)rc);
		clang_disposeIndex(index);
		ir_tu_release(tu);
		return -1;
	}
	fe.main_file = clang_getFile(fe.ctu, path);
	clang_diagnostics(&fe);
	clang_visitChildren(clang_getTranslationUnitCursor(fe.ctu), find_kernels, &fe);
	attach_launches(&fe);
	unused_assumptions(&fe);
	clang_disposeTranslationUnit(fe.ctu);
	clang_disposeIndex(index);
	free(fe.locals);
	free(fe.shared_decls);
	free(fe.slot_assumed);
	*out = tu;
	return 0;
}

void ir_tu_release(struct ir_tu *tu)
{
	if (!tu)
		return;
	arena_release(&tu->arena);
	free(tu);
}
