/*
 * asm_operand_number.cu - what sm_90 and sm_100 helper headers write that
 * nvcc takes and clang 19 rejects or lacks, none of which may stop the
 * kernel from being analyzed:
 *   - inline asm naming an operand it does not have (`cta_group::%2`
 *     beside two operands) and a PTX register written `%globaltimer`:
 *     nvcc passes the text through; warpcheck says so, at the statement,
 *     and reads the text as written;
 *   - __cluster_dims__, and <cudaTypedefs.h> with a TMA descriptor built
 *     from uint64_t arrays (the toolkit's cuuint64_t is uint64_t).
 * The shared store and load are each one wavefront (32 consecutive words)
 * and the global store 4 sectors, by hand.
 */
#include <cstdint>
#include <cudaTypedefs.h>

template <int GROUP = 1>
__device__ inline void commit(int bar)
{
	asm volatile("tcgen05.commit.cta_group::%2.mbarrier::arrive::one.b64 [%0], %1;"
		     :: "r"(bar), "n"(GROUP) : "memory");
}

__device__ inline int64_t globaltimer()
{
	int64_t t;
	asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t) :: "memory");
	return t;
}

__global__ __cluster_dims__(1, 1, 1) void uses_commit(float *out, const __grid_constant__ CUtensorMap map)
{
	__shared__ float s[32];

	s[threadIdx.x] = (float)globaltimer();
	commit(0);
	__syncthreads();
	out[threadIdx.x] = s[threadIdx.x];
}

int main()
{
	CUtensorMap map;
	uint64_t dims[2] = {1024, 1024}, strides[1] = {1024 * sizeof(float)};
	uint32_t box[2] = {32, 32}, elems[2] = {1, 1};
	float *out = nullptr, *in = nullptr;

	cuTensorMapEncodeTiled(&map, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, in, dims, strides, box, elems,
			       CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_NONE,
			       CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
	uses_commit<<<1, 32>>>(out, map);
	return 0;
}
