// PyTorch's gpuAtomicAdd (ATen/cuda/Atomic.cuh) on float and on
// c10::complex<float>, and std::conj of a complex.
#include <ATen/cuda/Atomic.cuh>
#include <c10/util/complex.h>

using complex_t = c10::complex<float>;

__global__ void grad(const float *g, float *dx, complex_t *dz)
{
	complex_t z(g[threadIdx.x], 1.0f);

	gpuAtomicAdd(&dx[threadIdx.x % 32], g[threadIdx.x]);
	gpuAtomicAdd(&dz[threadIdx.x], std::conj(z));
}

int main()
{
	float *g, *dx;
	complex_t *dz;

	grad<<<1, 64>>>(g, dx, dz);
}
