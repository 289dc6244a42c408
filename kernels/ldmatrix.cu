/*
 * ldmatrix.cu - the tensor-core data movers written as inline PTX, as
 * hand-written GEMM and attention kernels write them: ldmatrix (x1, x2,
 * x4, .trans), stmatrix x4 and cp.async.cg 16 bytes, the shared address
 * from __cvta_generic_to_shared through a helper.  What this file
 * measures is the shared-memory rule for matrix loads (simulator/smem.c,
 * smem_matrix_request): each 8x8 matrix is eight 16-byte rows from eight
 * lanes, served as one phase; its wavefronts are the most distinct rows
 * that fall in one group of 4 banks; an instruction costs the sum over
 * its matrices.
 *
 * Every kernel runs one block of 128 threads: 4 warps, each one
 * instruction.  tile is a 16 x `pitch` array of halves (pitch in halves:
 * 64 is 128 bytes a row, 80 160, 72 144, 128 256, 40 80; every row start
 * 16-byte aligned, as ldmatrix needs); lane l gives row
 * r = l % 16 (l % 8 for x1), column chunk c (16 bytes: 8 halves) = l / 16
 * (0 for x1 and x2), or c ^ (r % 8) when swz is 1.  Hand-derived, per
 * instruction:
 *   x4 (4 matrices: lanes 0-7 rows 0-7 chunk 0, 8-15 rows 8-15 chunk 0,
 *   16-23 rows 0-7 chunk 1, 24-31 rows 8-15 chunk 1):
 *     pitch 64 (128 B): a row's 16 bytes at r * 128 + 16c: all 8 rows of
 *       a matrix in one group of 4 banks: 8 each, 32;
 *     pitch 80 (160 B): r * 160 = r * 128 + 32r: group (2r + c) % 8,
 *       rows r and r + 4 share one: 2 each, 8;
 *     pitch 72 (144 B): r * 144 = r * 128 + 16r: group r: 1 each, 4;
 *     pitch 128 (256 B): 8 each, 32;  pitch 40 (80 B): group 5r % 8, all
 *       different: 1 each, 4;
 *     pitch 64 with swz: chunk c ^ r: group (c ^ r) % 8 distinct: 4.
 *   x1 (lanes 0-7): pitch 64: 8; pitch 72: 1; pitch 64 with swz: 1.
 *   x2 (lanes 0-15, chunk 0): pitch 64: 16; pitch 72: 2.
 *   .trans: the same rows, the same counts.
 *   stmatrix x4: as ldmatrix x4 (32 at pitch 64, 4 at 72), then one read
 *     of 32 consecutive halves: 64 bytes, 1 wavefront.
 * Per kernel, 4 warps: 4 instructions, the counts above times 4.
 * The ldmatrix kernels store 4 bytes a thread to out: 4 requests of 4
 * sectors.
 * cp.async.cg 16 bytes at shared stride ss and global stride gs (16-byte
 * units): as __pipeline_memcpy_async in async_copy.cu (ss=1 gs=1: 4
 * requests, 16 sectors each; ss=2: the same sectors), then s[t].
 */
#include <cuda_fp16.h>
#include <stdint.h>

#define TILE_HALVES (16 * 128 + 64)

__device__ __forceinline__ uint32_t smem_addr(const void *p)
{
	return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

#define LDSM_X4(R, addr) \
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n" \
		     : "=r"(R[0]), "=r"(R[1]), "=r"(R[2]), "=r"(R[3]) : "r"(addr))

/* the row and 16-byte chunk lane l addresses */
__device__ __forceinline__ int lane_row(int lane, int rows)
{
	return lane % rows;
}

__global__ void ldsm_x1(unsigned *out, int pitch, int swz)
{
	__shared__ __align__(128) half tile[TILE_HALVES];
	int lane = threadIdx.x % 32, r = lane_row(lane, 8), c = swz ? (r % 8) : 0;
	uint32_t v;

	asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];\n"
		     : "=r"(v) : "r"(smem_addr(&tile[r * pitch + c * 8])));
	out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

__global__ void ldsm_x2(unsigned *out, int pitch, int swz)
{
	__shared__ __align__(128) half tile[TILE_HALVES];
	int lane = threadIdx.x % 32, r = lane_row(lane, 16), c = swz ? (r % 8) : 0;
	uint32_t v0, v1;

	asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n"
		     : "=r"(v0), "=r"(v1) : "r"(smem_addr(&tile[r * pitch + c * 8])));
	out[blockIdx.x * blockDim.x + threadIdx.x] = v0 + v1;
}

__global__ void ldsm_x4(unsigned *out, int pitch, int swz)
{
	__shared__ __align__(128) half tile[TILE_HALVES];
	int lane = threadIdx.x % 32, r = lane_row(lane, 16), c = lane / 16;
	uint32_t v[4];

	if (swz)
		c ^= r % 8;
	LDSM_X4(v, smem_addr(&tile[r * pitch + c * 8]));
	out[blockIdx.x * blockDim.x + threadIdx.x] = v[0] + v[1] + v[2] + v[3];
}

__global__ void ldsm_x4_trans(unsigned *out, int pitch, int swz)
{
	__shared__ __align__(128) half tile[TILE_HALVES];
	int lane = threadIdx.x % 32, r = lane_row(lane, 16), c = lane / 16;
	uint32_t v0, v1, v2, v3;
	uint32_t addr;

	if (swz)
		c ^= r % 8;
	addr = smem_addr(&tile[r * pitch + c * 8]);
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
		     : "=r"(v0), "=r"(v1), "=r"(v2), "=r"(v3) : "r"(addr));
	out[blockIdx.x * blockDim.x + threadIdx.x] = v0 + v1 + v2 + v3;
}

__global__ void stsm_x4(unsigned *out, int pitch, int swz)
{
	__shared__ __align__(128) half tile[TILE_HALVES];
	int lane = threadIdx.x % 32, r = lane_row(lane, 16), c = lane / 16;
	uint32_t v = threadIdx.x;

	if (swz)
		c ^= r % 8;
	asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};\n"
		     :: "r"(smem_addr(&tile[r * pitch + c * 8])), "r"(v), "r"(v + 1), "r"(v + 2),
		     "r"(v + 3) : "memory");
	__syncwarp();
	out[blockIdx.x * blockDim.x + threadIdx.x] = __half_as_ushort(tile[threadIdx.x % 32]);
}

__global__ void cpasync16(unsigned *out, const float *in, int ss, int gs)
{
	__shared__ __align__(128) float s[4096];
	int t = threadIdx.x, gid = blockIdx.x * blockDim.x + t;

	asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n"
		     :: "r"(smem_addr(&s[4 * (t * ss)])), "l"(&in[4 * (gid * gs)]));
	asm volatile("cp.async.commit_group;\n" ::);
	asm volatile("cp.async.wait_group 0;\n" ::: "memory");
	__syncthreads();
	out[gid] = __float_as_uint(s[t]);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static unsigned *g_out;
static float *g_in;

typedef void (*matrix_fn)(unsigned *, int, int);
static const struct {
	const char *name;
	matrix_fn fn;
} kernels[] = {
	{ "ldsm_x1", ldsm_x1 },
	{ "ldsm_x2", ldsm_x2 },
	{ "ldsm_x4", ldsm_x4 },
	{ "ldsm_x4_trans", ldsm_x4_trans },
	{ "stsm_x4", stsm_x4 },
};

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "cpasync16")) {
		cpasync16<<<v->grid, v->block>>>(g_out, g_in, v->arg0, v->arg1);
		return;
	}
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(g_out, v->arg0, v->arg1);
			return;
		}
	}
	fprintf(stderr, "ldmatrix: no kernel %s\n", v->kernel);
	exit(100);
}

#define M(name, pitch, swz) { name, "pitch=" #pitch ";swz=" #swz, dim3(1), dim3(128), \
			      pitch, swz, launch, NULL }
#define C(ss, gs) { "cpasync16", "ss=" #ss ";gs=" #gs, dim3(1), dim3(128), ss, gs, launch, NULL }

static struct variant table[] = {
	M("ldsm_x1", 64, 0),
	M("ldsm_x1", 72, 0),
	M("ldsm_x1", 64, 1),
	M("ldsm_x2", 64, 0),
	M("ldsm_x2", 72, 0),
	M("ldsm_x4", 64, 0),
	M("ldsm_x4", 80, 0),
	M("ldsm_x4", 72, 0),
	M("ldsm_x4", 128, 0),
	M("ldsm_x4", 40, 0),
	M("ldsm_x4", 64, 1),
	M("ldsm_x4_trans", 64, 0),
	M("ldsm_x4_trans", 72, 0),
	M("ldsm_x4_trans", 64, 1),
	M("stsm_x4", 64, 0),
	M("stsm_x4", 72, 0),
	M("stsm_x4", 64, 1),
	C(1, 1),
	C(2, 1),
	C(1, 2),
};

int main(int argc, char **argv)
{
	int count = (int)(sizeof(table) / sizeof(table[0]));
	int rc;

	g_out = (unsigned *)bench_alloc(4096 * sizeof(unsigned));
	g_in = (float *)bench_alloc(65536 * sizeof(float));
	bench_fill_float(g_in, 65536, 7);
	bench_poison(g_out, 4096 * sizeof(unsigned));
	rc = bench_main(argc, argv, "ldmatrix", table, count);
	cudaFree(g_out);
	cudaFree(g_in);
	return rc;
}
#endif /* __CUDA_ARCH__ */
