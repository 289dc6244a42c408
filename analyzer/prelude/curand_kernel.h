/*
 * curand_kernel.h - device-side random numbers.  An index built from one
 * is data-dependent: these are declared only, so such an index is
 * reported as unknown (or stated with `// warpcheck: assume`).
 */
#ifndef WARPCHECK_PRELUDE_CURAND_KERNEL_H
#define WARPCHECK_PRELUDE_CURAND_KERNEL_H
/* the toolkit's own guard and macros, which includers test */
#define CURAND_KERNEL_H_
#define CURAND_DISCRETE_H_
#define CURANDDISCRETE_H_
#define CURAND_GLOBALS_H
#define CURAND_LOGNORMAL_H_
#define CURAND_MRG32K3A_MATRICES_H_
#define CURAND_MTGP32_H
#define CURAND_MTGP32_KERNEL_H
#define CURAND_NORMAL_H_
#define CURAND_NORMAL_STATIC_H
#define CURAND_PHILOX4X32_X__H_
#define CURAND_POISSON_H_
#define CURAND_UNIFORM_H_
#define CURAND_XORWOW_PRECALCULATED_H_

#include <cuda_runtime.h>
#include <curand.h>
/* brought by the real one, as its includers find */
#include <memory.h>

struct curandStateXORWOW { unsigned d, v[5]; int boxmuller_flag, boxmuller_flag_double;
			   float boxmuller_extra; double boxmuller_extra_double; };
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
struct curandStatePhilox4_32_10 { uint4 ctr, output; uint2 key; unsigned STATE; int boxmuller_flag,
				  boxmuller_flag_double; float boxmuller_extra; double boxmuller_extra_double; };
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
struct curandStateMRG32k3a { unsigned s1[3], s2[3]; int boxmuller_flag, boxmuller_flag_double;
			     float boxmuller_extra; double boxmuller_extra_double; };
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

template <typename S> __device__ void curand_init(unsigned long long seed, unsigned long long seq,
						  unsigned long long offset, S *state);
template <typename S> __device__ unsigned curand(S *state);
template <typename S> __device__ float curand_uniform(S *state);
template <typename S> __device__ float curand_normal(S *state);
template <typename S> __device__ double curand_uniform_double(S *state);
template <typename S> __device__ unsigned curand_poisson(S *state, double lambda);
template <typename S> __device__ float curand_log_normal(S *state, float mean, float stddev);
template <typename S> __device__ double curand_normal_double(S *state);
template <typename S> __device__ float2 curand_normal2(S *state);
template <typename S> __device__ float4 curand_uniform4(S *state);
template <typename S> __device__ float4 curand_normal4(S *state);
template <typename S> __device__ uint4 curand4(S *state);
template <typename S> __device__ void skipahead(unsigned long long n, S *state);
template <typename S> __device__ void skipahead_sequence(unsigned long long n, S *state);

#endif
