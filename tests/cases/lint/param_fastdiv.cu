// A divisor object in the struct a kernel takes by value, as attention
// libraries keep a head count: read through a const reference to it, its
// conversion, its const method, and a divisor nested inside it, in a
// helper the kernel hands the struct by value.
#include <cstdint>
#include <cuda/cmath>

struct fastdiv {
	__host__ __device__ fastdiv() : d_(0) {}
	__host__ fastdiv(uint32_t d) : impl_(d), d_(d) {}
	__host__ __device__ operator unsigned int() const { return d_; }
	__host__ __device__ void divmod(uint32_t n, uint32_t &q, uint32_t &r) const
	{
		q = n / impl_;
		r = n - q * d_;
	}

private:
	cuda::fast_mod_div<uint32_t> impl_;
	uint32_t d_;
};

struct Params {
	float *out;
	const float *in;
	fastdiv heads;
	uint32_t n;
};

template <typename T1, typename T2> __host__ __device__ T1 ceil_div(const T1 x, const T2 y)
{
	return (x + y - 1) / y;
}

template <typename P> __device__ void scatter(const P params, const dim3 tid = threadIdx)
{
	const fastdiv &heads = params.heads;
	const uint32_t i = blockIdx.x * blockDim.x + tid.x;
	uint32_t q, r;

	heads.divmod(i, q, r);
	params.out[r * 1024 + q] = params.in[i];
	if (tid.x < ceil_div(params.n, heads))
		params.out[tid.x] = 0.0f;
}

template <typename P> __global__ void scatter_kernel(const __grid_constant__ P params)
{
	scatter(params);
}

int main()
{
	Params p;
	fastdiv heads(32);

	cudaMalloc(&p.out, 1 << 24);
	cudaMalloc((void **)&p.in, 1 << 24);
	p.heads = heads;
	p.n = 4096;
	scatter_kernel<<<16, 256>>>(p);
	cudaDeviceSynchronize();
	return 0;
}
