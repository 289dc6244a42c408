#include <utility>

enum class Role { kProducer, kConsumer, kIdle };

// Each warp's role and its index among warps of that role, chosen by a
// lambda called where it is defined, as warp-specialized kernels write it.
__global__ void roles(const float *in, float *out)
{
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
	const auto role = [=]() -> std::pair<Role, int> {
		if (warp < 2)
			return {Role::kProducer, warp};
		else if (warp < 6)
			return {Role::kConsumer, warp - 2};
		return {Role::kIdle, -1};
	}();

	if (role.first == Role::kProducer)
		out[role.second * 32 + lane] = in[role.second * 64 + lane * 2];
	else if (role.first == Role::kConsumer)
		out[64 + role.second * 32 + lane] = in[lane];
}

// A block's tile, as a pair a helper returns in braces.
__device__ std::pair<int, int> tile_of(int block, int tiles_x)
{
	return {block / tiles_x, block % tiles_x};
}

__global__ void tiles(const float *in, float *out, int tiles_x)
{
	auto t = tile_of(blockIdx.x, tiles_x);
	int row = t.first * 32 + threadIdx.y, col = t.second * 32 + threadIdx.x;

	out[row * 128 + col] = in[row * 128 + col];
}

int main()
{
	float *in, *out;
	cudaMalloc(&in, 128 * 128 * sizeof(float));
	cudaMalloc(&out, 128 * 128 * sizeof(float));
	roles<<<1, 256>>>(in, out);
	tiles<<<16, dim3(32, 8)>>>(in, out, 4);
	cudaDeviceSynchronize();
	return 0;
}
