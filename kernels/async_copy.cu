/*
 * async_copy.cu - asynchronous copies from global to shared memory:
 * __pipeline_memcpy_async, cuda::memcpy_async and
 * cooperative_groups::memcpy_async. On sm_80 and later the per-thread
 * forms compile to LDGSTS (one instruction reads global memory and writes
 * shared memory, without registers); the block-wide forms may be split by
 * the library into per-thread chunks, or (sm_90, with a barrier) into a
 * bulk copy. What each becomes and how Nsight Compute counts it is what
 * this file measures.
 *
 * Every kernel runs with 2 blocks of 128 threads: 8 warps; t = threadIdx.x,
 * gid = blockIdx.x * 128 + t. After the copy and a barrier, each thread
 * reads s[t] (shared ld, 8 LDS, 8 wavefronts) and stores it to out[gid]
 * (global st 8 req, 32 sectors).
 *
 * Hand-derived for the per-thread copies, if an LDGSTS is counted as one
 * global load request (its sectors by HARDWARE.md global rule 1) and one
 * shared store request (its wavefronts by shared rule 3 at its width):
 *   16 bytes, shared stride ss, global stride gs (in 16-byte elements):
 *     ss = 1: 4 wavefronts (4 phases of 8 lanes, 32 banks each)
 *     ss = 2: 8 (bank 8l % 32 repeats every 4 lanes: 2 per phase)
 *     gs = 1: 16 sectors (512 contiguous bytes); gs = 2: 32 sectors
 *   per kernel (8 warps): 8 requests; ss=1: 32 wf, ss=2: 64 wf;
 *   gs=1: 128 sectors, gs=2: 256 sectors
 *   4 bytes, strides in words: ss = 1: 1 wf, ss = 2: 2, ss = 32: 32;
 *     gs = 1: 4 sectors, gs = 32: 32 sectors; per kernel 8 requests
 *   8 bytes: ss = 1: 2 wf, ss = 2: 4; gs = 1: 8 sectors
 */

#include <cuda_pipeline.h>
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

/* A __shared__ cuda::barrier is constructed by init(), not at its
 * declaration: nvcc's warning about its initializer does not apply. */
#pragma nv_diag_suppress static_var_with_dynamic_init

#define SFLOATS 4096

/* 16-byte __pipeline_memcpy_async at float4 strides ss (shared), gs. */
__global__ void ac_pipe16(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[4 * (t * ss)], &in[4 * (gid * gs)], 16);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 8-byte copies at float2 strides. */
__global__ void ac_pipe8(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[2 * (t * ss)], &in[2 * (gid * gs)], 8);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 4-byte copies at word strides. */
__global__ void ac_pipe4(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[t * ss], &in[gid * gs], 4);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 4-byte copies at shared stride ss from a global run offset by gs floats. */
__global__ void ac_pipe4_off(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[t * ss], &in[gid + gs], 4);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 8-byte copies at shared float2 stride ss from float2 gid + gs. */
__global__ void ac_pipe8_off(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[2 * (t * ss)], &in[2 * (gid + gs)], 8);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 16-byte copies into float4 t + ss from float4 gid + gs: one layout,
 * shifted by whole elements. */
__global__ void ac_pipe16_shift(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[4 * (t + ss)], &in[4 * (gid + gs)], 16);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 16-byte copies at float4 stride 2 on both sides, into float4 2t + ss
 * from float4 2 gid + gs: one layout (32 bytes a lane), shifted. */
__global__ void ac_pipe16_s2(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[4 * (2 * t + ss)], &in[4 * (2 * gid + gs)], 16);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 16-byte copies, lane l of a warp copying its warp's float4 (l + gs)
 * % 32, shifted by ss float4 on both sides: the same bytes as
 * ac_pipe16_shift (ss, ss), dealt to other lanes. */
__global__ void ac_pipe16_rot(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;
	int e = t - t % 32 + (t % 32 + gs) % 32;

	__pipeline_memcpy_async(&s[4 * (e + ss)],
				&in[4 * (blockIdx.x * blockDim.x + e + ss)], 16);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 16-byte copies by rows of 4 lanes (64 bytes, a GEMM tile's k-chunk):
 * row r = gid / 4 reads 64 bytes at r * gs float4 of global memory and
 * writes shared row r (64 bytes) with its 16-byte chunks rotated: chunk
 * c goes to (c + rot) % 4, rot = ss for ss 0 to 3, (r % 8) / 2 for ss 4
 * (a public HGEMM's permuted tile), r % 4 for ss 5. */
__global__ void ac_pipe16_rows(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;
	int r = gid / 4, c = gid % 4;
	int rot = ss < 4 ? ss : ss == 4 ? (r % 8) / 2 : r % 4;

	__pipeline_memcpy_async(&s[16 * (t / 4) + 4 * ((c + rot) % 4)], &in[4 * (r * gs + c)], 16);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 16-byte copies by rows of 8 lanes (128 bytes, a bf16 GEMM tile's
 * 64-element k-row): row r = gid / 8 reads 128 bytes at r * gs float4 of
 * global memory and writes shared row r with its 16-byte chunks XOR-
 * swizzled: chunk c goes to c ^ key, key = ss for ss 0 to 7, r % 8 for
 * ss 8 (the usual swizzle of such tiles). */
__global__ void ac_pipe16_xor(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;
	int r = gid / 8, c = gid % 8;
	int key = ss < 8 ? ss : r % 8;

	__pipeline_memcpy_async(&s[32 * (t / 8) + 4 * (c ^ key)], &in[4 * (r * gs + c)], 16);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 8-byte copies into float2 t + ss from float2 gid + gs: the shared
 * destination shifted too. */
__global__ void ac_pipe8_both(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[2 * (t + ss)], &in[2 * (gid + gs)], 8);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/* 4-byte copies into t + ss from gid + gs. */
__global__ void ac_pipe4_both(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;

	__pipeline_memcpy_async(&s[t + ss], &in[gid + gs], 4);
	__pipeline_commit();
	__pipeline_wait_prior(0);
	__syncthreads();
	out[gid] = s[t];
}

/*
 * cuda::memcpy_async of 16 aligned bytes per thread through a
 * thread-scope pipeline: the same counts as ac_pipe16 if it is one LDGSTS.
 */
__global__ void ac_cuda_thread(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	int t = threadIdx.x;
	int gid = blockIdx.x * blockDim.x + t;
	cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();

	pipe.producer_acquire();
	cuda::memcpy_async(&s[4 * (t * ss)], &in[4 * (gid * gs)],
			   cuda::aligned_size_t<16>(16), pipe);
	pipe.producer_commit();
	pipe.consumer_wait();
	pipe.consumer_release();
	__syncthreads();
	out[gid] = s[t];
}

/*
 * cuda::memcpy_async by the whole block with a block barrier: 128 threads
 * copy ss * 512 contiguous floats (2 KiB per ss) starting at in + gs * 512
 * * blockIdx.x. How the library splits it (16-byte chunk per thread per
 * round, or one bulk copy) is measured; with 16-byte chunks, thread i
 * copying chunks i, i + 128, ...: ss rounds of 4 wf and 16 sectors per
 * warp: 8 ss requests, 32 ss wf, 128 ss sectors.
 */
__global__ void ac_cuda_block(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	__shared__ cuda::barrier<cuda::thread_scope_block> bar;
	auto block = cg::this_thread_block();
	int t = threadIdx.x;
	size_t n = (size_t)ss * 512;

	if (block.thread_rank() == 0)
		init(&bar, block.size());
	block.sync();
	cuda::memcpy_async(block, s, in + (size_t)gs * 512 * blockIdx.x,
			   cuda::aligned_size_t<16>(n * sizeof(float)), bar);
	bar.arrive_and_wait();
	out[blockIdx.x * blockDim.x + t] = s[t];
}

/*
 * cooperative_groups::memcpy_async by the block, then cg::wait: the same
 * amount as ac_cuda_block, without a barrier object.
 */
__global__ void ac_cg_block(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	auto block = cg::this_thread_block();
	int t = threadIdx.x;
	size_t n = (size_t)ss * 512;

	cg::memcpy_async(block, s, in + (size_t)gs * 512 * blockIdx.x,
			 sizeof(float) * n);
	cg::wait(block);
	out[blockIdx.x * blockDim.x + t] = s[t];
}

/*
 * cooperative_groups::memcpy_async by a warp tile of 32 into a
 * per-warp slice: each warp copies 128 floats (512 bytes) of row
 * (warp * gs) into s[128 * warp]: with 16-byte chunks one request per
 * warp, 4 wf, 16 sectors: 8 req, 32 wf, 128 sectors.
 */
__global__ void ac_cg_warp(float *out, const float *in, int ss, int gs)
{
	__shared__ __align__(16) float s[SFLOATS];
	auto block = cg::this_thread_block();
	auto warp = cg::tiled_partition<32>(block);
	int t = threadIdx.x;
	int w = blockIdx.x * (blockDim.x / 32) + t / 32;

	cg::memcpy_async(warp, s + 128 * ss * (t / 32),
			 in + (size_t)128 * gs * w, sizeof(float) * 128);
	cg::wait(warp);
	block.sync();
	out[blockIdx.x * blockDim.x + t] = s[t];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

typedef void (*ac_kernel)(float *, const float *, int, int);

/* the largest reach: ac_pipe4 at gs = 32: 256 * 32 floats; the blocks at
 * gs = 8: 2 * 8 * 512 + 512 * ss */
#define INFLOATS (256 * 32 * 4)

static float *g_in, *g_out;

static const struct {
	const char *name;
	ac_kernel fn;
} kernels[] = {
	{ "ac_pipe16", ac_pipe16 },
	{ "ac_pipe8", ac_pipe8 },
	{ "ac_pipe4", ac_pipe4 },
	{ "ac_cuda_thread", ac_cuda_thread },
	{ "ac_cuda_block", ac_cuda_block },
	{ "ac_cg_block", ac_cg_block },
	{ "ac_cg_warp", ac_cg_warp },
	{ "ac_pipe4_off", ac_pipe4_off },
	{ "ac_pipe8_off", ac_pipe8_off },
	{ "ac_pipe16_shift", ac_pipe16_shift },
	{ "ac_pipe16_s2", ac_pipe16_s2 },
	{ "ac_pipe8_both", ac_pipe8_both },
	{ "ac_pipe4_both", ac_pipe4_both },
	{ "ac_pipe16_rot", ac_pipe16_rot },
	{ "ac_pipe16_rows", ac_pipe16_rows },
	{ "ac_pipe16_xor", ac_pipe16_xor },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_out, g_in,
							      v->arg0, v->arg1);
			return;
		}
	}
	fprintf(stderr, "async_copy: no kernel %s\n", v->kernel);
	exit(100);
}

#define V(name, ss, gs) { name, "ss=" #ss ";gs=" #gs, dim3(2), dim3(128), \
			  ss, gs, launch, NULL }

static struct variant table[] = {
	V("ac_pipe16", 1, 1),
	V("ac_pipe16", 2, 1),
	V("ac_pipe16", 1, 2),
	V("ac_pipe16", 4, 4),
	V("ac_pipe8", 1, 1),
	V("ac_pipe8", 2, 1),
	V("ac_pipe8", 1, 4),
	V("ac_pipe4", 1, 1),
	V("ac_pipe4", 2, 1),
	V("ac_pipe4", 32, 1),
	V("ac_pipe4", 1, 32),
	V("ac_cuda_thread", 1, 1),
	V("ac_cuda_thread", 2, 2),
	V("ac_cuda_block", 1, 1),
	V("ac_cuda_block", 4, 4),
	V("ac_cg_block", 1, 1),
	V("ac_cg_block", 4, 4),
	V("ac_cg_warp", 1, 1),
	V("ac_cg_warp", 2, 2),
	/*
	 * Second set, the shared side predicted before it was measured by
	 * HARDWARE.md global rule 6 (the LDGSTS wavefronts a request: for 4-
	 * and 8-byte copies the larger of the store's wavefronts, shared rule
	 * 3, and the 128-byte lines the global side touches; for 16 bytes the
	 * same where the shared and global strides are equal, else one a
	 * lane), 8 requests each:
	 *   16 B ss 2 gs 2: store 8, lines 8: 64
	 *   16 B ss 1 gs 4, ss 4 gs 2: strides differ: 32 a request: 256
	 *   8 B ss 4 gs 1: store 8 (a phase of 16 lanes over 512 bytes),
	 *     lines 2: 64
	 *   8 B ss 2 gs 2: store 4, lines 4: 32; ss 1 gs 2: store 2, lines 4: 32
	 *   4 B ss 4 gs 4: store 4, lines 4: 32 (were the two added, 64)
	 *   4 B ss 2 gs 8: store 2, lines 8: 64; ss 8 gs 2: store 8, lines 2: 64
	 */
	V("ac_pipe16", 2, 2),
	V("ac_pipe16", 1, 4),
	V("ac_pipe16", 4, 2),
	V("ac_pipe8", 4, 1),
	V("ac_pipe8", 2, 2),
	V("ac_pipe8", 1, 2),
	V("ac_pipe4", 4, 4),
	V("ac_pipe4", 2, 8),
	V("ac_pipe4", 8, 2),
	/*
	 * Third set, predicted by warpcheck (simulator/copy.c, this commit)
	 * before it was measured: LDGSTS shared wavefronts, then global
	 * load sectors, 8 requests each:
	 *   4 B, ss 1, global offset 8 floats (2 lines): 16, 32
	 *   4 B, ss 1, offset 1 (2 lines): 16, 40
	 *   4 B, ss 2, offset 8: store 2, lines 2: 16, 32
	 *   4 B, ss 32, offset 8: 256, 32
	 *   8 B, ss 1, offset 1 float2 (3 lines): 24, 72
	 *   8 B, ss 2, offset 1: store 4: 32, 72
	 *   16 B into t + 1 from gid + 1 (one layout; 5 lines): 40; its
	 *     sectors follow the shared side (global rule 6): 136
	 *   16 B into t from gid + 1 (one layout, 5 lines): 40, 128
	 *   16 B into t + 1 from gid (4 lines): 32, 136
	 *   16 B into t + 2 from gid: 32, 128
	 */
	V("ac_pipe4_off", 1, 8),
	V("ac_pipe4_off", 1, 1),
	V("ac_pipe4_off", 2, 8),
	V("ac_pipe4_off", 32, 8),
	V("ac_pipe8_off", 1, 1),
	V("ac_pipe8_off", 2, 1),
	V("ac_pipe16_shift", 1, 1),
	V("ac_pipe16_shift", 0, 1),
	V("ac_pipe16_shift", 1, 0),
	V("ac_pipe16_shift", 2, 0),
	/*
	 * Fourth set: 16-byte copies off a 128-byte boundary, and 4- and
	 * 8-byte copies into a shifted shared destination.  Predicted before
	 * the run; LDGSTS shared wavefronts for 8 requests.  "warpcheck" is
	 * simulator/copy.c as it stood (16 bytes: the store's wavefronts
	 * against the global side's 128-byte spans from its lowest lane, a
	 * wavefront a lane where the layouts differ).  The rules fitted by
	 * hand to the third set, to be told apart here (offsets in bytes):
	 *   R1: for 16 bytes, the lanes of each half-warp split into groups
	 *     by (global 128-byte line, shared 128-byte row, shared minus
	 *     global address modulo 128); a group whose distance is a
	 *     multiple of 32 bytes is one wavefront, one off by 16 takes a
	 *     wavefront for every 4 lanes (the third set: 4, 6, 12, 12, 8 a
	 *     request, and the strides of the first two sets);
	 *   R1b: as R1, but an off-by-16 group takes a wavefront for each
	 *     16-byte half of a global sector its lanes start at (2 unless 1);
	 *   R1c: as R1, but an off-by-16 group of more than one lane takes 2;
	 *   R1n: as R1, the whole warp at once (no half-warps);
	 *   R1s: as R1, the warp cut into 256-byte global spans from its
	 *     lowest lane instead of half-warps.
	 * 16-byte global sectors (l1tex ..._global_op_ld), by hand: the
	 * (shared 32-byte sector, global 128-byte line) pairs the lanes touch,
	 * which gives all 12 measured 16-byte counts (128, 256, 128, 256,
	 * 256, 128, 256, 136, 160, 160, 128); warpcheck gives the shared
	 * side's sectors.
	 *
	 *                        warpcheck  R1   R1b  R1c  R1n  R1s  sectors
	 * shift s+64 g+64 (4,4)       32    48   48   48   40   48   128 (wc 128)
	 * shift s+48 g+0  (3,0)       32    96  128  128   96   96   160 (wc 136)
	 * shift s+0  g+48 (0,3)       32    96  128  128   96   96   160 (wc 128)
	 * shift s+16 g+32 (1,2)       32   112  112  112  104  112   168 (wc 136)
	 * shift s+32 g+64 (2,4)       32    80   80   80   72   80   128 (wc 128)
	 * s2 s+64 g+64 (4,4)          64    80   80   80   72   96   256 (wc 256)
	 * s2 s+16 g+0  (1,0)          64    64   64  128   64   64   256 (wc 256)
	 * 8 B, both: s+8 g+0 (1,0): warpcheck 16 (store 2, spans 2); were a
	 *   wavefront kept to one 128-byte shared row, 32.  Sectors 64.
	 * 4 B, both: s+4 g+0 (1,0): warpcheck 8; kept to a row, 16.  Sectors 32.
	 * 4 B, both: s+64 g+32 (16,8): warpcheck 8; kept to a row, 16.
	 *   Sectors 32.
	 */
	V("ac_pipe16_shift", 4, 4),
	V("ac_pipe16_shift", 3, 0),
	V("ac_pipe16_shift", 0, 3),
	V("ac_pipe16_shift", 1, 2),
	V("ac_pipe16_shift", 2, 4),
	V("ac_pipe16_s2", 4, 4),
	V("ac_pipe16_s2", 1, 0),
	V("ac_pipe8_both", 1, 0),
	V("ac_pipe4_both", 1, 0),
	V("ac_pipe4_both", 16, 8),
	/*
	 * Fifth set, predicted before it was measured.  The fourth set ruled
	 * out R1's half-warps and its 4 lanes a wavefront: s+64 g+64 took 40
	 * (5 groups), s+48 g+0 128 (groups of 5 and 3 lanes, 2 each).  The
	 * rule fitted to all 20 16-byte variants (simulator/copy.c, this
	 * commit: "warpcheck"): groups alike in (global line, shared row,
	 * distance modulo 128) over the whole warp, each one wavefront, two
	 * where a global sector of it holds two lanes of different
	 * half-warps, or two lanes and the distance is 16 off a sector.
	 * Competing with it: R2, the same but the two causes added (a
	 * group split by the distance and crossed by the half-warps takes
	 * 3); Rs, the straddle counted across 256-byte spans from the lowest
	 * lane's address instead of half-warps.  Wavefronts for 8 requests,
	 * then global sectors ((shared sector, global line) pairs):
	 *                               warpcheck   R2   Rs   sectors
	 *   shift s+32 g+16 (2,1)            104   112  104   160
	 *   shift s+16 g+48 (1,3)             80    80   80   136
	 *   rot: s+16 g+16, lane l copies element l + 1: lanes 15 and 16
	 *     no longer share a sector (1,1)  40    40   48   136
	 *   rot: aligned, element l + 1: lanes 15 and 16 share sector 8,
	 *     lanes 31 and 0 sector 0 (0,1)   48    48   32   128
	 *   rot: s+16 g+16, element l + 8: lanes 31 and 0, 15 and 16
	 *     share sectors (1,8)             56    56   48   136
	 */
	V("ac_pipe16_shift", 2, 1),
	V("ac_pipe16_shift", 1, 3),
	V("ac_pipe16_rot", 1, 1),
	V("ac_pipe16_rot", 0, 1),
	V("ac_pipe16_rot", 1, 8),
	/*
	 * Sixth set: rows of 4 lanes, 64 bytes each, the 16-byte chunks
	 * rotated within the row on the shared side (ac_pipe16_rows; gs 128:
	 * each row its own global line; gs 4: two rows a line).  A public
	 * HGEMM's permuted tile (ss 4) measured 12 wavefronts a request where
	 * warpcheck predicted 18 (h200-2026-12-02-hgemm).  LDGSTS shared
	 * wavefronts for 8 requests, "warpcheck" as it stands; H1, a row's
	 * copy one wavefront where each global sector lands whole in one
	 * shared sector, two where the rotation splits sectors (16 or 48
	 * bytes):
	 *                       warpcheck   H1
	 *   ss 0 gs 128              64    64
	 *   ss 1 gs 128             192   128
	 *   ss 2 gs 128             128    64
	 *   ss 3 gs 128             192   128
	 *   ss 4 gs 128             144    96
	 *   ss 5 gs 128             144    96
	 *   ss 0 gs 4                32     -
	 *   ss 1 gs 4                96     -
	 *   ss 2 gs 4                64     -
	 *   ss 4 gs 4                72     -
	 */
	V("ac_pipe16_rows", 0, 128),
	V("ac_pipe16_rows", 1, 128),
	V("ac_pipe16_rows", 2, 128),
	V("ac_pipe16_rows", 3, 128),
	V("ac_pipe16_rows", 4, 128),
	V("ac_pipe16_rows", 5, 128),
	V("ac_pipe16_rows", 0, 4),
	V("ac_pipe16_rows", 1, 4),
	V("ac_pipe16_rows", 2, 4),
	V("ac_pipe16_rows", 4, 4),
	/*
	 * Seventh set: rows of 8 lanes, 128 bytes, the chunks XOR-swizzled on
	 * the shared side (ac_pipe16_xor; gs 8: rows back to back, gs 64:
	 * 1 KB apart).  A public bf16 GEMM's swizzled tiles measured 4
	 * wavefronts a request where warpcheck said 6 (h200-2026-12-03-
	 * learn-cuda): the two halves of a global sector that land, swapped,
	 * in one shared sector move as the sector does.  Predicted before
	 * the run, LDGSTS shared wavefronts for 8 requests, by the rule
	 * before that run (distance modulo 64 a lane) and after (a sector's
	 * distance where its halves land in one shared sector):
	 *                       before  after
	 *   ss 0 gs 8               32     32
	 *   ss 1 gs 8               64     32
	 *   ss 2 gs 8               32     32
	 *   ss 3 gs 8               64     32
	 *   ss 4 gs 8               32     32
	 *   ss 5 gs 8               64     32
	 *   ss 6 gs 8               32     32
	 *   ss 7 gs 8               64     32
	 *   ss 8 gs 8               48     32
	 *   ss 8 gs 64              48     32
	 */
	V("ac_pipe16_xor", 0, 8),
	V("ac_pipe16_xor", 1, 8),
	V("ac_pipe16_xor", 2, 8),
	V("ac_pipe16_xor", 3, 8),
	V("ac_pipe16_xor", 4, 8),
	V("ac_pipe16_xor", 5, 8),
	V("ac_pipe16_xor", 6, 8),
	V("ac_pipe16_xor", 7, 8),
	V("ac_pipe16_xor", 8, 8),
	V("ac_pipe16_xor", 8, 64),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_in = (float *)bench_alloc(INFLOATS * sizeof(float));
	g_out = (float *)bench_alloc(256 * sizeof(float));
	bench_fill_float(g_in, INFLOATS, 41);
	bench_poison(g_out, 256 * sizeof(float));

	rc = bench_main(argc, argv, "async_copy", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
