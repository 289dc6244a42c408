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
	cudaErrorUnknown = 999,
	cudaErrorProfilerNotInitialized = 6, cudaErrorProfilerAlreadyStarted = 7,
	cudaErrorProfilerAlreadyStopped = 8, cudaErrorInvalidHostPointer = 16,
	cudaErrorInvalidTexture = 18, cudaErrorInvalidTextureBinding = 19,
	cudaErrorInvalidChannelDescriptor = 20, cudaErrorAddressOfConstant = 22,
	cudaErrorTextureFetchFailed = 23, cudaErrorTextureNotBound = 24,
	cudaErrorSynchronizationError = 25, cudaErrorInvalidFilterSetting = 26,
	cudaErrorInvalidNormSetting = 27, cudaErrorMixedDeviceExecution = 28,
	cudaErrorNotYetImplemented = 31, cudaErrorMemoryValueTooLarge = 32,
	cudaErrorStubLibrary = 34, cudaErrorCallRequiresNewerDriver = 36,
	cudaErrorInvalidSurface = 37, cudaErrorDuplicateVariableName = 43,
	cudaErrorDuplicateTextureName = 44, cudaErrorDuplicateSurfaceName = 45,
	cudaErrorDevicesUnavailable = 46, cudaErrorIncompatibleDriverContext = 49,
	cudaErrorMissingConfiguration = 52, cudaErrorPriorLaunchFailure = 53,
	cudaErrorLaunchMaxDepthExceeded = 65, cudaErrorLaunchFileScopedTex = 66,
	cudaErrorLaunchFileScopedSurf = 67, cudaErrorSyncDepthExceeded = 68,
	cudaErrorLaunchPendingCountExceeded = 69, cudaErrorInvalidDeviceFunction = 98,
	cudaErrorDeviceNotLicensed = 102, cudaErrorSoftwareValidityNotEstablished = 103,
	cudaErrorStartupFailure = 127, cudaErrorDeviceUninitialized = 201,
	cudaErrorMapBufferObjectFailed = 205, cudaErrorUnmapBufferObjectFailed = 206,
	cudaErrorArrayIsMapped = 207, cudaErrorAlreadyMapped = 208,
	cudaErrorAlreadyAcquired = 210, cudaErrorNotMapped = 211,
	cudaErrorNotMappedAsArray = 212, cudaErrorNotMappedAsPointer = 213,
	cudaErrorECCUncorrectable = 214, cudaErrorUnsupportedLimit = 215,
	cudaErrorDeviceAlreadyInUse = 216, cudaErrorPeerAccessUnsupported = 217,
	cudaErrorInvalidPtx = 218, cudaErrorInvalidGraphicsContext = 219,
	cudaErrorNvlinkUncorrectable = 220, cudaErrorJitCompilerNotFound = 221,
	cudaErrorUnsupportedPtxVersion = 222, cudaErrorJitCompilationDisabled = 223,
	cudaErrorUnsupportedExecAffinity = 224, cudaErrorUnsupportedDevSideSync = 225,
	cudaErrorContained = 226, cudaErrorInvalidSource = 300, cudaErrorFileNotFound = 301,
	cudaErrorSharedObjectSymbolNotFound = 302, cudaErrorSharedObjectInitFailed = 303,
	cudaErrorOperatingSystem = 304, cudaErrorIllegalState = 401,
	cudaErrorLossyQuery = 402, cudaErrorSymbolNotFound = 500,
	cudaErrorLaunchIncompatibleTexturing = 703, cudaErrorSetOnActiveProcess = 708,
	cudaErrorContextIsDestroyed = 709, cudaErrorTooManyPeers = 711,
	cudaErrorHostMemoryAlreadyRegistered = 712, cudaErrorHostMemoryNotRegistered = 713,
	cudaErrorHardwareStackError = 714, cudaErrorIllegalInstruction = 715,
	cudaErrorMisalignedAddress = 716, cudaErrorInvalidAddressSpace = 717,
	cudaErrorInvalidPc = 718, cudaErrorTensorMemoryLeak = 721,
	cudaErrorNotPermitted = 800, cudaErrorSystemNotReady = 802,
	cudaErrorSystemDriverMismatch = 803, cudaErrorCompatNotSupportedOnDevice = 804,
	cudaErrorMpsConnectionFailed = 805, cudaErrorMpsRpcFailure = 806,
	cudaErrorMpsServerNotReady = 807, cudaErrorMpsMaxClientsReached = 808,
	cudaErrorMpsMaxConnectionsReached = 809, cudaErrorMpsClientTerminated = 810,
	cudaErrorCdpNotSupported = 811, cudaErrorCdpVersionMismatch = 812,
	cudaErrorStreamCaptureUnsupported = 900, cudaErrorStreamCaptureInvalidated = 901,
	cudaErrorStreamCaptureMerge = 902, cudaErrorStreamCaptureUnmatched = 903,
	cudaErrorStreamCaptureUnjoined = 904, cudaErrorStreamCaptureIsolation = 905,
	cudaErrorStreamCaptureImplicit = 906, cudaErrorCapturedEvent = 907,
	cudaErrorStreamCaptureWrongThread = 908, cudaErrorTimeout = 909,
	cudaErrorGraphExecUpdateFailure = 910, cudaErrorExternalDevice = 911,
	cudaErrorInvalidClusterSize = 912, cudaErrorFunctionNotLoaded = 913,
	cudaErrorInvalidResourceType = 914, cudaErrorInvalidResourceConfiguration = 915
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
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceScheduleMask 0x07
#define cudaDeviceLmemResizeToMax 0x10
#define cudaDeviceSyncMemops 0x80
#define cudaDeviceMask 0xff
#define cudaInitDeviceFlagsAreValid 0x01
#define cudaEventRecordDefault 0x00
#define cudaEventRecordExternal 0x01
#define cudaEventWaitDefault 0x00
#define cudaEventWaitExternal 0x01
#define cudaHostRegisterIoMemory 0x04
#define cudaHostRegisterReadOnly 0x08
#define cudaMemAttachSingle 0x04
#define cudaPeerAccessDefault 0x00
#define cudaArrayDefault 0x00
#define cudaArrayLayered 0x01
#define cudaArraySurfaceLoadStore 0x02
#define cudaArrayCubemap 0x04
#define cudaArrayTextureGather 0x08
#define cudaArrayColorAttachment 0x20
#define cudaArraySparse 0x40
#define cudaArrayDeferredMapping 0x80
#define cudaArraySparsePropertiesSingleMipTail 0x1
#define cudaExternalMemoryDedicated 0x1
#define cudaExternalSemaphoreSignalSkipNvSciBufMemSync 0x01
#define cudaExternalSemaphoreWaitSkipNvSciBufMemSync 0x02
#define cudaNvSciSyncAttrSignal 0x1
#define cudaNvSciSyncAttrWait 0x2
#define cudaMemPoolCreateUsageHwDecompress 0x2
#define cudaGraphKernelNodePortDefault 0
#define cudaGraphKernelNodePortProgrammatic 1
#define cudaGraphKernelNodePortLaunchCompletion 2
#define CUDA_IPC_HANDLE_SIZE 64
/* the texture and surface types (texture_types.h, surface_types.h) */
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC
#define cudaSurfaceType1D 0x01
#define cudaSurfaceType2D 0x02
#define cudaSurfaceType3D 0x03
#define cudaSurfaceTypeCubemap 0x0C
#define cudaSurfaceType1DLayered 0xF1
#define cudaSurfaceType2DLayered 0xF2
#define cudaSurfaceTypeCubemapLayered 0xFC

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
	cudaDevAttrMaxBlocksPerMultiprocessor = 106,
	cudaDevAttrMaxPitch = 11, cudaDevAttrTextureAlignment = 14,
	cudaDevAttrGpuOverlap = 15, cudaDevAttrKernelExecTimeout = 17,
	cudaDevAttrIntegrated = 18, cudaDevAttrCanMapHostMemory = 19,
	cudaDevAttrMaxTexture1DWidth = 21, cudaDevAttrMaxTexture2DWidth = 22,
	cudaDevAttrMaxTexture2DHeight = 23, cudaDevAttrMaxTexture3DWidth = 24,
	cudaDevAttrMaxTexture3DHeight = 25, cudaDevAttrMaxTexture3DDepth = 26,
	cudaDevAttrMaxTexture2DLayeredWidth = 27, cudaDevAttrMaxTexture2DLayeredHeight = 28,
	cudaDevAttrMaxTexture2DLayeredLayers = 29, cudaDevAttrSurfaceAlignment = 30,
	cudaDevAttrEccEnabled = 32, cudaDevAttrPciBusId = 33, cudaDevAttrPciDeviceId = 34,
	cudaDevAttrTccDriver = 35, cudaDevAttrAsyncEngineCount = 40,
	cudaDevAttrUnifiedAddressing = 41, cudaDevAttrMaxTexture1DLayeredWidth = 42,
	cudaDevAttrMaxTexture1DLayeredLayers = 43, cudaDevAttrMaxTexture2DGatherWidth = 45,
	cudaDevAttrMaxTexture2DGatherHeight = 46, cudaDevAttrMaxTexture3DWidthAlt = 47,
	cudaDevAttrMaxTexture3DHeightAlt = 48, cudaDevAttrMaxTexture3DDepthAlt = 49,
	cudaDevAttrPciDomainId = 50, cudaDevAttrTexturePitchAlignment = 51,
	cudaDevAttrMaxTextureCubemapWidth = 52, cudaDevAttrMaxTextureCubemapLayeredWidth = 53,
	cudaDevAttrMaxTextureCubemapLayeredLayers = 54, cudaDevAttrMaxSurface1DWidth = 55,
	cudaDevAttrMaxSurface2DWidth = 56, cudaDevAttrMaxSurface2DHeight = 57,
	cudaDevAttrMaxSurface3DWidth = 58, cudaDevAttrMaxSurface3DHeight = 59,
	cudaDevAttrMaxSurface3DDepth = 60, cudaDevAttrMaxSurface1DLayeredWidth = 61,
	cudaDevAttrMaxSurface1DLayeredLayers = 62, cudaDevAttrMaxSurface2DLayeredWidth = 63,
	cudaDevAttrMaxSurface2DLayeredHeight = 64, cudaDevAttrMaxSurface2DLayeredLayers = 65,
	cudaDevAttrMaxSurfaceCubemapWidth = 66, cudaDevAttrMaxSurfaceCubemapLayeredWidth = 67,
	cudaDevAttrMaxSurfaceCubemapLayeredLayers = 68,
	cudaDevAttrMaxTexture1DLinearWidth = 69, cudaDevAttrMaxTexture2DLinearWidth = 70,
	cudaDevAttrMaxTexture2DLinearHeight = 71, cudaDevAttrMaxTexture2DLinearPitch = 72,
	cudaDevAttrMaxTexture2DMipmappedWidth = 73,
	cudaDevAttrMaxTexture2DMipmappedHeight = 74,
	cudaDevAttrMaxTexture1DMipmappedWidth = 77, cudaDevAttrStreamPrioritiesSupported = 78,
	cudaDevAttrGlobalL1CacheSupported = 79, cudaDevAttrLocalL1CacheSupported = 80,
	cudaDevAttrIsMultiGpuBoard = 84, cudaDevAttrMultiGpuBoardGroupID = 85,
	cudaDevAttrHostNativeAtomicSupported = 86,
	cudaDevAttrSingleToDoublePrecisionPerfRatio = 87,
	cudaDevAttrPageableMemoryAccess = 88, cudaDevAttrComputePreemptionSupported = 90,
	cudaDevAttrCanUseHostPointerForRegisteredMem = 91, cudaDevAttrReserved92 = 92,
	cudaDevAttrReserved93 = 93, cudaDevAttrReserved94 = 94, cudaDevAttrReserved96 = 96,
	cudaDevAttrCanFlushRemoteWrites = 98, cudaDevAttrHostRegisterSupported = 99,
	cudaDevAttrPageableMemoryAccessUsesHostPageTables = 100,
	cudaDevAttrDirectManagedMemAccessFromHost = 101,
	cudaDevAttrMaxPersistingL2CacheSize = 108, cudaDevAttrMaxAccessPolicyWindowSize = 109,
	cudaDevAttrReservedSharedMemoryPerBlock = 111,
	cudaDevAttrSparseCudaArraySupported = 112,
	cudaDevAttrHostRegisterReadOnlySupported = 113,
	cudaDevAttrTimelineSemaphoreInteropSupported = 114,
	cudaDevAttrMemoryPoolsSupported = 115, cudaDevAttrGPUDirectRDMASupported = 116,
	cudaDevAttrGPUDirectRDMAFlushWritesOptions = 117,
	cudaDevAttrGPUDirectRDMAWritesOrdering = 118,
	cudaDevAttrMemoryPoolSupportedHandleTypes = 119, cudaDevAttrClusterLaunch = 120,
	cudaDevAttrDeferredMappingCudaArraySupported = 121, cudaDevAttrReserved122 = 122,
	cudaDevAttrReserved123 = 123, cudaDevAttrReserved124 = 124,
	cudaDevAttrIpcEventSupport = 125, cudaDevAttrMemSyncDomainCount = 126,
	cudaDevAttrReserved127 = 127, cudaDevAttrReserved128 = 128,
	cudaDevAttrReserved129 = 129, cudaDevAttrNumaConfig = 130, cudaDevAttrNumaId = 131,
	cudaDevAttrReserved132 = 132, cudaDevAttrMpsEnabled = 133,
	cudaDevAttrHostNumaId = 134, cudaDevAttrD3D12CigSupported = 135,
	cudaDevAttrVulkanCigSupported = 138, cudaDevAttrGpuPciDeviceId = 139,
	cudaDevAttrGpuPciSubsystemId = 140, cudaDevAttrReserved141 = 141,
	cudaDevAttrHostNumaMemoryPoolsSupported = 142,
	cudaDevAttrHostNumaMultinodeIpcSupported = 143,
	cudaDevAttrHostMemoryPoolsSupported = 144, cudaDevAttrReserved145 = 145,
	cudaDevAttrOnlyPartialHostNativeAtomicSupported = 147, cudaDevAttrMax
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
enum cudaSynchronizationPolicy {
	cudaSyncPolicyAuto = 1, cudaSyncPolicySpin = 2, cudaSyncPolicyYield = 3,
	cudaSyncPolicyBlockingSync = 4
};
enum cudaClusterSchedulingPolicy {
	cudaClusterSchedulingPolicyDefault = 0, cudaClusterSchedulingPolicySpread = 1,
	cudaClusterSchedulingPolicyLoadBalancing = 2
};
typedef enum cudaLaunchMemSyncDomain {
	cudaLaunchMemSyncDomainDefault = 0, cudaLaunchMemSyncDomainRemote = 1
} cudaLaunchMemSyncDomain;
typedef struct cudaLaunchMemSyncDomainMap_st {
	unsigned char default_;
	unsigned char remote;
} cudaLaunchMemSyncDomainMap;
typedef struct CUgraphDeviceUpdatableNode_st *cudaGraphDeviceNode_t;
enum cudaLaunchAttributeID {
	cudaLaunchAttributeIgnore = 0,
	cudaLaunchAttributeAccessPolicyWindow = 1,
	cudaLaunchAttributeCooperative = 2,
	cudaLaunchAttributeSynchronizationPolicy = 3,
	cudaLaunchAttributeClusterDimension = 4,
	cudaLaunchAttributeClusterSchedulingPolicyPreference = 5,
	cudaLaunchAttributeProgrammaticStreamSerialization = 6,
	cudaLaunchAttributeProgrammaticEvent = 7,
	cudaLaunchAttributePriority = 8,
	cudaLaunchAttributeMemSyncDomainMap = 9,
	cudaLaunchAttributeMemSyncDomain = 10,
	cudaLaunchAttributePreferredClusterDimension = 11,
	cudaLaunchAttributeLaunchCompletionEvent = 12,
	cudaLaunchAttributeDeviceUpdatableKernelNode = 13,
	cudaLaunchAttributePreferredSharedMemoryCarveout = 14,
	cudaLaunchAttributeNvlinkUtilCentricScheduling = 16
};
/* the older names of the launch attributes, for kernel nodes and streams */
#define cudaKernelNodeAttributeCooperative cudaLaunchAttributeCooperative
#define cudaKernelNodeAttributePriority cudaLaunchAttributePriority
#define cudaKernelNodeAttributeClusterDimension cudaLaunchAttributeClusterDimension
#define cudaKernelNodeAttributeClusterSchedulingPolicyPreference cudaLaunchAttributeClusterSchedulingPolicyPreference
#define cudaKernelNodeAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaKernelNodeAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
#define cudaKernelNodeAttributeDeviceUpdatableKernelNode cudaLaunchAttributeDeviceUpdatableKernelNode
#define cudaKernelNodeAttributePreferredSharedMemoryCarveout cudaLaunchAttributePreferredSharedMemoryCarveout
#define cudaKernelNodeAttributeNvlinkUtilCentricScheduling cudaLaunchAttributeNvlinkUtilCentricScheduling
#define cudaStreamAttributeSynchronizationPolicy cudaLaunchAttributeSynchronizationPolicy
#define cudaStreamAttributePriority cudaLaunchAttributePriority
#define cudaStreamAttributeMemSyncDomain cudaLaunchAttributeMemSyncDomain
#define cudaStreamAttributeMemSyncDomainMap cudaLaunchAttributeMemSyncDomainMap
enum cudaAccessProperty { cudaAccessPropertyNormal = 0, cudaAccessPropertyStreaming = 1,
			  cudaAccessPropertyPersisting = 2 };
struct cudaAccessPolicyWindow {
	void *base_ptr;
	size_t num_bytes;
	float hitRatio;
	enum cudaAccessProperty hitProp;
	enum cudaAccessProperty missProp;
};
union cudaLaunchAttributeValue {
	char pad[64];
	struct cudaAccessPolicyWindow accessPolicyWindow;
	int cooperative;
	enum cudaSynchronizationPolicy syncPolicy;
	struct { unsigned x, y, z; } clusterDim;
	enum cudaClusterSchedulingPolicy clusterSchedulingPolicyPreference;
	int programmaticStreamSerializationAllowed;
	struct { cudaEvent_t event; int flags; int triggerAtBlockStart; } programmaticEvent;
	int priority;
	cudaLaunchMemSyncDomainMap memSyncDomainMap;
	cudaLaunchMemSyncDomain memSyncDomain;
	struct { unsigned x, y, z; } preferredClusterDim;
	struct { cudaEvent_t event; int flags; } launchCompletionEvent;
	struct { int deviceUpdatable; cudaGraphDeviceNode_t devNode; } deviceUpdatableKernelNode;
	unsigned sharedMemCarveout;
	unsigned nvlinkUtilCentricScheduling;
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
			     cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3,
	cudaChannelFormatKindNV12 = 4, cudaChannelFormatKindUnsignedNormalized8X1 = 5,
	cudaChannelFormatKindUnsignedNormalized8X2 = 6,
	cudaChannelFormatKindUnsignedNormalized8X4 = 7,
	cudaChannelFormatKindUnsignedNormalized16X1 = 8,
	cudaChannelFormatKindUnsignedNormalized16X2 = 9,
	cudaChannelFormatKindUnsignedNormalized16X4 = 10,
	cudaChannelFormatKindSignedNormalized8X1 = 11,
	cudaChannelFormatKindSignedNormalized8X2 = 12,
	cudaChannelFormatKindSignedNormalized8X4 = 13,
	cudaChannelFormatKindSignedNormalized16X1 = 14,
	cudaChannelFormatKindSignedNormalized16X2 = 15,
	cudaChannelFormatKindSignedNormalized16X4 = 16,
	cudaChannelFormatKindUnsignedBlockCompressed1 = 17,
	cudaChannelFormatKindUnsignedBlockCompressed1SRGB = 18,
	cudaChannelFormatKindUnsignedBlockCompressed2 = 19,
	cudaChannelFormatKindUnsignedBlockCompressed2SRGB = 20,
	cudaChannelFormatKindUnsignedBlockCompressed3 = 21,
	cudaChannelFormatKindUnsignedBlockCompressed3SRGB = 22,
	cudaChannelFormatKindUnsignedBlockCompressed4 = 23,
	cudaChannelFormatKindSignedBlockCompressed4 = 24,
	cudaChannelFormatKindUnsignedBlockCompressed5 = 25,
	cudaChannelFormatKindSignedBlockCompressed5 = 26,
	cudaChannelFormatKindUnsignedBlockCompressed6H = 27,
	cudaChannelFormatKindSignedBlockCompressed6H = 28,
	cudaChannelFormatKindUnsignedBlockCompressed7 = 29,
	cudaChannelFormatKindUnsignedBlockCompressed7SRGB = 30,
	cudaChannelFormatKindUnsignedNormalized1010102 = 31
};
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

/* ---- graphs, external resources, memory pools ----------------------
 * The runtime's types that host code fills in or receives (a graph's
 * kernel node, a 3-D copy, an imported Vulkan buffer, a pool's
 * properties), as the toolkit defines them; tests/toolkit.sh checks that
 * every entry point of the real cuda_runtime_api.h is declared. */
typedef struct CUlib_st *cudaLibrary_t;
typedef struct CUkern_st *cudaKernel_t;
typedef struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef const struct cudaMipmappedArray *cudaMipmappedArray_const_t;
typedef struct CUexternalMemory_st *cudaExternalMemory_t;
typedef struct CUexternalSemaphore_st *cudaExternalSemaphore_t;
typedef struct CUuserObject_st *cudaUserObject_t;
typedef unsigned long long cudaGraphConditionalHandle;
/* the device's UUID, which cuda.h shares under this guard */
#ifndef CU_UUID_HAS_BEEN_DEFINED
#define CU_UUID_HAS_BEEN_DEFINED
typedef struct CUuuid_st {
	char bytes[16];
} CUuuid;
#endif
typedef struct CUuuid_st cudaUUID_t;
typedef struct cudaAsyncCallbackEntry *cudaAsyncCallbackHandle_t;
typedef unsigned int cudaLogIterator;
typedef struct CUlogsCallbackEntry_st *cudaLogsCallbackHandle;
typedef enum cudaLogLevel_enum { cudaLogLevelError = 0, cudaLogLevelWarning = 1 } cudaLogLevel;
typedef void (*cudaLogsCallback_t)(void *data, cudaLogLevel level, char *message, size_t length);
typedef enum cudaGraphDependencyType_enum {
	cudaGraphDependencyTypeDefault = 0, cudaGraphDependencyTypeProgrammatic = 1
} cudaGraphDependencyType;
typedef enum cudaAsyncNotificationType_enum { cudaAsyncNotificationTypeOverBudget = 0x1 }
	cudaAsyncNotificationType;
typedef struct cudaAsyncNotificationInfo {
	cudaAsyncNotificationType type;
	union { struct { unsigned long long bytesOverBudget; } overBudget; } info;
} cudaAsyncNotificationInfo_t;
typedef void (*cudaAsyncCallback)(cudaAsyncNotificationInfo_t *, void *, cudaAsyncCallbackHandle_t);
enum cudaGraphNodeType {
	cudaGraphNodeTypeKernel = 0x00, cudaGraphNodeTypeMemcpy = 0x01,
	cudaGraphNodeTypeMemset = 0x02, cudaGraphNodeTypeHost = 0x03,
	cudaGraphNodeTypeGraph = 0x04, cudaGraphNodeTypeEmpty = 0x05,
	cudaGraphNodeTypeWaitEvent = 0x06, cudaGraphNodeTypeEventRecord = 0x07,
	cudaGraphNodeTypeExtSemaphoreSignal = 0x08, cudaGraphNodeTypeExtSemaphoreWait = 0x09,
	cudaGraphNodeTypeMemAlloc = 0x0a, cudaGraphNodeTypeMemFree = 0x0b,
	cudaGraphNodeTypeConditional = 0x0d, cudaGraphNodeTypeCount
};
enum cudaGraphExecUpdateResult {
	cudaGraphExecUpdateSuccess = 0x0, cudaGraphExecUpdateError = 0x1,
	cudaGraphExecUpdateErrorTopologyChanged = 0x2,
	cudaGraphExecUpdateErrorNodeTypeChanged = 0x3,
	cudaGraphExecUpdateErrorFunctionChanged = 0x4,
	cudaGraphExecUpdateErrorParametersChanged = 0x5,
	cudaGraphExecUpdateErrorNotSupported = 0x6,
	cudaGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
	cudaGraphExecUpdateErrorAttributesChanged = 0x8
};
enum cudaGraphDebugDotFlags {
	cudaGraphDebugDotFlagsVerbose = 1<<0, cudaGraphDebugDotFlagsKernelNodeParams = 1<<2,
	cudaGraphDebugDotFlagsMemcpyNodeParams = 1<<3,
	cudaGraphDebugDotFlagsMemsetNodeParams = 1<<4,
	cudaGraphDebugDotFlagsHostNodeParams = 1<<5, cudaGraphDebugDotFlagsEventNodeParams = 1<<6,
	cudaGraphDebugDotFlagsExtSemasSignalNodeParams = 1<<7,
	cudaGraphDebugDotFlagsExtSemasWaitNodeParams = 1<<8,
	cudaGraphDebugDotFlagsKernelNodeAttributes = 1<<9, cudaGraphDebugDotFlagsHandles = 1<<10,
	cudaGraphDebugDotFlagsConditionalNodeParams = 1<<15
};
enum cudaExternalMemoryHandleType {
	cudaExternalMemoryHandleTypeOpaqueFd = 1, cudaExternalMemoryHandleTypeOpaqueWin32 = 2,
	cudaExternalMemoryHandleTypeOpaqueWin32Kmt = 3, cudaExternalMemoryHandleTypeD3D12Heap = 4,
	cudaExternalMemoryHandleTypeD3D12Resource = 5,
	cudaExternalMemoryHandleTypeD3D11Resource = 6,
	cudaExternalMemoryHandleTypeD3D11ResourceKmt = 7,
	cudaExternalMemoryHandleTypeNvSciBuf = 8
};
enum cudaExternalSemaphoreHandleType {
	cudaExternalSemaphoreHandleTypeOpaqueFd = 1,
	cudaExternalSemaphoreHandleTypeOpaqueWin32 = 2,
	cudaExternalSemaphoreHandleTypeOpaqueWin32Kmt = 3,
	cudaExternalSemaphoreHandleTypeD3D12Fence = 4,
	cudaExternalSemaphoreHandleTypeD3D11Fence = 5,
	cudaExternalSemaphoreHandleTypeNvSciSync = 6,
	cudaExternalSemaphoreHandleTypeKeyedMutex = 7,
	cudaExternalSemaphoreHandleTypeKeyedMutexKmt = 8,
	cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd = 9,
	cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32 = 10
};
enum cudaGraphInstantiateResult {
	cudaGraphInstantiateSuccess = 0, cudaGraphInstantiateError = 1,
	cudaGraphInstantiateInvalidStructure = 2,
	cudaGraphInstantiateNodeOperationNotSupported = 3,
	cudaGraphInstantiateMultipleDevicesNotSupported = 4,
	cudaGraphInstantiateConditionalHandleUnused = 5
};
enum cudaStreamCaptureStatus {
	cudaStreamCaptureStatusNone = 0, cudaStreamCaptureStatusActive = 1,
	cudaStreamCaptureStatusInvalidated = 2
};
enum cudaMemAllocationType {
	cudaMemAllocationTypeInvalid = 0x0, cudaMemAllocationTypePinned = 0x1,
	cudaMemAllocationTypeManaged = 0x2, cudaMemAllocationTypeMax = 0x7FFFFFFF
};
enum cudaMemLocationType {
	cudaMemLocationTypeInvalid = 0, cudaMemLocationTypeNone = 0,
	cudaMemLocationTypeDevice = 1, cudaMemLocationTypeHost = 2,
	cudaMemLocationTypeHostNuma = 3, cudaMemLocationTypeHostNumaCurrent = 4
};
enum cudaMemAllocationHandleType {
	cudaMemHandleTypeNone = 0x0, cudaMemHandleTypePosixFileDescriptor = 0x1,
	cudaMemHandleTypeWin32 = 0x2, cudaMemHandleTypeWin32Kmt = 0x4,
	cudaMemHandleTypeFabric = 0x8
};
enum cudaMemAccessFlags {
	cudaMemAccessFlagsProtNone = 0, cudaMemAccessFlagsProtRead = 1,
	cudaMemAccessFlagsProtReadWrite = 3
};
enum cudaGraphInstantiateFlags {
	cudaGraphInstantiateFlagAutoFreeOnLaunch = 1, cudaGraphInstantiateFlagUpload = 2,
	cudaGraphInstantiateFlagDeviceLaunch = 4, cudaGraphInstantiateFlagUseNodePriority = 8
};
enum cudaUserObjectFlags {
	cudaUserObjectNoDestructorSync = 0x1
};
enum cudaUserObjectRetainFlags {
	cudaGraphUserObjectMove = 0x1
};
enum cudaMemPoolAttr {
	cudaMemPoolReuseFollowEventDependencies = 0x1, cudaMemPoolReuseAllowOpportunistic = 0x2,
	cudaMemPoolReuseAllowInternalDependencies = 0x3, cudaMemPoolAttrReleaseThreshold = 0x4,
	cudaMemPoolAttrReservedMemCurrent = 0x5, cudaMemPoolAttrReservedMemHigh = 0x6,
	cudaMemPoolAttrUsedMemCurrent = 0x7, cudaMemPoolAttrUsedMemHigh = 0x8
};
enum cudaGraphMemAttributeType {
	cudaGraphMemAttrUsedMemCurrent = 0x0, cudaGraphMemAttrUsedMemHigh = 0x1,
	cudaGraphMemAttrReservedMemCurrent = 0x2, cudaGraphMemAttrReservedMemHigh = 0x3
};
enum cudaStreamUpdateCaptureDependenciesFlags {
	cudaStreamAddCaptureDependencies = 0x0, cudaStreamSetCaptureDependencies = 0x1
};
enum cudaFlushGPUDirectRDMAWritesTarget {
	cudaFlushGPUDirectRDMAWritesTargetCurrentDevice
};
enum cudaFlushGPUDirectRDMAWritesScope {
	cudaFlushGPUDirectRDMAWritesToOwner = 100, cudaFlushGPUDirectRDMAWritesToAllDevices = 200
};
enum cudaGetDriverEntryPointFlags {
	cudaEnableDefault = 0x0, cudaEnableLegacyStream = 0x1,
	cudaEnablePerThreadDefaultStream = 0x2
};
enum cudaDriverEntryPointQueryResult {
	cudaDriverEntryPointSuccess = 0, cudaDriverEntryPointSymbolNotFound = 1,
	cudaDriverEntryPointVersionNotSufficent = 2
};
enum cudaDeviceP2PAttr {
	cudaDevP2PAttrPerformanceRank = 1, cudaDevP2PAttrAccessSupported = 2,
	cudaDevP2PAttrNativeAtomicSupported = 3, cudaDevP2PAttrCudaArrayAccessSupported = 4,
	cudaDevP2PAttrOnlyPartialNativeAtomicSupported = 5
};
enum cudaGraphKernelNodeField {
	cudaGraphKernelNodeFieldInvalid = 0, cudaGraphKernelNodeFieldGridDim,
	cudaGraphKernelNodeFieldParam, cudaGraphKernelNodeFieldEnabled
};
enum cudaGraphConditionalNodeType {
	cudaGraphCondTypeIf = 0, cudaGraphCondTypeWhile = 1, cudaGraphCondTypeSwitch = 2
};
struct cudaKernelNodeParams {
	void* func;
	dim3 gridDim;
	dim3 blockDim;
	unsigned int sharedMemBytes;
	void **kernelParams;
	void **extra;
};
struct cudaMemcpy3DParms {
	cudaArray_t srcArray;
	struct cudaPos srcPos;
	struct cudaPitchedPtr srcPtr;
	cudaArray_t dstArray;
	struct cudaPos dstPos;
	struct cudaPitchedPtr dstPtr;
	struct cudaExtent extent;
	enum cudaMemcpyKind kind;
};
struct cudaMemcpy3DPeerParms {
	cudaArray_t srcArray;
	struct cudaPos srcPos;
	struct cudaPitchedPtr srcPtr;
	int srcDevice;
	cudaArray_t dstArray;
	struct cudaPos dstPos;
	struct cudaPitchedPtr dstPtr;
	int dstDevice;
	struct cudaExtent extent;
};
struct cudaMemsetParams {
	void *dst;
	size_t pitch;
	unsigned int value;
	unsigned int elementSize;
	size_t width;
	size_t height;
};
struct cudaHostNodeParams {
	cudaHostFn_t fn;
	void* userData;
};
struct cudaExternalMemoryHandleDesc {
	enum cudaExternalMemoryHandleType type;
	union { int fd; struct { void *handle; const void *name; } win32; const void *nvSciBufObject; } handle;
	unsigned long long size;
	unsigned int flags;
	unsigned int reserved[16];
};
struct cudaExternalMemoryBufferDesc {
	unsigned long long offset;
	unsigned long long size;
	unsigned int flags;
	unsigned int reserved[16];
};
struct cudaExternalMemoryMipmappedArrayDesc {
	unsigned long long offset;
	struct cudaChannelFormatDesc formatDesc;
	struct cudaExtent extent;
	unsigned int flags;
	unsigned int numLevels;
	unsigned int reserved[16];
};
struct cudaExternalSemaphoreHandleDesc {
	enum cudaExternalSemaphoreHandleType type;
	union { int fd; struct { void *handle; const void *name; } win32; const void* nvSciSyncObj; } handle;
	unsigned int flags;
	unsigned int reserved[16];
};
struct cudaExternalSemaphoreSignalParams {
	struct { struct { unsigned long long value; } fence; union { void *fence; unsigned long long reserved; } nvSciSync; struct { unsigned long long key; } keyedMutex; unsigned int reserved[12]; } params;
	unsigned int flags;
	unsigned int reserved[16];
};
struct cudaExternalSemaphoreWaitParams {
	struct { struct { unsigned long long value; } fence; union { void *fence; unsigned long long reserved; } nvSciSync; struct { unsigned long long key; unsigned int timeoutMs; } keyedMutex; unsigned int reserved[10]; } params;
	unsigned int flags;
	unsigned int reserved[16];
};
struct cudaMemLocation {
	enum cudaMemLocationType type;
	int id;
};
struct cudaMemAccessDesc {
	struct cudaMemLocation location;
	enum cudaMemAccessFlags flags;
};
struct cudaMemPoolProps {
	enum cudaMemAllocationType allocType;
	enum cudaMemAllocationHandleType handleTypes;
	struct cudaMemLocation location;
	void *win32SecurityAttributes;
	size_t maxSize;
	unsigned short usage;
	unsigned char reserved[54];
};
struct cudaMemPoolPtrExportData {
	unsigned char reserved[64];
};
struct cudaMemAllocNodeParams {
	struct cudaMemPoolProps poolProps;
	const struct cudaMemAccessDesc *accessDescs;
	size_t accessDescCount;
	size_t bytesize;
	void *dptr;
};
struct cudaMemFreeNodeParams {
	void *dptr;
};
struct cudaGraphEdgeData_st {
	unsigned char from_port;
	unsigned char to_port;
	unsigned char type;
	unsigned char reserved[5];
};
struct cudaGraphInstantiateParams_st {
	unsigned long long flags;
	cudaStream_t uploadStream;
	cudaGraphNode_t errNode_out;
	cudaGraphInstantiateResult result_out;
};
struct cudaGraphExecUpdateResultInfo_st {
	enum cudaGraphExecUpdateResult result;
	cudaGraphNode_t errorNode;
	cudaGraphNode_t errorFromNode;
};
struct cudaArrayMemoryRequirements {
	size_t size;
	size_t alignment;
	unsigned int reserved[4];
};
struct cudaArraySparseProperties {
	struct { unsigned int width; unsigned int height; unsigned int depth; } tileExtent;
	unsigned int miptailFirstLevel;
	unsigned long long miptailSize;
	unsigned int flags;
	unsigned int reserved[4];
};
struct cudaEventRecordNodeParams {
	cudaEvent_t event;
};
struct cudaEventWaitNodeParams {
	cudaEvent_t event;
};
enum cudaAtomicOperation {
	cudaAtomicOperationIntegerAdd = 0, cudaAtomicOperationIntegerMin = 1,
	cudaAtomicOperationIntegerMax = 2, cudaAtomicOperationIntegerIncrement = 3,
	cudaAtomicOperationIntegerDecrement = 4, cudaAtomicOperationAnd = 5, cudaAtomicOperationOr = 6,
	cudaAtomicOperationXOR = 7, cudaAtomicOperationExchange = 8, cudaAtomicOperationCAS = 9,
	cudaAtomicOperationFloatAdd = 10, cudaAtomicOperationFloatMin = 11,
	cudaAtomicOperationFloatMax = 12
};
enum cudaJitOption {
	cudaJitMaxRegisters = 0, cudaJitThreadsPerBlock = 1, cudaJitWallTime = 2,
	cudaJitInfoLogBuffer = 3, cudaJitInfoLogBufferSizeBytes = 4, cudaJitErrorLogBuffer = 5,
	cudaJitErrorLogBufferSizeBytes = 6, cudaJitOptimizationLevel = 7,
	cudaJitFallbackStrategy = 10, cudaJitGenerateDebugInfo = 11, cudaJitLogVerbose = 12,
	cudaJitGenerateLineInfo = 13, cudaJitCacheMode = 14, cudaJitPositionIndependentCode = 30,
	cudaJitMinCtaPerSm = 31, cudaJitMaxThreadsPerBlock = 32, cudaJitOverrideDirectiveValues = 33
};
enum cudaLibraryOption {
	cudaLibraryHostUniversalFunctionAndDataTable = 0, cudaLibraryBinaryIsPreserved = 1
};
enum cudaMemRangeAttribute {
	cudaMemRangeAttributeReadMostly = 1, cudaMemRangeAttributePreferredLocation = 2,
	cudaMemRangeAttributeAccessedBy = 3, cudaMemRangeAttributeLastPrefetchLocation = 4,
	cudaMemRangeAttributePreferredLocationType = 5, cudaMemRangeAttributePreferredLocationId = 6,
	cudaMemRangeAttributeLastPrefetchLocationType = 7,
	cudaMemRangeAttributeLastPrefetchLocationId = 8
};
typedef struct cudaGraphEdgeData_st cudaGraphEdgeData;
typedef struct cudaGraphInstantiateParams_st cudaGraphInstantiateParams;
typedef struct cudaGraphExecUpdateResultInfo_st cudaGraphExecUpdateResultInfo;
typedef enum cudaGraphInstantiateResult cudaGraphInstantiateResult;
#define cudaStreamAttrID cudaLaunchAttributeID
#define cudaStreamAttrValue cudaLaunchAttributeValue
#define cudaKernelNodeAttrID cudaLaunchAttributeID
#define cudaKernelNodeAttrValue cudaLaunchAttributeValue
#define cudaStreamAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow
#define cudaKernelNodeAttributeAccessPolicyWindow cudaLaunchAttributeAccessPolicyWindow

/* the runtime's other enumerations, for host code that names their values */
enum cudaGraphicsCubeFace {
	cudaGraphicsCubeFacePositiveX = 0x00, cudaGraphicsCubeFaceNegativeX = 0x01,
	cudaGraphicsCubeFacePositiveY = 0x02, cudaGraphicsCubeFaceNegativeY = 0x03,
	cudaGraphicsCubeFacePositiveZ = 0x04, cudaGraphicsCubeFaceNegativeZ = 0x05
};
enum cudaResourceViewFormat {
	cudaResViewFormatNone = 0x00, cudaResViewFormatUnsignedChar1 = 0x01,
	cudaResViewFormatUnsignedChar2 = 0x02, cudaResViewFormatUnsignedChar4 = 0x03,
	cudaResViewFormatSignedChar1 = 0x04, cudaResViewFormatSignedChar2 = 0x05,
	cudaResViewFormatSignedChar4 = 0x06, cudaResViewFormatUnsignedShort1 = 0x07,
	cudaResViewFormatUnsignedShort2 = 0x08, cudaResViewFormatUnsignedShort4 = 0x09,
	cudaResViewFormatSignedShort1 = 0x0a, cudaResViewFormatSignedShort2 = 0x0b,
	cudaResViewFormatSignedShort4 = 0x0c, cudaResViewFormatUnsignedInt1 = 0x0d,
	cudaResViewFormatUnsignedInt2 = 0x0e, cudaResViewFormatUnsignedInt4 = 0x0f,
	cudaResViewFormatSignedInt1 = 0x10, cudaResViewFormatSignedInt2 = 0x11,
	cudaResViewFormatSignedInt4 = 0x12, cudaResViewFormatHalf1 = 0x13,
	cudaResViewFormatHalf2 = 0x14, cudaResViewFormatHalf4 = 0x15,
	cudaResViewFormatFloat1 = 0x16, cudaResViewFormatFloat2 = 0x17,
	cudaResViewFormatFloat4 = 0x18, cudaResViewFormatUnsignedBlockCompressed1 = 0x19,
	cudaResViewFormatUnsignedBlockCompressed2 = 0x1a,
	cudaResViewFormatUnsignedBlockCompressed3 = 0x1b,
	cudaResViewFormatUnsignedBlockCompressed4 = 0x1c,
	cudaResViewFormatSignedBlockCompressed4 = 0x1d,
	cudaResViewFormatUnsignedBlockCompressed5 = 0x1e,
	cudaResViewFormatSignedBlockCompressed5 = 0x1f,
	cudaResViewFormatUnsignedBlockCompressed6H = 0x20,
	cudaResViewFormatSignedBlockCompressed6H = 0x21,
	cudaResViewFormatUnsignedBlockCompressed7 = 0x22
};
enum cudaFlushGPUDirectRDMAWritesOptions {
	cudaFlushGPUDirectRDMAWritesOptionHost = 1<<0,
	cudaFlushGPUDirectRDMAWritesOptionMemOps = 1<<1
};
enum cudaGPUDirectRDMAWritesOrdering {
	cudaGPUDirectRDMAWritesOrderingNone = 0, cudaGPUDirectRDMAWritesOrderingOwner = 100,
	cudaGPUDirectRDMAWritesOrderingAllDevices = 200
};
enum cudaMemcpyFlags {
	cudaMemcpyFlagDefault = 0x0, cudaMemcpyFlagPreferOverlapWithCompute = 0x1
};
enum cudaMemcpySrcAccessOrder {
	cudaMemcpySrcAccessOrderInvalid = 0x0, cudaMemcpySrcAccessOrderStream = 0x1,
	cudaMemcpySrcAccessOrderDuringApiCall = 0x2, cudaMemcpySrcAccessOrderAny = 0x3,
	cudaMemcpySrcAccessOrderMax = 0x7FFFFFFF
};
enum cudaMemcpy3DOperandType {
	cudaMemcpyOperandTypePointer = 0x1, cudaMemcpyOperandTypeArray = 0x2,
	cudaMemcpyOperandTypeMax = 0x7FFFFFFF
};
enum cudaAtomicOperationCapability {
	cudaAtomicCapabilitySigned = 1u<<0, cudaAtomicCapabilityUnsigned = 1u<<1,
	cudaAtomicCapabilityReduction = 1u<<2, cudaAtomicCapabilityScalar32 = 1u<<3,
	cudaAtomicCapabilityScalar64 = 1u<<4, cudaAtomicCapabilityScalar128 = 1u<<5,
	cudaAtomicCapabilityVector32x4 = 1u<<6
};
enum cudaJit_CacheMode {
	cudaJitCacheOptionNone = 0, cudaJitCacheOptionCG, cudaJitCacheOptionCA
};
enum cudaJit_Fallback {
	cudaPreferPtx = 0, cudaPreferBinary
};
enum cudaCGScope {
	cudaCGScopeInvalid = 0, cudaCGScopeGrid = 1, cudaCGScopeReserved = 2
};
enum cudaGraphConditionalHandleFlags {
	cudaGraphCondAssignDefault = 1
};
enum cudaGraphChildGraphNodeOwnership {
	cudaGraphChildGraphOwnershipClone = 0, cudaGraphChildGraphOwnershipMove = 1
};
enum cudaDeviceNumaConfig {
	cudaDeviceNumaConfigNone = 0, cudaDeviceNumaConfigNumaNode
};
enum cudaSurfaceBoundaryMode {
	cudaBoundaryModeZero = 0, cudaBoundaryModeClamp = 1, cudaBoundaryModeTrap = 2
};
enum cudaSurfaceFormatMode {
	cudaFormatModeForced = 0, cudaFormatModeAuto = 1
};

#endif
