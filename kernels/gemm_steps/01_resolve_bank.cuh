/*
 * 01_resolve_bank.cuh - 2D blocktiling with float4 loads, A kept
 * transposed in shared memory, and the B tile rearranged on its way into
 * shared memory so that the inner loop's reads of it are conflict-free.
 *
 * In the plain vectorized kernel a thread reads its TN columns of B as
 * Bs[dot * BN + threadCol * TN + i]: consecutive threads are TN words
 * apart, so the same bank comes back every 32 / TN threads. Here column
 * n = g * TN + s of the tile (column group g, slot s in the group) is
 * kept at Bs[(k * TN + s) * (BN / TN) + g]: for a fixed slot the groups
 * are consecutive words, and threads with consecutive threadCol read
 * consecutive words.
 */
#pragma once

#include <cuda_runtime.h>

template <const int BM, const int BN, const int BK, const int TM, const int TN>
__global__ void __launch_bounds__((BM * BN) / (TM * TN))
	sgemm_resolve_bank(int M, int N, int K, float alpha, const float *A,
			   const float *B, float beta, float *C)
{
	constexpr uint NUM_THREADS = (BM * BN) / (TM * TN);
	constexpr uint GROUPS = BN / TN;   /* column groups of the B tile */

	static_assert(TN % 4 == 0, "a float4 of B must stay in one group");
	static_assert((NUM_THREADS * 4) % BK == 0, "A tile rows per pass");
	static_assert((NUM_THREADS * 4) % BN == 0, "B tile rows per pass");
	static_assert(BM % ((NUM_THREADS * 4) / BK) == 0, "A tile passes");
	static_assert(BK % ((NUM_THREADS * 4) / BN) == 0, "B tile passes");

	const uint cRow = blockIdx.y;
	const uint cCol = blockIdx.x;

	/* the TM x TN outputs of this thread */
	const uint threadCol = threadIdx.x % GROUPS;
	const uint threadRow = threadIdx.x / GROUPS;

	__shared__ __align__(16) float As[BK * BM];
	__shared__ __align__(16) float Bs[BK * BN];

	A += cRow * BM * K;
	B += cCol * BN;
	C += cRow * BM * N + cCol * BN;

	/* each thread moves float4s: A tile BM x BK, B tile BK x BN */
	const uint innerRowA = threadIdx.x / (BK / 4);
	const uint innerColA = threadIdx.x % (BK / 4);
	constexpr uint strideA = (NUM_THREADS * 4) / BK;
	const uint innerRowB = threadIdx.x / (BN / 4);
	const uint innerColB = threadIdx.x % (BN / 4);
	constexpr uint strideB = (NUM_THREADS * 4) / BN;

	/* where this thread's float4 of B goes: its group and first slot */
	const uint groupB = (innerColB * 4) / TN;
	const uint slotB = (innerColB * 4) % TN;

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
		for (uint offset = 0; offset + strideB <= BK; offset += strideB) {
			const uint row = innerRowB + offset;
			const float4 tmp = reinterpret_cast<const float4 *>(
				&B[row * N + innerColB * 4])[0];

			Bs[(row * TN + slotB + 0) * GROUPS + groupB] = tmp.x;
			Bs[(row * TN + slotB + 1) * GROUPS + groupB] = tmp.y;
			Bs[(row * TN + slotB + 2) * GROUPS + groupB] = tmp.z;
			Bs[(row * TN + slotB + 3) * GROUPS + groupB] = tmp.w;
		}
		__syncthreads();

		A += BK;
		B += BK * N;

		for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
			for (uint i = 0; i < TM; ++i)
				regM[i] = As[dotIdx * BM + threadRow * TM + i];
			for (uint i = 0; i < TN; ++i)
				regN[i] = Bs[(dotIdx * TN + i) * GROUPS + threadCol];
			for (uint resIdxM = 0; resIdxM < TM; ++resIdxM)
				for (uint resIdxN = 0; resIdxN < TN; ++resIdxN)
					threadResults[resIdxM * TN + resIdxN] +=
						regM[resIdxM] * regN[resIdxN];
		}
		__syncthreads();
	}

	/* C = alpha * (A * B) + beta * C, a float4 at a time */
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
