/*
 * int_addresses.cu - global addresses held as integers, as tensor-core
 * and mixed-precision kernels write them: `uint64_t g =
 * reinterpret_cast<uint64_t>(src + i)` handed to inline PTX ("l"(g)),
 * moved by bytes (`g += 16`), and `reinterpret_cast<uintptr_t>(p) &
 * ~uintptr_t(3)` cast back to a pointer for an atomic on the pair of
 * bf16 that holds p.  warpcheck keeps such an integer as the pointer it
 * came from (analyzer/frontend/memory.c, memory_is_address): an
 * allocation starts 256-byte aligned, so a mask that keeps the bits from
 * 8 up masks the offset alone.
 *
 * Counts by hand, per warp, grid 1024 of 128, i = blockIdx.x * 128 +
 * threadIdx.x:
 *
 *   ia_cp_async  cp.async.cg 16 bytes from src + 4 i (floats): lanes 16
 *                bytes apart, 512 contiguous bytes, 1 LDGSTS of 16
 *                sectors; out[i] = tile[4 t] after the wait: words 4
 *                apart, 8 banks, 1 LDS of 4 wavefronts; 1 STG of 4
 *                sectors
 *   ia_ld_v4     two ld.global.v4.f32 through "l"(g), g = src + 8 i
 *                (floats) then g += 16: lanes 32 bytes apart, each
 *                request 16 bytes a lane in 32 sectors (half of each
 *                used); 2 LDG of 32 sectors; out[i] 1 STG of 4
 *   ia_bf16_pair atomicAdd on the __nv_bfloat162 holding dst[i]: lanes
 *                2t and 2t + 1 share a 4-byte word, 64 bytes a warp: 1
 *                RED/ATOM of 2 sectors; src[i] 1 LDG of 2 sectors
 */
#include <cstdint>
#include <cuda_bf16.h>

#define BLOCKS 1024

__global__ void ia_cp_async(const float *src, float *out)
{
	__shared__ __align__(16) float tile[128 * 4];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(&tile[threadIdx.x * 4]));
	uint64_t g = reinterpret_cast<uint64_t>(src + i * 4);

	asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(g));
	asm volatile("cp.async.wait_all;\n" ::);
	__syncthreads();
	out[i] = tile[threadIdx.x * 4];
}

__global__ void ia_ld_v4(const float *src, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	uint64_t g = reinterpret_cast<uint64_t>(src + i * 8);
	float a, b, c, d, e, f, h, k;

	asm volatile("ld.global.v4.f32 {%0, %1, %2, %3}, [%4];\n"
		     : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(g));
	g += 16;
	asm volatile("ld.global.v4.f32 {%0, %1, %2, %3}, [%4];\n"
		     : "=f"(e), "=f"(f), "=f"(h), "=f"(k) : "l"(g));
	out[i] = a + b + c + d + e + f + h + k;
}

__device__ __forceinline__ void add_to_pair(__nv_bfloat16 *p, __nv_bfloat16 v)
{
	uintptr_t raw = reinterpret_cast<uintptr_t>(p);
	bool high = raw & 0x3;
	__nv_bfloat162 *pair = reinterpret_cast<__nv_bfloat162 *>(raw & ~uintptr_t(0x3));
	__nv_bfloat16 zero = __float2bfloat16(0.0f);

	atomicAdd(pair, high ? __halves2bfloat162(zero, v) : __halves2bfloat162(v, zero));
}

__global__ void ia_bf16_pair(__nv_bfloat16 *dst, const __nv_bfloat16 *src)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	add_to_pair(dst + i, src[i]);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out;
static __nv_bfloat16 *g_h, *g_hout;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "ia_cp_async"))
		ia_cp_async<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "ia_ld_v4"))
		ia_ld_v4<<<v->grid, v->block>>>(g_in, g_out);
	else if (!strcmp(v->kernel, "ia_bf16_pair"))
		ia_bf16_pair<<<v->grid, v->block>>>(g_hout, g_h);
	else {
		fprintf(stderr, "int_addresses: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "ia_cp_async", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ia_ld_v4", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "ia_bf16_pair", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 128 * 8;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	g_h = (__nv_bfloat16 *)bench_alloc(n * sizeof(__nv_bfloat16));
	g_hout = (__nv_bfloat16 *)bench_alloc(n * sizeof(__nv_bfloat16));
	return bench_main(argc, argv, "int_addresses", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
