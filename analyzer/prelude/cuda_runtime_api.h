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

#endif
