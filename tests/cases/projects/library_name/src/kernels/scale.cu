#include "src/core/types.h"

/* Derived by hand: 32 blocks of 128 threads, 128 warps; out[i] and in[i]
 * with i = blockIdx.x * 128 + threadIdx.x: 32 consecutive floats a warp,
 * 4 sectors a request: 128 loads and 128 stores, 512 sectors each. */
__global__ void scale(const float *in, float *out)
{
	int i = blockIdx.x * 128 + threadIdx.x;
	out[i] = in[i] * app::bits_of<float>;
}

void run(const float *in, float *out) { scale<<<32, 128>>>(in, out); }
