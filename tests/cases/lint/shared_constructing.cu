// __shared__ variables of classes whose default constructor does work (a
// member's default initializer), which nvcc leaves unconstructed and
// clang refused ("initialization is not supported for __shared__
// variables"), dropping every access to them; an extern one of a
// complete type declared in a header (shared_stage.cuh), which clang
// refused without -fgpu-rdc ("cannot be 'extern'", then every use "a
// __host__ variable"); and a dynamic array with a comment between its
// brackets, which keeps its extern.  Before: 0 shared accesses of acc and
// stage, and errors.
//
// Derived by hand, 4 blocks of 256 threads, 32 warps.
//   stage.v[t], stored and loaded: 32 consecutive words a warp, one
//     wavefront a request: 32 stores, 32 wavefronts; 32 loads, 32.
//   acc.sum[(t % 32) * 2], stored and loaded: lanes 2 words apart, 16
//     banks twice, 2 wavefronts a request: 32 stores, 64; 32 loads, 64.
//   dyn[t], stored and loaded: 32 stores, 32; 32 loads, 32.
//   Shared in all: 96 stores, 128 wavefronts; 96 loads, 128 wavefronts.
//   in[i] and out[i]: 32 consecutive floats from a 128-byte boundary, 4
//     sectors a request: 32 loads, 128 sectors; 32 stores, 128 sectors.
#include "shared_stage.cuh"

struct Acc {
	float sum[64];
	int n = 0;
};

__global__ void gather_rows(const float *in, float *out)
{
	__shared__ Acc acc;
	extern __shared__ float dyn[/* sized at launch */];
	int t = threadIdx.x, i = blockIdx.x * 256 + t;

	stage.v[t] = in[i];
	acc.sum[(t % 32) * 2] = (float)t;
	dyn[t] = 1.0f;
	__syncthreads();
	out[i] = stage.v[t] + acc.sum[(t % 32) * 2] + dyn[t];
}

int main()
{
	float *in, *out;

	gather_rows<<<4, 256, 1024>>>(in, out);
	return 0;
}
