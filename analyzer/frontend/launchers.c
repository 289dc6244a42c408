/*
 * launchers.c - kernels launched other than by <<<...>>> on their name:
 * through a variable that holds the kernel (`auto f = k<64>;
 * f<<<g, b>>>(...)`), and through the runtime's launch calls
 * (cudaLaunchKernel, cudaLaunchCooperativeKernel, cudaLaunchKernelEx).
 *
 * A variable is followed to its initializer, a cast or an `&` at a time,
 * until a __global__ function is named.  A runtime call gives its grid,
 * block and shared bytes as arguments, or, for cudaLaunchKernelEx, in a
 * cudaLaunchConfig_t: its initializer, then the assignments to its fields
 * written before the call in the same function, the last one winning.
 * Shapes fold as a <<<...>>> launch's do (kernels_fold_dim); a launch
 * whose block does not fold is kept, unusable, with the reason.
 */
#include "fe.h"

#include <string.h>

#define MAX_HOPS 4               /* variables followed to a kernel */

/* The __global__ function expression e names, through casts, & and variables. */
static int kernel_named(CXCursor e, CXCursor *kernel, int hops)
{
	CXCursor s = cx_strip(e), kids[8], ref;
	int n;

	if (hops > MAX_HOPS)
		return -1;
	if (clang_getCursorKind(s) == CXCursor_UnaryOperator && cx_children(s, kids, 8) == 1)
		s = cx_strip(kids[0]);
	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return -1;
	ref = clang_getCursorReferenced(s);
	if (clang_getCursorKind(ref) == CXCursor_FunctionDecl) {
		if (!cx_has_attr(ref, CXCursor_CUDAGlobalAttr))
			return -1;
		*kernel = ref;
		return 0;
	}
	if (clang_getCursorKind(ref) != CXCursor_VarDecl || (n = cx_children(ref, kids, 8)) == 0)
		return -1;
	return kernel_named(kids[n - 1], kernel, hops + 1);
}

/* The kernel a variable (a pointer, an `auto`) was initialized with. */
int launchers_pointee(struct fe *fe, CXCursor var, CXCursor *kernel)
{
	CXCursor kids[8];
	int n;

	(void)fe;
	if (clang_getCursorKind(var) != CXCursor_VarDecl || (n = cx_children(var, kids, 8)) == 0)
		return -1;
	return kernel_named(kids[n - 1], kernel, 1);
}

/* A launch of `kernel` at `call`, with no argument known yet. */
static void new_launch(struct fe *fe, CXCursor call, CXCursor kernel, struct ir_launch *l)
{
	int nparams = kernels_param_slots(kernel);

	memset(l, 0, sizeof(*l));
	l->loc = cx_loc(fe, call);
	l->values = arena_alloc(fe->A, ((size_t)nparams + 1) * sizeof(int64_t));
	l->known = arena_alloc(fe->A, (size_t)nparams + 1);
}

/* The value of an integer argument, if it folds. */
static void fold_arg(struct ir_launch *l, CXCursor kernel, int i, CXCursor arg)
{
	int64_t v;

	if (i < clang_Cursor_getNumArguments(kernel) &&
	    cx_ctype(clang_getCursorType(clang_Cursor_getArgument(kernel, i))) >= 0 &&
	    cx_fold(arg, &v) == 0) {
		l->values[i] = v;
		l->known[i] = 1;
	}
}

/*
 * cudaLaunchKernel's `void *args[]`: each element `&x` with x a variable
 * whose initializer folds.
 */
static void fold_arg_array(struct ir_launch *l, CXCursor kernel, CXCursor e)
{
	CXCursor s = cx_strip(e), decl, kids[MAX_CHILDREN], x[2];
	int n, i;

	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr)
		return;
	decl = clang_getCursorReferenced(s);
	if (clang_getCursorKind(decl) != CXCursor_VarDecl || (n = cx_children(decl, kids, 2)) == 0)
		return;
	s = kids[n - 1];
	if (clang_getCursorKind(s) != CXCursor_InitListExpr)
		return;
	n = cx_children(s, kids, MAX_CHILDREN);
	for (i = 0; i < n; i++) {
		CXCursor el = cx_strip(kids[i]), var;
		int m;
		if (clang_getCursorKind(el) != CXCursor_UnaryOperator || cx_children(el, x, 2) != 1)
			continue;
		el = cx_strip(x[0]);
		if (clang_getCursorKind(el) != CXCursor_DeclRefExpr)
			continue;
		var = clang_getCursorReferenced(el);
		if (clang_getCursorKind(var) == CXCursor_VarDecl && !cx_stored_to(clang_getCursorSemanticParent(var), var) &&
		    (m = cx_children(var, x, 2)) > 0)
			fold_arg(l, kernel, i, x[m - 1]);
	}
}

/* The shape of a launch from its grid, block and shared-bytes expressions. */
static void shape(struct ir_launch *l, CXCursor grid, CXCursor block, const CXCursor *smem)
{
	int64_t v;

	if (kernels_fold_dim(block, l->block) < 0) {
		l->why = "its block is not a constant";
		return;
	}
	if (kernels_fold_dim(grid, l->grid) < 0) {
		l->grid[0] = l->grid[1] = l->grid[2] = 1;
		l->grid_unknown = 1;
		l->grid_why = "its grid is not a constant";
		l->why = "its grid is not a constant, so one block is simulated (give --grid for the whole launch)";
	}
	if (smem && cx_fold(*smem, &v) == 0)
		l->dynamic_shared = v;
	l->ok = 1;
}

/* What a cudaLaunchConfig_t holds when a launch reads it. */
struct config {
	CXCursor var;
	unsigned before;             /* the launch's offset */
	CXCursor field[3];           /* gridDim, blockDim, dynamicSmemBytes */
	int set[3];
};

static int field_index(const char *name)
{
	return !strcmp(name, "gridDim") ? 0 : !strcmp(name, "blockDim") ? 1 :
	       !strcmp(name, "dynamicSmemBytes") ? 2 : -1;
}

/*
 * `config.field = value` before the launch, in source order: a built-in
 * assignment, or dim3's operator= (a call whose first operand is the field
 * and whose last is the value).
 */
static enum CXChildVisitResult config_assignments(CXCursor c, CXCursor parent,
						  CXClientData data)
{
	struct config *cf = data;
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXCursor kids[4], base[2], member;
	CXString s;
	int n, f;

	(void)parent;
	if (cx_offset(clang_getCursorLocation(c)) >= cf->before)
		return CXChildVisit_Break;
	if ((kind != CXCursor_BinaryOperator && kind != CXCursor_CallExpr) ||
	    (n = cx_children(c, kids, 4)) < 2)
		return CXChildVisit_Recurse;
	member = cx_strip(kids[0]);
	if (clang_getCursorKind(member) != CXCursor_MemberRefExpr ||
	    cx_children(member, base, 2) != 1 ||
	    !clang_equalCursors(clang_getCursorReferenced(cx_strip(base[0])), cf->var))
		return CXChildVisit_Recurse;
	if (kind == CXCursor_BinaryOperator &&
	    clang_getCursorBinaryOperatorKind(c) != CXBinaryOperator_Assign)
		return CXChildVisit_Continue;
	s = clang_getCursorSpelling(member);
	f = clang_getCString(s) ? field_index(clang_getCString(s)) : -1;
	clang_disposeString(s);
	if (f >= 0) {
		cf->field[f] = kids[n - 1];
		cf->set[f] = 1;
	}
	return CXChildVisit_Continue;
}

/* cudaLaunchKernelEx(&config, kernel, args...): the shape from config. */
static void launch_ex(struct fe *fe, CXCursor call, struct ir_launch *l, CXCursor kernel)
{
	struct config cf = { .before = cx_offset(clang_getCursorLocation(call)) };
	CXCursor s = cx_strip(clang_Cursor_getArgument(call, 0)), kids[8];
	int n, i, nargs = clang_Cursor_getNumArguments(call);

	(void)fe;
	if (clang_getCursorKind(s) == CXCursor_UnaryOperator && cx_children(s, kids, 8) == 1)
		s = cx_strip(kids[0]);
	cf.var = clang_getCursorReferenced(s);
	if (clang_getCursorKind(s) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(cf.var) != CXCursor_VarDecl) {
		l->why = "its configuration is not a local variable";
		return;
	}
	/* cudaLaunchConfig_t config = { grid, block, smem, ... } */
	n = cx_children(cf.var, kids, 8);
	if (n > 0 && clang_getCursorKind(kids[n - 1]) == CXCursor_InitListExpr) {
		CXCursor init[8];
		int m = cx_children(kids[n - 1], init, 8);
		for (i = 0; i < m && i < 3; i++) {
			cf.field[i] = init[i];
			cf.set[i] = 1;
		}
	}
	clang_visitChildren(clang_getCursorSemanticParent(cf.var), config_assignments, &cf);
	if (!cf.set[0] || !cf.set[1]) {
		l->why = "its configuration's gridDim and blockDim are not set where it is declared";
		return;
	}
	shape(l, cf.field[0], cf.field[1], cf.set[2] ? &cf.field[2] : NULL);
	for (i = 2; i < nargs; i++)
		fold_arg(l, kernel, i - 2, clang_Cursor_getArgument(call, i));
}

/* Is fn the runtime's cudaLaunchKernel or cudaLaunchCooperativeKernel? */
static int plain_api(struct fe *fe, CXCursor fn, const char *name)
{
	return (!strcmp(name, "cudaLaunchKernel") || !strcmp(name, "cudaLaunchCooperativeKernel")) &&
	       (cx_in_prelude(fn) || cx_in_cuda_headers(fe, fn));
}

/* Is fn the runtime's cudaLaunchKernelEx (a template, its config first)? */
static int ex_api(struct fe *fe, CXCursor fn, const char *name)
{
	return !strcmp(name, "cudaLaunchKernelEx") && (cx_in_prelude(fn) || cx_in_cuda_headers(fe, fn));
}

int launchers_api_kernel(struct fe *fe, CXCursor call, CXCursor *def)
{
	CXCursor fn = clang_getCursorReferenced(call), kernel;
	CXString s;
	int is, ex;

	if (clang_getCursorKind(call) != CXCursor_CallExpr ||
	    clang_getCursorKind(fn) != CXCursor_FunctionDecl)
		return 0;
	s = clang_getCursorSpelling(fn);
	is = clang_getCString(s) && plain_api(fe, fn, clang_getCString(s));
	ex = clang_getCString(s) && ex_api(fe, fn, clang_getCString(s));
	clang_disposeString(s);
	if ((!is && !ex) || clang_Cursor_getNumArguments(call) < (ex ? 2 : 3) ||
	    kernel_named(clang_Cursor_getArgument(call, ex ? 1 : 0), &kernel, 0) < 0)
		return 0;
	*def = clang_getCursorDefinition(kernel);
	return clang_Cursor_isNull(*def) ? 0 : ex ? 2 : 1;
}

/*
 * A call of the runtime's launch functions: its site recorded with the
 * kernel it launches.  Returns -1 when `fn` is none of them.
 */
int launchers_api(struct fe *fe, CXCursor call, CXCursor fn)
{
	char *name = cx_string(fe, clang_getCursorSpelling(fn));
	int ex = ex_api(fe, fn, name);
	CXCursor kernel, def, smem;
	struct ir_launch l;
	const char *usr;

	if (!ex && !plain_api(fe, fn, name))
		return -1;   /* another function, or the user's own of that name */
	if (clang_Cursor_getNumArguments(call) < (ex ? 2 : 3) ||
	    kernel_named(clang_Cursor_getArgument(call, ex ? 1 : 0), &kernel, 0) < 0)
		return 0;
	kernels_use(fe, kernel);
	def = clang_getCursorDefinition(kernel);
	if (clang_Cursor_isNull(def))
		return 0;
	usr = cx_string(fe, clang_getCursorUSR(def));
	new_launch(fe, call, def, &l);
	if (ex) {
		launch_ex(fe, call, &l, def);
		/* host code's values win, as below */
		kernels_add_sites(fe, usr, call, def, &l, !(l.why && !l.ok), l.ok && !l.grid_unknown);
		return 0;
	}
	if (clang_Cursor_getNumArguments(call) > 4)
		smem = clang_Cursor_getArgument(call, 4);
	shape(&l, clang_Cursor_getArgument(call, 1), clang_Cursor_getArgument(call, 2),
	      clang_Cursor_getNumArguments(call) > 4 ? &smem : NULL);
	if (clang_Cursor_getNumArguments(call) > 3)
		fold_arg_array(&l, def, clang_Cursor_getArgument(call, 3));
	/* shape() has finished it as constants give it: host code's values win */
	kernels_add_sites(fe, usr, call, def, &l, !(l.why && !l.ok), l.ok && !l.grid_unknown);
	return 0;
}
