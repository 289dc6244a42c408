// Headers the build writes from templates, which a checkout does not
// have: gen/config.h from cmake/config.h.in by CMake's configure_file()
// (its variables from CMakeLists.txt: GEN_TILE 32, the version 2.7.1 of
// project()), and genver.h from src/genver.h.in by a release script
// (its variables unknown: 0, or nothing inside a string).  Before, both
// were "file not found", and everything they define undeclared.
//
// Derived by hand: GEN_PAD is #cmakedefine01, 0 at the build's
// defaults, so the tile is [32][32].  One block of 32x32 threads, 32
// warps.  tile[ty][tx] = ...: a warp writes one row, 32 banks, one
// wavefront: 32 stores, 32 wavefronts.  tile[tx][ty]: a warp reads a
// column, 32 words 32 apart, all in one bank: 32-way, 32 wavefronts a
// load, 32 loads, 1,024 wavefronts.  Global: 32 loads and 32 stores of
// 32 consecutive floats, 4 sectors each, 128 sectors each way.
#include "gen/config.h"
#include <genver.h>

#if GEN_VERSION_MAJOR >= 2 && GENVER_BUILD == 0
__global__ void transpose(const float *in, float *out)
{
	__shared__ float tile[GEN_TILE][GEN_TILE + GEN_PAD];
	int tx = threadIdx.x, ty = threadIdx.y;

	tile[ty][tx] = in[ty * GEN_TILE + tx];
	__syncthreads();
	out[ty * GEN_TILE + tx] = tile[tx][ty];
}
#endif

int main()
{
	float *in, *out;

	transpose<<<1, dim3(GEN_TILE, GEN_TILE)>>>(in, out);
	return 0;
}
