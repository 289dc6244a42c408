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

// A shared array's start is 16-byte aligned (as nvcc places it, and as
// its banks are counted): rows of 65 floats, 260 bytes, from it.
__global__ void stage_rows(const float *in, float *out)
{
	__shared__ float rows[4 * 65];
	int t = threadIdx.x;
	float *r1 = rows + 65;          // 260 bytes in: not
	float *r2 = rows + 2 * 65 + 2;  // 528 bytes in: 16-byte aligned

	// r1: the float path.  in[t]: 4 sectors; r1[t]: 32 consecutive
	// words, 1 wavefront
	if (((uintptr_t)r1 & 15) == 0)
		reinterpret_cast<float4 *>(r1)[t] = reinterpret_cast<const float4 *>(in)[t];
	else
		r1[t] = in[t];
	// r2: the float4 path.  Bytes 128..639 of in: 16 sectors; 512
	// bytes to r2, 4 wavefronts
	if (reinterpret_cast<size_t>(r2) % 16 == 0)
		reinterpret_cast<float4 *>(r2)[t] = reinterpret_cast<const float4 *>(in + 32)[t];
	else
		r2[t] = in[32 + t];
	__syncthreads();
	// rows[t]: 1 wavefront; out[t]: 4 sectors
	out[t] = rows[t];
	// in all: 2 global loads, 20 sectors; 1 store, 4 sectors; shared:
	// 2 stores, 5 wavefronts; 1 load, 1 wavefront
}
