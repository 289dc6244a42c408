/*
 * nvcc_forms.cu - forms that nvcc compiles and clang refuses or that
 * the front end once read wrong, each in a kernel of its own:
 *
 *   nf_copies     a helper that takes a local's address as `const void *`
 *                 and reads it through a cast copy (`const int *data =
 *                 reinterpret_cast<const int *>(src)`): the local, no
 *                 memory (analyzer/frontend/stmt.c, alias_copy)
 *   nf_template   dependent member templates called without `template`
 *                 (`Conv::run<4>(...)`, `t.at<2>(...)`), and `template`
 *                 before a member that is none (analyzer/frontend/parse.c)
 *   nf_do_while   a do-while whose body starts with a load no trip
 *                 changes: read once, before the loop (simulator/reuse.c)
 *   nf_asm        values inline assembly computes: %laneid, %lanemask_lt,
 *                 bfe, bfi, mul.lo and mad.lo (analyzer/frontend/asm.c)
 *
 * Counts by hand, per warp (all 32 lanes active):
 *
 *   nf_copies     grid 1024 of 128: in[i] 1 LDG of 4 sectors; out[i] (the
 *                 st.global of *data) 1 STG of 4 sectors; the 8-byte pair
 *                 at out2 + 2i 1 STG of 8 sectors
 *   nf_template   grid 1024 of 128: 4 LDG of in, 4 sectors each; grid[2i]
 *                 (t.at<2>) 1 LDG of 8 sectors; out[i] and grid[i] 1 STG
 *                 of 4 sectors each
 *   nf_do_while   grid 1024 of 128, rounds 4: table[blockIdx.x] 1 LDG of
 *                 1 sector (once, not 4 times); out[i] 1 STG of 4 sectors
 *   nf_asm        grid 1024 of 256: tile[lane][warp] 1 STS and
 *                 tile[warp][lane] 1 LDS, 1 wavefront each (33-word
 *                 pitch); in 1 LDG of 4 sectors; out: 4 STG of 4, 4, 16
 *                 (lane << 2: 16 bytes apart) and 4 sectors
 */
#include <cstdint>

#define BLOCKS 1024

/* ---- nf_copies ---- */
template <int N> __device__ __forceinline__ void put(void *dst, const void *src);

template <> __device__ __forceinline__ void put<4>(void *dst, const void *src)
{
	const int32_t *data = reinterpret_cast<const int32_t *>(src);
	asm volatile("st.global.u32 [%0], %1;\n" : : "l"(dst), "r"(*data) : "memory");
}

template <> __device__ __forceinline__ void put<8>(void *dst, const void *src)
{
	const int32_t *data = static_cast<const int32_t *>(src);
	int2 pair = make_int2(data[0], data[1]);
	*reinterpret_cast<int2 *>(dst) = pair;
}

__device__ __forceinline__ void get(void *dst, const int32_t *src)
{
	int32_t *data = reinterpret_cast<int32_t *>(dst);
	*data = *src;
}

__global__ void nf_copies(int32_t *out, int32_t *out2, const int32_t *in)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	int32_t v;
	get(&v, in + i);
	put<4>(out + i, &v);
	int64_t w = v;
	put<8>(out2 + 2 * i, &w);
}

/* ---- nf_template ---- */
template <typename A, typename B> struct convert {
	template <int N> __device__ static void run(A *d, const B *s)
	{
#pragma unroll
		for (int k = 0; k < N; k++)
			d[k] = static_cast<A>(s[k]);
	}
};

template <typename T> struct Strided {
	T *base;
	template <int STRIDE> __device__ T &at(int k) { return base[k * STRIDE]; }
	__device__ T *base_of(int k) { return base + k; }
};

template <typename T>
__global__ void nf_template(T *out, const float *in, T *grid)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	T f[4];
	float g[4];
	Strided<T> t{grid};
#pragma unroll
	for (int k = 0; k < 4; k++)
		g[k] = in[i + k * BLOCKS * 128];
	convert<T, float>::run<4>(f, g);
	out[i] = t.at<2>(i) + f[0] + f[3];
	*t.template base_of(i) = f[1] + f[2];
}
template __global__ void nf_template<float>(float *, const float *, float *);

/* ---- nf_do_while ---- */
__global__ void nf_do_while(const float *table, float *out, int rounds)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	float acc = 0.0f;
	int t = 0;

	do {
		acc += table[blockIdx.x];
		acc *= 0.5f;
		t++;
	} while (t < rounds);
	out[i] = acc;
}

/* ---- nf_asm ---- */
__device__ __forceinline__ int lane_id()
{
	int lane;
	asm("mov.u32 %0, %%laneid;" : "=r"(lane));
	return lane;
}

__device__ __forceinline__ unsigned lanes_below()
{
	unsigned mask;
	asm("mov.u32 %0, %%lanemask_lt;" : "=r"(mask));
	return mask;
}

__device__ __forceinline__ unsigned field(unsigned v, int pos, int len)
{
	unsigned r;
	asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(v), "r"(pos), "r"(len));
	return r;
}

__device__ __forceinline__ unsigned put_field(unsigned v, unsigned bits, int pos, int len)
{
	unsigned r;
	asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(bits), "r"(v), "r"(pos), "r"(len));
	return r;
}

__global__ void nf_asm(float *out, const float *in)
{
	__shared__ float tile[32][33];
	int lane = lane_id(), warp = threadIdx.x / 32;
	unsigned row;
	float *o = out + blockIdx.x * 8192;

	asm("{ .reg .u32 t;\n mul.lo.u32 t, %1, 2;\n mad.lo.u32 %0, t, 16, %2; }"
	    : "=r"(row) : "r"(warp), "r"(lane));
	tile[lane][warp] = in[blockIdx.x * 256 + threadIdx.x];
	__syncthreads();
	o[__popc(lanes_below()) + 32 * warp] = tile[warp][lane];
	o[field(threadIdx.x, 0, 5) + 1024 + 32 * warp] = 1.0f;
	o[put_field(0u, threadIdx.x, 2, 5) + 2048 + 128 * warp] = 2.0f;
	o[row + 4096] = 3.0f;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out, *g_grid;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "nf_copies"))
		nf_copies<<<v->grid, v->block>>>((int32_t *)g_out, (int32_t *)g_grid, (const int32_t *)g_in);
	else if (!strcmp(v->kernel, "nf_template"))
		nf_template<float><<<v->grid, v->block>>>(g_out, g_in, g_grid);
	else if (!strcmp(v->kernel, "nf_do_while"))
		nf_do_while<<<v->grid, v->block>>>(g_in, g_out, 4);
	else if (!strcmp(v->kernel, "nf_asm"))
		nf_asm<<<v->grid, v->block>>>(g_out, g_in);
	else {
		fprintf(stderr, "nvcc_forms: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "nf_copies", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "nf_template", "", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "nf_do_while", "rounds=4", dim3(BLOCKS), dim3(128), 0, 0, launch, NULL },
	{ "nf_asm", "", dim3(BLOCKS), dim3(256), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * 8192;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	g_grid = (float *)bench_alloc(n * sizeof(float));
	return bench_main(argc, argv, "nvcc_forms", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
