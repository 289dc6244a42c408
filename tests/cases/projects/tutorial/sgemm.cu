// Times one kernel of the tutorial at every size: sgemm KERNEL_NUMBER.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

#include "src/runner.cuh"

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: sgemm KERNEL_NUMBER (0 is cuBLAS)\n");
		exit(EXIT_FAILURE);
	}
	int kernel_num = std::stoi(argv[1]);
	std::vector<int> SIZE = {128, 256, 512, 1024, 2048, 4096};
	int max_size = SIZE[SIZE.size() - 1];
	float alpha = 0.5f, beta = 3.0f;
	float *dA = nullptr, *dB = nullptr, *dC = nullptr;
	cublasHandle_t handle;
	cudaEvent_t start, stop;

	cublasCreate(&handle);
	cudaEventCreate(&start);
	cudaEventCreate(&stop);
	cudaMalloc(&dA, sizeof(float) * max_size * max_size);
	cudaMalloc(&dB, sizeof(float) * max_size * max_size);
	cudaMalloc(&dC, sizeof(float) * max_size * max_size);
	for (int size : SIZE) {
		int m = size, n = size, k = size;
		float ms = 0.0f;

		cudaEventRecord(start);
		run_kernel(kernel_num, m, n, k, alpha, dA, dB, beta, dC, handle);
		cudaEventRecord(stop);
		cudaEventSynchronize(stop);
		cudaEventElapsedTime(&ms, start, stop);
		printf("size %d: %.3f ms, %.1f GFLOP/s\n", size, ms,
		       2.0 * m * n * k / (ms * 1e6));
	}
	cudaFree(dA);
	cudaFree(dB);
	cudaFree(dC);
	cublasDestroy(handle);
	return 0;
}
