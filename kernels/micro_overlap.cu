/*
 * micro_overlap.cu - how far two resources overlap, as a function of the
 * warps each scheduler has to choose from.
 *
 * The time model combines resources' alone-times as a p-norm whose p was
 * measured with 64 warps on an SM (micro_core.cu micro_fma_smem,
 * micro_mem.cu micro_mix_smem_dram).  With few warps a scheduler often has
 * none ready: a warp waiting for its shared load cannot issue its FMAs,
 * so the two parts add up instead of hiding each other.  Each mix below
 * runs at w = 1, 2, 3, 4, 6, 8, 12, 16 warps per scheduler, beside each of
 * its parts alone at the same w (the same loop with the other part taken
 * out), so that the alone-times at that occupancy are measured too.
 *
 * Launch: block 128 threads (4 warps: one per scheduler), grid w blocks
 * per SM (main() multiplies by the SM count: one wave), and the launcher
 * asks for dynamic shared memory that leaves room for w blocks an SM and
 * no more (so the block scheduler cannot stack two SMs' blocks on one).
 * The dynamic shared memory is not used; 8 KB static shared per block.
 * Iterations per thread scale as 1/w, so each SM does the same work at
 * every w: time against w shows what occupancy costs.
 *
 * Mix 1, shared with issue (stride 4, iters = 12288 / w):
 *   micro_ov_fma_smem: per pass one LDS at word stride 4 (lane l, word
 *     (4 l + 32 k) % 2048: 4 wavefronts) feeding 16 FFMA in 4 chains.
 *   micro_ov_smem1: the same LDS, each into one of 4 FADD sums.
 *   micro_ov_fma: the same 16 FFMA on a value loaded once.
 * Per launch, W = 528 w warps: W * iters LDS, 4 W iters wavefronts;
 * 16 W iters FFMA.  With 16 warps a scheduler the SM takes 4 cycles a
 * warp-pass for the wavefronts and 16 / 3.66 = 4.4 for the FFMA alone:
 * near balance, where overlap matters most.  At stride 8 (w = 1, 2, 4, 8,
 * 16; the FFMA part is the same kernel) the shared part is the larger.
 *
 * Mix 2, shared with DRAM (stride 8, iters = 1536 / w):
 *   micro_ov_smem_dram: per pass one coalesced float4 LDG from a fresh
 *     512 bytes of each warp's stretch (415 MB a launch, beyond L2) and
 *     4 LDS at word stride 8 (8 wavefronts each).
 *   micro_ov_dram: the LDG alone;  micro_ov_smem4: the 4 LDS alone.
 * Per launch: W iters LDG (16 sectors each), 4 W iters LDS, 32 W iters
 * wavefronts.  With 16 warps a scheduler: DRAM 415 MB / 3.97 TB/s =
 * 105 us, shared 64 * 96 * 32 cycles = 99 us.
 *
 * Predicted before the run by warpcheck lint --time (the model of
 * 2026-11-30: p = 6 at every occupancy, no latency for shared loads or
 * FMA chains), in microseconds, launch included:
 *                       w:  1    2    3    4    6    8   12   16
 *   micro_ov_fma_smem s4: 152  153  153  153  153  153  153  153
 *   micro_ov_smem1    s4: 106  106  106  106  106  106  106  106
 *   micro_ov_fma      s4: 127  127  127  127  127  127  127  127
 *   micro_ov_fma_smem s8: 209  210   .  210   .   210   .  210
 *   micro_ov_smem1    s8: 205  205   .  205   .   205   .  205
 *   micro_ov_smem_dram:   728  377  265  212  168  155  151  151
 *   micro_ov_dram:        364  186  133  117  112  111  111  111
 *   micro_ov_smem4:       106  106  106  106  106  106  106  106
 * By hand, what is expected instead: the parts alone hold their rates
 * down to w = 1 (micro_ov_fma's 4 chains of FFMA, 4.5 cycles each, keep
 * a scheduler issuing about once a cycle with one warp; micro_ov_smem1
 * has 8 LDS of a warp in flight, 128 wavefronts an SM at w = 1, more than
 * an LDS's some 30 cycles), but the mix does not: nvcc hoists a pass's 4
 * LDS (unroll 4) and the first FFMA waits for its load, so at w = 1 a
 * warp spends about 30 cycles waiting and 64 issuing per 4 passes where
 * the parts alone take 64 each: some 1.5 x 127 = 190 us, not 152; at w
 * = 4 and above other warps fill the wait and the p = 6 norm should hold.
 */

/*
 * The kernels with shared memory fill its 2048 words without a global
 * load (a fill loop stepping by blockDim.x would wait for each load in
 * turn): 16 STS a thread, then a barrier.
 */

__global__ void __launch_bounds__(128, 16)
micro_ov_fma_smem(float *out, const float *in, int stride, int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float a0 = in[threadIdx.x % 32], a1 = a0 + 1.0f, a2 = a0 + 2.0f,
	      a3 = a0 + 3.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = 1.0f - 1e-6f * i;
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

__global__ void __launch_bounds__(128, 16)
micro_ov_smem1(float *out, const float *in, int stride, int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float a0 = in[threadIdx.x % 32], a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = 1.0f - 1e-6f * i;
	__syncthreads();
#pragma unroll 2
	for (int k = 0; k < iters; k += 4) {
		a0 += s[(threadIdx.x * stride + 32 * k) % 2048];
		a1 += s[(threadIdx.x * stride + 32 * k + 32) % 2048];
		a2 += s[(threadIdx.x * stride + 32 * k + 64) % 2048];
		a3 += s[(threadIdx.x * stride + 32 * k + 96) % 2048];
	}
	out[gid] = a0 + a1 + a2 + a3;
}

__global__ void __launch_bounds__(128, 16)
micro_ov_fma(float *out, const float *in, int stride, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[(threadIdx.x * stride) % 32];
	float a0 = x, a1 = x + 1.0f, a2 = x + 2.0f, a3 = x + 3.0f;

#pragma unroll 4
	for (int k = 0; k < iters; k++) {
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

__global__ void __launch_bounds__(128, 16)
micro_ov_smem_dram(float *out, const float4 *in, int stride, int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int base = blockIdx.x * iters * blockDim.x;
	float acc = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = 1.0f - 1e-6f * i;
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

__global__ void __launch_bounds__(128, 16)
micro_ov_dram(float *out, const float4 *in, int stride, int iters)
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

__global__ void __launch_bounds__(128, 16)
micro_ov_smem4(float *out, const float4 *in, int stride, int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float acc = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = 1.0f - 1e-6f * i;
	__syncthreads();
	for (int k = 0; k < iters; k++) {
		acc += s[(threadIdx.x * stride + 128 * k) % 2048];
		acc += s[(threadIdx.x * stride + 128 * k + 32) % 2048];
		acc += s[(threadIdx.x * stride + 128 * k + 64) % 2048];
		acc += s[(threadIdx.x * stride + 128 * k + 96) % 2048];
	}
	out[gid] = acc;
}

/*
 * Run 2: the same mix with a barrier every 16 passes, and its parts with
 * the same barriers.  Run 1 showed no loss of overlap down to w = 2 in the
 * loops above, whose warps drift apart; a barrier lines the block's warps
 * up again, so that they all wait for their loads at once and then all
 * issue FFMA at once (as a tiled GEMM's warps do between its barriers).
 * Block 128 (one warp a scheduler), w blocks an SM; iters = 12288 / w.
 * Per launch, beside the loops above: W iters / 16 barriers.
 * Predicted before run 2 by warpcheck lint --time (the model after run 1:
 * p = 6 within the SM's resources, barriers 21.6 ns each in the latency,
 * p = 2 between it and them), us, w = 1, 2, 4, 8, 16:
 *   micro_ov_fma_smem_bar  157 157 157 157 157
 *   micro_ov_smem1_bar     107 106 106 106 106
 *   micro_ov_fma_bar       131 130 130 130 130
 * By hand, if barriers undo the overlap at low w: at w = 1 the mix near
 * the sum of its parts (about 225 us), at w = 2 (gemm_warptile's) about
 * 190, and 157 from w = 4 or 8 up.
 */
__global__ void __launch_bounds__(128, 16)
micro_ov_fma_smem_bar(float *out, const float *in, int stride, int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float a0 = in[threadIdx.x % 32], a1 = a0 + 1.0f, a2 = a0 + 2.0f,
	      a3 = a0 + 3.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = 1.0f - 1e-6f * i;
	__syncthreads();
	for (int k0 = 0; k0 < iters; k0 += 16) {
#pragma unroll 4
		for (int k = k0; k < k0 + 16; k++) {
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
		__syncthreads();
	}
	out[gid] = a0 + a1 + a2 + a3;
}

__global__ void __launch_bounds__(128, 16)
micro_ov_smem1_bar(float *out, const float *in, int stride, int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float a0 = in[threadIdx.x % 32], a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = 1.0f - 1e-6f * i;
	__syncthreads();
	for (int k0 = 0; k0 < iters; k0 += 16) {
#pragma unroll 2
		for (int k = k0; k < k0 + 16; k += 4) {
			a0 += s[(threadIdx.x * stride + 32 * k) % 2048];
			a1 += s[(threadIdx.x * stride + 32 * k + 32) % 2048];
			a2 += s[(threadIdx.x * stride + 32 * k + 64) % 2048];
			a3 += s[(threadIdx.x * stride + 32 * k + 96) % 2048];
		}
		__syncthreads();
	}
	out[gid] = a0 + a1 + a2 + a3;
}

__global__ void __launch_bounds__(128, 16)
micro_ov_fma_bar(float *out, const float *in, int stride, int iters)
{
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	float x = in[(threadIdx.x * stride) % 32];
	float a0 = x, a1 = x + 1.0f, a2 = x + 2.0f, a3 = x + 3.0f;

	for (int k0 = 0; k0 < iters; k0 += 16) {
#pragma unroll 4
		for (int k = k0; k < k0 + 16; k++) {
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
		__syncthreads();
	}
	out[gid] = a0 + a1 + a2 + a3;
}

/*
 * Run 2: how far nvcc unrolls a loop whose trip count is known only at
 * run time.  Run 1's SASS unrolled micro_ov_smem_dram's 25-instruction
 * pass 4 times, where the model had said not at all (it stopped at 32
 * instructions a body); the model now unrolls such a loop at least 4
 * times.  This pass is twice as long (an LDG and 8 LDS): at w = 1 each
 * warp waits for its loads once every pass or every 4 passes.  Predicted
 * before run 2 (warpcheck, unrolled 4): 376 us at w = 1 (latency 312
 * alone, shared 199), 231 at w = 16 (shared: 8 LDS of 8 wavefronts a
 * pass, 199 alone); not unrolled, the latency at w = 1 would be 4 times
 * as long: some 1.25 ms.
 */
__global__ void __launch_bounds__(128, 16)
micro_ov_smem8_dram(float *out, const float4 *in, int stride, int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int base = blockIdx.x * iters * blockDim.x;
	float acc = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = 1.0f - 1e-6f * i;
	__syncthreads();
	for (int k = 0; k < iters; k++) {
		float4 v = in[base + k * blockDim.x + threadIdx.x];

		acc += v.x + v.y + v.z + v.w;
		acc += s[(threadIdx.x * stride + 256 * k) % 2048];
		acc += s[(threadIdx.x * stride + 256 * k + 32) % 2048];
		acc += s[(threadIdx.x * stride + 256 * k + 64) % 2048];
		acc += s[(threadIdx.x * stride + 256 * k + 96) % 2048];
		acc += s[(threadIdx.x * stride + 256 * k + 128) % 2048];
		acc += s[(threadIdx.x * stride + 256 * k + 160) % 2048];
		acc += s[(threadIdx.x * stride + 256 * k + 192) % 2048];
		acc += s[(threadIdx.x * stride + 256 * k + 224) % 2048];
	}
	out[gid] = acc;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

/* float4 elements the DRAM mixes read: 528 warps * 32 lanes * 1536 passes
 * (415 MB) whatever w, since iters = 1536 / w */
#define OV_BIG4 ((size_t)132 * 128 * 1536)

static float *g_in;
static float4 *g_big;
static float *g_out;
static int g_sms = 1;
static size_t g_smem_per_sm;

typedef void (*ov_kernel_f)(float *, const float *, int, int);
typedef void (*ov_kernel_f4)(float *, const float4 *, int, int);

static struct {
	const char *name;
	ov_kernel_f f;
	ov_kernel_f4 f4;
	size_t static_smem;       /* filled in by main() */
} kernels[] = {
	{ "micro_ov_fma_smem", micro_ov_fma_smem, NULL, 0 },
	{ "micro_ov_smem1", micro_ov_smem1, NULL, 0 },
	{ "micro_ov_fma", micro_ov_fma, NULL, 0 },
	{ "micro_ov_smem_dram", NULL, micro_ov_smem_dram, 0 },
	{ "micro_ov_dram", NULL, micro_ov_dram, 0 },
	{ "micro_ov_smem4", NULL, micro_ov_smem4, 0 },
	{ "micro_ov_fma_smem_bar", micro_ov_fma_smem_bar, NULL, 0 },
	{ "micro_ov_smem1_bar", micro_ov_smem1_bar, NULL, 0 },
	{ "micro_ov_fma_bar", micro_ov_fma_bar, NULL, 0 },
	{ "micro_ov_smem8_dram", NULL, micro_ov_smem8_dram, 0 },
};

/*
 * Dynamic shared memory that leaves room for w blocks an SM, not w + 1:
 * each block takes a 1/(w + 1/2) share of the SM's shared memory, less
 * the 1 KB the driver reserves per block and the kernel's static shared.
 */
static size_t ov_dynamic(const struct variant *v, size_t static_smem)
{
	unsigned w = v->grid.x / (unsigned)g_sms;
	size_t share = (size_t)((double)g_smem_per_sm / (w + 0.5));
	size_t fixed = 1024 + static_smem;

	share = share > fixed ? share - fixed : 0;
	return share / 256 * 256;
}

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		size_t dyn = ov_dynamic(v, kernels[i].static_smem);

		if (strcmp(kernels[i].name, v->kernel))
			continue;
		if (kernels[i].f)
			kernels[i].f<<<v->grid, v->block, dyn>>>(
				g_out, g_in, v->arg0, v->arg1);
		else
			kernels[i].f4<<<v->grid, v->block, dyn>>>(
				g_out, g_big, v->arg0, v->arg1);
		return;
	}
	fprintf(stderr, "micro_overlap: no kernel %s\n", v->kernel);
	exit(100);
}

/* grid.x: w blocks of 128 threads an SM, w warps a scheduler */
#define OV(name, s, w, it) { name, "stride=" #s ";iters=" #it, dim3(w), \
			     dim3(128), s, it, launch, NULL }
#define MIX1(name) OV(name, 4, 1, 12288), OV(name, 4, 2, 6144),       \
		   OV(name, 4, 3, 4096), OV(name, 4, 4, 3072),         \
		   OV(name, 4, 6, 2048), OV(name, 4, 8, 1536),         \
		   OV(name, 4, 12, 1024), OV(name, 4, 16, 768)
#define MIX2(name) OV(name, 8, 1, 1536), OV(name, 8, 2, 768),         \
		   OV(name, 8, 3, 512), OV(name, 8, 4, 384),           \
		   OV(name, 8, 6, 256), OV(name, 8, 8, 192),           \
		   OV(name, 8, 12, 128), OV(name, 8, 16, 96)

/* mix 1 with the shared part the larger (8 wavefronts a pass) */
#define MIX1S8(name) OV(name, 8, 1, 12288), OV(name, 8, 2, 6144),     \
		     OV(name, 8, 4, 3072), OV(name, 8, 8, 1536),       \
		     OV(name, 8, 16, 768)

/* run 2: with barriers */
#define MIXB(name) OV(name, 4, 1, 12288), OV(name, 4, 2, 6144),       \
		   OV(name, 4, 4, 3072), OV(name, 4, 8, 1536),         \
		   OV(name, 4, 16, 768)

static struct variant table[] = {
	MIX1("micro_ov_fma_smem"), MIX1("micro_ov_smem1"), MIX1("micro_ov_fma"),
	MIX1S8("micro_ov_fma_smem"), MIX1S8("micro_ov_smem1"),
	MIX2("micro_ov_smem_dram"), MIX2("micro_ov_dram"), MIX2("micro_ov_smem4"),
	MIXB("micro_ov_fma_smem_bar"), MIXB("micro_ov_smem1_bar"),
	MIXB("micro_ov_fma_bar"),
	OV("micro_ov_smem8_dram", 8, 1, 1536), OV("micro_ov_smem8_dram", 8, 16, 96),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int most = 0, smem = 0, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&g_sms, cudaDevAttrMultiProcessorCount,
					   0));
	BENCH_CHECK(cudaDeviceGetAttribute(
		&smem, cudaDevAttrMaxSharedMemoryPerMultiprocessor, 0));
	g_smem_per_sm = (size_t)smem;
	for (int i = 0; i < count; i++) {
		table[i].grid = dim3(table[i].grid.x * g_sms);
		if ((int)(table[i].grid.x * table[i].block.x) > most)
			most = table[i].grid.x * table[i].block.x;
	}
	/* the largest dynamic share (w = 1), and the same carve-out at every
	 * w: shared memory as large as it goes, so L1 does not change */
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		const void *f = kernels[i].f ? (const void *)kernels[i].f
					     : (const void *)kernels[i].f4;
		struct variant one = table[0];
		struct cudaFuncAttributes attr;

		BENCH_CHECK(cudaFuncGetAttributes(&attr, f));
		kernels[i].static_smem = attr.sharedSizeBytes;
		one.grid = dim3(g_sms);
		BENCH_CHECK(cudaFuncSetAttribute(
			f, cudaFuncAttributeMaxDynamicSharedMemorySize,
			(int)ov_dynamic(&one, kernels[i].static_smem)));
		BENCH_CHECK(cudaFuncSetAttribute(
			f, cudaFuncAttributePreferredSharedMemoryCarveout,
			cudaSharedmemCarveoutMaxShared));
	}
	g_in = (float *)bench_alloc(32 * sizeof(float));
	g_big = (float4 *)bench_alloc(OV_BIG4 * sizeof(float4));
	g_out = (float *)bench_alloc((size_t)most * sizeof(float));
	bench_fill_float(g_in, 32, 31);
	/* 0x3f3f3f3f = 0.747 as a float, written without a kernel */
	BENCH_CHECK(cudaMemset(g_big, 0x3f, OV_BIG4 * sizeof(float4)));
	bench_poison(g_out, (size_t)most * sizeof(float));

	rc = bench_main(argc, argv, "micro_overlap", table, count);
	cudaFree(g_in);
	cudaFree(g_big);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
