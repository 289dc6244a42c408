/*
 * cublasLt.h - cuBLASLt's matmul as host code sets it up: handles,
 * descriptors and their attributes, heuristics and the matmul call.
 * Declarations only.
 */
#ifndef WARPCHECK_PRELUDE_CUBLASLT_H
#define WARPCHECK_PRELUDE_CUBLASLT_H

#include <stdint.h>
#include <cublas_api.h>

struct cublasLtContext;
typedef struct cublasLtContext *cublasLtHandle_t;
typedef struct cublasLtMatmulDescOpaque_st *cublasLtMatmulDesc_t;
typedef struct cublasLtMatrixLayoutOpaque_st *cublasLtMatrixLayout_t;
typedef struct cublasLtMatmulPreferenceOpaque_st *cublasLtMatmulPreference_t;
typedef struct { uint64_t data[8]; } cublasLtMatmulAlgo_t;
typedef struct {
	cublasLtMatmulAlgo_t algo;
	size_t workspaceSize;
	cublasStatus_t state;
	float wavesCount;
	int reserved[4];
} cublasLtMatmulHeuristicResult_t;

typedef enum {
	CUBLASLT_EPILOGUE_DEFAULT = 1,
	CUBLASLT_EPILOGUE_RELU = 2,
	CUBLASLT_EPILOGUE_BIAS = 4,
	CUBLASLT_EPILOGUE_RELU_BIAS = 6,
	CUBLASLT_EPILOGUE_GELU = 32,
	CUBLASLT_EPILOGUE_GELU_BIAS = 36,
	CUBLASLT_EPILOGUE_GELU_AUX = 160,
	CUBLASLT_EPILOGUE_GELU_AUX_BIAS = 164,
	CUBLASLT_EPILOGUE_DGELU = 192,
	CUBLASLT_EPILOGUE_DGELU_BGRAD = 208,
	CUBLASLT_EPILOGUE_BGRADA = 256,
	CUBLASLT_EPILOGUE_BGRADB = 512
} cublasLtEpilogue_t;
typedef enum {
	CUBLASLT_MATMUL_DESC_COMPUTE_TYPE = 0,
	CUBLASLT_MATMUL_DESC_SCALE_TYPE = 1,
	CUBLASLT_MATMUL_DESC_POINTER_MODE = 2,
	CUBLASLT_MATMUL_DESC_TRANSA = 3,
	CUBLASLT_MATMUL_DESC_TRANSB = 4,
	CUBLASLT_MATMUL_DESC_TRANSC = 5,
	CUBLASLT_MATMUL_DESC_FILL_MODE = 6,
	CUBLASLT_MATMUL_DESC_EPILOGUE = 7,
	CUBLASLT_MATMUL_DESC_BIAS_POINTER = 8,
	CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE = 10,
	CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 11,
	CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 12,
	CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 13,
	CUBLASLT_MATMUL_DESC_A_SCALE_POINTER = 17,
	CUBLASLT_MATMUL_DESC_B_SCALE_POINTER = 18,
	CUBLASLT_MATMUL_DESC_D_SCALE_POINTER = 20,
	CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 26
} cublasLtMatmulDescAttributes_t;
typedef enum {
	CUBLASLT_MATRIX_LAYOUT_TYPE = 0,
	CUBLASLT_MATRIX_LAYOUT_ORDER = 1,
	CUBLASLT_MATRIX_LAYOUT_ROWS = 2,
	CUBLASLT_MATRIX_LAYOUT_COLS = 3,
	CUBLASLT_MATRIX_LAYOUT_LD = 4,
	CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 5,
	CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 6
} cublasLtMatrixLayoutAttribute_t;
typedef enum {
	CUBLASLT_ORDER_COL = 0,
	CUBLASLT_ORDER_ROW = 1
} cublasLtOrder_t;
typedef enum {
	CUBLASLT_MATMUL_PREF_SEARCH_MODE = 0,
	CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1
} cublasLtMatmulPreferenceAttributes_t;

cublasStatus_t cublasLtCreate(cublasLtHandle_t *handle);
cublasStatus_t cublasLtDestroy(cublasLtHandle_t handle);
size_t cublasLtGetVersion(void);
const char *cublasLtGetStatusName(cublasStatus_t status);
const char *cublasLtGetStatusString(cublasStatus_t status);
cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *desc, cublasComputeType_t compute,
					cudaDataType_t scale_type);
cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t desc);
cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t desc,
					      cublasLtMatmulDescAttributes_t attr,
					      const void *buf, size_t size);
cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t desc,
					      cublasLtMatmulDescAttributes_t attr, void *buf,
					      size_t size, size_t *written);
cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *layout, cudaDataType type,
					  uint64_t rows, uint64_t cols, int64_t ld);
cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t layout);
cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t layout,
						cublasLtMatrixLayoutAttribute_t attr,
						const void *buf, size_t size);
cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref);
cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref);
cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref,
						    cublasLtMatmulPreferenceAttributes_t attr,
						    const void *buf, size_t size);
cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t handle, cublasLtMatmulDesc_t op,
					      cublasLtMatrixLayout_t a, cublasLtMatrixLayout_t b,
					      cublasLtMatrixLayout_t c, cublasLtMatrixLayout_t d,
					      cublasLtMatmulPreference_t pref, int requested,
					      cublasLtMatmulHeuristicResult_t results[],
					      int *returned);
cublasStatus_t cublasLtMatmul(cublasLtHandle_t handle, cublasLtMatmulDesc_t op, const void *alpha,
			      const void *a, cublasLtMatrixLayout_t a_desc, const void *b,
			      cublasLtMatrixLayout_t b_desc, const void *beta, const void *c,
			      cublasLtMatrixLayout_t c_desc, void *d, cublasLtMatrixLayout_t d_desc,
			      const cublasLtMatmulAlgo_t *algo, void *workspace,
			      size_t workspace_bytes, cudaStream_t stream);

#endif
