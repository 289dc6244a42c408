/*
 * wmma_types.cu - wmma's load_matrix_sync and store_matrix_sync beyond the
 * half 16x16x16 tile of wmma_load.cu: bfloat16, tf32 (16x16x8), double
 * (8x8x4) and 8-bit (16x16x16) operands, the 32x8x16 half shape, int and
 * column-major float accumulators, the tf32 and double accumulators, and
 * the same calls on global memory.
 *
 * What nvcc 13.0 emits for each (sm_90, -O3, read off cuobjdump -sass of a
 * probe before this run; lane l, g = l / 4, t = l % 4, rows and columns of
 * the tile as stored, so a col_major operand's stored rows are its
 * columns):
 *
 *   half, matrix_a 32x16 (32x8x16) row      two LDSM.x4, rows 0-15, 16-31
 *   u8/s8 matrix_a row, matrix_b col        one LDSM.x2: lane l < 16 row l
 *   bfloat16 matrix_a row, matrix_b col     four 4-byte generic LD (LD.E,
 *                                           not LDS): rows g, g + 8, byte
 *                                           columns 4t and 4t + 16
 *   tf32 matrix_a row, matrix_b col         four 4-byte generic LD: rows
 *                                           g, g + 8, columns t, t + 4
 *   double matrix_a row, matrix_b col       one 8-byte generic LD: row g,
 *                                           column t
 *   int accumulator, row-major              four STS.64 (LDS.64) as float
 *   float accumulator, column-major         eight STS.32 (LDS.32): element
 *                                           (row g + 8i, column 2t + e +
 *                                           8j) at column * ldm + row
 *   tf32 accumulator (16x16x8), row-major   four 8-byte generic ST (LD),
 *                                           the float accumulator's places
 *   double accumulator (8x8x4), row-major   one 16-byte generic ST (LD):
 *                                           row g, columns 2t, 2t + 1
 *   on global memory: half operands four LDG.32 (rows g, g + 8, byte
 *   columns 4t, 4t + 16), float accumulators LDG.64/STG.64 in the shared
 *   places, bfloat16 and tf32 operands and the double accumulator the
 *   generic forms above.
 *
 * Shared variants: one block of 128 threads, 4 warps; the tile (6 KiB) is
 * first filled from global memory with 16-byte copies (3 LDG.128 and 3
 * STS.128 a thread) so that nvcc cannot drop the loads, then each warp
 * loads (or stores) one fragment at the tile's start and uses every
 * element.  Global variants: 64 blocks of 128 threads, warp w's tile at
 * rows 16 (w / 64), columns 16 (w % 64) of a matrix of ldm columns.
 *
 * Predicted before the run, by hand, for one warp's instructions, with the
 * bank rules of simulator/smem.c (4-byte: the most distinct words in one
 * bank; 8-byte: each half-warp so; 16-byte: each quarter-warp so):
 *
 *   tf32 matrix_a, ldm 32 (128-byte rows): banks t and t + 4 only, 8
 *   rows each: 8 wavefronts an instruction, 32 the fragment;
 *   ldm 36: bank 4g + t, all distinct: 1, 4 the fragment;
 *   ldm 8 (32-byte rows): banks 8g + t, two rows each: 2, 8 the fragment.
 *   double matrix_a, ldm 4 (32-byte rows, the tile dense): 2 wavefronts;
 *   ldm 16 (128-byte rows): each half-warp's 4 rows on the same 8 bytes
 *   of banks: 4 each half, 8.
 *   bfloat16 matrix_a, ldm 64 (128-byte rows): banks t and t + 4 of 8
 *   rows: 8 an instruction, 32 the fragment; ldm 72: 1, 4.
 *   u8 matrix_a, ldm 64 (64-byte rows): 16 rows of 16 bytes, two rows a
 *   128-byte line: 8 rows on each 16-byte bank group, 4 a matrix, 8 the
 *   instruction; ldm 80: rows at 80 bytes apart, 5 a line: 2 a matrix, 4;
 *   ldm 16 (dense): 1 a matrix, 2.
 *   float accumulator column-major store, ldm 64: each STS.32 writes rows
 *   g (+8) of 8 columns 2t (+1): columns 256 bytes apart, banks 2t * 64
 *   + g mod 32 = g: 4 columns on the same 8 banks: 4 an instruction, 32
 *   the fragment; ldm 68: (2t * 68 + g) mod 32 = 8t + g: distinct, 1, 8.
 *   double accumulator row-major store, ldm 8 (64-byte rows): 16 bytes a
 *   lane, row g at 64 g + 16 t: each quarter-warp two rows, 128 bytes,
 *   distinct: 1 each, 4 the instruction; ldm 16: quarter-warps' rows 128
 *   bytes apart, 2 each, 8.
 *   Global: half matrix_a, 4 LDG.32 of 16 bytes on each of 8 rows: 8
 *   sectors each; float accumulator row-major, 32 bytes on each of 8 rows:
 *   8 sectors each; column-major store: 8 columns x 2 row blocks... each
 *   STG.32 writes 8 rows g of 4 columns: 4 columns, each 32 contiguous
 *   bytes (rows 0-7): 4 sectors each.
 *
 * Whether ncu counts the generic LD/ST in its shared (or global) counters
 * is what this run says.
 */
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

using namespace nvcuda;

#define TILE_INT4 384 /* 6 KiB */

__device__ void fill_tile(int4 *tile, const int4 *src)
{
	for (int i = threadIdx.x; i < TILE_INT4; i += blockDim.x)
		tile[i] = src[i];
	__syncthreads();
}

/* one operand fragment from the shared tile, every element used */
template <typename Use, int M, int N, int K, typename T, typename S, typename Layout>
__device__ void operand_shared(const int4 *src, float *out, int ldm)
{
	__shared__ int4 tile[TILE_INT4];
	wmma::fragment<Use, M, N, K, S, Layout> f;
	float sum = 0.0f;

	fill_tile(tile, src);
	wmma::load_matrix_sync(f, reinterpret_cast<const T *>(tile), ldm);
	for (int i = 0; i < f.num_elements; i++)
		sum += (float)f.x[i];
	out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

/* one operand fragment from global memory: warp w's tile */
template <typename Use, int M, int N, int K, typename T, typename S, typename Layout>
__device__ void operand_global(const T *src, float *out, int ldm)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	wmma::fragment<Use, M, N, K, S, Layout> f;
	float sum = 0.0f;

	wmma::load_matrix_sync(f, src + (w / 64) * 16 * ldm + (w % 64) * 16, ldm);
	for (int i = 0; i < f.num_elements; i++)
		sum += (float)f.x[i];
	out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

/* an accumulator stored to the shared tile, then read back whole */
template <int M, int N, int K, typename T>
__device__ void acc_store_shared(const int4 *src, T *out, int ldm, wmma::layout_t layout)
{
	__shared__ int4 tile[TILE_INT4];
	wmma::fragment<wmma::accumulator, M, N, K, T> c;

	for (int i = 0; i < c.num_elements; i++)
		c.x[i] = out[threadIdx.x * 8 + i];
	wmma::store_matrix_sync(reinterpret_cast<T *>(tile), c, ldm, layout);
	__syncthreads();
	for (int i = threadIdx.x; i < TILE_INT4; i += blockDim.x)
		reinterpret_cast<int4 *>(out)[1024 + i] = tile[i];
}

/* an accumulator loaded from the shared tile, every element used */
template <int M, int N, int K, typename T>
__device__ void acc_load_shared(const int4 *src, T *out, int ldm, wmma::layout_t layout)
{
	__shared__ int4 tile[TILE_INT4];
	wmma::fragment<wmma::accumulator, M, N, K, T> c;

	fill_tile(tile, src);
	wmma::load_matrix_sync(c, reinterpret_cast<const T *>(tile), ldm, layout);
	for (int i = 0; i < c.num_elements; i++)
		out[threadIdx.x * 8 + i] = c.x[i];
}

/* an accumulator stored to warp w's tile of global memory */
template <int M, int N, int K, typename T>
__device__ void acc_store_global(T *dst, int ldm, wmma::layout_t layout)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	wmma::fragment<wmma::accumulator, M, N, K, T> c;

	for (int i = 0; i < c.num_elements; i++)
		c.x[i] = (T)(threadIdx.x + i);
	wmma::store_matrix_sync(dst + (w / 64) * 16 * ldm + (w % 64) * 16, c, ldm, layout);
}

/* an accumulator loaded from warp w's tile of global memory */
template <int M, int N, int K, typename T>
__device__ void acc_load_global(const T *src, T *out, int ldm, wmma::layout_t layout)
{
	int w = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
	wmma::fragment<wmma::accumulator, M, N, K, T> c;
	T sum = 0;

	wmma::load_matrix_sync(c, src + (w / 64) * 16 * ldm + (w % 64) * 16, ldm, layout);
	for (int i = 0; i < c.num_elements; i++)
		sum += c.x[i];
	out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

typedef wmma::precision::tf32 tf32;

__global__ void wt_bf16_a_row(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, __nv_bfloat16, wmma::row_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_bf16_b_col(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, __nv_bfloat16, wmma::col_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_tf32_a_row(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_a, 16, 16, 8, float, tf32, wmma::row_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_tf32_b_col(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_b, 16, 16, 8, float, tf32, wmma::col_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_f64_a_row(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_a, 8, 8, 4, double, double, wmma::row_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_f64_b_col(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_b, 8, 8, 4, double, double, wmma::col_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_u8_a_row(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_a, 16, 16, 16, unsigned char, unsigned char, wmma::row_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_s8_b_col(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_b, 16, 16, 16, signed char, signed char, wmma::col_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_h_a_32x8(const void *src, void *out, int ldm)
{
	operand_shared<wmma::matrix_a, 32, 8, 16, half, half, wmma::row_major>(
		(const int4 *)src, (float *)out, ldm);
}

__global__ void wt_i32_store_row(const void *src, void *out, int ldm)
{
	acc_store_shared<16, 16, 16, int>((const int4 *)src, (int *)out, ldm, wmma::mem_row_major);
}

__global__ void wt_f32_store_col(const void *src, void *out, int ldm)
{
	acc_store_shared<16, 16, 16, float>((const int4 *)src, (float *)out, ldm, wmma::mem_col_major);
}

__global__ void wt_f32_load_col(const void *src, void *out, int ldm)
{
	acc_load_shared<16, 16, 16, float>((const int4 *)src, (float *)out, ldm, wmma::mem_col_major);
}

__global__ void wt_tf32acc_store_row(const void *src, void *out, int ldm)
{
	acc_store_shared<16, 16, 8, float>((const int4 *)src, (float *)out, ldm, wmma::mem_row_major);
}

__global__ void wt_f64acc_store_row(const void *src, void *out, int ldm)
{
	acc_store_shared<8, 8, 4, double>((const int4 *)src, (double *)out, ldm, wmma::mem_row_major);
}

__global__ void wt_f64acc_load_row(const void *src, void *out, int ldm)
{
	acc_load_shared<8, 8, 4, double>((const int4 *)src, (double *)out, ldm, wmma::mem_row_major);
}

__global__ void wt_g_h_a_row(const void *src, void *out, int ldm)
{
	operand_global<wmma::matrix_a, 16, 16, 16, half, half, wmma::row_major>(
		(const half *)src, (float *)out, ldm);
}

__global__ void wt_g_bf16_a_row(const void *src, void *out, int ldm)
{
	operand_global<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, __nv_bfloat16, wmma::row_major>(
		(const __nv_bfloat16 *)src, (float *)out, ldm);
}

__global__ void wt_g_tf32_a_row(const void *src, void *out, int ldm)
{
	operand_global<wmma::matrix_a, 16, 16, 8, float, tf32, wmma::row_major>(
		(const float *)src, (float *)out, ldm);
}

__global__ void wt_g_f32_load_row(const void *src, void *out, int ldm)
{
	acc_load_global<16, 16, 16, float>((const float *)src, (float *)out, ldm, wmma::mem_row_major);
}

__global__ void wt_g_f32_store_row(const void *src, void *out, int ldm)
{
	acc_store_global<16, 16, 16, float>((float *)out, ldm, wmma::mem_row_major);
}

__global__ void wt_g_f32_store_col(const void *src, void *out, int ldm)
{
	acc_store_global<16, 16, 16, float>((float *)out, ldm, wmma::mem_col_major);
}

__global__ void wt_g_f64acc_store_row(const void *src, void *out, int ldm)
{
	acc_store_global<8, 8, 4, double>((double *)out, ldm, wmma::mem_row_major);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

/* room for the global variants' largest matrix: 64 rows of 1024 doubles */
#define BUF_BYTES (64u * 1024u * 8u + 65536u)

static void *g_src, *g_out;

typedef void (*wt_fn)(const void *, void *, int);
static const struct {
	const char *name;
	wt_fn fn;
} kernels[] = {
	{ "wt_bf16_a_row", wt_bf16_a_row },
	{ "wt_bf16_b_col", wt_bf16_b_col },
	{ "wt_tf32_a_row", wt_tf32_a_row },
	{ "wt_tf32_b_col", wt_tf32_b_col },
	{ "wt_f64_a_row", wt_f64_a_row },
	{ "wt_f64_b_col", wt_f64_b_col },
	{ "wt_u8_a_row", wt_u8_a_row },
	{ "wt_s8_b_col", wt_s8_b_col },
	{ "wt_h_a_32x8", wt_h_a_32x8 },
	{ "wt_i32_store_row", wt_i32_store_row },
	{ "wt_f32_store_col", wt_f32_store_col },
	{ "wt_f32_load_col", wt_f32_load_col },
	{ "wt_tf32acc_store_row", wt_tf32acc_store_row },
	{ "wt_f64acc_store_row", wt_f64acc_store_row },
	{ "wt_f64acc_load_row", wt_f64acc_load_row },
	{ "wt_g_h_a_row", wt_g_h_a_row },
	{ "wt_g_bf16_a_row", wt_g_bf16_a_row },
	{ "wt_g_tf32_a_row", wt_g_tf32_a_row },
	{ "wt_g_f32_load_row", wt_g_f32_load_row },
	{ "wt_g_f32_store_row", wt_g_f32_store_row },
	{ "wt_g_f32_store_col", wt_g_f32_store_col },
	{ "wt_g_f64acc_store_row", wt_g_f64acc_store_row },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_src, g_out, v->arg0);
			return;
		}
	}
	fprintf(stderr, "wmma_types: no kernel %s\n", v->kernel);
	exit(100);
}

#define S(name, ldm) { name, "ldm=" #ldm, dim3(1), dim3(128), ldm, 0, launch, NULL }
#define G(name, ldm) { name, "ldm=" #ldm, dim3(64), dim3(128), ldm, 0, launch, NULL }

static struct variant table[] = {
	S("wt_bf16_a_row", 64), S("wt_bf16_a_row", 72),
	S("wt_bf16_b_col", 64), S("wt_bf16_b_col", 72),
	S("wt_tf32_a_row", 32), S("wt_tf32_a_row", 36), S("wt_tf32_a_row", 8),
	S("wt_tf32_b_col", 32), S("wt_tf32_b_col", 36),
	S("wt_f64_a_row", 4), S("wt_f64_a_row", 16), S("wt_f64_a_row", 18),
	S("wt_f64_b_col", 4), S("wt_f64_b_col", 16),
	S("wt_u8_a_row", 64), S("wt_u8_a_row", 80), S("wt_u8_a_row", 16),
	S("wt_s8_b_col", 64), S("wt_s8_b_col", 80),
	S("wt_h_a_32x8", 64), S("wt_h_a_32x8", 72),
	S("wt_i32_store_row", 64), S("wt_i32_store_row", 72),
	S("wt_f32_store_col", 64), S("wt_f32_store_col", 68), S("wt_f32_store_col", 72),
	S("wt_f32_load_col", 64), S("wt_f32_load_col", 68),
	S("wt_tf32acc_store_row", 64), S("wt_tf32acc_store_row", 72),
	S("wt_f64acc_store_row", 8), S("wt_f64acc_store_row", 16), S("wt_f64acc_store_row", 10),
	S("wt_f64acc_load_row", 16), S("wt_f64acc_load_row", 10),
	G("wt_g_h_a_row", 1024),
	G("wt_g_bf16_a_row", 1024),
	G("wt_g_tf32_a_row", 1024),
	G("wt_g_f32_load_row", 1024),
	G("wt_g_f32_store_row", 1024),
	G("wt_g_f32_store_col", 1024),
	G("wt_g_f64acc_store_row", 1024),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_src = bench_alloc(BUF_BYTES);
	g_out = bench_alloc(BUF_BYTES);
	bench_fill_float(g_src, BUF_BYTES / 4, 7);
	bench_poison(g_out, BUF_BYTES);
	rc = bench_main(argc, argv, "wmma_types", table, count);
	cudaFree(g_src);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
