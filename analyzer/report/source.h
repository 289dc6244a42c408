/*
 * source.h - reading a file whole, and the lines of the files diagnostics
 * point into, read once.
 */
#ifndef WARPCHECK_SOURCE_H
#define WARPCHECK_SOURCE_H

#include <stddef.h>

/*
 * The whole of `path`, NUL-terminated (malloc'd: free it), or NULL with
 * errno set; *len, when len is not NULL, its length.  Read in blocks, so
 * that a pipe reads too; over 1 GiB is refused (EFBIG).
 */
char *source_read(const char *path, size_t *len);
/* The whole of `path` (read once, kept), or NULL; *len is set. */
const char *source_file(const char *path, size_t *len);
/* Do paths a and b name one file ("src/../inc/k.cuh" and "inc/k.cuh")? */
int source_same_file(const char *a, const char *b);
/* Line `line` (1-based) of `path`, without its newline, or NULL; *len is set. */
const char *source_line(const char *path, unsigned line, size_t *len);

#endif
