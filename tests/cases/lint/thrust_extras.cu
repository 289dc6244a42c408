// What a solver built on Thrust uses of it beyond the containers:
// thrust::min of two values, a transform_iterator given its reference
// type (its third argument), CUB named through a Thrust header alone
// (Thrust's algorithms are written over it), cub::FpLimits, and the
// toolkit's named bf16 constants.  Before, each was an error and the
// file's kernels were read from a broken parse.  thrust::min and
// cub::FpLimits are CCCL 2's (CUDA 12), gone from CCCL 3.0 (nvcc 13
// refuses this file for them): the bundle keeps them for the projects
// built against CUDA 12.
//
// Derived by hand, 4 blocks of 256 threads, 32 warps, n = 1024:
// last = min(i, n - 1) = i, so x[last] and y[i] are 32 consecutive
// 2-byte elements a warp, 64 bytes from a 64-byte boundary, 2 sectors:
// 32 loads, 64 sectors; 32 stores, 64 sectors.
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/scan.h>
#include <cuda_bf16.h>

struct half_of {
	__host__ __device__ float operator()(int i) const { return i * 0.5f; }
};

typedef thrust::transform_iterator<half_of, thrust::counting_iterator<int>, float> halves;

__global__ void clamp_low(const __nv_bfloat16 *x, __nv_bfloat16 *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int last = thrust::min(i, n - 1);
	float lowest = cub::FpLimits<float>::Lowest();
	__nv_bfloat16 v = x[last];

	y[i] = __hmax(v, lowest < 0.0f ? CUDART_ZERO_BF16 : CUDART_ONE_BF16);
}

int main()
{
	__nv_bfloat16 *x, *y;
	halves h(thrust::counting_iterator<int>(0), half_of());
	float third = h[3];

	(void)third;
	clamp_low<<<4, 256>>>(x, y, 1024);
	return 0;
}
