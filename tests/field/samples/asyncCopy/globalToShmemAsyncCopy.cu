/*
 * Matrix multiply staged through shared memory with asynchronous copies
 *
 * Tiles of A and B are brought into shared memory with
 * cooperative_groups::memcpy_async and waited on with cg::wait.
 */

#include <stdio.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

#include <helper_cuda.h>
#include <helper_functions.h>

namespace cg = cooperative_groups;

template <int BLOCK_SIZE>
__global__ void MatrixMulAsyncCopySingleStage(float *__restrict__ C,
                                              const float *__restrict__ A,
                                              const float *__restrict__ B,
                                              int wA, int wB) {
  __shared__ alignas(alignof(float4)) float As[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ alignas(alignof(float4)) float Bs[BLOCK_SIZE][BLOCK_SIZE];

  auto cta = cg::this_thread_block();

  int aBegin = wA * BLOCK_SIZE * blockIdx.y;
  int aEnd = aBegin + wA - 1;
  int aStep = BLOCK_SIZE;
  int bBegin = BLOCK_SIZE * blockIdx.x;
  int bStep = BLOCK_SIZE * wB;

  float Csub = 0.0;

  for (int a = aBegin, b = bBegin; a <= aEnd; a += aStep, b += bStep) {
    cg::memcpy_async(cta, &As[threadIdx.y][threadIdx.x],
                     &A[a + wA * threadIdx.y + threadIdx.x], sizeof(float));
    cg::memcpy_async(cta, &Bs[threadIdx.y][threadIdx.x],
                     &B[b + wB * threadIdx.y + threadIdx.x], sizeof(float));
    cg::wait(cta);

#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) {
      Csub += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    }
    cta.sync();
  }

  int c = wB * BLOCK_SIZE * blockIdx.y + BLOCK_SIZE * blockIdx.x;
  C[c + wB * threadIdx.y + threadIdx.x] = Csub;
}

template <int BLOCK_SIZE>
__global__ void MatrixMulNaive(float *C, float *A, float *B, int wA, int wB) {
  __shared__ float As[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float Bs[BLOCK_SIZE][BLOCK_SIZE];

  int aBegin = wA * BLOCK_SIZE * blockIdx.y;
  int aEnd = aBegin + wA - 1;
  int bBegin = BLOCK_SIZE * blockIdx.x;
  float Csub = 0;

  for (int a = aBegin, b = bBegin; a <= aEnd;
       a += BLOCK_SIZE, b += BLOCK_SIZE * wB) {
    As[threadIdx.y][threadIdx.x] = A[a + wA * threadIdx.y + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[b + wB * threadIdx.y + threadIdx.x];
    __syncthreads();
#pragma unroll
    for (int k = 0; k < BLOCK_SIZE; ++k) {
      Csub += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    }
    __syncthreads();
  }

  int c = wB * BLOCK_SIZE * blockIdx.y + BLOCK_SIZE * blockIdx.x;
  C[c + wB * threadIdx.y + threadIdx.x] = Csub;
}

enum kernels { AsyncCopySingleStage = 0, Naive = 1 };

int MatrixMultiply(int argc, char **argv, const dim3 &dimsA, const dim3 &dimsB,
                   kernels kernel_number) {
  const int block_size = 32;
  unsigned int mem_size_A = sizeof(float) * dimsA.x * dimsA.y;
  unsigned int mem_size_B = sizeof(float) * dimsB.x * dimsB.y;
  dim3 dimsC(dimsB.x, dimsA.y, 1);
  unsigned int mem_size_C = dimsC.x * dimsC.y * sizeof(float);

  float *d_A, *d_B, *d_C;
  checkCudaErrors(cudaMalloc(reinterpret_cast<void **>(&d_A), mem_size_A));
  checkCudaErrors(cudaMalloc(reinterpret_cast<void **>(&d_B), mem_size_B));
  checkCudaErrors(cudaMalloc(reinterpret_cast<void **>(&d_C), mem_size_C));

  dim3 threads(block_size, block_size);
  dim3 grid(dimsB.x / threads.x, dimsA.y / threads.y);

  switch (kernel_number) {
    case AsyncCopySingleStage:
    default:
      MatrixMulAsyncCopySingleStage<block_size>
          <<<grid, threads>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
      break;
    case Naive:
      MatrixMulNaive<block_size><<<grid, threads>>>(d_C, d_A, d_B, dimsA.x, dimsB.x);
      break;
  }
  getLastCudaError("kernel launch failure");
  checkCudaErrors(cudaDeviceSynchronize());

  checkCudaErrors(cudaFree(d_A));
  checkCudaErrors(cudaFree(d_B));
  checkCudaErrors(cudaFree(d_C));
  return EXIT_SUCCESS;
}

int main(int argc, char **argv) {
  printf("[globalToShmemAsyncCopy] - Starting...\n");
  int dev = findCudaDevice(argc, (const char **)argv);
  (void)dev;

  int block_size = 32;
  dim3 dimsA(10 * 4 * block_size, 10 * 4 * block_size, 1);
  dim3 dimsB(10 * 4 * block_size, 10 * 4 * block_size, 1);

  kernels selected_kernel = AsyncCopySingleStage;
  if (checkCmdLineFlag(argc, (const char **)argv, "kernel")) {
    int kernel_number = getCmdLineArgumentInt(argc, (const char **)argv, "kernel");
    selected_kernel = (kernels)kernel_number;
  }

  int matrix_result = MatrixMultiply(argc, argv, dimsA, dimsB, selected_kernel);
  exit(matrix_result);
}
