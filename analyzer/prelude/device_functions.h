/*
 * device_functions.h - what device code calls beyond arithmetic:
 * synchronization, warp intrinsics, cache-hinted loads and stores, bit
 * tricks, atomics, and the part of the C and C++ runtime CUDA gives the
 * device (printf, assert, malloc and free, clock, memcpy, new).
 *
 * The C library's names are declared __device__ beside the system's
 * __host__ ones, in the extern "C" the system gives them, so a kernel's
 * printf and main()'s printf each find their own (math_functions.h says
 * why this split is what clang accepts, and why it comes first).  assert works either way it is
 * spelled: glibc's assert.h expands it to __assert_fail, CUDA's own
 * headers to __assertfail.
 */
#ifndef WARPCHECK_PRELUDE_DEVICE_FUNCTIONS_H
#define WARPCHECK_PRELUDE_DEVICE_FUNCTIONS_H
/* the toolkit's own guard and macros, which includers test */
#define __DEVICE_FUNCTIONS_H__
#define __DEVICE_ATOMIC_FUNCTIONS_H__
#define __DEVICE_DOUBLE_FUNCTIONS_H__
#define __SM_20_ATOMIC_FUNCTIONS_H__
#define __SM_20_INTRINSICS_H__
#define __SM_30_INTRINSICS_H__
#define __SM_32_ATOMIC_FUNCTIONS_H__
#define __SM_32_INTRINSICS_H__
#define __SM_35_ATOMIC_FUNCTIONS_H__
#define __SM_35_INTRINSICS_H__
#define __SM_60_ATOMIC_FUNCTIONS_H__
#define __SM_61_INTRINSICS_H__
#define __SM_70_RT_H__
#define __SM_80_RT_H__
#define __SM_90_RT_H__
#define __SM_100_RT_H__
#define __SURFACE_INDIRECT_FUNCTIONS_H__
#define __TEXTURE_INDIRECT_FUNCTIONS_H__

#include <cuda_runtime.h>

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
__device__ void __threadfence_system(void);
__device__ unsigned __lanemask_le(void);
__device__ unsigned __lanemask_gt(void);
__device__ unsigned __lanemask_ge(void);
__device__ unsigned __lanemask_eq(void);
__device__ unsigned __reduce_and_sync(unsigned mask, unsigned v);
__device__ unsigned __reduce_xor_sync(unsigned mask, unsigned v);
__device__ int __reduce_add_sync(unsigned mask, int v);
__device__ int __reduce_min_sync(unsigned mask, int v);
__device__ int __reduce_max_sync(unsigned mask, int v);
__device__ unsigned __match_any_sync(unsigned mask, int v);
__device__ unsigned __match_any_sync(unsigned mask, unsigned long long v);
__device__ unsigned __match_any_sync(unsigned mask, float v);
__device__ unsigned __isGlobal(const void *);
__device__ unsigned __isShared(const void *);
__device__ size_t __cvta_generic_to_shared(const void *);
__device__ size_t __cvta_generic_to_global(const void *);
__device__ void *__cvta_shared_to_generic(size_t);
__device__ unsigned __vabsdiffu4(unsigned, unsigned);
__device__ int __dp4a(int, int, int);
__device__ unsigned __dp4a(unsigned, unsigned, unsigned);
__device__ int __dp2a_lo(int, int, int);
__device__ int __dp2a_hi(int, int, int);

/* timing, traps and sleeping */
__device__ long long clock64(void);
__device__ unsigned long long __globaltimer(void);
__device__ void __nanosleep(unsigned ns);
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ void __prof_trigger(int);

/* the C runtime on the device, declared before the system's headers so
 * that their std:: using-declarations name both sides */
extern "C" {
WARPCHECK_LIBC int printf(const char *, ...);
WARPCHECK_LIBC int vprintf(const char *, const char *);
WARPCHECK_LIBC void *malloc(size_t);
WARPCHECK_LIBC void free(void *);
WARPCHECK_LIBC void *memcpy(void *, const void *, size_t);
WARPCHECK_LIBC void *memset(void *, int, size_t);
WARPCHECK_LIBC clock_t clock(void);
WARPCHECK_LIBC void __assert_fail(const char *expr, const char *file, unsigned line,
				  const char *function);
__device__ void __assertfail(const char *expr, const char *file, unsigned line,
			     const char *function, size_t char_size);
}

/* new and delete: placement new builds an object where it is told, the
 * rest go through the device heap */
__device__ inline void *operator new(size_t, void *where) noexcept { return where; }
__device__ inline void *operator new[](size_t, void *where) noexcept { return where; }
__device__ inline void operator delete(void *, void *) noexcept {}
__device__ inline void operator delete[](void *, void *) noexcept {}
__device__ void *operator new(size_t);
__device__ void *operator new[](size_t);
__device__ void operator delete(void *) noexcept;
__device__ void operator delete[](void *) noexcept;
__device__ void operator delete(void *, size_t) noexcept;
__device__ void operator delete[](void *, size_t) noexcept;

#endif
