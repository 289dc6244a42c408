/*
 * 04_warptile.cuh - warptiling: between the block tile (BM x BN) and the
 * thread tile sits a warp tile (WM x WN). A warp walks its tile in
 * WMITER x WNITER subtiles of WSUBM x WSUBN, and in each subtile a thread
 * owns TM x TN outputs, so that a warp's lanes read neighbouring words
 * of As and Bs and the registers regM / regN are reused across subtiles.
 * The global-to-shared load and the per-warp compute are helpers, as
 * tutorials write them; both are inlined.
 */
#pragma once

#include <cuda_runtime.h>

namespace warptile {

constexpr int WARPSIZE = 32;

/* the BM x BK tile of A (stored transposed) and the BK x BN tile of B */
template <const int BM, const int BN, const int BK, const int rowStrideA,
	  const int rowStrideB>
__device__ void loadFromGmem(int N, int K, const float *A, const float *B,
			     float *As, float *Bs, uint innerRowA,
			     uint innerColA, uint innerRowB, uint innerColB)
{
	for (uint offset = 0; offset + rowStrideA <= BM; offset += rowStrideA) {
		const float4 tmp = reinterpret_cast<const float4 *>(
			&A[(innerRowA + offset) * K + innerColA * 4])[0];

		As[(innerColA * 4 + 0) * BM + innerRowA + offset] = tmp.x;
		As[(innerColA * 4 + 1) * BM + innerRowA + offset] = tmp.y;
		As[(innerColA * 4 + 2) * BM + innerRowA + offset] = tmp.z;
		As[(innerColA * 4 + 3) * BM + innerRowA + offset] = tmp.w;
	}
	for (uint offset = 0; offset + rowStrideB <= BK; offset += rowStrideB)
		reinterpret_cast<float4 *>(
			&Bs[(innerRowB + offset) * BN + innerColB * 4])[0] =
			reinterpret_cast<const float4 *>(
				&B[(innerRowB + offset) * N + innerColB * 4])[0];
}

/* one BK step of the warp's tile: the outer products of regM and regN */
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

} /* namespace warptile */

template <const int BM, const int BN, const int BK, const int WM,
	  const int WN, const int WNITER, const int TM, const int TN,
	  const int NUM_THREADS>
__global__ void __launch_bounds__(NUM_THREADS)
	sgemm_warptile(int M, int N, int K, float alpha, const float *A,
		       const float *B, float beta, float *C)
{
	using warptile::WARPSIZE;
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

	/* this warp's tile of the block tile */
	const uint warpIdx = threadIdx.x / WARPSIZE;
	const uint warpCol = warpIdx % (BN / WN);
	const uint warpRow = warpIdx / (BN / WN);

	/* this thread's place in a warp subtile */
	const uint threadIdxInWarp = threadIdx.x % WARPSIZE;
	const uint threadColInWarp = threadIdxInWarp % (WSUBN / TN);
	const uint threadRowInWarp = threadIdxInWarp / (WSUBN / TN);

	__shared__ __align__(16) float As[BM * BK];
	__shared__ __align__(16) float Bs[BK * BN];

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

	for (uint bkIdx = 0; bkIdx < K; bkIdx += BK) {
		warptile::loadFromGmem<BM, BN, BK, rowStrideA, rowStrideB>(
			N, K, A, B, As, Bs, innerRowA, innerColA, innerRowB,
			innerColB);
		__syncthreads();
		warptile::processFromSmem<BM, BN, BK, WM, WN, WMITER, WNITER,
					  WSUBM, WSUBN, TM, TN>(
			regM, regN, threadResults, As, Bs, warpRow, warpCol,
			threadRowInWarp, threadColInWarp);
		A += BK;
		B += BK * N;
		__syncthreads();
	}

	/* C = alpha * (A * B) + beta * C, subtile by subtile */
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
