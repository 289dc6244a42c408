/*
 * micro_mma.cu - the tensor pipe: how many warp-level mma instructions an
 * SM of the H200 runs a cycle, for each shape and type, and how long one
 * takes when the next waits for it.
 *
 * The question (the time model's tensor resource): a tensor-core kernel
 * (mma.sync in inline PTX, or wmma::mma_sync) spends its time in the
 * tensor pipe, which the time model did not count at all: a tiled HGEMM
 * was predicted 0.39 ms for 1.36 ms measured.  What rate, in dense
 * floating-point operations (2 M N K an instruction) a cycle and SM, does
 * each form reach, and from how many warps?
 *
 * Every variant: blocks of 128 threads (4 warps), B blocks an SM; each
 * warp runs `reps` rounds of C independent mma instructions (C
 * accumulators, so that C are in flight), its operands in registers made
 * from threadIdx (nothing folds), and stores its accumulators once at the
 * end.  C = 1 is a chain: each waits for the one before (the latency).
 *
 * Predicted before the run, by hand (hypothesis: Hopper's mma.sync runs
 * at half of wgmma's dense rate, 4,096 f16 flops a cycle and SM for wgmma,
 * so 2,048; bf16 as f16; tf32 half of f16; s8 and e4m3 twice f16; f64
 * 128): m16n8k16 f16 (4,096 flops) one instruction every 2 cycles an SM
 * from 4 warps with 8 chains; a chain of 1 about 30 cycles an instruction.
 *
 *   variant          flops/insn  insns (132 SMs, B=4)  H: time
 *   mma_f16 C=8        4,096     132*16*8*reps         reps=4096: 2.2 ms
 */
#include <cuda_fp16.h>
#include <mma.h>

/* m16n8k16, f16 inputs, f32 accumulators: HMMA.16816.F32 */
template <int C>
__global__ void mma_f16(float *out, int reps)
{
	unsigned a0 = threadIdx.x, a1 = a0 * 3, a2 = a0 * 5, a3 = a0 * 7, b0 = a0 + 1, b1 = a0 + 2;
	float d[C][4];

	for (int c = 0; c < C; c++)
		d[c][0] = d[c][1] = d[c][2] = d[c][3] = 0.0f;
	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < C; c++)
			asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
				     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
				     : "+f"(d[c][0]), "+f"(d[c][1]), "+f"(d[c][2]), "+f"(d[c][3])
				     : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
	}
	for (int c = 0; c < C; c++)
		out[(blockIdx.x * blockDim.x + threadIdx.x) * C + c] = d[c][0] + d[c][1] + d[c][2] + d[c][3];
}

/* m16n8k16, f16 inputs, f16 accumulators: HMMA.16816.F16 */
template <int C>
__global__ void mma_f16_f16(float *out, int reps)
{
	unsigned a0 = threadIdx.x, a1 = a0 * 3, a2 = a0 * 5, a3 = a0 * 7, b0 = a0 + 1, b1 = a0 + 2;
	unsigned d[C][2];

	for (int c = 0; c < C; c++)
		d[c][0] = d[c][1] = 0;
	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < C; c++)
			asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 "
				     "{%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%0,%1};\n"
				     : "+r"(d[c][0]), "+r"(d[c][1])
				     : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
	}
	for (int c = 0; c < C; c++)
		out[(blockIdx.x * blockDim.x + threadIdx.x) * C + c] = (float)(d[c][0] ^ d[c][1]);
}

/* m16n8k16, bf16 inputs, f32 accumulators */
template <int C>
__global__ void mma_bf16(float *out, int reps)
{
	unsigned a0 = threadIdx.x, a1 = a0 * 3, a2 = a0 * 5, a3 = a0 * 7, b0 = a0 + 1, b1 = a0 + 2;
	float d[C][4];

	for (int c = 0; c < C; c++)
		d[c][0] = d[c][1] = d[c][2] = d[c][3] = 0.0f;
	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < C; c++)
			asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
				     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
				     : "+f"(d[c][0]), "+f"(d[c][1]), "+f"(d[c][2]), "+f"(d[c][3])
				     : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
	}
	for (int c = 0; c < C; c++)
		out[(blockIdx.x * blockDim.x + threadIdx.x) * C + c] = d[c][0] + d[c][1] + d[c][2] + d[c][3];
}

/* m16n8k8, tf32 inputs (2,048 flops) */
template <int C>
__global__ void mma_tf32(float *out, int reps)
{
	unsigned a0 = threadIdx.x, a1 = a0 * 3, a2 = a0 * 5, a3 = a0 * 7, b0 = a0 + 1, b1 = a0 + 2;
	float d[C][4];

	for (int c = 0; c < C; c++)
		d[c][0] = d[c][1] = d[c][2] = d[c][3] = 0.0f;
	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < C; c++)
			asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
				     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
				     : "+f"(d[c][0]), "+f"(d[c][1]), "+f"(d[c][2]), "+f"(d[c][3])
				     : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
	}
	for (int c = 0; c < C; c++)
		out[(blockIdx.x * blockDim.x + threadIdx.x) * C + c] = d[c][0] + d[c][1] + d[c][2] + d[c][3];
}

/* m16n8k32, s8 inputs, s32 accumulators (8,192 operations) */
template <int C>
__global__ void mma_s8(float *out, int reps)
{
	unsigned a0 = threadIdx.x, a1 = a0 * 3, a2 = a0 * 5, a3 = a0 * 7, b0 = a0 + 1, b1 = a0 + 2;
	int d[C][4];

	for (int c = 0; c < C; c++)
		d[c][0] = d[c][1] = d[c][2] = d[c][3] = 0;
	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < C; c++)
			asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 "
				     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
				     : "+r"(d[c][0]), "+r"(d[c][1]), "+r"(d[c][2]), "+r"(d[c][3])
				     : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
	}
	for (int c = 0; c < C; c++)
		out[(blockIdx.x * blockDim.x + threadIdx.x) * C + c] =
			(float)(d[c][0] + d[c][1] + d[c][2] + d[c][3]);
}

/* m16n8k32, e4m3 inputs, f32 accumulators (8,192 flops) */
template <int C>
__global__ void mma_e4m3(float *out, int reps)
{
	unsigned a0 = threadIdx.x, a1 = a0 * 3, a2 = a0 * 5, a3 = a0 * 7, b0 = a0 + 1, b1 = a0 + 2;
	float d[C][4];

	for (int c = 0; c < C; c++)
		d[c][0] = d[c][1] = d[c][2] = d[c][3] = 0.0f;
	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < C; c++)
			asm volatile("mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 "
				     "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
				     : "+f"(d[c][0]), "+f"(d[c][1]), "+f"(d[c][2]), "+f"(d[c][3])
				     : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
	}
	for (int c = 0; c < C; c++)
		out[(blockIdx.x * blockDim.x + threadIdx.x) * C + c] = d[c][0] + d[c][1] + d[c][2] + d[c][3];
}

/* m8n8k4, f64 (512 flops): DMMA */
template <int C>
__global__ void mma_f64(float *out, int reps)
{
	double a = threadIdx.x * 0.5, b = threadIdx.x * 0.25;
	double d[C][2];

	for (int c = 0; c < C; c++)
		d[c][0] = d[c][1] = 0.0;
	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < C; c++)
			asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 "
				     "{%0,%1}, {%2}, {%3}, {%0,%1};\n"
				     : "+d"(d[c][0]), "+d"(d[c][1])
				     : "d"(a), "d"(b));
	}
	for (int c = 0; c < C; c++)
		out[(blockIdx.x * blockDim.x + threadIdx.x) * C + c] = (float)(d[c][0] + d[c][1]);
}

/* wmma 16x16x16, half inputs, float accumulators (8,192 flops a call) */
template <int C>
__global__ void wmma_f16(float *out, int reps)
{
	using namespace nvcuda;
	wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a;
	wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> b;
	wmma::fragment<wmma::accumulator, 16, 16, 16, float> d[C];

	wmma::fill_fragment(a, __float2half((float)threadIdx.x));
	wmma::fill_fragment(b, __float2half((float)(threadIdx.x + 1)));
	for (int c = 0; c < C; c++)
		wmma::fill_fragment(d[c], 0.0f);
	for (int r = 0; r < reps; r++) {
#pragma unroll
		for (int c = 0; c < C; c++)
			wmma::mma_sync(d[c], a, b, d[c]);
	}
	for (int c = 0; c < C; c++)
		out[(blockIdx.x * blockDim.x + threadIdx.x) * C + c] = d[c].x[0];
}

/* the instances the table runs, for nvcc and for warpcheck alike */
template __global__ void mma_f16<1>(float *, int);
template __global__ void mma_f16<4>(float *, int);
template __global__ void mma_f16<8>(float *, int);
template __global__ void mma_f16_f16<8>(float *, int);
template __global__ void mma_bf16<8>(float *, int);
template __global__ void mma_tf32<8>(float *, int);
template __global__ void mma_s8<8>(float *, int);
template __global__ void mma_e4m3<8>(float *, int);
template __global__ void mma_f64<1>(float *, int);
template __global__ void mma_f64<8>(float *, int);
template __global__ void wmma_f16<1>(float *, int);
template __global__ void wmma_f16<4>(float *, int);

#ifndef __CUDA_ARCH__
#include "bench.h"

#define THREADS 128
#define MOST_C 8
#define MOST_BLOCKS_PER_SM 8

static float *g_out;

#define LAUNCH(name, c) \
	if (!strcmp(v->kernel, #name "<" #c ">")) \
		name<c><<<v->grid, v->block>>>(g_out, v->arg1)

static void launch(const struct variant *v)
{
	LAUNCH(mma_f16, 1);
	LAUNCH(mma_f16, 4);
	LAUNCH(mma_f16, 8);
	LAUNCH(mma_f16_f16, 8);
	LAUNCH(mma_bf16, 8);
	LAUNCH(mma_tf32, 8);
	LAUNCH(mma_s8, 8);
	LAUNCH(mma_e4m3, 8);
	LAUNCH(mma_f64, 1);
	LAUNCH(mma_f64, 8);
	LAUNCH(wmma_f16, 1);
	LAUNCH(wmma_f16, 4);
}

/* blocks_per_sm blocks of 4 warps an SM; arg0 the blocks an SM, arg1 reps */
#define V(kern, params, blocks_per_sm, reps) \
	{ kern, params, dim3(blocks_per_sm), dim3(THREADS), blocks_per_sm, reps, launch, NULL }

static struct variant table[] = {
	V("mma_f16<1>", "reps=4096", 1, 4096),
	V("mma_f16<1>", "reps=4096", 4, 4096),
	V("mma_f16<4>", "reps=4096", 1, 4096),
	V("mma_f16<8>", "reps=4096", 1, 4096),
	V("mma_f16<8>", "reps=4096", 2, 4096),
	V("mma_f16<8>", "reps=4096", 4, 4096),
	V("mma_f16<8>", "reps=2048", 8, 2048),
	V("mma_f16_f16<8>", "reps=4096", 4, 4096),
	V("mma_bf16<8>", "reps=4096", 4, 4096),
	V("mma_tf32<8>", "reps=4096", 4, 4096),
	V("mma_s8<8>", "reps=4096", 4, 4096),
	V("mma_e4m3<8>", "reps=4096", 4, 4096),
	V("mma_f64<1>", "reps=1024", 1, 1024),
	V("mma_f64<8>", "reps=1024", 4, 1024),
	V("wmma_f16<1>", "reps=2048", 1, 2048),
	V("wmma_f16<4>", "reps=2048", 4, 2048),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
	for (int i = 0; i < count; i++)
		table[i].grid = dim3(table[i].grid.x * sms);
	g_out = (float *)bench_alloc((size_t)MOST_BLOCKS_PER_SM * sms * THREADS * MOST_C * sizeof(float));
	rc = bench_main(argc, argv, "micro_mma", table, count);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
