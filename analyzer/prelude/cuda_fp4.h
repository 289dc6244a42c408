/*
 * cuda_fp4.h - 4-bit floats (E2M1), two to a byte, as warpcheck sees
 * them: a pair is one byte, four are two, and their loads and stores
 * matter.  Every type and conversion the toolkit's header declares is
 * declared (tests/toolkit.sh compares the names).
 */
#ifndef WARPCHECK_PRELUDE_CUDA_FP4_H
#define WARPCHECK_PRELUDE_CUDA_FP4_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_FP4_H__
#define __CUDA_FP4_TYPES_EXIST__
#define __CUDA_FP4_HPP__

#include <cuda_fp6.h>

typedef __nv_fp8_storage_t __nv_fp4_storage_t;
typedef __nv_fp8_storage_t __nv_fp4x2_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp4x4_storage_t;
typedef enum __nv_fp4_interpretation_t { __NV_E2M1 } __nv_fp4_interpretation_t;

WARPCHECK_NARROW_CVT(4, __nv_fp4_interpretation_t, const __nv_fp4_interpretation_t, const enum cudaRoundMode)

WARPCHECK_NARROW(__nv_fp4_e2m1, __nv_fp4_storage_t, 1)
WARPCHECK_NARROW_X2(__nv_fp4x2_e2m1, __nv_fp4x2_storage_t, 1)
WARPCHECK_NARROW_X4(__nv_fp4x4_e2m1, __nv_fp4x4_storage_t, 2)

#endif
