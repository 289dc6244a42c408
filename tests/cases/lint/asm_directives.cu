// Inline PTX as hand-tuned SGEMMs write it: a shared address made in PTX
// by a helper (cvta.to.shared, then cvt to 32 bits), and a template whose
// instruction is chosen by the preprocessor inside the asm statement.
#include <cstdint>

__device__ __forceinline__ uint32_t smem_addr(const void *ptr)
{
	uint32_t addr;
	asm("{.reg .u64 a64;\n"
	    " cvta.to.shared.u64 a64, %1;\n"
	    " cvt.u32.u64 %0, a64;}\n"
	    : "=r"(addr)
	    : "l"(ptr));
	return addr;
}

__device__ __forceinline__ void ldg_nc(float &reg, const void *ptr)
{
	asm volatile(
#if defined(__CUDA_ARCH__) && \
    __CUDA_ARCH__ >= 700
		"ld.global.nc.L1::no_allocate.f32 %0, [%1];\n"
#else
		"ld.global.f32 %0, [%1+16];\n"
#endif
		: "=f"(reg)
		: "l"(ptr));
}

__global__ void tile_sum(const float *in, float *out)
{
	__shared__ float s[64 * 4];
	float x0, x1, x2, x3, v;
	uint32_t a = smem_addr(&s[threadIdx.x * 4]);

	asm volatile("ld.shared.v4.f32 {%0, %1, %2, %3}, [%4];\n"
		     : "=f"(x0), "=f"(x1), "=f"(x2), "=f"(x3)
		     : "r"(a));
	ldg_nc(v, in + threadIdx.x * 2);
	out[threadIdx.x] = x0 + x1 + x2 + x3 + v;
}

int main()
{
	tile_sum<<<1, 64>>>(nullptr, nullptr);
}
