/*
 * 06_async_buffer.cuh - double buffering with asynchronous copies: the
 * next BK step is copied from global to shared memory by
 * __pipeline_memcpy_async (LDGSTS on sm_80 and later: no registers, no
 * wait until the data is needed) while the warps compute on the current
 * buffer. B's rows go over 16 bytes at a time; A is still stored
 * transposed, so each of its floats is a copy of its own (4 bytes). A
 * step starts by waiting for its own copies, then one barrier makes
 * every thread's copies visible and frees the other buffer for the next
 * step's copies.
 */
#pragma once

#include <cuda_runtime.h>
#include <cuda_pipeline.h>

namespace abuf {

constexpr int WARPSIZE = 32;

/* issue the copies of one A tile (transposed) and one B tile */
template <const int BM, const int BN, const int BK, const int rowStrideA,
	  const int rowStrideB>
__device__ void loadAsync(int N, int K, const float *A, const float *B,
			  float *As, float *Bs, uint innerRowA,
			  uint innerColA, uint innerRowB, uint innerColB)
{
	for (uint offset = 0; offset + rowStrideA <= BM; offset += rowStrideA) {
		const float *src = &A[(innerRowA + offset) * K + innerColA * 4];

		for (uint i = 0; i < 4; ++i)
			__pipeline_memcpy_async(
				&As[(innerColA * 4 + i) * BM + innerRowA + offset],
				&src[i], sizeof(float));
	}
	for (uint offset = 0; offset + rowStrideB <= BK; offset += rowStrideB)
		__pipeline_memcpy_async(
			&Bs[(innerRowB + offset) * BN + innerColB * 4],
			&B[(innerRowB + offset) * N + innerColB * 4],
			sizeof(float4));
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

} /* namespace abuf */

template <const int BM, const int BN, const int BK, const int WM,
	  const int WN, const int WNITER, const int TM, const int TN,
	  const int NUM_THREADS>
__global__ void __launch_bounds__(NUM_THREADS)
	sgemm_async_buffer(int M, int N, int K, float alpha, const float *A,
			   const float *B, float beta, float *C)
{
	using abuf::WARPSIZE;
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

	/* the first step's copies, into buffer 0 */
	abuf::loadAsync<BM, BN, BK, rowStrideA, rowStrideB>(
		N, K, A, B, As, Bs, innerRowA, innerColA, innerRowB,
		innerColB);
	__pipeline_commit();

	for (uint bkIdx = 0; bkIdx < K; bkIdx += BK) {
		const uint cur = (bkIdx / BK) % 2;

		/* this step's tiles have landed, and every warp is done
		 * with the buffer the next copies overwrite */
		__pipeline_wait_prior(0);
		__syncthreads();

		if (bkIdx + BK < K) {
			A += BK;
			B += BK * N;
			abuf::loadAsync<BM, BN, BK, rowStrideA, rowStrideB>(
				N, K, A, B, As + (1 - cur) * BM * BK,
				Bs + (1 - cur) * BK * BN, innerRowA, innerColA,
				innerRowB, innerColB);
		}
		__pipeline_commit();

		abuf::processFromSmem<BM, BN, BK, WM, WN, WMITER, WNITER,
				      WSUBM, WSUBN, TM, TN>(
			regM, regN, threadResults, As + cur * BM * BK,
			Bs + cur * BK * BN, warpRow, warpCol, threadRowInWarp,
			threadColInWarp);
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
