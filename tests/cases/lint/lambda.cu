// Index helpers as lambdas and function objects are followed like
// __device__ functions; recursion is reported, not followed.
// Launch: --block 32 --param n=1024 (one warp).
#include <cuda_runtime.h>

struct RowMajor {
	int ld;
	__device__ int operator()(int r, int c) const { return r * 32 + c; }
};

__device__ int depth(int x) { return x > 0 ? depth(x - 1) + 1 : 0; }

__global__ void helpers(float *p, int n)
{
	__shared__ float s[32][32];
	auto at = [=](int r, int c) { return r * n + c; };
	auto word = [](auto r, auto c) { return r * 32 + c; };
	RowMajor rm{32};

	// lane l stores to word 32 l: all in bank 0, 32 wavefronts
	s[0][word(threadIdx.x, 0)] = 1.0f;
	// lane l at word l: 1 wavefront
	s[0][rm(0, threadIdx.x)] = 2.0f;
	// lane l at p[l * 1024]: 4096 bytes apart, 32 sectors (ideal 4);
	// the column read s[l][0] is 32-way
	p[at(threadIdx.x, 0)] = s[threadIdx.x][0];
	// lane l at p[blockIdx.x * 1024 + l]: 4 sectors, ideal
	p[at(blockIdx.x, threadIdx.x)] = 0.0f;
	// captures hold what the variable was when the lambda was made if by
	// copy, what it is at the call if by reference: copy 32 l plus 2 l
	// by reference = 34 l floats, 136 bytes apart: 32 sectors (ideal 4)
	int off = threadIdx.x * 32, m = 1;
	auto g = [off, &m](int i) { return i * m + off; };
	off = 0;
	m = 2;
	p[g(threadIdx.x)] = 4.0f;
	// the inner, recursive call is not followed: unknown but for lane 0,
	// where depth(0) is 0 without it (1 sector, ideal 1)
	p[depth(threadIdx.x)] = 0.0f;
}
