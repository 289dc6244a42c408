/*
 * loop_counters.cu - how many loads a warp has in flight along a loop of
 * run-time trips, by the type of its counter.  nvcc unrolls such a loop
 * by 4; ptxas unrolls it 4 times again where the counter is a signed int
 * with no unsigned 32-bit arithmetic on it (tests/ptxas/loops.cu: 16 + 8
 * + 4 + 1 LDG), and not otherwise (4 + 1).  A warp issues in order, so
 * the next unrolled body's loads wait behind this body's first use: the
 * loads in flight are at most the passes unrolled.
 *
 * Each kernel: one warp an SM (132 blocks of 32), each lane summing a
 * column of a row-major [h, w] matrix, w = 4224 (132 * 32 columns), h =
 * 1024 rows: 17.3 MB, held in L2 across the timed runs.  Latency-bound:
 * h round trips to L2 over the loads in flight.
 *
 *   lc_int       int counter, y * w + x             16 passes unrolled
 *   lc_long      long counter                       4
 *   lc_unsigned  unsigned counter and index         4
 *   lc_const     int counter, y * 4224 + x          4 (ptxas leaves it:
 *                a form the rule gets wrong, predicted 16)
 *
 * Counts by hand, each kernel: 132 warps of 1024 LDG of 4 sectors (32
 * consecutive floats from a 128-byte boundary: w * 4 = 16896 bytes a
 * row, a multiple of 128), 135168 requests, 540672 sectors; 1 STG of 4
 * sectors a warp, 132 and 528.
 *
 * Times predicted before the run (warpcheck lint --time at the commit
 * that adds this file, --no-sass): lc_int 25.6 us (1024 / 10.7 = 95.7
 * round trips of 158 ns, and the launch), lc_long and lc_unsigned 51.0 us
 * (1024 / 4 = 256), lc_const 25.6 us (its SASS has 4 + 1 LDG: the
 * model's rule is wrong for it, and this says by how much).
 */
__global__ void lc_int(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

__global__ void lc_long(const float *in, float *out, long w, long h)
{
	long x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (long y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

__global__ void lc_unsigned(const float *in, float *out, unsigned w, unsigned h)
{
	unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (unsigned y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

__global__ void lc_const(const float *in, float *out, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * 4224 + x];
	out[x] = s;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define W 4224
#define H 1024

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "lc_int"))
		lc_int<<<v->grid, v->block>>>(g_in, g_out, W, H);
	else if (!strcmp(v->kernel, "lc_long"))
		lc_long<<<v->grid, v->block>>>(g_in, g_out, W, H);
	else if (!strcmp(v->kernel, "lc_unsigned"))
		lc_unsigned<<<v->grid, v->block>>>(g_in, g_out, W, H);
	else if (!strcmp(v->kernel, "lc_const"))
		lc_const<<<v->grid, v->block>>>(g_in, g_out, H);
	else {
		fprintf(stderr, "loop_counters: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "lc_int", "w=4224;h=1024", dim3(132), dim3(32), 0, 0, launch, NULL },
	{ "lc_long", "w=4224;h=1024", dim3(132), dim3(32), 0, 0, launch, NULL },
	{ "lc_unsigned", "w=4224;h=1024", dim3(132), dim3(32), 0, 0, launch, NULL },
	{ "lc_const", "h=1024", dim3(132), dim3(32), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	g_in = (float *)bench_alloc((size_t)W * H * sizeof(float));
	bench_fill_float(g_in, (size_t)W * H, 1);
	g_out = (float *)bench_alloc(W * sizeof(float));
	return bench_main(argc, argv, "loop_counters", table,
			  (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
