// A half accumulator stored row-major into a shared tile: four STS.32 a
// fragment, lane l writing the half2 at columns 2 (l % 4) and 2 (l % 4) + 1
// of rows l / 4 and l / 4 + 8, and the same 8 columns on (the mma's
// register layout; measured on the H200 in a public HGEMM's WMMA kernels,
// validate/results/h200-2026-12-02-hgemm.md). Run with --grid 1 --block 32:
// one warp.
//
// By hand, lane l's word is row * pitch / 2 + l % 4 (+ 4 for the second
// 8 columns), row = l / 4 (+ 8):
//   pitch 136 halves (272 bytes, 68 words): bank (4 (l / 4) + l % 4 + 4j)
//   mod 32, 32 banks for 32 lanes: 1 wavefront each of the 4 stores;
//   pitch 128 halves (64 words): bank l % 4 + 4j, 8 lanes a bank at 8
//   words: 8 wavefronts each, 32 in all (ideal 4).
#include <mma.h>
using namespace nvcuda;

__global__ void store_padded(half *out)
{
	__shared__ half tile[16 * 136];
	wmma::fragment<wmma::accumulator, 16, 16, 16, half> c;

	wmma::fill_fragment(c, 0.0f);
	wmma::store_matrix_sync(tile, c, 136, wmma::mem_row_major);
	__syncwarp();
	out[threadIdx.x] = tile[threadIdx.x];
}

__global__ void store_square(half *out)
{
	__shared__ half tile[16 * 128];
	wmma::fragment<wmma::accumulator, 16, 16, 16, half> c;

	wmma::fill_fragment(c, 0.0f);
	wmma::store_matrix_sync(tile, c, 128, wmma::mem_row_major);
	__syncwarp();
	out[threadIdx.x] = tile[threadIdx.x];
}
