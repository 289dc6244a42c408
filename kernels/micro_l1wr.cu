/*
 * micro_l1wr.cu - a row a lane, as row-per-thread kernels walk their rows
 * (a rolling window down each asset's days, a layer norm a row a thread):
 * each store and each load of a warp falls in 32 lines, at 1 to 32 warps
 * an SM.  What does a store of 32 lines cost one warp, and what does it
 * cost the SM, when few warps share it?
 *
 * The question (validate/results/h200-2026-12-01-heldout5): the held-out
 * rolling_walk (1 and 2 warps an SM, 2 loads and 2 stores of 32 lines a
 * day) ran 0.51 and 0.65 of its measured time in the model, and
 * layernorm_rows (2 to 32 warps an SM, 3 loads and 1 store of 32 lines
 * an element) 0.71 to 0.93.  micro_l1st measured 32-line stores at 32
 * warps an SM only, where L2's part-written sectors bound them.
 *
 * Layout: lane l of global thread r walks row r of `stride` floats,
 * elements 0 .. len-1, from DRAM (every row read or written once a
 * launch; at 1 warp an SM the rows hold 35 MB, more than L2 keeps once
 * out is written too).  stride 2048 puts every lane's word in one bank;
 * 2049 spreads the 32 lines over the 32 banks.  One block an SM of
 * `warps` warps (grid = 132); len = 2048 = the row.
 *
 *   wr_rows: out row[t] = t / 2              1 store a pass
 *   rw_rows: out row[t] = in row[t] * 2 + 1  1 load, 1 store
 *   rd_rows: sum of in row[t]                1 load (micro_l1's rows)
 *
 * Predicted before the run, in us (warpcheck lint --time at the commit
 * that adds this file), and by hand with hypothesis H, from rolling_walk
 * at 1 warp an SM (331 cycles a day for 2 loads of 32 wavefronts, 67
 * cycles each as micro_l1 measured, and 2 stores): a store of 32 lines
 * holds its warp about 120 cycles (4 a line), and costs the SM's L1
 * about 54 (rolling_walk at 2 warps an SM: 482 cycles a day for both);
 * at 1.98 GHz.  H adds to the model the store's 120 cycles on its own
 * warp's path (so 1 warp an SM: 2,048 x 120 cycles = 124 us, plus the
 * loads' 67 cycles a pass at stride 2048); where the model's L2 term
 * (part-written sectors, 85 G a second) is larger, H is the model's.
 *
 *   kernel  stride  warps an SM  warpcheck (us, bound)   H
 *   wr_rows 2048    1             156.0 l2                 156
 *   wr_rows 2048    2             305.7 l2                 306
 *   wr_rows 2048    4             548.4 l2                 548
 *   wr_rows 2048    8             979.7 l2                 980
 *   wr_rows 2048    32           3736.0 l2                3736
 *   wr_rows 2049    1..32        as 2048                  as 2048
 *   rw_rows 2048    1             195.7 l2                 200 (path 193)
 *   rw_rows 2048    2             378.7 l2                 379
 *   rw_rows 2048    4             661.5 l2                 662
 *   rw_rows 2048    8            1111.9 l2                1112
 *   rw_rows 2048    32           3863.5 l2                3864
 *   rw_rows 2049    1             160.5 l2                 160
 *   rw_rows 2049    2             314.6 l2                 315
 *   rw_rows 2049    4             564.5 l2                 565
 *   rw_rows 2049    8            1008.5 l2                1009
 *   rw_rows 2049    32           3846.0 l2                3846
 *   rd_rows 2048    1              80.0 l1                  80
 *   rd_rows 2048    2              93.8 l1                  94
 *   rd_rows 2048    4             158.5 l1                 159
 *   rd_rows 2048    8             281.3 l1                 281
 *   rd_rows 2048    32           1065.6 l1                1066
 *   rd_rows 2049    1              19.0 l1                  19
 *   rd_rows 2049    2              41.1 dram                41
 *   rd_rows 2049    4              65.7 dram                66
 *   rd_rows 2049    8             103.7 dram               104
 *   rd_rows 2049    32            312.3 dram               312
 *
 * So what this run asks is mostly whether the rows' stores are bound by
 * L2's part-written sectors at all, as the model says: each 4-byte
 * store leaves its sector part-written, and the same sector is written
 * again by the next 7 passes before it leaves L2.
 */
__global__ void wr_rows(float *__restrict__ out, int stride, int len)
{
	size_t r = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
	float *o = out + r * stride;

	for (int t = 0; t < len; t++)
		o[t] = (float)t * 0.5f;
}

__global__ void rw_rows(float *__restrict__ out, const float *__restrict__ in, int stride,
			int len)
{
	size_t r = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
	const float *x = in + r * stride;
	float *o = out + r * stride;

	for (int t = 0; t < len; t++)
		o[t] = x[t] * 2.0f + 1.0f;
}

__global__ void rd_rows(float *__restrict__ out, const float *__restrict__ in, int stride,
			int len)
{
	size_t r = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
	const float *x = in + r * stride;
	float acc = 0.0f;

	for (int t = 0; t < len; t++)
		acc += x[t];
	out[r] = acc;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define MAX_WARPS 32
#define MAX_STRIDE 2049

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "wr_rows"))
		wr_rows<<<v->grid, v->block>>>(g_out, v->arg0, v->arg1);
	else if (!strcmp(v->kernel, "rw_rows"))
		rw_rows<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
	else
		rd_rows<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

#define V(kern, params, warps, stride, len) \
	{ kern, params, dim3(1), dim3(32 * (warps)), stride, len, launch, NULL }
#define SET(kern, stride, s)                                                   \
	V(kern, "stride=" s ";len=2048", 1, stride, 2048),                     \
	V(kern, "stride=" s ";len=2048", 2, stride, 2048),                     \
	V(kern, "stride=" s ";len=2048", 4, stride, 2048),                     \
	V(kern, "stride=" s ";len=2048", 8, stride, 2048),                     \
	V(kern, "stride=" s ";len=2048", 32, stride, 2048)

static struct variant table[] = {
	SET("wr_rows", 2048, "2048"), SET("wr_rows", 2049, "2049"),
	SET("rw_rows", 2048, "2048"), SET("rw_rows", 2049, "2049"),
	SET("rd_rows", 2048, "2048"), SET("rd_rows", 2049, "2049"),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, rc;
	size_t words;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	for (int i = 0; i < count; i++)
		table[i].grid = dim3(table[i].grid.x * sms);
	words = (size_t)sms * MAX_WARPS * 32 * MAX_STRIDE;
	g_in = (float *)bench_alloc(words * sizeof(float));
	g_out = (float *)bench_alloc(words * sizeof(float));
	bench_fill_float(g_in, words, 5);
	BENCH_CHECK(cudaMemset(g_out, 0, words * sizeof(float)));
	rc = bench_main(argc, argv, "micro_l1wr", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
