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

/* another file of the project read for a main() that calls this one's
 * functions: its first bytes, and the files looked at, at most */
#define CALLER_BYTES (1 << 20)
/* at most: the files parsed for such a main() */
#define CALLER_FILES 8

static enum flow exec(struct host *h, struct frame *fr, CXCursor c);
static enum flow exec_rounds(struct host *h, struct frame *fr, CXCursor c, const CXCursor *cond,
			     const CXCursor *inc, CXCursor body, int test_first, struct hval *whyp);

/* One expression, however it was reached (the cursors may differ). */
static int same_expr(CXCursor a, CXCursor b)
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
static CXCursor host_body(struct host *h, CXCursor callee, CXCursor *def)
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

static int leads_to_launch(struct host *h, CXCursor c, int depth);
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
static int leads_to_launch(struct host *h, CXCursor c, int depth)
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
	found = leads_to_launch(h, body, depth);
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

static void entered(struct host *h, CXCursor def)
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
	r->nargs = clang_Cursor_getNumArguments(kernel);
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
		int t = cx_ctype(clang_getCursorType(clang_Cursor_getArgument(r->kernel, (unsigned)i)));
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
		if (!same_expr(o->call, r->call) || !clang_equalCursors(o->kernel, r->kernel))
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
	int i, n = clang_Cursor_getNumArguments(def);

	for (i = 0; i < n; i++)
		if (is_out_reference(clang_getCursorType(clang_Cursor_getArgument(def, (unsigned)i))))
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
	for (i = 0; i < n && i < clang_Cursor_getNumArguments(def); i++) {
		CXCursor p = clang_Cursor_getArgument(def, (unsigned)i);
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
	exec(h, fr, body);
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
	    !leads_to_launch(h, body, fr->depth))
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

	if (clang_Cursor_isNull(body) || fr->depth >= HOST_DEPTH ||
	    !(leads_to_launch(h, body, fr->depth) ||
	      ((cx_ctype(clang_getCursorResultType(def)) >= 0 || sets_references(def) ||
		members_is_struct(clang_getCursorResultType(def))) &&
	       !has_loop(h, body))))
		return 0;
	np = clang_Cursor_getNumArguments(def);
	callee_fr.depth = fr->depth + 1;
	for (i = 0; i < n && i < np; i++) {
		CXCursor p = clang_Cursor_getArgument(def, (unsigned)i);
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
	entered(h, def);
	exec(h, &callee_fr, body);
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
static CXCursor call_target(struct host *h, struct frame *fr, CXCursor c, int *first)
{
	CXCursor callee = clang_getCursorReferenced(c), kids[1];
	enum CXCursorKind k = clang_getCursorKind(callee);
	char *name;
	struct hval v;

	*first = 0;
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
	return v.is_function ? v.function : clang_getNullCursor();
}

struct hval host_eval_call(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor cfg, def, body, target, callee = clang_getCursorReferenced(c);
	enum ctype t = host_type_of(c, CT_I64);
	char *name = cx_string(h->fe, clang_getCursorSpelling(c));
	struct hval arg_taint = host_known(CT_I32, 0), v, *kept = NULL;
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
	target = call_target(h, fr, c, &first);
	if (!clang_Cursor_isNull(target) && follow_call(h, fr, c, target, first, &v))
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
	    leads_to_launch(h, body, fr->depth))
		run_lambda_body(h, fr, body);
	return host_unknown("a lambda", 0);
}

/* Statements */

/* A class of the standard library's, by its canonical spelling's start. */
static int is_std_class(CXType t, const char *prefix)
{
	CXString sp = clang_getTypeSpelling(cx_canon(clang_getNonReferenceType(t)));
	const char *name = clang_getCString(sp);
	int yes;

	if (!strncmp(name, "const ", 6))
		name += 6;
	yes = !strncmp(name, prefix, strlen(prefix));
	clang_disposeString(sp);
	return yes;
}

/* A function pointer, or a std::function: it may hold a launcher or a kernel. */
static int is_function_pointer(CXType t)
{
	t = clang_getCanonicalType(t);
	return (t.kind == CXType_Pointer &&
		clang_getCanonicalType(clang_getPointeeType(t)).kind == CXType_FunctionProto) ||
	       is_std_class(t, "std::function<");
}

/* Counts a struct's fields (struct_value: are they its members, one for one?) */
static enum CXVisitorResult count_field(CXCursor field, CXClientData data)
{
	(void)field;
	++*(int *)data;
	return CXVisit_Continue;
}

/*
 * A struct's value: its members, from `{ 1024, 2, ptr }` (when its fields
 * are its members, one for one), from another struct's value (`q`,
 * `make_params(...)`), or not known yet (no initializer).
 */
static struct hval struct_value(struct host *h, struct frame *fr, CXType t, CXCursor init,
				struct hval none)
{
	int i, n = members_count(t), fields = 0, nk;
	struct hval v = none, *m = arena_alloc(&h->A, ((size_t)n + 1) * sizeof(*m));
	CXCursor kids[MAX_CHILDREN], e = clang_Cursor_isNull(init) ? init : cx_strip(init);

	for (i = 0; i < n; i++)
		m[i] = none;
	clang_Type_visitFields(cx_canon(clang_getNonReferenceType(t)), count_field, &fields);
	if (!clang_Cursor_isNull(e) && clang_getCursorKind(e) == CXCursor_InitListExpr) {
		nk = cx_children(e, kids, MAX_CHILDREN);
		if (nk == 0)
			fields = n;   /* `= {}`: every member zero */
		for (i = 0; i < nk && i < n; i++) {
			struct hval x = host_eval(h, fr, kids[i]);
			m[i] = fields == n ? x : none;
		}
		for (; fields == n && i < n; i++)
			m[i] = host_known(CT_I32, 0);   /* the rest are zero */
	} else if (!clang_Cursor_isNull(e) && clang_getCursorKind(e) == CXCursor_CallExpr &&
		   clang_getCursorKind(clang_getCursorReferenced(e)) == CXCursor_Constructor &&
		   is_std_class(t, "std::pair<") && clang_Cursor_getNumArguments(e) == n && fields == n) {
		/* std::pair's constructor takes its members in order:
		 * {"name", launch_fn} in a table of cases */
		for (i = 0; i < n; i++)
			m[i] = host_eval(h, fr, clang_Cursor_getArgument(e, (unsigned)i));
	} else if (!clang_Cursor_isNull(init)) {
		struct hval x = host_eval(h, fr, init);
		if (x.members && x.nmembers == n)
			memcpy(m, x.members, (size_t)n * sizeof(*m));
	}
	v.members = m;
	v.nmembers = n;
	return v;
}

/*
 * The braced list under the wrappers clang puts around one (the cleanups
 * of a temporary `{ std::min(768, c), c }` binds, a range-for's
 * std::initializer_list), or a null cursor.
 */
CXCursor host_braced_list(CXCursor e)
{
	CXCursor one[2];
	int depth;

	e = cx_strip(e);
	for (depth = 0; depth < 4 && clang_getCursorKind(e) != CXCursor_InitListExpr &&
	     cx_children(e, one, 2) == 1; depth++)
		e = cx_strip(one[0]);
	return clang_getCursorKind(e) == CXCursor_InitListExpr ? e : clang_getNullCursor();
}

/*
 * The braced list a std::vector or std::array of integers is made from
 * (`std::vector<int> SIZE = {128, 256, 512}`), under the constructor
 * call and temporaries clang puts around it; a null cursor otherwise.
 */
static CXCursor container_list(CXCursor init, CXType t, CXType *elem, int depth)
{
	CXCursor kids[4];
	int i, n;

	if (depth == 0) {
		const char *name;
		CXString sp = clang_getTypeSpelling(cx_canon(t));
		int container;

		name = clang_getCString(sp);
		container = !strncmp(name, "std::vector<", 12) || !strncmp(name, "std::array<", 11) ||
			    !strncmp(name, "std::__1::vector<", 17);
		clang_disposeString(sp);
		if (!container || clang_Type_getNumTemplateArguments(cx_canon(t)) < 1)
			return clang_getNullCursor();
		*elem = clang_Type_getTemplateArgumentAsType(cx_canon(t), 0);
	}
	if (clang_getCursorKind(init) == CXCursor_InitListExpr)
		return init;
	if (depth > 4)
		return clang_getNullCursor();
	n = cx_children(init, kids, 4);
	for (i = 0; i < n; i++) {
		CXCursor l = container_list(kids[i], t, elem, depth + 1);
		if (!clang_Cursor_isNull(l))
			return l;
	}
	return clang_getNullCursor();
}

/* Whether e (an element of, or the container itself) names var. */
static int container_refers(CXCursor e, CXCursor var)
{
	e = cx_strip(e);
	if (clang_getCursorKind(e) == CXCursor_DeclRefExpr)
		return clang_equalCursors(clang_getCursorReferenced(e), var);
	if (clang_getCursorKind(e) == CXCursor_CallExpr) {
		CXString sp = clang_getCursorSpelling(e);
		int sub = !strcmp(clang_getCString(sp), "operator[]");
		clang_disposeString(sp);
		return sub && clang_Cursor_getNumArguments(e) >= 1 &&
		       container_refers(clang_Cursor_getArgument(e, 0), var);
	}
	return 0;
}

struct container_use {
	CXCursor var;
	int changed;
};

/* A reference to the container in a call other than a read. */
static enum CXChildVisitResult container_visit(CXCursor c, CXCursor parent, CXClientData data)
{
	static const char *const reads[] = {
		"size", "empty", "begin", "end", "cbegin", "cend", "front", "back", "at", "data",
		"operator[]", NULL,
	};
	struct container_use *u = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor kids[2];
	int i;

	if ((k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator ||
	     k == CXCursor_UnaryOperator || k == CXCursor_CallExpr) &&
	    cx_children(c, kids, 1) == 1) {
		/* v[i] = x, ++v[i], v = w: a store into it */
		CXCursor lhs = cx_strip(kids[0]);
		int stores = k == CXCursor_CompoundAssignOperator ||
			     (k == CXCursor_BinaryOperator &&
			      clang_getCursorBinaryOperatorKind(c) == CXBinaryOperator_Assign) ||
			     (k == CXCursor_UnaryOperator &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_Deref &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_Minus &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_Not &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_LNot &&
			      clang_getCursorUnaryOperatorKind(c) != CXUnaryOperator_Plus);
		if (k == CXCursor_CallExpr) {
			CXString sp = clang_getCursorSpelling(c);
			stores = !strncmp(clang_getCString(sp), "operator", 8) &&
				 strcmp(clang_getCString(sp), "operator[]") &&
				 strcmp(clang_getCString(sp), "operator==") &&
				 strcmp(clang_getCString(sp), "operator!=");
			clang_disposeString(sp);
			if (stores && clang_Cursor_getNumArguments(c) >= 1)
				lhs = cx_strip(clang_Cursor_getArgument(c, 0));
		}
		if (stores && container_refers(lhs, u->var)) {
			u->changed = 1;
			return CXChildVisit_Break;
		}
	}
	if (k == CXCursor_MemberRefExpr && cx_children(c, kids, 1) == 1 &&
	    container_refers(cx_strip(kids[0]), u->var)) {
		CXString sp = clang_getCursorSpelling(c);
		for (i = 0; reads[i] && strcmp(reads[i], clang_getCString(sp)); i++)
			;
		clang_disposeString(sp);
		if (!reads[i]) {   /* push_back, resize, clear, ... */
			u->changed = 1;
			return CXChildVisit_Break;
		}
	}
	if (k == CXCursor_CallExpr && !container_refers(c, u->var)) {
		/* passed to a function, which may change it through a reference */
		int n = clang_Cursor_getNumArguments(c);
		CXString sp = clang_getCursorSpelling(c);
		int op = !strncmp(clang_getCString(sp), "operator", 8);
		clang_disposeString(sp);
		for (i = 0; i < n && !op; i++) {
			CXCursor a = cx_strip(clang_Cursor_getArgument(c, (unsigned)i));
			if (clang_getCursorKind(a) == CXCursor_DeclRefExpr &&
			    clang_equalCursors(clang_getCursorReferenced(a), u->var)) {
				u->changed = 1;
				return CXChildVisit_Break;
			}
		}
	}
	(void)parent;
	return CXChildVisit_Recurse;
}

/*
 * Whether a std::vector or std::array is left as initialized in its
 * function: nothing stores into it (`v[0] = 32`, `v = w`), calls a
 * member on it that is not a read (`push_back`, `resize`), or passes it
 * to a function.
 */
static int container_unchanged(CXCursor var)
{
	struct container_use u = { var, 0 };

	clang_visitChildren(clang_getCursorSemanticParent(var), container_visit, &u);
	return !u.changed;
}

static void declare(struct host *h, struct frame *fr, CXCursor var)
{
	CXType t = clang_getCursorType(var), elem;
	CXCursor init = clang_Cursor_getVarDeclInitializer(var), kids[MAX_CHILDREN];
	CXCursor list = clang_getNullCursor();
	int ct = cx_ctype(t), has_init = !clang_Cursor_isNull(init), i, n, is_dim3, is_fn, is_struct;
	struct binding *b;
	const char *name = cx_string(h->fe, clang_getCursorSpelling(var));
	struct hval none = host_unknown(arena_printf(h->fe->A, "from '%s', set before it is known", name), 0);

	if (host_is_dim3(t) && !cx_is_array(t)) {
		host_bind(h, fr, var, has_init ? host_eval_dim(h, fr, init) : host_dim3_default());
		return;
	}
	if (ct >= 0) {
		host_bind(h, fr, var, has_init ? host_convert(host_eval(h, fr, init), (enum ctype)ct) : none);
		return;
	}
	/* a std::vector or std::array of sizes: its elements, as an array's
	 * (a host loop `for (int size : SIZE)` walks them) */
	if (has_init && !cx_is_array(t) && container_unchanged(var))
		list = container_list(init, t, &elem, 0);
	if (tensors_is_tensor(t)) {   /* a PyTorch tensor: its shape (tensors.c) */
		host_bind(h, fr, var, has_init ? host_eval(h, fr, init) : none);
		return;
	}
	if (clang_Cursor_isNull(list) && is_function_pointer(t)) {   /* it may hold a kernel to launch */
		host_bind(h, fr, var, has_init ? host_eval(h, fr, init) : none);
		return;
	}
	if (clang_Cursor_isNull(list) && members_is_struct(t) && !cx_is_array(t)) {
		host_bind(h, fr, var, struct_value(h, fr, t, init, none));
		return;
	}
	if (has_init && cx_is_array(t) && !clang_Cursor_isNull(host_braced_list(init)))
		init = host_braced_list(init);
	if (!clang_Cursor_isNull(list)) {
		init = list;
		n = cx_children(init, kids, MAX_CHILDREN);
		b = host_bind(h, fr, var, none);
		b->nelems = n;
	} else if (!cx_is_array(t) || !has_init ||
		   clang_getCursorKind(init) != CXCursor_InitListExpr) {
		if (has_init)
			host_eval(h, fr, init);   /* for what it calls */
		return;
	} else {
		n = cx_children(init, kids, MAX_CHILDREN);
		b = host_bind(h, fr, var, none);
		b->nelems = (int)clang_getArraySize(cx_canon(t));
		elem = clang_getArrayElementType(cx_canon(t));
	}
	/* an array of integers, of dim3 (a list of block shapes to try), of
	 * kernel pointers, or of structs (`{ transposeNaive, "naive", 16 }`,
	 * a table of cases to run); not an array of arrays */
	is_dim3 = host_is_dim3(elem) && !cx_is_array(elem);
	ct = is_dim3 ? CT_U32 : cx_ctype(elem);
	is_fn = is_function_pointer(elem);
	is_struct = !is_dim3 && !cx_is_array(elem) && members_is_struct(elem);
	if ((ct < 0 && !is_fn && !is_struct) || b->nelems <= 0 || b->nelems > MAX_CHILDREN) {
		b->nelems = 0;
		return;
	}
	b->elems = arena_alloc(&h->A, (size_t)b->nelems * sizeof(*b->elems));
	for (i = 0; i < b->nelems; i++) {
		if (is_struct)
			b->elems[i] = struct_value(h, fr, elem, i < n ? kids[i] : clang_getNullCursor(),
						   i < n ? none : host_known(CT_I32, 0));
		else if (is_fn)
			b->elems[i] = i < n ? host_eval(h, fr, kids[i]) : none;
		else if (!is_dim3)
			b->elems[i] = i < n ? host_convert(host_eval(h, fr, kids[i]), (enum ctype)ct)
					    : host_known((enum ctype)ct, 0);
		else
			b->elems[i] = i < n ? host_eval_dim(h, fr, kids[i]) : host_dim3_default();
	}
}

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
		exec(h, fr, kids[i++]);
	if (i + 1 >= n)
		return FLOW_NEXT;
	cond = host_eval(h, fr, kids[i]);
	if (cond.known && cond.defaulted && (cond.v[0] ? i + 2 < n : 1)) {
		/* known only as the command line's default: another run takes
		 * the other side, so it is run too, for its launches only */
		struct aside aside = set_aside(h, fr);
		exec(h, fr, kids[cond.v[0] ? i + 2 : i + 1]);
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
		return cond.v[0] ? exec(h, fr, kids[i + 1])
				 : i + 2 < n ? exec(h, fr, kids[i + 2]) : FLOW_NEXT;
	n0 = fr->n;
	before = save(h, fr);
	f1 = exec(h, fr, kids[i + 1]);
	fr->n = n0;
	then_env = save(h, fr);
	restore(h, fr, before, n0);
	if (i + 2 < n)
		f2 = exec(h, fr, kids[i + 2]);
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
		f = exec(h, fr, unlabel(stmts[i], value, &match, &is_default));
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
		exec(h, fr, kids[0]);
	v = host_eval(h, fr, kids[n - 2]);
	if (!v.known && clang_getCursorKind(kids[n - 1]) == CXCursor_CompoundStmt &&
	    leads_to_launch(h, kids[n - 1], fr->depth)) {
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
		f = exec(h, fr, body);
		fr->n = n0;
		return f == FLOW_BREAK || f == FLOW_CONTINUE ? FLOW_NEXT : f;
	}
	if (!leads_to_launch(h, c, fr->depth)) {
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
	f = exec(h, fr, body);
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
		f = exec(h, fr, body);
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
	if (clang_Cursor_isNull(var) || !leads_to_launch(h, c, fr->depth)) {
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
			f = exec(h, fr, body);
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

static enum flow exec(struct host *h, struct frame *fr, CXCursor c)
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
			f = exec(h, fr, all[i]);
		fr->n = n0;
		return f;
	}
	case CXCursor_DeclStmt:
		n = cx_children(c, kids, MAX_CHILDREN);
		for (i = 0; i < n; i++)
			if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl)
				declare(h, fr, kids[i]);
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
			exec(h, fr, init);
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

/* Roots */

/* Runs fn from its top; `call`, when given, holds what a caller passes. */
static void run_root(struct host *h, CXCursor fn, CXCursor body, const struct capture *call)
{
	struct frame fr = { 0 };
	const char *fname = cx_string(h->fe, clang_getCursorSpelling(fn));
	int i, n = clang_Cursor_getNumArguments(fn);

	for (i = 0; i < n; i++) {
		CXCursor p = clang_Cursor_getArgument(fn, (unsigned)i);
		const char *name = cx_string(h->fe, clang_getCursorSpelling(p));
		int argv = !strcmp(fname, "main"), pt = cx_ctype(clang_getCursorType(p));
		if (call && i < call->nargs) {
			host_bind(h, &fr, p, pt >= 0 ? host_convert(call->args[i], (enum ctype)pt)
						     : call->args[i]);
			continue;
		}
		if (tensors_is_tensor(clang_getCursorType(p))) {   /* a shape given, or none */
			host_bind(h, &fr, p, tensors_param(h, fn, p));
			continue;
		}
		host_bind(h, &fr, p, host_unknown(argv ? "from the command line"
				  : arena_printf(h->fe->A, "from parameter '%s' of '%s', whose callers are not followed", name, fname),
				  argv));
	}
	entered(h, fn);
	h->origin = call ? call->origin : NULL;
	exec(h, &fr, body);
	h->origin = NULL;
	if (!call)
		tensors_note_unknown(h, fn, &fr);
}

static int was_entered(struct host *h, CXCursor fn)
{
	int i;

	for (i = 0; i < h->nentered; i++)
		if (clang_equalCursors(h->entered[i], fn))
			return 1;
	return 0;
}

/* The functions a call in the main file names, canonical, in h->called. */
static enum CXChildVisitResult find_called(CXCursor c, CXCursor parent, CXClientData data)
{
	struct host *h = data;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_CallExpr && cx_in_main_file(h->fe, c)) {
		CXCursor f = clang_getCursorReferenced(c);
		if (!clang_Cursor_isNull(f)) {
			h->called = arena_grow(&h->A, h->called, sizeof(*h->called), h->ncalled,
					       &h->cap_called);
			h->called[h->ncalled++] = clang_getCanonicalCursor(f);
		}
	}
	return CXChildVisit_Recurse;
}

static int is_called(struct host *h, CXCursor fn)
{
	CXCursor canon = clang_getCanonicalCursor(fn);
	int i;

	for (i = 0; i < h->ncalled; i++)
		if (clang_equalCursors(h->called[i], canon))
			return 1;
	return 0;
}

static enum CXChildVisitResult find_roots(CXCursor c, CXCursor parent, CXClientData data)
{
	struct host *h = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor def, body;
	char *name;
	int is_main, i;

	(void)parent;
	if (k == CXCursor_Namespace)
		return CXChildVisit_Recurse;
	if ((k != CXCursor_FunctionDecl && k != CXCursor_CXXMethod) ||
	    !clang_isCursorDefinition(c) || !cx_in_main_file(h->fe, c))
		return CXChildVisit_Continue;
	name = cx_string(h->fe, clang_getCursorSpelling(c));
	is_main = !strcmp(name, "main") && k == CXCursor_FunctionDecl;
	if (is_main == (h->others > 0))
		return CXChildVisit_Continue;
	/* a function another calls is first reached from that one, with
	 * what it passes (run_kernel's switch calls run_sgemm_warptile) */
	if (h->others == 1 && is_called(h, c))
		return CXChildVisit_Continue;
	body = host_body(h, c, &def);
	if (clang_Cursor_isNull(body) || was_entered(h, c) ||
	    (!is_main && !leads_to_launch(h, body, h->had_main ? HOST_DEPTH : 0)))
		return CXChildVisit_Continue;
	if (is_main)
		h->had_main = 1;
	for (i = 0; i < h->ncaptures; i++)
		if (!strcmp(h->captures[i].name, name))
			run_root(h, c, body, &h->captures[i]);
	if (!was_entered(h, c))
		run_root(h, c, body, NULL);
	return CXChildVisit_Continue;
}

/* The first CALLER_BYTES of file `path`, NUL-ended (malloc), their
 * length in *n; NULL and 0 when it cannot be read. */
static char *read_head(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char *text;

	*n = 0;
	if (!f)
		return NULL;
	text = xmalloc(CALLER_BYTES + 1);
	*n = fread(text, 1, CALLER_BYTES, f);
	fclose(f);
	text[*n] = 0;
	return text;
}

/*
 * Runs the main() of the project's file `path` (parsed as the main file
 * was), keeping the arguments of its calls to h's capture_names.
 */
static void run_caller(struct host *h, const char *path)
{
	struct fe other = *h->fe;
	struct host *o;
	CXTranslationUnit t = frontend_parse_other(h->fe, path);
	size_t n;
	char *text = read_head(path, &n);
	int i;

	if (!t) {
		free(text);
		return;
	}
	other.source = arena_strndup(h->fe->A, text ? text : "", n);
	free(text);
	other.ctu = t;
	other.main_path = arena_strdup(h->fe->A, path);
	other.main_file = clang_getFile(t, path);
	other.source_len = n;
	other.host = NULL;
	other.kn = NULL;
	o = xcalloc(1, sizeof(*o));
	o->fe = &other;
	arena_init(&o->A, 1 << 16);
	memcpy(o->capture_names, h->capture_names, sizeof(h->capture_names));
	memcpy(o->capture_nparams, h->capture_nparams, sizeof(h->capture_nparams));
	o->ncapture_names = h->ncapture_names;
	clang_visitChildren(clang_getTranslationUnitCursor(t), find_roots, o);   /* main() */
	for (i = 0; i < o->ncaptures && h->ncaptures < HOST_SITES; i++) {
		h->captures = xreallocarray(h->captures, (size_t)h->ncaptures + 1, sizeof(*h->captures));
		h->captures[h->ncaptures++] = o->captures[i];
	}
	free(o->captures);
	arena_release(&o->A);
	free(o);
	clang_disposeTranslationUnit(t);
}

/* The main file's functions that launch and that nothing in it calls. */
static enum CXChildVisitResult find_tops(CXCursor c, CXCursor parent, CXClientData data)
{
	struct host *h = data;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor def, body;

	(void)parent;
	if (k == CXCursor_Namespace)
		return CXChildVisit_Recurse;
	if (k != CXCursor_FunctionDecl || !clang_isCursorDefinition(c) ||
	    !cx_in_main_file(h->fe, c) || clang_getCursorLinkage(c) != CXLinkage_External ||
	    is_called(h, c))
		return CXChildVisit_Continue;
	body = host_body(h, c, &def);
	if (clang_Cursor_isNull(body) || !leads_to_launch(h, body, 0))
		return CXChildVisit_Continue;
	if (h->ncapture_names == CALLER_FUNCTIONS)
		return CXChildVisit_Break;
	h->capture_names[h->ncapture_names] = cx_string(h->fe, clang_getCursorSpelling(c));
	h->capture_nparams[h->ncapture_names++] = clang_Cursor_getNumArguments(c);
	return CXChildVisit_Continue;
}

/* Whether text has `name (` with no letter, digit or _ just before. */
static int names_call(const char *text, const char *name)
{
	size_t len = strlen(name);
	const char *p;

	for (p = strstr(text, name); p; p = strstr(p + 1, name)) {
		const char *q = p + len;
		if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
			continue;
		while (*q == ' ' || *q == '\t' || *q == '\n')
			q++;
		if (*q == '(')
			return 1;
	}
	return 0;
}

/* nearby_keep_fn: whether file `path` may call one of h's launching
 * functions from a main(): by its text. */
static int may_call(const char *path, void *data)
{
	const struct host *h = data;
	size_t n;
	char *text = read_head(path, &n);
	int i, found = 0;

	if (text && strlen(text) == n && strstr(text, "main("))
		for (i = 0; i < h->ncapture_names && !found; i++)
			found = names_call(text, h->capture_names[i]);
	free(text);
	return found;
}

/*
 * A file with no main() whose launching functions are called from
 * another file of the project (a GEMM tutorial's runner.cu, called by
 * sgemm.cu's main() in a loop over sizes): the .cu, .cpp and .cc files
 * beside it and in the folder above whose text has main( and a call of
 * one of those functions are parsed with the same flags, in path order,
 * CALLER_FILES at most (nearby_files), their main() run over host code as this file's
 * would be, and the arguments of each call to one of the functions kept;
 * the function then runs once for each (find_roots).
 */
static void callers_elsewhere(struct host *h)
{
	static const char *const sources[] = { ".cu", ".cpp", ".cc", NULL };
	const char *found[CALLER_FILES];
	int n, i;

	clang_visitChildren(clang_getTranslationUnitCursor(h->fe->ctu), find_tops, h);
	if (!h->ncapture_names || !h->fe->index)
		return;
	n = nearby_files(&h->A, h->fe->main_path, 1, 0, sources, may_call, h, found, CALLER_FILES);
	for (i = 0; i < n; i++)
		run_caller(h, found[i]);
}

void host_run(struct fe *fe)
{
	struct host *h = xcalloc(1, sizeof(*h));
	CXCursor tu = clang_getTranslationUnitCursor(fe->ctu);

	h->fe = fe;
	arena_init(&h->A, 1 << 16);
	clang_visitChildren(tu, find_roots, h);   /* main() first */
	clang_visitChildren(tu, find_called, h);
	if (!h->had_main)
		callers_elsewhere(h);
	h->others = 1;
	clang_visitChildren(tu, find_roots, h);   /* then what it left, callers first */
	h->others = 2;
	clang_visitChildren(tu, find_roots, h);
	fe->host = h;
}

void host_release(struct fe *fe)
{
	if (!fe->host)
		return;
	free(fe->host->captures);
	arena_release(&fe->host->A);
	free(fe->host);
	fe->host = NULL;
}

/* A launch dimension CUDA accepts: the block at most 1024 threads
 * (1024, 1024, 64 a side), the grid 2^31 - 1 by 65535 by 65535. */
static int valid_dims(const struct hval *d, int block)
{
	int64_t x = d->v[0], y = d->v[1], z = d->v[2];

	if (!d->known || x <= 0 || y <= 0 || z <= 0)
		return 0;
	if (block)
		return x <= 1024 && y <= 1024 && z <= 64 && x * y * z <= 1024;
	return x <= 0x7fffffff && y <= 65535 && z <= 65535;
}

/*
 * The members of the structs a launch passes by value go to the slots
 * after the kernel's parameters (kernels_param_slots), in the order
 * members.c gives them.
 */
static void launch_members(struct fe *fe, CXCursor kernel, const struct record *r,
			   struct ir_launch *l, int nparams)
{
	int i, m, slot = r->nargs;

	for (i = 0; i < r->nargs; i++) {
		CXType t = clang_getCursorType(clang_Cursor_getArgument(kernel, i));
		int n = members_count(t);
		const struct hval *a = &r->args[i];

		for (m = 0; m < n && slot + m < nparams; m++) {
			l->known[slot + m] = 0;
			if (a->nmembers == n && a->members[m].known && a->members[m].dims == 1) {
				l->values[slot + m] = a->members[m].v[0];
				l->known[slot + m] = 1;
			} else if (r->arg_text[i]) {
				l->unknown[slot + m] = arena_printf(fe->A,
					"the launch at %s:%u passes '%s', whose member is unknown in host code (%s)",
					l->loc.file, l->loc.line, r->arg_text[i],
					a->nmembers == n && a->members[m].why ? a->members[m].why
						: "not followed");
			}
		}
		slot += n;
	}
}

/*
 * The launches that host code makes at `call`, one per context it was
 * reached in: `base` (the constant path's, with whether its block and
 * grid folded) takes what each context adds.  0 when host code never
 * reaches the call.
 */
int host_launches(struct fe *fe, CXCursor call, CXCursor kernel, const struct ir_launch *base, int block_ok,
		  int grid_ok, int nparams, struct ir_launch *out, int max)
{
	struct host *h = fe->host;
	int i, j, n = 0;

	if (!h)
		return 0;
	for (i = 0; i < h->nrecs && n < max; i++) {
		const struct record *r = &h->recs[i];
		struct ir_launch *l = &out[n];
		int b_ok = block_ok, g_ok = grid_ok;
		if (!same_expr(r->call, call) || !clang_equalCursors(r->kernel, kernel))
			continue;
		n++;
		*l = *base;
		l->values = arena_alloc(fe->A, ((size_t)nparams + 1) * sizeof(*l->values));
		l->known = arena_alloc(fe->A, (size_t)nparams + 1);
		l->unknown = arena_alloc(fe->A, ((size_t)nparams + 1) * sizeof(*l->unknown));
		memcpy(l->values, base->values, (size_t)nparams * sizeof(*l->values));
		memcpy(l->known, base->known, (size_t)nparams);
		/* host code reached this launch: what it knows wins over a value
		 * folded from a variable's initializer, which later code may
		 * change; a shape CUDA would refuse is not a shape */
		b_ok = valid_dims(&r->block, 1);
		g_ok = valid_dims(&r->grid, 0);
		if (b_ok)
			for (j = 0; j < 3; j++)
				l->block[j] = (uint32_t)r->block.v[j];
		if (g_ok)
			for (j = 0; j < 3; j++)
				l->grid[j] = (uint32_t)r->grid.v[j];
		if (r->smem.known && r->smem.v[0] >= 0)
			l->dynamic_shared = r->smem.v[0];
		l->origin = r->origin;
		launch_members(fe, kernel, r, l, nparams);
		for (j = 0; j < nparams && j < r->nargs; j++) {
			l->known[j] = 0;
			if (r->args[j].known && r->args[j].dims == 1) {
				l->values[j] = r->args[j].v[0];
				l->known[j] = 1;
			} else if (r->args[j].why && r->arg_text[j]) {
				l->unknown[j] = arena_printf(fe->A,
					"the launch at %s:%u passes '%s', unknown in host code (%s)",
					l->loc.file, l->loc.line, r->arg_text[j], r->args[j].why);
			}
		}
		kernels_launch_finish(fe, l, b_ok, r->block.known ? NULL : r->block.why,
				      g_ok, r->grid.known ? NULL : r->grid.why);
	}
	return n;
}

const char *host_unreached(struct fe *fe, CXCursor call, CXCursor kernel)
{
	struct host *h = fe->host;
	CXFile file, f0, f1;
	unsigned at, lo, hi;
	int i;

	if (!h)
		return NULL;
	for (i = 0; i < h->nskipped; i++) {
		const struct skipped *s = &h->skipped[i];
		if (s->why && same_expr(s->call, call) &&
		    clang_equalCursors(clang_getCanonicalCursor(s->kernel), clang_getCanonicalCursor(kernel)))
			return s->why;
	}
	clang_getExpansionLocation(clang_getCursorLocation(call), &file, NULL, NULL, &at);
	for (i = 0; file && i < h->nskipped; i++) {
		const struct skipped *s = &h->skipped[i];
		if (s->why)
			continue;
		clang_getExpansionLocation(clang_getRangeStart(s->range), &f0, NULL, NULL, &lo);
		clang_getExpansionLocation(clang_getRangeEnd(s->range), &f1, NULL, NULL, &hi);
		if (f0 && f1 && clang_File_isEqual(file, f0) && clang_File_isEqual(file, f1) &&
		    lo <= at && at < hi && s->cond)
			return arena_printf(fe->A, "only where '%s' %s, and host code's values never make it %s",
					    s->cond, s->value ? "fails" : "holds",
					    s->value ? "false" : "true");
	}
	return NULL;
}

/*
 * The kernels a launch through a pointer reached host code with
 * (`kernel = &transposeNaive; kernel<<<grid, block>>>(...)`), each once.
 */
int host_kernels_at(struct fe *fe, CXCursor call, CXCursor *out, int max)
{
	struct host *h = fe->host;
	int i, j, n = 0;

	for (i = 0; h && i < h->nrecs && n < max; i++) {
		if (!same_expr(h->recs[i].call, call))
			continue;
		for (j = 0; j < n && !clang_equalCursors(out[j], h->recs[i].kernel); j++)
			;
		if (j == n)
			out[n++] = h->recs[i].kernel;
	}
	return n;
}
