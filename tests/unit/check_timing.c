/*
 * check_timing.c - the time model (simulator/timing.c) on a made-up device
 * with round rates, so that every expected time is derived by hand; the
 * lines a global request touches (gmem.c); and the floating-point work the
 * front end counts, on kernels/micro_core.cu, derived from its source.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../../analyzer/frontend/frontend.h"
#include "../../simulator/gmem.h"
#include "../../simulator/hw.h"
#include "../../simulator/sim.h"
#include "../../simulator/timing.h"
#include "suites.h"
#include "../../analyzer/lint/pipeline.h"

/* 100 SMs at 1 GHz; every rate a round number. */
static const struct hw_rates toy_rates = {
	.smem_wavefronts_per_clk = 1, .l1_data_per_clk = 1, .l1_tags_per_clk = 1, .l1_sectors_per_clk = 4,
	.l2_bytes_per_s = 1e12, .l2_lines_per_s = 1e10, .l2_store_sectors_per_s = 1e10,
	.dram_bytes_per_s = 1e12, .dram_partial_sectors_per_s = 1e9,
	.dram_lone_sectors_per_s = 1e10,
	.fp32_per_clk = 100, .issue_per_clk = 4,
	.launch_s = 0, .block_s = 0,
	.dram_latency_s = 1e-6, .l2_latency_s = 0.5e-6, .loads_in_flight = { 4, 4, 4 },
	.l1_bytes = 100e3, .l2_bytes = 10e6,
	.overlap_p = 2, .barrier_overlap_p = 2, .latency_overlap_p = 2,
	.smem_cas_trip_s = 100e-9, .gmem_cas_trip_s = 1e-6,
	.tensor_flops_per_clk = { [MMA_F16] = 1000, [MMA_F64] = 10 },
};

static const struct hw toy = {
	.arch = "toy", .device = "toy",
	.sms = 100, .clock_hz = 1e9,
	.smem_per_sm = 100 * 1024, .smem_reserved_per_block = 1024,
	.max_blocks_per_sm = 32, .max_threads_per_sm = 2048,
	.regs_per_sm = 65536, .reg_alloc_unit = 256,
	.rates = &toy_rates,
};

/* The toy device at other rates. */
static struct hw toy_at(const struct hw_rates *rates)
{
	struct hw hw = toy;

	hw.rates = rates;
	return hw;
}

static struct time_inputs blocks_of(uint64_t blocks, unsigned threads)
{
	struct time_inputs in;

	memset(&in, 0, sizeof(in));
	in.blocks = blocks;
	in.warps_per_block = (threads + 31) / 32;
	in.l1_resident = 1;
	return in;
}

START_TEST(tensor_work_at_each_types_rate)
{
	/* 100 blocks on 100 SMs, one each: 1e9 f16 operations a block at
	 * 1,000 a cycle and 1 GHz, 1 ms; 1e7 f64 at 10 a cycle, 1 ms more;
	 * tf32, whose rate the toy does not have, adds nothing: 2 ms, bound
	 * by the tensor pipe (derived by hand) */
	struct time_inputs in = blocks_of(100, 128);
	struct time_estimate est;

	in.tensor_flops[MMA_F16] = 100 * 1000000000ull;
	in.tensor_flops[MMA_F64] = 100 * 10000000ull;
	in.tensor_flops[MMA_TF32] = 100 * 1000000000ull;
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.alone[TR_TENSOR] - 2e-3) < 1e-9);
	ck_assert_int_eq(est.bound, TR_TENSOR);
	ck_assert_str_eq(time_resource_name(TR_TENSOR), "tensor");
}
END_TEST

START_TEST(an_mma_chain_longer_than_the_pipe_bounds_it)
{
	/* the same 1 ms of f16 work, but each warp waits for 2,000 mma one
	 * after another at 1 us: 2 ms, the longer; at 500 waits, 0.5 ms, the
	 * pipe's rate stays (derived by hand) */
	struct hw_rates rates = toy_rates;
	struct hw dev = toy_at(&rates);
	struct time_inputs in = blocks_of(100, 128);
	struct time_estimate est;

	rates.mma_latency_s = 1e-6;
	in.tensor_flops[MMA_F16] = 100 * 1000000000ull;
	in.mma_rounds = 2000;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_TENSOR] - 2e-3) < 1e-9);
	in.mma_rounds = 500;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_TENSOR] - 1e-3) < 1e-9);
}
END_TEST

START_TEST(shared_wavefronts_at_one_per_cycle_and_sm)
{
	/* 200 blocks on 100 SMs: the busiest runs 2 of them, 1e6 wavefronts
	 * each at 1 per cycle and 1 GHz: 2 ms */
	struct time_inputs in = blocks_of(200, 256);
	struct time_estimate est;

	in.smem_wavefronts = 200 * 1000000ull;
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.alone[TR_SHARED] - 2e-3) < 1e-9);
	ck_assert(fabs(est.seconds - 2e-3) < 1e-9);
	ck_assert_int_eq(est.bound, TR_SHARED);
}
END_TEST

START_TEST(a_tail_block_costs_a_whole_turn)
{
	/* 101 blocks: one SM runs 2, so the time is that of 2 blocks */
	struct time_inputs in = blocks_of(101, 256);
	struct time_estimate est;

	in.smem_wavefronts = 101 * 1000000ull;
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.seconds - 2e-3) < 1e-9);
}
END_TEST

START_TEST(two_equal_resources_combine_by_the_p_norm)
{
	/* shared 1 ms alone, FP32 1 ms alone (100 blocks, 1e8 lanes each at
	 * 100 a cycle): with p = 2, sqrt(2) ms */
	struct time_inputs in = blocks_of(100, 256);
	struct time_estimate est;

	in.smem_wavefronts = 100 * 1000000ull;
	in.fp32_lanes = 100 * 100000000ull;
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.alone[TR_FP32] - 1e-3) < 1e-9);
	ck_assert(fabs(est.seconds - sqrt(2) * 1e-3) < 1e-9);
}
END_TEST

START_TEST(phases_of_a_block_alone_on_its_sm_add)
{
	/*
	 * 100 blocks of 8 warps on 100 SMs, one each: shared 1 ms alone
	 * (1e6 wavefronts a block at 1 a cycle), and 2,000 rounds of L2
	 * latency at 0.5 us, 1 ms; a barrier waits for the loads (phases).
	 * With no other block to overlap, the two add: 2 ms.  Two blocks an
	 * SM (200 blocks: 2 ms of shared, and the same 1 ms of latency, as
	 * both are resident at once) combine by barrier_overlap_p, 2:
	 * sqrt(5) ms.  A pipeline whose copies are in flight while it
	 * computes is one block's own overlap: p = 2 again, sqrt(2) ms
	 * (derived by hand).
	 */
	struct time_inputs in = blocks_of(100, 256);
	struct time_estimate est;

	in.smem_wavefronts = 100 * 1000000ull;
	in.l1_resident = 0;
	in.load_rounds = 2000;
	in.barriers = 1;
	in.phases = 1;
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.alone[TR_LATENCY] - 1e-3) < 1e-6);
	ck_assert(fabs(est.seconds - 2e-3) < 1e-6);
	in.pipelined = 1;
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.seconds - sqrt(2) * 1e-3) < 1e-6);
	in = blocks_of(200, 256);
	in.smem_wavefronts = 200 * 1000000ull;
	in.l1_resident = 0;
	in.load_rounds = 2000;
	in.barriers = 1;
	in.phases = 1;
	time_predict(&est, &in, &toy);
	ck_assert_uint_eq(est.blocks_per_sm, 8);
	ck_assert(fabs(est.seconds - sqrt(5) * 1e-3) < 1e-6);
}
END_TEST

START_TEST(registers_limit_blocks_per_sm)
{
	/* 36 registers: 1152 a warp, allocated as 1280; 8 warps a block:
	 * 65536 / 10240 = 6.4, so 6 blocks */
	struct time_inputs in = blocks_of(1000, 256);
	struct time_estimate est;

	in.registers = 36;
	in.smem_wavefronts = 1;
	time_predict(&est, &in, &toy);
	ck_assert_uint_eq(est.blocks_per_sm, 6);
	ck_assert_str_eq(est.occupancy_limit, "registers");
}
END_TEST

START_TEST(shared_memory_limits_blocks_per_sm)
{
	/* 40 KB + 1 KB reserved in 100 KB: 2 blocks; warps would allow 8 */
	struct time_inputs in = blocks_of(1000, 256);
	struct time_estimate est;

	in.smem_per_block = 40 * 1024;
	in.smem_wavefronts = 1;
	time_predict(&est, &in, &toy);
	ck_assert_uint_eq(est.blocks_per_sm, 2);
	ck_assert_str_eq(est.occupancy_limit, "shared memory");
	/* 1000 blocks over 100 SMs x 2: 5 waves */
	ck_assert(fabs(est.waves - 5) < 1e-12);
}
END_TEST

START_TEST(latency_is_paid_once_per_round_of_resident_blocks)
{
	/* 8 rounds of load latency a warp, in L2 (0.5 us); 400 blocks of
	 * 1024 threads (32 warps) on 100 SMs, 2 resident: 4 blocks an SM in
	 * 2 rounds, 8 us */
	struct time_inputs in = blocks_of(400, 1024);
	struct time_estimate est;

	in.l1_resident = 0;
	in.load_rounds = 8;
	time_predict(&est, &in, &toy);
	ck_assert_uint_eq(est.blocks_per_sm, 2);
	ck_assert(fabs(est.alone[TR_LATENCY] - 8e-6) < 1e-12);
	ck_assert_int_eq(est.bound, TR_LATENCY);
}
END_TEST

START_TEST(a_barrier_costs_more_with_more_warps_at_it)
{
	/* 1000 barriers a warp at 10 ns and 1 ns a warp of the block: 42 ns
	 * each in blocks of 32 warps, 12 ns in blocks of 2; 100 blocks on
	 * 100 SMs, one round: 42 us and 12 us (derived by hand) */
	struct hw_rates rates = toy_rates;
	struct hw dev = toy_at(&rates);
	struct time_inputs big = blocks_of(100, 1024), small = blocks_of(100, 64);
	struct time_estimate est;

	rates.barrier_s = 10e-9;
	rates.barrier_per_warp_s = 1e-9;
	big.barriers = small.barriers = 1000;
	time_predict(&est, &big, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 42e-6) < 1e-12);
	time_predict(&est, &small, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 12e-6) < 1e-12);
}
END_TEST

START_TEST(a_barrier_round_costs_every_warp_on_the_sm)
{
	/*
	 * 10 ns a round and 1 ns a warp of the block, but at least 2 ns for
	 * each warp on the SM; 1000 barriers a warp, blocks of 2 warps.  100
	 * blocks on 100 SMs, one an SM: the block's own 12 ns (2 warps x 2 ns
	 * = 4 is less), 12 us.  1600 blocks, 16 an SM, all resident at once
	 * (32 blocks and 64 warps allowed): 32 warps x 2 ns = 64 ns a round,
	 * 64 us in the one round of resident blocks (derived by hand).
	 */
	struct hw_rates rates = toy_rates;
	struct hw dev = toy_at(&rates);
	struct time_inputs one = blocks_of(100, 64), many = blocks_of(1600, 64);
	struct time_estimate est;

	rates.barrier_s = 10e-9;
	rates.barrier_per_warp_s = 1e-9;
	rates.barrier_sm_warp_s = 2e-9;
	one.barriers = many.barriers = 1000;
	time_predict(&est, &one, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 12e-6) < 1e-12);
	time_predict(&est, &many, &dev);
	ck_assert_uint_eq(est.blocks_per_sm, 32);
	ck_assert(fabs(est.alone[TR_LATENCY] - 64e-6) < 1e-12);
}
END_TEST

START_TEST(other_blocks_barriers_are_taken_in_while_a_block_waits_for_loads)
{
	/*
	 * The devices and blocks of the test above, 1600 blocks of 2 warps,
	 * 16 an SM, all resident: one round.  A warp loads from L2 once
	 * (0.5 us) and waits at 10 barriers: its block's own path is
	 * 0.5 us + 10 x 12 ns = 620 ns, the SM's arrivals 10 x 64 ns =
	 * 640 ns, and the round lasts the longer, 640 ns (not 1.14 us, the
	 * sum).  At 2 barriers the block's own 524 ns is the longer (the SM
	 * takes 128 ns).  Derived by hand.
	 */
	struct hw_rates rates = toy_rates;
	struct hw dev = toy_at(&rates);
	struct time_inputs in = blocks_of(1600, 64);
	struct time_estimate est;

	rates.barrier_s = 10e-9;
	rates.barrier_per_warp_s = 1e-9;
	rates.barrier_sm_warp_s = 2e-9;
	in.l1_resident = 0;
	in.load_rounds = 1;
	in.barriers = 10;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 640e-9) < 1e-15);
	in.barriers = 2;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 524e-9) < 1e-15);
}
END_TEST

START_TEST(a_slot_turned_over_costs_a_start_and_a_warp_spread)
{
	/* the toy device with 200 ns a turn and 10 ns a warp of the block
	 * (round numbers, derived by hand below) */
	struct hw_rates rates = toy_rates;
	struct hw dev = toy_at(&rates);
	struct time_inputs in;
	struct time_estimate est;

	rates.block_turn_s = 200e-9;
	rates.block_turn_warp_s = 10e-9;

	/* 800 blocks of 1024 threads (32 warps) on 100 SMs, 2 resident: 8
	 * blocks an SM, 4 rounds of one L2 load (0.5 us) = 2 us, and each
	 * slot turned over 3 times at 200 + 32 x 10 = 520 ns: 3.56 us */
	in = blocks_of(800, 1024);
	in.l1_resident = 0;
	in.load_rounds = 1;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 3.56e-6) < 1e-12);

	/* the same threads in blocks of 256 (8 warps), 8 resident: 32 an SM,
	 * again 4 rounds, 3 turns at 200 + 80 = 280 ns: 2.84 us */
	in = blocks_of(3200, 256);
	in.l1_resident = 0;
	in.load_rounds = 1;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 2.84e-6) < 1e-12);

	/* every block fits at once (one round): no slot is turned over */
	in = blocks_of(200, 1024);
	in.l1_resident = 0;
	in.load_rounds = 1;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 0.5e-6) < 1e-12);

	/* no global load waited for: nothing to turn over either */
	in = blocks_of(800, 1024);
	in.l1_resident = 1;
	in.load_rounds = 1;
	time_predict(&est, &in, &dev);
	ck_assert(est.alone[TR_LATENCY] == 0);
}
END_TEST

START_TEST(cas_trips_wait_one_after_another)
{
	/* a warp's 1000 trips of a shared CAS loop at 100 ns and 10 of a
	 * global one at 1 us, one block: 100 us + 10 us of latency, and
	 * nothing else to overlap it with (derived by hand) */
	struct time_inputs in = blocks_of(1, 32);
	struct time_estimate est;

	in.cas_trips_shared = 1000;
	in.cas_trips_global = 10;
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.alone[TR_LATENCY] - 110e-6) < 1e-12);
	ck_assert(fabs(est.seconds - 110e-6) < 1e-12);
	ck_assert_int_eq(est.bound, TR_LATENCY);
}
END_TEST

START_TEST(dram_bytes_at_the_copy_rate)
{
	struct time_inputs in = blocks_of(100, 256);
	struct time_estimate est;

	in.dram_bytes = 1e9;         /* 1 GB at 1e12 B/s: 1 ms */
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.alone[TR_DRAM] - 1e-3) < 1e-12);
	ck_assert_int_eq(est.bound, TR_DRAM);
}
END_TEST

static unsigned lines_of(long long stride, long long base)
{
	int64_t addr[32];
	struct gmem_cost c;
	int i;

	for (i = 0; i < 32; i++)
		addr[i] = base + (int64_t)i * stride;
	gmem_request(&c, hw_lookup("sm_90"), addr, ~0u, 4);
	return c.lines;
}

START_TEST(lines_of_a_request)
{
	/* 32 floats: one 128-byte line; shifted by one float, two; a lane
	 * every 32 bytes spans 1024 bytes, 8 lines; every 128 bytes, 32;
	 * all lanes on one float, 1 (derived by hand) */
	ck_assert_uint_eq(lines_of(4, 0), 1);
	ck_assert_uint_eq(lines_of(4, 4), 2);
	ck_assert_uint_eq(lines_of(32, 0), 8);
	ck_assert_uint_eq(lines_of(128, 0), 32);
	ck_assert_uint_eq(lines_of(0, 0), 1);
}
END_TEST

/*
 * A kernel of `file` under grid x block.  The stats keep a shallow copy of
 * the launch (sim.c), so the launch lives in the test's static until the
 * next call.
 */
static struct launch L;

static void simulate_in(struct kernel_stats *st, struct ir_tu **tu, const char *file,
			const char *name, const char *grid, const char *block,
			char *params[], int nparams)
{
	struct frontend_options o = { .arch = "sm_90" };
	struct diag_list d;
	struct launch l;
	int i;

	launch_release(&L);
	launch_init(&L);

	diag_list_init(&d);
	ck_assert_int_eq(frontend_load(tu, file, &o, &d), 0);
	pipeline_emit(*tu);
	launch_init(&l);
	launch_parse_dim(l.grid, grid);
	launch_parse_dim(l.block, block);
	for (i = 0; i < nparams; i++)
		launch_parse_param(&l, params[i]);
	memset(st, 0, sizeof(*st));
	ck_assert_int_eq(sim_kernel(st, test_kernel(*tu, name), &l, hw_lookup("sm_90"), NULL), 0);
	L = l;
	diag_list_release(&d);
}

/* The time model's inputs for a kernel of `file` under grid x block (sm_90). */
static void inputs_in(struct time_inputs *in, const char *file, const char *name,
		      const char *grid, const char *block, char *params[], int nparams)
{
	struct kernel_stats st;
	struct ir_tu *tu;

	simulate_in(&st, &tu, file, name, grid, block, params, nparams);
	time_inputs_from_stats(in, &st, hw_lookup("sm_90"), 0);
	sim_stats_release(&st);
	ir_tu_release(tu);
}

/* micro_core.cu's kernels under one block of 256 threads (8 warps). */
static void simulate(struct kernel_stats *st, struct ir_tu **tu, const char *name,
		     char *params[], int nparams)
{
	simulate_in(st, tu, "kernels/micro_core.cu", name, "1", "256", params, nparams);
}

START_TEST(fma_chains_count_one_each)
{
	/* micro_fma8: 8 fmaf a pass, 16 passes, then 7 adds and the
	 * initializing y = x * 0.5f and 6 adds: 128 + 7 + 1 + 6 = 142 a warp,
	 * 8 warps, 32 lanes each */
	struct kernel_stats st;
	struct ir_tu *tu;
	char iters[] = "iters=16";
	char *p[] = { iters };

	simulate(&st, &tu, "micro_fma8", p, 1);
	ck_assert_uint_eq(st.fp_warp_ops, 8 * 142);
	ck_assert_uint_eq(st.fp_lanes, 8 * 142 * 32);
	sim_stats_release(&st);
	ir_tu_release(tu);
}
END_TEST

START_TEST(a_product_added_is_one_fma)
{
	/* micro_smem_ld: a0 += s[...] is one FADD, 4 a pass of k += 4, 8
	 * passes for iters = 32; then a0 + a1 + a2 + a3: 3.  32 + 3 = 35 */
	struct kernel_stats st;
	struct ir_tu *tu;
	char stride[] = "stride=1", iters[] = "iters=32";
	char *p[] = { stride, iters };

	simulate(&st, &tu, "micro_smem_ld", p, 2);
	ck_assert_uint_eq(st.fp_warp_ops, 8 * 35);
	sim_stats_release(&st);
	ir_tu_release(tu);
}
END_TEST

START_TEST(l1_keeps_a_row_and_a_shared_column)
{
	/*
	 * gemm_coalesced, n = 64, grid (2, 2), block (32, 32): 128 warps, 64
	 * passes of k each.  a[row * n + k] is one sector, moving 4 bytes a
	 * pass: L2 sees it every 8th pass; b[k * n + col] is 4 sectors, the
	 * same for the 32 warps of a block: L2 sees it once in 32.  Per warp
	 * and pass 1/8 + 4/32 sectors: 128 * 64 / 4 = 2048 sectors, 65536
	 * bytes, and the stores' 128 * 4 sectors, 16384: 81920 bytes.
	 */
	struct time_inputs in;
	char n[] = "n=64";
	char *p[] = { n };

	inputs_in(&in, "kernels/gemm.cu", "gemm_coalesced", "2,2", "32,32", p, 1);
	ck_assert(fabs(in.l2_bytes - 81920) < 1e-6);
}
END_TEST

START_TEST(atomics_meeting_at_a_word_queue_there)
{
	/*
	 * tests/unit/timing/atomics.cu, 100 blocks of 256 threads (derived by
	 * hand): block_sum, thread 0 of each block into one word, 100 float
	 * adds there; row_sum, every thread into its block's word, 256 at
	 * each; count_all, every thread of the grid into one word, 25,600
	 * integer adds that nvcc folds into one REDG a warp (emit.c), 800 at
	 * the word; walk_words, thread 0 of each block at word r in round
	 * r, 100 at each of the 40 words.
	 */
	struct time_inputs in;
	char reps[] = "reps=40";
	char *p[] = { reps };

	inputs_in(&in, "tests/unit/timing/atomics.cu", "block_sum", "100", "256", NULL, 0);
	ck_assert_uint_eq(in.word_atomics_float, 100);
	ck_assert_uint_eq(in.word_atomics_int, 0);
	inputs_in(&in, "tests/unit/timing/atomics.cu", "row_sum", "100", "256", NULL, 0);
	ck_assert_uint_eq(in.word_atomics_float, 256);
	inputs_in(&in, "tests/unit/timing/atomics.cu", "count_all", "100", "256", NULL, 0);
	ck_assert_uint_eq(in.word_atomics_int, 800);
	ck_assert_uint_eq(in.word_atomics_float, 0);
	inputs_in(&in, "tests/unit/timing/atomics.cu", "walk_words", "100", "256", p, 1);
	ck_assert_uint_eq(in.word_atomics_int, 100);
}
END_TEST

START_TEST(a_word_takes_one_atomic_at_a_time)
{
	/* the toy device at 2 ns a float atomic and 1 ns an integer one:
	 * 1000 float adds at one word, 3000 integer ones at another, 2 us
	 * and 3 us: the longer, 3 us (derived by hand) */
	struct hw_rates rates = toy_rates;
	struct hw dev = toy_at(&rates);
	struct time_inputs in = blocks_of(100, 256);
	struct time_estimate est;

	rates.word_atomic_float_s = 2e-9;
	rates.word_atomic_int_s = 1e-9;
	in.word_atomics_float = 1000;
	in.word_atomics_int = 3000;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_ATOMIC] - 3e-6) < 1e-15);
	ck_assert_int_eq(est.bound, TR_ATOMIC);
}
END_TEST

START_TEST(a_store_the_loads_may_alias_keeps_the_passes_apart)
{
	/*
	 * kernels/micro_alias.cu, one block of 32 threads, h = 107 rows: a
	 * warp loads 107 times.  With passes in flight (the H200's 10.7
	 * 4-byte loads a warp, the loop unrolled 4 or more times), 107 / 10.7
	 * = 10 rounds; where each pass stores through a pointer its load may
	 * alias (al_scan), each pass's load waits for the pass before: 107
	 * rounds.  Restrict-qualified pointers (al_scan_restrict), or no
	 * store in the loop (al_sum): 10 (derived by hand; the H200 ran
	 * al_scan's loads one a pass, h200-2026-12-01-l1st.md).
	 */
	struct time_inputs in;
	char w[] = "w=32", h[] = "h=107";
	char *p[] = { w, h };

	inputs_in(&in, "kernels/micro_alias.cu", "al_scan", "1", "32", p, 2);
	ck_assert(fabs(in.load_rounds - 107) < 1e-9);
	inputs_in(&in, "kernels/micro_alias.cu", "al_scan_restrict", "1", "32", p, 2);
	ck_assert(fabs(in.load_rounds - 10) < 1e-9);
	inputs_in(&in, "kernels/micro_alias.cu", "al_sum", "1", "32", p, 2);
	ck_assert(fabs(in.load_rounds - 10) < 1e-9);
}
END_TEST

START_TEST(an_atomic_in_a_loop_keeps_the_passes_apart)
{
	/*
	 * validate/heldout/classic_ops.cu's histogram256, one block of 32
	 * threads, n = 32 x 107 bytes: a warp loads 107 times in its
	 * grid-stride loop, each byte's bin then counted with a shared
	 * atomicAdd.  The next pass's load is not issued before this pass's
	 * atomic: 107 rounds, not the 10 of passes in flight (derived by
	 * hand; the H200 ran 180-290 ns a pass, an L2 round trip each,
	 * h200-2026-12-01-classic).
	 */
	struct time_inputs in;
	char n[] = "n=3424";
	char *p[] = { n };

	inputs_in(&in, "validate/heldout/classic_ops.cu", "histogram256", "1", "32", p, 1);
	ck_assert(fabs(in.load_rounds - 107) < 1e-9);
}
END_TEST

START_TEST(a_store_of_32_lines_costs_its_sm_118_cycles)
{
	/*
	 * kernels/micro_l1wr.cu's wr_rows, 132 blocks of one warp, rows of
	 * 2048 floats, 64 stores a lane: each request writes 4 bytes in
	 * each of 32 sectors of 32 lines: 2 cycles for each of the 28
	 * sectors' worth left unwritten, 2 for each of 31 lines past the
	 * first, 118 cycles; 132 x 64 requests (derived by hand; the H200
	 * ran 128-141 cycles a request at 1 to 8 warps an SM,
	 * h200-2026-12-01-l1wr).  Whole sectors in one line a request
	 * cost nothing there: micro_fma1's coalesced float a thread, 0.
	 */
	struct time_inputs in;
	char stride[] = "stride=2048", len[] = "len=64", iters[] = "iters=16";
	char *p[] = { stride, len }, *q[] = { iters };

	inputs_in(&in, "kernels/micro_l1wr.cu", "wr_rows", "132", "32", p, 2);
	ck_assert(fabs(in.store_clk - 132.0 * 64 * 118) < 1e-6);
	inputs_in(&in, "kernels/micro_core.cu", "micro_fma1", "1", "256", q, 1);
	ck_assert(in.store_clk == 0);
}
END_TEST

START_TEST(latency_and_bandwidth_combine_at_their_own_p)
{
	/*
	 * The toy device with p = 1 between latency and the memory's
	 * bandwidths: 3 us of DRAM bytes and 4 us of waits take 7 us; at
	 * the toy's p = 2 they take 5 us (derived by hand).  1 block, so that
	 * the waits are the latency alone: one L2 round trip of 0.5 us, 8
	 * times.
	 */
	struct hw_rates rates = toy_rates;
	struct hw dev = toy_at(&rates);
	struct time_inputs in = blocks_of(1, 32);
	struct time_estimate est;

	in.l1_resident = 0;
	in.load_rounds = 8;
	in.dram_bytes = 3e6;         /* 3 us at 1 TB/s */
	rates.dram_latency_s = 0.5e-6;
	rates.latency_overlap_p = 1;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_LATENCY] - 4e-6) < 1e-12);
	ck_assert(fabs(est.seconds - 7e-6) < 1e-12);
	rates.latency_overlap_p = 2;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.seconds - 5e-6) < 1e-12);
}
END_TEST

static double warp_instructions(const char *name)
{
	struct time_inputs in;

	inputs_in(&in, "tests/unit/timing/unroll.cu", name, "1", "256", NULL, 0);
	return (double)in.warp_instructions;
}

START_TEST(a_cas_loop_of_one_warp_on_one_word_takes_a_trip_a_lane)
{
	/*
	 * micro_latency.cu micro_lat_fadd_loop, one warp, every lane on one
	 * word, 4 passes: a trip stores for one lane, so 32 trips a pass, 128
	 * in all, one after another (by hand; run m1-occ counted 4096 ATOMS
	 * for micro_lat_fadd_sh's 128 such passes)
	 */
	struct time_inputs in;
	char mod[] = "mod=1", n[] = "n=4";
	char *p[] = { mod, n };

	inputs_in(&in, "kernels/micro_latency.cu", "micro_lat_fadd_loop", "1", "32", p, 2);
	ck_assert(fabs(in.cas_trips_shared - 128) < 1e-9);
	ck_assert(in.cas_trips_global == 0);
}
END_TEST

START_TEST(a_cas_loop_whose_trips_are_a_range_is_timed_at_its_middle)
{
	/*
	 * atomic_forms.cu at_gl_cas_loop, 2 blocks of 128, every lane adding
	 * to one global word in a loop written by hand.  By hand: a warp
	 * takes at fewest its own 32 lanes' trips, at most every lane of the
	 * grid's, 256 (blocks on other SMs take no turns in step), so the
	 * range is 32 to 256 trips a warp and its middle 144; all global
	 * (the H200 measured 1,316 and 1,430 ATOMG for the 8 warps: 165 and
	 * 179 a warp, inside the range)
	 */
	struct time_inputs in;
	char mod[] = "mod=1";
	char *p[] = { mod };

	inputs_in(&in, "kernels/atomic_forms.cu", "at_gl_cas_loop", "2", "128", p, 1);
	ck_assert(fabs(in.cas_trips_global - 144) < 1e-9);
	ck_assert(in.cas_trips_shared == 0);
}
END_TEST

START_TEST(a_loop_of_run_time_trips_is_unrolled_four_times)
{
	/*
	 * smem_stride.cu smem_ld_stride_loop, 2112 blocks of 128, 4096 passes
	 * of a loop whose count is a parameter: nvcc unrolls it 4 times (4
	 * LDS in its SASS), and ncu counted 304,051,968 instructions
	 * (smsp__inst_executed, h200-2026-11-30).  The estimate within 1%
	 * (unrolled twice, as the rule before run m1-occ had it, it was
	 * 329,831,040: 8.5% over).
	 */
	struct time_inputs in;
	char stride[] = "stride=1", iters[] = "iters=4096";
	char *p[] = { stride, iters };

	inputs_in(&in, "kernels/smem_stride.cu", "smem_ld_stride_loop", "2112", "128", p, 2);
	ck_assert(fabs((double)in.warp_instructions / 304051968.0 - 1) < 0.01);
}
END_TEST

START_TEST(a_loop_unrolled_whole_costs_its_straight_line_form)
{
	/*
	 * tests/unit/timing/unroll.cu, 8 warps.  nvcc reads reg[i] = s[4t + i],
	 * i < 4, with one LDS.128 whether the loop or the four statements
	 * are written (emit_wide.cu ew_sh_ld4, h200-2026-11-30): no test, no
	 * step, one address.  Under #pragma unroll 1 each warp runs 3 more
	 * LDS and, each of the 4 trips, at least a compare, a branch and the
	 * step: at least 8 * (3 + 4 * 3) = 120 more (derived by hand).
	 */
	double loop = warp_instructions("four_in_a_loop");
	double flat = warp_instructions("four_written_out");
	double kept = warp_instructions("four_not_unrolled");

	ck_assert(loop > 0);
	ck_assert(fabs(loop - flat) < 1e-9);
	ck_assert(kept >= loop + 120);
}
END_TEST

static double load_rounds(const char *name)
{
	struct time_inputs in;

	inputs_in(&in, "tests/unit/timing/loads.cu", name, "1", "32", NULL, 0);
	return in.load_rounds;
}

START_TEST(independent_loads_wait_together)
{
	/*
	 * Derived by hand from the H200's table: 16 loads of a warp in
	 * flight at most; an unrolled loop's 4-byte loads, 10.7 (micro_mlp).
	 * Five loads before their store: one round trip.  A store between
	 * two loads: two.  One load a pass of 64 passes: 64 / 10.7 = 5.98.
	 * Three a pass share the 10.7: 3 * 64 / 10.7 = 17.9, where each load
	 * with 10.7 of its own would be a third of that.
	 */
	ck_assert(fabs(load_rounds("five_then_store") - 1) < 1e-9);
	ck_assert(fabs(load_rounds("two_across_a_store") - 2) < 1e-9);
	ck_assert(fabs(load_rounds("one_a_pass") - 64 / 10.7) < 1e-6);
	ck_assert(fabs(load_rounds("three_a_pass") - 3 * 64 / 10.7) < 1e-6);
	/* the same 8 KB read twice by one block: the second loop hits L1
	 * (200 KB in sm_90's table), so only the first waits: 5.98 again */
	ck_assert(fabs(load_rounds("row_twice") - 64 / 10.7) < 1e-6);
}
END_TEST

START_TEST(copies_in_flight_behind_a_wait_share_its_round_trip)
{
	/*
	 * Derived by hand from the rule: a copy waited for with 2 later
	 * groups in flight (cp.async.wait_group 2) overlaps its round trip
	 * with theirs, so the same loop waits a third as long as under
	 * wait_group 0; and its 2 KB read (64 passes of 32 lanes' 16 bytes)
	 * is its source's bytes, not its shared destination's 512, so it is
	 * not taken for a tile L1 keeps.  Only the wait differs between the
	 * kernels.
	 */
	struct time_inputs once, two, deep;

	inputs_in(&once, "tests/unit/timing/loads.cu", "copies_waited_at_once", "1", "32", NULL, 0);
	inputs_in(&two, "tests/unit/timing/loads.cu", "copies_two_deep", "1", "32", NULL, 0);
	inputs_in(&deep, "tests/unit/timing/loads.cu", "copies_three_deep", "1", "32", NULL, 0);
	ck_assert(once.load_rounds > 0);
	/* __pipeline_wait_prior(1): half */
	ck_assert(fabs(two.load_rounds - once.load_rounds / 2) < 1e-9);
	ck_assert(fabs(deep.load_rounds - once.load_rounds / 3) < 1e-9);
	ck_assert(!once.pipelined);
	ck_assert(deep.pipelined);
	ck_assert(!once.l1_resident);
	/* a copy issued after the loop's wait is waited for by it at the
	 * next pass's top: every copy of copies_wait_at_top, the loop's
	 * and the two before it, is in a pipeline */
	inputs_in(&two, "tests/unit/timing/loads.cu", "copies_wait_at_top", "1", "32", NULL, 0);
	ck_assert(two.pipelined);
}
END_TEST

START_TEST(loads_read_before_a_compute_wait_behind_it)
{
	/*
	 * Derived by hand: one warp, 8 tile steps.  Read, stored, then
	 * computed on: each step's load waits a round trip, 8 rounds, spread
	 * over the loop's passes as any rolled loop's (8 / 8 passes in flight
	 * at most: 8 / min(8, 10.7)).  Read, computed on (1024 passes, each
	 * a shared load, an FMA and the loop's own: 3,000 and more
	 * instructions, 1.6 us at the H200's 0.915 a cycle a scheduler), then
	 * stored: the L2 round trip (158 ns) is covered, no round waited.
	 */
	ck_assert(load_rounds("staged_then_stored") >= 1.0 - 1e-9);
	ck_assert(fabs(load_rounds("staged_behind_compute")) < 1e-9);
}
END_TEST

START_TEST(ptxas_unrolls_int_counters_again)
{
	/*
	 * Derived by hand from the unrolling nvcc 13.0 and ptxas give a loop
	 * of run-time trips (sm_90 SASS: 16 + 8 + 4 + 1 LDG with an int
	 * counter, 4 + 1 with a 64-bit one; h200-2026-12-05): one warp, 640
	 * passes of one load each, no sector read twice.  An int counter:
	 * the H200's 10.7 loads in flight, 640 / 10.7 rounds; a long long
	 * one: the 4 passes nvcc unrolls, 160.
	 */
	char n[] = "n=640", w[] = "w=256";
	char *params[] = { n, w };
	struct time_inputs in;

	inputs_in(&in, "tests/unit/timing/loads.cu", "column_int", "1", "32", params, 2);
	ck_assert(fabs(in.load_rounds - 640 / 10.7) < 1e-6);
	inputs_in(&in, "tests/unit/timing/loads.cu", "column_long", "1", "32", params, 2);
	ck_assert(fabs(in.load_rounds - 160) < 1e-6);
}
END_TEST

START_TEST(warps_reading_alike_in_step_each_wait)
{
	/*
	 * Derived by hand: 640 passes (a run-time count) of one word the
	 * whole warp reads, 8 words a sector: a miss every 8 passes, 80 in
	 * all.  Of the 10.7 passes in flight (micro_mlp) one in 8 misses:
	 * 80 / (10.7 / 8) rounds; and the warp's 8 passes through L1
	 * between misses, 8 cycles a request, cover 64 of the L2 round
	 * trip's 158 ns x 1.98 GHz: 47.58 rounds.  Eight warps reading the
	 * same words at the same time each
	 * wait as long: the sector the first asks for is not in L1 for the
	 * others until it comes back (held-out nbody_naive, 4 warps a block:
	 * 1.63 ms measured, 0.25 ms predicted when the other warps were taken
	 * to hit, 1 round here).
	 */
	char n[] = "n=640";
	char *params[] = { n };
	struct time_inputs one, eight;

	inputs_in(&one, "tests/unit/timing/loads.cu", "weights_every_warp", "1", "32", params, 1);
	inputs_in(&eight, "tests/unit/timing/loads.cu", "weights_every_warp", "1", "256", params, 1);
	ck_assert(fabs(one.load_rounds - 80 / (10.7 / 8) * (1 - 64 / (158e-9 * 1.98e9))) < 1e-6);
	ck_assert(fabs(eight.load_rounds - one.load_rounds) < 1e-6);
}
END_TEST

START_TEST(an_array_written_back_crosses_dram_twice)
{
	/*
	 * 65536 blocks of 256 threads scale 16 Mi floats in place: 64 MiB,
	 * more than the 40 MB sm_90's table lets stay in L2, read in and
	 * written out again: 2 * 64 MiB of DRAM traffic (derived by hand).
	 */
	struct time_inputs in;

	inputs_in(&in, "tests/unit/timing/loads.cu", "scale_in_place", "65536", "256", NULL, 0);
	ck_assert(fabs(in.dram_bytes - 2.0 * 64 * 1024 * 1024) < 1);
}
END_TEST

START_TEST(a_structs_members_come_from_l1_after_the_first)
{
	/*
	 * 16384 blocks of 256 threads move 4 Mi particles of 28 bytes in
	 * place (112 MiB, beyond sm_90's 40 MB of L2).  A warp's 32 structs
	 * are 896 bytes, 28 whole sectors; p[i].pos.x reads all 28 and the
	 * other five members' loads (4 to 20 bytes on) read the same 28 again
	 * from L1: 131072 warps x 28 sectors x 32 bytes = 112 MiB from L2,
	 * once.  Every stored sector was read first, so none is left
	 * part-written in DRAM; with nothing read first, the stores leave 16
	 * of each struct's 28 bytes unwritten, in sectors whose lines are
	 * all written in part, so DRAM reads those bytes in at its bandwidth.
	 * The stores span 28 N - 16 bytes (N = 4 Mi: the last struct's last 16
	 * are past them), written once and their unstored 28 N - 16 - 12 N read
	 * in: 44 N - 32 bytes (derived by hand).
	 */
	struct time_inputs in;

	inputs_in(&in, "tests/unit/timing/loads.cu", "push_in_place", "16384", "256", NULL, 0);
	ck_assert(fabs(in.l2_bytes - (double)in.gst_sectors * 32 - 131072.0 * 28 * 32) < 1);
	ck_assert(in.dram_partial_sectors == 0);
	inputs_in(&in, "tests/unit/timing/loads.cu", "place_only", "16384", "256", NULL, 0);
	ck_assert(fabs(in.dram_bytes - (44.0 * 4194304 - 32)) < 1);
}
END_TEST

static double math_instructions(const char *name)
{
	struct time_inputs in;

	inputs_in(&in, "tests/unit/timing/math.cu", name, "1", "64", NULL, 0);
	return (double)in.warp_instructions;
}

START_TEST(a_math_call_costs_what_the_library_runs)
{
	/* 2 warps: powf runs 71 instructions a call and an IEEE division 10
	 * (micro_math, smsp__inst_executed on the H200, h200-2026-11-30-math),
	 * beyond the copy's */
	double copy = math_instructions("copy");

	ck_assert(fabs(math_instructions("gamma") - copy - 2 * 71) < 1e-9);
	ck_assert(fabs(math_instructions("divide") - copy - 2 * 10) < 1e-9);
}
END_TEST

START_TEST(short_rounds_wait_for_their_conflicts)
{
	/*
	 * The time model: 1e6 conflict wavefronts waited for over 100 blocks
	 * on 100 SMs: 1e4 an SM at one a cycle and 1 GHz, 10 us of latency.
	 */
	struct time_inputs in = blocks_of(100, 256);
	struct time_estimate est;
	/*
	 * From a simulation (kernels/micro_trees.cu, one block of 256, 8
	 * warps, n = 2 rounds).  micro_tr_cf1: a round is one STS (1
	 * wavefront) and one LDS at word 8 t (lanes 0, 4, ..., 28 share a
	 * bank 8 ways: 8 wavefronts, 1 conflict-free), a barrier between: 2
	 * requests a warp and a barrier a round, short rounds, so 8 warps x
	 * 2 rounds x 7 extra wavefronts = 112 are waited for.  micro_tr_cf8:
	 * 9 requests a warp a round, more than 4: none (derived by hand).
	 */
	struct kernel_stats st;
	struct ir_tu *tu;
	char n[] = "n=2";
	char *p[] = { n };

	in.round_conflict_wavefronts = 1e6;
	time_predict(&est, &in, &toy);
	ck_assert(fabs(est.alone[TR_LATENCY] - 10e-6) < 1e-12);

	simulate_in(&st, &tu, "kernels/micro_trees.cu", "micro_tr_cf1", "1", "256", p, 1);
	time_inputs_from_stats(&in, &st, hw_lookup("sm_90"), 0);
	ck_assert(fabs(in.barriers - 2) < 1e-12);
	ck_assert(fabs(in.round_conflict_wavefronts - 112) < 1e-9);
	sim_stats_release(&st);
	ir_tu_release(tu);

	simulate_in(&st, &tu, "kernels/micro_trees.cu", "micro_tr_cf8", "1", "256", p, 1);
	time_inputs_from_stats(&in, &st, hw_lookup("sm_90"), 0);
	ck_assert(fabs(in.round_conflict_wavefronts) < 1e-12);
	sim_stats_release(&st);
	ir_tu_release(tu);
}
END_TEST

/*
 * One warp's global loads in L1, one request after another (the rule of
 * simulator/timing.c, constants of run l1rows: 2 cycles a data wavefront,
 * 3 a request, at least 8).  micro_l1.cu, one warp, 64 loads a lane:
 * micro_l1_walk at lines = 32 reads rows 16 KB apart, 32 lines whose
 * words all fall in one bank, 32 wavefronts: 2 * 32 + 3 = 67 cycles, 64 *
 * 67 = 4288; at lines = 1 every lane reads one word, one wavefront: 2 + 3
 * = 5, below the least, so 8 each, 512.  micro_l1_pitch at pitch 4097
 * words: 32 lines again, but lane l's word in bank (l + k) % 32, one
 * wavefront: 512.  By hand.
 */
static double l1_warp_cycles_of(const char *kernel, const char *lines, const char *pitch)
{
	struct time_inputs in;
	char l[16], pi[24], iters[] = "iters=64", wrap[] = "wrap=0";
	char *p[] = { l, iters, wrap, pi };

	snprintf(l, sizeof(l), "lines=%s", lines);
	snprintf(pi, sizeof(pi), "pitch=%s", pitch);
	inputs_in(&in, "kernels/micro_l1.cu", kernel, "1", "32", p, 4);
	return in.l1_warp_cycles;
}

START_TEST(a_warps_loads_go_through_l1_one_after_another)
{
	ck_assert(fabs(l1_warp_cycles_of("micro_l1_walk", "32", "0") - 4288) < 1e-9);
	ck_assert(fabs(l1_warp_cycles_of("micro_l1_walk", "1", "0") - 512) < 1e-9);
	ck_assert(fabs(l1_warp_cycles_of("micro_l1_pitch", "32", "4096") - 4288) < 1e-9);
	ck_assert(fabs(l1_warp_cycles_of("micro_l1_pitch", "32", "4097") - 512) < 1e-9);
}
END_TEST

START_TEST(l1_is_the_busier_of_the_sm_and_its_warps)
{
	/*
	 * 300 blocks of 1024 threads (32 warps) on 100 SMs: the
	 * busiest runs 3, 2 at once (64 warps an SM), so 2 rounds.  Each warp
	 * 1e6 cycles of L1 on its own: 2e6 cycles, 2 ms at 1 GHz; the SM's
	 * 1000 lines a block, 3000, at one a cycle: 3 us.  L1 alone: 2 ms.
	 * With no time of the warps' own, the SM's: 3 us.
	 */
	struct hw_rates rates = toy_rates;
	struct hw dev = toy_at(&rates);
	struct time_inputs in = blocks_of(300, 1024);
	struct time_estimate est;

	rates.l1_warp_clk_per_wavefront = 2;
	rates.l1_warp_clk_per_request = 3;
	rates.l1_warp_min_clk = 8;
	in.lines = 300 * 1000;
	in.l1_warp_cycles = 1e6;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_L1] - 2e-3) < 1e-12);
	in.l1_warp_cycles = 0;
	time_predict(&est, &in, &dev);
	ck_assert(fabs(est.alone[TR_L1] - 3e-6) < 1e-12);
}
END_TEST

Suite *timing_suite(void)
{
	Suite *s = suite_create("timing");
	TCase *tc = tcase_create("timing");

	tcase_add_test(tc, shared_wavefronts_at_one_per_cycle_and_sm);
	tcase_add_test(tc, tensor_work_at_each_types_rate);
	tcase_add_test(tc, an_mma_chain_longer_than_the_pipe_bounds_it);
	tcase_add_test(tc, a_tail_block_costs_a_whole_turn);
	tcase_add_test(tc, two_equal_resources_combine_by_the_p_norm);
	tcase_add_test(tc, phases_of_a_block_alone_on_its_sm_add);
	tcase_add_test(tc, registers_limit_blocks_per_sm);
	tcase_add_test(tc, shared_memory_limits_blocks_per_sm);
	tcase_add_test(tc, latency_is_paid_once_per_round_of_resident_blocks);
	tcase_add_test(tc, a_slot_turned_over_costs_a_start_and_a_warp_spread);
	tcase_add_test(tc, cas_trips_wait_one_after_another);
	tcase_add_test(tc, a_barrier_costs_more_with_more_warps_at_it);
	tcase_add_test(tc, a_barrier_round_costs_every_warp_on_the_sm);
	tcase_add_test(tc, atomics_meeting_at_a_word_queue_there);
	tcase_add_test(tc, a_word_takes_one_atomic_at_a_time);
	tcase_add_test(tc, a_store_the_loads_may_alias_keeps_the_passes_apart);
	tcase_add_test(tc, an_atomic_in_a_loop_keeps_the_passes_apart);
	tcase_add_test(tc, a_store_of_32_lines_costs_its_sm_118_cycles);
	tcase_add_test(tc, latency_and_bandwidth_combine_at_their_own_p);
	tcase_add_test(tc, other_blocks_barriers_are_taken_in_while_a_block_waits_for_loads);
	tcase_add_test(tc, a_cas_loop_whose_trips_are_a_range_is_timed_at_its_middle);
	tcase_add_test(tc, dram_bytes_at_the_copy_rate);
	tcase_add_test(tc, lines_of_a_request);
	tcase_add_test(tc, fma_chains_count_one_each);
	tcase_add_test(tc, a_product_added_is_one_fma);
	tcase_add_test(tc, l1_keeps_a_row_and_a_shared_column);
	tcase_add_test(tc, a_loop_unrolled_whole_costs_its_straight_line_form);
	tcase_add_test(tc, a_cas_loop_of_one_warp_on_one_word_takes_a_trip_a_lane);
	tcase_add_test(tc, a_loop_of_run_time_trips_is_unrolled_four_times);
	tcase_add_test(tc, independent_loads_wait_together);
	tcase_add_test(tc, copies_in_flight_behind_a_wait_share_its_round_trip);
	tcase_add_test(tc, loads_read_before_a_compute_wait_behind_it);
	tcase_add_test(tc, warps_reading_alike_in_step_each_wait);
	tcase_add_test(tc, ptxas_unrolls_int_counters_again);
	tcase_add_test(tc, a_math_call_costs_what_the_library_runs);
	tcase_add_test(tc, an_array_written_back_crosses_dram_twice);
	tcase_add_test(tc, a_structs_members_come_from_l1_after_the_first);
	tcase_add_test(tc, short_rounds_wait_for_their_conflicts);
	tcase_add_test(tc, a_warps_loads_go_through_l1_one_after_another);
	tcase_add_test(tc, l1_is_the_busier_of_the_sm_and_its_warps);
	suite_add_tcase(s, tc);
	return s;
}
