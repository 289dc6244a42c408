// A shared tile held in a small object (a base pointer set by its
// constructor, a static method for a swizzled offset, an ldmatrix method),
// built over a struct laid on the dynamic shared memory and handed to
// helpers by its address, as attention kernels do.
#include <cstdint>

struct row16 {
	uint32_t w[4];
};

struct tile {
	row16 *base;
	float scale;   // not an integer or a pointer: not tracked, but registers
	__device__ tile(void *p) : base((row16 *)p), scale(1.0f) {}
	// 8 rows of 16 bytes a row of 128 bytes, the chunk XOR the row
	template <uint32_t stride>
	static __device__ uint32_t offset(uint32_t row, uint32_t chunk)
	{
		return row * stride + (chunk ^ (row % 8));
	}
	__device__ void ldsm_x4(uint32_t off, uint32_t *r)
	{
		row16 *p = base + off;
		uint32_t a = static_cast<uint32_t>(__cvta_generic_to_shared(p));
		asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
			     : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
			     : "r"(a));
	}
};

struct storage {
	union {
		struct {
			alignas(16) uint16_t q[64 * 64];
			alignas(16) uint16_t k[64 * 64];
		};
		alignas(16) float o[64 * 64];
	};
};

__device__ void fetch(tile *t, uint32_t off, uint32_t *r)
{
	t->ldsm_x4(off, r);
	r[0] += (uint32_t)t->scale;
}

__device__ void fetch_plain(tile *t, uint32_t lane, uint32_t *r)
{
	// no swizzle: row lane % 16, chunk lane / 16
	fetch(t, (lane % 16) * 8 + lane / 16, r);
}

__global__ void tile_kernel(uint32_t *out)
{
	extern __shared__ uint8_t smem[];
	auto &st = reinterpret_cast<storage &>(smem);
	tile q(st.q), k(st.k);
	uint32_t lane = threadIdx.x % 32, r[4], s[4];
	uint32_t off = q.template offset<8>(lane % 16, lane / 16);

	fetch(&q, off, r);
	fetch_plain(&k, lane, s);
	out[blockIdx.x * blockDim.x + threadIdx.x] = r[0] + r[1] + r[2] + r[3] + s[0];
}

int main()
{
	tile_kernel<<<4, 128, sizeof(storage)>>>(nullptr);
	return 0;
}
