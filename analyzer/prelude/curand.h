/*
 * curand.h - cuRAND's host API: generators that fill device memory.
 * Declarations only.  The device API is curand_kernel.h.
 */
#ifndef WARPCHECK_PRELUDE_CURAND_H
#define WARPCHECK_PRELUDE_CURAND_H
/* the toolkit's own guard and macros, which includers test */
#define CURAND_H_
#define CURANDAPI
#define CURAND_VER_MAJOR 10
#define CURAND_VER_MINOR 3
#define CURAND_VER_PATCH 9
#define CURAND_VER_BUILD 0

#include <cuda_runtime.h>

#define CURAND_VERSION 10300

typedef enum curandStatus {
	CURAND_STATUS_SUCCESS = 0,
	CURAND_STATUS_VERSION_MISMATCH = 100,
	CURAND_STATUS_NOT_INITIALIZED = 101,
	CURAND_STATUS_ALLOCATION_FAILED = 102,
	CURAND_STATUS_TYPE_ERROR = 103,
	CURAND_STATUS_OUT_OF_RANGE = 104,
	CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
	CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
	CURAND_STATUS_LAUNCH_FAILURE = 201,
	CURAND_STATUS_PREEXISTING_FAILURE = 202,
	CURAND_STATUS_INITIALIZATION_FAILED = 203,
	CURAND_STATUS_ARCH_MISMATCH = 204,
	CURAND_STATUS_INTERNAL_ERROR = 999
} curandStatus_t;
typedef enum curandRngType {
	CURAND_RNG_TEST = 0,
	CURAND_RNG_PSEUDO_DEFAULT = 100,
	CURAND_RNG_PSEUDO_XORWOW = 101,
	CURAND_RNG_PSEUDO_MRG32K3A = 121,
	CURAND_RNG_PSEUDO_MTGP32 = 141,
	CURAND_RNG_PSEUDO_MT19937 = 142,
	CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161,
	CURAND_RNG_QUASI_DEFAULT = 200,
	CURAND_RNG_QUASI_SOBOL32 = 201,
	CURAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 202,
	CURAND_RNG_QUASI_SOBOL64 = 203,
	CURAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 204
} curandRngType_t;
typedef enum curandOrdering {
	CURAND_ORDERING_PSEUDO_BEST = 100,
	CURAND_ORDERING_PSEUDO_DEFAULT = 101,
	CURAND_ORDERING_PSEUDO_SEEDED = 102,
	CURAND_ORDERING_QUASI_DEFAULT = 201
} curandOrdering_t;

struct curandGenerator_st;
typedef struct curandGenerator_st *curandGenerator_t;

curandStatus_t curandCreateGenerator(curandGenerator_t *gen, curandRngType_t type);
curandStatus_t curandCreateGeneratorHost(curandGenerator_t *gen, curandRngType_t type);
curandStatus_t curandDestroyGenerator(curandGenerator_t gen);
curandStatus_t curandGetVersion(int *version);
curandStatus_t curandSetStream(curandGenerator_t gen, cudaStream_t stream);
curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t gen, unsigned long long seed);
curandStatus_t curandSetGeneratorOffset(curandGenerator_t gen, unsigned long long offset);
curandStatus_t curandSetGeneratorOrdering(curandGenerator_t gen, curandOrdering_t order);
curandStatus_t curandSetQuasiRandomGeneratorDimensions(curandGenerator_t gen, unsigned dims);
curandStatus_t curandGenerate(curandGenerator_t gen, unsigned *out, size_t n);
curandStatus_t curandGenerateLongLong(curandGenerator_t gen, unsigned long long *out, size_t n);
curandStatus_t curandGenerateUniform(curandGenerator_t gen, float *out, size_t n);
curandStatus_t curandGenerateUniformDouble(curandGenerator_t gen, double *out, size_t n);
curandStatus_t curandGenerateNormal(curandGenerator_t gen, float *out, size_t n, float mean,
				    float stddev);
curandStatus_t curandGenerateNormalDouble(curandGenerator_t gen, double *out, size_t n,
					  double mean, double stddev);
curandStatus_t curandGenerateLogNormal(curandGenerator_t gen, float *out, size_t n, float mean,
				       float stddev);
curandStatus_t curandGeneratePoisson(curandGenerator_t gen, unsigned *out, size_t n, double lambda);
curandStatus_t curandGenerateSeeds(curandGenerator_t gen);

#endif
