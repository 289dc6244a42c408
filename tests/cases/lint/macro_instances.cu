/* Explicit instantiations written by a macro, of a class template's
 * protected methods, inside a namespace: each instance's launch is found. */
#include <vector>

namespace nn {

template <typename T>
__global__ void relu_fwd(const int n, const T *in, T *out)
{
	for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
		out[i] = in[i] > T(0) ? in[i] : T(0);
}

template <typename T>
struct Buffer {
	const T *data() const;
	T *mutable_data();
};

template <typename T>
class Relu {
public:
	void run(const std::vector<Buffer<T> *> &in, const std::vector<Buffer<T> *> &out)
	{
		forward(in, out);
	}

protected:
	virtual void forward(const std::vector<Buffer<T> *> &in, const std::vector<Buffer<T> *> &out);
};

template <typename T>
void Relu<T>::forward(const std::vector<Buffer<T> *> &in, const std::vector<Buffer<T> *> &out)
{
	relu_fwd<T><<<8, 256>>>(2048, in[0]->data(), out[0]->mutable_data());
}

#define INSTANTIATE_FORWARD(cls)                                                     \
	template void cls<float>::forward(const std::vector<Buffer<float> *> &in,     \
					  const std::vector<Buffer<float> *> &out); \
	template void cls<double>::forward(const std::vector<Buffer<double> *> &in,   \
					   const std::vector<Buffer<double> *> &out)
#define INSTANTIATE_ALL(cls) INSTANTIATE_FORWARD(cls)

INSTANTIATE_ALL(Relu);

}  // namespace nn
