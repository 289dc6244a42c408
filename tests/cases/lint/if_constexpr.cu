/* `if constexpr` in helpers that a kernel calls, in the shape of layout
 * libraries: a side returns from inside another `if constexpr`, the other
 * side holds only a static_assert, `__builtin_unreachable()` follows, a
 * side is one statement, an else is missing.  In an instantiation clang
 * keeps only the side taken; the other is an empty block. */
#include <type_traits>

template <int N> struct Fixed { static constexpr int value = N; };
template <class T> struct is_fixed : std::false_type {};
template <int N> struct is_fixed<Fixed<N>> : std::true_type {};

template <class S> __device__ int stride_of(int i, S s)
{
	if constexpr (is_fixed<S>::value) {
		if constexpr (S::value > 4) {
			return i * S::value;
		} else {
			static_assert(S::value > 0, "a positive stride");
			return i;
		}
	} else {
		return i * s;
	}
	__builtin_unreachable();
}

template <class S> __device__ int offset_of(int i, S)
{
	int o = i;
	if constexpr (is_fixed<S>::value)
		return o + S::value * 32;
	if constexpr (!is_fixed<S>::value)
		o += 1;
	return o;
}

__global__ void strided(float *out, const float *in)
{
	int t = threadIdx.x + blockIdx.x * blockDim.x;
	out[stride_of(t, Fixed<2>{})] = in[stride_of(t, Fixed<8>{})] + in[stride_of(t, 3)] +
					in[offset_of(t, 0)] + in[offset_of(t, Fixed<1>{})];
}

int main()
{
	float *a, *b;
	strided<<<64, 128>>>(a, b);
}
