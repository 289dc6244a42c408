/*
 * learn-cuda.cu - runs the sm80 bf16 GEMM launchers of a public tutorial
 * project (gau-nernst/learn-cuda, fetched outside this repository and not
 * part of it; its 02b_matmul_sm80: ldmatrix, cp.async and mma.sync in
 * inline PTX, padded, swizzled and pipelined) at M = N = K = 4096, the
 * size its benchmark script sweeps up to, for validate/field.sh.  A is
 * M x K row-major and B is given as N x K row-major (the script passes a
 * transposed view), C is M x N.  The project's sources are compiled beside
 * this file; nothing of them is copied here.  Its launchers are called by
 * a PyTorch binding, so warpcheck is told the sizes (field-lint), and nvcc
 * is given the flag PyTorch builds extensions with (field-arch).
 *
 *   learn-cuda --profile     each launcher once, in the table's order
 *   learn-cuda --time REPS   each launcher REPS times after a warm-up:
 *                            launcher,median_ms a line, CUDA events
 *
 * field-sources: 02b_matmul_sm80/matmul_v1.cu 02b_matmul_sm80/matmul_v5.cu 02b_matmul_sm80/matmul_v6.cu
 * field-includes: 02b_matmul_sm80
 * field-lint: --param M=4096 --param N=4096 --param K=4096
 * field-arch: -arch=sm_90 --expt-relaxed-constexpr
 */
#include <cuda_bf16.h>
#include <cuda_runtime.h>

#include "driver.h"

typedef void launcher(const nv_bfloat16 *a, const nv_bfloat16 *b, nv_bfloat16 *c, int m, int n,
		      int k);

/* the project's launchers, declared as its files define them */
launcher matmul_v1, matmul_v2, matmul_v3, matmul_v4, matmul_v5, matmul_v6, matmul_v6b;

static const struct {
	const char *name;
	launcher *fn;
} launchers[] = {
	{ "matmul_v1", matmul_v1 },
	{ "matmul_v2", matmul_v2 },
	{ "matmul_v3", matmul_v3 },
	{ "matmul_v4", matmul_v4 },
	{ "matmul_v5", matmul_v5 },
	{ "matmul_v6", matmul_v6 },
	{ "matmul_v6b", matmul_v6b },
};

static nv_bfloat16 *g_a, *g_b, *g_c;
static const int M = 4096, N = 4096, K = 4096;

/* launcher i of the table, and its name */
static const char *name(int i)
{
	return launchers[i].name;
}

static void run(int i)
{
	launchers[i].fn(g_a, g_b, g_c, M, N, K);
}

int main(int argc, char **argv)
{
	int reps = field_reps(argc, argv, "learn-cuda");

	if (reps < 0)
		return 2;
	g_a = field_input<nv_bfloat16>((size_t)M * K, 1, 256.0f);
	g_b = field_input<nv_bfloat16>((size_t)N * K, 2, 256.0f);
	g_c = (nv_bfloat16 *)bench_alloc((size_t)M * N * sizeof(nv_bfloat16));
	BENCH_CHECK(cudaDeviceSynchronize());
	return field_main(reps, (int)(sizeof(launchers) / sizeof(launchers[0])), name, run);
}
