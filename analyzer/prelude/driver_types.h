/*
 * driver_types.h - the types of the CUDA runtime's host API: error codes,
 * handles, flags, attributes, device properties and launch configurations,
 * with the members host programs commonly read or set.  The values of the
 * enumerators are those the runtime documents; nothing here is executed.
 */
#ifndef WARPCHECK_PRELUDE_DRIVER_TYPES_H
#define WARPCHECK_PRELUDE_DRIVER_TYPES_H
/* the toolkit's own guard and macros, which includers test */
#define __DRIVER_TYPES_H__

#include <cuda_runtime.h>

typedef enum cudaError {
	cudaSuccess = 0,
	cudaErrorInvalidValue = 1,
	cudaErrorMemoryAllocation = 2,
	cudaErrorInitializationError = 3,
	cudaErrorCudartUnloading = 4,
	cudaErrorProfilerDisabled = 5,
	cudaErrorInvalidConfiguration = 9,
	cudaErrorInvalidPitchValue = 12,
	cudaErrorInvalidSymbol = 13,
	cudaErrorInvalidDevicePointer = 17,
	cudaErrorInvalidMemcpyDirection = 21,
	cudaErrorInsufficientDriver = 35,
	cudaErrorNoDevice = 100,
	cudaErrorInvalidDevice = 101,
	cudaErrorInvalidKernelImage = 200,
	cudaErrorNoKernelImageForDevice = 209,
	cudaErrorInvalidResourceHandle = 400,
	cudaErrorNotReady = 600,
	cudaErrorIllegalAddress = 700,
	cudaErrorLaunchOutOfResources = 701,
	cudaErrorLaunchTimeout = 702,
	cudaErrorPeerAccessAlreadyEnabled = 704,
	cudaErrorPeerAccessNotEnabled = 705,
	cudaErrorAssert = 710,
	cudaErrorLaunchFailure = 719,
	cudaErrorCooperativeLaunchTooLarge = 720,
	cudaErrorNotSupported = 801,
	cudaErrorUnknown = 999
} cudaError_t;

enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice,
		      cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice,
		      cudaMemcpyDefault };

typedef struct CUevent_st *cudaEvent_t;
typedef struct CUstream_st *cudaStream_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct CUfunc_st *cudaFunction_t;
typedef struct CUmemPoolHandle_st *cudaMemPool_t;
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
typedef struct cudaGraphicsResource *cudaGraphicsResource_t;
typedef void (*cudaHostFn_t)(void *user_data);
typedef void (*cudaStreamCallback_t)(cudaStream_t, cudaError_t, void *user_data);

#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaHostRegisterPortable 0x01
#define cudaHostRegisterMapped 0x02
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceMapHost 0x08
#define cudaCpuDeviceId ((int)-1)
#define cudaInvalidDeviceId ((int)-2)
#define cudaOccupancyDefault 0x00
#define cudaOccupancyDisableCachingOverride 0x01

enum cudaFuncAttribute {
	cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
	cudaFuncAttributePreferredSharedMemoryCarveout = 9,
	cudaFuncAttributeClusterDimMustBeSet = 10,
	cudaFuncAttributeRequiredClusterWidth = 11,
	cudaFuncAttributeRequiredClusterHeight = 12,
	cudaFuncAttributeRequiredClusterDepth = 13,
	cudaFuncAttributeNonPortableClusterSizeAllowed = 14,
	cudaFuncAttributeClusterSchedulingPolicyPreference = 15,
	cudaFuncAttributeMax
};
enum cudaFuncCache { cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1,
		     cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3 };
enum cudaSharedMemConfig { cudaSharedMemBankSizeDefault = 0, cudaSharedMemBankSizeFourByte = 1,
			   cudaSharedMemBankSizeEightByte = 2 };
enum cudaSharedCarveout { cudaSharedmemCarveoutDefault = -1, cudaSharedmemCarveoutMaxShared = 100,
			  cudaSharedmemCarveoutMaxL1 = 0 };
enum cudaLimit { cudaLimitStackSize = 0, cudaLimitPrintfFifoSize = 1,
		 cudaLimitMallocHeapSize = 2, cudaLimitDevRuntimeSyncDepth = 3,
		 cudaLimitDevRuntimePendingLaunchCount = 4, cudaLimitMaxL2FetchGranularity = 5,
		 cudaLimitPersistingL2CacheSize = 6 };
enum cudaComputeMode { cudaComputeModeDefault = 0, cudaComputeModeExclusive = 1,
		       cudaComputeModeProhibited = 2, cudaComputeModeExclusiveProcess = 3 };
enum cudaMemoryAdvise { cudaMemAdviseSetReadMostly = 1, cudaMemAdviseUnsetReadMostly = 2,
			cudaMemAdviseSetPreferredLocation = 3, cudaMemAdviseUnsetPreferredLocation = 4,
			cudaMemAdviseSetAccessedBy = 5, cudaMemAdviseUnsetAccessedBy = 6 };
enum cudaMemoryType { cudaMemoryTypeUnregistered = 0, cudaMemoryTypeHost = 1,
		      cudaMemoryTypeDevice = 2, cudaMemoryTypeManaged = 3 };
enum cudaStreamCaptureMode { cudaStreamCaptureModeGlobal = 0, cudaStreamCaptureModeThreadLocal = 1,
			     cudaStreamCaptureModeRelaxed = 2 };
enum cudaGraphicsRegisterFlags { cudaGraphicsRegisterFlagsNone = 0, cudaGraphicsRegisterFlagsReadOnly = 1,
				 cudaGraphicsRegisterFlagsWriteDiscard = 2,
				 cudaGraphicsRegisterFlagsSurfaceLoadStore = 4,
				 cudaGraphicsRegisterFlagsTextureGather = 8 };
enum cudaGraphicsMapFlags { cudaGraphicsMapFlagsNone = 0, cudaGraphicsMapFlagsReadOnly = 1,
			    cudaGraphicsMapFlagsWriteDiscard = 2 };

enum cudaDeviceAttr {
	cudaDevAttrMaxThreadsPerBlock = 1,
	cudaDevAttrMaxBlockDimX = 2,
	cudaDevAttrMaxBlockDimY = 3,
	cudaDevAttrMaxBlockDimZ = 4,
	cudaDevAttrMaxGridDimX = 5,
	cudaDevAttrMaxGridDimY = 6,
	cudaDevAttrMaxGridDimZ = 7,
	cudaDevAttrMaxSharedMemoryPerBlock = 8,
	cudaDevAttrTotalConstantMemory = 9,
	cudaDevAttrWarpSize = 10,
	cudaDevAttrMaxRegistersPerBlock = 12,
	cudaDevAttrClockRate = 13,
	cudaDevAttrMultiProcessorCount = 16,
	cudaDevAttrComputeMode = 20,
	cudaDevAttrConcurrentKernels = 31,
	cudaDevAttrMemoryClockRate = 36,
	cudaDevAttrGlobalMemoryBusWidth = 37,
	cudaDevAttrL2CacheSize = 38,
	cudaDevAttrMaxThreadsPerMultiProcessor = 39,
	cudaDevAttrComputeCapabilityMajor = 75,
	cudaDevAttrComputeCapabilityMinor = 76,
	cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
	cudaDevAttrMaxRegistersPerMultiprocessor = 82,
	cudaDevAttrManagedMemory = 83,
	cudaDevAttrConcurrentManagedAccess = 89,
	cudaDevAttrCooperativeLaunch = 95,
	cudaDevAttrMaxSharedMemoryPerBlockOptin = 97,
	cudaDevAttrMaxBlocksPerMultiprocessor = 106
};

struct cudaDeviceProp {
	char name[256];
	char luid[8];
	size_t totalGlobalMem;
	size_t sharedMemPerBlock;
	int regsPerBlock;
	int warpSize;
	size_t memPitch;
	int maxThreadsPerBlock;
	int maxThreadsDim[3];
	int maxGridSize[3];
	int clockRate;                 /* gone from CUDA 13's: older code reads it */
	size_t totalConstMem;
	int major;
	int minor;
	size_t textureAlignment;
	int deviceOverlap;
	int multiProcessorCount;
	int kernelExecTimeoutEnabled;
	int integrated;
	int canMapHostMemory;
	int computeMode;
	int concurrentKernels;
	int ECCEnabled;
	int pciBusID;
	int pciDeviceID;
	int pciDomainID;
	int asyncEngineCount;
	int unifiedAddressing;
	int memoryClockRate;           /* likewise */
	int memoryBusWidth;
	int l2CacheSize;
	int persistingL2CacheMaxSize;
	int maxThreadsPerMultiProcessor;
	int streamPrioritiesSupported;
	int globalL1CacheSupported;
	int localL1CacheSupported;
	size_t sharedMemPerMultiprocessor;
	int regsPerMultiprocessor;
	int managedMemory;
	int isMultiGpuBoard;
	int multiGpuBoardGroupID;
	int pageableMemoryAccess;
	int concurrentManagedAccess;
	int computePreemptionSupported;
	int cooperativeLaunch;
	int cooperativeMultiDeviceLaunch;
	size_t sharedMemPerBlockOptin;
	int maxBlocksPerMultiProcessor;
	int accessPolicyMaxWindowSize;
	size_t reservedSharedMemPerBlock;
};

struct cudaFuncAttributes {
	size_t sharedSizeBytes;
	size_t constSizeBytes;
	size_t localSizeBytes;
	int maxThreadsPerBlock;
	int numRegs;
	int ptxVersion;
	int binaryVersion;
	int cacheModeCA;
	int maxDynamicSharedSizeBytes;
	int preferredShmemCarveout;
};

struct cudaPointerAttributes {
	enum cudaMemoryType type;
	int device;
	void *devicePointer;
	void *hostPointer;
};

struct cudaExtent { size_t width, height, depth; };
struct cudaPos { size_t x, y, z; };
struct cudaPitchedPtr { void *ptr; size_t pitch, xsize, ysize; };

/* kernel launches with attributes (cudaLaunchKernelEx) */
enum cudaLaunchAttributeID {
	cudaLaunchAttributeIgnore = 0,
	cudaLaunchAttributeAccessPolicyWindow = 1,
	cudaLaunchAttributeCooperative = 2,
	cudaLaunchAttributeSynchronizationPolicy = 3,
	cudaLaunchAttributeClusterDimension = 4,
	cudaLaunchAttributeClusterSchedulingPolicyPreference = 5,
	cudaLaunchAttributeProgrammaticStreamSerialization = 6,
	cudaLaunchAttributeProgrammaticEvent = 7,
	cudaLaunchAttributePriority = 8
};
union cudaLaunchAttributeValue {
	char pad[64];
	int cooperative;
	int priority;
	int programmaticStreamSerializationAllowed;
	struct { unsigned x, y, z; } clusterDim;
};
typedef struct cudaLaunchAttribute_st {
	enum cudaLaunchAttributeID id;
	char pad[8 - sizeof(enum cudaLaunchAttributeID)];
	union cudaLaunchAttributeValue val;
} cudaLaunchAttribute;
typedef struct cudaLaunchConfig_st {
	dim3 gridDim;
	dim3 blockDim;
	size_t dynamicSmemBytes;
	cudaStream_t stream;
	cudaLaunchAttribute *attrs;
	unsigned numAttrs;
} cudaLaunchConfig_t;

/* texture objects, as far as creating one goes */
enum cudaChannelFormatKind { cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1,
			     cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3 };
struct cudaChannelFormatDesc { int x, y, z, w; enum cudaChannelFormatKind f; };
enum cudaResourceType { cudaResourceTypeArray = 0, cudaResourceTypeMipmappedArray = 1,
			cudaResourceTypeLinear = 2, cudaResourceTypePitch2D = 3 };
struct cudaResourceDesc {
	enum cudaResourceType resType;
	union {
		struct { cudaArray_t array; } array;
		struct { void *devPtr; struct cudaChannelFormatDesc desc; size_t sizeInBytes; } linear;
		struct { void *devPtr; struct cudaChannelFormatDesc desc; size_t width, height,
			 pitchInBytes; } pitch2D;
	} res;
};
enum cudaTextureAddressMode { cudaAddressModeWrap = 0, cudaAddressModeClamp = 1,
			      cudaAddressModeMirror = 2, cudaAddressModeBorder = 3 };
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
struct cudaTextureDesc {
	enum cudaTextureAddressMode addressMode[3];
	enum cudaTextureFilterMode filterMode;
	enum cudaTextureReadMode readMode;
	int sRGB;
	float borderColor[4];
	int normalizedCoords;
	unsigned maxAnisotropy;
};
struct cudaResourceViewDesc;

#endif
