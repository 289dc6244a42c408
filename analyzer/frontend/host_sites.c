/*
 * host_sites.c - what host code tells the rest of the front end: each
 * launch site's shapes and arguments as the runs of host code reached it
 * (host_launches, for kernels.c), why a site is never reached
 * (host_unreached), and the kernels a launch through a pointer reached
 * (host_kernels_at).  Part of the host stage (host.h).
 */
#include "host.h"

#include <string.h>

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
	int i, m, slot = r->nargs, declared = clang_Cursor_getNumArguments(kernel);

	/* a function template gives no arguments (-1): its instances' slots
	 * come from elsewhere */
	for (i = 0; i < r->nargs && i < declared && slot < nparams; i++) {
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
 * Whether a record is of kernel (an instance): its own, or, for a launch
 * that host code reached in a template launcher run as its pattern (a
 * `launch<float>` held by a std::function, whose instance libclang does
 * not give), the template the instance is of.
 */
static int record_is_of(const struct record *r, CXCursor kernel)
{
	CXCursor tmpl;

	if (clang_equalCursors(r->kernel, kernel))
		return 1;
	tmpl = clang_getSpecializedCursorTemplate(kernel);
	return !clang_Cursor_isNull(tmpl) &&
	       clang_equalCursors(clang_getCursorDefinition(tmpl), r->kernel);
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
	CXSourceRange range = clang_getCursorExtent(call);
	int i, j, n = 0;

	if (!h)
		return 0;
	for (i = 0; i < h->nrecs && n < max; i++) {
		const struct record *r = &h->recs[i];
		struct ir_launch *l = &out[n];
		int b_ok = block_ok, g_ok = grid_ok;
		if (!clang_equalRanges(r->range, range) || !record_is_of(r, kernel))
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
		if (s->why && host_same_expr(s->call, call) &&
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
	CXSourceRange range = clang_getCursorExtent(call);
	int i, j, n = 0;

	for (i = 0; h && i < h->nrecs && n < max; i++) {
		if (!clang_equalRanges(h->recs[i].range, range))
			continue;
		for (j = 0; j < n && !clang_equalCursors(out[j], h->recs[i].kernel); j++)
			;
		if (j == n)
			out[n++] = h->recs[i].kernel;
	}
	return n;
}
