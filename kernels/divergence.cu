/*
 * divergence.cu - branches that split warps and branches that do not.
 *
 * Each side of a branch runs a loop of `iters` dependent multiply-adds, so
 * nvcc must emit a real branch (a loop cannot be predicated away); the
 * short_* kernels guard a single store, which nvcc is free to predicate.
 * Launch: grid 64 x block 256 = 512 warps, iters = 16.
 *
 * Hand-derived, per launch (warpcheck counts an evaluation of a condition
 * in one warp as one branch execution, divergent when its active lanes go
 * both ways):
 *   div_mod2        if (threadIdx.x % 2): 512 executions, 512 divergent
 *   div_warp_parity if ((threadIdx.x / 32) % 2): 512, 0 divergent
 *   div_bounds      if (i < n), n = 16010: 512 executions, 1 divergent
 *                   (the warp holding thread 16010 = 500 * 32 + 10)
 *   div_trip        for (k = 0; k < (threadIdx.x & 7) * iters; k++):
 *                   the condition is tested 7 * 16 + 1 = 113 times per
 *                   warp; lanes leave at 0, 16, 32, ... 112: divergent at
 *                   k = 0, 16, ..., 96 (7 tests), uniform after
 *   short_mod2      if (threadIdx.x % 2) out[i] = 0: like div_mod2 in the
 *                   source; likely predicated by nvcc
 */
__global__ void div_mod2(float *out, const float *in, int iters)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i];

	if (threadIdx.x % 2) {
		for (int k = 0; k < iters; k++)
			x = x * 1.0001f + 0.5f;
	} else {
		for (int k = 0; k < iters; k++)
			x = x * 0.9999f - 0.25f;
	}
	out[i] = x;
}

__global__ void div_warp_parity(float *out, const float *in, int iters)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i];

	if ((threadIdx.x / 32) % 2) {
		for (int k = 0; k < iters; k++)
			x = x * 1.0001f + 0.5f;
	} else {
		for (int k = 0; k < iters; k++)
			x = x * 0.9999f - 0.25f;
	}
	out[i] = x;
}

__global__ void div_bounds(float *out, const float *in, int iters, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float x = in[i];
		for (int k = 0; k < iters; k++)
			x = x * 1.0001f + 0.5f;
		out[i] = x;
	}
}

__global__ void div_trip(float *out, const float *in, int iters)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[i];

	for (int k = 0; k < (threadIdx.x & 7) * iters; k++)
		x = x * 1.0001f + 0.5f;
	out[i] = x;
}

__global__ void short_mod2(float *out, const float *in, int iters)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = in[i];
	if (threadIdx.x % 2)
		out[i] = 0.0f;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define GRID 64
#define BLOCK 256
#define COUNT (GRID * BLOCK)

static float *g_in, *g_out;

static void launch_mod2(const struct variant *v)
{
	div_mod2<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_parity(const struct variant *v)
{
	div_warp_parity<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_bounds_kernel(const struct variant *v)
{
	div_bounds<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_trip(const struct variant *v)
{
	div_trip<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_short(const struct variant *v)
{
	short_mod2<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static struct variant table[] = {
	{ "div_mod2", "iters=16", dim3(GRID), dim3(BLOCK), 16, 0, launch_mod2, NULL },
	{ "div_warp_parity", "iters=16", dim3(GRID), dim3(BLOCK), 16, 0, launch_parity, NULL },
	{ "div_bounds", "iters=16;n=16010", dim3(GRID), dim3(BLOCK), 16, 16010,
	  launch_bounds_kernel, NULL },
	{ "div_trip", "iters=16", dim3(GRID), dim3(BLOCK), 16, 0, launch_trip, NULL },
	{ "short_mod2", "iters=16", dim3(GRID), dim3(BLOCK), 16, 0, launch_short, NULL },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_in = (float *)bench_alloc(COUNT * sizeof(float));
	g_out = (float *)bench_alloc(COUNT * sizeof(float));
	bench_fill_float(g_in, COUNT, 11);
	bench_poison(g_out, COUNT * sizeof(float));
	rc = bench_main(argc, argv, "divergence", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
