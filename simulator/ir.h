/*
 * ir.h - the access IR: what the front end hands the simulator.
 *
 * A kernel is a statement tree (assignments to local slots, memory
 * accesses, if, loops, return, break, continue) over integer expressions
 * whose leaves are constants, thread and block indices, kernel parameters,
 * local slots and "unknown" values that carry the reason they are unknown.
 * Every expression has a C integer type after the usual promotions; the
 * front end makes conversions explicit with IR_CAST so that the evaluator
 * never has to guess C's rules.  Nothing here knows about C syntax or
 * libclang.  All nodes live in the translation unit's arena.
 */
#ifndef WARPCHECK_IR_H
#define WARPCHECK_IR_H

#include <stdint.h>
#include <stdio.h>

#include "arena.h"
#include "cint.h"
#include "hw.h"

enum ir_op {
	IR_CONST, IR_SPECIAL, IR_PARAM, IR_LOCAL, IR_UNKNOWN,
	IR_NEG, IR_NOT, IR_LNOT, IR_CAST,
	IR_ADD, IR_SUB, IR_MUL, IR_DIV, IR_REM, IR_SHL, IR_SHR,
	IR_AND, IR_OR, IR_XOR,
	IR_LT, IR_GT, IR_LE, IR_GE, IR_EQ, IR_NE,
	IR_LAND, IR_LOR, IR_MIN, IR_MAX,
	IR_COND,
	/* CUDA's bit built-ins, one operand: __ffs, __popc, __clz, __brev
	 * (and their ll forms: the operand's type gives the width) */
	IR_FFS, IR_POPC, IR_CLZ, IR_BREV,
	/* one operand: the OR of its value over the warp's 32 lanes, the same
	 * for every lane.  Lanes not taking part must give 0: the front end
	 * masks them (with __activemask()) before, as __ballot_sync does. */
	IR_WARP_OR,
	/* a shuffle (__shfl_sync and its forms): lane i gets a's value in
	 * lane b[i], b a lane number 0..31 that the front end works out from
	 * the form, its operand and its width */
	IR_SHFL,
};

/* The bit built-ins compute at their operand's width, whatever the type
 * of their result (__popcll of an unsigned long long is an int). */
static inline int ir_op_bits(enum ir_op op)
{
	return op >= IR_FFS && op <= IR_BREV;
}

/* The built-in variables; SP_TID_X + d for dimension d. */
enum ir_special {
	SP_TID_X, SP_TID_Y, SP_TID_Z,
	SP_CTAID_X, SP_CTAID_Y, SP_CTAID_Z,
	SP_NTID_X, SP_NTID_Y, SP_NTID_Z,
	SP_NCTAID_X, SP_NCTAID_Y, SP_NCTAID_Z,
	SP_LANEID, SP_WARPSIZE,
	/* __activemask(): the lanes running the statement that reads it, the
	 * same number for every lane (the simulator sets it per statement and
	 * loop test; inside a ?: or && it is still the statement's lanes) */
	SP_ACTIVEMASK,
	SP_COUNT
};

struct ir_access;

struct ir_expr {
	enum ir_op op;
	enum ctype type;          /* type of the result */
	union {
		int64_t value;        /* IR_CONST */
		int index;            /* IR_SPECIAL, IR_PARAM, IR_LOCAL */
		const char *reason;   /* IR_UNKNOWN */
	};
	/* IR_UNKNOWN: the load whose value this is, or NULL; where the warp
	 * read it from one address, every lane has the same value.  An
	 * IR_UNKNOWN with `a` was read at a, in memory with no request of
	 * its own (a kernel parameter's array): the same in every lane
	 * where a is */
	const struct ir_access *loaded;
	struct ir_expr *a, *b, *c;
};

/* SPACE_LOCAL: a thread's own array that nvcc cannot keep in registers
 * (simulator/local.c decides which arrays those are). */
enum mem_space { SPACE_SHARED, SPACE_GLOBAL, SPACE_LOCAL };
enum mem_op { OP_LOAD, OP_STORE, OP_ATOMIC };

struct src_loc {
	const char *file;
	unsigned line, col;
};

/* One memory instruction in the source: what the counts are kept for. */
struct ir_access {
	int id;
	enum mem_space space;
	enum mem_op op;
	unsigned bytes;           /* bytes per lane: 1, 2, 4, 8 or 16 */
	const char *object;       /* the array or pointer named in the source */
	int object_index;         /* shared array or parameter index */
	struct src_loc loc;
	const char *text;         /* the access as written */
	unsigned text_begin, text_end; /* its bytes in text_file (0, 0: not there) */
	const char *text_file;    /* the file they are in: the main file's path, or a
	                             header's as diagnostics name it */
	struct src_loc via;       /* in a followed helper: the kernel's call to it */
	/* made by a bundled library's code (CUB's loads, cooperative groups'
	 * copies) for the call at via, and reported there: the paths the
	 * library does not take for these template arguments are no news */
	int in_library;
	/* a plain load of the source (not volatile, not inline PTX), which
	 * nvcc reads once when the thread read the same address before with
	 * nothing between that may change it (emit.c's reuse) */
	int reusable;
	/* emit.c: an earlier load of the same address this one's value is
	 * taken from; it issues nothing */
	const struct ir_access *reuses;
	/* one of the forms a call takes, chosen by a value known only when
	 * simulated (wmma's layout in a helper's parameter): the forms not
	 * taken are no news either */
	int alternative;
	const char *unsupported;  /* non-NULL: cannot be analyzed, and why */
	int never_runs;           /* on the side of an `if` that a constant
	                             condition never takes (ir_pass.c) */
	uint64_t assumed;         /* bit i: its address used the kernel's assumption i */
	/* How nvcc forms it.  sass_bytes: the width per lane of the
	 * instructions nvcc emitted for this access's line, as read from the
	 * compiled code (0: none read).  model: which model gave the width
	 * the counts use. */
	unsigned sass_bytes;
	enum width_model { MODEL_SOURCE, MODEL_SASS } model;
	/* emit.c: the accesses nvcc joins this one with, or NULL */
	struct emit_site *emit;
	/* an asynchronous copy's load (LDGSTS): the byte offsets it reads
	 * (global) and writes (shared), for its shared side (copy.c) */
	const struct ir_expr *copy_src, *copy_dst;
	/* a value copied in pieces (a 12-byte float3 in three 4-byte loads):
	 * this piece's index of npieces (1: whole), and the member it holds
	 * ("y"), or NULL; the pieces are one access of the source */
	int piece, npieces;
	const char *piece_name;
	/* ldmatrix or stmatrix (inline PTX): the 8x8 matrices it moves, 1, 2
	 * or 4, each of eight 16-byte rows from 8 lanes' addresses; 0 for
	 * any other access */
	unsigned matrices;
	/* a bulk copy by the copy engine (inline PTX cp.async.bulk): the bytes
	 * one lane's copy moves, from or to its global address; 0 otherwise.
	 * A tensor copy (cp.async.bulk.tensor) moves a box: `bulk` bytes a
	 * row, its rows as bulk_box says (NULL: one row) */
	unsigned bulk;
	const struct ir_bulk_box {
		int dims;                 /* the box's dimensions past the first */
		unsigned count[4];        /* rows along each */
		int64_t stride[4];        /* bytes between them in global memory */
	} *bulk_box;
	/* OP_ATOMIC: what the call was, for the form nvcc gives it (emit.c) */
	struct ir_atomic {
		const char *name;         /* "atomicAdd", "atomicCAS", ... */
		int result_unused;        /* a statement of its own: the value is dropped */
		int floating;             /* on a float or double */
		int operand_known;        /* the value operand is a constant: */
		int64_t operand;
		int cas_loop;             /* atomicCAS in a loop written around it
		                             (the front end's cas.c): CAS_LOOP_* */
		int cas_fewest;           /* CAS_LOOP_RANGE: the fewest trips a
		                             warp can take, 0 or 1 */
		int half_word;            /* an atomicAdd of one 16-bit float,
		                             a CAS loop on the word that holds
		                             it (the front end's call.c) */
		int generic;              /* on a generic address (ATOM.E, the
		                             __nv_atomic_* built-ins), not ATOMG:
		                             on global memory the L1 also counts a
		                             shared atomic wavefront a request */
	} atomic;
};

/* ir_atomic.cas_loop: how a hand-written compare-and-swap loop ends. */
enum {
	CAS_LOOP_NONE,
	CAS_LOOP_EXACT,           /* only when its own swap lands: the turns
	                             count its trips (simulator/atomic.c) */
	CAS_LOOP_RANGE,           /* also on values: between cas_fewest trips
	                             and the exact loop's */
};

struct ir_shared {
	const char *name;
	const char *elem_type;    /* spelling, e.g. "float" */
	unsigned elem_bytes;
	unsigned elem_align;      /* the element type's alignment */
	int ndims;
	int64_t dims[3];
	int64_t bytes;
	int is_dynamic;
	struct src_loc loc;
	/* the declaration's bytes in decl_file (the main file, or a header
	 * of the project), for fixes that edit it; decl_end == 0 when it is
	 * not written out there (a macro's) */
	unsigned decl_begin, decl_end;
	const char *decl_file;
};

/*
 * A thread's own array (`float acc[64]`), declared in the kernel or in a
 * helper it calls.  Its accesses are SPACE_LOCAL, object_index its index
 * here, offsets in bytes from its start.  nvcc keeps it in registers when
 * every index is a constant once loops are unrolled; local.c then drops
 * its accesses, and otherwise sets in_memory.
 */
struct ir_local_array {
	const char *name;
	const char *elem_type;    /* spelling, e.g. "float" */
	unsigned elem_bytes;
	int64_t bytes;
	struct src_loc loc;
	int in_memory;            /* local.c: some index is known only at run time */
	int dynamic_access;       /* and the first such access's id, or -1 */
	/* a loop with a constant trip count that nvcc keeps a loop, and
	 * which, unrolled whole, leaves every index a constant (checked by
	 * classifying again); fix_trips 0: none found */
	struct src_loc fix_loop;
	int64_t fix_trips;
	int fix_unroll;           /* that loop's `#pragma unroll N`, or 0 */
};

struct ir_param {
	const char *name;
	int is_pointer;
	int is_integer;           /* scalars usable in index arithmetic */
	int is_enum;              /* of those, an enum: a code, never a size */
	unsigned elem_bytes;      /* pointee size for pointers */
	unsigned elem_align;      /* and its alignment: all nvcc knows of the address */
	enum ctype type;          /* scalars */
	const char *c_type;       /* as C spells it, e.g. "const float *" */
	/* a member of a parameter passed by value as a struct ("p.n", "p.x"):
	 * 1 + the index of that parameter; 0 for a parameter of its own */
	int member_of;
	int unused;               /* such a member the kernel never reads */
	/* a pointer parameter's address as the kernel tests it for null
	 * (`if (bias)`): 1 + the index of that pointer parameter, whose name
	 * it shares, else 0.  Its value is 0 where the launch passes a null
	 * pointer, and 1 where the launch gives none (launch_param_value):
	 * a kernel's pointers are device memory unless host code says not */
	int null_of;
};

/* The constructs that make a branch; branch_kind_name() spells them. */
enum branch_kind {
	BRANCH_IF,                /* "if" */
	BRANCH_LOOP,              /* "loop": for, while, do-while */
	BRANCH_COND,              /* "?:" */
	BRANCH_AND,               /* "&&": its right side is guarded */
	BRANCH_OR,                /* "||" */
	BRANCH_KIND_COUNT
};

/* A point where lanes of a warp may go different ways. */
struct ir_branch {
	int id;
	enum branch_kind kind;
	struct src_loc loc;
	const char *text;         /* the condition as written */
	int work;                 /* what it guards: accesses, nested branches */
	struct src_loc via;       /* in a followed helper: the kernel's call to it */
	const struct ir_expr *cond;
	uint64_t assumed;         /* bit i: its condition used assumption i */
	int exits;                /* an `if` whose lanes on one side end the
	                             kernel there: nvcc emits @P EXIT, no branch
	                             (ir_pass_exits) */
};

enum ir_stmt_kind {
	ST_ASSIGN, ST_ACCESS, ST_IF, ST_LOOP, ST_RETURN, ST_BREAK, ST_CONTINUE,
	ST_WORK,                   /* floating-point arithmetic, for the time model */
};

struct ir_stmt {
	struct ir_stmt *next;
	struct src_loc loc;
	enum ir_stmt_kind kind;
	int slot;                  /* ST_ASSIGN */
	unsigned work;             /* ST_WORK: FP32 instructions (FMA counts
	                              one, a double operation two) per lane */
	unsigned barriers;         /* ST_WORK: __syncthreads() calls */
	unsigned mma;              /* ST_WORK: tensor-core instructions a warp
	                              runs (HMMA, IMMA, DMMA), */
	unsigned mma_flops;        /* their dense operations (2 M N K each), */
	enum mma_type mma_type;    /* of this operand type */
	unsigned gmma_wavefronts;  /* ST_WORK: shared-memory wavefronts a
	                              warp's wgmma reads its operands in */
	unsigned async_wait;       /* ST_WORK: a wait for the thread's
	                              asynchronous copies, all but the newest
	                              async_wait - 1 groups (cp.async.wait_group
	                              N: N + 1); 0: none */
	int fence;                 /* ST_WORK: a memory fence, or a call or
	                              asm statement that may write memory:
	                              what was read before is read again */
	int test_first;            /* ST_LOOP: 0 for do-while */
	int once;                  /* ST_LOOP: a switch, whose body runs once:
	                              `break` leaves it, `continue` is the
	                              enclosing loop's */
	int unroll;                /* ST_LOOP: `#pragma unroll N` over it: N;
	                              -1 for a bare `#pragma unroll`, 0 none */
	int declares;              /* ST_ASSIGN: the initializer of a variable
	                              declared in this block: no lane outside
	                              it ever reads the slot's old value, so
	                              the value is taken on every lane */
	int trip_guard;            /* ST_IF: a wrapper the emit passes put
	                              around a load nvcc reads on the first
	                              trip of a loop around it only (reuse.c);
	                              its condition reads that loop's counter
	                              alone, so a group across the loops inside
	                              takes the load as if unwrapped */
	int registers_only;        /* ST_ASSIGN: an element of a thread's small
	                              array chosen or set by its offset
	                              (analyzer/frontend/arrays.c), which the
	                              unrolled code names as a register: no
	                              instruction for the time model */
	struct ir_expr *expr;      /* ST_ASSIGN value, ST_ACCESS byte offset,
	                              ST_IF / ST_LOOP condition (NULL: true) */
	struct ir_access *access;  /* ST_ACCESS */
	struct ir_stmt *body;      /* ST_IF then, ST_LOOP body */
	struct ir_stmt *other;     /* ST_IF else, ST_LOOP step */
	struct ir_branch *branch;  /* ST_IF, ST_LOOP: the source branch, or NULL */
};

/* A launch of the kernel in the same file whose shape folds to constants. */
struct ir_launch {
	struct src_loc loc;
	int ok;                   /* 0: not usable, and why */
	const char *why;          /* or, when usable, what was assumed */
	uint32_t grid[3], block[3];
	/* the grid is not known: one block stands for it; grid_why says why */
	int grid_unknown;
	const char *grid_why;
	int64_t dynamic_shared;
	int64_t *values;          /* per kernel parameter, where `known` */
	unsigned char *known;
	/* per kernel parameter not known: the host expression it came from, as
	 * a note says it, or NULL (NULL itself when host code was not followed) */
	const char **unknown;
	/* host code's values came from another file's main(): that file */
	const char *origin;
	/* host code never makes this launch: it sits on the side of an `if`
	 * that the condition's known value skips; what that condition is */
	const char *unreached;
};

struct ir_kernel {
	const char *name;
	const char *usr;          /* libclang's unique name, to join launches */
	struct ir_launch *launches;
	int nlaunches, cap_launches;
	struct src_loc loc;
	/* the kernel's parameters in order, then the integer and pointer
	 * members of those passed by value as structs, named "p.n" */
	struct ir_param *params;
	int nparams;
	struct ir_shared *shared;
	int nshared;
	struct ir_local_array *local_arrays;
	int nlocal_arrays;
	const char **local_names;
	/* each local's reason where a lane reads it before anything set it
	 * on the path simulated */
	const char **local_unset;
	int nlocals;
	struct ir_access **accesses;
	int naccesses;
	struct ir_branch **branches;
	int nbranches;
	const char *mangled;      /* the symbol nvcc gives it */
	/* a template instance as C++ names it from the file's end
	 * ("ns::k<64, float, true>"), which a fix's parse references to
	 * instantiate it alone; NULL for a kernel that is no instance, or
	 * one whose arguments cannot be written */
	const char *reference;
	int launch_bounds[2];     /* __launch_bounds__(threads, min blocks), or 0 */
	int cluster[3];           /* __cluster_dims__(x, y, z), or all 0 */
	/* the file's `warpcheck: assume` comments, "NAME = EXPR (line N)",
	 * that accesses' and branches' `assumed` bits index */
	const char **assumptions;
	int nassumptions;
	struct ir_stmt *body;
	struct ir_kernel *next;
};

/* A file the parse read besides the main one (the bundled headers left
 * out), for the key of the cache of nvcc's code (analyzer/nvcc/sass_run.c). */
struct ir_input {
	const char *path;
	int system;               /* a system header, by clang's search path */
};

/* bytes [begin, end) of the main file */
struct ir_span {
	unsigned begin, end;
};

struct ir_tu {
	struct arena arena;
	struct ir_kernel *kernels;
	int nkernels;
	/* template kernels the main file defines that nothing instantiates */
	int nuninstantiated;
	double load_seconds;         /* the parse and lowering took, wall time */
	int parses;                  /* how many times clang parsed the file */
	/* what the parse read beside the file: the user's flags (the
	 * compilation database's, then the command line's), for nvcc too,
	 * and the files it included */
	const char **flags;
	int nflags;
	struct ir_input *inputs;
	int ninputs, cap_inputs;
	/* host functions the file's host code calls that another file
	 * defines (a launcher declared in a header): their names, which
	 * lint -p follows into the project's other files */
	const char **elsewhere;
	int nelsewhere, cap_elsewhere;
	/* the insides of the main file's host-only function bodies (not
	 * constexpr, not returning auto): a fix's parse blanks them, so that
	 * host code does not instantiate the kernels it launches, and
	 * references the kernels it checks instead */
	struct ir_span *host_bodies;
	int nhost_bodies, cap_host_bodies;
	/* the parameters of launchers nothing calls that --param gave */
	const char **given_host;
	int ngiven_host, cap_given_host;
};

struct ir_expr *ir_const(struct arena *a, enum ctype t, int64_t v);
struct ir_expr *ir_special(struct arena *a, enum ir_special s);
struct ir_expr *ir_leaf(struct arena *a, enum ir_op op, enum ctype t, int index);
struct ir_expr *ir_unknown(struct arena *a, enum ctype t, const char *reason);
/* An unknown read at `at` (ir_expr's a): one value for the lanes where
 * at is one number. */
struct ir_expr *ir_unknown_at(struct arena *a, enum ctype t, const char *reason, struct ir_expr *at);
struct ir_expr *ir_unary(struct arena *a, enum ir_op op, enum ctype t,
			 struct ir_expr *x);
struct ir_expr *ir_binary(struct arena *a, enum ir_op op, enum ctype t,
			  struct ir_expr *x, struct ir_expr *y);
struct ir_expr *ir_cond(struct arena *a, enum ctype t, struct ir_expr *c,
			struct ir_expr *x, struct ir_expr *y);
struct ir_expr *ir_cast(struct arena *a, enum ctype t, struct ir_expr *x);
struct ir_stmt *ir_stmt_new(struct arena *a, enum ir_stmt_kind kind);
/* A branch guarding this little (up to three accesses, nothing nested) is
 * likely predicated by nvcc rather than branched (validate/results: a
 * one-store branch left no SASS branch; a guarded load-load-store and a
 * guarded load-store were predicated too). */
int ir_branch_likely_predicated(const struct ir_branch *b);

/* The access statement of acc in the list s (and the lists under it), or NULL. */
const struct ir_stmt *ir_find_access(const struct ir_stmt *s, const struct ir_access *acc);
/* Does no launch site of k give its grid (every one unknown, of a block
 * not known, or none)? */
int ir_kernel_unsized(const struct ir_kernel *k);
/* The loop statement of branch b under s, or NULL. */
const struct ir_stmt *ir_find_loop(const struct ir_stmt *s, const struct ir_branch *b);
/* Does e read local `slot`? */
int ir_reads_slot(const struct ir_expr *e, int slot);
/* Marks in set (nslots bytes) the slots statements s, and those nested in
 * them, assign. */
void ir_assigned(const struct ir_stmt *s, unsigned char *set, int nslots);
/* Marks in set (nslots bytes) the slots e reads (an unknown's a too). */
void ir_read_slots(const struct ir_expr *e, unsigned char *set, int nslots);
/* Marks in set the slots statement s (not those after it), and those
 * nested in it, read or assign. */
void ir_touched_slots(const struct ir_stmt *s, unsigned char *set, int nslots);
/*
 * For each local assigned in list s (and under it): def[slot] its one
 * assignment's expression, NULL where it has several; seen[slot] set.
 * Both arrays have a slot per local, zeroed by the caller.
 */
void ir_single_assignments(const struct ir_stmt *s, const struct ir_expr **def,
			   unsigned char *seen);

const char *ir_special_name(enum ir_special s);
/* An operator as C spells it ("+", "<<"), and a bit built-in as CUDA
 * names it by its operand's width ("__popcll"). */
const char *ir_op_spelling(enum ir_op op);
const char *ir_bit_op_name(const struct ir_expr *e);
/* "if", "loop", "?:", "&&" or "||", as messages and JSON name the kind. */
const char *branch_kind_name(enum branch_kind k);
const char *mem_space_name(enum mem_space s);
const char *mem_op_name(enum mem_op op);

/*
 * One operator on one lane's numbers, by C's rules (cint.h): t is the
 * result type, but for comparisons the operands' common type and for !
 * and the bit built-ins (ir_op_bits) the operand's.  Returns 0, or -1
 * when C leaves the result undefined.  IR_WARP_OR and IR_SHFL are not a
 * lane's operators: value_unary() and value_binary() compute them.
 */
int ir_eval_op(enum ir_op op, enum ctype t, int64_t x, int64_t y, int64_t *out);
/* Folds a constant expression; returns 0 and sets *out, or -1. */
int ir_fold(const struct ir_expr *e, int64_t *out);

void ir_dump_expr(FILE *out, const struct ir_kernel *k, const struct ir_expr *e);
/* The expression as C would spell it, without casts (for messages). */
const char *ir_expr_text(struct arena *a, const struct ir_kernel *k, const struct ir_expr *e);
void ir_dump_kernel(FILE *out, const struct ir_kernel *k);

#endif
