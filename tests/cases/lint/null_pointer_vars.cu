// Pointers that are null in some threads.  A pointer variable declared by
// a condition (`c ? nullptr : p + i`), or declared null and set in a
// branch, is null exactly where that condition says; a pointer member of
// a struct argument is device memory, so not null, as a pointer argument
// is (null_compare.cu).
// Launch: --block 64 (two warps, t = 0..63).
#include <cuda_runtime.h>

struct args {
	const float *in;
	float *out;
	const float *bias;
};

__global__ void halo(struct args a)
{
	int t = threadIdx.x;

	// null in warp 0 (t < 32), a.in + t in warp 1: the load of src[0]
	// runs in warp 1 only, floats 32..63, 128 bytes on one 128-byte
	// line: 1 request, 4 sectors (ideal 4)
	const float *src = t < 32 ? nullptr : a.in + t;
	float v = 0.0f;
	if (src != nullptr)
		v = src[0];

	// a.bias is not null: 2 requests (one a warp), 4 sectors each
	if (a.bias != nullptr)
		v += a.bias[t];

	// null, then set in the even lanes: 16 lanes a warp store, 8 bytes
	// apart, 128 bytes: 4 sectors a request for 64 bytes used (ideal 2);
	// 2 requests, 8 sectors (ideal 4)
	float *dst = nullptr;
	if (t % 2 == 0)
		dst = a.out + t;
	if (dst)
		*dst = v;
	// in all: 3 load requests, 12 sectors (ideal 12); 2 store requests,
	// 8 sectors (ideal 4)
}
