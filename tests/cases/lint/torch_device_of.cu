// An extension's launcher as optimizers write it: a device guard from
// device_of (found by its argument), AT_DISPATCH_ALL_TYPES_AND3, and
// C10_CUDA_CHECK_WARN on the launch's error.
#include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>

template <typename scalar_t>
__global__ void axpy(const scalar_t *x, scalar_t *y, scalar_t a, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		y[i] += a * x[i];
}

// warpcheck: shape x=[4096]
// warpcheck: shape y=[4096]
void axpy_cuda(at::Tensor x, at::Tensor y, double a)
{
	const at::cuda::OptionalCUDAGuard guard(device_of(x));
	const int n = x.numel();
	AT_DISPATCH_ALL_TYPES_AND3(at::ScalarType::Half, at::ScalarType::BFloat16, at::ScalarType::Bool,
		x.scalar_type(), "axpy", [&] {
			axpy<scalar_t><<<(n + 255) / 256, 256>>>(x.data_ptr<scalar_t>(),
				y.data_ptr<scalar_t>(), static_cast<scalar_t>(a), n);
		});
	C10_CUDA_CHECK_WARN(cudaGetLastError());
}
