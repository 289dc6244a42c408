/*
 * gmem.cu - global loads and stores at an element stride and offset, and
 * wide (float2, float4) global loads: how many 32-byte sectors one warp
 * request touches.
 *
 * HARDWARE.md, global memory rules 1-2: one request per warp instruction;
 * sectors = distinct aligned 32-byte blocks holding the bytes the active
 * lanes access. Buffers come from cudaMalloc (256-byte aligned), and every
 * warp starts at gid = 32w, so every warp has the same pattern.
 *
 * Every kernel runs 4096 blocks of 256 threads: 2^20 threads, 32768 warps,
 * one load and one store per thread, so 32768 requests of each.
 *
 * Hand-derived sectors per request for a 4-byte access at element stride S
 * and offset O (lane l reads bytes 4(32wS + lS + O) .. +3):
 *   S=1,O=0: 128 contiguous bytes, aligned                   4
 *   S=2,O=0: 32 words every 8 bytes span 256 bytes            8
 *   S=8,O=0: one word every 32 bytes: one sector per lane    32
 *   S=32,O=0: one word every 128 bytes                       32
 *   S=1,O=1: bytes 4..131: 5 sectors (misaligned)             5
 *   S=1,O=8: bytes 32..159: sector-aligned, not line-aligned  4
 * Wide loads, stride 1: float2 256 bytes = 8, float4 512 bytes = 16;
 * float4 at stride 2: each lane its own sector = 32.
 */

/*
 * out[gid] = in[gid * stride + offset]. Expected per launch: global ld
 * 32768 requests, 32768 * {4, 8, 32, 32, 5, 4} sectors for the variants in
 * the table above; global st 32768 requests, 131072 sectors.
 */
__global__ void gmem_ld_stride(float *out, const float *in, int stride,
			       int offset)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	out[gid] = in[gid * stride + offset];
}

/*
 * out[gid * stride + offset] = in[gid]. Expected per launch: global ld
 * 32768 requests, 131072 sectors; global st 32768 requests,
 * 32768 * {4, 8, 32, 5} sectors for (S,O) = (1,0), (2,0), (32,0), (1,1).
 */
__global__ void gmem_st_stride(float *out, const float *in, int stride,
			       int offset)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	out[gid * stride + offset] = in[gid];
}

/*
 * float2 (LDG.64) at element stride `stride`. Expected per launch, S=1:
 * global ld 32768 requests, 262144 sectors (8 each); global st 32768
 * requests, 262144 sectors.
 */
__global__ void gmem_ld_float2(float2 *out, const float2 *in, int stride)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	out[gid] = in[gid * stride];
}

/*
 * float4 (LDG.128) at element stride `stride`. Expected per launch:
 * global ld 32768 requests, 32768 * {16, 32} sectors for S=1,2; global st
 * 32768 requests, 524288 sectors (16 each).
 */
__global__ void gmem_ld_float4(float4 *out, const float4 *in, int stride)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	out[gid] = in[gid * stride];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS 4096
#define THREADS (BLOCKS * 256)
/* Room for stride 32 and an offset, in floats, for loads and stores. */
#define BIG ((size_t)THREADS * 32 + 64)

static float *g_small, *g_big;

static void launch_ld_stride(const struct variant *v)
{
	gmem_ld_stride<<<v->grid, v->block>>>(g_small, g_big, v->arg0,
					      v->arg1);
}

static void launch_st_stride(const struct variant *v)
{
	gmem_st_stride<<<v->grid, v->block>>>(g_big, g_small, v->arg0,
					      v->arg1);
}

static void launch_ld_float2(const struct variant *v)
{
	/* g_small holds THREADS float4 = 2 * THREADS float2 */
	gmem_ld_float2<<<v->grid, v->block>>>((float2 *)g_small,
					      (const float2 *)g_big, v->arg0);
}

static void launch_ld_float4(const struct variant *v)
{
	gmem_ld_float4<<<v->grid, v->block>>>((float4 *)g_small,
					      (const float4 *)g_big, v->arg0);
}

#define LD(s, o) { "gmem_ld_stride", "stride=" #s ";offset=" #o, \
		   dim3(BLOCKS), dim3(256), s, o, launch_ld_stride, NULL }
#define ST(s, o) { "gmem_st_stride", "stride=" #s ";offset=" #o, \
		   dim3(BLOCKS), dim3(256), s, o, launch_st_stride, NULL }

static struct variant table[] = {
	LD(1, 0), LD(2, 0), LD(8, 0), LD(32, 0), LD(1, 1), LD(1, 8),
	ST(1, 0), ST(2, 0), ST(32, 0), ST(1, 1),
	{ "gmem_ld_float2", "stride=1", dim3(BLOCKS), dim3(256), 1, 0,
	  launch_ld_float2, NULL },
	{ "gmem_ld_float4", "stride=1", dim3(BLOCKS), dim3(256), 1, 0,
	  launch_ld_float4, NULL },
	{ "gmem_ld_float4", "stride=2", dim3(BLOCKS), dim3(256), 2, 0,
	  launch_ld_float4, NULL },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	/* g_small: THREADS float4 (the widest output); g_big: BIG floats */
	g_small = (float *)bench_alloc((size_t)THREADS * 4 * sizeof(float));
	g_big = (float *)bench_alloc(BIG * sizeof(float));
	bench_fill_float(g_small, (size_t)THREADS * 4, 6);
	bench_fill_float(g_big, BIG, 7);

	rc = bench_main(argc, argv, "gmem", table, count);
	cudaFree(g_small);
	cudaFree(g_big);
	return rc;
}
#endif /* __CUDA_ARCH__ */
