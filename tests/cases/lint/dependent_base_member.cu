// A method of a class template calls its base's method unqualified, the
// base depending on the template's parameters (CuTe's ThrMMA calls
// make_fragment_A so).  nvcc 13.0 compiles it with no warning; clang 19
// says 'explicit qualification required' and reads it as this->load.
template <class T>
struct Base {
	__device__ T load(const T *p, int i) const { return p[i]; }
};

template <class T>
struct Derived : Base<T> {
	__device__ T get(const T *p, int i) const { return load(p, i); }
};

__global__ void every_other(float *out, const float *in)
{
	Derived<float> d;
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	out[i] = d.get(in, i * 2);
}

void run(float *o, const float *in)
{
	every_other<<<4, 256>>>(o, in);
}
