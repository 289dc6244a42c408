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

/* the constants its parts define: those of the generators (MTGP32's
 * state size, Philox's and MRG32k3a's multipliers), the Poisson
 * sampler's thresholds, the qualifiers of its functions */
#define CR_CUDART_PI 3.1415926535897931e+0
#define CR_CUDART_TWO_TO_52 4503599627370496.0
#define CURAND_2PI (6.2831855f)
#define CURAND_2PI_DOUBLE (6.2831853071795860)
#define CURAND_2POW32 (4294967296.f)
#define CURAND_2POW32_DOUBLE (4294967296.)
#define CURAND_2POW32_INV (2.3283064e-10f)
#define CURAND_2POW32_INV_2PI (2.3283064e-10f * 6.2831855f)
#define CURAND_2POW32_INV_DOUBLE (2.3283064365386963e-10)
#define CURAND_2POW53_INV_2PI_DOUBLE (1.1102230246251565e-16 * 6.2831853071795860)
#define CURAND_2POW53_INV_DOUBLE (1.1102230246251565e-16)
#define CURAND_NUM_MTGP32_PARAMS 200
#define CURAND_PI_DOUBLE (3.1415926535897932)
#define CURAND_SQRT2 (-1.4142135f)
#define CURAND_SQRT2_DOUBLE (-1.4142135623730951)
#define CURAND_STD std
#define EXTRA_FLAG_LOG_NORMAL 0x00000002
#define EXTRA_FLAG_NORMAL 0x00000001
#define GCC_UNUSED_PARAMETER __attribute__((unused))
#define KNUTH_FLOAT_CONST 60.0
#define LARGE_SIZE (THREAD_NUM * 3)
#define MAGIC_DOUBLE_CONST 500.0
#define MAX_LAMBDA 400000
#define MAX_XOR_N (5)
#define MEXP 11213
#define MIN_GAUSS_LAMBDA 2000
#define MRG32K3A_A12 1403580.
#define MRG32K3A_A13N 810728.
#define MRG32K3A_A21 527612.
#define MRG32K3A_A23N 1370589.
#define MRG32K3A_BITS_NORM 1.000000048662
#define MRG32K3A_MOD1 4294967087.
#define MRG32K3A_MOD2 4294944443.
#define MRG32K3A_NORM (2.3283065498378288e-10)
#define MTGP32_M2_BINARY_DIVIDE 32
#define MTGP32_STATE_MASK 1023
#define MTGP32_STATE_SIZE 1024
#define MTGPDC_CEIL_2P 512
#define MTGPDC_FLOOR_2P 256
#define MTGPDC_MEXP 11213
#define MTGPDC_N 351
#define PHILOX_M4x32_0 (0xD2511F53)
#define PHILOX_M4x32_1 (0xCD9E8D57)
#define PHILOX_W32_0 (0x9E3779B9)
#define PHILOX_W32_1 (0xBB67AE85)
#define PRECALC_BLOCK_MASK ((1<<PRECALC_BLOCK_SIZE)-1)
#define PRECALC_BLOCK_SIZE (2)
#define PRECALC_NUM_MATRICES (32)
#define QUALIFIERS static __forceinline__ __device__
#define SKIPAHEAD_BLOCKSIZE (4)
#define SKIPAHEAD_MASK ((1<<SKIPAHEAD_BLOCKSIZE)-1)
#define SOBOL64_ITR_BINARY_DIVIDE 2
#define SOBOL_M2_BINARY_DIVIDE 10
#define TBL_SIZE 16
#define THREAD_NUM MTGPDC_FLOOR_2P
#define XORWOW_SEQUENCE_SPACING (67)

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
