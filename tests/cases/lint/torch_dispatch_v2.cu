// libtorch's AT_DISPATCH_V2: the body wrapped in AT_WRAP (its commas, a
// kernel's template arguments among them, inside it), the types listed
// one by one and in groups (AT_EXPAND(AT_FLOATING_TYPES)).
#include <torch/extension.h>
#include <ATen/Dispatch_v2.h>
#include <ATen/OpMathType.h>

template <typename scalar_t, typename acc_t>
__global__ void scale_rows(const scalar_t *in, acc_t *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = static_cast<acc_t>(in[i]) * acc_t(2);
}

// warpcheck: shape x=[65536]
void scale_rows_cuda(at::Tensor x, at::Tensor y)
{
	const int n = x.numel();
	AT_DISPATCH_V2(
		x.scalar_type(), "scale_rows",
		AT_WRAP([&]() {
			using acc_t = at::opmath_type<scalar_t>;
			scale_rows<scalar_t, acc_t><<<(n + 255) / 256, 256>>>(
				x.data_ptr<scalar_t>(), y.data_ptr<acc_t>(), n);
		}),
		AT_EXPAND(AT_FLOATING_TYPES), at::kHalf);
}
