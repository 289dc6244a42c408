/*
 * source.c - reading a file whole (the one reader: the configuration, a
 * saved SASS dump and the SASS cache use it too), and a cache of whole
 * files, for the caret under a finding, the suppression comments beside
 * it, and the fixes that edit it.  Cached files are read on first use and
 * kept for the life of the process.
 */
#include "source.h"

#include "../../simulator/simulator.h"

#include <errno.h>
#include <pthread.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct source {
	char *path;
	char *text;
	size_t len;
	size_t *lines;        /* offset of each line's start; lines[0] is line 1 */
	unsigned nlines;
	struct source *next;
};

#define MAX_READ ((size_t)1 << 30)

int source_same_file(const char *a, const char *b)
{
	char ra[PATH_MAX], rb[PATH_MAX];

	if (!a || !b)
		return 0;
	return !strcmp(a, b) || (realpath(a, ra) && realpath(b, rb) && !strcmp(ra, rb));
}

char *source_read(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *text = NULL;
	size_t n = 0, cap = 0, got;
	int err;

	if (!f)
		return NULL;
	for (;;) {
		if (n + 65536 + 1 > cap) {
			if (cap >= MAX_READ) {
				err = EFBIG;
				goto fail;
			}
			text = xrealloc(text, cap = cap ? cap * 2 : 131072);
		}
		got = fread(text + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		err = errno ? errno : EIO;
		goto fail;
	}
	fclose(f);
	text[n] = '\0';
	if (len)
		*len = n;
	return text;
fail:
	free(text);
	fclose(f);
	errno = err;
	return NULL;
}

static struct source *sources;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* Where each line starts: a lookup is then one step, however long the file. */
static void index_lines(struct source *s, size_t len)
{
	size_t i, n = 1;

	for (i = 0; i < len; i++)
		n += s->text[i] == '\n';
	s->lines = xreallocarray(NULL, n, sizeof(*s->lines));
	s->lines[0] = 0;
	s->nlines = 1;
	for (i = 0; i < len; i++)
		if (s->text[i] == '\n')
			s->lines[s->nlines++] = i + 1;
}

static struct source *source_of(const char *path)
{
	struct source *s;

	for (s = sources; s; s = s->next)
		if (!strcmp(s->path, path))
			return s;
	s = xcalloc(1, sizeof(*s));
	s->path = xstrdup(path);
	if ((s->text = source_read(path, &s->len)))
		index_lines(s, s->len);
	s->next = sources;
	sources = s;
	return s;
}

const char *source_file(const char *path, size_t *len)
{
	struct source *s;

	if (!path)
		return NULL;
	pthread_mutex_lock(&lock);
	s = source_of(path);
	pthread_mutex_unlock(&lock);
	if (!s || !s->text)
		return NULL;
	*len = s->len;
	return s->text;
}

const char *source_line(const char *path, unsigned line, size_t *len)
{
	struct source *s;
	const char *p;

	if (!path || !line)
		return NULL;
	pthread_mutex_lock(&lock);
	s = source_of(path);
	pthread_mutex_unlock(&lock);
	if (!s || !s->text || !s->lines || line > s->nlines)
		return NULL;
	p = s->text + s->lines[line - 1];
	if (!*p)
		return NULL;
	*len = strcspn(p, "\n");
	return p;
}
