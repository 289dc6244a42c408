// Kernel 1: one thread per element of C, rows of C along threadIdx.x.
#pragma once
#include <cuda_runtime.h>

template <const int BLOCKSIZE>
__global__ void sgemm_naive(int M, int N, int K, float alpha, const float *A,
			    const float *B, float beta, float *C)
{
	const unsigned row = blockIdx.x * BLOCKSIZE + threadIdx.x;
	const unsigned col = blockIdx.y * BLOCKSIZE + threadIdx.y;

	if (row < M && col < N) {
		float acc = 0.0f;
		// A[row * K + i]: the 32 lanes of a warp are 32 rows, K floats
		// apart; with K = 128 that is 512 bytes, a sector of its own for
		// each lane: 32 sectors a request where 4 would do (by hand).
		for (int i = 0; i < K; ++i)
			acc += A[row * K + i] * B[i * N + col];
		C[row * N + col] = alpha * acc + beta * C[row * N + col];
	}
}
