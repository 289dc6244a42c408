/*
 * time_inputs.c - the time model's inputs from a simulation: the counts,
 * the walk's instructions and reuse (time_walk.c), the footprints of the
 * arrays, what L1 keeps and what reaches L2 and DRAM, and the occupancy.
 *
 * What the simulator cannot see, the model estimates, and says so here:
 * L1 hits (a load whose array's bytes fit in an SM's L1 is taken to hit
 * after its first touch on each SM), what stays in L2 between launches (a
 * footprint below l2_bytes costs no DRAM traffic: the timed launches run
 * back to back, each finding the last one's data), and instructions (the
 * IR's statements plus the floating-point work the front end counts).
 */
#include "timing.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "emit.h"
#include "plan.h"
#include "launch.h"
#include "local.h"
#include "timing_internal.h"

/*
 * ---- one warp's loads in L1 ------------------------------------------------
 *
 * One warp's load requests go through L1 one after another, each in
 * about twice its data wavefronts' cycles: L1's data sits in the banks
 * shared memory uses, and lanes whose words share a bank are served one
 * wavefront after another (kernels/micro_l1.cu, one warp an SM, a row a
 * lane: rows 16 KB apart put every lane in one bank, 32 wavefronts, and
 * run 2.1 cycles a wavefront; rows 16 KB + 4 bytes apart spread the same
 * 32 lines over the banks, one wavefront, and run 10.7 cycles a request,
 * where lines would have said 67).  So a kernel with few warps an SM is
 * bound by its warps' own L1 time, not by the SM's: this is that time,
 * per warp, for its global loads.
 */
static double l1_warp_cycles(const struct kernel_stats *st, const struct hw *hw)
{
	const struct ir_kernel *k = st->kernel;
	double cycles = 0;
	int j;

	if (!st->warps || hw->rates->l1_warp_clk_per_wavefront <= 0)
		return 0;
	for (j = 0; j < k->naccesses; j++) {
		const struct ir_access *a = k->accesses[j];
		const struct access_stats *as = &st->access[a->id];
		double each;

		if (a->space != SPACE_GLOBAL || a->op != OP_LOAD || !as->requests)
			continue;
		each = hw->rates->l1_warp_clk_per_wavefront * (double)as->l1_wavefronts /
			       (double)as->requests +
		       hw->rates->l1_warp_clk_per_request;
		if (each < hw->rates->l1_warp_min_clk)
			each = hw->rates->l1_warp_min_clk;
		cycles += each * (double)as->requests;
	}
	return cycles / (double)st->warps;
}

/* ---- inputs from a simulation ------------------------------------------ */

struct range {
	int64_t lo, hi;
};

static int range_cmp(const void *a, const void *b)
{
	const struct range *x = a, *y = b;

	return (x->lo > y->lo) - (x->lo < y->lo);
}

/* Bytes covered by the union of ranges (sorted here). */
static double union_bytes(struct range *r, int n)
{
	double total = 0;
	int64_t lo, hi;
	int i;

	if (!n)
		return 0;
	qsort(r, (size_t)n, sizeof(*r), range_cmp);
	lo = r[0].lo, hi = r[0].hi;
	for (i = 1; i < n; i++) {
		if (r[i].lo > hi) {
			total += (double)(hi - lo);
			lo = r[i].lo;
			hi = r[i].hi;
		} else if (r[i].hi > hi) {
			hi = r[i].hi;
		}
	}
	return total + (double)(hi - lo);
}

/* Do the bytes [in.lo, in.hi) hold every range of r? */
static int range_covers(struct range in, const struct range *r, int n)
{
	int i;

	if (in.lo >= in.hi || !n)
		return 0;
	for (i = 0; i < n; i++)
		if (r[i].lo < in.lo || r[i].hi > in.hi)
			return 0;
	return 1;
}


/*
 * Whether a barrier of the statements from s on waits for global loads
 * before it (*loaded: one was seen on the way).  A loop's body is walked
 * twice: a load late in one pass comes before the barrier of the next.
 */
static int barrier_after_load(const struct ir_stmt *s, int *loaded)
{
	int pass;

	for (; s; s = s->next) {
		switch (s->kind) {
		case ST_ACCESS:
			if (s->access->space == SPACE_GLOBAL && s->access->op == OP_LOAD)
				*loaded = 1;
			break;
		case ST_WORK:
			if (s->barriers && *loaded)
				return 1;
			break;
		case ST_IF: {
			int other = *loaded;

			if (barrier_after_load(s->body, loaded) ||
			    barrier_after_load(s->other, &other))
				return 1;
			*loaded |= other;
			break;
		}
		case ST_LOOP:
			for (pass = 0; pass < 2; pass++)
				if (barrier_after_load(s->body, loaded))
					return 1;
			break;
		default:
			break;
		}
	}
	return 0;
}

/* Blocks resident at once on the busiest SM. */
static double resident_blocks(const struct time_inputs *in, const struct hw *hw)
{
	const char *limit;
	double busiest = ceil((double)in->blocks / hw->sms);
	double at_once = time_blocks_per_sm(in, hw, &limit);

	return busiest < at_once ? busiest : at_once;
}

/*
 * A global load that reads again what an earlier load of the same array
 * read finds it in L1, when what the blocks resident on an SM read of the
 * array fits there: no round trip, no L2 traffic (its reuse is made all
 * but endless).  Again means the same requests over the same sectors: the
 * same bytes (a row read once for its maximum and again for its sum), or
 * bytes less than a sector off at either end (a struct's other members,
 * p[i].vel after p[i].pos; a neighbour, u[i + 1] after u[i]).
 */
#define L1_HIT 1e9   /* a reuse that says every request finds L1 */

static int same_sectors(const struct access_stats *a, const struct access_stats *b,
			int64_t sector_bytes)
{
	return a->requests == b->requests && llabs(a->lo - b->lo) < sector_bytes &&
	       llabs(a->hi - b->hi) < sector_bytes &&
	       (a->sectors > b->sectors ? a->sectors - b->sectors : b->sectors - a->sectors) <=
		       a->requests;
}

static void read_again(const struct time_inputs *in, const struct kernel_stats *st,
		       const struct hw *hw, double *reuse,
		       double *line_reuse)
{
	const struct ir_kernel *k = st->kernel;
	double at_once = resident_blocks(in, hw);
	int i, j;

	for (j = 0; j < k->naccesses && in->blocks; j++) {
		const struct ir_access *a = k->accesses[j];
		const struct access_stats *as = &st->access[a->id];

		if (a->space != SPACE_GLOBAL || a->op != OP_LOAD || !as->requests || !as->touched ||
		    (double)(as->hi - as->lo) * at_once / (double)in->blocks > hw->rates->l1_bytes)
			continue;
		for (i = 0; i < j; i++) {
			const struct ir_access *b = k->accesses[i];
			const struct access_stats *bs = &st->access[b->id];

			if (b->space == SPACE_GLOBAL && b->op == OP_LOAD &&
			    b->object_index == a->object_index && bs->touched &&
			    same_sectors(as, bs, hw->sector_bytes)) {
				reuse[a->id] = line_reuse[a->id] = L1_HIT;
				break;
			}
		}
	}
}

/*
 * A kernel of short barrier rounds (a tree reduction's levels: two
 * barriers a warp or more, a few shared requests a warp between them)
 * waits for its bank conflicts' extra wavefronts instead of overlapping
 * them.  A round ends only when the last warp's requests are done; a
 * conflicted request's wavefronts go through the shared pipe one after
 * another while the other warps wait at the barrier, and the SM's blocks
 * queue theirs in the same pipe.  micro_lat_tree_il against _seq (run
 * m1-occ), the same tree with and without its conflicts: 8 blocks of 256
 * an SM, 118 us apart where their shared wavefronts are 109 us apart; one
 * block of 1024, 74 and 60.  Where rounds are long (a GEMM's tiles, 30
 * requests a warp and more between barriers), the warps' requests overlap
 * one another's conflicts as in any other kernel.
 */
#define ROUND_BARRIERS 2
#define ROUND_REQUESTS 4

static void round_conflicts(struct time_inputs *in, const struct kernel_stats *st)
{
	const struct ir_kernel *k = st->kernel;
	double requests = 0, extra = 0;
	int j;

	in->round_conflict_wavefronts = 0;
	if (in->barriers < ROUND_BARRIERS || !st->warps)
		return;
	for (j = 0; j < k->naccesses; j++) {
		const struct ir_access *a = k->accesses[j];
		const struct access_stats *as = &st->access[a->id];

		if (a->space != SPACE_SHARED || (a->op != OP_LOAD && a->op != OP_STORE))
			continue;
		requests += (double)as->requests;
		if (as->wavefronts > as->ideal_wavefronts)
			extra += (double)(as->wavefronts - as->ideal_wavefronts);
	}
	if (requests / (double)st->warps <= ROUND_REQUESTS * in->barriers)
		in->round_conflict_wavefronts = extra;
}

void time_inputs_from_stats(struct time_inputs *in, const struct kernel_stats *st,
			    const struct hw *hw,
			    int registers)
{
	const struct ir_kernel *k = st->kernel;
	const struct sim_totals *t = &st->totals;
	struct range *r = xcalloc((size_t)k->naccesses + 1, sizeof(*r));
	struct range *rs = xcalloc((size_t)k->naccesses + 1, sizeof(*rs));   /* stores' */
	struct walk w = { 0 };
	double load_l2 = 0;
	int i, j, p, first;
	unsigned sms_used;

	memset(in, 0, sizeof(*in));
	in->blocks = launch_blocks(&st->launch);
	in->warps_per_block = (unsigned)launch_warps_per_block(&st->launch);
	in->registers = registers;
	in->smem_per_block = st->launch.dynamic_shared;
	for (i = 0; i < k->nshared; i++)
		if (!k->shared[i].is_dynamic)
			in->smem_per_block += k->shared[i].bytes;
	in->smem_wavefronts = t->shared_load_wavefronts + t->shared_store_wavefronts +
			      t->shared_atomic_wavefronts;
	for (i = 0; i < k->naccesses; i++) {
		const struct ir_access *a = k->accesses[i];
		const struct access_stats *as = &st->access[a->id];
		uint64_t *most = a->atomic.floating ? &in->word_atomics_float
						    : &in->word_atomics_int;

		/* an asynchronous copy's shared side takes the same data
		 * pipe's wavefronts as a store (copy.c) */
		in->smem_wavefronts += as->copy_wavefronts;

		for (j = 0; j < as->nhot; j++)
			if (as->hot[j].ops > *most)
				*most = as->hot[j].ops;
	}
	/* the copy engine's bulk copies cross L2 and DRAM as loads and
	 * stores do */
	in->gld_sectors = t->global_load_sectors + t->bulk_load_sectors;
	in->gst_sectors = t->global_store_sectors + t->bulk_store_sectors;
	in->local_sectors = t->local_load_sectors + t->local_store_sectors +
			    t->spill_load_sectors + t->spill_store_sectors;
	sms_used = in->blocks < hw->sms ? (unsigned)in->blocks : hw->sms;
	in->l1_resident = 1;

	/*
	 * The loops as nvcc compiles them: instructions, and what each load's
	 * address leaves to L1 (reuse along its loop and across warps).
	 */
	w.st = st;
	w.hw = hw;
	w.unroll = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.flight = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.reuse = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.own_reuse = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.line_reuse = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.group = xcalloc((size_t)k->naccesses + 1, sizeof(int));
	w.cover = xcalloc((size_t)k->naccesses + 2, sizeof(double));
	w.cover_from = -1;
	w.looped = xcalloc((size_t)k->naccesses + 1, 1);
	w.store_bound = xcalloc((size_t)k->naccesses + 1, 1);
	w.async_depth = xcalloc((size_t)k->naccesses + 1, sizeof(unsigned));
	w.async_open = xcalloc((size_t)k->naccesses + 1, 1);
	time_walk_stmts(&w, k->body, (double)st->warps, 1);
	time_cover_close(&w);
	in->warp_instructions = st->fp_warp_ops + st->mma_warp_ops + (uint64_t)w.instructions;
	in->smem_rounds = st->warps ? w.smem_rounds / (double)st->warps : 0;
	in->mma_rounds = st->warps ? w.mma_rounds / (double)st->warps : 0;
	read_again(in, st, hw, w.reuse, w.line_reuse);


	/*
	 * Per pointer parameter: the union of the bytes its accesses touched
	 * is its footprint (no more than the sectors they moved).  Loads of an
	 * array small enough for L1 reach L2 once per SM; the rest go to L2
	 * sector by sector.
	 */
	/* and per allocation a pointer read from memory names (object
	 * index -2 - i, memory.c): the same, each on its own */
	for (j = 0, first = 0; j < k->naccesses; j++)
		if (k->accesses[j]->space == SPACE_GLOBAL && k->accesses[j]->object_index < first)
			first = k->accesses[j]->object_index;
	for (p = first; p < k->nparams; p++) {
		int n = 0, ns = 0;
		double sectors = 0, ld_sectors = 0, ld_requests = 0, ld_lines = 0, fp;
		double ld_l2_sectors = 0, lines = 0, lone = 0;
		double st_sectors = 0, st_bytes = 0, st_partial = 0, st_lines = 0, st_clk = 0;
		double unplaced = 0;   /* bytes of accesses whose place is not known */
		struct range ld = { INT64_MAX, INT64_MIN };

		if (p == -1)            /* no object's index */
			continue;

		for (j = 0; j < k->naccesses; j++) {
			const struct ir_access *a = k->accesses[j];
			const struct access_stats *as = &st->access[a->id];

			if (a->space != SPACE_GLOBAL || a->object_index != p || !as->requests)
				continue;
			sectors += (double)as->sectors;
			lines += (double)as->lines;
			/* rows picked by a loaded index: each sector taken as
			 * one of its own (a row read twice is not seen) */
			if (as->unplaced)
				unplaced += (double)as->sectors * hw->sector_bytes;
			in->lines += as->lines;
			in->l1_data += a->op == OP_LOAD ? as->l1_wavefronts : as->lines;
			if (as->touched) {
				r[n].lo = as->lo;
				r[n++].hi = as->hi;
				if (a->op == OP_STORE) {
					rs[ns].lo = as->lo;
					rs[ns++].hi = as->hi;
				}
			}
			if (a->op == OP_LOAD) {
				ld_sectors += (double)as->sectors;
				ld_requests += (double)as->requests;
				ld_lines += (double)as->lines / (w.line_reuse[a->id] > 1 ?
								 w.line_reuse[a->id] : 1);
				ld_l2_sectors += (double)as->sectors / (w.reuse[a->id] > 1 ?
									w.reuse[a->id] : 1);
				/* a sector alone in its line, and the line not read
				 * again along the loop: DRAM reads more than it */
				if (as->lines && (double)as->sectors < hw->rates->lone_sector_ratio * (double)as->lines &&
				    w.line_reuse[a->id] <= 1)
					lone += (double)as->sectors / (w.reuse[a->id] > 1 ?
								       w.reuse[a->id] : 1);
				if (as->touched && as->lo < ld.lo)
					ld.lo = as->lo;
				if (as->touched && as->hi > ld.hi)
					ld.hi = as->hi;
			} else if (a->op == OP_STORE && as->sectors) {
				double used = (double)as->bytes_used /
					      ((double)as->sectors * hw->sector_bytes);
				if (used < 1)
					st_partial += (double)as->sectors * (1 - used);
				/* the SM's path out: the sectors it writes in
				 * part, and its lines past the first */
				st_clk += hw->rates->store_clk_per_sector * (double)as->sectors *
					  (used < 1 ? 1 - used : 0) +
					  hw->rates->store_clk_per_line *
					  (double)(as->lines > as->requests ? as->lines - as->requests : 0);
				st_sectors += (double)as->sectors;
				st_lines += (double)as->lines;
				st_bytes += (double)as->bytes_used;
			}
		}
		fp = union_bytes(r, n) + unplaced;
		/* L2 keeps whole lines: scattered sectors fill it sooner */
		in->l2_footprint += fp < lines * hw->line_bytes ? fp : lines * hw->line_bytes;
		if (fp > sectors * hw->sector_bytes)
			fp = sectors * hw->sector_bytes;
		/* an array read and written back crosses DRAM twice: in, and
		 * out again when L2 evicts it */
		if (ld_sectors > 0 && st_sectors > 0)
			fp = fmin(union_bytes(rs, ns), st_sectors * hw->sector_bytes) +
			     fmin(fp, ld_sectors * hw->sector_bytes);
		in->footprint += fp;
		in->dram_lone_sectors += lone;
		/*
		 * Stores that leave sectors part-written, unless the kernel read
		 * those sectors first (a struct's members updated in place: L2
		 * holds the rest of each sector already, and merges the bytes):
		 * L2 takes each store instruction's part-written sectors at its
		 * own rate (micro_stores: a float3 member stored as 3 stores
		 * costs 3 times one member's sectors, at 90 G a second; read
		 * first, 68 us where 122 unread).  Left part-written for good
		 * (the stored bytes fill less than the sectors they fall in, not
		 * a transpose whose other warps complete each line), DRAM reads
		 * each such sector in: at its bandwidth where the line's other
		 * sectors come too (micro_stores st_pos_x: 4 bytes in each of 28
		 * sectors a warp, 59 us, its bytes twice), at the rate of lone
		 * sectors where a line has one (micro_scatter).
		 */
		if (st_sectors > 0 && !range_covers(ld, rs, ns)) {
			double span = fp < st_sectors * hw->sector_bytes ? fp
									  : st_sectors * hw->sector_bytes;
			double density = span > 0 ? st_bytes / span : 1;

			in->gst_partial_sectors += (uint64_t)st_partial;
			/* and the SMs' path out for them (held-out push_aos,
			 * whose stored lines were read first, ran as fast as
			 * its loads: 0.097 ms where this path said 0.21) */
			in->store_clk += st_clk;
			if (density < 1 && st_sectors >= 2 * st_lines)
				in->footprint += span * (1 - density);
			else if (density < 1)
				in->dram_partial_sectors += st_sectors * (1 - density);
		}
		if (ld_sectors > 0) {
			double span = ld.lo < ld.hi ? (double)(ld.hi - ld.lo) : 0;
			double moved = ld_l2_sectors * hw->sector_bytes;

			if (ld.lo < ld.hi && span <= hw->rates->l1_bytes &&
			    span * sms_used < moved) {
				moved = span * sms_used;
			} else {
				in->l1_resident = 0;
				in->l2_lines += ld_lines;
			}
			load_l2 += moved;
		}
	}
	free(r);
	free(rs);
	in->l2_bytes = load_l2 + (double)in->gst_sectors * hw->sector_bytes;
	in->dram_bytes = in->l2_footprint > hw->rates->l2_bytes ? in->footprint : 0;
	if (!in->dram_bytes)
		in->dram_partial_sectors = in->dram_lone_sectors = 0;
	/*
	 * Rounds of load latency a warp waits through.  The loads of a group
	 * (above) are in flight together.  A loop unrolled (by nvcc, 4 times
	 * or whole) has as many passes' loads in flight as ptxas issues ahead
	 * of their use, loads_in_flight by the loads' width, shared by the
	 * group's loads; a loop kept rolled, its unrolled passes at most.  At
	 * most loads_in_flight_most in all, a round at the least for a group.
	 * A load that finds its sector in L1 (reuse above) waits for no round
	 * trip to L2; the group's other loads share the round among them.
	 * Only the warp's own passes count for it: the block's other warps,
	 * reading the same sectors in step, wait for the same round trip
	 * (held-out nbody_naive, 4 warps a block reading one body at a time:
	 * 0.15 of the measured time when they were taken to hit; portfolio
	 * and layernorm weights, 0.73-0.88 then, 0.79-0.97 now).  A
	 * group a stretch of computing from shared memory covers (cover_close)
	 * waits for what of the round trip the warp's share of the issue
	 * through the stretch leaves.
	 */
	in->l1_warp_cycles = l1_warp_cycles(st, hw) +
			     (st->warps ? in->store_clk / (double)st->warps : 0);
	{
		int *in_group = xcalloc((size_t)w.ngroups + 1, sizeof(int));
		double trip = in->dram_bytes > 0 ? hw->rates->dram_latency_s : hw->rates->l2_latency_s;
		double per_scheduler = resident_blocks(in, hw) * in->warps_per_block / 4.0;
		double issue_s = (per_scheduler > 1 ? per_scheduler : 1) /
				 (hw->rates->issue_per_clk / 4.0 * hw->clock_hz);

		for (j = 0; j < k->naccesses; j++) {
			const struct ir_access *a = k->accesses[j];

			if (a->space == SPACE_GLOBAL && a->op == OP_LOAD &&
			    st->access[a->id].requests && w.reuse[a->id] < L1_HIT)
				in_group[w.group[a->id]]++;
		}
		in->pipelined = 0;
		for (j = 0; j < k->naccesses && st->warps; j++) {
			const struct ir_access *a = k->accesses[j];

			if (a->space == SPACE_GLOBAL && a->op == OP_LOAD && st->access[a->id].requests) {
				if (w.async_depth[a->id] <= 1) {
					in->pipelined = 0;
					break;
				}
				in->pipelined = 1;
			}
		}
		for (j = 0; j < k->naccesses && st->warps; j++) {
			const struct ir_access *a = k->accesses[j];
			double n = (double)st->access[a->id].requests / (double)st->warps;
			double together, reuse, hidden, depth;
			int loads;

			if (a->space != SPACE_GLOBAL || a->op != OP_LOAD || n <= 0)
				continue;
			loads = in_group[w.group[a->id]];
			if (loads < 1)
				loads = 1;
			reuse = w.reuse[a->id] >= L1_HIT ? w.reuse[a->id] : w.own_reuse[a->id];
			if (w.looped[a->id]) {
				double passes = hw->rates->loads_in_flight[a->bytes >= 16 ? 2 : a->bytes >= 8]
						/ loads;

				if (passes > w.flight[a->id])
					passes = w.flight[a->id] > 1 ? w.flight[a->id] : 1;
				if (w.store_bound[a->id])
					passes = 1;
				/* of the passes in flight, those that read the
				 * sector a pass before them read miss no more:
				 * one in `reuse` waits (micro_l1wr rd_rows, a row
				 * a lane, 8 passes a sector: a round trip every 8
				 * passes, 1 to 4 warps an SM) */
				if (reuse > 1)
					passes /= reuse;
				together = (passes > 1 ? passes : 1) * loads;
			} else {
				together = loads;
			}
			if (hw->rates->loads_in_flight_most > 0 && together > hw->rates->loads_in_flight_most)
				together = hw->rates->loads_in_flight_most;
			if (reuse > 1)
				n /= reuse;
			/* a miss every `reuse` passes: what the warp does in L1
			 * through those passes (its requests one after another)
			 * covers the round trip (micro_l1wr rd_rows at stride
			 * 2048, every lane in one bank: 8 passes of 67 cycles
			 * a sector, longer than an L2 round trip) */
			hidden = 0;
			if (reuse > 1 && w.looped[a->id] && st->access[a->id].requests)
				hidden = in->l1_warp_cycles * (double)st->warps /
					 (double)st->access[a->id].requests * reuse /
					 (trip * hw->clock_hz);
			/* copies waited for with later groups in flight wait
			 * for a share of the round trip: its groups overlap
			 * (a public HGEMM's 1-, 3- and 4-stage cp.async
			 * pipelines, wait_group 0, 1, 2 in the k loop: 42, 26
			 * and 26 us where all else is alike;
			 * h200-2026-12-02-hgemm) */
			depth = w.async_depth[a->id] > 1 ? (double)w.async_depth[a->id] : 1;
			in->load_rounds += fmax(n / together, (n < 1 ? n : 1) / loads) *
					   fmax(0, 1 - w.cover[w.group[a->id]] * issue_s / trip) *
					   fmax(0, 1 - hidden) / depth;
		}
		free(in_group);
	}
	free(w.unroll);
	free(w.flight);
	free(w.group);
	free(w.cover);
	free(w.looped);
	free(w.store_bound);
	free(w.async_depth);
	free(w.async_open);
	free(w.reuse);
	free(w.own_reuse);
	free(w.line_reuse);
	in->local_far_sectors = local_far_sectors(st, hw->rates->l1_bytes, 32.0 * in->warps_per_block *
						  resident_blocks(in, hw));
	in->l2_bytes += in->local_far_sectors * hw->sector_bytes;
	in->barriers = st->warps ? (double)st->barrier_warps / (double)st->warps : 0;
	round_conflicts(in, st);
	{
		int loaded = 0;

		in->phases = in->barriers > 0 && barrier_after_load(k->body, &loaded);
	}
	/*
	 * A CAS loop's trips (atomic.c counts them) wait one for another: each
	 * trip's compare needs the trip before it back.  Per warp, on average
	 * over the warps (a contended word's last warp takes more, its first
	 * fewer).  A loop written by hand counts its trips as its requests
	 * (one ATOMS.CAS or ATOMG each, no LDS).  Where the trips are a range
	 * (a loop that ends on values, a global one, more than 4 warps at a
	 * word: atomic.c), the hardware's timing decides where in it a run
	 * lands: it is timed at the middle, its shared wavefronts too (the H200
	 * measured at_gl_cas_loop at 60-70% of its range's most, at_sh_cas_loop
	 * near its fewest).
	 */
	for (j = 0; j < k->naccesses && st->warps; j++) {
		const struct ir_access *a = k->accesses[j];
		const struct access_stats *as = &st->access[a->id];
		double most = (double)(as->loop_loads ? as->loop_loads : as->requests);
		double fewest = as->loop_loads ? (double)as->fewest_loads : (double)as->fewest_requests;
		double trips;

		if (!as->loop_runs)
			continue;
		if (as->ranged) {
			most = (most + fewest) / 2;
			if (a->space == SPACE_SHARED && as->wavefronts > as->fewest_wavefronts)
				in->smem_wavefronts -= (as->wavefronts - as->fewest_wavefronts) / 2;
		}
		trips = most / (double)st->warps;
		if (a->space == SPACE_SHARED)
			in->cas_trips_shared += trips;
		else
			in->cas_trips_global += trips;
	}
	in->fp32_lanes = st->fp_lanes;
	memcpy(in->tensor_flops, st->tensor_flops, sizeof(in->tensor_flops));
}
