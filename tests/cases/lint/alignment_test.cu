// A pointer's alignment tested before a vectorized path.  A kernel's
// pointer arguments are cudaMalloc's, aligned to 256 bytes, so
// `(uintptr_t)p % 16` is the remainder of p's offset: the test takes the
// branch the offset says.
// Launch: --block 32 (one warp).
#include <cuda_runtime.h>
#include <stdint.h>

__global__ void copy_rows(const float *in, float *out)
{
	int t = threadIdx.x;
	const float *a = in + 8;   // 32 bytes in: 16-byte aligned
	const float *b = in + 1;   // 4 bytes in: not

	// a: the float4 path.  One 16-byte load a lane, bytes 32..543 of
	// in: 16 sectors (ideal 16); the float4 store to out: 16 sectors
	if (reinterpret_cast<size_t>(a) % sizeof(float4) == 0)
		reinterpret_cast<float4 *>(out)[t] = reinterpret_cast<const float4 *>(a)[t];
	else
		out[t] = a[t];
	// b: the float path.  Bytes 4..131 of in: 5 sectors (ideal 4); the
	// store to out + 128: 4 sectors
	if (((uintptr_t)b & 15) == 0)
		reinterpret_cast<float4 *>(out + 128)[t] = reinterpret_cast<const float4 *>(b)[t];
	else
		out[128 + t] = b[t];
	// in all: 2 loads, 21 sectors (ideal 20); 2 stores, 20 sectors
}
