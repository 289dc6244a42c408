/*
 * gemm.cu - a family of single-precision GEMM kernels, C = A * B, all
 * n x n row-major with n = 2048, written the way tutorials build them up:
 * naive, coalesced, shared-memory tiles, 1D and 2D register blocking,
 * vectorized loads, warp tiling. Each variant's result is compared with
 * the naive kernel's (max abs error printed), so that a wrong kernel shows.
 *
 * The counts below are hand-derived from the source, one access per
 * element read or written (no merging by the compiler). Where nvcc joins a
 * thread's unrolled reads of consecutive shared words into LDS.64/LDS.128
 * the measured counts differ: that is what this file is for, with
 * kernels/emit_wide.cu. Per launch, n = 2048.
 */

#define GN 2048

/*
 * 1. naive, threadIdx.x over rows: block (32, 32), grid (64, 64): 131072
 * warps. A warp has one column and 32 rows. Per k: A[row * n + k], 32 rows:
 * 32 sectors; B[k * n + col]: one word, 1 sector.
 *   global ld: 131072 * 2 * 2048 = 536870912 req,
 *              131072 * 2048 * 33 = 8858370048 sectors
 *   global st C[row * n + col]: 131072 req, 32 sectors each: 4194304
 */
__global__ void gemm_naive(float *c, const float *a, const float *b, int n)
{
	int row = blockIdx.x * 32 + threadIdx.x;
	int col = blockIdx.y * 32 + threadIdx.y;
	float sum = 0.0f;

	for (int k = 0; k < n; k++)
		sum += a[row * n + k] * b[k * n + col];
	c[row * n + col] = sum;
}

/*
 * 2. coalesced: threadIdx.x over columns. A: one word per warp (1 sector),
 * B: 32 consecutive floats (4 sectors).
 *   global ld: 536870912 req, 131072 * 2048 * 5 = 1342177280 sectors
 *   global st: 131072 req, 524288 sectors
 */
__global__ void gemm_coalesced(float *c, const float *a, const float *b, int n)
{
	int row = blockIdx.y * 32 + threadIdx.y;
	int col = blockIdx.x * 32 + threadIdx.x;
	float sum = 0.0f;

	for (int k = 0; k < n; k++)
		sum += a[row * n + k] * b[k * n + col];
	c[row * n + col] = sum;
}

/*
 * 3. shared tiles of 32 x 32, block (32, 32), grid (64, 64): 131072 warps
 * x 64 tiles = 8388608 warp-tiles. Per warp-tile: global ld 2 req, 8
 * sectors; shared st As[ty][tx], Bs[ty][tx]: 2 req, 2 wf; shared ld
 * As[ty][k] (broadcast, 1 wf) and Bs[k][tx] (1 wf), k < 32: 64 req, 64 wf.
 *   global ld 16777216 req, 67108864 sectors; global st 131072, 524288
 *   shared st 16777216 req, 16777216 wf
 *   shared ld 536870912 req, 536870912 wf (source)
 */
__global__ void gemm_smem(float *c, const float *a, const float *b, int n)
{
	__shared__ float As[32][32];
	__shared__ float Bs[32][32];
	int tx = threadIdx.x, ty = threadIdx.y;
	int row = blockIdx.y * 32 + ty;
	int col = blockIdx.x * 32 + tx;
	float sum = 0.0f;

	for (int t = 0; t < n; t += 32) {
		As[ty][tx] = a[row * n + t + tx];
		Bs[ty][tx] = b[(t + ty) * n + col];
		__syncthreads();
		for (int k = 0; k < 32; k++)
			sum += As[ty][k] * Bs[k][tx];
		__syncthreads();
	}
	c[row * n + col] = sum;
}

/*
 * 4. 1D block tiling: a 64 x 64 tile of C per block, BK = 8, each thread 8
 * outputs of one column (TM = 8). 512 threads (16 warps), grid (32, 32):
 * 16384 warps x 256 tiles = 4194304 warp-tiles.
 * Loads: As[r][k] = A (warp: 4 rows x 8 floats, 32-byte aligned: 4
 * sectors; shared 32 consecutive words: 1 wf); Bs[r][c] = B (32
 * consecutive floats: 4 sectors, 1 wf).
 * Inner loop per dot < 8: Bs[dot][tc] (32 consecutive: 1 wf) and
 * As[tr * 8 + i][dot], i < 8 (tr = tid / 64 is one value per warp: a
 * broadcast, 1 wf): 9 LDS, 9 wf; 72 per tile.
 *   global ld 8388608 req, 33554432 sectors
 *   shared st 8388608 req, 8388608 wf
 *   shared ld 301989888 req, 301989888 wf (source)
 *   global st: 8 per thread, 32 consecutive floats per warp:
 *     131072 req, 524288 sectors
 */
__global__ void gemm_1d(float *c, const float *a, const float *b, int n)
{
	__shared__ float As[64 * 8];
	__shared__ float Bs[8 * 64];
	int tid = threadIdx.x;
	int tc = tid % 64, tr = tid / 64;
	int ar = tid / 8, ac = tid % 8;
	int br = tid / 64, bc = tid % 64;
	const float *ap = a + blockIdx.y * 64 * n;
	const float *bp = b + blockIdx.x * 64;
	float res[8] = { 0.0f };

	for (int t = 0; t < n; t += 8) {
		As[ar * 8 + ac] = ap[ar * n + t + ac];
		Bs[br * 64 + bc] = bp[(t + br) * n + bc];
		__syncthreads();
		for (int dot = 0; dot < 8; dot++) {
			float bv = Bs[dot * 64 + tc];

			for (int i = 0; i < 8; i++)
				res[i] += As[(tr * 8 + i) * 8 + dot] * bv;
		}
		__syncthreads();
	}
	for (int i = 0; i < 8; i++)
		c[(blockIdx.y * 64 + tr * 8 + i) * n + blockIdx.x * 64 + tc] =
			res[i];
}

/*
 * 5. 2D block tiling: a 128 x 128 tile per block, BK = 8, 8 x 8 outputs
 * per thread, 256 threads (8 warps), grid (16, 16): 2048 warps x 256 tiles
 * = 524288 warp-tiles. tc = tid % 16, tr = tid / 16 (two per warp).
 * Loads, 4 rounds each: A (warp 4 rows x 8 floats: 4 sectors, 1 wf) and
 * B (32 consecutive: 4 sectors, 1 wf): 8 req, 32 sectors, 8 STS, 8 wf.
 * Per dot: regM[i] = As[(tr * 8 + i) * 8 + dot]: two words 64 apart, one
 * bank: 2 wf; regN[i] = Bs[dot * 128 + tc * 8 + i]: 16 words at stride 8,
 * bank repeats every 4: 4 wf. 16 LDS, 48 wf per dot; 128, 384 per tile.
 *   global ld 4194304 req, 16777216 sectors
 *   shared st 4194304 req, 4194304 wf
 *   shared ld 67108864 req, 201326592 wf (source)
 *   global st: 64 per thread; a warp writes 2 rows x 16 words 32 bytes
 *     apart: 32 sectors; 131072 req, 4194304 sectors
 */
__global__ void gemm_2d(float *c, const float *a, const float *b, int n)
{
	__shared__ float As[128 * 8];
	__shared__ float Bs[8 * 128];
	int tid = threadIdx.x;
	int tc = tid % 16, tr = tid / 16;
	int ar = tid / 8, ac = tid % 8;
	int br = tid / 128, bc = tid % 128;
	const float *ap = a + blockIdx.y * 128 * n;
	const float *bp = b + blockIdx.x * 128;
	float res[64] = { 0.0f };
	float regM[8], regN[8];

	for (int t = 0; t < n; t += 8) {
		for (int off = 0; off < 128; off += 32)
			As[(ar + off) * 8 + ac] = ap[(ar + off) * n + t + ac];
		for (int off = 0; off < 8; off += 2)
			Bs[(br + off) * 128 + bc] = bp[(t + br + off) * n + bc];
		__syncthreads();
		for (int dot = 0; dot < 8; dot++) {
			for (int i = 0; i < 8; i++)
				regM[i] = As[(tr * 8 + i) * 8 + dot];
			for (int i = 0; i < 8; i++)
				regN[i] = Bs[dot * 128 + tc * 8 + i];
			for (int i = 0; i < 8; i++)
				for (int j = 0; j < 8; j++)
					res[i * 8 + j] += regM[i] * regN[j];
		}
		__syncthreads();
	}
	for (int i = 0; i < 8; i++)
		for (int j = 0; j < 8; j++)
			c[(blockIdx.y * 128 + tr * 8 + i) * n +
			  blockIdx.x * 128 + tc * 8 + j] = res[i * 8 + j];
}

/*
 * 6. vectorized: as gemm_2d, with float4 global loads and stores, and As
 * kept transposed (As[k][m]) so the inner loop reads both tiles along a
 * row. 524288 warp-tiles.
 * Loads, one round each: A as float4 (ar = tid / 2, ac = tid % 2: 16 rows
 * x 32 bytes: 16 sectors), stored to As[(ac * 4 + q) * 128 + ar], q < 4
 * (16 consecutive words twice, 512 words apart: 2 wf each): 4 STS, 8 wf;
 * B as float4 (tid / 32, tid % 32: 512 contiguous bytes: 16 sectors) to
 * Bs with one float4 store (STS.128, 4 wf).
 * Per dot: regM[i] = As[dot * 128 + tr * 8 + i]: two words (tr two
 * values) in two banks: 1 wf; regN as gemm_2d: 4 wf. 16 LDS, 40 wf per
 * dot; 128 req, 320 wf per tile.
 *   global ld 1048576 req, 16777216 sectors
 *   shared st 2621440 req, 6291456 wf
 *   shared ld 67108864 req, 167772160 wf (source)
 *   global st: 16 float4 per thread; a warp writes 2 rows x 16 lanes x 16
 *     bytes, 32 bytes apart: 32 sectors; 32768 req, 1048576 sectors
 */
__global__ void gemm_vec(float *c, const float *a, const float *b, int n)
{
	__shared__ float As[8 * 128];
	__shared__ float Bs[8 * 128];
	int tid = threadIdx.x;
	int tc = tid % 16, tr = tid / 16;
	int ar = tid / 2, ac = tid % 2;
	int br = tid / 32, bc = tid % 32;
	const float *ap = a + blockIdx.y * 128 * n;
	const float *bp = b + blockIdx.x * 128;
	float res[64] = { 0.0f };
	float regM[8], regN[8];

	for (int t = 0; t < n; t += 8) {
		float4 va = reinterpret_cast<const float4 *>(
			&ap[ar * n + t + ac * 4])[0];

		As[(ac * 4 + 0) * 128 + ar] = va.x;
		As[(ac * 4 + 1) * 128 + ar] = va.y;
		As[(ac * 4 + 2) * 128 + ar] = va.z;
		As[(ac * 4 + 3) * 128 + ar] = va.w;
		reinterpret_cast<float4 *>(&Bs[br * 128 + bc * 4])[0] =
			reinterpret_cast<const float4 *>(
				&bp[(t + br) * n + bc * 4])[0];
		__syncthreads();
		for (int dot = 0; dot < 8; dot++) {
			for (int i = 0; i < 8; i++)
				regM[i] = As[dot * 128 + tr * 8 + i];
			for (int i = 0; i < 8; i++)
				regN[i] = Bs[dot * 128 + tc * 8 + i];
			for (int i = 0; i < 8; i++)
				for (int j = 0; j < 8; j++)
					res[i * 8 + j] += regM[i] * regN[j];
		}
		__syncthreads();
	}
	for (int i = 0; i < 8; i++) {
		for (int j = 0; j < 8; j += 4) {
			float4 v = make_float4(res[i * 8 + j], res[i * 8 + j + 1],
					       res[i * 8 + j + 2],
					       res[i * 8 + j + 3]);

			reinterpret_cast<float4 *>(
				&c[(blockIdx.y * 128 + tr * 8 + i) * n +
				   blockIdx.x * 128 + tc * 8 + j])[0] = v;
		}
	}
}

/*
 * 7. warp tiling: a 128 x 128 tile per block, BK = 16, 128 threads (4
 * warps), each warp a 64 x 64 tile, iterated as 4 subtiles of 64 x 16;
 * a thread holds TM = 8 rows x 4 columns of each subtile (128 outputs).
 * wr = warp / 2, wc = warp % 2; in a warp, lr = lane / 4, lc = lane % 4.
 * 1024 warps x 128 tiles = 131072 warp-tiles.
 * Loads, 4 rounds each: A as float4 (tid / 4 rows, tid % 4: 8 rows x 64
 * bytes: 16 sectors), stored transposed, As[(ac * 4 + q) * 128 + r]
 * (8 consecutive words 4 times, 512 words apart: 4 wf each); B as float4
 * (512 contiguous bytes: 16 sectors) with one STS.128 (4 wf).
 * Per warp-tile: global ld 8 req, 128 sectors; shared st 16 STS (64 wf)
 * and 4 STS.128 (16 wf).
 * Per dot (16 per tile): regM[i] = As[dot * 128 + wr * 64 + lr * 8 + i]:
 * 8 words at stride 8, bank repeats every 4: 2 wf; 8 LDS, 16 wf.
 * regN[s * 4 + i] = Bs[dot * 128 + wc * 64 + s * 16 + lc * 4 + i]: 4 words
 * in 4 banks: 1 wf; 16 LDS, 16 wf. 24 LDS, 32 wf per dot.
 *   global ld 1048576 req, 16777216 sectors
 *   shared st 2621440 req, 10485760 wf
 *   shared ld 50331648 req, 67108864 wf (source)
 *   global st: 32 float4 per thread; a warp writes 8 rows x 64 bytes:
 *     16 sectors; 32768 req, 524288 sectors
 */
__global__ void gemm_warptile(float *c, const float *a, const float *b, int n)
{
	__shared__ float As[16 * 128];
	__shared__ float Bs[16 * 128];
	int tid = threadIdx.x;
	int warp = tid / 32, lane = tid % 32;
	int wr = warp / 2, wc = warp % 2;
	int lr = lane / 4, lc = lane % 4;
	int ar = tid / 4, ac = tid % 4;
	int br = tid / 32, bc = tid % 32;
	const float *ap = a + blockIdx.y * 128 * n;
	const float *bp = b + blockIdx.x * 128;
	float res[8 * 16] = { 0.0f };
	float regM[8], regN[16];

	for (int t = 0; t < n; t += 16) {
		for (int off = 0; off < 128; off += 32) {
			float4 va = reinterpret_cast<const float4 *>(
				&ap[(ar + off) * n + t + ac * 4])[0];

			As[(ac * 4 + 0) * 128 + ar + off] = va.x;
			As[(ac * 4 + 1) * 128 + ar + off] = va.y;
			As[(ac * 4 + 2) * 128 + ar + off] = va.z;
			As[(ac * 4 + 3) * 128 + ar + off] = va.w;
		}
		for (int off = 0; off < 16; off += 4)
			reinterpret_cast<float4 *>(
				&Bs[(br + off) * 128 + bc * 4])[0] =
				reinterpret_cast<const float4 *>(
					&bp[(t + br + off) * n + bc * 4])[0];
		__syncthreads();
		for (int dot = 0; dot < 16; dot++) {
			for (int i = 0; i < 8; i++)
				regM[i] = As[dot * 128 + wr * 64 + lr * 8 + i];
			for (int s = 0; s < 4; s++)
				for (int i = 0; i < 4; i++)
					regN[s * 4 + i] = Bs[dot * 128 + wc * 64 +
							     s * 16 + lc * 4 + i];
			for (int i = 0; i < 8; i++)
				for (int j = 0; j < 16; j++)
					res[i * 16 + j] += regM[i] * regN[j];
		}
		__syncthreads();
	}
	for (int i = 0; i < 8; i++) {
		for (int s = 0; s < 4; s++) {
			float4 v = make_float4(res[i * 16 + s * 4],
					       res[i * 16 + s * 4 + 1],
					       res[i * 16 + s * 4 + 2],
					       res[i * 16 + s * 4 + 3]);

			reinterpret_cast<float4 *>(
				&c[(blockIdx.y * 128 + wr * 64 + lr * 8 + i) * n +
				   blockIdx.x * 128 + wc * 64 + s * 16 +
				   lc * 4])[0] = v;
		}
	}
}

#ifndef __CUDA_ARCH__
#include "bench.h"
#include <math.h>

typedef void (*gemm_kernel)(float *, const float *, const float *, int);

static float *g_a, *g_b, *g_c;
static float *g_ref;   /* the naive kernel's C, on the host */
static float *g_host;  /* a copy of C for the check */

static const struct {
	const char *name;
	gemm_kernel fn;
} kernels[] = {
	{ "gemm_naive", gemm_naive },
	{ "gemm_coalesced", gemm_coalesced },
	{ "gemm_smem", gemm_smem },
	{ "gemm_1d", gemm_1d },
	{ "gemm_2d", gemm_2d },
	{ "gemm_vec", gemm_vec },
	{ "gemm_warptile", gemm_warptile },
};

static void launch(const struct variant *v)
{
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_c, g_a, g_b, GN);
			return;
		}
	}
	fprintf(stderr, "gemm: no kernel %s\n", v->kernel);
	exit(100);
}

/*
 * The naive kernel runs first in the table and its C becomes the
 * reference; every later variant is compared with it on the host (no
 * extra kernel, so that --profile still sees one launch per variant).
 * C is poisoned after each check, so a kernel that writes nothing fails.
 * The sums run over 2048 products of values in [1, 4): about 1e4, so
 * float rounding in a different order reaches ~1e-2; 0.5 is a real error.
 */
static int check(const struct variant *v)
{
	size_t count = (size_t)GN * GN;
	double worst = 0.0;
	int ref_made = 0;

	BENCH_CHECK(cudaMemcpy(g_host, g_c, count * sizeof(float),
			       cudaMemcpyDeviceToHost));
	if (!strcmp(v->kernel, "gemm_naive")) {
		memcpy(g_ref, g_host, count * sizeof(float));
		ref_made = 1;
	}
	for (size_t i = 0; i < count; i++) {
		double d = fabs((double)g_host[i] - (double)g_ref[i]);

		if (!(d <= worst))   /* catches NaN too */
			worst = isnan(d) ? INFINITY : d;
	}
	bench_poison(g_c, count * sizeof(float));
	fprintf(stderr, "gemm: %s: max abs error %g against gemm_naive%s\n",
		v->kernel, worst, ref_made ? " (itself)" : "");
	return worst > 0.5;
}

#define V(name, gx, gy, bx, by) \
	{ name, "n=2048", dim3(gx, gy), dim3(bx, by), GN, 0, launch, check }

static struct variant table[] = {
	V("gemm_naive", 64, 64, 32, 32),
	V("gemm_coalesced", 64, 64, 32, 32),
	V("gemm_smem", 64, 64, 32, 32),
	V("gemm_1d", 32, 32, 512, 1),
	V("gemm_2d", 16, 16, 256, 1),
	V("gemm_vec", 16, 16, 256, 1),
	V("gemm_warptile", 16, 16, 128, 1),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	size_t elems = (size_t)GN * GN;
	int rc;

	g_a = (float *)bench_alloc(elems * sizeof(float));
	g_b = (float *)bench_alloc(elems * sizeof(float));
	g_c = (float *)bench_alloc(elems * sizeof(float));
	g_ref = (float *)calloc(elems, sizeof(float));
	g_host = (float *)malloc(elems * sizeof(float));
	if (!g_ref || !g_host) {
		fprintf(stderr, "gemm: out of host memory\n");
		return 100;
	}
	/* the reference is NaN until gemm_naive has run: a variant run alone
	 * (--only) then reports an infinite error, not a false pass */
	memset(g_ref, 0xff, elems * sizeof(float));
	bench_fill_float(g_a, elems, 51);
	bench_fill_float(g_b, elems, 52);
	bench_poison(g_c, elems * sizeof(float));

	rc = bench_main(argc, argv, "gemm", table, count);
	cudaFree(g_a);
	cudaFree(g_b);
	cudaFree(g_c);
	free(g_ref);
	free(g_host);
	return rc;
}
#endif /* __CUDA_ARCH__ */
