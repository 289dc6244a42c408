/*
 * arena.h - bump allocation for things that die together.
 *
 * Policy: every object warpcheck builds belongs to exactly one arena, chosen
 * by its lifetime.  A translation unit's IR (expressions, statements,
 * accesses, copied strings) lives in the unit's arena and is freed in one
 * call when the unit is released; a simulation's scratch lives in a scratch
 * arena that is rewound between statements.  Nothing allocated from an
 * arena is freed on its own.  Chunks come from xmalloc, so running out of
 * memory ends the process as alloc.h describes.
 */
#ifndef WARPCHECK_ARENA_H
#define WARPCHECK_ARENA_H

#include <stddef.h>

struct arena_chunk;

struct arena {
	struct arena_chunk *head;
	size_t chunk_size;
};

void arena_init(struct arena *a, size_t chunk_size);
void arena_release(struct arena *a);
void *arena_alloc(struct arena *a, size_t size);   /* zeroed, 16-aligned */
char *arena_strdup(struct arena *a, const char *s);
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_printf(struct arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Where `a` is filled to: arena_rewind drops everything allocated after
 * it (later chunks are freed), for lists that die in the order they
 * were made. */
struct arena_mark {
	struct arena_chunk *chunk;
	size_t used;
};
struct arena_mark arena_mark(const struct arena *a);
void arena_rewind(struct arena *a, struct arena_mark m);
/* An array in `a` with room for one more element than `count`: `old` if
 * *cap allows, else a copy twice as large (*cap updated). */
void *arena_grow(struct arena *a, void *old, size_t elem, int count, int *cap);

#endif
