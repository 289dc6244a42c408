/*
 * out_params.cu - helpers that work through the caller's own variables
 * and optional pointers, as attention and softmax kernels write them:
 * a pointer and an offset passed by address and advanced by the helper
 * (analyzer/frontend/call.c, address_of_local: `*src` is the caller's
 * pointer, `*offset` its integer, no memory), an optional output passed
 * as nullptr (the parameter is null, so `if (maxp)` is false and its
 * store never runs), and a cooperative group's reduce_store_async (the
 * tile's thread of rank 0 stores the result).
 *
 * Counts by hand, per warp:
 *
 *   op_stage      grid 1024 of 32: 4 rows, each (*src)[lane] 1 LDG of 4
 *                 sectors and smem[offset + lane] 1 STS of 1 wavefront
 *                 (rows padded to 33 words); tile[33 (lane % 4) + lane /
 *                 4] 1 LDS of 4 wavefronts (banks 3-7 hold 4 words each);
 *                 out 1 STG of 4 sectors
 *   op_null       grid 1024 of 128, n = 1024: 8 rounds of 2 LDG (4
 *                 sectors) and 1 STG (4 sectors); maxp is nullptr: no
 *                 store
 *   op_max        the same, and warp 0's lane 0 stores maxs[blockIdx.x]:
 *                 1 STG of 1 sector a block
 *   op_reduce     grid 1024 of 256: 1 LDG of 4 sectors, and
 *                 reduce_store_async's 1 STG of 1 sector (lane 0)
 *   op_divmod     grid 1024 of 128: a divisor's divmod sets q[i][j] and
 *                 r[i][j] through its reference parameters (n / 64 and
 *                 n % 64 of n = tid + (i * 4 + j) * 128 + block * 1024),
 *                 and in[q * 64 + r] reads in[n]: 8 LDG of 4 sectors, 1
 *                 STG of 4 sectors
 */
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

#define BLOCKS 1024
#define ROW 1024

__device__ __forceinline__ void copy_row(float *smem, const unsigned *offset, const float **src)
{
	smem[*offset + threadIdx.x] = (*src)[threadIdx.x];
}

__device__ __forceinline__ void produce(float *smem, unsigned *offset, const float **src,
					int stride)
{
	for (int r = 0; r < 4; r++) {
		copy_row(smem, offset, src);
		*offset += 33;
		*src += stride;
	}
}

__global__ void op_stage(const float *in, float *out, int stride)
{
	__shared__ float tile[4 * 33];
	const float *src = in + blockIdx.x * 4 * stride;
	unsigned offset = 0;

	produce(tile, &offset, &src, stride);
	__syncthreads();
	out[blockIdx.x * 32 + threadIdx.x] = tile[threadIdx.x % 4 * 33 + threadIdx.x / 4];
}

__device__ __forceinline__ void softmax_row(const float *in, float *out, int n, float *maxp)
{
	float m = -1e30f;

	for (int i = threadIdx.x; i < n; i += blockDim.x)
		m = fmaxf(m, in[i]);
	if (maxp != nullptr && threadIdx.x == 0)
		maxp[0] = m;
	for (int i = threadIdx.x; i < n; i += blockDim.x)
		out[i] = __expf(in[i] - m);
}

__global__ void op_null(const float *in, float *out, int n)
{
	softmax_row(in + blockIdx.x * n, out + blockIdx.x * n, n, nullptr);
}

__global__ void op_max(const float *in, float *out, int n, float *maxs)
{
	softmax_row(in + blockIdx.x * n, out + blockIdx.x * n, n, maxs + blockIdx.x);
}

__global__ void op_reduce(const float *in, float *out)
{
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
	float v = in[blockIdx.x * blockDim.x + threadIdx.x];

	cg::reduce_store_async(warp, out + blockIdx.x * 8 + warp.meta_group_rank(), v,
			       cg::plus<float>());
}

struct divider {
	unsigned d;
	__device__ void divmod(unsigned n, unsigned &q, unsigned &r) const
	{
		q = n / d;
		r = n % d;
	}
};

__global__ void op_divmod(const float *in, float *out, divider div)
{
	unsigned q[2][4], r[2][4];
	float s = 0.0f;

	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 4; j++)
			div.divmod(threadIdx.x + (i * 4 + j) * 128 + blockIdx.x * 1024, q[i][j],
				   r[i][j]);
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 4; j++)
			s += in[q[i][j] * 64 + r[i][j]];
	out[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out, *g_maxs;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "op_stage"))
		op_stage<<<v->grid, v->block>>>(g_in, g_out, ROW);
	else if (!strcmp(v->kernel, "op_null"))
		op_null<<<v->grid, v->block>>>(g_in, g_out, ROW);
	else if (!strcmp(v->kernel, "op_max"))
		op_max<<<v->grid, v->block>>>(g_in, g_out, ROW, g_maxs);
	else if (!strcmp(v->kernel, "op_reduce"))
		op_reduce<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "op_divmod"))
		op_divmod<<<v->grid, v->block>>>(g_in, g_out, divider{ 64 });
	else {
		fprintf(stderr, "out_params: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "op_stage", "", dim3(BLOCKS), dim3(32), 0, 0, launch, NULL },
	{ "op_null", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "op_max", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "op_reduce", "", dim3(BLOCKS), dim3(256), 0, 0, launch, NULL },
	{ "op_divmod", "div.d=64", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 4 * ROW;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	g_maxs = (float *)bench_alloc(BLOCKS * sizeof(float));
	return bench_main(argc, argv, "out_params", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
