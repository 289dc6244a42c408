/*
 * Parallel reduction
 *
 * Sums an array of integers on the GPU with one of several kernels
 * (-kernel=N) and checks the result against the host.
 */

#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#include <helper_cuda.h>
#include <helper_functions.h>

#include "reduction_kernel.cuh"

#define MAX_BLOCK_DIM_SIZE 65535

unsigned int nextPow2(unsigned int x) {
  --x;
  x |= x >> 1;
  x |= x >> 2;
  x |= x >> 4;
  x |= x >> 8;
  x |= x >> 16;
  return ++x;
}

void getNumBlocksAndThreads(int whichKernel, int n, int maxBlocks,
                            int maxThreads, int &blocks, int &threads) {
  if (whichKernel < 3) {
    threads = (n < maxThreads) ? nextPow2(n) : maxThreads;
    blocks = (n + threads - 1) / threads;
  } else {
    threads = (n < maxThreads * 2) ? nextPow2((n + 1) / 2) : maxThreads;
    blocks = (n + (threads * 2 - 1)) / (threads * 2);
  }
  if (whichKernel >= 6) {
    blocks = MAX(1, blocks);
    if (blocks > maxBlocks) blocks = maxBlocks;
  }
}

int reduceCPU(int *data, int size) {
  int sum = 0;
  for (int i = 0; i < size; i++) sum += data[i];
  return sum;
}

int main(int argc, char **argv) {
  printf("%s Starting...\n\n", argv[0]);

  int size = 1 << 24;
  int maxThreads = 256;
  int whichKernel = 7;
  int maxBlocks = 64;

  if (checkCmdLineFlag(argc, (const char **)argv, "n")) {
    size = getCmdLineArgumentInt(argc, (const char **)argv, "n");
  }
  if (checkCmdLineFlag(argc, (const char **)argv, "threads")) {
    maxThreads = getCmdLineArgumentInt(argc, (const char **)argv, "threads");
  }
  if (checkCmdLineFlag(argc, (const char **)argv, "kernel")) {
    whichKernel = getCmdLineArgumentInt(argc, (const char **)argv, "kernel");
  }

  findCudaDevice(argc, (const char **)argv);

  unsigned int bytes = size * sizeof(int);
  int *h_idata = (int *)malloc(bytes);
  for (int i = 0; i < size; i++) h_idata[i] = (int)(rand() & 0xFF);

  int numBlocks = 0;
  int numThreads = 0;
  getNumBlocksAndThreads(whichKernel, size, maxBlocks, maxThreads, numBlocks,
                         numThreads);

  int *d_idata = NULL;
  int *d_odata = NULL;
  checkCudaErrors(cudaMalloc((void **)&d_idata, bytes));
  checkCudaErrors(cudaMalloc((void **)&d_odata, numBlocks * sizeof(int)));
  checkCudaErrors(cudaMemcpy(d_idata, h_idata, bytes, cudaMemcpyHostToDevice));

  StopWatchInterface *timer = 0;
  sdkCreateTimer(&timer);
  sdkStartTimer(&timer);

  reduce<int>(size, numThreads, numBlocks, whichKernel, d_idata, d_odata);
  getLastCudaError("Kernel execution failed");
  checkCudaErrors(cudaDeviceSynchronize());
  sdkStopTimer(&timer);

  int *h_odata = (int *)malloc(numBlocks * sizeof(int));
  checkCudaErrors(cudaMemcpy(h_odata, d_odata, numBlocks * sizeof(int),
                             cudaMemcpyDeviceToHost));
  int gpu_result = reduceCPU(h_odata, numBlocks);
  int cpu_result = reduceCPU(h_idata, size);

  printf("Time: %f ms\n", sdkGetTimerValue(&timer));
  printf("GPU result = %d, CPU result = %d\n", gpu_result, cpu_result);
  sdkDeleteTimer(&timer);

  free(h_idata);
  free(h_odata);
  checkCudaErrors(cudaFree(d_idata));
  checkCudaErrors(cudaFree(d_odata));

  exit(gpu_result == cpu_result ? EXIT_SUCCESS : EXIT_FAILURE);
}
