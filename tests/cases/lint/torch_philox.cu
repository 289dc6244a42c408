// A dropout extension: the kernel seeds its RNG from the generator's
// Philox state (at::PhiloxCudaState, at::cuda::philox::unpack), and the
// launcher takes the state under the generator's lock; a registry sized
// by DeviceType's count, as operator libraries keep one.
#include <torch/extension.h>
#include <ATen/cuda/CUDAContext.h>
#include <ATen/cuda/CUDAGeneratorImpl.h>
#include <ATen/cuda/CUDAGraphsUtils.cuh>
#include <curand_kernel.h>
#include <mutex>

static void *registry[int8_t(at::DeviceType::COMPILE_TIME_MAX_DEVICE_TYPES)];

__global__ void dropout(const float *in, float *out, uint8_t *mask, float p, int n,
			at::PhiloxCudaState philox)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	auto seeds = at::cuda::philox::unpack(philox);
	curandStatePhilox4_32_10_t state;
	curand_init(std::get<0>(seeds), i, std::get<1>(seeds), &state);
	if (i < n) {
		bool keep = curand_uniform(&state) > p;
		mask[i] = keep;
		out[i] = keep ? in[i] / (1.0f - p) : 0.0f;
	}
}

// warpcheck: shape x=[65536]
// warpcheck: shape y=[65536]
// warpcheck: shape mask=[65536]:uint8
void dropout_cuda(at::Tensor x, at::Tensor y, at::Tensor mask, double p)
{
	const int n = x.numel();
	at::PhiloxCudaState rng;
	{
		c10::optional<at::Generator> gen_;
		auto gen = at::get_generator_or_default<at::CUDAGeneratorImpl>(
			gen_, at::cuda::detail::getDefaultCUDAGenerator());
		std::lock_guard<std::mutex> lock(gen->mutex_);
		rng = gen->philox_cuda_state(4);
	}
	dropout<<<(n + 255) / 256, 256>>>(x.data_ptr<float>(), y.data_ptr<float>(),
					  mask.data_ptr<uint8_t>(), (float)p, n, rng);
}
