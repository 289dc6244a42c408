/* ATen/cuda/NumericLimits.cuh - at::numeric_limits, usable on the
 * device: lowest(), max(), lower_bound() and upper_bound() (the
 * infinities for the floating-point types).  It brings the C library's
 * limits (FLT_MAX) to every file that includes CUDAApplyUtils.cuh, as
 * libtorch's does. */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_NUMERICLIMITS_CUH
#define WARPCHECK_PRELUDE_ATEN_CUDA_NUMERICLIMITS_CUH
#include <ATen/ATen.h>
#include <float.h>
#include <limits.h>
#include <math.h>

namespace at {
template <typename T> struct numeric_limits {
	static __host__ __device__ T lowest();
	static __host__ __device__ T max();
	static __host__ __device__ T lower_bound();
	static __host__ __device__ T upper_bound();
};
}

#endif
