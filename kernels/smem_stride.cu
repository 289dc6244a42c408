/*
 * smem_stride.cu - 4-byte shared-memory loads and stores at a word stride,
 * broadcasts, and warps with lanes turned off.
 *
 * Each counter kernel issues one measured shared access per thread (one LDS
 * or one STS in SASS), outside any loop, so that Nsight Compute's
 * per-launch counters map onto one access pattern. Lane l of warp w touches
 * word (threadIdx.x * stride) % 2048 of a 2048-word array. For every stride
 * used (at most 64, so 31 * 64 < 2048) the lanes of a warp touch distinct
 * words (one word for stride 0), and every warp has the same pattern:
 * warp w adds 32 * w * stride, a multiple of 32 words, which moves no bank.
 *
 * Hand-derived wavefronts of one full-warp 4-byte access at word stride S
 * (HARDWARE.md, shared memory rules 1-3): lane l is in bank (l * S) % 32, and
 * the 32 lanes fall on 32 / gcd(S, 32) banks, gcd(S, 32) distinct words each:
 *
 *   S          0   1   2   4   8   16   32   33   64
 *   wavefronts 1   1   2   4   8   16   32    1   32
 *
 * The fill loop of the load kernels stores with stride 1 (1 wavefront per
 * warp and iteration) and loads global memory coalesced (4 sectors per
 * request when the warp's 32 floats start on a 128-byte boundary).
 *
 * smem_ld_stride_loop is the one kernel with a loop around its access: it
 * exists for timing (the slowdown a conflict costs), not for the counters.
 */

/*
 * Load at word stride `stride`. Launched with 128 threads (4 warps) per
 * block, 2 blocks: 8 warps.
 * Expected per launch, D = wavefronts of stride S in the table above:
 *   shared ld: 8 instructions, 8 * D wavefronts
 *   shared st (fill): 16 iterations per warp, 128 instructions, 128 wavefronts
 *   global ld (fill): 128 requests, 512 sectors; global st: 8 requests,
 *   32 sectors.
 * Also launched with a 48-thread block (one full warp, one of 16 lanes) to
 * see how a partial warp is counted (HARDWARE.md rule 5, OPEN):
 *   S=1:  warp 0 words 0..31: 1; warp 1 words 32..47: 1          total 2
 *   S=2:  warp 0: 2; warp 1 words 64,66,..,94, 16 banks: 1       total 3
 *   S=32: warp 0: 32; warp 1 16 words all in bank 0: 16          total 48
 *   fill: warp 0 runs 43 iterations, warp 1 42 (i = tid + 48k < 2048):
 *   85 shared st instructions and wavefronts; global ld 85 requests,
 *   43 * 4 + 42 * 2 = 256 sectors; global st 2 requests, 4 + 2 = 6 sectors.
 */
__global__ void smem_ld_stride(float *out, const float *in, int stride)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[(threadIdx.x * stride) % 2048];
}

/*
 * Store at word stride `stride`, then (after a barrier) load the same word
 * back so that the store cannot be dropped. Block 128, grid 2: 8 warps.
 * Expected per launch (D from the table above):
 *   shared st: 8 instructions, 8 * D wavefronts (stride 0: all lanes store
 *   to one word, exactly one lands, 1 wavefront)
 *   shared ld: 8 instructions, 8 * D wavefronts
 *   global ld: 8 requests, 32 sectors; global st: 8 requests, 32 sectors.
 */
__global__ void smem_st_stride(float *out, const float *in, int stride)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int word = (threadIdx.x * stride) % 2048;

	s[word] = in[gid];
	__syncthreads();
	out[gid] = s[word];
}

/*
 * A full warp with lanes turned off by a guard (HARDWARE.md rule 5, OPEN):
 * only lanes below `active` load. Block 128, grid 2: 8 warps, each with
 * `active` lanes in the load.
 *   stride 2, active 16: words 0,2,..,30 in 16 banks: 1 wavefront per warp
 *     (a full warp at stride 2 takes 2)                     total 8
 *   stride 32, active 16: 16 words in bank 0: 16 per warp   total 128
 * Fill and global traffic as smem_ld_stride (block 128).
 */
__global__ void smem_ld_guarded(float *out, const float *in, int stride,
				int active)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int lane = threadIdx.x % 32;
	float v = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	if (lane < active)
		v = s[(threadIdx.x * stride) % 2048];
	out[gid] = v;
}

/*
 * Broadcast from a constant index: all 32 lanes read word 7.
 * Expected: 1 wavefront per warp, 8 in all (block 128, grid 2).
 * Fill and global traffic as smem_ld_stride (block 128).
 */
__global__ void smem_ld_broadcast(float *out, const float *in)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[7];
}

/*
 * Lanes 2k and 2k+1 read the same word: 16 distinct words in 16 banks.
 * Expected: 1 wavefront per warp, 8 in all (block 128, grid 2).
 */
__global__ void smem_ld_pairs(float *out, const float *in)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[threadIdx.x / 2];
}

/*
 * Two words in one bank, each read by 16 lanes (even lanes word 0, odd
 * lanes word 32): broadcast within each word, a conflict between them.
 * Expected: 2 wavefronts per warp, 16 in all (block 128, grid 2).
 */
__global__ void smem_ld_bcast2(float *out, const float *in)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[(threadIdx.x % 2) * 32];
}

/*
 * Timing only: `iters` loads per thread at word stride `stride`, each
 * iteration moving every lane 32 words on, which keeps each lane's bank
 * and the lanes' words distinct, so every load costs D wavefronts as in the
 * table above. Launched with 16 blocks of 128 threads per SM (64 warps per
 * SM), iters = 4096. If the shared data stage (one wavefront per cycle) is
 * the bound, time grows with D: stride 32 should take about 32 times as
 * long as stride 1. Per launch: shared ld iters * D wavefronts per warp.
 */
__global__ void smem_ld_stride_loop(float *out, const float *in, int stride,
				    int iters)
{
	__shared__ float s[2048];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int word = (threadIdx.x * stride) % 2048;
	float acc = 0.0f;

	for (int i = threadIdx.x; i < 2048; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	for (int k = 0; k < iters; k++) {
		acc += s[word];
		word = (word + 32) % 2048;
	}
	out[gid] = acc;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define FILL_WORDS 2048
#define LOOP_ITERS 4096

static float *g_in;
static float *g_out;

static void launch_ld_stride(const struct variant *v)
{
	smem_ld_stride<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_st_stride(const struct variant *v)
{
	smem_st_stride<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_ld_guarded(const struct variant *v)
{
	smem_ld_guarded<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_ld_broadcast(const struct variant *v)
{
	smem_ld_broadcast<<<v->grid, v->block>>>(g_out, g_in);
}

static void launch_ld_pairs(const struct variant *v)
{
	smem_ld_pairs<<<v->grid, v->block>>>(g_out, g_in);
}

static void launch_ld_bcast2(const struct variant *v)
{
	smem_ld_bcast2<<<v->grid, v->block>>>(g_out, g_in);
}

static void launch_ld_stride_loop(const struct variant *v)
{
	smem_ld_stride_loop<<<v->grid, v->block>>>(g_out, g_in, v->arg0,
						   v->arg1);
}

#define LD(s)   { "smem_ld_stride", "stride=" #s, dim3(2), dim3(128), s, 0, \
		  launch_ld_stride, NULL }
#define ST(s)   { "smem_st_stride", "stride=" #s, dim3(2), dim3(128), s, 0, \
		  launch_st_stride, NULL }
#define PART(s) { "smem_ld_stride", "stride=" #s, dim3(1), dim3(48), s, 0, \
		  launch_ld_stride, NULL }
#define LOOP(s) { "smem_ld_stride_loop", "stride=" #s ";iters=4096", \
		  dim3(0), dim3(128), s, LOOP_ITERS, launch_ld_stride_loop, NULL }

static struct variant table[] = {
	LD(0), LD(1), LD(2), LD(4), LD(8), LD(16), LD(32), LD(33), LD(64),
	ST(0), ST(1), ST(2), ST(4), ST(8), ST(16), ST(32), ST(33), ST(64),
	PART(1), PART(2), PART(32),
	{ "smem_ld_guarded", "stride=2;active=16", dim3(2), dim3(128), 2, 16,
	  launch_ld_guarded, NULL },
	{ "smem_ld_guarded", "stride=32;active=16", dim3(2), dim3(128), 32, 16,
	  launch_ld_guarded, NULL },
	{ "smem_ld_broadcast", "", dim3(2), dim3(128), 0, 0,
	  launch_ld_broadcast, NULL },
	{ "smem_ld_pairs", "", dim3(2), dim3(128), 0, 0, launch_ld_pairs, NULL },
	{ "smem_ld_bcast2", "", dim3(2), dim3(128), 0, 0, launch_ld_bcast2,
	  NULL },
	LOOP(0), LOOP(1), LOOP(2), LOOP(4), LOOP(8), LOOP(16), LOOP(32),
	LOOP(33), LOOP(64),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int sms = 0, blocks, rc;

	BENCH_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount,
					   0));
	blocks = 16 * sms;
	for (int i = 0; i < count; i++)
		if (table[i].grid.x == 0)
			table[i].grid = dim3(blocks);

	g_in = (float *)bench_alloc(FILL_WORDS * sizeof(float));
	g_out = (float *)bench_alloc((size_t)blocks * 128 * sizeof(float));
	bench_fill_float(g_in, FILL_WORDS, 1);
	bench_poison(g_out, (size_t)blocks * 128 * sizeof(float));

	rc = bench_main(argc, argv, "smem_stride", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
