/*
 * diag.c - the diagnostic list.  Diagnostics keep their insertion order,
 * which is source order within a stage.
 */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>

#include "../simulator/bug.h"

void diag_list_init(struct diag_list *l)
{
	arena_init(&l->arena, 0);
	l->head = NULL;
	l->tail = &l->head;
	l->count[0] = l->count[1] = l->count[2] = 0;
	l->suppressed[0] = l->suppressed[1] = l->suppressed[2] = 0;
	l->filtered[0] = l->filtered[1] = l->filtered[2] = 0;
}

void diag_list_release(struct diag_list *l)
{
	arena_release(&l->arena);
	l->head = NULL;
	l->tail = &l->head;
}

struct diag *diag_add(struct diag_list *l, enum severity sev, struct src_loc loc,
		      const char *rule, const char *fmt, ...)
{
	struct diag *d = arena_alloc(&l->arena, sizeof(*d));
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	d->severity = sev;
	d->loc = loc;
	if (loc.file)
		d->loc.file = arena_strdup(&l->arena, loc.file);
	d->rule = rule;
	d->message = arena_strdup(&l->arena, buf);
	*l->tail = d;
	l->tail = &d->next;
	l->count[sev]++;
	return d;
}

const char *severity_name(enum severity s)
{
	switch (s) {
	case SEV_NOTE: return "note";
	case SEV_WARNING: return "warning";
	case SEV_ERROR: return "error";
	}
	BUG("bad severity %d", (int)s);
}
