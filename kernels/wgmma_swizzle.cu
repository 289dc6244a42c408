/*
 * wgmma_swizzle.cu - what wgmma's reads of shared memory cost under each
 * layout its descriptors name: no swizzle (8x16-byte core matrices),
 * and the 32-, 64- and 128-byte swizzles; and with A from registers.
 * Built for sm_90a (wgmma needs it).
 *
 * measure-arch: -gencode=arch=compute_90a,code=sm_90a
 *
 * As wgmma_rate.cu: one warpgroup a block, 528 blocks (4 an SM), each
 * round CHAIN m64n64k16 f16 wgmma on the same accumulators, then commit
 * and wait.  A and B are K-major tiles: for a swizzle of W bytes, rows of
 * W bytes, 8 rows (W * 8 bytes) between core-matrix groups (the stride
 * byte offset), the tile aligned to 1024 bytes.  The data is whatever
 * the tile holds: the reads, not the result, are measured.
 *
 * Question: are wgmma's shared wavefronts
 * (l1tex__data_pipe_lsu_wavefronts_mem_shared_op_gmma) its operand bytes
 * / 128 under every layout, as measured without swizzle (2,048 bytes of
 * A and 2,048 of B: 32 a wgmma), and B's alone, 16, with A in registers?
 */
#include <cuda_fp16.h>
#include <stdint.h>

#define CHAIN 4
#define BLOCKS 528

/*
 * A descriptor: start address, leading byte offset (16: unused by the
 * swizzled K-major layouts), stride byte offset, layout in bits 62-63
 * (0 none, 1 128-byte, 2 64-byte, 3 32-byte swizzle).
 */
__device__ uint64_t desc(const void *p, int layout, int stride)
{
	uint64_t addr = (uint32_t)__cvta_generic_to_shared(p);

	return ((addr & 0x3ffff) >> 4) | ((uint64_t)(layout ? 1 : 128 >> 4) << 16) |
	       ((uint64_t)(stride >> 4) << 32) | ((uint64_t)layout << 62);
}

__device__ void fill(__half *tiles, int n)
{
	for (int i = threadIdx.x; i < n; i += blockDim.x)
		tiles[i] = __float2half((float)(i % 7));
	__syncthreads();
}

__device__ void finish(float *out, const float *d)
{
	float sum = 0;

	for (int i = 0; i < 32; i++)
		sum += d[i];
	out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

/* A and B from shared memory through descriptors of one layout */
template <int LAYOUT, int STRIDE>
__device__ void both_shared(float *out, int iters)
{
	__shared__ __align__(1024) __half tiles[8192];
	float d[32];
	uint64_t a = desc(tiles, LAYOUT, STRIDE), b = desc(tiles + 4096, LAYOUT, STRIDE);

	for (int i = 0; i < 32; i++)
		d[i] = 0.0f;
	fill(tiles, 8192);
	for (int it = 0; it < iters; it++) {
		asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#pragma unroll
		for (int k = 0; k < CHAIN; k++)
			asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %34, 0;\n\t"
				     "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 "
				     "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}"
				     : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
				     : "l"(a), "l"(b), "r"(1));
		asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
		asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
	}
	finish(out, d);
}

__global__ void __launch_bounds__(128) swz_none(float *out, int iters)
{
	both_shared<0, 256>(out, iters);
}

__global__ void __launch_bounds__(128) swz_32(float *out, int iters)
{
	both_shared<3, 256>(out, iters);
}

__global__ void __launch_bounds__(128) swz_64(float *out, int iters)
{
	both_shared<2, 512>(out, iters);
}

__global__ void __launch_bounds__(128) swz_128(float *out, int iters)
{
	both_shared<1, 1024>(out, iters);
}

/* A from registers (4 a thread), B from shared memory, 128-byte swizzle */
__global__ void __launch_bounds__(128) a_regs(float *out, int iters)
{
	__shared__ __align__(1024) __half tiles[4096];
	float d[32];
	uint32_t r[4] = { 0x3c003c00u, 0x3c003c00u, 0x3c003c00u, 0x3c003c00u };
	uint64_t b = desc(tiles, 1, 1024);

	for (int i = 0; i < 32; i++)
		d[i] = 0.0f;
	fill(tiles, 4096);
	for (int it = 0; it < iters; it++) {
		asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#pragma unroll
		for (int k = 0; k < CHAIN; k++)
			asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %37, 0;\n\t"
				     "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 "
				     "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, {%32, %33, %34, %35}, %36, p, 1, 1, 0;\n}"
				     : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])
				     : "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "l"(b), "r"(1));
		asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
		asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
	}
	finish(out, d);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "swz_none"))
		swz_none<<<v->grid, v->block>>>(g_out, v->arg0);
	else if (!strcmp(v->kernel, "swz_32"))
		swz_32<<<v->grid, v->block>>>(g_out, v->arg0);
	else if (!strcmp(v->kernel, "swz_64"))
		swz_64<<<v->grid, v->block>>>(g_out, v->arg0);
	else if (!strcmp(v->kernel, "swz_128"))
		swz_128<<<v->grid, v->block>>>(g_out, v->arg0);
	else
		a_regs<<<v->grid, v->block>>>(g_out, v->arg0);
}

#define V(kern) { kern, "iters=256", dim3(BLOCKS), dim3(128), 256, 0, launch, NULL }

static struct variant table[] = {
	V("swz_none"), V("swz_32"), V("swz_64"), V("swz_128"), V("a_regs"),
};

int main(int argc, char **argv)
{
	int rc;

	g_out = (float *)bench_alloc(BLOCKS * 128 * sizeof(float));
	rc = bench_main(argc, argv, "wgmma_swizzle", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
