/*
 * defs.c - the values the slots hold along a pass's walk over a kernel
 * (emit_pass.h): what emit.c's and reuse.c's affine forms substitute for
 * a slot.  An assignment gives its slot a value and makes stale the
 * values that read the slot; a branch or a loop forgets what its
 * statements assign.  Each slot keeps the list of values that read it,
 * so that an assignment looks at those only: unrolled hash rounds keep
 * hundreds of values alive over hundreds of thousands of assignments.
 */
#include "emit_pass.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"

/*
 * Collects in ps->read_at (stamped) the slots e reads that it has not
 * yet, and lists `slot` (at version v) as a reader of each; 1 if e reads
 * `slot` itself (nothing listed then matters: the caller drops it).
 */
static int list_reads(struct pass *ps, const struct ir_expr *e, int slot, unsigned v)
{
	for (; e; e = e->b) {
		if (e->op == IR_LOCAL && e->index >= 0 && e->index < ps->nslots &&
		    ps->read_at[e->index] != ps->stamp) {
			struct reader *r;
			int at;
			if (e->index == slot)
				return 1;
			ps->read_at[e->index] = ps->stamp;
			if (ps->free_reader >= 0) {
				at = ps->free_reader;
				ps->free_reader = ps->readers[at].next;
			} else {
				if (ps->nreaders == ps->cap_readers) {
					ps->cap_readers = ps->cap_readers ? 2 * ps->cap_readers : 256;
					ps->readers = xreallocarray(ps->readers, (size_t)ps->cap_readers,
								    sizeof(*ps->readers));
				}
				at = ps->nreaders++;
			}
			r = &ps->readers[at];
			r->slot = slot;
			r->ver = v;
			r->next = ps->head[e->index];
			ps->head[e->index] = at;
		}
		if (list_reads(ps, e->a, slot, v) || list_reads(ps, e->c, slot, v))
			return 1;
	}
	return 0;
}

void emit_assigned(struct pass *ps, const struct ir_stmt *s)
{
	int j = s->slot, at, last = -1;

	if (j < 0 || j >= ps->nslots)
		return;
	/* the values defined through the slot's old one go stale (each
	 * listed once per value it read: the list empties) */
	for (at = ps->head[j]; at >= 0; at = ps->readers[at].next) {
		const struct reader *r = &ps->readers[at];
		if (r->ver == ps->ver[r->slot])
			ps->def[r->slot] = NULL;
		last = at;
	}
	if (last >= 0) {
		ps->readers[last].next = ps->free_reader;
		ps->free_reader = ps->head[j];
		ps->head[j] = -1;
	}
	/* a value that reads its own slot is not a value to substitute */
	ps->ver[j]++;
	ps->stamp++;
	ps->def[j] = list_reads(ps, s->expr, j, ps->ver[j]) ? NULL : s->expr;
}

void defs_clear(struct pass *ps)
{
	memset(ps->def, 0, ((size_t)ps->nslots + 1) * sizeof(*ps->def));
	memset(ps->head, 0xff, ((size_t)ps->nslots + 1) * sizeof(*ps->head));
	ps->nreaders = 0;
	ps->free_reader = -1;
}

/* Forgets the values of the slots s assigns (they differ by path or trip). */
void forget(struct pass *ps, const struct ir_stmt *s)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && s->slot >= 0 && s->slot < ps->nslots)
			ps->def[s->slot] = NULL;
		forget(ps, s->body);
		forget(ps, s->other);
	}
}

void defs_init(struct pass *ps)
{
	size_t n = (size_t)ps->nslots + 1;

	ps->def = xcalloc(n, sizeof(*ps->def));
	ps->ver = xcalloc(n, sizeof(*ps->ver));
	ps->head = xcalloc(n, sizeof(*ps->head));
	ps->read_at = xcalloc(n, sizeof(*ps->read_at));
	defs_clear(ps);
}

void defs_release(struct pass *ps)
{
	free(ps->def);
	free(ps->ver);
	free(ps->head);
	free(ps->read_at);
	free(ps->readers);
}
