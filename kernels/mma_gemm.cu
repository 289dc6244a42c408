/*
 * mma_gemm.cu - a tensor-core GEMM written the plain way, to hold the time
 * model's tensor pipe (kernels/micro_mma.cu) and its shared-memory side
 * (LDSM from wmma's load_matrix_sync) to a whole kernel.
 *
 * C = A B, n x n, A and B half row-major, C float row-major.  A block of 4
 * warps computes a 64 x 64 tile of C, each warp 32 x 32 of it (2 x 2
 * wmma 16x16x16 accumulators); K goes 32 at a time through shared tiles
 * As[64][32 + PAD] and Bs[32][64 + PAD], each thread copying 16 bytes at a
 * time.  PAD = 0: 64- and 128-byte rows, the ldmatrix rows of a fragment
 * fall in the same banks (HARDWARE.md's matrix rule: 64-byte rows put 2
 * rows in each group of 4 banks, 128-byte rows 8); PAD = 8: 80- and
 * 144-byte rows, every 16-byte row in a group of its own.
 */
#include <cuda_fp16.h>
#include <mma.h>

#define TILE 64
#define KT 32

template <int PAD>
__global__ void wmma_gemm(const half *A, const half *B, float *C, int n)
{
	using namespace nvcuda;
	__shared__ __align__(16) half As[TILE][KT + PAD];
	__shared__ __align__(16) half Bs[KT][TILE + PAD];
	int warp = threadIdx.x / 32, wr = warp / 2, wc = warp % 2;
	int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[2][2];

	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2; j++)
			wmma::fill_fragment(acc[i][j], 0.0f);
	for (int k0 = 0; k0 < n; k0 += KT) {
		/* 64 x 32 halves of A and 32 x 64 of B: 256 chunks of 16 bytes
		 * each, two a thread */
		for (int c = threadIdx.x; c < TILE * KT / 8; c += blockDim.x) {
			int ar = c / (KT / 8), ac = c % (KT / 8) * 8;
			int br = c / (TILE / 8), bc = c % (TILE / 8) * 8;
			*(uint4 *)&As[ar][ac] = *(const uint4 *)&A[(size_t)(row0 + ar) * n + k0 + ac];
			*(uint4 *)&Bs[br][bc] = *(const uint4 *)&B[(size_t)(k0 + br) * n + col0 + bc];
		}
		__syncthreads();
		for (int kk = 0; kk < KT; kk += 16) {
			wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[2];
			wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b[2];
			for (int i = 0; i < 2; i++)
				wmma::load_matrix_sync(a[i], &As[wr * 32 + i * 16][kk], KT + PAD);
			for (int j = 0; j < 2; j++)
				wmma::load_matrix_sync(b[j], &Bs[kk][wc * 32 + j * 16], TILE + PAD);
			for (int i = 0; i < 2; i++)
				for (int j = 0; j < 2; j++)
					wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
		}
		__syncthreads();
	}
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2; j++)
			wmma::store_matrix_sync(&C[(size_t)(row0 + wr * 32 + i * 16) * n + col0 + wc * 32 + j * 16],
						acc[i][j], n, wmma::mem_row_major);
}

template __global__ void wmma_gemm<0>(const half *, const half *, float *, int);
template __global__ void wmma_gemm<8>(const half *, const half *, float *, int);

#ifndef __CUDA_ARCH__
#include "bench.h"

#define MOST_N 4096

static half *g_a, *g_b;
static float *g_c;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "wmma_gemm<0>"))
		wmma_gemm<0><<<v->grid, v->block>>>(g_a, g_b, g_c, v->arg0);
	else
		wmma_gemm<8><<<v->grid, v->block>>>(g_a, g_b, g_c, v->arg0);
}

/* C[0][0] = sum over k of A[0][k] B[k][0], every element 1/64: n / 4096 */
static int check(const struct variant *v)
{
	float c = 0;

	BENCH_CHECK(cudaMemcpy(&c, g_c, sizeof(c), cudaMemcpyDeviceToHost));
	return c == (float)v->arg0 / 4096.0f ? 0 : -1;
}

#define V(kern, params, n) \
	{ kern, params, dim3((n) / 64, (n) / 64), dim3(128), n, 0, launch, check }

static struct variant table[] = {
	V("wmma_gemm<0>", "n=2048", 2048),
	V("wmma_gemm<8>", "n=2048", 2048),
	V("wmma_gemm<0>", "n=4096", 4096),
	V("wmma_gemm<8>", "n=4096", 4096),
};

int main(int argc, char **argv)
{
	size_t elems = (size_t)MOST_N * MOST_N;
	half *h = (half *)malloc(elems * sizeof(half));
	int rc;

	for (size_t i = 0; i < elems; i++)
		h[i] = __float2half(1.0f / 64);
	g_a = (half *)bench_alloc(elems * sizeof(half));
	g_b = (half *)bench_alloc(elems * sizeof(half));
	g_c = (float *)bench_alloc(elems * sizeof(float));
	BENCH_CHECK(cudaMemcpy(g_a, h, elems * sizeof(half), cudaMemcpyHostToDevice));
	BENCH_CHECK(cudaMemcpy(g_b, h, elems * sizeof(half), cudaMemcpyHostToDevice));
	free(h);
	rc = bench_main(argc, argv, "mma_gemm", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_a);
	cudaFree(g_b);
	cudaFree(g_c);
	return rc;
}
#endif /* __CUDA_ARCH__ */
