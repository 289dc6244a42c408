// An assignment of a class whose operator= is defaulted, from a helper's
// result: the helper is lowered once.  clang writes the defaulted
// operator= of an array member as a __builtin_memcpy of the thread's own
// registers: no request.
struct mat {
	float v[9];
	__device__ mat &operator=(const mat &) = default;
};

__device__ mat load_mat(const float *p)
{
	mat m;
	for (int k = 0; k < 9; k++)
		m.v[k] = p[k];
	return m;
}

__global__ void assign(const float *p, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	mat a;
	a = load_mat(p + 9 * i);
	out[i] = a.v[0] + a.v[8];
}

// A reference an operator[] returns into the thread's own array, indexed
// by an atomic's result: the atomic is made once.
struct slots {
	float a[4];
	__device__ float &operator[](int i) { return a[i & 3]; }
};

__global__ void pick(int *counter, float *out)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	slots s{};
	s.a[1] = 1.0f;
	out[i] = s[atomicAdd(counter, 1)];
}

void run(const float *p, float *out, int *counter)
{
	assign<<<4, 128>>>(p, out);
	pick<<<1, 64>>>(counter, out);
}
