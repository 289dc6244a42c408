/*
 * source.c - a cache of whole files, for the caret under a finding and for
 * the suppression comments beside it.  Files are read on first use and kept
 * for the life of the process (a lint reads few).
 */
#include "source.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct source {
	char *path;
	char *text;
	struct source *next;
};

static struct source *sources;

static const char *source_text(const char *path)
{
	struct source *s;
	FILE *f;
	long len;

	for (s = sources; s; s = s->next)
		if (!strcmp(s->path, path))
			return s->text;
	s = calloc(1, sizeof(*s));
	if (!s)
		return NULL;
	s->path = strdup(path);
	f = fopen(path, "rb");
	if (f && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0) {
		s->text = malloc((size_t)len + 1);
		if (s->text && fread(s->text, 1, (size_t)len, f) == (size_t)len)
			s->text[len] = '\0';
		else {
			free(s->text);
			s->text = NULL;
		}
	}
	if (f)
		fclose(f);
	s->next = sources;
	sources = s;
	return s->text;
}

const char *source_line(const char *path, unsigned line, size_t *len)
{
	const char *p = path ? source_text(path) : NULL;
	unsigned n = 1;

	if (!p || !line)
		return NULL;
	while (n < line && *p) {
		if (*p++ == '\n')
			n++;
	}
	if (n != line || !*p)
		return NULL;
	*len = strcspn(p, "\n");
	return p;
}
