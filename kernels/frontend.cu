/*
 * frontend.cu - what real kernels write and the front end must follow,
 * measured: cooperative-groups tile ranks (warpcheck's own model of
 * cooperative_groups.h), an index computed by a lambda, a data-dependent
 * bin given by a `warpcheck: assume` comment (the host writes data that
 * makes the assumption true), 2-byte __half loads, and a CSR sparse
 * matrix-vector product whose row bounds and columns are assumed.
 *
 * Each kernel fills shared memory with a stride-1 loop where it has some,
 * synchronizes, makes one measured access per thread outside any loop, and
 * writes a result to out[gid], one coalesced 4-byte store per thread.
 * Hand-derived counts per full warp (bank = word % 32, HARDWARE.md):
 *
 *   cg_store_transposed, block 256 (tiles of 16: rank = tid % 16,
 *   meta = tid / 16), part[16][16] stored at part[rank][meta]: word
 *   16 rank + meta, bank 16 (rank % 2) + meta, meta = 2w or 2w + 1 in
 *   warp w: 4 banks, 8 words each                                      8
 *     then read back at part[meta][rank]: word 32 w + lane            1
 *   cg_store_padded, the same with part[16][18] (the padding
 *   warpcheck's fix proposes for the store): word 18 rank + meta; for
 *   rank r and meta m in {2w, 2w+1} the banks (18 r + m) % 32 are 32
 *   distinct                                                          1
 *     but the read back part[meta][rank] is now word 36 w + r (lanes
 *     0-15) and 36 w + 18 + r (lanes 16-31): banks 4w + r and
 *     4w + 18 + r, which wraps onto 4w and 4w + 1 for r = 14, 15       2
 *   lambda_stride, s[at(threadIdx.x)], at(i) = (i * stride) % 1024,
 *   a [=] lambda: stride 1, 2, 32                               1, 2, 32
 *   hist_bank0: the byte is (gid % 4) * 32, as its assume comment says:
 *   words 0, 32, 64, 96, all bank 0; a shared atomic costs a wavefront
 *   per lane in a bank (smem_misc.cu, measured)                       32
 *   hist_spread: the byte is gid % 32: one lane per bank                1
 *   half_load, __half at in[gid * stride]: 32 lanes x 2 bytes; stride 1
 *   is 64 bytes (2 sectors), 2 is 128 (4), 16 is 32 bytes apart (32)
 */
#include <cooperative_groups.h>
#include <cuda_fp16.h>

namespace cg = cooperative_groups;

#define TILE 16

__global__ void cg_store_transposed(float *out, const float *in)
{
	__shared__ float part[TILE][TILE];
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	part[tile.thread_rank()][tile.meta_group_rank()] = in[gid];
	block.sync();
	out[gid] = part[tile.meta_group_rank()][tile.thread_rank()];
}

__global__ void cg_store_padded(float *out, const float *in)
{
	__shared__ float part[TILE][TILE + 2];
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<TILE> tile = cg::tiled_partition<TILE>(block);
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	part[tile.thread_rank()][tile.meta_group_rank()] = in[gid];
	block.sync();
	out[gid] = part[tile.meta_group_rank()][tile.thread_rank()];
}

__global__ void lambda_stride(float *out, const float *in, int stride)
{
	__shared__ float s[1024];
	auto at = [=](int i) { return (i * stride) % 1024; };
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 1024; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[at(threadIdx.x)];
}

__global__ void hist_bank0(unsigned *out, const unsigned char *data)
{
	__shared__ unsigned bins[256];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 256; i += blockDim.x)
		bins[i] = 0;
	__syncthreads();
	unsigned b = data[gid];
	// warpcheck: assume b = threadIdx.x % 4 * 32
	unsigned old = atomicAdd(&bins[b], 1u);
	out[gid] = old;
}

__global__ void hist_spread(unsigned *out, const unsigned char *data)
{
	__shared__ unsigned bins[256];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 256; i += blockDim.x)
		bins[i] = 0;
	__syncthreads();
	unsigned b = data[gid];
	// warpcheck: assume b = threadIdx.x % 32
	unsigned old = atomicAdd(&bins[b], 1u);
	out[gid] = old;
}

/*
 * spmv_banded: tests/cases/corpus/spmv_csr_assumed.cu's CSR kernel, whose row
 * bounds and columns come from memory; the host builds the banded matrix
 * its assume comments describe (8 nonzeros a row, row r at j = 8r..8r+7,
 * column r + j % 8).  Per warp request: val[j] and col[j] 32 sectors (lanes
 * 32 bytes apart), x[col[j]] 4 or 5 (39 per 8 requests), rowptr[row] 4,
 * rowptr[row + 1] 5 (nvcc may load it once rather than per iteration).
 */
__global__ void spmv_banded(int rows, const int *rowptr, const int *col,
			    const float *val, const float *x, float *y)
{
	int row = blockIdx.x * blockDim.x + threadIdx.x;

	if (row < rows) {
		float sum = 0.0f;
		// warpcheck: assume rowptr[row] = row * 8; rowptr[row + 1] = row * 8 + 8
		for (int j = rowptr[row]; j < rowptr[row + 1]; j++)
			// warpcheck: assume col[j] = row + j % 8
			sum += val[j] * x[col[j]];
		y[row] = sum;
	}
}

/*
 * spmv_banded_counted: the same, and each round also records how far its
 * row got in an int array.  An int store inside the loop may alias
 * rowptr[], so rowptr[row + 1] must be loaded again at every test of the
 * condition (9 per thread), where spmv_banded loads it once.  Per warp
 * request: rowptr[row + 1] 5 sectors; done[row] 4.
 */
__global__ void spmv_banded_counted(int rows, const int *rowptr, const int *col,
				    const float *val, const float *x, float *y, int *done)
{
	int row = blockIdx.x * blockDim.x + threadIdx.x;

	if (row < rows) {
		float sum = 0.0f;
		// warpcheck: assume rowptr[row] = row * 8; rowptr[row + 1] = row * 8 + 8
		for (int j = rowptr[row]; j < rowptr[row + 1]; j++) {
			// warpcheck: assume col[j] = row + j % 8
			sum += val[j] * x[col[j]];
			done[row] = j;
		}
		y[row] = sum;
	}
}

__global__ void half_load(float *out, const __half *in, int stride)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	out[gid] = __half2float(in[gid * stride]);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define THREADS 512        /* the most any variant launches */
#define IN_FLOATS 16384    /* 64 KB: half_load's largest stride reads 16 KB */

static void *g_in, *g_out, *g_bank0, *g_spread;
static int *g_rowptr, *g_col, *g_done;
static float *g_val, *g_x, *g_y;

#define SPMV_ROWS 4096
#define SPMV_NNZ 8     /* per row */

/* the banded matrix spmv_banded's assume comments describe */
static void spmv_data(void)
{
	int *rowptr = (int *)malloc((SPMV_ROWS + 1) * sizeof(int));
	int *col = (int *)malloc(SPMV_ROWS * SPMV_NNZ * sizeof(int));

	if (!rowptr || !col) {
		fprintf(stderr, "bench: out of host memory\n");
		exit(100);
	}
	for (int r = 0; r <= SPMV_ROWS; r++)
		rowptr[r] = r * SPMV_NNZ;
	for (int j = 0; j < SPMV_ROWS * SPMV_NNZ; j++)
		col[j] = j / SPMV_NNZ + j % SPMV_NNZ;
	g_rowptr = (int *)bench_alloc((SPMV_ROWS + 1) * sizeof(int));
	g_col = (int *)bench_alloc(SPMV_ROWS * SPMV_NNZ * sizeof(int));
	g_val = (float *)bench_alloc(SPMV_ROWS * SPMV_NNZ * sizeof(float));
	g_x = (float *)bench_alloc((SPMV_ROWS + SPMV_NNZ) * sizeof(float));
	g_y = (float *)bench_alloc(SPMV_ROWS * sizeof(float));
	g_done = (int *)bench_alloc(SPMV_ROWS * sizeof(int));
	BENCH_CHECK(cudaMemcpy(g_rowptr, rowptr, (SPMV_ROWS + 1) * sizeof(int),
			       cudaMemcpyHostToDevice));
	BENCH_CHECK(cudaMemcpy(g_col, col, SPMV_ROWS * SPMV_NNZ * sizeof(int),
			       cudaMemcpyHostToDevice));
	bench_fill_float(g_val, SPMV_ROWS * SPMV_NNZ, 41);
	bench_fill_float(g_x, SPMV_ROWS + SPMV_NNZ, 43);
	bench_poison(g_y, SPMV_ROWS * sizeof(float));
	free(rowptr);
	free(col);
}

static void launch_spmv(const struct variant *v)
{
	spmv_banded<<<v->grid, v->block>>>(v->arg0, g_rowptr, g_col, g_val, g_x, g_y);
}

static void launch_spmv_counted(const struct variant *v)
{
	spmv_banded_counted<<<v->grid, v->block>>>(v->arg0, g_rowptr, g_col, g_val, g_x, g_y,
						   g_done);
}

static void launch_cg_transposed(const struct variant *v)
{
	cg_store_transposed<<<v->grid, v->block>>>((float *)g_out, (const float *)g_in);
}

static void launch_cg_padded(const struct variant *v)
{
	cg_store_padded<<<v->grid, v->block>>>((float *)g_out, (const float *)g_in);
}

static void launch_lambda(const struct variant *v)
{
	lambda_stride<<<v->grid, v->block>>>((float *)g_out, (const float *)g_in, v->arg0);
}

static void launch_bank0(const struct variant *v)
{
	hist_bank0<<<v->grid, v->block>>>((unsigned *)g_out, (const unsigned char *)g_bank0);
}

static void launch_spread(const struct variant *v)
{
	hist_spread<<<v->grid, v->block>>>((unsigned *)g_out, (const unsigned char *)g_spread);
}

static void launch_half(const struct variant *v)
{
	half_load<<<v->grid, v->block>>>((float *)g_out, (const __half *)g_in, v->arg0);
}

/* the bytes each histogram's assume comment promises */
static void *bins_data(int spread)
{
	unsigned char host[THREADS];
	void *dev = bench_alloc(THREADS);

	for (int gid = 0; gid < THREADS; gid++)
		host[gid] = (unsigned char)(spread ? gid % 32 : gid % 4 * 32);
	BENCH_CHECK(cudaMemcpy(dev, host, THREADS, cudaMemcpyHostToDevice));
	return dev;
}

static struct variant table[] = {
	{ "cg_store_transposed", "-", dim3(2), dim3(256), 0, 0, launch_cg_transposed, NULL },
	{ "cg_store_padded", "-", dim3(2), dim3(256), 0, 0, launch_cg_padded, NULL },
	{ "lambda_stride", "stride=1", dim3(2), dim3(128), 1, 0, launch_lambda, NULL },
	{ "lambda_stride", "stride=2", dim3(2), dim3(128), 2, 0, launch_lambda, NULL },
	{ "lambda_stride", "stride=32", dim3(2), dim3(128), 32, 0, launch_lambda, NULL },
	{ "hist_bank0", "-", dim3(2), dim3(128), 0, 0, launch_bank0, NULL },
	{ "hist_spread", "-", dim3(2), dim3(128), 0, 0, launch_spread, NULL },
	{ "half_load", "stride=1", dim3(2), dim3(128), 1, 0, launch_half, NULL },
	{ "half_load", "stride=2", dim3(2), dim3(128), 2, 0, launch_half, NULL },
	{ "half_load", "stride=16", dim3(2), dim3(128), 16, 0, launch_half, NULL },
	{ "spmv_banded", "rows=4096", dim3(32), dim3(128), SPMV_ROWS, 0, launch_spmv, NULL },
	{ "spmv_banded_counted", "rows=4096", dim3(32), dim3(128), SPMV_ROWS, 0,
	  launch_spmv_counted, NULL },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_in = bench_alloc(IN_FLOATS * sizeof(float));
	g_out = bench_alloc(THREADS * sizeof(float));
	bench_fill_float(g_in, IN_FLOATS, 31);
	bench_poison(g_out, THREADS * sizeof(float));
	g_bank0 = bins_data(0);
	g_spread = bins_data(1);
	spmv_data();

	rc = bench_main(argc, argv, "frontend", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	cudaFree(g_bank0);
	cudaFree(g_spread);
	cudaFree(g_rowptr);
	cudaFree(g_col);
	cudaFree(g_val);
	cudaFree(g_x);
	cudaFree(g_y);
	cudaFree(g_done);
	return rc;
}
#endif /* __CUDA_ARCH__ */
