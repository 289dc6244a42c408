/*
 * alloc.c - allocation that ends the process on failure (alloc.h).
 *
 * The report is one write(2) of a constant string and the end is
 * _exit(2): both safe from any thread, neither touching stdio or the
 * atexit handlers.  A flag makes the first failing thread the only one
 * that reports; the others block until it has ended the process.
 */
#include "alloc.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static atomic_flag reported = ATOMIC_FLAG_INIT;

_Noreturn void alloc_fail(void)
{
	static const char msg[] = "warpcheck: out of memory\n";

	if (!atomic_flag_test_and_set(&reported)) {
		ssize_t n = write(STDERR_FILENO, msg, sizeof(msg) - 1);
		(void)n;   /* nothing better to do if even this fails */
		_exit(2);
	}
	for (;;)
		pause();
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (!p)
		alloc_fail();
	return p;
}

void *xcalloc(size_t count, size_t size)
{
	void *p = calloc(count ? count : 1, size ? size : 1);

	if (!p)
		alloc_fail();
	return p;
}

void *xrealloc(void *p, size_t size)
{
	void *q = realloc(p, size ? size : 1);

	if (!q)
		alloc_fail();
	return q;
}

void *xreallocarray(void *p, size_t count, size_t size)
{
	size_t bytes;

	if (__builtin_mul_overflow(count, size, &bytes))
		alloc_fail();
	return xrealloc(p, bytes);
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}
