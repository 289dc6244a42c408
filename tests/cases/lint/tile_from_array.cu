// A tile object built from the dynamic shared array itself (`tile o(smem)`,
// the array decaying to the constructor's pointer), then stored to and
// read through its pointer member in the kernel, as attention kernels
// write their output tile: a constructor from a value of another type is
// no copy of that value.
#include <cstdint>

struct row16 {
	uint32_t w[4];
};

template <int STRIDE>
struct tile {
	row16 *base;
	__device__ tile(void *p) : base((row16 *)p) {}
	__device__ uint32_t offset(uint32_t row, uint32_t chunk) const
	{
		return row * STRIDE + (chunk ^ (row % 8));
	}
};

__global__ void out_tile(uint32_t *out)
{
	extern __shared__ int8_t smem[];
	tile<8> o(smem);
	uint32_t lane = threadIdx.x % 32;
	uint32_t off = o.offset(threadIdx.x / 4, 0);

	((uint32_t *)(o.base + off))[lane % 4] = lane;
	((uint32_t *)(o.base + (off ^ 0x1)))[lane % 4] = lane + 1;
	__syncthreads();
	out[blockIdx.x * blockDim.x + threadIdx.x] = ((uint32_t *)o.base)[threadIdx.x];
}

int main()
{
	out_tile<<<2, 128, 8192>>>(nullptr);
	return 0;
}
