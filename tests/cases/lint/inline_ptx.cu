/*
 * Inline PTX as tensor-core kernels write it: ldmatrix through a macro,
 * through a helper that takes the shared address, cp.async.cg with its
 * commit and wait, a vector ld.shared, an mma (tensor work, no memory),
 * and a red (ptxas folds a warp's lanes at one address).  By hand for
 * one warp (--block 32):
 *   line 37, ldmatrix .x4 on a[16][64] halves (128-byte rows), lane l at
 *     row l % 16, chunk l / 16: each matrix's 8 rows in one group of 4
 *     banks: 8 wavefronts each, 32, ideal 4 (kernels/ldmatrix.cu,
 *     measured on the H200);
 *   the helper's ldmatrix .x2 on b[16][72] (144-byte rows): 1 each, 2;
 *   cp.async 16 bytes (an immediate operand) from g[4 * t]: 512
 *     contiguous bytes, 16 sectors;
 *   ld.shared.v4.b32 at a + 16 t bytes: 512 bytes over 4 phases of 8
 *     lanes, 4 wavefronts, ideal 4;
 *   out[t]: 4 sectors; the red at out: 1 request, 1 sector.
 */
#include <cuda_fp16.h>
#include <stdint.h>

#define LDSM_X4(R, addr) \
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n" \
		     : "=r"(R[0]), "=r"(R[1]), "=r"(R[2]), "=r"(R[3]) : "r"(addr))

__device__ __forceinline__ void ldsm_x2(uint32_t *r, uint32_t addr)
{
	asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(r[0]), "=r"(r[1]) : "r"(addr));
}

__global__ void fragments(const float *g, unsigned *out)
{
	__shared__ __align__(128) half a[16][64];
	__shared__ __align__(128) half b[16][72];
	int t = threadIdx.x;
	uint32_t ra[4], rb[2], v0, v1, v2, v3;
	uint32_t addr = static_cast<uint32_t>(__cvta_generic_to_shared(&a[t % 16][(t / 16) * 8]));
	LDSM_X4(ra, addr);
	ldsm_x2(rb, static_cast<uint32_t>(__cvta_generic_to_shared(&b[t % 16][0])));
	asm volatile("cp.async.cg.shared.global [%0], [%1], %2;\n"
		     :: "r"(static_cast<uint32_t>(__cvta_generic_to_shared(&a[0][8 * t]))), "l"(&g[4 * t]),
		     "n"(16));
	asm volatile("cp.async.commit_group;\ncp.async.wait_group 0;\n" ::: "memory");
	asm volatile("ld.shared.v4.b32 {%0, %1, %2, %3}, [%4];"
		     : "=r"(v0), "=r"(v1), "=r"(v2), "=r"(v3)
		     : "r"(static_cast<uint32_t>(__cvta_generic_to_shared(&a[0][0])) + 16 * t));
	asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};"
		     : "+r"(v0), "+r"(v1), "+r"(v2), "+r"(v3)
		     : "r"(ra[0]), "r"(ra[1]), "r"(ra[2]), "r"(ra[3]), "r"(rb[0]), "r"(rb[1]));
	asm volatile("red.global.add.u32 [%0], %1;" :: "l"(out), "r"(v0));
	out[t] = v0 + v1 + v2 + v3;
}
