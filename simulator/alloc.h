/*
 * alloc.h - the one way warpcheck gets memory outside an arena.
 *
 * Policy: running out of memory is not a diagnostic.  There is no useful
 * way to go on with a lint, and `lint -j` runs files on worker threads, so
 * the failure must end the process from whichever thread meets it without
 * running exit()'s handlers or flushing stdio buffers another thread may
 * be writing.  xmalloc, xcalloc and xrealloc therefore never return NULL:
 * on failure (or a size that overflows) the first thread to fail writes
 * "warpcheck: out of memory" to standard error with write(2) and ends the
 * process with _exit(2); any other thread that fails meanwhile waits for
 * that to happen.  Output still in stdio buffers is lost, and the exit
 * status 2 (an input or usage error) says the run did not finish.
 *
 * Arenas (arena.h) take their chunks from here, so the policy covers them.
 */
#ifndef WARPCHECK_ALLOC_H
#define WARPCHECK_ALLOC_H

#include <stddef.h>

void *xmalloc(size_t size);
void *xcalloc(size_t count, size_t size);          /* zeroed */
void *xrealloc(void *p, size_t size);
/* xrealloc of count elements of size bytes, the product checked. */
void *xreallocarray(void *p, size_t count, size_t size);
char *xstrdup(const char *s);
/* Ends the process as an allocation failure does (for callers whose
 * allocator is not one of these). */
_Noreturn void alloc_fail(void);

#endif
