/*
 * tensor_views.cu - a tensor read through an accessor taken by value, as
 * PyTorch extensions read theirs (`points[b][p][0]` on a packed accessor):
 * a parameter struct holding the data pointer, the sizes and the strides,
 * whose `operator[]` returns a row accessor one dimension on (the same
 * members, moved up), and whose last `operator[]` returns the element.
 * warpcheck reads libtorch's accessors through a bundled one of this
 * shape; this file checks the reading against the H200 with an accessor
 * of its own.
 *
 *   tv_points  [8, 4096, 3] floats (strides 12288, 3, 1), 8 blocks of
 *              256, each thread squares the three coordinates of points
 *              p = tid, tid + 256, ... < size(1) of its batch and stores
 *              the sum in a [8, 4096] output
 *   tv_rows    [4096, 64] floats, one row a thread (r = global thread
 *              index): auto row = x[r]; sum of row[c] for c < size(1)
 *   tv_cols    the same [4096, 64] tensor, one column a thread and 64
 *              threads a block: x[r][c] for r < size(0), c = thread
 *
 * Counts by hand, per warp:
 *
 *   tv_points  16 passes; each pass 3 LDG (one a coordinate) of 12
 *              sectors: 32 rows of 12 bytes from a 384-byte boundary, and
 *              1 STG of 4 sectors.  Launch: 64 warps, 3072 LDG and 36864
 *              sectors, 1024 STG and 4096 sectors
 *   tv_rows    64 passes of 1 LDG of 32 sectors (lanes 256 bytes apart),
 *              1 STG of 4 sectors.  16 blocks of 256: 128 warps, 8192 LDG,
 *              262144 sectors, 128 STG, 512 sectors
 *   tv_cols    4096 passes of 1 LDG of 4 sectors (32 consecutive floats
 *              of a row, 128 bytes from a 128-byte boundary) and 1 STG of
 *              4 sectors.  1 block of 64: 2 warps, 8192 LDG, 32768 sectors,
 *              2 STG, 8 sectors
 */
#include <cstdint>

template <typename T, int N> struct RowView {
	__host__ __device__ RowView(T *data, int64_t size1, int64_t size2, int64_t stride1,
				    int64_t stride2)
		: data_(data), size0(size1), size1(size2), stride0(stride1), stride1(stride2)
	{
	}
	__host__ __device__ RowView<T, N - 1> operator[](int64_t i) const
	{
		return RowView<T, N - 1>(data_ + stride0 * i, N > 1 ? size1 : 0, 0,
					 N > 1 ? stride1 : 0, 0);
	}
	__host__ __device__ int64_t size(int64_t i) const { return i == 0 ? size0 : size1; }

	T *data_;
	int64_t size0, size1, stride0, stride1;
};

template <typename T> struct RowView<T, 1> {
	__host__ __device__ RowView(T *data, int64_t size1, int64_t size2, int64_t stride1,
				    int64_t stride2)
		: data_(data), size0(size1), size1(size2), stride0(stride1), stride1(stride2)
	{
	}
	__host__ __device__ T &operator[](int64_t i) const { return data_[stride0 * i]; }

	T *data_;
	int64_t size0, size1, stride0, stride1;
};

/* what a kernel takes by value: rank N, at most 3 */
template <typename T, int N> struct TensorView {
	__host__ __device__ RowView<T, N - 1> operator[](int64_t i) const
	{
		return RowView<T, N - 1>(data_ + stride0 * i, N > 1 ? size1 : 0, N > 2 ? size2 : 0,
					 N > 1 ? stride1 : 0, N > 2 ? stride2 : 0);
	}
	__host__ __device__ int64_t size(int64_t i) const
	{
		return i == 0 ? size0 : i == 1 ? size1 : size2;
	}

	T *data_;
	int64_t size0, size1, size2, stride0, stride1, stride2;
};

template <typename T> struct TensorView<T, 1> {
	__host__ __device__ T &operator[](int64_t i) const { return data_[stride0 * i]; }
	__host__ __device__ int64_t size(int64_t i) const
	{
		return i == 0 ? size0 : i == 1 ? size1 : size2;
	}

	T *data_;
	int64_t size0, size1, size2, stride0, stride1, stride2;
};

__global__ void tv_points(const TensorView<float, 3> points, TensorView<float, 2> dist)
{
	const int64_t b = blockIdx.x;

	for (int64_t p = threadIdx.x; p < points.size(1); p += blockDim.x) {
		const float x = points[b][p][0];
		const float y = points[b][p][1];
		const float z = points[b][p][2];
		dist[b][p] = x * x + y * y + z * z;
	}
}

__global__ void tv_rows(const TensorView<float, 2> x, TensorView<float, 1> out)
{
	const int64_t r = blockIdx.x * blockDim.x + threadIdx.x;

	if (r >= x.size(0))
		return;
	auto row = x[r];
	float s = 0.0f;
	for (int64_t c = 0; c < x.size(1); c++)
		s += row[c];
	out[r] = s;
}

__global__ void tv_cols(const TensorView<float, 2> x, TensorView<float, 1> out)
{
	const int64_t c = threadIdx.x;
	float s = 0.0f;

	for (int64_t r = 0; r < x.size(0); r++)
		s += x[r][c];
	out[c] = s;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static TensorView<float, 3> g_points;
static TensorView<float, 2> g_dist, g_x;
static TensorView<float, 1> g_sums;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "tv_points"))
		tv_points<<<v->grid, v->block>>>(g_points, g_dist);
	else if (!strcmp(v->kernel, "tv_rows"))
		tv_rows<<<v->grid, v->block>>>(g_x, g_sums);
	else if (!strcmp(v->kernel, "tv_cols"))
		tv_cols<<<v->grid, v->block>>>(g_x, g_sums);
	else {
		fprintf(stderr, "tensor_views: no kernel %s\n", v->kernel);
		exit(100);
	}
}

#define POINTS "points.size0=8;points.size1=4096;points.size2=3;points.stride0=12288;" \
	       "points.stride1=3;points.stride2=1;dist.size0=8;dist.size1=4096;dist.size2=0;" \
	       "dist.stride0=4096;dist.stride1=1;dist.stride2=0"
#define MATRIX "x.size0=4096;x.size1=64;x.size2=0;x.stride0=64;x.stride1=1;x.stride2=0;" \
	       "out.size0=4096;out.size1=0;out.size2=0;out.stride0=1;out.stride1=0;out.stride2=0"

static struct variant table[] = {
	{ "tv_points", POINTS, dim3(8), dim3(256), 0, 0, launch, NULL },
	{ "tv_rows", MATRIX, dim3(16), dim3(256), 0, 0, launch, NULL },
	{ "tv_cols", MATRIX, dim3(1), dim3(64), 0, 0, launch, NULL },
};

/* a contiguous tensor's view: its sizes, the strides they give, 0 past
 * its rank */
template <int N> static TensorView<float, N> contiguous(const int64_t *sizes)
{
	TensorView<float, N> v;
	int64_t s[3], t[3], stride = 1;

	for (int d = 2; d >= 0; d--) {
		s[d] = d < N ? sizes[d] : 0;
		t[d] = d < N ? stride : 0;
		if (d < N)
			stride *= sizes[d];
	}
	v.data_ = NULL;
	v.size0 = s[0];
	v.size1 = s[1];
	v.size2 = s[2];
	v.stride0 = t[0];
	v.stride1 = t[1];
	v.stride2 = t[2];
	return v;
}

int main(int argc, char **argv)
{
	static const int64_t points[3] = { 8, 4096, 3 }, dist[2] = { 8, 4096 },
			     matrix[2] = { 4096, 64 }, sums[1] = { 4096 };

	g_points = contiguous<3>(points);
	g_dist = contiguous<2>(dist);
	g_x = contiguous<2>(matrix);
	g_sums = contiguous<1>(sums);
	g_points.data_ = (float *)bench_alloc(8 * 4096 * 3 * sizeof(float));
	bench_fill_float(g_points.data_, 8 * 4096 * 3, 3);
	g_dist.data_ = (float *)bench_alloc(8 * 4096 * sizeof(float));
	g_x.data_ = (float *)bench_alloc(4096 * 64 * sizeof(float));
	bench_fill_float(g_x.data_, 4096 * 64, 5);
	g_sums.data_ = (float *)bench_alloc(4096 * sizeof(float));
	return bench_main(argc, argv, "tensor_views", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
