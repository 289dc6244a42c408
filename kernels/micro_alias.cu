/*
 * micro_alias.cu - a loop that loads and then stores through pointers that
 * may alias: does each pass's load wait for the pass before?
 *
 * The question (validate/results/h200-2026-12-01-heldout3, image_ops.cu's
 * scan_cols, a running sum down each column written back row by row:
 * 1.61 ms measured, 0.20 predicted with ten passes' loads in flight):
 * ptxas issues no load above a store it may alias, so the passes run one
 * load's round trip each.  The model now says so (timing.c,
 * stores_alias()); this file measures it against the same loop with
 * restrict-qualified pointers, and against no store in the loop, from
 * DRAM (h = 4096 rows, 126 MB each way) and from L2 (h = 256, 7.9 MB).
 *
 * Every variant: 60 blocks of 128 threads (7,680 columns, 240 warps, 1 to
 * 2 warps a scheduler on 60 SMs).
 *
 * Predicted before the run (warpcheck lint --time at the commit that adds
 * this file):
 *
 *   variant            h = 4096 (DRAM)     h = 256 (L2)
 *   al_scan              1.92 ms              47.2 us
 *   al_scan_restrict      192 us              10.8 us
 *   al_sum                192 us              10.7 us
 */
__global__ void al_scan(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++) {
		s += in[y * w + x];
		out[y * w + x] = s;
	}
}

__global__ void al_scan_restrict(const float *__restrict__ in, float *__restrict__ out,
				 int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++) {
		s += in[y * w + x];
		out[y * w + x] = s;
	}
}

__global__ void al_sum(const float *in, float *out, int w, int h)
{
	int x = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int y = 0; y < h; y++)
		s += in[y * w + x];
	out[x] = s;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define W 7680
#define H 4096

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	int h = v->arg0;

	if (!strcmp(v->kernel, "al_scan"))
		al_scan<<<v->grid, v->block>>>(g_in, g_out, W, h);
	else if (!strcmp(v->kernel, "al_scan_restrict"))
		al_scan_restrict<<<v->grid, v->block>>>(g_in, g_out, W, h);
	else
		al_sum<<<v->grid, v->block>>>(g_in, g_out, W, h);
}

#define V(kern, params, h) { kern, params, dim3(W / 128), dim3(128), h, 0, launch, NULL }

static struct variant table[] = {
	V("al_scan", "w=7680;h=4096", 4096),
	V("al_scan_restrict", "w=7680;h=4096", 4096),
	V("al_sum", "w=7680;h=4096", 4096),
	V("al_scan", "w=7680;h=256", 256),
	V("al_scan_restrict", "w=7680;h=256", 256),
	V("al_sum", "w=7680;h=256", 256),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0])), rc;

	g_in = (float *)bench_alloc((size_t)W * H * sizeof(float));
	g_out = (float *)bench_alloc((size_t)W * H * sizeof(float));
	bench_fill_float(g_in, (size_t)W * H, 5);
	rc = bench_main(argc, argv, "micro_alias", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
