/*
 * cub_warp.cu - CUB's warp load and store (cub::WarpLoad, cub::WarpStore),
 * as the toolkit's own CUB compiles them, against warpcheck's model of
 * them (analyzer/prelude/cub/cub.cuh): each (logical) warp of W lanes
 * moves a tile of W x N items of T, item i of lane l at l * N + i
 * (blocked: DIRECT, VECTORIZE) or i * W + l (striped: STRIPED).
 *
 * warp_copy<T, N, W, LOAD, STORE>: 256 threads a block, 256 / W tiles a
 * block, tile t of the grid at t * W * N; each item gets one added.
 * Predicted before the run, by hand, per warp request (32 lanes):
 *
 *   float, N=4, W=32, STRIPED -> DIRECT      loads: 32 consecutive floats,
 *                                4 sectors, 4 a warp; stores: lanes 16 B
 *                                apart over 512 B, 16 sectors, 4 a warp
 *   float, N=4, W=32, DIRECT -> STRIPED      the same, the other way
 *   float, N=4, W=16, STRIPED -> STRIPED     two logical warps a warp,
 *                                each 16 consecutive floats (64 B, 2
 *                                sectors) of its own tile: 4 sectors a
 *                                request, 4 requests a warp each way
 *   float, N=8, W=32, VECTORIZE -> VECTORIZE loads: blocked, one float
 *                                at a time (see below), lanes 32 B apart,
 *                                32 sectors a request, 8 a warp; stores:
 *                                two float4 a lane, 32 sectors, 2 a warp
 *
 * With 1024 blocks of 8 warps: 8192 warps, so 32768 requests each way
 * (65536 loads and 16384 stores for the vectorized one).  Predicted at
 * first with vectorized loads too (16384); measured (an H100,
 * validate/results/h100-2026-12-06-cub-warp.md): CUB's WarpLoad declares
 * its vectorized overloads for a pointer as templates on a parameter no
 * argument gives, so a call takes the generic blocked load, 8 LDG.E.
 */
#include <cub/warp/warp_load.cuh>
#include <cub/warp/warp_store.cuh>

template <typename T, int N, int W, int LOAD, int STORE>
__global__ void warp_copy(const T *in, T *out)
{
	typedef cub::WarpLoad<T, N, (cub::WarpLoadAlgorithm)LOAD, W> Load;
	typedef cub::WarpStore<T, N, (cub::WarpStoreAlgorithm)STORE, W> Store;
	__shared__ typename Load::TempStorage load[256 / W];
	__shared__ typename Store::TempStorage store[256 / W];
	int w = threadIdx.x / W;
	size_t tile = ((size_t)blockIdx.x * (256 / W) + w) * W * N;
	T items[N];

	Load(load[w]).Load(in + tile, items);
#pragma unroll
	for (int i = 0; i < N; i++)
		items[i] = items[i] + (T)1;
	Store(store[w]).Store(out + tile, items);
}

template __global__ void warp_copy<float, 4, 32, 1, 0>(const float *, float *);
template __global__ void warp_copy<float, 4, 32, 0, 1>(const float *, float *);
template __global__ void warp_copy<float, 4, 16, 1, 1>(const float *, float *);
template __global__ void warp_copy<float, 8, 32, 2, 2>(const float *, float *);

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS 1024

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "warp_copy<float, 4, 32, 1, 0>"))
		warp_copy<float, 4, 32, 1, 0><<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "warp_copy<float, 4, 32, 0, 1>"))
		warp_copy<float, 4, 32, 0, 1><<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "warp_copy<float, 4, 16, 1, 1>"))
		warp_copy<float, 4, 16, 1, 1><<<v->grid, v->block>>>(g_in, g_out);
	else
		warp_copy<float, 8, 32, 2, 2><<<v->grid, v->block>>>(g_in, g_out);
}

#define V(kern) { kern, "", dim3(BLOCKS), dim3(256), 0, 0, launch, NULL }

static struct variant table[] = {
	V("warp_copy<float, 4, 32, 1, 0>"), V("warp_copy<float, 4, 32, 0, 1>"),
	V("warp_copy<float, 4, 16, 1, 1>"), V("warp_copy<float, 8, 32, 2, 2>"),
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 256 * 8;
	int rc;

	g_in = (float *)bench_alloc(n * sizeof(float));
	g_out = (float *)bench_alloc(n * sizeof(float));
	rc = bench_main(argc, argv, "cub_warp", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
