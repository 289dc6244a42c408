/*
 * gemm_steps.cu - the later steps of a single-precision GEMM tutorial,
 * after gemm.cu's warptile kernel: C = alpha * A * B + beta * C, A M x K,
 * B K x N, C M x N, all row-major, with M, N and K kernel arguments and
 * the tile sizes template parameters. One kernel per header, in
 * kernels/gemm_steps/:
 *
 *   01_resolve_bank.cuh  sgemm_resolve_bank: 2D blocktiling with float4
 *                        loads, A transposed in shared memory, the B tile
 *                        stored column group by column group so that the
 *                        inner loop's reads of Bs are consecutive words
 *   02_bank_pad.cuh      sgemm_bank_pad: the same, with the transposed A
 *                        tile padded by 4 columns (As[BK * (BM + 4)])
 *   03_tuned.cuh         sgemm_tuned: the vectorized kernel (B stored as
 *                        it is) at two tile configurations an autotuning
 *                        sweep might pick, 128x128x16 with 8 x 8 outputs a
 *                        thread and 64x64x16 with 4 x 4, both 256 threads
 *   04_warptile.cuh      sgemm_warptile: block tile, warp tile of 64 x 32
 *                        walked as 2 x 2 subtiles, 4 x 4 outputs a thread
 *                        in each; load and compute as __device__ helpers
 *   05_double_buffer.cuh sgemm_double_buffer: the warptile kernel with two
 *                        shared buffers a tile; the next step is read into
 *                        registers before the compute and stored to the
 *                        other buffer after it, one barrier a step
 *   06_async_buffer.cuh  sgemm_async_buffer: the same with the copies made
 *                        by __pipeline_memcpy_async (4 bytes at a time for
 *                        the transposed A tile, 16 for B), waited for with
 *                        __pipeline_wait_prior(0) at the top of each step
 *
 * The tiles assume M, N and K are multiples of BM, BN and BK (checked on
 * the host before anything runs). Every kernel runs at M = N = K = 2048,
 * and the last three also at 4096. alpha = 1 and beta = 0: C is read and
 * scaled by beta all the same, as in the tutorials.
 *
 * Each result is checked on the host against double-precision sums (no
 * reference kernel, so that --profile sees one launch per variant): every
 * entry must lie in the range the inputs allow (K to 16 K; C is refilled
 * with values in [1, 4) after each check, so an entry no thread wrote
 * shows), and two full rows, two full columns and 4096 random entries
 * must agree to a relative 1e-4.
 */

#include "gemm_steps/01_resolve_bank.cuh"
#include "gemm_steps/02_bank_pad.cuh"
#include "gemm_steps/03_tuned.cuh"
#include "gemm_steps/04_warptile.cuh"
#include "gemm_steps/05_double_buffer.cuh"
#include "gemm_steps/06_async_buffer.cuh"

/*
 * The instances the table runs. The host code below is hidden from nvcc's
 * device pass, so the device code of each instance is asked for here.
 */
#define SGEMM_ARGS int, int, int, float, const float *, const float *, \
	float, float *

template __global__ void sgemm_resolve_bank<128, 128, 8, 8, 8>(SGEMM_ARGS);
template __global__ void sgemm_bank_pad<128, 128, 8, 8, 8>(SGEMM_ARGS);
template __global__ void sgemm_tuned<128, 128, 16, 8, 8>(SGEMM_ARGS);
template __global__ void sgemm_tuned<64, 64, 16, 4, 4>(SGEMM_ARGS);
template __global__ void
sgemm_warptile<128, 128, 16, 64, 32, 2, 4, 4, 256>(SGEMM_ARGS);
template __global__ void
sgemm_double_buffer<128, 128, 16, 64, 32, 2, 4, 4, 256>(SGEMM_ARGS);
template __global__ void
sgemm_async_buffer<128, 128, 16, 64, 32, 2, 4, 4, 256>(SGEMM_ARGS);

#ifndef __CUDA_ARCH__
#include "bench.h"
#include <math.h>

#define SN_MAX 4096   /* the largest M = N = K in the table */

typedef void (*sgemm_kernel)(int, int, int, float, const float *,
			     const float *, float, float *);

static float *g_a, *g_b, *g_c;
static float *g_ha, *g_hb;   /* A and B on the host, for the check */
static float *g_host;        /* a copy of C for the check */
static const float g_alpha = 1.0f, g_beta = 0.0f;

/* each instance once; a variant's arg1 is its index here.  The two
 * instances of one template are named with their arguments, as
 * `warpcheck lint --kernel` takes them */
static const struct {
	const char *name;
	sgemm_kernel fn;
	int bm, bn, bk, threads;
} kernels[] = {
	{ "sgemm_resolve_bank", sgemm_resolve_bank<128, 128, 8, 8, 8>,
	  128, 128, 8, 256 },
	{ "sgemm_bank_pad", sgemm_bank_pad<128, 128, 8, 8, 8>,
	  128, 128, 8, 256 },
	{ "sgemm_tuned<128, 128, 16, 8, 8>", sgemm_tuned<128, 128, 16, 8, 8>,
	  128, 128, 16, 256 },
	{ "sgemm_tuned<64, 64, 16, 4, 4>", sgemm_tuned<64, 64, 16, 4, 4>,
	  64, 64, 16, 256 },
	{ "sgemm_warptile", sgemm_warptile<128, 128, 16, 64, 32, 2, 4, 4, 256>,
	  128, 128, 16, 256 },
	{ "sgemm_double_buffer",
	  sgemm_double_buffer<128, 128, 16, 64, 32, 2, 4, 4, 256>,
	  128, 128, 16, 256 },
	{ "sgemm_async_buffer",
	  sgemm_async_buffer<128, 128, 16, 64, 32, 2, 4, 4, 256>,
	  128, 128, 16, 256 },
};

#define NKERNELS ((int)(sizeof(kernels) / sizeof(kernels[0])))

static void launch(const struct variant *v)
{
	int n = v->arg0;

	kernels[v->arg1].fn<<<v->grid, v->block>>>(n, n, n, g_alpha, g_a, g_b,
						    g_beta, g_c);
}

static unsigned next_rand(unsigned *state)
{
	*state = *state * 1664525u + 1013904223u;
	return *state >> 8;
}

/* one entry of alpha * A * B (beta is 0), B's column read with stride n */
static double ref_entry(int n, int i, int j)
{
	double sum = 0.0;

	for (int k = 0; k < n; k++)
		sum += (double)g_ha[(size_t)i * n + k] *
		       (double)g_hb[(size_t)k * n + j];
	return g_alpha * sum;
}

/* relative error of C[i][j] against ref, folded into *worst (NaN: inf) */
static void compare(double got, double ref, double *worst)
{
	double e = fabs(got - ref) / fabs(ref);

	if (!(e <= *worst))
		*worst = isnan(e) ? INFINITY : e;
}

/*
 * The sums run over n products of values in [1, 4): n to 16 n, about
 * 6.25 n on average. Float accumulation in any order stays well within a
 * relative 1e-4 of the double sum; a wrong index or a missing BK step
 * moves an entry by 1e-3 or more.
 */
static int check(const struct variant *v)
{
	int n = v->arg0;
	size_t count = (size_t)n * n;
	double worst = 0.0;
	double *line = (double *)malloc(n * sizeof(double));
	size_t out_of_range = 0;
	unsigned state = 2024u;
	int rows[2], cols[2];

	if (!line) {
		fprintf(stderr, "gemm_steps: out of host memory\n");
		exit(100);
	}
	BENCH_CHECK(cudaMemcpy(g_host, g_c, count * sizeof(float),
			       cudaMemcpyDeviceToHost));
	for (size_t e = 0; e < count; e++) {
		float c = g_host[e];

		if (!(c >= (float)n && c < 16.0f * n))
			out_of_range++;
	}

	/* whole rows: every column block and thread column */
	rows[0] = next_rand(&state) % n;
	rows[1] = n - 1;
	for (int r = 0; r < 2; r++) {
		for (int j = 0; j < n; j++)
			line[j] = 0.0;
		for (int k = 0; k < n; k++) {
			double a = g_ha[(size_t)rows[r] * n + k];

			for (int j = 0; j < n; j++)
				line[j] += a * g_hb[(size_t)k * n + j];
		}
		for (int j = 0; j < n; j++)
			compare(g_host[(size_t)rows[r] * n + j],
				g_alpha * line[j], &worst);
	}

	/* whole columns: every row block and thread row */
	cols[0] = 0;
	cols[1] = next_rand(&state) % n;
	for (int c = 0; c < 2; c++) {
		for (int k = 0; k < n; k++)
			line[k] = g_hb[(size_t)k * n + cols[c]];
		for (int i = 0; i < n; i++) {
			double sum = 0.0;

			for (int k = 0; k < n; k++)
				sum += g_ha[(size_t)i * n + k] * line[k];
			compare(g_host[(size_t)i * n + cols[c]],
				g_alpha * sum, &worst);
		}
	}

	for (int s = 0; s < 4096; s++) {
		int i = next_rand(&state) % n;
		int j = next_rand(&state) % n;

		compare(g_host[(size_t)i * n + j], ref_entry(n, i, j), &worst);
	}

	/* not a result: values in [1, 4), finite so that beta * C stays 0 */
	bench_fill_float(g_c, count, 99);
	free(line);
	fprintf(stderr, "gemm_steps: %s(%s): max rel error %g, %zu entries "
		"out of range\n", v->kernel, v->params, worst, out_of_range);
	return worst > 1e-4 || out_of_range != 0;
}

#define V(name, idx, n, extra, gx, gy) \
	{ name, "M=" #n ";N=" #n ";K=" #n extra, dim3(gx, gy), dim3(256), \
	  n, idx, launch, check }

static struct variant table[] = {
	V("sgemm_resolve_bank", 0, 2048, "", 16, 16),
	V("sgemm_bank_pad", 1, 2048, "", 16, 16),
	V("sgemm_tuned<128, 128, 16, 8, 8>", 2, 2048, "", 16, 16),
	V("sgemm_tuned<64, 64, 16, 4, 4>", 3, 2048, "", 32, 32),
	V("sgemm_warptile", 4, 2048, "", 16, 16),
	V("sgemm_double_buffer", 5, 2048, "", 16, 16),
	V("sgemm_async_buffer", 6, 2048, "", 16, 16),
	V("sgemm_warptile", 4, 4096, "", 32, 32),
	V("sgemm_double_buffer", 5, 4096, "", 32, 32),
	V("sgemm_async_buffer", 6, 4096, "", 32, 32),
};

/* The tiles must cover C exactly, and each launch match its instance. */
static int table_ok(const struct variant *v)
{
	int n = v->arg0;
	int k = v->arg1;

	if (k < 0 || k >= NKERNELS || strcmp(kernels[k].name, v->kernel)) {
		fprintf(stderr, "gemm_steps: %s: no such instance\n", v->kernel);
		return 0;
	}
	if (n > SN_MAX || n % kernels[k].bm || n % kernels[k].bn ||
	    n % kernels[k].bk) {
		fprintf(stderr, "gemm_steps: %s(%s): %d is not a multiple of "
			"the tile\n", v->kernel, v->params, n);
		return 0;
	}
	if (v->grid.x * kernels[k].bn != (unsigned)n ||
	    v->grid.y * kernels[k].bm != (unsigned)n || v->grid.z != 1 ||
	    v->block.x != (unsigned)kernels[k].threads || v->block.y != 1 ||
	    v->block.z != 1) {
		fprintf(stderr, "gemm_steps: %s(%s): wrong launch shape\n",
			v->kernel, v->params);
		return 0;
	}
	return 1;
}

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	size_t elems = (size_t)SN_MAX * SN_MAX;
	int rc;

	for (int i = 0; i < count; i++)
		if (!table_ok(&table[i]))
			return 100;

	g_a = (float *)bench_alloc(elems * sizeof(float));
	g_b = (float *)bench_alloc(elems * sizeof(float));
	g_c = (float *)bench_alloc(elems * sizeof(float));
	g_ha = (float *)malloc(elems * sizeof(float));
	g_hb = (float *)malloc(elems * sizeof(float));
	g_host = (float *)malloc(elems * sizeof(float));
	if (!g_ha || !g_hb || !g_host) {
		fprintf(stderr, "gemm_steps: out of host memory\n");
		return 100;
	}
	/* an n x n run uses the first n * n floats of each buffer */
	bench_fill_float(g_a, elems, 61);
	bench_fill_float(g_b, elems, 62);
	bench_fill_float(g_c, elems, 99);
	BENCH_CHECK(cudaMemcpy(g_ha, g_a, elems * sizeof(float),
			       cudaMemcpyDeviceToHost));
	BENCH_CHECK(cudaMemcpy(g_hb, g_b, elems * sizeof(float),
			       cudaMemcpyDeviceToHost));

	rc = bench_main(argc, argv, "gemm_steps", table, count);
	cudaFree(g_a);
	cudaFree(g_b);
	cudaFree(g_c);
	free(g_ha);
	free(g_hb);
	free(g_host);
	return rc;
}
#endif /* __CUDA_ARCH__ */
