/* ATen/OpMathType.h - the type arithmetic on T is done in: float for
 * the 16-bit floats, T itself otherwise */
#ifndef WARPCHECK_PRELUDE_ATEN_OPMATHTYPE_H
#define WARPCHECK_PRELUDE_ATEN_OPMATHTYPE_H
#include <ATen/ATen.h>

namespace at {
template <typename T> struct OpMathType { using type = T; };
template <> struct OpMathType<c10::Half> { using type = float; };
template <> struct OpMathType<c10::BFloat16> { using type = float; };
template <typename T> using opmath_type = typename OpMathType<T>::type;
}

#endif
