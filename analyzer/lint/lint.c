/*
 * lint.c - findings from counts, and the reasons behind them.
 *
 * A shared access is a finding when it costs more wavefronts than ideal,
 * a global access when it touches more sectors than its bytes need: twice
 * or more is "uncoalesced" (a warning), less is "misaligned" (a note).
 * The reason is worked out from the worst request the simulator kept:
 * when the lanes' addresses form an arithmetic sequence, the stride says
 * it all (stride and 32 share a factor g: g lanes per bank); otherwise the
 * first pair of lanes that collide is named.
 */
#include "lint.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"
#include "../nvcc/ptxas.h"
#include "choose.h"

static unsigned gcd(unsigned long long a, unsigned long long b)
{
	while (b) {
		unsigned long long t = a % b;
		a = b;
		b = t;
	}
	return (unsigned)a;
}

static double ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / (double)b : 0.0;
}

static long long llabs_(long long v)
{
	return v == LLONG_MIN ? LLONG_MAX : v < 0 ? -v : v;
}

/* The byte stride between consecutive active lanes, if there is one. */
static int lane_stride(const struct sim_worst *w, long long *stride)
{
	int prev = -1, lane, have = 0;
	long long d = 0;

	for (lane = 0; lane < 32; lane++) {
		if (!(w->mask >> lane & 1))
			continue;
		if (prev >= 0) {
			long long step = (w->addr[lane] - w->addr[prev]) / (lane - prev);
			if ((w->addr[lane] - w->addr[prev]) % (lane - prev))
				return -1;
			if (have && step != d)
				return -1;
			d = step;
			have = 1;
		}
		prev = lane;
	}
	if (!have)
		return -1;
	*stride = d;
	return 0;
}

static const char *row_note(struct arena *a, const struct ir_kernel *k,
			    const struct ir_access *acc, long long stride_bytes)
{
	const struct ir_shared *sh;
	long long row = 1;
	int d;

	if (acc->space != SPACE_SHARED)
		return "";
	sh = &k->shared[acc->object_index];
	if (sh->ndims < 2 || !sh->elem_bytes)
		return "";
	for (d = 1; d < sh->ndims; d++)
		row *= sh->dims[d];
	if (llabs_(stride_bytes) != row * sh->elem_bytes)
		return "";
	return arena_printf(a, " (one row of '%s %s[%lld][%lld]%s')", sh->elem_type,
			    sh->name, (long long)sh->dims[0], (long long)sh->dims[1],
			    sh->ndims > 2 ? "[...]" : "");
}

/*
 * An atomic whose lanes share words: the simulator counts one wavefront per
 * lane on a word (smem.c, hw->atomic_per_lane), where a load broadcasts the
 * word to them.  Say so, with the busiest bank and what a load would cost.
 */
static const char *atomic_reason(struct arena *a, const struct ir_access *acc,
				 const struct sim_worst *w, const struct hw *hw)
{
	struct smem_cost cost, load;
	int64_t word[32];
	int lanes = 0, words = 0, i, j, bank = -1, most = 0;

	for (i = 0; i < 32; i++) {
		int in_bank = 0;
		word[i] = hw_word_of(hw, w->addr[i]);
		if (!(w->mask >> i & 1))
			continue;
		for (j = 0; j < 32; j++)
			in_bank += (w->mask >> j & 1) &&
				   hw_bank_of(hw, w->addr[j]) == hw_bank_of_word(hw, word[i]);
		if (in_bank > most) {
			most = in_bank;
			bank = (int)hw_bank_of_word(hw, word[i]);
		}
	}
	for (i = 0; i < 32; i++) {
		int first = 1;
		if (!(w->mask >> i & 1) || (int)hw_bank_of_word(hw, word[i]) != bank)
			continue;
		lanes++;
		for (j = 0; j < i; j++)
			first &= !((w->mask >> j & 1) && word[j] == word[i]);
		words += first;
	}
	smem_request(&cost, hw, w->addr, w->mask, acc->bytes, 1);
	smem_request(&load, hw, w->addr, w->mask, acc->bytes, 0);
	return arena_printf(a,
		"lanes on one word serialize: a shared atomic is served one lane at a time, even on the same word, so bank %d takes the atomics of %d lanes (on %d word%s) and the request %u wavefronts, where a load of the same words would take %u",
		bank, lanes, words, words == 1 ? "" : "s", cost.wavefronts, load.wavefronts);
}

/*
 * A CAS loop's trips: a trip stores for one lane per word, so a warp with
 * m lanes on its busiest word goes round m times, and warps of a block
 * at the same words take turns (simulator/atomic.c).
 */
static const char *cas_reason(struct arena *a, const struct kernel_stats *st,
			      const struct ir_access *acc, const struct sim_worst *w)
{
	unsigned most = atomic_busiest_word(w->addr, w->mask), warps, all;
	struct atomic_turn *turns = atomic_turns(st->kernel, acc, &st->launch);
	const char *meet;

	all = (unsigned)(((uint64_t)st->launch.block[0] * st->launch.block[1] *
			  st->launch.block[2] + 31) / 32);
	warps = w->warp < all ? turns[w->warp].contend : 1;
	free(turns);
	if (warps > 1 && warps == all)
		meet = arena_printf(a, ", and all %u warps of a block meet at the same words", warps);
	else if (warps > 1)
		meet = arena_printf(a, ", and %u of the %u warps of a block meet at its busiest word",
				    warps, all);
	else
		meet = "";
	return arena_printf(a,
		"a trip stores for one lane per word and the others go round again: %s%s, so the warps of a block take %.2f trips per request on average; %s",
		most > 1 ? arena_printf(a, "%u lanes of warp %u share one word", most, w->warp)
			 : arena_printf(a, "each lane of warp %u has its own word", w->warp),
		meet,
		ratio(st->access[acc->id].loop_loads ? st->access[acc->id].loop_loads
						     : st->access[acc->id].requests,
		      st->access[acc->id].loop_runs),
		most > 1 ? "give each lane its own word, or add up in registers (a warp reduction) and let one lane do the atomic"
			 : "give each warp its own copy of the words (one row per warp), so that warps do not meet");
}

/* Do two active lanes of w touch one word? */
static int lanes_share_word(const struct sim_worst *w, const struct hw *hw)
{
	int64_t word[32];
	int i;

	for (i = 0; i < 32; i++)
		word[i] = hw_word_of(hw, w->addr[i]);
	return atomic_busiest_word(word, w->mask) > 1;
}

/*
 * ldmatrix / stmatrix: each 8x8 matrix is one phase of eight 16-byte rows;
 * name the matrix whose rows crowd one group of 4 banks most.
 */
static const char *matrix_reason(struct arena *a, const struct ir_access *acc,
				 const struct sim_worst *w, const struct hw *hw)
{
	unsigned m, i, j, best_m = 0, most = 0, group = 0;

	for (m = 0; m < acc->matrices; m++)
		for (i = 8 * m; i < 8 * m + 8; i++) {
			unsigned in_group = 0;
			if (!(w->mask >> i & 1))
				continue;
			for (j = 8 * m; j < 8 * m + 8; j++) {
				int first = 1;
				unsigned k;
				if (!(w->mask >> j & 1) ||
				    hw_bank_of(hw, w->addr[j]) / 4 != hw_bank_of(hw, w->addr[i]) / 4)
					continue;
				for (k = 8 * m; k < j; k++)   /* distinct rows only */
					first &= !((w->mask >> k & 1) &&
						   hw_word_of(hw, w->addr[k]) / 4 == hw_word_of(hw, w->addr[j]) / 4);
				in_group += first;
			}
			if (in_group > most) {
				most = in_group;
				best_m = m;
				group = hw_bank_of(hw, w->addr[i]) / 4;
			}
		}
	return arena_printf(a,
		"%s serves each 8x8 matrix's eight 16-byte rows in one phase; the rows of matrix %u (lanes %u-%u) are %lld bytes apart, so %u of them fall in banks %u-%u and take %u wavefronts where 1 would do",
		acc->op == OP_STORE ? "stmatrix" : "ldmatrix", best_m, 8 * best_m, 8 * best_m + 7,
		(long long)(w->addr[8 * best_m + 1] - w->addr[8 * best_m]), most, 4 * group,
		4 * group + 3, most);
}

static const char *smem_reason(struct arena *a, const struct ir_kernel *k,
			       const struct ir_access *acc, const struct sim_worst *w,
			       const struct hw *hw)
{
	long long stride;
	int i, j;

	if (acc->matrices)
		return matrix_reason(a, acc, w, hw);

	if (acc->op == OP_ATOMIC && hw->atomic_per_lane && lanes_share_word(w, hw))
		return atomic_reason(a, acc, w, hw);

	if (lane_stride(w, &stride) == 0 && stride % hw->bank_bytes == 0 &&
	    acc->bytes <= hw->bank_bytes) {
		long long words = stride / hw->bank_bytes;
		unsigned g = gcd((unsigned long long)llabs_(words), hw->banks);
		if (g == hw->banks)
			return arena_printf(a,
				"consecutive lanes are %lld words apart%s, a multiple of %u, so every lane's word is in the same bank",
				words, row_note(a, k, acc, stride), hw->banks);
		if (g > 1)
			return arena_printf(a,
				"consecutive lanes are %lld words apart%s; gcd(%lld, %u) = %u, so the warp's words fall into %u of the %u banks, %u to a bank",
				words, row_note(a, k, acc, stride), llabs_(words), hw->banks, g,
				hw->banks / g, hw->banks, g);
	}
	/* name the first pair of lanes that share a bank on different words */
	for (i = 0; i < 32; i++) {
		if (!(w->mask >> i & 1))
			continue;
		for (j = i + 1; j < 32; j++) {
			long long wi, wj;
			if (!(w->mask >> j & 1))
				continue;
			wi = hw_word_of(hw, w->addr[i]);
			wj = hw_word_of(hw, w->addr[j]);
			if (wi != wj && hw_bank_of_word(hw, wi) == hw_bank_of_word(hw, wj) &&
			    (acc->bytes <= 4 ||
			     i / (int)(32 * 4 / acc->bytes) == j / (int)(32 * 4 / acc->bytes)))
				return arena_printf(a,
					"lanes %d and %d access words %lld and %lld, %lld words apart, both in bank %lld",
					i, j, wi, wj, llabs_(wj - wi), (long long)hw_bank_of_word(hw, wi));
		}
	}
	return "the lanes' words collide in one bank";
}

/* ---- which term of an index follows the lane -------------------------- */

static int reads_lane(const struct ir_expr *e, const unsigned char *slot_lane)
{
	if (!e)
		return 0;
	if (e->op == IR_SPECIAL)
		return e->index == SP_TID_X || e->index == SP_LANEID;
	if (e->op == IR_LOCAL)
		return slot_lane[e->index];
	/* a ballot is one number for the whole warp, whatever its lanes
	 * gave (a loaded pointer's check that its lanes agree) */
	if (e->op == IR_WARP_OR)
		return 0;
	return reads_lane(e->a, slot_lane) || reads_lane(e->b, slot_lane) ||
	       reads_lane(e->c, slot_lane);
}

/* Marks the locals whose value follows threadIdx.x; returns 1 if any changed. */
static int mark_lane_locals(const struct ir_stmt *s, unsigned char *slot_lane)
{
	int changed = 0;

	for (; s; s = s->next) {
		if (s->kind == ST_ASSIGN && !slot_lane[s->slot] && reads_lane(s->expr, slot_lane))
			slot_lane[s->slot] = changed = 1;
		changed |= mark_lane_locals(s->body, slot_lane);
		changed |= mark_lane_locals(s->other, slot_lane);
	}
	return changed;
}

/* The terms of a byte offset, through casts, + and -, and scaling. */
static void offset_terms(const struct ir_expr *e, const struct ir_expr **terms, int *n, int max)
{
	while (e->op == IR_CAST)
		e = e->a;
	if (e->op == IR_ADD || e->op == IR_SUB) {
		offset_terms(e->a, terms, n, max);
		offset_terms(e->b, terms, n, max);
		return;
	}
	if (e->op == IR_MUL && e->b->op == IR_CONST &&
	    (e->a->op == IR_CAST || e->a->op == IR_ADD || e->a->op == IR_SUB)) {
		offset_terms(e->a, terms, n, max);   /* an index times the element size */
		return;
	}
	if (*n < max)
		terms[(*n)++] = e;
}

/* "'x * height'" or "'x * height' and 'i'": the index terms that follow the lane. */
static const char *lane_terms(struct arena *a, const struct ir_kernel *k,
			      const struct ir_access *acc)
{
	const struct ir_stmt *s = ir_find_access(k->body, acc);
	unsigned char *slot_lane;
	const struct ir_expr *terms[16];
	const char *out = NULL;
	int n = 0, i;

	if (!s || !s->expr || k->nlocals <= 0)
		return NULL;
	slot_lane = arena_alloc(a, (size_t)k->nlocals);
	while (mark_lane_locals(k->body, slot_lane))
		;
	offset_terms(s->expr, terms, &n, 16);
	/* the address whole, a helper's result named by its call
	 * (`src[4 * i]` through a pointer class's operator[]): naming it
	 * says nothing more; a pointer variable (`p`) is named */
	if (n == 1 && terms[0] == s->expr && s->expr->op == IR_LOCAL &&
	    ir_expr_text(a, k, s->expr)[strspn(ir_expr_text(a, k, s->expr),
		"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.")])
		return NULL;
	for (i = 0; i < n; i++) {
		if (!reads_lane(terms[i], slot_lane))
			continue;
		out = out ? arena_printf(a, "%s and '%s'", out, ir_expr_text(a, k, terms[i]))
			  : arena_printf(a, "'%s'", ir_expr_text(a, k, terms[i]));
	}
	return out;
}

static const char *gmem_reason(struct arena *a, const struct ir_access *acc,
			       const struct sim_worst *w, const struct hw *hw,
			       unsigned sectors, unsigned used_bytes)
{
	long long stride;
	double pct = sectors ? 100.0 * used_bytes / (sectors * hw->sector_bytes) : 0;
	int store = acc->op == OP_STORE;
	/* how much of what the sectors carry the lanes use */
	const char *use = store ? arena_printf(a, "the sectors written are %.1f%% filled", pct)
				: arena_printf(a, "%.1f%% of the bytes fetched are used", pct);

	if (acc->bulk) {
		long long lo = w->addr[__builtin_ctz(w->mask)];
		long long off = ((lo % hw->sector_bytes) + hw->sector_bytes) % hw->sector_bytes;
		if (off)
			return arena_printf(a,
				"a bulk copy of %u bytes %s an address %lld bytes into a sector: the copy engine moves it in 128-byte pieces, and each touches a sector more than its bytes need; a sector-aligned address costs %u",
				acc->bulk, store ? "to" : "from", off,
				(acc->bulk + hw->sector_bytes - 1) / hw->sector_bytes);
		return arena_printf(a, "a bulk copy of %u bytes: %s", acc->bulk, use);
	}
	if (__builtin_popcount(w->mask) < 32 && lane_stride(w, &stride) == 0 &&
	    llabs_(stride) == acc->bytes && (w->mask & (w->mask >> 1)) == 0)
		return arena_printf(a,
			"only %d of the warp's 32 lanes take part here (the others are off in a branch), so the sectors it touches are only partly used: %s",
			__builtin_popcount(w->mask), use);
	if (lane_stride(w, &stride) == 0) {
		if (llabs_(stride) >= hw->sector_bytes)
			return arena_printf(a,
				"consecutive lanes are %lld bytes apart, so every lane touches a sector of its own; %s",
				stride, use);
		if (llabs_(stride) > acc->bytes)
			return arena_printf(a,
				"consecutive lanes are %lld bytes apart but each %s %u; %s",
				stride, store ? "writes" : "reads", acc->bytes, use);
		{
			long long lo = w->addr[__builtin_ctz(w->mask)];
			long long off = ((lo % hw->sector_bytes) + hw->sector_bytes) % hw->sector_bytes;
			if (off)
				return arena_printf(a,
					"the warp's first byte is %lld bytes into a sector, so its contiguous bytes straddle one sector more than needed",
					off);
		}
	}
	return arena_printf(a, "the lanes' addresses are scattered; %s", use);
}

const char *lint_reason(struct arena *a, const struct kernel_stats *st,
			const struct ir_access *acc, const struct hw *hw)
{
	const struct access_stats *as = &st->access[acc->id];
	const struct sim_worst *w = &as->worst;

	if (!w->seen)
		return NULL;
	if (acc->space == SPACE_LOCAL)
		return lint_local_reason(a, &st->access[acc->id]);
	if (atomic_turn_taking(acc))
		return cas_reason(a, st, acc, w);
	if (acc->space == SPACE_SHARED)
		return smem_reason(a, st->kernel, acc, w, hw);
	{
		const char *why = gmem_reason(a, acc, w, hw, w->cost.sectors, w->cost.bytes_used);
		/* a library's index names its own variables, not the user's */
		const char *terms = acc->in_library ? NULL : lane_terms(a, st->kernel, acc);
		long long stride;
		if (terms && lane_stride(w, &stride) == 0 && llabs_(stride) > acc->bytes)
			why = arena_printf(a, "%s; %s in the index is what moves with threadIdx.x", why, terms);
		return why;
	}
}

/* ---- the pieces of one value, one finding -------------------------------- */

/*
 * A value copied in pieces (a float3 in three 4-byte loads: simulator/
 * HARDWARE.md, global rule 4) is one access of the source and one finding.
 * Each piece is a request of its own, counted as the hardware counts it;
 * the finding adds them up and says what they use together.
 */
int lint_first_piece(const struct ir_kernel *k, int i)
{
	const struct ir_access *a = k->accesses[i];
	int first = i - a->piece;

	if (a->npieces <= 1 || first < 0 || first + a->npieces > k->naccesses)
		return i;
	for (; i > first; i--) {
		const struct ir_access *b = k->accesses[i - 1];
		if (b->npieces != a->npieces || b->loc.line != a->loc.line ||
		    b->loc.col != a->loc.col || strcmp(b->text ? b->text : "", a->text ? a->text : ""))
			return i;
	}
	return first;
}

/* How many accesses from i on are the pieces of one value (1: whole). */
int lint_pieces(const struct ir_kernel *k, int i)
{
	const struct ir_access *a = k->accesses[i];
	int n = 1;

	if (a->npieces <= 1 || a->piece != 0)
		return 1;
	while (n < a->npieces && i + n < k->naccesses &&
	       lint_first_piece(k, i + n) == i && k->accesses[i + n]->piece == n)
		n++;
	return n;
}

void lint_pieces_stats(const struct kernel_stats *st, int first, int n, struct access_stats *sum)
{
	const struct ir_kernel *k = st->kernel;
	int j;

	*sum = st->access[k->accesses[first]->id];
	for (j = 1; j < n; j++) {
		const struct access_stats *ps = &st->access[k->accesses[first + j]->id];
		sum->requests += ps->requests;
		sum->sectors += ps->sectors;
		sum->ideal_sectors += ps->ideal_sectors;
		sum->wavefronts += ps->wavefronts;
		sum->ideal_wavefronts += ps->ideal_wavefronts;
		if (ps->max_nway > sum->max_nway)
			sum->max_nway = ps->max_nway;
		sum->unknown_requests += ps->unknown_requests;
		sum->uncertain_requests += ps->uncertain_requests;
	}
}

/* "x, y and z"; "x to z" where there are more than 4 */
static const char *piece_names(struct arena *a, const struct ir_kernel *k, int first, int n)
{
	const char *out = "";
	int j;

	if (n > 4 && k->accesses[first]->piece_name && k->accesses[first + n - 1]->piece_name)
		return arena_printf(a, "%s to %s", k->accesses[first]->piece_name,
				    k->accesses[first + n - 1]->piece_name);

	for (j = 0; j < n; j++)
		out = arena_printf(a, "%s%s%s", out, !j ? "" : j == n - 1 ? " and " : ", ",
				   k->accesses[first + j]->piece_name ? k->accesses[first + j]->piece_name
								      : "?");
	return out;
}

/*
 * The reason for pieces first .. first + n - 1 together: what each
 * request touches, and what the requests use of it together, from their
 * worst requests when those are one warp's.
 */
const char *lint_pieces_reason(struct arena *a, const struct kernel_stats *st, int first, int n,
			       const struct hw *hw)
{
	const struct ir_kernel *k = st->kernel;
	const struct ir_access *acc = k->accesses[first];
	const struct sim_worst *w0 = &st->access[acc->id].worst;
	int64_t sec[1024];
	unsigned nsec = 0, counted = 0, used = 0, j, lane;
	const char *why, *terms;
	long long stride;

	for (j = 0; j < (unsigned)n; j++) {
		const struct sim_worst *w = &st->access[k->accesses[first + j]->id].worst;
		if (!w->seen || w->warp != w0->warp || w->mask != w0->mask ||
		    memcmp(w->block, w0->block, sizeof(w->block)))
			return lint_reason(a, st, acc, hw);
	}
	for (j = 0; j < (unsigned)n; j++) {
		const struct ir_access *p = k->accesses[first + j];
		const struct sim_worst *w = &st->access[p->id].worst;
		counted += w->cost.sectors;
		used += w->cost.bytes_used;
		for (lane = 0; lane < 32; lane++) {
			int64_t lo = w->addr[lane] / (int64_t)hw->sector_bytes,
				hi = (w->addr[lane] + p->bytes - 1) / (int64_t)hw->sector_bytes, s;
			if (!(w->mask >> lane & 1))
				continue;
			for (s = lo; s <= hi; s++) {
				unsigned m;
				for (m = 0; m < nsec && sec[m] != s; m++)
					;
				if (m < nsec)
					continue;
				if (nsec == sizeof(sec) / sizeof(sec[0]))
					return lint_reason(a, st, acc, hw);   /* too many to name */
				sec[nsec++] = s;
			}
		}
	}
	why = arena_printf(a, "each lane's %u-byte element is %s in %d requests of %u byte%s (%s)",
			   acc->bytes * (unsigned)n, acc->op == OP_LOAD ? "loaded" : "stored", n,
			   acc->bytes, acc->bytes == 1 ? "" : "s", piece_names(a, k, first, n));
	if (lane_stride(w0, &stride) == 0 && llabs_(stride) > acc->bytes)
		why = arena_printf(a, "%s: consecutive lanes are %lld bytes apart, so each request touches %u sectors and uses %.1f%% of their bytes",
				   why, stride, w0->cost.sectors,
				   w0->cost.sectors ? 100.0 * w0->cost.bytes_used / (w0->cost.sectors * hw->sector_bytes) : 0);
	why = arena_printf(a, "%s; the %d together touch %u distinct sectors and use %.1f%% of their bytes, but each request counts the sectors it touches: %u in all",
			   why, n, nsec, nsec ? 100.0 * used / (nsec * hw->sector_bytes) : 0, counted);
	terms = acc->in_library ? NULL : lane_terms(a, k, acc);
	if (terms && lane_stride(w0, &stride) == 0 && llabs_(stride) > acc->bytes)
		why = arena_printf(a, "%s; %s in the index is what moves with threadIdx.x", why, terms);
	return why;
}

/* Which thread indices a condition reads, as "threadIdx.x and threadIdx.y". */
static void thread_terms(const struct ir_expr *e, unsigned *mask)
{
	if (!e)
		return;
	if (e->op == IR_SPECIAL && (e->index <= SP_TID_Z || e->index == SP_LANEID))
		*mask |= 1u << e->index;
	thread_terms(e->a, mask);
	thread_terms(e->b, mask);
	thread_terms(e->c, mask);
}

/* "lanes 0-15", "even lanes", "lanes 3, 7 and 30", "20 lanes" */
static const char *lane_set(struct arena *a, uint32_t m)
{
	int lo = __builtin_ctz(m), hi = 31 - __builtin_clz(m), n = __builtin_popcount(m);
	int i;
	char *s;

	if (m == 0x55555555u)
		return "the even lanes";
	if (m == 0xaaaaaaaau)
		return "the odd lanes";
	if (hi - lo + 1 == n)
		return lo == hi ? arena_printf(a, "lane %d", lo)
				: arena_printf(a, "lanes %d-%d", lo, hi);
	if (n > 4)
		return arena_printf(a, "%d lanes", n);
	s = arena_strdup(a, "lanes");
	for (i = 0; i < 32; i++)
		if (m >> i & 1)
			s = arena_printf(a, "%s%s%d", s, (m & ((1u << i) - 1)) ? ", " : " ", i);
	return s;
}

const char *lint_stopped_before(const struct kernel_stats *st, const struct ir_access *acc)
{
	if (st->access[acc->id].requests || !st->work_capped || acc->never_runs ||
	    acc->unsupported || acc->reuses || acc->alternative || emit_absorbed(acc))
		return NULL;
	return "no warp reached it before the simulation stopped at its statement limit";
}

/*
 * The front end's reasons are its own sentences; the phrases below are
 * what tells their kinds apart (analyzer/frontend/expr.c, call.c,
 * memory.c).  A parameter with no value is named by the parameter itself.
 */
enum unknown_category lint_unknown_category(const struct ir_kernel *k, const char *why)
{
	static const struct {
		const char *phrase;
		enum unknown_category category;
	} phrases[] = {
		{ "member of a local struct", UNKNOWN_MEMBER },
		{ "loaded from memory", UNKNOWN_DATA },
		{ "result of an atomic", UNKNOWN_DATA },
		{ "from another lane", UNKNOWN_DATA },
		{ "element of a local array", UNKNOWN_DATA },
		{ "pointer", UNKNOWN_POINTER },
		{ "floating-point", UNKNOWN_FLOAT },
		{ "non-integer", UNKNOWN_FLOAT },
		{ "known only at run time", UNKNOWN_RUNTIME },
		{ "a call to", UNKNOWN_RUNTIME },
	};
	size_t i;
	int p;

	if (!why)
		return UNKNOWN_UNMODELED;
	for (p = 0; p < k->nparams; p++)
		if (why == k->params[p].name)
			return UNKNOWN_SIZE;
	for (i = 0; i < sizeof(phrases) / sizeof(phrases[0]); i++)
		if (strstr(why, phrases[i].phrase))
			return phrases[i].category;
	return UNKNOWN_UNMODELED;
}

const char *lint_unknown_category_name(enum unknown_category c)
{
	static const char *const names[UNKNOWN_CATEGORY_COUNT] = {
		[UNKNOWN_SIZE] = "size",
		[UNKNOWN_DATA] = "data-dependent",
		[UNKNOWN_POINTER] = "pointer",
		[UNKNOWN_FLOAT] = "floating-point",
		[UNKNOWN_MEMBER] = "untracked-member",
		[UNKNOWN_RUNTIME] = "run-time",
		[UNKNOWN_UNMODELED] = "not-modeled",
	};

	if ((unsigned)c >= UNKNOWN_CATEGORY_COUNT)
		BUG("unknown category %d", (int)c);
	return names[c];
}

/*
 * What an unknown rests on, as a reader can act on it.  The simulator
 * names a parameter with no value by the parameter's own name; other
 * reasons are written about an index ("index depends on ..."), and say
 * "the condition" when a branch rests on them.
 */
const char *lint_unknown_reason(struct arena *a, const struct ir_kernel *k, const char *why,
				int condition)
{
	const char *subject = condition ? "the condition" : "index";
	int i;

	if (!why)
		return arena_printf(a, "%s depends on an unknown value", subject);
	for (i = 0; i < k->nparams; i++)
		if (why == k->params[i].name)
			return arena_printf(a, "%s depends on parameter '%s', which has no value (pass --param %s=N)",
					    subject, why, why);
	if (condition && strncmp(why, "index ", 6) == 0)
		return arena_printf(a, "%s %s", subject, why + 6);
	return why;
}

/* ", assuming bin = tid % 8 (line 30)" for what a finding's value used */
static const char *assuming(struct arena *a, const struct ir_kernel *k, uint64_t bits)
{
	const char *out = "";
	int i;

	for (i = 0; i < k->nassumptions && i < 64; i++)
		if (bits >> i & 1)
			out = arena_printf(a, "%s%s%s", out, *out ? "; " : ", assuming ",
					   k->assumptions[i]);
	return out;
}

/* The value the j-th parameter without one was simulated at: the assumed
 * size, or its logarithm for a shift count (choose.c). */
static int64_t sized_value(const struct kernel_stats *st, int j)
{
	int64_t v = st->launch.assume_size;

	launch_param_lookup(&st->launch, st->kernel->params[st->launch.sized_param[j]].name, &v);
	return v;
}

/* What the parameters without a value were simulated at: "1024", "1024
 * ('log_n', a shift count, 10)", "true" (flags alone), or "1024, 'causal'
 * true," */
static const char *sized_values(struct arena *a, const struct kernel_stats *st, uint64_t sized)
{
	const char *out = arena_printf(a, "%lld", (long long)st->launch.assume_size), *more = "";
	const char *flags = "";
	int j, nflags = 0, nsizes = 0;

	for (j = 0; j < 64; j++) {
		const struct ir_param *p = &st->kernel->params[st->launch.sized_param[j]];
		if (!(sized >> j & 1))
			continue;
		if (choose_is_flag(p)) {
			flags = arena_printf(a, "%s%s'%s'", flags, *flags ? ", " : "", p->name);
			nflags++;
			continue;
		}
		nsizes++;
		if (sized_value(st, j) != st->launch.assume_size)
			more = arena_printf(a, "%s%s'%s', a shift count, %lld", more, *more ? "; " : "",
					    p->name, (long long)sized_value(st, j));
	}
	if (!nsizes)
		return "true";
	if (*more)
		out = arena_printf(a, "%s (%s)", out, more);
	return nflags ? arena_printf(a, "%s, %s true,", out, flags) : out;
}

const char *lint_sized_text(struct arena *a, const struct kernel_stats *st, uint64_t bits)
{
	const char *names = "", *pass = "", *what;
	int j, n = __builtin_popcountll(bits), left, flags = 0;

	for (j = 0, left = n; j < 64; j++) {
		const struct ir_param *p;
		if (!(bits >> j & 1))
			continue;
		p = &st->kernel->params[st->launch.sized_param[j]];
		left--;
		flags += choose_is_flag(p);
		if (choose_is_flag(p))
			names = arena_printf(a, "%s%s%s", names, !*names ? "" : left ? ", " : " and ",
					     p->name);
		else
			names = arena_printf(a, "%s%s%s = %lld", names,
					     !*names ? "" : left ? ", " : " and ", p->name,
					     (long long)sized_value(st, j));
		pass = arena_printf(a, "%s%s--param %s=N", pass, *pass ? " " : "", p->name);
	}
	/* "n = 1024 (a size ...)", "causal (a flag with no value, taken as
	 * true ...)", "causal and n = 1024 (a flag and a size ...)" */
	what = !flags ? (n > 1 ? "sizes" : "a size")
	       : flags == n ? (n > 1 ? "flags with no value, taken as true" : "a flag with no value, taken as true")
	       : arena_printf(a, "%s and %s with no value, the flag%s taken as true",
			      flags > 1 ? "flags" : "a flag", n - flags > 1 ? "sizes" : "a size",
			      flags > 1 ? "s" : "");
	if (!flags || flags == n)
		return arena_printf(a, "%s (%s%s; pass %s)", names, what,
				    flags ? "" : " with no value", pass);
	return arena_printf(a, "%s (%s; pass %s)", names, what, pass);
}

/* "it", "them", or "'n' and 'm'": the sized parameters (bits `sized`),
 * as the launch note names them after the n parameters with no value */
static const char *sized_names(struct arena *a, const struct kernel_stats *st, int n,
			       uint64_t sized)
{
	const char *out = "";
	int j, left = __builtin_popcountll(sized);

	if (left == n)
		return n > 1 ? "them" : "it";
	for (j = 0; j < 64; j++)
		if (sized >> j & 1) {
			left--;
			out = arena_printf(a, "%s%s'%s'", out, !*out ? "" : left ? ", " : " and ",
					   st->kernel->params[st->launch.sized_param[j]].name);
		}
	return out;
}

/* Does any access or branch of the kernel rest on the assumed sizes `bit`? */
static int sized_rests(const struct kernel_stats *st, uint64_t bit)
{
	int i;

	for (i = 0; st->sized_access && i < st->kernel->naccesses; i++)
		if (st->sized_access[i] & bit)
			return 1;
	for (i = 0; st->sized_branch && i < st->kernel->nbranches; i++)
		if (st->sized_branch[i] & bit)
			return 1;
	return 0;
}

/* Is kernel parameter i, a used integer, without a value from the launch
 * (or with only the size assumed for it, which something rests on: a
 * member of a parameter struct copied whole to a helper is read, but
 * changes nothing)? */
/* Does the launch simulated pass the pointer parameter acc reads as null
 * (a null test of it reads 0)? */
static int passed_null(const struct ir_kernel *k, const struct kernel_stats *st,
		       const struct ir_access *acc)
{
	int64_t v;
	int i;

	for (i = 0; i < k->nparams; i++)
		if (k->params[i].null_of && k->params[i].null_of == acc->object_index + 1)
			return acc->space == SPACE_GLOBAL &&
			       launch_param_value(&st->launch, &k->params[i], &v) == 0 && v == 0;
	return 0;
}

static int lacks_value(const struct ir_kernel *k, const struct kernel_stats *st, int i)
{
	const struct ir_param *p = &k->params[i];
	uint64_t bit = launch_sized_bit(&st->launch, i);
	int64_t v;

	if (!p->is_integer || p->is_pointer || p->unused)
		return 0;
	if (bit)
		return sized_rests(st, bit);
	return launch_param_lookup(&st->launch, p->name, &v) < 0;
}

/* ", assuming n = 1024 (...)" for an access or branch resting on sizes with no value */
static const char *assuming_sizes(struct arena *a, const struct kernel_stats *st, uint64_t bits)
{
	return bits ? arena_printf(a, ", assuming %s", lint_sized_text(a, st, bits)) : "";
}

int lint_likely_predicated(const struct ir_branch *b)
{
	return ir_branch_likely_predicated(b);
}

/*
 * 1 if statements s only stage data into shared memory: their stores are
 * all to shared memory (at least one), their loads all global, and no
 * barrier or atomic; -1 on anything else; 0 if they hold no access.
 */
static int only_stages(const struct ir_stmt *s)
{
	int stores = 0, r;

	for (; s; s = s->next) {
		if (s->kind == ST_WORK && s->barriers)
			return -1;
		if (s->kind == ST_ACCESS) {
			const struct ir_access *a = s->access;
			if (a->op == OP_ATOMIC || a->space == SPACE_LOCAL ||
			    (a->op == OP_STORE) != (a->space == SPACE_SHARED))
				return -1;
			stores += a->op == OP_STORE;
		}
		if ((r = only_stages(s->body)) < 0)
			return -1;
		stores += r;
		if ((r = only_stages(s->other)) < 0)
			return -1;
		stores += r;
	}
	return stores > 0;
}

static void lint_branch(const struct kernel_stats *st, const struct ir_branch *b,
			struct diag_list *diags, const char *where)
{
	const struct branch_stats *bs = &st->branch[b->id];
	struct arena *a = &diags->arena;
	unsigned terms = 0;
	const char *vars = "", *detail;
	struct diag *d;
	/* half the warps or more split, and the compiler will likely branch */
	int every = bs->divergent_warps * 2 >= bs->warps && !lint_likely_predicated(b);
	int i, staging = 0;

	if (!bs->divergent_warps)
		return;
	/*
	 * A loop that only copies global data into shared memory (a tile and
	 * its apron: `for (i = t; i < TILE + 2; i += blockDim.x)`) has some
	 * lanes go round once more by design; what it costs is those trips'
	 * loads, counted on their own.  A note, not a warning.
	 */
	if (b->kind == BRANCH_LOOP) {
		const struct ir_stmt *loop = ir_find_loop(st->kernel->body, b);
		staging = loop && only_stages(loop->body) > 0 && only_stages(loop->other) >= 0;
		if (staging)
			every = 0;
	}
	if (b->via.line)
		where = arena_printf(a, "%s (called at line %u)", where, b->via.line);
	thread_terms(b->cond, &terms);
	for (i = 0; i < SP_COUNT; i++)
		if (terms >> i & 1)
			vars = arena_printf(a, "%s%s%s", vars, *vars ? " and " : "",
					    ir_special_name(i));
	if (b->assumed)
		where = arena_printf(a, "%s%s", where, assuming(a, st->kernel, b->assumed));
	where = arena_printf(a, "%s%s", where,
			     assuming_sizes(a, st, st->sized_branch ? st->sized_branch[b->id] : 0));
	if (b->kind == BRANCH_LOOP)
		d = diag_add(diags, every ? SEV_WARNING : SEV_NOTE, b->loc, RULE_DIVERGENCE,
			     "loop trip count differs across the lanes of %llu of %llu warps%s",
			     (unsigned long long)bs->divergent_warps,
			     (unsigned long long)bs->warps, where);
	else
		d = diag_add(diags, every ? SEV_WARNING : SEV_NOTE, b->loc, RULE_DIVERGENCE,
			     "'%s' diverges in %llu of %llu warps%s",
			     branch_kind_name(b->kind), (unsigned long long)bs->divergent_warps,
			     (unsigned long long)bs->warps, where);
	d->kernel = st->kernel->name;
	{
		int one_t = __builtin_popcount(bs->worst.taken) == 1;
		int one_n = __builtin_popcount(bs->worst.not_taken) == 1;
		int loop = b->kind == BRANCH_LOOP;
		detail = arena_printf(a, "in block (%u,%u,%u) warp %u, %s %s and %s %s",
			bs->worst.block[0], bs->worst.block[1], bs->worst.block[2], bs->worst.warp,
			lane_set(a, bs->worst.taken),
			loop ? (one_t ? "goes on" : "go on") : (one_t ? "takes it" : "take it"),
			lane_set(a, bs->worst.not_taken),
			loop ? (one_n ? "stops" : "stop") : (one_n ? "does not" : "do not"));
	}
	if (*vars)
		detail = arena_printf(a, "%s: '%s' depends on %s, which differs across a warp's lanes",
				      detail, b->text, vars);
	else
		detail = arena_printf(a, "%s: '%s' differs across the warp's lanes", detail, b->text);
	if (lint_likely_predicated(b))
		detail = arena_printf(a, "%s; it guards %d memory access%s and no other branch, which nvcc likely predicates instead of branching, and then the warp does not diverge",
				      detail, b->work, b->work == 1 ? "" : "es");
	else if (staging)
		detail = arena_printf(a, "%s; the loop only copies global memory into shared memory, where lanes that go round once more are how a tile and its apron are loaded: its cost is those trips' loads, counted with them",
				      detail);
	d->detail = detail;
}

/*
 * Access i, which no warp reached: is it the first unreached copy of its
 * place in the source, with no copy reached?  A helper called twice is
 * lowered twice: the copy one call skips (`if (aligned)` false there) is
 * not "unreached" where the other call runs it.
 */
static int site_first_unreached(const struct kernel_stats *st, const struct ir_kernel *k, int i)
{
	const struct ir_access *a = k->accesses[i];
	int j;

	for (j = 0; j < k->naccesses; j++) {
		const struct ir_access *b = k->accesses[j];
		if (j == i || b->op != a->op || b->loc.line != a->loc.line ||
		    b->loc.col != a->loc.col || strcmp(b->loc.file, a->loc.file))
			continue;
		if (st->access[b->id].requests || j < i)
			return 0;
	}
	return 1;
}

/* Where host code lost parameter i's value, from the first launch that says */
static const char *host_origin(const struct ir_kernel *k, int site, int i)
{
	const struct ir_launch *l = site >= 0 && site < k->nlaunches ? &k->launches[site] : NULL;

	return l && l->unknown ? l->unknown[i] : NULL;
}

/* Why a global compare-and-swap loop goes round: the toolkit's 16-bit
 * atomicAdd, and the blocks that meet at a word */
#define HALF_WORD_LOOP \
	"ptxas makes this atomicAdd of a 16-bit float a loop on the 32-bit word that holds it"
#define NOT_IN_STEP "on global memory the blocks that meet at a word do not take turns in step"

void lint_kernel(const struct kernel_stats *st, const struct hw *hw,
		 struct diag_list *diags)
{
	const struct ir_kernel *k = st->kernel;
	/* a template's instances share their source lines: name the instance */
	const char *where = strchr(k->name, '<')
		? arena_printf(&diags->arena, " in '%s'", k->name) : "", *via;
	int i, missing;

	/* a kernel reported once per launch site: say which */
	if (st->launch.site)
		where = arena_printf(&diags->arena, "%s (%s)", where, st->launch.site);

	if (st->error) {
		struct diag *d = diag_add(diags, SEV_ERROR, k->loc, RULE_LAUNCH,
					  "kernel '%s' not simulated: %s", k->name, st->error);
		d->kernel = k->name;
		return;
	}
	/* the parameters the kernel uses that have no value (one it does not
	 * use, missing, changes nothing) */
	missing = 0;
	if (st->missing_param || st->launch.sized)
		for (i = 0; i < k->nparams; i++)
			missing += lacks_value(k, st, i);
	if (missing) {
		/* every parameter with no value, so one run names them all,
		 * where host code lost it, and the size assumed for those that
		 * took one */
		const char *names = "", *pass = "", *origins = "", *from;
		int n = missing, left;
		uint64_t sized = 0;
		struct diag *d;
		for (i = 0, left = n; i < k->nparams; i++) {
			const char *name = k->params[i].name;
			if (!lacks_value(k, st, i))
				continue;
			sized |= launch_sized_bit(&st->launch, i);
			left--;
			names = arena_printf(&diags->arena, "%s%s'%s'", names,
					     !*names ? "" : left ? ", " : " and ", name);
			pass = arena_printf(&diags->arena, "%s%s--param %s=N", pass, *pass ? " " : "", name);
			if ((from = host_origin(k, st->launch.site_index, i)) != NULL)
				origins = n == 1 ? arena_printf(&diags->arena, ": %s", from)
					: arena_printf(&diags->arena, "%s%s'%s': %s", origins,
						       *origins ? "; " : " (", name, from);
		}
		if (n > 1 && *origins)
			origins = arena_printf(&diags->arena, "%s)", origins);
		d = diag_add(diags, SEV_NOTE, k->loc, RULE_LAUNCH, "parameter%s %s of '%s' %s no value%s; %s%s",
			     n > 1 ? "s" : "", names, k->name, n > 1 ? "have" : "has", origins,
			     sized ? arena_printf(&diags->arena,
				     "the findings that rest on %s assume %s and say so (pass %s, or --assume-size 0 to leave %s unknown)",
				     sized_names(&diags->arena, st, n, sized),
				     sized_values(&diags->arena, st, sized),
				     pass, __builtin_popcountll(sized) > 1 ? "them" : "it")
				   : "pass ", sized ? "" : pass);
		d->kernel = k->name;
	}
	if (st->work_capped && st->launch.sized && !st->launch.max_statements) {
		/* the sizes are warpcheck's guess: what it simulated shows the
		 * requests' costs, not the program's totals */
		struct diag *d = diag_add(diags, SEV_NOTE, st->work_cap_loc, RULE_UNANALYZED,
			"simulation of '%s' stopped here after %llu statements at the sizes assumed; the counts are of the part simulated (--param with the program's sizes, or a larger --max-statements, analyzes it whole)",
			k->name, (unsigned long long)st->work_capped);
		d->kernel = k->name;
	} else if (st->work_capped) {
		struct diag *d = diag_add(diags, SEV_WARNING, st->work_cap_loc, RULE_UNANALYZED,
			"simulation of '%s' stopped here after %llu statements; the counts are incomplete (a smaller --grid, or a larger --max-statements, analyzes it whole)",
			k->name, (unsigned long long)st->work_capped);
		d->kernel = k->name;
	}
	if (st->loop_capped) {
		struct diag *d = diag_add(diags, SEV_WARNING, st->loop_cap_loc, RULE_UNANALYZED,
			"loop stopped after its iteration limit; counts after it are incomplete");
		d->kernel = k->name;
	}
	for (i = 0; i < k->nbranches; i++)
		lint_branch(st, k->branches[i], diags, where);
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *acc = k->accesses[i];
		const struct access_stats *as = &st->access[acc->id];
		struct access_stats sum;
		struct diag *d = NULL;
		int npieces = 1;

		/* a value's pieces: one finding, at its first */
		if (lint_first_piece(k, i) != i)
			continue;
		if ((npieces = lint_pieces(k, i)) > 1) {
			lint_pieces_stats(st, i, npieces, &sum);
			as = &sum;
		}
		if (lint_unsupported(st, acc)) {
			d = diag_add(diags, SEV_NOTE, acc->loc, RULE_UNANALYZED,
				     "%s of '%s' is not analyzed: %s", mem_op_name(acc->op),
				     acc->text, acc->unsupported);
			d->kernel = k->name;
			continue;
		}
		if (!as->requests && emit_absorbed(acc))
			continue;     /* nvcc emits it as part of another access */
		if (!as->requests && (acc->in_library || acc->alternative))
			continue;
		if (!as->requests && acc->reuses)
			continue;     /* nvcc keeps the value of an earlier load */
		if (!as->requests && st->work_capped)
			continue;     /* the simulation stopped before it: said once */
		if (!as->requests && !site_first_unreached(st, k, i))
			continue;     /* reached through another call, or said */
		if (!as->requests) {
			d = diag_add(diags, SEV_NOTE, acc->loc, RULE_UNREACHED,
				     "no warp reaches this %s of '%s' under the launch analyzed%s",
				     mem_op_name(acc->op),
				     acc->unsupported ? acc->text : acc->object,
				     passed_null(k, st, acc) ? ", which passes it as nullptr" : "");
			d->kernel = k->name;
			continue;
		}
		if (as->unknown_requests) {
			d = diag_add(diags, SEV_NOTE, acc->loc, RULE_UNANALYZED,
				     "%s of '%s' is not fully analyzed in %llu of %llu requests: %s",
				     mem_op_name(acc->op), acc->object,
				     (unsigned long long)as->unknown_requests,
				     (unsigned long long)as->requests,
				     as->unknown_reason ? lint_unknown_reason(&diags->arena, k,
									      as->unknown_reason, 0)
							: "unknown address");
			d->kernel = k->name;
			if (as->unknown_requests == as->requests)
				continue;
		}
		if (as->uncertain_requests) {
			d = diag_add(diags, SEV_NOTE, acc->loc, RULE_UNANALYZED,
				     "%s of '%s' runs under an unknown condition in %llu of %llu requests, counted as if every such lane went on: %s",
				     mem_op_name(acc->op), acc->object,
				     (unsigned long long)as->uncertain_requests,
				     (unsigned long long)as->requests,
				     lint_unknown_reason(&diags->arena, k, as->uncertain_reason, 1));
			d->kernel = k->name;
			d = NULL;
		}
		/* an access in a helper the kernel calls twice is two findings */
		via = acc->via.line && !acc->in_library
			? arena_printf(&diags->arena, "%s (called at line %u)", where, acc->via.line)
			: where;
		if (acc->assumed)
			via = arena_printf(&diags->arena, "%s%s", via,
					   assuming(&diags->arena, k, acc->assumed));
		via = arena_printf(&diags->arena, "%s%s", via,
				   assuming_sizes(&diags->arena, st, lint_sized(st, acc)));
		if (as->loop_runs && as->ranged) {
			/* written by hand, ending also on values, or on global
			 * memory, where multiprocessors do not keep in step */
			if (as->requests > as->loop_runs)
				d = diag_add(diags, acc->space == SPACE_SHARED ? SEV_WARNING : SEV_NOTE,
					acc->loc,
					acc->space == SPACE_SHARED ? RULE_BANK_CONFLICT : RULE_UNANALYZED,
					"contended compare-and-swap loop on '%s'%s: %s, so it takes between %.2f and %.2f trips per request (counted at the most), ideal 1",
					acc->object, via,
					acc->atomic.cas_loop == CAS_LOOP_RANGE
						? "its trips depend on the values it sees"
						: acc->atomic.half_word
						? arena_printf(&diags->arena, "%s, and %s", HALF_WORD_LOOP, NOT_IN_STEP)
						: NOT_IN_STEP,
					ratio(as->fewest_requests, as->loop_runs),
					ratio(as->requests, as->loop_runs));
		} else if (acc->space == SPACE_GLOBAL && as->loop_runs && acc->atomic.cas_loop) {
			/* each warp alone at its words: its own lanes' turns */
			if (as->requests > as->loop_runs)
				d = diag_add(diags, SEV_WARNING, acc->loc, RULE_ATOMIC,
					"contended compare-and-swap loop on '%s'%s: %s, one lane a word a trip: %.2f trips per request, ideal 1",
					acc->object, via,
					acc->atomic.half_word ? HALF_WORD_LOOP
						: "a lane goes round until its own swap lands",
					ratio(as->requests, as->loop_runs));
		} else if (acc->space == SPACE_SHARED && as->loop_runs && !as->loop_loads) {
			/* written by hand: each trip an ATOMS.CAS */
			if (as->requests > as->loop_runs)
				d = diag_add(diags, SEV_WARNING, acc->loc, RULE_BANK_CONFLICT,
					"contended compare-and-swap loop on '%s'%s: a lane goes round until its own swap lands, and it takes %.2f trips per request, ideal 1",
					acc->object, via, ratio(as->requests, as->loop_runs));
		} else if (acc->space == SPACE_SHARED && as->loop_runs) {
			/* a CAS loop (simulator/atomic.c): trips, not banks */
			if (as->loop_loads > as->loop_runs)
				d = diag_add(diags, SEV_WARNING, acc->loc, RULE_BANK_CONFLICT,
					"contended atomic on '%s'%s: nvcc emits this atomicAdd as a compare-and-swap loop (LDS, then ATOMS.CAST.SPIN), and it takes %.2f trips per request, ideal 1",
					acc->object, via, ratio(as->loop_loads, as->loop_runs));
		} else if (acc->space == SPACE_SHARED && as->wavefronts > as->ideal_wavefronts) {
			d = diag_add(diags, SEV_WARNING, acc->loc, RULE_BANK_CONFLICT,
				"%u-way bank conflict on %s of '%s'%s: %.2f wavefronts per request, ideal %.2f%s",
				as->max_nway, mem_op_name(acc->op), acc->object, via,
				ratio(as->wavefronts, as->requests),
				ratio(as->ideal_wavefronts, as->requests),
				npieces > 1 ? arena_printf(&diags->arena, ", over the %d requests of its parts (%s)",
							   npieces, piece_names(&diags->arena, k, i, npieces))
					    : "");
		} else if (acc->space == SPACE_GLOBAL && as->sectors > as->ideal_sectors) {
			int bad = as->sectors >= 2 * as->ideal_sectors;
			d = diag_add(diags, bad ? SEV_WARNING : SEV_NOTE, acc->loc,
				bad ? RULE_UNCOALESCED : RULE_MISALIGNED,
				"%s %s of '%s'%s: %.2f sectors per request, ideal %.2f%s",
				bad ? "uncoalesced" : "misaligned", mem_op_name(acc->op),
				acc->object, via, ratio(as->sectors, as->requests),
				ratio(as->ideal_sectors, as->requests),
				npieces > 1 ? arena_printf(&diags->arena, ", over the %d requests of its parts (%s)",
							   npieces, piece_names(&diags->arena, k, i, npieces))
					    : "");
		}
		if (d) {
			d->kernel = k->name;
			d->detail = npieces > 1 && acc->space == SPACE_GLOBAL
					    ? lint_pieces_reason(&diags->arena, st, i, npieces, hw)
						: lint_reason(&diags->arena, st, acc, hw);
			d->key = arena_printf(&diags->arena, "%s%s%s|%s|%s|%s|%u", k->name,
					      st->launch.site ? "@" : "",
					      st->launch.site ? st->launch.site : "", rule_name(d->rule),
					      mem_op_name(acc->op), acc->text, acc->via.line);
			d->metric = as->loop_runs ? ratio(as->loop_loads ? as->loop_loads : as->requests,
							  as->loop_runs)
				: acc->space == SPACE_SHARED ? (double)as->max_nway
				: ratio(as->sectors, as->ideal_sectors);
		}
	}
	lint_local(st, diags, where);
}

void lint_registers(const struct ir_kernel *k, const struct ptxas_function *f,
		    int maxrregcount, const struct hw *hw, struct diag_list *diags)
{
	struct arena *a = &diags->arena;
	unsigned full = hw->regs_per_sm / hw->max_threads_per_sm;
	const char *limit;
	struct diag *d;

	if (!f) {
		d = diag_add(diags, SEV_NOTE, k->loc, RULE_SPILL,
			     "ptxas reported nothing for '%s' (symbol '%s')", k->name,
			     k->mangled ? k->mangled : "?");
		d->kernel = k->name;
		return;
	}
	if (!f->spill_stores && !f->spill_loads)
		return;
	if (k->launch_bounds[0] > 0) {
		unsigned blocks = k->launch_bounds[1] > 0 ? (unsigned)k->launch_bounds[1] : 1;
		unsigned threads = ((unsigned)k->launch_bounds[0] + 31) / 32 * 32 * blocks;
		unsigned allowed = hw->regs_per_sm / threads;
		if (allowed > hw->max_regs_per_thread)
			allowed = hw->max_regs_per_thread;
		limit = arena_printf(a,
			"__launch_bounds__(%d, %d) is in force: %u threads resident on a multiprocessor leave at most %u registers a thread",
			k->launch_bounds[0], k->launch_bounds[1], threads, allowed);
	} else if (maxrregcount > 0) {
		limit = arena_printf(a, "-maxrregcount=%d is in force", maxrregcount);
	} else {
		limit = arena_printf(a, "no register limit is in force (ptxas may use up to %u a thread)",
				     hw->max_regs_per_thread);
	}
	d = diag_add(diags, SEV_WARNING, k->loc, RULE_SPILL,
		     "'%s' spills registers to local memory: %d bytes of spill stores and %d bytes of spill loads a thread (%d registers, %d-byte stack frame)",
		     k->name, f->spill_stores, f->spill_loads, f->registers, f->stack_frame);
	d->kernel = k->name;
	d->detail = arena_printf(a,
		"%s; at full occupancy (%u threads a multiprocessor on %s) a thread has %u registers",
		limit, hw->max_threads_per_sm, hw->arch, full);
}
