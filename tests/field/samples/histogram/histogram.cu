/*
 * 64-bin histogram
 *
 * Each block keeps its sub-histogram in shared memory, sized at launch,
 * and merges it into the global one with atomics.
 */

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#include <cuda_runtime.h>
#include <helper_cuda.h>
#include <helper_functions.h>

#define HISTOGRAM64_BIN_COUNT 64

typedef unsigned int uint;
typedef unsigned char uchar;

__global__ void histogram64Kernel(uint *d_Histogram, const uint *d_Data,
                                  uint dataCount) {
  extern __shared__ uint s_Hist[];

  for (uint i = threadIdx.x; i < HISTOGRAM64_BIN_COUNT; i += blockDim.x) {
    s_Hist[i] = 0;
  }
  __syncthreads();

  for (uint pos = blockIdx.x * blockDim.x + threadIdx.x; pos < dataCount;
       pos += blockDim.x * gridDim.x) {
    uint data = d_Data[pos];
    atomicAdd(&s_Hist[(data >> 2) & 0x3FU], 1);
    atomicAdd(&s_Hist[(data >> 10) & 0x3FU], 1);
    atomicAdd(&s_Hist[(data >> 18) & 0x3FU], 1);
    atomicAdd(&s_Hist[(data >> 26) & 0x3FU], 1);
  }
  __syncthreads();

  for (uint bin = threadIdx.x; bin < HISTOGRAM64_BIN_COUNT; bin += blockDim.x) {
    atomicAdd(&d_Histogram[bin], s_Hist[bin]);
  }
}

__global__ void checkHistogramKernel(const uint *d_Histogram, uint expected) {
  __shared__ uint s_total;
  if (threadIdx.x == 0) s_total = 0;
  __syncthreads();
  atomicAdd(&s_total, d_Histogram[threadIdx.x]);
  __syncthreads();
  if (threadIdx.x == 0) {
    if (s_total != expected) {
      printf("histogram total %u, expected %u\n", s_total, expected);
    }
    assert(s_total == expected);
  }
}

static const uint HISTOGRAM64_THREADBLOCK_SIZE = 128;
static const uint HISTOGRAM64_GRID_SIZE = 240;

void histogram64(uint *d_Histogram, void *d_Data, uint byteCount) {
  checkCudaErrors(
      cudaMemset(d_Histogram, 0, HISTOGRAM64_BIN_COUNT * sizeof(uint)));
  histogram64Kernel<<<HISTOGRAM64_GRID_SIZE, HISTOGRAM64_THREADBLOCK_SIZE,
                      HISTOGRAM64_BIN_COUNT * sizeof(uint)>>>(
      d_Histogram, (uint *)d_Data, byteCount / sizeof(uint));
  getLastCudaError("histogram64Kernel() execution failed\n");
}

int main(int argc, char **argv) {
  uchar *h_Data;
  uint *d_Histogram;
  uchar *d_Data;
  StopWatchInterface *hTimer = NULL;
  const int numRuns = 16;
  uint byteCount = 64 * 1048576;

  printf("[%s] - Starting...\n", argv[0]);
  int dev = findCudaDevice(argc, (const char **)argv);
  cudaDeviceProp deviceProp;
  checkCudaErrors(cudaGetDeviceProperties(&deviceProp, dev));

  sdkCreateTimer(&hTimer);

  h_Data = (uchar *)malloc(byteCount);
  srand(2009);
  for (uint i = 0; i < byteCount; i++) h_Data[i] = rand() % 256;

  checkCudaErrors(cudaMalloc((void **)&d_Data, byteCount));
  checkCudaErrors(
      cudaMalloc((void **)&d_Histogram, HISTOGRAM64_BIN_COUNT * sizeof(uint)));
  checkCudaErrors(cudaMemcpy(d_Data, h_Data, byteCount, cudaMemcpyHostToDevice));

  for (int iter = -1; iter < numRuns; iter++) {
    if (iter == 0) {
      cudaDeviceSynchronize();
      sdkResetTimer(&hTimer);
      sdkStartTimer(&hTimer);
    }
    histogram64(d_Histogram, d_Data, byteCount);
  }
  cudaDeviceSynchronize();
  sdkStopTimer(&hTimer);
  double dAvgSecs = 1.0e-3 * (double)sdkGetTimerValue(&hTimer) / (double)numRuns;
  printf("histogram64() time (average) : %.5f sec, %.4f MB/sec\n\n", dAvgSecs,
         ((double)byteCount * 1.0e-6) / dAvgSecs);

  checkHistogramKernel<<<1, HISTOGRAM64_BIN_COUNT>>>(d_Histogram, byteCount);
  getLastCudaError("checkHistogramKernel() execution failed\n");

  sdkDeleteTimer(&hTimer);
  checkCudaErrors(cudaFree(d_Histogram));
  checkCudaErrors(cudaFree(d_Data));
  free(h_Data);
  return 0;
}
