// Structs inside structs, as tensor and tile libraries hold a pointer and
// a layout: `Ten{Ptr{in}, Lay{s}}`.  The members of the members are the
// variable's own member locals, set by nested brace lists (and lists whose
// inner braces are elided), by assignments through two levels of members,
// by a member given whole (a copy, a make_ call), read through a const
// reference, methods of the struct and of its members, and a copy of one
// member.
struct Ptr {
	const float *p;
	__device__ float at(int i) const { return p[i]; }
};
struct Lay {
	int stride;
	__device__ int of(int i) const { return i * stride; }
};
struct Ten {
	Ptr data;
	Lay lay;
	__device__ float at(int i) const { return data.p[i * lay.stride]; }
};
struct Pos {
	int2 at;
	float *base;
};

__device__ float read(const Ten &t, int i)
{
	return t.data.p[i * t.lay.stride];
}

__global__ void nested(const float *in, float *out, int s)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Ten t{Ptr{in}, Lay{s}};
	float v = t.data.p[i * t.lay.stride];
	v += read(t, i);
	v += t.at(i);

	Ten u;
	u.data.p = in + 64;
	u.lay.stride = 2;
	v += u.data.p[i * u.lay.stride];

	Ten e = {in, 4};
	v += e.data.p[i * e.lay.stride];

	v += t.data.at(u.lay.of(i));

	Ptr p = t.data;
	Lay l = u.lay;
	v += p.p[i * l.stride];

	Ten w{p, Lay{3}};
	v += w.data.p[i * w.lay.stride];

	Pos q{make_int2(threadIdx.x, blockIdx.x), out};
	q.base[q.at.y * 256 + q.at.x] = v;
}

__global__ void escaped(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Ten t{Ptr{in}, Lay{1}};
	Lay &r = t.lay;
	r.stride = 32;
	out[i] = t.data.p[i * t.lay.stride];
}

/* a struct member assigned whole, and one set through a pointer to the
 * struct that a helper is handed */
__device__ void widen(Ten *t)
{
	t->lay.stride = 4;
}

__global__ void reassigned(const float *in, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Ten t{Ptr{in}, Lay{1}};
	Lay two{2};
	t.lay = two;
	out[i] = t.data.p[i * t.lay.stride];
	widen(&t);
	out[i + 8192] = t.data.p[i * t.lay.stride];
}

int main()
{
	float *a, *b;
	nested<<<4, 256>>>(a, b, 1);
	escaped<<<4, 256>>>(a, b);
	reassigned<<<4, 256>>>(a, b);
}
