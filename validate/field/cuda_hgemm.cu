/*
 * cuda_hgemm.cu - runs the launchers of a public tensor-core HGEMM
 * project (Bruce-Lee-LY/cuda_hgemm, fetched outside this repository and
 * not part of it) at the sizes its main() uses by default, M 512, N 2048,
 * K 1024, for validate/field.sh.  The project's sources are compiled
 * beside this file; nothing of them is copied here.
 *
 *   cuda_hgemm --profile     each launcher once, in the table's order
 *   cuda_hgemm --time REPS   each launcher REPS times after a warm-up:
 *                            launcher,median_ms a line, CUDA events
 *
 * field-sources: src/mma/*.cu src/wmma/*.cu src/simt_naive.cu
 * field-includes: src/common
 */
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include "driver.h"

typedef void launcher(half *a, half *b, half *c, size_t m, size_t n, size_t k);

/* the project's launchers, declared as its files define them */
launcher simtNaive, wmmaNaive, wmmaBase, wmmaPadding, wmmaAsync, wmmaAsyncPg2s,
	wmmaAsyncPg2sPs2r, wmmaAsyncStage2, wmmaAsyncStage3, mmaNaive, mmaBase, mmaPermuted,
	mmaAsync, mmaAsyncPg2s, mmaAsyncPg2sPs2r, mmaAsyncStage2, mmaAsyncStage3, mmaAsyncStage4;

static const struct {
	const char *name;
	launcher *fn;
} launchers[] = {
	{ "simtNaive", simtNaive },
	{ "wmmaNaive", wmmaNaive },
	{ "wmmaBase", wmmaBase },
	{ "wmmaPadding", wmmaPadding },
	{ "wmmaAsync", wmmaAsync },
	{ "wmmaAsyncPg2s", wmmaAsyncPg2s },
	{ "wmmaAsyncPg2sPs2r", wmmaAsyncPg2sPs2r },
	{ "wmmaAsyncStage2", wmmaAsyncStage2 },
	{ "wmmaAsyncStage3", wmmaAsyncStage3 },
	{ "mmaNaive", mmaNaive },
	{ "mmaBase", mmaBase },
	{ "mmaPermuted", mmaPermuted },
	{ "mmaAsync", mmaAsync },
	{ "mmaAsyncPg2s", mmaAsyncPg2s },
	{ "mmaAsyncPg2sPs2r", mmaAsyncPg2sPs2r },
	{ "mmaAsyncStage2", mmaAsyncStage2 },
	{ "mmaAsyncStage3", mmaAsyncStage3 },
	{ "mmaAsyncStage4", mmaAsyncStage4 },
};

static half *g_a, *g_b, *g_c;
static const size_t M = 512, N = 2048, K = 1024;

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
	int reps = field_reps(argc, argv, "cuda_hgemm");

	if (reps < 0)
		return 2;
	g_a = field_input<half>(M * K, 1, 64.0f);
	g_b = field_input<half>(K * N, 2, 64.0f);
	g_c = (half *)bench_alloc(M * N * sizeof(half));
	BENCH_CHECK(cudaDeviceSynchronize());
	return field_main(reps, (int)(sizeof(launchers) / sizeof(launchers[0])), name, run);
}
