#include <torch/extension.h>
#include "clip_cuda_kernel.cuh"

// warpcheck: shape input=[1048576]
void clip_cuda(at::Tensor input, at::Tensor output, float lo, float hi)
{
	const int n = input.numel();
	clip_kernel<float><<<(n + 255) / 256, 256>>>(input.data_ptr<float>(),
						     output.data_ptr<float>(), n, lo, hi);
}
