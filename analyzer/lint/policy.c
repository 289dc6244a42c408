/*
 * policy.c - deciding which findings count.
 *
 * Findings are only ever moved out of the list into a count, so the
 * summary says how many were suppressed or filtered: nothing is lost
 * silently.  Input problems (RULE_NONE) and errors are never dropped.
 */
#include "policy.h"

#include "../../simulator/simulator.h"

#include <json-c/json.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../report/source.h"
#include "../nvcc/spawn.h"

void policy_init(struct policy *p)
{
	memset(p, 0, sizeof(*p));
	p->fail_severity = SEV_WARNING;
}

int policy_parse_fail_on(struct policy *p, const char *spec)
{
	char *copy = xstrdup(spec), *tok, *save = NULL;
	int rc = 0;

	for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *end;
		if (!strcmp(tok, "error"))
			p->fail_severity = SEV_ERROR;
		else if (!strcmp(tok, "warning"))
			p->fail_severity = SEV_WARNING;
		else if (!strcmp(tok, "note"))
			p->fail_severity = SEV_NOTE;
		else if (!strcmp(tok, "never"))
			p->fail_never = 1;
		else if (!strncmp(tok, "nway=", 5) && (p->fail_nway = strtod(tok + 5, &end)) >= 2 && !*end)
			p->fail_severity = SEV_ERROR;
		else if (!strncmp(tok, "sectors=", 8) &&
			 (p->fail_sectors = strtod(tok + 8, &end)) > 1 && !*end)
			p->fail_severity = SEV_ERROR;
		else
			rc = -1;
	}
	free(copy);
	return rc;
}

/*
 * Does this source line carry a suppression that covers `rule`?  For the
 * line before a finding, only a comment on a line of its own counts: a
 * comment after code is about that code.
 */
static int line_suppresses(const char *path, unsigned line, enum rule r, int own_line)
{
	const char *rule = rule_name(r), *text, *mark, *end;
	size_t len, n;

	if (!line || !(text = source_line(path, line, &len)))
		return 0;
	if (own_line) {
		size_t lead = strspn(text, " \t");
		if (lead + 2 > len || text[lead] != '/' || (text[lead + 1] != '/' && text[lead + 1] != '*'))
			return 0;
	}
	for (mark = text; (mark = strstr(mark, "warpcheck: ignore")) && mark < text + len; mark++) {
		const char *p = mark + strlen("warpcheck: ignore");
		if (*p != '[')
			return 1;
		end = memchr(p, ']', (size_t)(text + len - p));
		if (!end)
			continue;
		for (p++; p < end; p += n + 1) {
			while (*p == ' ')
				p++;
			n = strcspn(p, ",]");
			while (n && p[n - 1] == ' ')
				n--;
			if (strlen(rule) == n && !strncmp(p, rule, n))
				return 1;
			n = strcspn(p, ",]");
		}
	}
	return 0;
}

static int disabled(const struct policy *p, enum rule r)
{
	int i;

	for (i = 0; i < p->ndisabled; i++)
		if (!strcmp(p->disabled[i], rule_name(r)))
			return 1;
	return 0;
}

/* Unlinks every finding `drop` says to, counting it in `counter`. */
static void filter(struct diag_list *l, int counter[3],
		   int (*drop)(const struct diag *, const void *), const void *ctx)
{
	struct diag **pp = &l->head;

	l->tail = &l->head;
	while (*pp) {
		struct diag *d = *pp;
		if (d->rule != RULE_NONE && d->severity != SEV_ERROR && drop(d, ctx)) {
			*pp = d->next;
			l->count[d->severity]--;
			counter[d->severity]++;
			continue;
		}
		pp = &d->next;
		l->tail = pp;
	}
}

int policy_suppresses(const struct policy *p, enum rule rule, struct src_loc loc)
{
	return disabled(p, rule) || line_suppresses(loc.file, loc.line, rule, 0) ||
	       (loc.line > 1 && line_suppresses(loc.file, loc.line - 1, rule, 1));
}

static int drop_suppressed(const struct diag *d, const void *ctx)
{
	return policy_suppresses(ctx, d->rule, d->loc);
}

void policy_suppress(struct diag_list *l, const struct policy *p)
{
	filter(l, l->suppressed, drop_suppressed, p);
}

/* ---- --since: lines changed since a revision -------------------------- */

struct changed {
	const char *file;
	struct { unsigned from, to; } *range;   /* new-file lines, inclusive */
	int n;
	struct changed *next;
};

/*
 * Is file in the work tree at `top`?  Only those are diffed: a header
 * outside it (the system's, a library's) has no lines changed in it.
 */
static int in_tree(const char *top, const char *file)
{
	char abs[PATH_MAX];
	size_t n = strlen(top);

	if (!top[0] || !realpath(file, abs))
		return 0;
	return !strncmp(abs, top, n) && (abs[n] == '/' || abs[n] == '\0');
}

/* The work tree's top folder, or "" outside one. */
static const char *work_tree(struct arena *a)
{
	char found[4096], *text = NULL, *top;
	const char *git = spawn_find("git", NULL, found, sizeof(found));
	const char *argv[] = { git, "rev-parse", "--show-toplevel", NULL };
	char abs[PATH_MAX];

	if (!git || spawn_capture(argv, &text) != 0 || !text) {
		free(text);
		return "";
	}
	text[strcspn(text, "\n")] = '\0';
	top = arena_strdup(a, realpath(text, abs) ? abs : text);
	free(text);
	return top;
}

static struct changed *changed_lines(const char *rev, const char *file, struct arena *a,
				     struct diag_list *errors, const char *top)
{
	char found[4096];
	const char *git = spawn_find("git", NULL, found, sizeof(found));
	const char *argv[] = { git, "diff", "--no-color", "--unified=0", rev, "--", file, NULL };
	struct changed *c = arena_alloc(a, sizeof(*c));
	char *text = NULL, *line, *save = NULL;
	int cap = 0, status;

	c->file = file;
	if (git && !in_tree(top, file))
		return c;   /* nothing in it changed */
	if (!git) {
		struct src_loc none = { file, 0, 0 };
		diag_add(errors, SEV_ERROR, none, RULE_NONE, "--since needs git on PATH");
		return NULL;
	}
	status = spawn_capture(argv, &text);
	if (status != 0) {
		struct src_loc none = { file, 0, 0 };
		diag_add(errors, SEV_ERROR, none, RULE_NONE, "git diff %s failed: %.200s", rev,
			 text ? text : "");
		free(text);
		return NULL;
	}
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		unsigned start, count = 1;
		char *plus;
		if (strncmp(line, "@@ ", 3) || !(plus = strchr(line, '+')))
			continue;
		if (sscanf(plus + 1, "%u,%u", &start, &count) < 1 || !count)
			continue;
		c->range = arena_grow(a, c->range, sizeof(*c->range), c->n, &cap);
		c->range[c->n].from = start;
		c->range[c->n].to = start + count - 1;
		c->n++;
	}
	free(text);
	return c;
}

struct since_ctx {
	struct changed *files;
};

static int drop_unchanged(const struct diag *d, const void *ctx)
{
	const struct since_ctx *s = ctx;
	const struct changed *c;
	int i;

	for (c = s->files; c; c = c->next) {
		if (strcmp(c->file, d->loc.file))
			continue;
		for (i = 0; i < c->n; i++)
			if (d->loc.line >= c->range[i].from && d->loc.line <= c->range[i].to)
				return 0;
		return 1;
	}
	return 1;
}

int policy_since(struct diag_list *l, const struct policy *p, struct diag_list *errors)
{
	struct since_ctx s = { NULL };
	struct arena a;
	const struct diag *d;
	const char *top;

	if (!p->since)
		return 0;
	arena_init(&a, 0);
	top = work_tree(&a);
	for (d = l->head; d; d = d->next) {
		struct changed *c;
		for (c = s.files; c && strcmp(c->file, d->loc.file); c = c->next)
			;
		if (c || !d->loc.file)
			continue;
		c = changed_lines(p->since, d->loc.file, &a, errors, top);
		if (!c) {
			arena_release(&a);
			return -1;
		}
		c->next = s.files;
		s.files = c;
	}
	filter(l, l->filtered, drop_unchanged, &s);
	arena_release(&a);
	return 0;
}

/* ---- --baseline: a saved JSON result ---------------------------------- */

static int drop_known(const struct diag *d, const void *ctx)
{
	json_object *diags = (json_object *)ctx;
	size_t i, n = json_object_array_length(diags);

	if (!d->key)
		return 0;
	for (i = 0; i < n; i++) {
		json_object *o = json_object_array_get_idx(diags, i), *k, *m;
		const char *key;
		/* notes carry "key": null */
		if (!json_object_object_get_ex(o, "key", &k) || !(key = json_object_get_string(k)))
			continue;
		if (!strcmp(key, d->key))
			return json_object_object_get_ex(o, "metric", &m) &&
			       d->metric <= json_object_get_double(m) + 1e-9;
	}
	return 0;
}

int policy_baseline(struct diag_list *l, const struct policy *p, struct diag_list *errors)
{
	json_object *root, *diags;

	if (!p->baseline)
		return 0;
	root = json_object_from_file(p->baseline);
	if (!root || !json_object_object_get_ex(root, "diagnostics", &diags) ||
	    !json_object_is_type(diags, json_type_array)) {
		struct src_loc none = { p->baseline, 0, 0 };
		diag_add(errors, SEV_ERROR, none, RULE_NONE,
			 "cannot read '%s' as a warpcheck JSON result (from --format json)", p->baseline);
		if (root)
			json_object_put(root);
		return -1;
	}
	filter(l, l->filtered, drop_known, diags);
	json_object_put(root);
	return 0;
}

int policy_fails(const struct diag_list *l, const struct policy *p)
{
	const struct diag *d;

	if (p->fail_never)
		return 0;
	for (d = l->head; d; d = d->next) {
		if (d->severity >= p->fail_severity &&
		    (d->severity == SEV_ERROR || d->rule != RULE_NONE))
			return 1;
		if (p->fail_nway > 0 && d->rule == RULE_BANK_CONFLICT && d->metric >= p->fail_nway)
			return 1;
		if (p->fail_sectors > 0 &&
		    (d->rule == RULE_UNCOALESCED || d->rule == RULE_MISALIGNED) &&
		    d->metric >= p->fail_sectors)
			return 1;
	}
	return 0;
}
