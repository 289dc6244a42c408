/*
 * cuda_fp6.h - 6-bit floats (E3M2, E2M3), each held in a byte, as
 * warpcheck sees them: one-byte values and pairs and quads of them, whose
 * loads and stores matter.  Every type and conversion the toolkit's
 * header declares is declared (tests/toolkit.sh compares the names).
 */
#ifndef WARPCHECK_PRELUDE_CUDA_FP6_H
#define WARPCHECK_PRELUDE_CUDA_FP6_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_FP6_H__
#define __CUDA_FP6_TYPES_EXIST__
#define __CUDA_FP6_HPP__

#include <cuda_fp8.h>

typedef __nv_fp8_storage_t __nv_fp6_storage_t;
typedef __nv_fp8x2_storage_t __nv_fp6x2_storage_t;
typedef __nv_fp8x4_storage_t __nv_fp6x4_storage_t;
typedef enum __nv_fp6_interpretation_t { __NV_E2M3, __NV_E3M2 } __nv_fp6_interpretation_t;

WARPCHECK_NARROW_CVT(6, __nv_fp6_interpretation_t, const __nv_fp6_interpretation_t, const enum cudaRoundMode)

WARPCHECK_NARROW(__nv_fp6_e3m2, __nv_fp6_storage_t, 1)
WARPCHECK_NARROW(__nv_fp6_e2m3, __nv_fp6_storage_t, 1)
WARPCHECK_NARROW_X2(__nv_fp6x2_e3m2, __nv_fp6x2_storage_t, 2)
WARPCHECK_NARROW_X2(__nv_fp6x2_e2m3, __nv_fp6x2_storage_t, 2)
WARPCHECK_NARROW_X4(__nv_fp6x4_e3m2, __nv_fp6x4_storage_t, 4)
WARPCHECK_NARROW_X4(__nv_fp6x4_e2m3, __nv_fp6x4_storage_t, 4)

#endif
