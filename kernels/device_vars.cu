/*
 * device_vars.cu - variables of the program in global and constant
 * memory, not reached through a kernel parameter:
 *
 *   dv_global   a __device__ array (`dev_buf[i] = in[i]`) and a __device__
 *               counter array: global memory, an allocation of its own
 *               that warpcheck takes to start a 32-byte sector (nvcc aligns
 *               a __device__ variable only to its type; analyzer/frontend/
 *               memory.c, device_object)
 *   dv_constant a __constant__ struct array and table (`cfg->scale`,
 *               `coef[k]`): the constant cache, no global request
 *
 * Counts by hand, per warp (all 32 lanes active):
 *
 *   dv_global    grid 256 of 256: in[i] 1 LDG of 4 sectors, dev_buf[i]
 *                1 STG of 4 sectors; lane 0 of warp 0 of each block:
 *                dev_count[blockIdx.x % 64] 1 LDG and 1 STG of 1 sector
 *   dv_constant  grid 256 of 256: in[i] 1 LDG of 4 sectors, out[i] 1 STG
 *                of 4 sectors; cfg and coef: no LDG
 */
struct Config {
	float scale;
	int shift;
};

__device__ float dev_buf[256 * 256];
__device__ int dev_count[64];
__constant__ Config cfg[1];
__constant__ float coef[16];

__global__ void dv_global(const float *in)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	dev_buf[i] = in[i];
	if (threadIdx.x == 0)
		dev_count[blockIdx.x % 64] += 1;
}

__global__ void dv_constant(float *out, const float *in)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = in[i] * coef[threadIdx.x % 16] + cfg->scale;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "dv_global"))
		dv_global<<<v->grid, v->block>>>(g_in);
	else if (!strcmp(v->kernel, "dv_constant"))
		dv_constant<<<v->grid, v->block>>>(g_out, g_in);
	else {
		fprintf(stderr, "device_vars: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "dv_global", "", dim3(256), dim3(256), 0, 0, launch, NULL },
	{ "dv_constant", "", dim3(256), dim3(256), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)256 * 256;
	Config c = { 2.0f, 3 };
	float k[16];
	void *at;

	for (int j = 0; j < 16; j++)
		k[j] = 1.0f + j;
	cudaMemcpyToSymbol(cfg, &c, sizeof(c));
	cudaMemcpyToSymbol(coef, k, sizeof(k));
	/* where the linker put the __device__ variables, for the record */
	cudaGetSymbolAddress(&at, dev_buf);
	fprintf(stderr, "device_vars: dev_buf at %p (mod 256: %u)\n", at, (unsigned)((size_t)at % 256));
	cudaGetSymbolAddress(&at, dev_count);
	fprintf(stderr, "device_vars: dev_count at %p (mod 256: %u)\n", at, (unsigned)((size_t)at % 256));
	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	return bench_main(argc, argv, "device_vars", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
