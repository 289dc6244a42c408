// A kernel template constrained by a C++20 concept, in a file no build
// file near it gives a standard: nvcc compiles it only with -std=c++20,
// so that is how it is read (a note says so).  Before: "unknown type name
// 'concept'", and the kernel not read.
//
// Derived by hand, 8 blocks of 128 threads, 32 warps: x[i] and y[i] are
// 32 consecutive floats a warp from a 128-byte boundary, 4 sectors: 32
// loads, 128 sectors; 32 stores, 128 sectors.
template <typename T>
concept scalar = requires(T a) { a * a; };

template <scalar T>
__global__ void square(const T *x, T *y)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	y[i] = x[i] * x[i];
}

int main()
{
	float *x, *y;

	square<<<8, 128>>>(x, y);
	return 0;
}
