// A project that builds Thrust inside a namespace of its own
// (CMakeLists.txt: -DTHRUST_CUB_WRAPPED_NAMESPACE=solver), whose
// containers derive from Thrust's vector base: without the macro every
// `solver::thrust::` name is an error and the launch's sizes are lost.
//
// Derived by hand, 4,096 elements, 16 blocks of 256 threads, 128 warps.
// in[2 * i]: a warp's 32 floats 8 bytes apart span 256 bytes, 8 sectors
// where 4 hold what it uses: 128 loads, 1,024 sectors (ideal 512).
// out[i]: 32 consecutive floats, 4 sectors: 128 stores, 512 sectors.
#include "containers.h"

__global__ void halve(const float *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[2 * i] * 0.5f;
}

int main()
{
	const int n = 4096;
	solver::array1d<float> in(2 * n), out(n);

	halve<<<n / 256, 256>>>(solver::thrust::raw_pointer_cast(in.data()),
				solver::thrust::raw_pointer_cast(out.data()), n);
	return 0;
}
