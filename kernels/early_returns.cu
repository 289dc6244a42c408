/*
 * early_returns.cu - helpers that return from inside a loop or a switch,
 * as index helpers write them: a switch over a mode, a search over two
 * nested loops, and a search for the first power of two at least a
 * value.  warpcheck follows them with a flag that says where a lane has
 * returned (analyzer/frontend/stmt.c, after_return).
 *
 * Counts by hand, per warp, i = blockIdx.x * blockDim.x + threadIdx.x,
 * grid 1024 of 128:
 *
 *   er_switch  in[pick(mode, i)], pick = i, 2 i or 4 i for mode 0, 1 or
 *              anything else: 1 LDG of 4, 8 or 16 sectors; out[i] 1 STG
 *              of 4 sectors
 *   er_nested  row_of(lane % 16) = (lane % 16) / 4 from two nested loops:
 *              out[i + 32 * row] 1 STG; lanes 4r..4r+3 write words
 *              36r..36r+3 and lanes 16+4r..19+4r words 16+36r..19+36r,
 *              16 bytes each in a sector of its own: 8 sectors;
 *              in[i] 1 LDG of 4 sectors
 *   er_search  first power of two at least lane + 1: 0, 1, 2, 2, 3 x 4,
 *              4 x 8, 5 x 16 (lanes 0, 1, 2-3, 4-7, 8-15, 16-31);
 *              in[i + 32 * p] 1 LDG: words lane + 32 p, groups of lanes
 *              with one p contiguous: lane 0 (p 0) sector 0, lane 1 (p 1)
 *              word 33, lanes 2-3 (p 2) words 66-67, lanes 4-7 (p 3)
 *              words 100-103, lanes 8-15 (p 4) words 136-143, lanes
 *              16-31 (p 5) words 176-191: sectors 0, 4, 8, 12, 17, 22 and
 *              23, 7 sectors; out[i] 1 STG of 4 sectors
 */
#define BLOCKS 1024

__device__ __forceinline__ int pick(int mode, int i)
{
	switch (mode) {
	case 0:
		return i;
	case 1:
		return 2 * i;
	default:
		break;
	}
	return 4 * i;
}

__device__ __forceinline__ int row_of(int n)
{
	for (int r = 0; r < 4; r++)
		for (int c = 0; c < 4; c++)
			if (r * 4 + c == n)
				return r;
	return 0;
}

__device__ __forceinline__ int first_pow2(int v)
{
	for (int p = 0; p < 8; p++)
		if ((1 << p) >= v)
			return p;
	return 8;
}

__global__ void er_switch(const float *in, float *out, int mode)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = in[pick(mode, i)];
}

__global__ void er_nested(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i + 32 * row_of(threadIdx.x % 16)] = in[i];
}

__global__ void er_search(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int lane = threadIdx.x % 32;

	out[i] = in[i - lane + lane + 32 * first_pow2(lane + 1)];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "er_switch"))
		er_switch<<<v->grid, v->block>>>(g_in, g_out, v->arg0);
	else if (!strcmp(v->kernel, "er_nested"))
		er_nested<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "er_search"))
		er_search<<<v->grid, v->block>>>(g_in, g_out);
	else {
		fprintf(stderr, "early_returns: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "er_switch", "mode=0", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "er_switch", "mode=1", dim3(BLOCKS), dim3(128), 1, 0, launch, NULL },
	{ "er_switch", "mode=2", dim3(BLOCKS), dim3(128), 2, 0, launch, NULL },
	{ "er_nested", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "er_search", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 128 * 8;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	return bench_main(argc, argv, "early_returns", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
