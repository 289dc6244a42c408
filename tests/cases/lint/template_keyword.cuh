// Helpers of template_keyword.cu, whose calls of a dependent member
// template leave out `template` as nvcc allows.
template <typename A, typename B> struct convert {
	template <int N> __device__ static void run(A *d, const B *s)
	{
#pragma unroll
		for (int i = 0; i < N; i++)
			d[i] = static_cast<A>(s[i]);
	}
};

template <typename T, int N>
__device__ void widen(T *d, const float *s)
{
	convert<T, float>::run<N>(d, s);
}
