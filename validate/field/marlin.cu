/*
 * marlin.cu - runs the int4 x fp16 GEMM of a public project
 * (IST-DASLab/marlin, fetched outside this repository and not part of it:
 * ldmatrix, cp.async with predicates and cache hints, mma.sync and a
 * lock-based reduction across blocks, in inline PTX) for validate/field.sh.
 * Its host function marlin_cuda() picks one of its kernel instances from
 * the tile shape and the quantization group: here a batch of 16 rows
 * against a 4096 x 4096 weight, with each of the two tile shapes it offers
 * for small batches (thread_k x thread_n 128 x 128 and 64 x 256), with
 * per-column scales (groupsize -1), on all 132 multiprocessors.  Its
 * grouped instances (groupsize 128) stopped on the H200 with "an illegal
 * instruction was encountered" (h200-2026-12-03-marlin's field.log; the
 * cause is not found), so they are not run.  The project's source is compiled beside this
 * file; nothing of it is copied here.  Its host function is called by a
 * PyTorch binding, so warpcheck is told the sizes (field-lint), and nvcc
 * is given the flag the project builds with (field-arch).
 *
 *   marlin --profile     each launcher once, in the table's order
 *   marlin --time REPS   each launcher REPS times after a warm-up:
 *                        launcher,median_ms a line, CUDA events
 *
 * field-sources: marlin/marlin_cuda_kernel.cu
 * field-includes: marlin
 * field-lint: --param prob_m=16 --param prob_n=4096 --param prob_k=4096 --param sms=132
 * field-arch: -arch=sm_90 --expt-relaxed-constexpr
 */
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include "driver.h"

/* the project's host function, declared as its file defines it */
int marlin_cuda(const void *A, const void *B, void *C, void *s, int prob_m, int prob_n,
		int prob_k, void *workspace, int groupsize, int dev, cudaStream_t stream,
		int thread_k, int thread_n, int sms, int max_par);

static const int M = 16, N = 4096, K = 4096, SMS = 132, MAX_PAR = 16;

static const struct {
	const char *name;
	int thread_k, thread_n, groupsize;
} launchers[] = {
	{ "k128n128", 128, 128, -1 },
	{ "k64n256", 64, 256, -1 },
};

static void *g_a, *g_b, *g_c, *g_s, *g_locks;

static const char *name(int i)
{
	return launchers[i].name;
}

static void run(int i)
{
	/* the locks are left at zero by each run's last block */
	if (marlin_cuda(g_a, g_b, g_c, g_s, M, N, K, g_locks, launchers[i].groupsize, 0, 0,
			launchers[i].thread_k, launchers[i].thread_n, SMS, MAX_PAR) != 0)
		fprintf(stderr, "marlin: %s: the shape is refused\n", launchers[i].name);
}

int main(int argc, char **argv)
{
	int reps = field_reps(argc, argv, "marlin");
	size_t a = (size_t)M * K, c = (size_t)M * N, s = (size_t)N * (K / 128);

	if (reps < 0)
		return 2;
	g_a = field_input<__half>(a, 1, 256.0f);
	g_b = bench_alloc((size_t)K * N / 2);   /* 4 bits a weight */
	g_c = bench_alloc(c * sizeof(__half));
	g_s = field_input<__half>(s, 2, 256.0f);
	g_locks = bench_alloc((size_t)N / 128 * MAX_PAR * sizeof(int));
	BENCH_CHECK(cudaMemset(g_locks, 0, (size_t)N / 128 * MAX_PAR * sizeof(int)));
	BENCH_CHECK(cudaMemset(g_b, 0x5a, (size_t)K * N / 2));
	BENCH_CHECK(cudaDeviceSynchronize());
	return field_main(reps, (int)(sizeof(launchers) / sizeof(launchers[0])), name, run);
}
