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
 *
 * This file holds the calls (followed, captured for another file, through
 * a pointer, a std::function or std::bind) and the launch records;
 * host_stmt.c the statements, host_expr.c the expressions, host_decl.c
 * the declarations, host_roots.c where runs start, host_sites.c what the
 * launch sites get.
 */
#include "host.h"

#include "../../simulator/simulator.h"
#include "nearby.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>



/* One expression, however it was reached (the cursors may differ). */
int host_same_expr(CXCursor a, CXCursor b)
{
	return clang_equalRanges(clang_getCursorExtent(a), clang_getCursorExtent(b));
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
	struct havoc hv = { h, fr, host_unknown(host_why(h, "changed by", call), 0), 0 };
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

/*
 * A bundled function host code computes with as written: libcu++'s
 * integer helpers in namespace cuda (cuda::ceil_div(n, 256) as a grid).
 * The rest of the bundle declares, or models device code.
 */
static int prelude_computes(CXCursor def)
{
	return cx_in_namespace(def, "cuda", 1);
}

/* The body of a host function the file defines, or a null cursor. */
CXCursor host_body(struct host *h, CXCursor callee, CXCursor *def)
{
	CXCursor kids[MAX_CHILDREN];
	int n, i;

	*def = clang_getCursorDefinition(callee);
	if (clang_Cursor_isNull(*def) || cx_has_attr(*def, CXCursor_CUDAGlobalAttr) ||
	    (cx_in_prelude(*def) && !prelude_computes(*def)) || cx_in_cuda_headers(h->fe, *def) ||
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

/*
 * Whether function fn, called with n arguments, is one whose calls are
 * kept: a free function of that name and as many arguments (not
 * `v.resize(n)` for a `resize(int n, float *a)` of the file linted), or
 * a template of it (held by a std::function in another file).
 */
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

/* The same of call c, by the function it names. */
static int is_captured(struct host *h, CXCursor c)
{
	CXCursor fn = clang_getCursorReferenced(c);

	return clang_getCursorKind(fn) == CXCursor_FunctionDecl &&
	       is_captured_fn(h, fn, clang_Cursor_getNumArguments(c));
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
	/* a function of the project that another file defines: one that may
	 * launch, which lint looks for there (ir_tu.elsewhere) */
	if (clang_Cursor_isNull(body))
		note_elsewhere(f->h, clang_getCursorReferenced(c));
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

int host_has_loop(struct host *h, CXCursor c)
{
	struct finder f = { h, 0, 0, 1 };
	enum CXCursorKind k = clang_getCursorKind(c);

	if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
	    k == CXCursor_GotoStmt || k == CXCursor_CXXForRangeStmt)
		return 1;   /* a loop's body that is a loop itself */

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
static void keep_record(struct host *h, const struct record *given)
{
	struct record copy = *given, *r = &copy;
	int i, j, same_call = 0;

	r->range = clang_getCursorExtent(r->call);
	for (i = 0; i < h->nrecs; i++) {
		const struct record *o = &h->recs[i];
		int equal;
		if (!clang_equalRanges(o->range, r->range) || !clang_equalCursors(o->kernel, r->kernel))
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

/* Member `path` of struct value cfg (of type t), a dim3: as one value. */
static struct hval dim3_member(struct host *h, struct hval cfg, CXType t, const char *path)
{
	struct hval d = host_dim3_default();
	int count, at = members_find(t, path, &count), k;

	if (at < 0 || count != 3 || at + 3 > cfg.nmembers)
		return host_unknown(arena_printf(h->fe->A, "its configuration's %s is not followed",
						 path + 1), 0);
	for (k = 0; k < 3; k++) {
		if (!cfg.members[at + k].known)
			return cfg.members[at + k];
		d.v[k] = cfg.members[at + k].v[0];
	}
	return d;
}

/*
 * cudaLaunchKernelEx(&config, kernel, args...): the shape from config's
 * gridDim, blockDim and dynamicSmemBytes as host code set them, and each
 * parameter from its argument.
 */
static void record_api_ex(struct host *h, struct frame *fr, CXCursor call, CXCursor kernel)
{
	int n = clang_Cursor_getNumArguments(call), i, at, count;
	CXCursor s = cx_strip(clang_Cursor_getArgument(call, 0)), kid[1];
	struct hval cfg, smem = host_known(CT_U64, 0);
	struct record r;
	CXType t;

	if (clang_getCursorKind(s) == CXCursor_UnaryOperator &&
	    clang_getCursorUnaryOperatorKind(s) == CXUnaryOperator_AddrOf && cx_children(s, kid, 1) == 1)
		s = cx_strip(kid[0]);
	t = cx_canon(clang_getCursorType(s));
	cfg = host_eval(h, fr, s);
	if ((at = members_find(t, ".dynamicSmemBytes", &count)) >= 0 && count == 1 &&
	    at < cfg.nmembers)
		smem = cfg.members[at];
	record_start(h, &r, call, kernel, dim3_member(h, cfg, t, ".gridDim"),
		     dim3_member(h, cfg, t, ".blockDim"), smem);
	for (i = 2; i < n && i - 2 < r.nargs; i++) {
		r.args[i - 2] = host_eval(h, fr, clang_Cursor_getArgument(call, (unsigned)i));
		r.arg_text[i - 2] = cx_text(h->fe, clang_Cursor_getArgument(call, (unsigned)i));
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
/* What a followed call gives back: its one return's value, or unknown. */
static struct hval returned(struct host *h, CXCursor c, const struct frame *callee_fr)
{
	if (callee_fr->returned && !callee_fr->maybe_returned)
		return host_convert(callee_fr->ret, host_type_of(c, callee_fr->ret.type));
	return host_unknown(host_why(h, "from", c), 0);
}

/* follow_call's rule: whether a function's body is worth running.  A
 * method on an object followed here may set its members. */
static int worth_following(struct host *h, struct frame *fr, CXCursor def, CXCursor body,
			   int has_self)
{
	return !clang_Cursor_isNull(body) && fr->depth < HOST_DEPTH &&
	       (host_leads_to_launch(h, body, fr->depth) ||
		((cx_ctype(clang_getCursorResultType(def)) >= 0 || sets_references(def) || has_self ||
		  members_is_struct(clang_getCursorResultType(def))) &&
		 !host_has_loop(h, body)));
}

void host_bind_args(struct host *h, struct frame *fr, CXCursor c, CXCursor def, int first,
		    struct frame *callee_fr)
{
	int i, n = clang_Cursor_getNumArguments(c) - first, np = cx_num_params(def);
	struct hval v;

	for (i = 0; i < n && i < np; i++) {
		CXCursor p = cx_param(def, i);
		int pt = cx_ctype(clang_getCursorType(p));
		if (is_pack(h, p) && i == np - 1) {
			/* `Args... args`: the rest of the arguments */
			struct binding *b = host_bind(h, callee_fr, p, host_unknown("a pack", 0));
			int j;
			b->is_pack = 1;
			b->nelems = n - i;
			b->elems = arena_alloc(&h->A, ((size_t)(n - i) + 1) * sizeof(*b->elems));
			for (j = i; j < n; j++)
				b->elems[j - i] = host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)(j + first)));
			break;
		}
		v = host_eval(h, fr, clang_Cursor_getArgument(c, (unsigned)(i + first)));
		host_bind(h, callee_fr, p, pt >= 0 ? host_convert(v, (enum ctype)pt) : v);
	}
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
	int self = 0;

	if (!clang_Cursor_isNull(body) && first == 0)
		self = host_method_self(fr, c, def, &callee_fr);
	if (!worth_following(h, fr, def, body, self))
		return 0;
	callee_fr.depth = fr->depth + 1;
	host_bind_args(h, fr, c, def, first, &callee_fr);
	host_entered(h, def);
	host_exec(h, &callee_fr, body);
	if (first == 0) {
		escape_args(h, fr, c, def);
		write_back(h, fr, &callee_fr, c, def);
	}
	*out = returned(h, c, &callee_fr);
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

	if (!worth_following(h, fr, def, body, 0))
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
	*out = returned(h, c, &callee_fr);
	return 1;
}

struct hval host_eval_call(struct host *h, struct frame *fr, CXCursor c)
{
	CXCursor cfg, def, body, target, callee = clang_getCursorReferenced(c);
	enum ctype t = host_type_of(c, CT_I64);
	char *name = cx_string(h->fe, clang_getCursorSpelling(c));
	struct hval arg_taint = host_known(CT_I32, 0), v, fv, *kept = NULL;
	int i, first, n = clang_Cursor_getNumArguments(c), is_api;
	int64_t folded;

	if (cx_launch_config(c, &cfg)) {
		record(h, fr, c, cfg);
		return host_unknown("from a kernel launch", 0);
	}
	if ((is_api = launchers_api_kernel(h->fe, c, &def)) != 0) {
		if (is_api == 2)
			record_api_ex(h, fr, c, def);
		else
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
			return host_unknown(host_why(h, "from", c), 0);
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
		host_assign(h, fr, lhs, host_unknown(host_why(h, "changed by", c), 0));
		return host_unknown(host_why(h, "from", c), 0);
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
	host_method_unfollowed(h, fr, c, callee);
	escape_args(h, fr, c, callee);
	device_attribute(h, fr, c, name);
	return host_unknown(host_why(h, "from", c),
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
