/* ATen/cuda/CUDAGeneratorImpl.h - the CUDA random generator and the state
 * a kernel's Philox RNG is seeded from (dropout kernels) */
#ifndef WARPCHECK_PRELUDE_ATEN_CUDA_CUDAGENERATORIMPL_H
#define WARPCHECK_PRELUDE_ATEN_CUDA_CUDAGENERATORIMPL_H
#include <ATen/ATen.h>
#include <cstdint>
#include <mutex>
#include <tuple>
#include <utility>

namespace at {
/* a seed and an offset, by value, or where a CUDA graph keeps them */
struct PhiloxCudaState {
	PhiloxCudaState() = default;
	PhiloxCudaState(uint64_t seed, uint64_t offset);
	PhiloxCudaState(int64_t *seed, int64_t *offset_extragraph, uint32_t offset_intragraph);
	union Payload {
		uint64_t val;
		int64_t *ptr;
	};
	Payload seed_{};
	Payload offset_{};
	uint32_t offset_intragraph_ = 0;
	bool captured_ = false;
};

struct Generator {
	Generator();
	template <typename T> T *get() const;
	std::mutex &mutex();
};

struct CUDAGeneratorImpl {
	PhiloxCudaState philox_cuda_state(uint64_t increment);
	std::pair<uint64_t, uint64_t> philox_engine_inputs(uint64_t increment);
	void set_current_seed(uint64_t seed);
	uint64_t current_seed() const;
	std::mutex mutex_;
};

template <typename T> T *get_generator_or_default(const optional<Generator> &gen, const Generator &fallback);
template <typename T> T *check_generator(optional<Generator> gen);

namespace cuda {
namespace detail {
const Generator &getDefaultCUDAGenerator(int8_t device_index = -1);
Generator createCUDAGenerator(int8_t device_index = -1);
} /* namespace detail */

namespace philox {
/* the seed and the offset a kernel reads from its state (declared only:
 * what it reads of a graph's memory is not counted) */
__host__ __device__ std::tuple<uint64_t, uint64_t> unpack(PhiloxCudaState arg);
} /* namespace philox */
} /* namespace cuda */
} /* namespace at */
#endif
