/*
 * half_atomics.cu - the toolkit's atomicAdd of 16-bit floats, one element
 * or a pair: cuda_fp16.hpp and cuda_bf16.hpp write each as
 * `atom.add.noftz.{f16,f16x2,bf16,bf16x2}` with no state space, a
 * generic ATOM.E, which the L1's shared side counts too (global rule 5 of
 * simulator/HARDWARE.md); beside a float atomicAdd, a global RED.
 *
 * Counts by hand, per warp, grid 1024 of 128, i = blockIdx.x * 128 +
 * threadIdx.x; each kernel adds to dst[i]:
 *
 *   ha_half      __half: 64 contiguous bytes a warp, 1 ATOM of 2
 *                sectors and 1 shared atomic wavefront
 *   ha_half2     __half2: 128 bytes, 1 ATOM of 4 sectors, 1 wavefront
 *   ha_bf16      __nv_bfloat16: as ha_half
 *   ha_float     float: 128 bytes, 1 RED of 4 sectors, no wavefront
 *
 * Only the bf16 pair's form is measured so far (ia_bf16_pair of
 * int_addresses.cu, validate/results/h100-2026-12-07-guards-copies.md);
 * this file waits for the GPU to check the other three.
 */
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#define BLOCKS 1024

__global__ void ha_half(__half *dst)
{
	atomicAdd(dst + blockIdx.x * blockDim.x + threadIdx.x, __float2half(1.0f));
}

__global__ void ha_half2(__half2 *dst)
{
	atomicAdd(dst + blockIdx.x * blockDim.x + threadIdx.x, __floats2half2_rn(1.0f, 2.0f));
}

__global__ void ha_bf16(__nv_bfloat16 *dst)
{
	atomicAdd(dst + blockIdx.x * blockDim.x + threadIdx.x, __float2bfloat16(1.0f));
}

__global__ void ha_float(float *dst)
{
	atomicAdd(dst + blockIdx.x * blockDim.x + threadIdx.x, 1.0f);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static void *g_dst;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "ha_half"))
		ha_half<<<v->grid, v->block>>>((__half *)g_dst);
	else if (!strcmp(v->kernel, "ha_half2"))
		ha_half2<<<v->grid, v->block>>>((__half2 *)g_dst);
	else if (!strcmp(v->kernel, "ha_bf16"))
		ha_bf16<<<v->grid, v->block>>>((__nv_bfloat16 *)g_dst);
	else if (!strcmp(v->kernel, "ha_float"))
		ha_float<<<v->grid, v->block>>>((float *)g_dst);
	else {
		fprintf(stderr, "half_atomics: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "ha_half", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ha_half2", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ha_bf16", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ha_float", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	g_dst = bench_alloc((size_t)BLOCKS * 128 * 4);
	return bench_main(argc, argv, "half_atomics", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
