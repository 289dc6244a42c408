// C++20, as the project's CMakeLists.txt asks: a concept constrains the
// kernel's element type, and std::type_identity_t keeps the factor out
// of the deduction.
#include <concepts>
#include <type_traits>

template <typename T>
concept Real = std::floating_point<T>;

template <Real T>
__global__ void scale(T *x, std::type_identity_t<T> factor, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		x[i] *= factor;
}

int main()
{
	const int n = 1 << 20;
	float *x;
	cudaMalloc(&x, n * sizeof(float));
	scale<<<n / 128, 128>>>(x, 2.0, n);
	cudaDeviceSynchronize();
	return 0;
}
