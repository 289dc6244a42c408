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
#define WARPCHECK_WARP_SHFL(name, shfl, Lane) \
	template <typename T> \
	__device__ __forceinline__ T name(T value, Lane lane, int width = 32, unsigned mask = 0xffffffffu) \
	{ \
		return shfl(mask, value, lane, width); \
	}
WARPCHECK_WARP_SHFL(WARP_SHFL, __shfl_sync, int)
WARPCHECK_WARP_SHFL(WARP_SHFL_XOR, __shfl_xor_sync, int)
WARPCHECK_WARP_SHFL(WARP_SHFL_UP, __shfl_up_sync, unsigned)
WARPCHECK_WARP_SHFL(WARP_SHFL_DOWN, __shfl_down_sync, unsigned)
#undef WARPCHECK_WARP_SHFL
template <typename T>
__device__ __forceinline__ T doLdg(const T *p) { return __ldg(p); }

#endif
