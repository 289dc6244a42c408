/*
 * What nvcc compiles with a warning and clang refuses by default, all in
 * real projects: `register`, a narrowing conversion in a braced list, a
 * string macro with no space after a literal ("%"PRId64), and
 * __grid_constant__ on a kernel's parameter (here a TMA descriptor,
 * CUtensorMap, as Hopper kernels take it).  None is an error; by hand
 * for --block 64: two warps, each loading in[i] and storing out[i] as
 * 128 contiguous bytes, 4 sectors; the TMA descriptor is not read.
 */
#include <cinttypes>
#include <cstdio>
#include <cuda.h>

__global__ void lenient(const __grid_constant__ CUtensorMap map, const float *in, float *out,
			double scale)
{
	register int i = blockIdx.x * blockDim.x + threadIdx.x;
	float factors[2] = {scale, scale};

	out[i] = in[i] * factors[0];
}

void report(int64_t n)
{
	printf("%"PRId64" elements\n", n);
}
