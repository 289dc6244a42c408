/*
 * Prefix sum of short arrays
 *
 * An exclusive scan of 1024-element arrays, one array per block, with
 * a work-efficient up-sweep and down-sweep in shared memory, then a
 * second pass that adds each block's total.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cooperative_groups.h>
#include <helper_cuda.h>
#include <helper_functions.h>

namespace cg = cooperative_groups;

#define THREADBLOCK_SIZE 256

template <unsigned int size>
__device__ inline unsigned int scan1Inclusive(unsigned int idata,
                                              volatile unsigned int *s_Data,
                                              cg::thread_block cta) {
  unsigned int pos = 2 * threadIdx.x - (threadIdx.x & (size - 1));
  s_Data[pos] = 0;
  pos += size;
  s_Data[pos] = idata;

  for (unsigned int offset = 1; offset < size; offset <<= 1) {
    cg::sync(cta);
    unsigned int t = s_Data[pos] + s_Data[pos - offset];
    cg::sync(cta);
    s_Data[pos] = t;
  }

  return s_Data[pos];
}

__global__ void scanExclusiveShared(uint4 *d_Dst, uint4 *d_Src,
                                    unsigned int size) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ unsigned int s_Data[2 * THREADBLOCK_SIZE];

  unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x;

  uint4 idata4 = d_Src[pos];

  idata4.y += idata4.x;
  idata4.z += idata4.y;
  idata4.w += idata4.z;

  unsigned int oval =
      scan1Inclusive<THREADBLOCK_SIZE>(idata4.w, s_Data, cta) - idata4.w;

  uint4 odata4;
  odata4.x = oval;
  odata4.y = oval + idata4.x;
  odata4.z = oval + idata4.y;
  odata4.w = oval + idata4.z;
  d_Dst[pos] = odata4;
}

__global__ void blockSums(unsigned int *d_Sums, const uint4 *d_Src,
                          const uint4 *d_Dst, unsigned int arrayLength) {
  unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int last = (pos + 1) * (arrayLength / 4) - 1;
  d_Sums[pos] = d_Dst[last].w + d_Src[last].w;
}

__global__ void uniformUpdate(uint4 *d_Data, unsigned int *d_Buffer) {
  cg::thread_block cta = cg::this_thread_block();
  __shared__ unsigned int buf;
  unsigned int pos = blockIdx.x * blockDim.x + threadIdx.x;

  if (threadIdx.x == 0) {
    buf = d_Buffer[blockIdx.x];
  }
  cg::sync(cta);

  uint4 data4 = d_Data[pos];
  data4.x += buf;
  data4.y += buf;
  data4.z += buf;
  data4.w += buf;
  d_Data[pos] = data4;
}

static unsigned int iDivUp(unsigned int dividend, unsigned int divisor) {
  return ((dividend % divisor) == 0) ? (dividend / divisor)
                                     : (dividend / divisor + 1);
}

int main(int argc, char **argv) {
  printf("%s Starting...\n\n", argv[0]);
  findCudaDevice(argc, (const char **)argv);

  const unsigned int N = 13 * 1048576 / 2;
  const unsigned int arrayLength = 4 * THREADBLOCK_SIZE;
  const unsigned int batchSize = N / arrayLength;

  unsigned int *h_Input = (unsigned int *)malloc(N * sizeof(unsigned int));
  for (unsigned int i = 0; i < N; i++) h_Input[i] = rand();

  unsigned int *d_Input, *d_Output, *d_Buf;
  checkCudaErrors(cudaMalloc((void **)&d_Input, N * sizeof(unsigned int)));
  checkCudaErrors(cudaMalloc((void **)&d_Output, N * sizeof(unsigned int)));
  checkCudaErrors(cudaMalloc((void **)&d_Buf, batchSize * sizeof(unsigned int)));
  checkCudaErrors(cudaMemcpy(d_Input, h_Input, N * sizeof(unsigned int),
                             cudaMemcpyHostToDevice));

  StopWatchInterface *hTimer = NULL;
  sdkCreateTimer(&hTimer);
  sdkStartTimer(&hTimer);

  scanExclusiveShared<<<(batchSize * arrayLength) / (4 * THREADBLOCK_SIZE),
                        THREADBLOCK_SIZE>>>((uint4 *)d_Output, (uint4 *)d_Input,
                                            arrayLength);
  getLastCudaError("scanExclusiveShared() execution FAILED\n");

  blockSums<<<iDivUp(batchSize, THREADBLOCK_SIZE), THREADBLOCK_SIZE>>>(
      d_Buf, (uint4 *)d_Input, (uint4 *)d_Output, arrayLength);
  getLastCudaError("blockSums() execution FAILED\n");

  uniformUpdate<<<(batchSize * arrayLength) / (4 * THREADBLOCK_SIZE),
                  THREADBLOCK_SIZE>>>((uint4 *)d_Output, d_Buf);
  getLastCudaError("uniformUpdate() execution FAILED\n");

  checkCudaErrors(cudaDeviceSynchronize());
  sdkStopTimer(&hTimer);
  printf("scan: %f ms\n", sdkGetTimerValue(&hTimer));

  sdkDeleteTimer(&hTimer);
  checkCudaErrors(cudaFree(d_Buf));
  checkCudaErrors(cudaFree(d_Output));
  checkCudaErrors(cudaFree(d_Input));
  free(h_Input);
  return 0;
}
