/*
 * sass_match.c - the SASS read (sass_parse.c) set beside the source
 * model's accesses: each access's instructions found on its line, their
 * width applied to it, and notes where the two disagree.
 */
#include "sass.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"

/* The instructions of one line that can serve one access's space and kind. */
struct line_view {
	int naccesses;          /* the kernel's accesses there of that space and kind */
	int first;              /* the first of them, in k->accesses */
	int count;              /* instructions */
	int by_op[SASS_OP_COUNT];
	int popc;               /* ATOMS.POPC.INC: a warp's increments in one */
	int local;              /* LDL, STL of a shared or global access's line:
	                           not the access's own (spills, or the access is
	                           local after all) */
	unsigned widths;        /* bit w: some instruction moves w bytes a lane
	                           (`local` left out: it is not the access's) */
	unsigned width;         /* the width, when there is one */
	int by_width[32];       /* instructions of each width (as widths) */
	int depth;              /* 0: own lines; 1: only inlined at this line */
};

/* Are a and b accesses of one space and kind, written at one place? */
static int same_site(const struct ir_access *a, const struct ir_access *b)
{
	return a->space == b->space && a->op == b->op && a->loc.line == b->loc.line &&
	       (a->loc.file == b->loc.file ||
		(a->loc.file && b->loc.file && !strcmp(a->loc.file, b->loc.file)));
}

/* The access's last line: an access written over several lines may be
 * compiled under any of them. */
static unsigned last_line(const struct ir_access *acc)
{
	unsigned line = acc->loc.line;
	const char *t;

	for (t = acc->text; t && *t; t++)
		line += *t == '\n' && line < UINT_MAX;
	return line;
}

static int row_matches(const struct sass_row *r, const struct ir_access *acc, int deeper)
{
	return r->file && r->line >= acc->loc.line && r->line <= last_line(acc) &&
	       (deeper ? r->depth > 0 : r->depth == 0) &&
	       sass_op_serves(r->op, acc->space, acc->op) && sass_same_file(acc->loc.file, r->file);
}

static void line_view(struct line_view *v, const struct ir_kernel *k,
		      const struct sass_function *fn, const struct ir_access *acc)
{
	int i, deeper;

	memset(v, 0, sizeof(*v));
	v->first = -1;
	for (i = 0; i < k->naccesses; i++) {
		if (same_site(k->accesses[i], acc)) {
			if (v->first < 0)
				v->first = i;
			v->naccesses++;
		}
	}
	/* the line's own instructions; else those inlined at it (its helper's
	 * lines are not the access's when the front end did not follow it) */
	for (deeper = 0; deeper < 2 && !v->count; deeper++) {
		for (i = 0; i < fn->nrows; i++) {
			const struct sass_row *r = &fn->rows[i];
			if (!row_matches(r, acc, deeper))
				continue;
			int foreign = (r->op == SASS_LDL || r->op == SASS_STL) &&
				      acc->space != SPACE_LOCAL;
			v->count += r->count;
			v->by_op[r->op] += r->count;
			if (foreign)
				v->local += r->count;
			v->depth = deeper;
			if (r->op == SASS_ATOMS && strstr(r->opcode, ".POPC."))
				v->popc += r->count;
			if (!foreign && r->width < 32) {
				v->widths |= 1u << r->width;
				v->width = r->width;
				v->by_width[r->width] += r->count;
			}
		}
	}
	if (v->widths & (v->widths - 1))
		v->width = 0;           /* several */
}

/*
 * A line with instructions of several widths: which access has which.
 * The accesses are taken in units, each deciding its own width (an
 * adjacent run decides for all its accesses: emit_leader), and each unit
 * is given one of the line's widths that its site can take, as
 * emit_instructions says (the alignment proved included).  A way of
 * giving them fits when every width of the line is some unit's and no
 * width has fewer instructions than its units need at least (a unit in
 * an unrolled loop around it has more: a lower bound only).  One way
 * that fits is the answer; none, or several, leave every width unset.
 * The order of the instructions within the line is not used: nvcc's
 * scheduler moves loads of one line past each other.
 */
#define MAX_UNITS 8

struct line_match {
	const struct ir_access *unit[MAX_UNITS];
	int nunits;               /* MAX_UNITS + 1: too many to try */
	unsigned choice[MAX_UNITS], answer[MAX_UNITS];
	int used[32];
	int ways;                 /* ways that fit, counted to 2 */
};

static void match_from(struct line_match *m, const struct line_view *v, int u)
{
	unsigned w;
	int n;

	if (m->ways > 1)
		return;
	if (u == m->nunits) {
		for (w = 1; w < 32; w++)
			if ((v->widths & (1u << w)) && !m->used[w])
				return;
		if (!m->ways++)
			memcpy(m->answer, m->choice, sizeof(m->answer));
		return;
	}
	for (w = 1; w < 32; w++) {
		if (!(v->widths & (1u << w)) || (n = emit_instructions(m->unit[u], w)) <= 0 ||
		    m->used[w] + n > v->by_width[w])
			continue;
		m->choice[u] = w;
		m->used[w] += n;
		match_from(m, v, u + 1);
		m->used[w] -= n;
	}
}

static void match_line(struct line_match *m, const struct ir_kernel *k,
		       const struct line_view *v, const struct ir_access *acc)
{
	int i, j;

	memset(m, 0, sizeof(*m));
	for (i = v->first; i >= 0 && i < k->naccesses; i++) {
		const struct ir_access *b = k->accesses[i], *lead = emit_leader(b);
		if (!same_site(b, acc))
			continue;
		for (j = 0; j < m->nunits && m->unit[j] != lead; j++)
			;
		if (j < m->nunits)
			continue;
		if (m->nunits == MAX_UNITS) {
			m->nunits++;
			return;
		}
		m->unit[m->nunits++] = lead;
	}
	match_from(m, v, 0);
}

/* The width match_line gave acc, or 0. */
static unsigned matched_width(const struct line_match *m, const struct ir_access *acc)
{
	int j;

	for (j = 0; m->ways == 1 && j < m->nunits; j++)
		if (m->unit[j] == emit_leader(acc))
			return m->answer[j];
	return 0;
}

void sass_apply(struct ir_kernel *k, const struct sass_file *f, const struct sass_function *fn)
{
	struct line_view v;
	struct line_match m;
	int i;

	for (i = 0; i < k->naccesses; i++) {
		struct ir_access *acc = k->accesses[i];
		acc->sass_bytes = 0;
		if (!fn || !f || !f->has_lines || !acc->loc.line)
			continue;
		line_view(&v, k, fn, acc);
		/* one width for the line: each access there has it */
		acc->sass_bytes = v.width;
		if (v.widths & (v.widths - 1)) {
			match_line(&m, k, &v, acc);
			acc->sass_bytes = matched_width(&m, acc);
		}
	}
}

/* The opcode nvcc would emit for the access, for "no LDS". */
static const char *expected_op(const struct ir_access *acc)
{
	static const char *const name[3][3] = {
		[SPACE_SHARED] = { "LDS", "STS", "ATOMS" },
		[SPACE_GLOBAL] = { "LDG", "STG", "ATOMG or RED" },
		[SPACE_LOCAL] = { "LDL", "STL", "ATOM" },
	};
	return name[acc->space][acc->op];
}

/* The rule a note about acc's instructions goes under. */
static enum rule note_rule(const struct ir_access *acc)
{
	return acc->space == SPACE_SHARED ? RULE_BANK_CONFLICT
	     : acc->space == SPACE_LOCAL ? RULE_LOCAL : RULE_UNCOALESCED;
}

/* "2 LDS.128 and 12 LDS": the instructions of the view, by opcode. */
static const char *spell_rows(struct arena *a, const struct sass_function *fn,
			      const struct ir_access *acc, int deeper, int with_local)
{
	const char *seen[8];
	int counts[8], guarded[8], n = 0, more = 0, i, j;
	char *s;

	for (i = 0; i < fn->nrows; i++) {
		const struct sass_row *r = &fn->rows[i];
		if (!row_matches(r, acc, deeper) ||
		    (!with_local && acc->space != SPACE_LOCAL &&
		     (r->op == SASS_LDL || r->op == SASS_STL)))
			continue;
		for (j = 0; j < n && seen[j] != r->opcode; j++)
			;
		if (j == n) {
			if (n == 8) {
				more += r->count;
				continue;
			}
			seen[n] = r->opcode;
			counts[n] = guarded[n] = 0;
			n++;
		}
		counts[j] += r->count;
		if (r->predicated)
			guarded[j] += r->count;
	}
	s = arena_strdup(a, "");
	for (i = 0; i < n; i++) {
		s = arena_printf(a, "%s%s%d %s", s, i == 0 ? "" : i + 1 == n && !more ? " and " : ", ",
				 counts[i], seen[i]);
		if (guarded[i] == counts[i])
			s = arena_printf(a, "%s under a predicate", s);
		else if (guarded[i])
			s = arena_printf(a, "%s (%d under a predicate)", s, guarded[i]);
	}
	if (more)
		s = arena_printf(a, "%s and %d more", s, more);
	return s;
}

/*
 * The nearest line, within a few of the access's, whose instructions of
 * its kind outnumber that line's own accesses of the kind: where nvcc's
 * line table likely put the access (two stores merged under their if, an
 * unrolled row of atomics under one line).  0 when there is none.
 */
static unsigned surplus_near(const struct ir_kernel *k, const struct sass_function *fn,
			     const struct ir_access *acc, struct line_view *at)
{
	struct ir_access probe = *acc;
	int d, sign;

	for (d = 1; d <= 4; d++) {
		for (sign = -1; sign <= 1; sign += 2) {
			if (sign < 0 && acc->loc.line <= (unsigned)d)
				continue;
			probe.loc.line = acc->loc.line + (unsigned)(sign * d);
			line_view(at, k, fn, &probe);
			if (at->count - at->local > at->naccesses)
				return probe.loc.line;
		}
	}
	return 0;
}

/* The kernel's instructions that could serve acc but sit in other files. */
static int in_other_files(const struct sass_function *fn, const struct ir_access *acc)
{
	int i, n = 0;

	for (i = 0; i < fn->nrows; i++) {
		const struct sass_row *r = &fn->rows[i];
		if (!r->depth && r->file && sass_op_serves(r->op, acc->space, acc->op) &&
		    (acc->space == SPACE_LOCAL || (r->op != SASS_LDL && r->op != SASS_STL)) &&
		    !sass_same_file(acc->loc.file, r->file))
			n += r->count;
	}
	return n;
}

void sass_notes(const struct ir_kernel *k, const struct sass_file *f,
		const struct sass_function *fn, struct diag_list *diags)
{
	struct arena *a = &diags->arena;
	struct line_view v;
	int i;

	if (!fn || !f || !f->has_lines)
		return;
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *acc = k->accesses[i];
		const char *what, *why = NULL, *model;
		struct diag *d;

		if (!acc->loc.line)
			continue;
		line_view(&v, k, fn, acc);
		if (v.first != i)
			continue;       /* one note for the line's accesses of this kind */
		what = v.naccesses == 1
			? arena_printf(a, "the %s %s", mem_space_name(acc->space), mem_op_name(acc->op))
			: arena_printf(a, "the %d %s %ss", v.naccesses, mem_space_name(acc->space),
				       mem_op_name(acc->op));
		model = acc->model == MODEL_SASS
			? arena_printf(a, "the counts use nvcc's width (%u bytes a lane)", acc->sass_bytes)
			: arena_printf(a, "the counts use the source model (%u bytes a lane)", acc->bytes);
		if (!v.count) {
			struct line_view near;
			unsigned line = surplus_near(k, fn, acc, &near);
			int away = f->has_inlining ? 0 : in_other_files(fn, acc);
			const char *hint = !line ? "" : near.naccesses
				? arena_printf(a, ": line %u has %d for its %d", line,
					       near.count - near.local, near.naccesses)
				: arena_printf(a, ": line %u has %d and no %s %s of its own", line,
					       near.count - near.local, mem_space_name(acc->space),
					       mem_op_name(acc->op));
			if (away)
				d = diag_add(diags, SEV_NOTE, acc->loc,
					     note_rule(acc),
					     "the SASS read puts no %s on this line for %s: it has no inlining information (nvdisasm -g) and puts %d such instruction%s under another file's lines, a header's; 'nvdisasm -gi -c' names the calls",
					     expected_op(acc), what, away, away == 1 ? "" : "s");
			else
				d = diag_add(diags, SEV_NOTE, acc->loc,
					     note_rule(acc),
					     "nvcc emitted no %s for %s on this line (kept in a register, merged with another line's, or placed under another line%s)",
					     expected_op(acc), what, hint);
			d->kernel = k->name;
			d->detail = model;
			continue;
		}
		if (acc->space == SPACE_LOCAL && (v.widths & (1u << acc->bytes))) {
			/* the source's width is there; the other LDL/STL of the
			 * line are ptxas's spills (sass_local_notes says so) */
		} else if (v.widths & (v.widths - 1)) {
			struct line_match m;
			match_line(&m, k, &v, acc);
			if (m.nunits > MAX_UNITS)
				why = arena_printf(a, "several widths, for more than %d accesses of their own width: which is which is not tried, so none is set",
						   MAX_UNITS);
			else if (m.ways > 1)
				why = "several widths, which the line's accesses could take in more than one way: none is set";
			else if (!m.ways)
				why = m.nunits == 1 && v.naccesses == 1
					? arena_printf(a, "several widths for one access of %u bytes (joined with another on some trips of an unrolled loop, or split): none is set",
						       acc->bytes)
					: "several widths that no one width per access explains (nvcc joins accesses on some trips of an unrolled loop and not on others, or splits one): none is set";
			/* one way: each access has nvcc's width, and the counts use it */
		} else if (v.widths && v.widths != 1u << acc->bytes) {
			why = arena_printf(a, "%u bytes a lane where the source has %u", v.width, acc->bytes);
		}
#define ADD(text) why = why ? arena_printf(a, "%s; %s", why, text) : (text)
		if (v.by_op[SASS_RED])
			ADD("RED: an atomic whose result is unused, so no value comes back");
		if (v.popc)
			ADD("ATOMS.POPC.INC: a warp's increments of one address become one atomic");
		/* beside the access's own instructions, LDL/STL are spills
		 * (--ptxas reports them); alone, the access itself is local */
		if (v.local == v.count)
			ADD("local memory, not global: a stack array, or a pointer nvcc proved points at one");
		if (v.by_op[SASS_LD] || v.by_op[SASS_ST] || v.by_op[SASS_ATOM])
			ADD("generic addressing: nvcc did not know the memory's space");
		if (v.by_op[SASS_LDGSTS])
			ADD("LDGSTS: an asynchronous copy from global to shared memory");
#undef ADD
		if (!why)
			continue;       /* the models agree */
		d = diag_add(diags, SEV_NOTE, acc->loc,
			     note_rule(acc),
			     "nvcc emitted %s for %s on this line: %s",
			     spell_rows(a, fn, acc, v.depth, v.local == v.count), what,
			     why);
		d->kernel = k->name;
		d->detail = model;
	}
}

/* "1 LDL", "3 LDL": n of op */
static const char *spell_n(struct arena *a, long long n, const char *op)
{
	return arena_printf(a, "%lld %s", n, op);
}

void sass_local_notes(const struct kernel_stats *st, const struct sass_function *fn,
		      struct diag_list *diags)
{
	const struct ir_kernel *k = st->kernel;
	const struct sim_totals *t = &st->totals;
	struct arena *a = &diags->arena;
	long long ldl = 0, stl = 0, src_ld, src_st;
	struct diag *d;
	int i;

	if (!fn || st->error || !st->warps)
		return;
	for (i = 0; i < fn->nrows; i++) {
		const struct sass_row *r = &fn->rows[i];
		if (r->depth)
			continue;       /* each instruction once, at its own line */
		if (r->op == SASS_LDL)
			ldl += r->count;
		else if (r->op == SASS_STL)
			stl += r->count;
	}
	/* the source model's local instructions a warp (its loops as the
	 * simulation ran them): the static count of straight-line code */
	src_ld = (long long)((t->local_load_requests + st->warps - 1) / st->warps);
	src_st = (long long)((t->local_store_requests + st->warps - 1) / st->warps);
	if (!ldl && !stl && (src_ld || src_st)) {
		d = diag_add(diags, SEV_NOTE, k->loc, RULE_LOCAL,
			"nvcc's code for '%s' has no LDL or STL: ptxas kept in registers what the source model puts in local memory (%lld loads and %lld stores a warp)",
			k->name, src_ld, src_st);
		d->kernel = k->name;
		d->detail = "the counts use the source model";
		return;
	}
	/* line by line, where the dump has lines: a local access's line with
	 * more LDL (STL) than the model's requests a warp there */
	for (i = 0; i < k->naccesses && fn->nrows && fn->rows[0].file; i++) {
		const struct ir_access *acc = k->accesses[i];
		uint64_t req = 0;
		struct line_view v;
		int j;

		if (acc->space != SPACE_LOCAL || !acc->loc.line)
			continue;
		line_view(&v, k, fn, acc);
		if (v.first != i || !v.count)
			continue;
		for (j = 0; j < k->naccesses; j++)
			if (same_site(k->accesses[j], acc))
				req += st->access[k->accesses[j]->id].requests;
		req = (req + st->warps - 1) / st->warps;
		if ((uint64_t)v.count <= req)
			continue;
		d = diag_add(diags, SEV_NOTE, acc->loc, RULE_LOCAL,
			"nvcc emitted %s for the local %s%s on this line, %llu more than the source model's %llu a warp: ptxas's spills placed at this line",
			spell_rows(a, fn, acc, v.depth, 1), mem_op_name(acc->op),
			v.naccesses == 1 ? "" : "s", (unsigned long long)((uint64_t)v.count - req),
			(unsigned long long)req);
		d->kernel = k->name;
	}
	if (ldl <= src_ld && stl <= src_st)
		return;
	d = diag_add(diags, SEV_NOTE, k->loc, RULE_LOCAL,
		"nvcc's code for '%s' has %s and %s; the source model's arrays in local memory make %lld loads and %lld stores a warp, so at least %lld LDL and %lld STL are ptxas's own: spills (--ptxas gives their bytes), or arrays it could not keep in registers",
		k->name, spell_n(a, ldl, "LDL"), spell_n(a, stl, "STL"), src_ld, src_st,
		ldl > src_ld ? ldl - src_ld : 0, stl > src_st ? stl - src_st : 0);
	d->kernel = k->name;
	d->detail = "the counts use the source model; --time adds the spill bytes --ptxas reads, 4 sectors a warp for each 4 bytes a thread, once a warp";
}

struct sass_status sass_kernel(const struct sass_function **out, struct ir_kernel *k,
			       const struct sass_file *f, const char *why, struct arena *a)
{
	struct sass_status st = { 0, why, NULL };
	const struct sass_function *fn = f ? sass_find(f, k->mangled) : NULL;

	*out = fn;
	sass_apply(k, f, fn);
	if (!f)
		return st;
	if (!fn) {
		st.why = arena_printf(a, "'%s' is not in the compiled code (symbol '%s')", k->name,
				      k->mangled ? k->mangled : "unknown");
		return st;
	}
	st.read = 1;
	st.code = fn;
	st.why = f->has_lines ? NULL
			      : "the disassembly has no source lines (cuobjdump): nothing is set per access";
	return st;
}

int sass_count(const struct sass_function *fn, enum sass_op op, unsigned width, int predicated,
	       const char *file, unsigned line)
{
	int i, n = 0;

	for (i = 0; fn && i < fn->nrows; i++) {
		const struct sass_row *r = &fn->rows[i];
		if (r->depth || r->op != op || (width && r->width != width) ||
		    (predicated >= 0 && r->predicated != predicated) ||
		    (line && (r->line != line || !sass_same_file(file, r->file))))
			continue;
		n = n > INT_MAX - r->count ? INT_MAX : n + r->count;
	}
	return n;
}
