// nvcc compiles a dependent member template called without `template`
// (`Conv::run<8>(...)`, `t.at<2>(...)`) and `template` before a member
// that is no template (`t.template base_of(...)`); clang refuses each.
#include "template_keyword.cuh"

template <typename T> struct Strided {
	T *base;
	template <int STRIDE> __device__ T &at(int i) { return base[i * STRIDE]; }
	__device__ T *base_of(int i) { return base + i; }
};

template <typename T>
__global__ void k(T *out, const float *in, T *grid)
{
	T f[8];
	float g[8];
	Strided<T> t{grid};
#pragma unroll
	for (int i = 0; i < 8; i++)
		g[i] = in[threadIdx.x + 32 * i];
	widen<T, 8>(f, g);
	convert<T, float>::run<1>(f + 1, g);
	out[threadIdx.x] = t.at<2>(threadIdx.x) + f[0] + in[32 * threadIdx.x];
	*t.template base_of(threadIdx.x) = f[1];
}

void launch(float *o, const float *i, float *g) { k<<<1, 32>>>(o, i, g); }
