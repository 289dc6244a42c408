/*
 * micro_gatomic.cu - global atomics that meet at one word: how many a
 * second L2 takes at one word, at one line, and spread over many lines.
 *
 * The question (validate/results/h200-2026-12-01-heldout3, sim_ops.cu's
 * dot_blocksum: one atomicAdd(result, sum) a block; 65,536 blocks of 256
 * ran 0.123 ms, 32,768 blocks of 512 the same elements 0.096 ms, and
 * warpcheck predicted 0.087 and 0.096): the time model charges a global
 * atomic as a request and its sectors, like a load, and nothing for the
 * atomics queued at one word.  How long does the L2 take for each atomic
 * at one word, does the rate grow with the words or lines they spread
 * over, and does it differ between RED (result unused), ATOM (result
 * used) and int against float?
 *
 * Every loop variant: 8 blocks of 256 threads an SM (64 warps an SM,
 * 8,448 warps on 132 SMs); lane 0 of each warp (or every lane: *_lanes)
 * runs reps atomics on the word of line w % k, w the warp's number in
 * the grid, the lines 128 bytes apart.  ga_block_red is the reduction's
 * last step: thread 0 of each block adds once into g[0].
 *
 * Predicted before the run, by hand (hypothesis H: one word takes one
 * atomic at a time, about 1 ns each, whatever the form; different lines
 * run in parallel on different L2 slices, so time goes as the most ops at
 * one word; a warp's 32 lanes at one word are 32 ops):
 *
 *   variant                    ops at the busiest word   H
 *   ga_warp_red k=1 reps=64     540,672                  ~540 us
 *   ga_warp_red k=8             67,584                   ~68 us
 *   ga_warp_red k=64            8,448                    ~10 us (issue)
 *   ga_warp_red k=1024          528                      ~6 us (launch)
 *   ga_warp_atom k=1            540,672                  ~540 us
 *   ga_warp_int k=1             540,672                  ~540 us
 *   ga_lanes_same k=1 reps=8    2,162,688                ~2.2 ms
 *   ga_lanes_line k=1 reps=8    67,584 at each of 32     ~68 us
 *   ga_block_red 67,584 blocks  67,584                   ~68 us
 *   ga_block_red 33,792 of 256  33,792                   ~34 us
 *   ga_block_red 16,896 of 512  16,896                   ~17 us (blocks)
 *   ga_block_red 8,448 of 1024  8,448                    ~11 us (launch)
 *
 * warpcheck at the commit that adds this file (lint --time) charges a
 * global atomic its request and sectors in L1, and nothing in L2 nor for
 * the ops queued at one word: every loop variant 7.0-8.6 us (the launch
 * and a few us of L1), ga_block_red 45.5, 26, 16.2 and 11.3 us (block
 * starts) at 128, 256, 512 and 1024 threads.
 */

/* lane 0 of each warp: reps float adds, result unused (RED) */
__global__ void ga_warp_red(float *g, int k, int reps)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	float *p = g + (w % k) * 32;

	if (threadIdx.x % 32 == 0)
		for (int r = 0; r < reps; r++)
			atomicAdd(p, 1.0f);
}

/* the same with the old value used (ATOM) */
__global__ void ga_warp_atom(float *g, float *out, int k, int reps)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	float *p = g + (w % k) * 32;
	float seen = 0.0f;

	if (threadIdx.x % 32 == 0) {
		for (int r = 0; r < reps; r++)
			seen += atomicAdd(p, 1.0f);
		out[w] = seen;
	}
}

/* int adds, result unused */
__global__ void ga_warp_int(int *g, int k, int reps)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	int *p = g + (w % k) * 32;

	if (threadIdx.x % 32 == 0)
		for (int r = 0; r < reps; r++)
			atomicAdd(p, 1);
}

/* every lane of the warp at the same word */
__global__ void ga_lanes_same(float *g, int k, int reps)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	float *p = g + (w % k) * 32;

	for (int r = 0; r < reps; r++)
		atomicAdd(p, 1.0f);
}

/* every lane its own word of one line */
__global__ void ga_lanes_line(float *g, int k, int reps)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	float *p = g + (w % k) * 32 + threadIdx.x % 32;

	for (int r = 0; r < reps; r++)
		atomicAdd(p, 1.0f);
}

/* thread 0 of each block, once, into one word */
__global__ void ga_block_red(float *g, float a)
{
	if (threadIdx.x == 0)
		atomicAdd(g, a);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS_PER_SM 8
#define THREADS 256
#define LINES 1024

static float *g_f, *g_out;

static void launch(const struct variant *v)
{
	int k = v->arg0, reps = v->arg1;

	if (!strcmp(v->kernel, "ga_warp_red"))
		ga_warp_red<<<v->grid, v->block>>>(g_f, k, reps);
	else if (!strcmp(v->kernel, "ga_warp_atom"))
		ga_warp_atom<<<v->grid, v->block>>>(g_f, g_out, k, reps);
	else if (!strcmp(v->kernel, "ga_warp_int"))
		ga_warp_int<<<v->grid, v->block>>>((int *)g_f, k, reps);
	else if (!strcmp(v->kernel, "ga_lanes_same"))
		ga_lanes_same<<<v->grid, v->block>>>(g_f, k, reps);
	else if (!strcmp(v->kernel, "ga_lanes_line"))
		ga_lanes_line<<<v->grid, v->block>>>(g_f, k, reps);
	else
		ga_block_red<<<v->grid, v->block>>>(g_f, 1.0f);
}

#define V(kern, params, k, reps) \
	{ kern, params, dim3(BLOCKS_PER_SM), dim3(THREADS), k, reps, launch, NULL }
#define B(blocks_per_sm, threads) \
	{ "ga_block_red", "", dim3(blocks_per_sm), dim3(threads), 0, 0, launch, NULL }

static struct variant table[] = {
	V("ga_warp_red", "k=1;reps=64", 1, 64),
	V("ga_warp_red", "k=2;reps=64", 2, 64),
	V("ga_warp_red", "k=8;reps=64", 8, 64),
	V("ga_warp_red", "k=64;reps=64", 64, 64),
	V("ga_warp_red", "k=1024;reps=64", 1024, 64),
	V("ga_warp_red", "k=1;reps=16", 1, 16),
	V("ga_warp_atom", "k=1;reps=64", 1, 64),
	V("ga_warp_atom", "k=8;reps=64", 8, 64),
	V("ga_warp_atom", "k=1024;reps=64", 1024, 64),
	V("ga_warp_int", "k=1;reps=64", 1, 64),
	V("ga_warp_int", "k=8;reps=64", 8, 64),
	V("ga_lanes_same", "k=1;reps=8", 1, 8),
	V("ga_lanes_same", "k=64;reps=8", 64, 8),
	V("ga_lanes_line", "k=1;reps=8", 1, 8),
	V("ga_lanes_line", "k=64;reps=8", 64, 8),
	B(512, 128), B(256, 256), B(128, 512), B(64, 1024),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	for (int i = 0; i < count; i++)
		table[i].grid = dim3(table[i].grid.x * sms);
	g_f = (float *)bench_alloc((size_t)LINES * 32 * sizeof(float));
	g_out = (float *)bench_alloc((size_t)BLOCKS_PER_SM * sms * THREADS / 32 * sizeof(float));
	BENCH_CHECK(cudaMemset(g_f, 0, (size_t)LINES * 32 * sizeof(float)));
	rc = bench_main(argc, argv, "micro_gatomic", table, count);
	cudaFree(g_f);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
