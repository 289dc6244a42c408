/*
 * micro_core.cu - rates inside one SM, for the time model: shared-memory
 * wavefronts per cycle at each conflict degree, L1-hit global loads (tag
 * lookups and sectors per request), FP32 FMA issue, launch overhead, and
 * two mixes (FMA with shared loads; shared loads of several degrees) that
 * show how far those resources overlap.
 *
 * Unless a variant says otherwise: block 256 threads (8 warps), grid 8
 * blocks per SM (8 * 132 = 1056 on an H200): 64 warps on every SM, one wave.
 * The host fills the grid size from the SM count, so "sm8" in a variant
 * name means 8 blocks per SM.
 *
 * Shared loads follow smem_stride.cu: lane l reads word
 * (l * S + 32 * k) % 2048 in iteration k, so a warp's 32 lanes read distinct
 * words in 32 / gcd(S, 32) banks: D = gcd(S, 32) wavefronts per load for
 * S = 1, 2, 4, 8, 16, 32 (1, 2, 4, 8, 16, 32). The loop is unrolled by 8 into
 * four independent sums, so that neither load latency nor the FADD chain
 * hides the shared data stage.
 */

/*
 * Shared loads at word stride `stride`, `iters` per thread (a multiple of 8).
 * Per launch, W = warps in the grid: shared ld W * iters instructions,
 * W * iters * D wavefronts; fill: 8 iterations of 1 STS and 1 coalesced LDG
 * per warp (2048 words / 256 threads); 1 coalesced store per warp.
 */
__global__ void micro_smem_ld(float *out, const float *in, int stride,
			      int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
#pragma unroll 8
	for (int k = 0; k < iters; k += 4) {
		a0 += s[(threadIdx.x * stride + 32 * k) % 2048];
		a1 += s[(threadIdx.x * stride + 32 * k + 32) % 2048];
		a2 += s[(threadIdx.x * stride + 32 * k + 64) % 2048];
		a3 += s[(threadIdx.x * stride + 32 * k + 96) % 2048];
	}
	out[gid] = a0 + a1 + a2 + a3;
}

/*
 * 16-byte shared loads (LDS.128), as register-tiled GEMMs issue them:
 * lane l reads float4 (l * stride + 32 * k) % 512 of a 512-float4 array.
 * A warp's 512 bytes take 4 wavefronts at stride 1 (8 lanes per pass);
 * stride 2 spreads 32 lanes over 16 distinct 16-byte slots of each bank
 * quarter: 8. Per launch: W * iters LDS.128, W * iters * {4, 8} wavefronts.
 */
__global__ void micro_smem_ld4(float *out, const float *in, int stride,
			       int iters)
{
	__shared__ float4 s4[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float4 a = make_float4(0.0f, 0.0f, 0.0f, 0.0f);

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s4[i] = make_float4(in[4 * i], in[4 * i + 1], in[4 * i + 2],
				    in[4 * i + 3]);
	__syncthreads();
#pragma unroll 8
	for (int k = 0; k < iters; k++) {
		float4 v = s4[(threadIdx.x * stride + 32 * k) % 512];

		a.x += v.x;
		a.y += v.y;
		a.z += v.z;
		a.w += v.w;
	}
	out[gid] = a.x + a.y + a.z + a.w;
}

/*
 * Shared stores at word stride `stride`, `iters` per thread, then one
 * load so that the stores stay. Per launch: shared st W * iters
 * instructions, W * iters * D wavefronts; shared ld W, W * D.
 */
__global__ void micro_smem_st(float *out, const float *in, int stride,
			      int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float v = in[gid % 4096];

#pragma unroll 8
	for (int k = 0; k < iters; k++)
		s[(threadIdx.x * stride + 32 * k) % 2048] = v + k;
	__syncthreads();
	out[gid] = s[(threadIdx.x * stride) % 2048];
}

/*
 * Global loads that hit L1: a 16 KB array (4096 floats) read over and over.
 * Lane l reads float (l * stride + 32 * k) % 4096 in iteration k:
 *   stride 1:  32 consecutive floats, 1 line of 128 B, 4 sectors
 *   stride 2:  64 floats, 2 lines, 8 sectors
 *   stride 8:  256 floats, 8 lines, 32 sectors (one per lane)
 *   stride 32: 1024 floats, 32 lines, 32 sectors
 *   stride 0:  one float for every lane, 1 line, 1 sector (a broadcast,
 *              as gemm_coalesced reads its row of A)
 * Per launch: W * iters requests, W * iters * {4, 8, 32, 32, 1} sectors; the
 * first touch of each line misses, every later one hits.
 */
__global__ void micro_l1_ld(float *out, const float *in, int stride,
			    int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;

#pragma unroll 8
	for (int k = 0; k < iters; k += 4) {
		a0 += in[(threadIdx.x * stride + 32 * k) % 4096];
		a1 += in[(threadIdx.x * stride + 32 * k + 32) % 4096];
		a2 += in[(threadIdx.x * stride + 32 * k + 64) % 4096];
		a3 += in[(threadIdx.x * stride + 32 * k + 96) % 4096];
	}
	out[gid] = a0 + a1 + a2 + a3;
}

/*
 * gemm_coalesced's loop (kernels/gemm.cu) on an array of our own: per pass
 * a broadcast load (every lane of a warp one word; warp y's row moves a
 * word a pass, within the first 4096 words for iters 2048) and a coalesced one (32 consecutive floats, one line, the
 * same for every warp of the block), one FFMA chain.  Block (32, 32), 2
 * blocks an SM: 64 warps, as gemm_coalesced runs.  rowstride 32: the
 * coalesced load's line moves 128 bytes a pass within 16 KB (every load
 * hits L1 after its first touch); rowstride 2048: 8 KB a pass within 1 MB,
 * as a column of B does (each line read first by one warp from L2, then
 * by the block's other 31 from L1).  Per launch: 2 W iters requests, 1
 * line each, W iters (1 + 4) sectors.  Predicted before the run
 * (warpcheck lint --time): 152 us at both, bound by L1 tag lookups
 * (132 us at one line a cycle); gemm_coalesced, the same pattern, ran
 * 1.3 times its prediction, so 200 us here if the pattern is the cause;
 * micro_l1_ld stride 0 (a broadcast, 1 line a request): 107 us, bound by
 * issue (L1 66 us).
 */
__global__ void micro_l1_pair(float *out, const float *in, int rowstride,
			      int iters)
{
	int col = (blockIdx.x % 64) * 32 + threadIdx.x;
	int mask = rowstride * 128 - 1;
	float sum = 0.0f;

	for (int k = 0; k < iters; k++)
		sum += in[threadIdx.y * 64 + k] * in[(k * rowstride + col) & mask];
	out[(blockIdx.x * 32 + threadIdx.y) * 32 + threadIdx.x] = sum;
}

/*
 * Run 2: L1 hits as micro_l1_ld's, but each warp on lines of its own.  In
 * run 1 a request of one line took 1.84 cycles of L1 (micro_l1_ld stride
 * 1 and 2, micro_l1_pair: 0.54 requests a cycle), where requests of 8 or
 * 32 lines ran at a line a cycle; there every warp of the GPU reads the
 * same 16 KB.  Here warp w of block b reads its own 512 bytes, word
 * (b * 8 + w) * 128 + (l * stride + 32 k) % 128: stride 1, 1 line a
 * request; stride 2, 2 lines.  64 warps an SM keep 32 KB: L1 hits after
 * the first touch.  Per launch: W iters requests, {1, 2} lines each.
 * Predicted before run 2: warpcheck lint --time says 230 and 447 us,
 * bound by L2 (it takes the 4.3 MB array for what each SM reads, so no L1
 * hits); by hand, with L1 hits, 122 us at stride 1 if a one-line request
 * costs 1.84 cycles wherever its line is (issue, 126 us as warpcheck
 * counts it, about as much), 66 us if it costs 1 as it did only for
 * requests of 8 lines or more; stride 2: 132 us (2 lines a request).
 */
__global__ void micro_l1_own(float *out, const float *in, int stride,
			     int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	const float *mine = in + (blockIdx.x * 8 + threadIdx.x / 32) * 128;
	int lane = threadIdx.x % 32;
	float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;

#pragma unroll 8
	for (int k = 0; k < iters; k += 4) {
		a0 += mine[(lane * stride + 32 * k) % 128];
		a1 += mine[(lane * stride + 32 * k + 32) % 128];
		a2 += mine[(lane * stride + 32 * k + 64) % 128];
		a3 += mine[(lane * stride + 32 * k + 96) % 128];
	}
	out[gid] = a0 + a1 + a2 + a3;
}

/*
 * FP32 FMA issue: 8 independent chains of `iters` FMAs per thread.
 * Per launch: W * iters * 8 warp-level FFMA, no memory in the loop.
 * An H200 SM issues 4 warp FFMA per cycle (128 lanes), so with 64 warps
 * per SM the pipe, not latency, should bound it.
 */
__global__ void micro_fma8(float *out, const float *in, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[gid % 2048], y = x * 0.5f;
	float a0 = x, a1 = x + 1.0f, a2 = x + 2.0f, a3 = x + 3.0f;
	float a4 = y, a5 = y + 1.0f, a6 = y + 2.0f, a7 = y + 3.0f;

	for (int k = 0; k < iters; k++) {
		a0 = fmaf(a0, 0.999f, 0.001f);
		a1 = fmaf(a1, 0.999f, 0.001f);
		a2 = fmaf(a2, 0.999f, 0.001f);
		a3 = fmaf(a3, 0.999f, 0.001f);
		a4 = fmaf(a4, 0.999f, 0.001f);
		a5 = fmaf(a5, 0.999f, 0.001f);
		a6 = fmaf(a6, 0.999f, 0.001f);
		a7 = fmaf(a7, 0.999f, 0.001f);
	}
	out[gid] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;
}

/*
 * One FMA chain per thread: each FMA waits for the one before (about 4
 * cycles), so with few warps per SM the latency, not the pipe, bounds it.
 * Per launch: W * iters warp-level FFMA.
 */
__global__ void micro_fma1(float *out, const float *in, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float a = in[gid % 2048];

	for (int k = 0; k < iters; k++)
		a = fmaf(a, 0.999f, 0.001f);
	out[gid] = a;
}

/*
 * FMA and shared loads in one loop: per iteration one shared load at word
 * stride `stride` (D wavefronts) feeding 16 FMAs (4 chains of 4).
 * Per launch: shared ld W * iters instructions, W * iters * D wavefronts;
 * W * iters * 16 FFMA. With 64 warps per SM the FMAs take 64 * 16 / 4 =
 * 256 cycles per iteration and SM, the loads 64 * D: the two meet at D = 4.
 */
__global__ void micro_fma_smem(float *out, const float *in, int stride,
			       int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float a0 = 0.0f, a1 = 1.0f, a2 = 2.0f, a3 = 3.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
#pragma unroll 4
	for (int k = 0; k < iters; k++) {
		float x = s[(threadIdx.x * stride + 32 * k) % 2048];

		a0 = fmaf(a0, x, 0.001f);
		a1 = fmaf(a1, x, 0.001f);
		a2 = fmaf(a2, x, 0.001f);
		a3 = fmaf(a3, x, 0.001f);
		a0 = fmaf(a0, x, 0.002f);
		a1 = fmaf(a1, x, 0.002f);
		a2 = fmaf(a2, x, 0.002f);
		a3 = fmaf(a3, x, 0.002f);
		a0 = fmaf(a0, x, 0.003f);
		a1 = fmaf(a1, x, 0.003f);
		a2 = fmaf(a2, x, 0.003f);
		a3 = fmaf(a3, x, 0.003f);
		a0 = fmaf(a0, x, 0.004f);
		a1 = fmaf(a1, x, 0.004f);
		a2 = fmaf(a2, x, 0.004f);
		a3 = fmaf(a3, x, 0.004f);
	}
	out[gid] = a0 + a1 + a2 + a3;
}

/*
 * Barriers one after another: each pass stores a word, waits at a barrier,
 * reads a neighbour's word and waits again, so a pass costs two barrier
 * rounds and two shared accesses' latency, one after the other, as each
 * level of a tree reduction does. Per launch: W * iters shared st and ld,
 * 1 wavefront each (lane l's word l and l + 1, 32 distinct banks).
 * Launched with 1 block of 256 per SM (nothing else to hide the wait) and
 * 8 (eight blocks taking turns).
 */
__global__ void micro_barrier(float *out, const float *in, int iters)
{
	__shared__ float s[256];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float v = in[threadIdx.x];

	for (int k = 0; k < iters; k++) {
		s[threadIdx.x] = v;
		__syncthreads();
		v = v * 0.5f + s[(threadIdx.x + 1) % 256];
		__syncthreads();
	}
	out[gid] = v;
}

/*
 * Nothing at all: the time of a launch. Variants: 1 block of 32 threads,
 * 8 blocks of 256 per SM (one wave), and 64 blocks of 256 per SM (eight
 * waves of empty blocks: the cost of starting a block).
 */
__global__ void micro_empty(float *out)
{
}

#ifndef __CUDA_ARCH__
#include "bench.h"

/* 4.3 MB: micro_l1_own's 512 bytes for each of 8 warps of 1056 blocks;
 * micro_l1_pair at rowstride 2048 reads 1 MB, the rest the first 4096
 * words */
#define FILL_WORDS (1056 * 8 * 128)

static float *g_in;
static float *g_out;

static void launch_smem_ld(const struct variant *v)
{
	micro_smem_ld<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_smem_ld4(const struct variant *v)
{
	micro_smem_ld4<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_smem_st(const struct variant *v)
{
	micro_smem_st<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_l1_ld(const struct variant *v)
{
	micro_l1_ld<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_l1_pair(const struct variant *v)
{
	micro_l1_pair<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_l1_own(const struct variant *v)
{
	micro_l1_own<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_fma8(const struct variant *v)
{
	micro_fma8<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_fma1(const struct variant *v)
{
	micro_fma1<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_fma_smem(const struct variant *v)
{
	micro_fma_smem<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_barrier(const struct variant *v)
{
	micro_barrier<<<v->grid, v->block>>>(g_out, g_in, v->arg1);
}

static void launch_empty(const struct variant *v)
{
	micro_empty<<<v->grid, v->block>>>(g_out);
}

/*
 * grid.x is blocks per SM here; main() multiplies it by the SM count.
 * Iteration counts keep each variant near 0.1-2 ms on an H200.
 */
#define SMEM(s, it)  { "micro_smem_ld", "stride=" #s ";iters=" #it, dim3(8), \
		       dim3(256), s, it, launch_smem_ld, NULL }
#define SMST(s, it)  { "micro_smem_st", "stride=" #s ";iters=" #it, dim3(8), \
		       dim3(256), s, it, launch_smem_st, NULL }
#define L1(s, it)    { "micro_l1_ld", "stride=" #s ";iters=" #it, dim3(8), \
		       dim3(256), s, it, launch_l1_ld, NULL }
#define FSM(s, it)   { "micro_fma_smem", "stride=" #s ";iters=" #it, dim3(8), \
		       dim3(256), s, it, launch_fma_smem, NULL }

static struct variant table[] = {
	SMEM(1, 2048), SMEM(2, 2048), SMEM(4, 2048), SMEM(8, 1024),
	SMEM(16, 512), SMEM(32, 256),
	SMST(1, 2048), SMST(32, 256),
	{ "micro_smem_ld4", "stride=1;iters=1024", dim3(8), dim3(256), 1, 1024,
	  launch_smem_ld4, NULL },
	{ "micro_smem_ld4", "stride=2;iters=512", dim3(8), dim3(256), 2, 512,
	  launch_smem_ld4, NULL },
	L1(1, 2048), L1(2, 2048), L1(8, 1024), L1(32, 512), L1(0, 2048),
	{ "micro_l1_pair", "rowstride=32;iters=2048", dim3(2), dim3(32, 32),
	  32, 2048, launch_l1_pair, NULL },
	{ "micro_l1_pair", "rowstride=2048;iters=2048", dim3(2), dim3(32, 32),
	  2048, 2048, launch_l1_pair, NULL },
	{ "micro_l1_own", "stride=1;iters=2048", dim3(8), dim3(256), 1, 2048,
	  launch_l1_own, NULL },
	{ "micro_l1_own", "stride=2;iters=2048", dim3(8), dim3(256), 2, 2048,
	  launch_l1_own, NULL },
	{ "micro_fma8", "iters=4096", dim3(8), dim3(256), 0, 4096,
	  launch_fma8, NULL },
	{ "micro_fma1", "iters=4096", dim3(8), dim3(256), 0, 4096,
	  launch_fma1, NULL },
	/* one warp per SM: latency-bound */
	{ "micro_fma1", "iters=4096", dim3(1), dim3(32), 0, 4096,
	  launch_fma1, NULL },
	FSM(1, 1024), FSM(2, 1024), FSM(4, 1024), FSM(8, 1024),
	FSM(32, 512),
	{ "micro_barrier", "iters=1024", dim3(1), dim3(256), 0, 1024,
	  launch_barrier, NULL },
	{ "micro_barrier", "iters=1024", dim3(8), dim3(256), 0, 1024,
	  launch_barrier, NULL },
	{ "micro_empty", "", dim3(0), dim3(32), 0, 0, launch_empty, NULL },
	{ "micro_empty", "", dim3(8), dim3(256), 0, 0, launch_empty, NULL },
	{ "micro_empty", "", dim3(64), dim3(256), 0, 0, launch_empty, NULL },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, most = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount,
					   0));
	for (int i = 0; i < count; i++) {
		/* grid.x 0: a single block */
		table[i].grid = dim3(table[i].grid.x ? table[i].grid.x * sms : 1);
		if ((int)(table[i].grid.x * table[i].block.x * table[i].block.y) > most)
			most = table[i].grid.x * table[i].block.x * table[i].block.y;
	}
	g_in = (float *)bench_alloc(FILL_WORDS * sizeof(float));
	g_out = (float *)bench_alloc((size_t)most * sizeof(float));
	bench_fill_float(g_in, FILL_WORDS, 21);
	bench_poison(g_out, (size_t)most * sizeof(float));

	rc = bench_main(argc, argv, "micro_core", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
