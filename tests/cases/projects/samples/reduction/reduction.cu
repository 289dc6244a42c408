/*
 * reduction.cu - sums a vector in two passes: each block reduces its
 * slice in shared memory, then one block reduces the partial sums.  A
 * samples-style program: the project's own check.h, device printf and
 * assert, and event timing in main.
 */
#include <cstdio>
#include <cmath>
#include <cassert>
#include <cstdlib>
#include <cuda_runtime.h>
#include <check.h>

#define THREADS 256

__global__ void reduce_block(const float *in, float *partial, int n)
{
	__shared__ float sdata[THREADS];
	unsigned tid = threadIdx.x;
	unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

	assert(blockDim.x == THREADS);
	float v = 0.0f;
	if (i < n)
		v = in[i];
	if (i + blockDim.x < n)
		v += in[i + blockDim.x];
	sdata[tid] = v;
	__syncthreads();
	for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
		if (tid < s)
			sdata[tid] += sdata[tid + s];
		__syncthreads();
	}
	if (tid == 0) {
		partial[blockIdx.x] = sdata[0];
		if (blockIdx.x == 0)
			printf("block %d: partial sum %f\n", blockIdx.x, sdata[0]);
	}
}

__global__ void scale_and_check(float *data, float factor, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i >= n)
		return;
	float v = data[i] * factor;
	assert(!isnan(v));
	data[i] = sqrtf(fabsf(v));
}

int main(int argc, char **argv)
{
	const int n = 1 << 20;
	const int blocks = n / (THREADS * 2);
	size_t bytes = n * sizeof(float);
	float *h_in = (float *)malloc(bytes);
	float *d_in, *d_partial;
	double expected = 0.0;

	for (int i = 0; i < n; i++) {
		h_in[i] = (float)(i % 7) * 0.5f;
		expected += h_in[i];
	}
	CHECK_CUDA(cudaMalloc(&d_in, bytes));
	CHECK_CUDA(cudaMalloc(&d_partial, blocks * sizeof(float)));
	CHECK_CUDA(cudaMemcpy(d_in, h_in, bytes, cudaMemcpyHostToDevice));

	cudaEvent_t start, stop;
	CHECK_CUDA(cudaEventCreate(&start));
	CHECK_CUDA(cudaEventCreate(&stop));
	CHECK_CUDA(cudaEventRecord(start));
	reduce_block<<<blocks, THREADS>>>(d_in, d_partial, n);
	CHECK_LAST_KERNEL();
	reduce_block<<<1, THREADS>>>(d_partial, d_partial, blocks);
	CHECK_LAST_KERNEL();
	CHECK_CUDA(cudaEventRecord(stop));
	float ms = elapsed_ms(start, stop);

	float sum = 0.0f;
	CHECK_CUDA(cudaMemcpy(&sum, d_partial, sizeof(float), cudaMemcpyDeviceToHost));
	printf("sum %.1f (expected %.1f) in %.3f ms\n", sum, expected, ms);
	if (fabs(sum - expected) > 1e-3 * expected) {
		fprintf(stderr, "FAILED\n");
		return EXIT_FAILURE;
	}
	scale_and_check<<<n / THREADS, THREADS>>>(d_in, 2.0f, n);
	CHECK_LAST_KERNEL();
	CHECK_CUDA(cudaEventDestroy(start));
	CHECK_CUDA(cudaEventDestroy(stop));
	CHECK_CUDA(cudaFree(d_in));
	CHECK_CUDA(cudaFree(d_partial));
	free(h_in);
	printf("PASSED\n");
	return 0;
}
