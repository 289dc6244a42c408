/*
 * config.c - reading .warpcheck.yaml with libyaml.
 *
 * The document is a mapping of option names to a scalar, a sequence of
 * scalars (repeated options) or, for `param`, a mapping of names to values
 * (`shapes`, a mapping of launchers to their tensors' sizes, read_shapes);
 * everything is flattened into (option, value) pairs that the command line
 * parser applies before the real command line.  A list is a repeated option,
 * except for the options that take X[,Y[,Z]] (grid, block, block-index),
 * where `[4, 2]` is one value, "4,2".  Each pair keeps the line and column
 * of its key, so that a key the command line does not know is reported
 * where it is written.
 */
#include "config.h"
#include "../report/source.h"

#include "../../simulator/simulator.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <yaml.h>

static void add(struct config *c, const char *key, const char *value, const yaml_node_t *at)
{
	c->entries = arena_grow(&c->arena, c->entries, sizeof(*c->entries), c->n, &c->cap);
	c->entries[c->n].key = arena_strdup(&c->arena, key);
	c->entries[c->n].value = arena_strdup(&c->arena, value);
	c->entries[c->n].line = (unsigned)at->start_mark.line + 1;
	c->entries[c->n].col = (unsigned)at->start_mark.column + 1;
	c->n++;
}

/* Options whose one value is a list of numbers, X[,Y[,Z]]. */
static int takes_dims(const char *key)
{
	return !strcmp(key, "grid") || !strcmp(key, "block") || !strcmp(key, "block-index");
}

static const char *scalar(yaml_node_t *n)
{
	return n && n->type == YAML_SCALAR_NODE ? (const char *)n->data.scalar.value : NULL;
}

/*
 * `shapes:` maps a launcher to its tensors' shapes, each a list of sizes
 * with an element type after them where given, or a string:
 *
 *   shapes:
 *     relu_f16x8: { x: [4096, 1024, half], y: "4096x1024:half" }
 *
 * Each tensor is one `shape` option, "relu_f16x8.x=4096x1024:half".
 */
static int read_shapes(struct config *c, yaml_document_t *doc, yaml_node_t *v)
{
	yaml_node_pair_t *f, *t;

	if (v->type != YAML_MAPPING_NODE)
		goto bad;
	for (f = v->data.mapping.pairs.start; f < v->data.mapping.pairs.top; f++) {
		yaml_node_t *fk = yaml_document_get_node(doc, f->key);
		yaml_node_t *tensors = yaml_document_get_node(doc, f->value);
		if (!scalar(fk) || !tensors || tensors->type != YAML_MAPPING_NODE)
			goto bad;
		for (t = tensors->data.mapping.pairs.start; t < tensors->data.mapping.pairs.top; t++) {
			yaml_node_t *tk = yaml_document_get_node(doc, t->key);
			yaml_node_t *dims = yaml_document_get_node(doc, t->value);
			const char *text = "";
			yaml_node_item_t *it;

			if (!scalar(tk) || !dims)
				goto bad;
			if (scalar(dims)) {
				text = scalar(dims);
			} else if (dims->type == YAML_SEQUENCE_NODE) {
				for (it = dims->data.sequence.items.start; it < dims->data.sequence.items.top; it++) {
					const char *d = scalar(yaml_document_get_node(doc, *it));
					if (!d)
						goto bad;
					text = arena_printf(&c->arena, "%s%s%s", text,
							    !*text ? "" : (*d >= '0' && *d <= '9') ? "x" : ":", d);
				}
			} else {
				goto bad;
			}
			add(c, "shape", arena_printf(&c->arena, "%s.%s=%s", scalar(fk), scalar(tk), text), tk);
		}
	}
	return 0;
bad:
	fprintf(stderr, "%s:%zu:%zu: error: 'shapes' wants a map of functions to maps of tensors to sizes, as 'relu: { x: [4096, 1024] }'\n",
		c->path, v->start_mark.line + 1, v->start_mark.column + 1);
	return -1;
}

static int read_document(struct config *c, yaml_document_t *doc)
{
	yaml_node_t *root = yaml_document_get_root_node(doc);
	yaml_node_pair_t *pair;

	if (!root)
		return 0;   /* an empty file */
	if (root->type != YAML_MAPPING_NODE) {
		fprintf(stderr, "warpcheck: %s: want a mapping of option names to values\n", c->path);
		return -1;
	}
	for (pair = root->data.mapping.pairs.start; pair < root->data.mapping.pairs.top; pair++) {
		yaml_node_t *k = yaml_document_get_node(doc, pair->key);
		yaml_node_t *v = yaml_document_get_node(doc, pair->value);
		const char *key = scalar(k);

		if (!key || !v) {
			fprintf(stderr, "warpcheck: %s: a key is not a name\n", c->path);
			return -1;
		}
		if (!strcmp(key, "shapes")) {
			if (read_shapes(c, doc, v) < 0)
				return -1;
		} else if (v->type == YAML_SCALAR_NODE) {
			add(c, key, scalar(v), k);
		} else if (v->type == YAML_SEQUENCE_NODE) {
			yaml_node_item_t *it;
			const char *dims = "";
			for (it = v->data.sequence.items.start; it < v->data.sequence.items.top; it++) {
				const char *s = scalar(yaml_document_get_node(doc, *it));
				if (!s) {
					fprintf(stderr, "warpcheck: %s: '%s' wants plain values\n", c->path, key);
					return -1;
				}
				if (takes_dims(key))
					dims = arena_printf(&c->arena, "%s%s%s", dims, *dims ? "," : "", s);
				else
					add(c, key, s, k);
			}
			if (takes_dims(key))
				add(c, key, dims, k);
		} else {
			yaml_node_pair_t *p;
			for (p = v->data.mapping.pairs.start; p < v->data.mapping.pairs.top; p++) {
				const char *name = scalar(yaml_document_get_node(doc, p->key));
				const char *value = scalar(yaml_document_get_node(doc, p->value));
				if (!name || !value) {
					fprintf(stderr, "warpcheck: %s: '%s' wants name: value pairs\n",
						c->path, key);
					return -1;
				}
				add(c, key, arena_printf(&c->arena, "%s=%s", name, value), k);
			}
		}
	}
	return 0;
}

int config_parse(struct config *c, const char *name, const unsigned char *text, size_t len)
{
	yaml_parser_t parser;
	yaml_document_t doc;
	int rc;

	memset(c, 0, sizeof(*c));
	arena_init(&c->arena, 0);
	c->path = arena_strdup(&c->arena, name);
	if (!yaml_parser_initialize(&parser))
		return -1;
	yaml_parser_set_input_string(&parser, text, len);
	if (!yaml_parser_load(&parser, &doc)) {
		fprintf(stderr, "warpcheck: %s:%zu:%zu: %s\n", name, parser.problem_mark.line + 1,
			parser.problem_mark.column + 1, parser.problem ? parser.problem : "bad YAML");
		yaml_parser_delete(&parser);
		return -1;
	}
	rc = read_document(c, &doc);
	yaml_document_delete(&doc);
	yaml_parser_delete(&parser);
	return rc;
}

int config_load(struct config *c, const char *start_dir)
{
	char dir[PATH_MAX], path[PATH_MAX + 32];
	char *text;
	size_t len = 0;
	int rc;

	memset(c, 0, sizeof(*c));
	arena_init(&c->arena, 0);
	if (!realpath(start_dir, dir))
		return 0;
	for (;;) {
		char git[PATH_MAX + 8], *slash;
		snprintf(path, sizeof(path), "%s/.warpcheck.yaml", dir);
		if (access(path, R_OK) == 0)
			break;
		snprintf(git, sizeof(git), "%s/.git", dir);
		if (access(git, F_OK) == 0 || !(slash = strrchr(dir, '/')) || slash == dir)
			return 0;
		*slash = '\0';
	}
	if (!(text = source_read(path, &len))) {
		fprintf(stderr, "warpcheck: cannot read %s\n", path);
		return -1;
	}
	arena_release(&c->arena);
	rc = config_parse(c, path, (const unsigned char *)text, len);
	free(text);
	return rc;
}

void config_error(const struct config *c, int i, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s:%u:%u: error: ", c->path, c->entries[i].line, c->entries[i].col);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

int config_check_keys(const struct config *c, const char *const known[])
{
	int i, j, rc = 0;

	for (i = 0; i < c->n; i++) {
		for (j = 0; known[j] && strcmp(known[j], c->entries[i].key); j++)
			;
		if (!known[j]) {
			config_error(c, i, "unknown key '%s'", c->entries[i].key);
			rc = -1;
		}
	}
	return rc;
}

void config_release(struct config *c)
{
	arena_release(&c->arena);
}
