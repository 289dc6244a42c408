/*
 * cuda_runtime.h - the CUDA declarations warpcheck's front end parses
 * kernels against, given to clang with -include before the file, as
 * nvcc includes CUDA's own.
 *
 * clang 19 cannot read CUDA 13's own headers, and linting should not need
 * a CUDA installation, so this prelude declares what kernels and their
 * host code commonly use: the execution-space attributes, the built-in
 * index variables, vector types (vector_types.h), synchronization, warp
 * intrinsics, atomics and the device's C runtime (device_functions.h),
 * math (math_functions.h) and the runtime's host API (driver_types.h,
 * cuda_runtime_api.h).  The system's C headers come in too, as with
 * CUDA's, so a file's own <cmath> or <cstdio> meets declarations made to
 * live beside it.  Declarations only: nothing here is ever executed.
 * The headers beside this one (cooperative_groups.h, cuda_fp16.h, mma.h,
 * cublas_v2.h, cuda/barrier, ...) are what a file's own #include finds.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_RUNTIME_H
#define WARPCHECK_PRELUDE_CUDA_RUNTIME_H
/* what the toolkit's own cuda_runtime.h defines for its includers, which
 * test it (tests/toolkit.sh): its guard and those of the headers it
 * includes that are not bundled, nvcc's version, the runtime's */
#define __CUDA_RUNTIME_H__
#define __HOST_CONFIG_H__
#define __HOST_DEFINES_H__
#define __CHANNEL_DESCRIPTOR_H__
#define __DRIVER_FUNCTIONS_H__
#define __VECTOR_FUNCTIONS_H__
#define __SURFACE_TYPES_H__
#define __TEXTURE_TYPES_H__
#define __DEVICE_TYPES_H__
#define __CUDA_DEVICE_RUNTIME_API_H__
#define __VECTOR_FUNCTIONS_HPP__
#define __MATH_FUNCTIONS_HPP__
#define __DEVICE_FUNCTIONS_HPP__
#define __DEVICE_DOUBLE_FUNCTIONS_HPP__
#define __FUNC_MACRO_H__
#define CUDARTAPI
/* the calling conventions (empty off Windows) and the per-thread
 * default stream's name mangling (off unless nvcc's
 * --default-stream per-thread): the runtime's callbacks are written
 * `void CUDART_CB f(...)` */
#define CUDART_CB
#define CUDARTAPI_CDECL
#define CUDART_DEVICE
#define __cdecl
#define __specialization_static
#define __CUDART_API_PTDS(api) api
#define __CUDART_API_PTSZ(api) api
#define __CUDA_API_PTDS(api) api
#define __CUDA_API_PTSZ(api) api
/* nvcc's tests for an architecture's own features (sm_90a, sm_100f):
 * none, as for the sm_90 device warpcheck reads for */
#define __CUDA_HAS_ARCH_SPECIFIC(N) 0
#define __CUDA_HAS_ARCH_FAMILY_SPECIFIC(N) 0
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 8
#define __CUDACC_VER_BUILD__ 0
#define CUDART_VERSION 12080
#define __CUDART_API_VERSION CUDART_VERSION

#include <stddef.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
/* both, in the length of one: what an explicit specialization that
 * clang refuses for its attributes is edited to (edits.c) */
#define __wchd__ __attribute__((host, device))
/* a __shared__ variable whose class constructs, which clang refuses and
 * nvcc leaves unconstructed, edited to this (edits.c): declared, not
 * constructed */
#define __wcxs__ extern __attribute__((shared))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __restrict__ __restrict
#define __grid_constant__ __attribute__((grid_constant))
/* a thread block cluster's shape (sm_90); clang 19 ignores it for the
 * device it compiles for, as warpcheck simulates one block at a time */
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#define __align__(n) __attribute__((aligned(n)))
/* the rest of the toolkit's qualifier macros (crt/host_defines.h), which
 * user code may write: a kernel's block shape (__block_size__, CUDA 13)
 * and register limits are hints for nvcc, taken as written and ignored */
#define __block_size__(...)
#define __maxnreg__(a)
#define __local_maxnreg__(a)
#define __builtin_align__(a) __align__(a)
#define __annotate__(a)
#define __location__(a) __annotate__(a)
#define __nv_pure__ __location__(nv_pure)
#define __tile__ __location__(tile)
#define __tile_builtin__ __location__(tile_builtin)
#define __tile_global__ __location__(tile_global)
#define __inline_hint__
#define __no_return__ __attribute__((noreturn))
#define __thread__ __thread
#define __device_builtin__
#define __device_builtin_surface_type__
#define __device_builtin_texture_type__
#define __cudart_builtin__
#define __import__
#define __export__
#define __size_t__
#define __wchar_t__
#define __CUDACC__ 1
#define __NVCC__ 1

#define __CUDA_ARCH__ 900
/* `#if __CUDA_ARCH_HAS_FEATURE__(SM90_ALL)`: sm_90a's features, which the
 * plain sm_90 read here lacks (__CUDA_ARCH_FEAT_SM90_ALL is undefined) */
#define __CUDA_ARCH_HAS_FEATURE__(_FEAT) __CUDA_ARCH_FEAT_##_FEAT
/* NV_IF_TARGET and its queries, which the toolkit's headers bring */
#include <nv/target>
#define __DEVICE_LAUNCH_PARAMETERS_H__

/* the device's C runtime is declared beside the system's (device_functions.h) */
#if __has_include(<stdio.h>) && __has_include(<stdlib.h>) && __has_include(<time.h>)
#define WARPCHECK_SYSTEM_LIBC 1
#include <time.h>
#define WARPCHECK_LIBC __device__
#else
typedef long clock_t;
#define WARPCHECK_LIBC __host__ __device__
#endif

#include <vector_types.h>
#include <__clang_cuda_builtin_vars.h>

/* device_types.h's, which the toolkit's runtime header includes */
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };

/* the 16-bit floats are cuda_fp16.h's and cuda_bf16.h's, as in the
 * toolkit: a file that includes neither has no __half (a fallback
 * `using __nv_bfloat162 = __half2;` where bf16 is off must not clash) */

#include <device_functions.h>
#include <math_functions.h>

/*
 * The C and C++ runtime a CUDA file gets without an #include of its own,
 * as with CUDA's runtime header: the system's headers, for host code,
 * after the device side of the same names (math_functions.h says why
 * after).  A file's own #include of these later finds them included.
 * (__noinline__ is a keyword of clang's CUDA, not a macro here: the
 * system's headers spell it in attributes.)
 */
#ifdef WARPCHECK_SYSTEM_LIBC
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <assert.h>
#endif
/* INT_MAX and isdigit, which nvcc's runtime header brings too */
#if __has_include(<limits.h>)
#include <limits.h>
#endif
#if __has_include(<ctype.h>)
#include <ctype.h>
#endif
/* the C library's math.h, not C++'s <cmath> behind it (a third of a
 * second a file): a file that wants std::sqrt includes <cmath>, which
 * then finds the C part here; libstdc++ reads the macro as "the C
 * header only", other libraries ignore it */
#if __has_include(<math.h>)
#define _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#include <math.h>
#undef _GLIBCXX_INCLUDE_NEXT_C_HEADERS
#endif
#if __has_include(<new>)
#include <new>
#endif
/* nvcc compiles `for (int bs : {128, 256})` in host code with no include
 * of the file's own: its runtime header brings std::initializer_list */
#if defined(__cplusplus) && __has_include(<initializer_list>)
#include <initializer_list>
#endif
/* std::min, std::max, std::swap and std::pair, which nvcc's runtime
 * header brings through <cmath> (libstdc++'s part of it, not all of
 * <cmath>) */
#if defined(__cplusplus) && __has_include(<bits/stl_algobase.h>)
#include <bits/stl_algobase.h>
#endif
/* std::numeric_limits, std::move and std::forward: nvcc's header brings
 * <limits> and <utility> as well */
#if defined(__cplusplus) && __has_include(<limits>) && __has_include(<utility>)
#include <limits>
#include <utility>
#endif

#include <cuda_runtime_api.h>

/* what clang lowers kernel<<<...>>> to */
extern "C" int __cudaPushCallConfiguration(dim3 grid, dim3 block,
					   size_t shared = 0, void *stream = 0);
extern "C" cudaError_t cudaConfigureCall(dim3 grid, dim3 block,
					 size_t shared = 0, cudaStream_t s = 0);

#endif
