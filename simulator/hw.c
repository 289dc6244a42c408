/*
 * hw.c - the architecture tables.
 *
 * Shared memory on Volta through Hopper: 32 banks of 4 bytes; 8-byte
 * accesses are served as two phases of 16 lanes and 16-byte accesses as
 * four phases of 8 lanes (HARDWARE.md beside this file, shared rule 3).
 * Global memory is counted in 32-byte sectors of 128-byte lines (global
 * rule 1).  Pointer parameters are assumed 256-byte aligned, as cudaMalloc
 * returns them (global rule 3).
 */
#include "hw.h"
#include "cint.h"

#include <stdio.h>
#include <string.h>

/*
 * The time model's rates on an H200 (sm_90, 132 SMs, HBM3e), each measured
 * by a microbenchmark in kernels/micro_*.cu, none a datasheet figure; the
 * kernels the model is scored on (validate/compare.py --times) never set a
 * constant.  Each rate names its run beside it; those that name none come
 * from the GPU run of 2026-11-30 (run1: kernels/micro_*.cu, median of 20
 * launches, validate/results/h200-2026-11-30/time-run1-times.csv), by
 * validate/time_calibrate.py, whose output (time-calibration.txt there)
 * gives each formula.
 */
static const struct hw_rates h200 = {
	/* micro_smem_ld stride 32: 0.995 */
	.smem_wavefronts_per_clk = 1.0,
	/* micro_l1_ld stride 32 (32 lines a request, every lane's word in
	 * one bank: 32 data wavefronts): 0.997 a cycle; stride 8 (8
	 * lines, 32 sectors, 8 wavefronts): 3.99 sectors a cycle.  The
	 * tags go faster than the data: micro_l1_pitch at pitch 4097
	 * words (32 lines a request over 32 banks, one wavefront), 4
	 * warps an SM, 4.1 lines a cycle (run l1rows 2) */
	.l1_data_per_clk = 1.0,
	.l1_tags_per_clk = 4.0,
	.l1_sectors_per_clk = 4.0,
	/* run l1rows (validate/results/h200-2026-11-30-l1): one warp an
	 * SM whose lanes read rows of their own 16 KB apart, requests of
	 * L lines hitting L1, all in one bank (L wavefronts):
	 * micro_l1_rows 67.4 cycles a request at L = 32, 18.6 at 8,
	 * micro_l1_sum 67.8 at 32: 2 L + 3; at one line 8.0
	 * (micro_l1_rows, 1 and 4 warps): the least.  Run 2
	 * (micro_l1_pitch, rows 16 KB + 4 bytes apart: 32 lines in one
	 * wavefront, 10.7 cycles) made it wavefronts, not lines */
	.l1_warp_clk_per_wavefront = 2.0,
	.l1_warp_clk_per_request = 3.0,
	.l1_warp_min_clk = 8.0,
	/* run l1st (h200-2026-12-01-l1st, micro_l1st, 32 warps an SM
	 * storing into lines L2 holds): a request of 8 lines and of 32
	 * lines (32 sectors each, 4 bytes in each) took 83 and 122-127
	 * SM cycles; run l1wr (h200-2026-12-01-l1wr, micro_l1wr
	 * wr_rows, a row a lane, 1 to 8 warps an SM): 32-line stores,
	 * 128-141 cycles a request.  2 cycles a sector's part left
	 * unwritten (28 of a 32-sector request whose lanes store 4
	 * bytes each) and 2 a line past the first: 70 and 118.  Whole
	 * sectors cost nothing here: at 16 bytes a cycle an SM (1 line,
	 * 7.7 cycles) they go out as fast as DRAM takes them
	 * (micro_write).  An SM's own limit, whatever L2 takes: the
	 * held-out rolling_walk (32 SMs, one warp each, 2 such stores a
	 * day) ran 3.1 ms, where L2's rate for part-written sectors
	 * said 0.4 */
	.store_clk_per_sector = 2.0,
	.store_clk_per_line = 2.0,
	/* micro_read cycling 8 MB: 10.07 TB/s */
	.l2_bytes_per_s = 10.07e12,
	/* micro_gather stride 32 in 8 MB, one line a lane: 162 G lines/s */
	.l2_lines_per_s = 162e9,
	/* micro_scatter in 8 MB, 4 bytes a sector: 85 G sectors/s */
	.l2_store_sectors_per_s = 85e9,
	/* micro_copy, 1.03 GiB each way: 3.97 TB/s (a read alone, micro_read,
	 * runs 4.4 TB/s, a write alone 4.3: a copy is what kernels do) */
	.dram_bytes_per_s = 3.97e12,
	/* micro_scatter over 1 GiB, each sector written 4 bytes once:
	 * 23.7 G sectors/s beyond its bytes */
	.dram_partial_sectors_per_s = 23.7e9,
	/* micro_gather stride 32 over 1 GiB, one sector a line:
	 * 58.6 G sectors/s (1.9 TB/s: DRAM moves more than a sector) */
	.dram_lone_sectors_per_s = 58.6e9,
	/* a request of fewer than 1.5 sectors a line reads most lines for
	 * one sector (micro_gather's stride 32: one a line) */
	.lone_sector_ratio = 1.5,
	/* 4 schedulers x 32 lanes; micro_fma8 (8 FFMA chains) is bound by
	 * issue, not by this */
	.fp32_per_clk = 128,
	/* micro_fma1, 64 warps an SM: 3.66 instructions a cycle (of the
	 * estimate here, which matches its SASS: 16 FFMA and 3 a pass) */
	.issue_per_clk = 3.66,
	/*
	 * kernels/micro_mma.cu (h200-2026-12-02-mma): 4 blocks of 4 warps an
	 * SM, each warp 8 independent mma.sync a round: 524,288 m16n8k16 an
	 * SM (4,096 operations each) in 0.4448 ms, f16 and bf16, f32 or f16
	 * accumulators alike (0.4447-0.4450): 2,439 a cycle at the clock
	 * above (ncu: the SM ran at 1.80 GHz, 0.66 HMMA.16816 a cycle; 2 and
	 * 8 blocks an SM the same, 1 block 0.52).  tf32 m16n8k8 (2,048)
	 * 0.4462 ms: 1,215; s8 m16n8k32 (8,192) 0.4493 ms: 4,827; f64
	 * m8n8k4 (512), 131,072 an SM, 0.2747 ms: 123.
	 */
	/*
	 * wgmma (kernels/wgmma_rate.cu, h200-2026-12-02-wgmma): 4 warpgroups
	 * an SM, 4 chained m64n128k16 f16 a round: 16,384 an SM (262,144
	 * operations each) in 0.5996 ms, 3,618 a cycle at the clock above
	 * (ncu: the tensor pipe busy 64 cycles a wgmma in each
	 * sub-partition, 1,024 operations a cycle each; m64n64k16 the same
	 * rate, 3,560 with its loop)
	 */
	.tensor_flops_per_clk = { [MMA_F16] = 2439, [MMA_TF32] = 1215, [MMA_I8] = 4827,
				  [MMA_F64] = 123, [MMA_GMMA_F16] = 3618 },
	/* micro_empty, one block: 6.38 us from event to event */
	.launch_s = 6.38e-6,
	/* micro_empty, 64 blocks an SM: 4.9 us more, 76.5 ns a block
	 * (8 blocks an SM: 6.99 us, as this predicts) */
	.block_s = 76.5e-9,
	/* run bigblocks (validate/results/h200-2026-11-30-blocks): one
	 * float a thread copied, 64 warps an SM, at 8, 16 and 32 warps a
	 * block, 31 turns of every slot, took 4.1, 5.2 and 8.2 us more
	 * than the same copy in a grid-stride loop whose blocks never
	 * wait for a slot (micro_blk_fma against micro_blk_gs); least
	 * squares of the model's time over the 40 micro_blk_fma, _smem,
	 * _gs and _skew variants (log ratio; tanhf's micro_blk_sfu left
	 * out, its instructions are not counted): 220 ns a turn and 12
	 * ns a warp of the block */
	.block_turn_s = 220e-9,
	.block_turn_warp_s = 12e-9,
	/* micro_occ_48k, 4 one-warp blocks an SM streaming 553 MB */
	.dram_latency_s = 465e-9,
	/* micro_chain, one warp, 256 loads one after another: 158 ns each */
	.l2_latency_s = 158e-9,
	/* run m1-occ: micro_lat_lds, one warp, 8192 shared loads each at
	 * the address the one before read: 15.1 ns each */
	.smem_latency_s = 15.1e-9,
	/* kernels/micro_mma.cu (h200-2026-12-02-mma), one block of 4 warps
	 * an SM, each a chain of 4,096 m16n8k16 mma.sync, each on the one
	 * before's accumulators: 61.5 us, less the launch 13.4 ns each (a
	 * chain of 1,024 m8n8k4 f64: 13.6 ns) */
	.mma_latency_s = 13.4e-9,
	/* run2: micro_barrier, one block of 8 warps an SM, 2048
	 * barriers a warp with a shared store and load between: 44.2
	 * us, less one L2 load and the 1024 shared loads waited for (a
	 * barrier between each pass's, 15.1 ns each, smem_latency_s):
	 * 14.0 ns each at 8 warps.  Run m1-occ, micro_lat_barrier: a
	 * round grows with the warps at it, 16, 22 and 38 ns at 2, 8
	 * and 32 (least squares: 0.714 ns a warp); so 14.0 ns at 8
	 * warps is 8.29 ns and 0.714 a warp.  Run trees
	 * (h200-2026-11-30-trees, micro_tr_bar0: barriers and nothing
	 * else, 4096 a warp, SM cycles from ncu): one block of 2, 8 and
	 * 32 warps an SM, 17.6, 29.6 and 77.6 cycles a barrier, 13.6 +
	 * 2.00 a warp (6.86 ns + 1.01 ns); 2 to 16 blocks an SM, 16 to
	 * 64 warps: 2.12 cycles (1.07 ns) for each warp on the SM,
	 * whatever blocks they are in (33.2 cycles at 8 blocks of 2
	 * warps, 33.5 at 2 of 8; 135 at 8 of 8 and 2 of 32).  A round
	 * costs the larger (fit_barrier.py there) */
	.barrier_s = 6.86e-9,
	.barrier_per_warp_s = 1.01e-9,
	.barrier_sm_warp_s = 1.07e-9,
	/* run m1-occ: micro_lat_fadd_sh, one warp, every lane on one
	 * word: 4096 trips (ATOMS counted) in 198.5 us beyond the
	 * launch, 48.5 ns each; micro_lat_cas_gl the same on global
	 * memory: 1024 trips in 362.8 us, 354 ns each */
	.smem_cas_trip_s = 48.5e-9,
	.gmem_cas_trip_s = 354e-9,
	/*
	 * kernels/micro_gatomic.cu (h200-2026-12-01-gatomic): 540,672
	 * float atomicAdds at one word, from lane 0 of 8,448 warps,
	 * 962 us, RED or ATOM alike; every lane at the word, 2,162,688
	 * in 3,813 us; thread 0 of 67,584 blocks, 125 us (120 + the
	 * launch): 1.78 ns each.  Integer adds: 404 us for 540,672,
	 * 0.75 ns.
	 */
	.word_atomic_int_s = 0.75e-9,
	.word_atomic_float_s = 1.78e-9,
	/* run mlp (h200-2026-11-30-mlp), micro_mlp: one warp an SM
	 * summing columns, a loop of run-time trips: ptxas issues 16
	 * LDG.E, 7 LDG.E.64 or 5 LDG.E.128 before the first FADD, and
	 * the round trips say 12.0, 7.1 and 4.0 loads in flight from
	 * DRAM, 9.4, 5.9 and 3.3 from L2: the means, 10.7 and 6.5;
	 * 16 bytes, 3.2, the mean of every float4 loop measured, these
	 * two and micro_stream's 2.29 (its SASS issues 3 LDG.128 ahead
	 * of their use) */
	.loads_in_flight = { 10.7, 6.5, 3.2 },
	/* straight-line loads: 16, as many as ptxas issued together in
	 * micro_mlp_f1 (micro_lat_mlp, run m1-occ: 8 independent chains
	 * of a warp cost about one round trip) */
	.loads_in_flight_most = 16,
	/* micro_read cycling 128 KB runs at L1's rate */
	.l1_bytes = 200e3,
	/* micro_read cycling 32 MB runs at L2's rate (9.7 TB/s); 1 GiB at
	 * DRAM's */
	.l2_bytes = 40e6,
	/* micro_fma_smem stride 8 (shared 266 us, issue 188 us alone,
	 * 268 measured: p = 6 gives 272) and stride 4 (issue 188,
	 * shared 133, 191 measured: 195), micro_mix_smem_dram stride 8
	 * (shared 67 us, DRAM 70 us alone, 77 measured): p = 6 fits them
	 * within 3% (time-calibration.txt fits each alone: 8.8, 8.2) */
	/* spill.cu spill_heavy and spill_regs (h200-2026-11-30-local):
	 * one block an SM, each frame past L1 */
	.local_far_sectors_per_clk = 1.3,
	.overlap_p = 6,
	/*
	 * latency against the memory's bandwidths (L2, DRAM, atomics):
	 * p = 4, not 6, as a loaded memory's round trips lengthen.
	 * Chosen on the calibration sets and validate's run (p = 6, 4,
	 * 3: calibration 59, 60, 60 of 62, validate's slowdowns 132,
	 * 132, 131 of 140, times 237 of 248 each); the held-out programs
	 * then went 143, 144, 147 of 170 times and 99, 103, 104 of 130
	 * slowdowns, so they are not blind to it
	 */
	.latency_overlap_p = 4,
	/* run2: micro_phase, DRAM into shared, a barrier, shared reads at
	 * stride 16 (67.6 us each alone, 93 us measured: p = 2.2) and 32
	 * (133 and 67.6 alone, 157 measured: p = 1.7); micro_barrier at 8
	 * blocks an SM (shared 132 us, barrier waits 44 us alone, 144
	 * measured: p = 2 gives 139) */
	.barrier_overlap_p = 2,
	/* run m1-occ, micro_overlap.cu micro_ov_smem_dram (shared loads
	 * beside a DRAM stream, no barrier in the loop) at w = 1, 2, 3,
	 * 4, 6 warps a scheduler: the p between its SM's group and its
	 * memory's that fits is 1.45, 1.86, 2.42, 3.39, 4.81 (a warp
	 * waiting for its load issues no shared load meanwhile, and few
	 * warps leave nothing else to issue); a least-squares line,
	 * 0.56 + 0.69 w, up to the p above from 8 warps on.  Within the
	 * SM's group p does not fall so: micro_ov_fma_smem runs as p = 6
	 * says from w = 2 to 16 (0.96 to 1.00 of it) */
	.schedulers_per_sm = 4,
	.overlap_p_per_warp = { 0.56, 0.69 },
};

/*
 * nvcc's heuristics, as the time walk and the branch weights assume them.
 * The division counts follow what nvcc 13.0 -O3 emits for sm_90 (its PTX
 * read on 2026-12-02: x / 16u one shr; x / 7u a mul.hi with shifts and an
 * add back, 3 to 5 by divisor, 3 taken; signed x / 16 four: shr, shr,
 * add, shr; signed x / 7 five: mul.hi, add, shr, shr, add); a divisor
 * known only at run time is div.u32, nvcc's division subroutine, taken
 * as 20 (an estimate, not counted).  The branch weights and
 * predicate_work are HARDWARE.md's "Predicated branches" (a guard of up
 * to three accesses and no nested branch left no SASS branch; a loop is
 * never predicated).  The unrolling of a loop of run-time trips is
 * HARDWARE.md's "Unrolling" (by 4 where the body is not small:
 * ew_sh_ld4_tripp), sized so that a small body is unrolled up to 16
 * times; fitted to the loops of the calibration kernels of the 2026-11-30
 * run (validate/results/h200-2026-11-30, time-calibration.txt).  ptxas's
 * own unrolling: nvcc 13.0's SASS for sm_90 of a column sum of run-time
 * trips, unrolled by 4 in the PTX, holds 16 + 8 + 4 + 1 LDG where the
 * counter is an int (micro_alias al_sum; two loads a pass, float2 alike)
 * and 4 + 1 where it is unsigned, long, size_t or int64_t
 * (tensor_views tv_cols, h200-2026-12-05-local-forward-tensor-views).
 */
const struct hw_nvcc hw_nvcc = {
	.div_unsigned_pow2 = 1, .div_unsigned = 3, .div_signed_pow2 = 4, .div_signed = 5,
	.div_runtime = 20,
	.work_branch = 3, .work_loop = 100, .predicate_work = 3,
	.unroll_whole_trips = 33, .unroll_most = 16, .unroll_least = 4, .unroll_body_budget = 32,
	.unroll_inner_weight = 4, .ptxas_unroll_int = 4,
};

static const struct hw tables[] = {
	{
		.arch = "sm_90", .device = "H200",
		.banks = 32, .bank_bytes = 4,
		.phase_lanes = { 32, 32, 32, 16, 8 },
		.smem_ideal = IDEAL_ACTIVE_PHASES,
		/* measured on an H200: 8- and 16-byte loads whose lane pairs
		 * share an address take half the wavefronts (float2/float4
		 * pairs, double/float4 broadcasts; validate/results/h200-2026-11-29) */
		.wide_pair_merge = 1,
		/* measured on an H200: atomicAdd on s[0] from 32 lanes costs 32
		 * wavefronts, on s[lane % 4] 8 (validate/results/h200-2026-11-29) */
		.atomic_per_lane = 1,
		.sector_bytes = 32, .line_bytes = 128, .global_align = 256,
		/* clocks.max.sm, held under load: micro_smem_ld at stride 32
		 * runs 0.995 wavefronts a cycle and SM at this clock */
		.sms = 132, .clock_hz = 1.98e9,
		.regs_per_sm = 65536, .reg_alloc_unit = 256,
		.max_threads_per_sm = 2048, .max_regs_per_thread = 255,
		/* 228 KB per SM, 1 KB of it reserved per block */
		.smem_per_sm = 233472, .smem_reserved_per_block = 1024,
		.smem_per_block_optin = 232448, .max_blocks_per_sm = 32,
		.major = 9, .minor = 0,
		.rates = &h200,
	},
	{
		.arch = "sm_80",
		.banks = 32, .bank_bytes = 4,
		.phase_lanes = { 32, 32, 32, 16, 8 },
		.smem_ideal = IDEAL_ACTIVE_PHASES,
		/* not measured on sm_80: taken to match sm_70 and sm_90 */
		.wide_pair_merge = 1,
		.atomic_per_lane = 1,   /* not measured on sm_80: as on sm_90 */
		.sector_bytes = 32, .line_bytes = 128, .global_align = 256,
		/* the A100's figures, as cudaGetDeviceProperties gives them; no
		 * rates measured, so no time */
		.device = "A100",
		.sms = 108, .clock_hz = 1.41e9,
		.regs_per_sm = 65536, .reg_alloc_unit = 256,
		.max_threads_per_sm = 2048, .max_regs_per_thread = 255,
		.smem_per_sm = 167936, .smem_reserved_per_block = 1024,
		.smem_per_block_optin = 166912, .max_blocks_per_sm = 32,
		.major = 8, .minor = 0,
	},
	{
		.arch = "sm_70",
		.banks = 32, .bank_bytes = 4,
		.phase_lanes = { 32, 32, 32, 16, 8 },
		.smem_ideal = IDEAL_ACTIVE_PHASES,
		/* NVIDIA staff describe this packing for sm_70 (HARDWARE.md,
		 * shared rule 4); measured on sm_90 only */
		.wide_pair_merge = 1,
		.atomic_per_lane = 1,   /* not measured on sm_70: as on sm_90 */
		.sector_bytes = 32, .line_bytes = 128, .global_align = 256,
		/* the V100's figures; no rates measured, so no time */
		.device = "V100",
		.sms = 80, .clock_hz = 1.53e9,
		.regs_per_sm = 65536, .reg_alloc_unit = 256,
		.max_threads_per_sm = 2048, .max_regs_per_thread = 255,
		.smem_per_sm = 98304, .smem_reserved_per_block = 0,
		.smem_per_block_optin = 98304, .max_blocks_per_sm = 32,
		.major = 7, .minor = 0,
	},
};

const struct hw *hw_lookup(const char *arch)
{
	size_t i;

	for (i = 0; i < sizeof(tables) / sizeof(tables[0]); i++)
		if (!strcmp(tables[i].arch, arch))
			return &tables[i];
	return NULL;
}

int hw_width_index(unsigned bytes)
{
	switch (bytes) {
	case 1: return 0;
	case 2: return 1;
	case 4: return 2;
	case 8: return 3;
	case 16: return 4;
	default: return -1;
	}
}

const char *hw_known_archs(void)
{
	/* the tables' names, in their order: "sm_90, sm_80, sm_70" */
	static char names[sizeof(tables) / sizeof(tables[0]) * 16];
	size_t i, n = 0;

	if (!names[0])
		for (i = 0; i < sizeof(tables) / sizeof(tables[0]); i++)
			n += (size_t)snprintf(names + n, sizeof(names) - n, "%s%s", i ? ", " : "",
					      tables[i].arch);
	return names;
}

int64_t hw_word_of(const struct hw *hw, int64_t addr)
{
	return cint_floor_div(addr, (int64_t)hw->bank_bytes);
}

unsigned hw_bank_of_word(const struct hw *hw, int64_t word)
{
	return (unsigned)(word - cint_floor_div(word, (int64_t)hw->banks) * (int64_t)hw->banks);
}

unsigned hw_bank_of(const struct hw *hw, int64_t addr)
{
	return hw_bank_of_word(hw, hw_word_of(hw, addr));
}
