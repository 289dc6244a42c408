/*
 * tc_persistent.cu - persistent tensor-core GEMMs of the shape a vendor's
 * tensor-core samples have: one block per SM (132 on the H200), striding
 * over the 128 x 128 tiles of D = A B + C (n = 4096), 8 warps a block each
 * computing 32 x 64 of the tile in wmma accumulators; A and B staged
 * through shared memory with padded rows, 16 bytes a thread a copy; C in
 * and D out through the same shared memory.  Written here after the bench
 * kernel (tests/bench/tc_gemm.cu).
 *
 *   tcp_half        half inputs, float accumulators, m16n16k16; plain
 *                   16-byte loads and stores for the staging
 *   tcp_half_async  the same with cuda::memcpy_async on a thread-scope
 *                   cuda::pipeline (LDGSTS), one stage
 *   tcp_double      double throughout, m8n8k4 (DMMA), 16 columns of k a
 *                   stage, rows padded by 4 doubles
 *
 * What warpcheck predicts for each is in the comparison of the run
 * (validate/results); the counts are not derived by hand here.
 */
#include <cuda_fp16.h>
#include <mma.h>
#include <cuda/pipeline>

using namespace nvcuda;

#define TCP_N 4096
typedef double elem;

enum {
	BM = 128, BN = 128, BK = 64,           /* a block's tile, and k per stage */
	WM = 32, WN = 64,                      /* a warp's part of the tile */
	FRAG = 16,                             /* wmma's m = n = k */
	PAD = 8,                               /* halves a row of A or B is padded by */
	LDA = BK + PAD,                        /* row pitch of the staged A and B */
	LDC = BN + 4,                          /* row pitch of the staged C (floats) */
	WARPS = 8,
	THREADS = WARPS * 32,
};

/* the double-precision one: m8n8k4 fragments, 16 columns of k a stage */
enum {
	D_BM = 128, D_BN = 128, D_BK = 16,
	D_WM = 32, D_WN = 64,
	D_FM = 8, D_FK = 4,
	D_PAD = 4,                             /* doubles a row of A or B is padded by */
	D_LDA = D_BK + D_PAD,
	D_LDC = D_BN + 4,
	D_WARPS = 8,
	D_THREADS = D_WARPS * 32,
};

__global__ void __launch_bounds__(THREADS)
tcp_half(const half *__restrict__ A, const half *__restrict__ B, const float *__restrict__ C,
	float *__restrict__ D, int n)
{
	extern __shared__ __align__(128) unsigned char smem[];
	half (*As)[LDA] = reinterpret_cast<half (*)[LDA]>(smem);
	half (*Bs)[LDA] = reinterpret_cast<half (*)[LDA]>(smem + BM * LDA * sizeof(half));
	float (*Cs)[LDC] = reinterpret_cast<float (*)[LDC]>(smem);
	const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
	const int wr = warp / (BN / WN), wc = warp % (BN / WN);
	const int tiles_n = n / BN, tiles = (n / BM) * tiles_n;

	for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
		const int row0 = (tile / tiles_n) * BM, col0 = (tile % tiles_n) * BN;
		wmma::fragment<wmma::accumulator, FRAG, FRAG, FRAG, float> acc[WM / FRAG][WN / FRAG];

		/* C into shared memory, a warp 16 rows, then into the fragments */
		for (int r = 0; r < BM / WARPS; r++) {
			const int row = warp * (BM / WARPS) + r;
			reinterpret_cast<float4 *>(&Cs[row][0])[lane] =
				reinterpret_cast<const float4 *>(&C[(size_t)(row0 + row) * n + col0])[lane];
		}
		__syncthreads();
		for (int i = 0; i < WM / FRAG; i++)
			for (int j = 0; j < WN / FRAG; j++)
				wmma::load_matrix_sync(acc[i][j], &Cs[wr * WM + i * FRAG][wc * WN + j * FRAG],
						       LDC, wmma::mem_row_major);
		__syncthreads();

		for (int k0 = 0; k0 < n; k0 += BK) {
			/* 128 rows of 64 halves each of A and B: 8 lanes a row */
			for (int c = threadIdx.x; c < BM * BK / 8; c += THREADS) {
				const int row = c / (BK / 8), part = c % (BK / 8);
				*reinterpret_cast<int4 *>(&As[row][part * 8]) =
					*reinterpret_cast<const int4 *>(&A[(size_t)(row0 + row) * n + k0 + part * 8]);
				*reinterpret_cast<int4 *>(&Bs[row][part * 8]) =
					*reinterpret_cast<const int4 *>(&B[(size_t)(col0 + row) * n + k0 + part * 8]);
			}
			__syncthreads();
			for (int kk = 0; kk < BK; kk += FRAG) {
				wmma::fragment<wmma::matrix_a, FRAG, FRAG, FRAG, half, wmma::row_major> a[WM / FRAG];
				wmma::fragment<wmma::matrix_b, FRAG, FRAG, FRAG, half, wmma::col_major> b;
				for (int i = 0; i < WM / FRAG; i++)
					wmma::load_matrix_sync(a[i], &As[wr * WM + i * FRAG][kk], LDA);
				for (int j = 0; j < WN / FRAG; j++) {
					wmma::load_matrix_sync(b, &Bs[wc * WN + j * FRAG][kk], LDA);
					for (int i = 0; i < WM / FRAG; i++)
						wmma::mma_sync(acc[i][j], a[i], b, acc[i][j]);
				}
			}
			__syncthreads();
		}

		/* the tile out through shared memory, a warp 16 rows */
		for (int i = 0; i < WM / FRAG; i++)
			for (int j = 0; j < WN / FRAG; j++)
				wmma::store_matrix_sync(&Cs[wr * WM + i * FRAG][wc * WN + j * FRAG], acc[i][j],
							LDC, wmma::mem_row_major);
		__syncthreads();
		for (int r = 0; r < BM / WARPS; r++) {
			const int row = warp * (BM / WARPS) + r;
			reinterpret_cast<float4 *>(&D[(size_t)(row0 + row) * n + col0])[lane] =
				reinterpret_cast<const float4 *>(&Cs[row][0])[lane];
		}
		__syncthreads();
	}
}

__global__ void __launch_bounds__(THREADS)
tcp_half_async(const half *__restrict__ A, const half *__restrict__ B, const float *__restrict__ C,
	float *__restrict__ D, int n)
{
	extern __shared__ __align__(128) unsigned char smem[];
	half (*As)[LDA] = reinterpret_cast<half (*)[LDA]>(smem);
	half (*Bs)[LDA] = reinterpret_cast<half (*)[LDA]>(smem + BM * LDA * sizeof(half));
	float (*Cs)[LDC] = reinterpret_cast<float (*)[LDC]>(smem);
	const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
	const int wr = warp / (BN / WN), wc = warp % (BN / WN);
	cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
	const int tiles_n = n / BN, tiles = (n / BM) * tiles_n;

	for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
		const int row0 = (tile / tiles_n) * BM, col0 = (tile % tiles_n) * BN;
		wmma::fragment<wmma::accumulator, FRAG, FRAG, FRAG, float> acc[WM / FRAG][WN / FRAG];

		/* C into shared memory, a warp 16 rows, then into the fragments */
		for (int r = 0; r < BM / WARPS; r++) {
			const int row = warp * (BM / WARPS) + r;
			reinterpret_cast<float4 *>(&Cs[row][0])[lane] =
				reinterpret_cast<const float4 *>(&C[(size_t)(row0 + row) * n + col0])[lane];
		}
		__syncthreads();
		for (int i = 0; i < WM / FRAG; i++)
			for (int j = 0; j < WN / FRAG; j++)
				wmma::load_matrix_sync(acc[i][j], &Cs[wr * WM + i * FRAG][wc * WN + j * FRAG],
						       LDC, wmma::mem_row_major);
		__syncthreads();

		for (int k0 = 0; k0 < n; k0 += BK) {
			/* 128 rows of 64 halves each of A and B: 8 lanes a row */
			for (int c = threadIdx.x; c < BM * BK / 8; c += THREADS) {
				const int row = c / (BK / 8), part = c % (BK / 8);
				pipe.producer_acquire();
				cuda::memcpy_async(&As[row][part * 8], &A[(size_t)(row0 + row) * n + k0 + part * 8], cuda::aligned_size_t<16>(16), pipe);
				cuda::memcpy_async(&Bs[row][part * 8], &B[(size_t)(col0 + row) * n + k0 + part * 8], cuda::aligned_size_t<16>(16), pipe);
				pipe.producer_commit();
			}
			cuda::pipeline_consumer_wait_prior<0>(pipe);
			__syncthreads();
			for (int kk = 0; kk < BK; kk += FRAG) {
				wmma::fragment<wmma::matrix_a, FRAG, FRAG, FRAG, half, wmma::row_major> a[WM / FRAG];
				wmma::fragment<wmma::matrix_b, FRAG, FRAG, FRAG, half, wmma::col_major> b;
				for (int i = 0; i < WM / FRAG; i++)
					wmma::load_matrix_sync(a[i], &As[wr * WM + i * FRAG][kk], LDA);
				for (int j = 0; j < WN / FRAG; j++) {
					wmma::load_matrix_sync(b, &Bs[wc * WN + j * FRAG][kk], LDA);
					for (int i = 0; i < WM / FRAG; i++)
						wmma::mma_sync(acc[i][j], a[i], b, acc[i][j]);
				}
			}
			__syncthreads();
		}

		/* the tile out through shared memory, a warp 16 rows */
		for (int i = 0; i < WM / FRAG; i++)
			for (int j = 0; j < WN / FRAG; j++)
				wmma::store_matrix_sync(&Cs[wr * WM + i * FRAG][wc * WN + j * FRAG], acc[i][j],
							LDC, wmma::mem_row_major);
		__syncthreads();
		for (int r = 0; r < BM / WARPS; r++) {
			const int row = warp * (BM / WARPS) + r;
			reinterpret_cast<float4 *>(&D[(size_t)(row0 + row) * n + col0])[lane] =
				reinterpret_cast<const float4 *>(&Cs[row][0])[lane];
		}
		__syncthreads();
	}
}


__global__ void __launch_bounds__(D_THREADS)
tcp_double(const elem *__restrict__ A, const elem *__restrict__ B, const elem *__restrict__ C,
	elem *__restrict__ D, int n)
{
	extern __shared__ __align__(128) unsigned char smem[];
	elem (*As)[D_LDA] = reinterpret_cast<elem (*)[D_LDA]>(smem);
	elem (*Bs)[D_LDA] = reinterpret_cast<elem (*)[D_LDA]>(smem + D_BM * D_LDA * sizeof(elem));
	elem (*Cs)[D_LDC] = reinterpret_cast<elem (*)[D_LDC]>(smem);
	const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
	const int wr = warp / (D_BN / D_WN), wc = warp % (D_BN / D_WN);
	const int tiles_n = n / D_BN, tiles = (n / D_BM) * tiles_n;

	for (int tile = blockIdx.x; tile < tiles; tile += gridDim.x) {
		const int row0 = (tile / tiles_n) * D_BM, col0 = (tile % tiles_n) * D_BN;
		wmma::fragment<wmma::accumulator, D_FM, D_FM, D_FK, elem> acc[D_WM / D_FM][D_WN / D_FM];

		/* C into shared memory, a warp 16 rows, then into the fragments */
		for (int r = 0; r < D_BM / D_WARPS; r++) {
			const int row = warp * (D_BM / D_WARPS) + r;
			for (int h = 0; h < 2; h++) reinterpret_cast<float4 *>(&Cs[row][0])[lane + 32 * h] =
				reinterpret_cast<const float4 *>(&C[(size_t)(row0 + row) * n + col0])[lane + 32 * h];
		}
		__syncthreads();
		for (int i = 0; i < D_WM / D_FM; i++)
			for (int j = 0; j < D_WN / D_FM; j++)
				wmma::load_matrix_sync(acc[i][j], &Cs[wr * D_WM + i * D_FM][wc * D_WN + j * D_FM],
						       D_LDC, wmma::mem_row_major);
		__syncthreads();

		for (int k0 = 0; k0 < n; k0 += D_BK) {
			/* 128 rows of 64 halves each of A and B: 8 lanes a row */
			for (int c = threadIdx.x; c < D_BM * D_BK / 2; c += D_THREADS) {
				const int row = c / (D_BK / 2), part = c % (D_BK / 2);
				*reinterpret_cast<int4 *>(&As[row][part * 2]) =
					*reinterpret_cast<const int4 *>(&A[(size_t)(row0 + row) * n + k0 + part * 2]);
				*reinterpret_cast<int4 *>(&Bs[row][part * 2]) =
					*reinterpret_cast<const int4 *>(&B[(size_t)(col0 + row) * n + k0 + part * 2]);
			}
			__syncthreads();
			for (int kk = 0; kk < D_BK; kk += D_FK) {
				wmma::fragment<wmma::matrix_a, D_FM, D_FM, D_FK, elem, wmma::row_major> a[D_WM / D_FM];
				wmma::fragment<wmma::matrix_b, D_FM, D_FM, D_FK, elem, wmma::col_major> b;
				for (int i = 0; i < D_WM / D_FM; i++)
					wmma::load_matrix_sync(a[i], &As[wr * D_WM + i * D_FM][kk], D_LDA);
				for (int j = 0; j < D_WN / D_FM; j++) {
					wmma::load_matrix_sync(b, &Bs[wc * D_WN + j * D_FM][kk], D_LDA);
					for (int i = 0; i < D_WM / D_FM; i++)
						wmma::mma_sync(acc[i][j], a[i], b, acc[i][j]);
				}
			}
			__syncthreads();
		}

		/* the tile out through shared memory, a warp 16 rows */
		for (int i = 0; i < D_WM / D_FM; i++)
			for (int j = 0; j < D_WN / D_FM; j++)
				wmma::store_matrix_sync(&Cs[wr * D_WM + i * D_FM][wc * D_WN + j * D_FM], acc[i][j],
							D_LDC, wmma::mem_row_major);
		__syncthreads();
		for (int r = 0; r < D_BM / D_WARPS; r++) {
			const int row = warp * (D_BM / D_WARPS) + r;
			for (int h = 0; h < 2; h++) reinterpret_cast<float4 *>(&D[(size_t)(row0 + row) * n + col0])[lane + 32 * h] =
				reinterpret_cast<const float4 *>(&Cs[row][0])[lane + 32 * h];
		}
		__syncthreads();
	}
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static half *g_ha, *g_hb;
static float *g_hc, *g_hd;
static double *g_da, *g_db, *g_dc, *g_dd;

static void launch(const struct variant *v)
{
	size_t hshared = 2 * BM * LDA * sizeof(half);
	size_t dshared = 2 * D_BM * D_LDA * sizeof(double) > D_BM * D_LDC * sizeof(double)
				 ? 2 * D_BM * D_LDA * sizeof(double)
				 : D_BM * D_LDC * sizeof(double);

	if (hshared < BM * LDC * sizeof(float))
		hshared = BM * LDC * sizeof(float);
	if (!strcmp(v->kernel, "tcp_half")) {
		cudaFuncSetAttribute(tcp_half, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)hshared);
		tcp_half<<<v->grid, v->block, hshared>>>(g_ha, g_hb, g_hc, g_hd, TCP_N);
	} else if (!strcmp(v->kernel, "tcp_half_async")) {
		cudaFuncSetAttribute(tcp_half_async, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)hshared);
		tcp_half_async<<<v->grid, v->block, hshared>>>(g_ha, g_hb, g_hc, g_hd, TCP_N);
	} else if (!strcmp(v->kernel, "tcp_double")) {
		cudaFuncSetAttribute(tcp_double, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)dshared);
		tcp_double<<<v->grid, v->block, dshared>>>(g_da, g_db, g_dc, g_dd, TCP_N);
	} else {
		fprintf(stderr, "tc_persistent: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "tcp_half", "n=4096", dim3(132), dim3(THREADS), 0, 0, launch, NULL },
	{ "tcp_half_async", "n=4096", dim3(132), dim3(THREADS), 0, 0, launch, NULL },
	{ "tcp_double", "n=4096", dim3(132), dim3(D_THREADS), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t nn = (size_t)TCP_N * TCP_N;

	g_ha = (half *)bench_alloc(nn * sizeof(half));
	g_hb = (half *)bench_alloc(nn * sizeof(half));
	g_hc = (float *)bench_alloc(nn * sizeof(float));
	g_hd = (float *)bench_alloc(nn * sizeof(float));
	g_da = (double *)bench_alloc(nn * sizeof(double));
	g_db = (double *)bench_alloc(nn * sizeof(double));
	g_dc = (double *)bench_alloc(nn * sizeof(double));
	g_dd = (double *)bench_alloc(nn * sizeof(double));
	cudaMemset(g_ha, 0, nn * sizeof(half));
	cudaMemset(g_hb, 0, nn * sizeof(half));
	bench_fill_float(g_hc, nn, 3);
	cudaMemset(g_da, 0, nn * sizeof(double));
	cudaMemset(g_db, 0, nn * sizeof(double));
	cudaMemset(g_dc, 0, nn * sizeof(double));
	return bench_main(argc, argv, "tc_persistent", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
