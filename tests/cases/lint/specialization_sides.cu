// An explicit specialization for the device alone of a __host__
// __device__ function template (a __half has no host-side test), which
// nvcc compiles and clang refuses ("no function template matches
// function template specialization"): it is read as nvcc reads it, and
// the kernel that calls it is analyzed.
//
// Derived by hand, 4 blocks of 256 threads, 32 warps: x[i] is 32
// consecutive 2-byte halves, 64 bytes, 2 sectors a request: 32 loads, 64
// sectors; out[i] 32 consecutive ints, 4 sectors: 32 stores, 128 sectors.
#include <cuda_fp16.h>

template <typename T>
__host__ __device__ inline bool is_bad(const T &v)
{
	return v != v;
}

template <>
__device__ inline bool is_bad<__half>(const __half &v)
{
	return __hisnan(v);
}

__global__ void flags(const __half *x, int *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = is_bad(x[i]);
}

int main()
{
	__half *x;
	int *out;

	flags<<<4, 256>>>(x, out);
	return 0;
}
