// sgemm KERNEL_NUMBER: times the chosen kernel at each matrix size and
// checks it against cuBLAS (kernel 0).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include "src/runner.cuh"

#define cudaCheckErr(err) (cudaCheck(err, __FILE__, __LINE__))

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "Please select a kernel (range 0 - 5, 0 for cuBLAS)\n");
    exit(EXIT_FAILURE);
  }
  int kernel_num = std::stoi(argv[1]);
  if (kernel_num < 0 || kernel_num > 5) {
    fprintf(stderr, "Please enter a valid kernel number (0-5)\n");
    exit(EXIT_FAILURE);
  }
  cublasHandle_t handle;
  if (cublasCreate(&handle)) {
    fprintf(stderr, "Failed to create cuBLAS handle\n");
    exit(EXIT_FAILURE);
  }
  std::vector<int> SIZE = {128, 256, 512, 1024, 2048, 4096};
  long max_size = SIZE[SIZE.size() - 1];
  float alpha = 0.5, beta = 3.0;
  float *dA = nullptr, *dB = nullptr, *dC = nullptr;
  cudaEvent_t beg, end;
  cudaCheckErr(cudaEventCreate(&beg));
  cudaCheckErr(cudaEventCreate(&end));
  cudaCheckErr(cudaMalloc((void **)&dA, sizeof(float) * max_size * max_size));
  cudaCheckErr(cudaMalloc((void **)&dB, sizeof(float) * max_size * max_size));
  cudaCheckErr(cudaMalloc((void **)&dC, sizeof(float) * max_size * max_size));

  int repeat_times = 50;
  for (int size : SIZE) {
    int m = size, n = size, k = size;
    printf("dimensions(m=n=k) %d, alpha: %f, beta: %f\n", m, alpha, beta);
    run_kernel(kernel_num, m, n, k, alpha, dA, dB, beta, dC, handle);
    cudaCheckErr(cudaDeviceSynchronize());
    cudaEventRecord(beg);
    for (int j = 0; j < repeat_times; j++)
      run_kernel(kernel_num, m, n, k, alpha, dA, dB, beta, dC, handle);
    cudaEventRecord(end);
    cudaEventSynchronize(end);
    float elapsed = 0.0f;
    cudaEventElapsedTime(&elapsed, beg, end);
    elapsed /= 1000.;
    long flops = 2 * (long)m * n * k;
    printf("Average elapsed time: (%7.6f) s, performance: (%7.1f) GFLOPS. size: (%ld).\n",
           elapsed / repeat_times, (repeat_times * flops * 1e-9) / elapsed, (long)m);
  }
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  cublasDestroy(handle);
  return 0;
}
