// A struct the kernel takes by value, handed on to helpers by value and by
// const reference, copied into a local, and one of its struct members
// passed whole: each copy's pointer members point where the kernel's do,
// and its integer members hold the values the launch gives them.
struct Dims {
	int rows, cols;
};

struct Params {
	const float *__restrict__ in;
	float *__restrict__ out;
	int stride;
	Dims d;
};

__device__ float load_strided(Params p, int i)
{
	return p.in[i * p.stride];
}

__device__ void store_at(const Params &p, int i, float v)
{
	p.out[i] = v;
}

__device__ int row_pitch(Dims d)
{
	return d.cols;
}

__global__ void scale(Params p)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Params c = p;
	float v = load_strided(p, i);
	store_at(c, i * row_pitch(p.d), v);
}

/* an array member of the thread's own, handed on through a reference */
struct Poly {
	float c[4];
	int degree;
};

__device__ Poly load_poly(Params p)
{
	Poly q;
	for (int k = 0; k < 4; k++)
		q.c[k] = p.in[k];
	q.degree = p.stride;
	return q;
}

__device__ float horner(const float *c, int degree, float x)
{
	if (degree == 0)
		return c[0];
	return c[0] + x * (c[1] + x * c[2]);
}

__device__ float eval_ref(const Poly &q, float x)
{
	return horner(q.c, q.degree, x);
}

__global__ void poly(Params p)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Poly q = load_poly(p);
	p.out[i] = eval_ref(q, p.in[i]);
}

void run(const float *a, float *b)
{
	Params p;
	p.in = a;
	p.out = b;
	p.stride = 2;
	p.d.rows = 64;
	p.d.cols = 1;
	scale<<<64, 256>>>(p);
	poly<<<64, 256>>>(p);
}
