// gemm.cu - two single-precision GEMMs, C = A * B with n x n matrices, for
// `make bench`: the size comes from host code (GEMM_N, set with -D), so the
// launch warpcheck simulates grows with it while the code stays the same.
#include <cuda_runtime.h>

#ifndef GEMM_N
#define GEMM_N 2048
#endif

#define TILE 32

// One 32 x 32 tile of C per block, A and B staged through shared memory.
__global__ void gemm_shared(const float *A, const float *B, float *C, int n)
{
	__shared__ float As[TILE][TILE];
	__shared__ float Bs[TILE][TILE];
	int tx = threadIdx.x, ty = threadIdx.y;
	int row = blockIdx.y * TILE + ty;
	int col = blockIdx.x * TILE + tx;
	float acc = 0.0f;

	for (int t = 0; t < n; t += TILE) {
		As[ty][tx] = A[row * n + t + tx];
		Bs[ty][tx] = B[(t + ty) * n + col];
		__syncthreads();
		for (int k = 0; k < TILE; k++)
			acc += As[ty][k] * Bs[k][tx];
		__syncthreads();
	}
	if (row < n && col < n)
		C[row * n + col] = acc;
}

#define BM 64
#define BN 64
#define BK 8
#define TM 8
#define TN 8

// A 64 x 64 tile of C per block of 64 threads, 8 x 8 results per thread
// kept in registers; the tiles of A and B go through shared memory.
__global__ void gemm_registers(const float *A, const float *B, float *C, int n)
{
	__shared__ float As[BK][BM];
	__shared__ float Bs[BK][BN];
	float acc[TM][TN] = {};
	float a[TM], b[TN];
	int trow = threadIdx.x / (BN / TN), tcol = threadIdx.x % (BN / TN);
	int arow = threadIdx.x / BK, acol = threadIdx.x % BK;
	int brow = threadIdx.x / BN, bcol = threadIdx.x % BN;
	const float *Ab = A + blockIdx.y * BM * n;
	const float *Bb = B + blockIdx.x * BN;
	float *Cb = C + blockIdx.y * BM * n + blockIdx.x * BN;

	for (int t = 0; t < n; t += BK) {
		As[acol][arow] = Ab[arow * n + acol];
		for (int r = 0; r < BK; r++)
			Bs[brow + r][bcol] = Bb[(brow + r) * n + bcol];
		__syncthreads();
		Ab += BK;
		Bb += BK * n;
#pragma unroll
		for (int k = 0; k < BK; k++) {
#pragma unroll
			for (int i = 0; i < TM; i++)
				a[i] = As[k][trow * TM + i];
#pragma unroll
			for (int j = 0; j < TN; j++)
				b[j] = Bs[k][tcol * TN + j];
#pragma unroll
			for (int i = 0; i < TM; i++)
#pragma unroll
				for (int j = 0; j < TN; j++)
					acc[i][j] += a[i] * b[j];
		}
		__syncthreads();
	}
	for (int i = 0; i < TM; i++)
		for (int j = 0; j < TN; j++)
			Cb[(trow * TM + i) * n + tcol * TN + j] = acc[i][j];
}

int main()
{
	int n = GEMM_N;
	size_t bytes = (size_t)n * n * sizeof(float);
	float *A, *B, *C;

	cudaMalloc(&A, bytes);
	cudaMalloc(&B, bytes);
	cudaMalloc(&C, bytes);
	gemm_shared<<<dim3(n / TILE, n / TILE), dim3(TILE, TILE)>>>(A, B, C, n);
	gemm_registers<<<dim3(n / BN, n / BM), (BM / TM) * (BN / TN)>>>(A, B, C, n);
	cudaDeviceSynchronize();
	cudaFree(A);
	cudaFree(B);
	cudaFree(C);
	return 0;
}
