/*
 * fe.h - what the stages of the front end share, and the one header that
 * includes <clang-c/Index.h>.
 *
 * The front end is this folder, one stage per file, in the order data
 * flows:
 *
 *   parse.c      the file and its flags to a libclang translation unit;
 *                drives the stages below
 *   errors.c     clang's errors: the device code's reported, the rest
 *                summed up in notes
 *   instances.c  explicit template instantiations, found in the text
 *   kernels.c    the kernels, their instances and launch sites; builds each
 *   host.c       integer values of host code followed into the launches
 *                (host_expr.c its expressions, host.h between the two)
 *   launchers.c  launches through a pointer or the runtime's launch calls
 *   scope.c      the kernel being built: locals by index, slots, shared
 *                arrays, branches, where statements go
 *   stmt.c       statements: declarations, if, loops, switch
 *   expr.c       expressions, in C's evaluation order
 *   memory.c     where pointers point; loads, stores and atomics
 *   call.c       calls: followed functions, intrinsics
 *   lambdas.c    what a lambda held in a variable captured by copy
 *   cas.c        compare-and-swap loops written by hand, recognised
 *   assumed.c    `warpcheck: assume` comments applied
 *   cx.c         small libclang helpers that every stage uses
 *
 * analyzer/frontend.h is its one public interface; this header is private
 * to the folder.  The passes that need only IR (branch work, hoisting a
 * loop condition's loads) live beside the IR, in simulator/ir_pass.c.
 *
 * Invariant: the libclang boundary is this folder, and this is the only
 * header that includes <clang-c/Index.h>: no CXCursor, CXType or CXString
 * leaves analyzer/frontend/; names and texts are copied into the
 * translation unit's arena.
 */
#ifndef WARPCHECK_FE_H
#define WARPCHECK_FE_H

#include <clang-c/Index.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "assume.h"
#include "frontend.h"
#include "../../simulator/simulator.h"

#define PRELUDE_DIR "/warpcheck-prelude"
#define PRELUDE_PATH PRELUDE_DIR "/cuda_runtime.h"
#define PLACEHOLDERS_PATH PRELUDE_DIR "/warpcheck_placeholders.h"
#define MAX_CHILDREN 64
#define TEMPLATE_WORD "template "
#define MAX_DEPTH 2000                   /* nested expressions and statements */

/*
 * OBJ_LOCAL: a thread's own struct, or memory of the thread's whose array
 * is not known (registers, or local memory when nvcc cannot keep it
 * there): a pointer into it, handed to a helper or a lambda, makes no
 * shared or global access.  OBJ_FRAME: a thread's own array, index
 * ir_kernel.local_arrays[index]: its accesses are SPACE_LOCAL, kept or
 * dropped by simulator/local.c.  OBJ_LOADED: global memory where a
 * pointer read from memory points (`B = weights[expert]`), taken as an
 * allocation of its own that starts where the pointer does; index
 * fe_kernel.loaded[index], what it was read from.
 */
enum object_kind { OBJ_NONE, OBJ_SHARED, OBJ_PARAM, OBJ_LOCAL, OBJ_FRAME, OBJ_LOADED };

/* Where a pointer points: an object and a byte offset into it. */
/* Two pointer parameters' arrays, as far apart in the one global address
 * space as any two allocations need to be (1 TiB) */
#define GLOBAL_APART ((int64_t)1 << 40)

struct ptr {
	enum object_kind kind;
	int index;
	struct ir_expr *offset;   /* CT_I64 bytes */
	const char *why;          /* OBJ_NONE: why it is not known */
	struct ir_expr *null;     /* CT_I32, 1 where it is null; NULL: never */
};

/* cursors to numbers, by clang_hashCursor: the latest put wins (cx.c) */
struct cursor_map {
	struct cursor_map_slot {
		CXCursor key;
		int value;
		int used;
	} *slot;
	int cap, n;               /* cap a power of two, or 0 */
};

/*
 * A local of the source in scope (scope.c): referred to by its index in
 * fe->kn->locals and read by value, never by a pointer into that array.
 */
struct local {
	CXCursor decl;
	int slot;
	int is_pointer;
	enum object_kind kind;    /* pointers: the object pointed into */
	int index;
	const char *name;
	/* a const integer whose initializer folds (`constexpr uint WMITER =
	 * (WM * WN) / (...)`): its uses are that constant */
	int folded;
	int64_t value;
	/* an integer holding a shared address (`__cvta_generic_to_shared(&s[i])`,
	 * for inline PTX, asm.c): 1 + the shared array it is in, 0 none */
	int shared_of;
	/* a pointer declared null or with no initializer, not yet assigned an
	 * object: its first assignment gives it one */
	int unset;
	/* a reference bound to memory (`auto &tmp = reinterpret_cast<T &>(smem_)`,
	 * `float &x = out[i]`): kind and index its object, its slot the byte
	 * offset; its uses are that memory, not a value of its own */
	int is_reference;
	/* a pointer into OBJ_NONE: why its object is not known (NULL: it
	 * does not lead to a kernel parameter or shared array) */
	const char *why;
	/* an integer member of a local struct (structs.c): decl is the
	 * struct's, field the member's; scope_find does not see it */
	int is_member;
	CXCursor field;
	/* a member of a struct member (`t.data.p`): the members it is inside,
	 * "data"; NULL for a member of the variable's own */
	const char *outer;
	/* an element of a member array of integers or pointers (`T *buf_[2]`):
	 * 1 + its index, each element a member local of its own; 0 none */
	int element;
	/* a pointer declared null or by a condition (`c ? nullptr : x`):
	 * 1 + the slot holding 1 where it is null; 0 none */
	int null_slot;
	/* a reference bound to a variable of the thread's own (a fragment
	 * struct passed to a helper by reference, `FragA &f = frag[i]`):
	 * what its address points to is registers, not memory */
	int thread_own;
	/* a pointer parameter bound to the address of a caller's local
	 * scalar or pointer (`advance(&ptr, &offset)`, an out-parameter):
	 * 1 + that local's index; `*p` and `p[0]` are it (expr_local_of) */
	int alias_of;
	/* a pointer parameter bound to an array of the kernel's struct
	 * parameter (`params.pair_datas` handed to a helper's `void **`),
	 * which the helper does not assign: `p[i]` is that array's element
	 * (param_tables.c); table the array's expression */
	int table_bound;
	CXCursor table;
};

/*
 * The state of the front end comes in three lifetimes, one struct each,
 * so that nothing is reset or saved field by field:
 *
 *   struct fe         the file: from frontend_load's start to its end
 *   struct fe_kernel  the kernel being built: build_kernel's
 *   struct fe_frame   a function body being lowered: the kernel's own, or
 *                     that of a followed call, linked to its caller's
 */

/* The file being lowered. */
struct fe {
	struct ir_tu *tu;
	struct arena *A;
	struct diag_list *diags;
	const struct frontend_options *opts;
	struct timespec start;    /* when frontend_load began */
	struct timespec start_cpu; /* ... in the process's CPU time */
	const char *main_path;
	const char *source;       /* main file contents */
	/* other files' contents, as clang read them (cx_file_text), the
	 * latest used first: clang finds a file's contents by a search of
	 * every file and macro expansion it read, slow in a large unit */
	struct fe_file_text {
		CXFile file;
		const char *text;
		size_t size;
	} texts[64];
	int ntexts;
	/* files' names as cx_file_name gave them, newest first: a
	 * kernel's statements come from a few headers, over and over */
	struct fe_file_name {
		CXFile file;
		char *name;
	} names[8];
	int nnames;
	size_t source_len;
	CXTranslationUnit ctu;
	CXFile main_file;
	/* headers the pre-scan read whose text clang is given respaced
	 * (edits_respace_template), as unsaved files */
	struct CXUnsavedFile *rewrites;
	int nrewrites, cap_rewrites;
	/* the headers the pre-scan read, as their #includes reached them */
	const char **scanned;
	int nscanned;
	/* where the pre-scan saw a C++20 concept defined (the file or a
	 * header it reaches), which only -std=c++20 compiles; NULL if nowhere */
	struct src_loc concept_at;
	/* the -D macros.c added for #errors, and what the pre-scan saw of
	 * #errors and #defines */
	const char *defines[8];
	int ndefines;
	struct macro_scan *macro_scan;
	/* what headers not found would declare (placeholders.c) */
	struct placeholders *placeholders;
	/* the types device code uses, for errors_in_device_code, and the
	 * parse they are of */
	struct used_types *device_used;
	CXTranslationUnit device_used_of;
	/* the macros a file with errors tests that its build defines
	 * (macros_tested), and where each is first tested */
	struct {
		const char *name, *value, *from;
		struct src_loc loc;
	} tested[8];
	int ntested;
	/* TEMPLATE_WORD written where nvcc takes a dependent template's
	 * name without it (parse.c): clang's columns after one, on its
	 * line, are that word's length later than the file's (cx_column) */
	struct fe_inserted {
		const char *path;
		unsigned line, col;   /* where it went, in the file's own columns */
		size_t offset;        /* ... and in the text clang parsed */
	} *inserted;
	int ninserted, cap_inserted;
	/* headers read for their inline assembly's text (asm.c), kept in
	 * the arena: a header's asm statements are read once, not each time */
	struct asm_source {
		const char *path;
		const char *text;
		size_t len;
	} asm_sources[8];
	int nasm_sources;
	const char *cuda_dir;     /* --cuda-path, when its headers are the ones parsed */
	/* how the main file was parsed, for other files of the project
	 * (frontend_parse_other) */
	CXIndex index;
	const char **parse_args;
	int nparse_args;
	struct CXUnsavedFile *prelude;   /* the bundled headers */
	int nprelude;

	/* `// warpcheck: assume NAME = EXPR` comments of the main file */
	struct assume *assumes;
	int nassumes;
	const char **assume_texts; /* "NAME = EXPR (line N)", for reports */

	const char **built;       /* USRs of the kernels built so far, and of
	                             the templates they are instances of */
	int nbuilt, cap_built;
	struct launch_site {
		const char *usr;
		struct ir_launch launch;
	} *sites;                 /* <<<...>>> calls, joined to kernels at the end */
	int nsites, cap_sites;
	int too_deep;             /* said once in the file: statements nest too deep */
	struct host *host;        /* host code's values at the launches (host.c) */
	const char **followed;    /* USRs of the host functions walked for launches */
	int nfollowed, cap_followed;
	int ninstances;           /* explicit instantiations referenced (instances.c) */
	/* launches through a pointer host code set, given their kernels once:
	 * a template's instances share the call (file:line:col) */
	const char **held_calls;
	int nheld_calls, cap_held_calls;
	int following;            /* inside such a function: the user's headers count */
	/* template instances whose bodies wait for their launches
	 * (kernels.c, opts->instance_cap) */
	struct deferred_kernel {
		struct ir_kernel *k;
		CXCursor fn;
	} *deferred;
	int ndeferred, cap_deferred;

	struct fe_kernel *kn;     /* the kernel being built, or NULL */
};

/* The kernel being built. */
/* The values of a small array of the thread's own (arrays.c): each element a slot. */
struct array_values {
	int n;                    /* elements; 0: values not kept */
	int first_slot;
	long long elem_bytes;
	enum ctype type;          /* CT_I64 for pointers */
	/* pointers: the object they point into (first store: unset) */
	int is_pointer, unset, index;
	enum object_kind kind;
	const char *why;
};

struct fe_kernel {
	struct ir_kernel *k;
	struct local *locals;     /* in scope, innermost last; an array's kind
	                             is OBJ_FRAME, its index its local_arrays' */
	int nlocals, cap_locals;
	CXCursor *shared_decls;   /* beside k->shared */
	int cap_shared, cap_accesses, cap_local_names, cap_local_unset, cap_branches, cap_local_arrays;
	/* OBJ_LOADED objects: the expression each pointer was read from
	 * ("weights[expert]"), one object a text */
	const char **loaded;
	int nloaded, cap_loaded;
	/* a helper's parameter bound to a struct the kernel takes by value
	 * (`callable(chunk, flag, tl)`): that parameter, and the kernel's */
	struct param_copy {
		CXCursor parm, kernel_parm;
	} *param_copies;
	int nparam_copies, cap_param_copies;
	/* a struct variable that is a copy of (or a const reference to) a
	 * struct inside the kernel's struct parameter (`const fastdiv &g =
	 * params.group`): the chain it came from, its variable and path
	 * (structs.c) */
	struct param_origin {
		CXCursor var, ref;
		const char *path;
	} *param_origins;
	int nparam_origins, cap_param_origins;
	/* which of the first 64 are __device__ variables (`counter` of
	 * `__device__ int counter[32]`), not pointers read from memory */
	uint64_t loaded_device;
	/* and of those, which are declared aligned to 32 bytes or more */
	uint64_t loaded_aligned;
	/* per local array (k->local_arrays' index): its values, where kept */
	struct array_values *values;
	int nvalues, cap_values;
	int element_store;        /* in memory_element_access: a store arrays.c follows */
	struct ir_stmt **tail;    /* where the next statement goes */
	int wmma_noted;           /* said once: fragment loads are not counted */
	int loop_depth;
	struct ir_stmt *last_work; /* the latest ST_WORK, extended while it is last */
	int unroll;               /* `#pragma unroll` over the next loop (ir_stmt.unroll) */
	CXCursor discarded;       /* the expression statement being lowered: its value is dropped */
	int depth;                /* of expressions and statements, against runaway recursion */
	int binding;              /* binding a helper's parameters, or updating a
	                             variable (++, +=): no assumption replaces it */
	CXCursor constructing;    /* the tracked variable a constructor being
	                             followed builds (call_construct), or null */
	const char *constructing_outer; /* ... or its struct member by these names */
	uint64_t *slot_assumed;   /* per local slot: the assumptions its value used */
	int cap_slot_assumed;
	int any_assumed;          /* an assumption stood in for a value */
	struct lambda {
		CXCursor var;         /* the variable holding the lambda */
		struct local *copies; /* its captures by copy, as they were */
		int ncopies;
	} *lambdas;
	int nlambdas, cap_lambdas;
	struct fe_frame *frame;   /* the function body being lowered */
	/* struct values not tracked member by member, and what each holds a
	 * copy of when that is memory ("in[i]"), latest last (scope.c) */
	struct struct_origin {
		CXCursor decl;
		const char *loaded;   /* NULL: not a copy of memory */
	} *origins;
	int norigins, cap_origins;
	struct cursor_map origin_of;  /* a decl's latest entry in origins */
	/* the reason a local read before it is set gives, one per name: a
	 * helper inlined a thousand times has a thousand slots of each of
	 * its parameters' names (scope.c) */
	struct unset_reason {
		const char *name, *why;
	} *unset_reasons;
	int cap_unset_reasons, nunset_reasons;
	/* the statement lists being lowered (a block's statements, a list
	 * joined to what follows it), each dropped once lowered: a helper
	 * inlined a thousand times lists its body a thousand times (stmt.c) */
	struct arena lists;
};

/* followed calls nested in one another: a layout library builds an index
 * a call a level.  16 reaches lmdeploy's sm90 linear attention whole
 * (3,850 accesses, from 330 at 8) for 1.5 times the time and 1.7 the
 * memory; 32 reached nothing more there, for 2.3 and 2.7 (CuTe's
 * local_tile nests 21 to 24 deep, but its tensors are tuples built on
 * the bases of class template instances, which libclang does not list,
 * so nothing is gained there) */
#define MAX_CALLS 16
#define MAX_WRITE_BACK 8         /* a call's reference parameters bound to array elements */

/* The object a followed method is called on (its `this`). */
enum this_object {
	THIS_UNKNOWN,             /* not a method, or an object not known */
	THIS_REGISTERS,           /* a local or a temporary: not memory */
	THIS_MEMORY               /* an lvalue in memory: this_ptr */
};

/* A function body being lowered: the kernel's own, or a followed call's. */
struct fe_frame {
	struct fe_frame *caller;  /* NULL: the kernel's own body */
	CXCursor fn;              /* the function whose body it is */
	int calls;                /* followed calls that lead here: 0 in the kernel */
	struct src_loc call_site; /* where the kernel calls the outermost one */
	CXCursor call;            /* the kernel's call of the outermost one */
	/* the innermost followed call written in the user's own code (where
	 * an access inside the system's headers is reported); has_user_call
	 * 0 where there is none */
	CXCursor user_call;
	int has_user_call;
	int ret;                  /* the slot a followed call returns into, or -1
	                             (a slot, not a local: locals move) */
	enum ctype ret_type;
	int ret_pointer;          /* it returns a pointer: into this object */
	/* it returns a struct whose members are tracked: the temporary
	 * (structs.c, a variable named by the function's cursor) its return
	 * statements set; null cursor otherwise */
	CXCursor ret_struct;
	enum object_kind ret_kind;
	int ret_index;
	const char *ret_why;      /* OBJ_NONE: why */
	enum this_object this_is; /* a method's: what its object is */
	struct ptr this_ptr;      /* THIS_MEMORY: where it is */
	int this_tracked;         /* THIS_REGISTERS: a local variable whose
	                             members are tracked (structs.c) ... */
	CXCursor this_var;        /* ... this one */
	const char *this_outer;   /* ... or its struct member by these names
	                             (`t.data.get()`: "data"); NULL: itself */
	int nlocals;              /* locals in scope at the call: those after are
	                             its parameters and its body's, dropped on return */
	/* a followed function that returns from inside a loop or a switch:
	 * 1 + the slot set to 1 where a lane has returned, else 0.  Its
	 * statements after one that may return run under `if (!returned)`,
	 * and a loop of its own is left (stmt.c); loop_base is the depth of
	 * loops around the call */
	int returned_slot;
	/* a reference to the thread's own integer returned: 1 + the slot
	 * of its value (call_reference), else 0 */
	int ret_value;
	int loop_base;
	/* the lines of its statements being lowered that assumptions cover,
	 * outermost first (the caller's do not reach into a helper) */
	unsigned assume_lines[8];
	int nassume_lines;
};

/* cas.c: a do-while around one atomicCAS until it sticks: CAS_LOOP_*
 * (*fewest set for CAS_LOOP_RANGE); cas_loop_mark marks its lowered loop */
int cas_loop_shape(struct fe *fe, CXCursor do_stmt, int *fewest);
void cas_loop_mark(struct fe *fe, struct ir_stmt *loop, int shape, int fewest);

/* cx.c: small libclang helpers */
char *cx_string(struct fe *fe, CXString s);
int cx_children(CXCursor c, CXCursor *out, int max);
int cx_nchildren(CXCursor c);
/* fn's parameters, a function template's too (its ParmDecl children) */
int cx_num_params(CXCursor fn);
CXCursor cx_param(CXCursor fn, int index);
CXCursor *cx_children_all(struct arena *A, CXCursor c, int *n);
struct src_loc cx_loc(struct fe *fe, CXCursor c);
/* Column col of line in file path as the file has it (parse.c's edits undone). */
unsigned cx_column(const struct fe *fe, const char *path, unsigned line, unsigned col);
/* ... undoing only the n words of ins, in file order */
unsigned cx_column_among(const struct fe_inserted *ins, int n, const char *path,
			 unsigned line, unsigned col);
/*
 * Where a cursor is written out in one file: bytes [*begin, *end) of
 * *file (the main file's path, or a user header's as diagnostics name
 * it), and that file's text; NULL (0, 0, NULL) when it is not.
 */
const char *cx_span(struct fe *fe, CXCursor c, unsigned *begin, unsigned *end, const char **file);
/* Its text as written, up to 200 bytes, and where it is (as cx_span;
 * file may be NULL); else its spelling, and 0, 0, NULL. */
const char *cx_text_at(struct fe *fe, CXCursor c, unsigned *begin, unsigned *end,
		       const char **file);
const char *cx_text(struct fe *fe, CXCursor c);
/* A file's contents as clang read them (not NUL-terminated), its size in
 * *size; NULL when clang has none.  Kept for the parse: asking clang
 * each time costs a search of its files. */
const char *cx_file_text(struct fe *fe, CXFile file, size_t *size);
int cx_is_constexpr(struct fe *fe, CXCursor def);
unsigned cx_offset(CXSourceLocation l);
int cx_has_attr(CXCursor c, enum CXCursorKind kind);
CXType cx_canon(CXType t);
int cx_ctype(CXType t);
int cx_is_pointer(CXType t);
int cx_is_array(CXType t);
int cx_is_scalar_brace(CXCursor c);
char *cx_file_name(struct fe *fe, CXFile file);
int cx_is_noreturn(CXCursor fn);
int cx_layout_ok(CXType t);
/* Whether this thread's parse declares placeholders, whose layout is not
 * known (cx_layout_ok answers no for a type that holds one). */
void cx_placeholders_live(int on);
int cx_holds_placeholder(CXType t);
long long cx_field_offset(CXCursor field);
long long cx_size(CXType t);
unsigned cx_align(CXType t);
long long cx_pointee_size(CXType t);
CXCursor cx_strip(CXCursor c);
CXCursor cx_past_copy(CXCursor c);
int cx_fold(CXCursor c, int64_t *out);
CXTranslationUnit frontend_parse_other(struct fe *fe, const char *path);
enum ir_op cx_binary_op(enum CXBinaryOperatorKind k);
int cx_stored_to(CXCursor scope, CXCursor var);
/* ... or a member or element of it */
int cx_stored_within(CXCursor scope, CXCursor var);
/* Does the method assign, increment or decrement a member of its object? */
int cx_method_stores_members(CXCursor method);
int cx_launch_config(CXCursor call, CXCursor *cfg);
int cx_builtin_member(struct fe *fe, CXCursor c, enum ir_special *out);
int cx_is_shared_var(CXCursor decl);
int cx_under_dir(const char *path, const char *dir);
int cx_if_constexpr(CXCursor c, CXCursor *live);
int cx_map_get(const struct cursor_map *m, CXCursor key);
void cx_map_put(struct arena *A, struct cursor_map *m, CXCursor key, int value);
int cx_under(CXCursor c, const char *dir);
int cx_in_main_file(struct fe *fe, CXCursor c);
int cx_in_prelude(CXCursor c);
/* Is expression c a lambda's closure (its type "(lambda at ...)")? */
int cx_is_lambda(CXCursor c);
/* Is c declared directly in a namespace called name (with top, one at the
 * top level: ::cuda, not cuda::std)? */
int cx_in_namespace(CXCursor c, const char *name, int top);
int cx_in_cuda_headers(struct fe *fe, CXCursor c);
int cx_user_location(struct fe *fe, CXSourceLocation l);
int cx_in_user_file(struct fe *fe, CXCursor c);

static inline int fe_ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* errors.c: clang's errors, the device code's reported, the rest in notes */
/* Is msg clang's refusal of an inline asm text that nvcc passes to ptxas
 * as written (`%globaltimer`, `%2` of two operands)?  A note, not an
 * error: asm.c reads the text. */
int errors_asm_text(const char *msg);
void errors_report(struct fe *fe);
/* The header that declares the common type of "unknown type name 'T'"
 * (half, uint32_t), or NULL */
const char *errors_type_header(const char *msg);
/* Is where device code, or what device code uses? */
int errors_in_device_code(struct fe *fe, CXSourceLocation where);
/* The declaration whose text holds where, or a null cursor */
CXCursor errors_holder(struct fe *fe, CXSourceLocation where);

/* placeholders.c: what headers not found would declare, declared as
 * placeholders (PLACEHOLDERS_PATH, given with -include) */
int placeholders_collect(struct fe *fe, int round);
const char *placeholders_text(struct fe *fe);
int placeholders_count(const struct fe *fe);
void placeholders_keep(struct fe *fe, int n);
void placeholders_note(struct fe *fe);

/* instances.c: explicit instantiations found in the text, and in what
 * the main file's macros write (after a parse: NULL where none do) */
char *instances_epilogue(struct fe *fe);
char *instances_from_macros(struct fe *fe);

/* kernels.c: every kernel of the file built, and given its launches */
void kernels_find(struct fe *fe);
/* The main file's host-only function bodies, into fe->tu (bodies.c). */
void bodies_find(struct fe *fe);
void kernels_launch_finish(struct fe *fe, struct ir_launch *l, int block_ok, const char *block_why,
			   int grid_ok, const char *grid_why);
/* A launch site of the kernel whose USR is usr. */
void kernels_add_site(struct fe *fe, const char *usr, const struct ir_launch *l);
/*
 * The sites of the launch at call: one for each set of values host code
 * reaches it with (host_launches: from `constant`, the launch as constants
 * give it, already finished, and whether its block and grid folded), or,
 * when host code never reaches it, `constant` itself, with why not.
 */
void kernels_add_sites(struct fe *fe, const char *usr, CXCursor call, CXCursor kernel,
		       const struct ir_launch *constant, int block_ok, int grid_ok);

/* host.c: the values host code gives launches */
#define HOST_SITES 64            /* launches recorded of one <<<...>>> */
void host_run(struct fe *fe);
void host_release(struct fe *fe);
int host_launches(struct fe *fe, CXCursor call, CXCursor kernel, const struct ir_launch *base, int block_ok,
		  int grid_ok, int nparams, struct ir_launch *out, int max);
int host_kernels_at(struct fe *fe, CXCursor call, CXCursor *out, int max);
/* Why host code never reaches launch `call` (a side of an if its known
 * condition skips), or NULL when it may. */
const char *host_unreached(struct fe *fe, CXCursor call, CXCursor kernel);
/* Is call cudaLaunchKernel or cudaLaunchCooperativeKernel (1), or
 * cudaLaunchKernelEx (2), of a defined kernel (else 0)?  *def: the
 * kernel's definition (launchers.c). */
int launchers_api_kernel(struct fe *fe, CXCursor call, CXCursor *def);
void kernels_use(struct fe *fe, CXCursor fn);
int kernels_param_slots(CXCursor kernel);
int kernels_null_param(struct fe *fe, int pi);
void kernels_param_type(struct ir_param *ip, CXType t);

/* members.c: a struct passed by value, flattened into its members */
#define MEMBERS_MAX 256
int members_is_struct(CXType t);
int members_count(CXType record);
int members_find(CXType record, const char *path, int *count);
int members_fill(struct fe *fe, CXType record, const char *name, int member_of,
		 struct ir_param *out);
/*
 * `p.dims.rows`, `this->dims.rows`, `rows` in a method: writes the path
 * from what the chain starts from (".dims.rows"), sets *base to that (a
 * variable's reference, `this`, or a null cursor for the implicit this)
 * and returns 1; 0 when member is no such chain (a link through a
 * pointer: p->n is memory, not a copy).
 */
int members_chain(struct fe *fe, CXCursor member, char *path, size_t size, CXCursor *base);
/* members_chain's variable (p), or a null cursor when the chain starts elsewhere */
CXCursor members_path(struct fe *fe, CXCursor member, char *path, size_t size);
int kernels_fold_dim(CXCursor c, uint32_t out[3]);

/* launchers.c: kernels launched other than by <<<...>>> on their name */
int launchers_pointee(struct fe *fe, CXCursor var, CXCursor *kernel);
int launchers_api(struct fe *fe, CXCursor call, CXCursor fn);

/* scope.c: the kernel being built; locals by index, read by value */
int scope_find(struct fe *fe, CXCursor decl, struct local *out);
/* c, under casts, a pointer bound to a caller's local (a parameter given
 * `&x`, or a copy of one): 1 + that local's index (struct local's
 * alias_of), else 0 */
int scope_alias_of(struct fe *fe, CXCursor c);
/* the kernel's struct parameter by value that parameter d is or a helper's
 * parameter d is bound to (scope_note_param_copy), or a null cursor */
CXCursor scope_kernel_struct(struct fe *fe, CXCursor d);
/* param_tables.c */
void memory_bind_table(struct fe *fe, int li, CXCursor fn, CXCursor decl, CXCursor init,
		       const struct ptr *p);
struct ir_expr *memory_param_index(struct fe *fe, CXCursor s);
void scope_note_param_copy(struct fe *fe, CXCursor parm, CXCursor arg);
/* the member local of struct `decl`'s field inside its members outer
 * (NULL or "": its own), as scope_find; of element `element` of a member
 * array (-1: a member that is not one) */
int scope_find_member(struct fe *fe, CXCursor decl, CXCursor field, const char *outer,
		      struct local *out);
int scope_find_element(struct fe *fe, CXCursor decl, CXCursor field, int element,
		       const char *outer, struct local *out);
/* structs.c: a local struct's integer members, each a local of its own;
 * structs_scan.c: may it be tracked? */
int structs_tracked(CXCursor decl);
void structs_declare(struct fe *fe, CXCursor decl, const char *name, CXCursor init, int has_init);
int structs_assign(struct fe *fe, CXCursor at, CXCursor lhs, CXCursor rhs);
int structs_has_members(struct fe *fe, CXCursor var);
int structs_is_param(struct fe *fe, CXCursor c);
int structs_param_bind(struct fe *fe, CXCursor parm, CXCursor arg);
int structs_param_view(struct fe *fe, CXCursor object);
/* the member local that member reference s names (`c.x`, `t.data.p`,
 * `last` in a method followed on a tracked variable), element `element`
 * of a member array (-1: a member that is not one): its index, or -1 */
int structs_member_local(struct fe *fe, CXCursor s, int element, struct local *out);
/* e, a tracked struct or a struct member of one: the variable and the
 * members (""; "data" for `t.data`); 0, or -1 */
int structs_object(struct fe *fe, CXCursor e, CXCursor *var, const char **outer);
/* every element of decl's member arrays unknown from at, for why */
void structs_lose_elements(struct fe *fe, CXCursor at, CXCursor decl, const char *why);
void structs_set_member(struct fe *fe, CXCursor at, CXCursor var, const char *outer,
			CXCursor field, CXCursor value);
void structs_clobber(struct fe *fe, CXCursor at, CXCursor object, const char *why);
int scope_find_name(struct fe *fe, const char *name, struct local *out);
struct local scope_get(struct fe *fe, int i);
int scope_slot(struct fe *fe, int i);
void scope_point(struct fe *fe, int i, enum object_kind kind, int index);
void scope_bind_reference(struct fe *fe, int i, CXCursor at, const struct ptr *p);
void scope_null_slot(struct fe *fe, int i, CXCursor at, CXCursor init, struct ir_expr *null);
int scope_push(struct fe *fe, const struct local *l);
int scope_add(struct fe *fe, CXCursor decl, const char *name);
int scope_add_array(struct fe *fe, CXCursor decl, const char *name);
int scope_new_slot(struct fe *fe, const char *name);
int scope_slot_is_pointer(struct fe *fe, int slot);
int scope_param_index(struct fe *fe, CXCursor decl);
int scope_member_param(struct fe *fe, CXCursor member);
int scope_param_member(struct fe *fe, CXCursor ref, const char *path);
int scope_param_member_bound(struct fe *fe, CXCursor ref, const char *path);
int scope_shared_index(struct fe *fe, CXCursor decl);
void scope_struct_from(struct fe *fe, CXCursor decl, const char *loaded);
const char *scope_struct_origin(struct fe *fe, CXCursor decl);
void scope_emit(struct fe *fe, struct ir_stmt *s);
struct ir_stmt *scope_assign(struct fe *fe, CXCursor at, int slot, struct ir_expr *value);
struct ir_branch *scope_branch(struct fe *fe, CXCursor at, CXCursor cond, enum branch_kind kind);

/* stmt.c: statements */
void stmt_lower(struct fe *fe, CXCursor c);
void stmt_for_parts(struct fe *fe, CXCursor c, CXCursor *init, CXCursor *cond,
		    CXCursor *inc, CXCursor *body, int *has);

/* expr.c: expressions */
struct ir_expr *expr_lower(struct fe *fe, CXCursor c);
void expr_assign_unknown(struct fe *fe, CXCursor lvalue, const char *why);
void expr_assign_value(struct fe *fe, CXCursor lvalue, struct ir_expr *value, const char *why);
int expr_null_constant(CXCursor c);
struct ir_stmt **expr_guard_begin(struct fe *fe, struct ir_stmt **list);
void expr_guard_end(struct fe *fe, struct ir_stmt **saved, struct ir_stmt *list,
		    struct ir_expr *cond, int negate, CXCursor arm, CXCursor whole,
		    CXCursor cond_cursor, enum branch_kind kind);
int expr_local_of(struct fe *fe, CXCursor c, struct local *out);
/* c, a tracked struct's member array (structs.c) or a subscript of one:
 * the elements' count, the local of element 0 in *first; else 0 */
int expr_member_array(struct fe *fe, CXCursor c, int *first);
/* such a subscript read as a pointer: 1 with *out, else 0 */
int expr_member_pointer(struct fe *fe, CXCursor c, struct ptr *out);
int expr_alias_target(struct fe *fe, CXCursor s);
/* arrays.c: the values of small local arrays of integers and pointers */
/* Element `offset` (bytes) of the n slots from first_slot: its slot where
 * the offset is a constant, else a choice among them by the offset */
struct ir_expr *arrays_choose(struct fe *fe, enum ctype type, int first_slot, int n,
			      long long elem_bytes, struct ir_expr *offset);
int arrays_declare(struct fe *fe, CXCursor d, int li, CXCursor init, int has_init);
struct ir_expr *arrays_read(struct fe *fe, const struct ptr *p);
int arrays_pointer(struct fe *fe, const struct ptr *element_at, struct ptr *out);
int arrays_store(struct fe *fe, CXCursor c, const struct ptr *p, struct ir_expr *value);
int arrays_store_pointer(struct fe *fe, CXCursor c, const struct ptr *p, const struct ptr *to);
struct ir_expr *arrays_update(struct fe *fe, CXCursor c, const struct ptr *p, enum ir_op op,
			      struct ir_expr *value, CXType type);
void arrays_clobber(struct fe *fe, CXCursor c, int index);
int expr_binds_memory(struct fe *fe, CXCursor init, struct ptr *out);
int expr_binds_thread_own(struct fe *fe, CXCursor init);
int expr_is_assignment_call(struct fe *fe, CXCursor c);
struct ir_expr *expr_unknown(struct fe *fe, const char *why);
struct ir_expr *expr_thread_own(struct fe *fe, CXCursor c);
const char *expr_struct_loaded(struct fe *fe, CXCursor e);
/* Counts floating-point work at c for the time model (an ST_WORK). */
void expr_fp_work(struct fe *fe, CXCursor c, unsigned ops);
/* Counts a block-wide barrier at c, for the time model. */
void expr_barrier(struct fe *fe, CXCursor c);
void expr_fence(struct fe *fe, CXCursor c);
void expr_async_wait(struct fe *fe, CXCursor c, unsigned pending);
/* A warp's matrix multiply-accumulate of m x n x k, operands of type t
 * (mma.sync in PTX, wmma::mma_sync), for the time model's tensor pipe. */
void expr_mma(struct fe *fe, CXCursor c, enum mma_type t, unsigned m, unsigned n, unsigned k);

/* wmma.c: a load_matrix_sync or store_matrix_sync's accesses (NULL), or
 * why its form is not modelled; mma_sync's tensor-pipe work */
const char *wmma_tile(struct fe *fe, CXCursor c, int store, int nargs);
void wmma_mma(struct fe *fe, CXCursor c);
/* a warp's share of a wgmma m64nNkK on f16 or bf16, whose operands in
 * shared memory are shared_bytes (B, and A unless in registers) */
void expr_wgmma(struct fe *fe, CXCursor c, unsigned n, unsigned k, unsigned shared_bytes);
/* Instructions an FP operation of type t costs: 1 float, 2 double, 0 other. */
unsigned expr_fp_cost(CXType t);
unsigned expr_math_cost(const char *name);   /* a math function call's instructions */
struct ir_expr *expr_scaled(struct fe *fe, struct ir_expr *index, long long size);

/* constants.c: __constant__ variables read: under members and subscripts
 * (constants_root), the host's value, or a never-set one's initializer */
int constants_root(CXCursor c);
struct ir_expr *constants_value(struct fe *fe, CXCursor c);
struct ir_expr *constants_initial(struct fe *fe, CXCursor d, int t);

/* memory.c: pointers and the accesses made through them */
void memory_pointer(struct fe *fe, CXCursor c, struct ptr *out);
struct ir_expr *memory_null(struct fe *fe, const struct ptr *p);
int memory_thread_own(struct fe *fe, CXCursor e);
int memory_is_address(struct fe *fe, CXCursor c);
void memory_integer_address(struct fe *fe, CXCursor s, const CXCursor *kids, struct ptr *out);
const char *memory_object_name(struct fe *fe, enum object_kind kind, int index, const char *why);
int memory_local_root(struct fe *fe, CXCursor c);
void memory_address(struct fe *fe, CXCursor e, struct ptr *out);
void memory_element_access(struct fe *fe, CXCursor c, const struct ptr *p, enum mem_op op,
			   CXType type);
int call_reference(struct fe *fe, CXCursor c, struct ptr *out, struct ir_expr **value);
int call_is_followable(struct fe *fe, CXCursor c);
/* Is call c made on nothing but the thread's own: its object and every
 * argument a pointer or a reference could come back from a local, a
 * temporary or a literal?  Then a reference it returns is the thread's
 * own too. */
int call_on_thread_own(struct fe *fe, CXCursor c);
int call_operand_thread_own(struct fe *fe, CXCursor e);
int call_struct(struct fe *fe, CXCursor c, CXCursor *temp);
const char *call_construct(struct fe *fe, CXCursor c, CXCursor var, const char *outer);
/* call_this.c: the object of a followed method (its frame's this) */
void call_method_object(struct fe *fe, CXCursor object, CXCursor def, struct fe_frame *frame);
int call_struct_address(struct fe *fe, CXCursor arg, CXCursor *var, const char **outer);
void call_this_not_followed(struct fe *fe, CXCursor c, const char *why);
void call_member_initializers(struct fe *fe, CXCursor at, CXCursor def, CXCursor var,
			      const char *outer);

/* includes.c: headers not on the include path, found near the file or in
 * its project; each adds its folder to args (-I) and a note */
int includes_add(struct fe *fe, const char *name, struct src_loc at, const char **args,
		 int *nargs, const char **header);
/* macros.c: for each #error in the parse that a macro of the project's
 * build silences, a -D in args (room at most), with a note; how many. */
int macros_wanted(struct fe *fe, const char **args, int *nargs, int room);
int macros_tested(struct fe *fe, const char **args, int *nargs, int room);
void macros_tested_keep(struct fe *fe);
void macros_tested_drop(struct fe *fe, int ndefines);
/* Is the line of file at offset a #error directive? */
int macros_is_error(struct fe *fe, CXFile file, unsigned offset);
/* macros.c, before the first parse: the #errors and #defines of a file's
 * text as the pre-scan reads it (includes.c); then a -D in args for each
 * `#ifndef NAME` #error whose NAME no text defines and the build does. */
void macros_scan_text(struct fe *fe, const char *path, const char *text, size_t len);
int macros_prescanned(struct fe *fe, const char **args, int *nargs, int room);
int includes_prescan(struct fe *fe, const char *path, const char **args, int *nargs, int room);
/* edits.c: `.template name(` read as nvcc reads it (the keyword blanked),
 * in place; how many */
int edits_respace_template(char *text, size_t len);
/* edits.c: `#define NAME #pragma ...` read as nvcc reads it (the
 * directive blanked), in place; how many */
int edits_blank_macro_pragmas(char *text, size_t len);
/* edits.c: the main file's text as nvcc reads it, in place (every edit
 * that keeps offsets); how many */
int edits_respace_main(char *text, size_t len);
/* edits.c: fe's file parsed again when its last parse's errors show text
 * that nvcc reads otherwise (edited copies of the files, fe->inserted
 * for the words written in); *again says whether it was.  had_main: the
 * main file's text is given in memory, with epilogue appended */
enum CXErrorCode edits_reparse(struct fe *fe, const char *path, const char **args, int nargs,
			       int had_main, const char *epilogue, int *again);
/* edits.c: before the first parse, `template` written where edits_reparse
 * would write it after one (fe->scanned's headers, as rewrites, and the
 * main file's text, but not the header `skip`); how many */
int edits_predict(struct fe *fe, const char *skip);
/* edits.c: after a parse, fe->inserted's files named as clang names them
 * (edits_predict knows them by the path the pre-scan reached them by) */
void edits_name_as_clang(struct fe *fe);
void structs_return(struct fe *fe, CXCursor at, CXCursor temp, CXCursor value);
int structs_type_tracked(CXType t);
int structs_alias(struct fe *fe, CXCursor parm, CXCursor var, const char *outer);
int memory_thread_array(struct fe *fe, CXCursor s, struct ptr *out);
int memory_lvalue(struct fe *fe, CXCursor c, struct ptr *out);
/* A struct copied out of a reference bound to memory: its load counted (1). */
int memory_reference_copy(struct fe *fe, CXCursor copy, CXCursor arg);
/* Are a and b the same class, whatever their const and references? */
int expr_same_class(CXType a, CXType b);
struct ir_expr *memory_load(struct fe *fe, CXCursor c, int *was_memory);
struct ir_expr *memory_loaded_value(struct fe *fe, const struct ir_access *a, CXType type);
struct ir_access *memory_access(struct fe *fe, CXCursor c, const struct ptr *p, enum mem_op op,
				 CXType type);
struct ir_access *memory_access_bytes(struct fe *fe, CXCursor c, const struct ptr *p, enum mem_op op,
			 unsigned bytes);
enum this_object memory_object(struct fe *fe, CXCursor object, struct ptr *out);
/* *out: the thread's own (OBJ_LOCAL), which no access touches */
void memory_point_local(struct fe *fe, struct ptr *out);

/* stmt.c: are a followed function's returns each at the end of its list
 * or of a branch of an if (none in a loop or a switch)? */
int stmt_returns_structured(struct fe *fe, CXCursor body);
/* switch_returns.c: a body ending in a switch of returns on a parameter
 * (its position *parm, *npre the statements before it), the arm a
 * constant argument of call c takes, and each arm's place chosen in the
 * simulation (the followed frame's return) */
CXCursor switch_on_parameter(struct fe *fe, CXCursor def, CXCursor body, int *npre, int *parm);
CXCursor switch_taken(struct fe *fe, CXCursor c, CXCursor sw, int parm, int skip);
void switch_select(struct fe *fe, CXCursor sw);
/* Does c hold a return statement (not a lambda's)? */
int stmt_contains_return(CXCursor c);
/* Is e a place that reads no memory and calls nothing on its way? */
int stmt_plain_place(CXCursor e, int depth);

/* call.c: calls and followed functions */
struct ir_expr *call_lower(struct fe *fe, CXCursor c);

/* copies.c: a thread's asynchronous copies (LDGSTS): the call form, and
 * the access of a copy of size bytes from *src to *dst (cp.async too) */
struct ir_expr *intrinsics_lower(struct fe *fe, CXCursor c, const char *name, int n,
				 struct ir_expr *const *args);
void copies_call(struct fe *fe, CXCursor c, int n);
void copies_plain(struct fe *fe, CXCursor c, int is_fill);
struct ir_access *copies_ldgsts(struct fe *fe, CXCursor c, struct ptr *dst, struct ptr *src,
				int64_t size);

/* asm.c: inline PTX */
void asm_lower(struct fe *fe, CXCursor stmt);
int asm_shared_object(struct fe *fe, CXCursor e);
void call_pointer(struct fe *fe, CXCursor c, struct ptr *out);
/* lambdas.c */
void lambdas_capture_copies(struct fe *fe, CXCursor var, CXCursor lambda);
void lambdas_shadow_captures(struct fe *fe, CXCursor object);

/* assumed.c: `warpcheck: assume` comments applied */
void assumed_scan(struct fe *fe);
void assumed_unused(struct fe *fe);
int assumed_covered(const struct fe *fe, unsigned line);
void assumed_at(struct fe *fe, CXCursor c, unsigned line);
struct ir_expr *assumed_value(struct fe *fe, const char *name, enum ctype type, CXCursor at);
const char *assumed_name(struct fe *fe, CXCursor c);
uint64_t assumed_bits(struct fe *fe, const struct ir_expr *e);
void assumed_mark_slot(struct fe *fe, int slot, uint64_t bits);
void assumed_mark(struct fe *fe, struct ir_stmt *s, uint64_t outer);

/* tmaps.c: the box of a tensor map a kernel parameter is given */
#define TMAP_MAX_RANK 5
struct tmap {
	int rank;
	unsigned elem;                   /* bytes of an element */
	unsigned box[TMAP_MAX_RANK];     /* elements along each dimension */
	int64_t stride[TMAP_MAX_RANK];   /* bytes between them in the tensor */
	int swizzle;                     /* CUtensorMapSwizzle, -1 not known */
	int param;                       /* the kernel parameter that holds it */
};
/* 0 with *out set, or -1 with *why set: map_expr names the parameter */
int tmap_of(struct fe *fe, CXCursor map_expr, struct tmap *out, const char **why);

/* bulk.c: the copy engine's copies.  bulk_copy: `size` bytes from (or,
 * store, to) global; bulk_tensor_copy: the box of the map map_expr names
 * at coords, NULL or why not; bulk_call: libcu++'s calls, 1 when c is one */
struct ir_access *bulk_copy(struct fe *fe, CXCursor at, const struct ptr *global, unsigned size,
			    int store, const char *text);
const char *bulk_tensor_copy(struct fe *fe, CXCursor at, CXCursor map_expr,
			     struct ir_expr *const *coords, int ncoords, int store, const char *text);
int bulk_call(struct fe *fe, CXCursor c, const char *name, int nargs);

#endif
