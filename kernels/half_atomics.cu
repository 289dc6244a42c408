/*
 * half_atomics.cu - the toolkit's atomicAdd of 16-bit floats, one element
 * or a pair.  cuda_fp16.hpp and cuda_bf16.hpp write each as
 * `atom.add.noftz.{f16,f16x2,bf16,bf16x2}` with no state space.  ptxas
 * gives the pair a generic ATOM.E.ADD, with an ATOMS.CAST.SPIN loop behind
 * it for a shared address, and the L1's shared side counts one atomic
 * wavefront for each request (global rule 5 of simulator/HARDWARE.md).
 * The hardware has no 16-bit atomic add: one element is an LD.E of the
 * 32-bit word that holds it and an ATOM.E.CAS loop on that word, the
 * lanes on a word landing one a trip, two shared atomic wavefronts a
 * CAS request.  Beside them, a float atomicAdd: a global RED.
 *
 * Counts by hand, per warp, grid 1024 of 128, i = blockIdx.x * 128 +
 * threadIdx.x:
 *
 *   ha_half      dst[i] of __half: 1 LD.E of 16 words (64 bytes, 2
 *                sectors); 2 lanes a word, so 2 CAS trips: 2 atomic
 *                requests, 4 shared atomic wavefronts
 *   ha_half2     dst[i] of __half2: 1 ATOM of 128 bytes, 1 wavefront
 *   ha_bf16      as ha_half
 *   ha_half_stride2   dst[2i]: a word a lane, 1 LD.E of 128 bytes (4
 *                sectors), 1 CAS trip, 2 wavefronts
 *   ha_half_warp_word dst[2w], w the warp's number in the grid: 32 lanes
 *                on one word, 1 LD.E of 1 sector, 32 trips, 64 wavefronts
 *   ha_half_shared    the same on a shared array of 128 halves: the
 *                same SASS, 1 LD.E (a shared load of 1 wavefront), 2
 *                trips, 4 shared atomic wavefronts
 *   ha_half2_shared   the pair's ATOM.E fails over to the float's loop:
 *                1 wavefront for the ATOM.E, then an LDS (1 wavefront)
 *                and an ATOMS.CAST.SPIN (2) that lands every lane
 *   ha_float     float: 1 RED of 128 bytes, no wavefront
 *
 *   ha_half_line_word as ha_half_warp_word, the warps' words a 128-byte
 *                line apart: the same counts (the time differs)
 *
 * Measured on an H100 (validate/results/h100-2026-12-07-half-atomics
 * and -grids, where the times at other grids are).
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

/* each lane its own word: the even halves */
__global__ void ha_half_stride2(__half *dst)
{
	atomicAdd(dst + 2 * (blockIdx.x * blockDim.x + threadIdx.x), __float2half(1.0f));
}

/* a warp's 32 lanes on one half, each warp its own word */
__global__ void ha_half_warp_word(__half *dst)
{
	atomicAdd(dst + 2 * (blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32), __float2half(1.0f));
}

/* the same with each warp's word a 128-byte line apart from the next */
__global__ void ha_half_line_word(__half *dst)
{
	atomicAdd(dst + 64 * (blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32), __float2half(1.0f));
}

/* on shared memory, then copied out */
__global__ void ha_half_shared(__half *dst)
{
	__shared__ __half s[128];
	s[threadIdx.x] = __float2half(0.0f);
	__syncthreads();
	atomicAdd(&s[threadIdx.x], __float2half(1.0f));
	__syncthreads();
	dst[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x];
}

__global__ void ha_half2_shared(__half2 *dst)
{
	__shared__ __half2 s[128];
	s[threadIdx.x] = __floats2half2_rn(0.0f, 0.0f);
	__syncthreads();
	atomicAdd(&s[threadIdx.x], __floats2half2_rn(1.0f, 2.0f));
	__syncthreads();
	dst[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x];
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
	else if (!strcmp(v->kernel, "ha_half_stride2"))
		ha_half_stride2<<<v->grid, v->block>>>((__half *)g_dst);
	else if (!strcmp(v->kernel, "ha_half_warp_word"))
		ha_half_warp_word<<<v->grid, v->block>>>((__half *)g_dst);
	else if (!strcmp(v->kernel, "ha_half_line_word"))
		ha_half_line_word<<<v->grid, v->block>>>((__half *)g_dst);
	else if (!strcmp(v->kernel, "ha_half_shared"))
		ha_half_shared<<<v->grid, v->block>>>((__half *)g_dst);
	else if (!strcmp(v->kernel, "ha_half2_shared"))
		ha_half2_shared<<<v->grid, v->block>>>((__half2 *)g_dst);
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
	{ "ha_half_stride2", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ha_half_warp_word", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	/* the same at other grids: L2's CAS work summed over words */
	{ "ha_half_warp_word", "g16", dim3(16), dim3(128), 0, 0, launch, NULL },
	{ "ha_half_warp_word", "g128", dim3(128), dim3(128), 0, 0, launch, NULL },
	{ "ha_half_warp_word", "g4096", dim3(4096), dim3(128), 0, 0, launch, NULL },
	{ "ha_half_line_word", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ha_half_line_word", "g128", dim3(128), dim3(128), 0, 0, launch, NULL },
	{ "ha_half_shared", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ha_half2_shared", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ha_float", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	g_dst = bench_alloc((size_t)BLOCKS * 128 * 8);
	return bench_main(argc, argv, "half_atomics", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
