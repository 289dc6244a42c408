// A helper that sets its reference parameters, called on elements of the
// caller's small arrays (`div.divmod(n, q[i][j], r[i][j])`, as attention
// kernels split a row into a head and an offset): the elements hold what
// the helper left, and the loads indexed by them are counted.
//
// Derived by hand, 1 block of 256 threads (8 warps): q * 64 + r is n
// again, so in[q[i][j] * 64 + r[i][j]] reads in[threadIdx.x + (i * 4 + j)
// * 256]: 8 loads a warp of 32 consecutive floats, 4 sectors each, 64
// loads and 256 sectors.  split_rows: q * 8 + r = n, 4 loads a warp, 32
// loads and 128 sectors.  Before: every load "depends on an element of a
// local array that is not set".
struct divider {
	unsigned d;
	__device__ void divmod(unsigned n, unsigned &q, unsigned &r) const
	{
		q = n / d;
		r = n % d;
	}
};

__device__ void split(unsigned n, unsigned &q, unsigned &r)
{
	q = n / 8;
	r = n % 8;
}

__global__ void split_heads(const float *in, float *out, divider div)
{
	unsigned q[2][4], r[2][4];
	float s = 0.0f;

	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 4; j++)
			div.divmod(threadIdx.x + (i * 4 + j) * 256, q[i][j], r[i][j]);
	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 4; j++)
			s += in[q[i][j] * 64 + r[i][j]];
	out[threadIdx.x] = s;
}

__global__ void split_rows(const float *in, float *out)
{
	unsigned q[4], r[4];
	float s = 0.0f;

	for (int j = 0; j < 4; j++)
		split(threadIdx.x + j * 256, q[j], r[j]);
	for (int j = 0; j < 4; j++)
		s += in[q[j] * 8 + r[j]];
	out[threadIdx.x] = s;
}

int main()
{
	float *in, *out;
	divider div;

	div.d = 64;
	split_heads<<<1, 256>>>(in, out, div);
	split_rows<<<1, 256>>>(in, out);
	return 0;
}
