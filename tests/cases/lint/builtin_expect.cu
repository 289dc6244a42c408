#define likely(x) __builtin_expect(!!(x), 1)
__global__ void k(const float *in, float *out, int n)
{
	int i = blockIdx.x * blockDim.x + threadIdx.x;
	if (likely(i < n))
		out[i] = in[i];
}
void run(const float *in, float *out) { k<<<4, 256>>>(in, out, 1000); }
