/*
 * spill.cu - a kernel whose registers spill to local memory, and one that
 * does not: for warpcheck's --ptxas report.
 *
 * spill_heavy keeps 64 floats live and indexes them with a value only
 * known at run time, under __launch_bounds__(1024, 2): 2048 resident
 * threads leave ptxas 32 registers a thread, too few, so it spills (with
 * nvcc 13.0 for sm_90: 900 bytes of spill stores, 1024 of spill loads).
 * spill_none copies one float.
 */
__global__ void __launch_bounds__(1024, 2) spill_heavy(float *out, const float *in, int n)
{
	float acc[64];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 64; k++)
		acc[k] = in[(i + k * 97) % n];
	float s = 0.0f;
	for (int k = 0; k < 64; k++)
		s += acc[(k * 13 + i) & 63] * acc[k];
	out[i] = s;
}

__global__ void spill_none(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define N (8 * 1024)

static float *g_in, *g_out;

static void launch_heavy(const struct variant *v)
{
	spill_heavy<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_none(const struct variant *v)
{
	spill_none<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static struct variant table[] = {
	{ "spill_heavy", "n=8192", dim3(8), dim3(1024), N, 0, launch_heavy, NULL },
	{ "spill_none", "n=8192", dim3(8), dim3(1024), N, 0, launch_none, NULL },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_in = (float *)bench_alloc(N * sizeof(float));
	g_out = (float *)bench_alloc(N * sizeof(float));
	bench_fill_float(g_in, N, 3);
	bench_poison(g_out, N * sizeof(float));
	rc = bench_main(argc, argv, "spill", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
