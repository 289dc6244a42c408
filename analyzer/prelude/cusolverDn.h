/*
 * cusolverDn.h - cuSOLVER's dense routines that host code commonly
 * calls (LU, Cholesky, QR, symmetric eigenvalues, SVD), each with its
 * workspace query.  Declarations only.
 */
#ifndef WARPCHECK_PRELUDE_CUSOLVERDN_H
#define WARPCHECK_PRELUDE_CUSOLVERDN_H
/* the toolkit's own guard and macros, which includers test */
#define CUSOLVERDN_H_
#define CUSOLVER_COMMON_H_
#define CUSOLVERAPI
/* its deprecation attributes */
#define CUSOLVER_DEPRECATED(new_func) [[deprecated("please use " #new_func " instead")]]
#define CUSOLVER_DEPRECATED_ [[deprecated]]
#define CUSOLVER_DEPRECATED_ENUM(new_enum) [[deprecated("please use " #new_enum " instead")]]
#define CUSOLVER_VER_MAJOR 11
#define CUSOLVER_VER_MINOR 7
#define CUSOLVER_VER_PATCH 2
#define CUSOLVER_VER_BUILD 0
#define CUSOLVER_VERSION (CUSOLVER_VER_MAJOR * 1000 + CUSOLVER_VER_MINOR * 100 + CUSOLVER_VER_PATCH)
#define CUSOLVER_CPP_VERSION __cplusplus

#include <cublas_v2.h>
/* brought by the real one, as its includers find */
#include <inttypes.h>

typedef enum {
	CUSOLVER_STATUS_SUCCESS = 0,
	CUSOLVER_STATUS_NOT_INITIALIZED = 1,
	CUSOLVER_STATUS_ALLOC_FAILED = 2,
	CUSOLVER_STATUS_INVALID_VALUE = 3,
	CUSOLVER_STATUS_ARCH_MISMATCH = 4,
	CUSOLVER_STATUS_EXECUTION_FAILED = 6,
	CUSOLVER_STATUS_INTERNAL_ERROR = 7,
	CUSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
	CUSOLVER_STATUS_NOT_SUPPORTED = 9
} cusolverStatus_t;
typedef enum { CUSOLVER_EIG_MODE_NOVECTOR = 0, CUSOLVER_EIG_MODE_VECTOR = 1 } cusolverEigMode_t;
typedef enum { CUSOLVER_EIG_TYPE_1 = 1, CUSOLVER_EIG_TYPE_2 = 2, CUSOLVER_EIG_TYPE_3 = 3 } cusolverEigType_t;

struct cusolverDnContext;
typedef struct cusolverDnContext *cusolverDnHandle_t;

cusolverStatus_t cusolverDnCreate(cusolverDnHandle_t *handle);
cusolverStatus_t cusolverDnDestroy(cusolverDnHandle_t handle);
cusolverStatus_t cusolverDnSetStream(cusolverDnHandle_t handle, cudaStream_t stream);
cusolverStatus_t cusolverDnGetStream(cusolverDnHandle_t handle, cudaStream_t *stream);

#define WARPCHECK_CUSOLVER_DENSE(P, T) \
	cusolverStatus_t cusolverDn##P##getrf_bufferSize(cusolverDnHandle_t h, int m, int n, T *a, \
							 int lda, int *lwork); \
	cusolverStatus_t cusolverDn##P##getrf(cusolverDnHandle_t h, int m, int n, T *a, int lda, \
					      T *work, int *pivots, int *info); \
	cusolverStatus_t cusolverDn##P##getrs(cusolverDnHandle_t h, cublasOperation_t trans, int n, \
					      int nrhs, const T *a, int lda, const int *pivots, \
					      T *b, int ldb, int *info); \
	cusolverStatus_t cusolverDn##P##potrf_bufferSize(cusolverDnHandle_t h, cublasFillMode_t uplo, \
							 int n, T *a, int lda, int *lwork); \
	cusolverStatus_t cusolverDn##P##potrf(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, \
					      T *a, int lda, T *work, int lwork, int *info); \
	cusolverStatus_t cusolverDn##P##potrs(cusolverDnHandle_t h, cublasFillMode_t uplo, int n, \
					      int nrhs, const T *a, int lda, T *b, int ldb, \
					      int *info); \
	cusolverStatus_t cusolverDn##P##geqrf_bufferSize(cusolverDnHandle_t h, int m, int n, T *a, \
							 int lda, int *lwork); \
	cusolverStatus_t cusolverDn##P##geqrf(cusolverDnHandle_t h, int m, int n, T *a, int lda, \
					      T *tau, T *work, int lwork, int *info); \
	cusolverStatus_t cusolverDn##P##syevd_bufferSize(cusolverDnHandle_t h, cusolverEigMode_t jobz, \
							 cublasFillMode_t uplo, int n, const T *a, \
							 int lda, const T *w, int *lwork); \
	cusolverStatus_t cusolverDn##P##syevd(cusolverDnHandle_t h, cusolverEigMode_t jobz, \
					      cublasFillMode_t uplo, int n, T *a, int lda, T *w, \
					      T *work, int lwork, int *info); \
	cusolverStatus_t cusolverDn##P##gesvd_bufferSize(cusolverDnHandle_t h, int m, int n, \
							 int *lwork); \
	cusolverStatus_t cusolverDn##P##gesvd(cusolverDnHandle_t h, signed char jobu, \
					      signed char jobvt, int m, int n, T *a, int lda, T *s, \
					      T *u, int ldu, T *vt, int ldvt, T *work, int lwork, \
					      T *rwork, int *info);
WARPCHECK_CUSOLVER_DENSE(S, float)
WARPCHECK_CUSOLVER_DENSE(D, double)
#undef WARPCHECK_CUSOLVER_DENSE

#endif
