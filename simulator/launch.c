/*
 * launch.c - launch geometry and its command-line spellings.
 *
 * Warps are formed from the linear thread id x + y*bx + z*bx*by; warp w
 * holds ids 32w..32w+31 and the last one may be partial.
 */
#include "launch.h"

#include "alloc.h"
#include "ir.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void launch_init(struct launch *l)
{
	memset(l, 0, sizeof(*l));
	l->grid[0] = l->grid[1] = l->grid[2] = 1;
	l->block[0] = 256;
	l->block[1] = l->block[2] = 1;
	l->site_index = -1;
	l->assume_size = LAUNCH_ASSUMED_SIZE;
}

void launch_release(struct launch *l)
{
	free(l->params);
	l->params = NULL;
	l->nparams = l->cap = 0;
}

int launch_copy(struct launch *dst, const struct launch *src)
{
	*dst = *src;
	dst->params = NULL;
	dst->nparams = dst->cap = 0;
	if (!src->nparams)
		return 0;
	dst->params = xreallocarray(NULL, (size_t)src->nparams, sizeof(*dst->params));
	memcpy(dst->params, src->params, (size_t)src->nparams * sizeof(*dst->params));
	dst->nparams = dst->cap = src->nparams;
	return 0;
}

int launch_same(const struct launch *a, const struct launch *b)
{
	int i;

	if (memcmp(a->grid, b->grid, sizeof(a->grid)) || memcmp(a->block, b->block, sizeof(a->block)) ||
	    a->dynamic_shared != b->dynamic_shared || a->nparams != b->nparams ||
	    a->max_statements != b->max_statements || a->assume_size != b->assume_size ||
	    a->sized != b->sized || memcmp(a->sized_param, b->sized_param, sizeof(a->sized_param)))
		return 0;
	/* a parameter's name is stored as given, "NAME=VALUE" */
	for (i = 0; i < a->nparams; i++) {
		const char *name = a->params[i].name, *eq = strchr(name, '=');
		int j;
		for (j = 0; j < b->nparams; j++)
			if (!strncmp(b->params[j].name, name, (size_t)(eq ? eq - name : 0) + 1))
				break;
		if (!eq || j == b->nparams || b->params[j].value != a->params[i].value)
			return 0;
	}
	return 1;
}

static int parse_int64(const char *s, int64_t *out, const char **end)
{
	char *e;
	long long v;

	errno = 0;
	v = strtoll(s, &e, 0);
	if (e == s || errno)
		return -1;
	*out = v;
	*end = e;
	return 0;
}

static int parse_triple(uint32_t out[3], const char *text, uint32_t fill, int64_t least)
{
	uint32_t d[3] = { fill, fill, fill };
	const char *p = text;
	int i;

	for (i = 0; i < 3; i++) {
		int64_t v;
		if (parse_int64(p, &v, &p) < 0 || v < least || v > 0x7fffffff)
			return -1;
		d[i] = (uint32_t)v;
		if (*p == '\0')
			break;
		if (*p != ',' && *p != 'x')
			return -1;
		p++;
		if (i == 2)
			return -1;
	}
	memcpy(out, d, sizeof(d));
	return 0;
}

int launch_parse_dim(uint32_t out[3], const char *text)
{
	return parse_triple(out, text, 1, 1);
}

int launch_parse_index(uint32_t out[3], const char *text)
{
	return parse_triple(out, text, 0, 0);
}

int launch_parse_param(struct launch *l, const char *text)
{
	const char *eq = strchr(text, '=');
	const char *end;
	int64_t v;
	int i;

	if (!eq || eq == text)
		return -1;
	if (!strcmp(eq + 1, "nullptr") || !strcmp(eq + 1, "NULL"))
		v = 0;   /* a pointer a null test reads (ir_param's null_of) */
	else if (parse_int64(eq + 1, &v, &end) < 0 || *end)
		return -1;
	for (i = 0; i < l->nparams; i++) {
		if (!strncmp(l->params[i].name, text, (size_t)(eq - text)) &&
		    l->params[i].name[eq - text] == '=') {
			l->params[i].value = v;
			return 0;
		}
	}
	if (l->nparams == l->cap) {
		int cap = l->cap ? l->cap * 2 : 8;
		l->params = xreallocarray(l->params, (size_t)cap, sizeof(*l->params));
		l->cap = cap;
	}
	l->params[l->nparams].name = text;     /* "name=value", compared up to '=' */
	l->params[l->nparams].value = v;
	l->nparams++;
	return 0;
}

int launch_param_lookup(const struct launch *l, const char *name, int64_t *out)
{
	size_t n = strlen(name);
	int i;

	for (i = 0; i < l->nparams; i++) {
		if (!strncmp(l->params[i].name, name, n) &&
		    l->params[i].name[n] == '=') {
			*out = l->params[i].value;
			return 0;
		}
	}
	return -1;
}

int launch_param_value(const struct launch *l, const struct ir_param *p, int64_t *out)
{
	if (p->null_of) {
		if (launch_param_lookup(l, p->name, out) < 0)
			*out = 1;
		return 0;
	}
	return p->is_integer ? launch_param_lookup(l, p->name, out) : -1;
}

uint64_t launch_threads_per_block(const struct launch *l)
{
	return (uint64_t)l->block[0] * l->block[1] * l->block[2];
}

uint64_t launch_blocks(const struct launch *l)
{
	return (uint64_t)l->grid[0] * l->grid[1] * l->grid[2];
}

uint64_t launch_warps_per_block(const struct launch *l)
{
	return (launch_threads_per_block(l) + 31) / 32;
}
