/*
 * NVIDIA_SGEMM_PRACTICE.cu - runs the seven float GEMM launchers of a
 * public tutorial project (wangzyon/NVIDIA_SGEMM_PRACTICE, fetched outside
 * this repository and not part of it: a naive kernel, shared-memory tiles,
 * register blocking, float4 loads, a transposed A tile and double
 * buffering) for validate/field.sh, at M = N = K = 4096, one of the sizes
 * its main() sweeps (256 to 6144 by 256).  C = alpha * A * B + beta * C,
 * row-major, alpha 1 and beta 0 as its main() sets them.  The project's
 * sources are compiled beside this file; nothing of them is copied here.
 * Its launchers take the sizes as parameters from a host loop over 24
 * sizes, so warpcheck is told this one (field-lint).
 *
 *   NVIDIA_SGEMM_PRACTICE --profile     each launcher once
 *   NVIDIA_SGEMM_PRACTICE --time REPS   median of REPS after a warm-up
 *
 * field-sources: src/utils.cu
 * field-includes: src
 * field-libs: -lcublas
 * field-lint: --param M=4096 --param N=4096 --param K=4096
 */
#include <cuda_runtime.h>

#include "driver.h"

typedef void launcher(int m, int n, int k, float alpha, float *a, float *b, float beta, float *c);

/* the project's launchers, declared as its src/utils.cu defines them */
launcher test_mysgemm_v1, test_mysgemm_v2, test_mysgemm_v3, test_mysgemm_v4, test_mysgemm_v5,
	test_mysgemm_v6, test_mysgemm_v7;

static const struct {
	const char *name;
	launcher *fn;
} launchers[] = {
	{ "test_mysgemm_v1", test_mysgemm_v1 },
	{ "test_mysgemm_v2", test_mysgemm_v2 },
	{ "test_mysgemm_v3", test_mysgemm_v3 },
	{ "test_mysgemm_v4", test_mysgemm_v4 },
	{ "test_mysgemm_v5", test_mysgemm_v5 },
	{ "test_mysgemm_v6", test_mysgemm_v6 },
	{ "test_mysgemm_v7", test_mysgemm_v7 },
};

static float *g_a, *g_b, *g_c;
static const int M = 4096, N = 4096, K = 4096;

static const char *name(int i)
{
	return launchers[i].name;
}

static void run(int i)
{
	launchers[i].fn(M, N, K, 1.0f, g_a, g_b, 0.0f, g_c);
}

int main(int argc, char **argv)
{
	int reps = field_reps(argc, argv, "NVIDIA_SGEMM_PRACTICE");

	if (reps < 0)
		return 2;
	g_a = field_input<float>((size_t)M * K, 1, 256.0f);
	g_b = field_input<float>((size_t)K * N, 2, 256.0f);
	g_c = (float *)bench_alloc((size_t)M * N * sizeof(float));
	BENCH_CHECK(cudaDeviceSynchronize());
	return field_main(reps, (int)(sizeof(launchers) / sizeof(launchers[0])), name, run);
}
