/*
 * wmma.c - nvcuda::wmma's load_matrix_sync, store_matrix_sync and
 * mma_sync: the accesses a fragment's tile makes, in the forms nvcc 13.0
 * emits for sm_90, and the tensor-pipe work of an mma.
 *
 * A fragment's tile is a matrix as stored: R rows of C bytes, ldm
 * elements apart (a col_major operand's stored rows are its columns).
 * Lane l is g = l / 4, t = l % 4.  Measured on the H200
 * (kernels/wmma_load.cu, h200-2026-12-01-wmma.md; kernels/wmma_types.cu,
 * h200-2026-12-02-wmmatypes.md; kernels/mma_gemm.cu, h200-2026-12-02-mma.md):
 *
 *   FORM_LDSM   half operands in shared memory, either layout, and 8-bit
 *               operands in their natural layout (matrix_a row-major,
 *               matrix_b column-major): ldmatrix of the tile's 8-row by
 *               16-byte matrices, four an instruction for half (LDSM.x4),
 *               two for 8-bit (LDSM.x2); each matrix's 8 rows cost as
 *               simulator/smem.c's matrix rule says.
 *   FORM_WORDS  bfloat16 and tf32 operands in shared memory, and every
 *               operand but a double one in global memory: a 4-byte load
 *               for each 8-row by 16-byte block, lane l at row g and
 *               bytes 4t of it (bfloat16 and tf32 as generic LD, which
 *               ncu counts with the shared or global loads).
 *   FORM_PAIRS  double operands (8x4): an 8-byte load for each 8-row by
 *               32-byte block, lane l at row g, bytes 8t.
 *   FORM_ROWS   an accumulator stored or loaded row-major (and a half one
 *               either way): lane l holds two neighbouring elements of
 *               row g of each 8-row by 8-element block, one access of
 *               twice the element (STS.64 for float and int, STS.32 for
 *               half, a generic 16-byte ST for double).
 *   FORM_COLS   a float or int accumulator stored or loaded column-major:
 *               eight 4-byte accesses, lane l's elements (g + 8i, 2t + h
 *               + 8j) each at column * ldm + row.
 *
 * Not modelled, named in a note instead: 8-bit operands in the other
 * layout (one LDS.U8 a byte), sub-byte and other precisions, a double
 * accumulator column-major, and the 8x32x16 accumulator (eight STS.32).
 */
#include "fe.h"

#include <stdio.h>
#include <string.h>

enum wmma_form { FORM_LDSM, FORM_WORDS, FORM_PAIRS, FORM_ROWS, FORM_COLS };

/* A fragment type, from its spelling. */
struct frag {
	int operand;             /* matrix_a or matrix_b, not an accumulator */
	int is_a;
	unsigned m, n, k;
	unsigned elem;           /* bytes an element: 1, 2, 4, 8 */
	int bf16, tf32, col;     /* col: an operand's col_major */
};

static int frag_of(const char *type, struct frag *f)
{
	const char *s = strstr(type, "fragment<");

	memset(f, 0, sizeof(*f));
	if (!s)
		return -1;
	f->operand = strstr(s, "matrix_a") || strstr(s, "matrix_b");
	f->is_a = strstr(s, "matrix_a") != NULL;
	if (!f->operand && !strstr(s, "accumulator"))
		return -1;
	s = strchr(s, ',');
	if (!s || sscanf(s, ", %u, %u, %u,", &f->m, &f->n, &f->k) != 3)
		return -1;
	f->col = strstr(type, "col_major") != NULL;
	f->tf32 = strstr(type, "tf32") != NULL;
	f->bf16 = strstr(type, "bfloat16") != NULL;
	if (f->tf32 || strstr(type, ", float") || strstr(type, ", int>"))
		f->elem = 4;
	else if (f->bf16 || strstr(type, "half"))
		f->elem = 2;
	else if (strstr(type, "double"))
		f->elem = 8;
	else if (strstr(type, "char"))
		f->elem = 1;
	else
		return -1;
	return 0;
}

/* Lane l's byte offset in the tile: row * pitch + bytes, as IR. */
static struct ir_expr *tile_offset(struct arena *A, struct ir_expr *pitch, struct ir_expr *row,
				   struct ir_expr *bytes)
{
	return ir_binary(A, IR_ADD, CT_I64, ir_binary(A, IR_MUL, CT_I64, row, pitch), bytes);
}

static struct ir_expr *lane_term(struct arena *A, enum ir_op op, long long by, long long times,
				 long long plus)
{
	struct ir_expr *lane = ir_cast(A, CT_I64, ir_special(A, SP_LANEID));

	return ir_binary(A, IR_ADD, CT_I64,
			 ir_binary(A, IR_MUL, CT_I64, ir_binary(A, op, CT_I64, lane, ir_const(A, CT_I64, by)),
				   ir_const(A, CT_I64, times)),
			 ir_const(A, CT_I64, plus));
}

/* The instructions of one call so far: each a piece of the call, which
 * lint reports as one access ("rows 0-7 bytes 16-31") */
struct pieces {
	int n, total;
};

/* One access of `width` bytes at the tile's `row`, `bytes` of p. */
static struct ir_access *tile_access(struct fe *fe, CXCursor c, const struct ptr *p,
				     struct ir_expr *pitch, struct ir_expr *row, struct ir_expr *bytes,
				     enum mem_op op, unsigned width, struct pieces *pc, const char *name)
{
	struct ptr q = *p;
	struct ir_access *a;

	q.offset = ir_binary(fe->A, IR_ADD, CT_I64, p->offset, tile_offset(fe->A, pitch, row, bytes));
	a = memory_access_bytes(fe, c, &q, op, width);
	if (a && pc->total > 1) {
		a->piece = pc->n;
		a->npieces = pc->total;
		a->piece_name = name;
	}
	pc->n++;
	return a;
}

/*
 * The form of a fragment's load or store, and its tile as stored (rows,
 * bytes a row); NULL, or why it is not modelled.
 */
static const char *form_of(const struct frag *f, int store, int col_mem, int shared,
			   enum wmma_form *form, unsigned *rows, unsigned *bytes)
{
	unsigned r, c;

	if (f->operand) {
		if (store)
			return "a store of an operand fragment";
		/* matrix_a is m x k, matrix_b k x n; col_major stores columns */
		r = f->is_a ? f->m : f->k;
		c = f->is_a ? f->k : f->n;
		if (f->col) {
			unsigned x = r;
			r = c;
			c = x;
		}
		*rows = r;
		*bytes = c * f->elem;
		if (f->elem == 8) {
			*form = FORM_PAIRS;
			return NULL;
		}
		if (!shared || f->bf16 || f->tf32) {
			*form = FORM_WORDS;
			return NULL;
		}
		if (f->elem == 1 && f->col == f->is_a)
			return "an 8-bit operand in this layout (one byte a load)";
		*form = FORM_LDSM;
		return NULL;
	}
	if (f->m == 8 && f->n == 32)
		return "an 8x32x16 accumulator";
	*rows = col_mem ? f->n : f->m;
	*bytes = (col_mem ? f->m : f->n) * f->elem;
	if (!col_mem || f->elem == 2) {
		*form = FORM_ROWS;
		return NULL;
	}
	if (f->elem == 8)
		return "a double accumulator in column-major order";
	*form = FORM_COLS;
	return NULL;
}

/* The tile's accesses in `form`. */
static void tile_accesses(struct fe *fe, CXCursor c, const struct ptr *p, const struct frag *f,
			  enum wmma_form form, unsigned rows, unsigned bytes, struct ir_expr *pitch,
			  enum mem_op op)
{
	struct arena *A = fe->A;
	unsigned i, j, h, per, matrices, nm, first, w, block;
	struct pieces pc = { 0, 0 };
	struct ir_access *a;

	switch (form) {
	case FORM_LDSM:
		/* lanes 8m..8m+7 give matrix m's rows; matrix M of the tile is
		 * row block M % (rows / 8), 16-byte column M / (rows / 8) */
		per = f->elem == 1 ? 2 : 4;
		matrices = rows / 8 * (bytes / 16);
		pc.total = (int)((matrices + per - 1) / per);
		for (first = 0; first < matrices; first += per) {
			struct ir_expr *lane = ir_cast(A, CT_I64, ir_special(A, SP_LANEID));
			struct ir_expr *m, *row, *col, *blocks = ir_const(A, CT_I64, rows / 8);

			nm = matrices - first < per ? matrices - first : per;
			m = ir_binary(A, IR_ADD, CT_I64,
				      ir_binary(A, IR_DIV, CT_I64,
						ir_binary(A, IR_REM, CT_I64, lane, ir_const(A, CT_I64, 8 * nm)),
						ir_const(A, CT_I64, 8)),
				      ir_const(A, CT_I64, first));
			row = ir_binary(A, IR_ADD, CT_I64,
					ir_binary(A, IR_MUL, CT_I64, ir_binary(A, IR_REM, CT_I64, m, blocks),
						  ir_const(A, CT_I64, 8)),
					ir_binary(A, IR_REM, CT_I64, lane, ir_const(A, CT_I64, 8)));
			col = ir_binary(A, IR_MUL, CT_I64, ir_binary(A, IR_DIV, CT_I64, m, blocks),
					ir_const(A, CT_I64, 16));
			a = tile_access(fe, c, p, pitch, row, col, op, 16, &pc,
					arena_printf(A, "matrices %u-%u", first, first + nm - 1));
			if (a)
				a->matrices = nm;
		}
		return;
	case FORM_WORDS:
	case FORM_PAIRS:
	case FORM_ROWS:
		/* a `w`-byte access of each 8-row by 4w-byte block: lane l at
		 * row g, bytes w t of it */
		w = form == FORM_WORDS ? 4 : form == FORM_PAIRS ? 8 : 2 * f->elem;
		block = 4 * w;
		pc.total = (int)(rows / 8 * (bytes / block));
		for (i = 0; i < rows / 8; i++)
			for (j = 0; j < bytes / block; j++)
				tile_access(fe, c, p, pitch, lane_term(A, IR_DIV, 4, 1, 8 * i),
					    lane_term(A, IR_REM, 4, w, block * j), op, w, &pc,
					    arena_printf(A, "rows %u-%u bytes %u-%u", 8 * i, 8 * i + 7,
							 block * j, block * j + block - 1));
		return;
	case FORM_COLS:
		/* element (g + 8i, 2t + h + 8j) at column * pitch + row * elem:
		 * the column is the stored row */
		pc.total = (int)(bytes / f->elem / 8 * (rows / 8) * 2);
		for (i = 0; i < bytes / f->elem / 8; i++)
			for (j = 0; j < rows / 8; j++)
				for (h = 0; h < 2; h++)
					tile_access(fe, c, p, pitch, lane_term(A, IR_REM, 4, 2, 8 * j + h),
						    lane_term(A, IR_DIV, 4, f->elem, 8 * i * f->elem), op,
						    f->elem, &pc,
						    arena_printf(A, "rows %u-%u of columns %u + 2t", 8 * i,
								 8 * i + 7, 8 * j + h));
		return;
	}
}

/* A tile's accesses when its accumulator's layout is col_mem (1
 * column-major); NULL, or why the form is not modelled. */
static const char *tile_lower(struct fe *fe, CXCursor c, const struct frag *f, const struct ptr *p,
			      int store, int col_mem)
{
	enum wmma_form form = FORM_ROWS;
	unsigned rows = 0, bytes = 0;
	const char *why = form_of(f, store, col_mem, p->kind == OBJ_SHARED, &form, &rows, &bytes);
	struct ir_expr *pitch;

	if (why)
		return why;
	pitch = ir_binary(fe->A, IR_MUL, CT_I64,
			  ir_cast(fe->A, CT_I64, expr_lower(fe, clang_Cursor_getArgument(c, 2))),
			  ir_const(fe->A, CT_I64, f->elem));
	tile_accesses(fe, c, p, f, form, rows, bytes, pitch, store ? OP_STORE : OP_LOAD);
	return NULL;
}

const char *wmma_tile(struct fe *fe, CXCursor c, int store, int nargs)
{
	CXCursor fragc = clang_Cursor_getArgument(c, store ? 1 : 0);
	const char *type = cx_string(fe, clang_getTypeSpelling(
		cx_canon(clang_getNonReferenceType(clang_getCursorType(fragc)))));
	struct frag f;
	struct ptr p;
	struct ir_expr *layout;
	struct ir_stmt *s, **saved;
	const char *why[2];
	int col;

	if (frag_of(type, &f) < 0)
		return "a fragment of this type";
	memory_pointer(fe, clang_Cursor_getArgument(c, store ? 0 : 1), &p);
	if (p.kind != OBJ_SHARED && p.kind != OBJ_PARAM)
		return p.kind == OBJ_NONE && p.why ? p.why : "a tile that is not shared or global memory";
	if (f.operand)
		return tile_lower(fe, c, &f, &p, store, 0);
	/* an accumulator: mem_row_major (0) or mem_col_major (1), which a
	 * helper may take as a parameter: then both, under an if on it */
	if (nargs < 4)
		return "an accumulator without its layout";
	layout = expr_lower(fe, clang_Cursor_getArgument(c, 3));
	if (layout->op == IR_CONST)
		return tile_lower(fe, c, &f, &p, store, layout->value != 0);
	if (layout->op == IR_UNKNOWN)
		return "an accumulator whose layout is not known";
	s = ir_stmt_new(fe->A, ST_IF);
	s->loc = cx_loc(fe, c);
	s->expr = ir_binary(fe->A, IR_NE, CT_I32, layout, ir_const(fe->A, layout->type, 0));
	saved = fe->kn->tail;
	for (col = 0; col < 2; col++) {
		int first = fe->kn->k->naccesses, i;
		fe->kn->tail = col ? &s->body : &s->other;
		why[col] = tile_lower(fe, c, &f, &p, store, col);
		for (i = first; i < fe->kn->k->naccesses; i++)
			fe->kn->k->accesses[i]->alternative = 1;
	}
	fe->kn->tail = saved;
	scope_emit(fe, s);
	for (col = 0; col < 2; col++)
		if (why[col])
			return arena_printf(fe->A, "%s (if its layout is %s)", why[col],
					    col ? "mem_col_major" : "mem_row_major");
	return NULL;
}

void wmma_mma(struct fe *fe, CXCursor c)
{
	CXCursor d = clang_Cursor_getArgument(c, 0), a = clang_Cursor_getArgument(c, 1);
	const char *dt = cx_string(fe, clang_getTypeSpelling(
		cx_canon(clang_getNonReferenceType(clang_getCursorType(d)))));
	const char *at = cx_string(fe, clang_getTypeSpelling(
		cx_canon(clang_getNonReferenceType(clang_getCursorType(a)))));
	const char *shape = strstr(dt, "accumulator, ");
	unsigned m, n, k;
	enum mma_type t = MMA_F16;

	if (!shape || sscanf(shape, "accumulator, %u, %u, %u", &m, &n, &k) != 3)
		return;
	if (strstr(at, "tf32"))
		t = MMA_TF32;
	else if (strstr(at, "double"))
		t = MMA_F64;
	else if (strstr(at, "char") || strstr(at, "s4") || strstr(at, "u4") || strstr(at, "b1"))
		t = MMA_I8;
	expr_mma(fe, c, t, m, n, k);
}
