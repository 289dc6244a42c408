/*
 * tma_cxx.cu - the copy engine's copies as libcu++ spells them, beside
 * tma_bulk.cu's inline PTX: cuda::device::experimental's
 * cp_async_bulk_global_to_shared, cp_async_bulk_shared_to_global and
 * cp_async_bulk_tensor_2d_{global_to_shared,shared_to_global} on a
 * cuda::barrier, and cuda::ptx's cp_async_bulk and cp_async_bulk_tensor
 * on a raw mbarrier.
 *
 * Every kernel: one block of 128 threads per copy (4 KB, or a 32x32-float
 * box of a 1024x1024 float tensor), 64 blocks; thread 0 issues the copy,
 * then every thread reads shared memory (or, for the stores, writes it
 * first) and writes one float.
 *
 * Predicted before the run, from tma_bulk.cu's measurement
 * (h200-2026-12-02-tma.md) if nvcc emits the same UBLKCP and UTMALDG /
 * UTMASTG for these calls: a 4,096-byte bulk copy from a sector-aligned
 * source reads 128 sectors (8,192 for the 64 blocks); to global, 128
 * written; a 32x32 float box, 128 sectors read or written; none of them
 * an LSU request.  The column reads of the box: 32 wavefronts a request
 * unswizzled, 4 with the 128-byte swizzle, as tma_bulk.cu's.
 */
#include <cuda.h>
#include "tma_map.h"
#include <cuda/barrier>
#include <cuda/ptx>
#include <stdint.h>
#include <utility>

#define THREADS 128
#define BLOCKS 64
#define TILE TMA_TILE

namespace cde = cuda::device::experimental;
namespace ptx = cuda::ptx;
typedef cuda::barrier<cuda::thread_scope_block> block_barrier;

/* global to shared, 4,096 bytes, with a cuda::barrier */
__global__ void cxx_bulk_g2s(const float *src, float *out)
{
	__shared__ __align__(128) float buf[1024];
#pragma nv_diag_suppress static_var_with_dynamic_init
	__shared__ block_barrier bar;
	const float *from = src + (size_t)blockIdx.x * 2048;

	if (threadIdx.x == 0)
		init(&bar, THREADS);
	__syncthreads();
	block_barrier::arrival_token token;
	if (threadIdx.x == 0) {
		cde::cp_async_bulk_global_to_shared(buf, from, 4096, bar);
		token = cuda::device::barrier_arrive_tx(bar, 1, 4096);
	} else {
		token = bar.arrive();
	}
	bar.wait(std::move(token));
	out[blockIdx.x * THREADS + threadIdx.x] = buf[threadIdx.x];
}

/* global to shared with cuda::ptx on a raw mbarrier */
__global__ void ptx_bulk_g2s(const float *src, float *out)
{
	__shared__ __align__(128) float buf[1024];
	__shared__ __align__(8) uint64_t bar;
	const float *from = src + (size_t)blockIdx.x * 2048;

	if (threadIdx.x == 0) {
		ptx::mbarrier_init(&bar, 1);
		ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
	}
	__syncthreads();
	if (threadIdx.x == 0) {
		ptx::cp_async_bulk(ptx::space_shared, ptx::space_global, buf, from, 4096, &bar);
		ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
					       &bar, 4096);
	}
	while (!ptx::mbarrier_try_wait_parity(&bar, 0))
		;
	out[blockIdx.x * THREADS + threadIdx.x] = buf[threadIdx.x];
}

/* shared to global: the tile written by STS, then one bulk copy */
__global__ void cxx_bulk_s2g(float *dst)
{
	__shared__ __align__(128) float buf[1024];

	for (int i = threadIdx.x; i < 1024; i += THREADS)
		buf[i] = (float)(blockIdx.x + i);
	cde::fence_proxy_async_shared_cta();
	__syncthreads();
	if (threadIdx.x == 0) {
		cde::cp_async_bulk_shared_to_global(dst + (size_t)blockIdx.x * 2048, buf, 4096);
		cde::cp_async_bulk_commit_group();
		cde::cp_async_bulk_wait_group_read<0>();
	}
}

/* the column reads of tma_bulk.cu's tma2d_col, swizzle SW (0 or 3) */
template <int SW>
__device__ float read_columns(const float *tile)
{
	int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	float sum = 0;

	for (int k = 0; k < 8; k++) {
		int col = warp + 4 * k;
		int chunk = col / 4;
		if (SW == 3)
			chunk ^= lane % 8;
		sum += tile[lane * TILE + chunk * 4 + col % 4];
	}
	return sum;
}

/* a 32x32 box at (block % 32, block / 32), cuda::device::experimental */
template <int SW>
__global__ void cxx_tma2d(const __grid_constant__ CUtensorMap map, float *out)
{
	__shared__ __align__(1024) float tile[TILE * TILE];
#pragma nv_diag_suppress static_var_with_dynamic_init
	__shared__ block_barrier bar;

	if (threadIdx.x == 0)
		init(&bar, THREADS);
	__syncthreads();
	block_barrier::arrival_token token;
	if (threadIdx.x == 0) {
		cde::cp_async_bulk_tensor_2d_global_to_shared(tile, &map, (blockIdx.x % 32) * TILE,
							      (blockIdx.x / 32) * TILE, bar);
		token = cuda::device::barrier_arrive_tx(bar, 1, sizeof(tile));
	} else {
		token = bar.arrive();
	}
	bar.wait(std::move(token));
	out[blockIdx.x * THREADS + threadIdx.x] = read_columns<SW>(tile);
}

/* the same box with cuda::ptx, its coordinates in an array */
template <int SW>
__global__ void ptx_tma2d(const __grid_constant__ CUtensorMap map, float *out)
{
	__shared__ __align__(1024) float tile[TILE * TILE];
	__shared__ __align__(8) uint64_t bar;

	if (threadIdx.x == 0) {
		ptx::mbarrier_init(&bar, 1);
		ptx::fence_mbarrier_init(ptx::sem_release, ptx::scope_cluster);
	}
	__syncthreads();
	if (threadIdx.x == 0) {
		int32_t coords[2] = { (int32_t)(blockIdx.x % 32) * TILE,
				      (int32_t)(blockIdx.x / 32) * TILE };
		ptx::cp_async_bulk_tensor(ptx::space_shared, ptx::space_global, tile, &map, coords,
					  &bar);
		ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
					       &bar, sizeof(tile));
	}
	while (!ptx::mbarrier_try_wait_parity(&bar, 0))
		;
	out[blockIdx.x * THREADS + threadIdx.x] = read_columns<SW>(tile);
}

/* a box written back: STS of the tile, then the tensor store */
__global__ void cxx_tma2d_s2g(const __grid_constant__ CUtensorMap map)
{
	__shared__ __align__(1024) float tile[TILE * TILE];

	for (int i = threadIdx.x; i < TILE * TILE; i += THREADS)
		tile[i] = (float)(blockIdx.x + i);
	cde::fence_proxy_async_shared_cta();
	__syncthreads();
	if (threadIdx.x == 0) {
		cde::cp_async_bulk_tensor_2d_shared_to_global(&map, (blockIdx.x % 32) * TILE,
							      (blockIdx.x / 32) * TILE, tile);
		cde::cp_async_bulk_commit_group();
		cde::cp_async_bulk_wait_group_read<0>();
	}
}

template __global__ void cxx_tma2d<0>(const __grid_constant__ CUtensorMap, float *);
template __global__ void cxx_tma2d<3>(const __grid_constant__ CUtensorMap, float *);
template __global__ void ptx_tma2d<0>(const __grid_constant__ CUtensorMap, float *);
template __global__ void ptx_tma2d<3>(const __grid_constant__ CUtensorMap, float *);

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_src, *g_out, *g_dst;
static CUtensorMap g_map[3];     /* swizzle none, 128 B; the store's */

static int make_maps(void)
{
	void *bases[3] = { g_src, g_src, g_dst };
	const CUtensorMapSwizzle swizzles[3] = { CU_TENSOR_MAP_SWIZZLE_NONE,
						 CU_TENSOR_MAP_SWIZZLE_128B,
						 CU_TENSOR_MAP_SWIZZLE_NONE };

	return encode_maps("tma_cxx", g_map, bases, swizzles, 3);
}

static void launch(const struct variant *v)
{
	const char *k = v->kernel;

	if (!strcmp(k, "cxx_bulk_g2s"))
		cxx_bulk_g2s<<<v->grid, v->block>>>(g_src, g_out);
	else if (!strcmp(k, "ptx_bulk_g2s"))
		ptx_bulk_g2s<<<v->grid, v->block>>>(g_src, g_out);
	else if (!strcmp(k, "cxx_bulk_s2g"))
		cxx_bulk_s2g<<<v->grid, v->block>>>(g_dst);
	else if (!strcmp(k, "cxx_tma2d<0>"))
		cxx_tma2d<0><<<v->grid, v->block>>>(g_map[0], g_out);
	else if (!strcmp(k, "cxx_tma2d<3>"))
		cxx_tma2d<3><<<v->grid, v->block>>>(g_map[1], g_out);
	else if (!strcmp(k, "ptx_tma2d<0>"))
		ptx_tma2d<0><<<v->grid, v->block>>>(g_map[0], g_out);
	else if (!strcmp(k, "ptx_tma2d<3>"))
		ptx_tma2d<3><<<v->grid, v->block>>>(g_map[1], g_out);
	else
		cxx_tma2d_s2g<<<v->grid, v->block>>>(g_map[2]);
}

#define V(kern) { kern, "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL }

static struct variant table[] = {
	V("cxx_bulk_g2s"),  V("ptx_bulk_g2s"),  V("cxx_bulk_s2g"), V("cxx_tma2d<0>"),
	V("cxx_tma2d<3>"), V("ptx_tma2d<0>"), V("ptx_tma2d<3>"), V("cxx_tma2d_s2g"),
};

int main(int argc, char **argv)
{
	int rc;

	g_src = (float *)bench_alloc(1024 * 1024 * sizeof(float));
	g_out = (float *)bench_alloc(BLOCKS * THREADS * sizeof(float));
	g_dst = (float *)bench_alloc(1024 * 1024 * sizeof(float));
	bench_fill_float(g_src, 1024 * 1024, 7);
	if (make_maps() < 0)
		return 1;
	rc = bench_main(argc, argv, "tma_cxx", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_src);
	cudaFree(g_out);
	cudaFree(g_dst);
	return rc;
}
#endif /* __CUDA_ARCH__ */
