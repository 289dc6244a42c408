// Vector loads through small helpers, as LLM training kernels write
// them: a 16-byte packed struct filled by a helper that reinterprets its
// pointer parameter as int4, and read back through its operator[].  The
// helper's load is the kernel's pointer argument's, 16 bytes wide; the
// operator[] of a packed value in registers reads no memory.
// Launch: --block 64 --param n=4096 (two warps).
#include <cuda_runtime.h>

struct alignas(16) Packed {
	float payload[4];
	__device__ Packed() {}
	__device__ explicit Packed(int4 bits) { memcpy(&payload, &bits, sizeof(bits)); }
	__device__ float &operator[](int i) { return payload[i]; }
	__device__ const float &operator[](int i) const { return payload[i]; }
};

__device__ Packed load16(const float *address)
{
	return Packed{*reinterpret_cast<const int4 *>(address)};
}

__device__ Packed load16cs(const float *address)
{
	return Packed{__ldcs(reinterpret_cast<const int4 *>(address))};
}

__device__ void store16(float *target, Packed value)
{
	*reinterpret_cast<int4 *>(target) = *reinterpret_cast<int4 *>(&value);
}

__global__ void scale(float *out, const float *in, const float *bias, int n)
{
	int i = (blockIdx.x * blockDim.x + threadIdx.x) * 4;

	// each warp: lane l loads 16 bytes at in + 16 l, 512 bytes in a row:
	// 16 sectors, the ideal; the same from bias; 2 warps, 32 sectors each
	Packed a = load16(in + i);
	const Packed b = load16cs(bias + i);
	Packed r;
	for (int k = 0; k < 4; k++)
		r[k] = a[k] * b[k];
	// a 16-byte store at out + 16 l: 16 sectors a warp, 32 in all
	store16(out + i, r);
}
