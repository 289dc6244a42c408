/*
 * param_views.cu - structs inside the struct a kernel takes by value, and
 * the address of a member of an object in registers.
 *
 *   pv_heads  a divisor object in the parameter struct (a head count, as
 *             attention libraries keep one: a plain divisor beside a
 *             nested divisor struct, in the way of cuda::fast_mod_div,
 *             which this toolkit lacks), read through a const reference, its
 *             const divmod and its conversion, in a helper the kernel
 *             hands the struct by value: i = blockIdx.x * 256 + tid,
 *             q = i / 32, r = i % 32; out[r * 1024 + q] = in[i], and
 *             out2[tid] = 1 where tid < ceil_div(n, heads) = 4096 / 32
 *   pv_store  a quantizer's parameters (floats scale and offset), used by
 *             every thread, then stored by a method of theirs through a
 *             helper that takes `&offset` and writes it with st.global.wb
 *             in inline assembly
 *
 * Counts by hand, per warp (blocks of 256 for pv_heads, 128 for pv_store):
 *
 *   pv_heads  in[i]: 1 LDG of 4 sectors; out[r * 1024 + q]: 1 STG, the 32
 *             lanes 4 KB apart, 32 sectors; warps 0-3 of a block: 1 STG
 *             of 4 sectors to out2
 *   pv_store  in[2b], in[2b + 1]: 2 LDG of 1 sector (one address for the
 *             warp); levels: 1 STG of 4 sectors; warp 0: 2 STG of 1
 *             sector (lane 0).  (A first version that used the parameters
 *             in lane 0 only measured the loads in warp 0 only: nvcc sank
 *             them into the branch, 128 requests where 512.)
 */
#include <cstdint>

/* a divisor of its own, as cuda::fast_mod_div is one */
struct Divisor {
	__host__ __device__ explicit Divisor(uint32_t d) : divisor_(d) {}
	__host__ __device__ operator uint32_t() const { return divisor_; }

private:
	uint32_t divisor_;
};

__host__ __device__ inline uint32_t operator/(uint32_t x, const Divisor &d)
{
	return x / static_cast<uint32_t>(d);
}

struct Heads {
	__host__ __device__ Heads() : impl_(1), d_(0) {}
	__host__ Heads(uint32_t d) : impl_(d), d_(d) {}
	__host__ __device__ operator unsigned int() const { return d_; }
	__host__ __device__ void divmod(uint32_t n, uint32_t &q, uint32_t &r) const
	{
		q = n / impl_;
		r = n - q * d_;
	}

private:
	Divisor impl_;
	uint32_t d_;
};

struct ViewParams {
	float *out, *out2;
	const float *in;
	Heads heads;
	uint32_t n;
};

template <typename T1, typename T2> __host__ __device__ T1 ceil_div(const T1 x, const T2 y)
{
	return (x + y - 1) / y;
}

template <typename P> __device__ void scatter_rows(const P params, const dim3 tid = threadIdx)
{
	const Heads &heads = params.heads;
	const uint32_t i = blockIdx.x * blockDim.x + tid.x;
	uint32_t q, r;

	heads.divmod(i, q, r);
	params.out[r * 1024 + q] = params.in[i];
	if (tid.x < ceil_div(params.n, heads))
		params.out2[blockIdx.x * blockDim.x + tid.x] = 1.0f;
}

__global__ void pv_heads(const __grid_constant__ ViewParams params)
{
	scatter_rows(params);
}

__device__ __forceinline__ void store_word(void *dst, const void *src)
{
	const int32_t *data = reinterpret_cast<const int32_t *>(src);
	asm volatile("st.global.wb.u32 [%0], %1;\n" : : "l"(dst), "r"(*data));
}

struct QuantParams {
	float scale, offset;

	__device__ QuantParams(float lo, float hi) : scale((hi - lo) / 255.0f), offset(lo) {}
	__device__ void store(float *params, int group)
	{
		const float inverse = 1.0f / scale;
		store_word(params + 2 * group, &inverse);
		store_word(params + 2 * group + 1, &offset);
	}
};

__global__ void pv_store(const float *in, float *params, float *levels)
{
	QuantParams p(in[blockIdx.x * 2], in[blockIdx.x * 2 + 1]);

	/* every thread uses them: nvcc cannot sink the loads into lane 0's branch */
	levels[blockIdx.x * blockDim.x + threadIdx.x] = p.offset + p.scale * (float)threadIdx.x;
	if (threadIdx.x == 0)
		p.store(params, blockIdx.x);
}

#ifndef __CUDA_ARCH__
#include "bench.h"

#define PV_BLOCKS 64

static ViewParams g_params;
static float *g_in, *g_qparams, *g_levels;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "pv_heads"))
		pv_heads<<<v->grid, v->block>>>(g_params);
	else if (!strcmp(v->kernel, "pv_store"))
		pv_store<<<v->grid, v->block>>>(g_in, g_qparams, g_levels);
	else {
		fprintf(stderr, "param_views: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "pv_heads", "params.heads.d_=32;params.heads.impl_.divisor_=32;params.n=4096",
	  dim3(PV_BLOCKS), dim3(256), 0, 0, launch, NULL },
	{ "pv_store", "", dim3(PV_BLOCKS), dim3(128), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t count = (size_t)PV_BLOCKS * 256;

	g_params.in = (const float *)bench_alloc(count * sizeof(float));
	bench_fill_float((void *)g_params.in, count, 5);
	g_params.out = (float *)bench_alloc(32 * 1024 * sizeof(float));
	g_params.out2 = (float *)bench_alloc(count * sizeof(float));
	g_params.heads = Heads(32);
	g_params.n = 4096;
	g_in = (float *)bench_alloc(2 * PV_BLOCKS * sizeof(float));
	bench_fill_float(g_in, 2 * PV_BLOCKS, 7);
	g_qparams = (float *)bench_alloc(2 * PV_BLOCKS * sizeof(float));
	g_levels = (float *)bench_alloc((size_t)PV_BLOCKS * 128 * sizeof(float));
	return bench_main(argc, argv, "param_views", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
