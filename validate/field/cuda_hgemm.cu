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
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <cuda_fp16.h>
#include <cuda_runtime.h>

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

static void check(cudaError_t e, const char *what)
{
	if (e != cudaSuccess) {
		fprintf(stderr, "cuda_hgemm: %s: %s\n", what, cudaGetErrorString(e));
		exit(1);
	}
}

/* small values, so that sums stay finite */
__global__ void fill(half *p, size_t n, unsigned seed)
{
	size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
	if (i < n)
		p[i] = __float2half((float)((i * 2654435761u + seed) % 17) / 64.0f);
}

int main(int argc, char **argv)
{
	const size_t m = 512, n = 2048, k = 1024;
	int reps = 0;
	half *a, *b, *c;
	size_t i;

	if (argc == 3 && !strcmp(argv[1], "--time"))
		reps = atoi(argv[2]);
	else if (argc != 2 || strcmp(argv[1], "--profile")) {
		fprintf(stderr, "usage: cuda_hgemm --profile | --time REPS\n");
		return 2;
	}
	check(cudaMalloc(&a, m * k * sizeof(half)), "cudaMalloc");
	check(cudaMalloc(&b, k * n * sizeof(half)), "cudaMalloc");
	check(cudaMalloc(&c, m * n * sizeof(half)), "cudaMalloc");
	fill<<<(m * k + 255) / 256, 256>>>(a, m * k, 1);
	fill<<<(k * n + 255) / 256, 256>>>(b, k * n, 2);
	check(cudaDeviceSynchronize(), "fill");
	if (reps <= 0)
		printf("launcher\n");
	else
		printf("launcher,median_ms\n");
	for (i = 0; i < sizeof(launchers) / sizeof(launchers[0]); i++) {
		std::vector<float> ms;
		cudaEvent_t start, stop;
		int r;

		launchers[i].fn(a, b, c, m, n, k);
		check(cudaDeviceSynchronize(), launchers[i].name);
		if (reps <= 0) {
			printf("%s\n", launchers[i].name);
			continue;
		}
		check(cudaEventCreate(&start), "event");
		check(cudaEventCreate(&stop), "event");
		for (r = 0; r < reps; r++) {
			float t;
			cudaEventRecord(start);
			launchers[i].fn(a, b, c, m, n, k);
			cudaEventRecord(stop);
			check(cudaEventSynchronize(stop), launchers[i].name);
			cudaEventElapsedTime(&t, start, stop);
			ms.push_back(t);
		}
		std::sort(ms.begin(), ms.end());
		printf("%s,%.6f\n", launchers[i].name, ms[ms.size() / 2]);
		cudaEventDestroy(start);
		cudaEventDestroy(stop);
	}
	return 0;
}
