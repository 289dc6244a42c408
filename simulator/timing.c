/*
 * timing.c - the time model's prediction: the inputs (time_inputs.c) on a
 * device's rates (hw.c) combined into a time and the resource
 * that bounds it, and what one access costs of it above its ideal.
 * timing.h says the shape.
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

/* ---- the prediction ------------------------------------------------------ */

unsigned time_blocks_per_sm(const struct time_inputs *in, const struct hw *hw,
			    const char **limit)
{
	unsigned best = hw->max_blocks_per_sm, n;

	*limit = "blocks per SM";
	if (in->warps_per_block) {
		n = (hw->max_threads_per_sm / 32) / in->warps_per_block;
		if (n < best)
			best = n, *limit = "warps per SM";
	}
	if (in->registers > 0 && in->warps_per_block) {
		unsigned per_warp = ((unsigned)in->registers * 32 + hw->reg_alloc_unit - 1) /
				    hw->reg_alloc_unit * hw->reg_alloc_unit;
		n = hw->regs_per_sm / (per_warp * in->warps_per_block);
		if (n < best)
			best = n, *limit = "registers";
	}
	if (in->smem_per_block > 0) {
		n = (unsigned)(hw->smem_per_sm /
			       ((double)in->smem_per_block + hw->smem_reserved_per_block));
		if (n < best)
			best = n, *limit = "shared memory";
	}
	return best ? best : 1;
}

/*
 * One barrier round, which every warp at it waits for: what its block's
 * own warps cost, or, where more warps are resident on the SM than that
 * pays for, barrier_sm_warp_s for each of them.  The SM takes in the
 * warps' arrivals at one rate whatever blocks they are in (micro_tr_bar0:
 * 16 blocks of 2 warps an SM wait 4 times as long at a barrier as 1 block
 * of 2 does, as long as 1 block of 32), while a block's own round has a
 * floor of its own.  resident: blocks on the SM at once.
 */
static double barrier_round(const struct time_inputs *in, const struct hw *hw,
			    double resident)
{
	double block = hw->rates->barrier_s + hw->rates->barrier_per_warp_s * in->warps_per_block;
	double sm = hw->rates->barrier_sm_warp_s * resident * in->warps_per_block;

	return block > sm ? block : sm;
}

/*
 * Slots turned over: a block that waits for a slot starts only when a
 * block before it has ended, and a block ends with its last warp.  Its
 * warps start one after another and so end spread out; those done early
 * hold their share of the SM idle, and the new block's loads leave only
 * after it has started.  Each time a slot turns over, the memory stands
 * that much less busy: block_turn_s, plus block_turn_warp_s a warp of
 * the block (kernels/micro_blocks.cu: the same bytes in blocks of 1024
 * took 1.16 times as long as in blocks of 256, and the same in a
 * grid-stride loop of blocks that all fit at once ran as fast at either
 * size).  Only for a kernel whose warps wait for global loads; rounds is
 * how many blocks a slot runs one after another.
 */
static double block_turns(const struct time_inputs *in, const struct hw *hw,
			  double rounds)
{
	if (rounds <= 1 || in->l1_resident || in->load_rounds <= 0)
		return 0;
	return (rounds - 1) * (hw->rates->block_turn_s + hw->rates->block_turn_warp_s * in->warps_per_block);
}

/*
 * The p between the SM's work and its memory where barriers split the
 * kernel into phases, a load phase and a phase computing from it: the
 * blocks an SM holds drift out of step, so that one block's loads are in
 * flight while another computes (barrier_overlap_p); a block alone on
 * its SM has no other to overlap, and its phases add (a public HGEMM
 * loading its tiles, a barrier, then its mma from shared memory, 8 warps
 * and one block an SM: 42 us measured where its compute alone is some
 * 25 and its round trips 14; h200-2026-12-02-hgemm), unless its copies
 * are in flight while it computes (its 3- and 4-stage pipelines).
 */
static double phases_p(const struct time_inputs *in, const struct hw *hw, double resident)
{
	if (resident <= 1 && !in->pipelined)
		return 1;
	return hw->rates->barrier_overlap_p;
}

void time_predict(struct time_estimate *out, const struct time_inputs *in,
		  const struct hw *hw)
{
	double clock = hw->clock_hz, busiest, share, rounds, sum = 0, memory = 0, most = 0;
	int r;

	memset(out, 0, sizeof(*out));
	out->hw = hw;
	if (!in->blocks)
		return;
	out->blocks_per_sm = time_blocks_per_sm(in, hw, &out->occupancy_limit);
	/* blocks spread evenly: the busiest SM runs ceil(blocks / SMs) */
	busiest = (double)((in->blocks + hw->sms - 1) / hw->sms);
	share = busiest / (double)in->blocks;
	out->waves = (double)in->blocks / ((double)hw->sms * out->blocks_per_sm);
	/* the rounds of resident blocks the busiest SM runs */
	rounds = ceil(busiest / out->blocks_per_sm);

	out->alone[TR_SHARED] = (double)in->smem_wavefronts * share /
				(hw->rates->smem_wavefronts_per_clk * clock);
	{
		double req = fmax((double)in->lines / hw->rates->l1_tags_per_clk,
				  (double)in->l1_data / hw->rates->l1_data_per_clk);
		double sec = (double)(in->gld_sectors + in->gst_sectors + in->local_sectors) /
			     hw->rates->l1_sectors_per_clk;
		double far = hw->rates->local_far_sectors_per_clk > 0
			     ? in->local_far_sectors / hw->rates->local_far_sectors_per_clk : 0;

		/* the SM's L1 pipeline for loads, its path out for stores,
		 * or one warp's loads and stores one after another (few
		 * warps an SM), whichever is longest */
		out->alone[TR_L1] = fmax(fmax(fmax(fmax(req, sec), far), in->store_clk) * share,
					 in->l1_warp_cycles * rounds) / clock;
	}
	{
		/* L2 moves bytes, and looks up lines: a load whose lanes fall on
		 * 32 lines costs more than its bytes (micro_gather) */
		double bytes = in->l2_bytes / hw->rates->l2_bytes_per_s;
		double lines = in->l2_lines / hw->rates->l2_lines_per_s;

		/* part-written sectors at L2's rate, less what the SMs' own
		 * path out for their stores takes anyway (the L1 term): one
		 * pipeline, bound by its slower stage */
		double partial = (double)in->gst_partial_sectors / hw->rates->l2_store_sectors_per_s -
				 in->store_clk * share / clock;

		out->alone[TR_L2] = (bytes > lines ? bytes : lines) + (partial > 0 ? partial : 0);
	}
	{
		double bytes = in->dram_bytes / hw->rates->dram_bytes_per_s;
		double lone = in->dram_lone_sectors / hw->rates->dram_lone_sectors_per_s;

		out->alone[TR_DRAM] = (bytes > lone ? bytes : lone) +
				      in->dram_partial_sectors / hw->rates->dram_partial_sectors_per_s;
	}
	out->alone[TR_BLOCKS] = busiest * hw->rates->block_s;
	/* L2 takes one atomic at a time at a word: the busiest word's queue */
	out->alone[TR_ATOMIC] = fmax((double)in->word_atomics_int * hw->rates->word_atomic_int_s,
				     (double)in->word_atomics_float * hw->rates->word_atomic_float_s);
	/*
	 * Latency: each warp waits load_rounds times for memory, and an SM
	 * runs its blocks in rounds of what is resident at once.  (Little's
	 * law in other words: too few bytes in flight.)  A round lasts the
	 * longer of one block's own path (its loads, its barriers at its own
	 * warps' rate, its shared and CAS waits) and the SM's barrier
	 * arrivals from every resident block: the blocks drift out of step,
	 * so one block's loads are in flight while another's barriers are
	 * taken in (held-out reductions and scans, load then tree, ran
	 * 1.3-1.5 times over the measured time while the two were added).
	 */
	{
		double latency = in->dram_bytes > 0 ? hw->rates->dram_latency_s : hw->rates->l2_latency_s;
		double resident = busiest < out->blocks_per_sm ? busiest : out->blocks_per_sm;
		double waits = in->smem_rounds * hw->rates->smem_latency_s +
			       in->cas_trips_shared * hw->rates->smem_cas_trip_s +
			       in->cas_trips_global * hw->rates->gmem_cas_trip_s;
		double own = in->barriers * barrier_round(in, hw, 0) + waits;
		double sm = in->barriers * barrier_round(in, hw, resident) + waits;
		double chain;

		if (!in->l1_resident)
			own += in->load_rounds * latency;
		chain = own > sm ? own : sm;
		out->alone[TR_LATENCY] = chain * rounds + block_turns(in, hw, rounds);
		out->alone[TR_LATENCY] += in->round_conflict_wavefronts * share /
					  (hw->rates->smem_wavefronts_per_clk * clock);
	}
	out->alone[TR_FP32] = (double)in->fp32_lanes * share / (hw->rates->fp32_per_clk * clock);
	/* the tensor pipe: its rate, or a warp's chain of mma each waiting
	 * for the one before, whichever is longer (the chain's waits are
	 * the pipe's own: they overlap its work, not the memory's) */
	for (r = 0; r < MMA_TYPES; r++)
		if (in->tensor_flops[r] && hw->rates->tensor_flops_per_clk[r] > 0)
			out->alone[TR_TENSOR] += (double)in->tensor_flops[r] * share /
						 (hw->rates->tensor_flops_per_clk[r] * clock);
	if (in->mma_rounds > 0) {
		double chain = in->mma_rounds * hw->rates->mma_latency_s * rounds;
		if (chain > out->alone[TR_TENSOR])
			out->alone[TR_TENSOR] = chain;
	}
	out->alone[TR_ISSUE] = (double)in->warp_instructions * share /
			       (hw->rates->issue_per_clk * clock);

	out->bound = TR_SHARED;
	for (r = 0; r < TR_COUNT; r++) {
		/* latency joins the memory's group below, at its own p */
		if (r == TR_L2 || r == TR_DRAM || r == TR_ATOMIC)
			memory += pow(out->alone[r], hw->rates->overlap_p);
		else if (r != TR_LATENCY)
			sum += pow(out->alone[r], hw->rates->overlap_p);
		if (out->alone[r] > most) {
			most = out->alone[r];
			out->bound = (enum time_resource)r;
		}
	}
	out->launch_s = hw->rates->launch_s;
	if (out->launch_s > most)
		out->bound = TR_LAUNCH;
	{
		/* between the groups: as few warps a scheduler allow, and less
		 * where barriers split the kernel into phases */
		double resident = busiest < out->blocks_per_sm ? busiest : out->blocks_per_sm;
		double w = resident * in->warps_per_block / hw->rates->schedulers_per_sm;
		double p = in->phases ? phases_p(in, hw, resident) : hw->rates->overlap_p;
		double pw = hw->rates->overlap_p_per_warp[0] + hw->rates->overlap_p_per_warp[1] * w;

		if (hw->rates->overlap_p_per_warp[1] > 0 && pw < p)
			p = pw > 1 ? pw : 1;

		sum = pow(sum, 1 / hw->rates->overlap_p);
		memory = pow(memory, 1 / hw->rates->overlap_p);
		/* waits and bandwidth: a memory busier with bytes answers later */
		memory = pow(pow(memory, hw->rates->latency_overlap_p) +
			     pow(out->alone[TR_LATENCY], hw->rates->latency_overlap_p),
			     1 / hw->rates->latency_overlap_p);
		out->seconds = out->launch_s + pow(pow(sum, p) + pow(memory, p), 1 / p);
	}
}

int time_kernel(struct time_estimate *out, struct time_inputs *in,
		const struct kernel_stats *st, const struct hw *hw, int registers)
{
	struct time_inputs scratch;

	if (!hw->rates || st->error)
		return -1;
	if (!in)
		in = &scratch;
	time_inputs_from_stats(in, st, hw, registers);
	time_predict(out, in, hw);
	return out->seconds > 0 ? 0 : -1;
}

/* ---- what one access costs ------------------------------------------------ */

/* Access a of copy (its stats in as) at its ideal count. */
static void make_ideal(struct kernel_stats *copy, struct access_stats *as,
		       const struct ir_access *acc, uint64_t wavefronts_after, const struct hw *hw)
{
	const struct ir_kernel *k = copy->kernel;
	struct access_stats *a = &as[acc->id];
	int n = k->naccesses, j;

	if (acc->space == SPACE_SHARED) {
		uint64_t before = 0, after = a->ideal_wavefronts;

		if (wavefronts_after != ~(uint64_t)0) {
			/* the fix's count covers every access of the array */
			for (j = 0; j < n; j++) {
				const struct ir_access *b = k->accesses[j];
				if (b->space == SPACE_SHARED && b->object_index == acc->object_index) {
					before += as[b->id].wavefronts;
					as[b->id].wavefronts = 0;
				}
			}
			after = wavefronts_after;
		} else {
			before = a->wavefronts;
		}
		uint64_t total = copy->totals.shared_load_wavefronts +
				 copy->totals.shared_store_wavefronts +
				 copy->totals.shared_atomic_wavefronts;

		a->wavefronts = after;
		/* the model reads only the sum of the shared totals */
		copy->totals.shared_load_wavefronts = total - (before < total ? before : total) + after;
		copy->totals.shared_store_wavefronts = 0;
		copy->totals.shared_atomic_wavefronts = 0;
	} else {
		uint64_t extra = a->sectors - a->ideal_sectors;

		a->sectors = a->ideal_sectors;
		if (a->bytes_used > a->ideal_sectors * hw->sector_bytes)
			a->bytes_used = a->ideal_sectors * hw->sector_bytes;
		if (acc->space == SPACE_LOCAL)   /* a thread's array (local.c) */
			*(acc->op == OP_LOAD ? &copy->totals.local_load_sectors
					     : &copy->totals.local_store_sectors) -= extra;
		else if (acc->bulk)              /* the copy engine's */
			*(acc->op == OP_LOAD ? &copy->totals.bulk_load_sectors
					     : &copy->totals.bulk_store_sectors) -= extra;
		else if (acc->op == OP_LOAD)
			copy->totals.global_load_sectors -= extra;
		else
			copy->totals.global_store_sectors -= extra;
	}
}

/* The time with accesses accs[0..count) at their ideal counts (wf: as above). */
static double time_if(const struct kernel_stats *st, const struct ir_access *const *accs, int count,
		      uint64_t wavefronts_after, const struct hw *hw, int registers)
{
	const struct ir_kernel *k = st->kernel;
	struct kernel_stats copy = *st;
	struct access_stats *as;
	struct time_estimate est;
	int n = k->naccesses, j;

	as = xcalloc((size_t)n + 1, sizeof(*as));
	for (j = 0; j < n; j++)
		as[k->accesses[j]->id] = st->access[k->accesses[j]->id];
	copy.access = as;
	for (j = 0; j < count; j++)
		make_ideal(&copy, as, accs[j], wavefronts_after, hw);
	if (time_kernel(&est, NULL, &copy, hw, registers) < 0)
		est.seconds = 0;
	free(as);
	return est.seconds;
}

double time_if_access(const struct kernel_stats *st, const struct ir_access *acc,
		      uint64_t wavefronts_after, const struct hw *hw, int registers)
{
	return time_if(st, &acc, 1, wavefronts_after, hw, registers);
}

double time_if_accesses(const struct kernel_stats *st, int first, int n, const struct hw *hw,
			int registers)
{
	if (first < 0 || n < 1 || first + n > st->kernel->naccesses)
		return 0;
	return time_if(st, (const struct ir_access *const *)&st->kernel->accesses[first], n,
		       ~(uint64_t)0, hw, registers);
}

/* ---- names ---------------------------------------------------------------- */

static const char *const resource_names[TR_COUNT + 1] = {
	"shared", "l1", "l2", "dram", "latency", "fp32", "tensor", "issue", "blocks", "atomics",
	"launch",
};

static const char *const resource_words[TR_COUNT + 1] = {
	"shared-memory wavefronts", "L1 requests", "L2 traffic", "DRAM bandwidth",
	"latency (loads, barriers and CAS loop trips waited for, too few warps to hide them)",
	"FP32 work", "tensor-core work", "instruction issue",
	"block starts", "global atomics at one word, one at a time", "launch overhead",
};

const char *time_resource_name(enum time_resource r)
{
	return r <= TR_COUNT ? resource_names[r] : "?";
}

const char *time_resource_words(enum time_resource r)
{
	return r <= TR_COUNT ? resource_words[r] : "?";
}
