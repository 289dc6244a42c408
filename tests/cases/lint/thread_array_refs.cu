// A thread's own array seen through a reference: a reference cast of the
// whole array (`auto &v2 = reinterpret_cast<float2 (&)[4]>(v)`), and a
// helper's reference-to-array parameters, cast again inside.  They are
// the thread's registers, not memory: no request is counted for them and
// none is left unanalyzed.
// Launch: --block 32 (one warp).
#include <cuda_runtime.h>

template <int N>
__device__ void swap_halves(const float (&src)[N], float (&dst)[N])
{
	auto &s2 = reinterpret_cast<const float2 (&)[N / 2]>(src);
	auto &d2 = reinterpret_cast<float2 (&)[N / 2]>(dst);
	for (int i = 0; i < N / 2; ++i)
		d2[i] = make_float2(s2[i].y, s2[i].x);
}

__global__ void swap_pairs(const float *in, float *out)
{
	float v[8], w[8];

	// 8 loads, each of 32 consecutive floats: 4 sectors each (ideal 4)
	for (int i = 0; i < 8; i++)
		v[i] = in[threadIdx.x + 32 * i];
	auto &v2 = reinterpret_cast<float2 (&)[4]>(v);
	v2[0] = v2[3];
	swap_halves<8>(v, w);
	// 8 stores, likewise 4 sectors each.  In all: 8 loads, 32 sectors
	// (ideal 32); 8 stores, 32 sectors (ideal 32)
	for (int i = 0; i < 8; i++)
		out[threadIdx.x + 32 * i] = w[i];
}
