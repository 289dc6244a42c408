// A tensor view a kernel takes by value, read through operator[] that is
// not const (a view that never writes its members, as vector-search and
// tensor libraries write theirs), and through a level view built in place
// as the object of the next operator[] (`Level<View, 2>(data_)[i]`); the
// last level converts to a reference to the element.  Before: every
// access "pointer variable does not lead to a kernel parameter" (a
// method that is not const was taken to change the parameter, and an
// object built in place was no object).
//
// Derived by hand, 16 blocks of 256 threads (128 warps), rows of 64
// floats: rows reads in[r][c] = data + r * 64 + c for c < 64, lanes 256
// bytes apart: 64 loads of 32 sectors a warp, 8192 loads and 262144
// sectors; out[r] = data + r, 4 sectors: 128 stores, 512 sectors.  cols
// reads in[c][r] = data + c * 64 + r, 32 consecutive floats: 8192 loads
// and 32768 sectors; the same stores.
template <typename TT, int Sub> struct Level {
	__device__ Level(typename TT::Ptr d) : data_(d) {}
	__device__ Level<TT, Sub - 1> operator[](int i)
	{
		return Level<TT, Sub - 1>(data_ + i * (Sub == 1 ? 1 : 64));
	}
	typename TT::Ptr data_;
};

template <typename TT> struct Level<TT, 0> {
	__device__ Level(typename TT::Ptr d) : data_(d) {}
	__device__ operator typename TT::Data &() { return *data_; }
	__device__ Level &operator=(typename TT::Data v)
	{
		*data_ = v;
		return *this;
	}
	typename TT::Ptr data_;
};

template <typename T, int Dim> struct View {
	typedef T Data;
	typedef T *Ptr;
	__device__ Level<View, Dim - 1> operator[](int i)
	{
		return Level<View, Dim - 1>(data_ + i * (Dim == 1 ? 1 : 64));
	}
	T *data_;
};

template <typename T, int Dim> struct BuiltView {
	typedef T Data;
	typedef T *Ptr;
	__device__ Level<BuiltView, Dim - 1> operator[](int i)
	{
		return Level<BuiltView, Dim>(data_)[i];
	}
	T *data_;
};

__global__ void rows(View<float, 2> in, View<float, 1> out)
{
	int r = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int c = 0; c < 64; c++)
		s += in[r][c];
	out[r] = s;
}

__global__ void cols(BuiltView<float, 2> in, BuiltView<float, 1> out)
{
	int r = blockIdx.x * blockDim.x + threadIdx.x;
	float s = 0.0f;

	for (int c = 0; c < 64; c++)
		s += in[c][r];
	out[r] = s;
}

int main()
{
	View<float, 2> a;
	View<float, 1> b;
	BuiltView<float, 2> c;
	BuiltView<float, 1> d;

	rows<<<16, 256>>>(a, b);
	cols<<<16, 256>>>(c, d);
	return 0;
}
