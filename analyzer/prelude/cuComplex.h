/*
 * cuComplex.h - single and double complex numbers as the CUDA libraries
 * pass them: a float2 or a double2, with the few helpers code calls.
 */
#ifndef WARPCHECK_PRELUDE_CUCOMPLEX_H
#define WARPCHECK_PRELUDE_CUCOMPLEX_H
/* the toolkit's own guard and macros, which includers test */
#define CU_COMPLEX_H_

#include <cuda_runtime.h>

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

__host__ __device__ inline float cuCrealf(cuFloatComplex z) { return z.x; }
__host__ __device__ inline float cuCimagf(cuFloatComplex z) { return z.y; }
__host__ __device__ inline double cuCreal(cuDoubleComplex z) { return z.x; }
__host__ __device__ inline double cuCimag(cuDoubleComplex z) { return z.y; }
__host__ __device__ inline cuFloatComplex make_cuFloatComplex(float r, float i) { return make_float2(r, i); }
__host__ __device__ inline cuDoubleComplex make_cuDoubleComplex(double r, double i) { return make_double2(r, i); }
__host__ __device__ inline cuComplex make_cuComplex(float r, float i) { return make_float2(r, i); }
__host__ __device__ cuFloatComplex cuCaddf(cuFloatComplex, cuFloatComplex);
__host__ __device__ cuFloatComplex cuCsubf(cuFloatComplex, cuFloatComplex);
__host__ __device__ cuFloatComplex cuCmulf(cuFloatComplex, cuFloatComplex);
__host__ __device__ cuFloatComplex cuCdivf(cuFloatComplex, cuFloatComplex);
__host__ __device__ cuFloatComplex cuConjf(cuFloatComplex);
__host__ __device__ float cuCabsf(cuFloatComplex);
__host__ __device__ cuDoubleComplex cuCadd(cuDoubleComplex, cuDoubleComplex);
__host__ __device__ cuDoubleComplex cuCsub(cuDoubleComplex, cuDoubleComplex);
__host__ __device__ cuDoubleComplex cuCmul(cuDoubleComplex, cuDoubleComplex);
__host__ __device__ cuDoubleComplex cuCdiv(cuDoubleComplex, cuDoubleComplex);
__host__ __device__ cuDoubleComplex cuConj(cuDoubleComplex);
__host__ __device__ double cuCabs(cuDoubleComplex);
__host__ __device__ inline cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex z) { return make_double2(z.x, z.y); }
__host__ __device__ inline cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex z) { return make_float2((float)z.x, (float)z.y); }
__host__ __device__ cuFloatComplex cuCfmaf(cuFloatComplex, cuFloatComplex, cuFloatComplex);
__host__ __device__ cuDoubleComplex cuCfma(cuDoubleComplex, cuDoubleComplex, cuDoubleComplex);

#endif
