/*
 * 05_double_buffer.cuh - the warptile kernel with two shared buffers for
 * each tile. While the warps compute on one buffer, every thread has
 * already fetched its part of the next BK step from global memory into
 * registers; after the compute it writes those registers into the other
 * buffer. One barrier per step is enough: a buffer is written only in the
 * step after the one that read it, behind that step's barrier.
 */
#pragma once

#include <cuda_runtime.h>

namespace dbuf {

constexpr int WARPSIZE = 32;

/* global -> registers: this thread's float4s of the next A and B tiles */
template <const int BM, const int BK, const int rowStrideA,
	  const int rowStrideB>
__device__ void loadToRegs(int N, int K, const float *A, const float *B,
			   float4 *ldA, float4 *ldB, uint innerRowA,
			   uint innerColA, uint innerRowB, uint innerColB)
{
	for (uint offset = 0; offset + rowStrideA <= BM; offset += rowStrideA)
		ldA[offset / rowStrideA] = reinterpret_cast<const float4 *>(
			&A[(innerRowA + offset) * K + innerColA * 4])[0];
	for (uint offset = 0; offset + rowStrideB <= BK; offset += rowStrideB)
		ldB[offset / rowStrideB] = reinterpret_cast<const float4 *>(
			&B[(innerRowB + offset) * N + innerColB * 4])[0];
}

/* registers -> one shared buffer, A transposed */
template <const int BM, const int BN, const int BK, const int rowStrideA,
	  const int rowStrideB>
__device__ void storeToSmem(const float4 *ldA, const float4 *ldB, float *As,
			    float *Bs, uint innerRowA, uint innerColA,
			    uint innerRowB, uint innerColB)
{
	for (uint offset = 0; offset + rowStrideA <= BM; offset += rowStrideA) {
		const float4 tmp = ldA[offset / rowStrideA];

		As[(innerColA * 4 + 0) * BM + innerRowA + offset] = tmp.x;
		As[(innerColA * 4 + 1) * BM + innerRowA + offset] = tmp.y;
		As[(innerColA * 4 + 2) * BM + innerRowA + offset] = tmp.z;
		As[(innerColA * 4 + 3) * BM + innerRowA + offset] = tmp.w;
	}
	for (uint offset = 0; offset + rowStrideB <= BK; offset += rowStrideB)
		reinterpret_cast<float4 *>(
			&Bs[(innerRowB + offset) * BN + innerColB * 4])[0] =
			ldB[offset / rowStrideB];
}

template <const int BM, const int BN, const int BK, const int WM,
	  const int WN, const int WMITER, const int WNITER, const int WSUBM,
	  const int WSUBN, const int TM, const int TN>
__device__ void processFromSmem(float *regM, float *regN,
				float *threadResults, const float *As,
				const float *Bs, const uint warpRow,
				const uint warpCol, const uint threadRowInWarp,
				const uint threadColInWarp)
{
	for (uint dotIdx = 0; dotIdx < BK; ++dotIdx) {
		for (uint wSubRowIdx = 0; wSubRowIdx < WMITER; ++wSubRowIdx)
			for (uint i = 0; i < TM; ++i)
				regM[wSubRowIdx * TM + i] =
					As[dotIdx * BM + warpRow * WM +
					   wSubRowIdx * WSUBM +
					   threadRowInWarp * TM + i];
		for (uint wSubColIdx = 0; wSubColIdx < WNITER; ++wSubColIdx)
			for (uint i = 0; i < TN; ++i)
				regN[wSubColIdx * TN + i] =
					Bs[dotIdx * BN + warpCol * WN +
					   wSubColIdx * WSUBN +
					   threadColInWarp * TN + i];

		for (uint wSubRowIdx = 0; wSubRowIdx < WMITER; ++wSubRowIdx)
			for (uint wSubColIdx = 0; wSubColIdx < WNITER; ++wSubColIdx)
				for (uint resIdxM = 0; resIdxM < TM; ++resIdxM)
					for (uint resIdxN = 0; resIdxN < TN; ++resIdxN)
						threadResults[(wSubRowIdx * TM + resIdxM) *
							      (WNITER * TN) +
							      wSubColIdx * TN + resIdxN] +=
							regM[wSubRowIdx * TM + resIdxM] *
							regN[wSubColIdx * TN + resIdxN];
	}
}

} /* namespace dbuf */

template <const int BM, const int BN, const int BK, const int WM,
	  const int WN, const int WNITER, const int TM, const int TN,
	  const int NUM_THREADS>
__global__ void __launch_bounds__(NUM_THREADS)
	sgemm_double_buffer(int M, int N, int K, float alpha, const float *A,
			    const float *B, float beta, float *C)
{
	using dbuf::WARPSIZE;
	constexpr uint WMITER = (WM * WN) / (WARPSIZE * TM * TN * WNITER);
	constexpr uint WSUBM = WM / WMITER;
	constexpr uint WSUBN = WN / WNITER;
	constexpr uint rowStrideA = (NUM_THREADS * 4) / BK;
	constexpr uint rowStrideB = NUM_THREADS / (BN / 4);

	static_assert(NUM_THREADS == (BM / WM) * (BN / WN) * WARPSIZE,
		      "one warp per warp tile");
	static_assert(WMITER >= 1 && WM % WMITER == 0 && WN % WNITER == 0,
		      "warp subtiles");
	static_assert((WSUBM / TM) * (WSUBN / TN) == WARPSIZE,
		      "a subtile is one output block per lane");
	static_assert(TN % 4 == 0, "float4 epilogue");
	static_assert(BM % rowStrideA == 0 && BK % rowStrideB == 0,
		      "whole passes of the tile loads");

	const uint cRow = blockIdx.y;
	const uint cCol = blockIdx.x;
	const uint warpIdx = threadIdx.x / WARPSIZE;
	const uint warpCol = warpIdx % (BN / WN);
	const uint warpRow = warpIdx / (BN / WN);
	const uint threadIdxInWarp = threadIdx.x % WARPSIZE;
	const uint threadColInWarp = threadIdxInWarp % (WSUBN / TN);
	const uint threadRowInWarp = threadIdxInWarp / (WSUBN / TN);

	/* buffer b of A is As[b * BM * BK ...], of B Bs[b * BK * BN ...] */
	__shared__ __align__(16) float As[2 * BM * BK];
	__shared__ __align__(16) float Bs[2 * BK * BN];

	A += cRow * BM * K;
	B += cCol * BN;
	C += (cRow * BM + warpRow * WM) * N + cCol * BN + warpCol * WN;

	const uint innerRowA = threadIdx.x / (BK / 4);
	const uint innerColA = threadIdx.x % (BK / 4);
	const uint innerRowB = threadIdx.x / (BN / 4);
	const uint innerColB = threadIdx.x % (BN / 4);

	float threadResults[WMITER * TM * WNITER * TN] = { 0.0f };
	float regM[WMITER * TM] = { 0.0f };
	float regN[WNITER * TN] = { 0.0f };
	float4 ldA[BM / rowStrideA];
	float4 ldB[BK / rowStrideB];

	/* the first step goes straight into buffer 0 */
	dbuf::loadToRegs<BM, BK, rowStrideA, rowStrideB>(
		N, K, A, B, ldA, ldB, innerRowA, innerColA, innerRowB,
		innerColB);
	dbuf::storeToSmem<BM, BN, BK, rowStrideA, rowStrideB>(
		ldA, ldB, As, Bs, innerRowA, innerColA, innerRowB, innerColB);
	__syncthreads();

	for (uint bkIdx = 0; bkIdx < K; bkIdx += BK) {
		const uint cur = (bkIdx / BK) % 2;
		const bool hasNext = bkIdx + BK < K;

		if (hasNext) {
			A += BK;
			B += BK * N;
			dbuf::loadToRegs<BM, BK, rowStrideA, rowStrideB>(
				N, K, A, B, ldA, ldB, innerRowA, innerColA,
				innerRowB, innerColB);
		}
		dbuf::processFromSmem<BM, BN, BK, WM, WN, WMITER, WNITER,
				      WSUBM, WSUBN, TM, TN>(
			regM, regN, threadResults, As + cur * BM * BK,
			Bs + cur * BK * BN, warpRow, warpCol, threadRowInWarp,
			threadColInWarp);
		if (hasNext)
			dbuf::storeToSmem<BM, BN, BK, rowStrideA, rowStrideB>(
				ldA, ldB, As + (1 - cur) * BM * BK,
				Bs + (1 - cur) * BK * BN, innerRowA,
				innerColA, innerRowB, innerColB);
		__syncthreads();
	}

	for (uint wSubRowIdx = 0; wSubRowIdx < WMITER; ++wSubRowIdx) {
		for (uint wSubColIdx = 0; wSubColIdx < WNITER; ++wSubColIdx) {
			float *C_interim = C + (wSubRowIdx * WSUBM) * N +
					   wSubColIdx * WSUBN;

			for (uint resIdxM = 0; resIdxM < TM; resIdxM += 1) {
				for (uint resIdxN = 0; resIdxN < TN; resIdxN += 4) {
					float4 tmp = reinterpret_cast<float4 *>(
						&C_interim[(threadRowInWarp * TM +
							    resIdxM) * N +
							   threadColInWarp * TN +
							   resIdxN])[0];
					const uint i = (wSubRowIdx * TM + resIdxM) *
						       (WNITER * TN) +
						       wSubColIdx * TN + resIdxN;

					tmp.x = alpha * threadResults[i + 0] +
						beta * tmp.x;
					tmp.y = alpha * threadResults[i + 1] +
						beta * tmp.y;
					tmp.z = alpha * threadResults[i + 2] +
						beta * tmp.z;
					tmp.w = alpha * threadResults[i + 3] +
						beta * tmp.w;
					reinterpret_cast<float4 *>(
						&C_interim[(threadRowInWarp * TM +
							    resIdxM) * N +
							   threadColInWarp * TN +
							   resIdxN])[0] = tmp;
				}
			}
		}
	}
}
