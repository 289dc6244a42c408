#pragma once
#include <concepts>

namespace tiles {

template <typename T>
concept element = std::floating_point<T>;

#if defined(TILES_BLACKWELL) || defined(TILES_HOPPER)
/* the copies of the architectures with a tensor memory accelerator */
namespace async {
__device__ inline long long clock_ns()
{
	long long t;
	asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t));
	return t;
}
template <element T> __device__ inline void copy(T *dst, const T *src, int i)
{
	dst[i] = src[i];
}
}
#endif

#ifdef TILES_BLACKWELL
/* tensor memory: sm_100 only */
namespace tmem {
using async::copy;
__device__ inline unsigned alloc(int columns) { return columns * 2u; }
}
#endif

}
