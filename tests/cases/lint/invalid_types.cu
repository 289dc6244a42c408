/*
 * Types clang cannot lay out, in code with errors: a member function
 * named without its call (`p[i].get`, a bound member), an overload set
 * (`pick`), a struct with a field of an unknown type, and a template
 * instance whose member has one.  libclang crashed when asked the size
 * of the first two (a load in a variable's declaration); each such load
 * is now a note, and the rest of the kernel is analyzed.  By hand, one
 * warp: `Whole whole = p[threadIdx.x]` copies a 16-byte struct aligned
 * to 4 in 4 requests of 4 bytes, lanes 16 bytes apart: 16 sectors each,
 * 64 in all where 16 hold the bytes; out[threadIdx.x] stores 128
 * contiguous bytes, 4 sectors.  The loads of `named` and of the broken
 * struct are of unknown size; clang drops the invalid instance's
 * initializer itself.
 */
struct Whole {
	float v[4];
	__device__ float get(int i) const { return v[i]; }
};

struct Broken {
	unknown_t x;
	float y;
};

template <typename T> struct Packed {
	T v[4];
	missing_t w;
};

__device__ float pick(float a) { return a; }
__device__ float pick(int a) { return (float)a; }

__global__ void odd_types(Whole *p, Broken *b, Packed<float> *q, float *out)
{
	auto bound = p[threadIdx.x].get;
	auto overloads = pick;
	float named = p[threadIdx.x].get;
	Broken broken = b[threadIdx.x];
	Packed<float> packed = q[threadIdx.x];
	Whole whole = p[threadIdx.x];
	out[threadIdx.x] = named + broken.y + packed.v[0] + whole.v[0];
}
