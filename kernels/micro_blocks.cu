/*
 * micro_blocks.cu - elementwise kernels, one float a thread, at block
 * sizes 64 to 1024: what the same bytes cost in large blocks.
 *
 * Each thread loads one float, runs a chain of k dependent operations on
 * it and stores it: k FMAs (micro_blk_fma) or k tanhf (micro_blk_sfu),
 * k = 0, 8, 32, 128.  n = 8388608 floats: 32 MB read and 32 MB written,
 * 64 MB, more than L2 keeps between launches; the grid is n / block
 * (no thread idle), 8192 blocks of 1024 to 131072 of 64.
 *
 * What could make large blocks slower, and which variants tell them apart:
 *
 *  - a block's slot frees only when its last warp ends: with 2 blocks of
 *    1024 an SM, the warps of a block that finished early wait for the
 *    slowest one, and the SM runs below its warps until the next block
 *    starts.  The cost grows with the spread of the warps' finish times
 *    and with the work between the load and the store (k), and falls with
 *    the blocks resident (micro_blk_skew makes the spread: only the
 *    block's first warp runs the chain);
 *  - few blocks resident: micro_blk_smem holds 4 blocks an SM with 48 KB
 *    of shared memory, at 4, 8 and 16 warps a block, so that blocks and
 *    warps an SM move one at a time (512 threads: 4 blocks of 16 warps
 *    either way, the control);
 *  - block turnover at all: micro_blk_gs is the same work in a grid-stride
 *    loop over blocks that all fit at once (one wave, no block ever
 *    waits for a slot), at 1 to 32 blocks an SM;
 *  - wave quantization: every grid here is 31 waves or more (8192 blocks
 *    of 1024 at 2 an SM on 132 SMs: 31.03), a last wave of at most 3%.
 *
 * The data stays between 1 and 2 all along: x = fmaf(x, 0.75f, 0.5f) has
 * its fixed point at 2, and x = tanhf(x) + 1.0f stays in (1.76, 2) after
 * the first step.
 *
 * Predicted before the run, in microseconds.  warpcheck (lint --time, the
 * model of main at e5bdb50, no --ptxas; compare.py --time-only gives the
 * same) sees the same 64 MB at every block size: DRAM 16.9 alone, latency
 * 31 rounds of 465 ns (14.4), launch 6.4; block starts 76.5 ns each, 993
 * an SM at 64 threads; tanhf counts nothing but its add:
 *
 *   n=8388608             64    128    256    512   1024   threads a block
 *   fma k=0, 8, 32      82.3   44.5   27.2   24.5   24.4   (k=32: 24.8 at
 *                                                           512, 1024)
 *   fma k=128           82.9   53.8   51.5   51.7   52.0   (issue)
 *   sfu k=0..128        as fma at the same k
 *   n=2097152 (L2) k=0  25.4   15.9   11.2    8.9    8.1
 *   smem k=0, 32           -   68.5   36.2   24.5      -   (k=32 at 512:
 *                                                           25.1)
 *   gs k=0, 32: 24.2 (k=32: 24.6) at 32x64, 8x256, 2x1024 blocks an SM;
 *     35.4 at 4x256 and 1x1024 (32 warps an SM: latency)
 *   skew k=128             -      -   27.2   24.5   24.4
 *
 * Hypothesis, by hand.  With one float a thread an SM holds at most 2048
 * x 4 = 8 KB of loads at once; DRAM at 3.97 TB/s needs 30 GB/s an SM, so
 * an SM must turn its 2048 threads over every 8 KB / 30 GB/s = 270 ns of
 * loads, 540 ns for load and store: about the DRAM latency (465 ns).  So
 * these kernels sit on the edge between bandwidth and latency, and every
 * nanosecond a slot stands empty shows: a round costs the latency plus
 * the chain (k x 4 cycles of dependent FMAs, 2 ns each; a tanhf about 35
 * ns: ex2, rcp and some 16 more instructions, both of its paths computed
 * and one selected) plus the time the block's early warps wait for its
 * last.  Then:
 *   fma k=0:    64 and 128 as warpcheck (block starts); 256 about 25,
 *               1024 about 28 (the waiting grows with warps a block)
 *   fma k=8:    +0.5 over k=0;  k=32: +2 (31 rounds x 65 ns)
 *   fma k=128:  rounds alone 31 x (465 + 260) = 22 us, issue 38-45 us:
 *               50 at 256, 55-60 at 1024 (with 2 blocks an SM the load
 *               phase of one and the FMA phase of the other overlap less)
 *   sfu:        issue ~18 instructions a step, MUFU 2 a step at 16 a
 *               cycle an SM: k=8 ~45 us, k=32 ~170, k=128 ~650 at every
 *               block size but 64 (warpcheck: 24-52, far under: tanhf is
 *               not counted; not this file's question)
 *   L2 (n=2097152): 256-1024 about the launch + 3 us, flat
 *   smem:       128 (16 warps) and 256 (32 warps) latency-bound as
 *               warpcheck says; 512 as fma 512
 *   gs:         2x1024 as fast as 8x256 (no block ever waits for a slot:
 *               if the large-block cost is slot turnover, it goes away
 *               here), both ~24; 4x256 and 1x1024 ~35
 *   skew:       the block is held by its one slow warp for 260 ns a
 *               round: +8 us over fma k=0 at every block size if the slot
 *               waits; as fma k=0 if warps free their slots one by one
 */

/* Load, k dependent FMAs, store. */
__global__ void micro_blk_fma(float *out, const float *in, int n, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float x = in[i];

		for (int j = 0; j < k; j++)
			x = fmaf(x, 0.75f, 0.5f);
		out[i] = x;
	}
}

/* Load, k dependent tanhf, store. */
__global__ void micro_blk_sfu(float *out, const float *in, int n, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float x = in[i];

		for (int j = 0; j < k; j++)
			x = tanhf(x) + 1.0f;
		out[i] = x;
	}
}

/*
 * micro_blk_fma in a grid-stride loop kept rolled (one load, chain and
 * store a pass, as one element a thread does), launched with as many
 * blocks as fit at once: no block starts after the first.
 */
__global__ void micro_blk_gs(float *out, const float *in, int n, int k)
{
	int stride = gridDim.x * blockDim.x;

#pragma unroll 1
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
		float x = in[i];

		for (int j = 0; j < k; j++)
			x = fmaf(x, 0.75f, 0.5f);
		out[i] = x;
	}
}

/*
 * micro_blk_fma with 48 KB of shared memory a block: 4 blocks an SM
 * (228 KB, 1 KB reserved a block) whatever the block size up to 512.
 * Its store and load never run (k is never negative) but nvcc cannot
 * know, so the array is kept (ptxas -v: 49152 bytes smem); warpcheck,
 * given k, counts no shared access, as the GPU runs none.
 */
__global__ void micro_blk_smem(float *out, const float *in, int n, int k)
{
	__shared__ float pad[12288];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float x = in[i];

		for (int j = 0; j < k; j++)
			x = fmaf(x, 0.75f, 0.5f);
		if (k < 0) {
			pad[threadIdx.x] = x;
			x = pad[threadIdx.x ^ 1];
		}
		out[i] = x;
	}
}

/* Only the block's first warp runs the chain: the others finish at once
 * and hold their slots until it ends. */
__global__ void micro_blk_skew(float *out, const float *in, int n, int k)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float x = in[i];
		int steps = threadIdx.x < 32 ? k : 0;

		for (int j = 0; j < steps; j++)
			x = fmaf(x, 0.75f, 0.5f);
		out[i] = x;
	}
}

/*
 * Run 2: the rule fitted on run 1 (timing.c, block_turns: 220 ns a slot
 * turned over and 12 ns a warp of the block) against shapes it was not
 * fitted on: two loads a thread (out = a + b), the same in a grid-stride
 * loop of blocks that all fit at once, 8 bytes a thread, blocks of 768
 * (2 an SM, 48 warps), twice the bytes (63 turns of a slot) and half
 * (32 MB, at the edge of what L2 keeps).  Predicted before the run,
 * warpcheck lint --time at 0c9f8e6 (the rule), in microseconds:
 *
 *   add2 n=8388608        256: 46.5   512: 49.2   1024: 55.0  (latency)
 *   add2_gs               8x256: 37.1   2x1024: 37.1 (no turn: as fast)
 *   copy2 n=4194304       256: 23.7   1024: 25.1  (DRAM)
 *   fma k=0 n=8386560     768: 46.8 (42 rounds of 2 blocks: latency)
 *   fma k=0 n=16777216    256: 57.7   1024: 73.3
 *   fma k=0 n=4194304     256: 16.2   1024: 18.0  (in L2 by the model)
 *
 * By hand: the two loads of add2 leave together (the model waits for
 * them one after the other), so add2 may come in under these; the 768
 * case is the rule's own extrapolation in warps an SM (48, not 64).
 */
__global__ void micro_blk_add2(float *out, const float *a, const float *b, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = a[i] + b[i];
}

__global__ void micro_blk_add2_gs(float *out, const float *a, const float *b, int n)
{
	int stride = gridDim.x * blockDim.x;

#pragma unroll 1
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
		out[i] = a[i] + b[i];
}

/* Eight bytes a thread: a float2 copied. */
__global__ void micro_blk_copy2(float2 *out, const float2 *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

/* The largest n of the table: 64 MB a buffer. */
#define NMAX 16777216

static float *g_in, *g_in2, *g_out;

static void launch_fma(const struct variant *v)
{
	micro_blk_fma<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_sfu(const struct variant *v)
{
	micro_blk_sfu<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_gs(const struct variant *v)
{
	micro_blk_gs<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_smem(const struct variant *v)
{
	micro_blk_smem<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_skew(const struct variant *v)
{
	micro_blk_skew<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_add2(const struct variant *v)
{
	micro_blk_add2<<<v->grid, v->block>>>(g_out, g_in, g_in2, v->arg0);
}

static void launch_add2_gs(const struct variant *v)
{
	micro_blk_add2_gs<<<v->grid, v->block>>>(g_out, g_in, g_in2, v->arg0);
}

static void launch_copy2(const struct variant *v)
{
	micro_blk_copy2<<<v->grid, v->block>>>((float2 *)g_out,
					       (const float2 *)g_in, v->arg0);
}

/* The copy must be exact: k = 0 stores what it loaded. */
static int check_copy(const struct variant *v)
{
	size_t bytes = (size_t)v->arg0 * sizeof(float);
	float *a = (float *)malloc(bytes), *b = (float *)malloc(bytes);
	int bad = !a || !b;

	if (!bad) {
		BENCH_CHECK(cudaMemcpy(a, g_in, bytes, cudaMemcpyDeviceToHost));
		BENCH_CHECK(cudaMemcpy(b, g_out, bytes, cudaMemcpyDeviceToHost));
		bad = memcmp(a, b, bytes) != 0;
	}
	free(a);
	free(b);
	return bad;
}

/*
 * Grid n / block (z = 0: the count as it stands); grid (x, 1, 1): x
 * blocks an SM, times the SM count in main().
 */
#define ONE(name, fn, nn, kk, t) { name, "n=" #nn ";k=" #kk, \
				   dim3((nn) / (t), 1, 0), dim3(t), nn, kk, fn, \
				   (kk) ? NULL : check_copy }
#define FMA(kk, t)  ONE("micro_blk_fma", launch_fma, 8388608, kk, t)
#define SFU(kk, t)  ONE("micro_blk_sfu", launch_sfu, 8388608, kk, t)
#define SMEM(kk, t) ONE("micro_blk_smem", launch_smem, 8388608, kk, t)
#define SKEW(kk, t) ONE("micro_blk_skew", launch_skew, 8388608, kk, t)
#define ADD2(t) { "micro_blk_add2", "n=8388608", dim3(8388608 / (t), 1, 0), \
		  dim3(t), 8388608, 0, launch_add2, NULL }
#define COPY2(t) { "micro_blk_copy2", "n=4194304", dim3(4194304 / (t), 1, 0), \
		   dim3(t), 4194304, 0, launch_copy2, NULL }
#define GS(kk, b, t) { "micro_blk_gs", "n=8388608;k=" #kk, dim3(b), dim3(t), \
		       8388608, kk, launch_gs, (kk) ? NULL : check_copy }

static struct variant table[] = {
	FMA(0, 64), FMA(0, 128), FMA(0, 256), FMA(0, 512), FMA(0, 1024),
	FMA(8, 64), FMA(8, 128), FMA(8, 256), FMA(8, 512), FMA(8, 1024),
	FMA(32, 64), FMA(32, 128), FMA(32, 256), FMA(32, 512), FMA(32, 1024),
	FMA(128, 64), FMA(128, 128), FMA(128, 256), FMA(128, 512),
	FMA(128, 1024),
	SFU(8, 64), SFU(8, 128), SFU(8, 256), SFU(8, 512), SFU(8, 1024),
	SFU(32, 64), SFU(32, 128), SFU(32, 256), SFU(32, 512), SFU(32, 1024),
	SFU(128, 64), SFU(128, 128), SFU(128, 256), SFU(128, 512),
	SFU(128, 1024),
	/* 8 MB each way: in L2 between launches */
	ONE("micro_blk_fma", launch_fma, 2097152, 0, 64),
	ONE("micro_blk_fma", launch_fma, 2097152, 0, 128),
	ONE("micro_blk_fma", launch_fma, 2097152, 0, 256),
	ONE("micro_blk_fma", launch_fma, 2097152, 0, 512),
	ONE("micro_blk_fma", launch_fma, 2097152, 0, 1024),
	/* 4 blocks an SM: 4, 8, 16 warps a block */
	SMEM(0, 128), SMEM(0, 256), SMEM(0, 512),
	SMEM(32, 128), SMEM(32, 256), SMEM(32, 512),
	/* one wave, grid-stride: blocks an SM x threads */
	GS(0, 32, 64), GS(0, 8, 256), GS(0, 4, 256), GS(0, 2, 1024),
	GS(0, 1, 1024), GS(32, 8, 256), GS(32, 2, 1024),
	SKEW(128, 256), SKEW(128, 512), SKEW(128, 1024),
	/* run 2 */
	ADD2(256), ADD2(512), ADD2(1024),
	{ "micro_blk_add2_gs", "n=8388608", dim3(8), dim3(256), 8388608, 0,
	  launch_add2_gs, NULL },
	{ "micro_blk_add2_gs", "n=8388608", dim3(2), dim3(1024), 8388608, 0,
	  launch_add2_gs, NULL },
	COPY2(256), COPY2(1024),
	ONE("micro_blk_fma", launch_fma, 8386560, 0, 768),
	ONE("micro_blk_fma", launch_fma, 16777216, 0, 256),
	ONE("micro_blk_fma", launch_fma, 16777216, 0, 1024),
	ONE("micro_blk_fma", launch_fma, 4194304, 0, 256),
	ONE("micro_blk_fma", launch_fma, 4194304, 0, 1024),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount,
					   0));
	for (int i = 0; i < count; i++) {
		if (table[i].grid.z == 0)
			table[i].grid = dim3(table[i].grid.x);
		else
			table[i].grid = dim3(table[i].grid.x * sms);
	}
	g_in = (float *)bench_alloc((size_t)NMAX * sizeof(float));
	g_in2 = (float *)bench_alloc((size_t)NMAX * sizeof(float));
	g_out = (float *)bench_alloc((size_t)NMAX * sizeof(float));
	bench_fill_float(g_in, NMAX, 11);
	bench_fill_float(g_in2, NMAX, 12);
	bench_poison(g_out, (size_t)NMAX * sizeof(float));

	rc = bench_main(argc, argv, "micro_blocks", table, count);
	cudaFree(g_in);
	cudaFree(g_in2);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
