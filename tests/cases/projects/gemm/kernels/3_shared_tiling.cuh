// Kernel 3: BM x BK tiles of A and BK x BN tiles of B staged in shared
// memory; the tile of A is kept transposed, column by column.
#pragma once
#include <cuda_runtime.h>

template <const int BM, const int BN, const int BK>
__global__ void sgemm_shared_tiling(int M, int N, int K, float alpha, const float *A,
				    const float *B, float beta, float *C)
{
	__shared__ float As[BK * BM];
	__shared__ float Bs[BK * BN];
	const unsigned trow = threadIdx.x / BN;
	const unsigned tcol = threadIdx.x % BN;

	A += blockIdx.x * BM * K;
	B += blockIdx.y * BN;
	C += blockIdx.x * BM * N + blockIdx.y * BN;

	float acc = 0.0f;
	for (int tile = 0; tile < K; tile += BK) {
		// the store into As: lane l of a warp is tcol = l (BN = 32), so
		// it writes word l * BM = 32 l, and all 32 lanes fall in bank 0:
		// a 32-way conflict (by hand).  Bs is stored row by row: ideal.
		As[tcol * BM + trow] = A[trow * K + tcol];
		Bs[trow * BN + tcol] = B[trow * N + tcol];
		__syncthreads();
		A += BK;
		B += BK * N;
		for (int i = 0; i < BK; ++i)
			acc += As[i * BM + trow] * Bs[i * BN + tcol];
		__syncthreads();
	}
	C[trow * N + tcol] = alpha * acc + beta * C[trow * N + tcol];
}
