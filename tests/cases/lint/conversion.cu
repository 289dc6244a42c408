// A class element read through its conversion operator (float(x) on a
// half type with `operator float()`, as PyTorch's c10::Half): the
// operator is followed, and what it reads of the element is a load.
struct Half {
	unsigned short x;
	__device__ operator float() const { return (float)x; }
};
__global__ void conv(const Half *in, float *out)
{
	__shared__ Half s[32][33];
	s[threadIdx.y][threadIdx.x] = in[threadIdx.y * 32 + threadIdx.x];
	__syncthreads();
	out[threadIdx.y * 32 + threadIdx.x] = float(s[threadIdx.x][threadIdx.y]);
}
int main()
{
	Half *a;
	float *b;

	conv<<<1, dim3(32, 32)>>>(a, b);
}
