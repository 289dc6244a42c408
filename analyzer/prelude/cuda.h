/*
 * cuda.h - the CUDA driver API, as far as host code that loads modules
 * and launches through it commonly goes, on top of the runtime's
 * declarations.  Declarations only.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_H
#define WARPCHECK_PRELUDE_CUDA_H
/* the toolkit's own guard and macros, which includers test */
#define __cuda_cuda_h__
#define CUDAAPI
#define RESOURCE_ABI_VERSION 1

#include <cuda_runtime.h>

#define CUDA_VERSION 12080

typedef enum cudaError_enum {
	CUDA_SUCCESS = 0,
	CUDA_ERROR_INVALID_VALUE = 1,
	CUDA_ERROR_OUT_OF_MEMORY = 2,
	CUDA_ERROR_NOT_INITIALIZED = 3,
	CUDA_ERROR_DEINITIALIZED = 4,
	CUDA_ERROR_NO_DEVICE = 100,
	CUDA_ERROR_INVALID_DEVICE = 101,
	CUDA_ERROR_INVALID_IMAGE = 200,
	CUDA_ERROR_INVALID_CONTEXT = 201,
	CUDA_ERROR_FILE_NOT_FOUND = 301,
	CUDA_ERROR_INVALID_HANDLE = 400,
	CUDA_ERROR_NOT_FOUND = 500,
	CUDA_ERROR_NOT_READY = 600,
	CUDA_ERROR_ILLEGAL_ADDRESS = 700,
	CUDA_ERROR_LAUNCH_FAILED = 719,
	CUDA_ERROR_UNKNOWN = 999
} CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef enum CUdevice_attribute_enum {
	CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
	CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
	CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
	CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
	CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
	CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76
} CUdevice_attribute;
typedef enum CUjit_option_enum { CU_JIT_MAX_REGISTERS = 0, CU_JIT_THREADS_PER_BLOCK = 1,
				 CU_JIT_WALL_TIME = 2, CU_JIT_INFO_LOG_BUFFER = 3,
				 CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
				 CU_JIT_ERROR_LOG_BUFFER = 5,
				 CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6 } CUjit_option;

/* the Tensor Memory Accelerator's descriptor (Hopper), built on the host
 * with cuTensorMapEncodeTiled and passed to a kernel as a
 * `const __grid_constant__ CUtensorMap` */
typedef __UINT32_TYPE__ cuuint32_t;   /* uint32_t and uint64_t, as the toolkit's */
typedef __UINT64_TYPE__ cuuint64_t;
typedef struct CUtensorMap_st {
	alignas(64) cuuint64_t opaque[16];
} CUtensorMap;
typedef enum CUtensorMapDataType_enum {
	CU_TENSOR_MAP_DATA_TYPE_UINT8 = 0, CU_TENSOR_MAP_DATA_TYPE_UINT16,
	CU_TENSOR_MAP_DATA_TYPE_UINT32, CU_TENSOR_MAP_DATA_TYPE_INT32,
	CU_TENSOR_MAP_DATA_TYPE_UINT64, CU_TENSOR_MAP_DATA_TYPE_INT64,
	CU_TENSOR_MAP_DATA_TYPE_FLOAT16, CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
	CU_TENSOR_MAP_DATA_TYPE_FLOAT64, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
	CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ, CU_TENSOR_MAP_DATA_TYPE_TFLOAT32,
	CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ
} CUtensorMapDataType;
typedef enum CUtensorMapInterleave_enum {
	CU_TENSOR_MAP_INTERLEAVE_NONE = 0, CU_TENSOR_MAP_INTERLEAVE_16B, CU_TENSOR_MAP_INTERLEAVE_32B
} CUtensorMapInterleave;
typedef enum CUtensorMapSwizzle_enum {
	CU_TENSOR_MAP_SWIZZLE_NONE = 0, CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_SWIZZLE_64B,
	CU_TENSOR_MAP_SWIZZLE_128B
} CUtensorMapSwizzle;
typedef enum CUtensorMapL2promotion_enum {
	CU_TENSOR_MAP_L2_PROMOTION_NONE = 0, CU_TENSOR_MAP_L2_PROMOTION_L2_64B,
	CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_256B
} CUtensorMapL2promotion;
typedef enum CUtensorMapFloatOOBfill_enum {
	CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0, CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA
} CUtensorMapFloatOOBfill;
CUresult cuTensorMapEncodeTiled(CUtensorMap *map, CUtensorMapDataType type, cuuint32_t rank,
				void *global_address, const cuuint64_t *global_dim,
				const cuuint64_t *global_strides, const cuuint32_t *box_dim,
				const cuuint32_t *element_strides, CUtensorMapInterleave interleave,
				CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2_promotion,
				CUtensorMapFloatOOBfill oob_fill);
typedef CUresult (*PFN_cuTensorMapEncodeTiled)(CUtensorMap *, CUtensorMapDataType, cuuint32_t,
						void *, const cuuint64_t *, const cuuint64_t *,
						const cuuint32_t *, const cuuint32_t *,
						CUtensorMapInterleave, CUtensorMapSwizzle,
						CUtensorMapL2promotion, CUtensorMapFloatOOBfill);
#define PFN_cuTensorMapEncodeTiled_v12000 PFN_cuTensorMapEncodeTiled
CUresult cuGetErrorString(CUresult error, const char **str);
CUresult cuGetErrorName(CUresult error, const char **str);

CUresult cuInit(unsigned flags);
CUresult cuDriverGetVersion(int *version);
CUresult cuDeviceGet(CUdevice *device, int ordinal);
CUresult cuDeviceGetCount(int *count);
CUresult cuDeviceGetName(char *name, int len, CUdevice device);
CUresult cuDeviceGetAttribute(int *value, CUdevice_attribute attr, CUdevice device);
CUresult cuDeviceTotalMem(size_t *bytes, CUdevice device);
CUresult cuDevicePrimaryCtxRetain(CUcontext *ctx, CUdevice device);
CUresult cuDevicePrimaryCtxRelease(CUdevice device);
CUresult cuCtxCreate(CUcontext *ctx, unsigned flags, CUdevice device);
CUresult cuCtxDestroy(CUcontext ctx);
CUresult cuCtxSetCurrent(CUcontext ctx);
CUresult cuCtxGetCurrent(CUcontext *ctx);
CUresult cuCtxSynchronize(void);
CUresult cuModuleLoad(CUmodule *module, const char *path);
CUresult cuModuleLoadData(CUmodule *module, const void *image);
CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned num_options,
			    CUjit_option *options, void **values);
CUresult cuModuleGetFunction(CUfunction *fn, CUmodule module, const char *name);
CUresult cuModuleGetGlobal(CUdeviceptr *p, size_t *bytes, CUmodule module, const char *name);
CUresult cuModuleUnload(CUmodule module);
CUresult cuLaunchKernel(CUfunction fn, unsigned grid_x, unsigned grid_y, unsigned grid_z,
			unsigned block_x, unsigned block_y, unsigned block_z, unsigned shared_bytes,
			CUstream stream, void **params, void **extra);
CUresult cuMemAlloc(CUdeviceptr *p, size_t bytes);
CUresult cuMemFree(CUdeviceptr p);
CUresult cuMemcpyHtoD(CUdeviceptr dst, const void *src, size_t bytes);
CUresult cuMemcpyDtoH(void *dst, CUdeviceptr src, size_t bytes);
CUresult cuMemcpyDtoD(CUdeviceptr dst, CUdeviceptr src, size_t bytes);
CUresult cuStreamCreate(CUstream *stream, unsigned flags);
CUresult cuStreamSynchronize(CUstream stream);
CUresult cuStreamDestroy(CUstream stream);
CUresult cuGetErrorString(CUresult error, const char **str);
CUresult cuGetErrorName(CUresult error, const char **str);

#endif
