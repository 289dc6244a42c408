// Kernel 2: the same product with a warp's lanes along a row of C.
#pragma once
#include <cuda_runtime.h>

template <const int BLOCKSIZE>
__global__ void sgemm_coalesce(int M, int N, int K, float alpha, const float *A,
			       const float *B, float beta, float *C)
{
	const unsigned row = blockIdx.x * BLOCKSIZE + threadIdx.x / BLOCKSIZE;
	const unsigned col = blockIdx.y * BLOCKSIZE + threadIdx.x % BLOCKSIZE;

	if (row < M && col < N) {
		float acc = 0.0f;
		// A[row * K + i] is one word for the whole warp, B[i * N + col]
		// 32 consecutive floats: 1 and 4 sectors, both ideal (by hand).
		for (int i = 0; i < K; ++i)
			acc += A[row * K + i] * B[i * N + col];
		C[row * N + col] = alpha * acc + beta * C[row * N + col];
	}
}
