/*
 * mma.h - warp matrix multiply-accumulate (nvcuda::wmma): fragments and
 * the warp-wide loads, stores and multiplies on them.  A fragment is a
 * tile spread over the warp's lanes; the front end does not model which
 * lane holds which element, so these are declared only, and a fragment's
 * elements (x[]) are per-thread values like any local array.
 */
#ifndef WARPCHECK_PRELUDE_MMA_H
#define WARPCHECK_PRELUDE_MMA_H
/* the toolkit's own guard and macros, which includers test */
#define __CUDA_MMA_H__

#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

namespace nvcuda {
namespace wmma {

struct matrix_a;
struct matrix_b;
struct accumulator;
struct row_major;
struct col_major;
enum layout_t { mem_row_major, mem_col_major };

namespace precision {
struct tf32;
struct u4;
struct s4;
struct b1;
}
namespace experimental {
namespace precision {
using wmma::precision::u4;
using wmma::precision::s4;
using wmma::precision::b1;
}
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
}

/* what a fragment stores its elements as */
template <typename T> struct fragment_storage { typedef T type; };
template <> struct fragment_storage<precision::tf32> { typedef float type; };
template <> struct fragment_storage<precision::u4> { typedef int type; };
template <> struct fragment_storage<precision::s4> { typedef int type; };
template <> struct fragment_storage<precision::b1> { typedef int type; };

/* the tile's elements over the warp's 32 lanes */
template <typename Use, int M, int N, int K> struct fragment_shape { enum { elements = M * N }; };
template <int M, int N, int K> struct fragment_shape<matrix_a, M, N, K> { enum { elements = M * K }; };
template <int M, int N, int K> struct fragment_shape<matrix_b, M, N, K> { enum { elements = K * N }; };

template <typename Use, int M, int N, int K, typename T, typename Layout = void>
class fragment {
public:
	typedef typename fragment_storage<T>::type element_type;
	typedef element_type storage_element_type;
	enum { num_elements = fragment_shape<Use, M, N, K>::elements / 32,
	       num_storage_elements = num_elements };
	element_type x[num_elements];
};

template <typename Use, int M, int N, int K, typename T, typename Layout, typename V>
__device__ void fill_fragment(fragment<Use, M, N, K, T, Layout> &a, const V &v);
template <typename Use, int M, int N, int K, typename T, typename Layout, typename P>
__device__ void load_matrix_sync(fragment<Use, M, N, K, T, Layout> &a, const P *p, unsigned ldm);
template <int M, int N, int K, typename T, typename P>
__device__ void load_matrix_sync(fragment<accumulator, M, N, K, T> &a, const P *p, unsigned ldm,
				 layout_t layout);
template <int M, int N, int K, typename T, typename P>
__device__ void store_matrix_sync(P *p, const fragment<accumulator, M, N, K, T> &a, unsigned ldm,
				  layout_t layout);
template <int M, int N, int K, typename TA, typename LA, typename TB, typename LB, typename TC,
	  typename TD>
__device__ void mma_sync(fragment<accumulator, M, N, K, TD> &d,
			 const fragment<matrix_a, M, N, K, TA, LA> &a,
			 const fragment<matrix_b, M, N, K, TB, LB> &b,
			 const fragment<accumulator, M, N, K, TC> &c, bool satf = false);
template <int M, int N, int K, typename TA, typename LA, typename TB, typename LB>
__device__ void bmma_sync(fragment<accumulator, M, N, K, int> &d,
			  const fragment<matrix_a, M, N, K, TA, LA> &a,
			  const fragment<matrix_b, M, N, K, TB, LB> &b,
			  const fragment<accumulator, M, N, K, int> &c,
			  experimental::bmmaBitOp op = experimental::bmmaBitOpXOR,
			  experimental::bmmaAccumulateOp acc = experimental::bmmaAccumulateOpPOPC);
__device__ float __float_to_tf32(float);

} /* namespace wmma */
} /* namespace nvcuda */

#endif
