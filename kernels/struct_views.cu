/*
 * struct_views.cu - structs the front end follows through helpers and
 * constructors (analyzer/frontend/structs.c, call.c): a kernel's struct
 * parameter handed to a helper by value, by const reference and as a
 * local copy; views built by constructors (a member-initializer list,
 * assignments in the body) and read through operator[] and operator();
 * libcu++'s span and round_down.
 *
 * Blocks of 256 threads (8 warps), 1,024 blocks; p.stride = 2, p.cols =
 * 256.  Counts by hand, per warp:
 *
 *   sv_value   p.in[i * 2] in a helper taking Params by value: 1 LDG of
 *              8 sectors (lanes 8 bytes apart); p.out[i]: 1 STG, 4 sectors
 *   sv_cref    p.in[i] read, stored by a helper taking const Params &:
 *              1 LDG, 4 sectors; 1 STG, 4 sectors
 *   sv_copy    Params c = p; c.out[i] = c.in[i * 2]: 8 and 4 sectors
 *   sv_ctor    Row(p.in, n)[i] (initializer list) into
 *              Matrix(p.out, 64)(i % 64, i / 64) (body): 1 LDG of 4
 *              sectors; 1 STG with lanes 256 bytes apart, 32 sectors
 *   sv_span    cuda::std::span over the row x + cuda::round_down(i, 256),
 *              read at i % 256: x[i], 4 sectors; p.out[i], 4 sectors
 */
#include <cuda/cmath>
#include <cuda/std/span>

#define THREADS 256
#define BLOCKS 1024

struct Params {
	const float *in;
	float *out;
	int stride;
	int cols;
};

__device__ float load_strided(Params p, int i)
{
	return p.in[i * p.stride];
}

__device__ void store_at(const Params &p, int i, float v)
{
	p.out[i] = v;
}

struct Row {
	const float *data;
	int n;
	__device__ Row(const float *d, int count) : data(d), n(count) {}
	__device__ const float &operator[](int k) const { return data[k]; }
};

struct Matrix {
	float *data;
	int ld;
	__device__ Matrix(float *d, int stride)
	{
		data = d;
		ld = stride;
	}
	__device__ float &operator()(int r, int c) { return data[r * ld + c]; }
};

__global__ void sv_value(Params p)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	p.out[i] = load_strided(p, i);
}

__global__ void sv_cref(Params p)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	store_at(p, i, p.in[i] + 1.0f);
}

__global__ void sv_copy(Params p)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Params c = p;
	c.out[i] = c.in[i * c.stride];
}

__global__ void sv_ctor(Params p)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Row row(p.in, BLOCKS * THREADS);
	Matrix m(p.out, 64);
	m(i % 64, i / 64) = row[i];
}

__global__ void sv_span(Params p)
{
	unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
	unsigned cols = p.cols;
	cuda::std::span<const float> row(p.in + cuda::round_down(i, cols), cols);
	p.out[i] = row[i % cols];
}

#ifndef __CUDA_ARCH__
#include "bench.h"

typedef void (*view_kernel)(Params);

static float *g_out, *g_x;

static const struct {
	const char *name;
	view_kernel fn;
} kernels[] = {
	{ "sv_value", sv_value }, { "sv_cref", sv_cref }, { "sv_copy", sv_copy },
	{ "sv_ctor", sv_ctor }, { "sv_span", sv_span },
};

static void launch(const struct variant *v)
{
	Params p;

	p.in = g_x;
	p.out = g_out;
	p.stride = 2;
	p.cols = 256;
	for (size_t i = 0; i < sizeof(kernels) / sizeof(kernels[0]); i++) {
		if (!strcmp(kernels[i].name, v->kernel)) {
			kernels[i].fn<<<v->grid, v->block>>>(p);
			return;
		}
	}
	fprintf(stderr, "struct_views: no kernel %s\n", v->kernel);
	exit(100);
}

#define V(name) { name, "p.stride=2;p.cols=256", dim3(BLOCKS), dim3(THREADS), 0, 0, launch, NULL }

static struct variant table[] = {
	V("sv_value"), V("sv_cref"), V("sv_copy"), V("sv_ctor"), V("sv_span"),
};

int main(int argc, char **argv)
{
	int rc;
	size_t n = (size_t)BLOCKS * THREADS;

	g_x = (float *)bench_alloc(2 * n * sizeof(float));
	g_out = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_x, 2 * n, 1);
	rc = bench_main(argc, argv, "struct_views", table, (int)(sizeof(table) / sizeof(table[0])));
	cudaFree(g_x);
	cudaFree(g_out);
	return rc;
}
#endif /* __CUDA_ARCH__ */
