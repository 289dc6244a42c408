/*
 * matmul.cu - tiled single-precision C = A * B, n x n, row-major, through
 * 32 x 32 shared tiles: the textbook kernel, a variant that keeps B's tile
 * transposed (a 32-way conflict on every inner-loop read of it), and that
 * variant with the tile padded to 33 columns.
 *
 * Launch for every kernel: n = 1024, block (32, 32) (1024 threads, 32
 * warps), grid (n/32, n/32) = (32, 32): 1024 blocks, 32768 warps. Warp ty
 * of a block is tile row ty: its lanes have threadIdx.x = tx = 0..31 and
 * one threadIdx.y = ty. Each thread computes C[row][col], row = by*32 + ty,
 * col = bx*32 + tx, over n/32 = 32 tiles; per tile it stores one element
 * of each shared tile, and reads 32 of As and 32 of Bs in the inner loop.
 *
 * Per warp and tile, hand-derived:
 *   global ld A[row * n + t*32 + tx], B[(t*32 + ty) * n + col]: 32
 *     consecutive floats at a 128-byte boundary: 4 sectors each
 *   shared st As[ty][tx], Bs[ty][tx]: one row, 32 banks: 1 wavefront each
 *   shared ld As[ty][k]: every lane the same word (ty, k fixed in a warp):
 *     a broadcast, 1 wavefront
 *   shared ld Bs[k][tx]: one row, 32 banks: 1
 *   (transposed) shared st Bs[tx][ty]: word 32 tx + ty, all in bank ty,
 *     32 distinct words: 32; shared ld Bs[tx][k]: word 32 tx + k, bank k,
 *     32 words: 32
 *   (padded, Bs[32][33]) st Bs[tx][ty]: word 33 tx + ty, bank
 *     (tx + ty) % 32, distinct over tx: 1; ld Bs[tx][k]: bank (tx + k) % 32:
 *     1
 *
 * Per launch (32768 warps x 32 tiles = 1048576 warp-tiles):
 *                     ld req     ld wavefronts    st req    st wavefronts
 *   matmul_tiled     67108864      67108864      2097152      2097152
 *   matmul_tiled_bt  67108864    1107296256      2097152     34603008
 *   matmul_tiled_pad 67108864      67108864      2097152      2097152
 * (_bt: per warp-tile 32 + 32 * 32 = 1056 ld and 1 + 32 = 33 st
 * wavefronts.) Global, every kernel: ld 2097152 requests, 8388608 sectors;
 * st C[row * n + col] once per thread: 32768 requests, 131072 sectors.
 *
 * The counts above are those of the source. nvcc 13.0 (-O3, sm_90) unrolls
 * the inner loop completely and reads 4 consecutive k of a 16-byte aligned
 * row with one LDS.128: As[ty][k..k+3] in all three kernels, and
 * Bs[tx][k..k+3] in matmul_tiled_bt (a row of Bs[32][33] is not 16-byte
 * aligned, so the padded kernel keeps 32 LDS for Bs). Per warp-tile in
 * SASS, with HARDWARE.md's phases and the sm_90 rule that a 16-byte load
 * whose lane pairs share an address takes half:
 *   tiled, pad: 8 LDS.128 of As (a broadcast: 4 phases / 2 = 2 each) and
 *     32 LDS of Bs (1 each): 40 requests, 48 wavefronts; per launch
 *     41943040 requests, 50331648 wavefronts
 *   bt: 8 LDS.128 of As (2 each) and 8 LDS.128 of Bs (lane tx reads words
 *     32 tx + 4j .. +3: a phase of 8 lanes puts 8 words in each of 4
 *     banks: 8 per phase, 32 per request): 16 requests, 272 wavefronts;
 *     per launch 16777216 requests, 285212672 wavefronts
 * (H200, Nsight Compute SourceCounters, 2026-11-29: these exactly, per
 * instruction; the stores as in the table above.)
 */

#define TILE 32

/*
 * The textbook kernel: As broadcast, Bs read along a row. No conflict.
 */
__global__ void matmul_tiled(float *c, const float *a, const float *b, int n)
{
	__shared__ float As[TILE][TILE];
	__shared__ float Bs[TILE][TILE];
	int tx = threadIdx.x;
	int ty = threadIdx.y;
	int row = blockIdx.y * TILE + ty;
	int col = blockIdx.x * TILE + tx;
	float sum = 0.0f;

	for (int t = 0; t < n / TILE; t++) {
		As[ty][tx] = a[row * n + t * TILE + tx];
		Bs[ty][tx] = b[(t * TILE + ty) * n + col];
		__syncthreads();
		for (int k = 0; k < TILE; k++)
			sum += As[ty][k] * Bs[k][tx];
		__syncthreads();
	}
	c[row * n + col] = sum;
}

/*
 * B's tile stored transposed, Bs[tx][ty] = B[t*32 + ty][col], and read as
 * Bs[tx][k]: a 32-way conflict on the store and on every inner-loop read.
 */
__global__ void matmul_tiled_bt(float *c, const float *a, const float *b,
				int n)
{
	__shared__ float As[TILE][TILE];
	__shared__ float Bs[TILE][TILE];
	int tx = threadIdx.x;
	int ty = threadIdx.y;
	int row = blockIdx.y * TILE + ty;
	int col = blockIdx.x * TILE + tx;
	float sum = 0.0f;

	for (int t = 0; t < n / TILE; t++) {
		As[ty][tx] = a[row * n + t * TILE + tx];
		Bs[tx][ty] = b[(t * TILE + ty) * n + col];
		__syncthreads();
		for (int k = 0; k < TILE; k++)
			sum += As[ty][k] * Bs[tx][k];
		__syncthreads();
	}
	c[row * n + col] = sum;
}

/*
 * matmul_tiled_bt with Bs padded to 33 columns: no conflict.
 */
__global__ void matmul_tiled_pad(float *c, const float *a, const float *b,
				 int n)
{
	__shared__ float As[TILE][TILE];
	__shared__ float Bs[TILE][TILE + 1];
	int tx = threadIdx.x;
	int ty = threadIdx.y;
	int row = blockIdx.y * TILE + ty;
	int col = blockIdx.x * TILE + tx;
	float sum = 0.0f;

	for (int t = 0; t < n / TILE; t++) {
		As[ty][tx] = a[row * n + t * TILE + tx];
		Bs[tx][ty] = b[(t * TILE + ty) * n + col];
		__syncthreads();
		for (int k = 0; k < TILE; k++)
			sum += As[ty][k] * Bs[tx][k];
		__syncthreads();
	}
	c[row * n + col] = sum;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#include <math.h>

#define N 1024

static float *g_a, *g_b, *g_c;
static float *h_a, *h_b, *h_c;
static double *h_ref;

static void launch_tiled(const struct variant *v)
{
	matmul_tiled<<<v->grid, v->block>>>(g_c, g_a, g_b, v->arg0);
}

static void launch_tiled_bt(const struct variant *v)
{
	matmul_tiled_bt<<<v->grid, v->block>>>(g_c, g_a, g_b, v->arg0);
}

static void launch_tiled_pad(const struct variant *v)
{
	matmul_tiled_pad<<<v->grid, v->block>>>(g_c, g_a, g_b, v->arg0);
}

/* The reference in double, i-k-j order, computed once (about 10^9 FMAs). */
static void reference(void)
{
	if (h_ref)
		return;
	h_ref = (double *)calloc((size_t)N * N, sizeof(double));
	if (!h_ref) {
		fprintf(stderr, "matmul: out of host memory\n");
		exit(100);
	}
	for (int i = 0; i < N; i++)
		for (int k = 0; k < N; k++) {
			double aik = h_a[(size_t)i * N + k];
			const float *brow = h_b + (size_t)k * N;
			double *crow = h_ref + (size_t)i * N;

			for (int j = 0; j < N; j++)
				crow[j] += aik * brow[j];
		}
}

/*
 * Every element within a relative 1e-4 of the double reference (the sums
 * of 1024 products of values in [1, 4) are about 6400; float rounding over
 * 1024 additions stays near 1e-5 of that); then re-poison.
 */
static int check_product(const struct variant *v)
{
	size_t bad = 0;

	(void)v;
	reference();
	BENCH_CHECK(cudaMemcpy(h_c, g_c, (size_t)N * N * sizeof(float),
			       cudaMemcpyDeviceToHost));
	for (size_t i = 0; i < (size_t)N * N; i++)
		if (!(fabs(h_c[i] - h_ref[i]) <= 1e-4 * fabs(h_ref[i])))
			bad++;
	if (bad)
		fprintf(stderr, "matmul: %zu of %d elements wrong\n", bad,
			N * N);
	bench_poison(g_c, (size_t)N * N * sizeof(float));
	return bad ? -1 : 0;
}

#define M(name, fn) { name, "n=1024", dim3(N / TILE, N / TILE), \
		      dim3(TILE, TILE), N, 0, fn, check_product }

static struct variant table[] = {
	M("matmul_tiled", launch_tiled),
	M("matmul_tiled_bt", launch_tiled_bt),
	M("matmul_tiled_pad", launch_tiled_pad),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	size_t bytes = (size_t)N * N * sizeof(float);
	int rc;

	h_a = (float *)malloc(bytes);
	h_b = (float *)malloc(bytes);
	h_c = (float *)malloc(bytes);
	if (!h_a || !h_b || !h_c) {
		fprintf(stderr, "matmul: out of host memory\n");
		return 100;
	}
	g_a = (float *)bench_alloc(bytes);
	g_b = (float *)bench_alloc(bytes);
	g_c = (float *)bench_alloc(bytes);
	bench_fill_float(g_a, (size_t)N * N, 41);
	bench_fill_float(g_b, (size_t)N * N, 42);
	BENCH_CHECK(cudaMemcpy(h_a, g_a, bytes, cudaMemcpyDeviceToHost));
	BENCH_CHECK(cudaMemcpy(h_b, g_b, bytes, cudaMemcpyDeviceToHost));
	bench_poison(g_c, bytes);

	rc = bench_main(argc, argv, "matmul", table, count);
	cudaFree(g_a);
	cudaFree(g_b);
	cudaFree(g_c);
	free(h_a);
	free(h_b);
	free(h_c);
	free(h_ref);
	return rc;
}
#endif /* __CUDA_ARCH__ */
