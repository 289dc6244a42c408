/*
 * tma_bulk.cu - the copy engine on sm_90: what Nsight Compute counts for
 * a bulk copy (`cp.async.bulk`, one thread hands the engine a byte range)
 * and a bulk tensor copy (`cp.async.bulk.tensor.2d`, a box of a tensor
 * map built on the host by cuTensorMapEncodeTiled), and the shared layout
 * a tensor copy writes under each swizzle mode, read back with LDS.
 *
 * Every kernel: one block of 128 threads per 4 KB (or 32x32-float box);
 * thread 0 arms an mbarrier with the bytes expected and issues the copy,
 * every thread waits on it, then reads shared memory and writes one float
 * (one coalesced STG a warp: 4 sectors).  64 blocks.
 *
 * Questions (no counter of the copy engine is known to the model yet):
 *   - does a bulk copy show in l1tex's LSU global-load requests and
 *     sectors (as LDGSTS does), or elsewhere (the metrics matching
 *     tma/bulk/utma are collected, see the run's page)?
 *   - bytes: 4096 a block from a 128-byte-aligned source, 4096 from a
 *     source 16 bytes past it (sector-misaligned), 256 a block;
 *   - bulk_s2g: the other way, shared to global, after STS of the tile;
 *   - tma2d_col<SW>: a 32x32 float box, swizzle none (0) or 128 B (3),
 *     then lane l of warp w reads row l, column w + 4 k: with no swizzle
 *     the 32 lanes are 128 bytes apart, one bank, 32 wavefronts a
 *     request; with the 128-byte swizzle (16-byte chunk c of row r at
 *     chunk c ^ (r % 8)) 8 banks, 4 wavefronts a request (by hand).
 */
#include <cuda.h>
#include "tma_map.h"
#include <stdint.h>

#define THREADS 128
#define BLOCKS 64
#define TILE TMA_TILE

__device__ __forceinline__ uint32_t smem_u32(const void *p)
{
	return (uint32_t)__cvta_generic_to_shared(p);
}

__device__ __forceinline__ void bar_init(uint64_t *bar, unsigned count)
{
	asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem_u32(bar)), "r"(count));
	asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}

__device__ __forceinline__ void bar_expect(uint64_t *bar, unsigned bytes)
{
	asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
		     :: "r"(smem_u32(bar)), "r"(bytes) : "memory");
}

__device__ __forceinline__ void bar_wait(uint64_t *bar, unsigned phase)
{
	asm volatile("{\n\t.reg .pred p;\n"
		     "WAIT_%=:\n\t"
		     "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n\t"
		     "@!p bra WAIT_%=;\n}"
		     :: "r"(smem_u32(bar)), "r"(phase) : "memory");
}

/* global to shared, `bytes` from src + offset bytes; offset 0 or 16 */
template <int BYTES, int OFFSET>
__global__ void bulk_g2s(const float *src, float *out)
{
	__shared__ __align__(128) float buf[BYTES / 4];
	__shared__ __align__(8) uint64_t bar;
	const char *from = (const char *)src + (size_t)blockIdx.x * 8192 + OFFSET;

	if (threadIdx.x == 0)
		bar_init(&bar, 1);
	__syncthreads();
	if (threadIdx.x == 0) {
		bar_expect(&bar, BYTES);
		asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
			     :: "r"(smem_u32(buf)), "l"(from), "r"(BYTES), "r"(smem_u32(&bar))
			     : "memory");
	}
	bar_wait(&bar, 0);
	out[blockIdx.x * THREADS + threadIdx.x] = buf[threadIdx.x % (BYTES / 4)];
}

/* shared to global: the tile written by STS, then one bulk copy */
__global__ void bulk_s2g(float *dst)
{
	__shared__ __align__(128) float buf[1024];

	for (int i = threadIdx.x; i < 1024; i += THREADS)
		buf[i] = (float)(blockIdx.x + i);
	asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
	__syncthreads();
	if (threadIdx.x == 0) {
		asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;"
			     :: "l"(dst + (size_t)blockIdx.x * 2048), "r"(smem_u32(buf)), "r"(4096)
			     : "memory");
		asm volatile("cp.async.bulk.commit_group;" ::: "memory");
		asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
	}
}

/* a 32x32 box at (block % 32, block / 32) of the map, then column reads */
template <int SW>
__global__ void tma2d_col(const __grid_constant__ CUtensorMap map, float *out)
{
	__shared__ __align__(1024) float tile[TILE * TILE];
	__shared__ __align__(8) uint64_t bar;
	int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	float sum = 0;

	if (threadIdx.x == 0)
		bar_init(&bar, 1);
	__syncthreads();
	if (threadIdx.x == 0) {
		bar_expect(&bar, TILE * TILE * 4);
		asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
			     :: "r"(smem_u32(tile)), "l"((uint64_t)&map),
				"r"((int)(blockIdx.x % 32) * TILE), "r"((int)(blockIdx.x / 32) * TILE),
				"r"(smem_u32(&bar))
			     : "memory");
	}
	bar_wait(&bar, 0);
	for (int k = 0; k < 8; k++) {
		int col = warp + 4 * k;
		int chunk = col / 4;
		if (SW == 3)
			chunk ^= lane % 8;
		sum += tile[lane * TILE + chunk * 4 + col % 4];
	}
	out[blockIdx.x * THREADS + threadIdx.x] = sum;
}

template __global__ void bulk_g2s<4096, 0>(const float *, float *);
template __global__ void bulk_g2s<4096, 16>(const float *, float *);
template __global__ void bulk_g2s<256, 0>(const float *, float *);
template __global__ void tma2d_col<0>(const __grid_constant__ CUtensorMap, float *);
template __global__ void tma2d_col<3>(const __grid_constant__ CUtensorMap, float *);

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_src, *g_out, *g_dst;
static CUtensorMap g_map[2];     /* swizzle none, 128 B */

static int make_maps(void)
{
	void *bases[2] = { g_src, g_src };
	const CUtensorMapSwizzle swizzles[2] = { CU_TENSOR_MAP_SWIZZLE_NONE,
						 CU_TENSOR_MAP_SWIZZLE_128B };

	return encode_maps("tma_bulk", g_map, bases, swizzles, 2);
}

static void launch(const struct variant *v)
{
	const char *k = v->kernel;

	if (!strcmp(k, "bulk_g2s<4096, 0>"))
		bulk_g2s<4096, 0><<<v->grid, v->block>>>(g_src, g_out);
	else if (!strcmp(k, "bulk_g2s<4096, 16>"))
		bulk_g2s<4096, 16><<<v->grid, v->block>>>(g_src, g_out);
	else if (!strcmp(k, "bulk_g2s<256, 0>"))
		bulk_g2s<256, 0><<<v->grid, v->block>>>(g_src, g_out);
	else if (!strcmp(k, "bulk_s2g"))
		bulk_s2g<<<v->grid, v->block>>>(g_dst);
	else if (!strcmp(k, "tma2d_col<0>"))
		tma2d_col<0><<<v->grid, v->block>>>(g_map[0], g_out);
	else
		tma2d_col<3><<<v->grid, v->block>>>(g_map[1], g_out);
}

#define V(kern) { kern, "", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL }

static struct variant table[] = {
	V("bulk_g2s<4096, 0>"), V("bulk_g2s<4096, 16>"), V("bulk_g2s<256, 0>"),
	V("bulk_s2g"), V("tma2d_col<0>"), V("tma2d_col<3>"),
};

int main(int argc, char **argv)
{
	int rc;

	g_src = (float *)bench_alloc(1024 * 1024 * sizeof(float));
	g_out = (float *)bench_alloc(BLOCKS * THREADS * sizeof(float));
	g_dst = (float *)bench_alloc(BLOCKS * 2048 * sizeof(float));
	bench_fill_float(g_src, 1024 * 1024, 7);
	if (make_maps() < 0)
		return 1;
	rc = bench_main(argc, argv, "tma_bulk", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_src);
	cudaFree(g_out);
	cudaFree(g_dst);
	return rc;
}
#endif /* __CUDA_ARCH__ */
