/*
 * wmma_load.cu - what nvcc makes of wmma's load_matrix_sync and
 * store_matrix_sync on a shared tile, and what each costs: the half
 * fragments (matrix_a and matrix_b, row- and column-major, 16x16x16),
 * and the float accumulator's load and store.  The tile's leading
 * dimension `ldm` (in elements) sets the rows' pitch: 64 halves are 128
 * bytes, 72 are 144, 80 are 160.
 *
 * Every kernel runs one block of 128 threads: 4 warps, each one load or
 * store of one 16x16 fragment at the tile's start.  Predicted before the
 * run, if nvcc loads a half fragment with one LDSM.x4 (.trans where the
 * fragment's layout is the other one), lane l giving row l % 16 of the
 * 16 x 16 tile as stored and chunk l / 16 (simulator/smem.c's matrix
 * rule): ldm 64, 32 wavefronts an instruction (128 for the 4 warps); ldm
 * 72, 4 (16); ldm 80, 8 (32).  The float accumulator is not an LDSM;
 * what it is, this run says.
 *
 * Second run (h200-2026-12-01-wmma.md): the accumulator's load now uses
 * every element (the first run's used two, and nvcc loaded only those).
 * Predicted before it, as the store measured: four LDS.64 in the mma's
 * layout, lane l reading columns 2 (l % 4) and 2 (l % 4) + 1 of rows
 * l / 4 and l / 4 + 8, and 8 columns on: ldm 64, 8 wavefronts each (128
 * for the 4 warps' 16); ldm 72, 2 (32); ldm 68, 4 (64).
 */
#include <mma.h>
#include <cuda_fp16.h>

using namespace nvcuda;

#define TILE (16 * 80)

template <typename Use, typename Layout>
__device__ void load_half(float *out, int ldm)
{
	__shared__ __align__(128) half tile[TILE];
	wmma::fragment<Use, 16, 16, 16, half, Layout> f;

	wmma::load_matrix_sync(f, tile, ldm);
	out[blockIdx.x * blockDim.x + threadIdx.x] = __half2float(f.x[0]) + __half2float(f.x[7]);
}

__global__ void wl_a_row(float *out, int ldm)
{
	load_half<wmma::matrix_a, wmma::row_major>(out, ldm);
}

__global__ void wl_a_col(float *out, int ldm)
{
	load_half<wmma::matrix_a, wmma::col_major>(out, ldm);
}

__global__ void wl_b_row(float *out, int ldm)
{
	load_half<wmma::matrix_b, wmma::row_major>(out, ldm);
}

__global__ void wl_b_col(float *out, int ldm)
{
	load_half<wmma::matrix_b, wmma::col_major>(out, ldm);
}

__global__ void wl_acc_load(float *out, int ldm)
{
	__shared__ __align__(128) float tile[TILE];
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> f;

	float sum = 0.0f;

	wmma::load_matrix_sync(f, tile, ldm, wmma::mem_row_major);
	for (int i = 0; i < f.num_elements; i++)
		sum += f.x[i];
	out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

__global__ void wl_acc_store(float *out, int ldm)
{
	__shared__ __align__(128) float tile[TILE];
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> f;

	wmma::fill_fragment(f, (float)threadIdx.x);
	wmma::store_matrix_sync(tile, f, ldm, wmma::mem_row_major);
	__syncwarp();
	out[blockIdx.x * blockDim.x + threadIdx.x] = tile[threadIdx.x % 32];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_out;

typedef void (*wl_fn)(float *, int);
static const struct {
	const char *name;
	wl_fn fn;
} kernels[] = {
	{ "wl_a_row", wl_a_row },   { "wl_a_col", wl_a_col },       { "wl_b_row", wl_b_row },
	{ "wl_b_col", wl_b_col },   { "wl_acc_load", wl_acc_load }, { "wl_acc_store", wl_acc_store },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_out, v->arg0);
			return;
		}
	}
	fprintf(stderr, "wmma_load: no kernel %s\n", v->kernel);
	exit(100);
}

#define W(name, ldm) { name, "ldm=" #ldm, dim3(1), dim3(128), ldm, 0, launch, NULL }

static struct variant table[] = {
	W("wl_a_row", 64), W("wl_a_row", 72), W("wl_a_row", 80),
	W("wl_a_col", 64), W("wl_a_col", 72),
	W("wl_b_row", 64), W("wl_b_row", 72),
	W("wl_b_col", 64), W("wl_b_col", 72),
	W("wl_acc_load", 64), W("wl_acc_load", 72), W("wl_acc_load", 68),
	W("wl_acc_store", 64), W("wl_acc_store", 72), W("wl_acc_store", 68),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_out = (float *)bench_alloc(4096 * sizeof(float));
	bench_poison(g_out, 4096 * sizeof(float));
	rc = bench_main(argc, argv, "wmma_load", table, count);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
