// An ldmatrix conflict and its checked fixes. ldmatrix reads 16-byte rows,
// so a fix must keep every row 16-byte aligned: a padding of whole 16-byte
// pieces, or a swizzle that moves whole 16-byte pieces (chunks).
//
// By hand, one warp: the x4 ldmatrix's lane l gives row l % 16 and chunk
// l / 16 of a [64][64] half tile, 128-byte rows: each matrix's 8 rows start
// at the same 16 bytes of a 128-byte line, 8 wavefronts a matrix, 32 the
// instruction (ideal 4). The store writes 32 halves of row 0: 1 wavefront.
//   pad 1 to 7 halves would leave rows misaligned for ldmatrix: not fixes;
//   pad 8 (144-byte rows): the 8 rows at 16-byte steps of the line, 1
//   wavefront a matrix: 4 + 1 = 5 wavefronts;
//   swizzle chunk c of row r to c ^ (r % 8): 8 distinct chunks, 4 + 1 = 5
//   (row 0 of the store is not moved).
#include <cuda_fp16.h>
#include <stdint.h>

__global__ void fragments(half *out)
{
	__shared__ half tile[64][64];
	int lane = threadIdx.x % 32;
	uint32_t r0, r1, r2, r3;

	tile[threadIdx.x / 64][threadIdx.x % 64] = out[threadIdx.x];
	__syncthreads();
	uint32_t addr = (uint32_t)__cvta_generic_to_shared(&tile[lane % 16][(lane / 16) * 8]);
	asm volatile("ldmatrix.sync.aligned.x4.m8n8.shared.b16 {%0, %1, %2, %3}, [%4];"
		     : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
		     : "r"(addr));
	out[threadIdx.x] = __float2half((float)(r0 ^ r1 ^ r2 ^ r3));
}
