/*
 * source.c - a cache of whole files, for the caret under a finding, the
 * suppression comments beside it, and the fixes that edit it.  Files are
 * read on first use and kept for the life of the process.
 */
#include "source.h"

#include "../simulator/alloc.h"

#include <pthread.h>
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
	FILE *f;
	long len;

	for (s = sources; s; s = s->next)
		if (!strcmp(s->path, path))
			return s;
	s = xcalloc(1, sizeof(*s));
	s->path = xstrdup(path);
	f = fopen(path, "rb");
	if (f && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0) {
		s->text = xmalloc((size_t)len + 1);
		if (fread(s->text, 1, (size_t)len, f) == (size_t)len) {
			s->text[len] = '\0';
			s->len = (size_t)len;
			index_lines(s, (size_t)len);
		} else {
			free(s->text);
			s->text = NULL;
		}
	}
	if (f)
		fclose(f);
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
