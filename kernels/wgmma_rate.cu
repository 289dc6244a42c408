/*
 * wgmma_rate.cu - Hopper's warpgroup MMA (wgmma.mma_async, HGMMA in
 * SASS): what an SM runs through its tensor cores, and what Nsight
 * Compute counts for it.  Built for sm_90a (wgmma needs it).
 *
 * measure-arch: -gencode=arch=compute_90a,code=sm_90a
 *
 * One warpgroup (128 threads) a block, 4 blocks an SM (528 blocks).
 * Each round: CHAIN wgmma on the same accumulators, A and B read from
 * shared memory through descriptors (no swizzle; the data is whatever
 * the tile holds: the rate, not the result, is measured), then commit
 * and wait.  Work: 2 * 64 * N * 16 operations a wgmma.
 *
 * Questions: the rate per SM and cycle for m64n64k16 and m64n128k16 f16
 * (f32 accumulators); whether smsp__inst_executed_pipe_tensor counts a
 * wgmma once per warp (4 a warpgroup) or otherwise; whether its reads of
 * shared memory show among the LSU's shared wavefronts (they should not:
 * the tensor cores read shared memory themselves).
 */
#include <cuda_fp16.h>
#include <stdint.h>

#define CHAIN 4
#define BLOCKS 528

/* a matrix descriptor: start address, leading and stride byte offsets */
__device__ uint64_t desc(const void *p)
{
	uint64_t addr = (uint32_t)__cvta_generic_to_shared(p);

	return ((addr & 0x3ffff) >> 4) | ((uint64_t)(128 >> 4) << 16) |
	       ((uint64_t)(256 >> 4) << 32);
}

/* m64n64k16, f32 accumulators: 32 a thread */
__global__ void __launch_bounds__(128) wgmma_n64(float *out, int iters)
{
	__shared__ __align__(128) __half tiles[8192];
	float d[32];
	uint64_t a = desc(tiles), b = desc(tiles + 2048);

	for (int i = 0; i < 32; i++)
		d[i] = 0.0f;
	for (int i = threadIdx.x; i < 8192; i += blockDim.x)
		tiles[i] = __float2half((float)(i % 7));
	__syncthreads();
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
	float sum = 0;
	for (int i = 0; i < 32; i++)
		sum += d[i];
	out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

/* m64n128k16, f32 accumulators: 64 a thread */
__global__ void __launch_bounds__(128) wgmma_n128(float *out, int iters)
{
	__shared__ __align__(128) __half tiles[8192];
	float d[64];
	uint64_t a = desc(tiles), b = desc(tiles + 2048);

	for (int i = 0; i < 64; i++)
		d[i] = 0.0f;
	for (int i = threadIdx.x; i < 8192; i += blockDim.x)
		tiles[i] = __float2half((float)(i % 7));
	__syncthreads();
	for (int it = 0; it < iters; it++) {
		asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#pragma unroll
		for (int k = 0; k < CHAIN; k++)
			asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %66, 0;\n\t"
				     "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 "
				     "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, %64, %65, p, 1, 1, 0, 0;\n}"
				     : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]), "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]), "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]), "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]), "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
				     : "l"(a), "l"(b), "r"(1));
		asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
		asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
	}
	float sum = 0;
	for (int i = 0; i < 64; i++)
		sum += d[i];
	out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "wgmma_n64"))
		wgmma_n64<<<v->grid, v->block>>>(g_out, v->arg0);
	else
		wgmma_n128<<<v->grid, v->block>>>(g_out, v->arg0);
}

#define V(kern, iters) { kern, "iters=" #iters, dim3(BLOCKS), dim3(128), iters, 0, launch, NULL }

static struct variant table[] = {
	V("wgmma_n64", 1024), V("wgmma_n128", 1024), V("wgmma_n128", 256),
};

int main(int argc, char **argv)
{
	int rc;

	g_out = (float *)bench_alloc(BLOCKS * 128 * sizeof(float));
	rc = bench_main(argc, argv, "wgmma_rate", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
