/* Global addresses held as integers, for inline PTX and casts back. */
#include <cstdint>

__global__ void moved(const float *src, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	uint64_t g = reinterpret_cast<uint64_t>(src + i * 4);
	float a;

	g += 4;
	asm volatile("ld.global.f32 %0, [%1];" : "=f"(a) : "l"(g));
	size_t row = (size_t)(out + blockIdx.x * 1024) & ~(size_t)127;
	reinterpret_cast<float *>(row)[threadIdx.x] = a;
	uintptr_t at = reinterpret_cast<uintptr_t>(src + i);
	if (at & 4)
		out[8192 + i] = a;
	uint64_t low = reinterpret_cast<uint64_t>(src + i) & 0xfff;
	out[4096 + i] = reinterpret_cast<const float *>(low)[0];
}

int main(void)
{
	float *src, *out;

	moved<<<4, 256>>>(src, out);
	return 0;
}
