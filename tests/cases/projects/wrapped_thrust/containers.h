#pragma once
#include <thrust/detail/vector_base.h>
#include <thrust/device_malloc_allocator.h>
#include <thrust/iterator/iterator_traits.h>

namespace solver {

/* a vector of the solver's own, on Thrust's vector base */
template <typename T, typename Alloc = solver::thrust::device_malloc_allocator<T>>
class array1d : public solver::thrust::detail::vector_base<T, Alloc> {
	using Parent = solver::thrust::detail::vector_base<T, Alloc>;
public:
	explicit array1d(size_t n) : Parent(n) {}
	using system = typename solver::thrust::iterator_system<typename Parent::iterator>::type;
};

}
