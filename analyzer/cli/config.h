/*
 * config.h - project defaults from .warpcheck.yaml.
 *
 * The file is looked for in the working directory and its parents, up to
 * the top of the git repository.  Every key is a command-line option's
 * default; options given on the command line win:
 *
 *   arch: sm_90
 *   grid: 128,128              # or [128, 128]
 *   block: [32, 8]
 *   param: { width: 4096, height: 4096 }
 *   dynamic-shared: 0
 *   fail-on: warning            # or a list: [nway=8, sectors=4]
 *   disable: [misaligned, unreached]
 *   include: [include]
 *   define: [TILE=32]
 *   shapes: { relu: { x: [4096, 1024], y: [4096, 1024] } }
 */
#ifndef WARPCHECK_CONFIG_H
#define WARPCHECK_CONFIG_H

#include <stddef.h>

#include "../../simulator/simulator.h"

struct config_entry {
	const char *key;             /* the option's long name: "grid", "param" ... */
	const char *value;           /* "128,128", "width=4096" ... */
	unsigned line, col;          /* where the key is written */
};

struct config {
	struct arena arena;
	const char *path;            /* NULL: no file found */
	struct config_entry *entries;
	int n, cap;
};

/* 0 (with or without a file), or -1 with a message on stderr. */
int config_load(struct config *c, const char *start_dir);
/* The same from text in memory; name is what messages call it. */
int config_parse(struct config *c, const char *name, const unsigned char *text, size_t len);
/*
 * 0 when every key is in `known` (NULL-terminated), else -1 with
 * "FILE:LINE:COL: error: unknown key 'KEY'" on stderr for each other key.
 */
int config_check_keys(const struct config *c, const char *const known[]);
/* "FILE:LINE:COL: error: MESSAGE" on stderr, about entry i. */
void config_error(const struct config *c, int i, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void config_release(struct config *c);

#endif
