/*
 * ATen/cuda/detail/TensorInfo.cuh - PyTorch's description of a strided
 * tensor for kernels: its data, sizes and strides, and the offset of a
 * linear index in it.  The offset walks the dimensions from the last,
 * dividing the index by each size; with sizes known only at run time its
 * accesses are reported as data-dependent, as they are.
 */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_DETAIL_TENSORINFO_CUH
#define WARPCHECK_PRELUDE_ATEN_CUDA_DETAIL_TENSORINFO_CUH
#include <ATen/ATen.h>

#define MAX_TENSORINFO_DIMS 25

namespace at {
namespace cuda {
namespace detail {

template <typename T, typename IndexType>
struct TensorInfo {
	TensorInfo();
	TensorInfo(T *p, int dim, IndexType sz[MAX_TENSORINFO_DIMS],
		   IndexType st[MAX_TENSORINFO_DIMS]);
	void reduceDim(int dim);
	int collapseDims(const int excludeDim = -1);
	__host__ __device__ inline bool isContiguous() const
	{
		return dims == 1 && strides[0] == 1;
	}

	T *data;
	IndexType sizes[MAX_TENSORINFO_DIMS];
	IndexType strides[MAX_TENSORINFO_DIMS];
	int dims;
};

/* the offset of element linearId: Dims of them, or info.dims when -1 */
template <typename T, typename IndexType, int Dims>
struct IndexToOffset {
	static __host__ __device__ IndexType get(IndexType linearId,
						 const TensorInfo<T, IndexType> &info)
	{
		IndexType offset = 0;
		for (int i = Dims - 1; i > 0; --i) {
			IndexType cur = linearId % info.sizes[i];
			linearId /= info.sizes[i];
			offset += cur * info.strides[i];
		}
		return offset + linearId * info.strides[0];
	}
};

template <typename T, typename IndexType>
struct IndexToOffset<T, IndexType, -1> {
	static inline __host__ __device__ IndexType get(IndexType linearId,
							const TensorInfo<T, IndexType> &info)
	{
		IndexType offset = 0;
		for (int i = info.dims - 1; i > 0; --i) {
			IndexType cur = linearId % info.sizes[i];
			linearId /= info.sizes[i];
			offset += cur * info.strides[i];
		}
		return offset + linearId * info.strides[0];
	}
};

template <typename scalar, typename IndexType>
TensorInfo<scalar, IndexType> getTensorInfo(const at::Tensor &t);

} // namespace detail
} // namespace cuda
} // namespace at
#endif
