/*
 * spill.cu - a kernel whose registers spill to local memory, and one that
 * does not: for warpcheck's --ptxas report.
 *
 * spill_heavy keeps 64 floats live and indexes them with a value only
 * known at run time, under __launch_bounds__(1024, 2): 2048 resident
 * threads leave ptxas 32 registers a thread, too few, so it spills (with
 * nvcc 13.0 for sm_90: 900 bytes of spill stores, 1024 of spill loads).
 * spill_none copies one float. The kernels after them are local memory's
 * cases (below).
 */
__global__ void __launch_bounds__(1024, 2) spill_heavy(float *out, const float *in, int n)
{
	float acc[64];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 64; k++)
		acc[k] = in[(i + k * 97) % n];
	float s = 0.0f;
	for (int k = 0; k < 64; k++)
		s += acc[(k * 13 + i) & 63] * acc[k];
	out[i] = s;
}

__global__ void spill_none(float *out, const float *in, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	if (i < n)
		out[i] = in[i];
}

/*
 * Local memory. A thread's array that some index reaches only at run time
 * cannot live in registers: nvcc puts it in local memory (a stack frame in
 * the PTX, ld.local/st.local), which the hardware interleaves so that a
 * thread's consecutive 4-byte words are a warp's width apart: word w of lane
 * l is at w * 128 + l * 4 in the warp's slice (CUDA C++ Programming Guide,
 * "Local Memory"). So a warp reading one index costs 4 sectors per 4 bytes a
 * lane, like a coalesced global load, and 32 different indices up to 32
 * sectors. Each kernel below is launched <<<8, 1024>>> (256 warps) and runs
 * its loops fully unrolled (constant trip counts), so each local instruction
 * runs once a warp.
 *
 * Predictions, written before measuring (by hand from that rule; the counts
 * of ld.local/st.local and their widths read from `nvcc -arch=sm_90 -O3
 * -ptx` with nvcc 13.0; requests = instructions, one each):
 *
 *   kernel             local ld: req, sectors    local st: req, sectors
 *   local_uniform      8192 (32 LDL),   32768    2048 (8 STL.128),  32768
 *   local_lane         8192 (32 LDL),  262144    2048 (8 STL.128),  32768
 *   local_store        2048 (8 LDL.128), 32768   8192 (32 STL),    262144
 *   local_double       4096 (16 LDL.64), 32768   2048 (8 STL.128),  32768
 *   local_double_lane  4096 (16 LDL.64),262144   2048 (8 STL.128),  32768
 *   local_float4_lane  4096 (16 LDL.128),524288  4096 (16 STL.128), 65536
 *   spill_regs         only ptxas's spills: 620 load and 452 store bytes a
 *                      thread (ptxas -v); sectors a warp = spill bytes a
 *                      thread, so 158720 ld and 115712 st sectors
 *
 * Derivations: the 32 stores a[k] = ..., k constant after unrolling, merge
 * into 8 16-byte stores (the frame is 16-byte aligned), each 4 words of 4
 * sectors = 16 sectors. A load a[(k + s) & 31] with s a parameter is one word
 * for the whole warp: 4 sectors. a[(k + threadIdx.x) & 31]: 32 lanes, 32
 * different words, each in a 128-byte row of its own: 32 sectors. For
 * doubles, an 8-byte element is two 4-byte words 128 bytes apart if the
 * interleave stays 4 bytes for 8-byte elements: a uniform index is 8
 * sectors, and (k + threadIdx.x) & 15 gives each group of 8 lanes sharing a
 * sector column 8 different elements, 2 rows each: 4 * 8 * 2 = 64 sectors
 * (were 8-byte elements interleaved 8 bytes wide, 32: the measurement
 * decides). float4, (k + threadIdx.x) & 15: 8 lanes of a sector column, 8
 * elements, 4 rows each: 4 * 8 * 4 = 128 sectors a request (32 if 16-byte
 * elements were interleaved whole). With 8 float4 and & 7 instead, ptxas
 * keeps the array in registers (0-byte stack frame, nvcc 13.0) although
 * the PTX has ld.local: hence 16. A constant-index load after
 * constant-index stores only (the loads of spill_heavy's acc[k]) is
 * forwarded from the stored register and costs nothing; after a
 * run-time-index store (local_store) it reads memory.
 *
 * spill_heavy, predicted the same way: 16 STL.128 (acc[k] = ...) and 64
 * lane-dependent LDL ((k * 13 + i) & 63, i consecutive across lanes: 32
 * sectors each) from the source; ptxas adds 900 bytes of spill stores and
 * 1024 of spill loads a thread. Sectors a warp: ld 64 * 32 + 1024 = 3072,
 * st 16 * 16 + 900 = 1156; 786432 and 295936 for 256 warps. (Its
 * instructions were measured before: 285 LDL and 212 STL a warp.)
 */
__global__ void local_uniform(float *out, const float *in, int n, int s)
{
	float a[32];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 32; k++)
		a[k] = in[k * n + i];
	float sum = 0.0f;
	for (int k = 0; k < 32; k++)
		sum += a[(k + s) & 31];
	out[i] = sum;
}

__global__ void local_lane(float *out, const float *in, int n)
{
	float a[32];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 32; k++)
		a[k] = in[k * n + i];
	float sum = 0.0f;
	for (int k = 0; k < 32; k++)
		sum += a[(k + threadIdx.x) & 31];
	out[i] = sum;
}

__global__ void local_store(float *out, const float *in, int n)
{
	float a[32];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 32; k++)
		a[(k * 7 + threadIdx.x) & 31] = in[k * n + i];
	float sum = 0.0f;
	for (int k = 0; k < 32; k++)
		sum += a[k] * (float)(k + 1);
	out[i] = sum;
}

__global__ void local_double(double *out, const double *in, int n, int s)
{
	double a[16];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 16; k++)
		a[k] = in[k * n + i];
	double sum = 0.0;
	for (int k = 0; k < 16; k++)
		sum += a[(k + s) & 15];
	out[i] = sum;
}

__global__ void local_double_lane(double *out, const double *in, int n)
{
	double a[16];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 16; k++)
		a[k] = in[k * n + i];
	double sum = 0.0;
	for (int k = 0; k < 16; k++)
		sum += a[(k + threadIdx.x) & 15];
	out[i] = sum;
}

__global__ void local_float4_lane(float4 *out, const float4 *in, int n)
{
	float4 a[16];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 16; k++)
		a[k] = in[k * n + i];
	float4 sum = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
	for (int k = 0; k < 16; k++) {
		float4 t = a[(k + threadIdx.x) & 15];
		sum.x += t.x;
		sum.y += t.y;
		sum.z += t.z;
		sum.w += t.w;
	}
	out[i] = sum;
}

/*
 * spill_regs indexes v only with constants after unrolling, so v is 64
 * registers, not local memory; 64 live values under 32 registers spill
 * (nvcc 13.0, sm_90: 384-byte frame, 452 bytes of spill stores, 620 of
 * spill loads). Only the SASS (LDL/STL) shows this traffic.
 */
__global__ void __launch_bounds__(1024, 2) spill_regs(float *out, const float *in, int n)
{
	float v[64];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 64; k++)
		v[k] = in[k * n + i];
	float s = 0.0f;
	for (int k = 0; k < 64; k++)
		s += v[k] * v[63 - k] + v[(k * 13) & 63];
	out[i] = s;
}

/*
 * Run 2: cases predicted by warpcheck before they were measured, with the
 * local-memory model as run 1 left it (simulator/local.c, and the time
 * hook whose per-SM rate and partial-sector cost were fitted on run 1's
 * spill_heavy, spill_regs and local_store). `warpcheck lint --time
 * --ptxas`, nvcc 13.0; <<<8, 1024>>> (256 warps) but local_wide_grid,
 * <<<1056, 256>>> (8448 warps, 8 blocks an SM, 6 resident at once):
 *
 *   kernel               local ld: req, sectors   local st: req, sectors   time
 *   local_store_uniform     2048,   32768            8192,   32768          8.6 us
 *   local_big               8192,  262144           16384,  262144         47.1 us
 *   local_roll1             4096,   16384            1024,   16384          7.5 us
 *   local_roll_fixed           0,       0               0,       0          7.5 us
 *   local_bytes             4096,   45056            1024,   16384         10.8 us
 *   local_wide_grid       270336, 8650752           67584, 1081344         16.9 us
 *
 * local_store_uniform: stores at one run-time index a warp (4 sectors,
 * every byte written) where local_store's had 32; local_big: a 1 KB frame,
 * 1 MB an SM, past L1, its 256 stores in a loop too long to unroll whole
 * (merged into 64 STL.128 as nvcc's PTX has them); local_roll1 and
 * local_roll_fixed: the checked fix warpcheck gives (its '#pragma unroll
 * 1' made '#pragma unroll') and the kernel with it, which has no local
 * traffic; local_bytes: 1-byte elements, 8 lanes a sector column reading
 * 8 consecutive bytes (2 or 3 words): 8 or 12 sectors, 11 on average;
 * local_wide_grid: local_lane's pattern over the whole GPU, its frame
 * (128 bytes, 1536 threads an SM: 192 KB) within L1.
 */
__global__ void local_store_uniform(float *out, const float *in, int n, int s)
{
	float a[32];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 32; k++)
		a[(k * 7 + s) & 31] = in[k * n + i];
	float sum = 0.0f;
	for (int k = 0; k < 32; k++)
		sum += a[k] * (float)(k + 1);
	out[i] = sum;
}

__global__ void local_big(float *out, const float *in, int n)
{
	float a[256];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 256; k++)
		a[k] = in[(k & 31) * n + i] + (float)k;
	float sum = 0.0f;
	for (int k = 0; k < 32; k++)
		sum += a[(k * 8 + threadIdx.x) & 255];
	out[i] = sum;
}

__global__ void local_roll1(float *out, const float *in, int n)
{
	float a[16];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float sum = 0.0f;

	for (int k = 0; k < 16; k++)
		a[k] = in[k * n + i];
#pragma unroll 1
	for (int k = 0; k < 16; k++)
		sum = sum * 0.5f + a[k];
	out[i] = sum;
}

__global__ void local_roll_fixed(float *out, const float *in, int n)
{
	float a[16];
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float sum = 0.0f;

	for (int k = 0; k < 16; k++)
		a[k] = in[k * n + i];
#pragma unroll
	for (int k = 0; k < 16; k++)
		sum = sum * 0.5f + a[k];
	out[i] = sum;
}

__global__ void local_bytes(unsigned *out, const unsigned char *in, int n)
{
	unsigned char a[64];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 64; k++)
		a[k] = in[k * n + i];
	unsigned sum = 0;
	for (int k = 0; k < 16; k++)
		sum += a[(k + threadIdx.x) & 63];
	out[i] = sum;
}

__global__ void local_wide_grid(float *out, const float *in, int n)
{
	float a[32];
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < 32; k++)
		a[k] = in[k * n + (i & (n - 1))];
	float sum = 0.0f;
	for (int k = 0; k < 32; k++)
		sum += a[(k + threadIdx.x) & 31];
	out[i & (n - 1)] = sum;
}

/*
 * Run 3: a load of what the thread just stored is the register it stored.
 * local_forward writes data[k] (a float4, k a loop counter the loop keeps:
 * iters is a parameter) and then its .x, and reads data[k].x back at once;
 * nvcc 13.0's PTX (nvcc -arch=sm_90 -ptx) has st.local.v4.f32 and
 * st.local.f32 in the loop, no ld.local there, and one ld.local.f32 of
 * data[iters - 1].y after it. Derived by hand, <<<8, 1024>>> (256 warps),
 * iters = 8: stores 2 a warp an iteration, 4096 requests; the 16-byte
 * store at one index for the warp costs 16 sectors, the 4-byte one 4:
 * 256 * 8 * 20 = 40960 sectors; loads 256 requests of 4 sectors, 1024.
 */
__global__ void local_forward(float *out, const float4 *in, int n, int iters)
{
	float4 data[8];
	float m = -1e30f;
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	for (int k = 0; k < iters; k++) {
		data[k] = in[k * n + i];
		data[k].x += 1.0f;
		m = (data[k].x > m ? data[k].x : m);
	}
	out[i] = m + data[iters - 1].y;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define N (8 * 1024)

/* in: 64 rows of N floats (spill_regs reads in[k * n + i] for k < 64;
 * local_float4_lane reads it as 8 rows of N float4); in_d: 16 rows of N
 * doubles; out_d: N doubles (N float4 for local_float4_lane: 16 * N bytes,
 * so out_d is allocated that large). */
static float *g_in, *g_out;
static double *g_in_d, *g_out_d;

static void launch_heavy(const struct variant *v)
{
	spill_heavy<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_none(const struct variant *v)
{
	spill_none<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_uniform(const struct variant *v)
{
	local_uniform<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_lane(const struct variant *v)
{
	local_lane<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_store(const struct variant *v)
{
	local_store<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_double(const struct variant *v)
{
	local_double<<<v->grid, v->block>>>(g_out_d, g_in_d, v->arg0, v->arg1);
}

static void launch_double_lane(const struct variant *v)
{
	local_double_lane<<<v->grid, v->block>>>(g_out_d, g_in_d, v->arg0);
}

static void launch_float4_lane(const struct variant *v)
{
	local_float4_lane<<<v->grid, v->block>>>((float4 *)g_out_d, (const float4 *)g_in,
						 v->arg0);
}

static void launch_store_uniform(const struct variant *v)
{
	local_store_uniform<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
}

static void launch_big(const struct variant *v)
{
	local_big<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_roll1(const struct variant *v)
{
	local_roll1<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_roll_fixed(const struct variant *v)
{
	local_roll_fixed<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_bytes(const struct variant *v)
{
	local_bytes<<<v->grid, v->block>>>((unsigned *)g_out, (const unsigned char *)g_in,
					   v->arg0);
}

static void launch_wide_grid(const struct variant *v)
{
	local_wide_grid<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_regs(const struct variant *v)
{
	spill_regs<<<v->grid, v->block>>>(g_out, g_in, v->arg0);
}

static void launch_forward(const struct variant *v)
{
	local_forward<<<v->grid, v->block>>>(g_out, (const float4 *)g_in, v->arg0, v->arg1);
}

static struct variant table[] = {
	{ "spill_heavy", "n=8192", dim3(8), dim3(1024), N, 0, launch_heavy, NULL },
	{ "spill_none", "n=8192", dim3(8), dim3(1024), N, 0, launch_none, NULL },
	{ "local_uniform", "n=8192;s=5", dim3(8), dim3(1024), N, 5, launch_uniform, NULL },
	{ "local_lane", "n=8192", dim3(8), dim3(1024), N, 0, launch_lane, NULL },
	{ "local_store", "n=8192", dim3(8), dim3(1024), N, 0, launch_store, NULL },
	{ "local_double", "n=8192;s=5", dim3(8), dim3(1024), N, 5, launch_double, NULL },
	{ "local_double_lane", "n=8192", dim3(8), dim3(1024), N, 0, launch_double_lane, NULL },
	{ "local_float4_lane", "n=8192", dim3(8), dim3(1024), N, 0, launch_float4_lane, NULL },
	{ "spill_regs", "n=8192", dim3(8), dim3(1024), N, 0, launch_regs, NULL },
	{ "local_store_uniform", "n=8192;s=5", dim3(8), dim3(1024), N, 5, launch_store_uniform, NULL },
	{ "local_big", "n=8192", dim3(8), dim3(1024), N, 0, launch_big, NULL },
	{ "local_roll1", "n=8192", dim3(8), dim3(1024), N, 0, launch_roll1, NULL },
	{ "local_roll_fixed", "n=8192", dim3(8), dim3(1024), N, 0, launch_roll_fixed, NULL },
	{ "local_bytes", "n=8192", dim3(8), dim3(1024), N, 0, launch_bytes, NULL },
	{ "local_wide_grid", "n=8192", dim3(1056), dim3(256), N, 0, launch_wide_grid, NULL },
	{ "local_forward", "n=8192;iters=8", dim3(8), dim3(1024), N, 8, launch_forward, NULL },
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_in = (float *)bench_alloc(64 * N * sizeof(float));
	g_out = (float *)bench_alloc(N * sizeof(float));
	g_in_d = (double *)bench_alloc(16 * N * sizeof(double));
	g_out_d = (double *)bench_alloc(2 * N * sizeof(double));
	bench_fill_float(g_in, 64 * N, 3);
	bench_fill_double(g_in_d, 16 * N, 5);
	bench_poison(g_out, N * sizeof(float));
	bench_poison(g_out_d, 2 * N * sizeof(double));
	rc = bench_main(argc, argv, "spill", table, count);
	cudaFree(g_in);
	cudaFree(g_out);
	cudaFree(g_in_d);
	cudaFree(g_out_d);
	return rc;
}
#endif /* __CUDA_ARCH__ */
