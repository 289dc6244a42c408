/*
 * math_functions.h - the math a kernel calls, beside the host's own.
 *
 * CUDA splits a C library function by where it runs: the host has the
 * system's (math.h, stdlib.h), the device has CUDA's.  clang models the
 * split as overloading on the execution space: a __device__ sqrtf and the
 * system's __host__ sqrtf are two functions, and a call picks the one its
 * caller can reach.  What clang rejects is a __host__ __device__ function
 * beside a __host__ one of the same signature, so a name the C library
 * declares is declared here for the device only (WARPCHECK_LIBM); the
 * system's math.h, which cuda_runtime.h includes as CUDA's own runtime
 * header does, declares the host side.  Without a system math.h the
 * declarations here serve both sides.
 *
 * These come before the system's headers: <cmath>'s using-declarations
 * (std::exp(double) is ::exp) and its templates (std::pow(float, int)
 * calls ::pow) see only what is declared before them.  C++'s float
 * overloads (std::sqrt(float), std::fmax(float, float), ...) are
 * constexpr, which clang takes as __host__ __device__.
 *
 * CUDA's own functions (rsqrtf, __fdividef, min and max) have no host
 * twin in the C library and are __host__ __device__.  The results of all
 * of these are values, never addresses: the front end does not follow
 * them, and an index built from one is known only at run time.
 */
#ifndef WARPCHECK_PRELUDE_MATH_FUNCTIONS_H
#define WARPCHECK_PRELUDE_MATH_FUNCTIONS_H
/* the toolkit's own guards, which includers test */
#define __MATH_FUNCTIONS_H__
#define __COMMON_FUNCTIONS_H__

#include <cuda_runtime.h>
#include <math_constants.h>

#if __has_include(<math.h>)
#define WARPCHECK_LIBM __device__
#else
#define WARPCHECK_LIBM __host__ __device__
#endif

/* double f(double) and float ff(float) */
#define WARPCHECK_MATH1(name) \
	WARPCHECK_LIBM double name(double); WARPCHECK_LIBM float name##f(float);
#define WARPCHECK_MATH2(name) \
	WARPCHECK_LIBM double name(double, double); WARPCHECK_LIBM float name##f(float, float);
#define WARPCHECK_MATH_AS(R, name, ...) \
	WARPCHECK_LIBM R name(__VA_ARGS__);

WARPCHECK_MATH1(acos) WARPCHECK_MATH1(acosh) WARPCHECK_MATH1(asin) WARPCHECK_MATH1(asinh)
WARPCHECK_MATH1(atan) WARPCHECK_MATH1(atanh) WARPCHECK_MATH1(cbrt) WARPCHECK_MATH1(ceil)
WARPCHECK_MATH1(cos) WARPCHECK_MATH1(cosh) WARPCHECK_MATH1(erf) WARPCHECK_MATH1(erfc)
WARPCHECK_MATH1(exp) WARPCHECK_MATH1(exp2) WARPCHECK_MATH1(exp10) WARPCHECK_MATH1(expm1)
WARPCHECK_MATH1(fabs) WARPCHECK_MATH1(floor) WARPCHECK_MATH1(lgamma) WARPCHECK_MATH1(log)
WARPCHECK_MATH1(log10) WARPCHECK_MATH1(log1p) WARPCHECK_MATH1(log2) WARPCHECK_MATH1(logb)
WARPCHECK_MATH1(nearbyint) WARPCHECK_MATH1(rint) WARPCHECK_MATH1(round) WARPCHECK_MATH1(sin)
WARPCHECK_MATH1(sinh) WARPCHECK_MATH1(sqrt) WARPCHECK_MATH1(tan) WARPCHECK_MATH1(tanh)
WARPCHECK_MATH1(tgamma) WARPCHECK_MATH1(trunc)
WARPCHECK_MATH2(atan2) WARPCHECK_MATH2(copysign) WARPCHECK_MATH2(fdim) WARPCHECK_MATH2(fmax)
WARPCHECK_MATH2(fmin) WARPCHECK_MATH2(fmod) WARPCHECK_MATH2(hypot) WARPCHECK_MATH2(nextafter)
WARPCHECK_MATH2(pow) WARPCHECK_MATH2(remainder)
WARPCHECK_MATH_AS(double, fma, double, double, double)
WARPCHECK_MATH_AS(float, fmaf, float, float, float)
WARPCHECK_MATH_AS(double, frexp, double, int *) WARPCHECK_MATH_AS(float, frexpf, float, int *)
WARPCHECK_MATH_AS(double, ldexp, double, int) WARPCHECK_MATH_AS(float, ldexpf, float, int)
WARPCHECK_MATH_AS(double, scalbn, double, int) WARPCHECK_MATH_AS(float, scalbnf, float, int)
WARPCHECK_MATH_AS(double, modf, double, double *) WARPCHECK_MATH_AS(float, modff, float, float *)
/* C++'s float overloads with an output pointer, which <cmath> does not
 * make constexpr (so not __device__): CUDA's math_functions.hpp adds them */
WARPCHECK_MATH_AS(float, modf, float, float *) WARPCHECK_MATH_AS(float, frexp, float, int *)
WARPCHECK_MATH_AS(float, remquo, float, float, int *)
WARPCHECK_MATH_AS(double, remquo, double, double, int *)
WARPCHECK_MATH_AS(float, remquof, float, float, int *)
WARPCHECK_MATH_AS(void, sincos, double, double *, double *)
WARPCHECK_MATH_AS(void, sincosf, float, float *, float *)
WARPCHECK_MATH_AS(int, ilogb, double) WARPCHECK_MATH_AS(int, ilogbf, float)
WARPCHECK_MATH_AS(long, lrint, double) WARPCHECK_MATH_AS(long, lrintf, float)
WARPCHECK_MATH_AS(long, lround, double) WARPCHECK_MATH_AS(long, lroundf, float)
WARPCHECK_MATH_AS(long long, llrint, double) WARPCHECK_MATH_AS(long long, llrintf, float)
WARPCHECK_MATH_AS(long long, llround, double) WARPCHECK_MATH_AS(long long, llroundf, float)
WARPCHECK_MATH_AS(double, nan, const char *) WARPCHECK_MATH_AS(float, nanf, const char *)
/* stdlib.h's integer ones */
WARPCHECK_MATH_AS(int, abs, int) WARPCHECK_MATH_AS(long, labs, long)
WARPCHECK_MATH_AS(long long, llabs, long long)
/* glibc names its own aliases of these with two underscores, as CUDA
 * names its fast approximations: the device ones are CUDA's */
WARPCHECK_MATH_AS(float, __expf, float) WARPCHECK_MATH_AS(float, __logf, float)
WARPCHECK_MATH_AS(float, __log2f, float) WARPCHECK_MATH_AS(float, __log10f, float)
WARPCHECK_MATH_AS(float, __exp10f, float) WARPCHECK_MATH_AS(float, __sinf, float)
WARPCHECK_MATH_AS(float, __cosf, float) WARPCHECK_MATH_AS(float, __tanf, float)
WARPCHECK_MATH_AS(float, __powf, float, float)
WARPCHECK_MATH_AS(void, __sincosf, float, float *, float *)

#undef WARPCHECK_MATH1
#undef WARPCHECK_MATH2
#undef WARPCHECK_MATH_AS

/* classification: macros in C's math.h, functions in std:: after
 * <cmath> takes the macros away; CUDA names them in the global namespace
 * too, so code calls them unqualified either way.  Templates, so that
 * std::'s own, brought in by <math.h>, are preferred over them. */
template <typename T> __host__ __device__ bool isnan(T);
template <typename T> __host__ __device__ bool isinf(T);
template <typename T> __host__ __device__ bool isfinite(T);
template <typename T> __host__ __device__ bool signbit(T);

/* CUDA's own: no host function of these names in the C library */
__host__ __device__ float rsqrtf(float);
__host__ __device__ double rsqrt(double);
__host__ __device__ float rcbrtf(float);
__host__ __device__ double rcbrt(double);
__host__ __device__ float sinpif(float);
__host__ __device__ double sinpi(double);
__host__ __device__ float cospif(float);
__host__ __device__ double cospi(double);
__host__ __device__ void sincospif(float, float *, float *);
__host__ __device__ void sincospi(double, double *, double *);
__host__ __device__ float erfinvf(float);
__host__ __device__ double erfinv(double);
__host__ __device__ float erfcinvf(float);
__host__ __device__ double erfcinv(double);
__host__ __device__ float normcdff(float);
__host__ __device__ double normcdf(double);
__host__ __device__ float normcdfinvf(float);
__host__ __device__ double normcdfinv(double);
__host__ __device__ float rhypotf(float, float);
__host__ __device__ double rhypot(double, double);
__host__ __device__ float norm3df(float, float, float);
__host__ __device__ double norm3d(double, double, double);
__host__ __device__ float rnorm3df(float, float, float);
__host__ __device__ float norm4df(float, float, float, float);
__host__ __device__ float rnorm4df(float, float, float, float);
__host__ __device__ float fdividef(float, float);
__host__ __device__ float __fdividef(float, float);
__host__ __device__ float __saturatef(float);
__host__ __device__ float __int2float_rn(int);
__host__ __device__ int __float2int_rz(float);

/* rounding-mode arithmetic: device only */
__device__ float __fadd_rn(float, float);
__device__ float __fsub_rn(float, float);
__device__ float __fmul_rn(float, float);
__device__ float __fdiv_rn(float, float);
__device__ float __fmaf_rn(float, float, float);
__device__ float __frcp_rn(float);
__device__ float __fsqrt_rn(float);
__device__ float __frsqrt_rn(float);
__device__ double __dadd_rn(double, double);
__device__ double __dmul_rn(double, double);
__device__ double __fma_rn(double, double, double);
__device__ double __drcp_rn(double);
__device__ double __dsqrt_rn(double);
__device__ float __uint2float_rn(unsigned);
__device__ float __ll2float_rn(long long);
__device__ float __double2float_rn(double);
__device__ int __double2int_rn(double);
__device__ long long __float2ll_rn(float);
__device__ unsigned __float2uint_rz(float);
__device__ int __float2int_rd(float);
__device__ int __float2int_ru(float);

/*
 * min and max for every integer and floating type, with CUDA's mixed
 * signed and unsigned pairs (the result is unsigned), so that a call
 * resolves as it does with CUDA's headers.
 */
#define WARPCHECK_MINMAX(R, A, B) \
	__host__ __device__ R min(A, B); __host__ __device__ R max(A, B);
WARPCHECK_MINMAX(int, int, int)
WARPCHECK_MINMAX(unsigned int, unsigned int, unsigned int)
WARPCHECK_MINMAX(unsigned int, int, unsigned int)
WARPCHECK_MINMAX(unsigned int, unsigned int, int)
WARPCHECK_MINMAX(long, long, long)
WARPCHECK_MINMAX(unsigned long, unsigned long, unsigned long)
WARPCHECK_MINMAX(unsigned long, long, unsigned long)
WARPCHECK_MINMAX(unsigned long, unsigned long, long)
WARPCHECK_MINMAX(long long, long long, long long)
WARPCHECK_MINMAX(unsigned long long, unsigned long long, unsigned long long)
WARPCHECK_MINMAX(unsigned long long, long long, unsigned long long)
WARPCHECK_MINMAX(unsigned long long, unsigned long long, long long)
WARPCHECK_MINMAX(float, float, float)
WARPCHECK_MINMAX(double, double, double)
WARPCHECK_MINMAX(double, float, double)
WARPCHECK_MINMAX(double, double, float)
#undef WARPCHECK_MINMAX
__host__ __device__ unsigned umin(unsigned, unsigned);
__host__ __device__ unsigned umax(unsigned, unsigned);
__host__ __device__ long long llmin(long long, long long);
__host__ __device__ long long llmax(long long, long long);
__host__ __device__ unsigned long long ullmin(unsigned long long, unsigned long long);
__host__ __device__ unsigned long long ullmax(unsigned long long, unsigned long long);

#endif
