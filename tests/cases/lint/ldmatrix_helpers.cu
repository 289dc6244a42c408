// ldmatrix and mma.sync as tensor-core kernels spell them: the row
// address made by a helper from a pointer into dynamic shared memory
// (`cvta_shared(A_ptr)`), and an mma template written as several string
// pieces with a comment after each.
// Launch: --block 32 --dynamic-shared 16384 (one warp); JSON, for the
// tensor instructions: the one mma.sync.
#include <cuda_bf16.h>
#include <stdint.h>

__device__ inline uint32_t cvta_shared(const void *ptr)
{
	return static_cast<uint32_t>(__cvta_generic_to_shared(ptr));
}

__device__ inline void ldmatrix_x4(uint32_t reg[4], uint32_t addr)
{
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
		     : "=r"(reg[0]), "=r"(reg[1]), "=r"(reg[2]), "=r"(reg[3])
		     : "r"(addr));
}

__device__ inline void mma_m16n8k16(const uint32_t a[4], const uint32_t b[2], float d[4])
{
	asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
		     "{%0, %1, %2, %3}, "    // D
		     "{%4, %5, %6, %7}, "    // A
		     "{%8, %9}, "            // B
		     "{%0, %1, %2, %3};"     // C
		     : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
		     : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

__global__ void tile_mma(float *out)
{
	extern __shared__ __nv_bfloat16 shm[];
	int lane = threadIdx.x % 32;
	uint32_t a[4], b[2] = { 0, 0 };
	float d[4] = { 0, 0, 0, 0 };

	// rows of 64 bf16, 128 bytes apart: each 8x8 matrix's eight rows
	// fall in banks 0-3, 8 wavefronts a matrix, 32 for the x4 (ideal 4)
	const __nv_bfloat16 *p = shm + (lane % 16) * 64 + (lane / 16) * 8;
	ldmatrix_x4(a, cvta_shared(p));
	// rows of 72 bf16, 144 bytes apart: a 16-byte shift a row, 1
	// wavefront a matrix, 4 for the x4
	const __nv_bfloat16 *q = shm + 4096 + (lane % 16) * 72 + (lane / 16) * 8;
	uint32_t q_addr = cvta_shared(q);
	ldmatrix_x4(a, q_addr);
	// in all: 2 ldmatrix, 36 wavefronts (ideal 8); 1 tensor instruction
	mma_m16n8k16(a, b, d);
	out[threadIdx.x] = d[0];
}
