/*
 * unrolled_reuse.cu - what nvcc reads once in a register-blocked tile
 * product whose dot loops it unrolls whole (simulator/HARDWARE.md,
 * emitted rules 3 and 6; simulator/reuse.c, simulator/ir_pass.c).
 *
 * Blocks of 64 threads (2 warps), 256 blocks, K = 256: 32 tile steps of
 * BK = 8.  Each thread owns an 8 x 8 block of the product: tx = (t % 8) *
 * 8, ty = (t / 8) * 8.  A step stages a 64 x 8 tile of A through a
 * register array indexed by i / a_stride (a_stride a local set once to
 * 64 / 8: registers, no local memory) and a 8 x 64 tile of B, then
 *
 *     for i < 8: for j < 8: for l < 8: acc[j][l] += As[(ty + j) * 8 + i] * Bs[tx + l + 64 i]
 *
 * Counts by hand, a warp and a step (x 32 steps x 512 warps):
 *
 *   uu_tile<0>  all three loops unrolled: As merges along i, the outer
 *               loop (2 LDS.128 a j: 16), Bs, which j does not move, is
 *               read for j = 0 only (2 LDS.128 an i: 16): 32 loads.
 *               Wavefronts: As's 8 lanes of a row share an address, pairs
 *               merge (2 phases of 16 lanes), rows 256 bytes apart in one
 *               bank group: 2 a phase, 4 a load; Bs's 8 columns 32 bytes
 *               apart, 4 phases of 8 lanes, pieces 0 and 4 in one bank
 *               group: 8 a load.  16 x 4 + 16 x 8 = 192.
 *   uu_tile<1>  `#pragma unroll 1` on i: i stays a loop, so As cannot
 *               merge along it: one LDS a (i, j) (64, the 4 rows' words
 *               in one bank: 4 wavefronts each); Bs still 2 LDS.128 an
 *               i, read for j = 0 only (16, 8 each): 80 loads, 384
 *               wavefronts.
 *   uu_tile<2>  uu_tile<0> with a store to Bs[t] after each j's products:
 *               Bs is read again every j (128 LDS.128, 8 each) and As
 *               still merges (16, 4 each): 144 loads, 1,088 wavefronts;
 *               64 more stores (one word a lane, consecutive: 1 each).
 *
 * Every variant: tile stores 16 a step (8 of As, 8 of Bs, consecutive
 * words, 1 wavefront each); global loads 16 a step, 4 sectors each (A:
 * 4 rows of 32 bytes; B: 128 bytes); the block's 64 sums stored at the
 * end, 2 requests, 4 sectors each.
 */
#define THREADS 64
#define BLOCKS 256
#define KDIM 256

template <int VARIANT>
__global__ void uu_tile(const float *A, const float *B, float *C, int K)
{
	__shared__ float As[64 * 8];
	__shared__ float Bs[8 * 64];
	int threads = 64;
	int a_stride = threads / 8, b_stride = threads / 64;
	int tx = (threadIdx.x % 8) * 8, ty = (threadIdx.x / 8) * 8;
	float acc[8][8] = {};
	float stage[8];

	for (int k = 0; k < K; k += 8) {
		for (int i = 0; i < 64; i += a_stride)
			stage[i / a_stride] = A[(threadIdx.x / 8 + i) * K + k + threadIdx.x % 8];
		for (int i = 0; i < 64; i += a_stride)
			As[(threadIdx.x / 8 + i) * 8 + threadIdx.x % 8] = stage[i / a_stride];
		for (int i = 0; i < 8; i += b_stride)
			Bs[(threadIdx.x / 64 + i) * 64 + threadIdx.x % 64] =
				B[(k + threadIdx.x / 64 + i) * 64 + threadIdx.x % 64];
		__syncthreads();
		if (VARIANT == 1) {
#pragma unroll 1
			for (int i = 0; i < 8; i++) {
#pragma unroll
				for (int j = 0; j < 8; j++)
					for (int l = 0; l < 8; l++)
						acc[j][l] += As[(ty + j) * 8 + i] * Bs[tx + l + i * 64];
			}
		} else {
#pragma unroll
			for (int i = 0; i < 8; i++) {
#pragma unroll
				for (int j = 0; j < 8; j++) {
					for (int l = 0; l < 8; l++)
						acc[j][l] += As[(ty + j) * 8 + i] * Bs[tx + l + i * 64];
					if (VARIANT == 2)
						Bs[threadIdx.x] = acc[j][0];
				}
			}
		}
		__syncthreads();
	}
	float sum = 0.0f;
	for (int j = 0; j < 8; j++)
		for (int l = 0; l < 8; l++)
			sum += acc[j][l];
	C[blockIdx.x * THREADS + threadIdx.x] = sum;
}

/* the variants: uu_tile<0> (uu_tile), <1> (uu_unroll1), <2> (uu_kill) */
template __global__ void uu_tile<0>(const float *, const float *, float *, int);
template __global__ void uu_tile<1>(const float *, const float *, float *, int);
template __global__ void uu_tile<2>(const float *, const float *, float *, int);

#ifndef __CUDA_ARCH__
#include "bench.h"

typedef void (*uu_kernel)(const float *, const float *, float *, int);

static float *g_a, *g_b, *g_c;

static const struct {
	const char *name;
	uu_kernel fn;
} kernels[] = {
	{ "uu_tile<0>", uu_tile<0> }, { "uu_tile<1>", uu_tile<1> }, { "uu_tile<2>", uu_tile<2> },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_a, g_b, g_c, KDIM);
			return;
		}
	}
	fprintf(stderr, "unrolled_reuse: no kernel %s\n", v->kernel);
	exit(100);
}

#define V(name) { name, "K=256", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL }

static struct variant table[] = {
	V("uu_tile<0>"), V("uu_tile<1>"), V("uu_tile<2>"),
};

int main(int argc, char **argv)
{
	int rc;

	g_a = (float *)bench_alloc((size_t)64 * KDIM * sizeof(float));
	g_b = (float *)bench_alloc((size_t)KDIM * 64 * sizeof(float));
	g_c = (float *)bench_alloc((size_t)BLOCKS * THREADS * sizeof(float));
	bench_fill_float(g_a, (size_t)64 * KDIM, 1);
	bench_fill_float(g_b, (size_t)KDIM * 64, 2);
	rc = bench_main(argc, argv, "unrolled_reuse", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_a);
	cudaFree(g_b);
	cudaFree(g_c);
	return rc;
}
#endif /* __CUDA_ARCH__ */
