/*
 * scale.cu - a sample that checks every call with the guarded helpers
 * (helpers/status.h) and takes its sizes in main().  Counts by hand for
 * n = 1 << 20, block 256, grid n / 256 = 4096: 32768 warps.
 *
 * scale: in[i] and out[i], i the global thread index: every request is
 * 128 contiguous bytes, 4 sectors; 32768 loads and 32768 stores, 131072
 * sectors each.
 * stride_scale: in[i * 2]: lanes 8 bytes apart, 256 bytes a warp, 8
 * sectors where 4 would do; 32768 loads, 262144 sectors (ideal 131072).
 */
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include "status.h"

__global__ void scale(const float *in, float *out, float a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = a * in[i];
}

__global__ void stride_scale(const float *in, float *out, float a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = a * in[i * 2];
}

int main(int argc, char **argv)
{
	const int n = 1 << 20;
	float *in = nullptr, *out = nullptr;
	cublasHandle_t handle;

	pick_device(argc, argv);
	blas_check(cublasCreate(&handle));
	checkStatus(cudaMalloc(&in, 2 * n * sizeof(float)));
	checkStatus(cudaMalloc(&out, n * sizeof(float)));
	scale<<<n / 256, 256>>>(in, out, 2.0f, n);
	LAST_ERROR();
	stride_scale<<<n / 256, 256>>>(in, out, 2.0f, n);
	LAST_ERROR();
	checkStatus(cudaDeviceSynchronize());
	blas_check(cublasDestroy(handle));
	return 0;
}
