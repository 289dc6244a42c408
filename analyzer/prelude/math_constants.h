/* math_constants.h - the constants kernels commonly name */
#ifndef WARPCHECK_PRELUDE_MATH_CONSTANTS_H
#define WARPCHECK_PRELUDE_MATH_CONSTANTS_H
/* the toolkit's own guard and macros, which includers test */
#define __MATH_CONSTANTS_H__
#define CUDART_PI_F 3.141592654f
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_INF_F __int_as_float(0x7f800000)
#define CUDART_NAN_F __int_as_float(0x7fffffff)
#define CUDART_INF __longlong_as_double(0x7ff0000000000000ULL)
#define CUDART_SQRT_2PI_F 2.506628275f
#define CUDART_LN2_F 0.693147181f
#endif
