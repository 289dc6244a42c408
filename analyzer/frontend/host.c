/*
 * host.c - the integer values of host code, followed into kernel launches.
 *
 * A launch's sizes mostly live in host code: main() sets B, T and C,
 * reads argv with defaults, loops over a list of block sizes, and passes
 * them down through host functions that launch with
 * <<<ceil_div(B * T, block_size), block_size>>>.  This stage finds them
 * by interpreting host function bodies abstractly, before the kernels'
 * launch sites are recorded (kernels.c asks it for each site).
 *
 * Algorithm: from main(), then from every other function of the main
 * file that launches a kernel and was not reached, statements run in
 * order over the environment of one call context (struct frame): each
 * integer local is a number of its C type (three for a dim3), or unknown
 * with the host expression it came from.  Constants (#define, enums,
 * constexpr, sizeof) come from clang's own evaluation; arithmetic follows
 * C's rules (host_expr.c).  A known condition picks its branch; an
 * unknown one runs both and joins them, where a value read from the
 * command line yields to the other side's, so `if (argc > 1) n =
 * atoi(argv[1]);` keeps n's default, and a side that exits is dropped.
 * A loop whose condition is known runs iteration by iteration when it can
 * launch a kernel; otherwise what it assigns becomes unknown (its body
 * runs once over unknowns when it launches).  A host function with a
 * body is followed, its arguments as a new context, when it can launch a
 * kernel or is loop-free and returns an integer (ceil_div).  Each
 * <<<...>>> reached records its grid, block, dynamic shared bytes and
 * arguments; equal records of one launch are kept once.
 *
 * Limits: HOST_DEPTH calls deep, HOST_STEPS statements and expressions
 * in all, HOST_TRIPS iterations of a loop, HOST_SITES records of one
 * launch.  Past any of them a value is unknown, never guessed.
 *
 * Invariant: a value is known only if every run of the program without
 * command-line arguments has that value there, in that call context (on
 * --arch's device, for the SM count it asks the runtime for).
 */
#include "host.h"

#include "../../simulator/hw.h"
#include "../nearby.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static enum flow exec_rounds(struct host *h, struct frame *fr, CXCursor c, const CXCursor *cond,
			     const CXCursor *inc, CXCursor body, int test_first, struct hval *whyp);

/* One expression, however it was reached (the cursors may differ). */
int host_same_expr(CXCursor a, CXCursor b)
{
	return clang_equalRanges(clang_getCursorExtent(a), clang_getCursorExtent(b));
}

/* A copy of the frame's bindings, to run one side of a branch from. */
static struct binding *save(struct host *h, const struct frame *fr)
{
	struct binding *copy = arena_alloc(&h->A, ((size_t)fr->n + 1) * sizeof(*copy));
	int i;

	if (fr->n)   /* a frame with no bindings yet has none to copy */
		memcpy(copy, fr->b, (size_t)fr->n * sizeof(*copy));
	for (i = 0; i < fr->n; i++)
		if (copy[i].elems) {
			copy[i].elems = arena_alloc(&h->A, (size_t)copy[i].nelems * sizeof(struct hval));
			memcpy(copy[i].elems, fr->b[i].elems, (size_t)copy[i].nelems * sizeof(struct hval));
		}
	return copy;
}

static void restore(struct host *h, struct frame *fr, const struct binding *from, int n)
{
	struct binding *copy;

	fr->n = n;
	copy = save(h, &(struct frame){ .b = (struct binding *)from, .n = n });
	if (n)
		memcpy(fr->b, copy, (size_t)n * sizeof(*copy));
}

/*
 * What a variable holds after either of two paths: the value both agree
 * on, or the one a command-line value yields to, or unknown.
 */
struct hval host_join(struct hval a, struct hval b, const char *why)
{
	if (a.is_kernel || b.is_kernel)
		return a.is_kernel && b.is_kernel && clang_equalCursors(a.kernel, b.kernel)
			? a : host_unknown(why, 0);
	if (a.is_function || b.is_function)
		return a.is_function && b.is_function && clang_equalCursors(a.function, b.function)
			? a : host_unknown(why, 0);
	if (host_same(a, b) || (!a.known && !b.known && a.from_argv == b.from_argv))
		return a;
	if (!a.known && a.from_argv && b.known) {
		b.defaulted = 1;
		return b;
	}
	if (!b.known && b.from_argv && a.known) {
		a.defaulted = 1;
		return a;
	}
	if (!a.known || !b.known)
		return host_either_unknown(a, b);
	return host_unknown(why, 0);
}

static void join_into(struct frame *fr, const struct binding *other, int n, const char *why)
{
	int i, j;

	for (i = 0; i < n && i < fr->n; i++) {
		fr->b[i].val = host_join(fr->b[i].val, other[i].val, why);
		for (j = 0; j < fr->b[i].nelems && j < other[i].nelems; j++)
			fr->b[i].elems[j] = host_join(fr->b[i].elems[j], other[i].elems[j], why);
	}
}

/* What `c` assigns, or whose address it takes, becomes unknown. */
struct havoc {
	struct host *h;
	struct frame *fr;
	struct hval why;
	int calls_done;   /* calls inside have been run (a call's arguments) */
};

static void forget(struct havoc *hv, CXCursor target)
{
	CXCursor t = cx_strip(target), kids[2];
	struct binding *b;
	int i, n;

	/* a struct's member: that member, if it is one followed */
	if (clang_getCursorKind(t) == CXCursor_MemberRefExpr &&
	    (b = host_member(hv->h, hv->fr, t, &i, &n)) != NULL && i >= 0) {
		while (n-- > 0)
			b->elems[i++] = hv->why;
		return;
	}
	if ((clang_getCursorKind(t) == CXCursor_ArraySubscriptExpr && cx_children(t, kids, 2) == 2) ||
	    (clang_getCursorKind(t) == CXCursor_MemberRefExpr && cx_children(t, kids, 1) == 1))
		t = cx_strip(kids[0]);   /* an element or member: the whole variable */
	if (clang_getCursorKind(t) != CXCursor_DeclRefExpr)
		return;
	b = host_lookup(hv->fr, clang_getCursorReferenced(t));
	if (!b)
		return;
	b->val = hv->why;
	for (i = 0; i < b->nelems; i++)
		b->elems[i] = hv->why;
}

static enum CXChildVisitResult havoc_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct havoc *hv = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor kids[2];

	(void)parent;
	if (k == CXCursor_CallExpr && hv->calls_done)
		return CXChildVisit_Continue;   /* what it changed, its run said */
	if ((k == CXCursor_BinaryOperator && clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign) ||
	    k == CXCursor_CompoundAssignOperator) {
		if (cx_children(c, kids, 2) == 2)
			forget(hv, kids[0]);
	} else if (k == CXCursor_UnaryOperator) {
		enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(c);
		if ((u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec ||
		     u == CXUnaryOperator_PreInc || u == CXUnaryOperator_PreDec ||
		     u == CXUnaryOperator_AddrOf) && cx_children(c, kids, 1) == 1)
			forget(hv, kids[0]);
	}
	return CXChildVisit_Recurse;
}

void host_havoc(struct host *h, struct frame *fr, CXCursor c, struct hval why)
{
	struct havoc hv = { h, fr, why, 0 };

	why.known = 0;
	hv.why = why;
	clang_visitChildren(c, havoc_visit, &hv);
}

/* What a call not followed changes through its arguments; the calls among
 * them were run when the arguments were. */
static void havoc_call(struct host *h, struct frame *fr, CXCursor call, struct hval why)
{
	struct havoc hv = { h, fr, why, 1 };

	hv.why.known = 0;
	clang_visitChildren(call, havoc_visit, &hv);
}

/* Calls */

/*
 * What a call may change through its arguments besides `&x`: an array
 * (it decays to a pointer the callee can write through) and a variable
 * bound to a reference parameter that is not const.  `params` is the
 * callee's declaration, whose parameters say which are references.
 */
static void escape_args(struct host *h, struct frame *fr, CXCursor call, CXCursor params)
{
	struct havoc hv = { h, fr, host_unknown(arena_printf(h->fe->A, "changed by %s",
						 cx_text(h->fe, call)), 0), 0 };
	int i, n = clang_Cursor_getNumArguments(call);
	int np = clang_Cursor_isNull(params) ? -1 : clang_Cursor_getNumArguments(params);

	for (i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(call, (unsigned)i);
		CXType at = clang_getCursorType(cx_strip(a)), pt;
		int escapes = cx_is_array(at);

		if (i < np) {
			pt = clang_getCursorType(clang_Cursor_getArgument(params, (unsigned)i));
			if (pt.kind == CXType_LValueReference || pt.kind == CXType_RValueReference)
				escapes |= !clang_isConstQualifiedType(clang_getPointeeType(pt));
		}
		if (escapes)
			forget(&hv, a);
	}
}

/*
 * What the device says of itself: cudaDeviceGetAttribute(&sms,
 * cudaDevAttrMultiProcessorCount, dev) and cudaGetDeviceProperties(&prop,
 * dev)'s prop.multiProcessorCount and the rest below, as --arch's device
 * (hw.c: the one the time model predicts for, 132 SMs for sm_90's H200),
 * so that a grid of `sms * k` blocks is known.  The values here not fixed
 * by the program alone: they hold for a run on that device.
 */
struct device_fact {
	const char *attribute;   /* cudaDeviceGetAttribute's, after cudaDevAttr */
	const char *member;      /* cudaDeviceProp's */
	int64_t value;
};

static void device_attribute(struct host *h, struct frame *fr, CXCursor call, const char *name)
{
	const struct hw *hw = h->fe->opts && h->fe->opts->arch ? hw_lookup(h->fe->opts->arch) : NULL;
	CXCursor out, kids[1];
	struct binding *b;
	int i, nf, props;

	if (!hw)
		return;
	props = !strcmp(name, "cudaGetDeviceProperties") && clang_Cursor_getNumArguments(call) == 2;
	if (!props && (strcmp(name, "cudaDeviceGetAttribute") || clang_Cursor_getNumArguments(call) != 3))
		return;
	out = cx_strip(clang_Cursor_getArgument(call, 0));
	if (clang_getCursorKind(out) != CXCursor_UnaryOperator ||
	    clang_getCursorUnaryOperatorKind(out) != CXUnaryOperator_AddrOf ||
	    cx_children(out, kids, 1) != 1)
		return;
	{
		const struct device_fact facts[] = {
			{ "MultiProcessorCount", "multiProcessorCount", hw->sms },
			{ "MaxThreadsPerMultiProcessor", "maxThreadsPerMultiProcessor",
			  hw->max_threads_per_sm },
			{ "MaxThreadsPerBlock", "maxThreadsPerBlock", 1024 },
			{ "WarpSize", "warpSize", 32 },
			{ "MaxRegistersPerBlock", "regsPerBlock", 65536 },
			{ "MaxRegistersPerMultiprocessor", "regsPerMultiprocessor", hw->regs_per_sm },
			{ "MaxSharedMemoryPerBlock", "sharedMemPerBlock", 48 * 1024 },
			{ "MaxSharedMemoryPerMultiprocessor", "sharedMemPerMultiprocessor",
			  hw->smem_per_sm },
			{ "MaxSharedMemoryPerBlockOptin", "sharedMemPerBlockOptin",
			  hw->smem_per_block_optin },
			{ "MaxBlocksPerMultiprocessor", "maxBlocksPerMultiProcessor",
			  hw->max_blocks_per_sm },
			{ "ComputeCapabilityMajor", "major", hw->major },
			{ "ComputeCapabilityMinor", "minor", hw->minor },
		};
		CXCursor var = cx_strip(kids[0]), attr;
		const char *which;

		nf = (int)(sizeof(facts) / sizeof(facts[0]));
		if (props) {
			if (clang_getCursorKind(var) != CXCursor_DeclRefExpr ||
			    !(b = host_lookup(fr, clang_getCursorReferenced(var))) || !b->is_struct)
				return;
			for (i = 0; i < nf; i++) {
				int count, at = members_find(
					clang_getCursorType(clang_getCursorReferenced(var)),
					arena_printf(h->fe->A, ".%s", facts[i].member), &count);
				if (at >= 0 && count == 1 && at < b->nelems)
					b->elems[at] = host_known(CT_I32, facts[i].value);
			}
			return;
		}
		attr = cx_strip(clang_Cursor_getArgument(call, 1));
		if (clang_getCursorKind(attr) != CXCursor_DeclRefExpr)
			return;
		which = cx_string(h->fe, clang_getCursorSpelling(clang_getCursorReferenced(attr)));
		if (strncmp(which, "cudaDevAttr", 11))
			return;
		for (i = 0; i < nf; i++)
			if (!strcmp(which + 11, facts[i].attribute)) {
				struct havoc hv = { h, fr, host_known(CT_I32, facts[i].value), 0 };
				forget(&hv, kids[0]);
			}
	}
}

/* The body of a host function the file defines, or a null cursor. */
CXCursor host_body(struct host *h, CXCursor callee, CXCursor *def)
{
	CXCursor kids[MAX_CHILDREN];
	int n, i;

	*def = clang_getCursorDefinition(callee);
	if (clang_Cursor_isNull(*def) || cx_has_attr(*def, CXCursor_CUDAGlobalAttr) ||
	    cx_in_prelude(*def) || cx_in_cuda_headers(h->fe, *def) ||
	    clang_Location_isInSystemHeader(clang_getCursorLocation(*def)))
		return clang_getNullCursor();
	n = cx_children(*def, kids, MAX_CHILDREN);
	for (i = n - 1; i >= 0; i--)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt)
			return kids[i];
	return clang_getNullCursor();
}

struct finder {
	struct host *h;
	int depth;
	int found;            /* a launch, or (loops) a loop statement */
	int loops;            /* looking for loops rather than launches */
};

static int body_launches(struct host *h, CXCursor def, CXCursor body, int depth);

/*
 * Whether call c is one of the functions whose calls are kept: a free
 * function of that name and as many arguments (not `v.resize(n)` for a
 * `resize(int n, float *a)` of the file linted).
 */
static int is_captured(struct host *h, CXCursor c)
{
	CXString sp;
	int i, found = 0, n = clang_Cursor_getNumArguments(c);

	if (!h->ncapture_names ||
	    clang_getCursorKind(clang_getCursorReferenced(c)) != CXCursor_FunctionDecl)
		return 0;
	sp = clang_getCursorSpelling(c);
	for (i = 0; i < h->ncapture_names && !found; i++)
		found = !strcmp(clang_getCString(sp), h->capture_names[i]) &&
			n == h->capture_nparams[i];
	clang_disposeString(sp);
	return found;
}

/*
 * A host function called here that another file defines: only declared
 * here, outside the toolkit's headers, the bundled ones and the system's
 * (a launcher of the project declared in its header), kept by name for
 * lint -p (ir_tu.elsewhere).
 */
static void note_elsewhere(struct host *h, CXCursor fn)
{
	struct ir_tu *tu = h->fe->tu;
	enum CXCursorKind k = clang_getCursorKind(fn);
	const char *name;
	int i;

	if (h->caller_run || !tu || tu->nelsewhere >= 64 ||
	    (k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate) ||
	    !clang_Cursor_isNull(clang_getCursorDefinition(fn)) || cx_in_prelude(fn) ||
	    cx_in_cuda_headers(h->fe, fn) ||
	    clang_Location_isInSystemHeader(clang_getCursorLocation(fn)))
		return;
	name = cx_string(h->fe, clang_getCursorSpelling(fn));
	for (i = 0; i < tu->nelsewhere; i++)
		if (!strcmp(tu->elsewhere[i], name))
			return;
	tu->elsewhere = arena_grow(&tu->arena, tu->elsewhere, sizeof(*tu->elsewhere),
				   tu->nelsewhere, &tu->cap_elsewhere);
	tu->elsewhere[tu->nelsewhere++] = arena_strdup(&tu->arena, name);
}

/* Whether function fn, called with n arguments, is one whose calls are
 * kept (is_captured's rule, for a call through a value). */
static int is_captured_fn(struct host *h, CXCursor fn, int n)
{
	enum CXCursorKind k = clang_getCursorKind(fn);
	const char *name;
	int i;

	if (!h->ncapture_names || (k != CXCursor_FunctionDecl && k != CXCursor_FunctionTemplate))
		return 0;
	name = cx_string(h->fe, clang_getCursorSpelling(fn));
	for (i = 0; i < h->ncapture_names; i++)
		if (!strcmp(name, h->capture_names[i]) && n == h->capture_nparams[i])
			return 1;
	return 0;
}

/*
 * Does call c go through a value rather than a function's name: a
 * function pointer (`fn(a, c, M, N)`) or std::function's call operator?
 * What it calls is known only where it runs, so it may launch.
 */
static int calls_through_value(struct host *h, CXCursor c)
{
	CXCursor callee = clang_getCursorReferenced(c), cls, kids[1];
	enum CXCursorKind k = clang_getCursorKind(callee);

	if (k == CXCursor_ParmDecl || k == CXCursor_VarDecl || k == CXCursor_FieldDecl)
		return 1;
	if (clang_Cursor_isNull(callee))
		return cx_children(c, kids, 1) == 1 && cx_is_pointer(clang_getCursorType(kids[0])) &&
		       cx_canon(clang_getPointeeType(cx_canon(clang_getCursorType(kids[0])))).kind ==
			       CXType_FunctionProto;
	if (k != CXCursor_CXXMethod || strcmp(cx_string(h->fe, clang_getCursorSpelling(callee)), "operator()"))
		return 0;
	cls = clang_getCursorSemanticParent(callee);
	return !strcmp(cx_string(h->fe, clang_getCursorSpelling(cls)), "function") &&
	       !strcmp(cx_string(h->fe, clang_getCursorSpelling(clang_getCursorSemanticParent(cls))), "std");
}

static enum CXChildVisitResult find_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct finder *f = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor cfg, def, body;

	(void)parent;
	if (f->loops) {
		f->found = k == CXCursor_ForStmt || k == CXCursor_WhileStmt ||
			   k == CXCursor_DoStmt || k == CXCursor_GotoStmt ||
			   k == CXCursor_CXXForRangeStmt;
		return f->found ? CXChildVisit_Break : CXChildVisit_Recurse;
	}
	if (k != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	if (cx_launch_config(c, &cfg) || launchers_api_kernel(f->h->fe, c, &def)) {
		f->found = 1;
		return CXChildVisit_Break;
	}
	body = host_body(f->h, clang_getCursorReferenced(c), &def);
	if (!clang_Cursor_isNull(body) && f->depth < HOST_DEPTH &&
	    body_launches(f->h, def, body, f->depth + 1)) {
		f->found = 1;
		return CXChildVisit_Break;
	}
	if (clang_Cursor_isNull(body) && (is_captured(f->h, c) || calls_through_value(f->h, c))) {
		f->found = 1;   /* another file's launching function, or a launcher passed in */
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Can running `c` launch a kernel (through calls HOST_DEPTH deep)? */
int host_leads_to_launch(struct host *h, CXCursor c, int depth)
{
	struct finder f = { h, depth, 0, 0 };

	clang_visitChildren(c, find_visit, &f);
	return f.found;
}

/*
 * leads_to_launch for the body of function `def`, remembered per function
 * and depth (a call deeper down sees fewer levels below it), so each pair
 * is searched once.
 */
static int body_launches(struct host *h, CXCursor def, CXCursor body, int depth)
{
	int i, found;

	for (i = 0; i < h->nmemo; i++)
		if (h->memo[i].depth == depth && clang_equalCursors(h->memo[i].def, def))
			return h->memo[i].found;
	found = host_leads_to_launch(h, body, depth);
	h->memo = arena_grow(&h->A, h->memo, sizeof(*h->memo), h->nmemo, &h->cap_memo);
	h->memo[h->nmemo].def = def;
	h->memo[h->nmemo].depth = depth;
	h->memo[h->nmemo++].found = found;
	return found;
}

static int has_loop(struct host *h, CXCursor c)
{
	struct finder f = { h, 0, 0, 1 };

	clang_visitChildren(c, find_visit, &f);
	return f.found;
}

void host_entered(struct host *h, CXCursor def)
{
	h->entered = arena_grow(&h->A, h->entered, sizeof(*h->entered), h->nentered,
				&h->cap_entered);
	h->entered[h->nentered++] = def;
}

/* How many of a launch's values are known. */
static int known_count(const struct record *r)
{
	int i, n = r->grid.known + r->block.known + r->smem.known;

	for (i = 0; i < r->nargs; i++)
		n += r->args[i].known;
	return n;
}

static void convert_args(struct record *r);
static void keep_record(struct host *h, const struct record *r);

/* A launch record of kernel at call, with its shape and no argument known yet. */
static void record_start(struct host *h, struct record *r, CXCursor call, CXCursor kernel,
			 struct hval grid, struct hval block, struct hval smem)
{
	int i;

	memset(r, 0, sizeof(*r));
	r->origin = h->origin;
	r->call = call;
	r->kernel = kernel;
	r->grid = grid;
	r->block = block;
	r->smem = smem;
	r->nargs = cx_num_params(kernel);
	if (r->nargs < 0)
		r->nargs = 0;
	r->args = arena_alloc(&h->A, ((size_t)r->nargs + 1) * sizeof(*r->args));
	r->arg_text = arena_alloc(&h->A, ((size_t)r->nargs + 1) * sizeof(*r->arg_text));
	for (i = 0; i < r->nargs; i++)
		r->args[i] = host_unknown(NULL, 0);
}

static void record(struct host *h, struct frame *fr, CXCursor call, CXCursor cfg)
{
	CXCursor ref = clang_getCursorReferenced(call), kernel = clang_getCursorDefinition(ref);
	CXCursor callee[1];
	int nc = clang_Cursor_getNumArguments(cfg), j;
	struct record r = { 0 };

	if (clang_getCursorKind(ref) != CXCursor_FunctionDecl && cx_children(call, callee, 1) == 1) {
		/* through a pointer: the kernel it holds here */
		struct hval p = host_eval(h, fr, callee[0]);
		kernel = p.is_kernel ? p.kernel : clang_getNullCursor();
	}
	if (clang_Cursor_isNull(kernel))
		return;
	record_start(h, &r, call, kernel,
		     nc > 0 ? host_eval_dim(h, fr, clang_Cursor_getArgument(cfg, 0)) : host_unknown(NULL, 0),
		     nc > 1 ? host_eval_dim(h, fr, clang_Cursor_getArgument(cfg, 1)) : host_unknown(NULL, 0),
		     nc > 2 ? host_eval(h, fr, clang_Cursor_getArgument(cfg, 2)) : host_known(CT_U64, 0));
	{
		/* the launch's arguments, a pack expanded (`args...` of a
		 * helper that forwards them) */
		int k = 0, na = clang_Cursor_getNumArguments(call);
		for (j = 0; j < na && k < r.nargs; j++) {
			CXCursor arg = clang_Cursor_getArgument(call, (unsigned)j), inner[1];
			const struct binding *pack = NULL;
			if (clang_getCursorKind(cx_strip(arg)) == CXCursor_PackExpansionExpr &&
			    cx_children(cx_strip(arg), inner, 1) == 1 &&
			    clang_getCursorKind(cx_strip(inner[0])) == CXCursor_DeclRefExpr)
				pack = host_lookup(fr, clang_getCursorReferenced(cx_strip(inner[0])));
			if (pack && pack->is_pack) {
				int e;
				for (e = 0; e < pack->nelems && k < r.nargs; e++, k++) {
					r.args[k] = pack->elems[e];
					r.arg_text[k] = cx_text(h->fe, arg);
				}
				continue;
			}
			r.args[k] = host_eval(h, fr, arg);
			r.arg_text[k++] = cx_text(h->fe, arg);
		}
		convert_args(&r);
	}
	keep_record(h, &r);
}

/* The arguments' values, converted to the kernel's parameter types. */
static void convert_args(struct record *r)
{
	int i;

	for (i = 0; i < r->nargs; i++) {
		int t = cx_ctype(clang_getCursorType(cx_param(r->kernel, i)));
		if (t >= 0)
			r->args[i] = host_convert(r->args[i], (enum ctype)t);
	}
}

/* A launch record kept: once per set of values (HOST_SITES at most). */
static void keep_record(struct host *h, const struct record *r)
{
	int i, j, same_call = 0;

	for (i = 0; i < h->nrecs; i++) {
		const struct record *o = &h->recs[i];
		int equal;
		if (!host_same_expr(o->call, r->call) || !clang_equalCursors(o->kernel, r->kernel))
			continue;
		same_call++;
		equal = host_same_or_unknown(o->grid, r->grid) && host_same_or_unknown(o->block, r->block) &&
			host_same_or_unknown(o->smem, r->smem);
		for (j = 0; j < r->nargs && equal; j++)
			equal = host_same_or_unknown(o->args[j], r->args[j]);
		if (equal) {
			/* the same launch: keep whichever knows more (a run
			 * with the command line unknown may come first) */
			if (known_count(r) > known_count(o))
				h->recs[i] = *r;
			return;
		}
	}
	if (same_call >= HOST_SITES)
		return;
	h->recs = arena_grow(&h->A, h->recs, sizeof(*h->recs), h->nrecs, &h->cap_recs);
	h->recs[h->nrecs++] = *r;
}

/*
 * cudaLaunchKernel(kernel, grid, block, args, smem, stream) and
 * cudaLaunchCooperativeKernel: the shape from host values, and each
 * parameter from its `void *args[] = { &x, ... }` element's variable.
 */
static void record_api(struct host *h, struct frame *fr, CXCursor call, CXCursor kernel)
{
	int n = clang_Cursor_getNumArguments(call), i, m;
	struct record r = { 0 };
	CXCursor s, decl, kids[MAX_CHILDREN], x[2];

	record_start(h, &r, call, kernel, host_eval_dim(h, fr, clang_Cursor_getArgument(call, 1)),
		     host_eval_dim(h, fr, clang_Cursor_getArgument(call, 2)),
		     n > 4 ? host_eval(h, fr, clang_Cursor_getArgument(call, 4)) : host_known(CT_U64, 0));
	s = n > 3 ? cx_strip(clang_Cursor_getArgument(call, 3)) : clang_getNullCursor();
	decl = clang_getCursorReferenced(s);
	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr &&
	    clang_getCursorKind(decl) == CXCursor_VarDecl && (m = cx_children(decl, kids, 2)) > 0 &&
	    clang_getCursorKind(kids[m - 1]) == CXCursor_InitListExpr) {
		m = cx_children(kids[m - 1], kids, MAX_CHILDREN);
		for (i = 0; i < m && i < r.nargs; i++) {
			CXCursor el = cx_strip(kids[i]);
			if (clang_getCursorKind(el) != CXCursor_UnaryOperator ||
			    clang_getCursorUnaryOperatorKind(el) != CXUnaryOperator_AddrOf ||
			    cx_children(el, x, 2) != 1)
				continue;
			r.args[i] = host_eval(h, fr, x[0]);
			r.arg_text[i] = cx_text(h->fe, x[0]);
		}
	}
	convert_args(&r);
	keep_record(h, &r);
}

static int is_out_reference(CXType t)
{
	return (t.kind == CXType_LValueReference) &&
	       !clang_isConstQualifiedType(clang_getPointeeType(t)) &&
	       cx_ctype(clang_getPointeeType(t)) >= 0;
}

/* Does the function give integers back through reference parameters
 * (`void blocks_and_threads(int n, int &blocks, int &threads)`)? */
static int sets_references(CXCursor def)
{
	int i, n = cx_num_params(def);

	for (i = 0; i < n; i++)
		if (is_out_reference(clang_getCursorType(cx_param(def, i))))
			return 1;
	return 0;
}

/*
 * After a followed call, what it stored in its integer reference
 * parameters is the callers' variables' value (escape_args forgot them
 * first, for a callee that does not store on every path).
 */
static void write_back(struct host *h, struct frame *fr, struct frame *callee_fr, CXCursor call,
		       CXCursor def)
{
	int i, n = clang_Cursor_getNumArguments(call);

	if (callee_fr->maybe_returned)
		return;   /* which path stored what is not known */
	for (i = 0; i < n && i < cx_num_params(def); i++) {
		CXCursor p = cx_param(def, i);
		struct binding *b;
		if (!is_out_reference(clang_getCursorType(p)) || !(b = host_lookup(callee_fr, p)))
			continue;
		host_assign(h, fr, clang_Cursor_getArgument(call, (unsigned)i), b->val);
	}
}

/* Two values alike: known alike and equal, their members too. */
static int same_value(const struct hval *a, const struct hval *b, int depth)
{
	int i;

	if (a->known != b->known || a->dims != b->dims || a->nmembers != b->nmembers ||
	    (a->known && memcmp(a->v, b->v, sizeof(a->v))) || depth > 4)
		return a->known == b->known && depth > 4;
	for (i = 0; i < a->nmembers; i++)
		if (!same_value(&a->members[i], &b->members[i], depth + 1))
			return 0;
	return 1;
}

/* v with its struct members copied into arena a, which outlives the
 * host stage that made them (another file's, run_caller) */
static struct hval keep_value(struct arena *a, struct hval v, int depth)
{
	struct hval *m;
	int i;

	v.is_kernel = 0;   /* its cursor goes with the other file */
	if (!v.members || v.nmembers <= 0 || depth > 4) {
		v.members = NULL;
		v.nmembers = 0;
		return v;
	}
	m = arena_alloc(a, (size_t)v.nmembers * sizeof(*m));
	for (i = 0; i < v.nmembers; i++)
		m[i] = keep_value(a, v.members[i], depth + 1);
	v.members = m;
	return v;
}

/*
 * Keeps a call's values, args[0..n-1], struct members too, unless a call
 * of the same name with the same values (a timing loop's) is kept
 * already.
 */
static void capture(struct host *h, const char *name, struct hval *args, int n)
{
	struct capture *k;
	int i, j, same;

	for (j = 0; j < h->ncaptures; j++) {
		k = &h->captures[j];
		same = !strcmp(k->name, name) && k->nargs == n;
		for (i = 0; i < n && same; i++)
			same = same_value(&k->args[i], &args[i], 0);
		if (same)
			return;
	}
	if (h->ncaptures >= HOST_SITES)
		return;
	for (i = 0; i < n; i++)
		args[i] = keep_value(h->fe->A, args[i], 0);
	h->captures = xreallocarray(h->captures, (size_t)h->ncaptures + 1, sizeof(*h->captures));
	k = &h->captures[h->ncaptures++];
	k->origin = h->fe->main_path;
	k->name = name;
	k->nargs = n;
	k->args = args;
}

/* A function parameter that is a pack (`Args... args`). */
static int is_pack(struct host *h, CXCursor param)
{
	const char *t = cx_string(h->fe, clang_getTypeSpelling(clang_getCursorType(param)));
	size_t n = strlen(t);

	return n >= 3 && !strcmp(t + n - 3, "...");
}

/*
 * A lambda's body run where the lambda is made or called, in the bindings
 * of the function around it: its `return` ends the lambda, not that
 * function.
 */
static void run_lambda_body(struct host *h, struct frame *fr, CXCursor body)
{
	struct hval ret = fr->ret;
	int returned = fr->returned, maybe_returned = fr->maybe_returned;
	int maybe_broke = fr->maybe_broke;

	fr->depth++;
	host_exec(h, fr, body);
	fr->depth--;
	fr->ret = ret;
	fr->returned = returned;
	fr->maybe_returned = maybe_returned;
	fr->maybe_broke = maybe_broke;
}

/*
 * `run(k)`, run a variable that holds a lambda (`auto run = [&](kernel_t
 * kernel) { kernel<<<4, 128>>>(x, n); };`): its body, in the bindings it
 * captures, with its parameters bound to the arguments after the object.
 * 0 when c is no such call, or its lambda cannot launch.
 */
static int call_lambda_variable(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor obj, var, kids[MAX_CHILDREN], lam, body = clang_getNullCursor();
	CXCursor params[MAX_CHILDREN];
	int n = clang_Cursor_getNumArguments(c), m, i, np = 0, n0;

	if (n < 1 || clang_getCursorKind(clang_getCursorReferenced(c)) != CXCursor_CXXMethod)
		return 0;
	obj = cx_strip(clang_Cursor_getArgument(c, 0));
	var = clang_getCursorReferenced(obj);
	if (clang_getCursorKind(obj) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(var) != CXCursor_VarDecl || (m = cx_children(var, kids, 2)) == 0)
		return 0;
	lam = cx_strip(kids[m - 1]);
	if (clang_getCursorKind(lam) != CXCursor_LambdaExpr)
		return 0;
	m = cx_children(lam, kids, MAX_CHILDREN);
	for (i = 0; i < m; i++) {
		if (clang_getCursorKind(kids[i]) == CXCursor_ParmDecl)
			params[np++] = kids[i];
		else if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt)
			body = kids[i];
	}
	if (clang_Cursor_isNull(body) || fr->depth >= HOST_DEPTH ||
	    !host_leads_to_launch(h, body, fr->depth))
		return 0;
	n0 = fr->n;
	for (i = 0; i < np && i + 1 < n; i++) {
		int pt = cx_ctype(clang_getCursorType(params[i]));
		struct hval v = host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)(i + 1)));
		host_bind(h, fr, params[i], pt >= 0 ? host_convert(v, (enum ctype)pt) : v);
	}
	run_lambda_body(h, fr, body);
	fr->n = n0;
	return 1;
}

/* A call: a launch, a dim3, a host function followed, or an unknown result. */
/* follow_call's rule: whether a function's body is worth running. */
static int worth_following(struct host *h, struct frame *fr, CXCursor def, CXCursor body)
{
	return !clang_Cursor_isNull(body) && fr->depth < HOST_DEPTH &&
	       (host_leads_to_launch(h, body, fr->depth) ||
		((cx_ctype(clang_getCursorResultType(def)) >= 0 || sets_references(def) ||
		  members_is_struct(clang_getCursorResultType(def))) &&
		 !has_loop(h, body)));
}

/*
 * Runs host function `callee` for call c, its parameters bound to c's
 * arguments from the first-th on (1 past a std::function's object), when
 * its body can launch a kernel or compute a value; *out is what it
 * returns.  0 when it is not followed.
 */
static int follow_call(struct host *h, struct frame *fr, CXCursor c, CXCursor callee, int first,
		       struct hval *out)
{
	CXCursor def, body = host_body(h, callee, &def);
	struct frame callee_fr = { 0 };
	int i, n = clang_Cursor_getNumArguments(c) - first, np;
	struct hval v;

	if (!worth_following(h, fr, def, body))
		return 0;
	np = cx_num_params(def);
	callee_fr.depth = fr->depth + 1;
	for (i = 0; i < n && i < np; i++) {
		CXCursor p = cx_param(def, i);
		int pt = cx_ctype(clang_getCursorType(p));
		if (is_pack(h, p) && i == np - 1) {
			/* `Args... args`: the rest of the arguments */
			struct binding *b = host_bind(h, &callee_fr, p, host_unknown("a pack", 0));
			int j;
			b->is_pack = 1;
			b->nelems = n - i;
			b->elems = arena_alloc(&h->A, ((size_t)(n - i) + 1) * sizeof(*b->elems));
			for (j = i; j < n; j++)
				b->elems[j - i] = host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)(j + first)));
			break;
		}
		v = host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)(i + first)));
		host_bind(h, &callee_fr, p, pt >= 0 ? host_convert(v, (enum ctype)pt) : v);
	}
	host_entered(h, def);
	host_exec(h, &callee_fr, body);
	if (first == 0) {
		escape_args(h, fr, c, def);
		write_back(h, fr, &callee_fr, c, def);
	}
	if (callee_fr.returned && !callee_fr.maybe_returned)
		*out = host_convert(callee_fr.ret, host_type_of(c, callee_fr.ret.type));
	else
		*out = host_unknown(arena_printf(h->fe->A, "from %s", cx_text(h->fe, c)), 0);
	return 1;
}

/*
 * The host function call c reaches through a value: a function pointer
 * (`fn(a, b, M, N)` in a timing helper given `launch_gemm`) or a
 * std::function's call operator (`fn(...)`, `entry.second(...)`).  *first
 * is the index of c's first argument to pass on.  A null cursor when c
 * calls a function by name, or the value holds no known function.
 */
static CXCursor call_target(struct host *h, struct frame *fr, CXCursor c, int *first,
			    struct hval *value)
{
	CXCursor callee = clang_getCursorReferenced(c), kids[1];
	enum CXCursorKind k = clang_getCursorKind(callee);
	char *name;
	struct hval v = host_unknown(NULL, 0);

	*first = 0;
	*value = v;
	if (k == CXCursor_CXXMethod) {
		name = cx_string(h->fe, clang_getCursorSpelling(callee));
		if (strcmp(name, "operator()") || clang_Cursor_getNumArguments(c) < 1)
			return clang_getNullCursor();
		v = host_eval(h, fr, clang_Cursor_getArgument(c, 0));
		*first = 1;
	} else if (k == CXCursor_FunctionDecl || k == CXCursor_FunctionTemplate ||
		   k == CXCursor_Constructor || k == CXCursor_ConversionFunction ||
		   cx_children(c, kids, 1) != 1) {
		return clang_getNullCursor();
	} else {
		v = host_eval(h, fr, kids[0]);
	}
	*value = v;
	return v.is_function ? v.function : clang_getNullCursor();
}

/*
 * The arguments a call through function value fv passes on: the call's
 * own from `first`, or, for std::bind's value, those bound, the call's
 * in place of each placeholder (`bound(stream)` for std::bind(launch, m,
 * n, ..., _1)); *n their count.
 */
static struct hval *passed_args(struct host *h, struct frame *fr, CXCursor c, int first,
				const struct hval *fv, int *n)
{
	int i, nc = clang_Cursor_getNumArguments(c) - first;
	struct hval *args;

	*n = fv->bound ? fv->nbound : nc;
	args = arena_alloc(h->fe->A, ((size_t)*n + 1) * sizeof(*args));
	for (i = 0; i < *n; i++) {
		int from = fv->bound ? fv->bound[i].placeholder - 1 : i;
		if (fv->bound && from < 0)
			args[i] = fv->bound[i];
		else if (from < nc)
			args[i] = host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)(first + from)));
		else
			args[i] = host_unknown("a placeholder the call does not fill", 0);
	}
	return args;
}

/* std::bind(f, args...): f's value, holding the arguments (passed_args). */
static int eval_bind(struct host *h, struct frame *fr, CXCursor c, const char *name,
		     struct hval *out)
{
	CXCursor callee = clang_getCursorReferenced(c);
	int i, n = clang_Cursor_getNumArguments(c);
	struct hval *bound;

	if (strcmp(name, "bind") || n < 1 ||
	    strcmp(cx_string(h->fe, clang_getCursorSpelling(clang_getCursorSemanticParent(callee))), "std"))
		return 0;
	*out = host_eval(h, fr, clang_Cursor_getArgument(c, 0));
	if (!out->is_function || out->bound)
		return out->is_function;
	bound = arena_alloc(h->fe->A, (size_t)n * sizeof(*bound));
	for (i = 1; i < n; i++) {
		CXCursor a = cx_strip(clang_Cursor_getArgument(c, (unsigned)i));
		CXCursor d = clang_getCursorReferenced(a);
		const char *id = cx_string(h->fe, clang_getCursorSpelling(d));
		if (clang_getCursorKind(a) == CXCursor_DeclRefExpr && id[0] == '_' &&
		    id[1] >= '1' && id[1] <= '9' && !id[2] &&
		    !strcmp(cx_string(h->fe, clang_getCursorSpelling(clang_getCursorSemanticParent(d))),
			    "placeholders")) {
			bound[i - 1] = host_unknown("a placeholder", 0);
			bound[i - 1].placeholder = id[1] - '0';
		} else {
			bound[i - 1] = host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)i));
		}
	}
	out->bound = bound;
	out->nbound = n - 1;
	return 1;
}

/* Runs fn's body with these argument values (a std::bind's call). */
static int follow_with(struct host *h, struct frame *fr, CXCursor fn, const struct hval *args,
		       int n, CXCursor c, struct hval *out)
{
	CXCursor def, body = host_body(h, fn, &def);
	struct frame callee_fr = { 0 };
	int i, np;

	if (!worth_following(h, fr, def, body))
		return 0;
	np = cx_num_params(def);
	callee_fr.depth = fr->depth + 1;
	for (i = 0; i < n && i < np; i++) {
		CXCursor p = cx_param(def, i);
		int pt = cx_ctype(clang_getCursorType(p));
		host_bind(h, &callee_fr, p, pt >= 0 ? host_convert(args[i], (enum ctype)pt) : args[i]);
	}
	host_entered(h, def);
	host_exec(h, &callee_fr, body);
	if (callee_fr.returned && !callee_fr.maybe_returned)
		*out = host_convert(callee_fr.ret, host_type_of(c, callee_fr.ret.type));
	else
		*out = host_unknown(arena_printf(h->fe->A, "from %s", cx_text(h->fe, c)), 0);
	return 1;
}

struct hval host_eval_call(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor cfg, def, body, target, callee = clang_getCursorReferenced(c);
	enum ctype t = host_type_of(c, CT_I64);
	char *name = cx_string(h->fe, clang_getCursorSpelling(c));
	struct hval arg_taint = host_known(CT_I32, 0), v, fv, *kept = NULL;
	int i, first, n = clang_Cursor_getNumArguments(c);
	int64_t folded;

	if (cx_launch_config(c, &cfg)) {
		record(h, fr, c, cfg);
		return host_unknown("from a kernel launch", 0);
	}
	if (launchers_api_kernel(h->fe, c, &def)) {
		record_api(h, fr, c, def);
		return host_unknown("from a kernel launch", 0);
	}
	if (call_lambda_variable(h, fr, c))
		return host_unknown("from a lambda", 0);
	/* through a function pointer or a std::function holding a host
	 * function the file defines: that function, with the arguments */
	target = call_target(h, fr, c, &first, &fv);
	if (!clang_Cursor_isNull(target)) {
		int np;
		struct hval *passed = NULL;
		if (!fv.bound && follow_call(h, fr, c, target, first, &v))
			return v;
		if (fv.bound) {
			passed = passed_args(h, fr, c, first, &fv, &np);
			if (follow_with(h, fr, target, passed, np, c, &v))
				return v;
		}
		note_elsewhere(h, target);
		if (is_captured_fn(h, target, fv.bound ? fv.nbound : n - first)) {
			/* a launcher of the file being linted, defined there,
			 * held by a std::function or a pointer in another
			 * file's main() */
			if (!passed)
				passed = passed_args(h, fr, c, first, &fv, &np);
			capture(h, cx_string(h->fe, clang_getCursorSpelling(target)), passed, np);
			return host_unknown(arena_printf(h->fe->A, "from %s", cx_text(h->fe, c)), 0);
		}
	}
	if (eval_bind(h, fr, c, name, &v))
		return v;
	if (tensors_eval_call(h, fr, c, name, &v))
		return v;
	if (!strncmp(name, "operator", 8) && n >= 1) {
		/* a class's operator (dim3's implicit `=`): `a = b` assigns,
		 * and any other may change its left side */
		CXCursor lhs = clang_Cursor_getArgument(c, 0);
		if (!strcmp(name, "operator=") && n == 2) {
			v = host_eval(h, fr, clang_Cursor_getArgument(c, 1));
			host_assign(h, fr, lhs, v);
			return v;
		}
		for (i = 1; i < n; i++)
			host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)i));
		host_assign(h, fr, lhs, host_unknown(arena_printf(h->fe->A, "changed by %s",
							     cx_text(h->fe, c)), 0));
		return host_unknown(arena_printf(h->fe->A, "from %s", cx_text(h->fe, c)), 0);
	}
	if (!strcmp(name, "dim3") || host_is_dim3(clang_getCursorType(c)))
		return host_eval_dim3_call(h, fr, c);
	if (members_is_struct(clang_getCursorType(c)) && n == 1 &&
	    clang_equalCursors(clang_getTypeDeclaration(cx_canon(clang_getCursorType(c))),
			       clang_getTypeDeclaration(cx_canon(clang_getNonReferenceType(
				       clang_getCursorType(clang_Cursor_getArgument(c, 0)))))))
		return host_eval(h, fr, clang_Cursor_getArgument(c, 0));   /* a copy */
	if (clang_getCursorKind(callee) == CXCursor_Constructor && n == 1) {
		/* std::function<...> f = launch_gemm: it holds the function */
		v = host_eval(h, fr, clang_Cursor_getArgument(c, 0));
		if (v.is_function || v.is_kernel || v.is_tensor)
			return v;
	}
	if (cx_fold(c, &folded) == 0)
		return host_known(t, folded);
	if (host_eval_minmax(h, fr, c, name, &v))
		return v;
	if (follow_call(h, fr, c, callee, 0, &v))
		return v;
	body = host_body(h, callee, &def);
	if (clang_Cursor_isNull(body))
		note_elsewhere(h, callee);
	/* not followed: its arguments' side effects still count; a call of
	 * the file being linted, from another file's main(), is kept */
	if (clang_Cursor_isNull(body) && n >= 0 && is_captured(h, c))
		kept = arena_alloc(h->fe->A, ((size_t)n + 1) * sizeof(*kept));
	for (i = 0; i < n; i++) {
		CXCursor a = clang_Cursor_getArgument(c, (unsigned)i);
		v = host_eval(h, fr, a);
		if (kept)
			kept[i] = v;
		/* a string or pointer that is not the command line's (a flag's
		 * name) does not make the result any less the command line's */
		if (!v.known && (v.from_argv || cx_ctype(clang_getCursorType(a)) >= 0))
			arg_taint = host_either_unknown(arg_taint, v);
	}
	if (kept)
		capture(h, name, kept, n);
	havoc_call(h, fr, c, host_unknown(arena_printf(h->fe->A, "changed by %s", name), 0));
	escape_args(h, fr, c, callee);
	device_attribute(h, fr, c, name);
	return host_unknown(arena_printf(h->fe->A, "from %s", cx_text(h->fe, c)),
		       !arg_taint.known && arg_taint.from_argv);
}

/*
 * A lambda that can launch a kernel, made where it is passed on
 * (`time_launch("k", grid, block, [&] { k<<<grid, block>>>(...); })`, a
 * timing helper's argument): its body is run there, in the bindings of
 * the function around it, which it captures.  Helpers that take such a
 * lambda call it before they return, so the values it sees are those of
 * its launches; its own parameters are unknown.  A lambda that cannot
 * launch is not run.
 */
struct hval host_eval_lambda(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN], body = clang_getNullCursor();
	int i, n = cx_children(c, kids, MAX_CHILDREN);

	for (i = n - 1; i >= 0 && clang_Cursor_isNull(body); i--)
		if (clang_getCursorKind(kids[i]) == CXCursor_CompoundStmt)
			body = kids[i];
	if (!clang_Cursor_isNull(body) && fr->depth < HOST_DEPTH &&
	    host_leads_to_launch(h, body, fr->depth))
		run_lambda_body(h, fr, body);
	return host_unknown("a lambda", 0);
}

/* Statements */

static int is_exit(struct host *h, CXCursor c)
{
	const char *name;

	c = cx_strip(c);
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return 0;
	name = cx_string(h->fe, clang_getCursorSpelling(c));
	return !strcmp(name, "exit") || !strcmp(name, "abort") || !strcmp(name, "_Exit") ||
	       cx_is_noreturn(clang_getCursorReferenced(c));
}

/*
 * A context set aside while a branch other runs would take is run for the
 * launches it makes, then taken back as it was: its stores and returns
 * are not this run's.
 */
struct aside {
	struct frame frame;
	struct binding *bindings;
};

static struct aside set_aside(struct host *h, struct frame *fr)
{
	struct aside a = { *fr, save(h, fr) };

	return a;
}

static void take_back(struct host *h, struct frame *fr, const struct aside *a)
{
	restore(h, fr, a->bindings, a->frame.n);
	fr->ret = a->frame.ret;
	fr->returned = a->frame.returned;
	fr->maybe_returned = a->frame.maybe_returned;
	fr->maybe_broke = a->frame.maybe_broke;
}

/* if: a known condition picks its side; an unknown one runs both and joins */
static enum flow exec_if(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN];
	int n = cx_children(c, kids, MAX_CHILDREN), i = 0, n0;
	struct hval cond;
	struct binding *before, *then_env;
	enum flow f1, f2 = FLOW_NEXT;
	const char *why;

	if (n < 2)
		return FLOW_NEXT;
	if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt)
		host_exec(h, fr, kids[i++]);
	if (i + 1 >= n)
		return FLOW_NEXT;
	cond = host_eval(h, fr, kids[i]);
	if (cond.known && cond.defaulted && (cond.v[0] ? i + 2 < n : 1)) {
		/* known only as the command line's default: another run takes
		 * the other side, so it is run too, for its launches only */
		struct aside aside = set_aside(h, fr);
		host_exec(h, fr, kids[cond.v[0] ? i + 2 : i + 1]);
		take_back(h, fr, &aside);
	}
	if (cond.known && !cond.defaulted && (cond.v[0] ? i + 2 < n : 1) &&
	    h->nskipped < MAX_SKIPPED) {
		/* the side not taken: a launch only there is never made */
		h->skipped = arena_grow(&h->A, h->skipped, sizeof(*h->skipped), h->nskipped,
					&h->cap_skipped);
		h->skipped[h->nskipped].range = clang_getCursorExtent(kids[cond.v[0] ? i + 2 : i + 1]);
		h->skipped[h->nskipped].cond = cx_text(h->fe, kids[i]);
		h->skipped[h->nskipped++].value = cond.v[0] != 0;
	}
	if (cond.known)
		return cond.v[0] ? host_exec(h, fr, kids[i + 1])
				 : i + 2 < n ? host_exec(h, fr, kids[i + 2]) : FLOW_NEXT;
	n0 = fr->n;
	before = save(h, fr);
	f1 = host_exec(h, fr, kids[i + 1]);
	fr->n = n0;
	then_env = save(h, fr);
	restore(h, fr, before, n0);
	if (i + 2 < n)
		f2 = host_exec(h, fr, kids[i + 2]);
	fr->n = n0;
	if (f1 == FLOW_RETURN || f2 == FLOW_RETURN)
		fr->maybe_returned = 1;
	if ((f1 == FLOW_BREAK) != (f2 == FLOW_BREAK))
		fr->maybe_broke = 1;
	if ((f1 == FLOW_CONTINUE) != (f2 == FLOW_CONTINUE))
		fr->maybe_broke = 1;   /* the rest of a round may be skipped */
	if (f1 != FLOW_NEXT && f2 != FLOW_NEXT)
		return f1 == FLOW_EXIT ? f2 : f1;
	if (f2 != FLOW_NEXT) {
		restore(h, fr, then_env, n0);
		if (f2 == FLOW_EXIT)
			tensors_learn(h, fr, kids[i], 1);
		return FLOW_NEXT;
	}
	if (f1 != FLOW_NEXT) {
		/* `TORCH_CHECK(a == b)`: past it the condition failed, so a == b */
		if (f1 == FLOW_EXIT)
			tensors_learn(h, fr, kids[i], 0);
		return FLOW_NEXT;
	}
	why = arena_printf(h->fe->A, "set differently on the two sides of the 'if' at line %u",
			   cx_loc(h->fe, c).line);
	join_into(fr, then_env, n0, why);
	return FLOW_NEXT;
}

/*
 * The statement a chain of `case`/`default` labels stands on; *match says
 * whether one of the labels is `value`, *is_default whether one is default.
 */
static CXCursor unlabel(CXCursor s, int64_t value, int *match, int *is_default)
{
	CXCursor sub[3];
	int k;
	int64_t v;

	*match = *is_default = 0;
	while (clang_getCursorKind(s) == CXCursor_CaseStmt ||
	       clang_getCursorKind(s) == CXCursor_DefaultStmt) {
		k = cx_children(s, sub, 3);
		if (clang_getCursorKind(s) == CXCursor_DefaultStmt)
			*is_default = 1;
		else if (k >= 2 && cx_fold(sub[0], &v) == 0 && v == value)
			*match = 1;
		if (k < 1)
			break;
		s = sub[k - 1];
	}
	return s;
}

/*
 * A switch entry run for its launches although the value is another (or
 * not known): the variable switched on takes the entry's own value there
 * (`case 512: k<512><<<g, threads>>>` runs with threads = 512).
 */
static void take_case_value(struct host *h, struct frame *fr, CXCursor on, CXCursor entry)
{
	CXCursor sub[3], s = cx_strip(on);
	int64_t v;
	int t;

	if (clang_getCursorKind(entry) != CXCursor_CaseStmt || cx_children(entry, sub, 3) < 2 ||
	    cx_fold(sub[0], &v) < 0 || clang_getCursorKind(s) != CXCursor_DeclRefExpr ||
	    (t = cx_ctype(clang_getCursorType(s))) < 0)
		return;
	host_assign(h, fr, s, host_known((enum ctype)t, v));
}

/* Runs a switch's body from statement `start`, with C's fall-through. */
static enum flow exec_cases(struct host *h, struct frame *fr, CXCursor *stmts, int n, int start,
			    int64_t value)
{
	int i, match, is_default;
	enum flow f;

	for (i = start; i < n; i++) {
		f = host_exec(h, fr, unlabel(stmts[i], value, &match, &is_default));
		if (f == FLOW_BREAK)
			return FLOW_NEXT;
		if (f != FLOW_NEXT)
			return f;
	}
	return FLOW_NEXT;
}

/*
 * switch: a known value runs its case; a value known only as the command
 * line's default also has the other cases run for the launches they make
 * (their stores forgotten after), since another run takes them; an
 * unknown value has every entry run for its launches alone, and what the
 * switch assigns is unknown after it.
 */
struct skip_walk {
	struct host *h;
	const char *why;
};

static enum CXChildVisitResult skip_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	struct skip_walk *w = data;
	struct host *h = w->h;
	CXCursor cfg, kernel;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_CallExpr || !cx_launch_config(c, &cfg))
		return CXChildVisit_Recurse;
	kernel = clang_getCursorReferenced(c);
	if (clang_getCursorKind(kernel) != CXCursor_FunctionDecl || h->nskipped >= MAX_SKIPPED)
		return CXChildVisit_Continue;
	h->skipped = arena_grow(&h->A, h->skipped, sizeof(*h->skipped), h->nskipped, &h->cap_skipped);
	memset(&h->skipped[h->nskipped], 0, sizeof(*h->skipped));
	h->skipped[h->nskipped].call = c;
	h->skipped[h->nskipped].kernel = kernel;
	h->skipped[h->nskipped++].why = w->why;
	return CXChildVisit_Continue;
}

/*
 * The launches in the entries of a switch that its known value skips
 * (the other element types of an AT_DISPATCH_*): each is never made, and
 * host_unreached says why.
 */
static void skip_cases(struct host *h, CXCursor on, struct hval v, CXCursor *stmts, int ns,
		       int taken)
{
	struct skip_walk w = { h, NULL };
	int i;

	w.why = tensors_dispatch_why(h, on, v);
	if (!w.why)
		w.why = arena_printf(h->fe->A, "only in another entry of a switch on '%s', which host code's values make %lld",
				     cx_text(h->fe, on), (long long)v.v[0]);
	for (i = 0; i < ns; i++)
		if (i != taken && (clang_getCursorKind(stmts[i]) == CXCursor_CaseStmt ||
				   clang_getCursorKind(stmts[i]) == CXCursor_DefaultStmt))
			clang_visitChildren(stmts[i], skip_visit, &w);
}

static enum flow exec_switch(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[4], *stmts;
	int n = cx_children(c, kids, 4), ns, i, start = -1, def = -1, match, is_default, n0;
	struct hval v;
	enum flow f;

	if (n < 2)
		return FLOW_NEXT;
	if (n > 2 && clang_getCursorKind(kids[0]) == CXCursor_DeclStmt)
		host_exec(h, fr, kids[0]);
	v = host_eval(h, fr, kids[n - 2]);
	if (!v.known && clang_getCursorKind(kids[n - 1]) == CXCursor_CompoundStmt &&
	    host_leads_to_launch(h, kids[n - 1], fr->depth)) {
		/* a value not known here (the kernel's number from argv): each
		 * entry, for its launches only */
		stmts = cx_children_all(&h->A, kids[n - 1], &ns);
		for (i = 0; i < ns; i++) {
			struct aside aside;
			if (clang_getCursorKind(stmts[i]) != CXCursor_CaseStmt &&
			    clang_getCursorKind(stmts[i]) != CXCursor_DefaultStmt)
				continue;
			aside = set_aside(h, fr);
			take_case_value(h, fr, kids[n - 2], stmts[i]);
			exec_cases(h, fr, stmts, ns, i, INT64_MIN);
			take_back(h, fr, &aside);
		}
	}
	if (!v.known || clang_getCursorKind(kids[n - 1]) != CXCursor_CompoundStmt) {
		host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A,
			"changed in the switch at line %u", cx_loc(h->fe, c).line), 0));
		return FLOW_NEXT;
	}
	stmts = cx_children_all(&h->A, kids[n - 1], &ns);
	for (i = 0; i < ns; i++) {
		unlabel(stmts[i], v.v[0], &match, &is_default);
		if (match && start < 0)
			start = i;
		if (is_default && def < 0)
			def = i;
	}
	n0 = fr->n;
	if (v.defaulted) {
		/* the other entries, for their launches only */
		for (i = 0; i < ns; i++) {
			unlabel(stmts[i], v.v[0], &match, &is_default);
			if (i == (start >= 0 ? start : def) ||
			    (clang_getCursorKind(stmts[i]) != CXCursor_CaseStmt &&
			     clang_getCursorKind(stmts[i]) != CXCursor_DefaultStmt))
				continue;
			struct aside aside = set_aside(h, fr);
			take_case_value(h, fr, kids[n - 2], stmts[i]);
			exec_cases(h, fr, stmts, ns, i, v.v[0]);
			take_back(h, fr, &aside);
		}
	}
	if (start < 0)
		start = def;
	if (!v.defaulted)
		skip_cases(h, kids[n - 2], v, stmts, ns, start);
	if (start < 0)
		return FLOW_NEXT;
	f = exec_cases(h, fr, stmts, ns, start, v.v[0]);
	fr->n = n0;
	return f;
}

/*
 * A loop: iteration by iteration while its condition is known and it can
 * launch a kernel; otherwise what it assigns becomes unknown, and a loop
 * that launches runs its body once over those unknowns.
 */
static enum flow exec_loop(struct host *h, struct frame *fr, CXCursor c, const CXCursor *cond,
			   const CXCursor *inc, CXCursor body, int test_first)
{
	struct hval why = host_unknown(arena_printf(h->fe->A, "changed in the loop at line %u",
					       cx_loc(h->fe, c).line), 0);
	int outer_broke = fr->maybe_broke;
	enum flow f;
	int64_t once;

	/* do { ... } while (0), as error-checking macros wrap a call: the
	 * body once, a block and no loop */
	if (!test_first && cond && cx_fold(*cond, &once) == 0 && !once) {
		int n0 = fr->n;
		f = host_exec(h, fr, body);
		fr->n = n0;
		return f == FLOW_BREAK || f == FLOW_CONTINUE ? FLOW_NEXT : f;
	}
	if (!host_leads_to_launch(h, c, fr->depth)) {
		host_havoc(h, fr, c, why);
		return FLOW_NEXT;
	}
	fr->maybe_broke = 0;
	f = exec_rounds(h, fr, c, cond, inc, body, test_first, &why);
	if (fr->maybe_broke && f == FLOW_NEXT)
		host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A,
			"changed in the loop at line %u, which may end early",
			cx_loc(h->fe, c).line), 0));
	fr->maybe_broke = outer_broke;
	return f;
}

/*
 * Loop c's body run once with what the loop assigns unknown, before and
 * after, joined with the loop not running (`var`, when not null, bound to
 * v for the round).
 */
static enum flow once_over_unknowns(struct host *h, struct frame *fr, CXCursor c, CXCursor body,
				    struct hval why, CXCursor var, struct hval v)
{
	int n0 = fr->n;
	struct binding *before = save(h, fr);
	enum flow f;

	host_havoc(h, fr, c, why);
	if (!clang_Cursor_isNull(var))
		host_bind(h, fr, var, v);
	f = host_exec(h, fr, body);
	fr->n = n0;
	host_havoc(h, fr, c, why);
	join_into(fr, before, n0, why.why);
	if (f == FLOW_RETURN)
		fr->maybe_returned = 1;
	return FLOW_NEXT;
}

/* exec_loop's rounds, while its condition is known; then once over unknowns */
static enum flow exec_rounds(struct host *h, struct frame *fr, CXCursor c, const CXCursor *cond,
			     const CXCursor *inc, CXCursor body, int test_first, struct hval *whyp)
{
	struct hval why = *whyp;
	int trips, n0 = fr->n;
	enum flow f;

	for (trips = 0; trips < HOST_TRIPS; trips++) {
		if (cond && (test_first || trips > 0)) {
			struct hval v = host_eval(h, fr, *cond);
			if (!v.known) {
				why.from_argv = v.from_argv;
				break;
			}
			if (!v.v[0])
				return FLOW_NEXT;
		}
		f = host_exec(h, fr, body);
		fr->n = n0;
		if (f == FLOW_BREAK)
			return FLOW_NEXT;
		if (f == FLOW_RETURN || f == FLOW_EXIT)
			return f;
		if (inc)
			host_eval(h, fr, *inc);
	}
	/* an unknown condition, or past HOST_TRIPS */
	return once_over_unknowns(h, fr, c, body, why, clang_getNullCursor(), why);
}

/*
 * `for (int size : SIZE)` over an array or a std::vector or std::array
 * of known elements: a round for each, the loop variable bound to it.
 * Over anything else, once with it unknown, as a loop whose condition is
 * not known.
 */
static enum flow exec_range_for(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[8], var = clang_getNullCursor(), range = clang_getNullCursor(), body;
	int n = cx_children(c, kids, 8), i, n0 = fr->n, trips;
	struct hval why = host_unknown(arena_printf(h->fe->A, "changed in the loop at line %u",
					       cx_loc(h->fe, c).line), 0);
	const struct binding *list = NULL;
	enum flow f;

	if (n < 3)
		return FLOW_NEXT;
	body = kids[n - 1];
	for (i = 0; i < n - 1; i++) {
		if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl && clang_Cursor_isNull(var))
			var = kids[i];
		else if (clang_isExpression(clang_getCursorKind(kids[i])))
			range = kids[i];
	}
	if (clang_Cursor_isNull(var) || !host_leads_to_launch(h, c, fr->depth)) {
		host_havoc(h, fr, c, why);
		return FLOW_NEXT;
	}
	if (!clang_Cursor_isNull(range) &&
	    clang_getCursorKind(cx_strip(range)) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(cx_strip(range));
		for (i = fr->n - 1; i >= 0 && !list; i--)
			if (clang_equalCursors(fr->b[i].decl, d) && fr->b[i].nelems > 0 &&
			    !fr->b[i].is_struct)
				list = &fr->b[i];
	}
	if (!list && !clang_Cursor_isNull(range) && !clang_Cursor_isNull(host_braced_list(range))) {
		/* a braced list walked as it is: `for (int bs : {128, 256})` */
		CXCursor items[MAX_CHILDREN];
		int m = cx_children(host_braced_list(range), items, MAX_CHILDREN);
		int dim3 = host_is_dim3(clang_getCursorType(var));
		struct binding *tmp = arena_alloc(&h->A, sizeof(*tmp));

		tmp->nelems = m;
		tmp->elems = arena_alloc(&h->A, ((size_t)m + 1) * sizeof(*tmp->elems));
		for (i = 0; i < m; i++)
			tmp->elems[i] = dim3 ? host_eval_dim(h, fr, items[i]) : host_eval(h, fr, items[i]);
		if (m > 0)
			list = tmp;
	}
	if (list && list->nelems <= HOST_TRIPS) {
		int ct = cx_ctype(clang_getCursorType(var)), outer_broke = fr->maybe_broke;

		fr->maybe_broke = 0;
		f = FLOW_NEXT;
		for (trips = 0; trips < list->nelems && f == FLOW_NEXT; trips++) {
			struct hval v = list->elems[trips];
			host_bind(h, fr, var, ct >= 0 ? host_convert(v, (enum ctype)ct) : v);
			f = host_exec(h, fr, body);
			fr->n = n0;
			if (f == FLOW_CONTINUE)
				f = FLOW_NEXT;
		}
		/* a round that may have ended it: what the rounds set is not known */
		if (fr->maybe_broke && f != FLOW_RETURN && f != FLOW_EXIT)
			host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A,
				"changed in the loop at line %u, which may end early",
				cx_loc(h->fe, c).line), 0));
		fr->maybe_broke = outer_broke;
		return f == FLOW_RETURN || f == FLOW_EXIT ? f : FLOW_NEXT;
	}
	return once_over_unknowns(h, fr, c, body, why, var,
				  host_unknown(arena_printf(h->fe->A, "from the range of the loop at line %u",
							    cx_loc(h->fe, c).line), 0));
}

enum flow host_exec(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor kids[MAX_CHILDREN];
	int n, i, n0;
	enum flow f = FLOW_NEXT;

	if (host_spent(h))
		return FLOW_EXIT;
	switch (clang_getCursorKind(c)) {
	case CXCursor_CompoundStmt: {
		CXCursor *all = cx_children_all(&h->A, c, &n);

		n0 = fr->n;
		for (i = 0; i < n && f == FLOW_NEXT; i++)
			f = host_exec(h, fr, all[i]);
		fr->n = n0;
		return f;
	}
	case CXCursor_DeclStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		for (i = 0; i < n; i++)
			if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl)
				host_declare(h, fr, kids[i]);
		return FLOW_NEXT;
	case CXCursor_IfStmt:
		return exec_if(h, fr, c);
	case CXCursor_SwitchStmt:
		return exec_switch(h, fr, c);
	case CXCursor_ForStmt: {
		CXCursor init, cond, inc, body;
		int has[4];
		stmt_for_parts(h->fe, c, &init, &cond, &inc, &body, has);
		if (!has[3])
			return FLOW_NEXT;
		n0 = fr->n;
		if (has[0])
			host_exec(h, fr, init);
		f = exec_loop(h, fr, c, has[1] ? &cond : NULL, has[2] ? &inc : NULL, body, 1);
		fr->n = n0;
		return f;
	}
	case CXCursor_CXXForRangeStmt:
		return exec_range_for(h, fr, c);
	case CXCursor_WhileStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		return n >= 2 ? exec_loop(h, fr, c, &kids[n - 2], NULL, kids[n - 1], 1) : FLOW_NEXT;
	case CXCursor_DoStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		return n >= 2 ? exec_loop(h, fr, c, &kids[1], NULL, kids[0], 0) : FLOW_NEXT;
	case CXCursor_ReturnStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		fr->ret = n ? host_eval(h, fr, kids[0]) : host_unknown(NULL, 0);
		fr->returned = 1;
		return FLOW_RETURN;
	case CXCursor_BreakStmt:
		return FLOW_BREAK;
	case CXCursor_ContinueStmt:
		return FLOW_CONTINUE;
	case CXCursor_NullStmt:
		return FLOW_NEXT;
	default:
		if (clang_isExpression(clang_getCursorKind(c))) {
			if (is_exit(h, c))
				return FLOW_EXIT;
			host_eval(h, fr, c);
			return FLOW_NEXT;
		}
		/* goto, range for: not followed; what they assign is unknown */
		host_havoc(h, fr, c, host_unknown(arena_printf(h->fe->A, "changed in the statement at line %u",
						     cx_loc(h->fe, c).line), 0));
		return FLOW_NEXT;
	}
}
