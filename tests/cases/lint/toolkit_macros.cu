#include <cuda_fp16.h>
#include <cuda_fp8.h>

/* a constant from the raw bits, as the toolkit's constexpr conversion allows */
template <typename T> struct neg_zero {
	static constexpr T value = -T(0);
};
template <> struct neg_zero<half> {
	static constexpr __half value = __half_raw{0x8000U};
};

/* __CUDA_ALIGN__, which the toolkit's cuda_fp8.h leaves defined */
template <typename T, int N> struct pack {
	struct __CUDA_ALIGN__(sizeof(T) * N) type {
		T v[N];
	};
};

__global__ void fill(pack<half, 4>::type *p)
{
	pack<half, 4>::type t;

#pragma unroll
	for (int i = 0; i < 4; i++)
		t.v[i] = neg_zero<half>::value;
#if __CUDA_ARCH_HAS_FEATURE__(SM90_ALL)
	p[2 * threadIdx.x] = t;   /* sm_90a only: not what sm_90 compiles */
#else
	p[threadIdx.x] = t;
#endif
}

void run(pack<half, 4>::type *p)
{
	fill<<<1, 32>>>(p);
}
