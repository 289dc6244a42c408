/*
 * copy_pipeline.cu - a tile copied into shared memory each pass and then
 * read, with 1 to 4 stages of asynchronous copies in flight, for the time
 * model's phases and pipelines (simulator/HARDWARE.md, time rule 4).
 *
 * Each block of 256 threads (8 warps) runs `passes` passes.  A pass's
 * tile is 4 KB, a float4 a thread, copied with __pipeline_memcpy_async
 * (one 16-byte LDGSTS a thread) from a 64-tile region every block reads
 * (256 KB: past L1, in L2).  The pass waits for its tile with
 * __pipeline_wait_prior(STAGES - 1), so that STAGES - 1 later tiles are
 * in flight while it reads this one; a barrier; then each thread reads
 * `reads` words of the tile at a stride of 32 words (one wavefront a
 * warp each) and adds them; a barrier before the stage is copied over.
 * reg_stage1 stages the tile through registers instead (LDG, STS) and
 * waits as stage 1 does.
 *
 * Launched with one block an SM (132 blocks) and four (528): a block
 * alone on its SM adds its waits to its reads; four overlap one
 * another's.
 *
 * Launched with reads = 16 (the waits matter most) and 64.
 *
 * Counts by hand, per block (8 warps) at passes = 64, reads = R: the
 * copies, 64 LDGSTS a warp, 512 requests, 16 sectors each (512 bytes a
 * warp's request): 8,192 sectors; their shared side 4 wavefronts a
 * request (16 bytes a lane in order), 2,048; the reads 64 * R LDS a
 * warp, 512 * R a block, 1 wavefront each (32 lanes, 32 banks); the
 * output, 8 STG, 32 sectors.  reg_stage1: 512 LDG.128 of 16 sectors and
 * 512 STS.128 of 4 wavefronts in place of the copies.
 */
#include <cuda_pipeline.h>

#define THREADS 256
#define REGION_TILES 64

template <int STAGES>
__device__ void copy_passes(float *out, const float4 *in, int passes, int reads)
{
	__shared__ __align__(16) float4 s[STAGES][THREADS];
	int t = threadIdx.x;
	float acc = 0.0f;

	for (int p = 0; p < STAGES - 1 && p < passes; p++) {
		__pipeline_memcpy_async(&s[p][t], &in[(p % REGION_TILES) * THREADS + t], 16);
		__pipeline_commit();
	}
	for (int p = 0; p < passes; p++) {
		int next = p + STAGES - 1;

		if (next < passes)
			__pipeline_memcpy_async(&s[next % STAGES][t],
						&in[(next % REGION_TILES) * THREADS + t], 16);
		__pipeline_commit();
		__pipeline_wait_prior(STAGES - 1);
		__syncthreads();
		const float *tile = (const float *)s[p % STAGES];
		for (int r = 0; r < reads; r++)
			acc += tile[(t + 32 * r) % (4 * THREADS)];
		__syncthreads();
	}
	out[blockIdx.x * THREADS + t] = acc;
}

__global__ void __launch_bounds__(THREADS) cp_stage1(float *out, const float4 *in, int passes,
						     int reads)
{
	copy_passes<1>(out, in, passes, reads);
}

__global__ void __launch_bounds__(THREADS) cp_stage2(float *out, const float4 *in, int passes,
						     int reads)
{
	copy_passes<2>(out, in, passes, reads);
}

__global__ void __launch_bounds__(THREADS) cp_stage3(float *out, const float4 *in, int passes,
						     int reads)
{
	copy_passes<3>(out, in, passes, reads);
}

__global__ void __launch_bounds__(THREADS) cp_stage4(float *out, const float4 *in, int passes,
						     int reads)
{
	copy_passes<4>(out, in, passes, reads);
}

/* the tile through registers: a load, its wait, a store */
__global__ void __launch_bounds__(THREADS) reg_stage1(float *out, const float4 *in, int passes,
						      int reads)
{
	__shared__ __align__(16) float4 s[THREADS];
	int t = threadIdx.x;
	float acc = 0.0f;

	for (int p = 0; p < passes; p++) {
		s[t] = in[(p % REGION_TILES) * THREADS + t];
		__syncthreads();
		const float *tile = (const float *)s;
		for (int r = 0; r < reads; r++)
			acc += tile[(t + 32 * r) % (4 * THREADS)];
		__syncthreads();
	}
	out[blockIdx.x * THREADS + t] = acc;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

typedef void (*pipe_kernel)(float *, const float4 *, int, int);

#define MOST_BLOCKS 528

static float *g_out;
static float4 *g_in;

static const struct {
	const char *name;
	pipe_kernel fn;
} kernels[] = {
	{ "cp_stage1", cp_stage1 },
	{ "cp_stage2", cp_stage2 },
	{ "cp_stage3", cp_stage3 },
	{ "cp_stage4", cp_stage4 },
	{ "reg_stage1", reg_stage1 },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
			return;
		}
	}
	fprintf(stderr, "copy_pipeline: no kernel %s\n", v->kernel);
	exit(100);
}

#define V(name, blocks, reads) { name, "passes=64;reads=" #reads, dim3(blocks), dim3(THREADS), \
				 64, reads, launch, NULL }
#define FAMILY(blocks, reads) V("cp_stage1", blocks, reads), V("cp_stage2", blocks, reads), \
	V("cp_stage3", blocks, reads), V("cp_stage4", blocks, reads), V("reg_stage1", blocks, reads)

static struct variant table[] = {
	FAMILY(132, 16), FAMILY(528, 16), FAMILY(132, 64), FAMILY(528, 64),
};

int main(int argc, char **argv)
{
	int rc;

	g_in = (float4 *)bench_alloc(REGION_TILES * THREADS * sizeof(float4));
	bench_fill_float(g_in, REGION_TILES * THREADS * 4, 1);
	g_out = (float *)bench_alloc(MOST_BLOCKS * THREADS * sizeof(float));
	rc = bench_main(argc, argv, "copy_pipeline", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
