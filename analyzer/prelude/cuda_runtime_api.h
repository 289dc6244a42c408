/*
 * cuda_runtime_api.h - the CUDA runtime's host functions: memory, devices,
 * errors, streams, events, graphs, occupancy and launches.  Declarations
 * only.  The templates that take a kernel itself (cudaFuncSetAttribute,
 * cudaLaunchKernel, cudaOccupancy*) are declared beside the void pointer
 * forms, as the runtime offers both.  A launch through cudaLaunchKernel
 * is not a <<<...>>> launch: the front end does not read its shape.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_RUNTIME_API_H
#define WARPCHECK_PRELUDE_CUDA_RUNTIME_API_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_RUNTIME_API_H__

#include <cuda_runtime.h>
#include <driver_types.h>
#include <library_types.h>

/* memory */
__host__ cudaError_t cudaMalloc(void **p, size_t n);
template <typename T> __host__ cudaError_t cudaMalloc(T **p, size_t n)
{ return cudaMalloc((void **)p, n); }
__host__ cudaError_t cudaMallocHost(void **p, size_t n);
template <typename T> __host__ cudaError_t cudaMallocHost(T **p, size_t n, unsigned flags = 0);
__host__ cudaError_t cudaHostAlloc(void **p, size_t n, unsigned flags);
template <typename T> __host__ cudaError_t cudaHostAlloc(T **p, size_t n, unsigned flags);
__host__ cudaError_t cudaMallocManaged(void **p, size_t n, unsigned flags = cudaMemAttachGlobal);
template <typename T> __host__ cudaError_t cudaMallocManaged(T **p, size_t n,
							     unsigned flags = cudaMemAttachGlobal);
__host__ cudaError_t cudaMallocPitch(void **p, size_t *pitch, size_t width, size_t height);
template <typename T> __host__ cudaError_t cudaMallocPitch(T **p, size_t *pitch, size_t width,
							   size_t height);
__host__ cudaError_t cudaMallocAsync(void **p, size_t n, cudaStream_t s);
template <typename T> __host__ cudaError_t cudaMallocAsync(T **p, size_t n, cudaStream_t s);
__host__ cudaError_t cudaFree(void *p);
__host__ cudaError_t cudaFreeHost(void *p);
__host__ cudaError_t cudaFreeAsync(void *p, cudaStream_t s);
__host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n,
				     cudaMemcpyKind k, cudaStream_t s = 0);
__host__ cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
				  size_t width, size_t height, cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
				       size_t width, size_t height, cudaMemcpyKind k,
				       cudaStream_t s = 0);
__host__ cudaError_t cudaMemcpyPeer(void *dst, int dst_device, const void *src, int src_device,
				    size_t n);
__host__ cudaError_t cudaMemcpyPeerAsync(void *dst, int dst_device, const void *src,
					 int src_device, size_t n, cudaStream_t s = 0);
__host__ cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t n,
					size_t offset = 0, cudaMemcpyKind k = cudaMemcpyHostToDevice);
__host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t n,
					  size_t offset = 0, cudaMemcpyKind k = cudaMemcpyDeviceToHost);
__host__ cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t n,
					     size_t offset, cudaMemcpyKind k, cudaStream_t s = 0);
__host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t n,
					       size_t offset, cudaMemcpyKind k, cudaStream_t s = 0);
template <typename T> __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src,
							      size_t n, size_t offset = 0,
							      cudaMemcpyKind k = cudaMemcpyHostToDevice);
template <typename T> __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol,
								size_t n, size_t offset = 0,
								cudaMemcpyKind k = cudaMemcpyDeviceToHost);
template <typename T> __host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src,
								   size_t n, size_t offset = 0,
								   cudaMemcpyKind k = cudaMemcpyHostToDevice,
								   cudaStream_t s = 0);
template <typename T> __host__ cudaError_t cudaGetSymbolAddress(void **p, const T &symbol);
__host__ cudaError_t cudaMemset(void *p, int v, size_t n);
__host__ cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t s = 0);
__host__ cudaError_t cudaMemset2D(void *p, size_t pitch, int v, size_t width, size_t height);
__host__ cudaError_t cudaMemGetInfo(size_t *free_bytes, size_t *total_bytes);
__host__ cudaError_t cudaMemPrefetchAsync(const void *p, size_t n, int device, cudaStream_t s = 0);
__host__ cudaError_t cudaMemAdvise(const void *p, size_t n, enum cudaMemoryAdvise advice, int device);
__host__ cudaError_t cudaHostRegister(void *p, size_t n, unsigned flags);
__host__ cudaError_t cudaHostUnregister(void *p);
__host__ cudaError_t cudaHostGetDevicePointer(void **dev, void *host, unsigned flags);
__host__ cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *attr, const void *p);
__host__ struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d);
__host__ struct cudaPitchedPtr make_cudaPitchedPtr(void *p, size_t pitch, size_t xsize, size_t ysize);
__host__ struct cudaPos make_cudaPos(size_t x, size_t y, size_t z);

/* devices */
__host__ cudaError_t cudaSetDevice(int);
__host__ cudaError_t cudaGetDevice(int *);
__host__ cudaError_t cudaGetDeviceCount(int *);
__host__ cudaError_t cudaSetDeviceFlags(unsigned);
__host__ cudaError_t cudaGetDeviceProperties(cudaDeviceProp *, int);
__host__ cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
__host__ cudaError_t cudaChooseDevice(int *device, const cudaDeviceProp *prop);
__host__ cudaError_t cudaDeviceSynchronize(void);
/* programmatic dependent launch, from device code (the toolkit's
 * cuda_device_runtime_api.h): a kernel waits for the grid before it, or
 * lets the one after it start */
__device__ void cudaTriggerProgrammaticLaunchCompletion(void);
__device__ void cudaGridDependencySynchronize(void);
/* a conditional graph node's value, set by a kernel of its body */
__device__ void cudaGraphSetConditional(cudaGraphConditionalHandle handle, unsigned value);
/* a launch from device code written out (what <<< >>> in a kernel
 * becomes) */
__device__ void *cudaGetParameterBuffer(size_t alignment, size_t size);
__device__ void *cudaGetParameterBufferV2(void *func, dim3 grid, dim3 block, unsigned shared);
__device__ cudaError_t cudaLaunchDevice(void *func, void *params, dim3 grid, dim3 block,
					unsigned shared, cudaStream_t stream);
__device__ cudaError_t cudaLaunchDeviceV2(void *params, cudaStream_t stream);
__host__ cudaError_t cudaDeviceReset(void);
__host__ cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
__host__ cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit);
__host__ cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache config);
__host__ cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
__host__ cudaError_t cudaDeviceCanAccessPeer(int *can, int device, int peer);
__host__ cudaError_t cudaDeviceEnablePeerAccess(int peer, unsigned flags);
__host__ cudaError_t cudaDeviceDisablePeerAccess(int peer);
__host__ cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest);
__host__ cudaError_t cudaDriverGetVersion(int *);
__host__ cudaError_t cudaRuntimeGetVersion(int *);
__host__ cudaError_t cudaThreadSynchronize(void);

/* errors */
__host__ __device__ cudaError_t cudaGetLastError(void);
__host__ __device__ cudaError_t cudaPeekAtLastError(void);
__host__ __device__ const char *cudaGetErrorString(cudaError_t);
__host__ __device__ const char *cudaGetErrorName(cudaError_t);

/* streams and events */
__host__ cudaError_t cudaStreamCreate(cudaStream_t *);
__host__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *, unsigned flags);
__host__ cudaError_t cudaStreamCreateWithPriority(cudaStream_t *, unsigned flags, int priority);
__host__ cudaError_t cudaStreamSynchronize(cudaStream_t);
__host__ cudaError_t cudaStreamQuery(cudaStream_t);
__host__ cudaError_t cudaStreamDestroy(cudaStream_t);
__host__ cudaError_t cudaStreamWaitEvent(cudaStream_t, cudaEvent_t, unsigned flags = 0);
__host__ cudaError_t cudaStreamAddCallback(cudaStream_t, cudaStreamCallback_t, void *data,
					   unsigned flags);
__host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t, void *p, size_t n = 0,
					      unsigned flags = cudaMemAttachHost);
__host__ cudaError_t cudaStreamBeginCapture(cudaStream_t, enum cudaStreamCaptureMode mode);
__host__ cudaError_t cudaStreamEndCapture(cudaStream_t, cudaGraph_t *);
__host__ cudaError_t cudaLaunchHostFunc(cudaStream_t, cudaHostFn_t fn, void *data);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *);
/* memory and events shared between processes */
typedef struct cudaIpcMemHandle_st { char reserved[64]; } cudaIpcMemHandle_t;
typedef struct cudaIpcEventHandle_st { char reserved[64]; } cudaIpcEventHandle_t;
#define cudaIpcMemLazyEnablePeerAccess 0x01
__host__ cudaError_t cudaIpcGetMemHandle(cudaIpcMemHandle_t *handle, void *ptr);
__host__ cudaError_t cudaIpcOpenMemHandle(void **ptr, cudaIpcMemHandle_t handle, unsigned flags);
__host__ cudaError_t cudaIpcCloseMemHandle(void *ptr);
__host__ cudaError_t cudaIpcGetEventHandle(cudaIpcEventHandle_t *handle, cudaEvent_t event);
__host__ cudaError_t cudaIpcOpenEventHandle(cudaEvent_t *event, cudaIpcEventHandle_t handle);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *, unsigned flags);
__host__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *, unsigned flags);
__host__ cudaError_t cudaEventRecord(cudaEvent_t, cudaStream_t s = 0);
__host__ cudaError_t cudaEventQuery(cudaEvent_t);
__host__ cudaError_t cudaEventSynchronize(cudaEvent_t);
__host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
__host__ cudaError_t cudaEventDestroy(cudaEvent_t);

/* graphs */
__host__ cudaError_t cudaGraphCreate(cudaGraph_t *, unsigned flags);
__host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *, cudaGraph_t, unsigned long long flags = 0);
__host__ cudaError_t cudaGraphLaunch(cudaGraphExec_t, cudaStream_t);
__host__ cudaError_t cudaGraphExecDestroy(cudaGraphExec_t);
__host__ cudaError_t cudaGraphDestroy(cudaGraph_t);

/* kernels: attributes, occupancy, launches */
__host__ cudaError_t cudaFuncSetAttribute(const void *, int, int);
template <typename T> __host__ cudaError_t cudaFuncSetAttribute(T *kernel, enum cudaFuncAttribute attr,
								int value);
__host__ cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *, const void *kernel);
template <typename T> __host__ cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *, T *kernel);
__host__ cudaError_t cudaFuncSetCacheConfig(const void *kernel, enum cudaFuncCache config);
template <typename T> __host__ cudaError_t cudaFuncSetCacheConfig(T *kernel, enum cudaFuncCache config);
__host__ cudaError_t cudaFuncSetSharedMemConfig(const void *kernel, enum cudaSharedMemConfig config);
template <typename T> __host__ cudaError_t cudaFuncSetSharedMemConfig(T *kernel,
								      enum cudaSharedMemConfig config);
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, const void *kernel,
								   int block_size, size_t dynamic_smem);
template <typename T>
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *blocks, T kernel,
								   int block_size, size_t dynamic_smem);
template <typename T>
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *blocks, T kernel,
									    int block_size,
									    size_t dynamic_smem,
									    unsigned flags);
template <typename T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *min_grid_size, int *block_size, T kernel,
							size_t dynamic_smem = 0, int block_size_limit = 0);
template <typename F, typename T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *min_grid_size, int *block_size,
								    T kernel, F smem_of_block_size,
								    int block_size_limit = 0);
template <typename T>
__host__ cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *smem, T kernel, int blocks,
							       int block_size);
template <typename T>
__host__ cudaError_t cudaOccupancyMaxActiveClusters(int *clusters, T kernel,
						    const cudaLaunchConfig_t *config);
__host__ cudaError_t cudaLaunchKernel(const void *kernel, dim3 grid, dim3 block, void **args,
				      size_t shared = 0, cudaStream_t s = 0);
template <typename T>
__host__ cudaError_t cudaLaunchKernel(T *kernel, dim3 grid, dim3 block, void **args,
				      size_t shared = 0, cudaStream_t s = 0);
__host__ cudaError_t cudaLaunchCooperativeKernel(const void *kernel, dim3 grid, dim3 block,
						 void **args, size_t shared = 0, cudaStream_t s = 0);
template <typename T>
__host__ cudaError_t cudaLaunchCooperativeKernel(T *kernel, dim3 grid, dim3 block, void **args,
						 size_t shared = 0, cudaStream_t s = 0);
__host__ cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *kernel,
					 void **args);
template <typename... Params, typename... Args>
__host__ cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(Params...),
					Args &&...args);

/* texture objects */
__host__ cudaError_t cudaCreateTextureObject(cudaTextureObject_t *, const struct cudaResourceDesc *,
					     const struct cudaTextureDesc *,
					     const struct cudaResourceViewDesc *);
__host__ cudaError_t cudaDestroyTextureObject(cudaTextureObject_t);
__host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w,
							    enum cudaChannelFormatKind f);
template <typename T> __host__ struct cudaChannelFormatDesc cudaCreateChannelDesc(void);
__host__ cudaError_t cudaMallocArray(cudaArray_t *, const struct cudaChannelFormatDesc *,
				     size_t width, size_t height = 0, unsigned flags = 0);
__host__ cudaError_t cudaFreeArray(cudaArray_t);
__host__ cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t w_offset, size_t h_offset,
					 const void *src, size_t spitch, size_t width, size_t height,
					 cudaMemcpyKind k);
template <typename T> __device__ T tex1Dfetch(cudaTextureObject_t, int);
template <typename T> __device__ T tex1D(cudaTextureObject_t, float);
template <typename T> __device__ T tex2D(cudaTextureObject_t, float, float);
template <typename T> __device__ T tex3D(cudaTextureObject_t, float, float, float);

/* graphics interop, the part every API shares (cuda_gl_interop.h has GL's) */
__host__ cudaError_t cudaGraphicsMapResources(int count, cudaGraphicsResource_t *res,
					      cudaStream_t s = 0);
__host__ cudaError_t cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *res,
						cudaStream_t s = 0);
__host__ cudaError_t cudaGraphicsResourceGetMappedPointer(void **p, size_t *n,
							  cudaGraphicsResource_t res);
__host__ cudaError_t cudaGraphicsSubResourceGetMappedArray(cudaArray_t *, cudaGraphicsResource_t res,
							   unsigned index, unsigned level);
__host__ cudaError_t cudaGraphicsUnregisterResource(cudaGraphicsResource_t res);
__host__ cudaError_t cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t res, unsigned flags);

/* the rest of the runtime's entry points, declared for host code that
 * calls them (graphs built node by node, external memory and
 * semaphores, memory pools, libraries, logs): tests/toolkit.sh checks
 * the list against a real cuda_runtime_api.h */
__host__ cudaError_t cudaArrayGetInfo(struct cudaChannelFormatDesc *desc, struct cudaExtent *extent,
                                      unsigned int *flags, cudaArray_t array);
__host__ cudaError_t cudaArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements,
                                                    cudaArray_t array, int device);
__host__ cudaError_t cudaArrayGetPlane(cudaArray_t *pPlaneArray, cudaArray_t hArray,
                                       unsigned int planeIdx);
__host__ cudaError_t cudaArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties,
                                                  cudaArray_t array);
__host__ cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject,
                                             const struct cudaResourceDesc *pResDesc);
__host__ cudaError_t cudaCtxResetPersistingL2Cache(void);
__host__ cudaError_t cudaDestroyExternalMemory(cudaExternalMemory_t extMem);
__host__ cudaError_t cudaDestroyExternalSemaphore(cudaExternalSemaphore_t extSem);
__host__ cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject);
__host__ cudaError_t cudaDeviceFlushGPUDirectRDMAWrites(enum cudaFlushGPUDirectRDMAWritesTarget target,
                                                        enum cudaFlushGPUDirectRDMAWritesScope scope);
__host__ cudaError_t cudaDeviceGetByPCIBusId(int *device, const char *pciBusId);
__host__ cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
__host__ cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *memPool, int device);
__host__ cudaError_t cudaDeviceGetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr,
                                                    void* value);
__host__ cudaError_t cudaDeviceGetHostAtomicCapabilities(unsigned int *capabilities,
                                                         const enum cudaAtomicOperation* operations,
                                                         unsigned int count, int device);
__host__ cudaError_t cudaDeviceGetMemPool(cudaMemPool_t *memPool, int device);
__host__ cudaError_t cudaDeviceGetNvSciSyncAttributes(void *nvSciSyncAttrList, int device,
                                                      int flags);
__host__ cudaError_t cudaDeviceGetP2PAtomicCapabilities(unsigned int *capabilities,
                                                        const enum cudaAtomicOperation *operations,
                                                        unsigned int count, int srcDevice,
                                                        int dstDevice);
__host__ cudaError_t cudaDeviceGetP2PAttribute(int *value, enum cudaDeviceP2PAttr attr,
                                               int srcDevice, int dstDevice);
__host__ cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len, int device);
__host__ cudaError_t cudaDeviceGetSharedMemConfig(enum cudaSharedMemConfig *pConfig);
__host__ cudaError_t cudaDeviceGetTexture1DLinearMaxWidth(size_t *maxWidthInElements,
                                                          const struct cudaChannelFormatDesc *fmtDesc,
                                                          int device);
__host__ cudaError_t cudaDeviceGraphMemTrim(int device);
__host__ cudaError_t cudaDeviceRegisterAsyncNotification(int device, cudaAsyncCallback callbackFunc,
                                                         void* userData,
                                                         cudaAsyncCallbackHandle_t* callback);
__host__ cudaError_t cudaDeviceSetGraphMemAttribute(int device, enum cudaGraphMemAttributeType attr,
                                                    void* value);
__host__ cudaError_t cudaDeviceSetMemPool(int device, cudaMemPool_t memPool);
__host__ cudaError_t cudaDeviceUnregisterAsyncNotification(int device,
                                                           cudaAsyncCallbackHandle_t callback);
__host__ cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream = 0,
                                              unsigned int flags = 0);
__host__ cudaError_t cudaExternalMemoryGetMappedBuffer(void **devPtr, cudaExternalMemory_t extMem,
                                                       const struct cudaExternalMemoryBufferDesc *bufferDesc);
__host__ cudaError_t cudaExternalMemoryGetMappedMipmappedArray(cudaMipmappedArray_t *mipmap,
                                                               cudaExternalMemory_t extMem,
                                                               const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc);
__host__ cudaError_t cudaFreeMipmappedArray(cudaMipmappedArray_t mipmappedArray);
__host__ cudaError_t cudaFuncGetName(const char **name, const void *func);
__host__ cudaError_t cudaFuncGetParamInfo(const void *func, size_t paramIndex, size_t *paramOffset,
                                          size_t *paramSize);
__host__ cudaError_t cudaGetChannelDesc(struct cudaChannelFormatDesc *desc,
                                        cudaArray_const_t array);
__host__ cudaError_t cudaGetDeviceFlags(unsigned int *flags);
__host__ cudaError_t cudaGetDriverEntryPoint(const char *symbol, void **funcPtr,
                                             unsigned long long flags,
                                             enum cudaDriverEntryPointQueryResult *driverStatus);
__host__ cudaError_t cudaGetDriverEntryPointByVersion(const char *symbol, void **funcPtr,
                                                      unsigned int cudaVersion,
                                                      unsigned long long flags,
                                                      enum cudaDriverEntryPointQueryResult *driverStatus = NULL);
__host__ cudaError_t cudaGetExportTable(const void **ppExportTable,
                                        const cudaUUID_t *pExportTableId);
__host__ cudaError_t cudaGetFuncBySymbol(cudaFunction_t* functionPtr, const void* symbolPtr);
__host__ cudaError_t cudaGetKernel(cudaKernel_t *kernelPtr, const void *entryFuncAddr);
__host__ cudaError_t cudaGetMipmappedArrayLevel(cudaArray_t *levelArray,
                                                cudaMipmappedArray_const_t mipmappedArray,
                                                unsigned int level);
__host__ cudaError_t cudaGetSurfaceObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                                      cudaSurfaceObject_t surfObject);
__host__ cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);
__host__ cudaError_t cudaGetTextureObjectResourceDesc(struct cudaResourceDesc *pResDesc,
                                                      cudaTextureObject_t texObject);
__host__ cudaError_t cudaGetTextureObjectResourceViewDesc(struct cudaResourceViewDesc *pResViewDesc,
                                                          cudaTextureObject_t texObject);
__host__ cudaError_t cudaGetTextureObjectTextureDesc(struct cudaTextureDesc *pTexDesc,
                                                     cudaTextureObject_t texObject);
__host__ cudaError_t cudaGraphAddChildGraphNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                const cudaGraphNode_t *pDependencies,
                                                size_t numDependencies, cudaGraph_t childGraph);
__host__ cudaError_t cudaGraphAddDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                              const cudaGraphNode_t *to,
                                              const cudaGraphEdgeData *edgeData,
                                              size_t numDependencies);
__host__ cudaError_t cudaGraphAddEmptyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                           const cudaGraphNode_t *pDependencies,
                                           size_t numDependencies);
__host__ cudaError_t cudaGraphAddEventRecordNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                 const cudaGraphNode_t *pDependencies,
                                                 size_t numDependencies, cudaEvent_t event);
__host__ cudaError_t cudaGraphAddEventWaitNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies,
                                               size_t numDependencies, cudaEvent_t event);
__host__ cudaError_t cudaGraphAddExternalSemaphoresSignalNode(cudaGraphNode_t *pGraphNode,
                                                              cudaGraph_t graph,
                                                              const cudaGraphNode_t *pDependencies,
                                                              size_t numDependencies,
                                                              const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);
__host__ cudaError_t cudaGraphAddExternalSemaphoresWaitNode(cudaGraphNode_t *pGraphNode,
                                                            cudaGraph_t graph,
                                                            const cudaGraphNode_t *pDependencies,
                                                            size_t numDependencies,
                                                            const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);
__host__ cudaError_t cudaGraphAddHostNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                          const cudaGraphNode_t *pDependencies,
                                          size_t numDependencies,
                                          const struct cudaHostNodeParams *pNodeParams);
__host__ cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                            const cudaGraphNode_t *pDependencies,
                                            size_t numDependencies,
                                            const struct cudaKernelNodeParams *pNodeParams);
__host__ cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                              const cudaGraphNode_t *pDependencies,
                                              size_t numDependencies,
                                              struct cudaMemAllocNodeParams *nodeParams);
__host__ cudaError_t cudaGraphAddMemFreeNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies, void *dptr);
__host__ cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                            const cudaGraphNode_t *pDependencies,
                                            size_t numDependencies,
                                            const struct cudaMemcpy3DParms *pCopyParams);
__host__ cudaError_t cudaGraphAddMemcpyNode1D(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                              const cudaGraphNode_t *pDependencies,
                                              size_t numDependencies, void* dst, const void* src,
                                              size_t count, enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphAddMemcpyNodeFromSymbol(cudaGraphNode_t* pGraphNode,
                                                      cudaGraph_t graph,
                                                      const cudaGraphNode_t* pDependencies,
                                                      size_t numDependencies, void* dst,
                                                      const void* symbol, size_t count,
                                                      size_t offset, enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphAddMemcpyNodeToSymbol(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                    const cudaGraphNode_t *pDependencies,
                                                    size_t numDependencies, const void* symbol,
                                                    const void* src, size_t count, size_t offset,
                                                    enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                            const cudaGraphNode_t *pDependencies,
                                            size_t numDependencies,
                                            const struct cudaMemsetParams *pMemsetParams);
__host__ cudaError_t cudaGraphAddNode(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                      const cudaGraphNode_t *pDependencies,
                                      const cudaGraphEdgeData *dependencyData,
                                      size_t numDependencies,
                                      struct cudaGraphNodeParams *nodeParams);
__host__ cudaError_t cudaGraphChildGraphNodeGetGraph(cudaGraphNode_t node, cudaGraph_t *pGraph);
__host__ cudaError_t cudaGraphClone(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph);
__host__ cudaError_t cudaGraphConditionalHandleCreate(cudaGraphConditionalHandle *pHandle_out,
                                                      cudaGraph_t graph,
                                                      unsigned int defaultLaunchValue = 0,
                                                      unsigned int flags = 0);
__host__ cudaError_t cudaGraphDebugDotPrint(cudaGraph_t graph, const char *path,
                                            unsigned int flags);
__host__ cudaError_t cudaGraphDestroyNode(cudaGraphNode_t node);
__host__ cudaError_t cudaGraphEventRecordNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out);
__host__ cudaError_t cudaGraphEventRecordNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event);
__host__ cudaError_t cudaGraphEventWaitNodeGetEvent(cudaGraphNode_t node, cudaEvent_t *event_out);
__host__ cudaError_t cudaGraphEventWaitNodeSetEvent(cudaGraphNode_t node, cudaEvent_t event);
__host__ cudaError_t cudaGraphExecChildGraphNodeSetParams(cudaGraphExec_t hGraphExec,
                                                          cudaGraphNode_t node,
                                                          cudaGraph_t childGraph);
__host__ cudaError_t cudaGraphExecEventRecordNodeSetEvent(cudaGraphExec_t hGraphExec,
                                                          cudaGraphNode_t hNode, cudaEvent_t event);
__host__ cudaError_t cudaGraphExecEventWaitNodeSetEvent(cudaGraphExec_t hGraphExec,
                                                        cudaGraphNode_t hNode, cudaEvent_t event);
__host__ cudaError_t cudaGraphExecExternalSemaphoresSignalNodeSetParams(cudaGraphExec_t hGraphExec,
                                                                        cudaGraphNode_t hNode,
                                                                        const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);
__host__ cudaError_t cudaGraphExecExternalSemaphoresWaitNodeSetParams(cudaGraphExec_t hGraphExec,
                                                                      cudaGraphNode_t hNode,
                                                                      const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);
__host__ cudaError_t cudaGraphExecGetFlags(cudaGraphExec_t graphExec, unsigned long long *flags);
__host__ cudaError_t cudaGraphExecHostNodeSetParams(cudaGraphExec_t hGraphExec,
                                                    cudaGraphNode_t node,
                                                    const struct cudaHostNodeParams *pNodeParams);
__host__ cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t hGraphExec,
                                                      cudaGraphNode_t node,
                                                      const struct cudaKernelNodeParams *pNodeParams);
__host__ cudaError_t cudaGraphExecMemcpyNodeSetParams(cudaGraphExec_t hGraphExec,
                                                      cudaGraphNode_t node,
                                                      const struct cudaMemcpy3DParms *pNodeParams);
__host__ cudaError_t cudaGraphExecMemcpyNodeSetParams1D(cudaGraphExec_t hGraphExec,
                                                        cudaGraphNode_t node, void* dst,
                                                        const void* src, size_t count,
                                                        enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphExecMemcpyNodeSetParamsFromSymbol(cudaGraphExec_t hGraphExec,
                                                                cudaGraphNode_t node, void* dst,
                                                                const void* symbol, size_t count,
                                                                size_t offset,
                                                                enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphExecMemcpyNodeSetParamsToSymbol(cudaGraphExec_t hGraphExec,
                                                              cudaGraphNode_t node,
                                                              const void* symbol, const void* src,
                                                              size_t count, size_t offset,
                                                              enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t hGraphExec,
                                                      cudaGraphNode_t node,
                                                      const struct cudaMemsetParams *pNodeParams);
__host__ cudaError_t cudaGraphExecNodeSetParams(cudaGraphExec_t graphExec, cudaGraphNode_t node,
                                                struct cudaGraphNodeParams *nodeParams);
__host__ cudaError_t cudaGraphExecUpdate(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                         cudaGraphExecUpdateResultInfo *resultInfo);
__host__ cudaError_t cudaGraphExternalSemaphoresSignalNodeGetParams(cudaGraphNode_t hNode,
                                                                    struct cudaExternalSemaphoreSignalNodeParams *params_out);
__host__ cudaError_t cudaGraphExternalSemaphoresSignalNodeSetParams(cudaGraphNode_t hNode,
                                                                    const struct cudaExternalSemaphoreSignalNodeParams *nodeParams);
__host__ cudaError_t cudaGraphExternalSemaphoresWaitNodeGetParams(cudaGraphNode_t hNode,
                                                                  struct cudaExternalSemaphoreWaitNodeParams *params_out);
__host__ cudaError_t cudaGraphExternalSemaphoresWaitNodeSetParams(cudaGraphNode_t hNode,
                                                                  const struct cudaExternalSemaphoreWaitNodeParams *nodeParams);
__host__ cudaError_t cudaGraphGetEdges(cudaGraph_t graph, cudaGraphNode_t *from,
                                       cudaGraphNode_t *to, cudaGraphEdgeData *edgeData,
                                       size_t *numEdges);
__host__ cudaError_t cudaGraphGetNodes(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes);
__host__ cudaError_t cudaGraphGetRootNodes(cudaGraph_t graph, cudaGraphNode_t *pRootNodes,
                                           size_t *pNumRootNodes);
__host__ cudaError_t cudaGraphHostNodeGetParams(cudaGraphNode_t node,
                                                struct cudaHostNodeParams *pNodeParams);
__host__ cudaError_t cudaGraphHostNodeSetParams(cudaGraphNode_t node,
                                                const struct cudaHostNodeParams *pNodeParams);
__host__ cudaError_t cudaGraphInstantiateWithFlags(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                   unsigned long long flags = 0);
__host__ cudaError_t cudaGraphInstantiateWithParams(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                    cudaGraphInstantiateParams *instantiateParams);
__host__ cudaError_t cudaGraphKernelNodeCopyAttributes(cudaGraphNode_t hDst, cudaGraphNode_t hSrc);
__host__ cudaError_t cudaGraphKernelNodeGetAttribute(cudaGraphNode_t hNode,
                                                     cudaKernelNodeAttrID attr,
                                                     cudaKernelNodeAttrValue *value_out);
__host__ cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t node,
                                                  struct cudaKernelNodeParams *pNodeParams);
__host__ cudaError_t cudaGraphKernelNodeSetAttribute(cudaGraphNode_t hNode,
                                                     cudaKernelNodeAttrID attr,
                                                     const cudaKernelNodeAttrValue *value);
__host__ cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t node,
                                                  const struct cudaKernelNodeParams *pNodeParams);
__host__ cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t node,
                                                    struct cudaMemAllocNodeParams *params_out);
__host__ cudaError_t cudaGraphMemFreeNodeGetParams(cudaGraphNode_t node, void *dptr_out);
__host__ cudaError_t cudaGraphMemcpyNodeGetParams(cudaGraphNode_t node,
                                                  struct cudaMemcpy3DParms *pNodeParams);
__host__ cudaError_t cudaGraphMemcpyNodeSetParams(cudaGraphNode_t node,
                                                  const struct cudaMemcpy3DParms *pNodeParams);
__host__ cudaError_t cudaGraphMemcpyNodeSetParams1D(cudaGraphNode_t node, void* dst,
                                                    const void* src, size_t count,
                                                    enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphMemcpyNodeSetParamsFromSymbol(cudaGraphNode_t node, void* dst,
                                                            const void* symbol, size_t count,
                                                            size_t offset,
                                                            enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphMemcpyNodeSetParamsToSymbol(cudaGraphNode_t node, const void* symbol,
                                                          const void* src, size_t count,
                                                          size_t offset, enum cudaMemcpyKind kind);
__host__ cudaError_t cudaGraphMemsetNodeGetParams(cudaGraphNode_t node,
                                                  struct cudaMemsetParams *pNodeParams);
__host__ cudaError_t cudaGraphMemsetNodeSetParams(cudaGraphNode_t node,
                                                  const struct cudaMemsetParams *pNodeParams);
__host__ cudaError_t cudaGraphNodeFindInClone(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
                                              cudaGraph_t clonedGraph);
__host__ cudaError_t cudaGraphNodeGetDependencies(cudaGraphNode_t node,
                                                  cudaGraphNode_t *pDependencies,
                                                  cudaGraphEdgeData *edgeData,
                                                  size_t *pNumDependencies);
__host__ cudaError_t cudaGraphNodeGetDependentNodes(cudaGraphNode_t node,
                                                    cudaGraphNode_t *pDependentNodes,
                                                    cudaGraphEdgeData *edgeData,
                                                    size_t *pNumDependentNodes);
__host__ cudaError_t cudaGraphNodeGetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                             unsigned int *isEnabled);
__host__ cudaError_t cudaGraphNodeGetType(cudaGraphNode_t node, enum cudaGraphNodeType *pType);
__host__ cudaError_t cudaGraphNodeSetEnabled(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                             unsigned int isEnabled);
__host__ cudaError_t cudaGraphNodeSetParams(cudaGraphNode_t node,
                                            struct cudaGraphNodeParams *nodeParams);
__host__ cudaError_t cudaGraphReleaseUserObject(cudaGraph_t graph, cudaUserObject_t object,
                                                unsigned int count = 1);
__host__ cudaError_t cudaGraphRemoveDependencies(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                 const cudaGraphNode_t *to,
                                                 const cudaGraphEdgeData *edgeData,
                                                 size_t numDependencies);
__host__ cudaError_t cudaGraphRetainUserObject(cudaGraph_t graph, cudaUserObject_t object,
                                               unsigned int count = 1,
                                               unsigned int flags = 0);
__host__ cudaError_t cudaGraphUpload(cudaGraphExec_t graphExec, cudaStream_t stream);
__host__ cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                                                 cudaGraphicsResource_t resource);
__host__ cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost);
__host__ cudaError_t cudaImportExternalMemory(cudaExternalMemory_t *extMem_out,
                                              const struct cudaExternalMemoryHandleDesc *memHandleDesc);
__host__ cudaError_t cudaImportExternalSemaphore(cudaExternalSemaphore_t *extSem_out,
                                                 const struct cudaExternalSemaphoreHandleDesc *semHandleDesc);
__host__ cudaError_t cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags);
__host__ cudaError_t cudaKernelSetAttributeForDevice(cudaKernel_t kernel,
                                                     enum cudaFuncAttribute attr, int value,
                                                     int device);
__host__ cudaError_t cudaLibraryEnumerateKernels(cudaKernel_t *kernels, unsigned int numKernels,
                                                 cudaLibrary_t lib);
__host__ cudaError_t cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t library,
                                          const char *name);
__host__ cudaError_t cudaLibraryGetKernel(cudaKernel_t *pKernel, cudaLibrary_t library,
                                          const char *name);
__host__ cudaError_t cudaLibraryGetKernelCount(unsigned int *count, cudaLibrary_t lib);
__host__ cudaError_t cudaLibraryGetManaged(void **dptr, size_t *bytes, cudaLibrary_t library,
                                           const char *name);
__host__ cudaError_t cudaLibraryGetUnifiedFunction(void **fptr, cudaLibrary_t library,
                                                   const char *symbol);
__host__ cudaError_t cudaLibraryLoadData(cudaLibrary_t *library, const void *code,
                                         enum cudaJitOption *jitOptions, void **jitOptionsValues,
                                         unsigned int numJitOptions,
                                         enum cudaLibraryOption *libraryOptions,
                                         void** libraryOptionValues,
                                         unsigned int numLibraryOptions);
__host__ cudaError_t cudaLibraryLoadFromFile(cudaLibrary_t *library, const char *fileName,
                                             enum cudaJitOption *jitOptions,
                                             void **jitOptionsValues, unsigned int numJitOptions,
                                             enum cudaLibraryOption *libraryOptions,
                                             void **libraryOptionValues,
                                             unsigned int numLibraryOptions);
__host__ cudaError_t cudaLibraryUnload(cudaLibrary_t library);
__host__ cudaError_t cudaLogsCurrent(cudaLogIterator *iterator_out, unsigned int flags);
__host__ cudaError_t cudaLogsDumpToFile(cudaLogIterator *iterator, const char *pathToFile,
                                        unsigned int flags);
__host__ cudaError_t cudaLogsDumpToMemory(cudaLogIterator *iterator, char *buffer, size_t *size,
                                          unsigned int flags);
__host__ cudaError_t cudaLogsRegisterCallback(cudaLogsCallback_t callbackFunc, void *userData,
                                              cudaLogsCallbackHandle *callback_out);
__host__ cudaError_t cudaLogsUnregisterCallback(cudaLogsCallbackHandle callback);
__host__ cudaError_t cudaMalloc3D(struct cudaPitchedPtr* pitchedDevPtr, struct cudaExtent extent);
__host__ cudaError_t cudaMalloc3DArray(cudaArray_t *array, const struct cudaChannelFormatDesc* desc,
                                       struct cudaExtent extent, unsigned int flags = 0);
__host__ cudaError_t cudaMallocFromPoolAsync(void **ptr, size_t size, cudaMemPool_t memPool,
                                             cudaStream_t stream);
__host__ cudaError_t cudaMallocMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                              const struct cudaChannelFormatDesc* desc,
                                              struct cudaExtent extent, unsigned int numLevels,
                                              unsigned int flags = 0);
__host__ cudaError_t cudaMemDiscardAndPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count,
                                                         struct cudaMemLocation *prefetchLocs,
                                                         size_t *prefetchLocIdxs,
                                                         size_t numPrefetchLocs,
                                                         unsigned long long flags,
                                                         cudaStream_t stream);
__host__ cudaError_t cudaMemDiscardBatchAsync(void **dptrs, size_t *sizes, size_t count,
                                              unsigned long long flags, cudaStream_t stream);
__host__ cudaError_t cudaMemGetDefaultMemPool(cudaMemPool_t *memPool,
                                              struct cudaMemLocation *location,
                                              enum cudaMemAllocationType type);
__host__ cudaError_t cudaMemGetMemPool(cudaMemPool_t *memPool, struct cudaMemLocation *location,
                                       enum cudaMemAllocationType type);
__host__ cudaError_t cudaMemPoolCreate(cudaMemPool_t *memPool,
                                       const struct cudaMemPoolProps *poolProps);
__host__ cudaError_t cudaMemPoolDestroy(cudaMemPool_t memPool);
__host__ cudaError_t cudaMemPoolExportPointer(struct cudaMemPoolPtrExportData *exportData,
                                              void *ptr);
__host__ cudaError_t cudaMemPoolExportToShareableHandle(void *shareableHandle,
                                                        cudaMemPool_t memPool,
                                                        enum cudaMemAllocationHandleType handleType,
                                                        unsigned int flags);
__host__ cudaError_t cudaMemPoolGetAccess(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                          struct cudaMemLocation *location);
__host__ cudaError_t cudaMemPoolGetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
                                             void *value);
__host__ cudaError_t cudaMemPoolImportFromShareableHandle(cudaMemPool_t *memPool,
                                                          void *shareableHandle,
                                                          enum cudaMemAllocationHandleType handleType,
                                                          unsigned int flags);
__host__ cudaError_t cudaMemPoolImportPointer(void **ptr, cudaMemPool_t memPool,
                                              struct cudaMemPoolPtrExportData *exportData);
__host__ cudaError_t cudaMemPoolSetAccess(cudaMemPool_t memPool,
                                          const struct cudaMemAccessDesc *descList, size_t count);
__host__ cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
                                             void *value);
__host__ cudaError_t cudaMemPoolTrimTo(cudaMemPool_t memPool, size_t minBytesToKeep);
__host__ cudaError_t cudaMemPrefetchBatchAsync(void **dptrs, size_t *sizes, size_t count,
                                               struct cudaMemLocation *prefetchLocs,
                                               size_t *prefetchLocIdxs, size_t numPrefetchLocs,
                                               unsigned long long flags, cudaStream_t stream);
__host__ cudaError_t cudaMemRangeGetAttribute(void *data, size_t dataSize,
                                              enum cudaMemRangeAttribute attribute,
                                              const void *devPtr, size_t count);
__host__ cudaError_t cudaMemRangeGetAttributes(void **data, size_t *dataSizes,
                                               enum cudaMemRangeAttribute *attributes,
                                               size_t numAttributes, const void *devPtr,
                                               size_t count);
__host__ cudaError_t cudaMemSetMemPool(struct cudaMemLocation *location,
                                       enum cudaMemAllocationType type, cudaMemPool_t memPool);
__host__ cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                              cudaArray_const_t src, size_t wOffsetSrc,
                                              size_t hOffsetSrc, size_t width, size_t height,
                                              enum cudaMemcpyKind kind = cudaMemcpyDeviceToDevice);
__host__ cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src,
                                           size_t wOffset, size_t hOffset, size_t width,
                                           size_t height, enum cudaMemcpyKind kind);
__host__ cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src,
                                                size_t wOffset, size_t hOffset, size_t width,
                                                size_t height, enum cudaMemcpyKind kind,
                                                cudaStream_t stream = 0);
__host__ cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                              const void *src, size_t spitch, size_t width,
                                              size_t height, enum cudaMemcpyKind kind,
                                              cudaStream_t stream = 0);
__host__ cudaError_t cudaMemcpy3D(const struct cudaMemcpy3DParms *p);
__host__ cudaError_t cudaMemcpy3DAsync(const struct cudaMemcpy3DParms *p,
                                       cudaStream_t stream = 0);
__host__ cudaError_t cudaMemcpy3DBatchAsync(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                            unsigned long long flags, cudaStream_t stream);
__host__ cudaError_t cudaMemcpy3DPeer(const struct cudaMemcpy3DPeerParms *p);
__host__ cudaError_t cudaMemcpy3DPeerAsync(const struct cudaMemcpy3DPeerParms *p,
                                           cudaStream_t stream = 0);
__host__ cudaError_t cudaMemcpyArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                            cudaArray_const_t src, size_t wOffsetSrc,
                                            size_t hOffsetSrc, size_t count,
                                            enum cudaMemcpyKind kind = cudaMemcpyDeviceToDevice);
__host__ cudaError_t cudaMemcpyBatchAsync(void *const *dsts, const void *const *srcs,
                                          const size_t *sizes, size_t count,
                                          struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs,
                                          size_t numAttrs, cudaStream_t stream);
__host__ cudaError_t cudaMemcpyFromArray(void *dst, cudaArray_const_t src, size_t wOffset,
                                         size_t hOffset, size_t count, enum cudaMemcpyKind kind);
__host__ cudaError_t cudaMemcpyFromArrayAsync(void *dst, cudaArray_const_t src, size_t wOffset,
                                              size_t hOffset, size_t count,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t stream = 0);
__host__ cudaError_t cudaMemcpyToArray(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                       const void *src, size_t count, enum cudaMemcpyKind kind);
__host__ cudaError_t cudaMemcpyToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                            const void *src, size_t count, enum cudaMemcpyKind kind,
                                            cudaStream_t stream = 0);
__host__ cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width,
                                       size_t height, cudaStream_t stream = 0);
__host__ cudaError_t cudaMemset3D(struct cudaPitchedPtr pitchedDevPtr, int value,
                                  struct cudaExtent extent);
__host__ cudaError_t cudaMemset3DAsync(struct cudaPitchedPtr pitchedDevPtr, int value,
                                       struct cudaExtent extent, cudaStream_t stream = 0);
__host__ cudaError_t cudaMipmappedArrayGetMemoryRequirements(struct cudaArrayMemoryRequirements *memoryRequirements,
                                                             cudaMipmappedArray_t mipmap,
                                                             int device);
__host__ cudaError_t cudaMipmappedArrayGetSparseProperties(struct cudaArraySparseProperties *sparseProperties,
                                                           cudaMipmappedArray_t mipmap);
__host__ cudaError_t cudaOccupancyMaxPotentialClusterSize(int *clusterSize, const void *func,
                                                          const cudaLaunchConfig_t *launchConfig);
__host__ cudaError_t cudaSetValidDevices(int *device_arr, int len);
__host__ cudaError_t cudaSignalExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray,
                                                       const struct cudaExternalSemaphoreSignalParams *paramsArray,
                                                       unsigned int numExtSems,
                                                       cudaStream_t stream = 0);
__host__ cudaError_t cudaStreamBeginCaptureToGraph(cudaStream_t stream, cudaGraph_t graph,
                                                   const cudaGraphNode_t *dependencies,
                                                   const cudaGraphEdgeData *dependencyData,
                                                   size_t numDependencies,
                                                   enum cudaStreamCaptureMode mode);
__host__ cudaError_t cudaStreamCopyAttributes(cudaStream_t dst, cudaStream_t src);
__host__ cudaError_t cudaStreamGetAttribute(cudaStream_t hStream, cudaStreamAttrID attr,
                                            cudaStreamAttrValue *value_out);
__host__ cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream,
                                              enum cudaStreamCaptureStatus *captureStatus_out,
                                              unsigned long long *id_out = 0,
                                              cudaGraph_t *graph_out = 0,
                                              const cudaGraphNode_t **dependencies_out = 0,
                                              const cudaGraphEdgeData **edgeData_out = 0,
                                              size_t *numDependencies_out = 0);
__host__ cudaError_t cudaStreamGetDevice(cudaStream_t hStream, int *device);
__host__ cudaError_t cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags);
__host__ cudaError_t cudaStreamGetId(cudaStream_t hStream, unsigned long long *streamId);
__host__ cudaError_t cudaStreamGetPriority(cudaStream_t hStream, int *priority);
__host__ cudaError_t cudaStreamIsCapturing(cudaStream_t stream,
                                           enum cudaStreamCaptureStatus *pCaptureStatus);
__host__ cudaError_t cudaStreamSetAttribute(cudaStream_t hStream, cudaStreamAttrID attr,
                                            const cudaStreamAttrValue *value);
__host__ cudaError_t cudaStreamUpdateCaptureDependencies(cudaStream_t stream,
                                                         cudaGraphNode_t *dependencies,
                                                         const cudaGraphEdgeData *dependencyData,
                                                         size_t numDependencies,
                                                         unsigned int flags = 0);
__host__ cudaError_t cudaThreadExchangeStreamCaptureMode(enum cudaStreamCaptureMode *mode);
__host__ cudaError_t cudaUserObjectCreate(cudaUserObject_t *object_out, void *ptr,
                                          cudaHostFn_t destroy, unsigned int initialRefcount,
                                          unsigned int flags);
__host__ cudaError_t cudaUserObjectRelease(cudaUserObject_t object, unsigned int count = 1);
__host__ cudaError_t cudaUserObjectRetain(cudaUserObject_t object, unsigned int count = 1);
__host__ cudaError_t cudaWaitExternalSemaphoresAsync(const cudaExternalSemaphore_t *extSemArray,
                                                     const struct cudaExternalSemaphoreWaitParams *paramsArray,
                                                     unsigned int numExtSems,
                                                     cudaStream_t stream = 0);

/* CUDA 12.3 to 12.9 named the edge-data forms of these with a version
 * suffix, which CUDA 13 dropped; code written for 12.x, as CUDART_VERSION
 * here says, calls them by those names.  And cuda_runtime.h's overload of
 * cudaGraphInstantiate with CUDA 11's error-node and log arguments. */
__host__ cudaError_t cudaGraphAddDependencies_v2(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                 const cudaGraphNode_t *to,
                                                 const cudaGraphEdgeData *edgeData,
                                                 size_t numDependencies);
__host__ cudaError_t cudaGraphRemoveDependencies_v2(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                    const cudaGraphNode_t *to,
                                                    const cudaGraphEdgeData *edgeData,
                                                    size_t numDependencies);
__host__ cudaError_t cudaGraphGetEdges_v2(cudaGraph_t graph, cudaGraphNode_t *from,
                                          cudaGraphNode_t *to, cudaGraphEdgeData *edgeData,
                                          size_t *numEdges);
__host__ cudaError_t cudaGraphNodeGetDependencies_v2(cudaGraphNode_t node,
                                                     cudaGraphNode_t *pDependencies,
                                                     cudaGraphEdgeData *edgeData,
                                                     size_t *pNumDependencies);
__host__ cudaError_t cudaGraphNodeGetDependentNodes_v2(cudaGraphNode_t node,
                                                       cudaGraphNode_t *pDependentNodes,
                                                       cudaGraphEdgeData *edgeData,
                                                       size_t *pNumDependentNodes);
__host__ cudaError_t cudaGraphAddNode_v2(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                         const cudaGraphNode_t *pDependencies,
                                         const cudaGraphEdgeData *dependencyData,
                                         size_t numDependencies,
                                         struct cudaGraphNodeParams *nodeParams);
__host__ cudaError_t cudaStreamGetCaptureInfo_v3(cudaStream_t stream,
                                                 enum cudaStreamCaptureStatus *captureStatus_out,
                                                 unsigned long long *id_out = 0,
                                                 cudaGraph_t *graph_out = 0,
                                                 const cudaGraphNode_t **dependencies_out = 0,
                                                 const cudaGraphEdgeData **edgeData_out = 0,
                                                 size_t *numDependencies_out = 0);
__host__ cudaError_t cudaStreamUpdateCaptureDependencies_v2(cudaStream_t stream,
                                                            cudaGraphNode_t *dependencies,
                                                            const cudaGraphEdgeData *dependencyData,
                                                            size_t numDependencies,
                                                            unsigned int flags = 0);
static __inline__ __host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec,
                                                            cudaGraph_t graph,
                                                            cudaGraphNode_t *pErrorNode,
                                                            char *pLogBuffer, size_t bufferSize)
{
	(void)pErrorNode;
	(void)pLogBuffer;
	(void)bufferSize;
	return cudaGraphInstantiate(pGraphExec, graph, 0);
}

#endif
