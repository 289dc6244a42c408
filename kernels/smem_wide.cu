/*
 * smem_wide.cu - 8-byte (double, float2) and 16-byte (float4) shared-memory
 * accesses: the phase rule and the OPEN packing rule of HARDWARE.md.
 *
 * By HARDWARE.md rule 3 an 8-byte access (LDS.64/STS.64) is served in two
 * phases of 16 lanes and a 16-byte access (LDS.128/STS.128) in four phases
 * of 8 lanes; only lanes of one phase conflict; the request costs the sum
 * over phases of the most distinct words any bank holds in that phase.
 * Rule 4 (OPEN on sm_90) says a wide request may take half the wavefronts
 * when neighbouring lanes read the same address: the *_pairs and *_bcast
 * kernels are there to settle it.
 *
 * Every kernel runs with 128 threads (4 warps) per block, 2 blocks: 8 warps,
 * and the array has 512 elements, so lane l of warp w touches element
 * (threadIdx.x * stride) % 512 with no wrap inside a warp for stride <= 4.
 *
 * Hand-derived wavefronts of one full-warp access at element stride S:
 *
 *   8 bytes, lane l covers words 2lS, 2lS+1; a phase of 16 lanes:
 *     S=1: words 0..31, one per bank: 1 per phase          -> 2
 *     S=2: bank 4l % 32 repeats every 8 lanes: 2 per phase -> 4
 *     S=4: bank 8l % 32 repeats every 4 lanes: 4 per phase -> 8
 *   16 bytes, lane l covers words 4lS..4lS+3; a phase of 8 lanes:
 *     S=1: 32 words, one per bank: 1 per phase              -> 4
 *     S=2: bank 8l % 32 repeats every 4 lanes: 2 per phase  -> 8
 *     S=4: bank 16l % 32 repeats every 2 lanes: 4 per phase -> 16
 *
 * The fill loops of the load kernels are 4 iterations of stride-1 wide
 * stores and coalesced wide global loads per warp:
 *   8 bytes: 32 shared st instructions, 64 wavefronts; global ld 32
 *   requests, 256 sectors (8 per request)
 *   16 bytes: 32 shared st instructions, 128 wavefronts; global ld 32
 *   requests, 512 sectors (16 per request)
 * and every kernel ends with one wide coalesced global store per warp:
 *   8 bytes: 8 requests, 64 sectors; 16 bytes: 8 requests, 128 sectors.
 */

/*
 * double load at element stride `stride` (LDS.64).
 * Expected shared ld: 8 instructions, 8 * {2, 4, 8} wavefronts for S=1,2,4.
 */
__global__ void smem_ld_double(double *out, const double *in, int stride)
{
	__shared__ double s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[(threadIdx.x * stride) % 512];
}

/*
 * float2 load at element stride `stride` (LDS.64); must match
 * smem_ld_double. Expected shared ld: 8 instructions, 8 * {2, 4, 8}.
 */
__global__ void smem_ld_float2(float2 *out, const float2 *in, int stride)
{
	__shared__ float2 s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[(threadIdx.x * stride) % 512];
}

/*
 * float4 load at element stride `stride` (LDS.128).
 * Expected shared ld: 8 instructions, 8 * {4, 8, 16} wavefronts.
 */
__global__ void smem_ld_float4(float4 *out, const float4 *in, int stride)
{
	__shared__ float4 s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[(threadIdx.x * stride) % 512];
}

/*
 * float2, lanes 2k and 2k+1 read the same element (rule 4, OPEN).
 * Phase rule: a phase of 16 lanes reads 8 elements = 16 distinct words in
 * 16 banks: 1 per phase, 2 per warp, 16 in all. Packing rule: 1 per warp,
 * 8 in all.
 */
__global__ void smem_ld_float2_pairs(float2 *out, const float2 *in)
{
	__shared__ float2 s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[threadIdx.x / 2];
}

/*
 * float4, lanes 2k and 2k+1 read the same element (rule 4, OPEN).
 * Phase rule: a phase of 8 lanes reads 4 elements = 16 words: 1 per phase,
 * 4 per warp, 32 in all. Packing rule: 2 per warp, 16 in all.
 */
__global__ void smem_ld_float4_pairs(float4 *out, const float4 *in)
{
	__shared__ float4 s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[threadIdx.x / 2];
}

/*
 * double, all lanes read element 3. Phase rule: 1 per phase, 2 per warp,
 * 16 in all; if the hardware serves a whole-warp broadcast at once, 8.
 */
__global__ void smem_ld_double_bcast(double *out, const double *in)
{
	__shared__ double s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[3];
}

/*
 * float4, all lanes read element 3. Phase rule: 1 per phase, 4 per warp,
 * 32 in all; if the hardware serves a whole-warp broadcast at once, 8.
 */
__global__ void smem_ld_float4_bcast(float4 *out, const float4 *in)
{
	__shared__ float4 s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	out[gid] = s[3];
}

/*
 * float2 store at element stride `stride` (STS.64), then the same element
 * loaded back after a barrier. Expected: shared st and shared ld each
 * 8 instructions, 8 * {2, 4, 8} wavefronts; global ld 8 requests,
 * 64 sectors; global st 8 requests, 64 sectors.
 */
__global__ void smem_st_float2(float2 *out, const float2 *in, int stride)
{
	__shared__ float2 s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int elem = (threadIdx.x * stride) % 512;

	s[elem] = in[gid];
	__syncthreads();
	out[gid] = s[elem];
}

/*
 * float4 store at element stride `stride` (STS.128), then loaded back.
 * Expected: shared st and shared ld each 8 instructions, 8 * {4, 8, 16}
 * wavefronts; global ld 8 requests, 128 sectors; global st 8 requests,
 * 128 sectors.
 */
__global__ void smem_st_float4(float4 *out, const float4 *in, int stride)
{
	__shared__ float4 s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	int elem = (threadIdx.x * stride) % 512;

	s[elem] = in[gid];
	__syncthreads();
	out[gid] = s[elem];
}

/* four ints, aligned to 4: as a tensor-core kernel's fragment of packed
 * weights (a struct with an array member) */
struct ints4 {
	int v[4];
};

/*
 * A 16-byte struct aligned to 4, read through a cast of a pointer into a
 * shared int4 array at element stride `stride`.  Its type alone would
 * copy it in four 4-byte pieces (global rule 4); the array's 16-byte
 * alignment lets nvcc's vectorizer prove the address aligned, so it is
 * one LDS.128, as smem_ld_float4 (ld.shared.v4.u32 in the PTX).
 * Expected shared ld: 8 instructions, 8 * {4, 8, 16} wavefronts for
 * S = 1, 2, 4 (in pieces: 32 instructions, 32 * {1, 2, 4}).
 */
__global__ void smem_ld_ints4_cast(int4 *out, const int4 *in, int stride)
{
	__shared__ int4 s[512];
	int gid = blockIdx.x * blockDim.x + threadIdx.x;
	struct ints4 q;

	for (int i = threadIdx.x; i < 512; i += blockDim.x)
		s[i] = in[i];
	__syncthreads();
	q = *reinterpret_cast<const struct ints4 *>(&s[(threadIdx.x * stride) % 512]);
	out[gid] = make_int4(q.v[0], q.v[1], q.v[2], q.v[3]);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define ELEMS 512
#define THREADS 256 /* 2 blocks of 128 */

static double *g_in_d, *g_out_d;
static float2 *g_in_f2, *g_out_f2;
static float4 *g_in_f4, *g_out_f4;

static void launch_ld_double(const struct variant *v)
{
	smem_ld_double<<<v->grid, v->block>>>(g_out_d, g_in_d, v->arg0);
}

static void launch_ld_float2(const struct variant *v)
{
	smem_ld_float2<<<v->grid, v->block>>>(g_out_f2, g_in_f2, v->arg0);
}

static void launch_ld_float4(const struct variant *v)
{
	smem_ld_float4<<<v->grid, v->block>>>(g_out_f4, g_in_f4, v->arg0);
}

static void launch_ld_float2_pairs(const struct variant *v)
{
	smem_ld_float2_pairs<<<v->grid, v->block>>>(g_out_f2, g_in_f2);
}

static void launch_ld_float4_pairs(const struct variant *v)
{
	smem_ld_float4_pairs<<<v->grid, v->block>>>(g_out_f4, g_in_f4);
}

static void launch_ld_double_bcast(const struct variant *v)
{
	smem_ld_double_bcast<<<v->grid, v->block>>>(g_out_d, g_in_d);
}

static void launch_ld_float4_bcast(const struct variant *v)
{
	smem_ld_float4_bcast<<<v->grid, v->block>>>(g_out_f4, g_in_f4);
}

static void launch_st_float2(const struct variant *v)
{
	smem_st_float2<<<v->grid, v->block>>>(g_out_f2, g_in_f2, v->arg0);
}

static void launch_st_float4(const struct variant *v)
{
	smem_st_float4<<<v->grid, v->block>>>(g_out_f4, g_in_f4, v->arg0);
}

static void launch_ld_ints4_cast(const struct variant *v)
{
	smem_ld_ints4_cast<<<v->grid, v->block>>>((int4 *)g_out_f4, (const int4 *)g_in_f4,
						  v->arg0);
}

#define V(name, s, fn) { name, "stride=" #s, dim3(2), dim3(128), s, 0, fn, NULL }
#define V0(name, fn)   { name, "", dim3(2), dim3(128), 0, 0, fn, NULL }

static struct variant table[] = {
	V("smem_ld_double", 1, launch_ld_double),
	V("smem_ld_double", 2, launch_ld_double),
	V("smem_ld_double", 4, launch_ld_double),
	V("smem_ld_float2", 1, launch_ld_float2),
	V("smem_ld_float2", 2, launch_ld_float2),
	V("smem_ld_float2", 4, launch_ld_float2),
	V("smem_ld_float4", 1, launch_ld_float4),
	V("smem_ld_float4", 2, launch_ld_float4),
	V("smem_ld_float4", 4, launch_ld_float4),
	V0("smem_ld_float2_pairs", launch_ld_float2_pairs),
	V0("smem_ld_float4_pairs", launch_ld_float4_pairs),
	V0("smem_ld_double_bcast", launch_ld_double_bcast),
	V0("smem_ld_float4_bcast", launch_ld_float4_bcast),
	V("smem_st_float2", 1, launch_st_float2),
	V("smem_st_float2", 2, launch_st_float2),
	V("smem_st_float2", 4, launch_st_float2),
	V("smem_st_float4", 1, launch_st_float4),
	V("smem_st_float4", 2, launch_st_float4),
	V("smem_st_float4", 4, launch_st_float4),
	V("smem_ld_ints4_cast", 1, launch_ld_ints4_cast),
	V("smem_ld_ints4_cast", 2, launch_ld_ints4_cast),
	V("smem_ld_ints4_cast", 4, launch_ld_ints4_cast),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_in_d = (double *)bench_alloc(ELEMS * sizeof(double));
	g_out_d = (double *)bench_alloc(THREADS * sizeof(double));
	g_in_f2 = (float2 *)bench_alloc(ELEMS * sizeof(float2));
	g_out_f2 = (float2 *)bench_alloc(THREADS * sizeof(float2));
	g_in_f4 = (float4 *)bench_alloc(ELEMS * sizeof(float4));
	g_out_f4 = (float4 *)bench_alloc(THREADS * sizeof(float4));
	bench_fill_double(g_in_d, ELEMS, 2);
	bench_fill_float(g_in_f2, ELEMS * 2, 3);
	bench_fill_float(g_in_f4, ELEMS * 4, 4);
	bench_poison(g_out_d, THREADS * sizeof(double));
	bench_poison(g_out_f2, THREADS * sizeof(float2));
	bench_poison(g_out_f4, THREADS * sizeof(float4));

	rc = bench_main(argc, argv, "smem_wide", table, count);
	cudaFree(g_in_d);
	cudaFree(g_out_d);
	cudaFree(g_in_f2);
	cudaFree(g_out_f2);
	cudaFree(g_in_f4);
	cudaFree(g_out_f4);
	return rc;
}
#endif /* __CUDA_ARCH__ */
