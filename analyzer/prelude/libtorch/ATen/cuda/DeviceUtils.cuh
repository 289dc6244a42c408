/* ATen/cuda/DeviceUtils.cuh - libtorch's warp helpers: shuffles with
 * the whole warp's mask unless told, as device code calls them */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_DEVICEUTILS_CUH
#define WARPCHECK_PRELUDE_ATEN_CUDA_DEVICEUTILS_CUH
#include <ATen/ATen.h>
#include <c10/macros/Macros.h>

__device__ __forceinline__ unsigned WARP_BALLOT(int predicate, unsigned mask = 0xffffffffu)
{
	return __ballot_sync(mask, predicate);
}
__device__ __forceinline__ unsigned ACTIVE_MASK(void) { return __activemask(); }
template <typename T>
__device__ __forceinline__ T WARP_SHFL(T value, int lane, int width = 32, unsigned mask = 0xffffffffu)
{
	return __shfl_sync(mask, value, lane, width);
}
template <typename T>
__device__ __forceinline__ T WARP_SHFL_XOR(T value, int lane_mask, int width = 32, unsigned mask = 0xffffffffu)
{
	return __shfl_xor_sync(mask, value, lane_mask, width);
}
template <typename T>
__device__ __forceinline__ T WARP_SHFL_UP(T value, unsigned delta, int width = 32, unsigned mask = 0xffffffffu)
{
	return __shfl_up_sync(mask, value, delta, width);
}
template <typename T>
__device__ __forceinline__ T WARP_SHFL_DOWN(T value, unsigned delta, int width = 32, unsigned mask = 0xffffffffu)
{
	return __shfl_down_sync(mask, value, delta, width);
}
template <typename T>
__device__ __forceinline__ T doLdg(const T *p) { return __ldg(p); }

#endif
