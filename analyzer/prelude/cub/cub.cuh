/*
 * cub/cub.cuh - warpcheck's model of CUB, the CUDA toolkit's library of
 * block-, warp- and device-wide primitives (CCCL 3.0's API, with the
 * names CUDA 12's CUB still had: cub::Sum, cub::Max, ...).
 *
 * What a primitive reads and writes in global memory is written out as
 * CUB does it, so that the front end counts it like the kernel's own
 * loads: a blocked load is items[i] = in[tid * N + i], a striped one
 * in[tid + i * BLOCK_THREADS], a warp-striped one in[warp * 32 * N +
 * lane + i * 32], a vectorized one the blocked order in 4-item vectors.
 * What goes through a primitive's TempStorage in shared memory (the
 * transposes of BLOCK_LOAD_TRANSPOSE and BLOCK_LOAD_WARP_TRANSPOSE, and
 * the reductions, scans and sorts) is not: such a call is named in a
 * note (the annotation "warpcheck-unmodeled:"), never silently counted
 * as nothing.  A TempStorage has CUB's size, so that shared memory per
 * block, and occupancy, are right.  The device-wide algorithms are host
 * functions that launch CUB's own kernels: declared only.
 */
#ifndef WARPCHECK_PRELUDE_CUB_CUH
#define WARPCHECK_PRELUDE_CUB_CUH

#include <cuda_runtime.h>
/* the real CUB brings <stdint.h> through libcu++ */
#include <stdint.h>
/* as cub/util_type.cuh does: its includers get the 16-bit and 8-bit
 * floating-point types without including their headers */
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cuda_fp8.h>
#include <cuda/__cccl>
/* cuda::minimum and cuda::maximum, which CUB's reductions name */
#include <cuda/functional>
/* the real CUB brings the cooperative groups too */
#include <cooperative_groups.h>

/* the macros includers test and use */
#define CUB_VERSION 300001
#define CUB_MAJOR_VERSION (CUB_VERSION / 100000)
#define CUB_MINOR_VERSION (CUB_VERSION / 100 % 1000)
#define CUB_SUBMINOR_VERSION (CUB_VERSION % 100)
/* the build may put CUB inside a namespace of its own
 * (-DTHRUST_CUB_WRAPPED_NAMESPACE=amgx, -DCUB_WRAPPED_NAMESPACE=amgx) */
#if defined(THRUST_CUB_WRAPPED_NAMESPACE) && !defined(CUB_WRAPPED_NAMESPACE)
#define CUB_WRAPPED_NAMESPACE THRUST_CUB_WRAPPED_NAMESPACE
#endif
#ifdef CUB_WRAPPED_NAMESPACE
#define CUB_NS_PREFIX namespace CUB_WRAPPED_NAMESPACE {
#define CUB_NS_POSTFIX }
#define CUB_NS_QUALIFIER ::CUB_WRAPPED_NAMESPACE::cub
#endif
#ifndef CUB_NS_PREFIX
#define CUB_NS_PREFIX
#endif
#ifndef CUB_NS_POSTFIX
#define CUB_NS_POSTFIX
#endif
#ifndef CUB_NS_QUALIFIER
#define CUB_NS_QUALIFIER ::cub
#endif
#define CUB_NAMESPACE_BEGIN CUB_NS_PREFIX namespace cub {
#define CUB_NAMESPACE_END } CUB_NS_POSTFIX
#define CUB_RUNTIME_FUNCTION __host__ __device__
#define CUB_LOG_WARP_THREADS(unused) (5)
#define CUB_WARP_THREADS(unused) (1 << CUB_LOG_WARP_THREADS(0))
#define CUB_PTX_WARP_THREADS CUB_WARP_THREADS(0)
#define CUB_PTX_LOG_WARP_THREADS CUB_LOG_WARP_THREADS(0)
#define CUB_LOG_SMEM_BANKS(unused) (5)
#define CUB_SMEM_BANKS(unused) (1 << CUB_LOG_SMEM_BANKS(0))
#define CUB_PTX_LOG_SMEM_BANKS CUB_LOG_SMEM_BANKS(0)
#define CUB_PTX_SMEM_BANKS CUB_SMEM_BANKS(0)
#define CUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#define CUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#define CUB_QUOTIENT_FLOOR(x, y) ((x) / (y))
#define CUB_QUOTIENT_CEILING(x, y) (((x) + (y) - 1) / (y))
#define CUB_ROUND_UP_NEAREST(x, y) ((((x) + (y) - 1) / (y)) * (y))
#define CUB_ROUND_DOWN_NEAREST(x, y) (((x) / (y)) * (y))
#define CubDebug(e) (e)
#define CubDebugExit(e) (e)

#define WARPCHECK_CUB_UNMODELED(what) __attribute__((annotate("warpcheck-unmodeled: " what)))

CUB_NAMESPACE_BEGIN

/* ---- types and functors -------------------------------------------- */

struct NullType {};

template <typename K, typename V> struct KeyValuePair {
	typedef K Key;
	typedef V Value;
	K key;
	V value;
	__host__ __device__ KeyValuePair() {}
	__host__ __device__ KeyValuePair(const K &k, const V &v) : key(k), value(v) {}
};

struct Sum {
	template <typename T, typename U>
	__host__ __device__ auto operator()(const T &a, const U &b) const { return a + b; }
};
struct Max {
	template <typename T>
	__host__ __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
struct Min {
	template <typename T>
	__host__ __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
struct ArgMax {
	template <typename K, typename V>
	__host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a,
							  const KeyValuePair<K, V> &b) const
	{ return (b.value > a.value || (b.value == a.value && b.key < a.key)) ? b : a; }
};
struct ArgMin {
	template <typename K, typename V>
	__host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V> &a,
							  const KeyValuePair<K, V> &b) const
	{ return (b.value < a.value || (b.value == a.value && b.key < a.key)) ? b : a; }
};
struct Equality {
	template <typename T, typename U>
	__host__ __device__ bool operator()(const T &a, const U &b) const { return a == b; }
};
struct Inequality {
	template <typename T, typename U>
	__host__ __device__ bool operator()(const T &a, const U &b) const { return a != b; }
};

template <int N, int CURRENT = N, int COUNT = 0> struct Log2 {
	enum { VALUE = Log2<N, (CURRENT >> 1), COUNT + 1>::VALUE };
};
template <int N, int COUNT> struct Log2<N, 0, COUNT> {
	enum { VALUE = (1 << (COUNT - 1) < N) ? COUNT : COUNT - 1 };
};
template <int N> struct PowerOfTwo {
	enum { VALUE = ((N & (N - 1)) == 0) };
};

/* storage for a T that has no default constructor (a shared union) */
template <typename T> struct Uninitialized {
	alignas(T) unsigned char storage[sizeof(T)];
	__host__ __device__ T &Alias() { return reinterpret_cast<T &>(*this); }
};

/* a type's bits as an unsigned integer of its size (radix sorts, top-k) */
template <int BYTES> struct UnsignedBitsOf {};
template <> struct UnsignedBitsOf<1> { typedef unsigned char Type; };
template <> struct UnsignedBitsOf<2> { typedef unsigned short Type; };
template <> struct UnsignedBitsOf<4> { typedef unsigned int Type; };
template <> struct UnsignedBitsOf<8> { typedef unsigned long long Type; };
template <typename T> struct Traits {
	typedef typename UnsignedBitsOf<sizeof(T)>::Type UnsignedBits;
	static constexpr UnsignedBits HIGH_BIT = (UnsignedBits)1 << (8 * sizeof(T) - 1);
	static constexpr UnsignedBits LOWEST_KEY = (UnsignedBits)0;
	static constexpr UnsignedBits MAX_KEY = (UnsignedBits)~(UnsignedBits)0;
	static __host__ __device__ UnsignedBits TwiddleIn(UnsignedBits key) { return key; }
	static __host__ __device__ UnsignedBits TwiddleOut(UnsignedBits key) { return key; }
};

/* the largest and the lowest finite value of a floating type: CCCL 2's
 * (CUDA 12), gone from 3.0, kept for the projects built against CUDA 12 */
template <typename T> struct FpLimits;
template <> struct FpLimits<float> {
	static __host__ __device__ float Max() { return 3.40282347e+38f; }
	static __host__ __device__ float Lowest() { return -3.40282347e+38f; }
};
template <> struct FpLimits<double> {
	static __host__ __device__ double Max() { return 1.7976931348623157e+308; }
	static __host__ __device__ double Lowest() { return -1.7976931348623157e+308; }
};
template <> struct FpLimits<__half> {
	static __host__ __device__ __half Max() { return __ushort_as_half((unsigned short)0x7BFFU); }
	static __host__ __device__ __half Lowest() { return __ushort_as_half((unsigned short)0xFBFFU); }
};
template <> struct FpLimits<__nv_bfloat16> {
	static __host__ __device__ __nv_bfloat16 Max() { return __ushort_as_bfloat16((unsigned short)0x7F7FU); }
	static __host__ __device__ __nv_bfloat16 Lowest() { return __ushort_as_bfloat16((unsigned short)0xFF7FU); }
};

/* ---- thread and warp utilities ------------------------------------ */

__device__ inline int RowMajorTid(int block_dim_x, int block_dim_y, int block_dim_z)
{
	return (block_dim_z == 1 ? 0 : threadIdx.z * block_dim_x * block_dim_y) +
	       (block_dim_y == 1 ? 0 : threadIdx.y * block_dim_x) + threadIdx.x;
}
__device__ inline unsigned LaneId()
{
	return ((threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x) % 32;
}
__device__ unsigned WarpId();      /* %warpid: the hardware's slot */
__device__ unsigned LaneMaskLt();
__device__ unsigned LaneMaskLe();
__device__ unsigned LaneMaskGt();
__device__ unsigned LaneMaskGe();
template <int LOGICAL_WARP_THREADS>
__device__ unsigned WarpMask(unsigned warp_id);

template <int LOGICAL_WARP_THREADS, typename T>
__device__ T ShuffleIndex(T input, int src_lane, unsigned member_mask);
template <int LOGICAL_WARP_THREADS, typename T>
__device__ T ShuffleUp(T input, int src_offset, int first_thread, unsigned member_mask);
template <int LOGICAL_WARP_THREADS, typename T>
__device__ T ShuffleDown(T input, int src_offset, int last_thread, unsigned member_mask);

enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };

template <CacheLoadModifier MODIFIER, typename T>
__device__ T ThreadLoad(const T *ptr) { return *ptr; }
template <CacheStoreModifier MODIFIER, typename T>
__device__ void ThreadStore(T *ptr, T value) { *ptr = value; }

/* ---- direct loads and stores: global memory, no TempStorage ----- */

/* the vector CUB loads a blocked thread's items in: 4 items where
 * ITEMS_PER_THREAD is a multiple of 4 (float4, int4, or 8 bytes of a
 * 2-byte type), else 2 where it is even, else 1 */
template <typename T, int N> struct VectorOf {
	enum { SIZE = N % 4 == 0 ? 4 : N % 2 == 0 ? 2 : 1 };
	struct alignas(sizeof(T) * SIZE) type { T v[SIZE]; };
};

template <typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		items[i] = block_itr[linear_tid * ITEMS_PER_THREAD + i];
}
template <typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				  int valid_items)
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		if (linear_tid * ITEMS_PER_THREAD + i < valid_items)
			items[i] = block_itr[linear_tid * ITEMS_PER_THREAD + i];
}
template <typename T, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				  int valid_items, DefaultT oob_default)
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		items[i] = oob_default;
	LoadDirectBlocked(linear_tid, block_itr, items, valid_items);
}

template <typename T, int ITEMS_PER_THREAD>
__device__ void LoadDirectBlockedVectorized(int linear_tid, const T *block_ptr, T (&items)[ITEMS_PER_THREAD])
{
	typedef typename VectorOf<T, ITEMS_PER_THREAD>::type V;
	enum { VEC = VectorOf<T, ITEMS_PER_THREAD>::SIZE };
	const V *vp = reinterpret_cast<const V *>(block_ptr + linear_tid * ITEMS_PER_THREAD);
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD / VEC; i++) {
		V v = vp[i];
#pragma unroll
		for (int j = 0; j < VEC; j++)
			items[i * VEC + j] = v.v[j];
	}
}

template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		items[i] = block_itr[linear_tid + i * BLOCK_THREADS];
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				  int valid_items)
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		if (linear_tid + i * BLOCK_THREADS < valid_items)
			items[i] = block_itr[linear_tid + i * BLOCK_THREADS];
}
template <int BLOCK_THREADS, typename T, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				  int valid_items, DefaultT oob_default)
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		items[i] = oob_default;
	LoadDirectStriped<BLOCK_THREADS>(linear_tid, block_itr, items, valid_items);
}

template <typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
{
	int lane = linear_tid & 31, warp_offset = (linear_tid >> 5) * 32 * ITEMS_PER_THREAD;
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		items[i] = block_itr[warp_offset + lane + i * 32];
}
template <typename T, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				      int valid_items)
{
	int lane = linear_tid & 31, warp_offset = (linear_tid >> 5) * 32 * ITEMS_PER_THREAD;
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		if (warp_offset + lane + i * 32 < valid_items)
			items[i] = block_itr[warp_offset + lane + i * 32];
}
template <typename T, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				      int valid_items, DefaultT oob_default)
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		items[i] = oob_default;
	LoadDirectWarpStriped(linear_tid, block_itr, items, valid_items);
}

template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		block_itr[linear_tid * ITEMS_PER_THREAD + i] = items[i];
}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				   int valid_items)
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		if (linear_tid * ITEMS_PER_THREAD + i < valid_items)
			block_itr[linear_tid * ITEMS_PER_THREAD + i] = items[i];
}
template <typename T, int ITEMS_PER_THREAD>
__device__ void StoreDirectBlockedVectorized(int linear_tid, T *block_ptr, T (&items)[ITEMS_PER_THREAD])
{
	typedef typename VectorOf<T, ITEMS_PER_THREAD>::type V;
	enum { VEC = VectorOf<T, ITEMS_PER_THREAD>::SIZE };
	V *vp = reinterpret_cast<V *>(block_ptr + linear_tid * ITEMS_PER_THREAD);
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD / VEC; i++) {
		V v;
#pragma unroll
		for (int j = 0; j < VEC; j++)
			v.v[j] = items[i * VEC + j];
		vp[i] = v;
	}
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		block_itr[linear_tid + i * BLOCK_THREADS] = items[i];
}
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				   int valid_items)
{
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		if (linear_tid + i * BLOCK_THREADS < valid_items)
			block_itr[linear_tid + i * BLOCK_THREADS] = items[i];
}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectWarpStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
{
	int lane = linear_tid & 31, warp_offset = (linear_tid >> 5) * 32 * ITEMS_PER_THREAD;
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		block_itr[warp_offset + lane + i * 32] = items[i];
}
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectWarpStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD],
				       int valid_items)
{
	int lane = linear_tid & 31, warp_offset = (linear_tid >> 5) * 32 * ITEMS_PER_THREAD;
#pragma unroll
	for (int i = 0; i < ITEMS_PER_THREAD; i++)
		if (warp_offset + lane + i * 32 < valid_items)
			block_itr[warp_offset + lane + i * 32] = items[i];
}

/* BLOCK_LOAD_VECTORIZE and BLOCK_STORE_VECTORIZE: vectors through a
 * pointer, the blocked order through any other iterator */
namespace detail {
template <typename T, int N>
__device__ void load_vectorized(int tid, const T *p, T (&items)[N]) { LoadDirectBlockedVectorized(tid, p, items); }
template <typename T, int N>
__device__ void load_vectorized(int tid, T *p, T (&items)[N]) { LoadDirectBlockedVectorized(tid, (const T *)p, items); }
template <typename T, int N, typename It>
__device__ void load_vectorized(int tid, It it, T (&items)[N]) { LoadDirectBlocked(tid, it, items); }
/* a store is vectorized only for a type CUDA has vector types of (not
 * __half: its stores stay 2-byte, measured, kernels/cub_block.cu); a
 * load is, in words of the type's size, for any type */
template <typename T> struct NativeVector { enum { VALUE = __is_arithmetic(T) && !__is_same(T, bool) }; };
template <typename T, int N>
__device__ void store_vectorized(int tid, T *p, T (&items)[N])
{
	if constexpr (NativeVector<T>::VALUE)
		StoreDirectBlockedVectorized(tid, p, items);
	else
		StoreDirectBlocked(tid, p, items);
}
template <typename T, int N, typename It>
__device__ void store_vectorized(int tid, It it, T (&items)[N]) { StoreDirectBlocked(tid, it, items); }
}

/* ---- block exchange: through shared memory, not modeled ---------- */

/* CUB's exchange buffer: the block's items, with one item of padding
 * every 32 where ITEMS_PER_THREAD is a power of two above 4 */
template <typename T, int BLOCK_THREADS, int ITEMS_PER_THREAD> struct ExchangeStorage {
	enum {
		ITEMS = BLOCK_THREADS * ITEMS_PER_THREAD,
		PAD = (ITEMS_PER_THREAD > 4 && PowerOfTwo<ITEMS_PER_THREAD>::VALUE) ? ITEMS / 32 : 0
	};
	T buff[ITEMS + PAD];
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false,
	  int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
	enum { BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z };
public:
	typedef ExchangeStorage<T, BLOCK_THREADS, ITEMS_PER_THREAD> TempStorage;
	__device__ BlockExchange() {}
	__device__ BlockExchange(TempStorage &) {}
	template <typename OutputT> WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void StripedToBlocked(const T (&in)[ITEMS_PER_THREAD], OutputT (&out)[ITEMS_PER_THREAD]);
	template <typename OutputT> WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void BlockedToStriped(const T (&in)[ITEMS_PER_THREAD], OutputT (&out)[ITEMS_PER_THREAD]);
	template <typename OutputT> WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void WarpStripedToBlocked(const T (&in)[ITEMS_PER_THREAD], OutputT (&out)[ITEMS_PER_THREAD]);
	template <typename OutputT> WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void BlockedToWarpStriped(const T (&in)[ITEMS_PER_THREAD], OutputT (&out)[ITEMS_PER_THREAD]);
	/* in place: one array, the input and the output */
	WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void StripedToBlocked(T (&items)[ITEMS_PER_THREAD]);
	WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void BlockedToStriped(T (&items)[ITEMS_PER_THREAD]);
	WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void WarpStripedToBlocked(T (&items)[ITEMS_PER_THREAD]);
	WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void BlockedToWarpStriped(T (&items)[ITEMS_PER_THREAD]);
	template <typename OffsetT> WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void ScatterToBlocked(T (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]);
	template <typename OffsetT> WARPCHECK_CUB_UNMODELED("cub::BlockExchange: its stores and loads of shared memory (TempStorage) are not counted")
	__device__ void ScatterToStriped(T (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]);
};

/* ---- block load and store ----------------------------------------- */

enum BlockLoadAlgorithm {
	BLOCK_LOAD_DIRECT,
	BLOCK_LOAD_STRIPED,
	BLOCK_LOAD_VECTORIZE,
	BLOCK_LOAD_TRANSPOSE,
	BLOCK_LOAD_WARP_TRANSPOSE,
	BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};

enum BlockStoreAlgorithm {
	BLOCK_STORE_DIRECT,
	BLOCK_STORE_STRIPED,
	BLOCK_STORE_VECTORIZE,
	BLOCK_STORE_TRANSPOSE,
	BLOCK_STORE_WARP_TRANSPOSE,
	BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};

/* the transposing algorithms' exchange: not modeled, named in a note */
WARPCHECK_CUB_UNMODELED("cub's transpose of a block load or store through shared memory (its TempStorage) is not counted, only the global loads and stores")
__device__ void exchange_through_shared(void);

template <typename T, int BLOCK_THREADS, int ITEMS_PER_THREAD, int TRANSPOSES> struct LoadStoreStorage {
	typedef ExchangeStorage<T, BLOCK_THREADS, ITEMS_PER_THREAD> type;
};
template <typename T, int BLOCK_THREADS, int ITEMS_PER_THREAD>
struct LoadStoreStorage<T, BLOCK_THREADS, ITEMS_PER_THREAD, 0> {
	typedef NullType type;
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
	  int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
	enum { BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z };

	template <typename It, typename U>
	__device__ void load(It block_itr, U (&items)[ITEMS_PER_THREAD])
	{
		int tid = RowMajorTid(BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z);
		if (ALGORITHM == BLOCK_LOAD_DIRECT)
			LoadDirectBlocked(tid, block_itr, items);
		else if (ALGORITHM == BLOCK_LOAD_VECTORIZE)
			detail::load_vectorized(tid, block_itr, items);
		else if (ALGORITHM == BLOCK_LOAD_STRIPED || ALGORITHM == BLOCK_LOAD_TRANSPOSE)
			LoadDirectStriped<BLOCK_THREADS>(tid, block_itr, items);
		else
			LoadDirectWarpStriped(tid, block_itr, items);
		if constexpr (ALGORITHM >= BLOCK_LOAD_TRANSPOSE)
			exchange_through_shared();
	}
	template <typename It, typename U>
	__device__ void load(It block_itr, U (&items)[ITEMS_PER_THREAD], int valid_items)
	{
		int tid = RowMajorTid(BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z);
		if (ALGORITHM == BLOCK_LOAD_DIRECT || ALGORITHM == BLOCK_LOAD_VECTORIZE)
			LoadDirectBlocked(tid, block_itr, items, valid_items);
		else if (ALGORITHM == BLOCK_LOAD_STRIPED || ALGORITHM == BLOCK_LOAD_TRANSPOSE)
			LoadDirectStriped<BLOCK_THREADS>(tid, block_itr, items, valid_items);
		else
			LoadDirectWarpStriped(tid, block_itr, items, valid_items);
		if constexpr (ALGORITHM >= BLOCK_LOAD_TRANSPOSE)
			exchange_through_shared();
	}

public:
	typedef typename LoadStoreStorage<T, BLOCK_THREADS, ITEMS_PER_THREAD,
					  (ALGORITHM >= BLOCK_LOAD_TRANSPOSE)>::type _TempStorage;
	struct TempStorage : Uninitialized<_TempStorage> {};

	__device__ BlockLoad() {}
	__device__ BlockLoad(TempStorage &) {}

	template <typename InputIteratorT>
	__device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
	{ load(block_itr, items); }
	template <typename InputIteratorT>
	__device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items)
	{ load(block_itr, items, valid_items); }
	template <typename InputIteratorT, typename DefaultT>
	__device__ void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items,
			     DefaultT oob_default)
	{
#pragma unroll
		for (int i = 0; i < ITEMS_PER_THREAD; i++)
			items[i] = oob_default;
		load(block_itr, items, valid_items);
	}
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
	  int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
	enum { BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z };

public:
	typedef typename LoadStoreStorage<T, BLOCK_THREADS, ITEMS_PER_THREAD,
					  (ALGORITHM >= BLOCK_STORE_TRANSPOSE)>::type _TempStorage;
	struct TempStorage : Uninitialized<_TempStorage> {};

	__device__ BlockStore() {}
	__device__ BlockStore(TempStorage &) {}

	template <typename OutputIteratorT>
	__device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
	{
		int tid = RowMajorTid(BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z);
		if constexpr (ALGORITHM >= BLOCK_STORE_TRANSPOSE)
			exchange_through_shared();
		if (ALGORITHM == BLOCK_STORE_DIRECT)
			StoreDirectBlocked(tid, block_itr, items);
		else if (ALGORITHM == BLOCK_STORE_VECTORIZE)
			detail::store_vectorized(tid, block_itr, items);
		else if (ALGORITHM == BLOCK_STORE_STRIPED || ALGORITHM == BLOCK_STORE_TRANSPOSE)
			StoreDirectStriped<BLOCK_THREADS>(tid, block_itr, items);
		else
			StoreDirectWarpStriped(tid, block_itr, items);
	}
	template <typename OutputIteratorT>
	__device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items)
	{
		int tid = RowMajorTid(BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z);
		if constexpr (ALGORITHM >= BLOCK_STORE_TRANSPOSE)
			exchange_through_shared();
		if (ALGORITHM == BLOCK_STORE_DIRECT || ALGORITHM == BLOCK_STORE_VECTORIZE)
			StoreDirectBlocked(tid, block_itr, items, valid_items);
		else if (ALGORITHM == BLOCK_STORE_STRIPED || ALGORITHM == BLOCK_STORE_TRANSPOSE)
			StoreDirectStriped<BLOCK_THREADS>(tid, block_itr, items, valid_items);
		else
			StoreDirectWarpStriped(tid, block_itr, items, valid_items);
	}
};

/* ---- reductions, scans, sorts: declared, named in a note ---------- */

enum BlockReduceAlgorithm {
	BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
	BLOCK_REDUCE_RAKING,
	BLOCK_REDUCE_WARP_REDUCTIONS
};
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };

#define WARPCHECK_CUB_BLOCK(what) \
	WARPCHECK_CUB_UNMODELED(what ": its shuffles and the shared memory of its TempStorage are not counted")

/* the shared memory CUB's block reduction and scan take: a warp's
 * partial each, and for raking a grid of BLOCK_THREADS items */
template <typename T, int BLOCK_THREADS> struct CollectiveStorage {
	T warp_partials[(BLOCK_THREADS + 31) / 32 + 1];
	T raking_grid[BLOCK_THREADS + BLOCK_THREADS / 32];
};

template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
	  int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
public:
	struct TempStorage : Uninitialized<CollectiveStorage<T, BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z>> {};
	__device__ BlockReduce() {}
	__device__ BlockReduce(TempStorage &) {}
	template <typename ReductionOp> WARPCHECK_CUB_BLOCK("cub::BlockReduce")
	__device__ T Reduce(T input, ReductionOp op);
	template <typename ReductionOp> WARPCHECK_CUB_BLOCK("cub::BlockReduce")
	__device__ T Reduce(T input, ReductionOp op, int num_valid);
	template <int N, typename ReductionOp> WARPCHECK_CUB_BLOCK("cub::BlockReduce")
	__device__ T Reduce(T (&inputs)[N], ReductionOp op);
	WARPCHECK_CUB_BLOCK("cub::BlockReduce") __device__ T Sum(T input);
	WARPCHECK_CUB_BLOCK("cub::BlockReduce") __device__ T Sum(T input, int num_valid);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockReduce") __device__ T Sum(T (&inputs)[N]);
};

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
	  int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
public:
	struct TempStorage : Uninitialized<CollectiveStorage<T, BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z>> {};
	__device__ BlockScan() {}
	__device__ BlockScan(TempStorage &) {}
	WARPCHECK_CUB_BLOCK("cub::BlockScan") __device__ void ExclusiveSum(T input, T &output);
	WARPCHECK_CUB_BLOCK("cub::BlockScan") __device__ void ExclusiveSum(T input, T &output, T &block_aggregate);
	template <typename Prefix> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveSum(T input, T &output, Prefix &prefix_op);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveSum(T (&input)[N], T (&output)[N]);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveSum(T (&input)[N], T (&output)[N], T &block_aggregate);
	template <int N, typename Prefix> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveSum(T (&input)[N], T (&output)[N], Prefix &prefix_op);
	WARPCHECK_CUB_BLOCK("cub::BlockScan") __device__ void InclusiveSum(T input, T &output);
	WARPCHECK_CUB_BLOCK("cub::BlockScan") __device__ void InclusiveSum(T input, T &output, T &block_aggregate);
	template <typename Prefix> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveSum(T input, T &output, Prefix &prefix_op);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveSum(T (&input)[N], T (&output)[N]);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveSum(T (&input)[N], T (&output)[N], T &block_aggregate);
	template <int N, typename Prefix> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveSum(T (&input)[N], T (&output)[N], Prefix &prefix_op);
	template <typename Op> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveScan(T input, T &output, T initial_value, Op scan_op);
	template <typename Op> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveScan(T input, T &output, T initial_value, Op scan_op, T &block_aggregate);
	template <typename Op, typename Prefix> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveScan(T input, T &output, Op scan_op, Prefix &prefix_op);
	template <int N, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveScan(T (&input)[N], T (&output)[N], T initial_value, Op scan_op);
	template <int N, typename Op, typename Prefix> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void ExclusiveScan(T (&input)[N], T (&output)[N], Op scan_op, Prefix &prefix_op);
	template <typename Op> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveScan(T input, T &output, Op scan_op);
	template <typename Op> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveScan(T input, T &output, Op scan_op, T &block_aggregate);
	template <typename Op, typename Prefix> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveScan(T input, T &output, Op scan_op, Prefix &prefix_op);
	template <int N, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveScan(T (&input)[N], T (&output)[N], Op scan_op);
	template <int N, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveScan(T (&input)[N], T (&output)[N], Op scan_op, T &block_aggregate);
	template <int N, typename Op, typename Prefix> WARPCHECK_CUB_BLOCK("cub::BlockScan")
	__device__ void InclusiveScan(T (&input)[N], T (&output)[N], Op scan_op, Prefix &prefix_op);
};

/* each thread's items against its neighbour's: the last item of each
 * thread goes through TempStorage, one a thread */
template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockAdjacentDifference {
public:
	struct TempStorage : Uninitialized<CollectiveStorage<T, BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z>> {};
	__device__ BlockAdjacentDifference() {}
	__device__ BlockAdjacentDifference(TempStorage &) {}
	template <int N, typename OutputT, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockAdjacentDifference")
	__device__ void SubtractLeft(T (&input)[N], OutputT (&output)[N], Op difference_op);
	template <int N, typename OutputT, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockAdjacentDifference")
	__device__ void SubtractLeft(T (&input)[N], OutputT (&output)[N], Op difference_op,
				     T tile_predecessor_item);
	template <int N, typename OutputT, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockAdjacentDifference")
	__device__ void SubtractLeftPartialTile(T (&input)[N], OutputT (&output)[N], Op difference_op,
						int valid_items);
	template <int N, typename OutputT, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockAdjacentDifference")
	__device__ void SubtractLeftPartialTile(T (&input)[N], OutputT (&output)[N], Op difference_op,
						int valid_items, T tile_predecessor_item);
	template <int N, typename OutputT, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockAdjacentDifference")
	__device__ void SubtractRight(T (&input)[N], OutputT (&output)[N], Op difference_op);
	template <int N, typename OutputT, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockAdjacentDifference")
	__device__ void SubtractRight(T (&input)[N], OutputT (&output)[N], Op difference_op,
				      T tile_successor_item);
	template <int N, typename OutputT, typename Op> WARPCHECK_CUB_BLOCK("cub::BlockAdjacentDifference")
	__device__ void SubtractRightPartialTile(T (&input)[N], OutputT (&output)[N], Op difference_op,
						 int valid_items);
};

template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType,
	  int RADIX_BITS = 4, bool MEMOIZE_OUTER_SCAN = true,
	  BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
	  cudaSharedMemConfig SMEM_CONFIG = cudaSharedMemBankSizeFourByte,
	  int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
	enum { BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z };
public:
	struct TempStorage : Uninitialized<ExchangeStorage<KeyT, BLOCK_THREADS, ITEMS_PER_THREAD>> {};
	__device__ BlockRadixSort() {}
	__device__ BlockRadixSort(TempStorage &) {}
	WARPCHECK_CUB_BLOCK("cub::BlockRadixSort")
	__device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
	WARPCHECK_CUB_BLOCK("cub::BlockRadixSort")
	__device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
			     int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
	WARPCHECK_CUB_BLOCK("cub::BlockRadixSort")
	__device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
				       int end_bit = sizeof(KeyT) * 8);
	WARPCHECK_CUB_BLOCK("cub::BlockRadixSort")
	__device__ void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
				       int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
	WARPCHECK_CUB_BLOCK("cub::BlockRadixSort")
	__device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
					     int end_bit = sizeof(KeyT) * 8);
	WARPCHECK_CUB_BLOCK("cub::BlockRadixSort")
	__device__ void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&values)[ITEMS_PER_THREAD],
					     int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
	WARPCHECK_CUB_BLOCK("cub::BlockRadixSort")
	__device__ void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
						       int end_bit = sizeof(KeyT) * 8);
	WARPCHECK_CUB_BLOCK("cub::BlockRadixSort")
	__device__ void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD],
						       ValueT (&values)[ITEMS_PER_THREAD],
						       int begin_bit = 0, int end_bit = sizeof(KeyT) * 8);
};

template <typename T, int BLOCK_THREADS> struct BlockRakingLayout {
	enum {
		SHARED_ELEMENTS = BLOCK_THREADS,
		MAX_RAKING_THREADS = BLOCK_THREADS < 32 ? BLOCK_THREADS : 32,
		SEGMENT_LENGTH = (SHARED_ELEMENTS + MAX_RAKING_THREADS - 1) / MAX_RAKING_THREADS,
		RAKING_THREADS = (SHARED_ELEMENTS + SEGMENT_LENGTH - 1) / SEGMENT_LENGTH,
		HAS_CONFLICTS = 0,
		CONFLICT_DEGREE = 1,
		USE_SEGMENT_PADDING = 0,
		GRID_ELEMENTS = RAKING_THREADS * SEGMENT_LENGTH,
		UNGUARDED = (SHARED_ELEMENTS % RAKING_THREADS == 0)
	};
	struct TempStorage : Uninitialized<T[GRID_ELEMENTS]> {};
	__device__ static T *PlacementPtr(TempStorage &temp_storage, unsigned linear_tid);
	__device__ static T *RakingPtr(TempStorage &temp_storage, unsigned linear_tid);
};

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
public:
	struct TempStorage : Uninitialized<T[LOGICAL_WARP_THREADS]> {};
	__device__ WarpReduce(TempStorage &) {}
	WARPCHECK_CUB_BLOCK("cub::WarpReduce") __device__ T Sum(T input);
	WARPCHECK_CUB_BLOCK("cub::WarpReduce") __device__ T Sum(T input, int valid_items);
	template <typename ReductionOp> WARPCHECK_CUB_BLOCK("cub::WarpReduce")
	__device__ T Reduce(T input, ReductionOp op);
	template <typename ReductionOp> WARPCHECK_CUB_BLOCK("cub::WarpReduce")
	__device__ T Reduce(T input, ReductionOp op, int valid_items);
	template <typename FlagT> WARPCHECK_CUB_BLOCK("cub::WarpReduce")
	__device__ T HeadSegmentedSum(T input, FlagT head_flag);
	template <typename FlagT> WARPCHECK_CUB_BLOCK("cub::WarpReduce")
	__device__ T TailSegmentedSum(T input, FlagT tail_flag);
};

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
public:
	struct TempStorage : Uninitialized<T[LOGICAL_WARP_THREADS]> {};
	__device__ WarpScan(TempStorage &) {}
	WARPCHECK_CUB_BLOCK("cub::WarpScan") __device__ void InclusiveSum(T input, T &output);
	WARPCHECK_CUB_BLOCK("cub::WarpScan") __device__ void InclusiveSum(T input, T &output, T &warp_aggregate);
	WARPCHECK_CUB_BLOCK("cub::WarpScan") __device__ void ExclusiveSum(T input, T &output);
	WARPCHECK_CUB_BLOCK("cub::WarpScan") __device__ void ExclusiveSum(T input, T &output, T &warp_aggregate);
	template <typename Op> WARPCHECK_CUB_BLOCK("cub::WarpScan")
	__device__ void InclusiveScan(T input, T &output, Op scan_op);
	template <typename Op> WARPCHECK_CUB_BLOCK("cub::WarpScan")
	__device__ void InclusiveScan(T input, T &output, Op scan_op, T &warp_aggregate);
	template <typename Op> WARPCHECK_CUB_BLOCK("cub::WarpScan")
	__device__ void ExclusiveScan(T input, T &output, T initial_value, Op scan_op);
	template <typename Op> WARPCHECK_CUB_BLOCK("cub::WarpScan")
	__device__ void ExclusiveScan(T input, T &output, T initial_value, Op scan_op, T &warp_aggregate);
	WARPCHECK_CUB_BLOCK("cub::WarpScan") __device__ T Broadcast(T input, unsigned src_lane);
};

/* ---- a warp's loads and stores: modeled as the block's are ---------- */

enum WarpLoadAlgorithm { WARP_LOAD_DIRECT, WARP_LOAD_STRIPED, WARP_LOAD_VECTORIZE, WARP_LOAD_TRANSPOSE };
enum WarpStoreAlgorithm { WARP_STORE_DIRECT, WARP_STORE_STRIPED, WARP_STORE_VECTORIZE, WARP_STORE_TRANSPOSE };

/* each lane's items of a logical warp's tile, from the tile's start:
 * blocked (lane * ITEMS_PER_THREAD + i) or striped (i * warp + lane) */
template <typename InputT, int ITEMS_PER_THREAD, WarpLoadAlgorithm ALGORITHM = WARP_LOAD_DIRECT,
	  int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpLoad {
	template <typename It, typename U>
	__device__ void load(It block_itr, U (&items)[ITEMS_PER_THREAD])
	{
		int lane = (int)(LaneId() % LOGICAL_WARP_THREADS);
		/* VECTORIZE too: CUB's vectorized overloads for a pointer are
		 * templates on a parameter no argument gives, so a call takes
		 * the generic blocked load (nvcc 13, measured: 8 LDG.E a lane
		 * for 8 floats, validate/results/h100-2026-12-06-cub-warp.md) */
		if (ALGORITHM == WARP_LOAD_DIRECT || ALGORITHM == WARP_LOAD_VECTORIZE)
			LoadDirectBlocked(lane, block_itr, items);
		else
			LoadDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items);
		if constexpr (ALGORITHM == WARP_LOAD_TRANSPOSE)
			exchange_through_shared();
	}
	template <typename It, typename U>
	__device__ void load(It block_itr, U (&items)[ITEMS_PER_THREAD], int valid_items)
	{
		int lane = (int)(LaneId() % LOGICAL_WARP_THREADS);
		if (ALGORITHM == WARP_LOAD_DIRECT || ALGORITHM == WARP_LOAD_VECTORIZE)
			LoadDirectBlocked(lane, block_itr, items, valid_items);
		else
			LoadDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items, valid_items);
		if constexpr (ALGORITHM == WARP_LOAD_TRANSPOSE)
			exchange_through_shared();
	}

public:
	struct TempStorage : Uninitialized<ExchangeStorage<InputT, LOGICAL_WARP_THREADS, ITEMS_PER_THREAD>> {};
	__device__ WarpLoad() {}
	__device__ WarpLoad(TempStorage &) {}

	template <typename InputIteratorT>
	__device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD])
	{ load(block_itr, items); }
	template <typename InputIteratorT>
	__device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items)
	{ load(block_itr, items, valid_items); }
	template <typename InputIteratorT, typename DefaultT>
	__device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD], int valid_items,
			     DefaultT oob_default)
	{
#pragma unroll
		for (int i = 0; i < ITEMS_PER_THREAD; i++)
			items[i] = oob_default;
		load(block_itr, items, valid_items);
	}
};

template <typename T, int ITEMS_PER_THREAD, WarpStoreAlgorithm ALGORITHM = WARP_STORE_DIRECT,
	  int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpStore {
public:
	struct TempStorage : Uninitialized<ExchangeStorage<T, LOGICAL_WARP_THREADS, ITEMS_PER_THREAD>> {};
	__device__ WarpStore() {}
	__device__ WarpStore(TempStorage &) {}

	template <typename OutputIteratorT>
	__device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD])
	{
		int lane = (int)(LaneId() % LOGICAL_WARP_THREADS);
		if constexpr (ALGORITHM == WARP_STORE_TRANSPOSE)
			exchange_through_shared();
		if (ALGORITHM == WARP_STORE_DIRECT)
			StoreDirectBlocked(lane, block_itr, items);
		else if (ALGORITHM == WARP_STORE_VECTORIZE)
			detail::store_vectorized(lane, block_itr, items);
		else
			StoreDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items);
	}
	template <typename OutputIteratorT>
	__device__ void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items)
	{
		int lane = (int)(LaneId() % LOGICAL_WARP_THREADS);
		if constexpr (ALGORITHM == WARP_STORE_TRANSPOSE)
			exchange_through_shared();
		if (ALGORITHM == WARP_STORE_DIRECT || ALGORITHM == WARP_STORE_VECTORIZE)
			StoreDirectBlocked(lane, block_itr, items, valid_items);
		else
			StoreDirectStriped<LOGICAL_WARP_THREADS>(lane, block_itr, items, valid_items);
	}
};

/* ---- the other collectives: declared, named in a note ---------------- */

enum WarpExchangeAlgorithm { WARP_EXCHANGE_SMEM, WARP_EXCHANGE_SHUFFLE };

template <typename InputT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0,
	  WarpExchangeAlgorithm ALGORITHM = WARP_EXCHANGE_SMEM>
class WarpExchange {
public:
	struct TempStorage : Uninitialized<ExchangeStorage<InputT, LOGICAL_WARP_THREADS, ITEMS_PER_THREAD>> {};
	__device__ WarpExchange(TempStorage &) {}
	template <typename OutputT> WARPCHECK_CUB_BLOCK("cub::WarpExchange")
	__device__ void BlockedToStriped(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD]);
	template <typename OutputT> WARPCHECK_CUB_BLOCK("cub::WarpExchange")
	__device__ void StripedToBlocked(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD]);
	template <typename OffsetT> WARPCHECK_CUB_BLOCK("cub::WarpExchange")
	__device__ void ScatterToStriped(InputT (&items)[ITEMS_PER_THREAD], OffsetT (&ranks)[ITEMS_PER_THREAD]);
	template <typename OutputT, typename OffsetT> WARPCHECK_CUB_BLOCK("cub::WarpExchange")
	__device__ void ScatterToStriped(const InputT (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
					 OffsetT (&ranks)[ITEMS_PER_THREAD]);
};

template <typename KeyT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32, typename ValueT = NullType,
	  int LEGACY_PTX_ARCH = 0>
class WarpMergeSort {
public:
	struct TempStorage : Uninitialized<ExchangeStorage<KeyT, LOGICAL_WARP_THREADS, ITEMS_PER_THREAD>> {};
	__device__ WarpMergeSort(TempStorage &) {}
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::WarpMergeSort")
	__device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op);
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::WarpMergeSort")
	__device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op, int valid_items, KeyT oob_default);
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::WarpMergeSort")
	__device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&items)[ITEMS_PER_THREAD], CompareOp compare_op);
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::WarpMergeSort")
	__device__ void StableSort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op);
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::WarpMergeSort")
	__device__ void StableSort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&items)[ITEMS_PER_THREAD], CompareOp compare_op);
};

template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType, int BLOCK_DIM_Y = 1,
	  int BLOCK_DIM_Z = 1>
class BlockMergeSort {
	enum { BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z };
public:
	struct TempStorage : Uninitialized<ExchangeStorage<KeyT, BLOCK_THREADS, ITEMS_PER_THREAD>> {};
	__device__ BlockMergeSort() {}
	__device__ BlockMergeSort(TempStorage &) {}
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::BlockMergeSort")
	__device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op);
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::BlockMergeSort")
	__device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op, int valid_items, KeyT oob_default);
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::BlockMergeSort")
	__device__ void Sort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&items)[ITEMS_PER_THREAD], CompareOp compare_op);
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::BlockMergeSort")
	__device__ void StableSort(KeyT (&keys)[ITEMS_PER_THREAD], CompareOp compare_op);
	template <typename CompareOp> WARPCHECK_CUB_BLOCK("cub::BlockMergeSort")
	__device__ void StableSort(KeyT (&keys)[ITEMS_PER_THREAD], ValueT (&items)[ITEMS_PER_THREAD], CompareOp compare_op);
};

enum BlockHistogramAlgorithm { BLOCK_HISTO_SORT, BLOCK_HISTO_ATOMIC };

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
	  BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
	  int LEGACY_PTX_ARCH = 0>
class BlockHistogram {
	enum { BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z };
public:
	struct TempStorage : Uninitialized<ExchangeStorage<T, BLOCK_THREADS, ITEMS_PER_THREAD>> {};
	__device__ BlockHistogram() {}
	__device__ BlockHistogram(TempStorage &) {}
	template <typename CounterT> WARPCHECK_CUB_UNMODELED("cub::BlockHistogram: its sort or shared atomics and the histogram's updates are not counted")
	__device__ void InitHistogram(CounterT histogram[BINS]);
	template <typename CounterT> WARPCHECK_CUB_UNMODELED("cub::BlockHistogram: its sort or shared atomics and the histogram's updates are not counted")
	__device__ void Histogram(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]);
	template <typename CounterT> WARPCHECK_CUB_UNMODELED("cub::BlockHistogram: its sort or shared atomics and the histogram's updates are not counted")
	__device__ void Composite(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]);
};

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockDiscontinuity {
public:
	struct TempStorage : Uninitialized<CollectiveStorage<T, BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z>> {};
	__device__ BlockDiscontinuity() {}
	__device__ BlockDiscontinuity(TempStorage &) {}
	template <int N, typename FlagT, typename FlagOp> WARPCHECK_CUB_BLOCK("cub::BlockDiscontinuity")
	__device__ void FlagHeads(FlagT (&head_flags)[N], T (&input)[N], FlagOp flag_op);
	template <int N, typename FlagT, typename FlagOp> WARPCHECK_CUB_BLOCK("cub::BlockDiscontinuity")
	__device__ void FlagHeads(FlagT (&head_flags)[N], T (&input)[N], FlagOp flag_op, T tile_predecessor_item);
	template <int N, typename FlagT, typename FlagOp> WARPCHECK_CUB_BLOCK("cub::BlockDiscontinuity")
	__device__ void FlagTails(FlagT (&tail_flags)[N], T (&input)[N], FlagOp flag_op);
	template <int N, typename FlagT, typename FlagOp> WARPCHECK_CUB_BLOCK("cub::BlockDiscontinuity")
	__device__ void FlagTails(FlagT (&tail_flags)[N], T (&input)[N], FlagOp flag_op, T tile_successor_item);
	template <int N, typename FlagT, typename FlagOp> WARPCHECK_CUB_BLOCK("cub::BlockDiscontinuity")
	__device__ void FlagHeadsAndTails(FlagT (&head_flags)[N], FlagT (&tail_flags)[N], T (&input)[N],
					  FlagOp flag_op);
};

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockShuffle {
public:
	struct TempStorage : Uninitialized<T[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z]> {};
	__device__ BlockShuffle() {}
	__device__ BlockShuffle(TempStorage &) {}
	WARPCHECK_CUB_BLOCK("cub::BlockShuffle") __device__ void Offset(T input, T &output, int distance = 1);
	WARPCHECK_CUB_BLOCK("cub::BlockShuffle") __device__ void Rotate(T input, T &output, unsigned distance = 1);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockShuffle")
	__device__ void Up(T (&input)[N], T (&prev)[N]);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockShuffle")
	__device__ void Up(T (&input)[N], T (&prev)[N], T &block_suffix);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockShuffle")
	__device__ void Down(T (&input)[N], T (&prev)[N]);
	template <int N> WARPCHECK_CUB_BLOCK("cub::BlockShuffle")
	__device__ void Down(T (&input)[N], T (&prev)[N], T &block_prefix);
};

template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING, bool MEMOIZE_OUTER_SCAN = true,
	  BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
	  cudaSharedMemConfig SMEM_CONFIG = cudaSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1,
	  int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixRank {
public:
	enum { BINS_TRACKED_PER_THREAD = 1 };
	struct TempStorage : Uninitialized<unsigned[(1 << RADIX_BITS) * 2 + BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z]> {};
	__device__ BlockRadixRank(TempStorage &) {}
	template <typename UnsignedBits, int KEYS_PER_THREAD, typename DigitExtractorT>
	WARPCHECK_CUB_BLOCK("cub::BlockRadixRank")
	__device__ void RankKeys(UnsignedBits (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD],
				 DigitExtractorT digit_extractor);
	template <typename UnsignedBits, int KEYS_PER_THREAD, typename DigitExtractorT, typename CountsT>
	WARPCHECK_CUB_BLOCK("cub::BlockRadixRank")
	__device__ void RankKeys(UnsignedBits (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD],
				 DigitExtractorT digit_extractor, CountsT &exclusive_digit_prefix);
};

template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING,
	  BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS, int BLOCK_DIM_Y = 1,
	  int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixRankMatch {
public:
	enum { BINS_TRACKED_PER_THREAD = 1 };
	struct TempStorage : Uninitialized<unsigned[(1 << RADIX_BITS) * 2 + BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z]> {};
	__device__ BlockRadixRankMatch(TempStorage &) {}
	template <typename UnsignedBits, int KEYS_PER_THREAD, typename DigitExtractorT>
	WARPCHECK_CUB_BLOCK("cub::BlockRadixRankMatch")
	__device__ void RankKeys(UnsignedBits (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD],
				 DigitExtractorT digit_extractor);
	template <typename UnsignedBits, int KEYS_PER_THREAD, typename DigitExtractorT, typename CountsT>
	WARPCHECK_CUB_BLOCK("cub::BlockRadixRankMatch")
	__device__ void RankKeys(UnsignedBits (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD],
				 DigitExtractorT digit_extractor, CountsT &exclusive_digit_prefix);
};

template <typename ItemT, int BLOCK_DIM_X, int RUNS_PER_THREAD, int DECODED_ITEMS_PER_THREAD,
	  typename DecodedOffsetT = unsigned, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockRunLengthDecode {
public:
	struct TempStorage : Uninitialized<ExchangeStorage<ItemT, BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, RUNS_PER_THREAD>> {};
	template <typename RunLengthT, typename TotalDecodedSizeT> WARPCHECK_CUB_BLOCK("cub::BlockRunLengthDecode")
	__device__ BlockRunLengthDecode(TempStorage &temp_storage, ItemT (&run_values)[RUNS_PER_THREAD],
					RunLengthT (&run_lengths)[RUNS_PER_THREAD], TotalDecodedSizeT &total_decoded_size);
	template <typename RelativeOffsetT> WARPCHECK_CUB_BLOCK("cub::BlockRunLengthDecode")
	__device__ void RunLengthDecode(ItemT (&decoded_items)[DECODED_ITEMS_PER_THREAD],
					RelativeOffsetT (&item_offsets)[DECODED_ITEMS_PER_THREAD],
					DecodedOffsetT from_decoded_offset = 0);
	WARPCHECK_CUB_BLOCK("cub::BlockRunLengthDecode")
	__device__ void RunLengthDecode(ItemT (&decoded_items)[DECODED_ITEMS_PER_THREAD],
					DecodedOffsetT from_decoded_offset = 0);
};

/* the digit extractors BlockRadixRank takes, and the key twiddling of
 * radix sorts: bit arithmetic on a key, no memory */
template <typename KeyT, bool IS_FP = __is_floating_point(KeyT)> struct BaseDigitExtractor {
	typedef typename Traits<KeyT>::UnsignedBits UnsignedBits;
	static __device__ UnsignedBits ProcessFloatMinusZero(UnsignedBits key) { return key; }
};
template <typename KeyT> struct BFEDigitExtractor : BaseDigitExtractor<KeyT> {
	typedef typename BaseDigitExtractor<KeyT>::UnsignedBits UnsignedBits;
	unsigned bit_start, num_bits;
	__device__ explicit BFEDigitExtractor(unsigned bit_start = 0, unsigned num_bits = 0)
		: bit_start(bit_start), num_bits(num_bits) {}
	__device__ unsigned Digit(UnsignedBits key) const
	{
		return (unsigned)((key >> bit_start) & ((1ull << num_bits) - 1));
	}
};
template <typename KeyT> struct ShiftDigitExtractor : BaseDigitExtractor<KeyT> {
	typedef typename BaseDigitExtractor<KeyT>::UnsignedBits UnsignedBits;
	unsigned bit_start, mask;
	__device__ explicit ShiftDigitExtractor(unsigned bit_start = 0, unsigned num_bits = 0)
		: bit_start(bit_start), mask((1u << num_bits) - 1) {}
	__device__ unsigned Digit(UnsignedBits key) const { return (unsigned)(key >> bit_start) & mask; }
};
template <bool IS_DESCENDING, typename KeyT> struct RadixSortTwiddle {
	typedef typename Traits<KeyT>::UnsignedBits UnsignedBits;
	static __host__ __device__ UnsignedBits In(UnsignedBits key);
	static __host__ __device__ UnsignedBits Out(UnsignedBits key);
	static __host__ __device__ UnsignedBits DefaultKey();
};

/* a tuning policy's block load and store, of the iterator's value type */
template <typename It> It warpcheck_declval();
template <typename Policy, typename It,
	  typename T = __remove_cvref(decltype(*warpcheck_declval<It>()))>
struct BlockLoadType {
	typedef BlockLoad<T, Policy::BLOCK_THREADS, Policy::ITEMS_PER_THREAD, Policy::LOAD_ALGORITHM> type;
};
template <typename Policy, typename It,
	  typename T = __remove_cvref(decltype(*warpcheck_declval<It>()))>
struct BlockStoreType {
	typedef BlockStore<T, Policy::BLOCK_THREADS, Policy::ITEMS_PER_THREAD, Policy::STORE_ALGORITHM> type;
};

/* the merge sorts' common part (BlockMergeSort and WarpMergeSort derive
 * from it in CUB) */
template <typename KeyT, typename ValueT, int NUM_THREADS, int ITEMS_PER_THREAD, typename SynchronizationPolicy>
class BlockMergeSortStrategy;

struct BlockRadixRankEmptyCallback {
	template <int BINS> __device__ void operator()(int (&bins)[BINS]) {}
};

enum WarpMatchAlgorithm { WARP_MATCH_ANY, WARP_MATCH_ATOMIC_OR };

template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING,
	  BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
	  WarpMatchAlgorithm MATCH_ALGORITHM = WARP_MATCH_ANY, int NUM_PARTS = 1>
struct BlockRadixRankMatchEarlyCounts {
	enum { BINS_PER_THREAD = ((1 << RADIX_BITS) + BLOCK_DIM_X - 1) / BLOCK_DIM_X };
	struct TempStorage : Uninitialized<unsigned[(1 << RADIX_BITS) * 2 + BLOCK_DIM_X]> {};
	__device__ BlockRadixRankMatchEarlyCounts(TempStorage &) {}
	template <typename UnsignedBits, int KEYS_PER_THREAD, typename DigitExtractorT>
	WARPCHECK_CUB_BLOCK("cub::BlockRadixRankMatchEarlyCounts")
	__device__ void RankKeys(UnsignedBits (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD],
				 DigitExtractorT digit_extractor);
	template <typename UnsignedBits, int KEYS_PER_THREAD, typename DigitExtractorT, typename CountsT>
	WARPCHECK_CUB_BLOCK("cub::BlockRadixRankMatchEarlyCounts")
	__device__ void RankKeys(UnsignedBits (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD],
				 DigitExtractorT digit_extractor, CountsT &exclusive_digit_prefix);
};

/* a single-pass scan's tile states (decoupled look-back): the status
 * words are global memory the scan polls, not counted */
template <typename T, bool SINGLE_WORD = true> struct ScanTileState {
	struct TileDescriptor { int status; T value; };
	__host__ __device__ ScanTileState() {}
	__host__ cudaError_t Init(int num_tiles, void *d_temp_storage, size_t temp_storage_bytes);
	__host__ static cudaError_t AllocationSize(int num_tiles, size_t &temp_storage_bytes);
	WARPCHECK_CUB_UNMODELED("cub::ScanTileState: its tile status words in global memory are not counted")
	__device__ void InitializeStatus(int num_tiles);
	WARPCHECK_CUB_UNMODELED("cub::ScanTileState: its tile status words in global memory are not counted")
	__device__ void SetInclusive(int tile_idx, T tile_inclusive);
	WARPCHECK_CUB_UNMODELED("cub::ScanTileState: its tile status words in global memory are not counted")
	__device__ void SetPartial(int tile_idx, T tile_partial);
	template <typename DelayT = int> WARPCHECK_CUB_UNMODELED("cub::ScanTileState: its tile status words in global memory are not counted")
	__device__ void WaitForValid(int tile_idx, int &status, T &value, DelayT delay = {});
};

/* the reduce-by-key scan's tile states: a value and a key's count */
template <typename ValueT, typename KeyT, bool SINGLE_WORD = (sizeof(ValueT) + sizeof(KeyT) <= 16)>
struct ReduceByKeyScanTileState : ScanTileState<KeyValuePair<KeyT, ValueT>, SINGLE_WORD> {};

template <typename T, typename ScanOpT, typename ScanTileStateT, int LEGACY_PTX_ARCH = 0>
struct TilePrefixCallbackOp {
	struct TempStorage : Uninitialized<T[4]> {};
	__device__ TilePrefixCallbackOp(ScanTileStateT &tile_status, TempStorage &temp_storage, ScanOpT scan_op,
					int tile_idx) {}
	WARPCHECK_CUB_UNMODELED("cub::TilePrefixCallbackOp: the look-back over earlier tiles' status words is not counted")
	__device__ T operator()(T block_aggregate);
	__device__ T GetExclusivePrefix();
	__device__ T GetInclusivePrefix();
	__device__ T GetBlockAggregate();
};

/* a running prefix over consecutive tiles, the callback BlockScan takes */
template <typename T, typename ScanOpT> struct BlockScanRunningPrefixOp {
	ScanOpT op;
	T running_total;
	__device__ BlockScanRunningPrefixOp(ScanOpT op) : op(op) {}
	__device__ BlockScanRunningPrefixOp(T starting_prefix, ScanOpT op) : op(op), running_total(starting_prefix) {}
	__device__ T operator()(const T block_aggregate)
	{
		T ret = running_total;
		running_total = op(running_total, block_aggregate);
		return ret;
	}
};

/* ---- iterators ---------------------------------------------------- */

template <typename T, typename OffsetT = ptrdiff_t> class CountingInputIterator {
	T base;
public:
	__host__ __device__ CountingInputIterator(const T &v) : base(v) {}
	__host__ __device__ T operator[](OffsetT n) const { return base + (T)n; }
	__host__ __device__ T operator*() const { return base; }
};
template <typename T, typename OffsetT = ptrdiff_t> class ConstantInputIterator {
	T value;
public:
	__host__ __device__ ConstantInputIterator(const T &v) : value(v) {}
	__host__ __device__ T operator[](OffsetT) const { return value; }
	__host__ __device__ T operator*() const { return value; }
};
template <typename ValueT, typename ConversionOp, typename InputIteratorT, typename OffsetT = ptrdiff_t>
class TransformInputIterator {
	InputIteratorT it;
	ConversionOp op;
public:
	__host__ __device__ TransformInputIterator(InputIteratorT i, ConversionOp o) : it(i), op(o) {}
	__host__ __device__ ValueT operator[](OffsetT n) const { return op(it[n]); }
	__host__ __device__ ValueT operator*() const { return op(*it); }
};
/* a pointer read (or written) with a cache operator: the plain access */
template <CacheLoadModifier MODIFIER, typename ValueType, typename OffsetT = ptrdiff_t>
class CacheModifiedInputIterator {
public:
	ValueType *ptr;
	template <typename QualifiedValueType>
	__host__ __device__ CacheModifiedInputIterator(QualifiedValueType *p) : ptr(const_cast<ValueType *>(p)) {}
	__host__ __device__ ValueType operator[](OffsetT n) const { return ptr[n]; }
	__host__ __device__ ValueType operator*() const { return *ptr; }
	__host__ __device__ CacheModifiedInputIterator operator+(OffsetT n) const
	{ return CacheModifiedInputIterator(ptr + n); }
};
template <CacheStoreModifier MODIFIER, typename ValueType, typename OffsetT = ptrdiff_t>
class CacheModifiedOutputIterator {
public:
	ValueType *ptr;
	__host__ __device__ CacheModifiedOutputIterator(ValueType *p) : ptr(p) {}
	__host__ __device__ ValueType &operator[](OffsetT n) const { return ptr[n]; }
	__host__ __device__ ValueType &operator*() const { return *ptr; }
	__host__ __device__ CacheModifiedOutputIterator operator+(OffsetT n) const
	{ return CacheModifiedOutputIterator(ptr + n); }
};
/* each item with its index, as a KeyValuePair */
template <typename InputIteratorT, typename OffsetT = ptrdiff_t, typename OutputValueT = float>
class ArgIndexInputIterator {
	InputIteratorT it;
	OffsetT offset;
public:
	__host__ __device__ ArgIndexInputIterator(InputIteratorT i, OffsetT o = 0) : it(i), offset(o) {}
	__host__ __device__ KeyValuePair<OffsetT, OutputValueT> operator[](OffsetT n) const
	{ return KeyValuePair<OffsetT, OutputValueT>(offset + n, (OutputValueT)it[n]); }
	__host__ __device__ void normalize() { offset = 0; }
};
/* the texture object: read through the texture path, not modeled */
template <typename T, typename OffsetT = ptrdiff_t> class TexObjInputIterator {
public:
	template <typename QualifiedT> cudaError_t BindTexture(QualifiedT *ptr, size_t bytes, size_t offset = 0);
	cudaError_t UnbindTexture();
	WARPCHECK_CUB_UNMODELED("cub::TexObjInputIterator: its reads through the texture path are not counted")
	__device__ T operator[](OffsetT n) const;
};

/* a thread's own items reduced and scanned: registers, no memory */
template <int N, typename T, typename Op> __host__ __device__ T ThreadReduce(T (&input)[N], Op op)
{
	T r = input[0];
#pragma unroll
	for (int i = 1; i < N; i++)
		r = op(r, input[i]);
	return r;
}
template <int N, typename T, typename Op>
__host__ __device__ T ThreadReduce(T (&input)[N], Op op, T prefix)
{
	T r = prefix;
#pragma unroll
	for (int i = 0; i < N; i++)
		r = op(r, input[i]);
	return r;
}

template <typename T> struct DoubleBuffer {
	T *d_buffers[2];
	int selector;
	__host__ __device__ DoubleBuffer() : selector(0) { d_buffers[0] = d_buffers[1] = 0; }
	__host__ __device__ DoubleBuffer(T *current, T *alternate) : selector(0)
	{ d_buffers[0] = current; d_buffers[1] = alternate; }
	__host__ __device__ T *Current() { return d_buffers[selector]; }
	__host__ __device__ T *Alternate() { return d_buffers[selector ^ 1]; }
};

/* ---- device-wide: host functions that launch CUB's own kernels --- */
/* the device-wide algorithms of CCCL 2 and 3 that host code names, each
 * call declared for any arguments (the kernels they launch are CUB's) */
#define WARPCHECK_CUB_DEVICE(name) template <typename... A> static cudaError_t name(A &&...)
struct DeviceMergeSort {
	WARPCHECK_CUB_DEVICE(SortPairs); WARPCHECK_CUB_DEVICE(SortKeys); WARPCHECK_CUB_DEVICE(SortPairsCopy);
	WARPCHECK_CUB_DEVICE(SortKeysCopy); WARPCHECK_CUB_DEVICE(StableSortPairs); WARPCHECK_CUB_DEVICE(StableSortKeys);
	WARPCHECK_CUB_DEVICE(StableSortKeysCopy);
};
struct DeviceSegmentedSort {
	WARPCHECK_CUB_DEVICE(SortKeys); WARPCHECK_CUB_DEVICE(SortKeysDescending); WARPCHECK_CUB_DEVICE(SortPairs);
	WARPCHECK_CUB_DEVICE(SortPairsDescending); WARPCHECK_CUB_DEVICE(StableSortKeys);
	WARPCHECK_CUB_DEVICE(StableSortKeysDescending); WARPCHECK_CUB_DEVICE(StableSortPairs);
	WARPCHECK_CUB_DEVICE(StableSortPairsDescending);
};
struct DevicePartition { WARPCHECK_CUB_DEVICE(Flagged); WARPCHECK_CUB_DEVICE(If); };
struct DeviceAdjacentDifference {
	WARPCHECK_CUB_DEVICE(SubtractLeft); WARPCHECK_CUB_DEVICE(SubtractLeftCopy);
	WARPCHECK_CUB_DEVICE(SubtractRight); WARPCHECK_CUB_DEVICE(SubtractRightCopy);
};
struct DeviceMerge { WARPCHECK_CUB_DEVICE(MergeKeys); WARPCHECK_CUB_DEVICE(MergePairs); };
struct DeviceCopy { WARPCHECK_CUB_DEVICE(Batched); };
struct DeviceMemcpy { WARPCHECK_CUB_DEVICE(Batched); };
struct DeviceFor {
	WARPCHECK_CUB_DEVICE(ForEach); WARPCHECK_CUB_DEVICE(ForEachN); WARPCHECK_CUB_DEVICE(ForEachCopy);
	WARPCHECK_CUB_DEVICE(ForEachCopyN); WARPCHECK_CUB_DEVICE(Bulk); WARPCHECK_CUB_DEVICE(ForEachInExtents);
};
struct DeviceTransform { WARPCHECK_CUB_DEVICE(Transform); WARPCHECK_CUB_DEVICE(TransformStableArgumentAddresses); };


struct DeviceReduce {
	template <typename In, typename Out, typename N>
	static cudaError_t Sum(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, N num_items,
			       cudaStream_t stream = 0);
	template <typename In, typename Out, typename N>
	static cudaError_t Max(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, N num_items,
			       cudaStream_t stream = 0);
	template <typename In, typename Out, typename N>
	static cudaError_t Min(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, N num_items,
			       cudaStream_t stream = 0);
	template <typename In, typename Out, typename N>
	static cudaError_t ArgMax(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, N num_items,
				  cudaStream_t stream = 0);
	template <typename In, typename Out, typename N>
	static cudaError_t ArgMin(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, N num_items,
				  cudaStream_t stream = 0);
	template <typename In, typename Out, typename N, typename Op, typename T>
	static cudaError_t Reduce(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, N num_items,
				  Op op, T init, cudaStream_t stream = 0);
};
struct DeviceSegmentedReduce {
	template <typename In, typename Out, typename Off>
	static cudaError_t Sum(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, int num_segments,
			       Off d_begin_offsets, Off d_end_offsets, cudaStream_t stream = 0);
	template <typename In, typename Out, typename Off, typename Op, typename T>
	static cudaError_t Reduce(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, int num_segments,
				  Off d_begin_offsets, Off d_end_offsets, Op op, T init, cudaStream_t stream = 0);
};
struct DeviceScan {
	template <typename In, typename Out, typename N>
	static cudaError_t InclusiveSum(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, N num_items,
					cudaStream_t stream = 0);
	template <typename In, typename Out, typename N>
	static cudaError_t ExclusiveSum(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, N num_items,
					cudaStream_t stream = 0);
	template <typename In, typename Out, typename Op, typename N>
	static cudaError_t InclusiveScan(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, Op op,
					 N num_items, cudaStream_t stream = 0);
	template <typename In, typename Out, typename Op, typename T, typename N>
	static cudaError_t ExclusiveScan(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, Op op,
					 T init, N num_items, cudaStream_t stream = 0);
};
struct DeviceRadixSort {
	template <typename K, typename V, typename N>
	static cudaError_t SortPairs(void *d_temp, size_t &temp_bytes, const K *d_keys_in, K *d_keys_out,
				     const V *d_values_in, V *d_values_out, N num_items, int begin_bit = 0,
				     int end_bit = sizeof(K) * 8, cudaStream_t stream = 0);
	template <typename K, typename V, typename N>
	static cudaError_t SortPairs(void *d_temp, size_t &temp_bytes, DoubleBuffer<K> &d_keys,
				     DoubleBuffer<V> &d_values, N num_items, int begin_bit = 0,
				     int end_bit = sizeof(K) * 8, cudaStream_t stream = 0);
	template <typename K, typename V, typename N>
	static cudaError_t SortPairsDescending(void *d_temp, size_t &temp_bytes, const K *d_keys_in,
					       K *d_keys_out, const V *d_values_in, V *d_values_out,
					       N num_items, int begin_bit = 0, int end_bit = sizeof(K) * 8,
					       cudaStream_t stream = 0);
	template <typename K, typename N>
	static cudaError_t SortKeys(void *d_temp, size_t &temp_bytes, const K *d_keys_in, K *d_keys_out,
				    N num_items, int begin_bit = 0, int end_bit = sizeof(K) * 8,
				    cudaStream_t stream = 0);
	template <typename K, typename N>
	static cudaError_t SortKeys(void *d_temp, size_t &temp_bytes, DoubleBuffer<K> &d_keys, N num_items,
				    int begin_bit = 0, int end_bit = sizeof(K) * 8, cudaStream_t stream = 0);
	template <typename K, typename N>
	static cudaError_t SortKeysDescending(void *d_temp, size_t &temp_bytes, const K *d_keys_in,
					      K *d_keys_out, N num_items, int begin_bit = 0,
					      int end_bit = sizeof(K) * 8, cudaStream_t stream = 0);
};
struct DeviceSegmentedRadixSort {
	template <typename K, typename V, typename Off>
	static cudaError_t SortPairs(void *d_temp, size_t &temp_bytes, const K *d_keys_in, K *d_keys_out,
				     const V *d_values_in, V *d_values_out, int num_items, int num_segments,
				     Off d_begin_offsets, Off d_end_offsets, int begin_bit = 0,
				     int end_bit = sizeof(K) * 8, cudaStream_t stream = 0);
	template <typename K, typename V, typename Off>
	static cudaError_t SortPairsDescending(void *d_temp, size_t &temp_bytes, const K *d_keys_in,
					       K *d_keys_out, const V *d_values_in, V *d_values_out,
					       int num_items, int num_segments, Off d_begin_offsets,
					       Off d_end_offsets, int begin_bit = 0,
					       int end_bit = sizeof(K) * 8, cudaStream_t stream = 0);
	template <typename K, typename Off>
	static cudaError_t SortKeys(void *d_temp, size_t &temp_bytes, const K *d_keys_in, K *d_keys_out,
				    int num_items, int num_segments, Off d_begin_offsets, Off d_end_offsets,
				    int begin_bit = 0, int end_bit = sizeof(K) * 8, cudaStream_t stream = 0);
};
struct DeviceSelect {
	template <typename In, typename Flag, typename Out, typename Num, typename N>
	static cudaError_t Flagged(void *d_temp, size_t &temp_bytes, In d_in, Flag d_flags, Out d_out,
				   Num d_num_selected_out, N num_items, cudaStream_t stream = 0);
	template <typename In, typename Out, typename Num, typename N, typename Op>
	static cudaError_t If(void *d_temp, size_t &temp_bytes, In d_in, Out d_out, Num d_num_selected_out,
			      N num_items, Op select_op, cudaStream_t stream = 0);
	template <typename In, typename Out, typename Num, typename N>
	static cudaError_t Unique(void *d_temp, size_t &temp_bytes, In d_in, Out d_out,
				  Num d_num_selected_out, N num_items, cudaStream_t stream = 0);
};
struct DeviceHistogram {
	template <typename In, typename Counter, typename Level, typename N>
	static cudaError_t HistogramEven(void *d_temp, size_t &temp_bytes, In d_samples, Counter *d_histogram,
					 int num_levels, Level lower_level, Level upper_level, N num_samples,
					 cudaStream_t stream = 0);
};
struct DeviceRunLengthEncode {
	template <typename In, typename Unique, typename Len, typename Num, typename N>
	static cudaError_t Encode(void *d_temp, size_t &temp_bytes, In d_in, Unique d_unique_out,
				  Len d_counts_out, Num d_num_runs_out, N num_items, cudaStream_t stream = 0);
};

CUB_NAMESPACE_END /* namespace cub */

#endif
