/*
 * Half-precision GEMM on tensor cores
 *
 * D = alpha * A * B + beta * C with the warp matrix functions: each warp
 * computes one 16x16 tile of D.
 */

#include <assert.h>
#include <cuda.h>
#include <mma.h>
#include <stdio.h>

#include <helper_cuda.h>
#include <helper_functions.h>

#define MATRIX_M 1024
#define MATRIX_N 1024
#define MATRIX_K 1024

#define WMMA_M 16
#define WMMA_N 16
#define WMMA_K 16

using namespace nvcuda;

__global__ void convertFp32ToFp16(half *out, float *in, int n) {
  int idx = blockDim.x * blockIdx.x + threadIdx.x;
  if (idx < n) {
    out[idx] = __float2half(in[idx]);
  }
}

__global__ void wmma_example(half *a, half *b, float *c, int M, int N, int K,
                             float alpha, float beta) {
  int lda = M;
  int ldb = K;
  int ldc = M;

  int warpM = (blockIdx.x * blockDim.x + threadIdx.x) / warpSize;
  int warpN = (blockIdx.y * blockDim.y + threadIdx.y);

  wmma::fragment<wmma::matrix_a, WMMA_M, WMMA_N, WMMA_K, half, wmma::col_major>
      a_frag;
  wmma::fragment<wmma::matrix_b, WMMA_M, WMMA_N, WMMA_K, half, wmma::col_major>
      b_frag;
  wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> acc_frag;
  wmma::fragment<wmma::accumulator, WMMA_M, WMMA_N, WMMA_K, float> c_frag;

  wmma::fill_fragment(acc_frag, 0.0f);

  for (int i = 0; i < K; i += WMMA_K) {
    int aRow = warpM * WMMA_M;
    int aCol = i;
    int bRow = i;
    int bCol = warpN * WMMA_N;

    if (aRow < M && aCol < K && bRow < K && bCol < N) {
      wmma::load_matrix_sync(a_frag, a + aRow + aCol * lda, lda);
      wmma::load_matrix_sync(b_frag, b + bRow + bCol * ldb, ldb);
      wmma::mma_sync(acc_frag, a_frag, b_frag, acc_frag);
    }
  }

  int cRow = warpM * WMMA_M;
  int cCol = warpN * WMMA_N;

  if (cRow < M && cCol < N) {
    wmma::load_matrix_sync(c_frag, c + cRow + cCol * ldc, ldc,
                           wmma::mem_col_major);
#pragma unroll
    for (int i = 0; i < c_frag.num_elements; i++) {
      c_frag.x[i] = alpha * acc_frag.x[i] + beta * c_frag.x[i];
    }
    wmma::store_matrix_sync(c + cRow + cCol * ldc, c_frag, ldc,
                            wmma::mem_col_major);
  }
}

int main(int argc, char **argv) {
  printf("Initializing...\n");
  int dev = findCudaDevice(argc, (const char **)argv);
  cudaDeviceProp deviceProp;
  checkCudaErrors(cudaGetDeviceProperties(&deviceProp, dev));
  assert(deviceProp.major >= 7);

  float *a_fp32, *b_fp32, *c;
  half *a_fp16, *b_fp16;
  checkCudaErrors(cudaMalloc((void **)&a_fp32, MATRIX_M * MATRIX_K * sizeof(float)));
  checkCudaErrors(cudaMalloc((void **)&b_fp32, MATRIX_K * MATRIX_N * sizeof(float)));
  checkCudaErrors(cudaMalloc((void **)&a_fp16, MATRIX_M * MATRIX_K * sizeof(half)));
  checkCudaErrors(cudaMalloc((void **)&b_fp16, MATRIX_K * MATRIX_N * sizeof(half)));
  checkCudaErrors(cudaMalloc((void **)&c, MATRIX_M * MATRIX_N * sizeof(float)));

  convertFp32ToFp16<<<(MATRIX_M * MATRIX_K + 255) / 256, 256>>>(
      a_fp16, a_fp32, MATRIX_M * MATRIX_K);
  convertFp32ToFp16<<<(MATRIX_K * MATRIX_N + 255) / 256, 256>>>(
      b_fp16, b_fp32, MATRIX_K * MATRIX_N);
  getLastCudaError("convertFp32ToFp16 failed");

  float alpha = 2.0f;
  float beta = 2.0f;
  dim3 gridDim;
  dim3 blockDim;
  blockDim.x = 128;
  blockDim.y = 4;
  gridDim.x = (MATRIX_M + (WMMA_M * blockDim.x / 32 - 1)) / (WMMA_M * blockDim.x / 32);
  gridDim.y = (MATRIX_N + WMMA_N * blockDim.y - 1) / (WMMA_N * blockDim.y);

  printf("Running with wmma...\n");
  wmma_example<<<gridDim, blockDim>>>(a_fp16, b_fp16, c, MATRIX_M, MATRIX_N,
                                      MATRIX_K, alpha, beta);
  getLastCudaError("wmma_example failed");
  checkCudaErrors(cudaDeviceSynchronize());

  checkCudaErrors(cudaFree(a_fp32));
  checkCudaErrors(cudaFree(b_fp32));
  checkCudaErrors(cudaFree(a_fp16));
  checkCudaErrors(cudaFree(b_fp16));
  checkCudaErrors(cudaFree(c));
  return 0;
}
