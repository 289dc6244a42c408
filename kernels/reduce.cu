/*
 * reduce.cu - a block-wide sum in shared memory, in the interleaved form
 * (thread t works on s[2 * stride * t], bank conflicts that grow with the
 * stride) and in the sequential form (thread t works on s[t], none).
 *
 * Both: block 256 threads (8 warps), n = 2^24 floats, grid 65536 blocks,
 * 524288 warps. The loop's trip count depends on blockDim.x, so it stays a
 * loop in SASS: the counts below are dynamic, per level of the tree.
 * `s[i] += s[j]` is two loads and one store. A warp none of whose lanes
 * passes the guard branches around them; a warp with some lanes passing
 * executes them once with those lanes on.
 *
 * Hand-derived, per block (w = warps with a lane passing the guard, D =
 * wavefronts of each of the three accesses of one such warp):
 *
 *   interleaved, lanes t with 2*stride*t < 256, word 2*stride*t (+stride)
 *   stride   1   2   4   8  16  32  64 128
 *   lanes  128  64  32  16   8   4   2   1
 *   w        4   2   1   1   1   1   1   1      sum 12
 *   D        2   4   8   8   8   4   2   1      (2*stride words apart;
 *                                                 bank gcd, capped by lanes)
 *   w * D    8   8   8   8   8   4   2   1      sum 47
 *
 *   sequential, lanes t < stride, word t (+stride)
 *   stride 128  64  32  16   8   4   2   1
 *   w        4   2   1   1   1   1   1   1      sum 12
 *   D        1   1   1   1   1   1   1   1      sum of w * D = 12
 *
 * Plus, in both, the first store s[t] = in[gid] (8 instructions, 8
 * wavefronts) and the last load s[0] by thread 0 (1 and 1). Per block:
 *   interleaved: shared ld 25 instructions, 95 wavefronts (2 * 47 + 1);
 *                shared st 20 instructions, 55 wavefronts (47 + 8)
 *   sequential:  shared ld 25 instructions, 25 wavefronts;
 *                shared st 20 instructions, 20 wavefronts
 * and, for both, global ld 8 requests, 32 sectors; global st 1 request
 * (thread 0's), 1 sector. Per launch multiply by 65536:
 *   interleaved: ld 1638400 / 6225920, st 1310720 / 3604480
 *   sequential:  ld 1638400 / 1638400, st 1310720 / 1310720
 *   global: ld 524288 requests, 2097152 sectors; st 65536, 65536.
 */

/* Interleaved addressing: conflicting, see the table above. */
__global__ void reduce_interleaved(float *out, const float *in, int n)
{
	__shared__ float s[256];
	int tid = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float v = 0.0f;

	if (gid < n)
		v = in[gid];
	s[tid] = v;
	__syncthreads();
	for (int stride = 1; stride < blockDim.x; stride *= 2) {
		int index = 2 * stride * tid;

		if (index < blockDim.x)
			s[index] += s[index + stride];
		__syncthreads();
	}
	if (tid == 0)
		out[blockIdx.x] = s[0];
}

/* Sequential addressing: conflict-free, see the table above. */
__global__ void reduce_sequential(float *out, const float *in, int n)
{
	__shared__ float s[256];
	int tid = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float v = 0.0f;

	if (gid < n)
		v = in[gid];
	s[tid] = v;
	__syncthreads();
	for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
		if (tid < stride)
			s[tid] += s[tid + stride];
		__syncthreads();
	}
	if (tid == 0)
		out[blockIdx.x] = s[0];
}

#ifndef __CUDA_ARCH__
#include "bench.h"
#include <math.h>

#define N (1 << 24)
#define BLOCK 256
#define BLOCKS (N / BLOCK)

static float *g_in, *g_out;
static float *h_in, *h_out;

static void launch_interleaved(const struct variant *v)
{
	reduce_interleaved<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_sequential(const struct variant *v)
{
	reduce_sequential<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

/* Each block's sum against a double-precision CPU sum; then re-poison. */
static int check_sums(const struct variant *v)
{
	int bad = 0;

	(void)v;
	BENCH_CHECK(cudaMemcpy(h_out, g_out, BLOCKS * sizeof(float),
			       cudaMemcpyDeviceToHost));
	for (int b = 0; b < BLOCKS; b++) {
		double want = 0.0;

		for (int t = 0; t < BLOCK; t++)
			want += h_in[(size_t)b * BLOCK + t];
		if (!(fabs(h_out[b] - want) <= 1e-5 * fabs(want)))
			bad++;
	}
	if (bad)
		fprintf(stderr, "reduce: %d of %d block sums wrong\n", bad,
			BLOCKS);
	bench_poison(g_out, BLOCKS * sizeof(float));
	return bad ? -1 : 0;
}

static struct variant table[] = {
	{ "reduce_interleaved", "n=16777216", dim3(BLOCKS), dim3(BLOCK), N, 0,
	  launch_interleaved, check_sums },
	{ "reduce_sequential", "n=16777216", dim3(BLOCKS), dim3(BLOCK), N, 0,
	  launch_sequential, check_sums },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	h_in = (float *)malloc((size_t)N * sizeof(float));
	h_out = (float *)malloc(BLOCKS * sizeof(float));
	if (!h_in || !h_out) {
		fprintf(stderr, "reduce: out of host memory\n");
		return 100;
	}
	g_in = (float *)bench_alloc((size_t)N * sizeof(float));
	g_out = (float *)bench_alloc(BLOCKS * sizeof(float));
	bench_fill_float(g_in, N, 9);
	BENCH_CHECK(cudaMemcpy(h_in, g_in, (size_t)N * sizeof(float),
			       cudaMemcpyDeviceToHost));
	bench_poison(g_out, BLOCKS * sizeof(float));

	rc = bench_main(argc, argv, "reduce", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	free(h_in);
	free(h_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
