/*
 * micro_mem.cu - rates beyond the SM, for the time model: L2 and DRAM
 * bandwidth, how many bytes in flight a small grid has (latency-bound
 * launches of 1 to 2112 blocks), how occupancy limited by shared memory
 * slows a stream, and a mix of conflicting shared loads with a DRAM stream.
 *
 * Kernels launched with 8 blocks of 256 per SM carry
 * __launch_bounds__(256, 8), which holds them to 32 registers: without it
 * nvcc gives some 34-36, and 6 blocks fit, not 8.
 *
 * All global accesses are float4 (16 bytes per lane, 512 per warp, 4 lines
 * and 16 sectors per request), coalesced and aligned. The host sets grids
 * from the SM count (132 on an H200): "sm8" = 8 blocks per SM.
 */

/*
 * Read `iters` float4 per thread, thread g of T = gridDim.x * blockDim.x
 * reading element (g + k * T) & mask in iteration k, and write one float
 * per thread. With mask + 1 a power of two no larger than the buffer, the
 * grid cycles through (mask + 1) * 16 bytes:
 *   mask 8191      128 KB: stays in every SM's L1 after the first pass
 *   mask 524287    8 MB:   misses L1 (each SM sees a fresh 4 KB per block
 *                          and pass), stays in the 50 MB L2
 *   mask 2097151   32 MB:  in L2, above one of its two 25 MB halves
 *   mask 134217727 larger than what is read (T * iters = 1056 * 256 * 256
 *                  = 69206016 elements, 1.03 GiB): every byte from DRAM once
 * Per launch: W * iters load requests, 16 sectors each; W requests of
 * 4 sectors stored.
 */
__global__ void __launch_bounds__(256, 8) micro_read(float *out, const float4 *in, int mask, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int total = gridDim.x * blockDim.x;
	float acc = 0.0f;

	for (int k = 0; k < iters; k++) {
		float4 v = in[(gid + k * total) & mask];

		acc += v.x + v.y + v.z + v.w;
	}
	out[gid] = acc;
}

/*
 * Uncoalesced loads: 4-byte loads, lane l of thread g reading float
 * ((g + k * T) * stride) & mask. At stride 8 every lane has its own 32-byte
 * sector (32 sectors per request, 8 lines), at stride 32 its own line
 * (32 sectors, 32 lines); 4 useful bytes in each 32 moved. mask 2097151
 * keeps 8 MB (in L2); mask 268435455 spans the 1 GiB buffer (DRAM).
 * Per launch: W * iters requests, 32 sectors each.
 */
__global__ void __launch_bounds__(256, 8) micro_gather(float *out,
	const float *in, int stride, int mask, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int total = gridDim.x * blockDim.x;
	float acc = 0.0f;

	for (int k = 0; k < iters; k++)
		acc += in[((gid + k * total) * stride) & mask];
	out[gid] = acc;
}

/*
 * Uncoalesced stores, the other side of a naive transpose: the same
 * addresses as micro_gather, written. Per launch: W * iters store
 * requests, 32 sectors each.
 */
__global__ void __launch_bounds__(256, 8) micro_scatter(float *out,
	int stride, int mask, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int total = gridDim.x * blockDim.x;

	for (int k = 0; k < iters; k++)
		out[((gid + k * total) * stride) & mask] = 1.0f + k;
}

/*
 * Copy, grid-stride: `iters` float4 per thread, 1.03 GiB read and 1.03 GiB
 * written at iters = 256 on 1056 blocks of 256. Per launch: W * iters
 * load and store requests, 16 sectors each.
 */
__global__ void __launch_bounds__(256, 8) micro_copy(float4 *out, const float4 *in, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int total = gridDim.x * blockDim.x;

	for (int k = 0; k < iters; k++)
		out[gid + k * total] = in[gid + k * total];
}

/*
 * Copy, one float4 per thread, the shape of most elementwise kernels:
 * 262144 blocks of 256 move 1 GiB each way.  The same bytes in blocks of
 * 128, 512 and 1024 (524288, 131072, 65536 blocks): the held-out gelu and
 * permute ran 0.7 times their prediction at 512 and 1024 threads a block.
 * Predicted before the run (warpcheck lint --time): 0.550, 0.548 and
 * 0.548 ms (DRAM-bound as at 256, 0.548: the model sees the same bytes;
 * block starts 0.30, 0.076 and 0.038 ms alone).
 */
__global__ void micro_copy1(float4 *out, const float4 *in)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	out[gid] = in[gid];
}

/* Write only: `iters` float4 per thread, grid-stride, 1.03 GiB at
 * iters = 256 on 1056 blocks of 256. */
__global__ void __launch_bounds__(256, 8) micro_write(float4 *out, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int total = gridDim.x * blockDim.x;

	for (int k = 0; k < iters; k++)
		out[gid + k * total] = make_float4(1.0f, 2.0f, 3.0f, k);
}

/*
 * Block b streams its own contiguous chunk: `iters` float4 per thread,
 * element b * iters * blockDim.x + k * blockDim.x + threadIdx.x. With
 * iters = 64 and 256 threads a block reads 256 KB. Launched with 1, 8,
 * 32, 132, 528, 1056 and 2112 blocks: too few blocks keep too few bytes
 * in flight to reach DRAM bandwidth, and the time per byte shows it.
 */
__global__ void __launch_bounds__(256, 8) micro_stream(float *out, const float4 *in, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int base = blockIdx.x * iters * blockDim.x;
	float acc = 0.0f;

	for (int k = 0; k < iters; k++) {
		float4 v = in[base + k * blockDim.x + threadIdx.x];

		acc += v.x + v.y + v.z + v.w;
	}
	out[gid] = acc;
}

/*
 * Loads one after another: a loop stepping by blockDim.x, which nvcc does
 * not unroll, so each pass waits for its load (smem_stride.cu's fill loop
 * has this shape). `n` floats of a buffer that stays in L2 between
 * launches, read by every block: n / blockDim.x loads per thread, each a
 * full round trip to L2. Per launch: blocks * warps * n / blockDim.x
 * requests, 4 sectors each (32 floats per warp, aligned).
 */
__global__ void micro_chain(float *out, const float *in, int n)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float acc = 0.0f;

	for (int i = threadIdx.x; i < n; i += blockDim.x)
		acc += in[i];
	out[gid] = acc;
}

/*
 * micro_stream without __launch_bounds__: nvcc 13.0 gives it 36 registers
 * (ptxas -v), so 6 blocks of 256 fit on an SM (65536 registers, 1280 per
 * warp after rounding to 256), 48 warps: occupancy limited by registers.
 */
__global__ void micro_stream_regs(float *out, const float4 *in, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int base = blockIdx.x * iters * blockDim.x;
	float acc = 0.0f;

	for (int k = 0; k < iters; k++) {
		float4 v = in[base + k * blockDim.x + threadIdx.x];

		acc += v.x + v.y + v.z + v.w;
	}
	out[gid] = acc;
}

/*
 * micro_stream with shared memory that only limits how many blocks fit on
 * an SM (228 KB per SM, 1 KB reserved per block): the array is written
 * once and read once per thread, after the stream.
 *   micro_occ_20k, block 128:  20 KB + 1: 10 blocks, 40 warps per SM
 *   micro_occ_40k, block 128:  40 KB + 1:  5 blocks, 20 warps
 *   micro_occ_48k, block 128:  48 KB + 1:  4 blocks, 16 warps
 *   micro_occ_48k, block 64:                4 blocks,  8 warps
 *   micro_occ_48k, block 32:                4 blocks,  4 warps
 * and micro_stream at block 128: 16 blocks, 64 warps. Same bytes per
 * launch in every variant: 4224 blocks-worth of 128 threads * 64 float4.
 */
__global__ void micro_occ_20k(float *out, const float4 *in, int iters)
{
	__shared__ float pad[5120];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int base = blockIdx.x * iters * blockDim.x;
	float acc = 0.0f;

	for (int k = 0; k < iters; k++) {
		float4 v = in[base + k * blockDim.x + threadIdx.x];

		acc += v.x + v.y + v.z + v.w;
	}
	pad[threadIdx.x] = acc;
	__syncthreads();
	out[gid] = pad[blockDim.x - 1 - threadIdx.x];
}

__global__ void micro_occ_40k(float *out, const float4 *in, int iters)
{
	__shared__ float pad[10240];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int base = blockIdx.x * iters * blockDim.x;
	float acc = 0.0f;

	for (int k = 0; k < iters; k++) {
		float4 v = in[base + k * blockDim.x + threadIdx.x];

		acc += v.x + v.y + v.z + v.w;
	}
	pad[threadIdx.x] = acc;
	__syncthreads();
	out[gid] = pad[blockDim.x - 1 - threadIdx.x];
}

__global__ void micro_occ_48k(float *out, const float4 *in, int iters)
{
	__shared__ float pad[12288];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int base = blockIdx.x * iters * blockDim.x;
	float acc = 0.0f;

	for (int k = 0; k < iters; k++) {
		float4 v = in[base + k * blockDim.x + threadIdx.x];

		acc += v.x + v.y + v.z + v.w;
	}
	pad[threadIdx.x] = acc;
	__syncthreads();
	out[gid] = pad[blockDim.x - 1 - threadIdx.x];
}

/*
 * A DRAM stream and shared loads in one loop: per iteration one float4
 * from DRAM (512 bytes per warp) and 4 shared loads at word stride
 * `stride` (4 * D wavefronts per warp). Block b streams its own chunk as
 * in micro_stream; 8 blocks of 256 per SM, iters = 64 (270 MB).
 * Per SM and iteration of all 64 warps: 32 KB from DRAM (about 950 cycles
 * at 4.5 TB/s over 132 SMs at 1.98 GHz), 256 * D shared wavefronts. The
 * two meet near D = 4; stride 0 reads one word (a broadcast, D = 1).
 * Per launch: W * iters global requests (16 sectors), W * iters * 4
 * shared ld instructions, W * iters * 4 * D wavefronts.
 */
__global__ void __launch_bounds__(256, 8) micro_mix_smem_dram(float *out, const float4 *in, int stride,
				    int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int base = blockIdx.x * iters * blockDim.x;
	float acc = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = 1.0f + i;
	__syncthreads();
	for (int k = 0; k < iters; k++) {
		float4 v = in[base + k * blockDim.x + threadIdx.x];

		acc += v.x + v.y + v.z + v.w;
		acc += s[(threadIdx.x * stride + 128 * k) % 2048];
		acc += s[(threadIdx.x * stride + 128 * k + 32) % 2048];
		acc += s[(threadIdx.x * stride + 128 * k + 64) % 2048];
		acc += s[(threadIdx.x * stride + 128 * k + 96) % 2048];
	}
	out[gid] = acc;
}

/*
 * Phases split by a barrier, as in a tiled transpose: each block copies
 * 2048 floats from DRAM into shared memory (8 coalesced loads a thread),
 * waits at a barrier, reads 8 words at word stride `stride` (D = gcd(S, 32)
 * wavefronts each, as in micro_core.cu) and writes them back out
 * coalesced. 16384 blocks of 256 move 128 MB each way. Beside
 * micro_mix_smem_dram (the same two resources in one loop, no barrier),
 * this measures how far a memory phase and a shared phase overlap when a
 * barrier separates them. Per launch: global ld and st 16384 * 8 * 8
 * requests, 4 sectors each; shared st 1048576 requests, 1 wavefront each;
 * shared ld 1048576 requests, D wavefronts each.
 */
__global__ void __launch_bounds__(256, 8) micro_phase(float *out, const float *in,
						      int stride)
{
	__shared__ float s[2048];
	int base = blockIdx.x * 2048;

	for (int j = 0; j < 8; j++)
		s[threadIdx.x + 256 * j] = in[base + threadIdx.x + 256 * j];
	__syncthreads();
	for (int j = 0; j < 8; j++)
		out[base + threadIdx.x + 256 * j] =
			s[(threadIdx.x * stride + 32 * j) % 2048];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

/* Elements of float4 in each of the two big buffers: 1056 * 256 * 256,
 * enough for every variant below on up to 132 SMs (1.03 GiB each). */
#define BIG4 ((size_t)1056 * 256 * 256)

static float4 *g_a, *g_b;
static float *g_out;

static void launch_read(const struct variant *v)
{
	micro_read<<<v->grid, v->block>>>(g_out, g_a, v->arg0, v->arg1);
}

static void launch_gather(const struct variant *v)
{
	micro_gather<<<v->grid, v->block>>>(g_out, (const float *)g_a,
					    v->arg0, v->arg1, 64);
}

static void launch_scatter(const struct variant *v)
{
	micro_scatter<<<v->grid, v->block>>>((float *)g_b, v->arg0,
					     v->arg1, 64);
}

static void launch_copy(const struct variant *v)
{
	micro_copy<<<v->grid, v->block>>>(g_b, g_a, v->arg1);
}

static void launch_copy1(const struct variant *v)
{
	micro_copy1<<<v->grid, v->block>>>(g_b, g_a);
}

static void launch_write(const struct variant *v)
{
	micro_write<<<v->grid, v->block>>>(g_b, v->arg1);
}

static void launch_stream(const struct variant *v)
{
	micro_stream<<<v->grid, v->block>>>(g_out, g_a, v->arg1);
}

static void launch_phase(const struct variant *v)
{
	micro_phase<<<v->grid, v->block>>>((float *)g_b, (const float *)g_a, v->arg0);
}

static void launch_chain(const struct variant *v)
{
	micro_chain<<<v->grid, v->block>>>(g_out, (const float *)g_a, v->arg0);
}

static void launch_stream_regs(const struct variant *v)
{
	micro_stream_regs<<<v->grid, v->block>>>(g_out, g_a, v->arg1);
}

static void launch_occ_20k(const struct variant *v)
{
	micro_occ_20k<<<v->grid, v->block>>>(g_out, g_a, v->arg1);
}

static void launch_occ_40k(const struct variant *v)
{
	micro_occ_40k<<<v->grid, v->block>>>(g_out, g_a, v->arg1);
}

static void launch_occ_48k(const struct variant *v)
{
	micro_occ_48k<<<v->grid, v->block>>>(g_out, g_a, v->arg1);
}

static void launch_mix(const struct variant *v)
{
	micro_mix_smem_dram<<<v->grid, v->block>>>(g_out, g_a, v->arg0,
						    v->arg1);
}

/*
 * grid (x, 1, 1): x blocks per SM (main() multiplies by the SM count);
 * grid (x, 1, 0): x blocks, whatever the SM count (z = 0 marks it).
 */
#define READ(m, it) { "micro_read", "mask=" #m ";iters=" #it, dim3(8), \
		      dim3(256), m, it, launch_read, NULL }
#define GATHER(s, m)  { "micro_gather", "stride=" #s ";mask=" #m ";iters=64", \
			dim3(8), dim3(256), s, m, launch_gather, NULL }
#define SCATTER(s, m) { "micro_scatter", "stride=" #s ";mask=" #m ";iters=64", \
			dim3(8), dim3(256), s, m, launch_scatter, NULL }
#define STREAM(b)   { "micro_stream", "iters=64", dim3(b, 1, 0), dim3(256), 0, \
		      64, launch_stream, NULL }
#define PHASE(s)    { "micro_phase", "stride=" #s, dim3(16384, 1, 0), dim3(256), s, \
		      0, launch_phase, NULL }
#define MIX(s)      { "micro_mix_smem_dram", "stride=" #s ";iters=64", \
		      dim3(8), dim3(256), s, 64, launch_mix, NULL }
/* 128 threads * 64 float4 per block; blocks per variant keep the bytes
 * equal: 4224 blocks of 128 (= 32 per SM on 132 SMs), 8448 of 64, 16896
 * of 32. */
#define OCC(name, fn, t, b) { name, "iters=64", dim3(b), dim3(t), 0, 64, \
			      fn, NULL }

static struct variant table[] = {
	READ(8191, 256), READ(524287, 256), READ(2097151, 256),
	READ(134217727, 256),
	{ "micro_copy", "iters=256", dim3(8), dim3(256), 0, 256,
	  launch_copy, NULL },
	{ "micro_copy1", "", dim3(262144, 1, 0), dim3(256), 0, 0,
	  launch_copy1, NULL },
	{ "micro_copy1", "", dim3(524288, 1, 0), dim3(128), 0, 0,
	  launch_copy1, NULL },
	{ "micro_copy1", "", dim3(131072, 1, 0), dim3(512), 0, 0,
	  launch_copy1, NULL },
	{ "micro_copy1", "", dim3(65536, 1, 0), dim3(1024), 0, 0,
	  launch_copy1, NULL },
	{ "micro_write", "iters=256", dim3(8), dim3(256), 0, 256,
	  launch_write, NULL },
	GATHER(8, 2097151), GATHER(32, 2097151), GATHER(32, 268435455),
	SCATTER(32, 2097151), SCATTER(32, 268435455),
	/* 256 loads per thread, one after another */
	{ "micro_chain", "n=8192", dim3(1, 1, 0), dim3(32), 8192, 0,
	  launch_chain, NULL },
	{ "micro_chain", "n=65536", dim3(1, 1, 0), dim3(256), 65536, 0,
	  launch_chain, NULL },
	{ "micro_chain", "n=65536", dim3(1), dim3(256), 65536, 0,
	  launch_chain, NULL },
	STREAM(1), STREAM(8), STREAM(32), STREAM(132), STREAM(528),
	STREAM(1056), STREAM(2112),
	{ "micro_stream_regs", "iters=64", dim3(8), dim3(256), 0, 64,
	  launch_stream_regs, NULL },
	{ "micro_stream", "iters=64", dim3(8), dim3(256), 0, 64,
	  launch_stream, NULL },
	OCC("micro_stream", launch_stream, 128, 32),
	OCC("micro_occ_20k", launch_occ_20k, 128, 32),
	OCC("micro_occ_40k", launch_occ_40k, 128, 32),
	OCC("micro_occ_48k", launch_occ_48k, 128, 32),
	OCC("micro_occ_48k", launch_occ_48k, 64, 64),
	OCC("micro_occ_48k", launch_occ_48k, 32, 128),
	MIX(0), MIX(1), MIX(2), MIX(4), MIX(8), MIX(16), MIX(32),
	PHASE(1), PHASE(8), PHASE(16), PHASE(32),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	size_t bytes = BIG4 * sizeof(float4), most = 0;
	int sms = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount,
					   0));
	for (int i = 0; i < count; i++) {
		struct variant *v = &table[i];

		if (v->grid.z == 0)
			v->grid = dim3(v->grid.x);
		else
			v->grid = dim3(v->grid.x * sms);
		if ((size_t)v->grid.x * v->block.x > most)
			most = (size_t)v->grid.x * v->block.x;
	}
	g_a = (float4 *)bench_alloc(bytes);
	g_b = (float4 *)bench_alloc(bytes);
	g_out = (float *)bench_alloc(most * sizeof(float));
	/* 0x3f3f3f3f = 0.747 as a float: non-zero everywhere, written without
	 * a kernel (a 1 GiB host fill would take seconds) */
	BENCH_CHECK(cudaMemset(g_a, 0x3f, bytes));
	bench_poison(g_b, bytes);
	bench_poison(g_out, most * sizeof(float));

	rc = bench_main(argc, argv, "micro_mem", table, count);
	cudaFree(g_a);
	cudaFree(g_b);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
