// A layer library built against headers this machine lacks: its classes
// take their types, and its host code uses their macros and templates.
#include <netproto/layer_params.h>
#include <smartptr/shared.hpp>

namespace flagsns = legacyflags;
using smartptr::shared_ptr;

struct Record {
	NetTag tag;   // from the missing header: its size is not known
	int count;
};

template <typename T>
__global__ void scale(const T *in, T *out, int n, T by)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (i < n)
		out[i] = in[i] * by;
}

__global__ void counts(const Record *recs, int *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = recs[i].count;
}

template <typename T>
class Base {
public:
	explicit Base(const LayerParams &p) : params_(p) { CHECK_GE(p.blobs_size(), 0); }

protected:
	LayerParams params_;
	shared_ptr<T> buffer_;
};

template <typename T>
class Scale : public Base<T> {
public:
	explicit Scale(const LayerParams &p) : Base<T>(p) {}
	void forward(const T *in, T *out, int n);
};

template <typename T>
void Scale<T>::forward(const T *in, T *out, int n)
{
	CHECK_GT(n, 0) << "an empty blob";
	T by = this->params_.scale_param().factor();
	if (this->params_.verbose() > 1)
		LOG(INFO) << "scaling " << n;
	scale<T><<<(n + 255) / 256, 256>>>(in, out, n, by);
}

template void Scale<float>::forward(const float *, float *, int);

void count_all(const Record *recs, int *out)
{
	counts<<<4, 128>>>(recs, out);
}
