/*
 * A kernel template launched from a member of a class template that nothing
 * instantiates: the launch passes arguments whose types depend on T.  It
 * once crashed the front end (libclang faulted on the type of an argument
 * the template does not give); now the kernel is named as not analyzed.
 */
#include <cstddef>
template <class T>
__global__ void dot_kernel(const T *a, T *sums, size_t n)
{
	size_t i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		sums[blockIdx.x] = a[i];
}

template <class T>
struct Stream {
	T *d_a, *sums;
	size_t n;
	T dot();
};

template <class T>
T Stream<T>::dot()
{
	dot_kernel<<<256, 1024>>>(d_a, sums, n);
	return 0;
}
