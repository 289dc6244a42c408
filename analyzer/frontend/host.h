/*
 * host.h - what the files of the host stage share: host.c runs host
 * statements and calls and records launches, host_expr.c evaluates host
 * expressions, host_decl.c binds declared variables, host_roots.c picks
 * where to run from, host_sites.c answers kernels.c for each launch site,
 * tensors.c follows PyTorch tensors' shapes.  Private to
 * analyzer/frontend/host*.c and tensors.c.
 */
#ifndef WARPCHECK_HOST_H
#define WARPCHECK_HOST_H

#include "fe.h"
#include "../../simulator/simulator.h"

#define HOST_DEPTH 8
#define HOST_STEPS 200000
/* steps a loop that cannot launch may take to run to its end (run_through) */
#define HOST_TRIAL_STEPS 4096
#define HOST_TRIPS 64
/* launching functions whose calls another file's main() is read for */
#define CALLER_FUNCTIONS 16

struct hval {
	int known;
	int from_argv;     /* unknown because it comes from the command line */
	int dims;          /* 1: an integer; 3: a dim3 */
	enum ctype type;
	int64_t v[3];
	const char *why;   /* unknown: "from atoi(argv[1])" */
	/* known only because the run is taken to have no command-line
	 * arguments: `argc > 1 ? atoi(argv[1]) : 2` is 2, defaulted */
	int defaulted;
	/* a pointer to a kernel (`kernel = &transposeNaive`): its definition;
	 * the value is otherwise unknown */
	int is_kernel;
	CXCursor kernel;
	/* a host function named as a value (a launcher passed to a timing
	 * helper, held in a std::function or a table): the function called
	 * through it; the value is otherwise unknown */
	int is_function;
	CXCursor function;
	/* std::bind's value: the function with these arguments, each a
	 * value, or std::placeholders::_N (placeholder N, 1-based) */
	const struct hval *bound;
	int nbound;
	int placeholder;
	/* a PyTorch tensor (tensors.c): its sizes are the members */
	int is_tensor;
	int dtype;
	/* a struct's value: its members as members.c orders them (a copy) */
	const struct hval *members;
	int nmembers;
};

struct binding {
	CXCursor decl;
	struct hval val;
	struct hval *elems;   /* an array's elements, a struct's members, or NULL */
	int nelems;
	int is_struct;        /* elems are a struct's members (members.c) */
	int is_pack;          /* elems are a parameter pack's values (`args...`) */
};

/* One call context: the bindings of a function body being run. */
struct frame {
	struct binding *b;
	int n, cap;
	int depth;
	struct hval ret;
	int returned, maybe_returned;
	/* the innermost loop may end early on a condition not known here: what
	 * it assigns is not known after it */
	int maybe_broke;
	/* a method's object (host_objects.c): self_fr->b[self_i], in the
	 * frame of the caller that holds it; self_fr NULL when none */
	struct frame *self_fr;
	int self_i;
};

/* A launch reached, with the values of one context. */
struct record {
	const char *origin;       /* the other file whose main() gave its values */
	CXCursor call;
	CXSourceRange range;      /* call's extent, what tells sites apart (keep_record) */
	CXCursor kernel;          /* the definition launched */
	struct hval grid, block, smem;
	struct hval *args;
	const char **arg_text;
	int nargs;
};

#define MAX_SKIPPED 256          /* sides of ifs skipped, kept for host_unreached */

struct host {
	struct fe *fe;
	struct arena A;           /* environments: lives as long as the stage */
	struct record *recs;
	int nrecs, cap_recs;
	CXCursor *entered;        /* functions followed: not run again as roots */
	int nentered, cap_entered;
	long steps;
	int others;               /* finding roots other than main(): 1 those
	                             no function of the file calls, 2 the rest */
	CXCursor *called;         /* what calls in the main file name, canonical */
	int ncalled, cap_called;
	/* running another file's main() for the calls it makes to the main
	 * file's functions (callers_elsewhere): their names, and the
	 * arguments of each call met */
	const char *capture_names[CALLER_FUNCTIONS];
	int capture_nparams[CALLER_FUNCTIONS];
	int ncapture_names;
	int had_main;             /* the main file has a main() */
	int caller_run;           /* running another file's main() (host_roots.c) */
	const char *origin;       /* the root being run takes another file's values */
	struct capture {
		const char *origin;   /* the file whose main() made the call */
		const char *name;
		struct hval *args;
		int nargs;
	} *captures;
	int ncaptures, cap_captures;
	/* whether a function's body can launch a kernel, once known: asking
	 * again at every call would take time exponential in the call depth */
	struct launches_memo {
		CXCursor def;
		int depth;            /* the answer depends on the depth left */
		int found;
	} *memo;
	int nmemo, cap_memo;
	/* globals of the file, and whether anything stores to them */
	struct global_memo {
		CXCursor var;
		int stored;
	} *globals;
	int nglobals, cap_globals;
	/* the reasons host_why wrote, one a prefix and a cursor: a loop run
	 * round by round and a function called from many places ask for
	 * the same ones again and again */
	struct why_memo {
		const char *prefix;
		CXCursor c;
		const char *text;
	} *whys;
	int nwhys, cap_whys;
	/* the sides of ifs skipped because their condition was known: a
	 * launch only there is never made (host_unreached) */
	struct skipped {
		CXSourceRange range;
		const char *cond;
		int value;            /* what the condition was */
		/* or a launch of one kernel in a switch's entry that the
		 * value switched on skips (an AT_DISPATCH_* case), and why */
		CXCursor call, kernel;
		const char *why;
	} *skipped;
	int nskipped, cap_skipped;
};

enum flow { FLOW_NEXT, FLOW_BREAK, FLOW_CONTINUE, FLOW_RETURN, FLOW_EXIT };

/* host_expr.c: values and expressions */
struct hval host_unknown(const char *why, int from_argv);
/* "PREFIX TEXT", TEXT how c is written ("from n.size()", "changed by
 * init(x)"): one string a prefix and a cursor, made once */
const char *host_why(struct host *h, const char *prefix, CXCursor c);
struct hval host_known(enum ctype t, int64_t x);
struct hval host_either_unknown(struct hval a, struct hval b);
struct hval host_convert(struct hval x, enum ctype t);
int host_is_dim3(CXType t);
enum ctype host_type_of(CXCursor c, enum ctype fallback);
int host_same(struct hval a, struct hval b);
int host_same_or_unknown(struct hval a, struct hval b);
int host_spent(struct host *h);
struct binding *host_lookup(struct frame *fr, CXCursor decl);
struct binding *host_bind(struct host *h, struct frame *fr, CXCursor decl, struct hval v);
struct binding *host_member(struct host *h, struct frame *fr, CXCursor c, int *index, int *count);

/* host.c: contexts, branches joined, calls followed */
struct hval host_join(struct hval a, struct hval b, const char *why);
void host_havoc(struct host *h, struct frame *fr, CXCursor c, struct hval why);

/* host_expr.c */
void host_assign(struct host *h, struct frame *fr, CXCursor target, struct hval v);
struct hval host_eval_dim(struct host *h, struct frame *fr, CXCursor c);
struct hval host_dim3_default(void);   /* (1, 1, 1) */
struct hval host_eval_dim3_call(struct host *h, struct frame *fr, CXCursor call);
int host_eval_minmax(struct host *h, struct frame *fr, CXCursor c, const char *name,
		     struct hval *out);
/* host.c */
struct hval host_eval_call(struct host *h, struct frame *fr, CXCursor c);
struct hval host_eval_lambda(struct host *h, struct frame *fr, CXCursor c);
/* host_expr.c */
struct hval host_eval(struct host *h, struct frame *fr, CXCursor c);
/* host.c: runs statement c; what follows it (flow) */
enum flow host_exec(struct host *h, struct frame *fr, CXCursor c);
/* Can running c launch a kernel (through calls HOST_DEPTH deep)? */
int host_leads_to_launch(struct host *h, CXCursor c, int depth);
/* Is c a loop, or does it hold one (or a goto)? */
int host_has_loop(struct host *h, CXCursor c);
/* The body of a host function the file defines, or a null cursor. */
CXCursor host_body(struct host *h, CXCursor callee, CXCursor *def);
/* fn was followed: not run again as a root */
void host_entered(struct host *h, CXCursor def);
/* Do a and b span the same source (one expression, seen twice)? */
int host_same_expr(CXCursor a, CXCursor b);
/* Binds def's parameters in callee_fr to call's arguments from the first-th on. */
void host_bind_args(struct host *h, struct frame *fr, CXCursor call, CXCursor def, int first,
		    struct frame *callee_fr);

/* host_objects.c: a class object's constructor and methods */
struct binding *host_self_member(struct host *h, struct frame *fr, CXCursor c, int *index,
				 int *count);
int host_method_self(struct frame *fr, CXCursor call, CXCursor def, struct frame *callee_fr);
int host_construct(struct host *h, struct frame *fr, CXCursor var, CXCursor init, struct hval none);
void host_method_unfollowed(struct host *h, struct frame *fr, CXCursor call, CXCursor callee);

/* host_decl.c: binds a declared variable to what its initializer holds. */
void host_declare(struct host *h, struct frame *fr, CXCursor var);
/* The braced list under the wrappers clang puts around one, or a null cursor. */
CXCursor host_braced_list(CXCursor e);
struct hval host_struct_value(struct host *h, struct frame *fr, CXType t, CXCursor init,
			      struct hval none);

/*
 * tensors.c: a PyTorch tensor's shape in host code.  A tensor's value is
 * an hval with is_tensor set, its sizes as members (nmembers the rank,
 * none when not known) and its element type in dtype (libtorch's
 * ScalarType, -1 when not known).
 */
int tensors_is_tensor(CXType t);
struct hval tensors_param(struct host *h, CXCursor fn, CXCursor param);
void tensors_note_unknown(struct host *h, CXCursor fn, struct frame *fr);
int tensors_eval_call(struct host *h, struct frame *fr, CXCursor c, const char *name,
		      struct hval *out);
void tensors_learn(struct host *h, struct frame *fr, CXCursor cond, int holds);
const char *tensors_dispatch_why(struct host *h, CXCursor on, struct hval v);

#endif
