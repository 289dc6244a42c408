// tc_gemm.cu - a persistent half-precision tensor-core GEMM for `make
// bench`: D = A * B + C with n x n matrices (n = TC_N), one 128 x 128 tile
// of D per block and round, the blocks striding over the tiles; 8 warps a
// block, each 32 x 64 of the tile in 2 x 4 wmma accumulators; A and B
// come through shared memory 64 columns of k at a time, in 16-byte
// copies, rows padded by 8 halves; C and D pass through the same memory
// as floats.  The shape of the kernels a tensor-core tutorial ships, and
// the heaviest kind to simulate: a grid-stride loop whose tile index is a
// quotient, around a 64-round k loop of small unrolled loops.
#include <cuda_fp16.h>
#include <mma.h>

using namespace nvcuda;

#ifndef TC_N
#define TC_N 4096
#endif

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

__global__ void __launch_bounds__(THREADS)
tc_gemm(const half *__restrict__ A, const half *__restrict__ B, const float *__restrict__ C,
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

int main()
{
	const int n = TC_N;
	half *A, *B;
	float *C, *D;
	size_t shared = 2 * BM * LDA * sizeof(half);

	cudaMalloc(&A, sizeof(half) * n * n);
	cudaMalloc(&B, sizeof(half) * n * n);
	cudaMalloc(&C, sizeof(float) * n * n);
	cudaMalloc(&D, sizeof(float) * n * n);
	cudaFuncSetAttribute(tc_gemm, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)shared);
	tc_gemm<<<132, THREADS, shared>>>(A, B, C, D, n);
	cudaDeviceSynchronize();
	return 0;
}
