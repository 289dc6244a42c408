/*
 * spawn.h - running a tool (nvcc, ncu, a launcher) and keeping its output.
 */
#ifndef WARPCHECK_SPAWN_H
#define WARPCHECK_SPAWN_H

#include <stddef.h>

/*
 * Runs argv[0] (a path) with argv, stdout and stderr captured together in
 * *output (malloc'd, NUL-terminated; free it).  Returns the exit status,
 * 127 when it could not be started, or -1 on a system error.
 */
int spawn_capture(const char *const argv[], char **output);
/*
 * The first executable `name` on PATH (written into buf), else `fallback`
 * if executable, else NULL.  buf is the caller's, so threads can search at
 * once.
 */
const char *spawn_find(const char *name, const char *fallback, char *buf, size_t size);

#endif
