// The vendor samples' idiom for dynamic shared memory of a templated
// type: a struct whose conversion operator returns the extern __shared__
// array.  The operator's body is followed like a helper, and the pointer
// it returns is that array.
// Launch: --block 64 --dynamic-shared 1024 --param n=4096 (two warps).
#include <cuda_runtime.h>

template <class T>
struct SharedMemory {
	__device__ inline operator T *()
	{
		extern __shared__ int __smem[];
		return (T *)__smem;
	}
};

template <class T>
__global__ void strided(const T *in, T *out, unsigned n)
{
	T *sdata = SharedMemory<T>();
	unsigned tid = threadIdx.x;

	// each warp: lane l stores word l, 1 wavefront (2 stores, 2 in all);
	// it loads 32 consecutive floats of 'in', 128 bytes: 4 sectors (8)
	sdata[tid] = in[blockIdx.x * blockDim.x + tid];
	__syncthreads();
	// the first warp only: lane l reads word 2 l; lanes l and l + 16
	// share a bank (words 2 l and 2 l + 32), a 2-way conflict: 1 load,
	// 2 wavefronts (ideal 1); the store to 'out' is 4 sectors
	if (tid < 32)
		out[blockIdx.x * 32 + tid] = sdata[2 * tid];
}

template __global__ void strided<float>(const float *, float *, unsigned);
