/*
 * plain_copies.cu - memcpy and memset in device code.  nvcc 13.0 expands
 * a copy of constant size a byte at a time, whatever the pointers' types
 * (ld.global.u8 / st.global.u8 in its PTX), so a 12-byte memcpy from a
 * float * (glm's make_vec3(const float *)) costs 12 load requests, not 3.
 * warpcheck counts one 1-byte request a byte (analyzer/frontend/copies.c,
 * copies_plain).  Every byte copied is used here: nvcc drops the loads of
 * bytes nothing reads.
 *
 * Counts by hand, per warp, grid 1024 of 128, i = blockIdx.x * 128 +
 * threadIdx.x:
 *
 *   pc_vec3      memcpy 12 bytes from src + 3 i (floats) into a local
 *                struct: 12 LDG.U8, lanes 12 bytes apart, each request's
 *                32 bytes over a 384-byte span: 12 sectors, 144 a warp;
 *                out[i] 1 STG of 4 sectors
 *   pc_word      memcpy 4 bytes from src + i: 4 LDG.U8 of 4 sectors (the
 *                128 contiguous bytes), 16 a warp; out[i] 1 STG of 4
 *   pc_fill      memset 16 bytes of out + 4 i to 0: 16 STG.U8, lanes 16
 *                bytes apart over 512 bytes: 16 sectors, 256 a warp
 *   pc_to_shared memcpy 4 bytes from src + i to tile[t]: 4 LDG.U8 of 4
 *                sectors; the float array's alignment merges the shared
 *                side into 1 STS of 1 wavefront; tile[t ^ 1] after the
 *                barrier: 1 LDS of 1 wavefront; out[i] 1 STG of 4
 *   pc_shared16  memcpy 16 bytes from src + 4 i to a float4 tile[t]: 16
 *                LDG.U8, lanes 16 bytes apart over 512 bytes: 16 sectors,
 *                256 a warp; the float4's alignment merges the shared
 *                side into 1 STS.128 (st.shared.v4.u32): 4 wavefronts;
 *                tile[t ^ 1].x 1 LDS of 4 wavefronts (lanes 16 bytes
 *                apart); out[i] 1 STG of 4
 *
 * In global memory the bytes stay apart: a pointer parameter's alignment
 * is not known to nvcc.  In shared memory its vectorizer merges them up
 * to the array element's alignment (pc_to_shared: st.shared.v4.u8, one
 * 4-byte store).
 */
#include <cstring>

#define BLOCKS 1024

struct v3 {
	float x, y, z;
};

__global__ void pc_vec3(const float *src, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	v3 r;

	memcpy(&r, src + 3 * i, sizeof(v3));
	out[i] = r.x + r.y * r.z;
}

__global__ void pc_word(const float *src, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float v;

	memcpy(&v, src + i, sizeof(float));
	out[i] = 2.0f * v;
}

__global__ void pc_fill(float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	memset(out + 4 * i, 0, 4 * sizeof(float));
}

__global__ void pc_to_shared(const float *src, float *out)
{
	__shared__ float tile[128];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	memcpy(&tile[threadIdx.x], src + i, sizeof(float));
	__syncthreads();
	out[i] = tile[threadIdx.x ^ 1];
}

__global__ void pc_shared16(const float *src, float *out)
{
	__shared__ float4 tile[128];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	memcpy(&tile[threadIdx.x], src + 4 * i, sizeof(float4));
	__syncthreads();
	out[i] = tile[threadIdx.x ^ 1].x;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "pc_vec3"))
		pc_vec3<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "pc_word"))
		pc_word<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "pc_fill"))
		pc_fill<<<v->grid, v->block>>>(g_out);
	else if (!strcmp(v->kernel, "pc_to_shared"))
		pc_to_shared<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "pc_shared16"))
		pc_shared16<<<v->grid, v->block>>>(g_in, g_out);
	else {
		fprintf(stderr, "plain_copies: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "pc_vec3", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "pc_word", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "pc_fill", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "pc_to_shared", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "pc_shared16", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 128 * 4;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	return bench_main(argc, argv, "plain_copies", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
