#include "config.h"

// A 32 x 32 tile transposed through shared memory, its rows padded by
// TILE_PAD words.  The build defines TILE_PAD 1 in the else() of an
// option on by default, and USE_VENDOR_LIB 0 in the else() of one off
// by default (its then-branch's 1 would include a header that is not
// here); GPU_BUILD 1 under the build's CUDA switch, taken as on.
__global__ void transpose(const float *in, float *out)
{
	__shared__ float tile[32][32 + TILE_PAD];

	tile[threadIdx.y][threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
	__syncthreads();
	out[threadIdx.y * 32 + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}

int main()
{
	float *in, *out;
	transpose<<<1, dim3(32, 32)>>>(in, out);
	return 0;
}
