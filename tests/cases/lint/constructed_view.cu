// Views built by their constructors, as kernels in real projects wrap a
// pointer and its strides: members set by a member-initializer list or in
// the constructor's body, read through operator[] and operator(), and by
// name.
struct Row {
	const float *data;
	int n;
	__device__ Row(const float *p, int count) : data(p), n(count) {}
	__device__ const float &operator[](int i) const { return data[i]; }
};

struct Matrix {
	float *data;
	int ld;
	__device__ Matrix(float *p, int stride)
	{
		data = p;
		ld = stride;
	}
	__device__ float &operator()(int r, int c) { return data[r * ld + c]; }
};

__global__ void scatter_cols(const float *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	Row row(in, n);
	Matrix m(out, 64);
	if (i < row.n)
		m(i % 64, i / 64) = row[i];
}

void run(const float *in, float *out)
{
	scatter_cols<<<16, 256>>>(in, out, 4096);
}
