/*
 * wrapper_views.cu - pointers wrapped as tensor and vector-search
 * libraries wrap them, which the front end follows to the kernel's
 * parameter: a view whose pointer member a constructor builds inside a
 * brace list, a pointer class that inherits its base's constructor and a
 * factory of the library's own that returns one by `return T{p};`, and
 * a tensor parameter whose operator[] returns a view one dimension down
 * as a copy of a view's own operator[] result, with a helper that takes
 * the tensor by reference.
 *
 * Counts by hand, per warp, grid 1024 of 128 (4,096 warps),
 * i = blockIdx.x * 128 + threadIdx.x:
 *
 *   wv_view       dst(r, c) = 2 src(r, c), r = blockIdx.x, c =
 *                 threadIdx.x, rows of 128 floats: 1 LDG of 4 sectors,
 *                 1 STG of 4
 *   wv_inherited  dst[i] = src[4 i] through make_global's pointers:
 *                 lanes 16 bytes apart, 1 LDG of 16 sectors; 1 STG of 4
 *   wv_subtensor  ids[blockIdx.x], one 8-byte element for the block: 1
 *                 LDG of 1 sector; at(out, i) = id: 1 STG of 4
 *
 * Before these forms were followed, every pointer here was "set by an
 * initializer that is not followed" or "a member of a struct of the
 * thread's own": no sector was counted.
 */
#define BLOCKS 1024
#define ROW 128

template <class T>
struct Ptr {
	__device__ explicit Ptr(T *p) : p_(p) {}
	__device__ T &operator[](int i) const { return p_[i]; }
	T *p_;
};

template <class T>
struct GlobalPtr : Ptr<T> {
	using Ptr<T>::Ptr;
};

template <class T>
__device__ GlobalPtr<T> make_global(T *p)
{
	return GlobalPtr<T>{p};
}

struct RowMajor {
	int ld;
	__device__ int operator()(int r, int c) const { return r * ld + c; }
};

template <class T>
struct View {
	Ptr<T> data;
	RowMajor layout;
	__device__ T &operator()(int r, int c) const { return data[layout(r, c)]; }
};

__global__ void wv_view(const float *in, float *out, int ld)
{
	View<const float> src{Ptr<const float>(in), RowMajor{ld}};
	View<float> dst{Ptr<float>(out), RowMajor{ld}};
	int r = blockIdx.x, c = threadIdx.x;

	dst(r, c) = 2.0f * src(r, c);
}

__global__ void wv_inherited(const float *in, float *out)
{
	GlobalPtr<const float> src = make_global(in);
	GlobalPtr<float> dst = make_global(out);
	int i = blockIdx.x * blockDim.x + threadIdx.x;

	dst[i] = src[4 * i];
}

template <typename T, int D>
struct Tensor;

template <typename TT, int D>
struct Sub {
	__device__ Sub(TT &t, typename TT::Ptr d) : tensor_(t), data_(d) {}
	__device__ Sub<TT, D - 1> operator[](int i)
	{
		if (D == 1)
			return Sub<TT, D - 1>(tensor_, data_ + i);
		return Sub<TT, D - 1>(tensor_, data_ + i * tensor_.stride_[TT::Dims - D]);
	}
	TT &tensor_;
	typename TT::Ptr const data_;
};

template <typename TT>
struct Sub<TT, 0> {
	__device__ Sub(TT &t, typename TT::Ptr d) : tensor_(t), data_(d) {}
	__device__ operator typename TT::Value &() { return *data_; }
	__device__ Sub &operator=(typename TT::Value v)
	{
		*data_ = v;
		return *this;
	}
	TT &tensor_;
	typename TT::Ptr const data_;
};

template <typename T, int D>
struct Tensor {
	using Ptr = T *;
	using Value = T;
	static constexpr int Dims = D;
	T *data_;
	int size_[D];
	int stride_[D];
	__device__ Sub<Tensor, D - 1> operator[](int i)
	{
		return Sub<Tensor, D - 1>(Sub<Tensor, D>(*this, data_)[i]);
	}
};

template <typename TT>
__device__ Sub<TT, 0> at(TT &t, int i)
{
	return Sub<TT, 0>(t, t.data_ + i);
}

__global__ void wv_subtensor(Tensor<long, 1> ids, Tensor<float, 1> out)
{
	long id = ids[blockIdx.x];

	at(out, blockIdx.x * blockDim.x + threadIdx.x) = (float)id;
}

#ifndef __CUDA_ARCH__
#include "bench.h"

static float *g_in, *g_out;
static long *g_ids;

static void launch(const struct variant *v)
{
	if (!strcmp(v->kernel, "wv_view")) {
		wv_view<<<v->grid, v->block>>>(g_in, g_out, ROW);
	} else if (!strcmp(v->kernel, "wv_inherited")) {
		wv_inherited<<<v->grid, v->block>>>(g_in, g_out);
	} else if (!strcmp(v->kernel, "wv_subtensor")) {
		Tensor<long, 1> ids = { g_ids, { BLOCKS }, { 1 } };
		Tensor<float, 1> out = { g_out, { BLOCKS * ROW }, { 1 } };
		wv_subtensor<<<v->grid, v->block>>>(ids, out);
	} else {
		fprintf(stderr, "wrapper_views: no kernel %s\n", v->kernel);
		exit(100);
	}
}

static struct variant table[] = {
	{ "wv_view", "", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "wv_inherited", "", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
	{ "wv_subtensor", "", dim3(BLOCKS), dim3(ROW), 0, 0, launch, NULL },
};

int main(int argc, char **argv)
{
	size_t n = (size_t)BLOCKS * ROW * 4;

	g_in = (float *)bench_alloc(n * sizeof(float));
	bench_fill_float(g_in, n, 1);
	g_out = (float *)bench_alloc(n * sizeof(float));
	g_ids = (long *)bench_alloc(BLOCKS * sizeof(long));
	BENCH_CHECK(cudaMemset(g_ids, 0, BLOCKS * sizeof(long)));
	return bench_main(argc, argv, "wrapper_views", table, (int)(sizeof(table) / sizeof(table[0])));
}
#endif /* __CUDA_ARCH__ */
