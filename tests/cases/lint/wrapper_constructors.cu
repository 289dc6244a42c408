// Pointer wrappers as tensor libraries write them: a view whose pointer
// member is built by a constructor inside a brace list, a wrapper that
// inherits its base's constructor (`using Ptr<T>::Ptr;`), and a factory
// of the library's own called make_... that returns one by `return {p};`.
// Each wrapper's pointer is the kernel's parameter, so every access is a
// plain row of a matrix.
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

__global__ void view_copy(float *out, const float *in, int ld)
{
	View<const float> src{Ptr<const float>(in), RowMajor{ld}};
	View<float> dst{Ptr<float>(out), RowMajor{ld}};
	int r = blockIdx.y * 8 + threadIdx.y;
	int c = blockIdx.x * 32 + threadIdx.x;
	dst(r, c) = src(r, c);
}

__global__ void column_copy(float *out, const float *in, int ld)
{
	GlobalPtr<const float> src = make_global(in);
	GlobalPtr<float> dst = make_global(out);
	int r = blockIdx.x * blockDim.x + threadIdx.x;
	dst[r * ld] = src[r * ld];
}

int main()
{
	float *a, *b;
	view_copy<<<dim3(32, 128), dim3(32, 8)>>>(a, b, 1024);
	column_copy<<<32, 256>>>(a, b, 1024);
}
