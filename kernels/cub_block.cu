/*
 * cub_block.cu - CUB's block load and store, as the toolkit's own CUB
 * compiles them, against warpcheck's model of them (analyzer/prelude/
 * cub/cub.cuh): the global traffic of each algorithm is written out as
 * CUB does it; the transposes through shared memory are not modeled.
 *
 * cub_copy<T, N, ALG>: each of 256 threads loads N items of T with
 * BlockLoad<ALG>, adds one, and stores them with BlockStore<ALG> (the
 * store algorithm of the same number).  Predicted before the run, by
 * hand, per warp request (lanes' bytes: 32 x N x sizeof(T) a warp):
 *
 *   float, N=4, DIRECT (0)       items blocked, lanes 16 B apart: a
 *                                request 4 B a lane over 512 B, 16 sectors;
 *                                4 loads and 4 stores a warp
 *   float, N=4, STRIPED (1)      item i of the block's 1024: 4 sectors
 *   float, N=8, VECTORIZE (2)    two float4 a lane, lanes 32 B apart: 32
 *                                sectors a request, 2 a warp each way
 *   half,  N=8, VECTORIZE (2)    two 8-byte vectors, lanes 16 B apart:
 *                                16 sectors a request
 *   half,  N=4, DIRECT (0)       2 B a lane, lanes 8 B apart: 8 sectors
 *   float, N=8, WARP_TRANSPOSE (4)  warp-striped: 4 sectors a request, 8
 *                                a warp; the transpose through shared
 *                                memory is not modeled (a note), so its
 *                                shared wavefronts are a known miss
 */
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cuda_fp16.h>

template <typename T, int N, int ALG>
__global__ void cub_copy(const T *in, T *out)
{
	typedef cub::BlockLoad<T, 256, N, (cub::BlockLoadAlgorithm)ALG> Load;
	typedef cub::BlockStore<T, 256, N, (cub::BlockStoreAlgorithm)ALG> Store;
	__shared__ union {
		typename Load::TempStorage load;
		typename Store::TempStorage store;
	} tmp;
	T items[N];

	Load(tmp.load).Load(in + blockIdx.x * 256 * N, items);
#pragma unroll
	for (int i = 0; i < N; i++)
		items[i] = items[i] + (T)1.0f;
	__syncthreads();
	Store(tmp.store).Store(out + blockIdx.x * 256 * N, items);
}

template __global__ void cub_copy<float, 4, 0>(const float *, float *);
template __global__ void cub_copy<float, 4, 1>(const float *, float *);
template __global__ void cub_copy<float, 8, 2>(const float *, float *);
template __global__ void cub_copy<__half, 8, 2>(const __half *, __half *);
template __global__ void cub_copy<__half, 4, 0>(const __half *, __half *);
template __global__ void cub_copy<float, 8, 4>(const float *, float *);

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS 1024

static float *g_f, *g_fo;
static __half *g_h, *g_ho;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "cub_copy<float, 4, 0>"))
		cub_copy<float, 4, 0><<<v->grid, v->block>>>(g_f, g_fo);
	else if (!strcmp(v->kernel, "cub_copy<float, 4, 1>"))
		cub_copy<float, 4, 1><<<v->grid, v->block>>>(g_f, g_fo);
	else if (!strcmp(v->kernel, "cub_copy<float, 8, 2>"))
		cub_copy<float, 8, 2><<<v->grid, v->block>>>(g_f, g_fo);
	else if (!strcmp(v->kernel, "cub_copy<__half, 8, 2>"))
		cub_copy<__half, 8, 2><<<v->grid, v->block>>>(g_h, g_ho);
	else if (!strcmp(v->kernel, "cub_copy<__half, 4, 0>"))
		cub_copy<__half, 4, 0><<<v->grid, v->block>>>(g_h, g_ho);
	else
		cub_copy<float, 8, 4><<<v->grid, v->block>>>(g_f, g_fo);
}

#define V(kern) { kern, "", dim3(BLOCKS), dim3(256), 0, 0, launch, NULL }

static struct variant table[] = {
	V("cub_copy<float, 4, 0>"), V("cub_copy<float, 4, 1>"), V("cub_copy<float, 8, 2>"),
	V("cub_copy<__half, 8, 2>"), V("cub_copy<__half, 4, 0>"), V("cub_copy<float, 8, 4>"),
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 256 * 8;
	int rc;

	g_f = (float *)bench_alloc(n * sizeof(float));
	g_fo = (float *)bench_alloc(n * sizeof(float));
	g_h = (__half *)bench_alloc(n * sizeof(__half));
	g_ho = (__half *)bench_alloc(n * sizeof(__half));
	rc = bench_main(argc, argv, "cub_block", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_f);
	cudaFree(g_fo);
	cudaFree(g_h);
	cudaFree(g_ho);
	return rc;
}
#endif /* __CUDA_ARCH__ */
