/*
 * cublas_api.h - cuBLAS as host code calls it: the handle, the status
 * and option enumerations, and the common level 1, 2 and 3 routines with
 * their extended (Ex, batched, strided) forms.  Declarations only; a
 * call to one is host code, which warpcheck reads only for launches.
 */
#ifndef WARPCHECK_PRELUDE_CUBLAS_API_H
#define WARPCHECK_PRELUDE_CUBLAS_API_H
/* the toolkit's own guard and macros, which includers test */
#define CUBLAS_API_H_
#define CUBLASAPI
#define CUBLASWINAPI
#define CUBLAS_VER_PATCH 0
#define CUBLAS_VER_BUILD 0

#include <cuda_runtime.h>
#include <library_types.h>
#include <cuComplex.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define CUBLAS_VER_MAJOR 12
#define CUBLAS_VER_MINOR 0
#define CUBLAS_VERSION (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100)

typedef enum {
	CUBLAS_STATUS_SUCCESS = 0,
	CUBLAS_STATUS_NOT_INITIALIZED = 1,
	CUBLAS_STATUS_ALLOC_FAILED = 3,
	CUBLAS_STATUS_INVALID_VALUE = 7,
	CUBLAS_STATUS_ARCH_MISMATCH = 8,
	CUBLAS_STATUS_MAPPING_ERROR = 11,
	CUBLAS_STATUS_EXECUTION_FAILED = 13,
	CUBLAS_STATUS_INTERNAL_ERROR = 14,
	CUBLAS_STATUS_NOT_SUPPORTED = 15,
	CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;
typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1,
	       CUBLAS_FILL_MODE_FULL = 2 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2,
	       CUBLAS_OP_HERMITAN = 2, CUBLAS_OP_CONJG = 3 } cublasOperation_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 } cublasAtomicsMode_t;
typedef enum {
	CUBLAS_DEFAULT_MATH = 0,
	CUBLAS_TENSOR_OP_MATH = 1,
	CUBLAS_PEDANTIC_MATH = 2,
	CUBLAS_TF32_TENSOR_OP_MATH = 3,
	CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;
typedef enum {
	CUBLAS_COMPUTE_16F = 64,
	CUBLAS_COMPUTE_16F_PEDANTIC = 65,
	CUBLAS_COMPUTE_32F = 68,
	CUBLAS_COMPUTE_32F_PEDANTIC = 69,
	CUBLAS_COMPUTE_32F_FAST_16F = 74,
	CUBLAS_COMPUTE_32F_FAST_16BF = 75,
	CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
	CUBLAS_COMPUTE_64F = 70,
	CUBLAS_COMPUTE_64F_PEDANTIC = 71,
	CUBLAS_COMPUTE_32I = 72,
	CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;
typedef enum {
	CUBLAS_GEMM_DEFAULT = -1,
	CUBLAS_GEMM_ALGO0 = 0,
	CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
	CUBLAS_GEMM_DFALT_TENSOR_OP = 99
} cublasGemmAlgo_t;
typedef cudaDataType cublasDataType_t;

struct cublasContext;
typedef struct cublasContext *cublasHandle_t;

/* the handle and its settings */
cublasStatus_t cublasCreate(cublasHandle_t *handle);
cublasStatus_t cublasDestroy(cublasHandle_t handle);
cublasStatus_t cublasGetVersion(cublasHandle_t handle, int *version);
cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value);
size_t cublasGetCudartVersion(void);
cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t stream);
cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t *stream);
cublasStatus_t cublasSetWorkspace(cublasHandle_t handle, void *workspace, size_t bytes);
cublasStatus_t cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode);
cublasStatus_t cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t *mode);
cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode);
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode);
const char *cublasGetStatusName(cublasStatus_t status);
const char *cublasGetStatusString(cublasStatus_t status);

/* moving vectors and matrices */
cublasStatus_t cublasSetVector(int n, int elem_size, const void *x, int incx, void *y, int incy);
cublasStatus_t cublasGetVector(int n, int elem_size, const void *x, int incx, void *y, int incy);
cublasStatus_t cublasSetMatrix(int rows, int cols, int elem_size, const void *a, int lda, void *b, int ldb);
cublasStatus_t cublasGetMatrix(int rows, int cols, int elem_size, const void *a, int lda, void *b, int ldb);
cublasStatus_t cublasSetVectorAsync(int n, int elem_size, const void *x, int incx, void *y, int incy,
				    cudaStream_t stream);
cublasStatus_t cublasGetVectorAsync(int n, int elem_size, const void *x, int incx, void *y, int incy,
				    cudaStream_t stream);

/* level 1 */
cublasStatus_t cublasSaxpy(cublasHandle_t h, int n, const float *alpha, const float *x, int incx,
			   float *y, int incy);
cublasStatus_t cublasDaxpy(cublasHandle_t h, int n, const double *alpha, const double *x, int incx,
			   double *y, int incy);
cublasStatus_t cublasScopy(cublasHandle_t h, int n, const float *x, int incx, float *y, int incy);
cublasStatus_t cublasDcopy(cublasHandle_t h, int n, const double *x, int incx, double *y, int incy);
cublasStatus_t cublasSscal(cublasHandle_t h, int n, const float *alpha, float *x, int incx);
cublasStatus_t cublasDscal(cublasHandle_t h, int n, const double *alpha, double *x, int incx);
cublasStatus_t cublasSdot(cublasHandle_t h, int n, const float *x, int incx, const float *y, int incy,
			  float *result);
cublasStatus_t cublasDdot(cublasHandle_t h, int n, const double *x, int incx, const double *y,
			  int incy, double *result);
cublasStatus_t cublasSnrm2(cublasHandle_t h, int n, const float *x, int incx, float *result);
cublasStatus_t cublasDnrm2(cublasHandle_t h, int n, const double *x, int incx, double *result);
cublasStatus_t cublasSasum(cublasHandle_t h, int n, const float *x, int incx, float *result);
cublasStatus_t cublasDasum(cublasHandle_t h, int n, const double *x, int incx, double *result);
cublasStatus_t cublasIsamax(cublasHandle_t h, int n, const float *x, int incx, int *result);
cublasStatus_t cublasIdamax(cublasHandle_t h, int n, const double *x, int incx, int *result);
cublasStatus_t cublasIsamin(cublasHandle_t h, int n, const float *x, int incx, int *result);
cublasStatus_t cublasSswap(cublasHandle_t h, int n, float *x, int incx, float *y, int incy);

/* level 2 */
cublasStatus_t cublasSgemv(cublasHandle_t h, cublasOperation_t trans, int m, int n, const float *alpha,
			   const float *a, int lda, const float *x, int incx, const float *beta,
			   float *y, int incy);
cublasStatus_t cublasDgemv(cublasHandle_t h, cublasOperation_t trans, int m, int n,
			   const double *alpha, const double *a, int lda, const double *x, int incx,
			   const double *beta, double *y, int incy);
cublasStatus_t cublasSger(cublasHandle_t h, int m, int n, const float *alpha, const float *x, int incx,
			  const float *y, int incy, float *a, int lda);

/* level 3 */
cublasStatus_t cublasSgemm(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
			   int m, int n, int k, const float *alpha, const float *a, int lda,
			   const float *b, int ldb, const float *beta, float *c, int ldc);
cublasStatus_t cublasDgemm(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
			   int m, int n, int k, const double *alpha, const double *a, int lda,
			   const double *b, int ldb, const double *beta, double *c, int ldc);
cublasStatus_t cublasHgemm(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
			   int m, int n, int k, const __half *alpha, const __half *a, int lda,
			   const __half *b, int ldb, const __half *beta, __half *c, int ldc);
cublasStatus_t cublasCgemm(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
			   int m, int n, int k, const cuComplex *alpha, const cuComplex *a, int lda,
			   const cuComplex *b, int ldb, const cuComplex *beta, cuComplex *c, int ldc);
cublasStatus_t cublasSgemmBatched(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
				  int m, int n, int k, const float *alpha, const float *const a[],
				  int lda, const float *const b[], int ldb, const float *beta,
				  float *const c[], int ldc, int batch_count);
cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t h, cublasOperation_t transa,
					 cublasOperation_t transb, int m, int n, int k,
					 const float *alpha, const float *a, int lda, long long stride_a,
					 const float *b, int ldb, long long stride_b, const float *beta,
					 float *c, int ldc, long long stride_c, int batch_count);
cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t h, cublasOperation_t transa,
					 cublasOperation_t transb, int m, int n, int k,
					 const double *alpha, const double *a, int lda,
					 long long stride_a, const double *b, int ldb,
					 long long stride_b, const double *beta, double *c, int ldc,
					 long long stride_c, int batch_count);
cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
			    int m, int n, int k, const void *alpha, const void *a, cudaDataType a_type,
			    int lda, const void *b, cudaDataType b_type, int ldb, const void *beta,
			    void *c, cudaDataType c_type, int ldc, cublasComputeType_t compute,
			    cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmBatchedEx(cublasHandle_t h, cublasOperation_t transa,
				   cublasOperation_t transb, int m, int n, int k, const void *alpha,
				   const void *const a[], cudaDataType a_type, int lda,
				   const void *const b[], cudaDataType b_type, int ldb,
				   const void *beta, void *const c[], cudaDataType c_type, int ldc,
				   int batch_count, cublasComputeType_t compute, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, cublasOperation_t transa,
					  cublasOperation_t transb, int m, int n, int k,
					  const void *alpha, const void *a, cudaDataType a_type, int lda,
					  long long stride_a, const void *b, cudaDataType b_type, int ldb,
					  long long stride_b, const void *beta, void *c,
					  cudaDataType c_type, int ldc, long long stride_c,
					  int batch_count, cublasComputeType_t compute,
					  cublasGemmAlgo_t algo);
cublasStatus_t cublasSgeam(cublasHandle_t h, cublasOperation_t transa, cublasOperation_t transb,
			   int m, int n, const float *alpha, const float *a, int lda,
			   const float *beta, const float *b, int ldb, float *c, int ldc);
cublasStatus_t cublasStrsm(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const float *alpha, const float *a, int lda, float *b, int ldb);
cublasStatus_t cublasSsyrk(cublasHandle_t h, cublasFillMode_t uplo, cublasOperation_t trans, int n,
			   int k, const float *alpha, const float *a, int lda, const float *beta,
			   float *c, int ldc);

#endif
