/*
 * diag.c - the diagnostic list.  Diagnostics keep their insertion order,
 * which is source order within a stage.
 */
#include "diag.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../simulator/simulator.h"

void diag_list_init(struct diag_list *l)
{
	arena_init(&l->arena, 0);
	l->head = NULL;
	l->tail = &l->head;
	l->count[0] = l->count[1] = l->count[2] = 0;
	l->suppressed[0] = l->suppressed[1] = l->suppressed[2] = 0;
	l->filtered[0] = l->filtered[1] = l->filtered[2] = 0;
}

void diag_list_release(struct diag_list *l)
{
	arena_release(&l->arena);
	l->head = NULL;
	l->tail = &l->head;
}

struct diag *diag_add(struct diag_list *l, enum severity sev, struct src_loc loc,
		      enum rule rule, const char *fmt, ...)
{
	struct diag *d = arena_alloc(&l->arena, sizeof(*d));
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	d->severity = sev;
	d->loc = loc;
	if (loc.file)
		d->loc.file = arena_strdup(&l->arena, loc.file);
	d->rule = rule;
	d->message = arena_strdup(&l->arena, buf);
	*l->tail = d;
	l->tail = &d->next;
	l->count[sev]++;
	return d;
}

static uint64_t hash_text(uint64_t h, const char *s)
{
	for (; s && *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ull;
	return h * 1099511628211ull;
}

static int same_note(const struct diag *a, const struct diag *b)
{
	return a->loc.line == b->loc.line && a->loc.col == b->loc.col && a->rule == b->rule &&
	       !strcmp(a->loc.file ? a->loc.file : "", b->loc.file ? b->loc.file : "") &&
	       !strcmp(a->message, b->message) &&
	       !strcmp(a->detail ? a->detail : "", b->detail ? b->detail : "");
}

/*
 * Drops a note that says, at the same place, what an earlier note says:
 * the instances of one template, or one helper followed from several
 * call sites, each give the front end's notes again.
 */
void diag_list_unique(struct diag_list *l)
{
	size_t n = (size_t)l->count[SEV_NOTE], cap = 16, i;
	const struct diag **seen;
	struct diag **pp = &l->head;

	while (cap < 2 * n)
		cap *= 2;
	seen = calloc(cap, sizeof(*seen));
	if (!seen)
		return;   /* kept as they are: only noise is lost */
	l->tail = &l->head;
	while (*pp) {
		struct diag *d = *pp;
		int repeat = 0;

		if (d->severity == SEV_NOTE) {
			uint64_t h = hash_text(hash_text(hash_text(14695981039346656037ull, d->loc.file),
							 d->message), d->detail);
			for (i = (size_t)(h ^ d->loc.line * 31u ^ d->loc.col) & (cap - 1); seen[i];
			     i = (i + 1) & (cap - 1))
				if (same_note(seen[i], d)) {
					repeat = 1;
					break;
				}
			if (!repeat)
				seen[i] = d;
		}
		if (repeat) {
			*pp = d->next;
			l->count[SEV_NOTE]--;
			continue;
		}
		pp = &d->next;
		l->tail = pp;
	}
	free(seen);
}

static const struct rule_info rules[RULE_COUNT] = {
	[RULE_NONE] = { "parse-error", SEV_ERROR, "CUDA source does not parse",
	  "libclang reported an error; what did parse is still analyzed." },
	[RULE_BANK_CONFLICT] = { "bank-conflict", SEV_WARNING, "Shared-memory bank conflict",
	  "Lanes of one warp access different 4-byte words in the same shared-memory bank, so the request is served in several wavefronts instead of one. Pad the array's rows (for example tile[32][33] instead of tile[32][32]) or swizzle the index so that the lanes' words fall in different banks." },
	[RULE_UNCOALESCED] = { "uncoalesced", SEV_WARNING, "Uncoalesced global-memory access",
	  "A warp's request touches at least twice the 32-byte sectors its bytes need, so most of the bytes moved are not used. Make consecutive lanes access consecutive addresses, or stage the data through shared memory." },
	[RULE_MISALIGNED] = { "misaligned", SEV_NOTE, "Misaligned global-memory access",
	  "A warp's contiguous bytes start inside a sector and straddle one sector more than needed." },
	[RULE_DIVERGENCE] = { "divergence", SEV_WARNING, "Warp divergence",
	  "Lanes of one warp take different sides of a branch or run a loop a different number of times, so the warp runs both paths one after the other. Make the condition uniform across each warp (for example depend on threadIdx.x / 32) or branch-free." },
	[RULE_SPILL] = { "register-spill", SEV_WARNING, "Register spill",
	  "ptxas moved registers to local memory, which lives in device memory. Lower the register pressure, or relax __launch_bounds__ or -maxrregcount." },
	[RULE_UNANALYZED] = { "unanalyzed", SEV_NOTE, "Access not fully analyzed",
	  "warpcheck could not compute this access's addresses or the condition that guards it for every lane; the reason is given." },
	[RULE_UNREACHED] = { "unreached", SEV_NOTE, "Access not reached",
	  "No warp executes this access under the launch analyzed." },
	[RULE_LAUNCH] = { "launch", SEV_NOTE, "Launch problem",
	  "A parameter has no value, or the launch cannot be simulated." },
	[RULE_ASSUME] = { "assume", SEV_WARNING, "Assumption comment not used",
	  "A '// warpcheck: assume NAME = EXPR' comment could not be read, or NAME is neither an expression of the statement it covers nor a variable that statement sets, so the assumption changed nothing." },
	[RULE_LOCAL] = { "local-memory", SEV_WARNING, "Thread array in local memory",
	  "An index into a thread's own array is known only at run time, so nvcc cannot keep the array in registers: it lives in local memory (cached in L1, backed by L2 and device memory) and every access is a load or store. Local memory is interleaved by 4-byte words across a warp, so an index the whole warp shares costs what a coalesced access does, and lanes at different indices cost up to a sector each. Make every index a constant after unrolling (a loop with a constant trip count, fully unrolled), or keep the data in shared memory." },
	[RULE_ATOMIC] = { "atomic-contention", SEV_WARNING, "Contended compare-and-swap loop on global memory",
	  "A compare-and-swap loop lands one lane on a word a trip, so a warp goes round once for each of its lanes on its busiest word, and more where other warps meet at the same words. ptxas writes atomicAdd of one __half or __nv_bfloat16 as such a loop on the 32-bit word that holds it, two halves a word. Give each lane its own word (a __half2 atomicAdd of pairs is one request), or add up in registers first (a warp reduction) and let one lane do the atomic." },
};

const struct rule_info *rule_info(enum rule r)
{
	if ((unsigned)r >= RULE_COUNT)
		BUG("bad rule %d", (int)r);
	return &rules[r];
}

const char *rule_name(enum rule r)
{
	return r == RULE_NONE ? NULL : rule_info(r)->id;
}

const char *severity_name(enum severity s)
{
	switch (s) {
	case SEV_NOTE: return "note";
	case SEV_WARNING: return "warning";
	case SEV_ERROR: return "error";
	}
	BUG("bad severity %d", (int)s);
}
