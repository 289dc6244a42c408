/*
 * activations.cu - a PyTorch C++/CUDA extension as they are written:
 * launchers that take torch::Tensor, check it (TORCH_CHECK), read its
 * shape (x.numel(), x.size(1)), take its data (x.data_ptr<float>()),
 * dispatch on its type (AT_DISPATCH_FLOATING_TYPES), launch on the
 * current stream, and are bound with PYBIND11_MODULE.  Linted with no
 * libtorch installed: the bundled declarations let it parse.  The shapes
 * are the caller's, in Python, so the sizes are not known here: they are
 * simulated as the assumed size, 1024, and the findings say so.
 */
#include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
#include <c10/cuda/CUDAGuard.h>

#define CHECK_INPUT(x) \
	TORCH_CHECK((x).is_cuda(), #x " must be a CUDA tensor"); \
	TORCH_CHECK((x).is_contiguous(), #x " must be contiguous")

__global__ void relu_f32(const float *x, float *y, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		y[i] = fmaxf(x[i], 0.0f);
}

template <typename scalar_t>
__global__ void scale_rows(const scalar_t *x, scalar_t *y, int rows, int cols, scalar_t s)
{
	int r = blockIdx.y;
	int c = blockIdx.x * blockDim.x + threadIdx.x;
	if (r < rows && c < cols)
		y[r * cols + c] = x[r * cols + c] * s;
}

torch::Tensor relu(torch::Tensor x)
{
	CHECK_INPUT(x);
	auto y = torch::empty_like(x);
	const int n = static_cast<int>(x.numel());
	const int threads = 256;
	relu_f32<<<(n + threads - 1) / threads, threads, 0, at::cuda::getCurrentCUDAStream()>>>(
		x.data_ptr<float>(), y.data_ptr<float>(), n);
	C10_CUDA_KERNEL_LAUNCH_CHECK();
	return y;
}

torch::Tensor scale(torch::Tensor x, double s)
{
	CHECK_INPUT(x);
	TORCH_CHECK(x.dim() == 2, "x must be 2-D");
	const at::cuda::OptionalCUDAGuard guard(x.device());
	auto y = torch::empty_like(x);
	const int rows = x.size(0), cols = x.size(1);
	dim3 block(128);
	dim3 grid((cols + 127) / 128, rows);
	AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "scale", ([&] {
		scale_rows<scalar_t><<<grid, block>>>(x.data_ptr<scalar_t>(), y.data_ptr<scalar_t>(),
						      rows, cols, static_cast<scalar_t>(s));
	}));
	return y;
}

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m)
{
	m.def("relu", &relu, "ReLU (CUDA)");
	m.def("scale", &scale, "scale rows (CUDA)", py::arg("x"), py::arg("s") = 1.0);
}
