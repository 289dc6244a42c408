// An optional pointer argument tested against null: a kernel's pointer
// arguments are device memory from cudaMalloc, so a pointer that leads to
// one is taken as not null and the branch that reads it as taken.
// Launch: --block 32 --param n=1024 (one warp).
#include <cuda_runtime.h>
#include <stddef.h>

__global__ void add_bias(float *out, const float *bias, const float *scale, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	const float *row = bias + 32;

	// bias != NULL: the load of bias[i] runs in every lane, 32
	// consecutive floats, 4 sectors (ideal 4)
	float v = (bias != NULL) ? bias[i] : 0.0f;
	// nullptr == scale is false: the load of scale[2 i] is made; lanes
	// 8 bytes apart, 256 bytes: 8 sectors (ideal 4)
	if (nullptr == scale)
		v = 1.0f;
	else
		v *= scale[2 * i];
	// a variable pointing into bias is not null either: `if (row)` holds,
	// row[i] is 4 sectors; !row is false, so out[0] is not stored
	if (row)
		v += row[i];
	if (!row)
		out[0] = 0.0f;
	// the store of out[i]: 4 sectors.  In all: 3 loads, 16 sectors (ideal
	// 12); 1 store, 4 sectors
	out[i] = v;
}
