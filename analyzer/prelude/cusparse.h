/*
 * cusparse.h - cuSPARSE's generic API (sparse and dense descriptors,
 * SpMV, SpMM) and the legacy matrix descriptor, as host code calls them.
 * Declarations only.
 */
#ifndef WARPCHECK_PRELUDE_CUSPARSE_H
#define WARPCHECK_PRELUDE_CUSPARSE_H
/* the toolkit's own guard and macros, which includers test */
#define CUSPARSE_H_
#define CUSPARSEAPI
#define CUSPARSE_VER_MAJOR 12
#define CUSPARSE_VER_MINOR 5
#define CUSPARSE_VER_PATCH 7
#define CUSPARSE_VER_BUILD 0
#define CUSPARSE_CPP_VERSION __cplusplus

#include <stdint.h>
#include <cuda_runtime.h>
#include <library_types.h>
#include <cuComplex.h>
#include <cuda_fp16.h>

#define CUSPARSE_VERSION 12000

typedef enum {
	CUSPARSE_STATUS_SUCCESS = 0,
	CUSPARSE_STATUS_NOT_INITIALIZED = 1,
	CUSPARSE_STATUS_ALLOC_FAILED = 2,
	CUSPARSE_STATUS_INVALID_VALUE = 3,
	CUSPARSE_STATUS_ARCH_MISMATCH = 4,
	CUSPARSE_STATUS_EXECUTION_FAILED = 6,
	CUSPARSE_STATUS_INTERNAL_ERROR = 7,
	CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
	CUSPARSE_STATUS_NOT_SUPPORTED = 10,
	CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;
typedef enum { CUSPARSE_POINTER_MODE_HOST = 0, CUSPARSE_POINTER_MODE_DEVICE = 1 } cusparsePointerMode_t;
typedef enum { CUSPARSE_OPERATION_NON_TRANSPOSE = 0, CUSPARSE_OPERATION_TRANSPOSE = 1,
	       CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2 } cusparseOperation_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1 } cusparseIndexBase_t;
typedef enum { CUSPARSE_INDEX_16U = 1, CUSPARSE_INDEX_32I = 2, CUSPARSE_INDEX_64I = 3 } cusparseIndexType_t;
typedef enum { CUSPARSE_MATRIX_TYPE_GENERAL = 0, CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
	       CUSPARSE_MATRIX_TYPE_HERMITIAN = 2, CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3 } cusparseMatrixType_t;
typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef enum { CUSPARSE_SPMV_ALG_DEFAULT = 0, CUSPARSE_SPMV_CSR_ALG1 = 2, CUSPARSE_SPMV_CSR_ALG2 = 3,
	       CUSPARSE_SPMV_COO_ALG1 = 1, CUSPARSE_SPMV_COO_ALG2 = 4 } cusparseSpMVAlg_t;
typedef enum { CUSPARSE_SPMM_ALG_DEFAULT = 0, CUSPARSE_SPMM_CSR_ALG1 = 4, CUSPARSE_SPMM_CSR_ALG2 = 6,
	       CUSPARSE_SPMM_CSR_ALG3 = 12 } cusparseSpMMAlg_t;

struct cusparseContext;
typedef struct cusparseContext *cusparseHandle_t;
struct cusparseMatDescr;
typedef struct cusparseMatDescr *cusparseMatDescr_t;
struct cusparseSpMatDescr;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
struct cusparseDnVecDescr;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
struct cusparseDnMatDescr;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;

cusparseStatus_t cusparseCreate(cusparseHandle_t *handle);
cusparseStatus_t cusparseDestroy(cusparseHandle_t handle);
cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t stream);
cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int *version);
cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode);
const char *cusparseGetErrorName(cusparseStatus_t status);
const char *cusparseGetErrorString(cusparseStatus_t status);

cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descr);
cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descr);
cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t descr, cusparseMatrixType_t type);
cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t descr, cusparseIndexBase_t base);

cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *mat, int64_t rows, int64_t cols, int64_t nnz,
				   void *row_offsets, void *col_indices, void *values,
				   cusparseIndexType_t row_offsets_type,
				   cusparseIndexType_t col_indices_type, cusparseIndexBase_t base,
				   cudaDataType value_type);
cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *mat, int64_t rows, int64_t cols, int64_t nnz,
				   void *row_indices, void *col_indices, void *values,
				   cusparseIndexType_t index_type, cusparseIndexBase_t base,
				   cudaDataType value_type);
cusparseStatus_t cusparseDestroySpMat(cusparseSpMatDescr_t mat);
cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *vec, int64_t size, void *values,
				     cudaDataType value_type);
cusparseStatus_t cusparseDestroyDnVec(cusparseDnVecDescr_t vec);
cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *mat, int64_t rows, int64_t cols, int64_t ld,
				     void *values, cudaDataType value_type, cusparseOrder_t order);
cusparseStatus_t cusparseDestroyDnMat(cusparseDnMatDescr_t mat);
cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t op,
					 const void *alpha, cusparseSpMatDescr_t a,
					 cusparseDnVecDescr_t x, const void *beta,
					 cusparseDnVecDescr_t y, cudaDataType compute_type,
					 cusparseSpMVAlg_t alg, size_t *buffer_bytes);
cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t op, const void *alpha,
			      cusparseSpMatDescr_t a, cusparseDnVecDescr_t x, const void *beta,
			      cusparseDnVecDescr_t y, cudaDataType compute_type,
			      cusparseSpMVAlg_t alg, void *buffer);
cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t op_a,
					 cusparseOperation_t op_b, const void *alpha,
					 cusparseSpMatDescr_t a, cusparseDnMatDescr_t b,
					 const void *beta, cusparseDnMatDescr_t c,
					 cudaDataType compute_type, cusparseSpMMAlg_t alg,
					 size_t *buffer_bytes);
cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t op_a,
			      cusparseOperation_t op_b, const void *alpha, cusparseSpMatDescr_t a,
			      cusparseDnMatDescr_t b, const void *beta, cusparseDnMatDescr_t c,
			      cudaDataType compute_type, cusparseSpMMAlg_t alg, void *buffer);

#endif
