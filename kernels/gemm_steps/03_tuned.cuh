/*
 * 03_tuned.cuh - the vectorized 2D blocktiling kernel (float4 loads of A
 * and B, A stored transposed, B stored as it is with one float4 store,
 * float4 epilogue) with every size a template parameter, so that an
 * autotuning sweep can pick the tile: the block computes BM x BN of C
 * over steps of BK, each thread TM x TN of it.
 */
#pragma once

#include <cuda_runtime.h>

template <const int BM, const int BN, const int BK, const int TM, const int TN>
__global__ void __launch_bounds__((BM * BN) / (TM * TN))
	sgemm_tuned(int M, int N, int K, float alpha, const float *A,
		    const float *B, float beta, float *C)
{
	constexpr uint NUM_THREADS = (BM * BN) / (TM * TN);

	static_assert(TN % 4 == 0, "float4 epilogue");
	static_assert((NUM_THREADS * 4) % BK == 0, "A tile rows per pass");
	static_assert((NUM_THREADS * 4) % BN == 0, "B tile rows per pass");
	static_assert(BM % ((NUM_THREADS * 4) / BK) == 0, "A tile passes");
	static_assert(BK % ((NUM_THREADS * 4) / BN) == 0, "B tile passes");

	const uint cRow = blockIdx.y;
	const uint cCol = blockIdx.x;
	const uint threadCol = threadIdx.x % (BN / TN);
	const uint threadRow = threadIdx.x / (BN / TN);

	__shared__ __align__(16) float As[BK * BM];
	__shared__ __align__(16) float Bs[BK * BN];

	A += cRow * BM * K;
	B += cCol * BN;
	C += cRow * BM * N + cCol * BN;

	const uint innerRowA = threadIdx.x / (BK / 4);
	const uint innerColA = threadIdx.x % (BK / 4);
	constexpr uint strideA = (NUM_THREADS * 4) / BK;
	const uint innerRowB = threadIdx.x / (BN / 4);
	const uint innerColB = threadIdx.x % (BN / 4);
	constexpr uint strideB = NUM_THREADS / (BN / 4);

	float threadResults[TM * TN] = { 0.0f };
	float regM[TM] = { 0.0f };
	float regN[TN] = { 0.0f };

	for (uint bkIdx = 0; bkIdx < K; bkIdx += BK) {
		for (uint offset = 0; offset + strideA <= BM; offset += strideA) {
			const float4 tmp = reinterpret_cast<const float4 *>(
				&A[(innerRowA + offset) * K + innerColA * 4])[0];

			As[(innerColA * 4 + 0) * BM + innerRowA + offset] = tmp.x;
			As[(innerColA * 4 + 1) * BM + innerRowA + offset] = tmp.y;
			As[(innerColA * 4 + 2) * BM + innerRowA + offset] = tmp.z;
			As[(innerColA * 4 + 3) * BM + innerRowA + offset] = tmp.w;
		}
		for (uint offset = 0; offset + strideB <= BK; offset += strideB)
			reinterpret_cast<float4 *>(
				&Bs[(innerRowB + offset) * BN + innerColB * 4])[0] =
				reinterpret_cast<const float4 *>(
					&B[(innerRowB + offset) * N + innerColB * 4])[0];
		__syncthreads();

		A += BK;
		B += BK * N;

		for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
			for (uint i = 0; i < TM; ++i)
				regM[i] = As[dotIdx * BM + threadRow * TM + i];
			for (uint i = 0; i < TN; ++i)
				regN[i] = Bs[dotIdx * BN + threadCol * TN + i];
			for (uint resIdxM = 0; resIdxM < TM; ++resIdxM)
				for (uint resIdxN = 0; resIdxN < TN; ++resIdxN)
					threadResults[resIdxM * TN + resIdxN] +=
						regM[resIdxM] * regN[resIdxN];
		}
		__syncthreads();
	}

	for (uint resIdxM = 0; resIdxM < TM; resIdxM += 1) {
		for (uint resIdxN = 0; resIdxN < TN; resIdxN += 4) {
			float4 tmp = reinterpret_cast<float4 *>(
				&C[(threadRow * TM + resIdxM) * N +
				   threadCol * TN + resIdxN])[0];

			tmp.x = alpha * threadResults[resIdxM * TN + resIdxN] +
				beta * tmp.x;
			tmp.y = alpha * threadResults[resIdxM * TN + resIdxN + 1] +
				beta * tmp.y;
			tmp.z = alpha * threadResults[resIdxM * TN + resIdxN + 2] +
				beta * tmp.z;
			tmp.w = alpha * threadResults[resIdxM * TN + resIdxN + 3] +
				beta * tmp.w;
			reinterpret_cast<float4 *>(
				&C[(threadRow * TM + resIdxM) * N +
				   threadCol * TN + resIdxN])[0] = tmp;
		}
	}
}
