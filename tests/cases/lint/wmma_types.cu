// wmma tiles of other element types and layouts, in the forms nvcc 13.0
// emits for sm_90 (kernels/wmma_types.cu; every form below measured on the
// H200, validate/results/h200-2026-12-02-wmmatypes.md). Run with --grid 1
// --block 32: one warp. Lane l is g = l / 4, t = l % 4.
//
// By hand:
//   bf16_conflict: a bfloat16 matrix_a, row-major, ldm 64 (128-byte rows):
//     four 4-byte loads (generic LD), lane l at row g (+ 8) and byte 4t
//     (+ 16): word 32 g + t (+ 4): banks t (+ 4), 8 rows each: 8
//     wavefronts a load, 32 in all (ideal 4).
//   tf32_padded: a tf32 matrix_b, column-major, ldm 36: four loads at
//     word 36 g + t (+ 4, + 8 rows): bank 4 g + t (+ 4) mod 32, all 32
//     distinct: 4 wavefronts (ideal 4).
//   f64_dense: a double matrix_a, 8x4 row-major, ldm 4: one 8-byte load,
//     lane l at double 4 g + t = l: 256 contiguous bytes, 2 wavefronts.
//   u8_rows: an unsigned char matrix_a, row-major, ldm 64: one ldmatrix
//     of 2 matrices (LDSM.x2), rows of 16 bytes 64 bytes apart: of each
//     matrix's 8 rows, 4 start at byte 0 of a 128-byte line (banks 0-3)
//     and 4 at byte 64 (banks 16-19): 4 wavefronts a matrix, 8 (ideal 2).
//   acc_cols: a float accumulator stored column-major through a helper
//     that takes the layout, ldm 68: eight 4-byte stores, element (g + 8i,
//     2t + h + 8j) at word 68 (2t + h + 8j) + g + 8i: bank (8t + 4h + g
//     + 8i) mod 32, distinct over the 32 lanes: 8 wavefronts (ideal 8).
//     Its elements are set in a loop to num_elements (8): 8 global loads
//     of 4 bytes, lanes 32 bytes apart: 32 sectors each, 256 (ideal 4
//     each, 32).
//   acc_global_cols: the same column-major store to global memory, ldm
//     1024 floats: eight STG.32, lanes g of 4 columns: 4 columns x 32
//     contiguous bytes, 4 sectors each, 32 (ideal 32).
#include <mma.h>
using namespace nvcuda;

__global__ void bf16_conflict(float *out)
{
	__shared__ __nv_bfloat16 tile[16 * 64];
	wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> a;

	wmma::load_matrix_sync(a, tile, 64);
	out[threadIdx.x] = __bfloat162float(a.x[0]);
}

__global__ void tf32_padded(float *out)
{
	__shared__ float tile[16 * 36];
	wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::col_major> b;

	wmma::load_matrix_sync(b, tile, 36);
	out[threadIdx.x] = b.x[0];
}

__global__ void f64_dense(double *out)
{
	__shared__ double tile[8 * 4];
	wmma::fragment<wmma::matrix_a, 8, 8, 4, double, wmma::row_major> a;

	wmma::load_matrix_sync(a, tile, 4);
	out[threadIdx.x] = a.x[0];
}

__global__ void u8_rows(int *out)
{
	__shared__ unsigned char tile[16 * 64];
	wmma::fragment<wmma::matrix_a, 16, 16, 16, unsigned char, wmma::row_major> a;

	wmma::load_matrix_sync(a, tile, 64);
	out[threadIdx.x] = a.x[0];
}

__device__ void store_acc(float *to, const float *from, unsigned ldm, wmma::layout_t layout)
{
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;

	for (int i = 0; i < c.num_elements; i++)
		c.x[i] = from[threadIdx.x * 8 + i];
	wmma::store_matrix_sync(to, c, ldm, layout);
}

__global__ void acc_cols(float *out)
{
	__shared__ float tile[16 * 68];

	store_acc(tile, out, 68, wmma::mem_col_major);
}

__global__ void acc_global_cols(float *out)
{
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;

	wmma::fill_fragment(c, 1.0f);
	wmma::store_matrix_sync(out, c, 1024, wmma::mem_col_major);
}
