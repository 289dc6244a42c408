/*
 * sim_internal.h - what the replay (sim.c), its loops (loop.c) and its
 * event log (event.c) share: the state of the warp being replayed and
 * the events it records.
 * Private to simulator/; tests may include it.
 */
#ifndef WARPCHECK_SIM_INTERNAL_H
#define WARPCHECK_SIM_INTERNAL_H

#include "bug.h"
#include "sim.h"
#include "value.h"

#define CACHE_SIZE 1024   /* request costs memoized per simulation */
#define MAX_QUANTUM 128
#define LOOP_MEMO 64      /* loops whose runs of rounds are remembered */

struct loop_memo {
	const struct ir_stmt *loop;
	unsigned wins, fails;
	int period;               /* index into loop.c's periods: the last that won */
};

/* The slots a loop or an if assigns (loop.c, sim_writes): all a run of
 * a loop's rounds can change, and so all it needs to keep and compare;
 * all the two sides of an if can give different values. */
struct loop_writes {
	const struct ir_stmt *loop;
	int *slot;
	/* per slot listed: set where every round assigns it before reading
	 * it, so its value as a round begins does not matter */
	unsigned char *dead;
	int n;
};

struct cost_entry {
	int valid;
	int atomic;
	enum mem_space space;
	unsigned bytes;
	uint32_t mask;
	int affine;
	int64_t key[32];
	struct sim_cost cost;
};

/*
 * What one request cost, for `n` requests at once (blocks of a range
 * whose requests cost the same).  Events are kept until the range has run
 * to its end without needing a split, then committed to the stats.
 */
struct sim_event {
	int branch;           /* >= 0: a branch event, and `access` is unused */
	uint32_t taken, not_taken;
	int access;
	uint64_t n;
	struct sim_cost cost;
	int costed;           /* 0: no lane's address was known */
	int unknown, uncertain;
	const char *why;
	const char *uncertain_why;   /* the unknown the lanes' path rests on */
	uint32_t mask;        /* lanes whose address was known */
	uint32_t active;      /* lanes that made the request */
	int64_t lo, hi;       /* bytes [lo, hi) touched over the whole range */
	int unplaced;         /* its address rests on a loaded value: no lo, hi */
	uint32_t block[3];    /* a block the event stands for */
	int prev;             /* the event before of its access or branch, or -1 */
	int64_t lanes[WARP_SIZE];
};

/*
 * Where the warp's lanes stand on their paths.  A run of loop rounds
 * (loop.c) proves itself by finding all of it as it began, and restores
 * it when undone: one value, compared and copied whole.
 */
struct flow {
	const char *uncertain_why;   /* why the latest unknown condition is */
	uint32_t live;        /* lanes that exist and have not returned */
	uint32_t brk, cont;   /* lanes leaving the innermost loop */
	uint32_t uncertain;   /* lanes whose path depends on an unknown */
	/* lanes for which the innermost `if` around this point (inside the
	 * innermost loop) had an unknown condition: an exit here is decided by
	 * an unknown for them, and the guard policy keeps them in */
	uint32_t exit_uncertain;
	/* lanes an exit reached through an unknown condition did not take
	 * out (the guard policy, in sim.c): uncertain from there on; `return`
	 * keeps them for the rest of the run, `break` and `continue` for the
	 * rest of the loop */
	uint32_t kept_return, kept_loop;
	uint32_t kept_brk;    /* kept by a `break` of the innermost loop */
	uint32_t predicated;  /* inside a likely-predicated branch: its lanes */
};

/* What a run did besides its requests and branches, per block. */
struct run_work {
	uint64_t statements, statement_lanes;
	uint64_t fp_warp_ops, fp_lanes;       /* ST_WORK */
	uint64_t barrier_warps;
	uint64_t mma_warp_ops, tensor_flops[MMA_TYPES];
	uint64_t gmma_warp_ops, gmma_wavefronts;
};

struct warp {
	const struct ir_kernel *k;
	const struct hw *hw;
	const struct sim_options *opts;
	struct kernel_stats *stats;
	struct value_scratch scratch;
	struct value special[SP_COUNT];
	struct value *params;
	struct value *locals;
	int64_t (*local_lanes)[WARP_SIZE];
	/* per access: the lanes its last run loaded at one address for them
	 * all, so that they got one value (0: not so) */
	uint32_t *loaded;
	struct flow flow;
	uint32_t block[3];
	/* the box of blocks being run: its first block and step per
	 * dimension.  The block symbols count points of the box, 0, 1, ...:
	 * blockIdx is box_lo + box_step * symbol (sim.c's run_box) */
	uint32_t box_lo[3], box_step[3];
	unsigned warp_index;
	/* the access being recorded, when an LDGSTS: the offsets it
	 * reads and writes (copy.c), or NULL */
	const struct value *copy_src, *copy_dst;
	/* the access being recorded has an address resting on a value loaded
	 * from memory (value_address): its pattern is known, not its place */
	int unplaced;
	char *folded;               /* per access: a global atomic nvcc sends
	                               once for a warp whose lanes share its
	                               word (emit_atomic_warp_folded, at an
	                               address the same in every lane) */
	struct atomic_turn **turns; /* per access: each warp's turn at a CAS
	                             loop's words (atomic.c); NULL: not one */
	struct cost_entry *cache;
	struct sim_event *events;
	int nevents, cap_events;
	/* per access and per branch: 1 + the index of its latest event in
	 * this run, or 0; an event that repeats the one before it is merged */
	int *last_access, *last_branch;
	unsigned char *reached, *diverged;   /* per branch, this run */
	struct run_work work;  /* this run, per block */
	/* loop rounds run at once (loop.c): how many, for the innermost such
	 * loop and all around it; the loop symbols in use */
	uint64_t loop_points;
	int loop_syms;
	int merge_floor;      /* events below it do not merge (a rollback point) */
	/* per loop nesting level (loop.c): what runs of rounds keep */
	struct level **levels;
	int nlevels, nest;
	struct loop_memo memo[LOOP_MEMO];
	/* the loops' assigned slots, an open hash on the statement */
	struct loop_writes **writes;   /* each allocated alone: kept by address */
	size_t cap_writes, nwrites;
	unsigned char *seen;   /* nlocals bytes of scratch, zero (loop.c) */
};

static inline void count(uint64_t *counter, uint64_t n)
{
	if (__builtin_add_overflow(*counter, n, counter))
		BUG("a counter overflowed 64 bits");
}

static inline void count_times(uint64_t *counter, uint64_t n, uint64_t k)
{
	uint64_t x;

	if (__builtin_mul_overflow(n, k, &x))
		BUG("a counter overflowed 64 bits");
	count(counter, x);
}

/* The block index along d at value `point` of d's block symbol. */
static inline uint32_t warp_block_at(const struct warp *w, int d, int64_t point)
{
	return w->box_lo[d] + (uint32_t)point * w->box_step[d];
}

/* The blocks the run stands for. */
static inline uint64_t warp_blocks(const struct warp *w)
{
	uint64_t n = 1;
	int j;

	for (j = SYM_BX; j <= SYM_BZ; j++)
		n *= (uint64_t)value_sym_points(&w->scratch, j);
	return n;
}

/*
 * The blocks and loop rounds one execution of a statement stands for.
 * Whatever is counted per statement run (requests, branches, work) is
 * counted this many times: event.c does it at commit (each event's n),
 * exec() for statements (loop_points now, warp_blocks at commit).
 */
static inline uint64_t warp_points(const struct warp *w)
{
	uint64_t n;

	if (__builtin_mul_overflow(warp_blocks(w), w->loop_points, &n))
		BUG("a counter overflowed 64 bits");
	return n;
}

/* sim.c: statements s run by the lanes of mask; a condition's value */
void sim_exec(struct warp *w, const struct ir_stmt *s, uint32_t mask);
struct value sim_eval_condition(struct warp *w, const struct ir_expr *e);

/* loop.c: a loop statement run; what its runs of rounds kept, freed */
void loop_exec(struct warp *w, const struct ir_stmt *s, uint32_t active);
void loop_release(struct warp *w);
const struct loop_writes *sim_writes(struct warp *w, const struct ir_stmt *s);

/* event.c: the requests and branches of one run, then their counts */
void event_forget(struct warp *w);
void event_record(struct warp *w, const struct ir_access *acc, const struct value *addr,
		  uint32_t active);
void event_record_branch(struct warp *w, const struct ir_branch *b, uint32_t taken,
			 uint32_t not_taken);
void event_commit(struct warp *w);

#endif
