// A kernel library whose headers are written for one GPU family at a
// time (`#if defined(TILES_BLACKWELL) || defined(TILES_HOPPER)`, and `#ifdef
// TILES_BLACKWELL` alone), built
// with flags every kernel folder's Makefile takes from ../common.mk: the
// C++20 standard, and one -D a GPU in the branches of an ifeq.  Read
// with -I alone, everything under the test is undeclared.  The build's
// definitions are found from the kernel's folder (the header's own
// folders have none), and of the two families the test allows, the one
// analyzed (sm_90: TILES_HOPPER) is taken, not TILES_BLACKWELL.  The
// header's `%globaltimer` (one '%': nvcc passes it to ptxas, clang
// refuses it) is no error, so it does not count against the definition.
//
// Derived by hand, 8 blocks of 256 threads, 64 warps: a warp copies 32
// consecutive floats, one load and one store of 4 sectors each: 64 loads
// and 64 stores, 256 sectors each.
#include "tiles.cuh"

__global__ void scale(float *dst, const float *src)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	tiles::async::clock_ns();
	tiles::async::copy(dst, src, i);
}

int main()
{
	float *dst, *src;

	scale<<<8, 256>>>(dst, src);
	return 0;
}
