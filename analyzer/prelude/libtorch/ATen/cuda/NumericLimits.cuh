/* ATen/cuda/NumericLimits.cuh - at::numeric_limits, usable on the
 * device: lowest(), max(), lower_bound() and upper_bound() (the
 * infinities for the floating-point types) */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_NUMERICLIMITS_CUH
#define WARPCHECK_PRELUDE_ATEN_CUDA_NUMERICLIMITS_CUH
#include <ATen/ATen.h>

namespace at {
template <typename T> struct numeric_limits {
	static __host__ __device__ T lowest();
	static __host__ __device__ T max();
	static __host__ __device__ T lower_bound();
	static __host__ __device__ T upper_bound();
};
}

#endif
