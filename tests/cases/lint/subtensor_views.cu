// A tensor parameter as vector-search libraries write one: a struct of a
// pointer and its sizes and strides, whose operator[] returns a view one
// dimension down, built as a copy of a view's own operator[] result
// (`Sub<D - 1>(Sub<D>(*this, data_)[i])`), and a helper that takes the
// tensor by reference.  Every pointer here is the kernel's parameter.
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

__global__ void gather_rows(Tensor<long, 1> ids, Tensor<float, 1> out)
{
	long id = ids[blockIdx.x];
	at(out, blockIdx.x * blockDim.x + threadIdx.x) = (float)id;
}

int main()
{
	Tensor<long, 1> a;
	Tensor<float, 1> b;
	gather_rows<<<64, 256>>>(a, b);
}
