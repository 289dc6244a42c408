/*
 * arena.c - chunked bump allocator.
 *
 * Chunks form a stack; a mark records the top chunk and its fill so that a
 * rewind drops everything allocated since (later chunks are freed).  Large
 * requests get a chunk of their own.  Chunks start at 4 KB and double up
 * to the arena's chunk size.
 */
#include "arena.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "bug.h"

struct arena_chunk {
	struct arena_chunk *prev;
	size_t size, used;
	_Alignas(16) unsigned char bytes[];
};

static struct arena_chunk *chunk_new(struct arena_chunk *prev, size_t size)
{
	struct arena_chunk *c;

	if (size > SIZE_MAX - sizeof(*c))
		alloc_fail();
	c = xmalloc(sizeof(*c) + size);
	c->prev = prev;
	c->size = size;
	c->used = 0;
	return c;
}

void arena_init(struct arena *a, size_t chunk_size)
{
	a->head = NULL;
	a->chunk_size = chunk_size ? chunk_size : 64 * 1024;
}

void arena_release(struct arena *a)
{
	struct arena_chunk *c = a->head;

	while (c) {
		struct arena_chunk *prev = c->prev;
		free(c);
		c = prev;
	}
	a->head = NULL;
}

struct arena_mark arena_mark(const struct arena *a)
{
	struct arena_mark m = { a->head, a->head ? a->head->used : 0 };

	return m;
}

void arena_rewind(struct arena *a, struct arena_mark m)
{
	while (a->head != m.chunk) {
		struct arena_chunk *prev;
		if (!a->head)
			BUG("arena rewound to a mark it does not hold");
		prev = a->head->prev;
		free(a->head);
		a->head = prev;
	}
	if (a->head)
		a->head->used = m.used;
}

void *arena_alloc(struct arena *a, size_t size)
{
	size_t need = (size + 15) & ~(size_t)15;
	struct arena_chunk *c = a->head;
	void *p;

	if (need < size)
		BUG("arena request of %zu bytes overflows", size);
	if (!c || c->size - c->used < need) {
		/* the first chunks small, doubling up to chunk_size: a small
		 * file's arenas take a few kilobytes, not chunk_size each
		 * (a run over 144 files keeps three a file) */
		size_t grow = c ? c->size * 2 : 4096;
		size_t chunk = grow < a->chunk_size ? grow : a->chunk_size;
		if (need > chunk)
			chunk = need;
		c = a->head = chunk_new(a->head, chunk);
	}
	p = c->bytes + c->used;
	c->used += need;
	memset(p, 0, size);
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
	return arena_strndup(a, s, strlen(s));
}

char *arena_printf(struct arena *a, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0)
		BUG("bad format '%s'", fmt);
	p = arena_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}

void *arena_grow(struct arena *a, void *old, size_t elem, int count, int *cap)
{
	void *p;

	if (count < *cap)
		return old;
	*cap = *cap ? *cap * 2 : 16;
	p = arena_alloc(a, (size_t)*cap * elem);
	if (count)
		memcpy(p, old, (size_t)count * elem);
	return p;
}
