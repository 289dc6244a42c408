// The copy engine's copies as libcu++ spells them (analyzer/frontend/bulk.c),
// each counted as its inline PTX is: cuda::device::experimental's tensor
// and bulk copies on a cuda::barrier, and cuda::ptx's on an mbarrier, with
// the tensor map encoded in a helper that only host code calls. Run with
// --grid 1 --block 32: one warp; lane 0 issues each copy.
//
// By hand (the rule: a bulk copy reads or writes the sectors of its byte
// range, a box is a bulk copy of each of its rows; kernels/tma_bulk.cu,
// kernels/tma_cxx.cu, h200-2026-12-02-tma):
//   box_in, box_out: a 64 x 16 float box (64 floats = 256 bytes a row, 16
//     rows 4,096 bytes apart): 8 sectors a row, 128 a copy.
//   box_coords: the same box, its coordinates in an array: 128.
//   range_in: 2,048 bytes from a 32-byte-aligned address: 64 sectors.
//   range_out: 512 bytes to global: 16 sectors.
#include <cuda.h>
#include <cuda/barrier>
#include <cuda/ptx>
#include <stdint.h>

namespace cde = cuda::device::experimental;
typedef cuda::barrier<cuda::thread_scope_block> block_barrier;

__global__ void box_in(const __grid_constant__ CUtensorMap map, float *out)
{
	__shared__ __align__(128) float tile[16 * 64];
	__shared__ block_barrier bar;

	if (threadIdx.x == 0) {
		init(&bar, 1);
		cde::cp_async_bulk_tensor_2d_global_to_shared(tile, &map, 64 * blockIdx.x, 16, bar);
	}
	out[threadIdx.x] = tile[threadIdx.x];
}

__global__ void box_out(const __grid_constant__ CUtensorMap map)
{
	__shared__ __align__(128) float tile[16 * 64];

	if (threadIdx.x == 0)
		cde::cp_async_bulk_tensor_2d_shared_to_global(&map, 0, 16 * blockIdx.x, tile);
}

__global__ void box_coords(const __grid_constant__ CUtensorMap map, float *out)
{
	__shared__ __align__(128) float tile[16 * 64];
	__shared__ uint64_t bar;

	if (threadIdx.x == 0) {
		int32_t at[2] = { 0, 16 * (int32_t)blockIdx.x };
		cuda::ptx::cp_async_bulk_tensor(cuda::ptx::space_shared, cuda::ptx::space_global, tile,
						&map, at, &bar);
	}
	out[threadIdx.x] = tile[threadIdx.x];
}

__global__ void range_in(const float *in, float *out)
{
	__shared__ __align__(128) float buf[512];
	__shared__ block_barrier bar;

	if (threadIdx.x == 0) {
		init(&bar, 1);
		cde::cp_async_bulk_global_to_shared(buf, in + 512 * blockIdx.x, 2048, bar);
	}
	out[threadIdx.x] = buf[threadIdx.x];
}

__global__ void range_out(float *out)
{
	__shared__ __align__(128) float buf[128];

	buf[threadIdx.x] = 1.0f;
	if (threadIdx.x == 0)
		cuda::ptx::cp_async_bulk(cuda::ptx::space_global, cuda::ptx::space_shared,
					 out + 128 * blockIdx.x, buf, 512);
}

/* a 1024 x 1024 float tensor, 64 x 16 boxes */
static CUresult encode(CUtensorMap *map, float *base)
{
	cuuint64_t dims[2] = { 1024, 1024 }, strides[1] = { 4096 };
	cuuint32_t box[2] = { 64, 16 }, one[2] = { 1, 1 };

	return cuTensorMapEncodeTiled(map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, base, dims, strides,
				      box, one, CU_TENSOR_MAP_INTERLEAVE_NONE,
				      CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE,
				      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
}

#ifndef __CUDA_ARCH__
int main()
{
	CUtensorMap map;
	float *base;

	cudaMalloc(&base, 1024 * 1024 * sizeof(float));
	encode(&map, base);
	box_in<<<1, 32>>>(map, base);
	return 0;
}
#endif
