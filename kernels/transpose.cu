/*
 * transpose.cu - the classic 4096 x 4096 float transposes, and a copy with
 * the same shape as a bandwidth reference.
 *
 * Every kernel: block (32, 8), grid (n/32, n/32) = (128, 128); each block
 * moves a 32 x 32 tile, each thread 4 elements in a loop of j = 0, 8, 16,
 * 24 with a bounds guard (always true for n = 4096). The loop has a
 * constant trip count, so the compiler unrolls it: 4 loads and 4 stores per
 * thread and per phase in SASS.
 *
 * Per launch: 16384 blocks x 8 warps = 131072 warps; 4 accesses each gives
 * 524288 warp instructions for each access of the kernel.
 *
 * Lane l of a warp has threadIdx.x = l and one threadIdx.y, so:
 *   global, by row (in[(y + j) * n + x]): 32 consecutive floats, aligned to
 *   128 bytes: 4 sectors per request.
 *   global, by column (out[x * n + y + j]): 32 floats 16 KB apart: 32.
 *   shared tile[r][c] written by row (r = threadIdx.y + j, c = threadIdx.x):
 *   32 consecutive words in a [32][32] or [32][33] tile, or a permutation
 *   of one row (swizzle): 1 wavefront.
 *   shared read by column (r = threadIdx.x): [32][32]: word 32l + c, all in
 *   bank c, 32 distinct words: 32 wavefronts; [32][33]: word 33l + c, bank
 *   (l + c) % 32, distinct: 1; swizzled tile[l][c ^ l]: bank c ^ l, a
 *   permutation over l: 1.
 */

/*
 * Copy, both sides by row. Expected per launch: global ld 524288 requests,
 * 2097152 sectors; global st 524288 requests, 2097152 sectors; no shared.
 */
__global__ void copy_rows(float *out, const float *in, int n)
{
	int x = blockIdx.x * 32 + threadIdx.x;
	int y = blockIdx.y * 32 + threadIdx.y;

	for (int j = 0; j < 32; j += 8)
		if (x < n && y + j < n)
			out[(y + j) * n + x] = in[(y + j) * n + x];
}

/*
 * Naive transpose: read by row, write by column. Expected per launch:
 * global ld 524288 requests, 2097152 sectors; global st 524288 requests,
 * 16777216 sectors (32 each); no shared.
 */
__global__ void transpose_naive(float *out, const float *in, int n)
{
	int x = blockIdx.x * 32 + threadIdx.x;
	int y = blockIdx.y * 32 + threadIdx.y;

	for (int j = 0; j < 32; j += 8)
		if (x < n && y + j < n)
			out[x * n + (y + j)] = in[(y + j) * n + x];
}

/*
 * Through an unpadded tile[32][32]. Expected per launch: global ld and st
 * each 524288 requests, 2097152 sectors; shared st 524288 instructions,
 * 524288 wavefronts; shared ld 524288 instructions, 16777216 wavefronts
 * (32-way conflict, 16252928 above ideal).
 */
__global__ void transpose_tile32(float *out, const float *in, int n)
{
	__shared__ float tile[32][32];
	int x = blockIdx.x * 32 + threadIdx.x;
	int y = blockIdx.y * 32 + threadIdx.y;
	int ox = blockIdx.y * 32 + threadIdx.x;
	int oy = blockIdx.x * 32 + threadIdx.y;

	for (int j = 0; j < 32; j += 8)
		if (x < n && y + j < n)
			tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
	__syncthreads();
	for (int j = 0; j < 32; j += 8)
		if (ox < n && oy + j < n)
			out[(oy + j) * n + ox] = tile[threadIdx.x][threadIdx.y + j];
}

/*
 * Through a padded tile[32][33]. Expected per launch: global as
 * transpose_tile32; shared st and ld each 524288 instructions, 524288
 * wavefronts (no conflict).
 */
__global__ void transpose_pad33(float *out, const float *in, int n)
{
	__shared__ float tile[32][33];
	int x = blockIdx.x * 32 + threadIdx.x;
	int y = blockIdx.y * 32 + threadIdx.y;
	int ox = blockIdx.y * 32 + threadIdx.x;
	int oy = blockIdx.x * 32 + threadIdx.y;

	for (int j = 0; j < 32; j += 8)
		if (x < n && y + j < n)
			tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * n + x];
	__syncthreads();
	for (int j = 0; j < 32; j += 8)
		if (ox < n && oy + j < n)
			out[(oy + j) * n + ox] = tile[threadIdx.x][threadIdx.y + j];
}

/*
 * Through a tile[32][32] with an XOR swizzle: element (r, c) lives at
 * tile[r][c ^ r]. Expected per launch: as transpose_pad33 (no conflict),
 * in 4 KB of shared memory instead of 4.125 KB.
 */
__global__ void transpose_swizzle(float *out, const float *in, int n)
{
	__shared__ float tile[32][32];
	int x = blockIdx.x * 32 + threadIdx.x;
	int y = blockIdx.y * 32 + threadIdx.y;
	int ox = blockIdx.y * 32 + threadIdx.x;
	int oy = blockIdx.x * 32 + threadIdx.y;

	for (int j = 0; j < 32; j += 8)
		if (x < n && y + j < n)
			tile[threadIdx.y + j][threadIdx.x ^ (threadIdx.y + j)] =
				in[(y + j) * n + x];
	__syncthreads();
	for (int j = 0; j < 32; j += 8)
		if (ox < n && oy + j < n)
			out[(oy + j) * n + ox] =
				tile[threadIdx.x][(threadIdx.y + j) ^ threadIdx.x];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

/* Buffers are sized for the largest n in the table; a variant with a
 * smaller n uses the first n * n floats of each, row stride n. */
#define N 8192

static float *g_in, *g_out;
static float *h_in, *h_out;

static void launch_copy(const struct variant *v)
{
	copy_rows<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_naive(const struct variant *v)
{
	transpose_naive<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_tile32(const struct variant *v)
{
	transpose_tile32<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_pad33(const struct variant *v)
{
	transpose_pad33<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_swizzle(const struct variant *v)
{
	transpose_swizzle<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

/*
 * Exact comparison of the n x n output with the CPU's copy or transpose of
 * the n x n input, then re-poison.
 */
static int check_output(int n, int transposed)
{
	size_t bad = 0, count = (size_t)n * n;

	BENCH_CHECK(cudaMemcpy(h_out, g_out, count * sizeof(float),
			       cudaMemcpyDeviceToHost));
	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++) {
			float want = transposed ? h_in[(size_t)c * n + r]
						: h_in[(size_t)r * n + c];
			if (h_out[(size_t)r * n + c] != want)
				bad++;
		}
	if (bad)
		fprintf(stderr, "transpose: %zu of %zu elements wrong\n", bad,
			count);
	bench_poison(g_out, count * sizeof(float));
	return bad ? -1 : 0;
}

static int check_copy(const struct variant *v)
{
	return check_output(v->arg0, 0);
}

static int check_transpose(const struct variant *v)
{
	return check_output(v->arg0, 1);
}

/*
 * n = 8192: block (32, 8), grid (256, 256) = 65536 blocks x 8 warps =
 * 524288 warps, 4 accesses each: 2097152 warp instructions per access of
 * the kernel (4 times the n = 4096 counts above). Expected per launch:
 *   copy_rows:         global ld and st 2097152 requests, 8388608 sectors
 *   transpose_naive:   global ld 2097152 requests, 8388608 sectors; st
 *                      2097152 requests, 67108864 sectors (32 each)
 *   transpose_tile32:  global ld and st 2097152 requests, 8388608 sectors;
 *                      shared st 2097152 instructions and wavefronts;
 *                      shared ld 2097152 instructions, 67108864 wavefronts
 *   transpose_pad33, transpose_swizzle: global as transpose_tile32;
 *                      shared st and ld 2097152 instructions and wavefronts
 */
#define T(name, fn, chk) { name, "n=4096", dim3(4096 / 32, 4096 / 32), \
			   dim3(32, 8), 4096, 0, fn, chk }
#define T8(name, fn, chk) { name, "n=8192", dim3(8192 / 32, 8192 / 32), \
			    dim3(32, 8), 8192, 0, fn, chk }

static struct variant table[] = {
	T("copy_rows", launch_copy, check_copy),
	T("transpose_naive", launch_naive, check_transpose),
	T("transpose_tile32", launch_tile32, check_transpose),
	T("transpose_pad33", launch_pad33, check_transpose),
	T("transpose_swizzle", launch_swizzle, check_transpose),
	T8("copy_rows", launch_copy, check_copy),
	T8("transpose_naive", launch_naive, check_transpose),
	T8("transpose_tile32", launch_tile32, check_transpose),
	T8("transpose_pad33", launch_pad33, check_transpose),
	T8("transpose_swizzle", launch_swizzle, check_transpose),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	size_t bytes = (size_t)N * N * sizeof(float);
	int rc;

	h_in = (float *)malloc(bytes);
	h_out = (float *)malloc(bytes);
	if (!h_in || !h_out) {
		fprintf(stderr, "transpose: out of host memory\n");
		return 100;
	}
	g_in = (float *)bench_alloc(bytes);
	g_out = (float *)bench_alloc(bytes);
	bench_fill_float(g_in, (size_t)N * N, 8);
	BENCH_CHECK(cudaMemcpy(h_in, g_in, bytes, cudaMemcpyDeviceToHost));
	bench_poison(g_out, bytes);

	rc = bench_main(argc, argv, "transpose", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	free(h_in);
	free(h_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
