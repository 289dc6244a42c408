/*
 * load_reuse.cu - when nvcc reads an address again and when it keeps the
 * value of an earlier load (simulator/HARDWARE.md, emitted rule 6;
 * simulator/emit.c's reuse).
 *
 * Each kernel reads 4-byte elements, 32 lanes on 128 consecutive bytes (4
 * sectors a request), and writes one float a thread.  Blocks of 256
 * threads (8 warps), 1,024 blocks.  Counts by hand, per warp, of the
 * loads of x (or of s for the shared ones):
 *
 *   ru_expr      x[i] * x[i] + x[i]: one LDG (the rule)
 *   ru_helper    a helper taking x[i] by reference twice and reading it
 *                twice each: one LDG
 *   ru_branch    x[i], then x[i] again under `if (i % 2)`: one LDG
 *   ru_store     x[i]; y[i] = ...; x[i]: a store between, to another
 *                pointer that may alias x: two LDG
 *   ru_restrict  the same with __restrict__ pointers: one LDG (a store
 *                to one restrict array leaves another's values)
 *   ru_fence     x[i]; __threadfence(); x[i]: two LDG
 *   ru_loop      x[i] inside a 16-trip loop that reads y[k] and writes
 *                nothing: x[i] once, before the loop, and y[k] 16 times:
 *                17 LDG
 *   ru_shared    s[t ^ 1] read twice after the barrier: one LDS
 *   ru_barrier   s[t ^ 1], a barrier, s[t ^ 1]: two LDS
 */
#define THREADS 256
#define BLOCKS 1024

__device__ inline float twice_read(const float &v) { return v * v + v; }

__global__ void ru_expr(float *out, const float *x, float *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = x[i] * x[i] + x[i];
}

__global__ void ru_helper(float *out, const float *x, float *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = twice_read(x[i]) + twice_read(x[i]);
}

__global__ void ru_branch(float *out, const float *x, float *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = x[i];
	if (i % 2)
		v += x[i] * 2.0f;
	out[i] = v;
}

__global__ void ru_store(float *out, const float *x, float *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = x[i];
	y[i] = v + 1.0f;
	out[i] = v + x[i];
}

__global__ void ru_restrict(float *__restrict__ out, const float *__restrict__ x,
			    float *__restrict__ y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = x[i];
	y[i] = v + 1.0f;
	out[i] = v + x[i];
}

__global__ void ru_fence(float *out, const float *x, float *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v = x[i];
	__threadfence();
	out[i] = v + x[i];
}

__global__ void ru_loop(float *out, const float *x, float *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float acc = 0.0f;
	for (int k = 0; k < 16; k++)
		acc += x[i] * y[k];
	out[i] = acc;
}

__global__ void ru_shared(float *out, const float *x, float *y)
{
	__shared__ float s[THREADS];
	int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
	s[t] = x[i];
	__syncthreads();
	out[i] = s[t ^ 1] * s[t ^ 1];
}

__global__ void ru_barrier(float *out, const float *x, float *y)
{
	__shared__ float s[THREADS];
	int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
	s[t] = x[i];
	__syncthreads();
	float v = s[t ^ 1];
	__syncthreads();
	out[i] = v + s[t ^ 1];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

typedef void (*reuse_kernel)(float *, const float *, float *);

static float *g_out, *g_x, *g_y;

static const struct {
	const char *name;
	reuse_kernel fn;
} kernels[] = {
	{ "ru_expr", ru_expr }, { "ru_helper", ru_helper }, { "ru_branch", ru_branch },
	{ "ru_store", ru_store }, { "ru_restrict", ru_restrict }, { "ru_fence", ru_fence },
	{ "ru_loop", ru_loop }, { "ru_shared", ru_shared }, { "ru_barrier", ru_barrier },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_out, g_x, g_y);
			return;
		}
	}
	fprintf(stderr, "load_reuse: no kernel %s\n", v->kernel);
	exit(100);
}

#define V(name) { name, "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL }

static struct variant table[] = {
	V("ru_expr"), V("ru_helper"), V("ru_branch"), V("ru_store"), V("ru_restrict"),
	V("ru_fence"), V("ru_loop"), V("ru_shared"), V("ru_barrier"),
};

int main(int argc, char **argv)
{
	int rc;
	size_t n = (size_t)BLOCKS * THREADS;

	g_x = (float *)bench_alloc(n * sizeof(float));
	g_y = (float *)bench_alloc(n * sizeof(float));
	g_out = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_x, n, 1);
	bench_fill_float(g_y, n, 2);
	rc = bench_main(argc, argv, "load_reuse", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_x);
	cudaFree(g_y);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
