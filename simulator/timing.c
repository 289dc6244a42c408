/*
 * timing.c - the time model: per-device rates (measured), the inputs a
 * simulation gives, and how they combine (timing.h says the shape).
 *
 * Every rate in the table was measured by a microbenchmark in
 * kernels/micro_*.cu on the device named, in the run named beside it;
 * none is a datasheet figure.  The kernels the model is scored on
 * (validate/compare.py --times) are never used to set a constant.
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

/*
 * H200 (sm_90, 132 SMs, HBM3e).  Every rate below comes from one
 * microbenchmark of the GPU run of 2026-11-30 (run1: kernels/micro_*.cu,
 * median of 20 launches, validate/results/h200-2026-11-30/time-run1-times.csv),
 * by validate/time_calibrate.py, whose output
 * (time-calibration.txt there) gives each formula.
 */
static const struct time_device devices[] = {
	{
		.arch = "sm_90", .name = "H200",
		.sms = 132,
		/* clocks.max.sm, held under load: micro_smem_ld at stride 32
		 * runs 0.995 wavefronts a cycle and SM at this clock */
		.clock_hz = 1.98e9,
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
		/* 4 schedulers x 32 lanes; micro_fma8 (8 FFMA chains) is bound by
		 * issue, not by this */
		.fp32_per_clk = 128,
		/* micro_fma1, 64 warps an SM: 3.66 instructions a cycle (of the
		 * estimate here, which matches its SASS: 16 FFMA and 3 a pass) */
		.issue_per_clk = 3.66,
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
		/* sm_90: 228 KB per SM, 1 KB of it reserved per block (the SM's
		 * limits are hw.c's too, for host code that asks the runtime;
		 * check_timing.c holds the two tables to each other) */
		.smem_per_sm = 233472, .smem_reserved_per_block = 1024,
		.max_blocks_per_sm = 32, .max_warps_per_sm = 64,
		.regs_per_sm = 65536, .reg_alloc_unit = 256,
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
	},
};

const struct time_device *time_device_lookup(const char *arch)
{
	size_t i;

	for (i = 0; i < sizeof(devices) / sizeof(devices[0]); i++)
		if (!strcmp(devices[i].arch, arch))
			return &devices[i];
	return NULL;
}

static const char *const resource_names[TR_COUNT + 1] = {
	"shared", "l1", "l2", "dram", "latency", "fp32", "issue", "blocks", "atomics", "launch",
};

static const char *const resource_words[TR_COUNT + 1] = {
	"shared-memory wavefronts", "L1 requests", "L2 traffic", "DRAM bandwidth",
	"latency (loads, barriers and CAS loop trips waited for, too few warps to hide them)",
	"FP32 work", "instruction issue",
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
static double l1_warp_cycles(const struct kernel_stats *st, const struct time_device *dev)
{
	const struct ir_kernel *k = st->kernel;
	double cycles = 0;
	int j;

	if (!st->warps || dev->l1_warp_clk_per_wavefront <= 0)
		return 0;
	for (j = 0; j < k->naccesses; j++) {
		const struct ir_access *a = k->accesses[j];
		const struct access_stats *as = &st->access[a->id];
		double each;

		if (a->space != SPACE_GLOBAL || a->op != OP_LOAD || !as->requests)
			continue;
		each = dev->l1_warp_clk_per_wavefront * (double)as->l1_wavefronts /
			       (double)as->requests +
		       dev->l1_warp_clk_per_request;
		if (each < dev->l1_warp_min_clk)
			each = dev->l1_warp_min_clk;
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
 * ---- what nvcc makes of the loops ------------------------------------------
 *
 * The IR has no instructions, so they are estimated: each statement's
 * operators, executed as often as the loop around it ran (its branch's
 * condition tests, counted by the replay warp by warp).  An address folds
 * its scaling into one IMAD or LEA: half its operators count.  Signed %
 * and / by a power of two take four instructions (SHF, LEA.HI, LOP3, IADD
 * in nvcc 13's SASS of kernels/smem_stride.cu), unsigned one; by another
 * constant a multiply and shifts; by a variable, a routine of some twenty.
 *
 * nvcc unrolls a loop that steps by a constant until its body holds some
 * 32 instructions, at most 16 passes and at least 4 (kernels/micro_core.cu
 * in the SASS of the 2026-11-30 run: one FFMA a pass unrolled 16 times,
 * eight FFMA 4 times, micro_stream's float4 load and four adds 4 times;
 * run m1-occ: micro_overlap.cu's micro_ov_smem_dram, 25 instructions a
 * pass, 4 times, and smem_stride.cu's smem_ld_stride_loop 4 times, its
 * 304,051,968 instructions then counted exactly); a loop whose trip count
 * is a small constant it unrolls wholly.  It leaves alone a
 * loop that steps by blockDim.x or another value of the launch, and each
 * pass of such a loop waits for its load (smem_ld_stride's fill loop: one
 * LDG a pass, validate/results/h200-2026-11-29).  An unrolled loop's test
 * is shared by its passes, its accesses' addresses are a base and
 * immediate offsets, and the loads of the passes it unrolls are in flight
 * together.
 */
static double expr_ops(const struct ir_expr *e)
{
	int64_t v;

	if (!e)
		return 0;
	switch (e->op) {
	case IR_CONST: case IR_SPECIAL: case IR_PARAM: case IR_LOCAL: case IR_UNKNOWN:
		return 0;
	case IR_CAST:
		return expr_ops(e->a);
	case IR_DIV: case IR_REM:
		if (ir_fold(e->b, &v) == 0) {
			int pow2 = v > 0 && !(v & (v - 1));
			return expr_ops(e->a) + (ctype_is_signed(e->type) ? (pow2 ? 4 : 5)
									  : (pow2 ? 1 : 3));
		}
		return expr_ops(e->a) + expr_ops(e->b) + 20;
	default:
		return 1 + expr_ops(e->a) + expr_ops(e->b) + expr_ops(e->c);
	}
}

static int runtime_expr(const struct ir_expr *e)
{
	if (!e)
		return 0;
	if (e->op == IR_PARAM || e->op == IR_UNKNOWN)
		return 1;
	if (e->op == IR_SPECIAL)
		return e->index >= SP_NTID_X && e->index <= SP_NCTAID_Z;
	return runtime_expr(e->a) || runtime_expr(e->b) || runtime_expr(e->c);
}

static int runtime_step(const struct ir_stmt *step)
{
	for (; step; step = step->next)
		if (step->kind == ST_ASSIGN && runtime_expr(step->expr))
			return 1;
	return 0;
}

/* One pass's instructions, statically; *nested: it holds a loop. */
static double body_size(const struct ir_stmt *s, int *nested)
{
	double n = 0;

	for (; s; s = s->next) {
		switch (s->kind) {
		case ST_ASSIGN: n += expr_ops(s->expr); break;
		case ST_ACCESS: n += 1 + 0.5 * expr_ops(s->expr); break;
		case ST_WORK: n += s->work + s->barriers; break;
		case ST_IF:
			n += 1 + expr_ops(s->expr) + body_size(s->body, nested) +
			     body_size(s->other, nested);
			break;
		case ST_LOOP:
			*nested = 1;
			n += 4 * body_size(s->body, nested);
			break;
		default:
			break;
		}
	}
	return n;
}

/*
 * ---- reuse L1 keeps: how an address moves -----------------------------------
 *
 * Whether a load finds its line in L1 depends on what ran before it,
 * which the counts do not keep; the address's IR says enough for the two
 * common cases.  Along a loop, a lane's address moving by fewer bytes a
 * pass than a sector reads the same sector again on the next passes
 * (a row read element by element: 8 floats a sector); an address that does
 * not move is read once.  Across the warps of a block, an address that
 * does not depend on which warp it is (threadIdx.y, .z, or .x beyond 32)
 * is the same for all of them, and only the first reaches L2.
 */
struct deriv_ctx {
	const struct kernel_stats *st;
	const struct ir_expr **slot_expr;  /* a local's one assignment in the loop */
	int depth;
};

/* Value of e with launch values only (no lanes, no locals); 0 or -1. */
static int launch_value(const struct deriv_ctx *c, const struct ir_expr *e, int64_t *out)
{
	const struct launch *l = &c->st->launch;
	int64_t x, y;

	switch (e->op) {
	case IR_CONST:
		*out = e->value;
		return 0;
	case IR_PARAM:
		return launch_param_lookup(l, c->st->kernel->params[e->index].name, out);
	case IR_SPECIAL:
		if (e->index >= SP_NTID_X && e->index <= SP_NTID_Z) {
			*out = l->block[e->index - SP_NTID_X];
			return 0;
		}
		if (e->index >= SP_NCTAID_X && e->index <= SP_NCTAID_Z) {
			*out = l->grid[e->index - SP_NCTAID_X];
			return 0;
		}
		return -1;
	case IR_CAST:
		return launch_value(c, e->a, out);
	case IR_ADD: case IR_SUB: case IR_MUL: case IR_SHL:
		if (launch_value(c, e->a, &x) < 0 || launch_value(c, e->b, &y) < 0)
			return -1;
		return ir_eval_op(e->op, e->type, x, y, out);
	default:
		return -1;
	}
}

/*
 * d e / d var, where var is a local slot (var_slot >= 0) or a built-in
 * (var_sp); 0 with *out set when e is affine in it, -1 when not.
 */
static int deriv(struct deriv_ctx *c, const struct ir_expr *e, int var_slot, int var_sp,
		 int64_t *out)
{
	int64_t da, db, k;
	int rc = 0;

	if (!e || ++c->depth > 200) {
		c->depth--;
		return -1;
	}
	switch (e->op) {
	case IR_CONST: case IR_PARAM: case IR_UNKNOWN:
		*out = 0;
		break;
	case IR_SPECIAL:
		*out = var_slot < 0 && e->index == var_sp;
		break;
	case IR_LOCAL:
		if (var_slot >= 0 && e->index == var_slot)
			*out = 1;
		else if (c->slot_expr && c->slot_expr[e->index])
			rc = deriv(c, c->slot_expr[e->index], var_slot, var_sp, out);
		else
			*out = 0;
		break;
	case IR_CAST: case IR_NEG:
		rc = deriv(c, e->a, var_slot, var_sp, out);
		if (!rc && e->op == IR_NEG)
			*out = -*out;
		break;
	case IR_ADD: case IR_SUB:
		if (deriv(c, e->a, var_slot, var_sp, &da) < 0 ||
		    deriv(c, e->b, var_slot, var_sp, &db) < 0)
			rc = -1;
		else
			*out = e->op == IR_ADD ? da + db : da - db;
		break;
	case IR_MUL:
		if (deriv(c, e->a, var_slot, var_sp, &da) < 0 ||
		    deriv(c, e->b, var_slot, var_sp, &db) < 0)
			rc = -1;
		else if (!da && !db)
			*out = 0;
		else if (!db && launch_value(c, e->b, &k) == 0)
			*out = da * k;
		else if (!da && launch_value(c, e->a, &k) == 0)
			*out = db * k;
		else
			rc = -1;
		break;
	case IR_SHL:
		if (deriv(c, e->a, var_slot, var_sp, &da) < 0 ||
		    deriv(c, e->b, var_slot, var_sp, &db) < 0 || db ||
		    launch_value(c, e->b, &k) < 0 || k < 0 || k > 40)
			rc = -1;
		else
			*out = da << k;
		break;
	default:
		/* anything else is affine only where its operands do not move */
		if (deriv(c, e->a, var_slot, var_sp, &da) < 0 ||
		    (e->b && deriv(c, e->b, var_slot, var_sp, &db) < 0) ||
		    (e->c && deriv(c, e->c, var_slot, var_sp, &k) < 0) ||
		    da || (e->b && db) || (e->c && k))
			rc = -1;
		else
			*out = 0;
		break;
	}
	c->depth--;
	return rc;
}

/* The loop's variable and its step: a step `v = v + C`; 0 or -1. */
static int loop_variable(const struct ir_stmt *loop, int *slot, int64_t *step)
{
	const struct ir_stmt *s;

	for (s = loop->other; s; s = s->next) {
		const struct ir_expr *e = s->expr;

		if (s->kind != ST_ASSIGN || !e)
			continue;
		while (e->op == IR_CAST)
			e = e->a;
		if ((e->op == IR_ADD || e->op == IR_SUB) && e->a && e->b) {
			const struct ir_expr *x = e->a, *y = e->b;
			while (x->op == IR_CAST)
				x = x->a;
			if (x->op == IR_LOCAL && x->index == s->slot && ir_fold(y, step) == 0) {
				if (e->op == IR_SUB)
					*step = -*step;
				*slot = s->slot;
				return 0;
			}
		}
	}
	return -1;
}

/*
 * How many bytes access statement s's address moves a pass of `loop`: 0
 * with *bytes set when it moves by the same amount every pass, -1 when not
 * (or the loop does not step its variable by a constant).
 */
static int address_moves(const struct kernel_stats *st, const struct ir_stmt *s,
			 const struct ir_stmt *loop, double *bytes)
{
	const struct ir_kernel *k = st->kernel;
	struct deriv_ctx c = { st, NULL, 0 };
	unsigned char *seen;
	int slot, rc;
	int64_t step, d;

	if (loop_variable(loop, &slot, &step) < 0)
		return -1;
	c.slot_expr = xcalloc((size_t)k->nlocals + 1, sizeof(*c.slot_expr));
	seen = xcalloc((size_t)k->nlocals + 1, 1);
	ir_single_assignments(loop->body, c.slot_expr, seen);
	c.slot_expr[slot] = NULL;
	rc = deriv(&c, s->expr, slot, -1, &d);
	if (rc == 0)
		*bytes = (double)d * (double)step;
	free(c.slot_expr);
	free(seen);
	return rc;
}

/* A loop around the statements walked, on walk_stmts' stack. */
struct loop_frame {
	const struct ir_stmt *s;
	int whole;               /* unrolled whole */
	double per_entry;        /* its passes per entry */
	const struct loop_frame *outer;   /* the loop around it, or NULL */
	double entries;          /* warp-level entries into it */
};

struct walk {
	const struct kernel_stats *st;
	double instructions;
	double *unroll;          /* per access: passes its loop unrolls */
	double *reuse;           /* per access: passes that read a sector again */
	double *own_reuse;       /* ... of the warp's own passes, not other warps' */
	double *line_reuse;      /* ... a line */
	const struct hw *hw;
	const struct loop_frame *loop;   /* the innermost loop around, or NULL */
	double smem_rounds;      /* warp-level waits for shared loads */
	int *group;              /* per global load: the run of loads it issues with */
	char *looped;            /* per access: inside a loop */
	char *store_bound;       /* per global load: its loop's passes store
	                            through a pointer it may alias */
	int ngroups;             /* group ids handed out so far */
	int loads_in_group;      /* global loads the current group holds */
	double work;             /* the replay's work walked so far, warp-level */
	/* per group: the instructions a pass issues between its loads and
	 * their first possible use when a stretch of computing from shared
	 * memory lies there (cover_close) */
	double *cover;
	int cover_from;          /* the first group waiting for a use, or -1 */
	int cover_shared;        /* a shared load since */
	double cover_start;      /* what was walked when it was issued */
	double cover_runs;       /* its warp-level executions */
};

/*
 * Loads issued together: a run of statements with no loop, barrier or
 * global store between them (ptxas hoists a load above no store, as the
 * two may alias).  A new group starts at each of those.
 */
static void group_close(struct walk *w)
{
	if (w->loads_in_group) {
		w->ngroups++;
		w->loads_in_group = 0;
	}
}

/*
 * Software pipelining: loads issued for a later step (a tile read into
 * registers, or copied asynchronously, while the warp computes from the
 * tile already in shared memory) are first needed at the next store,
 * barrier or end of a loop that is not unrolled whole; where the
 * instructions between include shared loads (the compute of a tiled
 * kernel), the warp's own issue of all of them, its arithmetic too,
 * covers the loads' round trip (kernels/gemm_steps.cu:
 * sgemm_double_buffer, with the warptile kernel's instructions, ran
 * 1.16-1.18 times faster, h200-2026-12-01-gemmsteps).  A stretch with no
 * shared load covers nothing: its work likely needs the loads' values.
 * Whether a shared load's index needs them (s[x & 255]) is not looked
 * at: such a stretch is taken to cover too.
 */
static void cover_close(struct walk *w)
{
	int g;

	if (w->cover_from >= 0 && w->cover_shared && w->cover_runs > 0)
		for (g = w->cover_from; g <= w->ngroups; g++)
			w->cover[g] = (w->instructions + w->work - w->cover_start) / w->cover_runs;
	w->cover_from = -1;
	w->cover_shared = 0;
}

/*
 * What one pass of a loop holds, nested loops aside: 1 a shared load, 2 a
 * barrier too (bits).
 */
static int pass_holds(const struct ir_stmt *s)
{
	int got = 0;

	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access->space == SPACE_SHARED &&
		    s->access->op == OP_LOAD)
			got |= 1;
		if (s->kind == ST_WORK && s->barriers)
			got |= 2;
		if (s->kind == ST_IF)
			got |= pass_holds(s->body) | pass_holds(s->other);
	}
	return got;
}

/* The kernel parameter a global access goes through: restrict-qualified? */
static int restrict_pointer(const struct ir_kernel *k, const struct ir_access *a)
{
	const char *t;

	if (a->object_index < 0 || a->object_index >= k->nparams)
		return 0;
	t = k->params[a->object_index].c_type;
	return t && strstr(t, "restrict") != NULL;
}

/*
 * Whether statements s (a loop's body, nested loops and branches too)
 * store to global memory through a pointer that load a may alias: ptxas
 * moves no load above such a store, so the next pass's loads wait for
 * this pass's stores, and those for this pass's loads (held-out
 * scan_cols: a running sum down a column, `out[i] = s` after `s +=
 * in[i]`, ran a DRAM round trip a row, 1.6 ms, where passes in flight
 * said 0.2).  A restrict-qualified pointer on either side aliases none.
 */
static int stores_alias(const struct ir_kernel *k, const struct ir_stmt *s,
			const struct ir_access *load)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access->space == SPACE_GLOBAL &&
		    s->access->op != OP_LOAD && !restrict_pointer(k, s->access) &&
		    !restrict_pointer(k, load))
			return 1;
		if ((s->kind == ST_IF || s->kind == ST_LOOP) &&
		    (stores_alias(k, s->body, load) || stores_alias(k, s->other, load)))
			return 1;
	}
	return 0;
}

/*
 * Whether statements s (a loop's body, nested too) hold an atomic, in
 * either space: the next pass's loads are not issued before it, so each
 * pass waits its own round trip (a histogram's grid-stride loop,
 * `atomicAdd(&bins[bin(in[i])], 1)`: classic_ops.cu's histogram256 ran
 * 180-290 ns a pass, an L2 round trip each, where passes in flight said
 * a fifth of that; image_ops' and finance_ops' hist_shared and
 * signal_ops' hist_db, the same loop, ran 0.51-0.69 of their measured
 * times, __restrict__ or not).
 */
static int holds_atomic(const struct ir_stmt *s)
{
	for (; s; s = s->next) {
		if (s->kind == ST_ACCESS && s->access->op == OP_ATOMIC)
			return 1;
		if ((s->kind == ST_IF || s->kind == ST_LOOP) &&
		    (holds_atomic(s->body) || holds_atomic(s->other)))
			return 1;
	}
	return 0;
}

/* Reuse along one loop around access statement s: sector and line. */
static void reuse_along(struct walk *w, const struct ir_stmt *s, const struct loop_frame *loop,
			double *sector, double *line)
{
	double delta;

	*sector = *line = 1;
	if (address_moves(w->st, s, loop->s, &delta) < 0)
		return;
	delta = fabs(delta);
	if (delta == 0) {
		*sector = *line = loop->per_entry > 1 ? loop->per_entry : 1;
	} else {
		if (delta < w->hw->sector_bytes)
			*sector = w->hw->sector_bytes / delta;
		if (delta < w->hw->line_bytes)
			*line = w->hw->line_bytes / delta;
	}
}

/*
 * Reuse for access statement s: along whichever loop around it comes back
 * soonest (an unrolled inner loop may move the address far, the loop
 * around it by a few bytes).
 */
static void loop_reuse(struct walk *w, const struct ir_stmt *s)
{
	const struct loop_frame *f;
	double sector, line;

	w->reuse[s->access->id] = w->line_reuse[s->access->id] = 1;
	for (f = w->loop; f; f = f->outer) {
		reuse_along(w, s, f, &sector, &line);
		if (sector > w->reuse[s->access->id])
			w->reuse[s->access->id] = sector;
		if (line > w->line_reuse[s->access->id])
			w->line_reuse[s->access->id] = line;
	}
}

/*
 * The passes of loop s (prev: the statement before it) nvcc runs as one,
 * given its passes per entry; *whole: unrolled completely, so that no
 * test or step is left.  Counted loops are unrolled as emit.c says (the
 * rules its merges rest on); a loop emit.c cannot count is unrolled by
 * the size of its body when its step is a constant.
 */
static double unroll_factor(const struct ir_stmt *prev, const struct ir_stmt *s,
			    double per_entry, int *whole)
{
	int nested = 0;
	int64_t trips;
	double u, size = body_size(s->body, &nested) + body_size(s->other, &nested);

	*whole = 0;
	if (s->unroll == 1)
		return 1;
	switch (emit_loop_unroll(prev, s, &trips)) {
	case UNROLL_FULL:
		*whole = 1;
		return per_entry > 1 ? per_entry : 1;
	case UNROLL_PRAGMA:
		if (s->unroll > 1 && s->unroll < trips)
			return (double)s->unroll;
		*whole = 1;
		return per_entry > 1 ? per_entry : 1;
	case UNROLL_LONG:
		return 1;
	default:
		break;
	}
	/* a trip count known only at run time: by the pragma's N, or by size */
	if (s->unroll > 1)
		return (double)s->unroll;
	if (runtime_step(s->other))
		return 1;
	if (per_entry <= 33 && s->expr && !runtime_expr(s->expr))
		return per_entry > 1 ? per_entry : 1;
	if (nested)
		return 1;
	for (u = 16; u > 4 && u * size > 32; u /= 2)
		;
	return u;
}

/*
 * The address instructions of access statement s a pass: half its
 * operators (the scaling folds into IMAD or LEA).  In a loop unrolled by
 * `unroll` where the address moves by the same amount every pass, the
 * passes run as one read a base and immediate offsets: a loop unrolled
 * whole computes the base once an entry; one unrolled in part steps its
 * pointers with the loop's own counter, counted with the loop
 * (kernels/gemm.cu gemm_naive's k loop: 4.58 instructions a pass
 * measured, 3 of them the two LDG and the FFMA, h200-2026-11-30).  None
 * for an access nvcc merged into another.
 */
static double address_ops(struct walk *w, const struct ir_stmt *s, double runs, double unroll)
{
	double ops = 0.5 * expr_ops(s->expr), moves;
	const struct loop_frame *f = w->loop;

	if (emit_absorbed(s->access))
		return 0;
	if (!f || unroll <= 1 || address_moves(w->st, s, f->s, &moves) < 0)
		return runs * ops;
	if (!f->whole)
		return 0;
	/* loops unrolled whole around it, each moving it by a constant, are
	 * one block of immediate offsets from a base computed once an entry
	 * into the outermost of them (gemm_steps' warp subtiles: a loop of
	 * 2 subtiles around one of 4 words, in a dot loop of 16 that is
	 * not unrolled whole) */
	while (f->outer && f->outer->whole && address_moves(w->st, s, f->outer->s, &moves) == 0)
		f = f->outer;
	return ops * f->entries;
}

/* `runs`: warp-level executions of s's list; `unroll`: of its loop. */
static void walk_stmts(struct walk *w, const struct ir_stmt *s, double runs, double unroll)
{
	const struct ir_stmt *prev = NULL;

	for (; s; prev = s, s = s->next) {
		switch (s->kind) {
		case ST_ASSIGN:
			w->instructions += runs * expr_ops(s->expr);
			break;
		case ST_ACCESS:
			/* the instructions the access became, merges counted
			 * (the replay's requests), and its address's */
			w->instructions += (double)w->st->access[s->access->id].requests +
					   address_ops(w, s, runs, unroll);
			w->unroll[s->access->id] = unroll;
			w->looped[s->access->id] = w->loop != NULL;
			if (w->loop && s->access->space == SPACE_GLOBAL && s->access->op == OP_LOAD)
				w->store_bound[s->access->id] =
					(char)(stores_alias(w->st->kernel, w->loop->s->body, s->access) ||
					       holds_atomic(w->loop->s->body));
			if (s->access->space == SPACE_GLOBAL && s->access->op == OP_LOAD) {
				w->group[s->access->id] = w->ngroups;
				w->loads_in_group++;
				if (w->cover_from < 0) {
					w->cover_from = w->ngroups;
					w->cover_start = w->instructions + w->work;
					w->cover_runs = runs;
				}
			} else if (s->access->space == SPACE_GLOBAL) {
				group_close(w);
			}
			if (s->access->space == SPACE_SHARED && s->access->op == OP_LOAD)
				w->cover_shared = 1;
			else if (s->access->op != OP_LOAD)
				cover_close(w);
			if (!w->loop && s->access->space == SPACE_SHARED && s->access->op == OP_LOAD)
				w->smem_rounds += (double)w->st->access[s->access->id].requests;
			if (s->access->space == SPACE_GLOBAL && s->expr) {
				loop_reuse(w, s);
				w->own_reuse[s->access->id] = w->reuse[s->access->id];
				if (launch_warps_per_block(&w->st->launch) > 1 &&
				    plan_alike_in_every_warp(w->st->kernel, s->expr, &w->st->launch)) {
					double n = (double)launch_warps_per_block(&w->st->launch);
					w->reuse[s->access->id] *= n;
					w->line_reuse[s->access->id] *= n;
				}
			}
			break;
		case ST_IF:
			/* a guard with no branch of the source's is the IR's own
			 * (a merged access's), not an instruction */
			if (s->branch)
				w->instructions += runs * (1 + expr_ops(s->expr));
			walk_stmts(w, s->body, runs, unroll);
			walk_stmts(w, s->other, runs, unroll);
			break;
		case ST_LOOP: {
			double passes = s->branch ? (double)w->st->branch[s->branch->id].executions
						  : runs;
			struct loop_frame f = { s, 0, runs > 0 ? passes / runs : 0, w->loop, runs };
			double u = unroll_factor(prev, s, f.per_entry, &f.whole);
			int nested = 0;

			/* a loop unrolled whole keeps no test and no step */
			if (!f.whole)
				w->instructions += passes * (1 + expr_ops(s->expr) +
							     body_size(s->other, &nested)) / u;
			/* a pass's shared loads are in flight together, and the
			 * passes it unrolls: one wait for them all; unless a
			 * barrier between the passes waits for each */
			switch (pass_holds(s->body)) {
			case 1:
				w->smem_rounds += passes / u;
				break;
			case 3:
				w->smem_rounds += passes;
				break;
			default:
				break;
			}
			w->loop = &f;
			group_close(w);
			walk_stmts(w, s->body, passes, u);
			group_close(w);
			if (!f.whole)
				cover_close(w);
			w->loop = f.outer;
			break;
		}
		case ST_WORK:   /* counted exactly by the replay */
			w->work += runs * s->work;
			if (s->barriers) {
				group_close(w);
				cover_close(w);
			}
			break;
		default:
			break;
		}
	}
}

static unsigned blocks_per_sm(const struct time_inputs *in, const struct time_device *dev,
			      const char **limit);

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
static double resident_blocks(const struct time_inputs *in, const struct time_device *dev)
{
	const char *limit;
	double busiest = ceil((double)in->blocks / dev->sms);
	double at_once = blocks_per_sm(in, dev, &limit);

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
		       const struct hw *hw, const struct time_device *dev, double *reuse,
		       double *line_reuse)
{
	const struct ir_kernel *k = st->kernel;
	double at_once = resident_blocks(in, dev);
	int i, j;

	for (j = 0; j < k->naccesses && in->blocks; j++) {
		const struct ir_access *a = k->accesses[j];
		const struct access_stats *as = &st->access[a->id];

		if (a->space != SPACE_GLOBAL || a->op != OP_LOAD || !as->requests || !as->touched ||
		    (double)(as->hi - as->lo) * at_once / (double)in->blocks > dev->l1_bytes)
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
			    const struct hw *hw, const struct time_device *dev,
			    int registers)
{
	const struct ir_kernel *k = st->kernel;
	const struct sim_totals *t = &st->totals;
	struct range *r = xcalloc((size_t)k->naccesses + 1, sizeof(*r));
	struct range *rs = xcalloc((size_t)k->naccesses + 1, sizeof(*rs));   /* stores' */
	struct walk w = { 0 };
	double load_l2 = 0;
	int i, j, p;
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
	in->gld_sectors = t->global_load_sectors;
	in->gst_sectors = t->global_store_sectors;
	in->local_sectors = t->local_load_sectors + t->local_store_sectors +
			    t->spill_load_sectors + t->spill_store_sectors;
	sms_used = in->blocks < dev->sms ? (unsigned)in->blocks : dev->sms;
	in->l1_resident = 1;

	/*
	 * The loops as nvcc compiles them: instructions, and what each load's
	 * address leaves to L1 (reuse along its loop and across warps).
	 */
	w.st = st;
	w.hw = hw;
	w.unroll = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.reuse = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.own_reuse = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.line_reuse = xcalloc((size_t)k->naccesses + 1, sizeof(double));
	w.group = xcalloc((size_t)k->naccesses + 1, sizeof(int));
	w.cover = xcalloc((size_t)k->naccesses + 2, sizeof(double));
	w.cover_from = -1;
	w.looped = xcalloc((size_t)k->naccesses + 1, 1);
	w.store_bound = xcalloc((size_t)k->naccesses + 1, 1);
	walk_stmts(&w, k->body, (double)st->warps, 1);
	cover_close(&w);
	in->warp_instructions = st->fp_warp_ops + (uint64_t)w.instructions;
	in->smem_rounds = st->warps ? w.smem_rounds / (double)st->warps : 0;
	read_again(in, st, hw, dev, w.reuse, w.line_reuse);


	/*
	 * Per pointer parameter: the union of the bytes its accesses touched
	 * is its footprint (no more than the sectors they moved).  Loads of an
	 * array small enough for L1 reach L2 once per SM; the rest go to L2
	 * sector by sector.
	 */
	for (p = 0; p < k->nparams; p++) {
		int n = 0, ns = 0;
		double sectors = 0, ld_sectors = 0, ld_requests = 0, ld_lines = 0, fp;
		double ld_l2_sectors = 0, lines = 0, lone = 0;
		double st_sectors = 0, st_bytes = 0, st_partial = 0, st_lines = 0, st_clk = 0;
		struct range ld = { INT64_MAX, INT64_MIN };

		for (j = 0; j < k->naccesses; j++) {
			const struct ir_access *a = k->accesses[j];
			const struct access_stats *as = &st->access[a->id];

			if (a->space != SPACE_GLOBAL || a->object_index != p || !as->requests)
				continue;
			sectors += (double)as->sectors;
			lines += (double)as->lines;
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
				if (as->lines && (double)as->sectors < 1.5 * (double)as->lines &&
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
				st_clk += dev->store_clk_per_sector * (double)as->sectors *
					  (used < 1 ? 1 - used : 0) +
					  dev->store_clk_per_line *
					  (double)(as->lines > as->requests ? as->lines - as->requests : 0);
				st_sectors += (double)as->sectors;
				st_lines += (double)as->lines;
				st_bytes += (double)as->bytes_used;
			}
		}
		fp = union_bytes(r, n);
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

			if (ld.lo < ld.hi && span <= dev->l1_bytes &&
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
	in->dram_bytes = in->l2_footprint > dev->l2_bytes ? in->footprint : 0;
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
	in->l1_warp_cycles = l1_warp_cycles(st, dev) +
			     (st->warps ? in->store_clk / (double)st->warps : 0);
	{
		int *in_group = xcalloc((size_t)w.ngroups + 1, sizeof(int));
		double trip = in->dram_bytes > 0 ? dev->dram_latency_s : dev->l2_latency_s;
		double per_scheduler = resident_blocks(in, dev) * in->warps_per_block / 4.0;
		double issue_s = (per_scheduler > 1 ? per_scheduler : 1) /
				 (dev->issue_per_clk / 4.0 * dev->clock_hz);

		for (j = 0; j < k->naccesses; j++) {
			const struct ir_access *a = k->accesses[j];

			if (a->space == SPACE_GLOBAL && a->op == OP_LOAD &&
			    st->access[a->id].requests && w.reuse[a->id] < L1_HIT)
				in_group[w.group[a->id]]++;
		}
		for (j = 0; j < k->naccesses && st->warps; j++) {
			const struct ir_access *a = k->accesses[j];
			double n = (double)st->access[a->id].requests / (double)st->warps;
			double u = w.unroll[a->id] > 1 ? w.unroll[a->id] : 1, together, reuse, hidden;
			int loads;

			if (a->space != SPACE_GLOBAL || a->op != OP_LOAD || n <= 0)
				continue;
			loads = in_group[w.group[a->id]];
			if (loads < 1)
				loads = 1;
			reuse = w.reuse[a->id] >= L1_HIT ? w.reuse[a->id] : w.own_reuse[a->id];
			if (w.looped[a->id]) {
				double passes = dev->loads_in_flight[a->bytes >= 16 ? 2 : a->bytes >= 8]
						/ loads;

				if (u < 4 && passes > u)
					passes = u;
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
			if (dev->loads_in_flight_most > 0 && together > dev->loads_in_flight_most)
				together = dev->loads_in_flight_most;
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
					 (trip * dev->clock_hz);
			in->load_rounds += fmax(n / together, (n < 1 ? n : 1) / loads) *
					   fmax(0, 1 - w.cover[w.group[a->id]] * issue_s / trip) *
					   fmax(0, 1 - hidden);
		}
		free(in_group);
	}
	free(w.unroll);
	free(w.group);
	free(w.cover);
	free(w.looped);
	free(w.store_bound);
	free(w.reuse);
	free(w.own_reuse);
	free(w.line_reuse);
	in->local_far_sectors = local_far_sectors(st, dev->l1_bytes, 32.0 * in->warps_per_block *
						  resident_blocks(in, dev));
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
}

/* ---- the prediction ------------------------------------------------------ */

static unsigned blocks_per_sm(const struct time_inputs *in, const struct time_device *dev,
			      const char **limit)
{
	unsigned best = dev->max_blocks_per_sm, n;

	*limit = "blocks per SM";
	if (in->warps_per_block) {
		n = dev->max_warps_per_sm / in->warps_per_block;
		if (n < best)
			best = n, *limit = "warps per SM";
	}
	if (in->registers > 0 && in->warps_per_block) {
		unsigned per_warp = ((unsigned)in->registers * 32 + dev->reg_alloc_unit - 1) /
				    dev->reg_alloc_unit * dev->reg_alloc_unit;
		n = dev->regs_per_sm / (per_warp * in->warps_per_block);
		if (n < best)
			best = n, *limit = "registers";
	}
	if (in->smem_per_block > 0) {
		n = (unsigned)(dev->smem_per_sm /
			       ((double)in->smem_per_block + dev->smem_reserved_per_block));
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
static double barrier_round(const struct time_inputs *in, const struct time_device *dev,
			    double resident)
{
	double block = dev->barrier_s + dev->barrier_per_warp_s * in->warps_per_block;
	double sm = dev->barrier_sm_warp_s * resident * in->warps_per_block;

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
static double block_turns(const struct time_inputs *in, const struct time_device *dev,
			  double rounds)
{
	if (rounds <= 1 || in->l1_resident || in->load_rounds <= 0)
		return 0;
	return (rounds - 1) * (dev->block_turn_s + dev->block_turn_warp_s * in->warps_per_block);
}

void time_predict(struct time_estimate *out, const struct time_inputs *in,
		  const struct time_device *dev)
{
	double clock = dev->clock_hz, busiest, share, sum = 0, memory = 0, most = 0;
	int r;

	memset(out, 0, sizeof(*out));
	out->device = dev;
	if (!in->blocks)
		return;
	out->blocks_per_sm = blocks_per_sm(in, dev, &out->occupancy_limit);
	/* blocks spread evenly: the busiest SM runs ceil(blocks / SMs) */
	busiest = (double)((in->blocks + dev->sms - 1) / dev->sms);
	share = busiest / (double)in->blocks;
	out->waves = (double)in->blocks / ((double)dev->sms * out->blocks_per_sm);

	out->alone[TR_SHARED] = (double)in->smem_wavefronts * share /
				(dev->smem_wavefronts_per_clk * clock);
	{
		double req = fmax((double)in->lines / dev->l1_tags_per_clk,
				  (double)in->l1_data / dev->l1_data_per_clk);
		double sec = (double)(in->gld_sectors + in->gst_sectors + in->local_sectors) /
			     dev->l1_sectors_per_clk;
		double far = dev->local_far_sectors_per_clk > 0
			     ? in->local_far_sectors / dev->local_far_sectors_per_clk : 0;
		double rounds = ceil(busiest / out->blocks_per_sm);

		/* the SM's L1 pipeline for loads, its path out for stores,
		 * or one warp's loads and stores one after another (few
		 * warps an SM), whichever is longest */
		out->alone[TR_L1] = fmax(fmax(fmax(fmax(req, sec), far), in->store_clk) * share,
					 in->l1_warp_cycles * rounds) / clock;
	}
	{
		/* L2 moves bytes, and looks up lines: a load whose lanes fall on
		 * 32 lines costs more than its bytes (micro_gather) */
		double bytes = in->l2_bytes / dev->l2_bytes_per_s;
		double lines = in->l2_lines / dev->l2_lines_per_s;

		/* part-written sectors at L2's rate, less what the SMs' own
		 * path out for their stores takes anyway (the L1 term): one
		 * pipeline, bound by its slower stage */
		double partial = (double)in->gst_partial_sectors / dev->l2_store_sectors_per_s -
				 in->store_clk * share / clock;

		out->alone[TR_L2] = (bytes > lines ? bytes : lines) + (partial > 0 ? partial : 0);
	}
	{
		double bytes = in->dram_bytes / dev->dram_bytes_per_s;
		double lone = in->dram_lone_sectors / dev->dram_lone_sectors_per_s;

		out->alone[TR_DRAM] = (bytes > lone ? bytes : lone) +
				      in->dram_partial_sectors / dev->dram_partial_sectors_per_s;
	}
	out->alone[TR_BLOCKS] = busiest * dev->block_s;
	/* L2 takes one atomic at a time at a word: the busiest word's queue */
	out->alone[TR_ATOMIC] = fmax((double)in->word_atomics_int * dev->word_atomic_int_s,
				     (double)in->word_atomics_float * dev->word_atomic_float_s);
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
		double rounds = ceil(busiest / out->blocks_per_sm);
		double latency = in->dram_bytes > 0 ? dev->dram_latency_s : dev->l2_latency_s;
		double resident = busiest < out->blocks_per_sm ? busiest : out->blocks_per_sm;
		double waits = in->smem_rounds * dev->smem_latency_s +
			       in->cas_trips_shared * dev->smem_cas_trip_s +
			       in->cas_trips_global * dev->gmem_cas_trip_s;
		double own = in->barriers * barrier_round(in, dev, 0) + waits;
		double sm = in->barriers * barrier_round(in, dev, resident) + waits;
		double chain;

		if (!in->l1_resident)
			own += in->load_rounds * latency;
		chain = own > sm ? own : sm;
		out->alone[TR_LATENCY] = chain * rounds + block_turns(in, dev, rounds);
		out->alone[TR_LATENCY] += in->round_conflict_wavefronts * share /
					  (dev->smem_wavefronts_per_clk * clock);
	}
	out->alone[TR_FP32] = (double)in->fp32_lanes * share / (dev->fp32_per_clk * clock);
	out->alone[TR_ISSUE] = (double)in->warp_instructions * share /
			       (dev->issue_per_clk * clock);

	out->bound = TR_SHARED;
	for (r = 0; r < TR_COUNT; r++) {
		/* latency joins the memory's group below, at its own p */
		if (r == TR_L2 || r == TR_DRAM || r == TR_ATOMIC)
			memory += pow(out->alone[r], dev->overlap_p);
		else if (r != TR_LATENCY)
			sum += pow(out->alone[r], dev->overlap_p);
		if (out->alone[r] > most) {
			most = out->alone[r];
			out->bound = (enum time_resource)r;
		}
	}
	out->launch_s = dev->launch_s;
	if (out->launch_s > most)
		out->bound = TR_LAUNCH;
	{
		/* between the groups: as few warps a scheduler allow, and less
		 * where barriers split the kernel into phases */
		double resident = busiest < out->blocks_per_sm ? busiest : out->blocks_per_sm;
		double w = resident * in->warps_per_block / dev->schedulers_per_sm;
		double p = in->phases ? dev->barrier_overlap_p : dev->overlap_p;
		double pw = dev->overlap_p_per_warp[0] + dev->overlap_p_per_warp[1] * w;

		if (dev->overlap_p_per_warp[1] > 0 && pw < p)
			p = pw > 1 ? pw : 1;

		sum = pow(sum, 1 / dev->overlap_p);
		memory = pow(memory, 1 / dev->overlap_p);
		/* waits and bandwidth: a memory busier with bytes answers later */
		memory = pow(pow(memory, dev->latency_overlap_p) +
			     pow(out->alone[TR_LATENCY], dev->latency_overlap_p),
			     1 / dev->latency_overlap_p);
		out->seconds = out->launch_s + pow(pow(sum, p) + pow(memory, p), 1 / p);
	}
}

int time_kernel(struct time_estimate *out, struct time_inputs *in,
		const struct kernel_stats *st, const struct hw *hw, int registers)
{
	const struct time_device *dev = time_device_lookup(hw->arch);
	struct time_inputs scratch;

	if (!dev || st->error)
		return -1;
	if (!in)
		in = &scratch;
	time_inputs_from_stats(in, st, hw, dev, registers);
	time_predict(out, in, dev);
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
