// The runner of a GEMM tutorial: every kernel is a template in a header
// of its own, and one host function launches the one asked for.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#include "kernels/1_naive.cuh"
#include "kernels/2_coalesce.cuh"
#include "kernels/3_shared_tiling.cuh"

#define CEIL_DIV(a, b) (((a) + (b) - 1) / (b))
#define SIZE 128

void run_kernel(int id, float alpha, const float *A, const float *B, float beta, float *C)
{
	switch (id) {
	case 1: {
		dim3 grid(CEIL_DIV(SIZE, 32), CEIL_DIV(SIZE, 32));
		dim3 block(32, 32);
		sgemm_naive<32><<<grid, block>>>(SIZE, SIZE, SIZE, alpha, A, B, beta, C);
		break;
	}
	case 2: {
		dim3 grid(CEIL_DIV(SIZE, 32), CEIL_DIV(SIZE, 32));
		dim3 block(32 * 32);
		sgemm_coalesce<32><<<grid, block>>>(SIZE, SIZE, SIZE, alpha, A, B, beta, C);
		break;
	}
	case 3: {
		dim3 grid(CEIL_DIV(SIZE, 32), CEIL_DIV(SIZE, 32));
		dim3 block(32 * 32);
		sgemm_shared_tiling<32, 32, 32><<<grid, block>>>(SIZE, SIZE, SIZE, alpha, A, B,
								beta, C);
		break;
	}
	default:
		fprintf(stderr, "no kernel %d\n", id);
		exit(1);
	}
}

int main(int argc, char **argv)
{
	int id = argc > 1 ? atoi(argv[1]) : 1;
	float *A, *B, *C;

	cudaMalloc(&A, SIZE * SIZE * sizeof(float));
	cudaMalloc(&B, SIZE * SIZE * sizeof(float));
	cudaMalloc(&C, SIZE * SIZE * sizeof(float));
	run_kernel(id, 1.0f, A, B, 0.0f, C);
	cudaDeviceSynchronize();
	cudaFree(A);
	cudaFree(B);
	cudaFree(C);
	return 0;
}
