/*
 * asm.c - inline PTX: the memory instructions of an `asm volatile(...)`
 * statement, as accesses.
 *
 * Tensor-core kernels move data with instructions CUDA C does not spell:
 * `ldmatrix`, `stmatrix` and `cp.async`, written as inline PTX, often
 * through a macro (`LDMATRIX_X4(R0, R1, R2, R3, addr)`).  libclang gives
 * an asm statement's operands as its children but not its text, so the
 * text is read where it is spelled (in the macro's definition when it
 * comes from one): the template's strings, then each operand's
 * constraint.  The template is split into instructions; each memory
 * instruction becomes a request at its address operand:
 *
 *   ldmatrix / stmatrix .x1 .x2 .x4 [.trans]   a shared load / store of
 *       16-byte rows, one 8x8 matrix per 8 lanes (simulator/smem.c);
 *   cp.async.{ca,cg}.shared.global [dst], [src], 4|8|16   an LDGSTS, as
 *       __pipeline_memcpy_async (call.c);
 *   ld / st .shared / .global [.v2 .v4] .b32 ...   a load or a store;
 *   cp.async.bulk (global to shared, shared to global) [dst], [src], size
 *       one lane's byte range for the copy engine, its global side
 *       counted by the engine's sectors (lower_bulk).
 *
 * A shared address in PTX is an integer, `__cvta_generic_to_shared(&s[i])`
 * (call.c lowers it to its byte offset in s); which array it is in is
 * found from the shared array the operand's expression names, directly or
 * through the integer variables and helper parameters that hold it
 * (struct local's shared_of).  An mma.sync is work for the tensor pipe
 * (its shape and operand type, expr_mma), for the time model; a wgmma
 * is too, at its own rate, and its operands' reads of shared memory are
 * counted apart (expr_wgmma).  Barriers, fences and register moves touch
 * no memory; any other memory instruction is named in a note.
 */
#include "fe.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm_text.h"

/* ---- which shared array an integer address is in -------------------- */

struct object_search {
	struct fe *fe;
	int found;
};

static enum CXChildVisitResult find_object(CXCursor c, CXCursor parent, CXClientData data)
{
	struct object_search *s = data;
	struct local l;
	CXCursor d;

	(void)parent;
	/* a pointer member of a tracked object (`base + off` in a method
	 * of a tile object, `t->base`): the member local's object */
	if (clang_getCursorKind(c) == CXCursor_MemberRefExpr &&
	    expr_local_of(s->fe, c, &l) >= 0 && l.is_pointer && l.kind == OBJ_SHARED) {
		s->found = l.index;
		return CXChildVisit_Break;
	}
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	d = clang_getCursorReferenced(c);
	if (cx_is_shared_var(d)) {
		s->found = scope_shared_index(s->fe, d);
		return CXChildVisit_Break;
	}
	if (scope_find(s->fe, d, &l) >= 0 && l.shared_of > 0) {
		s->found = l.shared_of - 1;
		return CXChildVisit_Break;
	}
	/* a pointer (or a reference) into one: `cvta_shared(A_ptr)` */
	if (scope_find(s->fe, d, &l) >= 0 && (l.is_pointer || l.is_reference) &&
	    l.kind == OBJ_SHARED) {
		s->found = l.index;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

int asm_shared_object(struct fe *fe, CXCursor e)
{
	struct object_search s = { fe, -1 };

	if (clang_getCursorKind(e) == CXCursor_DeclRefExpr)
		find_object(e, e, &s);
	else
		clang_visitChildren(e, find_object, &s);
	return s.found;
}

/*
 * Where an ldmatrix's row address is spelled as `&s[A][B]` of a shared
 * array, directly in the operand or in the initializer of the variable
 * the operand names: that subscript's bytes become the access's text
 * range, so that a fix can rewrite it as it rewrites `s[A][B]` elsewhere
 * (analyzer/lint/fix.c's swizzle).
 */
struct subscript_search {
	CXCursor found;
};

static enum CXChildVisitResult find_subscript(CXCursor c, CXCursor parent, CXClientData data)
{
	struct subscript_search *s = data;
	CXCursor kids[2], base;

	(void)parent;
	if (clang_getCursorKind(c) != CXCursor_ArraySubscriptExpr)
		return CXChildVisit_Recurse;
	/* s[A][B]: the outer subscript, whose base is s[A] of a shared s */
	if (cx_children(c, kids, 2) == 2 &&
	    clang_getCursorKind(base = cx_strip(kids[0])) == CXCursor_ArraySubscriptExpr &&
	    cx_children(base, kids, 2) == 2 &&
	    clang_getCursorKind(cx_strip(kids[0])) == CXCursor_DeclRefExpr &&
	    cx_is_shared_var(clang_getCursorReferenced(cx_strip(kids[0])))) {
		s->found = c;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

static void subscript_text(struct fe *fe, CXCursor operand, struct ir_access *a)
{
	struct subscript_search s = { clang_getNullCursor() };
	CXCursor e = cx_strip(operand);

	if (clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
	    clang_getCursorKind(clang_getCursorReferenced(e)) == CXCursor_VarDecl)
		e = clang_getCursorReferenced(e);
	clang_visitChildren(e, find_subscript, &s);
	if (!clang_Cursor_isNull(s.found))
		cx_text_at(fe, s.found, &a->text_begin, &a->text_end, &a->text_file);
}

/* ---- the instructions ------------------------------------------------ */

/* `[%4]`, `[%4+16]`: the operand and the immediate; 0 or -1. */
static int address_operand(const char *ops, int *operand, long long *imm)
{
	const char *p = strchr(ops, '['), *q;

	*imm = 0;
	if (!p || !(q = strchr(p, ']')))
		return -1;
	p++;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p != '%' || !isdigit((unsigned char)p[1]))
		return -1;
	*operand = (int)strtol(p + 1, (char **)&p, 10);
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p == '+' || *p == '-') {
		int neg = *p == '-';
		*imm = strtoll(p + 1, NULL, 0);
		if (neg)
			*imm = -*imm;
	}
	return p <= q ? 0 : -1;
}

/* The bytes of a PTX type: .b32 4, .v4 .u32 16 ... (0: none) */
static unsigned type_bytes(const char *op)
{
	static const struct { const char *suffix; unsigned bytes; } types[] = {
		{ ".b8", 1 }, { ".u8", 1 }, { ".s8", 1 }, { ".b16", 2 }, { ".u16", 2 }, { ".s16", 2 },
		{ ".f16", 2 }, { ".bf16", 2 }, { ".b32", 4 }, { ".u32", 4 }, { ".s32", 4 },
		{ ".f32", 4 }, { ".f16x2", 4 }, { ".b64", 8 }, { ".u64", 8 }, { ".s64", 8 },
		{ ".f64", 8 }, { ".b128", 16 },
	};
	unsigned bytes = 0, vec = 1;
	size_t i;

	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		size_t n = strlen(types[i].suffix);
		const char *at = strstr(op, types[i].suffix);
		while (at && at[n] && at[n] != '.')
			at = strstr(at + 1, types[i].suffix);
		if (at)
			bytes = types[i].bytes;
	}
	if (strstr(op, ".v2"))
		vec = 2;
	if (strstr(op, ".v4"))
		vec = 4;
	return bytes * vec;
}

/* Where operand k of the statement points: shared (an integer address) or global. */
static void operand_pointer(struct fe *fe, const CXCursor *opnd, struct ir_expr *const *val,
			    int k, long long imm, int shared, struct ptr *out)
{
	memset(out, 0, sizeof(*out));
	out->kind = OBJ_NONE;
	if (shared) {
		int obj = asm_shared_object(fe, opnd[k]);
		/* its value as the inputs were read: lowering it again
		 * would count its loads twice */
		struct ir_expr *off = val[k] ? val[k] : expr_lower(fe, opnd[k]);
		if (obj < 0) {
			out->why = "the shared address does not lead to a shared array";
			return;
		}
		out->kind = OBJ_SHARED;
		out->index = obj;
		out->offset = ir_cast(fe->A, CT_I64, off);
	} else {
		memory_pointer(fe, opnd[k], out);
		if (out->kind == OBJ_NONE)
			return;
	}
	if (imm)
		out->offset = ir_binary(fe->A, IR_ADD, CT_I64, out->offset, ir_const(fe->A, CT_I64, imm));
}

/*
 * An access whose shared address was not followed to its array is still in
 * shared memory, as its instruction says: not a global request.
 */
static void in_shared(struct ir_access *a, const struct ptr *p, int shared)
{
	if (a && shared && p->kind == OBJ_NONE)
		a->space = SPACE_SHARED;
}

/* The instruction's opcode, as PTX spells it, without its operands. */
static const char *opcode_of(struct fe *fe, const char *insn)
{
	size_t n = strcspn(insn, " \t\n");

	return arena_printf(fe->A, "%.*s", (int)n, insn);
}

static int starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/* Instructions that touch no memory warpcheck counts. */
static int no_memory(const char *op)
{
	static const char *const prefixes[] = {
		"mov", "cvt", "cvta", "add", "sub", "mul", "mad", "fma", "and", "or", "xor", "not",
		"shl", "shr", "setp", "selp", "set.", "min", "max", "abs", "neg", "bar", "barrier",
		"fence", "membar", "mma", "wgmma.fence", "wgmma.commit_group", "wgmma.wait_group",
		"cp.async.commit_group", "cp.async.wait_group", "cp.async.wait_all",
		"cp.async.bulk.commit_group", "cp.async.bulk.wait_group", "elect", "prmt", "lop3",
		"shf", "bfe", "bfi", "popc", "clz", "brev", "rcp", "sqrt", "rsqrt", "ex2", "lg2",
		"sin", "cos", "tanh", "div", "rem", "activemask", "vote", "shfl", "redux.sync",
		"griddepcontrol", "setmaxnreg", "nanosleep", "trap", "exit", "ret", "bra", "pmevent",
		"getctarank", "mapa", "isspacep", "testp", "copysign", "dp4a", "dp2a", "sad",
		"mbarrier", "prefetch", "applypriority", "discard", "createpolicy", "st.async",
		"fence.proxy", "tensormap.cp_fenceproxy", "stackrestore", "stacksave", "alloca",
	};
	size_t i;

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (starts(op, prefixes[i]))
			return 1;
	return 0;
}

static void not_modeled(struct fe *fe, CXCursor stmt, const char *op)
{
	diag_add(fe->diags, SEV_NOTE, cx_loc(fe, stmt), RULE_UNANALYZED,
		 "inline PTX '%s' is not modeled: what it reads or writes is not counted", op);
}

/* %N in s replaced by the operand's constraint-free name, for a report's text */
static const char *shown(struct fe *fe, const char *insn)
{
	size_t n = strlen(insn);

	while (n && (insn[n - 1] == ' ' || insn[n - 1] == '\t' || insn[n - 1] == '\n'))
		n--;
	return arena_printf(fe->A, "%.*s", (int)n, insn);
}

/*
 * mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 and the like: the
 * shape, and the operand type of A (the second of the four types, D A B
 * C), as work for the tensor pipe; 0 when op is not such an mma.
 */
static int lower_mma(struct fe *fe, CXCursor stmt, const char *op)
{
	static const struct { const char *name; enum mma_type type; } types[] = {
		{ "f16", MMA_F16 }, { "bf16", MMA_F16 }, { "e4m3", MMA_F16 }, { "e5m2", MMA_F16 },
		{ "tf32", MMA_TF32 }, { "s8", MMA_I8 }, { "u8", MMA_I8 }, { "s4", MMA_I8 },
		{ "u4", MMA_I8 }, { "b1", MMA_I8 }, { "f64", MMA_F64 },
		/* accumulators only (D and C), never A */
		{ "f32", MMA_F16 }, { "s32", MMA_I8 },
	};
	unsigned m = 0, n = 0, k = 0, ntypes = 0;
	enum mma_type a = MMA_F16;
	const char *p = op;

	if (!starts(op, "mma."))
		return 0;
	while ((p = strchr(p, '.')) != NULL) {
		size_t len = strcspn(++p, ".");
		size_t i;
		if (!m && sscanf(p, "m%un%uk%u", &m, &n, &k) == 3)
			continue;
		if (!m)
			continue;
		for (i = 0; i < sizeof(types) / sizeof(types[0]); i++)
			if (strlen(types[i].name) == len && !strncmp(p, types[i].name, len)) {
				if (++ntypes == 2)
					a = types[i].type;
				break;
			}
	}
	if (!m || ntypes < 2) {
		not_modeled(fe, stmt, op);
		return 1;
	}
	expr_mma(fe, stmt, a, m, n, k);
	return 1;
}

/*
 * red and atom: an atomic at the address operand, named as the CUDA atomic
 * of the same operation, for ptxas lowers them alike (kernels/
 * ptx_atomics.cu, h200-2026-12-02-ptxatom: a uniform `red.global.add.u32`
 * folded to one REDG a warp as atomicAdd is, `red.shared.add.f32` the
 * ATOMS.CAST.SPIN loop of a shared float atomicAdd, `atom.shared.add.u32`
 * one ATOMS with every lane in its bank); red's result is dropped.  0 when
 * op is neither.
 */
static int lower_atomic(struct fe *fe, CXCursor stmt, const CXCursor *opnd,
			struct ir_expr *const *val, int nopnd, const char *op, const char *ops,
			const char *insn)
{
	static const struct { const char *op, *name; } ops_named[] = {
		{ ".add", "atomicAdd" }, { ".min", "atomicMin" }, { ".max", "atomicMax" },
		{ ".inc", "atomicInc" }, { ".dec", "atomicDec" }, { ".and", "atomicAnd" },
		{ ".or", "atomicOr" }, { ".xor", "atomicXor" }, { ".exch", "atomicExch" },
		{ ".cas", "atomicCAS" },
	};
	struct ir_atomic form;
	struct ir_access *a;
	struct ptr p;
	long long imm;
	unsigned bytes;
	size_t i;
	int k, shared = strstr(op, ".shared") != NULL;

	if (!starts(op, "red.") && !starts(op, "atom."))
		return 0;
	bytes = type_bytes(op);
	memset(&form, 0, sizeof(form));
	for (i = 0; i < sizeof(ops_named) / sizeof(ops_named[0]) && !form.name; i++) {
		const char *at = strstr(op, ops_named[i].op);
		size_t n = strlen(ops_named[i].op);
		if (at && (!at[n] || at[n] == '.'))
			form.name = ops_named[i].name;
	}
	/* a vector form (.v2 and .v4 of 32-bit types, sm_90) is one
	 * instruction of the whole vector a lane (REDG.E.ADD.F32x2, F32x4:
	 * measured, kernels/ptx_vector_red.cu) */
	if (!form.name || !bytes || bytes > (strstr(op, ".v4") ? 16u : 8u) ||
	    address_operand(ops, &k, &imm) < 0 || k >= nopnd) {
		not_modeled(fe, stmt, op);
		return 1;
	}
	form.result_unused = op[0] == 'r';
	form.floating = strstr(op, ".f16") || strstr(op, ".bf16") || strstr(op, ".f32") ||
			strstr(op, ".f64");
	operand_pointer(fe, opnd, val, k, imm, shared, &p);
	a = memory_access_bytes(fe, stmt, &p, OP_ATOMIC, bytes);
	if (a) {
		a->atomic = form;
		a->text = shown(fe, insn);
	}
	return 1;
}

/*
 * cp.async.bulk.tensor.Nd between global and shared memory: a box of the
 * tensor a map describes, at the lane's coordinates,
 *
 *   cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
 *       [dst], [map, {x, y}], [mbar]     global to shared
 *   cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
 *       [map, {x, y}], [src]             shared to global
 *
 * counted by bulk.c from the box of the map's cuTensorMapEncodeTiled.
 */
static int lower_tensor_copy(struct fe *fe, CXCursor stmt, const CXCursor *opnd,
			     struct ir_expr *const *val, int nopnd, const char *op,
			     const char *ops, const char *insn)
{
	const char *brace = strchr(ops, '{'), *p;
	const char *why;
	struct ir_expr *coords[TMAP_MAX_RANK];
	int k, dim = 0, store = !strstr(op, ".shared::cluster.global") &&
				 !strstr(op, ".shared::cta.global");

	if (strstr(op, "prefetch") || !brace) {
		not_modeled(fe, stmt, op);
		return 1;
	}
	/* the map: the operand the brace's bracket opens with */
	for (p = brace; p > ops && *p != '['; p--)
		;
	if (address_operand(p, &k, &(long long){ 0 }) < 0 || k >= nopnd) {
		not_modeled(fe, stmt, op);
		return 1;
	}
	/* the coordinates: the operands the braces list */
	for (p = brace + 1; *p && *p != '}'; p++) {
		long n;
		if (*p != '%' || !isdigit((unsigned char)p[1]))
			continue;
		n = strtol(p + 1, (char **)&p, 10);
		p--;
		if (n >= nopnd || !val[n] || dim >= TMAP_MAX_RANK) {
			not_modeled(fe, stmt, op);
			return 1;
		}
		coords[dim++] = val[n];
	}
	why = bulk_tensor_copy(fe, stmt, opnd[k], coords, dim, store, shown(fe, insn));
	if (why)
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, stmt), RULE_UNANALYZED,
			 "inline PTX '%s' is not modeled: %s; what it reads or writes is not counted",
			 op, why);
	return 1;
}

/*
 * cp.async.bulk between global and shared memory, one byte range a lane
 * handed to the copy engine (UBLKCP), 0 when op is not one:
 *
 *   cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
 *       [dst], [src], size, [mbar]      global to shared
 *   cp.async.bulk.global.shared::cta.bulk_group [dst], [src], size
 *                                       shared to global
 *
 * Its global side is counted apart from the LSU's requests: the engine's
 * sectors (kernels/tma_bulk.cu, h200-2026-12-02-tma), simulator/gmem.c.
 * The tensor form (.tensor) takes its box from a tensor map built in host
 * code, which is not read: named in a note.
 */
static int lower_bulk(struct fe *fe, CXCursor stmt, const CXCursor *opnd,
		      struct ir_expr *const *val, int nopnd, const char *op, const char *ops,
		      const char *insn)
{
	const char *second, *after;
	int to_shared, k, ks;
	long long imm, simm;
	int64_t size;
	struct ptr p;

	if (starts(op, "cp.async.bulk.tensor"))
		return lower_tensor_copy(fe, stmt, opnd, val, nopnd, op, ops, insn);
	if (!starts(op, "cp.async.bulk.") || starts(op, "cp.async.bulk.prefetch"))
		return 0;
	to_shared = starts(op, "cp.async.bulk.shared");
	if (!to_shared && !starts(op, "cp.async.bulk.global.shared"))
		return 0;
	second = strchr(ops, ']');
	if (address_operand(ops, &k, &imm) < 0 || !second ||
	    address_operand(second + 1, &ks, &simm) < 0 || k >= nopnd || ks >= nopnd ||
	    !(after = strchr(second + 1, ']'))) {
		not_modeled(fe, stmt, op);
		return 1;
	}
	/* the size: an immediate, or an operand that folds */
	after += 1 + strspn(after + 1, " ,\t");
	if (after[0] == '%' && isdigit((unsigned char)after[1])) {
		long n = strtol(after + 1, NULL, 10);
		int64_t v;
		size = n < nopnd && cx_fold(opnd[n], &v) == 0 ? v : -1;
	} else {
		size = strtoll(after, NULL, 0);
	}
	if (size <= 0 || size > (1 << 20)) {
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, stmt), RULE_UNANALYZED,
			 "inline PTX '%s' is not modeled: its size is not a constant", op);
		return 1;
	}
	/* the global side: the source of a load, the destination of a store */
	operand_pointer(fe, opnd, NULL, to_shared ? ks : k, to_shared ? simm : imm, 0, &p);
	bulk_copy(fe, stmt, &p, (unsigned)size, !to_shared, shown(fe, insn));
	return 1;
}

/*
 * wgmma.mma_async.sync.aligned.m64nNk16.f32.f16.f16 {d...}, a, b-desc, ...:
 * work for the tensor pipe, and its operands' reads of shared memory (A
 * through a descriptor, or from registers as `{a0, a1, a2, a3}`; B always
 * through one), as expr_wgmma counts them; 0 when op is not a wgmma.  f16
 * and bf16 are measured; the other types (tf32, fp8, s8) and the sparse
 * form are named in a note.
 */
static int lower_wgmma(struct fe *fe, CXCursor stmt, const char *op, const char *ops)
{
	unsigned m = 0, n = 0, k = 0, a_bytes;
	const char *p = op, *close;

	if (!starts(op, "wgmma.mma_async"))
		return 0;
	while ((p = strchr(p, '.')) != NULL && !m)
		if (sscanf(++p, "m%un%uk%u", &m, &n, &k) != 3)
			m = 0;
	if (m != 64 || !n || !k || strstr(op, ".sp.") ||
	    (!strstr(op, ".f16.f16") && !strstr(op, ".bf16.bf16"))) {
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, stmt), RULE_UNANALYZED,
			 "inline PTX '%s' is not modeled: wgmma is measured for f16 and bf16 (m64nNk16) only; its work and its reads of shared memory are not counted",
			 op);
		return 1;
	}
	/* A in registers when the operand after D's list is a list too */
	close = strchr(ops, '}');
	a_bytes = 64 * k * 2;
	if (close && *(close + 1 + strspn(close + 1, " ,\t")) == '{')
		a_bytes = 0;
	expr_wgmma(fe, stmt, n, k, a_bytes + n * k * 2);
	return 1;
}

static void lower_insn(struct fe *fe, CXCursor stmt, const CXCursor *opnd,
		       struct ir_expr *const *val, int nopnd, const char *insn)
{
	const char *op = opcode_of(fe, insn), *ops = insn + strlen(op);
	struct ir_access *a;
	struct ptr p;
	long long imm;
	int k;

	if (starts(op, "cp.async.wait_group") || starts(op, "cp.async.wait_all")) {
		long long pending = 0;
		if (starts(op, "cp.async.wait_group"))
			pending = strtoll(ops + strspn(ops, " \t"), NULL, 0);
		expr_async_wait(fe, stmt, pending > 0 && pending < 64 ? (unsigned)pending : 0);
		return;
	}
	if (!*op || op[0] == '.' || lower_mma(fe, stmt, op) || lower_wgmma(fe, stmt, op, ops) ||
	    no_memory(op) ||
	    lower_atomic(fe, stmt, opnd, val, nopnd, op, ops, insn))
		return;
	if (starts(op, "ldmatrix") || starts(op, "stmatrix")) {
		unsigned matrices = strstr(op, ".x4") ? 4 : strstr(op, ".x2") ? 2 : 1;
		int store = starts(op, "stmatrix");
		if (address_operand(ops, &k, &imm) < 0 || k >= nopnd) {
			not_modeled(fe, stmt, op);
			return;
		}
		operand_pointer(fe, opnd, val, k, imm, 1, &p);
		a = memory_access_bytes(fe, stmt, &p, store ? OP_STORE : OP_LOAD, 16);
		in_shared(a, &p, 1);
		if (a) {
			a->matrices = matrices;
			a->text = shown(fe, insn);
			a->text_begin = a->text_end = 0;
			a->text_file = NULL;
			subscript_text(fe, opnd[k], a);
		}
		return;
	}
	if (starts(op, "cp.async.ca.shared") || starts(op, "cp.async.cg.shared")) {
		/* cp.async.cg.shared.global [dst], [src], 16{, src_size} */
		const char *second = strchr(ops, ']');
		struct ptr dst, src;
		long long dimm, simm, size;
		int kd, ks;
		if (address_operand(ops, &kd, &dimm) < 0 || !second ||
		    address_operand(second + 1, &ks, &simm) < 0 || kd >= nopnd || ks >= nopnd) {
			not_modeled(fe, stmt, op);
			return;
		}
		second = strchr(second + 1, ']');
		size = second ? strtoll(second + 1 + strspn(second + 1, " ,\t"), NULL, 0) : 0;
		operand_pointer(fe, opnd, val, kd, dimm, 1, &dst);
		operand_pointer(fe, opnd, val, ks, simm, 0, &src);
		a = copies_ldgsts(fe, stmt, &dst, &src, size);
		if (a)
			a->text = shown(fe, insn);
		return;
	}
	if (lower_bulk(fe, stmt, opnd, val, nopnd, op, ops, insn))
		return;
	if ((starts(op, "ld.") || starts(op, "st.")) && !strstr(op, ".param") &&
	    !strstr(op, ".local") && !strstr(op, ".const") && !strstr(op, ".async") &&
	    !strstr(op, ".bulk")) {
		unsigned bytes = type_bytes(op);
		int shared = strstr(op, ".shared") != NULL;
		if (!bytes || bytes > 16 || address_operand(ops, &k, &imm) < 0 || k >= nopnd) {
			not_modeled(fe, stmt, op);
			return;
		}
		operand_pointer(fe, opnd, val, k, imm, shared, &p);
		a = memory_access_bytes(fe, stmt, &p, op[0] == 'l' ? OP_LOAD : OP_STORE, bytes);
		in_shared(a, &p, shared);
		if (a)
			a->text = shown(fe, insn);
		return;
	}
	not_modeled(fe, stmt, op);
}

/*
 * The template with each immediate operand ("n", "i": a copy's size, a
 * group count) written as its value, as the assembler sees it:
 * `cp.async.cg.shared.global [%0], [%1], %2` with "n"(16) is
 * `... [%0], [%1], 16`.
 */
static void immediates(struct asm_text *t, const CXCursor *opnd, int n)
{
	char out[MAX_TEMPLATE];
	const char *p = t->tmpl;
	size_t len = 0;

	while (*p && len + 24 < sizeof(out)) {
		int64_t v;
		char *end;
		long k;
		if (p[0] == '%' && isdigit((unsigned char)p[1])) {
			k = strtol(p + 1, &end, 10);
			if (k < n && (strchr(t->constraint[k], 'n') || strchr(t->constraint[k], 'i')) &&
			    cx_fold(opnd[k], &v) == 0) {
				len += (size_t)snprintf(out + len, sizeof(out) - len, "%lld", (long long)v);
				p = end;
				continue;
			}
		}
		out[len++] = *p++;
	}
	out[len] = 0;
	memcpy(t->tmpl, out, len + 1);
}

/* The operand number of `%N` at p, or -1. */
static int operand_at(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	if (p[0] != '%' || !isdigit((unsigned char)p[1]))
		return -1;
	return atoi(p + 1);
}

/* A predicate or register name at p, `%px` or `P`, copied to out. */
static void name_at(const char *p, char *out, size_t size)
{
	size_t n = 0;

	while (*p == ' ' || *p == '\t' || *p == '%')
		p++;
	while (n + 1 < size && (isalnum((unsigned char)*p) || *p == '_'))
		out[n++] = *p++;
	out[n] = 0;
}

/*
 * A cluster's special registers (sm_90), where the kernel's
 * __cluster_dims__ fixes the clusters' shape C: %cluster_ctaid.d is
 * %ctaid.d % C.d, %clusterid.d is %ctaid.d / C.d, %cluster_ctarank the
 * block's rank in its cluster, x first, and the counts likewise.  With
 * no __cluster_dims__ the shape is a launch attribute: unknown, said so.
 */
static struct ir_expr *cluster_register(struct fe *fe, const char *name)
{
	static const char *const dims[] = { ".x", ".y", ".z" };
	struct arena *A = fe->A;
	const int *c = fe->kn->k->cluster;
	struct ir_expr *v = NULL;
	const char *d;
	int k = -1, i;

	if (!c[0])
		return ir_unknown(A, CT_I64, "a cluster register, where no __cluster_dims__ fixes the clusters' shape");
	d = strchr(name, '.');
	for (i = 0; d && i < 3; i++)
		if (!strcmp(d, dims[i]))
			k = i;
	if (d && k < 0)
		return NULL;
#define CTAID(j) ir_cast(A, CT_I64, ir_special(A, (enum ir_special)(SP_CTAID_X + (j))))
#define NCTAID(j) ir_cast(A, CT_I64, ir_special(A, (enum ir_special)(SP_NCTAID_X + (j))))
#define CONST(x) ir_const(A, CT_I64, (x))
	if (!strcmp(name, "is_explicit_cluster"))
		return CONST(1);
	if (!strncmp(name, "cluster_ctaid.", 14))
		return ir_binary(A, IR_REM, CT_I64, CTAID(k), CONST(c[k]));
	if (!strncmp(name, "cluster_nctaid.", 15))
		return CONST(c[k]);
	if (!strncmp(name, "clusterid.", 10))
		return ir_binary(A, IR_DIV, CT_I64, CTAID(k), CONST(c[k]));
	if (!strncmp(name, "nclusterid.", 11))
		return ir_binary(A, IR_DIV, CT_I64, NCTAID(k), CONST(c[k]));
	if (!strcmp(name, "cluster_nctarank"))
		return CONST((int64_t)c[0] * c[1] * c[2]);
	if (!strcmp(name, "cluster_ctarank")) {
		for (i = 2; i >= 0; i--) {
			struct ir_expr *r = ir_binary(A, IR_REM, CT_I64, CTAID(i), CONST(c[i]));
			v = v ? ir_binary(A, IR_ADD, CT_I64, ir_binary(A, IR_MUL, CT_I64, v, CONST(c[i])), r)
			      : r;
		}
		return v;
	}
#undef CTAID
#undef NCTAID
#undef CONST
	return NULL;
}

/*
 * A special register read as a source (`mov.u32 %0, %%laneid;`, faiss's
 * and CUTLASS's lane id): its value, or NULL (%smid, %warpid, %clock:
 * where the warp runs, not who it is).
 */
static struct ir_expr *special_register(struct fe *fe, const char *p)
{
	static const struct { const char *name; enum ir_special sp; } regs[] = {
		{ "laneid", SP_LANEID },
		{ "tid.x", SP_TID_X }, { "tid.y", SP_TID_Y }, { "tid.z", SP_TID_Z },
		{ "ntid.x", SP_NTID_X }, { "ntid.y", SP_NTID_Y }, { "ntid.z", SP_NTID_Z },
		{ "ctaid.x", SP_CTAID_X }, { "ctaid.y", SP_CTAID_Y }, { "ctaid.z", SP_CTAID_Z },
		{ "nctaid.x", SP_NCTAID_X }, { "nctaid.y", SP_NCTAID_Y }, { "nctaid.z", SP_NCTAID_Z },
	};
	/* %lanemask_*: bits of the lanes below, at or above this one */
	static const struct { const char *name; int from, below; } masks[] = {
		{ "lanemask_lt", 0, 1 }, { "lanemask_le", 1, 1 }, { "lanemask_eq", 0, 0 },
		{ "lanemask_ge", 0, 2 }, { "lanemask_gt", 1, 2 },
	};
	struct arena *A = fe->A;
	char name[32];
	size_t i, len = 0;

	while (*p == '%')
		p++;
	while (len + 1 < sizeof(name) && (isalnum((unsigned char)*p) || *p == '_' || *p == '.'))
		name[len++] = *p++;
	name[len] = 0;
	for (i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		if (!strcmp(name, regs[i].name))
			return ir_cast(A, CT_I64, ir_special(A, regs[i].sp));
	if (!strncmp(name, "cluster", 7) || !strncmp(name, "ncluster", 8) ||
	    !strcmp(name, "is_explicit_cluster"))
		return cluster_register(fe, name);
	for (i = 0; i < sizeof(masks) / sizeof(masks[0]); i++)
		if (!strcmp(name, masks[i].name)) {
			/* 1 << (lane + from), in 64 bits: lane 31's 1 << 32 fits */
			struct ir_expr *bit = ir_binary(A, IR_SHL, CT_I64, ir_const(A, CT_I64, 1),
				ir_binary(A, IR_ADD, CT_I64, ir_cast(A, CT_I64, ir_special(A, SP_LANEID)),
					  ir_const(A, CT_I64, masks[i].from)));
			struct ir_expr *v = masks[i].below == 0 ? bit
				: ir_binary(A, IR_SUB, CT_I64, bit, ir_const(A, CT_I64, 1));
			if (masks[i].below == 2)   /* the lanes at or above: the rest */
				v = ir_binary(A, IR_XOR, CT_I64, v, ir_const(A, CT_I64, 0xffffffffLL));
			return ir_binary(A, IR_AND, CT_I64, v, ir_const(A, CT_I64, 0xffffffffLL));
		}
	return NULL;
}

/*
 * elect.sync: one lane of the warp's active lanes in its member mask is
 * elected, the lowest (kernels/elect_sync.cu, measured on the H200).  The
 * idioms that hand the election to C++: `elect.sync _|P, mask` with
 * `@P mov.b32 %k, 1` (CUTLASS's, over a "+r" operand) or
 * `selp.b32 %k, 1, 0, P`; and `elect.sync %k|P, mask`, the leader's lane
 * in %k.  Sets those outputs, marked in done[].
 */
/*
 * The value of a source operand at p: an immediate, or an input operand
 * %N whose value is known; NULL for anything else (a register).
 */
static struct ir_expr *source_at(struct fe *fe, const char *p, const struct asm_text *t,
				 struct ir_expr *const *val, int n)
{
	int k = operand_at(p);
	long long v;
	char *end;

	if (k >= 0)
		return k >= t->nout && k < n && val[k] ? val[k] : NULL;
	p += strspn(p, " \t");
	if (*p == '%')
		return special_register(fe, p);
	v = strtoll(p, &end, 0);
	if (end == p || (*end && !strchr(" \t,;\n}", *end)))
		return NULL;
	return ir_const(fe->A, CT_I64, v);
}

static void lower_elect(struct fe *fe, const struct asm_text *t, const CXCursor *opnd,
			struct ir_expr *const *val, int n, char *done)
{
	const char *e = strstr(t->tmpl, "elect.sync"), *bar, *comma, *q, *stop;
	char pred[32], name[32];
	struct ir_expr *mask, *leader, *elected, *v, *other;
	int k;

	if (!e)
		return;
	e += strlen("elect.sync");
	stop = e + strcspn(e, ";\n");
	bar = strchr(e, '|');
	comma = bar ? strchr(bar, ',') : NULL;
	if (!bar || !comma || comma > stop)
		return;
	name_at(bar + 1, pred, sizeof(pred));
	if (!(mask = source_at(fe, comma + 1, t, val, n)))
		return;
	leader = ir_binary(fe->A, IR_SUB, CT_I32,
			   ir_unary(fe->A, IR_FFS, CT_I32,
				    ir_cast(fe->A, CT_I32,
					    ir_binary(fe->A, IR_AND, CT_U32, ir_cast(fe->A, CT_U32, mask),
						      ir_special(fe->A, SP_ACTIVEMASK)))),
			   ir_const(fe->A, CT_I32, 1));
	elected = ir_binary(fe->A, IR_EQ, CT_I32,
			    ir_cast(fe->A, CT_I32, ir_special(fe->A, SP_LANEID)), leader);
	/* the leader's lane in the destination */
	k = operand_at(e);
	if (k >= 0 && k < t->nout) {
		expr_assign_value(fe, opnd[k], leader, NULL);
		done[k] = 1;
	}
	/* the outputs the predicate sets: in the lanes not elected, a "+r"
	 * operand keeps its value and an "=r" one is left unset */
	for (q = strchr(e, '@'); q; q = strchr(q + 1, '@')) {
		const char *op = q + 1 + strcspn(q + 1, " \t");
		name_at(q + 1, name, sizeof(name));
		op += strspn(op, " \t");
		if (strcmp(name, pred) || !starts(op, "mov."))
			continue;
		op += strcspn(op, " \t");
		k = operand_at(op);
		comma = strchr(op, ',');
		if (k < 0 || k >= t->nout || !comma || comma > op + strcspn(op, ";\n") ||
		    !(v = source_at(fe, comma + 1, t, val, n)))
			continue;
		other = strchr(t->constraint[k], '+')
			? expr_lower(fe, opnd[k])
			: ir_unknown(fe->A, CT_I64, "a value inline assembly leaves unset in lanes not elected");
		expr_assign_value(fe, opnd[k], ir_cond(fe->A, CT_I64, elected, v, other), NULL);
		done[k] = 1;
	}
	for (q = strstr(e, "selp."); q; q = strstr(q + 1, "selp.")) {
		struct ir_expr *a, *b;
		const char *c1, *c2, *c3, *end;
		q += strcspn(q, " \t");
		if (!*q)
			break;
		end = q + strcspn(q, ";\n");
		k = operand_at(q);
		c1 = strchr(q, ',');
		c2 = c1 ? strchr(c1 + 1, ',') : NULL;
		c3 = c2 ? strchr(c2 + 1, ',') : NULL;
		if (k < 0 || k >= t->nout || !c3 || c3 > end)
			continue;
		name_at(c3 + 1, name, sizeof(name));
		if (strcmp(name, pred) || !(a = source_at(fe, c1 + 1, t, val, n)) ||
		    !(b = source_at(fe, c2 + 1, t, val, n)))
			continue;
		expr_assign_value(fe, opnd[k], ir_cond(fe->A, CT_I64, elected, a, b), NULL);
		done[k] = 1;
	}
}

/*
 * Address conversions written in PTX, as a helper returns them:
 * `cvta.to.shared.u64 r, %1; cvt.u32.u64 %0, r;` (or `cvta.to.shared.u32
 * %0, %1`) makes %0 the shared address of the pointer %1, what
 * __cvta_generic_to_shared gives; `mov` and `cvt` between integer
 * registers carry a value on.  The registers are followed by name, in
 * order, through the template; an output so set is marked in done[].
 */
#define MAX_MOVES 16

/* a register of the assembly: its value (NULL: not known) and the
 * shared array it is an address in (-1: none) */
struct asm_reg {
	char name[32];
	struct ir_expr *v;
	int obj;
};

/* The last register of reg[0..nreg) named name, or NULL. */
static const struct asm_reg *reg_find(const struct asm_reg *reg, int nreg, const char *name)
{
	int i;

	for (i = nreg - 1; i >= 0 && *name; i--)
		if (!strcmp(reg[i].name, name))
			return &reg[i];
	return NULL;
}

/* A source at p: an immediate, a known input, a special register, or a
 * register an earlier instruction set; NULL if not known. */
static struct ir_expr *operand_value(struct fe *fe, const char *p, const struct asm_text *t,
				     struct ir_expr *const *val, int n,
				     const struct asm_reg *reg, int nreg)
{
	struct ir_expr *v = source_at(fe, p, t, val, n);
	const struct asm_reg *r;
	char name[32];

	if (v || operand_at(p) >= 0)
		return v;
	name_at(p, name, sizeof(name));
	r = reg_find(reg, nreg, name);
	return r ? r->v : NULL;
}

/*
 * `shfl.sync.{idx,up,down,bfly}.b32 d, a, b, c, mask;` (a warp-uniform
 * value as `shfl.sync.idx.b32 %0, %1, 0, 0x1f, -1`): lane i gets a from
 * lane j, the PTX ISA's rule with c's clamp (bits 0-4) and segment mask
 * (bits 8-12), c a constant; j = i where j falls outside (IR_SHFL, as
 * __shfl_sync).  NULL where an operand is not known.
 */
static struct ir_expr *shfl_value(struct fe *fe, const char *q, const struct asm_text *t,
				  struct ir_expr *const *val, int n, const struct asm_reg *reg,
				  int nreg)
{
	struct arena *A = fe->A;
	const char *p = q + strcspn(q, " \t"), *stop = q + strcspn(q, ";\n"), *mode = q + 10;
	struct ir_expr *x[3], *lane, *lo, *hi, *j, *ok;
	int64_t c, seg, clamp;
	int k;

	p = strchr(p, ',');   /* past the destination (and its predicate) */
	for (k = 0; k < 3; k++) {
		if (!p || p > stop || !(x[k] = operand_value(fe, p + 1, t, val, n, reg, nreg)))
			return NULL;
		p = strchr(p + 1, ',');
	}
	if (x[2]->op != IR_CONST)
		return NULL;
	c = x[2]->value;
	seg = c >> 8 & 31;
	clamp = c & 31;
	lane = ir_cast(A, CT_I32, ir_special(A, SP_LANEID));
	x[1] = ir_binary(A, IR_AND, CT_I32, ir_cast(A, CT_I32, x[1]), ir_const(A, CT_I32, 31));
	lo = ir_binary(A, IR_AND, CT_I32, lane, ir_const(A, CT_I32, seg));
	hi = ir_binary(A, IR_OR, CT_I32, lo, ir_const(A, CT_I32, clamp & ~seg));
	if (starts(mode, "idx.")) {
		j = ir_binary(A, IR_OR, CT_I32, lo,
			      ir_binary(A, IR_AND, CT_I32, x[1], ir_const(A, CT_I32, ~seg & 31)));
		ok = ir_binary(A, IR_LE, CT_I32, j, hi);
	} else if (starts(mode, "up.")) {
		j = ir_binary(A, IR_SUB, CT_I32, lane, x[1]);
		ok = ir_binary(A, IR_GE, CT_I32, j, hi);
	} else if (starts(mode, "down.")) {
		j = ir_binary(A, IR_ADD, CT_I32, lane, x[1]);
		ok = ir_binary(A, IR_LE, CT_I32, j, hi);
	} else if (starts(mode, "bfly.")) {
		j = ir_binary(A, IR_XOR, CT_I32, lane, x[1]);
		ok = ir_binary(A, IR_LE, CT_I32, j, hi);
	} else {
		return NULL;
	}
	return ir_binary(A, IR_SHFL, CT_U32, ir_cast(A, CT_U32, x[0]),
			 ir_cond(A, CT_I32, ok, j, lane));
}

/*
 * Integer arithmetic of the assembly (`bfe.u32 %0, %1, 8, 4;`, `shl.b32`,
 * `mad.lo.u32`, `bfi.b32`): the value it gives its destination, or NULL
 * where an operand is not known or q is no such instruction.
 */
static struct ir_expr *alu_value(struct fe *fe, const char *q, const struct asm_text *t,
				 struct ir_expr *const *val, int n, const struct asm_reg *reg,
				 int nreg)
{
	static const struct { const char *name; enum ir_op op; int srcs; } ops[] = {
		{ "add.", IR_ADD, 2 }, { "sub.", IR_SUB, 2 }, { "mul.lo.", IR_MUL, 2 },
		{ "and.", IR_AND, 2 }, { "or.", IR_OR, 2 }, { "xor.", IR_XOR, 2 },
		{ "shl.", IR_SHL, 2 }, { "shr.u", IR_SHR, 2 }, { "shr.b", IR_SHR, 2 },
		{ "mad.lo.", IR_ADD, 3 }, { "bfe.u", IR_AND, 3 }, { "bfi.b", IR_OR, 4 },
	};
	struct arena *A = fe->A;
	struct ir_expr *x[4], *v, *mask;
	const char *p = q + strcspn(q, " \t"), *stop = q + strcspn(q, ";\n");
	enum ctype ct;
	size_t i;
	int k;

	if (starts(q, "shfl.sync."))
		return shfl_value(fe, q, t, val, n, reg, nreg);
	for (i = 0; i < sizeof(ops) / sizeof(ops[0]) && !starts(q, ops[i].name); i++)
		;
	if (i == sizeof(ops) / sizeof(ops[0]))
		return NULL;
	/* the width: .u64, .s64, .b64 in 64 bits, the rest in 32 (unsigned) */
	ct = CT_U32;
	for (k = 0; q + k + 1 < p; k++)
		if (q[k] == '6' && q[k + 1] == '4')
			ct = CT_U64;
	p = strchr(p, ',');   /* past the destination */
	for (k = 0; k < ops[i].srcs; k++) {
		if (!p || p > stop || !(x[k] = operand_value(fe, p + 1, t, val, n, reg, nreg)))
			return NULL;
		x[k] = ir_cast(A, ct, x[k]);
		p = strchr(p + 1, ',');
	}
	if (!strncmp(ops[i].name, "mad", 3))
		return ir_binary(A, IR_ADD, ct, ir_binary(A, IR_MUL, ct, x[0], x[1]), x[2]);
	if (!strncmp(ops[i].name, "bf", 2)) {
		/* a field of len bits at pos: (1 << len) - 1, moved to pos */
		int f = ops[i].srcs - 2;
		mask = ir_binary(A, IR_SUB, ct, ir_binary(A, IR_SHL, ct, ir_const(A, ct, 1), x[f + 1]),
				 ir_const(A, ct, 1));
		if (ops[i].srcs == 3)   /* bfe: (a >> pos) & mask */
			return ir_binary(A, IR_AND, ct, ir_binary(A, IR_SHR, ct, x[0], x[1]), mask);
		/* bfi d, f, b, pos, len: b with f's low bits put in at pos */
		mask = ir_binary(A, IR_SHL, ct, mask, x[2]);
		v = ir_binary(A, IR_AND, ct, x[1], ir_unary(A, IR_NOT, ct, mask));
		return ir_binary(A, IR_OR, ct, v,
				 ir_binary(A, IR_AND, ct, ir_binary(A, IR_SHL, ct, x[0], x[2]), mask));
	}
	return ir_binary(A, ops[i].op, ct, x[0], x[1]);
}

/*
 * An instruction not computed here (q, guard and all) that writes a
 * register an earlier one set: from here on that register's value is
 * not known.  A store's first operand is an address, [..], no register.
 */
static void forget_destination(const char *q, struct asm_reg *reg, int *nreg)
{
	const char *ops;
	char dst[32];

	if (*q == '@')
		q += strcspn(q, " \t"), q += strspn(q, " \t");
	ops = q + strcspn(q, " \t;\n");
	ops += strspn(ops, " \t");
	if (*ops == '[' || *ops == '{' || !*ops || operand_at(ops) >= 0)
		return;
	name_at(ops, dst, sizeof(dst));
	if (!*dst || !reg_find(reg, *nreg, dst) || *nreg >= MAX_MOVES)
		return;
	snprintf(reg[*nreg].name, sizeof(reg[*nreg].name), "%s", dst);
	reg[*nreg].v = NULL;
	reg[(*nreg)++].obj = -1;
}

static void lower_moves(struct fe *fe, const struct asm_text *t, const CXCursor *opnd,
			struct ir_expr *const *val, int n, char *done)
{
	struct asm_reg reg[MAX_MOVES];
	int nreg = 0, k;
	const char *q;

	for (q = t->tmpl; *q; q += strcspn(q, ";\n"), q += *q ? 1 : 0) {
		char dst[32], src[32];
		const char *ops, *comma;
		struct ir_expr *v = NULL;
		int cvta, obj = -1, alu;

		q += strspn(q, " \t{}");
		cvta = starts(q, "cvta.to.shared.");
		alu = !cvta && (v = alu_value(fe, q, t, val, n, reg, nreg)) != NULL;
		if (!cvta && !alu && !starts(q, "cvt.u32.u64") && !starts(q, "cvt.u64.u32") &&
		    !starts(q, "mov.b32") && !starts(q, "mov.u32") && !starts(q, "mov.s32") &&
		    !starts(q, "mov.b64") && !starts(q, "mov.u64") && !starts(q, "mov.s64")) {
			forget_destination(q, reg, &nreg);
			continue;
		}
		ops = q + strcspn(q, " \t");
		ops += strspn(ops, " \t");
		comma = strchr(ops, ',');
		if (!comma || comma > q + strcspn(q, ";\n"))
			continue;
		name_at(ops, dst, sizeof(dst));
		name_at(comma + 1, src, sizeof(src));
		k = operand_at(comma + 1);
		/* an arithmetic instruction's value is v already */
		if (cvta && k >= t->nout && k < n) {
			struct ptr p;
			memory_pointer(fe, opnd[k], &p);
			if (p.kind == OBJ_SHARED) {
				v = p.offset;
				obj = p.index;
			}
		} else if (!cvta && !alu) {
			const struct asm_reg *r;
			v = source_at(fe, comma + 1, t, val, n);
			if (v && k >= t->nout && k < n)
				obj = asm_shared_object(fe, opnd[k]);
			if (!v && (r = reg_find(reg, nreg, src))) {
				v = r->v;
				obj = r->obj;
			}
		}
		k = operand_at(ops);
		if (v && k >= 0 && k < t->nout) {
			struct local l;
			int li;
			expr_assign_value(fe, opnd[k], ir_cast(fe->A, CT_I64, v), NULL);
			/* an address in a shared array, for the instructions that use it */
			if (obj >= 0 && (li = expr_local_of(fe, opnd[k], &l)) >= 0)
				fe->kn->locals[li].shared_of = obj + 1;
			done[k] = 1;
		} else if (k < 0 && *dst && nreg < MAX_MOVES) {
			snprintf(reg[nreg].name, sizeof(reg[nreg].name), "%s", dst);
			reg[nreg].v = v;   /* NULL: a value not known, by that name */
			reg[nreg++].obj = obj;
		}
	}
}

/*
 * Predicates: `setp.ne.b32 p, %0, 0;` of values known here sets p to
 * that comparison, and `@p` / `@!p` guard an instruction by it
 * (a predicated cp.async that copies only where a row exists).
 */
#define MAX_PREDICATES 8

struct predicate {
	char name[32];
	struct ir_expr *cond;   /* NULL: not known */
};

static void predicate_set(struct fe *fe, const struct asm_text *t, struct ir_expr *const *val,
			  int n, const char *insn, struct predicate *preds, int *npreds)
{
	static const struct { const char *cmp; enum ir_op op; } cmps[] = {
		{ "eq", IR_EQ }, { "ne", IR_NE }, { "lt", IR_LT }, { "le", IR_LE },
		{ "gt", IR_GT }, { "ge", IR_GE }, { "lo", IR_LT }, { "ls", IR_LE },
		{ "hi", IR_GT }, { "hs", IR_GE },
	};
	const char *cmp = insn + strlen("setp."), *ops = insn + strcspn(insn, " \t"), *c1, *c2;
	struct ir_expr *a, *b, *cond = NULL;
	char name[32];
	size_t i;

	ops += strspn(ops, " \t");
	name_at(ops, name, sizeof(name));
	c1 = strchr(ops, ',');
	c2 = c1 ? strchr(c1 + 1, ',') : NULL;
	if (!*name || strchr(name, '|') || *npreds >= MAX_PREDICATES)
		return;
	for (i = 0; i < sizeof(cmps) / sizeof(cmps[0]); i++)
		if (starts(cmp, cmps[i].cmp) && cmp[strlen(cmps[i].cmp)] == '.' && c2 &&
		    (a = source_at(fe, c1 + 1, t, val, n)) && (b = source_at(fe, c2 + 1, t, val, n))) {
			/* unsigned comparisons (lo, ls, hi, hs, .u32) of values that
			 * fit: as signed ones of the same values */
			cond = ir_binary(fe->A, cmps[i].op, CT_I32, ir_cast(fe->A, CT_I64, a),
					 ir_cast(fe->A, CT_I64, b));
			break;
		}
	snprintf(preds[*npreds].name, sizeof(preds[0].name), "%s", name);
	preds[(*npreds)++].cond = cond;
}

/* The condition of `@p insn` or `@!p insn`, where p was set from known values. */
static struct ir_expr *predicate_of(const char *insn, const struct predicate *preds, int npreds)
{
	char name[32];
	int i;

	name_at(insn + 1 + (insn[1] == '!'), name, sizeof(name));
	for (i = npreds - 1; i >= 0; i--)
		if (!strcmp(preds[i].name, name))
			return preds[i].cond;
	return NULL;
}

void asm_lower(struct fe *fe, CXCursor stmt)
{
	struct asm_text *t = xcalloc(1, sizeof(*t));
	CXCursor opnd[MAX_OPERANDS];
	struct ir_expr *val[MAX_OPERANDS] = { NULL };
	char done[MAX_OPERANDS];
	char *insn, *save = NULL;
	int n = cx_children(stmt, opnd, MAX_OPERANDS), i, npreds = 0;
	struct predicate preds[MAX_PREDICATES];

	if (asm_read(fe, stmt, t) < 0 || n != t->nout + t->nin) {
		diag_add(fe->diags, SEV_NOTE, cx_loc(fe, stmt), RULE_UNANALYZED,
			 "inline assembly is not read (its text is built by a macro warpcheck does not follow); analysis continues after it");
		expr_fence(fe, stmt);
		free(t);
		return;
	}
	if (t->memory)
		expr_fence(fe, stmt);
	/* the inputs are read (their loads count); an output is a value
	 * the assembly sets, not known here */
	for (i = t->nout; i < n; i++)
		if (!strchr(t->constraint[i], 'l') || !cx_is_pointer(clang_getCursorType(opnd[i])))
			val[i] = expr_lower(fe, opnd[i]);
	immediates(t, opnd, n);
	memset(done, 0, sizeof(done));
	lower_elect(fe, t, opnd, val, n, done);
	lower_moves(fe, t, opnd, val, n, done);
	/* no instruction (`asm volatile("" : "+f"(x) :: "memory")`, a
	 * barrier to the compiler): an in-out operand keeps its value */
	for (i = 0; i < t->nout; i++)
		if (!done[i] && !(!t->tmpl[0] && t->constraint[i][0] == '+'))
			expr_assign_unknown(fe, opnd[i], asm_output_why(t->tmpl));
	for (insn = strtok_r(t->tmpl, ";\n", &save); insn; insn = strtok_r(NULL, ";\n", &save)) {
		while (*insn == ' ' || *insn == '\t' || *insn == '{' || *insn == '}')
			insn++;
		/* a label (`WAIT_%=:`), alone or before its instruction */
		{
			size_t len = strcspn(insn, " \t");
			if (len && insn[len - 1] == ':') {
				insn += len;
				while (*insn == ' ' || *insn == '\t')
					insn++;
			}
		}
		if (starts(insn, "setp.")) {
			predicate_set(fe, t, val, n, insn, preds, &npreds);
			continue;
		}
		if (*insn == '@') {
			/* a predicate: where a setp of known values set it, the
			 * instruction is guarded by its condition; otherwise it
			 * is counted as taken, as unknown conditions are */
			struct ir_expr *cond = predicate_of(insn, preds, npreds);
			int negate = insn[1] == '!';
			insn += strcspn(insn, " \t");
			while (*insn == ' ' || *insn == '\t')
				insn++;
			if (cond) {
				struct ir_stmt *list, **saved = expr_guard_begin(fe, &list);
				lower_insn(fe, stmt, opnd, val, n, insn);
				expr_guard_end(fe, saved, list, cond, negate, stmt, stmt, stmt, BRANCH_IF);
				continue;
			}
		}
		if (starts(insn, "//"))
			continue;
		lower_insn(fe, stmt, opnd, val, n, insn);
	}
	free(t);
}
