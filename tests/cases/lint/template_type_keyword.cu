/* dependent templates named as types with no `template` keyword, which
 * nvcc accepts (cuCollections writes both forms) */
#include <memory>
template <typename A> struct bits {
	using alloc = typename std::allocator_traits<A>::rebind_alloc<unsigned long long>;
	using word = typename alloc::value_type;
};
template <typename T> struct map {
	template <typename U = int> struct ref { using value = U; };
};
template <typename M> __global__ void fill(int *out)
{
	using R = typename M::ref<>;
	typename R::value v = threadIdx.x;
	out[threadIdx.x + sizeof(typename bits<std::allocator<int>>::word)] = v;
}
void run(int *o) { fill<map<int>><<<1, 32>>>(o); }
