/*
 * fe.h - what the stages of the front end share, and the one header that
 * includes <clang-c/Index.h>.
 *
 * The front end is this folder, one stage per file; analyzer/frontend.h
 * is its one public interface.
 *
 * Invariant: no CXCursor, CXType or CXString leaves analyzer/frontend/;
 * names and texts are copied into the translation unit's arena.
 */
#ifndef WARPCHECK_FE_H
#define WARPCHECK_FE_H

#include <clang-c/Index.h>
#include <stddef.h>
#include <stdint.h>

#include "../assume.h"
#include "../frontend.h"

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

/* cx.c: small libclang helpers */
char *cx_string(struct fe *fe, CXString s);
int cx_children(CXCursor c, CXCursor *out, int max);
int cx_nchildren(CXCursor c);
struct src_loc cx_loc(struct fe *fe, CXCursor c);
const char *cx_text_at(struct fe *fe, CXCursor c, unsigned *begin, unsigned *end);
const char *cx_text(struct fe *fe, CXCursor c);
unsigned cx_offset(CXSourceLocation l);
int cx_has_attr(CXCursor c, enum CXCursorKind kind);
CXType cx_canon(CXType t);
int cx_ctype(CXType t);
int cx_is_pointer(CXType t);
int cx_is_array(CXType t);
long long cx_size(CXType t);
long long cx_pointee_size(CXType t);
CXCursor cx_strip(CXCursor c);
int cx_fold(CXCursor c, int64_t *out);
int cx_builtin_member(struct fe *fe, CXCursor c, enum ir_special *out);
int cx_is_shared_var(CXCursor decl);
int cx_under_dir(const char *path, const char *dir);
int cx_under(CXCursor c, const char *dir);
int cx_in_main_file(struct fe *fe, CXCursor c);
int cx_in_prelude(CXCursor c);
int cx_in_cuda_headers(struct fe *fe, CXCursor c);

static inline int fe_ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

/* instances.c: explicit instantiations found in the text */
char *instances_epilogue(struct fe *fe);

/* lower.c: kernels to IR */
void kernels_find(struct fe *fe);
void assumed_scan(struct fe *fe);
void assumed_unused(struct fe *fe);

#endif
