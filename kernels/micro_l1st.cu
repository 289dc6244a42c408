/*
 * micro_l1st.cu - global stores whose lanes fall in 1, 8 or 32 lines, at
 * 32 warps an SM, the lines in L2: what a store request costs L1.
 *
 * The question (validate/results/h200-2026-12-01-heldout3, llm_ops.cu's
 * layernorm_rows: a row a thread, so that each load and each store of a
 * warp falls in 32 lines; 0.71-0.85 of the measured time at 8 to 32 warps
 * an SM, bound by L1 in the model): the model charges a store's lines as
 * L1 data wavefronts, one a cycle, like a load's words.  Is a store of 32
 * lines 32 cycles of L1, or more?
 *
 * Every variant: 4 blocks of 256 threads an SM (32 warps an SM, 4,224
 * warps), `reps` = 256 stores a thread to q[r % stride], lane l's q at
 * word l * stride of its warp's own 32 * stride words (at most 4 KB a
 * warp, 17 MB in all: L2 holds it, and the same lines are written again
 * each pass).  stride 1: a request's lanes in 1 line; 8: 8 lines, 4
 * banks; 32: 32 lines, 1 bank; 33: 32 lines, 32 banks.  st_ld33 loads
 * the same lines as st33 stores (the load's 32 lines, 32 banks).
 *
 * Predicted before the run (warpcheck lint --time at the commit that adds
 * this file; by hand, the hypothesis H: a store line costs L1 2 cycles,
 * not 1; 8,192 requests an SM):
 *
 *   variant              warpcheck (bound)   H
 *   st_lines stride=1     22.3 us (issue)     22 (1 line a request)
 *   st_lines stride=8      473 us (L2)        473 (L2's part-written
 *                                             sectors, 32 a request)
 *   st_lines stride=32     473 us (L2)        473; L1 264 us alone
 *   st_lines stride=33     473 us (L2)        473; L1 264 us alone
 *   ld_lines stride=33     220 us (L2)        L1 132 us (a hit a line)
 *   ld_lines stride=32     222 us (L2)        L1 132 us x 32 banks?
 *
 * warpcheck charges each store's 32 part-written sectors at L2's rate
 * for them (85 G a second, micro_scatter, sectors written once); here the
 * same sectors are written again and again, in L2 all along.
 */
__global__ void st_lines(float *p, int stride, int reps)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
	float *q = p + (size_t)w * 32 * stride + lane * stride;

	for (int r = 0; r < reps; r++)
		q[r % stride] = (float)r;
}

__global__ void ld_lines(float *p, float *out, int stride, int reps)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
	const float *q = p + (size_t)w * 32 * stride + lane * stride;
	float acc = 0.0f;

	for (int r = 0; r < reps; r++)
		acc += q[r % stride];
	out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS_PER_SM 4
#define THREADS 256
#define MAX_STRIDE 33

static float *g_p, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "st_lines"))
		st_lines<<<v->grid, v->block>>>(g_p, v->arg0, v->arg1);
	else
		ld_lines<<<v->grid, v->block>>>(g_p, g_out, v->arg0, v->arg1);
}

#define V(kern, params, stride) \
	{ kern, params, dim3(BLOCKS_PER_SM), dim3(THREADS), stride, 256, launch, NULL }

static struct variant table[] = {
	V("st_lines", "stride=1;reps=256", 1),
	V("st_lines", "stride=8;reps=256", 8),
	V("st_lines", "stride=32;reps=256", 32),
	V("st_lines", "stride=33;reps=256", 33),
	V("ld_lines", "stride=33;reps=256", 33),
	V("ld_lines", "stride=32;reps=256", 32),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, rc;
	size_t words;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	for (int i = 0; i < count; i++)
		table[i].grid = dim3(table[i].grid.x * sms);
	words = (size_t)BLOCKS_PER_SM * sms * THREADS * MAX_STRIDE;
	g_p = (float *)bench_alloc(words * sizeof(float));
	g_out = (float *)bench_alloc((size_t)BLOCKS_PER_SM * sms * THREADS * sizeof(float));
	bench_fill_float(g_p, words, 3);
	rc = bench_main(argc, argv, "micro_l1st", table, count);
	cudaFree(g_p);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
