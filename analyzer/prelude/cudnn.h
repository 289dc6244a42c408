/*
 * cudnn.h - cuDNN's handle, tensor, filter and convolution descriptors
 * and the forward calls host code commonly makes, plus the opaque
 * backend descriptor the graph API builds on.  Declarations only.
 */
#ifndef WARPCHECK_PRELUDE_CUDNN_H
#define WARPCHECK_PRELUDE_CUDNN_H
/* the toolkit's own guard and macros, which includers test */
#define CUDNN_H_
#define CUDNN_VERSION_H_
#define CUDNN_GRAPH_H_
#define CUDNN_OPS_H_
#define CUDNN_CNN_H_
#define CUDNN_ADV_H_
#define CUDNNWINAPI
#define CUDNN_MAX_SM_MAJOR_NUMBER 12
#define CUDNN_MAX_SM_MINOR_NUMBER 0
#define CUDNN_MAX_DEVICE_VERSION (CUDNN_MAX_SM_MAJOR_NUMBER * 100 + CUDNN_MAX_SM_MINOR_NUMBER * 10)

#include <stdint.h>
#include <cuda_runtime.h>
#include <library_types.h>

#define CUDNN_MAJOR 9
#define CUDNN_MINOR 0
#define CUDNN_PATCHLEVEL 0
#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)
/* the versions of its parts, and its other constants */
#define CUDNN_GRAPH_MAJOR 9
#define CUDNN_GRAPH_MINOR 0
#define CUDNN_GRAPH_PATCH 0
#define CUDNN_OPS_MAJOR 9
#define CUDNN_OPS_MINOR 0
#define CUDNN_OPS_PATCH 0
#define CUDNN_CNN_MAJOR 9
#define CUDNN_CNN_MINOR 0
#define CUDNN_CNN_PATCH 0
#define CUDNN_ADV_MAJOR 9
#define CUDNN_ADV_MINOR 0
#define CUDNN_ADV_PATCH 0
#define CUDNN_DEPRECATED
#define CUDNN_DEPRECATED_ENUM
#define CUDNN_DIM_MAX 8
#define CUDNN_BN_MIN_EPSILON 0.0
#define CUDNN_LRN_MIN_N 1
#define CUDNN_LRN_MAX_N 16
#define CUDNN_LRN_MIN_K 1e-5
#define CUDNN_LRN_MIN_BETA 0.01
#define CUDNN_SEQDATA_DIM_COUNT 4
#define CUDNN_ATTN_QUERYMAP_ALL_TO_ONE 0
#define CUDNN_ATTN_QUERYMAP_ONE_TO_ONE (1U << 0)
#define CUDNN_ATTN_DISABLE_PROJ_BIASES 0
#define CUDNN_ATTN_ENABLE_PROJ_BIASES (1U << 1)
#define CUDNN_ATTN_WKIND_COUNT 8
#define CUDNN_RNN_PADDED_IO_DISABLED 0
#define CUDNN_RNN_PADDED_IO_ENABLED (1U << 0)
/* a status is a category (thousands) plus a specific error */
#define CUDNN_STATUS_CATEGORY(full_error_code) ((full_error_code) / 1000 * 1000)
#define CUDNN_STATUS_SPECIFIC_ERROR(full_error_code) ((full_error_code) % 1000)
#define CUDNN_STATUS_FULL_ERROR_CODE(category, specific_err) ((cudnnStatus_t)(0 + (category) + (specific_err)))
typedef enum { CUDNN_SEV_FATAL = 0, CUDNN_SEV_ERROR = 1, CUDNN_SEV_WARNING = 2, CUDNN_SEV_INFO = 3 } cudnnSeverity_t;
#define CUDNN_SEV_ERROR_EN (1U << CUDNN_SEV_ERROR)
#define CUDNN_SEV_WARNING_EN (1U << CUDNN_SEV_WARNING)
#define CUDNN_SEV_INFO_EN (1U << CUDNN_SEV_INFO)

typedef enum {
	CUDNN_STATUS_SUCCESS = 0,
	CUDNN_STATUS_NOT_INITIALIZED = 1001,
	CUDNN_STATUS_BAD_PARAM = 2000,
	CUDNN_STATUS_NOT_SUPPORTED = 3000,
	CUDNN_STATUS_INTERNAL_ERROR = 4000,
	CUDNN_STATUS_EXECUTION_FAILED = 5000
} cudnnStatus_t;
typedef enum {
	CUDNN_DATA_FLOAT = 0, CUDNN_DATA_DOUBLE = 1, CUDNN_DATA_HALF = 2, CUDNN_DATA_INT8 = 3,
	CUDNN_DATA_INT32 = 4, CUDNN_DATA_INT8x4 = 5, CUDNN_DATA_UINT8 = 6, CUDNN_DATA_BFLOAT16 = 9,
	CUDNN_DATA_INT64 = 10, CUDNN_DATA_BOOLEAN = 11, CUDNN_DATA_FP8_E4M3 = 12,
	CUDNN_DATA_FP8_E5M2 = 13
} cudnnDataType_t;
typedef enum { CUDNN_TENSOR_NCHW = 0, CUDNN_TENSOR_NHWC = 1, CUDNN_TENSOR_NCHW_VECT_C = 2 } cudnnTensorFormat_t;
typedef enum { CUDNN_CONVOLUTION = 0, CUDNN_CROSS_CORRELATION = 1 } cudnnConvolutionMode_t;
typedef enum {
	CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM = 0,
	CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM = 1,
	CUDNN_CONVOLUTION_FWD_ALGO_GEMM = 2,
	CUDNN_CONVOLUTION_FWD_ALGO_DIRECT = 3,
	CUDNN_CONVOLUTION_FWD_ALGO_FFT = 4,
	CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING = 5,
	CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD = 6,
	CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED = 7
} cudnnConvolutionFwdAlgo_t;
typedef enum { CUDNN_ACTIVATION_SIGMOID = 0, CUDNN_ACTIVATION_RELU = 1, CUDNN_ACTIVATION_TANH = 2,
	       CUDNN_ACTIVATION_CLIPPED_RELU = 3, CUDNN_ACTIVATION_ELU = 4,
	       CUDNN_ACTIVATION_IDENTITY = 5 } cudnnActivationMode_t;
typedef enum { CUDNN_NOT_PROPAGATE_NAN = 0, CUDNN_PROPAGATE_NAN = 1 } cudnnNanPropagation_t;
typedef enum { CUDNN_SOFTMAX_FAST = 0, CUDNN_SOFTMAX_ACCURATE = 1, CUDNN_SOFTMAX_LOG = 2 } cudnnSoftmaxAlgorithm_t;
typedef enum { CUDNN_SOFTMAX_MODE_INSTANCE = 0, CUDNN_SOFTMAX_MODE_CHANNEL = 1 } cudnnSoftmaxMode_t;
typedef enum { CUDNN_DEFAULT_MATH = 0, CUDNN_TENSOR_OP_MATH = 1,
	       CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION = 2, CUDNN_FMA_MATH = 3 } cudnnMathType_t;

struct cudnnContext;
typedef struct cudnnContext *cudnnHandle_t;
typedef struct cudnnTensorStruct *cudnnTensorDescriptor_t;
typedef struct cudnnFilterStruct *cudnnFilterDescriptor_t;
typedef struct cudnnConvolutionStruct *cudnnConvolutionDescriptor_t;
typedef struct cudnnActivationStruct *cudnnActivationDescriptor_t;
typedef struct cudnnPoolingStruct *cudnnPoolingDescriptor_t;
typedef void *cudnnBackendDescriptor_t;

size_t cudnnGetVersion(void);
size_t cudnnGetCudartVersion(void);
const char *cudnnGetErrorString(cudnnStatus_t status);
cudnnStatus_t cudnnCreate(cudnnHandle_t *handle);
cudnnStatus_t cudnnDestroy(cudnnHandle_t handle);
cudnnStatus_t cudnnSetStream(cudnnHandle_t handle, cudaStream_t stream);
cudnnStatus_t cudnnGetStream(cudnnHandle_t handle, cudaStream_t *stream);

cudnnStatus_t cudnnCreateTensorDescriptor(cudnnTensorDescriptor_t *desc);
cudnnStatus_t cudnnSetTensor4dDescriptor(cudnnTensorDescriptor_t desc, cudnnTensorFormat_t format,
					 cudnnDataType_t type, int n, int c, int h, int w);
cudnnStatus_t cudnnSetTensorNdDescriptor(cudnnTensorDescriptor_t desc, cudnnDataType_t type,
					 int dims, const int dim[], const int stride[]);
cudnnStatus_t cudnnDestroyTensorDescriptor(cudnnTensorDescriptor_t desc);
cudnnStatus_t cudnnCreateFilterDescriptor(cudnnFilterDescriptor_t *desc);
cudnnStatus_t cudnnSetFilter4dDescriptor(cudnnFilterDescriptor_t desc, cudnnDataType_t type,
					 cudnnTensorFormat_t format, int k, int c, int h, int w);
cudnnStatus_t cudnnDestroyFilterDescriptor(cudnnFilterDescriptor_t desc);
cudnnStatus_t cudnnCreateConvolutionDescriptor(cudnnConvolutionDescriptor_t *desc);
cudnnStatus_t cudnnSetConvolution2dDescriptor(cudnnConvolutionDescriptor_t desc, int pad_h,
					      int pad_w, int stride_h, int stride_w, int dilation_h,
					      int dilation_w, cudnnConvolutionMode_t mode,
					      cudnnDataType_t compute_type);
cudnnStatus_t cudnnSetConvolutionMathType(cudnnConvolutionDescriptor_t desc, cudnnMathType_t math);
cudnnStatus_t cudnnDestroyConvolutionDescriptor(cudnnConvolutionDescriptor_t desc);
cudnnStatus_t cudnnGetConvolution2dForwardOutputDim(cudnnConvolutionDescriptor_t conv,
						    cudnnTensorDescriptor_t input,
						    cudnnFilterDescriptor_t filter, int *n, int *c,
						    int *h, int *w);
cudnnStatus_t cudnnGetConvolutionForwardWorkspaceSize(cudnnHandle_t handle,
						      cudnnTensorDescriptor_t x,
						      cudnnFilterDescriptor_t w,
						      cudnnConvolutionDescriptor_t conv,
						      cudnnTensorDescriptor_t y,
						      cudnnConvolutionFwdAlgo_t algo, size_t *bytes);
cudnnStatus_t cudnnConvolutionForward(cudnnHandle_t handle, const void *alpha,
				      cudnnTensorDescriptor_t x_desc, const void *x,
				      cudnnFilterDescriptor_t w_desc, const void *w,
				      cudnnConvolutionDescriptor_t conv, cudnnConvolutionFwdAlgo_t algo,
				      void *workspace, size_t workspace_bytes, const void *beta,
				      cudnnTensorDescriptor_t y_desc, void *y);
cudnnStatus_t cudnnCreateActivationDescriptor(cudnnActivationDescriptor_t *desc);
cudnnStatus_t cudnnSetActivationDescriptor(cudnnActivationDescriptor_t desc,
					   cudnnActivationMode_t mode, cudnnNanPropagation_t nan,
					   double coef);
cudnnStatus_t cudnnDestroyActivationDescriptor(cudnnActivationDescriptor_t desc);
cudnnStatus_t cudnnActivationForward(cudnnHandle_t handle, cudnnActivationDescriptor_t act,
				     const void *alpha, cudnnTensorDescriptor_t x_desc,
				     const void *x, const void *beta,
				     cudnnTensorDescriptor_t y_desc, void *y);
cudnnStatus_t cudnnSoftmaxForward(cudnnHandle_t handle, cudnnSoftmaxAlgorithm_t algo,
				  cudnnSoftmaxMode_t mode, const void *alpha,
				  cudnnTensorDescriptor_t x_desc, const void *x, const void *beta,
				  cudnnTensorDescriptor_t y_desc, void *y);
cudnnStatus_t cudnnBackendCreateDescriptor(int type, cudnnBackendDescriptor_t *desc);
cudnnStatus_t cudnnBackendDestroyDescriptor(cudnnBackendDescriptor_t desc);
cudnnStatus_t cudnnBackendFinalize(cudnnBackendDescriptor_t desc);
cudnnStatus_t cudnnBackendExecute(cudnnHandle_t handle, cudnnBackendDescriptor_t plan,
				  cudnnBackendDescriptor_t variant_pack);

#endif
