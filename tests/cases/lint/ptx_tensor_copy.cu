/*
 * Tensor copies (TMA) of a GEMM's tiles: host code builds two tensor
 * maps with cuTensorMapEncodeTiled, boxes of 64x64 and 128x64 halves of
 * 4096x4096 matrices, and passes them to the kernel, whose thread 0
 * copies one box of each a block.  A third map, whose strides are known
 * only at run time, goes to a second kernel: its box cannot be read.
 */
#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdlib.h>

#define M 4096
#define N 4096
#define K 4096
#define BM 64
#define BN 128
#define BK 64

__device__ uint32_t smem_addr(const void *p)
{
	return (uint32_t)__cvta_generic_to_shared(p);
}

__device__ void copy_box(void *dst, const CUtensorMap *map, int x, int y, uint64_t *bar)
{
	asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
		     :: "r"(smem_addr(dst)), "l"((uint64_t)map), "r"(x), "r"(y), "r"(smem_addr(bar))
		     : "memory");
}

__global__ void load_tiles(const __grid_constant__ CUtensorMap a_map,
			   const __grid_constant__ CUtensorMap b_map, float *out)
{
	__shared__ __align__(1024) __half a[BM * BK];
	__shared__ __align__(1024) __half b[BN * BK];
	__shared__ __align__(8) uint64_t bar;

	if (threadIdx.x == 0) {
		asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(smem_addr(&bar)));
		asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
			     :: "r"(smem_addr(&bar)), "n"((BM + BN) * BK * 2) : "memory");
		asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
			     :: "r"(smem_addr(a)), "l"((uint64_t)&a_map), "r"(0),
				"r"((int)blockIdx.y * BM), "r"(smem_addr(&bar))
			     : "memory");
		asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
			     :: "r"(smem_addr(b)), "l"((uint64_t)&b_map), "r"(0),
				"r"((int)blockIdx.x * BN), "r"(smem_addr(&bar))
			     : "memory");
	}
	asm volatile("{\n\t.reg .pred p;\n"
		     "WAIT_%=:\n\t"
		     "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], 0;\n\t"
		     "@!p bra WAIT_%=;\n}"
		     :: "r"(smem_addr(&bar)) : "memory");
	out[(blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x] =
		__half2float(a[threadIdx.x]) + __half2float(b[threadIdx.x]);
}

__global__ void load_any(const __grid_constant__ CUtensorMap map)
{
	__shared__ __align__(1024) __half tile[BM * BK];
	__shared__ __align__(8) uint64_t bar;

	if (threadIdx.x == 0)
		asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
			     :: "r"(smem_addr(tile)), "l"((uint64_t)&map), "r"(0), "r"(0),
				"r"(smem_addr(&bar))
			     : "memory");
}

static void encode(CUtensorMap *map, __half *base, cuuint64_t rows, cuuint32_t box_rows)
{
	cuuint64_t dims[2] = { K, rows }, strides[1] = { K * sizeof(__half) };
	cuuint32_t box[2] = { BK, box_rows }, ones[2] = { 1, 1 };

	cuTensorMapEncodeTiled(map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, base, dims, strides, box,
			       ones, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
			       CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
}

int main(int argc, char **argv)
{
	__half *A, *B;
	float *out;
	CUtensorMap a_map, b_map, any_map;
	cuuint64_t pitch = argc > 1 ? (cuuint64_t)atoi(argv[1]) : 8192;
	cuuint64_t dims[2] = { K, M }, strides[1] = { pitch };
	cuuint32_t box[2] = { BK, BM }, ones[2] = { 1, 1 };

	cudaMalloc(&A, (size_t)M * K * sizeof(__half));
	cudaMalloc(&B, (size_t)N * K * sizeof(__half));
	cudaMalloc(&out, (size_t)M / BM * N / BN * 128 * sizeof(float));
	encode(&a_map, A, M, BM);
	encode(&b_map, B, N, BN);
	load_tiles<<<dim3(N / BN, M / BM), 128>>>(a_map, b_map, out);
	cuTensorMapEncodeTiled(&any_map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, A, dims, strides, box,
			       ones, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
			       CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
	load_any<<<1, 32>>>(any_map);
	cudaDeviceSynchronize();
	return 0;
}
