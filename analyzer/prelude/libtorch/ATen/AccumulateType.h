/* ATen/AccumulateType.h - the type a reduction of T accumulates in:
 * float for the 16-bit floats and float, double for double, int64_t for
 * the integers (on the GPU and off it alike, as kernels use it) */
#ifndef WARPCHECK_PRELUDE_ATEN_ACCUMULATETYPE_H
#define WARPCHECK_PRELUDE_ATEN_ACCUMULATETYPE_H
#include <ATen/ATen.h>

namespace at {
template <typename T, bool is_cuda> struct AccumulateType { using type = T; };
#define WARPCHECK_ACC(T, A) \
	template <bool is_cuda> struct AccumulateType<T, is_cuda> { using type = A; };
WARPCHECK_ACC(c10::Half, float)
WARPCHECK_ACC(c10::BFloat16, float)
WARPCHECK_ACC(__half, float)
WARPCHECK_ACC(__nv_bfloat16, float)
WARPCHECK_ACC(float, float)
WARPCHECK_ACC(double, double)
WARPCHECK_ACC(int8_t, int64_t)
WARPCHECK_ACC(uint8_t, int64_t)
WARPCHECK_ACC(char, int64_t)
WARPCHECK_ACC(int16_t, int64_t)
WARPCHECK_ACC(int32_t, int64_t)
WARPCHECK_ACC(int64_t, int64_t)
WARPCHECK_ACC(bool, bool)
#undef WARPCHECK_ACC
template <typename T, bool is_cuda>
using acc_type = typename AccumulateType<T, is_cuda>::type;
template <typename T>
using acc_type_device = typename AccumulateType<T, true>::type;
}

#endif
