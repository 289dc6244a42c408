/*
 * loaded_pointers.cu - pointers read from a table in memory, as MoE and
 * batched kernels read an expert's weights (`B = weights[expert]`) and
 * multi-tensor kernels a tensor's address: the front end takes where
 * such a pointer points as an allocation of its own that starts at the
 * pointer (analyzer/frontend/memory.c, loaded_pointer), known where
 * every running lane of a warp read the same element.
 *
 * Grid (256, 4) of 256 threads, 8,192 warps; four buffers of 3 x 65,536
 * floats, their addresses in in_tab and out_tab (device arrays).  Counts
 * by hand, per warp:
 *
 *   lp_block    in_tab[blockIdx.y] and out_tab[blockIdx.y]: 1 LDG of one
 *               sector each (every lane the same 8 bytes); B[i]: 1 LDG of
 *               4 sectors; O[i]: 1 STG of 4 sectors
 *   lp_strided  the same tables; B[3 * i]: lanes 12 bytes apart, 12
 *               sectors; O[i]: 4 sectors
 *   lp_warp     in_tab[warp % 4], one element a warp: 1 sector; B[i] 4
 *               sectors; out[i] (a parameter) 4 sectors
 *   lp_shared   the table copied to shared memory by four threads
 *               (their loads: 1 LDG of 1 sector, in the first warp
 *               only; 1 STS); tab[blockIdx.y], 1 LDS of one wavefront;
 *               B[i] 4 sectors; out[i] 4 sectors
 */
#define THREADS 256
#define GRID_X 256
#define TABLES 4
#define N (GRID_X * THREADS)

__global__ void lp_block(const float *const *in_tab, float *const *out_tab)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	const float *B = in_tab[blockIdx.y];
	float *O = out_tab[blockIdx.y];
	O[i] = B[i] * 2.0f;
}

__global__ void lp_strided(const float *const *in_tab, float *const *out_tab)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	const float *B = in_tab[blockIdx.y];
	float *O = out_tab[blockIdx.y];
	O[i] = B[3 * i] + 1.0f;
}

__global__ void lp_warp(const float *const *in_tab, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	const float *B = in_tab[(threadIdx.x / 32) % TABLES];
	out[blockIdx.y * N + i] = B[i];
}

__global__ void lp_shared(const float *const *in_tab, float *out)
{
	__shared__ const float *tab[TABLES];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (threadIdx.x < TABLES)
		tab[threadIdx.x] = in_tab[threadIdx.x];
	__syncthreads();
	const float *B = tab[blockIdx.y];
	out[blockIdx.y * N + i] = B[i];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static const float **g_in_tab;
static float **g_out_tab, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "lp_block"))
		lp_block<<<v->grid, v->block>>>(g_in_tab, g_out_tab);
	else if (!strcmp(v->kernel, "lp_strided"))
		lp_strided<<<v->grid, v->block>>>(g_in_tab, g_out_tab);
	else if (!strcmp(v->kernel, "lp_warp"))
		lp_warp<<<v->grid, v->block>>>(g_in_tab, g_out);
	else if (!strcmp(v->kernel, "lp_shared"))
		lp_shared<<<v->grid, v->block>>>(g_in_tab, g_out);
	else {
		fprintf(stderr, "loaded_pointers: no kernel %s\n", v->kernel);
		exit(100);
	}
}

#define V(name) { name, "", dim3(GRID_X, TABLES), dim3(THREADS), 0, 0, launch, NULL }

static struct variant table[] = {
	V("lp_block"), V("lp_strided"), V("lp_warp"), V("lp_shared"),
};

int main(int argc, char **argv)
{
	const float *in[TABLES];
	float *out[TABLES];
	int rc, t;

	for (t = 0; t < TABLES; t++) {
		float *buf = (float *)bench_alloc(3 * (size_t)N * sizeof(float));
		bench_fill_float(buf, 3 * (size_t)N, t + 1);
		in[t] = buf;
		out[t] = (float *)bench_alloc((size_t)N * sizeof(float));
	}
	g_in_tab = (const float **)bench_alloc(sizeof(in));
	g_out_tab = (float **)bench_alloc(sizeof(out));
	cudaMemcpy(g_in_tab, in, sizeof(in), cudaMemcpyHostToDevice);
	cudaMemcpy(g_out_tab, out, sizeof(out), cudaMemcpyHostToDevice);
	g_out = (float *)bench_alloc((size_t)TABLES * N * sizeof(float));
	rc = bench_main(argc, argv, "loaded_pointers", table, (int)(sizeof(table) / sizeof(table[0])));
	return rc;
}
#endif /* __CUDA_ARCH__ */
