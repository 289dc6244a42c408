// The runner of an SGEMM tutorial: one host function per kernel picks its
// tile and launches it, and run_kernel() dispatches on the kernel's
// number. main() lives in ../sgemm.cu and calls run_kernel() for each
// matrix size, so the sizes are only known there.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#include "runner.cuh"
#include "gemm_steps/03_tuned.cuh"
#include "gemm_steps/04_warptile.cuh"
#include "gemm_steps/05_double_buffer.cuh"

#define CEIL_DIV(M, N) (((M) + (N) - 1) / (N))

void run_cublas(int M, int N, int K, float alpha, float *A, float *B, float beta, float *C,
		cublasHandle_t handle)
{
	// row-major C = A B is column-major C^T = B^T A^T
	cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &alpha, B, N, A, K, &beta, C, N);
}

void run_sgemm_tuned(int M, int N, int K, float alpha, float *A, float *B, float beta, float *C)
{
	const uint BK = 16, TM = 8, TN = 8;

	if (M >= 128 && N >= 128) {
		const uint BM = 128, BN = 128;
		dim3 gridDim(CEIL_DIV(N, BN), CEIL_DIV(M, BM));
		dim3 blockDim((BM * BN) / (TM * TN));
		sgemm_tuned<BM, BN, BK, TM, TN><<<gridDim, blockDim>>>(M, N, K, alpha, A, B, beta, C);
	} else {
		// small matrices: smaller tiles, so that more blocks run
		const uint BM = 64, BN = 64;
		dim3 gridDim(CEIL_DIV(N, BN), CEIL_DIV(M, BM));
		dim3 blockDim((BM * BN) / (TM * TN));
		sgemm_tuned<BM, BN, BK, TM, TN><<<gridDim, blockDim>>>(M, N, K, alpha, A, B, beta, C);
	}
}

void run_sgemm_warptile(int M, int N, int K, float alpha, float *A, float *B, float beta,
			float *C)
{
	const uint NUM_THREADS = 256;
	const uint BN = 128, BM = 128, BK = 16;
	const uint WN = 32, WM = 64, WNITER = 2;
	const uint TN = 4, TM = 4;
	dim3 blockDim(NUM_THREADS);

	constexpr uint NUM_WARPS = NUM_THREADS / 32;
	static_assert((BN % WN == 0) && (BM % WM == 0), "warp tiles cover the block tile");
	static_assert((BN / WN) * (BM / WM) == NUM_WARPS, "one warp a warp tile");
	dim3 gridDim(CEIL_DIV(N, BN), CEIL_DIV(M, BM));
	sgemm_warptile<BM, BN, BK, WM, WN, WNITER, TM, TN, NUM_THREADS>
		<<<gridDim, blockDim>>>(M, N, K, alpha, A, B, beta, C);
}

void run_sgemm_double_buffer(int M, int N, int K, float alpha, float *A, float *B, float beta,
			     float *C)
{
	const uint NUM_THREADS = 256;
	const uint BN = 128, BM = 128, BK = 16;
	const uint WN = 32, WM = 64, WNITER = 2;
	const uint TN = 4, TM = 4;
	dim3 blockDim(NUM_THREADS);
	dim3 gridDim(CEIL_DIV(N, BN), CEIL_DIV(M, BM));

	sgemm_double_buffer<BM, BN, BK, WM, WN, WNITER, TM, TN, NUM_THREADS>
		<<<gridDim, blockDim>>>(M, N, K, alpha, A, B, beta, C);
}

void run_kernel(int kernel_num, int M, int N, int K, float alpha, float *A, float *B,
		float beta, float *C, cublasHandle_t handle)
{
	switch (kernel_num) {
	case 0:
		run_cublas(M, N, K, alpha, A, B, beta, C, handle);
		break;
	case 1:
		run_sgemm_tuned(M, N, K, alpha, A, B, beta, C);
		break;
	case 2:
		run_sgemm_warptile(M, N, K, alpha, A, B, beta, C);
		break;
	case 3:
		run_sgemm_double_buffer(M, N, K, alpha, A, B, beta, C);
		break;
	default:
		fprintf(stderr, "no kernel %d\n", kernel_num);
		exit(EXIT_FAILURE);
	}
}
