// A tensor-like object built by constructors: a member struct set in a
// constructor's initializer list (`rep_(p, l)`, whose own constructor sets
// its members), and read back through methods that return a member by
// const reference (`const Lay &layout() const`), as tuple and tensor
// libraries do.
struct Ptr {
	const float *p;
};
struct Lay {
	int stride;
};
struct Pair {
	Ptr first;
	Lay second;
	__device__ Pair(Ptr a, Lay b) : first(a), second(b) {}
};
struct Tensor {
	Pair rep_;
	__device__ Tensor(Ptr p, Lay l) : rep_(p, l) {}
	__device__ const Ptr &data() const { return rep_.first; }
	__device__ const Lay &layout() const { return rep_.second; }
};

__global__ void built(const float *in, float *out, int s)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Tensor t(Ptr{in}, Lay{s});
	float v = t.rep_.first.p[i * t.rep_.second.stride];
	Ptr d = t.data();
	Lay l = t.layout();
	v += d.p[i * l.stride];
	out[i] = v;
}

int main()
{
	float *a, *b;
	built<<<8, 128>>>(a, b, 4);
}
