// A struct argument with more members than most: its 72 leading ints,
// then the pointer and the sizes the kernel uses, past the 64th member.
// Every member is followed (up to 256), and a size with no value is
// assumed like any other, whatever its place.
// Launch: --block 64 (two warps); p.n has no value: assumed 1024.
#include <cuda_runtime.h>

struct wide {
	int f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23, f24, f25, f26, f27, f28, f29, f30, f31, f32, f33, f34, f35, f36, f37, f38, f39, f40, f41, f42, f43, f44, f45, f46, f47, f48, f49, f50, f51, f52, f53, f54, f55, f56, f57, f58, f59, f60, f61, f62, f63, f64, f65, f66, f67, f68, f69, f70, f71;
	float *out;
	const float *in;
	int n;
};

__global__ void wide_copy(struct wide p)
{
	// warp w of block 0 reads and writes 32 consecutive floats: 1
	// request, 4 sectors each.  The store's row p.n is assumed 1024;
	// with blockIdx.x = 0 it does not move the address, but the finding
	// rests on it and says so.  In all: 2 loads, 8 sectors; 2 stores,
	// 8 sectors
	int i = threadIdx.x;
	p.out[blockIdx.x * p.n + i] = p.in[i];
}
