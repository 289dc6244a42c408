// What an extension's kernels use from libtorch beyond the tensor:
// atomicAdd on c10::Half (libtorch's overload of the hardware's half
// atomic), FLT_MAX (the C library's limits, which CUDAApplyUtils.cuh
// brings), a labeled partition of a warp (a coalesced group), and in
// host code at::TensorList and an at::optional defaulting to nullopt.
#include <torch/extension.h>
#include <ATen/cuda/CUDAApplyUtils.cuh>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

template <typename T>
__global__ void pair_sum(const T *grad, T *grad_in, float *best, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float top = -FLT_MAX;
	if (i < n) {
		atomicAdd(grad_in + i / 2, grad[i]);
		top = fmaxf(top, static_cast<float>(grad[i]));
	}
	auto warp = cg::tiled_partition<32>(cg::this_thread_block());
	auto half_warp = cg::labeled_partition(warp, (int)(threadIdx.x % 32) / 16);
	half_warp.sync();
	if (i < n)
		best[i] = top;
}

// warpcheck: shape g=[65536]
void pair_sum_cuda(at::Tensor g, at::TensorList others, at::Tensor out, at::Tensor best,
		   at::optional<at::Tensor> bias = at::nullopt)
{
	const int n = g.numel();
	if (at::GradMode::is_enabled() && (bias.has_value() || others.size() > 0))
		return;
	pair_sum<at::Half><<<n / 256, 256>>>(g.data_ptr<at::Half>(), out.data_ptr<at::Half>(),
					      best.data_ptr<float>(), n);
}
