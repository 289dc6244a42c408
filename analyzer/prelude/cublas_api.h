/*
 * cublas_api.h - cuBLAS as host code calls it: the handle, the status
 * and option enumerations, and every routine of the toolkit's header
 * (levels 1, 2 and 3, their batched, strided, Ex and 64-bit-index _64
 * forms, the BLAS-like extensions), under the names cublas_v2.h gives
 * them (cublasSgemm; the library's exports, cublasSgemm_v2, are macros
 * for them here).  Left out: the calls that take CUDA 13's emulation
 * types of library_types.h (cudaEmulationSpecialValuesSupport,
 * cudaEmulationMantissaControl, cudaEmulationStrategy), which the bundled
 * library_types.h does not have.  Declarations only; a call to one is
 * host code, which warpcheck reads only for launches.
 */
#ifndef WARPCHECK_PRELUDE_CUBLAS_API_H
#define WARPCHECK_PRELUDE_CUBLAS_API_H
/* the toolkit's own guard and macros, which includers test */
#define CUBLAS_API_H_
#define CUBLASAPI
#define CUBLASWINAPI
#define CUBLAS_VER_PATCH 0
#define CUBLAS_VER_BUILD 0

#include <stdint.h>
#include <cuda_runtime.h>
#include <library_types.h>
#include <cuComplex.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define CUBLAS_VER_MAJOR 12
#define CUBLAS_VER_MINOR 0
#define CUBLAS_VERSION (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100)

typedef enum {
	CUBLAS_STATUS_SUCCESS,
	CUBLAS_STATUS_NOT_INITIALIZED,
	CUBLAS_STATUS_ALLOC_FAILED = 3,
	CUBLAS_STATUS_INVALID_VALUE = 7,
	CUBLAS_STATUS_ARCH_MISMATCH,
	CUBLAS_STATUS_MAPPING_ERROR = 11,
	CUBLAS_STATUS_EXECUTION_FAILED = 13,
	CUBLAS_STATUS_INTERNAL_ERROR,
	CUBLAS_STATUS_NOT_SUPPORTED,
	CUBLAS_STATUS_LICENSE_ERROR
} cublasStatus_t;

typedef enum {
	CUBLAS_FILL_MODE_LOWER,
	CUBLAS_FILL_MODE_UPPER,
	CUBLAS_FILL_MODE_FULL
} cublasFillMode_t;

typedef enum {
	CUBLAS_DIAG_NON_UNIT,
	CUBLAS_DIAG_UNIT
} cublasDiagType_t;

typedef enum {
	CUBLAS_SIDE_LEFT,
	CUBLAS_SIDE_RIGHT
} cublasSideMode_t;

typedef enum {
	CUBLAS_OP_N,
	CUBLAS_OP_T,
	CUBLAS_OP_C,
	CUBLAS_OP_HERMITAN = 2,
	CUBLAS_OP_CONJG
} cublasOperation_t;

typedef enum {
	CUBLAS_POINTER_MODE_HOST,
	CUBLAS_POINTER_MODE_DEVICE
} cublasPointerMode_t;

typedef enum {
	CUBLAS_ATOMICS_NOT_ALLOWED,
	CUBLAS_ATOMICS_ALLOWED
} cublasAtomicsMode_t;

typedef enum {
	CUBLAS_GEMM_DFALT = -1,
	CUBLAS_GEMM_DEFAULT = -1,
	CUBLAS_GEMM_ALGO0,
	CUBLAS_GEMM_ALGO1,
	CUBLAS_GEMM_ALGO2,
	CUBLAS_GEMM_ALGO3,
	CUBLAS_GEMM_ALGO4,
	CUBLAS_GEMM_ALGO5,
	CUBLAS_GEMM_ALGO6,
	CUBLAS_GEMM_ALGO7,
	CUBLAS_GEMM_ALGO8,
	CUBLAS_GEMM_ALGO9,
	CUBLAS_GEMM_ALGO10,
	CUBLAS_GEMM_ALGO11,
	CUBLAS_GEMM_ALGO12,
	CUBLAS_GEMM_ALGO13,
	CUBLAS_GEMM_ALGO14,
	CUBLAS_GEMM_ALGO15,
	CUBLAS_GEMM_ALGO16,
	CUBLAS_GEMM_ALGO17,
	CUBLAS_GEMM_ALGO18,
	CUBLAS_GEMM_ALGO19,
	CUBLAS_GEMM_ALGO20,
	CUBLAS_GEMM_ALGO21,
	CUBLAS_GEMM_ALGO22,
	CUBLAS_GEMM_ALGO23,
	CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
	CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
	CUBLAS_GEMM_ALGO0_TENSOR_OP,
	CUBLAS_GEMM_ALGO1_TENSOR_OP,
	CUBLAS_GEMM_ALGO2_TENSOR_OP,
	CUBLAS_GEMM_ALGO3_TENSOR_OP,
	CUBLAS_GEMM_ALGO4_TENSOR_OP,
	CUBLAS_GEMM_ALGO5_TENSOR_OP,
	CUBLAS_GEMM_ALGO6_TENSOR_OP,
	CUBLAS_GEMM_ALGO7_TENSOR_OP,
	CUBLAS_GEMM_ALGO8_TENSOR_OP,
	CUBLAS_GEMM_ALGO9_TENSOR_OP,
	CUBLAS_GEMM_ALGO10_TENSOR_OP,
	CUBLAS_GEMM_ALGO11_TENSOR_OP,
	CUBLAS_GEMM_ALGO12_TENSOR_OP,
	CUBLAS_GEMM_ALGO13_TENSOR_OP,
	CUBLAS_GEMM_ALGO14_TENSOR_OP,
	CUBLAS_GEMM_ALGO15_TENSOR_OP,
	CUBLAS_GEMM_AUTOTUNE = 999
} cublasGemmAlgo_t;

typedef enum {
	CUBLAS_DEFAULT_MATH,
	CUBLAS_TENSOR_OP_MATH,
	CUBLAS_PEDANTIC_MATH,
	CUBLAS_TF32_TENSOR_OP_MATH,
	CUBLAS_FP32_EMULATED_BF16X9_MATH,
	CUBLAS_FP64_EMULATED_FIXEDPOINT_MATH = 8,
	CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;

typedef cudaDataType cublasDataType_t;

typedef enum {
	CUBLAS_COMPUTE_16F = 64,
	CUBLAS_COMPUTE_16F_PEDANTIC,
	CUBLAS_COMPUTE_32F = 68,
	CUBLAS_COMPUTE_32F_PEDANTIC,
	CUBLAS_COMPUTE_32F_FAST_16F = 74,
	CUBLAS_COMPUTE_32F_FAST_16BF,
	CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
	CUBLAS_COMPUTE_32F_EMULATED_16BFX9,
	CUBLAS_COMPUTE_64F = 70,
	CUBLAS_COMPUTE_64F_PEDANTIC,
	CUBLAS_COMPUTE_64F_EMULATED_FIXEDPOINT = 79,
	CUBLAS_COMPUTE_32I = 72,
	CUBLAS_COMPUTE_32I_PEDANTIC
} cublasComputeType_t;

typedef enum {
	CUBLAS_EMULATION_STRATEGY_DEFAULT,
	CUBLAS_EMULATION_STRATEGY_PERFORMANT,
	CUBLAS_EMULATION_STRATEGY_EAGER
} cublasEmulationStrategy_t;

typedef struct cublasContext *cublasHandle_t;
typedef void (*cublasLogCallback)(const char *);

cublasStatus_t cublasCreate(cublasHandle_t *handle);
cublasStatus_t cublasDestroy(cublasHandle_t handle);
cublasStatus_t cublasGetVersion(cublasHandle_t handle, int *version);
cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value);
size_t cublasGetCudartVersion(void);
cublasStatus_t cublasSetWorkspace(cublasHandle_t handle, void *workspace,
				  size_t workspace_size_in_bytes);
cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t stream_id);
cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t *stream_id);
cublasStatus_t cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t *mode);
cublasStatus_t cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode);
cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode);
cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode);
cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode);
cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
cublasStatus_t cublasGetSmCountTarget(cublasHandle_t handle, int *sm_count_target);
cublasStatus_t cublasSetSmCountTarget(cublasHandle_t handle, int sm_count_target);
cublasStatus_t cublasGetEmulationStrategy(cublasHandle_t handle,
					  cublasEmulationStrategy_t *emulation_strategy);
cublasStatus_t cublasSetEmulationStrategy(cublasHandle_t handle,
					  cublasEmulationStrategy_t emulation_strategy);
cublasStatus_t cublasGetFixedPointEmulationMaxMantissaBitCount(cublasHandle_t handle,
							       int *max_mantissa_bit_count);
cublasStatus_t cublasSetFixedPointEmulationMaxMantissaBitCount(cublasHandle_t handle,
							       int max_mantissa_bit_count);
cublasStatus_t cublasGetFixedPointEmulationMantissaBitOffset(cublasHandle_t handle,
							     int *mantissa_bit_offset);
cublasStatus_t cublasSetFixedPointEmulationMantissaBitOffset(cublasHandle_t handle,
							     int mantissa_bit_offset);
cublasStatus_t cublasGetFixedPointEmulationMantissaBitCountPointer(cublasHandle_t handle,
								   int **mantissa_bit_count);
cublasStatus_t cublasSetFixedPointEmulationMantissaBitCountPointer(cublasHandle_t handle,
								   int *mantissa_bit_count);
const char *cublasGetStatusName(cublasStatus_t status);
const char *cublasGetStatusString(cublasStatus_t status);
cublasStatus_t cublasLoggerConfigure(int log_is_on, int log_to_std_out, int log_to_std_err,
				     const char *log_file_name);
cublasStatus_t cublasSetLoggerCallback(cublasLogCallback user_callback);
cublasStatus_t cublasGetLoggerCallback(cublasLogCallback *user_callback);
cublasStatus_t cublasSetVector(int n, int elem_size, const void *x, int incx, void *device_ptr,
			       int incy);
cublasStatus_t cublasSetVector_64(int64_t n, int64_t elem_size, const void *x, int64_t incx,
				  void *device_ptr, int64_t incy);
cublasStatus_t cublasGetVector(int n, int elem_size, const void *x, int incx, void *y, int incy);
cublasStatus_t cublasGetVector_64(int64_t n, int64_t elem_size, const void *x, int64_t incx,
				  void *y, int64_t incy);
cublasStatus_t cublasSetMatrix(int rows, int cols, int elem_size, const void *a, int lda, void *b,
			       int ldb);
cublasStatus_t cublasSetMatrix_64(int64_t rows, int64_t cols, int64_t elem_size, const void *a,
				  int64_t lda, void *b, int64_t ldb);
cublasStatus_t cublasGetMatrix(int rows, int cols, int elem_size, const void *a, int lda, void *b,
			       int ldb);
cublasStatus_t cublasGetMatrix_64(int64_t rows, int64_t cols, int64_t elem_size, const void *a,
				  int64_t lda, void *b, int64_t ldb);
cublasStatus_t cublasSetVectorAsync(int n, int elem_size, const void *host_ptr, int incx,
				    void *device_ptr, int incy, cudaStream_t stream);
cublasStatus_t cublasSetVectorAsync_64(int64_t n, int64_t elem_size, const void *host_ptr,
				       int64_t incx, void *device_ptr, int64_t incy,
				       cudaStream_t stream);
cublasStatus_t cublasGetVectorAsync(int n, int elem_size, const void *device_ptr, int incx,
				    void *host_ptr, int incy, cudaStream_t stream);
cublasStatus_t cublasGetVectorAsync_64(int64_t n, int64_t elem_size, const void *device_ptr,
				       int64_t incx, void *host_ptr, int64_t incy,
				       cudaStream_t stream);
cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elem_size, const void *a, int lda,
				    void *b, int ldb, cudaStream_t stream);
cublasStatus_t cublasSetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elem_size, const void *a,
				       int64_t lda, void *b, int64_t ldb, cudaStream_t stream);
cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elem_size, const void *a, int lda,
				    void *b, int ldb, cudaStream_t stream);
cublasStatus_t cublasGetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elem_size, const void *a,
				       int64_t lda, void *b, int64_t ldb, cudaStream_t stream);
void cublasXerbla(const char *sr_name, int info);
cublasStatus_t cublasNrm2Ex(cublasHandle_t handle, int n, const void *x, cudaDataType x_type,
			    int incx, void *result, cudaDataType result_type,
			    cudaDataType execution_type);
cublasStatus_t cublasNrm2Ex_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType x_type,
			       int64_t incx, void *result, cudaDataType result_type,
			       cudaDataType execution_type);
cublasStatus_t cublasSnrm2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
cublasStatus_t cublasSnrm2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx,
			      float *result);
cublasStatus_t cublasDnrm2(cublasHandle_t handle, int n, const double *x, int incx, double *result);
cublasStatus_t cublasDnrm2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
			      double *result);
cublasStatus_t cublasScnrm2(cublasHandle_t handle, int n, const cuComplex *x, int incx,
			    float *result);
cublasStatus_t cublasScnrm2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
			       float *result);
cublasStatus_t cublasDznrm2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
			    double *result);
cublasStatus_t cublasDznrm2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x,
			       int64_t incx, double *result);
cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void *x, cudaDataType x_type,
			   int incx, const void *y, cudaDataType y_type, int incy, void *result,
			   cudaDataType result_type, cudaDataType execution_type);
cublasStatus_t cublasDotEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType x_type,
			      int64_t incx, const void *y, cudaDataType y_type, int64_t incy,
			      void *result, cudaDataType result_type, cudaDataType execution_type);
cublasStatus_t cublasDotcEx(cublasHandle_t handle, int n, const void *x, cudaDataType x_type,
			    int incx, const void *y, cudaDataType y_type, int incy, void *result,
			    cudaDataType result_type, cudaDataType execution_type);
cublasStatus_t cublasDotcEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType x_type,
			       int64_t incx, const void *y, cudaDataType y_type, int64_t incy,
			       void *result, cudaDataType result_type, cudaDataType execution_type);
cublasStatus_t cublasSdot(cublasHandle_t handle, int n, const float *x, int incx, const float *y,
			  int incy, float *result);
cublasStatus_t cublasSdot_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx,
			     const float *y, int64_t incy, float *result);
cublasStatus_t cublasDdot(cublasHandle_t handle, int n, const double *x, int incx, const double *y,
			  int incy, double *result);
cublasStatus_t cublasDdot_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
			     const double *y, int64_t incy, double *result);
cublasStatus_t cublasCdotu(cublasHandle_t handle, int n, const cuComplex *x, int incx,
			   const cuComplex *y, int incy, cuComplex *result);
cublasStatus_t cublasCdotu_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
			      const cuComplex *y, int64_t incy, cuComplex *result);
cublasStatus_t cublasCdotc(cublasHandle_t handle, int n, const cuComplex *x, int incx,
			   const cuComplex *y, int incy, cuComplex *result);
cublasStatus_t cublasCdotc_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
			      const cuComplex *y, int64_t incy, cuComplex *result);
cublasStatus_t cublasZdotu(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
			   const cuDoubleComplex *y, int incy, cuDoubleComplex *result);
cublasStatus_t cublasZdotu_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x,
			      int64_t incx, const cuDoubleComplex *y, int64_t incy,
			      cuDoubleComplex *result);
cublasStatus_t cublasZdotc(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
			   const cuDoubleComplex *y, int incy, cuDoubleComplex *result);
cublasStatus_t cublasZdotc_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x,
			      int64_t incx, const cuDoubleComplex *y, int64_t incy,
			      cuDoubleComplex *result);
cublasStatus_t cublasScalEx(cublasHandle_t handle, int n, const void *alpha,
			    cudaDataType alpha_type, void *x, cudaDataType x_type, int incx,
			    cudaDataType execution_type);
cublasStatus_t cublasScalEx_64(cublasHandle_t handle, int64_t n, const void *alpha,
			       cudaDataType alpha_type, void *x, cudaDataType x_type, int64_t incx,
			       cudaDataType execution_type);
cublasStatus_t cublasSscal(cublasHandle_t handle, int n, const float *alpha, float *x, int incx);
cublasStatus_t cublasSscal_64(cublasHandle_t handle, int64_t n, const float *alpha, float *x,
			      int64_t incx);
cublasStatus_t cublasDscal(cublasHandle_t handle, int n, const double *alpha, double *x, int incx);
cublasStatus_t cublasDscal_64(cublasHandle_t handle, int64_t n, const double *alpha, double *x,
			      int64_t incx);
cublasStatus_t cublasCscal(cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x,
			   int incx);
cublasStatus_t cublasCscal_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha,
			      cuComplex *x, int64_t incx);
cublasStatus_t cublasCsscal(cublasHandle_t handle, int n, const float *alpha, cuComplex *x,
			    int incx);
cublasStatus_t cublasCsscal_64(cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x,
			       int64_t incx);
cublasStatus_t cublasZscal(cublasHandle_t handle, int n, const cuDoubleComplex *alpha,
			   cuDoubleComplex *x, int incx);
cublasStatus_t cublasZscal_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha,
			      cuDoubleComplex *x, int64_t incx);
cublasStatus_t cublasZdscal(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x,
			    int incx);
cublasStatus_t cublasZdscal_64(cublasHandle_t handle, int64_t n, const double *alpha,
			       cuDoubleComplex *x, int64_t incx);
cublasStatus_t cublasAxpyEx(cublasHandle_t handle, int n, const void *alpha,
			    cudaDataType alpha_type, const void *x, cudaDataType x_type, int incx,
			    void *y, cudaDataType y_type, int incy, cudaDataType executiontype);
cublasStatus_t cublasAxpyEx_64(cublasHandle_t handle, int64_t n, const void *alpha,
			       cudaDataType alpha_type, const void *x, cudaDataType x_type,
			       int64_t incx, void *y, cudaDataType y_type, int64_t incy,
			       cudaDataType executiontype);
cublasStatus_t cublasSaxpy(cublasHandle_t handle, int n, const float *alpha, const float *x,
			   int incx, float *y, int incy);
cublasStatus_t cublasSaxpy_64(cublasHandle_t handle, int64_t n, const float *alpha, const float *x,
			      int64_t incx, float *y, int64_t incy);
cublasStatus_t cublasDaxpy(cublasHandle_t handle, int n, const double *alpha, const double *x,
			   int incx, double *y, int incy);
cublasStatus_t cublasDaxpy_64(cublasHandle_t handle, int64_t n, const double *alpha,
			      const double *x, int64_t incx, double *y, int64_t incy);
cublasStatus_t cublasCaxpy(cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x,
			   int incx, cuComplex *y, int incy);
cublasStatus_t cublasCaxpy_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha,
			      const cuComplex *x, int64_t incx, cuComplex *y, int64_t incy);
cublasStatus_t cublasZaxpy(cublasHandle_t handle, int n, const cuDoubleComplex *alpha,
			   const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
cublasStatus_t cublasZaxpy_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha,
			      const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y,
			      int64_t incy);
cublasStatus_t cublasCopyEx(cublasHandle_t handle, int n, const void *x, cudaDataType x_type,
			    int incx, void *y, cudaDataType y_type, int incy);
cublasStatus_t cublasCopyEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType x_type,
			       int64_t incx, void *y, cudaDataType y_type, int64_t incy);
cublasStatus_t cublasScopy(cublasHandle_t handle, int n, const float *x, int incx, float *y,
			   int incy);
cublasStatus_t cublasScopy_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx,
			      float *y, int64_t incy);
cublasStatus_t cublasDcopy(cublasHandle_t handle, int n, const double *x, int incx, double *y,
			   int incy);
cublasStatus_t cublasDcopy_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
			      double *y, int64_t incy);
cublasStatus_t cublasCcopy(cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y,
			   int incy);
cublasStatus_t cublasCcopy_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
			      cuComplex *y, int64_t incy);
cublasStatus_t cublasZcopy(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
			   cuDoubleComplex *y, int incy);
cublasStatus_t cublasZcopy_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x,
			      int64_t incx, cuDoubleComplex *y, int64_t incy);
cublasStatus_t cublasSswap(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy);
cublasStatus_t cublasSswap_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y,
			      int64_t incy);
cublasStatus_t cublasDswap(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy);
cublasStatus_t cublasDswap_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y,
			      int64_t incy);
cublasStatus_t cublasCswap(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y,
			   int incy);
cublasStatus_t cublasCswap_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx,
			      cuComplex *y, int64_t incy);
cublasStatus_t cublasZswap(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx,
			   cuDoubleComplex *y, int incy);
cublasStatus_t cublasZswap_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
			      cuDoubleComplex *y, int64_t incy);
cublasStatus_t cublasSwapEx(cublasHandle_t handle, int n, void *x, cudaDataType x_type, int incx,
			    void *y, cudaDataType y_type, int incy);
cublasStatus_t cublasSwapEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType x_type,
			       int64_t incx, void *y, cudaDataType y_type, int64_t incy);
cublasStatus_t cublasIsamax(cublasHandle_t handle, int n, const float *x, int incx, int *result);
cublasStatus_t cublasIsamax_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx,
			       int64_t *result);
cublasStatus_t cublasIdamax(cublasHandle_t handle, int n, const double *x, int incx, int *result);
cublasStatus_t cublasIdamax_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
			       int64_t *result);
cublasStatus_t cublasIcamax(cublasHandle_t handle, int n, const cuComplex *x, int incx,
			    int *result);
cublasStatus_t cublasIcamax_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
			       int64_t *result);
cublasStatus_t cublasIzamax(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
			    int *result);
cublasStatus_t cublasIzamax_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x,
			       int64_t incx, int64_t *result);
cublasStatus_t cublasIamaxEx(cublasHandle_t handle, int n, const void *x, cudaDataType x_type,
			     int incx, int *result);
cublasStatus_t cublasIamaxEx_64(cublasHandle_t handle, int64_t n, const void *x,
				cudaDataType x_type, int64_t incx, int64_t *result);
cublasStatus_t cublasIsamin(cublasHandle_t handle, int n, const float *x, int incx, int *result);
cublasStatus_t cublasIsamin_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx,
			       int64_t *result);
cublasStatus_t cublasIdamin(cublasHandle_t handle, int n, const double *x, int incx, int *result);
cublasStatus_t cublasIdamin_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
			       int64_t *result);
cublasStatus_t cublasIcamin(cublasHandle_t handle, int n, const cuComplex *x, int incx,
			    int *result);
cublasStatus_t cublasIcamin_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
			       int64_t *result);
cublasStatus_t cublasIzamin(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
			    int *result);
cublasStatus_t cublasIzamin_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x,
			       int64_t incx, int64_t *result);
cublasStatus_t cublasIaminEx(cublasHandle_t handle, int n, const void *x, cudaDataType x_type,
			     int incx, int *result);
cublasStatus_t cublasIaminEx_64(cublasHandle_t handle, int64_t n, const void *x,
				cudaDataType x_type, int64_t incx, int64_t *result);
cublasStatus_t cublasAsumEx(cublasHandle_t handle, int n, const void *x, cudaDataType x_type,
			    int incx, void *result, cudaDataType result_type,
			    cudaDataType executiontype);
cublasStatus_t cublasAsumEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType x_type,
			       int64_t incx, void *result, cudaDataType result_type,
			       cudaDataType executiontype);
cublasStatus_t cublasSasum(cublasHandle_t handle, int n, const float *x, int incx, float *result);
cublasStatus_t cublasSasum_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx,
			      float *result);
cublasStatus_t cublasDasum(cublasHandle_t handle, int n, const double *x, int incx, double *result);
cublasStatus_t cublasDasum_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
			      double *result);
cublasStatus_t cublasScasum(cublasHandle_t handle, int n, const cuComplex *x, int incx,
			    float *result);
cublasStatus_t cublasScasum_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
			       float *result);
cublasStatus_t cublasDzasum(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
			    double *result);
cublasStatus_t cublasDzasum_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x,
			       int64_t incx, double *result);
cublasStatus_t cublasSrot(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy,
			  const float *c, const float *s);
cublasStatus_t cublasSrot_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y,
			     int64_t incy, const float *c, const float *s);
cublasStatus_t cublasDrot(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy,
			  const double *c, const double *s);
cublasStatus_t cublasDrot_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y,
			     int64_t incy, const double *c, const double *s);
cublasStatus_t cublasCrot(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y,
			  int incy, const float *c, const cuComplex *s);
cublasStatus_t cublasCrot_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx,
			     cuComplex *y, int64_t incy, const float *c, const cuComplex *s);
cublasStatus_t cublasCsrot(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y,
			   int incy, const float *c, const float *s);
cublasStatus_t cublasCsrot_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx,
			      cuComplex *y, int64_t incy, const float *c, const float *s);
cublasStatus_t cublasZrot(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx,
			  cuDoubleComplex *y, int incy, const double *c, const cuDoubleComplex *s);
cublasStatus_t cublasZrot_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
			     cuDoubleComplex *y, int64_t incy, const double *c,
			     const cuDoubleComplex *s);
cublasStatus_t cublasZdrot(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx,
			   cuDoubleComplex *y, int incy, const double *c, const double *s);
cublasStatus_t cublasZdrot_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
			      cuDoubleComplex *y, int64_t incy, const double *c, const double *s);
cublasStatus_t cublasRotEx(cublasHandle_t handle, int n, void *x, cudaDataType x_type, int incx,
			   void *y, cudaDataType y_type, int incy, const void *c, const void *s,
			   cudaDataType cs_type, cudaDataType executiontype);
cublasStatus_t cublasRotEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType x_type,
			      int64_t incx, void *y, cudaDataType y_type, int64_t incy,
			      const void *c, const void *s, cudaDataType cs_type,
			      cudaDataType executiontype);
cublasStatus_t cublasSrotg(cublasHandle_t handle, float *a, float *b, float *c, float *s);
cublasStatus_t cublasDrotg(cublasHandle_t handle, double *a, double *b, double *c, double *s);
cublasStatus_t cublasCrotg(cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c,
			   cuComplex *s);
cublasStatus_t cublasZrotg(cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c,
			   cuDoubleComplex *s);
cublasStatus_t cublasRotgEx(cublasHandle_t handle, void *a, void *b, cudaDataType ab_type, void *c,
			    void *s, cudaDataType cs_type, cudaDataType executiontype);
cublasStatus_t cublasSrotm(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy,
			   const float *param);
cublasStatus_t cublasSrotm_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y,
			      int64_t incy, const float *param);
cublasStatus_t cublasDrotm(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy,
			   const double *param);
cublasStatus_t cublasDrotm_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y,
			      int64_t incy, const double *param);
cublasStatus_t cublasRotmEx(cublasHandle_t handle, int n, void *x, cudaDataType x_type, int incx,
			    void *y, cudaDataType y_type, int incy, const void *param,
			    cudaDataType param_type, cudaDataType executiontype);
cublasStatus_t cublasRotmEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType x_type,
			       int64_t incx, void *y, cudaDataType y_type, int64_t incy,
			       const void *param, cudaDataType param_type,
			       cudaDataType executiontype);
cublasStatus_t cublasSrotmg(cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1,
			    float *param);
cublasStatus_t cublasDrotmg(cublasHandle_t handle, double *d1, double *d2, double *x1,
			    const double *y1, double *param);
cublasStatus_t cublasRotmgEx(cublasHandle_t handle, void *d1, cudaDataType d1_type, void *d2,
			     cudaDataType d2_type, void *x1, cudaDataType x1_type, const void *y1,
			     cudaDataType y1_type, void *param, cudaDataType param_type,
			     cudaDataType executiontype);
cublasStatus_t cublasSgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
			   const float *alpha, const float *a, int lda, const float *x, int incx,
			   const float *beta, float *y, int incy);
cublasStatus_t cublasSgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
			      const float *alpha, const float *a, int64_t lda, const float *x,
			      int64_t incx, const float *beta, float *y, int64_t incy);
cublasStatus_t cublasDgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
			   const double *alpha, const double *a, int lda, const double *x, int incx,
			   const double *beta, double *y, int incy);
cublasStatus_t cublasDgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
			      const double *alpha, const double *a, int64_t lda, const double *x,
			      int64_t incx, const double *beta, double *y, int64_t incy);
cublasStatus_t cublasCgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
			   const cuComplex *alpha, const cuComplex *a, int lda, const cuComplex *x,
			   int incx, const cuComplex *beta, cuComplex *y, int incy);
cublasStatus_t cublasCgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
			      const cuComplex *alpha, const cuComplex *a, int64_t lda,
			      const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y,
			      int64_t incy);
cublasStatus_t cublasZgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			   const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
			   cuDoubleComplex *y, int incy);
cublasStatus_t cublasZgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			      const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
			      cuDoubleComplex *y, int64_t incy);
cublasStatus_t cublasSgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
			   int ku, const float *alpha, const float *a, int lda, const float *x,
			   int incx, const float *beta, float *y, int incy);
cublasStatus_t cublasSgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
			      int64_t kl, int64_t ku, const float *alpha, const float *a,
			      int64_t lda, const float *x, int64_t incx, const float *beta,
			      float *y, int64_t incy);
cublasStatus_t cublasDgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
			   int ku, const double *alpha, const double *a, int lda, const double *x,
			   int incx, const double *beta, double *y, int incy);
cublasStatus_t cublasDgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
			      int64_t kl, int64_t ku, const double *alpha, const double *a,
			      int64_t lda, const double *x, int64_t incx, const double *beta,
			      double *y, int64_t incy);
cublasStatus_t cublasCgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
			   int ku, const cuComplex *alpha, const cuComplex *a, int lda,
			   const cuComplex *x, int incx, const cuComplex *beta, cuComplex *y,
			   int incy);
cublasStatus_t cublasCgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
			      int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *a,
			      int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta,
			      cuComplex *y, int64_t incy);
cublasStatus_t cublasZgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl,
			   int ku, const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			   const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
			   cuDoubleComplex *y, int incy);
cublasStatus_t cublasZgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
			      int64_t kl, int64_t ku, const cuDoubleComplex *alpha,
			      const cuDoubleComplex *a, int64_t lda, const cuDoubleComplex *x,
			      int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y,
			      int64_t incy);
cublasStatus_t cublasStrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const float *a, int lda, float *x,
			   int incx);
cublasStatus_t cublasStrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const float *a, int64_t lda,
			      float *x, int64_t incx);
cublasStatus_t cublasDtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const double *a, int lda, double *x,
			   int incx);
cublasStatus_t cublasDtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const double *a, int64_t lda,
			      double *x, int64_t incx);
cublasStatus_t cublasCtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const cuComplex *a, int lda, cuComplex *x,
			   int incx);
cublasStatus_t cublasCtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const cuComplex *a, int64_t lda,
			      cuComplex *x, int64_t incx);
cublasStatus_t cublasZtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const cuDoubleComplex *a, int lda,
			   cuDoubleComplex *x, int incx);
cublasStatus_t cublasZtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const cuDoubleComplex *a,
			      int64_t lda, cuDoubleComplex *x, int64_t incx);
cublasStatus_t cublasStbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, int k, const float *a, int lda, float *x,
			   int incx);
cublasStatus_t cublasStbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, int64_t k, const float *a,
			      int64_t lda, float *x, int64_t incx);
cublasStatus_t cublasDtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, int k, const double *a, int lda, double *x,
			   int incx);
cublasStatus_t cublasDtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, int64_t k, const double *a,
			      int64_t lda, double *x, int64_t incx);
cublasStatus_t cublasCtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, int k, const cuComplex *a, int lda,
			   cuComplex *x, int incx);
cublasStatus_t cublasCtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *a,
			      int64_t lda, cuComplex *x, int64_t incx);
cublasStatus_t cublasZtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, int k, const cuDoubleComplex *a, int lda,
			   cuDoubleComplex *x, int incx);
cublasStatus_t cublasZtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *a,
			      int64_t lda, cuDoubleComplex *x, int64_t incx);
cublasStatus_t cublasStpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const float *ap, float *x, int incx);
cublasStatus_t cublasStpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const float *ap, float *x,
			      int64_t incx);
cublasStatus_t cublasDtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const double *ap, double *x, int incx);
cublasStatus_t cublasDtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const double *ap, double *x,
			      int64_t incx);
cublasStatus_t cublasCtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const cuComplex *ap, cuComplex *x,
			   int incx);
cublasStatus_t cublasCtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const cuComplex *ap, cuComplex *x,
			      int64_t incx);
cublasStatus_t cublasZtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const cuDoubleComplex *ap,
			   cuDoubleComplex *x, int incx);
cublasStatus_t cublasZtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const cuDoubleComplex *ap,
			      cuDoubleComplex *x, int64_t incx);
cublasStatus_t cublasStrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const float *a, int lda, float *x,
			   int incx);
cublasStatus_t cublasStrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const float *a, int64_t lda,
			      float *x, int64_t incx);
cublasStatus_t cublasDtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const double *a, int lda, double *x,
			   int incx);
cublasStatus_t cublasDtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const double *a, int64_t lda,
			      double *x, int64_t incx);
cublasStatus_t cublasCtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const cuComplex *a, int lda, cuComplex *x,
			   int incx);
cublasStatus_t cublasCtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const cuComplex *a, int64_t lda,
			      cuComplex *x, int64_t incx);
cublasStatus_t cublasZtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const cuDoubleComplex *a, int lda,
			   cuDoubleComplex *x, int incx);
cublasStatus_t cublasZtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const cuDoubleComplex *a,
			      int64_t lda, cuDoubleComplex *x, int64_t incx);
cublasStatus_t cublasStpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const float *ap, float *x, int incx);
cublasStatus_t cublasStpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const float *ap, float *x,
			      int64_t incx);
cublasStatus_t cublasDtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const double *ap, double *x, int incx);
cublasStatus_t cublasDtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const double *ap, double *x,
			      int64_t incx);
cublasStatus_t cublasCtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const cuComplex *ap, cuComplex *x,
			   int incx);
cublasStatus_t cublasCtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const cuComplex *ap, cuComplex *x,
			      int64_t incx);
cublasStatus_t cublasZtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, const cuDoubleComplex *ap,
			   cuDoubleComplex *x, int incx);
cublasStatus_t cublasZtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, const cuDoubleComplex *ap,
			      cuDoubleComplex *x, int64_t incx);
cublasStatus_t cublasStbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, int k, const float *a, int lda, float *x,
			   int incx);
cublasStatus_t cublasStbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, int64_t k, const float *a,
			      int64_t lda, float *x, int64_t incx);
cublasStatus_t cublasDtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, int k, const double *a, int lda, double *x,
			   int incx);
cublasStatus_t cublasDtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, int64_t k, const double *a,
			      int64_t lda, double *x, int64_t incx);
cublasStatus_t cublasCtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, int k, const cuComplex *a, int lda,
			   cuComplex *x, int incx);
cublasStatus_t cublasCtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *a,
			      int64_t lda, cuComplex *x, int64_t incx);
cublasStatus_t cublasZtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   cublasDiagType_t diag, int n, int k, const cuDoubleComplex *a, int lda,
			   cuDoubleComplex *x, int incx);
cublasStatus_t cublasZtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *a,
			      int64_t lda, cuDoubleComplex *x, int64_t incx);
cublasStatus_t cublasSsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
			   const float *a, int lda, const float *x, int incx, const float *beta,
			   float *y, int incy);
cublasStatus_t cublasSsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const float *alpha, const float *a, int64_t lda, const float *x,
			      int64_t incx, const float *beta, float *y, int64_t incy);
cublasStatus_t cublasDsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
			   const double *a, int lda, const double *x, int incx, const double *beta,
			   double *y, int incy);
cublasStatus_t cublasDsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const double *alpha, const double *a, int64_t lda, const double *x,
			      int64_t incx, const double *beta, double *y, int64_t incy);
cublasStatus_t cublasCsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuComplex *alpha, const cuComplex *a, int lda, const cuComplex *x,
			   int incx, const cuComplex *beta, cuComplex *y, int incy);
cublasStatus_t cublasCsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuComplex *alpha, const cuComplex *a, int64_t lda,
			      const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y,
			      int64_t incy);
cublasStatus_t cublasZsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			   const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
			   cuDoubleComplex *y, int incy);
cublasStatus_t cublasZsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			      const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
			      cuDoubleComplex *y, int64_t incy);
cublasStatus_t cublasChemv(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuComplex *alpha, const cuComplex *a, int lda, const cuComplex *x,
			   int incx, const cuComplex *beta, cuComplex *y, int incy);
cublasStatus_t cublasChemv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuComplex *alpha, const cuComplex *a, int64_t lda,
			      const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y,
			      int64_t incy);
cublasStatus_t cublasZhemv(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			   const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
			   cuDoubleComplex *y, int incy);
cublasStatus_t cublasZhemv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			      const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
			      cuDoubleComplex *y, int64_t incy);
cublasStatus_t cublasSsbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
			   const float *alpha, const float *a, int lda, const float *x, int incx,
			   const float *beta, float *y, int incy);
cublasStatus_t cublasSsbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k,
			      const float *alpha, const float *a, int64_t lda, const float *x,
			      int64_t incx, const float *beta, float *y, int64_t incy);
cublasStatus_t cublasDsbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
			   const double *alpha, const double *a, int lda, const double *x, int incx,
			   const double *beta, double *y, int incy);
cublasStatus_t cublasDsbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k,
			      const double *alpha, const double *a, int64_t lda, const double *x,
			      int64_t incx, const double *beta, double *y, int64_t incy);
cublasStatus_t cublasChbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
			   const cuComplex *alpha, const cuComplex *a, int lda, const cuComplex *x,
			   int incx, const cuComplex *beta, cuComplex *y, int incy);
cublasStatus_t cublasChbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k,
			      const cuComplex *alpha, const cuComplex *a, int64_t lda,
			      const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y,
			      int64_t incy);
cublasStatus_t cublasZhbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			   const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
			   cuDoubleComplex *y, int incy);
cublasStatus_t cublasZhbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			      const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
			      cuDoubleComplex *y, int64_t incy);
cublasStatus_t cublasSspmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
			   const float *ap, const float *x, int incx, const float *beta, float *y,
			   int incy);
cublasStatus_t cublasSspmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const float *alpha, const float *ap, const float *x, int64_t incx,
			      const float *beta, float *y, int64_t incy);
cublasStatus_t cublasDspmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
			   const double *ap, const double *x, int incx, const double *beta,
			   double *y, int incy);
cublasStatus_t cublasDspmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const double *alpha, const double *ap, const double *x, int64_t incx,
			      const double *beta, double *y, int64_t incy);
cublasStatus_t cublasChpmv(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuComplex *alpha, const cuComplex *ap, const cuComplex *x,
			   int incx, const cuComplex *beta, cuComplex *y, int incy);
cublasStatus_t cublasChpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuComplex *alpha, const cuComplex *ap, const cuComplex *x,
			      int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
cublasStatus_t cublasZhpmv(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *ap,
			   const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
			   cuDoubleComplex *y, int incy);
cublasStatus_t cublasZhpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *ap,
			      const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
			      cuDoubleComplex *y, int64_t incy);
cublasStatus_t cublasSger(cublasHandle_t handle, int m, int n, const float *alpha, const float *x,
			  int incx, const float *y, int incy, float *a, int lda);
cublasStatus_t cublasSger_64(cublasHandle_t handle, int64_t m, int64_t n, const float *alpha,
			     const float *x, int64_t incx, const float *y, int64_t incy, float *a,
			     int64_t lda);
cublasStatus_t cublasDger(cublasHandle_t handle, int m, int n, const double *alpha, const double *x,
			  int incx, const double *y, int incy, double *a, int lda);
cublasStatus_t cublasDger_64(cublasHandle_t handle, int64_t m, int64_t n, const double *alpha,
			     const double *x, int64_t incx, const double *y, int64_t incy,
			     double *a, int64_t lda);
cublasStatus_t cublasCgeru(cublasHandle_t handle, int m, int n, const cuComplex *alpha,
			   const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *a,
			   int lda);
cublasStatus_t cublasCgeru_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha,
			      const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy,
			      cuComplex *a, int64_t lda);
cublasStatus_t cublasCgerc(cublasHandle_t handle, int m, int n, const cuComplex *alpha,
			   const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *a,
			   int lda);
cublasStatus_t cublasCgerc_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha,
			      const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy,
			      cuComplex *a, int64_t lda);
cublasStatus_t cublasZgeru(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha,
			   const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
			   cuDoubleComplex *a, int lda);
cublasStatus_t cublasZgeru_64(cublasHandle_t handle, int64_t m, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
			      const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *a,
			      int64_t lda);
cublasStatus_t cublasZgerc(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha,
			   const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
			   cuDoubleComplex *a, int lda);
cublasStatus_t cublasZgerc_64(cublasHandle_t handle, int64_t m, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
			      const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *a,
			      int64_t lda);
cublasStatus_t cublasSsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
			  const float *x, int incx, float *a, int lda);
cublasStatus_t cublasSsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const float *alpha, const float *x, int64_t incx, float *a,
			     int64_t lda);
cublasStatus_t cublasDsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
			  const double *x, int incx, double *a, int lda);
cublasStatus_t cublasDsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const double *alpha, const double *x, int64_t incx, double *a,
			     int64_t lda);
cublasStatus_t cublasCsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			  const cuComplex *alpha, const cuComplex *x, int incx, cuComplex *a,
			  int lda);
cublasStatus_t cublasCsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const cuComplex *alpha, const cuComplex *x, int64_t incx, cuComplex *a,
			     int64_t lda);
cublasStatus_t cublasZsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			  const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx,
			  cuDoubleComplex *a, int lda);
cublasStatus_t cublasZsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
			     cuDoubleComplex *a, int64_t lda);
cublasStatus_t cublasCher(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
			  const cuComplex *x, int incx, cuComplex *a, int lda);
cublasStatus_t cublasCher_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const float *alpha, const cuComplex *x, int64_t incx, cuComplex *a,
			     int64_t lda);
cublasStatus_t cublasZher(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
			  const cuDoubleComplex *x, int incx, cuDoubleComplex *a, int lda);
cublasStatus_t cublasZher_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const double *alpha, const cuDoubleComplex *x, int64_t incx,
			     cuDoubleComplex *a, int64_t lda);
cublasStatus_t cublasSspr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
			  const float *x, int incx, float *ap);
cublasStatus_t cublasSspr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const float *alpha, const float *x, int64_t incx, float *ap);
cublasStatus_t cublasDspr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
			  const double *x, int incx, double *ap);
cublasStatus_t cublasDspr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const double *alpha, const double *x, int64_t incx, double *ap);
cublasStatus_t cublasChpr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
			  const cuComplex *x, int incx, cuComplex *ap);
cublasStatus_t cublasChpr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const float *alpha, const cuComplex *x, int64_t incx, cuComplex *ap);
cublasStatus_t cublasZhpr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
			  const cuDoubleComplex *x, int incx, cuDoubleComplex *ap);
cublasStatus_t cublasZhpr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			     const double *alpha, const cuDoubleComplex *x, int64_t incx,
			     cuDoubleComplex *ap);
cublasStatus_t cublasSsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
			   const float *x, int incx, const float *y, int incy, float *a, int lda);
cublasStatus_t cublasSsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const float *alpha, const float *x, int64_t incx, const float *y,
			      int64_t incy, float *a, int64_t lda);
cublasStatus_t cublasDsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
			   const double *x, int incx, const double *y, int incy, double *a,
			   int lda);
cublasStatus_t cublasDsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const double *alpha, const double *x, int64_t incx, const double *y,
			      int64_t incy, double *a, int64_t lda);
cublasStatus_t cublasCsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y,
			   int incy, cuComplex *a, int lda);
cublasStatus_t cublasCsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuComplex *alpha, const cuComplex *x, int64_t incx,
			      const cuComplex *y, int64_t incy, cuComplex *a, int64_t lda);
cublasStatus_t cublasZsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx,
			   const cuDoubleComplex *y, int incy, cuDoubleComplex *a, int lda);
cublasStatus_t cublasZsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
			      const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *a,
			      int64_t lda);
cublasStatus_t cublasCher2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y,
			   int incy, cuComplex *a, int lda);
cublasStatus_t cublasCher2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuComplex *alpha, const cuComplex *x, int64_t incx,
			      const cuComplex *y, int64_t incy, cuComplex *a, int64_t lda);
cublasStatus_t cublasZher2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx,
			   const cuDoubleComplex *y, int incy, cuDoubleComplex *a, int lda);
cublasStatus_t cublasZher2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
			      const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *a,
			      int64_t lda);
cublasStatus_t cublasSspr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
			   const float *x, int incx, const float *y, int incy, float *ap);
cublasStatus_t cublasSspr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const float *alpha, const float *x, int64_t incx, const float *y,
			      int64_t incy, float *ap);
cublasStatus_t cublasDspr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
			   const double *x, int incx, const double *y, int incy, double *ap);
cublasStatus_t cublasDspr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const double *alpha, const double *x, int64_t incx, const double *y,
			      int64_t incy, double *ap);
cublasStatus_t cublasChpr2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuComplex *alpha, const cuComplex *x, int incx, const cuComplex *y,
			   int incy, cuComplex *ap);
cublasStatus_t cublasChpr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuComplex *alpha, const cuComplex *x, int64_t incx,
			      const cuComplex *y, int64_t incy, cuComplex *ap);
cublasStatus_t cublasZhpr2(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *x, int incx,
			   const cuDoubleComplex *y, int incy, cuDoubleComplex *ap);
cublasStatus_t cublasZhpr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
			      const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *ap);
cublasStatus_t cublasSgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				  const float *alpha, const float *const *aarray, int lda,
				  const float *const *xarray, int incx, const float *beta,
				  float *const *yarray, int incy, int batch_count);
cublasStatus_t cublasSgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
				     int64_t n, const float *alpha, const float *const *aarray,
				     int64_t lda, const float *const *xarray, int64_t incx,
				     const float *beta, float *const *yarray, int64_t incy,
				     int64_t batch_count);
cublasStatus_t cublasDgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				  const double *alpha, const double *const *aarray, int lda,
				  const double *const *xarray, int incx, const double *beta,
				  double *const *yarray, int incy, int batch_count);
cublasStatus_t cublasDgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
				     int64_t n, const double *alpha, const double *const *aarray,
				     int64_t lda, const double *const *xarray, int64_t incx,
				     const double *beta, double *const *yarray, int64_t incy,
				     int64_t batch_count);
cublasStatus_t cublasCgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				  const cuComplex *alpha, const cuComplex *const *aarray, int lda,
				  const cuComplex *const *xarray, int incx, const cuComplex *beta,
				  cuComplex *const *yarray, int incy, int batch_count);
cublasStatus_t cublasCgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
				     int64_t n, const cuComplex *alpha,
				     const cuComplex *const *aarray, int64_t lda,
				     const cuComplex *const *xarray, int64_t incx,
				     const cuComplex *beta, cuComplex *const *yarray, int64_t incy,
				     int64_t batch_count);
cublasStatus_t cublasZgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				  const cuDoubleComplex *alpha,
				  const cuDoubleComplex *const *aarray, int lda,
				  const cuDoubleComplex *const *xarray, int incx,
				  const cuDoubleComplex *beta, cuDoubleComplex *const *yarray,
				  int incy, int batch_count);
cublasStatus_t cublasZgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
				     int64_t n, const cuDoubleComplex *alpha,
				     const cuDoubleComplex *const *aarray, int64_t lda,
				     const cuDoubleComplex *const *xarray, int64_t incx,
				     const cuDoubleComplex *beta, cuDoubleComplex *const *yarray,
				     int64_t incy, int64_t batch_count);
cublasStatus_t cublasHSHgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				    const float *alpha, const __half *const *aarray, int lda,
				    const __half *const *xarray, int incx, const float *beta,
				    __half *const *yarray, int incy, int batch_count);
cublasStatus_t cublasHSHgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
				       int64_t n, const float *alpha, const __half *const *aarray,
				       int64_t lda, const __half *const *xarray, int64_t incx,
				       const float *beta, __half *const *yarray, int64_t incy,
				       int64_t batch_count);
cublasStatus_t cublasHSSgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				    const float *alpha, const __half *const *aarray, int lda,
				    const __half *const *xarray, int incx, const float *beta,
				    float *const *yarray, int incy, int batch_count);
cublasStatus_t cublasHSSgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
				       int64_t n, const float *alpha, const __half *const *aarray,
				       int64_t lda, const __half *const *xarray, int64_t incx,
				       const float *beta, float *const *yarray, int64_t incy,
				       int64_t batch_count);
cublasStatus_t cublasTSTgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				    const float *alpha, const __nv_bfloat16 *const *aarray, int lda,
				    const __nv_bfloat16 *const *xarray, int incx, const float *beta,
				    __nv_bfloat16 *const *yarray, int incy, int batch_count);
cublasStatus_t cublasTSTgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
				       int64_t n, const float *alpha,
				       const __nv_bfloat16 *const *aarray, int64_t lda,
				       const __nv_bfloat16 *const *xarray, int64_t incx,
				       const float *beta, __nv_bfloat16 *const *yarray,
				       int64_t incy, int64_t batch_count);
cublasStatus_t cublasTSSgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				    const float *alpha, const __nv_bfloat16 *const *aarray, int lda,
				    const __nv_bfloat16 *const *xarray, int incx, const float *beta,
				    float *const *yarray, int incy, int batch_count);
cublasStatus_t cublasTSSgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
				       int64_t n, const float *alpha,
				       const __nv_bfloat16 *const *aarray, int64_t lda,
				       const __nv_bfloat16 *const *xarray, int64_t incx,
				       const float *beta, float *const *yarray, int64_t incy,
				       int64_t batch_count);
cublasStatus_t cublasSgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
					 int n, const float *alpha, const float *a, int lda,
					 long long stride_a, const float *x, int incx,
					 long long stridex, const float *beta, float *y, int incy,
					 long long stridey, int batch_count);
cublasStatus_t cublasSgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans,
					    int64_t m, int64_t n, const float *alpha,
					    const float *a, int64_t lda, long long stride_a,
					    const float *x, int64_t incx, long long stridex,
					    const float *beta, float *y, int64_t incy,
					    long long stridey, int64_t batch_count);
cublasStatus_t cublasDgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
					 int n, const double *alpha, const double *a, int lda,
					 long long stride_a, const double *x, int incx,
					 long long stridex, const double *beta, double *y, int incy,
					 long long stridey, int batch_count);
cublasStatus_t cublasDgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans,
					    int64_t m, int64_t n, const double *alpha,
					    const double *a, int64_t lda, long long stride_a,
					    const double *x, int64_t incx, long long stridex,
					    const double *beta, double *y, int64_t incy,
					    long long stridey, int64_t batch_count);
cublasStatus_t cublasCgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
					 int n, const cuComplex *alpha, const cuComplex *a, int lda,
					 long long stride_a, const cuComplex *x, int incx,
					 long long stridex, const cuComplex *beta, cuComplex *y,
					 int incy, long long stridey, int batch_count);
cublasStatus_t cublasCgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans,
					    int64_t m, int64_t n, const cuComplex *alpha,
					    const cuComplex *a, int64_t lda, long long stride_a,
					    const cuComplex *x, int64_t incx, long long stridex,
					    const cuComplex *beta, cuComplex *y, int64_t incy,
					    long long stridey, int64_t batch_count);
cublasStatus_t cublasZgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
					 int n, const cuDoubleComplex *alpha,
					 const cuDoubleComplex *a, int lda, long long stride_a,
					 const cuDoubleComplex *x, int incx, long long stridex,
					 const cuDoubleComplex *beta, cuDoubleComplex *y, int incy,
					 long long stridey, int batch_count);
cublasStatus_t cublasZgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans,
					    int64_t m, int64_t n, const cuDoubleComplex *alpha,
					    const cuDoubleComplex *a, int64_t lda,
					    long long stride_a, const cuDoubleComplex *x,
					    int64_t incx, long long stridex,
					    const cuDoubleComplex *beta, cuDoubleComplex *y,
					    int64_t incy, long long stridey, int64_t batch_count);
cublasStatus_t cublasHSHgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
					   int n, const float *alpha, const __half *a, int lda,
					   long long stride_a, const __half *x, int incx,
					   long long stridex, const float *beta, __half *y,
					   int incy, long long stridey, int batch_count);
cublasStatus_t cublasHSHgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans,
					      int64_t m, int64_t n, const float *alpha,
					      const __half *a, int64_t lda, long long stride_a,
					      const __half *x, int64_t incx, long long stridex,
					      const float *beta, __half *y, int64_t incy,
					      long long stridey, int64_t batch_count);
cublasStatus_t cublasHSSgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
					   int n, const float *alpha, const __half *a, int lda,
					   long long stride_a, const __half *x, int incx,
					   long long stridex, const float *beta, float *y, int incy,
					   long long stridey, int batch_count);
cublasStatus_t cublasHSSgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans,
					      int64_t m, int64_t n, const float *alpha,
					      const __half *a, int64_t lda, long long stride_a,
					      const __half *x, int64_t incx, long long stridex,
					      const float *beta, float *y, int64_t incy,
					      long long stridey, int64_t batch_count);
cublasStatus_t cublasTSTgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
					   int n, const float *alpha, const __nv_bfloat16 *a,
					   int lda, long long stride_a, const __nv_bfloat16 *x,
					   int incx, long long stridex, const float *beta,
					   __nv_bfloat16 *y, int incy, long long stridey,
					   int batch_count);
cublasStatus_t cublasTSTgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans,
					      int64_t m, int64_t n, const float *alpha,
					      const __nv_bfloat16 *a, int64_t lda,
					      long long stride_a, const __nv_bfloat16 *x,
					      int64_t incx, long long stridex, const float *beta,
					      __nv_bfloat16 *y, int64_t incy, long long stridey,
					      int64_t batch_count);
cublasStatus_t cublasTSSgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m,
					   int n, const float *alpha, const __nv_bfloat16 *a,
					   int lda, long long stride_a, const __nv_bfloat16 *x,
					   int incx, long long stridex, const float *beta, float *y,
					   int incy, long long stridey, int batch_count);
cublasStatus_t cublasTSSgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans,
					      int64_t m, int64_t n, const float *alpha,
					      const __nv_bfloat16 *a, int64_t lda,
					      long long stride_a, const __nv_bfloat16 *x,
					      int64_t incx, long long stridex, const float *beta,
					      float *y, int64_t incy, long long stridey,
					      int64_t batch_count);
cublasStatus_t cublasSgemm(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, int k, const float *alpha,
			   const float *a, int lda, const float *b, int ldb, const float *beta,
			   float *c, int ldc);
cublasStatus_t cublasSgemm_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
			      const float *alpha, const float *a, int64_t lda, const float *b,
			      int64_t ldb, const float *beta, float *c, int64_t ldc);
cublasStatus_t cublasDgemm(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, int k, const double *alpha,
			   const double *a, int lda, const double *b, int ldb, const double *beta,
			   double *c, int ldc);
cublasStatus_t cublasDgemm_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
			      const double *alpha, const double *a, int64_t lda, const double *b,
			      int64_t ldb, const double *beta, double *c, int64_t ldc);
cublasStatus_t cublasCgemm(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha,
			   const cuComplex *a, int lda, const cuComplex *b, int ldb,
			   const cuComplex *beta, cuComplex *c, int ldc);
cublasStatus_t cublasCgemm_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
			      const cuComplex *alpha, const cuComplex *a, int64_t lda,
			      const cuComplex *b, int64_t ldb, const cuComplex *beta, cuComplex *c,
			      int64_t ldc);
cublasStatus_t cublasCgemm3m(cublasHandle_t handle, cublasOperation_t transa,
			     cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha,
			     const cuComplex *a, int lda, const cuComplex *b, int ldb,
			     const cuComplex *beta, cuComplex *c, int ldc);
cublasStatus_t cublasCgemm3m_64(cublasHandle_t handle, cublasOperation_t transa,
				cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				const cuComplex *alpha, const cuComplex *a, int64_t lda,
				const cuComplex *b, int64_t ldb, const cuComplex *beta,
				cuComplex *c, int64_t ldc);
cublasStatus_t cublasCgemm3mEx(cublasHandle_t handle, cublasOperation_t transa,
			       cublasOperation_t transb, int m, int n, int k,
			       const cuComplex *alpha, const void *a, cudaDataType atype, int lda,
			       const void *b, cudaDataType btype, int ldb, const cuComplex *beta,
			       void *c, cudaDataType ctype, int ldc);
cublasStatus_t cublasCgemm3mEx_64(cublasHandle_t handle, cublasOperation_t transa,
				  cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				  const cuComplex *alpha, const void *a, cudaDataType atype,
				  int64_t lda, const void *b, cudaDataType btype, int64_t ldb,
				  const cuComplex *beta, void *c, cudaDataType ctype, int64_t ldc);
cublasStatus_t cublasZgemm(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, int k,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			   const cuDoubleComplex *b, int ldb, const cuDoubleComplex *beta,
			   cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZgemm_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			      const cuDoubleComplex *b, int64_t ldb, const cuDoubleComplex *beta,
			      cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasZgemm3m(cublasHandle_t handle, cublasOperation_t transa,
			     cublasOperation_t transb, int m, int n, int k,
			     const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			     const cuDoubleComplex *b, int ldb, const cuDoubleComplex *beta,
			     cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZgemm3m_64(cublasHandle_t handle, cublasOperation_t transa,
				cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
				const cuDoubleComplex *b, int64_t ldb, const cuDoubleComplex *beta,
				cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasHgemm(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, int k, const __half *alpha,
			   const __half *a, int lda, const __half *b, int ldb, const __half *beta,
			   __half *c, int ldc);
cublasStatus_t cublasHgemm_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
			      const __half *alpha, const __half *a, int64_t lda, const __half *b,
			      int64_t ldb, const __half *beta, __half *c, int64_t ldc);
cublasStatus_t cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa,
			     cublasOperation_t transb, int m, int n, int k, const float *alpha,
			     const void *a, cudaDataType atype, int lda, const void *b,
			     cudaDataType btype, int ldb, const float *beta, void *c,
			     cudaDataType ctype, int ldc);
cublasStatus_t cublasSgemmEx_64(cublasHandle_t handle, cublasOperation_t transa,
				cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				const float *alpha, const void *a, cudaDataType atype, int64_t lda,
				const void *b, cudaDataType btype, int64_t ldb, const float *beta,
				void *c, cudaDataType ctype, int64_t ldc);
cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa,
			    cublasOperation_t transb, int m, int n, int k, const void *alpha,
			    const void *a, cudaDataType atype, int lda, const void *b,
			    cudaDataType btype, int ldb, const void *beta, void *c,
			    cudaDataType ctype, int ldc, cublasComputeType_t compute_type,
			    cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmEx_64(cublasHandle_t handle, cublasOperation_t transa,
			       cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
			       const void *alpha, const void *a, cudaDataType atype, int64_t lda,
			       const void *b, cudaDataType btype, int64_t ldb, const void *beta,
			       void *c, cudaDataType ctype, int64_t ldc,
			       cublasComputeType_t compute_type, cublasGemmAlgo_t algo);
cublasStatus_t cublasCgemmEx(cublasHandle_t handle, cublasOperation_t transa,
			     cublasOperation_t transb, int m, int n, int k, const cuComplex *alpha,
			     const void *a, cudaDataType atype, int lda, const void *b,
			     cudaDataType btype, int ldb, const cuComplex *beta, void *c,
			     cudaDataType ctype, int ldc);
cublasStatus_t cublasCgemmEx_64(cublasHandle_t handle, cublasOperation_t transa,
				cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				const cuComplex *alpha, const void *a, cudaDataType atype,
				int64_t lda, const void *b, cudaDataType btype, int64_t ldb,
				const cuComplex *beta, void *c, cudaDataType ctype, int64_t ldc);
cublasStatus_t cublasSsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   int n, int k, const float *alpha, const float *a, int lda,
			   const float *beta, float *c, int ldc);
cublasStatus_t cublasSsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      int64_t n, int64_t k, const float *alpha, const float *a, int64_t lda,
			      const float *beta, float *c, int64_t ldc);
cublasStatus_t cublasDsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   int n, int k, const double *alpha, const double *a, int lda,
			   const double *beta, double *c, int ldc);
cublasStatus_t cublasDsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      int64_t n, int64_t k, const double *alpha, const double *a,
			      int64_t lda, const double *beta, double *c, int64_t ldc);
cublasStatus_t cublasCsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   int n, int k, const cuComplex *alpha, const cuComplex *a, int lda,
			   const cuComplex *beta, cuComplex *c, int ldc);
cublasStatus_t cublasCsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *a,
			      int64_t lda, const cuComplex *beta, cuComplex *c, int64_t ldc);
cublasStatus_t cublasZsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *a,
			   int lda, const cuDoubleComplex *beta, cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      int64_t n, int64_t k, const cuDoubleComplex *alpha,
			      const cuDoubleComplex *a, int64_t lda, const cuDoubleComplex *beta,
			      cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasCsyrkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			     int n, int k, const cuComplex *alpha, const void *a,
			     cudaDataType atype, int lda, const cuComplex *beta, void *c,
			     cudaDataType ctype, int ldc);
cublasStatus_t cublasCsyrkEx_64(cublasHandle_t handle, cublasFillMode_t uplo,
				cublasOperation_t trans, int64_t n, int64_t k,
				const cuComplex *alpha, const void *a, cudaDataType atype,
				int64_t lda, const cuComplex *beta, void *c, cudaDataType ctype,
				int64_t ldc);
cublasStatus_t cublasCsyrk3mEx(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int n, int k, const cuComplex *alpha,
			       const void *a, cudaDataType atype, int lda, const cuComplex *beta,
			       void *c, cudaDataType ctype, int ldc);
cublasStatus_t cublasCsyrk3mEx_64(cublasHandle_t handle, cublasFillMode_t uplo,
				  cublasOperation_t trans, int64_t n, int64_t k,
				  const cuComplex *alpha, const void *a, cudaDataType atype,
				  int64_t lda, const cuComplex *beta, void *c, cudaDataType ctype,
				  int64_t ldc);
cublasStatus_t cublasCherk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   int n, int k, const float *alpha, const cuComplex *a, int lda,
			   const float *beta, cuComplex *c, int ldc);
cublasStatus_t cublasCherk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      int64_t n, int64_t k, const float *alpha, const cuComplex *a,
			      int64_t lda, const float *beta, cuComplex *c, int64_t ldc);
cublasStatus_t cublasZherk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			   int n, int k, const double *alpha, const cuDoubleComplex *a, int lda,
			   const double *beta, cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZherk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			      int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *a,
			      int64_t lda, const double *beta, cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasCherkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			     int n, int k, const float *alpha, const void *a, cudaDataType atype,
			     int lda, const float *beta, void *c, cudaDataType ctype, int ldc);
cublasStatus_t cublasCherkEx_64(cublasHandle_t handle, cublasFillMode_t uplo,
				cublasOperation_t trans, int64_t n, int64_t k, const float *alpha,
				const void *a, cudaDataType atype, int64_t lda, const float *beta,
				void *c, cudaDataType ctype, int64_t ldc);
cublasStatus_t cublasCherk3mEx(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int n, int k, const float *alpha,
			       const void *a, cudaDataType atype, int lda, const float *beta,
			       void *c, cudaDataType ctype, int ldc);
cublasStatus_t cublasCherk3mEx_64(cublasHandle_t handle, cublasFillMode_t uplo,
				  cublasOperation_t trans, int64_t n, int64_t k, const float *alpha,
				  const void *a, cudaDataType atype, int64_t lda, const float *beta,
				  void *c, cudaDataType ctype, int64_t ldc);
cublasStatus_t cublasSsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const float *alpha, const float *a, int lda,
			    const float *b, int ldb, const float *beta, float *c, int ldc);
cublasStatus_t cublasSsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k, const float *alpha,
			       const float *a, int64_t lda, const float *b, int64_t ldb,
			       const float *beta, float *c, int64_t ldc);
cublasStatus_t cublasDsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const double *alpha, const double *a, int lda,
			    const double *b, int ldb, const double *beta, double *c, int ldc);
cublasStatus_t cublasDsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k, const double *alpha,
			       const double *a, int64_t lda, const double *b, int64_t ldb,
			       const double *beta, double *c, int64_t ldc);
cublasStatus_t cublasCsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const cuComplex *alpha, const cuComplex *a, int lda,
			    const cuComplex *b, int ldb, const cuComplex *beta, cuComplex *c,
			    int ldc);
cublasStatus_t cublasCsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k,
			       const cuComplex *alpha, const cuComplex *a, int64_t lda,
			       const cuComplex *b, int64_t ldb, const cuComplex *beta, cuComplex *c,
			       int64_t ldc);
cublasStatus_t cublasZsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *a,
			    int lda, const cuDoubleComplex *b, int ldb, const cuDoubleComplex *beta,
			    cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k,
			       const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			       const cuDoubleComplex *b, int64_t ldb, const cuDoubleComplex *beta,
			       cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasCher2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const cuComplex *alpha, const cuComplex *a, int lda,
			    const cuComplex *b, int ldb, const float *beta, cuComplex *c, int ldc);
cublasStatus_t cublasCher2k_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k,
			       const cuComplex *alpha, const cuComplex *a, int64_t lda,
			       const cuComplex *b, int64_t ldb, const float *beta, cuComplex *c,
			       int64_t ldc);
cublasStatus_t cublasZher2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *a,
			    int lda, const cuDoubleComplex *b, int ldb, const double *beta,
			    cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZher2k_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k,
			       const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			       const cuDoubleComplex *b, int64_t ldb, const double *beta,
			       cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasSsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const float *alpha, const float *a, int lda,
			    const float *b, int ldb, const float *beta, float *c, int ldc);
cublasStatus_t cublasSsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k, const float *alpha,
			       const float *a, int64_t lda, const float *b, int64_t ldb,
			       const float *beta, float *c, int64_t ldc);
cublasStatus_t cublasDsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const double *alpha, const double *a, int lda,
			    const double *b, int ldb, const double *beta, double *c, int ldc);
cublasStatus_t cublasDsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k, const double *alpha,
			       const double *a, int64_t lda, const double *b, int64_t ldb,
			       const double *beta, double *c, int64_t ldc);
cublasStatus_t cublasCsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const cuComplex *alpha, const cuComplex *a, int lda,
			    const cuComplex *b, int ldb, const cuComplex *beta, cuComplex *c,
			    int ldc);
cublasStatus_t cublasCsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k,
			       const cuComplex *alpha, const cuComplex *a, int64_t lda,
			       const cuComplex *b, int64_t ldb, const cuComplex *beta, cuComplex *c,
			       int64_t ldc);
cublasStatus_t cublasZsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *a,
			    int lda, const cuDoubleComplex *b, int ldb, const cuDoubleComplex *beta,
			    cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k,
			       const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			       const cuDoubleComplex *b, int64_t ldb, const cuDoubleComplex *beta,
			       cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasCherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const cuComplex *alpha, const cuComplex *a, int lda,
			    const cuComplex *b, int ldb, const float *beta, cuComplex *c, int ldc);
cublasStatus_t cublasCherkx_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k,
			       const cuComplex *alpha, const cuComplex *a, int64_t lda,
			       const cuComplex *b, int64_t ldb, const float *beta, cuComplex *c,
			       int64_t ldc);
cublasStatus_t cublasZherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
			    int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *a,
			    int lda, const cuDoubleComplex *b, int ldb, const double *beta,
			    cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZherkx_64(cublasHandle_t handle, cublasFillMode_t uplo,
			       cublasOperation_t trans, int64_t n, int64_t k,
			       const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			       const cuDoubleComplex *b, int64_t ldb, const double *beta,
			       cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasSsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   int m, int n, const float *alpha, const float *a, int lda,
			   const float *b, int ldb, const float *beta, float *c, int ldc);
cublasStatus_t cublasSsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      int64_t m, int64_t n, const float *alpha, const float *a, int64_t lda,
			      const float *b, int64_t ldb, const float *beta, float *c,
			      int64_t ldc);
cublasStatus_t cublasDsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   int m, int n, const double *alpha, const double *a, int lda,
			   const double *b, int ldb, const double *beta, double *c, int ldc);
cublasStatus_t cublasDsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      int64_t m, int64_t n, const double *alpha, const double *a,
			      int64_t lda, const double *b, int64_t ldb, const double *beta,
			      double *c, int64_t ldc);
cublasStatus_t cublasCsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   int m, int n, const cuComplex *alpha, const cuComplex *a, int lda,
			   const cuComplex *b, int ldb, const cuComplex *beta, cuComplex *c,
			   int ldc);
cublasStatus_t cublasCsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *a,
			      int64_t lda, const cuComplex *b, int64_t ldb, const cuComplex *beta,
			      cuComplex *c, int64_t ldc);
cublasStatus_t cublasZsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *a,
			   int lda, const cuDoubleComplex *b, int ldb, const cuDoubleComplex *beta,
			   cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      int64_t m, int64_t n, const cuDoubleComplex *alpha,
			      const cuDoubleComplex *a, int64_t lda, const cuDoubleComplex *b,
			      int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *c,
			      int64_t ldc);
cublasStatus_t cublasChemm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   int m, int n, const cuComplex *alpha, const cuComplex *a, int lda,
			   const cuComplex *b, int ldb, const cuComplex *beta, cuComplex *c,
			   int ldc);
cublasStatus_t cublasChemm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *a,
			      int64_t lda, const cuComplex *b, int64_t ldb, const cuComplex *beta,
			      cuComplex *c, int64_t ldc);
cublasStatus_t cublasZhemm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   int m, int n, const cuDoubleComplex *alpha, const cuDoubleComplex *a,
			   int lda, const cuDoubleComplex *b, int ldb, const cuDoubleComplex *beta,
			   cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZhemm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      int64_t m, int64_t n, const cuDoubleComplex *alpha,
			      const cuDoubleComplex *a, int64_t lda, const cuDoubleComplex *b,
			      int64_t ldb, const cuDoubleComplex *beta, cuDoubleComplex *c,
			      int64_t ldc);
cublasStatus_t cublasStrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const float *alpha, const float *a, int lda, float *b, int ldb);
cublasStatus_t cublasStrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
			      const float *alpha, const float *a, int64_t lda, float *b,
			      int64_t ldb);
cublasStatus_t cublasDtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const double *alpha, const double *a, int lda, double *b, int ldb);
cublasStatus_t cublasDtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
			      const double *alpha, const double *a, int64_t lda, double *b,
			      int64_t ldb);
cublasStatus_t cublasCtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const cuComplex *alpha, const cuComplex *a, int lda, cuComplex *b,
			   int ldb);
cublasStatus_t cublasCtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
			      const cuComplex *alpha, const cuComplex *a, int64_t lda, cuComplex *b,
			      int64_t ldb);
cublasStatus_t cublasZtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			   cuDoubleComplex *b, int ldb);
cublasStatus_t cublasZtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			      cuDoubleComplex *b, int64_t ldb);
cublasStatus_t cublasStrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const float *alpha, const float *a, int lda, const float *b, int ldb,
			   float *c, int ldc);
cublasStatus_t cublasStrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
			      const float *alpha, const float *a, int64_t lda, const float *b,
			      int64_t ldb, float *c, int64_t ldc);
cublasStatus_t cublasDtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const double *alpha, const double *a, int lda, const double *b, int ldb,
			   double *c, int ldc);
cublasStatus_t cublasDtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
			      const double *alpha, const double *a, int64_t lda, const double *b,
			      int64_t ldb, double *c, int64_t ldc);
cublasStatus_t cublasCtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const cuComplex *alpha, const cuComplex *a, int lda, const cuComplex *b,
			   int ldb, cuComplex *c, int ldc);
cublasStatus_t cublasCtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
			      const cuComplex *alpha, const cuComplex *a, int64_t lda,
			      const cuComplex *b, int64_t ldb, cuComplex *c, int64_t ldc);
cublasStatus_t cublasZtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			   cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
			   const cuDoubleComplex *alpha, const cuDoubleComplex *a, int lda,
			   const cuDoubleComplex *b, int ldb, cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
			      cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			      const cuDoubleComplex *b, int64_t ldb, cuDoubleComplex *c,
			      int64_t ldc);
cublasStatus_t cublasHgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
				  cublasOperation_t transb, int m, int n, int k,
				  const __half *alpha, const __half *const *aarray, int lda,
				  const __half *const *barray, int ldb, const __half *beta,
				  __half *const *carray, int ldc, int batch_count);
cublasStatus_t cublasHgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
				     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				     const __half *alpha, const __half *const *aarray, int64_t lda,
				     const __half *const *barray, int64_t ldb, const __half *beta,
				     __half *const *carray, int64_t ldc, int64_t batch_count);
cublasStatus_t cublasSgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
				  cublasOperation_t transb, int m, int n, int k, const float *alpha,
				  const float *const *aarray, int lda, const float *const *barray,
				  int ldb, const float *beta, float *const *carray, int ldc,
				  int batch_count);
cublasStatus_t cublasSgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
				     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				     const float *alpha, const float *const *aarray, int64_t lda,
				     const float *const *barray, int64_t ldb, const float *beta,
				     float *const *carray, int64_t ldc, int64_t batch_count);
cublasStatus_t cublasDgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
				  cublasOperation_t transb, int m, int n, int k,
				  const double *alpha, const double *const *aarray, int lda,
				  const double *const *barray, int ldb, const double *beta,
				  double *const *carray, int ldc, int batch_count);
cublasStatus_t cublasDgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
				     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				     const double *alpha, const double *const *aarray, int64_t lda,
				     const double *const *barray, int64_t ldb, const double *beta,
				     double *const *carray, int64_t ldc, int64_t batch_count);
cublasStatus_t cublasCgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
				  cublasOperation_t transb, int m, int n, int k,
				  const cuComplex *alpha, const cuComplex *const *aarray, int lda,
				  const cuComplex *const *barray, int ldb, const cuComplex *beta,
				  cuComplex *const *carray, int ldc, int batch_count);
cublasStatus_t cublasCgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
				     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				     const cuComplex *alpha, const cuComplex *const *aarray,
				     int64_t lda, const cuComplex *const *barray, int64_t ldb,
				     const cuComplex *beta, cuComplex *const *carray, int64_t ldc,
				     int64_t batch_count);
cublasStatus_t cublasCgemm3mBatched(cublasHandle_t handle, cublasOperation_t transa,
				    cublasOperation_t transb, int m, int n, int k,
				    const cuComplex *alpha, const cuComplex *const *aarray, int lda,
				    const cuComplex *const *barray, int ldb, const cuComplex *beta,
				    cuComplex *const *carray, int ldc, int batch_count);
cublasStatus_t cublasCgemm3mBatched_64(cublasHandle_t handle, cublasOperation_t transa,
				       cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				       const cuComplex *alpha, const cuComplex *const *aarray,
				       int64_t lda, const cuComplex *const *barray, int64_t ldb,
				       const cuComplex *beta, cuComplex *const *carray, int64_t ldc,
				       int64_t batch_count);
cublasStatus_t cublasZgemmBatched(cublasHandle_t handle, cublasOperation_t transa,
				  cublasOperation_t transb, int m, int n, int k,
				  const cuDoubleComplex *alpha,
				  const cuDoubleComplex *const *aarray, int lda,
				  const cuDoubleComplex *const *barray, int ldb,
				  const cuDoubleComplex *beta, cuDoubleComplex *const *carray,
				  int ldc, int batch_count);
cublasStatus_t cublasZgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
				     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				     const cuDoubleComplex *alpha,
				     const cuDoubleComplex *const *aarray, int64_t lda,
				     const cuDoubleComplex *const *barray, int64_t ldb,
				     const cuDoubleComplex *beta, cuDoubleComplex *const *carray,
				     int64_t ldc, int64_t batch_count);
cublasStatus_t cublasHgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
					 cublasOperation_t transb, int m, int n, int k,
					 const __half *alpha, const __half *a, int lda,
					 long long stride_a, const __half *b, int ldb,
					 long long stride_b, const __half *beta, __half *c, int ldc,
					 long long stride_c, int batch_count);
cublasStatus_t cublasHgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
					    cublasOperation_t transb, int64_t m, int64_t n,
					    int64_t k, const __half *alpha, const __half *a,
					    int64_t lda, long long stride_a, const __half *b,
					    int64_t ldb, long long stride_b, const __half *beta,
					    __half *c, int64_t ldc, long long stride_c,
					    int64_t batch_count);
cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
					 cublasOperation_t transb, int m, int n, int k,
					 const float *alpha, const float *a, int lda,
					 long long stride_a, const float *b, int ldb,
					 long long stride_b, const float *beta, float *c, int ldc,
					 long long stride_c, int batch_count);
cublasStatus_t cublasSgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
					    cublasOperation_t transb, int64_t m, int64_t n,
					    int64_t k, const float *alpha, const float *a,
					    int64_t lda, long long stride_a, const float *b,
					    int64_t ldb, long long stride_b, const float *beta,
					    float *c, int64_t ldc, long long stride_c,
					    int64_t batch_count);
cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
					 cublasOperation_t transb, int m, int n, int k,
					 const double *alpha, const double *a, int lda,
					 long long stride_a, const double *b, int ldb,
					 long long stride_b, const double *beta, double *c, int ldc,
					 long long stride_c, int batch_count);
cublasStatus_t cublasDgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
					    cublasOperation_t transb, int64_t m, int64_t n,
					    int64_t k, const double *alpha, const double *a,
					    int64_t lda, long long stride_a, const double *b,
					    int64_t ldb, long long stride_b, const double *beta,
					    double *c, int64_t ldc, long long stride_c,
					    int64_t batch_count);
cublasStatus_t cublasCgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
					 cublasOperation_t transb, int m, int n, int k,
					 const cuComplex *alpha, const cuComplex *a, int lda,
					 long long stride_a, const cuComplex *b, int ldb,
					 long long stride_b, const cuComplex *beta, cuComplex *c,
					 int ldc, long long stride_c, int batch_count);
cublasStatus_t cublasCgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
					    cublasOperation_t transb, int64_t m, int64_t n,
					    int64_t k, const cuComplex *alpha, const cuComplex *a,
					    int64_t lda, long long stride_a, const cuComplex *b,
					    int64_t ldb, long long stride_b, const cuComplex *beta,
					    cuComplex *c, int64_t ldc, long long stride_c,
					    int64_t batch_count);
cublasStatus_t cublasCgemm3mStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
					   cublasOperation_t transb, int m, int n, int k,
					   const cuComplex *alpha, const cuComplex *a, int lda,
					   long long stride_a, const cuComplex *b, int ldb,
					   long long stride_b, const cuComplex *beta, cuComplex *c,
					   int ldc, long long stride_c, int batch_count);
cublasStatus_t cublasCgemm3mStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
					      cublasOperation_t transb, int64_t m, int64_t n,
					      int64_t k, const cuComplex *alpha, const cuComplex *a,
					      int64_t lda, long long stride_a, const cuComplex *b,
					      int64_t ldb, long long stride_b,
					      const cuComplex *beta, cuComplex *c, int64_t ldc,
					      long long stride_c, int64_t batch_count);
cublasStatus_t cublasZgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
					 cublasOperation_t transb, int m, int n, int k,
					 const cuDoubleComplex *alpha, const cuDoubleComplex *a,
					 int lda, long long stride_a, const cuDoubleComplex *b,
					 int ldb, long long stride_b, const cuDoubleComplex *beta,
					 cuDoubleComplex *c, int ldc, long long stride_c,
					 int batch_count);
cublasStatus_t cublasZgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
					    cublasOperation_t transb, int64_t m, int64_t n,
					    int64_t k, const cuDoubleComplex *alpha,
					    const cuDoubleComplex *a, int64_t lda,
					    long long stride_a, const cuDoubleComplex *b,
					    int64_t ldb, long long stride_b,
					    const cuDoubleComplex *beta, cuDoubleComplex *c,
					    int64_t ldc, long long stride_c, int64_t batch_count);
cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
				   cublasOperation_t transb, int m, int n, int k, const void *alpha,
				   const void *const *aarray, cudaDataType atype, int lda,
				   const void *const *barray, cudaDataType btype, int ldb,
				   const void *beta, void *const *carray, cudaDataType ctype,
				   int ldc, int batch_count, cublasComputeType_t compute_type,
				   cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa,
				      cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
				      const void *alpha, const void *const *aarray,
				      cudaDataType atype, int64_t lda, const void *const *barray,
				      cudaDataType btype, int64_t ldb, const void *beta,
				      void *const *carray, cudaDataType ctype, int64_t ldc,
				      int64_t batch_count, cublasComputeType_t compute_type,
				      cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
					  cublasOperation_t transb, int m, int n, int k,
					  const void *alpha, const void *a, cudaDataType atype,
					  int lda, long long stride_a, const void *b,
					  cudaDataType btype, int ldb, long long stride_b,
					  const void *beta, void *c, cudaDataType ctype, int ldc,
					  long long stride_c, int batch_count,
					  cublasComputeType_t compute_type, cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmStridedBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa,
					     cublasOperation_t transb, int64_t m, int64_t n,
					     int64_t k, const void *alpha, const void *a,
					     cudaDataType atype, int64_t lda, long long stride_a,
					     const void *b, cudaDataType btype, int64_t ldb,
					     long long stride_b, const void *beta, void *c,
					     cudaDataType ctype, int64_t ldc, long long stride_c,
					     int64_t batch_count, cublasComputeType_t compute_type,
					     cublasGemmAlgo_t algo);
cublasStatus_t cublasSgemmGroupedBatched(cublasHandle_t handle,
					 const cublasOperation_t *transa_array,
					 const cublasOperation_t *transb_array, const int *m_array,
					 const int *n_array, const int *k_array,
					 const float *alpha_array, const float *const *aarray,
					 const int *lda_array, const float *const *barray,
					 const int *ldb_array, const float *beta_array,
					 float *const *carray, const int *ldc_array,
					 int group_count, const int *group_size);
cublasStatus_t cublasSgemmGroupedBatched_64(cublasHandle_t handle,
					    const cublasOperation_t *transa_array,
					    const cublasOperation_t *transb_array,
					    const int64_t *m_array, const int64_t *n_array,
					    const int64_t *k_array, const float *alpha_array,
					    const float *const *aarray, const int64_t *lda_array,
					    const float *const *barray, const int64_t *ldb_array,
					    const float *beta_array, float *const *carray,
					    const int64_t *ldc_array, int64_t group_count,
					    const int64_t *group_size);
cublasStatus_t cublasDgemmGroupedBatched(cublasHandle_t handle,
					 const cublasOperation_t *transa_array,
					 const cublasOperation_t *transb_array, const int *m_array,
					 const int *n_array, const int *k_array,
					 const double *alpha_array, const double *const *aarray,
					 const int *lda_array, const double *const *barray,
					 const int *ldb_array, const double *beta_array,
					 double *const *carray, const int *ldc_array,
					 int group_count, const int *group_size);
cublasStatus_t cublasDgemmGroupedBatched_64(cublasHandle_t handle,
					    const cublasOperation_t *transa_array,
					    const cublasOperation_t *transb_array,
					    const int64_t *m_array, const int64_t *n_array,
					    const int64_t *k_array, const double *alpha_array,
					    const double *const *aarray, const int64_t *lda_array,
					    const double *const *barray, const int64_t *ldb_array,
					    const double *beta_array, double *const *carray,
					    const int64_t *ldc_array, int64_t group_count,
					    const int64_t *group_size);
cublasStatus_t cublasGemmGroupedBatchedEx(cublasHandle_t handle,
					  const cublasOperation_t *transa_array,
					  const cublasOperation_t *transb_array, const int *m_array,
					  const int *n_array, const int *k_array,
					  const void *alpha_array, const void *const *aarray,
					  cudaDataType_t atype, const int *lda_array,
					  const void *const *barray, cudaDataType_t btype,
					  const int *ldb_array, const void *beta_array,
					  void *const *carray, cudaDataType_t ctype,
					  const int *ldc_array, int group_count,
					  const int *group_size, cublasComputeType_t compute_type);
cublasStatus_t cublasGemmGroupedBatchedEx_64(cublasHandle_t handle,
					     const cublasOperation_t *transa_array,
					     const cublasOperation_t *transb_array,
					     const int64_t *m_array, const int64_t *n_array,
					     const int64_t *k_array, const void *alpha_array,
					     const void *const *aarray, cudaDataType_t atype,
					     const int64_t *lda_array, const void *const *barray,
					     cudaDataType_t btype, const int64_t *ldb_array,
					     const void *beta_array, void *const *carray,
					     cudaDataType_t ctype, const int64_t *ldc_array,
					     int64_t group_count, const int64_t *group_size,
					     cublasComputeType_t compute_type);
cublasStatus_t cublasSgeam(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, const float *alpha,
			   const float *a, int lda, const float *beta, const float *b, int ldb,
			   float *c, int ldc);
cublasStatus_t cublasSgeam_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n, const float *alpha,
			      const float *a, int64_t lda, const float *beta, const float *b,
			      int64_t ldb, float *c, int64_t ldc);
cublasStatus_t cublasDgeam(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, const double *alpha,
			   const double *a, int lda, const double *beta, const double *b, int ldb,
			   double *c, int ldc);
cublasStatus_t cublasDgeam_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n, const double *alpha,
			      const double *a, int64_t lda, const double *beta, const double *b,
			      int64_t ldb, double *c, int64_t ldc);
cublasStatus_t cublasCgeam(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, const cuComplex *alpha,
			   const cuComplex *a, int lda, const cuComplex *beta, const cuComplex *b,
			   int ldb, cuComplex *c, int ldc);
cublasStatus_t cublasCgeam_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n,
			      const cuComplex *alpha, const cuComplex *a, int64_t lda,
			      const cuComplex *beta, const cuComplex *b, int64_t ldb, cuComplex *c,
			      int64_t ldc);
cublasStatus_t cublasZgeam(cublasHandle_t handle, cublasOperation_t transa,
			   cublasOperation_t transb, int m, int n, const cuDoubleComplex *alpha,
			   const cuDoubleComplex *a, int lda, const cuDoubleComplex *beta,
			   const cuDoubleComplex *b, int ldb, cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZgeam_64(cublasHandle_t handle, cublasOperation_t transa,
			      cublasOperation_t transb, int64_t m, int64_t n,
			      const cuDoubleComplex *alpha, const cuDoubleComplex *a, int64_t lda,
			      const cuDoubleComplex *beta, const cuDoubleComplex *b, int64_t ldb,
			      cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasStrsmBatched(cublasHandle_t handle, cublasSideMode_t side,
				  cublasFillMode_t uplo, cublasOperation_t trans,
				  cublasDiagType_t diag, int m, int n, const float *alpha,
				  const float *const *a, int lda, float *const *b, int ldb,
				  int batch_count);
cublasStatus_t cublasStrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side,
				     cublasFillMode_t uplo, cublasOperation_t trans,
				     cublasDiagType_t diag, int64_t m, int64_t n,
				     const float *alpha, const float *const *a, int64_t lda,
				     float *const *b, int64_t ldb, int64_t batch_count);
cublasStatus_t cublasDtrsmBatched(cublasHandle_t handle, cublasSideMode_t side,
				  cublasFillMode_t uplo, cublasOperation_t trans,
				  cublasDiagType_t diag, int m, int n, const double *alpha,
				  const double *const *a, int lda, double *const *b, int ldb,
				  int batch_count);
cublasStatus_t cublasDtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side,
				     cublasFillMode_t uplo, cublasOperation_t trans,
				     cublasDiagType_t diag, int64_t m, int64_t n,
				     const double *alpha, const double *const *a, int64_t lda,
				     double *const *b, int64_t ldb, int64_t batch_count);
cublasStatus_t cublasCtrsmBatched(cublasHandle_t handle, cublasSideMode_t side,
				  cublasFillMode_t uplo, cublasOperation_t trans,
				  cublasDiagType_t diag, int m, int n, const cuComplex *alpha,
				  const cuComplex *const *a, int lda, cuComplex *const *b, int ldb,
				  int batch_count);
cublasStatus_t cublasCtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side,
				     cublasFillMode_t uplo, cublasOperation_t trans,
				     cublasDiagType_t diag, int64_t m, int64_t n,
				     const cuComplex *alpha, const cuComplex *const *a, int64_t lda,
				     cuComplex *const *b, int64_t ldb, int64_t batch_count);
cublasStatus_t cublasZtrsmBatched(cublasHandle_t handle, cublasSideMode_t side,
				  cublasFillMode_t uplo, cublasOperation_t trans,
				  cublasDiagType_t diag, int m, int n, const cuDoubleComplex *alpha,
				  const cuDoubleComplex *const *a, int lda,
				  cuDoubleComplex *const *b, int ldb, int batch_count);
cublasStatus_t cublasZtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side,
				     cublasFillMode_t uplo, cublasOperation_t trans,
				     cublasDiagType_t diag, int64_t m, int64_t n,
				     const cuDoubleComplex *alpha, const cuDoubleComplex *const *a,
				     int64_t lda, cuDoubleComplex *const *b, int64_t ldb,
				     int64_t batch_count);
cublasStatus_t cublasSdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
			   const float *a, int lda, const float *x, int incx, float *c, int ldc);
cublasStatus_t cublasSdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n,
			      const float *a, int64_t lda, const float *x, int64_t incx, float *c,
			      int64_t ldc);
cublasStatus_t cublasDdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
			   const double *a, int lda, const double *x, int incx, double *c, int ldc);
cublasStatus_t cublasDdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n,
			      const double *a, int64_t lda, const double *x, int64_t incx,
			      double *c, int64_t ldc);
cublasStatus_t cublasCdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
			   const cuComplex *a, int lda, const cuComplex *x, int incx, cuComplex *c,
			   int ldc);
cublasStatus_t cublasCdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n,
			      const cuComplex *a, int64_t lda, const cuComplex *x, int64_t incx,
			      cuComplex *c, int64_t ldc);
cublasStatus_t cublasZdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
			   const cuDoubleComplex *a, int lda, const cuDoubleComplex *x, int incx,
			   cuDoubleComplex *c, int ldc);
cublasStatus_t cublasZdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n,
			      const cuDoubleComplex *a, int64_t lda, const cuDoubleComplex *x,
			      int64_t incx, cuDoubleComplex *c, int64_t ldc);
cublasStatus_t cublasSmatinvBatched(cublasHandle_t handle, int n, const float *const *a, int lda,
				    float *const *ainv, int lda_inv, int *info, int batch_size);
cublasStatus_t cublasDmatinvBatched(cublasHandle_t handle, int n, const double *const *a, int lda,
				    double *const *ainv, int lda_inv, int *info, int batch_size);
cublasStatus_t cublasCmatinvBatched(cublasHandle_t handle, int n, const cuComplex *const *a,
				    int lda, cuComplex *const *ainv, int lda_inv, int *info,
				    int batch_size);
cublasStatus_t cublasZmatinvBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const *a,
				    int lda, cuDoubleComplex *const *ainv, int lda_inv, int *info,
				    int batch_size);
cublasStatus_t cublasSgeqrfBatched(cublasHandle_t handle, int m, int n, float *const *aarray,
				   int lda, float *const *tau_array, int *info, int batch_size);
cublasStatus_t cublasDgeqrfBatched(cublasHandle_t handle, int m, int n, double *const *aarray,
				   int lda, double *const *tau_array, int *info, int batch_size);
cublasStatus_t cublasCgeqrfBatched(cublasHandle_t handle, int m, int n, cuComplex *const *aarray,
				   int lda, cuComplex *const *tau_array, int *info, int batch_size);
cublasStatus_t cublasZgeqrfBatched(cublasHandle_t handle, int m, int n,
				   cuDoubleComplex *const *aarray, int lda,
				   cuDoubleComplex *const *tau_array, int *info, int batch_size);
cublasStatus_t cublasSgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				  int nrhs, float *const *aarray, int lda, float *const *carray,
				  int ldc, int *info, int *dev_info_array, int batch_size);
cublasStatus_t cublasDgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				  int nrhs, double *const *aarray, int lda, double *const *carray,
				  int ldc, int *info, int *dev_info_array, int batch_size);
cublasStatus_t cublasCgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				  int nrhs, cuComplex *const *aarray, int lda,
				  cuComplex *const *carray, int ldc, int *info, int *dev_info_array,
				  int batch_size);
cublasStatus_t cublasZgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
				  int nrhs, cuDoubleComplex *const *aarray, int lda,
				  cuDoubleComplex *const *carray, int ldc, int *info,
				  int *dev_info_array, int batch_size);
cublasStatus_t cublasStpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *ap,
			    float *a, int lda);
cublasStatus_t cublasDtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *ap,
			    double *a, int lda);
cublasStatus_t cublasCtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			    const cuComplex *ap, cuComplex *a, int lda);
cublasStatus_t cublasZtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			    const cuDoubleComplex *ap, cuDoubleComplex *a, int lda);
cublasStatus_t cublasStrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *a,
			    int lda, float *ap);
cublasStatus_t cublasDtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *a,
			    int lda, double *ap);
cublasStatus_t cublasCtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *a,
			    int lda, cuComplex *ap);
cublasStatus_t cublasZtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n,
			    const cuDoubleComplex *a, int lda, cuDoubleComplex *ap);
cublasStatus_t cublasSgetrfBatched(cublasHandle_t handle, int n, float *const *a, int lda, int *p,
				   int *info, int batch_size);
cublasStatus_t cublasDgetrfBatched(cublasHandle_t handle, int n, double *const *a, int lda, int *p,
				   int *info, int batch_size);
cublasStatus_t cublasCgetrfBatched(cublasHandle_t handle, int n, cuComplex *const *a, int lda,
				   int *p, int *info, int batch_size);
cublasStatus_t cublasZgetrfBatched(cublasHandle_t handle, int n, cuDoubleComplex *const *a, int lda,
				   int *p, int *info, int batch_size);
cublasStatus_t cublasSgetriBatched(cublasHandle_t handle, int n, const float *const *a, int lda,
				   const int *p, float *const *c, int ldc, int *info,
				   int batch_size);
cublasStatus_t cublasDgetriBatched(cublasHandle_t handle, int n, const double *const *a, int lda,
				   const int *p, double *const *c, int ldc, int *info,
				   int batch_size);
cublasStatus_t cublasCgetriBatched(cublasHandle_t handle, int n, const cuComplex *const *a, int lda,
				   const int *p, cuComplex *const *c, int ldc, int *info,
				   int batch_size);
cublasStatus_t cublasZgetriBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const *a,
				   int lda, const int *p, cuDoubleComplex *const *c, int ldc,
				   int *info, int batch_size);
cublasStatus_t cublasSgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
				   const float *const *aarray, int lda, const int *dev_ipiv,
				   float *const *barray, int ldb, int *info, int batch_size);
cublasStatus_t cublasDgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
				   const double *const *aarray, int lda, const int *dev_ipiv,
				   double *const *barray, int ldb, int *info, int batch_size);
cublasStatus_t cublasCgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
				   const cuComplex *const *aarray, int lda, const int *dev_ipiv,
				   cuComplex *const *barray, int ldb, int *info, int batch_size);
cublasStatus_t cublasZgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
				   const cuDoubleComplex *const *aarray, int lda,
				   const int *dev_ipiv, cuDoubleComplex *const *barray, int ldb,
				   int *info, int batch_size);
cublasStatus_t cublasUint8gemmBias(cublasHandle_t handle, cublasOperation_t transa,
				   cublasOperation_t transb, cublasOperation_t transc, int m, int n,
				   int k, const unsigned char *a, int a_bias, int lda,
				   const unsigned char *b, int b_bias, int ldb, unsigned char *c,
				   int c_bias, int ldc, int c_mult, int c_shift);

/*
 * C++ code written before CUDA 11 passes a cudaDataType as the compute
 * type; the toolkit's header takes it through these overloads
 */
cublasStatus_t cublasMigrateComputeType(cublasHandle_t handle, cudaDataType_t data_type,
					cublasComputeType_t *compute_type);
cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa,
			    cublasOperation_t transb, int m, int n, int k, const void *alpha,
			    const void *a, cudaDataType a_type, int lda, const void *b,
			    cudaDataType b_type, int ldb, const void *beta, void *c,
			    cudaDataType c_type, int ldc, cudaDataType compute_type,
			    cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
				   cublasOperation_t transb, int m, int n, int k, const void *alpha,
				   const void *const a_array[], cudaDataType a_type, int lda,
				   const void *const b_array[], cudaDataType b_type, int ldb,
				   const void *beta, void *const c_array[], cudaDataType c_type,
				   int ldc, int batch_count, cudaDataType compute_type,
				   cublasGemmAlgo_t algo);
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
					  cublasOperation_t transb, int m, int n, int k,
					  const void *alpha, const void *a, cudaDataType a_type,
					  int lda, long long int stride_a, const void *b,
					  cudaDataType b_type, int ldb, long long int stride_b,
					  const void *beta, void *c, cudaDataType c_type, int ldc,
					  long long int stride_c, int batch_count,
					  cudaDataType compute_type, cublasGemmAlgo_t algo);

/* the versioned names the library exports, which some code calls */
#define cublasCaxpy_v2 cublasCaxpy
#define cublasCaxpy_v2_64 cublasCaxpy_64
#define cublasCcopy_v2 cublasCcopy
#define cublasCcopy_v2_64 cublasCcopy_64
#define cublasCdotc_v2 cublasCdotc
#define cublasCdotc_v2_64 cublasCdotc_64
#define cublasCdotu_v2 cublasCdotu
#define cublasCdotu_v2_64 cublasCdotu_64
#define cublasCgbmv_v2 cublasCgbmv
#define cublasCgbmv_v2_64 cublasCgbmv_64
#define cublasCgemm_v2 cublasCgemm
#define cublasCgemm_v2_64 cublasCgemm_64
#define cublasCgemv_v2 cublasCgemv
#define cublasCgemv_v2_64 cublasCgemv_64
#define cublasCgerc_v2 cublasCgerc
#define cublasCgerc_v2_64 cublasCgerc_64
#define cublasCgeru_v2 cublasCgeru
#define cublasCgeru_v2_64 cublasCgeru_64
#define cublasChbmv_v2 cublasChbmv
#define cublasChbmv_v2_64 cublasChbmv_64
#define cublasChemm_v2 cublasChemm
#define cublasChemm_v2_64 cublasChemm_64
#define cublasChemv_v2 cublasChemv
#define cublasChemv_v2_64 cublasChemv_64
#define cublasCher2_v2 cublasCher2
#define cublasCher2_v2_64 cublasCher2_64
#define cublasCher2k_v2 cublasCher2k
#define cublasCher2k_v2_64 cublasCher2k_64
#define cublasCher_v2 cublasCher
#define cublasCher_v2_64 cublasCher_64
#define cublasCherk_v2 cublasCherk
#define cublasCherk_v2_64 cublasCherk_64
#define cublasChpmv_v2 cublasChpmv
#define cublasChpmv_v2_64 cublasChpmv_64
#define cublasChpr2_v2 cublasChpr2
#define cublasChpr2_v2_64 cublasChpr2_64
#define cublasChpr_v2 cublasChpr
#define cublasChpr_v2_64 cublasChpr_64
#define cublasCreate_v2 cublasCreate
#define cublasCrot_v2 cublasCrot
#define cublasCrot_v2_64 cublasCrot_64
#define cublasCrotg_v2 cublasCrotg
#define cublasCscal_v2 cublasCscal
#define cublasCscal_v2_64 cublasCscal_64
#define cublasCsrot_v2 cublasCsrot
#define cublasCsrot_v2_64 cublasCsrot_64
#define cublasCsscal_v2 cublasCsscal
#define cublasCsscal_v2_64 cublasCsscal_64
#define cublasCswap_v2 cublasCswap
#define cublasCswap_v2_64 cublasCswap_64
#define cublasCsymm_v2 cublasCsymm
#define cublasCsymm_v2_64 cublasCsymm_64
#define cublasCsymv_v2 cublasCsymv
#define cublasCsymv_v2_64 cublasCsymv_64
#define cublasCsyr2_v2 cublasCsyr2
#define cublasCsyr2_v2_64 cublasCsyr2_64
#define cublasCsyr2k_v2 cublasCsyr2k
#define cublasCsyr2k_v2_64 cublasCsyr2k_64
#define cublasCsyr_v2 cublasCsyr
#define cublasCsyr_v2_64 cublasCsyr_64
#define cublasCsyrk_v2 cublasCsyrk
#define cublasCsyrk_v2_64 cublasCsyrk_64
#define cublasCtbmv_v2 cublasCtbmv
#define cublasCtbmv_v2_64 cublasCtbmv_64
#define cublasCtbsv_v2 cublasCtbsv
#define cublasCtbsv_v2_64 cublasCtbsv_64
#define cublasCtpmv_v2 cublasCtpmv
#define cublasCtpmv_v2_64 cublasCtpmv_64
#define cublasCtpsv_v2 cublasCtpsv
#define cublasCtpsv_v2_64 cublasCtpsv_64
#define cublasCtrmm_v2 cublasCtrmm
#define cublasCtrmm_v2_64 cublasCtrmm_64
#define cublasCtrmv_v2 cublasCtrmv
#define cublasCtrmv_v2_64 cublasCtrmv_64
#define cublasCtrsm_v2 cublasCtrsm
#define cublasCtrsm_v2_64 cublasCtrsm_64
#define cublasCtrsv_v2 cublasCtrsv
#define cublasCtrsv_v2_64 cublasCtrsv_64
#define cublasDasum_v2 cublasDasum
#define cublasDasum_v2_64 cublasDasum_64
#define cublasDaxpy_v2 cublasDaxpy
#define cublasDaxpy_v2_64 cublasDaxpy_64
#define cublasDcopy_v2 cublasDcopy
#define cublasDcopy_v2_64 cublasDcopy_64
#define cublasDdot_v2 cublasDdot
#define cublasDdot_v2_64 cublasDdot_64
#define cublasDestroy_v2 cublasDestroy
#define cublasDgbmv_v2 cublasDgbmv
#define cublasDgbmv_v2_64 cublasDgbmv_64
#define cublasDgemm_v2 cublasDgemm
#define cublasDgemm_v2_64 cublasDgemm_64
#define cublasDgemv_v2 cublasDgemv
#define cublasDgemv_v2_64 cublasDgemv_64
#define cublasDger_v2 cublasDger
#define cublasDger_v2_64 cublasDger_64
#define cublasDnrm2_v2 cublasDnrm2
#define cublasDnrm2_v2_64 cublasDnrm2_64
#define cublasDrot_v2 cublasDrot
#define cublasDrot_v2_64 cublasDrot_64
#define cublasDrotg_v2 cublasDrotg
#define cublasDrotm_v2 cublasDrotm
#define cublasDrotm_v2_64 cublasDrotm_64
#define cublasDrotmg_v2 cublasDrotmg
#define cublasDsbmv_v2 cublasDsbmv
#define cublasDsbmv_v2_64 cublasDsbmv_64
#define cublasDscal_v2 cublasDscal
#define cublasDscal_v2_64 cublasDscal_64
#define cublasDspmv_v2 cublasDspmv
#define cublasDspmv_v2_64 cublasDspmv_64
#define cublasDspr2_v2 cublasDspr2
#define cublasDspr2_v2_64 cublasDspr2_64
#define cublasDspr_v2 cublasDspr
#define cublasDspr_v2_64 cublasDspr_64
#define cublasDswap_v2 cublasDswap
#define cublasDswap_v2_64 cublasDswap_64
#define cublasDsymm_v2 cublasDsymm
#define cublasDsymm_v2_64 cublasDsymm_64
#define cublasDsymv_v2 cublasDsymv
#define cublasDsymv_v2_64 cublasDsymv_64
#define cublasDsyr2_v2 cublasDsyr2
#define cublasDsyr2_v2_64 cublasDsyr2_64
#define cublasDsyr2k_v2 cublasDsyr2k
#define cublasDsyr2k_v2_64 cublasDsyr2k_64
#define cublasDsyr_v2 cublasDsyr
#define cublasDsyr_v2_64 cublasDsyr_64
#define cublasDsyrk_v2 cublasDsyrk
#define cublasDsyrk_v2_64 cublasDsyrk_64
#define cublasDtbmv_v2 cublasDtbmv
#define cublasDtbmv_v2_64 cublasDtbmv_64
#define cublasDtbsv_v2 cublasDtbsv
#define cublasDtbsv_v2_64 cublasDtbsv_64
#define cublasDtpmv_v2 cublasDtpmv
#define cublasDtpmv_v2_64 cublasDtpmv_64
#define cublasDtpsv_v2 cublasDtpsv
#define cublasDtpsv_v2_64 cublasDtpsv_64
#define cublasDtrmm_v2 cublasDtrmm
#define cublasDtrmm_v2_64 cublasDtrmm_64
#define cublasDtrmv_v2 cublasDtrmv
#define cublasDtrmv_v2_64 cublasDtrmv_64
#define cublasDtrsm_v2 cublasDtrsm
#define cublasDtrsm_v2_64 cublasDtrsm_64
#define cublasDtrsv_v2 cublasDtrsv
#define cublasDtrsv_v2_64 cublasDtrsv_64
#define cublasDzasum_v2 cublasDzasum
#define cublasDzasum_v2_64 cublasDzasum_64
#define cublasDznrm2_v2 cublasDznrm2
#define cublasDznrm2_v2_64 cublasDznrm2_64
#define cublasGetPointerMode_v2 cublasGetPointerMode
#define cublasGetStream_v2 cublasGetStream
#define cublasGetVersion_v2 cublasGetVersion
#define cublasIcamax_v2 cublasIcamax
#define cublasIcamax_v2_64 cublasIcamax_64
#define cublasIcamin_v2 cublasIcamin
#define cublasIcamin_v2_64 cublasIcamin_64
#define cublasIdamax_v2 cublasIdamax
#define cublasIdamax_v2_64 cublasIdamax_64
#define cublasIdamin_v2 cublasIdamin
#define cublasIdamin_v2_64 cublasIdamin_64
#define cublasIsamax_v2 cublasIsamax
#define cublasIsamax_v2_64 cublasIsamax_64
#define cublasIsamin_v2 cublasIsamin
#define cublasIsamin_v2_64 cublasIsamin_64
#define cublasIzamax_v2 cublasIzamax
#define cublasIzamax_v2_64 cublasIzamax_64
#define cublasIzamin_v2 cublasIzamin
#define cublasIzamin_v2_64 cublasIzamin_64
#define cublasSasum_v2 cublasSasum
#define cublasSasum_v2_64 cublasSasum_64
#define cublasSaxpy_v2 cublasSaxpy
#define cublasSaxpy_v2_64 cublasSaxpy_64
#define cublasScasum_v2 cublasScasum
#define cublasScasum_v2_64 cublasScasum_64
#define cublasScnrm2_v2 cublasScnrm2
#define cublasScnrm2_v2_64 cublasScnrm2_64
#define cublasScopy_v2 cublasScopy
#define cublasScopy_v2_64 cublasScopy_64
#define cublasSdot_v2 cublasSdot
#define cublasSdot_v2_64 cublasSdot_64
#define cublasSetPointerMode_v2 cublasSetPointerMode
#define cublasSetStream_v2 cublasSetStream
#define cublasSetWorkspace_v2 cublasSetWorkspace
#define cublasSgbmv_v2 cublasSgbmv
#define cublasSgbmv_v2_64 cublasSgbmv_64
#define cublasSgemm_v2 cublasSgemm
#define cublasSgemm_v2_64 cublasSgemm_64
#define cublasSgemv_v2 cublasSgemv
#define cublasSgemv_v2_64 cublasSgemv_64
#define cublasSger_v2 cublasSger
#define cublasSger_v2_64 cublasSger_64
#define cublasSnrm2_v2 cublasSnrm2
#define cublasSnrm2_v2_64 cublasSnrm2_64
#define cublasSrot_v2 cublasSrot
#define cublasSrot_v2_64 cublasSrot_64
#define cublasSrotg_v2 cublasSrotg
/* rotg and rotmg take no length: their 64-bit-index names are theirs */
#define cublasSrotg_64 cublasSrotg
#define cublasDrotg_64 cublasDrotg
#define cublasCrotg_64 cublasCrotg
#define cublasZrotg_64 cublasZrotg
#define cublasSrotmg_64 cublasSrotmg
#define cublasDrotmg_64 cublasDrotmg
#define cublasSrotm_v2 cublasSrotm
#define cublasSrotm_v2_64 cublasSrotm_64
#define cublasSrotmg_v2 cublasSrotmg
#define cublasSsbmv_v2 cublasSsbmv
#define cublasSsbmv_v2_64 cublasSsbmv_64
#define cublasSscal_v2 cublasSscal
#define cublasSscal_v2_64 cublasSscal_64
#define cublasSspmv_v2 cublasSspmv
#define cublasSspmv_v2_64 cublasSspmv_64
#define cublasSspr2_v2 cublasSspr2
#define cublasSspr2_v2_64 cublasSspr2_64
#define cublasSspr_v2 cublasSspr
#define cublasSspr_v2_64 cublasSspr_64
#define cublasSswap_v2 cublasSswap
#define cublasSswap_v2_64 cublasSswap_64
#define cublasSsymm_v2 cublasSsymm
#define cublasSsymm_v2_64 cublasSsymm_64
#define cublasSsymv_v2 cublasSsymv
#define cublasSsymv_v2_64 cublasSsymv_64
#define cublasSsyr2_v2 cublasSsyr2
#define cublasSsyr2_v2_64 cublasSsyr2_64
#define cublasSsyr2k_v2 cublasSsyr2k
#define cublasSsyr2k_v2_64 cublasSsyr2k_64
#define cublasSsyr_v2 cublasSsyr
#define cublasSsyr_v2_64 cublasSsyr_64
#define cublasSsyrk_v2 cublasSsyrk
#define cublasSsyrk_v2_64 cublasSsyrk_64
#define cublasStbmv_v2 cublasStbmv
#define cublasStbmv_v2_64 cublasStbmv_64
#define cublasStbsv_v2 cublasStbsv
#define cublasStbsv_v2_64 cublasStbsv_64
#define cublasStpmv_v2 cublasStpmv
#define cublasStpmv_v2_64 cublasStpmv_64
#define cublasStpsv_v2 cublasStpsv
#define cublasStpsv_v2_64 cublasStpsv_64
#define cublasStrmm_v2 cublasStrmm
#define cublasStrmm_v2_64 cublasStrmm_64
#define cublasStrmv_v2 cublasStrmv
#define cublasStrmv_v2_64 cublasStrmv_64
#define cublasStrsm_v2 cublasStrsm
#define cublasStrsm_v2_64 cublasStrsm_64
#define cublasStrsv_v2 cublasStrsv
#define cublasStrsv_v2_64 cublasStrsv_64
#define cublasZaxpy_v2 cublasZaxpy
#define cublasZaxpy_v2_64 cublasZaxpy_64
#define cublasZcopy_v2 cublasZcopy
#define cublasZcopy_v2_64 cublasZcopy_64
#define cublasZdotc_v2 cublasZdotc
#define cublasZdotc_v2_64 cublasZdotc_64
#define cublasZdotu_v2 cublasZdotu
#define cublasZdotu_v2_64 cublasZdotu_64
#define cublasZdrot_v2 cublasZdrot
#define cublasZdrot_v2_64 cublasZdrot_64
#define cublasZdscal_v2 cublasZdscal
#define cublasZdscal_v2_64 cublasZdscal_64
#define cublasZgbmv_v2 cublasZgbmv
#define cublasZgbmv_v2_64 cublasZgbmv_64
#define cublasZgemm_v2 cublasZgemm
#define cublasZgemm_v2_64 cublasZgemm_64
#define cublasZgemv_v2 cublasZgemv
#define cublasZgemv_v2_64 cublasZgemv_64
#define cublasZgerc_v2 cublasZgerc
#define cublasZgerc_v2_64 cublasZgerc_64
#define cublasZgeru_v2 cublasZgeru
#define cublasZgeru_v2_64 cublasZgeru_64
#define cublasZhbmv_v2 cublasZhbmv
#define cublasZhbmv_v2_64 cublasZhbmv_64
#define cublasZhemm_v2 cublasZhemm
#define cublasZhemm_v2_64 cublasZhemm_64
#define cublasZhemv_v2 cublasZhemv
#define cublasZhemv_v2_64 cublasZhemv_64
#define cublasZher2_v2 cublasZher2
#define cublasZher2_v2_64 cublasZher2_64
#define cublasZher2k_v2 cublasZher2k
#define cublasZher2k_v2_64 cublasZher2k_64
#define cublasZher_v2 cublasZher
#define cublasZher_v2_64 cublasZher_64
#define cublasZherk_v2 cublasZherk
#define cublasZherk_v2_64 cublasZherk_64
#define cublasZhpmv_v2 cublasZhpmv
#define cublasZhpmv_v2_64 cublasZhpmv_64
#define cublasZhpr2_v2 cublasZhpr2
#define cublasZhpr2_v2_64 cublasZhpr2_64
#define cublasZhpr_v2 cublasZhpr
#define cublasZhpr_v2_64 cublasZhpr_64
#define cublasZrot_v2 cublasZrot
#define cublasZrot_v2_64 cublasZrot_64
#define cublasZrotg_v2 cublasZrotg
#define cublasZscal_v2 cublasZscal
#define cublasZscal_v2_64 cublasZscal_64
#define cublasZswap_v2 cublasZswap
#define cublasZswap_v2_64 cublasZswap_64
#define cublasZsymm_v2 cublasZsymm
#define cublasZsymm_v2_64 cublasZsymm_64
#define cublasZsymv_v2 cublasZsymv
#define cublasZsymv_v2_64 cublasZsymv_64
#define cublasZsyr2_v2 cublasZsyr2
#define cublasZsyr2_v2_64 cublasZsyr2_64
#define cublasZsyr2k_v2 cublasZsyr2k
#define cublasZsyr2k_v2_64 cublasZsyr2k_64
#define cublasZsyr_v2 cublasZsyr
#define cublasZsyr_v2_64 cublasZsyr_64
#define cublasZsyrk_v2 cublasZsyrk
#define cublasZsyrk_v2_64 cublasZsyrk_64
#define cublasZtbmv_v2 cublasZtbmv
#define cublasZtbmv_v2_64 cublasZtbmv_64
#define cublasZtbsv_v2 cublasZtbsv
#define cublasZtbsv_v2_64 cublasZtbsv_64
#define cublasZtpmv_v2 cublasZtpmv
#define cublasZtpmv_v2_64 cublasZtpmv_64
#define cublasZtpsv_v2 cublasZtpsv
#define cublasZtpsv_v2_64 cublasZtpsv_64
#define cublasZtrmm_v2 cublasZtrmm
#define cublasZtrmm_v2_64 cublasZtrmm_64
#define cublasZtrmv_v2 cublasZtrmv
#define cublasZtrmv_v2_64 cublasZtrmv_64
#define cublasZtrsm_v2 cublasZtrsm
#define cublasZtrsm_v2_64 cublasZtrsm_64
#define cublasZtrsv_v2 cublasZtrsv
#define cublasZtrsv_v2_64 cublasZtrsv_64
#endif
