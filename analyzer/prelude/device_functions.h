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
__device__ long long atomicAnd(long long *, long long);
__device__ long long atomicOr(long long *, long long);
__device__ long long atomicXor(long long *, long long);
/* the block- and system-scoped atomics: each overload the toolkit gives
 * (tests/toolkit.sh probes every signature), S the scope's suffix */
#define WARPCHECK_SCOPED_ATOMIC(T, S) \
	__device__ T atomicAdd##S(T *, T); __device__ T atomicExch##S(T *, T); \
	__device__ T atomicMin##S(T *, T); __device__ T atomicMax##S(T *, T); \
	__device__ T atomicAnd##S(T *, T); __device__ T atomicOr##S(T *, T); \
	__device__ T atomicXor##S(T *, T); __device__ T atomicCAS##S(T *, T, T);
#define WARPCHECK_SCOPED_ATOMICS(S) \
	WARPCHECK_SCOPED_ATOMIC(int, S) \
	WARPCHECK_SCOPED_ATOMIC(unsigned int, S) \
	WARPCHECK_SCOPED_ATOMIC(unsigned long long, S) \
	__device__ int atomicSub##S(int *, int); \
	__device__ unsigned int atomicSub##S(unsigned int *, unsigned int); \
	__device__ unsigned int atomicInc##S(unsigned int *, unsigned int); \
	__device__ unsigned int atomicDec##S(unsigned int *, unsigned int); \
	__device__ long long atomicMin##S(long long *, long long); \
	__device__ long long atomicMax##S(long long *, long long); \
	__device__ long long atomicAnd##S(long long *, long long); \
	__device__ long long atomicOr##S(long long *, long long); \
	__device__ long long atomicXor##S(long long *, long long); \
	__device__ float atomicAdd##S(float *, float); \
	__device__ double atomicAdd##S(double *, double); \
	__device__ float2 atomicAdd##S(float2 *, float2); \
	__device__ float4 atomicAdd##S(float4 *, float4); \
	__device__ float atomicExch##S(float *, float);
WARPCHECK_SCOPED_ATOMICS(_block)
WARPCHECK_SCOPED_ATOMICS(_system)
#undef WARPCHECK_SCOPED_ATOMICS

/* CUDA 12.8's atomics with a memory order and a scope, which nvcc knows
 * as built-ins: the front end takes each as the atomic* or the load or
 * store it performs (analyzer/frontend/call.c, nv_atomic) */
enum {
	__NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE,
	__NV_ATOMIC_RELEASE, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST
};
enum {
	__NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, __NV_THREAD_SCOPE_CLUSTER,
	__NV_THREAD_SCOPE_DEVICE, __NV_THREAD_SCOPE_SYSTEM
};
#define WARPCHECK_NV_ATOMIC(op) \
	template <typename T, typename U> \
	__device__ T __nv_atomic_fetch_##op(T *, U, int, int = __NV_THREAD_SCOPE_SYSTEM); \
	template <typename T, typename U> \
	__device__ void __nv_atomic_##op(T *, U, int, int = __NV_THREAD_SCOPE_SYSTEM);
WARPCHECK_NV_ATOMIC(add) WARPCHECK_NV_ATOMIC(sub) WARPCHECK_NV_ATOMIC(min)
WARPCHECK_NV_ATOMIC(max) WARPCHECK_NV_ATOMIC(and) WARPCHECK_NV_ATOMIC(or)
WARPCHECK_NV_ATOMIC(xor)
#undef WARPCHECK_NV_ATOMIC
template <typename T, typename U>
__device__ T __nv_atomic_exchange_n(T *, U, int, int = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ void __nv_atomic_exchange(T *, T *, T *, int, int = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename U>
__device__ bool __nv_atomic_compare_exchange_n(T *, T *, U, bool, int, int,
					       int = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ bool __nv_atomic_compare_exchange(T *, T *, T *, bool, int, int,
					     int = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ T __nv_atomic_load_n(T *, int, int = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ void __nv_atomic_load(T *, T *, int, int = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename U>
__device__ void __nv_atomic_store_n(T *, U, int, int = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ void __nv_atomic_store(T *, T *, int, int = __NV_THREAD_SCOPE_SYSTEM);
__device__ void __nv_atomic_thread_fence(int, int = __NV_THREAD_SCOPE_SYSTEM);
#undef WARPCHECK_SCOPED_ATOMIC
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
/* the matches, for every type of a word or two (the unsigned one above) */
#define WARPCHECK_MATCH(T) \
	__device__ unsigned __match_any_sync(unsigned mask, T v); \
	__device__ unsigned __match_all_sync(unsigned mask, T v, int *pred);
WARPCHECK_MATCH(int)
WARPCHECK_MATCH(long)
WARPCHECK_MATCH(unsigned long)
WARPCHECK_MATCH(long long)
WARPCHECK_MATCH(unsigned long long)
WARPCHECK_MATCH(float)
WARPCHECK_MATCH(double)
#undef WARPCHECK_MATCH
__device__ unsigned __isGlobal(const void *);
__device__ unsigned __isShared(const void *);
__device__ unsigned __isConstant(const void *);
__device__ unsigned __isGridConstant(const void *);
__device__ unsigned __isLocal(const void *);
__device__ unsigned __isClusterShared(const void *);
__device__ unsigned __isCtaShared(const void *);
__device__ dim3 __clusterDim(void);
__device__ dim3 __clusterGridDimInClusters(void);
__device__ dim3 __clusterIdx(void);
__device__ dim3 __clusterRelativeBlockIdx(void);
__device__ unsigned __clusterDimIsSpecified(void);
__device__ unsigned __clusterRelativeBlockRank(void);
__device__ unsigned __clusterSizeInBlocks(void);
__device__ size_t __cvta_generic_to_shared(const void *);
__device__ size_t __cvta_generic_to_global(const void *);
__device__ void *__cvta_shared_to_generic(size_t);
__device__ unsigned __vabsdiffu4(unsigned, unsigned);
__device__ int __dp4a(int, int, int);
__device__ unsigned __dp4a(unsigned, unsigned, unsigned);
__device__ int __dp2a_lo(int, int, int);
__device__ int __dp2a_hi(int, int, int);
__device__ unsigned __dp2a_lo(unsigned, unsigned, unsigned);
__device__ unsigned __dp2a_hi(unsigned, unsigned, unsigned);
__device__ int __dp4a(char4, char4, int);
__device__ unsigned __dp4a(uchar4, uchar4, unsigned);
__device__ int __dp2a_lo(short2, char4, int);
__device__ int __dp2a_hi(short2, char4, int);
__device__ unsigned __dp2a_lo(ushort2, uchar4, unsigned);
__device__ unsigned __dp2a_hi(ushort2, uchar4, unsigned);

/* the rest of the toolkit's intrinsics, declared only: every rounding
 * mode of the conversions and of the float and double arithmetic, the
 * SIMD-in-a-word integer operations, and the address-space and cluster
 * helpers (tests/toolkit.sh checks the names against a real toolkit) */
#define WARPCHECK_ROUNDED(name, ret, ...) \
	__device__ ret name##_rd(__VA_ARGS__); __device__ ret name##_ru(__VA_ARGS__); \
	__device__ ret name##_rz(__VA_ARGS__)
WARPCHECK_ROUNDED(__fadd, float, float, float);
WARPCHECK_ROUNDED(__fsub, float, float, float);
WARPCHECK_ROUNDED(__fmul, float, float, float);
WARPCHECK_ROUNDED(__fdiv, float, float, float);
WARPCHECK_ROUNDED(__fmaf, float, float, float, float);
WARPCHECK_ROUNDED(__fmaf_ieee, float, float, float, float);
WARPCHECK_ROUNDED(__frcp, float, float);
WARPCHECK_ROUNDED(__fsqrt, float, float);
WARPCHECK_ROUNDED(__dadd, double, double, double);
WARPCHECK_ROUNDED(__dsub, double, double, double);
WARPCHECK_ROUNDED(__dmul, double, double, double);
WARPCHECK_ROUNDED(__ddiv, double, double, double);
WARPCHECK_ROUNDED(__fma, double, double, double, double);
WARPCHECK_ROUNDED(__drcp, double, double);
WARPCHECK_ROUNDED(__dsqrt, double, double);
WARPCHECK_ROUNDED(__int2float, float, int);
WARPCHECK_ROUNDED(__uint2float, float, unsigned);
WARPCHECK_ROUNDED(__ll2float, float, long long);
WARPCHECK_ROUNDED(__ull2float, float, unsigned long long);
WARPCHECK_ROUNDED(__ll2double, double, long long);
WARPCHECK_ROUNDED(__ull2double, double, unsigned long long);
WARPCHECK_ROUNDED(__double2float, float, double);
WARPCHECK_ROUNDED(__double2int, int, double);
WARPCHECK_ROUNDED(__double2uint, unsigned, double);
WARPCHECK_ROUNDED(__double2ll, long long, double);
WARPCHECK_ROUNDED(__double2ull, unsigned long long, double);
WARPCHECK_ROUNDED(__float2ll, long long, float);
WARPCHECK_ROUNDED(__float2ull, unsigned long long, float);
#undef WARPCHECK_ROUNDED
__device__ unsigned __float2uint_rd(float);
__device__ unsigned __float2uint_ru(float);
__device__ float __ull2float_rn(unsigned long long);
__device__ double __ll2double_rn(long long);
__device__ double __ull2double_rn(unsigned long long);
__device__ double __int2double_rn(int);
__device__ double __uint2double_rn(unsigned);
__device__ double __ddiv_rn(double, double);
__device__ double __dsub_rn(double, double);
__device__ float __fmaf_ieee_rn(float, float, float);
__device__ long long __double2ll_rn(double);
__device__ unsigned __double2uint_rn(double);
__device__ unsigned long long __double2ull_rn(double);
__device__ unsigned long long __float2ull_rn(float);
__device__ int __double2hiint(double);
__device__ int __double2loint(double);
__device__ double __hiloint2double(int hi, int lo);
__device__ int __hadd(int, int);
__device__ int __rhadd(int, int);
__device__ unsigned __uhadd(unsigned, unsigned);
__device__ unsigned __urhadd(unsigned, unsigned);
__device__ unsigned __usad(unsigned, unsigned, unsigned);
__device__ long long __mul64hi(long long, long long);
__device__ unsigned long long __umul64hi(unsigned long long, unsigned long long);
__device__ unsigned __funnelshift_lc(unsigned lo, unsigned hi, unsigned shift);
__device__ unsigned __funnelshift_rc(unsigned lo, unsigned hi, unsigned shift);
__device__ unsigned __fns(unsigned mask, unsigned base, int offset);
__device__ int __uni_sync(unsigned mask, int predicate);
__host__ __device__ unsigned short __nv_bswap16(unsigned short);
__host__ __device__ unsigned __nv_bswap32(unsigned);
__host__ __device__ unsigned long long __nv_bswap64(unsigned long long);
__device__ unsigned __pm0(void);
__device__ unsigned __pm1(void);
__device__ unsigned __pm2(void);
__device__ unsigned __pm3(void);

/* SIMD within a word: two 16-bit or four 8-bit lanes */
#define WARPCHECK_SIMD2(name) \
	__device__ unsigned name##2(unsigned, unsigned); __device__ unsigned name##4(unsigned, unsigned)
#define WARPCHECK_SIMD1(name) \
	__device__ unsigned name##2(unsigned); __device__ unsigned name##4(unsigned)
WARPCHECK_SIMD1(__vabs); WARPCHECK_SIMD1(__vabsss); WARPCHECK_SIMD1(__vneg);
WARPCHECK_SIMD1(__vnegss);
WARPCHECK_SIMD2(__vabsdiffs); WARPCHECK_SIMD2(__vadd); WARPCHECK_SIMD2(__vaddss);
WARPCHECK_SIMD2(__vaddus); WARPCHECK_SIMD2(__vavgs); WARPCHECK_SIMD2(__vavgu);
WARPCHECK_SIMD2(__vhaddu); WARPCHECK_SIMD2(__vmaxs); WARPCHECK_SIMD2(__vmaxu);
WARPCHECK_SIMD2(__vmins); WARPCHECK_SIMD2(__vminu); WARPCHECK_SIMD2(__vsads);
WARPCHECK_SIMD2(__vsadu); WARPCHECK_SIMD2(__vsub); WARPCHECK_SIMD2(__vsubss);
WARPCHECK_SIMD2(__vsubus);
WARPCHECK_SIMD2(__vcmpeq); WARPCHECK_SIMD2(__vcmpne); WARPCHECK_SIMD2(__vcmpges);
WARPCHECK_SIMD2(__vcmpgeu); WARPCHECK_SIMD2(__vcmpgts); WARPCHECK_SIMD2(__vcmpgtu);
WARPCHECK_SIMD2(__vcmples); WARPCHECK_SIMD2(__vcmpleu); WARPCHECK_SIMD2(__vcmplts);
WARPCHECK_SIMD2(__vcmpltu);
WARPCHECK_SIMD2(__vseteq); WARPCHECK_SIMD2(__vsetne); WARPCHECK_SIMD2(__vsetges);
WARPCHECK_SIMD2(__vsetgeu); WARPCHECK_SIMD2(__vsetgts); WARPCHECK_SIMD2(__vsetgtu);
WARPCHECK_SIMD2(__vsetles); WARPCHECK_SIMD2(__vsetleu); WARPCHECK_SIMD2(__vsetlts);
WARPCHECK_SIMD2(__vsetltu);
#undef WARPCHECK_SIMD1
#undef WARPCHECK_SIMD2
__device__ unsigned __vabsdiffu2(unsigned, unsigned);
/* sm_90's three-operand minimum and maximum, with and without ReLU */
#define WARPCHECK_VI3(name) \
	__host__ __device__ unsigned name##_s16x2(unsigned, unsigned, unsigned); \
	__host__ __device__ unsigned name##_s16x2_relu(unsigned, unsigned, unsigned); \
	__host__ __device__ int name##_s32(int, int, int); \
	__host__ __device__ int name##_s32_relu(int, int, int); \
	__host__ __device__ unsigned name##_u16x2(unsigned, unsigned, unsigned); \
	__host__ __device__ unsigned name##_u32(unsigned, unsigned, unsigned)
WARPCHECK_VI3(__viaddmax); WARPCHECK_VI3(__viaddmin);
WARPCHECK_VI3(__vimax3); WARPCHECK_VI3(__vimin3);
#undef WARPCHECK_VI3
__host__ __device__ unsigned __vimax_s16x2_relu(unsigned, unsigned);
__host__ __device__ int __vimax_s32_relu(int, int);
__host__ __device__ unsigned __vimin_s16x2_relu(unsigned, unsigned);
__host__ __device__ int __vimin_s32_relu(int, int);
#define WARPCHECK_VIB(name) \
	__host__ __device__ unsigned name##_s16x2(unsigned, unsigned, bool *, bool *); \
	__host__ __device__ int name##_s32(int, int, bool *); \
	__host__ __device__ unsigned name##_u16x2(unsigned, unsigned, bool *, bool *); \
	__host__ __device__ unsigned name##_u32(unsigned, unsigned, bool *)
WARPCHECK_VIB(__vibmax); WARPCHECK_VIB(__vibmin);
#undef WARPCHECK_VIB

/* address spaces, named barriers, clusters */
__device__ size_t __cvta_generic_to_constant(const void *);
__device__ size_t __cvta_generic_to_local(const void *);
__device__ size_t __cvta_generic_to_grid_constant(const void *);
__device__ void *__cvta_constant_to_generic(size_t);
__device__ void *__cvta_global_to_generic(size_t);
__device__ void *__cvta_local_to_generic(size_t);
__device__ void *__cvta_grid_constant_to_generic(size_t);
__device__ void __barrier_sync(unsigned id);
__device__ void __barrier_sync_count(unsigned id, unsigned count);
__device__ void __threadfence_cluster(void);
__device__ void __cluster_barrier_arrive(void);
__device__ void __cluster_barrier_arrive_relaxed(void);
__device__ void __cluster_barrier_wait(void);
__device__ void *__cluster_map_shared_rank(const void *, unsigned rank);
__device__ uint2 __cluster_map_shared_multicast(const void *, unsigned mask);
__device__ unsigned __cluster_query_shared_rank(const void *);
__device__ void *__nv_associate_access_property(const void *, unsigned long long property);
__device__ void __nv_memcpy_async_shared_global_4(void *, const void *, unsigned);
__device__ void __nv_memcpy_async_shared_global_8(void *, const void *, unsigned);
__device__ void __nv_memcpy_async_shared_global_16(void *, const void *, unsigned);

/* timing, traps and sleeping */
__device__ long long clock64(void);
__device__ unsigned long long __globaltimer(void);
__device__ void __nanosleep(unsigned ns);
/* sm_100's paired float arithmetic (crt/sm_100_rt.h): two lanes of a
 * float2 at once, each rounding mode */
#define WARPCHECK_FLOAT2_OPS(R) \
	__device__ float2 __fadd2_##R(float2 x, float2 y); \
	__device__ float2 __fmul2_##R(float2 x, float2 y); \
	__device__ float2 __ffma2_##R(float2 x, float2 y, float2 z);
WARPCHECK_FLOAT2_OPS(rn)
WARPCHECK_FLOAT2_OPS(rz)
WARPCHECK_FLOAT2_OPS(ru)
WARPCHECK_FLOAT2_OPS(rd)
#undef WARPCHECK_FLOAT2_OPS
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
