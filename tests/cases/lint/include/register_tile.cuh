// A register-blocked tile product, in a header as tutorials keep it:
// each thread owns a TM x TN block of the output and reads its A column
// and B row from shared memory in the inner loops.
#pragma once

template <int BM, int BN, int BK, int TM, int TN>
__global__ void register_tile(const float *A, const float *B, float *C, int K)
{
	__shared__ float As[BM * BK];
	__shared__ float Bs[BK * BN];
	int threads = (BM / TM) * (BN / TN);
	int a_stride = threads / BK, b_stride = threads / BN;
	int tx = (threadIdx.x % (BN / TN)) * TN, ty = (threadIdx.x / (BN / TN)) * TM;
	float acc[TM][TN] = {};
	float stage[8];   /* BM / a_stride elements */

	for (int k = 0; k < K; k += BK) {
		for (int i = 0; i < BM; i += a_stride)
			stage[i / a_stride] = A[(threadIdx.x / BK + i) * K + k + threadIdx.x % BK];
		for (int i = 0; i < BM; i += a_stride)
			As[(threadIdx.x / BK + i) * BK + threadIdx.x % BK] = stage[i / a_stride];
		for (int i = 0; i < BK; i += b_stride)
			Bs[(threadIdx.x / BN + i) * BN + threadIdx.x % BN] =
				B[(k + threadIdx.x / BN + i) * BN + threadIdx.x % BN];
		__syncthreads();
#pragma unroll
		for (int i = 0; i < BK; i++) {
#pragma unroll
			for (int j = 0; j < TM; j++)
				for (int l = 0; l < TN; l++)
					acc[j][l] += As[(ty + j) * BK + i] * Bs[tx + l + i * BN];
		}
		__syncthreads();
	}
	float sum = 0.0f;
	for (int j = 0; j < TM; j++)
		for (int l = 0; l < TN; l++)
			sum += acc[j][l];
	C[threadIdx.x] = sum;
}
