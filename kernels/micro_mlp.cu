/*
 * micro_mlp.cu - how many loads of a warp a loop keeps in flight, by the
 * width of each load: column sums, thread x of the grid adding element x
 * of each of `rows` rows (row-major, `width` elements a row), as float,
 * float2 and float4.  The trip count is a parameter, so nvcc unrolls the
 * loop and ptxas schedules the unrolled loads; the sum is one chain of
 * FADDs.  One warp an SM (132 blocks of 32) leaves nothing but the loads'
 * round trips; 8 warps an SM (132 of 256) shows where bandwidth joins in.
 * rows * width * bytes is the footprint: 1024 rows of 4224 (and 512 of
 * float4) fit in L2 (timed launches back to back find them there); 4096
 * rows, and 1024 of 33792, do not.
 *
 * Prediction before the run (warpcheck at 4d87710): each pass's load waits
 * with 2.29 passes in flight (micro_stream's float4 loop), so one warp
 * an SM takes rows / 2.29 round trips: 4096 rows from DRAM, 1789 x 465 ns
 * = 832 us; 1024 rows in L2, 447 x 158 ns = 71 us, whatever the width.
 * validate/compare.py --time-only at 4d87710, in ms: f1, f2, f4 at 4096
 * rows 0.840, 0.842, 0.846; in L2 0.078, 0.078, 0.043; at 8 warps an SM
 * 0.214, 0.215, 0.218.
 * Expected instead, from the SASS of a float column sum (16 LDG issued
 * before the first FADD): 16 float loads in flight, fewer of the wider
 * ones (about 16 registers of loaded data, as micro_stream's float4 loop
 * keeps 3 LDG.128 issued).
 */
__global__ void micro_mlp_f1(float *out, const float *in, int rows, int width)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < rows; y++)
		s += in[y * width + x];
	out[x] = s;
}

__global__ void micro_mlp_f2(float *out, const float2 *in, int rows, int width)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < rows; y++) {
		float2 v = in[y * width + x];
		s += v.x + v.y;
	}
	out[x] = s;
}

__global__ void micro_mlp_f4(float *out, const float4 *in, int rows, int width)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < rows; y++) {
		float4 v = in[y * width + x];
		s += v.x + v.y + v.z + v.w;
	}
	out[x] = s;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in;
static float *g_out;

/* arg0: rows; the width is the grid's threads */
static void launch_f1(const struct variant *v)
{
	micro_mlp_f1<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->grid.x * v->block.x);
}

static void launch_f2(const struct variant *v)
{
	micro_mlp_f2<<<v->grid, v->block>>>(g_out, (const float2 *)g_in, v->arg0,
					    v->grid.x * v->block.x);
}

static void launch_f4(const struct variant *v)
{
	micro_mlp_f4<<<v->grid, v->block>>>(g_out, (const float4 *)g_in, v->arg0,
					    v->grid.x * v->block.x);
}

/* grid.x: blocks an SM (main multiplies by the SM count) */
static struct variant table[] = {
	/* one warp an SM: 4224 threads; DRAM: 69, 138, 277 MB */
	{ "micro_mlp_f1", "rows=4096;width=4224", dim3(1), dim3(32), 4096, 0, launch_f1, NULL },
	{ "micro_mlp_f2", "rows=4096;width=4224", dim3(1), dim3(32), 4096, 0, launch_f2, NULL },
	{ "micro_mlp_f4", "rows=4096;width=4224", dim3(1), dim3(32), 4096, 0, launch_f4, NULL },
	/* L2: 17, 35, 35 MB */
	{ "micro_mlp_f1", "rows=1024;width=4224", dim3(1), dim3(32), 1024, 0, launch_f1, NULL },
	{ "micro_mlp_f2", "rows=1024;width=4224", dim3(1), dim3(32), 1024, 0, launch_f2, NULL },
	{ "micro_mlp_f4", "rows=512;width=4224", dim3(1), dim3(32), 512, 0, launch_f4, NULL },
	/* 8 warps an SM: 33792 threads; DRAM: 138, 277, 553 MB */
	{ "micro_mlp_f1", "rows=1024;width=33792", dim3(1), dim3(256), 1024, 0, launch_f1, NULL },
	{ "micro_mlp_f2", "rows=1024;width=33792", dim3(1), dim3(256), 1024, 0, launch_f2, NULL },
	{ "micro_mlp_f4", "rows=1024;width=33792", dim3(1), dim3(256), 1024, 0, launch_f4, NULL },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, rc;
	size_t words = 0;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	for (int i = 0; i < count; i++) {
		size_t per = strstr(table[i].kernel, "f4") ? 4 : strstr(table[i].kernel, "f2") ? 2 : 1;
		size_t w;

		table[i].grid = dim3(table[i].grid.x * sms);
		w = (size_t)table[i].arg0 * table[i].grid.x * table[i].block.x * per;
		if (w > words)
			words = w;
	}
	g_in = (float *)bench_alloc(words * sizeof(float));
	g_out = (float *)bench_alloc((size_t)sms * 256 * sizeof(float));
	bench_fill_float(g_in, words, 31);
	bench_poison(g_out, (size_t)sms * 256 * sizeof(float));
	rc = bench_main(argc, argv, "micro_mlp", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
