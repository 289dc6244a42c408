// A local struct's pointer members are followed like its integer ones: set
// by a method (a writer's init()), by a brace list, or by copying the
// struct, then indexed in other methods.
// Launch: --grid 2 --block 64 (two blocks of two warps).
#include <cuda_runtime.h>

struct writer {
	float *base;
	int count;

	__device__ void init(float *out, int row) { base = out + row * 64; count = 0; }
	__device__ void put(float v) { base[count * 4] = v; count++; }
};

struct span {
	const float *p;
	int stride;
};

__global__ void log_rows(const float *in, float *out)
{
	writer w;
	// warp w of block b: lane t stores out[(b * 64 + t) * 64 + k * 4],
	// k = 0, 1: lanes 256 bytes apart, 32 sectors a request (ideal 4);
	// 2 stores a warp, 4 warps: 8 requests, 256 sectors (ideal 32)
	w.init(out, blockIdx.x * blockDim.x + threadIdx.x);
	// a brace list: s.p = in + 32 * b, stride 1, and a copy of it: lane
	// t loads in[32 b + t]: 4 sectors a request, 4 requests, 16 sectors
	span s = { in + 32 * blockIdx.x, 1 };
	span c = s;
	w.put(c.p[threadIdx.x % 32 * c.stride]);
	w.put(1.0f);
}
