/*
 * cuda_runtime.h - the CUDA declarations warpcheck's front end parses
 * kernels against.
 *
 * clang 19 cannot read CUDA 13's own headers, and linting should not need
 * a CUDA installation, so this prelude declares what kernels and their
 * host launchers commonly use: the execution-space attributes, the
 * built-in index variables, vector types, synchronization, atomics, warp
 * intrinsics, common math and the runtime calls a small host program
 * makes.  Declarations only: nothing here is ever executed.  The headers
 * beside this one (cooperative_groups.h, cuda_fp16.h, cuda_bf16.h,
 * curand_kernel.h, ...) are what a kernel's own #include finds.
 */
#ifndef WARPCHECK_PRELUDE_CUDA_RUNTIME_H
#define WARPCHECK_PRELUDE_CUDA_RUNTIME_H

#include <stddef.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __restrict__ __restrict
#define __align__(n) __attribute__((aligned(n)))
#define __CUDACC__ 1
#define __NVCC__ 1
#define CUDART_VERSION 12000
#define __CUDA_ARCH__ 900

struct uint3 { unsigned int x, y, z; };
struct dim3 {
	unsigned int x, y, z;
	__host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1,
					   unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
	__host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
	__host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};
typedef struct uint3 uint3;
typedef struct dim3 dim3;

#include <__clang_cuda_builtin_vars.h>

#define WARPCHECK_VEC2(T, N, A) \
	struct __attribute__((aligned(A))) N##2 { T x, y; }; \
	__host__ __device__ inline N##2 make_##N##2(T x, T y) { N##2 v = {x, y}; return v; }
#define WARPCHECK_VEC3(T, N) \
	struct N##3 { T x, y, z; }; \
	__host__ __device__ inline N##3 make_##N##3(T x, T y, T z) { N##3 v = {x, y, z}; return v; }
#define WARPCHECK_VEC4(T, N, A) \
	struct __attribute__((aligned(A))) N##4 { T x, y, z, w; }; \
	__host__ __device__ inline N##4 make_##N##4(T x, T y, T z, T w) { N##4 v = {x, y, z, w}; return v; }

WARPCHECK_VEC2(signed char, char, 2) WARPCHECK_VEC3(signed char, char) WARPCHECK_VEC4(signed char, char, 4)
WARPCHECK_VEC2(unsigned char, uchar, 2) WARPCHECK_VEC3(unsigned char, uchar) WARPCHECK_VEC4(unsigned char, uchar, 4)
WARPCHECK_VEC2(short, short, 4) WARPCHECK_VEC3(short, short) WARPCHECK_VEC4(short, short, 8)
WARPCHECK_VEC2(unsigned short, ushort, 4) WARPCHECK_VEC3(unsigned short, ushort) WARPCHECK_VEC4(unsigned short, ushort, 8)
WARPCHECK_VEC2(int, int, 8) WARPCHECK_VEC3(int, int) WARPCHECK_VEC4(int, int, 16)
WARPCHECK_VEC2(unsigned int, uint, 8) WARPCHECK_VEC4(unsigned int, uint, 16)
__host__ __device__ inline uint3 make_uint3(unsigned x, unsigned y, unsigned z) { uint3 v = {x, y, z}; return v; }
WARPCHECK_VEC2(long long, longlong, 16) WARPCHECK_VEC2(unsigned long long, ulonglong, 16)
WARPCHECK_VEC2(float, float, 8) WARPCHECK_VEC3(float, float) WARPCHECK_VEC4(float, float, 16)
WARPCHECK_VEC2(double, double, 16) WARPCHECK_VEC3(double, double)
struct __attribute__((aligned(16))) double4 { double x, y, z, w; };

/* storage-only 16-bit floats: loads and stores are what matter here */
struct __attribute__((aligned(2))) __half { unsigned short __x; };
struct __attribute__((aligned(4))) __half2 { __half x, y; };
struct __attribute__((aligned(2))) __nv_bfloat16 { unsigned short __x; };
struct __attribute__((aligned(4))) __nv_bfloat162 { __nv_bfloat16 x, y; };

/* synchronization and warp-level intrinsics */
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int);
__device__ int __syncthreads_and(int);
__device__ int __syncthreads_or(int);
__device__ void __syncwarp(unsigned mask = 0xffffffffu);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ unsigned __activemask(void);
__device__ unsigned __ballot_sync(unsigned mask, int pred);
__device__ int __all_sync(unsigned mask, int pred);
__device__ int __any_sync(unsigned mask, int pred);
template <typename T> __device__ T __shfl_sync(unsigned mask, T v, int src, int width = 32);
template <typename T> __device__ T __shfl_up_sync(unsigned mask, T v, unsigned d, int width = 32);
template <typename T> __device__ T __shfl_down_sync(unsigned mask, T v, unsigned d, int width = 32);
template <typename T> __device__ T __shfl_xor_sync(unsigned mask, T v, int m, int width = 32);
template <typename T> __device__ T __ldg(const T *p);
template <typename T> __device__ T __ldcg(const T *p);
template <typename T> __device__ T __ldca(const T *p);
template <typename T> __device__ T __ldcs(const T *p);
template <typename T> __device__ T __ldlu(const T *p);
template <typename T> __device__ T __ldcv(const T *p);
template <typename T> __device__ void __stcg(T *p, T v);
template <typename T> __device__ void __stcs(T *p, T v);
template <typename T> __device__ void __stwb(T *p, T v);
template <typename T> __device__ void __stwt(T *p, T v);
__device__ unsigned __match_any_sync(unsigned mask, unsigned v);
__device__ unsigned __match_all_sync(unsigned mask, unsigned v, int *pred);
__device__ unsigned __reduce_add_sync(unsigned mask, unsigned v);
__device__ unsigned __reduce_min_sync(unsigned mask, unsigned v);
__device__ unsigned __reduce_max_sync(unsigned mask, unsigned v);
__device__ unsigned __reduce_or_sync(unsigned mask, unsigned v);
__device__ unsigned __lanemask_lt(void);
__device__ void __nanosleep(unsigned ns);
__device__ float __int_as_float(int);
__device__ int __float_as_int(float);
__device__ float __uint_as_float(unsigned);
__device__ unsigned __float_as_uint(float);
__device__ double __longlong_as_double(long long);
__device__ long long __double_as_longlong(double);
__device__ int __float2int_rn(float);
__device__ unsigned __float2uint_rn(float);
__device__ unsigned __funnelshift_l(unsigned, unsigned, unsigned);
__device__ unsigned __funnelshift_r(unsigned, unsigned, unsigned);
__device__ unsigned __byte_perm(unsigned, unsigned, unsigned);
__device__ unsigned __umulhi(unsigned, unsigned);
__device__ int __clzll(long long);
__device__ int __ffsll(long long);
__device__ unsigned long long __brevll(unsigned long long);
__device__ unsigned __sad(int, int, unsigned);
__device__ int __popc(unsigned);
__device__ int __popcll(unsigned long long);
__device__ int __clz(int);
__device__ int __ffs(int);
__device__ unsigned __brev(unsigned);
__device__ int __mul24(int, int);
__device__ unsigned __umul24(unsigned, unsigned);
__device__ int __mulhi(int, int);
__device__ long long clock64(void);

/* atomics: the front end reads the address, never the value */
#define WARPCHECK_ATOMIC(T) \
	__device__ T atomicAdd(T *, T); __device__ T atomicSub(T *, T); \
	__device__ T atomicExch(T *, T); __device__ T atomicMin(T *, T); \
	__device__ T atomicMax(T *, T); __device__ T atomicAnd(T *, T); \
	__device__ T atomicOr(T *, T); __device__ T atomicXor(T *, T); \
	__device__ T atomicCAS(T *, T, T);
WARPCHECK_ATOMIC(int)
WARPCHECK_ATOMIC(unsigned int)
WARPCHECK_ATOMIC(unsigned long long)
__device__ float atomicAdd(float *, float);
__device__ double atomicAdd(double *, double);
__device__ float atomicExch(float *, float);
__device__ unsigned atomicInc(unsigned *, unsigned);
__device__ unsigned atomicDec(unsigned *, unsigned);
__device__ long long atomicMin(long long *, long long);
__device__ long long atomicMax(long long *, long long);
__device__ float2 atomicAdd(float2 *, float2);
__device__ float4 atomicAdd(float4 *, float4);
__device__ int atomicAdd_block(int *, int);
__device__ float atomicAdd_block(float *, float);
__device__ int atomicAdd_system(int *, int);
__device__ float atomicAdd_system(float *, float);
__device__ unsigned short atomicCAS(unsigned short *, unsigned short, unsigned short);

/* integer helpers that index expressions use */
__host__ __device__ int min(int, int);
__host__ __device__ int max(int, int);
__host__ __device__ unsigned umin(unsigned, unsigned);
__host__ __device__ unsigned umax(unsigned, unsigned);
__host__ __device__ long long llmin(long long, long long);
__host__ __device__ long long llmax(long long, long long);

/* math */
__host__ __device__ float fminf(float, float);
__host__ __device__ float fmaxf(float, float);
__host__ __device__ float fabsf(float);
__host__ __device__ float sqrtf(float);
__host__ __device__ float rsqrtf(float);
__host__ __device__ float expf(float);
__host__ __device__ float __expf(float);
__host__ __device__ float logf(float);
__host__ __device__ float sinf(float);
__host__ __device__ float cosf(float);
__host__ __device__ float tanhf(float);
__host__ __device__ float powf(float, float);
__host__ __device__ float fmaf(float, float, float);
__host__ __device__ float __fdividef(float, float);
__host__ __device__ float __saturatef(float);
__host__ __device__ float __int2float_rn(int);
__host__ __device__ int __float2int_rz(float);
__host__ __device__ double fma(double, double, double);

/* the host runtime, as far as small launchers use it */
typedef enum cudaError { cudaSuccess = 0, cudaErrorInvalidValue = 1,
			 cudaErrorMemoryAllocation = 2 } cudaError_t;
enum cudaMemcpyKind { cudaMemcpyHostToHost, cudaMemcpyHostToDevice,
		      cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice,
		      cudaMemcpyDefault };
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUstream_st *cudaStream_t;
struct cudaDeviceProp {
	char name[256];
	size_t totalGlobalMem, sharedMemPerBlock;
	int regsPerBlock, warpSize, maxThreadsPerBlock, multiProcessorCount;
	int clockRate, memoryClockRate, memoryBusWidth, major, minor, l2CacheSize;
};
__host__ cudaError_t cudaMalloc(void **p, size_t n);
template <typename T> __host__ cudaError_t cudaMalloc(T **p, size_t n)
{ return cudaMalloc((void **)p, n); }
__host__ cudaError_t cudaMallocHost(void **p, size_t n);
__host__ cudaError_t cudaFree(void *p);
__host__ cudaError_t cudaFreeHost(void *p);
__host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind k);
__host__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n,
				     cudaMemcpyKind k, cudaStream_t s = 0);
__host__ cudaError_t cudaMemset(void *p, int v, size_t n);
__host__ cudaError_t cudaDeviceSynchronize(void);
__host__ cudaError_t cudaDeviceReset(void);
__host__ cudaError_t cudaGetLastError(void);
__host__ cudaError_t cudaPeekAtLastError(void);
__host__ const char *cudaGetErrorString(cudaError_t);
__host__ const char *cudaGetErrorName(cudaError_t);
__host__ cudaError_t cudaSetDevice(int);
__host__ cudaError_t cudaGetDevice(int *);
__host__ cudaError_t cudaGetDeviceCount(int *);
__host__ cudaError_t cudaGetDeviceProperties(cudaDeviceProp *, int);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *);
__host__ cudaError_t cudaEventRecord(cudaEvent_t, cudaStream_t s = 0);
__host__ cudaError_t cudaEventSynchronize(cudaEvent_t);
__host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b);
__host__ cudaError_t cudaEventDestroy(cudaEvent_t);
__host__ cudaError_t cudaStreamCreate(cudaStream_t *);
__host__ cudaError_t cudaStreamSynchronize(cudaStream_t);
__host__ cudaError_t cudaStreamDestroy(cudaStream_t);
__host__ cudaError_t cudaFuncSetAttribute(const void *, int, int);

/* what clang lowers kernel<<<...>>> to */
extern "C" int __cudaPushCallConfiguration(dim3 grid, dim3 block,
					   size_t shared = 0, void *stream = 0);
extern "C" cudaError_t cudaConfigureCall(dim3 grid, dim3 block,
					 size_t shared = 0, cudaStream_t s = 0);

#endif
