/*
 * struct_copies.cu - a struct copied out of a reference bound to memory,
 * and a shared-memory layout object a factory returns in braces.
 *
 *   sc_copy_whole  a helper takes x[i] (a float4) by const reference and
 *                  copies it whole (`float4 w = v;`), using .x and .w
 *   sc_copy_on     a helper takes x[i] by const reference and passes it
 *                  on by value to another, which uses .x
 *   sc_payload     a float array at offsetof(Msg<64>, payload) = 16 into
 *                  each 272-byte message, one message a block
 *   sc_carve       `auto sm = Smem<1024>::init(raw);` where init is
 *                  `return Smem{b};`:  a()[tid * 2] stored, b()[tid] stored and read
 *
 * Counts by hand (1024 blocks of 256 threads, 8192 warps):
 *   sc_copy_whole, sc_copy_on: one float4 a lane, 32 consecutive ones a
 *     warp, 512 bytes from a 512-byte boundary: 8192 load requests of 16
 *     sectors, 131072 sectors, if nvcc loads the float4 whole (LDG.128).
 *     If it loads only the members used, the count is what the SASS says;
 *     warpcheck counts the struct's load as the copy is written.
 *     out[i]: 8192 store requests of 4 sectors, 32768.
 *   sc_carve: a()[tid * 2] - lanes 8 bytes apart, 16 banks each twice, 2
 *     wavefronts a request: 8192 STS, 16384 wavefronts.  b()[tid] from
 *     byte 4096 (a multiple of 128), stored then read: 8192 STS and 8192
 *     LDS, one wavefront each (STS 16384 + 8192 = 24576 in all).  out: 8192
 *     store requests, 32768 sectors.
 *   sc_payload (1024 blocks of 64 threads, 2048 warps): warp w of block b
 *     reads 128 bytes from byte b * 272 + 16 + w * 128, 16 past a sector
 *     boundary where b is even (5 sectors), on one where b is odd (4):
 *     2048 load requests, 1024 * 5 + 1024 * 4 = 9216 sectors; out: 2048
 *     store requests, 8192 sectors.
 */
#include <cstddef>
#include <cuda_runtime.h>

__device__ inline float first_last(const float4 &v)
{
	float4 w = v;

	return w.x + w.w;
}

__device__ inline float first(float4 v)
{
	return v.x;
}

__device__ inline float pass_on(const float4 &v)
{
	return first(v);
}

__global__ void sc_copy_whole(const float4 *x, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = first_last(x[i]);
}

__global__ void sc_copy_on(const float4 *x, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	out[i] = pass_on(x[i]);
}

template <int N>
struct Msg {
	int src, dst;
	long long seq;
	float payload[N];
};

template <int N>
__device__ size_t payload_at()
{
	return offsetof(Msg<N>, payload);
}

__global__ void sc_payload(const char *msgs, float *out)
{
	const float *p = reinterpret_cast<const float *>(msgs + blockIdx.x * sizeof(Msg<64>) +
							 payload_at<64>());

	out[blockIdx.x * 64 + threadIdx.x] = p[threadIdx.x];
}

template <int N>
struct Smem {
	char *base;
	__device__ static Smem init(char *b) { return Smem{b}; }
	__device__ float *a() const { return reinterpret_cast<float *>(base); }
	__device__ float *b() const
	{
		return reinterpret_cast<float *>(base + N * 4);
	}
};

__global__ void sc_carve(float *out)
{
	extern __shared__ char raw[];
	auto sm = Smem<1024>::init(raw);

	sm.a()[threadIdx.x * 2] = (float)threadIdx.x;
	sm.b()[threadIdx.x] = 2.0f;
	__syncthreads();
	out[blockIdx.x * 256 + threadIdx.x] = sm.b()[threadIdx.x];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS 1024
#define THREADS 256

static float4 *g_x;
static float *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "sc_copy_whole"))
		sc_copy_whole<<<v->grid, v->block>>>(g_x, g_out);
	else if (!strcmp(v->kernel, "sc_copy_on"))
		sc_copy_on<<<v->grid, v->block>>>(g_x, g_out);
	else if (!strcmp(v->kernel, "sc_payload"))
		sc_payload<<<v->grid, v->block>>>((const char *)g_x, g_out);
	else if (!strcmp(v->kernel, "sc_carve"))
		sc_carve<<<v->grid, v->block, 8192>>>(g_out);
	else {
		fprintf(stderr, "struct_copies: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "sc_copy_whole", "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL },
	{ "sc_copy_on", "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL },
	{ "sc_payload", "", dim3(BLOCKS), dim3(64), 0, 0, launch, NULL },
	{ "sc_carve", "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * THREADS;

	g_x = (float4 *)bench_alloc(n * sizeof(float4));
	bench_fill_float(g_x, n * 4, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	return bench_main(argc, argv, "struct_copies", table,
			  (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
