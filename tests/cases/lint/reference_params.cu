// Integers passed by reference to helpers: out-parameters the helper
// sets (a scan's `int &ai, int &bankOffsetA`), and const references to
// values.
#define OFFSET(n) ((n) >> 5)

__device__ void indices(int base, int &ai, int &bi, int &off_a, int &off_b)
{
	ai = threadIdx.x;
	bi = threadIdx.x + blockDim.x;
	off_a = OFFSET(ai);
	off_b = OFFSET(bi);
	base += 1;     /* by value: the caller's is not changed */
}

__device__ float twice(const int &i, const float *in)
{
	return 2.0f * in[i];
}

__global__ void scan_load(const float *in, float *out)
{
	__shared__ float s[2 * 256 + 16];
	int ai, bi, off_a, off_b, base = 0;

	indices(base, ai, bi, off_a, off_b);
	s[ai + off_a] = in[base + ai];
	s[bi + off_b] = in[base + bi];
	__syncthreads();
	out[threadIdx.x] = s[2 * threadIdx.x + OFFSET(2 * threadIdx.x)];
	out[threadIdx.x + 256] = twice(threadIdx.x + 256, in);
}

int main()
{
	float *a, *b;
	scan_load<<<1, 256>>>(a, b);
}
