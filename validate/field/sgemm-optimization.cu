/*
 * sgemm-optimization.cu - runs the GEMM launchers of a public tutorial
 * project (LessUp/sgemm-optimization, fetched outside this repository and
 * not part of it: a naive float GEMM, a 32x32 shared tile, the tile padded
 * against bank conflicts, a double-buffered tile, and a WMMA fp16 path)
 * for validate/field.sh, at M = N = K = 1024, its benchmark's default
 * size, with the template arguments its kernel catalog uses.  A is M x K,
 * B is K x N, C is M x N, row-major.  Its kernels and launchers live in
 * headers, included here from the project; nothing of them is copied.
 * The WMMA path is built as the project's CMake builds it for an sm_70 or
 * later target (SGEMM_HAS_WMMA_TARGET=1) and is given half inputs, as its
 * fallback wrapper converts them.  Its host code reads
 * cudaDeviceProp::clockRate and memoryClockRate, which CUDA 13 removed;
 * field-arch maps the two names onto other int members so that it
 * compiles (its kernels use neither).  Its launchers take the sizes from
 * a benchmark's configuration, so warpcheck is told them (field-lint), and
 * the WMMA path's macro, which the CMake build sets from a variable.
 *
 *   sgemm-optimization --profile     each launcher once
 *   sgemm-optimization --time REPS   median of REPS after a warm-up
 *
 * field-includes: src
 * field-lint: --param M=1024 --param N=1024 --param K=1024 -DSGEMM_HAS_WMMA_TARGET=1
 * field-libs: -lcublas -lcurand
 * field-arch: -arch=sm_90 -std=c++17 -DSGEMM_HAS_WMMA_TARGET=1 -DclockRate=asyncEngineCount -DmemoryClockRate=pciDomainID
 */
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include "kernels/bank_conflict_free_sgemm.cuh"
#include "kernels/double_buffer_sgemm.cuh"
#include "kernels/naive_sgemm.cuh"
#include "kernels/tensor_core_sgemm.cuh"
#include "kernels/tiled_sgemm.cuh"

#include "driver.h"

static float *g_a, *g_b, *g_c;
static half *g_ah, *g_bh;
static const int M = 1024, N = 1024, K = 1024;

static const char *const names[] = {
	"launch_naive_sgemm<32>",
	"launch_tiled_sgemm<32>",
	"launch_bank_conflict_free_sgemm<32>",
	"launch_double_buffer_sgemm<32>",
	"launch_tensor_core_sgemm_fp16",
};

static const char *name(int i)
{
	return names[i];
}

static void run(int i)
{
	switch (i) {
	case 0: launch_naive_sgemm<32>(g_a, g_b, g_c, M, K, N); break;
	case 1: launch_tiled_sgemm<32>(g_a, g_b, g_c, M, K, N); break;
	case 2: launch_bank_conflict_free_sgemm<32>(g_a, g_b, g_c, M, K, N); break;
	case 3: launch_double_buffer_sgemm<32>(g_a, g_b, g_c, M, K, N); break;
	default: launch_tensor_core_sgemm_fp16(g_ah, g_bh, g_c, M, K, N); break;
	}
}

int main(int argc, char **argv)
{
	int reps = field_reps(argc, argv, "sgemm-optimization");

	if (reps < 0)
		return 2;
	g_a = field_input<float>((size_t)M * K, 1, 256.0f);
	g_b = field_input<float>((size_t)K * N, 2, 256.0f);
	g_c = (float *)bench_alloc((size_t)M * N * sizeof(float));
	g_ah = field_input<half>((size_t)M * K, 1, 256.0f);
	g_bh = field_input<half>((size_t)K * N, 2, 256.0f);
	BENCH_CHECK(cudaDeviceSynchronize());
	return field_main(reps, (int)(sizeof(names) / sizeof(names[0])), name, run);
}
