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
 *   div_bounds      if (i < n), n = 16010: thread 16010's warp splits, but
 *                   the kernel ends in the guard: @P EXIT, 0 divergent
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

/*
 * Guards a warp leaves by EXIT (n = 16010: thread 16010 = 500 * 32 + 10,
 * so warp 500 splits 10/22), hand-derived:
 *   exit_return      if (i >= n) return; then div_bounds' work: lanes
 *                    10-31 of warp 500 end there (@P EXIT): 0 divergent
 *   exit_nested      div_bounds' guard, ending in a second guard,
 *                    if (threadIdx.x % 2) { a loop }: the last statement
 *                    of a guard the kernel ends in, so the even lanes end
 *                    there too: 0 divergent, where div_mod2 has 512
 *   guard_then_store div_bounds' guard with a store after it: lanes 10-31
 *                    of warp 500 wait for the others, a real branch: 1
 */
__global__ void exit_return(float *out, const float *in, int iters, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i >= n)
		return;
	float x = in[i];
	for (int k = 0; k < iters; k++)
		x = x * 1.0001f + 0.5f;
	out[i] = x;
}

__global__ void exit_nested(float *out, const float *in, int iters, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n) {
		float x = in[i];
		for (int k = 0; k < iters; k++)
			x = x * 1.0001f + 0.5f;
		out[i] = x;
		if (threadIdx.x % 2) {
			for (int k = 0; k < iters; k++)
				x = x * 0.9999f - 0.25f;
			out[i] = x;
		}
	}
}

__global__ void guard_then_store(float *out, const float *in, int iters, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float x = 0.0f;

	if (i < n) {
		x = in[i];
		for (int k = 0; k < iters; k++)
			x = x * 1.0001f + 0.5f;
	}
	out[i] = x;
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

static void launch_exit_return(const struct variant *v)
{
	exit_return<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_exit_nested(const struct variant *v)
{
	exit_nested<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_guard_then_store(const struct variant *v)
{
	guard_then_store<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
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
	{ "exit_return", "iters=16;n=16010", dim3(GRID), dim3(BLOCK), 16, 16010,
	  launch_exit_return, NULL },
	{ "exit_nested", "iters=16;n=16010", dim3(GRID), dim3(BLOCK), 16, 16010,
	  launch_exit_nested, NULL },
	{ "guard_then_store", "iters=16;n=16010", dim3(GRID), dim3(BLOCK), 16, 16010,
	  launch_guard_then_store, NULL },
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
