/*
 * member_arrays.cu - a struct that keeps a small array of pointers or
 * integers as a member, chosen by a value the thread computes.
 *
 *   ma_stages   a double buffer's two shared stages kept as `T *buf_[2]`,
 *               the next one written and the current one read each round,
 *               chosen by `buf_[phase_]` and `buf_[phase_ ^ 1]`
 *   ma_offsets  a table of row offsets `int at_[4]` set by constants,
 *               read by constants in a loop and by `at_[threadIdx.x % 4]`
 *
 * Counts by hand (1024 blocks of one warp; ma_stages runs rounds = 8):
 *   ma_stages: buf_[0] is tile + lane * 4, buf_[1] tile + (32 + lane) * 4
 *     (floats).  A round stores dst[0..3] into the next stage, lanes 4
 *     words apart: 4 STS of 4 wavefronts; and loads current()[0], lanes 4
 *     words apart: 1 LDS of 4 wavefronts.  8 rounds: 32 STS (128
 *     wavefronts) and 8 LDS (32) a warp, 32768 STS / 131072 wavefronts and
 *     8192 LDS / 32768 in all, if each store is its own STS (4 bytes).
 *     src: lanes 16 bytes apart from a 512-byte boundary, 16 sectors a
 *     request: 32 a warp, 32768 requests, 524288 sectors (4-byte loads).
 *     out: 8192 requests of 4 sectors, 32768.
 *   ma_offsets: at_ = {0, 33, 66, 99}; s[at_[k] + lane * 33] for k = 0..3,
 *     words 33 apart: 4 STS of 1 wavefront a warp (4096, 4096); in: 4
 *     requests of 4 sectors (4096, 16384).  s[lane * 33 + at_[lane % 4]]:
 *     word 33 * v, v = lane + lane % 4 = 4a + 2c for lane = 4a + c, the
 *     even numbers 0..34, each a word of its own (equal v: one word,
 *     broadcast); bank v % 32: 32 shares bank 0 with 0, 34 bank 2 with 2:
 *     2 wavefronts (1024 LDS, 2048).  out: 1024 requests of 4 sectors.
 * Whether nvcc keeps each array in registers (no local memory) is what
 * the run measures: the elements are registers in warpcheck's model.
 */
#include <cuda_runtime.h>

template <typename T>
struct Stages {
	__device__ Stages(T *base, int lane, int count) : phase_(0)
	{
		buf_[0] = base + lane * count;
		buf_[1] = base + (32 + lane) * count;
	}
	__device__ T *current() { return buf_[phase_]; }
	__device__ T *next() { return buf_[phase_ ^ 1]; }
	__device__ void flip() { phase_ ^= 1; }
	T *buf_[2];
	int phase_;
};

__global__ void ma_stages(const float *src, float *out, int rounds)
{
	__shared__ float tile[64 * 4];
	Stages<float> s(tile, threadIdx.x, 4);

	for (int r = 0; r < rounds; r++) {
		float *dst = s.next();
		int at = (blockIdx.x * rounds + r) * 32 + threadIdx.x;
		for (int i = 0; i < 4; i++)
			dst[i] = src[at * 4 + i];
		__syncwarp();
		out[at] = s.current()[0];
		s.flip();
		__syncwarp();
	}
}

struct Offsets {
	int at_[4];
};

__global__ void ma_offsets(const float *in, float *out)
{
	__shared__ float s[32 * 33 + 99 + 32];
	Offsets o;

	o.at_[0] = 0;
	o.at_[1] = 33;
	o.at_[2] = 66;
	o.at_[3] = 99;
#pragma unroll
	for (int k = 0; k < 4; k++)
		s[o.at_[k] + threadIdx.x * 33] = in[blockIdx.x * 128 + k * 32 + threadIdx.x];
	__syncwarp();
	out[blockIdx.x * 32 + threadIdx.x] = s[threadIdx.x * 33 + o.at_[threadIdx.x % 4]];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define BLOCKS 1024
#define ROUNDS 8

static float *g_in, *g_out;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "ma_stages"))
		ma_stages<<<v->grid, v->block>>>(g_in, g_out, v->arg0);
	else if (!strcmp(v->kernel, "ma_offsets"))
		ma_offsets<<<v->grid, v->block>>>(g_in, g_out);
	else {
		fprintf(stderr, "member_arrays: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "ma_stages", "rounds=8", dim3(BLOCKS), dim3(32), ROUNDS, 0, launch, NULL },
	{ "ma_offsets", "", dim3(BLOCKS), dim3(32), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * ROUNDS * 32 * 4;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	return bench_main(argc, argv, "member_arrays", table,
			  (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
