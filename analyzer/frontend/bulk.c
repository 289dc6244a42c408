/*
 * bulk.c - the copy engine's copies (TMA): a bulk copy of a byte range
 * and a bulk tensor copy of a box, between global and shared memory, as
 * inline PTX spells them (asm.c parses `cp.async.bulk[.tensor]` and
 * calls here) and as libcu++ does:
 *
 *   cuda::device::experimental (<cuda/barrier>)
 *     cp_async_bulk_global_to_shared(dst, src, size, bar)
 *     cp_async_bulk_shared_to_global(dst, src, size)
 *     cp_async_bulk_tensor_Nd_global_to_shared(dst, &map, c0, .., bar)
 *     cp_async_bulk_tensor_Nd_shared_to_global(&map, c0, .., src)
 *   cuda::ptx (<cuda/ptx>)
 *     cp_async_bulk(space_shared or space_cluster, space_global, dst, src, size, bar)
 *     cp_async_bulk(space_global, space_shared, dst, src, size)
 *     cp_async_bulk_tensor(space_shared or space_cluster, space_global, dst, &map, coords, bar)
 *     cp_async_bulk_tensor(space_global, space_shared, &map, coords, src)
 *
 * where `coords` is an int32_t array: a braced list at the call, or a
 * local array whose declaration lists them (read as they are at the
 * call).
 *
 * A copy's global side is counted apart from the LSU's requests, as the
 * copy engine's sectors (kernels/tma_bulk.cu, h200-2026-12-02-tma;
 * simulator/gmem.c).  A tensor copy's box comes from the host code's
 * cuTensorMapEncodeTiled call for the map (tmaps.c): a bulk copy of its
 * rows, box[0] elements each, the others at the tensor's strides (a 32x32
 * float box of a 4,096-byte-pitch tensor: 128 sectors).  The tensor's
 * base is taken as aligned, and rows past its edge (which the engine
 * fills, not reads) as read.
 */
#include "fe.h"
#include "host.h"

#include <stdio.h>
#include <string.h>

struct ir_access *bulk_copy(struct fe *fe, CXCursor at, const struct ptr *global, unsigned size,
			    int store, const char *text)
{
	struct ir_access *a = memory_access_bytes(fe, at, global, store ? OP_STORE : OP_LOAD, 16);

	if (a) {
		a->bulk = size;
		if (text)
			a->text = text;
	}
	return a;
}

const char *bulk_tensor_copy(struct fe *fe, CXCursor at, CXCursor map_expr,
			     struct ir_expr *const *coords, int ncoords, int store, const char *text)
{
	struct ir_bulk_box *box;
	struct ir_access *a;
	struct tmap map;
	struct ptr p;
	const char *why;
	int k;

	if (tmap_of(fe, map_expr, &map, &why) < 0)
		return why;
	if (ncoords != map.rank || map.param < 0)
		return arena_printf(fe->A, "it gives %d coordinates for a map of rank %d", ncoords,
				    map.rank);
	/* the box's first element: the coordinates at the tensor's strides */
	p.kind = OBJ_PARAM;
	p.index = map.param;
	p.offset = ir_const(fe->A, CT_I64, 0);
	p.why = NULL;
	for (k = 0; k < ncoords; k++)
		p.offset = ir_binary(fe->A, IR_ADD, CT_I64, p.offset,
				     ir_binary(fe->A, IR_MUL, CT_I64, ir_cast(fe->A, CT_I64, coords[k]),
					       ir_const(fe->A, CT_I64, map.stride[k])));
	box = arena_alloc(fe->A, sizeof(*box));
	memset(box, 0, sizeof(*box));
	for (k = 1; k < map.rank && k - 1 < 4; k++) {
		box->count[k - 1] = map.box[k];
		box->stride[k - 1] = map.stride[k];
		box->dims++;
	}
	a = bulk_copy(fe, at, &p, map.box[0] * map.elem, store, text);
	if (a)
		a->bulk_box = box;
	return NULL;
}

/* ---- libcu++'s spellings ------------------------------------------------ */

/* cuda::ptx's space tag an argument is: 'g'lobal, 's'hared (or cluster), 0 */
static int space_of(struct fe *fe, CXCursor arg)
{
	const char *t = cx_string(fe, clang_getTypeSpelling(cx_canon(clang_getCursorType(arg))));

	if (strstr(t, "space_global_t"))
		return 'g';
	if (strstr(t, "space_shared_t") || strstr(t, "space_cluster_t"))
		return 's';
	return 0;
}

/* The values of a coordinates array argument: a braced list, or a local
 * array declared with one; the count, or -1. */
static int coords_of(struct fe *fe, CXCursor arg, struct ir_expr **out, int max)
{
	CXCursor s = cx_strip(arg), kids[TMAP_MAX_RANK + 1];
	int n, i;

	if (clang_getCursorKind(s) == CXCursor_DeclRefExpr) {
		CXCursor d = clang_getCursorReferenced(s);
		if (clang_getCursorKind(d) != CXCursor_VarDecl ||
		    (n = cx_children(d, kids, TMAP_MAX_RANK + 1)) < 1)
			return -1;
		s = kids[n - 1];     /* the initializer, after the type's cursors */
	}
	s = host_braced_list(s);
	if (clang_Cursor_isNull(s) || (n = cx_children(s, kids, TMAP_MAX_RANK + 1)) > max)
		return -1;
	for (i = 0; i < n; i++)
		out[i] = expr_lower(fe, kids[i]);
	return n;
}

static void not_counted(struct fe *fe, CXCursor c, const char *name, const char *why)
{
	diag_add(fe->diags, SEV_NOTE, cx_loc(fe, c), RULE_UNANALYZED,
		 "'%s' is not modeled: %s; what it reads or writes is not counted", name, why);
}

/* A bulk copy's size argument: a constant, or 0 with a note. */
static unsigned size_of(struct fe *fe, CXCursor c, const char *name, CXCursor arg)
{
	int64_t v;

	if (cx_fold(arg, &v) == 0 && v > 0 && v <= (1 << 20))
		return (unsigned)v;
	not_counted(fe, c, name, "its size is not a constant");
	return 0;
}

int bulk_call(struct fe *fe, CXCursor c, const char *name, int nargs)
{
	struct ir_expr *coords[TMAP_MAX_RANK];
	const char *why = NULL;
	struct ptr p;
	unsigned size;
	int dims, i, store, first;

#define ARG(i) clang_Cursor_getArgument(c, (unsigned)(i))
	/* cuda::device::experimental's tensor copies: the rank in the name */
	if (sscanf(name, "cp_async_bulk_tensor_%dd_", &dims) == 1 && dims >= 1 &&
	    dims <= TMAP_MAX_RANK) {
		store = strstr(name, "_shared_to_global") != NULL;
		if (!store && !strstr(name, "_global_to_shared"))
			return 0;
		if (nargs < dims + 2 + !store)
			return 0;
		first = store ? 1 : 2;
		for (i = 0; i < dims; i++)
			coords[i] = expr_lower(fe, ARG(first + i));
		why = bulk_tensor_copy(fe, c, ARG(store ? 0 : 1), coords, dims, store, NULL);
	} else if (!strcmp(name, "cp_async_bulk_global_to_shared") && nargs >= 3) {
		if ((size = size_of(fe, c, name, ARG(2))) == 0)
			return 1;
		memory_pointer(fe, ARG(1), &p);
		bulk_copy(fe, c, &p, size, 0, NULL);
	} else if (!strcmp(name, "cp_async_bulk_shared_to_global") && nargs >= 3) {
		if ((size = size_of(fe, c, name, ARG(2))) == 0)
			return 1;
		memory_pointer(fe, ARG(0), &p);
		bulk_copy(fe, c, &p, size, 1, NULL);
	} else if (!strcmp(name, "cp_async_bulk") && nargs >= 5 && space_of(fe, ARG(0)) &&
		   space_of(fe, ARG(1))) {
		/* (dst space, src space, dst, src, size[, bar]) */
		store = space_of(fe, ARG(0)) == 'g';
		if ((size = size_of(fe, c, name, ARG(4))) == 0)
			return 1;
		memory_pointer(fe, ARG(store ? 2 : 3), &p);
		bulk_copy(fe, c, &p, size, store, NULL);
	} else if (!strcmp(name, "cp_async_bulk_tensor") && nargs >= 5 && space_of(fe, ARG(0)) &&
		   space_of(fe, ARG(1))) {
		/* load: (dst space, global, dst, map, coords, bar);
		 * store: (global, shared, map, coords, src) */
		store = space_of(fe, ARG(0)) == 'g';
		dims = coords_of(fe, ARG(store ? 3 : 4), coords, TMAP_MAX_RANK);
		if (dims < 0)
			why = "its coordinates are not a braced list or an array declared with one";
		else
			why = bulk_tensor_copy(fe, c, ARG(store ? 2 : 3), coords, dims, store, NULL);
	} else {
		return 0;
	}
#undef ARG
	if (why)
		not_counted(fe, c, name, why);
	return 1;
}
