/*
 * sass_parse.c - reading nvcc's SASS, as nvdisasm or cuobjdump print it,
 * into rows of (function, source line, instruction); sass_match.c sets
 * them beside the source model's accesses.
 *
 * The two dumps share the instruction lines: the address in hex inside a
 * C comment, then "@!P0 LDS.128 R12, [R16+0x10] ;", optionally followed
 * by the encoding in another comment.
 * A function starts at nvdisasm's `.section .text.NAME` (or its
 * "//---- .text.NAME ----" banner) or at cuobjdump's "Function : NAME".
 * nvdisasm -g puts the source position before the instructions it covers,
 * "//## File "PATH", line N"; with -gi, one such comment per inlining
 * level, each "... inlined at "PATH", line M", the innermost first.  A
 * position holds until the next one.  Every line of an instruction's
 * chain gets a row (depth 0 the innermost), so that an access written in a
 * helper, and the kernel's call of it, both find it.
 */
#include "sass.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"

#define MAX_CHAIN 8      /* inlining levels kept; deeper ones are dropped */

struct position {
	const char *file;
	unsigned line;
};

struct parser {
	struct sass_file *out;
	struct arena *a;
	struct sass_function *cur;
	/* the source position of the instructions that follow */
	struct position chain[MAX_CHAIN];
	int nchain;
	int instruction_since;   /* an instruction came after the last position */
	const char **names;      /* interned file names and opcodes */
	int nnames, cap_names;
};

/* One copy of each string, so that rows compare by pointer. */
static const char *intern(struct parser *p, const char *s, size_t n)
{
	int i;

	for (i = 0; i < p->nnames; i++)
		if (!strncmp(p->names[i], s, n) && p->names[i][n] == '\0')
			return p->names[i];
	p->names = arena_grow(p->a, p->names, sizeof(*p->names), p->nnames, &p->cap_names);
	return p->names[p->nnames++] = arena_strndup(p->a, s, n);
}

static struct sass_function *function(struct parser *p, const char *name, size_t n)
{
	struct sass_file *f = p->out;
	int i;

	for (i = 0; i < f->nfunctions; i++)
		if (!strncmp(f->functions[i].name, name, n) && f->functions[i].name[n] == '\0')
			return &f->functions[i];
	f->functions = arena_grow(p->a, f->functions, sizeof(*f->functions), f->nfunctions,
				  &f->cap);
	memset(&f->functions[f->nfunctions], 0, sizeof(*f->functions));
	f->functions[f->nfunctions].name = arena_strndup(p->a, name, n);
	f->functions[f->nfunctions].entry = -1;
	return &f->functions[f->nfunctions++];
}

static const char *skip_space(const char *s, const char *end)
{
	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	return s;
}

static int starts(const char *s, const char *end, const char *word)
{
	size_t n = strlen(word);
	return (size_t)(end - s) >= n && !memcmp(s, word, n);
}

/* Where `word` first occurs in [s, end), or NULL. */
static const char *find(const char *s, const char *end, const char *word)
{
	size_t n = strlen(word);

	for (; (size_t)(end - s) >= n; s++)
		if (!memcmp(s, word, n))
			return s;
	return NULL;
}

/* A symbol's characters: what mangled names and their clones use. */
static size_t symbol_length(const char *s, const char *end)
{
	const char *e = s;

	while (e < end && *e != ',' && *e != ' ' && *e != '\t' && *e != '"' && *e != '-')
		e++;
	return (size_t)(e - s);
}

/*
 * `"PATH", line N` at s: fills *pos and returns the end, or NULL when it
 * is not that.
 */
static const char *position_at(struct parser *p, const char *s, const char *end,
			       struct position *pos)
{
	const char *q, *path;
	unsigned long v = 0;

	s = skip_space(s, end);
	if (s >= end || *s != '"')
		return NULL;
	path = ++s;
	q = memchr(s, '"', (size_t)(end - s));
	if (!q)
		return NULL;
	s = skip_space(q + 1, end);
	if (s < end && *s == ',')
		s = skip_space(s + 1, end);
	if (!starts(s, end, "line"))
		return NULL;
	s = skip_space(s + 4, end);
	if (s >= end || *s < '0' || *s > '9')
		return NULL;
	for (; s < end && *s >= '0' && *s <= '9'; s++)
		v = v > UINT_MAX / 10 ? UINT_MAX : v * 10 + (unsigned long)(*s - '0');
	pos->file = intern(p, path, (size_t)(q - path));
	pos->line = v > UINT_MAX ? UINT_MAX : (unsigned)v;
	return s;
}

static int same_position(const struct position *a, const struct position *b)
{
	return a->file == b->file && a->line == b->line;
}

/*
 * "//## File "A", line N [inlined at "B", line M]": one level of the
 * chain.  A level continues the chain when it starts where the one before
 * it was inlined; anything else starts a new one.
 */
static void read_position(struct parser *p, const char *s, const char *end)
{
	struct position inner, outer;
	const char *after;

	if (!(after = position_at(p, s, end, &inner)))
		return;
	if (p->instruction_since || !p->nchain ||
	    !same_position(&p->chain[p->nchain - 1], &inner)) {
		p->nchain = 0;
		p->chain[p->nchain++] = inner;
	}
	p->instruction_since = 0;
	p->out->has_lines = 1;
	after = find(after, end, "inlined at");
	if (after && position_at(p, after + 10, end, &outer)) {
		p->out->has_inlining = 1;
		if (p->nchain < MAX_CHAIN && !same_position(&p->chain[p->nchain - 1], &outer))
			p->chain[p->nchain++] = outer;
	}
}

static const struct {
	const char *base;
	enum sass_op op;
} opcodes[] = {
	{ "LDS", SASS_LDS }, { "STS", SASS_STS }, { "ATOMS", SASS_ATOMS },
	{ "LDG", SASS_LDG }, { "STG", SASS_STG }, { "ATOMG", SASS_ATOMG },
	{ "RED", SASS_RED }, { "REDG", SASS_RED },
	{ "LDGSTS", SASS_LDGSTS }, { "LDSM", SASS_LDSM }, { "STSM", SASS_STSM },
	{ "LD", SASS_LD }, { "ST", SASS_ST }, { "ATOM", SASS_ATOM },
	{ "LDL", SASS_LDL }, { "STL", SASS_STL },
};

/* The opcode's memory operation, or -1 for an instruction of another kind. */
static int classify(const char *s, size_t n)
{
	size_t base = 0, i;

	while (base < n && s[base] != '.')
		base++;
	for (i = 0; i < sizeof(opcodes) / sizeof(opcodes[0]); i++)
		if (strlen(opcodes[i].base) == base && !memcmp(opcodes[i].base, s, base))
			return (int)opcodes[i].op;
	return -1;
}

/*
 * Bytes a lane moves, from the opcode's modifiers: .U8/.S8, .U16/.S16,
 * .64, .128; 32 bits when none says.  A matrix load (LDSM .x1/.x2/.x4, in
 * SASS the trailing .1/.2/.4) moves 4 bytes a lane per matrix.
 */
static unsigned width_of(enum sass_op op, const char *s, size_t n)
{
	unsigned width = 4;
	size_t i = 0, j;

	while (i < n && s[i] != '.')
		i++;
	while (i < n) {
		const char *t = s + ++i;
		for (j = i; j < n && s[j] != '.'; j++)
			;
#define IS(word) (j - i == strlen(word) && !memcmp(t, word, j - i))
		if (IS("U8") || IS("S8"))
			width = 1;
		else if (IS("U16") || IS("S16"))
			width = 2;
		else if (IS("64") || IS("U64") || IS("S64") || IS("F64"))
			width = 8;
		else if (IS("128"))
			width = 16;
		else if ((op == SASS_LDSM || op == SASS_STSM) && (IS("2") || IS("4")))
			width = 4 * (unsigned)(t[0] - '0');
#undef IS
		i = j;
	}
	return width;
}

static void add_row(struct parser *p, enum sass_op op, const char *opcode, int predicated,
		    const struct position *at, int depth)
{
	struct sass_function *fn = p->cur;
	struct sass_row *r;
	int i;

	for (i = fn->nrows - 1; i >= 0; i--) {
		r = &fn->rows[i];
		if (r->opcode == opcode && r->predicated == predicated && r->depth == depth &&
		    r->line == (at ? at->line : 0) && r->file == (at ? at->file : NULL)) {
			if (r->count < INT_MAX)
				r->count++;
			return;
		}
	}
	fn->rows = arena_grow(p->a, fn->rows, sizeof(*fn->rows), fn->nrows, &fn->cap);
	r = &fn->rows[fn->nrows++];
	memset(r, 0, sizeof(*r));
	r->op = op;
	r->opcode = opcode;
	r->width = width_of(op, opcode, strlen(opcode));
	r->predicated = predicated;
	r->file = at ? at->file : NULL;
	r->line = at ? at->line : 0;
	r->depth = depth;
	r->count = 1;
}

/* An instruction, when s is one: the address comment, [@[!]P], OPCODE. */
static void read_instruction(struct parser *p, const char *s, const char *end)
{
	const char *q, *op;
	int predicated = 0, kind, i;

	/* the address: hex digits between the comment marks, no "0x" */
	s += 2;
	for (q = s; q < end && ((*q >= '0' && *q <= '9') || (*q >= 'a' && *q <= 'f') ||
				(*q >= 'A' && *q <= 'F')); q++)
		;
	if (q == s || !starts(q, end, "*/"))
		return;
	s = skip_space(q + 2, end);
	if (s < end && *s == '{')        /* a dual-issue pair's brace */
		s = skip_space(s + 1, end);
	if (s < end && *s == '@') {
		for (q = s; q < end && *q != ' ' && *q != '\t'; q++)
			;
		predicated = !(q - s == 3 && !memcmp(s, "@PT", 3)) &&
			     !(q - s == 4 && !memcmp(s, "@UPT", 4));
		s = skip_space(q, end);
	}
	for (op = s; s < end && *s != ' ' && *s != '\t' && *s != ';'; s++)
		;
	if (s == op)
		return;
	if (!p->cur)
		return;
	p->cur->ninstructions++;
	p->instruction_since = 1;
	if ((kind = classify(op, (size_t)(s - op))) < 0)
		return;
	op = intern(p, op, (size_t)(s - op));
	if (!p->nchain) {
		add_row(p, (enum sass_op)kind, op, predicated, NULL, 0);
		return;
	}
	for (i = 0; i < p->nchain; i++)
		add_row(p, (enum sass_op)kind, op, predicated, &p->chain[i], i);
}

/* A function's code starts at `name` (NULL, or no symbol there: code of
 * no function's follows). */
static void begin_function(struct parser *p, const char *name, const char *end)
{
	size_t n = name ? symbol_length(name, end) : 0;

	p->cur = n ? function(p, name, n) : NULL;
	p->nchain = 0;
}

static void read_line(struct parser *p, const char *s, const char *end)
{
	s = skip_space(s, end);
	if (starts(s, end, "//##")) {
		s = skip_space(s + 4, end);
		if (starts(s, end, "File"))
			read_position(p, s + 4, end);
		return;
	}
	if (starts(s, end, "/*")) {
		read_instruction(p, s, end);
		return;
	}
	/* a function begins; anything else sectioned ends one */
	if (starts(s, end, ".section")) {
		s = skip_space(s + 8, end);
		begin_function(p, starts(s, end, ".text.") ? s + 6 : NULL, end);
		p->out->format = "nvdisasm";
		return;
	}
	if (starts(s, end, "//---")) {
		s = skip_space(s + 5, end);
		while (s < end && *s == '-')
			s++;
		s = skip_space(s, end);
		begin_function(p, starts(s, end, ".text.") ? s + 6 : NULL, end);
		return;
	}
	if (starts(s, end, ".other") && find(s, end, "STO_CUDA_ENTRY")) {
		s = skip_space(s + 6, end);
		if (symbol_length(s, end))
			function(p, s, symbol_length(s, end))->entry = 1;
		return;
	}
	if (starts(s, end, "Function :") || starts(s, end, "Function:")) {
		begin_function(p, skip_space(memchr(s, ':', (size_t)(end - s)) + 1, end), end);
		if (!p->out->format)
			p->out->format = "cuobjdump";
	}
}

void sass_parse(struct sass_file *out, const char *text, struct arena *a)
{
	struct parser p;
	const char *s = text;
	int i;

	memset(out, 0, sizeof(*out));
	memset(&p, 0, sizeof(p));
	p.out = out;
	p.a = a;
	while (s && *s) {
		const char *nl = strchr(s, '\n');
		const char *end = nl ? nl : s + strlen(s);
		read_line(&p, s, end);
		s = nl ? nl + 1 : NULL;
	}
	if (!out->format)
		out->format = out->has_lines ? "nvdisasm" : "unknown";
	/* nvdisasm marks every entry: the rest are device functions */
	for (i = 0; !strcmp(out->format, "nvdisasm") && i < out->nfunctions; i++)
		if (out->functions[i].entry < 0)
			out->functions[i].entry = 0;
}

const struct sass_function *sass_find(const struct sass_file *f, const char *mangled)
{
	int i;

	for (i = 0; f && mangled && i < f->nfunctions; i++)
		if (!strcmp(f->functions[i].name, mangled))
			return &f->functions[i];
	return NULL;
}

int sass_op_serves(enum sass_op op, enum mem_space space, enum mem_op kind)
{
	switch (op) {
	case SASS_LDS: case SASS_LDSM:
		return space == SPACE_SHARED && kind == OP_LOAD;
	case SASS_STS: case SASS_STSM:
		return space == SPACE_SHARED && kind == OP_STORE;
	case SASS_ATOMS:
		return space == SPACE_SHARED && kind == OP_ATOMIC;
	case SASS_LDG:
		return space == SPACE_GLOBAL && kind == OP_LOAD;
	case SASS_STG:
		return space == SPACE_GLOBAL && kind == OP_STORE;
	case SASS_LDL:
		/* a thread's array, or a pointer nvcc proved points at one */
		return (space == SPACE_LOCAL || space == SPACE_GLOBAL) && kind == OP_LOAD;
	case SASS_STL:
		return (space == SPACE_LOCAL || space == SPACE_GLOBAL) && kind == OP_STORE;
	case SASS_ATOMG: case SASS_RED:
		return space == SPACE_GLOBAL && kind == OP_ATOMIC;
	case SASS_LDGSTS:
		/* one instruction, both halves of the copy */
		return (space == SPACE_GLOBAL && kind == OP_LOAD) ||
		       (space == SPACE_SHARED && kind == OP_STORE);
	case SASS_LD:
		return kind == OP_LOAD;
	case SASS_ST:
		return kind == OP_STORE;
	case SASS_ATOM:
		return kind == OP_ATOMIC;
	case SASS_OP_COUNT:
		break;
	}
	return 0;
}

/*
 * The same file: the same path or, as a dump may come from another
 * machine or name the file from another folder, the same file name
 * ("kernels/a.cu" is "/home/x/kernels/a.cu"; within one kernel's code the
 * name is its file's, or a header's of another name).
 */
int sass_same_file(const char *a, const char *b)
{
	const char *x, *y;

	if (!a || !b)
		return 0;
	if (!strcmp(a, b))
		return 1;
	x = strrchr(a, '/');
	y = strrchr(b, '/');
	return !strcmp(x ? x + 1 : a, y ? y + 1 : b);
}
